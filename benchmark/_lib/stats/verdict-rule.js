'use strict';

// The rule a report's verdict applies to its comparisons (stats/analysis.js):
// each row's outcome, and the counts the verdict reads. Pure; the words that
// say it are words/verdict.js.
//
// A row changed when its q-value is under the false discovery rate. A row
// that did not change is conclusive when its 95% interval lies within the
// margin and its own test found no change; inconclusive otherwise (a row
// whose own test found a change the correction did not keep is neither
// changed nor "no change"). The summary then holds the largest change the
// conclusive rows leave possible, all of them at once (decision.js
// jointBound: intervals that cover every tested row jointly with 95%), so
// that "no change" comes with what the run could have seen and holds as a
// whole (docs/statistics.md, "No change larger than ±X%"), and what a row
// could typically tell (typicalPrecision), said where that bound is not
// useful (USEFUL_BOUND).

const { shortNames } = require('../data/names.js');
const { RUNS } = require('./bounds.js');
const { median, tQuantile } = require('./basic.js');
// The power a paired row's `mde` is stated at: Welch's rows get theirs at the same.
const { MDE_POWER } = require('./sequential.js');

const FDR = 0.05;
// The margin (percent) for "conclusive" when the run had no --accuracy
// target; a run with one is judged by its own target.
const DEFAULT_MARGIN = 2;
// A joint bound larger than this many margins is not a headline: "no change
// larger than ±891.6%" is true and says nothing a person can act on. Past
// it, the verdict gives the typical interval instead (words/verdict.js).
const USEFUL_BOUND = 5;
// Runs-needed estimates past the most compare.js takes are said as "more
// than 1,000 runs": the estimate scales a noisy half-width, and a rerun
// that long is not a plan.
const RUNS_CAP = RUNS.max;

// How a row's error begins when a rate is infinite or NaN; any other error
// is R's "data are essentially constant", or one of BAD_RATES.
const NOT_FINITE = 'not finite: ';
// The other rates a row is not tested with (analysis.js), each error
// beginning `<kind>: `: 0 or less, or so large or small that the t-test's
// arithmetic overflows or underflows.
const BAD_RATES = /** @type {const} */ (['not a rate', 'overflow', 'underflow']);

/**
 * Why a row could not be tested, as its notes (and mostly its confidence
 * cell) say it: every sample the same ('constant'), a rate infinite or NaN
 * ('not finite'), one of BAD_RATES, or null when nothing stopped the test.
 * @param {{ error: string | null }} c
 * @returns {'constant' | 'not finite' | typeof BAD_RATES[number] | null}
 */
function errorKind(c) {
  if (c.error === null) return null;
  if (c.error.startsWith(NOT_FINITE)) return 'not finite';
  return BAD_RATES.find((kind) => /** @type {string} */ (c.error).startsWith(`${kind}: `)) ?? 'constant';
}

/**
 * Whether a row's own test found a change, before the correction for many
 * rows: the stopping rule crossed its boundary (paired), or Welch's p < 0.05.
 * @param {import('../stats/analysis.js').Comparison} c
 */
function ownChange(c) {
  return c.paired ? c.state === 'crossed' : c.pValue !== null && c.pValue < FDR;
}

/**
 * The change (percent, + is faster) the verdict reads for a row: the paired
 * ratio's when paired, compare.R's improvement of the mean rates otherwise;
 * NaN when there is none.
 * @param {import('../stats/analysis.js').Comparison} c
 */
function changeOf(c) {
  if (!c.paired) return c.improvement;
  return typeof c.ratio === 'number' ? 100 * (c.ratio - 1) : NaN;
}

/**
 * How the verdict counts a row. A row not changed is conclusive when its own
 * test found no change (p ≥ 0.05, or the stopping rule did not cross its
 * boundary: ownChange) and its 95% interval lies within ±margin (bound); otherwise
 * inconclusive, with the runs its noise predicts for an interval within the
 * margin around the same estimate (the half-width shrinks as 1/sqrt(runs);
 * none when the estimate itself is beyond the margin). Without pairing,
 * compare.R's accuracy (*) is the half-width and `runs` the larger side's
 * sample count.
 * @param {import('../stats/analysis.js').Comparison} c
 * @param {number} margin
 */
function classify(c, margin) {
  c.outcome = 'untested';
  c.runsForMargin = null;
  if (c.qValue === null) return;
  if (c.qValue < FDR) {
    c.outcome = (c.paired ? c.ratio != null && c.ratio > 1 : c.improvement > 0) ? 'improved' : 'regressed';
    return;
  }
  if (!ownChange(c) && bound(c) <= margin) {
    c.outcome = 'conclusive';
    return;
  }
  c.outcome = 'inconclusive';
  const halfWidth = c.paired ? c.pairedAccuracy : c.accuracy['*'];
  const estimate = Math.abs(c.paired ? 100 * ((c.ratio ?? NaN) - 1) : c.improvement);
  // analyze() counts the blocks of every paired row.
  const runs = c.paired ? c.blocks : Math.max(c.old.n, c.new.n);
  if (runs != null && halfWidth != null && Number.isFinite(halfWidth) && estimate < margin) {
    c.runsForMargin = Math.ceil(runs * (halfWidth / (margin - estimate)) ** 2);
  }
}

/**
 * The largest change (percent, either way) the row's 95% interval leaves
 * possible: what decides whether a row is conclusive.
 * @param {import('../stats/analysis.js').Comparison} c
 */
function bound(c) {
  let value;
  if (c.paired) {
    // analysis.js keeps the finite interval ends only: null is one that
    // overflowed, and nothing bounds the change.
    value = c.ratioLow == null || c.ratioHigh == null ? Infinity
      : 100 * Math.max(1 - c.ratioLow, c.ratioHigh - 1);
  } else {
    const half = c.accuracy['*'];
    value = half === null ? Infinity : Math.abs(c.improvement) + half;
  }
  return Number.isFinite(value) ? value : Infinity;
}

/** A row's 95% half-width (percent): the paired one when paired, compare.R's accuracy (*) otherwise; null without. */
function halfWidthOf(c) {
  const value = c.paired ? c.pairedAccuracy : c.accuracy['*'];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The smallest change (percent, either way) a tested row's test would find
 * with 80% power (sequential.js MDE_POWER), 5% two-sided: its minimum
 * detectable change (MDE), null when the row was not tested. Paired:
 * sequential.js's, from the interval the row stopped with,
 * 100·(exp((c + t(0.8, n−1))·se) − 1), c that look's boundary. Welch:
 * the same from compare.R's accuracy (*), on its scale (the rates', not
 * their logarithm's), so that both read as "the half-width, and the room
 * for 80% power":
 *   accuracy(*) · (t(0.975, df) + t(0.8, df)) / t(0.975, df)
 *   = 100 · (t(0.975, df) + t(0.8, df)) · se / mean_old
 * @param {import('../stats/analysis.js').Comparison} c
 * @returns {number | null}
 */
function mdeOf(c) {
  if ((c.outcome ?? 'untested') === 'untested') return null;
  if (c.paired) return typeof c.mde === 'number' && Number.isFinite(c.mde) ? c.mde : null;
  const half = c.accuracy['*'];
  if (half === null || c.df === null || !Number.isFinite(half)) return null;
  const q = tQuantile(0.975, c.df);
  const value = (half * (q + tQuantile(MDE_POWER, c.df))) / q;
  return Number.isFinite(value) ? value : null;
}


/**
 * What this run could tell, per configuration: the median 95% half-width
 * over the tested rows (`halfWidth`, percent), and the runs (blocks when
 * paired) its noise predicts for that half-width to shrink to the margin
 * (`runs`, null when it is within already). The half-width shrinks as
 * 1/sqrt(runs), so runs × (halfWidth / margin)².
 * @param {import('../stats/analysis.js').Comparison[]} tested
 * @param {number} margin
 * @returns {{ halfWidth: number, runs: number | null } | null}
 */
function typicalPrecision(tested, margin) {
  const halves = /** @type {number[]} */ (tested.map(halfWidthOf).filter((h) => h !== null));
  if (halves.length === 0) return null;
  const halfWidth = median(halves);
  const counts = tested.map((c) => (c.paired ? c.blocks : Math.max(c.old.n, c.new.n)));
  const known = /** @type {number[]} */ (counts.filter((n) => typeof n === 'number' && n > 0));
  const runs = known.length === 0 ? null : median(known);
  return { halfWidth, runs: runs === null || halfWidth <= margin ? null : Math.ceil(runs * (halfWidth / margin) ** 2) };
}

/**
 * The counts the verdict reads. `detectable` is the verdict's X: the largest
 * joint bound (decision.js jointBound) over the conclusive rows, or over the
 * inconclusive ones when none is conclusive (null when there are neither);
 * never a changed row's.
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @param {{ paired?: boolean, margin?: number }} [options]
 */
function summarize(comparisons, { paired = false, margin = DEFAULT_MARGIN } = {}) {
  const by = (outcome) => comparisons.filter((c) => c.outcome === outcome);
  const conclusive = by('conclusive');
  const inconclusive = by('inconclusive');
  const improved = by('improved').length;
  const regressed = by('regressed').length;
  const rest = conclusive.length > 0 ? conclusive : inconclusive;
  const tested = comparisons.filter((c) => c.outcome !== 'untested').length;
  const labels = improved + regressed > 0 ? shortNames(comparisons) : new Map();
  /** @param {import('../stats/analysis.js').Comparison[]} rows  @param {1 | -1} sign  the largest change first */
  const named = (rows, sign) => rows.map((c) => ({ name: c.name, label: labels.get(c.name) ?? c.name, change: changeOf(c) }))
    .sort((a, b) => largerFirst(sign * a.change, sign * b.change));
  return {
    comparisons: comparisons.length,
    tested,
    untested: comparisons.length - tested,
    constant: comparisons.filter((c) => errorKind(c) === 'constant').length,
    notFinite: comparisons.filter((c) => errorKind(c) === 'not finite').length,
    badRates: comparisons.filter((c) => BAD_RATES.some((kind) => errorKind(c) === kind)).length,
    improved,
    regressed,
    fdr: FDR,
    changed: improved + regressed,
    conclusive: conclusive.length,
    inconclusive: inconclusive.length,
    // Inconclusive rows whose own test found a change the correction for
    // the `tested` rows did not keep; the others' 95% interval is not within the margin.
    ownChanges: inconclusive.filter(ownChange).length,
    margin,
    detectable: rest.length > 0 ? rest.reduce((x, c) => Math.max(x, c.jointBound ?? bound(c)), 0) : null,
    // What the run could tell per configuration (typicalPrecision).
    typical: typicalPrecision(comparisons.filter((c) => c.outcome !== 'untested'), margin),
    paired,
    // What the verdict names: label, its short name (short-names.js); change, percent.
    regressions: named(by('regressed'), -1),
    improvements: named(by('improved'), 1),
  };
}

/** For sort(): the larger number first, one that is not a number last; ties keep their order. */
function largerFirst(a, b) {
  const [x, y] = [a, b].map((v) => (Number.isNaN(v) ? -Infinity : v));
  return x === y ? 0 : x > y ? -1 : 1;
}

module.exports = {
  classify, summarize, changeOf, ownChange, errorKind, bound, largerFirst, halfWidthOf, mdeOf, FDR, DEFAULT_MARGIN,
  NOT_FINITE, BAD_RATES, USEFUL_BOUND, RUNS_CAP,
};
