'use strict';

// Charts of benchmark results as SVG strings. Pure: groups, comparisons or
// scatter series in, a standalone SVG document out (no fs, no processes), so
// the same text can be written to a file, attached to a job summary or
// rendered in a test.
//
//   boxPlot          compare.R's plot: rates of old and new per benchmark,
//                    as percentages of old's mean
//   improvementPlot  one row per comparison: improvement, its 95% interval
//                    and its FCR-adjusted interval
//   fcrIntervals     those adjusted intervals, for the report and the text chart
//   scatterPlot      scatter.R's plot: rate against a variable, by category
//
// Scales, ticks, axes and escaping live in charts-axes.js, the scatter plot
// in charts-scatter.js, the text chart for a PR comment in charts-text.js.
// stats.js gives the means and t quantiles, verdict.js the rule that says
// which rows changed.

const {
  INK, MUTED, escapeXml, num, el, text, textWidth, truncate, svgDocument, titleText,
  niceTicks, formatTick, formatSI, linearScale,
  yAxis, yAxisWidth, xAxis, frame, legend, horizontalBar, PLOT_HEIGHT, INSET,
} = require('./charts-axes.js');
const { scatterPlot, CATEGORY_COLORS } = require('./charts-scatter.js');
const { mean, tQuantile } = require('./stats.js');
const { normalUpperInverse } = require('./distributions.js');
const { classify, FDR, DEFAULT_MARGIN } = require('./verdict.js');

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
//          filename      ← labels turned 90°, reading upwards
//          configuration
//          mean old 7.12M, new 7.31M

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
 * @param {import('./analysis.js').Group[]} groups
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
  const labels = columns.map(labelLines);
  const labelLength = labels.flat().reduce((m, line) => Math.max(m, textWidth(line, 11)), 0);
  const key = legend({
    x: area.right + 20, y: area.top, title: 'binary', entries: [...['old', 'new'].map(swatchEntry), REFERENCE_ENTRY],
  });
  const axisTitleY = area.bottom + 10 + labelLength + 26;
  const dropped = columns.reduce((sum, c) => sum + c.dropped, 0);
  const note = dropped ? `${dropped} rate${dropped === 1 ? '' : 's'} not finite (NaN or infinite), left out` : '';
  const body = [
    titleText(title, 12, 26),
    yAxis({ ticks: y.ticks, scale: scaleY, area, title: RELATIVE_TITLE, format }),
    frame(area),
    referenceLine(area, scaleY(100)),
    ...columns.map((column, i) => benchmarkColumn(column, labels[i], area.left + (i + 0.5) * SLOT, area, scaleY)),
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
 * @param {import('./analysis.js').Group} group
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

/** The x label's lines: filename, configuration (when there is one), the absolute means. */
function labelLines({ group, means }) {
  const rate = (v) => (Number.isFinite(v) ? formatSI(v) : 'n/a');
  return [group.filename, group.configuration].filter((line) => line !== '')
    .map((line) => truncate(line, BOX_LABEL_MAX))
    .concat(`mean old ${rate(means.old)}, new ${rate(means.new)}`);
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
  }, escapeXml(line))).join('');
  const label = el('text', {
    transform: `translate(${num(cx)},${num(area.bottom + 8)}) rotate(-90)`, 'text-anchor': 'end', 'font-size': 11,
  }, spans);
  return el('g', { class: 'benchmark' }, [
    el('title', {}, escapeXml(`${column.group.name}\n${lines.at(-1)} (operations per second)`)),
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
//   ● improved (q < 0.05)  ● regressed (q < 0.05)  ● not significant
//   ├━┤ bold: 99.25% interval, adjusted for the 5% false discovery rate …
//   ├─┤ light: plain 95% interval
//   buffers/a.js n=1     │ ┝━━━━●━━━━┥    +6.02% (+4.10% to +7.94%)  ← green band
//                        │    ├─┤
//   buffers/b.js n=1  ┝━●━┥│              -4.33% (-5.31% to -3.35%)  ← red band
//                      ├┤  │
//   url/c.js e='x'         │n/a                                 n/a
//                      -5     0     5    improvement (%)

const ROW = 22;
const IMPROVEMENT_PLOT_WIDTH = 420;
const NAME_MAX = 80;

/**
 * One row per comparison: the improvement, its plain 95% interval (light)
 * and its FCR-adjusted interval (bold, see improvementIntervals), the rows
 * that changed at a 5% false discovery rate (q < 0.05) coloured. The
 * adjusted interval of a coloured row excludes 0 and that of a grey row
 * includes it, so colour and bar tell one story; the plain 95% interval of
 * a grey row may exclude 0 (its p is under 0.05, its q is not), and the
 * legend says which bar is which.
 * @param {import('./analysis.js').Comparison[]} comparisons
 * @param {{ title?: string, metric?: Metric }} [options]  metric: what the rows measure (METRICS)
 * @returns {string} an SVG document
 */
function improvementPlot(comparisons, { title, metric = METRICS.time } = {}) {
  const { level, rows: computed } = improvementIntervals(comparisons);
  const swap = { improved: 'regressed', regressed: 'improved', unchanged: 'unchanged' };
  const rows = comparisons.map((c, i) => improvementRow(c,
    metric.higherIsWorse ? { ...computed[i], status: swap[computed[i].status] } : computed[i], level, metric.quantity));
  const x = improvementTicks(rows);
  const labelWidth = rows.reduce((m, row) => Math.max(m, textWidth(row.label)), 0);
  const valueWidth = rows.reduce((m, row) => Math.max(m, textWidth(row.value)), 0);
  const key = improvementLegend(16, title ? 40 : 12, level, metric.words);
  const top = (title ? 40 : 12) + key.height + 8;
  const left = 16 + labelWidth + 16;
  const area = { left, top, right: left + IMPROVEMENT_PLOT_WIDTH, bottom: top + Math.max(1, rows.length) * ROW };
  const width = area.right + 16 + valueWidth + 16;
  const scaleX = linearScale([x.ticks[0], x.ticks.at(-1)], [area.left, area.right]);
  const body = [
    titleText(title, 12, 26),
    key.svg,
    el('g', { class: 'bands' }, rows.map((row, i) => rowBand(row, i, area.top + i * ROW, width)).join('')),
    xAxis({ ticks: x.ticks, scale: scaleX, area, title: metric.axis, format: (v) => formatTick(v, x.step) }),
    el('line', { class: 'zero', x1: scaleX(0), x2: scaleX(0), y1: area.top, y2: area.bottom, stroke: INK }),
    frame(area),
    ...rows.map((row, i) => improvementRowMarks(row, area.top + i * ROW, width, scaleX)),
    rows.length === 0 ? text(area.left + 8, area.top + 15, 'no comparisons', { fill: MUTED }) : '',
  ];
  const minWidth = Math.max(textWidth(title ?? '', 15) + 24, key.width + 32, 640);
  return svgDocument({ width: Math.max(width, minWidth), height: area.bottom + 52, title, body });
}

/**
 * What the improvement chart can draw: the change of the rate (higher is
 * better), or of the bytes allocated per operation (higher is worse: drawn
 * red, as a regression is).
 * @typedef {{ quantity: string, axis: string, higherIsWorse: boolean,
 *   words: { improved: string, regressed: string } }} Metric  words: what the green and the red rows are
 */
const METRICS = Object.freeze({
  time: { quantity: 'improvement', axis: 'improvement (%)', higherIsWorse: false,
    words: { improved: 'improved', regressed: 'regressed' } },
  allocations: { quantity: 'bytes per operation', axis: 'bytes per operation, new vs old (%)', higherIsWorse: true,
    words: { improved: 'fewer bytes', regressed: 'more bytes' } },
});

/** What a row shows, decided once: its status, intervals and texts. */
function improvementRow(comparison, { estimate, status, raw, adjusted }, level, quantity) {
  const finite = Number.isFinite(estimate);
  const percent = (v) => `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;
  const range = (interval) => (interval ? `${percent(interval[0])} to ${percent(interval[1])}` : 'none');
  const value = !finite ? 'n/a' : `${percent(estimate)} (${adjusted ? range(adjusted) : 'no interval'})`;
  const q = comparison.qValue == null ? 'not tested' : comparison.qValue.toPrecision(2);
  return {
    estimate, finite, raw, adjusted, status, significant: status !== 'unchanged', value,
    label: truncate(comparison.name, NAME_MAX),
    tooltip: `${comparison.name}\n${quantity} ${finite ? percent(estimate) : 'n/a'}\n` +
      `${levelText(level)} interval (FCR-adjusted): ${range(adjusted)}\n95% interval: ${range(raw)}\nq-value ${q}`,
  };
}

/**
 * Ticks covering every point and interval, and 0 with at least one tick on
 * each side of it, so that which side of "no change" a row is on shows.
 */
function improvementTicks(rows) {
  const values = [0];
  for (const row of rows) {
    if (row.finite) values.push(row.estimate);
    values.push(...(row.raw ?? []), ...(row.adjusted ?? []));
  }
  const { ticks, step, max } = niceTicks(values.reduce((m, v) => Math.min(m, v), Infinity),
    values.reduce((m, v) => Math.max(m, v), -Infinity), 6);
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

// The two bars of a row: the adjusted one bold through the point, the plain
// 95% one thin and light just under it, so that the narrower one is not
// hidden under the wider one.
const ADJUSTED_BAR = { dy: -2, cap: 5, width: 2.5, opacity: 1 };
const RAW_BAR = { dy: 6, cap: 2.5, width: 1.25, opacity: 0.55 };

/** An error bar from x `from` to `to`, `style.dy` below the row's middle `y`. */
function intervalBar(kind, style, [from, to], y, color) {
  return el('path', {
    class: `interval ${kind}`, d: horizontalBar(from, to, y + style.dy, style.cap), stroke: color,
    'stroke-width': style.width, 'stroke-opacity': style.opacity === 1 ? undefined : style.opacity, fill: 'none',
  });
}

/** A row's name, bars, point (or "n/a") and value text. */
function improvementRowMarks(row, y, width, scaleX) {
  const mid = y + ROW / 2;
  const color = COLORS[row.status];
  const marks = [];
  if (row.raw) marks.push(intervalBar('raw', RAW_BAR, row.raw.map(scaleX), mid, color));
  if (row.adjusted) marks.push(intervalBar('adjusted', ADJUSTED_BAR, row.adjusted.map(scaleX), mid, color));
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
    el('title', {}, escapeXml(row.tooltip)),
    text(16, mid + 4, row.label, { class: 'name' }),
    ...marks,
    text(width - 16, mid + 4, row.value, {
      class: 'value', 'text-anchor': 'end', fill: row.significant ? color : MUTED,
    }),
  ].join(''));
}

/**
 * The key above the rows: what the colours mean, then the two bars in words.
 * @param {number} x
 * @param {number} y
 * @param {number} level
 * @param {{ improved: string, regressed: string }} words  what the green and the red rows are
 */
function improvementLegend(x, y, level, words) {
  const dot = (fill) => (sx, sy) => el('circle', { cx: sx + 7, cy: sy + 7, r: 4, fill, stroke: fill });
  const colours = legend({
    x, y, horizontal: true, entries: [
      { label: `${words.improved} (q < ${FDR})`, swatch: dot(COLORS.improved) },
      { label: `${words.regressed} (q < ${FDR})`, swatch: dot(COLORS.regressed) },
      { label: 'not significant', swatch: dot(COLORS.unchanged) },
    ],
  });
  const swatch = (kind, style) => (sx, sy) => intervalBar(kind, style, [sx, sx + 14], sy + 7 - style.dy, INK);
  const bars = legend({
    x, y: y + colours.height, entries: [
      { label: `bold: ${levelText(level)} interval, adjusted for the ${FDR * 100}% false discovery rate ` +
        '(FCR); a row is coloured when it excludes 0', swatch: swatch('adjusted', ADJUSTED_BAR) },
      { label: 'light: plain 95% interval', swatch: swatch('raw', RAW_BAR) },
    ],
  });
  return {
    svg: colours.svg + bars.svg, width: Math.max(colours.width, bars.width), height: colours.height + bars.height,
  };
}

/** A confidence level in percent, with the digits that tell it from 100%: 95%, 99.25%, 99.9%. */
function levelText(level) {
  const alpha = (1 - level) * 100;
  const decimals = Math.min(6, Math.max(0, Math.ceil(-Math.log10(alpha)) + 1));
  return `${Number((level * 100).toFixed(decimals))}%`;
}

// ----------------------------------------------- false coverage rate (FCR)

/**
 * What both improvement charts draw, computed once: per comparison its
 * improvement in percent, its status, its 95% interval and its adjusted
 * interval ([low, high], null without one), and the adjusted level.
 *
 * The level: Benjamini & Yekutieli (2005). When BH at level q selects R of
 * the m tested comparisons, (1 - R q / m) intervals for the selected ones
 * keep the false coverage rate at q, where 95% intervals picked after the
 * selection do not. The rows not selected get the same level, so that all
 * rows are drawn on one footing; when nothing is selected (R = 0) the level
 * is 1 - q / m, the interval a row would need to clear 0 to be selected
 * (BH's first step). Either way interval and colour agree: a selected row
 * has p <= R q / m, so its interval excludes 0; BH leaves a row out only
 * when p > R q / m (p > q / m when R = 0), so its interval includes 0. That
 * is exact for Welch's rows, whose p and interval come from one t; a paired
 * row's q comes from the sequential test, whose boundary is a little wider
 * than the fixed-size t, so a paired row right at the edge may disagree.
 * @param {import('./analysis.js').Comparison[]} comparisons
 * @returns {{ level: number, rows: ImprovementRow[] }}
 * @typedef {{ estimate: number, status: 'improved' | 'regressed' | 'unchanged',
 *   raw: [number, number] | null, adjusted: [number, number] | null }} ImprovementRow
 */
function improvementIntervals(comparisons) {
  const statuses = comparisons.map(rowStatus);
  const tested = comparisons.filter((c) => typeof c.qValue === 'number' && !Number.isNaN(c.qValue)).length;
  const selected = statuses.filter((status) => status !== 'unchanged').length;
  const alpha = tested === 0 ? FDR : (Math.max(1, selected) * FDR) / tested;
  const rows = comparisons.map((c, i) => {
    const row = rowIntervals(c, alpha);
    return { ...row, status: Number.isFinite(row.estimate) ? statuses[i] : 'unchanged' };
  });
  return { level: 1 - alpha, rows };
}

/**
 * Each comparison's FCR-adjusted interval of the improvement in percent
 * (see improvementIntervals) and the estimate it surrounds; null when the
 * row has no 95% interval (untested, constant, not finite). A paired row's
 * interval is that of its paired ratio, as in the report's "new vs old".
 * @param {import('./analysis.js').Comparison[]} comparisons
 * @returns {({ estimate: number, low: number, high: number, level: number } | null)[]}
 */
function fcrIntervals(comparisons) {
  const { level, rows } = improvementIntervals(comparisons);
  return rows.map(({ estimate, adjusted }) =>
    (adjusted ? { estimate, low: adjusted[0], high: adjusted[1], level } : null));
}

/**
 * A row's improvement (%), its 95% interval and its (1 - alpha) interval.
 * The half-width is the 95% one times qt(1 - alpha/2, df) / qt(0.975, df)
 * at the row's df (Welch's; blocks - 1 when paired, on the log of the
 * ratio); the normal quantile stands in when there is no df.
 * @param {import('./analysis.js').Comparison} c
 * @param {number} alpha
 * @returns {{ estimate: number, raw: [number, number] | null, adjusted: [number, number] | null }}
 */
function rowIntervals(c, alpha) {
  const estimate = !c.paired ? c.improvement : typeof c.ratio === 'number' ? 100 * (c.ratio - 1) : NaN;
  const none = { estimate, raw: null, adjusted: null };
  let center, half, df, toPercent;
  if (c.paired) {
    const { ratioLow: low, ratioHigh: high } = c;
    if (!(typeof low === 'number' && typeof high === 'number' && low > 0 && high < Infinity)) return none;
    [center, half] = [(Math.log(high) + Math.log(low)) / 2, (Math.log(high) - Math.log(low)) / 2];
    [df, toPercent] = [(c.blocks ?? NaN) - 1, (v) => 100 * Math.expm1(v)];
  } else {
    [center, half, df, toPercent] = [c.improvement, c.accuracy?.['*'], c.df, (v) => v];
  }
  if (!Number.isFinite(center) || typeof half !== 'number' || !Number.isFinite(half)) return none;
  const widen = quantile(1 - alpha / 2, df) / quantile(0.975, df);
  /** @returns {[number, number] | null} */
  const interval = (h) => {
    const bounds = [toPercent(center - h), toPercent(center + h)];
    return bounds.every(Number.isFinite) ? [bounds[0], bounds[1]] : null;
  };
  return { estimate, raw: interval(half), adjusted: interval(half * widen) };
}

/** qt(p, df), or qnorm(p) when there is no finite df. */
function quantile(p, df) {
  return typeof df === 'number' && Number.isFinite(df) && df > 0 ? tQuantile(p, df) : normalUpperInverse(1 - p);
}

/**
 * 'improved', 'regressed' or 'unchanged' (not significant, or not tested),
 * by verdict.js's rule, so that the chart colours what the verdict counts.
 * @param {import('./analysis.js').Comparison} c
 * @returns {'improved' | 'regressed' | 'unchanged'}
 */
function rowStatus(c) {
  const copy = { ...c };
  classify(copy, DEFAULT_MARGIN);
  return copy.outcome === 'improved' || copy.outcome === 'regressed' ? copy.outcome : 'unchanged';
}

/**
 * The rows of the allocations' charts: per configuration both binaries
 * counted, a comparison whose paired ratio, interval and q-value are those
 * of its bytes allocated per operation, new against old.
 * @param {import('./analysis.js').Comparison[]} comparisons
 * @returns {import('./analysis.js').Comparison[]}
 */
function allocationComparisons(comparisons) {
  return comparisons.flatMap((c) => {
    const a = c.allocations;
    if (!a) return [];
    // Coloured by its own q-value (rowStatus), its ratio's intervals drawn as time's.
    return [{ ...c, paired: true, ratio: a.ratio, ratioLow: a.ratioLow, ratioHigh: a.ratioHigh, qValue: a.qValue,
      blocks: a.blocks }];
  });
}

/**
 * The allocations' chart: bytes allocated per operation, new against old,
 * with the same intervals and colours as the improvement chart (a row that
 * allocates more, red); one row per configuration both binaries counted.
 * '' when none did.
 * @param {import('./analysis.js').Comparison[]} comparisons
 * @param {{ title?: string }} [options]
 */
function allocationPlot(comparisons, { title = 'Bytes allocated per operation, new vs old' } = {}) {
  const rows = allocationComparisons(comparisons);
  if (rows.length === 0) return '';
  return improvementPlot(rows, { title, metric: METRICS.allocations });
}

module.exports = {
  boxPlot, improvementPlot, allocationPlot, allocationComparisons, scatterPlot, improvementIntervals, fcrIntervals, levelText, quantile7, boxStats,
  COLORS, CATEGORY_COLORS,
};
