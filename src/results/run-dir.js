// The results directory as the run step holds it, for one run
// (withResultsDir): checked to be its own (checkResultsDir), cleared of what
// an earlier run left, every write recorded (upload-record.js), and, however
// the run ends (results, a failure, an error of ours, a cancel), left with
// only the regular files the run step wrote, as it wrote them
// (leaveOnlyResults): the workflow uploads it with upload-artifact, which
// follows links.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCancel } from '../cancel.js';
import { clearResults, keepOnlyResults } from './run-files.js';
import { createUploadRecord } from './upload-record.js';
import textModule from '../../benchmark/_lib/text.js';

const { errorMessage } = textModule;

/**
 * @typedef {import('./upload-record.js').UploadRecord} UploadRecord
 * @typedef {Pick<import('../action.js').Log, 'warning'>} Log
 * @typedef {{ repositoryPath?: string | null, workspace?: string, benchmarkDir?: string | null }} Places
 *   what the results directory must not be, nor hold (workspace: GITHUB_WORKSPACE)
 */

/**
 * Runs `task` on the results directory `dir`, its own for the run step.
 * @template T
 * @param {string} dir  resolved
 * @param {{ log: Log, places: Places }} options
 * @param {(record: UploadRecord) => Promise<T>} task  given the record of what the run step writes there
 * @returns {Promise<T>}
 */
export async function withResultsDir(dir, { log, places }, task) {
  checkResultsDir(dir, places);
  clearResults(dir);
  // Where it really is, should a link take its place while the pull request's code runs.
  const realDir = fs.realpathSync(dir);
  // What the run step writes there, recorded as it writes it: only that is uploaded.
  const record = createUploadRecord(realDir);
  const sweep = () => leaveOnlyResults(realDir, log, record);
  // On a cancel too, after the run's processes are ended: the run's own hook
  // (machine/prepare.js holdMachine) does that synchronously, and this one
  // waits for the hooks' synchronous parts to be done (cancel.js starts them
  // all, in order, at once).
  const stopOnCancel = onCancel(async () => {
    await Promise.resolve();
    sweep();
  });
  let result;
  try {
    result = await task(record);
  } catch (err) {
    // The error that stopped the run is the one to see; the directory is cleaned up all the same.
    try {
      sweep();
    } catch (problem) {
      log.warning(errorMessage(problem));
    }
    throw err;
  } finally {
    stopOnCancel();
  }
  sweep();
  return result;
}

/**
 * The results directory is the run step's alone: everything else in it is
 * removed at the end (leaveOnlyResults), so it must not be, nor hold, the
 * repository, the workspace or the home directory.
 * @param {string} dir  resolved
 * @param {Places} places
 */
export function checkResultsDir(dir, { repositoryPath, workspace, benchmarkDir }) {
  const places = [['repository-path', repositoryPath], ['the workspace', workspace],
    ['the home directory', os.homedir()], ['the benchmark directory', benchmarkDir]];
  for (const [what, place] of places) {
    if (!place) continue;
    const relative = path.relative(dir, path.resolve(place));
    const outside = relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
    if (!outside) {
      throw new Error(`Invalid 'results-dir': ${dir} ${relative === '' ? 'is' : 'holds'} ${what} ` +
        `(${path.resolve(place)}); the run step removes from it everything but its results, so give it a ` +
        'directory of its own, e.g. ${{ runner.temp }}/benchmark-results');
    }
  }
}

/**
 * Only the regular files of the run step leave the machine, as it wrote
 * them: the pull request's code may have left links in the results
 * directory (without a sandbox it can write it), or a hard link, or a copy,
 * under a results file's name. Whatever else is there is removed (by name:
 * run-files.js keepOnlyResults; by inode and hash: the record), and named.
 * Something that cannot be removed fails the step: uploaded, it could carry
 * what it points to.
 * @param {string} dir  the results directory's real path
 * @param {Log} log
 * @param {UploadRecord} record
 */
export function leaveOnlyResults(dir, log, record) {
  const names = keepOnlyResults(dir);
  const recorded = record.check();
  const removed = [...names.removed, ...recorded.removed];
  const problems = [...names.problems, ...recorded.problems];
  if (removed.length > 0) {
    log.warning(`Removed from the results directory ${dir} what the run step did not write, so that it is not ` +
      `uploaded: ${removed.map(({ name, kind }) => `${JSON.stringify(name)} (${kind})`).join(', ')}`);
  }
  if (problems.length > 0) {
    throw new Error(`The results directory ${dir} holds what the run step did not write, and it cannot be removed: ` +
      `${problems.join('; ')}. Do not upload it`);
  }
}
