// The PR comment: readable in ten seconds, never over GitHub's limit. Pure.
// The parts it shares with analyze.js --format markdown are
// markdown-report.js's; what only a comment has is added here.
//
//   <!-- marker -->
//   **Benchmark: 1 of 48 configurations regressed (5% false discovery rate): `buffers/x.js n=5` -3.1%; 2 improved: ...**
//
//   Allocations: ...
//   Gate (fail-on-regression 5): passed: each of the 48 configurations rules out ...   with fail-on-regression
//   ⚠️ notes: a merge-base comparison, a machine that was not tuned
//
//   | benchmark | new vs old (95% interval) | q-value | [allocations] | result |   the changed rows, regressions first
//   <details><summary>2 inconclusive (…)</summary> the runs that would settle them </details>
//   <details><summary>45 other configurations: 40 no change, 5 inconclusive</summary> the table </details>
//   <sub>the interval, the q-value, where compare.R's table is</sub>
//   <details><summary>Chart …</summary> the improvement as fixed-width text, the SVGs named </details>
//   <details><summary>Memory …</summary> … </details>
//   <details><summary>compare.R's table (to paste)</summary> … </details>
//   sections (the machine, the profiles)
//   <details><summary>Run parameters</summary> the table
//     <details><summary>What each configuration could have seen</summary> the smallest change each would find </details>
//   </details>
//   the links
//
// Rows are dropped from the end of the list of what each configuration
// could have seen first, then from the collapsed part, then from the
// changed part, each time saying how many are left out; the verdict always
// stays.

import render from '../../benchmark/_lib/words/render.js';
import markdownReport from '../../benchmark/_lib/words/markdown-report.js';
import analysis from '../../benchmark/_lib/stats/analysis.js';
import verdicts from '../../benchmark/_lib/words/verdict.js';
import verdictRule from '../../benchmark/_lib/stats/verdict-rule.js';
import basic from '../../benchmark/_lib/stats/basic.js';
import text from '../../benchmark/_lib/text.js';
import chartsText from '../../benchmark/_lib/charts/text.js';
import charts from '../../benchmark/_lib/charts/svg.js';
import method from '../../benchmark/_lib/words/method.js';

const { renderMarkdownTable, escapeMarkdown } = render;
const { markdownColumns, splitRows, verdictMarkdown, restFold, footnote, inertCode, compareRFold } = markdownReport;

/** A workflow run's address: anything else is not linked. */
export const RUN_URL = /^https?:\/\/[^\s<>()]+$/;
const { DEFAULT_MARGIN } = analysis;
const { renderInconclusive, plusMinus } = verdicts;
const { mdeOf, largerFirst } = verdictRule;
const { allocationComparisons } = charts;
const { METHOD_TEXT } = method;

export const COMMENT_LIMIT = 65_536;
const MAX_NAME = 300;
// The configurations "What each configuration could have seen" names; the
// others are counted, with the largest change among them.
export const MAX_SEEN = 20;

/** @param {string} name */
function shortName(name) {
  return text.clip(name, MAX_NAME);
}

/** The table's columns, each name clipped. @param {import('../../benchmark/_lib/stats/analysis.js').Comparison[]} comparisons */
function columnsFor(comparisons) {
  // renderMarkdownTable escapes each cell (escapeMarkdown: no markup, no links).
  return markdownColumns(comparisons, { name: (c) => shortName(c.name) });
}

/**
 * @param {object} report
 * @param {import('../../benchmark/_lib/stats/analysis.js').Comparison[]} report.comparisons
 * @param {string} report.verdict
 * @param {string | null} [report.allocations]  the allocations' verdict (verdict.js allocationVerdict), on its
 *   own line under time's
 * @param {string | null} [report.gate]  fail-on-regression's answer in one line (compare-analysis.js gateLine),
 *   under the allocations'
 * @param {number} [report.margin]  the summary's margin (percent) for a conclusive "no change";
 *   the default margin when not given
 * @param {Record<string, string | number | boolean | null | undefined>} [report.parameters]
 *   the run's parameters, shown as given (escaped), and in their fold what each configuration could have
 *   seen (seenFold); without them, neither
 * @param {string | null} [report.marker]  a hidden marker line, e.g. `<!-- node-benchmark-action -->`
 * @param {string[]} [report.notes]  lines shown under the verdict, unfolded (e.g. a machine that
 *   was not tuned), already safe markdown
 * @param {string[]} [report.sections]  extra markdown sections, already safe
 * @param {string} [report.runUrl]  the workflow run; linked with its artifacts unless not http(s)
 * @param {string[]} [report.charts]  names of the SVG charts uploaded with the results
 * @param {{ limit?: number }} [options]
 * @returns {string}
 */
export function renderComment(report, { limit = COMMENT_LIMIT } = {}) {
  const { changed: significant, rest } = splitRows(report.comparisons);
  // Computed once: the renders below only cut it.
  const rows = { significant, rest, seen: seenRows(report.comparisons) };
  let shown = { significant: significant.length, rest: rest.length, seen: Math.min(rows.seen.rows.length, MAX_SEEN) };
  // The chart and compare.R's text table repeat every row: the first things left out.
  let text = compose(report, rows, { ...shown, textTable: true });
  if (text.length <= limit) return text;
  text = compose(report, rows, shown);
  // Take rows away until it fits: what each configuration could have seen
  // first (the run's range stays), then the collapsed ones. Each step
  // halves the gap, so a report of 100,000 rows needs ~17 renders.
  for (const part of ['seen', 'rest', 'significant']) {
    if (text.length <= limit) break;
    let low = 0;
    let high = shown[part];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const attempt = compose(report, rows, { ...shown, [part]: middle });
      if (attempt.length <= limit) low = middle;
      else high = middle - 1;
    }
    shown = { ...shown, [part]: low };
    text = compose(report, rows, shown);
  }
  if (text.length > limit) {
    // Only the parameters or sections can be this large: keep the verdict.
    text = compose({ ...report, parameters: {}, sections: [] }, rows, { significant: 0, rest: 0, seen: 0 });
  }
  return text;
}

function compose(report, { significant, rest, seen }, shown) {
  const parts = [];
  if (report.marker) parts.push(report.marker);
  parts.push(`**Benchmark: ${verdictMarkdown(report.verdict)}**`);
  if (report.allocations) parts.push(escapeMarkdown(report.allocations));
  if (report.gate) parts.push(escapeMarkdown(report.gate));
  for (const note of report.notes ?? []) parts.push(note);
  const columns = columnsFor(report.comparisons);
  if (significant.length > 0) parts.push(table(significant, shown.significant, columns).trimEnd());
  // Folded: what a rerun would need, for the rows that did not settle.
  const inconclusive = renderInconclusive(report.comparisons, { margin: report.margin ?? DEFAULT_MARGIN },
                                          { markdown: true, folded: true });
  if (inconclusive) parts.push(inconclusive.trimEnd());
  if (rest.length > 0) parts.push(restFold(rest, table(rest, shown.rest, columns), { others: significant.length > 0 }));
  parts.push(footnote(report.comparisons, { compareR: shown.textTable ? 'below' : 'log' }));
  if (shown.textTable) {
    parts.push(...chart(report), ...memory(report.comparisons), compareRFold(report.comparisons, report.verdict));
  }
  for (const section of report.sections ?? []) parts.push(section);
  const parameters = Object.entries(report.parameters ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (parameters.length > 0) {
    const rows = parameters.map(([key, value]) => `| ${escapeMarkdown(key)} | ${escapeMarkdown(String(value))} |`);
    const fold = seenFold(seen, shown.seen);
    parts.push(`<details><summary>Run parameters</summary>\n\n| parameter | value |\n|:---|:---|\n${rows.join('\n')}\n\n` +
      `${fold ? `${fold}\n\n` : ''}</details>`);
  }
  if (report.runUrl && RUN_URL.test(report.runUrl)) {
    parts.push(`[Workflow run](${report.runUrl}) · [results artifact](${report.runUrl}#artifacts)`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * The improvement of each configuration as fixed-width text (GitHub shows
 * no image without a reachable address), folded, and the change of bytes
 * allocated when counted, then where the SVG charts are. In a code block,
 * as compare.R's table.
 * @param {{ comparisons: import('../../benchmark/_lib/stats/analysis.js').Comparison[], charts?: string[], runUrl?: string }} report
 * @returns {string[]}  nothing when no row has a value to draw
 */
function chart({ comparisons, charts = [], runUrl }) {
  const where = runUrl && RUN_URL.test(runUrl) ? `[the workflow run's artifacts](${runUrl}#artifacts)` : "the workflow run's artifacts";
  const names = charts.map((name) => `\`${name}\``);
  const files = names.length === 0 ? '' :
    `\n\nAs SVG: ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`} in ${where}.`;
  const folds = [
    { summary: `Chart: the improvement, with intervals adjusted for the ${METHOD_TEXT.fdr} false discovery rate`,
      drawn: chartsText.improvementText(comparisons) },
    { summary: 'Chart: bytes allocated per operation, new vs old (more is worse)',
      drawn: chartsText.improvementText(allocationComparisons(comparisons)) },
  ].filter((fold) => fold.drawn);
  return folds.map(({ summary, drawn }, i) => `<details><summary>${summary}</summary>\n\n` +
    `${text.fence(inertCode(drawn), 'text')}${i === folds.length - 1 ? files : ''}\n\n</details>`);
}

/**
 * Max RSS and heap used per configuration (medians of each binary's run
 * passes), folded: reported, not tested, as they are far noisier than
 * allocations (docs/statistics.md, "Allocations per operation").
 *   | benchmark | max RSS old | max RSS new | heap used old | heap used new |
 * @param {import('../../benchmark/_lib/stats/analysis.js').Comparison[]} comparisons
 * @returns {string[]}  nothing when no row has them
 */
function memory(comparisons) {
  const rows = comparisons.filter((c) => c.memory);
  if (rows.length === 0) return [];
  const mb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 2 ** 20).toFixed(1)} MiB` : '');
  const columns = [
    { label: 'benchmark', text: (c) => shortName(c.name), align: 'left' },
    { label: 'max RSS old', text: (c) => mb(c.memory?.old.maxRSS) },
    { label: 'max RSS new', text: (c) => mb(c.memory?.new.maxRSS) },
    { label: 'heap used old', text: (c) => mb(c.memory?.old.heapUsed) },
    { label: 'heap used new', text: (c) => mb(c.memory?.new.heapUsed) },
  ];
  return [`<details><summary>Memory: max RSS and heap used at the end of each run (medians; reported, not tested)` +
    `</summary>\n\n${renderMarkdownTable(rows, columns)}\n</details>`];
}

/**
 * Each tested configuration with the smallest change it could find
 * (verdict-rule.js mdeOf), the largest first: those that could see least
 * at the top; ties keep the report's order. `untested`: the rows left out.
 * @param {import('../../benchmark/_lib/stats/analysis.js').Comparison[]} comparisons
 * @returns {Seen}
 * @typedef {{ rows: Array<{ c: import('../../benchmark/_lib/stats/analysis.js').Comparison, mde: number }>,
 *   untested: number, allocations: { n: number, median: number, low: number, high: number } | null }} Seen
 *   allocations: the counted rows' smallest change of bytes allocated per operation (allocation-analysis.js),
 *   said in one line under the list; computed once, as the rows are, for the renders that cut the comment
 */
function seenRows(comparisons) {
  const rows = /** @type {Seen['rows']} */ (comparisons.map((c) => ({ c, mde: mdeOf(c) })).filter(({ mde }) => mde !== null));
  rows.sort((a, b) => largerFirst(a.mde, b.mde));
  const mdes = /** @type {number[]} */ (comparisons.map((c) => c.allocations?.mde)
    .filter((mde) => typeof mde === 'number' && Number.isFinite(mde)));
  const allocations = mdes.length === 0 ? null :
    { n: mdes.length, median: basic.median(mdes), low: mdes.reduce((a, b) => Math.min(a, b)), high: mdes.reduce((a, b) => Math.max(a, b)) };
  return { rows, untested: comparisons.length - rows.length, allocations };
}

/**
 * What each configuration could have seen, so that a "no change" is read
 * with the change its configuration could have found; in the run
 * parameters' fold. The `count` largest by name, the others counted:
 *
 *   <details><summary>What each configuration could have seen</summary>
 *   A change of ±3.1% (median; ±1.2% to ±9.8%) was the smallest each of the 46 tested configurations could
 *   find, with 80% power. Those that could see least come first. 2 not tested are left out.
 *   | benchmark | smallest change found with 80% power |
 *   | a.js n=1  |                                ±9.8% |
 *   … and 26 more, each ±2.1% or less.
 *   Bytes allocated per operation: a change of ±0.4% (median; ±0.0% to ±2.5%) was the smallest each of the 46
 *   counted configurations could find, with 80% power.
 *   </details>
 *
 * Names as the results table has them (shortName), escaped as its cells
 * are (renderMarkdownTable); the rest is numbers. '' when nothing was tested.
 * @param {Seen} seen
 * @param {number} count
 */
function seenFold({ rows, untested, allocations }, count) {
  if (rows.length === 0) return '';
  const percent = (/** @type {number} */ value) => plusMinus(value) ?? 'more than ±1,000,000%';
  const power = `${METHOD_TEXT.mdePower} power`;
  const n = rows.length;
  const values = rows.map((row) => row.mde);
  const range = n === 1 ? `A change of ${percent(values[0])} was the smallest the tested configuration could find` :
    `A change of ${percent(basic.median(values))} (median; ${percent(values[n - 1])} to ${percent(values[0])}) ` +
    `was the smallest each of the ${n} tested configurations could find`;
  const order = n === 1 ? '' : ' Those that could see least come first.';
  const left = untested === 0 ? '' : ` ${untested} not tested ${untested === 1 ? 'is' : 'are'} left out.`;
  const lead = `${range}, with ${power}.${order}${left}`;
  const columns = [
    { label: 'benchmark', text: (/** @type {Seen['rows'][number]} */ row) => shortName(row.c.name), align: 'left' },
    { label: `smallest change found with ${power}`, text: (/** @type {Seen['rows'][number]} */ row) => percent(row.mde) },
  ];
  const list = count > 0 ? `\n\n${renderMarkdownTable(rows.slice(0, count), columns).trimEnd()}` : '';
  const more = n - count === 0 ? '' : count > 0 ? `\n\n… and ${n - count} more, each ${percent(rows[count].mde)} or less.` :
    '\n\nThe list is left out to keep this comment within GitHub\'s size limit.';
  const bytes = allocations === null ? '' : `\n\nBytes allocated per operation: ${allocations.n === 1 ?
    `a change of ${percent(allocations.median)} was the smallest the counted configuration could find` :
    `a change of ${percent(allocations.median)} (median; ${percent(allocations.low)} to ${percent(allocations.high)}) ` +
      `was the smallest each of the ${allocations.n} counted configurations could find`}, with ${power}.`;
  return `<details><summary>What each configuration could have seen</summary>\n\n${escapeMarkdown(lead)}${list}${more}` +
    `${bytes}\n\n</details>`;
}

function table(comparisons, count, columns) {
  let text = renderMarkdownTable(comparisons.slice(0, count), columns);
  const left = comparisons.length - count;
  if (left > 0) {
    text += `\n… and ${left} more configuration${left === 1 ? '' : 's'}, left out to keep this ` +
      'comment within GitHub\'s size limit: see the CSV and JSON in the workflow artifact.\n';
  }
  return text;
}
