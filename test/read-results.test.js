// readResults: a run step's results.csv and samples.ndjson as the report
// reads them, untrusted (src/results/read-results.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { readResults } from '../src/results/read-results.js';
import { resultsDir, CSV } from './helpers/results-dir.js';


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
