// samples.ndjson, compare.js's records (benchmark/_lib/data/records.js defines
// them, samples.js pairs them), as the report and the profiling step read
// it: untrusted, every record typed and bounded by records.js, then reduced
// to what the report shows: how compare.js says it ran (runMethod), the
// failure and unmeasured records as plain short fields, whether the run
// stopped half way, and the block pairing of the CSV's samples; and, for
// `--profile`, the run-pass argv of the configurations to profile again.
// A samples.ndjson whose samples are not results.csv's rows is another
// run's (same-run.js): the report refuses the two, with the first row that
// differs, instead of a verdict of one run with the failures of another.

import path from 'node:path';
import recordsModule from '../../benchmark/_lib/data/records.js';
import samplesModule from '../../benchmark/_lib/data/samples.js';
import sameRunModule from '../../benchmark/_lib/data/same-run.js';
import textModule from '../../benchmark/_lib/text.js';
import unmeasuredModule from '../../benchmark/_lib/words/unmeasured.js';
import runPassEnvModule from '../../benchmark/_lib/run/run-pass-env.js';
import { ArtifactError, FILES, MAX_BYTES, MAX_FAILURES } from './files.js';
import { readBounded, untrustedText } from './read-files.js';

const { finalRecord, lastRecord, parseRecord, typedRecord } = recordsModule;
const { readNdjson, missingFromPairing, refuseOtherRun } = samplesModule;
const { DifferentRunError } = sameRunModule;
const { errorLine } = textModule;
const { badRateCause } = unmeasuredModule;
const { refusedEnvCause } = runPassEnvModule;

/**
 * @typedef {import('../../benchmark/_lib/data/records.js').TypedRecord} TypedRecord
 * @typedef {import('./files.js').BenchmarkFailure} BenchmarkFailure
 * @typedef {import('./files.js').Unmeasured} Unmeasured
 * @typedef {import('./files.js').RunMethod} RunMethod
 * @typedef {import('./files.js').Partial} Partial
 */

/**
 * How compare.js says it ran (its `run` record: the schedule and the
 * stopping plan), reduced to checked fields; null when the record is absent
 * or of another shape (an older compare.js: then the request says what was
 * asked).
 * @param {unknown} value  the run record, as parsed or as typed
 * @returns {RunMethod | null}
 */
export function runMethod(value) {
  const { record } = typedRecord(value);
  const plan = record?.plan;
  if (record?.type !== 'run' || record.schedule === undefined || !plan) return null;
  return { schedule: record.schedule, seed: record.seed ?? null, accuracy: plan.accuracy, power: plan.power ?? null,
    margin: plan.margin ?? null, alpha: plan.alpha, minRuns: plan.minRuns, maxRuns: plan.maxRuns };
}

/** An unmeasured record of samples.ndjson as plain, bounded fields. @param {TypedRecord} record @returns {Unmeasured} */
function unmeasuredRecord(record) {
  return {
    filename: untrustedText(record.filename ?? '', 300) ?? '',
    configuration: untrustedText(record.configuration, 300),
    count: record.count ?? null,
    old: untrustedText(record.old, 400),
    new: untrustedText(record.new, 400),
  };
}

/** A failure record of samples.ndjson as plain, bounded fields. @param {TypedRecord} record @returns {BenchmarkFailure} */
function benchmarkFailure(record) {
  return {
    filename: untrustedText(record.filename ?? '', 300) ?? '',
    binary: record.binary ?? 'unknown',
    configuration: untrustedText(record.configuration, 300),
    cause: record.refusedEnv?.length ? untrustedText(`was not run: ${refusedEnvCause(record.refusedEnv)}`, 400) ?? '' :
      record.timedOut ? 'timed out' : record.signal ? `was killed by ${untrustedText(record.signal, 20)}` :
      record.badRate !== undefined ? badRateCause(untrustedText(record.badRate, 40) ?? '') :
        `exited with code ${Number.isInteger(record.code) ? record.code : '?'}`,
    error: untrustedText(errorLine(record.stderr), 200),
  };
}

/**
 * Whether a blocks run finished all it planned, from its records: the last
 * progress record of a run that did has as many blocks done as planned;
 * a run stopped half way has fewer, or none at all when it stopped in its
 * first block. A compare.js that ran to its end says so in its last record
 * (`end`, without a signal); an older one wrote none, and then the progress
 * is the evidence (an adaptive run whose every running configuration is
 * predicted to need no more blocks than it ran looks finished too). null
 * when the records cannot tell: a rounds schedule, or no run record. Both
 * are read from the end, so a file of hundreds of megabytes is not scanned.
 * @param {TypedRecord | null} run  the run record
 * @param {string} text  samples.ndjson
 * @returns {Partial['stopped']}
 */
function stoppedRun(run, text) {
  if (run?.schedule !== 'blocks') return null;
  const end = finalRecord(text);
  if (end?.type === 'end' && end.signal === null) return null;
  const progress = lastRecord(text, 'progress');
  if (progress?.done === undefined || progress.planned === undefined) return { done: 0, planned: null };
  return progress.done < progress.planned ? { done: progress.done, planned: progress.planned } : null;
}

/**
 * The seconds the benchmarks took, as the last progress record says; null
 * without one (a fixed plan of rounds, an older compare.js).
 * @param {string} text  samples.ndjson
 */
function elapsedOf(text) {
  const elapsed = lastRecord(text, 'progress')?.elapsed;
  return typeof elapsed === 'number' && Number.isFinite(elapsed) && elapsed >= 0 ? elapsed : null;
}

/**
 * What samples.ndjson says beyond the CSV, in one reading: the run record
 * (runMethod), the failure and unmeasured records, whether the run stopped
 * early, and the block pairing of the CSV's samples for the paired analysis,
 * or null with the reason (a rounds schedule, an older compare.js, a file
 * that does not fit, or one that misses configurations of the CSV: then
 * Welch's test on the CSV, as compare.R).
 * @param {string} text
 * @param {import('../../benchmark/_lib/data/same-run.js').Row[]} samples  the CSV's rows
 * @throws {ArtifactError} the two files are of two runs (same-run.js): the first result that differs
 */
export function readRunRecords(text, samples) {
  // One more than kept, to know that there were more.
  const result = readNdjson(text, { maxFailures: MAX_FAILURES + 1, rows: samples });
  try {
    refuseOtherRun(result, { csv: FILES.csv, ndjson: FILES.ndjson, advice: 'The run job writes both in one ' +
      'compare.js run: was one replaced, or another run\'s artifact downloaded into the same directory?' });
  } catch (err) {
    // Its failures and pairing would be another run's: the report says so instead of a verdict.
    if (err instanceof DifferentRunError) throw new ArtifactError(err.message);
    throw err;
  }
  const read = { method: runMethod(result.run), elapsed: elapsedOf(text), failures: result.failures.slice(0, MAX_FAILURES).map(benchmarkFailure),
    moreFailures: result.failures.length > MAX_FAILURES, stopped: stoppedRun(result.run, text),
    unmeasured: result.unmeasured.slice(0, MAX_FAILURES).map(unmeasuredRecord),
    moreUnmeasured: result.unmeasured.length > MAX_FAILURES,
    warnings: result.warnings.map((w) => `${FILES.ndjson}: ${w}`) };
  if (result.problem !== null) {
    return { ...read, pairing: null, note: `samples.ndjson cannot be paired (${result.problem}): Welch's test on the CSV` };
  }
  if (result.note || result.pairing === null) {
    return { ...read, pairing: null, note: `samples.ndjson ${result.note ?? 'has no pairing'}` };
  }
  const missing = missingFromPairing(result.pairing, samples);
  if (missing.length > 0) {
    return { ...read, pairing: null, note: `samples.ndjson has no block of ${missing.length} configuration` +
      `${missing.length > 1 ? 's' : ''} of the CSV: Welch's test on the CSV` };
  }
  return { ...read, pairing: result.pairing, note: null };
}

/**
 * The failure records of samples.ndjson alone, for a run step that failed
 * with them (a compare.js that measured nothing says why in them); [] when
 * there is no readable file.
 * @param {string} dir
 * @returns {BenchmarkFailure[]}
 */
export function readFailureRecords(dir) {
  try {
    const text = readBounded(path.join(dir, FILES.ndjson), MAX_BYTES.ndjson, FILES.ndjson);
    return text === null ? [] : readNdjson(text, { maxFailures: MAX_FAILURES }).failures.map(benchmarkFailure);
  } catch (err) {
    if (err instanceof ArtifactError) return [];
    throw err;
  }
}

/**
 * The run-pass argv of each wanted configuration, in its order, from the
 * first sample record that names it (compare.js's blocks schedule writes
 * `args`, each within records.js's bounds); null for one without. What the
 * pull request's code could have written picks targets only: the caller
 * checks the files, and the argv goes to profile.js as argv.
 * @param {string} dir  the results directory
 * @param {{ filename: string, configuration: string }[]} wanted
 * @returns {Array<string[] | null>}
 */
export function readRunPassArgs(dir, wanted) {
  const key = (/** @type {{ filename: string, configuration: string }} */ c) => `${c.filename}\n${c.configuration}`;
  /** @type {Map<string, string[]>} */
  const found = new Map();
  const keys = new Set(wanted.map(key));
  let text = '';
  try {
    if (keys.size > 0) text = readBounded(path.join(dir, FILES.ndjson), MAX_BYTES.ndjson, FILES.ndjson) ?? '';
  } catch (err) {
    if (!(err instanceof ArtifactError)) throw err;
  }
  for (const line of text.split('\n')) {
    if (found.size === keys.size) break;
    // Most lines are samples of other configurations, or no samples: JSON.parse only those that could be.
    if (!line.includes('"args"') || !line.includes('"sample"')) continue;
    const { record } = parseRecord(line);
    if (record?.type !== 'sample' || record.filename === undefined || record.configuration === undefined) continue;
    const k = key({ filename: record.filename, configuration: record.configuration });
    if (keys.has(k) && !found.has(k) && record.args !== undefined) found.set(k, record.args);
  }
  return wanted.map((c) => found.get(key(c)) ?? null);
}
