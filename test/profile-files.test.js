// The report reads `--profile`'s files as the run job left them, which the
// pull request's code could write: profiles/index.json and the .cpuprofile
// files it names. What cannot be read becomes that entry's error, never the
// report's, and nothing outside the profiles directory is ever read.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { readProfiles } from '../src/results/profile-files.js';
import { renderProfiles } from '../src/report/profile.js';
import { renderGfm } from './helpers/gfm.js';
import { tempDir } from './helpers/temp.js';

const BENCH = '/runner/node/benchmark';

/** A .cpuprofile as V8 writes it: `hot` takes `hotTicks` samples of 100 µs, `main` one. */
function cpuprofile(hotTicks) {
  const frame = (functionName, lineNumber) => ({ functionName, scriptId: '1', url: `file://${BENCH}/cat/a.js`,
    lineNumber, columnNumber: 0 });
  const nodes = [{ id: 1, callFrame: { ...frame('(root)', -1), url: '' }, children: [2] },
    { id: 2, callFrame: frame('main', 3), children: [3] }, { id: 3, callFrame: frame('hot', 9) }];
  const samples = [2, ...Array(hotTicks).fill(3)];
  return JSON.stringify({ nodes, startTime: 0, endTime: (samples.length + 1) * 100, samples,
    timeDeltas: samples.map(() => 100) });
}

/** A results directory with profiles/ as `files` describe it (null: a link instead). */
function resultsDir(t, files) {
  const dir = tempDir('nba-profile-files-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'profiles'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'profiles', name), text);
  return dir;
}

const index = (profiles) => JSON.stringify({ version: 1, benchmarkDir: BENCH, profiles });
const ENTRY = { filename: 'cat/a.js', configuration: 'n=10', operations: 10,
  old: { file: '1.old.cpuprofile', bytes: 1 }, new: { file: '1.new.cpuprofile', bytes: 1 } };

test('reads each configuration, diffs it per operation, and names its files in the artifact', (t) => {
  const dir = resultsDir(t, { 'index.json': index([ENTRY]), '1.old.cpuprofile': cpuprofile(1),
    '1.new.cpuprofile': cpuprofile(5) });
  const [entry, ...rest] = readProfiles([{ dir, name: null }]) ?? [];
  assert.deepEqual(rest, []);
  assert.deepEqual([entry.filename, entry.configuration, entry.operations, entry.error, entry.files],
    ['cat/a.js', 'n=10', 10, null, ['profiles/1.old.cpuprofile', 'profiles/1.new.cpuprofile']]);
  const [top] = entry.diff?.rows ?? [];
  // 4 more samples of 100 µs over 10 operations: 40 µs = 40,000 ns per operation more.
  assert.deepEqual([top.name, top.location, top.old, top.new], ['hot', 'cat/a.js:10', 10_000, 50_000]);
  const shard = readProfiles([{ dir, name: 'benchmark-results-bench-1' }]);
  assert.deepEqual(shard?.[0].files, ['benchmark-results-bench-1/profiles/1.old.cpuprofile',
    'benchmark-results-bench-1/profiles/1.new.cpuprofile']);
});

test('no profiles directory, or a link in its place, is "none were made": nothing is followed', (t) => {
  const dir = resultsDir(t, {});
  fs.rmdirSync(path.join(dir, 'profiles'));
  assert.equal(readProfiles([{ dir, name: null }]), null);
  const elsewhere = resultsDir(t, { 'index.json': index([ENTRY]), '1.old.cpuprofile': cpuprofile(1),
    '1.new.cpuprofile': cpuprofile(2) });
  fs.symlinkSync(path.join(elsewhere, 'profiles'), path.join(dir, 'profiles'));
  assert.equal(readProfiles([{ dir, name: null }]), null);
});

test('a forged or broken index, file name, link or profile is that entry\'s error, and the rest is read', (t) => {
  const outside = resultsDir(t, { 'secret.cpuprofile': cpuprofile(3) });
  const dir = resultsDir(t, {
    'index.json': index([
      { ...ENTRY, old: { file: '../../secret.cpuprofile' } },
      { ...ENTRY, new: { error: 'the run exited with code 1: Error: boom' } },
      { ...ENTRY, old: { file: '3.old.cpuprofile' }, new: { file: '3.new.cpuprofile' } },
      { ...ENTRY, old: { file: '4.old.cpuprofile' }, new: { file: '4.new.cpuprofile' } },
      { ...ENTRY, old: { file: '5.old.cpuprofile' }, new: { file: '5.new.cpuprofile' } },
      ENTRY,
    ]),
    '1.old.cpuprofile': cpuprofile(1), '1.new.cpuprofile': cpuprofile(2), '3.new.cpuprofile': cpuprofile(2),
    '4.old.cpuprofile': '{"nodes": "many"}', '4.new.cpuprofile': cpuprofile(2), '5.new.cpuprofile': cpuprofile(2),
  });
  fs.symlinkSync(path.join(outside, 'profiles', 'secret.cpuprofile'), path.join(dir, 'profiles', '5.old.cpuprofile'));
  const entries = readProfiles([{ dir, name: null }]) ?? [];
  const errors = entries.map((e) => e.error);
  assert.equal(errors[0], 'old binary: no profile file named');
  assert.equal(errors[1], 'new binary: the run exited with code 1: Error: boom');
  assert.equal(errors[2], 'old binary: profiles/3.old.cpuprofile is missing');
  assert.match(errors[3] ?? '', /^old binary: /);
  assert.equal(errors[4], 'old binary: profiles/5.old.cpuprofile is not a plain file (a link)');
  assert.equal(errors[5], null);
  assert.ok(entries[5].diff, 'the good entry is still diffed');
  // As the comment shows them: each entry folded, the errors in words.
  const { body } = renderGfm(renderProfiles(entries));
  const folds = [...body.querySelectorAll('details')];
  assert.equal(folds.length, 6);
  assert.deepEqual(folds.map((d) => d.querySelector('summary')?.textContent.endsWith('not profiled')),
    [true, true, true, true, true, false]);
  assert.ok(folds[4].textContent.includes('Not profiled: old binary: profiles/5.old.cpuprofile is not a plain file'));
  assert.ok(!body.textContent.includes('secret'), 'nothing outside the profiles directory is read');
});

test('an index that is not profile.js\'s, or missing, says so in one entry', (t) => {
  const missing = resultsDir(t, {});
  assert.deepEqual(readProfiles([{ dir: missing, name: null }])?.map((e) => e.error),
    ['profiles/index.json is missing: profile.js did not finish']);
  const forged = resultsDir(t, { 'index.json': '{"version": 2, "profiles": []}' });
  assert.deepEqual(readProfiles([{ dir: forged, name: null }])?.map((e) => e.error),
    ["profiles/index.json is not profile.js's index (version 1 with a list of profiles)"]);
  const many = resultsDir(t, { 'index.json': index(Array(50).fill({ ...ENTRY, old: { error: 'x' } })) });
  assert.equal(readProfiles([{ dir: many, name: null }])?.length, 10, 'at most 10 per shard');
});
