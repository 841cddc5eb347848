'use strict';

// Whether a binary given as --old or --new starts as node: run once with
// `--version` before any benchmark runs. Without it, `--new /bin/false` was
// found out only after every old-side configuration of the run had been
// measured (160 rows, then a failure for every new one). A file that is not
// executable, a directory or a missing one never gets here (driver.js
// resolveBinary names those).
//
// Node-like: exits 0 within the time, and its first line is a version
// number, as node's (`v22.11.0`; a nightly's `v24.0.0-nightly2025...`, and
// without the v as some runtimes print it). GNU's /bin/true prints
// `true (GNU coreutils) 9.1` and exits 0: that is not node. The Action's build
// checks its binaries with `--version` too (src/machine/build.js).

const child_process = require('child_process');
const { clip } = require('../text.js');

/** How long `--version` may take: a debug build or a sandbox launcher takes a second or so. */
const VERSION_TIMEOUT_MS = 30_000;

// The first line of `node --version`: `v22.11.0`, `v23.0.0-pre`, `1.1.38`.
const VERSION = /^v?\d+\.\d+\.\d+/;

/**
 * Why `binary --version` does not look like node starting, or null with the
 * version it printed.
 * @param {string} binary  an executable file's path
 * @param {{ spawnSync?: typeof child_process.spawnSync, timeout?: number }} [effects]  timeout: milliseconds
 * @returns {{ version: string, problem: null } | { version: null, problem: string }}
 */
function checkStarts(binary, { spawnSync = child_process.spawnSync, timeout = VERSION_TIMEOUT_MS } = {}) {
  const result = spawnSync(binary, ['--version'], {
    encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1024 * 1024,
  });
  const command = `'${binary} --version'`;
  const error = /** @type {NodeJS.ErrnoException | undefined} */ (result.error);
  const printed = firstLine(result.stderr) || firstLine(result.stdout);
  const saying = printed ? `: ${printed}` : ' and printed nothing';
  if (error?.code === 'ETIMEDOUT') {
    return { version: null, problem: `${command} did not finish within ${timeout / 1000} s` };
  }
  if (error) return { version: null, problem: `${command} could not be started (${error.code ?? error.message})` };
  if (result.signal) return { version: null, problem: `${command} was killed by ${result.signal}${saying}` };
  if (result.status !== 0) return { version: null, problem: `${command} exited with code ${result.status}${saying}` };
  const version = firstLine(result.stdout);
  if (!VERSION.test(version)) {
    return { version: null, problem: `${command} printed ${version ? `'${version}'` : 'nothing'}, not a node ` +
      'version (v22.11.0)' };
  }
  return { version, problem: null };
}

/**
 * Whether `binary`'s V8 counts the bytes it allocates (total_allocated_bytes,
 * Node 26 and later): only then is a run pass worth the allocation preload
 * (allocations.js), whose presence alone moved some configurations' rates
 * by 10 points and more between Node 22 and 24 (docs/differences.md).
 * @param {string} binary
 * @param {{ spawnSync?: typeof child_process.spawnSync, timeout?: number }} [effects]
 */
function countsAllocations(binary, { spawnSync = child_process.spawnSync, timeout = VERSION_TIMEOUT_MS } = {}) {
  const result = spawnSync(binary, ['-p', "typeof require('v8').getHeapStatistics().total_allocated_bytes"], {
    encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1024 * 1024,
  });
  return result.status === 0 && firstLine(result.stdout) === 'number';
}

/**
 * Both binaries start as node, or the run is refused (the CLI's usage exit)
 * before anything runs, naming each that does not.
 * @param {import('../../_cli.js').CLI} cli
 * @param {{ old: string, new: string }} binaries  resolved paths (driver.js resolveBinary)
 */
function refuseNotNode(cli, binaries) {
  const problems = [];
  for (const name of /** @type {const} */ (['old', 'new'])) {
    const { problem } = checkStarts(binaries[name]);
    if (problem) {
      problems.push(`Invalid --${name}: '${cli.optional[name]}' does not run as node: ${problem}; ` +
                    'give the path of a node binary');
    }
  }
  if (problems.length > 0) cli.abort(problems.join('\n'));
}

/** The first line that is not blank, trimmed and cut short; '' when none. @param {string | null | undefined} text */
function firstLine(text) {
  const line = String(text ?? '').split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '';
  return clip(line, 200);
}

module.exports = { checkStarts, countsAllocations, refuseNotNode, VERSION_TIMEOUT_MS };
