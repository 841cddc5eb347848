'use strict';

// What the two preloads that wrap a config pass's child_process.fork share
// (discover.js, which learns the run passes without starting them, and
// supervise.js, which watches each one): reading fork's arguments, and
// keeping the preload out of the run passes it forks, which inherit the
// config pass's execArgv (ours and Node core's harness pass it on).

const fs = require('fs');
const path = require('path');

// The preload that counts a run pass's allocations (allocations.js): job.js
// gives it to the run passes the drivers start, supervise.js to those a
// config pass forks. It takes itself out of the run pass's execArgv.
const ALLOCATIONS = path.join(__dirname, 'allocations.js');

// Set to '0' by compare.js when a binary has no allocation counter (before
// Node 26): its run passes then start without the preload, which counts
// nothing there and, by being there, moved some configurations' rates by 10
// points between Node 22 and 24 (binary-check.js countsAllocations,
// docs/differences.md). Inherited by the config passes (supervise.js).
const ALLOCATIONS_VARIABLE = 'NODE_BENCHMARK_ALLOCATIONS';

/** Whether run passes get the allocation preload (see ALLOCATIONS_VARIABLE). */
function countingAllocations() {
  return process.env[ALLOCATIONS_VARIABLE] !== '0';
}

/**
 * Whether `file` names `preload` (through any symlink: a module's
 * __filename is its real path).
 * @param {string | undefined} file
 * @param {string} preload  the preload's __filename
 */
function isPreload(file, preload) {
  try {
    return file !== undefined && fs.realpathSync(file) === preload;
  } catch {
    return false;
  }
}

/**
 * The execArgv without the `--require <preload>` that loaded it.
 * @param {string[]} execArgv
 * @param {string} preload  the preload's __filename
 */
function withoutPreload(execArgv, preload) {
  const kept = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i];
    if ((arg === '--require' || arg === '-r') && isPreload(execArgv[i + 1], preload)) {
      i++;
    } else if (!(arg.startsWith('--require=') && isPreload(arg.slice('--require='.length), preload))) {
      kept.push(arg);
    }
  }
  return kept;
}

/**
 * fork's three forms: (path), (path, args, options?), (path, options).
 * @returns {{ argv: any[], opts: Record<string, any> }}
 */
function forkArguments(args, options) {
  if (Array.isArray(args)) return { argv: args, opts: options ?? {} };
  if (args == null) return { argv: [], opts: options ?? {} };
  return { argv: [], opts: args };
}

/**
 * Whether a fork starts a run pass: Node core's protocol (ours too) sets
 * NODE_RUN_BENCHMARK_FN in the child's env; only its presence counts.
 * @param {Record<string, any>} opts  fork's options
 */
function isRunPass(opts) {
  return opts.env?.NODE_RUN_BENCHMARK_FN !== undefined;
}

module.exports = { ALLOCATIONS, ALLOCATIONS_VARIABLE, countingAllocations, isPreload, withoutPreload, forkArguments,
  isRunPass };
