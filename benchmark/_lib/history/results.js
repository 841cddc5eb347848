'use strict';

// What a run gives the history store (history/store.js): compare.js's CSV
// (and its --ndjson) analysed as analyze.js does, each configuration reduced
// to its ratio new/old with the 95% interval, or named as failed.

const { parseCompareCsv, decode } = require('../data/csv.js');
const { pairingForCsv, readNdjson } = require('../data/samples.js');
const { analyze } = require('../stats/analysis.js');
const { HistoryError, LIMITS } = require('./store.js');

/**
 * @typedef {import('./store.js').Measured} Measured
 * @typedef {import('./store.js').Failed} Failed
 */

/**
 * What one comparison (analysis.js) gives the store: the paired ratio with
 * its interval, or, without blocks (no --ndjson, or Node core's rounds),
 * the ratio of the means with Welch's 95% interval (compare.R's accuracy).
 * Null when the configuration was not tested (its `error`).
 * @param {any} c  a comparison of analysis.js
 * @returns {Measured | null}
 */
function measuredOf(c) {
  if (c.error) return null;
  let ratio = c.ratio;
  let low = c.ratioLow;
  let high = c.ratioHigh;
  if (!(Number.isFinite(ratio) && Number.isFinite(low) && Number.isFinite(high))) {
    ratio = c.new.mean / c.old.mean;
    const half = c.accuracy?.['*'];
    if (!Number.isFinite(ratio) || !Number.isFinite(half)) return null;
    // compare.R's interval is on the difference of the means, relative to old's: it can reach below 0.
    low = Math.max(ratio / 1000, 1 + (c.improvement - half) / 100);
    high = Math.max(low, 1 + (c.improvement + half) / 100);
  }
  if (!(ratio > 0 && low > 0 && low <= ratio && ratio <= high)) return null;
  const a = c.allocations;
  return {
    filename: c.filename, configuration: c.configuration, ratio, ratioLow: low, ratioHigh: high,
    blocks: Number.isInteger(c.blocks) ? c.blocks : null, referenceRate: c.old.mean, rate: c.new.mean,
    allocations: a && a.ratio > 0 && a.ratioLow > 0 && a.ratioHigh >= a.ratioLow ?
      { ratio: a.ratio, ratioLow: a.ratioLow, ratioHigh: a.ratioHigh } : null,
  };
}

/**
 * The measured and the failed configurations of an analysis.
 * @param {any[]} comparisons  analysis.js's
 * @param {{ filename: string, configuration: string | null, old?: string | null, new?: string | null }[]} [unmeasured]
 *   compare.js's `unmeasured` records: configurations without a result from a binary
 */
function resultsOf(comparisons, unmeasured = []) {
  /** @type {Measured[]} */
  const configurations = [];
  /** @type {Failed[]} */
  const failed = [];
  for (const c of comparisons) {
    const measured = measuredOf(c);
    if (measured) configurations.push(measured);
    else failed.push({ filename: c.filename, configuration: c.configuration, reason: clipText(c.error ?? 'no interval') });
  }
  for (const u of unmeasured) {
    if (u.configuration === null) continue;
    const reason = [u.old && `reference: ${u.old}`, u.new && `commit: ${u.new}`].filter(Boolean).join('; ');
    failed.push({ filename: u.filename, configuration: u.configuration, reason: clipText(reason || 'no result') });
  }
  return { configurations, failed };
}

/**
 * A run's results (compare.js's CSV, and its --ndjson when there is one) as
 * the store keeps them: analysed as analyze.js does (paired by blocks when
 * the ndjson allows), each configuration's ratio with its interval.
 * @param {Buffer | string} csv  @param {string | null} ndjson
 * @param {string} [source]  the CSV's name, for messages
 * @param {string} [ndjsonName]  the ndjson's
 * @returns {{ configurations: Measured[], failed: Failed[], warnings: string[] }}
 * @throws {import('../data/csv.js').CsvError} a CSV that cannot be read
 * @throws {import('../data/same-run.js').DifferentRunError} a CSV and an ndjson of two runs: nothing
 *   of either may go into the store
 */
function resultsOfRun(csv, ndjson, source = 'results.csv', ndjsonName = 'the ndjson') {
  const { text, warnings } = decode(typeof csv === 'string' ? Buffer.from(csv) : csv);
  const parsed = parseCompareCsv(text);
  const notes = [...warnings, ...parsed.warnings];
  if (parsed.samples.length === 0) throw new HistoryError(`${source}: the CSV has a header but no results`);
  let pairing = null;
  let unmeasured = [];
  if (ndjson !== null) {
    const paired = pairingForCsv(ndjson, parsed.samples, ndjsonName, source);
    notes.push(...paired.warnings);
    if (paired.note) notes.push(`${paired.note}: the intervals are Welch's, not paired`);
    pairing = paired.pairing;
    unmeasured = readNdjson(ndjson).unmeasured.map((u) => ({ filename: String(u.filename),
      configuration: typeof u.configuration === 'string' ? u.configuration : null,
      old: typeof u.old === 'string' ? u.old : null, new: typeof u.new === 'string' ? u.new : null }));
  }
  return { ...resultsOf(analyze(parsed.samples, pairing).comparisons, unmeasured), warnings: notes };
}

/** @param {string} text */
const clipText = (text) => (text.length > LIMITS.text ? `${text.slice(0, LIMITS.text - 1)}…` : text);

module.exports = { measuredOf, resultsOf, resultsOfRun };
