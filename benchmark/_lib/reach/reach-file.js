'use strict';

// The file reach.js --format json writes, as compare.js --reach reads it:
// which configurations of which categories to run. The file may have been
// made where a pull request's benchmark code ran (its coverage), so it is
// read as untrusted: bounded, each part of its expected shape, and what does
// not fit is refused with the part named.
//
//   { "version": 1, "categories": ["string_decoder"],
//     "functions": [{ "file": "lib/string_decoder.js", "name": "StringDecoder.prototype.write",
//       "configurations": [{ "filename": "string_decoder/string-decoder.js",
//         "configuration": "encoding='utf8' ...", "args": ["encoding=utf8", ...], "callsPerOp": 1 }] }],
//     "unreachable": [{ "file": "lib/string_decoder.js", "name": "StringDecoder.prototype.text" }] }

const REACH_VERSION = 1;
const LIMITS = Object.freeze({ bytes: 16 * 1024 * 1024, functions: 10_000, configurations: 100_000, args: 200, text: 4096 });

class ReachFileError extends Error {}

const isText = (v) => typeof v === 'string' && v.length > 0 && v.length <= LIMITS.text;

/**
 * @param {string} text
 * @returns {{ categories: string[], keys: Set<string>, filenames: Set<string>, functions: number, unreachable: number }}
 *   keys: configurationKey of each configuration to run
 * @throws {ReachFileError}
 */
function readReachFile(text) {
  if (text.length > LIMITS.bytes) throw new ReachFileError(`larger than ${LIMITS.bytes / 1024 / 1024} MiB`);
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ReachFileError(`not JSON (${/** @type {Error} */ (err).message}): expected what reach.js --format json writes`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new ReachFileError('not a JSON object');
  if (data.version !== REACH_VERSION) {
    throw new ReachFileError(`of version ${JSON.stringify(data.version)}; this compare.js reads version ${REACH_VERSION}`);
  }
  if (!Array.isArray(data.categories) || !data.categories.every(isText) || data.categories.length > 1000) {
    throw new ReachFileError('"categories" is not a list of category names');
  }
  if (!Array.isArray(data.functions) || data.functions.length > LIMITS.functions) {
    throw new ReachFileError(`"functions" is not a list of at most ${LIMITS.functions}`);
  }
  const keys = new Set();
  const filenames = new Set();
  let count = 0;
  data.functions.forEach((fn, i) => {
    if (fn === null || typeof fn !== 'object' || !Array.isArray(fn.configurations)) {
      throw new ReachFileError(`functions[${i}] has no list of configurations`);
    }
    fn.configurations.forEach((c, j) => {
      if (++count > LIMITS.configurations) throw new ReachFileError(`more than ${LIMITS.configurations} configurations`);
      if (c === null || typeof c !== 'object' || !isText(c.filename) || !Array.isArray(c.args) ||
          c.args.length > LIMITS.args || !c.args.every((a) => typeof a === 'string' && a.length <= LIMITS.text)) {
        throw new ReachFileError(`functions[${i}].configurations[${j}] needs a filename and args (a list of strings)`);
      }
      keys.add(configurationKey(c.filename, c.args));
      filenames.add(c.filename);
    });
  });
  const unreachable = Array.isArray(data.unreachable) ? data.unreachable.length : 0;
  return { categories: data.categories, keys, filenames, functions: data.functions.length, unreachable };
}

/** How a configuration is known across the reach map and compare.js: its file and run pass argv. */
function configurationKey(filename, args) {
  return JSON.stringify([filename, args]);
}

module.exports = { readReachFile, configurationKey, ReachFileError, REACH_VERSION, REACH_LIMITS: LIMITS };
