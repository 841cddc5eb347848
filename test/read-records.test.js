// samples.ndjson as the report reads it, untrusted (src/results/read-records.js):
// how compare.js says it ran, the pairing, the failure and unmeasured
// records, whether the run stopped half way, the argv of each configuration.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { readResults } from '../src/results/read-results.js';
import { readRunPassArgs, runMethod } from '../src/results/read-records.js';
import { resultsDir, CSV } from './helpers/results-dir.js';


const PLAN = { alpha: 0.05, accuracy: 2, minRuns: 2, maxRuns: 3, looks: [2, 3] };
const RUN = { type: 'run', driver: 'compare.js', schedule: 'blocks', seed: 7, plan: PLAN, runs: null, accuracy: 2 };
const sample = (binary, block, rate) => JSON.stringify({ type: 'sample', binary, filename: 'a/b.js',
  configuration: 'n=1', rate, time: '0.1', block, slot: binary === 'old' ? 0 : 1 });

test('runMethod: what compare.js says ran, from its run record, checked', () => {
  assert.deepEqual(runMethod(RUN), { schedule: 'blocks', seed: 7, accuracy: 2, power: null, margin: null, alpha: 0.05, minRuns: 2, maxRuns: 3 });
  assert.deepEqual(runMethod({ ...RUN, schedule: 'rounds', seed: 'x', plan: { ...PLAN, accuracy: null, minRuns: 3 } }),
    { schedule: 'rounds', seed: null, accuracy: null, power: null, margin: null, alpha: 0.05, minRuns: 3, maxRuns: 3 });
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
  assert.deepEqual(results.method, { schedule: 'blocks', seed: 7, accuracy: 2, power: null, margin: null, alpha: 0.05, minRuns: 2, maxRuns: 3 });
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

test('readRunPassArgs: the argv of the first sample naming each wanted configuration, in its order; null for one without', (t) => {
  const args = (configuration, argv) => JSON.stringify({ type: 'sample', binary: 'old', filename: 'a/b.js', configuration,
    rate: 1, block: 0, args: argv });
  const dir = resultsDir({ 'samples.ndjson': [JSON.stringify(RUN), args('n=1', ['n=1']), args('n=1', ['n=1', 'again']),
    args('n=2', Array(1001).fill('x')), args('n=3', ['n=3', 'a\0b']), args('n=4', ['n=4']), ''].join('\n') });
  const wanted = ['n=4', 'n=2', 'n=1', 'n=3', 'n=5'].map((configuration) => ({ filename: 'a/b.js', configuration }));
  // More than 1000 arguments, or a NUL in one: outside records.js's bounds, so none.
  assert.deepEqual(readRunPassArgs(dir, wanted), [['n=4'], null, ['n=1'], null, null]);
  assert.deepEqual(readRunPassArgs(resultsDir({}), wanted.slice(0, 1)), [null], 'no samples.ndjson');
  const linked = resultsDir({});
  fs.symlinkSync(path.join(dir, 'samples.ndjson'), path.join(linked, 'samples.ndjson'));
  t.after(() => fs.rmSync(linked, { recursive: true, force: true }));
  assert.deepEqual(readRunPassArgs(linked, wanted.slice(0, 1)), [null], 'a link is not followed');
});

test("untrusted results: a sample's allocations and memory reach the pairing by block", () => {
  const counted = (binary, block, rate, allocated) => JSON.stringify({ ...JSON.parse(sample(binary, block, rate)),
    allocated, maxRSS: 1e6, heapUsed: 'forged' });
  const results = readResults(resultsDir({ 'results.csv': CSV,
    'samples.ndjson': [JSON.stringify(RUN), counted('old', 0, 10, 64), counted('new', 0, 12, 32), ''].join('\n') }));
  assert.deepEqual(results.pairing?.blocks, [{ filename: 'a/b.js', configuration: 'n=1', diffs: [Math.log(12 / 10)],
    allocated: { old: [64], new: [32] }, maxRSS: { old: [1e6], new: [1e6] } }]);
});
