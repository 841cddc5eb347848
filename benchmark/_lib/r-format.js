'use strict';

// R's printing of numbers and data frames, so that analyze.js prints what
// compare.R prints and scatter-analyze.js what scatter.R prints, byte for
// byte. Pure: values in, strings out.
//
// formatColumn is R's formatReal() (src/main/format.c) as format() and
// print.data.frame() use it: every value is looked at with `digits`
// significant digits, trailing zeros dropped; the column gets the decimals of
// the value that needs most, and goes scientific when that is narrower
// (scipen = 0). R scales by a power of ten in long double and rounds half
// to even; here the scaling is exact (BigInt), which gives the same digits
// except for values within ~1e-19 of a rounding tie. The strings are then
// C's sprintf("%*.*f") or ("%#*.*e"): the exact binary value rounded half to
// even, which is not what toFixed/toExponential do on exact ties (0.125).
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

const KP_MAX = 27; // R's table of exact powers of ten, with long doubles
const INT_MAX = 2147483647;

const pow10 = (k) => 10n ** BigInt(k);

/**
 * The exact value of a finite double >= 0 as num / den, den a power of two.
 * @param {number} x
 * @returns {{ num: bigint, den: bigint }}
 */
function exact(x) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  return exponent >= 0 ? { num: mantissa << BigInt(exponent), den: 1n } :
    { num: mantissa, den: 1n << BigInt(-exponent) };
}

/**
 * num / den rounded to an integer, ties to even (nearbyint, glibc printf).
 * @param {bigint} num
 * @param {bigint} den
 */
function roundHalfEven(num, den) {
  const q = num / den;
  const twice = 2n * (num % den);
  if (twice > den || (twice === den && q % 2n === 1n)) return q + 1n;
  return q;
}

/** The exact value of |x| * 10^k as a fraction. */
function scaled(x, k) {
  const { num, den } = exact(Math.abs(x));
  return k >= 0 ? { num: num * pow10(k), den } : { num, den: den * pow10(-k) };
}

/**
 * R's scientific(): the power of ten of |x| and how many of `digits`
 * significant digits it needs once trailing zeros are dropped.
 * @returns {{ neg: boolean, kpower: number, nsig: number, roundingWidens: boolean }}
 */
function scientific(x, digits) {
  if (x === 0) return { neg: false, kpower: 0, nsig: 1, roundingWidens: false };
  const neg = x < 0;
  const r = Math.abs(x);
  if (digits > 15) {
    // R asks sprintf("%#.*e") for these.
    const { mantissa, exponent } = eDigits(r, digits - 1);
    return { neg, kpower: exponent, nsig: mantissa.replace(/0+$/, '').length || 1, roundingWidens: false };
  }
  let kp = Math.floor(Math.log10(r)) - digits + 1;
  const fraction = scaled(r, -kp);
  const den = fraction.den;
  let num = fraction.num;
  if (num < pow10(digits - 1) * den) {
    num *= 10n;
    kp--;
  }
  let alpha = roundHalfEven(num, den);
  let nsig = digits;
  for (let j = 1; j <= digits && alpha % 10n === 0n; j++) {
    alpha /= 10n;
    nsig--;
  }
  if (nsig === 0 && digits > 0) {
    nsig = 1;
    kp += 1;
  }
  const kpower = kp + digits - 1;
  // Rounding to `digits` can carry into a new leading digit (99999996 with 7
  // digits is 1e+08) that fixed notation, showing all integer digits, lacks.
  const rgt = Math.min(Math.max(digits - kpower, 0), KP_MAX);
  const fuzz = exact(0.5 / 10 ** rgt);
  let roundingWidens = false;
  if (kpower > 0 && kpower <= KP_MAX) {
    // r < 10^kpower - fuzz, exactly: r.num/r.den + f.num/f.den < 10^kpower
    const v = exact(r);
    roundingWidens = v.num * fuzz.den + fuzz.num * v.den < pow10(kpower) * v.den * fuzz.den;
  }
  return { neg, kpower, nsig, roundingWidens };
}

/**
 * |x| in scientific notation with `decimals` digits after the point:
 * the digit string (decimals + 1 digits) and the power of ten.
 */
function eDigits(r, decimals) {
  if (r === 0) return { mantissa: '0'.repeat(decimals + 1), exponent: 0 };
  let exponent = Math.floor(Math.log10(r));
  for (;;) {
    const { num, den } = scaled(r, decimals - exponent);
    const n = roundHalfEven(num, den);
    if (n >= pow10(decimals + 1)) exponent++;
    else if (n < pow10(decimals)) exponent--;
    else return { mantissa: n.toString(), exponent };
  }
}

/** C's sprintf("%.*f", decimals, x), with R's dropping of the sign of -0. */
function fixedText(x, decimals) {
  const { num, den } = scaled(x, decimals);
  const digits = roundHalfEven(num, den).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits :
    `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return x < 0 ? `-${text}` : text;
}

/** C's sprintf("%#.*e") (or "%.0e" when there are no decimals). */
function scientificText(x, decimals) {
  const { mantissa, exponent } = eDigits(Math.abs(x), decimals);
  const lead = decimals === 0 ? mantissa : `${mantissa[0]}.${mantissa.slice(1)}`;
  const power = String(Math.abs(exponent)).padStart(2, '0');
  return `${x < 0 ? '-' : ''}${lead}e${exponent < 0 ? '-' : '+'}${power}`;
}

/**
 * R's formatReal(): the common width, decimals and notation of a column.
 * @param {(number | null)[]} values  null is NA
 * @param {number} digits
 * @returns {{ width: number, decimals: number, exponentDigits: number }}
 *   exponentDigits 0 means fixed notation
 */
function formatReal(values, digits) {
  let rgt = -Infinity;
  let mxl = -Infinity;
  let mnl = Infinity;
  let mxsl = -Infinity;
  let mxns = -Infinity;
  let neg = 0;
  for (const x of values) {
    if (x === null || !Number.isFinite(x)) continue;
    const sci = scientific(x, digits);
    const left = sci.kpower + 1 - (sci.roundingWidens ? 1 : 0);
    const sleft = (sci.neg ? 1 : 0) + (left <= 0 ? 1 : left);
    if (sci.neg) neg = 1;
    rgt = Math.max(rgt, sci.nsig - left);
    mxl = Math.max(mxl, left);
    mnl = Math.min(mnl, left);
    mxsl = Math.max(mxsl, sleft);
    mxns = Math.max(mxns, sci.nsig);
  }
  let width = 0;
  let decimals = 0;
  let exponentDigits = 0;
  if (mxns > -Infinity) {
    if (mxl < 0) mxsl = 1 + neg; // a leading zero: 0.001
    rgt = Math.max(rgt, 0);
    const widthFixed = mxsl + rgt + (rgt !== 0 ? 1 : 0);
    exponentDigits = mxl > 100 || mnl <= -99 ? 2 : 1;
    decimals = mxns - 1;
    width = neg + (decimals > 0 ? 1 : 0) + decimals + 4 + exponentDigits;
    if (widthFixed <= width) { // scipen = 0: fixed unless wider
      exponentDigits = 0;
      decimals = rgt;
      width = widthFixed;
    }
  }
  const texts = values.map(specialText).filter((t) => t !== null);
  for (const text of texts) width = Math.max(width, text.length);
  return { width, decimals, exponentDigits };
}

function specialText(x) {
  if (x === null) return 'NA';
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Inf';
  if (x === -Infinity) return '-Inf';
  return null;
}

/**
 * A numeric column as R's format() shows it (print.data.frame uses this):
 * every string has the column's width.
 * @param {(number | null)[]} numbers  null is NA
 * @param {number} [digits]  options(digits), 1 to 22
 * @returns {string[]}
 * @example formatColumn([1, 10.5, 100.25]) // ['  1.00', ' 10.50', '100.25']
 */
function formatColumn(numbers, digits = 7) {
  if (!Number.isInteger(digits) || digits < 1 || digits > 22) {
    throw new RangeError(`digits must be a whole number from 1 to 22, got ${digits}`);
  }
  const { width, decimals, exponentDigits } = formatReal(numbers, digits);
  return numbers.map((x) => {
    const special = specialText(x);
    let text;
    if (special !== null) text = special;
    else if (exponentDigits > 0) text = scientificText(x === 0 ? 0 : x, decimals);
    else text = fixedText(x === 0 ? 0 : x, decimals); // -0 prints as 0
    return text.padStart(width);
  });
}

/**
 * An integer column (read.csv makes one of whole numbers within +-(2^31 - 1))
 * as R's formatInteger() shows it.
 * @param {(number | null)[]} numbers  null is NA
 * @returns {string[]}
 */
function formatIntegerColumn(numbers) {
  const texts = numbers.map((x) => (x === null ? 'NA' : String(x === 0 ? 0 : x)));
  const width = Math.max(0, ...texts.map((t) => t.length));
  return texts.map((t) => t.padStart(width));
}

/** Whether read.csv would read these numbers as an integer column. */
function isIntegerColumn(numbers) {
  return numbers.every((x) => x === null || (Number.isInteger(x) && Math.abs(x) <= INT_MAX));
}

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
  const nameWidth = Math.max(0, ...names.map(displayWidth));
  const widths = texts.map((col) => Math.max(displayWidth(col.label), ...col.cells.map(displayWidth)));
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

module.exports = {
  formatColumn, formatIntegerColumn, isIntegerColumn, printDataFrame, displayWidth, encodeString,
  scientific,
};
