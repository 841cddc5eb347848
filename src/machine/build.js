// Builds node at the base and at the head commit and copies the binaries to
// `<workDir>/node-main` and `<workDir>/node-pr`.
//
//   <workDir>/worktrees/base   persistent worktrees: created once, then moved
//   <workDir>/worktrees/head   to the next commit, so make rebuilds only what changed
//   <workDir>/ccache           CCACHE_DIR, when ccache is installed
//   <workDir>/logs/{base,head}-build.log
//   <workDir>/node-main, <workDir>/node-pr
//   <workDir>/scratch/<side>   each build's TMPDIR, emptied before it (sandbox.js)
//
// The build command is the workflow author's input (trusted), run with
// `bash -c`; no comment text reaches it. Commits are given as SHAs only (see
// git.js). Processes are started through the injected `run`, so unit tests
// need no make.
//
// The head build runs pull request code, so what it may write is kept from
// what the next runs trust (sandbox.js):
//   - in a sandbox it writes its own worktree only; the base worktree, the
//     compiler cache (read-only to it: CCACHE_READONLY) and node-main are
//     read-only;
//   - without one it could write anything of ours, so the run leaves a mark
//     (<workDir>/untrusted), written before the build and again after it
//     returns, and the next run discards the whole work directory (both
//     worktrees, their outputs, the compiler cache, head.owner) before
//     building (worktrees.js says why the mark is enough, and what it
//     cannot stop);
//   - the repository's git config and hooks are scrubbed of whatever can
//     start a program before every build and right after one without a
//     sandbox (git-config.js), and git.js runs git with them off;
//   - the head worktree keeps its build outputs for the same pull request's
//     next run (incremental) and is cleaned of them for another's
//     (<workDir>/worktrees/head.owner);
//   - both binaries are hashed when installed: node-main's hash is checked
//     after the head build, and both before and after benchmarking (run.js).

import fs from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import { assertSha, createGit } from './git.js';
import { sandboxed, toolPaths } from './sandbox.js';
import { buildEnvironment, describeExit, runEchoing, tailLines } from './build-process.js';
import { claimHeadWorktree, distrustUnsandboxedWrites, markUntrusted, prepareWorktree } from './worktrees.js';
import { scrubGitConfig } from './git-config.js';
import { libOnlyRefusal, seedHeadFromBase } from './lib-only.js';
import { forgetBaseBuild, recordBaseBuild, reusableBaseBuild } from './base-reuse.js';
import text from '../../benchmark/_lib/text.js';
import fileHash from '../../benchmark/_lib/file-hash.js';

/** A file's SHA-256, hex (the binaries, as the run records them). */
export const { hashFile } = fileHash;

const VERSION_TIMEOUT_MS = 60_000;

const SIDES = /** @type {const} */ ([
  { side: 'base', name: 'node-main', what: 'the base commit' },
  { side: 'head', name: 'node-pr', what: 'the pull request head' },
]);

/**
 * @typedef {import('./build-process.js').Run} Run
 * @typedef {Pick<import('../action.js').Log, 'info' | 'startGroup' | 'endGroup'>} Log
 * @typedef {import('../results/files.js').CleanStart} CleanStart
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

function checkBinaryPath(binaryPath) {
  const normal = typeof binaryPath === 'string' ? path.normalize(binaryPath) : '';
  if (!normal || path.isAbsolute(normal) || normal === '.' || normal.split(path.sep)[0] === '..') {
    throw new Error(`Invalid 'binary-path': expected a path inside the node checkout such as ` +
      `'out/Release/node', got ${JSON.stringify(binaryPath)}`);
  }
}

/**
 * Copies through a temporary name (the old binary may still be running),
 * and returns the copy's SHA-256.
 */
function install(from, to) {
  const temporary = `${to}.${process.pid}.tmp`;
  fs.copyFileSync(from, temporary);
  fs.chmodSync(temporary, 0o755);
  fs.renameSync(temporary, to);
  return hashFile(to);
}

/**
 * Throws unless each binary still has the hash it was installed with: the
 * pull request's code (its build, or node-pr while benchmarking) can have
 * replaced one where nothing stops it (no sandbox).
 * @param {Record<string, { path: string, sha256: string }>} binaries  by name (node-main, node-pr)
 * @param {string} when  e.g. 'after the head build'
 */
export function checkBinaries(binaries, when) {
  for (const [name, { path: file, sha256 }] of Object.entries(binaries)) {
    const now = fs.existsSync(file) ? hashFile(file) : 'missing';
    if (now !== sha256) {
      throw new Error(`${name} changed ${when}: it was ${sha256} (SHA-256) when built and is ${now} now. ` +
        "Something the pull request runs replaced it; nothing measured with it can be trusted (run with 'sandbox: bwrap')");
    }
  }
}

/**
 * What one side's build sees (sandbox.js): its worktree writable, the
 * repository's git directory readable (the worktree's .git file points into
 * it) but its own .git file not writable (it says where git's metadata is),
 * the compiler cache writable to the base build alone.
 */
function buildJail(ctx, side, worktree) {
  const { root, env, repositoryPath, ccacheDir } = ctx;
  const cache = ccacheDir && fs.existsSync(ccacheDir) ? [ccacheDir] : [];
  return {
    cwd: worktree,
    scratch: path.join(root, 'scratch', side),
    home: env.HOME,
    readable: [...toolPaths(env), path.join(path.resolve(repositoryPath), '.git'),
      ...(side === 'head' ? cache : [])],
    writable: [worktree, ...(side === 'base' ? cache : [])],
    readOnly: [path.join(worktree, '.git')],
  };
}

/**
 * A head jail whose worktree, a copy of the base worktree, appears at the
 * base worktree's path (lib-only.js says why); the base worktree itself is
 * not in it.
 * @param {import('./sandbox.js').Jail} jail  @param {string} worktree  @param {string} base
 * @returns {import('./sandbox.js').Jail}
 */
function atBasePath(jail, worktree, base) {
  return { ...jail, cwd: base, writable: (jail.writable ?? []).filter((p) => p !== worktree),
    writableAt: [{ from: worktree, to: base }], readOnly: [], readOnlyAt: [{ from: path.join(worktree, '.git'),
      to: path.join(base, '.git') }] };
}

/**
 * Makes the head worktree a copy of the base's build at `sha` when the
 * lever applies (lib-only.js), and says why when it does not; true when it did.
 * @returns {Promise<boolean>}
 */
async function seedFromBase(ctx, worktree, sha) {
  const { git, log, sandbox, libOnly, baseBuilt, owner } = ctx;
  if (!libOnly) return false;
  const files = baseBuilt ? await git.changedFiles(baseBuilt.sha, sha, '.') : [];
  const refusal = libOnlyRefusal({ enabled: libOnly, sandbox, baseBuilt: Boolean(baseBuilt), files });
  if (refusal !== null) {
    log.info(`head: built on its own, not from the base's build: ${refusal}`);
    return false;
  }
  const started = Date.now();
  await seedHeadFromBase(git, { base: ctx.baseWorktree, head: worktree, baseSha: baseBuilt.sha, headSha: sha });
  fs.writeFileSync(`${worktree}.owner`, owner ?? '');
  log.info(`head: the pull request changes ${files.length} file${files.length === 1 ? '' : 's'}, all JavaScript ` +
    `(lib/, benchmark/ ...): its build starts from a copy of the base's build (${((Date.now() - started) / 1000).toFixed(1)} s ` +
    "to copy), so make rebuilds only what they feed ('lib-only-rebuild')");
  return true;
}

/** What `node-pr --version` sees: the binary, nothing writable. */
function versionJail(ctx, binary) {
  const scratch = path.join(ctx.root, 'scratch', 'version');
  return { cwd: scratch, scratch, readable: [...toolPaths(ctx.env), binary] };
}

/** Builds one side; throws BuildError when it cannot give a working binary. */
async function buildSide(ctx, { side, name }, sha) {
  const what = ctx.what[side];
  const { root, git, run, log, binaryPath, sandbox } = ctx;
  const worktree = path.join(root, 'worktrees', side);
  const logFile = path.join(root, 'logs', `${side}-build.log`);
  const fail = (message, details = {}) => new BuildError(message,
    { side, sha, logFile, logTail: tailLines(logFile), ...details });

  await git.fetchCommit(sha);
  // The head of a pull request that changes only JavaScript starts from the base's build (lib-only.js).
  const seeded = side === 'head' && await seedFromBase(ctx, worktree, sha);
  const reused = !seeded && await prepareWorktree(ctx, worktree, sha);
  if (side === 'head' && !seeded) await claimHeadWorktree(ctx, worktree);
  log.info(`${side} ${sha}: ${seeded ? 'a copy of the base worktree and its build' : reused ? 'reusing' : 'created'} ` +
    `${worktree}; log: ${logFile}`);
  // A base commit an earlier run built is not built again (base-reuse.js).
  const earlier = side === 'base' ? reusableBaseBuild(root, sha, await git.headSha(worktree)) : null;
  if (side === 'base' && !earlier) forgetBaseBuild(root);
  let seconds = 0;
  if (earlier) {
    fs.writeFileSync(logFile, `# ${side} ${sha} in ${worktree}: built by an earlier run, its binary reused\n`);
    log.info(`${side} ${sha}: built by an earlier run (SHA-256 ${earlier.sha256}): nothing to build`);
  } else {
    seconds = await compile(ctx, { side, sha, worktree, logFile, seeded }, fail);
  }
  const built = earlier ? earlier.binary : path.join(worktree, binaryPath);
  if (!fs.statSync(built, { throwIfNoEntry: false })?.isFile()) {
    throw fail(`Building node at ${what} (${side}, ${sha}) succeeded but left no binary at ` +
      `${built}: check the 'binary-path' input (now '${binaryPath}')`, { exitCode: 0, expectedPath: built });
  }
  const binary = path.join(root, name);
  const sha256 = install(built, binary);
  if (side === 'base' && !earlier) {
    recordBaseBuild(root, { sha, binary, sha256 });
    await sayUnignoredOutputs(ctx, worktree);
  }

  fs.appendFileSync(logFile, `$ ${name} --version\n`);
  const versionJailed = versionJail(ctx, binary);
  const versionEnv = buildEnvironment({ env: ctx.env, pass: ctx.pass, mark: ctx.mark, scratch: versionJailed.scratch });
  const version = sandboxed(sandbox, binary, ['--version'], versionJailed);
  const check = await run(version.command, version.args,
    { cwd: root, env: versionEnv, logFile, timeout: VERSION_TIMEOUT_MS });
  const printed = check.stdout.trim();
  if (check.error || check.exitCode !== 0 || !printed) {
    throw fail(`The binary built at ${what} (${side}, ${sha}) does not run: '${binary} --version' ` +
      `${check.error || check.exitCode !== 0 ? describeExit(check) : 'printed nothing'}`,
    { exitCode: check.exitCode, signal: check.signal });
  }
  log.info(`${name}: ${printed} (SHA-256 ${sha256})`);
  return { binary, version: printed, sha256, logFile, worktree, reused, seconds, earlier: Boolean(earlier) };
}

/**
 * Runs the build command for one side, in its jail; its seconds. Throws
 * the side's BuildError when the command fails.
 * @returns {Promise<number>}
 */
async function compile(ctx, { side, sha, worktree, logFile, seeded }, fail) {
  const { root, run, buildCommand, ccacheDir, sandbox } = ctx;
  fs.writeFileSync(logFile, `# ${side} ${sha} in ${worktree}\n$ bash -c ${JSON.stringify(buildCommand)}\n`);
  if (ccacheDir) fs.mkdirSync(ccacheDir, { recursive: true });
  const unsandboxed = side === 'head' && sandbox.kind === 'none';
  if (unsandboxed) markUntrusted(root, sha);
  const jail = seeded ? atBasePath(buildJail(ctx, side, worktree), worktree, ctx.baseWorktree) :
    buildJail(ctx, side, worktree);
  const env = { ...buildEnvironment({ env: ctx.env, ccacheDir, worktree: jail.cwd, readOnlyCache: side === 'head', pass: ctx.pass,
    mark: ctx.mark, scratch: jail.scratch }), ...(ctx.configureFlags ? { CONFIG_FLAGS: ctx.configureFlags } : {}) };
  const build = sandboxed(sandbox, 'bash', ['-c', buildCommand], jail);
  const started = Date.now();
  let result;
  try {
    result = await run(build.command, build.args, { cwd: worktree, env, logFile });
  } finally {
    if (unsandboxed) await distrustAfterBuild(ctx, sha);
  }
  if (result.error || result.exitCode !== 0) {
    const missing = missingTool(tailLines(logFile));
    throw fail(`Building node at ${ctx.what[side]} (${side}, ${sha}) failed: the build command ` +
      `${describeExit(result)}${missing ? `. ${missing}` : ''}. Full log: ${logFile}`,
    { exitCode: result.exitCode, signal: result.signal });
  }
  return (Date.now() - started) / 1000;
}

/**
 * A tree whose .gitignore does not name the build's output directory (a
 * Node.js release tarball, or a distribution's source, has no .gitignore)
 * loses it at every checkout of the worktree (git clean): every build then
 * starts again from the compiler cache. Said once per base build.
 */
async function sayUnignoredOutputs({ git, log, binaryPath }, worktree) {
  const top = path.normalize(binaryPath).split(path.sep)[0];
  if (top === path.normalize(binaryPath) || await git.isIgnored(worktree, top)) return;
  log.info(`Note: '${top}/' is not ignored by the repository (no .gitignore rule names it; a Node.js release ` +
    `tarball has none): each checkout of the worktrees removes it, so each build starts again from the compiler ` +
    `cache. A Node.js git checkout ignores it; add '/${top}' to the repository's .gitignore.`);
}

// What a shell, make or python says when a program the build runs is not
// there ('bash: line 1: python3: command not found', 'make: g++: No such
// file or directory', 'exec: python: not found').
const NOT_FOUND = /(?:^|[\s:])([\w.+-]{1,40}): (?:command )?not found$|make(?:\[\d+\])?: ([\w.+-]{1,40}): No such file or directory$/m;

/**
 * Which program the build looked for and did not find, in words for the
 * failure message, from the log's tail; null when it says no such thing.
 * @param {string} tail
 */
export function missingTool(tail) {
  const match = NOT_FOUND.exec(tail);
  const name = match?.[1] ?? match?.[2];
  if (!name) return null;
  return `The build needed '${name}', which is not on the build's PATH: install it on the runner (node's ` +
    'BUILDING.md lists the toolchain: a C++ compiler, make, python3), or put its directory on the PATH the ' +
    'runner starts the Action with';
}

/**
 * Right after a build without a sandbox returns, however it ended: the mark
 * again (the build may have deleted it), and the repository's git config
 * and hooks scrubbed, so that no git run before the next build (the next
 * job's actions/checkout) starts what the build planted.
 * @param {{ root: string, git: import('./git.js').Git, log: Log }} ctx  @param {string} sha
 */
async function distrustAfterBuild(ctx, sha) {
  markUntrusted(ctx.root, sha);
  await scrubGitConfig(ctx, 'after the build without a sandbox');
}

/**
 * @typedef {object} BuildOptions
 * @property {string} repositoryPath  the node checkout
 * @property {string} workDir  kept between runs on the same machine
 * @property {string} baseSha
 * @property {string} headSha
 * @property {{ base?: string, head?: string }} [what]  what each commit is, for the messages
 *   (default 'the base commit', 'the pull request head')
 * @property {string} buildCommand  run with `bash -c` in each worktree
 * @property {string} [configureFlags]  the build's CONFIG_FLAGS (the 'configure-flags' input)
 * @property {boolean} [libOnly]  the head of a JavaScript-only change starts from the base's build (lib-only.js)
 * @property {string} [binaryPath]  relative to the checkout
 * @property {string | null} [owner]  who the head build is for (e.g. 'o/r#12'): the head
 *   worktree's build outputs are kept only for the same owner's next run
 * @property {import('./sandbox.js').Sandbox} [sandbox]  default: none
 * @property {string | null} [mark]  the run's mark, in every process's environment (processes.js)
 * @property {readonly string[]} [pass]  more variables the build may see (the `pass-env` input)
 * @property {Record<string, string | undefined>} [env]  ours, from which the build's is made
 * @property {import('./git.js').Git} [git]
 * @property {Run} [run]
 * @property {Log} [log]  default: the toolkit's `core` (Actions log groups)
 * @property {boolean} [ccache]  default: whether `which('ccache')` finds it
 * @property {(name: string) => string | null} [which]
 */
/**
 * What a build needs, checked, with the work directory ready and no
 * binary of an earlier run left in it.
 * @param {Omit<BuildOptions, 'baseSha' | 'headSha'>} options
 * @param {readonly (typeof SIDES[number])[]} [sides]  the sides to be built: their binaries are removed
 */
async function prepareBuild({
  repositoryPath,
  workDir,
  what = {},
  buildCommand,
  configureFlags = '',
  binaryPath = 'out/Release/node',
  owner = null,
  sandbox = { kind: 'none', reason: 'not asked for' },
  mark = null,
  pass = [],
  env = process.env,
  git = createGit({ cwd: repositoryPath }),
  run = runEchoing,
  log = core,
  ccache,
  libOnly = false,
  which = text.findOnPath,
}, sides = SIDES) {
  checkBinaryPath(binaryPath);
  if (typeof buildCommand !== 'string' || !buildCommand.trim()) {
    throw new Error("Invalid 'build-command': expected a command such as './configure && make -j4'");
  }
  const root = path.resolve(workDir);
  fs.mkdirSync(root, { recursive: true });
  // Before any worktree is touched: nothing in git's config may start a program, nor anything of an
  // unsandboxed build's be built on.
  const scrubbed = await scrubGitConfig({ git, log }, 'before building');
  const discarded = await distrustUnsandboxedWrites({ root, git, log });
  fs.mkdirSync(path.join(root, 'worktrees'), { recursive: true });
  fs.mkdirSync(path.join(root, 'logs'), { recursive: true });
  // A binary left by an earlier run must never pass for this run's.
  for (const { name } of sides) fs.rmSync(path.join(root, name), { force: true });
  const useCcache = ccache ?? Boolean(which('ccache'));
  const ctx = { root, git, run, log, buildCommand, configureFlags, libOnly, binaryPath, owner, sandbox, mark, pass, env,
    repositoryPath, baseBuilt: /** @type {{ sha: string } | null} */ (null), baseWorktree: '',
    what: Object.fromEntries(SIDES.map((s) => [s.side, what[s.side] ?? s.what])),
    ccacheDir: useCcache ? path.join(root, 'ccache') : null,
    cleanStart: cleanStartOf(discarded, scrubbed) };
  return ctx;
}

/**
 * What this run discarded or removed before building, for the machine
 * record (the comment says it); null when it found nothing to.
 * @param {string[]} discarded  @param {{ config: string[], hooks: string[] }} scrubbed
 * @returns {CleanStart | null}
 */
function cleanStartOf(discarded, { config, hooks }) {
  if (discarded.length + config.length + hooks.length === 0) return null;
  return { discarded, gitConfig: config, hooks };
}

/**
 * Builds one commit as one side (mode 'track': the commit as the head, or
 * the reference as the base, when the other binary is given).
 * @param {Omit<BuildOptions, 'baseSha' | 'headSha'> & { side: 'base' | 'head', sha: string }} options
 * @returns {Promise<{ binary: string, name: string, version: string, sha256: string, logFile: string,
 *   cleanStart: CleanStart | null }>}
 */
export async function buildCommit({ side, sha, ...options }) {
  const checked = assertSha(sha, side);
  const which = /** @type {typeof SIDES[number]} */ (SIDES.find((s) => s.side === side));
  const ctx = await prepareBuild(options, [which]);
  ctx.log.startGroup(`Build node at ${ctx.what[side]} (${checked})`);
  try {
    const built = await buildSide(ctx, which, checked);
    return { binary: built.binary, name: which.name, version: built.version, sha256: built.sha256, logFile: built.logFile,
      cleanStart: ctx.cleanStart };
  } finally {
    ctx.log.endGroup();
  }
}

/** @param {BuildOptions} options */
export async function buildBinaries(options) {
  const { baseSha, headSha } = options;
  const shas = { base: assertSha(baseSha, 'base'), head: assertSha(headSha, 'head') };
  const ctx = await prepareBuild(options);
  const { log } = ctx;
  const built = {};
  for (const side of SIDES) {
    log.startGroup(`Build node at ${ctx.what[side.side]} (${shas[side.side]})`);
    try {
      built[side.side] = await buildSide(ctx, side, shas[side.side]);
      // The lever copies the base worktree's build: only when its outputs are there (a tree that does
      // not ignore them loses them at a checkout, and a base reused by commit is not built again).
      const outputs = fs.existsSync(path.join(built.base.worktree, ctx.binaryPath));
      if (side.side === 'base' && outputs) Object.assign(ctx, { baseBuilt: { sha: shas.base }, baseWorktree: built.base.worktree });
    } finally {
      log.endGroup();
    }
  }
  const hashes = {
    'node-main': { path: built.base.binary, sha256: built.base.sha256 },
    'node-pr': { path: built.head.binary, sha256: built.head.sha256 },
  };
  checkBinaries({ 'node-main': hashes['node-main'] }, 'during the head build');
  return {
    oldBinary: built.base.binary,
    newBinary: built.head.binary,
    versions: { 'node-main': built.base.version, 'node-pr': built.head.version },
    hashes,
    logs: { base: built.base.logFile, head: built.head.logFile },
    cleanStart: ctx.cleanStart,
    buildSeconds: { base: built.base.seconds, head: built.head.seconds },
    worktrees: { base: built.base.worktree, head: built.head.worktree },
  };
}
