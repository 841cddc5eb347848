// The Octokit client the GitHub module uses, and the one wording of its
// errors. Every wait is injectable (`timing`) so that tests never sleep:
//
//   lost connections, 5xx   @octokit/plugin-retry: up to 3 retries, n² s apart
//   writes                  @octokit/plugin-throttling: spaced as GitHub asks of integrations
//   rate limits             waitOutRateLimits() below: as GitHub documents, within a bound
//   no answer               every try times out (30 s), then counts as a lost connection
//
// Rate limits are not left to plugin-throttling's retries: it knows a
// secondary limit only by its message (a 403 or 429 with only `retry-after`
// is not one to it), reads the primary limit's reset on the system clock,
// waits the same again when a secondary limit persists (GitHub asks for
// exponential backoff) and has no bound on the total wait. One reading of
// the answer, rateLimitOf(), decides both whether to wait and what the
// error says, so that the two cannot disagree.
//
// GitHub's rules (https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api):
// after a 403 or 429, wait `retry-after` seconds if given; else, when
// `x-ratelimit-remaining` is 0, until `x-ratelimit-reset`; else at least a
// minute, for longer each time the limit is met again.

import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

const GitHubOctokit = Octokit.plugin(retry, throttling);
const RETRIES = 3;
// plugin-retry's own list, and 429: a rate limit is waited out below, never retried at once.
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
const MAX_RATE_LIMIT_RETRIES = 5;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
// x-ratelimit-reset is in whole seconds: one more, so as not to ask a moment early.
const RESET_MARGIN_MS = SECOND;
const SECONDARY_MESSAGE = /secondary rate limit|abuse detection/i;

/** @typedef {Pick<import('../action.js').Log, 'warning'> & Partial<Pick<import('../action.js').Log, 'debug'>>} Log */

/**
 * @typedef {object} Timing  how long to wait; tests shrink these
 * @property {number} [retryBaseMs]  after the nth failed try (5xx, no connection) wait n² × this; default 1000
 * @property {boolean} [spaceWrites]  keep the throttling plugin's spacing of writes (1 s, and 3 s
 *   between writes that notify people, as GitHub asks of integrations); default true
 * @property {number} [timeoutMs]  how long one try of a request may take; default 30 s
 * @property {number} [maxRateLimitWaitMs]  how long the client waits for rate limits, all its
 *   requests together; default 10 min
 * @property {(ms: number) => Promise<void>} [sleep]  how it waits for a rate limit; default setTimeout
 * @property {() => number} [now]  the clock, in ms since the epoch; default Date.now
 */

/**
 * @typedef {object} RateLimit  what a rate-limited answer asks for
 * @property {'rate-limit' | 'secondary-rate-limit'} kind  the primary limit (requests per hour) or a secondary one
 * @property {number | null} waitMs  how long GitHub asks to wait; null: not said (wait at least a minute)
 * @property {number | null} resetsAtMs  when the primary limit resets
 * @property {boolean} untilReset  the wait is until then (no `retry-after` said otherwise)
 */

/**
 * The client, and how to word its errors.
 * @param {{ token: string, baseUrl: string, log: Log, timing: Timing }} options
 */
export function makeOctokit({ token, baseUrl, log, timing }) {
  const {
    retryBaseMs = 1000, spaceWrites = true, timeoutMs = 30 * SECOND, maxRateLimitWaitMs = 10 * MINUTE,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)), now = Date.now,
  } = timing;
  // Octokit's debug line passes the request options, token header included,
  // as its second argument: it is dropped, and the others keep their first.
  const octokitLog = {
    debug: () => {},
    info: (message) => log.debug?.(String(message)),
    warn: (message) => log.warning(String(message)),
    error: (message) => log.debug?.(String(message)),
  };
  const octokit = new GitHubOctokit({
    auth: token,
    baseUrl,
    userAgent: 'node-benchmark-action',
    // Not `request: { retries }`: plugin-retry then retries every status,
    // its `doNotRetry` list included.
    request: { log: octokitLog, fetch: timedFetch(timeoutMs) },
    retry: { retries: RETRIES, retryAfterBaseValue: retryBaseMs, doNotRetry: DO_NOT_RETRY },
    throttle: throttleOptions(spaceWrites),
    log: octokitLog,
  });
  waitOutRateLimits(octokit, { log, baseUrl, sleep, now, maxWaitMs: maxRateLimitWaitMs });
  return {
    octokit,
    /**
     * Octokit's error as our named one (apiError).
     * @param {string} what  e.g. 'getting pull request #12'
     * @param {any} error
     */
    failure: (what, error) => apiError(what, error, { baseUrl, timeoutMs, maxWaitMs: maxRateLimitWaitMs, now }),
  };
}

/**
 * plugin-throttling for its spacing of writes only: its handlers decline
 * every retry, which waitOutRateLimits() makes instead.
 * @param {boolean} spaceWrites
 * @returns {import('@octokit/plugin-throttling').ThrottlingOptions}
 */
function throttleOptions(spaceWrites) {
  const throttle = { onRateLimit: () => false, onSecondaryRateLimit: () => false };
  if (!spaceWrites) {
    // The plugin spaces writes with Bottleneck groups shared by the whole
    // process; this stand-in for a group runs each task at once.
    const unpaced = /** @type {any} */ ({ key: () => ({ schedule: (_job, task, ...args) => task(...args) }) });
    Object.assign(throttle, { write: unpaced, notifications: unpaced });
  }
  return throttle;
}

/**
 * fetch, with every call (every try) given at most `timeoutMs`: a request
 * GitHub never answers would otherwise hold the step until the job's own
 * timeout. The abort reaches Octokit as a lost connection, which
 * plugin-retry tries again.
 * @param {number} timeoutMs
 */
function timedFetch(timeoutMs) {
  /** @type {typeof fetch} */
  return (url, init = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
}

/**
 * The rate limit a failed request met, read from its answer as GitHub
 * documents it; null when it met none (a 403 without these signs is a
 * refusal: the token may not do this).
 * @param {any} error
 * @param {number} nowMs
 * @returns {RateLimit | null}
 */
export function rateLimitOf(error, nowMs) {
  const status = error?.status;
  const response = error?.response;
  if ((status !== 403 && status !== 429) || !response) return null;
  const headers = response.headers ?? {};
  const retryAfterMs = secondsOrDate(headers['retry-after'], nowMs);
  const usedUp = headers['x-ratelimit-remaining'] === '0';
  const reset = Number(headers['x-ratelimit-reset'] || NaN);
  const resetsAtMs = usedUp && Number.isFinite(reset) ? reset * SECOND : null;
  const said = SECONDARY_MESSAGE.test(String(response.data?.message ?? response.data ?? ''));
  // A 429 is "too many requests" whatever else it says.
  if (status === 403 && retryAfterMs === null && !usedUp && !said) return null;
  const untilReset = resetsAtMs === null ? null : Math.max(resetsAtMs - nowMs, 0) + RESET_MARGIN_MS;
  return { kind: usedUp && !said ? 'rate-limit' : 'secondary-rate-limit', waitMs: retryAfterMs ?? untilReset, resetsAtMs,
    untilReset: retryAfterMs === null && untilReset !== null };
}

/**
 * `retry-after`: seconds, or (HTTP allows it) a date; null when absent or unreadable.
 * @param {string | undefined} value
 * @param {number} nowMs
 */
function secondsOrDate(value, nowMs) {
  if (value === undefined || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Math.max(Number(value), 1) * SECOND;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(at - nowMs, SECOND);
}

/**
 * Waits out the rate limits requests meet and asks again, within
 * MAX_RATE_LIMIT_RETRIES retries a request and `maxWaitMs` for the whole
 * client; past either, the error goes on marked with what was waited
 * (`rateLimited`), for apiError to say. Hooked outside the plugins, so that
 * a retry is spaced and retried on 5xx like any request.
 * @param {Pick<import('@octokit/core').Octokit, 'hook'>} octokit
 * @param {{ log: Log, baseUrl: string, sleep: (ms: number) => Promise<void>, now: () => number, maxWaitMs: number }} options
 */
function waitOutRateLimits(octokit, { log, baseUrl, sleep, now, maxWaitMs }) {
  let spentMs = 0;
  octokit.hook.wrap('request', async (request, options) => {
    let waitedMs = 0;
    let unasked = 0;
    for (let retries = 0; ; retries += 1) {
      try {
        return await request(options);
      } catch (caught) {
        const error = /** @type {any} */ (caught);
        const limit = rateLimitOf(error, now());
        if (limit === null) throw error;
        // Not said how long: a minute, doubled each time (GitHub's exponential backoff).
        const waitMs = limit.waitMs ?? MINUTE * 2 ** unasked;
        if (retries === MAX_RATE_LIMIT_RETRIES || spentMs + waitMs > maxWaitMs) {
          throw Object.assign(error, { rateLimited: { retries, waitedMs, earlierMs: spentMs - waitedMs, nextWaitMs: waitMs,
            boundReached: retries < MAX_RATE_LIMIT_RETRIES } });
        }
        if (limit.waitMs === null) unasked += 1;
        const name = limit.kind === 'rate-limit' ? 'the primary rate limit' : 'a secondary rate limit';
        log.warning(`GitHub API: ${name} on ${requestOf(error, baseUrl)} (${error.status}): ` +
          `waiting ${duration(waitMs)}, ${whyWait(limit)}, before retry ${retries + 1}`);
        await sleep(waitMs);
        waitedMs += waitMs;
        spentMs += waitMs;
      }
    }
  });
}

/** @param {RateLimit} limit */
function whyWait(limit) {
  if (limit.untilReset && limit.resetsAtMs !== null) {
    return `until it resets at ${isoSeconds(limit.resetsAtMs)}`;
  }
  return limit.waitMs === null ? 'as GitHub asks when it does not say (a minute, doubled each time)' : 'as GitHub asks';
}

/** @param {number} ms  since the epoch, in whole seconds (as x-ratelimit-reset) */
function isoSeconds(ms) {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/**
 * The request an error is about: `GET /repos/o/r/pulls/12`, without the
 * API's address or the query.
 * @param {any} error
 * @param {string} baseUrl
 */
function requestOf(error, baseUrl) {
  const url = String(error?.request?.url ?? '');
  const path = (url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url).split('?')[0];
  return `${error?.request?.method ?? 'GET'} ${path}`;
}

/**
 * A duration as people read it: 0.2 s, 30 s, 90 s, 7 min, 59 min 59 s.
 * @param {number} ms
 */
export function duration(ms) {
  if (ms < SECOND) return `${Math.round(ms) / SECOND} s`;
  const seconds = Math.round(ms / SECOND);
  if (seconds < 120) return `${seconds} s`;
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)} min${rest === 0 ? '' : ` ${rest} s`}`;
}

/**
 * @typedef {'permission' | 'not-found' | 'rate-limit' | 'secondary-rate-limit' | 'timeout' | 'unreachable' | 'http'} FailureKind
 *   permission: GitHub refused the token (a 403 that is no rate limit: the
 *   read-only token of a fork's pull request); http: any other answer
 */

/**
 * Octokit's RequestError as our named error, with `status` (the HTTP
 * status, or undefined without an answer) and `kind`; anything else (our own
 * bug) as is. No `cause`: the request it carries is Octokit's to redact, not
 * ours to pass on.
 * @param {string} what
 * @param {any} error
 * @param {{ baseUrl: string, timeoutMs: number, maxWaitMs: number, now: () => number }} options
 */
export function apiError(what, error, { baseUrl, timeoutMs, maxWaitMs, now }) {
  if (error?.name !== 'HttpError' || typeof error.status !== 'number') return error;
  const request = requestOf(error, baseUrl);
  if (!error.response) {
    // @octokit/request reports a try that got no answer as a 500 without a response.
    if (error.cause?.name === 'TimeoutError') {
      const tries = (error.request?.request?.retryCount ?? 0) + 1;
      return named(`GitHub API: ${what} failed: ${request} got no answer within ${duration(timeoutMs)}` +
        (tries > 1 ? ` (${tries} tries)` : ''), { kind: 'timeout' });
    }
    return named(`GitHub API: ${what} failed: could not reach ${baseUrl} for ${request} (${error.message})`,
      { kind: 'unreachable' });
  }
  const reason = error.response.data?.message ?? error.message;
  const answered = `GitHub API: ${what} failed with ${error.status} (${reason}) on ${request}`;
  const details = { status: error.status, requestId: error.response.headers?.['x-github-request-id'] };
  const limit = rateLimitOf(error, now());
  if (limit !== null) {
    return named(`${answered}: ${rateLimitText(limit, error.rateLimited, maxWaitMs, now())}`, { ...details, kind: limit.kind,
      resetsAt: limit.resetsAtMs === null ? null : new Date(limit.resetsAtMs) });
  }
  if (error.status === 403) return named(`${answered}: the token does not have the permission`, { ...details, kind: 'permission' });
  return named(answered, { ...details, kind: error.status === 404 ? 'not-found' : 'http' });
}

/**
 * What the rate limit is and why the client stopped waiting for it:
 *
 *   the primary rate limit (requests per hour) is used up until 2025-01-02T04:04:05Z;
 *     waiting until then (60 min) would pass the 10 min limit on waiting for rate limits
 *   a secondary rate limit (too many requests in a short time), still in force after waiting 7 min;
 *     waiting 8 min more would pass the 10 min limit on waiting for rate limits
 * @param {RateLimit} limit
 * @param {{ retries: number, waitedMs: number, earlierMs: number, nextWaitMs: number, boundReached: boolean } | undefined} given
 * @param {number} maxWaitMs
 * @param {number} nowMs
 */
function rateLimitText(limit, given, maxWaitMs, nowMs) {
  const { resetsAtMs } = limit;
  const what = limit.kind === 'rate-limit' ?
    `the primary rate limit (requests per hour) is used up${resetsAtMs === null ? '' : ` until ${isoSeconds(resetsAtMs)}`}` :
    'a secondary rate limit (too many requests in a short time)';
  if (given === undefined) return what;
  if (!given.boundReached) return `${what}, still in force after ${given.retries} retries`;
  const waited = given.waitedMs > 0 ? `, still in force after waiting ${duration(given.waitedMs)}` : '';
  const next = limit.untilReset && resetsAtMs !== null ?
    `waiting until then (${duration(Math.max(resetsAtMs - nowMs, 0))})` : `waiting ${duration(given.nextWaitMs)} more`;
  const earlier = given.earlierMs > 0 ? ` (${duration(given.earlierMs)} of it waited for earlier requests)` : '';
  return `${what}${waited}; ${next} would pass the ${duration(maxWaitMs)} limit on waiting for rate limits${earlier}`;
}

/**
 * @param {string} message
 * @param {{ kind: FailureKind, status?: number, requestId?: string, resetsAt?: Date | null }} details
 */
function named(message, details) {
  return Object.assign(new Error(message), { status: undefined, ...details });
}
