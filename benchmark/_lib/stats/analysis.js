'use strict';

// compare.R's analysis, plus multiple-comparison control. Pure: samples in,
// comparisons (numbers) out; rendering is render.js's job.
//
// Per benchmark name (`filename + ' ' + configuration`, sorted in byte
// order): the improvement of the mean rate, Welch's t-test when both sides
// have 2 samples or more, compare.R's three accuracy half-widths, and across
// all tested rows Benjamini-Hochberg q-values and Holm-adjusted p-values.
// The verdict counts changes at a 5% false discovery rate, because with 48
// configurations raw stars give a false one more often than not.
//
// With block pairing (compare.js --schedule blocks: old and new of one
// configuration back to back), each row also gets the paired ratio new/old
// with its 95% interval, and the q-values, Holm p-values and the verdict use
// the p-values of the stopping rule that ran (sequential.js's replay), not
// Welch's: a run that may stop early has to be judged by its own test. The
// Welch columns stay as compare.R computes them either way.

const {
  mean, variance, welchTest, sizeProblem, tQuantile, stars, finiteOrNull, ConstantDataError,
} = require('./basic.js');

const { byteOrder } = require('../text.js');
const { summarize, errorKind, FDR, DEFAULT_MARGIN, NOT_FINITE, BAD_RATES } = require('./verdict-rule.js');
const { decide, UNPAIRED } = require('./decision.js');
const { analyzeAllocations } = require('./allocation-analysis.js');

const RISKS = { '*': 0.05, '**': 0.01, '***': 0.001 };

/**
 * @typedef {{ binary: 'old' | 'new', filename: string, configuration: string, rate: number,
 *   line?: number }} Sample
 * line: the CSV's, for messages.
 * Numbers may be NaN or infinite here (R prints `NaN %`); the JSON
 * renderer turns those into null. null means "not computed".
 * @typedef {{ n: number, mean: number, sd: number }} Side
 * @typedef {'improved' | 'regressed' | 'conclusive' | 'inconclusive' | 'untested'} Outcome
 * @typedef {{
 *   name: string, filename: string, configuration: string, old: Side, new: Side,
 *   improvement: number, pValue: number | null, df: number | null, t: number | null,
 *   stars: string, accuracy: { '*': number | null, '**': number | null, '***': number | null },
 *   qValue: number | null, holmPValue: number | null, error: string | null,
 *   paired?: boolean, blocks?: number | null, ratio?: number | null, ratioLow?: number | null,
 *   ratioHigh?: number | null, pairedAccuracy?: number | null, mde?: number | null,
 *   state?: string | null, sequentialP?: number | null,
 *   outcome?: Outcome, runsForMargin?: number | null, jointBound?: number | null,
 *   allocations?: Allocations | null, memory?: { old: MemorySide, new: MemorySide } | null
 * }} Comparison
 * @typedef {{ old: number, new: number, ratio: number | null, ratioLow: number | null, ratioHigh: number | null,
 *   outcome: 'more' | 'less' | 'unchanged' | 'inconclusive', qValue: number | null, jointBound: number | null,
 *   blocks: number, mde?: number | null }} Allocations  bytes allocated per operation (means over the blocks), new/old;
 *   mde: the smallest change (percent) its paired test would find with 80% power (0: the same bytes in every
 *   block, so any change shows)
 * @typedef {{ maxRSS: number | null, heapUsed: number | null }} MemorySide  medians, bytes
 * analyze() sets every field; the paired ones and the outcome are optional
 * in the type only, for comparisons made by hand (charts, tests).
 * outcome: how the verdict counts the row; runsForMargin: for an
 * inconclusive row, the runs (blocks when paired) its noise predicts for the
 * margin; jointBound: the largest change (percent) its interval leaves
 * possible when every tested row's interval must hold at once (the
 * verdict's "no change larger than"), null when untested.
 *
 * Block pairing, from compare.js's ndjson (samples.js): per configuration,
 * d = ln(new rate / old rate) of each block in block order, null where a
 * side is missing.
 * @typedef {{ filename: string, configuration: string, diffs: (number | null)[] }} BlockDiffs
 * @typedef {{ plan: import('./sequential.js').Plan, blocks: BlockDiffs[] }} Pairing
 */

function side(rates) {
  const m = mean(rates);
  return { n: rates.length, mean: m, sd: Math.sqrt(variance(rates, m)) };
}

/**
 * @param {Sample[]} samples
 * @param {Pairing | null} [pairing]  block pairing; without it, Welch's test alone
 * @returns {{ comparisons: Comparison[], summary: ReturnType<typeof summarize> }}
 */
function analyze(samples, pairing = null) {
  const comparisons = groupSamples(samples).map(compareGroup);
  const paired = Boolean(pairing?.blocks);
  const looks = new Map();
  if (pairing?.blocks) {
    for (const [c, look] of pairComparisons(comparisons, pairing)) looks.set(c, { look, plan: pairing.plan });
  }
  // pairComparisons() sets every sequentialP; the ?? only completes the type.
  const p = comparisons.map((c) => (paired ? (c.sequentialP ?? null) : c.pValue));
  // An adaptive run's margin is the change its plan can tell (sequential.js planMargin).
  const margin = (pairing?.blocks && pairing.plan && require('./sequential.js').marginOf(pairing.plan)) || DEFAULT_MARGIN;
  decide(comparisons, p, { looks, margin });
  const allocations = pairing?.blocks ? analyzeAllocations(comparisons, pairing, margin) : null;
  return { comparisons, summary: { ...summarize(comparisons, { paired, margin }), allocations } };
}

/**
 * The rates of each benchmark name, old and new apart, names in byte order.
 * notFinite: the first sample whose rate is infinite or NaN, if any;
 * notRate: the first whose rate is finite and 0 or less; largest: the one
 * with the largest finite rate (the line an overflow or underflow names).
 * @param {Sample[]} samples
 * @returns {Group[]}
 * @typedef {{ name: string, filename: string, configuration: string,
 *   old: number[], new: number[], notFinite?: Sample | null, notRate?: Sample | null,
 *   largest?: Sample | null }} Group
 */
function groupSamples(samples) {
  // By file, then by configuration: no string is built per sample.
  const files = new Map();
  const groups = [];
  for (const sample of samples) {
    let byConfiguration = files.get(sample.filename);
    if (!byConfiguration) files.set(sample.filename, byConfiguration = new Map());
    let group = byConfiguration.get(sample.configuration);
    if (!group) {
      group = { name: `${sample.filename} ${sample.configuration}`, filename: sample.filename,
                configuration: sample.configuration, old: [], new: [], notFinite: null, notRate: null,
                largest: null };
      byConfiguration.set(sample.configuration, group);
      groups.push(group);
    }
    const { rate } = sample;
    group[sample.binary].push(rate);
    if (!Number.isFinite(rate)) {
      group.notFinite ??= sample;
    } else {
      if (rate <= 0) group.notRate ??= sample;
      if (group.largest === null || rate > group.largest.rate) group.largest = sample;
    }
  }
  return groups.sort((a, b) => byteOrder(a.name, b.name));
}

/**
 * @param {Group} group
 * @returns {Comparison}
 */
function compareGroup(group) {
  const { name } = group;
  const oldMean = mean(group.old);
  const newMean = mean(group.new);
  /** @type {Comparison} */
  const comparison = {
    name,
    filename: group.filename,
    configuration: group.configuration,
    old: side(group.old),
    new: side(group.new),
    // NaN when a side has no sample (R prints `NaN %`); JSON makes it null.
    improvement: ((newMean - oldMean) / oldMean) * 100,
    pValue: null,
    df: null,
    t: null,
    stars: 'NA',
    accuracy: { '*': null, '**': null, '***': null },
    qValue: null,
    holmPValue: null,
    error: null,
    ...UNPAIRED,
    outcome: 'untested',
    runsForMargin: null,
    jointBound: null,
    allocations: null,
    memory: null,
  };
  // R's t.test drops a NaN and stops on an infinity ("missing value where
  // TRUE/FALSE needed"); either way the rate says the benchmark measured
  // nothing, and the row says which rate that is.
  if (group.notFinite) {
    comparison.error = notFiniteError(group.notFinite);
    return comparison;
  }
  // A rate of 0 or less is not operations per second: the row is not
  // tested, though compare.R prints it as any other (its cells are kept
  // below, where R's test gives them).
  const notRate = group.notRate ? rateError('not a rate', group.notRate) : null;
  if (group.old.length < 2 || group.new.length < 2) {
    comparison.error = notRate;
    return comparison;
  }
  let test;
  try {
    // R's formula interface orders the levels "new", "old": x is new.
    test = welchTest(group.new, group.old);
  } catch (err) {
    if (!(err instanceof ConstantDataError)) throw err;
    // R says "essentially constant" too when the rates differ, but are so
    // small that the squares of their differences round to 0.
    comparison.error = notRate ?? sizeError(group) ?? err.message;
    return comparison;
  }
  // Rates so large or small that a variance overflows, or the df's
  // stderr^4 over- or underflows, give a p-value of NaN, where compare.R
  // stops (its stars compare p).
  if (Number.isNaN(test.pValue)) {
    comparison.error = notRate ?? sizeError(group) ?? rateError('overflow', group.largest);
    return comparison;
  }
  comparison.stars = stars(test.pValue);
  // compare.R's shared standard error, computed as it computes it.
  const sharedSe = Math.sqrt(test.varY / group.old.length + test.varX / group.new.length);
  for (const [label, risk] of Object.entries(RISKS)) {
    comparison.accuracy[label] = ((tQuantile(1 - risk / 2, test.df) * sharedSe) / oldMean) * 100;
  }
  if (notRate) {
    // compare.R's cells, and nothing the verdict could count.
    comparison.error = notRate;
    return comparison;
  }
  comparison.pValue = test.pValue;
  comparison.df = test.df;
  comparison.t = test.t;
  return comparison;
}

/**
 * `not finite: the new rate on line 7 is Inf`, the value as R and the
 * improvement column print it.
 * @param {Sample} sample
 */
function notFiniteError(sample) {
  const value = Number.isNaN(sample.rate) ? 'NaN' : sample.rate > 0 ? 'Inf' : '-Inf';
  const where = sample.line === undefined ? '' : ` on line ${sample.line}`;
  return `${NOT_FINITE}the ${sample.binary} rate${where} is ${value}`;
}

/**
 * `not a rate: the old rate on line 3 is -100`, or for `overflow` and
 * `underflow`, what the rates' size is: `the largest rate is 3e+300 (the new
 * rate on line 8)`.
 * @param {typeof BAD_RATES[number]} kind
 * @param {Sample | null | undefined} sample
 */
function rateError(kind, sample) {
  const where = sample?.line === undefined ? '' : ` on line ${sample.line}`;
  const which = `the ${sample?.binary} rate${where}`;
  if (kind === 'not a rate') return `${kind}: ${which} is ${sample?.rate}`;
  return `${kind}: the largest rate is ${sample?.rate} (${which})`;
}

/** The overflow or underflow error of a group whose test failed for the rates' size, or null. */
function sizeError(group) {
  const problem = sizeProblem(group.new, group.old);
  return problem && rateError(problem, group.largest);
}

/** Whether a row's rates are ones no test may count (an error other than R's "constant"). */
function badRates(c) {
  const kind = errorKind(c);
  return kind === 'not finite' || BAD_RATES.some((bad) => bad === kind);
}

/**
 * Adds the paired fields: the ratio and its interval over all complete
 * blocks, and the state and p-value of the stopping rule replayed as the
 * runner ran it. A configuration the pairing lacks has 0 blocks: untested.
 * replay() always ends on a final look, so state is never 'continue' here.
 * @param {Comparison[]} comparisons
 * @param {Pairing} pairing
 * @returns {Map<Comparison, import('./sequential.js').LookResult>}  each tested row's last look
 */
function pairComparisons(comparisons, pairing) {
  // Required here, not above: a Welch-only report never needs the engine.
  const { pairedStats, replay } = require('./sequential.js');
  /** @type {Map<Comparison, import('./sequential.js').LookResult>} */
  const looks = new Map();
  const byFile = new Map();
  for (const { filename, configuration, diffs } of pairing.blocks) {
    let byConfiguration = byFile.get(filename);
    if (!byConfiguration) byFile.set(filename, byConfiguration = new Map());
    byConfiguration.set(configuration, diffs);
  }
  for (const c of comparisons) {
    /** @type {(number | null)[]} */
    const diffs = byFile.get(c.filename)?.get(c.configuration) ?? [];
    const complete = diffs.filter((d) => d !== null);
    c.paired = true;
    c.blocks = complete.length;
    // A rate that is not finite, or not a rate, stops the paired test as it stops Welch's.
    if (complete.length === 0 || badRates(c)) continue;
    /** @type {import('./sequential.js').PairedStats & Partial<import('./sequential.js').LookResult>} */
    const stats = complete.length < 2 ? pairedStats(complete) : replay(pairing.plan, diffs);
    c.ratio = finiteOrNull(stats.ratio);
    c.ratioLow = finiteOrNull(stats.ratioLow);
    c.ratioHigh = finiteOrNull(stats.ratioHigh);
    c.pairedAccuracy = finiteOrNull(stats.accuracy);
    c.mde = finiteOrNull(stats.mde);
    c.state = stats.state ?? null;
    // Every block giving the same ratio has no t: untested, as compare.R's
    // "constant" (the engine's p of 1 would count it as a test).
    c.sequentialP = stats.error === null && stats.state !== 'continue' ? finiteOrNull(stats.pValue) : null;
    if (complete.length >= 2) looks.set(c, /** @type {import('./sequential.js').LookResult} */ (stats));
  }
  return looks;
}

module.exports = {
  analyze, groupSamples, summarize, RISKS, FDR, DEFAULT_MARGIN,
};
