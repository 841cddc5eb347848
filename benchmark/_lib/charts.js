'use strict';

// Charts of benchmark results as SVG strings. Pure: groups, comparisons or
// scatter series in, a standalone SVG document out (no fs, no processes, no
// dependencies), so the same text can be written to a file, attached to a
// job summary or rendered in a test.
//
//   boxPlot          compare.R's plot: rates of old and new per benchmark
//   improvementPlot  one row per comparison: improvement ± 95% interval
//   scatterPlot      scatter.R's plot: rate against a variable, by category
//
// Scales, ticks, axes and escaping live in charts-axes.js, the scatter plot
// in charts-scatter.js.

const {
  INK, MUTED, escapeXml, num, el, text, textWidth, truncate, svgDocument, titleText,
  niceTicks, formatTick, formatCompact, linearScale,
  yAxis, yAxisWidth, xAxis, frame, legend, horizontalBar, RATE_TITLE, PLOT_HEIGHT, INSET,
} = require('./charts-axes.js');
const { scatterPlot, CATEGORY_COLORS } = require('./charts-scatter.js');

// Okabe-Ito colours: told apart by people with any common colour-vision
// deficiency, and none of them reads as "good" or "bad" for old and new.
const COLORS = {
  old: '#56B4E9',
  new: '#E69F00',
  improved: '#009E73',
  regressed: '#D55E00',
  unchanged: '#8C8C8C',
  improvedBand: '#E3F4EC',
  regressedBand: '#FBE7DC',
  zebra: '#F5F5F5',
};
// The false discovery rate at which analysis.js counts a change (its FDR);
// repeated here because this module loads nothing.
const SIGNIFICANT_Q = 0.05;

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
//   rate ┤  ┬     ┬
//        │ ┌┴┐   ┌┴┐   ■ old
//        │ │─│┌┐ │─│┌┐ ■ new
//        │ └┬┘│││└┬┘││
//        └──┴──┴┴──┴┴──
//          filename      ← labels turned 90°, reading upwards
//          configuration

const SLOT = 64; // per benchmark: two boxes and the gaps around them
const BOX_WIDTH = 22;
const BOX_LABEL_MAX = 60;

/**
 * compare.R's box plot of the rates of old and new, per benchmark.
 * @param {import('./analysis.js').Group[]} groups
 * @param {{ title?: string }} [options]
 * @returns {string} an SVG document
 */
function boxPlot(groups, { title } = {}) {
  const rates = groups.flatMap((g) => [...g.old, ...g.new]).filter(Number.isFinite);
  const y = niceTicks(Math.min(...rates), Math.max(...rates));
  const format = (v) => formatTick(v, y.step);
  const left = 16 + yAxisWidth(y.ticks, format);
  const top = title ? 44 : 16;
  const plotWidth = groups.length ? groups.length * SLOT : 3 * SLOT; // room for 'no benchmarks'
  const area = { left, top, right: left + plotWidth, bottom: top + PLOT_HEIGHT };
  const scaleY = linearScale([y.min, y.max], [area.bottom - INSET, area.top + INSET]);
  const labelLength = Math.max(0, ...groups.flatMap(labelLines).map((line) => textWidth(line, 11)));
  const key = legend({ x: area.right + 20, y: area.top, title: 'binary', entries: ['old', 'new'].map(swatchEntry) });
  const body = [
    titleText(title, 12, 26),
    yAxis({ ticks: y.ticks, scale: scaleY, area, title: RATE_TITLE, format }),
    frame(area),
    ...groups.map((group, i) => benchmarkColumn(group, area.left + (i + 0.5) * SLOT, area, scaleY)),
    groups.length === 0 ? text((area.left + area.right) / 2, area.top + 20, 'no benchmarks', {
      'text-anchor': 'middle', fill: MUTED }) : '',
    text((area.left + area.right) / 2, area.bottom + 10 + labelLength + 26, 'benchmark', {
      class: 'axis-title', 'text-anchor': 'middle' }),
    key.svg,
  ];
  const width = Math.max(key.width + area.right + 40, textWidth(title ?? '', 15) + 24);
  return svgDocument({ width, height: area.bottom + labelLength + 48, title, body });
}

/** A legend entry with a filled square in the colour of `binary`. */
function swatchEntry(binary) {
  return {
    label: binary,
    swatch: (x, y) => el('rect', { x, y, width: 14, height: 14, fill: COLORS[binary], stroke: INK }),
  };
}

/** The x label's lines: filename, then configuration (when there is one). */
function labelLines(group) {
  return [group.filename, group.configuration].filter((line) => line !== '')
    .map((line) => truncate(line, BOX_LABEL_MAX));
}

/** One benchmark: the old and the new box side by side, and its label. */
function benchmarkColumn(group, cx, area, scaleY) {
  const boxes = ['old', 'new'].map((binary, i) =>
    sideBox(group[binary], binary, cx + (i === 0 ? -1 : 1) * (BOX_WIDTH / 2 + 2), area, scaleY));
  // Turned 90° like compare.R's theme(axis.text.x = element_text(angle = 90)):
  // the text reads upwards and ends at the axis, the filename left of the
  // tick and the configuration right of it.
  const lines = labelLines(group);
  const offsets = lines.length === 2 ? [-2, 11] : [4];
  const spans = lines.map((line, i) => el('tspan', { x: 0, y: offsets[i] }, escapeXml(line))).join('');
  const label = el('text', {
    transform: `translate(${num(cx)},${num(area.bottom + 8)}) rotate(-90)`, 'text-anchor': 'end', 'font-size': 11,
  }, spans);
  return el('g', { class: 'benchmark' }, [
    el('title', {}, escapeXml(group.name)), ...boxes, el('g', { class: 'x-label' }, label),
  ].join('\n'));
}

/** The box of one side, or "n/a" when it has no sample. */
function sideBox(rates, binary, cx, area, scaleY) {
  const stats = boxStats(rates);
  if (!stats) {
    return text(cx, area.bottom - 6, 'n/a', {
      class: `no-data ${binary}`, 'text-anchor': 'middle', 'font-size': 10, fill: MUTED,
    });
  }
  const half = BOX_WIDTH / 2;
  const [upper, q3, median, q1, lower] = [stats.upper, stats.q3, stats.median, stats.q1, stats.lower].map(scaleY);
  const tooltip = `${binary}: n=${stats.n}, median ${formatCompact(stats.median)}, ` +
    `quartiles ${formatCompact(stats.q1)}–${formatCompact(stats.q3)}`;
  return el('g', { class: `box ${binary}` }, [
    el('title', {}, escapeXml(tooltip)),
    el('line', { x1: cx, x2: cx, y1: upper, y2: q3, stroke: INK }),
    el('line', { x1: cx, x2: cx, y1: q1, y2: lower, stroke: INK }),
    el('rect', { x: cx - half, y: q3, width: BOX_WIDTH, height: q1 - q3, fill: COLORS[binary], stroke: INK }),
    el('line', { x1: cx - half, x2: cx + half, y1: median, y2: median, stroke: INK, 'stroke-width': 2 }),
    ...stats.outliers.map((v) => el('circle', { class: 'outlier', cx, cy: scaleY(v), r: 2, fill: INK })),
  ].join(''));
}

// -------------------------------------------------------- improvement plot
//
//   ● improved  ● regressed  ● not significant  ├┤ 95% interval
//   buffers/a.js n=1     │    ├──●──┤     +6.02% ±1.10%   ← green band
//   buffers/b.js n=1  ├●┤│                 -4.33% ±0.71%   ← red band
//   url/c.js e='x'       │n/a                        n/a
//                      -5     0     5    improvement (%)

const ROW = 22;
const IMPROVEMENT_PLOT_WIDTH = 420;
const NAME_MAX = 80;

/**
 * One row per comparison: the improvement with its 95% interval, rows that
 * changed at a 5% false discovery rate (q < 0.05) highlighted.
 * @param {import('./analysis.js').Comparison[]} comparisons
 * @param {{ title?: string }} [options]
 * @returns {string} an SVG document
 */
function improvementPlot(comparisons, { title } = {}) {
  const rows = comparisons.map(improvementRow);
  const x = improvementTicks(rows);
  const labelWidth = Math.max(0, ...rows.map((row) => textWidth(row.label)));
  const valueWidth = Math.max(0, ...rows.map((row) => textWidth(row.value)));
  const top = (title ? 44 : 16) + 32;
  const left = 16 + labelWidth + 16;
  const area = { left, top, right: left + IMPROVEMENT_PLOT_WIDTH, bottom: top + Math.max(1, rows.length) * ROW };
  const width = area.right + 16 + valueWidth + 16;
  const scaleX = linearScale([x.ticks[0], x.ticks.at(-1)], [area.left, area.right]);
  const body = [
    titleText(title, 12, 26),
    significanceLegend(16, top - 30).svg,
    el('g', { class: 'bands' }, rows.map((row, i) => rowBand(row, i, area.top + i * ROW, width)).join('')),
    xAxis({ ticks: x.ticks, scale: scaleX, area, title: 'improvement (%)', format: (v) => formatTick(v, x.step) }),
    el('line', { class: 'zero', x1: scaleX(0), x2: scaleX(0), y1: area.top, y2: area.bottom, stroke: INK }),
    frame(area),
    ...rows.map((row, i) => improvementRowMarks(row, area.top + i * ROW, area, width, scaleX)),
    rows.length === 0 ? text(area.left + 8, area.top + 15, 'no comparisons', { fill: MUTED }) : '',
  ];
  const minWidth = Math.max(textWidth(title ?? '', 15) + 24, 640);
  return svgDocument({ width: Math.max(width, minWidth), height: area.bottom + 52, title, body });
}

/** What a row shows, decided once: its status, interval and texts. */
function improvementRow(comparison) {
  const { improvement, qValue } = comparison;
  const finite = Number.isFinite(improvement);
  const half = comparison.accuracy?.['*'];
  const interval = finite && Number.isFinite(half) ? [improvement - half, improvement + half] : null;
  const significant = finite && qValue !== null && qValue !== undefined && qValue < SIGNIFICANT_Q && improvement !== 0;
  const status = !significant ? 'unchanged' : improvement > 0 ? 'improved' : 'regressed';
  const percent = (v) => `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;
  const value = !finite ? 'n/a'
    : interval ? `${percent(improvement)} ±${half.toFixed(2)}%` : `${percent(improvement)} (no interval)`;
  const q = qValue === null || qValue === undefined ? 'not tested' : qValue.toPrecision(2);
  return {
    comparison, finite, interval, significant, status, value,
    label: truncate(comparison.name, NAME_MAX),
    tooltip: `${comparison.name}\nimprovement ${value} (95% interval)\nq-value ${q}`,
  };
}

/**
 * Ticks covering every point and interval, and 0 with at least one tick on
 * each side of it, so that which side of "no change" a row is on shows.
 */
function improvementTicks(rows) {
  const values = [0];
  for (const row of rows) values.push(...(row.interval ?? (row.finite ? [row.comparison.improvement] : [])));
  const { ticks, step, max } = niceTicks(Math.min(...values), Math.max(...values), 6);
  if (ticks[0] >= 0) ticks.unshift(-step);
  if (max <= 0) ticks.push(step);
  return { ticks, step };
}

/** A row's background: green or red when significant, else zebra stripes. */
function rowBand(row, index, y, width) {
  const fill = row.status === 'improved' ? COLORS.improvedBand
    : row.status === 'regressed' ? COLORS.regressedBand : index % 2 === 0 ? COLORS.zebra : null;
  return fill ? el('rect', { x: 8, y, width: width - 16, height: ROW, fill }) : '';
}

/** A row's name, point, error bar (or "n/a") and value text. */
function improvementRowMarks(row, y, area, width, scaleX) {
  const mid = y + ROW / 2;
  const color = COLORS[row.status];
  const marks = [];
  if (row.interval) {
    const [from, to] = row.interval.map(scaleX);
    const d = horizontalBar(from, to, mid, 4);
    marks.push(el('path', { class: 'interval', d, stroke: color, 'stroke-width': 2, fill: 'none' }));
  }
  if (row.finite) {
    const cx = scaleX(row.comparison.improvement);
    // Hollow when there is no interval: a value without a test.
    const fill = row.interval ? color : '#ffffff';
    marks.push(el('circle', { class: 'point', cx, cy: mid, r: 4, fill, stroke: color, 'stroke-width': 1.5 }));
  }
  if (!row.interval) {
    const at = row.finite ? scaleX(row.comparison.improvement) + 8 : scaleX(0) + 6;
    marks.push(text(at, mid + 4, 'n/a', { class: 'na-marker', fill: MUTED, 'font-style': 'italic' }));
  }
  const classes = ['row', row.significant ? `significant ${row.status}` : '', row.interval ? '' : 'na'];
  return el('g', { class: classes.filter(Boolean).join(' ') }, [
    el('title', {}, escapeXml(row.tooltip)),
    text(16, mid + 4, row.label, { class: 'name' }),
    ...marks,
    text(width - 16, mid + 4, row.value, {
      class: 'value', 'text-anchor': 'end', fill: row.significant ? color : MUTED,
    }),
  ].join(''));
}

/** The key above the rows: what the colours and the bars mean. */
function significanceLegend(x, y) {
  const dot = (fill) => (sx, sy) => el('circle', { cx: sx + 7, cy: sy + 7, r: 4, fill, stroke: fill });
  return legend({
    x, y, horizontal: true, entries: [
      { label: 'improved (q < 0.05)', swatch: dot(COLORS.improved) },
      { label: 'regressed (q < 0.05)', swatch: dot(COLORS.regressed) },
      { label: 'not significant', swatch: dot(COLORS.unchanged) },
      { label: '95% interval', swatch: (sx, sy) => el('path', {
        d: horizontalBar(sx, sx + 14, sy + 7, 4), stroke: MUTED, 'stroke-width': 2, fill: 'none' }) },
    ],
  });
}

module.exports = { boxPlot, improvementPlot, scatterPlot, quantile7, boxStats, COLORS, CATEGORY_COLORS };
