'use strict';

// Where compare.js writes what it measures: the CSV (stdout, unless the
// analysis takes it; --csv's file; and memory, for --analyze) and the
// records (--ndjson, through records.js). A write that fails (a full disk,
// an I/O error; a reader gone away is driver.js's, quietly) is named in one
// line, with what still holds every result so far, and ends the run with
// EXIT.output: no stack trace, and nothing measured lost that another
// output kept.
//
//   compare.js: cannot write the CSV to stdout: no space left on device (ENOSPC); stopped after 120
//   results; nothing measured is lost: every sample so far is in samples.ndjson

const fs = require('fs');
const { openOutput, openRecorder } = require('../run/driver.js');
const { writeErrorText } = require('../stdout.js');
const { EXIT } = require('../exit-codes.js');

/**
 * @typedef {{ what: string, where: string }} Output  e.g. the CSV, stdout
 */

/**
 * Opens the outputs (a file that cannot be opened is a usage error, before
 * anything runs).
 * @param {import('../../_cli.js').CLI} cli
 * @param {{ analyze: boolean, csvToStdout: boolean, csvFile: string | null }} analysis  compare-options.js readAnalysis
 * @param {{ stop: () => void }} running  kills the running benchmark before the exit
 */
function openOutputs(cli, analysis, running) {
  const ndjson = cli.optional.ndjson ?? null;
  const state = { rows: -1, finished: false }; // -1: the header is not a result
  /** @type {Output} */
  const stdout = { what: analysis.csvToStdout ? 'the CSV' : 'the analysis', where: 'stdout' };

  /**
   * @param {Output} failed
   * @param {unknown} err
   * @returns {never}
   */
  function fail(failed, err) {
    running.stop();
    const holders = [analysis.csvToStdout && 'the CSV so far is on stdout', analysis.csvFile &&
      `the CSV so far is in ${analysis.csvFile}`, ndjson && `every sample so far is in ${ndjson}`]
      .filter((text) => text && !text.endsWith(` ${failed.where}`));
    const kept = holders.length > 0 ? `nothing measured is lost: ${holders.join(', and ')}` :
      'the results so far are lost (--ndjson <file> keeps a record of every sample as it comes)';
    const rows = Math.max(0, state.rows);
    process.stderr.write(`compare.js: cannot write ${failed.what} to ${failed.where}: ${writeErrorText(err)}; ` +
      `${state.finished ? `the run had ended (${rows} results)` : `stopped after ${rows} results`}; ${kept}\n`);
    process.exit(EXIT.output);
  }

  /** Runs `write`; a failed write() system call is `output`'s failure. */
  const guarded = (output, write) => {
    try {
      write();
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).syscall === 'write') fail(output, err);
      throw err;
    }
  };

  const records = openRecorder(cli, ndjson, { keep: analysis.analyze });
  /** @type {Record<string, number>} a final look's state -> configurations */
  const stops = {};
  /** @type {Record<string, number>} a final look's state -> the blocks of those configurations */
  const stopBlocks = {};
  const recorder = {
    stops,
    stopBlocks,
    text: () => records.text(),
    /** Writes a record; counts the configurations' final looks, for the summary at the end. */
    write(type, fields) {
      if (type === 'look' && fields.state !== 'continue') {
        stops[fields.state] = (stops[fields.state] ?? 0) + 1;
        stopBlocks[fields.state] = (stopBlocks[fields.state] ?? 0) + fields.blocks;
      }
      guarded({ what: 'the records', where: ndjson ?? '' }, () => records.write(type, fields));
    },
  };

  const fd = openOutput(cli, analysis.csvFile, '--csv');
  const kept = [];
  const csv = {
    /** @param {string} text */
    write(text) {
      state.rows++;
      if (analysis.csvToStdout) process.stdout.write(text);
      if (fd !== null) guarded({ what: 'the CSV', where: analysis.csvFile ?? '' }, () => fs.writeSync(fd, text));
      if (analysis.analyze) kept.push(text);
    },
    text: () => kept.join(''),
  };

  return {
    recorder,
    csv,
    /** For driver.js interruptions(): a write to stdout that failed. @param {unknown} err */
    stdoutFailed: (err) => fail(stdout, err),
    /** The run is over: what comes now is the analysis. */
    finish() {
      state.finished = true;
    },
  };
}

module.exports = { openOutputs };
