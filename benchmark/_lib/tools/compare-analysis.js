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
//   --max-regression 5: 1 configuration regressed by more than 5% (changed at a 5% false discovery rate, the verdict above):
//   FAIL: buffers/x.js n=1: -12.34 % (q = 0.012)
//
// Node core's --max-regression fails on any starred row (raw p < 0.05) past
// -N%: with 48 configurations, some get a star by chance. Here a regression
// is the verdict's (q-value under the 5% false discovery rate, from the
// paired test when the ndjson pairs the blocks), and its size is the one the
// verdict and the chart use: the paired ratio when paired, else compare.R's
// improvement of the mean rates.

const { parseCompareCsv } = require('../data/csv.js');
const { pairingForCsv } = require('../data/samples.js');
const { analyze } = require('../stats/analysis.js');
const { verdict } = require('../words/verdict.js');
const { renderText, probabilityText } = require('../words/render.js');
const { improvementText } = require('../charts/text.js');
const { fixed2 } = require('../stats/basic.js');
const { METHOD_TEXT } = require('../words/method.js');

const NO_RESULTS = 'No results to analyse: the CSV has no rows; did any benchmark run?\n';

/**
 * @typedef {{ name: string, change: number, qValue: number }} Regression
 * change: percent, negative (e.g. -12.34 for 12.34% slower).
 */

/**
 * @param {{ csv: string, ndjson?: string | null, maxRegression?: number | null, width?: number,
 *   ndjsonName?: string }} input
 *   csv: compare.js's CSV of the run; ndjson: its --ndjson record of the same
 *   run, or null (Welch's test); maxRegression: percent (>= 0), or null for
 *   no gate; width: of the chart, in columns; ndjsonName: how messages name
 *   the ndjson (its path)
 * @returns {{ text: string, warnings: string[], regressions: Regression[], exitCode: 0 | 1 }}
 *   text: for stdout; warnings: for stderr, each one message starting
 *   `warning: ` or `note: `, without the tool's name
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
  if (parsed.samples.length === 0) {
    const gate = maxRegression === null ? '' : `\n${untestedLine(maxRegression)}\n`;
    return { text: NO_RESULTS + gate, warnings, regressions: [], exitCode: 0 };
  }
  let pairing = null;
  if (ndjson !== null) {
    const paired = pairingForCsv(ndjson, parsed.samples, ndjsonName);
    warnings.push(...paired.warnings.map((warning) => `warning: ${warning}`));
    if (paired.note) warnings.push(`note: ${paired.note}`);
    pairing = paired.pairing;
  }
  const { comparisons, summary } = analyze(parsed.samples, pairing);
  let text = renderText(comparisons, verdict(summary), summary);
  text += `\n${chartHeading(summary.paired)}\n${improvementText(comparisons, { width })}`;
  if (maxRegression === null) return { text, warnings, regressions: [], exitCode: 0 };
  const regressions = regressionsBeyond(comparisons, maxRegression);
  text += `\n${gateText(regressions, maxRegression, summary.tested)}`;
  return { text, warnings, regressions, exitCode: regressions.length > 0 ? 1 : 0 };
}

/** What the chart's bars are, in one line. */
function chartHeading(paired) {
  return paired
    ? 'Improvement of new over old (paired in blocks), with its FCR-adjusted interval:'
    : 'Improvement of new over old (mean rates), with its FCR-adjusted interval:';
}

/**
 * The change (percent) the verdict reads for a row: the paired ratio's when
 * paired, compare.R's improvement otherwise; NaN when there is none.
 * @param {import('../stats/analysis.js').Comparison} c
 */
function changeOf(c) {
  if (!c.paired) return c.improvement;
  return typeof c.ratio === 'number' ? 100 * (c.ratio - 1) : NaN;
}

/**
 * The rows the verdict counts as regressed whose change is worse than
 * -maxRegression percent, in the table's order. A regressed row without a
 * finite change (a ratio too large for a number) is left out: nothing says
 * it passed the threshold.
 * @param {import('../stats/analysis.js').Comparison[]} comparisons  analyze()'s, classified
 * @param {number} maxRegression  percent, >= 0
 * @returns {Regression[]}
 */
function regressionsBeyond(comparisons, maxRegression) {
  return comparisons
    .filter((c) => c.outcome === 'regressed' && changeOf(c) < -maxRegression)
    // A regressed row was tested, so its q-value is a number.
    .map((c) => ({ name: c.name, change: changeOf(c), qValue: /** @type {number} */ (c.qValue) }));
}

/**
 * The gate's lines, as Node core's `FAIL: ...` under one line that says what
 * was gated and how.
 * @param {Regression[]} regressions
 * @param {number} maxRegression
 * @param {number} tested  configurations the verdict could test
 */
function gateText(regressions, maxRegression, tested) {
  const option = `--max-regression ${maxRegression}`;
  const how = `(changed at a ${METHOD_TEXT.fdr} false discovery rate, the verdict above)`;
  if (regressions.length === 0) {
    if (tested === 0) return `${untestedLine(maxRegression)}\n`;
    return `${option}: no configuration regressed significantly by more than ${maxRegression}% ${how}.\n`;
  }
  const count = `${regressions.length} configuration${regressions.length === 1 ? '' : 's'}`;
  const lines = regressions.map(({ name, change, qValue }) =>
    `FAIL: ${name}: ${fixed2(change)} % (q = ${probabilityText(qValue)})`);
  return `${option}: ${count} regressed by more than ${maxRegression}% ${how}:\n${lines.join('\n')}\n`;
}

/** The gate when nothing could be tested: it passes, as Node core's, but says why. */
function untestedLine(maxRegression) {
  return `--max-regression ${maxRegression}: no configuration regressed significantly by more than ` +
    `${maxRegression}%, but none could be tested.`;
}

module.exports = { analyzeRun, regressionsBeyond };
