// What each benchmark category loads, read from its files: the half of
// `/benchmark auto` that reads the disk (auto.js, which is pure, decides).
//
//   benchmark/
//     string_decoder/
//       string-decoder.js   require('string_decoder')        → string_decoder: 1
//       create.js           require('node:string_decoder')   → string_decoder: 2
//     util/
//       normalize.js        flags: ['--expose-internals'],
//                           require('internal/util/types')   → internal/util: 1
//     misc/
//       encode.js           internalBinding('encoding_binding') → binding:encoding_binding: 1
//
// The keys of the index (auto.js derives the same keys from a changed path):
//   `x`             a module: require('x'), require('node:x'), import … from 'node:x',
//                   import('x'); a required `x/y` counts as `x` and as `x/y`
//   `internal/x`    Node's internals: require('internal/x/…'), which benchmark files
//                   reach with `flags: ['--expose-internals']`
//   `binding:x`     a native binding: internalBinding('x'), process.binding('x')
// Relative and absolute requires (`../common.js`) are files, not modules.
//
// A text scan, not a parser: a require in a comment counts too, and a
// require built from variables does not. Good enough to rank categories;
// the table in auto.js covers what a scan cannot see.

import fs from 'node:fs';
import path from 'node:path';
import categoriesModule from '../../benchmark/_lib/run/categories.js';
import textModule from '../../benchmark/_lib/text.js';

const { listCategories } = categoriesModule;
const { byteOrder, errorMessage } = textModule;

/**
 * How much is read. Node core's benchmark/ has about a thousand files of a
 * few kilobytes. Beyond a bound the index is marked `incomplete`: files past
 * INDEX_LIMITS.files are not read, bytes past INDEX_LIMITS.bytes of a file
 * are not scanned, directories deeper than INDEX_LIMITS.depth are not entered.
 */
export const INDEX_LIMITS = Object.freeze({ files: 5000, bytes: 1024 * 1024, depth: 3 });

const SOURCE = /\.(?:js|mjs|cjs)$/;
// Bounded repetitions: a hostile file of a megabyte of `import import …`
// costs linear time, not quadratic.
const CALL = /\b(?:require|import)\s*\(\s*(['"])([^'"\n]{1,200})\1/g;
const STATIC = /\b(?:import|export)\s(?:[\w\s{},*$]{0,1000}?\sfrom)?\s*(['"])([^'"\n]{1,200})\1/g;
const BINDING = /\b(?:internalBinding|process\.binding)\s*\(\s*(['"])(\w{1,100})\1/g;
// A module specifier once `node:` is gone: no scheme, no spaces.
const MODULE = /^[\w@][\w@.-]*(?:\/[\w@.-]+)*$/;

/**
 * @typedef {object} CategoryIndex
 * @property {number} files  the files read: scripts, `_` helpers, files of subdirectories
 * @property {Record<string, number>} loads  key → how many of those files load it
 *
 * @typedef {object} BenchmarkIndex  plain JSON data
 * @property {Record<string, CategoryIndex>} categories  by category name
 * @property {boolean} incomplete  a bound of INDEX_LIMITS was reached
 */

/**
 * What every category of `benchmarkDir` loads.
 * @param {string} benchmarkDir
 * @returns {BenchmarkIndex}
 * @throws {Error} naming the directory or file that cannot be read
 */
export function indexBenchmarks(benchmarkDir) {
  const budget = { files: INDEX_LIMITS.files, incomplete: false };
  /** @type {Record<string, CategoryIndex>} */
  const categories = {};
  for (const { name } of readCategories(benchmarkDir)) {
    const counts = new Map();
    const files = sourceFiles(path.join(benchmarkDir, name), 0, budget);
    for (const file of files) {
      for (const key of keysOf(readHead(file, budget))) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // fromEntries defines own properties, so a key like `__proto__` stays data.
    categories[name] = { files: files.length, loads: Object.fromEntries([...counts].sort(byKey)) };
  }
  return { categories, incomplete: budget.incomplete };
}

/** @param {string} benchmarkDir */
function readCategories(benchmarkDir) {
  try {
    return listCategories(benchmarkDir);
  } catch (err) {
    // CategoriesError already names the directory; anything else (a
    // dangling link it stats) gets named here.
    if (err instanceof categoriesModule.CategoriesError) throw err;
    throw new Error(`Cannot read the benchmark directory ${benchmarkDir}: ${errorMessage(err)}`, { cause: err });
  }
}

/**
 * The source files under `dir`, in byte order, subdirectories after files.
 * Links are not followed (they could lead out of the directory, or to a
 * FIFO that never ends); hidden entries and node_modules are skipped.
 * @param {string} dir
 * @param {number} depth
 * @param {{ files: number, incomplete: boolean }} budget
 * @returns {string[]}
 */
function sourceFiles(dir, depth, budget) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    throw new Error(`Cannot read the benchmark directory ${dir}: ${errorMessage(err)}`, { cause: err });
  }
  entries.sort((a, b) => byteOrder(a.name, b.name));
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile() || !SOURCE.test(entry.name) || entry.name.startsWith('.')) continue;
    if (budget.files === 0) {
      budget.incomplete = true;
      return files;
    }
    budget.files--;
    files.push(path.join(dir, entry.name));
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    if (depth >= INDEX_LIMITS.depth) {
      budget.incomplete = true;
      continue;
    }
    files.push(...sourceFiles(path.join(dir, entry.name), depth + 1, budget));
  }
  return files;
}

/**
 * The first INDEX_LIMITS.bytes of `file`, as text: the head of a longer
 * file is scanned, and the index marked incomplete.
 * @param {string} file
 * @param {{ incomplete: boolean }} budget
 */
function readHead(file, budget) {
  let fd;
  try {
    fd = fs.openSync(file, 'r');
    // One byte over the bound tells a file at the bound from a longer one.
    const buffer = Buffer.alloc(Math.min(fs.fstatSync(fd).size, INDEX_LIMITS.bytes) + 1);
    const size = fs.readSync(fd, buffer, 0, buffer.length, 0);
    if (size > INDEX_LIMITS.bytes) budget.incomplete = true;
    return buffer.toString('utf8', 0, Math.min(size, INDEX_LIMITS.bytes));
  } catch (err) {
    throw new Error(`Cannot read the benchmark file ${file}: ${errorMessage(err)}`, { cause: err });
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * The keys a source text loads (see the top of this file).
 * @param {string} source
 * @returns {Set<string>}
 */
export function keysOf(source) {
  const keys = new Set();
  for (const pattern of [CALL, STATIC]) {
    for (const match of source.matchAll(pattern)) {
      for (const key of specifierKeys(match[2])) keys.add(key);
    }
  }
  for (const match of source.matchAll(BINDING)) keys.add(`binding:${match[2]}`);
  return keys;
}

/**
 * `node:fs/promises` → fs, fs/promises; `internal/util/types` →
 * internal/util; `../common.js` → nothing.
 * @param {string} specifier
 * @returns {string[]}
 */
function specifierKeys(specifier) {
  const name = specifier.startsWith('node:') ? specifier.slice('node:'.length) : specifier;
  if (!MODULE.test(name)) return [];
  const parts = name.split('/');
  if (parts[0] === 'internal') return parts.length > 1 ? [`internal/${parts[1]}`] : [];
  return parts.length > 1 ? [parts[0], name] : [name];
}

/** @param {[string, number]} a @param {[string, number]} b */
function byKey([a], [b]) {
  return byteOrder(a, b);
}
