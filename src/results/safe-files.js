// The doors to the files of the results directory. In the three-job
// workflow that directory is the run job's artifact, made on the machine
// that ran the pull request's code, so any name in it may be a link to
// anywhere on the report job's machine, or a FIFO that blocks a reader:
//
//   reading  benchmark/_lib/plain-file.js's readPlainFile, which the
//            profile step and the history store read with too: opened
//            without following a link and without waiting on a FIFO, then
//            only a plain file of bounded size is read
//   writing  writeFreshFile: whatever has the name goes first (a link is
//            removed, never followed; a directory is refused), then the file
//            is created anew, O_CREAT | O_EXCL | O_NOFOLLOW, so every write
//            (the run step's run-files.js, the report's report-files.js)
//            lands inside the directory
//
// Errors name the file and the cause in words (permission denied, a
// read-only file system...: plain-file.js's fileErrorCause), since the fix
// is in the workflow: its `results-dir` input, or how the artifact was
// downloaded.

import fs from 'node:fs';
import path from 'node:path';
import plainFile from '../../benchmark/_lib/plain-file.js';

const { fileErrorCause } = plainFile;
const { O_NOFOLLOW, O_WRONLY, O_CREAT, O_EXCL } = fs.constants;

/** A file the report could not write into the results directory. */
export class FileWriteError extends Error {
  name = 'FileWriteError';
}

/**
 * Writes `data` as a new file `name` of `dir`, never through a link that
 * was there (see above).
 * @param {string} dir
 * @param {string} name  a file name, no path
 * @param {string | Uint8Array} data
 * @returns {string} the file's path
 * @throws {FileWriteError}
 */
export function writeFreshFile(dir, name, data) {
  return writeFreshFileStat(dir, name, data).file;
}

/**
 * writeFreshFile, which also says which file it wrote: the fstat of the
 * descriptor it wrote through, before it closed it, so that the run step can
 * record the very file (results/upload-record.js).
 * @param {string} dir  @param {string} name  a file name, no path  @param {string | Uint8Array} data
 * @returns {{ file: string, stat: fs.Stats }}
 * @throws {FileWriteError}
 */
export function writeFreshFileStat(dir, name, data) {
  const file = path.join(dir, name);
  try {
    removeEntry(file);
    const fd = fs.openSync(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644);
    try {
      fs.writeFileSync(fd, data);
      return { file, stat: fs.fstatSync(fd) };
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    throw new FileWriteError(`cannot write ${name} in ${dir}: ${fileErrorCause(error)}`, { cause: error });
  }
}

/**
 * Why a directory cannot be listed, said of it, for the person who set
 * `results-dir` or downloaded the artifact: `does not exist: ...`, `cannot
 * be read: /x is a file, not a directory ...`, `cannot be read: permission
 * denied (EACCES)`.
 * @param {string} dir
 * @param {unknown} error  readdir's
 */
export function directoryProblem(dir, error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error)?.code;
  if (code === 'ENOENT') return 'does not exist: was the artifact downloaded?';
  if (code !== 'ENOTDIR') return `cannot be read: ${fileErrorCause(error)}`;
  const file = firstNonDirectory(dir);
  const what = file === null ? 'a part of its path is a file' : file === dir ? 'it is a file' : `${file} is a file`;
  return `cannot be read: ${what}, not a directory (check the 'results-dir' input)`;
}

/** The first part of `dir`'s path that exists and is not a directory, or null. @param {string} dir */
function firstNonDirectory(dir) {
  const parts = [];
  for (let p = path.resolve(dir); ; p = path.dirname(p)) {
    parts.unshift(p);
    if (path.dirname(p) === p) break;
  }
  for (const p of parts) {
    try {
      if (!fs.statSync(p).isDirectory()) return p;
    } catch {
      return null;
    }
  }
  return null;
}

/** Removes what has the name, a link itself and not what it points to; a directory stays (EISDIR). */
function removeEntry(file) {
  try {
    fs.unlinkSync(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error)?.code !== 'ENOENT') throw error;
  }
}
