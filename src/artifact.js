// What the jobs of the secure workflow hand each other:
//
//   gate (GitHub-hosted, reads the API) --request--> run (self-hosted, no token)
//   run --results artifact--> report (GitHub-hosted, the only job that may comment)
//
// The request is written by our gate, but it travels through workflow
// outputs and inputs, so the run job checks it again before it builds
// anything. The results come from the machine that ran the PR's code: they
// are untrusted data. The report job takes only the raw CSV and the failure
// records from them, within size bounds, and recomputes the analysis itself,
// so nothing the PR's code wrote reaches the comment except as escaped text.

import fs from 'node:fs';
import path from 'node:path';
import csv from '../benchmark/_csv.js';
import samplesModule from '../benchmark/_samples.js';
import { ACCURACY } from './request/command.js';

const { parseCompareCsv } = csv;
const { readPairing, missingFromPairing, NdjsonError } = samplesModule;

// 2: `accuracy` and `maxRuns` (adaptive runs). All jobs of one workflow run
// use the same Action, so an older request is refused rather than guessed at.
export const REQUEST_VERSION = 2;
const SHA = /^[0-9a-f]{40}$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_CSV_BYTES = 64 * 1024 * 1024;
// Every sample, look and progress record: several times the CSV's size.
// Beyond this the report still comes, unpaired and without failure records.
const MAX_NDJSON_BYTES = 256 * 1024 * 1024;
const MAX_FAILURES = 1000;

export class HandoffError extends Error {
  name = 'HandoffError';
}

/**
 * runs, accuracy, maxRuns: command.js's RunPlan. accuracy null: exactly
 * `runs` runs (maxRuns null); a percentage: adaptive, `runs` to `maxRuns`.
 * @typedef {{ version: number, prNumber: number | null, commentId: number | null,
 *   baseSha: string, headSha: string, categories: string[], filters: string[],
 *   excludes: string[], runs: number, accuracy: number | null, maxRuns: number | null,
 *   sets: Array<{ key: string, value: string }>, marker: string }} PinnedRequest
 */

/** @param {Omit<PinnedRequest, 'version'>} request */
export function encodeRequest(request) {
  return JSON.stringify({ version: REQUEST_VERSION, ...request });
}

function printable(text, max) {
  if (typeof text !== 'string' || text.length > max) return false;
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/**
 * Parses and checks a request from the `request` input; every problem is
 * named.
 * @param {string} text
 * @param {{ maxRuns: number }} limits
 * @returns {PinnedRequest}
 */
export function decodeRequest(text, { maxRuns }) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new HandoffError(`Invalid 'request': not JSON (${err.message})`);
  }
  const problems = [];
  const check = (ok, message) => { if (!ok) problems.push(message); };
  check(value?.version === REQUEST_VERSION, `version must be ${REQUEST_VERSION}`);
  check(value?.prNumber === null || (Number.isInteger(value?.prNumber) && value.prNumber > 0), 'prNumber must be a positive whole number or null');
  check(value?.commentId === null || (Number.isInteger(value?.commentId) && value.commentId > 0), 'commentId must be a positive whole number or null');
  check(SHA.test(value?.baseSha ?? ''), 'baseSha must be a 40-character lowercase commit hash');
  check(SHA.test(value?.headSha ?? ''), 'headSha must be a 40-character lowercase commit hash');
  check(Array.isArray(value?.categories) && value.categories.length > 0 && value.categories.length <= 20 &&
        value.categories.every((c) => typeof c === 'string' && NAME.test(c)), 'categories must be 1 to 20 category names');
  for (const list of ['filters', 'excludes']) {
    check(Array.isArray(value?.[list]) && value[list].length <= 10 && value[list].every((t) => printable(t, 100)),
          `${list} must be at most 10 printable texts of up to 100 characters`);
  }
  check(Number.isInteger(value?.runs) && value.runs >= 1 && value.runs <= maxRuns, `runs must be a whole number from 1 to ${maxRuns}`);
  checkRunPlan(value, maxRuns, check);
  check(Array.isArray(value?.sets) && value.sets.length <= 20 && value.sets.every((s) =>
    KEY.test(s?.key ?? '') && s.key.toUpperCase() !== 'CPUSET' && printable(s?.value, 200)),
  'sets must be at most 20 {key, value} pairs with identifier keys (not CPUSET) and printable values');
  check(typeof value?.marker === 'string' && /^<!-- node-benchmark-action:[A-Za-z0-9:,_.-]+ -->$/.test(value.marker),
        'marker must be one of ours');
  if (problems.length > 0) throw new HandoffError(`Invalid 'request':\n${problems.map((p) => `- ${p}`).join('\n')}`);
  return value;
}

/** accuracy and maxRuns: both null (fixed runs), or a target within ACCURACY and a cap from runs to maxRuns. */
function checkRunPlan(value, maxRuns, check) {
  const accuracy = value?.accuracy;
  const fixed = accuracy === null;
  check(fixed || (typeof accuracy === 'number' && accuracy >= ACCURACY.min && accuracy <= ACCURACY.max),
        `accuracy must be null or a percentage from ${ACCURACY.min} to ${ACCURACY.max}`);
  if (fixed) {
    check(value?.maxRuns === null, 'maxRuns must be null when accuracy is null (fixed runs)');
  } else {
    const least = Number.isInteger(value?.runs) ? Math.max(1, value.runs) : 1;
    check(Number.isInteger(value?.maxRuns) && value.maxRuns >= least && value.maxRuns <= maxRuns,
          `maxRuns must be a whole number from runs (${least}) to ${maxRuns} when accuracy is set`);
  }
}

function readBounded(file, max, what) {
  let stat;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return null;
  }
  // A link could point anywhere on the report machine: only plain files.
  if (!stat.isFile()) throw new HandoffError(`${what} is not a plain file`);
  if (stat.size > max) throw new HandoffError(`${what} is ${stat.size} bytes, more than the ${max} allowed`);
  return fs.readFileSync(file, 'utf8');
}

/**
 * How compare.js says it ran (its ndjson `run` record: the schedule and the
 * stopping plan), reduced to checked fields; null when the record is absent
 * or of another shape (an older compare.js: then the request says what was
 * asked). The record comes from the benchmark machine: untrusted.
 * @typedef {{ schedule: 'blocks' | 'rounds', seed: number | null, accuracy: number | null,
 *   minRuns: number, maxRuns: number }} RunMethod
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

/**
 * The block pairing of compare.js's ndjson for the paired analysis
 * (_analysis.js analyze), or null with the reason: a rounds schedule, an
 * older compare.js, a file that does not fit, or one that misses
 * configurations of the CSV (then Welch's test on the CSV, as compare.R).
 * @param {string} text  the ndjson
 * @param {Array<{ filename: string, configuration: string }>} samples  the CSV's
 * @returns {{ pairing: import('../benchmark/_analysis.js').Pairing | null, note: string | null }}
 */
export function pairingOf(text, samples) {
  let result;
  try {
    result = readPairing(text);
  } catch (err) {
    if (!(err instanceof NdjsonError)) throw err;
    return { pairing: null, note: `samples.ndjson cannot be paired (${err.message}): Welch's test on the CSV` };
  }
  if (result.note) return { pairing: null, note: `samples.ndjson ${result.note}` };
  const missing = missingFromPairing(result.pairing, samples);
  if (missing.length > 0) {
    return { pairing: null, note: `samples.ndjson has no block of ${missing.length} configuration` +
      `${missing.length > 1 ? 's' : ''} of the CSV: Welch's test on the CSV` };
  }
  return { pairing: result.pairing, note: null };
}

/**
 * Reads the run job's results from the downloaded artifact directory:
 * `results.csv` (required), and from `samples.ndjson` the `run` record
 * (runMethod), the failure records and the block pairing (pairingOf).
 * @param {string} dir
 * @returns {{ samples: ReturnType<typeof parseCompareCsv>['samples'], warnings: string[],
 *   failures: Array<{ filename: string, binary: string, configuration: string | null, cause: string }>,
 *   method: RunMethod | null } & ReturnType<typeof pairingOf>}
 */
export function readResults(dir) {
  const text = readBounded(path.join(dir, 'results.csv'), MAX_CSV_BYTES, 'results.csv');
  if (text === null) throw new HandoffError(`the results have no results.csv (looked in ${dir})`);
  let parsed;
  try {
    parsed = parseCompareCsv(text);
  } catch (err) {
    throw new HandoffError(`results.csv is not compare.js output: ${err.message}`);
  }
  let ndjson = '';
  const warnings = [...parsed.warnings];
  try {
    ndjson = readBounded(path.join(dir, 'samples.ndjson'), MAX_NDJSON_BYTES, 'samples.ndjson') ?? '';
  } catch (err) {
    if (!(err instanceof HandoffError)) throw err;
    warnings.push(`${err.message}: the results are analysed without it`);
  }
  const failures = [];
  let method = null;
  for (const line of ndjson.split('\n')) {
    if (failures.length >= MAX_FAILURES) break;
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    if (record?.type === 'run' && method === null) method = runMethod(record);
    if (record?.type !== 'failure') continue;
    failures.push({
      filename: String(record.filename ?? '').slice(0, 300),
      binary: record.binary === 'old' || record.binary === 'new' ? record.binary : 'unknown',
      configuration: typeof record.configuration === 'string' ? record.configuration.slice(0, 300) : null,
      cause: record.timedOut ? 'timed out' : record.signal ? `killed by ${String(record.signal).slice(0, 20)}` :
        `exited with code ${Number.isInteger(record.code) ? record.code : '?'}`,
    });
  }
  const { pairing, note } = ndjson === '' ? { pairing: null, note: 'there is no samples.ndjson: Welch\'s test on the CSV' } :
    pairingOf(ndjson, parsed.samples);
  return { samples: parsed.samples, warnings, failures, method, pairing, note };
}

/**
 * The categories one shard of the run job takes: positions index,
 * index + total, ... of the request's list, so a category's old and new runs
 * share one machine.
 * @param {string[]} categories
 * @param {{ index: number, total: number } | null} shard
 */
export function shardCategories(categories, shard) {
  return shard === null ? categories : categories.filter((_, position) => position % shard.total === shard.index);
}

/**
 * Where the run jobs' results are, in the downloaded artifacts: `dir` itself
 * (one run job), or one subdirectory per shard, as actions/download-artifact
 * lays out several artifacts (`<dir>/<artifact name>/`). Names are sorted so
 * the comment lists shards in a stable order.
 * @param {string} dir
 * @returns {Array<{ name: string | null, dir: string }>}
 */
export function findShards(dir) {
  const isResult = (d) => ['results.csv', 'failure.json', 'shard.json'].some((f) => fs.existsSync(path.join(d, f)));
  if (isResult(dir)) return [{ name: null, dir }];
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    throw new HandoffError(`the results directory ${dir} does not exist: was the artifact downloaded?`);
  }
  const shards = entries
    .filter((e) => e.isDirectory() && NAME.test(e.name) && isResult(path.join(dir, e.name)))
    .map((e) => ({ name: e.name, dir: path.join(dir, e.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (shards.length === 0) throw new HandoffError(`no results in ${dir}: neither results.csv nor shard directories`);
  if (shards.length > 64) throw new HandoffError(`${shards.length} shard directories in ${dir}, more than the 64 allowed`);
  return shards;
}
