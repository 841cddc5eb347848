'use strict';

// scatter.R's plot as an SVG string (see charts/svg.js). Pure.

const {
  MUTED, num, el, text, textWidth, truncate, svgDocument, titleText,
  niceTicks, formatTick, formatCompact, linearScale, log2Scale, log2Ticks,
  yAxis, yAxisWidth, xAxis, frame, legend, verticalBar, RATE_TITLE, PLOT_HEIGHT, INSET,
} = require('./axes.js');
const { escapeHtml } = require('../text.js');

const CATEGORY_COLORS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#000000'];
//
//   rate ┤        ┬
//        │  ●─────●──────●    ● ascii
//        │  ┴     ┴      ●    ● utf8
//        └──┬─────┬──────┬──
//          16    256   4096   inLen

const SCATTER_PLOT_WIDTH = 480;
const CATEGORY_LABEL_MAX = 24;

/**
 * scatter.R's plot: rate against one variable, a line per category.
 * @param {{ title: string, xaxis: string, category: string, log?: boolean,
 *   series: { category: string | number,
 *     points: { x: number | string, rate: number, ci: number | null }[] }[] }} chart
 * @returns {string} an SVG document
 */
function scatterPlot({ title, xaxis, category, series, log = false }) {
  const points = series.flatMap((s) => s.points);
  const x = scatterX(points, log);
  const shown = points.filter((p) => x.keep(p.x) && Number.isFinite(p.rate));
  const bounds = shown.flatMap((p) =>
    (p.ci !== null && Number.isFinite(p.ci) ? [p.rate - p.ci, p.rate + p.ci] : [p.rate]));
  const y = niceTicks(Math.min(...bounds), Math.max(...bounds));
  const format = (v) => formatTick(v, y.step);
  const left = 16 + yAxisWidth(y.ticks, format);
  const top = title ? 44 : 16;
  const area = { left, top, right: left + x.width, bottom: top + PLOT_HEIGHT };
  const scaleX = (value) => area.left + INSET + x.position(value) * (x.width - 2 * INSET);
  const scaleY = linearScale([y.min, y.max], [area.bottom - INSET, area.top + INSET]);
  const key = legend({
    x: area.right + 20, y: area.top, title: category, entries: series.map((s, i) => categoryEntry(s.category, i)),
  });
  const dropped = points.length - points.filter((p) => x.keep(p.x)).length;
  const body = [
    titleText(title, 12, 26),
    yAxis({ ticks: y.ticks, scale: scaleY, area, title: RATE_TITLE, format }),
    xAxis({ ticks: x.ticks, scale: scaleX, area, title: xaxis, format: x.format }),
    frame(area),
    ...series.map((s, i) => seriesMarks(s, i, (p) => x.keep(p.x) && Number.isFinite(p.rate), scaleX, scaleY)),
    key.svg,
    dropped ? text(area.left, area.bottom + 60,
      `${dropped} point${dropped === 1 ? '' : 's'} with ${xaxis} ≤ 0 not shown on the log scale`,
      { class: 'note', fill: MUTED }) : '',
  ];
  const width = Math.max(area.right + 40 + key.width, textWidth(title ?? '', 15) + 24);
  return svgDocument({ width, height: area.bottom + (dropped ? 72 : 52), title, body });
}

/**
 * The x axis of a scatter plot: categorical when any x is a string (levels
 * in order of first appearance, as the benchmark lists them), log2 when
 * asked, linear otherwise. position() maps a value to [0, 1].
 */
function scatterX(points, log) {
  if (points.some((p) => typeof p.x === 'string')) {
    const levels = [...new Set(points.map((p) => String(p.x)))];
    const format = (level) => truncate(level, CATEGORY_LABEL_MAX);
    const slot = Math.max(56, ...levels.map((level) => textWidth(format(level)) + 16));
    return {
      ticks: levels, format, keep: () => true, width: Math.max(360, levels.length * slot),
      position: (value) => (levels.indexOf(String(value)) + 0.5) / levels.length,
    };
  }
  const xs = points.map((p) => p.x).filter((v) => Number.isFinite(v) && (!log || v > 0));
  const keep = (value) => Number.isFinite(value) && (!log || value > 0);
  if (log) {
    const { ticks, min, max } = xs.length ? log2Ticks(Math.min(...xs), Math.max(...xs)) : log2Ticks(1, 2);
    return { ticks, format: formatCompact, keep, width: SCATTER_PLOT_WIDTH, position: log2Scale([min, max], [0, 1]) };
  }
  const { ticks, step, min, max } = niceTicks(Math.min(...xs), Math.max(...xs));
  return {
    ticks, format: (v) => formatTick(v, step), keep, width: SCATTER_PLOT_WIDTH,
    position: linearScale([min, max], [0, 1]),
  };
}

/** Colour and dashes of the i-th category: the palette, then dashed. */
function categoryStyle(i) {
  return { color: CATEGORY_COLORS[i % CATEGORY_COLORS.length], dash: i < CATEGORY_COLORS.length ? null : '6 3' };
}

function categoryEntry(category, i) {
  const { color, dash } = categoryStyle(i);
  return {
    label: String(category),
    swatch: (x, y) =>
      el('line', { x1: x, x2: x + 14, y1: y + 7, y2: y + 7, stroke: color, 'stroke-width': 2, 'stroke-dasharray': dash }) +
      el('circle', { cx: x + 7, cy: y + 7, r: 3, fill: color }),
  };
}

/** One category: line through its points in x order, error bars, points. */
function seriesMarks(series, i, shown, scaleX, scaleY) {
  const { color, dash } = categoryStyle(i);
  // geom_line joins the points in order of x, whatever order they came in.
  const points = series.points.filter(shown).map((p) => ({ ...p, px: scaleX(p.x), py: scaleY(p.rate) }))
    .sort((a, b) => a.px - b.px);
  const line = points.map((p, k) => `${k ? 'L' : 'M'}${num(p.px)},${num(p.py)}`).join('');
  const marks = points.map((p) => {
    const tooltip = `${series.category}: ${p.x}, rate ${formatCompact(p.rate)}` +
      (Number.isFinite(p.ci) ? ` ± ${formatCompact(p.ci)}` : '');
    const [hi, lo] = Number.isFinite(p.ci) ? [scaleY(p.rate + p.ci), scaleY(p.rate - p.ci)] : [];
    const bar = hi === undefined ? ''
      : el('path', { class: 'error-bar', d: verticalBar(p.px, hi, lo, 4), stroke: color, fill: 'none' });
    const point = el('circle', { class: 'point', cx: p.px, cy: p.py, r: 3.5, fill: color }, el('title', {}, escapeHtml(tooltip)));
    return bar + point;
  });
  return el('g', { class: 'series' }, [
    points.length > 1
      ? el('path', { class: 'line', d: line, stroke: color, 'stroke-width': 1.5, fill: 'none', 'stroke-dasharray': dash })
      : '',
    ...marks,
  ].join(''));
}

module.exports = { scatterPlot, CATEGORY_COLORS };
