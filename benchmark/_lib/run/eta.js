'use strict';

// How much of a run of blocks is still to come (compare.js's progress line,
// and the progress records the Action's comment shows): the blocks each
// configuration is expected to run in all, and the time they take at that
// configuration's own pace. Pure: numbers in, numbers out.
//
// Not the worst case. Counting every configuration still running to
// --max-runs made the first estimate of a 5.5-minute run say 15 minutes: most
// configurations stop long before the cap. A configuration still running is
// expected to stop where its blocks so far point:
//
//   - at the horizon of its spread: the blocks at which its interval
//     would be within ±accuracy% (sequential.js horizonPairs, the stopping
//     rule's own), for the spread of its d's about their mean; no sooner than
//     its next look, no later than its cap. About their mean where the rule
//     uses their spread about 0: a configuration with a real change has a wide
//     spread about 0, yet stops early, when the test finds the change, which
//     the spread about the mean foretells (a steady change is a narrow one);
//   - before it has two complete blocks (no spread yet): where the others
//     are expected to stop, or did (their median: what the run has shown so
//     far); before any configuration says, at the plan's first look. Then
//     the blocks planned are the fewest the run can take, and the estimate
//     says so (`atLeast`): a noisy run's first round would otherwise promise
//     a fraction of its time.
//
// A fixed plan (--runs) and a configuration of one binary run exactly their
// limit. The time: each configuration's expected blocks left at its own mean
// block time so far (a configuration of 1 ms and one of 2 s are not averaged);
// one that has not run yet, at the mean of all blocks so far.

const { pairedStats, horizonPairs } = require('../stats/sequential.js');
const { median } = require('../stats/basic.js');

/**
 * @typedef {import('../stats/sequential.js').Plan} Plan
 * @typedef {{ active: boolean, started: number, limit: number, paired: boolean, nextLook: number }} UnitState
 *   started: its blocks so far; limit: the most it may run; nextLook: the block count of its next look
 * @typedef {UnitState & { expected: number | null, seconds: number }} UnitEstimate
 *   expected: expectedBlocks's; seconds: the time its blocks took so far
 */

/**
 * The blocks a configuration is expected to run in all, from its d's so far
 * (d = ln(new/old) of each block where both reported); null when they do not
 * say yet (a running configuration of an adaptive plan with fewer than two).
 * @param {UnitState} unit
 * @param {number[]} diffs
 * @param {Plan} plan
 * @returns {number | null}
 */
function expectedBlocks(unit, diffs, plan) {
  if (!unit.active) return unit.started;
  if (plan.accuracy === null || !unit.paired) return unit.limit;
  const { sd } = pairedStats(diffs);
  if (sd === null) return null;
  // Blocks that lost a side (failures) give no pair: the horizon is in pairs.
  const blocks = horizonPairs(plan, sd) + (unit.started - diffs.length);
  return clamp(blocks, Math.max(unit.nextLook, unit.started + 1), unit.limit);
}

/**
 * The blocks planned in all (done, and expected of the configurations still
 * running), the seconds the expected ones still take, and whether that is
 * only the least the run can take (no configuration says yet: each running
 * one is planned at its next look).
 * @param {UnitEstimate[]} units
 * @param {Plan} plan
 * @returns {{ planned: number, eta: number, atLeast: boolean }}
 */
function estimateRemaining(units, plan) {
  const known = units.filter((unit) => !unit.active || unit.expected !== null)
    .map((unit) => (unit.active ? /** @type {number} */ (unit.expected) : unit.started));
  const typical = known.length > 0 ? Math.ceil(median(known)) : plan.looks[0];
  let blocks = 0;
  let seconds = 0;
  for (const unit of units) {
    blocks += unit.started;
    seconds += unit.seconds;
  }
  const meanBlock = blocks > 0 ? seconds / blocks : 0;
  let planned = 0;
  let eta = 0;
  for (const unit of units) {
    const expected = !unit.active ? unit.started :
      clamp(unit.expected ?? typical, Math.max(unit.nextLook, unit.started + 1), unit.limit);
    planned += expected;
    eta += (expected - unit.started) * (unit.started > 0 ? unit.seconds / unit.started : meanBlock);
  }
  return { planned, eta, atLeast: known.length === 0 && units.some((unit) => unit.active) };
}

/** x within [low, high]; high when low is above it. @param {number} x @param {number} low @param {number} high */
function clamp(x, low, high) {
  return Math.max(Math.min(x, high), Math.min(low, high));
}

module.exports = { expectedBlocks, estimateRemaining };
