'use strict';

// Preloaded (`--require`) by the drivers into every config pass they start
// (compare.js --schedule rounds, run.js, scatter.js, profile.js) to watch
// the run passes it forks, one per configuration:
// - before each fork it tells the driver the run pass's argv (a
//   `run-pass-start` message), so that each sample has its own start time
//   and a failure can name its configuration;
// - under a harness that does not isolate its configurations, it does that
//   for it. Node core's common.js ends the whole file with process.exit at
//   the first run pass that exits non-zero, counts one killed by a signal as
//   a success, and waits forever for one that hangs. Here a run pass that is
//   silent for NODE_BENCHMARK_TIMEOUT seconds is killed; one that exits
//   non-zero, is killed, times out or ends without a result is reported as
//   a `failure` message naming its argv; and the harness sees it end with
//   code 0, so it goes on with the next configuration. The config message
//   gains `timeout`, which tells the driver that the timeout is now kept per
//   configuration here (job.js then lets its own watchdog wait longer).
//
// Our common.js does all of that itself and says so in its config message
// (`reportsFailures`); under it only the starts are told.
//
// It works for any harness that forks its run passes through
// child_process.fork with NODE_RUN_BENCHMARK_FN in their env (Node core's
// since 2016, ours). The run passes are forked without this preload, and
// with allocations.js, which counts their allocations.

const child_process = require('child_process');
const { ALLOCATIONS, countingAllocations, withoutPreload, forkArguments, isRunPass } = require('./fork-hook.js');

const STDERR_TAIL_BYTES = 4096;

/** NODE_BENCHMARK_TIMEOUT in ms; 0 when unset or not a positive number (our common.js says why). */
function timeoutMs() {
  const seconds = Number(process.env.NODE_BENCHMARK_TIMEOUT);
  return seconds > 0 ? seconds * 1000 : 0;
}

function install() {
  /** @type {(...args: any[]) => boolean} */
  const send = /** @type {any} */ (process.send);
  const timeout = timeoutMs();
  // Decided by the harness's config message, which both harnesses send before
  // their first fork; a harness that sends none is watched.
  let watching = true;
  let configSeen = false;
  /** @type {any} */ (process).send = function sendThrough(message, ...rest) {
    if (!configSeen && message?.type === 'config') {
      configSeen = true;
      watching = message.reportsFailures !== true;
      if (watching && timeout > 0) message = { ...message, timeout: timeout / 1000 };
    }
    return send.call(process, message, ...rest);
  };

  /** @type {(...args: any[]) => import('child_process').ChildProcess} */
  const realFork = child_process.fork;
  /** @type {any} */ (child_process).fork = function fork(modulePath, args, options) {
    const { argv, opts } = forkArguments(args, options);
    const execArgv = withoutPreload(opts.execArgv ?? process.execArgv, __filename);
    if (!isRunPass(opts)) return realFork.call(this, modulePath, argv, { ...opts, execArgv });
    // A run pass counts its allocations (it takes this out of its execArgv again), where the binaries can.
    if (countingAllocations()) execArgv.push('--require', ALLOCATIONS);
    const runArgs = argv.map(String);
    send.call(process, { type: 'run-pass-start', args: runArgs });
    if (!watching) return realFork.call(this, modulePath, argv, { ...opts, execArgv });
    // The run pass's stderr is piped when the harness lets it be inherited,
    // to keep its tail for the failure; it is forwarded as it comes.
    const inherited = opts.stdio === undefined && !opts.silent;
    const stdio = inherited ? ['inherit', 'inherit', 'pipe', 'ipc'] : opts.stdio;
    const child = realFork.call(this, modulePath, argv, { ...opts, execArgv, ...(stdio ? { stdio } : {}) });
    watch(child, runArgs, { forward: inherited, timeout, send });
    return child;
  };
  // ES modules that import { fork } from 'node:child_process' see it too.
  require('module').syncBuiltinESMExports();
}

/**
 * Watches one run pass: its silence, its result and its end. The harness
 * sees 'exit' and 'close' with code 0 and no signal; what really happened
 * goes to the driver first, as a `failure` message when it failed.
 * @param {import('child_process').ChildProcess} child
 * @param {string[]} args
 * @param {{ forward: boolean, timeout: number, send: (...args: any[]) => boolean }} options
 */
function watch(child, args, { forward, timeout, send }) {
  let tail = '';
  child.stderr?.on('data', (chunk) => {
    if (forward) process.stderr.write(chunk);
    tail = (tail + chunk).slice(-STDERR_TAIL_BYTES);
  });
  let reported = false;
  let timedOut = false;
  let stoppedAfterResult = false;
  let timer = null;
  const arm = () => {
    if (!(timeout > 0)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      // After its result, a run pass that does not exit is only stopped:
      // the result stands (Node core's run pass gives itself 5 s).
      if (reported) stoppedAfterResult = true;
      else timedOut = true;
      child.kill('SIGKILL');
    }, timeout);
  };
  child.on('message', (/** @type {any} */ message) => {
    if (message?.type === 'report') reported = true;
    arm();
  });
  arm();

  /** @type {(...args: any[]) => boolean} */
  const emit = child.emit;
  /** @type {any} */ (child).emit = function emitEnded(event, ...rest) {
    if (event !== 'exit' && event !== 'close') return emit.call(this, event, ...rest);
    if (event === 'close') {
      clearTimeout(timer);
      const [code, signal] = rest;
      if (timedOut || !reported || (code !== 0 && !stoppedAfterResult)) {
        send.call(process, {
          type: 'failure', args, code: timedOut ? null : code, signal: timedOut ? null : signal, timedOut,
          timeout: timedOut ? timeout / 1000 : undefined,
          missing: code === 0 && !timedOut && !reported ? 1 : undefined, stderr: tail,
        });
      }
    }
    return emit.call(this, event, 0, null);
  };
}

// Only a config pass with a driver to tell: anywhere else this preload
// changes nothing.
if (typeof process.send === 'function' && process.env.NODE_RUN_BENCHMARK_FN === undefined) {
  install();
}
