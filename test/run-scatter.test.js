import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { makeBenchDir, benchSource, run, runJs, scatterJs } from './helpers/bench-dir.js';

const require = createRequire(import.meta.url);
const BenchmarkProgress = require('../benchmark/_benchmark_progress.js');

const node = process.execPath;
const RATE = '[\\d,]+(\\.\\d+)?';

const dir = makeBenchDir({
  'alpha/one.js': benchSource({ kind: ['x', 'y"z'], n: [4, 8] }),
  'alpha/two.js': benchSource({ n: [2] }),
  'beta/only.js': benchSource({ n: [3] }),
  'bad/broken.js': benchSource({ n: [1, 2] }, 'if (conf.n === 2) throw new Error("broken on purpose");'),
});

test('run.js simple format: a blank line and the file name, then one line per result', async () => {
  const { code, stdout, stderr } = await run(node, [runJs, '--benchmark-dir', dir, 'alpha']);
  assert.equal(code, 0, stderr);
  const masked = stdout.replace(new RegExp(`: ${RATE}$`, 'gm'), ': RATE');
  assert.equal(masked, [
    '',
    'alpha/one.js',
    'alpha/one.js n=4 kind="x": RATE',
    'alpha/one.js n=8 kind="x": RATE',
    'alpha/one.js n=4 kind="y\\"z": RATE',
    'alpha/one.js n=8 kind="y\\"z": RATE',
    '',
    'alpha/two.js',
    'alpha/two.js n=2: RATE',
    '',
  ].join('\n'));
});

test('run.js csv format: Node core\'s spaced header and JSON-quoted configurations', async () => {
  const { code, stdout, stderr } = await run(node, [runJs, '--format', 'csv', '--set', 'n=5',
                                                    '--benchmark-dir', dir, 'alpha']);
  assert.equal(code, 0, stderr);
  const masked = stdout.replace(/, [\d.e+]+, \d+\.\d{9}$/gm, ', RATE, TIME');
  assert.equal(masked, [
    '"filename", "configuration", "rate", "time"',
    '"alpha/one.js", "n=5 kind=""x""", RATE, TIME',
    '"alpha/one.js", "n=5 kind=""y\\""z""", RATE, TIME',
    '"alpha/two.js", "n=5", RATE, TIME',
    '',
  ].join('\n'));
});

test('run.js json format: one array of results with configurations as objects', async () => {
  const { code, stdout, stderr } = await run(node, [runJs, '--format', 'json', '--runs', '2',
                                                    '--filter', 'two', '--benchmark-dir', dir, 'alpha']);
  assert.equal(code, 0, stderr);
  const results = JSON.parse(stdout);
  assert.equal(results.length, 2);
  for (const result of results) {
    assert.deepEqual(Object.keys(result), ['filename', 'configuration', 'rate', 'time']);
    assert.equal(result.filename, 'alpha/two.js');
    assert.deepEqual(result.configuration, { n: 2 });
    assert.ok(result.rate > 0);
    assert.match(result.time, /^\d+\.\d{9}$/);
  }
});

test('run.js rejects an unknown format with Node core\'s message', async () => {
  const { code, stderr } = await run(node, [runJs, '--format', 'xml', '--benchmark-dir', dir, 'alpha']);
  assert.equal(code, 1);
  assert.equal(stderr, 'Invalid format detected\n');
});

test('run.js test runs each file once with its smallest configuration, ignoring --set', async () => {
  const { code, stdout, stderr } = await run(node, [runJs, '--set', 'n=100', '--benchmark-dir', dir,
                                                    'test', 'alpha', 'beta']);
  assert.equal(code, 0, stderr);
  const results = stdout.split('\n').filter((l) => l.includes(':'));
  assert.deepEqual(results.map((l) => l.replace(new RegExp(`: ${RATE}$`), '')),
                   ['alpha/one.js n=1 kind="x"', 'alpha/two.js n=1', 'beta/only.js n=1']);
});

test('run.js all selects every category, and a failing file does not stop the others', async () => {
  const { code, stdout, stderr } = await run(node, [runJs, '--benchmark-dir', dir, 'all']);
  assert.equal(code, 1);
  const files = stdout.split('\n\n').map((block) => block.trim().split('\n')[0]).filter(Boolean);
  assert.deepEqual(files, ['alpha/one.js', 'alpha/two.js', 'bad/broken.js', 'beta/only.js']);
  assert.match(stdout, new RegExp(`^bad/broken\\.js n=1: ${RATE}$`, 'm'));
  assert.match(stderr, /Error: broken on purpose\n(.*\n)*?run\.js: bad\/broken\.js: n=2 failed: exited with code 1\n/);
  assert.equal(stderr.match(/^Error: broken on purpose$/gm)?.length, 1);
  assert.equal(stderr.trim().split('\n').at(-1),
               'run.js: 1 failure in 4 benchmark processes (bad/broken.js: 1 node); every other result has been written');
});

test('run.js takes options after the categories, and names what is missing in its own usage', async () => {
  const after = await run(node, [runJs, '--benchmark-dir', dir, 'alpha', '--format', 'csv', '--filter', 'two']);
  assert.equal(after.code, 0, after.stderr);
  assert.equal(after.stdout.replace(/, [\d.e+]+, \d+\.\d{9}$/gm, ', RATE, TIME'),
               '"filename", "configuration", "rate", "time"\n"alpha/two.js", "n=2", RATE, TIME\n');
  const none = await run(node, [runJs, '--benchmark-dir', dir, 'test']);
  assert.equal(none.code, 1);
  assert.equal(none.stderr, 'No benchmarks found: no category was given\n' +
               'usage: ./node run.js [options] [--] <category> ...\n' +
               `categories in ${dir}: alpha, bad, beta\n`);
});

test('run.js with CPUSET runs the node that runs run.js, not the node on PATH', { skip: spawnSync('taskset', ['-V']).error ? 'taskset is not installed' : false }, async () => {
  const probe = makeBenchDir({
    'who/binary.js': benchSource({ n: [1] }, 'console.error("execPath=" + process.execPath);'),
  });
  // A PATH whose `node` is not this one: taskset must not pick it up.
  const fakeBin = makeBenchDir({ 'node': '#!/bin/sh\necho "wrong node" >&2\nexit 3\n' }, { harness: false });
  spawnSync('chmod', ['+x', `${fakeBin}/node`]);
  const { code, stdout, stderr } = await run(node, [runJs, '--set', 'CPUSET=0', '--benchmark-dir', probe, 'who'],
                                             { env: { ...process.env, PATH: `${fakeBin}:${process.env.PATH}` } });
  assert.equal(code, 0, stderr);
  assert.match(stdout, /who\/binary\.js n=1: /);
  assert.match(stderr, new RegExp(`execPath=${node.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`));
  assert.doesNotMatch(stderr, /wrong node/);
});

test('scatter.js prints Node core\'s CSV: a column per configuration key, strings quoted', async () => {
  const { code, stdout, stderr } = await run(node, [scatterJs, '--runs', '3', '--no-progress',
                                                    `${dir}/alpha/one.js`]);
  assert.equal(code, 0, stderr);
  const lines = stdout.split('\n');
  assert.equal(lines[0], '"filename","n","kind","rate","time"');
  const rows = lines.slice(1, -1).map((l) => l.replace(/,[\d.e+]+,\d+\.\d{9}$/, ''));
  assert.equal(rows.length, 3 * 4);
  const expected = ['"alpha/one.js",4,"x"', '"alpha/one.js",8,"x"',
    '"alpha/one.js",4,"y""z"', '"alpha/one.js",8,"y""z"'];
  assert.deepEqual(rows, [...expected, ...expected, ...expected]);
});

test('scatter.js takes options after the file', async () => {
  const { code, stdout, stderr } = await run(node, [scatterJs, `${dir}/alpha/two.js`, '--runs', '2', '--no-progress']);
  assert.equal(code, 0, stderr);
  assert.equal(stdout.replace(/,[\d.e+]+,\d+\.\d{9}$/gm, ',RATE,TIME'),
               '"filename","n","rate","time"\n"alpha/two.js",2,RATE,TIME\n"alpha/two.js",2,RATE,TIME\n');
});

test('scatter.js needs exactly one file', async () => {
  const none = await run(node, [scatterJs, '--runs', '2']);
  assert.equal(none.code, 1);
  assert.match(none.stderr, /^usage: \.\/node scatter\.js/);
  const missing = await run(node, [scatterJs, 'no/such/file.js']);
  assert.equal(missing.code, 1);
  assert.equal(missing.stderr, 'no/such/file.js: no such benchmark file\n');
});

function progressFor(queueLength, files, clock) {
  const writes = [];
  const stream = { isTTY: true, write: (s) => writes.push(s), clearLine() {}, cursorTo() {} };
  const queue = Array.from({ length: queueLength }, (_, i) => ({ filename: files[Math.floor(i / (queueLength / files.length))] }));
  const progress = new BenchmarkProgress(queue, files, { stream, now: () => clock.ms });
  return { progress, writes };
}

test('the progress line counts files, runs and configs, with an ETA', () => {
  const clock = { ms: 0 };
  const { progress } = progressFor(8, ['a/x.js', 'a/y.js'], clock);
  progress.startQueue(0);
  progress.stop();
  progress.startSubqueue({ name: 'a/x.js', queueLength: 4 }, 0);
  clock.ms = 1500;
  progress.completeConfig();
  progress.completeConfig();
  assert.equal(progress.getProgress(),
               '[00:00:02|%   6| 0/2 files | 0/4 runs | 2/4 configs]: a/x.js ETA 00:00:23 ');
  for (let i = 0; i < 5; i++) progress.completeRun();
  clock.ms = 10_000;
  progress.startSubqueue({ name: 'a/y.js', queueLength: 4 }, 5);
  assert.equal(progress.getProgress(),
               '[00:00:10|%  62| 1/2 files | 1/4 runs | 0/4 configs]: a/y.js ETA 00:00:06 ');
  for (let i = 0; i < 3; i++) progress.completeRun();
  assert.equal(progress.getProgress(),
               '[00:00:10|% 100| 2/2 files | 4/4 runs | 0/4 configs]: Done\n');
});

test('the progress line is redrawn on a terminal; off one, a plain line every 30 s and the last one', () => {
  const clock = { ms: 0 };
  const { progress, writes } = progressFor(4, ['a/x.js'], clock);
  progress.startQueue(0);
  progress.stop();
  progress.completeRun();
  // This test's stdout is a pipe, so the (fake) terminal gets the line.
  assert.equal(process.stdout.isTTY, undefined);
  assert.match(writes.join(''), /\[00:00:00\|% {2}25\| 0\/1 files \| 1\/4 runs/);
  const drawn = writes.length;
  // Off a terminal (a CI log): nothing within 30 s of the last line, then the line itself, ended, no redraw.
  const stream = /** @type {{ isTTY: boolean }} */ (progress.drawer.stream);
  stream.isTTY = false;
  clock.ms = 20_000;
  progress.completeRun();
  assert.equal(writes.length, drawn);
  clock.ms = 31_000;
  progress.completeRun();
  clock.ms = 32_000;
  progress.completeRun();
  assert.deepEqual(writes.slice(drawn), ['[00:00:31|%  75| 0/1 files | 3/4 runs | 0/0 configs]: a/x.js ETA 00:00:11\n',
    '[00:00:32|% 100| 1/1 files | 4/4 runs | 0/0 configs]: Done\n']);
});
