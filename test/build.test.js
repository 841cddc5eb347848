// src/machine/build.js: each side's build, with a fake git and a fake run
// (the persistent worktrees, the mark of a build without a sandbox and the
// clean start after it, ccache, the environment, the errors that name the
// side), src/machine/build-process.js's log and spawn, and real builds of
// the node-like fixture (configure and make, the worktrees reused, the base
// reused by commit, the sandbox, the real ccache). The git calls are
// test/git.test.js's; the configure flags and lib-only-rebuild,
// test/build-inputs.test.js's.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { assertSha } from '../src/machine/git.js';
import { buildBinaries, BuildError } from '../src/machine/build.js';
import { buildEnvironment, spawnLogged, tailLines } from '../src/machine/build-process.js';
import { compareJs, parseCompareCsv, run } from './helpers/bench-dir.js';
import { commitFiles, git, makeNodeLikeRepo, variantHeader } from './helpers/node-like-repo.js';
import { tool } from './helpers/tools.js';
import { detectSandbox } from '../src/machine/sandbox.js';
import { tempDir } from './helpers/temp.js';

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
const SHA_C = 'c'.repeat(40);
// Texts that are not a commit SHA (test/git.test.js checks git.js refuses the same).
const NOT_SHAS = ['main', 'HEAD~1', '; rm -rf /', 'A'.repeat(40), 'a'.repeat(39), `${SHA_A}\n`,
  '--upload-pack=touch /tmp/pwned', 'refs/pull/1/head', undefined];
const quiet = { info() {}, startGroup() {}, endGroup() {} };

// ---- src/machine/build.js, with a fake git and a fake run -------------------------------------------

/** A git that keeps worktrees in a map and makes their directories; its git directory is empty. */
function fakeGit() {
  const calls = [];
  const heads = new Map();
  const gitDir = tempDir('nba-gitdir-');
  return {
    calls,
    async commonDir() { return gitDir; },
    async configEntries() { return []; },
    async unsetConfig() {},
    async pruneWorktrees() {
      calls.push(['pruneWorktrees']);
      for (const dir of heads.keys()) if (!fs.existsSync(dir)) heads.delete(dir);
    },
    async revParse() { return SHA_A; },
    async hasCommit() { return true; },
    async fetchCommit(sha) { calls.push(['fetchCommit', assertSha(sha)]); return false; },
    async addWorktree(dir, sha) {
      calls.push(['addWorktree', dir, assertSha(sha)]);
      fs.mkdirSync(dir, { recursive: true });
      heads.set(dir, sha);
    },
    async isIgnored() { return true; },
    async checkoutWorktree(dir, sha) {
      calls.push(['checkoutWorktree', dir, assertSha(sha)]);
      heads.set(dir, sha);
    },
    async listWorktrees() {
      return [...heads].map(([p, head]) => ({ path: p, head, branch: null, detached: true, bare: false,
        prunable: false }));
    },
    async headSha(dir) { return heads.get(dir); },
    async cleanIgnored(dir) { calls.push(['cleanIgnored', dir]); },
  };
}

/**
 * A run that "builds" by writing log lines and a binary, and answers
 * `--version` with the binary's name. `fail.base`/`fail.head`: exit code.
 */
function fakeRun({ fail = {}, binary = true } = {}) {
  const calls = [];
  /** @type {import('../src/machine/build-process.js').Run} */
  const runFake = async (bwrapOrCommand, bwrapOrArgs, options) => {
    // In a sandbox: what bwrap runs, after its `--`.
    const sandboxed = path.basename(bwrapOrCommand) === 'bwrap';
    const command = sandboxed ? bwrapOrArgs[bwrapOrArgs.indexOf('--') + 1] : bwrapOrCommand;
    const args = sandboxed ? bwrapOrArgs.slice(bwrapOrArgs.indexOf('--') + 2) : bwrapOrArgs;
    calls.push({ command, args, sandboxed, ...options });
    if (command !== 'bash') return { exitCode: 0, signal: null, stdout: `v0.0.0-${path.basename(command)}\n` };
    const side = path.basename(options.cwd);
    const count = fail[side] ? 60 : 2;
    fs.appendFileSync(options.logFile, Array.from({ length: count }, (_, i) => `${side} line ${i + 1}\n`).join(''));
    if (fail[side]) return { exitCode: fail[side], signal: null, stdout: '' };
    if (binary) {
      fs.mkdirSync(path.join(options.cwd, 'out', 'Release'), { recursive: true });
      fs.writeFileSync(path.join(options.cwd, 'out', 'Release', 'node'), `#!/bin/sh\n# ${side}\n`);
    }
    return { exitCode: 0, signal: null, stdout: '' };
  };
  return { run: runFake, calls };
}

function fakeBuild(overrides = {}) {
  const workDir = tempDir('nba-build-');
  return { workDir, options: { repositoryPath: '/repo', workDir, baseSha: SHA_A, headSha: SHA_B,
    buildCommand: './configure && make -j2', log: quiet, which: () => null, ...overrides } };
}

test('builds base then head in persistent worktrees and hands over node-main and node-pr', async () => {
  const g = fakeGit();
  const r = fakeRun();
  const { workDir, options } = fakeBuild({ git: g, run: r.run });
  const { buildSeconds, ...result } = await buildBinaries(options);
  assert.ok(buildSeconds.base >= 0 && buildSeconds.head >= 0);
  assert.deepEqual(result, {
    oldBinary: path.join(workDir, 'node-main'),
    newBinary: path.join(workDir, 'node-pr'),
    versions: { 'node-main': 'v0.0.0-node-main', 'node-pr': 'v0.0.0-node-pr' },
    hashes: {
      'node-main': { path: path.join(workDir, 'node-main'), sha256: sha256('#!/bin/sh\n# base\n') },
      'node-pr': { path: path.join(workDir, 'node-pr'), sha256: sha256('#!/bin/sh\n# head\n') },
    },
    logs: { base: path.join(workDir, 'logs', 'base-build.log'), head: path.join(workDir, 'logs', 'head-build.log') },
    worktrees: { base: path.join(workDir, 'worktrees', 'base'), head: path.join(workDir, 'worktrees', 'head') },
    cleanStart: null, // nothing of an earlier run's to discard
  });
  // The head worktree's outputs are of an unknown run (no owner): cleaned.
  assert.deepEqual(g.calls, [
    ['fetchCommit', SHA_A], ['addWorktree', path.join(workDir, 'worktrees', 'base'), SHA_A],
    ['fetchCommit', SHA_B], ['addWorktree', path.join(workDir, 'worktrees', 'head'), SHA_B],
    ['cleanIgnored', path.join(workDir, 'worktrees', 'head')],
  ]);
  assert.deepEqual(r.calls.map((c) => [c.command, c.args, c.cwd]), [
    ['bash', ['-c', './configure && make -j2'], path.join(workDir, 'worktrees', 'base')],
    [path.join(workDir, 'node-main'), ['--version'], workDir],
    ['bash', ['-c', './configure && make -j2'], path.join(workDir, 'worktrees', 'head')],
    [path.join(workDir, 'node-pr'), ['--version'], workDir],
  ]);
  assert.equal(fs.statSync(result.oldBinary).mode & 0o777, 0o755);
  assert.equal(fs.readFileSync(result.newBinary, 'utf8'), '#!/bin/sh\n# head\n');
  assert.equal(fs.readFileSync(result.logs.base, 'utf8'),
    `# base ${SHA_A} in ${path.join(workDir, 'worktrees', 'base')}\n` +
    '$ bash -c "./configure && make -j2"\nbase line 1\nbase line 2\n$ node-main --version\n');
});

test('a second build checks out the new commits in the same worktrees instead of adding them', async () => {
  const g = fakeGit();
  const { workDir, options } = fakeBuild({ git: g, run: fakeRun().run, owner: 'o/r#12',
    sandbox: { kind: 'bwrap', command: '/usr/bin/bwrap' } });
  await buildBinaries(options);
  g.calls.length = 0;
  await buildBinaries({ ...options, headSha: SHA_C });
  // The same pull request's second run: its own outputs are kept.
  assert.deepEqual(g.calls, [
    ['fetchCommit', SHA_A], ['checkoutWorktree', path.join(workDir, 'worktrees', 'base'), SHA_A],
    ['fetchCommit', SHA_C], ['checkoutWorktree', path.join(workDir, 'worktrees', 'head'), SHA_C],
  ]);
});

test('a worktree directory git does not know (a fresh clone) is created again', async () => {
  const g = fakeGit();
  const { workDir, options } = fakeBuild({ git: g, run: fakeRun().run });
  const stale = path.join(workDir, 'worktrees', 'base');
  fs.mkdirSync(path.join(stale, 'out'), { recursive: true });
  fs.writeFileSync(path.join(stale, 'out', 'stale'), '');
  await buildBinaries(options);
  assert.deepEqual(g.calls[1], ['addWorktree', stale, SHA_A]);
  assert.equal(fs.existsSync(path.join(stale, 'out', 'stale')), false);
});

/**
 * A run whose head build, like a hostile one without a sandbox, deletes the
 * mark, names the next pull request in head.owner and plants a base binary
 * (far-future mtime) and a compiler cache entry; `exitCode`: how it ends.
 */
function hostileRun(workDir, exitCode = 0) {
  const r = fakeRun();
  /** @type {import('../src/machine/build-process.js').Run} */
  const runHostile = async (command, args, options) => {
    const result = await r.run(command, args, options);
    if (command === 'bash' && path.basename(options.cwd) === 'head') {
      fs.rmSync(path.join(workDir, 'untrusted'), { force: true });
      fs.writeFileSync(path.join(workDir, 'worktrees', 'head.owner'), 'o/r#13');
      const planted = path.join(workDir, 'worktrees', 'base', 'out', 'Release', 'node');
      fs.writeFileSync(planted, '#!/bin/sh\necho v0.0.0-POISONED-BASE\n');
      fs.utimesSync(planted, new Date('2100-01-01'), new Date('2100-01-01'));
      fs.mkdirSync(path.join(workDir, 'ccache'), { recursive: true });
      fs.writeFileSync(path.join(workDir, 'ccache', 'planted'), '');
      return { ...result, exitCode };
    }
    return result;
  };
  return runHostile;
}

const NONE = /** @type {const} */ ({ kind: 'none', reason: 'the host cannot' });
const BWRAP = /** @type {const} */ ({ kind: 'bwrap', command: '/usr/bin/bwrap' });

test('the mark of a build without a sandbox is written again after it: a build that deletes it is overridden',
  async () => {
    for (const exitCode of [0, 2]) {
      const g = fakeGit();
      const { workDir, options } = fakeBuild({ git: g, owner: 'o/r#12', sandbox: NONE,
        which: (name) => (name === 'ccache' ? '/usr/bin/ccache' : null) });
      // Track's work directory, inside this one: the build could write it too.
      fs.mkdirSync(path.join(workDir, 'track', 'worktrees'), { recursive: true });
      const built = buildBinaries({ ...options, run: hostileRun(workDir, exitCode) });
      if (exitCode === 0) await built;
      else await assert.rejects(built, BuildError);
      assert.ok(fs.existsSync(path.join(workDir, 'untrusted')), `the mark is there (build exit code ${exitCode})`);
      assert.ok(fs.existsSync(path.join(workDir, 'track', 'untrusted')), 'and in the work directory inside');
    }
  });

test('after a build without a sandbox, the next run discards the work directory: worktrees created again, ' +
  'no planted base binary, no compiler cache, no forged head.owner', async () => {
  const g = fakeGit();
  const { workDir, options } = fakeBuild({ git: g, owner: 'o/r#12', sandbox: NONE,
    which: (name) => (name === 'ccache' ? '/usr/bin/ccache' : null) });
  await buildBinaries({ ...options, run: hostileRun(workDir) });
  g.calls.length = 0;
  const r = fakeRun();
  const next = await buildBinaries({ ...options, owner: 'o/r#13', sandbox: BWRAP, run: r.run });
  // Nothing reused: both worktrees are added again (not checked out), after the old ones were forgotten.
  assert.deepEqual(g.calls, [['pruneWorktrees'],
    ['fetchCommit', SHA_A], ['addWorktree', path.join(workDir, 'worktrees', 'base'), SHA_A],
    ['fetchCommit', SHA_B], ['addWorktree', path.join(workDir, 'worktrees', 'head'), SHA_B],
    ['cleanIgnored', path.join(workDir, 'worktrees', 'head')]]);
  assert.equal(fs.readFileSync(next.oldBinary, 'utf8'), '#!/bin/sh\n# base\n', 'node-main is this run\'s build');
  assert.equal(fs.existsSync(path.join(workDir, 'ccache', 'planted')), false);
  assert.equal(fs.readFileSync(path.join(workDir, 'worktrees', 'head.owner'), 'utf8'), 'o/r#13');
  // The base build run 1 recorded for reuse (base-reuse.js) is discarded with the rest.
  assert.deepEqual(next.cleanStart, { discarded: ['base-build', 'base-build.json', 'ccache', 'logs', 'node-main', 'node-pr',
    'scratch', 'worktrees'],
    gitConfig: [], hooks: [] });
  assert.equal(fs.existsSync(path.join(workDir, 'untrusted')), false, 'a sandboxed run leaves no mark');
  // And the run after that one trusts what it left: nothing discarded, the head worktree reused for its owner.
  g.calls.length = 0;
  const third = await buildBinaries({ ...options, owner: 'o/r#13', sandbox: BWRAP, run: r.run });
  assert.equal(third.cleanStart, null);
  assert.deepEqual(g.calls.map((c) => c[0]), ['fetchCommit', 'checkoutWorktree', 'fetchCommit', 'checkoutWorktree']);
});

test('a work directory a build made unreadable (chmod 000) is discarded all the same', async () => {
  const g = fakeGit();
  const { workDir, options } = fakeBuild({ git: g, run: fakeRun().run, sandbox: NONE });
  await buildBinaries(options);
  const locked = path.join(workDir, 'worktrees', 'base', 'out');
  fs.writeFileSync(path.join(locked, 'kept'), '');
  fs.chmodSync(locked, 0o000);
  try {
    await buildBinaries({ ...options, sandbox: BWRAP });
    assert.equal(fs.existsSync(path.join(workDir, 'worktrees', 'base', 'out', 'kept')), false);
  } finally {
    if (fs.existsSync(locked)) fs.chmodSync(locked, 0o700);
  }
});

test('builds with ccache in <workDir>/ccache when ccache is on PATH', async () => {
  const r = fakeRun();
  const { workDir, options } = fakeBuild({ git: fakeGit(), run: r.run,
    which: (name) => (name === 'ccache' ? '/usr/bin/ccache' : null) });
  await buildBinaries(options);
  const env = r.calls[0].env;
  assert.equal(env.CCACHE_DIR, path.join(workDir, 'ccache'));
  assert.equal(env.CCACHE_BASEDIR, path.join(workDir, 'worktrees', 'base'));
  assert.equal(env.CC, 'ccache gcc');
  assert.equal(env.CXX, 'ccache g++');
  assert.equal(r.calls[2].env.CCACHE_BASEDIR, path.join(workDir, 'worktrees', 'head'));
});

test('builds without ccache variables when ccache is not installed', async () => {
  const r = fakeRun();
  const { options } = fakeBuild({ git: fakeGit(), run: r.run });
  await buildBinaries(options);
  assert.equal(r.calls[0].env.CCACHE_DIR, undefined);
  assert.equal(r.calls[0].env.CC, process.env.CC);
});

test('the build environment is an allow-list: the compiler wrapped in ccache once, no credential, no runner file', () => {
  const env = buildEnvironment({ env: { PATH: '/usr/bin', HOME: '/home/runner', CC: 'clang', CXX: 'ccache clang++',
    'INPUT_GITHUB-TOKEN': 'ghs_secret', ACTIONS_RUNTIME_TOKEN: 'secret', GITHUB_TOKEN: 'secret', NPM_TOKEN: 'secret',
    GITHUB_ENV: '/runner/_temp/env', GITHUB_SHA: SHA_A, LC_ALL: 'C', CONFIG_FLAGS: '--debug' },
  ccacheDir: '/w/ccache', worktree: '/w/worktrees/head', scratch: '/w/scratch/head' });
  assert.deepEqual(env, { PATH: '/usr/bin', HOME: '/home/runner', CC: 'ccache clang', CXX: 'ccache clang++',
    LC_ALL: 'C', CONFIG_FLAGS: '--debug', TMPDIR: '/w/scratch/head',
    CCACHE_DIR: '/w/ccache', CCACHE_BASEDIR: '/w/worktrees/head' });
  // pass-env names more; never a credential. The head build only reads the cache.
  const head = buildEnvironment({ env: { NPM_TOKEN: 'x', GITHUB_TOKEN: 'secret', V: '1' },
    pass: ['NPM_TOKEN', 'GITHUB_TOKEN'], ccacheDir: '/w/ccache', readOnlyCache: true, mark: 'm', scratch: '/w/s' });
  assert.deepEqual(head, { NPM_TOKEN: 'x', V: '1', TMPDIR: '/w/s', NODE_BENCHMARK_ACTION_RUN: 'm',
    CCACHE_DIR: '/w/ccache', CCACHE_READONLY: '1', CCACHE_TEMPDIR: '/w/s', CC: 'ccache gcc', CXX: 'ccache g++' });
});

test('a failed build is a BuildError naming the side, the SHA and the exit code, with the last 50 log lines', async () => {
  const { workDir, options } = fakeBuild({ git: fakeGit(), run: fakeRun({ fail: { head: 2 } }).run });
  fs.writeFileSync(path.join(workDir, 'node-pr'), 'from an earlier run');
  await assert.rejects(buildBinaries(options), (err) => {
    assert.ok(err instanceof BuildError);
    assert.equal(err.side, 'head');
    assert.equal(err.sha, SHA_B);
    assert.equal(err.exitCode, 2);
    assert.equal(err.message, `Building node at the pull request head (head, ${SHA_B}) failed: the build ` +
      `command exited with code 2. Full log: ${path.join(workDir, 'logs', 'head-build.log')}`);
    assert.equal(err.logTail, Array.from({ length: 50 }, (_, i) => `head line ${i + 11}`).join('\n'));
    return true;
  });
  assert.ok(fs.existsSync(path.join(workDir, 'node-main')), 'the base binary was built first');
  assert.equal(fs.existsSync(path.join(workDir, 'node-pr')), false, 'no stale binary passes for the head');
  assert.ok(fs.existsSync(path.join(workDir, 'logs', 'base-build.log')));
});

test('a build that leaves no binary is a BuildError naming the expected path', async () => {
  const { workDir, options } = fakeBuild({ git: fakeGit(), run: fakeRun({ binary: false }).run });
  const expected = path.join(workDir, 'worktrees', 'base', 'out', 'Release', 'node');
  await assert.rejects(buildBinaries(options), (err) => {
    assert.ok(err instanceof BuildError);
    assert.equal(err.side, 'base');
    assert.equal(err.expectedPath, expected);
    assert.match(err.message, new RegExp(`left no binary at ${expected}: check the 'binary-path' input`));
    return true;
  });
});

test('a binary that cannot print its version is a BuildError', async () => {
  const r = fakeRun();
  const { options } = fakeBuild({ git: fakeGit(), run: async (command, args, o) => (command === 'bash' ?
    r.run(command, args, o) : { exitCode: 126, signal: null, stdout: '' }) });
  await assert.rejects(buildBinaries(options), /base .* does not run: '.*node-main --version' exited with code 126/);
});

test('refuses branch names, revisions and shell text as commits before anything runs', async () => {
  for (const bad of NOT_SHAS) {
    for (const key of ['baseSha', 'headSha']) {
      const g = fakeGit();
      const r = fakeRun();
      const { options } = fakeBuild({ git: g, run: r.run, [key]: bad });
      await assert.rejects(buildBinaries(options), /Invalid (base|head) SHA/);
      assert.equal(g.calls.length + r.calls.length, 0);
    }
  }
});

test('refuses a binary path outside the checkout', async () => {
  for (const binaryPath of ['/usr/bin/node', '../node', 'out/../../node', '']) {
    const { options } = fakeBuild({ git: fakeGit(), run: fakeRun().run, binaryPath });
    await assert.rejects(buildBinaries(options), /Invalid 'binary-path'/);
  }
});

test('tailLines reads the last lines of a log larger than what it reads', () => {
  const file = path.join(tempDir('nba-tail-'), 'big.log');
  fs.writeFileSync(file, Array.from({ length: 20000 }, (_, i) => `line ${i + 1}`).join('\n') + '\n');
  assert.equal(tailLines(file, 3), 'line 19998\nline 19999\nline 20000');
});

test('spawnLogged appends stdout and stderr to the log, keeps stdout, and reports a command that cannot start',
  async () => {
    const logFile = path.join(tempDir('nba-spawn-'), 'build.log');
    fs.writeFileSync(logFile, '# header\n');
    const ok = await spawnLogged('bash', ['-c', 'echo out; echo err >&2; exit 3'], { cwd: os.tmpdir(),
      env: process.env, logFile });
    assert.deepEqual(ok, { exitCode: 3, signal: null, stdout: 'out\n' });
    assert.equal(fs.readFileSync(logFile, 'utf8'), '# header\nout\nerr\n');
    const missing = await spawnLogged('/nonexistent/node', ['--version'], { cwd: os.tmpdir(), env: process.env,
      logFile });
    assert.equal(missing.exitCode, null);
    assert.equal(missing.error?.['code'], 'ENOENT');
    assert.match(fs.readFileSync(logFile, 'utf8'), /\/nonexistent\/node: spawn \/nonexistent\/node ENOENT\n$/);
  });

// ---- integration: real git, sh, make and gcc on the node-like fixture ----------------------

const haveTools = ['make', 'cc'].every((tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0);
const integration = { skip: !haveTools && 'needs make and a C compiler' };
const BUILD_COMMAND = './configure $CONFIG_FLAGS && make -j$(nproc)'; // the Action's default
/** @type {import('../src/machine/build-process.js').Run} */
const runQuietly = (command, args, options) => spawnLogged(command, args, options);

function buildRepo(repo, workDir, overrides = {}) {
  return buildBinaries({ repositoryPath: repo.dir, workDir, baseSha: repo.baseSha, headSha: repo.headSha,
    buildCommand: BUILD_COMMAND, run: runQuietly, log: quiet, ccache: false, owner: 'o/r#12',
    sandbox: detectSandbox('auto'), ...overrides });
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

test('builds a real repository\'s base and head with configure and make, and compare.js runs both',
  integration, async () => {
    const repo = makeNodeLikeRepo({ prWork: 2 });
    const workDir = tempDir('nba-work-');
    const result = await buildRepo(repo, workDir);
    assert.deepEqual(result.versions, { 'node-main': 'v0.0.0-fixture-base', 'node-pr': 'v0.0.0-fixture-pr' });
    assert.equal(git(result.worktrees.base, 'rev-parse', 'HEAD'), repo.baseSha);
    assert.equal(git(result.worktrees.head, 'rev-parse', 'HEAD'), repo.headSha);

    const compare = await run(process.execPath, [compareJs, '--old', path.join(workDir, 'node-main'),
      '--new', path.join(workDir, 'node-pr'), '--runs', '2', '--benchmark-dir', path.join(repo.dir, 'benchmark'),
      'fixture']);
    assert.equal(compare.code, 0, compare.stderr);
    const { header, rows } = parseCompareCsv(compare.stdout);
    assert.equal(header, '"binary","filename","configuration","rate","time"');
    assert.deepEqual(rows.map((r) => [r.binary, r.filename, r.configuration]).sort(), [
      ['new', 'fixture/work.js', 'n=2000000'], ['new', 'fixture/work.js', 'n=2000000'],
      ['old', 'fixture/work.js', 'n=2000000'], ['old', 'fixture/work.js', 'n=2000000'],
    ]);
    // The PR's binary doubles the work: its rate is half the base's (the
    // fixed-rate clock's, 1% noise a sample: the ratio of two means of two
    // is within 6% of 0.5, six of its sigmas).
    const rate = (binary) => mean(rows.filter((r) => r.binary === binary).map((r) => r.rate));
    assert.ok(Math.abs(rate('new') / rate('old') - 0.5) < 0.03, `new ${rate('new')} vs old ${rate('old')}`);
  });

test('a second build after a new commit reuses the worktrees and recompiles only what changed',
  integration, async () => {
    const repo = makeNodeLikeRepo();
    const workDir = tempDir('nba-work-');
    const first = await buildRepo(repo, workDir);
    const obj = (side, name) => path.join(first.worktrees[side], 'out', 'Release', 'obj', name);
    const mtime = (file) => fs.statSync(file).mtimeMs;
    const before = { headLaunch: mtime(obj('head', 'launch.o')), headNode: mtime(obj('head', 'node.o')),
      baseNode: mtime(obj('base', 'node.o')) };

    const newHead = commitFiles(repo.dir, { 'src/variant.h': variantHeader('pr2', 3) }, 'pr: second push');
    const second = await buildRepo(repo, workDir, { headSha: newHead });
    assert.deepEqual(second.versions, { 'node-main': 'v0.0.0-fixture-base', 'node-pr': 'v0.0.0-fixture-pr2' });
    assert.deepEqual(second.worktrees, first.worktrees);
    assert.equal(git(second.worktrees.head, 'rev-parse', 'HEAD'), newHead);

    assert.equal(mtime(obj('head', 'launch.o')), before.headLaunch, 'launch.c did not change: not recompiled');
    assert.notEqual(mtime(obj('head', 'node.o')), before.headNode, 'variant.h changed: node.o recompiled');
    assert.equal(mtime(obj('base', 'node.o')), before.baseNode, 'the base did not change at all');
    const headLog = fs.readFileSync(second.logs.head, 'utf8');
    assert.match(headLog, /configure: config\.mk is up to date/);
    assert.match(headLog, /-c -o out\/Release\/obj\/node\.o src\/node\.c/);
    assert.doesNotMatch(headLog, /src\/launch\.c/);
    // The base commit did not move: its binary is the one the first run built, and make does not even run.
    assert.match(fs.readFileSync(second.logs.base, 'utf8'), /built by an earlier run, its binary reused\n/);
    assert.equal(second.hashes['node-main'].sha256, first.hashes['node-main'].sha256);
  });

test('a base commit built by an earlier run is built again when its recorded binary changed or the worktree moved',
  integration, async () => {
    const repo = makeNodeLikeRepo();
    const workDir = tempDir('nba-work-');
    await buildRepo(repo, workDir);
    // Something changed the recorded copy: its hash no longer checks, and the base is built.
    fs.appendFileSync(path.join(workDir, 'base-build', 'node'), '\n# changed\n');
    const second = await buildRepo(repo, workDir);
    assert.match(fs.readFileSync(second.logs.base, 'utf8'), /\$ bash -c .*\nconfigure: /);
    assert.doesNotMatch(fs.readFileSync(second.oldBinary, 'utf8'), /# changed/);
    // A new base commit is built, and recorded in place of the old one.
    const newBase = commitFiles(repo.dir, { 'README.md': 'moved\n' }, 'main: a new tip');
    const third = await buildRepo(repo, workDir, { baseSha: newBase });
    assert.match(fs.readFileSync(third.logs.base, 'utf8'), /\$ bash -c /);
    assert.equal(JSON.parse(fs.readFileSync(path.join(workDir, 'base-build.json'), 'utf8')).sha, newBase);
  });

// What a pull request's build in the sandbox tries against the next runs: each try's outcome in its own worktree.
const PLANTER = `#!/bin/sh
say() { echo "$1: $2" >> planted-report.txt; }
try() { if "$@" 2>/dev/null; then echo yes; else echo no; fi; }
common=$(cd "$(sed -n 's/^gitdir: //p' .git)/../.." && pwd)
say owner "$(try sh -c 'printf o/r#13 > ../head.owner')"
say mark "$(try sh -c 'echo forged > ../../untrusted')"
say config "$(try git config --file "$common/config" core.fsmonitor /bin/true)"
say hook "$(try sh -c "printf '#!/bin/sh\\n' > '$common/hooks/post-checkout'")"
exit 0
`;

test('in the sandbox, a build can forge neither head.owner nor the mark, nor plant git config or hooks',
  { skip: integration.skip || tool('bwrap').skip }, async () => {
    const repo = makeNodeLikeRepo();
    const makefile = fs.readFileSync(path.join(repo.dir, 'Makefile'), 'utf8')
      .replace('all: $(OUT)/node', 'all: $(OUT)/node\n\tsh ./planter.sh');
    const headSha = commitFiles(repo.dir, { Makefile: makefile, 'planter.sh': PLANTER }, 'pr: plants for the next run');
    const workDir = tempDir('nba-work-');
    const built = await buildRepo(repo, workDir, { headSha, sandbox: detectSandbox('bwrap') });
    // head.owner and the mark are not in the jail at all: writing them there writes the jail's own empty
    // directories (its tmpfs), never ours. The git directory is there, read-only.
    const report = fs.readFileSync(path.join(built.worktrees.head, 'planted-report.txt'), 'utf8');
    assert.match(report, /^config: no\nhook: no\n/m);
    assert.equal(fs.readFileSync(path.join(workDir, 'worktrees', 'head.owner'), 'utf8'), 'o/r#12');
    assert.equal(fs.existsSync(path.join(workDir, 'untrusted')), false);
    assert.doesNotMatch(git(repo.dir, 'config', '--list'), /fsmonitor/);
    assert.equal(fs.existsSync(path.join(repo.dir, '.git', 'hooks', 'post-checkout')), false);
  });

const ccache = tool('ccache');

test('with the real ccache, the head build takes what the base build compiled from the cache, and adds nothing to it',
  { skip: (!haveTools && 'needs make and a C compiler') || ccache.skip }, async () => {
    ccache.require();
    const repo = makeNodeLikeRepo();
    const workDir = tempDir('nba-work-');
    // ccache's own log of each compilation, in each build's /tmp (sandbox or not: TMPDIR).
    const logFile = path.join(workDir, 'ccache.log');
    await buildRepo(repo, workDir, { ccache: true, env: { ...process.env, CCACHE_LOGFILE: logFile },
      pass: ['CCACHE_LOGFILE'], sandbox: { kind: 'none', reason: 'the log file is outside a sandbox' } });
    const stats = Object.fromEntries(spawnSync('ccache', ['--print-stats'], {
      encoding: 'utf8', env: { ...process.env, CCACHE_DIR: path.join(workDir, 'ccache') },
    }).stdout.trim().split('\n').map((line) => line.split('\t')).map(([key, value]) => [key, Number(value)]));
    // The base compiled node.o and launch.o into the cache. The head only
    // reads it (CCACHE_READONLY: pull request code must not fill the cache
    // a later base build takes from): launch.o, the same source in another
    // worktree, is a hit thanks to CCACHE_BASEDIR; node.o (variant.h
    // differs) is compiled and not stored.
    assert.equal(stats.cache_miss, 3, JSON.stringify(stats));
    assert.equal(stats.direct_cache_hit + stats.preprocessed_cache_hit, 1, JSON.stringify(stats));
    assert.equal(stats.files_in_cache, 2 * 2, JSON.stringify(stats)); // each result and its manifest
    // ccache's log: each build's compilations, then its link.
    const results = [...fs.readFileSync(logFile, 'utf8').matchAll(/Result: (\w+)/g)].map((m) => m[1]);
    const [base, head] = results.join(' ').split('called_for_link').map((part) => part.trim().split(' '));
    const count = (list, result) => list.filter((r) => r === result).length;
    assert.equal(count(base, 'local_storage_write'), 4, base.join());
    assert.equal(count(head, 'direct_cache_hit'), 1, head.join());
    assert.equal(count(head, 'local_storage_write'), 0, head.join());
  });

test('a head commit that does not compile is a BuildError for the head with the compiler error, after the base was built',
  integration, async () => {
    const repo = makeNodeLikeRepo();
    const source = fs.readFileSync(path.join(repo.dir, 'src', 'node.c'), 'utf8');
    const broken = commitFiles(repo.dir, { 'src/node.c': `${source}\nint broken = ;\n` }, 'pr: syntax error');
    const workDir = tempDir('nba-work-');
    await assert.rejects(buildRepo(repo, workDir, { headSha: broken }), (err) => {
      assert.ok(err instanceof BuildError);
      assert.equal(err.side, 'head');
      assert.equal(err.sha, broken);
      assert.equal(err.exitCode, 2); // make's exit code
      assert.match(err.message, new RegExp(`head, ${broken}\\) failed: the build command exited with code 2`));
      assert.match(err.logTail, /src\/node\.c:\d+:\d+: error: expected expression before .;. token/);
      assert.ok(err.logTail.split('\n').length <= 50);
      return true;
    });
    const base = spawnSync(path.join(workDir, 'node-main'), ['--version'], { encoding: 'utf8' });
    assert.equal(base.stdout, 'v0.0.0-fixture-base\n');
  });
