// Every state of the sticky comment as GitHub shows it: the markdown the
// Action posts, rendered the way GitHub renders a comment (test/helpers/gfm.js:
// GFM with hard line breaks, GitHub's sanitizer, mentions and references
// linked), then checked by its structure: a list of problems, a code block
// with the usage, a table whose rows have their cells in the right columns.
// A markdown substring can look right and still render as one paragraph.
//
// The bodies come from the real code paths: the gate in-process against the
// GitHub stand-in (help, refused: a parse error, no permission, a moved
// head; queued), renderStatus (building, running, failed) and publish with
// analyze's comparisons (done: changed, unchanged, inconclusive, paired).
//
// Throughout: no `<!--` marker is visible, and nothing a commenter (or the
// pull request's benchmark files) wrote becomes a link, a mention, a heading
// or an HTML element.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { renderGfm, visibleText, shape, tableCells } from './helpers/gfm.js';
import { makeBenchDir, benchSource } from './helpers/bench-dir.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { unpaired, paired } from './helpers/analysed.js';
import { fakeLog } from './helpers/fake-log.js';
import { tunableMachine } from './helpers/fake-machine.js';
import { createContext, MODES } from '../src/action.js';
import { readSettings } from '../src/settings.js';
import { createGitHub } from '../src/github/client.js';
import { createRequest } from '../src/request/request.js';
import { parseCommand } from '../src/request/command.js';
import { renderStatus } from '../src/report/status.js';
import { renderComment } from '../src/report/comment.js';
import { publish, runParameters, describeMethod } from '../src/report/publish.js';
import { renderMachine, untunedWarning } from '../src/report/machine.js';
import { readMachine } from '../src/machine/sysfs.js';
import { mergeBaseWarning } from '../src/report/compared.js';
import { BASE, COMMENT_TIME, HEAD, MERGE, RUN_URL, actionDefaults } from './helpers/world.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { verdict } = require('../benchmark/_lib/words/verdict.js');

const scratch = tempDir('nba-rendered-');
test.after(() => fs.rmSync(scratch, { recursive: true, force: true }));

// ---- the world --------------------------------------------------------------------------------------

const TOKEN = 'ghs_RenderedTestToken0123456789abcdefAB';
const FAST = { retryBaseMs: 1, spaceWrites: false };
const ZWSP = /\u200b/g;
const USAGE_FIRST_LINE = '/benchmark <category> [<category> ...] [--filter <text>]... [--exclude <text>]... ' +
  '[--runs <n>] [--accuracy <percent>] [--set <key>=<value>]... [--profile] [--sha <40-hex>]';

const BENCH = makeBenchDir({
  'string_decoder/decode.js': benchSource({ n: [1] }),
  'buffers/concat.js': benchSource({ n: [1] }),
}, { harness: false });
test.after(() => fs.rmSync(BENCH, { recursive: true, force: true }));
const CATEGORIES = ['buffers', 'string_decoder'];

/** action.yml's defaults, as the runner passes them. */
const DEFAULTS = actionDefaults(TOKEN);

/** Pull request 12 of o/r, its head last pushed before the comment unless `activity` says otherwise. */
async function standIn(t, activity = [{ ref: 'pr', after: HEAD, timestamp: '2026-11-21T09:00:00Z' }]) {
  const gh = await startGitHubStandIn({
    repo: 'o/r', token: TOKEN,
    pulls: [{ number: 12, headSha: HEAD, baseSha: BASE, headRef: 'pr', mergeCommitSha: MERGE }],
    permissions: { maintainer: 'write', visitor: 'read' },
    activity: { 'o/r': activity },
  });
  t.after(() => gh.close());
  return gh;
}

/**
 * The gate answering `body`, a new comment on #12 by `user`, in-process as
 * src/index.js runs it (readSettings -> createContext -> MODES.gate); the
 * body of the sticky comment it wrote.
 * @param {import('node:test').TestContext} t
 * @param {string} body
 * @param {{ user?: string, activity?: any[], replies?: number }} [options]  replies: how many comments the gate posts
 */
async function gateReply(t, body, { user = 'maintainer', activity, replies = 1 } = {}) {
  const gh = await standIn(t, activity);
  const id = 5001;
  gh.state.comments.push({ id, issueNumber: 12, body, user, createdAt: COMMENT_TIME, updatedAt: COMMENT_TIME });
  const dir = fs.mkdtempSync(path.join(scratch, 'gate-'));
  const eventPath = path.join(dir, 'event.json');
  fs.writeFileSync(eventPath, JSON.stringify({
    action: 'created',
    issue: { number: 12, pull_request: { url: `${gh.url}/repos/o/r/pulls/12` } },
    comment: { id, body, created_at: COMMENT_TIME, user: { login: user, type: 'User' } },
  }));
  const env = {
    GITHUB_EVENT_PATH: eventPath, GITHUB_EVENT_NAME: 'issue_comment', GITHUB_REPOSITORY: 'o/r',
    GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '777', GITHUB_API_URL: gh.url,
  };
  const values = { ...DEFAULTS, mode: 'gate', 'benchmark-dir': BENCH, 'results-dir': path.join(dir, 'results') };
  const log = fakeLog();
  const settings = readSettings((name) => values[name]);
  const context = createContext({ settings, env, log });
  context.github = createGitHub({ token: TOKEN, env, owner: 'o', repo: 'r', log, timing: FAST });
  await MODES.gate(context);
  assert.deepEqual(log.record.failed, [], 'an answer, not a failure');
  const ours = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
  assert.equal(ours.length, replies, replies === 1 ? 'one sticky comment' : 'no comment');
  return { body: ours[0]?.body ?? '', log, gh };
}

/** A request as the gate makes it. */
function request(fields = {}) {
  return createRequest({ prNumber: 12, commentId: 5001, method: 'merge', baseSha: BASE, headSha: HEAD,
    mergeSha: MERGE, mergeBaseSha: null, noMerge: null, categories: ['string_decoder'],
    filters: [], excludes: [], runs: 10, accuracy: 2, maxRuns: 100, sets: [], profile: false, auto: null, runsLimit: 100, ...fields });
}

// ---- what every state shares ------------------------------------------------------------------------

/**
 * The rendered comment, after the checks every state passes: the hidden
 * marker is gone, and the first block is the bold status line `status`.
 * @param {string} markdown
 * @param {string | RegExp} status  the bold text of the status line
 */
function rendered(markdown, status) {
  const { body, html } = renderGfm(markdown);
  const marker = /^<!-- (node-benchmark-action:[^ ]+) -->$/.exec(markdown.split('\n')[0]);
  assert.ok(marker, `the first line is the marker:\n${markdown}`);
  assert.ok(!html.includes('<!--'), `a comment survived:\n${html}`);
  const visible = body.textContent ?? '';
  assert.ok(!visible.includes('<!--'), `marker text is visible:\n${html}`);
  assert.ok(!visible.includes(marker[1]), `the marker is visible:\n${html}`);
  const first = body.firstElementChild;
  assert.equal(first?.tagName, 'P', html);
  const strong = first.firstElementChild;
  assert.equal(strong?.tagName, 'STRONG', `the status line starts bold:\n${html}`);
  if (typeof status === 'string') assert.equal(visibleText(strong), seenVerdict(status));
  else assert.match(visibleText(strong), status);
  return { body, html };
}

/** The last block: a paragraph that is only the link to the workflow run. */
function assertRunLink(body, html) {
  const last = body.lastElementChild;
  assert.equal(last?.tagName, 'P', html);
  assert.equal(last.children.length, 1, html);
  const link = last.querySelector('a');
  assert.equal(link?.getAttribute('href'), RUN_URL);
  assert.equal(visibleText(last), 'Workflow run');
}

/**
 * No element made of what someone else wrote: inside `element` (a problem,
 * the request line, a table cell) only `allowed` elements, and no link,
 * mention, heading or other element at all.
 * @param {Element} element
 * @param {string} html  for the message
 * @param {string[]} [allowed]  tag names ours may add (e.g. `code` of the inconclusive list)
 */
function assertInert(element, html, allowed = []) {
  const found = [...element.querySelectorAll('*')].map((e) => e.tagName.toLowerCase())
    .filter((tag) => !allowed.includes(tag));
  assert.deepEqual(found, [], `elements made of commenter text in ${element.outerHTML}\n(whole comment:\n${html})`);
}

/** The text a reader sees, without the zero-width spaces that defuse mentions and links. */
const seen = (element) => visibleText(element).replace(ZWSP, '');

/** The `<pre><code>` that holds the usage: its first line is the command's syntax. */
function assertUsage(pre, html) {
  assert.equal(pre?.tagName, 'PRE', html);
  const code = pre.firstElementChild;
  assert.equal(code?.tagName, 'CODE', html);
  const lines = (code.textContent ?? '').split('\n');
  assert.equal(lines[0], USAGE_FIRST_LINE);
  assert.equal(lines[1], "/benchmark auto [options]   the categories the pull request's changed files touch");
  assert.equal(lines[2], '/benchmark help');
  assert.ok(lines.includes(`categories: ${CATEGORIES.join(', ')}`), code.textContent ?? '');
}

// ---- the renderer itself ----------------------------------------------------------------------------

test('the helper renders as GitHub does: comments dropped, HTML sanitized, hard breaks, mentions and autolinks', () => {
  const { body, html } = renderGfm([
    '<!-- hidden -->',
    '',
    'one',
    'two @octocat #12 @\u200bnobody https://example.com/x `@code`',
    '',
    '<details open><summary>More</summary>',
    '',
    '| a | b |',
    '|:--|--:|',
    '| 1 |',
    '',
    '</details>',
    '',
    'x <script>alert(1)</script> <b onclick="x()" style="color:red">bold</b> <a href="javascript:x()">js</a>',
  ].join('\n'));
  assert.ok(!html.includes('hidden') && !html.includes('<!--'), html);
  assert.deepEqual(shape(body), ['p', 'details', 'p'], html);
  const first = body.children[0];
  assert.equal(first.querySelectorAll('br').length, 1, 'a newline in a comment is a line break');
  assert.deepEqual([...first.querySelectorAll('a')].map((a) => [a.className, visibleText(a)]),
    [['user-mention', '@octocat'], ['issue-link', '#12'], ['', 'https://example.com/x']]);
  assert.equal(first.querySelector('code a'), null, 'nothing is linked inside code');
  const details = body.children[1];
  assert.deepEqual(tableCells(/** @type {Element} */ (details.querySelector('table'))),
    { header: ['a', 'b'], rows: [['1', '']] }, 'GFM pads a short row');
  const last = body.children[2];
  // GFM's tagfilter: a script tag is shown as text, not run, not dropped.
  assert.equal(last.querySelector('script'), null, html);
  assert.match(visibleText(last), /^x <script>alert\(1\)<\/script> bold js$/);
  assert.ok(!/ on\w+=|style=|javascript:/.test(html), html);
  assert.equal(visibleText(last.querySelector('b')), 'bold');
  assert.equal(last.querySelector('a')?.hasAttribute('href'), false, 'no javascript: link');
});

// ---- before the results -----------------------------------------------------------------------------

test('queued (through the gate): the status line, the request line, the run link; a hostile filter stays text', async (t) => {
  const filter = '<b>x</b> @octocat #1 https://evil.example/a **y** [z](https://evil.example) www.evil.example';
  const { body: markdown } = await gateReply(t, `/benchmark string_decoder --runs 2 --filter '${filter}' --set n=16`);
  const { body, html } = rendered(markdown, 'Benchmark: Queued');
  assert.deepEqual(shape(body), ['p', 'p', 'p'], html);
  const line = body.children[1];
  assert.equal(seen(line), `Request: string_decoder · 2 runs · filter: ${filter} · set: n=16 · ` +
    `base ${BASE.slice(0, 7)} · PR ${HEAD.slice(0, 7)} · test merge ${MERGE.slice(0, 7)}`);
  assertInert(line, html);
  assertRunLink(body, html);
});

test('building: the status line, the request line, the run link; no link when the run is unknown', () => {
  const asked = request({ filters: ['ascii'], excludes: ['utf8'] });
  const { body, html } = rendered(renderStatus({ state: 'building', request: asked, runUrl: RUN_URL }),
    'Benchmark: Building the old and new binaries');
  assert.deepEqual(shape(body), ['p', 'p', 'p'], html);
  assert.equal(seen(body.children[1]), `Request: string_decoder · ±2% accuracy, 10–100 runs · filter: ascii · ` +
    `exclude: utf8 · base ${BASE.slice(0, 7)} · PR ${HEAD.slice(0, 7)} · test merge ${MERGE.slice(0, 7)}`);
  assertRunLink(body, html);
  const unknown = rendered(renderStatus({ state: 'building', request: asked }), 'Benchmark: Building the old and new binaries');
  assert.deepEqual(shape(unknown.body), ['p', 'p'], unknown.html);
  assert.equal(unknown.body.querySelectorAll('a').length, 0, unknown.html);
});

test('running: the progress in the status line, the request line, the run link', () => {
  const markdown = renderStatus({ state: 'running', request: request(), runUrl: RUN_URL,
    detail: { unit: 'blocks', done: 40, planned: 120, eta: 185 } });
  const { body, html } = rendered(markdown, 'Benchmark: Running: 40 of 120 blocks, about 3 min left');
  assert.deepEqual(shape(body), ['p', 'p', 'p'], html);
  assert.match(seen(body.children[1]), /^Request: string_decoder · ±2% accuracy, 10–100 runs · base ba5eba5 · PR c0ffeec · test merge 3e26e3e$/);
  assertRunLink(body, html);
});

test('failed: the status line, then the log tail collapsed in one code block that no line of it can leave', () => {
  const tail = [
    'make[1]: *** [Makefile:123: out/Release/node] Error 1',
    '```',
    '</details>',
    '<!-- node-benchmark-action:pr-12:util -->',
    '# not a heading @octocat #1 https://evil.example',
    '<script>alert(1)</script>',
    'exit 2',
  ].join('\n');
  const markdown = renderStatus({ state: 'failed', request: request(), runUrl: RUN_URL,
    detail: { step: 'building node-pr', message: 'make exited with code 2: *see* <the log> @octocat', logTail: tail } });
  const { body, html } = rendered(markdown, 'Benchmark: Failed');
  assert.deepEqual(shape(body), ['p', 'details', 'p', 'p'], html);
  assert.equal(seen(body.children[0]), 'Benchmark: Failed while building node-pr: make exited with code 2: ' +
    '*see* <the log> @octocat');
  assert.equal(body.children[0].children.length, 1, `only the status is bold:\n${html}`);
  const details = body.children[1];
  assert.equal(visibleText(details.querySelector('summary')), 'The end of the log');
  assert.deepEqual(shape(details), ['summary', 'pre'], html);
  const code = details.querySelector('pre > code');
  // Every line of the log, as written, but the marker broken by a zero-width space.
  assert.equal(code?.textContent, `${tail.replace('<!--', '<\u200b!--')}\n`);
  assert.match(seen(body.children[2]), /^Request: string_decoder/);
  assertRunLink(body, html);
});

// ---- the gate's answers -----------------------------------------------------------------------------

test("refused, a parse error: the user's command gets its problems as a list, then the usage in a code block", async (t) => {
  const command = '/benchmark string_decoder;touch${IFS}x --runs 2';
  const parsed = parseCommand(command, { categories: CATEGORIES, accuracy: 2 });
  assert.equal(parsed?.kind, 'invalid');
  const { body: markdown } = await gateReply(t, command);
  const { body, html } = rendered(markdown, 'Benchmark: Refused');
  assert.equal(visibleText(body.children[0]), 'Benchmark: Refused: nothing was run.');
  assert.deepEqual(shape(body), ['p', 'ul', 'pre', 'p'], html);
  const items = [...body.children[1].children];
  // One item per problem, each as the parser wrote it: not escaped twice, not clipped, not merged.
  assert.deepEqual(items.map((li) => seen(li)), parsed.problems);
  assert.ok(items.some((li) => visibleText(li) ===
    "Unknown category 'string_decoder;touch${IFS}x'; categories: buffers, string_decoder"), html);
  for (const li of items) assertInert(li, html);
  assertUsage(body.children[2], html);
  assertRunLink(body, html);
});

test('refused, several problems with hostile text: one list item each, in order, each inert and readable', async (t) => {
  const command = "/benchmark string_decoder;touch${IFS}x '<img src=x onerror=alert(1)>' @octocat#1 " +
    "https://evil.example/x www.evil.example '# heading' --runs 5000 --set 'a|b=c' --bogus '**x**'";
  const parsed = parseCommand(command, { categories: CATEGORIES, accuracy: 2 });
  assert.ok(parsed?.kind === 'invalid' && parsed.problems.length === 4, JSON.stringify(parsed));
  const { body: markdown } = await gateReply(t, command);
  const { body, html } = rendered(markdown, 'Benchmark: Refused');
  assert.deepEqual(shape(body), ['p', 'ul', 'pre', 'p'], html);
  const items = [...body.children[1].children];
  assert.deepEqual(items.map((li) => seen(li)), parsed.problems);
  for (const li of items) assertInert(li, html);
  assert.equal(body.querySelectorAll('img, h1, h2, h3, h4, h5, h6, strong strong, em').length, 0, html);
  assertUsage(body.children[2], html);
});

test('no permission: no comment, a 👎, and a job summary that names the commenter without mentioning them', async (t) => {
  const { log, gh } = await gateReply(t, '/benchmark string_decoder', { user: 'visitor', replies: 0 });
  assert.deepEqual(gh.state.reactions.map((r) => r.content), ['-1']);
  const { body, html } = renderGfm(log.record.summaries.join(''));
  assert.match(seen(body), /^Benchmark: not started: @visitor has read permission; benchmarks need write or more\./, html);
  assertInert(body.querySelector('p') ?? body, html, ['strong']);
});

test('refused, a head moved after the comment: the problem as one list item, no mention or issue link', async (t) => {
  const { body: markdown } = await gateReply(t, '/benchmark string_decoder --runs 2',
    { activity: [{ ref: 'pr', after: HEAD, timestamp: '2026-11-21T10:00:30Z', actor: 'mallory' }] });
  const { body, html } = rendered(markdown, 'Benchmark: Refused');
  assert.deepEqual(shape(body), ['p', 'ul', 'p'], html);
  const items = [...body.children[1].children];
  assert.equal(items.length, 1, html);
  assert.match(seen(items[0]), /^the head of #12 moved after your comment \(pushed at 2026-11-21T10:00:30Z by @mallory, /);
  assertInert(items[0], html);
  assertRunLink(body, html);
});

test('help: the status line, then the usage as a code block', async (t) => {
  const { body: markdown } = await gateReply(t, '/benchmark help');
  const { body, html } = rendered(markdown, 'Benchmark: Help');
  assert.deepEqual(shape(body), ['p', 'pre', 'p'], html);
  assertUsage(body.children[1], html);
  assertRunLink(body, html);
});

// ---- the results ------------------------------------------------------------------------------------

// One test per row: the verdict's change with its interval, its q-value, its outcome.
const UNPAIRED = ['benchmark', 'new vs old (95% interval)', 'q-value', 'result'];
const PAIRED = UNPAIRED;
/** What each column's cells look like: a shifted cell shows up as a mismatch. */
const CELL = {
  'new vs old (95% interval)': /^([+-]?\d+\.\d%( \([+-]?\d+\.\d% to [+-]?\d+\.\d%\))?|NA)$/,
  'q-value': /^(\d\.\d{3}|\d\.\de-\d+|0|)$/,
  'result': /^(regressed|improved|no change|inconclusive|not tested( \([a-z ]+\))?)(; allocates (more|less))?$/,
};

/** The verdict line as a reader sees it: its names are code, without their backticks. @param {string} line */
const seenVerdict = (line) => line.replace(/(`+) ?(.*?) ?\1/g, '$2');

/** @param {Array<{ effect: number, noisy?: boolean }>} rows  @param {(i: number) => string} [name] */
const results = (rows, name) => unpaired(rows, { name });
const pairedResults = (/** @type {number[]} */ effects) => paired(effects);

/**
 * The results comment as publish posts it to the stand-in: the comparisons,
 * the run parameters and the machine section as the report step passes them.
 * @param {import('node:test').TestContext} t
 * @param {{ comparisons: any[], summary: any }} analysed
 */
async function published(t, { comparisons, summary }, commits = {}, { untuned = false } = {}) {
  const gh = await standIn(t);
  const resultsDir = fs.mkdtempSync(path.join(scratch, 'results-'));
  const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'o', repo: 'r',
    log: { warning: () => {}, debug: () => {} }, timing: FAST });
  const asked = request({ filters: ['decode'], runs: 10, accuracy: null, maxRuns: null,
    sets: [{ key: 'encoding', value: 'utf8' }], ...commits });
  const method = { schedule: 'blocks', seed: 12345, accuracy: null, minRuns: 10, maxRuns: 10 };
  const record = readMachine({ root: tunableMachine(scratch) });
  const machine = renderMachine(record, { cpuset: '2-3', versions: { 'node-main': 'v24.1.0', 'node-pr': 'v24.1.0' },
    method: describeMethod(/** @type {any} */ (method), asked) });
  const log = fakeLog();
  await publish({ github, log, prNumber: 12, marker: asked.marker, comparisons, summary,
    verdictLine: verdict(summary), sections: [machine], resultsDir, runUrl: RUN_URL, charts: ['rates.svg', 'improvement.svg'],
    notes: [mergeBaseWarning(asked), untuned ? untunedWarning({ record, cpuset: null }) : ''].filter(Boolean),
    parameters: runParameters(asked, asked, {}, /** @type {any} */ (method)) });
  const ours = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
  assert.equal(ours.length, 1);
  return { markdown: ours[0].body, summary };
}

/**
 * A results table, checked cell by cell: the header is `columns`, every row
 * has a cell in each column and each cell looks like its column's.
 * @param {Element} table
 * @param {string[]} columns
 * @param {string} html
 */
function assertResultsTable(table, columns, html) {
  assert.equal(table?.tagName, 'TABLE', html);
  const { header, rows } = tableCells(table);
  assert.deepEqual(header, columns);
  assert.ok(rows.length > 0, html);
  for (const row of rows) {
    assert.equal(row.length, columns.length, `a row of ${row.length} cells: ${row.join(' | ')}`);
    row.forEach((cell, i) => {
      if (columns[i] !== 'benchmark') assert.match(cell, CELL[columns[i]], `${columns[i]} of ${row[0]}`);
    });
    assert.match(row[0], /^string_decoder\/decode\.js n=\d+$/);
  }
  for (const cell of table.querySelectorAll('td')) assertInert(cell, html);
  return rows;
}

/**
 * The tail every results comment shares: the reading note, compare.R's
 * text table, the machine, the run parameters, the links to the run and
 * its artifact.
 */
function assertTail(body, html) {
  const children = [...body.children];
  const links = /** @type {Element} */ (body.lastElementChild);
  assert.equal(links.tagName, 'P', html);
  assert.deepEqual([...links.querySelectorAll('a')].map((a) => [visibleText(a), a.getAttribute('href')]),
    [['Workflow run', RUN_URL], ['results artifact', `${RUN_URL}#artifacts`]]);
  const note = children.find((e) => e.tagName === 'P' && e.firstElementChild?.tagName === 'SUB');
  assert.ok(note, `the reading note:\n${html}`);
  assert.match(visibleText(note), /^new vs old: the change of the (mean )?rate \(\+ is faster\).* compare\.R's own table, with its stars \(Welch's p-values\), is folded below\.$/);
  // One name per binary, old and new, as in the table's "new vs old": node-main and node-pr are files on the machine.
  assert.doesNotMatch(visibleText(body), /node-main|node-pr|\b(base|head|PR) binary/, html);
  const sections = children.filter((e) => e.tagName === 'DETAILS');
  const bySummary = new Map(sections.map((d) => [visibleText(d.querySelector('summary')), d]));
  // The improvement drawn as fixed-width text, folded, and where the SVGs are.
  const chart = bySummary.get('Chart: the improvement, with intervals adjusted for the 5% false discovery rate');
  assert.ok(chart, `the chart:\n${html}`);
  assert.deepEqual(shape(chart), ['summary', 'pre', 'p'], html);
  const drawn = (chart.querySelector('pre')?.textContent ?? '').trimEnd().split('\n');
  assert.match(drawn[0], /^ +.*0%/, 'the axis labels');
  assert.match(drawn.at(-1) ?? '', /^● changed ○ not \(5% FDR\)/, 'the key');
  assert.ok(drawn.some((line) => /^string_decoder\/decode\.js/.test(line)), drawn.join('\n'));
  const svgs = /** @type {Element} */ (chart.querySelector('p'));
  assert.equal(visibleText(svgs), "As SVG: rates.svg and improvement.svg in the workflow run's artifacts.");
  assert.deepEqual([...svgs.querySelectorAll('a')].map((a) => a.getAttribute('href')), [`${RUN_URL}#artifacts`]);
  // compare.R's own table, folded, one code block ready to paste.
  const textTable = bySummary.get("compare.R's table (to paste)");
  assert.ok(textTable, `compare.R's table:\n${html}`);
  assert.deepEqual(shape(textTable), ['summary', 'pre'], html);
  const pasted = textTable.querySelector('pre')?.textContent ?? '';
  assert.match(pasted, /^ +confidence improvement accuracy \(\*\) +\(\*\*\) +\(\*\*\*\)\n/);
  assert.match(pasted, /^string_decoder\/decode\.js n=0 +(\*{1,3} +)?-?\d+\.\d\d %/m);
  assert.match(pasted, /false positives, when considering a 0\.1% risk acceptance/);
  for (const name of ['Machine', 'Run parameters']) {
    const details = bySummary.get(name);
    assert.ok(details, `the ${name} section:\n${html}`);
    assert.deepEqual(shape(details), name === 'Machine' ? ['summary', 'table'] : ['summary', 'table', 'details'], html);
    const { header, rows } = tableCells(/** @type {Element} */ (details.querySelector('table')));
    assert.equal(header.length, 2, html);
    for (const row of rows) assert.equal(row.length, 2, row.join(' | '));
    assert.ok(rows.length >= 5, html);
  }
  const machine = tableCells(/** @type {Element} */ (bySummary.get('Machine')?.querySelector('table')));
  assert.deepEqual(machine.rows[0], ['CPU', 'Intel(R) Xeon(R) E-2388G']);
  assert.deepEqual(machine.rows.find((r) => r[0] === 'CPUs'), ['CPUs', '4, benchmarks pinned to 2-3']);
  assert.deepEqual(machine.rows.filter((r) => r[0].endsWith(' binary')), [['old binary', 'v24.1.0'], ['new binary', 'v24.1.0']]);
  const parameters = tableCells(/** @type {Element} */ (bySummary.get('Run parameters')?.querySelector('table')));
  assert.deepEqual(parameters.header, ['parameter', 'value']);
  assert.deepEqual(parameters.rows.find((r) => r[0] === 'categories'), ['categories', 'string_decoder']);
  assert.deepEqual(parameters.rows.find((r) => r[0] === 'filter'), ['filter', 'decode']);
  assert.deepEqual(parameters.rows.find((r) => r[0] === 'set'), ['set', 'encoding=utf8']);
  assert.deepEqual(parameters.rows.find((r) => r[0] === 'base tip (old binary)'), ['base tip (old binary)', BASE]);
  assert.deepEqual(parameters.rows.find((r) => r[0] === 'test merge (new binary)'), ['test merge (new binary)', MERGE]);
  assertSeen(/** @type {Element} */ (bySummary.get('Run parameters')?.querySelector('details')), html);
  return bySummary;
}

/**
 * What each configuration could have seen, folded in the run parameters: a
 * paragraph with the range, then each configuration with the smallest
 * change it would find, the largest first, every name text in its cell.
 * @param {Element} fold
 * @param {string} html
 * @returns {string[][]}  the rows
 */
function assertSeen(fold, html) {
  assert.equal(visibleText(fold.querySelector('summary')), 'What each configuration could have seen', html);
  assert.deepEqual(shape(fold), ['summary', 'p', 'table'], html);
  assert.match(visibleText(/** @type {Element} */ (fold.querySelector('p'))), /^A change of ±\d+\.\d% (\(median; ±\d+\.\d% to ±\d+\.\d%\) was the smallest each of the \d+ tested configurations|was the smallest the tested configuration) could find, with 80% power\./);
  const table = /** @type {Element} */ (fold.querySelector('table'));
  const { header, rows } = tableCells(table);
  assert.deepEqual(header, ['benchmark', 'smallest change found with 80% power']);
  assert.ok(rows.length > 0, html);
  for (const row of rows) {
    assert.equal(row.length, 2, row.join(' | '));
    assert.match(row[1], /^±\d+\.\d%$/, row.join(' | '));
  }
  const values = rows.map((row) => Number(row[1].slice(1, -1)));
  assert.deepEqual(values, [...values].sort((a, b) => b - a), 'the largest first');
  for (const cell of table.querySelectorAll('td')) assertInert(cell, html);
  return rows;
}

test('done, changed: the verdict, the changed rows in the verdict\'s order, the rest collapsed, the sections', async (t) => {
  const { markdown, summary } = await published(t, results([{ effect: 0.2 }, { effect: 0 }, { effect: -0.3 }]));
  const { body, html } = rendered(markdown, `Benchmark: ${verdict(summary)}`);
  assert.equal(visibleText(body.firstElementChild), 'Benchmark: 1 of 3 configurations regressed (5% false discovery ' +
    'rate): string_decoder/decode.js n=2 -30.0%; 1 improved: string_decoder/decode.js n=0 +20.0%; no change larger ' +
    `than ${/±[\d.]+%/.exec(verdict(summary))?.[0]} in the other one (95%).`);
  assert.deepEqual(shape(body), ['p', 'table', 'details', 'p', 'details', 'details', 'details', 'details', 'p'], html);
  const open = assertResultsTable(body.children[1], UNPAIRED, html);
  assert.deepEqual(open.map((row) => [row[0], row[1].split(' ')[0], row[3]]),
    [['string_decoder/decode.js n=2', '-30.0%', 'regressed'], ['string_decoder/decode.js n=0', '+20.0%', 'improved']]);
  const rest = body.children[2];
  assert.equal(visibleText(rest.querySelector('summary')), '1 other configuration: 1 no change');
  assert.deepEqual(shape(rest), ['summary', 'table'], html);
  const collapsed = assertResultsTable(rest.children[1], UNPAIRED, html);
  assert.deepEqual(collapsed.map((row) => [row[0], row[3]]), [['string_decoder/decode.js n=1', 'no change']]);
  assertTail(body, html);
});

test('done, 2 regressions and 3 improvements: the first line names each, the table comes before any list, ' +
     'no row shows a symbol the verdict contradicts', async (t) => {
  const effects = [{ effect: 0.03 }, { effect: -0.054 }, { effect: 0 }, { effect: 0.1 }, { effect: 0, noisy: true },
    { effect: -0.031 }, { effect: 0.05 }, { effect: 0.001 }];
  const { markdown, summary } = await published(t, results(effects));
  assert.deepEqual([summary.regressed, summary.improved, summary.inconclusive], [2, 3, 1]);
  const { body, html } = rendered(markdown, `Benchmark: ${verdict(summary)}`);
  const first = visibleText(body.firstElementChild);
  assert.match(first, /^Benchmark: 2 of 8 configurations regressed \(5% false discovery rate\): string_decoder\/decode\.js n=1 -5\.4%, string_decoder\/decode\.js n=5 -3\.1%; 3 improved: string_decoder\/decode\.js n=3 \+10\.0%, string_decoder\/decode\.js n=6 \+5\.0%, string_decoder\/decode\.js n=0 \+3\.0%; no change larger than ±[\d.]+% in 2 others \(95%\); 1 inconclusive\.$/);
  // Each name is code, in the order of the table right under it.
  const named = [.../** @type {Element} */ (body.firstElementChild).querySelectorAll('code')].map(visibleText);
  const tables = [...body.querySelectorAll('table')];
  const open = assertResultsTable(tables[0], UNPAIRED, html);
  assert.deepEqual(open.map((row) => row[0]), named);
  assert.deepEqual(open.map((row) => row[3]), ['regressed', 'regressed', 'improved', 'improved', 'improved']);
  // The table first: nothing is a list before it, and the inconclusive list is folded under it.
  assert.deepEqual(shape(body).slice(0, 4), ['p', 'table', 'details', 'details'], html);
  const beforeTable = html.slice(0, html.indexOf('<table>'));
  assert.doesNotMatch(beforeTable, /<ul>|<ol>/);
  assert.equal(visibleText(body.children[2].querySelector('summary')), '1 inconclusive (95% interval not within the ±2% margin)');
  // Every row of every results table: its symbols say what the verdict says.
  for (const table of tables.filter((tbl) => tableCells(tbl).header.includes('result'))) {
    for (const [name, interval, q, result] of assertResultsTable(table, UNPAIRED, html)) {
      const [change, low, high] = [...interval.matchAll(/[+-]?\d+\.\d/g)].map((m) => Number(m[0]));
      const changed = result === 'regressed' || result === 'improved';
      assert.equal(Number(q) < 0.05, changed, `${name}: q ${q} and ${result}`);
      if (result === 'regressed') assert.ok(change < 0 && high < 0, `${name}: ${interval}`);
      if (result === 'improved') assert.ok(change > 0 && low > 0, `${name}: ${interval}`);
      if (result === 'no change') assert.ok(low > -2 && high < 2, `${name}: ${interval} within the ±2% margin`);
    }
  }
  // Stars are compare.R's p-based ones: nowhere but in its own table.
  const compareR = [...body.querySelectorAll('details')].find((d) => visibleText(d.querySelector('summary')) === "compare.R's table (to paste)");
  assert.ok(compareR, html);
  assert.match(compareR.textContent ?? '', /\*\*\*/);
  const elsewhere = [...body.children].filter((e) => e !== compareR).map((e) => e.textContent).join('\n');
  assert.doesNotMatch(elsewhere, /\*/, 'a star outside compare.R\'s table');
  assertTail(body, html);
});

test('done, compared with the merge base on a machine not tuned: a paragraph each, right under the verdict', async (t) => {
  const MERGE_BASE = 'f0f0'.repeat(10);
  const { markdown, summary } = await published(t, results([{ effect: 0.2 }, { effect: 0 }]),
    { method: 'merge-base', mergeSha: null, mergeBaseSha: MERGE_BASE, noMerge: 'conflict' }, { untuned: true });
  const { body, html } = rendered(markdown, `Benchmark: ${verdict(summary)}`);
  assert.deepEqual(shape(body), ['p', 'p', 'p', 'table', 'details', 'p', 'details', 'details', 'details', 'details', 'p'], html);
  assert.equal(visibleText(body.children[2]), '⚠️ The machine was not tuned for benchmarking (governor schedutil; ' +
    'turbo on; benchmarks not pinned to a CPU set): differences of a few percent may be its noise. Details under Machine.');
  const warning = body.children[1];
  assert.equal(visibleText(warning), `⚠️ Compared the head ${HEAD.slice(0, 7)} with its merge base ` +
    `${MERGE_BASE.slice(0, 7)}, not with the base branch's tip, because the pull request does not merge cleanly into ` +
    `its base branch: the base branch's commits since ${MERGE_BASE.slice(0, 7)} are in neither binary.`);
  assert.deepEqual([...warning.querySelectorAll('code')].map((c) => c.textContent),
    [HEAD.slice(0, 7), MERGE_BASE.slice(0, 7), MERGE_BASE.slice(0, 7)]);
  const parameters = body.querySelectorAll('details')[4];
  assert.equal(visibleText(parameters.querySelector('summary')), 'Run parameters');
  const rows = tableCells(/** @type {Element} */ (parameters.querySelector('table'))).rows;
  assert.deepEqual(rows.filter((r) => ['compared', 'base tip', 'head (new binary)', 'merge base (old binary)'].includes(r[0])), [
    ['compared', 'merge base: old is the commit the head branched from, new the head, because the pull request does ' +
      'not merge cleanly into its base branch'],
    ['base tip', BASE], ['head (new binary)', HEAD], ['merge base (old binary)', MERGE_BASE]]);
});

test('done, unchanged: the verdict, no open table, every row collapsed, no inconclusive list', async (t) => {
  const { markdown, summary } = await published(t, results([{ effect: 0 }, { effect: 0 }, { effect: 0.001 }]));
  assert.equal(summary.changed, 0);
  assert.equal(summary.inconclusive, 0);
  const { body, html } = rendered(markdown, `Benchmark: ${verdict(summary)}`);
  assert.match(visibleText(body.firstElementChild), /^Benchmark: No change larger than ±[\d.]+% in 3 of 3 configurations \(95%\)\.$/);
  assert.deepEqual(shape(body), ['p', 'details', 'p', 'details', 'details', 'details', 'details', 'p'], html);
  assert.equal(body.querySelectorAll('ul').length, 0, html);
  assert.equal(assertResultsTable(body.children[1].children[1], UNPAIRED, html).length, 3);
  assertTail(body, html);
});

test('done, inconclusive: the list of inconclusive configurations folded under the table, each name as code', async (t) => {
  const { markdown, summary } = await published(t, results([{ effect: 0.2 }, { effect: 0, noisy: true },
    { effect: 0, noisy: true }, { effect: 0 }]));
  assert.equal(summary.inconclusive, 2);
  const { body, html } = rendered(markdown, `Benchmark: ${verdict(summary)}`);
  assert.deepEqual(shape(body), ['p', 'table', 'details', 'details', 'p', 'details', 'details', 'details', 'details', 'p'], html);
  assertResultsTable(body.children[1], UNPAIRED, html);
  const fold = body.children[2];
  assert.deepEqual(shape(fold), ['summary', 'p', 'ul'], html);
  assert.equal(visibleText(fold.querySelector('summary')), '2 inconclusive (95% interval not within the ±2% margin)');
  assert.equal(visibleText(fold.querySelector('p')), 'Interval wider than the margin; the runs that would bring each within ±2%:');
  const items = [...fold.querySelectorAll('li')];
  // R: t <- t.test(new, old) of each noisy row: +0.165% ± 22.09% and +0.070% ± 21.79%;
  // 10 · (22.09 / (2 - 0.165))² = 1449.2 and 10 · (21.79 / (2 - 0.070))² = 1274.8 runs: past the cap.
  assert.deepEqual(items.map(visibleText), [
    'string_decoder/decode.js n=1: +0.2% ±22.1%, more than 1,000 runs',
    'string_decoder/decode.js n=2: +0.1% ±21.8%, more than 1,000 runs',
  ], html);
  for (const li of items) {
    assert.equal(li.firstElementChild?.tagName, 'CODE', html);
    assert.match(visibleText(li.firstElementChild), /^string_decoder\/decode\.js n=[12]$/);
    assertInert(li, html, ['code']);
  }
  const rest = assertResultsTable(/** @type {Element} */ (body.children[3].querySelector('table')), UNPAIRED, html);
  assert.deepEqual(rest.map((row) => row[3]), ['inconclusive', 'inconclusive', 'no change']);
  assertTail(body, html);
});

test('done, paired: the table has the paired "new vs old" interval, its q-value and the outcome in every row', () => {
  const { comparisons, summary } = pairedResults([0.03, 0]);
  const markdown = renderComment({ comparisons, verdict: verdict(summary), margin: summary.margin,
    marker: '<!-- node-benchmark-action:pr-12:string_decoder -->' });
  const { body, html } = rendered(markdown, `Benchmark: ${verdict(summary)}`);
  const tables = [...body.querySelectorAll('table')];
  assert.equal(tables.length, 2, html);
  for (const table of tables) assertResultsTable(table, PAIRED, html);
  assert.deepEqual(tableCells(tables[0]).rows[0], ['string_decoder/decode.js n=0', '+2.9% (+2.7% to +3.2%)',
    tableCells(tables[0]).rows[0][2], 'improved']);
});

test('done, cut to the size limit: the rows left out are said in a paragraph, not as a row of the table', () => {
  const { comparisons, summary } = results(Array.from({ length: 40 }, (_, i) => ({ effect: i % 2 === 0 ? 0.2 : 0 })));
  const markdown = renderComment({ comparisons, verdict: verdict(summary), margin: summary.margin }, { limit: 4000 });
  const { body, html } = renderGfm(markdown);
  const tables = body.querySelectorAll('table');
  assert.ok(tables.length > 0, html);
  for (const table of tables) assertResultsTable(table, UNPAIRED, html);
  const notes = [...body.querySelectorAll('p')].filter((p) => /^… and \d+ more configurations?, left out/.test(visibleText(p)));
  assert.ok(notes.length > 0, html);
  for (const note of notes) assert.match(visibleText(note), /see the CSV and JSON in the workflow artifact\.$/);
});

test('done: benchmark names from the pull request stay text in their cell and their code span', () => {
  const hostile = [
    'string_decoder/decode.js n=0 type=\'<img src=x onerror=alert(1)>\'',
    'string_decoder/decode.js n=1 url=\'https://evil.example/@octocat\'',
    'string_decoder/decode.js n=2 x=\'a|b\' y=\'**z** #1 www.evil.example\'',
    'string_decoder/decode.js n=3 m=\'<!-- node-benchmark-action:pr-1:x -->\'',
  ];
  const { comparisons, summary } = results([{ effect: 0.2 }, { effect: -0.2 }, { effect: 0, noisy: true },
    { effect: 0.3 }], (i) => hostile[i]);
  const markdown = renderComment({ comparisons, verdict: verdict(summary), margin: summary.margin,
    parameters: { runs: 10 } });
  const { body, html } = renderGfm(markdown);
  const names = [];
  const parameters = [...body.querySelectorAll('details')].find((d) => visibleText(d.querySelector('summary')) === 'Run parameters');
  const seenFold = /** @type {Element} */ (parameters?.querySelector('details'));
  // What each configuration could have seen: the same names, text in their cells, as in the results table.
  assert.deepEqual(assertSeen(seenFold, html).map((row) => row[0].replace(ZWSP, '')).sort(), [...hostile].sort());
  // The results tables: all but the run parameters' two.
  for (const table of [...body.querySelectorAll('table')].filter((t) => !parameters?.contains(t))) {
    const { header, rows } = tableCells(table);
    assert.deepEqual(header, UNPAIRED);
    for (const row of rows) {
      assert.equal(row.length, UNPAIRED.length);
      assert.match(row[1], CELL['new vs old (95% interval)'], row.join(' | '));
      names.push(row[0].replace(ZWSP, ''));
    }
    for (const cell of table.querySelectorAll('td')) assertInert(cell, html);
  }
  assert.deepEqual(names.sort(), [...hostile].sort());
  // The verdict names the changed ones as code: shown as written, nothing linked, no marker planted.
  const strong = /** @type {Element} */ (body.querySelector('p > strong'));
  assert.deepEqual([...strong.querySelectorAll('code')].map((code) => (code.textContent ?? '').replace(ZWSP, '')).sort(),
    [hostile[0], hostile[1], hostile[3]].sort());
  assertInert(strong, html, ['code']);
  assert.doesNotMatch(markdown, /<!--/);
  for (const li of body.querySelectorAll('li')) assertInert(li, html, ['code']);
  assert.equal(body.querySelectorAll('a, img').length, 0, html);
});
