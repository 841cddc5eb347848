'use strict';

// The names of the charts' rows and columns, made short without losing
// what tells them apart. Pure: strings in, strings out. Widths are in
// columns (text.js displayWidth: a CJK character takes two), for the text
// chart as for the SVG's, whose charts/axes.js textWidth counts the same.
//
//   groupLabels   rows of one file under a header that names the file and
//                 the parameters they share; each row keeps its own:
//                   buffers/buffer-from.js n=100000
//                     len=1024 encoding='utf8' source='array'
//   shortenFile   a name whose file loses its directories first:
//                   …/buffer-from.js len=1024 encoding='utf8' source='array'
//   distinctClip  labels cut in the middle, keeping the end that tells
//                 them apart: "len=1024 encoding='utf8' source='a…" four
//                 times was what cutting the end gave; at 30 columns now
//                   len=1024 encodi…source='array'
//                   len=1024 …source='arraybuffer'
//   breakParameters  a label over several lines, broken between its
//                 parameters (the text chart's way: nothing is lost)

const { PARAMETER, parameters } = require('../data/names.js');
const { byteOrder, displayWidth } = require('../text.js');

/** How many code points `text` has: a position, not a width. @param {string} text */
function codePoints(text) {
  return [...text].length;
}

/**
 * Rows of one file in a row share a group: the file and the parameters
 * they all have ("string_decoder/string-decoder.js n=15000"), and each row
 * is labelled by the rest ("encoding='utf8' inLen=32"), because the
 * configuration is what tells them apart and a full name rarely fits. A row
 * alone with its file keeps its name, and has no group.
 * @template {{ name: string, file: string }} T
 * @param {T[]} rows
 * @returns {(T & { group: string | null, first: boolean, label: string })[]}
 *   group: the file and the shared parameters, on each row of the group;
 *   first: the group's first row (where a header goes)
 */
function groupLabels(rows) {
  const out = [];
  for (let start = 0, end = 1; start < rows.length; start = end, end = start + 1) {
    const { file } = rows[start];
    while (file !== '' && end < rows.length && rows[end].file === file) end++;
    const run = rows.slice(start, end);
    const params = run.map((row) => parameters(row.name, file));
    if (run.length === 1 || params.some((list) => list === null)) {
      out.push(...run.map((row) => ({ ...row, group: null, first: true, label: row.name })));
      continue;
    }
    const lists = /** @type {string[][]} */ (params);
    const common = lists[0].filter((param) => lists.every((list) => list.includes(param)));
    const group = [file, ...common].join(' ');
    run.forEach((row, i) => {
      const own = lists[i].filter((param) => !common.includes(param));
      out.push({ ...row, group, first: i === 0, label: (own.length ? own : lists[i]).join(' ') });
    });
  }
  return out;
}

/**
 * `name` (`file params`) in `max` if its file's leading directories can go
 * ("…/buffer-write.js type='ascii'"), else with all of them gone: the
 * parameters tell rows apart, the directories rarely do. Not cut further.
 * @param {string} name
 * @param {string} file
 * @param {number} max
 * @param {(text: string) => number} [measure]
 */
function shortenFile(name, file, max, measure = displayWidth) {
  if (measure(name) <= max || file === '' || !name.startsWith(file)) return name;
  const rest = name.slice(file.length);
  const parts = file.split('/');
  let shown = name;
  for (let i = 1; i < parts.length && measure(shown) > max; i++) shown = `…/${parts.slice(i).join('/')}${rest}`;
  return shown;
}

/**
 * groupLabels, every label then fitted to `max`: a lone row's name loses
 * its file's directories first (shortenFile), and the labels under one
 * header, as the lone rows together, are cut apart (distinctClip); a
 * header is fitted to `headerMax` the same way, and cut at its end.
 * @template {{ name: string, file: string }} T
 * @param {T[]} rows
 * @param {{ max: number, indent?: number, headerMax?: number, measure?: (text: string) => number }} options
 *   indent: the columns a row under a header is moved right, out of `max`
 * @returns {(T & { group: string | null, first: boolean, label: string })[]}
 */
function fitLabels(rows, { max, indent = 0, headerMax = max, measure = displayWidth }) {
  const grouped = groupLabels(rows);
  const labels = grouped.map((row) => (row.group === null ? shortenFile(row.label, row.file, max, measure) : row.label));
  /** @type {Map<string | null, number[]>} */
  const blocks = new Map();
  grouped.forEach((row, i) => {
    const block = blocks.get(row.group) ?? [];
    blocks.set(row.group, block);
    block.push(i);
  });
  for (const [group, indices] of blocks) {
    const fitted = distinctClip(indices.map((i) => labels[i]), group === null ? max : max - indent, measure);
    indices.forEach((i, k) => { labels[i] = fitted[k]; });
  }
  return grouped.map((row, i) => ({
    ...row, label: labels[i],
    group: row.group === null ? null : clipEnd(shortenFile(row.group, row.file, headerMax, measure), headerMax, measure),
  }));
}

/**
 * Each label in at most `max` columns (2 or more), labels that were
 * different kept different wherever the width allows (test/charts.test.js
 * checks it over widths). A label that fits stays whole. One that does not
 * keeps its end from the parameter where it first differs from the label
 * most like it, and as much of its start as fits before an ellipsis
 * ("len=1024 encodi…source='array'"); when that end does not fit, from the
 * character where it differs ("len…rray'"), cut at its own end when even
 * that is too long ("…arr…"). When it differs in its first parameter, and
 * that fits, it is cut at its end instead ("len=16 encoding='utf8' sou…").
 * Labels still cut alike then move their ellipsis left, one character at a
 * time, until they differ.
 * @param {string[]} labels
 * @param {number} max
 * @param {(text: string) => number} [measure]  the width of a text; of a code point, when given one
 * @returns {string[]}
 */
function distinctClip(labels, max, measure = displayWidth) {
  const chars = labels.map((label) => [...label]);
  const at = differsAt(labels);
  const cuts = labels.map((label, i) => (measure(label) <= max ? null : cut(chars[i], at[i], max, measure)));
  // Whole labels keep their text; cut ones that read alike make way.
  const taken = new Set(labels.filter((label, i) => cuts[i] === null));
  return labels.map((label, i) => {
    const first = cuts[i];
    if (first === null) return label;
    let { text, head } = first;
    while (taken.has(text) && head > 0) text = cutAt(chars[i], --head, max, measure);
    taken.add(text);
    return text;
  });
}

/**
 * Per label, the code point where it first differs from the label most like
 * it (its longest common prefix with any other, different, label). In
 * sorted order that label is a neighbour, so sorting finds it.
 * @param {string[]} labels
 */
function differsAt(labels) {
  const unique = [...new Set(labels)].sort(byteOrder);
  const prefix = (a, b) => {
    let n = 0;
    while (n < a.length && n < b.length && a[n] === b[n]) n++;
    // Not in the middle of a surrogate pair that differs in its second half.
    if (n > 0 && n < Math.min(a.length, b.length) && /[\uD800-\uDBFF]/.test(a[n - 1])) n--;
    return n;
  };
  const at = new Map(unique.map((label, k) => {
    const units = Math.max(k > 0 ? prefix(label, unique[k - 1]) : 0,
      k + 1 < unique.length ? prefix(label, unique[k + 1]) : 0);
    return [label, codePoints(label.slice(0, units))];
  }));
  return labels.map((label) => /** @type {number} */ (at.get(label)));
}

/**
 * The first cut of a label that does not fit (see distinctClip), keeping
 * `chars` from code point `at`; head: the code points before its ellipsis.
 * @returns {{ text: string, head: number }}
 */
function cut(chars, at, max, measure) {
  const width = (list) => list.reduce((sum, c) => sum + measure(c), 0);
  const differs = Math.min(at, chars.length - 1);
  if (differs <= 0) {
    const text = fitEnd(chars, max, measure);
    return { text, head: [...text].length - 1 };
  }
  const space = chars.lastIndexOf(' ', differs - 1);
  if (space < 0) {
    // The first word tells it apart: kept from the start when it fits.
    const end = chars.indexOf(' ', differs);
    if (width(chars.slice(0, end < 0 ? chars.length : end)) <= max - 1) {
      const text = fitEnd(chars, max, measure);
      return { text, head: [...text].length - 1 };
    }
  }
  for (const from of [space + 1, differs]) {
    const room = max - 1 - width(chars.slice(from));
    if (from === 0 || room < 0) continue;
    const head = fitEnd(chars.slice(0, from), room, measure, '');
    return { text: `${head}…${chars.slice(from).join('')}`, head: [...head].length };
  }
  return { text: `…${fitEnd(chars.slice(differs), max - 1, measure)}`, head: 0 };
}

/** `head` code points of `chars`, an ellipsis, and as much of the end as fits in `max`. */
function cutAt(chars, head, max, measure) {
  const start = chars.slice(0, head);
  let room = max - 1 - start.reduce((sum, c) => sum + measure(c), 0);
  let from = chars.length;
  while (from > head && room - measure(chars[from - 1]) >= 0) room -= measure(chars[--from]);
  return `${start.join('')}…${chars.slice(from).join('')}`;
}

/**
 * `text` broken between its parameters into lines of at most `width`
 * columns, those after the first `indent` narrower (the caller moves them
 * in); a parameter longer than its line stays whole, for the caller to cut.
 * @param {string} text
 * @param {number} width
 * @param {{ indent?: number, measure?: (text: string) => number }} [options]
 * @returns {string[]}
 */
function breakParameters(text, width, { indent = 0, measure = displayWidth } = {}) {
  const lines = [];
  let line = null;
  for (const word of text.split(PARAMETER)) {
    const room = lines.length === 0 ? width : width - indent;
    if (line !== null && measure(`${line} ${word}`) > room) {
      lines.push(line);
      line = null;
    }
    line = line === null ? word : `${line} ${word}`;
  }
  lines.push(/** @type {string} */ (line));
  return lines;
}

/**
 * `text` in at most `max` columns, cut at its end with an ellipsis when it
 * does not fit.
 * @param {string} text
 * @param {number} max
 * @param {(text: string) => number} [measure]
 */
function clipEnd(text, max, measure = displayWidth) {
  return fitEnd([...text], max, measure);
}

/**
 * `chars` in `max` columns, cut at the end with `mark` (an ellipsis) when
 * they do not fit.
 */
function fitEnd(chars, max, measure, mark = '…') {
  const all = chars.reduce((sum, c) => sum + measure(c), 0);
  if (all <= max) return chars.join('');
  let out = '';
  let used = 0;
  for (const c of chars) {
    if (used + measure(c) > max - measure(mark)) break;
    out += c;
    used += measure(c);
  }
  return out + mark;
}

module.exports = { fitLabels, groupLabels, shortenFile, distinctClip, clipEnd, breakParameters };
