// Where the pull request's code runs: its build, and its node running the
// benchmarks. Both execute code the pull request controls, on a machine that
// also runs the Action, with its tokens, keeps the runner's credentials
// (~/actions-runner/.credentials in GitHub's own layout) and the trusted
// base build and compiler cache for the next run. So they run in a
// bubblewrap sandbox (bwrap, Debian's package `bubblewrap`):
//
//   - hidden by default, exposed by name: the sandbox's root is empty but
//     for the system's directories (sandbox-probe.js: /usr, /etc, ...) and
//     what a jail names: the binaries under test, the benchmark directory,
//     the toolchain a build needs, the node that runs our tools (its own
//     install directory, never a parent). The runner's directory, $HOME,
//     RUNNER_TEMP, /var, /run, /dev/shm are absent wherever the runner lives;
//   - writable only where named: the worktree being built, and a scratch
//     directory; never the results directory, which only our code writes;
//   - a new PID namespace and a fresh /proc: the Action's process (and its
//     /proc/<pid>/environ with the token) does not exist for them, and
//     whatever they start dies with the sandbox;
//   - no network but loopback (node's build has its dependencies vendored;
//     the http benchmarks talk to 127.0.0.1), which also hides the host's
//     abstract Unix sockets;
//   - no capabilities, a new session (no TIOCSTI into the runner's
//     terminal);
//   - an environment made from an allow-list, never ours (environment()).
//
// The benchmarks: compare.js (ours) runs outside, and starts each benchmark
// process through a launcher (writeLauncher) that puts that one process
// tree in a sandbox of its own, torn down when the process ends: nothing the
// pull request starts survives its run pass to rewrite results, hold a
// descriptor or outlast a timeout. Both binaries appear inside at the same
// path, with the same scratch path and environment, so neither gets another
// stack layout (Mytkowicz et al., "Producing wrong data without doing
// anything obviously wrong", 2009).
//
// A host where bwrap is missing or may not create namespaces (Ubuntu 24.04's
// AppArmor restricts unprivileged user namespaces) cannot sandbox. A run
// that would execute a pull request's code there refuses, unless the
// workflow says `sandbox: none`; `auto` runs prebuilt binaries (the
// workflow's own) without one. The doctor (benchmark/doctor.js) checks the
// host beforehand.

import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import probe from '../../benchmark/_lib/run/sandbox-probe.js';
import helpers from '../../benchmark/_lib/run/trusted-helpers.js';
import { ENV_NAME } from '../request/grammar.js';

export const SANDBOX_MODES = /** @type {const} */ (['auto', 'bwrap', 'none']);
const PROBE_TIMEOUT_MS = 10_000;

/** Where a benchmark sandbox shows its binary, and its scratch directory (TMPDIR, HOME, cwd): the same for old and new. */
export const JAIL = Object.freeze({ node: '/node-benchmark/bin/node', scratch: '/node-benchmark/tmp' });

/**
 * @typedef {typeof SANDBOX_MODES[number]} SandboxMode
 * @typedef {{ kind: 'bwrap', command: string } | { kind: 'none', reason: string }} Sandbox
 *   none: why not, in words for the comment ("bwrap is not installed ...")
 *
 * What one sandboxed process tree sees of the machine, beyond the system's
 * directories. Paths are the host's, and the same inside, unless `at` moves them.
 * @typedef {object} Jail
 * @property {string} cwd  the working directory inside
 * @property {string} scratch  an empty directory of ours, writable: its TMPDIR
 * @property {string} [scratchAt]  where the scratch directory appears inside (default: its own path)
 * @property {string[]} [readable]  bound read-only
 * @property {string[]} [writable]  bound read-write
 * @property {string[]} [readOnly]  bound read-only last, over a writable one (a worktree's .git file)
 * @property {Array<{ from: string, to: string }>} [at]  bound read-only at another path (a binary at JAIL.node)
 * @property {Array<{ from: string, to: string }>} [writableAt]  bound read-write at another path (a copy of the
 *   base worktree at the base's path: lib-only.js)
 * @property {Array<{ from: string, to: string }>} [readOnlyAt]  bound read-only last, at another path (that copy's .git file)
 * @property {string} [home]  an empty, writable directory at this path (a build's $HOME)
 */

const { ISOLATION, SYSTEM_DIRS, probeArgs, systemArgs } = probe;

/**
 * Whether this run can sandbox, by trying: bwrap in a system directory (or
 * on the PATH the Action started with: trusted-helpers.js, the lookup
 * compare.js's taskset goes through too) and a `true` run in the namespaces
 * we use. Without it, a run of a pull request's code refuses unless the
 * mode is `none`.
 * @param {SandboxMode} mode  the `sandbox` input
 * @param {{ which?: (name: string) => string | null, probe?: (bwrap: string) => string | null,
 *   pullRequestCode?: boolean }} [options]
 *   which: the absolute path of a helper, or null; probe: null when bwrap works, else what it said;
 *   pullRequestCode: the run builds and runs a pull request's code
 * @returns {Sandbox}
 */
export function detectSandbox(mode, { which = helpers.findHelper, probe = probeBwrap, pullRequestCode = false } = {}) {
  if (mode === 'none') return { kind: 'none', reason: "the 'sandbox' input is 'none'" };
  const found = which('bwrap');
  // Started outside any sandbox, by every launcher: only by an absolute path.
  const bwrap = found && path.isAbsolute(found) ? found : null;
  let reason;
  if (!bwrap) {
    reason = 'bwrap is not installed (Debian and Ubuntu package bubblewrap)';
  } else {
    const problem = probe(bwrap);
    if (problem === null) return { kind: 'bwrap', command: bwrap };
    reason = `bwrap cannot create its namespaces on this host (${problem}); on Ubuntu 24.04 and later, ` +
      'AppArmor restricts unprivileged user namespaces: see the README\'s security model';
  }
  if (mode === 'bwrap') throw new Error(`The 'sandbox' input is 'bwrap', and ${reason}: nothing was built or run`);
  if (pullRequestCode) {
    throw new Error(`The pull request's code would run without a sandbox, and ${reason}: nothing was built or run. ` +
      'Install bubblewrap on the benchmark host (sudo apt-get install bubblewrap; node benchmark/doctor.js checks it), ' +
      "or set the input 'sandbox: none' to run it unconfined: its build and its node then run as the runner's " +
      "user, and can read the runner's credentials and the tokens in the runner's processes, and write anywhere " +
      'that user can');
  }
  return { kind: 'none', reason };
}

/**
 * Runs `bwrap ... true` as a sandboxed process would run, with a fixed
 * environment: the system's PATH, where bwrap finds `true` inside.
 * @param {string} bwrap  its absolute path
 * @returns {string | null}  null when it works, else its first line of error
 */
export function probeBwrap(bwrap) {
  const result = spawnSync(bwrap, probeArgs(),
    { encoding: 'utf8', timeout: PROBE_TIMEOUT_MS, env: { PATH: helpers.SYSTEM_PATH } });
  if (result.error) return result.error.message;
  if (result.status === 0) return null;
  const said = String(result.stderr ?? '').trim().split('\n')[0];
  return said || `exit code ${result.status ?? result.signal}`;
}

/**
 * The places of this host that hold credentials or the runner's state, none
 * of which a sandbox may expose, nor a directory that contains one: $HOME,
 * RUNNER_TEMP and the work directory around it, the runner's own directory
 * (found from the node it runs us with, `<runner>/externals/node24/bin/node`).
 * @param {Record<string, string | undefined>} env
 * @param {string} [execPath]
 */
export function privatePaths(env, execPath = process.execPath) {
  const runner = /^(.+)\/externals\/node\d+\/bin\/node$/.exec(execPath)?.[1];
  const temp = env.RUNNER_TEMP;
  const work = temp && path.basename(temp) === '_temp' ? path.dirname(temp) : undefined;
  const candidates = [env.HOME, temp, work, runner];
  return unique(candidates.flatMap((p) => (typeof p === 'string' && path.isAbsolute(p) && p !== '/' ? [p] : [])));
}

/**
 * What a sandbox exposes, read-only, for the tools on PATH and the node
 * running us: each PATH directory outside the system's, as its install
 * directory (`~/.pyenv` for ~/.pyenv/shims, `/opt/gcc-13` for
 * /opt/gcc-13/bin), and the node's own install directory (`<prefix>` of
 * `<prefix>/bin/node`). Never one that is or holds a private path
 * (privatePaths): then the narrower directory itself, or nothing.
 * @param {Record<string, string | undefined>} env
 * @param {string} [execPath]
 */
export function toolPaths(env, execPath = process.execPath) {
  const secret = privatePaths(env, execPath);
  const holdsSecret = (dir) => secret.some((p) => p === dir || p.startsWith(`${dir}/`));
  const isSystem = (dir) => SYSTEM_DIRS.some((s) => dir === s || dir.startsWith(`${s}/`));
  const found = [];
  /** The widest of `candidates` that holds no private path, unless the narrowest is the system's. */
  const expose = (candidates) => {
    if (isSystem(candidates[candidates.length - 1])) return;
    const choice = candidates.find((d) => d !== undefined && d !== '/' && !holdsSecret(d));
    if (choice !== undefined) found.push(choice);
  };
  for (const dir of String(env.PATH ?? '').split(':').filter((d) => path.isAbsolute(d)).map((d) => path.resolve(d))) {
    // ~/.pyenv/shims run ~/.pyenv/versions/*: the first level under $HOME, else the install
    // directory of a bin/ (/opt/gcc-13 of /opt/gcc-13/bin), else the directory itself.
    const home = env.HOME && dir.startsWith(`${path.resolve(env.HOME)}/`) ? path.resolve(env.HOME) : undefined;
    const candidates = [
      home === undefined ? undefined : path.join(home, dir.slice(home.length + 1).split('/')[0]),
      ['bin', 'sbin', 'shims'].includes(path.basename(dir)) ? path.dirname(dir) : undefined,
      dir,
    ];
    expose(candidates);
  }
  expose([path.dirname(path.dirname(execPath))]);
  // One inside another is exposed with it.
  const all = unique(found.filter((dir) => fs.existsSync(dir)));
  return all.filter((dir) => !all.some((other) => dir.startsWith(`${other}/`)));
}

/** @param {string[]} list */
function unique(list) {
  return [...new Set(list.map((p) => path.resolve(p)))];
}

/** @param {string} p */
const exists = (p) => fs.existsSync(p);

/**
 * bwrap's arguments for a jail, up to the command. Order matters: each
 * mount covers the ones before it at the same path, so the system's
 * directories come first, then $HOME's empty directory, what is readable,
 * what is moved, the writable ones, then the read-only exceptions inside
 * those; the root itself is then made read-only. Paths that do not exist
 * are left out (bwrap would refuse them).
 * @param {Jail} jail
 * @returns {string[]}
 */
export function bwrapArgs({ cwd, scratch, scratchAt = scratch, writable = [], readable = [], readOnly = [], at = [],
  writableAt = [], readOnlyAt = [], home }) {
  const args = systemArgs();
  if (home) args.push('--tmpfs', home);
  for (const p of readable.filter(exists)) args.push('--ro-bind', p, p);
  for (const { from, to } of at.filter(({ from }) => exists(from))) args.push('--ro-bind', from, to);
  for (const p of writable.filter(exists)) args.push('--bind', p, p);
  for (const { from, to } of writableAt.filter(({ from }) => exists(from))) args.push('--bind', from, to);
  if (exists(scratch)) args.push('--bind', scratch, scratchAt);
  for (const p of readOnly.filter(exists)) args.push('--ro-bind', p, p);
  for (const { from, to } of readOnlyAt.filter(({ from }) => exists(from))) args.push('--ro-bind', from, to);
  args.push('--remount-ro', '/', ...ISOLATION, '--chdir', cwd);
  return args;
}

/**
 * Empties the jail's scratch directory: nothing of an earlier run is in it.
 * @param {Jail} jail
 */
function freshScratch(jail) {
  fs.rmSync(jail.scratch, { recursive: true, force: true });
  fs.mkdirSync(jail.scratch, { recursive: true, mode: 0o700 });
}

/**
 * The command to start: itself, or bwrap running it in the jail.
 * @param {Sandbox} sandbox
 * @param {string} command
 * @param {string[]} args
 * @param {Jail} jail
 * @returns {{ command: string, args: string[] }}
 */
export function sandboxed(sandbox, command, args, jail) {
  freshScratch(jail);
  if (sandbox.kind === 'none') return { command, args };
  return { command: sandbox.command, args: [...bwrapArgs(jail), '--', command, ...args] };
}

/**
 * A benchmark process's sandbox, as an executable compare.js starts in
 * place of a node binary: `<dir>/node` runs `binary` at JAIL.node in a jail
 * of its own for each process, its scratch at JAIL.scratch (TMPDIR, HOME and
 * the working directory), with the given environment changes. The file's
 * path names it, its text is ours: nothing the pull request writes reaches
 * it. Without a sandbox, the binary itself.
 * @param {Sandbox} sandbox
 * @param {{ dir: string, binary: string, scratch: string, readable: string[], writable?: string[] }} options
 *   dir: where the launcher goes (a directory of ours, created); writable: more directories the process may
 *   write, at their own paths (profile.js's work directory)
 * @returns {string}
 */
export function writeLauncher(sandbox, { dir, binary, scratch, readable, writable = [] }) {
  if (sandbox.kind === 'none') return binary;
  // The script runs outside the sandbox: /bin/sh and bwrap by their absolute paths, no lookup.
  if (!path.isAbsolute(sandbox.command)) {
    throw new Error(`The sandbox's bwrap must be an absolute path (detectSandbox finds one), not '${sandbox.command}'`);
  }
  const jail = { cwd: JAIL.scratch, scratch, scratchAt: JAIL.scratch, readable, writable,
    at: [{ from: binary, to: JAIL.node }] };
  freshScratch(jail);
  const words = [sandbox.command, ...bwrapArgs(jail), '--setenv', 'TMPDIR', JAIL.scratch, '--setenv', 'HOME', JAIL.scratch,
    '--', JAIL.node];
  const quote = (word) => `'${word.replace(/'/g, "'\\''")}'`;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const launcher = path.join(dir, 'node');
  const temporary = `${launcher}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `#!/bin/sh\nexec ${words.map(quote).join(' ')} "$@"\n`, { mode: 0o700 });
  fs.renameSync(temporary, launcher);
  return launcher;
}

// What a build or a benchmark may inherit of the Action's environment:
// locale, time zone, the toolchain's usual variables, and node's benchmark
// flags. Everything else (the Action's inputs, the runner's tokens, any
// secret a workflow put in `env:`) stays out; `pass-env` names more.
const ALLOWED = new Set(['PATH', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LANGUAGE', 'TZ', 'TERM',
  'CC', 'CXX', 'CPP', 'LD', 'AR', 'NM', 'RANLIB', 'CFLAGS', 'CXXFLAGS', 'CPPFLAGS', 'LDFLAGS',
  'MAKEFLAGS', 'JOBS', 'PYTHON', 'CONFIG_FLAGS', 'BUILDTYPE', 'V', 'NODE_BENCHMARK_FLAGS']);
const ALLOWED_PATTERN = /^LC_[A-Z]+$/;
// Names that never pass, whatever `pass-env` says.
const NEVER = /^(INPUT_.*|GITHUB_TOKEN|ACTIONS_.*|GITHUB_(ENV|OUTPUT|STATE|PATH|STEP_SUMMARY))$/;

/**
 * A sandboxed process's environment: the allowed variables of `env`, those
 * named in `pass`, then `set`. TMPDIR is the jail's scratch directory;
 * HOME is kept (inside a sandbox, an empty one).
 * @param {Record<string, string | undefined>} env
 * @param {{ pass?: readonly string[], set?: Record<string, string>, scratch: string }} options
 * @returns {Record<string, string>}
 */
export function environment(env, { pass = [], set = {}, scratch }) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined || NEVER.test(key)) continue;
    if (ALLOWED.has(key) || ALLOWED_PATTERN.test(key) || pass.includes(key)) result[key] = value;
  }
  if (env.HOME) result.HOME = env.HOME;
  result.TMPDIR = scratch;
  return { ...result, ...set };
}

/**
 * A name `pass-env` may list: a variable name that is not one of the
 * Action's or the runner's credentials.
 * @param {string} name
 */
export function passableName(name) {
  return ENV_NAME.test(name) && !NEVER.test(name);
}
