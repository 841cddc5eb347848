// The GitHub API calls about comments: reactions, finding the Action's own
// comment by its hidden marker, and creating or updating it. Called through
// createGitHub() (./client.js), which supplies the client, the repository and
// the error wording.

const PER_PAGE = 100;

/** @typedef {import('./client.js').Api} Api */

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
 * @param {Api} api
 * @param {number} commentId
 * @param {Reaction} content
 * @returns {Promise<{ id: number }>}
 */
export function addReaction({ octokit, where, call }, commentId, content) {
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
export function findComment({ octokit, where, call }, issueNumber, marker, author) {
  return call(`listing the comments on #${issueNumber}`, async () => {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments,
      { ...where, issue_number: issueNumber, per_page: PER_PAGE });
    for await (const { data } of pages) {
      const found = data.find((comment) => comment.body?.includes(marker) &&
        (author === undefined || comment.user?.login === author));
      if (found) {
        return { id: found.id, url: found.html_url, body: found.body ?? '', author: found.user?.login ?? null,
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
export function createComment({ octokit, where, call }, issueNumber, body) {
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
export function updateComment({ octokit, where, call }, commentId, body) {
  return call(`updating comment ${commentId}`, async () => {
    const { data } = await octokit.rest.issues.updateComment({ ...where, comment_id: commentId, body });
    return { id: data.id, url: data.html_url };
  });
}

/**
 * A comment's new body, or how to make it from the body it replaces (null
 * when the comment is new): the sticky comment keeps its earlier runs so.
 * @typedef {string | ((previousBody: string | null) => string)} Body
 */

/**
 * The sticky comment: update the one carrying `marker` (written by `author`,
 * when given), or create it. The marker is put first when the body lacks it,
 * so that the next run finds the comment.
 * @param {Api} api
 * @param {number} issueNumber
 * @param {string} marker  a hidden line, e.g. `<!-- node-benchmark-action -->`
 * @param {Body} body  a function is called with the existing comment's body
 *   (untrusted: whoever may edit the comment wrote it) or null
 * @param {{ author?: string }} [options]  author: e.g. 'github-actions[bot]', so that a
 *   comment someone else wrote with our marker in it is never edited
 * @returns {Promise<{ id: number, url: string, created: boolean }>}
 */
export async function upsertComment(api, issueNumber, marker, body, { author } = {}) {
  const existing = await findComment(api, issueNumber, marker, author);
  const composed = typeof body === 'function' ? body(existing?.body ?? null) : body;
  const text = composed.includes(marker) ? composed : `${marker}\n${composed}`;
  if (existing) return { ...(await updateComment(api, existing.id, text)), created: false };
  return { ...(await createComment(api, issueNumber, text)), created: true };
}
