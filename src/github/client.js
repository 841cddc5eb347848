// The one door to the GitHub API. Everything else receives the object
// createGitHub() returns, whose methods are the few calls the Action
// makes, with plain return values and one kind of error:
//
//   GitHub API: creating a comment on #12 failed with 403 (Resource not accessible by integration)
//     on POST /repos/nodejs/node/issues/12/comments: the token does not have the permission
//
// That error keeps `status` (the HTTP status; undefined when there was no
// answer) and says why in `kind`, so that a caller can decide: only `kind:
// 'permission'` is GitHub refusing the token (on commenting, the read-only
// token of a fork's pull request: write the job summary instead). A rate
// limit is a 403 too, but `kind: 'rate-limit'` or 'secondary-rate-limit',
// and still there after waiting as long as the client waits (./octokit.js).
//
// The token: this module never logs it, and Octokit redacts it from its own
// errors, but masking it in the workflow log is the caller's job:
// call `core.setSecret(token)` before creating the client.
//
// Retries, rate limits and the wording of errors: ./octokit.js. The calls
// themselves: ./pulls.js and ./comments.js.

import * as core from '@actions/core';
import { makeOctokit } from './octokit.js';
import {
  getPullRequest, getCommenterPermission, listPullRequestCommits, listPullRequestFiles, listIssueEvents, listRefActivity,
  getCommitParents, getMergeBase, getPullRequestOfCommit,
} from './pulls.js';
import { addReaction, findComment, createComment, updateComment, upsertComment } from './comments.js';

/** @typedef {import('./octokit.js').Log} Log */
/** @typedef {import('./octokit.js').Timing} Timing */
/** @typedef {import('./octokit.js').FailureKind} FailureKind */
/** @typedef {import('./pulls.js').PullRequest} PullRequest */
/** @typedef {import('./pulls.js').IssueEvent} IssueEvent */
/** @typedef {import('./pulls.js').ChangedFile} ChangedFile */
/** @typedef {import('./pulls.js').RefActivity} RefActivity */
/** @typedef {import('./comments.js').Comment} Comment */
/** @typedef {import('./comments.js').Reaction} Reaction */

/**
 * @typedef {object} Api  what each call needs
 * @property {ReturnType<typeof makeOctokit>['octokit']} octokit
 * @property {{ owner: string, repo: string }} where
 * @property {<T>(what: string, task: () => Promise<T>) => Promise<T>} call
 */

/**
 * A GitHub API client for one repository.
 * @param {object} options
 * @param {string} options.token  call `core.setSecret(token)` first: this module does not
 * @param {Record<string, string | undefined>} [options.env]  the job's environment: its `GITHUB_API_URL`
 *   (set on GitHub Enterprise Server) is the default baseUrl
 * @param {string} [options.baseUrl]  default env.GITHUB_API_URL, else https://api.github.com
 * @param {string} options.owner
 * @param {string} options.repo
 * @param {Log} [options.log]  default: core, the Actions toolkit's workflow log
 * @param {Timing} [options.timing]
 */
export function createGitHub({
  token,
  env = {},
  baseUrl = env.GITHUB_API_URL || 'https://api.github.com',
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
  const { octokit, failure } = makeOctokit({ token, baseUrl: baseUrl.replace(/\/+$/, ''), log, timing });
  /** @type {Api} */
  const api = {
    octokit,
    where: { owner, repo },
    async call(what, task) {
      try {
        return await task();
      } catch (error) {
        throw failure(what, error);
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
    /** @param {number} number  @param {{ maxFiles?: number }} [options] */
    listPullRequestFiles: (number, options) => listPullRequestFiles(api, number, options),
    /** @param {number} number */
    listIssueEvents: (number) => listIssueEvents(api, number),
    /** @param {string} repoFullName  'owner/name'  @param {string} ref  a branch name */
    listRefActivity: (repoFullName, ref) => listRefActivity(api, repoFullName, ref),
    /** @param {string} sha */
    getCommitParents: (sha) => getCommitParents(api, sha),
    /** @param {string} sha */
    getPullRequestOfCommit: (sha) => getPullRequestOfCommit(api, sha),
    /** @param {string} base  @param {string} head */
    getMergeBase: (base, head) => getMergeBase(api, base, head),
    /** @param {number} commentId  @param {Reaction} content */
    addReaction: (commentId, content) => addReaction(api, commentId, content),
    /** @param {number} issueNumber  @param {string} marker  @param {string} [author] */
    findComment: (issueNumber, marker, author) => findComment(api, issueNumber, marker, author),
    /** @param {number} issueNumber  @param {string} body */
    createComment: (issueNumber, body) => createComment(api, issueNumber, body),
    /** @param {number} commentId  @param {string} body */
    updateComment: (commentId, body) => updateComment(api, commentId, body),
    /**
     * @param {number} issueNumber  @param {string} marker
     * @param {import('./comments.js').Body} body  or a function of the body it replaces
     * @param {{ author?: string }} [options]
     */
    upsertComment: (issueNumber, marker, body, options) => upsertComment(api, issueNumber, marker, body, options),
  };
}
