// The post step (`post-if: always()`, every mode): whatever happened to the
// main step (failure, cancellation, a SIGKILL), it
//   - puts the CPU governor back to what the main step found (its saved
//     state, checked first: the state is the log's, which a run's output
//     once forged);
//   - ends every process of the run still alive (the run's mark, see
//     machine/processes.js): a killed step leaves them, and the next job
//     would measure alongside them;
//   - removes the run's scratch directories when the run died before it
//     could (machine/disk-budget.js): a build that filled them left the
//     runner's disk full for every later job;
//   - after a run of a pull request's code without a sandbox, writes the
//     work directory's mark again (machine/worktrees.js): the build could
//     have deleted it and then killed the main step before it wrote it
//     again, and the next run must not trust what that build left;
//   - gives the comment a final state when mode `all` was killed before it
//     could (the `pending-comment` state all.js leaves until it is done).

import fs from 'node:fs';
import { restoreGovernors } from '../machine/sysfs.js';
import { killMarked } from '../machine/processes.js';
import { removeScratch } from '../machine/disk-budget.js';
import { markUntrusted, scratchDirectory, workDirectory } from '../machine/worktrees.js';
import { DEFAULT_LOCK, heldByAnother } from '../machine/lock.js';
import { decodeRequest } from '../request/request.js';
import { FinalStateError, postStatus } from '../report/sticky.js';

/**
 * @typedef {{ log: import('../action.js').Log, machineRoot?: string, comment?: () => Pick<import('../action.js').Context,
 *   'github' | 'log' | 'url' | 'settings'> | null }} PostContext
 *   machineRoot: where sysfs is ('/'; a fake tree in tests), the configured one, never the saved state's;
 *   comment: the context to comment with, made only when a comment is pending (it reads the inputs)
 */

/**
 * @param {PostContext & { env?: Record<string, string | undefined>, lockDir?: string }} context
 *   env: where the work directory is (machine/worktrees.js workDirectory); lockDir: the machine's lock (lock.js)
 */
export async function post({ log, machineRoot = '/', comment = () => null, env = process.env, lockDir = DEFAULT_LOCK }) {
  restoreGovernor(log, machineRoot);
  endLeftovers(log);
  removeLeftScratch(log, env, lockDir);
  markAfterUnsandboxed(log, env);
  await finishComment(log, comment);
}

/**
 * The main step ran a pull request's code without a sandbox: the mark
 * again, whatever the main step managed. A forged state only costs the next
 * run a cold build: the mark makes it discard, never trust.
 * @param {import('../action.js').Log} log
 * @param {Record<string, string | undefined>} env
 */
function markAfterUnsandboxed(log, env) {
  if (log.getState('unsandboxed') !== '1') return;
  const root = workDirectory(env);
  if (!fs.existsSync(root)) return;
  try {
    markUntrusted(root, 'the pull request (marked again by the post step)');
    log.info(`Marked ${root} untrusted: the pull request's code ran without a sandbox, and the next run discards what it left.`);
  } catch (err) {
    log.warning(`Could not mark ${root} untrusted: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * The saved state is checked before anything is written: a run's output
 * once forged it (`::save-state`) with a machine root of its choosing, so
 * that the post step wrote its text through a planted link into ~/.bashrc.
 * The saved root must be the configured one, and the governors of the shape
 * setGovernors saves (sysfs.js checks them, and writes no link).
 * @param {import('../action.js').Log} log
 * @param {string} machineRoot
 */
function restoreGovernor(log, machineRoot) {
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

/** @param {import('../action.js').Log} log */
function endLeftovers(log) {
  const mark = log.getState('run-mark');
  if (!mark) return;
  try {
    const killed = killMarked(mark);
    if (killed > 0) log.warning(`Ended ${killed} process${killed === 1 ? '' : 'es'} the run left running.`);
  } catch (err) {
    log.warning(`Could not look for processes the run left: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * A run step of this job that died (a SIGKILL, a cancel past its deadline)
 * left its scratch directories; the run removes them at its end
 * (machine/prepare.js holdMachine). Not while another run holds the
 * machine: they are its own then. The state only says that a run step ran
 * here: the path is the work directory's.
 * @param {import('../action.js').Log} log
 * @param {Record<string, string | undefined>} env
 * @param {string} lockDir
 */
function removeLeftScratch(log, env, lockDir) {
  const mark = log.getState('run-mark');
  const dir = scratchDirectory(env);
  if (!mark || !fs.existsSync(dir) || heldByAnother(mark, { dir: lockDir })) return;
  const kept = removeScratch(dir);
  if (kept === null) log.info(`Removed the scratch directories the run left in ${dir}.`);
  else log.warning(`Could not remove the scratch directories the run left in ${dir}: ${kept}`);
}

/**
 * @param {import('../action.js').Log} log
 * @param {NonNullable<PostContext['comment']>} makeContext
 */
async function finishComment(log, makeContext) {
  const pending = log.getState('pending-comment');
  if (!pending) return;
  try {
    const context = makeContext();
    if (context === null) return;
    const request = decodeRequest(pending);
    await postStatus(context, request, { state: 'failed', detail: { step: 'running the benchmark',
      message: 'the job stopped before it could report (it was cancelled, timed out, or its runner killed it)',
      logTail: '' } });
    log.info('The comment was left waiting: it now says that the run stopped.');
  } catch (err) {
    // No comment has it: the job summary does (postStatus), and the post step fails, where a maintainer sees it.
    if (err instanceof FinalStateError) log.setFailed(err.message);
    else log.warning(`Could not give the comment its final state: ${err instanceof Error ? err.message : String(err)}`);
  }
}
