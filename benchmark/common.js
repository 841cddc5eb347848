'use strict';

// The harness benchmark files require: `createBenchmark(main, configs, options)`.
// Compatible with Node.js core's benchmark/common.js (the two-pass fork
// protocol, argv parsing, queue order, IPC messages, output formats), so that
// Node core's drivers can run our files and ours can run Node core's.
//
// Where Node core is fragile we do better, and say so:
// - a configuration that fails (non-zero exit, signal, NODE_BENCHMARK_TIMEOUT
//   exceeded) does not abort the file: the config pass reports it (IPC
//   `failure` message, or a line on stderr), runs the remaining
//   configurations, and exits 1 at the end;
// - a run pass killed by a signal counts as a failure, not a success;
// - an unknown name in NODE_RUN_BENCHMARK_GROUPS is a clear error.

const child_process = require('child_process');
const path = require('path');
const http_benchmarkers = require('./_http-benchmarkers.js');
const { jsonConfiguration, standaloneLine } = require('./_format.js');
const { urls, searchParams, bakeUrlData } = require('./_url-data.js');
const { allocationCounter, memoryNow } = require('./_allocations.js');

const STDERR_TAIL_BYTES = 4096;

class Benchmark {
  #started = false;
  #ended = false;
  #time = 0n;
  #allocations = allocationCounter();

  constructor(fn, configs, options = {}) {
    // The benchmark's path relative to this directory, e.g. `buffers/buffer-compare.js`.
    this.name = path.relative(__dirname, mainFilename()).split(path.sep).join('/');
    // Node core keeps the empty strings of an empty or padded value, and
    // `node '' file.js` then runs nothing at all: drop them.
    this.flags = process.env.NODE_BENCHMARK_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
    if (options.flags) this.flags = this.flags.concat(options.flags);

    // Set per group below; with no group at all there is nothing to run.
    this.options = {};
    this.extra_options = {};
    const argv = process.argv.slice(2);
    const filter = typeof options.combinationFilter === 'function' ?
      options.combinationFilter : allow;
    if (options.byGroups === true) {
      this.queue = [];
      for (const group of selectedGroups(configs, argv)) {
        const groupConfigs = { ...configs[group], group };
        const parsed = this._parseArgs(argv, groupConfigs, options);
        this.options = parsed.cli;
        this.extra_options = parsed.extra;
        this.queue.push(...this._queue(this.options, filter));
      }
    } else {
      const parsed = this._parseArgs(argv, configs, options);
      this.options = parsed.cli;
      this.extra_options = parsed.extra;
      this.queue = this._queue(this.options, filter);
    }
    this.config = this.queue[0];

    if (this.queue.length === 0) return;

    process.nextTick(() => {
      // Only presence counts: the config pass sets it to the empty string.
      if (process.env.NODE_RUN_BENCHMARK_FN !== undefined) {
        fn(this.config);
      } else {
        if (typeof options.setup === 'function') options.setup(this.queue);
        this._run();
      }
    });
  }

  _parseArgs(argv, configs, options) {
    const cliOptions = {};
    argv = argv.slice();
    const testIndex = argv.indexOf('--test');
    // Wrap single values in arrays; byGroups relies on the group objects
    // being wrapped too, so this mutates `configs` like Node core does.
    for (const [key, value] of Object.entries(configs)) {
      if (!Array.isArray(value)) configs[key] = [value];
    }
    if (testIndex !== -1) {
      for (const [key, values] of Object.entries(configs)) {
        cliOptions[key] = [testValue(key, values[0])];
      }
      for (const [key, value] of Object.entries(options.test ?? {})) {
        cliOptions[key] = Array.isArray(value) ? value : [value];
      }
      argv.splice(testIndex, 1);
    }

    const extraOptions = {};
    const validArgRE = /^(.+?)=([\s\S]*)$/;
    for (const arg of argv) {
      const match = arg.match(validArgRE);
      if (!match) {
        console.error(`bad argument: ${arg}`);
        process.exit(1);
      }
      const [, key, value] = match;
      if (configs[key] !== undefined) {
        cliOptions[key] ??= [];
        // The type of the first declared value decides how the text is read.
        cliOptions[key].push(typeof configs[key][0] === 'number' ? +value : value);
      } else {
        extraOptions[key] = value;
      }
    }
    return { cli: { ...configs, ...cliOptions }, extra: extraOptions };
  }

  // Depth-first cartesian product: the first declared key changes slowest,
  // and each level puts its key first, so a finished combination lists its
  // keys in reverse declaration order (`n=... chunkLen=... encoding=...`).
  _queue(options, filter) {
    const queue = [];
    const keys = Object.keys(options);
    const recursive = (keyIndex, prevConfig) => {
      const key = keys[keyIndex];
      const values = options[key];
      for (const value of values) {
        if (typeof value !== 'number' && typeof value !== 'string') {
          throw new TypeError(`configuration "${key}" had type ${typeof value}`);
        }
        if (typeof value !== typeof values[0]) {
          throw new TypeError(`configuration "${key}" has mixed types`);
        }
        const currConfig = { [key]: value, ...prevConfig };
        if (keyIndex + 1 < keys.length) {
          recursive(keyIndex + 1, currConfig);
        } else {
          accept(currConfig);
        }
      }
    };
    const accept = (config) => {
      const result = filter({ ...config });
      if (typeof result !== 'boolean') {
        throw new TypeError('Combination filter must always return a boolean');
      }
      if (result) queue.push(config);
    };
    if (keys.length > 0) {
      recursive(0, {});
    } else {
      accept({});
    }
    return queue;
  }

  http(options, cb) {
    const http_options = { ...options };
    http_options.benchmarker = http_options.benchmarker ||
                               this.config.benchmarker ||
                               this.extra_options.benchmarker ||
                               http_benchmarkers.default_http_benchmarker;
    http_benchmarkers.run(http_options, (error, code, used_benchmarker, result, elapsed) => {
      if (cb) cb(code);
      if (error) {
        console.error(error);
        process.exit(code || 1);
      }
      this.config.benchmarker = used_benchmarker;
      this.report(result, elapsed);
    });
  }

  // The config pass: fork one run pass per combination, one at a time.
  _run() {
    const timeoutMs = parseTimeout(process.env.NODE_BENCHMARK_TIMEOUT);
    if (process.send) {
      // reportsFailures and timeout tell our drivers that this harness
      // reports each failing configuration and goes on, and keeps the
      // timeout per configuration, itself (benchmark/_lib/run/supervise.js then
      // leaves it alone). Node core's drivers ignore the extra keys.
      /** @type {Record<string, unknown>} */
      const message = { type: 'config', name: this.name, queueLength: this.queue.length, reportsFailures: true };
      if (timeoutMs) message.timeout = timeoutMs / 1000;
      process.send(message);
    }
    let failures = 0;
    const next = (index) => {
      if (index >= this.queue.length) {
        if (failures > 0) process.exitCode = 1;
        return;
      }
      const config = this.queue[index];
      this._runConfig(config, timeoutMs, (failure) => {
        if (failure) {
          failures++;
          reportFailure({ type: 'failure', name: this.name, conf: config, ...failure });
        }
        next(index + 1);
      });
    };
    next(0);
  }

  _runConfig(config, timeoutMs, done) {
    const childArgs = [];
    for (const [key, value] of Object.entries(config)) childArgs.push(`${key}=${value}`);
    for (const [key, value] of Object.entries(this.extra_options)) childArgs.push(`${key}=${value}`);
    const child = child_process.fork(mainFilename(), childArgs, {
      env: { ...process.env, NODE_RUN_BENCHMARK_FN: '' },
      execArgv: this.flags.concat(process.execArgv),
      stdio: ['inherit', 'inherit', 'pipe', 'ipc'],
    });
    // Forward the run pass's stderr as it comes, and keep its tail for the
    // failure report.
    let tail = '';
    // stdio pipes stderr: the stream is there.
    /** @type {import('stream').Readable} */ (child.stderr).on('data', (chunk) => {
      process.stderr.write(chunk);
      tail = (tail + chunk).slice(-STDERR_TAIL_BYTES);
    });
    let reported = false;
    child.on('message', (/** @type {any} */ message) => {
      if (message?.type === 'report') reported = true;
      sendResult(message);
    });
    let timedOut = false;
    const timer = timeoutMs && setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && !timedOut && reported) return done(null);
      // A run pass that exits 0 without a result (it never called
      // bench.end) is a failure too: Node core counts it as a success.
      done({ code, signal, timedOut, timeout: timedOut ? timeoutMs / 1000 : undefined,
             missing: code === 0 && !timedOut ? 1 : undefined, stderr: tail });
    });
  }

  start() {
    if (this.#started) {
      throw new Error('Called start more than once in a single benchmark');
    }
    this.#started = true;
    // Counted outside the clock's window.
    this.#allocations.start();
    this.#time = process.hrtime.bigint();
  }

  end(operations) {
    // Read the clock first, check afterwards.
    const elapsed = process.hrtime.bigint() - this.#time;
    const allocated = this.#allocations.perOperation(operations);
    if (!this.#started) {
      throw new Error('called end without start');
    }
    if (this.#ended) {
      throw new Error('called end multiple times');
    }
    if (typeof operations !== 'number') {
      throw new Error('called end() without specifying operation count');
    }
    if (!process.env.NODEJS_BENCHMARK_ZERO_ALLOWED && operations <= 0) {
      throw new Error('called end() with operation count <= 0');
    }
    this.#ended = true;
    if (elapsed === 0n) {
      if (!process.env.NODEJS_BENCHMARK_ZERO_ALLOWED) {
        throw new Error('insufficient clock precision for short benchmark');
      }
      this.report(operations && Number.MAX_VALUE, 0n, allocated);
      return;
    }
    this.report(operations / (Number(elapsed) / 1e9), elapsed, allocated);
  }

  /**
   * @param {number} rate
   * @param {bigint} elapsed
   * @param {number | null} [allocated]  bytes allocated per operation (_allocations.js), null when not counted
   */
  report(rate, elapsed, allocated = null) {
    sendResult({
      name: this.name,
      conf: this.config,
      rate,
      time: nanoSecondsToString(elapsed),
      type: 'report',
      allocated,
      ...memoryNow(),
    });
  }
}

function allow() {
  return true;
}

/**
 * The benchmark file node runs: the one the run passes fork, and whose path
 * names the benchmark. Node sets require.main only when that file is
 * CommonJS (not for an ES module, nor for node -e).
 * @returns {string}
 */
function mainFilename() {
  if (!require.main) {
    throw new Error('benchmark/common.js must be required by the benchmark file that node runs, ' +
                    'a CommonJS module: it forks that file for every configuration');
  }
  return require.main.filename;
}

// Test mode (`--test`): one value per key, and small numbers.
function testValue(key, value) {
  if (typeof value !== 'number') return value;
  if (key === 'dur' || key === 'duration') return 0.05;
  return value > 1 ? 1 : value;
}

function selectedGroups(configs, argv) {
  // Node core's run pass recomputes every group's queue and takes the first
  // entry, which is only right when all groups share one key set. The run
  // pass is told its group on argv (`group=<name>`): use that group alone.
  if (process.env.NODE_RUN_BENCHMARK_FN !== undefined) {
    const named = argv.findLast((arg) => arg.startsWith('group='))?.slice('group='.length);
    if (named !== undefined && configs[named] !== undefined) return [named];
  }
  const requested = process.env.NODE_RUN_BENCHMARK_GROUPS?.split(',');
  if (!requested) return Object.keys(configs);
  const unknown = requested.filter((group) => configs[group] === undefined);
  if (unknown.length > 0) {
    console.error(`NODE_RUN_BENCHMARK_GROUPS names unknown group${unknown.length > 1 ? 's' : ''} ` +
                  `${unknown.map((g) => `"${g}"`).join(', ')}; this benchmark's groups are: ` +
                  `${Object.keys(configs).join(', ')}`);
    process.exit(1);
  }
  return requested;
}

function parseTimeout(text) {
  if (text === undefined || text === '') return 0;
  const seconds = Number(text);
  if (!(seconds > 0)) {
    console.error(`NODE_BENCHMARK_TIMEOUT must be a positive number of seconds, got '${text}'`);
    process.exit(1);
  }
  return seconds * 1000;
}

// `123n` -> "0.000000123", `1234567890n` -> "1.234567890".
function nanoSecondsToString(bigint) {
  const str = bigint.toString().padStart(10, '0');
  return `${str.slice(0, -9)}.${str.slice(-9)}`;
}

function sendResult(data) {
  if (process.send) {
    process.send(data, () => {
      if (process.env.NODE_RUN_BENCHMARK_FN !== undefined) {
        // A run pass that leaves handles open (a server, a timer) would never
        // exit: give it 5 s after its result, like Node core does.
        setTimeout(() => process.exit(0), 5000).unref();
      }
    });
  } else {
    process.stdout.write(`${standaloneLine(data.name, data.conf, data.rate)}\n`);
  }
}

function reportFailure(failure) {
  if (process.send) {
    process.send(failure);
    return;
  }
  const conf = jsonConfiguration(failure.conf);
  const cause = failure.timedOut ? `timed out after ${failure.timeout} s` :
    failure.signal ? `killed by ${failure.signal}` :
    failure.missing ? 'ended without a result' : `exited with code ${failure.code}`;
  process.stderr.write(`${failure.name}${conf}: failed, ${cause}\n`);
}

module.exports = {
  // benchmark/_lib/run/allocations.js, preloaded by our drivers, leaves a harness that measures them alone.
  measuresAllocations: true,
  Benchmark,
  PORT: http_benchmarkers.PORT,
  bakeUrlData,
  binding(bindingName) {
    try {
      // Only there under --expose-internals.
      // @ts-ignore
      const { internalBinding } = require('internal/test/binding');
      return internalBinding(bindingName);
    } catch {
      // @ts-ignore: deprecated, and what Node core falls back to.
      return process.binding(bindingName);
    }
  },
  buildType: process.features.debug ? 'Debug' : 'Release',
  createBenchmark(fn, configs, options) {
    return new Benchmark(fn, configs, options);
  },
  nanoSecondsToString,
  sendResult,
  searchParams,
  urlDataTypes: Object.keys(urls).concat(['wpt']),
  urls,
};
