// The shards of a run, read and merged for the report (their categories are
// disjoint): where they are and what each is called (namedShards), then
// each one's results, failure or absence (readShards), as the untrusted data
// they are (read-files.js, read-results.js, read-records.js). A shard that
// failed, or never reported, is kept with its failure; the others' samples,
// failures and unmeasured configurations are joined, and their block
// pairings too when they ran one plan. The words the comment says about
// all of it are report/'s (gaps.js, measured-shards.js).

import runFailures from '../../benchmark/_lib/words/failure-notes.js';
import { findShards, hasResults, readFailure, readMachineFile, readShard } from './read-files.js';
import { readFailureRecords } from './read-records.js';
import { readResults } from './read-results.js';
import { reachRanNothing } from './reach-files.js';

const { failedBinaries } = runFailures;

/**
 * @typedef {import('./files.js').Failure} Failure
 * @typedef {import('../request/request.js').Request} Request
 * @typedef {{ name: string | null, dir: string, declared: import('./files.js').DeclaredShard | null }} ShardDir
 *   name: null for the one shard of a run that was not sharded
 * @typedef {{ shard: ShardDir, partial: import('./files.js').Partial | null, elapsed: number | null,
 *   method: import('./files.js').RunMethod | null, machine: ReturnType<typeof readMachineFile> }} MeasuredShard
 *   a shard with results: where its run stopped early (null: it did not), how long it benchmarked (seconds),
 *   how compare.js says it ran, its machine.json
 * @typedef {ReturnType<typeof readShards>} ShardResults
 */

/**
 * The shards in the results directory, each with its shard.json and its
 * name. download-artifact v4 puts each artifact in a directory of its name,
 * v5 and later a lone one straight into the path: a shard then has no
 * directory name, but its shard.json still says which it is. The one shard
 * of a one-host run is the run job, whichever the layout.
 * @param {string} resultsDir  resolved
 * @returns {ShardDir[]}
 */
export function namedShards(resultsDir) {
  const found = findShards(resultsDir);
  return found.map((shard) => {
    const declared = readShard(shard.dir);
    const alone = found.length === 1 && (declared?.total ?? 1) === 1;
    const name = alone ? null :
      shard.name === null && declared && declared.total > 1 ? `${declared.index}/${declared.total}` : shard.name;
    return { ...shard, name, declared };
  });
}

/** Plain text: escaped where it goes into markdown. @param {{ name: string | null }} shard */
export const shardLabel = (shard) => (shard.name === null ? 'the run job' : `shard ${shard.name}`);

/** @type {Failure} */
const NO_RESULTS = { step: 'benchmarking',
  message: 'no results arrived (its job failed before writing them, or its artifact is missing)', logTail: '' };

/**
 * Each shard's samples, failures and machine record; the shards that failed
 * or never reported, named; how many shards the run had; how the first
 * shard with a run record says it ran (the shards run one request); the
 * shards' block pairing, joined (null unless every shard has one, of one
 * plan); the categories the measured ones were to run (their shard.json's,
 * or the request's for a run unsharded); what the reader warned of, each
 * warning named by its shard (and in the log).
 * @param {ShardDir[]} shards
 * @param {Pick<Request, 'categories'> & { auto?: Request['auto'] }} request
 * @param {Pick<import('../action.js').Log, 'info' | 'warning'>} log
 */
export function readShards(shards, request, log) {
  /** @type {import('../../benchmark/_lib/stats/analysis.js').Sample[]} */
  let samples = [];
  /** @type {import('./files.js').BenchmarkFailure[]} */
  let failures = [];
  let moreFailures = false;
  /** @type {import('./files.js').Unmeasured[]} */
  let unmeasured = [];
  let moreUnmeasured = false;
  /** @type {string[]} */
  const warnings = [];
  /** @type {Array<{ shard: { name: string | null }, failure: Failure }>} */
  const failed = [];
  const pairings = [];
  /** @type {MeasuredShard[]} */
  const measured = [];
  /** @type {Set<string>} */
  const planned = new Set();
  let method = null;
  for (const shard of shards) {
    const failure = readFailure(shard.dir);
    if (failure) {
      failed.push({ shard, failure: withFailedBinaries(failure, shard.dir) });
      continue;
    }
    if (!hasResults(shard.dir)) {
      // `auto` by function found no configuration that calls a changed function: nothing ran, on purpose.
      if (request.auto && reachRanNothing(shard.dir)) continue;
      // A shard given no categories has nothing to show; any other stopped
      // before it wrote its results (killed, or its job cancelled).
      if (shard.declared?.categories?.length !== 0) failed.push({ shard, failure: NO_RESULTS });
      continue;
    }
    const results = readResults(shard.dir);
    // concat, never push(...spread): a shard's samples can be more than a call takes arguments.
    samples = samples.length === 0 ? results.samples : samples.concat(results.samples);
    failures = failures.concat(results.failures);
    moreFailures ||= results.moreFailures;
    unmeasured = unmeasured.concat(results.unmeasured);
    moreUnmeasured ||= results.moreUnmeasured;
    method ??= results.method;
    for (const category of shard.declared?.categories ?? (shards.length === 1 ? request.categories : [])) {
      planned.add(category);
    }
    for (const warning of results.warnings) {
      log.warning(`${shardLabel(shard)}: ${warning}`);
      warnings.push(shard.name === null ? warning : `${shardLabel(shard)}: ${warning}`);
    }
    if (results.note) log.info(`${shardLabel(shard)}: ${results.note}`);
    pairings.push(results.pairing);
    measured.push({ shard, partial: results.partial, elapsed: results.elapsed, method: results.method,
      machine: readMachineFile(shard.dir) });
  }
  const missing = missingShards(shards);
  for (const name of missing) failed.push({ shard: { name }, failure: NO_RESULTS });
  return { samples, failures, moreFailures, unmeasured, moreUnmeasured, warnings, failed, measured, planned, method,
    shards, shardCount: shards.length + missing.length, pairing: joinPairings(pairings, log) };
}

/**
 * failure.json of a compare.js that measured nothing, with what its failure
 * records say when a binary failed in every process (both, usually): which
 * one, and its first error.
 * @param {Failure} failure
 * @param {string} dir
 * @returns {Failure}
 */
function withFailedBinaries(failure, dir) {
  if (failure.step !== 'benchmarking') return failure;
  const line = failedBinaries({ old: 0, new: 0 }, readFailureRecords(dir));
  return line === null ? failure : { ...failure, message: `${failure.message}: ${line.charAt(0).toLowerCase()}${line.slice(1)}` };
}

/**
 * One pairing of the shards' (their categories are disjoint), or null for
 * Welch's test on all: a shard without one, or shards of different plans,
 * would otherwise mix two analyses in one verdict.
 * @param {Array<import('../../benchmark/_lib/stats/analysis.js').Pairing | null>} pairings
 * @param {Pick<import('../action.js').Log, 'info'>} log
 */
function joinPairings(pairings, log) {
  if (pairings.length === 0 || pairings.includes(null)) return null;
  const all = /** @type {import('../../benchmark/_lib/stats/analysis.js').Pairing[]} */ (pairings);
  const plan = JSON.stringify(all[0].plan);
  if (all.some((p) => JSON.stringify(p.plan) !== plan)) {
    log.info('The shards ran different stopping plans: Welch\'s test on the CSV for all of them');
    return null;
  }
  return { plan: all[0].plan, blocks: all.flatMap((p) => p.blocks) };
}

/**
 * The shards a sharded run should have had but whose results are absent,
 * from the `shard.json` ({ index, total }) each run step writes first thing.
 * @param {ShardDir[]} shards
 * @returns {string[]} names such as '1/3'
 */
function missingShards(shards) {
  const declared = shards.flatMap((shard) => (shard.declared ? [shard.declared] : []));
  const total = declared.reduce((most, d) => Math.max(most, d.total), 0);
  const seen = new Set(declared.map((d) => d.index));
  return Array.from({ length: total }, (_, index) => index).filter((i) => !seen.has(i)).map((i) => `${i}/${total}`);
}
