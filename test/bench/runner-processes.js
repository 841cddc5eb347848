// The processes bench:runner times (runner-overhead.js): a benchmark
// directory whose one file does nothing, forked bare or run by compare.js,
// with compare.js's RSS and CPU time read from /proc while it runs.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeBenchDir } from '../helpers/bench-dir.js';

const benchmarkDir = fileURLToPath(new URL('../../benchmark/', import.meta.url));
const compareJs = path.join(benchmarkDir, 'compare.js');
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
export function makeNoopBenchmarkDir() {
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
 * @param {(done: number) => void} onEach  after each process
 * @returns {Promise<number>} wall time in ms
 */
export async function forkAndWait(file, count, onEach = () => {}) {
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const child = fork(file, [], { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let reports = 0;
    child.on('message', (/** @type {any} */ message) => { if (message.type === 'report') reports++; });
    // stdio pipes both: the streams are there.
    const { stdout, stderr } =
      /** @type {{ stdout: import('node:stream').Readable, stderr: import('node:stream').Readable }} */ (child);
    stdout.resume();
    stderr.pipe(process.stderr, { end: false });
    const [code] = await once(child, 'close');
    if (code !== 0 || reports !== 1) {
      throw new Error(`baseline: ${file} exited with ${code} after ${reports} results`);
    }
    onEach(i + 1);
  }
  return performance.now() - start;
}

/** @param {number | undefined} pid @returns {number | null} VmRSS in kB, null once it is gone (or never started) */
function rssOf(pid) {
  if (pid === undefined) return null;
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
 * @param {number | undefined} pid @returns {number | null}  null when it is gone (or never started)
 */
function cpuMsOf(pid) {
  if (pid === undefined) return null;
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
 * @param {(rows: number) => void} onRows  as its CSV rows (one a process) arrive
 * @returns {Promise<{ ms: number, cpuMs: number, startupMs: number, samples: { at: number, kb: number }[] }>}
 */
export async function runCompare(dir, count, onRows = () => {}) {
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
  child.stdout.on('data', (chunk) => {
    rows += chunk.split('\n').length - 1;
    onRows(Math.max(rows, 0));
  });
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
