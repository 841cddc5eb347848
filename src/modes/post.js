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
//
// Each reads what the main step saved in the Action's state, next to the code
// that saved it: machine/prepare.js, report/pending-comment.js.

import { DEFAULT_LOCK } from '../machine/lock.js';
import { endLeftovers, markAfterUnsandboxed, removeLeftScratch, restoreGovernor } from '../machine/prepare.js';
import { finishPendingComment } from '../report/pending-comment.js';

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
  await finishPendingComment(log, comment);
}
