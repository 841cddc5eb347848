'use strict';

// The --max-regression gate (and the Action's fail-on-regression): three
// answers, never a pass it cannot stand behind. Pure; the words are
// tools/compare-analysis.js's.
//
//   failed       a configuration the verdict counts as regressed (q-value
//                under the 5% false discovery rate) whose estimate is worse
//                than -N%: the rule compare.js has always had
//   passed       nothing failed, and every configuration's 95% interval has
//                its lower end at -N% or above: each one rules out a
//                regression beyond N%
//   cannot tell  anything else: an interval that reaches below -N% with no
//                regression beyond N% shown, or a configuration that could
//                not be tested
//
// "passed" claims something of every configuration at once, yet needs no
// correction for many rows: it holds only when each row's own test rules
// out its regression, and a claim that needs all of them true is wrong only
// when one of them is (an intersection-union test, Berger 1982), so each
// row at 95% keeps the whole claim at 95%.

const { changeOf, RUNS_CAP } = require('./verdict-rule.js');
const { tQuantile } = require('./basic.js');

// compare.js takes at most this many runs: an estimate beyond it is
// worded as "more than" this.
const MOST_RUNS = RUNS_CAP;

/**
 * @typedef {{ name: string, change: number, qValue: number }} Regression
 *   change: percent, negative (e.g. -12.34 for 12.34% slower)
 * @typedef {{ name: string, change: number, low: number, high: number, runs: number | null,
 *   runsToSettle: number | null, untested: boolean }} Unsettled
 *   change, low, high: the estimate and its 95% interval, percent (NaN or
 *   ±Infinity where there is none); runs: what the row has (blocks when
 *   paired); runsToSettle: the runs its noise predicts would settle it
 *   (null: no estimate; MOST_RUNS + 1: more than compare.js takes);
 *   untested: the row could not be tested at all
 * @typedef {{ answer: 'passed' | 'failed' | 'cannot-tell', threshold: number, configurations: number,
 *   regressions: Regression[], unsettled: Unsettled[] }} Gate
 */

/**
 * The gate's answer for a run's comparisons, classified by analyze().
 * @param {import('./analysis.js').Comparison[]} comparisons
 * @param {number} threshold  percent, >= 0
 * @returns {Gate}
 */
function gate(comparisons, threshold) {
  const regressions = regressionsBeyond(comparisons, threshold);
  const failed = new Set(regressions.map((r) => r.name));
  const unsettled = comparisons.filter((c) => !failed.has(c.name))
    .map((c) => unsettledRow(c, threshold))
    .filter((row) => row !== null);
  const answer = regressions.length > 0 ? 'failed'
    : unsettled.length > 0 || comparisons.length === 0 ? 'cannot-tell' : 'passed';
  return { answer, threshold, configurations: comparisons.length, regressions, unsettled };
}

/**
 * The rows the verdict counts as regressed whose change is worse than
 * -threshold percent, in the table's order. A regressed row without a
 * finite change (a ratio too large for a number) is left out: nothing says
 * it passed the threshold (gate() counts it as cannot tell).
 * @param {import('./analysis.js').Comparison[]} comparisons
 * @param {number} threshold  percent, >= 0
 * @returns {Regression[]}
 */
function regressionsBeyond(comparisons, threshold) {
  return comparisons
    .filter((c) => c.outcome === 'regressed' && changeOf(c) < -threshold)
    // A regressed row was tested, so its q-value is a number.
    .map((c) => ({ name: c.name, change: changeOf(c), qValue: /** @type {number} */ (c.qValue) }));
}

/**
 * A row that did not fail, unless its interval rules out a regression
 * beyond the threshold: then null.
 * @param {import('./analysis.js').Comparison} c
 * @param {number} threshold
 * @returns {Unsettled | null}
 */
function unsettledRow(c, threshold) {
  const change = changeOf(c);
  const untested = c.outcome === 'untested' || c.outcome === undefined;
  const { low, high } = interval(c);
  if (!untested && low >= -threshold) return null;
  const runs = c.paired ? (c.blocks ?? null) : Math.max(c.old.n, c.new.n);
  // Welch's df, where the row has it; a paired row's is its blocks - 1.
  const df = c.paired ? null : (c.df ?? null);
  return { name: c.name, change, low, high, runs, untested,
           runsToSettle: untested ? null : runsToSettle({ change, low, high, runs, df, log: Boolean(c.paired) }, threshold) };
}

/**
 * The row's 95% interval of the change, percent: the paired ratio's when
 * paired, else compare.R's improvement ± its accuracy (*). An end that is
 * missing or overflowed is unbounded.
 * @param {import('./analysis.js').Comparison} c
 */
function interval(c) {
  if (c.paired) {
    return { low: c.ratioLow == null ? -Infinity : 100 * (c.ratioLow - 1),
             high: c.ratioHigh == null ? Infinity : 100 * (c.ratioHigh - 1) };
  }
  const half = c.accuracy['*'];
  if (half === null || !Number.isFinite(c.improvement)) return { low: -Infinity, high: Infinity };
  return { low: c.improvement - half, high: c.improvement + half };
}

/**
 * The runs the row's noise predicts would settle it: the fewest whose 95%
 * interval, at the spread behind today's half-width (half = t · spread /
 * sqrt(runs), t growing smaller with the runs as well), fits the room. To
 * rule the regression out (the lower end up to -threshold) when the
 * estimate is above -threshold, the room is from -threshold to the estimate,
 * or to 0 for an estimate above 0: at a few runs noise makes large
 * estimates, and trusting one would promise too few runs. To show the
 * regression (the upper end below 0) when the estimate is beyond, the room
 * is the estimate. Null when nothing predicts it (fewer than 2 runs, no
 * finite interval, or an estimate on the threshold itself, which can
 * neither pass nor fail); MOST_RUNS + 1 for "more than compare.js takes".
 * @param {{ change: number, low: number, high: number, runs: number | null, df?: number | null,
 *   log?: boolean }} row  percent; df: the degrees of freedom of the row's interval (runs - 1 when not
 *   given); log: the interval is symmetric in log(new/old) (a paired row's), and is measured there
 * @param {number} threshold
 */
function runsToSettle({ change, low, high, runs, df = null, log = false }, threshold) {
  // A paired interval is symmetric in log(new/old), not in percent: there
  // the spread is one number, and a wide interval's percent would understate it.
  const scale = log ? (/** @type {number} */ x) => Math.log1p(x / 100) : (/** @type {number} */ x) => x;
  const [estimate, lower, upper, limit] = [change, low, high, -threshold].map(scale);
  if (runs === null || !(runs >= 2) || !Number.isFinite(estimate) || estimate === limit) return null;
  const [half, room] = estimate > limit ? [estimate - lower, Math.min(estimate, 0) - limit] : [upper - estimate, -estimate];
  if (!Number.isFinite(half) || !(half > 0) || !(room > 0)) return null;
  const perRun = (df ?? runs - 1) / (runs - 1);
  const halfAt = (n) => (tQuantile(0.975, perRun * (n - 1)) * half * Math.sqrt(runs)) /
    (tQuantile(0.975, perRun * (runs - 1)) * Math.sqrt(n));
  if (halfAt(MOST_RUNS) > room) return MOST_RUNS + 1;
  // The half-width shrinks as the runs grow: the fewest that fit, by halving.
  let [fits, tooFew] = /** @type {number[]} */ ([MOST_RUNS, runs]);
  while (fits - tooFew > 1) {
    const middle = Math.floor((fits + tooFew) / 2);
    if (halfAt(middle) <= room) fits = middle;
    else tooFew = middle;
  }
  return fits;
}

module.exports = { gate, regressionsBeyond, runsToSettle, MOST_RUNS };
