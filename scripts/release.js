// The release workflow's two steps of its own (.github/workflows/release.yml):
//
//   node scripts/release.js check vX.Y.Z     the tag, package.json's version and
//                                            CHANGELOG.md's dated section agree
//   node scripts/release.js publish vX.Y.Z   creates (or updates) the GitHub
//                                            release, notes = that section
//
// The scheme: every release is tagged vX.Y.Z, and the major tag vX moves to
// the newest vX.Y.Z (the workflow moves it with git, between the two steps).
// publish reads GITHUB_TOKEN, GITHUB_REPOSITORY and GITHUB_API_URL, as the
// Action does.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TAG = /^v(\d+)\.(\d+)\.(\d+)$/;

/**
 * The body of CHANGELOG's `## [X.Y.Z] - YYYY-MM-DD` section, or null when
 * there is none or it is undated (`- Unreleased`).
 * @param {string} changelog
 * @param {string} version  X.Y.Z
 */
export function changelogSection(changelog, version) {
  const lines = changelog.split('\n');
  const heading = lines.findIndex((line) => line.startsWith(`## [${version}] - `));
  if (heading === -1 || !/ - \d{4}-\d{2}-\d{2}\s*$/.test(lines[heading])) return null;
  const end = lines.findIndex((line, i) => i > heading && /^## /.test(line));
  return lines.slice(heading + 1, end === -1 ? undefined : end).join('\n').trim();
}

/**
 * What is wrong with releasing `tag` from the files of `root`; [] when nothing.
 * @param {string} tag
 * @param {string} [root]
 */
export function releaseProblems(tag, root = ROOT) {
  if (!TAG.test(tag)) return [`'${tag}' is not a release tag: expected vX.Y.Z, e.g. v1.2.3`];
  const version = tag.slice(1);
  const problems = [];
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  if (pkg.version !== version) {
    problems.push(`package.json's version is ${pkg.version}, not ${version}: ` +
                  `run 'npm version ${version} --no-git-tag-version', commit, and tag that commit`);
  }
  const changelog = fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  if (changelogSection(changelog, version) === null) {
    problems.push(`CHANGELOG.md has no dated section for ${version}: expected a heading ` +
                  `'## [${version}] - YYYY-MM-DD' (not '- Unreleased')`);
  }
  return problems;
}

/**
 * Creates the release for `tag`, or updates its notes if it exists (a re-run).
 * @param {string} tag
 * @param {{ octokit: import('@octokit/rest').Octokit, owner: string, repo: string, root?: string }} options
 */
export async function publish(tag, { octokit, owner, repo, root = ROOT }) {
  const body = /** @type {string} */ (changelogSection(fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'),
    tag.slice(1)));
  const release = { owner, repo, tag_name: tag, name: tag, body };
  try {
    const { data } = await octokit.rest.repos.getReleaseByTag({ owner, repo, tag });
    return (await octokit.rest.repos.updateRelease({ ...release, release_id: data.id })).data;
  } catch (error) {
    if (/** @type {{ status?: number }} */ (error).status !== 404) throw error;
    return (await octokit.rest.repos.createRelease(release)).data;
  }
}

/** @param {string[]} args */
async function main([command, tag]) {
  if (!['check', 'publish'].includes(command) || !tag) {
    console.error('Usage: node scripts/release.js check|publish vX.Y.Z');
    return 2;
  }
  const problems = releaseProblems(tag);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`release ${tag}: ${problem}`);
    return 1;
  }
  if (command === 'check') {
    console.log(`release ${tag}: package.json and CHANGELOG.md agree`);
    return 0;
  }
  // Loaded only here: `check` runs before `npm ci`.
  const { Octokit } = await import('@octokit/rest');
  const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  const octokit = new Octokit({ auth: process.env.GITHUB_TOKEN,
    baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com' });
  const release = await publish(tag, { octokit, owner, repo });
  console.log(`release ${tag}: ${release.html_url}`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => { process.exitCode = code; }, (error) => {
    console.error(`release: ${error.message}`);
    process.exitCode = 1;
  });
}
