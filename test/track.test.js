// Mode `track` end to end: the Action's bundle as a real process, once per
// commit of main of a node-like repository (real builds, real benchmark
// processes timed by the fixed-rate clock, so the step is there however busy
// the machine is), against a reference commit, with the GitHub stand-in. One
// merged pull request plants a 9% slowdown; the history finds it, and that
// pull request gets the alert, once.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { commitFiles, commitGraph, git, makeNodeLikeRepo, variantHeader } from './helpers/node-like-repo.js';
import { TOKEN, runAction } from './helpers/action-run.js';
import { renderGfm } from './helpers/gfm.js';
import { tempDir } from './helpers/temp.js';

// fixture/step.js: 1e9 operations a second under work factor 1, 10% fewer per unit of work above it (work 2: -9.1%).
const STEP_BENCHMARK = `'use strict';
const common = require('../common.js');
const { measure } = require('../_fixed-rate.js');
const bench = common.createBenchmark(main, { n: [1e6] });
function main({ n }) {
  const work = Number(process.env.NODE_LIKE_WORK || 1);
  measure(bench, n, 1e9 / (1 + (work - 1) / 10), () => {});
}
`;

const COMMITS = 16;
const STEP_AT = 8;
const STEP_PR = 31;

/**
 * main: the reference commit, then COMMITS commits; the one at STEP_AT is
 * pull request STEP_PR's merge and does twice the work from then on.
 */
function historyRepo() {
  const repo = makeNodeLikeRepo();
  git(repo.dir, 'checkout', '--quiet', 'main');
  const reference = commitFiles(repo.dir, { 'benchmark/fixture/step.js': STEP_BENCHMARK,
    'src/variant.h': variantHeader('main', 1) }, 'the benchmark the history follows');
  const commits = [];
  for (let i = 0; i < COMMITS; i++) {
    const files = { 'NEWS.md': `change ${i}\n` };
    if (i === STEP_AT) files['src/variant.h'] = variantHeader('main', 2);
    commits.push(commitFiles(repo.dir, files, i === STEP_AT ? `Merge pull request #${STEP_PR}: twice the work` : `change ${i}`));
  }
  return { ...repo, reference, commits };
}

test('mode track: each commit of main against a fixed reference; the planted step is found and its pull request ' +
  'told once; the history and its dashboard are in history-dir', { timeout: 900_000 }, async () => {
  const repo = historyRepo();
  const gh = await startGitHubStandIn({
    repo: 'o/r', token: TOKEN, graph: commitGraph(repo.dir),
    pulls: [
      { number: STEP_PR, headSha: repo.commits[STEP_AT], baseSha: repo.commits[STEP_AT - 1], state: 'closed',
        mergeCommitSha: repo.commits[STEP_AT], mergedAt: '2026-11-20T10:00:00Z' },
      { number: 32, headSha: repo.commits[STEP_AT + 2], baseSha: repo.commits[STEP_AT + 1], state: 'closed',
        mergeCommitSha: repo.commits[STEP_AT + 2], mergedAt: '2026-11-20T11:00:00Z' },
    ],
  });
  const store = tempDir('nba-track-store-');
  const inputs = { 'mode': 'track', 'reference': repo.reference, 'history-dir': store, 'categories': 'fixture',
    'filter': 'step', 'runs': '6', 'accuracy': '', 'governor': 'keep' };
  try {
    for (const [i, commit] of repo.commits.entries()) {
      git(repo.dir, 'checkout', '--quiet', commit);
      const result = await runAction({ gh, repoDir: repo.dir, inputs, env: { GITHUB_SHA: commit },
        event: { name: 'push', payload: { ref: 'refs/heads/main', after: commit } } });
      assert.equal(result.code, 0, `commit ${i}: ${result.stdout}${result.stderr}`);
      const file = JSON.parse(fs.readFileSync(path.join(store, 'commits', `${commit}.json`), 'utf8'));
      assert.equal(file.reference, repo.reference);
      assert.equal(file.pullRequest, i === STEP_AT ? STEP_PR : i === STEP_AT + 2 ? 32 : null);
      const [measured] = file.configurations;
      assert.equal(measured.filename, 'fixture/step.js');
      // The fixed-rate clock: 1% noise around the planted ratio.
      const expected = i >= STEP_AT ? 1 / 1.1 : 1;
      assert.ok(Math.abs(measured.ratio / expected - 1) < 0.03, `commit ${i}: ${measured.ratio}`);
      assert.ok(measured.ratioLow <= measured.ratio && measured.ratio <= measured.ratioHigh);
      assert.equal(measured.blocks, 6, 'paired blocks: the ndjson was read');
    }
    // The last run again: in the store already, not measured again; nothing told twice.
    const again = await runAction({ gh, repoDir: repo.dir, inputs, env: { GITHUB_SHA: repo.commits[COMMITS - 1] },
      event: { name: 'push', payload: {} } });
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /is in the history already .*: not measured again/);

    // A new reference: the first run with it measures the old reference against it and stores the link.
    const newReference = repo.commits[STEP_AT];
    const next = commitFiles(repo.dir, { 'NEWS.md': 'after the new reference\n' }, 'one more');
    const linked = await runAction({ gh, repoDir: repo.dir, inputs: { ...inputs, reference: newReference },
      env: { GITHUB_SHA: next }, event: { name: 'push', payload: {} } });
    assert.equal(linked.code, 0, linked.stderr);
    const link = JSON.parse(fs.readFileSync(path.join(store, 'links', `${repo.reference}--${newReference}.json`), 'utf8'));
    assert.deepEqual([link.from, link.to], [repo.reference, newReference]);
    // The new reference does twice the work: 1/1.1 of the old one's rate.
    assert.ok(Math.abs(link.configurations[0].ratio * 1.1 - 1) < 0.03, JSON.stringify(link.configurations[0]));
    const nextRecord = JSON.parse(fs.readFileSync(path.join(store, 'commits', `${next}.json`), 'utf8'));
    assert.equal(nextRecord.reference, newReference);
    assert.ok(Math.abs(nextRecord.configurations[0].ratio - 1) < 0.03, 'the same work as the new reference');

    const posted = gh.requests.filter((r) => r.route === 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments');
    assert.equal(posted.length, 1, 'one alert, once');
    const [alert] = gh.state.comments.filter((c) => c.body.includes('node-benchmark-action:history'));
    assert.equal(alert.issueNumber, STEP_PR);
    const { html } = renderGfm(alert.body);
    assert.match(html, /<strong>Benchmark history: 1 slower since <a href="https:\/\/github\.example\/o\/r\/commit\/[0-9a-f]{40}">[0-9a-f]{7}<\/a>, which this pull request brought to the branch<\/strong>/);
    const row = /<td><code>fixture\/step\.js n=1000000<\/code><\/td>\s*<td>−(\d+\.\d)% \(−(\d+\.\d)% to −(\d+\.\d)%\)<\/td>/.exec(html);
    assert.ok(row, html);
    const [change, low, high] = row.slice(1).map(Number);
    assert.ok(change > 7 && change < 11, `change −${change}%`);
    assert.ok(low > change && change > high, `−${change}% (−${low}% to −${high}%)`);
    assert.match(html, /← this pull request/);
    assert.match(html, /the commits around it/);

    // The history's files: one per commit, the alert remembered, the dashboard drawn.
    assert.equal(fs.readdirSync(path.join(store, 'commits')).length, COMMITS + 1);
    const told = JSON.parse(fs.readFileSync(path.join(store, 'alerts.json'), 'utf8')).told;
    assert.deepEqual(told, [`change ${repo.reference} ${repo.commits[STEP_AT]} fixture/step.js n=1000000`]);
    const index = fs.readFileSync(path.join(store, 'docs', 'index.html'), 'utf8');
    assert.match(index, /fixture/);
  } finally {
    await gh.close();
    fs.rmSync(store, { recursive: true, force: true });
    fs.rmSync(repo.dir, { recursive: true, force: true });
  }
});
