import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeRequest, decodeRequest, readResults, runMethod, HandoffError } from '../src/artifact.js';
import { ACCURACY } from '../src/request/command.js';

/** A fixed-runs request, as the gate encodes it. */
const request = {
  prNumber: 12, commentId: 99, baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40),
  categories: ['string_decoder'], filters: ['create'], excludes: [], runs: 30, accuracy: null, maxRuns: null,
  sets: [{ key: 'n', value: '1000' }], marker: '<!-- node-benchmark-action:pr-12:string_decoder -->',
};
const adaptive = { ...request, runs: 10, accuracy: 2, maxRuns: 100 };

/** The problems decodeRequest names for `changes` to a valid request, or [] when it accepts it. */
function refusal(changes, maxRuns = 100) {
  try {
    decodeRequest(JSON.stringify({ ...JSON.parse(encodeRequest(adaptive)), ...changes }), { maxRuns });
    return [];
  } catch (err) {
    assert.ok(err instanceof HandoffError);
    return err.message.split('\n').slice(1).map((line) => line.replace(/^- /, ''));
  }
}

test('a request survives the trip from the gate to the run job, fixed or adaptive', () => {
  assert.deepEqual(decodeRequest(encodeRequest(request), { maxRuns: 100 }), { version: 2, ...request });
  assert.deepEqual(decodeRequest(encodeRequest(adaptive), { maxRuns: 100 }), { version: 2, ...adaptive });
  for (const accuracy of [ACCURACY.min, 0.5, 2.5, ACCURACY.max]) {
    assert.deepEqual(refusal({ accuracy }), [], String(accuracy));
  }
  assert.deepEqual(refusal({ runs: 100, maxRuns: 100 }), []);
});

test('a tampered request is refused, naming every problem', () => {
  const bad = { ...JSON.parse(encodeRequest(request)), headSha: 'main', categories: ['../etc'], runs: 1e9,
    sets: [{ key: 'CPUSET', value: '0' }], marker: '<!-- x -->' };
  assert.throws(() => decodeRequest(JSON.stringify(bad), { maxRuns: 100 }), (err) => {
    assert.ok(err instanceof HandoffError);
    assert.equal(err.message, "Invalid 'request':\n" +
      '- headSha must be a 40-character lowercase commit hash\n' +
      '- categories must be 1 to 20 category names\n' +
      '- runs must be a whole number from 1 to 100\n' +
      '- sets must be at most 20 {key, value} pairs with identifier keys (not CPUSET) and printable values\n' +
      '- marker must be one of ours');
    return true;
  });
  assert.throws(() => decodeRequest('{not json', { maxRuns: 100 }), /^HandoffError: Invalid 'request': not JSON/);
});

test('the run plan is checked with the bounds of the comment grammar', () => {
  const accuracy = 'accuracy must be null or a percentage from 0.1 to 50';
  for (const value of [0, 0.09, 50.01, 1e3, -1, '2', '2%', true, [], {}, undefined]) {
    assert.deepEqual(refusal({ accuracy: value }), [accuracy], JSON.stringify(value));
  }
  // NaN and Infinity do not survive JSON: they arrive as null, which is a fixed request with a cap.
  assert.deepEqual(refusal({ accuracy: NaN }), ['maxRuns must be null when accuracy is null (fixed runs)']);
  const cap = (least) => `maxRuns must be a whole number from runs (${least}) to 100 when accuracy is set`;
  assert.deepEqual(refusal({ maxRuns: 101 }), [cap(10)]);
  assert.deepEqual(refusal({ maxRuns: 9 }), [cap(10)]);
  assert.deepEqual(refusal({ maxRuns: null }), [cap(10)]);
  assert.deepEqual(refusal({ maxRuns: 50.5 }), [cap(10)]);
  assert.deepEqual(refusal({ maxRuns: 200 }, 200), []);
  assert.deepEqual(refusal({ runs: 0 }), ['runs must be a whole number from 1 to 100']);
  assert.deepEqual(refusal({ runs: 20, maxRuns: 15 }), [cap(20)]);
  assert.deepEqual(refusal({ accuracy: null, maxRuns: 100 }), ['maxRuns must be null when accuracy is null (fixed runs)']);
  // A request of another version (an older gate) is refused, not guessed at.
  assert.deepEqual(refusal({ version: 1 }), ['version must be 2']);
});

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
    JSON.stringify({ type: 'failure', filename: 'a/b.js', binary: 'new', configuration: "n=2 s='<!--'", code: 1, stderr: 'x'.repeat(10000) }),
    JSON.stringify({ type: 'failure', filename: 'a/c.js', binary: 'evil', configuration: null, signal: 'SIGKILL' }),
    'garbage',
  ].join('\n');
  const { samples, failures } = readResults(resultsDir({ 'results.csv': CSV, 'samples.ndjson': ndjson }));
  assert.equal(samples.length, 2);
  assert.deepEqual(failures, [
    { filename: 'a/b.js', binary: 'new', configuration: "n=2 s='<!--'", cause: 'exited with code 1' },
    { filename: 'a/c.js', binary: 'unknown', configuration: null, cause: 'killed by SIGKILL' },
  ]);
});

test('untrusted results: missing, malformed, linked or oversized files are refused', () => {
  assert.throws(() => readResults(resultsDir({})), /^HandoffError: the results have no results\.csv/);
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
  assert.deepEqual(results.pairing.plan, PLAN);
  assert.equal(results.pairing.blocks.length, 1);
  assert.equal(results.pairing.blocks[0].diffs[0], Math.log(12 / 10));

  // Rounds, or an ndjson of another run: no pairing, and why.
  const rounds = readResults(resultsDir({ 'results.csv': CSV,
    'samples.ndjson': `${JSON.stringify({ ...RUN, schedule: 'rounds' })}\n` }));
  assert.equal(rounds.pairing, null);
  assert.match(rounds.note, /^samples\.ndjson is from --schedule rounds/);
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
    ['samples.ndjson is not a plain file: the results are analysed without it']);
});
