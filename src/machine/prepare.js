// The benchmark machine for one run: held, made ready, left clean.
//
//   holdMachine      the machine's lock (lock.js), held while the run works,
//                    with the run's mark on every process it starts
//                    (processes.js); when it ends, however it ends, what is
//                    left of those processes is ended and the run's scratch
//                    directories are removed
//   prepareMachine   the record of the machine (sysfs.js), the cpuset checked
//                    against its CPUs, the governor set to performance when
//                    asked (the post step restores it, from the saved state)
//   prepareSandbox   where the pull request's code will run (sandbox.js), and
//                    what the post step must know when it runs without one
//
// What cannot be done is said in the log, and fails the run only when the
// workflow asks for it ('require-tuned'; a sandbox the run refuses without).
//
// What the run saves in the Action's state for the post step (modes/post.js)
// is read back here too, by the post step's side, which cleans up after a
// run that could not (killed, cancelled past its deadline):
//
//   restoreGovernor       'governors', 'machine-root' (prepareMachine)
//   endLeftovers          'run-mark' (holdMachine)
//   removeLeftScratch     'run-mark'
//   markAfterUnsandboxed  'unsandboxed' (prepareSandbox)

import fs from 'node:fs';
import { onCancel } from '../cancel.js';
import { removeScratch } from './disk-budget.js';
import { acquireMachineLock, heldByAnother } from './lock.js';
import { killMarked, newRunMark } from './processes.js';
import { detectSandbox } from './sandbox.js';
import { checkCpuset, readMachine, restoreGovernors, setGovernors } from './sysfs.js';
import { markUntrusted, scratchDirectory, workDirectory } from './worktrees.js';
import textModule from '../../benchmark/_lib/text.js';

const { errorMessage } = textModule;

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../action.js').Log} Log
 * @typedef {import('./sandbox.js').Sandbox} Sandbox
 */

/**
 * Runs `task` with the machine to itself: queued until the machine is free
 * (one benchmark at a time), under a new run mark, which a signal, and the
 * post step after a SIGKILL, use to end what is left of the run.
 * @template T
 * @param {Pick<Context, 'log' | 'env'>} context
 * @param {string} what  the run, for whoever waits for the machine
 * @param {(mark: string) => Promise<T>} task  given the run's mark
 * @returns {Promise<T>}
 */
export async function holdMachine({ log, env }, what, task) {
  const mark = newRunMark();
  const stopOnCancel = onCancel(() => {
    killMarked(mark);
  });
  log.saveState('run-mark', mark);
  const release = await acquireMachineLock({ log, what, mark });
  try {
    return await task(mark);
  } finally {
    stopOnCancel();
    const left = killMarked(mark);
    if (left > 0) log.info(`Ended ${left} process${left === 1 ? '' : 'es'} the run left behind.`);
    const kept = removeScratch(scratchDirectory(env));
    if (kept !== null) log.warning(`Could not remove the run's scratch directories: ${kept}`);
    release();
  }
}

/**
 * The governor and the record; what cannot be done here is said, and fails
 * only if required. The post step restores the governor.
 * @param {Pick<Context, 'settings' | 'log' | 'machineRoot'>} context
 * @returns {{ record: import('../results/files.js').MachineRecord, tuning: string[] }}
 */
export function prepareMachine({ settings, log, machineRoot: root }) {
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

/**
 * The sandbox the run's binaries and builds get. Prebuilt binaries are the
 * workflow's own, and mode `track` builds what main holds (trusted); anything
 * else built is a pull request's code, which runs without a sandbox only when
 * the workflow says so (detectSandbox throws otherwise). Then the post step
 * marks the work directory again (post.js): a build that deleted the mark and
 * then killed the run before it wrote the mark again is caught there.
 * @param {Pick<Context, 'settings' | 'log'>} context
 * @param {{ trusted: boolean }} options
 * @returns {Sandbox}
 */
export function prepareSandbox({ settings, log }, { trusted }) {
  const pullRequestCode = !trusted && !(settings.oldBinary && settings.newBinary);
  const sandbox = detectSandbox(settings.sandbox, { pullRequestCode });
  if (sandbox.kind === 'none') log.warning(`The pull request's code runs without a sandbox: ${sandbox.reason}`);
  if (sandbox.kind === 'none' && pullRequestCode) log.saveState('unsandboxed', '1');
  return sandbox;
}

/**
 * The sandbox as machine.json records it, for the comment's machine section.
 * @param {Sandbox} sandbox
 * @returns {import('../results/files.js').MachineFile['sandbox']}
 */
export function sandboxRecord(sandbox) {
  return sandbox.kind === 'bwrap' ? { kind: 'bwrap' } : { kind: 'none', reason: sandbox.reason };
}

// ---- the post step's side -------------------------------------------------------------------------

/**
 * The governor put back to what the main step found. The saved state is
 * checked before anything is written: a run's output once forged it
 * (`::save-state`) with a machine root of its choosing, so that the post
 * step wrote its text through a planted link into ~/.bashrc. The saved root
 * must be the configured one, and the governors of the shape setGovernors
 * saves (sysfs.js checks them, and writes no link).
 * @param {Log} log
 * @param {string} machineRoot  the configured one
 */
export function restoreGovernor(log, machineRoot) {
  const saved = log.getState('governors');
  if (!saved || saved === '{}') {
    log.info('Nothing to restore: the governor was not changed.');
    return;
  }
  const root = log.getState('machine-root');
  if (root !== machineRoot) {
    log.warning(`Did not restore the governor: the saved state names the machine root ${JSON.stringify(root.slice(0, 200))}, ` +
      `not this step's ${JSON.stringify(machineRoot)}; nothing was written`);
    return;
  }
  let governors;
  try {
    governors = JSON.parse(saved);
  } catch {
    log.warning(`Did not restore the governor: the saved state 'governors' is not JSON (${JSON.stringify(saved.slice(0, 60))}); ` +
      'nothing was written');
    return;
  }
  const problems = restoreGovernors(governors, { root });
  for (const problem of problems) log.warning(`Could not restore the governor: ${problem}`);
  if (problems.length === 0) log.info(`Governor restored on ${Object.keys(governors).length} CPUs.`);
}

/**
 * Every process of the run still alive ended: a killed step leaves them,
 * and the next job would measure alongside them.
 * @param {Log} log
 */
export function endLeftovers(log) {
  const mark = log.getState('run-mark');
  if (!mark) return;
  try {
    const killed = killMarked(mark);
    if (killed > 0) log.warning(`Ended ${killed} process${killed === 1 ? '' : 'es'} the run left running.`);
  } catch (err) {
    log.warning(`Could not look for processes the run left: ${errorMessage(err)}`);
  }
}

/**
 * A run step of this job that died (a SIGKILL, a cancel past its deadline)
 * left its scratch directories; holdMachine removes them at its end. Not
 * while another run holds the machine: they are its own then. The state only
 * says that a run step ran here: the path is the work directory's.
 * @param {Log} log
 * @param {Record<string, string | undefined>} env
 * @param {string} lockDir  the machine's lock (lock.js)
 */
export function removeLeftScratch(log, env, lockDir) {
  const mark = log.getState('run-mark');
  const dir = scratchDirectory(env);
  if (!mark || !fs.existsSync(dir) || heldByAnother(mark, { dir: lockDir })) return;
  const kept = removeScratch(dir);
  if (kept === null) log.info(`Removed the scratch directories the run left in ${dir}.`);
  else log.warning(`Could not remove the scratch directories the run left in ${dir}: ${kept}`);
}

/**
 * The main step ran a pull request's code without a sandbox: the mark
 * again, whatever the main step managed. A forged state only costs the next
 * run a cold build: the mark makes it discard, never trust.
 * @param {Log} log
 * @param {Record<string, string | undefined>} env
 */
export function markAfterUnsandboxed(log, env) {
  if (log.getState('unsandboxed') !== '1') return;
  const root = workDirectory(env);
  if (!fs.existsSync(root)) return;
  try {
    markUntrusted(root, 'the pull request (marked again by the post step)');
    log.info(`Marked ${root} untrusted: the pull request's code ran without a sandbox, and the next run discards what it left.`);
  } catch (err) {
    log.warning(`Could not mark ${root} untrusted: ${errorMessage(err)}`);
  }
}
