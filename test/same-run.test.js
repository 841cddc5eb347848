// benchmark/_lib/data/same-run.js: a CSV and an ndjson of two runs are
// refused by every reader, naming the CSV's first row that differs; the
// files of one run still go together, whole, cut short or with a line
// repeated. The case of the issue is run for real: an A/A run and a run of
// a jitless node, from the bundled benchmarks, then analyze.js and
// history.js add given the CSV of one and the ndjson of the other.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { benchmarkDir, compareJs, run } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { pairingForCsv } = require('../benchmark/_lib/data/samples.js');
const { DifferentRunError } = require('../benchmark/_lib/data/same-run.js');
const { parseCompareCsv } = require('../benchmark/_lib/data/csv.js');
const { LIMITS } = require('../benchmark/_lib/data/records.js');
const { createFixedPlan } = require('../benchmark/_lib/stats/sequential.js');
const { analyzeRun } = require('../benchmark/_lib/tools/compare-analysis.js');
const { EXIT } = require('../benchmark/_lib/exit-codes.js');

const RUN = { type: 'run', version: 1, id: '5f0c9a17e2b4d803', driver: 'compare.js', schedule: 'blocks',
  plan: createFixedPlan(2) };
const HEADER = '"binary","filename","configuration","rate","time"\n';

/**
 * The CSV and the ndjson compare.js writes for `results`, in that order:
 * a CSV row, then its sample record.
 * @param {Array<[string, string, string, number | null, number]>} results  binary, file, configuration, rate, block
 */
function files(results) {
  const csv = HEADER + results.map(([b, f, c, rate]) => `"${b}","${f}","${c}",${rate},0.1\n`).join('');
  const ndjson = [RUN, ...results.map(([binary, filename, configuration, rate, block]) =>
    ({ type: 'sample', binary, filename, configuration, rate, block }))].map((r) => `${JSON.stringify(r)}\n`).join('');
  return { csv, ndjson };
}

const A = files([['old', 'a.js', 'n=1', 1000.5, 0], ['new', 'a.js', 'n=1', 990.25, 0],
  ['new', 'a.js', 'n=2', 501.5, 0], ['old', 'a.js', 'n=2', 499.75, 0],
  ['old', 'a.js', 'n=1', 1003.5, 1], ['new', 'a.js', 'n=1', 995.25, 1],
  ['old', 'a.js', 'n=2', 502.5, 1], ['new', 'a.js', 'n=2', 498.25, 1]]);

/** pairingForCsv's answer for the CSV `csv` and the ndjson `ndjson`: its pairing, or the refusal's message. */
function paired(csv, ndjson) {
  try {
    return { pairing: pairingForCsv(ndjson, parseCompareCsv(csv).samples, 'b.ndjson', 'a.csv').pairing, refused: null };
  } catch (err) {
    if (!(err instanceof DifferentRunError)) throw err;
    return { pairing: null, refused: err.message };
  }
}

test('the files of one run go together: whole, either cut short, or with a sample line repeated', () => {
  assert.equal(paired(A.csv, A.ndjson).pairing?.blocks.length, 2);
  const csvLines = A.csv.split('\n');
  const ndjsonLines = A.ndjson.split('\n');
  assert.equal(paired(`${csvLines.slice(0, 4).join('\n')}\n`, A.ndjson).refused, null, 'the CSV cut short');
  assert.equal(paired(A.csv, `${ndjsonLines.slice(0, 4).join('\n')}\n`).refused, null, 'the ndjson cut short');
  const repeated = [...ndjsonLines.slice(0, 3), ndjsonLines[2], ...ndjsonLines.slice(3)].join('\n');
  assert.equal(paired(A.csv, repeated).refused, null, 'a line repeated: a broken file, named by samples.js');
  // A sample whose rate is null (an older compare.js's NaN) has no row in the CSV: it is left out.
  const nullRate = ndjsonLines.slice(0, 2).concat(JSON.stringify({ type: 'sample', binary: 'new', filename: 'a.js',
    configuration: 'n=3', rate: null, block: 0 }), ndjsonLines.slice(2)).join('\n');
  assert.equal(paired(A.csv, nullRate).refused, null);
});

test('another run\'s ndjson is refused, naming the CSV\'s first row that differs and the ndjson\'s value for it', () => {
  // The same configurations in another order, measured again: every rate differs.
  const B = files([['new', 'a.js', 'n=1', 120.5, 0], ['old', 'a.js', 'n=1', 1001.5, 0],
    ['old', 'a.js', 'n=2', 499.5, 0], ['new', 'a.js', 'n=2', 60.25, 0]]);
  assert.equal(paired(A.csv, B.ndjson).refused, 'a.csv and b.ndjson are not from the same run (b.ndjson is run ' +
    '5f0c9a17e2b4d803): a.csv line 2 has old "a.js" "n=1" at 1000.5, and b.ndjson line 3 has the same binary and ' +
    'configuration at 1001.5 (the first of its samples that a.csv does not have). Give the CSV and the --ndjson file ' +
    'that one compare.js run wrote');
  // One rate of the run changed by hand: the files are no longer of one run, and the message shows the change.
  const edited = A.ndjson.replace('"rate":501.5', '"rate":501.75');
  assert.match(paired(A.csv, edited).refused ?? '', /^a\.csv and b\.ndjson are not from the same run \(b\.ndjson is run 5f0c9a17e2b4d803\): a\.csv line 4 has new "a\.js" "n=2" at 501\.5, and b\.ndjson line 4 has the same binary and configuration at 501\.75 \(/);
  // A run of other configurations, from a compare.js without run ids.
  const other = files([['old', 'b.js', 'n=1', 7, 0], ['new', 'b.js', 'n=1', 8, 0]]).ndjson.replace(/"id":"\w+",/, '');
  assert.equal(paired(A.csv, other).refused, 'a.csv and b.ndjson are not from the same run: a.csv line 2 has old ' +
    '"a.js" "n=1" at 1000.5, which b.ndjson does not have; the first of its samples that a.csv does not have is on ' +
    'line 2: old "b.js" "n=1" at 7. Give the CSV and the --ndjson file that one compare.js run wrote');
});

test('a configuration cut to the records\' bound is the CSV\'s whole one', () => {
  const long = `s='${'x'.repeat(LIMITS.text + 10)}'`;
  const whole = files([['old', 'a.js', long, 10, 0], ['new', 'a.js', long, 11, 0]]);
  const cut = whole.ndjson.replaceAll(long, long.slice(0, LIMITS.text));
  assert.equal(paired(whole.csv, cut).refused, null);
  assert.match(paired(whole.csv, cut.replace('"rate":11', '"rate":12')).refused ?? '', /a\.csv line 3 has new "a\.js"/);
});

test('compare.js --analyze reads only its own run: a difference there is our bug, thrown, never a verdict', () => {
  const B = files([['old', 'a.js', 'n=1', 2, 0], ['new', 'a.js', 'n=1', 3, 0]]);
  assert.throws(() => analyzeRun({ csv: A.csv, ndjson: B.ndjson, ndjsonName: 's.ndjson' }),
    { name: 'DifferentRunError', message: /^the CSV and s\.ndjson are not from the same run \(s\.ndjson is run 5f0c9a17e2b4d803\): the CSV line 2 has old "a\.js" "n=1" at 1000\.5, / });
  assert.equal(analyzeRun({ csv: A.csv, ndjson: A.ndjson }).warnings.length, 0);
});

// ---- the case, run for real ----------------------------------------------------------------------

const scratch = tempDir('nba-same-run-');
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A node that runs without its JIT compiler: much slower than the node on PATH. */
const JITLESS = path.join(scratch, 'node-jitless');
fs.writeFileSync(JITLESS, `#!/bin/sh\nexec "${process.execPath}" --jitless --no-warnings "$@"\n`);
fs.chmodSync(JITLESS, 0o755);

/** compare.js on the bundled string_decoder benchmark: its CSV and ndjson as `<name>.csv`, `<name>.ndjson`. */
async function compare(name, newBinary) {
  const ndjson = path.join(scratch, `${name}.ndjson`);
  const result = await run(process.execPath, [compareJs, '--old', process.execPath, '--new', newBinary, '--runs', '2',
    '--no-progress', '--filter', 'string-decoder-create', '--set', 'n=20000', '--set', 'encoding=ascii',
    '--ndjson', ndjson, 'string_decoder']);
  assert.equal(result.code, 0, result.stderr);
  fs.writeFileSync(path.join(scratch, `${name}.csv`), result.stdout);
  return { csv: path.join(scratch, `${name}.csv`), ndjson };
}

const tool = (name, args) => run(process.execPath, [path.join(benchmarkDir, name), ...args], { cwd: scratch });

test('the issue\'s case: an A/A run\'s CSV with a jitless run\'s ndjson exits 2 in analyze.js and history.js add and link, which store nothing', async () => {
  const same = await compare('a', process.execPath);
  const jitless = await compare('b', JITLESS);
  const firstRow = fs.readFileSync(same.csv, 'utf8').split('\n')[1].split(',');
  const runId = JSON.parse(fs.readFileSync(jitless.ndjson, 'utf8').split('\n')[0]).id;
  assert.match(runId, /^[0-9a-f]{16}$/);
  const refusal = new RegExp(`^a\\.csv and b\\.ndjson are not from the same run \\(b\\.ndjson is run ${runId}\\): a\\.csv ` +
    `line 2 has ${firstRow[0].slice(1, -1)} "string_decoder/string-decoder-create\\.js" "n=20000 encoding='ascii'" at ` +
    `${firstRow[3].replace('.', '\\.')}, and b\\.ndjson line \\d+ has the same binary and configuration at [\\d.e+]+ ` +
    '\\(the first of its samples that a\\.csv does not have\\)\\. ');

  const analyzed = await tool('analyze.js', ['--ndjson', 'b.ndjson', 'a.csv']);
  assert.equal(analyzed.code, EXIT.usage, analyzed.stderr);
  assert.equal(analyzed.stdout, '', 'no table, no verdict');
  assert.match(analyzed.stderr.replace(/^analyze\.js: /, ''), refusal);

  const store = path.join(scratch, 'store');
  const commit = 'a'.repeat(40);
  const add = ['add', '--store', store, '--commit', commit, '--date', '2026-11-01T12:00:00Z'];
  const added = await tool('history.js', [...add, '--ndjson', 'b.ndjson', 'a.csv']);
  assert.equal(added.code, EXIT.usage, added.stderr);
  assert.match(added.stderr.replace(/^history\.js: /, ''), refusal);
  assert.match(added.stderr, /; nothing was stored\n$/);
  const linked = await tool('history.js', ['link', '--store', store, '--from', 'v22', '--to', 'v24', '--date',
    '2026-11-01T12:00:00Z', '--ndjson', 'b.ndjson', 'a.csv']);
  assert.equal(linked.code, EXIT.usage, linked.stderr);
  assert.match(linked.stderr.replace(/^history\.js: /, ''), refusal);
  assert.equal(fs.existsSync(store), false, 'nothing stored');

  // The files of one run still go together, in both tools.
  const paired = await tool('analyze.js', ['--ndjson', 'a.ndjson', '--format', 'json', 'a.csv']);
  assert.equal(paired.code, 0, paired.stderr);
  assert.equal(JSON.parse(paired.stdout).summary.paired, true);
  const stored = await tool('history.js', [...add, '--ndjson', 'a.ndjson', 'a.csv']);
  assert.equal(stored.code, 0, stored.stderr);
  assert.equal(fs.readdirSync(path.join(store, 'commits')).length, 1);
  const jitlessAlone = await tool('analyze.js', ['--ndjson', 'b.ndjson', '--format', 'json', 'b.csv']);
  assert.equal(jitlessAlone.code, 0, jitlessAlone.stderr);
});
