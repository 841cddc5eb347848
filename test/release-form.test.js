// The Action as users get it: the release's committed files (a `git archive`,
// no node_modules), unpacked in a private (0700) directory, run by the node
// of GitHub's runner layout (test/helpers/release.js). The release workflow
// runs this file before it moves a tag.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { run } from './helpers/bench-dir.js';
import { releaseTree, runnerLayout } from './helpers/release.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { makeNodeLikeRepo } from './helpers/node-like-repo.js';
import { assertFinalComment, runAction, scenario } from './helpers/action-run.js';
import { nodeRelease, NODE_24 } from '../scripts/node-releases.js';

const node = process.execPath;

/** No node_modules in the release nor above it, where node's resolution would find one. */
function assertNoNodeModules(dir) {
  assert.ok(!fs.existsSync(path.join(dir, 'node_modules')), `${dir} has node_modules`);
  for (let up = path.dirname(dir); ; up = path.dirname(up)) {
    assert.ok(!fs.existsSync(path.join(up, 'node_modules')),
      `${up}/node_modules would be found by the release's require(): move the temp directory (TMPDIR) elsewhere`);
    if (up === path.dirname(up)) break;
  }
}

/** A tool of the release, run by `node` with nothing but the release around it. */
function tool(release, name, args, options = {}) {
  const env = { ...process.env, ...options.env };
  delete env.NODE_PATH;
  return run(node, [path.join(release, 'benchmark', name), ...args], { cwd: release, ...options, env });
}

test('the release is private and has no node_modules', () => {
  const release = releaseTree();
  assertNoNodeModules(release);
  assert.equal(fs.statSync(path.dirname(release)).mode & 0o077, 0, 'unpacked in a directory only its owner can enter');
  for (const bundle of ['index.js', 'jstat.cjs', 'autocannon.cjs', 'uplot/uPlot.iife.min.js', 'uplot/uPlot.min.css']) {
    assert.ok(fs.existsSync(path.join(release, 'dist', bundle)), `dist/${bundle} is committed`);
  }
});

test('compare.js, analyze.js, history.js, run.js, scatter.js and scatter-analyze.js run from the release alone', async () => {
  const release = releaseTree();
  const some = ['--filter', 'string-decoder-create', '--set', 'n=1000'];
  const compared = await tool(release, 'compare.js',
    ['--old', node, '--new', node, '--runs', '2', '--no-progress', ...some, 'string_decoder']);
  assert.equal(compared.code, 0, compared.stderr);
  const rows = compared.stdout.trim().split('\n');
  assert.equal(rows[0], '"binary","filename","configuration","rate","time"');
  assert.ok(rows.length > 1, compared.stdout);
  const csv = path.join(path.dirname(release), 'out.csv');
  fs.writeFileSync(csv, compared.stdout);

  for (const format of ['text', 'markdown', 'json']) {
    const analysed = await tool(release, 'analyze.js', ['--format', format, csv]);
    assert.equal(analysed.code, 0, `${format}: ${analysed.stderr}`);
    assert.match(analysed.stdout, /string_decoder\/string-decoder-create\.js/);
  }
  // --analyze runs the analysis inside compare.js.
  const inside = await tool(release, 'compare.js',
    ['--old', node, '--new', node, '--runs', '2', '--no-progress', '--analyze', ...some, 'string_decoder']);
  assert.equal(inside.code, 0, inside.stderr);
  assert.match(inside.stdout, /confidence improvement accuracy/);

  // The history: a commit added, its changes read, its dashboard drawn with the bundled chart library.
  const store = path.join(path.dirname(release), 'history');
  const added = await tool(release, 'history.js', ['add', '--store', store, '--commit', 'a'.repeat(40),
    '--date', '2026-11-27T12:00:00Z', csv]);
  assert.equal(added.code, 0, added.stderr);
  const changes = await tool(release, 'history.js', ['changes', '--store', store, '--format', 'json']);
  assert.equal(changes.code, 0, changes.stderr);
  assert.deepEqual(JSON.parse(changes.stdout), { changes: [], missing: [] });
  const site = path.join(path.dirname(release), 'site');
  const drawn = await tool(release, 'history.js', ['site', '--store', store, '--out', site]);
  assert.equal(drawn.code, 0, drawn.stderr);
  assert.ok(fs.existsSync(path.join(site, 'uplot', 'uPlot.iife.min.js')));
  assert.match(fs.readFileSync(path.join(site, 'string_decoder.html'), 'utf8'), /string-decoder-create\.js/);

  const ran = await tool(release, 'run.js', [...some, 'string_decoder']);
  assert.equal(ran.code, 0, ran.stderr);
  const scattered = await tool(release, 'scatter.js', ['--runs', '2', '--set', 'n=1000', 'benchmark/string_decoder/string-decoder-create.js']);
  assert.equal(scattered.code, 0, scattered.stderr);
  const scatterCsv = path.join(path.dirname(release), 'scatter.csv');
  fs.writeFileSync(scatterCsv, scattered.stdout);
  const scatterAnalysed = await tool(release, 'scatter-analyze.js', ['--xaxis', 'n', '--category', 'encoding', scatterCsv]);
  assert.equal(scatterAnalysed.code, 0, scatterAnalysed.stderr);
});

test('profile.js and doctor.js start from the release alone', async () => {
  const release = releaseTree();
  for (const name of ['profile.js', 'doctor.js']) {
    const help = await tool(release, name, ['--help']);
    assert.equal(help.code, 0, `${name}: ${help.stderr}`);
    assert.match(help.stdout, /usage/i);
  }
  // The doctor's checks themselves (they load every module it needs).
  const doctor = await tool(release, 'doctor.js', ['--cpuset', '0']);
  assert.doesNotMatch(doctor.stderr, /Cannot find module/);
  assert.match(doctor.stdout, /governor/);
});

test('dist/index.js from the release, in GitHub\'s runner layout (~/actions-runner, its externals node), posts the results',
  { timeout: 600_000 }, async (t) => {
    const layout = runnerLayout(t, { node: await nodeRelease(NODE_24) });
    assertNoNodeModules(layout.action);
    const repo = makeNodeLikeRepo({ prWork: 2 });
    const gh = await startGitHubStandIn(scenario(repo));
    t.after(() => gh.close());
    const result = await runAction({
      gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 4', node: layout.node, entry: layout.entry,
      runnerTemp: layout.temp,
      env: { HOME: layout.home, RUNNER_TEMP: layout.temp, GITHUB_WORKSPACE: layout.workspace,
        RUNNER_TOOL_CACHE: path.join(layout.runner, '_work', '_tool') },
    });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    assert.doesNotMatch(result.stdout + result.stderr, /Cannot find module/);
    const ours = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    assert.equal(ours.length, 1, 'one sticky comment');
    assertFinalComment(ours[0].body);
    assert.match(ours[0].body, /\| new binary \| v0\.0\.0-fixture-pr \|/);
  });
