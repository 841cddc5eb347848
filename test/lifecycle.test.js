// Every way out of a run, with the bundle as GitHub runs it against the
// GitHub stand-in and a real node-like repository: the comment always ends
// in a final state that says what happened, nothing the run started is left
// running, and no token reaches the pull request's code.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { makeNodeLikeRepo } from './helpers/node-like-repo.js';
import { TOKEN, assertFinalComment, runAction, runPost, scenario, startAction } from './helpers/action-run.js';
import { markedProcesses } from '../src/machine/processes.js';
import { tool } from './helpers/tools.js';

const E2E = { timeout: 600_000 };

/** The bot's sticky comment for `fixture` on PR 12. */
function sticky(gh, marker = 'pr-12:fixture') {
  return gh.state.comments.find((c) => c.body.startsWith(`<!-- node-benchmark-action:${marker} -->`));
}

/** The status line of a comment body: its third line. */
const statusLine = (body) => body.split('\n')[2];

/** The `name` value in a GITHUB_STATE file's text (the last one written). */
function stateValue(state, name) {
  const values = [...state.matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)]
    .filter((m) => m[1] === name).map((m) => m[3]);
  return values.at(-1) ?? null;
}

async function until(predicate, what, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

// A benchmark in the pull request's benchmark directory that looks for the
// Action's token where PR code could find it: its environment, and every
// process's /proc/<pid>/environ. It throws (a failed configuration) if it does.
const SPY = `'use strict';
const common = require('../common.js');
const fs = require('node:fs');
const bench = common.createBenchmark(main, { n: [1000] });
function main({ n }) {
  const token = ${JSON.stringify(TOKEN)};
  const leaks = [];
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(INPUT_|GITHUB_TOKEN$|ACTIONS_RUNTIME_TOKEN$)/.test(key) || String(value).includes(token)) leaks.push('env ' + key);
  }
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p))) {
    try {
      if (fs.readFileSync('/proc/' + pid + '/environ', 'latin1').includes(token)) leaks.push('environ of ' + pid);
    } catch {}
  }
  if (leaks.length > 0) throw new Error('LEAKED: ' + leaks.join(', '));
  bench.start();
  let x = 0;
  for (let i = 0; i < n; i++) x += i;
  bench.end(n);
}
`;

test('mode all: the pull request\'s benchmarks find no token, in their environment or in /proc', { ...E2E,
  skip: tool('bwrap').skip }, async () => {
  const repo = makeNodeLikeRepo({ categories: ['fixture', 'spy'] });
  fs.writeFileSync(path.join(repo.dir, 'benchmark', 'spy', 'work.js'), SPY);
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark spy --runs 2',
      env: { ACTIONS_RUNTIME_TOKEN: TOKEN, GITHUB_TOKEN: TOKEN } });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    const body = sticky(gh, 'pr-12:spy')?.body ?? '';
    assert.doesNotMatch(body, /LEAKED/);
    assert.match(body, /\| spy\/work\.js n=1000 \|/);
    assert.match(body, /\| sandbox \| bwrap/);
  } finally {
    await gh.close();
  }
});

test('mode all: SIGTERM while benchmarking ends every process of the run and leaves the comment final', E2E,
  async () => {
    const repo = makeNodeLikeRepo();
    const gh = await startGitHubStandIn(scenario(repo));
    try {
      const action = startAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 60' });
      await until(() => /Running/.test(statusLine(sticky(gh)?.body ?? '')), 'the Running status');
      action.child.kill('SIGTERM');
      const result = await action.done;
      assert.equal(result.code, 143, result.stdout + result.stderr);
      assert.match(result.stdout, /::warning::The step received SIGTERM/);
      const body = sticky(gh)?.body ?? '';
      assert.equal(statusLine(body), '**Benchmark: Failed** while benchmarking: the job was cancelled (SIGTERM) ' +
        'before it finished; nothing was reported');
      const mark = stateValue(result.state, 'run-mark');
      assert.ok(mark, 'the run\'s mark is in the state, for the post step');
      assert.deepEqual(markedProcesses(mark), [], 'no process of the run is left');
      // The post step after it has nothing left to do.
      const post = await runPost({ gh, dir: result.dir, state: result.state });
      assert.equal(post.code, 0, post.stdout + post.stderr);
      assert.equal(sticky(gh)?.body, body, 'the comment was already final');
    } finally {
      await gh.close();
    }
  });

// A benchmark that runs for a minute before it writes anything: compare.js
// waits for it in silence, so nothing of theirs notices the Action is gone.
const SLOW = `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, { n: [1] });
function main({ n }) {
  bench.start();
  const end = Date.now() + 60_000;
  while (Date.now() < end);
  bench.end(n);
}
`;

test('mode all killed outright (SIGKILL): the post step ends what is left and gives the comment its final state', E2E,
  async () => {
    const repo = makeNodeLikeRepo({ categories: ['slow'] });
    fs.writeFileSync(path.join(repo.dir, 'benchmark', 'slow', 'work.js'), SLOW);
    const gh = await startGitHubStandIn(scenario(repo));
    try {
      const action = startAction({ gh, repoDir: repo.dir, comment: '/benchmark slow --runs 2',
        inputs: { sandbox: 'none' } });
      await until(() => /Running/.test(statusLine(sticky(gh, 'pr-12:slow')?.body ?? '')), 'the Running status');
      await sleep(2000); // compare.js has started the benchmark
      action.child.kill('SIGKILL');
      const result = await action.done;
      assert.equal(result.signal, 'SIGKILL');
      const mark = stateValue(result.state, 'run-mark');
      assert.ok(mark);
      // Without a sandbox nothing takes compare.js down with the Action.
      assert.ok(markedProcesses(mark).length > 0, 'compare.js and its benchmark are still running');
      const post = await runPost({ gh, dir: result.dir, state: result.state, inputs: { sandbox: 'none' } });
      assert.equal(post.code, 0, post.stdout + post.stderr);
      assert.match(post.stdout, /::warning::Ended \d+ process(es)? the run left running/);
      await until(() => markedProcesses(mark).length === 0, 'the leftovers to be gone', 5000);
      assert.equal(statusLine(sticky(gh, 'pr-12:slow')?.body ?? ''), '**Benchmark: Failed** while running the benchmark: the job ' +
        'stopped before it could report (it was cancelled, timed out, or its runner killed it)');
    } finally {
      await gh.close();
    }
  });

test('mode all: a results directory that cannot be written fails the run with a final comment, not "Building"', E2E,
  async () => {
    const repo = makeNodeLikeRepo();
    const gh = await startGitHubStandIn(scenario(repo));
    try {
      // A file where the results directory should be: nothing can be written under it.
      const blocker = path.join(repo.dir, 'not-a-directory');
      fs.writeFileSync(blocker, '');
      const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 2',
        inputs: { 'results-dir': path.join(blocker, 'results') } });
      assert.equal(result.code, 1, result.stdout + result.stderr);
      assert.match(statusLine(sticky(gh)?.body ?? ''), /^\*\*Benchmark: Failed\*\* while preparing the benchmark machine: .*not-a-directory/);
    } finally {
      await gh.close();
    }
  });

test('mode all: a --filter that matches nothing ends with a final comment that says so', E2E, async () => {
  const repo = makeNodeLikeRepo();
  const gh = await startGitHubStandIn(scenario(repo));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --filter nothing-matches' });
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(statusLine(sticky(gh)?.body ?? ''), /^\*\*Benchmark: Failed\*\* while benchmarking: /);
  } finally {
    await gh.close();
  }
});

test('mode all: a status update that fails (502) is a warning; the run goes on to its results', E2E, async () => {
  const repo = makeNodeLikeRepo({ prWork: 4 });
  const gh = await startGitHubStandIn(scenario(repo, {
    failures: [{ route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', status: 502, times: 8 }],
  }));
  try {
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 6' });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assertFinalComment(sticky(gh)?.body ?? '');
  } finally {
    await gh.close();
  }
});
