// Runs the compare runner (benchmark/compare.js) on the two node binaries and
// analyses what it wrote.
//
//   <resultsDir>/results.csv     compare.js's stdout, written as it arrives, so a
//                                cancelled job still leaves every row so far
//   <resultsDir>/samples.ndjson  every sample and failure (--ndjson)
//
// Security: the request comes from a PR comment. It is already validated, and
// still it never reaches a shell: compare.js is started with an argv array
// (no `shell` option), each user-derived value is its own element, and every
// category comes after `--` so none can be read as an option. CPUSET is the
// workflow author's `cpuset` setting only; a request that carries one is a
// bug upstream and is refused.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn as childSpawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import csv from '../benchmark/_csv.js';
import analysis from '../benchmark/_analysis.js';
import cli from '../benchmark/_cli.js';

export const DEFAULT_COMPARE_JS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..',
  'benchmark', 'compare.js');
/** onProgress is called at most this often (plus once at the end). */
export const PROGRESS_INTERVAL_MS = 10_000;
const STDERR_TAIL_LINES = 20;

/**
 * @typedef {{ categories: string[], filters: string[], excludes: string[], runs: number,
 *   sets: ReadonlyArray<{ key: string, value: string }>, seed?: number | null }} CompareRequest
 * @typedef {{ cpuset: string | null, timeout: number | null }} CompareSettings
 * @typedef {object} Log  the functions of the toolkit's `core` module fit
 * @property {(message: string) => void} info
 * @property {(name: string) => void} startGroup
 * @property {() => void} endGroup
 * @typedef {(progress: { done: number, total: number }) => void} OnProgress
 * @typedef {import('node:events').EventEmitter & { stdout: import('node:stream').Readable,
 *   stderr: import('node:stream').Readable }} Child
 * @typedef {(command: string, args: string[], options: import('node:child_process').SpawnOptions) => Child} Spawn
 */

/**
 * The argv of `node compare.js ...`: an array, one element per value.
 * @param {{ compareJs: string, oldBinary: string, newBinary: string, benchmarkDir: string,
 *   request: CompareRequest, settings: CompareSettings, ndjsonPath: string }} options
 * @returns {string[]}
 */
export function compareArgs({ compareJs, oldBinary, newBinary, benchmarkDir, request, settings, ndjsonPath }) {
  const args = [compareJs, '--old', oldBinary, '--new', newBinary, '--runs', String(request.runs),
    '--benchmark-dir', benchmarkDir, '--ndjson', ndjsonPath, '--no-progress'];
  if (request.seed != null) args.push('--seed', String(request.seed));
  if (settings.timeout != null) args.push('--timeout', String(settings.timeout));
  for (const filter of request.filters) args.push('--filter', filter);
  for (const exclude of request.excludes) args.push('--exclude', exclude);
  for (const { key, value } of request.sets) {
    if (key.toUpperCase() === 'CPUSET') {
      throw new Error("A benchmark request may not set CPUSET: it comes from the 'cpuset' input only.");
    }
    args.push('--set', `${key}=${value}`);
  }
  if (settings.cpuset) args.push('--set', `CPUSET=${settings.cpuset}`);
  args.push('--', ...request.categories);
  return args;
}

/**
 * The benchmark files compare.js will run, in its order (`category/file.js`),
 * with compare.js's --filter/--exclude semantics (a substring of the file
 * name; an exclude wins). Used to count progress.
 * @param {string} benchmarkDir
 * @param {Pick<CompareRequest, 'categories' | 'filters' | 'excludes'>} request
 */
export function selectedFiles(benchmarkDir, { categories, filters, excludes }) {
  const all = cli.listCategories(benchmarkDir);
  const names = categories.includes('all') ? all.map((c) => c.name) : categories;
  const files = [];
  for (const name of names) {
    const category = all.find((c) => c.name === name);
    for (const script of category?.scripts ?? []) {
      let skip = filters.length > 0 && !filters.some((f) => script.includes(f));
      if (excludes.some((e) => script.includes(e))) skip = true;
      if (!skip) files.push(`${name}/${script}`);
    }
  }
  return files;
}

/**
 * Calls onProgress with the files done of the total, at most once per
 * `interval` ms. compare.js runs file after file, so every file before the
 * one a row names is done.
 * @param {string[]} files
 * @param {OnProgress} onProgress
 * @param {() => number} now
 * @param {number} interval
 */
function progressTracker(files, onProgress, now, interval) {
  const index = new Map(files.map((f, i) => [f, i]));
  let done = 0;
  let last = -Infinity;
  let rest = '';
  return {
    /** @param {string} chunk  CSV text as it arrives */
    scan(chunk) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        const m = /^"(?:old|new)","([^"]*)"/.exec(line);
        if (m && index.has(m[1])) done = Math.max(done, index.get(m[1]));
      }
      if (now() - last >= interval) {
        last = now();
        onProgress({ done, total: files.length });
      }
    },
    finish() {
      onProgress({ done: files.length, total: files.length });
    },
  };
}

/**
 * Starts compare.js; resolves when it has exited and its CSV is on disk.
 * @param {{ spawn: Spawn, args: string[], csvPath: string, log: Log,
 *   progress: ReturnType<typeof progressTracker> }} options
 * @returns {Promise<{ exitCode: number | null, stderrTail: string }>}
 */
function runCompare({ spawn, args, csvPath, log, progress }) {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(csvPath);
    const tail = [];
    let rest = '';
    const forward = (lines) => {
      for (const line of lines) {
        log.info(line);
        tail.push(line);
        if (tail.length > STDERR_TAIL_LINES) tail.shift();
      }
    };
    log.startGroup('compare.js');
    // No shell: argv elements reach compare.js exactly as given.
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out);
    child.stdout.on('data', (chunk) => progress.scan(String(chunk)));
    child.stderr.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      forward(lines);
    });
    const written = new Promise((resolveWritten, rejectWritten) => {
      out.on('finish', () => resolveWritten(undefined));
      out.on('error', rejectWritten);
    });
    written.catch(() => {}); // handled at 'close'; this only keeps it from being unhandled
    let ended = false;
    const endGroup = () => {
      if (!ended) log.endGroup();
      ended = true;
    };
    child.on('error', (err) => {
      endGroup();
      reject(new Error(`Could not start compare.js with ${process.execPath}: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      if (rest) forward([rest]);
      endGroup();
      const exitCode = code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : null);
      written.then(() => resolve({ exitCode, stderrTail: tail.join('\n') }), reject);
    });
  });
}

/** The failure records of the ndjson file (none when compare.js never opened it). */
function readFailures(ndjsonPath) {
  let text;
  try {
    text = fs.readFileSync(ndjsonPath, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
  // A line cut short by a cancelled run is skipped, like the CSV's.
  return text.split('\n').filter(Boolean).flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  }).filter((record) => record.type === 'failure');
}

/** The samples of the CSV, or none when compare.js wrote not even the header. */
function readSamples(csvPath, log) {
  const text = fs.readFileSync(csvPath, 'utf8');
  if (text.trim() === '') return [];
  const { samples, warnings } = csv.parseCompareCsv(text);
  for (const warning of warnings) log.info(`results.csv: ${warning}`);
  return samples;
}

/**
 * Runs compare.js on the two binaries and analyses its results. A non-zero
 * exit with results is not an error: failing benchmark processes are
 * isolated by compare.js and returned in `failures`. A run without a single
 * result throws.
 * @param {{ oldBinary: string, newBinary: string, benchmarkDir: string, request: CompareRequest,
 *   settings: CompareSettings, resultsDir: string, spawn?: Spawn, log: Log,
 *   onProgress?: OnProgress, compareJs?: string, now?: () => number, progressInterval?: number }} options
 */
export async function runComparison({
  oldBinary, newBinary, benchmarkDir, request, settings, resultsDir, spawn = childSpawn, log,
  onProgress = () => {}, compareJs = DEFAULT_COMPARE_JS, now = Date.now,
  progressInterval = PROGRESS_INTERVAL_MS,
}) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const csvPath = path.join(resultsDir, 'results.csv');
  const ndjsonPath = path.join(resultsDir, 'samples.ndjson');
  const args = compareArgs({ compareJs, oldBinary, newBinary, benchmarkDir, request, settings, ndjsonPath });
  const progress = progressTracker(selectedFiles(benchmarkDir, request), onProgress, now, progressInterval);
  const { exitCode, stderrTail } = await runCompare({ spawn, args, csvPath, log, progress });
  const samples = readSamples(csvPath, log);
  if (samples.length === 0) {
    throw new Error(`compare.js produced no results (exit code ${exitCode}). ` +
                    `The last lines of its stderr:\n${stderrTail || '(empty)'}`);
  }
  progress.finish();
  const failures = readFailures(ndjsonPath);
  const { comparisons, summary } = analysis.analyze(samples);
  return {
    csvPath, ndjsonPath, samples, failures, comparisons, summary,
    verdictLine: analysis.verdict(summary), exitCode,
  };
}
