'use strict';

// The progress line of compare.js --schedule rounds and scatter.js, as Node
// core draws it, with an estimated time to completion appended:
//
//   [00:01:05|%  25| 1/4 files | 12/60 runs | 3/8 configs]: buffers/buffer-from.js ETA 00:03:15
//
// and of compare.js's blocks (BlockProgress): blocks done, configurations
// still running, and the blocks still planned at the mean block time so far.
// A fixed plan (--runs) knows its blocks from the start:
//
//   [00:01:05|%  33|  40/120 blocks | 5/8 configs running]: buffers/buffer-from.js ETA 00:02:10
//
// An adaptive plan does not: each configuration stops when its answer is
// clear, and how soon is an estimate that grows and shrinks as the noise
// shows itself (16 blocks of 160 expected could become 17 of 1600). A person
// must not see the line go back, so it shows the blocks done and the most the
// run can take (every running configuration to --max-runs: a bound that only
// falls, as configurations stop), and the share done of the blocks expected,
// held where it was while the expectation grows:
//
//   [00:01:05|%  33| 40 blocks, up to 1600 | 5/8 configs running]: buffers/buffer-from.js ETA 00:02:10
//
// (`ETA ≥ 00:02:10` while no configuration's noise is known yet: the least the run can take).
//
// Either is drawn on stderr when stderr is a terminal and stdout is not
// (the usual `compare.js ... > out.csv`), so the CSV stays clean. When stderr
// is not a terminal (a CI log, a pipe), the same line is written plain, with
// no carriage return, once every 30 seconds, and the last line at the end if
// any was written: a short run stays silent, a long one shows it is alive.

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

/** How often a plain line is written off a terminal, in milliseconds. */
const PLAIN_INTERVAL = 30_000;

/** The one door to stderr of both progress lines: a terminal's redrawn line, or plain lines off one. */
class Drawer {
  /**
   * @param {{ stream?: { isTTY?: boolean, write(s: string): unknown }, stdoutFree?: boolean,
   *   now?: () => number }} effects  now: milliseconds
   */
  constructor(effects) {
    this.stream = effects.stream ?? process.stderr;
    this.stdoutFree = effects.stdoutFree ?? false;
    this.now = effects.now ?? (() => performance.now());
    this.lastPlain = this.now();
    this.plainWritten = false;
    this.closed = false;
  }

  /** @param {string} line @param {boolean} finished  the last line: written plain only after earlier ones */
  draw(line, finished) {
    if (this.stream.isTTY) {
      if (process.stdout.isTTY && !this.stdoutFree) return;
      const writable = /** @type {NodeJS.WritableStream} */ (this.stream);
      readline.clearLine(writable, 0);
      readline.cursorTo(writable, 0);
      this.stream.write(line);
      return;
    }
    if (this.closed) return;
    const at = this.now();
    if (finished ? !this.plainWritten : at - this.lastPlain < PLAIN_INTERVAL) return;
    this.lastPlain = at;
    this.plainWritten = true;
    this.closed = finished;
    this.stream.write(`${line.trimEnd()}\n`);
  }
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
    this.now = effects.now ?? (() => performance.now());
    this.drawer = new Drawer({ ...effects, now: this.now });
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
    this.drawer.draw(this.getProgress(), this.completedRuns === this.scheduledRuns);
  }
}

class BlockProgress {
  /**
   * @param {{ stream?: { isTTY?: boolean, write(s: string): unknown }, stdoutFree?: boolean,
   *   now?: () => number }} [effects]  stdoutFree: as BenchmarkProgress's; now: milliseconds
   */
  constructor(effects = {}) {
    this.drawer = new Drawer(effects);
    // The share shown so far, in percent: it never moves back.
    this.shown = 0;
  }

  /** While the configurations are being learnt, before any block. */
  learning(done, files, elapsed) {
    this.drawer.draw(`[${clock(elapsed)}| learning configurations: ${fraction(done, files)} files] `, false);
  }

  /**
   * @param {BlockState} state
   */
  update(state) {
    const finished = state.active === 0;
    const share = state.planned > 0 ? Math.floor(100 * state.done / state.planned) : 0;
    // 100 only when done: an estimate that the last block ends the run can be wrong.
    this.shown = finished ? 100 : Math.min(99, Math.max(this.shown, share));
    this.drawer.draw(BlockProgress.line(state, this.shown), finished);
  }

  /**
   * @typedef {{ done: number, planned: number, cap: number, adaptive: boolean, active: number, total: number,
   *   elapsed: number, eta: number, atLeast?: boolean, current: string }} BlockState
   *   times in seconds; planned: the blocks expected in all; cap: the most the run can take (every
   *   running configuration to its limit); adaptive: the plan stops configurations early, so planned
   *   is an estimate; atLeast: the ETA is the least the run can take (`ETA ≥ 00:02:10`)
   * @param {BlockState} state
   * @param {number} percent  the share to show
   */
  static line({ done, planned, cap, adaptive, active, total, elapsed, eta, atLeast = false, current }, percent) {
    const finished = active === 0;
    const blocks = adaptive && !finished ? `${done} blocks, up to ${cap}` : `${fraction(done, planned)} blocks`;
    return `[${clock(elapsed)}|% ${pad(percent, 3)}| ${blocks} | ` +
           `${fraction(active, total)} configs running]: ` +
           `${finished ? 'Done\n' : `${current} ETA ${atLeast ? '≥ ' : ''}${clock(eta)} `}`;
  }
}

module.exports = BenchmarkProgress;
module.exports.BlockProgress = BlockProgress;
