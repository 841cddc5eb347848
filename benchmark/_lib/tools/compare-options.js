'use strict';

// compare.js's options beyond what _cli.js reads: the schedule and how many
// runs (one grammar with a pull request's comment: bounds.js readPlan), and
// what to print at the end (--analyze and its company). Each mistake is
// refused through the CLI with a message that names it; nothing runs.

const { ADAPTIVE_MIN_RUNS, DEFAULT_RUNS, RUNS, countProblem, parseCount, parsePower, powerProblem, readPlan } =
  require('../stats/bounds.js');
const { DEFAULTS, createPlan, createFixedPlan } = require('../stats/sequential.js');

/**
 * @typedef {import('../../_cli.js').CLI} CLI
 * @typedef {{ schedule: 'blocks' | 'rounds', runs: number | null, accuracy: number | null,
 *   plan: import('../stats/sequential.js').Plan | null }} Schedule
 *   runs: a fixed plan's; plan: the stopping plan of the blocks schedule (null for rounds)
 */

/**
 * The schedule and its stopping plan: fixed --runs (Node core's meaning, in
 * blocks or rounds), or --accuracy (blocks), from at least --runs or
 * --min-runs blocks (the same thing, as in the comment: `--runs N
 * --accuracy P`) to at most --max-runs.
 * @param {CLI} cli
 * @returns {Schedule}
 */
function readSchedule(cli) {
  const schedule = cli.optional.schedule ?? 'blocks';
  if (schedule !== 'blocks' && schedule !== 'rounds') {
    cli.abort(`Invalid --schedule: expected 'blocks' or 'rounds', got '${schedule}'`);
  }
  const given = (name) => cli.optional[name] !== undefined;
  if (!given('accuracy')) {
    for (const name of ['min-runs', 'max-runs', 'power'].filter(given)) {
      cli.abort(`--${name} needs --accuracy: it ${name === 'power' ? 'sets the plan of' : 'bounds the runs of'} ` +
                'a configuration that stops at a target accuracy; for a fixed number of runs use --runs');
    }
  } else if (schedule === 'rounds') {
    cli.abort('--accuracy needs --schedule blocks: the rounds schedule runs every configuration ' +
              'a fixed --runs times');
  }
  if (given('runs') && given('min-runs')) {
    cli.abort('--runs and --min-runs both give the least number of runs before the first look: give one ' +
              '(with --accuracy, --runs N is --min-runs N)');
  }
  const runsOption = given('min-runs') ? 'min-runs' : 'runs';
  const { plan, problems } = readPlan({ runs: cli.optional[runsOption], accuracy: cli.optional.accuracy },
    { cap: adaptiveCap(cli, cli.optional[runsOption]), fixedCap: RUNS.max, runsOption: `--${runsOption}` });
  if (problems.length > 0) cli.abort(problems.join('\n'));
  if (plan.accuracy === null) {
    return { schedule, runs: plan.runs, accuracy: null, plan: schedule === 'blocks' ? createFixedPlan(plan.runs) : null };
  }
  const power = given('power') ? parsePower(cli.optional.power) : DEFAULTS.power;
  if (power === null) cli.abort(powerProblem('--power', `'${cli.optional.power}'`));
  return { schedule, runs: null, accuracy: plan.accuracy,
           plan: createPlan({ accuracy: plan.accuracy, power, minRuns: plan.runs,
                              maxRuns: /** @type {number} */ (plan.maxRuns) }) };
}

/**
 * The most runs of an adaptive plan: --max-runs, else the default cap, or the
 * minimum asked for when that is more (one bound alone moves the other's
 * default out of its way).
 * @param {CLI} cli
 * @param {string | undefined} minimum  --runs or --min-runs as typed
 */
function adaptiveCap(cli, minimum) {
  const text = cli.optional['max-runs'];
  if (text === undefined) {
    const runs = minimum === undefined ? null : parseCount(minimum);
    return runs !== null && runs <= RUNS.max ? Math.max(DEFAULT_RUNS.cap, runs) : DEFAULT_RUNS.cap;
  }
  const cap = parseCount(text);
  if (cap === null || cap < ADAPTIVE_MIN_RUNS || cap > RUNS.max) {
    cli.abort(countProblem('--max-runs', ADAPTIVE_MIN_RUNS, RUNS.max, `'${text}'`));
  }
  return /** @type {number} */ (cap);
}

/**
 * --analyze, --max-regression, --scale and --csv: what to print at the end,
 * and where the CSV goes.
 * @param {CLI} cli
 * @returns {{ analyze: boolean, maxRegression: number | null, csvToStdout: boolean, csvFile: string | null }}
 */
function readAnalysis(cli) {
  const text = cli.optional['max-regression'];
  const maxRegression = text === undefined ? null : Number(text);
  if (text !== undefined && !(/^(\d+\.?\d*|\.\d+)$/.test(text) && Number.isFinite(maxRegression))) {
    cli.abort(`Invalid --max-regression: expected a percentage of 0 or more, such as 5 or 2.5, got '${text}'`);
  }
  const scale = cli.optional.scale;
  if (scale !== undefined) {
    if (!/^[1-9]\d*$/.test(scale)) cli.abort(`Invalid --scale: expected a whole number of 1 or more, got '${scale}'`);
    process.stderr.write('compare.js: note: --scale is not needed here: rates are analysed exactly, not scaled ' +
                         'into a histogram; it is ignored\n');
  }
  const analyze = cli.optional.analyze === true || maxRegression !== null;
  const csv = cli.optional.csv;
  if (csv !== undefined && !analyze) {
    cli.abort('--csv needs --analyze (or --max-regression): without it the CSV is what compare.js prints; ' +
              'redirect stdout to keep it (> out.csv)');
  }
  const ndjson = cli.optional.ndjson;
  // With the analysis on stdout, the CSV still goes to a file when there is
  // an ndjson to keep it with, so that nothing measured is lost.
  const csvFile = !analyze || csv === '-' ? null : csv ?? (ndjson ? `${ndjson.replace(/\.ndjson$/, '')}.csv` : null);
  return { analyze, maxRegression, csvToStdout: !analyze || csv === '-', csvFile };
}

module.exports = { readSchedule, readAnalysis };
