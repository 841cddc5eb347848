// `--profile`'s files in the results directory, read by the report as the
// untrusted data they are (the run job wrote them next to the pull
// request's code): profiles/index.json and its .cpuprofile files, bounded in
// size and count, turned into the entries report/profile.js renders. A file
// that cannot be read or parsed is that entry's error, never the report's.
//
//   profiles/index.json         {"version":1,"benchmarkDir":"/…","profiles":[{"filename","configuration","operations",
//                                 "old":{"file":"1.old.cpuprofile","bytes":…}|{"error":"…"},"new":…}]}
//   profiles/1.old.cpuprofile   V8's JSON profile (Chrome DevTools, speedscope)

import fs from 'node:fs';
import path from 'node:path';
import profilesModule from '../../benchmark/_lib/data/profiles.js';
import plainFile from '../../benchmark/_lib/plain-file.js';
import textModule from '../../benchmark/_lib/text.js';
import { FILES, PROFILE_FILES } from './files.js';
import { untrustedText } from './read-files.js';

const { parseProfile, diffProfiles, ProfileError, LIMITS } = profilesModule;
const { FileReadError, readPlainFile } = plainFile;
const { errorMessage } = textModule;

const INDEX = PROFILE_FILES.index;
const MAX_INDEX = 1024 * 1024;
/** Per shard: benchmark/profile.js profiles at most this many, and deletes larger files; a forged index is held to it too. */
const { targets: MAX_ENTRIES, bytes: MAX_PROFILE_BYTES } = LIMITS;
const PROFILE_FILE = PROFILE_FILES.profile;
const MAX_TEXT = 2000;

/**
 * @typedef {{ filename: string, configuration: string, operations: number | null,
 *   diff: import('../../benchmark/_lib/data/profiles.js').Diff | null, error: string | null,
 *   files: string[] }} ProfileEntry  one profiled configuration, for report/profile.js to render;
 *   files: the .cpuprofile names in the results directory, e.g. `profiles/1.old.cpuprofile`
 */

/**
 * The profiles of each results directory (one per shard), in order; null
 * when none of them has a profiles directory (the run job did not get to
 * profiling, or it was not asked for).
 * @param {{ dir: string, name: string | null }[]} shards  name: the shard's directory in the artifact, null for one
 * @returns {ProfileEntry[] | null}
 */
export function readProfiles(shards) {
  let found = false;
  const entries = [];
  for (const shard of shards) {
    const dir = path.join(shard.dir, FILES.profiles);
    // A link could point anywhere on this machine: only a directory itself.
    if (!fs.lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
    found = true;
    entries.push(...readShardProfiles(dir, shard.name === null ? FILES.profiles : `${shard.name}/${FILES.profiles}`));
  }
  return found ? entries : null;
}

/**
 * @param {string} dir  a shard's profiles directory
 * @param {string} shown  the same, as a person finds it in the artifact
 * @returns {ProfileEntry[]}
 */
function readShardProfiles(dir, shown) {
  let index;
  try {
    const bytes = readPlainFile(path.join(dir, INDEX), MAX_INDEX, `${shown}/${INDEX}`);
    if (bytes === null) return [failedEntry(`${shown}/${INDEX} is missing: profile.js did not finish`)];
    index = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    return [failedEntry(`${shown}/${INDEX} cannot be read: ${errorMessage(err)}`)];
  }
  if (index?.version !== 1 || !Array.isArray(index.profiles)) {
    return [failedEntry(`${shown}/${INDEX} is not profile.js's index (version 1 with a list of profiles)`)];
  }
  // Only to shorten the functions' locations: a forged one shortens them wrong, nothing more.
  const benchmarkDir = typeof index.benchmarkDir === 'string' ? index.benchmarkDir.slice(0, 4096) : null;
  return index.profiles.slice(0, MAX_ENTRIES).map((item) => readEntry(dir, shown, item, benchmarkDir));
}

/**
 * One configuration's entry: both sides read and diffed, or why not.
 * @param {string} dir @param {string} shown @param {any} item @param {string | null} benchmarkDir
 * @returns {ProfileEntry}
 */
function readEntry(dir, shown, item, benchmarkDir) {
  const filename = text(item?.filename) ?? '?';
  const configuration = text(item?.configuration) ?? '';
  const operations = Number.isSafeInteger(item?.operations) && item.operations > 0 ? item.operations : null;
  /** @type {ProfileEntry} */
  const entry = { filename, configuration, operations, diff: null, error: null, files: [] };
  const sides = {};
  for (const side of /** @type {const} */ (['old', 'new'])) {
    const read = readSide(dir, shown, side, item?.[side]);
    if (read.file) entry.files.push(read.file);
    if (read.error) return { ...entry, error: read.error };
    sides[side] = read.profile;
  }
  try {
    return { ...entry, diff: diffProfiles({ old: sides.old, new: sides.new, operations, benchmarkDir }) };
  } catch (err) {
    return { ...entry, error: `the profiles cannot be compared: ${errorMessage(err)}` };
  }
}

/**
 * @param {string} dir @param {string} shown @param {'old' | 'new'} side @param {any} record
 * @returns {{ profile?: any, file?: string, error?: string }}
 */
function readSide(dir, shown, side, record) {
  const binary = side === 'old' ? 'old binary' : 'new binary';
  if (typeof record?.error === 'string') return { error: `${binary}: ${text(record.error)}` };
  const name = record?.file;
  if (typeof name !== 'string' || !PROFILE_FILE.test(name)) return { error: `${binary}: no profile file named` };
  const file = `${shown}/${name}`;
  try {
    const bytes = readPlainFile(path.join(dir, name), MAX_PROFILE_BYTES, file);
    if (bytes === null) return { file, error: `${binary}: ${file} is missing` };
    return { file, profile: parseProfile(bytes.toString('utf8')) };
  } catch (err) {
    if (err instanceof FileReadError || err instanceof ProfileError) return { file, error: `${binary}: ${errorMessage(err)}` };
    throw err;
  }
}

/** @param {string} error @returns {ProfileEntry} */
function failedEntry(error) {
  return { filename: '', configuration: '', operations: null, diff: null, error, files: [] };
}

/** @param {unknown} value */
const text = (value) => untrustedText(value, MAX_TEXT);
