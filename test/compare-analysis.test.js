// compare.js --analyze and --max-regression (benchmark/_lib/tools/compare-analysis.js):
// the text is analyze.js's report of the same CSV (and ndjson), run as a
// child process and compared exactly, then the improvement chart; the gate
// fails on the verdict's regressions beyond the threshold and on nothing
// else; an ndjson that cannot be paired and a run that measured nothing give
// a report, never a throw.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { repoRoot } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { analyzeRun, regressionsBeyond } = require('../benchmark/_lib/tools/compare-analysis.js');
const { parseCompareCsv } = require('../benchmark/_lib/data/csv.js');
const { readPairing } = require('../benchmark/_lib/data/samples.js');
const { analyze } = require('../benchmark/_lib/stats/analysis.js');
const { improvementText } = require('../benchmark/_lib/charts/text.js');
const { createFixedPlan } = require('../benchmark/_lib/stats/sequential.js');

const analyzeJs = path.join(repoRoot, 'benchmark', 'analyze.js');
const golden = (name) => fs.readFileSync(path.join(repoRoot, 'test', 'fixtures', 'r-golden', 'cases', `${name}.csv`), 'utf8');
const HEADER = '"binary","filename","configuration","rate","time"\n';
const WELCH_HEADING = 'Improvement of new over old (mean rates), with its FCR-adjusted interval:\n';
const PAIRED_HEADING = 'Improvement of new over old (paired in blocks), with its FCR-adjusted interval:\n';

/** Runs analyze.js on files written to a temporary directory. */
function analyzeJsOn(texts, args) {
  const dir = tempDir('nba-compare-analysis-');
  for (const [name, text] of Object.entries(texts)) fs.writeFileSync(path.join(dir, name), text);
  const result = spawnSync(process.execPath, [analyzeJs, ...args], { cwd: dir, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  return { stdout: result.stdout, stderr: result.stderr };
}

/**
 * The chart analyzeRun should put under its heading, from the same analysis.
 * @param {string} csv
 * @param {string | null} [ndjson]
 * @param {number} [width]
 */
function chartOf(csv, ndjson = null, width = 72) {
  const { comparisons } = analyze(parseCompareCsv(csv).samples, ndjson === null ? null : readPairing(ndjson).pairing);
  return improvementText(comparisons, { width });
}

// Rates around a mean, the deviations summing to 0, so that the improvement
// of two such sides is the ratio of their means; new's deviations are not
// old's, so that the ratio varies from block to block (a constant ratio
// cannot be tested).
const OLD_NOISE = [5, -3, 2, -4, 0, 3, -5, 4, -2, 0];
const NEW_NOISE = [-2, 4, 0, -5, 3, 1, -4, 2, 5, -4];
const old = (center) => OLD_NOISE.map((d) => center + d);
const nu = (center) => NEW_NOISE.map((d) => center + d);

/**
 * compare.js's CSV and ndjson of a blocks run: per row [filename,
 * configuration, old rates, new rates], one block per index, old first in
 * even blocks, as compare.js interleaves them.
 * @param {[string, string, number[], number[]][]} rows
 * @param {object} [run]  fields of the run record
 */
function files(rows, run = { schedule: 'blocks', plan: createFixedPlan(rows[0][2].length) }) {
  const csv = [HEADER.trimEnd()];
  const ndjson = [JSON.stringify({ type: 'run', driver: 'compare.js', seed: 1, ...run })];
  for (let block = 0; block < rows[0][2].length; block++) {
    for (const [filename, configuration, oldRates, newRates] of rows) {
      const sides = [['old', oldRates[block]], ['new', newRates[block]]];
      if (block % 2 === 1) sides.reverse();
      sides.forEach(([binary, rate], slot) => {
        csv.push(`"${binary}","${filename}","${configuration}",${rate},0.1`);
        ndjson.push(JSON.stringify({ type: 'sample', binary, filename, configuration, rate, time: '0.1',
          ...(run.schedule === 'blocks' ? { block } : { round: block }), slot }));
      });
    }
  }
  return { csv: `${csv.join('\n')}\n`, ndjson: `${ndjson.join('\n')}\n` };
}

/** @type {[string, string, number[], number[]][]} */
const GATE_ROWS = [
  ['a.js', 'n=1', old(1000), nu(800)], // 20% slower, clearly
  ['a.js', 'n=2', old(1000), nu(1000)], // no change
  ['b.js', 'n=1', old(1000), nu(1200)], // 20% faster, clearly
  // 29% slower in the means, but so noisy that it is not significant.
  ['c.js', 'n=1', [1000, 3000, 500, 2500, 1500, 200, 2800, 900, 1600, 2000],
    [2100, 300, 1700, 400, 1100, 2600, 250, 1300, 500, 1050]],
];
const GATE = files(GATE_ROWS);

/**
 * The comparison named `name`.
 * @param {import('../benchmark/_lib/stats/analysis.js').Comparison[]} comparisons
 * @returns {any}
 */
function rowOf(comparisons, name) {
  const found = comparisons.find((c) => c.name === name);
  assert.ok(found, name);
  return found;
}

test('the text is analyze.js\'s report of the same CSV, then the improvement chart under one heading', () => {
  for (const name of ['basic', 'realistic', 'missing-side', 'constant']) {
    const csv = golden(name);
    const { stdout } = analyzeJsOn({ 'r.csv': csv }, ['r.csv']);
    const result = analyzeRun({ csv, ndjson: null, maxRegression: null });
    assert.equal(result.text, `${stdout}\n${WELCH_HEADING}${chartOf(csv)}`, name);
    assert.deepEqual([result.warnings, result.regressions, result.exitCode], [[], [], 0], name);
  }
  const csv = golden('basic');
  const wide = analyzeRun({ csv, ndjson: null, maxRegression: null, width: 100 });
  assert.ok(wide.text.endsWith(`\n${WELCH_HEADING}${chartOf(csv, null, 100)}`));
  assert.notEqual(chartOf(csv, null, 100), chartOf(csv));
});

test('the chart of basic.csv, as a person sees it', () => {
  const { text } = analyzeRun({ csv: golden('basic'), ndjson: null, maxRegression: null });
  // X: size=16's improvement with its interval at 1 - 0.05/5 (5 rows tested),
  // R: t <- t.test(new, old); 0.111 + 100 * qt(1 - 0.05/10, t$parameter) * t$stderr / mean(old) = 1.404.
  assert.ok(text.endsWith(
    '2 of 5 configurations regressed (5% false discovery rate): `url/url-parse.js type=\'long\'` -3.7%, ' +
    '`buffers/buffer-compare.js size=512` -2.7%; 2 improved: `buffers/buffer-compare.js size=4096` +5.5%, ' +
    '`url/url-parse.js type=\'short\'` +4.4%; no change larger than ±1.5% in the other one (95%).\n' +
    '\n' +
    'Improvement of new over old (mean rates), with its FCR-adjusted interval:\n' +
    '                  -4%     -2%       0%     +2%      +4%     +6%   change\n' +
    '               ────┬───────┬────────┬───────┬────────┬───────┬───\n' +
    'buffers/buffer-compare.js n=1000000\n' +
    '  size=16                       ├───○───┤                          +0.1%\n' +
    '  size=4096                         │                 ├────●────┤  +5.5%\n' +
    '  size=512         ├────●────┤      │                              -2.7%\n' +
    'url/url-parse.js n=100000\n' +
    '  type=\'long\'  ├────●────┤          │                              -3.7%\n' +
    '  type=\'short\'                      │             ├────●───┤       +4.4%\n' +
    '├─┤ 96% interval, adjusted for the 5% false discovery rate (FCR): wider than a plain 95% one\n' +
    '● changed ○ not (5% FDR) · change: the estimate · compare.R\'s p-based stars are in its table only\n'), text);
});

test('paired: the text is analyze.js --ndjson\'s report, then the chart of the paired ratios', () => {
  const { stdout, stderr } = analyzeJsOn({ 'r.csv': GATE.csv, 's.ndjson': GATE.ndjson }, ['--ndjson', 's.ndjson', 'r.csv']);
  assert.equal(stderr, '');
  const result = analyzeRun({ csv: GATE.csv, ndjson: GATE.ndjson, maxRegression: null });
  assert.equal(result.text, `${stdout}\n${PAIRED_HEADING}${chartOf(GATE.csv, GATE.ndjson)}`);
  assert.deepEqual(result.warnings, []);
  assert.match(stdout, /\n1 of 4 configurations regressed \(5% false discovery rate\): `a\.js n=1` -20\.0%; 1 improved: `b\.js` \+20\.0%;/);
});

test('--max-regression 5: a 20% regression fails, with a FAIL line under what was gated, and exit code 3', () => {
  for (const ndjson of [null, GATE.ndjson]) {
    const result = analyzeRun({ csv: GATE.csv, ndjson, maxRegression: 5 });
    const report = analyzeRun({ csv: GATE.csv, ndjson, maxRegression: null }).text;
    const q = ndjson === null ? '1.1e-27' : '6.3e-16';
    assert.equal(result.text, `${report}\n--max-regression 5: failed: 1 configuration regressed by more than 5% (changed at ` +
      `a 5% false discovery rate, the verdict above):\nFAIL: a.js n=1: -20.00 % (q = ${q})\n`);
    assert.equal(result.exitCode, 3);
    assert.equal(result.gate?.answer, 'failed');
    assert.equal(result.regressions.length, 1);
    assert.equal(result.regressions[0].name, 'a.js n=1');
    assert.equal(result.regressions[0].qValue.toExponential(1), q);
  }
});

test('the gate reads the change the verdict reads: the paired ratio when paired, the improvement otherwise', () => {
  const welch = analyzeRun({ csv: GATE.csv, ndjson: null, maxRegression: 5 }).regressions[0];
  assert.equal(welch.change, -20);
  const paired = analyzeRun({ csv: GATE.csv, ndjson: GATE.ndjson, maxRegression: 5 }).regressions[0];
  const { comparisons } = analyze(parseCompareCsv(GATE.csv).samples, readPairing(GATE.ndjson).pairing);
  const row = rowOf(comparisons, 'a.js n=1');
  assert.equal(paired.change, 100 * (row.ratio - 1));
  assert.notEqual(paired.change, row.improvement);
  assert.deepEqual(regressionsBeyond(comparisons, 5), [paired]);
});

test('--max-regression 90: the same 20% regression passes when every interval rules out a regression beyond 90%', () => {
  const result = analyzeRun({ csv: GATE.csv, ndjson: null, maxRegression: 90 });
  assert.ok(result.text.endsWith('\n\n--max-regression 90: passed: each of the 4 configurations rules out a regression ' +
    'of more than 90% (the lower end of its 95% interval is -90% or higher).\n'), result.text);
  assert.doesNotMatch(result.text, /FAIL/);
  assert.deepEqual([result.regressions, result.exitCode, result.gate?.answer], [[], 0, 'passed']);
});

test('--max-regression 30: the 20% regression is within it, but the noisy row\'s interval reaches beyond: cannot tell, exit 5', () => {
  const { comparisons } = analyze(parseCompareCsv(GATE.csv).samples);
  const noisy = rowOf(comparisons, 'c.js n=1');
  const low = noisy.improvement - noisy.accuracy['*'];
  assert.ok(low < -30, `the noisy row reaches ${low}%`);
  const result = analyzeRun({ csv: GATE.csv, ndjson: null, maxRegression: 30 });
  assert.deepEqual([result.regressions, result.exitCode, result.gate?.answer], [[], 5, 'cannot-tell']);
  assert.deepEqual(result.gate?.unsettled.map((row) => row.name), ['c.js n=1']);
  const gateLines = result.text.slice(result.text.lastIndexOf('\n--max-regression')).split('\n');
  assert.equal(gateLines[1], '--max-regression 30: cannot tell: 1 of 4 configurations neither rules out a regression ' +
    'of more than 30% nor shows one:');
  assert.match(gateLines[2], /^ {2}c\.js n=1: -29\.\d% \(95% interval -\d+\.\d% to \+\d+\.\d%\): (about \d+ runs|more than 1,000 runs) would settle it/);
});

test('an improvement never fails the gate, nor a large drop that is not significant, even at --max-regression 0', () => {
  const { comparisons } = analyze(parseCompareCsv(GATE.csv).samples);
  const noisy = rowOf(comparisons, 'c.js n=1');
  assert.ok(noisy.improvement < -25 && noisy.qValue > 0.05, `${noisy.improvement} %, q = ${noisy.qValue}`);
  assert.equal(rowOf(comparisons, 'b.js n=1').outcome, 'improved');
  for (const ndjson of [null, GATE.ndjson]) {
    const result = analyzeRun({ csv: GATE.csv, ndjson, maxRegression: 0 });
    assert.deepEqual(result.regressions.map((r) => r.name), ['a.js n=1']);
    assert.deepEqual(result.text.split('\n').filter((line) => line.startsWith('FAIL: ')).map((line) => line.split(':')[1]),
                     [' a.js n=1']);
  }
  const improvedOnly = files(GATE_ROWS.slice(2, 3));
  const passed = analyzeRun({ csv: improvedOnly.csv, ndjson: improvedOnly.ndjson, maxRegression: 0 });
  assert.deepEqual([passed.regressions, passed.exitCode], [[], 0]);
  assert.match(passed.text, /\n--max-regression 0: passed: the one configuration rules out a regression of more than 0% /);
});

test('an ndjson that cannot be paired gives analyze.js\'s warning or note and Welch\'s report, never a throw', () => {
  const welch = analyzeRun({ csv: GATE.csv, ndjson: null, maxRegression: 5 });
  const broken = GATE.ndjson.split('\n');
  broken[3] = '{"type":"sample",';
  const cases = {
    rounds: files(GATE_ROWS, { schedule: 'rounds', runs: 10 }).ndjson,
    broken: broken.join('\n'),
    'another run': files(GATE_ROWS.slice(0, 1)).ndjson,
    'not ndjson at all': 'hello\n',
  };
  for (const [name, ndjson] of Object.entries(cases)) {
    const result = analyzeRun({ csv: GATE.csv, ndjson, maxRegression: 5, ndjsonName: 's.ndjson' });
    assert.equal(result.text, welch.text, name);
    assert.equal(result.exitCode, 3, name);
    const { stderr } = analyzeJsOn({ 'r.csv': GATE.csv, 's.ndjson': ndjson }, ['--ndjson', 's.ndjson', 'r.csv']);
    assert.equal(result.warnings.map((w) => `analyze.js: ${w}\n`).join(''), stderr, name);
  }
  const rounds = analyzeRun({ csv: GATE.csv, ndjson: cases.rounds, maxRegression: null });
  assert.deepEqual(rounds.warnings, ['note: the ndjson is from --schedule rounds, which runs old and new of a ' +
    'configuration a whole file apart, so there are no pairs: Welch\'s test on the CSV, as compare.R.']);
  const other = analyzeRun({ csv: GATE.csv, ndjson: cases['another run'], maxRegression: null });
  assert.deepEqual(other.warnings, ['warning: the ndjson has no block of 3 configurations of the CSV ("a.js n=2", ...): ' +
    'is it the ndjson of another run?\nAnalysed with Welch\'s test on the CSV instead, without pairing; every sample is in the CSV.']);
});

test('a CSV without results says so in one line; the gate cannot tell, and says nothing was measured or tested', () => {
  for (const csv of [HEADER, '']) {
    assert.deepEqual(analyzeRun({ csv, ndjson: null, maxRegression: null }), {
      text: 'No results to analyse: the CSV has no rows; did any benchmark run?\n', warnings: [], regressions: [],
      gate: null, exitCode: 0,
    });
    const gated = analyzeRun({ csv, ndjson: GATE.ndjson, maxRegression: 5 });
    assert.equal(gated.text, 'No results to analyse: the CSV has no rows; did any benchmark run?\n\n' +
                 '--max-regression 5: cannot tell: no configuration was measured.\n');
    assert.equal(gated.exitCode, 5);
  }
  const oneRun = `${HEADER}"old","a.js","n=1",1000,0.1\n"new","a.js","n=1",700,0.1\n`;
  const result = analyzeRun({ csv: oneRun, ndjson: null, maxRegression: 5 });
  assert.ok(result.text.endsWith('\n--max-regression 5: cannot tell: 1 of 1 configuration neither rules out a regression ' +
    'of more than 5% nor shows one:\n  a.js n=1: not tested (the table\'s notes say why), so nothing rules a regression out\n' +
    '1 configuration could not be tested: the table\'s notes say why.\n'), result.text);
  assert.equal(result.exitCode, 5);
});

test('the CSV\'s warnings are passed on; a threshold that is not a number >= 0 is the caller\'s bug', () => {
  const cut = `${GATE.csv}"old","a.js","n=1",10`;
  const { warnings } = analyzeRun({ csv: cut, ndjson: null, maxRegression: null });
  assert.deepEqual(warnings, [`warning: line ${GATE.csv.split('\n').length}: skipped an incomplete last line (expected 5 fields ` +
    '(binary, filename, configuration, rate, time), found 4); was the run interrupted?']);
  for (const bad of [-1, NaN, Infinity, '5']) {
    assert.throws(() => analyzeRun({ csv: GATE.csv, ndjson: null, maxRegression: /** @type {any} */ (bad) }), RangeError);
  }
});
