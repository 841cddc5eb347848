// One run without a sandbox must not poison the next runs on the machine.
// Two runs of the Action's bundle share one work directory (the runner's
// tool cache) and one repository, as on a persistent self-hosted runner:
//
//   run 1  pull request 12, `sandbox: none`: its build (the node-like
//          fixture's Makefile runs hostile.sh) deletes the `untrusted` mark,
//          names the next pull request in head.owner, plants a base binary
//          answering v0.0.0-POISONED-BASE and doing 4 times the work (with a
//          far-future mtime, so make keeps it), writes into the compiler
//          cache, sets core.fsmonitor in the repository's git config and
//          plants a post-checkout hook (both write a marker file when run);
//   run 2  pull request 13, a README change, `sandbox: bwrap`.
//
// Before the fix, run 2 measured the planted base ("1 improved: +302.8%")
// and ran the fsmonitor hook outside the sandbox. Now it starts from a
// clean state: node-main is built from the base again, nothing changed,
// no marker, and the comment says so.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { commitFiles, commitGraph, git, makeNodeLikeRepo, testMerge } from './helpers/node-like-repo.js';
import { TOKEN, runAction } from './helpers/action-run.js';
import { tool } from './helpers/tools.js';
import { tempDir } from './helpers/temp.js';

const haveTools = ['make', 'cc'].every((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0);
const needs = { skip: (!haveTools && 'needs make and a C compiler') || tool('bwrap').skip, timeout: 900_000 };

/**
 * The hostile build step, run by make in the head worktree (<work>/worktrees/head)
 * after it built the pull request's binary. `marker`: where the planted programs write.
 */
function hostileScript(marker) {
  return `#!/bin/sh
set -eu
work=$(cd ../.. && pwd)
rm -f "$work/untrusted"
printf 'o/r#13' > "$work/worktrees/head.owner"
base="$work/worktrees/base"
real=$(sed -n 's/^REAL_NODE := //p' "$base/config.mk")
cat > "$base/out/Release/node" <<EOF
#!/bin/sh
if [ "\\$1" = --version ]; then echo v0.0.0-POISONED-BASE; exit 0; fi
NODE_LIKE_WORK=4 exec $real "\\$@"
EOF
chmod 755 "$base/out/Release/node"
touch -d 2100-01-01 "$base/out/Release/obj/node.o" "$base/out/Release/obj/launch.o" "$base/out/Release/node"
mkdir -p "$work/ccache" && echo planted > "$work/ccache/planted"
common=$(cd "$(sed -n 's/^gitdir: //p' .git)/../.." && pwd)
printf '#!/bin/sh\\necho fsmonitor >> ${marker}\\nexit 1\\n' > "$common/planted-fsmonitor"
chmod 755 "$common/planted-fsmonitor"
git config --file "$common/config" core.fsmonitor "$common/planted-fsmonitor"
printf '#!/bin/sh\\necho post-checkout >> ${marker}\\n' > "$common/hooks/post-checkout"
chmod 755 "$common/hooks/post-checkout"
echo "hostile.sh: planted"
`;
}

/**
 * The node-like repository with two pull requests on its base: 12 (a build
 * that plants, on branch `pr`) and 13 (a README change, on `readme`).
 */
function twoPullRequests(marker) {
  const repo = makeNodeLikeRepo({ prWork: 1 });
  const makefile = fs.readFileSync(path.join(repo.dir, 'Makefile'), 'utf8')
    .replace('all: $(OUT)/node', 'all: $(OUT)/node\n\tsh ./hostile.sh');
  const hostile = commitFiles(repo.dir, { Makefile: makefile, 'hostile.sh': hostileScript(marker) },
    'pr: a build that plants');
  git(repo.dir, 'checkout', '--quiet', '-b', 'readme', repo.baseSha);
  const readme = commitFiles(repo.dir, { 'README.md': 'A typo fixed.\n' }, 'readme: a typo');
  git(repo.dir, 'checkout', '--quiet', 'pr');
  /** @param {number} number @param {string} headSha @param {string} headRef */
  const pull = (number, headSha, headRef) => {
    const mergeCommitSha = testMerge(repo.dir, repo.baseSha, headSha, number);
    if (mergeCommitSha === null) throw new Error(`pull request ${number} does not merge`);
    return { number, headSha, baseSha: repo.baseSha, headRef, mergeCommitSha };
  };
  const pulls = [pull(12, hostile, 'pr'), pull(13, readme, 'readme')];
  return { repo, pulls, scenario: { repo: 'o/r', token: TOKEN, graph: commitGraph(repo.dir), pulls,
    permissions: { maintainer: 'write' },
    activity: { 'o/r': pulls.map((p) => ({ ref: p.headRef, after: p.headSha, timestamp: '2026-11-21T09:00:00Z' })) } } };
}

/** A `/benchmark` comment on pull request `number`, as GitHub's event has it (and the stand-in, for its reaction). */
function commentEvent(gh, number, body) {
  const id = gh.state.comments.reduce((max, c) => Math.max(max, c.id), 1000) + 1;
  gh.state.comments.push({ id, issueNumber: number, body, user: 'maintainer', createdAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z' });
  return { name: 'issue_comment', payload: { action: 'created',
    issue: { number, pull_request: { url: `${gh.url}/repos/o/r/pulls/${number}` } },
    comment: { id, body, created_at: '2026-11-21T10:00:00Z', user: { login: 'maintainer', type: 'User' } } } };
}

/** The last comment the Action wrote on pull request `number`. */
function finalComment(gh, number) {
  return gh.state.comments.filter((c) => c.issueNumber === number && c.body.startsWith('<!-- node-benchmark-action'))
    .at(-1)?.body ?? '';
}

test('a build without a sandbox poisons nothing of the next run\'s: it starts from a clean state, with the real ' +
  'base, no planted program run, and says so', needs, async (t) => {
  const dir = tempDir('nba-poisoned-');
  const marker = path.join(dir, 'marker');
  const toolCache = path.join(dir, 'tool-cache'); // the work directory lives here, for both runs
  const work = path.join(toolCache, 'node-benchmark-action', 'o-r');
  const { repo, scenario } = twoPullRequests(marker);
  const gh = await startGitHubStandIn(scenario);
  t.after(() => gh.close());
  const run = (number, sandbox) => runAction({ gh, repoDir: repo.dir, event: commentEvent(gh, number,
    '/benchmark fixture --runs 4'), inputs: { sandbox, governor: 'keep' }, env: { RUNNER_TOOL_CACHE: toolCache } });

  const first = await run(12, 'none');
  const firstLog = first.stdout + first.stderr;
  assert.equal(first.code, 0, firstLog);
  assert.match(fs.readFileSync(path.join(work, 'logs', 'head-build.log'), 'utf8'), /hostile\.sh: planted/);
  // What the build planted is there, but the mark was written again after it, and git's config and hooks scrubbed.
  assert.match(spawnSync(path.join(work, 'worktrees', 'base', 'out', 'Release', 'node'), ['--version'],
    { encoding: 'utf8' }).stdout, /POISONED-BASE/);
  assert.ok(fs.existsSync(path.join(work, 'ccache', 'planted')));
  assert.equal(fs.readFileSync(path.join(work, 'worktrees', 'head.owner'), 'utf8'), 'o/r#13');
  assert.ok(fs.existsSync(path.join(work, 'untrusted')), 'the mark the build deleted is back');
  assert.match(firstLog, /Removed "core\.fsmonitor" from \S+ after the build without a sandbox/);
  assert.match(firstLog, /Removed the hook \S+post-checkout after the build without a sandbox/);
  // The next job's git (actions/checkout's, anyone's) finds nothing to run.
  assert.equal(spawnSync('git', ['-C', repo.dir, 'config', 'core.fsmonitor']).status, 1);
  assert.equal(fs.existsSync(path.join(repo.dir, '.git', 'hooks', 'post-checkout')), false);

  const second = await run(13, 'bwrap');
  const log = second.stdout + second.stderr;
  assert.equal(second.code, 0, log);
  const body = finalComment(gh, 13);
  // The real base, built again in a new worktree: nothing of run 1's was reused.
  assert.match(body, /\| old binary \| v0\.0\.0-fixture-base \|/, body);
  assert.doesNotMatch(body + log, /POISONED/);
  assert.match(log, /An earlier build ran without a sandbox here: everything it could have written in \S+ was discarded \(base-build, base-build\.json, ccache, logs, node-main, node-pr, worktrees\)/);
  assert.equal(fs.existsSync(path.join(work, 'ccache', 'planted')), false);
  assert.equal(fs.existsSync(path.join(work, 'untrusted')), false, 'a sandboxed run leaves no mark');
  // A README change: the old and new binaries are the same build, and no change of 10% or more is reported (the
  // planted base made it "+302.8%"). Whether a 1% change is significant is the noise's (the fixed-rate
  // clock's, unseeded): not asserted.
  const hash = (name) => new RegExp(`\\| ${name} SHA-256 \\| ([0-9a-f]{64}) \\|`).exec(body)?.[1];
  assert.ok(hash('old binary') && hash('old binary') === hash('new binary'), body);
  assert.doesNotMatch(body, /[+-]\d{2,}(\.\d+)?%/, body);
  // No planted program ran, in either run.
  assert.equal(fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : '', '');
  // The comment says why this run built from scratch.
  assert.match(body, /This run started from a clean state: an earlier run built a pull request without a sandbox, so its work trees, old binary and compiler cache were discarded\./);
  assert.match(body, /\| clean start \| an earlier run built a pull request without a sandbox, so its work trees, old binary, compiler cache and the rest of the work directory were discarded \(base-build, base-build\.json, ccache, logs, node-main, node-pr, worktrees\) \|/);
});
