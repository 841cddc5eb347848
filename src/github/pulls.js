// The GitHub API calls about a pull request and its branch: the pull
// request itself, its commits and events, the commenter's permission and the
// head branch's pushes. Called through createGitHub() (./client.js), which
// supplies the client, the repository and the error wording.

const PER_PAGE = 100;
// A branch's activity is read newest first, and only its recent past
// matters (the newest push, and any after a comment): 3 pages of 100.
const MAX_ACTIVITY_PAGES = 3;
const REPO_FULL_NAME = /^[A-Za-z0-9-]{1,39}\/(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;
const MAX_REF_LENGTH = 255;
// GitHub lists at most 3000 files of a pull request; `auto` reads as many.
const GITHUB_MAX_FILES = 3000;
const MAX_FILES = GITHUB_MAX_FILES;

/** @typedef {import('./client.js').Api} Api */

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
 * @property {boolean | null} mergeable  whether the head merges cleanly into the base; null while
 *   GitHub computes it (reading the pull request starts that)
 * @property {string | null} mergeCommitSha  the test merge commit (`refs/pull/<n>/merge`) when mergeable
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
 * @param {Api} api
 * @param {number} number
 * @returns {Promise<PullRequest>}
 */
export function getPullRequest({ octokit, where, call }, number) {
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
      mergeable: data.mergeable,
      mergeCommitSha: data.merge_commit_sha,
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
export function getCommenterPermission({ octokit, where, call }, username) {
  return call(`reading the permission of @${username}`, async () => {
    try {
      const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...where, username });
      return { permission: data.permission, roleName: data.role_name };
    } catch (error) {
      // Octokit's RequestError: an Error with the HTTP status.
      const notCollaborator = error instanceof Error && 'status' in error && error.status === 404;
      if (notCollaborator) return { permission: 'none', roleName: 'none' };
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
export function listPullRequestCommits({ octokit, where, call }, number) {
  return call(`listing the commits of #${number}`, async () => {
    const commits = await octokit.paginate(octokit.rest.pulls.listCommits,
      { ...where, pull_number: number, per_page: PER_PAGE });
    return commits.map((commit) => ({ sha: commit.sha }));
  });
}

/**
 * @typedef {object} ChangedFile  one file of a pull request's diff
 * @property {string} filename
 * @property {string} status  'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged'
 * @property {string | null} previousFilename  a renamed file's old name
 */

/**
 * A pull request's changed files, at most `maxFiles` (GitHub itself lists
 * at most 3000), read page by page: the names only, never the patches.
 * @param {Api} api
 * @param {number} number
 * @param {{ maxFiles?: number }} [options]
 * @returns {Promise<{ files: ChangedFile[], truncated: boolean }>}  truncated: more were left unread
 */
export function listPullRequestFiles({ octokit, where, call }, number, { maxFiles = MAX_FILES } = {}) {
  return call(`listing the changed files of #${number}`, async () => {
    const pages = octokit.paginate.iterator(octokit.rest.pulls.listFiles,
      { ...where, pull_number: number, per_page: PER_PAGE });
    /** @type {ChangedFile[]} */
    const files = [];
    let truncated = false;
    for await (const { data } of pages) {
      for (const file of data) {
        if (files.length === maxFiles) {
          truncated = true;
          break;
        }
        files.push({ filename: file.filename, status: file.status, previousFilename: file.previous_filename ?? null });
      }
      if (truncated) break;
    }
    // GitHub stops at 3000 files without saying so: a full last page may have had more.
    return { files, truncated: truncated || files.length >= GITHUB_MAX_FILES };
  });
}

/**
 * The issue events of a pull request, oldest first, with GitHub's
 * server-side times (e.g. `head_ref_force_pushed`).
 * @param {Api} api
 * @param {number} number
 * @returns {Promise<IssueEvent[]>}
 */
export function listIssueEvents({ octokit, where, call }, number) {
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
export async function listRefActivity({ octokit, call }, repoFullName, ref) {
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
 * A commit's parents, in order (a merge's first parent is the branch merged into).
 * @param {Api} api
 * @param {string} sha
 * @returns {Promise<{ sha: string, parents: string[] }>}
 */
export function getCommitParents({ octokit, where, call }, sha) {
  return call(`reading commit ${sha}`, async () => {
    const { data } = await octokit.rest.git.getCommit({ ...where, commit_sha: sha });
    return { sha: data.sha, parents: data.parents.map((parent) => parent.sha) };
  });
}

/**
 * The best common ancestor of two commits, as GitHub's compare computes it.
 * @param {Api} api
 * @param {string} base
 * @param {string} head
 * @returns {Promise<string>}
 */
export function getMergeBase({ octokit, where, call }, base, head) {
  return call(`comparing ${base}...${head}`, async () => {
    // One commit per page: only the merge base is wanted, not the commits between.
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead(
      { ...where, basehead: `${base}...${head}`, per_page: 1 });
    return data.merge_base_commit.sha;
  });
}

/**
 * The pull request that brought a commit to its branch (GitHub's commit →
 * pulls API): the merged one whose merge commit it is, else the first
 * merged one that holds it, else null (a direct push).
 * @param {Api} api
 * @param {string} sha
 * @returns {Promise<number | null>}
 */
export function getPullRequestOfCommit({ octokit, where, call }, sha) {
  return call(`listing the pull requests of commit ${sha}`, async () => {
    const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...where, commit_sha: sha,
      per_page: PER_PAGE });
    const merged = data.filter((pull) => pull.merged_at);
    const pull = merged.find((p) => p.merge_commit_sha === sha) ?? merged[0] ?? null;
    return pull === null ? null : pull.number;
  });
}
