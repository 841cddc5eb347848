'use strict';

// Preloaded (`--require`) into a benchmark file's config pass by compare.js
// to learn the file's configurations without running any of them.
//
// A config pass forks one run pass per configuration with
// NODE_RUN_BENCHMARK_FN in the child's env (Node core's protocol; ours
// too). This preload wraps child_process.fork: such a fork is not made; its
// module, argv, execArgv and env (the keys that differ from this process's)
// go to the driver over IPC, and the harness gets a child that has already
// ended with code 0, so it forks the next one. compare.js then starts each
// run pass itself, old and new back to back. Any other fork passes through,
// without this preload.
//
// What this reports runs in the pull request's process, so the driver takes
// it as data: it checks each message's shape, and of the env changes passes
// on only the harness's own variables (configurations.js, run-pass-env.js).
//
// It works for any harness that forks its run passes through
// `child_process.fork` (Node core's since 2016, ours), whether it reads the
// child's stderr, waits for 'close', or stops at a non-zero code.

const child_process = require('child_process');
const { EventEmitter } = require('events');
const { Readable } = require('stream');
const path = require('path');
const { fileURLToPath } = require('url');
const { withoutPreload, forkArguments, isRunPass } = require('./fork-hook.js');

// What the driver reads (benchmark/_lib/run/configurations.js, which does not
// require this file: requiring it in a forked driver would wrap its fork).
const MESSAGE_TYPE = 'run-pass';

/** The env keys a fork sets or changes (a value) or removes (null). */
function envDelta(env) {
  const delta = {};
  for (const [key, value] of Object.entries(env)) {
    // spawn leaves undefined values out and turns the rest into strings.
    if (value !== undefined && process.env[key] !== String(value)) delta[key] = String(value);
  }
  for (const key of Object.keys(process.env)) {
    if (env[key] === undefined) delta[key] = null;
  }
  return delta;
}

/** A child that started and ended at once with code 0, saying nothing. */
function endedChild() {
  /** @type {any} */
  const child = new EventEmitter();
  const empty = () => new Readable({ read() { this.push(null); } });
  Object.assign(child, {
    pid: process.pid,
    stdin: null,
    stdout: empty(),
    stderr: empty(),
    connected: false,
    killed: false,
    exitCode: null,
    signalCode: null,
    send: () => false,
    disconnect() {},
    kill: () => false,
    ref() {},
    unref() {},
  });
  child.stdio = [null, child.stdout, child.stderr];
  setImmediate(() => {
    child.emit('spawn');
    child.exitCode = 0;
    child.emit('exit', 0, null);
    child.emit('close', 0, null);
  });
  return child;
}

function install() {
  const realFork = child_process.fork;
  /** @type {any} */ (child_process).fork = function fork(modulePath, args, options) {
    const { argv, opts } = forkArguments(args, options);
    const execArgv = withoutPreload(opts.execArgv ?? process.execArgv, __filename);
    if (!isRunPass(opts)) {
      return realFork.call(this, modulePath, argv, { ...opts, execArgv });
    }
    const file = modulePath instanceof URL ? fileURLToPath(modulePath) : String(modulePath);
    // install() runs only where process.send is a function (see the end of this file).
    /** @type {NonNullable<typeof process.send>} */ (process.send)({
      type: MESSAGE_TYPE,
      modulePath: path.resolve(file),
      args: argv.map(String),
      execArgv,
      env: envDelta(opts.env),
    });
    return endedChild();
  };
  // ES modules that import { fork } from 'node:child_process' see it too.
  require('module').syncBuiltinESMExports();
}

// Only a config pass with a driver to tell: anywhere else this preload
// changes nothing.
if (typeof process.send === 'function' && process.env.NODE_RUN_BENCHMARK_FN === undefined) {
  install();
}
