'use strict';

// The small toolkit under charts/svg.js: SVG elements (their text escaped by
// text.js), text measurement, "nice" axis ticks, scales, axes, legends and
// the colours. Pure: numbers and strings in, SVG strings out.
//
// Coordinates are printed with at most 2 decimals so that the same input
// always gives the same, short string.

const { clip, displayWidth, escapeHtml } = require('../text.js');

const FONT = 'Helvetica, Arial, Liberation Sans, DejaVu Sans, sans-serif';
const FONT_SIZE = 12;
// The average advance of a sans-serif character is 0.5–0.6 em (Arial
// about 0.5, DejaVu Sans about 0.6). We cannot measure text without a
// font engine, so we size margins for the wider one, and count a CJK
// character (about 1 em) as two (text.js displayWidth): labels never get
// cut off, at worst a little space is left over.
const CHAR_WIDTH = 0.6;
const INK = '#333333';
const MUTED = '#666666';
const GRID = '#e6e6e6';
// Okabe-Ito colours of the box and improvement charts: told apart by people
// with any common colour-vision deficiency, and none of them reads as "good"
// or "bad" for old and new.
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

/** A coordinate: 2 decimals at most, no "-0". */
function num(value) {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * One SVG element. Attribute values are escaped; `content` is markup the
 * caller built (use `text()` for text from data). Attributes whose value
 * is undefined or null are left out.
 * @param {string} name
 * @param {Record<string, string | number | undefined | null>} attrs
 * @param {string} [content]
 */
function el(name, attrs, content) {
  const list = Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : escapeHtml(value)}"`)
    .join('');
  return content === undefined ? `<${name}${list}/>` : `<${name}${list}>${content}</${name}>`;
}

/** A <text> element holding `value`, escaped. */
function text(x, y, value, attrs = {}) {
  return el('text', { x, y, ...attrs }, escapeHtml(value));
}

/** Estimated width in pixels of `value` at `size` (see CHAR_WIDTH), a wide character counted twice. */
function textWidth(value, size = FONT_SIZE) {
  return displayWidth(String(value)) * size * CHAR_WIDTH;
}

/** `value` cut to `max` characters (code points), ending in "…" when cut. */
function truncate(value, max) {
  return clip(String(value), max);
}

/**
 * The whole document: explicit size and viewBox, a white background (so a
 * dark viewer or a PR comment does not show through), one font for all.
 */
function svgDocument({ width, height, title, body }) {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return `${[
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"` +
      ` font-family="${FONT}" font-size="${FONT_SIZE}" fill="${INK}">`,
    title ? el('title', {}, escapeHtml(title)) : '',
    el('rect', { class: 'background', x: 0, y: 0, width: w, height: h, fill: '#ffffff' }),
    ...body,
    '</svg>',
  ].filter(Boolean).join('\n')}\n`;
}

/** The chart's title, top left, bold. */
function titleText(title, x, y) {
  return title ? text(x, y, title, { class: 'title', 'font-size': 15, 'font-weight': 'bold' }) : '';
}

/**
 * The step between ticks: 1, 2 or 5 × 10^k, the smallest that splits
 * `span` into at most `intervals` intervals (R's pretty() and d3 do alike).
 */
function niceStep(span, intervals = 5) {
  const raw = span / intervals;
  const power = 10 ** Math.floor(Math.log10(raw));
  // 10 × power exceeds any positive raw, so 10 at least matches; none does
  // only when power is NaN (a NaN or negative span), and the step is NaN then.
  const factor = [1, 2, 5, 10].find((f) => f * power >= raw * (1 - 1e-9)) ?? NaN;
  return factor * power;
}

/** k × step without the binary noise (3 × 0.1 is 0.3, not 0.30000000000000004). */
function multiple(k, step) {
  const value = Number((k * step).toPrecision(12));
  return value === 0 ? 0 : value;
}

/**
 * Ticks on multiples of a nice step that cover [min, max]. An empty or
 * one-value range is widened so that there is something to show.
 * @returns {{ ticks: number[], step: number, min: number, max: number }}
 */
function niceTicks(min, max, intervals = 5) {
  if (!Number.isFinite(min) || !Number.isFinite(max)) [min, max] = [0, 1];
  if (min > max) [min, max] = [max, min];
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    [min, max] = [min - pad, max + pad];
  }
  const step = niceStep(max - min, intervals);
  const first = Math.floor(min / step + 1e-9);
  const last = Math.ceil(max / step - 1e-9);
  const ticks = [];
  for (let k = first; k <= last; k++) ticks.push(multiple(k, step));
  // first <= last (min < max here), so there is a tick at least.
  return { ticks, step, min: ticks[0], max: /** @type {number} */ (ticks.at(-1)) };
}

/** @type {[number, string][]} */
const SI = [[1e12, 'T'], [1e9, 'G'], [1e6, 'M'], [1e3, 'k']];

/**
 * A tick label: SI suffix for large values (1.5M, 800k) with just enough
 * decimals to tell ticks `step` apart.
 */
function formatTick(value, step) {
  if (value === 0) return '0';
  const [unit, suffix] = SI.find(([u]) => Math.abs(value) >= u) ?? [1, ''];
  const decimals = Math.max(0, -Math.floor(Math.log10(step / unit) + 1e-9));
  return `${Number((value / unit).toFixed(Math.min(decimals, 20)))}${suffix}`;
}

/** A value with 3 significant digits and an SI suffix (for log-scale ticks). */
function formatCompact(value) {
  if (Math.abs(value) < 1e5) return String(Number(value.toPrecision(6)));
  // NaN is not below 1e5 and has no unit: it is printed as NaN.
  return formatSI(value);
}

/** A value with 3 significant digits and an SI suffix at any size: 7.12M, 51.2k, 812. */
function formatSI(value) {
  const [unit, suffix] = SI.find(([u]) => Math.abs(value) >= u) ?? [1, ''];
  return `${Number((value / unit).toPrecision(3))}${suffix}`;
}

/** Maps [d0, d1] onto [r0, r1] linearly. */
function linearScale([d0, d1], [r0, r1]) {
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** Maps [d0, d1] (both > 0) onto [r0, r1] on a log2 scale. */
function log2Scale([d0, d1], [r0, r1]) {
  const scale = linearScale([Math.log2(d0), Math.log2(d1)], [r0, r1]);
  return (value) => scale(Math.log2(value));
}

/**
 * Powers of two covering [min, max] (both > 0), at most about 10 of them:
 * every 2nd, 3rd, ... power when the range is wide.
 */
function log2Ticks(min, max) {
  let first = Math.floor(Math.log2(min));
  let last = Math.ceil(Math.log2(max));
  if (first === last) [first, last] = [first - 1, last + 1];
  const every = Math.ceil((last - first) / 10);
  first = Math.floor(first / every) * every;
  last = Math.ceil(last / every) * every;
  const ticks = [];
  for (let k = first; k <= last; k += every) ticks.push(2 ** k);
  return { ticks, min: ticks[0], max: ticks.at(-1) };
}

/**
 * Horizontal grid lines with their labels left of the plot `area`, and the
 * axis title turned 90° at the far left (x = area.left - labelWidth - 14).
 */
function yAxis({ ticks, scale, area, title, format }) {
  const labelWidth = Math.max(...ticks.map((t) => textWidth(format(t))));
  const parts = ticks.map((t) => {
    const y = scale(t);
    return el('line', { class: 'grid', x1: area.left, x2: area.right, y1: y, y2: y, stroke: GRID }) +
      text(area.left - 6, y + 4, format(t), { 'text-anchor': 'end', fill: MUTED });
  });
  const x = area.left - labelWidth - 14;
  const y = (area.top + area.bottom) / 2;
  parts.push(text(0, 0, title, {
    class: 'axis-title', transform: `translate(${num(x)},${num(y)}) rotate(-90)`, 'text-anchor': 'middle',
  }));
  return parts.join('\n');
}

/** Room a y axis needs left of the plot: tick labels, gap, turned title. */
function yAxisWidth(ticks, format) {
  return Math.max(...ticks.map((t) => textWidth(format(t)))) + 14 + 8;
}

/** Vertical grid lines with labels under the plot `area`, and the axis title under them. */
function xAxis({ ticks, scale, area, title, format }) {
  const parts = ticks.map((t) => {
    const x = scale(t);
    return el('line', { class: 'grid', x1: x, x2: x, y1: area.top, y2: area.bottom, stroke: GRID }) +
      text(x, area.bottom + 16, format(t), { 'text-anchor': 'middle', fill: MUTED });
  });
  parts.push(text((area.left + area.right) / 2, area.bottom + 38, title, {
    class: 'axis-title', 'text-anchor': 'middle',
  }));
  return parts.join('\n');
}

/** The frame around the plot area, drawn over the grid. */
function frame(area) {
  return el('rect', {
    class: 'frame', x: area.left, y: area.top, width: area.right - area.left,
    height: area.bottom - area.top, fill: 'none', stroke: '#b3b3b3',
  });
}

/**
 * A legend: an optional title, then one entry per line (or all on one line
 * when `horizontal`). Each entry is { label, swatch(x, y) } where `swatch`
 * draws a 14×14 symbol whose top left corner is (x, y).
 * @param {{ x: number, y: number, title?: string, horizontal?: boolean,
 *   entries: { label: string, swatch: (x: number, y: number) => string }[] }} options
 * @returns {{ svg: string, width: number, height: number }}
 */
function legend({ x, y, title, entries, horizontal = false }) {
  const parts = [];
  let line = y;
  if (title) {
    parts.push(text(x, line + 11, title, { 'font-weight': 'bold' }));
    line += 20;
  }
  let column = x;
  let width = title ? textWidth(title) : 0;
  for (const entry of entries) {
    parts.push(entry.swatch(column, line), text(column + 20, line + 11, entry.label));
    const entryWidth = 20 + textWidth(entry.label);
    if (horizontal) column += entryWidth + 18;
    else line += 20;
    width = horizontal ? column - x : Math.max(width, entryWidth);
  }
  const height = (horizontal ? line + 20 : line) - y;
  return { svg: el('g', { class: 'legend' }, parts.join('')), width, height };
}

// The layout every chart shares.
const RATE_TITLE = 'rate of operations (higher is better)';
const PLOT_HEIGHT = 320;
// Space between the outermost ticks and the frame, as ggplot expands its
// scales, so that a point or whisker at the end of the data is not drawn
// on the frame.
const INSET = 10;

/**
 * An error bar along x, from x1 to x2 at height y, with caps reaching `cap`
 * up and down; an end in `open` (cut at the edge of the plot, the interval
 * going on beyond it) gets an arrowhead pointing out instead of its cap.
 * @param {number} x1
 * @param {number} x2
 * @param {number} y
 * @param {number} cap
 * @param {{ start?: boolean, end?: boolean }} [open]
 */
function horizontalBar(x1, x2, y, cap, open = {}) {
  const head = Math.max(cap, 4);
  const end = (x, out, isOpen) => (isOpen
    ? `M${num(x - out * head)},${num(y - head)}L${num(x)},${num(y)}L${num(x - out * head)},${num(y + head)}`
    : `M${num(x)},${num(y - cap)}V${num(y + cap)}`);
  return `${end(x1, -1, open.start)}M${num(x1)},${num(y)}H${num(x2)}${end(x2, 1, open.end)}`;
}

/** An error bar along y, from y1 to y2 at x, with caps reaching `cap` left and right. */
function verticalBar(x, y1, y2, cap) {
  return `M${num(x - cap)},${num(y1)}H${num(x + cap)}M${num(x)},${num(y1)}V${num(y2)}M${num(x - cap)},${num(y2)}H${num(x + cap)}`;
}

module.exports = {
  RATE_TITLE, PLOT_HEIGHT, INSET, horizontalBar, verticalBar, INK, MUTED, COLORS, num, el, text,
  textWidth, truncate, svgDocument, titleText, niceStep, niceTicks, formatTick, formatCompact, formatSI,
  linearScale, log2Scale, log2Ticks, yAxis, yAxisWidth, xAxis, frame, legend,
};
