'use strict';

// What a report concludes, from its comparisons (analysis.js): each row's
// outcome, the counts, and the verdict line. Pure.
//
// A row changed when its q-value is under the false discovery rate. A row
// that did not change is conclusive when its 95% interval's half-width is
// within the margin, inconclusive otherwise; the verdict then says the
// largest change the conclusive rows leave possible, so "no change" comes
// with what the run could have seen (STATISTICS.md §12.5), and the
// inconclusive rows are named with the runs that would settle them.

const FDR = 0.05;
// The margin (percent) for "conclusive" when the run had no --accuracy
// target; a run with one is judged by its own target.
const DEFAULT_MARGIN = 2;

// How a row's error begins when a rate is infinite or NaN; any other error
// is R's "data are essentially constant".
const NOT_FINITE = 'not finite: ';

/**
 * Why a row could not be tested, as its confidence cell says it: every
 * sample the same ('constant'), a rate infinite or NaN ('not finite'), or
 * null when nothing stopped the test.
 * @param {{ error: string | null }} c
 * @returns {'constant' | 'not finite' | null}
 */
function errorKind(c) {
  if (c.error === null) return null;
  return c.error.startsWith(NOT_FINITE) ? 'not finite' : 'constant';
}

/**
 * How the verdict counts a row. A row not changed is conclusive when its 95%
 * interval's half-width is within the margin; the runs its noise predicts
 * for the margin follow from the half-width shrinking as 1/sqrt(runs).
 * Without pairing, compare.R's accuracy (*) is the half-width and `runs` the
 * larger side's sample count.
 * @param {import('./analysis.js').Comparison} c
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
  const halfWidth = c.paired ? c.pairedAccuracy : c.accuracy['*'];
  if (halfWidth != null && halfWidth <= margin) {
    c.outcome = 'conclusive';
    return;
  }
  c.outcome = 'inconclusive';
  // analyze() counts the blocks of every paired row.
  const runs = c.paired ? c.blocks : Math.max(c.old.n, c.new.n);
  if (runs != null && halfWidth != null && Number.isFinite(halfWidth)) {
    c.runsForMargin = Math.ceil(runs * (halfWidth / margin) ** 2);
  }
}

/**
 * The largest change (percent, either way) the row's 95% interval leaves
 * possible: the verdict's "no change larger than".
 * @param {import('./analysis.js').Comparison} c
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

/**
 * The counts the verdict reads. `detectable` is the verdict's X: the largest
 * bound over the conclusive rows, or over the inconclusive ones when none is
 * conclusive (null when there are neither).
 * @param {import('./analysis.js').Comparison[]} comparisons
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
  return {
    comparisons: comparisons.length,
    tested,
    untested: comparisons.length - tested,
    constant: comparisons.filter((c) => errorKind(c) === 'constant').length,
    notFinite: comparisons.filter((c) => errorKind(c) === 'not finite').length,
    improved,
    regressed,
    fdr: FDR,
    changed: improved + regressed,
    conclusive: conclusive.length,
    inconclusive: inconclusive.length,
    margin,
    detectable: rest.length > 0 ? rest.reduce((x, c) => Math.max(x, bound(c)), 0) : null,
    paired,
  };
}

/** A bound for the verdict, rounded up: "no change larger than" must stay true. */
function plusMinus(value) {
  if (value === null || !Number.isFinite(value)) return '±∞%';
  return `±${(Math.ceil(value * 10 - 1e-9) / 10).toFixed(1)}%`;
}

function configurations(n) {
  return `${n} configuration${n === 1 ? '' : 's'}`;
}

/**
 * One line a person can act on, and that says what the run could detect:
 *   "No change larger than ±1.4% in 14 of 16 configurations (95%); 2 inconclusive."
 *   "2 of 16 configurations changed (5% false discovery rate): 1 improved, 1 regressed;
 *    no change larger than ±1.4% in 12 (95%); 2 inconclusive."
 * Scripts read "No change larger than": it starts every verdict where
 * nothing changed and something could be tested.
 * @param {ReturnType<typeof summarize>} summary
 */
function verdict(summary) {
  const { tested, untested, changed, improved, regressed, conclusive, inconclusive } = summary;
  const margin = `±${summary.margin}%`;
  const x = plusMinus(summary.detectable);
  let text;
  if (tested === 0 && (summary.constant > 0 || summary.notFinite > 0)) {
    // Say what is wrong: "needs 2 samples" would be false for these rows.
    const few = untested - summary.constant - summary.notFinite;
    /** @type {Array<[number, string]>} */
    const counted = [[summary.notFinite, 'a rate that is not finite'], [summary.constant, 'every sample equal'],
      [few, summary.paired ? 'fewer than 2 blocks with both binaries' : 'fewer than 2 samples a side']];
    const reasons = counted.filter(([n]) => n > 0).map(([n, why]) => `${n} with ${why}`);
    text = `No configuration could be tested: ${reasons.join(', ')} (see the notes).`;
  } else if (tested === 0) {
    text = summary.paired
      ? 'No configuration could be tested (each needs at least 2 blocks with both binaries).'
      : 'No configuration could be tested (each side needs at least 2 samples).';
  } else if (changed === 0) {
    text = conclusive > 0
      ? `No change larger than ${x} in ${conclusive} of ${configurations(tested)} (95%)` +
        `${inconclusive > 0 ? `; ${inconclusive} inconclusive` : ''}.`
      : tested === 1
        ? `No change larger than ${x} in the only configuration (95%), but its interval is not ` +
          `within the ${margin} margin: inconclusive.`
        : `No change larger than ${x} in any of ${configurations(tested)} (95%), but no interval ` +
          `is within the ${margin} margin: all ${tested} inconclusive.`;
  } else {
    const directions = [];
    if (improved > 0) directions.push(`${improved} improved`);
    if (regressed > 0) directions.push(`${regressed} regressed`);
    text = `${changed} of ${configurations(tested)} changed (${FDR * 100}% false discovery rate): ` +
      directions.join(', ');
    if (conclusive > 0) {
      text += `; no change larger than ${x} in ${conclusive} (95%)`;
      if (inconclusive > 0) text += `; ${inconclusive} inconclusive`;
    } else if (inconclusive > 0) {
      text += inconclusive === 1
        ? `; no change larger than ${x} in the other one (95%), but its interval is not within ` +
          `the ${margin} margin: inconclusive`
        : `; no change larger than ${x} in the other ${inconclusive} (95%), but no interval is ` +
          `within the ${margin} margin: all ${inconclusive} inconclusive`;
    }
    text += '.';
  }
  if (untested > 0 && tested > 0) {
    text += ` ${untested} could not be tested.`;
  }
  return text;
}

const MAX_LISTED = 10;

/**
 * The inconclusive rows, least precise first (they set how long a rerun
 * takes), each with its half-width and the runs its noise predicts for the
 * margin; at most `limit`, then how many more:
 *   Inconclusive (95% interval wider than the ±2% margin):
 *   - buffers/x.js n=5: ±6.1%, about 280 runs for ±2%
 *   - and 6 more
 * '' when there are none.
 * @param {import('./analysis.js').Comparison[]} comparisons
 * @param {{ margin: number }} summary
 * @param {{ markdown?: boolean, limit?: number }} [options]
 */
function renderInconclusive(comparisons, summary, { markdown = false, limit = MAX_LISTED } = {}) {
  const halfWidth = (c) => (c.paired ? c.pairedAccuracy : c.accuracy['*']) ?? Infinity;
  const rows = comparisons.filter((c) => c.outcome === 'inconclusive')
    .sort((a, b) => halfWidth(b) - halfWidth(a));
  if (rows.length === 0) return '';
  const margin = `±${summary.margin}%`;
  const lines = rows.slice(0, limit).map((c) => {
    const name = markdown ? codeSpan(c.name) : c.name;
    const runs = c.runsForMargin === null ? '' : `, about ${c.runsForMargin} runs for ${margin}`;
    return `- ${name}: ${plusMinus(halfWidth(c))}${runs}`;
  });
  if (rows.length > limit) lines.push(`- and ${rows.length - limit} more`);
  return `Inconclusive (95% interval wider than the ${margin} margin):\n${lines.join('\n')}\n`;
}

/**
 * Inline code for any text: a fence longer than any run of backticks in it,
 * so a name cannot end the span early; inside, markdown, HTML, @mentions and
 * #references are inert.
 */
function codeSpan(text) {
  const flat = String(text).replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 || flat.startsWith(' ') ? `${fence} ${flat} ${fence}` : `${fence}${flat}${fence}`;
}

module.exports = {
  classify, summarize, verdict, renderInconclusive, codeSpan, errorKind, FDR, DEFAULT_MARGIN, NOT_FINITE,
};
