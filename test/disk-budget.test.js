// src/machine/disk-budget.js: the run's scratch directories under a budget
// and the disk under a floor of free space. The watcher is driven by hand
// (no timer) with injected measures; the walk and the removal run on real
// directories; and a real process that writes past a 20 MiB budget is
// stopped through the run's mark, as run.js stops a build.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { DEFAULT_BUDGET, FREE_FLOOR, formatSize, parseSize, removeScratch, scratchUsage, watchScratch }
  from '../src/machine/disk-budget.js';
import { RUN_MARK, killMarked, newRunMark } from '../src/machine/processes.js';
import { tempDir } from './helpers/temp.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { commitFiles, git, makeNodeLikeRepo } from './helpers/node-like-repo.js';
import { runAction, scenario } from './helpers/action-run.js';
import { tool } from './helpers/tools.js';

const MiB = 2 ** 20;
const GiB = 2 ** 30;
const DIR = '/w/scratch';

test('sizes read as the scratch-budget input gives them, every unit a power of 1024', () => {
  const read = ['10GiB', '10G', '10 GB', '10gib', '1.5GiB', '500MiB', '500M', '1024K', '1T', `${MiB}B`]
    .map((text) => parseSize(text));
  assert.deepEqual(read, [10 * GiB, 10 * GiB, 10 * GiB, 10 * GiB, 1.5 * GiB, 500 * MiB, 500 * MiB, MiB, 2 ** 40, MiB]);
  // No unit, under 1 MiB, or not a size: refused.
  assert.deepEqual(['10', '512K', '0G', '-1G', '1e3G', 'ten GiB', '10 GiBs', ''].map((text) => parseSize(text)),
    [null, null, null, null, null, null, null, null]);
  assert.deepEqual([10.2 * GiB, 512 * MiB, 12 * 1024, 100, 150 * GiB].map(formatSize),
    ['10.2 GiB', '512 MiB', '12 KiB', '100 B', '150 GiB']);
  assert.equal(DEFAULT_BUDGET, 10 * GiB);
  assert.equal(FREE_FLOOR, GiB);
});

/**
 * A watcher without a timer, whose measures the test sets, and what it did.
 * @param {{ budget?: number | null, walkEvery?: number }} [options]
 */
function watched({ budget = 10 * GiB, walkEvery = 1 } = {}) {
  const state = { free: 50 * GiB, usage: { bytes: 0, entries: 0, parts: {}, complete: true }, walks: 0, stops: 0,
    warnings: /** @type {string[]} */ ([]) };
  const watcher = watchScratch({ dir: DIR, budget, intervalMs: 0, walkEvery, stopRun: () => { state.stops++; },
    log: { warning: (message) => state.warnings.push(message) },
    freeOf: () => state.free, usageOf: async () => { state.walks++; return state.usage; } });
  return { watcher, state };
}

test('over the budget: the run is stopped at once and at every later look, and the failure names what wrote what', async () => {
  const { watcher, state } = watched();
  state.usage = { bytes: 9 * GiB, entries: 40, parts: { head: 9 * GiB }, complete: true };
  await watcher.look();
  assert.deepEqual({ stops: state.stops, exceeded: watcher.exceeded }, { stops: 0, exceeded: null });
  state.usage = { bytes: 11 * GiB, entries: 50, parts: { head: 10.2 * GiB, base: 0.8 * GiB }, complete: true };
  await watcher.look();
  const message = "The pull request's build wrote 10.2 GiB to its scratch directory /w/scratch/head; the budget of " +
    "the run's scratch directories ('scratch-budget') is 10 GiB, and they hold 11 GiB: the run was stopped before " +
    'the disk fills';
  assert.equal(watcher.exceeded, message);
  assert.deepEqual(state.warnings, [message]);
  assert.equal(state.stops, 1);
  // A process that starts later is ended too, without another walk.
  await watcher.look();
  assert.deepEqual({ stops: state.stops, walks: state.walks, warnings: state.warnings.length }, { stops: 2, walks: 2, warnings: 1 });
  const failure = { step: 'obtaining the old and new binaries', message: 'the build command was killed by SIGKILL', logTail: 'x' };
  assert.deepEqual(watcher.explain(failure), { ...failure, message });
});

test('under the floor of free space the run is stopped whatever the budget, even with none', async () => {
  const { watcher, state } = watched({ budget: null });
  state.usage = { bytes: 30 * GiB, entries: 10, parts: { benchmark: 30 * GiB }, complete: true };
  await watcher.look();
  assert.equal(watcher.exceeded, null, 'no budget: 30 GiB is allowed while the disk has room');
  state.free = 900 * MiB;
  await watcher.look();
  assert.equal(watcher.exceeded, 'The disk that holds /w/scratch has 900 MiB free, under the 1 GiB a run leaves free; ' +
    "the benchmarks wrote 30 GiB to its scratch directory /w/scratch/benchmark (the run's scratch directories): the run " +
    'was stopped before the disk fills');
  assert.equal(state.stops, 1);
});

test('a walk that stops at its limit of entries is over the budget: a build that makes that many hides its size', async () => {
  const { watcher, state } = watched();
  state.usage = { bytes: MiB, entries: 200_001, parts: { base: MiB }, complete: false };
  await watcher.look();
  assert.equal(watcher.exceeded, 'The base build filled its scratch directory /w/scratch/base: the run\'s scratch ' +
    'directories hold more than 200000 files and directories, more than a build or a benchmark ever makes: the run ' +
    'was stopped before the disk fills');
});

test('the free space is looked at every time, the directories walked every walkEvery looks; one look at a time', async () => {
  const { watcher, state } = watched({ walkEvery: 4 });
  for (let i = 0; i < 8; i++) await watcher.look();
  assert.equal(state.walks, 2);
  const [a, b] = [watcher.look(), watcher.look()];
  assert.equal(a, b, 'a look asked for while one runs is that one');
  await a;
  assert.equal(watcher.explain({ message: 'm' }).message, 'm', 'nothing to explain under the budget');
});

test('the walk counts blocks on the disk: a sparse file as what it holds, a hard link once, no link followed, an unreadable directory taken back', async () => {
  const dir = tempDir('nba-scratch-');
  const head = path.join(dir, 'head');
  fs.mkdirSync(path.join(head, 'deep', 'er'), { recursive: true });
  fs.writeFileSync(path.join(head, 'deep', 'er', 'full'), Buffer.alloc(4 * MiB, 1));
  fs.linkSync(path.join(head, 'deep', 'er', 'full'), path.join(head, 'hard-link'));
  const sparse = fs.openSync(path.join(head, 'sparse'), 'w');
  fs.ftruncateSync(sparse, 1024 * MiB);
  fs.closeSync(sparse);
  fs.symlinkSync('/usr', path.join(head, 'link'));
  fs.mkdirSync(path.join(dir, 'benchmark', 'hidden'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'benchmark', 'hidden', 'f'), Buffer.alloc(MiB, 1));
  fs.chmodSync(path.join(dir, 'benchmark', 'hidden'), 0);
  const usage = await scratchUsage(dir);
  assert.equal(usage.complete, true);
  assert.equal(usage.entries, 10);
  // Blocks, so a little more than the bytes written (the directories' own blocks too).
  assert.ok(usage.parts.head >= 4 * MiB && usage.parts.head < 5 * MiB, formatSize(usage.parts.head));
  assert.ok(usage.parts.benchmark >= MiB && usage.parts.benchmark < 2 * MiB, formatSize(usage.parts.benchmark));
  assert.equal(usage.bytes, usage.parts.head + usage.parts.benchmark);
  const cut = await scratchUsage(dir, { maxEntries: 3 });
  assert.deepEqual({ complete: cut.complete, entries: cut.entries }, { complete: false, entries: 4 });
});

test('removeScratch removes the scratch directories, one the build made unwritable too', () => {
  const dir = tempDir('nba-scratch-');
  fs.mkdirSync(path.join(dir, 'head', 'locked', 'in'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'head', 'locked', 'in', 'f'), 'x');
  fs.chmodSync(path.join(dir, 'head', 'locked', 'in'), 0o500);
  fs.chmodSync(path.join(dir, 'head', 'locked'), 0);
  assert.equal(removeScratch(dir), null);
  assert.equal(fs.existsSync(dir), false);
  assert.equal(removeScratch(dir), null, 'nothing there: nothing to do');
});

// The process writes 1 MiB every 10 ms and would stop by itself at 2 GiB:
// stopped by the watcher, it ends by SIGKILL long before.
const WRITER = `
const fs = require('fs');
const fd = fs.openSync(process.argv[1], 'w');
const chunk = Buffer.alloc(1024 * 1024, 1);
let written = 0;
const timer = setInterval(() => {
  fs.writeSync(fd, chunk);
  if (++written === 2048) { clearInterval(timer); fs.closeSync(fd); }
}, 10);
`;

test('a real process writing past a 20 MiB budget into its scratch directory is stopped through the run\'s mark', async () => {
  const dir = tempDir('nba-scratch-');
  fs.mkdirSync(path.join(dir, 'head'));
  const file = path.join(dir, 'head', 'filling');
  const mark = newRunMark();
  const child = spawn(process.execPath, ['-e', WRITER, file], { env: { ...process.env, [RUN_MARK]: mark }, stdio: 'ignore' });
  const ended = once(child, 'exit');
  // The floor is left out: the test is about the budget, on a disk of any size.
  const watcher = watchScratch({ dir, budget: 20 * MiB, floor: 0, stopRun: () => killMarked(mark) });
  try {
    const [code, signal] = await ended;
    assert.deepEqual({ code, signal }, { code: null, signal: 'SIGKILL' });
  } finally {
    watcher.stop();
    child.kill('SIGKILL');
  }
  assert.match(/** @type {string} */ (watcher.exceeded), new RegExp(
    `^The pull request's build wrote \\d+(\\.\\d)? MiB to its scratch directory ${dir}/head; the budget of the ` +
    "run's scratch directories \\('scratch-budget'\\) is 20 MiB: the run was stopped before the disk fills$"));
  assert.ok(fs.statSync(file).size > 20 * MiB && fs.statSync(file).size < 2048 * MiB);
  assert.equal(removeScratch(dir), null);
});

test('the post step removes the scratch directories a run that died left, unless another run holds the machine', async () => {
  const { post } = await import('../src/modes/post.js');
  const cache = tempDir('nba-tool-cache-');
  const env = { RUNNER_TOOL_CACHE: cache, GITHUB_REPOSITORY: 'o/r' };
  const scratch = path.join(cache, 'node-benchmark-action', 'o-r', 'scratch');
  const lockDir = path.join(cache, 'lock');
  const mark = newRunMark();
  const leave = () => {
    fs.mkdirSync(path.join(scratch, 'head', 'locked'), { recursive: true });
    fs.writeFileSync(path.join(scratch, 'head', 'locked', 'filled'), Buffer.alloc(MiB));
    fs.chmodSync(path.join(scratch, 'head', 'locked'), 0);
  };
  const postWith = async (state) => {
    const messages = [];
    const log = { getState: (name) => state[name] ?? '', info: (m) => messages.push(m), warning: (m) => messages.push(m) };
    await post({ log: /** @type {any} */ (log), env, lockDir });
    return messages.filter((m) => m.includes('scratch'));
  };
  leave();
  // Another run holds the machine (a live process, another mark): its scratch, not ours.
  fs.mkdirSync(lockDir);
  fs.writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify({ pid: process.pid, mark: newRunMark() }));
  assert.deepEqual(await postWith({ 'run-mark': mark }), []);
  assert.ok(fs.existsSync(scratch));
  fs.rmSync(lockDir, { recursive: true });
  // No run step in this job: nothing to clean.
  assert.deepEqual(await postWith({}), []);
  assert.ok(fs.existsSync(scratch));
  assert.deepEqual(await postWith({ 'run-mark': mark }), [`Removed the scratch directories the run left in ${scratch}.`]);
  assert.equal(fs.existsSync(scratch), false);
  // Our own lock, left by the run that died: removed all the same.
  leave();
  fs.mkdirSync(lockDir);
  fs.writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify({ pid: process.pid, mark }));
  assert.equal((await postWith({ 'run-mark': mark })).length, 1);
  assert.equal(fs.existsSync(scratch), false);
});

const haveTools = ['make', 'cc'].every((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0);

test("through the Action, sandboxed: a pull request's configure that fills its TMPDIR past 'scratch-budget' is stopped, " +
  'the comment says why, and the scratch directories are gone', { skip: (!haveTools && 'needs make and a C compiler') ||
  tool('bwrap').skip, timeout: 300_000 }, async (t) => {
  const repo = makeNodeLikeRepo();
  git(repo.dir, 'checkout', '--quiet', 'pr');
  const configure = fs.readFileSync(path.join(repo.dir, 'configure'), 'utf8')
    .replace('set -eu\n', 'set -eu\nhead -c 50M /dev/zero > "$TMPDIR/filling"\nsleep 60\n');
  repo.headSha = commitFiles(repo.dir, { configure }, 'pr: a configure that fills the disk');
  const gh = await startGitHubStandIn(scenario(repo));
  t.after(() => gh.close());
  const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 2',
    inputs: { 'sandbox': 'bwrap', 'scratch-budget': '20MiB', 'governor': 'keep' } });
  const log = result.stdout + result.stderr;
  const scratch = path.join(result.dir, 'tool-cache', 'node-benchmark-action', 'o-r', 'scratch');
  const message = new RegExp("The pull request's build wrote \\d+(\\.\\d)? MiB to its scratch directory " +
    `${scratch}/head; the budget of the run's scratch directories \\('scratch-budget'\\) is 20 MiB: the run was ` +
    'stopped before the disk fills');
  assert.match(log, message);
  const final = gh.requests.filter((r) => typeof r.body?.body === 'string').map((r) => r.body.body).at(-1) ?? '';
  assert.match(final, /\*\*Benchmark: Failed\*\*/);
  assert.match(final, /the budget of the run's scratch directories \('scratch-budget'\) is 20 MiB: the run was stopped/);
  assert.equal(fs.existsSync(scratch), false, 'the scratch directories are removed at the end of the run');
  assert.notEqual(result.code, 0);
});

test('after a run of a pull request\'s code without a sandbox, the post step writes the work directory\'s mark again',
  async () => {
    const { post } = await import('../src/modes/post.js');
    const cache = tempDir('nba-tool-cache-');
    const env = { RUNNER_TOOL_CACHE: cache, GITHUB_REPOSITORY: 'o/r' };
    const root = path.join(cache, 'node-benchmark-action', 'o-r');
    fs.mkdirSync(path.join(root, 'track', 'worktrees'), { recursive: true });
    const postWith = async (state) => {
      const messages = [];
      const log = { getState: (name) => state[name] ?? '', info: (m) => messages.push(m), warning: (m) => messages.push(m) };
      await post({ log: /** @type {any} */ (log), env, lockDir: path.join(cache, 'lock') });
      return messages;
    };
    await postWith({});
    assert.equal(fs.existsSync(path.join(root, 'untrusted')), false, 'a sandboxed run (no state): no mark');
    // The build deleted the mark and killed the main step: the post step writes it again, track's too.
    const said = await postWith({ unsandboxed: '1' });
    assert.ok(fs.existsSync(path.join(root, 'untrusted')));
    assert.ok(fs.existsSync(path.join(root, 'track', 'untrusted')));
    assert.ok(said.some((m) => m.startsWith(`Marked ${root} untrusted`)), said.join('\n'));
  });
