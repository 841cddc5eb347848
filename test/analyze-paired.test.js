// The paired analysis (compare.js --schedule blocks): ratios new/old with
// their 95% intervals from the blocks of compare.js's ndjson, the verdict
// that says what a run could detect, and analyze.js --ndjson end to end,
// with its fallback to Welch's test when the ndjson cannot be paired.
//
// Expected numbers come from R 4 (t.test on log(new / old), qt, exp), the
// script in the comment above BLOCKS.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { marked } from 'marked';
import { repoRoot } from './helpers/bench-dir.js';
import { renderGfm, visibleText, shape, tableCells } from './helpers/gfm.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { analyze, DEFAULT_MARGIN } = require('../benchmark/_lib/stats/analysis.js');
const { readPairing, NdjsonError, MAX_BLOCKS } = require('../benchmark/_lib/data/samples.js');
const { renderText, probabilityText } = require('../benchmark/_lib/words/render.js');
const { verdict, renderInconclusive } = require('../benchmark/_lib/words/verdict.js');
const { tQuantile } = require('../benchmark/_lib/stats/basic.js');
const { createFixedPlan, createPlan, replay, pairedStats } = require('../benchmark/_lib/stats/sequential.js');

const analyzeJs = path.join(repoRoot, 'benchmark', 'analyze.js');

// R: old <- c(1000, 1010, 990, 1005, 995, 1000); d <- log(new / old)
//    exp(mean(d)), exp(mean(d) -+ qt(.975, 5) * sd(d) / sqrt(6)), t.test(d)$p.value
// jointBound, the three rows' intervals holding at once (Bonferroni, 5%/3):
//    ci <- exp(t.test(d, conf.level = 1 - 0.05 / 3)$conf.int); 100 * max(1 - ci[1], ci[2] - 1)
const OLD = [1000, 1010, 990, 1005, 995, 1000];
/** @type {[string, string, number[]][]} filename, configuration, new rates per block */
const BLOCKS = [
  ['a.js', 'n=1', [1001, 1008.99, 991.98, 1002.99, 995, 1001]], // about 1.000: conclusive
  ['a.js', 'n=2', [1050, 1050.4, 1049.4, 1055.25, 1039.775, 1055]], // about 1.050: changed
  ['b.js', 'n=1', [1100, 929.2, 1039.5, 954.75, 1074.6, 900]], // ±10% noise: inconclusive
];
const R = {
  'a.js n=1': { ratio: 1.0001657637913963, ratioLow: 0.99862191172341896, ratioHigh: 1.0017120026277593,
    pairedAccuracy: 0.15459825684307482, mde: 0.20995888048949141, sequentialP: 0.79372730235469324,
    jointBound: 0.22921936689470623 },
  'a.js n=2': { ratio: 1.0499801581527364, ratioLow: 1.0425856018678394, ratioHigh: 1.0574271604550658,
    pairedAccuracy: 0.70925171723541514, mde: 0.96418365884687329, sequentialP: 1.0446622579473614e-05,
    jointBound: 6.0232102787985298 },
  'b.js n=1': { ratio: 0.99684265594821386, ratioLow: 0.90967828733055156, ratioHigh: 1.0923590180808704,
    pairedAccuracy: 9.5818895351944544, mde: 13.228060778692829, sequentialP: 0.93265759016358363,
    jointBound: 13.047418958794111 },
};

/**
 * compare.js's outputs for blocks of rates: the CSV and the ndjson, samples
 * in block order, old first in even blocks.
 * @param {any[][]} rows  [filename, configuration, old rates, new rates]
 * @param {object} run  fields of the run record
 */
function files(rows, run = { schedule: 'blocks', plan: createFixedPlan(rows[0][2].length) }) {
  const csv = ['"binary","filename","configuration","rate","time"'];
  const ndjson = [JSON.stringify({ type: 'run', driver: 'compare.js', seed: 1, ...run })];
  const blocks = Math.max(...rows.map(([, , old]) => old.length));
  for (let block = 0; block < blocks; block++) {
    for (const [filename, configuration, oldRates, newRates] of rows) {
      const sides = [['old', oldRates[block]], ['new', newRates[block]]];
      if (block % 2 === 1) sides.reverse();
      sides.forEach(([binary, rate], slot) => {
        if (rate === undefined) return;
        csv.push(`"${binary}","${filename}","${configuration}",${rate},0.1`);
        ndjson.push(JSON.stringify({ type: 'sample', binary, filename, configuration, rate, time: '0.1',
          ...(run.schedule === 'blocks' ? { block } : { round: block }), slot }));
      });
    }
  }
  return { csv: `${csv.join('\n')}\n`, ndjson: `${ndjson.join('\n')}\n` };
}

const ROWS = BLOCKS.map(([filename, configuration, rates]) => [filename, configuration, OLD, rates]);

function samplesOf(csv) {
  return csv.trim().split('\n').slice(1).map((line) => {
    const [binary, filename, configuration, rate] = line.split(',').map((f) => f.replace(/"/g, ''));
    return { binary, filename, configuration, rate: Number(rate) };
  });
}

/**
 * analyze() on rows, paired through the ndjson reader.
 * @param {any[][]} rows
 * @param {{ schedule: string, plan: import('../benchmark/_lib/stats/sequential.js').Plan }} [run]  fields of the run record
 */
function analyzeRows(rows, run = undefined) {
  const { csv, ndjson } = files(rows, run);
  return analyze(samplesOf(csv), readPairing(ndjson).pairing);
}

function assertClose(actual, expected, what) {
  assert.ok(Math.abs(actual - expected) <= 1e-9 * Math.abs(expected), `${what}: ${actual}, R says ${expected}`);
}

/** Runs analyze.js on files in a temporary directory. */
function analyzeFiles(texts, args) {
  const dir = tempDir('nba-paired-');
  for (const [name, text] of Object.entries(texts)) fs.writeFileSync(path.join(dir, name), text);
  const result = spawnSync(process.execPath, [analyzeJs, ...args], { cwd: dir, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The allocations' line when the binaries counted none (these samples have no allocations). */
const NOT_AVAILABLE = "Allocations: not available: a binary has no allocation counter (V8's, in Node 26 and later).";

test('paired rows: the ratio, its interval, the MDE and the p-value are R\'s paired t-test on log(new/old)', () => {
  const { comparisons, summary } = analyzeRows(ROWS);
  const welch = analyze(samplesOf(files(ROWS).csv)).comparisons;
  assert.deepEqual(comparisons.map((c) => c.name), ['a.js n=1', 'a.js n=2', 'b.js n=1']);
  comparisons.forEach((c, i) => {
    for (const [key, value] of Object.entries(R[c.name])) assertClose(c[key], value, `${c.name} ${key}`);
    assert.equal(c.paired, true);
    assert.equal(c.blocks, 6);
    // Welch's columns are compare.R's, whatever the pairing.
    for (const key of ['old', 'new', 'improvement', 'pValue', 'df', 't', 'stars', 'accuracy', 'error']) {
      assert.deepEqual(c[key], welch[i][key], `${c.name} ${key}`);
    }
  });
  assert.deepEqual(comparisons.map((c) => c.state), ['cap', 'crossed', 'cap']);
  assert.deepEqual(comparisons.map((c) => c.outcome), ['conclusive', 'improved', 'inconclusive']);
  // BH over the paired p-values, not Welch's: 3 · p for the smallest.
  assertClose(comparisons[1].qValue, 3 * R['a.js n=2'].sequentialP, 'q-value');
  assertClose(comparisons[1].holmPValue, 3 * R['a.js n=2'].sequentialP, 'Holm p-value');
  // -0.32% ± 9.58% to lie within ±2%: the half-width must shrink to
  // 2 - 0.32, so 6 · (9.58 / 1.68)² = 194.2 blocks (R, from the constants).
  assert.equal(comparisons[2].runsForMargin, 195);
  // X is the conclusive row's bound when all three rows' intervals must hold
  // at once (at 1 - 0.05/3 each), not its 95% bound of ±0.17%.
  // What the verdict names: a.js n=2, as `a.js n=2` (the file's rows differ in n), with its change.
  assert.deepEqual(summary, { comparisons: 3, tested: 3, untested: 0, constant: 0, notFinite: 0, badRates: 0, improved: 1, regressed: 0,
    fdr: 0.05, changed: 1, conclusive: 1, inconclusive: 1, ownChanges: 0, margin: DEFAULT_MARGIN,
    detectable: comparisons[0].jointBound, paired: true, allocations: null, regressions: [],
    // The median half-width (6 blocks each), within the margin already: no runs to bring it there.
    typical: { halfWidth: comparisons.map((c) => c.pairedAccuracy ?? NaN).sort((x, y) => x - y)[1], runs: null },
    improvements: [{ name: 'a.js n=2', label: 'a.js n=2', change: 100 * ((comparisons[1].ratio ?? NaN) - 1) }] });
  assert.equal(verdict(summary), '0 of 3 configurations regressed (5% false discovery rate); 1 improved: `a.js n=2` +5.0%; ' +
    'no change larger than ±0.3% in 1 other (95%); 1 inconclusive.');
  assert.equal(renderInconclusive(comparisons, summary),
               'Inconclusive (95% interval not within the ±2% margin):\nInterval wider than the margin; the runs that would bring each within ±2%:\n- b.js n=1: -0.3% ±9.6%, about 200 runs\n');
});

test('a block with a side missing is left out; the stopping rule is replayed with the run\'s plan and margin', () => {
  const plan = createPlan({ accuracy: 1, minRuns: 5, maxRuns: 20 });
  const old = [...OLD, 1000, 1000];
  const rates = [1001, 1008.99, 991.98, 1002.99, 995, 1001, undefined, 1000.5];
  const { comparisons, summary } = analyzeRows([['a.js', 'n=1', old, rates]], { schedule: 'blocks', plan });
  const [c] = comparisons;
  const diffs = rates.map((rate, b) => (rate === undefined ? null : Math.log(rate / old[b])));
  const expected = replay(plan, diffs);
  assert.equal(c.blocks, 7);
  assert.equal(c.state, expected.state);
  assert.equal(c.sequentialP, expected.pValue);
  assert.equal(c.ratio, expected.ratio);
  assert.equal(summary.margin, 1.7, 'the plan\'s margin: the change ±1% intervals tell with 90% power');
});

test('an adaptive row\'s interval is the repeated confidence interval: the plain paired t interval lies inside it', () => {
  // A quiet row (CV of d about 2%, +1%) for a ±2% target: looked at from 10
  // blocks on, where each look spends alpha, it stops 'precise' when its
  // pairs reach the horizon (its plain interval within ±2%). Its
  // interval is mean ± c·se with c that look's boundary, above
  // qt(0.975, n - 1), so wider than the plain t, R's (test 1), which a fixed
  // plan keeps.
  const plan = createPlan({ accuracy: 2, minRuns: 10, maxRuns: 40 });
  const drift = Array.from({ length: plan.maxRuns }, (_, b) => ((b * 37) % 11 - 5) / 80 + 0.01);
  const n = replay(plan, drift).n; // where the runner stops: its ndjson has these blocks
  const old = drift.slice(0, n).map((_, b) => 1000 * (1 + (b % 3) / 100));
  const rates = old.map((rate, b) => rate * Math.exp(drift[b]));
  const { comparisons, summary } = analyzeRows([['h.js', 'n=1', old, rates]], { schedule: 'blocks', plan });
  const [c] = comparisons;
  const diffs = rates.map((rate, b) => Math.log(rate / old[b]));
  const engine = replay(plan, diffs);
  assert.deepEqual([c.state, c.blocks, engine.n], ['precise', n, n]);
  assert.ok(n > plan.minRuns && engine.spentBefore?.some((spent) => spent !== undefined && spent > 0),
            'earlier looks spent alpha');
  const plain = pairedStats(diffs);
  assert.equal(c.ratio, plain.ratio, 'the estimate is the plain one');
  const { ratioLow: low, ratioHigh: high, pairedAccuracy: accuracy } = c;
  assert.deepEqual([low, high, accuracy], [engine.ratioLow, engine.ratioHigh, engine.accuracy]);
  assert.ok(low != null && high != null && accuracy != null && plain.ratioLow !== null && plain.ratioHigh !== null &&
            plain.accuracy !== null && plain.ratio !== null && engine.boundary !== null);
  assert.ok(low < plain.ratioLow && plain.ratioHigh < high, `${low} to ${high}`);
  assert.ok(accuracy > plain.accuracy);
  // The same centre on the log scale, the half-width scaled by boundary / qt(0.975, n - 1).
  assertClose(Math.sqrt(low * high), plain.ratio, 'centre');
  assertClose(Math.log(high / low) / Math.log(plain.ratioHigh / plain.ratioLow),
              engine.boundary / tQuantile(0.975, n - 1), 'widening');
  assert.ok(engine.boundary > tQuantile(0.975, n - 1));
  // One row: the joint claim (5%/1) is this interval's.
  assert.equal(c.outcome, 'conclusive');
  assertClose(summary.detectable, 100 * Math.max(1 - low, high - 1), 'X');
});

test('verdict: nothing changed, every row conclusive', () => {
  // The same six ratios (about 1.0002 ± 0.0015), paired with other blocks.
  const ratios = [1.001, 0.999, 1.002, 0.998, 1.000, 1.001];
  const rows = [0, 1, 2].map((i) => ['c.js', `n=${i}`, OLD, OLD.map((r, b) => r * ratios[(b + i) % 6])]);
  const { comparisons, summary } = analyzeRows(rows);
  // Each row's 95% interval is a.js n=1's (the same d's): within ±2%.
  for (const { ratioLow, ratioHigh } of comparisons) {
    assert.ok(ratioLow != null && ratioHigh != null);
    assertClose(100 * Math.max(1 - ratioLow, ratioHigh - 1), 100 * (R['a.js n=1'].ratioHigh - 1), '95% bound');
  }
  assert.equal(summary.conclusive, 3);
  // X holds for the three at once: each interval at 1 - 0.05/3, R's
  // jointBound of a.js n=1 (3 rows too), wider than the 95% bound of ±0.17%.
  assertClose(summary.detectable, R['a.js n=1'].jointBound, 'X');
  assert.equal(verdict(summary), 'No change larger than ±0.3% in 3 of 3 configurations (95%).');
  assert.equal(renderInconclusive(comparisons, summary), '');
});

test('verdict: nothing changed, some rows inconclusive, named after the verdict in text', () => {
  const rows = [ROWS[0], ROWS[2]];
  const { comparisons, summary } = analyzeRows(rows);
  // Two rows tested: a.js n=1's interval at 1 - 0.05/2, R:
  // exp(t.test(d, conf.level = 0.975)$conf.int) -> no change larger than 0.2069%.
  assertClose(summary.detectable, 0.20689184638948976, 'X');
  const line = verdict(summary);
  assert.equal(line, 'No change larger than ±0.3% in 1 of 2 configurations (95%); 1 inconclusive.');
  const text = renderText(comparisons, line, summary);
  assert.ok(text.endsWith('\n\nNo change larger than ±0.3% in 1 of 2 configurations (95%); 1 inconclusive.\n' +
    `${NOT_AVAILABLE}\n` +
    'Inconclusive (95% interval not within the ±2% margin):\nInterval wider than the margin; the runs that would bring each within ±2%:\n- b.js n=1: -0.3% ±9.6%, about 200 runs\n'), text);
});

test('verdict: nothing conclusive says so, with what the run could tell, or keeps "No change larger than" while X is useful', () => {
  const noisy = (shift) => BLOCKS[2][2].map((r) => r + shift);
  const { summary } = analyzeRows([['d.js', 'n=1', OLD, noisy(0)], ['d.js', 'n=2', OLD, noisy(3)]]);
  assert.equal(summary.conclusive, 0);
  // The larger of the two rows' intervals at 1 - 0.05/2 (R: t.test(d,
  // conf.level = 0.975) of d.js n=2, 11.866%); each 95% bound is about 9.5%.
  assertClose(summary.detectable, 11.866199422380008, 'X');
  // ±11.9% is more than 5 margins: not a headline. The median half-width
  // is d.js n=1's (about 9.6%, 6 blocks): 6 · (9.6 / 2)² = 139 blocks.
  assert.equal(verdict(summary), 'Nothing concluded: all 2 configurations inconclusive (no 95% interval is within ' +
    'the ±2% margin). This run could tell changes of about ±9.6% per configuration; about 140 runs would bring that ' +
    'to ±2%.');
  // One row: the joint claim is its own 95% interval's, R: 9.236%.
  const one = analyzeRows([ROWS[2]]).summary;
  assertClose(one.detectable, 100 * (R['b.js n=1'].ratioHigh - 1), 'X of one row');
  assert.equal(verdict(one), 'No change larger than ±9.3% in the only configuration (95%), but it is inconclusive ' +
    '(its 95% interval is not within the ±2% margin). This run could tell changes of about ±9.6% per configuration; ' +
    'about 140 runs would bring that to ±2%.');
});

// 19 quiet rows, q.js n=00 to n=18, new = old · (1 + (1 + k/10) · DEV) in
// block b; r.js, about -1.2% in every block; u.js, one block (untested).
// R, with d <- log(new / old) of each row and m <- 20 rows tested:
//   ci <- exp(t.test(d, conf.level = 1 - 0.05 / m)$conf.int); 100 * max(1 - ci[1], ci[2] - 1)
//   q.js n=18 (the widest): 0.99392; r.js: 2.87350
//   r.js: exp(t.test(d)$conf.int) = 0.98028 to 0.99574 (-1.20% ± 0.79%), p 0.0106;
//   p.adjust(c(p of the 20), 'BH') of r.js: 0.212
const DEV = [1, -1, 2, -2, 0, 1].map((x) => x / 1000);
const OWN = [0.7, -0.7, 0.9, -0.9, 0.3, -0.3].map((x) => x / 100);
const R_JOINT = { quiet: 0.99391733113212144, own: 2.8734978102704867, ownLow: 0.98027601766997985,
  ownHigh: 0.99573870417773724, ownP: 0.010600356337632653, ownQ: 0.21200712675265304 };

test('the verdict\'s X holds for its rows at once (Bonferroni, 5%/m); a row changed by its own test alone is inconclusive and never sets X', () => {
  const quiet = Array.from({ length: 19 }, (_, k) =>
    ['q.js', `n=${String(k).padStart(2, '0')}`, OLD, OLD.map((r, b) => r * (1 + (1 + k / 10) * DEV[b]))]);
  const own = ['r.js', 'n=1', OLD, OLD.map((r, b) => r * 0.988 * (1 + OWN[b]))];
  const { comparisons, summary } = analyzeRows([...quiet, own, ['u.js', 'n=1', [1000], [1000]]]);
  const r = comparisons.find((c) => c.filename === 'r.js');
  assert.ok(r);
  // Its own test found the change (p < 0.05); 20 rows' correction does not
  // keep it (q ≥ 0.05). Its 95% interval lies within ±2%, as a "no change"
  // row's must, and it would have set X (the issue: "a −4.9% row set 'no
  // change larger than ±7.1%'"): it is not a "no change" row.
  assertClose(r.sequentialP, R_JOINT.ownP, 'p');
  assertClose(r.qValue, R_JOINT.ownQ, 'q');
  assertClose(r.ratioLow, R_JOINT.ownLow, 'ratioLow');
  assertClose(r.ratioHigh, R_JOINT.ownHigh, 'ratioHigh');
  assert.ok(100 * (1 - R_JOINT.ownLow) < DEFAULT_MARGIN);
  assert.deepEqual([r.state, r.outcome], ['crossed', 'inconclusive']);
  assertClose(r.jointBound, R_JOINT.own, 'its joint bound');
  // m = 20: the untested row is not among the rows of the claim.
  assert.deepEqual([summary.tested, summary.untested, summary.changed, summary.conclusive, summary.inconclusive],
                   [20, 1, 0, 19, 1]);
  assertClose(summary.detectable, R_JOINT.quiet, 'X');
  assert.ok(summary.detectable !== null && r.jointBound != null && summary.detectable < r.jointBound);
  assert.equal(verdict(summary), 'No change larger than ±1.0% in 19 of 20 configurations (95%); 1 inconclusive ' +
    '(changed by its own test, not after the correction for 20 configurations). 1 could not be tested.');
  assert.equal(renderInconclusive(comparisons, summary), '1 inconclusive: 1 changed by its own test only:\n' +
    'Changed by its own test, not after the correction for 20 configurations:\n- r.js n=1: -1.2% ±0.8%\n');
});

test('rates that over- or underflow Welch\'s test are not counted when paired either, though their ratios are fine', () => {
  const { comparisons, summary } = analyzeRows([ROWS[0], ['big.js', 'n=1', [1e300, 2e300, 3e300, 1e300, 2e300, 3e300],
    [1.1e300, 2.2e300, 3.3e300, 1.1e300, 2.2e300, 3.3e300]]]);
  const big = comparisons.find((c) => c.filename === 'big.js');
  assert.deepEqual([big?.error, big?.blocks, big?.sequentialP, big?.qValue, big?.outcome],
                   ['overflow: the largest rate is 3.3e+300 (the new rate)', 6, null, null, 'untested']);
  assert.deepEqual([summary.tested, summary.badRates], [1, 1]);
});

test('an interval end too large for a number bounds nothing: no bound is said, not the other end\'s 100%', () => {
  // d = [0, ln 1e50]: the interval's upper end, exp(57.6 + 12.7 · 57.6),
  // overflows and is kept as null. It used to count as 0 in the bound,
  // which then claimed "no change larger than ±100.0%". (Rates of 1e300
  // would overflow Welch's variance, and the row would not be tested.)
  const { comparisons, summary } = analyzeRows([['g.js', 'n=1', [1, 1], [1, 1e50]]]);
  const [c] = comparisons;
  assert.equal(c.ratioHigh, null);
  assert.equal(c.outcome, 'inconclusive');
  assert.equal(summary.detectable, Infinity);
  assert.equal(verdict(summary), 'Nothing concluded: the only configuration is inconclusive (its 95% interval is not ' +
    'within the ±2% margin).');
  assert.equal(renderInconclusive(comparisons, summary), 'Inconclusive (95% interval not within the ±2% margin):\n' +
    'Estimate beyond ±2% (more runs would tell whether it changed):\n' +
    '- g.js n=1: more than +1,000,000%, an interval without a finite bound\n');
});

test('verdict: changes with nothing else conclusive, regressions, and rows that cannot be tested', () => {
  const down = BLOCKS[1][2].map((r, b) => OLD[b] ** 2 / r); // the mirror image: about −4.8%
  const { summary } = analyzeRows([ROWS[1], ['a.js', 'n=3', OLD, down], ROWS[2], ['e.js', 'n=1', [1000], [1000]]]);
  assert.deepEqual([summary.improved, summary.regressed, summary.untested], [1, 1, 1]);
  // X: b.js n=1's interval at 1 - 0.05/3, for the 3 rows tested (the
  // changed ones count among them, the untested one does not).
  assertClose(summary.detectable, R['b.js n=1'].jointBound, 'X');
  // The regression first, named, then the improvement.
  assert.equal(verdict(summary), '1 of 3 configurations regressed (5% false discovery rate): `a.js n=3` -4.8%; ' +
    '1 improved: `a.js n=2` +5.0%; the other one inconclusive (its 95% interval is not within the ±2% margin). ' +
    '1 could not be tested.');
  const none = analyzeRows([['e.js', 'n=1', [1000], [1000]]]).summary;
  assert.equal(verdict(none), 'No configuration could be tested (each needs at least 2 blocks with both binaries).');
});

test('the inconclusive list shows the least precise first and stops at ten', () => {
  const rows = Array.from({ length: 12 }, (_, i) =>
    ['f.js', `n=${String(i).padStart(2, '0')}`, OLD, BLOCKS[2][2].map((r, b) => r * (1 + (b % 2 ? -1 : 1) * i / 200))]);
  const { comparisons, summary } = analyzeRows(rows);
  const list = renderInconclusive(comparisons, summary).split('\n');
  assert.equal(list.length, 1 + 1 + 10 + 1 + 1);
  // R: d <- log(new / old); -0.47% ± 16.59%, and 6 · (16.59 / (2 - 0.47))² = 702.1 blocks.
  assert.equal(list[2], '- f.js n=11: -0.5% ±16.6%, about 710 runs');
  assert.equal(list[12], '- and 2 more');
  const widths = list.slice(2, 12).map((l) => {
    const match = l.match(/±([\d.]+)%/);
    assert.ok(match, l);
    return Number(match[1]);
  });
  assert.deepEqual(widths, [...widths].sort((a, b) => b - a));
});

test('without pairing, the verdict uses compare.R\'s accuracy (*) and the improvement; ratio fields stay null', () => {
  const { comparisons, summary } = analyze(samplesOf(files(ROWS).csv));
  assert.equal(summary.paired, false);
  for (const c of comparisons) {
    assert.deepEqual([c.paired, c.blocks, c.ratio, c.ratioLow, c.ratioHigh, c.mde, c.sequentialP],
                     [false, null, null, null, null, null, null]);
  }
  const [a1, a2, b1] = comparisons;
  assert.deepEqual([a1.outcome, a2.outcome, b1.outcome], ['conclusive', 'improved', 'inconclusive']);
  const [a1Half, b1Half] = [a1.accuracy['*'], b1.accuracy['*']];
  assert.ok(a1Half !== null && b1Half !== null);
  // R, Welch's t.test(new, old) of each row, se and df its stderr and parameter:
  // X = |improvement| + 100 · qt(1 - 0.05/6, df) · se / mean(old) of a1, the
  // interval of its improvement at 1 - 0.05/3 (0.016% ± 1.093%; ± 0.847% at 95%).
  assertClose(summary.detectable, 1.1092271457426834, 'X');
  assert.ok(summary.detectable !== null && Math.abs(a1.improvement) + a1Half < summary.detectable);
  // -0.03% ± 8.67% to lie within ±2%: 6 · (8.67 / (2 - 0.03))² = 116.5 runs.
  assert.equal(b1.runsForMargin, 117);
  assert.equal(verdict(summary), '0 of 3 configurations regressed (5% false discovery rate); 1 improved: `a.js n=2` +5.0%; ' +
    'no change larger than ±1.2% in 1 other (95%); 1 inconclusive.');
});

test('analyze.js --ndjson: text is compare.R\'s table, then the paired verdict and the inconclusive rows', () => {
  const { csv, ndjson } = files(ROWS);
  const paired = analyzeFiles({ 'r.csv': csv, 's.ndjson': ndjson }, ['--ndjson', 's.ndjson', 'r.csv']);
  const welch = analyzeFiles({ 'r.csv': csv }, ['r.csv']);
  assert.equal(paired.code, 0, paired.stderr);
  assert.equal(paired.stderr, '');
  const table = welch.stdout.slice(0, welch.stdout.indexOf('(***)\n\n') + '(***)\n\n'.length);
  assert.match(table, /risk acceptance \(\*\*\*\)\n\n$/);
  assert.ok(paired.stdout.startsWith(table), 'compare.R\'s table and paragraph unchanged');
  assert.ok(paired.stdout.endsWith('(***)\n\n0 of 3 configurations regressed (5% false discovery rate); 1 improved: ' +
    `\`a.js n=2\` +5.0%; no change larger than ±0.3% in 1 other (95%); 1 inconclusive.\n${NOT_AVAILABLE}\n` +
    'Inconclusive (95% interval not within the ±2% margin):\n' +
    'Interval wider than the margin; the runs that would bring each within ±2%:\n- b.js n=1: -0.3% ±9.6%, about 200 runs\n'), paired.stdout);
});

test('analyze.js --ndjson --format json and csv carry the paired fields', () => {
  const { csv, ndjson } = files(ROWS);
  const json = JSON.parse(analyzeFiles({ 'r.csv': csv, 's.ndjson': ndjson }, ['--ndjson', 's.ndjson', '--format', 'json', 'r.csv']).stdout);
  const row = json.comparisons[1];
  for (const [key, value] of Object.entries(R['a.js n=2'])) {
    assertClose(row[key], value, key);
  }
  assert.deepEqual([row.paired, row.blocks, row.state, row.outcome, row.runsForMargin], [true, 6, 'crossed', 'improved', null]);
  assert.equal(json.summary.paired, true);
  assertClose(json.summary.detectable, R['a.js n=1'].jointBound, 'X');
  assert.equal(json.verdict, '0 of 3 configurations regressed (5% false discovery rate); 1 improved: `a.js n=2` +5.0%; no change larger than ±0.3% in 1 other (95%); 1 inconclusive.');
  assert.deepEqual(json.summary.improvements.map((r) => [r.name, r.label]), [['a.js n=2', 'a.js n=2']]);
  // These binaries counted no allocations: each row says null, the line says so.
  assert.ok(json.comparisons.every((c) => c.allocations === null && c.memory === null));
  assert.equal(json.allocationVerdict, NOT_AVAILABLE);

  const out = analyzeFiles({ 'r.csv': csv, 's.ndjson': ndjson }, ['--ndjson', 's.ndjson', '--format', 'csv', 'r.csv']).stdout;
  const [header, , , b1] = out.trim().split('\n');
  const names = header.split(',').map((f) => f.replace(/"/g, ''));
  assert.deepEqual(names.slice(19), ['paired', 'blocks', 'ratio', 'ratio_low', 'ratio_high', 'paired_accuracy',
    'mde', 'state', 'sequential_p', 'outcome', 'runs_for_margin', 'allocated_old', 'allocated_new', 'allocated_ratio',
    'allocated_ratio_low', 'allocated_ratio_high', 'allocated_outcome']);
  const cells = Object.fromEntries(b1.split(',').map((cell, i) => [names[i], cell]));
  assert.deepEqual([cells.paired, cells.blocks, cells.state, cells.outcome, cells.runs_for_margin], ['true', '6', '"cap"', '"inconclusive"', '195']);
  for (const [key, field] of [['ratio', 'ratio'], ['ratioLow', 'ratio_low'], ['ratioHigh', 'ratio_high'], ['mde', 'mde']]) {
    assertClose(Number(cells[field]), R['b.js n=1'][key], field);
  }
});

test('analyze.js --format json carries each row\'s jointBound', () => {
  const { csv, ndjson } = files(ROWS);
  const json = JSON.parse(analyzeFiles({ 'r.csv': csv, 's.ndjson': ndjson }, ['--ndjson', 's.ndjson', '--format', 'json', 'r.csv']).stdout);
  // Every row R has a value for, so that the check below cannot pass on no rows.
  assert.deepEqual(json.comparisons.map((row) => row.name), Object.keys(R));
  json.comparisons.forEach((row) => assertClose(row.jointBound, R[row.name].jointBound, `${row.name} jointBound`));
});

test('analyze.js --ndjson --format markdown renders (GFM): the verdict, the changed rows, the rest folded, the note', () => {
  const { csv, ndjson } = files(ROWS);
  const { stdout } = analyzeFiles({ 'r.csv': csv, 's.ndjson': ndjson }, ['--ndjson', 's.ndjson', '--format', 'markdown', 'r.csv']);
  const { body, html } = renderGfm(stdout);
  assert.deepEqual(shape(body), ['p', 'p', 'table', 'details', 'details', 'p', 'details'], html);
  assert.equal(visibleText(body.children[0]), '0 of 3 configurations regressed (5% false discovery rate); 1 improved: ' +
    'a.js n=2 +5.0%; no change larger than ±0.3% in 1 other (95%); 1 inconclusive.');
  assert.deepEqual([...body.children[0].querySelectorAll('strong > code')].map(visibleText), ['a.js n=2']);
  assert.equal(visibleText(body.children[1]), NOT_AVAILABLE);
  // The verdict's test alone: the paired change with its interval, its q-value, its outcome.
  assert.deepEqual(tableCells(body.children[2]), {
    header: ['benchmark', 'new vs old (95% interval)', 'q-value', 'result'],
    rows: [['a.js n=2', '+5.0% (+4.3% to +5.7%)', probabilityText(3 * R['a.js n=2'].sequentialP), 'improved']] });
  const [inconclusive, rest] = [body.children[3], body.children[4]];
  assert.equal(visibleText(inconclusive.querySelector('summary')), '1 inconclusive (95% interval not within the ±2% margin)');
  assert.deepEqual([...inconclusive.querySelectorAll('li')].map(visibleText), ['b.js n=1: -0.3% ±9.6%, about 200 runs']);
  assert.equal(visibleText(rest.querySelector('summary')), '2 other configurations: 1 no change, 1 inconclusive');
  assert.deepEqual(tableCells(/** @type {Element} */ (rest.querySelector('table'))).rows.map((row) => [row[0], row[1], row[3]]),
    [['a.js n=1', '0.0% (-0.1% to +0.2%)', 'no change'], ['b.js n=1', '-0.3% (-9.0% to +9.2%)', 'inconclusive']]);
  assert.equal(visibleText(body.children[5]), 'new vs old: the change of the rate (+ is faster), old and new run back to ' +
    'back in blocks, with its 95% interval, which holds however early the run stopped. q-value: the false discovery ' +
    'rate at which the row counts as changed; under 0.05 it regressed or improved. compare.R\'s own table, with its ' +
    'stars (Welch\'s p-values), is folded below.');
  assert.equal(visibleText(body.children[6].querySelector('summary')), "compare.R's table (to paste)");
  assert.match(body.children[6].querySelector('pre')?.textContent ?? '', /^ +confidence improvement accuracy \(\*\)/);
  assert.equal(body.querySelectorAll('details table, details pre').length, 2, 'no star outside compare.R\'s table');

  const welch = renderGfm(analyzeFiles({ 'r.csv': csv }, ['--format', 'markdown', 'r.csv']).stdout);
  const table = tableCells(/** @type {Element} */ (welch.body.querySelector('table')));
  assert.deepEqual(table.header, ['benchmark', 'new vs old (95% interval)', 'q-value', 'result']);
  assert.match(visibleText(welch.body.querySelector('sub')), /^new vs old: the change of the mean rate \(\+ is faster\) with its 95% interval, by Welch's t-test \(compare\.R's improvement ± accuracy\)\. /);
});

test('a name with backticks stays one code span in the markdown list', () => {
  const { csv, ndjson } = files([['g`x`.js', 'n=`1`', OLD, BLOCKS[2][2]]]);
  const { stdout } = analyzeFiles({ 'r.csv': csv, 's.ndjson': ndjson }, ['--ndjson', 's.ndjson', '--format', 'markdown', 'r.csv']);
  assert.match(stdout, /\n- `` g`x`\.js n=`1` ``: -0\.3% ±9\.6%/);
  assert.match(marked.parse(stdout, { gfm: true, async: false }), /<li><code>g`x`\.js n=`1`<\/code>: -0\.3% ±9\.6%/);
});

/** Welch's output for the same CSV, and what analyze.js says on stderr with this ndjson. */
function fallback(ndjson, csv = files(ROWS).csv) {
  const welch = analyzeFiles({ 'r.csv': csv }, ['--format', 'json', 'r.csv']);
  const result = analyzeFiles({ 'r.csv': csv, 's.ndjson': ndjson }, ['--ndjson', 's.ndjson', '--format', 'json', 'r.csv']);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout, welch.stdout, 'Welch\'s report, nothing lost');
  return result.stderr;
}

test('--schedule rounds and older ndjson files: Welch\'s test, with a one-line note saying why', () => {
  const rounds = files(ROWS, { schedule: 'rounds', runs: 6 }).ndjson;
  assert.equal(fallback(rounds), 'analyze.js: note: s.ndjson is from --schedule rounds, which runs old and new ' +
    'of a configuration a whole file apart, so there are no pairs: Welch\'s test on the CSV, as compare.R.\n');
  const older = files(ROWS, { runs: 6 }).ndjson;
  assert.equal(fallback(older), 'analyze.js: note: s.ndjson has no block numbers (compare.js before --schedule ' +
    'blocks): Welch\'s test on the CSV, as compare.R.\n');
});

test('a broken ndjson: a warning naming the file and lines, then Welch\'s report', () => {
  const lines = files(ROWS).ndjson.split('\n');
  lines[3] = '{"type":"sample",';
  lines[5] = JSON.stringify({ ...JSON.parse(lines[5]), block: -1 });
  assert.equal(fallback(lines.join('\n')), 'analyze.js: warning: s.ndjson: 2 bad lines:\n' +
    'line 4: not JSON (Expected double-quoted property name in JSON at position 17 (line 1 column 18))\n' +
    `line 6: the block must be a whole number from 0 to ${MAX_BLOCKS - 1}, found -1\n` +
    'Analysed with Welch\'s test on the CSV instead, without pairing; every sample is in the CSV.\n');
  const duplicate = files(ROWS).ndjson.split('\n');
  duplicate.splice(2, 0, duplicate[1]);
  assert.match(fallback(duplicate.join('\n')), /^analyze\.js: warning: s\.ndjson: 1 bad line:\nline 3: a second old sample of block 0 of a\.js n=1 \(the first is on line 2\)\n/);
  const plan = files(ROWS, { schedule: 'blocks', plan: { ...createFixedPlan(6), looks: [3, 2] } }).ndjson;
  assert.match(fallback(plan), /^analyze\.js: warning: s\.ndjson: line 1: the run record's plan has looks \[3,2\], not increasing block counts ending at maxRuns: was the file edited\?\n/);
  const other = files([ROWS[0]]).ndjson;
  assert.equal(fallback(other), 'analyze.js: warning: s.ndjson has no block of 2 configurations of the CSV ' +
    '("a.js n=2", ...): is it the ndjson of another run?\nAnalysed with Welch\'s test on the CSV instead, ' +
    'without pairing; every sample is in the CSV.\n');
});

test('a last line cut short is skipped with a warning and the rest is paired', () => {
  const { csv, ndjson } = files(ROWS);
  const cut = `${ndjson}{"type":"sample","binary":"old","filename":"a.js","configuration":"n=1","ra`;
  const result = analyzeFiles({ 'r.csv': csv, 's.ndjson': cut }, ['--ndjson', 's.ndjson', '--format', 'json', 'r.csv']);
  assert.equal(result.stderr, `analyze.js: warning: s.ndjson: line ${ndjson.split('\n').length}: skipped an incomplete last line; was the run interrupted?\n`);
  assert.equal(JSON.parse(result.stdout).summary.paired, true);
});

test('an ndjson that cannot be read stops analyze.js, as an unreadable CSV does', () => {
  const { code, stdout, stderr } = analyzeFiles({ 'r.csv': files(ROWS).csv }, ['--ndjson', 'missing.ndjson', 'r.csv']);
  assert.equal(code, 1);
  assert.equal(stdout, '');
  assert.match(stderr, /^analyze\.js: cannot read missing\.ndjson: ENOENT/);
});

test('readPairing: pure, d per block with null where a side is missing or a rate is not positive', () => {
  const plan = createFixedPlan(3);
  const text = [{ type: 'run', schedule: 'blocks', plan },
    { type: 'sample', binary: 'old', filename: 'a.js', configuration: 'n=1', rate: 2, block: 0 },
    { type: 'sample', binary: 'new', filename: 'a.js', configuration: 'n=1', rate: 3, block: 0 },
    { type: 'look', filename: 'a.js', configuration: 'n=1', blocks: 1 },
    { type: 'sample', binary: 'new', filename: 'a.js', configuration: 'n=1', rate: 3, block: 1 },
    { type: 'sample', binary: 'old', filename: 'a.js', configuration: 'n=1', rate: null, block: 2 },
    { type: 'sample', binary: 'new', filename: 'a.js', configuration: 'n=1', rate: 1, block: 2 },
  ].map((r) => JSON.stringify(r)).join('\n');
  assert.deepEqual(readPairing(text), {
    pairing: { plan, blocks: [{ filename: 'a.js', configuration: 'n=1', diffs: [Math.log(3 / 2), null, null] }] },
    note: null,
    run: { type: 'run', schedule: 'blocks', plan },
    warnings: ['1 sample has a rate that is not a positive number (the first on line 6): its blocks count as incomplete'],
  });
  assert.throws(() => readPairing(''), NdjsonError);
  assert.throws(() => readPairing('{"type":"sample"}\n'), /^Error: line 1: expected compare\.js's run record first/);
  assert.throws(() => readPairing(`${JSON.stringify({ type: 'run', schedule: 'blocks', plan })}\n${'[]\n'.repeat(12)}`),
                /^Error: 12 bad lines:\nline 2: expected a JSON object, found \[\]\n(line \d+: .*\n){9}\.\.\. and 2 more$/);
});
