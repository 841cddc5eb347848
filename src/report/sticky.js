// The sticky comment: one comment per pull request and command, found again
// by its hidden marker (request/grammar.js markerFor) and edited as the run
// moves on, from "Queued" to the results. Every write to it goes through
// here, so every one edits only the bot's own comment and treats a refused
// write the same way.
//
// Every write keeps the earlier runs (history.js): the body is composed from
// the comment it replaces, so asking again on the same pull request folds
// the last results under the new ones instead of losing them.
//
// A comment GitHub refuses (a permission 403: the read-only token of a fork's
// pull request; a 404: a pull request deleted or out of the token's reach)
// is a reason, not an error: the results still reach the job
// summary. Any other API error (an outage) is thrown, except for a final
// state (the results, or "Failed"), which must not leave the comment at
// "Queued" unnoticed:
//
//   edit the sticky comment --fails--> a new comment with the final state (a warning)
//                                        --fails--> FinalStateError: the job summary has the
//                                                   final state, and the step fails naming why

import render from '../../benchmark/_lib/words/render.js';
import { renderStatus } from './status.js';
import { carryHistory } from './history.js';
import { COMMENT_LIMIT } from './comment.js';
import textModule from '../../benchmark/_lib/text.js';

const { errorMessage } = textModule;

const { escapeMarkdown } = render;

/** Who the Action's comments are by: the workflow token's bot. Only its comment with the marker is edited. */
const BOT = 'github-actions[bot]';
/** Of an API error quoted in a comment or the summary, in characters. */
const MAX_ERROR = 500;

/**
 * @typedef {Pick<ReturnType<typeof import('../github/client.js').createGitHub>,
 *   'addReaction' | 'upsertComment' | 'createComment'>} StickyGitHub
 * @typedef {Pick<import('../action.js').Log, 'warning'>} WarningLog
 */

/**
 * A final state that reached no comment: neither the sticky one nor a new
 * one could be written. Its message says why, for the step's failure; the
 * job summary has the final state (postStatus and publish write it).
 */
export class FinalStateError extends Error {
  name = 'FinalStateError';
}

/**
 * A permission 403 or a 404 on commenting: the token may not write here (a
 * fork's pull request), which is the workflow's situation, not a failure of
 * the run. A rate limit is a 403 too, but one the client has already waited
 * out (github/octokit.js): it is thrown like an outage, and fails the step.
 * @param {any} error
 */
function isNotAllowed(error) {
  return error?.kind === 'permission' || error?.kind === 'not-found';
}

/**
 * Creates or edits the sticky comment, carrying its earlier runs on.
 * @param {object} options
 * @param {StickyGitHub | null} options.github
 * @param {WarningLog} options.log
 * @param {number | null} options.prNumber
 * @param {string | null} options.marker
 * @param {string} options.body  the new state; history.js adds at most HISTORY_RESERVE characters
 * @param {{ headSha: string | null, verdict: string } | null} [options.result]  given with the
 *   results (not a status): recorded, so the next run lists them under "Earlier runs"
 * @param {() => Date} [options.now]  the clock that dates the result
 * @param {boolean} [options.final]  the run's final state: when the sticky comment cannot be
 *   written (an outage), a new comment gets it; when that fails too, a FinalStateError
 * @returns {Promise<{ commentUrl: string | null, reason?: string }>}  reason: why there is no comment
 */
export async function upsertSticky({ github, log, prNumber, marker, body, result = null, now = () => new Date(),
  final = false }) {
  if (!prNumber || !marker || !github) return { commentUrl: null, reason: 'no pull request to comment on' };
  const dated = result ? { headSha: result.headSha, verdict: result.verdict, time: now() } : null;
  /** @param {string | null} previousBody */
  const compose = (previousBody) => carryHistory(previousBody, body, { result: dated, limit: COMMENT_LIMIT });
  try {
    const { url } = await github.upsertComment(prNumber, marker, compose, { author: BOT });
    return { commentUrl: url };
  } catch (error) {
    if (!isNotAllowed(error)) {
      if (!final) throw error;
      return { commentUrl: await newComment({ github, log, prNumber, marker, body, error }) };
    }
    const why = errorText(error);
    const cause = /** @type {any} */ (error).kind === 'not-found' ?
      `#${prNumber} is not there for this token: deleted, transferred, or a repository it cannot see` :
      "a fork's pull request gets a read-only token";
    const reason = `Could not comment on #${prNumber} (${why}): ${cause}; the results go to the job summary and the log`;
    log.warning(reason);
    return { commentUrl: null, reason };
  }
}

/** An error's message, bounded. @param {unknown} error */
function errorText(error) {
  const text = errorMessage(error);
  return text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR)}…` : text;
}

/**
 * The final state in a comment of its own, when the sticky comment could
 * not be written: it says why first. It carries no marker, so the next run
 * still finds (and edits) the sticky comment, and no earlier runs (they are
 * in the sticky comment).
 * @param {{ github: StickyGitHub, log: WarningLog, prNumber: number, marker: string, body: string, error: unknown }} options
 * @returns {Promise<string>}  its URL
 * @throws {FinalStateError}  when it could not be created either
 */
async function newComment({ github, log, prNumber, marker, body, error }) {
  const why = errorText(error);
  const note = `⚠️ This run's comment could not be written (${escapeMarkdown(why)}), so its final state is here.`;
  try {
    const { url } = await github.createComment(prNumber, `${note}\n\n${body.replaceAll(marker, '').trimStart()}`);
    log.warning(`Could not write the comment on #${prNumber} (${why}): its final state is in a new comment, ${url}`);
    return url;
  } catch (again) {
    throw new FinalStateError(`The comment on #${prNumber} could not be given the run's final state: writing it ` +
      `failed (${why}), and so did a new comment (${errorText(again)}); the job summary has the final state`,
    { cause: again });
  }
}

/**
 * Says "seen" on the command (the `eyes` reaction), or 👎 on one the Action
 * does not answer (`-1`): a reaction that fails is a warning, never the end
 * of a run.
 * @param {{ github: StickyGitHub, log: WarningLog, commentId: number | null, content?: 'eyes' | '-1' }} options
 */
export async function react({ github, log, commentId, content = 'eyes' }) {
  if (!commentId) return;
  try {
    await github.addReaction(commentId, content);
  } catch (error) {
    log.warning(`Could not react to comment ${commentId}: ${errorMessage(error)}`);
  }
}

/**
 * The sticky comment's next state before the results (status.js renders it);
 * nothing when the workflow's `comment` input is false. `failed` is a final
 * state, as is `nothing` (no configuration to run): when no comment can have
 * it, the job summary does, and a FinalStateError is thrown.
 * @param {{ github: StickyGitHub | null, log: WarningLog & Pick<import('../action.js').Log, 'summary'>, url?: string,
 *   settings: { comment: boolean } }} context  url: the workflow run
 * @param {import('./status.js').StatusRequest & { prNumber: number | null, marker: string | null }} request
 * @param {{ state: import('./status.js').StatusState['state'], detail?: any }} status
 */
export async function postStatus({ github, log, url, settings }, request, { state, detail }) {
  if (!settings.comment) return { commentUrl: null, reason: "the 'comment' input is false" };
  if (request.marker === null) return { commentUrl: null, reason: 'no pull request to comment on' };
  const body = renderStatus({ state, request: { ...request, marker: request.marker }, runUrl: url, detail });
  const final = state === 'failed' || state === 'nothing';
  try {
    return await upsertSticky({ github, log, prNumber: request.prNumber, marker: request.marker, body, final });
  } catch (error) {
    if (error instanceof FinalStateError) await summarizeUnposted(log, error, body.replaceAll(request.marker, '').trimStart());
    throw error;
  }
}

/**
 * The job summary, where a maintainer sees the final state that no comment
 * has: why, then the state itself (`state`: '' when the summary has it already).
 * @param {Pick<import('../action.js').Log, 'summary'>} log
 * @param {FinalStateError} error
 * @param {string} [state]  markdown
 */
export async function summarizeUnposted(log, error, state = '') {
  const note = `⚠️ **The pull request's comment does not show this run's final state**: ${escapeMarkdown(error.message)}.`;
  await log.summary.addRaw(state ? `${note}\n\n${state}` : note, true).write();
}
