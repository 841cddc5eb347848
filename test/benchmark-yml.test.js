// The reference workflow (.github/workflows/benchmark.yml) run by a real
// workflow runner: act, on this host (`-P <label>=-self-hosted`), against the
// local stand-in of GitHub's REST API, which also serves the node-like
// fixture repository over git's smart HTTP for the real actions/checkout.
// The real actions/upload-artifact and download-artifact move the results
// through act's artifact server. Our own action is the release's files: a
// `git archive` with no node_modules (test/helpers/release.js).

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './helpers/bench-dir.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { gitHttp } from './helpers/git-http.js';
import { commitGraph, makeNodeLikeRepo, testMerge } from './helpers/node-like-repo.js';
import { tool } from './helpers/tools.js';
import { TOKEN, freePort, runAct, tail } from './helpers/act.js';
import { tempDir } from './helpers/temp.js';

const WORKFLOW = path.join(repoRoot, '.github', 'workflows', 'benchmark.yml');

const act = tool('act');
// In CI a missing act is a failure (.ci/run installs it); elsewhere the
// reason says how to get it.
const needsAct = { timeout: 900_000, skip: act.skip };

/**
 * Runs benchmark.yml for one `comment` on PR 12 of a fresh node-like
 * repository, and returns the stand-in's state and act's output.
 */
async function runWorkflow(t, { comment, vars = {}, categories = ['fixture'] }) {
  const bin = act.require();
  const repo = makeNodeLikeRepo({ prWork: 4, categories });
  execFileSync('git', ['-C', repo.dir, 'remote', 'add', 'origin', 'https://github.com/o/r.git']);
  // The default branch is what a comment's workflow runs on; the PR's head
  // only arrives through actions/checkout of the pinned SHA.
  execFileSync('git', ['-C', repo.dir, 'checkout', '--quiet', 'main']);
  // GitHub's test merge, which the benchmark job checks out.
  const mergeSha = testMerge(repo.dir, repo.baseSha, repo.headSha);
  const git = gitHttp({ repositories: { 'o/r': repo.dir }, token: TOKEN });
  const gh = await startGitHubStandIn({
    repo: 'o/r', token: TOKEN, git, graph: commitGraph(repo.dir),
    pulls: [{ number: 12, headSha: repo.headSha, baseSha: repo.baseSha, headRef: 'pr', mergeCommitSha: mergeSha ?? undefined }],
    permissions: { maintainer: 'write' },
    activity: { 'o/r': [{ ref: 'pr', after: repo.headSha, timestamp: '2026-11-21T09:00:00Z' }] },
    comments: [{ issueNumber: 12, body: comment, user: 'maintainer', createdAt: '2026-11-21T10:00:00Z' }],
  });
  t.after(() => gh.close());
  const [{ id }] = gh.state.comments;
  const dir = tempDir('nba-act-');
  const result = await runAct({
    act: bin, eventName: 'issue_comment', workflowFile: WORKFLOW, cwd: repo.dir, dir, apiUrl: gh.url,
    event: {
      action: 'created',
      issue: { number: 12, pull_request: { url: `${gh.url}/repos/o/r/pulls/12` } },
      comment: { id, body: comment, created_at: '2026-11-21T10:00:00Z', user: { login: 'maintainer', type: 'User' } },
      repository: { full_name: 'o/r', name: 'r', owner: { login: 'o' } },
    },
    extraArgs: [
      '--artifact-server-path', path.join(dir, 'artifacts'), '--artifact-server-addr', '127.0.0.1',
      '--artifact-server-port', String(await freePort()),
      // The shards of one test share this host: one job at a time, as each
      // would have its own machine.
      '--concurrent-jobs', '1',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}=${value}`]),
    ],
  });
  const ours = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
  return { ...result, gh, git, ours, repo: { ...repo, mergeSha } };
}


test('benchmark.yml under act: gate, benchmark on the self-hosted label, report posts the table', needsAct, async (t) => {
  const { code, log, gh, git, ours, repo } = await runWorkflow(t, { comment: '/benchmark fixture --runs 6 --profile' });
  assert.equal(code, 0, tail(log));
  for (const job of ['gate', 'benchmark', 'report']) assert.match(log, new RegExp(`\\[benchmark/${job}[^\\]]*\\] 🏁  Job succeeded`));
  // actions/checkout fetched the pinned head over git's HTTP, with the token.
  assert.ok(git.requests.some((r) => r.repository === 'o/r' && r.authorized), 'actions/checkout fetched from the stand-in');
  assert.equal(ours.length, 1, 'one sticky comment');
  const body = ours[0].body;
  assert.match(body, /^<!-- node-benchmark-action:pr-12:fixture -->\n/);
  assert.match(body, /\*\*Benchmark: (1 of 1 configuration regressed|0 of 1 configuration regressed \(5% false discovery rate\); 1 improved|No change larger than ±([\d.]+|∞)% )/);
  assert.match(body, /\| fixture\/work\.js n=\d+ \|/);
  assert.match(body, /\| new binary \| v0\.0\.0-fixture-pr \|/);
  assert.match(body, new RegExp(`\\| head \\| ${repo.headSha} \\|`));
  // The test merge was checked out and built as node-pr (the new binary): its SHA in the run parameters and the machine record.
  assert.equal(body.match(new RegExp(`\\| test merge \\(new binary\\) \\| ${repo.mergeSha} \\|`, 'g'))?.length, 2, body);
  // --profile: the run job (no token) profiled what changed; the report job read the artifact.
  if (/\*\*Benchmark: [01] of 1 configuration regressed/.test(body)) {
    assert.match(body, /<details><summary>fixture\/work\.js n=\d+: [^<]*<\/summary>/);
    assert.match(body, /`profiles\/1\.old\.cpuprofile` and `profiles\/1\.new\.cpuprofile` in the results artifact/);
  } else {
    assert.match(body, /\*\*CPU profiles\*\*: no configuration changed, so none was profiled\./);
  }
  assert.deepEqual(gh.state.reactions.map((r) => r.content), ['eyes']);
  // The token never reached act's log.
  assert.doesNotMatch(log, new RegExp(TOKEN));
});

test('benchmark.yml under act, sharded over two hosts: one comment merges both shards', needsAct, async (t) => {
  const { code, log, ours } = await runWorkflow(t, {
    comment: '/benchmark fixture second --runs 4',
    categories: ['fixture', 'second'],
    vars: { BENCHMARK_SHARDS: JSON.stringify([{ host: 'bench-1', shard: '0/2' }, { host: 'bench-2', shard: '1/2' }]) },
  });
  assert.equal(code, 0, tail(log));
  assert.match(log, /Shard 0\/2: fixture/);
  assert.match(log, /Shard 1\/2: second/);
  assert.equal(ours.length, 1, 'one sticky comment');
  const body = ours[0].body;
  assert.match(body, /\| fixture\/work\.js n=\d+ \|/);
  assert.match(body, /\| second\/work\.js n=\d+ \|/);
  assert.match(body, /\*\*Machine of shard benchmark-results-bench-1\*\*/);
  assert.match(body, /\*\*Machine of shard benchmark-results-bench-2\*\*/);
  assert.match(body, /\| shards \| 2 \|/);
});
