// Each measured shard's machine in the comment (src/report/measured-shards.js):
// machine.json files as the run step writes them, read by the report's
// reader (results/shards.js), then said: the sections, the notes under the
// verdict, the build and benchmark times.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describeMeasuredShards } from '../src/report/measured-shards.js';
import { namedShards, readShards } from '../src/results/shards.js';
import { fakeLog } from './helpers/fake-log.js';
import { tempDir } from './helpers/temp.js';

const scratch = tempDir('nba-measured-shards-');
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

const CSV = '"binary","filename","configuration","rate","time"\n"old","a/a.js","n=1",10,0.1\n"new","a/a.js","n=1",12,0.1\n';
/** The machine the run step recorded: two CPUs, no cpufreq, not pinned, no sandbox, built in 62 s and 58 s. */
const MACHINE = { record: { cpuModel: 'AMD EPYC', cpus: [0, 1], governors: { cpu0: null, cpu1: null },
  governorNote: 'no cpufreq on this machine', turbo: null, smt: 'notsupported, active=0', isolated: '', nohzFull: null,
  aslr: '2', thp: 'madvise', loadAverage: [0.1, 0.1, 0.1], kernel: '6.1.0' }, versions: { 'node-main': 'v22.11.0' },
tuning: [], cpuset: null, commits: null, sandbox: { kind: 'none', reason: 'bwrap is not installed' }, benchmarkFiles: null,
buildSeconds: { base: 62, head: 58 }, cleanStart: null, hashes: {} };
const REQUEST = { runs: 10, accuracy: null, maxRuns: null };

/** The report's reading of a results directory laid out as `layout` (a file's path → its text). */
function readLayout(layout) {
  const dir = fs.mkdtempSync(path.join(scratch, 'results-'));
  for (const [name, text] of Object.entries(layout)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return readShards(namedShards(dir), { categories: ['a'] }, fakeLog());
}

test('the one shard of a run: its machine section as it is, its notes, and its build time', () => {
  const read = readLayout({ 'results.csv': CSV, 'machine.json': JSON.stringify(MACHINE) });
  const { sections, notes, times } = describeMeasuredShards(read, REQUEST);
  assert.equal(sections.length, 1);
  assert.doesNotMatch(sections[0], /^\*\*Machine of/);
  assert.match(sections[0], /\| CPU \| AMD EPYC \|/);
  assert.match(sections[0], /fixed: 10 runs/, 'how the run stopped, from the request when compare.js does not say');
  assert.deepEqual(notes.filter(Boolean), [
    "⚠️ The pull request's code ran without a sandbox (bwrap is not installed): it could read this runner's files and " +
    'write the old binary\'s build. Details under Machine.',
    '⚠️ The machine was not tuned for benchmarking (no CPU governor to set (no cpufreq); benchmarks not pinned to a CPU ' +
    'set): differences of a few percent may be its noise. Details under Machine.']);
  assert.deepEqual(times, { build: 'old 1 min 2 s, new 58 s', benchmark: undefined });
});

test('several shards: each machine headed by its shard, each note and time naming it', () => {
  const read = readLayout({ 'x/results.csv': CSV, 'x/machine.json': JSON.stringify(MACHINE),
    'y/results.csv': CSV, 'y/machine.json': JSON.stringify({ ...MACHINE, buildSeconds: { base: 60, head: 55 } }) });
  const { sections, notes, times } = describeMeasuredShards(read, REQUEST);
  assert.deepEqual(sections.map((s) => s.split('\n')[0]), ['**Machine of shard x**', '**Machine of shard y**']);
  assert.match(notes.filter(Boolean)[0], /^⚠️ The pull request's code ran without a sandbox on shard x /);
  assert.deepEqual(times, { build: 'old 1 min 2 s, new 58 s (shard x); old 1 min 0 s, new 55 s (shard y)',
    benchmark: undefined });
});

test('a shard without machine.json has no section and no notes; benchmark times come from how long each ran', () => {
  const shard = { name: null, dir: '/results', declared: null };
  const { sections, notes, times } = describeMeasuredShards(/** @type {any} */ ({ shards: [shard],
    measured: [{ shard, partial: null, elapsed: 250, method: null, machine: null }] }), REQUEST);
  assert.deepEqual([sections, notes], [[], []]);
  assert.deepEqual(times, { build: undefined, benchmark: '4 min 10 s' });
});
