// `npm run bench:analyze`: the time to analyse a 100,000-row compare.js CSV
// (goal: under a second), against a baseline measured in the same process:
// splitting the same text into lines and parsing every rate with Number().
// Then the older format of compare.js (`", "` between fields) against the
// current one: its parse time in the same process, and the peak memory of
// each, parsed and analysed in a process of its own (a peak is per process).
// Prints numbers; asserts nothing about time (the machine is shared).
//
//   node test/bench/analyze-speed.js [rows]     (default 100000)

import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { parseCompareCsv } = require('../../benchmark/_lib/data/csv.js');
const { analyze } = require('../../benchmark/_lib/stats/analysis.js');
const { verdict } = require('../../benchmark/_lib/words/verdict.js');
const { renderText } = require('../../benchmark/_lib/words/render.js');

const RUNS = 50; // per binary and configuration, so ROWS / 100 configurations
const REPEATS = 5;

/**
 * compare.js's CSV of `rows` rows; `separator` ', ' gives the older format.
 * Built in chunks: one string grown by 1M rows is slow to flatten.
 */
function makeCsv(rows, separator = ',') {
  const configurations = Math.max(1, Math.round(rows / (2 * RUNS)));
  const chunks = [['"binary"', '"filename"', '"configuration"', '"rate"', '"time"'].join(separator) + '\n'];
  let chunk = '';
  let seed = 1;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  for (let round = 0; round < RUNS; round++) {
    for (let c = 0; c < configurations; c++) {
      for (const binary of ['old', 'new']) {
        const rate = 1e6 * (1 + c / configurations) * (binary === 'new' && c % 7 === 0 ? 1.02 : 1) *
          (1 + (random() - 0.5) / 50);
        chunk += [`"${binary}"`, `"category/file-${c % 40}.js"`, `"n=1000000 size=${c} type='buffer'"`,
          rate, '0.123456789'].join(separator) + '\n';
      }
      if (chunk.length > 1 << 20) {
        chunks.push(chunk);
        chunk = '';
      }
    }
  }
  chunks.push(chunk);
  return chunks.join('');
}

function time(fn) {
  return timeEach([fn])[0];
}

/**
 * The median time of each function, their runs interleaved so that the
 * garbage collector's state after one run weighs on every function alike.
 * @template T
 * @param {(() => T)[]} fns
 * @returns {{ median: number, result: T }[]}
 */
function timeEach(fns) {
  const times = fns.map(() => /** @type {number[]} */ ([]));
  /** @type {(T | null)[]} */
  const results = fns.map(() => null);
  for (let i = 0; i < REPEATS; i++) {
    fns.forEach((fn, k) => {
      results[k] = null; // the last result is garbage before the next run
      const start = performance.now();
      results[k] = fn();
      times[k].push(performance.now() - start);
    });
  }
  return times.map((t, k) => ({ median: t.sort((a, b) => a - b)[Math.floor(REPEATS / 2)],
                                result: /** @type {T} */ (results[k]) }));
}

const MB = 1024 * 1024;

/**
 * In a process of its own (`--memory <format> <rows>`): build the CSV, then
 * parse, analyse and render it once; prints the peak resident memory and
 * how much of it came after the CSV text was built, in bytes, as JSON.
 */
function memoryChild(format, rows) {
  const text = makeCsv(rows, format === 'legacy' ? ', ' : ',');
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const { comparisons, summary } = analyze(parseCompareCsv(text).samples);
  renderText(comparisons, verdict(summary));
  const peak = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(JSON.stringify({ peak, added: peak - before }));
}

function memory(format, rows) {
  const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--memory', format,
    String(rows)], { encoding: 'utf8', maxBuffer: MB });
  if (child.status !== 0) throw new Error(`the ${format} memory run failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

function main(rows) {
  const text = makeCsv(rows);
  const legacyText = makeCsv(rows, ', ');
  const baseline = time(() => {
    let sum = 0;
    for (const line of text.split('\n')) sum += Number(line.slice(line.lastIndexOf('",') + 2).split(',')[0]) || 0;
    return sum;
  });
  const [parse, legacyParse] = timeEach([() => parseCompareCsv(text), () => parseCompareCsv(legacyText)]);
  const stats = time(() => analyze(parse.result.samples));
  const full = time(() => {
    const { comparisons, summary } = analyze(parseCompareCsv(text).samples);
    return renderText(comparisons, verdict(summary));
  });
  const normalMemory = memory('normal', rows);
  const legacyMemory = memory('legacy', rows);

  const count = parse.result.samples.length;
  const ms = (value) => `${value.toFixed(1)} ms`;
  const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
  const lines = [
    `node ${process.version}; ${count} rows, ${stats.result.comparisons.length} configurations; median of ${REPEATS}`,
    `baseline (split lines, Number()): ${ms(baseline.median)}`,
    `parse CSV:                        ${ms(parse.median)}`,
    `statistics (Welch, BH, Holm):     ${ms(stats.median)}`,
    `parse + statistics + text table:  ${ms(full.median)}  (goal: under 1000 ms)`,
    `ratio to the baseline:            ${(full.median / baseline.median).toFixed(1)}x`,
    '',
    `older ", " format, parse CSV:     ${ms(legacyParse.median)}  ` +
      `(${(legacyParse.median / parse.median).toFixed(2)}x the current format)`,
    `peak memory, current format:      ${mb(normalMemory.peak)} (${mb(normalMemory.added)} after the text)`,
    `peak memory, older format:        ${mb(legacyMemory.peak)} (${mb(legacyMemory.added)} after the text; ` +
      `${(legacyMemory.added / normalMemory.added).toFixed(2)}x the current format)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.argv[2] === '--memory') {
  memoryChild(process.argv[3], Number(process.argv[4]));
} else {
  main(Number(process.argv[2] ?? 100_000));
}
