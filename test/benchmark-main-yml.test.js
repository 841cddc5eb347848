// .github/workflows/benchmark-main.yml run by act on this host, as GitHub
// would run it on two pushes to main: the real actions/checkout fetches the
// pushed commit from the stand-in's git server, the workflow's own steps
// fetch (or, the first time, start) the benchmark-data branch and push it
// back, and our action (the release's files) measures the commit against
// the reference in mode `track`.

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './helpers/bench-dir.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { gitHttp } from './helpers/git-http.js';
import { commitFiles, commitGraph, git, makeNodeLikeRepo } from './helpers/node-like-repo.js';
import { tool } from './helpers/tools.js';
import { TOKEN, runAct, tail } from './helpers/act.js';
import { tempDir } from './helpers/temp.js';

const WORKFLOW = path.join(repoRoot, '.github', 'workflows', 'benchmark-main.yml');
const act = tool('act');
const needsAct = { timeout: 900_000, skip: act.skip };

test('benchmark-main.yml under act: two pushes to main each add their commit to the benchmark-data branch, ' +
  'which the first run starts and the second continues, with the dashboard in docs/', needsAct, async (t) => {
  const bin = act.require();
  const repo = makeNodeLikeRepo();
  git(repo.dir, 'checkout', '--quiet', 'main');
  git(repo.dir, 'remote', 'add', 'origin', 'https://github.com/o/r.git');
  const reference = repo.baseSha;
  const served = gitHttp({ repositories: { 'o/r': repo.dir }, token: TOKEN, push: true });
  const commits = [];
  for (const i of [1, 2]) {
    commits.push(commitFiles(repo.dir, { 'NEWS.md': `change ${i}\n` }, `change ${i}`));
    const gh = await startGitHubStandIn({ repo: 'o/r', token: TOKEN, git: served, graph: commitGraph(repo.dir) });
    t.after(() => gh.close());
    const dir = tempDir('nba-act-main-');
    const { code, log } = await runAct({
      act: bin, eventName: 'push', workflowFile: WORKFLOW, cwd: repo.dir, dir, apiUrl: gh.url,
      event: { ref: 'refs/heads/main', after: commits.at(-1), repository: { full_name: 'o/r', name: 'r', owner: { login: 'o' } } },
      // The reference and the commit build in this test's own work directory.
      extraArgs: ['--var', `BENCHMARK_REFERENCE=${reference}`, '--var', 'BENCHMARK_CATEGORIES=fixture',
        '--env', `RUNNER_TOOL_CACHE=${path.join(dir, 'tool-cache')}`],
    });
    assert.equal(code, 0, tail(log));
    assert.match(log, /\[benchmark-main\/track[^\]]*\] 🏁 {2}Job succeeded/);
    assert.doesNotMatch(log, new RegExp(TOKEN));
    // The branch the run pushed: every commit so far, each in its own file, and the dashboard.
    const files = execFileSync('git', ['-C', repo.dir, 'ls-tree', '-r', '--name-only', 'benchmark-data'], { encoding: 'utf8' })
      .trim().split('\n');
    for (const sha of commits) assert.ok(files.includes(`commits/${sha}.json`), `${sha}: ${files.join(' ')}`);
    assert.equal(files.filter((f) => f.startsWith('commits/')).length, commits.length);
    assert.ok(files.includes('docs/index.html') && files.includes('docs/fixture.html') && files.includes('alerts.json'),
      files.join(' '));
    const record = JSON.parse(execFileSync('git', ['-C', repo.dir, 'show', `benchmark-data:commits/${commits.at(-1)}.json`],
      { encoding: 'utf8' }));
    assert.equal(record.reference, reference);
    assert.equal(record.configurations[0].filename, 'fixture/work.js');
    // The reference does the base's work and each commit of main too: a ratio near 1 (1% noise, fixed-rate clock).
    assert.ok(Math.abs(record.configurations[0].ratio - 1) < 0.05, JSON.stringify(record.configurations[0]));
  }
  const history = execFileSync('git', ['-C', repo.dir, 'log', '--format=%s', 'benchmark-data'], { encoding: 'utf8' });
  assert.deepEqual(history.trim().split('\n'), [`History: ${commits[1]}`, `History: ${commits[0]}`]);
});
