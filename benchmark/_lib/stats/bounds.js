'use strict';

// How many runs, and how precise: the bounds of a run's plan, defined once
// for every side of every boundary a plan crosses. The comment
// (src/request/command.js), the workflow's inputs (src/settings.js), the
// request the gate hands the run and report jobs (src/request/request.js)
// and compare.js's own options all check against these. The comment and
// compare.js read `--runs` and `--accuracy` with one grammar, worded once
// (readPlan); the inputs and the request word their own problems (`'runs'`,
// `runs`). When each side kept its own, the gate accepted `--runs 1
// --accuracy 2` and compare.js then refused `--min-runs 1`; the comment took
// `--runs` with `--accuracy` and compare.js refused the pair.
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
 * The power of an adaptive plan at its margin (--power, the Action's
 * `power`): above a half (below it the margin would be narrower than the
 * interval) and at most 99.9% (beyond, the blocks grow without a use).
 */
const POWER = Object.freeze({ min: 0.5, max: 0.999 });

// '0.9', '90%' or '99.9%': a fraction, or a percentage with its '%'.
const POWER_TEXT = /^(?:(0\.\d{1,4})|(\d{1,2}(?:\.\d{1,3})?)%)$/;

/**
 * A power as a person writes it: a fraction above POWER.min and at most
 * POWER.max (`0.9`), or the same in percent with its '%' (`90%`, `99.9%`);
 * null for anything else (`90` is refused: 90 what?).
 * @param {string} text
 * @returns {number | null}
 */
function parsePower(text) {
  const match = POWER_TEXT.exec(String(text));
  if (!match) return null;
  const value = match[1] !== undefined ? Number(match[1]) : Number((Number(match[2]) / 100).toFixed(5));
  return value > POWER.min && value <= POWER.max ? value : null;
}

/** How a bad power is refused, wherever it was typed. @param {string} name @param {string} shown */
function powerProblem(name, shown) {
  return `${name} must be a power above ${POWER.min} and at most ${POWER.max}, as 0.9 or 90%, got ${shown}`;
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

/**
 * `option` must be a whole number from `min` to `max`: the one wording of a
 * run count out of its bounds, wherever it was typed.
 * @param {string} option  e.g. `--runs`
 * @param {number} min
 * @param {number} max
 * @param {string} shown  the value as typed, quoted
 */
function countProblem(option, min, max, shown) {
  return `${option} must be a whole number from ${min} to ${max}, got ${shown}`;
}

/**
 * How many runs, as typed in a comment or on compare.js's command line: one
 * grammar, read into a plan or refused in the same words on both sides.
 *
 *   --runs N                exactly N runs (RUNS.min to `fixedCap`), Node core's method
 *   --accuracy P            adaptive: at least the default minimum, at most `cap`
 *   --runs N --accuracy P   adaptive: at least N (ADAPTIVE_MIN_RUNS to `cap`), at most `cap`
 *   neither                 `defaults` (a workflow's `runs` and `accuracy`), else 30 fixed runs
 *
 * Values: `--runs` in decimal digits (parseCount), `--accuracy` as
 * parseAccuracy reads it (`2`, `0.5`, `2.5%`). The comment's `cap` is the
 * workflow's `max-runs`, compare.js's its `--max-runs` (a fixed `--runs` there
 * is bounded by RUNS.max: `fixedCap`). Messages only a workflow's defaults
 * can cause name the workflow's settings: compare.js has none.
 * @param {{ runs?: string, accuracy?: string }} given  each value as typed; undefined when absent
 * @param {{ cap: number, fixedCap?: number, defaults?: { runs: number | null, accuracy: number | null },
 *   runsOption?: string, quote?: (text: string) => string }} settings
 *   runsOption: how the minimum was written (compare.js also takes `--min-runs`);
 *   quote: how a typed value is shown in a message
 * @returns {{ plan: Plan, problems: string[] }}  plan: meaningful when there is no problem
 */
function readPlan(given, { cap, fixedCap = cap, defaults = { runs: null, accuracy: null }, runsOption = '--runs',
  quote = (text) => `'${text}'` }) {
  const problems = [];
  const adaptive = given.accuracy !== undefined;
  let accuracy = null;
  if (given.accuracy !== undefined) {
    accuracy = parseAccuracy(given.accuracy);
    if (accuracy === null) {
      problems.push(`--accuracy must be a percentage from ${ACCURACY.min} to ${ACCURACY.max}, such as 2, 0.5 or ` +
        `2.5%, got ${quote(given.accuracy)}`);
    }
  }
  let runs = null;
  if (given.runs !== undefined) {
    runs = parseCount(given.runs);
    const [min, max] = adaptive ? [ADAPTIVE_MIN_RUNS, cap] : [RUNS.min, fixedCap];
    if (runs !== null && adaptive && runs < ADAPTIVE_MIN_RUNS) {
      problems.push(`${runsOption}${runsOption === '--runs' ? ' with --accuracy' : ''} is the least number of runs ` +
        `before the first look: a whole number from ${min} to ${max}, got ${runs} (the first look needs a spread, ` +
        `so ${ADAPTIVE_MIN_RUNS} runs)`);
    } else if (runs === null || runs < min || runs > max) {
      problems.push(countProblem(runsOption, min, max, quote(given.runs)));
    }
  }
  if (!adaptive) {
    return { plan: runs !== null ? planOf({ runs, accuracy: null, cap: fixedCap }) : planOf({ ...defaults, cap }), problems };
  }
  const plan = planOf({ runs: runs ?? defaults.runs, accuracy, cap });
  if (problems.length > 0) return { plan, problems };
  // What is left to refuse comes from the workflow's settings, not from what was typed.
  const found = planProblems(plan, cap);
  if (found.some((p) => p.field === 'maxRuns')) {
    problems.push(`--accuracy needs at least ${ADAPTIVE_MIN_RUNS} runs of each configuration before it can stop, ` +
      `and this workflow's 'max-runs' is ${cap}: use --runs for a fixed number of runs instead`);
  } else if (found.some((p) => p.field === 'runs')) {
    problems.push(`--accuracy needs at least ${ADAPTIVE_MIN_RUNS} runs before its first look, and the workflow's ` +
      `'runs' is ${plan.runs}: add --runs ${ADAPTIVE_MIN_RUNS} (or more)`);
  }
  return { plan, problems };
}

module.exports = {
  RUNS, ADAPTIVE_MIN_RUNS, ACCURACY, POWER, DEFAULT_RUNS, parseAccuracy, parsePower, powerProblem, parseCount,
  planProblems, planOf, countProblem, readPlan,
};
