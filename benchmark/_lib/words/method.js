'use strict';

// The numbers of the method in the words people read: the comment's method
// line and notes, the verdict, the charts' legends, the tools' --help. Each
// is taken from the constant that implements it and formatted here, once,
// so a text cannot say 99.9% power while the plan uses another.
//
//   power      90%     the adaptive plan's power at the margin (sequential.js DEFAULTS.power)
//   mdePower   80%     the power a row's minimum detectable change is stated at (sequential.js MDE_POWER)
//   margin2    3.3     the margin of --accuracy 2 at that power (sequential.js planMargin)
//   spending   0.95·α·τ²  the alpha spending function (boundaries.js SPENDING_RHO), built for
//                      sequential.js DESIGN_SHARE of alpha
//   fdr        5%      the verdict's false discovery rate (verdict-rule.js FDR)
//   level      95%     a row's interval (1 − sequential.js DEFAULTS.alpha)
//   joint      95%     the verdict's "no change larger than", all rows at once (1 − decision.js JOINT_RISK)
//   change     95%     a change point's interval in the history (change-points.js Z975)

const { DEFAULTS, DESIGN_SHARE, MDE_POWER, planMargin } = require('../stats/sequential.js');
const { SPENDING_RHO } = require('../stats/boundaries.js');
const { FDR } = require('../stats/verdict-rule.js');
const { JOINT_RISK } = require('../stats/decision.js');
const { Z975 } = require('../stats/change-points.js');
const { normalUpper } = require('../stats/distributions.js');

/**
 * A probability in percent, as exact as a person writes it: 0.999 → `99.9%`,
 * 0.05 → `5%`, 0.025 → `2.5%` (twelve significant digits hide the binary
 * fraction's tail: 0.999 · 100 is 99.89999999999999).
 * @param {number} p
 */
function percentText(p) {
  return `${Number((p * 100).toPrecision(12))}%`;
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** `n` (a whole number) in superscript digits: 2 → `²`. @param {number} n */
function superscript(n) {
  return String(n).replace(/\d/g, (d) => SUPERSCRIPT_DIGITS[Number(d)]);
}

/** The method's numbers as every text writes them (see above). */
const METHOD_TEXT = Object.freeze({
  power: percentText(DEFAULTS.power),
  mdePower: percentText(MDE_POWER),
  margin2: String(planMargin({ alpha: DEFAULTS.alpha, accuracy: 2, power: DEFAULTS.power })),
  // The looks' boundaries are built for DESIGN_SHARE of alpha (sequential.js).
  spending: `${DESIGN_SHARE}·α·τ${superscript(SPENDING_RHO)}`,
  fdr: percentText(FDR),
  level: percentText(1 - DEFAULTS.alpha),
  joint: percentText(1 - JOINT_RISK),
  change: percentText(1 - 2 * normalUpper(Z975)),
});

/**
 * What an adaptive plan aims for, in the words every text uses: "95%
 * intervals of ±2%, where a change of ±3.3% is found with 90% power". A plan
 * of a compare.js before 1.1 (no margin: its accuracy was the change it
 * could tell, at 99.9% power) is said as it was meant.
 * @param {{ alpha: number, accuracy: number | null, power?: number | null, margin?: number | null }} plan
 */
function planWords(plan) {
  const power = percentText(plan.power ?? DEFAULTS.power);
  if (plan.margin == null) return `until a ±${plan.accuracy}% change would be found (${power} power)`;
  return `${percentText(1 - plan.alpha)} intervals of ±${plan.accuracy}%, where a change of ` +
    `±${plan.margin}% is found with ${power} power`;
}

module.exports = { METHOD_TEXT, percentText, superscript, planWords };
