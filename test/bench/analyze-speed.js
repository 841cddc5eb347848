// `npm run bench:analyze`: the time to analyse a 100,000-row compare.js CSV
// (goal: under a second), against a baseline measured in the same process:
// splitting the same text into lines and parsing every rate with Number().
// Prints numbers; asserts nothing about time (the machine is shared).
//
//   node test/bench/analyze-speed.js [rows]     (default 100000)

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { parseCompareCsv } = require('../../benchmark/_lib/csv.js');
const { analyze, verdict } = require('../../benchmark/_lib/analysis.js');
const { renderText } = require('../../benchmark/_lib/render.js');

const ROWS = Number(process.argv[2] ?? 100_000);
const RUNS = 50; // per binary and configuration, so ROWS / 100 configurations
const REPEATS = 5;

function makeCsv(rows) {
  const configurations = Math.max(1, Math.round(rows / (2 * RUNS)));
  let text = '"binary","filename","configuration","rate","time"\n';
  let seed = 1;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  for (let round = 0; round < RUNS; round++) {
    for (let c = 0; c < configurations; c++) {
      for (const binary of ['old', 'new']) {
        const rate = 1e6 * (1 + c / configurations) * (binary === 'new' && c % 7 === 0 ? 1.02 : 1) *
          (1 + (random() - 0.5) / 50);
        text += `"${binary}","category/file-${c % 40}.js","n=1000000 size=${c} type='buffer'",${rate},0.123456789\n`;
      }
    }
  }
  return text;
}

function time(fn) {
  const times = [];
  let result;
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    result = fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(REPEATS / 2)], result };
}

const text = makeCsv(ROWS);
const baseline = time(() => {
  let sum = 0;
  for (const line of text.split('\n')) sum += Number(line.slice(line.lastIndexOf('",') + 2).split(',')[0]) || 0;
  return sum;
});
const parse = time(() => parseCompareCsv(text));
const stats = time(() => analyze(parse.result.samples));
const full = time(() => {
  const { comparisons, summary } = analyze(parseCompareCsv(text).samples);
  return renderText(comparisons, verdict(summary));
});

const rows = parse.result.samples.length;
const lines = [
  `node ${process.version}; ${rows} rows, ${stats.result.comparisons.length} configurations; median of ${REPEATS}`,
  `baseline (split lines, Number()): ${baseline.median.toFixed(1)} ms`,
  `parse CSV:                        ${parse.median.toFixed(1)} ms`,
  `statistics (Welch, BH, Holm):     ${stats.median.toFixed(1)} ms`,
  `parse + statistics + text table:  ${full.median.toFixed(1)} ms  (goal: under 1000 ms)`,
  `ratio to the baseline:            ${(full.median / baseline.median).toFixed(1)}x`,
];
process.stdout.write(`${lines.join('\n')}\n`);
