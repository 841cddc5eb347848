'use strict';

// Reads compare.js's --ndjson file into the block pairing of the paired
// analysis (analysis.js). Pure: text in, pairing out. The records are
// records.js's (their types, fields and bounds):
//
//   {"type":"run","version":1,"schedule":"blocks","plan":{...},...}           first line
//   {"type":"sample","binary":"old","filename":"a.js","configuration":"n=5","rate":1.5,"block":0,...}
//
// Samples with the same (filename, configuration, block) and both binaries
// form a pair, d = ln(new rate / old rate); a block with a side missing (a
// failure, an interrupted run, a rate that is not a positive number) is
// null. A sample's allocations and memory (allocated, maxRSS, heapUsed),
// when the binaries counted them, are kept by block beside the diffs, for
// the analysis to pair the same way. Other record types (look, progress,
// ...) are not needed, nor a sample's other fields (slot, padding, times,
// pid, args).
//
// A file from --schedule rounds or from a compare.js before blocks has no
// pairing: the result says why, and the analysis is Welch's. A last line cut
// short by an interrupted run is skipped with a warning. Anything else that
// does not fit is an NdjsonError naming the lines (at most ten), so a broken
// file never pairs the wrong samples. readNdjson reads the same in one pass
// and also keeps the failure and unmeasured records, for the Action's report.

const { quoteText } = require('./csv.js');
const { VERSION, MAX_BLOCKS, MEASURES, eachRecord } = require('./records.js');
const { DifferentRunError, createRowCheck, differentRunMessage } = require('./same-run.js');

const MAX_REPORTED_ERRORS = 10;

class NdjsonError extends Error {}

/**
 * @typedef {import('../stats/analysis.js').Pairing} Pairing
 * @typedef {import('./records.js').TypedRecord} TypedRecord
 * @typedef {{ old: (number | null)[], new: (number | null)[] }} ByBlock  one value per block index,
 *   as the diffs, null where that binary's sample of the block is missing or did not count
 * @typedef {import('../stats/analysis.js').BlockDiffs & Partial<Record<typeof MEASURES[number], ByBlock>>} BlockMeasures
 *   a pairing's block: the diffs, and each of MEASURES (records.js) that a sample of the configuration has
 * @typedef {Pairing & { blocks: BlockMeasures[] }} MeasuredPairing
 * @typedef {{ pairing: MeasuredPairing | null, note: string | null, warnings: string[],
 *   run: TypedRecord }} PairingResult
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
  return { pairing, note, warnings, run: /** @type {TypedRecord} */ (run) };
}

/**
 * The whole file in one reading, for a reader that wants more than the
 * pairing (the Action's report): readPairing's result, the failure and
 * unmeasured records (at most `maxFailures` each, kept even when the
 * pairing is refused), and instead of throwing, `problem`: why the file
 * gives no pairing at all.
 * @param {string} text
 * @param {{ maxFailures?: number, rows?: readonly import('./same-run.js').Row[] }} [options]  rows: the
 *   CSV's, to check that both files are of one run (same-run.js); none: nothing to check
 * @returns {{ pairing: MeasuredPairing | null, note: string | null, warnings: string[],
 *   run: TypedRecord | null, failures: TypedRecord[], unmeasured: TypedRecord[], problem: string | null,
 *   difference: import('./same-run.js').Difference | null }}
 *   unmeasured: the configurations without a result from a binary, and why (coverage.js); difference:
 *   the first result in which the samples and `rows` differ (the files are of two runs), or null
 */
function readNdjson(text, { maxFailures = 1000, rows = [] } = {}) {
  const warnings = [];
  const errors = [];
  const failures = [];
  const unmeasured = [];
  /** @type {{ record: TypedRecord, line: number } | null} */
  let run = null;
  let note = null;
  let problem = null;
  const collector = createCollector();
  const rowCheck = createRowCheck(rows);
  const tested = createTestedCount();
  for (const { line, cut, record, problem: bad, type } of eachRecord(text)) {
    const where = `line ${line}`;
    if (type === 'sample' && !cut) rowCheck.sample(record, line);
    if (!cut && bad === null && record !== null) tested.add(record);
    if (cut) {
      warnings.push(`${where}: skipped an incomplete last line; was the run interrupted?`);
    } else if (bad !== null && type === null) {
      errors.push(`${where}: ${bad}`);
    } else if (record?.type === 'failure') {
      if (failures.length < maxFailures) failures.push(record);
    } else if (record?.type === 'unmeasured') {
      if (unmeasured.length < maxFailures) unmeasured.push(record);
    } else if (run === null && problem === null) {
      const why = runProblem(type, record, bad);
      if (why !== null) problem = `${where}: ${why}`;
      else if (record !== null) {
        run = { record, line };
        note = noPairing(record);
      }
    } else if (type === 'run') {
      errors.push(`${where}: a second run record (the first is on line ${run?.line}): ` +
                  'give analyze.js the ndjson of one run, the one the CSV is from');
    } else if (type === 'sample' && note === null && problem === null) {
      const sampleProblem = bad ?? collector.add(/** @type {TypedRecord} */ (record), line);
      if (sampleProblem) errors.push(`${where}: ${sampleProblem}`);
    }
  }
  const result = { pairing: null, note, warnings, run: run?.record ?? null, failures, unmeasured, problem,
    difference: rowCheck.difference() };
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
  const plan = run.record.plan;
  return { ...result, pairing: { plan: plan?.correction === 'configurations' ? { ...plan, tests: tested.count() } : plan,
                                 blocks } };
}

/**
 * The configurations a run's interim looks corrected for, as the runner
 * counted them (blocks.js testedPlan): those both binaries run, from the
 * `configurations` records (a file both binaries could list) less the
 * file's `unmatched` ones (run for one binary).
 */
function createTestedCount() {
  /** @type {Map<string, number>} */
  const listed = new Map();
  /** @type {Map<string, number>} */
  const unmatched = new Map();
  return {
    /** @param {TypedRecord} record */
    add(record) {
      if (record.type === 'configurations' && record.old !== null && record.new !== null) {
        listed.set(record.filename, (listed.get(record.filename) ?? 0) + record.blocks);
      } else if (record.type === 'unmatched') {
        unmatched.set(record.filename, (unmatched.get(record.filename) ?? 0) + 1);
      }
    },
    count() {
      let total = 0;
      for (const [filename, count] of listed) total += Math.max(0, count - (unmatched.get(filename) ?? 0));
      return total;
    },
  };
}

/**
 * What makes the first record (of a type other than failure and
 * unmeasured) unusable, or null.
 * @param {string | null} type  the line's record type
 * @param {TypedRecord | null} record
 * @param {string | null} bad  the line's problem (a key field out of bounds)
 */
function runProblem(type, record, bad) {
  if (type !== 'run') {
    return `expected compare.js's run record first ({"type":"run",...}), found ${JSON.stringify(type)}` +
      ' as the type: is this the file compare.js --ndjson wrote?';
  }
  if (bad !== null || record === null) return `${bad}: was the file edited?`;
  if (record.driver !== undefined && record.driver !== 'compare.js') {
    return `the run record is ${JSON.stringify(record.driver)}'s, not compare.js's: analyze.js pairs compare.js runs`;
  }
  if (record.version > VERSION) {
    return `the run record is of format version ${record.version}, and this analyze.js reads up to version ` +
      `${VERSION}: analyse it with the analyze.js of the compare.js that wrote it`;
  }
  if (record.schedule === 'blocks' && !record.plan) return 'the run record\'s plan is missing: was the file edited?';
  return null;
}

/** Why a run record gives no pairing, or null when it does. @param {TypedRecord} record */
function noPairing(record) {
  if (record.schedule === 'rounds') {
    return 'is from --schedule rounds, which runs old and new of a configuration a whole file apart, ' +
      'so there are no pairs: Welch\'s test on the CSV, as compare.R';
  }
  if (record.schedule === undefined) {
    return 'has no block numbers (compare.js before --schedule blocks): Welch\'s test on the CSV, as compare.R';
  }
  return null;
}

/**
 * Samples by (filename, configuration), each side's rates (and measures)
 * by block index.
 */
function createCollector() {
  /** @typedef {{ rate: number, line: number } & Partial<Record<typeof MEASURES[number], number | null>>} Side */
  /** @type {Map<string, Map<string, { old: Side[], new: Side[] }>>} */
  const files = new Map();
  const unusable = { count: 0, line: 0 };
  return {
    /**
     * Adds a sample record (its key fields, when present, within bounds:
     * records.js); returns what is wrong with it, or null.
     * @param {TypedRecord} record @param {number} line
     */
    add(record, line) {
      const { binary, filename, configuration, block, rate } = record;
      const absent = ['binary', 'filename', 'configuration', 'rate', 'block'].filter((name) => record[name] === undefined);
      if (absent.length > 0) return `a sample of a blocks run needs ${absent.join(', ')}`;
      let byConfiguration = files.get(filename);
      if (!byConfiguration) files.set(filename, byConfiguration = new Map());
      let sides = byConfiguration.get(configuration);
      if (!sides) byConfiguration.set(configuration, sides = { old: [], new: [] });
      const earlier = sides[binary][block];
      if (earlier) return `a second ${binary} sample of block ${block} of ${filename} ${configuration} (the first is on line ${earlier.line})`;
      // JSON has no NaN: compare.js's NaN rate arrives as null.
      const usable = typeof rate === 'number' && rate > 0 && Number.isFinite(rate);
      if (!usable && unusable.count++ === 0) unusable.line = line;
      /** @type {Side} */
      const side = { rate: usable ? rate : NaN, line };
      for (const name of MEASURES) if (record[name] !== undefined) side[name] = record[name];
      sides[binary][block] = side;
      return null;
    },
    /**
     * The pairing's blocks: d per block index, null where a side is
     * missing; and by block, each measure that a sample has.
     * @returns {{ blocks: BlockMeasures[], unusable: { count: number, line: number } }}
     */
    pairs() {
      const blocks = [];
      for (const [filename, byConfiguration] of files) {
        for (const [configuration, sides] of byConfiguration) {
          const length = Math.max(sides.old.length, sides.new.length);
          const diffs = Array.from({ length }, (_, b) => {
            const d = Math.log(sides.new[b]?.rate / sides.old[b]?.rate);
            return Number.isFinite(d) ? d : null;
          });
          blocks.push({ filename, configuration, diffs, ...measuresByBlock(sides, length) });
        }
      }
      return { blocks, unusable };
    },
  };
}

/**
 * Each of MEASURES that a sample of the configuration has (a number, not
 * null), by block and binary: { allocated: { old: [...], new: [...] } }.
 * @param {{ old: Array<Partial<Record<typeof MEASURES[number], number | null>> | undefined>,
 *   new: Array<Partial<Record<typeof MEASURES[number], number | null>> | undefined> }} sides
 * @param {number} length  the blocks
 * @returns {Partial<Record<typeof MEASURES[number], ByBlock>>}
 */
function measuresByBlock(sides, length) {
  /** @type {Partial<Record<typeof MEASURES[number], ByBlock>>} */
  const measures = {};
  for (const name of MEASURES) {
    const counted = (side) => side.some((sample) => typeof sample?.[name] === 'number');
    if (!counted(sides.old) && !counted(sides.new)) continue;
    const values = (side) => Array.from({ length }, (_, b) => side[b]?.[name] ?? null);
    measures[name] = { old: values(sides.old), new: values(sides.new) };
  }
  return measures;
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
 * why: what analyze.js --ndjson, compare.js --analyze and history.js all
 * say. An ndjson that cannot be paired costs the pairing, never the report:
 * the CSV holds every sample. An ndjson of another run than the CSV's is
 * refused (same-run.js): its pairing would pair another run's blocks, and
 * its failures would be another run's. Warnings first, then the note, in the
 * order to print.
 * @param {string} text  the ndjson file's text
 * @param {import('./same-run.js').Row[]} samples  the CSV's rows
 * @param {string} name  how the messages name the file, e.g. its path
 * @param {string} [csvName]  how they name the CSV
 * @returns {{ pairing: Pairing | null, warnings: string[], note: string | null }}
 *   warnings: for `warning: ...`; note: for `note: ...`, a whole sentence, when
 *   the file has no pairing by design (--schedule rounds, an older compare.js)
 * @throws {DifferentRunError} the CSV and the ndjson are of two runs
 */
function pairingForCsv(text, samples, name, csvName = 'the CSV') {
  const result = readNdjson(text, { maxFailures: 0, rows: samples });
  refuseOtherRun(result, { csv: csvName, ndjson: name });
  if (result.problem !== null) return { pairing: null, warnings: [`${name}: ${result.problem}\n${WELCH_INSTEAD}`], note: null };
  const warnings = result.warnings.map((warning) => `${name}: ${warning}`);
  if (result.note) return { pairing: null, warnings, note: `${name} ${result.note}.` };
  // readNdjson gives a pairing whenever it gives neither a problem nor a note.
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

/**
 * Throws when readNdjson found that the samples are not the CSV's rows.
 * @param {Pick<ReturnType<typeof readNdjson>, 'difference' | 'run'>} read
 * @param {{ csv: string, ndjson: string, advice?: string }} names  how to name the files, and what to do
 *   (same-run.js differentRunMessage)
 * @throws {DifferentRunError}
 */
function refuseOtherRun({ difference, run }, names) {
  if (difference === null) return;
  throw new DifferentRunError(differentRunMessage(difference, { ...names, runId: run?.id ?? null }));
}

module.exports = { readPairing, readNdjson, missingFromPairing, pairingForCsv, refuseOtherRun, NdjsonError, MAX_BLOCKS };
