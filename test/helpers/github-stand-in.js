// A local stand-in for GitHub's REST API: the routes src/github/client.js calls,
// answered with GitHub's response shapes from an in-memory repository, on
// 127.0.0.1. The Action reaches it through GITHUB_API_URL, as it would reach
// GitHub Enterprise Server. test/github.test.js checks every route and every
// body it returns against GitHub's OpenAPI description, so it cannot drift.
//
//   const gh = await startGitHubStandIn({ repo: 'nodejs/node', pulls: [{ number: 12, ... }] });
//   ... createGitHub({ token, baseUrl: gh.url, owner: 'nodejs', repo: 'node' }) ...
//   gh.state.comments   gh.requests   await gh.close();
//
// Commits: `graph` gives each commit's parents (e.g. from a real repository:
// node-like-repo.js commitGraph). A pull request merges cleanly unless its
// seed says `mergeable: false` (a conflict: no merge commit) or 'pending'
// (the first read answers null, as GitHub does while it computes); its test
// merge commit is `mergeCommitSha`, else one made up whose parents are the
// base and the head.
//
// Scripted failures, matched by route, each for `times` requests (default: all):
//   { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}', status: 502, times: 2 }
//   { route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', status: 403 }
//   { route: ..., status: 403, headers: { 'retry-after': '30' } }   any status, any headers
//   { route: ..., kind: 'rate-limit' }            403, x-ratelimit-remaining: 0, resets now
//                                                 (`resetAfter: 60`: in 60 s by the stand-in's clock)
//   { route: ..., kind: 'secondary-rate-limit' }  403 "secondary rate limit", retry-after: 1
//                                                 (`retryAfter: 30`, or null for no header; status: 429)
//   { route: ..., kind: 'no-answer' }             never answers (until close())
//   { route: ..., status: 502, after: 1 }         the first request answers, the later ones fail
//
// Like GitHub: requests without `authorization: token|Bearer X` get a 401;
// lists are paged by `per_page` (default 30, at most 100) and `page` with a
// `Link` header, except a repository's activity, which is paged by cursors
// (`after`, `before`) as GitHub's description says; a pull request lists at
// most 250 commits; a comment body over 65,536 characters is a 422; a new
// comment updates the pull request's `updated_at`.
//
// The activity route answers for the stand-in's repository, those in
// `activity` and the head repositories of `pulls` (a fork's branch lives in
// the fork); any other repository is a 404, as a private one would be.

import crypto from 'node:crypto';
import http from 'node:http';
import { timestamp } from './github-shapes.js';
import { ROUTES, HANDLERS, error, failed, activitySeeds } from './github-stand-in-routes.js';

export { ROUTES };

/** @typedef {import('./github-stand-in-routes.js').Answer} Answer */

/**
 * @typedef {object} PullSeed
 * @property {number} number
 * @property {string} headSha
 * @property {string} baseSha
 * @property {string} [headRef]  default 'feature'
 * @property {string | null} [headRepo]  full name; default the repository itself; null = a deleted fork
 * @property {string} [baseRef]  default 'main'
 * @property {'open' | 'closed'} [state]  default 'open'
 * @property {string} [updatedAt]  ISO 8601; default the stand-in's clock at start
 * @property {string} [user]  the author's login; default 'contributor'
 * @property {string} [title]
 * @property {boolean | 'pending'} [mergeable]  default true
 * @property {string} [mergeCommitSha]  the test merge (refs/pull/<number>/merge); default made up; once
 *   merged, the commit the merge left on the base branch
 * @property {string} [mergedAt]  ISO 8601: the pull request is merged (state 'closed')
 */

/**
 * @typedef {object} ActivitySeed  one change of a branch
 * @property {string} ref  a branch name or `refs/heads/<name>`
 * @property {string} after  the SHA the branch points to afterwards
 * @property {string} timestamp  ISO 8601
 * @property {string} [before]  default the previous seed's `after` on the same ref, else 40 zeros
 * @property {string} [activityType]  default 'push'
 * @property {string | null} [actor]  login; default 'contributor'; null = a deleted account
 */

/**
 * @typedef {object} Failure
 * @property {string} route  one of ROUTES
 * @property {number} [status]  default 403 for rate limits
 * @property {number} [times]  how many requests fail; default all
 * @property {number} [after]  how many requests of the route are answered first; default none
 * @property {'rate-limit' | 'secondary-rate-limit' | 'no-answer'} [kind]
 * @property {number} [resetAfter]  rate-limit: x-ratelimit-reset, in seconds from the stand-in's clock; default 0
 * @property {number | null} [retryAfter]  secondary-rate-limit: the retry-after header in seconds; default 1;
 *   null: none (GitHub then asks for at least a minute)
 * @property {string} [message]
 * @property {Record<string, string>} [headers]  added to (or replacing) the failure's own
 */

/**
 * @typedef {object} RequestRecord
 * @property {string} method
 * @property {string} path  with the query
 * @property {string | null} route  e.g. 'GET /repos/{owner}/{repo}/pulls/{pull_number}'; null when none matched
 * @property {import('node:http').IncomingHttpHeaders} headers  all but `authorization`
 * @property {any} body  the parsed JSON body, or null
 * @property {number} status  0 while (or when never) answered
 * @property {any} response  the JSON body answered
 * @property {Record<string, string>} responseHeaders  lower-case names
 */

/**
 * @param {object} [options]
 * @param {string} [options.repo]  'owner/name'
 * @param {PullSeed[]} [options.pulls]
 * @param {Record<string, string | { permission: string, role_name: string }>} [options.permissions]
 *   login → role ('admin', 'maintain', 'write', 'triage', 'read'); anyone else gets a 404
 * @param {Record<number, { event: string, createdAt: string, commitId?: string | null, actor?: string }[]>}
 *   [options.events]  issue number → issue events, oldest first
 * @param {Record<number, string[]>} [options.commits]  pull number → SHAs, oldest first; default [headSha]
 * @param {Record<number, { filename: string, status?: string, previousFilename?: string }[]>} [options.files]
 *   pull number → its changed files; default none
 * @param {Record<string, ActivitySeed[]>} [options.activity]  'owner/name' → the changes of its
 *   branches, oldest first (answered newest first, as GitHub does by default)
 * @param {Record<string, string[]>} [options.graph]  commit → its parents, first parent first
 * @param {{ issueNumber: number, body: string, user?: string, createdAt?: string }[]} [options.comments]
 * @param {Failure[]} [options.failures]
 * @param {string} [options.token]  the only token accepted; default any
 * @param {string} [options.botLogin]  who the token writes as
 * @param {() => Date} [options.now]
 * @param {{ handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): boolean } | null} [options.git]
 *   serves the repositories' git URLs (test/helpers/git-http.js); the REST routes get the rest
 */
export async function startGitHubStandIn({
  repo = 'owner/name',
  pulls = [],
  permissions = {},
  events = {},
  commits = {},
  files = {},
  activity = {},
  graph = {},
  comments = [],
  failures = [],
  token,
  botLogin = 'github-actions[bot]',
  now = () => new Date(),
  git = null,
} = {}) {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const startedAt = timestamp(now());
  const ctx = {
    url: `http://127.0.0.1:${port}`, repo, token, botLogin, now, permissions, commits, files, startedAt,
    failures: failures.map((failure) => ({ times: Infinity, after: 0, ...failure })),
    ids: { next: 1000, users: new Map(), repos: new Map() },
    /** @type {Map<number, { id: number, event: string, createdAt: string, commitId: string | null, actor: string }[]>} */
    events: new Map(),
    /** @type {Map<string, ReturnType<typeof activitySeeds>>} lower-case 'owner/name' → changes, oldest first */
    activity: new Map(),
    /** @type {Map<string, string[]>} commit → parents */
    graph: new Map(Object.entries(graph)),
  };
  pulls = pulls.map((pull) => withTestMerge(ctx.graph, pull));
  for (const fullName of [repo, ...pulls.flatMap((pull) => pull.headRepo ? [pull.headRepo] : [])]) {
    ctx.activity.set(fullName.toLowerCase(), []);
  }
  for (const [fullName, seeds] of Object.entries(activity)) {
    ctx.activity.set(fullName.toLowerCase(), activitySeeds(ctx, seeds));
  }
  for (const [issue, list] of Object.entries(events)) {
    ctx.events.set(Number(issue), list.map((event) => ({ commitId: null, actor: 'contributor', ...event,
      id: ctx.ids.next++ })));
  }
  const state = {
    /** @type {Map<number, PullSeed>} */
    pulls: new Map(pulls.map((pull) => [pull.number, { updatedAt: startedAt, ...pull }])),
    /** @type {{ id: number, issueNumber: number, body: string, user: string, createdAt: string, updatedAt: string }[]} */
    comments: comments.map((seed) => ({ id: ctx.ids.next++, issueNumber: seed.issueNumber, body: seed.body,
      user: seed.user ?? 'someone', createdAt: seed.createdAt ?? startedAt, updatedAt: seed.createdAt ?? startedAt })),
    /** @type {{ id: number, commentId: number, content: string, user: string, createdAt: string }[]} */
    reactions: [],
    /** @type {{ id: number, tagName: string, targetCommitish: string, name: string | null, body: string | null, user: string, createdAt: string }[]} */
    releases: [],
  };
  /** @type {RequestRecord[]} */
  const requests = [];
  server.on('request', async (req, res) => {
    // The repositories themselves, over git's smart HTTP (for actions/checkout).
    if (git?.handle(req, res)) return;
    // A server's requests always have a method and a URL (only a client's responses lack them).
    const method = /** @type {string} */ (req.method);
    const url = /** @type {string} */ (req.url);
    /** @type {RequestRecord} */
    const record = { method, path: url, route: null, headers: withoutToken(req.headers),
      body: null, status: 0, response: null, responseHeaders: {} };
    requests.push(record);
    /** @type {Answer} */
    let answer;
    try {
      answer = await respond(ctx, state, req, record);
    } catch (error) {
      answer = { status: 500, body: { message: `stand-in bug: ${error instanceof Error ? error.stack : String(error)}` } };
    }
    // A request that never gets an answer: the connection stays open until close().
    if (answer.noAnswer) return;
    record.status = answer.status;
    record.response = answer.body;
    record.responseHeaders = { 'content-type': 'application/json; charset=utf-8',
      'x-github-request-id': `STAND-IN-${requests.length}`, ...answer.headers };
    res.writeHead(answer.status, record.responseHeaders);
    res.end(JSON.stringify(answer.body));
  });
  return {
    url: ctx.url,
    state,
    requests,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/**
 * The seed with its test merge: the commits it names are in the graph, and
 * a mergeable one without a `mergeCommitSha` gets one made up.
 * @param {Map<string, string[]>} graph
 * @param {PullSeed} pull
 * @returns {PullSeed}
 */
function withTestMerge(graph, pull) {
  for (const sha of [pull.baseSha, pull.headSha]) if (!graph.has(sha)) graph.set(sha, []);
  const mergeable = pull.mergeable ?? true;
  if (mergeable === false) return { ...pull, mergeable, mergeCommitSha: undefined };
  const mergeCommitSha = pull.mergeCommitSha ??
    crypto.createHash('sha1').update(`merge ${pull.baseSha} ${pull.headSha}`).digest('hex');
  if (!graph.has(mergeCommitSha)) graph.set(mergeCommitSha, [pull.baseSha, pull.headSha]);
  return { ...pull, mergeable, mergeCommitSha };
}

/** @param {import('node:http').IncomingHttpHeaders} headers */
function withoutToken(headers) {
  const rest = { ...headers };
  delete rest.authorization;
  return rest;
}

/** @returns {Promise<Answer>} */
async function respond(ctx, state, req, record) {
  const raw = await readBody(req);
  const target = new URL(req.url, ctx.url);
  const match = matchRoute(req.method, target.pathname);
  record.route = match?.route ?? null;
  const auth = /^(?:token|bearer) (\S+)$/i.exec(req.headers.authorization ?? '');
  if (!auth) return error(401, 'Requires authentication');
  if (ctx.token !== undefined && auth[1] !== ctx.token) return error(401, 'Bad credentials');
  if (raw) {
    try {
      record.body = JSON.parse(raw);
    } catch {
      return error(400, 'Problems parsing JSON');
    }
  }
  const fullName = match && `${match.params.owner}/${match.params.repo}`.toLowerCase();
  const known = match && (fullName === ctx.repo.toLowerCase() ||
    (match.route === 'GET /repos/{owner}/{repo}/activity' && ctx.activity.has(fullName)));
  if (!known) return error(404, 'Not Found');
  const failure = ctx.failures.find((f) => f.route === match.route && f.times > 0);
  if (failure && failure.after > 0) {
    failure.after -= 1;
  } else if (failure) {
    failure.times -= 1;
    return failed(ctx, failure);
  }
  return HANDLERS[match.route]({ ctx, state, params: match.params, target, body: record.body ?? {} });
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const MATCHERS = ROUTES.map((route) => {
  const [method, template] = route.split(' ');
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}$`);
  return { route, method, names, pattern };
});

function matchRoute(method, pathname) {
  for (const { route, method: expected, names, pattern } of MATCHERS) {
    const found = method === expected && pattern.exec(pathname);
    if (found) {
      return { route, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])])) };
    }
  }
  return null;
}

