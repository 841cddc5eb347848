// The results directory: what the run job (or mode `all`'s run step) writes
// and the report step reads. In the three-job workflow it travels as the
// results artifact, from the machine that ran the PR's code to the job that
// may comment, so the reader treats every file as untrusted: plain files
// only, each read bounded, every field reduced to a checked value or a
// short string. The analysis is recomputed from the raw CSV, so nothing the
// PR's code wrote reaches the comment except as escaped text.
//
//   results.csv       compare.js's CSV (required unless failure.json)
//   samples.ndjson    compare.js's records: run, sample, failure, look, progress
//   machine.json      the machine record, the binaries' versions, the tuning
//   failure.json      the step that failed before there were results
//   shard.json        { index, total } of a sharded run, written first
//
// The report step writes results.json, comment.md, the charts (rates.svg,
// improvement.svg) and, for shards, results-merged.csv next to them.

import fs from 'node:fs';
import path from 'node:path';
import csv from '../benchmark/_lib/csv.js';
import samplesModule from '../benchmark/_lib/samples.js';
import { CATEGORY, NO_MERGE, SHA } from './request/grammar.js';

const { parseCompareCsv } = csv;
const { readNdjson, missingFromPairing } = samplesModule;

/** The results directory's files, named once. */
export const FILES = Object.freeze({
  csv: 'results.csv',
  ndjson: 'samples.ndjson',
  machine: 'machine.json',
  failure: 'failure.json',
  shard: 'shard.json',
  json: 'results.json',
  comment: 'comment.md',
  ratesChart: 'rates.svg',
  improvementChart: 'improvement.svg',
  mergedCsv: 'results-merged.csv',
});

/** What the run step writes: cleared before it starts, so nothing of an earlier run passes for this one. */
const RUN_FILES = [FILES.csv, FILES.ndjson, FILES.machine, FILES.failure, FILES.shard];

const MAX_BYTES = Object.freeze({
  csv: 64 * 1024 * 1024,
  // Every sample, look and progress record: several times the CSV's size.
  // Beyond this the report still comes, unpaired and without failure records.
  ndjson: 256 * 1024 * 1024,
  record: 100_000, // machine.json, failure.json
  shard: 10_000,
});
const MAX_FAILURES = 1000;
const MAX_SHARDS = 64;

export class ArtifactError extends Error {
  name = 'ArtifactError';
}

/**
 * @typedef {{ step: string, message: string, logTail: string }} Failure  a step that failed before results
 * @typedef {{ index: number, total: number }} Shard
 * @typedef {Shard & { categories: number | null }} DeclaredShard  categories: how many it was given
 * @typedef {Pick<import('./request/request.js').RequestFields, 'method' | 'baseSha' | 'headSha' | 'mergeSha'
 *   | 'mergeBaseSha' | 'noMerge'>} ComparedCommits  the commits node-main and node-pr were built from
 * @typedef {{ record: import('./machine/sysfs.js').MachineRecord, versions: Record<string, string | null>,
 *   tuning: string[], cpuset: string | null, commits?: ComparedCommits | null }} MachineFile
 *   commits: null for prebuilt binaries
 * @typedef {{ filename: string, binary: 'old' | 'new' | 'unknown', configuration: string | null,
 *   cause: string }} BenchmarkFailure  one failed benchmark process, from samples.ndjson
 * @typedef {{ schedule: 'blocks' | 'rounds', seed: number | null, accuracy: number | null,
 *   minRuns: number, maxRuns: number }} RunMethod  how compare.js says it ran
 */

// ---- writing (the run step) ----------------------------------------------------------------

/** Removes what an earlier run step left in `dir`, and makes sure it exists. @param {string} dir */
export function clearResults(dir) {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of RUN_FILES) fs.rmSync(path.join(dir, name), { force: true });
}

/** @param {string} dir @param {Shard & { categories: readonly string[] }} shard */
export function writeShard(dir, shard) {
  fs.writeFileSync(path.join(dir, FILES.shard), JSON.stringify(shard));
}

/** @param {string} dir @param {Failure} failure */
export function writeFailure(dir, failure) {
  fs.writeFileSync(path.join(dir, FILES.failure), JSON.stringify(failure));
}

/** @param {string} dir @param {MachineFile} machine */
export function writeMachine(dir, machine) {
  fs.writeFileSync(path.join(dir, FILES.machine), JSON.stringify(machine));
}

// ---- reading (the report step): untrusted ----------------------------------------------------

/**
 * A plain file's text, or null when it does not exist.
 * @param {string} file  @param {number} max  bytes  @param {string} what  for the message
 * @throws {ArtifactError} a link, a directory, or more than `max` bytes
 */
function readBounded(file, max, what) {
  return readBoundedBytes(file, max, what)?.toString('utf8') ?? null;
}

/**
 * A plain file's bytes, or null when it does not exist.
 * @param {string} file  @param {number} max  bytes  @param {string} what  for the message
 * @throws {ArtifactError} a link, a directory, or more than `max` bytes
 */
function readBoundedBytes(file, max, what) {
  let stat;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return null;
  }
  // A link could point anywhere on the report machine: only plain files.
  if (!stat.isFile()) throw new ArtifactError(`${what} is not a plain file`);
  if (stat.size > max) throw new ArtifactError(`${what} is ${stat.size} bytes, more than the ${max} allowed`);
  return fs.readFileSync(file);
}

/** A small JSON file's value; null when absent, unreadable or not JSON. */
function readJson(file, max) {
  try {
    const text = readBounded(file, max, path.basename(file));
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Text from the run job's machine: kept only as a short string, escaped where shown. */
function untrustedText(value, max = 200) {
  return typeof value === 'string' ? value.slice(0, max) : null;
}

/** @param {string} dir  @returns {Failure | null} the shard's failure.json, reduced to bounded strings */
export function readFailure(dir) {
  const file = path.join(dir, FILES.failure);
  if (!fs.existsSync(file)) return null;
  const failure = readJson(file, MAX_BYTES.record) ?? {};
  return { step: untrustedText(failure.step) ?? 'the run job', message: untrustedText(failure.message, 1000) ?? '',
    logTail: untrustedText(failure.logTail, 10_000) ?? '' };
}

/** @param {string} dir  @returns {DeclaredShard | null} the shard.json, checked; null when absent or malformed */
export function readShard(dir) {
  const value = readJson(path.join(dir, FILES.shard), MAX_BYTES.shard);
  const { index, total, categories } = value ?? {};
  const valid = Number.isInteger(index) && Number.isInteger(total) && index >= 0 && index < total && total <= MAX_SHARDS;
  return valid ? { index, total, categories: Array.isArray(categories) ? categories.length : null } : null;
}

/** @param {string} dir  @returns {MachineFile | null} machine.json, reduced to checked fields */
export function readMachineFile(dir) {
  const data = readJson(path.join(dir, FILES.machine), MAX_BYTES.record);
  if (data === null || typeof data !== 'object') return null;
  const r = data.record ?? {};
  const strings = (o) => Object.fromEntries(Object.entries(o && typeof o === 'object' ? o : {})
    .slice(0, 512).map(([k, v]) => [String(k).slice(0, 40), untrustedText(v)]));
  const record = { cpuModel: untrustedText(r.cpuModel), cpus: Array.isArray(r.cpus) ? r.cpus.filter(Number.isInteger).slice(0, 1024) : [],
    governors: strings(r.governors), governorNote: untrustedText(r.governorNote), turbo: untrustedText(r.turbo),
    smt: untrustedText(r.smt), isolated: untrustedText(r.isolated), nohzFull: untrustedText(r.nohzFull),
    aslr: untrustedText(r.aslr), thp: untrustedText(r.thp), kernel: untrustedText(r.kernel),
    loadAverage: Array.isArray(r.loadAverage) ? r.loadAverage.filter(Number.isFinite).slice(0, 3) : null };
  const tuning = Array.isArray(data.tuning) ? data.tuning.map((t) => untrustedText(t)).filter(Boolean).slice(0, 64) : [];
  return { record, versions: strings(data.versions), tuning: /** @type {string[]} */ (tuning),
    cpuset: untrustedText(data.cpuset), commits: comparedCommitsOf(data.commits) };
}

/**
 * machine.json's commits, when they have the request's shape (method
 * 'merge' or 'merge-base', SHAs or null, noMerge a known word); else null.
 * @param {any} value
 * @returns {ComparedCommits | null}
 */
function comparedCommitsOf(value) {
  const sha = (v) => (typeof v === 'string' && SHA.test(v) ? v : null);
  const method = value?.method === 'merge' || value?.method === 'merge-base' ? value.method : null;
  if (method === null) return null;
  const noMerge = NO_MERGE.includes(value.noMerge) ? value.noMerge : null;
  return { method, baseSha: sha(value.baseSha), headSha: sha(value.headSha), mergeSha: sha(value.mergeSha),
    mergeBaseSha: sha(value.mergeBaseSha), noMerge };
}

/**
 * How compare.js says it ran (its ndjson `run` record: the schedule and the
 * stopping plan), reduced to checked fields; null when the record is absent
 * or of another shape (an older compare.js: then the request says what was
 * asked).
 * @param {any} record
 * @returns {RunMethod | null}
 */
export function runMethod(record) {
  const plan = record?.plan;
  const whole = (n) => Number.isSafeInteger(n) && n >= 1;
  if (record?.type !== 'run' || (record.schedule !== 'blocks' && record.schedule !== 'rounds')) return null;
  if (!whole(plan?.minRuns) || !whole(plan?.maxRuns) || plan.minRuns > plan.maxRuns) return null;
  const accuracy = plan.accuracy ?? null;
  if (accuracy !== null && !(typeof accuracy === 'number' && accuracy > 0 && accuracy <= 100)) return null;
  const seed = Number.isSafeInteger(record.seed) ? record.seed : null;
  return { schedule: record.schedule, seed, accuracy, minRuns: plan.minRuns, maxRuns: plan.maxRuns };
}

/** A failure record of samples.ndjson as plain, bounded fields. @returns {BenchmarkFailure} */
function benchmarkFailure(record) {
  return {
    filename: String(record.filename ?? '').slice(0, 300),
    binary: record.binary === 'old' || record.binary === 'new' ? record.binary : 'unknown',
    configuration: typeof record.configuration === 'string' ? record.configuration.slice(0, 300) : null,
    cause: record.timedOut ? 'timed out' : record.signal ? `killed by ${String(record.signal).slice(0, 20)}` :
      `exited with code ${Number.isInteger(record.code) ? record.code : '?'}`,
  };
}

/**
 * What samples.ndjson says beyond the CSV, in one reading: the run record
 * (runMethod), the failure records, and the block pairing of the CSV's
 * samples for the paired analysis, or null with the reason (a rounds
 * schedule, an older compare.js, a file that does not fit, or one that
 * misses configurations of the CSV: then Welch's test on the CSV, as compare.R).
 * @param {string} text
 * @param {Array<{ filename: string, configuration: string }>} samples  the CSV's
 */
export function readRecords(text, samples) {
  const result = readNdjson(text, { maxFailures: MAX_FAILURES });
  if (result.problem !== null) {
    return { method: runMethod(result.run), failures: result.failures.map(benchmarkFailure), pairing: null,
      note: `samples.ndjson cannot be paired (${result.problem}): Welch's test on the CSV` };
  }
  const method = runMethod(result.run);
  const failures = result.failures.map(benchmarkFailure);
  if (result.note || result.pairing === null) {
    return { method, failures, pairing: null, note: `samples.ndjson ${result.note ?? 'has no pairing'}` };
  }
  const missing = missingFromPairing(result.pairing, samples);
  if (missing.length > 0) {
    return { method, failures, pairing: null, note: `samples.ndjson has no block of ${missing.length} configuration` +
      `${missing.length > 1 ? 's' : ''} of the CSV: Welch's test on the CSV` };
  }
  return { method, failures, pairing: result.pairing, note: null };
}

/** Whether a run step left results.csv in `dir` (a shard with no categories does not). @param {string} dir */
export function hasResults(dir) {
  return fs.existsSync(path.join(dir, FILES.csv));
}

/**
 * Reads a run step's results: `results.csv` (required), and from
 * `samples.ndjson` what readRecords finds.
 * @param {string} dir
 * @returns {{ samples: ReturnType<typeof parseCompareCsv>['samples'], warnings: string[] }
 *   & ReturnType<typeof readRecords>}
 * @throws {ArtifactError} no CSV, or one that is not compare.js's
 */
export function readResults(dir) {
  const bytes = readBoundedBytes(path.join(dir, FILES.csv), MAX_BYTES.csv, FILES.csv);
  if (bytes === null) throw new ArtifactError(`the results have no ${FILES.csv} (looked in ${dir})`);
  // Bytes, so that lines that are not UTF-8 are named (csv.decode) instead of becoming configurations silently.
  const { text, warnings: encoding } = csv.decode(bytes);
  let parsed;
  try {
    parsed = parseCompareCsv(text);
  } catch (err) {
    throw new ArtifactError(`${FILES.csv} is not compare.js output: ${err instanceof Error ? err.message : String(err)}`);
  }
  const warnings = [...encoding.map((w) => `${FILES.csv}: ${w}`), ...parsed.warnings];
  let ndjson = null;
  try {
    ndjson = readBounded(path.join(dir, FILES.ndjson), MAX_BYTES.ndjson, FILES.ndjson);
  } catch (err) {
    if (!(err instanceof ArtifactError)) throw err;
    warnings.push(`${err.message}: the results are analysed without it`);
  }
  const records = ndjson === null || ndjson === '' ?
    { method: null, failures: [], pairing: null, note: `there is no ${FILES.ndjson}: Welch's test on the CSV` } :
    readRecords(ndjson, parsed.samples);
  return { samples: parsed.samples, warnings, ...records };
}

/**
 * Where the run steps' results are: `dir` itself (one run job, or mode
 * `all`), or one subdirectory per shard, as actions/download-artifact lays
 * out several artifacts (`<dir>/<artifact name>/`). Names are sorted so the
 * comment lists shards in a stable order.
 * @param {string} dir
 * @returns {Array<{ name: string | null, dir: string }>}
 */
export function findShards(dir) {
  const isResult = (d) => [FILES.csv, FILES.failure, FILES.shard].some((f) => fs.existsSync(path.join(d, f)));
  if (isResult(dir)) return [{ name: null, dir }];
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    throw new ArtifactError(`the results directory ${dir} does not exist: was the artifact downloaded?`);
  }
  const shards = entries
    .filter((e) => e.isDirectory() && CATEGORY.test(e.name) && isResult(path.join(dir, e.name)))
    .map((e) => ({ name: e.name, dir: path.join(dir, e.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (shards.length === 0) throw new ArtifactError(`no results in ${dir}: neither ${FILES.csv} nor shard directories`);
  if (shards.length > MAX_SHARDS) {
    throw new ArtifactError(`${shards.length} shard directories in ${dir}, more than the ${MAX_SHARDS} allowed`);
  }
  return shards;
}

/**
 * One CSV for the `csv` output: the only shard's file, or the shards' rows
 * under one header in `<dir>/results-merged.csv`. Each file was read and
 * parsed within bounds by readResults before.
 * @param {string[]} dirs  the shards with a results.csv
 * @param {string} dir  the results directory
 * @returns {string | undefined}
 */
export function mergeCsvFiles(dirs, dir) {
  const files = dirs.map((d) => path.join(d, FILES.csv));
  if (files.length <= 1) return files[0] && path.resolve(files[0]);
  const [first, ...rest] = files.map((f) => fs.readFileSync(f, 'utf8').replace(/\n$/, '').split('\n'));
  const merged = path.join(dir, FILES.mergedCsv);
  fs.writeFileSync(merged, [...first, ...rest.flatMap((lines) => lines.slice(1))].join('\n') + '\n');
  return path.resolve(merged);
}
