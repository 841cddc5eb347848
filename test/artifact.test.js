import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMachineFile, readResults, runMethod } from '../src/artifact.js';

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
