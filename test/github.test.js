// src/github/client.js against the local GitHub stand-in, and the stand-in against
// GitHub's own OpenAPI description (@octokit/openapi), so that what passes
// here would pass against api.github.com.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { inspect } from 'node:util';
import { createGitHub } from '../src/github/client.js';
import { startGitHubStandIn, ROUTES } from './helpers/github-stand-in.js';

const TOKEN = 'ghs_StandInSecret0123456789abcdefABCDEF';
const REPO = 'nodejs/node';
const HEAD = '1f0e3a9c5b7d2e4f6a8c0b1d3e5f7a9b2c4d6e8f';
const BASE = '9d8c7b6a5f4e3d2c1b0a99887766554433221100';
const MARKER = '<!-- node-benchmark-action: string_decoder -->';
// Waits for rate limits take no time here; test/github-faults.test.js times them.
const FAST = { retryBaseMs: 1, spaceWrites: false, sleep: async () => {} };
const PULL = { number: 12, headSha: HEAD, baseSha: BASE, headRef: 'sd-fast', updatedAt: '2025-01-02T03:04:05Z' };
const ROUTE = {
  pull: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  permission: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
  listComments: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  createComment: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  activity: 'GET /repos/{owner}/{repo}/activity',
};

function recordingLog() {
  const lines = [];
  return { lines, warning: (m) => lines.push(`warning: ${m}`), debug: (m) => lines.push(`debug: ${m}`) };
}

/** @param {{ url: string }} gh */
function client(gh, { log = recordingLog(), token = TOKEN } = {}) {
  return createGitHub({ token, baseUrl: gh.url, owner: 'nodejs', repo: 'node', log, timing: FAST });
}

async function withStandIn(options, body) {
  const gh = await startGitHubStandIn({ repo: REPO, pulls: [PULL], ...options });
  try {
    await body(gh);
  } finally {
    await gh.close();
  }
}

const hits = (gh, route) => gh.requests.filter((r) => r.route === route).length;

// ---------------------------------------------------------------- contract

const openapi = JSON.parse(fs.readFileSync(
  createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json'), 'utf8'));

function resolve(schema) {
  let current = schema;
  while (current?.$ref) {
    current = current.$ref.slice(2).split('/')
      .reduce((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], openapi);
  }
  return current;
}

function typeOf(value) {
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/**
 * Where `value` lacks what `schema` requires: required properties (nested
 * objects and array items included), nulls where not nullable, types, enums.
 * @returns {string[]}
 */
function schemaProblems(schema, value, path = '$') {
  const s = resolve(schema);
  if (!s) return [];
  if (value === null) return s.nullable ? [] : [`${path} is null`];
  if (s.allOf) return s.allOf.flatMap((part) => schemaProblems(part, value, path));
  const variants = s.anyOf ?? s.oneOf;
  if (variants) {
    const results = variants.map((variant) => schemaProblems(variant, value, path));
    return results.some((r) => r.length === 0) ? []
      : [`${path} matches none of its ${variants.length} variants, e.g. ${results[0].join('; ')}`];
  }
  const type = typeOf(value);
  if (s.type && !(s.type === type || (s.type === 'number' && type === 'integer'))) {
    return [`${path} is ${type}, expected ${s.type}`];
  }
  if (s.enum && !s.enum.includes(value)) return [`${path} is ${JSON.stringify(value)}, not one of ${s.enum}`];
  if (type === 'array') return value.flatMap((item, i) => schemaProblems(s.items, item, `${path}[${i}]`));
  if (type !== 'object') return [];
  const missing = (s.required ?? []).filter((key) => !(key in value)).map((key) => `${path}.${key} is missing`);
  return missing.concat(Object.entries(value).flatMap(([key, item]) =>
    (s.properties?.[key] ? schemaProblems(s.properties[key], item, `${path}.${key}`) : [])));
}

function operation(route) {
  const [method, path] = route.split(' ');
  return openapi.paths[path]?.[method.toLowerCase()];
}

/** The documented JSON schema of `route`'s answer with `status`, if any. */
function responseSchema(route, status) {
  const response = resolve(operation(route)?.responses?.[String(status)]);
  return response && (response.content?.['application/json']?.schema ?? null);
}

/**
 * Headers GitHub documents for an answer (e.g. Location after a 201) that
 * it lacks, and Link headers on operations GitHub does not page.
 */
function headerProblems(requests) {
  return requests.flatMap((r) => {
    const documented = Object.keys(resolve(operation(r.route)?.responses?.[String(r.status)])?.headers ?? {})
      .map((name) => name.toLowerCase());
    const missing = documented.filter((name) => name !== 'link' && !(name in r.responseHeaders));
    const paged = 'link' in r.responseHeaders && !documented.includes('link') ? ['link'] : [];
    return [...missing.map((name) => `${r.method} ${r.path}: no ${name} header`),
      ...paged.map(() => `${r.method} ${r.path}: a Link header GitHub does not document`)];
  });
}

/** Every route answered, with success and documented failures, through plain HTTP. */
async function exerciseEveryRoute(gh) {
  const send = async (method, path, body) => {
    const response = await fetch(gh.url + path, { method, body: body && JSON.stringify(body),
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' } });
    return response.json();
  };
  const repo = `/repos/${REPO}`;
  await send('GET', `${repo}/pulls/12`);
  await send('GET', `${repo}/pulls/13`);
  await send('GET', `${repo}/pulls/14`);
  await send('GET', `${repo}/pulls/12/commits?per_page=2&page=2`);
  await send('GET', `${repo}/pulls/12/files`);
  await send('GET', `${repo}/collaborators/alice/permission`);
  await send('GET', `${repo}/collaborators/mallory/permission`);
  await send('GET', `${repo}/issues/12/events`);
  await send('POST', `${repo}/issues/12/comments`, { body: 'refused by the scripted 403' });
  const created = await send('POST', `${repo}/issues/12/comments`, { body: `${MARKER}\nqueued` });
  await send('POST', `${repo}/issues/12/comments`, { body: 'x'.repeat(65_537) });
  await send('GET', `${repo}/issues/12/comments?per_page=1&page=2`);
  await send('PATCH', `${repo}/issues/comments/${created.id}`, { body: `${MARKER}\ndone` });
  await send('POST', `${repo}/issues/comments/${created.id}/reactions`, { content: 'eyes' });
  await send('POST', `${repo}/issues/comments/${created.id}/reactions`, { content: 'eyes' });
  await send('GET', `${repo}/activity?ref=refs/heads/sd-fast&per_page=2`);
  const next = /<([^>]+)>; rel="next"/.exec(gh.requests.at(-1).responseHeaders.link);
  assert.ok(next, 'the activity has a next page');
  await send('GET', next[1].slice(gh.url.length));
  await send('GET', '/repos/someone/node/activity?ref=feature&activity_type=force_push');
  await send('GET', `${repo}/activity?activity_type=tag_push`);
  await send('GET', '/repos/private/node/activity');
  await send('GET', `${repo}/releases/tags/v1.0.0`);
  const release = await send('POST', `${repo}/releases`, { tag_name: 'v1.0.0', name: 'v1.0.0', body: 'notes' });
  await send('POST', `${repo}/releases`, { tag_name: 'v1.0.0' });
  await send('GET', `${repo}/releases/tags/v1.0.0`);
  await send('PATCH', `${repo}/releases/${release.id}`, { body: 'new notes' });
  const pull = gh.requests[0].response;
  await send('GET', `${repo}/git/commits/${pull.merge_commit_sha}`);
  await send('GET', `${repo}/compare/${BASE}...${HEAD}?per_page=1`);
  await send('GET', `${repo}/git/commits/${'0'.repeat(40)}`);
  await send('GET', `${repo}/commits/${HEAD}/pulls`);
  await send('GET', `${repo}/commits/${'0'.repeat(40)}/pulls`);
}

describe("the stand-in speaks GitHub's OpenAPI description", () => {
  test('serves only operations GitHub describes, with the same method and path template', () => {
    assert.deepEqual(ROUTES.filter((route) => !operation(route)), []);
  });

  test('answers every route with all the properties GitHub marks required', async () => {
    await withStandIn({
      pulls: [PULL, { number: 13, headSha: HEAD, baseSha: BASE, headRepo: 'someone/node', user: 'someone' },
        { number: 14, headSha: HEAD, baseSha: BASE, headRepo: 'octo/node', state: 'closed' }],
      permissions: { alice: 'maintain' },
      commits: { 12: [BASE, HEAD, 'abcdef0123456789abcdef0123456789abcdef01'] },
      files: { 12: [{ filename: 'lib/string_decoder.js' }, { filename: 'lib/a b.js', status: 'renamed',
        previousFilename: 'lib/a.js' }] },
      graph: { [HEAD]: [BASE] },
      events: { 12: [{ event: 'head_ref_force_pushed', createdAt: '2025-01-02T03:04:05Z', actor: 'bob' },
        { event: 'committed', createdAt: '2025-01-02T03:05:00Z', commitId: HEAD }] },
      comments: [{ issueNumber: 12, body: 'first', user: 'alice' }],
      activity: {
        'nodejs/node': [{ ref: 'sd-fast', after: BASE, timestamp: '2025-01-02T03:00:00Z', activityType: 'branch_creation' },
          { ref: 'sd-fast', after: HEAD, timestamp: '2025-01-02T03:01:00Z', actor: 'alice' },
          { ref: 'refs/heads/sd-fast', after: BASE, timestamp: '2025-01-02T03:02:00Z', activityType: 'force_push',
            actor: null },
          { ref: 'main', after: BASE, timestamp: '2025-01-02T03:03:00Z', activityType: 'pr_merge' }],
        'someone/node': [{ ref: 'feature', after: HEAD, timestamp: '2025-01-02T03:04:00Z', activityType: 'force_push' }],
      },
      failures: [{ route: ROUTE.createComment, status: 403, times: 1 }],
    }, async (gh) => {
      await exerciseEveryRoute(gh);
      const problems = gh.requests.flatMap((r) => {
        const schema = responseSchema(r.route, r.status);
        if (schema === undefined && r.status < 300) return [`${r.route}: ${r.status} is not documented`];
        return schema ? schemaProblems(schema, r.response).map((p) => `${r.method} ${r.path} ${r.status}: ${p}`) : [];
      });
      assert.deepEqual(problems, []);
      assert.deepEqual(headerProblems(gh.requests), []);
      const answered = new Set(gh.requests.filter((r) => r.status < 300).map((r) => r.route));
      assert.deepEqual(ROUTES.filter((route) => !answered.has(route)), []);
      assert.deepEqual(gh.requests.map((r) => r.status), [200, 200, 200, 200, 200, 200, 404, 200, 403, 201, 422, 200,
        200, 201, 200, 200, 200, 200, 422, 404, 404, 201, 422, 200, 200, 200, 200, 404, 200, 422]);
      assert.deepEqual(gh.requests.slice(15, 18).map((r) => r.response.map((a) => [a.activity_type, a.after])), [
        [['force_push', BASE], ['push', HEAD]], [['branch_creation', BASE]], [['force_push', HEAD]]]);
    });
  });

  test('the schema check finds a missing required property, a wrong type and a wrong enum value', () => {
    const schema = responseSchema(ROUTE.listComments, 200);
    const comment = { id: 1, node_id: 'IC_1', url: 'u', html_url: 'h', issue_url: 'i', user: null,
      created_at: 't', updated_at: 't', author_association: 'NONE' };
    assert.deepEqual(schemaProblems(schema, [comment]), []);
    /** @type {Partial<typeof comment>} */
    const lacking = { ...comment };
    delete lacking.html_url;
    assert.deepEqual(schemaProblems(schema, [lacking, { ...comment, id: '1', author_association: 'BOSS' }]), [
      '$[0].html_url is missing',
      '$[1].id is string, expected integer',
      '$[1].author_association is "BOSS", not one of COLLABORATOR,CONTRIBUTOR,FIRST_TIMER,' +
        'FIRST_TIME_CONTRIBUTOR,MANNEQUIN,MEMBER,NONE,OWNER',
    ]);
  });

  test('the schema check reaches nested objects: a pull request without head.repo.owner or base.sha', async () => {
    await withStandIn({}, async (gh) => {
      const response = await fetch(`${gh.url}/repos/${REPO}/pulls/12`, { headers: { authorization: `token ${TOKEN}` } });
      const pull = await response.json();
      const schema = responseSchema(ROUTE.pull, 200);
      assert.deepEqual(schemaProblems(schema, pull), []);
      delete pull.head.repo.owner;
      delete pull.base.sha;
      pull.head.repo.forks_count = null;
      assert.deepEqual(schemaProblems(schema, pull), ['$.head.repo.owner is missing',
        '$.head.repo.forks_count is null', '$.base.sha is missing']);
    });
  });

  test('pages a repository\'s activity by cursor, both ways, oldest first when asked, within a time period',
    async () => {
      const now = new Date('2025-01-09T00:00:00Z');
      const seeds = ['2025-01-01T00:00:00Z', '2025-01-08T01:00:00Z', '2025-01-08T02:00:00Z', '2025-01-08T03:00:00Z']
        .map((timestamp, i) => ({ ref: 'sd-fast', after: String(i).repeat(40), timestamp }));
      await withStandIn({ activity: { [REPO]: seeds }, now: () => now }, async (gh) => {
        const get = async (query) => {
          const response = await fetch(`${gh.url}/repos/${REPO}/activity?${query}`,
            { headers: { authorization: `token ${TOKEN}` } });
          const link = response.headers.get('link') ?? '';
          const cursors = Object.fromEntries([...link.matchAll(/[?&](after|before)=([^&>]+)[^,]*rel="(\w+)"/g)]
            .map(([, key, value, rel]) => [rel, `${key}=${value}`]));
          return { afters: (await response.json()).map((a) => a.after[0]), cursors };
        };
        const first = await get('per_page=2');
        assert.deepEqual(first.afters, ['3', '2']);
        assert.deepEqual(Object.keys(first.cursors), ['next']);
        const second = await get(`per_page=2&${first.cursors.next}`);
        assert.deepEqual(second.afters, ['1', '0']);
        assert.deepEqual(Object.keys(second.cursors), ['prev']);
        assert.deepEqual((await get(`per_page=2&${second.cursors.prev}`)).afters, ['3', '2']);
        assert.deepEqual((await get('direction=asc')).afters, ['0', '1', '2', '3']);
        assert.deepEqual((await get('time_period=day')).afters, ['3', '2', '1']);
        assert.deepEqual((await get('ref=other')).afters, []);
      });
    });

  test('answers 401 to a request without an authorization header', async () => {
    await withStandIn({}, async (gh) => {
      const response = await fetch(`${gh.url}/repos/${REPO}/pulls/12`);
      assert.equal(response.status, 401);
      assert.equal((await response.json()).message, 'Requires authentication');
    });
  });
});

// ---------------------------------------------------------------- behaviour

describe('createGitHub', () => {
  test('reads a pull request from the same repository as not a fork', async () => {
    await withStandIn({}, async (gh) => {
      assert.deepEqual(await client(gh).getPullRequest(12), {
        number: 12, state: 'open', headSha: HEAD, headRef: 'sd-fast', headRepoFullName: 'nodejs/node',
        baseSha: BASE, baseRef: 'main', updatedAt: '2025-01-02T03:04:05Z', isFork: false,
        mergeable: true, mergeCommitSha: gh.requests[0].response.merge_commit_sha,
      });
      assert.match(gh.requests[0].response.merge_commit_sha, /^[0-9a-f]{40}$/);
      assert.equal(gh.requests[0].path, '/repos/nodejs/node/pulls/12');
      assert.match(String(gh.requests[0].headers['user-agent']), /^node-benchmark-action /);
    });
  });

  test("lists a pull request's changed files page by page, renames with their old name, and stops at maxFiles",
    async () => {
      /** @type {{ filename: string, status?: string, previousFilename?: string }[]} */
      const files = Array.from({ length: 230 }, (_, i) => ({ filename: `lib/f${i}.js` }));
      files[5] = { filename: 'lib/new name.js', status: 'renamed', previousFilename: 'lib/old.js' };
      await withStandIn({ files: { 12: files } }, async (gh) => {
        const github = client(gh);
        const all = await github.listPullRequestFiles(12);
        assert.equal(all.files.length, 230);
        assert.equal(all.truncated, false);
        assert.deepEqual(all.files.slice(4, 6), [
          { filename: 'lib/f4.js', status: 'modified', previousFilename: null },
          { filename: 'lib/new name.js', status: 'renamed', previousFilename: 'lib/old.js' }]);
        assert.equal(gh.requests.length, 3, 'three pages of 100');
        const some = await github.listPullRequestFiles(12, { maxFiles: 150 });
        assert.deepEqual([some.files.length, some.truncated, some.files.at(-1)?.filename], [150, true, 'lib/f149.js']);
        assert.equal(gh.requests.length, 5, 'no page after the one that reached maxFiles');
      });
    });

  test('reads a test merge\'s parents and a merge base; GitHub computing mergeability first answers null', async () => {
    const MERGE = 'feed'.repeat(10);
    const ROOT = 'a0'.repeat(20);
    await withStandIn({
      pulls: [{ ...PULL, mergeCommitSha: MERGE, mergeable: 'pending' }, { ...PULL, number: 13, mergeable: false }],
      graph: { [BASE]: [ROOT], [HEAD]: [ROOT], [ROOT]: [] },
    }, async (gh) => {
      const github = client(gh);
      const first = await github.getPullRequest(12);
      assert.deepEqual([first.mergeable, first.mergeCommitSha], [null, null]);
      const again = await github.getPullRequest(12);
      assert.deepEqual([again.mergeable, again.mergeCommitSha], [true, MERGE]);
      assert.deepEqual(await github.getCommitParents(MERGE), { sha: MERGE, parents: [BASE, HEAD] });
      assert.equal(await github.getMergeBase(BASE, HEAD), ROOT);
      assert.equal(gh.requests.at(-1)?.path, `/repos/${REPO}/compare/${BASE}...${HEAD}?per_page=1`);
      const conflict = await github.getPullRequest(13);
      assert.deepEqual([conflict.mergeable, conflict.mergeCommitSha], [false, null]);
      await assert.rejects(github.getCommitParents('0'.repeat(40)), { status: 404 });
    });
  });

  test("finds the pull request that brought a commit: the merged one whose merge commit it is; none for a direct push",
    async () => {
      const MERGED = 'beef'.repeat(10);
      const DIRECT = 'cafe'.repeat(10);
      await withStandIn({
        pulls: [{ ...PULL, number: 20, headSha: MERGED }, { ...PULL, number: 21, headSha: HEAD, state: 'closed',
          mergeCommitSha: MERGED, mergedAt: '2025-01-03T00:00:00Z' }],
        graph: { [MERGED]: [BASE], [DIRECT]: [MERGED], [BASE]: [] },
      }, async (gh) => {
        const github = client(gh);
        // #20 holds the commit too (an open pull request whose head it is), but #21 merged it.
        assert.equal(await github.getPullRequestOfCommit(MERGED), 21);
        assert.equal(await github.getPullRequestOfCommit(DIRECT), null);
        await assert.rejects(github.getPullRequestOfCommit('0'.repeat(40)), { status: 422 });
      });
    });

  test('reads a pull request from another repository, or a deleted one, as a fork', async () => {
    await withStandIn({ pulls: [{ ...PULL, headRepo: 'someone/node' }, { ...PULL, number: 13, headRepo: null }] },
      async (gh) => {
        const github = client(gh);
        const fork = await github.getPullRequest(12);
        assert.deepEqual([fork.headRepoFullName, fork.isFork], ['someone/node', true]);
        const deleted = await github.getPullRequest(13);
        assert.deepEqual([deleted.headRepoFullName, deleted.isFork], [null, true]);
      });
  });

  test('reads a commenter\'s permission and role; someone who is not a collaborator (404) has none', async () => {
    await withStandIn({ permissions: { alice: 'maintain', bob: 'triage' } }, async (gh) => {
      const github = client(gh);
      assert.deepEqual(await github.getCommenterPermission('alice'), { permission: 'write', roleName: 'maintain' });
      assert.deepEqual(await github.getCommenterPermission('bob'), { permission: 'read', roleName: 'triage' });
      assert.deepEqual(await github.getCommenterPermission('mallory'), { permission: 'none', roleName: 'none' });
      assert.equal(gh.requests[2].status, 404);
    });
  });

  test('throws on any other permission error, so that the caller fails closed', async () => {
    await withStandIn({ permissions: { alice: 'admin' }, failures: [{ route: ROUTE.permission, status: 403 }] },
      async (gh) => {
        await assert.rejects(client(gh).getCommenterPermission('alice'), {
          message: 'GitHub API: reading the permission of @alice failed with 403 (Resource not accessible by integration) ' +
            'on GET /repos/nodejs/node/collaborators/alice/permission: the token does not have the permission',
          status: 403,
        });
      });
  });

  test('lists all 120 commits of a pull request over two pages of 100', async () => {
    const shas = Array.from({ length: 120 }, (_, i) => i.toString(16).padStart(40, '0'));
    await withStandIn({ commits: { 12: shas } }, async (gh) => {
      assert.deepEqual(await client(gh).listPullRequestCommits(12), shas.map((sha) => ({ sha })));
      assert.deepEqual(gh.requests.map((r) => r.path), ['/repos/nodejs/node/pulls/12/commits?per_page=100',
        '/repos/nodejs/node/pulls/12/commits?per_page=100&page=2']);
    });
  });

  test('lists issue events with GitHub\'s times, e.g. a force push after the comment', async () => {
    const events = { 12: [{ event: 'labeled', createdAt: '2025-01-02T03:00:00Z', actor: 'alice' },
      { event: 'head_ref_force_pushed', createdAt: '2025-01-02T03:05:00Z', actor: 'bob', commitId: HEAD }] };
    await withStandIn({ events }, async (gh) => {
      const listed = await client(gh).listIssueEvents(12);
      assert.deepEqual(listed.map(({ id: _id, ...rest }) => rest), [
        { event: 'labeled', createdAt: '2025-01-02T03:00:00Z', commitId: null, actor: 'alice' },
        { event: 'head_ref_force_pushed', createdAt: '2025-01-02T03:05:00Z', commitId: HEAD, actor: 'bob' },
      ]);
    });
  });

  test('lists the activity of one branch of the named repository, newest first, with GitHub\'s times', async () => {
    const activity = { 'someone/node': [
      { ref: 'sd-fast', after: BASE, timestamp: '2025-01-02T03:00:00Z', activityType: 'branch_creation' },
      { ref: 'other', after: HEAD, timestamp: '2025-01-02T03:01:00Z' },
      { ref: 'sd-fast', after: HEAD, timestamp: '2025-01-02T03:02:00Z', actor: 'bob' },
      { ref: 'sd-fast', after: BASE, timestamp: '2025-01-02T03:03:00Z', activityType: 'force_push', actor: null },
    ] };
    await withStandIn({ activity }, async (gh) => {
      const listed = await client(gh).listRefActivity('someone/node', 'sd-fast');
      assert.deepEqual(listed.map(({ id: _id, ...rest }) => rest), [
        { before: HEAD, after: BASE, ref: 'refs/heads/sd-fast', timestamp: '2025-01-02T03:03:00Z',
          activityType: 'force_push', actor: null },
        { before: BASE, after: HEAD, ref: 'refs/heads/sd-fast', timestamp: '2025-01-02T03:02:00Z',
          activityType: 'push', actor: 'bob' },
        { before: '0'.repeat(40), after: BASE, ref: 'refs/heads/sd-fast', timestamp: '2025-01-02T03:00:00Z',
          activityType: 'branch_creation', actor: 'contributor' },
      ]);
      assert.deepEqual(gh.requests.map((r) => r.path),
        ['/repos/someone/node/activity?ref=refs%2Fheads%2Fsd-fast&direction=desc&per_page=100']);
    });
  });

  test('reads at most 3 pages of 100 activities: the newest 300 of 350', async () => {
    const seeds = Array.from({ length: 350 }, (_, i) => ({ ref: 'sd-fast', after: i.toString(16).padStart(40, '0'),
      timestamp: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString() }));
    await withStandIn({ activity: { 'nodejs/node': seeds } }, async (gh) => {
      const listed = await client(gh).listRefActivity('nodejs/node', 'sd-fast');
      assert.equal(listed.length, 300);
      assert.deepEqual([listed[0].after, listed[299].after], [seeds[349].after, seeds[50].after]);
      assert.equal(hits(gh, ROUTE.activity), 3);
    });
  });

  test('names the repository and branch when the activity cannot be read (a private fork: 404)', async () => {
    await withStandIn({}, async (gh) => {
      await assert.rejects(client(gh).listRefActivity('someone/private', 'feature'), {
        message: 'GitHub API: listing the activity of feature in someone/private failed with 404 (Not Found) ' +
          'on GET /repos/someone/private/activity',
        status: 404,
      });
    });
  });

  test('refuses a repository that is not owner/name, or a branch with control characters, before any request',
    async () => {
      await withStandIn({}, async (gh) => {
        const github = client(gh);
        for (const name of ['nodejs', 'nodejs/node/extra', 'nodejs/..', '../node', 'nodejs/no de', '']) {
          await assert.rejects(github.listRefActivity(name, 'feature'),
            { message: `GitHub API: cannot list the activity of ${JSON.stringify(name)}: expected a repository as owner/name` });
        }
        for (const ref of ['', 'feat\nure', 'x\u0000', 'a'.repeat(256)]) {
          await assert.rejects(github.listRefActivity('nodejs/node', ref), {
            message: `GitHub API: cannot list the activity of branch ${JSON.stringify(ref)} in nodejs/node: ` +
              'expected a branch name of 1 to 255 characters without control characters',
          });
        }
        assert.deepEqual(gh.requests, []);
      });
    });

  test('adds a reaction to the command\'s comment', async () => {
    await withStandIn({ comments: [{ issueNumber: 12, body: '/benchmark buffers', user: 'alice' }] }, async (gh) => {
      const commentId = gh.state.comments[0].id;
      const { id } = await client(gh).addReaction(commentId, 'eyes');
      assert.deepEqual(gh.state.reactions.map(({ createdAt: _at, ...r }) => r),
        [{ id, commentId, content: 'eyes', user: 'github-actions[bot]' }]);
    });
  });

  test('creates and updates a comment, answering its id and page', async () => {
    await withStandIn({}, async (gh) => {
      const github = client(gh);
      const created = await github.createComment(12, 'queued');
      assert.deepEqual(created,
        { id: created.id, url: `https://github.com/nodejs/node/pull/12#issuecomment-${created.id}` });
      assert.deepEqual(await github.updateComment(created.id, 'done'), created);
      assert.deepEqual(gh.state.comments.map((c) => [c.id, c.body]), [[created.id, 'done']]);
    });
  });

  test('finds the marked comment on the second page of 150, by author when asked, else null', async () => {
    const comments = Array.from({ length: 150 }, (_, i) => ({ issueNumber: 12, body: `comment ${i}`, user: 'alice' }));
    comments[10] = { issueNumber: 12, body: `quoting ${MARKER}`, user: 'mallory' };
    comments[130] = { issueNumber: 12, body: `${MARKER}\nresults`, user: 'github-actions[bot]' };
    await withStandIn({ comments }, async (gh) => {
      const github = client(gh);
      const ours = await github.findComment(12, MARKER, 'github-actions[bot]');
      assert.deepEqual(ours, { id: gh.state.comments[130].id, body: `${MARKER}\nresults`,
        url: `https://github.com/nodejs/node/pull/12#issuecomment-${gh.state.comments[130].id}`,
        author: 'github-actions[bot]', createdAt: gh.state.comments[130].createdAt });
      assert.equal(hits(gh, ROUTE.listComments), 2);
      assert.equal((await github.findComment(12, MARKER))?.author, 'mallory');
      assert.equal(await github.findComment(12, '<!-- another command -->'), null);
    });
  });

  test('upserts one sticky comment: created once, then updated', async () => {
    await withStandIn({}, async (gh) => {
      const github = client(gh);
      const first = await github.upsertComment(12, MARKER, `${MARKER}\nqueued`);
      const second = await github.upsertComment(12, MARKER, `${MARKER}\ndone`);
      assert.deepEqual([first.created, second.created, second.id], [true, false, first.id]);
      assert.deepEqual(gh.state.comments.map((c) => c.body), [`${MARKER}\ndone`]);
      assert.deepEqual(gh.requests.map((r) => `${r.method} ${r.status}`), ['GET 200', 'POST 201', 'GET 200', 'PATCH 200']);
    });
  });

  test('upsert leaves a comment by someone else alone and puts the marker first when the body lacks it', async () => {
    const comments = [{ issueNumber: 12, body: `${MARKER} (copied)`, user: 'mallory' }];
    await withStandIn({ comments }, async (gh) => {
      await client(gh).upsertComment(12, MARKER, 'results', { author: 'github-actions[bot]' });
      assert.deepEqual(gh.state.comments.map((c) => [c.user, c.body]),
        [['mallory', `${MARKER} (copied)`], ['github-actions[bot]', `${MARKER}\nresults`]]);
    });
  });

  test('retries a 502 twice and then succeeds, in 3 requests', async () => {
    await withStandIn({ failures: [{ route: ROUTE.pull, status: 502, times: 2 }] }, async (gh) => {
      assert.equal((await client(gh).getPullRequest(12)).headSha, HEAD);
      assert.deepEqual(gh.requests.map((r) => r.status), [502, 502, 200]);
    });
  });

  test('gives up on a lasting 502 after 3 retries, naming the call and the status', async () => {
    await withStandIn({ failures: [{ route: ROUTE.pull, status: 502 }] }, async (gh) => {
      await assert.rejects(client(gh).getPullRequest(12),
        { message: 'GitHub API: getting pull request #12 failed with 502 (Server Error) on GET /repos/nodejs/node/pulls/12',
          status: 502, kind: 'http' });
      assert.equal(hits(gh, ROUTE.pull), 4);
    });
  });

  test('a 403 on commenting (a fork\'s read-only token) is one named error with status 403, not retried', async () => {
    await withStandIn({ failures: [{ route: ROUTE.createComment, status: 403 }] }, async (gh) => {
      await assert.rejects(client(gh).createComment(12, 'results'), {
        message: 'GitHub API: creating a comment on #12 failed with 403 (Resource not accessible by integration) ' +
          'on POST /repos/nodejs/node/issues/12/comments: the token does not have the permission',
        status: 403,
        kind: 'permission',
      });
      assert.equal(hits(gh, ROUTE.createComment), 1);
      assert.deepEqual(gh.state.comments, []);
    });
  });

  test('waits for a primary rate limit until it resets, saying so in the log; after 5 retries gives up', async () => {
    await withStandIn({ failures: [{ route: ROUTE.pull, kind: 'rate-limit', times: 2 }] }, async (gh) => {
      const log = recordingLog();
      assert.equal((await client(gh, { log }).getPullRequest(12)).number, 12);
      assert.deepEqual(gh.requests.map((r) => r.status), [403, 403, 200]);
      assert.equal(log.lines.filter((line) => /^warning: GitHub API: the primary rate limit on GET \/repos\/nodejs\/node\/pulls\/12 \(403\): waiting 1 s, until it resets at \S+Z, before retry [12]$/.test(line)).length, 2);
    });
    await withStandIn({ failures: [{ route: ROUTE.pull, kind: 'rate-limit' }] }, async (gh) => {
      const error = await client(gh).getPullRequest(12).then(() => null, (e) => e);
      assert.match(error.message, /^GitHub API: getting pull request #12 failed with 403 \(API rate limit exceeded for installation ID 1\.\) on GET \/repos\/nodejs\/node\/pulls\/12: the primary rate limit \(requests per hour\) is used up until \S+Z, still in force after 5 retries$/);
      assert.deepEqual([error.status, error.kind], [403, 'rate-limit']);
      assert.equal(hits(gh, ROUTE.pull), 6);
    });
  });

  test('retries a secondary rate limit after its retry-after, until it clears', async () => {
    await withStandIn({ failures: [{ route: ROUTE.createComment, kind: 'secondary-rate-limit', times: 2 }] },
      async (gh) => {
        await client(gh).createComment(12, 'results');
        assert.deepEqual(gh.requests.map((r) => r.status), [403, 403, 201]);
        assert.equal(gh.state.comments.length, 1);
      });
  });

  test('never puts the token in an error or the log', async () => {
    const log = recordingLog();
    const errors = [];
    await withStandIn({
      failures: [{ route: ROUTE.createComment, status: 403 }, { route: ROUTE.pull, status: 502 },
        { route: ROUTE.permission, kind: 'rate-limit' }],
    }, async (gh) => {
      const github = client(gh, { log });
      for (const call of [() => github.createComment(12, 'x'), () => github.getPullRequest(12),
        () => github.getCommenterPermission('alice'), () => github.listIssueEvents(12)]) {
        await call().catch((error) => errors.push(error));
      }
    });
    await withStandIn({ token: 'the-right-token' }, async (gh) => {
      await client(gh, { log }).getPullRequest(12).catch((error) => errors.push(error));
    });
    assert.deepEqual(errors.map((e) => e.status), [403, 502, 403, 401]);
    assert.equal(errors[3].message, 'GitHub API: getting pull request #12 failed with 401 (Bad credentials) ' +
      'on GET /repos/nodejs/node/pulls/12');
    assert.ok(log.lines.some((line) => line.includes('/repos/nodejs/node/pulls/12')), 'the log has requests');
    const everything = [...errors.map((e) => inspect(e, { depth: Infinity, showHidden: true })), ...log.lines];
    assert.deepEqual(everything.filter((text) => text.includes(TOKEN)), []);
  });

  test('names the address it could not reach, without a status', async () => {
    const gh = await startGitHubStandIn({ repo: REPO });
    await gh.close();
    const error = await client(gh).getPullRequest(12).then(() => null, (e) => e);
    assert.match(error.message, new RegExp(`^GitHub API: getting pull request #12 failed: could not reach ${gh.url} ` +
      'for GET /repos/nodejs/node/pulls/12 \\('));
    assert.deepEqual([error.status, error.kind], [undefined, 'unreachable']);
  });

  test("reaches the API at the environment's GITHUB_API_URL when no baseUrl is given, as on GitHub Enterprise Server", async () => {
    await withStandIn({}, async (gh) => {
      const env = { GITHUB_API_URL: gh.url };
      const github = createGitHub({ token: TOKEN, env, owner: 'nodejs', repo: 'node', log: recordingLog(), timing: FAST });
      assert.equal((await github.getPullRequest(12)).number, 12);
    });
  });

  test('with the default timing, writes go through the throttling plugin\'s own queues', async () => {
    await withStandIn({}, async (gh) => {
      const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'nodejs', repo: 'node', log: recordingLog() });
      await github.createComment(12, 'queued');
      assert.deepEqual(gh.requests.map((r) => r.status), [201]);
    });
  });

  test('refuses to start without a token, naming the input', () => {
    assert.throws(() => createGitHub({ token: '', owner: 'nodejs', repo: 'node' }),
      { message: /^GitHub API: no token given: pass the 'github-token' input/ });
  });
});
