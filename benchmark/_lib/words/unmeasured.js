'use strict';

// The `unmeasured` records of compare.js's ndjson (coverage.js makes them)
// in words: on compare.js's stderr at the end of a run, and in the Action's
// comment (src/modes/report.js). Pure, with no dependency, so that the
// Action's bundle can take it.

const BINARIES = /** @type {const} */ (['old', 'new']);

/**
 * Why a result whose rate is not a finite number is none: `reported the
 * rate null (not a number of operations per second)`.
 * The failure records of compare.js (job.js) and the report of an older
 * CSV's `null` rows (src/results/read-results.js) say it alike.
 * @param {string} rate  as written: `null`, `-5`
 */
function badRateCause(rate) {
  return `reported the rate ${rate} (not a number of operations per second)`;
}

/**
 * The unmeasured records as lines for stderr, under one heading; '' when none.
 *   compare.js: 2 configurations got no result from a binary:
 *     misc/steps.js step=3 n=10: old and new: exited with code 1 in all 2 runs · Error: boom
 * @param {string} driver
 * @param {import('../run/coverage.js').Unmeasured[]} records
 */
function renderUnmeasured(driver, records) {
  if (records.length === 0) return '';
  const lines = records.map((record) => `  ${unmeasuredLine(record)}\n`);
  // A file's "all" has no count, and then neither has the total.
  const count = records.some((r) => r.count === null) ? null : records.reduce((sum, r) => sum + (r.count ?? 1), 0);
  const what = count === null ? 'configurations (some files: all of them)' :
    `${count} configuration${count > 1 ? 's' : ''}`;
  return `${driver}: ${what} got no result from a binary (listed in --ndjson as "unmeasured"):\n${lines.join('')}`;
}

/**
 * What an unmeasured record is about and why, as plain text: what
 * `misc/steps.js step=3` or `misc/steps.js (2 configurations never started,
 * so unnamed)`; why `old and new: exited with code 1 …` or `old: …; new: …`.
 * @param {{ filename: string, configuration: string | null, count: number | null,
 *   old: string | null, new: string | null }} record
 */
function unmeasuredParts(record) {
  const what = record.configuration !== null ? `${record.filename} ${record.configuration}` :
    record.count === null ? `${record.filename} (all its configurations)` :
    `${record.filename} (${record.count} configuration${record.count > 1 ? 's' : ''} never started, so unnamed)`;
  const why = record.old === record.new ? `old and new: ${record.old}` :
    BINARIES.filter((b) => record[b]).map((b) => `${b}: ${record[b]}`).join('; ');
  return { what, why };
}

/** @param {Parameters<typeof unmeasuredParts>[0]} record */
function unmeasuredLine(record) {
  const { what, why } = unmeasuredParts(record);
  return `${what}: ${why}`;
}

module.exports = { badRateCause, renderUnmeasured, unmeasuredParts };
