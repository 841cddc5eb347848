'use strict';

// The normal and Student's t distributions the sequential test and
// compare.R's statistics need, pure. Our own rather than jstat's: jstat's
// normal cdf is 0 beyond z ≈ 8.3 and its t cdf and inverse are good to
// ~1e-8, while early looks spend alpha in the 1e-10 range, the ratio
// interval must match R's to 1e-9, and an accuracy of ±4288592.86% has 9
// digits to match R's.

// The normal distribution, as R's pnorm (Cody 1993) and qnorm (AS 241).

const SQRT_32 = Math.sqrt(32);
const ONE_OVER_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);
const CODY_C = [0.39894151208813466, 8.883149794388377, 93.50665613217785,
  597.2702763948002, 2494.5375852903726, 6848.190450536283,
  11602.65143764735, 9842.714838383978, 1.0765576773720192e-8];
const CODY_D = [22.266688044328117, 235.387901782625, 1519.3775994075547,
  6485.558298266761, 18615.571640885097, 34900.95272114598,
  38912.00328609327, 19685.429676859992];
const CODY_P = [0.215898534057957, 0.12740116116024736, 0.022235277870649807,
  0.0014216191932278934, 0.000029112874951168793, 0.023073441764940174];
const CODY_Q = [1.284260096144911, 0.4682382124808651, 0.06598813786892856,
  0.0037823963320275824, 0.00007297515550839662];
const CODY_A = [2.2352520354606837, 161.02823106855587, 1067.6894854603709,
  18154.98125334356, 0.06568233791820745];
const CODY_B = [47.202581904688245, 976.0985517377767, 10260.932208618979,
  45507.78933502673];

/** P(Z > x), accurate to full relative precision in the upper tail. */
function normalUpper(x) {
  const y = Math.abs(x);
  let lower; // P(Z <= -y)
  if (y <= 0.67448975) {
    const s = x * x;
    let num = CODY_A[4] * s;
    let den = s;
    for (let i = 0; i < 3; i++) {
      num = (num + CODY_A[i]) * s;
      den = (den + CODY_B[i]) * s;
    }
    return 0.5 - (x * (num + CODY_A[3])) / (den + CODY_B[3]);
  } else if (y <= SQRT_32) {
    let num = CODY_C[8] * y;
    let den = y;
    for (let i = 0; i < 7; i++) {
      num = (num + CODY_C[i]) * y;
      den = (den + CODY_D[i]) * y;
    }
    lower = gaussianFactor(y) * ((num + CODY_C[7]) / (den + CODY_D[7]));
  } else if (y < 38.4674) {
    const s = 1 / (y * y);
    let num = CODY_P[5] * s;
    let den = s;
    for (let i = 0; i < 4; i++) {
      num = (num + CODY_P[i]) * s;
      den = (den + CODY_Q[i]) * s;
    }
    lower = (gaussianFactor(y) * (ONE_OVER_SQRT_2PI - (s * (num + CODY_P[4])) / (den + CODY_Q[4]))) / y;
  } else {
    lower = 0;
  }
  return x > 0 ? lower : 1 - lower;
}

/** exp(−y²/2) without the rounding error of y² (Cody's split of y). */
function gaussianFactor(y) {
  const head = Math.trunc(y * 16) / 16;
  const del = (y - head) * (y + head);
  return Math.exp(-head * head * 0.5) * Math.exp(-del * 0.5);
}

function normalDensity(x) {
  return ONE_OVER_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/** x such that P(Z > x) = q (AS 241, as R's qnorm(q, lower.tail = FALSE)). */
function normalUpperInverse(q) {
  if (!(q > 0)) return q === 0 ? Infinity : NaN;
  if (!(q < 1)) return q === 1 ? -Infinity : NaN;
  const d = 0.5 - q; // the lower-tail p of −x, minus 0.5, with the sign of x
  if (Math.abs(d) <= 0.425) {
    const r = 0.180625 - d * d;
    return (d * (((((((r * 2509.0809287301227 + 33430.57558358813) * r +
      67265.7709270087) * r + 45921.95393154987) * r + 13731.69376550946) * r +
      1971.5909503065513) * r + 133.14166789178438) * r + 3.3871328727963665)) /
      (((((((r * 5226.495278852854 + 28729.085735721943) * r + 39307.89580009271) * r +
        21213.794301586597) * r + 5394.196021424751) * r + 687.1870074920579) * r +
        42.31333070160091) * r + 1);
  }
  let r = Math.sqrt(-Math.log(Math.min(q, 1 - q)));
  let value;
  if (r <= 5) {
    r -= 1.6;
    value = (((((((r * 0.0007745450142783414 + 0.022723844989269184) * r +
      0.2417807251774506) * r + 1.2704582524523684) * r + 3.6478483247632045) * r +
      5.769497221460691) * r + 4.630337846156546) * r + 1.4234371107496835) /
      (((((((r * 1.0507500716444169e-9 + 0.0005475938084995345) * r +
        0.015198666563616457) * r + 0.14810397642748008) * r + 0.6897673349851) * r +
        1.6763848301838038) * r + 2.053191626637759) * r + 1);
  } else {
    r -= 5;
    value = (((((((r * 2.0103343992922881e-7 + 0.000027115555687434876) * r +
      0.0012426609473880784) * r + 0.026532189526576124) * r + 0.29656057182850487) * r +
      1.7848265399172913) * r + 5.463784911164114) * r + 6.657904643501103) /
      (((((((r * 2.0442631033899397e-15 + 1.421511758316446e-7) * r +
        0.000018463183175100548) * r + 0.0007868691311456133) * r + 0.014875361290850615) * r +
        0.1369298809227358) * r + 0.599832206555888) * r + 1);
  }
  return d < 0 ? -value : value;
}

// ---------------------------------------------------------------------------
// Student's t with an integer df (df = n − 1 here, always whole).

const betaCache = [NaN, Math.sqrt(Math.PI), 2 / Math.sqrt(Math.PI)];

/** Γ(df/2)/Γ((df+1)/2), by the recurrence r(df+2) = r(df)·df/(df+1). */
function gammaRatio(df) {
  for (let k = betaCache.length; k <= df; k++) betaCache[k] = (betaCache[k - 2] * (k - 2)) / (k - 1);
  return betaCache[df];
}

function tDensity(t, df) {
  const x = df / (df + t * t);
  return Math.pow(x, (df + 1) / 2) / (Math.sqrt(df * Math.PI) * gammaRatio(df));
}

/** P(|T| >= |t|), two-sided, to ~1e-14 relative. */
function tTwoSided(t, df) {
  const a = Math.abs(t);
  if (a === Infinity) return 0;
  const cos2 = df / (df + a * a);
  const sin = a / Math.sqrt(df + a * a);
  // P(|T| < t) by its finite series (Abramowitz & Stegun 26.7.3-4): one minus
  // it is exact to ~1e-16 absolute, enough while the tail is not small.
  let term = df % 2 === 0 ? 1 : Math.sqrt(cos2);
  let sum = term;
  for (let k = df % 2 === 0 ? 2 : 3; k < df; k += 2) {
    term *= (cos2 * (k - 1)) / k;
    sum += term;
  }
  const inside = df % 2 === 0 ? sin * sum
    : df === 1 ? (2 / Math.PI) * Math.atan(a)
      : (2 / Math.PI) * (Math.atan(a / Math.sqrt(df)) + sin * sum);
  if (1 - inside > 1e-3) return 1 - inside;
  // A small tail: I_x(df/2, 1/2) with x = cos², by its power series (DLMF
  // 8.17.8), whose terms are all positive.
  const half = df / 2;
  let tail = 1;
  term = 1;
  for (let k = 0; k < 100000 && term > 1e-17 * tail; k++) {
    term *= ((half + 0.5 + k) / (half + 1 + k)) * cos2;
    tail += term;
  }
  return (Math.pow(cos2, half) * sin * tail) / (half * Math.sqrt(Math.PI) * gammaRatio(df));
}

/** t > 0 with P(|T| >= t) = q: Newton on log q, kept inside a bracket. */
function tTwoSidedInverse(q, df) {
  if (!(q > 0)) return q === 0 ? Infinity : NaN;
  if (q >= 1) return 0;
  let lo = 0;
  let hi = Infinity;
  let t = normalUpperInverse(q / 2);
  t += (t * t * t + t) / (4 * df); // Cornish-Fisher, a start close enough for Newton
  const logQ = Math.log(q);
  for (let i = 0; i < 200; i++) {
    const tail = tTwoSided(t, df);
    const f = Math.log(tail) - logQ;
    if (f > 0) lo = t; else hi = t;
    if (f === 0) return t;
    let next = t + (f * tail) / (2 * tDensity(t, df));
    if (!(next > lo && next < hi)) next = hi === Infinity ? 2 * t + 1 : (lo + hi) / 2;
    if (Math.abs(next - t) <= 1e-15 * t) return next;
    t = next;
  }
  return t;
}

const quantileCache = new Map();

/** qt(1 − q/2, df), cached: the same few quantiles come back at every look. */
function tCritical(q, df) {
  const key = `${q}:${df}`;
  let value = quantileCache.get(key);
  if (value === undefined) {
    if (quantileCache.size > 10000) quantileCache.clear();
    quantileCache.set(key, value = tTwoSidedInverse(q, df));
  }
  return value;
}

// ---------------------------------------------------------------------------
// Student's t at a real df (Welch's, for compare.R's p-value and accuracy),
// good to ~1e-14 relative up to df 2000 and ~1e-12 beyond, as R's pt and
// qt are to ~1e-14 (jstat's to ~1e-8). R's pt takes a normal
// approximation past df = 4e5 (2e5 runs a side); this does not, a
// difference far below two decimals.

// Stirling's series of ln Γ(w) past its leading terms, B_2k / (2k (2k − 1) w^(2k − 1)).
const STIRLING = [1 / 12, -1 / 360, 1 / 1260, -1 / 1680, 1 / 1188, -691 / 360360];
const STIRLING_FROM = 20;

function stirlingTail(w) {
  const w2 = w * w;
  let sum = 0;
  for (let k = STIRLING.length - 1; k >= 0; k--) sum = sum / w2 + STIRLING[k];
  return sum / w;
}

/**
 * ln(Γ(a + ½) / Γ(a)), a > 0, with no cancellation between two large
 * ln Γ: Stirling's series of the difference from 20 on, and below that
 * Γ(a + ½)/Γ(a) = Γ(a + 1 + ½)/Γ(a + 1) · a/(a + ½).
 */
function logGammaRatioHalf(a) {
  let z = a;
  let factor = 1;
  while (z < STIRLING_FROM) {
    factor *= z / (z + 0.5);
    z += 1;
  }
  const leading = z * Math.log1p(0.5 / z) - 0.5 + 0.5 * Math.log(z);
  return leading + stirlingTail(z + 0.5) - stirlingTail(z) + Math.log(factor);
}

/** The density of Student's t at x, at a real df > 0 (tDensity's is whole). */
function tPdf(x, df) {
  return Math.exp(logGammaRatioHalf(df / 2) - 0.5 * Math.log(df * Math.PI) -
                  ((df + 1) / 2) * Math.log1p((x * x) / df));
}

/**
 * P(T <= x), df > 0: ½ I_y(df/2, ½) at y = df/(df + x²) for x <= 0, by the
 * continued fraction of I (Numerical Recipes' betacf, modified Lentz),
 * which converges fast where y < (a + 1)/(a + b + 2), and by
 * I_y(a, b) = 1 − I_(1−y)(b, a) elsewhere (|x| below ~1.7: a tail of 4%
 * or more, where an absolute error of 1e-16 is still a relative 1e-14).
 */
function tLower(x, df) {
  if (Number.isNaN(x) || !(df > 0)) return NaN;
  if (x > 0) return 1 - tLower(-x, df);
  const x2 = x * x;
  if (x2 === Infinity) return 0;
  const a = df / 2;
  const b = 0.5;
  // y and 1 − y, each computed without subtracting.
  const y = df / (df + x2);
  const rest = x2 / (df + x2);
  // ln(y^a (1 − y)^b / B(a, b)), with ln B(a, ½) = ln Γ(½) − ln(Γ(a + ½)/Γ(a)).
  const logFront = -a * Math.log1p(x2 / df) + b * Math.log(rest) - 0.5 * Math.log(Math.PI) + logGammaRatioHalf(a);
  if (y < (a + 1) / (a + b + 2)) return (0.5 * Math.exp(logFront) * betaFraction(y, a, b)) / a;
  return 0.5 * (1 - (Math.exp(logFront) * betaFraction(rest, b, a)) / b);
}

/** The continued fraction of I_y(a, b) (without its front factor). */
function betaFraction(y, a, b) {
  const TINY = 1e-300;
  const clamp = (v) => (Math.abs(v) < TINY ? TINY : v);
  let c = 1;
  let d = 1 / clamp(1 - ((a + b) * y) / (a + 1));
  let h = d;
  for (let m = 1; m <= 100000; m++) {
    const m2 = 2 * m;
    let term = (m * (b - m) * y) / ((a - 1 + m2) * (a + m2));
    d = 1 / clamp(1 + term * d);
    c = clamp(1 + term / c);
    h *= d * c;
    term = (-(a + m) * (a + b + m) * y) / ((a + m2) * (a + 1 + m2));
    d = 1 / clamp(1 + term * d);
    c = clamp(1 + term / c);
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return h;
}

module.exports = {
  normalUpper, normalUpperInverse, normalDensity, tTwoSided, tTwoSidedInverse, tCritical, tLower, tPdf,
};
