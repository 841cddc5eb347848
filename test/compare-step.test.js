import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { makeBenchDir, benchSource } from './helpers/bench-dir.js';
import { runComparison, compareArgs, selectedFiles } from '../src/compare-step.js';

const HEADER = '"binary","filename","configuration","rate","time"\n';

function tmpDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'nba-compare-step-'));
}

/** A log like @actions/core's that remembers what it was given. */
function recordingLog() {
  const lines = [];
  return {
    lines,
    info: (message) => lines.push(message),
    startGroup: (name) => lines.push(`::group::${name}`),
    endGroup: () => lines.push('::endgroup::'),
  };
}

/**
 * A spawn that records its calls and returns a child that ends at once.
 * @returns {import('../src/compare-step.js').Spawn}
 */
function fakeSpawn(calls, { stdout = '', stderr = '', code = 0 } = {}) {
  return (command, args, options) => {
    calls.push({ command, args, options });
    const out = new PassThrough();
    const err = new PassThrough();
    const child = Object.assign(new EventEmitter(), { stdout: out, stderr: err });
    out.end(stdout);
    err.end(stderr);
    setImmediate(() => child.emit('close', code, null));
    return child;
  };
}

const request = (overrides = {}) => ({
  categories: ['cat'], filters: [], excludes: [], runs: 2, sets: [], ...overrides,
});
const settings = (overrides = {}) => ({ cpuset: null, timeout: null, ...overrides });

const twoFiles = () => makeBenchDir({
  'cat/alpha.js': benchSource({ n: [3], size: [1, 2] }),
  'cat/beta.js': benchSource({ mode: ['fine', 'boom'], n: [3] },
                             'if (conf.mode === "boom") throw new Error("exploding on purpose");'),
});

test('runs compare.js on both binaries, writes results.csv and samples.ndjson, reports progress', async () => {
  const dir = twoFiles();
  const resultsDir = tmpDir();
  const progress = [];
  const log = recordingLog();
  const result = await runComparison({
    oldBinary: process.execPath, newBinary: process.execPath, benchmarkDir: dir,
    request: request({ excludes: ['beta'], seed: 7 }), settings: settings(), resultsDir, log,
    onProgress: (p) => progress.push(p),
  });
  assert.equal(result.csvPath, path.join(resultsDir, 'results.csv'));
  assert.equal(result.ndjsonPath, path.join(resultsDir, 'samples.ndjson'));
  assert.equal(result.exitCode, 0);
  assert.deepEqual(result.failures, []);
  assert.deepEqual(result.comparisons.map((c) => c.name),
                   ['cat/alpha.js size=1 n=3', 'cat/alpha.js size=2 n=3']);
  for (const c of result.comparisons) assert.deepEqual([c.old.n, c.new.n], [2, 2]);
  assert.equal(result.samples.length, 8);
  assert.equal(result.summary.comparisons, 2);
  assert.equal(typeof result.verdictLine, 'string');
  const csv = fs.readFileSync(result.csvPath, 'utf8');
  assert.ok(csv.startsWith(HEADER));
  assert.equal(csv.trim().split('\n').length, 9);
  const records = fs.readFileSync(result.ndjsonPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(records[0].type, 'run');
  assert.equal(records[0].seed, 7);
  assert.equal(records.filter((r) => r.type === 'sample').length, 8);
  // One file selected: the first row is throttled through, the end always is.
  assert.deepEqual(progress.at(0), { done: 0, total: 1 });
  assert.deepEqual(progress.at(-1), { done: 1, total: 1 });
  assert.equal(log.lines[0], '::group::compare.js');
  assert.equal(log.lines.at(-1), '::endgroup::');
});

test('a failing configuration is returned in failures; the other comparisons are still there', async () => {
  const dir = twoFiles();
  const progress = [];
  const log = recordingLog();
  const result = await runComparison({
    oldBinary: process.execPath, newBinary: process.execPath, benchmarkDir: dir,
    request: request(), settings: settings({ timeout: 30 }), resultsDir: tmpDir(), log,
    onProgress: (p) => progress.push(p), progressInterval: 0,
  });
  assert.equal(result.exitCode, 1);
  assert.equal(result.failures.length, 4); // boom, in 2 rounds, under both binaries
  for (const failure of result.failures) {
    assert.equal(failure.type, 'failure');
    assert.equal(failure.filename, 'cat/beta.js');
  }
  assert.deepEqual(result.comparisons.map((c) => c.name), [
    'cat/alpha.js size=1 n=3', 'cat/alpha.js size=2 n=3', "cat/beta.js n=3 mode='fine'"]);
  // The failure summary reached the log, inside the group.
  const summary = log.lines.findIndex((l) => /^compare\.js: 4 failures in 8 benchmark processes/.test(l));
  assert.ok(summary > 0 && summary < log.lines.length - 1, log.lines.join('\n'));
  // With no throttle every chunk reports; beta.js is second of two.
  assert.ok(progress.some((p) => p.done === 1 && p.total === 2), JSON.stringify(progress));
  assert.deepEqual(progress.at(-1), { done: 2, total: 2 });
});

test('hostile filter text is passed as literal argv elements, never through a shell', async () => {
  const calls = [];
  const hostile = ['$(id)', '; rm -rf /', '`id`', '--old'];
  const resultsDir = tmpDir();
  const benchmarkDir = makeBenchDir({}, { harness: false });
  await assert.rejects(runComparison({
    oldBinary: '/bin/old', newBinary: '/bin/new', benchmarkDir,
    request: request({ filters: hostile, excludes: ['a && b'], sets: [{ key: 'n', value: '$(id)' }] }),
    settings: settings(), resultsDir, log: recordingLog(), spawn: fakeSpawn(calls),
    compareJs: '/x/compare.js',
  }), /compare\.js produced no results \(exit code 0\)/);
  assert.equal(calls.length, 1);
  const { command, args, options } = calls[0];
  assert.equal(command, process.execPath);
  assert.equal(options.shell, undefined);
  assert.deepEqual(args, [
    '/x/compare.js', '--old', '/bin/old', '--new', '/bin/new', '--runs', '2',
    '--benchmark-dir', benchmarkDir, '--ndjson', path.join(resultsDir, 'samples.ndjson'),
    '--no-progress',
    '--filter', '$(id)', '--filter', '; rm -rf /', '--filter', '`id`', '--filter', '--old',
    '--exclude', 'a && b', '--set', 'n=$(id)', '--', 'cat',
  ]);
});

const NOTHING_SELECTED = 'No benchmarks found: no file name in category \'cat\' contains ' +
  '--filter \'$(id)\' or \'; rm -rf /\'; files: cat/alpha.js, cat/beta.js';

test('a real run with a hostile filter matches nothing and throws a clear "no results" error', async () => {
  const dir = twoFiles();
  const log = recordingLog();
  await assert.rejects(runComparison({
    oldBinary: process.execPath, newBinary: process.execPath, benchmarkDir: dir,
    request: request({ filters: ['$(id)', '; rm -rf /'] }), settings: settings(), resultsDir: tmpDir(), log,
  }), (err) => {
    assert.ok(err instanceof Error);
    assert.equal(err.message,
                 'compare.js produced no results (exit code 1). The last lines of its stderr:\n' + NOTHING_SELECTED);
    return true;
  });
  assert.deepEqual(log.lines, ['::group::compare.js', NOTHING_SELECTED, '::endgroup::']);
});

test('CPUSET comes from the cpuset setting only, after the request\'s --set entries', () => {
  const base = { compareJs: 'c.js', oldBinary: 'o', newBinary: 'n', benchmarkDir: 'b', ndjsonPath: 's' };
  const args = compareArgs({ ...base, request: request({ sets: [{ key: 'n', value: '1' }] }),
                             settings: settings({ cpuset: '0-3', timeout: 5 }) });
  assert.deepEqual(args.slice(args.indexOf('--no-progress') + 1),
                   ['--timeout', '5', '--set', 'n=1', '--set', 'CPUSET=0-3', '--', 'cat']);
  const unpinned = compareArgs({ ...base, request: request(), settings: settings() });
  assert.equal(unpinned.some((a) => a.includes('CPUSET')), false);
  for (const key of ['CPUSET', 'cpuset']) {
    assert.throws(() => compareArgs({ ...base, request: request({ sets: [{ key, value: '0' }] }),
                                      settings: settings({ cpuset: '1' }) }),
                  /may not set CPUSET: it comes from the 'cpuset' input only/);
  }
});

test('a run that writes no results throws an Error naming the exit code and the stderr tail', async () => {
  const calls = [];
  const stderr = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n');
  await assert.rejects(runComparison({
    oldBinary: 'o', newBinary: 'n', benchmarkDir: makeBenchDir({}, { harness: false }), request: request(),
    settings: settings(), resultsDir: tmpDir(), log: recordingLog(),
    spawn: fakeSpawn(calls, { stdout: HEADER, stderr, code: 3 }),
  }), (err) => {
    assert.ok(err instanceof Error);
    assert.match(err.message, /^compare\.js produced no results \(exit code 3\)\. The last lines of its stderr:\nline 11\n/);
    assert.ok(err.message.endsWith('line 30'));
    return true;
  });
});

test('counts the selected files like compare.js: substring filters, excludes win, "all"', () => {
  const dir = makeBenchDir({ 'a/x-one.js': '', 'a/y-two.js': '', 'a/_private.js': '', 'b/x-three.js': '' },
                           { harness: false });
  assert.deepEqual(selectedFiles(dir, { categories: ['all'], filters: [], excludes: [] }),
                   ['a/x-one.js', 'a/y-two.js', 'b/x-three.js']);
  assert.deepEqual(selectedFiles(dir, { categories: ['b', 'a'], filters: ['x-'], excludes: ['one'] }),
                   ['b/x-three.js']);
});
