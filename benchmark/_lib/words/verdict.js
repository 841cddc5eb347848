'use strict';

// The verdict in words: the line a person reads first, the allocations'
// line, and the list of inconclusive rows, from the counts and outcomes of
// stats/verdict-rule.js. The line names what changed, regressions first
// ("did it regress?" is what a reviewer asks), each with its change; "no
// change" comes with the largest change the run leaves possible while that
// is useful, and otherwise with what the run could tell; the inconclusive
// rows are grouped by why, with the runs that would settle them. Each
// sentence is checked against the rows by test/verdict-sentences.test.js. Pure.

const { codeSpan, plainCodeSpan } = require('../code-span.js');
const { changeOf, ownChange, halfWidthOf, USEFUL_BOUND, RUNS_CAP } = require('../stats/verdict-rule.js');
const { METHOD_TEXT } = require('./method.js');

/**
 * A change in percent as the verdict and the tables write it: signed, one
 * decimal (`+1.2%`, `-0.4%`), `0.0%` when it rounds to 0, `NA` when not
 * finite. `keepSign`: a change that rounds to 0 gets two significant digits
 * instead (`-0.031%`), for the verdict's names, where the sign says which
 * way a configuration changed. `decimals`: more than one where an interval
 * is narrower than 0.1% (markdown-report.js's allocations).
 * @param {number} value
 * @param {{ keepSign?: boolean, decimals?: number }} [options]
 */
function signedPercent(value, { keepSign = false, decimals = 1 } = {}) {
  if (!Number.isFinite(value)) return 'NA';
  // toFixed writes exponents from 1e21; past a million percent the digits say nothing.
  if (Math.abs(value) >= 1e6) return `more than ${value < 0 ? '-' : '+'}1,000,000%`;
  const digits = Math.abs(value).toFixed(decimals);
  const zero = (0).toFixed(decimals);
  if (digits === zero && !(keepSign && value !== 0)) return `${zero}%`;
  return `${value < 0 ? '-' : '+'}${digits === zero ? Math.abs(value).toPrecision(2) : digits}%`;
}

/**
 * A bound for the verdict, rounded up: "no change larger than" must stay
 * true. null when it is not finite or a million percent or more (a joint
 * bound from 2 samples), which says nothing and toFixed would print in
 * exponents.
 * @param {number | null} value
 */
function plusMinus(value) {
  if (value === null || !Number.isFinite(value) || value >= 1e6) return null;
  return `±${(Math.ceil(value * 10 - 1e-9) / 10).toFixed(1)}%`;
}

/** A half-width as a list shows it: `±6.1%`, or in words when no finite number says it. @param {number | null} value */
function halfWidthText(value) {
  return plusMinus(value) ?? 'an interval without a finite bound';
}

/**
 * Runs as a person plans them, never fewer than estimated: exact up to 20,
 * then two significant digits, rounded up (14, 30, 290). The verdict and
 * the --max-regression gate both say runs this way.
 * @param {number} n  at least 1
 */
function personRuns(n) {
  if (n <= 20) return Math.max(1, Math.ceil(n));
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / step) * step;
}

/**
 * `about 14 runs`, `about 290 runs`, `more than 1,000 runs` past RUNS_CAP.
 * @param {number} n
 */
function runsText(n) {
  if (n > RUNS_CAP) return `more than ${RUNS_CAP.toLocaleString('en-US')} runs`;
  const about = personRuns(n);
  return `about ${about.toLocaleString('en-US')} run${about === 1 ? '' : 's'}`;
}

function configurations(n) {
  return `${n} configuration${n === 1 ? '' : 's'}`;
}

/**
 * The joint bound X as the verdict says it, or null when it is not worth a
 * headline: not finite, or more than USEFUL_BOUND margins (verdict-rule.js).
 * @param {{ detectable: number | null, margin: number }} summary
 */
function usefulBound(summary) {
  const x = summary.detectable;
  return x !== null && x <= USEFUL_BOUND * summary.margin ? plusMinus(x) : null;
}

/** "changed by their own test, not after the correction for 16 configurations" (n rows). */
function ownChangeText(n, tested) {
  return `changed by ${n === 1 ? 'its' : 'their'} own test, not after the correction for ${configurations(tested)}`;
}

/**
 * "2 inconclusive", and why when some of them changed by their own test:
 * "2 inconclusive (1 changed by its own test, not after the correction for 16 configurations)".
 * @param {ReturnType<typeof import('../stats/verdict-rule.js').summarize>} summary
 */
function inconclusiveText(summary) {
  const own = summary.ownChanges ?? 0;
  const why = own === 0 ? '' : own === summary.inconclusive ?
    ` (${own === 1 ? '' : 'each '}${ownChangeText(1, summary.tested)})` : ` (${own} ${ownChangeText(own, summary.tested)})`;
  return `${summary.inconclusive} inconclusive${why}`;
}

/**
 * Why every one of the inconclusive rows is, when no other row is left to
 * compare with: "no 95% interval is within the ±2% margin", "each changed by
 * its own test, ...", or both counted.
 * @param {ReturnType<typeof import('../stats/verdict-rule.js').summarize>} summary
 */
function allInconclusiveWhy(summary) {
  const { inconclusive: n, ownChanges: own = 0, tested } = summary;
  const wide = n - own;
  const within = `the ±${summary.margin}% margin`;
  if (own === 0) return n === 1 ? `its ${METHOD_TEXT.level} interval is not within ${within}` :
    `no ${METHOD_TEXT.level} interval is within ${within}`;
  if (wide === 0) return n === 1 ? `it ${ownChangeText(1, tested)}` : `each ${ownChangeText(1, tested)}`;
  return `${own} ${ownChangeText(own, tested)}; ${wide} not within ${within} (${METHOD_TEXT.level} interval)`;
}

/**
 * What this run could tell per configuration, and the runs that would
 * tell the margin: "This run could tell changes of about ±6.1% per
 * configuration; about 280 runs would bring that to ±2%." '' without a
 * finite interval.
 * @param {ReturnType<typeof import('../stats/verdict-rule.js').summarize>} summary
 */
function couldTellText(summary) {
  const typical = summary.typical;
  if (!typical) return '';
  const h = typical.halfWidth;
  const shown = h >= 1000 ? 'more than ±1,000%' : `about ±${h < 10 ? h.toFixed(1) : Math.round(h)}%`;
  const runs = typical.runs === null ? '' : `; ${runsText(typical.runs)} would bring that to ±${summary.margin}%`;
  return ` This run could tell changes of ${shown} per configuration${runs}.`;
}

/**
 * One line a person can act on, and that says what the run could detect:
 *   "No change larger than ±1.4% in 14 of 16 configurations (95%); 2 inconclusive."
 *   "1 of 16 configurations regressed (5% false discovery rate): `buffers/fill.js type='a'` -5.4%;
 *    1 improved: `url/parse.js type='short'` +4.4%; no change larger than ±1.4% in 12 others (95%);
 *    2 inconclusive."
 *   "0 of 16 configurations regressed (5% false discovery rate); 2 improved: ..."
 *   "Nothing concluded: all 16 configurations inconclusive (no 95% interval is within the ±2% margin).
 *    This run could tell changes of about ±6.1% per configuration; about 280 runs would bring that to ±2%."
 * The joint bound ±X% is said only when it is useful (usefulBound); past
 * it, "within the ±2% margin" is said of the rows it holds for, and where
 * nothing was concluded, what the run could tell instead.
 * Scripts read "No change larger than": it starts every verdict where
 * nothing changed and X is useful; "Nothing concluded" every verdict where
 * no row changed or was conclusive and X is not; "No configuration changed"
 * the others where nothing changed; and "<n> of <m> configurations
 * regressed" every verdict where something changed. Names are code spans
 * (plainCodeSpan), as markdown writes them: markdown-report.js
 * verdictMarkdown keeps them code.
 * @param {ReturnType<typeof import('../stats/verdict-rule.js').summarize>} summary
 */
function verdict(summary) {
  const { tested, untested, changed } = summary;
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
    text = unchangedVerdict(summary);
  } else {
    text = changedVerdict(summary);
  }
  if (untested > 0 && tested > 0) {
    text += ` ${untested} could not be tested.`;
  }
  return text;
}

/**
 * The verdict when no row changed: what the conclusive rows rule out, or,
 * with none, that nothing was concluded and what the run could tell.
 * @param {ReturnType<typeof import('../stats/verdict-rule.js').summarize>} summary
 */
function unchangedVerdict(summary) {
  const { tested, conclusive, inconclusive } = summary;
  const x = usefulBound(summary);
  const margin = `±${summary.margin}%`;
  if (conclusive > 0) {
    const head = x ? `No change larger than ${x} in ${conclusive} of ${configurations(tested)} (${METHOD_TEXT.joint})` :
      `No configuration changed: ${conclusive} of ${configurations(tested)} within the ${margin} margin ` +
      `(${METHOD_TEXT.level} interval${conclusive === 1 ? '' : 's'})`;
    return `${head}${inconclusive > 0 ? `; ${inconclusiveText(summary)}` : ''}.`;
  }
  const why = allInconclusiveWhy(summary);
  const head = !x ? `Nothing concluded: ${tested === 1 ? 'the only configuration is' : `all ${configurations(tested)}`} ` +
    `inconclusive (${why}).` :
    tested === 1 ? `No change larger than ${x} in the only configuration (${METHOD_TEXT.joint}), but it is inconclusive ` +
      `(${why}).` :
      `No change larger than ${x} in any of ${configurations(tested)} (${METHOD_TEXT.joint}), but all ${tested} ` +
      `inconclusive (${why}).`;
  return `${head}${couldTellText(summary)}`;
}

const MAX_NAMED = 5;

/**
 * The verdict when some rows changed: the regressions named, or "0 ...
 * regressed" when none did, then the improvements named, then what the
 * others rule out.
 * @param {ReturnType<typeof import('../stats/verdict-rule.js').summarize>} summary
 */
function changedVerdict(summary) {
  const { tested, improved, regressed, conclusive, inconclusive } = summary;
  const x = usefulBound(summary);
  const head = `${regressed} of ${configurations(tested)} regressed (${METHOD_TEXT.fdr} false discovery rate)`;
  const named = (rows) => (rows?.length ? `: ${namedList(rows)}` : '');
  const parts = [`${head}${named(summary.regressions)}`];
  if (improved > 0) parts.push(`${improved} improved${named(summary.improvements)}`);
  if (conclusive > 0) {
    const others = inconclusive > 0 ? `${conclusive} other${conclusive === 1 ? '' : 's'}` :
      conclusive === 1 ? 'the other one' : `the other ${conclusive}`;
    parts.push(x ? `no change larger than ${x} in ${others} (${METHOD_TEXT.joint})` :
      `${others} within the ±${summary.margin}% margin (${METHOD_TEXT.level} interval${conclusive === 1 ? '' : 's'})`);
    if (inconclusive > 0) parts.push(inconclusiveText(summary));
  } else if (inconclusive > 0) {
    parts.push(`${inconclusive === 1 ? 'the other one' : `the other ${inconclusive}`} inconclusive ` +
      `(${allInconclusiveWhy(summary)})`);
  }
  // No row ruled a change out: what the run could tell says what the others
  // leave open, when the typical row is not precise to the margin already.
  const open = conclusive === 0 && inconclusive > 0 && summary.typical?.runs != null;
  return `${parts.join('; ')}.${open ? couldTellText(summary) : ''}`;
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
  const x = usefulBound({ detectable: a.detectable, margin: a.margin });
  const up = `up to ${allocationIncrease(a.largestMore ?? 0, a.largestMoreBytes ?? null)}`;
  const down = `down to ${signedPercent(-(a.largestLess ?? 0), { keepSign: true })}`;
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
    const which = head ? `the other ${a.unchanged}` : `${a.unchanged} ${of}`;
    rest.push(x ? `no change larger than ${x} in ${which} (${METHOD_TEXT.joint})` :
      `${which} within the ±${a.margin}% margin (${METHOD_TEXT.level} interval${a.unchanged === 1 ? '' : 's'})`);
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

/** Bytes per operation as the verdict writes them: `0`, `0.3`, `48`, `10,240`. @param {number} bytes */
function bytesPerOperation(bytes) {
  return bytes < 10 ? String(Number(bytes.toFixed(1))) : Math.round(bytes).toLocaleString('en-US');
}

/**
 * An increase of allocations in words: the percent with the digits it
 * needs (`+0.031%`, `+12.0%`), or, past +1,000% (from zero bytes, or
 * nearly), the bytes themselves: `0 → 48`.
 * @param {number} percent
 * @param {{ old: number, new: number } | null} bytes  the row's, old and new
 */
function allocationIncrease(percent, bytes) {
  if (bytes && (percent > 1000 || !Number.isFinite(percent))) {
    return `${bytesPerOperation(bytes.old)} → ${bytesPerOperation(bytes.new)}`;
  }
  return signedPercent(percent, { keepSign: true });
}

const MAX_LISTED = 10;

/**
 * The inconclusive rows, grouped by why, each reason said once: rows whose
 * interval is wider than the margin allows (least precise first: they set
 * how long a rerun takes), with the runs their noise predicts for the
 * margin; rows whose estimate itself is beyond the margin; rows their own
 * test found changed but the correction did not keep. `limit` rows in all,
 * but at least one of each group, each group ending with how many more:
 *   16 inconclusive: 15 with a 95% interval not within the ±2% margin, 1 changed by its own test only:
 *   Interval wider than the margin; the runs that would bring each within ±2%:
 *   - buffers/x.js n=5: +1.2% ±6.1%, about 280 runs
 *   - and 6 more
 *   Estimate beyond ±2% (more runs would tell whether it changed):
 *   - buffers/z.js n=5: +4.9% ±6.3%
 *   Changed by its own test, not after the correction for 16 configurations:
 *   - buffers/y.js n=5: -1.0% ±0.9%
 * When all are wide the first line is "Inconclusive (95% interval not
 * within the ±2% margin):". '' when there are none. Folded (markdown), the
 * list goes in a `<details>` whose summary is the first line.
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @param {{ margin: number }} summary
 * @param {{ markdown?: boolean, limit?: number, folded?: boolean }} [options]
 */
function renderInconclusive(comparisons, summary, { markdown = false, limit = MAX_LISTED, folded = false } = {}) {
  const halfWidth = (c) => halfWidthOf(c) ?? Infinity;
  const rows = comparisons.filter((c) => c.outcome === 'inconclusive')
    .sort((a, b) => halfWidth(b) - halfWidth(a));
  if (rows.length === 0) return '';
  const tested = comparisons.filter((c) => c.outcome !== undefined && c.outcome !== 'untested').length;
  const margin = `±${summary.margin}%`;
  const own = rows.filter(ownChange);
  const beyond = rows.filter((c) => !ownChange(c) && Math.abs(changeOf(c)) >= summary.margin);
  const wide = rows.filter((c) => !own.includes(c) && !beyond.includes(c));
  const groups = [
    { rows: wide, title: `Interval wider than the margin; the runs that would bring each within ${margin}:` },
    { rows: beyond, title: `Estimate beyond ${margin} (more runs would tell whether it changed):` },
    { rows: own, title: `${capitalized(ownChangeText(1, tested))}:` },
  ].filter((group) => group.rows.length > 0);
  let left = limit;
  const blocks = groups.map((group) => {
    const shown = group.rows.slice(0, Math.max(1, left));
    left -= shown.length;
    const lines = shown.map((c) => inconclusiveLine(c, group.rows === wide, markdown));
    if (group.rows.length > shown.length) lines.push(`- and ${group.rows.length - shown.length} more`);
    return `${group.title}\n${markdown ? '\n' : ''}${lines.join('\n')}`;
  });
  const notWithin = `${METHOD_TEXT.level} interval not within the ${margin} margin`;
  const counted = own.length === 0 ? null :
    [wide.length + beyond.length > 0 ? `${wide.length + beyond.length} with a ${notWithin}` : '',
      `${own.length} changed by ${own.length === 1 ? 'its' : 'their'} own test only`].filter(Boolean).join(', ');
  const head = counted ? `${rows.length} inconclusive: ${counted}` : null;
  if (folded) {
    return `<details><summary>${head ?? `${rows.length} inconclusive (${notWithin})`}</summary>\n\n` +
      `${blocks.join('\n\n')}\n\n</details>\n`;
  }
  return `${head ?? `Inconclusive (${notWithin})`}:\n${blocks.join('\n')}\n`;
}

/** One row of the inconclusive list: `- name: +1.2% ±6.1%, about 280 runs` (runs: in the group that has them). */
function inconclusiveLine(c, withRuns, markdown) {
  const name = markdown ? codeSpan(c.name) : c.name;
  const estimate = changeOf(c);
  const shown = !Number.isFinite(estimate) ? '' : `${signedPercent(estimate)}${Math.abs(estimate) >= 1e6 ? ',' : ''} `;
  const runs = withRuns && c.runsForMargin != null ? `, ${runsText(c.runsForMargin)}` : '';
  return `- ${name}: ${shown}${halfWidthText(halfWidthOf(c))}${runs}`;
}

function capitalized(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

module.exports = {
  verdict, signedPercent, plusMinus, runsText, MAX_NAMED, allocationVerdict, renderInconclusive, personRuns,
};
