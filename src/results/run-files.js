// What the run step (the run job, or mode `all`'s) writes into the results
// directory (files.js names the files): it clears what an earlier run left,
// writes shard.json first, machine.json when the machine is recorded,
// failure.json when a step fails, gives compare.js the paths of results.csv
// and samples.ndjson, and `--profile` its targets. When it ends, it leaves
// only those regular files there (keepOnlyResults), since upload-artifact
// follows links, and only as it wrote them (upload-record.js: each write
// here is recorded).

import fs from 'node:fs';
import path from 'node:path';
import { FILES, PROFILE_FILES, REPORT_FILES, RUN_FILES } from './files.js';
import plainFile from '../../benchmark/_lib/plain-file.js';
import textModule from '../../benchmark/_lib/text.js';
import { writeFreshFile, writeFreshFileStat } from './safe-files.js';

const { fileErrorCause } = plainFile;
const { byteOrder } = textModule;

/**
 * Removes what an earlier run (its run and report steps) left in `dir`, and
 * makes sure it exists. A link with one of those names is removed, not
 * followed (rmSync does not follow links, not even inside `profiles/`).
 * @param {string} dir
 */
export function clearResults(dir) {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of [...RUN_FILES, ...REPORT_FILES]) fs.rmSync(path.join(dir, name), { force: true });
  fs.rmSync(path.join(dir, FILES.profiles), { recursive: true, force: true });
}

/**
 * @typedef {import('./upload-record.js').UploadRecord} UploadRecord
 */

/**
 * @param {string} dir @param {import('./files.js').Shard & { categories: readonly string[] }} shard
 * @param {UploadRecord} record  the run step's record of what it wrote, for the upload
 */
export function writeShard(dir, shard, record) {
  writeRecorded(dir, FILES.shard, JSON.stringify(shard), record);
}

/** @param {string} dir @param {import('./files.js').Failure} failure @param {UploadRecord} record */
export function writeFailure(dir, failure, record) {
  writeRecorded(dir, FILES.failure, JSON.stringify(failure), record);
}

/** @param {string} dir @param {import('./files.js').MachineFile} machine @param {UploadRecord} record */
export function writeMachine(dir, machine, record) {
  writeRecorded(dir, FILES.machine, JSON.stringify(machine), record);
}

/**
 * `auto` by function's map (benchmark/reach.js's JSON), recorded for the upload.
 * @param {string} dir @param {string} text @param {UploadRecord} record
 */
export function writeReach(dir, text, record) {
  writeRecorded(dir, FILES.reach, text, record);
}

/**
 * Writes a file of the run step and records it for the upload.
 * @param {string} dir @param {string} name @param {string} data @param {UploadRecord} record
 */
function writeRecorded(dir, name, data, record) {
  const { stat } = writeFreshFileStat(dir, name, data);
  record.wrote(name, stat, data);
}

/**
 * Where compare.js writes its CSV and its records (`--ndjson`), in `dir`
 * (made when missing). The records of an earlier run are removed first,
 * so that they cannot pass for this run's progress.
 * @param {string} dir
 * @returns {{ csvPath: string, ndjsonPath: string }}
 */
export function compareFiles(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const ndjsonPath = path.join(dir, FILES.ndjson);
  fs.rmSync(ndjsonPath, { force: true });
  return { csvPath: path.join(dir, FILES.csv), ndjsonPath };
}

/**
 * A fresh `profiles/` in `dir` with targets.json, for benchmark/profile.js
 * to write its index and profiles into.
 * @param {string} dir
 * @param {unknown[]} targets  machine/profile.js's
 * @returns {{ dir: string, targetsFile: string }}  profiles/ and its targets.json
 */
export function startProfiles(dir, targets) {
  const profiles = path.join(path.resolve(dir), FILES.profiles);
  fs.rmSync(profiles, { recursive: true, force: true });
  fs.mkdirSync(profiles);
  return { dir: profiles, targetsFile: writeFreshFile(profiles, PROFILE_FILES.targets, JSON.stringify(targets)) };
}

/**
 * @typedef {{ name: string, kind: string }} RemovedEntry  name: relative to the results directory,
 *   e.g. `leak` or `profiles/x`; kind: what it was, in words ('a symbolic link', 'a FIFO', ...)
 */

/**
 * Leaves in `dir` only the regular files the run step writes (RUN_FILES,
 * and `profiles/` with PROFILE_FILES in it), and removes everything else:
 * links (upload-artifact follows them: a link to the runner's credentials
 * would upload the credentials), FIFOs, sockets, device files, other names
 * and directories. Run once the pull request's processes are gone, before
 * the workflow uploads the directory.
 *
 * Never outside `dir`: each entry is looked at with lstat, a link is
 * unlinked whatever it points to (a directory too), and only a real
 * directory is removed with what it holds (rmSync does not follow links
 * inside). `dir` itself, when it is no longer a directory (a link put in
 * its place), is unlinked, not followed.
 * @param {string} dir
 * @returns {{ removed: RemovedEntry[], problems: string[] }}  problems: what could not be removed, and why
 */
export function keepOnlyResults(dir) {
  /** @type {RemovedEntry[]} */
  const removed = [];
  /** @type {string[]} */
  const problems = [];
  const own = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (own === undefined) return { removed, problems };
  if (!own.isDirectory()) {
    removeEntry(dir, path.basename(dir), own, { removed, problems });
    return { removed, problems };
  }
  const runFile = (name) => RUN_FILES.includes(name);
  const profileFile = (name) => name === PROFILE_FILES.index || name === PROFILE_FILES.targets ||
    PROFILE_FILES.profile.test(name);
  for (const { name, stat } of listEntries(dir, { problems })) {
    if (name === FILES.profiles && stat.isDirectory()) {
      for (const inner of listEntries(path.join(dir, name), { problems })) {
        if (!(inner.stat.isFile() && profileFile(inner.name))) {
          removeEntry(path.join(dir, name, inner.name), `${name}/${inner.name}`, inner.stat, { removed, problems });
        }
      }
    } else if (!(stat.isFile() && runFile(name))) {
      removeEntry(path.join(dir, name), name, stat, { removed, problems });
    }
  }
  return { removed, problems };
}

/**
 * The entries of a directory with their lstat; a problem when it cannot be listed.
 * @param {string} dir
 * @param {{ problems: string[] }} into
 * @returns {Array<{ name: string, stat: fs.Stats }>}
 */
function listEntries(dir, { problems }) {
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    problems.push(`${dir} cannot be listed: ${fileErrorCause(error)}`);
    return [];
  }
  return names.sort(byteOrder).flatMap((name) => {
    const stat = fs.lstatSync(path.join(dir, name), { throwIfNoEntry: false });
    return stat ? [{ name, stat }] : [];
  });
}

/**
 * Removes one entry: a real directory with what it holds, anything else
 * (a link to a directory too) by unlinking it.
 * @param {string} file @param {string} name  as said in the log
 * @param {fs.Stats} stat  its lstat
 * @param {{ removed: RemovedEntry[], problems: string[] }} into
 */
function removeEntry(file, name, stat, { removed, problems }) {
  const kind = entryKind(stat);
  try {
    if (stat.isDirectory()) fs.rmSync(file, { recursive: true, force: true });
    else fs.unlinkSync(file);
    removed.push({ name, kind });
  } catch (error) {
    problems.push(`${name} (${kind}) cannot be removed: ${fileErrorCause(error)}`);
  }
}

/** What an entry is, in words, from its lstat. @param {fs.Stats} stat */
function entryKind(stat) {
  if (stat.isSymbolicLink()) return 'a symbolic link';
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  if (stat.isBlockDevice() || stat.isCharacterDevice()) return 'a device file';
  if (stat.isDirectory()) return 'a directory';
  return 'a file';
}
