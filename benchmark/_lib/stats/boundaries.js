'use strict';

// The boundaries of the group-sequential test (sequential.js), pure.

const { normalUpper, normalUpperInverse, normalDensity, tCritical } = require('./distributions.js');

// Z_k = S_k/√I_k with independent increments of S; under H0,
// given Z_{k−1} = u, Z_k ~ N(u·√(τ_{k−1}/τ_k), 1 − τ_{k−1}/τ_k). The density
// of Z_k on the continuation region (|Z_j| < c_j for j < k) is carried from
// look to look on Jennison & Turnbull's grid (ch. 19.2: 6r − 1 points, dense
// near 0 and sparse in the tails, cut at ±c_k, Simpson's rule), r = 16: the
// crossing probabilities stay within 1e-6 of an independent quadrature of
// 1,201 points a look (test/sequential.test.js), and a look costs a quarter
// of r = 32's (the horizon moves with the data, so boundaries are integrated
// anew for most looks).

const GRID_R = 16;
const BASE_GRID = [];
for (let i = 1; i < 6 * GRID_R; i++) {
  BASE_GRID.push(i < GRID_R ? -3 - 4 * Math.log(GRID_R / i)
    : i <= 5 * GRID_R ? -3 + (3 * (i - GRID_R)) / (2 * GRID_R)
      : 3 + 4 * Math.log(GRID_R / (6 * GRID_R - i)));
}

/** Simpson points and weights on (−c, c): the grid's points, the ends, midpoints. */
function simpson(c) {
  const inner = BASE_GRID.filter((x) => x > -c && x < c);
  const odd = Number.isFinite(c) ? [-c, ...inner, c] : inner;
  const points = new Float64Array(2 * odd.length - 1);
  const weights = new Float64Array(points.length);
  for (let i = 0; i < odd.length; i++) points[2 * i] = odd[i];
  for (let i = 0; i + 1 < odd.length; i++) {
    const h = odd[i + 1] - odd[i];
    points[2 * i + 1] = (odd[i] + odd[i + 1]) / 2;
    weights[2 * i] += h / 6;
    weights[2 * i + 1] += (4 * h) / 6;
    weights[2 * i + 2] += h / 6;
  }
  return { points, weights };
}

/**
 * The exponent ρ of the spending function α·τ^ρ (below): 2. The comment's
 * method line and the docs say it from here (words/method.js).
 */
const SPENDING_RHO = 2;

/**
 * The spending function: the alpha spent by information τ, Kim and DeMets'
 * power family α·τ^ρ (Biometrika 74, 1987) with ρ = SPENDING_RHO, between
 * Pocock's (ρ = 1) and O'Brien and Fleming's. O'Brien-Fleming-type spending
 * (2 − 2Φ(z/√τ)) keeps almost all alpha for the end, so a real change of
 * the margin was found at the horizon only, after more blocks than 30 fixed
 * ones would take (32 at CV 2% against 26 with τ², for the same power:
 * test/sequential.test.js).
 */
function spending(tau, alpha) {
  if (tau >= 1) return alpha;
  // α·τ·τ, multiplied in that order: the boundaries the tests pin were computed so.
  let spent = alpha;
  for (let i = 0; i < SPENDING_RHO; i++) spent *= tau;
  return spent;
}

/**
 * P(no crossing before this look, |Z| >= c at it), and its derivative in c.
 * `before` is the continuation state of the previous look (null at the first).
 */
function crossing(before, tau, c) {
  if (before === null) return { p: 2 * normalUpper(c), slope: -2 * normalDensity(c) };
  const { points, mass, tau: tauBefore } = before;
  const scale = Math.sqrt(tau / (tau - tauBefore));
  const shrink = Math.sqrt(tauBefore / (tau - tauBefore));
  let p = 0;
  let slope = 0;
  for (let i = 0; i < points.length; i++) {
    const up = c * scale - points[i] * shrink;
    const down = c * scale + points[i] * shrink;
    p += mass[i] * (normalUpper(up) + normalUpper(down));
    slope -= mass[i] * scale * (normalDensity(up) + normalDensity(down));
  }
  return { p, slope };
}

/** The c with crossing(before, tau, c) = target: Newton on log p, in a bracket. */
function solveBoundary(before, tau, target) {
  if (!(target > 0)) return Infinity;
  if (before === null) return normalUpperInverse(target / 2);
  if (crossing(before, tau, 0).p <= target) return 0;
  let lo = 0;
  let hi = Infinity;
  let c = normalUpperInverse(target / 2);
  for (let i = 0; i < 200; i++) {
    const { p, slope } = crossing(before, tau, c);
    const f = Math.log(p) - Math.log(target);
    if (f > 0) lo = c; else hi = c;
    if (f === 0) return c;
    let next = c - (f * p) / slope;
    if (!(next > lo && next < hi)) next = hi === Infinity ? 2 * c + 1 : (lo + hi) / 2;
    if (Math.abs(next - c) <= 1e-13 * c) return next;
    c = next;
  }
  return c;
}

/** The density of Z on (−c, c) at this look, times the Simpson weights. */
function carry(before, tau, c) {
  const { points, weights } = simpson(c);
  const mass = new Float64Array(points.length);
  for (let j = 0; j < points.length; j++) {
    let density;
    if (before === null) {
      density = normalDensity(points[j]);
    } else {
      const scale = Math.sqrt(tau / (tau - before.tau));
      const shrink = Math.sqrt(before.tau / (tau - before.tau));
      density = 0;
      const at = points[j] * scale;
      for (let i = 0; i < before.points.length; i++) {
        const e = at - before.points[i] * shrink;
        // φ(9) ≈ 1e-18 of the mass: nothing a boundary at 1e-10 notices.
        if (e > -9 && e < 9) density += before.mass[i] * normalDensity(e);
      }
      density *= scale;
    }
    mass[j] = density * weights[j];
  }
  return { tau, points, mass };
}

const MAX_CACHE = 2000;
const interimCache = new Map();
const designCache = new Map();

function remember(cache, key, make) {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= MAX_CACHE) cache.clear();
    cache.set(key, value = make());
  }
  return value;
}

/**
 * Boundaries and continuation state after interim looks at all of
 * `fractions`, each spending alpha(τ), or up to spent[k] when given: the
 * alpha a look actually spent when it was made, with the information it
 * had then (the horizon moves with the spread seen, so τ at that look may
 * differ from τ now; what was spent stays spent, and only the
 * correlations between the looks follow the fractions known now).
 */
function interimState(fractions, alpha, spent) {
  const key = `${alpha}|${fractions.join(',')}|${spent ? spent.slice(0, fractions.length).join(',') : ''}`;
  return remember(interimCache, key, () => {
    if (fractions.length === 0) return { z: [], cumulative: [], before: null };
    const previous = interimState(fractions.slice(0, -1), alpha, spent);
    const k = fractions.length - 1;
    const tau = fractions[k];
    const already = previous.cumulative.length ? previous.cumulative[previous.cumulative.length - 1] : 0;
    const cumulative = Math.max(already, spent?.[k] ?? spending(tau, alpha));
    const c = solveBoundary(previous.before, tau, cumulative - already);
    return {
      z: [...previous.z, c], cumulative: [...previous.cumulative, cumulative],
      before: carry(previous.before, tau, c),
    };
  });
}

/**
 * The z-scale boundaries of looks at the information fractions `fractions`
 * (increasing, in (0, 1]): every look but the last is an interim look; the
 * last spends alpha(τ), or all the alpha left when `final`. `spent`: the
 * cumulative alpha the earlier looks spent when they were made (see
 * interimState); by default, alpha(τ) at the fractions given. Cached.
 * @param {number[]} fractions
 * @param {{ alpha?: number, final?: boolean, spent?: Array<number | undefined>, hold?: boolean }} [options]
 *   hold: an interim last look that spends nothing (its boundary is infinite)
 * @returns {{ z: number[], cumulative: number[], spentBefore: number,
 *   beyond: (z: number) => number }}
 * cumulative[k]: the alpha spent up to look k; beyond(z): P_H0(no crossing
 * before the last look, |Z| >= z at it).
 */
function boundaries(fractions, { alpha = 0.05, final = false, spent, hold = false } = {}) {
  if (fractions.length === 0) throw new RangeError('boundaries: no looks');
  const earlier = spent?.slice(0, fractions.length - 1);
  const key = `${alpha}|${final}|${hold}|${fractions.join(',')}|${earlier ? earlier.join(',') : ''}`;
  return remember(designCache, key, () => {
    const previous = interimState(fractions.slice(0, -1), alpha, earlier);
    const tau = fractions[fractions.length - 1];
    const spentBefore = previous.cumulative.length ? previous.cumulative[previous.cumulative.length - 1] : 0;
    const cumulative = final ? alpha : hold ? spentBefore : Math.max(spentBefore, spending(tau, alpha));
    const c = solveBoundary(previous.before, tau, cumulative - spentBefore);
    return {
      z: [...previous.z, c], cumulative: [...previous.cumulative, cumulative], spentBefore,
      beyond: (z) => crossing(previous.before, tau, z).p,
    };
  });
}

/** |T| >= boundary at a look with n pairs: the z boundary at the same tail probability. */
function tBoundary(z, df) {
  return tCritical(2 * normalUpper(z), df);
}

module.exports = { boundaries, spending, tBoundary, SPENDING_RHO };
