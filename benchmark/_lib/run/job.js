'use strict';

// Runs one benchmark process for the drivers (a config pass, or one run pass
// of compare.js's blocks), and keeps everything that can go wrong with it
// inside this one job:
// - it gets its own process group, so a timeout or an interrupt kills the
//   process and everything it started (run passes, servers, load
//   generators), and nothing is left behind;
// - its stdout goes to our stderr, so a benchmark that prints cannot corrupt
//   the CSV on our stdout (in Node core it can);
// - its stderr is forwarded as it comes and its tail kept for the report;
// - a non-zero exit, a signal, a silence longer than the timeout, or fewer
//   results than configurations becomes a failure record, never an abort.

const child_process = require('child_process');
const path = require('path');
const { inspectConfiguration } = require('../../_format.js');
const { badRateCause } = require('../words/unmeasured.js');
const { refusedEnvCause } = require('./run-pass-env.js');
const { findHelper, SYSTEM_PATH } = require('./trusted-helpers.js');

// An uncaught error's report ends in its message, up to 10 frames (V8's
// default), a blank line and node's version: 16 lines keep the message.
const STDERR_TAIL_LINES = 16;
const STDERR_TAIL_BYTES = 8192;
// Our common.js's config pass enforces NODE_BENCHMARK_TIMEOUT per
// configuration and goes on with the next (its config message says so); then
// the driver's own watchdog waits this much longer, so that it only fires
// when the harness could not act. For any other harness (Node core's), and
// for a run pass started directly (nothing in it times out), the watchdog is
// the timeout.
const WATCHDOG_GRACE_MS = 5000;
const KILL_GRACE_MS = 2000;
// How long after a process exits its output may stay open (by what it started).
const LINGER_GRACE_MS = 2000;

// autocannon is our dependency: put it at the end of PATH (see
// _bin/autocannon) so that `bench.http` finds it under Node core's harness
// too, after any wrk or autocannon the user installed.
const OUR_BIN = path.join(__dirname, '..', '..', '_bin');
// Preloaded into every config pass: it tells each run pass's start and
// isolates the configurations of a harness that does not (supervise.js).
const SUPERVISOR = path.join(__dirname, 'supervise.js');
// Preloaded into every run pass: it counts allocations under a harness that
// does not (allocations.js). Those a config pass forks get it from supervise.js.
const { ALLOCATIONS, countingAllocations } = require('./fork-hook.js');

function lastLines(text, count = STDERR_TAIL_LINES) {
  const lines = text.replace(/\n$/, '').split('\n');
  return lines.slice(-count).join('\n');
}

function describeCause(failure) {
  // Learning configurations (configurations.js): what its config pass would
  // hand its run passes is not passed on, whatever else happened.
  if (Array.isArray(failure.refusedEnv) && failure.refusedEnv.length > 0) return refusedEnvCause(failure.refusedEnv);
  if (failure.timedOut) return `timed out after ${failure.timeout} s without a result`;
  // driver.js: a result whose rate is not a finite number.
  if (failure.badRate !== undefined) return badRateCause(failure.badRate);
  const ended = failure.signal ? `killed by ${failure.signal}` : failure.code ? `exited with code ${failure.code}` : null;
  // Results owed and not given, beyond the one of the configuration it names.
  if (failure.missing && !(failure.missing === 1 && failure.configuration)) {
    return `${ended ?? 'ended'} without a result for ${failure.missing} of its configurations`;
  }
  if (ended) return ended;
  if (failure.missing) return 'ended without a result';
  // Learning configurations (benchmark/_lib/run/configurations.js): it exited 0, but
  // what it told does not add up.
  if (failure.code === 0 && failure.forks !== undefined) {
    return failure.queueLength === null ?
      `it forked ${failure.forks} run passes without a config message` :
      `its config message announced ${failure.queueLength} configurations, but it forked ${failure.forks}`;
  }
  return `exited with code ${failure.code}`;
}

/**
 * One job: `binary ...execArgv file ...args`, forked with an IPC channel, or
 * through `taskset -c cpuset` when a CPU set is given: a config pass (the
 * drivers' usual job) or, for compare.js's blocks, one run pass.
 *
 * `binary` may be the Action's launcher (a shell script that starts bwrap):
 * it, and taskset, run outside any sandbox, with the environment given here.
 * So that environment is ours: this process's, with our PATH addition, the
 * timeout, and `env`, which only our code fills (blocks.js takes of a config
 * pass's changes only what run-pass-env.js allows). taskset is started by
 * its absolute path (trusted-helpers.js), never looked up in that PATH.
 *
 * @param {object} job
 * @param {string} job.binary   node binary to run the file with
 * @param {string} job.file     absolute path of the benchmark file
 * @param {string[]} job.args   `key=value` arguments
 * @param {string[] | null} [job.execArgv]  node options (null: fork's default,
 *   this process's execArgv; none under taskset)
 * @param {Record<string, string | null>} [job.env]  env changes over ours
 *   (null removes a key)
 * @param {string | null} [job.cpuset]
 * @param {number} [job.timeout] seconds without a message before giving up (0 = never)
 * @param {'config' | 'run' | 'other'} [job.role] what the process is. A config
 *   pass (the default): hand it the timeout (NODE_BENCHMARK_TIMEOUT: our
 *   common.js's config pass, or supervise.js under any other harness,
 *   enforces it per configuration, and then the watchdog waits
 *   WATCHDOG_GRACE_MS longer) and preload supervise.js. A run pass: preload
 *   allocations.js, which counts its allocations. Other: neither (the
 *   caller's execArgv has its own preload).
 * @param {(message: any) => void} job.onMessage  every IPC message
 * @returns {{ promise: Promise<JobResult>, stop: (signal?: string) => void, pid: number | undefined }}
 *
 * @typedef {{ code: number | null, signal: string | null, timedOut: boolean,
 *   timeout: number, stopped: boolean, stderr: string, error?: Error }} JobResult
 */
function startJob({ binary, file, args, execArgv = null, env: changes = {}, cpuset = null, timeout = 0,
                    role = 'config', onMessage }) {
  const configPass = role === 'config';
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PATH: `${process.env.PATH ?? ''}${path.delimiter}${OUR_BIN}` };
  // Set here, it would make every config pass a run pass of its first
  // configuration (driver.js environmentNotes says so); a run pass gets it
  // from `changes`.
  delete env.NODE_RUN_BENCHMARK_FN;
  if (timeout > 0 && configPass) env.NODE_BENCHMARK_TIMEOUT = `${timeout}`;
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete env[key];
    else env[key] = value;
  }
  /** @type {import('child_process').StdioOptions} */
  const stdio = ['ignore', 'pipe', 'pipe', 'ipc'];
  const preload = role === 'config' ? ['--require', SUPERVISOR] :
    role === 'run' && countingAllocations() ? ['--require', ALLOCATIONS] : [];
  const taskset = cpuset ? findHelper('taskset') : null;
  if (cpuset && taskset === null) return notStarted(timeout, TASKSET_MISSING);
  const child = taskset && cpuset ?
    child_process.spawn(taskset, ['-c', cpuset, binary, ...(execArgv ?? []), ...preload, file, ...args],
                        { env, stdio, detached: true }) :
    child_process.fork(file, args, { execPath: binary, env, stdio, detached: true,
                                     execArgv: [...(execArgv ?? process.execArgv), ...preload] });

  let tail = '';
  let timedOut = false;
  let stopped = false;
  let spawnError;
  let watchdog = null;
  // Unknown until the config message says; known not to for anything else.
  let harnessTimesOut = configPass ? null : false;
  const arm = () => {
    if (!(timeout > 0)) return;
    clearTimeout(watchdog);
    const grace = harnessTimesOut === false ? 0 : WATCHDOG_GRACE_MS;
    watchdog = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGKILL');
    }, timeout * 1000 + grace);
  };

  // stdio pipes both: the child has the two streams.
  const { stdout, stderr } =
    /** @type {{ stdout: import('stream').Readable, stderr: import('stream').Readable }} */ (child);
  stdout.on('data', (chunk) => process.stderr.write(chunk));
  stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    tail = (tail + chunk).slice(-STDERR_TAIL_BYTES);
  });
  child.on('message', (/** @type {any} */ message) => {
    if (message?.type === 'config' && configPass) harnessTimesOut = message.timeout === timeout;
    arm();
    onMessage(message);
  });
  child.on('error', (err) => {
    spawnError = err;
  });
  arm();

  const promise = new Promise((resolve) => {
    let done = false;
    const finish = (code, signal) => {
      if (done) return;
      done = true;
      clearTimeout(watchdog);
      resolve({ code, signal, timedOut, timeout, stopped, stderr: tail, error: spawnError });
    };
    child.on('exit', (code, signal) => {
      // Whatever the config pass left running (a run pass of a crashed
      // file, a server) goes with it, so 'close' can come.
      killGroup(child, 'SIGKILL');
      // A process that left the group (setsid) can hold our pipes or the
      // IPC channel open, and 'close' would never come: after a grace,
      // let go of them. (In the Action's sandbox, its PID namespace ends
      // with the process, and takes such a process with it.)
      setTimeout(() => {
        if (done) return;
        const note = `${path.basename(file)} ${args.join(' ')}: a process it started outlived it, holding its ` +
          'output open: no longer waited for\n';
        process.stderr.write(note);
        tail = `${tail}${tail.endsWith('\n') || tail === '' ? '' : '\n'}${note}`;
        stdout.destroy();
        stderr.destroy();
        if (child.connected) child.disconnect();
        finish(code, signal);
      }, LINGER_GRACE_MS).unref();
    });
    child.on('close', finish);
  });

  const stop = (signal = 'SIGTERM') => {
    stopped = true;
    killGroup(child, signal);
    setTimeout(() => killGroup(child, 'SIGKILL'), KILL_GRACE_MS).unref();
  };
  return { promise, stop, pid: child.pid };
}

const TASKSET_MISSING = 'taskset (util-linux) is not installed in a system directory ' +
  `(${SYSTEM_PATH}) nor on the PATH compare.js started with`;

/**
 * A job that could not start: its result at once, as a spawn error.
 * @param {number} timeout
 * @param {string} why
 */
function notStarted(timeout, why) {
  /** @type {JobResult} */
  const result = { code: null, signal: null, timedOut: false, timeout, stopped: false, stderr: '', error: new Error(why) };
  return { promise: Promise.resolve(result), stop: () => {}, pid: undefined };
}

function killGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Turns what a job left behind into failure records: the ones reported per
 * configuration (by our common.js, or by supervise.js under another
 * harness), or one for the whole job when nothing could say which
 * configuration failed. A configuration is named by its CSV form when a
 * report said it, else by its run pass's argv (`nameOf`).
 *
 * @param {JobResult} result
 * @param {{ failures: any[], reports: number, queueLength: number | null, started: number,
 *   current: string[] | null }} seen  started: run passes begun (supervise.js); current: the argv
 *   of the one begun last, when it has neither reported nor failed
 * @param {(args: string[]) => string} nameOf
 */
function jobFailures(result, seen, nameOf) {
  if (result.stopped) return [];
  // A failure message comes from the benchmark's process (our harness, or
  // supervise.js in it): what is not of its kind is left out, not trusted.
  const reported = seen.failures.map((f) => {
    const args = Array.isArray(f.args) && f.args.every((a) => typeof a === 'string') ? f.args : null;
    const conf = f.conf !== null && typeof f.conf === 'object' && !Array.isArray(f.conf) ? f.conf : null;
    return {
      configuration: conf ? inspectConfiguration(conf) : args ? nameOf(args) : null,
      ...(args ? { args } : {}),
      code: Number.isSafeInteger(f.code) ? f.code : null,
      signal: typeof f.signal === 'string' ? f.signal : null,
      ...(f.badRate !== undefined ? { badRate: String(f.badRate) } : {}),
      timedOut: Boolean(f.timedOut),
      timeout: f.timeout,
      missing: f.missing,
      stderr: lastLines(typeof f.stderr === 'string' ? f.stderr : ''),
      ...(typeof f.startedAt === 'string' && typeof f.endedAt === 'string' ?
        { startedAt: f.startedAt, endedAt: f.endedAt } : {}),
    };
  });
  const whole = {
    configuration: seen.current ? nameOf(seen.current) : null,
    ...(seen.current ? { args: seen.current } : {}),
    code: result.code,
    signal: result.signal,
    timedOut: result.timedOut,
    timeout: result.timeout,
    stderr: lastLines(result.stderr),
  };
  if (result.error) {
    return [{ ...whole, code: null, stderr: `could not start: ${result.error.message}` }];
  }
  // Results owed by this process and never given: the configurations
  // never started, and the one it was running when it ended.
  const missing = seen.queueLength === null ? 0 :
    seen.queueLength - seen.reports - seen.failures.length;
  const owed = missing > 0 ? { missing } : {};
  if (result.timedOut) return [...reported, { ...whole, ...owed }];
  if (result.code !== 0 || result.signal) {
    return reported.length > 0 && missing <= 0 ? reported : [...reported, { ...whole, ...owed }];
  }
  // Exit 0 but fewer results than configurations: Node core's common.js
  // counts a run pass killed by a signal as a success.
  if (missing > 0) return [...reported, { ...whole, missing }];
  return reported;
}

module.exports = { startJob, jobFailures, describeCause, lastLines };
