'use strict';

// What compare.js, run.js and scatter.js share around their job loops:
// checking binaries and taskset, the seeded order, interrupts, the files
// they write as they go (the ndjson's records through records.js), and how
// failures are told to the person at the terminal.

const child_process = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { describeCause, startJob, jobFailures } = require('./job.js');
const { errorMessage, findOnPath } = require('../text.js');
const { findHelper, helperDirs } = require('./trusted-helpers.js');
const { createRandom } = require('../random.js');
const { createRecordWriter } = require('../data/records.js');
const { EXIT } = require('../exit-codes.js');
const { csvField } = require('../../_format.js');
const { watchStdout } = require('../stdout.js');

/**
 * The absolute path of the binary given to `--<name>`: a path with a slash
 * is taken relative to the current directory, a bare name is looked up on
 * PATH (as spawn would).
 * @param {import('../../_cli.js').CLI} cli
 * @param {string} name
 */
function resolveBinary(cli, name) {
  const given = cli.optional[name];
  // A path is looked for in its own directory only, as if that were PATH.
  const found = given.includes('/') ? findOnPath(path.basename(given), path.dirname(path.resolve(given))) :
    findOnPath(given);
  if (found !== null) return found;
  cli.abort(`Invalid --${name}: '${given}' is not an executable file` +
            `${given.includes('/') ? '' : ' on PATH'}; give the path of a node binary`);
}

/** `--set CPUSET=...`, its format checked and taskset found, or null. */
function checkedCpuset(cli) {
  const cpuset = cli.getCpuCoreSetting();
  if (!cpuset) return null;
  // job.js starts taskset from the same place (trusted-helpers.js), never through a benchmark's PATH.
  const taskset = findHelper('taskset');
  const result = taskset === null ? { error: new Error(`no taskset in ${helperDirs().join(':')}`) } :
    child_process.spawnSync(taskset, ['-V'], { stdio: 'ignore' });
  if (result.error) {
    cli.abort(`CPUSET needs 'taskset' (util-linux), which cannot be run here: ${result.error.message}`);
  }
  return cpuset;
}


function randomSeed() {
  return crypto.randomInt(0, 2 ** 32 - 1);
}

/**
 * SIGINT and SIGTERM stop the running job (and its process group) and end
 * the loop; a second signal kills at once. Rows already written stay.
 * A reader that goes away (`compare.js … | head`) ends the run quietly
 * with status 0, as tool.js does for analyze.js: the running job is killed
 * and no EPIPE stack trace is printed. Any other error writing stdout (a
 * full disk, an I/O error) goes to `onWriteError` (compare.js names what
 * still holds its results); without one, `tool` names the error in one line
 * and exits with EXIT.output, never a stack trace.
 * @param {{ tool: string, onWriteError?: (err: NodeJS.ErrnoException) => void }} options
 * @returns {Interrupted}
 * @typedef {{ signal: string | null, current: { stop: (s?: string) => void } | null }} Interrupted
 */
function interruptions({ tool, onWriteError }) {
  /** @type {Interrupted} */
  const state = { signal: null, current: null };
  const onSignal = (signal) => {
    if (state.signal) {
      state.current?.stop('SIGKILL');
      return;
    }
    state.signal = signal;
    state.current?.stop('SIGTERM');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  watchStdout(tool, { beforeExit: () => state.current?.stop('SIGKILL'), onWriteError });
  return state;
}

/**
 * The file stdout was sent to (`> out.csv`), or null when it is not a file
 * or its path cannot be known (Linux tells it in /proc).
 * @returns {string | null}
 */
function stdoutFile() {
  try {
    if (!fs.fstatSync(1).isFile()) return null;
    const file = fs.readlinkSync('/proc/self/fd/1');
    return path.isAbsolute(file) && fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function reportFailure(driver, failure) {
  const where = [failure.filename];
  if (failure.binary) where.push(`${failure.binary} binary`);
  if (failure.round !== undefined) where.push(`round ${failure.round + 1}`);
  if (failure.block !== undefined) where.push(`block ${failure.block + 1}`);
  const configuration = failure.configuration == null ? '' : `: ${failure.configuration}`;
  const what = failure.stage === 'discovery' ? ': could not learn its configurations:' : ' failed:';
  // Its stderr went to ours as it came, just above: its tail is in the
  // failure record (--ndjson), not printed twice.
  process.stderr.write(`${driver}: ${where.join(', ')}${configuration}${what} ${describeCause(failure)}\n`);
}

/** The closing line, and the exit code: 1 after failures (EXIT.failures), 128+n after a signal. */
function summarizeFailures(driver, failures, total, signal) {
  if (signal) {
    process.stderr.write(`${driver}: stopped by ${signal}; every result so far has been written\n`);
    process.exitCode = 128 + os.constants.signals[signal];
    return;
  }
  if (failures.length === 0) return;
  const byFile = new Map();
  for (const failure of failures) {
    // Old before new whatever order the rounds ran in.
    const counts = byFile.get(failure.filename) ?? { old: 0, new: 0, node: 0 };
    counts[failure.binary ?? 'node']++;
    byFile.set(failure.filename, counts);
  }
  const detail = [...byFile].map(([file, counts]) =>
    `${file}: ${Object.entries(counts).filter(([, n]) => n > 0).map(([b, n]) => `${n} ${b}`).join(', ')}`)
    .join('; ');
  process.stderr.write(`${driver}: ${failures.length} failure${failures.length > 1 ? 's' : ''} ` +
                       `in ${total} benchmark processes (${detail}); ` +
                       'every other result has been written\n');
  process.exitCode = EXIT.failures;
}

/**
 * Says on stderr what of this environment the benchmark processes do not
 * get: NODE_RUN_BENCHMARK_FN would make every config pass a run pass of its
 * file's first configuration, silently (job.js leaves it out).
 * @param {string} driver
 */
function environmentNotes(driver) {
  if (process.env.NODE_RUN_BENCHMARK_FN === undefined) return;
  process.stderr.write(`${driver}: note: NODE_RUN_BENCHMARK_FN is set here; the benchmarks do not get it, since ` +
                       'with it each file would run only its first configuration (NODE_BENCHMARK_FLAGS and ' +
                       'NODE_RUN_BENCHMARK_GROUPS still apply)\n');
}

/**
 * The categories' files after --filter/--exclude, and the checked CPUSET;
 * exits with Node core's message when nothing is selected.
 */
function selectBenchmarks(cli, benchmarkDir) {
  const cpuset = checkedCpuset(cli);
  const benchmarks = cli.benchmarks(benchmarkDir);
  if (benchmarks.length === 0) cli.abort('No benchmarks found');
  return { benchmarks, cpuset };
}

/**
 * Runs one benchmark process to its end and reports what failed in it.
 * `onConfig` and `onReport` get the harness's messages; onReport also gets
 * the process's pid and, from supervise.js, the argv of the run pass that
 * sent it and when that started (the process's start when unknown).
 * `context` (file, binary, round...) is added to every failure record, its
 * `configuration` to those that name none. `nameOf` names a configuration
 * known only by its run pass's argv (its CSV form once a report said it).
 * `expectReports`: the results a process that sends no config message owes
 * (1 for a run pass), so that ending without one is a failure.
 * `checkRates`: a report whose rate is not a finite number (isRate) is that
 * configuration's failure, not a result: compare.js would otherwise write a
 * row `null` that no reader of its CSV can take.
 * @param {{ driver: string, job: Omit<Parameters<typeof startJob>[0], 'onMessage'>,
 *   context: Record<string, any>, interrupted: Interrupted, expectReports?: number | null,
 *   nameOf?: (args: string[]) => string, checkRates?: boolean,
 *   onConfig?: (data: any) => void,
 *   onReport: (data: any, info: { pid: number | undefined, args: string[] | null, startedAt: string }) => void }} options
 * @returns {Promise<object[]>} the failures, already reported on stderr
 */
async function runJob({ driver, job, context, interrupted, expectReports = null, nameOf = (args) => args.join(' '),
                        checkRates = false, onConfig = (_data) => {}, onReport }) {
  /** @type {Parameters<typeof jobFailures>[1]} */
  const seen = { failures: [], reports: 0, queueLength: expectReports, started: 0, current: null };
  const startedAt = new Date().toISOString();
  /** @type {{ pid: number | undefined, args: string[] | null, startedAt: string }} */
  const info = { pid: undefined, args: null, startedAt };
  const running = startJob({
    ...job,
    onMessage(data) {
      if (data.type === 'run-pass-start' && Array.isArray(data.args)) {
        seen.started++;
        seen.current = info.args = data.args.map(String);
        info.startedAt = new Date().toISOString();
      } else if (data.type === 'config') {
        seen.queueLength = data.queueLength;
        onConfig(data);
      } else if (data.type === 'report' && checkRates && !isRate(data.rate)) {
        seen.failures.push({ conf: data.conf, args: info.args ?? undefined, badRate: rateText(data.rate),
                             startedAt: info.startedAt, endedAt: new Date().toISOString() });
        seen.current = null;
      } else if (data.type === 'report') {
        seen.reports++;
        seen.current = null;
        onReport(data, info);
      } else if (data.type === 'failure') {
        // Our common.js names the configuration (conf), supervise.js its argv.
        seen.failures.push({ ...data, args: data.args ?? info.args ?? undefined,
                             startedAt: info.startedAt, endedAt: new Date().toISOString() });
        seen.current = null;
      }
    },
  });
  info.pid = running.pid;
  interrupted.current = running;
  const result = await running.promise;
  interrupted.current = null;
  const ended = { startedAt, endedAt: new Date().toISOString() };
  const failures = jobFailures(result, seen, nameOf).map((failure) =>
    ({ ...context, ...ended, ...failure, configuration: failure.configuration ?? context.configuration ?? null }));
  for (const failure of failures) reportFailure(driver, failure);
  return failures;
}

/**
 * Whether a reported rate is a number, and finite. The harness's NaN (an
 * operation count that is not a number, as `--set n=--test` makes one) or
 * Infinity arrives as null: JSON, which carries the IPC messages, has
 * neither. (A rate of 0 or less is a number: the analysis names its row.)
 * @param {unknown} rate
 */
function isRate(rate) {
  return typeof rate === 'number' && Number.isFinite(rate);
}

/** A reported rate that is not one, as the failure names it: `null`, `none`, `"fast"`. @param {unknown} rate */
function rateText(rate) {
  const text = rate === undefined ? 'none' : JSON.stringify(rate) ?? String(rate);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * One row of compare.js's CSV, as Node core's compare.js writes it, but with
 * the file name quoted like the configuration (Node core leaves it as it is;
 * _lib/run/categories.js refuses a name that this would change) and both on one
 * line (_format.js csvField).
 */
function csvRow(binary, filename, configuration, rate, time) {
  return `"${binary}",${csvField(filename)},${csvField(configuration)},${rate},${time}\n`;
}

/**
 * A file the driver writes as it goes (`--csv`, `--ndjson`), opened now, so
 * that a path that cannot be written stops the run before it starts
 * (`option` names it in the message); null when there is no file.
 * @param {import('../../_cli.js').CLI} cli
 * @param {string | undefined | null} file
 * @param {string} option
 * @returns {number | null}  the file descriptor
 */
function openOutput(cli, file, option) {
  if (!file) return null;
  try {
    return fs.openSync(file, 'w');
  } catch (err) {
    return cli.abort(`Invalid ${option}: cannot write '${file}': ${errorMessage(err)}`);
  }
}

/**
 * `--ndjson <file>`: the records (records.js), one a line, written
 * synchronously; also kept in memory with `keep` (compare.js --analyze
 * reads them back). Without a file, every record is still checked.
 * @param {import('../../_cli.js').CLI} cli
 * @param {string | undefined | null} file
 * @param {{ keep?: boolean }} [options]
 */
function openRecorder(cli, file, { keep = false } = {}) {
  return createRecordWriter(openOutput(cli, file, '--ndjson'), { keep });
}

module.exports = {
  resolveBinary, createRandom, randomSeed, interruptions, summarizeFailures, openOutput, openRecorder,
  selectBenchmarks, checkedCpuset, runJob, reportFailure, csvRow, environmentNotes, stdoutFile,
};
