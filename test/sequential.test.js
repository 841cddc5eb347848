// The sequential test of benchmark/_lib/stats/sequential.js: its boundaries against an
// independent integration and a Monte Carlo, and its error rates in
// simulations run through the real look()/replay() code. Every simulation is
// seeded (mulberry32 + Box-Muller, below), so every number is reproducible.

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  DEFAULTS, lookSchedule, createPlan, createFixedPlan, pairedStats, look, replay, horizonPairs, planMargin, marginOf, widthFor,
  intervalAt, historyEntry,
  boundaries, spending, tBoundary, normalUpper, normalUpperInverse,
} = require('../benchmark/_lib/stats/sequential.js');
const { adjustBH } = require('../benchmark/_lib/stats/basic.js');

// ---------------------------------------------------------------------------
// Simulation helpers.

function createRng(seed) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6D2B79F5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let spare = null;
  const gauss = () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    return radius * Math.cos(angle);
  };
  return { uniform, gauss };
}

const still = () => 0;

// Noise of one process's log rate, unit variance times sigma (outliers
// excepted: the contamination is the point). drift: a machine state that
// walks 2% between a configuration's blocks (other configurations run
// meanwhile) and 0.4% from one slot to the next, shared by old and new.
const MODELS = {
  normal: (rng, sigma) => ({ noise: () => sigma * rng.gauss(), between: still, within: still }),
  't, 3 df': (rng, sigma) => ({
    noise: () => (sigma * rng.gauss()) / Math.sqrt(rng.gauss() ** 2 + rng.gauss() ** 2 + rng.gauss() ** 2),
    between: still, within: still,
  }),
  'bimodal 70/30': (rng, sigma) => ({
    noise: () => (sigma * (rng.gauss() + (rng.uniform() < 0.3 ? 3 : 0))) / 1.7, between: still, within: still,
  }),
  drifting: (rng, sigma) => ({
    noise: () => sigma * rng.gauss(), between: () => 0.02 * rng.gauss(), within: () => 0.004 * rng.gauss(),
  }),
  '5% slow outliers (÷1.3)': (rng, sigma) => ({
    noise: () => sigma * rng.gauss() - (rng.uniform() < 0.05 ? Math.log(1.3) : 0), between: still, within: still,
  }),
};

/**
 * d = ln(new/old) of `blocks` blocks of one configuration whose sd of d is
 * drawn log-uniformly from [low, high]; old and new in a random order.
 */
function simulate(rng, model, blocks, { effect = 0, low = 0.005, high = 0.04 } = {}) {
  const sigma = (low * Math.exp(rng.uniform() * Math.log(high / low))) / Math.SQRT2;
  const { noise, between, within } = MODELS[model](rng, sigma);
  const diffs = [];
  let level = 0;
  for (let b = 0; b < blocks; b++) {
    const newFirst = rng.uniform() < 0.5;
    level += between();
    const first = level + noise();
    level += within();
    const second = level + noise();
    diffs.push(newFirst ? first + effect - second : second + effect - first);
  }
  return diffs;
}

/** The 95% binomial band of a rate p over n trials. */
function band(p, n) {
  const half = 1.96 * Math.sqrt((p * (1 - p)) / n);
  return [p - half, p + half];
}

const PLAN = createPlan({ accuracy: 1, minRuns: 5, maxRuns: 30 });
// The error rates are checked on the Action's kind of plan (first look at 10
// blocks, ±2%), capped at 60 blocks to keep the simulations short. With
// looks from 5 blocks (PLAN) the t statistics of the first looks are far
// from normal and the A/A rate is about 5.2%.
// The width is ±0.75% so that the configurations (sd of d from 0.5% to 4%)
// stop at every kind of look: precise at the first, within the margin, at
// the cap.
const AA_PLAN = createPlan({ accuracy: 0.75, minRuns: 10, maxRuns: 60 });
const CONFIGURATIONS = 2000;
// For what should not vary with the noise model (power, coverage): a finer estimate.
const MANY = 4000;

/** Replays `count` configurations of a model under AA_PLAN; the rate called changed, blocks, states. */
function runAA(model, seed, count = CONFIGURATIONS) {
  const rng = createRng(seed);
  const states = { crossed: 0, within: 0, precise: 0, cap: 0 };
  let blocks = 0;
  const results = [];
  for (let i = 0; i < count; i++) {
    const result = replay(AA_PLAN, simulate(rng, model, AA_PLAN.maxRuns));
    states[result.state]++;
    blocks += result.n;
    results.push(result);
  }
  return { rate: states.crossed / count, states, meanBlocks: blocks / count, results };
}

const fmt = (x) => x.toFixed(4);
const sig = (x) => x.toPrecision(3);

// ---------------------------------------------------------------------------
// Distributions and boundaries.

test('the normal tail keeps full relative precision far out (R\'s pnorm)', () => {
  // R: pnorm(-c(1.96, 5, 8.77, 20)), where jstat's normal cdf gives 0 from 8.3
  const expected = [0.024997895148220428, 2.8665157187919391e-7, 8.933314302375636e-19, 2.7536241186062337e-89];
  [1.96, 5, 8.77, 20].forEach((x, i) => {
    assert.ok(Math.abs(normalUpper(x) / expected[i] - 1) < 1e-15, `${x}: ${normalUpper(x)}`);
  });
});

test('one look: the boundary is z(.975) and, on the t scale, qt(.975, n - 1)', () => {
  for (const tau of [0.2, 0.5, 1]) {
    // R: qnorm(.975)
    assert.ok(Math.abs(boundaries([tau], { final: true }).z[0] / 1.959963984540054 - 1) < 1e-15);
  }
  // R: qt(.975, 4), qt(.975, 29)
  assert.ok(Math.abs(tBoundary(1.959963984540054, 4) / 2.7764451051977934 - 1) < 1e-13);
  assert.ok(Math.abs(tBoundary(1.959963984540054, 29) / 2.0452296421327034 - 1) < 1e-13);
  // An interim first look spends alpha(τ) = α·τ² (Kim and DeMets' power family): its boundary is z(α·τ²/2).
  assert.ok(Math.abs(spending(1 / 3, 0.05) - 0.05 / 9) < 1e-18);
  assert.ok(Math.abs(boundaries([1 / 3]).z[0] - normalUpperInverse(0.05 / 9 / 2)) < 1e-12);
  // What a look spent stays spent: given as spent, it is what the next look's accounting starts from.
  const moved = boundaries([0.4, 0.6], { spent: [0.01] });
  assert.equal(moved.cumulative[0], 0.01);
  assert.ok(Math.abs(moved.cumulative[1] - spending(0.6, 0.05)) < 1e-18);
  assert.ok(moved.z[0] < boundaries([0.4, 0.6]).z[0], 'more spent at the first look: a lower first boundary');
});

/**
 * P(first crossing at or before each look), by an integration independent
 * of the engine's: a uniform grid with 1,201 Simpson points per look.
 */
function crossingByQuadrature(fractions, z) {
  const M = 1201;
  const cumulative = [];
  // The grid and the masses of the previous look (none before the first).
  /** @type {number[]} */
  let points = [];
  /** @type {number[]} */
  let mass = [];
  let total = 0;
  for (let k = 0; k < fractions.length; k++) {
    const c = z[k];
    const next = Array.from({ length: M }, (_, j) => -c + (2 * c * j) / (M - 1));
    const h = (2 * c) / (M - 1);
    const weights = next.map((_, j) => (h / 3) * (j === 0 || j === M - 1 ? 1 : j % 2 ? 4 : 2));
    let crossed;
    let density;
    if (k === 0) {
      crossed = 2 * normalUpper(c);
      density = next.map((x) => Math.exp(-x * x / 2) / Math.sqrt(2 * Math.PI));
    } else {
      const scale = Math.sqrt(fractions[k] / (fractions[k] - fractions[k - 1]));
      const shrink = Math.sqrt(fractions[k - 1] / (fractions[k] - fractions[k - 1]));
      crossed = 0;
      points.forEach((u, i) => {
        crossed += mass[i] * (normalUpper(c * scale - u * shrink) + normalUpper(c * scale + u * shrink));
      });
      density = next.map((x) => {
        let sum = 0;
        points.forEach((u, i) => {
          const e = x * scale - u * shrink;
          sum += mass[i] * Math.exp(-e * e / 2);
        });
        return (sum * scale) / Math.sqrt(2 * Math.PI);
      });
    }
    total += crossed;
    cumulative.push(total);
    points = next;
    mass = density.map((f, j) => f * weights[j]);
  }
  return cumulative;
}

test('the cumulative crossing probability at each look is the spending function', () => {
  const fractions = PLAN.looks.map((n) => n / PLAN.maxRuns);
  for (const final of [false, true]) {
    const { z, cumulative } = boundaries(fractions, { final });
    const integrated = crossingByQuadrature(fractions, z);
    fractions.forEach((tau, k) => {
      const expected = final && k === fractions.length - 1 ? 0.05 : spending(tau, 0.05);
      assert.ok(Math.abs(cumulative[k] - expected) < 1e-15);
      assert.ok(Math.abs(integrated[k] - expected) < 1e-6, `look ${k}: ${integrated[k]} vs ${expected}`);
    });
  }
  // Three equal looks: not the classic O'Brien-Fleming 3.47/2.45/2.00, but
  // the spending function's boundaries.
  const three = boundaries([1 / 3, 2 / 3, 1], { final: true });
  const integrated = crossingByQuadrature([1 / 3, 2 / 3, 1], three.z);
  assert.ok(Math.abs(integrated[1] - spending(2 / 3, 0.05)) < 1e-6);
  assert.ok(Math.abs(integrated[2] - 0.05) < 1e-6);
});

test('a Monte Carlo of the z statistics crosses the boundaries at the spent rates', (t) => {
  const fractions = PLAN.looks.map((n) => n / PLAN.maxRuns);
  const { z, cumulative } = boundaries(fractions, { final: true });
  const rng = createRng(11);
  const paths = 200000;
  const crossed = new Array(fractions.length).fill(0);
  for (let i = 0; i < paths; i++) {
    let sum = 0;
    for (let k = 0; k < fractions.length; k++) {
      sum += Math.sqrt(fractions[k] - (k ? fractions[k - 1] : 0)) * rng.gauss();
      if (Math.abs(sum) >= z[k] * Math.sqrt(fractions[k])) {
        crossed[k]++;
        break;
      }
    }
  }
  let total = 0;
  const rates = crossed.map((c) => (total += c) / paths);
  t.diagnostic(`cumulative crossing, simulated: ${rates.map(sig).join(' ')}; spent: ${cumulative.map(sig).join(' ')}`);
  rates.forEach((rate, k) => {
    const [low, high] = band(cumulative[k], paths);
    assert.ok(rate >= low - 1e-6 && rate <= high + 1e-6, `look ${k}: ${rate} outside ${low}..${high}`);
  });
});

// ---------------------------------------------------------------------------
// Error rates, through the real replay().

// With 20,000 configurations per model (same code, other seeds) the rates
// are 5.04% (normal), 4.33% (t, 3 df: the t-test is a little conservative
// with heavy tails), 5.22% (bimodal), 5.13% (drifting); 3.8% with outliers.
// With looks from 5 blocks to 30 (PLAN), over 100,000: 5.27%, 4.57%, 5.23%,
// 5.17%, 2.3%.
test('A/A: the rate of configurations called changed is in the 95% band around 5%', (t) => {
  const [low, high] = band(0.05, CONFIGURATIONS);
  assert.equal(fmt(low), '0.0404');
  assert.equal(fmt(high), '0.0596');
  const models = ['normal', 't, 3 df', 'bimodal 70/30', 'drifting'];
  models.forEach((model, index) => {
    const { rate, states, meanBlocks, results } = runAA(model, 100 + index);
    t.diagnostic(`${model}: changed ${fmt(rate)} (band ${fmt(low)}..${fmt(high)}), within ${states.within}, ` +
      `precise ${states.precise}, cap ${states.cap}, mean blocks ${meanBlocks.toFixed(1)} of ${AA_PLAN.maxRuns}`);
    // Futility stops add no crossing: the rate stays in the band, and may fall below it.
    assert.ok(rate <= high, `${model}: ${rate}`);
    assert.ok(rate >= band(0.04, CONFIGURATIONS)[0], `${model}: ${rate}, far below 5%: the test lost its level`);
    // Many configurations stop for precision, at several looks, many within the margin, and many run to the cap.
    assert.ok(states.precise >= 0.1 * CONFIGURATIONS && states.cap >= 0.05 * CONFIGURATIONS &&
      states.within >= 0.1 * CONFIGURATIONS, JSON.stringify(states));
    assert.ok(new Set(results.filter((r) => r.state === 'precise').map((r) => r.n)).size >= 4);
    assert.ok(new Set(results.filter((r) => r.state === 'within').map((r) => r.n)).size >= 3);
    const margin = Math.log1p(/** @type {number} */ (AA_PLAN.margin) / 100);
    for (const r of results) {
      assert.equal(r.pValue !== null && r.pValue <= AA_PLAN.alpha, r.state === 'crossed');
      assert.equal(r.predictedBlocks, r.n);
      if (r.boundary !== null) {
        assert.ok(r.t !== null, 'a boundary comes with a t');
        assert.ok(r.state === 'crossed' ? Math.abs(r.t) >= r.boundary * (1 - 1e-9) : Math.abs(r.t) <= r.boundary * (1 + 1e-9));
      }
      // Precise: the plain 95% interval (compare.R's ruler) is within the accuracy; the repeated one, which
      // holds at every look, a little wider.
      if (r.state === 'precise') {
        const plain = 100 * Math.expm1(tBoundary(normalUpperInverse(0.025), /** @type {number} */ (r.df)) *
          /** @type {number} */ (r.se));
        assert.ok(plain <= /** @type {number} */ (AA_PLAN.accuracy) + 1e-9, `${plain}`);
      }
      // Within: its interval lies inside ±margin, before the horizon.
      if (r.state === 'within') {
        assert.ok(Math.log(/** @type {number} */ (r.ratioLow)) > -margin && Math.log(/** @type {number} */ (r.ratioHigh)) < margin);
        assert.ok(r.n < r.horizon && !r.final, JSON.stringify(r));
      }
    }
  });
});

test('A/A with 5% slow outliers: the paired t is conservative there, never above the band', (t) => {
  const { rate, states } = runAA('5% slow outliers (÷1.3)', 200);
  t.diagnostic(`outliers: changed ${fmt(rate)}, precise ${states.precise}, cap ${states.cap}`);
  assert.ok(rate <= band(0.05, CONFIGURATIONS)[1], `${rate}`);
});

test('A/A families of 20 configurations: BH over the sequential p-values calls one changed in at most 5%', (t) => {
  const rng = createRng(300);
  const families = 500;
  let withChange = 0;
  for (let f = 0; f < families; f++) {
    const pValues = [];
    for (let c = 0; c < 20; c++) pValues.push(replay(AA_PLAN, simulate(rng, 'normal', AA_PLAN.maxRuns)).pValue);
    if (adjustBH(pValues).some((q) => q <= 0.05)) withChange++;
  }
  const rate = withChange / families;
  t.diagnostic(`families with a configuration called changed: ${withChange} of ${families} (${fmt(rate)})`);
  assert.ok(rate <= band(0.05, families)[1], `${rate}`);
});

// The Action's default plan: ±2% with 10 to 100 blocks.
const DEFAULT_PLAN = createPlan({ accuracy: 2 });

/** `count` configurations whose d_b have sd cv·√2 (old and new each with CV cv) and a true change `effect` (%). */
function fixedNoise(seed, count, cv, effect, blocks = DEFAULT_PLAN.maxRuns) {
  const rng = createRng(seed);
  const shift = Math.log1p(effect / 100);
  return Array.from({ length: count }, () => Array.from({ length: blocks }, () => shift + cv * Math.SQRT2 * rng.gauss()));
}

// The rule before this one stopped as 'precise' once the interval was narrow
// (±accuracy), and called the accuracy the change it could tell: a quiet
// configuration stopped after 11-15 blocks and found a true change of the
// accuracy in 0.80-0.96 of runs. Then the horizon was a change of the
// accuracy found with 99.9% power, which ran most quiet configurations to
// the cap (the interval there about ±0.4 of the accuracy). Now the accuracy
// is the width, and the plan states the margin it can tell with its power:
// at the default plan (±2%, margin ±3.3%, 90%), per-run CV 1 / 2 / 3 / 4%,
// a true change of the margin is found in 1.000 / 0.985 / 0.935 / 0.910 of
// configurations, in 10.0 / 11.6 / 18.2 / 27.6 blocks on average.
test('the stated power holds: a true change of the margin is found with at least the plan\'s power', (t) => {
  const power = /** @type {number} */ (DEFAULT_PLAN.power);
  const margin = /** @type {number} */ (DEFAULT_PLAN.margin);
  assert.deepEqual([power, margin], [0.9, 3.3]);
  const [low] = band(power, MANY);
  for (const [cv, seed] of [[0.01, 920], [0.02, 930], [0.03, 935], [0.04, 936]]) {
    let found = 0;
    let blocks = 0;
    const sets = fixedNoise(seed, MANY, cv, margin);
    for (const diffs of sets) {
      const result = replay(DEFAULT_PLAN, diffs);
      if (result.state === 'crossed') found++;
      blocks += result.n;
    }
    t.diagnostic(`CV ${cv * 100}%: found ${fmt(found / MANY)} of a true +${margin}%, mean blocks ${(blocks / MANY).toFixed(1)}`);
    assert.ok(found / MANY >= low, `CV ${cv}: ${found / MANY} < ${low}`);
  }
});

// What a printed interval promises, checked against the truth: the
// interval of the look where a configuration stopped (its repeated
// confidence interval) covers the true ratio at its nominal level, whatever
// the true change; a plain t interval at that same look covers less.
test('coverage after stopping: the interval where a configuration stopped covers the true change in 95% or more',
  (t) => {
    const [low] = band(0.95, MANY);
    // The default plan, and a narrow one where many stop within the margin (futility) or at the cap.
    for (const [plan, effect, seed] of /** @type {Array<[typeof DEFAULT_PLAN, number, number]>} */ ([
      [DEFAULT_PLAN, 0, 940], [DEFAULT_PLAN, 1, 941], [DEFAULT_PLAN, -1, 942], [DEFAULT_PLAN, 3, 943], [DEFAULT_PLAN, -3, 944],
      [DEFAULT_PLAN, 10, 945], [DEFAULT_PLAN, -10, 946], [AA_PLAN, 0, 947], [AA_PLAN, 0.5, 948], [AA_PLAN, -1, 949]])) {
      const rng = createRng(seed);
      const truth = Math.log1p(effect / 100);
      let covered = 0;
      let plainCovered = 0;
      const states = /** @type {Record<string, number>} */ ({});
      for (let i = 0; i < MANY; i++) {
        const diffs = simulate(rng, 'normal', plan.maxRuns, { effect: truth });
        const result = replay(plan, diffs);
        states[result.state] = (states[result.state] ?? 0) + 1;
        const within = (/** @type {{ ratioLow: number | null, ratioHigh: number | null }} */ r) =>
          r.ratioLow !== null && r.ratioHigh !== null && Math.log(r.ratioLow) <= truth && truth <= Math.log(r.ratioHigh);
        if (within(result)) covered++;
        if (within(pairedStats(diffs.slice(0, result.n)))) plainCovered++;
      }
      const [coverage, plain] = [covered / MANY, plainCovered / MANY];
      t.diagnostic(`±${plan.accuracy}%, true ${effect}%: coverage ${fmt(coverage)} (a plain t interval at the same look: ` +
        `${fmt(plain)}); ${JSON.stringify(states)}`);
      assert.ok(coverage >= low, `true ${effect}%: ${coverage} below the band of 95% (${low})`);
    }
  });

test('horizonPairs: the fewest pairs where the plain 95% interval is within the accuracy; an older plan keeps its own', () => {
  const plan = createPlan({ accuracy: 2, minRuns: 10, maxRuns: 1000 });
  const delta = Math.log1p(0.02);
  const t = (q, df) => tBoundary(normalUpperInverse(q / 2), df);
  // Whole numbers about 10% apart: 2, 3, ..., 11, 13, 15, 17, 19, 21, 24, 27, ...
  const steps = [2];
  while (steps[steps.length - 1] < 1000) steps.push(Math.max(steps[steps.length - 1] + 1, Math.ceil(steps[steps.length - 1] * 1.1)));
  const fewestWith = (enough) => {
    let k = 2;
    while (!enough(k)) k++;
    return steps.find((step) => step >= k);
  };
  for (const spread of [0.003, 0.008, 0.01, 0.02, 0.05]) {
    // Rounded up to the next step (about 10% apart), so configurations share their boundaries.
    assert.equal(horizonPairs(plan, spread), fewestWith((k) => (t(0.05, k - 1) * spread) / Math.sqrt(k) <= delta), `${spread}`);
    // A plan of a compare.js before 1.1 (no margin; its accuracy was the change, found with 99.9% power).
    const older = { ...plan, power: 0.999, margin: undefined };
    assert.equal(horizonPairs(older, spread),
      fewestWith((k) => ((t(0.05, k - 1) + t(0.002, k - 1)) * spread) / Math.sqrt(k) <= delta), `older ${spread}`);
  }
  // Beyond the cap: more than maxRuns.
  assert.ok(horizonPairs(createPlan({ accuracy: 2, minRuns: 10, maxRuns: 30 }), 0.06) > 30);
  // No spread (all d 0): the first look decides.
  assert.equal(horizonPairs(plan, 0), 10);
});

test('planMargin: the change a width tells with a power, on the log scale; marginOf reads older plans', () => {
  const za = normalUpperInverse(0.025);
  for (const [accuracy, power] of [[2, 0.9], [0.5, 0.8], [4, 0.999], [10, 0.6]]) {
    const exact = 100 * Math.expm1((Math.log1p(accuracy / 100) * (za + normalUpperInverse(1 - power))) / za);
    assert.equal(planMargin({ alpha: 0.05, accuracy, power }), Number(exact.toPrecision(2)));
  }
  assert.deepEqual([0.8, 0.9, 0.99, 0.999].map((power) => planMargin({ alpha: 0.05, accuracy: 2, power })), [2.9, 3.3, 4.4, 5.2]);
  assert.equal(marginOf(createPlan({ accuracy: 2 })), 3.3);
  // widthFor undoes planMargin (before its rounding).
  for (const power of [0.8, 0.9, 0.999]) {
    const margin = planMargin({ alpha: 0.05, accuracy: widthFor({ alpha: 0.05, margin: 2, power }), power });
    assert.equal(margin, 2, `${power}`);
  }
  assert.equal(marginOf({ ...createPlan({ accuracy: 2 }), margin: undefined }), 2);
  assert.equal(marginOf(createFixedPlan(30)), null);
});

test('intervalAt: the same looks at another alpha; the fixed plan gives the t interval at that level', () => {
  const rng = createRng(950);
  const diffs = simulate(rng, 'normal', 30, { low: 0.02, high: 0.02 });
  const fixed = look(createFixedPlan(30), diffs, [], { blocks: 30 });
  const at = intervalAt(createFixedPlan(30), fixed, 0.0025);
  assert.ok(at !== null && fixed.se !== null && fixed.mean !== null);
  const q = tBoundary(normalUpperInverse(0.0025 / 2), 29);
  assert.ok(Math.abs(Math.log(at.ratioHigh) - (fixed.mean + q * fixed.se)) < 1e-12);
  const sequential = replay(DEFAULT_PLAN, simulate(rng, 'normal', 100, { low: 0.03, high: 0.03 }));
  const wide = intervalAt(DEFAULT_PLAN, sequential, 0.05 / 20);
  const [low, high] = [/** @type {number} */ (sequential.ratioLow), /** @type {number} */ (sequential.ratioHigh)];
  assert.ok(wide !== null && wide.ratioLow < low && wide.ratioHigh > high);
  const same = intervalAt(DEFAULT_PLAN, sequential, DEFAULT_PLAN.alpha);
  assert.ok(same !== null && Math.abs(same.ratioLow / low - 1) < 1e-12);
  assert.equal(intervalAt(DEFAULT_PLAN, look(DEFAULT_PLAN, [0.1], [], { blocks: 10 }), 0.01), null);
});

test('stopping at the first look where the plain paired t has p < 0.05 inflates A/A; the rule does not', (t) => {
  const rng = createRng(500);
  let naive = 0;
  let rule = 0;
  for (let i = 0; i < CONFIGURATIONS; i++) {
    const diffs = simulate(rng, 'normal', PLAN.maxRuns);
    const plain = (n) => look(createFixedPlan(n), diffs.slice(0, n), [], { blocks: n });
    if (PLAN.looks.some((n) => { const p = plain(n).pValue; return p !== null && p < 0.05; })) naive++;
    if (replay(PLAN, diffs).state === 'crossed') rule++;
  }
  const [low, high] = band(0.05, CONFIGURATIONS);
  t.diagnostic(`A/A changed at looks ${PLAN.looks.join(', ')}: naive ${fmt(naive / CONFIGURATIONS)}, ` +
    `this rule ${fmt(rule / CONFIGURATIONS)} (band ${fmt(low)}..${fmt(high)})`);
  assert.ok(naive / CONFIGURATIONS >= 0.08, `${naive}`);
  assert.ok(rule / CONFIGURATIONS >= low && rule / CONFIGURATIONS <= high, `${rule}`);
});

// ---------------------------------------------------------------------------
// Plans, pairedStats, look, replay.

test('lookSchedule grows by 1.25 (at least one block) and ends at maxRuns', () => {
  assert.deepEqual(lookSchedule(5, 30), [5, 7, 9, 12, 15, 19, 24, 30]);
  assert.deepEqual(lookSchedule(10, 100), [10, 13, 17, 22, 28, 35, 44, 55, 69, 87, 100]);
  assert.deepEqual(lookSchedule(5, 30, 1.5), [5, 8, 12, 18, 27, 30]);
  assert.deepEqual(lookSchedule(1, 4), [1, 2, 3, 4]);
  assert.deepEqual(lookSchedule(30, 30), [30]);
  assert.deepEqual(lookSchedule(4, 20, 2), [4, 8, 16, 20]);
  assert.throws(() => lookSchedule(31, 30), /minRuns \(31\) is above maxRuns \(30\)/);
  assert.throws(() => lookSchedule(0, 30), /minRuns must be a whole number of blocks, at least 1, got 0/);
});

test('createPlan and createFixedPlan give plain JSON plans', () => {
  assert.deepEqual(DEFAULTS, { alpha: 0.05, power: 0.9, minRuns: 10, maxRuns: 100, growth: 1.25 });
  assert.deepEqual(createPlan({ accuracy: 1 }), {
    alpha: 0.05, accuracy: 1, power: 0.9, margin: 1.7, minRuns: 10, maxRuns: 100,
    looks: [10, 13, 17, 22, 28, 35, 44, 55, 69, 87, 100], correction: 'configurations',
  });
  assert.deepEqual(createPlan({ accuracy: 0.5, minRuns: 5, maxRuns: 30, power: 0.999 }), {
    alpha: 0.05, accuracy: 0.5, power: 0.999, margin: 1.3, minRuns: 5, maxRuns: 30, looks: [5, 7, 9, 12, 15, 19, 24, 30],
    correction: 'configurations',
  });
  assert.equal(createPlan({ accuracy: 1, tests: 40 }).tests, 40);
  assert.throws(() => createPlan({ accuracy: 1, power: 0.4 }), /power must be between 0.5 and 1, got 0.4/);
  assert.deepEqual(createFixedPlan(30), { alpha: 0.05, accuracy: null, minRuns: 30, maxRuns: 30, looks: [30] });
  assert.deepEqual(createPlan({ minRuns: 20, maxRuns: 20 }), createFixedPlan(20));
  assert.deepEqual(JSON.parse(JSON.stringify(createFixedPlan(3))), createFixedPlan(3));
  assert.throws(() => createPlan({ minRuns: 10, maxRuns: 100 }), /a fixed plan \(no accuracy\) runs one number of blocks/);
  assert.throws(() => createPlan({ accuracy: -1 }), /accuracy must be a positive percentage, got -1/);
  assert.throws(() => createPlan({ accuracy: 1, alpha: 1 }), /alpha must be between 0 and 1, got 1/);
});

test('pairedStats: the paired t of the log ratios and the ratio interval (R\'s values)', () => {
  // R: t.test(c(0.01, 0.02, -0.005, 0.015)), qt(.975, 3) and qt(.8, 3)
  const stats = pairedStats([0.01, 0.02, -0.005, 0.015]);
  const r = {
    mean: 0.01, sd: 0.010801234497346433, se: 0.0054006172486732165, t: 1.8516401995451031,
    ratio: Math.exp(0.01), ratioLow: Math.exp(-0.0071871744092915409), ratioHigh: Math.exp(0.027187174409291543),
    accuracy: 100 * Math.expm1(3.1824463052837078 * 0.0054006172486732165),
    mde: 100 * Math.expm1((3.1824463052837078 + 0.9784723123633039) * 0.0054006172486732165),
  };
  assert.equal(stats.n, 4);
  assert.equal(stats.df, 3);
  assert.equal(stats.error, null);
  for (const [key, value] of Object.entries(r)) {
    assert.ok(Math.abs(stats[key] / value - 1) < 1e-13, `${key}: ${stats[key]} vs ${value}`);
  }
});

test('pairedStats: too few blocks, constant and non-finite data are marked, never thrown', () => {
  const none = {
    n: 0, mean: null, sd: null, se: null, df: null, t: null, ratio: null, ratioLow: null, ratioHigh: null,
    accuracy: null, mde: null, error: 'too few blocks',
  };
  assert.deepEqual(pairedStats([]), none);
  assert.deepEqual(pairedStats([0.5]), { ...none, n: 1, mean: 0.5, ratio: Math.exp(0.5) });
  assert.deepEqual(pairedStats([0.25, 0.25, 0.25]), {
    ...none, n: 3, mean: 0.25, ratio: Math.exp(0.25), sd: 0, se: 0, df: 2, error: 'constant',
  });
  assert.equal(pairedStats([0, 0]).error, 'constant');
  assert.deepEqual(pairedStats([0.1, -Infinity]), { ...none, n: 2, error: 'not finite' });
});

test('look: degenerate data continues at an interim look, stops with p = 1 (or null) at a final one', () => {
  const interim = look(PLAN, [0.25, 0.25, 0.25, 0.25, 0.25], [], { blocks: 5 });
  assert.deepEqual([interim.state, interim.pValue, interim.boundary, interim.predictedBlocks], ['continue', null, null, 30]);
  const capped = look(PLAN, [0.25, 0.25, 0.25], [], { blocks: 30 });
  assert.deepEqual([capped.state, capped.pValue, capped.error, capped.predictedBlocks], ['cap', 1, 'constant', 30]);
  const one = look(PLAN, [0.1], [], { blocks: 8, final: true });
  assert.deepEqual([one.state, one.pValue, one.error, one.predictedBlocks], ['stopped', null, 'too few blocks', 8]);
  assert.equal(look(PLAN, [], [], { blocks: 5 }).state, 'continue');
});

test('look: the next look is the plan\'s or the horizon, whichever comes first; the horizon is what it predicts', () => {
  // Spread about 0 of 2%: an interval of ±0.5% needs many more pairs than 5.
  const narrow = createPlan({ accuracy: 0.5, minRuns: 5, maxRuns: 30 });
  const diffs = [0.019, -0.019, 0.021, -0.021, 0];
  const result = look(narrow, diffs, [], { blocks: 5 });
  assert.equal(result.state, 'continue');
  const horizon = horizonPairs(narrow, Math.sqrt(diffs.reduce((sum, d) => sum + d * d, 0) / 4));
  assert.equal(result.horizon, horizon);
  assert.ok(horizon > 30, `${horizon}`);
  assert.deepEqual([result.predictedBlocks, result.nextLook], [30, 7]);
  // An accuracy the noise reaches sooner than the next scheduled look (7): a look there, at 6. (At 60% power
  // the margin, ±2%, is narrower than the interval at 5 pairs: not settled yet.)
  const quiet = look(createPlan({ accuracy: 1.6, power: 0.6, minRuns: 5, maxRuns: 30 }), diffs.map((d) => d / 1.5), [],
    { blocks: 5 });
  assert.deepEqual([quiet.state, quiet.horizon, quiet.nextLook, quiet.predictedBlocks], ['continue', 6, 6, 6]);
  assert.equal(look(createFixedPlan(30), diffs, [], { blocks: 5 }).predictedBlocks, 30);
});

test('look: when to stop is judged on the spread about 0, so a real change is not "precise" before it is tested', () => {
  // The spread about the mean is small, but about 0 it is the 2% change: a long horizon.
  const noise = [0.001, -0.001, 0.0015, -0.0015, 0.001, -0.001, 0.0005, -0.0005, 0.001, -0.001];
  const plan = createPlan({ accuracy: 0.4, minRuns: 10, maxRuns: 1000 });
  const changed = look(plan, noise.map((d) => d + 0.02), [], { blocks: 10 });
  assert.ok(changed.horizon > 10, `${changed.horizon}`);
  assert.equal(changed.state, 'crossed', 'found, its T being large');
  assert.equal(look(plan, noise.map((d) => d * 8 + 0.004), [], { blocks: 10 }).state, 'continue');
  // The same noise about 0 reaches its horizon at once.
  const still = look(plan, noise, [], { blocks: 10 });
  assert.equal(still.state, 'precise');
  assert.ok(still.accuracy !== null && plan.accuracy !== null && still.accuracy <= plan.accuracy);
  // With fewer than 5 pairs an interim look spends nothing: even the large T continues; from 5 it may cross.
  const early = createPlan({ accuracy: 0.4, minRuns: 4, maxRuns: 1000 });
  assert.equal(look(early, noise.slice(0, 4).map((d) => d + 0.02), [], { blocks: 4 }).state, 'continue');
  assert.equal(look(early, noise.slice(0, 5).map((d) => d + 0.02), [], { blocks: 5 }).state, 'crossed');
});

test('look: an interval inside the margin before the horizon stops as within; one wider goes on', () => {
  const plan = createPlan({ accuracy: 1, minRuns: 10, maxRuns: 100 });
  assert.equal(plan.margin, 1.7);
  const noise = [0.01, -0.01, 0.012, -0.012, 0.008, -0.008, 0.011, -0.011, 0.009, -0.009, 0.01, -0.01];
  // Spread 1.6%: the horizon (15) is ahead, and the repeated interval (±1.2%) already lies inside ±1.7%.
  const settled = look(plan, noise.map((d) => d * 1.6), [], { blocks: 12 });
  assert.deepEqual([settled.state, settled.horizon, settled.final], ['within', 15, false]);
  assert.ok(settled.ratioLow !== null && settled.ratioHigh !== null && settled.ratioLow > 1 / 1.017 && settled.ratioHigh < 1.017);
  assert.equal(settled.predictedBlocks, 12, 'it stops here');
  // Spread 2.5%: its interval (±2.5%) is not inside the margin yet.
  assert.equal(look(plan, noise.map((d) => d * 2.5), [], { blocks: 12 }).state, 'continue');
  // A change of +0.4% inside the margin is settled too: the margin is what the run can tell.
  assert.equal(look(plan, noise.map((d) => d * 1.6 + 0.004), [], { blocks: 12 }).state, 'within');
  // A fixed plan has no margin, and never stops early.
  assert.equal(look(createFixedPlan(30), noise.map((d) => d * 1.6), [], { blocks: 12 }).state, 'continue');
});

test('look: earlier looks without 2 pairs, or with the same pairs, do not count', () => {
  const rng = createRng(600);
  const diffs = simulate(rng, 'normal', 12, { low: 0.02, high: 0.02 });
  const clean = look(PLAN, diffs, [5, 8], { blocks: 12 });
  assert.deepEqual(look(PLAN, diffs, [1, 5, 5, 8, 12], { blocks: 12 }), clean);
  assert.deepEqual(look(PLAN, diffs, [8, 5], { blocks: 12 }), clean);
});

/** The runner's loop (benchmark/_lib/run/blocks.js): a look when the started blocks reach the next look. */
function stepByStep(plan, blocks) {
  const history = [];
  const diffs = [];
  let last = null;
  let next = plan.looks[0];
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i] !== null) diffs.push(blocks[i]);
    if (i + 1 !== next) continue;
    last = look(plan, diffs, history, { blocks: i + 1 });
    history.push(historyEntry(last));
    next = last.nextLook;
    if (last.state !== 'continue') return last;
  }
  return last;
}

test('replay: the same result as the runner\'s looks, failed blocks skipped', () => {
  const rng = createRng(700);
  for (let i = 0; i < 200; i++) {
    const blocks = simulate(rng, i % 2 ? 'normal' : 'drifting', 30, { effect: (i % 3) * 0.01 })
      .map((d) => (rng.uniform() < 0.1 ? null : d));
    const result = replay(PLAN, blocks);
    const expected = stepByStep(PLAN, blocks);
    assert.ok(expected !== null, 'the last block is a look');
    assert.deepEqual(result, expected);
    assert.equal(result.n, blocks.slice(0, expected.predictedBlocks).filter((d) => d !== null).length);
  }
});

test('replay: an interrupted sequence ends with a final look', () => {
  const rng = createRng(800);
  const diffs = simulate(rng, 'normal', 10, { low: 0.03, high: 0.03 });
  /** @type {(number | null)[]} */
  const blocks = diffs.map((d, b) => (b === 5 ? null : d));
  const complete = (count) => blocks.slice(0, count).filter((d) => d !== null);
  // The looks at 5, 7 and 9 blocks (4, 6 and 8 pairs) continue.
  const first = look(PLAN, complete(5), [], { blocks: 5 });
  const second = look(PLAN, complete(first.nextLook), [historyEntry(first)], { blocks: first.nextLook });
  const third = look(PLAN, complete(second.nextLook), [historyEntry(first), historyEntry(second)],
    { blocks: second.nextLook });
  assert.deepEqual([first.nextLook, second.nextLook, third.nextLook], [7, 9, 12]);
  assert.deepEqual([first, second, third].map((r) => r.state), ['continue', 'continue', 'continue']);
  const result = replay(PLAN, blocks);
  assert.equal(result.state, 'stopped');
  assert.deepEqual(result, look(PLAN, complete(10), [first, second, third].map(historyEntry), { blocks: 10, final: true }));
  assert.ok(result.pValue !== null && result.pValue > PLAN.alpha);
  // Ended right after a look that continued: the final look is at the same block.
  assert.deepEqual(replay(PLAN, blocks.slice(0, 7)),
    look(PLAN, complete(7), [historyEntry(first)], { blocks: 7, final: true }));
  // Nothing complete at the first look: the runner stops there, and so does replay.
  assert.deepEqual([replay(PLAN, [null, null, null, null, null, 0.1]).state, replay(PLAN, []).state], ['stopped', 'stopped']);
});

test('a fixed plan is the plain paired t at N blocks', () => {
  const diffs = [0.01, 0.02, -0.005, 0.015];
  const result = replay(createFixedPlan(4), diffs);
  // R: t.test(c(0.01, 0.02, -0.005, 0.015))$p.value
  assert.ok(result.pValue !== null && Math.abs(result.pValue / 0.16116184721351937 - 1) < 1e-12, `${result.pValue}`);
  assert.equal(result.state, 'cap');
  assert.ok(result.boundary !== null && Math.abs(result.boundary / 3.1824463052837078 - 1) < 1e-13);
});

test('interim looks spend alpha over the configurations (plan.tests): a row that crosses before its final look is counted changed by the correction, whatever the others; more real changes are found, the A/A rate and coverage hold', () => {
  const tests = 40;
  const families = 60;
  const plain = AA_PLAN;
  const corrected = { ...AA_PLAN, tests };
  // Older files' plans (no correction) and plans of one configuration replay as before.
  /** @type {import('../benchmark/_lib/stats/sequential.js').Plan} */
  const older = { ...corrected };
  delete older.correction;
  const rng = createRng(2026);
  const counts = { nulls: 0, nullCrossed: 0, missed: 0, rows: 0, earlyCrossed: 0, found: { plain: 0, corrected: 0 } };
  for (let f = 0; f < families; f++) {
    const rows = [];
    for (let i = 0; i < tests; i++) {
      const change = rng.uniform() < 0.7 ? 0 : (rng.uniform() < 0.5 ? -1 : 1) * Math.exp(Math.log(0.01) + rng.uniform() * Math.log(20));
      const diffs = simulate(rng, 'normal', plain.maxRuns, { effect: Math.log1p(change) });
      if (f < 3) {
        assert.deepEqual(replay(older, diffs), replay({ ...plain, tests: 1 }, diffs));
        assert.deepEqual(replay(older, diffs), replay(plain, diffs));
      }
      rows.push({ change, before: replay(plain, diffs), after: replay(corrected, diffs) });
    }
    const q = { plain: adjustBH(rows.map((r) => r.before.pValue)), corrected: adjustBH(rows.map((r) => r.after.pValue)) };
    rows.forEach((row, i) => {
      const { change } = row;
      const after = /** @type {any} */ (row.after);
      counts.rows++;
      if (after.state === 'crossed' && !after.final) {
        counts.earlyCrossed++;
        assert.ok(after.pValue <= 0.05 / tests, JSON.stringify(after));
        assert.ok(q.corrected[i] < 0.05, `crossed at ${after.n} blocks with p ${after.pValue}, q ${q.corrected[i]}`);
      }
      if (change === 0) {
        counts.nulls++;
        if (after.state === 'crossed') counts.nullCrossed++;
      } else {
        if (q.plain[i] < 0.05) counts.found.plain++;
        if (q.corrected[i] < 0.05) counts.found.corrected++;
      }
      if (!(after.ratioLow <= 1 + change && 1 + change <= after.ratioHigh)) counts.missed++;
    });
  }
  assert.ok(counts.earlyCrossed > 100, JSON.stringify(counts));
  assert.ok(counts.nullCrossed / counts.nulls <= band(0.05, counts.nulls)[1], JSON.stringify(counts));
  assert.ok(counts.missed / counts.rows <= band(0.05, counts.rows)[1], JSON.stringify(counts));
  assert.ok(counts.found.corrected > counts.found.plain, JSON.stringify(counts));
});

test('intervalAt: an interim look\'s interval is one configuration\'s design (alpha·τ²) at the level asked, a final look\'s the crossing design\'s', () => {
  const plan = { ...createPlan({ accuracy: 1, minRuns: 5, maxRuns: 30 }), tests: 50 };
  const diffs = [0.01, 0.02, -0.005, 0.015, 0.012, 0.004, 0.009];
  const first = look(plan, diffs.slice(0, 5), [], { blocks: 5 });
  const interim = /** @type {any} */ (look(plan, diffs, [historyEntry(first)], { blocks: 7 }));
  assert.equal(interim.final, false);
  // What the look shows is intervalAt at the plan's alpha; at alpha/50 it is wider.
  const shown = intervalAt(plan, interim, 0.05);
  assert.deepEqual(shown, { ratioLow: interim.ratioLow, ratioHigh: interim.ratioHigh });
  const joint = /** @type {{ ratioLow: number, ratioHigh: number }} */ (intervalAt(plan, interim, 0.001));
  assert.ok(joint.ratioLow < interim.ratioLow && joint.ratioHigh > interim.ratioHigh);
  // The interim interval is the uncorrected plan's: the correction moves crossing, not the interval.
  const alone = /** @type {any} */ (look({ ...plan, tests: 1 }, diffs, [historyEntry(look({ ...plan, tests: 1 }, diffs.slice(0, 5), [], { blocks: 5 }))],
    { blocks: 7 }));
  assert.ok(Math.abs(alone.ratioLow - interim.ratioLow) < 1e-9 && Math.abs(alone.ratioHigh - interim.ratioHigh) < 1e-9);
  // A final look: its interval excludes 1 exactly when it crossed.
  const final = /** @type {any} */ (look(plan, diffs, [historyEntry(first)], { blocks: 7, final: true }));
  assert.equal(final.state, 'crossed');
  assert.ok(final.ratioLow > 1 && final.pValue <= 0.05);
});
