'use strict';

// compare.R's analysis, plus multiple-comparison control. Pure: samples in,
// comparisons (numbers) out; rendering is _render.js's job.
//
// Per benchmark name (`filename + ' ' + configuration`, sorted in byte
// order): the improvement of the mean rate, Welch's t-test when both sides
// have 2 samples or more, compare.R's three accuracy half-widths, and across
// all tested rows Benjamini-Hochberg q-values and Holm-adjusted p-values.
// The verdict counts changes at a 5% false discovery rate, because with 48
// configurations raw stars give a false one more often than not.

const {
  mean, variance, welchTest, tQuantile, adjustBH, adjustHolm, stars, ConstantDataError,
} = require('./_stats.js');

const RISKS = { '*': 0.05, '**': 0.01, '***': 0.001 };
const FDR = 0.05;

/**
 * @typedef {{ binary: 'old' | 'new', filename: string, configuration: string, rate: number }} Sample
 * Numbers may be NaN or infinite here (R prints `NaN %`); the JSON
 * renderer turns those into null. null means "not computed".
 * @typedef {{ n: number, mean: number, sd: number }} Side
 * @typedef {{
 *   name: string, filename: string, configuration: string, old: Side, new: Side,
 *   improvement: number, pValue: number | null, df: number | null, t: number | null,
 *   stars: string, accuracy: { '*': number | null, '**': number | null, '***': number | null },
 *   qValue: number | null, holmPValue: number | null, error: string | null
 * }} Comparison
 */

function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

function side(rates) {
  const m = mean(rates);
  return { n: rates.length, mean: m, sd: Math.sqrt(variance(rates, m)) };
}

/**
 * @param {Sample[]} samples
 * @returns {{ comparisons: Comparison[], summary: ReturnType<typeof summarize> }}
 */
function analyze(samples) {
  const comparisons = groupSamples(samples).map(compareGroup);
  const q = adjustBH(comparisons.map((c) => c.pValue));
  const holm = adjustHolm(comparisons.map((c) => c.pValue));
  comparisons.forEach((c, i) => {
    c.qValue = q[i];
    c.holmPValue = holm[i];
  });
  return { comparisons, summary: summarize(comparisons) };
}

/**
 * The rates of each benchmark name, old and new apart, names in byte order.
 * @param {Sample[]} samples
 * @returns {Group[]}
 * @typedef {{ name: string, filename: string, configuration: string,
 *   old: number[], new: number[] }} Group
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
                configuration: sample.configuration, old: [], new: [] };
      byConfiguration.set(sample.configuration, group);
      groups.push(group);
    }
    group[sample.binary].push(sample.rate);
  }
  const keys = new Map(groups.map((g) => [g, Buffer.from(g.name, 'utf8')]));
  return groups.sort((a, b) => Buffer.compare(keys.get(a), keys.get(b)));
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
  };
  if (group.old.length < 2 || group.new.length < 2) return comparison;
  let test;
  try {
    // R's formula interface orders the levels "new", "old": x is new.
    test = welchTest(group.new, group.old);
  } catch (err) {
    if (!(err instanceof ConstantDataError)) throw err;
    comparison.error = err.message;
    return comparison;
  }
  comparison.pValue = test.pValue;
  comparison.df = test.df;
  comparison.t = test.t;
  comparison.stars = stars(test.pValue);
  // compare.R's shared standard error, computed as it computes it.
  const sharedSe = Math.sqrt(test.varY / group.old.length + test.varX / group.new.length);
  for (const [label, risk] of Object.entries(RISKS)) {
    comparison.accuracy[label] = ((tQuantile(1 - risk / 2, test.df) * sharedSe) / oldMean) * 100;
  }
  return comparison;
}

/**
 * @param {Comparison[]} comparisons
 */
function summarize(comparisons) {
  const tested = comparisons.filter((c) => c.qValue !== null);
  const changed = tested.filter((c) => c.qValue < FDR);
  return {
    comparisons: comparisons.length,
    tested: tested.length,
    untested: comparisons.length - tested.length,
    constant: comparisons.filter((c) => c.error !== null).length,
    improved: changed.filter((c) => c.improvement > 0).length,
    regressed: changed.filter((c) => c.improvement < 0).length,
    fdr: FDR,
  };
}

/**
 * One line a person can act on:
 *   "2 of 48 configurations improved and 1 regressed (5% false discovery rate)."
 * @param {ReturnType<typeof summarize>} summary
 */
function verdict(summary) {
  const { tested, improved, regressed, untested } = summary;
  const of = `of ${tested} configuration${tested === 1 ? '' : 's'}`;
  let text;
  if (tested === 0) {
    text = 'No configuration could be tested (each side needs at least 2 samples).';
  } else if (improved === 0 && regressed === 0) {
    text = `No significant change in any ${of} at a 5% false discovery rate.`;
  } else {
    const parts = [];
    if (improved > 0) parts.push(`${improved} improved`);
    if (regressed > 0) parts.push(`${regressed} regressed`);
    text = `${parts.join(' and ')} ${of} compared (5% false discovery rate, Benjamini-Hochberg).`;
    text = text[0].toUpperCase() + text.slice(1);
  }
  if (untested > 0 && tested > 0) {
    text += ` ${untested} could not be tested.`;
  }
  return text;
}

module.exports = { analyze, groupSamples, summarize, verdict, byteOrder, RISKS, FDR };
