'use strict';

// The reach map's cache: a map is kept under a key that changes whenever
// anything it was made from could have changed, so that asking again for
// the same binary and the same benchmark files costs no process at all.
//
// The key is the SHA-256 of
//   - the binary's SHA-256 (file-hash.js; `binaryHash` when the caller
//     knows better, as when the binary is a sandbox launcher, whose own
//     text does not change with the node it starts);
//   - the options that change the map: the file names in order, --set's
//     values, the divisor of n, the timeout;
//   - the bytes of every file under the benchmark directory the run could
//     load, taken simply (keyFiles): the selected files; every file at the
//     top of the directory (common.js, the `_` helpers, package.json); every
//     file under `fixtures/` and the `_`-named directories there (`_bin`);
//     and the `_`-named files beside each selected file (a category's own
//     helpers).
// Not in the key: files a benchmark loads from elsewhere (another category,
// outside the directory, as Node core's do from test/fixtures), the target
// of a link (its text is hashed, not what it points to), and the
// environment. A link is never followed and a FIFO never waited on: the
// directory may be a pull request's checkout (plain-file.js).
//
// The cache directory must be one the benchmark processes cannot write
// (outside their sandbox): what is stored there is read back as the map.
// A stored file that does not parse, or is not of the map's shape, is
// ignored with a warning, and the map is made again.

const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { hashFd, hashFile } = require('../file-hash.js');
const { openPlainFile, readPlainFile } = require('../plain-file.js');
const { byteOrder, errorMessage } = require('../text.js');

// Bumped whenever the map's shape or the way it is made changes.
const CACHE_FORMAT = 1;
const LIMITS = Object.freeze({ files: 10_000, depth: 8, cacheBytes: 256 * 1024 * 1024 });

/**
 * The files of `benchmarkDir` that make up the key, relative to it, sorted.
 * @param {string} benchmarkDir
 * @param {string[]} filenames  the selected files, relative to it
 * @returns {string[]}
 * @throws {Error} beyond LIMITS.files
 */
function keyFiles(benchmarkDir, filenames) {
  const found = new Set(filenames);
  const add = (relative) => {
    found.add(relative);
    if (found.size > LIMITS.files) throw new Error(`more than ${LIMITS.files} files to hash`);
  };
  const walk = (relative, depth) => {
    for (const entry of fs.readdirSync(path.join(benchmarkDir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (depth < LIMITS.depth) walk(name, depth + 1);
      } else {
        add(name);
      }
    }
  };
  for (const entry of fs.readdirSync(benchmarkDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) add(entry.name);
    else if (entry.name === 'fixtures' || entry.name.startsWith('_')) walk(entry.name, 1);
  }
  for (const dir of new Set(filenames.map((f) => path.dirname(f)))) {
    for (const entry of fs.readdirSync(path.join(benchmarkDir, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('_') && !entry.isDirectory()) add(path.join(dir, entry.name));
    }
  }
  return [...found].sort(byteOrder);
}

/**
 * What a file of the key holds: `file <sha256>`, `link <its text>`,
 * `other` (not a plain file) or `missing`.
 * @param {string} file
 */
function fileState(file) {
  let opened;
  try {
    opened = openPlainFile(file);
  } catch (err) {
    const reason = /** @type {any} */ (err).reason;
    if (reason === 'link') return `link ${fs.readlinkSync(file)}`;
    if (reason === 'not-plain') return 'other';
    throw err;
  }
  if (opened === null) return 'missing';
  try {
    return `file ${hashFd(opened.fd).sha256}`;
  } finally {
    fs.closeSync(opened.fd);
  }
}

/**
 * The cache key of a map, or null with why when one cannot be made.
 * @param {{ binary: string, binaryHash?: string | null, benchmarkDir: string, filenames: string[],
 *   set: string[], n: number, timeout: number }} options
 * @returns {{ key: string } | { key: null, why: string }}
 */
function cacheKey({ binary, binaryHash = null, benchmarkDir, filenames, set, n, timeout }) {
  try {
    const files = keyFiles(benchmarkDir, filenames).map((file) => [file, fileState(path.join(benchmarkDir, file))]);
    const text = JSON.stringify({ format: CACHE_FORMAT, binary: binaryHash ?? hashFile(binary), filenames, set, n,
                                  timeout, files });
    return { key: crypto.createHash('sha256').update(text).digest('hex') };
  } catch (err) {
    return { key: null, why: errorMessage(err) };
  }
}

/** @param {string} cacheDir @param {string} key */
function cacheFile(cacheDir, key) {
  return path.join(cacheDir, `reach-map-${key}.json`);
}

/** Whether a stored map is of the map's shape (its parts, not every field: it is our own file). */
function isMap(map) {
  return map !== null && typeof map === 'object' && typeof map.binary === 'string' &&
    Array.isArray(map.configurations) && Array.isArray(map.failures) && Array.isArray(map.warnings);
}

/**
 * The map stored under `key`, or null (none, or not usable: then a warning says why).
 * @param {string} cacheDir @param {string} key
 * @returns {{ map: any | null, warning: string | null }}
 */
function readCache(cacheDir, key) {
  const file = cacheFile(cacheDir, key);
  let data;
  try {
    const bytes = readPlainFile(file, LIMITS.cacheBytes);
    if (bytes === null) return { map: null, warning: null };
    data = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    return { map: null, warning: `the cached map ${file} could not be read, made again: ${errorMessage(err)}` };
  }
  if (data?.format !== CACHE_FORMAT || data.key !== key || !isMap(data.map)) {
    return { map: null, warning: `the cached map ${file} is not of this version's shape, made again` };
  }
  return { map: data.map, warning: null };
}

/**
 * Stores a map under `key`, whole or not at all (a temporary file renamed);
 * a warning when it cannot.
 * @param {string} cacheDir @param {string} key @param {object} map
 * @returns {string | null}
 */
function writeCache(cacheDir, key, map) {
  const file = cacheFile(cacheDir, key);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(temporary, `${JSON.stringify({ format: CACHE_FORMAT, key, map })}\n`, { mode: 0o600 });
    fs.renameSync(temporary, file);
    return null;
  } catch (err) {
    fs.rmSync(temporary, { force: true });
    return `the map could not be cached in ${cacheDir}: ${errorMessage(err)}`;
  }
}

module.exports = { cacheKey, keyFiles, readCache, writeCache, cacheFile, CACHE_FORMAT };
