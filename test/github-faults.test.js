// src/github/client.js when GitHub's API is not answering as it should: rate
// limits (primary and secondary, as https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api
// says to wait them out), a request that never answers, and a refusal that
// is really about the token. Real HTTP against the stand-in on loopback; only
// the waiting is injected (a clock that moves when the client sleeps), so a
// ten-minute wait takes no time and is asserted exactly.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createGitHub } from '../src/github/client.js';
import { upsertSticky } from '../src/report/sticky.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';

const TOKEN = 'ghs_StandInSecret0123456789abcdefABCDEF';
const HEAD = '1f0e3a9c5b7d2e4f6a8c0b1d3e5f7a9b2c4d6e8f';
const BASE = '9d8c7b6a5f4e3d2c1b0a99887766554433221100';
const PULL = { number: 12, headSha: HEAD, baseSha: BASE };
const MARKER = '<!-- node-benchmark-action: string_decoder -->';
const START = Date.parse('2025-01-02T03:04:05Z');
const MINUTE = 60_000;
const ROUTE = {
  pull: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  listComments: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  createComment: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  updateComment: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
};
const SECONDARY_MESSAGE = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';

/** A clock that only moves when the client sleeps, and the sleeps it was asked for, in ms. */
function fakeTime() {
  let now = START;
  /** @type {number[]} */
  const sleeps = [];
  return {
    sleeps,
    now: () => now,
    /** @param {number} ms */
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

function recordingLog() {
  /** @type {string[]} */
  const lines = [];
  return { lines, warning: (m) => lines.push(`warning: ${m}`), debug: () => {} };
}

/**
 * The stand-in on the fake clock, and a client of it that sleeps on that clock.
 * @param {{ failures: import('./helpers/github-stand-in.js').Failure[], comments?: { issueNumber: number, body: string,
 *   user?: string }[] }} options
 * @param {(setup: { gh: Awaited<ReturnType<typeof startGitHubStandIn>>, github: ReturnType<typeof createGitHub>,
 *   time: ReturnType<typeof fakeTime>, log: ReturnType<typeof recordingLog> }) => Promise<void>} body
 * @param {Partial<import('../src/github/client.js').Timing>} [timing]
 */
async function withFaults({ failures, comments = [] }, body, timing = {}) {
  const time = fakeTime();
  const gh = await startGitHubStandIn({ repo: 'nodejs/node', pulls: [PULL], failures, comments,
    now: () => new Date(time.now()) });
  const log = recordingLog();
  const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'nodejs', repo: 'node', log,
    timing: { retryBaseMs: 1, spaceWrites: false, sleep: time.sleep, now: time.now, ...timing } });
  try {
    await body({ gh, github, time, log });
  } finally {
    await gh.close();
  }
}

/** @param {{ requests: { status: number }[] }} gh */
const statuses = (gh) => gh.requests.map((r) => r.status);

/** @param {Promise<unknown>} promise */
const rejection = (promise) => promise.then(() => assert.fail('expected a rejection'), (error) => error);

describe('GitHub API rate limits', () => {
  test('waits the retry-after seconds of a secondary rate limit (403 or 429), then asks again', async () => {
    const limits = [
      { kind: /** @type {const} */ ('secondary-rate-limit'), retryAfter: 30 },
      { kind: /** @type {const} */ ('secondary-rate-limit'), retryAfter: 30, status: 429 },
      // No message about rate limits: the header alone says what it is.
      { status: 403, message: 'Forbidden', headers: { 'retry-after': '30' } },
    ];
    for (const limit of limits) {
      await withFaults({ failures: [{ route: ROUTE.createComment, times: 1, ...limit }] }, async ({ gh, github, time, log }) => {
        const created = await github.createComment(12, 'results');
        assert.equal(created.id, gh.state.comments[0].id);
        assert.deepEqual(statuses(gh), [limit.status ?? 403, 201], JSON.stringify(limit));
        assert.deepEqual(time.sleeps, [30_000], JSON.stringify(limit));
        assert.deepEqual(log.lines, ['warning: GitHub API: a secondary rate limit on POST ' +
          `/repos/nodejs/node/issues/12/comments (${limit.status ?? 403}): waiting 30 s, as GitHub asks, before retry 1`]);
      });
    }
  });

  test('waits a minute for a secondary rate limit without retry-after, doubling each time it is met again', async () => {
    const failures = [{ route: ROUTE.pull, kind: /** @type {const} */ ('secondary-rate-limit'), retryAfter: null, times: 3 }];
    await withFaults({ failures }, async ({ gh, github, time }) => {
      assert.equal((await github.getPullRequest(12)).headSha, HEAD);
      assert.deepEqual(statuses(gh), [403, 403, 403, 200]);
      assert.deepEqual(time.sleeps, [MINUTE, 2 * MINUTE, 4 * MINUTE]);
    });
  });

  test('a secondary limit that never clears: gives up within the bound, saying which request met which limit', async () => {
    const failures = [{ route: ROUTE.createComment, kind: /** @type {const} */ ('secondary-rate-limit'), retryAfter: null }];
    await withFaults({ failures }, async ({ gh, github, time }) => {
      const error = await rejection(github.createComment(12, 'results'));
      // 1 + 2 + 4 minutes waited; 8 more would pass the 10-minute bound.
      assert.deepEqual(time.sleeps, [MINUTE, 2 * MINUTE, 4 * MINUTE]);
      assert.deepEqual(statuses(gh), [403, 403, 403, 403]);
      assert.equal(error.message, `GitHub API: creating a comment on #12 failed with 403 (${SECONDARY_MESSAGE}) on ` +
        'POST /repos/nodejs/node/issues/12/comments: a secondary rate limit (too many requests in a short time), ' +
        'still in force after waiting 7 min; waiting 8 min more would pass the 10 min limit on waiting for rate limits');
      assert.equal(error.kind, 'secondary-rate-limit');
      assert.equal(error.status, 403);
      assert.deepEqual(gh.state.comments, []);
    });
  });

  test('the bound on waiting is the client\'s option, shared by all its requests', async () => {
    const failures = [{ route: ROUTE.pull, kind: /** @type {const} */ ('secondary-rate-limit'), retryAfter: 90 }];
    await withFaults({ failures }, async ({ github, time }) => {
      const first = await rejection(github.getPullRequest(12));
      assert.match(first.message, /still in force after waiting 3 min; waiting 90 s more would pass the 4 min limit/);
      const second = await rejection(github.getPullRequest(12));
      assert.match(second.message, /: a secondary rate limit .*; waiting 90 s more would pass the 4 min limit on waiting/);
      assert.deepEqual(time.sleeps, [90_000, 90_000]);
    }, { maxRateLimitWaitMs: 4 * MINUTE });
  });

  test('waits until x-ratelimit-reset when the primary rate limit is used up, then asks again', async () => {
    const failures = [{ route: ROUTE.pull, kind: /** @type {const} */ ('rate-limit'), resetAfter: 20, times: 1 }];
    await withFaults({ failures }, async ({ gh, github, time, log }) => {
      assert.equal((await github.getPullRequest(12)).number, 12);
      assert.deepEqual(statuses(gh), [403, 200]);
      // The reset is in whole seconds: one more is waited, so as not to ask a moment early.
      assert.deepEqual(time.sleeps, [21_000]);
      assert.deepEqual(log.lines, ['warning: GitHub API: the primary rate limit on GET /repos/nodejs/node/pulls/12 ' +
        '(403): waiting 21 s, until it resets at 2025-01-02T03:04:25Z, before retry 1']);
    });
  });

  test('a primary limit that resets later than the bound: fails at once, saying when it resets', async () => {
    const failures = [{ route: ROUTE.pull, kind: /** @type {const} */ ('rate-limit'), resetAfter: 3600 }];
    await withFaults({ failures }, async ({ gh, github, time }) => {
      const error = await rejection(github.getPullRequest(12));
      assert.deepEqual(time.sleeps, []);
      assert.deepEqual(statuses(gh), [403]);
      assert.equal(error.message, 'GitHub API: getting pull request #12 failed with 403 (API rate limit exceeded for ' +
        'installation ID 1.) on GET /repos/nodejs/node/pulls/12: the primary rate limit (requests per hour) is used up ' +
        'until 2025-01-02T04:04:05Z; waiting until then (60 min) would pass the 10 min limit on waiting for rate limits');
      assert.equal(error.kind, 'rate-limit');
      assert.deepEqual(error.resetsAt, new Date('2025-01-02T04:04:05Z'));
    });
  });

  test('a limit that keeps coming back after short waits is given up after 5 retries', async () => {
    const failures = [{ route: ROUTE.pull, kind: /** @type {const} */ ('secondary-rate-limit'), retryAfter: 1 }];
    await withFaults({ failures }, async ({ gh, github, time }) => {
      const error = await rejection(github.getPullRequest(12));
      assert.deepEqual(time.sleeps, [1000, 1000, 1000, 1000, 1000]);
      assert.equal(gh.requests.length, 6);
      assert.match(error.message, /: a secondary rate limit \(too many requests in a short time\), still in force after 5 retries$/);
    });
  });
});

describe('GitHub API requests that get no answer', () => {
  test('a request that never answers times out, and the error names the request and the wait', async () => {
    const failures = [{ route: ROUTE.pull, kind: /** @type {const} */ ('no-answer') }];
    await withFaults({ failures }, async ({ gh, github }) => {
      const started = Date.now();
      const error = await rejection(github.getPullRequest(12));
      assert.equal(error.message, 'GitHub API: getting pull request #12 failed: GET /repos/nodejs/node/pulls/12 got no ' +
        'answer within 0.2 s (4 tries)');
      assert.equal(error.kind, 'timeout');
      assert.equal(error.status, undefined);
      // Timed out and retried like any lost connection: 4 tries of 0.2 s, nothing more.
      assert.equal(gh.requests.length, 4);
      // Not a performance limit: without the per-try timeout this would wait for ever (about 1 s is expected).
      assert.ok(Date.now() - started < 30_000, `took ${Date.now() - started} ms`);
    }, { timeoutMs: 200 });
  });

  test('the timeout is per try: a slow first answer does not use up the second try\'s time', async () => {
    const failures = [{ route: ROUTE.pull, kind: /** @type {const} */ ('no-answer'), times: 1 }];
    await withFaults({ failures }, async ({ gh, github }) => {
      assert.equal((await github.getPullRequest(12)).number, 12);
      assert.deepEqual(statuses(gh), [0, 200]);
    }, { timeoutMs: 200 });
  });
});

describe('a refusal that is about the token', () => {
  test('a real permission 403 is not retried and is still the read-only token of a fork', async () => {
    const failures = [{ route: ROUTE.createComment, status: 403 }];
    await withFaults({ failures }, async ({ gh, github, time }) => {
      const error = await rejection(github.createComment(12, 'results'));
      assert.equal(error.message, 'GitHub API: creating a comment on #12 failed with 403 (Resource not accessible by ' +
        'integration) on POST /repos/nodejs/node/issues/12/comments: the token does not have the permission');
      assert.equal(error.kind, 'permission');
      assert.deepEqual(statuses(gh), [403]);
      assert.deepEqual(time.sleeps, []);

      const log = { warning: (/** @type {string} */ m) => lines.push(m) };
      /** @type {string[]} */
      const lines = [];
      const sticky = await upsertSticky({ github, log, prNumber: 12, marker: MARKER, body: 'results' });
      assert.equal(sticky.commentUrl, null);
      assert.match(String(sticky.reason), /: a fork's pull request gets a read-only token; the results go to the job summary/);
    });
  });

  // The step must fail rather than leave the comment at its last state, and
  // its message must not blame a fork: src/report/sticky.js reads `kind`.
  test('a comment write that meets a rate limit fails the step; the comment is not called read-only', async () => {
    const comments = [{ issueNumber: 12, body: `${MARKER}\nqueued`, user: 'github-actions[bot]' }];
    const failures = [{ route: ROUTE.updateComment, kind: /** @type {const} */ ('secondary-rate-limit'), retryAfter: null }];
    await withFaults({ failures, comments }, async ({ gh, github }) => {
      /** @type {string[]} */
      const warnings = [];
      const write = upsertSticky({ github, log: { warning: (m) => warnings.push(m) }, prNumber: 12, marker: MARKER,
        body: 'results' });
      await assert.rejects(write, { kind: 'secondary-rate-limit', message: /a secondary rate limit/ });
      assert.deepEqual(warnings.filter((line) => line.includes('read-only')), []);
      assert.equal(gh.state.comments[0].body, `${MARKER}\nqueued`);
    });
  });

  test('only a refusal is a permission error: rate limits, timeouts and outages say what they are', async () => {
    /** @type {[Omit<import('./helpers/github-stand-in.js').Failure, 'route'>, string][]} */
    const cases = [
      [{ kind: 'secondary-rate-limit', retryAfter: null }, 'secondary-rate-limit'],
      [{ kind: 'rate-limit', resetAfter: 3600 }, 'rate-limit'],
      [{ status: 429 }, 'secondary-rate-limit'],
      [{ kind: 'no-answer' }, 'timeout'],
      [{ status: 502 }, 'http'],
      [{ status: 404 }, 'not-found'],
      [{ status: 403, message: 'Must have admin rights to Repository.' }, 'permission'],
    ];
    for (const [failure, kind] of cases) {
      // A short timeout only where no answer comes: an answer need not beat a 0.2 s deadline on a busy machine.
      await withFaults({ failures: [{ route: ROUTE.createComment, ...failure }] }, async ({ github }) => {
        const error = await rejection(github.createComment(12, 'results'));
        assert.equal(error.kind, kind, JSON.stringify(failure));
      }, kind === 'timeout' ? { timeoutMs: 200 } : {});
    }
  });
});
