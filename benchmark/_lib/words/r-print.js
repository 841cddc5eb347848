'use strict';

// R's print(df), so that analyze.js prints compare.R's table and
// scatter-analyze.js scatter.R's, byte for byte. Pure: strings in, a string
// out.
//
// printDataFrame is print(df) for a frame whose cells are already strings,
// with or without row names: right-aligned under right-aligned headers, a
// space before each column, padded by R's display width (text.js
// displayWidth: East Asian wide characters take two columns), and columns
// wrapped into blocks at options(width). scatter.R's, without row names:
//
//    n encoding    rate confidence.interval
//    1    ascii 1234567            2345.678
//   10     utf8  987654                  NA
//
// compare.R's, with row names (the benchmark names) at width 200; 日本 takes
// four columns:
//
//                               confidence improvement accuracy (*)   (**)  (***)
//   url/idna.js input='日本' n=1        ***     -3.76 %       ±1.36% ±1.82% ±2.38%

const { displayWidth } = require('../text.js');

/** @type {Record<string, string>} */
const ESCAPES = {
  '\\': '\\\\', '\x07': '\\a', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v',
};

/**
 * A string as print() shows it unquoted (R's encodeString): backslashes
 * doubled, control characters and line separators escaped, the rest as is.
 * @param {string} text
 * @example encodeString('C:\\x\tn=1') // 'C:\\\\x\\tn=1'
 */
function encodeString(text) {
  // eslint-disable-next-line no-control-regex -- the control characters R escapes
  return text.replace(/[\\\x00-\x1f\x7f-\x9f\u2028\u2029]/g, (char) => {
    if (ESCAPES[char]) return ESCAPES[char];
    const code = /** @type {number} */ (char.codePointAt(0));
    return code < 0x80 ? `\\${code.toString(8).padStart(3, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** @typedef {{ label: string, cells: string[] }} DataFrameColumn  cells already formatted */

/**
 * R's print() of a data frame whose cells are already strings, the one
 * printer of compare.R's table and scatter.R's: every text escaped as R
 * does, row names (when given) left-aligned, cells right-aligned under
 * right-aligned headers, a space before each column, padded by display
 * width. A block of columns takes columns while its line stays under
 * `width`; the first always goes in.
 * @param {DataFrameColumn[]} columns
 * @param {{ rowNames?: string[] | null, width?: number }} [options]
 *   rowNames: null is print(df, row.names = FALSE); width: options(width),
 *   Rscript's is 80, compare.R sets 200
 * @returns {string} the lines, each ending with a newline
 */
function printDataFrame(columns, { rowNames = null, width = 80 } = {}) {
  const rows = rowNames?.length ?? (columns.length > 0 ? columns[0].cells.length : 0);
  const names = rowNames ? rowNames.map(encodeString) : Array(rows).fill('');
  const texts = columns.map((col) => ({ label: encodeString(col.label), cells: col.cells.map(encodeString) }));
  const nameWidth = names.reduce((m, name) => Math.max(m, displayWidth(name)), 0);
  const widths = texts.map((col) => col.cells.reduce((m, cell) => Math.max(m, displayWidth(cell)), displayWidth(col.label)));
  const lines = [];
  for (let first = 0; first < texts.length;) {
    const end = blockEnd(widths, first, nameWidth, width);
    /** @type {(name: string, cell: (col: DataFrameColumn) => string) => string} */
    const line = (name, cell) => padEnd(name, nameWidth) +
      texts.slice(first, end).map((col, k) => ` ${padStart(cell(col), widths[first + k])}`).join('');
    lines.push(line('', (col) => col.label));
    names.forEach((name, i) => lines.push(line(name, (col) => col.cells[i])));
    first = end;
  }
  return lines.map((l) => `${l}\n`).join('');
}

/**
 * Where the block of columns starting at `first` ends: it takes columns
 * while the line stays strictly narrower than `width` (R's print.matrix),
 * and always takes the first.
 * @param {number[]} widths @param {number} first @param {number} nameWidth @param {number} width
 */
function blockEnd(widths, first, nameWidth, width) {
  let end = first;
  let lineWidth = nameWidth;
  do {
    lineWidth += widths[end] + 1;
    end++;
  } while (end < widths.length && lineWidth + widths[end] + 1 < width);
  return end;
}

/** @param {string} text @param {number} size */
function padStart(text, size) {
  return ' '.repeat(Math.max(0, size - displayWidth(text))) + text;
}

/** @param {string} text @param {number} size */
function padEnd(text, size) {
  return text + ' '.repeat(Math.max(0, size - displayWidth(text)));
}

module.exports = { printDataFrame, encodeString };
