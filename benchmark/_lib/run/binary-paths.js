'use strict';

// Where compare.js's old and new binaries seem to live, to the processes it
// starts. A process's argv and environment sit at the top of its stack, so
// their sizes move everything below them, and with it the alignment of the
// stack: one layout can favour one binary by 10% and more (Mytkowicz et al.,
// ASPLOS 2009), and node-main and node-pr differ by 2 characters. So:
//
// - old and new are started through paths of equal length, `old/node` and
//   `new/node` in a private directory, hard links to the given binaries
//   (copies where a link cannot be made, said once on stderr). A link or a
//   copy, not a symbolic link: node's process.execPath, with which the
//   harnesses fork their run passes, is the real path of the executable.
//   The directory goes at exit, and a binary replaced or changed during the
//   run is said at the end;
// - the environment of both gets NODE_BENCHMARK_PADDING, of a length drawn
//   per block (or round) from the seed, the same for old and new within it,
//   so that no single stack layout decides a result: the blocks average
//   over layouts (the spirit of STABILIZER, Curtsinger & Berger 2013).

const child_process = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { createRandom } = require('./driver.js');
const { hashFile } = require('../file-hash.js');

const PADDING_VARIABLE = 'NODE_BENCHMARK_PADDING';
// A page: the stack's layout repeats beyond it, and 64-byte cache lines and
// 16-byte alignment are covered many times over.
const MAX_PADDING = 4096;
const BINARIES = /** @type {const} */ (['old', 'new']);

/**
 * @typedef {{ old: string, new: string }} Paths
 * @typedef {{ dev: number, ino: number, size: number, mtimeMs: number }} Identity
 */

/** @param {fs.Stats} stat @returns {Identity} */
function identity(stat) {
  return { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs };
}

const sameFile = (a, b) => a.dev === b.dev && a.ino === b.ino;
const unchanged = (a, b) => sameFile(a, b) && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** @returns {Identity | null} null when the file is gone */
function identityNow(file) {
  try {
    return identity(fs.statSync(file));
  } catch {
    return null;
  }
}

/**
 * `target` as a hard link to `source`, or else a copy checked byte for byte
 * (`copied`: why it is one).
 * @returns {{ copied: string | null }}
 */
function linkOrCopy(source, target) {
  try {
    fs.linkSync(source, target);
    return { copied: null };
  } catch (err) {
    const code = /** @type {NodeJS.ErrnoException} */ (err).code;
    if (!['EXDEV', 'EPERM', 'EACCES', 'EMLINK', 'ENOTSUP', 'EOPNOTSUPP'].includes(code ?? '')) throw err;
    // A clone where the file system can (it costs no space), else bytes.
    fs.copyFileSync(source, target, fs.constants.COPYFILE_FICLONE);
    fs.chmodSync(target, 0o500);
    if (hashFile(source) !== hashFile(target)) {
      throw new Error(`${source} changed while it was copied to ${target}`);
    }
    return { copied: code === 'EXDEV' ? 'on another file system' : `not linkable (${code})` };
  }
}

/** Throws when programs cannot run from `dir` (a file system mounted noexec, as /tmp can be). */
function checkRunnable(dir, tmpdir) {
  const probe = path.join(dir, 'probe');
  fs.writeFileSync(probe, '#!/bin/sh\n', { mode: 0o700 });
  const { error } = child_process.spawnSync(probe, { stdio: 'ignore' });
  fs.rmSync(probe);
  if (error) throw new Error(`programs cannot run from ${tmpdir} (${error.message}: is it mounted noexec?)`);
}

/**
 * Makes `<tmpdir>/node-benchmark-XXXXXX/{old,new}/node` from the binaries at
 * `given` (their real paths), and removes it at exit.
 * @param {Paths} given  the binaries as --old and --new name them
 * @param {{ tmpdir?: string, note?: (text: string) => void }} [options]
 *   note: a line for stderr (a copy instead of a link)
 * @returns {{ paths: Paths, dir: string, changes: () => string[], remove: () => void }}
 *   paths: what to start; changes: for each binary replaced or changed since,
 *   a sentence naming its given path
 */
function equalLengthPaths(given, { tmpdir = os.tmpdir(), note = (text) => process.stderr.write(text) } = {}) {
  const dir = fs.mkdtempSync(path.join(tmpdir, 'node-benchmark-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  process.on('exit', remove);
  checkRunnable(dir, tmpdir);
  /** @type {Record<string, string>} */
  const paths = {};
  /** @type {Record<string, { real: string, source: Identity, entry: Identity }>} */
  const kept = {};
  const copies = [];
  for (const binary of BINARIES) {
    const real = fs.realpathSync(given[binary]);
    const source = identity(fs.statSync(real));
    fs.mkdirSync(path.join(dir, binary), { mode: 0o700 });
    const target = path.join(dir, binary, 'node');
    // --old and --new the same file: one link, or one copy, for both.
    const twin = binary === 'new' && sameFile(source, kept.old.source) ? paths.old : null;
    const { copied } = twin ? linkOrCopy(twin, target) : linkOrCopy(real, target);
    if (copied && !twin) copies.push({ binary, copied });
    paths[binary] = target;
    kept[binary] = { real, source, entry: identity(fs.statSync(target)) };
  }
  if (copies.length > 0) {
    const what = copies.map(({ binary, copied }) => `${given[binary]} (${copied})`).join(' and ');
    note(`compare.js: note: copied ${what} to ${dir}, to start old and new through paths of equal length; ` +
         'a hard link would take no space: set TMPDIR to a directory on the file system of the binaries\n');
  }
  const changes = () => BINARIES.flatMap((binary) => {
    const { real, source, entry } = kept[binary];
    const started = identityNow(paths[binary]);
    if (started === null || !unchanged(started, entry)) {
      return [`${given[binary]} (the ${binary} binary) changed during the run: some of its results may be of ` +
              'another build'];
    }
    const current = identityNow(real);
    if (current === null || !unchanged(current, source)) {
      return [`${given[binary]} (the ${binary} binary) was replaced during the run: every result is of the ` +
              'binary as it was at the start'];
    }
    return [];
  });
  return { paths: /** @type {Paths} */ (paths), dir, changes, remove };
}

/**
 * The padding of one block or round: 0 to MAX_PADDING − 1 bytes, its own
 * draw from the seed and the block's coordinates (so it does not depend on
 * which configurations stopped before it, nor shift the old/new order).
 * @param {number} seed
 * @param {number} index  the configuration (blocks) or file (rounds)
 * @param {number} block  the block or round
 */
function paddingOf(seed, index, block) {
  const mixed = (seed + Math.imul(index + 1, 0x27D4EB2F) + Math.imul(block + 1, 0x165667B1) + 0x5BD1E995) >>> 0;
  return Math.floor(createRandom(mixed)() * MAX_PADDING);
}

/** The environment change that gives a process `bytes` of padding. */
function paddingEnv(bytes) {
  return { [PADDING_VARIABLE]: '.'.repeat(bytes) };
}

module.exports = { equalLengthPaths, paddingOf, paddingEnv, PADDING_VARIABLE, MAX_PADDING };
