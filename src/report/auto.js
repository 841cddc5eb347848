// Why `/benchmark auto` chose what it chose (request/auto.js's summary), as
// the comment shows it: the chosen categories with the files that led to
// them, then, folded, what was left out and why.
//
//   `auto` chose 2 categories from 8 changed files:
//
//   - **buffers**: lib/buffer.js, src/node_buffer.cc
//   - **string_decoder**: lib/string_decoder.js
//
//   <details><summary>Left out: 2 categories; 3 files led to none</summary>
//
//   - Over the cap of 2 (auto-max-categories): **util** (lib/util.js)
//   - Not in this benchmark directory: **esm** (lib/internal/modules/esm/loader.js)
//   - No benchmark loads it: lib/foo.js
//   - V8 can move every benchmark, so no category stands out: deps/v8/src/api.cc
//   - No benchmark runs tools or CI configuration: tools/x.py
//
//   </details>
//
// Rendering is pure. Paths and category names come from the pull request:
// each is escaped (escapeMarkdown), and no line starts with one, so a file
// called `# x` or `1. x` cannot become a heading or a list.

import render from '../../benchmark/_lib/words/render.js';
import { AUTO, AUTO_TABLE, MODULE_CATEGORIES } from '../request/auto.js';
import { REACH_SHOWN } from '../results/reach-files.js';

const { escapeMarkdown } = render;

/**
 * The markdown of `summary`, without a trailing newline.
 * @param {import('../request/auto.js').AutoSummary} summary  checked (autoSummaryProblems)
 * @returns {string}
 */
export function renderAutoSummary(summary) {
  const changed = plural(summary.changed, 'changed file');
  const chosen = summary.chosen.length;
  const parts = chosen === 0 ? [`\`${AUTO}\` chose no category from ${changed}.`] : [
    `\`${AUTO}\` chose ${plural(chosen, 'category', 'categories')} from ${changed}:`,
    summary.chosen.map((g) => `- **${escapeMarkdown(g.category)}**: ${files(g)}`).join('\n'),
  ];
  if (summary.truncated) {
    parts.push(`Only the first ${summary.changed} changed files were read: the others may touch more categories.`);
  }
  const leftOut = leftOutLines(summary);
  if (leftOut.length > 0) {
    parts.push(`<details><summary>${leftOutTitle(summary)}</summary>`, leftOut.join('\n'), '</details>');
  }
  return parts.join('\n\n');
}

/**
 * What the reach map chose (machine/reach.js), under `auto`'s summary:
 * which rule chose each category's configurations, per changed function
 * how many configurations call it, and which changed functions none calls.
 *
 *   string_decoder: 8 of 14 configurations, those that call a changed function (V8's coverage of node-main);
 *   the other chosen categories ran whole (the module graph).
 *
 *   - `StringDecoder.prototype.write` (lib/string_decoder.js): 8 configurations call it, most often
 *     `string_decoder/string-decoder.js …` (1.02 calls per operation)
 *   - `plantedWork` (lib/string_decoder.js) is new, called from `StringDecoder.prototype.write`
 *   - No benchmark calls `StringDecoder.prototype.text` (lib/string_decoder.js): this run cannot see a change there.
 * @param {import('../results/reach-files.js').ReachSummary} reach
 * @param {readonly string[]} categories  the run's categories
 * @returns {string}
 */
export function renderReach(reach, categories) {
  if (reach.error !== null) return `The reach map could not be read (${escapeMarkdown(reach.error)}): every chosen category is shown as run.`;
  const mapped = reach.categories.map((c) => `**${escapeMarkdown(c)}**`).join(', ');
  const whole = categories.filter((c) => !reach.categories.includes(c)).map((c) => `**${escapeMarkdown(c)}**`);
  const head = `Of ${mapped}, ${plural(reach.selected, 'configuration')} of ${reach.mapped} ran: ` +
    'those that call a changed function (V8\'s call counts under the old binary, docs/auto.md)' +
    `${whole.length ? `; ${whole.join(', ')} ran whole, as the module graph chose ${whole.length === 1 ? 'it' : 'them'}` : ''}.`;
  const lines = [];
  for (const fn of reach.functions.slice(0, REACH_SHOWN.functions)) {
    const top = fn.top[0];
    lines.push(`- ${italic(fn.name)} (${escapeMarkdown(fn.file)}): ${plural(fn.count, 'configuration')} call${fn.count === 1 ? 's' : ''} it` +
      `${top ? `, most often ${italic(top.label)} (${top.callsPerOp} per operation)` : ''}`);
  }
  for (const fn of reach.added.slice(0, REACH_SHOWN.functions)) {
    lines.push(`- ${italic(fn.name)} (${escapeMarkdown(fn.file)}) is new` +
      `${fn.callers.length ? `, called from ${fn.callers.map(italic).join(', ')}` : ': the diff shows no caller'}`);
  }
  for (const fn of reach.unreachable.slice(0, REACH_SHOWN.functions)) {
    lines.push(`- No benchmark calls ${italic(fn.name)} (${escapeMarkdown(fn.file)}): this run cannot see a change there.`);
  }
  const more = reach.functions.length + reach.added.length + reach.unreachable.length - lines.length;
  if (more > 0) lines.push(`- And ${plural(more, 'more function')} (reach.json in the results)`);
  return lines.length ? `${head}\n\n${lines.join('\n')}` : head;
}

/** A function's or configuration's name (untrusted text), escaped and in italics: never a code span it could close. */
function italic(text) {
  return `_${escapeMarkdown(text)}_`;
}

/** `Left out: 2 categories; 3 files led to none`. */
function leftOutTitle(summary) {
  const categories = summary.leftOut.length + summary.leftOutMore;
  const unmapped = summary.unmapped.reduce((n, g) => n + g.files.length + g.more, 0);
  const what = [
    ...(categories > 0 ? [plural(categories, 'category', 'categories')] : []),
    ...(unmapped > 0 ? [`${plural(unmapped, 'file')} led to none`] : []),
  ];
  return `Left out: ${what.join('; ')}`;
}

/** One line per reason, the reason first. */
function leftOutLines(summary) {
  const named = (why) => summary.leftOut.filter((g) => g.why === why)
    .map((g) => `**${escapeMarkdown(g.category)}** (${files(g)})`).join(', ');
  const lines = [];
  const over = named('cap');
  if (over) lines.push(`- Over the cap of ${summary.cap} (auto-max-categories): ${over}`);
  const missing = named('missing');
  if (missing) lines.push(`- Not in this benchmark directory: ${missing}`);
  if (summary.leftOutMore > 0) lines.push(`- And ${plural(summary.leftOutMore, 'more category', 'more categories')}`);
  for (const g of summary.unmapped) {
    const why = g.note === null ? `No benchmark loads ${g.files.length + g.more === 1 ? 'it' : 'these'}` : capital(g.note);
    lines.push(`- ${escapeMarkdown(why)}: ${files(g)}`);
  }
  return lines;
}

/**
 * `a.js, b.js and 3 more`, escaped.
 * @param {{ files: string[], more: number }} g
 */
function files(g) {
  const list = g.files.map((f) => escapeMarkdown(f)).join(', ');
  return g.more > 0 ? `${list} and ${g.more} more` : list;
}

/**
 * The reference table of docs/auto.md, made from AUTO_TABLE and
 * MODULE_CATEGORIES so the two cannot disagree (test/report-auto.test.js checks).
 * @returns {string}
 */
export function renderAutoTable() {
  const rows = AUTO_TABLE.map((rule) => {
    const patterns = rule.patterns.map((p) => `\`${p}\``).join(', ');
    const leads = rule.note ? `nothing: ${rule.note}` : [
      ...(rule.modules ?? []).map((m) => `module \`${m}\``),
      ...(rule.categories ?? []).map((c) => `category \`${c}\``),
    ].join(', ');
    return `| ${patterns} | ${leads} |`;
  });
  const names = Object.entries(MODULE_CATEGORIES).map(([m, c]) => `\`${m}\` → \`${c}\``).join(', ');
  return [
    '| Changed files | Lead to |',
    '|---|---|',
    ...rows,
    '',
    `Categories named otherwise than their module: ${names}.`,
  ].join('\n');
}

/**
 * @param {number} n
 * @param {string} one
 * @param {string} [many]
 */
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/** @param {string} text */
function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
