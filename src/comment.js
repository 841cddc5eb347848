// The PR comment: readable in ten seconds, never over GitHub's limit. Pure.
//
//   <!-- marker -->
//   **Benchmark: 2 improved and 1 regressed of 48 configurations compared (...).**
//
//   | benchmark | confidence | improvement | accuracy (*) | (**) | (***) | q-value |   significant rows
//   ...
//   <details><summary>45 configurations without a significant change</summary>
//   | benchmark | ... |                                                                 the rest
//   </details>
//
//   How to read this: the false-positive note, stars vs q-values.
//   <details><summary>Run parameters</summary> runs, binaries, seed, ... </details>
//
// Rows are dropped from the end of the collapsed part first, then from the
// significant part, each time saying how many are left out; the verdict
// always stays.

import render from '../benchmark/_render.js';
import analysis from '../benchmark/_analysis.js';

const { renderMarkdownTable, escapeMarkdown, MARKDOWN_COLUMNS } = render;
const { FDR } = analysis;

export const COMMENT_LIMIT = 65_536;
const MAX_NAME = 300;

/** @param {string} name */
function shortName(name) {
  return [...name].length > MAX_NAME ? `${[...name].slice(0, MAX_NAME - 1).join('')}…` : name;
}

const COLUMNS = MARKDOWN_COLUMNS.map((col) =>
  (col.label === 'benchmark' ? { ...col, text: (c) => shortName(c.name) } : col));

function isSignificant(c) {
  return c.qValue !== null && c.qValue < FDR;
}

/**
 * @param {object} report
 * @param {import('../benchmark/_analysis.js').Comparison[]} report.comparisons
 * @param {string} report.verdict
 * @param {Record<string, string | number | boolean | null | undefined>} [report.parameters]
 *   the run's parameters, shown as given (escaped)
 * @param {string} [report.marker]  a hidden marker line, e.g. `<!-- node-benchmark-action -->`
 * @param {string[]} [report.sections]  extra markdown sections, already safe
 * @param {{ limit?: number }} [options]
 * @returns {string}
 */
export function renderComment(report, { limit = COMMENT_LIMIT } = {}) {
  const significant = report.comparisons.filter(isSignificant);
  const rest = report.comparisons.filter((c) => !isSignificant(c));
  let shown = { significant: significant.length, rest: rest.length };
  let text = compose(report, significant, rest, shown);
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
  if (significant.length > 0) {
    parts.push(table(significant, shown.significant));
  }
  if (rest.length > 0) {
    const summary = `${rest.length} configuration${rest.length === 1 ? '' : 's'} without a ` +
      'significant change (or not testable)';
    parts.push(`<details><summary>${summary}</summary>\n\n${table(rest, shown.rest)}\n</details>`);
  }
  parts.push(howToRead(report.comparisons.length));
  for (const section of report.sections ?? []) parts.push(section);
  const parameters = Object.entries(report.parameters ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (parameters.length > 0) {
    const rows = parameters.map(([key, value]) => `| ${escapeMarkdown(key)} | ${escapeMarkdown(String(value))} |`);
    parts.push(`<details><summary>Run parameters</summary>\n\n| parameter | value |\n|:---|:---|\n${rows.join('\n')}\n\n</details>`);
  }
  return `${parts.join('\n\n')}\n`;
}

function table(comparisons, count) {
  let text = renderMarkdownTable(comparisons.slice(0, count), COLUMNS);
  const left = comparisons.length - count;
  if (left > 0) {
    text += `\n… and ${left} more configuration${left === 1 ? '' : 's'}, left out to keep this ` +
      'comment within GitHub\'s size limit: see the CSV and JSON in the workflow artifact.\n';
  }
  return text;
}

function howToRead(count) {
  const expected = (count * 0.05).toFixed(2);
  return '<sub>Stars: Welch\'s t-test per configuration, as Node core\'s compare.R (* p < 0.05, ' +
    '** p < 0.01, *** p < 0.001). Accuracy: the half-width of the confidence interval of the ' +
    `improvement at each level. With ${count} comparisons about ${expected} would get a star by ` +
    'chance alone, so the verdict and the q-values (Benjamini-Hochberg) control the false ' +
    'discovery rate at 5% instead.</sub>';
}
