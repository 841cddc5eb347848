// The request: what runs, as the gate pinned it. One type from the trigger
// to the report. The gate makes it (from a comment, or from the workflow's
// own inputs), the run job runs it, the report job names it in the comment;
// in the three-job workflow it travels between them as the gate's `request`
// output, through workflow expressions nobody here controls. So it is
// checked where it is made and again where it is read: createRequest and
// decodeRequest share one validation, and encodeRequest takes only a
// request createRequest made.
//
//   {"version":6,"prNumber":12,"commentId":34,"method":"merge","baseSha":"9d8c…","headSha":"1f0e…",
//    "mergeSha":"77aa…","mergeBaseSha":null,"noMerge":null,"categories":["string_decoder"],
//    "filters":[],"excludes":[],"runs":10,"accuracy":2,"maxRuns":100,"runsLimit":100,"sets":[],
//    "profile":false,"auto":null}
//
// `runsLimit`: the gate's `max-runs`, the most runs the request may ask for.
// The request carries its bounds and is checked against what it carries
// (benchmark/_lib/stats/bounds.js): a run job whose own `max-runs` differs runs
// what the gate accepted, and says which setting differs (runsLimitNote).
//
// `auto`: when `/benchmark auto` chose the categories, why (auto.js's
// summary: which changed files led to which category, what was left out);
// the report renders it, so it is checked like everything else here.
//
// Which commits are compared (github/pin.js): `merge`, the base branch's tip
// (baseSha) against the test merge (mergeSha) of the head onto it; or
// `merge-base`, the commit the head branched from (mergeBaseSha) against the
// head, when there is no test merge of the head (noMerge says why).
//
// The comment's marker is not carried: it is derived (markerFor), so a
// request cannot point the report at another comment.

import { autoSummaryProblems } from './auto.js';
import { ACCURACY, CATEGORY, LIMITS, NO_MERGE, RUNS, SHA, deepFreeze, isPrintable, markerFor, planProblems,
  setKeyProblem } from './grammar.js';
import textModule from '../../benchmark/_lib/text.js';

const { errorMessage } = textModule;

// 6: runsLimit, the bounds the request is checked against. 5: profile and auto. 4: the compared commits (method, mergeSha, mergeBaseSha, noMerge). 3: the
// marker is derived, and a run without a pull request (prebuilt binaries)
// has no commits. All jobs of one workflow run use the same Action, so an
// older request is refused rather than guessed at.
export const REQUEST_VERSION = 6;


export class RequestError extends Error {
  name = 'RequestError';

  /** @param {string} what  where the request came from @param {string[]} problems */
  constructor(what, problems) {
    super(`Invalid ${what}:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * runs, accuracy, maxRuns: accuracy null: exactly `runs` runs (maxRuns
 * null, Node core's method); a percentage: adaptive, `runs` to `maxRuns`.
 * @typedef {import('../../benchmark/_lib/stats/bounds.js').Plan} RunPlan
 * @typedef {Readonly<{ key: string, value: string }>} SetEntry
 * @typedef {import('../github/pin.js').NoMerge} NoMerge
 * @typedef {{ prNumber: number | null, commentId: number | null,
 *   baseSha: string | null, headSha: string | null, method: 'merge' | 'merge-base' | null,
 *   mergeSha: string | null, mergeBaseSha: string | null, noMerge: NoMerge | null, categories: readonly string[],
 *   filters: readonly string[], excludes: readonly string[],
 *   sets: readonly SetEntry[], profile: boolean, auto: AutoSummary | null, runsLimit: number } & RunPlan} RequestFields
 *   profile: CPU-profile the configurations that changed; auto: why `auto` chose the categories
 *   prNumber null: a run without a pull request (prebuilt binaries, no
 *   commits, nothing to comment on); the commits and the method are then null too.
 *   runsLimit: the gate's `max-runs`, which runs and maxRuns are within
 * @typedef {Readonly<RequestFields & { marker: string | null }>} Request
 *   marker: the sticky comment's hidden first line; null without a pull request
 * @typedef {import('./auto.js').AutoSummary} AutoSummary
 * @typedef {Pick<RequestFields, 'categories' | 'filters' | 'excludes' | 'sets' | 'runs' | 'accuracy' | 'maxRuns'
 *   | 'profile'> & { sha: string | null, auto: boolean }} AskedRequest
 *   what a comment or the workflow asks for, before the gate pins the commits; sha: the
 *   commenter's `--sha`, or the head of a pull_request event; auto: the gate chooses the
 *   categories (categories is then empty)
 */

const FIELDS = /** @type {const} */ (['prNumber', 'commentId', 'method', 'baseSha', 'headSha', 'mergeSha',
  'mergeBaseSha', 'noMerge', 'categories', 'filters', 'excludes', 'runs', 'accuracy', 'maxRuns', 'runsLimit', 'sets',
  'profile', 'auto']);

/**
 * Every way `value` is not a request, named, all at once; [] when it is one.
 * @param {any} value
 * @returns {string[]}
 */
function requestProblems(value) {
  const problems = [];
  const check = (ok, message) => { if (!ok) problems.push(message); };
  const id = (n) => Number.isSafeInteger(n) && n > 0;
  const pr = value?.prNumber;
  check(pr === null || id(pr), 'prNumber must be a positive whole number or null');
  check(value?.commentId === null || (id(value?.commentId) && pr !== null),
        'commentId must be null or a positive whole number with a prNumber');
  commitProblems(value, check);
  const categories = value?.categories;
  check(Array.isArray(categories) && categories.length > 0 && categories.length <= LIMITS.categories &&
        categories.every((c) => typeof c === 'string' && CATEGORY.test(c)) && new Set(categories).size === categories.length,
        `categories must be 1 to ${LIMITS.categories} different category names`);
  for (const list of ['filters', 'excludes']) {
    check(Array.isArray(value?.[list]) && value[list].length <= LIMITS.texts &&
          value[list].every((t) => t !== '' && isPrintable(t, LIMITS.text)),
          `${list} must be at most ${LIMITS.texts} printable texts of 1 to ${LIMITS.text} characters`);
  }
  runPlanProblems(value, check);
  check(Array.isArray(value?.sets) && value.sets.length <= LIMITS.sets && value.sets.every((s) =>
    typeof s?.key === 'string' && setKeyProblem(s.key) === null && isPrintable(s?.value, LIMITS.value)),
  `sets must be at most ${LIMITS.sets} {key, value} pairs with identifier keys (not CPUSET) and printable ` +
    `values of up to ${LIMITS.value} characters`);
  check(typeof value?.profile === 'boolean', 'profile must be true or false');
  autoProblems(value, check);
  return problems;
}

/**
 * `auto`: null, or the summary of a choice of exactly these categories, made
 * for a pull request (its changed files chose them).
 */
function autoProblems(value, check) {
  const auto = value?.auto;
  if (auto === null) return;
  const problems = autoSummaryProblems(auto);
  for (const problem of problems) check(false, `auto: ${problem}`);
  if (problems.length > 0) return;
  check(value?.prNumber !== null, 'auto needs a pull request: its changed files choose the categories');
  const chosen = auto.chosen.map((c) => c.category);
  check(Array.isArray(value?.categories) && chosen.join('\n') === value.categories.join('\n'),
        "auto: its chosen categories must be the request's categories, in order");
}

/**
 * The compared commits: with a pull request, `merge` has mergeSha and no
 * mergeBaseSha or noMerge, `merge-base` the other way round; without one,
 * everything is null.
 */
function commitProblems(value, check) {
  const isSha = (name) => typeof value?.[name] === 'string' && SHA.test(value[name]);
  const isNull = (name) => value?.[name] === null;
  if (value?.prNumber === null) {
    check(COMMIT_FIELDS.every(isNull),
          'a request without a pull request has no commits: method, baseSha, headSha, mergeSha, mergeBaseSha and noMerge must be null');
    return;
  }
  check(isSha('baseSha') && isSha('headSha'), 'baseSha and headSha must be 40-character lower-case commit hashes');
  if (value?.method === 'merge') {
    check(isSha('mergeSha') && isNull('mergeBaseSha') && isNull('noMerge'),
          "method 'merge' needs mergeSha, a commit hash, and null mergeBaseSha and noMerge");
  } else if (value?.method === 'merge-base') {
    check(isSha('mergeBaseSha') && isNull('mergeSha') && NO_MERGE.includes(/** @type {any} */ (value?.noMerge)),
          `method 'merge-base' needs mergeBaseSha, a commit hash, null mergeSha, and noMerge one of ${NO_MERGE.join(', ')}`);
  } else {
    check(false, "method must be 'merge' or 'merge-base' with a pull request");
  }
}

/** The fields that say which commits are compared (the artifact's ComparedCommits). */
const COMMIT_FIELDS = /** @type {const} */ (['method', 'baseSha', 'headSha', 'mergeSha', 'mergeBaseSha', 'noMerge']);

/**
 * Just the compared commits of a request or a pin; all null for a run without a pull request.
 * @param {Partial<Pick<RequestFields, typeof COMMIT_FIELDS[number]>> | null} from  null: no pull request
 * @returns {Pick<RequestFields, typeof COMMIT_FIELDS[number]>}
 */
export function commitsOf(from) {
  return /** @type {any} */ (Object.fromEntries(COMMIT_FIELDS.map((name) => [name, from?.[name] ?? null])));
}

/**
 * The two commits a request compares, and what each is, for the build's log.
 * @param {Pick<RequestFields, 'method' | 'baseSha' | 'headSha' | 'mergeSha' | 'mergeBaseSha'>} request
 * @returns {{ old: { sha: string, what: string }, new: { sha: string, what: string } } | null}  null without commits
 */
export function comparedCommits({ method, baseSha, headSha, mergeSha, mergeBaseSha }) {
  if (method === 'merge' && baseSha && mergeSha) {
    return { old: { sha: baseSha, what: 'the base branch tip' },
      new: { sha: mergeSha, what: `the test merge of the head ${headSha?.slice(0, 7)} onto it` } };
  }
  if (method === 'merge-base' && mergeBaseSha && headSha) {
    return { old: { sha: mergeBaseSha, what: 'the merge base' }, new: { sha: headSha, what: 'the pull request head' } };
  }
  return null;
}

/**
 * runs, accuracy and maxRuns: a plan within the bounds the request carries
 * (runsLimit, the gate's `max-runs`); maxRuns null exactly when accuracy is.
 */
function runPlanProblems(value, check) {
  const limit = value?.runsLimit;
  const limitOk = Number.isSafeInteger(limit) && limit >= RUNS.min && limit <= RUNS.max;
  check(limitOk, `runsLimit must be a whole number from ${RUNS.min} to ${RUNS.max} (the gate's max-runs)`);
  const accuracy = value?.accuracy ?? null;
  if (accuracy === null) check(value?.maxRuns === null, 'maxRuns must be null when accuracy is null (fixed runs)');
  const plan = { runs: value?.runs, accuracy, maxRuns: value?.maxRuns ?? null };
  for (const { field, min, max } of planProblems(plan, limitOk ? limit : RUNS.max)) {
    if (field === 'accuracy') check(false, `accuracy must be null or a percentage from ${ACCURACY.min} to ${ACCURACY.max}`);
    else check(false, `${field} must be a whole number from ${min} to ${max}${accuracy === null ? '' : ' when accuracy is set'}`);
  }
}

/**
 * A checked, frozen request, with its marker.
 * @param {RequestFields} fields
 * @param {{ what?: string }} [options]  what: where the fields came from, for the message
 * @returns {Request}
 * @throws {RequestError} naming every problem
 */
export function createRequest(fields, { what = 'request' } = {}) {
  const problems = requestProblems(fields);
  if (problems.length > 0) throw new RequestError(what, problems);
  const picked = Object.fromEntries(FIELDS.map((name) => [name, fields[name]]));
  const request = {
    ...picked,
    categories: Object.freeze([...fields.categories]),
    filters: Object.freeze([...fields.filters]),
    excludes: Object.freeze([...fields.excludes]),
    sets: Object.freeze(fields.sets.map(({ key, value }) => Object.freeze({ key, value }))),
    // Checked above; frozen deep, as it is a plain tree of JSON values.
    auto: fields.auto === null ? null : deepFreeze(structuredClone(fields.auto)),
    marker: fields.prNumber === null ? null : markerFor(fields.prNumber, fields.categories),
  };
  return /** @type {Request} */ (Object.freeze(request));
}

/**
 * The `request` output of the gate: JSON, the fields of FIELDS only.
 * @param {Request} request  from createRequest or decodeRequest
 * @returns {string}
 */
export function encodeRequest(request) {
  const checked = createRequest(request, { what: 'request (our bug: the gate made it)' });
  return JSON.stringify({ version: REQUEST_VERSION, ...Object.fromEntries(FIELDS.map((name) => [name, checked[name]])) });
}

/**
 * Parses and checks the `request` input, against the bounds it carries;
 * every problem is named.
 * @param {string} text
 * @returns {Request}
 * @throws {RequestError}
 */
export function decodeRequest(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new RequestError("'request'", [`not JSON (${errorMessage(err)})`]);
  }
  if (value?.version !== REQUEST_VERSION) {
    throw new RequestError("'request'", [`version must be ${REQUEST_VERSION}, got ${JSON.stringify(value?.version ?? null)}` +
      ': the gate and this job must use the same version of the Action']);
  }
  const known = new Set(['version', ...FIELDS]);
  const unknown = Object.keys(value).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new RequestError("'request'", [`unknown fields: ${unknown.join(', ')}`]);
  return createRequest(value, { what: "'request'" });
}

/**
 * When this job's `max-runs` is not the gate's, which the request carries:
 * a warning that says so (the request still runs as the gate accepted it);
 * null when they agree.
 * @param {Request} request
 * @param {number} maxRuns  this job's `max-runs`
 * @returns {string | null}
 */
export function runsLimitNote(request, maxRuns) {
  if (request.runsLimit === maxRuns) return null;
  return `This job's 'max-runs' is ${maxRuns} and the gate's is ${request.runsLimit}: the request runs as the gate ` +
    `accepted it (${request.accuracy === null ? `${request.runs} runs` : `up to ${request.maxRuns} runs`}). ` +
    "Give every job of the workflow the same 'max-runs'.";
}

/**
 * The categories one shard of the run job takes: positions index,
 * index + total, ... of the request's list, so a category's old and new runs
 * share one machine.
 * @param {readonly string[]} categories
 * @param {{ index: number, total: number } | null} shard
 */
export function shardCategories(categories, shard) {
  return shard === null ? [...categories] : categories.filter((_, position) => position % shard.total === shard.index);
}
