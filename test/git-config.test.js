// src/machine/git-config.js and git.js's per-call options, with real git:
// what a build without a sandbox plants in the repository's git directory
// (config keys that start programs, hooks) never runs through our git calls,
// and is removed and named.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createGit } from '../src/machine/git.js';
import { scrubGitConfig, startsProgram } from '../src/machine/git-config.js';
import { commitFiles, git, makeNodeLikeRepo } from './helpers/node-like-repo.js';
import { tempDir } from './helpers/temp.js';

/**
 * A script that appends its name to `marker`; a filter's passes its input on (cat), an upload-pack's runs
 * git's, the others read nothing (an fsmonitor hook's stdin stays open) and fail (git then does without).
 */
function planter(dir, name, marker) {
  const file = path.join(dir, name);
  const end = { smudge: 'cat', clean: 'cat', uploadpack: 'exec git-upload-pack "$@"' }[name] ?? 'exit 1';
  fs.writeFileSync(file, `#!/bin/sh\necho ${name} >> '${marker}'\n${end}\n`, { mode: 0o755 });
  return file;
}

/** The repository's config, set with the test's own git (hooks off), as a build without a sandbox would. */
function plant(repo, key, value) {
  git(repo, 'config', '--file', path.join(repo, '.git', 'config'), key, value);
}

const recorded = () => {
  const lines = [];
  return { lines, info: (line) => lines.push(line) };
};

test('startsProgram: keys that name a program, and values that run one', () => {
  for (const key of ['core.fsmonitor', 'core.hookspath', 'core.sshCommand', 'filter.lfs.smudge', 'filter.x y.process',
    'diff.external', 'credential.helper', 'credential.https://example.com.helper', 'remote.origin.uploadpack',
    'protocol.ext.allow', 'include.path', 'includeIf.gitdir:/x/.path', 'pager.log', 'hook.pre.command',
    'uploadpack.packObjectsHook']) {
    assert.equal(startsProgram(key, 'x'), true, key);
  }
  for (const key of ['core.bare', 'remote.origin.url', 'remote.origin.fetch', 'filter.lfs.required', 'user.name']) {
    assert.equal(startsProgram(key, 'x'), false, key);
  }
  assert.equal(startsProgram('alias.x', '!sh -c evil'), true);
  assert.equal(startsProgram('alias.st', 'status'), false);
  assert.equal(startsProgram('submodule.a.update', '!evil'), true);
  assert.equal(startsProgram('submodule.a.update', 'rebase'), false);
});

test('our git calls start nothing the repository\'s config names: fsmonitor, a filter driver, a hook, an ' +
  'upload-pack', async () => {
  const repo = makeNodeLikeRepo();
  const dir = tempDir('nba-git-planted-');
  const marker = path.join(dir, 'marker');
  // The head commit applies a filter driver to every file (its .gitattributes); the config defines it.
  const head = commitFiles(repo.dir, { '.gitattributes': '* filter=planted\n' }, 'pr: a filter for every file');
  plant(repo.dir, 'filter.planted.smudge', planter(dir, 'smudge', marker));
  plant(repo.dir, 'filter.planted.clean', planter(dir, 'clean', marker));
  plant(repo.dir, 'core.fsmonitor', planter(dir, 'fsmonitor', marker));
  plant(repo.dir, 'remote.origin.url', repo.dir);
  plant(repo.dir, 'remote.origin.uploadpack', planter(dir, 'uploadpack', marker));
  fs.copyFileSync(planter(dir, 'post-checkout', marker), path.join(repo.dir, '.git', 'hooks', 'post-checkout'));
  fs.chmodSync(path.join(repo.dir, '.git', 'hooks', 'post-checkout'), 0o755);

  const g = createGit({ cwd: repo.dir });
  const worktree = path.join(dir, 'worktree');
  await g.addWorktree(worktree, repo.baseSha);
  await g.checkoutWorktree(worktree, head);
  fs.writeFileSync(path.join(worktree, 'out.o'), '');
  await g.cleanIgnored(worktree);
  assert.equal(await g.headSha(worktree), head);
  // A shallow clone's fetch from origin: the planted upload-pack is not the one that runs.
  const clone = path.join(dir, 'clone');
  git(dir, 'clone', '--quiet', '--depth=1', '--branch', 'main', `file://${repo.dir}`, clone);
  plant(clone, 'remote.origin.uploadpack', planter(dir, 'uploadpack', marker));
  plant(clone, 'core.fsmonitor', planter(dir, 'fsmonitor', marker));
  assert.equal(await createGit({ cwd: clone }).fetchCommit(head), true);
  assert.equal(fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : '', '', 'nothing planted ran');
  // The files are the commit's, unfiltered.
  assert.equal(fs.readFileSync(path.join(worktree, '.gitattributes'), 'utf8'), '* filter=planted\n');
});

test('scrubGitConfig removes and names every key that starts a program and every planted hook, and keeps the rest',
  async () => {
    const repo = makeNodeLikeRepo();
    const dir = tempDir('nba-git-scrub-');
    const config = path.join(repo.dir, '.git', 'config');
    for (const [key, value] of [['core.fsmonitor', '/tmp/x'], ['core.hooksPath', dir], ['filter.a=b c.smudge', 'x'],
      ['include.path', path.join(dir, 'more')], ['alias.evil', '!sh -c x'], ['alias.st', 'status'],
      ['credential.helper', 'store'], ['remote.origin.url', 'https://example.invalid/r.git'],
      ['remote.origin.uploadpack', 'x']]) {
      plant(repo.dir, key, value);
    }
    git(repo.dir, 'config', '--file', config, '--add', 'core.fsmonitor', '/tmp/y'); // two values: both go
    const hooks = path.join(repo.dir, '.git', 'hooks');
    fs.writeFileSync(path.join(hooks, 'post-checkout'), '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(path.join(hooks, 'pre-commit.sample'), '#!/bin/sh\n');
    // A worktree's own config, read when extensions.worktreeConfig is on.
    const g = createGit({ cwd: repo.dir });
    await g.addWorktree(path.join(dir, 'wt'), repo.baseSha);
    const perWorktree = path.join(repo.dir, '.git', 'worktrees', 'wt', 'config.worktree');
    fs.writeFileSync(perWorktree, '[core]\n\tfsmonitor = /tmp/z\n');

    const log = recorded();
    const removed = await scrubGitConfig({ git: g, log }, 'before building');
    assert.deepEqual(removed, { config: ['core.fsmonitor', 'core.hookspath', 'filter.a=b c.smudge', 'include.path',
      'alias.evil', 'credential.helper', 'remote.origin.uploadpack', 'core.fsmonitor'], hooks: ['post-checkout'] });
    assert.equal(log.lines.length, 9);
    assert.match(log.lines[0], new RegExp(`^Removed "core\\.fsmonitor" from ${config} before building: it can make ` +
      'git start a program'));
    const left = git(repo.dir, 'config', '--file', config, '--list');
    assert.match(left, /^alias\.st=status$/m);
    assert.match(left, /^remote\.origin\.url=https:\/\/example\.invalid\/r\.git$/m);
    assert.doesNotMatch(left, /fsmonitor|hookspath|filter|include|evil|credential|uploadpack/i);
    assert.equal(fs.readFileSync(perWorktree, 'utf8').includes('fsmonitor'), false);
    assert.deepEqual(fs.readdirSync(hooks).filter((h) => !h.endsWith('.sample')), []);
    assert.ok(fs.existsSync(path.join(hooks, 'pre-commit.sample')));
    // Nothing left: a second scrub finds nothing.
    assert.deepEqual(await scrubGitConfig({ git: g, log: recorded() }, 'again'), { config: [], hooks: [] });
  });
