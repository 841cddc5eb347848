'use strict';

// scatter.R's job in JavaScript: scatter.js's CSV in, the table out.
//
//   node benchmark/scatter.js benchmark/string_decoder/string-decoder.js |
//     node benchmark/scatter-analyze.js --xaxis inLen --category encoding
//
// stdout is what Node core's scatter.R prints, byte for byte: the variables
// that vary but are neither axis (their values are pooled), then per
// (xaxis, category) pair the mean rate and the half-width of its 95% t
// interval, in R's order and R's number formatting:
//
//   aggregating variable: size
//
//        n encoding       rate confidence.interval
//        1    ascii 74823437.0          16378773.9
//       10    ascii 23454188.0           5072907.4
//
// R's own choices are kept: values are sorted numerically or, for strings,
// in byte order (scatter.R under LC_COLLATE=C); numbers get R's 7 significant
// digits per column (_lib/words/r-format.js); the table (_lib/words/r-print.js) wraps
// at 80 columns, the width Rscript prints with. Unlike R, a last line cut
// short is skipped with a warning rather than read as NA.

const { exitCodesHelp } = require('./_lib/exit-codes.js');
const { byteOrder } = require('./_lib/text.js');
const { Tool } = require('./_lib/tools/tool.js');
const { parseScatterCsv, shortText, CsvError } = require('./_lib/data/csv.js');
const { mean, variance, tQuantile } = require('./_lib/stats/basic.js');
const { formatColumn, formatIntegerColumn, isIntegerColumn } = require('./_lib/words/r-format.js');
const { printDataFrame } = require('./_lib/words/r-print.js');
const { percentText } = require('./_lib/words/method.js');

/** The upper quantile of scatter.R's t interval: a 95% interval. */
const UPPER = 0.975;

const usage = `usage: node scatter-analyze.js --xaxis <variable> --category <variable> [--plot file.svg] [--log] [file.csv]
  Reads the CSV of scatter.js (from the file, or stdin) and prints, per value
  of the x axis and category, the mean rate and the half-width of its ${percentText(2 * UPPER - 1)}
  confidence interval, as Node core's scatter.R does.

  --xaxis    variable   variable to use as the x axis (required)
  --category variable   variable to use as the coloured category (required)
  --plot     file.svg   save a plot of the rates to file.svg
  --log                 use a log-2 scale for the x axis in the plot
  -h, --help            this text

  Exit codes:
${exitCodesHelp('scatter-analyze.js', '    ')}

  Example, on one of the bundled benchmarks:
    node benchmark/scatter.js --runs 10 benchmark/string_decoder/string-decoder.js > scatter.csv
    node benchmark/scatter-analyze.js --xaxis inLen --category encoding scatter.csv`;

// The columns scatter.R never aggregates over.
const NOT_AGGREGATED = ['rate', 'time', 'filename'];

class ScatterError extends Error {}

const tool = new Tool('scatter-analyze.js', usage);

function options() {
  const opts = tool.options({
    xaxis: { type: 'string' },
    category: { type: 'string' },
    plot: { type: 'string' },
    log: { type: 'boolean', default: false },
  });
  for (const name of ['xaxis', 'category']) {
    if (!opts[name]) tool.fail(`missing --${name} <variable>\n\n${usage}`);
  }
  return opts;
}

/** Sorts as R sorts a column: numbers by value, strings in C-locale (byte) order. */
function compareValues(a, b) {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return byteOrder(String(a), String(b));
}

/**
 * A column as read.csv types it: strings if any value was quoted, else
 * integers or doubles.
 * @returns {{ kind: 'string' | 'integer' | 'double', values: (string | number)[] }}
 */
function column(rows, name) {
  const values = rows.map((row) => row[name]);
  if (values.some((v) => typeof v === 'string')) return { kind: 'string', values: values.map(String) };
  return { kind: isIntegerColumn(values) ? 'integer' : 'double', values };
}

/** Every variable besides the axes that takes more than one value. */
function aggregatedVariables(columns, rows, xaxis, category) {
  const skip = new Set([...NOT_AGGREGATED, xaxis, category]);
  return columns.filter((name) => !skip.has(name) &&
    new Set(column(rows, name).values).size > 1);
}

/**
 * The rates of each (x, category) pair, in ddply's order.
 * @returns {{ x: string | number, category: string | number, rates: number[] }[]}
 */
function groupRates(rows, x, category) {
  const groups = new Map();
  rows.forEach((row, i) => {
    const key = JSON.stringify([x.values[i], category.values[i]]);
    if (!groups.has(key)) groups.set(key, { x: x.values[i], category: category.values[i], rates: [] });
    groups.get(key).rates.push(/** @type {number} */ (row.rate));
  });
  return [...groups.values()].sort((a, b) =>
    compareValues(a.x, b.x) || compareValues(a.category, b.category));
}

/**
 * scatter.R's analysis. Pure.
 * @param {{ columns: string[], rows: Record<string, string | number>[] }} csv
 * @param {string} xaxis
 * @param {string} category
 * @throws {ScatterError} when a variable is not a column
 */
function analyzeScatter({ columns, rows }, xaxis, category) {
  for (const [option, name] of [['--xaxis', xaxis], ['--category', category]]) {
    if (!columns.includes(name)) {
      throw new ScatterError(`${option} '${name}' is not a column of the CSV; its columns are ` +
                             `${shortText(columns.join(', '))}`);
    }
  }
  const x = column(rows, xaxis);
  const cat = column(rows, category);
  const stats = groupRates(rows, x, cat).map((g) => {
    const n = g.rates.length;
    const rate = mean(g.rates);
    // The half-width of the t interval of the mean; NA for one sample.
    const ci = n > 1 ? Math.sqrt(variance(g.rates) / n) * tQuantile(UPPER, n - 1) : null;
    return { x: g.x, category: g.category, n, rate, ci };
  });
  return {
    title: String(rows[0].filename),
    aggregated: aggregatedVariables(columns, rows, xaxis, category),
    xKind: x.kind,
    categoryKind: cat.kind,
    stats,
  };
}

function cells(kind, values) {
  if (kind === 'string') return values.map(String);
  return kind === 'integer' ? formatIntegerColumn(values) : formatColumn(values);
}

/**
 * What scatter.R prints. Pure.
 * @param {ReturnType<typeof analyzeScatter>} result
 * @param {string} xaxis
 * @param {string} category
 */
function renderScatter(result, xaxis, category) {
  const { aggregated, stats } = result;
  let text = aggregated.map((name) => `aggregating variable: ${name}\n`).join('');
  if (aggregated.length > 0) text += '\n';
  return text + printDataFrame([
    { label: xaxis, cells: cells(result.xKind, stats.map((s) => s.x)) },
    { label: category, cells: cells(result.categoryKind, stats.map((s) => s.category)) },
    { label: 'rate', cells: formatColumn(stats.map((s) => s.rate)) },
    { label: 'confidence.interval', cells: formatColumn(stats.map((s) => s.ci)) },
  ]);
}

/** The series of the plot: one per category, points in x order. */
function plotSeries(stats) {
  const series = new Map();
  for (const s of stats) {
    if (!series.has(s.category)) series.set(s.category, { category: s.category, points: [] });
    series.get(s.category).points.push({ x: s.x, rate: s.rate, ci: s.ci });
  }
  return [...series.values()].sort((a, b) => compareValues(a.category, b.category));
}

function main() {
  const opts = options();
  const source = opts.file ?? 'stdin';
  const bytes = tool.readBytes(opts.file);
  let result;
  try {
    const csv = parseScatterCsv(bytes);
    for (const warning of csv.warnings) tool.warn(`${source}: ${warning}`);
    if (csv.rows.length === 0) {
      tool.fail(`${source}: the CSV has a header but no results; did scatter.js run any benchmark?`);
    }
    result = analyzeScatter(csv, opts.xaxis, opts.category);
  } catch (err) {
    if (err instanceof CsvError || err instanceof ScatterError) tool.fail(`${source}: ${err.message}`);
    throw err;
  }
  tool.write(renderScatter(result, opts.xaxis, opts.category));
  if (opts.plot) {
    const { scatterPlot } = require('./_lib/charts/svg.js');
    const svg = scatterPlot({ title: result.title, xaxis: opts.xaxis, category: opts.category,
                              series: plotSeries(result.stats), log: opts.log });
    tool.writeFile(opts.plot, svg);
  }
}

if (require.main === module) main();

module.exports = { analyzeScatter, plotSeries };
