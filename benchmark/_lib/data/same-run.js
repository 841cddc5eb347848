'use strict';

// Whether compare.js's CSV and its --ndjson are one run's. The CSV stays
// Node core's, with no column for a run id, so what ties the two files is
// their results: compare.js writes each result as a CSV row and, right
// after it, as a sample record with the same binary, file, configuration
// and rate (run/blocks.js; compare.js's rounds). A rate is a count over a
// time in nanoseconds, written with all its digits: two runs do not measure
// the same one (a fixture whose rate ignores the clock can, and then its
// runs cannot be told apart, nor need to be). So the files are one run's
// when every result of one is in the other; the readers refuse them
// otherwise, naming the CSV's first row that the ndjson does not have:
//
//   a.csv and b.ndjson are not from the same run (b.ndjson is run 5f0c9a17e2b4d803): a.csv line 2 has
//   old "buffers/x.js" "n=1" at 4117254.18, and b.ndjson line 3 has the same binary and configuration at
//   692114.3 (the first of its samples that a.csv does not have). Give the CSV and the --ndjson file that
//   one compare.js run wrote
//
// "In the other" and not "row by row", so that a file cut short (a run
// stopped between its two writes, a copy taken while it ran) still goes
// with the whole other, and so does one with a line lost or repeated (a
// broken file: samples.js names its lines, and pairs nothing). Samples
// whose rate is null (an older compare.js's NaN, a `null` row of its CSV)
// are left out on both sides, as the CSV's readers leave those rows out;
// so is a sample line whose key fields are out of bounds. The samples are
// not collected: each is looked up, as it is read, among the CSV's rows
// indexed by rate, so an ndjson of a million samples costs no second copy.

const { quoteText } = require('./csv.js');
const { LIMITS } = require('./records.js');

/** A CSV and an ndjson of two runs: every reader refuses them with this message (a usage error). */
class DifferentRunError extends Error {
  name = 'DifferentRunError';
}

/**
 * @typedef {{ binary: string, filename: string, configuration: string, rate: number, line: number }} Row
 *   a result as one file has it, with its line in that file
 * @typedef {{ row: Row, sample: Row, same: boolean }} Difference  the CSV's first row that the ndjson
 *   does not have; sample: the ndjson's first sample that the CSV does not have, of the row's binary and
 *   configuration (same: true) or, when there is none, of any
 */

/** The key of a result without its rate. @param {Pick<Row, 'binary' | 'filename' | 'configuration'>} r */
const nameOf = (r) => `${r.binary}\n${r.filename}\n${r.configuration}`;

/**
 * Follows the ndjson's samples against the CSV's rows.
 * @param {readonly Row[]} rows  the CSV's rated rows (csv.js parseCompareCsv's samples), in any order
 */
function createRowCheck(rows) {
  /** @type {Map<number, number[]>} rate -> the rows of that rate */
  const byRate = new Map();
  rows.forEach((row, index) => {
    const same = byRate.get(row.rate);
    if (same) same.push(index);
    else byRate.set(row.rate, [index]);
  });
  const found = new Uint8Array(rows.length);
  /** @type {Row | null} the first sample that no row has */
  let stray = null;
  /** @type {Map<string, Row>} each binary and configuration's first sample that no row has */
  const firsts = new Map();
  return {
    /**
     * A sample line of the ndjson.
     * @param {Record<string, any> | null} record  null: a sample line whose key fields are out of bounds
     * @param {number} line
     */
    sample(record, line) {
      if (record === null || !isResult(record)) return;
      const sample = { binary: record.binary, filename: record.filename, configuration: record.configuration,
        rate: record.rate, line };
      let known = false;
      for (const index of byRate.get(sample.rate) ?? []) {
        if (!sameResult(rows[index], sample)) continue;
        found[index] = 1;
        known = true;
      }
      if (known) return;
      // Kept for the message only: the files of one run never get here.
      stray ??= sample;
      const name = nameOf(sample);
      if (!firsts.has(name)) firsts.set(name, sample);
    },
    /** The first row the ndjson does not have, when neither file's results are all in the other; else null. */
    difference() {
      const missing = found.indexOf(0);
      if (stray === null || missing === -1) return null;
      const row = rows[missing];
      const first = firsts.get(nameOf(row));
      return first ? { row, sample: first, same: true } : { row, sample: stray, same: false };
    },
  };
}

/** @param {Record<string, any>} record */
function isResult(record) {
  return typeof record.binary === 'string' && typeof record.filename === 'string' &&
    typeof record.configuration === 'string' && typeof record.rate === 'number';
}

/**
 * The same result: the same binary, file, configuration and rate. A
 * configuration longer than records.js's bound is cut in the record, whole
 * in the CSV.
 * @param {Row} row @param {Row} sample
 */
function sameResult(row, sample) {
  const configuration = row.configuration === sample.configuration ||
    (sample.configuration.length === LIMITS.text && row.configuration.startsWith(sample.configuration));
  return configuration && row.binary === sample.binary && row.filename === sample.filename && row.rate === sample.rate;
}

/** @param {Row} r */
const described = (r) => `${r.binary} ${quoteText(r.filename)} ${quoteText(r.configuration)} at ${r.rate}`;

/** What a person at the command line does about it. */
const GIVE_ONE_RUN = 'Give the CSV and the --ndjson file that one compare.js run wrote';

/**
 * The refusal, in words: both files, the CSV's first row that the ndjson
 * does not have, the ndjson's value for it, the ndjson's run id when it
 * has one, and what to do.
 * @param {Difference} difference
 * @param {{ csv: string, ndjson: string, runId?: string | null, advice?: string }} names  how to name the
 *   files, e.g. their paths; advice: the last sentence (default: GIVE_ONE_RUN)
 */
function differentRunMessage({ row, sample, same }, { csv, ndjson, runId = null, advice = GIVE_ONE_RUN }) {
  const theirs = same ?
    `and ${ndjson} line ${sample.line} has the same binary and configuration at ${sample.rate} (the first of its ` +
      `samples that ${csv} does not have)` :
    `which ${ndjson} does not have; the first of its samples that ${csv} does not have is on line ${sample.line}: ` +
      described(sample);
  return `${csv} and ${ndjson} are not from the same run${runId ? ` (${ndjson} is run ${runId})` : ''}: ` +
    `${csv} line ${row.line} has ${described(row)}, ${theirs}. ${advice}`;
}

module.exports = { DifferentRunError, createRowCheck, differentRunMessage };
