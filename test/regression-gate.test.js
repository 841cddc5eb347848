// The --max-regression gate's three answers (benchmark/_lib/stats/regression-gate.js)
// on comparisons built by hand, so that each edge of the rule is one row:
// failed is today's rule (the verdict's regression beyond the threshold),
// passed needs every row's 95% interval to end at -N% or above, and
// everything else, untested rows and an empty run included, cannot tell;
// the runs that would settle a row follow its half-width as t/sqrt(runs);
// and, simulated, a configuration exactly at the threshold passes at most
// 5% of the time.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { gate, runsToSettle, MOST_RUNS } = require('../benchmark/_lib/stats/regression-gate.js');
const { tQuantile } = require('../benchmark/_lib/stats/basic.js');
const { analyze } = require('../benchmark/_lib/stats/analysis.js');
const { createFixedPlan } = require('../benchmark/_lib/stats/sequential.js');
const { createRng } = require('../benchmark/_lib/random.js');

/**
 * A paired row: its change and 95% interval in percent, as the verdict
 * classified it.
 * @param {string} name
 * @param {{ change: number, low: number, high: number, outcome?: string, q?: number, blocks?: number }} row
 * @returns {any}
 */
function paired(name, { change, low, high, outcome = 'inconclusive', q = 0.5, blocks = 3 }) {
  return { name, paired: true, outcome, qValue: q, blocks, ratio: 1 + change / 100, ratioLow: 1 + low / 100,
           ratioHigh: 1 + high / 100, improvement: NaN, accuracy: { '*': null }, old: { n: blocks }, new: { n: blocks } };
}

/**
 * A Welch row: compare.R's improvement and its accuracy (*), n runs a side.
 * @returns {any}
 */
function welch(name, { improvement, accuracy, outcome = 'inconclusive', q = 0.5, n = 3 }) {
  return { name, paired: false, outcome, qValue: q, improvement, accuracy: { '*': accuracy }, old: { n }, new: { n } };
}

const untested = (name) => ({ ...welch(name, { improvement: -1, accuracy: null }), outcome: 'untested', qValue: null });

test('passed: every row\'s interval ends at -N% or above, the one exactly at -N% included', () => {
  const rows = [
    paired('a', { change: 0.2, low: -1, high: 1.4, outcome: 'conclusive' }),
    paired('b', { change: 8, low: 3, high: 13, outcome: 'improved', q: 0.001 }),
    // Regressed, and significantly so, but by less than 5% for sure.
    paired('c', { change: -3, low: -4.5, high: -1.5, outcome: 'regressed', q: 0.01 }),
    welch('d', { improvement: -2, accuracy: 3 }),
  ];
  const answer = gate(rows, 5);
  assert.deepEqual(answer, { answer: 'passed', threshold: 5, configurations: 4, regressions: [], unsettled: [] });
});

test('failed: the verdict\'s regression beyond -N% fails, whatever the other rows, as compare.js always did', () => {
  const rows = [
    paired('a', { change: -12, low: -15, high: -9, outcome: 'regressed', q: 0.002 }),
    paired('noisy', { change: 0, low: -40, high: 40 }),
    untested('broken'),
  ];
  const answer = gate(rows, 5);
  assert.equal(answer.answer, 'failed');
  assert.deepEqual(answer.regressions.map((r) => [r.name, Math.round(r.change), r.qValue]), [['a', -12, 0.002]]);
  assert.deepEqual(answer.unsettled.map((row) => row.name), ['noisy', 'broken']);
});

test('cannot tell: an interval reaching below -N% with nothing shown, a regression within -N% whose interval reaches beyond, an untested row', () => {
  const wide = paired('wide', { change: -1, low: -41, high: 39 });
  const within = paired('within', { change: -4, low: -7, high: -1, outcome: 'regressed', q: 0.01 });
  const rows = [paired('fine', { change: 0, low: -1, high: 1, outcome: 'conclusive' }), wide, within, untested('broken')];
  const answer = gate(rows, 5);
  assert.equal(answer.answer, 'cannot-tell');
  assert.deepEqual(answer.regressions, []);
  assert.deepEqual(answer.unsettled.map((row) => [row.name, row.untested]), [['wide', false], ['within', false], ['broken', true]]);
  assert.equal(answer.unsettled[2].runsToSettle, null);
  // A row beyond -N% that the verdict did not count as regressed is not a failure.
  assert.equal(gate([paired('beyond', { change: -9, low: -30, high: 12 })], 5).answer, 'cannot-tell');
  // Nothing measured is nothing ruled out.
  assert.deepEqual(gate([], 5), { answer: 'cannot-tell', threshold: 5, configurations: 0, regressions: [], unsettled: [] });
  // A row whose interval overflowed is unbounded.
  const overflowed = { ...paired('overflowed', { change: 1, low: 0, high: 2 }), ratioLow: null };
  assert.equal(gate([overflowed], 5).unsettled[0].low, -Infinity);
});

test('the runs that would settle a row: the fewest whose interval, at the spread behind today\'s, fits the room', () => {
  // Rule out: at 3 runs the half-width 40 is t(0.975, 2) · spread / sqrt(3), a spread of 16.10; the room is
  // the 5 from 0 to -5%. At 43 runs t(0.975, 42) · 16.10 / sqrt(43) = 4.955 fits; at 42, 5.017 does not.
  assert.equal(runsToSettle({ change: 0, low: -40, high: 40, runs: 3 }, 5), 43);
  assertFewest({ change: 0, low: -40, high: 40, runs: 3 }, 40, 5);
  // An estimate above 0 is not trusted to make room: the same runs as from 0.
  assert.equal(runsToSettle({ change: 14.7, low: -25.3, high: 76, runs: 3 }, 5), 43);
  // Show: an estimate of -10% beyond -5%, its upper half-width 40 down to the 10 from -10% to 0.
  assert.equal(runsToSettle({ change: -10, low: -50, high: 30, runs: 3 }, 5), 13);
  assertFewest({ change: -10, low: -50, high: 30, runs: 3 }, 40, 10);
  // A Welch row's interval is its improvement ± accuracy, at Welch's df: 2 ± 7.5 at n = 10 and df 18
  // reaches -5.5%; a spread of 7.5 sqrt(10) / t(0.975, 18) = 11.29, at 2 df a run, fits 5 at 21 runs.
  const row = gate([{ ...welch('w', { improvement: 2, accuracy: 7.5, n: 10 }), df: 18 }], 5).unsettled[0];
  assert.deepEqual([row.low, row.high, row.runs, row.runsToSettle], [-5.5, 9.5, 10, 21]);
  // A paired row's interval is symmetric in log(new/old): +0.5% (-45.1% to +84.0%) at 3 blocks is
  // ±0.606 around 0.005 there, and the room is ln(0.95) = -0.0513 from 0, not the percent's 45.6 and 5.
  const wide = gate([paired('wide', { change: 0.5, low: -45.1, high: 84 })], 5).unsettled[0];
  const logHalf = Math.log1p(0.005) - Math.log1p(-0.451);
  const logSpread = (logHalf * Math.sqrt(3)) / tQuantile(0.975, 2);
  const logAt = (k) => (tQuantile(0.975, k - 1) * logSpread) / Math.sqrt(k);
  const room = -Math.log1p(-0.05);
  const blocks = /** @type {number} */ (wide.runsToSettle);
  assert.ok(logAt(blocks) <= room && logAt(blocks - 1) > room, `${blocks} blocks`);
  assert.ok(blocks > /** @type {number} */ (runsToSettle({ change: 0.5, low: -45.1, high: 84, runs: 3 }, 5)));
  // No estimate: on the threshold itself, no finite interval, no runs known, or one run.
  assert.equal(runsToSettle({ change: -5, low: -9, high: -1, runs: 3 }, 5), null);
  assert.equal(runsToSettle({ change: 0, low: -Infinity, high: 4, runs: 3 }, 5), null);
  assert.equal(runsToSettle({ change: 0, low: -9, high: 9, runs: null }, 5), null);
  assert.equal(runsToSettle({ change: 0, low: -9, high: 9, runs: 1 }, 5), null);
  // A very noisy row predicts more than compare.js takes.
  assert.equal(runsToSettle({ change: 0, low: -900, high: 900, runs: 3 }, 5), MOST_RUNS + 1);
});

/**
 * The answer for `row` fits the room and one run fewer would not, the
 * half-width following t(0.975, n - 1) / sqrt(n) from the row's own.
 */
function assertFewest(row, half, room) {
  const n = /** @type {number} */ (runsToSettle(row, 5));
  const spread = (half * Math.sqrt(row.runs)) / tQuantile(0.975, row.runs - 1);
  const at = (k) => (tQuantile(0.975, k - 1) * spread) / Math.sqrt(k);
  assert.ok(at(n) <= room && at(n - 1) > room, `${n} runs: ${at(n)}, ${n - 1}: ${at(n - 1)}, room ${room}`);
}

/**
 * The gate's answers over `families` simulated runs of the paired analysis:
 * `effects` true changes (ratio - 1), lognormal noise of `cv` on each side, `runs` blocks.
 * @param {{ families: number, effects: number[], runs: number, cv: number, seed: number }} simulation
 */
function simulate({ families, effects, runs, cv, seed }) {
  const { gauss } = createRng(seed);
  const counts = { passed: 0, failed: 0, 'cannot-tell': 0 };
  for (let f = 0; f < families; f++) {
    const samples = [];
    const blocks = [];
    effects.forEach((effect, i) => {
      const diffs = [];
      for (let b = 0; b < runs; b++) {
        const old = 1000 * Math.exp(cv * gauss());
        const rate = 1000 * (1 + effect) * Math.exp(cv * gauss());
        samples.push({ binary: 'old', filename: 'a.js', configuration: `n=${i}`, rate: old },
                     { binary: 'new', filename: 'a.js', configuration: `n=${i}`, rate });
        diffs.push(Math.log(rate / old));
      }
      blocks.push({ filename: 'a.js', configuration: `n=${i}`, diffs });
    });
    const { comparisons } = analyze(/** @type {any} */ (samples), { plan: createFixedPlan(runs), blocks });
    counts[gate(comparisons, 5).answer]++;
  }
  return counts;
}

test('simulated: "passed" is wrong at most 5% of the time at the threshold, and a clear run passes or fails as it should', () => {
  // One configuration exactly 5% slower: its interval's lower end is a one-sided 97.5% bound, so it
  // passes the 5% gate in about 2.5% of runs (1,000 runs: 2.5% ± 0.5%; 4% would be 3 standard errors out).
  const boundary = simulate({ families: 1000, effects: [-0.05], runs: 10, cv: 0.02, seed: 37 });
  assert.ok(boundary.passed / 1000 <= 0.04, JSON.stringify(boundary));
  // 16 unchanged configurations at 2% noise and 10 runs: passed, nearly always; never failed.
  const quiet = simulate({ families: 200, effects: Array(16).fill(0), runs: 10, cv: 0.02, seed: 38 });
  assert.ok(quiet.passed >= 190 && quiet.failed === 0, JSON.stringify(quiet));
  // The case: 16 unchanged configurations, 3 runs, 20% noise: cannot tell, never passed.
  const noisy = simulate({ families: 200, effects: Array(16).fill(0), runs: 3, cv: 0.2, seed: 39 });
  assert.ok(noisy.passed === 0 && noisy['cannot-tell'] >= 190, JSON.stringify(noisy));
  // 16 configurations 10% slower: failed.
  const slower = simulate({ families: 100, effects: Array(16).fill(-0.1), runs: 10, cv: 0.02, seed: 40 });
  assert.deepEqual(slower, { passed: 0, failed: 100, 'cannot-tell': 0 });
});
