// Refuses a Node.js older than package.json's engines.node before `npm test`
// (its pretest) or the demo (`npm run demo` and scripts/demo.js) starts, and
// says how to get a newer one. Without it, npm only warns, and the first sign
// is a test failing on an older V8's wording.
//
//   node scripts/check-node.cjs   -> silent, exit 0, when this Node.js is new enough;
//                                    else the reason and the fix on stderr, exit 1
//
// CommonJS in ES5 syntax, with no dependencies, on purpose: it has to run on
// the old Node.js it refuses, which may not parse what the rest of the
// repository is written in.

'use strict';
/* global process */

var engines = require('../package.json').engines.node;

/**
 * What is wrong with running on Node.js `version` under `range`, or null.
 * @param {string} version  process.version, e.g. 'v20.19.2'
 * @param {string} range  package.json's engines.node, of the form '>=22.11.0'
 * @param {string} [where]  the binary, e.g. process.execPath
 * @returns {string | null}
 */
function problem(version, range, where) {
  var min = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!min) throw new Error('package.json: engines.node should read >=X.Y.Z, not ' + JSON.stringify(range));
  var have = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!have) throw new Error('not a Node.js version: ' + JSON.stringify(version));
  var order = 0;
  for (var i = 1; i <= 3 && order === 0; i++) order = Number(have[i]) - Number(min[i]);
  if (order >= 0) return null;
  var wanted = min[1] + '.' + min[2] + (min[3] === '0' ? '' : '.' + min[3]);
  return 'node-benchmark-action needs Node.js ' + wanted + ' or newer (this is ' +
    version.replace(/^v/, '') + (where ? ', ' + where : '') + '): install the latest Node.js ' + min[1] +
    ' or a newer LTS release, e.g. with `nvm install --lts`, or put a newer node first on PATH.';
}

var found = problem(process.version, engines, process.execPath);
if (found !== null) {
  process.stderr.write(found + '\n');
  process.exit(1);
}

module.exports = { problem: problem };
