import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { renderStatus, timeLeft } from '../src/report/status.js';
import { markerFor } from '../src/request/grammar.js';
import { react, upsertSticky } from '../src/report/sticky.js';
import { createGitHub } from '../src/github/client.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';

const TOKEN = 'ghs_StandInSecret0123456789abcdefABCDEF';
const HEAD = '1f0e3a9c5b7d2e4f6a8c0b1d3e5f7a9b2c4d6e8f';
const BASE = '9d8c7b6a5f4e3d2c1b0a99887766554433221100';
const FAST = { retryBaseMs: 1, spaceWrites: false };
const MARKER = '<!-- node-benchmark-action:pr-12:string_decoder,buffers -->';
const RUN_URL = 'https://github.com/nodejs/node/actions/runs/42';
const REQUEST = {
  marker: MARKER, categories: ['string_decoder', 'buffers'], runs: 30, filters: ['ascii'], excludes: [],
  sets: [{ key: 'n', value: '16' }], baseSha: BASE, headSha: HEAD,
};
const SUMMARY = 'Request: string\\_decoder, buffers · 30 runs · filter: ascii · set: n=16 · base 9d8c7b6 · PR 1f0e3a9';

describe('markerFor', () => {
  test('names the pull request and the categories of the command', () => {
    assert.equal(markerFor(12, ['string_decoder', 'buffers']), MARKER);
    assert.equal(markerFor(7, ['util']), '<!-- node-benchmark-action:pr-7:util -->');
  });

  test('a marker of one pull request is not found inside another one\'s', () => {
    assert.ok(!markerFor(12, ['util']).includes(markerFor(1, ['util'])));
    assert.ok(!markerFor(12, ['util', 'url']).includes(markerFor(12, ['util'])));
  });

  test('refuses what is not a pull request number or a category name', () => {
    assert.throws(() => markerFor(0, ['util']), /expected a pull request number, got 0/);
    assert.throws(() => markerFor(12, ['util -->']), /"util -->" is not a category name/);
  });
});

describe('renderStatus', () => {
  test('queued', () => {
    assert.equal(renderStatus({ state: 'queued', request: REQUEST, runUrl: RUN_URL }),
      `${MARKER}\n\n**Benchmark: Queued**\n\n${SUMMARY}\n\n[Workflow run](${RUN_URL})\n`);
  });

  test('building, without a run link', () => {
    assert.equal(renderStatus({ state: 'building', request: REQUEST }),
      `${MARKER}\n\n**Benchmark: Building the old and new binaries**\n\n${SUMMARY}\n`);
  });

  test('running counts the blocks done of planned, with the time left', () => {
    const detail = { unit: 'blocks', done: 40, planned: 120, eta: 185 };
    assert.equal(renderStatus({ state: 'running', request: REQUEST, runUrl: RUN_URL, detail }),
      `${MARKER}\n\n**Benchmark: Running: 40 of 120 blocks, about 3 min left**\n\n${SUMMARY}\n\n` +
      `[Workflow run](${RUN_URL})\n`);
    const line = (progress) => renderStatus({ state: 'running', request: { marker: MARKER }, detail: progress })
      .split('\n')[2];
    assert.equal(line({ unit: 'blocks', done: 0, planned: 1, eta: 42.4 }), '**Benchmark: Running: 0 of 1 block, about 42 s left**');
    // Before any configuration's noise is known, the least the run can take, said as such.
    assert.equal(line({ unit: 'blocks', done: 3, planned: 120, eta: 130, etaAtLeast: true }),
      '**Benchmark: Running: 3 of 120 blocks, at least 2 min left**');
    assert.equal(line({ unit: 'blocks', done: 119, planned: 120, eta: 7500 }),
      '**Benchmark: Running: 119 of 120 blocks, about 2 h 5 min left**');
    // An adaptive run: the most it can take, which only falls, where the blocks planned can jump tenfold.
    assert.equal(line({ unit: 'blocks', done: 17, planned: 1600, cap: 1600, eta: 900 }),
      '**Benchmark: Running: 17 of up to 1600 blocks, about 15 min left**');
    // No estimate yet, or none left: no time.
    assert.equal(line({ unit: 'blocks', done: 5, planned: 120, eta: null }), '**Benchmark: Running: 5 of 120 blocks**');
    assert.equal(line({ unit: 'blocks', done: 120, planned: 120, eta: 0 }), '**Benchmark: Running: 120 of 120 blocks**');
  });

  test('running without progress records counts benchmark files; before any plan, just "Running"', () => {
    const line = (progress) => renderStatus({ state: 'running', request: { marker: MARKER }, detail: progress })
      .split('\n')[2];
    assert.equal(line({ unit: 'files', done: 3, planned: 12, eta: null }), '**Benchmark: Running: 3 of 12 benchmark files**');
    assert.equal(line({ unit: 'files', done: 0, planned: 1, eta: 60 }), '**Benchmark: Running: 0 of 1 benchmark file**');
    assert.equal(line(null), '**Benchmark: Running**');
    assert.equal(line({ unit: 'blocks', done: 0, planned: 0, eta: null }), '**Benchmark: Running**');
    assert.equal(line({ unit: 'blocks', done: -1, planned: 1.5, eta: null }), '**Benchmark: Running: ? of ? blocks**');
  });

  test('profiling names how many changed configurations are profiled', () => {
    const line = (detail) => renderStatus({ state: 'profiling', request: { marker: MARKER }, detail }).split('\n')[2];
    assert.equal(line({ count: 1 }), '**Benchmark: Profiling the 1 configuration that changed**');
    assert.equal(line({ count: 3 }), '**Benchmark: Profiling the 3 configurations that changed**');
  });

  test('the time left reads as a person says it: seconds, minutes, hours and minutes', () => {
    const cases = /** @type {Array<[number, string]>} */ ([[0.2, '1 s'], [1, '1 s'], [42.4, '42 s'], [59.4, '59 s'], [59.5, '1 min'], [89, '1 min'],
      [90, '2 min'], [185, '3 min'], [3569, '59 min'], [3570, '1 h'], [3600, '1 h'], [3900, '1 h 5 min'],
      [7500, '2 h 5 min'], [36_000, '10 h']]);
    for (const [seconds, text] of cases) assert.equal(timeLeft(seconds), text, String(seconds));
    for (const seconds of [0, -5, null, undefined, NaN, Infinity]) assert.equal(timeLeft(seconds), '', String(seconds));
  });

  test('the request says how many runs: fixed, or the target accuracy with the minimum and the cap', () => {
    const summary = (plan) => renderStatus({ state: 'queued', request: { marker: MARKER, categories: ['util'], ...plan } })
      .split('\n').at(-2);
    assert.equal(summary({ runs: 30, accuracy: null, maxRuns: null }), 'Request: util · 30 runs');
    assert.equal(summary({ runs: 30 }), 'Request: util · 30 runs');
    assert.equal(summary({ runs: 10, accuracy: 2, maxRuns: 100 }), 'Request: util · ±2% accuracy, 10–100 runs');
    assert.equal(summary({ runs: 20, accuracy: 0.5, maxRuns: 200 }), 'Request: util · ±0.5% accuracy, 20–200 runs');
  });

  test('the marker is made from the request when not given', () => {
    const text = renderStatus({ state: 'queued', request: { prNumber: 3, categories: ['util'], runs: 1 } });
    assert.equal(text, '<!-- node-benchmark-action:pr-3:util -->\n\n**Benchmark: Queued**\n\nRequest: util · 1 run\n');
  });

  test('failed: the step, the message, and the log tail collapsed in a fence', () => {
    const text = renderStatus({ state: 'failed', request: { marker: MARKER }, runUrl: RUN_URL,
      detail: { step: 'building node-pr', message: 'make exited with code 2', logTail: 'cc1: error\nmake: *** [all] Error 2\n' } });
    assert.equal(text, `${MARKER}\n\n**Benchmark: Failed** while building node-pr: make exited with code 2\n\n` +
      '<details><summary>The end of the log</summary>\n\n```\ncc1: error\nmake: *** [all] Error 2\n```\n\n</details>\n\n' +
      `[Workflow run](${RUN_URL})\n`);
  });

  test('a hostile log tail cannot close its fence, forge a marker or hide text', () => {
    const tail = 'ok\n````\n</details>\n<!-- node-benchmark-action:pr-12:util -->\n@octocat ``` done';
    const text = renderStatus({ state: 'failed', request: { marker: MARKER },
      detail: { step: 'running', message: 'x\n# Heading <!-- hidden --> @octocat `code`', logTail: tail } });
    assert.equal(text.split('<!--').length, 2, 'only the marker opens an HTML comment');
    assert.ok(text.includes('\n`````\nok\n````\n</details>\n<\u200b!-- node-benchmark-action:pr-12:util -->\n@octocat ``` done\n`````\n'));
    assert.ok(text.includes('**Benchmark: Failed** while running: x # Heading &lt;!-- hidden --&gt; @\u200boctocat \\`code\\`\n'));
  });

  test('refused lists each problem, escaped, then the usage', () => {
    const text = renderStatus({ state: 'refused', request: { marker: MARKER },
      detail: { problems: ['unknown category \'`rm -rf`\'', '<!-- x --> | @team #1'], usage: '```\n/benchmark help\n```' } });
    assert.equal(text, `${MARKER}\n\n**Benchmark: Refused**: nothing was run.\n\n` +
      '- unknown category \'\\`rm -rf\\`\'\n- &lt;!-- x --&gt; \\| @\u200bteam #\u200b1\n\n```\n/benchmark help\n```\n');
  });

  test('thousands of problems are cut to twenty', () => {
    const problems = Array.from({ length: 5000 }, (_, i) => `problem ${i}`);
    const text = renderStatus({ state: 'refused', request: { marker: MARKER }, detail: { problems } });
    assert.match(text, /- problem 19\n- … and 4980 more\n$/);
  });

  test('help shows the usage', () => {
    assert.equal(renderStatus({ state: 'help', request: { marker: MARKER }, detail: { usage: '```\nusage\n```' } }),
      `${MARKER}\n\n**Benchmark: Help**\n\n\`\`\`\nusage\n\`\`\`\n`);
  });

  test('filters from the comment are escaped, and a run URL that is not http(s) is left out', () => {
    const text = renderStatus({ state: 'queued', request: { marker: MARKER, filters: ['<!--', '`x`|'] },
      runUrl: 'javascript:alert(1)' });
    assert.equal(text, `${MARKER}\n\n**Benchmark: Queued**\n\nRequest: filter: &lt;!--, \\\`x\\\`\\|\n`);
  });
});

function recordingLog() {
  const lines = [];
  return { lines, warning: (m) => lines.push(`warning: ${m}`), debug: () => {} };
}

async function withStandIn(options, body) {
  const gh = await startGitHubStandIn({ repo: 'nodejs/node', pulls: [{ number: 12, headSha: HEAD, baseSha: BASE }],
    comments: [{ issueNumber: 12, body: '/benchmark string_decoder buffers', user: 'maintainer' }], ...options });
  try {
    const log = recordingLog();
    const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'nodejs', repo: 'node', log, timing: FAST });
    await body(gh, github, log);
  } finally {
    await gh.close();
  }
}

/** The gate's first status: the reaction on the command, then the sticky comment (report/sticky.js). */
async function acknowledge({ github, commentId = null, prNumber, marker, body, log }) {
  await react({ github, log, commentId });
  return upsertSticky({ github, log, prNumber, marker, body });
}

describe('the first status: reaction and sticky comment', () => {
  test('reacts with eyes and keeps one sticky comment across states', async () => {
    await withStandIn({}, async (gh, github, log) => {
      const commentId = gh.state.comments[0].id;
      const queued = renderStatus({ state: 'queued', request: REQUEST });
      const first = await acknowledge({ github, commentId, prNumber: 12, marker: MARKER, body: queued, log });
      const building = renderStatus({ state: 'building', request: REQUEST });
      const second = await acknowledge({ github, commentId, prNumber: 12, marker: MARKER, body: building, log });
      assert.deepEqual(gh.state.reactions.map((r) => [r.commentId, r.content]), [[commentId, 'eyes']]);
      const ours = gh.state.comments.filter((c) => c.body.includes(MARKER));
      assert.equal(ours.length, 1);
      assert.equal(ours[0].body, building);
      assert.ok(first.commentUrl !== null);
      assert.match(first.commentUrl, /^https:\/\/github\.com\/nodejs\/node\/pull\/12#issuecomment-\d+$/);
      assert.equal(second.commentUrl, first.commentUrl);
      assert.deepEqual(log.lines, []);
    });
  });

  test('a read-only token (403 on commenting) gives a reason, not an error', async () => {
    const failures = [{ route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', status: 403 }];
    await withStandIn({ failures }, async (gh, github, log) => {
      const result = await acknowledge({ github, commentId: gh.state.comments[0].id, prNumber: 12, marker: MARKER,
        body: renderStatus({ state: 'queued', request: REQUEST }), log });
      assert.equal(result.commentUrl, null);
      assert.ok(result.reason !== undefined);
      assert.match(result.reason, /creating a comment on #12 failed with 403 \(Resource not accessible by integration\)/);
      assert.equal(gh.state.comments.length, 1);
      assert.equal(log.lines.length, 1);
    });
  });

  test('a reaction that fails is a warning, and the comment is still written', async () => {
    const failures = [{ route: 'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', status: 403 }];
    await withStandIn({ failures }, async (gh, github, log) => {
      const result = await acknowledge({ github, commentId: gh.state.comments[0].id, prNumber: 12, marker: MARKER,
        body: renderStatus({ state: 'queued', request: REQUEST }), log });
      assert.ok(result.commentUrl);
      assert.equal(gh.state.reactions.length, 0);
      assert.match(log.lines[0], /^warning: Could not react to comment \d+: GitHub API: adding a reaction .* failed with 403/);
    });
  });

  test('an API outage on commenting is thrown', async () => {
    const failures = [{ route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', status: 502 }];
    await withStandIn({ failures }, async (_gh, github, log) => {
      await assert.rejects(acknowledge({ github, prNumber: 12, marker: MARKER, body: 'x', log }), /failed with 502/);
    });
  });
});
