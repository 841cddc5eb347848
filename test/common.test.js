// benchmark/common.js, the harness every benchmark file requires, tested the
// way it is used: real benchmark files in a temporary benchmark directory
// (next to a copy of the harness), run as real processes. The config pass is
// run standalone (`node <dir>/cat/f.js`, results on stdout) or forked with an
// IPC channel like a driver does (results as messages); the run pass is run
// directly with `NODE_RUN_BENCHMARK_FN=`, as Node core's compare.js and run.js do.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { benchmarkDir, benchSource, makeBenchDir, run } from './helpers/bench-dir.js';

const require = createRequire(import.meta.url);
const common = require(path.join(benchmarkDir, 'common.js'));

// ---------------------------------------------------------------- helpers

const dirs = [];
after(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temporary benchmark directory holding the harness and `files`. */
function benchDir(files) {
  const dir = makeBenchDir(files);
  dirs.push(dir);
  return dir;
}

// The harness reads these; the environment the tests run in must not leak
// into the processes under test.
const HARNESS_ENV = /^(NODE_RUN_BENCHMARK_|NODE_BENCHMARK_|NODEJS_BENCHMARK_|PORT$|NODE_TEST_CONTEXT$)/;

function cleanEnv(extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!HARNESS_ENV.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

/**
 * Runs `node [nodeArgs] <dir>/<file> [args]` without an IPC channel.
 * @param {string} dir
 * @param {string} file
 * @param {string[]} [args]
 * @param {{ env?: Record<string, string>, nodeArgs?: string[] }} [options]
 */
function node(dir, file, args = [], { env = {}, nodeArgs = [] } = {}) {
  return run(process.execPath, [...nodeArgs, path.join(dir, file), ...args], { env: cleanEnv(env) });
}

/** Runs a file as a run pass, directly: `NODE_RUN_BENCHMARK_FN= node <file> [args]`. */
function runPass(dir, file, args = [], env = {}) {
  return node(dir, file, args, { env: { NODE_RUN_BENCHMARK_FN: '', ...env } });
}

/**
 * Starts a file like a driver does (with an IPC channel, unless `ipc` is
 * false) and collects its output and messages, each message with the time it
 * arrived. With `limitMs`, a run that takes longer is ended: the file and
 * every run pass that wrote `pid=<pid>` on stderr are killed, and `limited`
 * is true. (A run pass that never exits keeps the pipes open, so the test
 * would otherwise never end.)
 * @param {string} dir
 * @param {string} file
 * @param {string[]} [args]
 * @param {{ env?: Record<string, string>, ipc?: boolean, limitMs?: number }} [options]
 */
async function startBench(dir, file, args = [], { env = {}, ipc = true, limitMs = 0 } = {}) {
  const child = spawn(process.execPath, [path.join(dir, file), ...args], {
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe', ipc ? 'ipc' : 'ignore'],
  });
  /** @type {any[]} */
  const messages = [];
  /** @type {number[]} */
  const arrivals = [];
  let stdout = '';
  let stderr = '';
  child.on('message', (message) => {
    messages.push(message);
    arrivals.push(Date.now());
  });
  // stdio pipes both: the streams are there.
  /** @type {import('node:stream').Readable} */ (child.stdout).on('data', (chunk) => { stdout += chunk; });
  /** @type {import('node:stream').Readable} */ (child.stderr).on('data', (chunk) => { stderr += chunk; });
  let limited = false;
  const guard = limitMs > 0 ? setTimeout(() => {
    limited = true;
    child.kill('SIGKILL');
    for (const [, pid] of stderr.matchAll(/^pid=(\d+)$/gm)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, limitMs) : undefined;
  const [code, signal] = await once(child, 'close');
  clearTimeout(guard);
  return { code, signal, stdout, stderr, messages, arrivals, closedAt: Date.now(), limited };
}

const RESULT_LINE = /^(.*): (\d{1,3}(?:,\d{3})*(?:\.\d+)?)$/;

/**
 * The configuration part of each standalone result line (`cat/f.js b="x"
 * a=1`), after checking that every line ends with `: <rate>`, the rate a
 * positive number with commas between thousands of its integer part.
 * @param {string} stdout
 */
function configurations(stdout) {
  if (stdout === '') return [];
  assert.ok(stdout.endsWith('\n'), `output does not end with a newline: ${JSON.stringify(stdout)}`);
  return stdout.slice(0, -1).split('\n').map((line) => {
    const match = line.match(RESULT_LINE);
    assert.ok(match, `not a result line: ${JSON.stringify(line)}`);
    assert.ok(Number(match[2].replaceAll(',', '')) > 0, `rate is not positive: ${line}`);
    return match[1];
  });
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lines of `text` that start with `prefix`. */
function linesStartingWith(text, prefix) {
  return text.split('\n').filter((line) => line.startsWith(prefix));
}

// Written by main in a run pass: what main received and the run pass's argv.
const LOG_CONF = 'process.stderr.write(`main ${require("util").inspect(conf, { breakLength: Infinity })} ' +
  '${JSON.stringify(process.argv.slice(2))}\\n`);';

/** The `main ...` lines that LOG_CONF wrote. */
const mainLines = (stderr) => linesStartingWith(stderr, 'main ');

/**
 * A benchmark file whose main is `body` (no timing added).
 * @param {object} configs
 * @param {string} body
 * @param {string} [options]  source of the createBenchmark options
 */
function mainSource(configs, body, options = '{}') {
  return `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, ${JSON.stringify(configs)}, ${options});
function main(conf) {
  ${body}
}
`;
}

const AB = { a: [1, 2], b: ['x', 'y'] };

// ---------------------------------------------------------------- tests

describe('standalone config pass (no IPC)', () => {
  test('prints one line per configuration, first declared key slowest, keys in reverse order', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(AB) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js');
    assert.equal(stderr, '');
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), [
      'cat/f.js b="x" a=1',
      'cat/f.js b="y" a=1',
      'cat/f.js b="x" a=2',
      'cat/f.js b="y" a=2',
    ]);
  });

  test('runs every configuration in its own run pass, a child of the config pass, never main itself', async () => {
    const dir = benchDir({
      'cat/f.js': benchSource(AB, 'process.stderr.write(`main pid=${process.pid} ppid=${process.ppid}\\n`);'),
    });
    const { code, stderr } = await node(dir, 'cat/f.js');
    assert.equal(code, 0);
    const lines = linesStartingWith(stderr, 'main ');
    assert.equal(lines.length, 4);
    const pids = lines.map((line) => line.match(/pid=(\d+) /)[1]);
    const ppids = lines.map((line) => line.match(/ppid=(\d+)$/)[1]);
    assert.equal(new Set(pids).size, 4);
    assert.equal(new Set(ppids).size, 1);
    assert.ok(!pids.includes(ppids[0]));
  });

  test('zero configuration keys give one line with the name right before the colon', async () => {
    // Node core's formatResult is `${name}${conf}: ${rate}` with an empty
    // conf, so there is no space before the colon.
    const dir = benchDir({ 'cat/f.js': benchSource({}) });
    const { code, stdout } = await node(dir, 'cat/f.js');
    assert.equal(code, 0);
    assert.match(stdout, /^cat\/f\.js: \d{1,3}(,\d{3})*(\.\d+)?\n$/);
  });

  test('main runs on the next tick, after the code that follows createBenchmark', async () => {
    const dir = benchDir({
      'cat/f.js': `'use strict';
const common = require('../common.js');
let label = 'before';
const bench = common.createBenchmark((conf) => {
  process.stderr.write('main label=' + label + '\\n');
  bench.start();
  bench.end(1);
}, { a: [1] });
label = 'after';
`,
    });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js');
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), ['cat/f.js a=1']);
    assert.deepEqual(linesStartingWith(stderr, 'main '), ['main label=after']);
  });
});

describe('run pass run directly', () => {
  test('NODE_RUN_BENCHMARK_FN= (empty) runs main once with the configuration from argv', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(AB, LOG_CONF) });
    const { code, stdout, stderr } = await runPass(dir, 'cat/f.js', ['a=2', 'b=y']);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), ['cat/f.js b="y" a=2']);
    assert.deepEqual(mainLines(stderr), [`main { b: 'y', a: 2 } ["a=2","b=y"]`]);
  });

  test('without arguments it runs the first configuration of the queue only', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(AB, LOG_CONF) });
    const { code, stdout, stderr } = await runPass(dir, 'cat/f.js');
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), ['cat/f.js b="x" a=1']);
    assert.equal(mainLines(stderr).length, 1);
  });
});

test('an ES module benchmark file is a clear error (require.main is not set), not a TypeError', async () => {
  const dir = benchDir({
    'cat/f.mjs': `import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const common = require('../common.js');
const bench = common.createBenchmark(() => { bench.start(); bench.end(1); }, { a: [1] });
`,
  });
  const { code, stdout, stderr } = await node(dir, 'cat/f.mjs');
  assert.equal(code, 1);
  assert.equal(stdout, '');
  assert.match(stderr, /^Error: benchmark\/common\.js must be required by the benchmark file that node runs, a CommonJS module/m);
  assert.doesNotMatch(stderr, /TypeError/);
});

describe('argv parsing', () => {
  test('a repeated key gives several values, which replace the declared list', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(AB) });
    const { code, stdout } = await node(dir, 'cat/f.js', ['a=5', 'a=6', 'b=z']);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), [
      'cat/f.js b="z" a=5',
      'cat/f.js b="z" a=6',
    ]);
  });

  test('values of numeric keys go through unary +: 1e3 is 1000, empty is 0, abc is NaN (printed null)', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ k: [1], s: ['a'] }, LOG_CONF) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js', ['k=1e3', 'k=', 'k=abc']);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), [
      'cat/f.js s="a" k=1000',
      'cat/f.js s="a" k=0',
      'cat/f.js s="a" k=null',
    ]);
    // The run pass gets the numbers in Number#toString form.
    assert.deepEqual(mainLines(stderr), [
      `main { s: 'a', k: 1000 } ["s=a","k=1000"]`,
      `main { s: 'a', k: 0 } ["s=a","k=0"]`,
      `main { s: 'a', k: NaN } ["s=a","k=NaN"]`,
    ]);
  });

  test('string values are kept raw: quotes, "=", spaces, newlines and the empty string', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ s: ['a'] }, LOG_CONF) });
    const args = ["s='x'", 's=a=b c', 's=line1\nline2', 's='];
    const { code, stdout, stderr } = await node(dir, 'cat/f.js', args);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), [
      `cat/f.js s="'x'"`,
      'cat/f.js s="a=b c"',
      'cat/f.js s="line1\\nline2"',
      'cat/f.js s=""',
    ]);
    assert.deepEqual(mainLines(stderr), [
      `main { s: "'x'" } ["s='x'"]`,
      `main { s: 'a=b c' } ["s=a=b c"]`,
      `main { s: 'line1\\nline2' } ["s=line1\\nline2"]`,
      `main { s: '' } ["s="]`,
    ]);
  });

  test('unknown keys are extra options: not in the configuration, last one wins, forwarded to every run pass', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ a: [1, 2] }, LOG_CONF) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js', ['foo=bar', 'extra=x y', 'foo=baz']);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), ['cat/f.js a=1', 'cat/f.js a=2']);
    assert.deepEqual(mainLines(stderr), [
      'main { a: 1 } ["a=1","foo=baz","extra=x y"]',
      'main { a: 2 } ["a=2","foo=baz","extra=x y"]',
    ]);
  });

  test('an argument without "=" (or with an empty key) is "bad argument: <arg>" and exit 1', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(AB, LOG_CONF) });
    for (const arg of ['foo', '=x']) {
      const { code, stdout, stderr } = await node(dir, 'cat/f.js', ['a=1', arg]);
      assert.equal(code, 1);
      assert.equal(stdout, '');
      assert.equal(stderr, `bad argument: ${arg}\n`);
    }
  });
});

describe('test mode (--test)', () => {
  test('keeps the first value of each key; numbers > 1 become 1, dur and duration 0.05, values <= 1 stay', async () => {
    const configs = {
      n: [1000, 10], dur: [5], duration: [3], small: [0.5, 2], neg: [-5], s: ['a', 'b'],
    };
    const dir = benchDir({ 'cat/f.js': benchSource(configs) });
    const { code, stdout } = await node(dir, 'cat/f.js', ['--test']);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), [
      'cat/f.js s="a" neg=-5 small=0.5 duration=0.05 dur=0.05 n=1',
    ]);
  });

  test('options.test overrides keys, with a single value or a list, unreduced', async () => {
    const dir = benchDir({
      'cat/f.js': benchSource({ n: [1000], s: ['a'] }, '', { test: { n: 7, s: ['b', 'c'] } }),
    });
    const { code, stdout } = await node(dir, 'cat/f.js', ['--test']);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), ['cat/f.js s="b" n=7', 'cat/f.js s="c" n=7']);
  });

  test('key=value arguments are appended to the test values: --test n=5 gives n=1 and n=5', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ n: [1000, 10], s: ['a', 'b'] }) });
    const { code, stdout } = await node(dir, 'cat/f.js', ['--test', 'n=5']);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), ['cat/f.js s="a" n=1', 'cat/f.js s="a" n=5']);
  });
});

describe('flags for the run pass', () => {
  // Written at the top of the file in the config pass, and by main in the run pass.
  const FLAGS_REPORT = 'process.stderr.write(`main gc=${typeof globalThis.gc} execArgv=${JSON.stringify(process.execArgv)}\\n`);';
  const flagsSource = (options) => `'use strict';
const common = require('../common.js');
if (process.env.NODE_RUN_BENCHMARK_FN === undefined) {
  process.stderr.write(\`config gc=\${typeof globalThis.gc} execArgv=\${JSON.stringify(process.execArgv)}\\n\`);
}
const bench = common.createBenchmark(main, { a: [1] }, ${options});
function main(conf) {
  ${FLAGS_REPORT}
  bench.start();
  bench.end(1);
}
`;

  /**
   * The config and main lines of a run.
   * @param {string} options  source of the createBenchmark options
   * @param {{ env?: Record<string, string>, nodeArgs?: string[] }} [run]
   */
  async function flagLines(options, { env = {}, nodeArgs = [] } = {}) {
    const dir = benchDir({ 'cat/f.js': flagsSource(options) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js', [], { env, nodeArgs });
    assert.equal(code, 0, stderr);
    assert.deepEqual(configurations(stdout), ['cat/f.js a=1']);
    return stderr.split('\n').filter((line) => /^(config|main) /.test(line));
  }

  test('options.flags (a list) reaches the run pass but not the config pass', async () => {
    assert.deepEqual(await flagLines(`{ flags: ['--expose-gc'] }`), [
      'config gc=undefined execArgv=[]',
      'main gc=function execArgv=["--expose-gc"]',
    ]);
  });

  test('options.flags may be a single string', async () => {
    assert.deepEqual(await flagLines(`{ flags: '--expose-gc' }`), [
      'config gc=undefined execArgv=[]',
      'main gc=function execArgv=["--expose-gc"]',
    ]);
  });

  test('NODE_BENCHMARK_FLAGS is split on whitespace and reaches the run pass', async () => {
    const env = { NODE_BENCHMARK_FLAGS: '--expose-gc --no-warnings' };
    assert.deepEqual(await flagLines('{}', { env }), [
      'config gc=undefined execArgv=[]',
      'main gc=function execArgv=["--expose-gc","--no-warnings"]',
    ]);
  });

  test('run pass execArgv is NODE_BENCHMARK_FLAGS, then options.flags, then the config pass\'s own', async () => {
    const lines = await flagLines(`{ flags: ['--expose-gc'] }`, {
      env: { NODE_BENCHMARK_FLAGS: '--no-warnings' },
      nodeArgs: ['--no-deprecation'],
    });
    assert.deepEqual(lines, [
      'config gc=undefined execArgv=["--no-deprecation"]',
      'main gc=function execArgv=["--no-warnings","--expose-gc","--no-deprecation"]',
    ]);
  });

  test('an empty NODE_BENCHMARK_FLAGS adds no flags (the run pass still runs and reports)', async () => {
    assert.deepEqual(await flagLines('{}', { env: { NODE_BENCHMARK_FLAGS: '' } }), [
      'config gc=undefined execArgv=[]',
      'main gc=undefined execArgv=[]',
    ]);
  });

  test('NODE_BENCHMARK_FLAGS with surrounding whitespace gives just the flags', async () => {
    assert.deepEqual(await flagLines('{}', { env: { NODE_BENCHMARK_FLAGS: ' --expose-gc ' } }), [
      'config gc=undefined execArgv=[]',
      'main gc=function execArgv=["--expose-gc"]',
    ]);
  });
});

describe('byGroups', () => {
  const GROUPS = { groupA: { n: [1, 2], len: [10] }, groupB: { n: [3], len: [20] } };

  test('runs the groups in declaration order, with group printed first', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(GROUPS, '', { byGroups: true }) });
    const { code, stdout } = await node(dir, 'cat/f.js');
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), [
      'cat/f.js group="groupA" len=10 n=1',
      'cat/f.js group="groupA" len=10 n=2',
      'cat/f.js group="groupB" len=20 n=3',
    ]);
  });

  test('NODE_RUN_BENCHMARK_GROUPS selects groups, in its order', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(GROUPS, '', { byGroups: true }) });
    const onlyB = await node(dir, 'cat/f.js', [], { env: { NODE_RUN_BENCHMARK_GROUPS: 'groupB' } });
    assert.equal(onlyB.code, 0);
    assert.deepEqual(configurations(onlyB.stdout), ['cat/f.js group="groupB" len=20 n=3']);
    const bThenA = await node(dir, 'cat/f.js', ['n=4'],
      { env: { NODE_RUN_BENCHMARK_GROUPS: 'groupB,groupA' } });
    assert.equal(bThenA.code, 0);
    assert.deepEqual(configurations(bThenA.stdout), [
      'cat/f.js group="groupB" len=20 n=4',
      'cat/f.js group="groupA" len=10 n=4',
    ]);
  });

  test('an unknown group in NODE_RUN_BENCHMARK_GROUPS is a clear error, exit 1, no stack trace', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(GROUPS, LOG_CONF, { byGroups: true }) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js', [],
      { env: { NODE_RUN_BENCHMARK_GROUPS: 'groupB,nope' } });
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.equal(stderr, 'NODE_RUN_BENCHMARK_GROUPS names unknown group "nope"; ' +
      'this benchmark\'s groups are: groupA, groupB\n');
  });

  test('groups with different keys each run with their own keys (Node core runs the first group\'s)', async () => {
    const configs = { groupA: { n: [1, 2] }, groupB: { size: [64], mode: ['fast', 'slow'] } };
    const dir = benchDir({ 'cat/f.js': benchSource(configs, LOG_CONF, { byGroups: true }) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js');
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), [
      'cat/f.js group="groupA" n=1',
      'cat/f.js group="groupA" n=2',
      'cat/f.js group="groupB" mode="fast" size=64',
      'cat/f.js group="groupB" mode="slow" size=64',
    ]);
    assert.deepEqual(mainLines(stderr), [
      `main { group: 'groupA', n: 1 } ["group=groupA","n=1"]`,
      `main { group: 'groupA', n: 2 } ["group=groupA","n=2"]`,
      `main { group: 'groupB', mode: 'fast', size: 64 } ["group=groupB","mode=fast","size=64"]`,
      `main { group: 'groupB', mode: 'slow', size: 64 } ["group=groupB","mode=slow","size=64"]`,
    ]);
  });

  test('in test mode each group gives one configuration', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(GROUPS, '', { byGroups: true }) });
    const { code, stdout } = await node(dir, 'cat/f.js', ['--test']);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), [
      'cat/f.js group="groupA" len=1 n=1',
      'cat/f.js group="groupB" len=1 n=1',
    ]);
  });
});

describe('combinationFilter', () => {
  const NO_A2_X = '{ combinationFilter: (c) => !(c.a === 2 && c.b === "x") }';

  test('removes the combinations it rejects', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(AB, '', NO_A2_X) });
    const { code, stdout } = await node(dir, 'cat/f.js');
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), [
      'cat/f.js b="x" a=1',
      'cat/f.js b="y" a=1',
      'cat/f.js b="y" a=2',
    ]);
  });

  test('applies in the run pass too: a rejected combination runs nothing, the next accepted one runs', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(AB, LOG_CONF, NO_A2_X) });
    const rejected = await runPass(dir, 'cat/f.js', ['a=2', 'b=x']);
    assert.equal(rejected.code, 0);
    assert.equal(rejected.stdout, '');
    assert.equal(rejected.stderr, '');
    const next = await runPass(dir, 'cat/f.js', ['a=2', 'b=x', 'b=y']);
    assert.equal(next.code, 0);
    assert.deepEqual(configurations(next.stdout), ['cat/f.js b="y" a=2']);
  });

  test('gets a copy: changing it does not change the configuration', async () => {
    const dir = benchDir({
      'cat/f.js': benchSource(AB, '', '{ combinationFilter: (c) => { c.a = 99; c.z = 1; return true; } }'),
    });
    const { code, stdout } = await runPass(dir, 'cat/f.js', ['a=2', 'b=y']);
    assert.equal(code, 0);
    assert.deepEqual(configurations(stdout), ['cat/f.js b="y" a=2']);
  });

  test('a filter returning a non-boolean throws a TypeError', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(AB, LOG_CONF, '{ combinationFilter: (c) => c.a }') });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js');
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /^TypeError: Combination filter must always return a boolean$/m);
    assert.deepEqual(mainLines(stderr), []);
  });

  test('a filter rejecting everything: no output, exit 0, and no config message', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource(AB, LOG_CONF, '{ combinationFilter: () => false }') });
    const standalone = await node(dir, 'cat/f.js');
    assert.deepEqual({ ...standalone }, { code: 0, signal: null, stdout: '', stderr: '' });
    const forked = await startBench(dir, 'cat/f.js');
    assert.equal(forked.code, 0);
    assert.deepEqual(forked.messages, []);
    assert.equal(forked.stdout, '');
    assert.equal(forked.stderr, '');
  });
});

describe('queue validation', () => {
  test('a boolean value is rejected: configuration "x" had type boolean', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ x: [true] }) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js');
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /^TypeError: configuration "x" had type boolean$/m);
  });

  test('values of different types are rejected: configuration "x" has mixed types', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ x: [1, 'a'] }) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js');
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.match(stderr, /^TypeError: configuration "x" has mixed types$/m);
  });
});

describe('timing API', () => {
  // What main does, the error it throws, and how many results it printed first.
  const errors = [
    { what: 'start() twice', body: 'bench.start(); bench.start(); bench.end(1);',
      message: 'Called start more than once in a single benchmark', lines: 0 },
    { what: 'end() without start()', body: 'bench.end(1);',
      message: 'called end without start', lines: 0 },
    { what: 'end() twice', body: 'bench.start(); bench.end(1); bench.end(1);',
      message: 'called end multiple times', lines: 1 },
    { what: 'end() without an operation count', body: 'bench.start(); bench.end();',
      message: 'called end() without specifying operation count', lines: 0 },
    { what: 'end() with a string count', body: 'bench.start(); bench.end("5");',
      message: 'called end() without specifying operation count', lines: 0 },
    { what: 'end(0)', body: 'bench.start(); bench.end(0);',
      message: 'called end() with operation count <= 0', lines: 0 },
    { what: 'end(-1)', body: 'bench.start(); bench.end(-1);',
      message: 'called end() with operation count <= 0', lines: 0 },
  ];
  for (const { what, body, message, lines } of errors) {
    test(`${what} throws "${message}" and the run pass exits 1`, async () => {
      const dir = benchDir({ 'cat/f.js': mainSource({ a: [1] }, body) });
      const { code, stdout, stderr } = await runPass(dir, 'cat/f.js');
      assert.equal(code, 1);
      assert.equal(configurations(stdout).length, lines);
      assert.match(stderr, new RegExp(`^Error: ${escapeRegExp(message)}$`, 'm'));
    });
  }

  test('end(0) is allowed with NODEJS_BENCHMARK_ZERO_ALLOWED and reports a rate of 0', async () => {
    const dir = benchDir({ 'cat/f.js': mainSource({}, 'bench.start(); bench.end(0);') });
    const { code, stdout, stderr } = await runPass(dir, 'cat/f.js', [], { NODEJS_BENCHMARK_ZERO_ALLOWED: '1' });
    assert.equal(stderr, '');
    assert.equal(code, 0);
    assert.equal(stdout, 'cat/f.js: 0\n');
  });
});

describe('IPC messages', () => {
  test('a config message, then one report per configuration with conf, rate and a 9-decimal time', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ ...AB, n: [3] }) });
    const { code, stdout, messages } = await startBench(dir, 'cat/f.js');
    assert.equal(code, 0);
    assert.equal(stdout, '');
    assert.equal(messages.length, 5);
    const [config, ...reports] = messages;
    // reportsFailures: for our drivers (benchmark/_lib/run/supervise.js); Node core's ignore it.
    assert.deepEqual(config, { type: 'config', name: 'cat/f.js', queueLength: 4, reportsFailures: true });
    assert.deepEqual(Object.keys(config), ['type', 'name', 'queueLength', 'reportsFailures']);
    const expected = [{ b: 'x', a: 1 }, { b: 'y', a: 1 }, { b: 'x', a: 2 }, { b: 'y', a: 2 }];
    reports.forEach((report, i) => {
      // Node core's fields, then what a run pass allocated and kept (_allocations.js): no
      // counter before Node 26, so `allocated` is null there.
      assert.deepEqual(Object.keys(report), ['name', 'conf', 'rate', 'time', 'type', 'allocated', 'maxRSS', 'heapUsed']);
      assert.ok(report.allocated === null || report.allocated >= 0, `allocated ${report.allocated}`);
      assert.ok(Number.isSafeInteger(report.maxRSS) && report.maxRSS > 0 && Number.isSafeInteger(report.heapUsed));
      assert.equal(report.name, 'cat/f.js');
      assert.equal(report.type, 'report');
      assert.deepEqual(report.conf, { n: 3, ...expected[i] });
      assert.deepEqual(Object.keys(report.conf), ['n', 'b', 'a']);
      assert.equal(typeof report.rate, 'number');
      assert.ok(report.rate > 0);
      assert.equal(typeof report.time, 'string');
      assert.match(report.time, /^\d+\.\d{9}$/);
      // rate = operations / seconds, from the same elapsed time as `time`.
      const operations = report.rate * Number(report.time);
      assert.ok(Math.abs(operations - 3) < 1e-6, `rate * time = ${operations}, not 3`);
    });
  });

  test('a zero-key benchmark reports conf {}, and a nested file is named by its path with "/"', async () => {
    const dir = benchDir({ 'cat/sub/f.js': benchSource({}).replace("'../common.js'", "'../../common.js'") });
    const { code, messages } = await startBench(dir, 'cat/sub/f.js');
    assert.equal(code, 0);
    assert.deepEqual(messages[0], { type: 'config', name: 'cat/sub/f.js', queueLength: 1, reportsFailures: true });
    assert.equal(messages.length, 2);
    assert.deepEqual(messages[1].conf, {});
    assert.equal(messages[1].name, 'cat/sub/f.js');
  });
});

describe('exports', () => {
  test('nanoSecondsToString writes bigint nanoseconds as seconds with 9 decimals', () => {
    assert.equal(common.nanoSecondsToString(0n), '0.000000000');
    assert.equal(common.nanoSecondsToString(123n), '0.000000123');
    assert.equal(common.nanoSecondsToString(999999999n), '0.999999999');
    assert.equal(common.nanoSecondsToString(1000000000n), '1.000000000');
    assert.equal(common.nanoSecondsToString(1234567890n), '1.234567890');
    assert.equal(common.nanoSecondsToString(12345678901234n), '12345.678901234');
  });

  test('PORT is the number 12346 by default and the number in env PORT otherwise', async () => {
    const dir = benchDir({
      'cat/port.js': `process.stdout.write(JSON.stringify(require('../common.js').PORT));\n`,
    });
    const byDefault = await node(dir, 'cat/port.js');
    assert.equal(byDefault.code, 0);
    assert.equal(byDefault.stdout, '12346');
    const fromEnv = await node(dir, 'cat/port.js', [], { env: { PORT: '5555' } });
    assert.equal(fromEnv.code, 0);
    assert.equal(fromEnv.stdout, '5555');
  });

  test('sendResult without IPC prints the standalone line, commas in the integer part only', async () => {
    const dir = benchDir({
      'cat/direct.js': `'use strict';
const { sendResult } = require('../common.js');
sendResult({ name: 'cat/direct.js', conf: { n: 5, s: 'a' }, rate: 1234567.5, time: '0.1', type: 'report' });
sendResult({ name: 'cat/direct.js', conf: { s: 'b' }, rate: 1234567, time: '0.1', type: 'report' });
sendResult({ name: 'cat/direct.js', conf: {}, rate: 999.123456, time: '0.1', type: 'report' });
`,
    });
    const { code, stdout, stderr } = await node(dir, 'cat/direct.js');
    assert.equal(stderr, '');
    assert.equal(code, 0);
    assert.equal(stdout, [
      'cat/direct.js n=5 s="a": 1,234,567.5',
      'cat/direct.js s="b": 1,234,567',
      'cat/direct.js: 999.123456',
      '',
    ].join('\n'));
  });

  test('sendResult with IPC sends the data unchanged', async () => {
    const data = { name: 'cat/direct.js', conf: { n: 5 }, rate: 1234567.5, time: '0.1', type: 'report' };
    const dir = benchDir({
      'cat/direct.js': `require('../common.js').sendResult(${JSON.stringify(data)});\n`,
    });
    const { code, stdout, messages } = await startBench(dir, 'cat/direct.js');
    assert.equal(code, 0);
    assert.equal(stdout, '');
    assert.deepEqual(messages, [data]);
  });
});

describe('a failing configuration does not abort the file', () => {
  const THROWS = "if (conf.a === 2) throw new Error('boom a=2');";
  const KILLED = "if (conf.a === 2) process.kill(process.pid, 'SIGKILL');";
  const HANGS = 'if (conf.a === 2) {\n' +
    '    process.stderr.write(`pid=${process.pid}\\n`);\n' +
    '    setInterval(() => {}, 1000);\n' +
    '    return;\n' +
    '  }';
  const failing = (line) => mainSource({ a: [1, 2, 3] }, `${line}\n  bench.start();\n  bench.end(1);`);

  test('standalone: the other configurations run, the failure is named on stderr, exit 1 at the end', async () => {
    const dir = benchDir({ 'cat/f.js': failing(THROWS) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js');
    assert.equal(code, 1);
    assert.deepEqual(configurations(stdout), ['cat/f.js a=1', 'cat/f.js a=3']);
    assert.match(stderr, /^Error: boom a=2$/m);
    assert.match(stderr, /\ncat\/f\.js a=2: failed, exited with code 1\n$/);
  });

  test('a run pass that exits 0 without a result is a failure, not a success', async () => {
    const dir = benchDir({
      'cat/f.js': mainSource({ a: [1, 2] }, 'if (conf.a === 2) return;\n  bench.start();\n  bench.end(1);'),
    });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js');
    assert.equal(code, 1);
    assert.deepEqual(configurations(stdout), ['cat/f.js a=1']);
    assert.equal(stderr, 'cat/f.js a=2: failed, ended without a result\n');
  });

  test('IPC: a failure message with the configuration, exit code and stderr, between the reports', async () => {
    const dir = benchDir({ 'cat/f.js': failing(THROWS) });
    const { code, messages } = await startBench(dir, 'cat/f.js');
    assert.equal(code, 1);
    assert.deepEqual(messages.map((m) => [m.type, m.conf]), [
      ['config', undefined], ['report', { a: 1 }], ['failure', { a: 2 }], ['report', { a: 3 }],
    ]);
    const { stderr, ...failure } = messages[2];
    assert.deepEqual(failure, {
      type: 'failure', name: 'cat/f.js', conf: { a: 2 }, code: 1, signal: null, timedOut: false,
    });
    assert.match(stderr, /^Error: boom a=2$/m);
  });

  test('a run pass killed by a signal is a failure (Node core counts it as a success)', async () => {
    const dir = benchDir({ 'cat/f.js': failing(KILLED) });
    const standalone = await node(dir, 'cat/f.js');
    assert.equal(standalone.code, 1);
    assert.deepEqual(configurations(standalone.stdout), ['cat/f.js a=1', 'cat/f.js a=3']);
    assert.equal(standalone.stderr, 'cat/f.js a=2: failed, killed by SIGKILL\n');
    const forked = await startBench(dir, 'cat/f.js');
    assert.equal(forked.code, 1);
    assert.deepEqual(forked.messages.map((m) => m.type), ['config', 'report', 'failure', 'report']);
    assert.deepEqual(forked.messages[2], {
      type: 'failure', name: 'cat/f.js', conf: { a: 2 }, code: null, signal: 'SIGKILL',
      timedOut: false, stderr: '',
    });
  });

  test('NODE_BENCHMARK_TIMEOUT=1 kills a run pass that never ends after ~1 s, and the next one runs', async () => {
    const dir = benchDir({ 'cat/f.js': failing(HANGS) });
    const started = Date.now();
    const { code, messages, stderr, limited } = await startBench(dir, 'cat/f.js', [],
      { env: { NODE_BENCHMARK_TIMEOUT: '1' }, limitMs: 8000 });
    const elapsed = Date.now() - started;
    assert.equal(limited, false, 'the hanging run pass was not killed');
    assert.equal(code, 1);
    assert.match(stderr, /^pid=\d+\n$/);
    assert.deepEqual(messages.map((m) => [m.type, m.conf]), [
      ['config', undefined], ['report', { a: 1 }], ['failure', { a: 2 }], ['report', { a: 3 }],
    ]);
    assert.deepEqual(messages[2], {
      type: 'failure', name: 'cat/f.js', conf: { a: 2 }, code: null, signal: 'SIGKILL',
      timedOut: true, timeout: 1, stderr,
    });
    // Killed by its own timeout (not at the 8 s limit: \`limited\` is false), so after 1 s at least.
    assert.ok(elapsed >= 1000, `took ${elapsed} ms`);
  });

  test('standalone, a timed-out configuration is named with its timeout', async () => {
    const dir = benchDir({ 'cat/f.js': failing(HANGS) });
    const { code, stdout, stderr, limited } = await startBench(dir, 'cat/f.js', [],
      { env: { NODE_BENCHMARK_TIMEOUT: '1' }, ipc: false, limitMs: 8000 });
    assert.equal(limited, false, 'the hanging run pass was not killed');
    assert.equal(code, 1);
    assert.deepEqual(configurations(stdout), ['cat/f.js a=1', 'cat/f.js a=3']);
    assert.match(stderr, /^pid=\d+\ncat\/f\.js a=2: failed, timed out after 1 s\n$/);
  });

  test('an invalid NODE_BENCHMARK_TIMEOUT is a clear error, exit 1, nothing run', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ a: [1] }, LOG_CONF) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js', [], { env: { NODE_BENCHMARK_TIMEOUT: 'abc' } });
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.equal(stderr, "NODE_BENCHMARK_TIMEOUT must be a positive number of seconds, got 'abc'\n");
  });
});

describe('options.setup', () => {
  const SETUP = `{
  setup(configs) {
    process.stderr.write('setup ' + JSON.stringify(configs) + '\\n');
    process.on('exit', () => process.stderr.write('teardown\\n'));
  },
}`;

  test('runs once in the config pass with all combinations, before any run pass', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ a: [1, 2], b: ['x'] }, LOG_CONF, SETUP) });
    const { code, stdout, stderr } = await node(dir, 'cat/f.js');
    assert.equal(code, 0);
    assert.equal(configurations(stdout).length, 2);
    assert.deepEqual(stderr.split('\n'), [
      'setup [{"b":"x","a":1},{"b":"x","a":2}]',
      `main { b: 'x', a: 1 } ["b=x","a=1"]`,
      `main { b: 'x', a: 2 } ["b=x","a=2"]`,
      'teardown',
      '',
    ]);
  });

  test('is not called in a run pass', async () => {
    const dir = benchDir({ 'cat/f.js': benchSource({ a: [1, 2], b: ['x'] }, LOG_CONF, SETUP) });
    const { code, stderr } = await runPass(dir, 'cat/f.js', ['a=2', 'b=x']);
    assert.equal(code, 0);
    assert.equal(stderr, `main { b: 'x', a: 2 } ["a=2","b=x"]\n`);
  });
});

test('a run pass that leaves a handle open exits about 5 s after it reports', { timeout: 15_000 }, async () => {
  const dir = benchDir({
    'cat/f.js': mainSource({ a: [1] },
      'process.stderr.write(`pid=${process.pid}\\n`);\n  bench.start();\n  bench.end(1);\n  setInterval(() => {}, 1000);'),
  });
  const { code, messages, arrivals, closedAt, limited } = await startBench(dir, 'cat/f.js', [], { limitMs: 9000 });
  assert.equal(limited, false, 'the run pass was still running after 9 s');
  assert.equal(code, 0);
  assert.deepEqual(messages.map((m) => m.type), ['config', 'report']);
  const afterReport = closedAt - arrivals[1];
  assert.ok(afterReport >= 4500 && afterReport < 8000, `exited ${afterReport} ms after its report`);
});

describe('the URL inputs (common.urls, common.searchParams, common.bakeUrlData)', () => {
  test('bakeUrlData repeats an input 200 times and doubles it e times', () => {
    const short = common.bakeUrlData('short', 1);
    assert.equal(short.length, 400);
    assert.ok(short.every((input) => input === common.urls.short));
    const pairs = common.bakeUrlData('auth', 0, true, true);
    assert.equal(pairs.length, 200);
    assert.ok(pairs[0] instanceof URL);
    assert.equal(pairs[0].username, 'user');
  });

  test('names every data type, and refuses an unknown one or a non-numeric e', () => {
    assert.deepEqual(common.urlDataTypes, [...Object.keys(common.urls), 'wpt']);
    assert.ok(common.searchParams.multivalue.includes('foo=baz'));
    assert.throws(() => common.bakeUrlData('nope'), /Unknown url data type nope/);
    assert.throws(() => common.bakeUrlData('short', '1'), /e must be a number, received 1/);
  });

  test('wpt without Node core\'s test fixtures says which file is missing', () => {
    assert.throws(() => common.bakeUrlData('wpt'),
      /url data type 'wpt' needs .*urltestdata\.json, which is not here; use one of: long, short/);
  });
});
