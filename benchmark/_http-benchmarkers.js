'use strict';

// Runs an external HTTP load generator for `bench.http` and reports its
// request rate. The registry, defaults, invocations and error texts follow
// Node core's benchmark/_http-benchmarkers.js (nodejs/node@d810e964) so that
// Node core's http benchmarks run here unmodified. Deliberate differences:
// autocannon falls back to our own copy (see findAutocannon), and wrk/h2load
// output without a rate is reported as strange output instead of a null rate
// or a TypeError.
//
// Plain `require('child_process')` and no newer syntax than Node core uses:
// this file runs under the binaries being compared.

const childProcess = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const requirementsURL =
  'https://github.com/nodejs/node/blob/HEAD/doc/contributing/' +
  'writing-and-running-benchmarks.md#http-benchmark-requirements';

// The port used by the benchmark's server and the load generator.
exports.PORT = Number(process.env.PORT) || 12346;

/** @param {import('child_process').SpawnSyncReturns<Buffer>} probe */
function notFound(probe) {
  const error = /** @type {NodeJS.ErrnoException | undefined} */ (probe.error);
  return error?.code === 'ENOENT';
}

/**
 * Node core's presence check is `<exe> -h` not failing with ENOENT; looking
 * for an executable file on PATH answers the same without starting a
 * process (starting autocannon costs most of a second, in every benchmark
 * process). Windows keeps the probe: there PATHEXT decides.
 */
function onPath(executable) {
  if (process.platform === 'win32') {
    return !notFound(childProcess.spawnSync(executable, ['-h']));
  }
  // Its own lookup rather than _lib/text.js's: this file is part of the harness
  // copied next to common.js, which needs nothing but Node's builtins.
  return (process.env.PATH || '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir || '.', executable), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** `object.present`, computed on first use, so loading this file costs nothing. */
function lazyPresence(object, check) {
  let present;
  Object.defineProperty(object, 'present', {
    get: () => (present === undefined ? (present = check()) : present),
    enumerable: true,
  });
}

function url(options, host = '127.0.0.1') {
  const scheme = options.scheme || 'http';
  return `${scheme}://${host}:${options.port}${options.path}`;
}

function parseJson(output) {
  try {
    return JSON.parse(output);
  } catch {
    return undefined;
  }
}

// autocannon is this package's own npm dependency, so unlike in Node core it
// is always available: when it is not on PATH we run the copy in
// node_modules rather than let the default silently become the test double,
// whose "rate" is only a request count (nodejs/node#16557). That copy runs
// under the `node` on PATH when there is one, so both binaries of a
// comparison are loaded by the same client instead of each by itself.
function findAutocannon() {
  const shell = process.platform === 'win32';
  const executable = shell ? 'autocannon.cmd' : 'autocannon';
  const found = shell ?
    childProcess.spawnSync(executable, ['-h'], { shell }).status === 0 :
    onPath(executable);
  if (found) {
    return { executable, preArgs: [], shell };
  }
  const script = autocannonScript();
  if (script === undefined) return undefined;
  const node = onPath('node') ? 'node' : process.execPath;
  return { executable: node, preArgs: [script], shell: false };
}

// The copy in node_modules when this is a development checkout; the bundled
// one in dist/ when the Action runs from its own checkout, which GitHub
// downloads without node_modules.
function autocannonScript() {
  try {
    return require.resolve('autocannon/autocannon.js', { paths: [__dirname] });
  } catch {
    const bundled = path.join(__dirname, '..', 'dist', 'autocannon.cjs');
    return fs.existsSync(bundled) ? bundled : undefined;
  }
}

class AutocannonBenchmarker {
  constructor() {
    this.name = 'autocannon';
    let command = null;
    this.command = () => (command === null ? (command = findAutocannon()) : command);
    lazyPresence(this, () => this.command() !== undefined);
  }

  create(options) {
    const { executable, preArgs, shell } = this.command();
    const args = [...preArgs, '-d', options.duration, '-c', options.connections, '-j', '-n'];
    for (const field in options.headers) {
      // Through a shell (Windows) the header must be one quoted word.
      const header = `${field}=${options.headers[field]}`;
      args.push('-H', shell ? `'${header}'` : header);
    }
    args.push(url(options));
    return childProcess.spawn(executable, args, { shell });
  }

  parse(output) {
    const result = parseJson(output);
    // Like Node core, an average of 0 (nothing answered) is strange output.
    if (!result || !result.requests || !result.requests.average) return undefined;
    return result.requests.average;
  }
}

class WrkBenchmarker {
  constructor() {
    this.name = 'wrk';
    lazyPresence(this, () => onPath('wrk'));
  }

  create(options) {
    // wrk cannot run for less than a second.
    const duration = typeof options.duration === 'number' ?
      Math.max(options.duration, 1) : options.duration;
    const threads = Math.min(options.connections, os.availableParallelism?.() ?? 8);
    const args = ['-d', duration, '-c', options.connections, '-t', threads, url(options)];
    for (const field in options.headers) {
      args.push('-H', `${field}: ${options.headers[field]}`);
    }
    return childProcess.spawn('wrk', args);
  }

  parse(output) {
    const match = /Requests\/sec:[ \t]+([0-9.]+)/.exec(output);
    const rate = match ? Number(match[1]) : NaN;
    return Number.isFinite(rate) ? rate : undefined;
  }
}

// A single-connection client that only shows a benchmark works; its result
// is a count of requests, not a rate.
class TestDoubleBenchmarker {
  /** @param {'http' | 'https' | 'http2'} type */
  constructor(type) {
    this.name = `test-double-${type}`;
    this.type = type;
    this.script = path.join(__dirname, '_test-double-benchmarker.js');
    this.present = fs.existsSync(this.script);
  }

  create(options) {
    // Node core sets this on the benchmark process itself, so the first
    // run's duration sticks for later runs in the same process.
    process.env.duration ||= String(options.duration || 5);
    const env = { test_url: url(options), ...process.env };
    return childProcess.fork(this.script, [this.type], { silent: true, env });
  }

  parse(output) {
    const result = parseJson(output);
    return result ? result.throughput : undefined;
  }
}

const H2LOAD_FLAGS = [
  ['requests', '-n'], ['clients', '-c'], ['threads', '-t'],
  ['maxConcurrentStreams', '-m'], ['initialWindowSize', '-w'],
  ['sessionInitialWindowSize', '-W'], ['rate', '-r'], ['ratePeriod', '--rate-period='],
  ['duration', '-T'], ['timeout', '-N'], ['headerTableSize', '--header-table-size='],
  ['encoderHeaderTableSize', '--encoder-header-table-size='],
];

class H2LoadBenchmarker {
  constructor() {
    this.name = 'h2load';
    lazyPresence(this, () => onPath('h2load'));
  }

  create(options) {
    const args = [];
    for (const [option, flag] of H2LOAD_FLAGS) {
      if (typeof options[option] !== 'number') continue;
      if (flag.endsWith('=')) args.push(`${flag}${options[option]}`);
      else args.push(flag, String(options[option]));
    }
    args.push(url(options, options.host || '127.0.0.1'));
    return childProcess.spawn('h2load', args);
  }

  parse(output) {
    // The rate stays a string, as in Node core.
    const match = /(\d+\.\d+) req\/s/.exec(output);
    return match ? match[1] : undefined;
  }
}

const benchmarkers = new Map();
for (const benchmarker of [
  new WrkBenchmarker(),
  new AutocannonBenchmarker(),
  new TestDoubleBenchmarker('http'),
  new TestDoubleBenchmarker('https'),
  new TestDoubleBenchmarker('http2'),
  new H2LoadBenchmarker(),
]) {
  benchmarkers.set(benchmarker.name, benchmarker);
}

// The first one present, decided when first asked (common.js asks in
// bench.http), not when this file loads.
let defaultBenchmarker = null;
Object.defineProperty(exports, 'default_http_benchmarker', {
  enumerable: true,
  get() {
    if (defaultBenchmarker === null) {
      defaultBenchmarker =
        [...benchmarkers.values()].find((benchmarker) => benchmarker.present)?.name;
    }
    return defaultBenchmarker;
  },
});

/**
 * Runs the chosen load generator against 127.0.0.1 and calls
 * `callback(error, code, benchmarkerName, rate, elapsedNs)`.
 */
exports.run = function run(options, callback) {
  options = {
    port: exports.PORT,
    path: '/',
    connections: 100,
    duration: 5,
    benchmarker: exports.default_http_benchmarker,
    ...options,
  };
  const name = options.benchmarker;
  if (!name) {
    callback(new Error('Could not locate required http benchmarker. See ' +
                       `${requirementsURL} for further instructions.`));
    return;
  }
  const benchmarker = benchmarkers.get(name);
  if (!benchmarker) {
    // The double spaces are Node core's; people grep for these texts.
    callback(new Error(`Requested benchmarker '${name}' is  not supported`));
    return;
  }
  if (!benchmarker.present) {
    callback(new Error(`Requested benchmarker '${name}' is  not installed`));
    return;
  }

  const start = process.hrtime.bigint();
  const child = benchmarker.create(options);
  child.stderr.pipe(process.stderr);
  let stdout = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => { stdout += chunk; });

  child.once('close', (code) => {
    const elapsed = process.hrtime.bigint() - start;
    if (code) {
      const output = stdout === '' ? '' : ` Output: ${stdout}`;
      callback(new Error(`${name} failed with ${code}.${output}`), code);
      return;
    }
    const result = benchmarker.parse(stdout);
    if (result === undefined) {
      callback(new Error(`${name} produced strange output: ${stdout}`), code);
      return;
    }
    callback(null, code, name, result, elapsed);
  });
};
