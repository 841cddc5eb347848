'use strict';

// The reach map: which of node's built-in functions each configuration of
// some benchmark files calls, and how often per operation. Each
// configuration runs once under one node binary with V8's coverage on
// (NODE_V8_COVERAGE, a fresh directory per configuration), its n divided
// (a short probe: nothing here is timed), and the call counts of the
// functions of `node:` scripts are read from the files V8 wrote
// (v8-coverage.js).
//
// It is the runner's machinery, not a second one: the configurations are
// learnt by the config pass compare.js uses (configurations.js, under this
// one binary), and each is run as compare.js runs a run pass (driver.js
// runJob, job.js): its own process group, the timeout, the report read from
// the harness's message, and the same binary path, so a sandbox launcher
// given as `binary` confines the benchmark exactly as in compare.js. The
// environment is compare.js's too: of what the config pass said, only the
// harness's own variables (run-pass-env.js); NODE_V8_COVERAGE is set by
// this runner on the run pass, never taken from the benchmark. (Under a
// launcher, `tempDir` must be a directory the sandbox may write at its own
// path.) The run passes run with V8's optimizing compilers off
// (EXACT_COUNT_FLAGS), without which a call inlined into optimized code is
// not counted.
//
// What it returns (plain JSON):
//
//   { binary, cached,                 cached: read from cacheDir, nothing ran
//     configurations: [ { filename,   'string_decoder/string-decoder.js'
//       configuration,                its CSV form, with the n compare.js would run
//                                     ("n=15000 chunkLen=16 inLen=128 encoding='ascii'")
//       args,                         the run pass's argv as learnt, n not divided
//       n,                            the n it ran with (null: the argv has none)
//       ops,                          the operations the run did (opsOf), or null
//       builtins: { 'node:string_decoder': [ { name: 'write', start: 3227, end: 3612, count: 12000 } ] } } ],
//                                     url → the functions called at least once, in
//                                     source order; start/end: the function's offsets
//     failures: [ { filename, configuration, why } ],   configuration null: the whole file
//     warnings: [ '...' ] }
//
// ops is the report's rate × time: Node core's harness (and ours) reports
// rate = operations / seconds and time in seconds, so their product is the
// count the benchmark gave bench.end(), which is not always n (a benchmark
// may count bytes, requests or inner iterations). Calls per operation are
// count / ops. The harness's and node's own start-up calls are in the
// counts too (a few per process), so a function called once or twice in
// all is not necessarily the benchmark's doing.
//
// A configuration that fails (a crash, a timeout, a report whose rate is
// not a number) is in `failures` with why, and the others are mapped. A map
// with failures is not cached: a failure may be the machine's, not the
// file's.

const child_process = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { learnConfigurations } = require('../run/configurations.js');
const { runJob } = require('../run/driver.js');
const { describeCause } = require('../run/job.js');
const { runPassEnv } = require('../run/run-pass-env.js');
const { inspectConfiguration } = require('../../_format.js');
const { clip, errorLine } = require('../text.js');
const { readCoverageDir } = require('./v8-coverage.js');
const { cacheKey, readCache, writeCache } = require('./map-cache.js');

const DEFAULTS = Object.freeze({
  // n divided by this: coverage's counts are exact, so a tenth of the
  // operations tells calls per operation as well as all of them.
  divisor: 10,
  // At most this many operations: Node core has files with n = 5e7, and
  // without the optimizing compilers (EXACT_COUNT_FLAGS) a tenth of that
  // takes seconds. Measured on Node core's string_decoder (88
  // configurations, Node 18): 42 s with at most 100,000, 13 s with 10,000.
  // A start-up call or two is then at most 0.0002 an operation.
  maxN: 10_000,
  // Seconds without a message before a configuration is given up.
  timeout: 120,
});
const ERROR_CHARS = 160;
// V8 counts a call where the callee's own code runs: a call that TurboFan
// or Maglev inlined into an optimized caller is not counted (measured: a
// `new StringDecoder('UTF-8')` loop of 100,000 showed 411 calls of
// internal/util's normalizeEncoding under Node 24, 3,011 under 22). So the
// run passes stop at the baseline compiler: `--max-opt=1` (V8 11 and
// later: Node 22 on), else `--no-opt` (Node 18 and 20, which have no
// Maglev), and every count is exact. Nothing here is timed.
const EXACT_COUNT_FLAGS = [['--max-opt=1'], ['--no-opt']];
const FLAG_PROBE_MS = 30_000;
const N_ARG = /^n=(.*)$/s;

/**
 * The run pass's argv with its n divided by `divisor` (rounded, at least 1,
 * at most DEFAULTS.maxN), and the n it then runs with; an n that is not a
 * positive number is left as it is (n: null).
 * @param {string[]} args
 * @param {number} divisor
 * @returns {{ args: string[], n: number | null, given: number | null }}  given: the n of the argv
 */
function scaledArgs(args, divisor) {
  let n = null;
  let given = null;
  const scaled = args.map((arg) => {
    const match = N_ARG.exec(arg);
    const value = match ? Number(match[1]) : NaN;
    if (!(Number.isFinite(value) && value > 0)) return arg;
    given = value;
    n = Math.min(DEFAULTS.maxN, Math.max(1, Math.round(value / divisor)));
    return `n=${n}`;
  });
  return { args: scaled, n, given };
}

/**
 * The V8 flags that make `binary`'s call counts exact (EXACT_COUNT_FLAGS):
 * the first it starts with.
 * @param {string} binary
 * @returns {string[] | null}  null: none (the counts of inlined calls may be low)
 */
function exactCountFlags(binary) {
  for (const flags of EXACT_COUNT_FLAGS) {
    const result = child_process.spawnSync(binary, [...flags, '-e', '0'], { stdio: 'ignore', timeout: FLAG_PROBE_MS });
    if (result.status === 0) return flags;
  }
  return null;
}

/**
 * The operations a report says the run did: rate × time (see the header),
 * to 12 significant digits, which takes away the rounding of rate's
 * division; null when that is not a positive finite number.
 * @param {{ rate?: unknown, time?: unknown }} report
 * @returns {number | null}
 */
function opsOf({ rate, time }) {
  const ops = Number(rate) * Number(time);
  return Number.isFinite(ops) && ops > 0 ? Number(ops.toPrecision(12)) : null;
}

/** A failure record (driver.js) in words: "exited with code 1 · Error: boom". */
function whyOf(failure) {
  const error = errorLine(failure.stderr);
  return error ? `${describeCause(failure)} · ${clip(error, ERROR_CHARS)}` : describeCause(failure);
}

/**
 * The CSV form of a configuration as compare.js would name it: the
 * harness's configuration with the n compare.js would run, not the divided one.
 * @param {unknown} conf  the report's
 * @param {number | null} given
 */
function nameOf(conf, given) {
  if (conf === null || typeof conf !== 'object' || Array.isArray(conf)) return null;
  const named = /** @type {Record<string, unknown>} */ (conf);
  return inspectConfiguration(given !== null && typeof named.n === 'number' ? { ...named, n: given } : named);
}

/**
 * Runs one configuration under coverage and reads what it called.
 * @param {import('../run/configurations.js').Configuration} configuration
 * @param {{ binary: string, flags: string[], divisor: number, timeout: number, tempDir: string,
 *   run: typeof runJob, interrupted: any }} context
 * @returns {Promise<{ mapped: object | null, failures: object[], warnings: string[] }>}
 */
async function mapConfiguration(configuration, { binary, flags, divisor, timeout, tempDir, run, interrupted }) {
  const side = /** @type {import('../run/configurations.js').RunPass} */ (configuration.sides.old);
  const { filename } = configuration;
  const { args, n, given } = scaledArgs(side.args, divisor);
  const reports = [];
  const dir = fs.mkdtempSync(path.join(tempDir, 'nba-reach-'));
  try {
    const failed = await run({
      driver: 'reach map',
      job: { binary, file: side.modulePath, args, execArgv: [...side.execArgv, ...flags],
             env: { ...runPassEnv(side.env), NODE_V8_COVERAGE: dir }, cpuset: null, timeout, role: 'run' },
      expectReports: side.whole ? null : 1,
      context: { filename, configuration: configuration.args.join(' '), args: configuration.args },
      interrupted,
      checkRates: true,
      onReport(data) {
        reports.push(data);
      },
    });
    if (failed.length > 0) {
      return { mapped: null, warnings: [],
               failures: failed.map((f) => ({ filename, configuration: configuration.args.join(' '),
                                              why: whyOf(f) })) };
    }
    const one = reports.length === 1 ? reports[0] : null;
    const name = (one && nameOf(one.conf, given)) ?? configuration.args.join(' ');
    const read = readCoverageDir(dir, `${filename} ${name}`);
    const mapped = { filename, configuration: name, args: configuration.args, n, ops: one ? opsOf(one) : null,
                     builtins: read.builtins };
    if (read.files === 0) read.warnings.push(`${filename} ${name}: its run wrote no coverage file`);
    return { mapped, failures: [], warnings: read.warnings };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The reach map of the files' configurations under `binary` (see the header).
 * @param {object} options
 * @param {string} options.binary  the node binary (or a sandbox launcher in its place)
 * @param {string} options.benchmarkDir
 * @param {string[]} options.filenames  relative to benchmarkDir, as driver.js selectBenchmarks gives them
 * @param {string[]} [options.set]  `k=v` values, as compare.js --set
 * @param {number} [options.n]  the divisor of each configuration's n (DEFAULTS.divisor)
 * @param {number} [options.timeout]  seconds without a message before a configuration is given up
 * @param {string | null} [options.cacheDir]  where maps are kept (map-cache.js); none: nothing is cached
 * @param {string | null} [options.binaryHash]  the binary's SHA-256 for the cache key, when hashing
 *   `binary` would not tell it (a launcher)
 * @param {string} [options.tempDir]  where the coverage directories are made (the system's)
 * @param {typeof runJob} [options.runJob]  runs one run pass (driver.js's; a test counts them)
 */
async function reachMap(options) {
  const { binary, benchmarkDir, filenames, set = [], n: divisor = DEFAULTS.divisor, timeout = DEFAULTS.timeout,
          cacheDir = null, binaryHash = null, tempDir = os.tmpdir(), runJob: run = runJob } = options;
  if (!(Number.isSafeInteger(divisor) && divisor >= 1)) {
    throw new Error('Invalid n for the reach map: expected a whole number of at least 1 to divide n by, ' +
                    `got ${divisor}`);
  }
  const warnings = [];
  const key = cacheDir === null ? null :
    cacheKey({ binary, binaryHash, benchmarkDir, filenames, set, n: divisor, timeout });
  if (key !== null && key.key === null) warnings.push(`the map is not cached: its key could not be made: ${key.why}`);
  if (cacheDir !== null && key?.key) {
    const stored = readCache(cacheDir, key.key);
    if (stored.map) return { ...stored.map, binary, cached: true };
    if (stored.warning) warnings.push(stored.warning);
  }
  const map = await makeMap({ binary, benchmarkDir, filenames, set, divisor, timeout, tempDir, run }, warnings);
  if (cacheDir !== null && key?.key && map.failures.length === 0) {
    const unstored = writeCache(cacheDir, key.key, map);
    if (unstored) map.warnings.push(unstored);
  }
  return { ...map, cached: false };
}

/** Learns the configurations and maps each, in order. */
async function makeMap({ binary, benchmarkDir, filenames, set, divisor, timeout, tempDir, run }, warnings) {
  const interrupted = { signal: null, current: null };
  const learnt = await learnConfigurations({
    benchmarks: filenames, paths: { old: binary }, benchmarkDir, args: set, timeout, interrupted,
    recorder: { write() {} }, binaries: ['old'],
  });
  const failures = learnt.failures.map((f) => ({ filename: f.filename, configuration: null,
                                                 why: `its configurations could not be learnt: ${whyOf(f)}` }));
  const flags = learnt.configurations.length === 0 ? [] : exactCountFlags(binary);
  if (flags === null) {
    warnings.push(`${binary} starts with none of ${EXACT_COUNT_FLAGS.map((f) => f.join(' ')).join(', ')}: calls that ` +
                  'an optimizing compiler inlined are not counted, so some counts may be low');
  }
  const configurations = [];
  for (const configuration of learnt.configurations) {
    const done = await mapConfiguration(configuration, { binary, flags: flags ?? [], divisor, timeout, tempDir, run,
                                                         interrupted });
    if (done.mapped) configurations.push(done.mapped);
    failures.push(...done.failures);
    warnings.push(...done.warnings);
  }
  return { binary, configurations, failures, warnings };
}

module.exports = { reachMap, scaledArgs, opsOf, DEFAULTS };
