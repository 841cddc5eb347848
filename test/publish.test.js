import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { publish, runParameters, describeMethod, SUMMARY_LIMIT } from '../src/report/publish.js';
import { markerFor } from '../src/request/grammar.js';
import { createGitHub } from '../src/github/client.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { unpaired } from './helpers/analysed.js';
import { stickyParts } from './helpers/sticky-body.js';

const require = createRequire(import.meta.url);
const { escapeMarkdown } = require('../benchmark/_lib/words/render.js');
const { verdictMarkdown } = require('../benchmark/_lib/words/markdown-report.js');
const { analyze } = require('../benchmark/_lib/stats/analysis.js');
const { verdict } = require('../benchmark/_lib/words/verdict.js');
const CSV_HEADER = '"binary","filename","configuration","rate","time"\n';

const TOKEN = 'ghs_StandInSecret0123456789abcdefABCDEF';
const FAST = { retryBaseMs: 1, spaceWrites: false };
const MARKER = markerFor(12, ['string_decoder']);
const CREATE_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
const UPDATE_COMMENT = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';

const results = unpaired;

function fakeCore() {
  /** @type {{ outputs: Record<string, unknown>, info: string[], warnings: string[], summaries: string[] }} */
  const record = { outputs: {}, info: [], warnings: [], summaries: [] };
  let buffer = '';
  const summary = {
    addRaw(text, addEOL = false) {
      buffer += addEOL ? `${text}\n` : text;
      return summary;
    },
    async write() {
      record.summaries.push(buffer);
      buffer = '';
      return summary;
    },
  };
  return {
    record,
    info: (m) => record.info.push(m),
    warning: (m) => record.warnings.push(m),
    setOutput: (name, value) => { record.outputs[name] = value; },
    summary,
  };
}

async function withSetup(options, body) {
  const gh = await startGitHubStandIn({ repo: 'nodejs/node',
    pulls: [{ number: 12, headSha: 'a'.repeat(40), baseSha: 'b'.repeat(40) }], ...options });
  const resultsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'publish-test-'));
  try {
    const github = createGitHub({ token: TOKEN, baseUrl: gh.url, owner: 'nodejs', repo: 'node',
      log: { warning: () => {}, debug: () => {} }, timing: FAST });
    await body({ gh, github, core: fakeCore(), resultsDir });
  } finally {
    await gh.close();
    await fs.rm(resultsDir, { recursive: true, force: true });
  }
}

/** The comment's first lines: the marker and the analysis's own verdict, whatever its wording. */
// The verdict's names stay code spans; the rest of it is escaped.
const heading = (verdictLine) => `${MARKER}\n\n**Benchmark: ${verdictMarkdown(verdictLine)}**`;

function options({ github, core, resultsDir }, rows, extra = {}) {
  return { github, log: core, prNumber: 12, marker: MARKER, ...results(rows), parameters: { runs: 10 }, resultsDir,
    files: { csv: path.join(resultsDir, 'compare.csv') }, failOnRegression: null, comment: true, ...extra };
}

describe('publish', () => {
  test('writes the files, the log, the summary, the outputs and one comment', async () => {
    await withSetup({}, async (setup) => {
      const { gh, core, resultsDir } = setup;
      const opts = options(setup, [{ effect: 0.2 }, { effect: 0 }, { effect: -0.3 }]);
      const result = await publish(opts);
      const comment = gh.state.comments.find((c) => c.body.includes(MARKER));
      assert.ok(comment, 'the comment was written');
      assert.ok(comment.body.startsWith(heading(opts.verdictLine)), comment.body);
      assert.ok(result.commentUrl !== null);
      assert.match(result.commentUrl, /^https:\/\/github\.com\/nodejs\/node\/pull\/12#issuecomment-\d+$/);
      assert.deepEqual(result, { commentUrl: result.commentUrl, regressions: 1, improvements: 1, gate: null,
        failed: false, message: null });
      assert.deepEqual(core.record.outputs, {
        csv: path.join(resultsDir, 'compare.csv'), json: path.join(resultsDir, 'results.json'),
        markdown: path.join(resultsDir, 'comment.md'), regressions: 1, improvements: 1, gate: '',
        'comment-url': result.commentUrl,
      });
      // The comment is comment.md, then the hidden record of this run for the next one's "Earlier runs".
      const { shown, records } = stickyParts(comment.body);
      assert.deepEqual(records, ['result']);
      assert.equal(await fs.readFile(path.join(resultsDir, 'comment.md'), 'utf8'), shown);
      const json = JSON.parse(await fs.readFile(path.join(resultsDir, 'results.json'), 'utf8'));
      assert.equal(json.comparisons.length, 3);
      assert.equal(json.summary.regressed, 1);
      assert.equal(core.record.summaries.length, 1);
      assert.equal(core.record.summaries[0], `${shown}\n`);
      assert.equal(core.record.info[0], opts.verdictLine);
      assert.match(core.record.info[1], /string_decoder\/decode\.js n=2 +\*\*\* +-30\.00 %/);
      assert.deepEqual(core.record.warnings, []);
    });
  });

  test('publishing again edits the same comment', async () => {
    await withSetup({}, async (setup) => {
      const first = await publish(options(setup, [{ effect: 0.2 }]));
      const again = options(setup, [{ effect: -0.2 }]);
      const second = await publish(again);
      assert.equal(second.commentUrl, first.commentUrl);
      assert.equal(setup.gh.state.comments.length, 1);
      assert.equal(second.regressions, 1);
      assert.ok(setup.gh.state.comments[0].body.startsWith(heading(again.verdictLine)));
    });
  });

  for (const [status, cause] of [[403, "a fork's pull request gets a read-only token"],
    [404, '#12 is not there for this token: deleted, transferred, or a repository it cannot see']]) {
    test(`a ${status} on commenting is a warning naming its cause; the summary has the results`, async () => {
      await withSetup({ failures: [{ route: CREATE_COMMENT, status }] }, async (setup) => {
        const { core } = setup;
        const opts = options(setup, [{ effect: 0.2 }]);
        const result = await publish(opts);
        assert.equal(result.commentUrl, null);
        assert.equal(core.record.outputs['comment-url'], '');
        assert.match(core.record.warnings[0], new RegExp(`^Could not comment on #12 \\(.*failed with ${status}`));
        assert.ok(core.record.warnings[0].endsWith(`: ${cause}; the results go to the job summary and the log`),
          core.record.warnings[0]);
        assert.ok(core.record.summaries[0].startsWith(heading(opts.verdictLine)));
        assert.equal(result.improvements, 1);
      });
    });
  }

  test('a comment that cannot be edited (every PATCH fails): the results go to a new comment, which says why', async () => {
    const stale = `${MARKER}\n\n**Benchmark: Queued**\n`;
    await withSetup({ comments: [{ issueNumber: 12, body: stale, user: 'github-actions[bot]' }],
      failures: [{ route: UPDATE_COMMENT, status: 502 }] }, async (setup) => {
      const { gh, core } = setup;
      const opts = options(setup, [{ effect: 0.2 }]);
      const result = await publish(opts);
      const [sticky, fresh, ...others] = gh.state.comments;
      assert.deepEqual(others, []);
      assert.equal(sticky.body, stale, 'the sticky comment could not be edited');
      const why = `GitHub API: updating comment ${sticky.id} failed with 502 (Server Error) on PATCH ` +
        `/repos/nodejs/node/issues/comments/${sticky.id}`;
      assert.ok(fresh.body.startsWith(`⚠️ This run's comment could not be written (${escapeMarkdown(why)})`), fresh.body);
      assert.match(fresh.body, /, so its final state is here\.\n\n\*\*Benchmark: /);
      assert.ok(!fresh.body.includes(MARKER), 'no marker: the next run still edits the sticky comment');
      const url = `https://github.com/nodejs/node/pull/12#issuecomment-${fresh.id}`;
      assert.equal(result.commentUrl, url);
      assert.equal(core.record.outputs['comment-url'], url);
      assert.deepEqual(core.record.warnings, [`Could not write the comment on #12 (${why}): its final state is in a new ` +
        `comment, ${url}`]);
      assert.equal(core.record.summaries.length, 1, 'the summary has the results, nothing to add');
    });
  });

  test('no comment can be written (every PATCH and POST fails): the summary says so under the results, and it throws',
    async () => {
      const stale = `${MARKER}\n\n**Benchmark: Queued**\n`;
      await withSetup({ comments: [{ issueNumber: 12, body: stale, user: 'github-actions[bot]' }],
        failures: [{ route: UPDATE_COMMENT, status: 502 }, { route: CREATE_COMMENT, status: 503 }] }, async (setup) => {
        const { gh, core } = setup;
        const opts = options(setup, [{ effect: 0.2 }]);
        const error = await publish(opts).then(() => assert.fail('expected a rejection'), (e) => e);
        assert.equal(error.name, 'FinalStateError');
        const id = gh.state.comments[0].id;
        assert.equal(error.message, "The comment on #12 could not be given the run's final state: writing it failed " +
          `(GitHub API: updating comment ${id} failed with 502 (Server Error) on PATCH /repos/nodejs/node/issues/comments/` +
          `${id}), and so did a new comment (GitHub API: creating a comment on #12 failed with 503 (Service Unavailable) ` +
          'on POST /repos/nodejs/node/issues/12/comments); the job summary has the final state');
        assert.deepEqual(gh.state.comments.map((c) => c.body), [stale]);
        assert.equal(core.record.summaries.length, 2);
        assert.ok(core.record.summaries[0].startsWith(heading(opts.verdictLine)), 'the results first');
        assert.equal(core.record.summaries[1], "⚠️ **The pull request's comment does not show this run's final state**: " +
          `${escapeMarkdown(error.message)}.\n`);
        assert.equal(core.record.outputs.improvements, 1);
        assert.equal(core.record.outputs['comment-url'], '');
      });
    });

  test('an API outage fails after the summary, log and outputs are written', async () => {
    await withSetup({ failures: [{ route: CREATE_COMMENT, status: 502 }] }, async (setup) => {
      const { core } = setup;
      await assert.rejects(publish(options(setup, [{ effect: 0.2 }])), /failed with 502/);
      // The results, then why no comment has them.
      assert.equal(core.record.summaries.length, 2);
      assert.equal(core.record.outputs.improvements, 1);
      assert.equal(core.record.outputs['comment-url'], '');
    });
  });

  test('comment disabled: no request to GitHub, everything else as usual', async () => {
    await withSetup({}, async (setup) => {
      const { gh, core } = setup;
      const result = await publish(options(setup, [{ effect: 0.2 }], { comment: false }));
      assert.equal(result.commentUrl, null);
      assert.deepEqual(gh.requests, []);
      assert.equal(core.record.outputs['comment-url'], '');
      assert.equal(core.record.summaries.length, 1);
    });
  });

  test('the report\'s files: the samples\' charts, the shards\' CSVs merged (the csv output), results.json and ' +
    'comment.md, the charts named in the comment', async () => {
    await withSetup({}, async (setup) => {
      const { core, resultsDir } = setup;
      /** @type {import('../benchmark/_lib/stats/analysis.js').Sample[]} */
      const samples = [];
      for (let r = 0; r < 10; r++) {
        samples.push({ binary: 'old', filename: 'a/a.js', configuration: 'n=1', rate: 1000 + r });
        samples.push({ binary: 'new', filename: 'a/a.js', configuration: 'n=1', rate: 1200 + r });
      }
      const { comparisons, summary } = analyze(samples);
      const shards = ['x', 'y'].map((name, i) => {
        const dir = path.join(resultsDir, name);
        fsSync.mkdirSync(dir);
        fsSync.writeFileSync(path.join(dir, 'results.csv'), `${CSV_HEADER}"old","${name}/a.js","n=1",${i + 1},0.1\n`);
        return dir;
      });
      await publish({ ...options(setup, []), comparisons, summary, verdictLine: verdict(summary), samples, files: { shards },
        comment: false });
      assert.deepEqual(fsSync.readdirSync(resultsDir).sort(), ['comment.md', 'improvement.svg', 'rates.svg', 'results-merged.csv',
        'results.json', 'x', 'y']);
      assert.match(fsSync.readFileSync(path.join(resultsDir, 'rates.svg'), 'utf8'), /^<svg /);
      assert.equal(core.record.outputs.csv, path.join(resultsDir, 'results-merged.csv'));
      assert.equal(fsSync.readFileSync(path.join(resultsDir, 'results-merged.csv'), 'utf8'),
        `${CSV_HEADER}"old","x/a.js","n=1",1,0.1\n"old","y/a.js","n=1",2,0.1\n`);
      assert.match(fsSync.readFileSync(path.join(resultsDir, 'comment.md'), 'utf8'), /As SVG: `rates\.svg` and `improvement\.svg`/);
    });
  });

  test('without a pull request there is no comment', async () => {
    await withSetup({}, async (setup) => {
      const result = await publish(options(setup, [{ effect: 0.2 }], { prNumber: null }));
      assert.equal(result.commentUrl, null);
      assert.deepEqual(setup.gh.requests, []);
    });
  });

  test('a huge report: the comment within 65,536 characters, the summary within 1 MiB, the verdict in both', async () => {
    await withSetup({}, async (setup) => {
      const { gh, core } = setup;
      const rows = Array.from({ length: 8000 }, (_, i) => ({ effect: i % 4 === 0 ? 0.1 : 0 }));
      const name = (i) => `category/a-rather-long-benchmark-file-name.js n=${i} type='${'x'.repeat(60)}' é=ü`;
      const analysed = results(rows, { name });
      const result = await publish({ ...options(setup, []), ...analysed });
      const summary = core.record.summaries[0];
      assert.ok(Buffer.byteLength(summary) <= SUMMARY_LIMIT, `${Buffer.byteLength(summary)} bytes`);
      assert.ok(summary.length > 900_000, 'fills the space it has');
      assert.ok(summary.startsWith(heading(analysed.verdictLine)));
      assert.match(summary, /… and \d+ more configurations, left out/);
      assert.ok(gh.state.comments[0].body.length <= 65_536);
      assert.equal(result.improvements, 2000);
    });
  });
});

describe('publish with fail-on-regression: compare.js --max-regression\'s three answers', () => {
  const cases = [
    { title: 'a significant -5% with threshold 2 fails', rows: [{ effect: -0.05 }], threshold: 2, gate: 'failed' },
    { title: 'a significant -1% whose interval ends above -2% passes', rows: [{ effect: -0.01 }], threshold: 2, gate: 'passed' },
    { title: 'a non-significant -10% cannot tell, and fails the step: a gate that passes blind is a false green',
      rows: [{ effect: -0.1, noisy: true }], threshold: 2, gate: 'cannot-tell' },
    { title: 'null never fails, and says nothing of a gate', rows: [{ effect: -0.5 }], threshold: null, gate: null },
  ];
  for (const { title, rows, threshold, gate } of cases) {
    test(title, async () => {
      await withSetup({}, async (setup) => {
        const opts = options(setup, rows, { failOnRegression: threshold });
        const [c] = opts.comparisons;
        // The premise: significance after correction is what the case says.
        assert.ok(c.qValue !== null);
        assert.equal(c.qValue < 0.05, !title.includes('non-significant'), `q = ${c.qValue}`);
        const result = await publish(opts);
        assert.equal(result.gate, gate);
        assert.equal(result.failed, gate === 'failed' || gate === 'cannot-tell');
        assert.equal(setup.core.record.outputs.gate, gate ?? '');
        const body = setup.gh.state.comments[0].body;
        const line = body.split('\n').find((l) => l.startsWith('Gate ('));
        if (gate === null) {
          assert.equal(result.message, null);
          assert.equal(line, undefined, 'no gate, no line');
          return;
        }
        // The comment says the answer in one line, under the verdict; the log has it too.
        assert.match(line ?? '', new RegExp(`^Gate \\(fail-on-regression 2\\): ${gate.replace('-', ' ')}: `));
        assert.ok(setup.core.record.info.includes(/** @type {string} */ (line)));
        if (gate === 'failed') {
          assert.match(result.message ?? '', /^1 configuration regressed by more than 2% \(significant at a 5% false discovery rate\): string_decoder\/decode\.js n=0 \(-5\.00 %, q = /);
        } else if (gate === 'cannot-tell') {
          // Its estimate -10% is beyond -2%, its interval reaches above 0: to show the regression, it needs more runs.
          assert.equal(line, 'Gate (fail-on-regression 2): cannot tell: 1 of 1 configuration neither rules out a ' +
            'regression of more than 2% nor shows one. About 34 runs would likely settle it.');
          assert.equal(result.message, `${line} Not settled: string_decoder/decode.js n=0.`);
        } else {
          assert.equal(result.message, null);
          assert.equal(line, 'Gate (fail-on-regression 2): passed: the one configuration rules out a regression of more than 2% (95% interval).');
        }
      });
    });
  }

  test('names each configuration beyond the threshold, and only those', async () => {
    await withSetup({}, async (setup) => {
      const result = await publish(options(setup, [{ effect: -0.05 }, { effect: -0.01 }, { effect: -0.08 }, { effect: 0.1 }],
        { failOnRegression: 2, comment: false }));
      assert.equal(result.failed, true);
      assert.equal(result.gate, 'failed');
      assert.equal(result.regressions, 3);
      assert.ok(result.message !== null);
      assert.match(result.message, /^2 configurations regressed .*n=0 \(-5\.00 %.*; string_decoder\/decode\.js n=2 \(-8\.00 %/);
      assert.doesNotMatch(result.message, /n=1|n=3/);
    });
  });
});

/** @typedef {import('../src/results/files.js').RunMethod} RunMethod */

describe('runParameters: which schedule and stopping rule ran', () => {
  /** @type {import('../src/results/files.js').ComparedCommits} */
  const pinned = { method: 'merge', baseSha: 'b'.repeat(40), headSha: 'a'.repeat(40), mergeSha: 'c'.repeat(40),
    mergeBaseSha: null, noMerge: null };
  const adaptive = { categories: ['buffers', 'util'], filters: ['concat'], excludes: [], runs: 10, accuracy: 2,
    maxRuns: 100 };
  const fixed = { ...adaptive, runs: 30, accuracy: null, maxRuns: null };
  const BLOCKS = 'blocks (old and new back to back, seeded order)';
  const ADAPTIVE = 'adaptive: 95% intervals of ±2%, where a change of ±3.3% is found with 90% power; 10–100 blocks, ' +
    'alpha spending 0.95·α·τ²';

  test("from compare.js's run record: the schedule, the stopping rule and the seed", () => {
    /** @type {RunMethod} */
    const method = { schedule: 'blocks', seed: 7, accuracy: 2, power: 0.9, margin: 3.3, alpha: 0.05, minRuns: 10, maxRuns: 100 };
    assert.deepEqual(runParameters(adaptive, pinned, { failures: 3, shards: undefined }, method), {
      categories: 'buffers util', schedule: BLOCKS, stopping: ADAPTIVE, seed: 7, filter: 'concat', exclude: '', set: '',
      'compared': 'test merge: old is the base tip, new the pull request merged onto it',
      'base tip (old binary)': 'b'.repeat(40), 'head': 'a'.repeat(40), 'test merge (new binary)': 'c'.repeat(40), 'failures': 3, 'shards': undefined,
    });
  });

  test('fixed runs are Node core\'s: "fixed: 30 runs"', () => {
    /** @type {RunMethod} */
    const method = { schedule: 'blocks', seed: 1, accuracy: null, power: null, margin: null, alpha: 0.05, minRuns: 30, maxRuns: 30 };
    assert.deepEqual(describeMethod(method, fixed), { schedule: BLOCKS, stopping: 'fixed: 30 runs', seed: 1 });
    assert.equal(describeMethod({ ...method, minRuns: 1, maxRuns: 1 }, fixed).stopping, 'fixed: 1 run');
    assert.equal(describeMethod({ ...method, schedule: 'rounds' }, fixed).schedule,
      "rounds (Node core's order: each file's configurations, one binary after the other)");
  });

  test('the run record wins over the request: it says what ran', () => {
    /** @type {RunMethod} */
    const ran = { schedule: 'blocks', seed: 3, accuracy: 0.5, power: 0.99, margin: 1.1, alpha: 0.05, minRuns: 20, maxRuns: 200 };
    assert.equal(describeMethod(ran, fixed).stopping,
      'adaptive: 95% intervals of ±0.5%, where a change of ±1.1% is found with 99% power; 20–200 blocks, ' +
      'alpha spending 0.95·α·τ²');
  });

  test('without a run record (an older compare.js) the request says what was asked; the schedule is left out', () => {
    assert.deepEqual(describeMethod(null, adaptive), { schedule: null, stopping: ADAPTIVE, seed: null });
    assert.deepEqual(describeMethod(null, fixed), { schedule: null, stopping: 'fixed: 30 runs', seed: null });
  });

  test('the comment lists them under "Run parameters", escaped, and what each configuration could have seen', async () => {
    await withSetup({}, async (setup) => {
      /** @type {RunMethod} */
      const method = { schedule: 'blocks', seed: 7, accuracy: 2, power: 0.9, margin: 3.3, alpha: 0.05, minRuns: 10, maxRuns: 100 };
      await publish(options(setup, [{ effect: 0.2 }], { parameters: runParameters(adaptive, pinned, {}, method) }));
      const { shown: body } = stickyParts(setup.gh.state.comments[0].body);
      const table = body.slice(body.indexOf('<details><summary>Run parameters</summary>'));
      assert.equal(table, '<details><summary>Run parameters</summary>\n\n| parameter | value |\n|:---|:---|\n' +
        `| categories | buffers util |\n| schedule | ${escapeMarkdown(BLOCKS)} |\n` +
        `| stopping | ${escapeMarkdown(ADAPTIVE)} |\n| seed | 7 |\n| filter | concat |\n` +
        `| compared | test merge: old is the base tip, new the pull request merged onto it |\n` +
        `| base tip (old binary) | ${'b'.repeat(40)} |\n| head | ${'a'.repeat(40)} |\n` +
        `| test merge (new binary) | ${'c'.repeat(40)} |\n\n` +
        // What the configuration could have seen, folded at the end (test/comment.test.js says how it is made).
        '<details><summary>What each configuration could have seen</summary>\n\n' +
        'A change of ±0.9% was the smallest the tested configuration could find, with 80% power.\n\n' +
        '| benchmark | smallest change found with 80% power |\n|:---|---:|\n| string\\_decoder/decode.js n=0 | ±0.9% |\n\n' +
        '</details>\n\n</details>\n');
    });
  });
});
