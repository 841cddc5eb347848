// node-main and node-pr (src/machine/binaries.js): the workflow's prebuilt
// binaries, or built from the commits a run compares (real builds of the
// node-like fixture, without a sandbox, in a work directory of the test's
// own), with their hashes; and the test merge checked before anything is built.
import test from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { obtainBinaries, trackBinaries } from '../src/machine/binaries.js';
import { createRequest } from '../src/request/request.js';
import { fakeLog } from './helpers/fake-log.js';
import { makeNodeLikeRepo, testMerge } from './helpers/node-like-repo.js';
import { tempDir } from './helpers/temp.js';

/** @type {import('../src/machine/sandbox.js').Sandbox} */
const NO_SANDBOX = { kind: 'none', reason: 'not asked for' };
const CONFINEMENT = { sandbox: NO_SANDBOX, mark: null, pass: [] };

function tmpDir(t) {
  const dir = tempDir('nba-binaries-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * What obtainBinaries and trackBinaries read of a context: the settings of a
 * build, the work directory under `toolCache` (RUNNER_TOOL_CACHE).
 * @param {string} toolCache  @param {Record<string, any>} [settings]
 */
function context(toolCache, settings = {}) {
  return /** @type {any} */ ({ log: fakeLog(), env: { ...process.env, RUNNER_TOOL_CACHE: toolCache, GITHUB_REPOSITORY: 'o/r' },
    settings: { oldBinary: null, newBinary: null, repositoryPath: null, buildCommand: './configure && make',
      configureFlags: '', libOnlyRebuild: false, binaryPath: 'out/Release/node', ...settings } });
}

/** A request of pull request 12 comparing `commits` (none: no pull request). */
function request(commits = {}) {
  return createRequest({ prNumber: commits.headSha ? 12 : null, commentId: null, method: null, baseSha: null,
    headSha: null, mergeSha: null, mergeBaseSha: null, noMerge: null, categories: ['fixture'], filters: [], excludes: [],
    runs: 2, accuracy: null, maxRuns: null, sets: [], profile: false, auto: null, runsLimit: 100, ...commits });
}

/** Two files that stand for prebuilt binaries. */
function prebuilt(dir) {
  const [oldBinary, newBinary] = [path.join(dir, 'node-old'), path.join(dir, 'node-new')];
  fs.writeFileSync(oldBinary, 'old');
  fs.writeFileSync(newBinary, 'new');
  return { oldBinary, newBinary };
}

test('obtainBinaries: the prebuilt binaries the workflow gives, resolved, with their hashes and no commits', async (t) => {
  const dir = tmpDir(t);
  const { oldBinary, newBinary } = prebuilt(dir);
  const relative = path.relative(process.cwd(), newBinary);
  const binaries = await obtainBinaries(context(dir, { oldBinary, newBinary: relative }), request(), CONFINEMENT);
  assert.deepEqual(binaries, { oldBinary, newBinary, versions: {}, commits: null,
    hashes: { 'node-main': { path: oldBinary, sha256: sha256(oldBinary) }, 'node-pr': { path: newBinary, sha256: sha256(newBinary) } } });
});

test('obtainBinaries and trackBinaries: a given binary that is not a file is refused, naming its input', async (t) => {
  const dir = tmpDir(t);
  const { oldBinary } = prebuilt(dir);
  const missing = path.join(dir, 'not-built');
  await assert.rejects(obtainBinaries(context(dir, { oldBinary, newBinary: dir }), request(), CONFINEMENT),
    { message: `The 'new-binary' input names ${dir}, which is not a file: build or download it in an earlier step` });
  await assert.rejects(trackBinaries(context(dir), {
    old: { given: missing, input: 'old-binary', sha: 'a'.repeat(40), what: 'the reference' },
    new: { given: oldBinary, input: 'new-binary', sha: 'b'.repeat(40), what: 'the commit' } }, CONFINEMENT),
  { message: `The 'old-binary' input names ${missing}, which is not a file: build or download it in an earlier step` });
});

test('obtainBinaries: a run without a pull request and without prebuilt binaries has no commits to build', async (t) => {
  const dir = tmpDir(t);
  await assert.rejects(obtainBinaries(context(dir, { oldBinary: path.join(dir, 'x') }), request(), CONFINEMENT),
    { message: "A run without a pull request has no commits to build: give the 'old-binary' and 'new-binary' inputs" });
});

test('obtainBinaries: a test merge whose parents are not the pinned base tip and head is refused, and nothing is built',
  async (t) => {
    const dir = tmpDir(t);
    const repo = makeNodeLikeRepo();
    t.after(() => fs.rmSync(repo.dir, { recursive: true, force: true }));
    const mergeSha = testMerge(repo.dir, repo.baseSha, repo.headSha) ?? '';
    const other = 'ba5e'.repeat(10);
    const ctx = context(dir, { repositoryPath: repo.dir });
    await assert.rejects(obtainBinaries(ctx, request({ method: 'merge', baseSha: other, headSha: repo.headSha, mergeSha }),
      CONFINEMENT), { message: `The test merge ${mergeSha} has the parents ${repo.baseSha} ${repo.headSha}, not the ` +
      `base tip ${other} and the pinned head ${repo.headSha}: nothing was built` });
    assert.deepEqual(ctx.log.record.groups, [], 'no build started');
    assert.equal(fs.existsSync(path.join(dir, 'node-benchmark-action')), false, 'no work directory made');
  });

test('obtainBinaries: the base tip and the test merge, built in the work directory, with their hashes, versions and ' +
  'commits', { timeout: 120_000 }, async (t) => {
  const dir = tmpDir(t);
  const repo = makeNodeLikeRepo();
  t.after(() => fs.rmSync(repo.dir, { recursive: true, force: true }));
  const mergeSha = testMerge(repo.dir, repo.baseSha, repo.headSha) ?? '';
  const asked = request({ method: 'merge', baseSha: repo.baseSha, headSha: repo.headSha, mergeSha });
  const binaries = await obtainBinaries(context(dir, { repositoryPath: repo.dir }), asked, CONFINEMENT);
  const workDir = path.join(dir, 'node-benchmark-action', 'o-r');
  assert.deepEqual([binaries.oldBinary, binaries.newBinary], [path.join(workDir, 'node-main'), path.join(workDir, 'node-pr')]);
  assert.deepEqual(binaries.hashes, { 'node-main': { path: binaries.oldBinary, sha256: sha256(binaries.oldBinary) },
    'node-pr': { path: binaries.newBinary, sha256: sha256(binaries.newBinary) } });
  assert.deepEqual(Object.keys(binaries.versions).sort(), ['node-main', 'node-pr']);
  assert.deepEqual(binaries.commits, { method: 'merge', baseSha: repo.baseSha, headSha: repo.headSha, mergeSha,
    mergeBaseSha: null, noMerge: null });
});

test('trackBinaries: the reference and the commit, each built in track\'s own work directory, old first, unless given',
  { timeout: 120_000 }, async (t) => {
    const dir = tmpDir(t);
    const repo = makeNodeLikeRepo();
    t.after(() => fs.rmSync(repo.dir, { recursive: true, force: true }));
    const ctx = context(dir, { repositoryPath: repo.dir });
    const built = await trackBinaries(ctx, {
      old: { given: null, input: 'old-binary', sha: repo.baseSha, what: 'the reference' },
      new: { given: null, input: 'new-binary', sha: repo.headSha, what: 'the commit' } }, CONFINEMENT);
    const trackDir = path.join(dir, 'node-benchmark-action', 'o-r', 'track');
    assert.deepEqual([built.oldBinary, built.newBinary], [path.join(trackDir, 'node-main'), path.join(trackDir, 'node-pr')]);
    assert.deepEqual(built.hashes, { 'node-main': { path: built.oldBinary, sha256: sha256(built.oldBinary) },
      'node-pr': { path: built.newBinary, sha256: sha256(built.newBinary) } });
    assert.notEqual(built.hashes['node-main'].sha256, built.hashes['node-pr'].sha256, 'two commits, two binaries');
    assert.deepEqual(Object.keys(built.versions), ['node-main', 'node-pr']);
    assert.equal(built.commits, null);
    const [firstBuild] = ctx.log.record.groups;
    assert.match(firstBuild, /the reference/);

    const { oldBinary } = prebuilt(dir);
    const mixed = await trackBinaries(context(dir, { repositoryPath: repo.dir }), {
      old: { given: oldBinary, input: 'old-binary', sha: repo.baseSha, what: 'the reference' },
      new: { given: null, input: 'new-binary', sha: repo.headSha, what: 'the commit' } }, CONFINEMENT);
    assert.equal(mixed.oldBinary, oldBinary);
    assert.deepEqual(mixed.hashes['node-main'], { path: oldBinary, sha256: sha256(oldBinary) });
    assert.deepEqual(Object.keys(mixed.versions), ['node-pr'], 'only what was built has a version');
  });
