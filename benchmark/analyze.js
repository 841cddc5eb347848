'use strict';

// compare.R's job in JavaScript: compare.js's CSV in, the table out.
//
//   node benchmark/compare.js --old ./node-main --new ./node-pr string_decoder | node benchmark/analyze.js
//
// The text table and its paragraph are compare.R's, character for
// character; then come what compare.R does not give: the verdict after
// multiple-comparison correction, and other formats and charts.

const { Tool } = require('./_tool.js');
const { parseCompareCsv, CsvError } = require('./_csv.js');
const { analyze, groupSamples, verdict } = require('./_analysis.js');
const { renderText, renderMarkdown, renderCsv, renderJson } = require('./_render.js');

const usage = `usage: node analyze.js [options] [file.csv]
  Reads the CSV of compare.js (from the file, or stdin) and prints, per
  benchmark configuration, the confidence stars, improvement and accuracy of
  the new binary against the old (Welch's t-test, as Node core's compare.R),
  and a verdict with the false discovery rate controlled (Benjamini-Hochberg).

  --format text|json|markdown|csv   output format (default: text, compare.R's table)
  --plot file.svg                   box plot of the rates, old and new
  --plot-improvement file.svg       improvement and its 95% interval per configuration
  -h, --help                        this text

  Examples:
    node benchmark/compare.js --old ./node-main --new ./node-pr buffers > out.csv
    node benchmark/analyze.js out.csv
    node benchmark/compare.js --old ./node-main --new ./node-pr buffers | node benchmark/analyze.js`;

const FORMATS = ['text', 'json', 'markdown', 'csv'];
const tool = new Tool('analyze.js', usage);

function main() {
  const opts = tool.options({
    'format': { type: 'string', default: 'text' },
    'plot': { type: 'string' },
    'plot-improvement': { type: 'string' },
  });
  if (!FORMATS.includes(opts.format)) {
    tool.fail(`Invalid --format: expected one of ${FORMATS.join(', ')}, got '${opts.format}'`);
  }
  const source = opts.file ?? 'stdin';
  let parsed;
  try {
    parsed = parseCompareCsv(tool.readInput(opts.file));
  } catch (err) {
    if (err instanceof CsvError) tool.fail(`${source}: ${err.message}`);
    throw err;
  }
  for (const warning of parsed.warnings) tool.warn(warning);
  if (parsed.samples.length === 0) {
    tool.fail(`${source}: the CSV has a header but no results; did compare.js run any benchmark?`);
  }
  const { comparisons, summary } = analyze(parsed.samples);
  const verdictLine = verdict(summary);
  const render = {
    text: () => renderText(comparisons, verdictLine),
    json: () => renderJson(comparisons, summary, verdictLine),
    markdown: () => renderMarkdown(comparisons, verdictLine),
    csv: () => renderCsv(comparisons),
  }[opts.format];
  process.stdout.write(render());
  if (opts.plot || opts['plot-improvement']) {
    const charts = require('./_charts.js');
    if (opts.plot) tool.writeFile(opts.plot, charts.boxPlot(groupSamples(parsed.samples)));
    if (opts['plot-improvement']) tool.writeFile(opts['plot-improvement'], charts.improvementPlot(comparisons));
  }
}

main();
