// The comment of mode `all` while its run step works: its status line as the
// run moves on ("Building", then "Running: 40 of 120 blocks, about 3 min
// left"; statusLine), and the final state it is owed until the report step
// posts the results (pendingComment). The request waits in the Action's
// state ('pending-comment') until then, so that the post step can give the
// comment its final state when the main step was killed before it could
// (finishPendingComment).

import { decodeRequest, encodeRequest } from '../request/request.js';
import { FinalStateError, postStatus } from './sticky.js';
import textModule from '../../benchmark/_lib/text.js';

const { errorMessage } = textModule;

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../request/request.js').Request} Request
 */

/**
 * The comment is waiting for its final state: the post step finishes it if
 * this step cannot (killed). `fail` posts the failure once; `done` says the
 * report step posted the results.
 * @param {Context} context
 * @param {Request} request
 */
export function pendingComment(context, request) {
  const { log } = context;
  log.saveState('pending-comment', encodeRequest(request));
  let final = false;
  const done = () => {
    final = true;
    log.saveState('pending-comment', '');
  };
  return {
    done,
    /** @param {{ step: string, message: string }} failure */
    async fail(failure) {
      if (final) return;
      done();
      await postStatus(context, request, { state: 'failed', detail: { ...failure, logTail: '' } });
    },
  };
}

/**
 * The sticky comment's status while the run step works: updates in order,
 * each after the one before, none after settle(). A status that cannot be
 * posted is a warning: it never stops the run.
 * @param {Context} context
 * @param {Request} request
 */
export function statusLine(context, request) {
  let updates = Promise.resolve();
  let settled = false;
  /** @param {'building' | 'running' | 'profiling'} state @param {any} [detail] */
  const update = (state, detail = null) => {
    if (settled) return updates;
    updates = updates.then(() => postStatus(context, request, { state, detail }))
      .then(() => {}, (err) => context.log.warning(`Could not update the status comment: ${err.message}`));
    return updates;
  };
  return {
    update,
    /** @param {import('../machine/compare.js').Progress | null} progress */
    running: (progress) => { update('running', progress); },
    async settle() {
      settled = true;
      await updates;
    },
  };
}

/**
 * The post step's side: a comment left waiting (the main step was killed)
 * now says that the run stopped. When no comment can say it, the job
 * summary does (postStatus), and the post step fails, where a maintainer
 * sees it.
 * @param {import('../action.js').Log} log
 * @param {() => Pick<Context, 'github' | 'log' | 'url' | 'settings'> | null} makeContext  the context to comment
 *   with, made only when a comment is pending (it reads the inputs)
 */
export async function finishPendingComment(log, makeContext) {
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
    if (err instanceof FinalStateError) log.setFailed(err.message);
    else log.warning(`Could not give the comment its final state: ${errorMessage(err)}`);
  }
}
