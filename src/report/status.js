// The sticky comment's life before the results: one comment per pull request
// and command, found again by its hidden marker, edited as the run moves on.
//
//   <!-- node-benchmark-action:pr-12:string_decoder -->
//   **Benchmark: Running: 40 of 120 blocks, about 3 min left**
//
//   Request: string\_decoder · ±2% accuracy, 10–100 runs · filter: ascii · base 9d8c7b6 · PR 1f0e3a9 · test merge 77aa001
//
//   (with `auto`: which changed files chose which category, report/auto.js)
//
// A block is one configuration's old and new run, back to back. The planned
// count and the time left come from compare.js, which learns each
// configuration's noise as it goes: both improve as the run proceeds.
//
//   [Workflow run](https://github.com/nodejs/node/actions/runs/1)
//
// Rendering is pure. Whatever came from a comment or a build log (problems,
// filters, messages, log tails) is escaped, so it cannot break out of the
// line or the code block it is in, hide text, ping anyone, become a link, or
// forge a marker.

import codeSpans from '../../benchmark/_lib/code-span.js';
import render from '../../benchmark/_lib/words/render.js';
import text from '../../benchmark/_lib/text.js';
import { markerFor } from '../request/grammar.js';
import { RUN_URL } from './comment.js';
import { commitItems } from './compared.js';
import { renderAutoSummary } from './auto.js';

const { escapeMarkdown } = render;
const { breakCommentStart, showInvisible } = codeSpans;

const MAX_MESSAGE = 1000;
const MAX_TAIL_LINES = 60;
const MAX_TAIL_CHARS = 10_000;
const MAX_PROBLEMS = 20;

/**
 * What the status line names of the request: any part of one (a refusal
 * has no commits yet; help has only the pull request and its marker).
 * @typedef {Partial<import('../request/request.js').Request>} StatusRequest
 */

/**
 * @typedef {{ state: 'queued' } | { state: 'building' }
 *   | { state: 'running', detail?: import('../machine/compare.js').Progress | null }
 *   | { state: 'profiling', detail: { count: number } }
 *   | { state: 'failed', detail: { step: string, message: string, logTail?: string } }
 *   | { state: 'refused', detail: { problems: string[], usage?: string } }
 *   | { state: 'help', detail: { usage: string } }
 *   | { state: 'nothing', detail: { reach: string } }} StatusState
 *   nothing: `auto`'s reach map found no configuration that calls a changed function (reach: its
 *   markdown, report/auto.js renderReach), shown after the request
 */

/**
 * A short markdown body: the marker, one status line, the request, the run.
 * @param {object} status
 * @param {'queued' | 'building' | 'running' | 'profiling' | 'failed' | 'refused' | 'help' | 'nothing'} status.state
 * @param {StatusRequest} status.request  its `marker`, else markerFor(prNumber, categories)
 * @param {string} [status.runUrl]  the workflow run; left out unless http(s)
 * @param {any} [status.detail]  see StatusState
 * @returns {string}
 */
export function renderStatus({ state, request, runUrl, detail }) {
  const marker = request.marker ?? markerFor(/** @type {number} */ (request.prNumber), request.categories ?? []);
  const parts = [marker, ...describe(state, detail)];
  const summary = requestSummary(request);
  if (summary) parts.push(summary);
  if (request.auto) parts.push(renderAutoSummary(request.auto));
  if (state === 'nothing' && typeof detail?.reach === 'string') parts.push(detail.reach);
  if (runUrl && RUN_URL.test(runUrl)) parts.push(`[Workflow run](${runUrl})`);
  return `${parts.join('\n\n')}\n`;
}

/** The status line and what belongs under it. */
function describe(state, detail) {
  switch (state) {
    case 'queued':
      return ['**Benchmark: Queued**'];
    case 'building':
      return ['**Benchmark: Building the old and new binaries**'];
    case 'running':
      return [`**Benchmark: ${running(detail)}**`];
    case 'profiling': {
      const count = Number.isSafeInteger(detail?.count) ? detail.count : 0;
      return [`**Benchmark: Profiling the ${count} configuration${count === 1 ? '' : 's'} that changed**`];
    }
    case 'failed': {
      const line = `**Benchmark: Failed** while ${escapeMarkdown(detail.step)}: ${escapeMarkdown(clip(detail.message))}`;
      return detail.logTail ? [line, logTail(detail.logTail)] : [line];
    }
    case 'refused': {
      const problems = detail.problems.slice(0, MAX_PROBLEMS).map((p) => `- ${escapeMarkdown(clip(p))}`);
      const left = detail.problems.length - problems.length;
      if (left > 0) problems.push(`- … and ${left} more`);
      const parts = ['**Benchmark: Refused**: nothing was run.', problems.join('\n')];
      // The usage text is ours (command.js), already fenced.
      if (detail.usage) parts.push(detail.usage);
      return parts;
    }
    case 'help':
      return ['**Benchmark: Help**', detail.usage];
    case 'nothing':
      return ['**Benchmark: Nothing to run**: no benchmark configuration calls a function this pull request ' +
        'changes, so none was run; a change there cannot be seen by these benchmarks.'];
    default:
      throw new Error(`renderStatus: unknown state ${JSON.stringify(state)}`);
  }
}

/**
 * `Running: 40 of 120 blocks, about 3 min left`; `Running: 3 of 120
 * blocks, at least 2 min left` before any configuration's noise is known;
 * `Running: 40 of up to 1600 blocks, about 3 min left` for an adaptive run,
 * whose estimate of the blocks planned can jump tenfold: the cap only falls;
 * `Running: 3 of 12 benchmark files` (a compare.js without progress
 * records); `Running` before anything is planned.
 * @param {import('../machine/compare.js').Progress | null | undefined} progress
 */
function running(progress) {
  if (!progress || !(progress.planned > 0)) return 'Running';
  const { unit, done, planned, eta, etaAtLeast = false, cap } = progress;
  const adaptive = unit === 'blocks' && cap !== undefined;
  const total = adaptive ? cap : planned;
  const what = unit === 'files' ? `benchmark file${total === 1 ? '' : 's'}` : `block${total === 1 ? '' : 's'}`;
  const left = unit === 'files' ? '' : timeLeft(eta);
  return `Running: ${count(done)} of ${adaptive ? 'up to ' : ''}${count(total)} ${what}` +
    `${left ? `, ${etaAtLeast ? 'at least' : 'about'} ${left} left` : ''}`;
}

/**
 * Seconds as a person reads a wait: `40 s` under a minute, `3 min` under
 * an hour, `2 h 5 min` beyond; '' when unknown or over.
 * @param {number | null | undefined} seconds
 */
export function timeLeft(seconds) {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return '';
  if (seconds < 59.5) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** @param {number | null | undefined} n  a count; anything else shows as ? */
function count(n) {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? String(n) : '?';
}

/** @param {string} message */
function clip(message) {
  return text.clip(message, MAX_MESSAGE);
}

/**
 * The end of a log, collapsed, in a code block no line of it can close.
 * Inside the block markdown and HTML are inert, but not what a reader cannot
 * see, which is named (`<U+202E>`); and `<!--` is broken with a zero-width
 * space, so a log cannot carry a marker that makes another run edit this
 * comment.
 * @param {string} tail
 */
function logTail(tail) {
  let log = breakCommentStart(showInvisible(String(tail).replace(/\r\n?/g, '\n'))).replace(/\n+$/, '');
  const lines = log.split('\n');
  if (lines.length > MAX_TAIL_LINES) log = lines.slice(-MAX_TAIL_LINES).join('\n');
  if (log.length > MAX_TAIL_CHARS) log = `…${log.slice(-MAX_TAIL_CHARS)}`;
  return `<details><summary>The end of the log</summary>\n\n${text.fence(log)}\n\n</details>`;
}

/** @param {StatusRequest} request */
function requestSummary(request) {
  const items = [];
  const list = (values) => values.map((v) => escapeMarkdown(v)).join(', ');
  if (request.categories?.length) items.push(list(request.categories));
  if (request.runs !== undefined) items.push(runs(request));
  if (request.filters?.length) items.push(`filter: ${list(request.filters)}`);
  if (request.excludes?.length) items.push(`exclude: ${list(request.excludes)}`);
  if (request.sets?.length) items.push(`set: ${list(request.sets.map(({ key, value }) => `${key}=${value}`))}`);
  if (request.profile) items.push('profile');
  items.push(...commitItems(request).map((item) => escapeMarkdown(item)));
  return items.length > 0 ? `Request: ${items.join(' · ')}` : '';
}

/** `30 runs` (fixed), or `±2% accuracy, 10–100 runs` (adaptive). @param {StatusRequest} request */
function runs({ runs: n, accuracy, maxRuns }) {
  if (accuracy == null) return `${count(n)} run${n === 1 ? '' : 's'}`;
  const target = typeof accuracy === 'number' && Number.isFinite(accuracy) ? `±${accuracy}%` : '±?%';
  return `${target} accuracy, ${count(n)}–${count(maxRuns)} runs`;
}
