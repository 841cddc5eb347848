'use strict';

// The markdown report, in the parts analyze.js --format markdown and the PR
// comment (src/report/comment.js, which adds its own around them) share.
// Pure.
//
//   **2 of 16 configurations regressed (5% false discovery rate): `a.js n=1` -5.4%, `b.js` -3.1%; 1 improved: ...**
//
//   Allocations: ...
//
//   | benchmark | new vs old (95% interval) | q-value | [allocations (95% interval)] | result    |
//   | a.js n=1  | -5.4% (-7.0% to -3.8%)    | 0.001   |                              | regressed |   the rows the verdict names,
//   ...                                                                                              in its order, first
//   <details><summary>2 inconclusive (95% interval not within the ±2% margin)</summary> the list </details>
//   <details><summary>11 other configurations: 9 no change, 2 inconclusive</summary> the table </details>
//   <sub>what the interval is. what q is. where compare.R's table is.</sub>
//   <details><summary>compare.R's table (to paste)</summary> ... </details>
//
// One test per row: the table shows the verdict's test (the paired one when
// the run had blocks, Welch's otherwise), its q-value and its outcome in
// words. compare.R's stars count Welch's raw p-values, so they stay in
// compare.R's table, where its paragraph says what they mean: no star sits
// beside a row the verdict calls inconclusive.

const { renderText, renderMarkdownTable, escapeMarkdown, probabilityText, bytesText, errorNotes } = require('./render.js');
const { breakCommentStart, showInvisible } = require('../code-span.js');
const { changeOf, errorKind, largerFirst, FDR } = require('../stats/verdict-rule.js');
const { METHOD_TEXT } = require('./method.js');
const { renderInconclusive, allocationVerdict, signedPercent } = require('./verdict.js');
const { fence } = require('../text.js');

/** @typedef {import('../stats/analysis.js').Comparison} Comparison  @typedef {import('./render.js').Column} Column */

/**
 * The change the verdict reads with its 95% interval, `-5.4% (-7.0% to
 * -3.8%)`: the paired ratio's when paired, compare.R's improvement ±
 * accuracy (*) otherwise (Welch's interval). A row not tested shows its
 * change alone, or NA.
 * @param {Comparison} c
 */
function intervalText(c) {
  const change = changeOf(c);
  if (!Number.isFinite(change)) return 'NA';
  const half = c.accuracy['*'];
  const ends = c.paired ? [c.ratioLow, c.ratioHigh].map((r) => (typeof r === 'number' ? 100 * (r - 1) : NaN)) :
    half === null ? [NaN, NaN] : [c.improvement - half, c.improvement + half];
  if (c.outcome === 'untested' || !ends.every(Number.isFinite)) return signedPercent(change);
  return `${signedPercent(change)} (${signedPercent(ends[0])} to ${signedPercent(ends[1])})`;
}

const OUTCOME_WORDS = { regressed: 'regressed', improved: 'improved', conclusive: 'no change',
  inconclusive: 'inconclusive', untested: 'not tested' };

/**
 * What the verdict concluded of a row, in words, and of its allocations
 * when they changed: `regressed`, `inconclusive; allocates more`, `not
 * tested (constant)`.
 * @param {Comparison} c
 */
function resultText(c) {
  const kind = c.outcome === 'untested' ? errorKind(c) : null;
  const time = kind ? `not tested (${kind})` : OUTCOME_WORDS[c.outcome ?? 'untested'];
  const allocations = c.allocations?.outcome;
  return allocations === 'more' || allocations === 'less' ? `${time}; allocates ${allocations}` : time;
}

// Bytes allocated per operation, new against old, paired by block
// (allocation-analysis.js analyzeAllocations): the change with its 95% interval, and
// what new allocates; empty where they were not counted.
/** @type {Column} */
const ALLOCATIONS_COLUMN = {
  label: `allocations (${METHOD_TEXT.level} interval)`,
  text: (c) => {
    const a = c.allocations;
    if (!a) return '';
    // From (nearly) zero bytes a percent says nothing: the bytes say it (0 B → 48 B/op).
    if (a.ratio !== null && a.ratio > 11) return `${bytesText(a.old)} → ${bytesText(a.new)}/op`;
    // As many decimals as the interval needs to show its width: +0.1% (0.0% to +0.2%), +0.03% (+0.01% to +0.05%).
    const half = a.ratioLow === null || a.ratioHigh === null ? 0 : 50 * (a.ratioHigh - a.ratioLow);
    const decimals = half > 0 ? Math.min(4, Math.max(1, Math.ceil(-Math.log10(half)))) : 1;
    const percent = (ratio) => signedPercent(100 * (ratio - 1), { keepSign: half === 0, decimals });
    const change = a.ratio === null ? 'NA' : a.ratioLow === null || a.ratioHigh === null || a.ratioLow === a.ratioHigh ?
      percent(a.ratio) : `${percent(a.ratio)} (${percent(a.ratioLow)} to ${percent(a.ratioHigh)})`;
    return `${change}, ${bytesText(a.new)}/op`;
  },
};

/**
 * The table's columns: the name, the verdict's change and interval, its
 * q-value, the allocations when any row counted them, the outcome.
 * @param {Comparison[]} comparisons
 * @param {{ name?: (c: Comparison) => string }} [options]  name: the name cell (default: the full name)
 * @returns {Column[]}
 */
function markdownColumns(comparisons, { name = (c) => c.name } = {}) {
  return [
    { label: 'benchmark', text: name, align: 'left' },
    { label: `new vs old (${METHOD_TEXT.level} interval)`, text: intervalText },
    { label: 'q-value', text: (c) => probabilityText(c.qValue) },
    ...(comparisons.some((c) => c.allocations) ? [ALLOCATIONS_COLUMN] : []),
    { label: 'result', text: resultText, align: 'left' },
  ];
}

/** Shown unfolded: a change of time, or of allocations, at the 5% false discovery rate. @param {Comparison} c */
function isChanged(c) {
  return c.outcome === 'regressed' || c.outcome === 'improved' || c.allocations?.outcome === 'more' ||
    c.allocations?.outcome === 'less';
}

/**
 * The rows of the open table, in the verdict's order (regressions, the
 * largest first; improvements, the largest first; then rows whose
 * allocations alone changed, in the report's order), and the others.
 * @param {Comparison[]} comparisons
 * @returns {{ changed: Comparison[], rest: Comparison[] }}
 */
function splitRows(comparisons) {
  const rank = { regressed: 0, improved: 1 };
  const sign = { regressed: -1, improved: 1 };
  const changed = comparisons.filter(isChanged).sort((a, b) => {
    const [ra, rb] = [rank[a.outcome ?? ''] ?? 2, rank[b.outcome ?? ''] ?? 2];
    if (ra !== rb || ra === 2) return ra - rb;
    return largerFirst(sign[a.outcome ?? ''] * changeOf(a), sign[b.outcome ?? ''] * changeOf(b));
  });
  return { changed, rest: comparisons.filter((c) => !isChanged(c)) };
}

/**
 * The verdict line (verdict.js) as markdown, for inside `**`: its code
 * spans (the names, as codeSpan wrote them) stay code, with what is
 * invisible shown and `<!--` broken; the rest is escaped text. A run of
 * backticks without a closing run of the same length is text, as
 * CommonMark reads it.
 * @param {string} line
 */
function verdictMarkdown(line) {
  const tokens = String(line).replace(/[\r\n]+/g, ' ').split(/(`+)/);
  let out = '';
  let plain = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const close = token.startsWith('`') ? tokens.indexOf(token, i + 1) : -1;
    if (close === -1) {
      plain += token;
      continue;
    }
    const code = breakCommentStart(showInvisible(tokens.slice(i + 1, close).join('')));
    out += `${escapeMarkdown(plain)}${token}${code}${token}`;
    plain = '';
    i = close;
  }
  return out + escapeMarkdown(plain);
}

/**
 * The rows without a change, folded: their table (with the paragraphs that
 * say why some were left out, if any), then what their `not tested (...)`
 * results mean. Its summary counts them by result, in the table's words,
 * so that with the inconclusive list above the counts add up:
 *   <summary>14 other configurations: 2 no change, 12 inconclusive</summary>
 * @param {Comparison[]} rest
 * @param {string} table  renderMarkdownTable's, and what follows it
 * @param {{ others?: boolean }} [options]  others: the changed rows are shown above
 */
function restFold(rest, table, { others = false } = {}) {
  const notes = errorNotes(rest, { markdown: true }).map((note) => `\n${note}`).join('');
  const counts = ['conclusive', 'inconclusive', 'untested']
    .map((outcome) => [rest.filter((c) => (c.outcome ?? 'untested') === outcome).length, OUTCOME_WORDS[outcome]])
    .filter(([n]) => n > 0).map(([n, words]) => `${n} ${words}`);
  const noun = `${others ? 'other ' : ''}configuration${rest.length === 1 ? '' : 's'}`;
  return `<details><summary>${rest.length} ${noun}: ${counts.join(', ')}</summary>\n\n${table}${notes}\n</details>`;
}

/**
 * What a reviewer needs to read the table, in three sentences: the
 * interval, the q-value, where compare.R's table is.
 * @param {Comparison[]} comparisons
 * @param {{ compareR?: 'below' | 'log' }} [options]  where compare.R's table is: folded below, or only in the log
 */
function footnote(comparisons, { compareR = 'below' } = {}) {
  const interval = comparisons.some((c) => c.paired)
    ? `new vs old: the change of the rate (+ is faster), old and new run back to back in blocks, with its ${METHOD_TEXT.level} ` +
      'interval, which holds however early the run stopped.'
    : `new vs old: the change of the mean rate (+ is faster) with its ${METHOD_TEXT.level} interval, by Welch's t-test ` +
      '(compare.R\'s improvement ± accuracy).';
  const q = `q-value: the false discovery rate at which the row counts as changed; under ${FDR} it regressed or improved.`;
  const table = compareR === 'below' ? 'compare.R\'s own table, with its stars (Welch\'s p-values), is folded below.' :
    'compare.R\'s own table, with its stars (Welch\'s p-values), is in the workflow run\'s log.';
  return `<sub>${escapeMarkdown(`${interval} ${q} ${table}`)}</sub>`;
}

/**
 * Text of the run job's (benchmark names) for a code block: there markdown,
 * HTML, links and mentions are inert, but not what reorders or hides text,
 * which is shown (showInvisible); and `<!--` is broken, so a benchmark name
 * cannot carry another comment's marker.
 * @param {string} code
 */
function inertCode(code) {
  return breakCommentStart(showInvisible(code)).trimEnd();
}

/**
 * compare.R's own text table, folded, ready to paste into a thread.
 * @param {Comparison[]} comparisons
 * @param {string} verdictLine
 */
function compareRFold(comparisons, verdictLine) {
  const table = inertCode(renderText(comparisons, verdictLine));
  return `<details><summary>compare.R's table (to paste)</summary>\n\n${fence(table, 'text')}\n\n</details>`;
}

/**
 * analyze.js --format markdown: the verdict, the changed rows, the rest
 * folded, the footnote, compare.R's table folded (the picture above).
 * @param {Comparison[]} comparisons
 * @param {string} verdictLine
 * @param {{ margin: number, paired: boolean, allocations?: import('../stats/allocation-analysis.js').AllocationSummary | null }} summary
 */
function renderMarkdown(comparisons, verdictLine, summary) {
  const columns = markdownColumns(comparisons);
  const { changed, rest } = splitRows(comparisons);
  const allocations = allocationVerdict(summary);
  const inconclusive = renderInconclusive(comparisons, summary, { markdown: true, folded: true });
  const parts = [
    `**${verdictMarkdown(verdictLine)}**`,
    allocations ? escapeMarkdown(allocations) : '',
    changed.length > 0 ? renderMarkdownTable(changed, columns).trimEnd() : '',
    inconclusive.trimEnd(),
    rest.length > 0 ? restFold(rest, renderMarkdownTable(rest, columns), { others: changed.length > 0 }) : '',
    footnote(comparisons),
    compareRFold(comparisons, verdictLine),
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

module.exports = {
  markdownColumns, splitRows, verdictMarkdown, restFold, footnote, inertCode, compareRFold, renderMarkdown,
  intervalText, resultText,
};
