'use strict';

// The progress line of compare.js --schedule rounds and scatter.js, as Node
// core draws it, with an estimated time to completion appended:
//
//   [00:01:05|%  25| 1/4 files | 12/60 runs | 3/8 configs]: buffers/buffer-from.js ETA 00:03:15
//
// and of compare.js's blocks (BlockProgress): blocks done of planned (the
// plan shrinks as configurations stop), configurations still running, and
// the blocks still planned at the mean block time so far:
//
//   [00:01:05|%  33| 40/120 blocks | 5/8 configs running]: buffers/buffer-from.js ETA 00:02:10
//
// (`ETA ≥ 00:02:10` while no configuration's noise is known yet: the least the run can take).
//
// Either is drawn on stderr only when stderr is a terminal and stdout is not
// (the usual `compare.js ... > out.csv`), so the CSV stays clean.

const readline = require('readline');

function pad(input, minLength, fill = ' ') {
  const str = `${input}`;
  return fill.repeat(Math.max(0, minLength - str.length)) + str;
}

function fraction(numerator, denominator) {
  const fdenominator = `${denominator}`;
  return `${pad(numerator, fdenominator.length)}/${fdenominator}`;
}

function clock(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return `${pad(hours, 2, '0')}:${pad(minutes, 2, '0')}:${pad(s % 60, 2, '0')}`;
}

class BenchmarkProgress {
  /**
   * @param {Array<{filename: string}>} queue every job, in order
   * @param {string[]} benchmarks the files
   * @param {{ stream?: { isTTY?: boolean, write(s: string): unknown }, now?: () => number,
   *   stdoutFree?: boolean }} [effects]
   *   `now` returns milliseconds; injected so tests need not wait. stdoutFree:
   *   nothing goes to stdout until the run ends (compare.js --analyze), so the
   *   bar is drawn on a terminal's stderr even when stdout is that terminal.
   */
  constructor(queue, benchmarks, effects = {}) {
    this.queue = queue;
    this.benchmarks = benchmarks;
    this.stream = effects.stream ?? process.stderr;
    this.stdoutFree = effects.stdoutFree ?? false;
    this.now = effects.now ?? (() => performance.now());
    this.completedRuns = 0;
    this.scheduledRuns = queue.length;
    this.runsPerFile = benchmarks.length > 0 ? queue.length / benchmarks.length : 0;
    this.currentFile = '';
    this.completedConfig = 0;
    this.scheduledConfig = 0;
    this.interval = null;
    // Set by startQueue(); NaN until then, so an elapsed time read before it
    // is NaN.
    this.kStartOfQueue = NaN;
  }

  startQueue(index) {
    this.kStartOfQueue = this.now();
    this.currentFile = this.queue[index].filename;
    this.interval = setInterval(() => {
      if (this.completedRuns === this.scheduledRuns) {
        clearInterval(this.interval);
      } else {
        this.updateProgress();
      }
    }, 1000);
    this.interval.unref();
  }

  startSubqueue(data, index) {
    if (this.currentFile !== data.name || index === 0) {
      this.currentFile = data.name;
      this.scheduledConfig = data.queueLength;
    }
    this.completedConfig = 0;
    this.updateProgress();
  }

  completeConfig() {
    this.completedConfig++;
    this.updateProgress();
  }

  completeRun() {
    this.completedRuns++;
    this.updateProgress();
  }

  stop() {
    clearInterval(this.interval);
  }

  getProgress() {
    const elapsedSeconds = (this.now() - this.kStartOfQueue) / 1000;
    const runsPerFile = this.runsPerFile;
    const completedRuns = this.completedRuns;
    const scheduledRuns = this.scheduledRuns;
    const finished = completedRuns === scheduledRuns;
    const completedFiles = Math.floor(completedRuns / runsPerFile);
    const completedRunsForFile = finished ? runsPerFile : completedRuns % runsPerFile;
    const completedConfig = this.completedConfig;
    const scheduledConfig = this.scheduledConfig;
    const configFraction = completedConfig === scheduledConfig || scheduledConfig === 0 ?
      0 : completedConfig / scheduledConfig;
    const done = (completedRuns + configFraction) / scheduledRuns;
    const percent = pad(Math.floor(done * 100), 3);
    // A linear estimate: the remaining share of the work at the pace so far.
    const eta = done > 0 && !finished ? ` ETA ${clock(elapsedSeconds * (1 - done) / done)}` : '';
    return `[${clock(elapsedSeconds)}|% ${percent}| ` +
           `${fraction(completedFiles, this.benchmarks.length)} files | ` +
           `${fraction(completedRunsForFile, runsPerFile)} runs | ` +
           `${fraction(completedConfig, scheduledConfig)} configs]: ` +
           `${finished ? 'Done\n' : `${this.currentFile}${eta} `}`;
  }

  updateProgress() {
    draw(this.stream, this.getProgress(), this.stdoutFree);
  }
}

function draw(stream, line, stdoutFree) {
  if (!stream.isTTY || (process.stdout.isTTY && !stdoutFree)) return;
  const writable = /** @type {NodeJS.WritableStream} */ (stream);
  readline.clearLine(writable, 0);
  readline.cursorTo(writable, 0);
  stream.write(line);
}

class BlockProgress {
  /**
   * @param {{ stream?: { isTTY?: boolean, write(s: string): unknown }, stdoutFree?: boolean }} [effects]
   *   stdoutFree: as BenchmarkProgress's
   */
  constructor(effects = {}) {
    this.stream = effects.stream ?? process.stderr;
    this.stdoutFree = effects.stdoutFree ?? false;
  }

  /** While the configurations are being learnt, before any block. */
  learning(done, files, elapsed) {
    draw(this.stream, `[${clock(elapsed)}| learning configurations: ${fraction(done, files)} files] `, this.stdoutFree);
  }

  /**
   * @param {{ done: number, planned: number, active: number, total: number,
   *   elapsed: number, eta: number, atLeast?: boolean, current: string }} state  times in seconds;
   *   atLeast: the ETA is the least the run can take (`ETA ≥ 00:02:10`)
   */
  update(state) {
    draw(this.stream, BlockProgress.line(state), this.stdoutFree);
  }

  static line({ done, planned, active, total, elapsed, eta, atLeast = false, current }) {
    const finished = active === 0;
    const percent = pad(planned > 0 ? Math.floor(100 * done / planned) : 100, 3);
    return `[${clock(elapsed)}|% ${percent}| ${fraction(done, planned)} blocks | ` +
           `${fraction(active, total)} configs running]: ` +
           `${finished ? 'Done\n' : `${current} ETA ${atLeast ? '≥ ' : ''}${clock(eta)} `}`;
  }
}

module.exports = BenchmarkProgress;
module.exports.BlockProgress = BlockProgress;
