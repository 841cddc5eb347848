'use strict';

// What a tool does when its stdout cannot be written, for every tool here,
// with compare.js's exit codes (exit-codes.js). It needs nothing else, so
// that doctor.js, which runs from a plain clone with a minimal set of files,
// uses it too.

const { EXIT } = require('./exit-codes.js');

/**
 * What a failed write to stdout does. The reader went away (`… | head -1`):
 * stop quietly with status 0, as Unix tools do. They die of SIGPIPE, which
 * node ignores; 0 (as ripgrep's), since the reader had all it wanted and a
 * `set -o pipefail` script should not fail for it. Any other error (a full
 * disk): `onWriteError`, by default one line and EXIT.output. Never an
 * EPIPE or ENOSPC stack trace.
 * @param {string} tool  e.g. `analyze.js`, the prefix of the message
 * @param {{ beforeExit?: () => void, onWriteError?: (err: NodeJS.ErrnoException) => void }} [options]
 */
function watchStdout(tool, { beforeExit = () => {}, onWriteError = (err) => failedStdout(tool, err) } = {}) {
  process.stdout.on('error', (err) => {
    beforeExit();
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'EPIPE') process.exit(0);
    onWriteError(err);
  });
}

/**
 * Stdout could not be written (a full disk, an I/O error): one line that
 * says so, and EXIT.output, as compare.js's exit codes mean it.
 * @param {string} tool  e.g. `run.js`
 * @param {unknown} err
 * @returns {never}
 */
function failedStdout(tool, err) {
  process.stderr.write(`${tool}: cannot write to stdout: ${writeErrorText(err)}; stopped\n`);
  process.exit(EXIT.output);
}

/**
 * A failed write as a person reads it: `no space left on device (ENOSPC)`.
 * @param {unknown} err
 */
function writeErrorText(err) {
  const { code, message } = /** @type {NodeJS.ErrnoException} */ (err);
  // Node's system errors read `ENOSPC: no space left on device, write`.
  const reason = /^[A-Z0-9_]+: (.*?)(?:, \w+)?$/.exec(String(message))?.[1] ?? String(message);
  return code ? `${reason} (${code})` : reason;
}

module.exports = { watchStdout, failedStdout, writeErrorText };
