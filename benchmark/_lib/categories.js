'use strict';

// The benchmark categories of a benchmark directory, found the way Node
// core's _cli.js finds them. The one place that walks the directory: the
// command line (_cli.js) and the Action (src/) both ask here. It reads and
// returns; it never prints or exits, so a caller decides what a person sees.
//
//   benchmark/
//     buffers/        a category: its scripts are buffer-write.js, ...
//       _helper.js    private: not a script
//     fixtures/       never a category
//     _cli.js         private: not a category
//     common.js       a file: not a category

const fs = require('fs');
const path = require('path');

/** The benchmark directory cannot be read: its message says which and why. */
class CategoriesError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'CategoriesError';
  }
}

/** @typedef {{ name: string, scripts: string[] }} Category */

/**
 * Every directory except `fixtures` is a category; its scripts are the
 * entries not starting with `.` or `_`. Sorted in byte order, which is what
 * libuv's scandir gives Node core.
 * @param {string} benchmarkDir
 * @returns {Category[]}
 * @throws {CategoriesError} when benchmarkDir cannot be read
 */
function listCategories(benchmarkDir) {
  let names;
  try {
    names = fs.readdirSync(benchmarkDir);
  } catch (err) {
    throw new CategoriesError(`Cannot read the benchmark directory ${benchmarkDir}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return names.sort(byteOrder)
    .filter((name) => name !== 'fixtures' && isVisible(name) &&
      fs.statSync(path.join(benchmarkDir, name)).isDirectory())
    .map((name) => ({
      name,
      scripts: fs.readdirSync(path.join(benchmarkDir, name)).sort(byteOrder).filter(isVisible),
    }));
}

/**
 * Not hidden (`.`) and not private (`_`).
 * @param {string} name
 */
function isVisible(name) {
  return !name.startsWith('.') && !name.startsWith('_');
}

/**
 * @param {string} a
 * @param {string} b
 */
function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

module.exports = { listCategories, CategoriesError };
