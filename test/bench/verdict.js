// What the verdict engine saves (docs/design.md, "Performance targets"):
// Node core's method against ours, on the same two binaries, in one
// invocation.
//
//   npm run bench:verdict [-- --old BIN --new BIN] [--benchmark-dir DIR] [--runs 30]
//                         [--min-runs 5] [--max-runs 30] [category ...]
//
//   (a) compare.js --schedule rounds --runs 30: Node core's order and count;
//   (b) compare.js --accuracy P: old and new back to back per
//       configuration, each configuration stopping when a change of ±P%
//       would be found with 99.9% power (or it changed, or --max-runs). Its
//       interval there is about z(.975)/(z(.975) + z(.999)) of P wide, so P
//       is the median accuracy(*) (a) reached times (z(.975) + z(.999))/z(.975):
//       the two are compared at equal accuracy.
//
// For each it prints the wall time, the processes started, and the median
// and worst accuracy(*) reached. accuracy(*) is compare.R's column (the 95%
// half-width of Welch's interval, percent of the old mean), computed the
// same way for both, so the two are compared on one ruler; (b)'s paired
// ratio interval, the one its stopping rule uses, is printed too. Then the
// ratio b/a of the wall times. Goal: b at most half of a's wall time for an
// equal or better median accuracy.
//
// Defaults: old = Node.js 22, new = Node.js 24 from the npm registry (the
// test binaries), the bundled string_decoder and buffers categories. With
// --benchmark-dir DIR (e.g. a node checkout's benchmark/) the categories
// are taken from there. Progress on stderr, the report on stdout; nothing
// passes or fails on time: this machine is shared and noisy.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { NODE_22, NODE_24, nodeRelease } from '../../scripts/node-releases.js';
import csv from '../../benchmark/_lib/data/csv.js';
import analysis from '../../benchmark/_lib/stats/analysis.js';
import verdicts from '../../benchmark/_lib/words/verdict.js';
import samplesFile from '../../benchmark/_lib/data/samples.js';
import sequential from '../../benchmark/_lib/stats/sequential.js';

const compareJs = fileURLToPath(new URL('../../benchmark/compare.js', import.meta.url));
const DEFAULT_CATEGORIES = ['string_decoder', 'buffers'];

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'old': { type: 'string' },
      'new': { type: 'string' },
      'benchmark-dir': { type: 'string' },
      'runs': { type: 'string', default: '30' },
      'min-runs': { type: 'string', default: '5' },
      'max-runs': { type: 'string' },
      'seed': { type: 'string', default: '1' },
    },
  });
  const whole = (name) => {
    const value = Number(values[name]);
    if (!Number.isSafeInteger(value) || value < 2) {
      throw new Error(`--${name} must be a whole number of at least 2, got '${values[name]}'`);
    }
    return value;
  };
  const runs = whole('runs');
  return {
    old: values.old, new: values.new, benchmarkDir: values['benchmark-dir'],
    runs, minRuns: whole('min-runs'), maxRuns: values['max-runs'] ? whole('max-runs') : runs,
    seed: values.seed,
    categories: positionals.length > 0 ? positionals : DEFAULT_CATEGORIES,
  };
}

/**
 * Runs compare.js with `args`, its CSV and ndjson into `dir/label.*`.
 * @returns {Promise<{ seconds: number, csvPath: string, ndjsonPath: string }>}
 */
async function runCompare(dir, label, args) {
  const csvPath = path.join(dir, `${label}.csv`);
  const ndjsonPath = path.join(dir, `${label}.ndjson`);
  const out = fs.openSync(csvPath, 'w');
  process.stderr.write(`(${label}) compare.js ${args.join(' ')}\n`);
  const start = performance.now();
  const child = spawn(process.execPath, [compareJs, '--ndjson', ndjsonPath, ...args],
                      { stdio: ['ignore', out, 'inherit'] });
  const [code] = await once(child, 'close');
  const seconds = (performance.now() - start) / 1000;
  fs.closeSync(out);
  if (code !== 0) throw new Error(`(${label}) compare.js exited with ${code}; its files are in ${dir}`);
  process.stderr.write(`(${label}) done in ${seconds.toFixed(1)} s\n`);
  return { seconds, csvPath, ndjsonPath };
}

/** Number.isFinite, as a type guard. @param {unknown} value @returns {value is number} */
function isFiniteNumber(value) {
  return Number.isFinite(value);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * What one run reached: Welch's accuracy(*) per configuration, the paired
 * half-width when the ndjson has blocks, and the processes it started
 * (every sample is one run pass; rounds add a config pass per file, binary
 * and run, blocks one per file and binary to learn the configurations).
 */
function measure(run) {
  const { samples } = csv.parseCompareCsv(fs.readFileSync(run.csvPath, 'utf8'));
  const { pairing, run: header } = samplesFile.readPairing(fs.readFileSync(run.ndjsonPath, 'utf8'));
  const { comparisons, summary } = analysis.analyze(samples, pairing ?? undefined);
  const files = new Set(samples.map((s) => s.filename)).size;
  const configPasses = header.schedule === 'rounds' ? files * 2 * header.runs : files * 2;
  const welch = comparisons.map((c) => c.accuracy['*']).filter(isFiniteNumber);
  const paired = comparisons.map((c) => c.pairedAccuracy).filter(isFiniteNumber);
  return {
    seconds: run.seconds,
    configurations: comparisons.length,
    processes: samples.length + configPasses,
    samples: samples.length,
    welchMedian: median(welch),
    welchWorst: Math.max(...welch),
    pairedMedian: paired.length > 0 ? median(paired) : null,
    pairedWorst: paired.length > 0 ? Math.max(...paired) : null,
    verdict: verdicts.verdict(summary),
  };
}

function report(label, m) {
  const pct = (v) => (v === null ? '-' : `±${v.toFixed(2)}%`);
  return [
    `${label}`,
    `  wall time:            ${m.seconds.toFixed(1)} s`,
    `  processes started:    ${m.processes} (${m.samples} measured run passes) for ${m.configurations} configurations`,
    `  accuracy(*) median:   ${pct(m.welchMedian)}   worst: ${pct(m.welchWorst)}   (compare.R's column)`,
    `  paired 95% interval:  ${pct(m.pairedMedian)}   worst: ${pct(m.pairedWorst)}`,
    `  verdict:              ${m.verdict}`,
  ];
}

async function main() {
  const opts = options();
  const oldBinary = opts.old ?? await nodeRelease(NODE_22);
  const newBinary = opts.new ?? await nodeRelease(NODE_24);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-verdict-'));
  const common = ['--old', oldBinary, '--new', newBinary, '--no-progress', '--seed', opts.seed];
  if (opts.benchmarkDir) common.push('--benchmark-dir', path.resolve(opts.benchmarkDir));
  const a = measure(await runCompare(dir, 'a', [...common, '--schedule', 'rounds', '--runs', String(opts.runs),
                                                '--', ...opts.categories]));
  // The margin whose horizon gives about the accuracy (a) reached (see the top of this file).
  const z = (q) => sequential.normalUpperInverse(q);
  const marginPerAccuracy = (z(0.025) + z(1 - sequential.DEFAULTS.power)) / z(0.025);
  const target = Math.min(50, Number((a.welchMedian * marginPerAccuracy).toFixed(2)));
  const b = measure(await runCompare(dir, 'b', [...common, '--accuracy', String(target),
                                                '--min-runs', String(opts.minRuns), '--max-runs', String(opts.maxRuns),
                                                '--', ...opts.categories]));
  const lines = [
    `old: ${oldBinary}`,
    `new: ${newBinary}`,
    `categories: ${opts.categories.join(' ')}${opts.benchmarkDir ? ` from ${opts.benchmarkDir}` : ' (bundled)'}; ` +
    `machine: ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)} at the end`,
    '',
    ...report(`(a) Node's method: --schedule rounds --runs ${opts.runs}`, a),
    '',
    ...report(`(b) ours: --accuracy ${target} --min-runs ${opts.minRuns} --max-runs ${opts.maxRuns} ` +
              `(blocks, paired; a change of ±${target}% found with ${sequential.DEFAULTS.power * 100}% power)`, b),
    '',
    `b / a wall time:        ${(b.seconds / a.seconds).toFixed(3)} (goal: at most 0.5)`,
    `b / a processes:        ${(b.processes / a.processes).toFixed(3)}`,
    `b / a median accuracy(*): ${(b.welchMedian / a.welchMedian).toFixed(3)} (goal: at most 1)`,
    `files kept in ${dir}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  process.stderr.write(`bench:verdict: ${err.message}\n`);
  process.exitCode = 1;
});
