// Whose benchmark files run. The benchmark directory is the checkout's
// (the test merge, or the head): a pull request that changes a benchmark it
// runs changes what both binaries run, and can make one file behave
// differently under each binary. So the run finds which files under the
// benchmark directory the pull request changes among those this run used,
// records them (machine.json's benchmarkFiles, which the comment reads), and,
// with `benchmark-files: base`, runs the base commit's benchmark directory
// instead, written fresh into the work directory from git:
//
//   <work dir>/benchmark-files/base/<benchmark dir>      the base's files
//   <work dir>/benchmark-files/base/test/{common,fixtures}   in a node checkout,
//                                                      what Node core's benchmarks load
//
// The files "this run used": those of the categories it ran, and those
// outside every category (common.js, fixtures/, private `_` files), which
// any benchmark may load. The base is the commit node-main is built from.

import fs from 'node:fs';
import path from 'node:path';
import { benchmarkDirectory } from '../paths.js';
import { comparedCommits } from '../request/request.js';
import { MAX_CHANGED_NAMED } from '../results/files.js';
import textModule from '../../benchmark/_lib/text.js';

const { byteOrder } = textModule;

/** `benchmark-files`: the checkout's (the pull request's) or the base commit's. */
export const BENCHMARK_FILES = /** @type {const} */ (['pull-request', 'base']);

/**
 * @typedef {import('../results/files.js').BenchmarkFiles} BenchmarkFiles
 * @typedef {Pick<import('./git.js').Git, 'fetchCommit' | 'changedFiles' | 'exportFiles'>} FilesGit
 */

/**
 * The benchmark directory this run uses, and what to record of it (null:
 * nothing to tell, e.g. no pull request, or a directory outside the
 * repository, our bundled one).
 * @param {{ settings: Pick<import('../settings.js').Settings, 'benchmarkDir' | 'repositoryPath' | 'benchmarkFiles'>,
 *   request: import('../request/request.js').Request, git: FilesGit, workDir: string,
 *   log: Pick<import('../action.js').Log, 'info' | 'warning'> }} options
 * @returns {Promise<{ dir: string, record: BenchmarkFiles | null }>}
 */
export async function chooseBenchmarkFiles({ settings, request, git, workDir, log }) {
  const dir = benchmarkDirectory(settings);
  const sides = comparedCommits(request);
  const inside = sides === null ? null : relativeTo(settings.repositoryPath, dir);
  if (sides === null || inside === null) {
    if (settings.benchmarkFiles === 'base') {
      log.warning(`'benchmark-files: base' has no base to take the files from: ${sides === null ?
        'this run has no pull request' : `the benchmark directory ${dir} is not in the repository`}; ${dir} runs`);
    }
    return { dir, record: null };
  }
  const [base, head] = [sides.old.sha, sides.new.sha];
  let changed;
  try {
    await git.fetchCommit(base);
    await git.fetchCommit(head);
    changed = usedFiles(await git.changedFiles(base, head, inside.pathspec), inside.relative, request.categories);
  } catch (err) {
    if (settings.benchmarkFiles === 'base' || !(err instanceof Error)) throw err;
    // Not knowing what the pull request changes there is no reason to measure nothing.
    log.warning(`Could not tell which benchmark files the pull request changes: ${err.message}`);
    return { dir, record: null };
  }
  const record = { from: settings.benchmarkFiles, dir: inside.relative, changed: changed.slice(0, MAX_CHANGED_NAMED),
    changedCount: changed.length };
  if (changed.length > 0) {
    log.info(`The pull request changes ${changed.length} of the benchmark files this run uses: ${changed.join(', ')}`);
  }
  if (settings.benchmarkFiles !== 'base') return { dir, record };
  return { dir: await exportBase({ git, base, inside, dir, workDir, log }), record };
}

/**
 * The base's benchmark directory (and, in a node checkout, the parts of
 * test/ its benchmarks load), written fresh under the work directory.
 * @param {{ git: FilesGit, base: string, inside: { relative: string, pathspec: string }, dir: string,
 *   workDir: string, log: Pick<import('../action.js').Log, 'info'> }} options
 * @returns {Promise<string>} where the base's benchmark directory is
 */
async function exportBase({ git, base, inside, dir, workDir, log }) {
  const dest = path.join(workDir, 'benchmark-files', 'base');
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true, mode: 0o700 });
  const parent = path.posix.dirname(inside.pathspec);
  const tests = ['common', 'fixtures'].filter((name) => fs.existsSync(path.join(path.dirname(dir), 'test', name)))
    .map((name) => path.posix.join(parent, 'test', name));
  await git.exportFiles(base, [inside.pathspec, ...tests], dest);
  const baseDir = path.join(dest, inside.relative);
  if (!fs.statSync(baseDir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`The base commit ${base} has no benchmark directory ${inside.relative}: ` +
      "'benchmark-files: base' has nothing to run");
  }
  log.info(`The base's benchmark files (${base}) run: ${baseDir}`);
  return baseDir;
}

/**
 * `dir` relative to the repository, when it is inside: as the record names
 * it ('' for the repository itself) and as a git pathspec ('.' then).
 * @param {string} repository  @param {string} dir
 * @returns {{ relative: string, pathspec: string } | null}
 */
function relativeTo(repository, dir) {
  const real = (p) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  const relative = path.relative(real(repository), real(dir));
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return null;
  const posix = relative.split(path.sep).join('/');
  return { relative: posix, pathspec: posix === '' ? '.' : posix };
}

/**
 * Of the changed files (paths in the repository), those this run used,
 * relative to the benchmark directory, sorted: the categories' it ran, and
 * those outside every category.
 * @param {string[]} changed  @param {string} relative  the benchmark directory in the repository
 * @param {readonly string[]} categories
 */
export function usedFiles(changed, relative, categories) {
  const prefix = relative === '' ? '' : `${relative}/`;
  return changed.filter((file) => file.startsWith(prefix)).map((file) => file.slice(prefix.length))
    .filter((file) => {
      const [first, ...rest] = file.split('/');
      const category = rest.length > 0 && first !== 'fixtures' && !first.startsWith('.') && !first.startsWith('_');
      return !category || categories.includes(first);
    })
    .sort(byteOrder);
}
