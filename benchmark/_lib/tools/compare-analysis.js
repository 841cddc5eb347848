'use strict';

// compare.js --analyze and --max-regression: the run's CSV (and its ndjson)
// in, what to print and the exit code out. Pure: compare.js prints, writes
// the warnings to stderr and exits.
//
//   <analyze.js's text report: compare.R's table and paragraph, the notes,
//    the verdict, the inconclusive rows>
//
//   Improvement of new over old (mean rates), with its FCR-adjusted interval:
//   <charts/text.js's chart>
//
//   --max-regression 5: failed: 1 configuration regressed by more than 5% (changed at a 5% false discovery rate, the verdict above):
//   FAIL: buffers/x.js n=1: -12.34 % (q = 0.012)
//
//   --max-regression 5: cannot tell: 2 of 16 configurations neither rule out a regression of more than 5% nor show one:
//     buffers/x.js n=2: -1.2% (95% interval -41.0% to +38.5%): about 300 runs would settle it
//     ...
//   --runs 300 would likely settle them.
//
// Node core's --max-regression fails on any starred row (raw p < 0.05) past
// -N%: with 48 configurations, some get a star by chance. Here a regression
// is the verdict's (q-value under the 5% false discovery rate, from the
// paired test when the ndjson pairs the blocks), and its size is the one the
// verdict and the chart use: the paired ratio when paired, else compare.R's
// improvement of the mean rates. The gate passes only when every
// configuration rules a regression beyond the threshold out; anything else
// is "cannot tell", with its own exit code (stats/regression-gate.js has the rule).

const { parseCompareCsv } = require('../data/csv.js');
const { pairingForCsv } = require('../data/samples.js');
const { analyze } = require('../stats/analysis.js');
const { gate, regressionsBeyond, MOST_RUNS } = require('../stats/regression-gate.js');
const { verdict, signedPercent, personRuns, runsText: verdictRunsText } = require('../words/verdict.js');
const { renderText, probabilityText } = require('../words/render.js');
const { improvementText } = require('../charts/text.js');
const { fixed2 } = require('../stats/basic.js');
const { METHOD_TEXT } = require('../words/method.js');
const { EXIT } = require('../exit-codes.js');

const NO_RESULTS = 'No results to analyse: the CSV has no rows; did any benchmark run?\n';
// The configurations a "cannot tell" lists by name; the rest are counted.
const MAX_LISTED = 5;

/** @typedef {import('../stats/regression-gate.js').Regression} Regression */
/** @typedef {import('../stats/regression-gate.js').Gate} Gate */

/** The exit code of each answer (exit-codes.js): a script tells them apart without reading the text. */
const GATE_EXIT = Object.freeze({ passed: EXIT.ok, failed: EXIT.regression, 'cannot-tell': EXIT.cannotTell });

/**
 * @param {{ csv: string, ndjson?: string | null, maxRegression?: number | null, width?: number,
 *   ndjsonName?: string }} input
 *   csv: compare.js's CSV of the run; ndjson: its --ndjson record of the same
 *   run, or null (Welch's test); maxRegression: percent (>= 0), or null for
 *   no gate; width: of the chart, in columns; ndjsonName: how messages name
 *   the ndjson (its path)
 * @returns {{ text: string, warnings: string[], regressions: Regression[], gate: Gate | null,
 *   exitCode: 0 | 3 | 5 }}
 *   text: for stdout; warnings: for stderr, each one message starting
 *   `warning: ` or `note: `, without the tool's name; gate: the gate's answer
 *   (null without one); exitCode: the answer's (GATE_EXIT), 0 without a gate
 * @throws {import('../data/csv.js').CsvError} when the CSV is not compare.js's (a bug of the caller's)
 * @throws {RangeError} for a maxRegression that is not a number >= 0 (the caller checks the option)
 */
function analyzeRun({ csv, ndjson = null, maxRegression = null, width = 72, ndjsonName = 'the ndjson' }) {
  if (maxRegression !== null && !(typeof maxRegression === 'number' && maxRegression >= 0 && Number.isFinite(maxRegression))) {
    throw new RangeError(`maxRegression must be a finite number >= 0 or null, got ${String(maxRegression)}`);
  }
  // compare.js prints the header before any benchmark runs; a blank text is
  // the same "nothing ran" rather than a malformed CSV.
  const parsed = csv.trim() === '' ? { samples: [], warnings: [] } : parseCompareCsv(csv);
  const warnings = parsed.warnings.map((warning) => `warning: ${warning}`);
  let text = NO_RESULTS;
  let comparisons = [];
  if (parsed.samples.length > 0) {
    let pairing = null;
    if (ndjson !== null) {
      const paired = pairingForCsv(ndjson, parsed.samples, ndjsonName);
      warnings.push(...paired.warnings.map((warning) => `warning: ${warning}`));
      if (paired.note) warnings.push(`note: ${paired.note}`);
      pairing = paired.pairing;
    }
    const analysed = analyze(parsed.samples, pairing);
    comparisons = analysed.comparisons;
    text = renderText(comparisons, verdict(analysed.summary), analysed.summary);
    text += `\n${chartHeading(analysed.summary.paired)}\n${improvementText(comparisons, { width })}`;
  }
  if (maxRegression === null) return { text, warnings, regressions: [], gate: null, exitCode: EXIT.ok };
  const answer = gate(comparisons, maxRegression);
  text += `\n${gateText(answer)}`;
  return { text, warnings, regressions: answer.regressions, gate: answer, exitCode: GATE_EXIT[answer.answer] };
}

/** What the chart's bars are, in one line. */
function chartHeading(paired) {
  return paired
    ? 'Improvement of new over old (paired in blocks), with its FCR-adjusted interval:'
    : 'Improvement of new over old (mean rates), with its FCR-adjusted interval:';
}

/**
 * The gate's lines: its answer first, then Node core's `FAIL: ...` for each
 * regression, or the configurations that cannot tell and the runs that
 * would settle them.
 * @param {Gate} answer
 */
function gateText(answer) {
  const option = `--max-regression ${answer.threshold}`;
  const { regressions, unsettled, threshold } = answer;
  if (answer.answer === 'failed') {
    const how = `(changed at a ${METHOD_TEXT.fdr} false discovery rate, the verdict above)`;
    const lines = regressions.map(({ name, change, qValue }) =>
      `FAIL: ${name}: ${fixed2(change)} % (q = ${probabilityText(qValue)})`);
    return `${option}: failed: ${configurations(regressions.length)} regressed by more than ${threshold}% ${how}:\n` +
      `${lines.join('\n')}\n`;
  }
  if (answer.answer === 'passed') {
    return `${option}: passed: ${every(answer.configurations)} rules out a regression of more than ` +
      `${threshold}% (the lower end of its ${METHOD_TEXT.level} interval is -${threshold}% or higher).\n`;
  }
  if (answer.configurations === 0) return `${option}: cannot tell: no configuration was measured.\n`;
  const lines = unsettled.slice(0, MAX_LISTED).map((row) => `  ${row.name}: ${rowText(row, threshold)}`);
  if (unsettled.length > MAX_LISTED) lines.push(`  and ${unsettled.length - MAX_LISTED} more (the table above has them all)`);
  return `${option}: cannot tell: ${neither(unsettled.length, answer.configurations, threshold)}:\n` +
    `${lines.join('\n')}\n${settleText(answer, '--runs')}\n`;
}

/**
 * The gate's answer in one line, for the PR comment and the Action's log:
 * no configuration named (the table names them).
 * @param {Gate} answer
 * @param {string} option  how the threshold was asked for, e.g. `fail-on-regression 5`
 */
function gateLine(answer, option) {
  const { threshold } = answer;
  if (answer.answer === 'failed') {
    return `Gate (${option}): failed: ${configurations(answer.regressions.length)} regressed by more than ` +
      `${threshold}% (changed at a ${METHOD_TEXT.fdr} false discovery rate).`;
  }
  if (answer.answer === 'passed') {
    return `Gate (${option}): passed: ${every(answer.configurations)} rules out a regression of more than ` +
      `${threshold}% (${METHOD_TEXT.level} interval).`;
  }
  if (answer.configurations === 0) return `Gate (${option}): cannot tell: no configuration was measured.`;
  return `Gate (${option}): cannot tell: ${neither(answer.unsettled.length, answer.configurations, threshold)}. ` +
    settleText(answer, null);
}

/** One unsettled row: its estimate, its interval and what would settle it. */
function rowText(row, threshold) {
  if (row.untested) return 'not tested (the table\'s notes say why), so nothing rules a regression out';
  const range = Number.isFinite(row.low) && Number.isFinite(row.high)
    ? `${METHOD_TEXT.level} interval ${signedPercent(row.low)} to ${signedPercent(row.high)}`
    : `no finite ${METHOD_TEXT.level} interval`;
  return `${signedPercent(row.change)} (${range}): ${runsText(row.runsToSettle, threshold)}`;
}

/**
 * The runs that would settle a row, for a person: exact up to 20, then two
 * significant digits, rounded up; above compare.js's most, "too noisy".
 * @param {number | null} runs
 * @param {number} threshold
 */
function runsText(runs, threshold) {
  if (runs === null) return 'no estimate of the runs that would settle it';
  if (runs > MOST_RUNS) {
    return `more than ${MOST_RUNS.toLocaleString('en-US')} runs would settle it: too noisy to gate on at ${threshold}%`;
  }
  return `${verdictRunsText(runs)} would settle it`;
}

/**
 * What to do about a "cannot tell", in one sentence: the runs that would
 * settle every row that can be settled, and what the rest need.
 * @param {Gate} answer
 * @param {string | null} runsOption  `--runs` (compare.js), or null: "about N runs"
 */
function settleText({ unsettled, threshold }, runsOption) {
  const untested = unsettled.filter((row) => row.untested).length;
  const settleable = unsettled.map((row) => row.runsToSettle).filter((runs) => runs !== null && runs <= MOST_RUNS);
  const noisy = unsettled.length - untested - settleable.length;
  const parts = [];
  if (settleable.length > 0) {
    const most = personRuns(Math.max(.../** @type {number[]} */ (settleable)));
    const which = settleable.length < unsettled.length ? configurations(settleable.length)
      : unsettled.length === 1 ? 'it' : 'them';
    parts.push(`${runsOption === null ? `about ${most} runs` : `${runsOption} ${most}`} would likely settle ${which}`);
  }
  if (noisy > 0) {
    parts.push(`${configurations(noisy)} ${noisy === 1 ? 'is' : 'are'} too noisy for runs alone: a quieter machine ` +
      `(node benchmark/doctor.js), or a threshold above ${threshold}%`);
  }
  if (untested > 0) parts.push(`${configurations(untested)} could not be tested: the table's notes say why`);
  return `${parts.join('; ')}.`.replace(/^./, (first) => first.toUpperCase());
}

/** "1 of 4 configurations neither rules out ...", "2 of 4 ... neither rule out ...". */
function neither(count, total, threshold) {
  return `${count} of ${configurations(total)} neither ${count === 1 ? 'rules' : 'rule'} out a regression of more ` +
    `than ${threshold}% nor ${count === 1 ? 'shows' : 'show'} one`;
}

function configurations(n) {
  return `${n} configuration${n === 1 ? '' : 's'}`;
}

/** "each of the 4 configurations", or "the one configuration". */
function every(n) {
  return n === 1 ? 'the one configuration' : `each of the ${n} configurations`;
}

module.exports = { analyzeRun, regressionsBeyond, gateText, gateLine, GATE_EXIT };
