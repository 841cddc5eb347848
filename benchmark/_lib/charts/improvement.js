'use strict';

// The improvement chart as an SVG string, and the allocations' chart drawn
// the same way. Pure: comparisons in, a standalone SVG document out. The
// numbers (intervals, levels, the axis's range) are charts/intervals.js's,
// shared with the text chart; labels are charts/labels.js's.
//
//   ● improved (q < 0.05)  ● regressed (q < 0.05)  ● not significant
//   ├━┤ bold: 99.25% interval, adjusted for the 5% false discovery rate …
//   ├─┤ light: 95% interval, not adjusted
//   ──► the interval goes on beyond the axis              (when one does)
//                                             improvement (99.25% interval)
//   buffers/buffer-fill.js n=1
//     type='a'          │ ┝━━━━●━━━━┥     +6.02% (+4.10% to +7.94%)  ← green band
//                       │    ├─┤
//     type='b'       ┝━●━┥│              -4.33% (-5.31% to -3.35%)  ← red band
//                      ├┤  │
//   url/c.js e='x'         │n/a                                   n/a
//                      -5     0     5    improvement (%)

const {
  INK, MUTED, COLORS, el, text, textWidth, svgDocument, titleText, niceTicks, formatTick,
  linearScale, xAxis, frame, legend, horizontalBar,
} = require('./axes.js');
const { escapeHtml } = require('../text.js');
const { improvementIntervals, allocationComparisons, improvementDomain, plainIntervalText, levelText, FDR } =
  require('./intervals.js');
const { fitLabels } = require('./labels.js');
const { METHOD_TEXT } = require('../words/method.js');

const ROW = 22;
const IMPROVEMENT_PLOT_WIDTH = 420;
const NAME_MAX = 80;
const INDENT = 14; // px: a row under its file's header
const HEADER_LINE = 18; // px: the value column's header over the rows

/**
 * What the improvement chart can draw: the change of the rate (higher is
 * better), or of the bytes allocated per operation (higher is worse: drawn
 * red, as a regression is).
 * @typedef {{ quantity: string, column: string, axis: string, higherIsWorse: boolean,
 *   words: { improved: string, regressed: string } }} Metric  column: over the numbers on the right;
 *   words: what the green and the red rows are
 */
const METRICS = Object.freeze({
  time: { quantity: 'improvement', column: 'improvement', axis: 'improvement (%)', higherIsWorse: false,
    words: { improved: 'improved', regressed: 'regressed' } },
  allocations: { quantity: 'bytes per operation', column: 'bytes per operation, new vs old',
    axis: 'bytes per operation, new vs old (%)', higherIsWorse: true,
    words: { improved: 'fewer bytes', regressed: 'more bytes' } },
});

/**
 * One row per comparison, under a header per file: the improvement, its
 * plain 95% interval (light) and its FCR-adjusted interval (bold, see
 * charts/intervals.js), the rows that changed at a 5% false discovery rate
 * (q < 0.05) coloured. The adjusted interval of a coloured row excludes 0
 * and that of a grey row includes it, so colour and bar tell one story; the
 * plain 95% interval of a grey row may exclude 0 (its p is under 0.05, its
 * q is not), and the legend says which bar is which, at which level.
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @param {{ title?: string, metric?: Metric }} [options]  metric: what the rows measure (METRICS)
 * @returns {string} an SVG document
 */
function improvementPlot(comparisons, { title, metric = METRICS.time } = {}) {
  const { level, rows: computed } = improvementIntervals(comparisons);
  const swap = { improved: 'regressed', regressed: 'improved', unchanged: 'unchanged' };
  const rows = comparisons.map((c, i) => improvementRow(c,
    metric.higherIsWorse ? { ...computed[i], status: swap[computed[i].status] } : computed[i], level, metric.quantity));
  const lines = plotLines(rows, comparisons);
  const x = improvementTicks(rows);
  const clipped = rows.some((row) => isClipped(row, x.ticks));
  const columnTitle = `${metric.column} (${levelText(level)} interval)`;
  const labelWidth = lines.reduce((m, line) => Math.max(m, line.indent + textWidth(line.text) * (line.row ? 1 : 1.1)), 0);
  const valueWidth = rows.reduce((m, row) => Math.max(m, textWidth(row.value)), textWidth(columnTitle));
  const key = improvementLegend(16, title ? 40 : 12, { level, words: metric.words,
    plain: plainIntervalText(comparisons), clipped });
  const top = (title ? 40 : 12) + key.height + 8 + HEADER_LINE;
  const left = 16 + labelWidth + 16;
  const area = { left, top, right: left + IMPROVEMENT_PLOT_WIDTH, bottom: top + Math.max(1, lines.length) * ROW };
  // The numbers right after the plot, right-aligned; the chart as wide as its key.
  const valueX = area.right + 16 + valueWidth;
  const width = Math.max(valueX + 16, textWidth(title ?? '', 15) + 24, key.width + 32, 640);
  const scaleX = linearScale([x.ticks[0], x.ticks.at(-1)], [area.left, area.right]);
  const body = [
    titleText(title, 12, 26),
    key.svg,
    text(valueX, top - 6, columnTitle, { class: 'column-title', 'text-anchor': 'end', fill: MUTED }),
    el('g', { class: 'bands' }, lines.map((line, i) => rowBand(line, i, area.top + i * ROW, width)).join('')),
    xAxis({ ticks: x.ticks, scale: scaleX, area, title: metric.axis, format: (v) => formatTick(v, x.step) }),
    el('line', { class: 'zero', x1: scaleX(0), x2: scaleX(0), y1: area.top, y2: area.bottom, stroke: INK }),
    frame(area),
    ...lines.map((line, i) => (line.row
      ? improvementRowMarks(line, area.top + i * ROW, valueX, scaleX, x.ticks)
      : text(16, area.top + i * ROW + ROW / 2 + 4, line.text, { class: 'file', 'font-weight': 'bold' }))),
    rows.length === 0 ? text(area.left + 8, area.top + 15, 'no comparisons', { fill: MUTED }) : '',
  ];
  return svgDocument({ width, height: area.bottom + 52, title, body });
}

/**
 * The plot's lines, top to bottom: a file's header over its rows (when it
 * has several in a row), then each row labelled by its own parameters, cut
 * to NAME_MAX where they still tell it apart (charts/labels.js).
 * @param {ReturnType<typeof improvementRow>[]} rows
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @returns {Array<{ text: string, indent: number, row: ReturnType<typeof improvementRow> | null }>}
 */
function plotLines(rows, comparisons) {
  const labelled = fitLabels(comparisons.map((c, i) => ({ name: c.name, file: c.filename ?? '', row: rows[i] })),
    { max: NAME_MAX });
  return labelled.flatMap((item) => [
    ...(item.group !== null && item.first ? [{ text: item.group, indent: 0, row: null }] : []),
    { text: item.label, indent: item.group === null ? 0 : INDENT, row: item.row },
  ]);
}

/** What a row shows, decided once: its status, intervals and texts. */
function improvementRow(comparison, { estimate, status, raw, adjusted }, level, quantity) {
  const finite = Number.isFinite(estimate);
  const percent = (v) => `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;
  const range = (interval) => (interval ? `${percent(interval[0])} to ${percent(interval[1])}` : 'none');
  const value = !finite ? 'n/a' : `${percent(estimate)} (${adjusted ? range(adjusted) : 'no interval'})`;
  const q = comparison.qValue == null ? 'not tested' : comparison.qValue.toPrecision(2);
  return {
    estimate, finite, raw, adjusted, status, significant: status !== 'unchanged', value,
    tooltip: `${comparison.name}\n${quantity} ${finite ? percent(estimate) : 'n/a'}\n` +
      `${levelText(level)} interval (FCR-adjusted): ${range(adjusted)}\n${METHOD_TEXT.level} interval: ${range(raw)}\nq-value ${q}`,
  };
}

/**
 * Ticks over the range improvementDomain gives, and 0 with at least one
 * tick on each side of it, so that which side of "no change" a row is on
 * shows.
 */
function improvementTicks(rows) {
  const [min, max] = improvementDomain(rows);
  const { ticks, step } = niceTicks(min, max, 6);
  if (ticks[0] >= 0) ticks.unshift(-step);
  if (/** @type {number} */ (ticks.at(-1)) <= 0) ticks.push(step);
  return { ticks, step };
}

/** Whether one of a row's intervals goes on beyond the axis's ticks. */
function isClipped(row, ticks) {
  const [lo, hi] = [ticks[0], ticks.at(-1)];
  return [row.raw, row.adjusted].some((interval) => interval && (interval[0] < lo || interval[1] > hi));
}

/** A row's background: green or red when significant, else zebra stripes (none behind a header). */
function rowBand(line, index, y, width) {
  const status = line.row?.status;
  const fill = status === 'improved' ? COLORS.improvedBand
    : status === 'regressed' ? COLORS.regressedBand : line.row && index % 2 === 0 ? COLORS.zebra : null;
  return fill ? el('rect', { x: 8, y, width: width - 16, height: ROW, fill }) : '';
}

// The two bars of a row: the adjusted one bold through the point, the plain
// 95% one thin and light just under it, so that the narrower one is not
// hidden under the wider one.
const ADJUSTED_BAR = { dy: -2, cap: 5, width: 2.5, opacity: 1 };
const RAW_BAR = { dy: 6, cap: 2.5, width: 1.25, opacity: 0.55 };

/**
 * An error bar of `interval` (in the axis's units) `style.dy` below the
 * row's middle `y`, cut at the axis's ends with an arrow there.
 */
function intervalBar(kind, style, [low, high], y, color, scaleX, ticks) {
  const [lo, hi] = [ticks[0], /** @type {number} */ (ticks.at(-1))];
  const open = { start: low < lo, end: high > hi };
  const [from, to] = [Math.max(low, lo), Math.min(high, hi)].map(scaleX);
  return el('path', {
    class: `interval ${kind}`, d: horizontalBar(from, to, y + style.dy, style.cap, open), stroke: color,
    'stroke-width': style.width, 'stroke-opacity': style.opacity === 1 ? undefined : style.opacity, fill: 'none',
  });
}

/** A row's name, bars, point (or "n/a") and value text (ending at valueX). */
function improvementRowMarks(line, y, valueX, scaleX, ticks) {
  const row = /** @type {NonNullable<typeof line.row>} */ (line.row);
  const mid = y + ROW / 2;
  const color = COLORS[row.status];
  const marks = [];
  if (row.raw) marks.push(intervalBar('raw', RAW_BAR, row.raw, mid, color, scaleX, ticks));
  if (row.adjusted) marks.push(intervalBar('adjusted', ADJUSTED_BAR, row.adjusted, mid, color, scaleX, ticks));
  if (row.finite) {
    // Hollow when there is no interval: a value without a test.
    const fill = row.adjusted ? color : '#ffffff';
    marks.push(el('circle', {
      class: 'point', cx: scaleX(row.estimate), cy: mid + ADJUSTED_BAR.dy, r: 4, fill, stroke: color,
      'stroke-width': 1.5,
    }));
  }
  if (!row.adjusted) {
    const at = row.finite ? scaleX(row.estimate) + 8 : scaleX(0) + 6;
    marks.push(text(at, mid + 4, 'n/a', { class: 'na-marker', fill: MUTED, 'font-style': 'italic' }));
  }
  const classes = ['row', row.significant ? `significant ${row.status}` : '', row.adjusted ? '' : 'na'];
  return el('g', { class: classes.filter(Boolean).join(' ') }, [
    el('title', {}, escapeHtml(row.tooltip)),
    text(16 + line.indent, mid + 4, line.text, { class: 'name' }),
    ...marks,
    text(valueX, mid + 4, row.value, {
      class: 'value', 'text-anchor': 'end', fill: row.significant ? color : MUTED,
    }),
  ].join(''));
}

/**
 * The key above the rows: what the colours mean, then each bar with its
 * level in words, and the arrow when an interval goes on beyond the axis.
 * @param {number} x
 * @param {number} y
 * @param {{ level: number, words: { improved: string, regressed: string }, plain: string, clipped: boolean }} options
 *   words: what the green and the red rows are; plain: what the 95% intervals are (plainIntervalText)
 */
function improvementLegend(x, y, { level, words, plain, clipped }) {
  const dot = (fill) => (sx, sy) => el('circle', { cx: sx + 7, cy: sy + 7, r: 4, fill, stroke: fill });
  const colours = legend({
    x, y, horizontal: true, entries: [
      { label: `${words.improved} (q < ${FDR})`, swatch: dot(COLORS.improved) },
      { label: `${words.regressed} (q < ${FDR})`, swatch: dot(COLORS.regressed) },
      { label: 'not significant', swatch: dot(COLORS.unchanged) },
    ],
  });
  const swatch = (kind, style, open = {}) => (sx, sy) =>
    el('path', { class: `interval ${kind}`, d: horizontalBar(sx, sx + 14, sy + 7, style.cap, open), stroke: INK,
      'stroke-width': style.width, 'stroke-opacity': style.opacity === 1 ? undefined : style.opacity, fill: 'none' });
  const bars = legend({
    x, y: y + colours.height, entries: [
      { label: `bold: ${levelText(level)} interval, adjusted for the ${METHOD_TEXT.fdr} false discovery rate ` +
        '(FCR); a row is coloured when it excludes 0', swatch: swatch('adjusted', ADJUSTED_BAR) },
      { label: `light: ${plain}`, swatch: swatch('raw', RAW_BAR) },
      ...(clipped ? [{ label: 'the interval goes on beyond the axis (its bounds are in the numbers on the right)',
        swatch: swatch('clipped', ADJUSTED_BAR, { end: true }) }] : []),
    ],
  });
  return {
    svg: colours.svg + bars.svg, width: Math.max(colours.width, bars.width), height: colours.height + bars.height,
  };
}

/**
 * The allocations' chart: bytes allocated per operation, new against old,
 * with the same intervals and colours as the improvement chart (a row that
 * allocates more, red); one row per configuration both binaries counted.
 * '' when none did.
 * @param {import('../stats/analysis.js').Comparison[]} comparisons
 * @param {{ title?: string }} [options]
 */
function allocationPlot(comparisons, { title = 'Bytes allocated per operation, new vs old' } = {}) {
  const rows = allocationComparisons(comparisons);
  if (rows.length === 0) return '';
  return improvementPlot(rows, { title, metric: METRICS.allocations });
}

module.exports = { improvementPlot, allocationPlot, METRICS };
