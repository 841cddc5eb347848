// The Octokit client the GitHub module uses, and the one wording of its
// errors. Waits come from @octokit/plugin-retry (5xx and network errors: up
// to 3 retries) and @octokit/plugin-throttling (rate limits: primary retried
// twice, secondary once; writes spaced as GitHub asks). Their lengths are
// injectable (`timing`) so tests never sleep.

import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

const GitHubOctokit = Octokit.plugin(retry, throttling);
const RETRIES = 3;
const RATE_LIMIT_RETRIES = 2;
const SECONDARY_RATE_LIMIT_RETRIES = 1;

/** @typedef {Pick<import('../action.js').Log, 'warning'> & Partial<Pick<import('../action.js').Log, 'debug'>>} Log */

/**
 * @typedef {object} Timing  how long to wait; tests shrink these
 * @property {number} [retryBaseMs]  after the nth failed attempt (5xx, network) wait n² × this; default 1000
 * @property {number} [rateLimitBaseMs]  per second GitHub asks us to wait after a rate limit; default 1000
 * @property {boolean} [spaceWrites]  keep the throttling plugin's spacing of writes (1 s, and 3 s
 *   between writes that notify people, as GitHub asks of integrations); default true
 */

/**
 * @param {{ token: string, baseUrl: string, log: Log, timing: Timing }} options
 */
export function makeOctokit({ token, baseUrl, log, timing }) {
  const { retryBaseMs = 1000, rateLimitBaseMs = 1000, spaceWrites = true } = timing;
  const limited = (kind, limit) => (retryAfter, options, octokit, retryCount) => {
    const again = retryCount < limit;
    const { method, url } = octokit.request.endpoint.parse(options);
    log.warning(`GitHub API ${kind} reached on ${method} ${url.replace(baseUrl, '')}: ` +
      (again ? `retrying in ${retryAfter} s (retry ${retryCount + 1} of ${limit})` : 'giving up'));
    return again;
  };
  /** @type {import('@octokit/plugin-throttling').ThrottlingOptions} */
  const throttle = {
    retryAfterBaseValue: rateLimitBaseMs,
    onRateLimit: limited('rate limit', RATE_LIMIT_RETRIES),
    onSecondaryRateLimit: limited('secondary rate limit', SECONDARY_RATE_LIMIT_RETRIES),
  };
  if (!spaceWrites) {
    // The plugin spaces writes with Bottleneck groups shared by the whole
    // process; this stand-in for a group runs each task at once.
    const unpaced = /** @type {any} */ ({ key: () => ({ schedule: (_job, task, ...args) => task(...args) }) });
    Object.assign(throttle, { write: unpaced, notifications: unpaced });
  }
  // Octokit's debug line passes the request options, token header included,
  // as its second argument: it is dropped, and the others keep their first.
  const octokitLog = {
    debug: () => {},
    info: (message) => log.debug?.(String(message)),
    warn: (message) => log.warning(String(message)),
    error: (message) => log.debug?.(String(message)),
  };
  return new GitHubOctokit({
    auth: token,
    baseUrl,
    userAgent: 'node-benchmark-action',
    // Not `request: { retries }`: plugin-retry then retries every status,
    // its `doNotRetry` list (400, 401, 403, 404, 410, 422, 451) included.
    request: { log: octokitLog },
    retry: { retries: RETRIES, retryAfterBaseValue: retryBaseMs },
    throttle,
    log: octokitLog,
  });
}

/**
 * Octokit's RequestError as our named error; anything else (our own bug) as
 * is. No `cause`: the request it carries is Octokit's to redact, not ours to
 * pass on.
 * @param {string} what
 * @param {any} error
 * @param {string} baseUrl
 */
export function apiError(what, error, baseUrl) {
  if (error?.name !== 'HttpError' || typeof error.status !== 'number') return error;
  if (!error.response) {
    // @octokit/request reports a connection that failed as a 500 without a response.
    return Object.assign(new Error(`GitHub API: ${what} failed: could not reach ${baseUrl} (${error.message})`),
      { status: undefined });
  }
  const reason = error.response.data?.message ?? error.message;
  return Object.assign(new Error(`GitHub API: ${what} failed with ${error.status} (${reason})`), {
    status: error.status,
    requestId: error.response.headers?.['x-github-request-id'],
  });
}
