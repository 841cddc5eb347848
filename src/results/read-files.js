// The report step's readers of the results directory's small files, as the
// untrusted data they are (files.js): where the shards' results are, each
// shard's shard.json, failure.json and machine.json, each read bounded and
// reduced to checked fields and short strings (untrustedText). results.csv
// and samples.ndjson are read-results.js's; profiles/ is profile-files.js's.

import fs from 'node:fs';
import path from 'node:path';
import codeSpans from '../../benchmark/_lib/code-span.js';
import fileHash from '../../benchmark/_lib/file-hash.js';
import textModule from '../../benchmark/_lib/text.js';
import { CATEGORY, NO_MERGE, SHA } from '../request/grammar.js';
import { ArtifactError, FILES, MAX_BYTES, MAX_CHANGED_NAMED, MAX_SHARDS } from './files.js';
import plainFile from '../../benchmark/_lib/plain-file.js';
import { directoryProblem } from './safe-files.js';

const { showInvisible } = codeSpans;
const { byteOrder } = textModule;
const { FileReadError, readPlainFile } = plainFile;

/**
 * @typedef {import('./files.js').Failure} Failure
 * @typedef {import('./files.js').DeclaredShard} DeclaredShard
 * @typedef {import('./files.js').MachineFile} MachineFile
 * @typedef {import('./files.js').ComparedCommits} ComparedCommits
 */

/**
 * A plain file's bytes, or null when it does not exist.
 * @param {string} file  @param {number} max  bytes  @param {string} what  for the message
 * @throws {ArtifactError} a link, a directory, more than `max` bytes, or unreadable
 */
export function readBoundedBytes(file, max, what) {
  try {
    return readPlainFile(file, max, what);
  } catch (err) {
    if (err instanceof FileReadError) throw new ArtifactError(err.message);
    throw err;
  }
}

/**
 * A plain file's text, or null when it does not exist.
 * @param {string} file  @param {number} max  bytes  @param {string} what  for the message
 * @throws {ArtifactError} a link, a directory, or more than `max` bytes
 */
export function readBounded(file, max, what) {
  return readBoundedBytes(file, max, what)?.toString('utf8') ?? null;
}

/** A small JSON file's value; null when absent, unreadable or not JSON. @param {string} file @param {number} max */
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
 * @param {unknown} value
 * @param {number} [max]
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
    buildSeconds: buildSecondsOf(data.buildSeconds), cleanStart: cleanStartOf(data.cleanStart),
    benchmarkFiles: benchmarkFilesOf(data.benchmarkFiles),
    hashes: Object.fromEntries(Object.entries(strings(data.hashes)).flatMap(([k, v]) =>
      (typeof v === 'string' && fileHash.SHA256.test(v) ? [[k, v]] : []))) };
}

/**
 * machine.json's build times, seconds of each side; null for prebuilt binaries or another shape.
 * @param {any} value
 * @returns {{ base: number, head: number } | null}
 */
function buildSecondsOf(value) {
  const seconds = (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e7 ? v : null);
  const base = seconds(value?.base);
  const head = seconds(value?.head);
  return base === null || head === null ? null : { base, head };
}

/**
 * machine.json's cleanStart: three lists of names (at most 32 each, as
 * untrusted text); null when absent, of another shape, or all empty.
 * @param {any} value
 * @returns {import('./files.js').CleanStart | null}
 */
function cleanStartOf(value) {
  const names = (list) => (Array.isArray(list) ? list : []).slice(0, 32).map((n) => untrustedText(n))
    .filter((n) => typeof n === 'string' && n !== '');
  const clean = { discarded: names(value?.discarded), gitConfig: names(value?.gitConfig), hooks: names(value?.hooks) };
  return clean.discarded.length + clean.gitConfig.length + clean.hooks.length === 0 ? null :
    /** @type {import('./files.js').CleanStart} */ (clean);
}

/**
 * machine.json's benchmarkFiles: whose they were, and the changed files'
 * names as short strings; null when absent or of another shape.
 * @param {any} value
 * @returns {MachineFile['benchmarkFiles']}
 */
function benchmarkFilesOf(value) {
  if (value?.from !== 'pull-request' && value?.from !== 'base') return null;
  const changed = /** @type {string[]} */ ((Array.isArray(value.changed) ? value.changed : [])
    .slice(0, MAX_CHANGED_NAMED).map((name) => untrustedText(name, 300)).filter((name) => name !== null));
  const count = Number.isSafeInteger(value.changedCount) && value.changedCount >= changed.length &&
    value.changedCount <= 1e6 ? value.changedCount : changed.length;
  return { from: value.from, dir: untrustedText(value.dir, 300) ?? '', changed, changedCount: count };
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

/** Whether a run step left results.csv in `dir` (a shard with no categories does not). @param {string} dir */
export function hasResults(dir) {
  return fs.existsSync(path.join(dir, FILES.csv));
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
  // reach.json alone: `auto` by function found nothing to run (results/reach-files.js).
  const isResult = (d) => [FILES.csv, FILES.failure, FILES.shard, FILES.reach].some((f) => fs.existsSync(path.join(d, f)));
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
    .sort((a, b) => byteOrder(a.name, b.name));
  if (shards.length === 0) throw new ArtifactError(`no results in ${dir}: neither ${FILES.csv} nor shard directories`);
  if (shards.length > MAX_SHARDS) {
    throw new ArtifactError(`${shards.length} shard directories in ${dir}, more than the ${MAX_SHARDS} allowed`);
  }
  return shards;
}
