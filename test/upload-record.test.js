// Only the files the run step wrote, as it wrote them, are uploaded
// (src/results/upload-record.js): a hard link or a copy under a results
// file's name, made by a pull request's code without a sandbox, is removed
// and named. The unit tests, then the attack through the Action's bundle.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createUploadRecord } from '../src/results/upload-record.js';
import { writeFailure, writeMachine, writeShard } from '../src/results/run-files.js';
import { CSV } from './helpers/results-dir.js';
import { tempDir } from './helpers/temp.js';
import { SECRETS, runnerLayout } from './helpers/release.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { commitFiles, git, makeNodeLikeRepo, WORK_BENCHMARK } from './helpers/node-like-repo.js';
import { runAction, scenario } from './helpers/action-run.js';
import { nodeRelease, NODE_24 } from '../scripts/node-releases.js';

const MACHINE = /** @type {any} */ ({ record: {}, versions: {}, tuning: [], cpuset: null });

/** A results directory and, beside it, a file of the runner's that must never be uploaded. */
function setUp() {
  const parent = tempDir('nba-upload-');
  const dir = path.join(parent, 'results');
  fs.mkdirSync(dir);
  const secret = path.join(parent, 'id_ed25519');
  fs.writeFileSync(secret, 'the runner\'s key\n', { mode: 0o600 });
  return { dir, secret, record: createUploadRecord(dir) };
}

/** What is left under `dir`, each file with its text. */
function contents(dir) {
  return Object.fromEntries(fs.readdirSync(dir, { recursive: true }).map(String).sort()
    .filter((name) => fs.lstatSync(path.join(dir, name)).isFile())
    .map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}

test('what the run step wrote and what its child wrote stay, as they were written', () => {
  const { dir, record } = setUp();
  writeMachine(dir, MACHINE, record);
  writeShard(dir, { index: 0, total: 2, categories: ['a'] }, record);
  const done = record.awaitChild(['results.csv', 'samples.ndjson', 'profiles']);
  fs.writeFileSync(path.join(dir, 'results.csv'), CSV);
  fs.writeFileSync(path.join(dir, 'samples.ndjson'), '{"type":"run"}\n');
  fs.mkdirSync(path.join(dir, 'profiles'));
  fs.writeFileSync(path.join(dir, 'profiles', 'index.json'), '[]');
  done();
  writeFailure(dir, { step: 'benchmarking', message: 'm', logTail: '' }, record);
  assert.deepEqual(record.check(), { removed: [], problems: [] });
  assert.deepEqual(contents(dir), { 'failure.json': '{"step":"benchmarking","message":"m","logTail":""}',
    'machine.json': JSON.stringify(MACHINE), 'profiles/index.json': '[]', 'results.csv': CSV,
    'samples.ndjson': '{"type":"run"}\n', 'shard.json': '{"index":0,"total":2,"categories":["a"]}' });
});

test('a hard link to a file outside, a copy under a name the run step did not write, another inode and a ' +
  'changed file are removed and named; the file outside is untouched', () => {
  const { dir, secret, record } = setUp();
  writeMachine(dir, MACHINE, record);
  const done = record.awaitChild(['results.csv', 'samples.ndjson']);
  fs.writeFileSync(path.join(dir, 'results.csv'), CSV);
  fs.writeFileSync(path.join(dir, 'samples.ndjson'), '{"type":"run"}\n');
  done();
  // After the record: what a pull request's process left behind could do.
  fs.linkSync(secret, path.join(dir, 'failure.json'));
  fs.copyFileSync(secret, path.join(dir, 'shard.json'));
  fs.appendFileSync(path.join(dir, 'machine.json'), ' ');
  // The same bytes, another file (renamed over it: a freed inode number could be given again).
  fs.writeFileSync(path.join(dir, 'results.csv.new'), CSV);
  fs.renameSync(path.join(dir, 'results.csv.new'), path.join(dir, 'results.csv'));
  fs.linkSync(path.join(dir, 'samples.ndjson'), path.join(dir, '..', 'kept-elsewhere'));
  assert.deepEqual(record.check(), { problems: [], removed: [
    { name: 'failure.json', kind: 'a hard link: one file with 2 names' },
    { name: 'machine.json', kind: 'changed after the run step wrote it' },
    { name: 'results.csv', kind: 'another file in place of the one the run step wrote' },
    { name: 'samples.ndjson', kind: 'a hard link: one file with 2 names' },
    { name: 'shard.json', kind: 'a file the run step did not write' },
  ] });
  assert.deepEqual(contents(dir), {});
  assert.equal(fs.readFileSync(secret, 'utf8'), 'the runner\'s key\n');
  assert.equal(fs.statSync(secret).nlink, 1);
});

test('a child\'s file that was a hard link when the child exited is not recorded, and goes', () => {
  const { dir, secret, record } = setUp();
  const done = record.awaitChild(['results.csv']);
  fs.linkSync(secret, path.join(dir, 'results.csv'));
  done();
  // Its other name gone, it is one name again: still not what the child wrote.
  fs.rmSync(secret);
  assert.deepEqual(record.check().removed, [{ name: 'results.csv', kind: 'a file the run step did not write' }]);
});

test('a child that never returned (a cancel) has its files recorded at the check, as they are', () => {
  const { dir, record } = setUp();
  record.awaitChild(['results.csv', 'samples.ndjson']);
  fs.writeFileSync(path.join(dir, 'results.csv'), CSV);
  assert.deepEqual(record.check(), { removed: [], problems: [] });
  assert.deepEqual(contents(dir), { 'results.csv': CSV });
  // Recorded once: a later change is caught at the next check.
  fs.appendFileSync(path.join(dir, 'results.csv'), '"new","a/b.js","n=1",1e15,0.1\n');
  assert.deepEqual(record.check().removed, [{ name: 'results.csv', kind: 'changed after the run step wrote it' }]);
});

test('the Action\'s own write, replaced by the same bytes under another inode, goes; a file in profiles/ too', () => {
  const { dir, record } = setUp();
  writeFailure(dir, { step: 's', message: 'm', logTail: '' }, record);
  fs.copyFileSync(path.join(dir, 'failure.json'), path.join(dir, 'copy'));
  fs.renameSync(path.join(dir, 'copy'), path.join(dir, 'failure.json'));
  fs.mkdirSync(path.join(dir, 'profiles'));
  fs.writeFileSync(path.join(dir, 'profiles', '1.old.cpuprofile'), '{}');
  assert.deepEqual(record.check().removed, [
    { name: 'failure.json', kind: 'another file in place of the one the run step wrote' },
    { name: 'profiles/1.old.cpuprofile', kind: 'a file the run step did not write' },
  ]);
});

test('a results directory that is gone is nothing to check; one that cannot be changed is a problem, named',
  { skip: process.getuid?.() === 0 && 'root removes from a read-only directory' }, (t) => {
    const gone = setUp();
    fs.rmSync(gone.dir, { recursive: true });
    assert.deepEqual(gone.record.check(), { removed: [], problems: [] });
    const { dir, secret, record } = setUp();
    fs.linkSync(secret, path.join(dir, 'failure.json'));
    fs.chmodSync(dir, 0o555);
    t.after(() => fs.chmodSync(dir, 0o755));
    assert.deepEqual(record.check(), { removed: [], problems: [
      'failure.json (a hard link: one file with 2 names) cannot be removed: permission denied (EACCES)'] });
  });

// The attack through the Action: GitHub's runner layout, mode `all`, no sandbox.
const haveTools = ['make', 'cc'].every((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0);
const needs = { skip: !haveTools && 'needs make and a C compiler', timeout: 600_000 };

/**
 * node-pr's benchmark process, once: failure.json a hard link to the runner's
 * ~/.ssh/id_ed25519, shard.json a copy of it. It says what it did on stderr.
 * @param {string} key  @param {string} results
 */
function linkAttack(key, results) {
  return `
if (process.env.NODE_LIKE_WORK === '2' && !require('fs').existsSync(${JSON.stringify(`${results}/shard.json`)})) {
  const fs = require('fs');
  try { fs.linkSync(${JSON.stringify(key)}, ${JSON.stringify(`${results}/failure.json`)}); process.stderr.write('ATTACK hard-linked\\n'); }
  catch (err) { process.stderr.write('ATTACK no-hard-link ' + err.code + '\\n'); }
  fs.copyFileSync(${JSON.stringify(key)}, ${JSON.stringify(`${results}/shard.json`)});
  process.stderr.write('ATTACK copied\\n');
}
`;
}

test('sandbox: none: a hard link and a copy of the runner\'s SSH key under results names are not left for the ' +
  'upload, and the log names them', needs, async (t) => {
  const layout = runnerLayout(t, { node: await nodeRelease(NODE_24), place: 'home' });
  const results = path.join(layout.workspace, 'benchmark-results');
  const key = path.join(layout.home, '.ssh', 'id_ed25519');
  const repo = makeNodeLikeRepo({ prWork: 2 });
  git(repo.dir, 'checkout', '--quiet', 'pr');
  repo.headSha = commitFiles(repo.dir, { 'benchmark/fixture/work.js': WORK_BENCHMARK.replace("'use strict';\n",
    `'use strict';\n${linkAttack(key, results)}`) }, 'pr: a benchmark that links the runner\'s key');
  const gh = await startGitHubStandIn(scenario(repo));
  t.after(() => gh.close());
  const result = await runAction({
    gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 4', node: layout.node, entry: layout.entry,
    runnerTemp: layout.temp, inputs: { 'sandbox': 'none', 'results-dir': results, 'governor': 'keep' },
    env: { HOME: layout.home, RUNNER_TEMP: layout.temp, GITHUB_WORKSPACE: layout.workspace,
      RUNNER_TOOL_CACHE: path.join(layout.runner, '_work', '_tool') },
  });
  const log = result.stdout + result.stderr;
  assert.match(log, /ATTACK hard-linked/, 'the hard link was made (same file system, the runner user\'s own file)');
  assert.match(log, /ATTACK copied/);
  // What the workflow would upload: no file holds the key.
  for (const [name, text] of Object.entries(contents(results))) {
    assert.ok(!text.includes(SECRETS.ssh), `${name} holds the runner's SSH key`);
  }
  assert.equal(fs.existsSync(path.join(results, 'failure.json')), false);
  assert.equal(fs.existsSync(path.join(results, 'shard.json')), false);
  assert.match(log, /::warning::Removed from the results directory \S+ what the run step did not write, so that it is not uploaded: .*"failure\.json" \(a hard link: one file with 2 names\), "shard\.json" \(a file the run step did not write\)/);
  // The key itself is where it was, whole; the results were reported.
  assert.equal(fs.readFileSync(key, 'utf8'), `${SECRETS.ssh}\n`);
  assert.equal(result.code, 0, log);
  const bodies = gh.requests.filter((r) => typeof r.body?.body === 'string').map((r) => r.body.body);
  assert.match(bodies.at(-1) ?? '', /\*\*Benchmark: 1 of 1 configuration regressed/);
  assert.ok(!bodies.join('\n').includes(SECRETS.ssh), 'the key reached a comment');
});
