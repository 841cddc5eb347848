// src/machine/git.js: every git call of the Action, with a fake exec (the
// argv, a SHA checked before git starts, the options that switch off what
// the repository's config could start) and, once, with real git on a
// shallow clone. What a build leaves in the git directory is
// test/git-config.test.js's.

import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { assertSha, createGit, GIT_OPTIONS, GitError, parseWorktreeList } from '../src/machine/git.js';
import { git, makeNodeLikeRepo } from './helpers/node-like-repo.js';
import { tempDir } from './helpers/temp.js';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
const SHA_C = 'c'.repeat(40);
const HOOKS_OFF = GIT_OPTIONS;
const NOT_SHAS = ['main', 'HEAD~1', '; rm -rf /', 'A'.repeat(40), 'a'.repeat(39), `${SHA_A}\n`,
  '--upload-pack=touch /tmp/pwned', 'refs/pull/1/head', undefined];

/**
 * An exec that answers from `respond(args)` (args without the hooks option)
 * and records every call.
 * @param {(args: string[]) => Partial<import('../src/machine/git.js').ExecResult>} [respond]
 */
function fakeExec(respond = () => ({})) {
  const calls = [];
  /** @type {NodeJS.ProcessEnv[]} */
  const envs = [];
  /** @type {import('../src/machine/git.js').Exec} */
  const exec = async (command, args, options = {}) => {
    calls.push({ command, args, cwd: options.cwd });
    envs.push(options.env ?? {});
    return { exitCode: 0, stdout: '', stderr: '', ...respond(args.slice(HOOKS_OFF.length)) };
  };
  return { exec, calls, envs };
}

// ---- src/machine/git.js, with a fake exec -------------------------------------------------------------

test('git: rejects anything but a full lower-case SHA before starting git', async () => {
  const { exec, calls } = fakeExec();
  const g = createGit({ cwd: '/repo', exec });
  for (const bad of NOT_SHAS) {
    assert.throws(() => assertSha(bad), TypeError);
    // Typed as a string on purpose: the check is for callers the types do not reach (undefined too).
    const sha = /** @type {string} */ (bad);
    await assert.rejects(g.fetchCommit(sha), /Invalid commit SHA/);
    await assert.rejects(g.hasCommit(sha), /Invalid commit SHA/);
    await assert.rejects(g.addWorktree('/work/worktrees/base', sha), /Invalid commit SHA/);
    await assert.rejects(g.checkoutWorktree('/work/worktrees/base', sha), /Invalid commit SHA/);
  }
  assert.equal(calls.length, 0);
});

test('git: fetches a missing commit alone, by SHA, from origin, without tags', async () => {
  const { exec, calls } = fakeExec((args) => (args[0] === 'cat-file' ? { exitCode: 1 } : {}));
  assert.equal(await createGit({ cwd: '/repo', exec }).fetchCommit(SHA_A), true);
  assert.deepEqual(calls, [
    { command: 'git', args: [...HOOKS_OFF, 'cat-file', '-e', `${SHA_A}^{commit}`], cwd: '/repo' },
    // Not the upload-pack or the submodules the repository's config may name.
    { command: 'git', args: [...HOOKS_OFF, 'fetch', '--no-tags', '--no-recurse-submodules', '--upload-pack=git-upload-pack',
      '--depth=1', 'origin', SHA_A], cwd: '/repo' },
  ]);
});

test('git: a commit that is present is not fetched, so a repository without a remote works', async () => {
  const { exec, calls } = fakeExec();
  assert.equal(await createGit({ cwd: '/repo', exec }).fetchCommit(SHA_A), false);
  assert.deepEqual(calls.map((c) => c.args[HOOKS_OFF.length]), ['cat-file']);
});

test('git: a failed fetch throws a GitError with the command, exit code and git\'s message', async () => {
  const { exec } = fakeExec((args) => (args[0] === 'cat-file' ? { exitCode: 128 } :
    { exitCode: 128, stderr: "fatal: 'origin' does not appear to be a git repository\n" }));
  await assert.rejects(createGit({ cwd: '/repo', exec }).fetchCommit(SHA_A), (err) => {
    assert.ok(err instanceof GitError);
    assert.equal(err.exitCode, 128);
    assert.equal(err.message, `'git fetch --no-tags --no-recurse-submodules --upload-pack=git-upload-pack --depth=1 ` +
      `origin ${SHA_A}' failed with exit code 128: ` +
      "fatal: 'origin' does not appear to be a git repository");
    return true;
  });
});

test('git: adds a detached worktree, and moves an existing one with checkout and clean', async () => {
  const { exec, calls } = fakeExec();
  const g = createGit({ cwd: '/repo', exec });
  await g.addWorktree('/work/worktrees/base', SHA_A);
  await g.checkoutWorktree('/work/worktrees/base', SHA_B);
  assert.deepEqual(calls.map((c) => c.args.slice(HOOKS_OFF.length)), [
    // Once, before the first checkout: which filter drivers the config defines (none here).
    ['config', '--null', '--name-only', '--get-regexp', '^filter\\.'],
    // --force twice: a worktree discarded before may still be registered, even locked.
    ['worktree', 'add', '--detach', '--force', '--force', '/work/worktrees/base', SHA_A],
    ['-C', '/work/worktrees/base', 'checkout', '--detach', '--force', SHA_B],
    // -d without -x: ignored files (out/, config.mk, config.gypi) stay for the incremental build.
    ['-C', '/work/worktrees/base', 'clean', '-fd'],
  ]);
  assert.ok(calls.every((c) => c.command === 'git' && c.cwd === '/repo'));
});

test('git: every filter driver the config defines is emptied, by name, before the first checkout', async () => {
  const { exec, calls, envs } = fakeExec((args) => (args[0] === 'config' ?
    { stdout: 'filter.lfs.smudge\0filter.lfs.process\0filter.a=b.clean\0' } : {}));
  const g = createGit({ cwd: '/repo', exec });
  await g.addWorktree('/work/worktrees/base', SHA_A);
  await g.cleanIgnored('/work/worktrees/base');
  assert.equal(calls.filter((c) => c.args.includes('--get-regexp')).length, 1, 'looked up once');
  for (const env of envs.slice(1)) {
    const settings = Array.from({ length: Number(env.GIT_CONFIG_COUNT) },
      (_, i) => `${env[`GIT_CONFIG_KEY_${i}`]}=${env[`GIT_CONFIG_VALUE_${i}`]}`);
    // A name holding '=' (or anything else) stays one name: it never passes through `-c name=value`.
    assert.deepEqual(settings, ['filter.lfs.clean=', 'filter.lfs.smudge=', 'filter.lfs.process=', 'filter.lfs.required=false',
      'filter.a=b.clean=', 'filter.a=b.smudge=', 'filter.a=b.process=', 'filter.a=b.required=false']);
  }
});

test('git: parses git worktree list --porcelain', () => {
  const text = `worktree /repo\nHEAD ${SHA_A}\nbranch refs/heads/main\n\n` +
    `worktree /work/worktrees/base\nHEAD ${SHA_B}\ndetached\n\n` +
    `worktree /gone\nHEAD ${SHA_C}\ndetached\nprunable gitdir file points to non-existent location\n`;
  assert.deepEqual(parseWorktreeList(text), [
    { path: '/repo', head: SHA_A, branch: 'refs/heads/main', detached: false, bare: false, prunable: false },
    { path: '/work/worktrees/base', head: SHA_B, branch: null, detached: true, bare: false, prunable: false },
    { path: '/gone', head: SHA_C, branch: null, detached: true, bare: false, prunable: true },
  ]);
});

test('git: revParse resolves a revision to its SHA and refuses option-like text', async () => {
  const { exec, calls } = fakeExec(() => ({ stdout: `${SHA_A}\n` }));
  const g = createGit({ cwd: '/repo', exec });
  assert.equal(await g.revParse('HEAD'), SHA_A);
  assert.deepEqual(calls[0].args.slice(HOOKS_OFF.length),
    ['rev-parse', '--verify', '--quiet', '--end-of-options', 'HEAD^{commit}']);
  for (const bad of ['--output=/etc/passwd', '', 'a b', 'HEAD\0']) {
    await assert.rejects(g.revParse(bad), /Invalid revision/);
  }
  assert.equal(calls.length, 1);
});

// ---- with real git --------------------------------------------------------------------------------------

test('git: fetchCommit brings a commit a shallow clone lacks from origin, with real git', async () => {
  const repo = makeNodeLikeRepo();
  const clone = path.join(tempDir('nba-clone-'), 'clone');
  git(repo.dir, 'clone', '--quiet', '--depth=1', '--single-branch', '--branch', 'main', `file://${repo.dir}`, clone);
  const g = createGit({ cwd: clone });
  assert.equal(await g.headSha(), repo.baseSha);
  assert.equal(await g.hasCommit(repo.headSha), false);
  assert.equal(await g.fetchCommit(repo.headSha), true);
  assert.equal(await g.hasCommit(repo.headSha), true);
  assert.equal(await g.fetchCommit(repo.headSha), false);
  await assert.rejects(g.fetchCommit('0'.repeat(40)), GitError);
});
