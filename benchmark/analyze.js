'use strict';

// compare.R's job in JavaScript: compare.js's CSV in, the table out.
//
//   node benchmark/compare.js --old ./node-main --new ./node-pr string_decoder | node benchmark/analyze.js
//
// The text table and its paragraph are compare.R's, character for
// character; then come what compare.R does not give: the verdict after
// multiple-comparison correction (regressions named first), and other
// formats and charts.
//
// With --ndjson (compare.js's record of the same run), old and new of each
// block are paired: the verdict and q-values use the paired test of the
// stopping rule that ran. The CSV holds every sample, so an ndjson that
// cannot be paired costs the pairing, never the report: analyze.js says
// why on stderr and falls back to Welch's test. Only an ndjson that cannot
// be read at all (a wrong path) stops it, as a CSV that cannot be read does,
// and one of another run than the CSV's (its samples are not the CSV's rows:
// data/same-run.js), which exits with EXIT.usage and names the first row
// that differs.

const { exitCodesHelp } = require('./_lib/exit-codes.js');
const { Tool } = require('./_lib/tools/tool.js');
const { parseRecord } = require('./_lib/data/records.js');
const { shown } = require('./_lib/words/run-summary.js');
const { parseCompareCsv, decode, CsvError } = require('./_lib/data/csv.js');
const { pairingForCsv } = require('./_lib/data/samples.js');
const { DifferentRunError } = require('./_lib/data/same-run.js');
const { EXIT } = require('./_lib/exit-codes.js');
const { analyze, groupSamples } = require('./_lib/stats/analysis.js');
const { verdict } = require('./_lib/words/verdict.js');
const { renderText, renderCsv, renderJson } = require('./_lib/words/render.js');
const { renderMarkdown } = require('./_lib/words/markdown-report.js');
const { METHOD_TEXT } = require('./_lib/words/method.js');

const usage = `usage: node analyze.js [options] [file.csv]
  Reads the CSV of compare.js (from the file, or stdin) and prints, per
  benchmark configuration, the confidence stars, improvement and accuracy of
  the new binary against the old (Welch's t-test, as Node core's compare.R),
  and a verdict with the false discovery rate controlled (Benjamini-Hochberg)
  that names the configurations that regressed, then those that improved,
  says the largest change it rules out in the others, and which
  configurations are too noisy to say.

  --ndjson file.ndjson              compare.js's --ndjson of the same run: pairs old
                                    and new of each block (ratio new/old with its ${METHOD_TEXT.level}
                                    interval; verdict and q-values from the paired,
                                    sequential test). Without blocks (--schedule
                                    rounds) or when it does not fit the CSV: Welch's
                                    test, with a note on stderr saying why. An ndjson
                                    of another run (its samples are not the CSV's
                                    rows) is refused, exit 2
  --format text|json|markdown|csv   output format (default: text, compare.R's table, then
                                    the verdict; markdown: the PR comment's verdict and table)
  --plot file.svg                   box plot of the rates, old and new, relative to old's mean
  --plot-improvement file.svg       improvement per configuration, with its interval adjusted
                                    for the ${METHOD_TEXT.fdr} false discovery rate (FCR) and its plain ${METHOD_TEXT.level} one
  --plot-allocations file.svg       bytes allocated per operation, new vs old, per configuration
                                    (with --ndjson, when both binaries counted them: Node 26+)
  -h, --help                        this text

  Exit codes:
${exitCodesHelp('analyze.js', '    ')}

  Examples:
    node benchmark/compare.js --old ./node-main --new ./node-pr buffers > out.csv
    node benchmark/analyze.js out.csv
    node benchmark/compare.js --old ./node-main --new ./node-pr --ndjson out.ndjson buffers > out.csv
    node benchmark/analyze.js --ndjson out.ndjson out.csv
    node benchmark/compare.js --old ./node-main --new ./node-pr buffers | node benchmark/analyze.js`;

const FORMATS = ['text', 'json', 'markdown', 'csv'];
const tool = new Tool('analyze.js', usage);

function main() {
  const opts = tool.options({
    'format': { type: 'string', default: 'text' },
    'ndjson': { type: 'string' },
    'plot': { type: 'string' },
    'plot-improvement': { type: 'string' },
    'plot-allocations': { type: 'string' },
  });
  if (!FORMATS.includes(opts.format)) {
    tool.fail(`Invalid --format: expected one of ${FORMATS.join(', ')}, got '${opts.format}'`);
  }
  const source = opts.file ?? 'stdin';
  // Decoded apart, so that the bytes can be freed before the parse.
  const { text, warnings } = decode(tool.readBytes(opts.file));
  let parsed;
  try {
    parsed = parseCompareCsv(text);
  } catch (err) {
    if (err instanceof CsvError) tool.fail(`${source}: ${isRecords(text) ? recordsGiven(opts) : err.message}`);
    throw err;
  }
  for (const warning of [...warnings, ...parsed.warnings]) tool.warn(warning);
  if (parsed.samples.length === 0) {
    tool.fail(`${source}: the CSV has a header but no results; did compare.js run any benchmark?`);
  }
  const pairing = opts.ndjson === undefined ? null : readPairingFile(opts.ndjson, parsed.samples, source);
  const { comparisons, summary } = analyze(parsed.samples, pairing);
  const verdictLine = verdict(summary);
  const render = {
    text: () => renderText(comparisons, verdictLine, summary),
    json: () => renderJson(comparisons, summary, verdictLine),
    markdown: () => renderMarkdown(comparisons, verdictLine, summary),
    csv: () => renderCsv(comparisons),
  }[opts.format];
  tool.write(render());
  if (opts.plot || opts['plot-improvement'] || opts['plot-allocations']) {
    const charts = require('./_lib/charts/svg.js');
    if (opts.plot) tool.writeFile(opts.plot, charts.boxPlot(groupSamples(parsed.samples)));
    if (opts['plot-improvement']) tool.writeFile(opts['plot-improvement'], charts.improvementPlot(comparisons));
    if (opts['plot-allocations']) {
      const drawn = charts.allocationPlot(comparisons);
      if (drawn) tool.writeFile(opts['plot-allocations'], drawn);
      else tool.warn(`no allocations to draw in ${opts['plot-allocations']}: a binary did not count them (Node 26 and later do), or there was no --ndjson with blocks`);
    }
  }
}

/**
 * Whether `text`, where a CSV was expected, is compare.js's --ndjson: its
 * first line a run record (a common mistake: the file given as the CSV).
 * @param {string} text
 */
function isRecords(text) {
  const line = text.trimStart().split('\n', 1)[0];
  return line.startsWith('{') && parseRecord(line).type === 'run';
}

/** What to do with the records given as the CSV. @param {{ file?: string, ndjson?: string }} opts */
function recordsGiven(opts) {
  const records = opts.file ?? '<file>';
  return `that looks like compare.js's --ndjson file (one JSON record a line), not its CSV: pass it as --ndjson ` +
    `and the CSV as the positional, e.g. node ${shown(__filename, process.cwd())} --ndjson ` +
    `${records} ${opts.ndjson ?? 'out.csv'}`;
}

/**
 * The block pairing of `file`, or null (Welch's test) with the reason on
 * stderr.
 * @param {string} file
 * @param {import('./_lib/data/same-run.js').Row[]} samples  the CSV's
 * @param {string} csvName  the CSV's path, or stdin
 */
function readPairingFile(file, samples, csvName) {
  let read;
  try {
    read = pairingForCsv(tool.readInput(file), samples, file, csvName);
  } catch (err) {
    // Another run's ndjson would pair another run's blocks under this CSV's table.
    if (err instanceof DifferentRunError) tool.fail(err.message, EXIT.usage);
    throw err;
  }
  const { pairing, warnings, note } = read;
  for (const warning of warnings) tool.warn(warning);
  if (note) process.stderr.write(`${tool.name}: note: ${note}\n`);
  return pairing;
}

main();
