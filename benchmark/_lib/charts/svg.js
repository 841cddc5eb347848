'use strict';

// Charts of benchmark results as SVG strings. Pure: groups, comparisons or
// scatter series in, a standalone SVG document out (no fs, no processes), so
// the same text can be written to a file, attached to a job summary or
// rendered in a test.
//
//   boxPlot          compare.R's plot: rates of old and new per benchmark,
//                    as percentages of old's mean (here)
//   improvementPlot  one row per comparison: improvement, its 95% interval
//                    and its FCR-adjusted interval (charts/improvement.js)
//   allocationPlot   the same for the bytes allocated per operation
//   fcrIntervals     those adjusted intervals, for the report and the text
//                    chart (charts/intervals.js)
//   scatterPlot      scatter.R's plot: rate against a variable, by category
//                    (charts/scatter.js)
//
// This file is the door to them all. Scales, ticks, axes, colours and
// escaping live in charts/axes.js, labels that stay apart when cut in
// charts/labels.js, the text chart for a PR comment in charts/text.js.

const {
  INK, MUTED, COLORS, num, el, text, textWidth, svgDocument, titleText,
  niceTicks, formatTick, formatSI, linearScale, yAxis, yAxisWidth, frame, legend, PLOT_HEIGHT, INSET,
} = require('./axes.js');
const { displayWidth, escapeHtml } = require('../text.js');
const { scatterPlot, CATEGORY_COLORS } = require('./scatter.js');
const { improvementPlot, allocationPlot } = require('./improvement.js');
const { improvementIntervals, fcrIntervals, allocationComparisons, levelText } = require('./intervals.js');
const { fitLabels, shortenFile, distinctClip, clipEnd, breakParameters } = require('./labels.js');
const { mean } = require('../stats/basic.js');

/**
 * R's default quantile (type 7), computed as R computes it so that the
 * boxes match compare.R's (ggplot's geom_boxplot uses it):
 * index = 1 + (n - 1) p, then (1 - h) x[lo] + h x[hi] between the order
 * statistics around it.
 * @param {number[]} sorted ascending, not empty
 * @param {number} p in [0, 1]
 */
function quantile7(sorted, p) {
  const index = 1 + (sorted.length - 1) * p;
  const lo = Math.floor(index);
  const hi = Math.ceil(index);
  const h = index - lo;
  const [a, b] = [sorted[lo - 1], sorted[hi - 1]];
  return h > 0 && a !== b ? (1 - h) * a + h * b : a;
}

/**
 * What a box plot draws (ggplot's stat_boxplot): quartiles, whiskers to the
 * most extreme values within 1.5 IQR of the box, the rest as outliers.
 * null when there is no finite value.
 * @param {number[]} values
 */
function boxStats(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const [q1, median, q3] = [0.25, 0.5, 0.75].map((p) => quantile7(sorted, p));
  const reach = 1.5 * (q3 - q1);
  const inside = sorted.filter((v) => v >= q1 - reach && v <= q3 + reach);
  return {
    n: sorted.length, q1, median, q3,
    lower: inside[0], upper: inside.at(-1),
    outliers: sorted.filter((v) => v < q1 - reach || v > q3 + reach),
  };
}

// ---------------------------------------------------------------- box plot
//
//   % of ┤  ┬     ┬
//   old's│ ┌┴┐   ┌┴┐   ■ old
//   mean │-│─│┌┐-│─│┌┐- ■ new      - - old's mean (100%)
//        │ └┬┘│││└┬┘││
//        └──┴──┴┴──┴┴──
//          own parameters           ← labels turned 90°, reading upwards
//          mean old 7.12M, new 7.31M
//        └────────────┘
//       string-decoder.js n=15000   ← a file's columns under one bracket,
//                                     with the parameters they share

const SLOT = 64; // per benchmark: two boxes and the gaps around them
const BOX_WIDTH = 22;
const BOX_LABEL_MAX = 60;
const RELATIVE_TITLE = 'rate, % of old\'s mean (higher is better)';

/**
 * compare.R's box plot of the rates of old and new per benchmark, each
 * benchmark's rates as a percentage of old's mean rate for it.
 *
 * Why relative, and not absolute or on a log axis: the configurations of a
 * file differ by orders of magnitude (7M ops/s next to 50k), and one linear
 * axis draws the small ones flat at zero. A log axis keeps them apart, but
 * what a reader looks for is old against new within a configuration, a few
 * percent, and 3% is a hundredth of a decade: every box a sliver again.
 * Relative to old's mean every column stands on the same footing: old sits
 * around 100%, new's offset reads as the change in percent, and a 5% spread
 * looks the same in every column. The absolute means are printed under each
 * column and in the tooltips. Rates that are not finite are left out and
 * counted in a note under the chart.
 * @param {import('../stats/analysis.js').Group[]} groups
 * @param {{ title?: string }} [options]
 * @returns {string} an SVG document
 */
function boxPlot(groups, { title } = {}) {
  const columns = groups.map(relativeRates);
  const values = columns.flatMap((c) => [...c.old, ...c.new]);
  // 100% is always in range: the reference line shows where old's mean is.
  const y = niceTicks(values.reduce((m, v) => Math.min(m, v), 100), values.reduce((m, v) => Math.max(m, v), 100));
  const format = (v) => `${formatTick(v, y.step)}%`;
  const left = 16 + yAxisWidth(y.ticks, format);
  const top = title ? 44 : 16;
  const plotWidth = groups.length ? groups.length * SLOT : 3 * SLOT; // room for 'no benchmarks'
  const area = { left, top, right: left + plotWidth, bottom: top + PLOT_HEIGHT };
  const scaleY = linearScale([y.min, y.max], [area.bottom - INSET, area.top + INSET]);
  const labels = columnLabels(columns);
  const lengths = labels.map((label) => label.lines.reduce((m, line) => Math.max(m, textWidth(line, 11)), 0));
  const labelLength = lengths.reduce((m, length) => Math.max(m, length), 0);
  const key = legend({
    x: area.right + 20, y: area.top, title: 'binary', entries: [...['old', 'new'].map(swatchEntry), REFERENCE_ENTRY],
  });
  const brackets = fileBrackets(labels, lengths, area);
  const axisTitleY = Math.max(area.bottom + 10 + labelLength, brackets.bottom) + 26;
  const dropped = columns.reduce((sum, c) => sum + c.dropped, 0);
  const note = dropped ? `${dropped} rate${dropped === 1 ? '' : 's'} not finite (NaN or infinite), left out` : '';
  const body = [
    titleText(title, 12, 26),
    yAxis({ ticks: y.ticks, scale: scaleY, area, title: RELATIVE_TITLE, format }),
    frame(area),
    referenceLine(area, scaleY(100)),
    ...columns.map((column, i) => benchmarkColumn(column, labels[i].lines, area.left + (i + 0.5) * SLOT, area, scaleY)),
    brackets.svg,
    groups.length === 0 ? text((area.left + area.right) / 2, area.top + 20, 'no benchmarks', {
      'text-anchor': 'middle', fill: MUTED }) : '',
    text((area.left + area.right) / 2, axisTitleY, 'benchmark', { class: 'axis-title', 'text-anchor': 'middle' }),
    note ? text(area.left, axisTitleY + 22, note, { class: 'note', fill: MUTED }) : '',
    key.svg,
  ];
  const width = Math.max(
    key.width + area.right + 40, textWidth(title ?? '', 15) + 24, area.left + textWidth(note) + 16);
  return svgDocument({ width, height: axisTitleY + (note ? 44 : 22), title, body });
}

/**
 * A benchmark's finite rates as percentages of old's mean, with the absolute
 * means and how many rates were not finite. Without a positive old mean
 * there is nothing to be relative to, and both sides are n/a.
 * @param {import('../stats/analysis.js').Group} group
 */
function relativeRates(group) {
  const finite = { old: group.old.filter(Number.isFinite), new: group.new.filter(Number.isFinite) };
  const means = { old: mean(finite.old), new: mean(finite.new) };
  const reference = means.old > 0 && Number.isFinite(means.old) ? means.old : NaN;
  // Divided first, so that a huge rate does not overflow on its way to %.
  const relative = (rates) => (Number.isNaN(reference) ? [] : rates.map((r) => (r / reference) * 100));
  return {
    group, reference, means, old: relative(finite.old), new: relative(finite.new),
    dropped: group.old.length + group.new.length - finite.old.length - finite.new.length,
  };
}

/** The dashed line at 100%: old's mean in every column. */
function referenceLine(area, y) {
  return el('line', {
    class: 'reference', x1: area.left, x2: area.right, y1: y, y2: y, stroke: MUTED, 'stroke-dasharray': '5 4',
  });
}

const REFERENCE_ENTRY = {
  label: 'old\'s mean (100%)',
  swatch: (x, y) => el('line', { x1: x, x2: x + 14, y1: y + 7, y2: y + 7, stroke: MUTED, 'stroke-dasharray': '4 2' }),
};

/** A legend entry with a filled square in the colour of `binary`. */
function swatchEntry(binary) {
  return {
    label: binary,
    swatch: (x, y) => el('rect', { x, y, width: 14, height: 14, fill: COLORS[binary], stroke: INK }),
  };
}

/**
 * Each column's label: the lines turned under it, and the file (with the
 * parameters its columns share) that fileBrackets writes once under them
 * all, when the file's name fits under its columns (without directories);
 * else that line is the first one turned under each column. A file's
 * columns show their own parameters, told apart when cut
 * (charts/labels.js), a file's only column its file and configuration;
 * last, the absolute means.
 * @returns {{ lines: string[], group: string | null, first: boolean }[]}
 */
function columnLabels(columns) {
  const rate = (v) => (Number.isFinite(v) ? formatSI(v) : 'n/a');
  const fit = (line) => distinctClip([line], BOX_LABEL_MAX)[0];
  const fitted = fitLabels(columns.map(({ group }) => ({ name: group.name, file: group.filename })),
    { max: BOX_LABEL_MAX, headerMax: Infinity });
  const runs = new Map();
  for (const { group } of fitted) if (group !== null) runs.set(group, (runs.get(group) ?? 0) + 1);
  return columns.map(({ group, means }, i) => {
    const { group: header, first, label } = fitted[i];
    const bracketed = header !== null &&
      bracketRoom(runs.get(header)) >= displayWidth(shortenFile(group.filename, group.filename, 0));
    const lines = header === null ? [fit(shortenFile(group.filename, group.filename, BOX_LABEL_MAX)), fit(group.configuration)]
      : bracketed ? [label] : [fit(shortenFile(header, group.filename, BOX_LABEL_MAX)), label];
    return {
      lines: lines.filter((line) => line !== '').concat(`mean old ${rate(means.old)}, new ${rate(means.new)}`),
      group: bracketed ? header : null, first,
    };
  });
}

const BRACKET_LINE = 14; // px, at font size 11
const BRACKET_INSET = 6; // px, between a bracket's end and its columns' edges

/** The characters a bracket over `columns` columns holds, at font size 11. */
function bracketRoom(columns) {
  return Math.floor((columns * SLOT - 2 * BRACKET_INSET) / textWidth('x', 11));
}

/**
 * Under each file's turned labels, a bracket over its columns with the file
 * and its shared parameters, broken between parameters to the bracket's
 * width (the file losing its directories first if it must; a line still
 * too long, cut).
 * @param {{ group: string | null, first: boolean }[]} labels
 * @param {number[]} lengths  each column's turned label's length, px
 * @param {{ left: number, bottom: number }} area  the plot's
 * @returns {{ svg: string, bottom: number }}  bottom: the lowest text's, px
 */
function fileBrackets(labels, lengths, area) {
  const parts = [];
  let bottom = 0;
  for (let start = 0; start < labels.length; start++) {
    const { group } = labels[start];
    if (group === null) continue;
    let end = start + 1;
    while (end < labels.length && labels[end].group === group && !labels[end].first) end++;
    const [x1, x2] = [area.left + start * SLOT + BRACKET_INSET, area.left + end * SLOT - BRACKET_INSET];
    const y = area.bottom + 10 + Math.max(...lengths.slice(start, end)) + 10;
    const room = bracketRoom(end - start);
    const [file, ...rest] = breakParameters(group, room);
    const lines = [shortenFile(file, file.split(' ')[0], room), ...rest].map((line) => clipEnd(line, room));
    parts.push(el('path', { d: `M${num(x1)},${num(y)}v6H${num(x2)}v-6`, stroke: MUTED, fill: 'none' }),
      ...lines.map((line, k) => text((x1 + x2) / 2, y + 20 + k * BRACKET_LINE, line, {
        'text-anchor': 'middle', 'font-size': 11 })));
    bottom = Math.max(bottom, y + 10 + lines.length * BRACKET_LINE);
    start = end - 1;
  }
  return { svg: el('g', { class: 'files' }, parts.join('')), bottom };
}

// Where each line of a turned label sits, left (negative) or right of the tick.
const LINE_OFFSETS = { 1: [4], 2: [-2, 11], 3: [-8, 4, 16] };

/** One benchmark: the old and the new box side by side, and its label. */
function benchmarkColumn(column, lines, cx, area, scaleY) {
  const boxes = ['old', 'new'].map((binary, i) =>
    sideBox(column, binary, cx + (i === 0 ? -1 : 1) * (BOX_WIDTH / 2 + 2), area, scaleY));
  // Turned 90° like compare.R's theme(axis.text.x = element_text(angle = 90)):
  // the text reads upwards and ends at the axis; the means line is muted.
  const spans = lines.map((line, i) => el('tspan', {
    x: 0, y: LINE_OFFSETS[lines.length][i], fill: i === lines.length - 1 ? MUTED : undefined,
  }, escapeHtml(line))).join('');
  const label = el('text', {
    transform: `translate(${num(cx)},${num(area.bottom + 8)}) rotate(-90)`, 'text-anchor': 'end', 'font-size': 11,
  }, spans);
  return el('g', { class: 'benchmark' }, [
    el('title', {}, escapeHtml(`${column.group.name}\n${lines.at(-1)} (operations per second)`)),
    ...boxes, el('g', { class: 'x-label' }, label),
  ].join('\n'));
}

/** The box of one side, or "n/a" when it has no sample (or old has no mean to be relative to). */
function sideBox(column, binary, cx, area, scaleY) {
  const stats = boxStats(column[binary]);
  if (!stats) {
    return text(cx, area.bottom - 6, 'n/a', {
      class: `no-data ${binary}`, 'text-anchor': 'middle', 'font-size': 10, fill: MUTED,
    });
  }
  const half = BOX_WIDTH / 2;
  const [upper, q3, median, q1, lower] = [stats.upper, stats.q3, stats.median, stats.q1, stats.lower].map(scaleY);
  const percent = (v) => `${Number(v.toPrecision(4))}%`;
  const tooltip = `${binary}: n=${stats.n}, mean ${formatSI(column.means[binary])}, median ${percent(stats.median)}, ` +
    `quartiles ${percent(stats.q1)}–${percent(stats.q3)} of old's mean`;
  return el('g', { class: `box ${binary}` }, [
    el('title', {}, escapeHtml(tooltip)),
    el('line', { x1: cx, x2: cx, y1: upper, y2: q3, stroke: INK }),
    el('line', { x1: cx, x2: cx, y1: q1, y2: lower, stroke: INK }),
    el('rect', { x: cx - half, y: q3, width: BOX_WIDTH, height: q1 - q3, fill: COLORS[binary], stroke: INK }),
    el('line', { x1: cx - half, x2: cx + half, y1: median, y2: median, stroke: INK, 'stroke-width': 2 }),
    ...stats.outliers.map((v) => el('circle', { class: 'outlier', cx, cy: scaleY(v), r: 2, fill: INK })),
  ].join(''));
}

module.exports = {
  boxPlot, improvementPlot, allocationPlot, allocationComparisons, scatterPlot, improvementIntervals, fcrIntervals,
  levelText, quantile7, boxStats, COLORS, CATEGORY_COLORS,
};
