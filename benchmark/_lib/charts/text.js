'use strict';

// The improvement chart as fixed-width text, for a PR comment, where an SVG
// cannot go (the caller puts it in a ```text block), and compare.js
// --analyze. Pure and deterministic: comparisons in, lines out. The numbers
// and the axis's range are charts/intervals.js's, so this chart and the SVG
// agree; labels are charts/labels.js's.
//
//                                             -20%    0%   +20%  +40% change
//                                            ──┬──────┬─────┬─────┬──
//   string_decoder/string-decoder.js n=15000 chunkLen=16
//     inLen=1024 encoding='ascii'                    ├○┤               +1.4%
//     inLen=1024 encoding='base64'           ├────────┼──○──────────┤  +9.1%
//     inLen=128 encoding='ascii'                      │   ├●─┤        +18.3%
//   buffers/buffer-from.js n=100000 len=1024
//     encoding='latin1' source='string'            ├●┤│                -4.2%
//   http/simple.js c=50                               ○                +1.0%
//   ├─┤ 98% interval, adjusted for the 5% false discovery rate (FCR): wider than a plain 95% one
//   ● changed ○ not (5% FDR) · change: the estimate · compare.R's p-based stars are in its table only
//
// One row per comparison: the name (rows of one file under a line that
// names it, each showing its own parameters, broken over lines rather than
// cut), the bar of its adjusted interval on an axis shared by all rows with
// 0 marked (┼ where a bar crosses it; ◄ or ► where the axis cuts it), and
// the estimated change. ● is the verdict's test (q-value), so it agrees
// with the bar; there are no stars, which in compare.R's table just above
// mean a p-value.

const { improvementIntervals, improvementDomain, levelText, FDR } = require('./intervals.js');
const { METHOD_TEXT } = require('../words/method.js');
const { niceStep, formatTick } = require('./axes.js');
const { groupLabels, shortenFile, distinctClip, clipEnd, breakParameters } = require('./labels.js');
const { replaceInvisible } = require('../code-span.js');
const { displayWidth } = require('../text.js');

const MIN_BAR = 24; // columns: narrower, and two intervals are hard to tell apart
const MIN_NAME = 8;
const INDENT = 2; // a row under its file's header
const VALUE_TITLE = 'change';

/**
 * @param {import('../stats/analysis.js').Comparison[]} comparisons  in the order to show
 * @param {{ width?: number, maxRows?: number }} [options]  width: of a row, in
 *   columns; maxRows (at least 1): beyond it, the rows shown are the
 *   significant ones first, then the largest |improvement| (mostTelling)
 * @returns {string} the chart's lines, each ending in '\n' (the key under the
 *   rows may be longer than `width`); '' without comparisons
 */
function improvementText(comparisons, { width = 72, maxRows = 30 } = {}) {
  if (comparisons.length === 0) return '';
  const { level, rows: computed } = improvementIntervals(comparisons);
  const all = comparisons.map((c, i) => ({
    ...computed[i], name: cleanName(c.name), file: cleanName(c.filename ?? ''), value: changeText(computed[i].estimate),
  }));
  const kept = all.length > Math.max(1, maxRows) ? mostTelling(all, Math.max(1, maxRows)) : all;
  const valueWidth = Math.max(VALUE_TITLE.length, ...kept.map((row) => row.value.length));
  const rows = groupLabels(kept);
  const longest = Math.max(...rows.map((row) => (row.group === null ? 0 : INDENT) + displayWidth(row.label)));
  const nameWidth = Math.max(MIN_NAME, Math.min(longest, width - valueWidth - MIN_BAR - 2));
  const barWidth = Math.max(MIN_BAR, width - nameWidth - valueWidth - 2);
  const labels = labelLines(rows, nameWidth);
  const axis = textAxis(kept, barWidth);
  const hidden = all.length - kept.length;
  const lines = [
    ...axisLines(axis, nameWidth, barWidth, valueWidth),
    ...rows.flatMap((row, i) => [
      row.group !== null && row.first ? clipEnd(shortenFile(row.group, row.file, width), width) : '',
      ...labels[i].slice(0, -1),
      [pad(/** @type {string} */ (labels[i].at(-1)), nameWidth), rowBar(row, axis), row.value.padStart(valueWidth)]
        .join(' '),
    ]),
    hidden ? `… ${hidden} more row${hidden === 1 ? '' : 's'} not shown` : '',
    ...key(kept, level, axis, all.length),
  ];
  return lines.filter((line) => line !== '').map((line) => `${line.trimEnd()}\n`).join('');
}

/**
 * Each row's label as lines of at most `width` columns, the last one beside
 * the bar: under a header moved INDENT in; a lone row's file without its
 * directories if that makes the name fit; else broken between parameters,
 * the lines after the first INDENT further in. Nothing is cut but a file or
 * a parameter too long for a line of its own, in the middle, apart from
 * the other rows' (distinctClip).
 *
 *     len=1024 encoding='latin1'
 *       source='string'          ├─────○─┼──────► -23.3%
 * @returns {string[][]}
 */
function labelLines(rows, width) {
  const wrapped = rows.map((row) => {
    const indent = row.group === null ? 0 : INDENT;
    const short = row.group === null ? shortenFile(row.label, row.file, width) : row.label;
    const lines = displayWidth(short) <= width - indent ? [short]
      : breakParameters(row.label, width - indent, { indent: INDENT });
    if (row.group === null) lines[0] = shortenFile(lines[0], row.file, width);
    return lines.map((line, i) => ({ line, indent: indent + (i > 0 ? INDENT : 0) }));
  });
  const long = wrapped.flat().filter(({ line, indent }) => displayWidth(line) > width - indent);
  for (const indent of new Set(long.map((piece) => piece.indent))) {
    const same = long.filter((piece) => piece.indent === indent);
    distinctClip(same.map((piece) => piece.line), width - indent).forEach((line, k) => { same[k].line = line; });
  }
  return wrapped.map((pieces) => pieces.map(({ line, indent }) => ' '.repeat(indent) + line));
}

/**
 * The axis's two lines: the tick labels over the rule, and "change" over
 * the numbers, on the labels' line when they leave it room, else on the
 * rule's.
 */
function axisLines(axis, nameWidth, barWidth, valueWidth) {
  const end = nameWidth + 1 + barWidth + 1 + valueWidth;
  const labels = ' '.repeat(nameWidth) + axis.labels;
  const rule = ' '.repeat(nameWidth + 1) + axis.rule;
  return labels.length < end - VALUE_TITLE.length
    ? [labels.padEnd(end - VALUE_TITLE.length) + VALUE_TITLE, rule]
    : [labels, rule.padEnd(end - VALUE_TITLE.length) + VALUE_TITLE];
}

/**
 * The `count` rows that tell most: the significant ones, then by
 * |improvement| (n/a last), ties in the given order; shown in the given
 * order, so that a file's rows stay together under its header.
 * @template {{ estimate: number, status: string }} T
 * @param {T[]} rows
 * @param {number} count
 * @returns {T[]}
 */
function mostTelling(rows, count) {
  const size = (row) => (Number.isFinite(row.estimate) ? Math.abs(row.estimate) : -1);
  const chosen = new Set(rows.map((row, index) => ({ row, index }))
    .sort((a, b) => Number(b.row.status !== 'unchanged') - Number(a.row.status !== 'unchanged') ||
      size(b.row) - size(a.row) || a.index - b.index)
    .slice(0, count).map(({ index }) => index));
  return rows.filter((row, index) => chosen.has(index));
}

/**
 * The shared axis over the range charts/intervals.js's improvementDomain
 * gives (0, the estimates, the intervals as far as they are telling), end
 * to end: ticks on the multiples of the finest nice step whose labels do
 * not run into each other, the label line, the rule with ┬ at the ticks,
 * the column of a value (clamped to the range) and the range.
 */
function textAxis(rows, barWidth) {
  let [min, max] = improvementDomain(rows);
  if (min === max) [min, max] = [-1, 1]; // only zeros and n/a
  const position = (v) => Math.round(((Math.max(min, Math.min(max, v)) - min) / (max - min)) * (barWidth - 1));
  let axis;
  for (let intervals = 6; intervals >= 1 && !axis?.fits; intervals--) {
    const step = niceStep(max - min, intervals);
    const ticks = [];
    for (let k = Math.ceil(min / step - 1e-9); k <= Math.floor(max / step + 1e-9); k++) {
      ticks.push(Number((k * step).toPrecision(12)) || 0);
    }
    axis = layoutAxis(ticks, step, position, barWidth);
  }
  return { ...(/** @type {NonNullable<typeof axis>} */ (axis)), position, min, max, barWidth };
}

function layoutAxis(ticks, step, position, barWidth) {
  const rule = [...'─'.repeat(barWidth)];
  // A label's digit sits over its tick: "0%" starts there, "+10%" one before.
  const labels = ticks.map((t) => {
    const label = t === 0 ? '0%' : `${t > 0 ? '+' : ''}${formatTick(t, step)}%`;
    rule[position(t)] = '┬';
    return { label, start: position(t) - (t === 0 ? 0 : 1) };
  });
  const fits = labels.every((l, i) => i === 0 || l.start > labels[i - 1].start + labels[i - 1].label.length);
  // The line starts a column left of the bar, over the gap after the
  // names, where a first label "-10%" puts its sign.
  let line = '';
  for (const { label, start } of labels) line = line.padEnd(start + 1) + label;
  return { fits, rule: rule.join(''), labels: line };
}

/**
 * A row's bar: the adjusted interval ├──┤ around the point, an end the axis
 * cuts ◄ or ►, 0 marked │ (┼ where the bar crosses it).
 */
function rowBar(row, { position, min, max, barWidth }) {
  const cells = [...' '.repeat(barWidth)];
  if (row.adjusted) {
    const [low, high] = row.adjusted;
    const [from, to] = [position(low), position(high)];
    for (let i = from; i <= to; i++) cells[i] = '─';
    if (to > from) [cells[from], cells[to]] = [low < min ? '◄' : '├', high > max ? '►' : '┤'];
  }
  const zero = position(0);
  cells[zero] = cells[zero] === '─' ? '┼' : cells[zero] === ' ' ? '│' : cells[zero];
  if (Number.isFinite(row.estimate)) cells[position(row.estimate)] = row.status === 'unchanged' ? '○' : '●';
  return cells.join('');
}

/**
 * What the marks mean: the bar and its level, then the points, which are
 * the verdict's test and not compare.R's stars (p-based, in its table).
 * The last line starts with the points' key. `total`: the configurations of
 * the report, shown or not.
 */
function key(rows, level, { min, max }, total) {
  const lines = [];
  if (rows.some((row) => row.adjusted)) {
    const cut = rows.some((row) => row.adjusted && (row.adjusted[0] < min || row.adjusted[1] > max));
    // 1 - R q / m is 1 - q when every row changed (R = m), or when there is
    // one row (R is taken as at least 1): as wide as a plain interval.
    const why = total === 1 ? 'since there is one configuration' : 'since every row changed';
    const width = level <= 1 - FDR + 1e-12 ? `as wide as a plain one, ${why}` :
      `wider than a plain ${METHOD_TEXT.level} one`;
    lines.push(`├─┤ ${levelText(level)} interval, adjusted for the ${METHOD_TEXT.fdr} false discovery rate (FCR): ` +
      `${width}${cut ? ' · ◄ ► it goes on beyond the axis' : ''}`);
  }
  lines.push(`● changed ○ not (${METHOD_TEXT.fdr} FDR) · ${VALUE_TITLE}: the estimate · ` +
    'compare.R\'s p-based stars are in its table only');
  return lines;
}

/** An improvement as a signed change, one decimal: `+1.2%`, `-0.4%`, `0.0%`; `n/a` when not finite. */
function changeText(value) {
  if (!Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value).toFixed(1);
  if (digits === '0.0') return '0.0%';
  return `${value < 0 ? '-' : '+'}${digits}%`;
}

/**
 * A name that cannot leave its code block or break its line: no backticks
 * (a run of them could close the fence), nothing a reader cannot see
 * (code-span.js: a newline starts a line of markdown, a bidi override turns
 * the text around), runs of white space made one space.
 */
function cleanName(name) {
  return replaceInvisible(String(name).replace(/`/g, ''), () => ' ').replace(/\s+/g, ' ').trim();
}

/** `text` padded with spaces to `width` columns. */
function pad(text, width) {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

module.exports = { improvementText, cleanName };
