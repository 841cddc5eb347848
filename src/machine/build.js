// Builds node at the base and at the head commit and copies the binaries to
// `<workDir>/node-main` and `<workDir>/node-pr`.
//
//   <workDir>/worktrees/base   persistent worktrees: created once, then moved
//   <workDir>/worktrees/head   to the next commit, so make rebuilds only what changed
//   <workDir>/ccache           CCACHE_DIR, when ccache is installed
//   <workDir>/logs/{base,head}-build.log
//   <workDir>/node-main, <workDir>/node-pr
//
// The build command is the workflow author's input (trusted), run with
// `bash -c`; no comment text reaches it. Commits are given as SHAs only (see
// git.js). Processes are started through the injected `run`, so unit tests
// need no make.

import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import * as core from '@actions/core';
import { assertSha, createGit } from './git.js';
import text from '../../benchmark/_lib/text.js';

const LOG_TAIL_LINES = 50;
const TAIL_BYTES = 64 * 1024;
const VERSION_TIMEOUT_MS = 60_000;
const KEEP_STDOUT_BYTES = 64 * 1024;

const SIDES = /** @type {const} */ ([
  { side: 'base', name: 'node-main', what: 'the base commit' },
  { side: 'head', name: 'node-pr', what: 'the pull request head' },
]);

/**
 * @typedef {{ cwd: string, env: NodeJS.ProcessEnv, logFile: string, timeout?: number }} RunOptions
 * @typedef {{ exitCode: number | null, signal: string | null, stdout: string, error?: Error }} RunResult
 * @typedef {(command: string, args: string[], options: RunOptions) => Promise<RunResult>} Run
 * @typedef {Pick<import('../action.js').Log, 'info' | 'startGroup' | 'endGroup'>} Log
 */

export class BuildError extends Error {
  /**
   * @param {string} message
   * @param {{ side: 'base' | 'head', sha: string, exitCode?: number | null, signal?: string | null,
   *   logFile: string, logTail: string, expectedPath?: string }} details
   */
  constructor(message, details) {
    super(message);
    this.name = 'BuildError';
    this.side = details.side;
    this.sha = details.sha;
    this.exitCode = details.exitCode ?? null;
    this.signal = details.signal ?? null;
    this.logFile = details.logFile;
    /** The last lines of the build log, for the PR comment. */
    this.logTail = details.logTail;
    this.expectedPath = details.expectedPath ?? null;
  }

  /** What the failed-status comment and the run job's failure.json say. */
  get failure() {
    return { step: `building the ${this.side} commit`, message: this.message, logTail: this.logTail };
  }
}

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
    if (start > 0) lines.shift(); // cut in the middle
    return lines.slice(-count).join('\n');
  } finally {
    fs.closeSync(fd);
  }
}

// Variables that carry credentials into a JavaScript action's process: its
// inputs (github-token among them) and the runner's own tokens. The build
// runs pull request code, so it does not inherit them. This is hygiene, not a
// boundary: a process of the same user can read ours. The boundary is the
// benchmark job having no secrets and `permissions: {}` (SECURITY.md).
const CREDENTIALS = /^(INPUT_.*|GITHUB_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_(TOKEN|URL))$/;

function withCcache(compiler, fallback) {
  if (compiler && /(^|\/|\s)ccache(\s|$)/.test(compiler)) return compiler;
  return `ccache ${compiler || fallback}`;
}

/**
 * The build's environment: ours without credentials, plus ccache when it is
 * used. CCACHE_BASEDIR makes paths inside the worktree relative, so the base
 * and head worktrees hit the same cache entries.
 * @param {{ env?: NodeJS.ProcessEnv, ccacheDir?: string | null, worktree?: string }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function buildEnvironment({ env = process.env, ccacheDir = null, worktree } = {}) {
  const result = Object.fromEntries(Object.entries(env).filter(([key]) => !CREDENTIALS.test(key)));
  if (ccacheDir) {
    Object.assign(result, {
      CCACHE_DIR: ccacheDir,
      ...(worktree ? { CCACHE_BASEDIR: worktree } : {}),
      CC: withCcache(env.CC, 'gcc'),
      CXX: withCcache(env.CXX, 'g++'),
    });
  }
  return result;
}

/**
 * Runs a command with its stdout and stderr appended to `logFile` (and
 * copied to `echo`, e.g. the Actions log). No shell. Resolves, never
 * rejects: a command that cannot start has `error` set.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions & { echo?: NodeJS.WritableStream | null }} options
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

/** The default `run`: the build's output also goes to the Actions log. @type {Run} */
const runEchoing = (command, args, options) => spawnLogged(command, args, { ...options, echo: process.stdout });

function checkBinaryPath(binaryPath) {
  const normal = typeof binaryPath === 'string' ? path.normalize(binaryPath) : '';
  if (!normal || path.isAbsolute(normal) || normal === '.' || normal.split(path.sep)[0] === '..') {
    throw new Error(`Invalid 'binary-path': expected a path inside the node checkout such as ` +
      `'out/Release/node', got ${JSON.stringify(binaryPath)}`);
  }
}

async function isWorktreeOf(git, dir) {
  const real = fs.realpathSync(dir);
  const realOrNull = (p) => { try { return fs.realpathSync(p); } catch { return null; } };
  return (await git.listWorktrees()).some((w) => !w.prunable && realOrNull(w.path) === real);
}

/**
 * Puts the persistent worktree `dir` at `sha`: checks it out when it
 * exists, creates it otherwise. A directory git does not know as a worktree
 * (the repository was cloned afresh) is started again.
 * @returns {Promise<boolean>} whether an existing worktree was reused
 */
async function prepareWorktree({ git, log }, dir, sha) {
  let reused = false;
  if (fs.existsSync(dir)) {
    if (await isWorktreeOf(git, dir)) {
      await git.checkoutWorktree(dir, sha);
      reused = true;
    } else {
      log.info(`${dir} is not a worktree of this repository (cloned afresh?): creating it again`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!reused) await git.addWorktree(dir, sha);
  const checkedOut = await git.headSha(dir);
  if (checkedOut !== sha) throw new Error(`${dir} is at ${checkedOut} after checking out ${sha}`);
  return reused;
}

/** Copies through a temporary name: the old binary may still be running. */
function install(from, to) {
  const temporary = `${to}.${process.pid}.tmp`;
  fs.copyFileSync(from, temporary);
  fs.chmodSync(temporary, 0o755);
  fs.renameSync(temporary, to);
}

function describeExit({ exitCode, signal, error }) {
  if (error) return `could not start (${error.message})`;
  if (signal) return `was killed by ${signal}`;
  return `exited with code ${exitCode}`;
}

/** Builds one side; throws BuildError when it cannot give a working binary. */
async function buildSide(ctx, { side, name }, sha) {
  const what = ctx.what[side];
  const { root, git, run, log, buildCommand, binaryPath, ccacheDir } = ctx;
  const worktree = path.join(root, 'worktrees', side);
  const logFile = path.join(root, 'logs', `${side}-build.log`);
  const fail = (message, details = {}) => new BuildError(message,
    { side, sha, logFile, logTail: tailLines(logFile), ...details });

  await git.fetchCommit(sha);
  const reused = await prepareWorktree(ctx, worktree, sha);
  log.info(`${side} ${sha}: ${reused ? 'reusing' : 'created'} ${worktree}; log: ${logFile}`);
  fs.writeFileSync(logFile, `# ${side} ${sha} in ${worktree}\n$ bash -c ${JSON.stringify(buildCommand)}\n`);
  const env = buildEnvironment({ ccacheDir, worktree });
  const result = await run('bash', ['-c', buildCommand], { cwd: worktree, env, logFile });
  if (result.error || result.exitCode !== 0) {
    throw fail(`Building node at ${what} (${side}, ${sha}) failed: the build command ` +
      `${describeExit(result)}. Full log: ${logFile}`, { exitCode: result.exitCode, signal: result.signal });
  }

  const built = path.join(worktree, binaryPath);
  if (!fs.statSync(built, { throwIfNoEntry: false })?.isFile()) {
    throw fail(`Building node at ${what} (${side}, ${sha}) succeeded but left no binary at ` +
      `${built}: check the 'binary-path' input (now '${binaryPath}')`, { exitCode: 0, expectedPath: built });
  }
  const binary = path.join(root, name);
  install(built, binary);

  fs.appendFileSync(logFile, `$ ${name} --version\n`);
  const check = await run(binary, ['--version'], { cwd: root, env, logFile, timeout: VERSION_TIMEOUT_MS });
  const version = check.stdout.trim();
  if (check.error || check.exitCode !== 0 || !version) {
    throw fail(`The binary built at ${what} (${side}, ${sha}) does not run: '${binary} --version' ` +
      `${check.error || check.exitCode !== 0 ? describeExit(check) : 'printed nothing'}`,
    { exitCode: check.exitCode, signal: check.signal });
  }
  log.info(`${name}: ${version}`);
  return { binary, version, logFile, worktree, reused };
}

/**
 * @param {object} options
 * @param {string} options.repositoryPath  the node checkout
 * @param {string} options.workDir  kept between runs on the same machine
 * @param {string} options.baseSha
 * @param {string} options.headSha
 * @param {{ base?: string, head?: string }} [options.what]  what each commit is, for the messages
 *   (default 'the base commit', 'the pull request head')
 * @param {string} options.buildCommand  run with `bash -c` in each worktree
 * @param {string} [options.binaryPath]  relative to the checkout
 * @param {import('./git.js').Git} [options.git]
 * @param {Run} [options.run]
 * @param {Log} [options.log]  default: the toolkit's `core` (Actions log groups)
 * @param {boolean} [options.ccache]  default: whether `which('ccache')` finds it
 * @param {(name: string) => string | null} [options.which]
 */
export async function buildBinaries({
  repositoryPath,
  workDir,
  baseSha,
  headSha,
  what = {},
  buildCommand,
  binaryPath = 'out/Release/node',
  git = createGit({ cwd: repositoryPath }),
  run = runEchoing,
  log = core,
  ccache,
  which = text.findOnPath,
}) {
  const shas = { base: assertSha(baseSha, 'base'), head: assertSha(headSha, 'head') };
  checkBinaryPath(binaryPath);
  if (typeof buildCommand !== 'string' || !buildCommand.trim()) {
    throw new Error("Invalid 'build-command': expected a command such as './configure && make -j4'");
  }
  const root = path.resolve(workDir);
  fs.mkdirSync(path.join(root, 'worktrees'), { recursive: true });
  fs.mkdirSync(path.join(root, 'logs'), { recursive: true });
  // A binary left by an earlier run must never pass for this run's.
  for (const { name } of SIDES) fs.rmSync(path.join(root, name), { force: true });
  const useCcache = ccache ?? Boolean(which('ccache'));
  const ctx = { root, git, run, log, buildCommand, binaryPath,
    what: Object.fromEntries(SIDES.map((s) => [s.side, what[s.side] ?? s.what])),
    ccacheDir: useCcache ? path.join(root, 'ccache') : null };

  const built = {};
  for (const side of SIDES) {
    log.startGroup(`Build node at ${ctx.what[side.side]} (${shas[side.side]})`);
    try {
      built[side.side] = await buildSide(ctx, side, shas[side.side]);
    } finally {
      log.endGroup();
    }
  }
  return {
    oldBinary: built.base.binary,
    newBinary: built.head.binary,
    versions: { 'node-main': built.base.version, 'node-pr': built.head.version },
    logs: { base: built.base.logFile, head: built.head.logFile },
    worktrees: { base: built.base.worktree, head: built.head.worktree },
  };
}
