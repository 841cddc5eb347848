'use strict';

// Allocations, the second paired metric (docs/statistics.md, "Allocations per
// operation"): bytes allocated per operation, decided as time is
// (decision.js), in a family of its own; max RSS and heap used, reported as
// medians.

const { mean, variance, finiteOrNull } = require('./basic.js');
const { summarize } = require('./verdict-rule.js');
const { decide, UNPAIRED } = require('./decision.js');
// What a sample may carry besides its rate.
const { MEASURES } = require('../data/records.js');

/**
 * @typedef {import('./analysis.js').Comparison} Comparison
 * @typedef {import('./analysis.js').Pairing} Pairing
 * @typedef {import('./analysis.js').Outcome} Outcome
 * @typedef {import('./analysis.js').Allocations} Allocations
 */

/**
 * Allocations: a second paired metric, analysed like time. Per
 * configuration, d_b = ln(bytes per operation new / old) of each block where
 * both binaries counted them; a plain paired t over the blocks the run had
 * (time's stopping rule chose them; allocations do not stop a run), then
 * the same decision as time's, in a family of its own: q-values at a 5%
 * false discovery rate, intervals that hold jointly for the verdict's
 * claim, conclusive when the 95% interval lies within the margin. A ratio
 * the same in every block (allocations are often exact) is known exactly:
 * changed when it is not 1. Max RSS and heap used are reported, not
 * tested: they are far noisier (docs/statistics.md, "Allocations per operation").
 *
 * null for each row whose binaries did not both count (Node before 26),
 * and for the whole report when no row has allocations.
 * @param {Comparison[]} comparisons
 * @param {Pairing} pairing
 * @param {number} margin
 * @returns {AllocationSummary | null}
 */
function analyzeAllocations(comparisons, pairing, margin) {
  const { look, createFixedPlan } = require('./sequential.js');
  const memoryOf = blockMemory(pairing);
  /** @type {Comparison[]} */
  const rows = [];
  const looks = new Map();
  for (const c of comparisons) {
    c.allocations = null;
    c.memory = memorySummary(memoryOf(c));
    const pairs = /** @type {Array<{ old: { allocated: number }, new: { allocated: number } }>} */ (
      memoryOf(c).filter((b) => isBytes(b.old?.allocated) && isBytes(b.new?.allocated)));
    if (pairs.length === 0) continue;
    const row = allocationRow(c, pairs);
    const diffs = pairs.map((b) => Math.log(Math.max(b.new.allocated, FLOOR) / Math.max(b.old.allocated, FLOOR)));
    if (diffs.length >= 2) {
      const plan = createFixedPlan(diffs.length);
      const result = look(plan, diffs, [], { blocks: diffs.length });
      Object.assign(row, pairedFields(result));
      if (result.error === 'constant') exact(row, result.mean);
      else looks.set(row, { look: result, plan });
    }
    rows.push(row);
  }
  if (rows.length === 0) return null;
  decide(rows, rows.map((row) => row.sequentialP ?? null), { looks, margin });
  rows.forEach((row) => {
    const c = /** @type {Comparison} */ (comparisons.find((x) => x.name === row.name));
    c.allocations = {
      old: row.old.mean, new: row.new.mean, ratio: row.ratio ?? null, ratioLow: row.ratioLow ?? null,
      ratioHigh: row.ratioHigh ?? null, outcome: ALLOCATION_OUTCOMES[row.outcome ?? 'untested'],
      qValue: row.qValue, jointBound: row.jointBound ?? null, blocks: row.blocks ?? 0, mde: row.mde ?? null,
    };
  });
  const summary = summarize(rows, { paired: true, margin });
  return {
    counted: rows.length, comparisons: comparisons.length, more: summary.improved, less: summary.regressed,
    unchanged: summary.conclusive, inconclusive: summary.inconclusive, untested: summary.untested,
    detectable: summary.detectable, margin,
    largestMore: largest(rows, 'improved'), largestLess: largest(rows, 'regressed'),
    largestMoreBytes: largestBytes(rows, 'improved'),
  };
}

/**
 * @typedef {{ counted: number, comparisons: number, more: number, less: number, unchanged: number,
 *   inconclusive: number, untested: number, detectable: number | null, margin: number,
 *   largestMore: number | null, largestLess: number | null,
 *   largestMoreBytes: { old: number, new: number } | null }} AllocationSummary
 *   counted: the rows both binaries counted allocations for; more/less: changed at a 5% false
 *   discovery rate; largestMore/largestLess: the largest change either way among them (percent);
 *   largestMoreBytes: the bytes per operation, old and new, of the row with largestMore
 * @typedef {{ allocated: number | null, maxRSS: number | null, heapUsed: number | null }} Memory
 * @typedef {{ old: Memory | null, new: Memory | null }} BlockMemory
 */

// Below this many bytes per operation, V8's counter (by allocation buffer)
// cannot tell amounts apart; a 0 becomes this, so a ratio stays finite.
const FLOOR = 0.001;
// Allocations count the other way round from time: a higher ratio is more bytes.
/** @type {Record<Outcome, Allocations['outcome']>} */
const ALLOCATION_OUTCOMES = { improved: 'more', regressed: 'less', conclusive: 'unchanged',
  inconclusive: 'inconclusive', untested: 'inconclusive' };

const isBytes = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Each row's memory per block, from the pairing (samples.js keeps each
 * measure by block index beside the diffs; none when the run recorded none).
 * @param {Pairing} pairing
 * @returns {(c: Comparison) => BlockMemory[]}
 */
function blockMemory(pairing) {
  const byName = new Map();
  for (const block of /** @type {any[]} */ (pairing.blocks)) {
    const count = Math.max(0, ...MEASURES.flatMap((m) => [block[m]?.old?.length ?? 0, block[m]?.new?.length ?? 0]));
    const side = (binary, i) => {
      const values = Object.fromEntries(MEASURES.map((m) => [m, block[m]?.[binary]?.[i] ?? null]));
      return MEASURES.some((m) => values[m] !== null) ? /** @type {Memory} */ (values) : null;
    };
    byName.set(`${block.filename} ${block.configuration}`,
      Array.from({ length: count }, (_, i) => ({ old: side('old', i), new: side('new', i) })));
  }
  return (c) => byName.get(c.name) ?? [];
}

/** An allocation row, shaped as the verdict reads a paired comparison. */
function allocationRow(c, pairs) {
  const side = (values) => ({ n: values.length, mean: mean(values), sd: Math.sqrt(variance(values, mean(values))) });
  return {
    ...c, ...UNPAIRED, paired: true, blocks: pairs.length, pValue: null, error: null,
    old: side(pairs.map((b) => b.old.allocated)), new: side(pairs.map((b) => b.new.allocated)),
    accuracy: { '*': null, '**': null, '***': null },
  };
}

/** A paired look's fields of a row. */
function pairedFields(result) {
  return {
    ratio: finiteOrNull(result.ratio), ratioLow: finiteOrNull(result.ratioLow), ratioHigh: finiteOrNull(result.ratioHigh),
    pairedAccuracy: finiteOrNull(result.accuracy), mde: finiteOrNull(result.mde), state: result.state,
    sequentialP: result.error === null ? finiteOrNull(result.pValue) : null,
  };
}

/** A ratio the same in every block: known exactly, changed unless it is 1. */
function exact(row, meanLog) {
  const ratio = Math.exp(meanLog);
  Object.assign(row, { ratio, ratioLow: ratio, ratioHigh: ratio, pairedAccuracy: 0, mde: 0,
    state: meanLog === 0 ? 'cap' : 'crossed', sequentialP: meanLog === 0 ? 1 : 0 });
}

/** The largest change (percent) among rows of an outcome, or null. */
function largest(rows, outcome) {
  const changes = rows.filter((r) => r.outcome === outcome).map((r) => Math.abs(100 * ((r.ratio ?? 1) - 1)));
  return changes.length > 0 ? Math.max(...changes) : null;
}

/** Bytes per operation, old and new, of the row that allocates the most more (the words give them past +1,000%). */
function largestBytes(rows, outcome) {
  const row = rows.filter((r) => r.outcome === outcome).sort((a, b) => (b.ratio ?? 1) - (a.ratio ?? 1))[0];
  return row ? { old: row.old.mean, new: row.new.mean } : null;
}

/** The medians of max RSS and heap used of each binary's blocks (not tested: reported). */
function memorySummary(blocks) {
  const median = (values) => {
    const sorted = values.filter(isBytes).sort((a, b) => a - b);
    return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
  };
  const side = (binary) => ({ maxRSS: median(blocks.map((b) => b[binary]?.maxRSS)),
    heapUsed: median(blocks.map((b) => b[binary]?.heapUsed)) });
  const memory = { old: side('old'), new: side('new') };
  return Object.values(memory).some((m) => m.maxRSS !== null || m.heapUsed !== null) ? memory : null;
}

module.exports = { analyzeAllocations };
