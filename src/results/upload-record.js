// What of the results directory may be uploaded: the files trusted code
// wrote, as it wrote them. Without a sandbox the pull request's code can
// write that directory, and a name check (run-files.js keepOnlyResults) is
// not enough: a hard link is a regular file, so `failure.json` hard-linked
// to ~/.ssh/id_ed25519, or a copy of it under a results name, would pass it
// and be uploaded. So the run step records each file as its own code closes
// it, and checks the directory against that record before the upload:
//
//   wrote(name, fd stat, bytes)   a file the Action just wrote (safe-files.js):
//                                 its inode, and the SHA-256 of the bytes it wrote
//   awaitChild(names) -> done     files a child of ours writes (compare.js's
//                                 results.csv and samples.ndjson, profile.js's
//                                 profiles/): recorded as they are when it has
//                                 exited (done), or at the check if it never
//                                 returned (a cancel: the run's processes are
//                                 killed first)
//   check()                       removes, and names, every file not recorded,
//                                 recorded under another inode, with more than
//                                 one name (a hard link made to or from it), or
//                                 changed since it was recorded
//
// The record is in this process's memory only: nothing the pull request's
// code can reach. What it cannot stop, without a sandbox: a process of the
// pull request writing into compare.js's files while compare.js runs (they
// are recorded as they are when it exits), and one that escaped the run's
// mark changing the directory after the check. The sandbox stops both.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FILES } from './files.js';
import fileHash from '../../benchmark/_lib/file-hash.js';
import plainFile from '../../benchmark/_lib/plain-file.js';
import textModule from '../../benchmark/_lib/text.js';

const { fileErrorCause, openPlainFile } = plainFile;
const { byteOrder } = textModule;

/**
 * @typedef {{ dev: number, ino: number, size: number, sha256: string }} Written  a file as trusted code left it
 * @typedef {import('./run-files.js').RemovedEntry} RemovedEntry
 * @typedef {ReturnType<typeof createUploadRecord>} UploadRecord
 */

/**
 * The record of one run step's results directory.
 * @param {string} dir  the results directory's real path
 */
export function createUploadRecord(dir) {
  /** @type {Map<string, Written>} name relative to `dir` (`profiles/1.old.cpuprofile`) -> the file */
  const written = new Map();
  /** @type {Set<string>} names a child of ours is writing */
  const awaited = new Set();

  /**
   * Records `names` as they are now: a child of ours wrote them and has
   * exited. A directory's files are recorded one level down; a name that is
   * absent, not a regular file or a hard link is not recorded (the check
   * removes it).
   * @param {readonly string[]} names
   */
  function adopt(names) {
    for (const name of names) {
      awaited.delete(name);
      const file = path.join(dir, name);
      const stat = fs.lstatSync(file, { throwIfNoEntry: false });
      if (stat?.isDirectory()) {
        adopt(fs.readdirSync(file).map((inner) => `${name}/${inner}`));
      } else if (stat?.isFile() && stat.nlink === 1) {
        const now = readFile(file);
        if (now !== null && now.nlink === 1) written.set(name, now);
      }
    }
  }

  return {
    /**
     * A file the Action has just written and closed.
     * @param {string} name  relative to the results directory
     * @param {fs.Stats} stat  fstat of the descriptor it wrote through, before it closed it
     * @param {string | Uint8Array} data  what it wrote
     */
    wrote(name, stat, data) {
      written.set(name, { dev: stat.dev, ino: stat.ino, size: Buffer.byteLength(data),
        sha256: crypto.createHash('sha256').update(data).digest('hex') });
    },

    /**
     * Files a child of ours (trusted, outside any sandbox) writes from now:
     * call the returned function once it has exited.
     * @param {readonly string[]} names
     * @returns {() => void}
     */
    awaitChild(names) {
      for (const name of names) awaited.add(name);
      return () => adopt(names.filter((name) => awaited.has(name)));
    },

    /**
     * Removes from the directory, and names, every file that is not as the
     * run step recorded it. Call once the run's processes are ended. Files
     * still awaited are recorded first, as they are.
     * @returns {{ removed: RemovedEntry[], problems: string[] }}
     */
    check() {
      adopt([...awaited]);
      /** @type {RemovedEntry[]} */
      const removed = [];
      /** @type {string[]} */
      const problems = [];
      for (const name of filesIn(dir, { problems })) {
        const file = path.join(dir, name);
        const why = differs(file, written.get(name));
        if (why === null) continue;
        try {
          fs.unlinkSync(file);
          removed.push({ name, kind: why });
        } catch (error) {
          problems.push(`${name} (${why}) cannot be removed: ${fileErrorCause(error)}`);
        }
      }
      return { removed, problems };
    },
  };
}

/**
 * Why the file at `file` is not the one recorded, in words; null when it is.
 * The hash decides: a file removed and made again can get its inode number
 * back, and then only its bytes tell it apart (the same bytes are harmless).
 * @param {string} file
 * @param {Written | undefined} recorded
 */
function differs(file, recorded) {
  const now = readFile(file);
  if (now === null) return 'not a regular file';
  if (now.nlink > 1) return `a hard link: one file with ${now.nlink} names`;
  if (recorded === undefined) return 'a file the run step did not write';
  if (now.dev !== recorded.dev || now.ino !== recorded.ino) return 'another file in place of the one the run step wrote';
  if (now.size !== recorded.size || now.sha256 !== recorded.sha256) return 'changed after the run step wrote it';
  return null;
}

/**
 * A regular file's identity and SHA-256, read without following a link or
 * waiting on a FIFO; null when it is not a regular file (or is gone).
 * @param {string} file
 * @returns {(Written & { nlink: number }) | null}
 */
function readFile(file) {
  let opened;
  try {
    opened = openPlainFile(file);
  } catch {
    return null;
  }
  if (opened === null) return null;
  const { fd, stat } = opened;
  try {
    const { sha256, size } = fileHash.hashFd(fd);
    return { dev: stat.dev, ino: stat.ino, nlink: stat.nlink, size, sha256 };
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The names of everything but directories in `dir` and in its `profiles/`
 * (the only directory the run step makes there), relative to `dir`.
 * @param {string} dir
 * @param {{ problems: string[] }} into
 * @returns {string[]}
 */
function filesIn(dir, { problems }) {
  /** @type {string[]} */
  const names = [];
  /** @param {string} sub  '' or `profiles` */
  const walk = (sub) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(dir, sub), { withFileTypes: true });
    } catch (error) {
      // Gone (the step failed before it made it, or keepOnlyResults removed a link in its place): nothing to check.
      if (/** @type {NodeJS.ErrnoException} */ (error)?.code !== 'ENOENT') {
        problems.push(`${path.join(dir, sub)} cannot be listed: ${fileErrorCause(error)}`);
      }
      return;
    }
    for (const entry of entries.sort((a, b) => byteOrder(a.name, b.name))) {
      const name = sub === '' ? entry.name : `${sub}/${entry.name}`;
      if (!entry.isDirectory()) names.push(name);
      else if (sub === '' && entry.name === FILES.profiles) walk(entry.name);
    }
  };
  walk('');
  return names;
}
