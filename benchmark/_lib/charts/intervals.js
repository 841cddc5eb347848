'use strict';

// The numbers the improvement charts draw, computed once for the SVG
// (charts/improvement.js) and the text chart (charts/text.js): per
// comparison its change in percent, its status by the verdict's rule, its
// 95% interval and its interval adjusted for the false coverage rate (FCR);
// the range an axis shows them in; the words for their levels. Pure:
// comparisons in, numbers and strings out.

const { tQuantile } = require('../stats/basic.js');
const { normalUpperInverse } = require('../stats/distributions.js');
const { classify, FDR, DEFAULT_MARGIN } = require('../stats/verdict-rule.js');
const { METHOD_TEXT } = require('../words/method.js');

// ----------------------------------------------- false coverage rate (FCR)

/**
 * What both improvement charts draw, computed once: per comparison its
 * improvement in percent, its status, its 95% interval and its adjusted
 * interval ([low, high], null without one), and the adjusted level.
 *
 * The level: Benjamini & Yekutieli (2005). When BH at level q selects R of
 * the m tested comparisons, (1 - R q / m) intervals for the selected ones
 * keep the false coverage rate at q, where 95% intervals picked after the
 * selection do not. The rows not selected get the same level, so that all
 * rows are drawn on one footing; when nothing is selected (R = 0) the level
 * is 1 - q / m, the interval a row would need to clear 0 to be selected
 * (BH's first step). Either way interval and colour agree: a selected row
 * has p <= R q / m, so its interval excludes 0; BH leaves a row out only
 * when p > R q / m (p > q / m when R = 0), so its interval includes 0. That
 * is exact for Welch's rows, whose p and interval come from one t; a paired
 * row's q comes from the sequential test, whose boundary is a little wider
 * than the fixed-size t, so a paired row right at the edge may disagree.
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @returns {{ level: number, rows: ImprovementRow[] }}
 * @typedef {{ estimate: number, status: 'improved' | 'regressed' | 'unchanged',
 *   raw: [number, number] | null, adjusted: [number, number] | null }} ImprovementRow
 */
function improvementIntervals(comparisons) {
  const statuses = comparisons.map(rowStatus);
  const tested = comparisons.filter((c) => typeof c.qValue === 'number' && !Number.isNaN(c.qValue)).length;
  const selected = statuses.filter((status) => status !== 'unchanged').length;
  const alpha = tested === 0 ? FDR : (Math.max(1, selected) * FDR) / tested;
  const rows = comparisons.map((c, i) => {
    const row = rowIntervals(c, alpha);
    return { ...row, status: Number.isFinite(row.estimate) ? statuses[i] : 'unchanged' };
  });
  return { level: 1 - alpha, rows };
}

/**
 * Each comparison's FCR-adjusted interval of the improvement in percent
 * (see improvementIntervals) and the estimate it surrounds; null when the
 * row has no 95% interval (untested, constant, not finite). A paired row's
 * interval is that of its paired ratio, as in the report's "new vs old".
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @returns {({ estimate: number, low: number, high: number, level: number } | null)[]}
 */
function fcrIntervals(comparisons) {
  const { level, rows } = improvementIntervals(comparisons);
  return rows.map(({ estimate, adjusted }) =>
    (adjusted ? { estimate, low: adjusted[0], high: adjusted[1], level } : null));
}

/**
 * A row's improvement (%), its 95% interval and its (1 - alpha) interval.
 * The half-width is the 95% one times qt(1 - alpha/2, df) / qt(0.975, df)
 * at the row's df (Welch's; blocks - 1 when paired, on the log of the
 * ratio); the normal quantile stands in when there is no df.
 * @param {import('../stats/analysis.js').Comparison} c
 * @param {number} alpha
 * @returns {{ estimate: number, raw: [number, number] | null, adjusted: [number, number] | null }}
 */
function rowIntervals(c, alpha) {
  const estimate = !c.paired ? c.improvement : typeof c.ratio === 'number' ? 100 * (c.ratio - 1) : NaN;
  const none = { estimate, raw: null, adjusted: null };
  let center, half, df, toPercent;
  if (c.paired) {
    const { ratioLow: low, ratioHigh: high } = c;
    if (!(typeof low === 'number' && typeof high === 'number' && low > 0 && high < Infinity)) return none;
    [center, half] = [(Math.log(high) + Math.log(low)) / 2, (Math.log(high) - Math.log(low)) / 2];
    [df, toPercent] = [(c.blocks ?? NaN) - 1, (v) => 100 * Math.expm1(v)];
  } else {
    [center, half, df, toPercent] = [c.improvement, c.accuracy?.['*'], c.df, (v) => v];
  }
  if (!Number.isFinite(center) || typeof half !== 'number' || !Number.isFinite(half)) return none;
  const widen = quantile(1 - alpha / 2, df) / quantile(0.975, df);
  /** @returns {[number, number] | null} */
  const interval = (h) => {
    const bounds = [toPercent(center - h), toPercent(center + h)];
    return bounds.every(Number.isFinite) ? [bounds[0], bounds[1]] : null;
  };
  return { estimate, raw: interval(half), adjusted: interval(half * widen) };
}

/** qt(p, df), or qnorm(p) when there is no finite df. */
function quantile(p, df) {
  return typeof df === 'number' && Number.isFinite(df) && df > 0 ? tQuantile(p, df) : normalUpperInverse(1 - p);
}

/**
 * 'improved', 'regressed' or 'unchanged' (not significant, or not tested),
 * by verdict-rule.js's rule, so that the chart colours what the verdict counts.
 * @param {import('../stats/analysis.js').Comparison} c
 * @returns {'improved' | 'regressed' | 'unchanged'}
 */
function rowStatus(c) {
  const copy = { ...c };
  classify(copy, DEFAULT_MARGIN);
  return copy.outcome === 'improved' || copy.outcome === 'regressed' ? copy.outcome : 'unchanged';
}

/**
 * The rows of the allocations' charts: per configuration both binaries
 * counted, a comparison whose paired ratio, interval and q-value are those
 * of its bytes allocated per operation, new against old.
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @returns {import('../stats/analysis.js').Comparison[]}
 */
function allocationComparisons(comparisons) {
  return comparisons.flatMap((c) => {
    const a = c.allocations;
    if (!a) return [];
    // Coloured by its own q-value (rowStatus), its ratio's intervals drawn as time's.
    // state: null, as its test is a plain paired t over all the blocks, not the stopping rule's.
    return [{ ...c, paired: true, ratio: a.ratio, ratioLow: a.ratioLow, ratioHigh: a.ratioHigh, qValue: a.qValue,
      blocks: a.blocks, state: null }];
  });
}

// How far an improvement axis reaches, at least (improvementDomain).
const REACH = 4;
// Percent: beyond it, an interval alone does not widen the axis.
const INTERVAL_REACH = 100;

/**
 * The range an improvement axis shows: 0, every estimate and the intervals,
 * as far as REACH times the largest |estimate|, or as far as the narrower
 * half of the rows' adjusted intervals reach (up to ±INTERVAL_REACH%),
 * whichever is farther. With 3 runs an interval may span -99% to +14000%:
 * an axis that long drew every estimate on 0 and every bar as a dot. An
 * interval that goes on beyond the range is drawn cut, with an arrow; its
 * bounds are in the numbers beside it.
 * @param {{ estimate: number, raw?: [number, number] | null, adjusted: [number, number] | null }[]} rows
 * @returns {[number, number]}  [min, max]; [0, 0] when there is nothing but 0
 */
function improvementDomain(rows) {
  const estimates = rows.map((row) => row.estimate).filter(Number.isFinite);
  const largest = estimates.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  const far = rows.flatMap((row) => (row.adjusted ? [Math.max(...row.adjusted.map(Math.abs))] : []))
    .sort((a, b) => a - b);
  const median = far.length ? far[Math.floor((far.length - 1) / 2)] : 0;
  const reach = Math.max(REACH * largest, Math.min(median, INTERVAL_REACH));
  const values = [0, ...estimates];
  for (const row of rows) {
    for (const v of [...(row.raw ?? []), ...(row.adjusted ?? [])]) values.push(Math.max(-reach, Math.min(reach, v)));
  }
  return [Math.min(...values), Math.max(...values)];
}

/**
 * What the rows' 95% intervals are, in words (of the rows that have one): a
 * paired row's comes from the stopping rule's look where the row stopped, a
 * repeated confidence interval, valid there whether the run stopped early
 * or not (sequential.js); a row with no state, as the allocations', has a
 * plain paired t interval, and a Welch row compare.R's.
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 */
function plainIntervalText(comparisons) {
  const drawn = comparisons.filter((c) => rowIntervals(c, FDR).raw !== null);
  const atStop = drawn.filter((c) => c.paired && c.state != null).length;
  const plain = `${METHOD_TEXT.level} interval, not adjusted`;
  if (atStop === 0) return plain;
  if (atStop === drawn.length) return `${plain} (valid where the run stopped)`;
  return `${plain} (valid where the run stopped, where paired)`;
}

/** A confidence level in percent, with the digits that tell it from 100%: 95%, 99.25%, 99.9%. */
function levelText(level) {
  const alpha = (1 - level) * 100;
  const decimals = Math.min(6, Math.max(0, Math.ceil(-Math.log10(alpha)) + 1));
  return `${Number((level * 100).toFixed(decimals))}%`;
}

module.exports = {
  improvementIntervals, fcrIntervals, allocationComparisons, improvementDomain, plainIntervalText, levelText, FDR,
};
