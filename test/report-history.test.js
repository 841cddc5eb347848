// Earlier runs in the sticky comment (src/report/history.js, written through
// src/report/sticky.js and src/github/comments.js): asking again on the same
// pull request keeps the earlier results, newest first, folded under the new
// ones. The sequences run against the GitHub stand-in with the real status
// and results bodies; what a reviewer sees is checked on the rendered HTML
// (test/helpers/gfm.js). The old comment is untrusted, so forged and broken
// records are fed to it too: nothing throws, nothing grows without bound,
// nothing becomes a link, a mention or an element.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  carryHistory, readRecords, resultLine, historyLine, renderEarlierRuns,
  HISTORY_RESERVE, HISTORY_MAX_ENTRIES, MAX_VERDICT,
} from '../src/report/history.js';
import { upsertSticky, postStatus } from '../src/report/sticky.js';
import { renderStatus } from '../src/report/status.js';
import { renderComment, COMMENT_LIMIT } from '../src/report/comment.js';
import { markerFor } from '../src/request/grammar.js';
import { createGitHub } from '../src/github/client.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { renderGfm, visibleText } from './helpers/gfm.js';
import { unpaired } from './helpers/analysed.js';

const require = createRequire(import.meta.url);
const { verdictMarkdown } = require('../benchmark/_lib/words/markdown-report.js');

const TOKEN = 'ghs_StandInSecret0123456789abcdefABCDEF';
const FAST = { retryBaseMs: 1, spaceWrites: false };
const MARKER = markerFor(12, ['string_decoder']);
const BASE = '9d8c7b6a5f4e3d2c1b0a99887766554433221100';
const HEAD_A = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const HEAD_B = 'b0b1b2b3b4b5b6b7b8b9babbbcbdbebf00112233';
const HEAD_C = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';
const RUN_URL = 'https://github.com/nodejs/node/actions/runs/42';
const ZWSP = /\u200b/g;
const STATUS = renderStatus({ state: 'queued', request: { marker: MARKER } });

/** base64 JSON in a hidden record line, written by hand: the format the comment stores. */
function forged(kind, value) {
  return `<!-- node-benchmark-action:${kind} ${Buffer.from(JSON.stringify(value)).toString('base64')} -->`;
}

const entry = (head, time, verdict) => ({ head, time, verdict });

/** The `<details>` whose summary starts "Earlier runs", as rendered. */
function earlierRuns(markdown) {
  const { body, html } = renderGfm(markdown);
  const details = [...body.querySelectorAll('details')]
    .filter((d) => visibleText(d.querySelector('summary')).startsWith('Earlier runs'));
  assert.ok(details.length <= 1, html);
  return { body, html, details: details[0] ?? null };
}

/** Each earlier run's list item, as a reader sees it. */
function items(details) {
  return [...details.querySelectorAll('ul > li')].map((li) => visibleText(li).replace(ZWSP, ''));
}

/** A verdict line as it reads on the page: its names are code spans, their backticks not shown. @param {string} verdict */
const shownVerdict = (verdict) => verdict.replace(/`([^`]*)`/g, '$1');

describe('a series of runs on one pull request, through the sticky comment', () => {
  async function withStandIn(body) {
    const gh = await startGitHubStandIn({ repo: 'nodejs/node',
      pulls: [{ number: 12, headSha: HEAD_A, baseSha: BASE }] });
    try {
      const log = { warning: (m) => assert.fail(`unexpected warning: ${m}`), debug: () => {} };
      const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'nodejs', repo: 'node', log, timing: FAST });
      const ours = () => {
        const found = gh.state.comments.filter((c) => c.body.includes(MARKER));
        assert.equal(found.length, 1, 'one sticky comment');
        return found[0].body;
      };
      await body({ gh, github, log, ours });
    } finally {
      await gh.close();
    }
  }

  /** One state of a run: what gate, run and report post before the results. */
  function status({ github, log }, state, headSha) {
    return postStatus({ github, log, url: RUN_URL, settings: { comment: true } },
      { marker: MARKER, prNumber: 12, categories: ['string_decoder'], runs: 30, baseSha: BASE, headSha }, { state });
  }

  /** The results of a run, rendered as publish renders them, at `time`. */
  async function results({ github, log }, headSha, rows, time) {
    const { comparisons, summary, verdictLine } = unpaired(rows);
    const body = renderComment({ comparisons, verdict: verdictLine, margin: summary.margin, marker: MARKER,
      parameters: { runs: 10 }, runUrl: RUN_URL }, { limit: COMMENT_LIMIT - HISTORY_RESERVE });
    await upsertSticky({ github, log, prNumber: 12, marker: MARKER, body, result: { headSha, verdict: verdictLine },
      now: () => new Date(time) });
    return verdictLine;
  }

  const heading = (verdictLine) => `${MARKER}\n\n**Benchmark: ${verdictMarkdown(verdictLine)}**`;

  test('a second run puts its results on top and folds the first under "Earlier runs (1)"', async () => {
    await withStandIn(async (ctx) => {
      await status(ctx, 'queued', HEAD_A);
      const first = await results(ctx, HEAD_A, [{ effect: 0.2 }], '2026-11-24T14:03:41.250Z');
      assert.equal(earlierRuns(ctx.ours()).details, null, 'nothing earlier yet');
      for (const state of ['queued', 'building', 'running']) await status(ctx, state, HEAD_B);
      const second = await results(ctx, HEAD_B, [{ effect: 0 }], '2026-11-24T16:30:00Z');
      assert.notEqual(first, second);

      const markdown = ctx.ours();
      assert.ok(markdown.startsWith(heading(second)), markdown);
      const { body, html, details } = earlierRuns(markdown);
      assert.ok(details, html);
      assert.equal(body.lastElementChild, details, 'the earlier runs come last');
      assert.equal(visibleText(details.querySelector('summary')), 'Earlier runs (1)');
      assert.deepEqual(items(details), [`2026-11-24 14:03 UTC · a1b2c3d · ${shownVerdict(first)}`]);
      assert.equal(visibleText(details.querySelector('li code')), 'a1b2c3d');
      assert.ok(!visibleText(body).includes('node-benchmark-action'), 'the records are hidden');
      assert.deepEqual(readRecords(markdown), {
        result: { headSha: HEAD_B, time: '2026-11-24T16:30:00Z', verdict: second },
        history: [{ headSha: HEAD_A, time: '2026-11-24T14:03:41Z', verdict: first }],
        dropped: 0,
      });
    });
  });

  test('a third run lists two earlier runs, newest first; its statuses show them too', async () => {
    await withStandIn(async (ctx) => {
      const first = await results(ctx, HEAD_A, [{ effect: 0.2 }], '2026-11-24T14:03:00Z');
      const second = await results(ctx, HEAD_B, [{ effect: 0 }], '2026-11-24T16:30:00Z');
      await status(ctx, 'queued', HEAD_C);
      const queued = ctx.ours();
      assert.ok(queued.startsWith(`${MARKER}\n\n**Benchmark: Queued**`), queued);
      assert.deepEqual(items(/** @type {Element} */ (earlierRuns(queued).details)), [
        `2026-11-24 16:30 UTC · b0b1b2b · ${shownVerdict(second)}`,
        `2026-11-24 14:03 UTC · a1b2c3d · ${shownVerdict(first)}`,
      ]);
      const third = await results(ctx, HEAD_C, [{ effect: -0.3 }, { effect: 0 }], '2026-11-25T08:00:00Z');
      const markdown = ctx.ours();
      assert.ok(markdown.startsWith(heading(third)), markdown);
      const { details } = earlierRuns(markdown);
      assert.equal(visibleText(details?.querySelector('summary')), 'Earlier runs (2)');
      assert.deepEqual(items(/** @type {Element} */ (details)), [
        `2026-11-24 16:30 UTC · b0b1b2b · ${shownVerdict(second)}`,
        `2026-11-24 14:03 UTC · a1b2c3d · ${shownVerdict(first)}`,
      ]);
    });
  });

  test("posting one run's status again and again adds no entry", async () => {
    await withStandIn(async (ctx) => {
      const first = await results(ctx, HEAD_A, [{ effect: 0.2 }], '2026-11-24T14:03:00Z');
      const bodies = [];
      for (const state of ['running', 'running', 'running']) {
        await status(ctx, state, HEAD_B);
        bodies.push(ctx.ours());
      }
      assert.equal(bodies[1], bodies[0]);
      assert.equal(bodies[2], bodies[0]);
      assert.deepEqual(readRecords(bodies[2]), { result: null,
        history: [{ headSha: HEAD_A, time: '2026-11-24T14:03:00Z', verdict: first }], dropped: 0 });
      assert.deepEqual(items(/** @type {Element} */ (earlierRuns(bodies[2]).details)),
        [`2026-11-24 14:03 UTC · a1b2c3d · ${shownVerdict(first)}`]);
    });
  });

  test('statuses before any results are posted exactly as rendered', async () => {
    await withStandIn(async (ctx) => {
      for (const state of /** @type {const} */ (['queued', 'building'])) {
        await status(ctx, state, HEAD_A);
        assert.equal(ctx.ours(), renderStatus({ state, runUrl: RUN_URL, request: { marker: MARKER, prNumber: 12,
          categories: ['string_decoder'], runs: 30, baseSha: BASE, headSha: HEAD_A } }));
      }
    });
  });

  test("upsertComment composes from the bot's own comment only: null for a new one", async () => {
    const planted = `${MARKER}\n${forged('result', entry(HEAD_A, '2026-11-24T14:03:00Z', 'x'))}`;
    const gh = await startGitHubStandIn({ repo: 'nodejs/node', pulls: [{ number: 12, headSha: HEAD_A, baseSha: BASE }],
      comments: [{ issueNumber: 12, body: planted, user: 'mallory' }] });
    try {
      const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'nodejs', repo: 'node',
        log: { warning: () => {}, debug: () => {} }, timing: FAST });
      /** @type {(string | null)[]} */
      const seen = [];
      const compose = (previous) => {
        seen.push(previous);
        return `${MARKER}\nrun ${seen.length}`;
      };
      const first = await github.upsertComment(12, MARKER, /** @type {any} */ (compose), { author: 'github-actions[bot]' });
      const second = await github.upsertComment(12, MARKER, /** @type {any} */ (compose), { author: 'github-actions[bot]' });
      assert.deepEqual([first.created, second.created, second.id], [true, false, first.id]);
      assert.deepEqual(seen, [null, `${MARKER}\nrun 1`]);
      assert.deepEqual(gh.state.comments.map((c) => [c.user, c.body]),
        [['mallory', planted], ['github-actions[bot]', `${MARKER}\nrun 2`]]);
    } finally {
      await gh.close();
    }
  });
});

describe('carryHistory', () => {
  const RESULTS = `${MARKER}\n\n**Benchmark: No change larger than ±1.2% in 4 of 4 configurations (95%).**\n`;
  const result = (headSha, time, verdict) => ({ headSha, time: new Date(time), verdict });

  test('adds nothing when there is nothing to carry or record', () => {
    assert.equal(carryHistory(null, STATUS), STATUS);
    assert.equal(carryHistory(STATUS, STATUS), STATUS);
    assert.equal(carryHistory('', STATUS), STATUS);
  });

  test('records a result in one hidden line of base64 JSON, to the second', () => {
    const carried = carryHistory(null, RESULTS, { result: result(HEAD_A, '2026-11-24T14:03:59.999Z', 'v ±1%') });
    const payload = Buffer.from(JSON.stringify(entry(HEAD_A, '2026-11-24T14:03:59Z', 'v ±1%'))).toString('base64');
    assert.equal(carried, `${RESULTS}\n<!-- node-benchmark-action:result ${payload} -->\n`);
    assert.equal(carried.split('\n').at(-2), resultLine(result(HEAD_A, '2026-11-24T14:03:59.999Z', 'v ±1%')));
  });

  test('the earlier runs show the time to the minute, the short SHA in code, or "unknown commit"', () => {
    const previous = `${STATUS}\n${forged('history', [entry(HEAD_B, '2026-11-24T16:30:59Z', 'second'),
      entry(null, '2026-01-02T03:04:05.678Z', 'first')])}\n`;
    const carried = carryHistory(previous, STATUS);
    assert.equal(carried.slice(STATUS.length), '\n<details><summary>Earlier runs (2)</summary>\n\n' +
      '- 2026-11-24 16:30 UTC · `b0b1b2b` · second\n- 2026-01-02 03:04 UTC · unknown commit · first\n\n</details>\n\n' +
      `${historyLine([{ headSha: HEAD_B, time: '2026-11-24T16:30:59Z', verdict: 'second' },
        { headSha: null, time: '2026-01-02T03:04:05Z', verdict: 'first' }])}\n`);
  });

  test('a result already at the top of the history is not added twice', () => {
    const same = entry(HEAD_A, '2026-11-24T14:03:00Z', 'v');
    const previous = `${RESULTS}\n${forged('result', same)}\n${forged('history', [same])}\n`;
    assert.deepEqual(readRecords(carryHistory(previous, STATUS)).history,
      [{ headSha: HEAD_A, time: '2026-11-24T14:03:00Z', verdict: 'v' }]);
    const other = entry(HEAD_A, '2026-11-24T14:04:00Z', 'v');
    const rerun = `${RESULTS}\n${forged('result', other)}\n${forged('history', [same])}\n`;
    assert.equal(readRecords(carryHistory(rerun, STATUS)).history.length, 2, 'a rerun at another time is its own entry');
  });

  test(`keeps at most ${HISTORY_MAX_ENTRIES} entries: the oldest go`, () => {
    const eleven = Array.from({ length: 11 }, (_, i) =>
      entry(HEAD_A, `2026-11-${String(30 - i).padStart(2, '0')}T00:00:00Z`, `run ${11 - i}`));
    const previous = `${RESULTS}\n${forged('result', entry(HEAD_B, '2026-12-01T00:00:00Z', 'run 12'))}\n` +
      `${forged('history', eleven.slice(0, 10))}\n`;
    const { history } = readRecords(carryHistory(previous, STATUS));
    assert.deepEqual(history.map((e) => e.verdict), ['run 12', 'run 11', 'run 10', 'run 9', 'run 8', 'run 7', 'run 6',
      'run 5', 'run 4', 'run 3']);
    assert.equal(readRecords(`${forged('history', eleven)}`).history.length, HISTORY_MAX_ENTRIES);
  });

  test(`adds at most HISTORY_RESERVE (${HISTORY_RESERVE}) characters, even with the longest verdicts`, () => {
    const worst = ['&'.repeat(MAX_VERDICT), '€'.repeat(MAX_VERDICT), '"'.repeat(MAX_VERDICT), '😀'.repeat(MAX_VERDICT),
      '<'.repeat(MAX_VERDICT), 'a'.repeat(MAX_VERDICT)];
    for (const verdict of worst) {
      const history = Array.from({ length: HISTORY_MAX_ENTRIES }, (_, i) =>
        entry(HEAD_A, `2026-11-${String(20 - i).padStart(2, '0')}T00:00:00Z`, verdict));
      const previous = `${forged('result', entry(HEAD_B, '2026-11-21T00:00:00Z', verdict))}\n${forged('history', history)}`;
      const carried = carryHistory(previous, RESULTS, { result: result(HEAD_C, '2026-11-22T00:00:00Z', verdict) });
      assert.ok(carried.startsWith(RESULTS));
      assert.ok(carried.length - RESULTS.length <= HISTORY_RESERVE, `${verdict[0]}: ${carried.length - RESULTS.length}`);
      const records = readRecords(carried);
      assert.equal(records.result?.verdict, verdict, 'the result is always recorded');
      assert.ok(records.history.length >= 1, 'at least the newest earlier run always fits');
      assert.equal(records.history[0].time, '2026-11-21T00:00:00Z', 'the newest are kept');
    }
  });

  test('ten ordinary verdicts all fit', () => {
    const { verdictLine } = unpaired([{ effect: 0.2 }, { effect: 0 }, { effect: -0.3, noisy: true }]);
    const history = Array.from({ length: HISTORY_MAX_ENTRIES }, (_, i) =>
      entry(HEAD_A, `2026-11-${String(20 - i).padStart(2, '0')}T00:00:00Z`, verdictLine));
    const carried = carryHistory(`${RESULTS}\n${forged('result', entry(HEAD_B, '2026-11-21T00:00:00Z', verdictLine))}\n` +
      forged('history', history), RESULTS, { result: result(HEAD_C, '2026-11-22T00:00:00Z', verdictLine) });
    assert.equal(readRecords(carried).history.length, HISTORY_MAX_ENTRIES);
  });

  test('stays within the comment limit: the oldest entries go, then everything', () => {
    const history = Array.from({ length: 5 }, (_, i) => entry(HEAD_A, `2026-11-0${9 - i}T00:00:00Z`, `run ${5 - i}`));
    const previous = forged('history', history);
    const full = carryHistory(previous, RESULTS);
    assert.equal(readRecords(full).history.length, 5);
    const short = carryHistory(previous, RESULTS, { limit: full.length - 1 });
    assert.ok(short.length <= full.length - 1);
    assert.deepEqual(readRecords(short).history.map((e) => e.verdict), ['run 5', 'run 4', 'run 3', 'run 2']);
    assert.equal(carryHistory(previous, RESULTS, { limit: RESULTS.length }), RESULTS);
    const long = `${MARKER}\n${'x'.repeat(COMMENT_LIMIT - 200)}\n`;
    assert.ok(carryHistory(previous, long, { limit: COMMENT_LIMIT }).length <= COMMENT_LIMIT);
  });

  test('our own verdict is kept readable: controls become spaces, long ones are cut, a bad SHA is null', () => {
    const carried = carryHistory(null, RESULTS,
      { result: { headSha: 'HEAD', time: new Date('2026-11-24T14:03:00Z'), verdict: `a\u0000b\u202ec\n${'d'.repeat(400)}` } });
    const own = readRecords(carried).result;
    assert.equal(own?.headSha, null);
    assert.equal([...(own?.verdict ?? '')].length, MAX_VERDICT);
    assert.ok(own?.verdict.startsWith('a b c d'), own?.verdict);
    assert.ok(own?.verdict.endsWith('…'));
  });
});

describe('carryHistory on a hostile or broken previous comment', () => {
  /** The carried status, rendered, with its bounds checked. */
  function carried(previous) {
    const text = carryHistory(previous, STATUS);
    assert.ok(text.startsWith(STATUS));
    assert.ok(text.length - STATUS.length <= HISTORY_RESERVE);
    // Every hidden record is one HTML comment: nothing in it can end it early.
    for (const line of text.split('\n').filter((l) => l.startsWith('<!-- node-benchmark-action:'))) {
      assert.equal(line.indexOf('-->'), line.length - 3, line);
      assert.equal(line.indexOf('<!--', 1), -1, line);
    }
    return text;
  }

  test('a forged history of 1000 entries: none or ten come through', () => {
    const many = Array.from({ length: 1000 }, (_, i) => entry(HEAD_A, '2026-11-24T14:03:00Z', `forged ${i}`));
    assert.equal(readRecords(forged('history', many)).history.length, 0, 'longer than we ever write: dropped');
    assert.equal(carried(`${STATUS}\n${forged('history', many)}\n`), STATUS);
    const small = Array.from({ length: 50 }, (_, i) => entry(null, '2026-11-24T14:03:00Z', `f${i}`));
    const records = readRecords(forged('history', small));
    assert.equal(records.history.length, HISTORY_MAX_ENTRIES);
    assert.equal(records.dropped, 40);
    const { details } = earlierRuns(carried(forged('history', small)));
    assert.equal(items(/** @type {Element} */ (details)).length, HISTORY_MAX_ENTRIES);
  });

  test('a verdict with --> and HTML stays text inside its list item', () => {
    const verdict = 'ok --> <img src=x onerror=alert(1)> <!-- <details><script>alert(1)</script>';
    const text = carried(forged('history', [entry(HEAD_A, '2026-11-24T14:03:00Z', verdict)]));
    const { body, html, details } = earlierRuns(text);
    assert.equal(body.querySelectorAll('img, script').length, 0, html);
    assert.equal(body.querySelectorAll('details').length, 1, html);
    assert.deepEqual(items(/** @type {Element} */ (details)), [`2026-11-24 14:03 UTC · a1b2c3d · ${verdict}`]);
    assert.equal(readRecords(text).history[0].verdict, verdict, 'carried on unchanged');
    assert.ok(!carryHistory(null, STATUS, { result: { headSha: null, time: new Date(0), verdict } })
      .split('\n').at(-2)?.slice(0, -3).includes('-->'));
  });

  test('a mention, an issue reference or a link in a verdict is not linked', () => {
    const verdict = '@octocat see #123, https://evil.example/x [click](https://evil.example) www.evil.example ' +
      '<a href="https://evil.example">a</a> a@evil.example `code` **bold** | x';
    const { body, html, details } = earlierRuns(carried(forged('history', [entry(HEAD_A, '2026-11-24T14:03:00Z', verdict)])));
    assert.equal(body.querySelectorAll('a').length, 0, html);
    assert.equal(details?.querySelectorAll('strong, em').length, 0, html);
    const [li] = items(/** @type {Element} */ (details));
    assert.ok(li.includes('@octocat see #123, https://evil.example/x [click](https://evil.example)'), li);
    // The SHA, and the verdict's own code span (inert: a name as the verdict writes it).
    assert.deepEqual([...details?.querySelectorAll('code') ?? []].map((c) => visibleText(c)), ['a1b2c3d', 'code']);
  });

  test('entries with a bad SHA, time or verdict are dropped; the valid ones stay', () => {
    const good = entry(HEAD_A, '2026-11-24T14:03:00Z', 'good');
    const bad = [
      entry(HEAD_A.toUpperCase(), good.time, 'upper-case SHA'), entry(HEAD_A.slice(1), good.time, 'short SHA'),
      entry('g'.repeat(40), good.time, 'not hex'), entry(42, good.time, 'number'), entry(undefined, good.time, 'none'),
      entry(HEAD_A, '2026-02-30T00:00:00Z', 'no such day'), entry(HEAD_A, '2026-11-24 14:03', 'not ISO'),
      entry(HEAD_A, '2026-11-24T14:03:00+01:00', 'not UTC'), entry(HEAD_A, 1764000000000, 'a number'),
      entry(HEAD_A, good.time, ''), entry(HEAD_A, good.time, '   '), entry(HEAD_A, good.time, 'x'.repeat(MAX_VERDICT + 1)),
      entry(HEAD_A, good.time, 'bell\u0007'), entry(HEAD_A, good.time, 'two\nlines'), entry(HEAD_A, good.time, 'rtl\u202e'),
      entry(HEAD_A, good.time, 'zero\u200bwidth'), entry(HEAD_A, good.time, 'lone \ud800'), entry(HEAD_A, good.time, 7),
      null, 'string', [good],
    ];
    const proto = JSON.parse('{"__proto__":{"polluted":true},"head":null,"time":"2026-11-24T14:03:00Z","verdict":"proto"}');
    const records = readRecords(forged('history', [...bad.slice(0, 5), good, ...bad.slice(5), proto]));
    assert.deepEqual(records.history, [{ headSha: HEAD_A, time: good.time, verdict: 'good' },
      { headSha: null, time: good.time, verdict: 'proto' }]);
    assert.equal(records.dropped, bad.length);
    assert.equal(/** @type {any} */ ({}).polluted, undefined);
    assert.equal(readRecords(forged('result', entry(HEAD_A, good.time, 'x\u0000'))).result, null);
    assert.equal(readRecords(forged('history', [entry(HEAD_A, good.time, 'x'.repeat(MAX_VERDICT))])).history.length, 1);
  });

  test('records that are not base64 JSON, or not where a record goes, are ignored', () => {
    const broken = [
      '<!-- node-benchmark-action:history [{"head":null,"time":"2026-11-24T14:03:00Z","verdict":"raw"}] -->',
      `<!-- node-benchmark-action:history ${Buffer.from('{not json').toString('base64')} -->`,
      '<!-- node-benchmark-action:history Zm9 -->',
      '<!-- node-benchmark-action:history Zm9v!!== -->',
      `<!-- node-benchmark-action:history ${Buffer.from('{"0":1}').toString('base64')} -->`,
      `<!-- node-benchmark-action:history ${Buffer.from('"text"').toString('base64')} -->`,
      `<!-- node-benchmark-action:result ${Buffer.from('[1,2]').toString('base64')} -->`,
      `  ${forged('history', [entry(null, '2026-11-24T14:03:00Z', 'indented')])}`,
      `text ${forged('result', entry(null, '2026-11-24T14:03:00Z', 'inline'))}`,
      `<!-- node-benchmark-action:history ${Buffer.from([0xff, 0xfe, 0x00]).toString('base64')} -->`,
    ];
    for (const body of broken) {
      assert.deepEqual(readRecords(body), { result: null, history: [], dropped: 0 }, body);
      assert.equal(carried(`${STATUS}\n${body}\n`), STATUS);
    }
    for (const body of [null, undefined, '', 42, {}]) {
      assert.deepEqual(readRecords(/** @type {any} */ (body)), { result: null, history: [], dropped: 0 });
    }
  });

  test('huge text around a huge record: no throw, nothing through', () => {
    const junk = `${'<!-- node-benchmark-action:history '.repeat(2000)}${'A'.repeat(1_000_000)} -->\n`;
    const huge = `${junk}<!-- node-benchmark-action:history ${'QUFB'.repeat(100_000)} -->\n${'x\n'.repeat(100_000)}`;
    const started = process.hrtime.bigint();
    assert.equal(carried(huge), STATUS);
    // Not a performance limit: a reading quadratic in the text's 3 MB would take hours (linear: well under 1 s).
    assert.ok(process.hrtime.bigint() - started < 30_000_000_000n, 'read in linear time');
  });

  test('the last record of each kind wins: ours are at the end', () => {
    const earlier = forged('history', [entry(null, '2026-11-24T14:03:00Z', 'planted above')]);
    const ours = forged('history', [entry(HEAD_A, '2026-11-24T15:00:00Z', 'ours')]);
    assert.deepEqual(readRecords(`${earlier}\ntext\n${ours}\n`).history.map((e) => e.verdict), ['ours']);
  });
});

describe('renderEarlierRuns', () => {
  test('nothing for no entries; one list item per run', () => {
    assert.equal(renderEarlierRuns([]), '');
    const markdown = renderEarlierRuns([{ headSha: HEAD_B, time: '2026-11-24T16:30:00Z', verdict: 'b' },
      { headSha: HEAD_A, time: '2026-11-24T14:03:00Z', verdict: 'a' }]);
    const { body, html } = renderGfm(markdown);
    assert.equal(body.children.length, 1, html);
    const details = /** @type {Element} */ (body.querySelector('details'));
    assert.deepEqual(items(details), ['2026-11-24 16:30 UTC · b0b1b2b · b', '2026-11-24 14:03 UTC · a1b2c3d · a']);
  });
});
