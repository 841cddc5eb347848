'use strict';

// The paired test of compare.js --schedule blocks, and the rule that stops a
// configuration early (--accuracy). Pure: numbers in, numbers out.
//
// Per configuration, d_b = ln(rate_new / rate_old) of each complete block b:
// a one-sample t on the d_b (R's t.test(log(new), log(old), paired = TRUE)),
// and the ratio new/old with its interval.
//
// Stopping: a group-sequential test with Lan-DeMets alpha spending (Kim and
// DeMets' power family, alpha(τ) = α·τ², boundaries.js says why), whose
// information horizon is the accuracy's: the pairs n* at which the plain
// 95% interval of the ratio (the t interval, compare.R's accuracy column for
// the same pairs) would be within ±accuracy%, from the spread seen
// (horizonPairs). There a change of the plan's margin is found with the
// plan's power: ln(1 + margin) = ln(1 + accuracy)·(z(α/2) + z(power))/z(α/2)
// (planMargin; ±2% and 90% power: a margin of ±3.3%). So the accuracy is
// the width the run aims for, and the margin the change it can tell, stated
// together; the power says how they relate. τ = n/min(n*, maxRuns); looks
// at plan.looks (minRuns, then ×1.25) and at n* itself. A configuration
// stops
//   - 'crossed' when the stagewise p-value is under the alpha spent so far
//     (the test crossed its boundary: the row's own test found a change,
//     which the verdict counts only if it survives the correction for many
//     rows, so the state is not called 'changed');
//   - 'within' when its interval (the repeated one, below) lies inside
//     ±margin before n*: settled, since no further pairs can make it a
//     change of the margin, and the verdict calls it within the margin
//     already (futility; it never adds a crossing, so the A/A rate can only
//     fall, and the interval covers whenever the configuration stops);
//   - 'precise' at n*, where the interval reached the accuracy: a final
//     look, spending the alpha left;
//   - 'cap' at maxRuns, 'stopped' when the run was interrupted (final too).
// Testing at p < 0.05 at every look calls 16% of A/A configurations changed
// with looks at 5 to 30 blocks (test/sequential.test.js); spending alpha over
// the looks keeps it at alpha. The power is a price: the pairs a margin
// needs grow as (z(α/2) + z(power))², so 99.9% power costs 2.4 times the
// blocks of 90% (test/bench/power-curve.js measures the curve the default
// was chosen from, docs/statistics.md shows it).
//
// Intervals: each look's interval is the repeated confidence interval of
// its boundary (Jennison & Turnbull, "Group Sequential Methods", ch. 9):
// mean ± c_k·se on the t scale, with c_k the boundary of that look. Every
// look's interval covers the true ratio with probability 1 − alpha jointly,
// so the one where a configuration stopped does, whatever made it stop; a
// plain t interval there covers less (5.9-6.3% misses at a true +3%). A
// fixed plan has one look, and its interval is the plain t interval.
//
// The boundaries come from the joint law of the z statistics at the looks
// (independent increments), integrated numerically as in Jennison &
// Turnbull, ch. 19, and are used on the t scale at the same tail
// probability (df = n − 1), since σ is estimated. When to stop is decided
// on the spread of the d_b about 0, not about their mean: with no change,
// the length of the vector of d's is independent of its direction, hence
// of every T at this look (Basu's theorem), so a final look chosen on it
// does not select large |T| (the A/A rate stays at alpha).
//
// The t statistics of the looks are not the z statistics the boundaries are
// integrated for: each has its own spread estimate, from few blocks at the
// first looks, so (the likely reason) a large |T| at one look comes with a
// large |T| at the next less often than a large |Z| does. Matching each
// look's tail probability alone, the looks together cross a little more
// often than the design says: 5.06% of 12,800 A/A configurations with the
// default plan (normal noise; 5.27% of 100,000 with looks from 5 blocks).
// So a design of looks is integrated at DESIGN_SHARE of alpha, and its
// p-values are read back on alpha's scale (divided by the share): 4.8% then
// (test/bench/sequential-level.js, docs/statistics.md). A single final look
// is the plain t-test and keeps all of alpha (R's t.test).
//
// An interim look with fewer than SPEND_FROM pairs (5) spends no alpha: the
// law of T with 1 to 3 degrees of freedom is too far from the normal one the
// boundaries are integrated on; what it would have spent is spent at the
// next look. From 5 pairs on it spends: the power family spends little that
// early (α·τ²), so only a large change crosses there, and the A/A rate with
// looks from 3 or 5 blocks stays at 4.6-4.9% (normal noise) and 3.5-3.7%
// (t, 3 df), 40,000 configurations each; holding until 10 pairs gave the
// same rates and ran every real change to at least 10 blocks (a planted
// mix of changes took 17% more blocks: docs/statistics.md). Before the
// horizon was the accuracy's, spending from 5 pairs called 5.6% changed.
//
// The normal and t distributions are in distributions.js (why not
// jstat's: there), the boundaries' numerical integration in boundaries.js.

const { exactSum, mean, variance } = require('./basic.js');
const {
  normalUpper, normalUpperInverse, tTwoSided, tTwoSidedInverse, tCritical,
} = require('./distributions.js');
const { boundaries, spending, tBoundary } = require('./boundaries.js');
const { DEFAULT_RUNS } = require('./bounds.js');

/**
 * @typedef {{ alpha: number, accuracy: number | null, power?: number | null, margin?: number | null,
 *   minRuns: number, maxRuns: number, looks: number[], correction?: 'configurations', tests?: number }} Plan
 *   accuracy: the half-width (percent) of the 95% interval the run aims for; margin: the change (percent) it
 *   can tell, found with probability `power` by the horizon (planMargin; adaptive plans). Files of a
 *   compare.js before 1.1 have no margin, and their accuracy was the margin (power 0.999): planOf reads both.
 *   correction 'configurations': the interim looks spend alpha over `tests` configurations (testsOf); the run
 *   record has the correction, the runner and the analysis add the tests; without it (a compare.js before
 *   1.2), alpha per configuration
 * @typedef {{ n: number, mean: number | null, sd: number | null, se: number | null,
 *   df: number | null, t: number | null, ratio: number | null, ratioLow: number | null,
 *   ratioHigh: number | null, accuracy: number | null, mde: number | null,
 *   error: null | 'too few blocks' | 'constant' | 'not finite' }} PairedStats
 * @typedef {'continue' | 'crossed' | 'within' | 'precise' | 'cap' | 'stopped'} State
 * @typedef {PairedStats & { state: State, boundary: number | null, pValue: number | null,
 *   predictedBlocks: number, nextLook: number, horizon: number, fractions: number[] | null,
 *   spentBefore: Array<number | undefined> | null, spent: number | null, final: boolean }} LookResult
 * @typedef {{ n: number, spent: number | null }} HistoryEntry  what a look leaves for the next (historyEntry)
 *   ratioLow, ratioHigh, accuracy: the repeated confidence interval of this look's boundary; horizon: the
 *   pairs the accuracy needs (horizonPairs); fractions: the information fractions of the looks that count
 *   (null without a test); final: this look spent all the alpha left; nextLook: the block count of the
 *   next look (this one's when it stopped); spent, spentBefore: cumulative alpha on the design's scale
 *   (designShare of alpha), pValue on alpha's
 */

// power 0.9: chosen from the measured curve of blocks against power (test/bench/power-curve.js,
// docs/statistics.md, "What power costs"): for the change a run is to tell, 99.9% costs about 2.4
// times the blocks of 90%, and 80% saves a quarter of them while missing twice as many changes.
const SPEND_FROM = 5;
const DESIGN_SHARE = 0.95;

const DEFAULTS = Object.freeze({ alpha: 0.05, power: 0.9, minRuns: DEFAULT_RUNS.adaptive, maxRuns: DEFAULT_RUNS.cap,
  growth: 1.25 });
// A row's minimum detectable change (`mde`) is stated at 80% power, the
// convention for an MDE (the plan's own power is DEFAULTS.power): t(0.8, df)
// is tCritical's two-sided MDE_Q. verdict-rule.js mdeOf gives Welch's rows
// the same.
const MDE_Q = 0.4;
const MDE_POWER = 1 - MDE_Q / 2;


// ---------------------------------------------------------------------------
// Plans.

/**
 * The looks of a plan (block counts): minRuns, then ×growth rounded up (at
 * least +1), the last = maxRuns. lookSchedule(5, 30) = [5, 7, 9, 12, 15, 19, 24, 30].
 * @param {number} minRuns
 * @param {number} maxRuns
 * @param {number} [growth]
 */
function lookSchedule(minRuns, maxRuns, growth = DEFAULTS.growth) {
  checkRuns('minRuns', minRuns);
  checkRuns('maxRuns', maxRuns);
  if (minRuns > maxRuns) throw new RangeError(`minRuns (${minRuns}) is above maxRuns (${maxRuns})`);
  if (!(growth > 1)) throw new RangeError(`growth must be above 1, got ${growth}`);
  const looks = [minRuns];
  while (looks[looks.length - 1] < maxRuns) {
    const last = looks[looks.length - 1];
    looks.push(Math.min(maxRuns, Math.max(last + 1, Math.ceil(last * growth))));
  }
  return looks;
}

/**
 * @param {string} name
 * @param {unknown} value
 * @returns {asserts value is number}
 */
function checkRuns(name, value) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number of blocks, at least 1, got ${value}`);
  }
}

/**
 * A stopping plan (plain JSON: it goes in the ndjson). accuracy (percent)
 * null: fixed N, one look, the plain paired t (N = maxRuns, or minRuns when
 * only that is given; both given must be equal). An adaptive plan carries
 * its margin (planMargin), the change it can tell.
 * @param {{ alpha?: number, accuracy?: number | null, minRuns?: number, maxRuns?: number,
 *   growth?: number, power?: number, tests?: number }} options  tests: the configurations the
 *   interim looks correct for (testsOf; the runner sets it once it knows them)
 * @returns {Plan}
 */
function createPlan({ alpha = DEFAULTS.alpha, accuracy = null, minRuns, maxRuns, growth = DEFAULTS.growth,
  power = DEFAULTS.power, tests } = {}) {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be between 0 and 1, got ${alpha}`);
  if (accuracy === null) {
    if (minRuns !== undefined && maxRuns !== undefined && minRuns !== maxRuns) {
      throw new RangeError(`a fixed plan (no accuracy) runs one number of blocks, got minRuns ${minRuns} and maxRuns ${maxRuns}`);
    }
    const runs = maxRuns ?? minRuns;
    checkRuns('runs', runs);
    return { alpha, accuracy: null, minRuns: runs, maxRuns: runs, looks: [runs] };
  }
  if (!(accuracy > 0 && Number.isFinite(accuracy))) {
    throw new RangeError(`accuracy must be a positive percentage, got ${accuracy}`);
  }
  if (!(power > 0.5 && power < 1)) throw new RangeError(`power must be between 0.5 and 1, got ${power}`);
  const min = minRuns ?? DEFAULTS.minRuns;
  const max = maxRuns ?? DEFAULTS.maxRuns;
  return { alpha, accuracy, power, margin: planMargin({ alpha, accuracy, power }), minRuns: min, maxRuns: max,
           looks: lookSchedule(min, max, growth), correction: 'configurations', ...(tests === undefined ? {} : { tests }) };
}

/**
 * The change (percent) a plan aiming for a 95% interval of ±accuracy% can
 * tell: the one found with the plan's power where the interval reaches the
 * accuracy, on the log scale ln(1 + accuracy)·(z(α/2) + z(power))/z(α/2),
 * to 2 significant digits (it is said in words: ±2% at 90% power is ±3.3%).
 * @param {{ alpha: number, accuracy: number, power: number }} plan
 */
function planMargin({ alpha, accuracy, power }) {
  const za = normalUpperInverse(alpha / 2);
  const exact = 100 * Math.expm1((Math.log1p(accuracy / 100) * (za + normalUpperInverse(1 - power))) / za);
  return Number(exact.toPrecision(2));
}

/**
 * The other way round: the accuracy (percent, unrounded) whose plan tells a
 * change of `margin`% with `power`, the width to ask for when the change
 * that matters is known (bench:verdict at equal power, bench:power-curve).
 * @param {{ alpha: number, margin: number, power: number }} plan
 */
function widthFor({ alpha, margin, power }) {
  const za = normalUpperInverse(alpha / 2);
  return 100 * Math.expm1((Math.log1p(margin / 100) * za) / (za + normalUpperInverse(1 - power)));
}

/**
 * The margin of a plan as recorded, or of an older file's plan, whose
 * accuracy was the margin (it aimed for a change of ±accuracy% at 99.9%
 * power). null for a fixed plan.
 * @param {Plan} plan
 */
function marginOf(plan) {
  if (plan.accuracy === null) return null;
  return plan.margin ?? plan.accuracy;
}

/**
 * The configurations a plan's interim looks divide alpha over: the plan's
 * `tests` (the runner and the analysis set it: the configurations the run
 * tests in both binaries), 1 without (a plan of one configuration, or of a
 * compare.js before 1.2, whose looks spent alpha per configuration).
 * @param {Plan} plan
 */
function testsOf(plan) {
  return plan.correction === 'configurations' && Number.isInteger(plan.tests) && /** @type {number} */ (plan.tests) > 1
    ? /** @type {number} */ (plan.tests) : 1;
}

/** @returns {Plan} */
function createFixedPlan(runs, alpha = DEFAULTS.alpha) {
  return createPlan({ alpha, accuracy: null, minRuns: runs, maxRuns: runs });
}

// ---------------------------------------------------------------------------
// The paired statistics and the looks.

/**
 * Paired statistics of d_b = ln(rate_new,b / rate_old,b), in the order of
 * operations of R's t.test(paired = TRUE), so the interval matches R's.
 * @param {number[]} diffs
 * @returns {PairedStats}
 */
function pairedStats(diffs) {
  const n = diffs.length;
  /** @type {PairedStats} */
  const stats = {
    n, mean: null, sd: null, se: null, df: null, t: null, ratio: null, ratioLow: null,
    ratioHigh: null, accuracy: null, mde: null, error: null,
  };
  if (!diffs.every(Number.isFinite)) return { ...stats, error: 'not finite' };
  if (n === 0) return { ...stats, error: 'too few blocks' };
  const m = mean(diffs);
  stats.mean = m;
  stats.ratio = Math.exp(m);
  if (n < 2) return { ...stats, error: 'too few blocks' };
  const v = variance(diffs, m);
  const se = Math.sqrt(v / n);
  Object.assign(stats, { sd: Math.sqrt(v), se, df: n - 1 });
  // R stops with "data are essentially constant" here; se = 0 with a mean of
  // 0 (old and new identical) has no t either.
  if (!(se > 0) || se < 10 * Number.EPSILON * Math.abs(m)) return { ...stats, error: 'constant' };
  const t = m / se;
  const q = tCritical(0.05, n - 1);
  stats.t = t;
  stats.ratioLow = Math.exp((t - q) * se);
  stats.ratioHigh = Math.exp((t + q) * se);
  stats.accuracy = 100 * Math.expm1(q * se);
  stats.mde = 100 * Math.expm1((q + tCritical(MDE_Q, n - 1)) * se);
  return stats;
}

/**
 * The pairs at which the plain 95% interval of the ratio is within
 * ±accuracy% (two-sided alpha, the fixed-sample t), for a spread `spread`
 * of the d_b: the fewest n from 2 with t_{1−α/2,n−1}·spread/√n ≤
 * ln(1 + accuracy/100); more than maxRuns when the cap comes first. There a
 * change of the plan's margin is found with about the plan's power (the
 * sequential design's last boundary is a little higher than the fixed t's,
 * and its interval a little wider: docs/statistics.md). A plan of a
 * compare.js before 1.1 (no margin) keeps its own horizon: its margin found
 * with its power.
 * @param {Plan} plan  an adaptive plan (accuracy set)
 * @param {number} spread
 */
function horizonPairs(plan, spread) {
  if (!(spread > 0)) return Math.max(2, plan.minRuns);
  const power = plan.power ?? DEFAULTS.power;
  const older = plan.margin == null;
  const delta = Math.log1p(/** @type {number} */ (plan.accuracy) / 100);
  const beta = 2 * (1 - power); // tCritical's two-sided q for the one-sided quantile `power`
  const quantile = (/** @type {number} */ n) => tCritical(plan.alpha, n - 1) + (older ? tCritical(beta, n - 1) : 0);
  const zSum = normalUpperInverse(plan.alpha / 2) + (older ? normalUpperInverse(1 - power) : 0);
  let n = Math.max(2, Math.ceil(((zSum * spread) / delta) ** 2));
  while (n <= plan.maxRuns && (quantile(n) * spread) / Math.sqrt(n) > delta) n++;
  return roundUp(n);
}

/**
 * `n` rounded up to a step of HORIZONS (whole numbers about 10% apart): the
 * horizon moves with the spread at every look, and the boundaries of each
 * new set of fractions are integrated anew; on these steps, configurations
 * and looks share them (a replay of 100 blocks took 8 ms, now ~1 ms), for at
 * most 10% more pairs, which only adds power.
 * @param {number} n
 */
function roundUp(n) {
  return HORIZONS.find((step) => step >= n) ?? n;
}

const HORIZONS = (() => {
  const steps = [];
  for (let x = 2; x <= 1e6; x = Math.max(x + 1, Math.ceil(x * 1.1))) steps.push(x);
  return steps;
})();

/**
 * The spread of the d_b about 0 (not about their mean), √(Σd²/(n − 1)):
 * what decides when to stop (see the top of this file: with no change it is
 * independent of every T at this look).
 * @param {number[]} diffs
 */
function spreadAboutZero(diffs) {
  return Math.sqrt(exactSum(diffs.map((d) => d * d)) / (diffs.length - 1));
}

/**
 * The earlier looks that count at a look with n pairs: the distinct counts
 * from 2 to n − 1, in order, each with the cumulative alpha it had spent
 * (the largest, when a count was looked at twice; undefined when unknown:
 * then alpha(τ) at the fractions known now).
 * @param {Array<number | HistoryEntry>} history
 * @param {number} n
 * @returns {Array<{ n: number, spent: number | undefined }>}
 */
function earlierLooks(history, n) {
  /** @type {Map<number, number | undefined>} */
  const byCount = new Map();
  for (const entry of history) {
    const count = typeof entry === 'number' ? entry : entry.n;
    const spent = typeof entry === 'number' ? undefined : entry.spent ?? undefined;
    if (!(count >= 2 && count < n)) continue;
    const known = byCount.get(count);
    byCount.set(count, known === undefined ? spent : spent === undefined ? known : Math.max(known, spent));
  }
  return [...byCount].sort((a, b) => a[0] - b[0]).map(([count, spent]) => ({ n: count, spent }));
}

/**
 * One look of the sequential test (see the top of this file): at `blocks`
 * blocks, on the complete pairs so far and the complete-pair counts of the
 * earlier looks.
 *
 * The looks that count are the distinct earlier counts from 2 to n − 1 (a
 * look without 2 pairs tested nothing and spent nothing; a count equal to n
 * is the same data again, and dropping it is exact: the new boundary is
 * below the old one); interim looks on constant data count as spent. Their
 * information fractions are their counts over this look's horizon (the
 * margin's pairs, or n when it has reached them).
 * Degenerate data (n < 2, constant, not finite) never crosses: 'continue'
 * at an interim look; at a final one the state the rule gives, with
 * pValue 1 (null when n < 2 or not finite).
 * @param {Plan} plan
 * @param {number[]} diffs
 * @param {Array<number | HistoryEntry>} history  the earlier looks' results (historyEntry), or their pair counts
 * @param {{ blocks: number, final?: boolean }} options
 * @returns {LookResult}
 */
function look(plan, diffs, history, { blocks, final = false }) {
  if (!Number.isInteger(blocks) || blocks < diffs.length) {
    throw new RangeError(`look: blocks must be a whole number, at least the ${diffs.length} pairs, got ${blocks}`);
  }
  const stats = pairedStats(diffs);
  const { alpha, maxRuns } = plan;
  const adaptive = plan.accuracy !== null;
  const horizon = adaptive && stats.t !== null ? horizonPairs(plan, spreadAboutZero(diffs)) : maxRuns;
  const enough = adaptive && stats.t !== null && stats.n >= horizon;
  const stopping = enough ? 'precise' : blocks >= maxRuns ? 'cap' : final ? 'stopped' : null;
  /** @type {LookResult} */
  const result = { ...stats, state: 'continue', boundary: null, pValue: null, predictedBlocks: blocks,
    nextLook: blocks, horizon, fractions: null, spentBefore: null, spent: null, final: stopping !== null };
  if (stats.t === null) {
    if (stopping) Object.assign(result, { state: stopping, pValue: stats.error === 'constant' ? 1 : null });
  } else {
    const n = stats.n;
    const earlier = earlierLooks(history, n);
    const scale = Math.max(n, Math.min(horizon, maxRuns));
    const fractions = [...earlier.map((e) => e.n), n].map((c) => Math.min(1, c / scale));
    const share = designShare(fractions.length, stopping !== null);
    // Interim looks spend alpha over the configurations the verdict corrects for (testsOf): a row that
    // crosses before its final look survives that correction, whatever the others do; the final look
    // spends what is left of alpha. What was not recorded is filled in on the same scale.
    const tests = testsOf(plan);
    const interim = (alpha * share) / tests;
    const spent = earlier.map((e, i) => e.spent ?? (tests === 1 ? undefined : spending(fractions[i], interim)));
    const design = boundaries(fractions, { alpha: stopping !== null ? alpha * share : interim,
      final: stopping !== null, spent, hold: n < SPEND_FROM });
    result.fractions = fractions;
    result.spentBefore = spent;
    result.spent = design.cumulative[design.cumulative.length - 1];
    const boundary = boundaryAt(plan, result, alpha, n < SPEND_FROM);
    result.boundary = boundary;
    Object.assign(result, repeatedInterval(stats, boundary));
    // The stagewise-ordering p-value: stopping at an earlier look is more
    // extreme, then a larger |Z| at this one. Deciding on it (not on |T|
    // against the crossing design's boundary z, the same thing up to
    // rounding) makes pValue <= alpha exactly when the state is 'crossed'.
    const tail = tTwoSided(stats.t, stats.df);
    const beyond = fractions.length === 1 ? tail : design.spentBefore + design.beyond(normalUpperInverse(tail / 2));
    const pValue = share === 1 ? beyond : Math.min(1, beyond / share);
    const level = design.cumulative[design.cumulative.length - 1] / share;
    if (pValue <= level) Object.assign(result, { state: 'crossed', pValue });
    else if (stopping) Object.assign(result, { state: stopping, pValue });
    else if (adaptive && settled(result, marginOf(plan))) Object.assign(result, { state: 'within', pValue });
  }
  if (result.state === 'continue') {
    // The horizon, unless the pairs fall behind the blocks (failures) or the cap comes first.
    result.predictedBlocks = Math.min(maxRuns, blocks + Math.max(1, horizon - stats.n));
    result.nextLook = Math.min(plan.looks.find((count) => count > blocks) ?? maxRuns, result.predictedBlocks);
  }
  return result;
}

/**
 * Futility: the look's interval lies inside ±margin%, so the configuration
 * is within the margin already (the verdict's "within") and no further
 * pairs can make it a change of the margin. The repeated interval covers
 * at every look jointly, so stopping here keeps its coverage.
 * @param {{ ratioLow: number | null, ratioHigh: number | null }} result
 * @param {number | null} margin
 */
function settled({ ratioLow, ratioHigh }, margin) {
  if (margin === null || ratioLow === null || ratioHigh === null) return false;
  const limit = Math.log1p(margin / 100);
  return Math.log(ratioLow) > -limit && Math.log(ratioHigh) < limit;
}

/**
 * The share of alpha a design of `looks` looks is integrated at (see the
 * top of this file): all of it for a single look that is final (the plain
 * t-test); an interim first look spends on the share's scale already, so
 * that the looks after it add up on one scale.
 * @param {number} looks
 * @param {boolean} final
 */
function designShare(looks, final) {
  return looks === 1 && final ? 1 : DESIGN_SHARE;
}

/**
 * The interval of a look whose boundary is `boundary` (t scale): the ratio
 * exp(mean ± boundary·se), its half-width in percent, and the smallest
 * change (percent) it would find with 80% power.
 * @param {PairedStats} stats
 * @param {number} boundary
 */
function repeatedInterval(stats, boundary) {
  const { mean: m, se, df } = /** @type {{ mean: number, se: number, df: number }} */ (stats);
  return {
    ratioLow: Math.exp(m - boundary * se),
    ratioHigh: Math.exp(m + boundary * se),
    accuracy: 100 * Math.expm1(boundary * se),
    mde: 100 * Math.expm1((boundary + tCritical(MDE_Q, df)) * se),
  };
}

/**
 * The interval a look gives at another level: for claims about several
 * configurations at once (the verdict's "no change larger than"), each at
 * alpha/m. The same looks and information fractions, boundaries spending
 * `alpha` instead. null when the look had no test.
 * @param {Plan} plan  the plan the look was made with
 * @param {LookResult} result
 * @param {number} alpha
 * @returns {{ ratioLow: number, ratioHigh: number } | null}
 */
function intervalAt(plan, result, alpha) {
  if (result.fractions === null || result.se === null || result.df === null) return null;
  const { ratioLow, ratioHigh } = repeatedInterval(result, boundaryAt(plan, result, alpha));
  return { ratioLow, ratioHigh };
}

/**
 * The t boundary of a look's interval at `alpha` (see the top of this
 * file): at an interim look, the design spending alpha·τ² (one
 * configuration's interval, whatever the correction); at a final look, the
 * crossing design's (interim looks at alpha over the configurations, the
 * rest at this one), so that a final look's interval excludes no change
 * exactly when it crossed. The power family spends in proportion to alpha,
 * so what the earlier looks spent (on the crossing design's scale) is
 * scaled to either. hold: an interim look that spends nothing (SPEND_FROM).
 * @param {Plan} plan
 * @param {{ fractions: number[] | null, spentBefore: Array<number | undefined> | null, final: boolean,
 *   df: number | null }} result
 * @param {number} alpha
 * @param {boolean} [hold]
 */
function boundaryAt(plan, result, alpha, hold = false) {
  const fractions = /** @type {number[]} */ (result.fractions);
  const scale = (result.final ? alpha : alpha * testsOf(plan)) / plan.alpha;
  const spent = result.spentBefore?.map((x) => (x === undefined ? undefined : x * scale));
  const design = boundaries(fractions, { alpha: alpha * designShare(fractions.length, result.final),
    final: result.final, spent, hold: hold && !result.final });
  return tBoundary(design.z[design.z.length - 1], /** @type {number} */ (result.df));
}

/**
 * What a look that continued leaves for the next: its pair count and the
 * alpha it had spent.
 * @param {LookResult} result
 * @returns {HistoryEntry}
 */
function historyEntry(result) {
  return { n: result.n, spent: result.spent };
}

/**
 * Replays a configuration's blocks (d of each, null where a side failed)
 * through look() as the runner does: a look when the count of blocks
 * reaches the next look (the plan's first, then each look's nextLook; none
 * without a complete pair: the runner stops such a configuration, and so
 * does this, with a final look); when the blocks end before a look stopped
 * them (an interrupted run), a final look at the last block. Returns the
 * last look's result.
 * @param {Plan} plan
 * @param {Array<number | null>} blocks
 * @returns {LookResult}
 */
function replay(plan, blocks) {
  /** @type {number[]} */
  const diffs = [];
  /** @type {HistoryEntry[]} */
  const history = [];
  let next = plan.looks[0];
  for (let i = 0; i < blocks.length; i++) {
    const d = blocks[i];
    if (d !== null) diffs.push(d);
    if (i + 1 !== next) continue;
    if (diffs.length === 0) return look(plan, diffs, history, { blocks: i + 1, final: true });
    const result = look(plan, diffs, history, { blocks: i + 1 });
    if (result.state !== 'continue') return result;
    history.push(historyEntry(result));
    next = result.nextLook;
  }
  return look(plan, diffs, history, { blocks: blocks.length, final: true });
}

module.exports = {
  DEFAULTS, DESIGN_SHARE, MDE_POWER, lookSchedule, createPlan, createFixedPlan, pairedStats, look, replay, horizonPairs, planMargin,
  widthFor, marginOf, intervalAt, historyEntry,
  // For the tests and the analysis:
  boundaries, spending, tBoundary, normalUpper, normalUpperInverse, tTwoSided, tTwoSidedInverse,
};
