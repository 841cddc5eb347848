// A local stand-in for GitHub's REST API: the routes src/github.js calls,
// answered with GitHub's response shapes from an in-memory repository, on
// 127.0.0.1. The Action reaches it through GITHUB_API_URL, as it would reach
// GitHub Enterprise Server. test/github.test.js checks every route and every
// body it returns against GitHub's OpenAPI description, so it cannot drift.
//
//   const gh = await startGitHubStandIn({ repo: 'nodejs/node', pulls: [{ number: 12, ... }] });
//   ... createGitHub({ token, baseUrl: gh.url, owner: 'nodejs', repo: 'node' }) ...
//   gh.state.comments   gh.requests   await gh.close();
//
// Scripted failures, matched by route, each for `times` requests (default: all):
//   { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}', status: 502, times: 2 }
//   { route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', status: 403 }
//   { route: ..., kind: 'rate-limit' }            403, x-ratelimit-remaining: 0, resets now
//   { route: ..., kind: 'secondary-rate-limit' }  403 "secondary rate limit", retry-after: 1
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

import http from 'node:http';
import { timestamp, pullRequest, commit, permission, issueEvent, issueComment, reaction, activityItem } from './github-shapes.js';

const DOCS = 'https://docs.github.com/rest';
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 30;
const MAX_PULL_COMMITS = 250;
const MAX_BODY = 65_536;
const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
const REASONS = {
  400: 'Problems parsing JSON', 401: 'Bad credentials', 403: 'Resource not accessible by integration',
  404: 'Not Found', 422: 'Validation Failed', 500: 'Server Error', 502: 'Server Error',
  503: 'Service Unavailable',
};

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
 * @property {'rate-limit' | 'secondary-rate-limit'} [kind]
 * @property {string} [message]
 * @property {Record<string, string>} [headers]
 */

/**
 * @typedef {object} RequestRecord
 * @property {string} method
 * @property {string} path  with the query
 * @property {string | null} route  e.g. 'GET /repos/{owner}/{repo}/pulls/{pull_number}'; null when none matched
 * @property {Record<string, string | string[]>} headers  all but `authorization`
 * @property {any} body  the parsed JSON body, or null
 * @property {number} status
 * @property {any} response  the JSON body answered
 * @property {Record<string, string>} responseHeaders  lower-case names
 */

/**
 * @typedef {{ status: number, body: any, headers?: Record<string, string> }} Answer
 */

/** The routes served, named as in GitHub's OpenAPI description. */
export const ROUTES = [
  'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits',
  'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/events',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
  'GET /repos/{owner}/{repo}/activity',
];

const ACTIVITY_TYPES = ['push', 'force_push', 'branch_creation', 'branch_deletion', 'pr_merge', 'merge_queue_merge'];
const HOURS = 3_600_000;
const TIME_PERIODS = { day: 24 * HOURS, week: 168 * HOURS, month: 30 * 24 * HOURS, quarter: 91 * 24 * HOURS,
  year: 365 * 24 * HOURS };
const NO_SHA = '0'.repeat(40);
/** @type {Record<string, string[]>} */
const ACTIVITY_ENUMS = { time_period: Object.keys(TIME_PERIODS), activity_type: ACTIVITY_TYPES,
  direction: ['asc', 'desc'] };

/**
 * @param {object} [options]
 * @param {string} [options.repo]  'owner/name'
 * @param {PullSeed[]} [options.pulls]
 * @param {Record<string, string | { permission: string, role_name: string }>} [options.permissions]
 *   login → role ('admin', 'maintain', 'write', 'triage', 'read'); anyone else gets a 404
 * @param {Record<number, { event: string, createdAt: string, commitId?: string | null, actor?: string }[]>}
 *   [options.events]  issue number → issue events, oldest first
 * @param {Record<number, string[]>} [options.commits]  pull number → SHAs, oldest first; default [headSha]
 * @param {Record<string, ActivitySeed[]>} [options.activity]  'owner/name' → the changes of its
 *   branches, oldest first (answered newest first, as GitHub does by default)
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
  activity = {},
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
    url: `http://127.0.0.1:${port}`, repo, token, botLogin, now, permissions, commits, startedAt,
    failures: failures.map((failure) => ({ times: Infinity, ...failure })),
    ids: { next: 1000, users: new Map(), repos: new Map() },
    /** @type {Map<number, { id: number, event: string, createdAt: string, commitId: string | null, actor: string }[]>} */
    events: new Map(),
    /** @type {Map<string, ReturnType<typeof activitySeeds>>} lower-case 'owner/name' → changes, oldest first */
    activity: new Map(),
  };
  for (const fullName of [repo, ...pulls.map((pull) => pull.headRepo ?? null).filter(Boolean)]) {
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
  };
  /** @type {RequestRecord[]} */
  const requests = [];
  server.on('request', async (req, res) => {
    // The repositories themselves, over git's smart HTTP (for actions/checkout).
    if (git?.handle(req, res)) return;
    /** @type {RequestRecord} */
    const record = { method: req.method, path: req.url, route: null, headers: withoutToken(req.headers),
      body: null, status: 0, response: null, responseHeaders: {} };
    requests.push(record);
    /** @type {Answer} */
    let answer;
    try {
      answer = await respond(ctx, state, req, record);
    } catch (error) {
      answer = { status: 500, body: { message: `stand-in bug: ${error.stack}` } };
    }
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
  if (failure) {
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

/** @returns {Answer} */
function error(status, message = REASONS[status] ?? 'Error', extra = {}) {
  return { status, body: { message, documentation_url: DOCS, status: String(status), ...extra } };
}

/** @returns {Answer} */
function failed(ctx, failure) {
  const answer = error(failure.status ?? 403, failure.message);
  if (failure.kind === 'rate-limit') {
    answer.body.message = failure.message ?? 'API rate limit exceeded for installation ID 1.';
    // Resets now: GitHub says "wait until x-ratelimit-reset", here that is at once.
    answer.headers = { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '5000',
      'x-ratelimit-resource': 'core', 'x-ratelimit-reset': String(Math.floor(ctx.now().getTime() / 1000)) };
  } else if (failure.kind === 'secondary-rate-limit') {
    answer.body.message = failure.message ?? 'You have exceeded a secondary rate limit. ' +
      'Please wait a few minutes before you try again.';
    answer.headers = { 'retry-after': '1' };
  }
  answer.headers = { ...answer.headers, ...failure.headers };
  return answer;
}

/** One page of `items`, with GitHub's Link header (prev, next, last, first). */
function page(ctx, target, items) {
  const perPage = Math.min(Number(target.searchParams.get('per_page')) || DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const number = Math.max(Number(target.searchParams.get('page')) || 1, 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const link = (to, rel) => {
    const url = new URL(target.pathname + target.search, ctx.url);
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set('page', String(to));
    return `<${url}>; rel="${rel}"`;
  };
  const links = [];
  if (number > 1) links.push(link(number - 1, 'prev'));
  if (number < last) links.push(link(number + 1, 'next'), link(last, 'last'));
  if (number > 1) links.push(link(1, 'first'));
  return { status: 200, body: items.slice((number - 1) * perPage, number * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {} };
}

const cursor = (item) => Buffer.from(`activity:${item.id}`).toString('base64url');

/**
 * One page of `items` by cursor, as GitHub pages a repository's activity:
 * `after` (the next page) or `before` (the previous one) names an item, and
 * the Link header has only `next` and `prev`.
 */
function cursorPage(ctx, target, items) {
  const perPage = Math.min(Number(target.searchParams.get('per_page')) || DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const after = target.searchParams.get('after');
  const before = target.searchParams.get('before');
  const at = (given) => items.findIndex((item) => cursor(item) === given);
  let start = 0;
  let end = Math.min(perPage, items.length);
  if (after !== null || before !== null) {
    const index = at(after ?? before);
    if (index < 0) return error(422, 'Validation Failed', { errors: [`invalid cursor: ${after ?? before}`] });
    [start, end] = after !== null ? [index + 1, Math.min(index + 1 + perPage, items.length)]
      : [Math.max(index - perPage, 0), index];
  }
  const link = (key, item, rel) => {
    const url = new URL(target.pathname + target.search, ctx.url);
    url.searchParams.delete('after');
    url.searchParams.delete('before');
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set(key, cursor(item));
    return `<${url}>; rel="${rel}"`;
  };
  const links = [];
  if (end < items.length) links.push(link('after', items[end - 1], 'next'));
  if (start > 0) links.push(link('before', items[start], 'prev'));
  return { status: 200, body: items.slice(start, end), headers: links.length > 0 ? { link: links.join(', ') } : {} };
}

const fullRef = (ref) => (ref.startsWith('refs/') ? ref : `refs/heads/${ref}`);

/** Seeds as stored: ids given, refs in full, each `before` the previous `after` on its ref. */
function activitySeeds(ctx, seeds) {
  const last = new Map();
  return seeds.map((seed) => {
    const ref = fullRef(seed.ref);
    const item = { before: last.get(ref) ?? NO_SHA, activityType: 'push', actor: 'contributor', ...seed, ref,
      id: ctx.ids.next++ };
    last.set(ref, item.after);
    return item;
  });
}

/** @returns {Answer | null} a 422 when a comment body is missing or too long */
function invalidBody(body) {
  if (typeof body.body !== 'string' || body.body === '') {
    return error(422, 'Validation Failed', { errors: [{ resource: 'IssueComment', code: 'missing_field', field: 'body' }] });
  }
  if (body.body.length > MAX_BODY) {
    return error(422, 'Validation Failed', { errors: [{ resource: 'IssueComment', code: 'custom', field: 'body',
      message: `body is too long (maximum is ${MAX_BODY} characters)` }] });
  }
  return null;
}

/** @type {Record<string, (request: { ctx: any, state: any, params: Record<string, string>, target: URL, body: any }) => Answer>} */
const HANDLERS = {
  'GET /repos/{owner}/{repo}/pulls/{pull_number}'({ ctx, state, params }) {
    const pull = state.pulls.get(Number(params.pull_number));
    return pull ? { status: 200, body: pullRequest(ctx, state, pull) } : error(404);
  },

  'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits'({ ctx, state, params, target }) {
    const pull = state.pulls.get(Number(params.pull_number));
    if (!pull) return error(404);
    const shas = (ctx.commits[pull.number] ?? [pull.headSha]).slice(0, MAX_PULL_COMMITS);
    return page(ctx, target, shas.map((sha, i) => commit(ctx, sha, shas[i - 1])));
  },

  'GET /repos/{owner}/{repo}/collaborators/{username}/permission'({ ctx, params }) {
    const login = Object.keys(ctx.permissions).find((name) => name.toLowerCase() === params.username.toLowerCase());
    return login === undefined ? error(404) : { status: 200, body: permission(ctx, login, ctx.permissions[login]) };
  },

  'GET /repos/{owner}/{repo}/issues/{issue_number}/events'({ ctx, state, params, target }) {
    const number = Number(params.issue_number);
    if (!state.pulls.has(number)) return error(404);
    return page(ctx, target, (ctx.events.get(number) ?? []).map((event) => issueEvent(ctx, event)));
  },

  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments'({ ctx, state, params, target }) {
    const number = Number(params.issue_number);
    if (!state.pulls.has(number)) return error(404);
    const list = state.comments.filter((c) => c.issueNumber === number).sort((a, b) => a.id - b.id);
    return page(ctx, target, list.map((c) => issueComment(ctx, c)));
  },

  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments'({ ctx, state, params, body }) {
    const pull = state.pulls.get(Number(params.issue_number));
    if (!pull) return error(404);
    const invalid = invalidBody(body);
    if (invalid) return invalid;
    const at = timestamp(ctx.now());
    const record = { id: ctx.ids.next++, issueNumber: pull.number, body: body.body, user: ctx.botLogin,
      createdAt: at, updatedAt: at };
    state.comments.push(record);
    pull.updatedAt = at;
    const created = issueComment(ctx, record);
    return { status: 201, body: created, headers: { location: created.url } };
  },

  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}'({ ctx, state, params, body }) {
    const record = state.comments.find((c) => c.id === Number(params.comment_id));
    if (!record) return error(404);
    const invalid = invalidBody(body);
    if (invalid) return invalid;
    Object.assign(record, { body: body.body, updatedAt: timestamp(ctx.now()) });
    return { status: 200, body: issueComment(ctx, record) };
  },

  'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions'({ ctx, state, params, body }) {
    const commentId = Number(params.comment_id);
    if (!state.comments.some((c) => c.id === commentId)) return error(404);
    if (!REACTIONS.includes(body.content)) {
      return error(422, 'Validation Failed', { errors: [{ resource: 'Reaction', code: 'invalid', field: 'content' }] });
    }
    const existing = state.reactions.find((r) => r.commentId === commentId && r.content === body.content &&
      r.user === ctx.botLogin);
    if (existing) return { status: 200, body: reaction(ctx, existing) };
    const record = { id: ctx.ids.next++, commentId, content: body.content, user: ctx.botLogin,
      createdAt: timestamp(ctx.now()) };
    state.reactions.push(record);
    return { status: 201, body: reaction(ctx, record) };
  },

  'GET /repos/{owner}/{repo}/activity'({ ctx, params, target }) {
    const query = Object.fromEntries(['ref', 'actor', 'time_period', 'activity_type', 'direction']
      .map((name) => [name, target.searchParams.get(name)]));
    const invalid = Object.entries(ACTIVITY_ENUMS)
      .filter(([name, allowed]) => query[name] !== null && !allowed.includes(query[name]))
      .map(([name]) => `${name} is not valid: ${query[name]}`);
    if (invalid.length > 0) return error(422, 'Validation Failed', { errors: invalid });
    const since = query.time_period === null ? -Infinity : ctx.now().getTime() - TIME_PERIODS[query.time_period];
    const items = ctx.activity.get(`${params.owner}/${params.repo}`.toLowerCase())
      .filter((item) => (query.ref === null || item.ref === fullRef(query.ref)) &&
        (query.actor === null || item.actor?.toLowerCase() === query.actor.toLowerCase()) &&
        (query.activity_type === null || item.activityType === query.activity_type) &&
        Date.parse(item.timestamp) >= since)
      .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || a.id - b.id);
    if (query.direction !== 'asc') items.reverse();
    return cursorPage(ctx, target, items.map((item) => activityItem(ctx, item)));
  },
};
