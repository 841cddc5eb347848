'use strict';

// The verdict in words: the line a person reads first, the allocations'
// line, and the list of inconclusive rows, from the counts and outcomes of
// stats/verdict-rule.js. The line names what changed, regressions first
// ("did it regress?" is what a reviewer asks), each with its change; "no
// change" comes with the largest change the run leaves possible, and the
// inconclusive rows are named with the runs that would settle them. Pure.

const { codeSpan, plainCodeSpan } = require('../code-span.js');
const { changeOf, ownChange } = require('../stats/verdict-rule.js');
const { METHOD_TEXT } = require('./method.js');

/**
 * A change in percent as the verdict and the tables write it: signed, one
 * decimal (`+1.2%`, `-0.4%`), `0.0%` when it rounds to 0, `NA` when not
 * finite. `keepSign`: a change that rounds to 0 gets two significant digits
 * instead (`-0.031%`), for the verdict's names, where the sign says which
 * way a configuration changed.
 * @param {number} value
 * @param {{ keepSign?: boolean }} [options]
 */
function signedPercent(value, { keepSign = false } = {}) {
  if (!Number.isFinite(value)) return 'NA';
  const digits = Math.abs(value).toFixed(1);
  if (digits === '0.0' && !(keepSign && value !== 0)) return '0.0%';
  return `${value < 0 ? '-' : '+'}${digits === '0.0' ? Math.abs(value).toPrecision(2) : digits}%`;
}

/** A bound for the verdict, rounded up: "no change larger than" must stay true. */
function plusMinus(value) {
  // A bound of a million percent or more (a joint bound from 2 samples)
  // says nothing, and toFixed would print it in exponents.
  if (value === null || !Number.isFinite(value) || value >= 1e6) return '±∞%';
  return `±${(Math.ceil(value * 10 - 1e-9) / 10).toFixed(1)}%`;
}

function configurations(n) {
  return `${n} configuration${n === 1 ? '' : 's'}`;
}

/**
 * One line a person can act on, and that says what the run could detect:
 *   "No change larger than ±1.4% in 14 of 16 configurations (95%); 2 inconclusive."
 *   "1 of 16 configurations regressed (5% false discovery rate): `buffers/fill.js type='a'` -5.4%;
 *    1 improved: `url/parse.js type='short'` +4.4%; no change larger than ±1.4% in 12 others (95%);
 *    2 inconclusive."
 *   "0 of 16 configurations regressed (5% false discovery rate); 2 improved: ..."
 * Scripts read "No change larger than": it starts every verdict where
 * nothing changed and something could be tested; and "<n> of <m>
 * configurations regressed" every verdict where something changed. Names
 * are code spans (plainCodeSpan), as markdown writes them:
 * markdown-report.js verdictMarkdown keeps them code.
 * @param {ReturnType<typeof import('../stats/verdict-rule.js').summarize>} summary
 */
function verdict(summary) {
  const { tested, untested, changed, conclusive, inconclusive } = summary;
  const margin = `±${summary.margin}%`;
  const x = plusMinus(summary.detectable);
  let text;
  if (tested === 0 && (summary.constant > 0 || summary.notFinite > 0 || summary.badRates > 0)) {
    // Say what is wrong: "needs 2 samples" would be false for these rows.
    const few = untested - summary.constant - summary.notFinite - summary.badRates;
    /** @type {Array<[number, string]>} */
    const counted = [[summary.notFinite, 'a rate that is not finite'],
      [summary.badRates, 'rates the t-test cannot use'], [summary.constant, 'every sample equal'],
      [few, summary.paired ? 'fewer than 2 blocks with both binaries' : 'fewer than 2 samples a side']];
    const reasons = counted.filter(([n]) => n > 0).map(([n, why]) => `${n} with ${why}`);
    text = `No configuration could be tested: ${reasons.join(', ')} (see the notes).`;
  } else if (tested === 0) {
    text = summary.paired
      ? 'No configuration could be tested (each needs at least 2 blocks with both binaries).'
      : 'No configuration could be tested (each side needs at least 2 samples).';
  } else if (changed === 0) {
    text = conclusive > 0
      ? `No change larger than ${x} in ${conclusive} of ${configurations(tested)} (${METHOD_TEXT.joint})` +
        `${inconclusive > 0 ? `; ${inconclusive} inconclusive` : ''}.`
      : tested === 1
        ? `No change larger than ${x} in the only configuration (${METHOD_TEXT.joint}), but its interval is not ` +
          `within the ${margin} margin: inconclusive.`
        : `No change larger than ${x} in any of ${configurations(tested)} (${METHOD_TEXT.joint}), but no interval ` +
          `is within the ${margin} margin: all ${tested} inconclusive.`;
  } else {
    text = changedVerdict(summary, x, margin);
  }
  if (untested > 0 && tested > 0) {
    text += ` ${untested} could not be tested.`;
  }
  return text;
}

const MAX_NAMED = 5;

/**
 * The verdict when some rows changed: the regressions named, or "0 ...
 * regressed" when none did, then the improvements named, then what the
 * others rule out.
 * @param {ReturnType<typeof import('../stats/verdict-rule.js').summarize>} summary
 * @param {string} x  the largest change the others leave possible, as said
 * @param {string} margin
 */
function changedVerdict(summary, x, margin) {
  const { tested, improved, regressed, conclusive, inconclusive } = summary;
  const head = `${regressed} of ${configurations(tested)} regressed (${METHOD_TEXT.fdr} false discovery rate)`;
  const named = (rows) => (rows?.length ? `: ${namedList(rows)}` : '');
  const parts = [`${head}${named(summary.regressions)}`];
  if (improved > 0) parts.push(`${improved} improved${named(summary.improvements)}`);
  if (conclusive > 0) {
    const others = inconclusive > 0 ? `${conclusive} other${conclusive === 1 ? '' : 's'}` :
      conclusive === 1 ? 'the other one' : `the other ${conclusive}`;
    parts.push(`no change larger than ${x} in ${others} (${METHOD_TEXT.joint})`);
    if (inconclusive > 0) parts.push(`${inconclusive} inconclusive`);
  } else if (inconclusive > 0) {
    parts.push(inconclusive === 1
      ? `no change larger than ${x} in the other one (${METHOD_TEXT.joint}), but its interval is not within the ${margin} margin: ` +
        'inconclusive'
      : `no change larger than ${x} in the other ${inconclusive} (${METHOD_TEXT.joint}), but no interval is within the ${margin} ` +
        `margin: all ${inconclusive} inconclusive`);
  }
  return `${parts.join('; ')}.`;
}

/**
 * The first MAX_NAMED rows, each a code span and its change, then how many more:
 *   "`a.js n=1` -5.4%, `b.js` -3.1% and 2 more"
 * @param {Array<{ label: string, change: number }>} rows
 */
function namedList(rows) {
  const named = rows.slice(0, MAX_NAMED)
    .map(({ label, change }) => {
      const shown = Number.isFinite(change) ? ` ${signedPercent(change, { keepSign: true })}` : '';
      return `${plainCodeSpan(label)}${shown}`;
    });
  const more = rows.length - named.length;
  return `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * The allocations' verdict, on a line of its own after time's (allocation-analysis.js
 * analyzeAllocations), in the same terms: what changed at a 5% false
 * discovery rate, and what the others rule out, all of them at once:
 *   "Allocations: 2 of 16 configurations allocate more: up to +12.0% bytes per operation;
 *    no change larger than ±0.4% in the other 14 (95%)."
 *   "Allocations: no change larger than ±0.4% in 16 of 16 configurations (95%)."
 *   "Allocations: not available: a binary has no allocation counter (V8's, in Node 26 and later)."
 * null when the run had no blocks (nothing to pair them by).
 * @param {{ paired: boolean, allocations?: import('../stats/allocation-analysis.js').AllocationSummary | null }} summary
 * @returns {string | null}
 */
function allocationVerdict(summary) {
  if (!summary.paired) return null;
  const a = summary.allocations;
  if (!a) return 'Allocations: not available: a binary has no allocation counter (V8\'s, in Node 26 and later).';
  const x = plusMinus(a.detectable);
  const up = `up to +${(a.largestMore ?? 0).toFixed(1)}%`;
  const down = `down to -${(a.largestLess ?? 0).toFixed(1)}%`;
  const of = `of ${configurations(a.counted)}`;
  let head = '';
  if (a.more > 0 && a.less > 0) {
    head = `${a.more + a.less} ${of} changed: ${a.more} allocate${a.more === 1 ? 's' : ''} more (${up} bytes per ` +
      `operation), ${a.less} less (${down})`;
  } else if (a.more > 0) {
    head = `${a.more} ${of} allocate${a.more === 1 ? 's' : ''} more: ${up} bytes per operation`;
  } else if (a.less > 0) {
    head = `${a.less} ${of} allocate${a.less === 1 ? 's' : ''} less: ${down} bytes per operation`;
  }
  const rest = [];
  if (a.unchanged > 0) {
    rest.push(head ? `no change larger than ${x} in the other ${a.unchanged} (${METHOD_TEXT.joint})` :
      `no change larger than ${x} in ${a.unchanged} ${of} (${METHOD_TEXT.joint})`);
  }
  if (a.inconclusive > 0) rest.push(`${a.inconclusive} inconclusive`);
  if (a.untested > 0) {
    rest.push(a.untested === a.counted ? `none could be tested (each needs at least 2 blocks with both binaries)` :
      `${a.untested} not tested (fewer than 2 blocks)`);
  }
  const missing = a.comparisons - a.counted;
  const tail = missing > 0 ? ` ${missing} not counted.` : '';
  return `Allocations: ${[head, ...rest].filter(Boolean).join('; ')}.${tail}`;
}

const MAX_LISTED = 10;

/**
 * The inconclusive rows, least precise first (they set how long a rerun
 * takes), each with its estimate, its half-width, and the runs its noise
 * predicts for an interval within the margin, or why no number of runs
 * would; at most `limit`, then how many more:
 *   Inconclusive (95% interval not within the ±2% margin):
 *   - buffers/x.js n=5: +1.2% ±6.1%, about 280 runs for ±2%
 *   - buffers/y.js n=5: -4.9% ±2.3%, changed by its own test, not after the correction
 *   - and 6 more
 * '' when there are none. Folded (markdown), the list goes in a
 * `<details>` whose summary says how many and why:
 *   <details><summary>8 inconclusive (95% interval not within the ±2% margin)</summary> ...
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @param {{ margin: number }} summary
 * @param {{ markdown?: boolean, limit?: number, folded?: boolean }} [options]
 */
function renderInconclusive(comparisons, summary, { markdown = false, limit = MAX_LISTED, folded = false } = {}) {
  const halfWidth = (c) => (c.paired ? c.pairedAccuracy : c.accuracy['*']) ?? Infinity;
  const rows = comparisons.filter((c) => c.outcome === 'inconclusive')
    .sort((a, b) => halfWidth(b) - halfWidth(a));
  if (rows.length === 0) return '';
  const margin = `±${summary.margin}%`;
  const lines = rows.slice(0, limit).map((c) => {
    const name = markdown ? codeSpan(c.name) : c.name;
    const estimate = changeOf(c);
    const shown = Number.isFinite(estimate) ? `${estimate >= 0 ? '+' : ''}${estimate.toFixed(1)}% ` : '';
    const why = ownChange(c) ? ', changed by its own test, not after the correction' :
      c.runsForMargin !== null ? `, about ${c.runsForMargin} runs for ${margin}` :
        Math.abs(estimate) >= summary.margin ? `, its estimate beyond ${margin}` : '';
    return `- ${name}: ${shown}${plusMinus(halfWidth(c))}${why}`;
  });
  if (rows.length > limit) lines.push(`- and ${rows.length - limit} more`);
  const why = `${METHOD_TEXT.level} interval not within the ${margin} margin`;
  if (folded) return `<details><summary>${rows.length} inconclusive (${why})</summary>\n\n${lines.join('\n')}\n\n</details>\n`;
  return `Inconclusive (${why}):\n${lines.join('\n')}\n`;
}

module.exports = { verdict, signedPercent, MAX_NAMED, allocationVerdict, renderInconclusive };
