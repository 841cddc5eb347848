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
// The post step (modes/post.js) does the cleaning up again, from the saved
// state, after a run that was killed before it could.

import { onCancel } from '../cancel.js';
import { removeScratch } from './disk-budget.js';
import { acquireMachineLock } from './lock.js';
import { killMarked, newRunMark } from './processes.js';
import { detectSandbox } from './sandbox.js';
import { checkCpuset, readMachine, setGovernors } from './sysfs.js';
import { scratchDirectory } from './worktrees.js';

/**
 * @typedef {import('../action.js').Context} Context
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
