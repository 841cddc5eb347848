// mode `run`: the step that runs the pull request's code, on the
// self-hosted benchmark machine, with no token and no secrets. The pinned
// request in, the results directory out (results/run-files.js), for the workflow to
// upload and the report step to read. Mode `all` runs this same step
// between its gate and its report, with a hook that keeps the comment's
// status line moving.
//
//   shard -> lock the machine -> tune and record it -> build node-main and
//   node-pr (or take the prebuilt ones) -> compare.js -> results directory
//
// The pull request's code (its build, node-pr) runs sandboxed where the host
// can (machine/sandbox.js), and every process the run starts carries the
// run's mark (machine/processes.js), recorded in the machine lock: a
// cancelled or killed run leaves nothing running that the next one does not end.
//
// A build that fails, or a compare.js that measures nothing, is written to
// the results directory as failure.json, for the report step to post.
// However the run ends, only the regular files it wrote stay in the results
// directory, as it wrote them (leaveOnlyResults, results/upload-record.js):
// the workflow uploads it, following links.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearResults, keepOnlyResults, writeFailure, writeMachine, writeShard } from '../results/run-files.js';
import { createUploadRecord } from '../results/upload-record.js';
import { FILES } from '../results/files.js';
import { benchmarkDirectory } from '../paths.js';
import { chooseBenchmarkFiles } from '../machine/benchmark-files.js';
import { commitsOf, comparedCommits, decodeRequest, runsLimitNote, shardCategories } from '../request/request.js';
import { BuildError, buildBinaries, checkBinaries, hashFile } from '../machine/build.js';
import { createGit } from '../machine/git.js';
import { CompareError, runComparison } from '../machine/compare.js';
import { changedTargets, runProfiles } from '../machine/profile.js';
import { acquireMachineLock } from '../machine/lock.js';
import { detectSandbox } from '../machine/sandbox.js';
import { killMarked, newRunMark } from '../machine/processes.js';
import { removeScratch, watchScratch } from '../machine/disk-budget.js';
import { onCancel } from '../cancel.js';
import { checkCpuset, readMachine, setGovernors } from '../machine/sysfs.js';

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../request/request.js').Request} Request
 * @typedef {import('../machine/compare.js').Progress} Progress
 * @typedef {{ onBuilding?: () => Promise<void> | void, onRunning?: (progress: Progress | null) => void,
 *   onProfiling?: (count: number) => void, binaries?: ObtainBinaries, trusted?: boolean }} RunHooks
 *   how mode `all` hears where the run is (the run job has no one to tell); binaries: how mode `track`
 *   obtains its two (the commit and its reference), else the request's or the prebuilt ones; trusted:
 *   no pull request's code is built or run (mode `track` runs what main holds)
 * @typedef {(context: Context, request: Request, confinement: Pick<import('../machine/confinement.js').Confinement,
 *   'sandbox' | 'mark' | 'pass'>) => Promise<Binaries>} ObtainBinaries
 * @typedef {{ oldBinary: string, newBinary: string, versions: Record<string, string>,
 *   hashes: Record<string, { path: string, sha256: string }>,
 *   commits: import('../results/files.js').ComparedCommits | null,
 *   buildSeconds?: { base: number, head: number }, cleanStart?: import('../results/files.js').CleanStart | null }} Binaries
 *   buildSeconds: how long each build took; cleanStart: what was discarded before building (build.js)
 * @typedef {import('../results/files.js').Failure} Failure
 * @typedef {import('../results/upload-record.js').UploadRecord} UploadRecord
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
  const { settings, log } = context;
  const resultsDir = path.resolve(settings.resultsDir);
  checkResultsDir(resultsDir, context);
  clearResults(resultsDir);
  // Where it really is, should a link take its place while the pull request's code runs.
  const realResultsDir = fs.realpathSync(resultsDir);
  // What the run step writes there, recorded as it writes it: only that is uploaded.
  const record = createUploadRecord(realResultsDir);
  const sweep = () => leaveOnlyResults(realResultsDir, log, record);
  // On a cancel too, after the run's processes are ended: runShard's hook
  // does that synchronously, and this one waits for the hooks' synchronous
  // parts to be done (cancel.js starts them all, in order, at once).
  const stopOnCancel = onCancel(async () => {
    await Promise.resolve();
    sweep();
  });
  let failure;
  try {
    failure = await runShard(context, request, resultsDir, hooks, record);
  } catch (err) {
    // The error that stopped the run is the one to see; the directory is cleaned up all the same.
    try {
      sweep();
    } catch (problem) {
      log.warning(problem instanceof Error ? problem.message : String(problem));
    }
    throw err;
  } finally {
    stopOnCancel();
  }
  sweep();
  return failure;
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
  // Queued until the machine is free: one benchmark at a time.
  const mark = newRunMark();
  // A signal, and the post step after a SIGKILL, end what is left of this run.
  const stopOnCancel = onCancel(() => {
    killMarked(mark);
  });
  log.saveState('run-mark', mark);
  const release = await acquireMachineLock({ log, what, mark });
  try {
    return await measure(context, { ...request, categories }, resultsDir, hooks, mark, record);
  } finally {
    stopOnCancel();
    const left = killMarked(mark);
    if (left > 0) log.info(`Ended ${left} process${left === 1 ? '' : 'es'} the run left behind.`);
    const kept = removeScratch(path.join(workDirectory(context.env), 'scratch'));
    if (kept !== null) log.warning(`Could not remove the run's scratch directories: ${kept}`);
    release();
  }
}

/**
 * Only the regular files of the run step leave the machine, as it wrote
 * them: the workflow uploads the results directory with upload-artifact,
 * which follows links, and the pull request's code may have left some there
 * (without a sandbox it can write the directory), or a hard link, or a copy,
 * under a results file's name (the record catches those). Whatever else is
 * there is removed, and named. Something that cannot be removed fails the
 * step: uploaded, it could carry what it points to.
 * @param {string} dir  the results directory's real path
 * @param {Context['log']} log
 * @param {UploadRecord} record
 */
function leaveOnlyResults(dir, log, record) {
  const names = keepOnlyResults(dir);
  const recorded = record.check();
  const removed = [...names.removed, ...recorded.removed];
  const problems = [...names.problems, ...recorded.problems];
  if (removed.length > 0) {
    log.warning(`Removed from the results directory ${dir} what the run step did not write, so that it is not ` +
      `uploaded: ${removed.map(({ name, kind }) => `${JSON.stringify(name)} (${kind})`).join(', ')}`);
  }
  if (problems.length > 0) {
    throw new Error(`The results directory ${dir} holds what the run step did not write, and it cannot be removed: ` +
      `${problems.join('; ')}. Do not upload it`);
  }
}

/**
 * The results directory is the run step's alone: everything else in it is
 * removed at the end (leaveOnlyResults), so it must not be, nor hold, the
 * repository, the workspace or the home directory.
 * @param {string} dir  resolved
 * @param {Context} context
 */
function checkResultsDir(dir, { settings, env }) {
  const places = [['repository-path', settings.repositoryPath], ['the workspace', env.GITHUB_WORKSPACE],
    ['the home directory', os.homedir()], ['the benchmark directory', settings.benchmarkDir]];
  for (const [what, place] of places) {
    if (!place) continue;
    const relative = path.relative(dir, path.resolve(place));
    const outside = relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
    if (!outside) {
      throw new Error(`Invalid 'results-dir': ${dir} ${relative === '' ? 'is' : 'holds'} ${what} ` +
        `(${path.resolve(place)}); the run step removes from it everything but its results, so give it a ` +
        'directory of its own, e.g. ${{ runner.temp }}/benchmark-results');
    }
  }
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
  const disk = watchScratch({ dir: path.join(workDirectory(env), 'scratch'), budget: settings.scratchBudget, log,
    stopRun: () => killMarked(mark) });
  try {
    const machine = await step('preparing the benchmark machine', () => prepareMachine(context));
    // Prebuilt binaries are the workflow's own; anything built is a pull request's code.
    const pullRequestCode = !trusted && !(settings.oldBinary && settings.newBinary);
    const sandbox = await step('preparing the sandbox', () => detectSandbox(settings.sandbox, { pullRequestCode }));
    if (sandbox.kind === 'none') log.warning(`The pull request's code runs without a sandbox: ${sandbox.reason}`);
    // The post step marks the work directory again (post.js): a build that deleted the mark
    // and then killed this step before it wrote the mark again is caught there.
    if (sandbox.kind === 'none' && pullRequestCode) log.saveState('unsandboxed', '1');
    const confinement = { sandbox, mark, pass: settings.passEnv, env,
      scratch: path.join(workDirectory(env), 'scratch', 'benchmark') };
    await onBuilding();
    const binaries = await step('obtaining node-main and node-pr', () => obtain(context, request, confinement));
    // Whose benchmark files run (the pull request's, or the base's), and which of them the pull request changes.
    const benchmark = trusted ? { dir: benchmarkDirectory(settings), record: null } :
      await step('choosing the benchmark files', () => chooseBenchmarkFiles({ settings, request, log,
        git: createGit({ cwd: settings.repositoryPath }), workDir: workDirectory(env) }));
    writeMachine(resultsDir, { record: machine.record, versions: binaries.versions, tuning: machine.tuning,
      cpuset: settings.cpuset, commits: binaries.commits, sandbox: sandboxRecord(sandbox), benchmarkFiles: benchmark.record,
      buildSeconds: binaries.buildSeconds ?? null, cleanStart: binaries.cleanStart ?? null,
      hashes: Object.fromEntries(Object.entries(binaries.hashes).map(([name, h]) => [name, h.sha256])) }, record);
    onRunning(null);
    const benchmarked = await step('benchmarking', async () => {
      checkBinaries(binaries.hashes, 'between the build and the benchmarks');
      // compare.js (ours, outside any sandbox) writes these: recorded as they are when it has exited.
      const compared = record.awaitChild([FILES.csv, FILES.ndjson]);
      let ran;
      try {
        ran = await runComparison({ ...binaries, benchmarkDir: benchmark.dir, request, settings,
          resultsDir, log, onProgress: onRunning, confinement });
      } finally {
        compared();
      }
      checkBinaries(binaries.hashes, 'while benchmarking');
      return ran;
    });
    log.info(`compare.js wrote ${benchmarked.rows} rows of results to ${resultsDir}`);
    if (request.profile) {
      const profiled = record.awaitChild([FILES.profiles]);
      try {
        await profileChanged(context, { ...binaries, benchmarkDir: benchmark.dir, request, resultsDir,
          confinement, onProfiling });
      } finally {
        profiled();
      }
      // A binary that changed now makes the profiles, not the statistics, suspect; still, it fails the run.
      await step('profiling the configurations that changed', () => checkBinaries(binaries.hashes, 'while profiling'));
    }
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
 * `--profile`: the configurations that changed, profiled once more per
 * binary (machine/profile.js). Never fatal: the comparison stands without
 * profiles, and the report says what is missing.
 * @param {Context} context
 * @param {{ oldBinary: string, newBinary: string, benchmarkDir: string, request: Request, resultsDir: string,
 *   confinement: import('../machine/confinement.js').Confinement, onProfiling: (count: number) => void }} options
 */
async function profileChanged({ settings, log }, { oldBinary, newBinary, benchmarkDir, request, resultsDir, confinement,
  onProfiling }) {
  try {
    const { targets, changed, missing } = changedTargets({ resultsDir, benchmarkDir, request,
      limit: settings.profileConfigurations });
    log.info(`Profiling ${targets.length} of the ${changed} configurations that changed` +
      `${changed > targets.length ? ` (profile-configurations: ${settings.profileConfigurations})` : ''}`);
    if (missing.length > 0) log.warning(`No run-pass argv recorded for ${missing.join(', ')}: not profiled`);
    if (targets.length > 0) onProfiling(targets.length);
    const { exitCode } = await runProfiles({ oldBinary, newBinary, benchmarkDir, resultsDir, targets, settings, log,
      confinement });
    if (exitCode !== 0) log.warning(`profile.js ended with exit code ${exitCode}: the profiles may be incomplete`);
  } catch (err) {
    if (!(err instanceof Error)) throw err;
    log.warning(`Profiling failed: ${err.message}; the comparison's results are complete without it`);
  }
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

/**
 * The sandbox as machine.json records it, for the comment's machine section.
 * @param {import('../machine/sandbox.js').Sandbox} sandbox
 * @returns {import('../results/files.js').MachineFile['sandbox']}
 */
function sandboxRecord(sandbox) {
  return sandbox.kind === 'bwrap' ? { kind: 'bwrap' } : { kind: 'none', reason: sandbox.reason };
}

/**
 * Worktrees, builds and ccache live across jobs on a self-hosted runner, so
 * a PR's build reuses the previous one instead of starting cold.
 * @param {Record<string, string | undefined>} env
 */
export function workDirectory(env) {
  const base = env.RUNNER_TOOL_CACHE || path.join(os.homedir(), '.cache');
  return path.join(base, 'node-benchmark-action', String(env.GITHUB_REPOSITORY ?? 'local').replace(/\//g, '-'));
}

/**
 * node-main and node-pr: the prebuilt binaries when the workflow gives them,
 * else built from the two commits the gate pinned (the base tip and the
 * test merge, or the merge base and the head), with what they were.
 * @param {Context} context
 * @param {Request} request
 * @param {Pick<import('../machine/confinement.js').Confinement, 'sandbox' | 'mark' | 'pass'>} confinement
 * @returns {Promise<Binaries>}
 */
async function obtainBinaries({ settings, env, log }, request, { sandbox, mark, pass }) {
  if (settings.oldBinary && settings.newBinary) {
    const [oldBinary, newBinary] = [path.resolve(settings.oldBinary), path.resolve(settings.newBinary)];
    for (const [input, file] of [['old-binary', oldBinary], ['new-binary', newBinary]]) {
      if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
        throw new Error(`The '${input}' input names ${file}, which is not a file: build or download it in an earlier step`);
      }
    }
    const hashes = { 'node-main': { path: oldBinary, sha256: hashFile(oldBinary) },
      'node-pr': { path: newBinary, sha256: hashFile(newBinary) } };
    return { oldBinary, newBinary, versions: {}, hashes, commits: null };
  }
  const sides = comparedCommits(request);
  if (sides === null) {
    throw new Error("A run without a pull request has no commits to build: give the 'old-binary' and 'new-binary' inputs");
  }
  const git = createGit({ cwd: settings.repositoryPath });
  if (request.method === 'merge') await checkTestMerge(git, request);
  const built = await buildBinaries({ repositoryPath: settings.repositoryPath, workDir: workDirectory(env), git,
    baseSha: sides.old.sha, headSha: sides.new.sha, what: { base: sides.old.what, head: sides.new.what },
    buildCommand: settings.buildCommand, configureFlags: settings.configureFlags, libOnly: settings.libOnlyRebuild,
    binaryPath: settings.binaryPath,
    log, sandbox, mark, pass, env,
    owner: request.prNumber === null ? null : `${env.GITHUB_REPOSITORY ?? 'local'}#${request.prNumber}` });
  return { ...built, commits: commitsOf(request) };
}

/**
 * The test merge holds exactly the pinned head merged onto the pinned base
 * tip: its parents are those two, in that order (the gate read them from the
 * API; here git reads the commit itself).
 * @param {import('../machine/git.js').Git} git
 * @param {Request} request
 */
async function checkTestMerge(git, { baseSha, headSha, mergeSha }) {
  const merge = /** @type {string} */ (mergeSha);
  await git.fetchCommit(merge);
  const parents = await git.parents(merge);
  if (parents.length !== 2 || parents[0] !== baseSha || parents[1] !== headSha) {
    throw new Error(`The test merge ${merge} has the parents ${parents.join(' ') || '(none)'}, not the base tip ` +
      `${baseSha} and the pinned head ${headSha}: nothing was built`);
  }
}

/**
 * The governor and the record; what cannot be done here is said, and fails
 * only if required. The post step restores the governor.
 * @param {Context} context
 */
function prepareMachine({ settings, log, machineRoot: root }) {
  const record = readMachine({ root });
  const problems = [];
  if (settings.cpuset) {
    const problem = checkCpuset(settings.cpuset, record.cpus);
    if (problem) throw new Error(problem);
  }
  let tuning = ['governor left as it is (governor: keep)'];
  if (settings.governor === 'performance') {
    const result = setGovernors({ root });
    log.saveState('governors', JSON.stringify(result.saved));
    log.saveState('machine-root', root);
    tuning = [...result.changed, ...result.problems];
    problems.push(...result.problems);
  }
  if (problems.length > 0 && settings.requireTuned) {
    throw new Error(`The machine could not be tuned and 'require-tuned' is set:\n${problems.join('\n')}`);
  }
  for (const problem of problems) log.warning(`Machine: ${problem}`);
  return { record: readMachine({ root }), tuning };
}
