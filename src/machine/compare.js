// Runs the compare runner (benchmark/compare.js) on the two node binaries.
// The analysis is the report step's (modes/report.js), from the files.
//
//   <resultsDir>/results.csv     compare.js's stdout, written as it arrives, so a
//                                cancelled job still leaves every row so far
//   <resultsDir>/samples.ndjson  the run, every sample, failure, look and
//                                progress record (--ndjson)
//
// The schedule is always blocks (old and new of a configuration back to
// back); the request decides the stopping rule: `--runs N` (fixed, Node
// core's) or `--accuracy P --min-runs N --max-runs M` (adaptive). Progress
// comes from the ndjson's latest `progress` record (blocks done of planned,
// and the time left; benchmark/_lib/data/records.js), read from where the last
// look ended.
//
// Security: the request comes from a PR comment. It is already validated, and
// still it never reaches a shell: compare.js is started with an argv array
// (no `shell` option), each user-derived value is its own element, and every
// category comes after `--` so none can be read as an option. CPUSET is the
// workflow author's `cpuset` setting only; a request that carries one is a
// bug upstream and is refused.

import fs from 'node:fs';
import os from 'node:os';
import { spawn as childSpawn } from 'node:child_process';
import categoriesModule from '../../benchmark/_lib/run/categories.js';
import recordsModule from '../../benchmark/_lib/data/records.js';
import { compareFiles } from '../results/run-files.js';
import { COMPARE_JS } from '../paths.js';
import { benchmarkBinaries, driverCommand, withDefaults } from './confinement.js';
import { eachLine, lineSplitter } from './bounded-lines.js';

const DEFAULT_COMPARE_JS = COMPARE_JS;
/** onProgress is called at most this often (plus once at the end). */
export const PROGRESS_INTERVAL_MS = 10_000;
/** The most of the ndjson read at one look: the latest progress record is what counts. */
const TAIL_LIMIT = 256 * 1024;
const STDERR_TAIL_LINES = 20;

/**
 * The part of a request compare.js's argv is made of (accuracy absent: fixed runs), and the seed.
 * @typedef {Pick<import('../request/request.js').Request, 'categories' | 'filters' | 'excludes' | 'runs' | 'sets'>
 *   & Partial<Pick<import('../request/request.js').Request, 'accuracy' | 'maxRuns'>> & { seed?: number | null }} CompareRequest
 * @typedef {{ cpuset: string | null, timeout: number | null, power?: number | null }} CompareSettings
 *   power: an adaptive plan's power at its margin (compare.js --power; absent: compare.js's default)
 * @typedef {Pick<import('../action.js').Log, 'info' | 'warning' | 'startGroup' | 'endGroup'>} Log
 * @typedef {{ unit: 'blocks' | 'files', done: number, planned: number, eta: number | null, etaAtLeast?: boolean,
 *   cap?: number }} Progress
 *   blocks: from compare.js's progress records, eta in seconds (etaAtLeast: the least the run can
 *   take, before any configuration's noise is known; cap: an adaptive run's most blocks, which
 *   only falls); files: counted from the CSV (a compare.js that writes no progress records), no eta
 * @typedef {(progress: Progress) => void} OnProgress
 * @typedef {import('node:events').EventEmitter & { stdout: import('node:stream').Readable,
 *   stderr: import('node:stream').Readable }} Child
 * @typedef {(command: string, args: string[],
 *   options: import('node:child_process').SpawnOptionsWithStdioTuple<'ignore', 'pipe', 'pipe'>) => Child} Spawn
 *   stdin ignored, stdout and stderr piped: the only way runCompare starts compare.js
 */

/**
 * The argv of `node compare.js ...`: an array, one element per value.
 * @param {{ compareJs: string, oldBinary: string, newBinary: string, benchmarkDir: string,
 *   request: CompareRequest, settings: CompareSettings, ndjsonPath: string, reach?: string | null }} options
 *   reach: the reach map's file (machine/reach.js), whose categories run only the configurations it selects
 * @returns {string[]}
 */
export function compareArgs({ compareJs, oldBinary, newBinary, benchmarkDir, request, settings, ndjsonPath, reach = null }) {
  const args = [compareJs, '--old', oldBinary, '--new', newBinary, '--schedule', 'blocks', ...stoppingArgs(request, settings),
    '--benchmark-dir', benchmarkDir, '--ndjson', ndjsonPath, '--no-progress'];
  if (reach !== null) args.push('--reach', reach);
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
 * The stopping rule's options: `--runs N`, or the adaptive target, power, minimum and cap.
 * @param {CompareRequest} request
 * @param {CompareSettings} settings
 */
function stoppingArgs({ runs, accuracy = null, maxRuns = null }, { power = null }) {
  if (accuracy === null) return ['--runs', String(runs)];
  if (maxRuns === null) throw new Error('An adaptive request (accuracy set) needs maxRuns, the cap');
  return ['--accuracy', String(accuracy), ...(power === null ? [] : ['--power', String(power)]),
          '--min-runs', String(runs), '--max-runs', String(maxRuns)];
}

/**
 * The benchmark files compare.js will run, in its order (`category/file.js`),
 * with compare.js's --filter/--exclude semantics (a substring of the file
 * name; an exclude wins). Used to count progress.
 * @param {string} benchmarkDir
 * @param {Pick<CompareRequest, 'categories' | 'filters' | 'excludes'>} request
 */
export function selectedFiles(benchmarkDir, { categories, filters, excludes }) {
  const all = categoriesModule.listCategories(benchmarkDir);
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
 * Reads what was appended to a file since the last call, in whole lines:
 * at most `limit` bytes a call (a longer stretch is skipped up to its last
 * `limit` bytes, the cut line dropped), and a last line still being written
 * is left for the next call. No file yet: no lines.
 * @param {string} file
 * @param {number} [limit]
 * @returns {() => string[]}
 */
export function followLines(file, limit = TAIL_LIMIT) {
  let offset = 0;
  let cut = false; // offset is inside a line: drop it
  return () => {
    let fd;
    try {
      fd = fs.openSync(file, 'r');
    } catch {
      return [];
    }
    try {
      const size = fs.fstatSync(fd).size;
      if (size < offset) [offset, cut] = [0, false];
      if (size - offset > limit) [offset, cut] = [size - limit, true];
      const buffer = Buffer.alloc(size - offset);
      const length = fs.readSync(fd, buffer, 0, buffer.length, offset);
      const end = buffer.subarray(0, length).lastIndexOf(0x0a);
      if (end === -1) return [];
      offset += end + 1;
      const lines = buffer.toString('utf8', 0, end).split('\n');
      if (cut) lines.shift();
      cut = false;
      return lines;
    } finally {
      fs.closeSync(fd);
    }
  };
}

/**
 * One ndjson line's record, or null where it is none (a line cut short by
 * a cancelled run) or of another type.
 * @param {string} line @param {string} type
 */
function recordOf(line, type) {
  // Only the lines that can be: the others are not parsed.
  if (!line.includes(`"${type}"`)) return null;
  const { record } = recordsModule.parseRecord(line);
  return record?.type === type ? record : null;
}

/** A `progress` record of the ndjson as a Progress, or null. @param {string} line @returns {Progress | null} */
function progressRecord(line) {
  const record = recordOf(line, 'progress');
  if (record?.done === undefined || record.planned === undefined) return null;
  return { unit: 'blocks', done: record.done, planned: Math.max(record.planned, record.done), eta: record.eta ?? null,
    ...(record.etaAtLeast === true ? { etaAtLeast: true } : {}),
    ...(typeof record.cap === 'number' ? { cap: Math.max(record.cap, record.done) } : {}) };
}

/**
 * Calls onProgress at most once per `interval` ms, as the CSV arrives: the
 * blocks done of planned from the ndjson's latest progress record, read
 * from where the last look ended. A compare.js without progress records (its
 * run record names no schedule) is counted in files instead: it runs file
 * after file, so every file before the one a row names is done.
 * @param {{ files: string[], ndjsonPath: string, onProgress: OnProgress, now: () => number, interval: number }} options
 */
function progressTracker({ files, ndjsonPath, onProgress, now, interval }) {
  const index = new Map(files.map((f, i) => [f, i]));
  const readLines = followLines(ndjsonPath);
  let filesDone = 0;
  let rows = 0; // result rows seen so far: the CSV is compare.js's stdout
  /** @type {Progress | null} */
  let blocks = null;
  let scheduled = false; // compare.js writes progress records
  let last = -Infinity;
  // compare.js's CSV carries the pull request's names: its lines are read bounded (bounded-lines.js).
  const csvLines = lineSplitter((line) => {
    const row = /^"(?:old|new)","([^"]*)"/.exec(line);
    if (row === null) return;
    rows++;
    const position = index.get(row[1]);
    if (position !== undefined) filesDone = Math.max(filesDone, position);
  });
  const look = () => {
    for (const line of readLines()) {
      const run = scheduled ? null : recordOf(line, 'run');
      if (run !== null) scheduled = run.schedule !== undefined;
      blocks = progressRecord(line) ?? blocks;
    }
  };
  return {
    /** @param {Buffer | string} chunk  CSV text as it arrives */
    scan(chunk) {
      csvLines.write(chunk);
      if (now() - last < interval) return;
      last = now();
      look();
      if (blocks) onProgress(blocks);
      else if (!scheduled) onProgress({ unit: 'files', done: filesDone, planned: files.length, eta: null });
    },
    /** The result rows of the whole CSV, its last line included: call once the CSV has ended. */
    rows() {
      csvLines.end();
      return rows;
    },
    finish() {
      look();
      onProgress(blocks ? { unit: 'blocks', done: blocks.done, planned: blocks.done, eta: 0 } :
        { unit: 'files', done: files.length, planned: files.length, eta: null });
    },
  };
}

/**
 * Starts compare.js; resolves when it has exited and its CSV is on disk.
 * @param {{ spawn: Spawn, command: { command: string, args: string[], env: Record<string, string> },
 *   csvPath: string, log: Log, progress: ReturnType<typeof progressTracker> }} options
 * @returns {Promise<{ exitCode: number | null, stderrTail: string }>}
 */
function runCompare({ spawn, command, csvPath, log, progress }) {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(csvPath);
    const tail = [];
    log.startGroup('compare.js');
    // The benchmarks' stderr is the pull request's text: read bounded, and
    // logged through the Log port, which lets no line of it be a workflow
    // command (untrusted-text.js).
    const forward = (line) => {
      log.info(line);
      tail.push(line);
      if (tail.length > STDERR_TAIL_LINES) tail.shift();
    };
    // No shell: argv elements reach compare.js exactly as given.
    const child = spawn(command.command, command.args, { stdio: ['ignore', 'pipe', 'pipe'], env: command.env });
    child.stdout.pipe(out);
    child.stdout.on('data', (chunk) => progress.scan(chunk));
    eachLine(child.stderr, forward);
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
      reject(new Error(`Could not start compare.js with ${command.command}: ${err.message}`));
    });
    child.on('close', (code, signal) => {
      endGroup();
      const exitCode = code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : null);
      written.then(() => resolve({ exitCode, stderrTail: tail.join('\n') }), reject);
    });
  });
}

/** compare.js ran but measured nothing: what the failed-status comment and failure.json say. */
export class CompareError extends Error {
  name = 'CompareError';

  /** @param {number | null} exitCode  @param {string} stderrTail */
  constructor(exitCode, stderrTail) {
    super(`compare.js produced no results (exit code ${exitCode}${exitCode === 2 ?
      ': a usage or setup error, nothing ran; its message is below' : ''})`);
    this.stderrTail = stderrTail;
  }

  get failure() {
    return { step: 'benchmarking', message: this.message, logTail: this.stderrTail || '(stderr was empty)' };
  }
}

/**
 * Runs compare.js on the two binaries, its CSV and ndjson into
 * `resultsDir` (results/run-files.js names them, results/read-results.js reads them). A non-zero exit with results is
 * not an error: failing benchmark processes are isolated by compare.js and
 * named in its ndjson. A run without a single result is a CompareError.
 * @param {{ oldBinary: string, newBinary: string, benchmarkDir: string, request: CompareRequest,
 *   settings: CompareSettings, resultsDir: string, spawn?: Spawn, log: Log,
 *   onProgress?: OnProgress, compareJs?: string, now?: () => number, progressInterval?: number,
 *   confinement?: Partial<import('./confinement.js').Confinement>, reach?: string | null }} options
 *   confinement: default no sandbox, no mark, our environment's allowed part, /tmp under the results' parent
 * @returns {Promise<{ csvPath: string, ndjsonPath: string, rows: number, exitCode: number | null }>}
 */
export async function runComparison({
  oldBinary, newBinary, benchmarkDir, request, settings, resultsDir, spawn = childSpawn, log,
  onProgress = () => {}, compareJs = DEFAULT_COMPARE_JS, now = Date.now,
  progressInterval = PROGRESS_INTERVAL_MS, confinement = {}, reach = null,
}) {
  // A previous run's records must not pass for this run's progress: compareFiles removes them.
  const { csvPath, ndjsonPath } = compareFiles(resultsDir);
  const confined = withDefaults(confinement, resultsDir);
  const binaries = benchmarkBinaries(confined, { oldBinary, newBinary, benchmarkDir });
  const args = compareArgs({ compareJs, oldBinary: binaries.old, newBinary: binaries.new, benchmarkDir, request, settings,
    ndjsonPath, reach });
  const progress = progressTracker({ files: selectedFiles(benchmarkDir, request), ndjsonPath, onProgress, now,
    interval: progressInterval });
  const command = driverCommand(args, confined);
  const { exitCode, stderrTail } = await runCompare({ spawn, command, csvPath, log, progress });
  const rows = progress.rows();
  if (rows === 0) throw new CompareError(exitCode, stderrTail);
  // compare.js's exit code 4 (benchmark/_lib/exit-codes.js): an output could not be written, and it stopped.
  if (exitCode === 4) {
    log.warning(`compare.js could not write its output and stopped (exit code 4): ${stderrTail.trim().split('\n').at(-1)}`);
  }
  progress.finish();
  return { csvPath, ndjsonPath, rows, exitCode };
}
