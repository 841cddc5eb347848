'use strict';

// R's print(df), so that analyze.js prints compare.R's table and
// scatter-analyze.js scatter.R's, byte for byte. Pure: strings in, a string
// out.
//
// printDataFrame is print(df) for a frame whose cells are already strings,
// with or without row names: right-aligned under right-aligned headers, a
// space before each column, padded by R's display width (displayWidth: East
// Asian wide characters take two columns), and columns wrapped into blocks
// at options(width). scatter.R's, without row names:
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

// R 4.2's display widths, as print() pads with them and nchar(type =
// "width") reports them: a combining mark or a format character takes no
// column, an East Asian wide or fullwidth character (CJK, kana, hangul,
// emoji) takes two, any other one. Checked code point by code point against
// R 4.2.2 (whose table is Unicode 13's): they agree on every character but
// those Unicode added later, which Node's newer Unicode may count otherwise.
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\u1160-\u11ff]$/u; // and hangul medial vowels, final consonants
const SOFT_HYPHEN = '\u00ad'; // a format character R shows one column wide
const WIDE_EMOJI = /^(?![\u{1f1e6}-\u{1f1ff}])\p{Emoji_Presentation}$/u; // regional indicators are narrow
const WIDE = [[0x1100, 0x115f], [0x2329, 0x232a], [0x2e80, 0x303e], [0x3041, 0x3247], [0x3250, 0x4dbf],
  [0x4e00, 0xa4cf], [0xa960, 0xa97f], [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f], [0xff00, 0xff60], [0xffe0, 0xffe6], [0x16fe0, 0x18d8f], [0x1b000, 0x1b2ff],
  [0x1f200, 0x1f2ff], [0x20000, 0x3fffd]];

/**
 * The columns a character takes in R's print().
 * @param {string} char  one code point
 * @returns {0 | 1 | 2}
 */
function charWidth(char) {
  if (char !== SOFT_HYPHEN && ZERO_WIDTH.test(char)) return 0;
  const code = /** @type {number} */ (char.codePointAt(0));
  if (WIDE.some(([from, to]) => code >= from && code <= to) || WIDE_EMOJI.test(char)) return 2;
  return 1;
}

/**
 * The display width of a string as R counts it (nchar(text, type =
 * "width")): the one rule both of our R-style tables pad by.
 * @param {string} text
 * @returns {number}
 * @example displayWidth('n=1 日本') // 8
 */
function displayWidth(text) {
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

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

module.exports = { printDataFrame, displayWidth, encodeString };
