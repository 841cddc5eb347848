// node-main and node-pr, the two binaries a run compares, with their hashes
// (checked again between the build and the benchmarks, and while they run:
// build.js checkBinaries) and what they were:
//
//   a run (modes run, all)   the workflow's prebuilt ones ('old-binary' and
//                            'new-binary'), else built from the commits the gate
//                            pinned: the base tip and the test merge (whose
//                            parents are checked here to be those the gate read
//                            from the API), or the merge base and the head
//   mode track               the reference and the commit, each the prebuilt
//                            binary the workflow gives, else built (trackBinaries)
//
// A prebuilt binary is the workflow's own; a built one is the pull request's
// code (build.js builds it in the sandbox, when there is one).

import fs from 'node:fs';
import path from 'node:path';
import { commitsOf, comparedCommits } from '../request/request.js';
import { buildBinaries, buildCommit, hashFile } from './build.js';
import { createGit } from './git.js';
import { workDirectory } from './worktrees.js';

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../request/request.js').Request} Request
 * @typedef {Pick<import('./confinement.js').Confinement, 'sandbox' | 'mark' | 'pass'>} BuildConfinement
 * @typedef {{ oldBinary: string, newBinary: string, versions: Record<string, string>,
 *   hashes: Record<string, { path: string, sha256: string }>,
 *   commits: import('../results/files.js').ComparedCommits | null,
 *   buildSeconds?: { base: number, head: number }, cleanStart?: import('../results/files.js').CleanStart | null }} Binaries
 *   buildSeconds: how long each build took; cleanStart: what was discarded before building (build.js)
 * @typedef {(context: Context, request: Request, confinement: BuildConfinement) => Promise<Binaries>} ObtainBinaries
 * @typedef {{ given: string | null, input: string, sha: string, what: string }} Side
 *   given: a prebuilt binary (from the input named `input`); else the commit `sha` is built
 */

/**
 * node-main and node-pr: the prebuilt binaries when the workflow gives them,
 * else built from the two commits the gate pinned (the base tip and the
 * test merge, or the merge base and the head), with what they were.
 * @type {ObtainBinaries}
 */
export async function obtainBinaries({ settings, env, log }, request, { sandbox, mark, pass }) {
  if (settings.oldBinary && settings.newBinary) {
    const hashes = { 'node-main': givenBinary('old-binary', settings.oldBinary),
      'node-pr': givenBinary('new-binary', settings.newBinary) };
    return { oldBinary: hashes['node-main'].path, newBinary: hashes['node-pr'].path, versions: {}, hashes, commits: null };
  }
  const sides = comparedCommits(request);
  if (sides === null) {
    throw new Error("A run without a pull request has no commits to build: give the 'old-binary' and 'new-binary' inputs");
  }
  const git = createGit({ cwd: settings.repositoryPath });
  if (request.method === 'merge') await checkTestMerge(git, request);
  const built = await buildBinaries({ repositoryPath: settings.repositoryPath, workDir: workDirectory(env), git,
    baseSha: sides.old.sha, headSha: sides.new.sha, what: { base: sides.old.what, head: sides.new.what },
    buildCommand: settings.buildCommand, configureFlags: settings.configureFlags, libOnly: settings.libOnlyRebuild,
    binaryPath: settings.binaryPath,
    log, sandbox, mark, pass, env,
    owner: request.prNumber === null ? null : `${env.GITHUB_REPOSITORY ?? 'local'}#${request.prNumber}` });
  return { ...built, commits: commitsOf(request) };
}

/**
 * Old as node-main and new as node-pr (mode track's reference and commit):
 * each the prebuilt binary the workflow gives, else built from the
 * repository, in a work directory of track's own.
 * @param {Context} context  @param {{ old: Side, new: Side }} sides
 * @param {BuildConfinement} confinement
 * @returns {Promise<Binaries>}
 */
export async function trackBinaries({ settings, env, log }, sides, { sandbox, mark, pass }) {
  const common = { repositoryPath: settings.repositoryPath, workDir: path.join(workDirectory(env), 'track'),
    buildCommand: settings.buildCommand, configureFlags: settings.configureFlags, binaryPath: settings.binaryPath,
    log, sandbox, mark, pass, env,
    what: { base: sides.old.what, head: sides.new.what }, git: createGit({ cwd: settings.repositoryPath }) };
  /** @type {Record<string, { path: string, sha256: string }>} */
  const hashes = {};
  /** @type {Record<string, string>} */
  const versions = {};
  /** @param {'base' | 'head'} side  @param {Side} wanted */
  const obtain = async (side, { given, input, sha }) => {
    const name = side === 'base' ? 'node-main' : 'node-pr';
    if (given) {
      hashes[name] = givenBinary(input, given);
      return hashes[name].path;
    }
    const built = await buildCommit({ ...common, side, sha });
    hashes[name] = { path: built.binary, sha256: built.sha256 };
    versions[name] = built.version;
    return built.binary;
  };
  // Old is built first: the new side's build never runs before it in the same worktree set.
  const oldBinary = await obtain('base', sides.old);
  const newBinary = await obtain('head', sides.new);
  if (!sides.old.given && !sides.new.given) {
    // Both built in one work directory: building new must not have replaced old.
    const again = hashFile(oldBinary);
    if (again !== hashes['node-main'].sha256) throw new Error('node-main changed while node-pr was built');
  }
  return { oldBinary, newBinary, versions, hashes, commits: null };
}

/**
 * A binary the workflow gives (an input's value), resolved, with its hash.
 * @param {string} input  the input's name, e.g. 'old-binary'
 * @param {string} given  its value
 * @returns {{ path: string, sha256: string }}
 */
function givenBinary(input, given) {
  const file = path.resolve(given);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    throw new Error(`The '${input}' input names ${file}, which is not a file: build or download it in an earlier step`);
  }
  return { path: file, sha256: hashFile(file) };
}

/**
 * The test merge holds exactly the pinned head merged onto the pinned base
 * tip: its parents are those two, in that order (the gate read them from the
 * API; here git reads the commit itself).
 * @param {import('./git.js').Git} git
 * @param {Request} request
 */
async function checkTestMerge(git, { baseSha, headSha, mergeSha }) {
  const merge = /** @type {string} */ (mergeSha);
  await git.fetchCommit(merge);
  const parents = await git.parents(merge);
  if (parents.length !== 2 || parents[0] !== baseSha || parents[1] !== headSha) {
    throw new Error(`The test merge ${merge} has the parents ${parents.join(' ') || '(none)'}, not the base tip ` +
      `${baseSha} and the pinned head ${headSha}: nothing was built`);
  }
}
