// The pull request that brought a commit to its branch, for mode `track`:
// the commit it measured goes into the history with it, and an alert about
// a change at a commit goes to that pull request. The API's answer (pulls.js
// getPullRequestOfCommit, through the client) or null: a direct push, no
// client, or an API that cannot say (a warning; the history is kept
// without it, and the alert goes to the job summary).

import text from '../../benchmark/_lib/text.js';

const { errorMessage } = text;

/**
 * @param {{ github: Pick<ReturnType<typeof import('./client.js').createGitHub>, 'getPullRequestOfCommit'> | null,
 *   log: Pick<import('../action.js').Log, 'warning'> }} context
 * @param {string} commit
 * @returns {Promise<number | null>}
 */
export async function pullRequestOfCommit({ github, log }, commit) {
  if (github === null) return null;
  try {
    return await github.getPullRequestOfCommit(commit);
  } catch (err) {
    log.warning(`Could not find the pull request of ${commit}: ${errorMessage(err)}`);
    return null;
  }
}
