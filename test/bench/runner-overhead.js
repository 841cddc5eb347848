// What compare.js costs on top of the benchmark processes it runs, and
// whether its memory stays flat (DESIGN.md, "Performance targets"):
//
//   npm run bench:runner [-- N]        N benchmark processes (default 200)
//   npm run bench:runner -- --long     the memory check alone: compare.js over
//                                      2000 processes (or N), no baseline
//
// A benchmark file that does nothing (one configuration, `bench.start();
// bench.end(1)`) is run N times two ways in the same run:
//   baseline    this script forks it and waits, N times in a row: the config
//               pass and its run pass, like one job, and nothing else;
//   compare.js  `--old node --new node --runs N/2` on it (node being this
//               script's own binary): N jobs, with the queue, seeded order,
//               CSV and --ndjson writing around them.
// Half the baseline runs before compare.js and half after, so a machine that
// slowly speeds up or slows down does not favour either side. The difference
// per process is the runner's overhead. While compare.js runs its RSS is
// sampled every 100 ms from /proc/<pid>/status.
//
// It prints numbers only: this machine is shared and noisy, so nothing here
// passes or fails on time. It exits 1 only if a run did not produce its
// results, because then the numbers would mean nothing.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { makeBenchDir } from '../helpers/bench-dir.js';

const benchmarkDir = fileURLToPath(new URL('../../benchmark/', import.meta.url));
const compareJs = path.join(benchmarkDir, 'compare.js');
const DEFAULT_PROCESSES = 200;
const LONG_PROCESSES = 2000;
const WARM_UP_PROCESSES = 5;
const SAMPLE_INTERVAL_MS = 100;

// Both sides start from the environment a benchmark process has outside
// `npm run` (which puts node_modules/.bin first on PATH): what compare.js
// changes for its jobs then counts as its overhead, and the figures do not
// depend on how this script was started.
const env = {
  ...process.env,
  PATH: (process.env.PATH ?? '').split(path.delimiter)
    .filter((dir) => !dir.endsWith(`${path.sep}node_modules${path.sep}.bin`)).join(path.delimiter),
};

/** A benchmark directory with our harness and a category `noop` of one file. */
function makeNoopBenchmarkDir() {
  const dir = makeBenchDir({});
  fs.mkdirSync(path.join(dir, 'noop'));
  fs.writeFileSync(path.join(dir, 'noop', 'noop.js'), `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, { n: [1] });
function main() {
  bench.start();
  bench.end(1);
}
`);
  return dir;
}

/**
 * Forks `file` `count` times, one after the other, each waited for like
 * compare.js waits for a job ('close': exited and its pipes drained).
 * @param {string} file
 * @param {number} count
 * @returns {Promise<number>} wall time in ms
 */
async function forkAndWait(file, count) {
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const child = fork(file, [], { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let reports = 0;
    child.on('message', (/** @type {any} */ message) => { if (message.type === 'report') reports++; });
    child.stdout.resume();
    child.stderr.pipe(process.stderr, { end: false });
    const [code] = await once(child, 'close');
    if (code !== 0 || reports !== 1) {
      throw new Error(`baseline: ${file} exited with ${code} after ${reports} results`);
    }
  }
  return performance.now() - start;
}

/** @param {number} pid @returns {number | null} VmRSS in kB, null once it is gone */
function rssOf(pid) {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux we run on

/**
 * The CPU time compare.js itself has used so far (its children excluded),
 * in ms: fields 14 and 15 of /proc/<pid>/stat. Unlike wall time this does
 * not move with the load of a shared machine.
 * @param {number} pid @returns {number | null}
 */
function cpuMsOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return null;
  }
}

/**
 * Runs compare.js over `noop` for `count` processes while sampling its RSS.
 * @param {string} dir the benchmark directory
 * @param {number} count an even number of benchmark processes
 * @returns {Promise<{ ms: number, cpuMs: number, startupMs: number, samples: { at: number, kb: number }[] }>}
 */
async function runCompare(dir, count) {
  const ndjson = path.join(dir, 'samples.ndjson');
  const start = performance.now();
  const startEpoch = Date.now();
  const child = spawn(process.execPath, [
    compareJs, '--old', process.execPath, '--new', process.execPath, '--runs', String(count / 2),
    '--no-progress', '--benchmark-dir', dir, '--ndjson', ndjson, 'noop',
  ], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  /** @type {{ at: number, kb: number }[]} */
  const samples = [];
  let cpuMs = 0;
  const sampler = setInterval(() => {
    const kb = rssOf(child.pid);
    if (kb !== null) samples.push({ at: performance.now() - start, kb });
    cpuMs = cpuMsOf(child.pid) ?? cpuMs;
  }, SAMPLE_INTERVAL_MS);
  let rows = -1; // the header
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => { rows += chunk.split('\n').length - 1; });
  const [code] = await once(child, 'close');
  const ms = performance.now() - start;
  clearInterval(sampler);
  if (code !== 0 || rows !== count) {
    throw new Error(`compare.js exited with ${code} after ${rows} of ${count} rows`);
  }
  // compare.js's own start (loading node and its modules, listing the
  // benchmarks) happens once, not per process: the `run` record of the
  // ndjson file is written just before the first job starts.
  const run = JSON.parse(fs.readFileSync(ndjson, 'utf8').split('\n')[0]);
  const startupMs = Date.parse(run.startedAt) - startEpoch;
  return { ms, cpuMs, startupMs, samples };
}

/** The sample taken nearest to `fraction` of the run. */
function rssAt(samples, ms, fraction) {
  let best = samples[0];
  for (const sample of samples) {
    if (Math.abs(sample.at - fraction * ms) < Math.abs(best.at - fraction * ms)) best = sample;
  }
  return best.kb;
}

const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;

function settings() {
  const { values, positionals } = parseArgs({
    options: { long: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const given = positionals[0];
  if (given !== undefined && !/^[1-9]\d*$/.test(given)) {
    throw new Error(`Invalid N: expected a whole number of benchmark processes, got '${given}'`);
  }
  const wanted = given ? Number(given) : values.long ? LONG_PROCESSES : DEFAULT_PROCESSES;
  // compare.js runs old and new once per round: an even number of processes.
  // The long run is about memory: the baseline would only double its time.
  return { count: 2 * Math.ceil(wanted / 2), baseline: !values.long };
}

/** @param {{ count: number, baselineMs: number | null, compare: { ms: number, cpuMs: number, startupMs: number, samples: any[] } }} run */
function report({ count, baselineMs, compare }) {
  const { ms, cpuMs, startupMs, samples } = compare;
  const perCompare = ms / count;
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const lines = [
    `node ${process.version}, ${os.cpus().length} CPUs, load average ${load}`,
    `benchmark processes:      ${count} (each a config pass and a run pass)`,
  ];
  if (baselineMs !== null) {
    const perBaseline = baselineMs / count;
    lines.push(
      `baseline fork-and-wait:   ${(baselineMs / 1000).toFixed(2)} s, ${perBaseline.toFixed(1)} ms per process`,
      `compare.js:               ${(ms / 1000).toFixed(2)} s, ${perCompare.toFixed(1)} ms per process`,
      `compare.js start (once):  ${startupMs} ms`,
      `overhead per process:     ${(perCompare - perBaseline).toFixed(2)} ms, ` +
      `${((ms - startupMs) / count - perBaseline).toFixed(2)} ms without the start`,
      `compare.js / baseline:    ${(ms / baselineMs).toFixed(3)}`,
    );
  }
  lines.push(`compare.js's own CPU:     ${(cpuMs / 1000).toFixed(2)} s, ${(cpuMs / count).toFixed(2)} ms ` +
             'per process (its children excluded; to within the last 100 ms sample)');
  if (baselineMs === null) {
    lines.push(`compare.js:               ${(ms / 1000).toFixed(2)} s, ${perCompare.toFixed(1)} ms ` +
               'per process (no baseline in a long run)');
  }
  if (samples.length === 0) {
    lines.push('compare.js RSS:           no samples (the run was shorter than 100 ms)');
  } else {
    const at10 = rssAt(samples, ms, 0.1);
    const at90 = rssAt(samples, ms, 0.9);
    const growth = at90 - at10;
    lines.push(
      `compare.js RSS (${samples.length} samples): 10% ${mb(at10)}, 50% ${mb(rssAt(samples, ms, 0.5))}, ` +
      `90% ${mb(at90)}, max ${mb(Math.max(...samples.map((s) => s.kb)))}`,
      `RSS growth 10% -> 90%:    ${growth >= 0 ? '+' : ''}${mb(growth)} ` +
      `(${((growth / at10) * 100).toFixed(1)}%, over ${Math.round(0.8 * count)} processes)`,
    );
  }
  if (process.env.NODE_EXTRA_CA_CERTS) {
    lines.push('note: NODE_EXTRA_CA_CERTS is set; it makes every process start slower (both ' +
               'sides alike), which lowers the ratio but not the overhead in ms');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const { count, baseline } = settings();
  const dir = makeNoopBenchmarkDir();
  try {
    const file = path.join(dir, 'noop', 'noop.js');
    // Warm the page cache and the compile cache, on neither side's clock.
    await forkAndWait(file, WARM_UP_PROCESSES);
    const before = baseline ? await forkAndWait(file, count / 2) : null;
    const compare = await runCompare(dir, count);
    const baselineMs = baseline ? before + await forkAndWait(file, count / 2) : null;
    report({ count, baselineMs, compare });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`runner-overhead: ${err.message}\n`);
  process.exitCode = 1;
});
