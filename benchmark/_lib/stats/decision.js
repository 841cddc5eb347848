'use strict';

// What the verdict needs of one metric's rows, time's or allocations'
// alike: the q-values and Holm p-values over the rows, each row's joint
// bound (the largest change its interval leaves possible when every tested
// row's interval must hold at once), and its outcome (verdict-rule.js classify).

const { tQuantile, adjustBH, adjustHolm } = require('./basic.js');
const { classify } = require('./verdict-rule.js');

/** The risk of the verdict's joint claim: all its rows within their bounds at once, 95%. */
const JOINT_RISK = 0.05;

/**
 * What the verdict needs of one metric's rows (time, or allocations): the
 * q-values and Holm p-values over `p` (one per row, null when untested),
 * each row's joint bound and its outcome.
 *
 * "No change larger than ±X% in K configurations (95%)" is said of K rows
 * at once, and which K depends on the data: so X comes from intervals that
 * cover every tested row jointly (Bonferroni, each at 5%/m).
 * @param {Comparison[]} rows
 * @param {(number | null)[]} p
 * @param {{ looks: Map<Comparison, { look: import('./sequential.js').LookResult,
 *   plan: import('./sequential.js').Plan }>, margin: number }} options  looks: each paired row's last look
 */
function decide(rows, p, { looks, margin }) {
  const q = adjustBH(p);
  const holm = adjustHolm(p);
  const tested = p.filter((value) => value !== null).length;
  const jointAlpha = JOINT_RISK / Math.max(1, tested);
  rows.forEach((c, i) => {
    c.qValue = q[i];
    c.holmPValue = holm[i];
    const paired = looks.get(c);
    c.jointBound = c.qValue === null ? null : jointBound(c, paired?.look, paired?.plan, jointAlpha);
    classify(c, margin);
  });
}

/**
 * The largest change (percent, either way) a row's interval at `alpha`
 * leaves possible: Welch's interval of the improvement (compare.R's
 * accuracy, at that level), or the paired ratio's repeated confidence
 * interval at the looks the row had (sequential.js intervalAt). Infinity
 * when nothing bounds it.
 * @param {Comparison} c
 * @param {import('./sequential.js').LookResult | undefined} look
 * @param {import('./sequential.js').Plan | undefined} plan
 * @param {number} alpha
 */
function jointBound(c, look, plan, alpha) {
  let value = Infinity;
  if (c.paired) {
    // A ratio known exactly (allocations the same in every block: exact()) holds at any level.
    const at = look && plan ? require('./sequential.js').intervalAt(plan, look, alpha) :
      c.pairedAccuracy === 0 ? { ratioLow: c.ratioLow ?? NaN, ratioHigh: c.ratioHigh ?? NaN } : null;
    if (at !== null) value = 100 * Math.max(1 - at.ratioLow, at.ratioHigh - 1);
  } else if (c.accuracy['*'] !== null && c.df !== null) {
    const half = (c.accuracy['*'] * tQuantile(1 - alpha / 2, c.df)) / tQuantile(0.975, c.df);
    value = Math.abs(c.improvement) + half;
  }
  return Number.isFinite(value) ? value : Infinity;
}

// A row's paired fields, unset: a row without block pairing (Welch only),
// or one whose pairing is its own (allocations).
const UNPAIRED = Object.freeze({
  paired: false, blocks: null, ratio: null, ratioLow: null, ratioHigh: null,
  pairedAccuracy: null, mde: null, state: null, sequentialP: null,
});

/**
 * @typedef {import('./analysis.js').Comparison} Comparison
 */

module.exports = { decide, jointBound, UNPAIRED, JOINT_RISK };
