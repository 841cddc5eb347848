// The PR comment: readable in ten seconds, never over GitHub's limit. Pure.
//
//   <!-- marker -->
//   **Benchmark: 3 of 48 configurations changed (5% false discovery rate): 2 improved, ...**
//
//   ⚠️ notes: a merge-base comparison, a machine that was not tuned
//
//   Inconclusive (95% interval not within the ±2% margin):
//   - `buffers/x.js n=5`: +1.2% ±6.1%, about 280 runs for ±2%
//
//   | benchmark | confidence | improvement | accuracy (*) | (**) | (***) | [new vs old] | q-value |
//   ...
//   <details><summary>45 configurations without a significant change</summary>
//   | benchmark | ... |                                                                 the rest
//   </details>
//
//   How to read this: compare.R's columns, then what the verdict counts
//   (the paired "new vs old" interval when the run had blocks).
//   <details><summary>Chart …</summary> the improvement as fixed-width text, the SVGs named </details>
//   <details><summary>compare.R's table (to paste)</summary> … </details>
//   <details><summary>Run parameters</summary> runs, binaries, seed, ... </details>
//
// Rows are dropped from the end of the collapsed part first, then from the
// significant part, each time saying how many are left out; the verdict
// always stays.

import render from '../../benchmark/_lib/render.js';
import analysis from '../../benchmark/_lib/analysis.js';
import verdicts from '../../benchmark/_lib/verdict.js';
import text from '../../benchmark/_lib/text.js';
import chartsText from '../../benchmark/_lib/charts-text.js';
import charts from '../../benchmark/_lib/charts.js';

const { renderMarkdownTable, renderText, escapeMarkdown, showInvisible, markdownColumns, readingNote } = render;

/** A workflow run's address: anything else is not linked. */
export const RUN_URL = /^https?:\/\/[^\s<>()]+$/;
const { FDR, DEFAULT_MARGIN } = analysis;
const { renderInconclusive } = verdicts;
const { allocationComparisons } = charts;

export const COMMENT_LIMIT = 65_536;
const MAX_NAME = 300;

/** @param {string} name */
function shortName(name) {
  return text.clip(name, MAX_NAME);
}

/** The table's columns: the interval column only when the run was paired. */
function columnsFor(comparisons) {
  // renderMarkdownTable escapes each cell (escapeMarkdown: no markup, no links).
  return markdownColumns(comparisons).map((col) =>
    (col.label === 'benchmark' ? { ...col, text: (c) => shortName(c.name) } : col));
}

/** Shown unfolded: a change of time, or of allocations, at the 5% false discovery rate. */
function isSignificant(c) {
  return (c.qValue !== null && c.qValue < FDR) || c.allocations?.outcome === 'more' || c.allocations?.outcome === 'less';
}

/**
 * @param {object} report
 * @param {import('../../benchmark/_lib/analysis.js').Comparison[]} report.comparisons
 * @param {string} report.verdict
 * @param {string | null} [report.allocations]  the allocations' verdict (verdict.js allocationVerdict), on its
 *   own line under time's
 * @param {number} [report.margin]  the summary's margin (percent) for a conclusive "no change";
 *   the default margin when not given
 * @param {Record<string, string | number | boolean | null | undefined>} [report.parameters]
 *   the run's parameters, shown as given (escaped)
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
  const significant = report.comparisons.filter(isSignificant);
  const rest = report.comparisons.filter((c) => !isSignificant(c));
  let shown = { significant: significant.length, rest: rest.length };
  // The chart and compare.R's text table repeat every row: the first things left out.
  let text = compose(report, significant, rest, { ...shown, textTable: true });
  if (text.length <= limit) return text;
  text = compose(report, significant, rest, shown);
  // Take rows away until it fits: the collapsed ones first. Each step
  // halves the gap, so a report of 100,000 rows needs ~17 renders.
  for (const part of ['rest', 'significant']) {
    if (text.length <= limit) break;
    let low = 0;
    let high = shown[part];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const attempt = compose(report, significant, rest, { ...shown, [part]: middle });
      if (attempt.length <= limit) low = middle;
      else high = middle - 1;
    }
    shown = { ...shown, [part]: low };
    text = compose(report, significant, rest, shown);
  }
  if (text.length > limit) {
    // Only the parameters or sections can be this large: keep the verdict.
    text = compose({ ...report, parameters: {}, sections: [] }, significant, rest, { significant: 0, rest: 0 });
  }
  return text;
}

function compose(report, significant, rest, shown) {
  const parts = [];
  if (report.marker) parts.push(report.marker);
  parts.push(`**Benchmark: ${escapeMarkdown(report.verdict)}**`);
  if (report.allocations) parts.push(escapeMarkdown(report.allocations));
  for (const note of report.notes ?? []) parts.push(note);
  // Unfolded: what a rerun would need is what a reviewer asks next.
  const inconclusive = renderInconclusive(report.comparisons, { margin: report.margin ?? DEFAULT_MARGIN },
                                          { markdown: true });
  if (inconclusive) parts.push(inconclusive.trimEnd());
  const columns = columnsFor(report.comparisons);
  if (significant.length > 0) {
    parts.push(table(significant, shown.significant, columns));
  }
  if (rest.length > 0) {
    const summary = `${rest.length} configuration${rest.length === 1 ? '' : 's'} without a ` +
      'significant change (or not testable)';
    parts.push(`<details><summary>${summary}</summary>\n\n${table(rest, shown.rest, columns)}\n</details>`);
  }
  parts.push(howToRead(report.comparisons, report.margin ?? DEFAULT_MARGIN));
  if (shown.textTable) parts.push(...chart(report), ...memory(report.comparisons), textTable(report));
  for (const section of report.sections ?? []) parts.push(section);
  const parameters = Object.entries(report.parameters ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (parameters.length > 0) {
    const rows = parameters.map(([key, value]) => `| ${escapeMarkdown(key)} | ${escapeMarkdown(String(value))} |`);
    parts.push(`<details><summary>Run parameters</summary>\n\n| parameter | value |\n|:---|:---|\n${rows.join('\n')}\n\n</details>`);
  }
  if (report.runUrl && RUN_URL.test(report.runUrl)) {
    parts.push(`[Workflow run](${report.runUrl}) · [results artifact](${report.runUrl}#artifacts)`);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * Text of the run job's (benchmark names) for a code block: there markdown,
 * HTML, links and mentions are inert, but not what reorders or hides text,
 * which is shown (showInvisible); and `<!--` is broken, so a benchmark name
 * cannot carry another comment's marker.
 * @param {string} code
 */
function inertCode(code) {
  return showInvisible(code).replace(/<!--/g, '<\u200b!--').trimEnd();
}

/**
 * compare.R's own text table, folded, ready to paste into a thread.
 * @param {{ comparisons: import('../../benchmark/_lib/analysis.js').Comparison[], verdict: string }} report
 */
function textTable({ comparisons, verdict }) {
  const table = inertCode(renderText(comparisons, verdict));
  return `<details><summary>compare.R's table (to paste)</summary>\n\n${text.fence(table, 'text')}\n\n</details>`;
}

/**
 * The improvement of each configuration as fixed-width text (GitHub shows
 * no image without a reachable address), folded, and the change of bytes
 * allocated when counted, then where the SVG charts are. In a code block,
 * as compare.R's table.
 * @param {{ comparisons: import('../../benchmark/_lib/analysis.js').Comparison[], charts?: string[], runUrl?: string }} report
 * @returns {string[]}  nothing when no row has a value to draw
 */
function chart({ comparisons, charts = [], runUrl }) {
  const where = runUrl && RUN_URL.test(runUrl) ? `[the workflow run's artifacts](${runUrl}#artifacts)` : "the workflow run's artifacts";
  const names = charts.map((name) => `\`${name}\``);
  const files = names.length === 0 ? '' :
    `\n\nAs SVG: ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`} in ${where}.`;
  const folds = [
    { summary: 'Chart: the improvement, with intervals adjusted for the 5% false discovery rate',
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
 * allocations (STATISTICS.md §14).
 *   | benchmark | max RSS old | max RSS new | heap used old | heap used new |
 * @param {import('../../benchmark/_lib/analysis.js').Comparison[]} comparisons
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

function table(comparisons, count, columns) {
  let text = renderMarkdownTable(comparisons.slice(0, count), columns);
  const left = comparisons.length - count;
  if (left > 0) {
    text += `\n… and ${left} more configuration${left === 1 ? '' : 's'}, left out to keep this ` +
      'comment within GitHub\'s size limit: see the CSV and JSON in the workflow artifact.\n';
  }
  return text;
}

/** Two sentences: compare.R's columns, then what the verdict counts and its margin. */
function howToRead(comparisons, margin) {
  return `<sub>${escapeMarkdown(readingNote(comparisons, { margin }))}</sub>`;
}
