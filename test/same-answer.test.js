// One run, every place its answer is read: analyze.js's text (compare.R's
// table, then the verdict), its markdown and its JSON, compare.js --analyze,
// and the PR comment the report step posts. Each names the same regressions
// and improvements, with the same signs, in the same order: regressions
// first, the largest first, then improvements. The run is of fixed rates
// (test/fixtures/fixed-rates), so the answer does not depend on the machine:
// the new binary is a factor 0.9 of the old, and a configuration `power=p`
// runs at 0.9^p of the old binary's rate.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { compareJs, repoRoot, run } from './helpers/bench-dir.js';
import { fixedRateBenchDir, fixedRateNode } from './helpers/fixed-rates.js';
import { renderGfm, tableCells, visibleText } from './helpers/gfm.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { fakeLog } from './helpers/fake-log.js';
import { BASE, HEAD, MERGE, RUN_URL } from './helpers/world.js';
import { reportStep } from '../src/modes/report.js';
import { createGitHub } from '../src/github/client.js';
import { createRequest } from '../src/request/request.js';
import { tempDir } from './helpers/temp.js';

const analyzeJs = path.join(repoRoot, 'benchmark', 'analyze.js');
const scratch = tempDir('nba-same-answer-');
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

// measure() multiplies by the binary's factor f (FIXED_RATE_FACTOR): a base
// rate of f^(p-1) makes the rate f^p, so the change new/old is 0.9^p.
const MIXED = `'use strict';
const common = require('../common.js');
const { measure } = require('../_fixed-rate.js');
const bench = common.createBenchmark(main, { power: [-3, -2, -1, 0, 1, 2], n: [1000000] });
function main({ power, n }) {
  const factor = Number(process.env.FIXED_RATE_FACTOR || 1);
  measure(bench, n, 1e6 * factor ** (power - 1));
}
`;

/**
 * What the verdict must name: regressions, the largest first, then improvements, each with 0.9^p - 1 in percent.
 * @type {Record<'regressions' | 'improvements', Array<[string, number]>>}
 */
const TRUTH = {
  regressions: [['mixed/mixed.js power=2', -19], ['mixed/mixed.js power=1', -10]],
  improvements: [['mixed/mixed.js power=-3', 37.17], ['mixed/mixed.js power=-2', 23.46], ['mixed/mixed.js power=-1', 11.11]],
};

/**
 * The answer of a verdict line as text: the names in its code spans, each
 * with the change after it, regressions apart from improvements.
 * @param {string} line
 */
function answerOfText(line) {
  const [regressed, improved = ''] = line.split(/; \d+ improved: /);
  const named = (part) => [...part.matchAll(/`([^`]+)` ([+-]\d+\.\d%)/g)].map((m) => [m[1], m[2]]);
  return { regressions: named(regressed), improvements: named(improved.split('; ')[0]) };
}

/**
 * The answer of a rendered verdict: each code element's text and the change
 * that follows it, regressions apart from improvements.
 * @param {Element} strong
 */
function answerOfHtml(strong) {
  const answer = { regressions: /** @type {string[][]} */ ([]), improvements: /** @type {string[][]} */ ([]) };
  let list = answer.regressions;
  for (const node of strong.childNodes) {
    if (node.nodeName === 'CODE') list.push([visibleText(/** @type {Element} */ (node))]);
    else {
      const text = node.textContent ?? '';
      const change = /^ ([+-]\d+\.\d%)/.exec(text);
      if (change) list.at(-1)?.push(change[1]);
      if (/ improved: $/.test(text)) list = answer.improvements;
    }
  }
  return answer;
}

/** The line of `text` that is the verdict: the one that says what regressed. */
function verdictLine(text) {
  const line = text.split('\n').find((l) => /^\d+ of \d+ configurations regressed /.test(l));
  assert.ok(line, text);
  return line;
}

/** The report step on the results directory, as mode `report` runs it: the sticky comment's body. */
async function commentOf(dir) {
  const token = 'ghs_SameAnswerTestToken0123456789abcdefAB';
  const gh = await startGitHubStandIn({ repo: 'o/r', token, pulls: [{ number: 12, headSha: HEAD, baseSha: BASE, mergeCommitSha: MERGE }] });
  try {
    const log = fakeLog();
    const env = { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'o/r' };
    const github = createGitHub({ token, env, owner: 'o', repo: 'r', log, timing: { retryBaseMs: 1, spaceWrites: false } });
    const request = createRequest({ prNumber: 12, commentId: null, method: 'merge', baseSha: BASE, headSha: HEAD,
      mergeSha: MERGE, mergeBaseSha: null, noMerge: null, categories: ['mixed'], filters: [], excludes: [], runs: 6,
      accuracy: null, maxRuns: null, sets: [], profile: false, auto: null, runsLimit: 100 });
    const settings = /** @type {any} */ ({ resultsDir: dir, comment: true, failOnRegression: null, maxRuns: 100 });
    await reportStep(/** @type {any} */ ({ settings, env, log, github, machineRoot: '/', url: RUN_URL }), request);
    const sticky = gh.state.comments.find((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.ok(sticky, JSON.stringify(log.record));
    return sticky.body;
  } finally {
    await gh.close();
  }
}

test('analyze.js (text, markdown, JSON), compare.js --analyze and the comment give one answer in one order', async () => {
  const dir = fs.mkdtempSync(path.join(scratch, 'results-'));
  const bench = fixedRateBenchDir({ files: { 'mixed/mixed.js': MIXED } });
  after(() => fs.rmSync(bench, { recursive: true, force: true }));
  const [csv, ndjson] = [path.join(dir, 'results.csv'), path.join(dir, 'samples.ndjson')];
  const compared = await run(process.execPath, [compareJs, '--old', fixedRateNode('old', 1, { cv: 0.002 }), '--new', fixedRateNode('new', 0.9, { cv: 0.002 }),
    '--benchmark-dir', bench, '--no-progress', '--seed', '1', '--runs', '6', '--ndjson', ndjson, '--csv', csv, '--analyze', 'mixed']);
  assert.equal(compared.code, 0, compared.stderr);

  const analyzeJsOut = async (/** @type {string[]} */ args) => {
    const { code, stdout, stderr } = await run(process.execPath, [analyzeJs, '--ndjson', ndjson, ...args, csv]);
    assert.equal(code, 0, stderr);
    return stdout;
  };
  const text = await analyzeJsOut([]);
  const json = JSON.parse(await analyzeJsOut(['--format', 'json']));
  const markdown = renderGfm(await analyzeJsOut(['--format', 'markdown']));
  const comment = renderGfm(await commentOf(dir));

  const line = verdictLine(text);
  assert.match(line, /^2 of 6 configurations regressed \(5% false discovery rate\): /);
  const named = (rows) => rows.map((r) => [r.label, `${r.change < 0 ? '-' : '+'}${Math.abs(r.change).toFixed(1)}%`]);
  const answers = {
    'analyze.js': answerOfText(line),
    'analyze.js --format json': { regressions: named(json.summary.regressions), improvements: named(json.summary.improvements) },
    'compare.js --analyze': answerOfText(verdictLine(compared.stdout)),
    'analyze.js --format markdown': answerOfHtml(/** @type {Element} */ (markdown.body.querySelector('p > strong'))),
    'the comment': answerOfHtml(/** @type {Element} */ (comment.body.querySelector('p > strong'))),
  };
  // The same names and the same changes, to the printed digit, in the same order, everywhere.
  for (const [where, answer] of Object.entries(answers)) assert.deepEqual(answer, answers['analyze.js'], where);
  // And they are the truth: the names of the file's rows that differ (power), each change within 0.5 points.
  const answer = answers['analyze.js'];
  for (const kind of /** @type {const} */ (['regressions', 'improvements'])) {
    assert.deepEqual(answer[kind].map(([name]) => name), TRUTH[kind].map(([name]) => name), kind);
    answer[kind].forEach(([name, change], i) => assert.ok(Math.abs(parseFloat(change) - TRUTH[kind][i][1]) < 0.5, `${name} ${change}`));
  }
  // compare.js --analyze prints analyze.js's text before its chart.
  assert.ok(compared.stdout.startsWith(text), 'compare.js --analyze starts with analyze.js\'s text');
  assert.equal(visibleText(comment.body.querySelector('p > strong')), `Benchmark: ${visibleText(markdown.body.querySelector('p > strong'))}`);

  // Under the verdict, the table of the changed rows in the same order, its outcome and sign agreeing.
  const order = [...json.summary.regressions, ...json.summary.improvements].map((r) => r.name);
  for (const [where, { body }] of /** @type {const} */ ([['markdown', markdown], ['the comment', comment]])) {
    const { rows } = tableCells(/** @type {Element} */ (body.querySelector('table')));
    assert.deepEqual(rows.map((row) => row[0]), order, where);
    assert.deepEqual(rows.map((row) => [row.at(-1), row[1].split(' ')[0]]),
      [...answer.regressions.map(([, change]) => ['regressed', change]),
        ...answer.improvements.map(([, change]) => ['improved', change])], where);
  }
});
