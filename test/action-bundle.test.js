// The Action as GitHub runs it: its entry as a real process, with INPUT_*
// variables, an event payload file and GITHUB_API_URL pointing at the local
// stand-in of GitHub's API, on a real git repository of a node-like project
// whose PR commit does more work than its base, timed by the fixed-rate clock
// (test/fixtures/fixed-rates): its rate is known, whatever the machine's load.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { makeNodeLikeRepo, commitFiles, git, moveBase, testMerge, variantHeader } from './helpers/node-like-repo.js';
import { TOKEN, assertFinalComment, runAction, scenario } from './helpers/action-run.js';

test('a /benchmark comment builds base and PR, compares them, and posts the table', { timeout: 600_000 }, async () => {
  // 4 times the work: a quarter of the base's rate (-75%), with 1% noise.
  const repo = makeNodeLikeRepo({ prWork: 4 });
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 8' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.deepEqual(gh.state.reactions.map((r) => r.content), ['eyes']);
    const ours = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.equal(ours.length, 1, 'one sticky comment');
    const body = ours[0].body;
    assert.match(body, /^<!-- node-benchmark-action:pr-12:fixture -->\n/);
    assert.match(body, /\*\*Benchmark: 1 of 1 configuration regressed \(5% false discovery rate\): `fixture\/work\.js` -\d+\.\d%/);
    // --runs alone: Node core's fixed runs, though the workflow's default is adaptive; in blocks.
    assert.match(body, /\| schedule \| blocks \(old and new back to back, seeded order\) \|/);
    assert.match(body, /\| stopping \| fixed: 8 runs \|/);
    assert.match(body, /\| stopping rule \| fixed: 8 runs \|/);
    // The sticky comment went through its states; the last "Running" has every block done.
    const states = gh.requests.filter((r) => typeof r.body?.body === 'string').map((r) => r.body.body.split('\n')[2]);
    assert.deepEqual(states.slice(0, 3), ['**Benchmark: Queued**', '**Benchmark: Building the old and new binaries**',
      '**Benchmark: Running**']);
    assert.equal(states.filter((line) => line.startsWith('**Benchmark: Running')).at(-1),
      '**Benchmark: Running: 8 of 8 blocks**');
    const firstWrite = gh.requests.find((r) => typeof r.body?.body === 'string');
    assert.ok(firstWrite);
    assert.match(firstWrite.body.body, /\nRequest: fixture · 8 runs · base /);
    const row = /\| fixture\/work\.js n=2000000 \| (-\d+\.\d)% \(-\d+\.\d% to -\d+\.\d%\) \| [\d.e-]+ \| regressed \|/.exec(body);
    assert.ok(row && Math.abs(Number(row[1]) + 75) < 1.5, row?.[0] ?? body);
    assert.match(body, /<details><summary>Machine<\/summary>/);
    assert.match(body, /\| new binary \| v0\.0\.0-fixture-pr \|/);
    assert.equal(result.outputs.regressions, '1');
    assert.equal(result.outputs.improvements, '0');
    assert.match(result.outputs['comment-url'], new RegExp(`/o/r/pull/12#issuecomment-${ours[0].id}$`));
    assert.ok(fs.existsSync(result.outputs.csv));
    assert.match(result.summary, /\*\*Benchmark: 1 of 1 configuration regressed \(5% false discovery rate\): `fixture\/work\.js` -\d+\.\d%/);
    // The token is only ever handed to the runner to mask.
    const lines = (result.stdout + result.stderr).split('\n').filter((l) => l.includes(TOKEN));
    assert.deepEqual(lines, [`::add-mask::${TOKEN}`]);
    const reactions = gh.requests.filter((r) => r.route === 'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions');
    assert.equal(reactions.length, 1, 'one reaction request');
  } finally {
    await gh.close();
  }
});

test('fail-on-regression fails the step for a significant regression beyond the threshold', { timeout: 600_000 }, async () => {
  const repo = makeNodeLikeRepo({ prWork: 4 });
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 8',
      inputs: { 'fail-on-regression': '10' } });
    assert.equal(result.code, 1);
    assert.match(result.stdout, /::error::1 configuration regressed by more than 10%/);
  } finally {
    await gh.close();
  }
});

test('a refusal never edits a results comment: a visitor\'s /benchmark or a wrong --sha leaves the results as they are', async () => {
  const repo = makeNodeLikeRepo();
  const results = '<!-- node-benchmark-action:pr-12:fixture -->\n\n**Benchmark: 1 of 1 configuration changed**\n';
  const gh = await startGitHubStandIn(scenario(repo, {
    comments: [{ issueNumber: 12, body: results, user: 'github-actions[bot]' }],
  }));
  try {
    const visitor = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture', commenter: 'visitor' });
    assert.equal(visitor.code, 0, visitor.stderr);
    const wrongSha = await runAction({ gh, repoDir: repo.dir, comment: `/benchmark fixture --sha ${'0'.repeat(40)}` });
    assert.equal(wrongSha.code, 0, wrongSha.stderr);
    const ours = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.equal(ours[0].body, results, 'the results comment is untouched');
    // Both answers went to the one reply comment, the last one shown.
    assert.equal(ours.length, 2);
    assert.match(ours[1].body, /^<!-- node-benchmark-action:pr-12:help -->\n\n\*\*Benchmark: Refused\*\*/);
    assert.match(ours[1].body, /is not the head of #\u200b12/);
  } finally {
    await gh.close();
  }
});

test('an unauthorized commenter gets a 👎 and no comment; a collaborator\'s malicious comment runs nothing and gets a reply', async () => {
  const repo = makeNodeLikeRepo();
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const visitor = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture', commenter: 'visitor' });
    assert.equal(visitor.code, 0, visitor.stderr);
    assert.deepEqual(gh.state.comments.filter((c) => c.user === 'github-actions[bot]'), [], 'the bot posts nothing for a stranger');
    assert.deepEqual(gh.state.reactions.map((r) => r.content), ['-1']);
    assert.match(visitor.summary, /visitor/);
    assert.ok(!fs.existsSync(path.join(visitor.dir, 'results')), 'nothing ran');
    const evil = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark ../../etc; rm -rf / $(id) --runs 99999' });
    assert.equal(evil.code, 0, evil.stderr);
    // Both answers are the one reply comment, edited.
    const reply = gh.state.comments.find((c) => c.body.startsWith('<!-- node-benchmark-action:pr-12:help -->'));
    assert.ok(reply);
    assert.match(reply.body, /Unknown categor/);
    assert.match(reply.body, /--runs must be a whole number from 1 to 100/);
    assert.ok(!fs.existsSync(path.join(evil.dir, 'results')), 'nothing ran');
  } finally {
    await gh.close();
  }
});

test('the bundle runs under Node 24, the runtime GitHub uses (runs.using: node24)', { timeout: 600_000 }, async () => {
  const { nodeRelease, NODE_24 } = await import('../scripts/node-releases.js');
  const node24 = await nodeRelease(NODE_24);
  const repo = makeNodeLikeRepo({ prWork: 2 });
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 6', node: node24 });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const ours = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assertFinalComment(ours[0].body);
    assert.match(ours[0].body, /\| new binary \| v0\.0\.0-fixture-pr \|/);
  } finally {
    await gh.close();
  }
});

// ---- which commits: the test merge, or the merge base --------------------------------------------

/** The comment's table rows as [key, value] (the run parameters and the machine record both). */
function tableRows(body) {
  return [...body.matchAll(/^\| ([^|\n]+?) \| ([^|\n]+?) \|$/gm)].map((m) => [m[1], m[2]]);
}

test('the base branch moved on: node-main is its tip and node-pr the test merge, not the unmerged head', { timeout: 600_000 }, async () => {
  // The PR changes nothing that costs (work 1); main then takes 4 times the
  // work. Comparing main's tip with the unmerged head, as before, reports a
  // 75% "improvement" that is main's own commit, in reverse.
  const repo = makeNodeLikeRepo({ prWork: 1 });
  const tip = moveBase(repo.dir, { work: 4 });
  const moved = { ...repo, baseSha: tip };
  const gh = await startGitHubStandIn(scenario(moved));
  const mergeSha = gh.state.pulls.get(12)?.mergeCommitSha;
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 6' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const { body } = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'))[0];
    const rows = tableRows(body);
    // Both binaries carry main's commit; the merge is of the pinned head.
    assert.deepEqual(rows.filter(([key]) => key === 'old binary' || key === 'new binary'),
      [['old binary', 'v0.0.0-fixture-base-tip'], ['new binary', 'v0.0.0-fixture-pr-tip']]);
    const compared = [['compared', 'test merge: old is the base tip, new the pull request merged onto it'],
      ['base tip (old binary)', tip], ['head', repo.headSha], ['test merge (new binary)', String(mergeSha)]];
    // In the run parameters and in the machine record.
    for (const row of compared) assert.equal(rows.filter((r) => r[0] === row[0] && r[1] === row[1]).length, 2, row[0]);
    assert.doesNotMatch(body, /merge base/);
    const [only] = JSON.parse(fs.readFileSync(result.outputs.json, 'utf8')).comparisons;
    assert.ok(Math.abs(only.improvement) < 3, `the same work on both sides, not main's 4x: ${only.improvement}%`);
  } finally {
    await gh.close();
  }
});

test('a pull request that does not merge cleanly compares the head with its merge base, and says so', { timeout: 600_000 }, async () => {
  const repo = makeNodeLikeRepo({ prWork: 2 });
  // main changes the same lines of src/variant.h as the pull request: a conflict.
  git(repo.dir, 'checkout', '--quiet', 'main');
  const tip = commitFiles(repo.dir, { 'src/variant.h': variantHeader('main', 3) }, 'main: work factor 3');
  git(repo.dir, 'checkout', '--quiet', 'pr');
  const conflicting = { ...repo, baseSha: tip };
  assert.equal(testMerge(repo.dir, tip, repo.headSha), null, 'the fixture conflicts');
  const gh = await startGitHubStandIn(scenario(conflicting));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 4' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const { body } = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'))[0];
    const rows = tableRows(body);
    assert.deepEqual(rows.filter(([key]) => key === 'old binary' || key === 'new binary'),
      [['old binary', 'v0.0.0-fixture-base'], ['new binary', 'v0.0.0-fixture-pr']]);
    const why = 'merge base: old is the commit the head branched from, new the head, because the pull request does not ' +
      'merge cleanly into its base branch';
    for (const row of [['compared', why], ['merge base (old binary)', repo.baseSha], ['head (new binary)', repo.headSha],
      ['base tip', tip]]) {
      assert.equal(rows.filter((r) => r[0] === row[0] && r[1] === row[1]).length, 2, row[0]);
    }
    // Said where it is seen: right under the verdict and its allocations' line, not folded.
    const lines = body.split('\n\n');
    assert.match(lines[1], /^\*\*Benchmark: /);
    assert.match(lines[2], /^Allocations: not available: /);
    assert.equal(lines[3], `⚠️ Compared the head \`${repo.headSha.slice(0, 7)}\` with its merge base ` +
      `\`${repo.baseSha.slice(0, 7)}\`, not with the base branch's tip, because the pull request does not merge cleanly ` +
      `into its base branch: the base branch's commits since \`${repo.baseSha.slice(0, 7)}\` are in neither binary.`);

    // A workflow that asks for test merges only refuses, with the reason, and builds nothing; in the
    // reply comment, so the results stay.
    const strict = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 4',
      inputs: { 'on-conflict': 'refuse' } });
    assert.equal(strict.code, 0, strict.stderr);
    const [results, reply] = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'))
      .map((c) => c.body);
    assert.equal(results, body);
    assert.match(reply, /^<!-- node-benchmark-action:pr-12:help -->\n\n\*\*Benchmark: Refused\*\*: nothing was run\./);
    assert.match(reply, /#\u200b12 does not merge cleanly into main, and this workflow compares only test merges/);
    assert.ok(!fs.existsSync(path.join(strict.dir, 'results')), 'nothing ran');
    // Asked again: the new results on top, the first run's verdict and head folded under "Earlier runs".
    const again = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 2' });
    assert.equal(again.code, 0, again.stderr);
    const newest = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action:pr-12:fixture'))[0].body;
    const verdictLine = /^\*\*Benchmark: (.*)\*\*$/m.exec(body)?.[1];
    assert.ok(verdictLine);
    assert.match(newest, /<details><summary>Earlier runs \(1\)<\/summary>/);
    // The earlier verdict as the verdict reads: its names code spans again, the rest escaped text.
    assert.ok(newest.includes(`\`${repo.headSha.slice(0, 7)}\` · ${verdictLine}`), newest);
  } finally {
    await gh.close();
  }
});

test('a head pushed after the comment runs nothing, and the reply says why', async () => {
  const repo = makeNodeLikeRepo();
  const gh = await startGitHubStandIn(scenario(repo, {
    activity: { 'o/r': [{ ref: 'pr', after: repo.headSha, timestamp: '2026-11-21T10:00:30Z', actor: 'mallory' }] },
  }));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture' });
    assert.equal(result.code, 0, result.stderr);
    const reply = gh.state.comments.at(-1);
    assert.ok(reply);
    assert.match(reply.body, /the head of #\u200b12 moved after your comment \(pushed at 2026-11-21T10:00:30Z by @\u200bmallory/);
    assert.ok(!fs.existsSync(path.join(result.dir, 'results')), 'nothing ran');
  } finally {
    await gh.close();
  }
});

test('an API that answers 502 before succeeding still gets its comment', { timeout: 600_000 }, async () => {
  const repo = makeNodeLikeRepo({ prWork: 2 });
  const gh = await startGitHubStandIn(scenario(repo, {
    failures: [{ route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}', status: 502, times: 2 },
      { route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', status: 502, times: 1 }],
  }));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 6' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const ours = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.equal(ours.length, 1);
    assertFinalComment(ours[0].body);
    const pulls = gh.requests.filter((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{pull_number}');
    assert.deepEqual(pulls.slice(0, 3).map((r) => r.status), [502, 502, 200]);
  } finally {
    await gh.close();
  }
});

test('a build failure puts the tail of its log in the comment and fails the step', { timeout: 600_000 }, async () => {
  const repo = makeNodeLikeRepo();
  const source = fs.readFileSync(path.join(repo.dir, 'src', 'node.c'), 'utf8');
  const broken = commitFiles(repo.dir, { 'src/node.c': `${source}\nint broken = ;\n` }, 'pr: syntax error');
  const gh = await startGitHubStandIn(scenario({ ...repo, headSha: broken }));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 2' });
    assert.equal(result.code, 1);
    const body = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'))[0].body;
    assert.match(body, /\*\*Benchmark: Failed\*\* while building the head commit/);
    assert.match(body, /<details><summary>The end of the log<\/summary>/);
    assert.match(body, /error: expected expression before/);
  } finally {
    await gh.close();
  }
});

test('the secure split: gate pins and queues, run benchmarks without a token, report posts', { timeout: 600_000 }, async () => {
  const repo = makeNodeLikeRepo({ prWork: 2 });
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    // Adaptive: at least 3 blocks, at most max-runs (100), stopping at ±50%.
    const command = '/benchmark fixture --accuracy 50 --runs 3';
    const gate = await runAction({ gh, repoDir: repo.dir, comment: command, inputs: { mode: 'gate' } });
    assert.equal(gate.code, 0, gate.stdout + gate.stderr);
    const request = JSON.parse(gate.outputs.request);
    assert.deepEqual([request.prNumber, request.headSha, request.baseSha, request.runs, request.accuracy, request.maxRuns],
                     [12, repo.headSha, repo.baseSha, 3, 50, 100]);
    const sticky = () => gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.match(sticky()[0].body, /\*\*Benchmark: Queued\*\*\n\nRequest: fixture · ±50% accuracy, 3–100 runs · /);

    const results = path.join(gate.dir, 'artifact');
    const requestsBefore = gh.requests.length;
    const runJob = await runAction({ gh, repoDir: repo.dir, comment: command,
      inputs: { 'mode': 'run', 'github-token': '', 'request': gate.outputs.request, 'results-dir': results } });
    assert.equal(runJob.code, 0, runJob.stdout + runJob.stderr);
    assert.equal(gh.requests.length, requestsBefore, 'the run job makes no API request');
    assert.ok(fs.existsSync(path.join(results, 'results.csv')));

    const report = await runAction({ gh, repoDir: repo.dir, comment: command,
      inputs: { mode: 'report', request: gate.outputs.request, 'results-dir': results } });
    assert.equal(report.code, 0, report.stdout + report.stderr);
    assert.equal(sticky().length, 1, 'the same sticky comment, now with the results');
    assertFinalComment(sticky()[0].body);
    const adaptive = 'adaptive: 95% intervals of ±50%, where a change of ±96% is found with 90% power; 3–100 blocks, ' +
      'alpha spending 0.95·α·τ²';
    assert.ok(sticky()[0].body.includes(`| stopping | ${adaptive} |`), sticky()[0].body);
    assert.ok(sticky()[0].body.includes(`| stopping rule | ${adaptive} |`));
    assert.match(sticky()[0].body, /\| new binary \| v0\.0\.0-fixture-pr \|/);
    // Twice the work, half the rate: changed at the first look.
    assert.equal(report.outputs.regressions, '1');
  } finally {
    await gh.close();
  }
});

test('sharded: each run job takes its categories, the report merges the shards into one comment', { timeout: 600_000 }, async () => {
  const repo = makeNodeLikeRepo({ prWork: 2 });
  fs.cpSync(path.join(repo.dir, 'benchmark', 'fixture'), path.join(repo.dir, 'benchmark', 'second'), { recursive: true });
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const command = '/benchmark fixture second --runs 3';
    const gate = await runAction({ gh, repoDir: repo.dir, comment: command, inputs: { mode: 'gate' } });
    assert.equal(gate.code, 0, gate.stdout + gate.stderr);
    // actions/download-artifact puts each artifact in a directory of its name.
    const artifacts = path.join(gate.dir, 'artifacts');
    for (const index of [0, 1, 2]) {
      const shard = await runAction({ gh, repoDir: repo.dir, comment: command, inputs: { 'mode': 'run', 'github-token': '',
        'request': gate.outputs.request, 'shard': `${index}/3`, 'results-dir': path.join(artifacts, `benchmark-results-${index}`) } });
      assert.equal(shard.code, 0, shard.stdout + shard.stderr);
    }
    const csvOf = (index) => fs.readFileSync(path.join(artifacts, `benchmark-results-${index}`, 'results.csv'), 'utf8');
    assert.match(csvOf(0), /"fixture\/work\.js"/);
    assert.doesNotMatch(csvOf(0), /"second\//);
    assert.match(csvOf(1), /"second\/work\.js"/);
    assert.doesNotMatch(csvOf(1), /"fixture\//);
    assert.ok(!fs.existsSync(path.join(artifacts, 'benchmark-results-2', 'results.csv')), 'the third shard had nothing to run');

    const report = await runAction({ gh, repoDir: repo.dir, comment: command,
      inputs: { mode: 'report', request: gate.outputs.request, 'results-dir': artifacts } });
    assert.equal(report.code, 0, report.stdout + report.stderr);
    const [sticky] = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.match(sticky.body, /\| fixture\/work\.js n=\d+ \|/);
    assert.match(sticky.body, /\| second\/work\.js n=\d+ \|/);
    assert.match(sticky.body, /\*\*Machine of shard benchmark-results-0\*\*/);
    assert.match(sticky.body, /\*\*Machine of shard benchmark-results-1\*\*/);
    assert.doesNotMatch(sticky.body, /benchmark-results-2/);
    assert.match(sticky.body, /\| shards \| 3 \|/);
    const merged = fs.readFileSync(report.outputs.csv, 'utf8');
    assert.equal(merged.split('\n').filter((line) => line.startsWith('"binary"')).length, 1);
    assert.equal(merged.trim().split('\n').length, 1 + 2 * 3 * 2, 'one header, 2 categories x 3 runs x 2 binaries');

    // A shard whose build failed: the others' results stay, the failure is named, the step fails.
    fs.writeFileSync(path.join(artifacts, 'benchmark-results-1', 'failure.json'), JSON.stringify({
      step: 'building the head commit', message: 'make exited with 2 <!-- @team -->', logTail: 'error' }));
    const partial = await runAction({ gh, repoDir: repo.dir, comment: command,
      inputs: { mode: 'report', request: gate.outputs.request, 'results-dir': artifacts } });
    assert.equal(partial.code, 1);
    const [after] = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.match(after.body, /\*\*shard benchmark-results-1 failed\*\* while building the head commit: make exited with 2/);
    assert.doesNotMatch(after.body, /<!-- @team/);
    assert.match(after.body, /\| fixture\/work\.js n=\d+ \|/);
    assert.doesNotMatch(after.body, /\| second\/work\.js/);
    assert.match(partial.stdout, /::error::1 of 3 shards failed: see the comment/);

    // A shard whose job died before uploading anything: named from the others' shard.json.
    fs.rmSync(path.join(artifacts, 'benchmark-results-1'), { recursive: true });
    const missing = await runAction({ gh, repoDir: repo.dir, comment: command,
      inputs: { mode: 'report', request: gate.outputs.request, 'results-dir': artifacts } });
    assert.equal(missing.code, 1);
    const [last] = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.match(last.body, /\*\*shard 1\/3 failed\*\* while benchmarking: no results arrived/);
    assert.match(last.body, /\| fixture\/work\.js n=\d+ \|/);
    assert.match(missing.stdout, /::error::1 of 3 shards failed: see the comment/);

    // Only one artifact arrived: download-artifact (v5 and later) puts a lone
    // artifact straight into the path. Its shard.json still names it.
    const lone = path.join(gate.dir, 'lone');
    fs.cpSync(path.join(artifacts, 'benchmark-results-0'), lone, { recursive: true });
    const alone = await runAction({ gh, repoDir: repo.dir, comment: command,
      inputs: { mode: 'report', request: gate.outputs.request, 'results-dir': lone } });
    assert.equal(alone.code, 1);
    const [final] = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.match(final.body, /\*\*shard 1\/3 failed\*\* while benchmarking: no results arrived/);
    assert.match(final.body, /\*\*shard 2\/3 failed\*\* while benchmarking: no results arrived/);
    assert.match(final.body, /\*\*Machine of shard 0\/3\*\*/);
    assert.match(final.body, /\| shards \| 3 \|/);
    assert.match(final.body, /\| fixture\/work\.js n=\d+ \|/);
    assert.match(alone.stdout, /::error::2 of 3 shards failed: see the comment/);
  } finally {
    await gh.close();
  }
});

test('the report job treats the artifact as untrusted: a forged results file is refused', async () => {
  const repo = makeNodeLikeRepo();
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const gate = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture', inputs: { mode: 'gate' } });
    const results = path.join(gate.dir, 'artifact');
    fs.mkdirSync(results);
    fs.writeFileSync(path.join(results, 'results.csv'), '<!-- @everyone -->\n"old","x.js","n=1",1,1\n');
    const report = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture',
      inputs: { mode: 'report', request: gate.outputs.request, 'results-dir': results } });
    assert.equal(report.code, 1);
    assert.match(report.stdout,
      /::error::The benchmark failed while reading the results of the benchmark job: results\.csv is not compare\.js output: line 1: expected the header/);
    const [sticky] = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.match(sticky.body, /\*\*Benchmark: Failed\*\*/);
    assert.match(sticky.body, /reading the results of the benchmark job/);
    assert.doesNotMatch(sticky.body, /<!-- @everyone/);
  } finally {
    await gh.close();
  }
});

test('a crashing benchmark is isolated: the others are reported, the failures counted', { timeout: 600_000 }, async () => {
  const repo = makeNodeLikeRepo({ prWork: 2 });
  // In the working tree the Action reads its benchmark directory from.
  fs.writeFileSync(path.join(repo.dir, 'benchmark', 'fixture', 'crash.js'), `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, { mode: ['fine', 'crash'], n: [1000] });
function main({ mode, n }) {
  if (mode === 'crash') throw new Error('crashing on purpose');
  bench.start();
  bench.end(n);
}
`);
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 6' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const body = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'))[0].body;
    // work.js regressed; crash.js's fine configuration is the same code on
    // both sides, so whether chance flags it too is not asserted.
    assertFinalComment(body);
    assert.match(body, /2 configurations/);
    assert.match(body, /fixture\/crash\.js n=1000 mode='fine'/);
    assert.match(body, /\| failures \| 12 \|/);
    assert.match(result.stdout, /fixture\/crash\.js, (old|new) binary, block \d+: n=1000 mode='?crash'? failed: exited with code 1/);
  } finally {
    await gh.close();
  }
});

test('results that would exceed 65,536 characters are collapsed, the verdict kept', { timeout: 600_000 }, async () => {
  const repo = makeNodeLikeRepo();
  // One process reporting 1,500 configurations with long names (through
  // common.sendResult, as benchmarks that cannot use createBenchmark do).
  fs.writeFileSync(path.join(repo.dir, 'benchmark', 'fixture', 'many.js'), `'use strict';
const { sendResult } = require('../common.js');
for (let i = 0; i < 1500; i++) {
  sendResult({ name: 'fixture/many.js', conf: { i, label: 'a-rather-long-configuration-value-'.repeat(2) },
               rate: 1000 + (i % 7) + Math.random(), time: '0.100000000', type: 'report' });
}
`);
  fs.rmSync(path.join(repo.dir, 'benchmark', 'fixture', 'work.js'));
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 3' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const body = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'))[0].body;
    assert.ok(body.length <= 65_536, `${body.length} characters`);
    assert.match(body, /^<!-- node-benchmark-action:pr-12:fixture -->\n\n\*\*Benchmark: /);
    assert.match(body, /… and \d+ more configurations, left out to keep this comment within GitHub's size limit/);
    assert.equal(fs.readFileSync(result.outputs.csv, 'utf8').trim().split('\n').length, 1 + 1500 * 3 * 2);
  } finally {
    await gh.close();
  }
});
