// Allocations per operation (docs/statistics.md), on Node.js 26: what
// counting them costs the rate, and how many blocks a change of 1% needs to
// be found in allocations and in time.
//
//   npm run bench:allocations [-- --blocks 30] [--aa-blocks 20] [--passes 12] [--load N] [--node BIN]
//
// (a) Overhead. The same binary's run passes with and without the count,
//     one of each per block in alternating order (paired), on
//     string_decoder/string-decoder-create.js (encoding=utf8): under our
//     harness (benchmark/common.js, against a copy of it whose
//     _allocations.js counts nothing) and under Node core's newest harness
//     (with and without the preload benchmark/_lib/run/allocations.js that our
//     drivers add). Prints the rate ratio with/without and its 95%
//     interval, next to the noise: the coefficient of variation of the rate
//     from process to process.
// (b) Blocks to find 1%. compare.js, node against a copy of itself (A/A) on
//     the bundled string_decoder category, --aa-blocks blocks: per
//     configuration, the real per-block differences of log rate and of log
//     bytes per operation. Shifted by log(1.01) and resampled (bootstrap,
//     2000 draws per size), the fewest blocks at which a paired t-test at
//     5% finds the 1% change in 80% and in 95% of draws; the median over
//     the configurations, and each configuration's. Time's stopping rule
//     (sequential) needs somewhat more than the fixed test's count; this
//     compares the metrics on one ruler. Beside them, the half-width of
//     the 95% interval an A/A run of 5 blocks (the demo's runs) would give
//     allocations, from the same per-block spread.
// (c) What moves the count. --passes run passes of the file of (a), under
//     V8's defaults and under flags that take one suspect away: the
//     optimizing compiler on a background thread (--no-concurrent-
//     recompilation), every background thread (--single-threaded), and one
//     that plays a busy machine (--concurrent-recompilation-delay=20: the
//     compiled code arrives 20 ms late). Per flag, the bytes per operation
//     (mean, lowest, highest) and their coefficient of variation.
//
// --load N starts N busy loops (node -e 'for(;;){}') before measuring,
// pauses them while (b) resamples, and ends them at the end: the same
// measurement on a loaded machine. The first line says the load average
// when it started, the last when it ended.
//
// Progress on stderr, the report on stdout; nothing passes or fails on
// time: this machine is shared and noisy.
import { fork, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { NODE_26, nodeRelease } from '../../scripts/node-releases.js';
import stats from '../../benchmark/_lib/stats/basic.js';
import samplesFile from '../../benchmark/_lib/data/samples.js';
import randomness from '../../benchmark/_lib/random.js';
import shortNamesJs from '../../benchmark/_lib/data/names.js';
import { HARNESS_FILES } from '../helpers/bench-dir.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const benchmarkDir = path.join(repoRoot, 'benchmark');
const PRELOAD = path.join(benchmarkDir, '_lib', 'run', 'allocations.js');
const CORE_COMMON = path.join(repoRoot, 'test', 'fixtures', 'node-core-harness', 'newest', 'common.js');
const FILE = 'string_decoder/string-decoder-create.js';
const CONFIGURATION = ['n=1000000', 'encoding=utf8'];
const DRAWS = 2000;
const CHANGE = Math.log(1.01);
const MAX_BLOCKS = 4096;
/** A count of blocks, or more than the search went. */
const blocksText = (n) => (Number.isFinite(n) ? String(n) : `>${MAX_BLOCKS}`);

const { values } = parseArgs({
  options: {
    'blocks': { type: 'string', default: '30' },
    'aa-blocks': { type: 'string', default: '20' },
    'passes': { type: 'string', default: '12' },
    'load': { type: 'string', default: '0' },
    'node': { type: 'string' },
  },
});
const whole = (name, least = 3) => {
  const value = Number(values[name]);
  if (!Number.isSafeInteger(value) || value < least) throw new Error(`--${name} must be a whole number of at least ${least}`);
  return value;
};
const BLOCKS = whole('blocks');
const AA_BLOCKS = whole('aa-blocks');
const PASSES = whole('passes');
const LOAD = whole('load', 0);
// The demo's runs: the A/A interval a person first sees.
const DEMO_BLOCKS = 5;
const node = values.node ?? await nodeRelease(NODE_26);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-bench-allocations-'));
process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
// Busy loops for --load, each ended by its own pid when this process ends, however it ends
// (SIGKILL: a loop paused by SIGSTOP would not act on SIGTERM).
// Unreferenced: a loop that never ends must not keep this process from ending.
const loops = Array.from({ length: LOAD }, () => {
  const loop = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  loop.unref();
  return loop;
});
process.on('exit', () => { for (const loop of loops) loop.kill('SIGKILL'); });
/** Pause the busy loops while (b) computes, and go on with them after: they load measurements, not arithmetic. */
const pauseLoad = (paused) => { for (const loop of loops) loop.kill(paused ? 'SIGSTOP' : 'SIGCONT'); };
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => process.exit(128 + os.constants.signals[signal]));

/**
 * A benchmark directory with the file, beside `common` (our harness's files when null).
 * @param {string} name
 * @param {{ common?: string | null, counting?: boolean }} [options]
 */
function benchDir(name, { common = null, counting = true } = {}) {
  const dir = path.join(scratch, name);
  fs.mkdirSync(path.join(dir, 'string_decoder'), { recursive: true });
  fs.copyFileSync(path.join(benchmarkDir, FILE), path.join(dir, FILE));
  if (common) {
    fs.copyFileSync(common, path.join(dir, 'common.js'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "commonjs" }\n');
    return dir;
  }
  for (const file of HARNESS_FILES) fs.copyFileSync(path.join(benchmarkDir, file), path.join(dir, file));
  if (!counting) {
    // The same harness, with a counter that reads nothing: no call to V8 around the timed section.
    fs.writeFileSync(path.join(dir, '_allocations.js'), `'use strict';
module.exports = {
  allocationCounter: () => ({ start() {}, perOperation: () => null }),
  memoryNow: () => ({ maxRSS: null, heapUsed: null }),
};
`);
  }
  return dir;
}

/** One run pass, as a driver starts it (NODE_RUN_BENCHMARK_FN, an IPC channel): the rate it reports. */
async function runPass(dir, execArgv = []) {
  return (await runPassReport(dir, execArgv)).rate;
}

/**
 * One run pass: the rate and the bytes allocated per operation it reports.
 * @returns {Promise<{ rate: number, allocated: number | null }>}
 */
async function runPassReport(dir, execArgv = []) {
  const child = fork(path.join(dir, FILE), CONFIGURATION, { execPath: node, execArgv,
    env: { ...process.env, NODE_RUN_BENCHMARK_FN: '' }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => { stderr += chunk; });
  let rate = null;
  let allocated = null;
  child.on('message', (/** @type {any} */ message) => {
    if (message?.type === 'report') ({ rate, allocated } = message);
  });
  const [code] = await once(child, 'exit');
  if (code !== 0 || typeof rate !== 'number') throw new Error(`run pass failed (exit ${code}): ${stderr}`);
  return { rate, allocated: typeof allocated === 'number' ? allocated : null };
}

/**
 * Paired blocks of `a` and `b` (order alternating): the ratio a/b with its 95% interval, and each one's CV.
 * @param {() => Promise<number>} a
 * @param {() => Promise<number>} b
 */
async function paired(a, b) {
  /** @type {number[]} */
  const diffs = [];
  /** @type {{ a: number[], b: number[] }} */
  const rates = { a: [], b: [] };
  for (let block = 0; block < BLOCKS; block++) {
    const order = block % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    /** @type {Record<string, number>} */
    const got = {};
    for (const side of order) got[side] = await (side === 'a' ? a : b)();
    rates.a.push(got.a);
    rates.b.push(got.b);
    diffs.push(Math.log(got.a / got.b));
    process.stderr.write(`\r  block ${block + 1}/${BLOCKS}`);
  }
  process.stderr.write('\n');
  const m = stats.mean(diffs);
  const half = stats.tQuantile(0.975, BLOCKS - 1) * Math.sqrt(stats.variance(diffs, m) / BLOCKS);
  const cv = (xs) => Math.sqrt(stats.variance(xs, stats.mean(xs))) / stats.mean(xs);
  return { ratio: Math.exp(m), low: Math.exp(m - half), high: Math.exp(m + half), cv: { a: cv(rates.a), b: cv(rates.b) } };
}

const percent = (x) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(2)}%`;
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`Allocations per operation: node ${version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)}` +
  `${LOAD > 0 ? `, and ${LOAD} busy loops started by this benchmark` : ''}`);
console.log(`\n(a) the rate with the count against without, ${FILE} ${CONFIGURATION.join(' ')}, ${BLOCKS} paired blocks`);
const dirs = { ours: benchDir('ours'), notCounting: benchDir('ours-not-counting', { counting: false }),
  core: benchDir('core', { common: CORE_COMMON }) };
/** @type {[string, () => Promise<number>, () => Promise<number>][]} */
const overheads = [
  ['our harness', () => runPass(dirs.ours), () => runPass(dirs.notCounting)],
  ['Node core\'s newest', () => runPass(dirs.core, ['--require', PRELOAD]), () => runPass(dirs.core)],
];
for (const [harness, withCount, without] of overheads) {
  process.stderr.write(`${harness}:\n`);
  const r = await paired(withCount, without);
  console.log(`  ${harness.padEnd(20)} with/without ${percent(r.ratio - 1)} (95% interval ${percent(r.low - 1)} to ` +
    `${percent(r.high - 1)}); process-to-process CV of the rate: ${(100 * r.cv.a).toFixed(1)}% with, ` +
    `${(100 * r.cv.b).toFixed(1)}% without`);
}

// ---- (b) ---------------------------------------------------------------------------------------------

const copy = path.join(scratch, 'node-copy');
fs.copyFileSync(node, copy);
fs.chmodSync(copy, 0o755);
const ndjson = path.join(scratch, 'aa.ndjson');
process.stderr.write(`(b) compare.js, node against a copy of itself, string_decoder, ${AA_BLOCKS} blocks...\n`);
const compare = spawnSync(process.execPath, [path.join(benchmarkDir, 'compare.js'), '--old', node, '--new', copy,
  '--runs', String(AA_BLOCKS), '--ndjson', ndjson, 'string_decoder'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
if (compare.status !== 0) throw new Error(`compare.js exited with ${compare.status}`);
const { pairing } = samplesFile.readPairing(fs.readFileSync(ndjson, 'utf8'));
if (!pairing) throw new Error('no blocks in the A/A run');

/** The differences of a metric per block, centred (A/A: the truth is 0). */
function centred(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  const m = stats.mean(finite);
  return finite.map((v) => v - m);
}


/** The fewest blocks at which a 5% paired t-test finds +1% in at least `power` of the draws. */
function blocksToFind(diffs, power, rng) {
  const shifted = diffs.map((d) => d + CHANGE);
  const found = (n) => {
    let hits = 0;
    for (let draw = 0; draw < DRAWS; draw++) {
      const sample = Array.from({ length: n }, () => shifted[Math.floor(rng() * shifted.length)]);
      const m = stats.mean(sample);
      const se = Math.sqrt(stats.variance(sample, m) / n);
      if (se === 0 ? m > 0 : m / se > stats.tQuantile(0.975, n - 1)) hits++;
    }
    return hits / DRAWS;
  };
  // Doubling, then halving the gap: power grows with n.
  let high = 2;
  while (found(high) < power) {
    high *= 2;
    if (high > MAX_BLOCKS) return Infinity;
  }
  let low = Math.max(2, high / 2);
  if (low === high || found(low) >= power) return low;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (found(middle) >= power) high = middle;
    else low = middle;
  }
  return high;
}

/** The half-width, as a fraction, of the 95% interval of a ratio from `n` blocks whose log differences have spread `sd`. */
function halfWidth(sd, n) {
  return Math.exp(stats.tQuantile(0.975, n - 1) * sd / Math.sqrt(n)) - 1;
}

const rows = [];
const rng = randomness.createRandom(28);
pauseLoad(true);
for (const block of /** @type {any[]} */ (pairing.blocks)) {
  const allocated = block.allocated;
  if (!allocated) continue;
  const time = centred(block.diffs);
  const bytes = centred(allocated.old.map((old, i) => (old > 0 && allocated.new[i] > 0 ? Math.log(allocated.new[i] / old) : NaN)));
  const sd = (xs) => Math.sqrt(stats.variance(xs));
  rows.push({
    name: `${block.filename} ${block.configuration}`, filename: block.filename,
    sd: { time: sd(time), bytes: sd(bytes) }, halfWidth: halfWidth(sd(bytes), DEMO_BLOCKS),
    n80: { time: blocksToFind(time, 0.8, rng), bytes: blocksToFind(bytes, 0.8, rng) },
    n95: { time: blocksToFind(time, 0.95, rng), bytes: blocksToFind(bytes, 0.95, rng) },
  });
}
if (rows.length === 0) throw new Error(`${node} counted no allocations: it needs V8's total_allocated_bytes (Node 26)`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
console.log(`\n(b) blocks for a paired t-test at 5% to find a 1% change (bootstrap of ${AA_BLOCKS} real A/A blocks, ` +
  `${DRAWS} draws per size), ${rows.length} configurations`);
// The parameters that tell the rows apart, whole (the verdict's short names), in a column as wide as the longest.
const labels = shortNamesJs.shortNames(rows);
const width = Math.max('configuration'.length, ...[...labels.values()].map((label) => label.length));
console.log(`  ${'configuration'.padEnd(width)} ${'sd time'.padStart(8)} ${'sd bytes'.padStart(8)}   ` +
  `${'time 80%/95%'.padStart(13)}   ${'bytes 80%/95%'.padStart(13)}   ${`bytes A/A ±95%, ${DEMO_BLOCKS} blocks`}`);
for (const row of rows) {
  console.log(`  ${(labels.get(row.name) ?? row.name).padEnd(width)} ${(100 * row.sd.time).toFixed(2).padStart(7)}% ` +
    `${(100 * row.sd.bytes).toFixed(2).padStart(7)}%   ${`${blocksText(row.n80.time)}/${blocksText(row.n95.time)}`.padStart(13)}   ` +
    `${`${blocksText(row.n80.bytes)}/${blocksText(row.n95.bytes)}`.padStart(13)}   ±${(100 * row.halfWidth).toFixed(2)}%`);
}
const med = (metric, power) => median(rows.map((row) => row[power][metric]));
const times = med('time', 'n80') / med('bytes', 'n80');
console.log(`  median: time ${blocksText(med('time', 'n80'))} blocks (80%) / ${blocksText(med('time', 'n95'))} (95%); ` +
  `allocations ${blocksText(med('bytes', 'n80'))} / ${blocksText(med('bytes', 'n95'))}` +
  `${Number.isFinite(times) ? `: time needs ${times.toFixed(0)}x the blocks at 80%` : ''}; ` +
  `allocations' A/A interval at ${DEMO_BLOCKS} blocks ±${(100 * median(rows.map((row) => row.halfWidth))).toFixed(2)}% ` +
  `(widest ±${(100 * Math.max(...rows.map((row) => row.halfWidth))).toFixed(2)}%)`);

// ---- (c) ---------------------------------------------------------------------------------------------

pauseLoad(false);
// Each flag takes one suspect away, or (the delay) plays a machine whose cores are all busy.
const FLAGS = [[], ['--no-concurrent-recompilation'], ['--single-threaded'], ['--concurrent-recompilation-delay=20']];
console.log(`\n(c) what moves the count: ${FILE} ${CONFIGURATION.join(' ')}, ${PASSES} run passes per flag, ` +
  `bytes per operation`);
for (const flags of FLAGS) {
  process.stderr.write(`${flags.join(' ') || 'V8\'s defaults'}:\n`);
  /** @type {number[]} */
  const bytes = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const { allocated } = await runPassReport(dirs.ours, flags);
    if (allocated === null) throw new Error(`${node} counted no allocations: it needs V8's total_allocated_bytes (Node 26)`);
    bytes.push(allocated);
    process.stderr.write(`\r  pass ${pass + 1}/${PASSES}`);
  }
  process.stderr.write('\n');
  const m = stats.mean(bytes);
  const cv = Math.sqrt(stats.variance(bytes, m)) / m;
  console.log(`  ${(flags.join(' ') || 'defaults').padEnd(38)} mean ${m.toFixed(1)} B (${Math.min(...bytes).toFixed(1)} to ` +
    `${Math.max(...bytes).toFixed(1)}), CV ${(100 * cv).toFixed(2)}%`);
}
console.log(`Load at the end: ${os.loadavg()[0].toFixed(2)}`);
