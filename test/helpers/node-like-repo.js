// Real git repositories made from test/fixtures/node-like: a base commit on
// `main` and a pull request commit on `pr` that changes src/variant.h, with a
// benchmark/ directory (our harness, the fixed-rate clock and
// `fixture/work.js`) like a node checkout's. See the fixture's README.md.

import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { makeBenchDir, repoRoot } from './bench-dir.js';
import { fixedRateClock } from './fixed-rates.js';
import { tempDir } from './temp.js';

export const fixtureDir = path.join(repoRoot, 'test', 'fixtures', 'node-like');

/** Whatever a build in the fixture directory left there is not copied. */
const BUILD_OUTPUT = /^(out|config\.mk.*)$/;

// Repositories made here must not depend on the user's git configuration.
const IDENTITY = ['-c', 'user.name=node-like', '-c', 'user.email=node-like@example.invalid',
  '-c', 'commit.gpgsign=false', '-c', 'core.hooksPath=/dev/null'];

/**
 * Runs git in `dir` and returns its trimmed stdout.
 * @param {string} dir
 * @param {...string} args
 */
export function git(dir, ...args) {
  return execFileSync('git', [...IDENTITY, ...args], { cwd: dir, encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** src/variant.h of a commit. */
export function variantHeader(variant, work) {
  return `/* What differs between the fixture's base and pull request commits. */
#define NODE_LIKE_VARIANT "${variant}"
#define NODE_LIKE_WORK ${work}
`;
}

/**
 * Writes `files` (paths relative to the repository) and commits everything.
 * @param {string} dir
 * @param {Record<string, string>} files
 * @param {string} message
 * @returns {string} the new commit's SHA
 */
export function commitFiles(dir, files, message) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** fixture/work.js's rate under a binary of work factor 1, in operations per second. */
const WORK_RATE = 1e9;

/**
 * `fixture/work.js`: one configuration that runs its loop `n` times the work
 * factor the node-like binary exports (so a CPU profile shows the extra
 * work), timed by the fixed-rate clock (test/fixtures/fixed-rates) at
 * WORK_RATE / work factor with 1% noise: a PR built with work 2 is half as
 * fast as a base built with work 1, however busy the machine is.
 */
export const WORK_BENCHMARK = `'use strict';
const common = require('../common.js');
const { measure } = require('../_fixed-rate.js');
const bench = common.createBenchmark(main, { n: [2e6] });
function main({ n }) {
  const work = Number(process.env.NODE_LIKE_WORK || 1);
  measure(bench, n, ${WORK_RATE} / work, () => {
    let x = 0;
    for (let i = 0; i < n * work; i++) x = (x + i * 7) % 1000003;
    if (x < 0) throw new Error('unreachable');
  });
}
`;

/**
 * GitHub's test merge of `headSha` onto `baseSha`, made as GitHub makes it
 * (a commit of the merged tree with the base first and the head second,
 * on no branch) and kept under `refs/pull/<number>/merge`; null when the two
 * do not merge cleanly.
 * @param {string} dir  @param {string} baseSha  @param {string} headSha  @param {number} [number]
 * @returns {string | null}
 */
export function testMerge(dir, baseSha, headSha, number = 12) {
  let tree;
  try {
    tree = git(dir, 'merge-tree', '--write-tree', baseSha, headSha).split('\n')[0];
  } catch {
    return null; // exit 1: a conflict
  }
  const merge = git(dir, 'commit-tree', tree, '-p', baseSha, '-p', headSha, '-m', `Merge ${headSha} into ${baseSha}`);
  git(dir, 'update-ref', `refs/pull/${number}/merge`, merge);
  return merge;
}

/**
 * Every commit of the repository with its parents, first parent first: the
 * GitHub stand-in's `graph`, so its API answers about these very commits.
 * @param {string} dir
 * @returns {Record<string, string[]>}
 */
export function commitGraph(dir) {
  const lines = git(dir, 'rev-list', '--parents', '--all').split('\n').filter(Boolean);
  return Object.fromEntries(lines.map((line) => {
    const [sha, ...parents] = line.split(' ');
    return [sha, parents];
  }));
}

/**
 * The base branch moves on after the pull request branched: a commit on
 * `main` that changes src/node.c (which no pull request commit touches), so
 * its build answers `--version` with `-tip` appended and does `work` times the
 * work. The repository is left on the `pr` branch.
 * @param {string} dir
 * @param {{ work?: number }} [options]
 * @returns {string} the new tip of main
 */
export function moveBase(dir, { work = 4 } = {}) {
  git(dir, 'checkout', '--quiet', 'main');
  const source = fs.readFileSync(path.join(dir, 'src', 'node.c'), 'utf8');
  const moved = source
    .replace('printf("v0.0.0-fixture-%s\\n", NODE_LIKE_VARIANT);', 'printf("v0.0.0-fixture-%s-tip\\n", NODE_LIKE_VARIANT);')
    .replace('NODE_LIKE_WORK, argv)', `NODE_LIKE_WORK * ${work}, argv)`);
  if (moved === source || !moved.includes(`* ${work}`)) throw new Error('src/node.c is not what moveBase expects');
  const tip = commitFiles(dir, { 'src/node.c': moved }, `main: ${work} times the work`);
  git(dir, 'checkout', '--quiet', 'pr');
  return tip;
}

/**
 * @param {{ prWork?: number, categories?: string[] }} [options]  prWork: the head commit's
 *   work factor; categories: the benchmark categories, each with a copy of `work.js`
 * @returns {{ dir: string, baseSha: string, headSha: string }}
 */
export function makeNodeLikeRepo({ prWork = 2, categories = ['fixture'] } = {}) {
  const dir = tempDir('nba-node-like-');
  fs.cpSync(fixtureDir, dir, {
    recursive: true,
    filter: (source) => path.dirname(source) !== fixtureDir || !BUILD_OUTPUT.test(path.basename(source)),
  });
  fs.chmodSync(path.join(dir, 'configure'), 0o755);

  const bench = makeBenchDir({ ...fixedRateClock(),
    ...Object.fromEntries(categories.map((c) => [`${c}/work.js`, WORK_BENCHMARK])) });
  fs.cpSync(bench, path.join(dir, 'benchmark'), { recursive: true });
  fs.rmSync(bench, { recursive: true, force: true });

  git(dir, 'init', '--quiet', '--initial-branch=main');
  const baseSha = commitFiles(dir, { 'src/variant.h': variantHeader('base', 1) }, 'base: work factor 1');
  git(dir, 'checkout', '--quiet', '-b', 'pr');
  const headSha = commitFiles(dir, { 'src/variant.h': variantHeader('pr', prWork) },
    `pr: work factor ${prWork}`);
  return { dir, baseSha, headSha };
}
