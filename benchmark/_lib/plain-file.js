'use strict';

// Reading a file that code we do not trust could have made: the results
// directory of a run job (src/results/), a profile a benchmark wrote
// (profile.js), a history store a data branch can push to (history/). Any
// name there may be a link to anywhere on this machine, a FIFO that blocks
// a reader, or a file that grows while it is read. So a file is
//   - opened without following a link (O_NOFOLLOW) and without waiting on
//     a FIFO (O_NONBLOCK);
//   - read only when fstat of that descriptor says it is a plain file;
//   - read to at most `max` bytes, counted as they are read, not as fstat
//     said: a file that grows past the bound while it is read is refused.
// Each refusal has a reason, which a caller may put in its own words.

const fs = require('node:fs');
const { errorMessage } = require('./text.js');

const { O_RDONLY, O_NOFOLLOW, O_NONBLOCK } = fs.constants;

/** What a file that grows while it is read is read on by, past the size fstat gave. */
const CHUNK = 64 * 1024;

/** @type {Record<string, string>} what a file system error means, for a person */
const CAUSES = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EISDIR: 'a directory has that name',
  ENOTDIR: 'a part of the path is not a directory',
  ENOENT: 'the directory does not exist',
  ELOOP: 'it is a link',
  EEXIST: 'something created it at the same moment',
};

/**
 * A file system error in words, with its code for a search: `permission denied (EACCES)`.
 * @param {unknown} error
 */
function fileErrorCause(error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error)?.code;
  if (code && CAUSES[code]) return `${CAUSES[code]} (${code})`;
  return errorMessage(error);
}

/**
 * A file that is not read. `reason`: 'link' (the name is a link), 'not-plain'
 * (a directory, a FIFO, a device...), 'too-big' (`size` bytes, over `max`;
 * at least `size` when it grew while it was read),
 * 'unreadable' (the file system refused: `code`, and the error as `cause`).
 */
class FileReadError extends Error {
  name = 'FileReadError';

  /**
   * @param {string} message
   * @param {{ reason: 'link' | 'not-plain' | 'too-big' | 'unreadable', size?: number, max?: number,
   *   code?: string, cause?: unknown }} details
   */
  constructor(message, { reason, size, max, code, cause }) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
    this.size = size;
    this.max = max;
    this.code = code;
  }
}

/**
 * Opens `file` if it is a plain file, never through a link or blocking on a FIFO.
 * The caller closes the descriptor.
 * @param {string} file
 * @param {string} [what]  the file, for the message
 * @returns {{ fd: number, stat: fs.Stats } | null}  null when nothing has the name
 * @throws {FileReadError} a link, not a plain file, or one the file system will not open
 */
function openPlainFile(file, what = file) {
  let fd;
  try {
    fd = fs.openSync(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error)?.code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP') throw new FileReadError(`${what} is not a plain file (a link)`, { reason: 'link', code, cause: error });
    throw new FileReadError(`cannot read ${what}: ${fileErrorCause(error)}`, { reason: 'unreadable', code, cause: error });
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) throw new FileReadError(`${what} is not a plain file`, { reason: 'not-plain' });
    return { fd, stat };
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
}

/**
 * A plain file's bytes, at most `max` of them, or null when it does not exist.
 * @param {string} file
 * @param {number} max  bytes
 * @param {string} [what]  the file, for the message
 * @returns {Buffer | null}
 * @throws {FileReadError} a link, a directory or anything else not a plain file, more than `max`
 *   bytes, or a file this process may not read
 */
function readPlainFile(file, max, what = file) {
  const opened = openPlainFile(file, what);
  if (opened === null) return null;
  const { fd, stat } = opened;
  try {
    if (stat.size > max) {
      throw new FileReadError(`${what} is ${stat.size} bytes, more than the ${max} allowed`,
        { reason: 'too-big', size: stat.size, max });
    }
    const bytes = readAtMost(fd, stat.size, max);
    if (bytes.length > max) {
      throw new FileReadError(`${what} grew past the ${max} bytes allowed while it was read`,
        { reason: 'too-big', size: bytes.length, max });
    }
    return bytes;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Up to max + 1 bytes of `fd` from its start: `expected` (fstat's size) and
 * one more, which tells a file that grew since from one that did not; a
 * file that did is read on, a chunk at a time, until its end or max + 1.
 * @param {number} fd  @param {number} expected  @param {number} max
 */
function readAtMost(fd, expected, max) {
  /** @type {Buffer[]} */
  const chunks = [];
  let total = 0;
  for (let room = Math.min(expected, max) + 1; room > 0; room = Math.min(CHUNK, max + 1 - total)) {
    const chunk = Buffer.alloc(room);
    let filled = 0;
    let n;
    do {
      n = fs.readSync(fd, chunk, filled, room - filled, total + filled);
      filled += n;
    } while (n > 0 && filled < room);
    chunks.push(chunk.subarray(0, filled));
    total += filled;
    if (filled < room) break;
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}

module.exports = { readPlainFile, openPlainFile, fileErrorCause, FileReadError };
