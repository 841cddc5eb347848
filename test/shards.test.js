// The shards of a run, found, named and merged for the report
// (src/results/shards.js), from results directories laid out as
// download-artifact lays them out; the runs that compare.js can make are made
// by it, on a tiny benchmark directory.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { namedShards, readShards, shardLabel } from '../src/results/shards.js';
import { fakeLog } from './helpers/fake-log.js';
import { makeBenchDir, benchSource, compareJs, run } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const HEADER = '"binary","filename","configuration","rate","time"\n';
const CSV_A = `${HEADER}"old","a/a.js","n=1",10,0.1\n"new","a/a.js","n=1",12,0.1\n`;
const CSV_B = `${HEADER}"old","b/b.js","n=1",20,0.1\n"new","b/b.js","n=1",18,0.1\n`;
const NO_RESULTS = { step: 'benchmarking',
  message: 'no results arrived (its job failed before writing them, or its artifact is missing)', logTail: '' };

const scratch = tempDir('nba-shards-');
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Two categories measured in milliseconds. */
const BENCH = makeBenchDir({
  'alpha/a.js': benchSource({ n: [100] }, 'for (let i = 0; i < n; i++);'),
  'beta/b.js': benchSource({ n: [100] }, 'for (let i = 0; i < n; i++);'),
});
after(() => fs.rmSync(BENCH, { recursive: true, force: true }));

/** A results directory: `layout` maps each file's path in it to its text. */
function resultsDir(layout) {
  const dir = fs.mkdtempSync(path.join(scratch, 'results-'));
  for (const [name, text] of Object.entries(layout)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const shardJson = (index, total, categories) => JSON.stringify({ index, total, categories });
const request = { categories: ['a', 'b'] };

/** compare.js run to its end into `dir`, as a run step leaves it. */
async function compare(dir, args) {
  fs.mkdirSync(dir, { recursive: true });
  const { stdout, code, stderr } = await run(process.execPath, [compareJs, '--old', process.execPath, '--new', process.execPath,
    '--benchmark-dir', BENCH, '--no-progress', '--seed', '1', '--ndjson', path.join(dir, 'samples.ndjson'), ...args]);
  assert.equal(code, 0, stderr);
  fs.writeFileSync(path.join(dir, 'results.csv'), stdout);
}

test('namedShards: the one shard of a run that was not sharded has no name, whatever the layout', () => {
  const flat = resultsDir({ 'results.csv': CSV_A });
  assert.deepEqual(namedShards(flat), [{ name: null, dir: flat, declared: null }]);
  const oneArtifact = resultsDir({ 'benchmark-results/results.csv': CSV_A, 'benchmark-results/shard.json': shardJson(0, 1, ['a']) });
  assert.deepEqual(namedShards(oneArtifact), [{ name: null, dir: path.join(oneArtifact, 'benchmark-results'),
    declared: { index: 0, total: 1, categories: ['a'] } }]);
});

test('namedShards: shards are named by their artifact\'s directory, sorted; a lone shard downloaded into the path by ' +
  'its shard.json', () => {
  const dir = resultsDir({ 'shard-1/results.csv': CSV_B, 'shard-0/results.csv': CSV_A });
  assert.deepEqual(namedShards(dir).map((shard) => shard.name), ['shard-0', 'shard-1']);
  const lone = resultsDir({ 'results.csv': CSV_B, 'shard.json': shardJson(1, 2, ['b']) });
  assert.deepEqual(namedShards(lone).map((shard) => shard.name), ['1/2']);
});

test('shardLabel: the run job, or the shard by its name', () => {
  assert.equal(shardLabel({ name: null }), 'the run job');
  assert.equal(shardLabel({ name: '1/2' }), 'shard 1/2');
});

test('readShards: the shards\' samples joined, each category planned by its shard; one that failed, one that never ' +
  'reported and one given no category, each as it is', () => {
  const dir = resultsDir({
    '0/results.csv': CSV_A, '0/shard.json': shardJson(0, 5, ['a']),
    '1/results.csv': CSV_B, '1/shard.json': shardJson(1, 5, ['b']),
    '2/failure.json': JSON.stringify({ step: 'building node-pr', message: 'make failed', logTail: 'error: x' }),
    '2/shard.json': shardJson(2, 5, ['c']),
    '3/shard.json': shardJson(3, 5, []),
  });
  const log = fakeLog();
  const read = readShards(namedShards(dir), request, log);
  assert.deepEqual(read.samples.map((s) => `${s.binary} ${s.filename} ${s.rate}`),
    ['old a/a.js 10', 'new a/a.js 12', 'old b/b.js 20', 'new b/b.js 18']);
  assert.deepEqual([...read.planned], ['a', 'b']);
  assert.deepEqual(read.measured.map(({ shard, partial, elapsed, method, machine }) => [shard.name, partial, elapsed, method,
    machine]), [['0', null, null, null, null], ['1', null, null, null, null]]);
  assert.deepEqual(read.failed, [
    { shard: read.shards[2], failure: { step: 'building node-pr', message: 'make failed', logTail: 'error: x' } },
    { shard: { name: '4/5' }, failure: NO_RESULTS }]);
  assert.equal(read.shardCount, 5);
  assert.equal(read.pairing, null, 'no shard has block records');
  assert.deepEqual([read.failures, read.unmeasured, read.warnings], [[], [], []]);
});

test('readShards: a run unsharded plans the request\'s categories; a shard that stopped before its results is one ' +
  'that failed', () => {
  const one = readShards(namedShards(resultsDir({ 'results.csv': CSV_A })), request, fakeLog());
  assert.deepEqual([...one.planned], ['a', 'b']);
  const stopped = resultsDir({ 'x/results.csv': CSV_A, 'x/shard.json': shardJson(0, 2, ['a']),
    'y/shard.json': shardJson(1, 2, ['b']) });
  const read = readShards(namedShards(stopped), request, fakeLog());
  assert.deepEqual(read.failed.map(({ shard, failure }) => [shard.name, failure]), [['y', NO_RESULTS]]);
  assert.deepEqual([...read.planned], ['a'], 'only the measured shard\'s');
  const undeclared = resultsDir({ 'x/results.csv': CSV_A, 'y/results.csv': CSV_B });
  assert.deepEqual([...readShards(namedShards(undeclared), request, fakeLog()).planned], [],
    'shards that declare no categories plan none of the request\'s');
});

test('readShards: what the reader warns of is logged and kept, named by its shard', () => {
  const dir = resultsDir({ 'x/results.csv': CSV_A });
  fs.mkdirSync(path.join(dir, 'y'));
  fs.writeFileSync(path.join(dir, 'y', 'results.csv'), Buffer.from(CSV_B.replace('"n=1",18', '"n=1 \u00ff",18'), 'latin1'));
  const log = fakeLog();
  const read = readShards(namedShards(dir), request, log);
  assert.equal(read.warnings.length, 1);
  assert.match(read.warnings[0], /^shard y: results\.csv: line 3: not valid UTF-8/);
  assert.deepEqual(log.record.warnings, read.warnings);
});

test('readShards: a failed compare.js is named with the binary that failed in every process, from its records',
  { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'results-'));
    const crashing = path.join(scratch, 'node-crashing');
    fs.writeFileSync(crashing, '#!/bin/sh\nif [ "$1" = --version ]; then echo v22.11.0; exit 0; fi\n' +
      'echo "FATAL ERROR: boom" >&2\nexit 134\n', { mode: 0o755 });
    const { code } = await run(process.execPath, [compareJs, '--old', crashing, '--new', crashing, '--benchmark-dir', BENCH,
      '--no-progress', '--runs', '2', '--ndjson', path.join(dir, 'samples.ndjson'), 'alpha']);
    assert.notEqual(code, 0);
    fs.writeFileSync(path.join(dir, 'failure.json'), JSON.stringify({ step: 'benchmarking',
      message: 'compare.js produced no results (exit code 1)', logTail: '' }));
    const read = readShards(namedShards(dir), request, fakeLog());
    assert.equal(read.failed.length, 1);
    assert.match(read.failed[0].failure.message, /^compare\.js produced no results \(exit code 1\): every benchmark process failed, under both binaries/);
  });

test('readShards: the shards\' block pairings joined when they ran one plan; Welch\'s test on all when not',
  { timeout: 60_000 }, async () => {
    const same = fs.mkdtempSync(path.join(scratch, 'results-'));
    await compare(path.join(same, 'x'), ['--runs', '2', 'alpha']);
    await compare(path.join(same, 'y'), ['--runs', '2', 'beta']);
    const joined = readShards(namedShards(same), request, fakeLog());
    assert.notEqual(joined.pairing, null);
    assert.deepEqual(new Set(joined.pairing?.blocks.map((b) => b.filename)), new Set(['alpha/a.js', 'beta/b.js']));

    const mixed = fs.mkdtempSync(path.join(scratch, 'results-'));
    await compare(path.join(mixed, 'x'), ['--runs', '2', 'alpha']);
    await compare(path.join(mixed, 'y'), ['--runs', '3', 'beta']);
    const log = fakeLog();
    assert.equal(readShards(namedShards(mixed), request, log).pairing, null);
    assert.deepEqual(log.record.info, ['The shards ran different stopping plans: Welch\'s test on the CSV for all of them']);
  });
