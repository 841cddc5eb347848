// src/machine/compare.js: the Action's run of benchmark/compare.js on both
// binaries (its argv, CPUSET, the plan, the progress it follows in the
// ndjson, a run that writes no results) and what the report step reads back
// from the results directory it leaves. benchmark/compare.js itself is
// test/compare-cli.test.js's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { makeBenchDir, benchSource } from './helpers/bench-dir.js';
import { runComparison, compareArgs, selectedFiles, followLines, PROGRESS_INTERVAL_MS, CompareError } from '../src/machine/compare.js';
import { readResults } from '../src/results/read-results.js';
import analysis from '../benchmark/_lib/stats/analysis.js';
import verdicts from '../benchmark/_lib/words/verdict.js';
import { tempDir } from './helpers/temp.js';

/**
 * runComparison, then what the report step makes of its results directory:
 * the files compare.js wrote are the whole interface between the two.
 * @param {Parameters<typeof runComparison>[0]} options
 */
async function compareAndRead(options) {
  const ran = await runComparison(options);
  const results = readResults(options.resultsDir);
  const { comparisons, summary } = analysis.analyze(results.samples, results.pairing);
  return { ...ran, ...results, comparisons, summary, verdictLine: verdicts.verdict(summary) };
}

const HEADER = '"binary","filename","configuration","rate","time"\n';

/** A results directory, inside a temp directory of its own: the step's default scratch directory goes beside it. */
function tmpDir() {
  const dir = path.join(tempDir('nba-machine-compare-'), 'results');
  fs.mkdirSync(dir);
  return dir;
}

/** A log like @actions/core's that remembers what it was given. */
function recordingLog() {
  const lines = [];
  return {
    lines,
    info: (message) => lines.push(message),
    warning: (message) => lines.push(`::warning::${message}`),
    startGroup: (name) => lines.push(`::group::${name}`),
    endGroup: () => lines.push('::endgroup::'),
  };
}

/**
 * A spawn that records its calls and returns a child that ends at once.
 * @returns {import('../src/machine/compare.js').Spawn}
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

/**
 * @param {Partial<import('../src/machine/compare.js').CompareRequest>} [overrides]
 * @returns {import('../src/machine/compare.js').CompareRequest}
 */
const request = (overrides = {}) => ({
  categories: ['cat'], filters: [], excludes: [], runs: 2, accuracy: null, maxRuns: null, sets: [], ...overrides,
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
  const result = await compareAndRead({
    oldBinary: process.execPath, newBinary: process.execPath, benchmarkDir: dir,
    request: request({ excludes: ['beta'], seed: 7 }), settings: settings(), resultsDir, log,
    onProgress: (p) => progress.push(p), now: () => 0,
  });
  assert.equal(result.csvPath, path.join(resultsDir, 'results.csv'));
  assert.equal(result.ndjsonPath, path.join(resultsDir, 'samples.ndjson'));
  assert.equal(result.exitCode, 0);
  assert.deepEqual(result.failures, []);
  assert.deepEqual(result.comparisons.map((c) => c.name),
                   ['cat/alpha.js size=1 n=3', 'cat/alpha.js size=2 n=3']);
  for (const c of result.comparisons) assert.deepEqual([c.old.n, c.new.n], [2, 2]);
  assert.equal(result.samples.length, 8);
  assert.equal(result.rows, 8, 'the rows counted as the CSV streamed by');
  assert.equal(result.summary.comparisons, 2);
  assert.equal(typeof result.verdictLine, 'string');
  const csv = fs.readFileSync(result.csvPath, 'utf8');
  assert.ok(csv.startsWith(HEADER));
  assert.equal(csv.trim().split('\n').length, 9);
  const records = fs.readFileSync(result.ndjsonPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(records[0].type, 'run');
  assert.equal(records[0].seed, 7);
  assert.equal(records.filter((r) => r.type === 'sample').length, 8);
  assert.equal(records[0].schedule, 'blocks');
  assert.deepEqual(result.method, { schedule: 'blocks', seed: 7, accuracy: null, power: null, margin: null, alpha: 0.05, minRuns: 2, maxRuns: 2 });
  // Paired: the blocks of the ndjson, two per configuration.
  for (const c of result.comparisons) assert.deepEqual([c.paired, c.blocks], [true, 2]);
  // Throttled to one look in ten seconds, by a clock that stands still however
  // long the run takes: the first row comes before any block is done, so the
  // end is what reports (2 configurations x 2 runs).
  assert.deepEqual(progress, [{ unit: 'blocks', done: 4, planned: 4, eta: 0 }]);
  assert.equal(log.lines[0], '::group::compare.js');
  assert.equal(log.lines.at(-1), '::endgroup::');
});

test('a failing configuration is returned in failures; the other comparisons are still there', async () => {
  const dir = twoFiles();
  const progress = [];
  const log = recordingLog();
  const result = await compareAndRead({
    oldBinary: process.execPath, newBinary: process.execPath, benchmarkDir: dir,
    request: request(), settings: settings({ timeout: 30 }), resultsDir: tmpDir(), log,
    onProgress: (p) => progress.push(p), progressInterval: 0,
  });
  assert.equal(result.exitCode, 1);
  assert.equal(result.failures.length, 4); // boom, in 2 rounds, under both binaries
  for (const failure of result.failures) {
    assert.equal(failure.filename, 'cat/beta.js');
    assert.ok(failure.binary === 'old' || failure.binary === 'new');
  }
  assert.deepEqual(result.comparisons.map((c) => c.name), [
    'cat/alpha.js size=1 n=3', 'cat/alpha.js size=2 n=3', "cat/beta.js n=3 mode='fine'"]);
  // The failure summary reached the log, inside the group.
  const summary = log.lines.findIndex((l) => /^compare\.js: 4 failures in \d+ benchmark processes/.test(l));
  assert.ok(summary > 0 && summary < log.lines.length - 1, log.lines.join('\n'));
  // With no throttle every row looks: blocks done only grow, planned stays 8 (4 configurations x 2).
  assert.ok(progress.length > 1, JSON.stringify(progress));
  assert.ok(progress.every((p, i) => p.unit === 'blocks' && p.planned === 8 && (i === 0 || p.done >= progress[i - 1].done)),
    JSON.stringify(progress));
  assert.deepEqual(progress.at(-1), { unit: 'blocks', done: 8, planned: 8, eta: 0 });
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
    '/x/compare.js', '--old', '/bin/old', '--new', '/bin/new', '--schedule', 'blocks', '--runs', '2',
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
    assert.ok(err instanceof CompareError);
    // 2: compare.js's usage error (nothing selected), nothing ran.
    assert.equal(err.message, 'compare.js produced no results (exit code 2: a usage or setup error, nothing ran; ' +
      'its message is below)');
    // What the report step posts as the failure, with compare.js's own words.
    assert.deepEqual(err.failure, { step: 'benchmarking', message: err.message, logTail: NOTHING_SELECTED });
    return true;
  });
  // compare.js's stderr, line by line in its group, through the Log port (whose gate, untrusted-text.js, the
  // Action puts around it: test/untrusted-log.test.js).
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

test('fixed runs pass --runs; adaptive runs the target, the power, the minimum and the cap; blocks either way', () => {
  const base = { compareJs: 'c.js', oldBinary: 'o', newBinary: 'n', benchmarkDir: 'b', ndjsonPath: 's', settings: settings() };
  const head = ['c.js', '--old', 'o', '--new', 'n', '--schedule', 'blocks'];
  const tail = ['--benchmark-dir', 'b', '--ndjson', 's', '--no-progress', '--', 'cat'];
  assert.deepEqual(compareArgs({ ...base, request: request({ runs: 30 }) }), [...head, '--runs', '30', ...tail]);
  // A request from before adaptive runs (no accuracy or maxRuns field) is fixed.
  const { categories, filters, excludes, runs, sets } = request({ runs: 30 });
  const old = { categories, filters, excludes, runs, sets };
  assert.deepEqual(compareArgs({ ...base, request: old }), [...head, '--runs', '30', ...tail]);
  assert.deepEqual(compareArgs({ ...base, request: request({ runs: 10, accuracy: 2, maxRuns: 100 }) }),
    [...head, '--accuracy', '2', '--min-runs', '10', '--max-runs', '100', ...tail]);
  assert.deepEqual(compareArgs({ ...base, request: request({ runs: 20, accuracy: 0.5, maxRuns: 200 }) }),
    [...head, '--accuracy', '0.5', '--min-runs', '20', '--max-runs', '200', ...tail]);
  // The Action's 'power' goes with an adaptive plan only.
  const powered = { ...base, settings: settings({ power: 0.99 }) };
  assert.deepEqual(compareArgs({ ...powered, request: request({ runs: 10, accuracy: 2, maxRuns: 100 }) }),
    [...head, '--accuracy', '2', '--power', '0.99', '--min-runs', '10', '--max-runs', '100', ...tail]);
  assert.deepEqual(compareArgs({ ...powered, request: request({ runs: 30 }) }), [...head, '--runs', '30', ...tail]);
  assert.throws(() => compareArgs({ ...base, request: request({ accuracy: 2, maxRuns: null }) }),
    /An adaptive request \(accuracy set\) needs maxRuns, the cap/);
});

test('a real adaptive run: compare.js stops each configuration between the minimum and the cap', async () => {
  const dir = makeBenchDir({ 'cat/alpha.js': benchSource({ n: [3], size: [1, 2] }) });
  const progress = [];
  const result = await compareAndRead({
    oldBinary: process.execPath, newBinary: process.execPath, benchmarkDir: dir,
    request: request({ runs: 2, accuracy: 50, maxRuns: 4, seed: 3 }), settings: settings(), resultsDir: tmpDir(),
    log: recordingLog(), onProgress: (p) => progress.push(p), progressInterval: 0,
  });
  assert.deepEqual(result.method, { schedule: 'blocks', seed: 3, accuracy: 50, power: 0.9, margin: 96, alpha: 0.05, minRuns: 2, maxRuns: 4 });
  const records = fs.readFileSync(result.ndjsonPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual([records[0].accuracy, records[0].plan.minRuns, records[0].plan.maxRuns], [50, 2, 4]);
  let blocks = 0;
  for (const c of result.comparisons) {
    assert.ok(c.paired && c.blocks != null && c.blocks >= 2 && c.blocks <= 4, JSON.stringify(c));
    assert.equal(c.old.n, c.blocks);
    blocks += c.blocks;
  }
  const last = progress.at(-1);
  assert.equal(last.unit, 'blocks');
  assert.equal(last.done, blocks);
});

/**
 * A stand-in for compare.js that writes, step by step, its ndjson (the path
 * after --ndjson), its CSV on stdout and the clock the tracker reads; each
 * step's CSV arrives before the next step starts.
 * @param {Array<{ ndjson?: string, csv?: string, at?: number }>} steps
 * @param {{ t: number }} clock
 */
function scriptedSpawn(steps, clock) {
  return (_command, args) => {
    const ndjson = args[args.indexOf('--ndjson') + 1];
    const out = new PassThrough();
    const err = new PassThrough();
    const child = Object.assign(new EventEmitter(), { stdout: out, stderr: err });
    (async () => {
      for (const step of steps) {
        if (step.ndjson !== undefined) fs.appendFileSync(ndjson, step.ndjson);
        if (step.at !== undefined) clock.t = step.at;
        if (step.csv !== undefined) out.write(step.csv);
        await new Promise((resolve) => setImmediate(resolve));
      }
      out.end();
      err.end();
      setImmediate(() => child.emit('close', 0, null));
    })();
    return child;
  };
}

const line = (record) => `${JSON.stringify(record)}\n`;
const PLAN = { alpha: 0.05, accuracy: 2, minRuns: 2, maxRuns: 8, looks: [2, 3, 5, 8] };
const RUN = line({ type: 'run', driver: 'compare.js', schedule: 'blocks', seed: 1, plan: PLAN, runs: null, accuracy: 2 });
/** @param {number} done @param {number} planned @param {number} eta @param {boolean} [etaAtLeast] @param {number} [cap] */
const progressLine = (done, planned, eta, etaAtLeast = false, cap = 0) =>
  line({ type: 'progress', done, planned, elapsed: done, eta, ...(etaAtLeast ? { etaAtLeast } : {}), ...(cap ? { cap } : {}) });
const rows = (n) => Array.from({ length: n }, () => '"old","cat/alpha.js","n=1",10,0.1\n"new","cat/alpha.js","n=1",11,0.1\n').join('');

test("progress: the ndjson's latest progress record, once per interval, a partly written line left for later", async () => {
  const clock = { t: 0 };
  const progress = [];
  const steps = [
    { ndjson: RUN, at: 0, csv: HEADER },                                 // looks: no progress record yet, no report
    { ndjson: progressLine(1, 16, 30), at: 5, csv: rows(1) },            // within the interval: no look
    { ndjson: progressLine(2, 16, 28, true, 16), at: 10, csv: rows(1) }, // looks: the latest of two (the least it takes)
    { ndjson: `${progressLine(3, 12, 12, false, 14)}{"type":"progress","done":4,`, at: 20, csv: rows(1) },  // half a line
    { ndjson: '"planned":12,"elapsed":4,"eta":9.5}\n', at: 30, csv: rows(1) },
    { ndjson: progressLine(5, 6, 1), at: 31, csv: rows(1) },             // within the interval: no look
  ];
  const result = await compareAndRead({
    oldBinary: 'o', newBinary: 'n', benchmarkDir: makeBenchDir({ 'cat/alpha.js': '' }, { harness: false }),
    request: request(), settings: settings(), resultsDir: tmpDir(), log: recordingLog(),
    spawn: scriptedSpawn(steps, clock), now: () => clock.t, progressInterval: 10,
    onProgress: (p) => progress.push(p),
  });
  assert.deepEqual(progress, [
    { unit: 'blocks', done: 2, planned: 16, eta: 28, etaAtLeast: true, cap: 16 },
    { unit: 'blocks', done: 3, planned: 12, eta: 12, cap: 14 },          // an adaptive run's most blocks, as written
    { unit: 'blocks', done: 4, planned: 12, eta: 9.5 },
    { unit: 'blocks', done: 5, planned: 5, eta: 0 },                     // the end: everything planned is done
  ]);
  assert.equal(result.samples.length, 10);
  assert.deepEqual(result.method, { schedule: 'blocks', seed: 1, accuracy: 2, power: null, margin: null, alpha: 0.05, minRuns: 2, maxRuns: 8 });
});

test('progress: a compare.js without progress records is counted in benchmark files', async () => {
  const clock = { t: 0 };
  const progress = [];
  const benchmarkDir = makeBenchDir({ 'cat/alpha.js': '', 'cat/beta.js': '' }, { harness: false });
  const steps = [
    { ndjson: line({ type: 'run', seed: 1, runs: 2 }), at: 0, csv: HEADER + rows(1) },
    { at: 10, csv: '"old","cat/beta.js","n=1",10,0.1\n' },
  ];
  const result = await compareAndRead({
    oldBinary: 'o', newBinary: 'n', benchmarkDir, request: request(), settings: settings(), resultsDir: tmpDir(),
    log: recordingLog(), spawn: scriptedSpawn(steps, clock), now: () => clock.t, progressInterval: 10,
    onProgress: (p) => progress.push(p),
  });
  assert.deepEqual(progress, [
    { unit: 'files', done: 0, planned: 2, eta: null },
    { unit: 'files', done: 1, planned: 2, eta: null },
    { unit: 'files', done: 2, planned: 2, eta: null },
  ]);
  assert.equal(result.method, null);
  assert.ok(result.comparisons.every((c) => !c.paired));
  assert.equal(PROGRESS_INTERVAL_MS, 10_000);
});

test('followLines reads whole new lines, at most the limit a call, and skips a cut line', () => {
  const file = path.join(tmpDir(), 'x.ndjson');
  const read = followLines(file, 16);
  assert.deepEqual(read(), [], 'no file yet');
  fs.writeFileSync(file, 'one\ntw');
  assert.deepEqual(read(), ['one']);
  fs.appendFileSync(file, 'o\n');
  assert.deepEqual(read(), ['two']);
  assert.deepEqual(read(), []);
  // 30 bytes appended, 16 read: the cut first line is dropped, the rest is whole.
  fs.appendFileSync(file, 'aaaaaaaaaaaaaaaaaa\nbbbb\ncccc\n');
  assert.deepEqual(read(), ['bbbb', 'cccc']);
  // A line longer than the limit is skipped whole, even across calls.
  fs.appendFileSync(file, 'x'.repeat(40));
  assert.deepEqual(read(), []);
  fs.appendFileSync(file, 'x'.repeat(10) + '\nlast\n');
  assert.deepEqual(read(), ['last']);
});

test('a run that writes no results throws a CompareError naming the exit code, with the stderr tail', async () => {
  const calls = [];
  const stderr = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n');
  await assert.rejects(runComparison({
    oldBinary: 'o', newBinary: 'n', benchmarkDir: makeBenchDir({}, { harness: false }), request: request(),
    settings: settings(), resultsDir: tmpDir(), log: recordingLog(),
    spawn: fakeSpawn(calls, { stdout: HEADER, stderr, code: 3 }),
  }), (err) => {
    assert.ok(err instanceof CompareError);
    assert.equal(err.message, 'compare.js produced no results (exit code 3)');
    assert.match(err.failure.logTail, /^line 11\n/);
    assert.ok(err.failure.logTail.endsWith('line 30'));
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
