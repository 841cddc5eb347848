// The only module that talks to the GitHub API. Everything else receives the
// object createGitHub() returns, whose methods are the few calls the Action
// makes, with plain return values and one kind of error:
//
//   GitHub API: creating a comment on #12 failed with 403 (Resource not accessible by integration)
//
// That error keeps `status`, so a caller can decide (a 403 on commenting is
// the read-only token of a fork's pull request: write the job summary instead).
//
// The token: this module never logs it, and Octokit redacts it from its own
// errors, but masking it in the workflow log is the caller's job:
// call `core.setSecret(token)` before creating the client.
//
// Retries, rate limits and the wording of errors: ./octokit.js.

import * as core from '@actions/core';
import { makeOctokit, apiError } from './octokit.js';

const PER_PAGE = 100;
// A branch's activity is read newest first, and only its recent past
// matters (the newest push, and any after a comment): 3 pages of 100.
const MAX_ACTIVITY_PAGES = 3;
const REPO_FULL_NAME = /^[A-Za-z0-9-]{1,39}\/(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;
const MAX_REF_LENGTH = 255;

/** @typedef {import('./octokit.js').Log} Log */
/** @typedef {import('./octokit.js').Timing} Timing */

/**
 * @typedef {object} PullRequest
 * @property {number} number
 * @property {string} state  'open' | 'closed'
 * @property {string} headSha
 * @property {string} headRef
 * @property {string | null} headRepoFullName  null when the head repository was deleted
 * @property {string} baseSha
 * @property {string} baseRef
 * @property {string} updatedAt  ISO 8601, GitHub's clock
 * @property {boolean} isFork  the head lives in another repository (or a deleted one)
 */

/**
 * @typedef {object} IssueEvent
 * @property {number} id
 * @property {string} event  e.g. 'head_ref_force_pushed'
 * @property {string} createdAt  ISO 8601, GitHub's clock
 * @property {string | null} commitId
 * @property {string | null} actor  login
 */

/**
 * @typedef {object} RefActivity  one change of a branch, as GitHub recorded it
 * @property {number} id
 * @property {string} before  the SHA before (40 zeros when the branch was created)
 * @property {string} after  the SHA after (40 zeros when the branch was deleted)
 * @property {string} ref  `refs/heads/<branch>`
 * @property {string} timestamp  ISO 8601, GitHub's clock: when the push reached GitHub
 * @property {string} activityType  'push' | 'force_push' | 'branch_creation' | 'branch_deletion' |
 *   'pr_merge' | 'merge_queue_merge'
 * @property {string | null} actor  login
 */

/**
 * @typedef {object} Comment
 * @property {number} id
 * @property {string} url  the comment's page (html_url)
 * @property {string} body
 * @property {string | null} author  login
 * @property {string} createdAt
 */

/**
 * @typedef {'+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes'} Reaction
 */

/**
 * @typedef {object} Api  what each call needs
 * @property {ReturnType<typeof makeOctokit>} octokit
 * @property {{ owner: string, repo: string }} where
 * @property {<T>(what: string, task: () => Promise<T>) => Promise<T>} call
 */

/**
 * A GitHub API client for one repository.
 * @param {object} options
 * @param {string} options.token  call `core.setSecret(token)` first: this module does not
 * @param {string} [options.baseUrl]  default `GITHUB_API_URL` (set on GHES), else https://api.github.com
 * @param {string} options.owner
 * @param {string} options.repo
 * @param {Log} [options.log]  default: core, the Actions toolkit's workflow log
 * @param {Timing} [options.timing]
 */
export function createGitHub({
  token,
  baseUrl = process.env.GITHUB_API_URL || 'https://api.github.com',
  owner,
  repo,
  log = core,
  timing = {},
}) {
  if (!token) {
    throw new Error("GitHub API: no token given: pass the 'github-token' input (default ${{ github.token }})");
  }
  if (!owner || !repo) {
    throw new Error(`GitHub API: the repository must be given as owner and name, got '${owner}/${repo}'`);
  }
  const root = baseUrl.replace(/\/+$/, '');
  /** @type {Api} */
  const api = {
    octokit: makeOctokit({ token, baseUrl: root, log, timing }),
    where: { owner, repo },
    async call(what, task) {
      try {
        return await task();
      } catch (error) {
        throw apiError(what, error, root);
      }
    },
  };
  return {
    /** @param {number} number */
    getPullRequest: (number) => getPullRequest(api, number),
    /** @param {string} username */
    getCommenterPermission: (username) => getCommenterPermission(api, username),
    /** @param {number} number */
    listPullRequestCommits: (number) => listPullRequestCommits(api, number),
    /** @param {number} number */
    listIssueEvents: (number) => listIssueEvents(api, number),
    /** @param {string} repoFullName  'owner/name'  @param {string} ref  a branch name */
    listRefActivity: (repoFullName, ref) => listRefActivity(api, repoFullName, ref),
    /** @param {number} commentId  @param {Reaction} content */
    addReaction: (commentId, content) => addReaction(api, commentId, content),
    /** @param {number} issueNumber  @param {string} marker  @param {string} [author] */
    findComment: (issueNumber, marker, author) => findComment(api, issueNumber, marker, author),
    /** @param {number} issueNumber  @param {string} body */
    createComment: (issueNumber, body) => createComment(api, issueNumber, body),
    /** @param {number} commentId  @param {string} body */
    updateComment: (commentId, body) => updateComment(api, commentId, body),
    /**
     * @param {number} issueNumber  @param {string} marker  @param {string} body
     * @param {{ author?: string }} [options]
     */
    upsertComment: (issueNumber, marker, body, options) => upsertComment(api, issueNumber, marker, body, options),
  };
}

/**
 * @param {Api} api
 * @param {number} number
 * @returns {Promise<PullRequest>}
 */
function getPullRequest({ octokit, where, call }, number) {
  return call(`getting pull request #${number}`, async () => {
    const { data } = await octokit.rest.pulls.get({ ...where, pull_number: number });
    // A deleted fork leaves `head.repo` null, although the schema says otherwise.
    const headRepoFullName = data.head.repo?.full_name ?? null;
    return {
      number: data.number,
      state: data.state,
      headSha: data.head.sha,
      headRef: data.head.ref,
      headRepoFullName,
      baseSha: data.base.sha,
      baseRef: data.base.ref,
      updatedAt: data.updated_at,
      isFork: headRepoFullName !== data.base.repo.full_name,
    };
  });
}

/**
 * The user's permission on the repository. Someone who is not a
 * collaborator (a 404) has `none`; any other error is thrown, so the caller
 * fails closed.
 * @param {Api} api
 * @param {string} username
 * @returns {Promise<{ permission: string, roleName: string }>}
 */
function getCommenterPermission({ octokit, where, call }, username) {
  return call(`reading the permission of @${username}`, async () => {
    try {
      const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...where, username });
      return { permission: data.permission, roleName: data.role_name };
    } catch (error) {
      if (error?.status === 404) return { permission: 'none', roleName: 'none' };
      throw error;
    }
  });
}

/**
 * The pull request's commits, oldest first (GitHub lists at most 250).
 * Only SHAs: commit dates are set by whoever pushed and prove nothing.
 * @param {Api} api
 * @param {number} number
 * @returns {Promise<{ sha: string }[]>}
 */
function listPullRequestCommits({ octokit, where, call }, number) {
  return call(`listing the commits of #${number}`, async () => {
    const commits = await octokit.paginate(octokit.rest.pulls.listCommits,
      { ...where, pull_number: number, per_page: PER_PAGE });
    return commits.map((commit) => ({ sha: commit.sha }));
  });
}

/**
 * The issue events of a pull request, oldest first, with GitHub's
 * server-side times (e.g. `head_ref_force_pushed`).
 * @param {Api} api
 * @param {number} number
 * @returns {Promise<IssueEvent[]>}
 */
function listIssueEvents({ octokit, where, call }, number) {
  return call(`listing the events of #${number}`, async () => {
    const events = await octokit.paginate(octokit.rest.issues.listEvents,
      { ...where, issue_number: number, per_page: PER_PAGE });
    return events.map((event) => ({
      id: event.id,
      event: event.event,
      createdAt: event.created_at,
      commitId: event.commit_id ?? null,
      actor: event.actor?.login ?? null,
    }));
  });
}

/**
 * The pushes (and force pushes, creations, deletions, merges) to the branch
 * `ref` of `repoFullName`, newest first, with GitHub's server-side times:
 * unlike the issue events, this records ordinary pushes too. The repository
 * is named, not this client's own: a fork's pull request has its head branch
 * in the fork. At most MAX_ACTIVITY_PAGES pages of 100 (the newest 300).
 * @param {Api} api
 * @param {string} repoFullName  'owner/name'
 * @param {string} ref  a branch name, without `refs/heads/`
 * @returns {Promise<RefActivity[]>}
 */
async function listRefActivity({ octokit, call }, repoFullName, ref) {
  if (typeof repoFullName !== 'string' || !REPO_FULL_NAME.test(repoFullName)) {
    throw new Error(`GitHub API: cannot list the activity of ${JSON.stringify(repoFullName)}: ` +
      'expected a repository as owner/name');
  }
  if (typeof ref !== 'string' || ref === '' || ref.length > MAX_REF_LENGTH || /\p{Cc}/u.test(ref)) {
    throw new Error(`GitHub API: cannot list the activity of branch ${JSON.stringify(ref)} in ${repoFullName}: ` +
      `expected a branch name of 1 to ${MAX_REF_LENGTH} characters without control characters`);
  }
  const [owner, repo] = repoFullName.split('/');
  return call(`listing the activity of ${ref} in ${repoFullName}`, async () => {
    // The `ref` is given in full, so that a branch called e.g. `refs/heads/x` is not read as `x`.
    const pages = octokit.paginate.iterator(octokit.rest.repos.listActivities,
      { owner, repo, ref: `refs/heads/${ref}`, direction: 'desc', per_page: PER_PAGE });
    /** @type {RefActivity[]} */
    const items = [];
    let read = 0;
    for await (const { data } of pages) {
      items.push(...data.map((item) => ({
        id: item.id, before: item.before, after: item.after, ref: item.ref, timestamp: item.timestamp,
        activityType: item.activity_type, actor: item.actor?.login ?? null,
      })));
      read += 1;
      if (read === MAX_ACTIVITY_PAGES) break;
    }
    return items;
  });
}

/**
 * @param {Api} api
 * @param {number} commentId
 * @param {Reaction} content
 * @returns {Promise<{ id: number }>}
 */
function addReaction({ octokit, where, call }, commentId, content) {
  return call(`adding a reaction to comment ${commentId}`, async () => {
    const { data } = await octokit.rest.reactions.createForIssueComment(
      { ...where, comment_id: commentId, content });
    return { id: data.id };
  });
}

/**
 * The first comment on the issue whose body contains `marker`, and whose
 * author is `author` when given; pages are read only until it is found.
 * @param {Api} api
 * @param {number} issueNumber
 * @param {string} marker
 * @param {string} [author]  login
 * @returns {Promise<Comment | null>}
 */
function findComment({ octokit, where, call }, issueNumber, marker, author) {
  return call(`listing the comments on #${issueNumber}`, async () => {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments,
      { ...where, issue_number: issueNumber, per_page: PER_PAGE });
    for await (const { data } of pages) {
      const found = data.find((comment) => comment.body?.includes(marker) &&
        (author === undefined || comment.user?.login === author));
      if (found) {
        return { id: found.id, url: found.html_url, body: found.body, author: found.user?.login ?? null,
          createdAt: found.created_at };
      }
    }
    return null;
  });
}

/**
 * @param {Api} api
 * @param {number} issueNumber
 * @param {string} body
 * @returns {Promise<{ id: number, url: string }>}
 */
function createComment({ octokit, where, call }, issueNumber, body) {
  return call(`creating a comment on #${issueNumber}`, async () => {
    const { data } = await octokit.rest.issues.createComment({ ...where, issue_number: issueNumber, body });
    return { id: data.id, url: data.html_url };
  });
}

/**
 * @param {Api} api
 * @param {number} commentId
 * @param {string} body
 * @returns {Promise<{ id: number, url: string }>}
 */
function updateComment({ octokit, where, call }, commentId, body) {
  return call(`updating comment ${commentId}`, async () => {
    const { data } = await octokit.rest.issues.updateComment({ ...where, comment_id: commentId, body });
    return { id: data.id, url: data.html_url };
  });
}

/**
 * The sticky comment: update the one carrying `marker` (written by `author`,
 * when given), or create it. The marker is put first when the body lacks it,
 * so that the next run finds the comment.
 * @param {Api} api
 * @param {number} issueNumber
 * @param {string} marker  a hidden line, e.g. `<!-- node-benchmark-action -->`
 * @param {string} body
 * @param {{ author?: string }} [options]  author: e.g. 'github-actions[bot]', so that a
 *   comment someone else wrote with our marker in it is never edited
 * @returns {Promise<{ id: number, url: string, created: boolean }>}
 */
async function upsertComment(api, issueNumber, marker, body, { author } = {}) {
  const text = body.includes(marker) ? body : `${marker}\n${body}`;
  const existing = await findComment(api, issueNumber, marker, author);
  if (existing) return { ...(await updateComment(api, existing.id, text)), created: false };
  return { ...(await createComment(api, issueNumber, text)), created: true };
}
