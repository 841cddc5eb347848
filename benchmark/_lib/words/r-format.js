'use strict';

// R's formatting of numbers, so that analyze.js prints what compare.R
// prints and scatter-analyze.js what scatter.R prints, byte for byte. Pure:
// values in, strings out.
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
// r-print.js then lays the strings out as R prints a data frame.

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

module.exports = { formatColumn, formatIntegerColumn, isIntegerColumn, scientific };
