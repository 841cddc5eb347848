import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeRequest, decodeRequest, readResults, HandoffError } from '../src/handoff.js';

const request = {
  prNumber: 12, commentId: 99, baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40),
  categories: ['string_decoder'], filters: ['create'], excludes: [], runs: 30,
  sets: [{ key: 'n', value: '1000' }], marker: '<!-- node-benchmark-action:pr-12:string_decoder -->',
};

test('a request survives the trip from the gate to the run job', () => {
  assert.deepEqual(decodeRequest(encodeRequest(request), { maxRuns: 100 }), { version: 1, ...request });
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
