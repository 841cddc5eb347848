// Earlier runs in the sticky comment: asking again on the same pull request
// keeps what the last runs said, folded under the newest results. Pure.
//
//   <!-- node-benchmark-action:pr-12:string_decoder -->
//   **Benchmark: 1 of 4 configurations changed ...**          the new body, as given
//   ...
//   <details><summary>Earlier runs (2)</summary>
//
//   - 2026-11-24 14:03 UTC · `1f0e3a9` · No change larger than ±1.2% in 4 of 4 configurations (95%).
//   - 2026-11-23 09:41 UTC · `9d8c7b6` · 2 of 4 configurations changed ...
//
//   </details>
//
//   <!-- node-benchmark-action:result eyJoZWFkIjoi... -->     this comment's own run (results only)
//   <!-- node-benchmark-action:history W3siaGVhZCI6... -->    the earlier runs, newest first
//
// The comment is its own storage: the next write reads these two lines back
// from the comment it replaces. A status (queued, running, failed ...) keeps
// the history line and has no result line, so re-posting the states of one
// run moves the last results into the history once, and only once.
//
// Both lines hold base64 (RFC 4648, with + / =) of JSON. That alphabet has no
// `-`, `<`, `>` or `!`, so no value can end the HTML comment, start another
// one or forge a marker, whatever a verdict says.
//
// The old comment is untrusted: anyone with write access can edit the bot's
// comment. What is read from it is parsed strictly, entries that are not
// valid are dropped, never more than HISTORY_MAX_ENTRIES come through, the
// verdict is escaped where it is shown, and everything carryHistory adds
// fits in HISTORY_RESERVE characters (oldest entries go first), so the
// results can be rendered that much under GitHub's comment limit.

import codeSpans from '../../benchmark/_lib/code-span.js';
import markdownReport from '../../benchmark/_lib/words/markdown-report.js';
import text from '../../benchmark/_lib/text.js';
import { MARKER_PREFIX, SHA } from '../request/grammar.js';

// The verdict as the comment writes it: names in inert code spans, the rest escaped.
const { verdictMarkdown } = markdownReport;

/** How many earlier runs the comment keeps: enough to follow a series of pushes, short enough to read. */
export const HISTORY_MAX_ENTRIES = 10;
/** The longest verdict kept, in characters (code points); ours are about 150. */
export const MAX_VERDICT = 300;
/**
 * The most characters carryHistory adds to a body: the folded section and
 * both hidden lines. Ten entries with verdicts of ordinary length take about
 * 5,500; with long verdicts full of `&` or wide characters, the oldest
 * entries are left out to stay under it (one entry always fits: ~5,200).
 */
export const HISTORY_RESERVE = 8192;

// The markers' prefix, so the trigger ignores these lines as it ignores
// the markers (`<!-- node-benchmark-action:pr-12:... -->`); no marker has a
// `result` or `history` after it. No character of it is special in a RegExp.
const PREFIX = `${MARKER_PREFIX}:`;
const RECORD = new RegExp(`^${PREFIX}(result|history) ([A-Za-z0-9+/=]*) -->$`, 'gm');
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
// What a reader cannot see (code-span.js: controls, bidi overrides,
// zero-width and line-breaking characters...) has no place in a one-line verdict.
const { hasInvisible, replaceInvisible } = codeSpans;
const SHORT_SHA = 7;

/**
 * One finished run, as the comment remembers it.
 * @typedef {object} Entry
 * @property {string | null} headSha  40 lower-case hex digits; null when the run had none
 * @property {string} time  ISO 8601 UTC to the second, e.g. `2026-11-24T14:03:27Z`
 * @property {string} verdict  the verdict line, unescaped
 */

/**
 * This run's results, to record in its comment.
 * @typedef {object} Result
 * @property {string | null} headSha
 * @property {Date} time  when the results were posted
 * @property {string} verdict
 */

/**
 * The hidden line a results comment records itself with.
 * @param {Result} result
 * @returns {string}  `<!-- node-benchmark-action:result <base64 JSON> -->`
 */
export function resultLine(result) {
  return line('result', toJson(entryOf(result)));
}

/**
 * The hidden line holding the earlier runs, newest first; at most
 * HISTORY_MAX_ENTRIES of them are written.
 * @param {Entry[]} entries
 * @returns {string}  `<!-- node-benchmark-action:history <base64 JSON array> -->`
 */
export function historyLine(entries) {
  return line('history', entries.slice(0, HISTORY_MAX_ENTRIES).map(toJson));
}

/**
 * What a comment body says about its runs: its own result (a results
 * comment) and its history. Never throws: what is not valid is left out.
 * @param {string | null | undefined} body  untrusted
 * @returns {{ result: Entry | null, history: Entry[], dropped: number }}
 *   dropped: history entries that were not valid or over the cap
 */
export function readRecords(body) {
  /** @type {Record<string, unknown>} */
  const found = {};
  if (typeof body === 'string') {
    // The last of each wins: ours are at the end.
    for (const [, kind, payload] of body.matchAll(RECORD)) found[kind] = decode(payload);
  }
  const result = validEntry(found.result);
  const list = Array.isArray(found.history) ? found.history : [];
  const history = [];
  for (const item of list) {
    if (history.length === HISTORY_MAX_ENTRIES) break;
    const entry = validEntry(item);
    if (entry) history.push(entry);
  }
  return { result, history, dropped: list.length - history.length };
}

/**
 * The new body, carrying the history on from the previous body. The previous
 * body's own result (if it was a results comment) becomes the newest
 * history entry, unless the history starts with that same run already.
 * `result` (the results being posted) is recorded in the new body, so that
 * the next write moves it into the history; a status has none.
 *
 * The additions never take the body over `limit` (oldest entries go first;
 * as a last resort nothing is added) and never exceed HISTORY_RESERVE.
 * @param {string | null} previousBody  the comment being replaced; null when there is none
 * @param {string} newBody
 * @param {{ result?: Result | null, limit?: number }} [options]  limit: the whole body's, in characters
 * @returns {string}
 */
export function carryHistory(previousBody, newBody, { result = null, limit = Infinity } = {}) {
  const before = readRecords(previousBody);
  let history = before.history;
  if (before.result && !(history.length > 0 && sameEntry(history[0], before.result))) {
    history = [before.result, ...history];
  }
  history = history.slice(0, HISTORY_MAX_ENTRIES);
  const own = result ? resultLine(result) : null;
  const budget = Math.min(HISTORY_RESERVE, limit - newBody.length);
  for (let count = history.length; count >= 0; count--) {
    const added = addition(newBody, own, history.slice(0, count));
    if (added.length <= budget) return newBody + added;
  }
  return newBody;
}

/**
 * The folded list of earlier runs, newest first; '' when there are none.
 * @param {Entry[]} entries
 * @returns {string}
 */
export function renderEarlierRuns(entries) {
  if (entries.length === 0) return '';
  const items = entries.map((entry) => `- ${when(entry.time)} · ${commit(entry.headSha)} · ${verdictMarkdown(entry.verdict)}`);
  return `<details><summary>Earlier runs (${entries.length})</summary>\n\n${items.join('\n')}\n\n</details>`;
}

/** What goes after the body: the section, then the hidden lines; '' when nothing. */
function addition(body, own, history) {
  const parts = [];
  if (history.length > 0) parts.push(renderEarlierRuns(history), '');
  if (own) parts.push(own);
  if (history.length > 0) parts.push(historyLine(history));
  if (parts.length === 0) return '';
  // A blank line first, so nothing joins the body's last paragraph.
  return `${body.endsWith('\n') ? '' : '\n'}\n${parts.join('\n')}\n`;
}

/** `2026-11-24 14:03 UTC` @param {string} time  a valid Entry time */
function when(time) {
  return `${time.slice(0, 10)} ${time.slice(11, 16)} UTC`;
}

/** @param {string | null} sha */
function commit(sha) {
  return sha === null ? 'unknown commit' : `\`${sha.slice(0, SHORT_SHA)}\``;
}

/** @param {Entry} a  @param {Entry} b */
function sameEntry(a, b) {
  return a.headSha === b.headSha && a.time === b.time && a.verdict === b.verdict;
}

/** @param {'result' | 'history'} kind  @param {unknown} value */
function line(kind, value) {
  return `${PREFIX}${kind} ${Buffer.from(JSON.stringify(value), 'utf8').toString('base64')} -->`;
}

/** @param {Entry} entry */
function toJson({ headSha, time, verdict }) {
  return { head: headSha, time, verdict };
}

/**
 * Our own result as a valid entry: a SHA that is not one becomes null, the
 * verdict loses what a reader of the comment could not see and is cut to
 * MAX_VERDICT, so the next run reads back what this one wrote.
 * @param {Result} result
 * @returns {Entry}
 */
function entryOf({ headSha, time, verdict }) {
  if (!(time instanceof Date) || Number.isNaN(time.getTime())) {
    throw new Error(`history: the result's time is not a date (${String(time)}): our bug`);
  }
  const clean = replaceInvisible(verdict, () => ' ').trim();
  return {
    headSha: typeof headSha === 'string' && SHA.test(headSha) ? headSha : null,
    time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    verdict: text.clip(clean || 'no verdict', MAX_VERDICT),
  };
}

/** The JSON in a record, or undefined. @param {string} payload */
function decode(payload) {
  // Nothing longer was ever written (HISTORY_RESERVE bounds both lines).
  if (payload.length > HISTORY_RESERVE || !BASE64.test(payload)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * An entry from untrusted JSON, or null.
 * @param {unknown} value
 * @returns {Entry | null}
 */
function validEntry(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { head, time, verdict } = /** @type {Record<string, unknown>} */ (value);
  if (!(head === null || (typeof head === 'string' && SHA.test(head)))) return null;
  if (typeof time !== 'string' || !validTime(time)) return null;
  if (typeof verdict !== 'string' || !validVerdict(verdict)) return null;
  return { headSha: head, time: time.replace(/\.\d+Z$/, 'Z'), verdict };
}

/** ISO 8601 UTC, and a real date: `2026-02-30T...` is not. @param {string} time */
function validTime(time) {
  if (!TIME.test(time)) return false;
  const ms = Date.parse(time);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === time.slice(0, 19);
}

/** @param {string} verdict */
function validVerdict(verdict) {
  // Two code units a character at most: the cheap test first.
  return verdict.length <= 2 * MAX_VERDICT && verdict.trim() !== '' && !hasInvisible(verdict) &&
    [...verdict].length <= MAX_VERDICT;
}
