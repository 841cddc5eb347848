'use strict';

// Comparisons (numbers) to tables (strings): compare.R's text table, the
// CSV and the JSON, and the markdown table and escaping that the markdown
// report (markdown-report.js: analyze.js --format markdown and the PR
// comment) builds on. Pure.
//
// The text table is compare.R's, byte for byte, printed by R's data-frame
// printer (r-print.js printDataFrame): row names left-aligned, cells
// right-aligned under right-aligned headers, one space between columns, and
// R's wrapping of the columns into blocks when a line would reach 200
// columns:
//
//                                    confidence improvement accuracy (*)   (**)  (***)
//   string_decoder/x.js n=1 enc='a'         ***     -3.76 %       ±1.36% ±1.82% ±2.38%

const { fixed2 } = require('../stats/basic.js');
const { errorKind } = require('../stats/verdict-rule.js');
const { renderInconclusive, allocationVerdict } = require('./verdict.js');
const { codeSpan, showInvisible, unlink } = require('../code-span.js');
const { escapeHtmlText } = require('../text.js');
const { printDataFrame } = require('./r-print.js');
const { percentText } = require('./method.js');
const { RISKS } = require('../stats/analysis.js');

/** A level of compare.R's stars as its paragraph writes it, to four columns: `  5%`, `0.1%`. @param {string} stars */
const risk = (stars) => percentText(RISKS[stars]).padStart(4);

// compare.R's options(width = 200).
const R_WIDTH = 200;

/** compare.R's cell texts. */
const TABLE_COLUMNS = [
  { label: 'confidence', text: confidenceText },
  { label: 'improvement', text: (c) => `${fixed2(c.improvement)} %` },
  { label: 'accuracy (*)', text: (c) => accuracyText(c.accuracy['*']) },
  { label: '(**)', text: (c) => accuracyText(c.accuracy['**']) },
  { label: '(***)', text: (c) => accuracyText(c.accuracy['***']) },
];

/**
 * The stars, or why there is no test where compare.R stops. A row of rates
 * of 0 or less keeps R's cells (its note says why it is not tested), unless
 * R's test fails on it too.
 * @param {import('../stats/analysis.js').Comparison} c
 */
function confidenceText(c) {
  const kind = errorKind(c);
  if (kind === null) return c.stars;
  if (kind === 'not a rate' && (c.stars !== 'NA' || c.old.n < 2 || c.new.n < 2)) return c.stars;
  return kind;
}

function accuracyText(value) {
  return value === null ? 'NA' : `±${fixed2(value)}%`;
}

/** A q-value or p-value for people: 3 decimals, or 2 significant digits when small. */
function probabilityText(value) {
  if (value === null || value === undefined) return '';
  if (value === 0) return '0';
  return value < 0.001 ? value.toExponential(1) : value.toFixed(3);
}

/** Bytes per operation for people: `170 B`, `1.3 kB`, `2.1 MB`. */
function bytesText(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (value < 1000) return `${value < 10 ? value.toFixed(1) : Math.round(value)} B`;
  if (value < 1e6) return `${(value / 1e3).toFixed(1)} kB`;
  return `${(value / 1e6).toFixed(1)} MB`;
}

/** compare.R's paragraph after the table. */
function falsePositiveNote(count) {
  return 'Be aware that when doing many comparisons the risk of a false-positive\n' +
    `result increases. In this case, there are ${count} comparisons, you can thus\n` +
    'expect the following amount of false-positive results:\n' +
    `  ${fixed2(count * RISKS['*'])} false positives, when considering a ${risk('*')} risk acceptance (*, **, ***),\n` +
    `  ${fixed2(count * RISKS['**'])} false positives, when considering a ${risk('**')} risk acceptance (**, ***),\n` +
    `  ${fixed2(count * RISKS['***'])} false positives, when considering a ${risk('***')} risk acceptance (***)\n`;
}

const CONSTANT_NOTE = 'constant: every sample of that benchmark is the same number, so the t-test is ' +
  'undefined (compare.R stops there with "data are essentially constant").';
const CHECK_COUNT = 'check the operation count the benchmark passes to bench.end():';
// What each kind of rate the t-test cannot use means, and the rows of each.
const RATE_NOTES = {
  'not finite': `not finite: a rate that is not a finite number cannot be tested; ${CHECK_COUNT}`,
  'not a rate': 'not a rate: a rate is operations per second, and one of 0 or less measured nothing; ' +
    `compare.R's cells are shown, but the verdict leaves the row out; ${CHECK_COUNT}`,
  'overflow': 'overflow: rates this large overflow the t-test\'s arithmetic (a variance or the degrees of ' +
    `freedom are not finite, and compare.R stops there); ${CHECK_COUNT}`,
  'underflow': 'underflow: rates this small lose their differences in the t-test\'s arithmetic (their ' +
    'squares round to 0, so that compare.R calls them "essentially constant"), though they are not the ' +
    `same number; ${CHECK_COUNT}`,
};

/**
 * What the confidence cells `constant`, `not finite`, `overflow` and
 * `underflow` mean, and the rows of rates that are not rates, each kind
 * of rate with its rows (at most 10, then how many more):
 *   not finite: a rate that is not a finite number cannot be tested; ...
 *     buffers/x.js n=1: the new rate on line 7 is Inf
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @param {{ markdown?: boolean, limit?: number }} [options]
 * @returns {string[]}  paragraphs, each ending with a newline
 */
function errorNotes(comparisons, { markdown = false, limit = 10 } = {}) {
  const notes = [];
  const text = markdown ? escapeMarkdown : String;
  if (comparisons.some((c) => errorKind(c) === 'constant')) notes.push(`${text(CONSTANT_NOTE)}\n`);
  const item = markdown ? (line) => `- ${line}` : (line) => `  ${line}`;
  const name = markdown ? codeSpan : String;
  for (const [kind, note] of Object.entries(RATE_NOTES)) {
    const rows = comparisons.filter((c) => errorKind(c) === kind);
    if (rows.length === 0) continue;
    const lines = rows.slice(0, limit).map((c) =>
      item(`${name(c.name)}: ${text(String(c.error).slice(kind.length + 2))}`));
    if (rows.length > limit) lines.push(item(`and ${rows.length - limit} more`));
    notes.push(`${text(note)}\n${lines.join('\n')}\n`);
  }
  return notes;
}

/**
 * The terminal report: compare.R's table and paragraph exactly, then what
 * compare.R does not say: rows that could not be tested, the verdict, and
 * (given the summary) the inconclusive rows.
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @param {string} verdictLine
 * @param {{ margin: number, paired: boolean, allocations?: import("../stats/allocation-analysis.js").AllocationSummary | null } | null} [summary]
 */
function renderText(comparisons, verdictLine, summary = null) {
  const columns = TABLE_COLUMNS.map((col) => ({ label: col.label, cells: comparisons.map(col.text) }));
  let text = printDataFrame(columns, { rowNames: comparisons.map((c) => c.name), width: R_WIDTH });
  text += `\n${falsePositiveNote(comparisons.length)}`;
  text += '\n';
  text += errorNotes(comparisons).join('');
  text += `${verdictLine}\n`;
  const allocations = summary ? allocationVerdict(summary) : null;
  if (allocations) text += `${allocations}\n`;
  if (summary) text += renderInconclusive(comparisons, summary);
  return text;
}

/**
 * Makes any text safe inside a GitHub markdown table cell: nothing hidden
 * (showInvisible), no table or code breaks, no HTML (comments included:
 * escapeHtmlText), no math (`$`), no @mentions, #references or
 * GH-references, and no links (unlink: a zero-width space where GitHub
 * would make one). Those zero-width spaces are the only invisible
 * characters left: the text's own are shown first.
 * @param {unknown} text
 */
function escapeMarkdown(text) {
  return escapeHtmlText(unlink(showInvisible(text)).replace(/[\r\n]+/g, ' '))
    .replace(/[\\`*_[\]|~$]/g, '\\$&');
}

/**
 * @typedef {{ label: string, text: (c: any) => string, align?: string }} Column  a cell's text, from a row; align: 'left', else right
 */

/**
 * A GitHub markdown table of rows, every cell escaped (escapeMarkdown).
 * @template T
 * @param {T[]} comparisons
 * @param {Column[]} columns
 */
function renderMarkdownTable(comparisons, columns) {
  const head = `| ${columns.map((col) => escapeMarkdown(col.label)).join(' | ')} |`;
  const rule = `|${columns.map((col) => (col.align === 'left' ? ':---' : '---:')).join('|')}|`;
  const rows = comparisons.map((c) => `| ${columns.map((col) => escapeMarkdown(col.text(c))).join(' | ')} |`);
  return [head, rule, ...rows].join('\n') + '\n';
}

/** @type {[string, (c: any) => unknown][]} */
const CSV_FIELDS = [
  ['name', (c) => c.name], ['filename', (c) => c.filename], ['configuration', (c) => c.configuration],
  ['old_n', (c) => c.old.n], ['old_mean', (c) => c.old.mean], ['old_sd', (c) => c.old.sd],
  ['new_n', (c) => c.new.n], ['new_mean', (c) => c.new.mean], ['new_sd', (c) => c.new.sd],
  ['improvement', (c) => c.improvement], ['p_value', (c) => c.pValue], ['df', (c) => c.df],
  ['stars', (c) => c.stars], ['accuracy_5', (c) => c.accuracy['*']],
  ['accuracy_1', (c) => c.accuracy['**']], ['accuracy_0.1', (c) => c.accuracy['***']],
  ['q_value', (c) => c.qValue], ['holm_p_value', (c) => c.holmPValue], ['error', (c) => c.error],
  // Paired analysis, after compare.R's columns so existing readers keep theirs.
  ['paired', (c) => c.paired], ['blocks', (c) => c.blocks], ['ratio', (c) => c.ratio],
  ['ratio_low', (c) => c.ratioLow], ['ratio_high', (c) => c.ratioHigh],
  ['paired_accuracy', (c) => c.pairedAccuracy], ['mde', (c) => c.mde], ['state', (c) => c.state],
  ['sequential_p', (c) => c.sequentialP], ['outcome', (c) => c.outcome],
  ['runs_for_margin', (c) => c.runsForMargin],
  // Allocations (bytes per operation), when both binaries counted them.
  ['allocated_old', (c) => c.allocations?.old ?? null], ['allocated_new', (c) => c.allocations?.new ?? null],
  ['allocated_ratio', (c) => c.allocations?.ratio ?? null], ['allocated_ratio_low', (c) => c.allocations?.ratioLow ?? null],
  ['allocated_ratio_high', (c) => c.allocations?.ratioHigh ?? null],
  ['allocated_outcome', (c) => c.allocations?.outcome ?? null],
];

function csvField(value) {
  if (value === null || value === undefined) return '';
  // Bare, as R's read.csv reads a logical.
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return `"${String(value).replace(/"/g, '""')}"`;
}

/** A machine-readable table, one row per comparison, RFC 4180 quoting. */
function renderCsv(comparisons) {
  const header = CSV_FIELDS.map(([name]) => `"${name}"`).join(',');
  const rows = comparisons.map((c) => CSV_FIELDS.map(([, get]) => csvField(get(c))).join(','));
  return `${[header, ...rows].join('\n')}\n`;
}

/** JSON with undefined statistics (NaN, infinities) as null. */
function renderJson(comparisons, summary, verdictLine) {
  const finiteOrNull = (_key, value) => (typeof value === 'number' && !Number.isFinite(value) ? null : value);
  const shaped = comparisons.map((c) => ({
    name: c.name,
    filename: c.filename,
    configuration: c.configuration,
    old: c.old,
    new: c.new,
    improvement: c.improvement,
    pValue: c.pValue,
    df: c.df,
    t: c.t,
    stars: c.stars,
    accuracy: c.accuracy,
    qValue: c.qValue,
    holmPValue: c.holmPValue,
    error: c.error,
    paired: c.paired,
    blocks: c.blocks,
    ratio: c.ratio,
    ratioLow: c.ratioLow,
    ratioHigh: c.ratioHigh,
    pairedAccuracy: c.pairedAccuracy,
    mde: c.mde,
    state: c.state,
    sequentialP: c.sequentialP,
    outcome: c.outcome,
    runsForMargin: c.runsForMargin,
    jointBound: c.jointBound,
    allocations: c.allocations ?? null,
    memory: c.memory ?? null,
  }));
  return `${JSON.stringify({ comparisons: shaped, summary, verdict: verdictLine,
    allocationVerdict: allocationVerdict(summary) }, finiteOrNull, 2)}\n`;
}

module.exports = {
  TABLE_COLUMNS, renderText, renderMarkdownTable, renderCsv, renderJson, escapeMarkdown,
  probabilityText, bytesText, errorNotes,
};
