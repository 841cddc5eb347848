// How a build's commands run: their environment (the allow-listed part of
// ours, the run's mark, ccache), their output appended to a log and copied to
// the Actions log (line by line, each line cut at bounded-lines.js's limit and
// passed through untrusted-text.js's forLog, so that none is a workflow
// command), and what the PR comment shows of a failure (the log's last lines,
// how the command ended). build.js runs them.

import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';
import { environment } from './sandbox.js';
import { forLog } from '../untrusted-text.js';
import { lineSplitter } from './bounded-lines.js';
import { RUN_MARK } from './processes.js';

const LOG_TAIL_LINES = 50;
const TAIL_BYTES = 64 * 1024;
const KEEP_STDOUT_BYTES = 64 * 1024;

/**
 * @typedef {{ cwd: string, env: NodeJS.ProcessEnv, logFile: string, timeout?: number }} RunOptions
 * @typedef {{ exitCode: number | null, signal: string | null, stdout: string, error?: Error }} RunResult
 * @typedef {(command: string, args: string[], options: RunOptions) => Promise<RunResult>} Run
 */

/**
 * The last `count` lines of a file, reading at most its last 64 KiB (a node
 * build log runs to megabytes).
 * @param {string} file
 */
export function tailLines(file, count = LOG_TAIL_LINES) {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const start = Math.max(0, size - TAIL_BYTES);
    const buffer = Buffer.alloc(size - start);
    fs.readSync(fd, buffer, 0, buffer.length, start);
    const lines = buffer.toString('utf8').replace(/\n$/, '').split('\n');
    // The first line is cut in the middle: left out, unless it is all there is (a line longer than what is read).
    if (start > 0 && lines.length > 1) lines.shift();
    else if (start > 0) lines[0] = `…${lines[0]}`;
    return lines.slice(-count).join('\n');
  } finally {
    fs.closeSync(fd);
  }
}

function withCcache(compiler, fallback) {
  if (compiler && /(^|\/|\s)ccache(\s|$)/.test(compiler)) return compiler;
  return `ccache ${compiler || fallback}`;
}

/**
 * The build's environment: the allow-listed part of ours (sandbox.js, never
 * a credential), the run's mark, and ccache when it is used. CCACHE_BASEDIR
 * makes paths inside the worktree relative, so the base and head worktrees
 * hit the same cache entries. The head build only reads the cache
 * (CCACHE_READONLY): what it compiled must not be served to a later base build.
 * @param {{ env?: Record<string, string | undefined>, ccacheDir?: string | null, worktree?: string,
 *   readOnlyCache?: boolean, pass?: readonly string[], mark?: string | null, scratch?: string }} options
 * @returns {Record<string, string>}
 */
export function buildEnvironment({ env = process.env, ccacheDir = null, worktree, readOnlyCache = false, pass = [],
  mark = null, scratch = os.tmpdir() } = {}) {
  /** @type {Record<string, string>} */
  const set = mark ? { [RUN_MARK]: mark } : {};
  if (ccacheDir) {
    Object.assign(set, {
      CCACHE_DIR: ccacheDir,
      ...(worktree ? { CCACHE_BASEDIR: worktree } : {}),
      ...(readOnlyCache ? { CCACHE_READONLY: '1', CCACHE_TEMPDIR: scratch } : {}),
      CC: withCcache(env.CC, 'gcc'),
      CXX: withCcache(env.CXX, 'g++'),
    });
  }
  return environment(env, { pass, set, scratch });
}

/**
 * Runs a command with its stdout and stderr appended to `logFile` (and
 * copied to `echo`, e.g. the Actions log). No shell. Resolves, never
 * rejects: a command that cannot start has `error` set.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions & { echo?: { write: (chunk: Buffer) => unknown } | null }} options
 * @returns {Promise<RunResult>}
 */
export function spawnLogged(command, args, { cwd, env, logFile, timeout, echo = null }) {
  return new Promise((resolve) => {
    const log = fs.createWriteStream(logFile, { flags: 'a' });
    let stdout = '';
    let error;
    const child = spawn(command, args, { cwd, env, timeout, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      log.write(chunk);
      echo?.write(chunk);
      stdout = (stdout + chunk).slice(-KEEP_STDOUT_BYTES);
    });
    child.stderr.on('data', (chunk) => {
      log.write(chunk);
      echo?.write(chunk);
    });
    child.on('error', (err) => {
      error = err;
      log.write(`${command}: ${err.message}\n`);
    });
    child.on('close', (code, signal) => {
      log.end(() => resolve(error ? { exitCode: null, signal: null, stdout, error } : { exitCode: code, signal, stdout }));
    });
  });
}

/**
 * The build's output as the Actions log gets it: in lines cut at the limit
 * (bounded-lines.js), each through forLog, so that none is read as a
 * workflow command; `end` writes a last line that had no newline.
 * @param {(text: string) => unknown} write
 * @returns {{ write: (chunk: Buffer) => void, end: () => void }}
 */
export function logEcho(write) {
  return lineSplitter((line) => write(`${forLog(line)}\n`));
}

/**
 * The default `run`: the build's output also goes to the Actions log (logEcho).
 * @type {Run}
 */
export async function runEchoing(command, args, options) {
  const echo = logEcho((text) => process.stdout.write(text));
  try {
    return await spawnLogged(command, args, { ...options, echo });
  } finally {
    echo.end();
  }
}

/**
 * How a build command ended, for a sentence: `exited with code 2`.
 * @param {RunResult} result
 */
export function describeExit({ exitCode, signal, error }) {
  if (error) return `could not start (${error.message})`;
  if (signal) return `was killed by ${signal}`;
  return `exited with code ${exitCode}`;
}
