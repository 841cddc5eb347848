import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { keepOnlyResults, readMachineFile, readResults, runMethod } from '../src/artifact.js';

function resultsDir(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-results-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const CSV = '"binary","filename","configuration","rate","time"\n' +
  '"old","a/b.js","n=1",10,0.1\n"new","a/b.js","n=1",12,0.1\n';

test('untrusted results: the CSV is parsed and checked, failures reduced to plain fields', () => {
  const ndjson = [
    JSON.stringify({ type: 'run', seed: 1 }),
    JSON.stringify({ type: 'failure', filename: 'a/b.js', binary: 'new', configuration: "n=2 s='<!--'", code: 1,
      stderr: `${'x'.repeat(10000)}\nTypeError: bench.end is not a function\n    at main (a/b.js:3:9)\n\nNode.js v22.11.0` }),
    JSON.stringify({ type: 'failure', filename: 'a/c.js', binary: 'evil', configuration: null, signal: 'SIGKILL' }),
    'garbage',
  ].join('\n');
  const { samples, failures } = readResults(resultsDir({ 'results.csv': CSV, 'samples.ndjson': ndjson }));
  assert.equal(samples.length, 2);
  assert.deepEqual(failures, [
    { filename: 'a/b.js', binary: 'new', configuration: "n=2 s='<!--'", cause: 'exited with code 1',
      error: 'TypeError: bench.end is not a function' },
    { filename: 'a/c.js', binary: 'unknown', configuration: null, cause: 'was killed by SIGKILL', error: null },
  ]);
});

test('untrusted results: missing, malformed, linked or oversized files are refused', () => {
  assert.throws(() => readResults(resultsDir({})), /^ArtifactError: the results have no results\.csv/);
  assert.throws(() => readResults(resultsDir({ 'results.csv': 'rm -rf /\n' })),
                /results\.csv is not compare\.js output: line 1: expected the header/);
  const linked = resultsDir({});
  fs.symlinkSync('/etc/passwd', path.join(linked, 'results.csv'));
  assert.throws(() => readResults(linked), /results\.csv is not a plain file/);
  const big = resultsDir({ 'results.csv': CSV });
  fs.truncateSync(path.join(big, 'results.csv'), 65 * 1024 * 1024);
  assert.throws(() => readResults(big), /results\.csv is 68157440 bytes, more than the 67108864 allowed/);
});

const PLAN = { alpha: 0.05, accuracy: 2, minRuns: 2, maxRuns: 3, looks: [2, 3] };
const RUN = { type: 'run', driver: 'compare.js', schedule: 'blocks', seed: 7, plan: PLAN, runs: null, accuracy: 2 };
const sample = (binary, block, rate) => JSON.stringify({ type: 'sample', binary, filename: 'a/b.js',
  configuration: 'n=1', rate, time: '0.1', block, slot: binary === 'old' ? 0 : 1 });

test('runMethod: what compare.js says ran, from its run record, checked', () => {
  assert.deepEqual(runMethod(RUN), { schedule: 'blocks', seed: 7, accuracy: 2, minRuns: 2, maxRuns: 3 });
  assert.deepEqual(runMethod({ ...RUN, schedule: 'rounds', seed: 'x', plan: { ...PLAN, accuracy: null, minRuns: 3 } }),
    { schedule: 'rounds', seed: null, accuracy: null, minRuns: 3, maxRuns: 3 });
  // An older compare.js (no schedule, no plan) and anything forged: null, so the request says what was asked.
  for (const record of [{ type: 'run', seed: 1, runs: 30 }, { ...RUN, type: 'sample' }, { ...RUN, schedule: '<b>' },
    { ...RUN, plan: { ...PLAN, minRuns: 4 } }, { ...RUN, plan: { ...PLAN, maxRuns: 1.5 } },
    { ...RUN, plan: { ...PLAN, accuracy: '2' } }, { ...RUN, plan: null }, null]) {
    assert.equal(runMethod(record), null, JSON.stringify(record));
  }
});

test('untrusted results: the block pairing and the run record of samples.ndjson', () => {
  const ndjson = [JSON.stringify(RUN), sample('old', 0, 10), sample('new', 0, 12),
    JSON.stringify({ type: 'progress', done: 1, planned: 2, elapsed: 1, eta: 1 }), ''].join('\n');
  const results = readResults(resultsDir({ 'results.csv': CSV, 'samples.ndjson': ndjson }));
  assert.deepEqual(results.method, { schedule: 'blocks', seed: 7, accuracy: 2, minRuns: 2, maxRuns: 3 });
  assert.equal(results.note, null);
  assert.ok(results.pairing);
  assert.deepEqual(results.pairing.plan, PLAN);
  assert.equal(results.pairing.blocks.length, 1);
  assert.equal(results.pairing.blocks[0].diffs[0], Math.log(12 / 10));

  // Its last progress says 1 of 2 blocks: stopped, unless compare.js's end record says it ran to its end.
  assert.deepEqual(results.partial, { stopped: { done: 1, planned: 2 }, cutLine: null });
  const ended = (signal) => readResults(resultsDir({ 'results.csv': CSV,
    'samples.ndjson': `${ndjson}${JSON.stringify({ type: 'end', processes: 2, failures: 0, unmeasured: 0, signal })}\n` }));
  assert.equal(ended(null).partial, null);
  assert.deepEqual(ended('SIGTERM').partial, { stopped: { done: 1, planned: 2 }, cutLine: null });
  // The unmeasured records, as plain bounded fields.
  const listed = readResults(resultsDir({ 'results.csv': CSV, 'samples.ndjson': `${ndjson}${JSON.stringify({
    type: 'unmeasured', filename: 'a/b.js', configuration: 'n=1', args: ['n=1'], count: 1, old: 'exited with code 1',
    new: { forged: true } })}\n${JSON.stringify({ type: 'unmeasured', filename: 'a/c.js', configuration: null,
    count: -3, old: 'x'.repeat(1000), new: null })}\n` }));
  assert.deepEqual(listed.unmeasured, [
    { filename: 'a/b.js', configuration: 'n=1', count: 1, old: 'exited with code 1', new: null },
    { filename: 'a/c.js', configuration: null, count: null, old: 'x'.repeat(400), new: null }]);
  assert.equal(listed.moreUnmeasured, false);

  // Rounds, or an ndjson of another run: no pairing, and why.
  const rounds = readResults(resultsDir({ 'results.csv': CSV,
    'samples.ndjson': `${JSON.stringify({ ...RUN, schedule: 'rounds' })}\n` }));
  assert.equal(rounds.pairing, null);
  assert.match(rounds.note ?? '', /^samples\.ndjson is from --schedule rounds/);
  const other = readResults(resultsDir({ 'results.csv': CSV, 'samples.ndjson': `${JSON.stringify(RUN)}\n` }));
  assert.equal(other.pairing, null);
  assert.equal(other.note, "samples.ndjson has no block of 1 configuration of the CSV: Welch's test on the CSV");
  const none = readResults(resultsDir({ 'results.csv': CSV }));
  assert.deepEqual([none.pairing, none.method, none.note], [null, null, "there is no samples.ndjson: Welch's test on the CSV"]);
});

test('untrusted results: an oversized or linked samples.ndjson is left out with a warning, the CSV still counts', () => {
  const big = resultsDir({ 'results.csv': CSV, 'samples.ndjson': '' });
  fs.truncateSync(path.join(big, 'samples.ndjson'), 257 * 1024 * 1024);
  const results = readResults(big);
  assert.equal(results.samples.length, 2);
  assert.deepEqual(results.warnings,
    ['samples.ndjson is 269484032 bytes, more than the 268435456 allowed: the results are analysed without it']);
  assert.equal(results.pairing, null);
  const linked = resultsDir({ 'results.csv': CSV });
  fs.symlinkSync('/etc/passwd', path.join(linked, 'samples.ndjson'));
  assert.deepEqual(readResults(linked).warnings,
    ['samples.ndjson is not a plain file (a link): the results are analysed without it']);
});

test("machine.json's commits are read back only in the request's shape; anything else is dropped", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-machine-'));
  const sha = (c) => c.repeat(40);
  const record = { cpuModel: 'x', cpus: [0] };
  const read = (commits) => {
    fs.writeFileSync(path.join(dir, 'machine.json'), JSON.stringify({ record, commits }));
    return readMachineFile(dir)?.commits;
  };
  const merge = { method: 'merge', baseSha: sha('a'), headSha: sha('b'), mergeSha: sha('c'), mergeBaseSha: null, noMerge: null };
  assert.deepEqual(read(merge), merge);
  const mergeBase = { ...merge, method: 'merge-base', mergeSha: null, mergeBaseSha: sha('d'), noMerge: 'conflict' };
  assert.deepEqual(read(mergeBase), mergeBase);
  // A forged method, a SHA that is not one, an unknown reason: nothing, a null, a null.
  assert.equal(read({ ...merge, method: 'rebase' }), null);
  assert.equal(read(null), null);
  assert.deepEqual(read({ ...mergeBase, headSha: 'main; rm -rf /', noMerge: '<img src=x>' }),
    { ...mergeBase, headSha: null, noMerge: null });
  fs.rmSync(dir, { recursive: true, force: true });
});

test('untrusted results: a CSV line that is not UTF-8 is named in a warning; a BOM is accepted', () => {
  const bad = Buffer.concat([Buffer.from(CSV), Buffer.from('"new","a/b.js","n=1 s=\'\xe9\'",13,0.1\n', 'latin1')]);
  const { samples, warnings } = readResults(resultsDir({ 'results.csv': bad }));
  assert.equal(samples.length, 3);
  assert.deepEqual(warnings, ['results.csv: line 4: not valid UTF-8; its bad bytes read as "\uFFFD", which can make a ' +
    'configuration of its own. Save the CSV as UTF-8 (compare.js writes UTF-8).']);
  const bom = readResults(resultsDir({ 'results.csv': `\uFEFF${CSV}` }));
  assert.deepEqual([bom.samples.length, bom.warnings], [2, []]);
});

test('untrusted results: an older CSV\'s `null` rates are their configuration\'s failures; the rest is analysed', () => {
  // compare.js wrote `null` for a NaN rate until it checked rates (`--set n=--test`): b.js is unmeasured, c.js by new only.
  const csv = `${CSV}"old","a/b2.js","n=null",null,0.1\n"new","a/b2.js","n=null",null,0.1\n` +
    '"old","a/b2.js","n=null",null,0.1\n"old","a/c.js","n=1",10,0.1\n"new","a/c.js","n=1",null,0.1\n';
  const results = readResults(resultsDir({ 'results.csv': csv }));
  assert.deepEqual(results.samples.map((r) => `${r.binary} ${r.filename} ${r.rate}`),
    ['old a/b.js 10', 'new a/b.js 12', 'old a/c.js 10']);
  const cause = 'reported the rate null (not a number of operations per second)';
  assert.deepEqual(results.failures, [
    { filename: 'a/b2.js', binary: 'old', configuration: 'n=null', cause, error: null },
    { filename: 'a/b2.js', binary: 'new', configuration: 'n=null', cause, error: null },
    { filename: 'a/b2.js', binary: 'old', configuration: 'n=null', cause, error: null },
    { filename: 'a/c.js', binary: 'new', configuration: 'n=1', cause, error: null },
  ]);
  assert.deepEqual(results.unmeasured, [
    { filename: 'a/b2.js', configuration: 'n=null', count: 1, old: `${cause} in all 2 runs`, new: cause },
    { filename: 'a/c.js', configuration: 'n=1', count: 1, old: null, new: cause },
  ]);
  assert.equal(results.moreFailures, false);
  // compare.js's own failure record of such a rate says the same.
  const ndjson = JSON.stringify({ type: 'failure', filename: 'a/b.js', binary: 'new', configuration: 'n=2', code: null,
    signal: null, badRate: 'null', timedOut: false, stderr: '' });
  assert.deepEqual(readResults(resultsDir({ 'results.csv': CSV, 'samples.ndjson': ndjson })).failures,
    [{ filename: 'a/b.js', binary: 'new', configuration: 'n=2', cause, error: null }]);
});

// ---- what leaves the machine: keepOnlyResults -----------------------------------------------------

/** Every entry under `dir`, `name kind` (lstat: links are not followed), sorted. */
function tree(dir) {
  return fs.readdirSync(dir, { recursive: true }).map(String).sort().map((name) => {
    const stat = fs.lstatSync(path.join(dir, name));
    return `${name} ${stat.isSymbolicLink() ? 'link' : stat.isDirectory() ? 'dir' : stat.isFile() ? 'file' : 'other'}`;
  });
}

/** A Unix socket at `file`, listening until the test ends. */
async function socketAt(t, file) {
  const server = net.createServer();
  await new Promise((resolve) => { server.listen(file, () => resolve(undefined)); });
  t.after(() => server.close());
}

test('keepOnlyResults: only the run step\'s regular files stay; links, FIFOs, sockets, devices and other names go, ' +
  'and are named', async (t) => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-outside-'));
  t.after(() => fs.rmSync(outside, { recursive: true, force: true }));
  fs.writeFileSync(path.join(outside, 'credentials'), 'secret');
  fs.mkdirSync(path.join(outside, 'home'));
  fs.writeFileSync(path.join(outside, 'home', '.bashrc'), 'kept');
  const dir = resultsDir({ 'results.csv': CSV, 'samples.ndjson': '', 'machine.json': '{}', 'failure.json': '{}',
    'shard.json': '{}', 'notes.txt': 'not ours', 'comment.md': 'the report writes this, not the run' });
  fs.symlinkSync(path.join(outside, 'credentials'), path.join(dir, 'leak'));
  fs.symlinkSync(path.join(outside, 'home'), path.join(dir, 'home'));
  fs.symlinkSync('/nonexistent', path.join(dir, 'dangling'));
  assert.equal(spawnSync('mkfifo', [path.join(dir, 'fifo')]).status, 0);
  await socketAt(t, path.join(dir, 'socket'));
  const root = process.getuid?.() === 0;
  if (root) assert.equal(spawnSync('mknod', [path.join(dir, 'null'), 'c', '1', '3']).status, 0);
  fs.mkdirSync(path.join(dir, 'sub', 'deeper'), { recursive: true });
  fs.symlinkSync(path.join(outside, 'home'), path.join(dir, 'sub', 'deeper', 'home'));
  fs.writeFileSync(path.join(dir, 'sub', 'file'), 'x');
  fs.mkdirSync(path.join(dir, 'profiles'));
  for (const name of ['index.json', 'targets.json', '1.old.cpuprofile', '12.new.cpuprofile', 'index.json.tmp']) {
    fs.writeFileSync(path.join(dir, 'profiles', name), '{}');
  }
  fs.symlinkSync(path.join(outside, 'credentials'), path.join(dir, 'profiles', '2.old.cpuprofile'));
  fs.mkdirSync(path.join(dir, 'profiles', 'nested'));

  const { removed, problems } = keepOnlyResults(dir);
  assert.deepEqual(problems, []);
  assert.deepEqual(tree(dir), ['failure.json file', 'machine.json file', 'profiles dir', 'profiles/1.old.cpuprofile file',
    'profiles/12.new.cpuprofile file', 'profiles/index.json file', 'profiles/targets.json file', 'results.csv file',
    'samples.ndjson file', 'shard.json file']);
  assert.deepEqual(removed, [
    { name: 'comment.md', kind: 'a file' },
    { name: 'dangling', kind: 'a symbolic link' },
    { name: 'fifo', kind: 'a FIFO' },
    { name: 'home', kind: 'a symbolic link' },
    { name: 'leak', kind: 'a symbolic link' },
    { name: 'notes.txt', kind: 'a file' },
    ...(root ? [{ name: 'null', kind: 'a device file' }] : []),
    { name: 'profiles/2.old.cpuprofile', kind: 'a symbolic link' },
    { name: 'profiles/index.json.tmp', kind: 'a file' },
    { name: 'profiles/nested', kind: 'a directory' },
    { name: 'socket', kind: 'a socket' },
    { name: 'sub', kind: 'a directory' },
  ]);
  // Nothing outside was touched: the links were removed, not followed.
  assert.deepEqual(tree(outside), ['credentials file', 'home dir', 'home/.bashrc file']);
  assert.equal(fs.readFileSync(path.join(outside, 'credentials'), 'utf8'), 'secret');
});

test('keepOnlyResults: a link in place of profiles/, or of the directory itself, is unlinked, not followed', (t) => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-outside-'));
  t.after(() => fs.rmSync(outside, { recursive: true, force: true }));
  for (const name of ['index.json', '1.old.cpuprofile', 'results.csv']) fs.writeFileSync(path.join(outside, name), 'x');
  const dir = resultsDir({ 'results.csv': CSV });
  fs.symlinkSync(outside, path.join(dir, 'profiles'));
  assert.deepEqual(keepOnlyResults(dir), { removed: [{ name: 'profiles', kind: 'a symbolic link' }], problems: [] });
  assert.deepEqual(tree(dir), ['results.csv file']);

  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-parent-'));
  t.after(() => fs.rmSync(parent, { recursive: true, force: true }));
  const replaced = path.join(parent, 'results');
  fs.symlinkSync(outside, replaced);
  assert.deepEqual(keepOnlyResults(replaced), { removed: [{ name: 'results', kind: 'a symbolic link' }], problems: [] });
  assert.equal(fs.existsSync(replaced), false);
  assert.deepEqual(tree(outside), ['1.old.cpuprofile file', 'index.json file', 'results.csv file']);
  // A directory that is not there (the step failed before it made it) is nothing to do.
  assert.deepEqual(keepOnlyResults(path.join(parent, 'absent')), { removed: [], problems: [] });
});

test('keepOnlyResults: what cannot be removed is a problem, named with its cause', { skip: process.getuid?.() === 0 &&
  'root removes from a read-only directory' }, (t) => {
  const dir = resultsDir({ 'results.csv': CSV });
  fs.symlinkSync('/etc/passwd', path.join(dir, 'leak'));
  fs.chmodSync(dir, 0o555);
  t.after(() => fs.chmodSync(dir, 0o755));
  assert.deepEqual(keepOnlyResults(dir), { removed: [],
    problems: ['leak (a symbolic link) cannot be removed: permission denied (EACCES)'] });
});
