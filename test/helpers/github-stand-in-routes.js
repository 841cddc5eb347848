// The routes of the GitHub stand-in (./github-stand-in.js): what each one
// answers, from the stand-in's in-memory repository, with GitHub's response
// shapes (./github-shapes.js), paging and error bodies.

import { timestamp, pullRequest, commit, diffEntry, gitCommit, comparison, permission, issueEvent, issueComment, reaction, activityItem, release } from './github-shapes.js';

const DOCS = 'https://docs.github.com/rest';
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 30;
const MAX_PULL_COMMITS = 250;
const MAX_PULL_FILES = 3000;
const MAX_BODY = 65_536;
const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];
const REASONS = {
  400: 'Problems parsing JSON', 401: 'Bad credentials', 403: 'Resource not accessible by integration',
  404: 'Not Found', 422: 'Validation Failed', 500: 'Server Error', 502: 'Server Error',
  503: 'Service Unavailable',
};

/**
 * @typedef {{ status: number, body: any, headers?: Record<string, string>, noAnswer?: boolean }} Answer
 *   noAnswer: leave the request unanswered
 */

/** The routes served, named as in GitHub's OpenAPI description. */
export const ROUTES = [
  'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits',
  'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
  'GET /repos/{owner}/{repo}/git/commits/{commit_sha}',
  'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
  'GET /repos/{owner}/{repo}/compare/{basehead}',
  'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/events',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
  'GET /repos/{owner}/{repo}/activity',
  'GET /repos/{owner}/{repo}/releases/tags/{tag}',
  'POST /repos/{owner}/{repo}/releases',
  'PATCH /repos/{owner}/{repo}/releases/{release_id}',
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
 * `sha` and its ancestors, nearest first (breadth first).
 * @param {Map<string, string[]>} graph  commit → parents
 * @param {string} sha
 */
function ancestors(graph, sha) {
  const seen = new Set([sha]);
  for (const current of seen) {
    for (const parent of graph.get(current) ?? []) seen.add(parent);
  }
  return seen;
}

/** @returns {Answer} */
export function error(status, message = REASONS[status] ?? 'Error', extra = {}) {
  return { status, body: { message, documentation_url: DOCS, status: String(status), ...extra } };
}

/**
 * A scripted failure's answer (github-stand-in.js Failure), shaped like
 * GitHub's: its rate limits as https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api
 * describes them.
 * @returns {Answer}
 */
export function failed(ctx, failure) {
  if (failure.kind === 'no-answer') return { status: 0, body: null, noAnswer: true };
  const answer = error(failure.status ?? 403, failure.message);
  if (failure.kind === 'rate-limit') {
    answer.body.message = failure.message ?? 'API rate limit exceeded for installation ID 1.';
    // GitHub says "wait until x-ratelimit-reset" (UTC epoch seconds); by default that is now.
    const reset = Math.floor(ctx.now().getTime() / 1000) + (failure.resetAfter ?? 0);
    answer.headers = { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '5000',
      'x-ratelimit-resource': 'core', 'x-ratelimit-reset': String(reset) };
  } else if (failure.kind === 'secondary-rate-limit') {
    answer.body.message = failure.message ?? 'You have exceeded a secondary rate limit. ' +
      'Please wait a few minutes before you try again.';
    const retryAfter = failure.retryAfter === undefined ? 1 : failure.retryAfter;
    answer.headers = retryAfter === null ? {} : { 'retry-after': String(retryAfter) };
  }
  answer.headers = { ...answer.headers, ...failure.headers };
  return answer;
}

/**
 * One page of `items`, with GitHub's Link header (prev, next, last, first).
 * @returns {Answer}
 */
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
export function activitySeeds(ctx, seeds) {
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
export const HANDLERS = {
  'GET /repos/{owner}/{repo}/pulls/{pull_number}'({ ctx, state, params }) {
    const pull = state.pulls.get(Number(params.pull_number));
    if (!pull) return error(404);
    // Like GitHub: the first read of a pending pull request starts the test merge and answers null.
    const seen = pull.mergeable === 'pending' ? { ...pull, mergeable: null, mergeCommitSha: null } : pull;
    if (pull.mergeable === 'pending') pull.mergeable = true;
    return { status: 200, body: pullRequest(ctx, state, seen) };
  },

  'GET /repos/{owner}/{repo}/git/commits/{commit_sha}'({ ctx, params }) {
    const parents = ctx.graph.get(params.commit_sha);
    return parents ? { status: 200, body: gitCommit(ctx, params.commit_sha, parents) } : error(404);
  },

  // Like GitHub: the pull requests whose merge commit or commits hold the commit, merged ones first.
  'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls'({ ctx, state, params }) {
    if (!ctx.graph.has(params.commit_sha)) return error(422, `No commit found for SHA: ${params.commit_sha}`);
    const holds = (pull) => pull.mergeCommitSha === params.commit_sha ||
      (ctx.commits[pull.number] ?? [pull.headSha]).includes(params.commit_sha);
    const pulls = [...state.pulls.values()].filter(holds).sort((a, b) => Number(Boolean(b.mergedAt)) - Number(Boolean(a.mergedAt)));
    return { status: 200, body: pulls.map((pull) => pullRequest(ctx, state, pull)) };
  },

  'GET /repos/{owner}/{repo}/compare/{basehead}'({ ctx, params, target }) {
    const [base, head, extra] = params.basehead.split('...');
    if (head === undefined || extra !== undefined || !ctx.graph.has(base) || !ctx.graph.has(head)) return error(404);
    const baseSide = ancestors(ctx.graph, base);
    const headSide = ancestors(ctx.graph, head);
    // The first of head's ancestors (nearest first) that base has too: the best common ancestor in these small graphs.
    const mergeBase = [...headSide].find((sha) => baseSide.has(sha));
    if (mergeBase === undefined) return error(404, `No common ancestor between ${base} and ${head}.`);
    const ahead = [...headSide].filter((sha) => !baseSide.has(sha)).reverse();
    const perPage = Number(target.searchParams.get('per_page') ?? 250);
    return { status: 200, body: comparison(ctx, { base, head, mergeBase, ahead: ahead.length,
      behind: [...baseSide].filter((sha) => !headSide.has(sha)).length, commits: ahead.slice(0, perPage) }) };
  },

  'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits'({ ctx, state, params, target }) {
    const pull = state.pulls.get(Number(params.pull_number));
    if (!pull) return error(404);
    const shas = (ctx.commits[pull.number] ?? [pull.headSha]).slice(0, MAX_PULL_COMMITS);
    return page(ctx, target, shas.map((sha, i) => commit(ctx, sha, shas[i - 1])));
  },

  // GitHub lists at most 3000 files, and says nothing of the rest.
  'GET /repos/{owner}/{repo}/pulls/{pull_number}/files'({ ctx, state, params, target }) {
    const pull = state.pulls.get(Number(params.pull_number));
    if (!pull) return error(404);
    const files = (ctx.files[pull.number] ?? []).slice(0, MAX_PULL_FILES);
    return page(ctx, target, files.map((file) => diffEntry(ctx, file, pull.headSha)));
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

  'GET /repos/{owner}/{repo}/releases/tags/{tag}'({ ctx, state, params }) {
    const found = state.releases.find((r) => r.tagName === params.tag);
    return found ? { status: 200, body: release(ctx, found) } : error(404);
  },

  'POST /repos/{owner}/{repo}/releases'({ ctx, state, body }) {
    if (typeof body.tag_name !== 'string') return error(422, 'Validation Failed', { errors: ['tag_name is missing'] });
    if (state.releases.some((r) => r.tagName === body.tag_name)) {
      return error(422, 'Validation Failed', { errors: [{ resource: 'Release', code: 'already_exists', field: 'tag_name' }] });
    }
    const record = { id: ctx.ids.next++, tagName: body.tag_name, targetCommitish: body.target_commitish ?? 'main',
      name: body.name ?? null, body: body.body ?? null, user: ctx.botLogin, createdAt: timestamp(ctx.now()) };
    state.releases.push(record);
    const created = release(ctx, record);
    return { status: 201, body: created, headers: { location: created.url } };
  },

  'PATCH /repos/{owner}/{repo}/releases/{release_id}'({ ctx, state, params, body }) {
    const record = state.releases.find((r) => r.id === Number(params.release_id));
    if (!record) return error(404);
    Object.assign(record, { name: body.name ?? record.name, body: body.body ?? record.body });
    return { status: 200, body: release(ctx, record) };
  },
};
