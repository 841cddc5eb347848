// Which commit runs: the pull request's head SHA, read once here from the
// API, and refused when it may not be the code the commenter approved.
//
// A push after a `/benchmark` comment must not get its code run. Only
// GitHub's own clock can tell "after": commit dates are whatever the pusher
// wrote. Two server-side records are read, both for the comment's time:
//   - the head branch's activity (in the head repository: a fork's branch
//     lives in the fork), which records every push, force push included;
//   - the pull request's `head_ref_force_pushed` events (ordinary pushes
//     are not there; `updated_at` moves with every comment, so it proves
//     nothing).
// Anything recorded at or after the comment refuses. So does a head that
// cannot be placed in time (a record cannot be read, a time has no zone, or
// the newest push recorded is not the head we were given): then only
// `--sha`, the commenter naming the exact commit, lets the run go ahead.
//
// Then which two commits are compared, as Node core's benchmark workflow
// does: the test merge GitHub keeps as `refs/pull/<n>/merge` (the head merged
// onto the base branch's tip) against its first parent, the tip itself. Its
// second parent must be the pinned head, or the merge holds other code. The
// base branch moves, so the merge is pinned here too. When GitHub has no
// test merge of this head (a conflict; or not computed yet, or not redone
// since a push, after a few seconds of asking), the head is compared with
// its merge base, the commit it branched from, and the reply says so; a
// workflow that sets `on-conflict: refuse` gets a refusal instead.
//
// Every refusal is a PinError whose message is the reply to the commenter.

import { SHA } from '../request/grammar.js';

const SHORT = 7;
// With its zone: without one, Date.parse reads the time as local.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const VERBS = {
  push: 'pushed', force_push: 'force-pushed', branch_creation: 'branch created', branch_deletion: 'branch deleted',
  pr_merge: 'merged into', merge_queue_merge: 'merged into by the merge queue',
};

/** A refusal, worded for the reply on the pull request: what was wrong, and what to do. */
export class PinError extends Error {
  /**
   * @param {string} message
   * @param {{ prNumber: number, commentId: number | null }} where  the comment to answer, if any
   */
  constructor(message, { prNumber, commentId }) {
    super(message);
    this.name = 'PinError';
    this.prNumber = prNumber;
    this.commentId = commentId;
  }
}

// GitHub computes a test merge in the background after a push or a read:
// asked again this often, this many times in all.
const MERGE_ATTEMPTS = 5;
const MERGE_RETRY_MS = 2000;

/** Why there is no test merge of the pinned head to compare with. @typedef {typeof import('../request/grammar.js').NO_MERGE[number]} NoMerge */

/**
 * The commits compared: `merge` old = baseSha (the test merge's first
 * parent: the base branch's tip), new = mergeSha; `merge-base` old =
 * mergeBaseSha, new = headSha (baseSha is then the tip GitHub reported).
 * @typedef {{ method: 'merge', baseSha: string, headSha: string, mergeSha: string, mergeBaseSha: null, noMerge: null }
 *   | { method: 'merge-base', baseSha: string, headSha: string, mergeSha: null, mergeBaseSha: string, noMerge: NoMerge }} Commits
 */

/**
 * @typedef {Commits & PullRequestPin} PinnedPullRequest
 * @typedef {object} PullRequestPin
 * @property {number} prNumber
 * @property {string} baseRef
 * @property {string} headRef
 * @property {string | null} headRepo  'owner/name'; null when the head repository was deleted
 * @property {string} pinnedAt  ISO 8601, our clock: when the pin was made
 */

/**
 * @typedef {Pick<ReturnType<typeof import('./client.js').createGitHub>,
 *   'getPullRequest' | 'listIssueEvents' | 'listRefActivity' | 'getCommitParents' | 'getMergeBase'>} PinGitHub
 */

/**
 * @param {object} request
 * @param {PinGitHub} request.github
 * @param {number} request.prNumber
 * @param {string | null} request.commentCreatedAt  the comment's `created_at` (GitHub's clock); null for
 *   pull_request and workflow_dispatch runs, which pin the current head
 * @param {string | null} [request.requestedSha]  `--sha`, or a pull_request event's head: must be the head
 * @param {number | null} [request.commentId]  kept on a PinError, for the reply
 * @param {'merge-base' | 'refuse'} [request.onConflict]  without a test merge of the head: compare
 *   the merge base with the head, or refuse
 * @param {() => Date} [request.now]
 * @param {(ms: number) => Promise<void>} [request.sleep]
 * @returns {Promise<PinnedPullRequest>}
 * @throws {PinError} when the pull request must not run; other errors are our bugs
 */
export async function pinPullRequest({
  github, prNumber, commentCreatedAt, requestedSha = null, commentId = null, onConflict = 'merge-base',
  now = () => new Date(), sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}) {
  if (!Number.isInteger(prNumber) || prNumber < 1) {
    throw new TypeError(`prNumber must be a pull request number, got ${prNumber}`);
  }
  if (requestedSha !== null && !SHA.test(requestedSha)) {
    throw new TypeError(`requestedSha must be 40 lowercase hex, got ${requestedSha}`);
  }
  const since = commentCreatedAt === null ? null : instant(commentCreatedAt);
  if (Number.isNaN(since)) throw new TypeError(`commentCreatedAt must be an ISO 8601 time, got ${commentCreatedAt}`);
  const refuse = (message) => new PinError(message, { prNumber, commentId });

  const pull = await readOrRefuse(() => github.getPullRequest(prNumber),
    (reason) => refuse(`#${prNumber} could not be read (${reason}); nothing was run`));
  if (pull.state !== 'open') throw refuse(`#${prNumber} is ${pull.state}; nothing was run`);
  if (requestedSha !== null && requestedSha !== pull.headSha) {
    const named = since === null ? `${short(requestedSha)}, the commit this run was started for, is no longer`
      : `\`--sha ${short(requestedSha)}\` is not`;
    throw refuse(`${named} the head of #${prNumber} (the head is ${short(pull.headSha)}); nothing was run`);
  }
  if (since !== null) {
    const refusal = await movedSinceComment(github, pull, since, requestedSha === pull.headSha);
    if (refusal !== null) throw refuse(refusal);
  }
  const commits = await pinComparison({ github, pull, refuse, onConflict, sleep });
  return {
    prNumber, ...commits, baseRef: pull.baseRef, headRef: pull.headRef,
    headRepo: pull.headRepoFullName, pinnedAt: now().toISOString(),
  };
}

/**
 * The two commits to compare for the head `pull` has now (see the top).
 * @param {{ github: PinGitHub, pull: import('./client.js').PullRequest, refuse: (message: string) => PinError,
 *   onConflict: 'merge-base' | 'refuse', sleep: (ms: number) => Promise<void> }} options
 * @returns {Promise<Commits>}
 */
async function pinComparison({ github, pull, refuse, onConflict, sleep }) {
  const { headSha, number } = pull;
  const reading = (what) => (reason) => refuse(`${what} of #${number} could not be read (${reason}); nothing was run`);
  /** @type {NoMerge} */
  let noMerge = 'not-computed';
  let current = pull;
  let staleParent = null;
  for (let attempt = 1; ; attempt += 1) {
    if (current.headSha !== headSha) {
      throw refuse(`the head of #${number} moved while its test merge was read (now ${short(current.headSha)}); ` +
        'comment again to benchmark the new head');
    }
    if (current.mergeable === false) {
      noMerge = 'conflict';
      break;
    }
    const mergeSha = current.mergeCommitSha;
    if (current.mergeable === true && mergeSha !== null && SHA.test(mergeSha)) {
      const { parents } = await readOrRefuse(() => github.getCommitParents(mergeSha), reading('the test merge'));
      const [first, second] = parents;
      if (parents.length === 2 && second === headSha && SHA.test(first)) {
        return { method: 'merge', baseSha: first, headSha, mergeSha, mergeBaseSha: null, noMerge: null };
      }
      noMerge = 'stale-merge';
      staleParent = second ?? null;
    }
    if (attempt === MERGE_ATTEMPTS) break;
    await sleep(MERGE_RETRY_MS);
    current = await readOrRefuse(() => github.getPullRequest(number), reading('the pull request'));
  }
  const why = noMergeReason(pull, noMerge, staleParent);
  if (onConflict === 'refuse') {
    throw refuse(`${why}, and this workflow compares only test merges (\`on-conflict: refuse\`); nothing was run. ` +
      (noMerge === 'conflict' ? `Merge or rebase onto ${pull.baseRef}, then comment again` : 'Comment again in a minute'));
  }
  const mergeBaseSha = await readOrRefuse(() => github.getMergeBase(pull.baseSha, headSha), reading('the merge base'));
  if (!SHA.test(mergeBaseSha)) throw new Error(`GitHub gave the merge base ${JSON.stringify(mergeBaseSha)}: not a SHA`);
  return { method: 'merge-base', baseSha: pull.baseSha, headSha, mergeSha: null, mergeBaseSha, noMerge };
}

/**
 * Why the head has no test merge, as a clause of the reply.
 * @param {import('./client.js').PullRequest} pull  @param {NoMerge} noMerge  @param {string | null} staleParent
 */
function noMergeReason(pull, noMerge, staleParent) {
  const waited = `${(MERGE_ATTEMPTS - 1) * MERGE_RETRY_MS / 1000} s`;
  if (noMerge === 'conflict') return `#${pull.number} does not merge cleanly into ${pull.baseRef}`;
  if (noMerge === 'not-computed') return `GitHub had not computed the test merge of #${pull.number} after ${waited}`;
  return `GitHub's test merge of #${pull.number} merged ${staleParent === null ? 'no head' : short(staleParent)}, ` +
    `not the head ${short(pull.headSha)}, after ${waited}`;
}

/**
 * Why the head may not be what the commenter saw, or null.
 * @param {PinGitHub} github
 * @param {import('./client.js').PullRequest} pull
 * @param {number} since  the comment's time, ms since the epoch
 * @param {boolean} named  `--sha` named the head
 * @returns {Promise<string | null>}
 */
async function movedSinceComment(github, pull, since, named) {
  const { moves, doubts } = await headHistory(github, pull, since);
  if (moves.length > 0) {
    const first = moves.reduce((a, b) => (b.at < a.at ? b : a));
    return `the head of #${pull.number} moved after your comment (${first.verb} at ${first.time} by ` +
      `${first.actor === null ? 'an unknown account' : `@${first.actor}`}, now ${short(pull.headSha)}); ` +
      'comment again to benchmark the new head';
  }
  // The commenter who named the exact commit needs no timeline: that commit is the one approved.
  if (doubts.length === 0 || named) return null;
  return `cannot tell whether the head of #${pull.number} moved after your comment: ${doubts.join('; ')}; ` +
    `nothing was run. If ${short(pull.headSha)} is the commit you reviewed, comment again adding ` +
    `\`--sha ${pull.headSha}\` to the command`;
}

/**
 * What GitHub recorded of the head since `since`: the moves at or after it
 * (within a second cannot be ordered, so the same second counts as after),
 * and the doubts that keep the head from being placed in time.
 * @param {PinGitHub} github
 * @param {import('./client.js').PullRequest} pull
 * @param {number} since  ms since the epoch
 */
async function headHistory(github, pull, since) {
  /** @type {{ at: number, time: string, verb: string, actor: string | null }[]} */
  const moves = [];
  /** @type {string[]} */
  const doubts = [];
  const place = (time, verb, actor) => {
    const at = instant(time);
    if (Number.isNaN(at)) doubts.push(`GitHub gave a time that cannot be read (${JSON.stringify(time)})`);
    else if (at >= since) moves.push({ at, time, verb, actor });
  };
  const headRepo = pull.headRepoFullName;
  const [events, activity] = await Promise.all([
    settle(() => github.listIssueEvents(pull.number)),
    headRepo === null ? null : settle(() => github.listRefActivity(headRepo, pull.headRef)),
  ]);
  if (events.error) doubts.push(`the events of #${pull.number} could not be read (${events.error})`);
  for (const event of (events.value ?? []).filter((e) => e.event === 'head_ref_force_pushed')) {
    place(event.createdAt, 'force-pushed', event.actor);
  }
  if (activity === null) {
    doubts.push(`the head repository of #${pull.number} was deleted, so the pushes to it cannot be read`);
  } else if (activity.value === undefined) {
    doubts.push(`the pushes to ${pull.headRepoFullName}:${pull.headRef} could not be read (${activity.error})`);
  } else {
    for (const item of activity.value) place(item.timestamp, VERBS[item.activityType] ?? item.activityType, item.actor);
    const doubt = unplacedHead(activity.value, pull);
    if (doubt !== null) doubts.push(doubt);
  }
  return { moves, doubts };
}

/**
 * Why the newest recorded push does not account for the head, or null: then
 * the head was pushed at a time we do not know (e.g. the activity lags).
 * @param {import('./client.js').RefActivity[]} items
 * @param {import('./client.js').PullRequest} pull
 */
function unplacedHead(items, pull) {
  const branch = `${pull.headRepoFullName}:${pull.headRef}`;
  // Newest first as asked, but ordered here by time all the same; a tie keeps GitHub's order.
  const newest = items.reduce((a, b) => (instant(b.timestamp) > instant(a.timestamp) ? b : a), items[0]);
  if (newest === undefined) return `GitHub records no push to ${branch}`;
  if (newest.after === pull.headSha) return null;
  return `the newest push GitHub records to ${branch} (at ${newest.timestamp}) made it ${short(newest.after)}, ` +
    `not the head ${short(pull.headSha)}`;
}

/**
 * @template T
 * @param {() => Promise<T>} task
 * @returns {Promise<{ value: T, error?: undefined } | { value?: undefined, error: string }>}  error: why the API did not answer
 */
async function settle(task) {
  try {
    return { value: await task() };
  } catch (error) {
    return { error: apiReason(error) };
  }
}

/**
 * @template T
 * @param {() => Promise<T>} task
 * @param {(reason: string) => PinError} refusal
 */
async function readOrRefuse(task, refusal) {
  const { value, error } = await settle(task);
  if (error !== undefined) throw refusal(error);
  return /** @type {T} */ (value);
}

/** The API's answer in words; an error that is not the API's (our bug) is thrown on. */
function apiReason(error) {
  if (!(error instanceof Error) || !('status' in error)) throw error;
  const { kind, resetsAt } = /** @type {{ kind?: string, resetsAt?: Date | null }} */ (error);
  // The client waited as long as it may (github/octokit.js): say what held it, not the bare status.
  const until = resetsAt instanceof Date ? ` until ${resetsAt.toISOString()}` : '';
  if (kind === 'rate-limit') return `the GitHub API's rate limit was used up${until}`;
  if (kind === 'secondary-rate-limit') return "the GitHub API's secondary rate limit held";
  if (kind === 'timeout') return 'the GitHub API did not answer in time';
  return typeof error.status === 'number' ? `the GitHub API answered ${error.status}` : 'the GitHub API could not be reached';
}

/**
 * An ISO 8601 time with its zone, as ms since the epoch; NaN for anything else.
 * @param {string} text
 */
function instant(text) {
  return typeof text === 'string' && ISO_TIME.test(text) ? Date.parse(text) : NaN;
}

/** @param {string} sha */
function short(sha) {
  return sha.slice(0, SHORT);
}
