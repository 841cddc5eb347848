// Where the pull request's code runs: its build, and the benchmark run
// (compare.js with node-main and node-pr under it). Both execute code the
// pull request controls, on a machine that also runs the Action, with its
// tokens, and keeps the trusted base build and the compiler cache for the
// next run. So they run in a bubblewrap sandbox (bwrap, Debian's package
// `bubblewrap`), which gives them:
//
//   - a new PID namespace and a fresh /proc: the Action's process (and its
//     /proc/<pid>/environ with the token) does not exist for them, and
//     whatever they start dies with the sandbox;
//   - the file system read-only, but for the directories named writable
//     (the worktree being built, the results directory);
//   - empty directories over the places credentials live: $HOME (ssh keys,
//     git and npm credentials), the runner's own directory (its
//     .credentials and key), RUNNER_TEMP (the event payload and the
//     GITHUB_ENV / GITHUB_OUTPUT files a later step reads), /run and /tmp
//     (the docker socket, an ssh-agent's: a read-only mount does not stop
//     connect()); what is needed from inside them is bound back;
//   - no network but loopback (node's build has its dependencies vendored;
//     the http benchmarks talk to 127.0.0.1);
//   - no capabilities, a new session (no TIOCSTI into the runner's
//     terminal), an empty scratch directory of ours as TMPDIR;
//   - an environment made from an allow-list, never ours (environment()).
//
// Old and new run in the same sandbox, so their measurements stay
// comparable (test/bench/sandbox-overhead.js measures what it costs).
//
// A host where bwrap is missing or may not create namespaces (Ubuntu 24.04's
// AppArmor restricts unprivileged user namespaces) cannot sandbox: input
// `sandbox: auto` then runs without, and says so in the comment's machine
// section; `sandbox: bwrap` refuses to run. The doctor (benchmark/doctor.js)
// checks the host beforehand.

import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import text from '../../benchmark/_lib/text.js';
import probe from '../../benchmark/_lib/sandbox-probe.js';
import { ENV_NAME } from '../request/grammar.js';

export const SANDBOX_MODES = /** @type {const} */ (['auto', 'bwrap', 'none']);
const PROBE_TIMEOUT_MS = 10_000;

/**
 * @typedef {typeof SANDBOX_MODES[number]} SandboxMode
 * @typedef {{ kind: 'bwrap', command: string } | { kind: 'none', reason: string }} Sandbox
 *   none: why not, in words for the comment ("bwrap is not installed ...")
 *
 * What one sandboxed process tree sees of the machine.
 * @typedef {object} Jail
 * @property {string} cwd  the working directory inside (the same path as outside)
 * @property {string} scratch  an empty directory of ours, writable: its TMPDIR
 * @property {string[]} [writable]  bound read-write
 * @property {string[]} [readable]  bound read-only after the hidden ones: what is needed from inside them
 * @property {string[]} [readOnly]  bound read-only last, over a writable one (a worktree's .git file)
 * @property {string[]} [hidden]  replaced by an empty, read-only directory
 * @property {string} [home]  the one hidden directory left writable (an empty $HOME tools may write in)
 */

const { ISOLATION, PROBE_ARGS } = probe;

/**
 * Whether this host can sandbox, by trying: bwrap on PATH and a `true` run
 * in the namespaces we use.
 * @param {SandboxMode} mode  the `sandbox` input
 * @param {{ which?: (name: string) => string | null, probe?: (bwrap: string) => string | null }} [effects]
 *   probe: null when bwrap works, else what it said
 * @returns {Sandbox}
 */
export function detectSandbox(mode, { which = text.findOnPath, probe = probeBwrap } = {}) {
  if (mode === 'none') return { kind: 'none', reason: "the 'sandbox' input is 'none'" };
  const bwrap = which('bwrap');
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
  return { kind: 'none', reason };
}

/**
 * Runs `bwrap ... true` as a sandboxed process would run.
 * @param {string} bwrap
 * @returns {string | null}  null when it works, else its first line of error
 */
export function probeBwrap(bwrap) {
  const result = spawnSync(bwrap, PROBE_ARGS,
    { encoding: 'utf8', timeout: PROBE_TIMEOUT_MS, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
  if (result.error) return result.error.message;
  if (result.status === 0) return null;
  const said = String(result.stderr ?? '').trim().split('\n')[0];
  return said || `exit code ${result.status ?? result.signal}`;
}

/**
 * The directories to hide from the pull request's code on this host: $HOME,
 * RUNNER_TEMP, the runner's own directory (found from the node it runs us
 * with, `<runner>/externals/node24/bin/node`), /run and /tmp.
 * @param {Record<string, string | undefined>} env
 * @param {string} [execPath]
 */
export function hiddenPaths(env, execPath = process.execPath) {
  const runner = /^(.+)\/externals\/node\d+\/bin\/node$/.exec(execPath)?.[1];
  const candidates = [env.HOME, env.RUNNER_TEMP, runner, '/run', '/tmp'];
  return unique(candidates.flatMap((p) => (typeof p === 'string' && path.isAbsolute(p) && p !== '/' ? [p] : [])));
}

/**
 * What must stay readable inside the hidden directories for the tools to
 * run: each PATH directory under one of them is exposed whole from its
 * first level (~/.pyenv for ~/.pyenv/shims, ~/.cargo for ~/.cargo/bin), and
 * the node running us from its installation (`<prefix>` of `<prefix>/bin/node`).
 * @param {string[]} hidden
 * @param {Record<string, string | undefined>} env
 * @param {string} [execPath]
 */
export function toolPaths(hidden, env, execPath = process.execPath) {
  const dirs = [...String(env.PATH ?? '').split(':'), path.dirname(path.dirname(execPath))];
  const found = [];
  for (const dir of dirs.filter((d) => path.isAbsolute(d))) {
    const parent = hidden.find((h) => dir === h || dir.startsWith(`${h}/`));
    if (parent === undefined) continue;
    const first = dir.slice(parent.length + 1).split('/')[0];
    if (first) found.push(path.join(parent, first));
  }
  return unique(found);
}

/** @param {string[]} list */
function unique(list) {
  return [...new Set(list.map((p) => path.resolve(p)))];
}

/** @param {string} p */
const exists = (p) => fs.existsSync(p);

/**
 * bwrap's arguments for a jail, up to the command. Order matters: each
 * mount covers the ones before it at the same path, so the hidden ones come
 * after the root, then what is needed from inside them, then the writable
 * ones, then the read-only exceptions inside those. Paths that do not exist
 * are left out (bwrap would refuse them).
 * @param {Jail} jail
 * @returns {string[]}
 */
export function bwrapArgs({ cwd, scratch, writable = [], readable = [], readOnly = [], hidden = [], home }) {
  const args = ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc'];
  // One inside another (RUNNER_TEMP under /tmp) is hidden by the outer one already.
  const hide = hidden.filter(exists).filter((dir, _, all) => !all.some((other) => dir.startsWith(`${other}/`)));
  for (const dir of hide) args.push('--tmpfs', dir);
  for (const p of readable.filter(exists)) args.push('--ro-bind', p, p);
  for (const p of [...writable, scratch].filter(exists)) args.push('--bind', p, p);
  for (const p of readOnly.filter(exists)) args.push('--ro-bind', p, p);
  // Read-only once the binds inside them are made: what is written there would
  // only vanish, but a write that fails says so.
  for (const dir of hide.filter((d) => d !== home)) args.push('--remount-ro', dir);
  args.push(...ISOLATION, '--chdir', cwd);
  return args;
}

/**
 * The command to start: itself, or bwrap running it in the jail. The
 * scratch directory is emptied first: nothing of an earlier run is in it.
 * @param {Sandbox} sandbox
 * @param {string} command
 * @param {string[]} args
 * @param {Jail} jail
 * @returns {{ command: string, args: string[] }}
 */
export function sandboxed(sandbox, command, args, jail) {
  fs.rmSync(jail.scratch, { recursive: true, force: true });
  fs.mkdirSync(jail.scratch, { recursive: true, mode: 0o700 });
  if (sandbox.kind === 'none') return { command, args };
  return { command: sandbox.command, args: [...bwrapArgs(jail), '--', command, ...args] };
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
