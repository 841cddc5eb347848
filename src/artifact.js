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
//   profiles/         `--profile`'s index.json, targets.json and .cpuprofile files
//
// When the run step ends, keepOnlyResults removes everything else from the
// directory (links, FIFOs, other names), since upload-artifact follows links.
// The report step writes results.json, comment.md, the charts (rates.svg,
// improvement.svg) and, for shards, results-merged.csv next to them, each
// through report/safe-files.js, which neither reads nor writes through a link.
//
// A run can stop half way (its job cancelled, timed out or killed): every
// row so far is kept, and readResults says how far it got (Partial), so the
// report can say the results are partial instead of passing them off as a
// complete run.

import fs from 'node:fs';
import path from 'node:path';
import csv from '../benchmark/_lib/csv.js';
import samplesModule from '../benchmark/_lib/samples.js';
import verdicts from '../benchmark/_lib/verdict.js';
import textModule from '../benchmark/_lib/text.js';
import unmeasuredModule from '../benchmark/_lib/unmeasured.js';
import { CATEGORY, NO_MERGE, SHA } from './request/grammar.js';
import { FileReadError, directoryProblem, fileErrorCause, readPlainFile, writeFreshFile } from './report/safe-files.js';

const { parseCompareCsv } = csv;
const { readNdjson, missingFromPairing } = samplesModule;
const { errorLine } = textModule;
const { showInvisible } = verdicts;
const { badRateCause } = unmeasuredModule;

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
  profiles: 'profiles', // a directory: `--profile`'s index.json and .cpuprofile files (machine/profile.js)
});

/**
 * The files of `profiles/` (machine/profile.js writes the targets, benchmark/profile.js
 * the index and a profile per configuration and binary, `1.old.cpuprofile`).
 */
export const PROFILE_FILES = Object.freeze({
  index: 'index.json',
  targets: 'targets.json',
  profile: /^[1-9]\d{0,2}\.(?:old|new)\.cpuprofile$/,
});

/** What the run step writes: cleared before it starts, so nothing of an earlier run passes for this one. */
const RUN_FILES = [FILES.csv, FILES.ndjson, FILES.machine, FILES.failure, FILES.shard];
/** What the report step writes, next to the run step's files in mode `all`. */
const REPORT_FILES = [FILES.json, FILES.comment, FILES.ratesChart, FILES.improvementChart, FILES.mergedCsv];

const MAX_BYTES = Object.freeze({
  csv: 64 * 1024 * 1024,
  // Every sample, look and progress record: several times the CSV's size.
  // Beyond this the report still comes, unpaired and without failure records.
  ndjson: 256 * 1024 * 1024,
  record: 100_000, // machine.json, failure.json
  shard: 10_000,
});
export const MAX_FAILURES = 1000;
const MAX_SHARDS = 64;

export class ArtifactError extends Error {
  name = 'ArtifactError';
}

/**
 * @typedef {{ step: string, message: string, logTail: string }} Failure  a step that failed before results
 * @typedef {{ index: number, total: number }} Shard
 * @typedef {Shard & { categories: string[] | null }} DeclaredShard  categories: the ones it was given
 * @typedef {Pick<import('./request/request.js').RequestFields, 'method' | 'baseSha' | 'headSha' | 'mergeSha'
 *   | 'mergeBaseSha' | 'noMerge'>} ComparedCommits  the commits node-main and node-pr were built from
 * @typedef {{ record: import('./machine/sysfs.js').MachineRecord, versions: Record<string, string | null>,
 *   tuning: string[], cpuset: string | null, commits?: ComparedCommits | null,
 *   sandbox?: { kind: 'bwrap' } | { kind: 'none', reason: string } | null,
 *   hashes?: Record<string, string> }} MachineFile
 *   sandbox: where the pull request's code ran (null: not recorded); hashes: SHA-256 by binary name
 *   commits: null for prebuilt binaries
 * @typedef {{ filename: string, binary: 'old' | 'new' | 'unknown', configuration: string | null,
 *   cause: string, error: string | null }} BenchmarkFailure  one failed benchmark process, from
 *   samples.ndjson; error: the line of its stderr that says what went wrong
 * @typedef {{ filename: string, configuration: string | null, count: number | null,
 *   old: string | null, new: string | null }} Unmeasured  a configuration (configuration null:
 *   `count` of them, unnamed; count null: all of the file's) without a result from a binary, from
 *   samples.ndjson; old/new: why that binary has none (null: it has one, or does not run it)
 * @typedef {{ schedule: 'blocks' | 'rounds', seed: number | null, accuracy: number | null,
 *   minRuns: number, maxRuns: number }} RunMethod  how compare.js says it ran
 * @typedef {{ stopped: { done: number, planned: number | null } | null, cutLine: number | null }} Partial
 *   why the results of a run are not all it was to measure: stopped, the blocks done of those planned
 *   (planned null: it stopped before the first block was done); cutLine, the line of results.csv that
 *   ends half written (left out)
 */

// ---- writing (the run step) ----------------------------------------------------------------

/**
 * Removes what an earlier run (its run and report steps) left in `dir`, and
 * makes sure it exists. A link with one of those names is removed, not
 * followed (rmSync does not follow links, not even inside `profiles/`).
 * @param {string} dir
 */
export function clearResults(dir) {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of [...RUN_FILES, ...REPORT_FILES]) fs.rmSync(path.join(dir, name), { force: true });
  fs.rmSync(path.join(dir, FILES.profiles), { recursive: true, force: true });
}

/**
 * @typedef {{ name: string, kind: string }} RemovedEntry  name: relative to the results directory,
 *   e.g. `leak` or `profiles/x`; kind: what it was, in words ('a symbolic link', 'a FIFO', ...)
 */

/**
 * Leaves in `dir` only the regular files the run step writes (RUN_FILES,
 * and `profiles/` with PROFILE_FILES in it), and removes everything else:
 * links (upload-artifact follows them: a link to the runner's credentials
 * would upload the credentials), FIFOs, sockets, device files, other names
 * and directories. Run once the pull request's processes are gone, before
 * the workflow uploads the directory.
 *
 * Never outside `dir`: each entry is looked at with lstat, a link is
 * unlinked whatever it points to (a directory too), and only a real
 * directory is removed with what it holds (rmSync does not follow links
 * inside). `dir` itself, when it is no longer a directory (a link put in
 * its place), is unlinked, not followed.
 * @param {string} dir
 * @returns {{ removed: RemovedEntry[], problems: string[] }}  problems: what could not be removed, and why
 */
export function keepOnlyResults(dir) {
  /** @type {RemovedEntry[]} */
  const removed = [];
  /** @type {string[]} */
  const problems = [];
  const own = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (own === undefined) return { removed, problems };
  if (!own.isDirectory()) {
    removeEntry(dir, path.basename(dir), own, { removed, problems });
    return { removed, problems };
  }
  const runFile = (name) => RUN_FILES.includes(name);
  const profileFile = (name) => name === PROFILE_FILES.index || name === PROFILE_FILES.targets ||
    PROFILE_FILES.profile.test(name);
  for (const { name, stat } of listEntries(dir, { problems })) {
    if (name === FILES.profiles && stat.isDirectory()) {
      for (const inner of listEntries(path.join(dir, name), { problems })) {
        if (!(inner.stat.isFile() && profileFile(inner.name))) {
          removeEntry(path.join(dir, name, inner.name), `${name}/${inner.name}`, inner.stat, { removed, problems });
        }
      }
    } else if (!(stat.isFile() && runFile(name))) {
      removeEntry(path.join(dir, name), name, stat, { removed, problems });
    }
  }
  return { removed, problems };
}

/**
 * The entries of a directory with their lstat; a problem when it cannot be listed.
 * @param {string} dir
 * @param {{ problems: string[] }} into
 * @returns {Array<{ name: string, stat: fs.Stats }>}
 */
function listEntries(dir, { problems }) {
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    problems.push(`${dir} cannot be listed: ${fileErrorCause(error)}`);
    return [];
  }
  return names.sort().flatMap((name) => {
    const stat = fs.lstatSync(path.join(dir, name), { throwIfNoEntry: false });
    return stat ? [{ name, stat }] : [];
  });
}

/**
 * Removes one entry: a real directory with what it holds, anything else
 * (a link to a directory too) by unlinking it.
 * @param {string} file @param {string} name  as said in the log
 * @param {fs.Stats} stat  its lstat
 * @param {{ removed: RemovedEntry[], problems: string[] }} into
 */
function removeEntry(file, name, stat, { removed, problems }) {
  const kind = entryKind(stat);
  try {
    if (stat.isDirectory()) fs.rmSync(file, { recursive: true, force: true });
    else fs.unlinkSync(file);
    removed.push({ name, kind });
  } catch (error) {
    problems.push(`${name} (${kind}) cannot be removed: ${fileErrorCause(error)}`);
  }
}

/** What an entry is, in words, from its lstat. @param {fs.Stats} stat */
function entryKind(stat) {
  if (stat.isSymbolicLink()) return 'a symbolic link';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  if (stat.isBlockDevice() || stat.isCharacterDevice()) return 'a device file';
  if (stat.isDirectory()) return 'a directory';
  return 'a file';
}

/** @param {string} dir @param {Shard & { categories: readonly string[] }} shard */
export function writeShard(dir, shard) {
  writeFreshFile(dir, FILES.shard, JSON.stringify(shard));
}

/** @param {string} dir @param {Failure} failure */
export function writeFailure(dir, failure) {
  writeFreshFile(dir, FILES.failure, JSON.stringify(failure));
}

/** @param {string} dir @param {MachineFile} machine */
export function writeMachine(dir, machine) {
  writeFreshFile(dir, FILES.machine, JSON.stringify(machine));
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
 * @throws {ArtifactError} a link, a directory, more than `max` bytes, or unreadable
 */
function readBoundedBytes(file, max, what) {
  try {
    return readPlainFile(file, max, what);
  } catch (err) {
    if (err instanceof FileReadError) throw new ArtifactError(err.message);
    throw err;
  }
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

/**
 * Text from the run job's machine: kept only as a short string, what is
 * invisible in it shown (`<U+202E>`) wherever it goes (the comment, where it
 * is also escaped, a code block, the log).
 */
export function untrustedText(value, max = 200) {
  return typeof value === 'string' ? showInvisible(value.slice(0, max)) : null;
}

/** @param {string} dir  @returns {Failure | null} the shard's failure.json, reduced to bounded strings */
export function readFailure(dir) {
  const file = path.join(dir, FILES.failure);
  if (!fs.existsSync(file)) return null;
  const failure = readJson(file, MAX_BYTES.record) ?? {};
  return { step: untrustedText(failure.step) ?? 'the run job', message: untrustedText(failure.message, 1000) ?? '',
    logTail: untrustedText(failure.logTail, 10_000) ?? '' };
}

/**
 * @param {string} dir
 * @returns {DeclaredShard | null} the shard.json, checked; null when absent or malformed; its
 *   categories null unless every one is a category name
 */
export function readShard(dir) {
  const value = readJson(path.join(dir, FILES.shard), MAX_BYTES.shard);
  const { index, total, categories } = value ?? {};
  const valid = Number.isInteger(index) && Number.isInteger(total) && index >= 0 && index < total && total <= MAX_SHARDS;
  const named = Array.isArray(categories) && categories.every((c) => typeof c === 'string' && CATEGORY.test(c));
  return valid ? { index, total, categories: named ? categories : null } : null;
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
    cpuset: untrustedText(data.cpuset), commits: comparedCommitsOf(data.commits), sandbox: sandboxOf(data.sandbox),
    hashes: Object.fromEntries(Object.entries(strings(data.hashes)).flatMap(([k, v]) =>
      (typeof v === 'string' && /^[0-9a-f]{64}$/.test(v) ? [[k, v]] : []))) };
}

/**
 * machine.json's sandbox: bwrap, or none with its reason; null when absent or of another shape.
 * @param {any} value
 * @returns {MachineFile['sandbox']}
 */
function sandboxOf(value) {
  if (value?.kind === 'bwrap') return { kind: 'bwrap' };
  if (value?.kind === 'none') return { kind: 'none', reason: untrustedText(value.reason) ?? 'no reason recorded' };
  return null;
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

/** An unmeasured record of samples.ndjson as plain, bounded fields. @returns {Unmeasured} */
function unmeasuredRecord(record) {
  const count = Number.isSafeInteger(record.count) && record.count > 0 ? record.count : null;
  return {
    filename: untrustedText(String(record.filename ?? ''), 300) ?? '',
    configuration: untrustedText(record.configuration, 300),
    count,
    old: untrustedText(record.old, 400),
    new: untrustedText(record.new, 400),
  };
}

/** A failure record of samples.ndjson as plain, bounded fields. @returns {BenchmarkFailure} */
function benchmarkFailure(record) {
  return {
    filename: untrustedText(String(record.filename ?? ''), 300) ?? '',
    binary: record.binary === 'old' || record.binary === 'new' ? record.binary : 'unknown',
    configuration: untrustedText(record.configuration, 300),
    cause: record.timedOut ? 'timed out' : record.signal ? `was killed by ${untrustedText(String(record.signal), 20)}` :
      typeof record.badRate === 'string' ? badRateCause(untrustedText(record.badRate, 40) ?? '') :
        `exited with code ${Number.isInteger(record.code) ? record.code : '?'}`,
    error: untrustedText(errorLine(record.stderr), 200),
  };
}

/** Whether the ndjson's last line is compare.js's `end` record of a run no signal stopped. @param {string} text */
function ranToItsEnd(text) {
  const body = text.trimEnd();
  const line = body.slice(body.lastIndexOf('\n') + 1);
  if (!line.startsWith('{"type":"end"')) return false;
  try {
    return JSON.parse(line).signal === null;
  } catch {
    return false;
  }
}

/**
 * The blocks done and planned by compare.js's last `progress` record, which
 * it writes after every block of a blocks run; null when there is none. A
 * line of its own, as compare.js writes it; read from the end, so a file of
 * hundreds of megabytes is not scanned.
 * @param {string} text  samples.ndjson
 * @returns {{ done: number, planned: number } | null}
 */
function lastProgress(text) {
  let at = text.length;
  for (;;) {
    at = text.lastIndexOf('{"type":"progress"', at - 1);
    if (at === -1) return null;
    if (at === 0 || text[at - 1] === '\n') break;
  }
  const end = text.indexOf('\n', at);
  let record;
  try {
    record = JSON.parse(text.slice(at, end === -1 ? undefined : end));
  } catch {
    return null; // cut short: the run stopped while writing it
  }
  const { done, planned } = record;
  const count = (n) => Number.isSafeInteger(n) && n >= 0;
  return count(done) && count(planned) ? { done, planned } : null;
}

/**
 * Whether a blocks run finished all it planned, from its records: the last
 * progress record of a run that did has as many blocks done as planned;
 * a run stopped half way has fewer, or none at all when it stopped in its
 * first block. A compare.js that ran to its end says so in its last record
 * (`end`, without a signal); an older one wrote none, and then the progress
 * is the evidence (an adaptive run whose every running configuration is
 * predicted to need no more blocks than it ran looks finished too). null
 * when the records cannot tell: a rounds schedule, or no run record.
 * @param {Record<string, any> | null} run  the run record
 * @param {string} text  samples.ndjson
 * @returns {Partial['stopped']}
 */
function stoppedRun(run, text) {
  if (run?.schedule !== 'blocks') return null;
  if (ranToItsEnd(text)) return null;
  const progress = lastProgress(text);
  if (progress === null) return { done: 0, planned: null };
  return progress.done < progress.planned ? progress : null;
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
  // One more than kept, to know that there were more.
  const result = readNdjson(text, { maxFailures: MAX_FAILURES + 1 });
  const read = { method: runMethod(result.run), failures: result.failures.slice(0, MAX_FAILURES).map(benchmarkFailure),
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

/** Whether a run step left results.csv in `dir` (a shard with no categories does not). @param {string} dir */
export function hasResults(dir) {
  return fs.existsSync(path.join(dir, FILES.csv));
}

/**
 * Reads a run step's results: `results.csv` (required), and from
 * `samples.ndjson` what readRecords finds. A CSV whose last line has no
 * newline was cut while compare.js wrote it (a row always ends with one):
 * that line is left out, since a number cut short still reads as a number.
 * @param {string} dir
 * @returns {{ samples: ReturnType<typeof parseCompareCsv>['samples'], warnings: string[], partial: Partial | null }
 *   & Omit<ReturnType<typeof readRecords>, 'warnings' | 'stopped'>}
 *   warnings: for the reader of the comment; partial: null when nothing says the run stopped early
 * @throws {ArtifactError} no CSV, or one that is not compare.js's
 */
export function readResults(dir) {
  const bytes = readBoundedBytes(path.join(dir, FILES.csv), MAX_BYTES.csv, FILES.csv);
  if (bytes === null) throw new ArtifactError(`the results have no ${FILES.csv} (looked in ${dir})`);
  // Bytes, so that lines that are not UTF-8 are named (csv.decode) instead of becoming configurations silently.
  const { text: whole, warnings: encoding } = csv.decode(bytes);
  const { text, cutLine } = withoutCutLine(whole);
  let parsed;
  try {
    parsed = parseCompareCsv(text, { measured: true, unrated: true });
  } catch (err) {
    throw new ArtifactError(`${FILES.csv} is not compare.js output: ${err instanceof Error ? err.message : String(err)}`);
  }
  const warnings = [...encoding.map((w) => `${FILES.csv}: ${w}`), ...parsed.warnings.map((w) => `${FILES.csv}: ${w}`)];
  let ndjson = null;
  try {
    ndjson = readBounded(path.join(dir, FILES.ndjson), MAX_BYTES.ndjson, FILES.ndjson);
  } catch (err) {
    if (!(err instanceof ArtifactError)) throw err;
    warnings.push(`${err.message}: the results are analysed without it`);
  }
  const { warnings: recordWarnings, stopped, ...records } = ndjson === null || ndjson === '' ?
    { method: null, failures: [], moreFailures: false, unmeasured: [], moreUnmeasured: false, pairing: null,
      stopped: null, warnings: [],
      note: `there is no ${FILES.ndjson}: Welch's test on the CSV` } :
    readRecords(ndjson, parsed.samples);
  const partial = stopped || cutLine !== null ? { stopped, cutLine } : null;
  const unrated = unratedRecords(parsed.unrated, parsed.samples);
  return { samples: parsed.samples, warnings: [...warnings, ...recordWarnings], partial, ...records,
    failures: [...records.failures, ...unrated.failures].slice(0, MAX_FAILURES),
    moreFailures: records.moreFailures || records.failures.length + unrated.failures.length > MAX_FAILURES,
    unmeasured: [...records.unmeasured, ...unrated.unmeasured].slice(0, MAX_FAILURES),
    moreUnmeasured: records.moreUnmeasured || records.unmeasured.length + unrated.unmeasured.length > MAX_FAILURES };
}

/**
 * The CSV's rows whose rate is `null` (an older compare.js wrote one for a
 * rate that was NaN or Infinity; csv.js keeps them apart) as what compare.js
 * now records for them: a failure per row, and the configuration unmeasured
 * by a binary that has no other result for it. The other configurations
 * are analysed as usual.
 * @param {ReturnType<typeof parseCompareCsv>['unrated']} rows
 * @param {ReturnType<typeof parseCompareCsv>['samples']} samples
 * @returns {{ failures: BenchmarkFailure[], unmeasured: Unmeasured[] }}
 */
function unratedRecords(rows, samples) {
  if (rows.length === 0) return { failures: [], unmeasured: [] };
  const key = (r) => `${r.binary}\0${r.filename}\0${r.configuration}`;
  const measured = new Set(samples.map(key));
  /** @type {Map<string, { filename: string, configuration: string, old: string[], new: string[] }>} */
  const byConfiguration = new Map();
  for (const row of rows) {
    const name = `${row.filename}\0${row.configuration}`;
    const entry = byConfiguration.get(name) ?? { filename: row.filename, configuration: row.configuration, old: [], new: [] };
    if (!measured.has(key(row))) entry[row.binary].push(row.rate);
    byConfiguration.set(name, entry);
  }
  const failures = rows.slice(0, MAX_FAILURES + 1).map((row) => ({ filename: untrustedText(row.filename, 300) ?? '',
    binary: row.binary, configuration: untrustedText(row.configuration, 300), cause: badRateCause(row.rate), error: null }));
  const why = (rates) => (rates.length === 0 ? null :
    `${badRateCause(rates[0])}${rates.length > 1 ? ` in all ${rates.length} runs` : ''}`);
  const unmeasured = [...byConfiguration.values()].filter((e) => e.old.length > 0 || e.new.length > 0)
    .slice(0, MAX_FAILURES + 1).map((e) => ({ filename: untrustedText(e.filename, 300) ?? '',
      configuration: untrustedText(e.configuration, 300), count: 1, old: why(e.old), new: why(e.new) }));
  return { failures, unmeasured };
}

/**
 * The CSV up to its last newline, and the number of the line after it when
 * that line was cut (null when the text ends with a newline, or is empty).
 * @param {string} text
 */
function withoutCutLine(text) {
  if (text === '' || text.endsWith('\n')) return { text, cutLine: null };
  const end = text.lastIndexOf('\n') + 1;
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) line++;
  return { text: text.slice(0, end), cutLine: line };
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
  } catch (err) {
    throw new ArtifactError(`the results directory ${dir} ${directoryProblem(dir, err)}`);
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
 * parsed within bounds by readResults before; a line cut short at the end of
 * one is left out, as readResults left it out.
 * @param {string[]} dirs  the shards with a results.csv
 * @param {string} dir  the results directory
 * @returns {string | undefined}
 * @throws {import('./report/safe-files.js').FileWriteError}
 */
export function mergeCsvFiles(dirs, dir) {
  const files = dirs.map((d) => path.join(d, FILES.csv));
  if (files.length <= 1) return files[0] && path.resolve(files[0]);
  const parts = files.map((f, i) => {
    const { text } = withoutCutLine(fs.readFileSync(f, 'utf8'));
    // The header once, from the first file.
    return i === 0 ? text : text.slice(text.indexOf('\n') + 1);
  });
  return path.resolve(writeFreshFile(dir, FILES.mergedCsv, parts.join('')));
}
