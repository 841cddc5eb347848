'use strict';

// The improvement chart as fixed-width text, for a PR comment, where an SVG
// cannot go (the caller puts it in a ```text block). Pure and deterministic:
// comparisons in, lines out. The numbers are charts.js's
// (improvementIntervals), so this chart and the SVG agree.
//
//                                     0%  +5%   +10% +15%  +20%
//                                  ───┬────┬─────┬────┬─────┬────
//   string_decoder/string-decoder.js n=15000 chunkLen=16
//     inLen=1024 encoding='ascii'  ├──┼○────┤                      +1.4%
//     inLen=1024 encoding='base64'    │├────────○────────┤         +9.1%
//     inLen=128 encoding='ascii'      │             ├─────●─────┤ +18.3% **
//   http/simple.js c=50               ├○┤                          +1.0%
//   ● changed ○ not (5% FDR) · ├─┤ 99.17% FCR-adjusted interval · stars: q<.05/.01/.001
//
// One row per comparison: the name (clipped with …; rows of one file under
// a line that names it), the bar on an axis shared by all rows with 0
// marked (┼ where a bar crosses it), the improvement, and stars by q-value,
// so that they agree with ● and the bar.

const { improvementIntervals, levelText } = require('./charts.js');
const { niceStep, formatTick } = require('./charts-axes.js');
const { stars } = require('./stats.js');
const { FDR } = require('./verdict.js');

const MIN_BAR = 24; // columns: narrower, and two intervals are hard to tell apart
const MIN_NAME = 8;
const STARS = 3;

/**
 * @param {import('./analysis.js').Comparison[]} comparisons  in the order to show
 * @param {{ width?: number, maxRows?: number }} [options]  width: of a row
 *   up to its stars, in columns; maxRows (at least 1): beyond it, the
 *   significant rows first, then the largest |improvement|
 * @returns {string} the chart's lines, each ending in '\n' (the key under the
 *   rows may be longer than `width`); '' without comparisons
 */
function improvementText(comparisons, { width = 72, maxRows = 30 } = {}) {
  if (comparisons.length === 0) return '';
  const { level, rows: computed } = improvementIntervals(comparisons);
  const all = comparisons.map((c, i) => ({
    ...computed[i], name: cleanName(c.name), file: cleanName(c.filename ?? ''),
    value: changeText(computed[i].estimate), stars: typeof c.qValue === 'number' ? stars(c.qValue) : '',
  }));
  const shown = Math.max(1, maxRows);
  const rows = labelRows(all.length > shown ? mostTelling(all).slice(0, shown) : all);
  const valueWidth = Math.max(...rows.map((row) => row.value.length));
  const longest = Math.max(...rows.map((row) => columns(row.label)));
  const nameWidth = Math.max(MIN_NAME, Math.min(longest, width - valueWidth - STARS - MIN_BAR - 3));
  const barWidth = Math.max(MIN_BAR, width - nameWidth - valueWidth - STARS - 3);
  const axis = textAxis(rows, barWidth);
  const hidden = all.length - rows.length;
  const lines = [
    ' '.repeat(nameWidth) + axis.labels, ' '.repeat(nameWidth + 1) + axis.rule,
    ...rows.flatMap((row) => [
      row.header === null ? '' : clipColumns(row.header, width),
      [
        pad(row.grouped ? clipColumns(row.label, nameWidth) : clipName(row, nameWidth), nameWidth),
        rowBar(row, axis.position, barWidth), row.value.padStart(valueWidth), row.stars,
      ].join(' '),
    ]),
    hidden ? `… ${hidden} more row${hidden === 1 ? '' : 's'} not shown` : '',
    key(rows, level),
  ];
  return lines.filter((line) => line !== '').map((line) => `${line.trimEnd()}\n`).join('');
}

/**
 * Each row's label, and the header line before it, if any. Rows of one file
 * in a row share a header: the file and the parameters they all have
 * ("string_decoder/string-decoder.js n=15000"), and each row shows the
 * rest ("  encoding='utf8' inLen=32"), because a configuration is what
 * tells them apart and a full name rarely fits. A lone row keeps its name.
 */
function labelRows(rows) {
  const out = [];
  for (let start = 0, end = 1; start < rows.length; start = end, end = start + 1) {
    const { file } = rows[start];
    while (file !== '' && end < rows.length && rows[end].file === file) end++;
    const run = rows.slice(start, end);
    if (run.length === 1 || !run.every((row) => row.name.startsWith(`${file} `))) {
      out.push(...run.map((row) => ({ ...row, header: null, grouped: false, label: row.name })));
      continue;
    }
    // Parameters are `key=value`, a quoted value may hold a space.
    const params = run.map((row) => row.name.slice(file.length + 1).split(/ (?=[^\s=]+=)/));
    const common = params[0].filter((param) => params.every((list) => list.includes(param)));
    run.forEach((row, i) => {
      const own = params[i].filter((param) => !common.includes(param));
      out.push({
        ...row, header: i === 0 ? [file, ...common].join(' ') : null, grouped: true,
        label: `  ${(own.length ? own : params[i]).join(' ')}`,
      });
    });
  }
  return out;
}

/** Significant rows first, then by |improvement| (n/a last), ties in the given order. */
function mostTelling(rows) {
  const size = (row) => (Number.isFinite(row.estimate) ? Math.abs(row.estimate) : -1);
  return rows.map((row, index) => ({ row, index }))
    .sort((a, b) => Number(b.row.status !== 'unchanged') - Number(a.row.status !== 'unchanged') ||
      size(b.row) - size(a.row) || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * The shared axis over the values and 0, end to end: ticks on the
 * multiples of the finest nice step whose labels do not run into each
 * other, the label line, the rule with ┬ at the ticks, and the column of a
 * value.
 */
function textAxis(rows, barWidth) {
  const values = [0];
  for (const row of rows) {
    if (Number.isFinite(row.estimate)) values.push(row.estimate);
    values.push(...(row.adjusted ?? []));
  }
  let [min, max] = [Math.min(...values), Math.max(...values)];
  if (min === max) [min, max] = [-1, 1]; // only zeros and n/a
  const position = (v) => Math.round(((v - min) / (max - min)) * (barWidth - 1));
  let axis;
  for (let intervals = 6; intervals >= 1 && !axis?.fits; intervals--) {
    const step = niceStep(max - min, intervals);
    const ticks = [];
    for (let k = Math.ceil(min / step - 1e-9); k <= Math.floor(max / step + 1e-9); k++) {
      ticks.push(Number((k * step).toPrecision(12)) || 0);
    }
    axis = layoutAxis(ticks, step, position, barWidth);
  }
  return { ...(/** @type {NonNullable<typeof axis>} */ (axis)), position };
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

/** A row's bar: the adjusted interval ├──┤ around the point, 0 marked │ (┼ where the bar crosses it). */
function rowBar(row, position, barWidth) {
  const cells = [...' '.repeat(barWidth)];
  if (row.adjusted) {
    const [from, to] = row.adjusted.map(position);
    for (let i = from; i <= to; i++) cells[i] = '─';
    if (to > from) [cells[from], cells[to]] = ['├', '┤'];
  }
  const zero = position(0);
  cells[zero] = cells[zero] === '─' ? '┼' : cells[zero] === ' ' ? '│' : cells[zero];
  if (Number.isFinite(row.estimate)) cells[position(row.estimate)] = row.status === 'unchanged' ? '○' : '●';
  return cells.join('');
}

/** What the marks mean, on one line. */
function key(rows, level) {
  const parts = [`● changed ○ not (${FDR * 100}% FDR)`];
  if (rows.some((row) => row.adjusted)) parts.push(`├─┤ ${levelText(level)} FCR-adjusted interval`);
  parts.push('stars: q<.05/.01/.001');
  return parts.join(' · ');
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
 * (a run of them could close the fence), no control or invisible format
 * characters (a newline starts a line of markdown, a bidi override turns
 * the text around), runs of white space made one space.
 */
function cleanName(name) {
  return String(name).replace(/`/g, '').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();
}

// Characters a monospace font draws two columns wide (East Asian wide and
// full-width forms, emoji), and the combining marks it draws on the one before.
const WIDE = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]/u;
const COMBINING = /[\p{Mn}\p{Me}]/u;

function charColumns(char) {
  return COMBINING.test(char) ? 0 : WIDE.test(char) ? 2 : 1;
}

/** The columns `text` takes in a monospace font. */
function columns(text) {
  let total = 0;
  for (const char of text) total += charColumns(char);
  return total;
}

/**
 * A name in at most `max` columns. The configuration is what tells a
 * file's rows apart, so the file gives way first, losing its leading
 * directories ("…/buffer-write.js"); only then is the end cut.
 */
function clipName({ name, file }, max) {
  if (columns(name) <= max || file === '' || !name.startsWith(`${file} `)) return clipColumns(name, max);
  const configuration = name.slice(file.length + 1);
  const room = max - columns(configuration) - 1;
  const parts = file.split('/');
  let shown = file;
  for (let i = 1; i < parts.length && columns(shown) > room; i++) shown = `…/${parts.slice(i).join('/')}`;
  return clipColumns(`${shown} ${configuration}`, max);
}

/** `text` in at most `max` columns, the last one an ellipsis when cut. */
function clipColumns(text, max) {
  if (columns(text) <= max) return text;
  let out = '';
  let used = 0;
  for (const char of text) {
    if (used + charColumns(char) > max - 1) break;
    out += char;
    used += charColumns(char);
  }
  return `${out}…`;
}

/** `text` padded with spaces to `width` columns. */
function pad(text, width) {
  return text + ' '.repeat(Math.max(0, width - columns(text)));
}

module.exports = { improvementText, cleanName };
