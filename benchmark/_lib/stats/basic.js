'use strict';

// The statistics of compare.R, computed the way R computes them, so that
// the printed stars, improvement and accuracy strings are identical to R's.
// Pure: numbers in, numbers out. jstat (from its committed bundle,
// dist/jstat.cjs, `npm run build`; check-dist keeps it what the locked
// version builds: GitHub runs the Action from its files without
// node_modules, and these tools run there) gives the quantile's first
// guess; the t distribution's digits are our own (below).
//
// Why each detail:
// - means: R sums in long double and adds a correction pass; an exactly
//   rounded sum with the same correction gives the same double;
// - Welch: the same order of operations as R's t.test.default;
// - p = 2 * cdf(-|t|): `2 * (1 - cdf(|t|))` loses every digit of a small p;
// - the t distribution: jstat's cdf and inverse are good to ~1e-8 only, and
//   R's pt and qt to ~1e-14; an accuracy of ±4288592.86% has 9 digits,
//   and a p-value can sit 1e-12 from 0.05. distributions.js's tLower is
//   good to ~1e-14 up to 2000 degrees of freedom (1000 runs a side) and
//   ~1e-12 beyond; tQuantile polishes jstat's inverse with it;
// - %.2f: C rounds an exact tie (an odd multiple of 1/8) half to even,
//   JavaScript's toFixed rounds it up.

const { jStat } = require('../../../dist/jstat.cjs');
const { tLower, tPdf } = require('./distributions.js');

/**
 * The correctly rounded sum of `values` (Shewchuk's algorithm, as Python's
 * math.fsum): no rounding error accumulates, whatever the order.
 * @param {number[]} values
 */
function exactSum(values) {
  // Partials are non-overlapping and increasing in magnitude; a plain array
  // with a count (not `length = j`, which is slow) holds them.
  let plain = 0;
  for (let k = 0; k < values.length; k++) plain += values[k];
  // Infinities and NaN: the plain sum already says it all.
  if (!Number.isFinite(plain) && !values.every(Number.isFinite)) return plain;
  const partials = [];
  let count = 0;
  for (let k = 0; k < values.length; k++) {
    let x = values[k];
    let j = 0;
    for (let i = 0; i < count; i++) {
      let y = partials[i];
      if (Math.abs(x) < Math.abs(y)) {
        const swap = x;
        x = y;
        y = swap;
      }
      const hi = x + y;
      const lo = y - (hi - x);
      if (lo !== 0) partials[j++] = lo;
      x = hi;
    }
    partials[j] = x;
    count = j + 1;
  }
  if (count === 0) return 0;
  let n = count - 1;
  let hi = partials[n];
  let lo = 0;
  while (n > 0) {
    const x = hi;
    const y = partials[--n];
    hi = x + y;
    lo = y - (hi - x);
    if (lo !== 0) break;
  }
  // Round half-even correctly when the rest points the same way as lo.
  if (n > 0 && ((lo < 0 && partials[n - 1] < 0) || (lo > 0 && partials[n - 1] > 0))) {
    const y = lo * 2;
    const x = hi + y;
    if (y === x - hi) hi = x;
  }
  return hi;
}

/**
 * R's median(): the middle value, or the mean of the two middle ones; NaN
 * when empty. The values are not changed.
 * @param {ArrayLike<number>} values
 */
function median(values) {
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** R's mean(): the sum over n, then one correction pass. NaN when empty. */
function mean(values) {
  const n = values.length;
  if (n === 0) return NaN;
  const m = exactSum(values) / n;
  if (!Number.isFinite(m)) return m;
  const residuals = [];
  for (const x of values) {
    // x - m exactly, as a pair (TwoSum).
    const d = x - m;
    const z = d - x;
    residuals.push(d, (x - (d - z)) + (-m - z));
  }
  return m + exactSum(residuals) / n;
}

/** R's var(): two passes, n - 1 in the denominator. NaN below 2 values. */
function variance(values, m = mean(values)) {
  const n = values.length;
  if (n < 2) return NaN;
  return exactSum(values.map((x) => (x - m) * (x - m))) / (n - 1);
}

class ConstantDataError extends Error {}

/**
 * Welch's two-sample t-test of x (new) against y (old), two-sided, as R's
 * `t.test(rate ~ binary)` computes it (the levels sort "new" before "old").
 * @param {number[]} x
 * @param {number[]} y
 * @returns {{ t: number, df: number, pValue: number, stderr: number,
 *   meanX: number, meanY: number, varX: number, varY: number }}
 * @throws {ConstantDataError} where R stops with "data are essentially constant"
 */
function welchTest(x, y) {
  const nx = x.length;
  const ny = y.length;
  if (nx < 2 || ny < 2) throw new RangeError('Welch\'s test needs at least 2 values on each side');
  const meanX = mean(x);
  const meanY = mean(y);
  const varX = variance(x, meanX);
  const varY = variance(y, meanY);
  const stderrX = Math.sqrt(varX / nx);
  const stderrY = Math.sqrt(varY / ny);
  const stderr = Math.sqrt(stderrX * stderrX + stderrY * stderrY);
  const df = stderr ** 4 / (stderrX ** 4 / (nx - 1) + stderrY ** 4 / (ny - 1));
  if (!(stderr >= 10 * Number.EPSILON * Math.max(Math.abs(meanX), Math.abs(meanY)))) {
    throw new ConstantDataError('data are essentially constant');
  }
  const t = (meanX - meanY) / stderr;
  const pValue = 2 * tLower(-Math.abs(t), df);
  return { t, df, pValue, stderr, meanX, meanY, varX, varY };
}

/**
 * Why Welch's test of these rates failed at their own size, when it is
 * their size: 'overflow' (a variance or the df overflowed, so p is NaN) or
 * 'underflow' (the differences' squares rounded to 0, so the rates looked
 * constant). Scaled by one power of two to about 1 (exact), the same rates
 * give the same t, df and p; when that test works, the size was the
 * problem. null when it fails too (the rates really are constant).
 * @param {number[]} x
 * @param {number[]} y
 * @returns {'overflow' | 'underflow' | null}
 */
function sizeProblem(x, y) {
  let largest = 0;
  for (const v of [...x, ...y]) largest = Math.max(largest, Math.abs(v));
  if (!(largest > 0 && Number.isFinite(largest))) return null;
  const exponent = Math.floor(Math.log2(largest));
  if (exponent === 0) return null;
  // In two factors: 2^1074 alone would overflow.
  const half = Math.trunc(-exponent / 2);
  const scale = (values) => values.map((v) => v * 2 ** half * 2 ** (-exponent - half));
  try {
    if (Number.isNaN(welchTest(scale(x), scale(y)).pValue)) return null;
  } catch (err) {
    if (err instanceof ConstantDataError) return null;
    throw err;
  }
  return exponent > 0 ? 'overflow' : 'underflow';
}

/**
 * qt(p, df) for p > 0.5, df > 0: jstat's inverse (~1e-8), then Newton on
 * the lower tail with tLower and tPdf, until a step changes less than
 * R's qt stops at (1e-14 relative).
 */
function tQuantile(p, df) {
  const tail = 1 - p;
  let x = -jStat.studentt.inv(tail, df);
  for (let i = 0; i < 8; i++) {
    const density = tPdf(x, df);
    if (!(density > 0)) break;
    const step = (tLower(-x, df) - tail) / density;
    if (!Number.isFinite(step)) break;
    x += step;
    if (Math.abs(step) <= 1e-15 * Math.abs(x)) break;
  }
  return x;
}

/**
 * R's p.adjust(p, "BH"), NaN/null entries left out of n and returned as null.
 * @param {(number | null)[]} p
 */
function adjustBH(p) {
  return adjust(p, (sorted, n) => {
    // Largest p first: q_i = min over j >= i of n/j * p_(j), capped at 1.
    const out = new Array(sorted.length);
    let running = Infinity;
    for (let k = sorted.length - 1; k >= 0; k--) {
      running = Math.min(running, (n / (k + 1)) * sorted[k]);
      out[k] = Math.min(1, running);
    }
    return out;
  });
}

/** R's p.adjust(p, "holm"), with the same treatment of missing values. */
function adjustHolm(p) {
  return adjust(p, (sorted, n) => {
    const out = new Array(sorted.length);
    let running = -Infinity;
    for (let k = 0; k < sorted.length; k++) {
      running = Math.max(running, (n - k) * sorted[k]);
      out[k] = Math.min(1, running);
    }
    return out;
  });
}

function adjust(p, method) {
  const present = [];
  p.forEach((value, index) => {
    if (typeof value === 'number' && !Number.isNaN(value)) present.push({ value, index });
  });
  // A stable sort, like R's order().
  present.sort((a, b) => a.value - b.value);
  const adjusted = method(present.map((e) => e.value), present.length);
  const out = p.map(() => null);
  present.forEach((entry, k) => { out[entry.index] = adjusted[k]; });
  return out;
}

/** compare.R's stars for a p-value. */
function stars(pValue) {
  if (pValue < 0.001) return '***';
  if (pValue < 0.01) return '**';
  if (pValue < 0.05) return '*';
  return '';
}

/**
 * C's (and R's) sprintf("%.2f", x).
 * @param {number} x
 */
function fixed2(x) {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Inf';
  if (x === -Infinity) return '-Inf';
  if (Object.is(x, -0)) return '-0.00';
  if (Math.abs(x) >= 1e21) return `${BigInt(x)}.00`;
  const eighths = x * 8; // exact: a power of two
  if (Number.isInteger(eighths) && eighths % 2 !== 0) {
    // An exact tie at two decimals: half to even, as glibc does.
    const scaled = x * 100; // (2k+1) * 12.5, exact at these sizes
    const down = Math.floor(scaled);
    const even = down % 2 === 0 ? down : down + 1;
    const text = (Math.abs(even) / 100).toFixed(2);
    return x < 0 ? `-${text}` : text;
  }
  return x.toFixed(2);
}

/** A finite number, or null for anything else (NaN, ±Infinity, not a number). */
function finiteOrNull(value) {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

module.exports = {
  exactSum, mean, median, variance, welchTest, sizeProblem, tQuantile, adjustBH, adjustHolm, stars, fixed2, finiteOrNull,
  ConstantDataError,
};
