'use strict';

// The paired test of compare.js --schedule blocks, and the rule that stops a
// configuration early (--accuracy). Pure: numbers in, numbers out.
//
// Per configuration, d_b = ln(rate_new / rate_old) of each complete block b:
// a one-sample t on the d_b (R's t.test(log(new), log(old), paired = TRUE)),
// and the ratio new/old with its 95% interval, exp(mean ± qt(0.975)·se).
//
// Stopping: looks at the block counts of plan.looks (minRuns, then ×1.5, up
// to maxRuns), a group-sequential test with Lan-DeMets O'Brien-Fleming-type
// alpha spending, alpha(τ) = 2 − 2Φ(z_{α/2}/√τ), τ = n/maxRuns. Testing at
// p < 0.05 at every look calls 16% of A/A configurations changed with looks
// at 5 to 30 blocks (test/sequential.test.js); spending alpha over the looks
// keeps it at alpha. The boundaries come from the joint law of the z
// statistics at the looks (independent increments), integrated numerically
// as in Jennison & Turnbull, "Group Sequential Methods", ch. 19, and are used
// on the t scale at the same tail probability (df = n − 1), since σ is
// estimated. A look is final (it spends all the alpha left) at the cap, when
// the run was interrupted, or when the interval is narrow enough; that last
// test measures the spread about 0, see stoppingWidth().
//
// The normal and t distributions are in distributions.js (why not
// jstat's: there), the boundaries' numerical integration in boundaries.js.

const { exactSum, mean, variance } = require('./stats.js');
const {
  normalUpper, normalUpperInverse, tTwoSided, tTwoSidedInverse, tCritical,
} = require('./distributions.js');
const { boundaries, spending, tBoundary } = require('./boundaries.js');
const { DEFAULT_RUNS } = require('./bounds.js');

/**
 * @typedef {{ alpha: number, accuracy: number | null, minRuns: number, maxRuns: number,
 *   looks: number[] }} Plan
 * @typedef {{ n: number, mean: number | null, sd: number | null, se: number | null,
 *   df: number | null, t: number | null, ratio: number | null, ratioLow: number | null,
 *   ratioHigh: number | null, accuracy: number | null, mde: number | null,
 *   error: null | 'too few blocks' | 'constant' | 'not finite' }} PairedStats
 * @typedef {'continue' | 'changed' | 'precise' | 'cap' | 'stopped'} State
 * @typedef {PairedStats & { state: State, boundary: number | null, pValue: number | null,
 *   predictedBlocks: number }} LookResult
 */

const DEFAULTS = Object.freeze({ alpha: 0.05, minRuns: DEFAULT_RUNS.adaptive, maxRuns: DEFAULT_RUNS.cap, growth: 1.5 });


// ---------------------------------------------------------------------------
// Plans.

/**
 * The looks of a plan (block counts): minRuns, then ×growth rounded up (at
 * least +1), the last = maxRuns. lookSchedule(5, 30) = [5, 8, 12, 18, 27, 30].
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
 * only that is given; both given must be equal).
 * @param {{ alpha?: number, accuracy?: number | null, minRuns?: number, maxRuns?: number,
 *   growth?: number }} options
 * @returns {Plan}
 */
function createPlan({ alpha = DEFAULTS.alpha, accuracy = null, minRuns, maxRuns, growth = DEFAULTS.growth } = {}) {
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
  const min = minRuns ?? DEFAULTS.minRuns;
  const max = maxRuns ?? DEFAULTS.maxRuns;
  return { alpha, accuracy, minRuns: min, maxRuns: max, looks: lookSchedule(min, max, growth) };
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
  stats.mde = 100 * Math.expm1((q + tCritical(0.4, n - 1)) * se);
  return stats;
}

/**
 * One look of the sequential test (see CONTRACT): at `blocks` blocks, on the
 * complete pairs so far and the complete-pair counts of the earlier looks.
 *
 * The looks that count are the distinct earlier counts from 2 to n − 1 (a
 * look without 2 pairs tested nothing and spent nothing; a count equal to n
 * is the same data again, and dropping it is exact: the new boundary is
 * below the old one); interim looks on constant data count as spent.
 * Degenerate data (n < 2, constant, not finite) never crosses: 'continue'
 * at an interim look; at a final one the state the rule gives, with
 * pValue 1 (null when n < 2 or not finite).
 * @param {Plan} plan
 * @param {number[]} diffs
 * @param {number[]} history
 * @param {{ blocks: number, final?: boolean }} options
 * @returns {LookResult}
 */
function look(plan, diffs, history, { blocks, final = false }) {
  if (!Number.isInteger(blocks) || blocks < diffs.length) {
    throw new RangeError(`look: blocks must be a whole number, at least the ${diffs.length} pairs, got ${blocks}`);
  }
  const stats = pairedStats(diffs);
  const { alpha, maxRuns } = plan;
  const width = stoppingWidth(diffs, stats);
  const precise = plan.accuracy !== null && width !== null && width <= plan.accuracy;
  const stopping = precise ? 'precise' : blocks >= maxRuns ? 'cap' : final ? 'stopped' : null;
  /** @type {LookResult} */
  const result = { ...stats, state: 'continue', boundary: null, pValue: null, predictedBlocks: blocks };
  if (stats.t === null) {
    if (stopping) Object.assign(result, { state: stopping, pValue: stats.error === 'constant' ? 1 : null });
  } else {
    const n = stats.n;
    const earlier = [...new Set(history)].filter((c) => c >= 2 && c < n).sort((a, b) => a - b);
    const fractions = [...earlier, n].map((c) => Math.min(1, c / maxRuns));
    const design = boundaries(fractions, { alpha, final: stopping !== null });
    const z = design.z[design.z.length - 1];
    result.boundary = tBoundary(z, stats.df);
    // The stagewise-ordering p-value: stopping at an earlier look is more
    // extreme, then a larger |Z| at this one. Deciding on it (not on |T|
    // against the boundary, the same thing up to rounding) makes
    // pValue <= alpha exactly when the state is 'changed'.
    const tail = tTwoSided(stats.t, stats.df);
    const pValue = fractions.length === 1 ? tail : design.spentBefore + design.beyond(normalUpperInverse(tail / 2));
    const level = design.cumulative[design.cumulative.length - 1];
    if (pValue <= level) Object.assign(result, { state: 'changed', pValue });
    else if (stopping) Object.assign(result, { state: stopping, pValue });
  }
  if (result.state === 'continue') result.predictedBlocks = predict(plan, stats.n, width, blocks);
  return result;
}

/**
 * The half-width (percent) that decides 'precise': the interval's, with the
 * spread of the d_b about 0 instead of about their mean, i.e. the accuracy
 * times √(1 + T²/(n − 1)). Why: with no change, the length of the vector of
 * d's is independent of its direction, hence of every T at this look
 * (Basu's theorem), so a final look chosen on it does not select large |T|.
 * Chosen on the spread about the mean (the accuracy shown), it picks the
 * configurations whose s came out small, whose |T| is inflated: 6.5% of A/A
 * configurations were called changed (looks 5 to 30 blocks, the tests'
 * noise), 5.4% with looks 10 to 100; keeping the interim boundary at such a
 * look instead gave 1.5%. Never below the accuracy shown, so a precise
 * configuration's interval is within the target.
 */
function stoppingWidth(diffs, stats) {
  if (stats.t === null) return null;
  const spread = Math.sqrt(exactSum(diffs.map((d) => d * d)) / (stats.n - 1));
  return 100 * Math.expm1((tCritical(0.05, stats.df) * spread) / Math.sqrt(stats.n));
}

/** The blocks the noise seen predicts for the target, at the next look that reaches it. */
function predict(plan, n, width, blocks) {
  if (plan.accuracy === null || width === null) return plan.maxRuns;
  const needed = n * (width / plan.accuracy) ** 2;
  return plan.looks.find((count) => count > blocks && count >= needed) ?? plan.maxRuns;
}

/**
 * Replays a configuration's blocks (d of each, null where a side failed)
 * through look() as the runner does: a look when the count of blocks
 * reaches a value of plan.looks (none without a complete pair: the runner
 * stops such a configuration, and so does this, with a final look); when the
 * blocks end before a look stopped them (an interrupted run), a final look
 * at the last block. Returns the last look's result.
 * @param {Plan} plan
 * @param {Array<number | null>} blocks
 * @returns {LookResult}
 */
function replay(plan, blocks) {
  /** @type {number[]} */
  const diffs = [];
  /** @type {number[]} */
  const history = [];
  for (let i = 0; i < blocks.length; i++) {
    const d = blocks[i];
    if (d !== null) diffs.push(d);
    if (!plan.looks.includes(i + 1)) continue;
    if (diffs.length === 0) return look(plan, diffs, history, { blocks: i + 1, final: true });
    const result = look(plan, diffs, history, { blocks: i + 1 });
    if (result.state !== 'continue') return result;
    history.push(result.n);
  }
  return look(plan, diffs, history, { blocks: blocks.length, final: true });
}

module.exports = {
  DEFAULTS, lookSchedule, createPlan, createFixedPlan, pairedStats, look, replay,
  // For the tests and the analysis:
  boundaries, spending, tBoundary, normalUpper, normalUpperInverse, tTwoSided, tTwoSidedInverse,
};
