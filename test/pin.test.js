// pinPullRequest through the real client (src/github/client.js) against the local
// GitHub stand-in, over HTTP: each test starts it with its scenario's pull
// request, branch activity and issue events.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createGitHub } from '../src/github/client.js';
import { pinPullRequest, PinError } from '../src/github/pin.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';

const TOKEN = 'ghs_StandInSecret0123456789abcdefABCDEF';
const REPO = 'nodejs/node';
const HEAD = '1f0e3a9c5b7d2e4f6a8c0b1d3e5f7a9b2c4d6e8f';
const BASE = '9d8c7b6a5f4e3d2c1b0a99887766554433221100';
const EARLIER = 'abcdef0123456789abcdef0123456789abcdef01';
const LATER = 'def5678901234567890123456789012345678901';
const COMMENT_AT = '2025-01-02T03:04:05Z';
const NOW = new Date('2025-01-02T03:10:00Z');
const FAST = { retryBaseMs: 1, spaceWrites: false };
const MERGE = '3e26e'.repeat(8);
const PULL = { number: 12, headSha: HEAD, baseSha: BASE, headRef: 'sd-fast', mergeCommitSha: MERGE };
const ACTIVITY_ROUTE = 'GET /repos/{owner}/{repo}/activity';
const ACTIVITY_PATH = '/repos/nodejs/node/activity?ref=refs%2Fheads%2Fsd-fast&direction=desc&per_page=100';
// The branch as GitHub recorded it: created at EARLIER, HEAD pushed 4 minutes before the comment.
const BEFORE_COMMENT = [
  { ref: 'sd-fast', after: EARLIER, timestamp: '2025-01-02T02:00:00Z', activityType: 'branch_creation' },
  { ref: 'sd-fast', after: HEAD, timestamp: '2025-01-02T03:00:00Z' },
];
const PINNED = { prNumber: 12, method: 'merge', baseSha: BASE, headSha: HEAD, mergeSha: MERGE, mergeBaseSha: null,
  noMerge: null, baseRef: 'main', headRef: 'sd-fast', headRepo: 'nodejs/node', pinnedAt: '2025-01-02T03:10:00.000Z' };
const SUGGESTION = `nothing was run. If 1f0e3a9 is the commit you reviewed, comment again adding \`--sha ${HEAD}\` ` +
  'to the command';

/**
 * Pins #12 (or `request.prNumber`) with a stand-in started from `scenario`;
 * answers the pin or the refusal, and the requests the stand-in saw.
 */
async function pin(scenario, request = {}, timing = FAST) {
  const gh = await startGitHubStandIn({ repo: REPO, pulls: [PULL], activity: { [REPO]: BEFORE_COMMENT }, ...scenario });
  /** @type {number[]} */
  const waits = [];
  try {
    const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'nodejs', repo: 'node', timing,
      log: { warning: () => {}, debug: () => {} } });
    const result = await pinPullRequest({ github, prNumber: 12, commentCreatedAt: COMMENT_AT, commentId: 77,
      now: () => NOW, sleep: async (ms) => { waits.push(ms); }, ...request }).catch((error) => error);
    return { result, requests: gh.requests, waits };
  } finally {
    await gh.close();
  }
}

/** Asserts a PinError with exactly `message`, for the comment answered. */
function assertRefused(result, message) {
  assert.ok(result instanceof PinError, `expected a PinError, got ${result?.stack ?? JSON.stringify(result)}`);
  assert.equal(result.message, message);
  assert.deepEqual([result.prNumber, result.commentId], [12, 77]);
}

test('an unchanged head, last pushed before the comment, is pinned with the base and its test merge', async () => {
  const { result, requests, waits } = await pin({});
  assert.deepEqual(result, PINNED);
  // The pull request first; its events and its branch's activity then, side by side; the test merge last.
  const answered = requests.map((r) => `${r.path} ${r.status}`);
  assert.equal(answered[0], '/repos/nodejs/node/pulls/12 200');
  assert.deepEqual(answered.slice(1, 3).sort(), [`${ACTIVITY_PATH} 200`, '/repos/nodejs/node/issues/12/events?per_page=100 200']);
  assert.deepEqual(answered.slice(3), [`/repos/nodejs/node/git/commits/${MERGE} 200`]);
  assert.deepEqual(waits, []);
});

// ---- which two commits: the test merge, or the merge base ----------------------------------------

const TIP = '7e7e'.repeat(10);
const FORK_POINT = 'f0f0'.repeat(10);
// The base branch moved on from BASE (where the PR branched) to TIP; GitHub's test merge is TIP + HEAD.
const MOVED = { [BASE]: [FORK_POINT], [TIP]: [BASE], [HEAD]: [FORK_POINT], [FORK_POINT]: [], [MERGE]: [TIP, HEAD] };

test('the base branch moved on: the test merge\'s first parent, its tip, is the base, not the API\'s base.sha', async () => {
  const { result } = await pin({ graph: MOVED });
  assert.deepEqual(result, { ...PINNED, baseSha: TIP });
});

test('GitHub still computing the test merge: asked again until it answers', async () => {
  const { result, waits, requests } = await pin({ pulls: [{ ...PULL, mergeable: 'pending' }], graph: MOVED });
  assert.deepEqual(result, { ...PINNED, baseSha: TIP });
  assert.deepEqual(waits, [2000]);
  assert.equal(requests.filter((r) => r.path === '/repos/nodejs/node/pulls/12').length, 2);
});

test('a conflict compares the head with its merge base, and says why', async () => {
  const { result, waits } = await pin({ pulls: [{ ...PULL, mergeable: false }], graph: MOVED });
  assert.deepEqual(result, { ...PINNED, method: 'merge-base', mergeSha: null, mergeBaseSha: FORK_POINT,
    noMerge: 'conflict' });
  assert.deepEqual(waits, [], 'a conflict is an answer: nothing to wait for');
});

test('a conflict is refused, with the reason and what to do, when the workflow asks for on-conflict: refuse', async () => {
  const { result, requests } = await pin({ pulls: [{ ...PULL, mergeable: false }], graph: MOVED },
    { onConflict: 'refuse' });
  assertRefused(result, '#12 does not merge cleanly into main, and this workflow compares only test merges ' +
    '(`on-conflict: refuse`); nothing was run. Merge or rebase onto main, then comment again');
  assert.ok(!requests.some((r) => r.path.includes('/compare/')));
});

test('a test merge of another head is never used: after the retries, the merge base, with the reason', async () => {
  const stale = { ...MOVED, [MERGE]: [TIP, EARLIER] };
  const { result, waits } = await pin({ graph: stale });
  assert.deepEqual(result, { ...PINNED, method: 'merge-base', mergeSha: null, mergeBaseSha: FORK_POINT,
    noMerge: 'stale-merge' });
  assert.deepEqual(waits, [2000, 2000, 2000, 2000]);
  const refused = await pin({ graph: stale }, { onConflict: 'refuse' });
  assertRefused(refused.result, "GitHub's test merge of #12 merged abcdef0, not the head 1f0e3a9, after 8 s, and this " +
    'workflow compares only test merges (`on-conflict: refuse`); nothing was run. Comment again in a minute');
});

test('the test merge or the merge base that cannot be read refuses, naming which', async () => {
  const merge = await pin({ failures: [{ route: 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}', status: 404 }] });
  assertRefused(merge.result, 'the test merge of #12 could not be read (the GitHub API answered 404); nothing was run');
  const base = await pin({ pulls: [{ ...PULL, mergeable: false }], graph: MOVED,
    failures: [{ route: 'GET /repos/{owner}/{repo}/compare/{basehead}', status: 404 }] });
  assertRefused(base.result, 'the merge base of #12 could not be read (the GitHub API answered 404); nothing was run');
});

test('a rate limit that outlasts the client\'s wait refuses, naming the rate limit, not a bare 403', async () => {
  const route = 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}';
  const secondary = await pin({ failures: [{ route, kind: 'secondary-rate-limit', retryAfter: 120 }] }, {},
    { ...FAST, maxRateLimitWaitMs: 0 });
  assertRefused(secondary.result, "the test merge of #12 could not be read (the GitHub API's secondary rate limit " +
    'held); nothing was run');
});

test('a push after the comment refuses, naming its time and who pushed', async () => {
  const { result } = await pin({
    pulls: [{ ...PULL, headSha: LATER }],
    activity: { [REPO]: [...BEFORE_COMMENT,
      { ref: 'sd-fast', after: LATER, timestamp: '2025-01-02T03:05:00Z', actor: 'mallory' }] },
  });
  assertRefused(result, 'the head of #12 moved after your comment (pushed at 2025-01-02T03:05:00Z by @mallory, ' +
    'now def5678); comment again to benchmark the new head');
});

test('names the first of several moves after the comment, a force push included', async () => {
  const { result } = await pin({
    activity: { [REPO]: [...BEFORE_COMMENT,
      { ref: 'sd-fast', after: LATER, timestamp: '2025-01-02T03:05:00Z', actor: 'mallory', activityType: 'force_push' },
      { ref: 'sd-fast', after: HEAD, timestamp: '2025-01-02T03:06:00Z', actor: null, activityType: 'force_push' }] },
  });
  // Back at HEAD, but what ran in between is not what was reviewed: the head moved.
  assertRefused(result, 'the head of #12 moved after your comment (force-pushed at 2025-01-02T03:05:00Z by ' +
    '@mallory, now 1f0e3a9); comment again to benchmark the new head');
});

test('a push a second before the comment is fine; one in the same second refuses (a second cannot be ordered)',
  async () => {
    const at = (timestamp) => ({ activity: { [REPO]: [{ ref: 'sd-fast', after: HEAD, timestamp, actor: 'bob' }] } });
    assert.deepEqual((await pin(at('2025-01-02T03:04:04Z'))).result, PINNED);
    assertRefused((await pin(at('2025-01-02T03:04:05Z'))).result, 'the head of #12 moved after your comment ' +
      '(pushed at 2025-01-02T03:04:05Z by @bob, now 1f0e3a9); comment again to benchmark the new head');
  });

test('compares times as instants, not as strings: offsets other than Z are placed right', async () => {
  const at = (timestamp) => ({ activity: { [REPO]: [{ ref: 'sd-fast', after: HEAD, timestamp, actor: 'bob' }] } });
  // 04:00+01:00 is 03:00Z, before the comment, although it sorts after it as a string.
  assert.deepEqual((await pin(at('2025-01-02T04:00:00+01:00'))).result, PINNED);
  // 02:30-01:00 is 03:30Z, after the comment, although it sorts before it as a string.
  assertRefused((await pin(at('2025-01-02T02:30:00-01:00'))).result, 'the head of #12 moved after your comment ' +
    '(pushed at 2025-01-02T02:30:00-01:00 by @bob, now 1f0e3a9); comment again to benchmark the new head');
});

test('a head_ref_force_pushed event after the comment refuses, even when the activity shows nothing after it',
  async () => {
    const { result } = await pin({
      events: { 12: [{ event: 'head_ref_force_pushed', createdAt: '2025-01-02T03:06:00Z', actor: 'bob' }] },
    });
    assertRefused(result, 'the head of #12 moved after your comment (force-pushed at 2025-01-02T03:06:00Z by @bob, ' +
      'now 1f0e3a9); comment again to benchmark the new head');
  });

test('a force push event before the comment, and other events after it, are fine', async () => {
  const { result } = await pin({
    events: { 12: [{ event: 'head_ref_force_pushed', createdAt: '2025-01-02T03:00:00Z', actor: 'bob' },
      { event: 'labeled', createdAt: '2025-01-02T03:07:00Z', actor: 'alice' }] },
  });
  assert.deepEqual(result, PINNED);
});

test('refuses when the newest push recorded is not the head: the head cannot be placed in time', async () => {
  // e.g. the activity lags a push that the pull request already shows
  const { result } = await pin({ pulls: [{ ...PULL, headSha: LATER }] });
  assertRefused(result, 'cannot tell whether the head of #12 moved after your comment: the newest push GitHub ' +
    'records to nodejs/node:sd-fast (at 2025-01-02T03:00:00Z) made it 1f0e3a9, not the head def5678; nothing was ' +
    `run. If def5678 is the commit you reviewed, comment again adding \`--sha ${LATER}\` to the command`);
});

test('refuses when no push to the branch is recorded at all', async () => {
  const { result } = await pin({ activity: { [REPO]: [] } });
  assertRefused(result, 'cannot tell whether the head of #12 moved after your comment: GitHub records no push to ' +
    `nodejs/node:sd-fast; ${SUGGESTION}`);
});

test('--sha that is not the head refuses, before reading any history', async () => {
  const { result, requests } = await pin({}, { requestedSha: BASE });
  assertRefused(result, '`--sha 9d8c7b6` is not the head of #12 (the head is 1f0e3a9); nothing was run');
  assert.deepEqual(requests.map((r) => r.path), ['/repos/nodejs/node/pulls/12']);
});

test('--sha equal to the head is enough when the activity cannot be read (404)', async () => {
  const { result, requests } = await pin({ failures: [{ route: ACTIVITY_ROUTE, status: 404 }] },
    { requestedSha: HEAD });
  assert.deepEqual(result, PINNED);
  assert.deepEqual(requests.filter((r) => r.route === ACTIVITY_ROUTE).map((r) => r.status), [404]);
});

test('--sha equal to the head does not excuse a push recorded after the comment', async () => {
  const { result } = await pin({ activity: { [REPO]: [...BEFORE_COMMENT,
    { ref: 'sd-fast', after: HEAD, timestamp: '2025-01-02T03:05:00Z', actor: 'mallory', activityType: 'force_push' }] },
  }, { requestedSha: HEAD });
  assertRefused(result, 'the head of #12 moved after your comment (force-pushed at 2025-01-02T03:05:00Z by ' +
    '@mallory, now 1f0e3a9); comment again to benchmark the new head');
});

test('without --sha, activity that cannot be read (404, e.g. a private fork) refuses and suggests --sha', async () => {
  const { result } = await pin({ failures: [{ route: ACTIVITY_ROUTE, status: 404 }] });
  assertRefused(result, 'cannot tell whether the head of #12 moved after your comment: the pushes to ' +
    `nodejs/node:sd-fast could not be read (the GitHub API answered 404); ${SUGGESTION}`);
});

test('events that cannot be read (403) refuse too, unless --sha names the head', async () => {
  const failures = [{ route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/events', status: 403 }];
  assertRefused((await pin({ failures })).result, 'cannot tell whether the head of #12 moved after your comment: ' +
    `the events of #12 could not be read (the GitHub API answered 403); ${SUGGESTION}`);
  assert.deepEqual((await pin({ failures }, { requestedSha: HEAD })).result, PINNED);
});

test('a closed pull request refuses', async () => {
  const { result, requests } = await pin({ pulls: [{ ...PULL, state: 'closed' }] });
  assertRefused(result, '#12 is closed; nothing was run');
  assert.equal(requests.length, 1);
});

test('a pull request that cannot be read refuses, saying how the API answered', async () => {
  const { result } = await pin({ pulls: [] });
  assertRefused(result, '#12 could not be read (the GitHub API answered 404); nothing was run');
});

test("a fork's pull request is checked against the fork's branch, not the base repository's", async () => {
  const { result, requests } = await pin({
    pulls: [{ ...PULL, headRepo: 'someone/node', user: 'someone' }],
    activity: {
      'someone/node': BEFORE_COMMENT,
      // The same branch name in the base repository, pushed after the comment: not the pull request's head.
      [REPO]: [{ ref: 'sd-fast', after: LATER, timestamp: '2025-01-02T03:05:00Z', actor: 'alice' }],
    },
  });
  assert.deepEqual(result, { ...PINNED, headRepo: 'someone/node' });
  assert.deepEqual(requests.filter((r) => r.route === ACTIVITY_ROUTE).map((r) => r.path),
    ['/repos/someone/node/activity?ref=refs%2Fheads%2Fsd-fast&direction=desc&per_page=100']);
});

test("a fork's push after the comment refuses", async () => {
  const { result } = await pin({
    pulls: [{ ...PULL, headRepo: 'someone/node', user: 'someone', headSha: LATER }],
    activity: { 'someone/node': [...BEFORE_COMMENT,
      { ref: 'sd-fast', after: LATER, timestamp: '2025-01-02T03:08:00Z', actor: 'someone' }] },
  });
  assertRefused(result, 'the head of #12 moved after your comment (pushed at 2025-01-02T03:08:00Z by @someone, ' +
    'now def5678); comment again to benchmark the new head');
});

test('a deleted head repository cannot be placed in time: refused without --sha, pinned with it', async () => {
  const scenario = { pulls: [{ ...PULL, headRepo: null }] };
  const { result, requests } = await pin(scenario);
  assertRefused(result, 'cannot tell whether the head of #12 moved after your comment: the head repository of #12 ' +
    `was deleted, so the pushes to it cannot be read; ${SUGGESTION}`);
  assert.equal(requests.filter((r) => r.route === ACTIVITY_ROUTE).length, 0);
  assert.deepEqual((await pin(scenario, { requestedSha: HEAD })).result, { ...PINNED, headRepo: null });
});

test('a 502 from each route, once, is retried and the head still pinned', async () => {
  const failures = ['GET /repos/{owner}/{repo}/pulls/{pull_number}', ACTIVITY_ROUTE,
    'GET /repos/{owner}/{repo}/issues/{issue_number}/events'].map((route) => ({ route, status: 502, times: 1 }));
  const { result, requests } = await pin({ failures });
  assert.deepEqual(result, PINNED);
  const statuses = (route) => requests.filter((r) => r.route === route).map((r) => r.status);
  assert.deepEqual(failures.map((f) => statuses(f.route)), [[502, 200], [502, 200], [502, 200]]);
});

test('a pull_request or workflow_dispatch run pins the current head without reading its history', async () => {
  const { result, requests } = await pin({}, { commentCreatedAt: null, commentId: null });
  assert.deepEqual(result, PINNED);
  assert.deepEqual(requests.map((r) => r.path), ['/repos/nodejs/node/pulls/12', `/repos/nodejs/node/git/commits/${MERGE}`],
    'the pull request and its test merge: no events, no activity');
  assert.deepEqual((await pin({}, { commentCreatedAt: null, requestedSha: HEAD })).result, PINNED);
});

test("a pull_request run refuses when the event's head is no longer the head", async () => {
  const { result } = await pin({ pulls: [{ ...PULL, headSha: LATER }] },
    { commentCreatedAt: null, requestedSha: HEAD });
  assertRefused(result, '1f0e3a9, the commit this run was started for, is no longer the head of #12 (the head is ' +
    'def5678); nothing was run');
});

test('our own mistakes are TypeErrors, not replies', async () => {
  for (const request of [{ prNumber: 0 }, { requestedSha: 'ABC' }, { commentCreatedAt: 'yesterday' }]) {
    const { result, requests } = await pin({}, request);
    assert.ok(result instanceof TypeError, String(result));
    assert.equal(requests.length, 0);
  }
});

test('a time GitHub gives without its zone cannot be placed: refused without --sha, pinned with it', async () => {
  // Date.parse would read 03:05:00 as local time; it is neither before nor after the comment.
  const scenario = { activity: { [REPO]: [{ ref: 'sd-fast', after: HEAD, timestamp: '2025-01-02T03:05:00' }] } };
  assertRefused((await pin(scenario)).result, 'cannot tell whether the head of #12 moved after your comment: ' +
    `GitHub gave a time that cannot be read ("2025-01-02T03:05:00"); ${SUGGESTION}`);
  assert.deepEqual((await pin(scenario, { requestedSha: HEAD })).result, PINNED);
});

test('a push while GitHub computes the test merge refuses: the merge read later would be of another head', async () => {
  const gh = await startGitHubStandIn({ repo: REPO, pulls: [{ ...PULL, mergeable: 'pending' }],
    activity: { [REPO]: BEFORE_COMMENT } });
  try {
    const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'nodejs', repo: 'node', timing: FAST,
      log: { warning: () => {}, debug: () => {} } });
    const pushed = async () => { Object.assign(/** @type {any} */ (gh.state.pulls.get(12)), { headSha: LATER }); };
    const result = await pinPullRequest({ github, prNumber: 12, commentCreatedAt: COMMENT_AT, commentId: 77,
      now: () => NOW, sleep: pushed }).catch((error) => error);
    assertRefused(result, 'the head of #12 moved while its test merge was read (now def5678); comment again to ' +
      'benchmark the new head');
  } finally {
    await gh.close();
  }
});
