// The grammar of a benchmark request, defined once: what a category name, a
// --set key, a commit hash, a CPU list, a permission and a comment marker
// look like, and how much of each a request may carry. The comment parser
// (command.js), the workflow's inputs (settings.js), the request the gate
// hands the run job (request.js) and the comment renderers all check against
// these, each with messages for its own reader.
//
// Pure: no I/O.

import commitSha from '../../benchmark/_lib/commit-sha.js';
import cpuLists from '../../benchmark/_lib/cpus.js';
import bounds from '../../benchmark/_lib/stats/bounds.js';

// How many runs and how precise: one definition for the comment, the
// inputs, the request and compare.js (benchmark/_lib/stats/bounds.js); readPlan is
// the grammar of --runs and --accuracy that the comment and compare.js share.
export const { ACCURACY, ADAPTIVE_MIN_RUNS, DEFAULT_RUNS, POWER, RUNS, parseAccuracy, parsePower, parseCount, planOf, planProblems,
  readPlan } = bounds;

/** What one request may carry, whoever wrote it: a comment or the workflow. */
export const LIMITS = Object.freeze({
  line: 2000, // characters in the command line, trigger included
  words: 100, // words after the trigger (`--runs 5` is two)
  categories: 20,
  texts: 10, // --filter texts, and as many --exclude texts
  text: 100, // characters in one --filter or --exclude text
  sets: 20,
  value: 200, // characters in one --set value
  runs: bounds.RUNS.max, // the most runs `max-runs` may allow
});

/**
 * A category name: a directory of the benchmark directory. No `/` and no
 * leading `.`, so never a path, whatever the directory holds.
 */
export const CATEGORY = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** A `--set` key: an identifier, as the harness's variables are. */
const KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * A full commit hash as git prints it: 40 lower-case hexadecimal characters
 * (benchmark/_lib/commit-sha.js, which the history store checks with too).
 */
export const { SHA } = commitSha;

/** An environment variable's name, as the `pass-env` input lists them. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Repository permissions, lowest first (GitHub's roles; 'none' is below all). */
export const PERMISSIONS = Object.freeze(['none', 'read', 'triage', 'write', 'maintain', 'admin']);

/** Every comment the Action writes starts with this, so it never answers itself. */
export const MARKER_PREFIX = '<!-- node-benchmark-action';

/**
 * Why `key` cannot be a `--set` key, or null when it can. CPUSET is the
 * workflow author's `cpuset` only (the machine record, the governor and
 * taskset must agree on it); the names of Object.prototype would reach it
 * in the harness's plain objects instead of a variable.
 * @param {string} key
 * @returns {'form' | 'cpuset' | 'reserved' | null}
 */
export function setKeyProblem(key) {
  if (!KEY.test(key)) return 'form';
  if (key.toUpperCase() === 'CPUSET') return 'cpuset';
  if (key in Object.prototype) return 'reserved';
  return null;
}

/**
 * A commit hash as a person may write it (any case), in git's form; null
 * when it is not one.
 * @param {string} text
 * @returns {string | null}
 */
export function parseSha(text) {
  const lower = String(text).toLowerCase();
  return SHA.test(lower) ? lower : null;
}

// Characters that end a line or drive a terminal: C0 controls and DEL. What
// a reader cannot see but stays in its line (a bidi override, a zero-width
// space) passes: wherever the text is shown, code-span.js names it.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Text of at most `max` characters (code points) without control characters.
 * @param {unknown} text
 * @param {number} max
 * @returns {text is string}
 */
export function isPrintable(text, max) {
  return typeof text === 'string' && [...text].length <= max && !CONTROL.test(text);
}

/**
 * `0-3,8`: a taskset CPU list, each range ascending (benchmark/_lib/cpus.js
 * parses it for compare.js's CPUSET too).
 * @param {string} text
 */
export function isCpuList(text) {
  const cpus = text === '' ? null : cpuLists.parseCpuList(text);
  return Array.isArray(cpus) && cpus.length > 0;
}

/**
 * The hidden first line of the sticky comment of one pull request and command.
 * @param {number} prNumber
 * @param {readonly string[]} categories  already validated names
 * @returns {string}
 */
export function markerFor(prNumber, categories) {
  if (!Number.isSafeInteger(prNumber) || prNumber < 1) {
    throw new Error(`markerFor: expected a pull request number, got ${JSON.stringify(prNumber)}`);
  }
  const bad = categories.find((name) => !CATEGORY.test(name));
  if (bad !== undefined) {
    // Names come from a parser that checked them: this is our bug.
    throw new Error(`markerFor: ${JSON.stringify(bad)} is not a category name`);
  }
  return `${MARKER_PREFIX}:pr-${prNumber}:${categories.join(',')} -->`;
}

/**
 * Why a request compares the head with its merge base instead of the test
 * merge (github/pin.js): `conflict` it does not merge cleanly;
 * `not-computed` GitHub had not said whether it does; `stale-merge` its test
 * merge was of another head.
 */
export const NO_MERGE = Object.freeze(/** @type {const} */ (['conflict', 'not-computed', 'stale-merge']));

/**
 * A tree of plain objects, arrays and primitives, frozen all the way down:
 * what crosses jobs, and the tables it is checked against, cannot change on the way.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function deepFreeze(value) {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
