// Releases: scripts/release.js's checks, and .github/workflows/release.yml
// run by act on this host against the GitHub stand-in, on a copy of this
// repository tagged vX.Y.Z: a release moves the major tag and publishes the
// CHANGELOG section; a stale dist/ moves nothing.

import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/bench-dir.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { gitHttp } from './helpers/git-http.js';
import { TOKEN, runAct, tail } from './helpers/act.js';
import { tool } from './helpers/tools.js';
import { changelogSection, releaseProblems } from '../scripts/release.js';
import { tempDir } from './helpers/temp.js';

const VERSION = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;
const TAG = `v${VERSION}`;
const MAJOR = TAG.split('.')[0];
const CHANGELOG = `# Changelog

## [Unreleased]

## [1.2.0] - 2026-12-01

### Added
- A thing.

## [1.1.0] - Unreleased

## [1.0.0] - 2026-11-01

- The first release.
`;

/** Every directory releaseRoot made, removed after the tests. */
const roots = [];
after(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** A directory with the package.json and CHANGELOG.md a release reads. */
function releaseRoot({ version = '1.2.0', changelog = CHANGELOG } = {}) {
  const root = tempDir('nba-release-');
  roots.push(root);
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'x', version }));
  fs.writeFileSync(path.join(root, 'CHANGELOG.md'), changelog);
  return root;
}

test('the notes are the dated section of that version, up to the next heading', () => {
  assert.equal(changelogSection(CHANGELOG, '1.2.0'), '### Added\n- A thing.');
  assert.equal(changelogSection(CHANGELOG, '1.0.0'), '- The first release.');
  assert.equal(changelogSection(CHANGELOG, '1.1.0'), null, 'an undated section is not released');
  assert.equal(changelogSection(CHANGELOG, '1.3.0'), null);
});

test('a release tag must be vX.Y.Z, equal package.json\'s version and have a dated CHANGELOG section', () => {
  assert.deepEqual(releaseProblems('v1.2.0', releaseRoot()), []);
  assert.deepEqual(releaseProblems('1.2.0', releaseRoot()), ["'1.2.0' is not a release tag: expected vX.Y.Z, e.g. v1.2.3"]);
  assert.deepEqual(releaseProblems('v1.1.0', releaseRoot({ version: '1.1.0' })), [
    "CHANGELOG.md has no dated section for 1.1.0: expected a heading '## [1.1.0] - YYYY-MM-DD' (not '- Unreleased')"]);
  assert.deepEqual(releaseProblems('v1.2.1', releaseRoot()), [
    "package.json's version is 1.2.0, not 1.2.1: run 'npm version 1.2.1 --no-git-tag-version', commit, and tag that commit",
    "CHANGELOG.md has no dated section for 1.2.1: expected a heading '## [1.2.1] - YYYY-MM-DD' (not '- Unreleased')"]);
});

test('this repository\'s CHANGELOG.md has a section for package.json\'s version', () => {
  const changelog = fs.readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8');
  assert.match(changelog, new RegExp(`^## \\[${VERSION.replace(/\./g, '\\.')}\\] - (\\d{4}-\\d{2}-\\d{2}|Unreleased)$`, 'm'));
});

/** This working tree (what git tracks or would), committed into a new repository and tagged. */
function taggedCopy({ staleDist }) {
  const dir = tempDir('nba-release-repo-');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter((f) => f && fs.existsSync(path.join(repoRoot, f)));
  for (const file of files) fs.cpSync(path.join(repoRoot, file), path.join(dir, file), { recursive: true });
  // The release is cut from a dated section, as the maintainer would date it.
  const changelog = path.join(dir, 'CHANGELOG.md');
  fs.writeFileSync(changelog, fs.readFileSync(changelog, 'utf8').replace(`## [${VERSION}] - Unreleased`, `## [${VERSION}] - 2026-11-24`));
  if (staleDist) fs.appendFileSync(path.join(dir, 'dist', 'index.js'), '// edited by hand\n');
  // The lowest Node.js the workflow fetches: copied from this checkout's cache when it is there.
  const cached = path.join(repoRoot, '.cache', 'node-releases');
  if (fs.existsSync(cached)) fs.cpSync(cached, path.join(dir, '.cache', 'node-releases'), { recursive: true });
  const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', 'release');
  git('tag', TAG);
  git('remote', 'add', 'origin', 'https://github.com/o/r.git');
  return { dir, sha: git('rev-parse', 'HEAD'), git };
}

const act = tool('act');

async function runRelease(t, { staleDist }) {
  const bin = act.require();
  const repo = taggedCopy({ staleDist });
  t.after(() => fs.rmSync(repo.dir, { recursive: true, force: true }));
  const git = gitHttp({ repositories: { 'o/r': repo.dir }, token: TOKEN, push: true });
  const gh = await startGitHubStandIn({ repo: 'o/r', token: TOKEN, git });
  t.after(() => gh.close());
  const dir = tempDir('nba-act-release-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const result = await runAct({
    act: bin, eventName: 'push', workflowFile: path.join(repoRoot, '.github', 'workflows', 'release.yml'),
    cwd: repo.dir, dir, apiUrl: gh.url,
    event: { ref: `refs/tags/${TAG}`, after: repo.sha, repository: { full_name: 'o/r', name: 'r', owner: { login: 'o' } } },
    // The real actions/checkout, fetching from the stand-in with the token it
    // then pushes the major tag with, as on GitHub (act would copy this directory).
    extraArgs: ['--no-skip-checkout'],
  });
  const majorTag = (() => {
    try {
      return repo.git('rev-parse', `refs/tags/${MAJOR}`);
    } catch {
      return null;
    }
  })();
  return { ...result, repo, gh, majorTag };
}

test('release.yml under act: the checks pass, the major tag moves to the release, the release has its notes',
  { timeout: 900_000, skip: act.skip }, async (t) => {
    const { code, log, repo, gh, majorTag } = await runRelease(t, { staleDist: false });
    assert.equal(code, 0, tail(log));
    assert.match(log, new RegExp(`release ${TAG}: package.json and CHANGELOG.md agree`));
    assert.equal(majorTag, repo.sha, `${MAJOR} was pushed to the stand-in at the tagged commit`);
    assert.equal(gh.state.releases.length, 1);
    const [release] = gh.state.releases;
    assert.equal(release.tagName, TAG);
    const changelog = fs.readFileSync(path.join(repo.dir, 'CHANGELOG.md'), 'utf8');
    assert.equal(release.body, changelogSection(changelog, VERSION));
    assert.doesNotMatch(log, new RegExp(TOKEN));
  });

test('release.yml under act: a dist/ that src/ does not build fails the release and moves nothing',
  { timeout: 900_000, skip: act.skip }, async (t) => {
    const { code, log, gh, majorTag } = await runRelease(t, { staleDist: true });
    assert.notEqual(code, 0, 'the workflow failed');
    assert.match(log, /dist\/ is stale: run npm run build and commit it/);
    assert.equal(majorTag, null, `${MAJOR} was not created`);
    assert.deepEqual(gh.state.releases, []);
  });
