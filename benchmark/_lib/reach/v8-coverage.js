'use strict';

// Reading the coverage files a run pass left in its NODE_V8_COVERAGE
// directory (reach/map.js sets it): the call counts of node's built-in
// functions. V8 writes one file per process (and per v8.takeCoverage()):
//
//   coverage-<pid>-<time>-<n>.json
//   { "result": [ { "url": "node:string_decoder", "functions": [
//       { "functionName": "write", "isBlockCoverage": true,
//         "ranges": [ { "startOffset": 3227, "endOffset": 3612, "count": 1000 }, ...block ranges ] } ] } ] }
//
// The first range of a function is the whole function, and its count the
// calls. The directory is written by a process that runs a pull request's
// benchmark code, so everything in it is hostile input:
//   - at most MAX_ENTRIES names are looked at and MAX_FILES coverage files
//     read, each at most MAX_FILE_BYTES and MAX_TOTAL_BYTES in all, through
//     plain-file.js (never through a link, never blocking on a FIFO);
//   - each file is parsed in a try, and only the expected shapes are taken:
//     a url string starting with 'node:' (others, the benchmark's own files,
//     are left out), a function name string of at most MAX_NAME characters,
//     whole offsets with start <= end, a count that is a whole number >= 0;
//     a script or a function of another shape is skipped and counted;
//   - whatever is skipped is said in a warning that names the file (its
//     name shown as JSON and clipped: a name is the pull request's text).
// A process can still write well-shaped counts of its own choosing for a
// `node:` url: the map is what the pull request's processes say, a guide
// to which configurations to run, not a proof.

const fs = require('fs');
const path = require('path');
const { readPlainFile } = require('../plain-file.js');
const { byteOrder, clip, errorMessage } = require('../text.js');

const LIMITS = Object.freeze({
  // A run pass is one process; servers and load generators (http) add a few.
  entries: 1000,
  files: 32,
  // A run pass of the bundled files writes about 130 KB.
  fileBytes: 32 * 1024 * 1024,
  totalBytes: 128 * 1024 * 1024,
  // Node's built-ins have a few thousand functions loaded at most.
  functions: 200_000,
  url: 300,
  name: 1000,
});
const COVERAGE_NAME = /^coverage-[\w.-]*\.json$/;
const SHOWN_NAME = 80;

/**
 * @typedef {{ name: string, start: number, end: number, count: number }} BuiltinCall
 *   a built-in function called at least once: its name, its first range's offsets, its calls
 * @typedef {Map<string, Map<string, BuiltinCall>>} Calls  url → (name, start, end) → calls
 */

/** A name from the directory as a warning shows it. @param {string} name */
function shown(name) {
  return clip(JSON.stringify(name), SHOWN_NAME);
}

/**
 * The names in `dir`, at most LIMITS.entries of them, sorted; `more` when
 * there were more.
 * @param {string} dir
 */
function listNames(dir) {
  const names = [];
  let more = false;
  const handle = fs.opendirSync(dir);
  try {
    for (let entry = handle.readSync(); entry !== null; entry = handle.readSync()) {
      if (names.length === LIMITS.entries) {
        more = true;
        break;
      }
      names.push(entry.name);
    }
  } finally {
    handle.closeSync();
  }
  return { names: names.sort(byteOrder), more };
}

const isOffset = (v) => Number.isSafeInteger(v) && v >= 0;

/**
 * One function of a `node:` script, or null when it is not of coverage's shape.
 * @param {any} fn
 * @returns {BuiltinCall | null}
 */
function readFunction(fn) {
  if (fn === null || typeof fn !== 'object') return null;
  const { functionName, ranges } = fn;
  if (typeof functionName !== 'string' || functionName.length > LIMITS.name) return null;
  if (!Array.isArray(ranges) || ranges.length === 0) return null;
  const whole = ranges[0];
  if (whole === null || typeof whole !== 'object') return null;
  const { startOffset, endOffset, count } = whole;
  if (!isOffset(startOffset) || !isOffset(endOffset) || startOffset > endOffset || !isOffset(count)) return null;
  return { name: functionName, start: startOffset, end: endOffset, count };
}

/**
 * Adds one parsed coverage file's calls of built-in functions to `calls`.
 * @param {any} data  the parsed file
 * @param {Calls} calls
 * @returns {{ skipped: number, shape: boolean, tooMany: boolean }}  skipped: scripts and functions not of
 *   coverage's shape; shape: false when the file is not a coverage file at all; tooMany: it had more than
 *   LIMITS.functions functions, the rest were left out
 */
function addCalls(data, calls) {
  if (data === null || typeof data !== 'object' || !Array.isArray(data.result)) {
    return { skipped: 0, shape: false, tooMany: false };
  }
  let skipped = 0;
  let seen = 0;
  for (const script of data.result) {
    if (script === null || typeof script !== 'object' || typeof script.url !== 'string' ||
        !Array.isArray(script.functions)) {
      skipped++;
      continue;
    }
    const { url } = script;
    if (!url.startsWith('node:')) continue;
    if (url.length > LIMITS.url) {
      skipped++;
      continue;
    }
    for (const fn of script.functions) {
      if (++seen > LIMITS.functions) return { skipped, shape: true, tooMany: true };
      const call = readFunction(fn);
      if (call === null) {
        skipped++;
      } else if (call.count > 0) {
        addCall(calls, url, call);
      }
    }
  }
  return { skipped, shape: true, tooMany: false };
}

/**
 * Sums the calls of one function over files (and processes).
 * @param {Calls} calls @param {string} url @param {BuiltinCall} call
 */
function addCall(calls, url, call) {
  let functions = calls.get(url);
  if (!functions) {
    functions = new Map();
    calls.set(url, functions);
  }
  const key = `${call.start}:${call.end}:${call.name}`;
  const known = functions.get(key);
  if (known) known.count = Math.min(known.count + call.count, Number.MAX_SAFE_INTEGER);
  else functions.set(key, { ...call });
}

/**
 * The built-in functions called at least once, by the processes that
 * wrote coverage files into `dir`, and what was skipped, in words.
 * @param {string} dir  a NODE_V8_COVERAGE directory
 * @param {string} where  what wrote it, for the warnings (`string_decoder/string-decoder.js n=1500 ...`)
 * @returns {{ builtins: Record<string, BuiltinCall[]>, files: number, warnings: string[] }}
 *   builtins: url → its functions with calls, in source order; files: the coverage files read
 */
function readCoverageDir(dir, where) {
  /** @type {Calls} */
  const calls = new Map();
  const warnings = [];
  const warn = (text) => warnings.push(`${where}: ${text}`);
  let listed;
  try {
    listed = listNames(dir);
  } catch (err) {
    warn(`its coverage directory could not be read: ${errorMessage(err)}`);
    return { builtins: {}, files: 0, warnings };
  }
  if (listed.more) warn(`more than ${LIMITS.entries} names in its coverage directory; the rest were skipped`);
  let files = 0;
  let bytes = 0;
  for (const name of listed.names) {
    if (!COVERAGE_NAME.test(name)) {
      warn(`${shown(name)} in its coverage directory is not a coverage file (node writes ` +
           'coverage-<pid>-<time>-<n>.json), ignored');
      continue;
    }
    if (files === LIMITS.files) {
      warn(`more than ${LIMITS.files} coverage files; ${shown(name)} and the rest were skipped`);
      break;
    }
    files++;
    const max = Math.min(LIMITS.fileBytes, LIMITS.totalBytes - bytes);
    let text;
    try {
      const read = readPlainFile(path.join(dir, name), max, shown(name));
      if (read === null) continue;
      bytes += read.length;
      text = read.toString('utf8');
    } catch (err) {
      warn(`coverage file skipped: ${errorMessage(err)}`);
      continue;
    }
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      warn(`coverage file ${shown(name)} is not JSON, ignored`);
      continue;
    }
    const added = addCalls(data, calls);
    if (!added.shape) warn(`coverage file ${shown(name)} has no "result" array, ignored`);
    if (added.skipped > 0) {
      warn(`coverage file ${shown(name)}: ${added.skipped} scripts or functions not of V8 coverage's shape, skipped`);
    }
    if (added.tooMany) {
      warn(`coverage file ${shown(name)} has more than ${LIMITS.functions} functions; the rest were skipped`);
    }
  }
  return { builtins: builtinsOf(calls), files, warnings };
}

/** @param {Calls} calls @returns {Record<string, BuiltinCall[]>} */
function builtinsOf(calls) {
  const urls = [...calls.keys()].sort(byteOrder);
  return Object.fromEntries(urls.map((url) => [url, [...(calls.get(url)?.values() ?? [])]
    .sort((a, b) => a.start - b.start || a.end - b.end)]));
}

module.exports = { readCoverageDir, addCalls, LIMITS };
