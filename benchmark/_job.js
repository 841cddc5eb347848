'use strict';

// Runs one benchmark process (a config pass) for the drivers, and keeps
// everything that can go wrong with it inside this one job:
// - it gets its own process group, so a timeout or an interrupt kills the
//   config pass and every run pass it forked, and nothing is left behind;
// - its stdout goes to our stderr, so a benchmark that prints cannot corrupt
//   the CSV on our stdout (in Node core it can);
// - its stderr is forwarded as it comes and its tail kept for the report;
// - a non-zero exit, a signal, a silence longer than the timeout, or fewer
//   results than configurations becomes a failure record, never an abort.

const child_process = require('child_process');
const path = require('path');
const { inspectConfiguration } = require('./_format.js');

const STDERR_TAIL_LINES = 12;
const STDERR_TAIL_BYTES = 8192;
// Our common.js enforces NODE_BENCHMARK_TIMEOUT per configuration and goes on
// with the next (its config message says so); then the driver's own watchdog
// waits this much longer, so that it only fires when the harness could not
// act. For any other harness (Node core's) the watchdog is the timeout.
const WATCHDOG_GRACE_MS = 5000;
const KILL_GRACE_MS = 2000;

// autocannon is our dependency: put it at the end of PATH (see
// _bin/autocannon) so that `bench.http` finds it under Node core's harness
// too, after any wrk or autocannon the user installed.
const OUR_BIN = path.join(__dirname, '_bin');

function lastLines(text, count = STDERR_TAIL_LINES) {
  const lines = text.replace(/\n$/, '').split('\n');
  return lines.slice(-count).join('\n');
}

function describeCause(failure) {
  if (failure.timedOut) return `timed out after ${failure.timeout} s without a result`;
  if (failure.missing && failure.configuration) return 'ended without a result';
  if (failure.missing) return `ended without a result for ${failure.missing} of its configurations`;
  if (failure.signal) return `killed by ${failure.signal}`;
  return `exited with code ${failure.code}`;
}

/**
 * One job: `binary file ...args`, forked with an IPC channel, or through
 * `taskset -c cpuset` when a CPU set is given.
 *
 * @param {object} job
 * @param {string} job.binary   node binary to run the file with
 * @param {string} job.file     absolute path of the benchmark file
 * @param {string[]} job.args   `key=value` arguments
 * @param {string | null} [job.cpuset]
 * @param {number} [job.timeout] seconds without a result before giving up (0 = never)
 * @param {(message: any) => void} job.onMessage  every IPC message
 * @returns {{ promise: Promise<JobResult>, stop: (signal?: string) => void }}
 *
 * @typedef {{ code: number | null, signal: string | null, timedOut: boolean,
 *   timeout: number, stopped: boolean, stderr: string, error?: Error }} JobResult
 */
function startJob({ binary, file, args, cpuset = null, timeout = 0, onMessage }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PATH: `${process.env.PATH ?? ''}${path.delimiter}${OUR_BIN}` };
  if (timeout > 0) env.NODE_BENCHMARK_TIMEOUT = `${timeout}`;
  /** @type {import('child_process').StdioOptions} */
  const stdio = ['ignore', 'pipe', 'pipe', 'ipc'];
  const child = cpuset ?
    child_process.spawn('taskset', ['-c', cpuset, binary, file, ...args], { env, stdio, detached: true }) :
    child_process.fork(file, args, { execPath: binary, env, stdio, detached: true });

  let tail = '';
  let timedOut = false;
  let stopped = false;
  let spawnError;
  let watchdog = null;
  let harnessTimesOut = null; // unknown until the config message
  const arm = () => {
    if (!(timeout > 0)) return;
    clearTimeout(watchdog);
    const grace = harnessTimesOut === false ? 0 : WATCHDOG_GRACE_MS;
    watchdog = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGKILL');
    }, timeout * 1000 + grace);
  };

  child.stdout.on('data', (chunk) => process.stderr.write(chunk));
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    tail = (tail + chunk).slice(-STDERR_TAIL_BYTES);
  });
  child.on('message', (/** @type {any} */ message) => {
    if (message?.type === 'config') harnessTimesOut = message.timeout === timeout;
    arm();
    onMessage(message);
  });
  child.on('error', (err) => {
    spawnError = err;
  });
  arm();

  const promise = new Promise((resolve) => {
    child.on('exit', () => {
      // Whatever the config pass left running (a run pass of a crashed
      // file, a server) goes with it, so 'close' can come.
      killGroup(child, 'SIGKILL');
    });
    child.on('close', (code, signal) => {
      clearTimeout(watchdog);
      resolve({ code, signal, timedOut, timeout, stopped, stderr: tail, error: spawnError });
    });
  });

  const stop = (signal = 'SIGTERM') => {
    stopped = true;
    killGroup(child, signal);
    setTimeout(() => killGroup(child, 'SIGKILL'), KILL_GRACE_MS).unref();
  };
  return { promise, stop };
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
 * Turns what a job left behind into failure records: the ones our common.js
 * reported per configuration, or one for the whole job when the harness
 * could not say which configuration failed.
 *
 * @param {JobResult} result
 * @param {{ failures: any[], reports: number, queueLength: number | null }} seen
 */
function jobFailures(result, seen) {
  if (result.stopped) return [];
  const reported = seen.failures.map((f) => ({
    configuration: inspectConfiguration(f.conf ?? {}),
    code: f.code ?? null,
    signal: f.signal ?? null,
    timedOut: Boolean(f.timedOut),
    timeout: f.timeout,
    missing: f.missing,
    stderr: lastLines(f.stderr ?? ''),
  }));
  const whole = {
    configuration: null,
    code: result.code,
    signal: result.signal,
    timedOut: result.timedOut,
    timeout: result.timeout,
    stderr: lastLines(result.stderr),
  };
  if (result.error) {
    return [{ ...whole, code: null, stderr: `could not start: ${result.error.message}` }];
  }
  if (result.timedOut) return [...reported, whole];
  if (result.code !== 0 || result.signal) {
    return reported.length > 0 ? reported : [whole];
  }
  // Exit 0 but fewer results than configurations: Node core's common.js
  // counts a run pass killed by a signal as a success.
  const missing = seen.queueLength === null ? 0 :
    seen.queueLength - seen.reports - seen.failures.length;
  if (missing > 0) return [...reported, { ...whole, missing }];
  return reported;
}

module.exports = { startJob, jobFailures, describeCause, lastLines };
