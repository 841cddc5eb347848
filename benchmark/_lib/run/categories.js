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
//
// A name that would break a row of the CSV is refused here, for every tool
// at once: Node core's compare.js writes the `category/file.js` column
// without escaping it, so a file of a pull request named `a"<newline>"old",...`
// wrote rows of its own choosing and broke the pairing of old and new. Such
// a file is listed apart (`refused`) for the command line to name, and the
// others still run.

const fs = require('fs');
const path = require('path');
const { byteOrder, errorMessage } = require('../text.js');

/** The benchmark directory cannot be read: its message says which and why. */
class CategoriesError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'CategoriesError';
  }
}

/**
 * @typedef {{ name: string, scripts: string[], refused?: string[] }} Category
 *   refused: the scripts whose `category/file.js` name unsafeName refuses (absent when none)
 */

// A `"` ends a CSV field early; a line break (CR, LF, and the ones some
// readers also split lines on: NEL, U+2028, U+2029) starts a row; any other
// control character has no place in a file name a person reads.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /["\u0000-\u001f\u007f\u0085\u2028\u2029]/u;
const UNSHOWN = /[\u007f\u0085\u2028\u2029]/gu;

/**
 * Whether a benchmark's `category/file.js` name cannot be written into a
 * CSV row as Node core writes it (quoted, never escaped).
 * @param {string} name
 */
function unsafeName(name) {
  return UNSAFE.test(name);
}

/**
 * A name as a message shows it: JSON, so `"` and every control character
 * are escaped, and the line breaks JSON leaves alone too. One line always.
 * @param {string} name
 */
function shownName(name) {
  return JSON.stringify(name).replace(UNSHOWN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The category of a benchmark file as compare.js names it, by its path in
 * the benchmark directory: `buffers` of `buffers/buffer-write.js`. A name
 * without a directory is all category.
 * @param {string} filename
 */
function categoryOf(filename) {
  const slash = filename.indexOf('/');
  return slash === -1 ? filename : filename.slice(0, slash);
}

/**
 * What the command line says of a refused file: which (shown safely), why,
 * and what to do.
 * @param {string} name  its `category/file.js`
 */
function refusedMessage(name) {
  return `refused the benchmark file ${shownName(name)}: its name holds a " or a control character ` +
         '(a line break), which would break its row of the CSV; rename it to run it (the other files run)';
}

/**
 * Every directory except `fixtures` is a category; its scripts are the
 * entries not starting with `.` or `_`, apart from those whose name is
 * unsafe (`refused`; a category whose own name is unsafe has all its
 * scripts refused). Sorted in byte order, which is what
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
    throw new CategoriesError(`Cannot read the benchmark directory ${benchmarkDir}: ${errorMessage(err)}`);
  }
  return names.sort(byteOrder)
    .filter((name) => name !== 'fixtures' && isVisible(name) &&
      fs.statSync(path.join(benchmarkDir, name)).isDirectory())
    .map((name) => {
      const visible = fs.readdirSync(path.join(benchmarkDir, name)).sort(byteOrder).filter(isVisible);
      const refused = visible.filter((script) => unsafeName(`${name}/${script}`));
      const scripts = visible.filter((script) => !refused.includes(script));
      return refused.length > 0 ? { name, scripts, refused } : { name, scripts };
    });
}

/**
 * Not hidden (`.`) and not private (`_`).
 * @param {string} name
 */
function isVisible(name) {
  return !name.startsWith('.') && !name.startsWith('_');
}

module.exports = { listCategories, categoryOf, unsafeName, shownName, refusedMessage, CategoriesError };
