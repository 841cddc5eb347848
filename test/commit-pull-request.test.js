// The pull request that brought a commit (src/github/commit-pull-request.js):
// the API's answer through the real client against the GitHub stand-in, or
// null, with a warning when the API cannot say.
import test from 'node:test';
import assert from 'node:assert/strict';
import { pullRequestOfCommit } from '../src/github/commit-pull-request.js';
import { createGitHub } from '../src/github/client.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { fakeLog } from './helpers/fake-log.js';

const TOKEN = 'ghs_CommitPullToken0123456789abcdefABC';
const FAST = { retryBaseMs: 1, spaceWrites: false };
const [BASE, MERGED, PUSHED] = ['a', 'b', 'c'].map((c) => c.repeat(40));

test('the merged pull request whose merge commit it is; null for a commit no pull request holds', async (t) => {
  const gh = await startGitHubStandIn({ repo: 'o/r', token: TOKEN,
    graph: { [BASE]: [], [MERGED]: [BASE], [PUSHED]: [MERGED] },
    pulls: [{ number: 12, headSha: MERGED, baseSha: BASE, state: 'closed', mergeCommitSha: MERGED,
      mergedAt: '2026-11-20T10:00:00Z' }] });
  t.after(() => gh.close());
  const log = fakeLog();
  const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'o', repo: 'r', log, timing: FAST });
  assert.equal(await pullRequestOfCommit({ github, log }, MERGED), 12);
  assert.equal(await pullRequestOfCommit({ github, log }, PUSHED), null);
  assert.deepEqual(log.record.warnings, []);
});

test('an API that cannot say is a warning, and no pull request', async () => {
  const log = fakeLog();
  const github = { getPullRequestOfCommit: async () => { throw new Error('GitHub answered 502'); } };
  assert.equal(await pullRequestOfCommit({ github, log }, MERGED), null);
  assert.deepEqual(log.record.warnings, [`Could not find the pull request of ${MERGED}: GitHub answered 502`]);
});

test('without a client (no token), no pull request, and nothing asked', async () => {
  const log = fakeLog();
  assert.equal(await pullRequestOfCommit({ github: null, log }, MERGED), null);
  assert.deepEqual(log.record.warnings, []);
});
