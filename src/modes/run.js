// mode `run`: the step that runs the pull request's code, on the
// self-hosted benchmark machine, with no token and no secrets. The pinned
// request in, the results directory out (results/run-files.js), for the
// workflow to upload and the report step to read. Mode `all` runs this same
// step between its gate and its report, with a hook that keeps the comment's
// status line moving.
//
//   shard -> hold the machine -> tune and record it -> sandbox -> node-main
//   and node-pr, built or prebuilt -> compare.js -> results directory
//
// The pull request's code (its build, node-pr) runs sandboxed where the host
// can (machine/sandbox.js), and every process the run starts carries the
// run's mark (machine/processes.js), recorded in the machine lock: a
// cancelled or killed run leaves nothing running that the next one does not
// end (machine/prepare.js holdMachine).
//
// A build that fails, or a compare.js that measures nothing, is written to
// the results directory as failure.json, for the report step to post.
// However the run ends, only the regular files it wrote stay in the results
// directory, as it wrote them (results/run-dir.js): the workflow uploads it,
// following links.

import path from 'node:path';
import { writeFailure, writeMachine, writeReach, writeShard } from '../results/run-files.js';
import { withResultsDir } from '../results/run-dir.js';
import { FILES } from '../results/files.js';
import { benchmarkDirectory } from '../paths.js';
import { chooseBenchmarkFiles } from '../machine/benchmark-files.js';
import { decodeRequest, runsLimitNote, shardCategories } from '../request/request.js';
import { BuildError, checkBinaries } from '../machine/build.js';
import { obtainBinaries } from '../machine/binaries.js';
import { createGit } from '../machine/git.js';
import { CompareError, runComparison } from '../machine/compare.js';
import { profileChanged } from '../machine/profile.js';
import { reachRunsNothing, reachStep } from '../machine/reach.js';
import { holdMachine, prepareMachine, prepareSandbox, sandboxRecord } from '../machine/prepare.js';
import { killMarked } from '../machine/processes.js';
import { watchScratch } from '../machine/disk-budget.js';
import { scratchDirectory, workDirectory } from '../machine/worktrees.js';

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../request/request.js').Request} Request
 * @typedef {import('../machine/compare.js').Progress} Progress
 * @typedef {{ onBuilding?: () => Promise<void> | void, onRunning?: (progress: Progress | null) => void,
 *   onProfiling?: (count: number) => void, binaries?: import('../machine/binaries.js').ObtainBinaries,
 *   trusted?: boolean }} RunHooks
 *   how mode `all` hears where the run is (the run job has no one to tell); binaries: how mode `track`
 *   obtains its two (the commit and its reference), else the request's or the prebuilt ones; trusted:
 *   no pull request's code is built or run (mode `track` runs what main holds)
 * @typedef {import('../results/files.js').Failure} Failure
 * @typedef {import('../results/upload-record.js').UploadRecord} UploadRecord
 * @typedef {import('../machine/binaries.js').Binaries & { benchmarkDir: string, request: Request, resultsDir: string,
 *   confinement: import('../machine/confinement.js').Confinement, reach?: string | null }} Measured
 *   what the benchmarks and the profiles run: the two binaries, the benchmark files, where the results go
 */

/** mode `run`: the request from the gate's output, checked again. @param {Context} context */
export async function run(context) {
  const { settings, log } = context;
  const request = decodeRequest(settings.request ?? '');
  const differs = runsLimitNote(request, settings.maxRuns);
  if (differs !== null) log.warning(differs);
  const failure = await runStep(context, request);
  if (failure) log.setFailed(`The run failed while ${failure.step}: ${failure.message}`);
}

/**
 * Runs the request (this shard's part of it) into the results directory.
 * @param {Context} context
 * @param {Request} request
 * @param {RunHooks} [hooks]
 * @returns {Promise<Failure | null>}  what failed, also in failure.json; null when there are results
 */
export async function runStep(context, request, hooks = {}) {
  const { settings, log, env } = context;
  const resultsDir = path.resolve(settings.resultsDir);
  const places = { repositoryPath: settings.repositoryPath, workspace: env.GITHUB_WORKSPACE, benchmarkDir: settings.benchmarkDir };
  return withResultsDir(resultsDir, { log, places }, (record) => runShard(context, request, resultsDir, hooks, record));
}

/**
 * This shard's part of the request, into the results directory.
 * @param {Context} context @param {Request} request @param {string} resultsDir @param {RunHooks} hooks
 * @param {UploadRecord} record  what the run step wrote there
 * @returns {Promise<Failure | null>}
 */
async function runShard(context, request, resultsDir, hooks, record) {
  const { settings, log } = context;
  const categories = shardCategories(request.categories, settings.shard);
  if (settings.shard) {
    const { index, total } = settings.shard;
    writeShard(resultsDir, { index, total, categories }, record);
    if (categories.length === 0) {
      log.info(`Shard ${index}/${total} has no categories: ${request.categories.length} categories over ${total} shards.`);
      return null;
    }
    log.info(`Shard ${index}/${total}: ${categories.join(' ')}`);
  }
  const what = request.prNumber === null ? categories.join(' ') : `pull request ${request.prNumber} (${categories.join(' ')})`;
  return holdMachine(context, what, (mark) => measure(context, { ...request, categories }, resultsDir, hooks, mark, record));
}

/**
 * Tune, build, compare: the part that needs the machine to itself.
 * @param {Context} context @param {Request} request @param {string} resultsDir @param {RunHooks} hooks
 * @param {string} mark  the run's, in every process it starts
 * @param {UploadRecord} record  what the run step wrote into the results directory
 * @returns {Promise<Failure | null>}
 */
async function measure(context, request, resultsDir, { onBuilding = () => {}, onRunning = () => {},
  onProfiling = () => {}, binaries: obtain = obtainBinaries, trusted = false }, mark, record) {
  const { settings, log, env } = context;
  // The run's scratch directories under a budget, the disk under a floor (disk-budget.js): past either, the run stops.
  const disk = watchScratch({ dir: scratchDirectory(env), budget: settings.scratchBudget, log,
    stopRun: () => killMarked(mark) });
  try {
    const machine = await step('preparing the benchmark machine', () => prepareMachine(context));
    const sandbox = await step('preparing the sandbox', () => prepareSandbox(context, { trusted }));
    const confinement = { sandbox, mark, pass: settings.passEnv, env, scratch: path.join(scratchDirectory(env), 'benchmark') };
    await onBuilding();
    const binaries = await step('obtaining the old and new binaries', () => obtain(context, request, confinement));
    // Whose benchmark files run (the pull request's, or the base's), and which of them the pull request changes.
    const benchmark = trusted ? { dir: benchmarkDirectory(settings), record: null } :
      await step('choosing the benchmark files', () => chooseBenchmarkFiles({ settings, request, log,
        git: createGit({ cwd: settings.repositoryPath }), workDir: workDirectory(env) }));
    writeMachine(resultsDir, { record: machine.record, versions: binaries.versions, tuning: machine.tuning,
      cpuset: settings.cpuset, commits: binaries.commits, sandbox: sandboxRecord(sandbox), benchmarkFiles: benchmark.record,
      buildSeconds: binaries.buildSeconds ?? null, cleanStart: binaries.cleanStart ?? null,
      hashes: Object.fromEntries(Object.entries(binaries.hashes).map(([name, h]) => [name, h.sha256])) }, record);
    onRunning(null);
    // `auto` by function: the reach map narrows the categories chosen for lib/ changes (never fatal).
    const reach = trusted || !request.auto ? null : await reachStep(context, { oldBinary: binaries.oldBinary,
      benchmarkDir: benchmark.dir, request, resultsDir, confinement, git: createGit({ cwd: settings.repositoryPath }),
      cache: { dir: path.join(workDirectory(env), 'reach-maps'), sha256: binaries.hashes['node-main'].sha256 },
      write: (text) => writeReach(resultsDir, text, record) });
    if (reach !== null && reachRunsNothing(reach, request.categories)) {
      // No benchmark calls a changed function: nothing to measure. The report says so (reach.json).
      log.info('No configuration calls a changed function: nothing to run (reach.json names the functions)');
      return null;
    }
    const measured = { ...binaries, benchmarkDir: benchmark.dir, request, resultsDir, confinement, reach: reach?.file ?? null };
    const benchmarked = await step('benchmarking', () => benchmarkStep(context, measured, record, onRunning));
    log.info(`compare.js wrote ${benchmarked.rows} rows of results to ${resultsDir}`);
    if (request.profile) await profileStep(context, measured, record, onProfiling);
    return null;
  } catch (err) {
    if (!(err instanceof StepFailure)) throw err;
    const failure = disk.explain(err.failure);
    // The report step posts it: the comment never stays at "Queued".
    writeFailure(resultsDir, failure, record);
    return failure;
  } finally {
    disk.stop();
  }
}

/**
 * compare.js on the two binaries, which must still be those obtained, before
 * and after it.
 * @param {Context} context @param {Measured} measured
 * @param {UploadRecord} record @param {(progress: Progress | null) => void} onRunning
 */
async function benchmarkStep({ settings, log }, measured, record, onRunning) {
  checkBinaries(measured.hashes, 'between the build and the benchmarks');
  // compare.js (ours, outside any sandbox) writes these: recorded as they are when it has exited.
  const compared = record.awaitChild([FILES.csv, FILES.ndjson]);
  let ran;
  try {
    ran = await runComparison({ ...measured, settings, log, onProgress: onRunning });
  } finally {
    compared();
  }
  checkBinaries(measured.hashes, 'while benchmarking');
  return ran;
}

/**
 * `--profile`: the configurations that changed, profiled (machine/profile.js:
 * never fatal), then the binaries checked once more.
 * @param {Context} context @param {Measured} measured
 * @param {UploadRecord} record @param {(count: number) => void} onProfiling
 */
async function profileStep(context, measured, record, onProfiling) {
  const profiled = record.awaitChild([FILES.profiles]);
  try {
    await profileChanged(context, { ...measured, onProfiling });
  } finally {
    profiled();
  }
  // A binary that changed now makes the profiles, not the statistics, suspect; still, it fails the run.
  await step('profiling the configurations that changed', () => checkBinaries(measured.hashes, 'while profiling'));
}

/** A step of the run that failed, as failure.json says it. */
class StepFailure extends Error {
  /** @param {Failure} failure */
  constructor(failure) {
    super(failure.message);
    this.failure = failure;
  }
}

/**
 * Runs one step of the run; whatever it throws becomes a StepFailure
 * naming the step (a build's and compare.js's own failures keep theirs).
 * @template T
 * @param {string} name  e.g. 'preparing the benchmark machine'
 * @param {() => T | Promise<T>} task
 * @returns {Promise<T>}
 */
async function step(name, task) {
  try {
    return await task();
  } catch (err) {
    if (err instanceof BuildError || err instanceof CompareError) throw new StepFailure(err.failure);
    if (!(err instanceof Error)) throw err;
    throw new StepFailure({ step: name, message: err.message, logTail: '' });
  }
}
