'use strict';

// How many runs, and how precise: the bounds of a run's plan, defined once
// for every side of every boundary a plan crosses. The comment
// (src/request/command.js), the workflow's inputs (src/settings.js), the
// request the gate hands the run and report jobs (src/request/request.js)
// and compare.js's own options all check against these; each words the
// problem for its own reader (`--runs`, `'runs'`, `--min-runs`). When each
// side kept its own, the gate accepted `--runs 1 --accuracy 2` and
// compare.js then refused `--min-runs 1`.
//
// A plan: `accuracy` null, exactly `runs` runs of each configuration per
// binary (Node core's method; `maxRuns` null); a percentage, adaptive: at
// least `runs` runs (the first look), at most `maxRuns`.
//
// Pure: no I/O.

/** Runs of one configuration per binary: a fixed count, and the adaptive cap. */
const RUNS = Object.freeze({ min: 1, max: 1000 });

/**
 * The fewest runs before an adaptive plan's first look: its paired interval
 * needs a spread, so two blocks at least.
 */
const ADAPTIVE_MIN_RUNS = 2;

/** The target accuracy, percent (± half-width of the 95% ratio interval). */
const ACCURACY = Object.freeze({ min: 0.1, max: 50 });

/**
 * Runs when nobody gave a number: Node core's 30 when fixed; when adaptive,
 * 10 before the first look and at most 100.
 */
const DEFAULT_RUNS = Object.freeze({ fixed: 30, adaptive: 10, cap: 100 });

// Decimal digits, an optional fraction and an optional '%' ('2', '0.5',
// '2.5%'): '1e3', '-1', '.5', 'NaN' and '0x10' are refused, not guessed at.
const ACCURACY_TEXT = /^(\d{1,9}(?:\.\d{1,9})?)%?$/;

/**
 * A target accuracy as a person writes it, in a comment, an input or on
 * compare.js's command line: a decimal number of percent from ACCURACY.min
 * to ACCURACY.max, with or without a trailing '%' (`2`, `0.5`, `2.5%`);
 * null for anything else.
 * @param {string} text
 * @returns {number | null}
 */
function parseAccuracy(text) {
  const match = ACCURACY_TEXT.exec(String(text));
  const value = match ? Number(match[1]) : NaN;
  return value >= ACCURACY.min && value <= ACCURACY.max ? value : null;
}

/**
 * A run count written in digits only, read in base 10 (`030` is 30): `+5`,
 * `1.5`, `1e3` and `0x10` are refused; null for those.
 * @param {string} text
 * @returns {number | null}
 */
function parseCount(text) {
  return /^[0-9]{1,9}$/.test(String(text)) ? Number(text) : null;
}

/**
 * @typedef {{ runs: number, accuracy: number | null, maxRuns: number | null }} Plan
 * @typedef {{ field: 'runs' | 'maxRuns' | 'accuracy', min: number, max: number }} PlanProblem
 *   the field is not a whole number (accuracy: a number) from min to max
 */

/**
 * Every way `plan` cannot run, [] when it can: each names the field and the
 * range it must be in, given the others (an adaptive plan's `runs` is at
 * most its `maxRuns`). `cap` is the most runs the plan may ask for (a
 * workflow's `max-runs`), itself within RUNS. That `maxRuns` is null exactly
 * when `accuracy` is, is the caller's to check: it is the plan's form, not a
 * bound.
 * @param {Plan} plan
 * @param {number} [cap]
 * @returns {PlanProblem[]}
 */
function planProblems({ runs, accuracy, maxRuns }, cap = RUNS.max) {
  if (!(Number.isSafeInteger(cap) && cap >= RUNS.min && cap <= RUNS.max)) {
    throw new RangeError(`cap must be a whole number from ${RUNS.min} to ${RUNS.max}, got ${cap}`);
  }
  const whole = (value, min, max) => Number.isSafeInteger(value) && value >= min && value <= max;
  if (accuracy === null) return whole(runs, RUNS.min, cap) ? [] : [{ field: 'runs', min: RUNS.min, max: cap }];
  /** @type {PlanProblem[]} */
  const problems = [];
  if (!(typeof accuracy === 'number' && accuracy >= ACCURACY.min && accuracy <= ACCURACY.max)) {
    problems.push({ field: 'accuracy', min: ACCURACY.min, max: ACCURACY.max });
  }
  const capOk = whole(maxRuns, ADAPTIVE_MIN_RUNS, cap);
  if (!capOk) problems.push({ field: 'maxRuns', min: ADAPTIVE_MIN_RUNS, max: cap });
  const most = capOk ? /** @type {number} */ (maxRuns) : cap;
  if (!whole(runs, ADAPTIVE_MIN_RUNS, most)) problems.push({ field: 'runs', min: ADAPTIVE_MIN_RUNS, max: most });
  return problems;
}

/**
 * The plan of what was given: `accuracy` null, exactly `runs` (default 30);
 * a percentage, adaptive, at least `runs` (default 10) and at most `cap`. A
 * default above `cap` is lowered to it, so a workflow with `max-runs: 20` and
 * no `runs` runs 20.
 * @param {{ runs: number | null, accuracy: number | null, cap: number }} given
 * @returns {Plan}
 */
function planOf({ runs, accuracy, cap }) {
  const fallback = Math.min(accuracy === null ? DEFAULT_RUNS.fixed : DEFAULT_RUNS.adaptive, cap);
  return { runs: runs ?? fallback, accuracy, maxRuns: accuracy === null ? null : cap };
}

module.exports = {
  RUNS, ADAPTIVE_MIN_RUNS, ACCURACY, DEFAULT_RUNS, parseAccuracy, parseCount, planProblems, planOf,
};
