// The post step (`post-if: always()`, every mode): whatever happened to the
// main step (failure, cancellation, a SIGKILL), it
//   - puts the CPU governor back to what the main step found;
//   - ends every process of the run still alive (the run's mark, see
//     machine/processes.js): a killed step leaves them, and the next job
//     would measure alongside them;
//   - gives the comment a final state when mode `all` was killed before it
//     could (the `pending-comment` state all.js leaves until it is done).

import { restoreGovernors } from '../machine/sysfs.js';
import { killMarked } from '../machine/processes.js';
import { decodeRequest } from '../request/request.js';
import { postStatus } from '../report/sticky.js';

/**
 * @typedef {{ log: import('../action.js').Log, comment?: () => Pick<import('../action.js').Context,
 *   'github' | 'log' | 'url' | 'settings'> | null }} PostContext
 *   comment: the context to comment with, made only when a comment is pending (it reads the inputs)
 */

/** @param {PostContext} context */
export async function post({ log, comment = () => null }) {
  restoreGovernor(log);
  endLeftovers(log);
  await finishComment(log, comment);
}

/** @param {import('../action.js').Log} log */
function restoreGovernor(log) {
  const saved = log.getState('governors');
  if (!saved || saved === '{}') {
    log.info('Nothing to restore: the governor was not changed.');
    return;
  }
  const root = log.getState('machine-root') || '/';
  const problems = restoreGovernors(JSON.parse(saved), { root });
  for (const problem of problems) log.warning(`Could not restore the governor: ${problem}`);
  if (problems.length === 0) log.info(`Governor restored on ${Object.keys(JSON.parse(saved)).length} CPUs.`);
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
    log.warning(`Could not give the comment its final state: ${err instanceof Error ? err.message : String(err)}`);
  }
}
