'use strict';

// Reads compare.js's --ndjson file into the block pairing of the paired
// analysis (analysis.js). Pure: text in, pairing out.
//
//   {"type":"run","schedule":"blocks","plan":{...},...}            first line
//   {"type":"sample","binary":"old","filename":"a.js","configuration":"n=5","rate":1.5,"block":0,...}
//
// Samples with the same (filename, configuration, block) and both binaries
// form a pair, d = ln(new rate / old rate); a block with a side missing (a
// failure, an interrupted run, a rate that is not a positive number) is
// null. Other record types (look, progress, failure, ...) are not needed,
// nor a sample's other fields (slot, padding, times, pid, args).
//
// A file from --schedule rounds or from a compare.js before blocks has no
// pairing: the result says why, and the analysis is Welch's. A last line cut
// short by an interrupted run is skipped with a warning. Anything else that
// does not fit is an NdjsonError naming the lines (at most ten), so a broken
// file never pairs the wrong samples. readNdjson reads the same in one pass
// and also keeps the failure records, for the Action's report.

const { quoteText } = require('./csv.js');

const MAX_REPORTED_ERRORS = 10;
// compare.js's --max-runs is at most a few hundred; a block index past this
// is a broken file, and would make the arrays below huge.
const MAX_BLOCKS = 100_000;

class NdjsonError extends Error {}

/**
 * @typedef {import('./analysis.js').Pairing} Pairing
 * @typedef {{ pairing: Pairing | null, note: string | null, warnings: string[],
 *   run: Record<string, any> }} PairingResult
 * note: why there is no pairing (the analysis is then Welch's), or null;
 * run: the run record (schedule, plan, seed, binaries, ...).
 */

/**
 * @param {string} text  the ndjson file's text
 * @returns {PairingResult}
 * @throws {NdjsonError} when a line is not what compare.js writes
 */
function readPairing(text) {
  const { pairing, note, warnings, run, problem } = readNdjson(text, { maxFailures: 0 });
  if (problem !== null) throw new NdjsonError(problem);
  return { pairing, note, warnings, run: /** @type {Record<string, any>} */ (run) };
}

/**
 * The whole file in one reading, for a reader that wants more than the
 * pairing (the Action's report): readPairing's result, the failure records
 * (at most `maxFailures`, kept even when the pairing is refused), and
 * instead of throwing, `problem`: why the file gives no pairing at all.
 * @param {string} text
 * @param {{ maxFailures?: number }} [options]
 * @returns {{ pairing: Pairing | null, note: string | null, warnings: string[],
 *   run: Record<string, any> | null, failures: Record<string, any>[],
 *   unmeasured: Record<string, any>[], problem: string | null }}
 *   unmeasured: the configurations without a result from a binary, and why
 *   (coverage.js), as many as failures
 */
function readNdjson(text, { maxFailures = 1000 } = {}) {
  const warnings = [];
  const errors = [];
  const failures = [];
  const unmeasured = [];
  const lines = text.split('\n');
  const lastLine = text.endsWith('\n') ? -1 : lines.length - 1;
  let run = null;
  let note = null;
  let problem = null;
  const collector = createCollector();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    if (line.trim() === '') continue;
    const where = `line ${i + 1}`;
    let record;
    try {
      record = JSON.parse(line);
    } catch (err) {
      if (i === lastLine) warnings.push(`${where}: skipped an incomplete last line; was the run interrupted?`);
      else errors.push(`${where}: not JSON (${err instanceof Error ? err.message : String(err)})`);
      continue;
    }
    if (record === null || typeof record !== 'object' || Array.isArray(record)) {
      errors.push(`${where}: expected a JSON object, found ${JSON.stringify(record)}`);
    } else if (record.type === 'failure') {
      if (failures.length < maxFailures) failures.push(record);
    } else if (record.type === 'unmeasured') {
      if (unmeasured.length < maxFailures) unmeasured.push(record);
    } else if (run === null && problem === null) {
      problem = checkRun(record) && `${where}: ${checkRun(record)}`;
      if (problem === null) {
        run = { record, line: i + 1 };
        note = noPairing(record);
      }
    } else if (record.type === 'run') {
      errors.push(`${where}: a second run record (the first is on line ${run?.line}): ` +
                  'give analyze.js the ndjson of one run, the one the CSV is from');
    } else if (record.type === 'sample' && note === null && problem === null) {
      const sampleProblem = collector.add(record, i + 1);
      if (sampleProblem) errors.push(`${where}: ${sampleProblem}`);
    }
  }
  const result = { pairing: null, note, warnings, run: run?.record ?? null, failures, unmeasured, problem };
  if (problem !== null || note !== null) return result;
  if (run === null) {
    return { ...result, problem: 'no records: expected compare.js\'s --ndjson output, starting with its run record' };
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_REPORTED_ERRORS);
    if (errors.length > shown.length) shown.push(`... and ${errors.length - shown.length} more`);
    return { ...result, problem: `${errors.length} bad line${errors.length > 1 ? 's' : ''}:\n${shown.join('\n')}` };
  }
  const { blocks, unusable } = collector.pairs();
  if (unusable.count > 0) {
    warnings.push(`${unusable.count} sample${unusable.count > 1 ? 's have' : ' has'} a rate that is not a ` +
                  `positive number (the first on line ${unusable.line}): ${unusable.count > 1 ? 'their' : 'its'} ` +
                  'blocks count as incomplete');
  }
  return { ...result, pairing: { plan: run.record.plan, blocks } };
}

/** What makes the first record unusable, or null. */
function checkRun(record) {
  if (record.type !== 'run') {
    return `expected compare.js's run record first ({"type":"run",...}), found ${JSON.stringify(record.type ?? null)}` +
      ' as the type: is this the file compare.js --ndjson wrote?';
  }
  if (record.driver !== undefined && record.driver !== 'compare.js') {
    return `the run record is ${JSON.stringify(record.driver)}'s, not compare.js's: analyze.js pairs compare.js runs`;
  }
  if (record.schedule !== 'blocks') return null;
  const problem = checkPlan(record.plan);
  return problem && `the run record's plan ${problem}: was the file edited?`;
}

/** Why a run record gives no pairing, or null when it does. */
function noPairing(record) {
  if (record.schedule === 'rounds') {
    return 'is from --schedule rounds, which runs old and new of a configuration a whole file apart, ' +
      'so there are no pairs: Welch\'s test on the CSV, as compare.R';
  }
  if (record.schedule === undefined) {
    return 'has no block numbers (compare.js before --schedule blocks): Welch\'s test on the CSV, as compare.R';
  }
  if (record.schedule !== 'blocks') {
    return `has an unknown schedule ${JSON.stringify(record.schedule)}: Welch's test on the CSV, as compare.R`;
  }
  return null;
}

const isCount = (value) => Number.isInteger(value) && value >= 1 && value <= MAX_BLOCKS;

/** What is wrong with a recorded plan (sequential.js's createPlan shape), or null. */
function checkPlan(plan) {
  if (plan === null || typeof plan !== 'object') return 'is missing';
  if (!(plan.alpha > 0 && plan.alpha < 1)) return `has alpha ${JSON.stringify(plan.alpha)}, not a number between 0 and 1`;
  if (plan.accuracy !== null && !(plan.accuracy > 0)) return `has accuracy ${JSON.stringify(plan.accuracy)}, not null or a positive number`;
  if (plan.power !== undefined && plan.power !== null && !(plan.power > 0.5 && plan.power < 1)) {
    return `has power ${JSON.stringify(plan.power)}, not a number between 0.5 and 1`;
  }
  if (!isCount(plan.minRuns) || !isCount(plan.maxRuns) || plan.minRuns > plan.maxRuns) {
    return `has minRuns ${JSON.stringify(plan.minRuns)} and maxRuns ${JSON.stringify(plan.maxRuns)}, not whole numbers with minRuns <= maxRuns`;
  }
  const looks = plan.looks;
  if (!Array.isArray(looks) || looks.length === 0 || !looks.every(isCount) ||
      looks.some((look, i) => i > 0 && look <= looks[i - 1]) || looks[looks.length - 1] !== plan.maxRuns) {
    return `has looks ${JSON.stringify(looks)}, not increasing block counts ending at maxRuns`;
  }
  return null;
}

/** Samples by (filename, configuration), each side's rates by block index. */
function createCollector() {
  /** @type {Map<string, Map<string, { old: { rate: number, line: number }[], new: { rate: number, line: number }[] }>>} */
  const files = new Map();
  const unusable = { count: 0, line: 0 };
  return {
    /** Adds a sample record; returns what is wrong with it, or null. */
    add(record, line) {
      const { binary, filename, configuration, block, rate } = record;
      if (binary !== 'old' && binary !== 'new') return `the binary must be "old" or "new", found ${JSON.stringify(binary)}`;
      if (typeof filename !== 'string' || typeof configuration !== 'string') return 'filename and configuration must be strings';
      if (!Number.isInteger(block) || block < 0 || block >= MAX_BLOCKS) {
        return `the block must be a whole number from 0 to ${MAX_BLOCKS - 1}, found ${JSON.stringify(block)}`;
      }
      if (rate !== null && typeof rate !== 'number') return `the rate is not a number: ${JSON.stringify(rate)}`;
      let byConfiguration = files.get(filename);
      if (!byConfiguration) files.set(filename, byConfiguration = new Map());
      let sides = byConfiguration.get(configuration);
      if (!sides) byConfiguration.set(configuration, sides = { old: [], new: [] });
      const earlier = sides[binary][block];
      if (earlier) return `a second ${binary} sample of block ${block} of ${filename} ${configuration} (the first is on line ${earlier.line})`;
      // JSON has no NaN: compare.js's NaN rate arrives as null.
      const usable = typeof rate === 'number' && rate > 0 && Number.isFinite(rate);
      if (!usable && unusable.count++ === 0) unusable.line = line;
      sides[binary][block] = { rate: usable ? rate : NaN, line };
      return null;
    },
    /** The pairing's blocks: d per block index, null where a side is missing. */
    pairs() {
      const blocks = [];
      for (const [filename, byConfiguration] of files) {
        for (const [configuration, sides] of byConfiguration) {
          const length = Math.max(sides.old.length, sides.new.length);
          const diffs = Array.from({ length }, (_, b) => {
            const d = Math.log(sides.new[b]?.rate / sides.old[b]?.rate);
            return Number.isFinite(d) ? d : null;
          });
          blocks.push({ filename, configuration, diffs });
        }
      }
      return { blocks, unusable };
    },
  };
}

/**
 * The CSV's configurations the pairing has no block of: when there are any,
 * the ndjson is not this CSV's (or lost lines), and pairing it would leave
 * those rows untested.
 * @param {Pairing} pairing
 * @param {{ filename: string, configuration: string }[]} samples  the CSV's
 * @returns {string[]}  their names, `filename configuration`
 */
function missingFromPairing(pairing, samples) {
  const known = new Map();
  for (const { filename, configuration } of pairing.blocks) {
    if (!known.has(filename)) known.set(filename, new Set());
    known.get(filename).add(configuration);
  }
  const missing = new Set();
  for (const { filename, configuration } of samples) {
    if (!known.get(filename)?.has(configuration)) missing.add(`${filename} ${configuration}`);
  }
  return [...missing];
}

const WELCH_INSTEAD = 'Analysed with Welch\'s test on the CSV instead, without pairing; every sample is in the CSV.';

/**
 * The ndjson's pairing of the CSV's samples, or null (Welch's test) with
 * why: what analyze.js --ndjson and compare.js --analyze both say. An
 * ndjson that cannot be paired costs the pairing, never the report: the CSV
 * holds every sample. Warnings first, then the note, in the order to print.
 * @param {string} text  the ndjson file's text
 * @param {{ filename: string, configuration: string }[]} samples  the CSV's
 * @param {string} name  how the messages name the file, e.g. its path
 * @returns {{ pairing: Pairing | null, warnings: string[], note: string | null }}
 *   warnings: for `warning: ...`; note: for `note: ...`, a whole sentence, when
 *   the file has no pairing by design (--schedule rounds, an older compare.js)
 */
function pairingForCsv(text, samples, name) {
  let result;
  try {
    result = readPairing(text);
  } catch (err) {
    if (!(err instanceof NdjsonError)) throw err;
    return { pairing: null, warnings: [`${name}: ${err.message}\n${WELCH_INSTEAD}`], note: null };
  }
  const warnings = result.warnings.map((warning) => `${name}: ${warning}`);
  if (result.note) return { pairing: null, warnings, note: `${name} ${result.note}.` };
  // readPairing gives a pairing whenever it gives no note.
  const pairing = /** @type {Pairing} */ (result.pairing);
  const missing = missingFromPairing(pairing, samples);
  if (missing.length > 0) {
    warnings.push(`${name} has no block of ${missing.length} configuration${missing.length > 1 ? 's' : ''} ` +
                  `of the CSV (${quoteText(missing[0])}${missing.length > 1 ? ', ...' : ''}): is it the ` +
                  `ndjson of another run?\n${WELCH_INSTEAD}`);
    return { pairing: null, warnings, note: null };
  }
  return { pairing, warnings, note: null };
}

module.exports = { readPairing, readNdjson, missingFromPairing, pairingForCsv, NdjsonError, MAX_BLOCKS };
