'use strict';

// compare.js's default schedule. A block is one configuration's old and new
// run passes back to back, in a seeded random order, so that both see the
// same state of the machine and their ratio is a paired measurement:
//
//   round 0:  [a old new] [b new old] [c old new]      a, b, c: configurations
//   round 1:  [a new old] [b old new] [c new old]      (of every file)
//   round 2:  [a old new]             [c old new]      b stopped after round 1
//
// Rounds go over every configuration still running, so a drift of the
// machine spreads over all of them, and a configuration that stopped (its
// answer is good enough, or it reached its runs) takes no more time. With a
// fixed plan (`--runs N`) every configuration runs N blocks; with
// `--accuracy` the sequential test of benchmark/_lib/stats/sequential.js decides at
// its looks (the plan's, and the one its margin asks for).

const { createRandom, runJob, csvRow } = require('./driver.js');
const { expectedBlocks, estimateRemaining } = require('./eta.js');
const { inspectConfiguration } = require('../../_format.js');
const { historyEntry, look } = require('../stats/sequential.js');
const { paddingOf, paddingEnv } = require('./binary-paths.js');
const { measuresOf } = require('../data/records.js');
const { runPassEnv } = require('./run-pass-env.js');

const BINARIES = /** @type {const} */ (['old', 'new']);

/**
 * @typedef {import('./configurations.js').Configuration} Configuration
 * @typedef {Configuration & {
 *   index: number, binaries: Array<'old' | 'new'>, paired: boolean, configuration: string | null,
 *   rates: Array<{ old?: number, new?: number }>, started: number, limit: number,
 *   active: boolean, history: import('../stats/sequential.js').HistoryEntry[], predicted: number | null,
 *   nextLook: number, seconds: number, expected: number | null }} Unit
 *   nextLook: the block count of the next look (the plan's first, then what each look says);
 *   seconds: the time its blocks took; expected: the blocks it is expected to run in all (eta.js)
 */

/**
 * The old/new order of one block: its own draw from the seed, so a block's
 * order does not depend on which configurations stopped before it.
 */
function blockOrder(seed, unit, block) {
  if (unit.binaries.length < 2) return unit.binaries;
  const mixed = (seed + Math.imul(unit.index + 1, 0x9E3779B1) + Math.imul(block + 1, 0x85EBCA77)) >>> 0;
  return createRandom(mixed)() < 0.5 ? unit.binaries : [...unit.binaries].reverse();
}

/**
 * The plan with the configurations its interim looks correct for (sequential.js
 * testsOf): those both binaries run. The analysis counts the same from the
 * `configurations` and `unmatched` records (samples.js testedCount).
 * @param {import('../stats/sequential.js').Plan} plan
 * @param {Configuration[]} configurations
 */
function testedPlan(plan, configurations) {
  if (plan.correction !== 'configurations') return plan;
  return { ...plan, tests: configurations.filter((c) => c.sides.old !== null && c.sides.new !== null).length };
}

/** @returns {Unit} */
function newUnit(configuration, index, plan) {
  const binaries = BINARIES.filter((binary) => configuration.sides[binary] !== null);
  // A file run whole reports several configurations from one process: the
  // analysis pairs them by block, but no look can stop one of them alone.
  const whole = binaries.some((binary) => configuration.sides[binary].whole);
  const paired = binaries.length === 2 && !whole;
  return {
    ...configuration, index, binaries, paired, configuration: null, rates: [], started: 0,
    // A configuration of one binary has nothing to compare, so no look can
    // stop it: it runs as many blocks as a look would first need.
    limit: paired ? plan.maxRuns : plan.minRuns,
    active: true, history: [], predicted: null, nextLook: plan.looks[0], seconds: 0, expected: null,
  };
}

/** The CSV's form once a report said it, its argv until then. */
function label(unit) {
  return unit.configuration ?? unit.args.join(' ');
}

/** d_b = ln(new/old) of every block whose two run passes both reported. */
function blockDiffs(unit) {
  const diffs = [];
  for (const rates of unit.rates.slice(0, unit.started)) {
    const d = Math.log(rates.new / rates.old);
    if (Number.isFinite(d)) diffs.push(d);
  }
  return diffs;
}

/**
 * Runs every configuration's blocks, round after round, until each has
 * stopped or an interrupt comes.
 *
 * @param {object} options
 * @param {Configuration[]} options.configurations
 * @param {import('../stats/sequential.js').Plan} options.plan
 * @param {number} options.seed
 * @param {{ old: string, new: string }} options.paths  the binaries, through paths of equal length
 * @param {string | null} options.cpuset
 * @param {number} options.timeout
 * @param {any} options.interrupted   from interruptions()
 * @param {ReturnType<typeof import('../data/records.js').createRecordWriter>} options.recorder
 * @param {{ write(text: string): unknown }} options.out   the CSV
 * @param {{ update(state: object): void } | null} options.progress
 * @param {number} options.startTime  now() at compare.js's start
 * @param {ReturnType<typeof import('./coverage.js').createCoverage>} options.coverage  told every
 *   configuration, result and failure
 * @param {() => number} [options.now]  milliseconds, default performance.now (injected by tests)
 * @param {typeof runJob} [options.runJob]  runs one run pass (driver.js's; a test's scripts the results)
 * @returns {Promise<{ failures: object[], processes: number, blocks: number, configurations: number,
 *   running: number }>}  blocks: done; running: configurations an interrupt left running
 */
async function runBlocks(options) {
  const { configurations, interrupted, recorder, progress, startTime } = options;
  const plan = testedPlan(options.plan, configurations);
  const now = options.now ?? (() => performance.now());
  const units = configurations.map((configuration, index) => newUnit(configuration, index, plan));
  for (const unit of units) {
    // A file run whole reports all its configurations from one argv.
    for (const binary of unit.binaries.filter((b) => !unit.sides[b]?.whole)) {
      options.coverage.expect(unit.filename, binary, unit.args);
    }
  }
  const totals = { done: 0, processes: 0, failures: [] };
  for (let round = 0; !interrupted.signal; round++) {
    const active = units.filter((unit) => unit.active);
    if (active.length === 0) break;
    for (const unit of active) {
      const blockStart = now();
      if (!await runBlock(unit, round, options, totals)) break;
      totals.done++;
      unit.seconds += (now() - blockStart) / 1000;
      afterBlock(unit, plan, recorder);
      unit.expected = expectedBlocks(unit, blockDiffs(unit), plan);
      const state = progressState(units, totals, plan, (now() - startTime) / 1000);
      recorder.write('progress', { done: state.done, planned: state.planned, ...(state.adaptive ? { cap: state.cap } : {}),
                                   elapsed: round3(state.elapsed), eta: round3(state.eta),
                                   ...(state.atLeast ? { etaAtLeast: true } : {}) });
      progress?.update({ ...state, current: unit.filename });
    }
  }
  return { failures: totals.failures, processes: totals.processes, blocks: totals.done, configurations: units.length,
           running: units.filter((unit) => unit.active).length };
}

/** @returns {Promise<boolean>} false when an interrupt cut the block short */
async function runBlock(unit, block, options, totals) {
  unit.rates[block] = {};
  for (const [slot, binary] of blockOrder(options.seed, unit, block).entries()) {
    if (options.interrupted.signal) return false;
    totals.processes++;
    totals.failures.push(...await runPass(unit, binary, block, slot, options));
  }
  return !options.interrupted.signal;
}

/**
 * One run pass, started directly: its row, its sample or its failure. Old
 * and new of a block get the same environment padding (binary-paths.js).
 */
async function runPass(unit, binary, block, slot,
                       { seed, paths, cpuset, timeout, interrupted, recorder, out, coverage, runJob: run = runJob }) {
  const side = unit.sides[binary];
  const padding = paddingOf(seed, unit.index, block);
  const failures = await run({
    driver: 'compare.js',
    job: {
      binary: paths[binary], file: side.modulePath, args: side.args, execArgv: side.execArgv,
      // Of the config pass's changes, only the harness's own variables (run-pass-env.js):
      // the launcher and taskset run outside the sandbox with this environment.
      env: { ...runPassEnv(side.env), ...paddingEnv(padding) }, cpuset, timeout, role: 'run',
    },
    expectReports: side.whole ? null : 1,
    // A configuration that never reported is named by its argv (`args`).
    context: { binary, filename: unit.filename, configuration: label(unit), args: unit.args, block, slot, padding },
    interrupted,
    // A rate that is not a number is this pass's failure, never a `null` row.
    checkRates: true,
    onReport(data, { pid, startedAt }) {
      const configuration = inspectConfiguration(data.conf);
      unit.configuration ??= configuration;
      unit.rates[block][binary] = Number(data.rate);
      out.write(csvRow(binary, unit.filename, configuration, data.rate, data.time));
      coverage.sample(unit.filename, binary, side.whole ? null : unit.args, configuration);
      // startedAt: when this run pass was started; endedAt: when its result came.
      recorder.write('sample', {
        binary, filename: unit.filename, configuration, rate: data.rate, time: data.time,
        block, slot, padding, startedAt, endedAt: new Date().toISOString(), pid,
        // The run pass's argv, so that this configuration can be run again
        // exactly (benchmark/profile.js).
        args: unit.args,
        ...measuresOf(data),
      });
    },
  });
  for (const failure of failures) {
    recorder.write('failure', failure);
    coverage.failure(failure);
  }
  return failures;
}

/** Counts the block, and looks when the plan says so; a final look stops it. */
function afterBlock(unit, plan, recorder) {
  unit.started++;
  if (unit.started >= unit.limit) unit.active = false;
  if (!unit.paired || unit.started !== unit.nextLook) return;
  const diffs = blockDiffs(unit);
  if (diffs.length === 0) {
    // Not one block where both reported: more of the same failures would
    // not make it measurable (they are on record).
    unit.active = false;
    return;
  }
  const result = look(plan, diffs, unit.history, { blocks: unit.started });
  unit.history.push(historyEntry(result));
  unit.predicted = result.predictedBlocks;
  unit.nextLook = result.nextLook;
  recorder.write('look', {
    filename: unit.filename, configuration: label(unit), blocks: unit.started, n: result.n,
    state: result.state, ratio: result.ratio, ratioLow: result.ratioLow, ratioHigh: result.ratioHigh,
    accuracy: result.accuracy, pValue: result.pValue, boundary: result.boundary,
    predictedBlocks: result.predictedBlocks,
  });
  if (result.state !== 'continue') unit.active = false;
}

/**
 * Blocks done and planned (a stopped configuration: the blocks it ran; a
 * running one: what it is expected to run, eta.js), the most the run can
 * take (a running one to its limit: a bound that only falls, so the progress
 * line can show it without going back), configurations running, and the
 * time still expected, at each configuration's own pace.
 * @param {Unit[]} units
 * @param {{ done: number }} totals
 * @param {import('../stats/sequential.js').Plan} plan
 * @param {number} elapsed  seconds since compare.js started
 */
function progressState(units, totals, plan, elapsed) {
  const { planned, eta, atLeast } = estimateRemaining(units, plan);
  return {
    done: totals.done,
    planned,
    cap: units.reduce((sum, unit) => sum + (unit.active ? unit.limit : unit.started), 0),
    adaptive: plan.accuracy !== null,
    active: units.filter((unit) => unit.active).length,
    total: units.length,
    elapsed,
    eta,
    atLeast,
  };
}

function round3(x) {
  return Math.round(x * 1000) / 1000;
}

module.exports = { runBlocks };
