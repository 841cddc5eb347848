'use strict';

// compare.js's blocks need every configuration of every file before the
// first block, as the exact run pass that measures it. This learns them once
// per (file, binary) from a config pass that runs with benchmark/_lib/run/discover.js
// preloaded: the harness builds its queue as usual and "forks" each run pass,
// and the preload tells us the fork instead of making it. Nothing is
// measured, so it needs no taskset; a file that cannot say what it would run
// is a failure, and the comparison goes on without it.
//
// Old and new are then matched by the run pass's argv: the same argv is the
// same configuration. One that only one binary has (a configuration added by
// the pull request, say) is reported and still run, for that binary alone.
//
// What the config pass says is the pull request's: a run-pass message is
// data, checked as data. One that is not of its shape is not a run pass;
// an environment change outside the harness's protocol (run-pass-env.js)
// fails the file's discovery, naming the variables, and is never passed on.

const path = require('path');
const { startJob, lastLines } = require('./job.js');
const { reportFailure } = require('./driver.js');
const { checkRunPassEnv } = require('./run-pass-env.js');

const PRELOAD = path.join(__dirname, 'discover.js');
const BINARIES = /** @type {const} */ (['old', 'new']);
// benchmark/_lib/run/discover.js sends it (not required here: see there).
const RUN_PASS_MESSAGE = 'run-pass';
// Bounds on what a run-pass message may hold (records.js keeps argv within these too).
const MAX_PATH = 4096;
const MAX_ARGS = 1000;
const MAX_ARG = 10_000;

/**
 * @typedef {{ modulePath: string, args: string[], execArgv: string[],
 *   env: Record<string, string>, whole?: boolean }} RunPass  what a config pass would fork;
 *   env: its changes that compare.js passes on (run-pass-env.js); `whole`: the file itself, which
 *   reports its results without createBenchmark
 * @typedef {{ filename: string, key: string, args: string[],
 *   sides: { old: RunPass | null, new: RunPass | null } }} Configuration
 */

/**
 * The run passes the file's config pass would fork under `binary`, or the
 * failure record (already reported) when it cannot tell, or null when
 * interrupted. A config pass that ends with code 0 having forked nothing and
 * said nothing has no configurations (Node core's empty queue). One that
 * sent results itself without a config message (it calls common.sendResult,
 * not createBenchmark) is run whole, as the rounds schedule runs it.
 *
 * @param {{ binary: 'old' | 'new', binaryPath: string, benchmarkDir: string, filename: string,
 *   args: string[], timeout: number, interrupted: any }} options
 * @returns {Promise<{ runPasses: RunPass[] } | { failure: object } | null>}
 */
async function learnRunPasses({ binary, binaryPath, benchmarkDir, filename, args, timeout, interrupted }) {
  const runPasses = [];
  let queueLength = null;
  let reports = 0;
  /** @type {string[]} */
  const refused = [];
  const running = startJob({
    binary: binaryPath,
    file: path.join(benchmarkDir, filename),
    args,
    execArgv: [...process.execArgv, '--require', PRELOAD],
    timeout,
    role: 'other',
    onMessage(message) {
      if (message?.type === 'config') queueLength = message.queueLength;
      if (message?.type === 'report' && queueLength === null) reports++;
      if (message?.type === RUN_PASS_MESSAGE) {
        const runPass = readRunPass(message);
        if (runPass === null) return;
        for (const name of runPass.refused) if (!refused.includes(name) && refused.length < MAX_ARGS) refused.push(name);
        runPasses.push(runPass.runPass);
      }
      // Our common.js reports each (never started) run pass as a failure
      // that ended without a result: that is expected here.
    },
  });
  interrupted.current = running;
  const result = await running.promise;
  interrupted.current = null;
  if (result.stopped) return null;
  if (refused.length > 0) {
    // Whatever else happened: this is what its author needs to know.
    const failure = { stage: 'discovery', filename, binary, configuration: null, code: result.code,
      signal: result.signal, timedOut: result.timedOut, timeout: result.timeout, queueLength,
      forks: runPasses.length, refusedEnv: refused, stderr: '' };
    reportFailure('compare.js', failure);
    return { failure };
  }
  if (queueLength !== null && runPasses.length === queueLength) return { runPasses };
  const clean = result.code === 0 && !result.signal && !result.timedOut && !result.error;
  if (clean && queueLength === null && runPasses.length === 0) {
    if (reports === 0) return { runPasses };
    const whole = { modulePath: path.join(benchmarkDir, filename), args, execArgv: [], env: {}, whole: true };
    return { runPasses: [whole] };
  }
  const failure = {
    stage: 'discovery', filename, binary, configuration: null,
    code: result.error ? null : result.code, signal: result.signal, timedOut: result.timedOut,
    timeout: result.timeout, queueLength, forks: runPasses.length,
    stderr: result.error ? `could not start: ${result.error.message}` : lastLines(result.stderr),
  };
  reportFailure('compare.js', failure);
  return { failure };
}

/**
 * A run-pass message as a run pass, with the names of the environment
 * changes refused; null when it is not of a run pass's shape (not counted
 * as a fork, so the file's count of forks no longer adds up).
 * @param {any} message
 * @returns {{ runPass: RunPass, refused: string[] } | null}
 */
function readRunPass(message) {
  const word = (value, max) => typeof value === 'string' && value.length <= max && !value.includes('\0');
  const words = (value) => Array.isArray(value) && value.length <= MAX_ARGS && value.every((v) => word(v, MAX_ARG));
  const { modulePath, args, execArgv } = message;
  if (!word(modulePath, MAX_PATH) || !path.isAbsolute(modulePath) || !words(args) || !words(execArgv)) return null;
  const { env, refused } = checkRunPassEnv(message.env);
  return { runPass: { modulePath, args, execArgv, env }, refused };
}

/**
 * The configurations of one file, old's order first and then those only new
 * has. `learnt[binary]` is null when that binary's config pass failed.
 * @param {string} filename
 * @param {{ old: RunPass[] | null, new: RunPass[] | null }} learnt
 * @returns {Configuration[]}
 */
function matchConfigurations(filename, learnt) {
  /** @type {Map<string, Configuration>} */
  const byKey = new Map();
  for (const binary of /** @type {const} */ (['old', 'new'])) {
    const seen = new Map();
    for (const runPass of learnt[binary] ?? []) {
      // A harness could fork one argv twice: the second is a configuration
      // of its own, matched with the other binary's second.
      const argv = JSON.stringify(runPass.args);
      const occurrence = seen.get(argv) ?? 0;
      seen.set(argv, occurrence + 1);
      const key = occurrence === 0 ? argv : `${argv}#${occurrence}`;
      let configuration = byKey.get(key);
      if (!configuration) {
        configuration = { filename, key, args: runPass.args, sides: { old: null, new: null } };
        byKey.set(key, configuration);
      }
      configuration.sides[binary] = runPass;
    }
  }
  return [...byKey.values()];
}

/**
 * Learns every file's configurations under both binaries, in file order,
 * writing the `configurations`, `unmatched` and `failure` records; only
 * the configurations `keep` keeps (all by default: compare.js --reach
 * keeps those its map selects) are learnt and counted.
 * `binaries` says which binaries' config passes run: the reach map
 * (benchmark/_lib/reach/map.js) learns under one binary alone, `['old']`,
 * and its configurations then have no `new` side.
 * @param {{ benchmarks: string[], paths: { old: string, new?: string }, benchmarkDir: string, args: string[],
 *   timeout: number, interrupted: any, recorder: { write(type: string, record: object): unknown },
 *   onFile?: (done: number) => void, binaries?: ReadonlyArray<'old' | 'new'>,
 *   keep?: (filename: string, args: string[]) => boolean }} options
 * @returns {Promise<{ configurations: Configuration[], failures: object[], processes: number }>}
 */
async function learnConfigurations({ benchmarks, paths, benchmarkDir, args, timeout, interrupted, recorder,
                                     onFile = (_done) => {}, binaries = BINARIES, keep = (_filename, _args) => true }) {
  const configurations = [];
  const failures = [];
  let processes = 0;
  for (const [index, filename] of benchmarks.entries()) {
    /** @type {{ old: RunPass[] | null, new: RunPass[] | null }} */
    const learnt = { old: null, new: null };
    for (const binary of binaries) {
      if (interrupted.signal) return { configurations, failures, processes };
      processes++;
      const outcome = await learnRunPasses({ binary, binaryPath: /** @type {string} */ (paths[binary]), benchmarkDir,
                                             filename, args, timeout, interrupted });
      if (outcome === null) return { configurations, failures, processes };
      if ('failure' in outcome) {
        failures.push(outcome.failure);
        recorder.write('failure', outcome.failure);
      } else {
        learnt[binary] = outcome.runPasses;
      }
    }
    // keep: the configurations this run is to measure (compare.js --reach); the records count those.
    const matched = matchConfigurations(filename, learnt).filter((c) => keep(filename, c.args));
    recorder.write('configurations', { filename, old: learnt.old?.length ?? null,
                                       new: learnt.new?.length ?? null, blocks: matched.length });
    // When one binary could not tell, its failure says so; the other's
    // configurations are not "unmatched" on top of that.
    if (learnt.old && learnt.new) {
      for (const configuration of matched) reportUnmatched(configuration, recorder);
    }
    configurations.push(...matched);
    onFile(index + 1);
  }
  return { configurations, failures, processes };
}

function reportUnmatched({ filename, args, sides }, recorder) {
  if (sides.old && sides.new) return;
  const binary = sides.old ? 'old' : 'new';
  const other = sides.old ? 'new' : 'old';
  // The CSV's form comes from the run pass's report; until then its argv
  // says which configuration it is.
  const configuration = args.join(' ');
  recorder.write('unmatched', { filename, binary, args, configuration });
  process.stderr.write(`compare.js: ${filename}: ${configuration} exists for the ${binary} binary only ` +
                       `(the ${other} binary's config pass does not run it); it is run for ${binary} alone\n`);
}

module.exports = { learnConfigurations };
