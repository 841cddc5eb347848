// Integration tests for benchmark/_http-benchmarkers.js: real load generators
// against a real HTTP server on loopback.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const benchmarkersPath = require.resolve('../benchmark/_http-benchmarkers.js');
const testDoublePath = require.resolve('../benchmark/_test-double-benchmarker.js');
const { run, default_http_benchmarker: defaultBenchmarker } = require(benchmarkersPath);

/** Node core's presence check: `<exe> -h` does not fail with ENOENT. */
function installed(exe) {
  const { error } = spawnSync(exe, ['-h']);
  return /** @type {NodeJS.ErrnoException | undefined} */ (error)?.code !== 'ENOENT';
}

/** @param {http.Server} listening */
const portOf = (listening) => /** @type {import('node:net').AddressInfo} */ (listening.address()).port;
const TIMEOUT = { timeout: 15_000 };

/** Calls `run` and resolves with its callback's arguments, by name. */
function runBenchmarker(options) {
  return new Promise((resolve) => {
    run(options, (error, code, name, rate, elapsed) => {
      resolve({ error, code, name, rate, elapsed });
    });
  });
}

let server;
let port;
const seenHeaders = [];

before(async () => {
  server = http.createServer((req, res) => {
    if (req.headers['x-bench']) seenHeaders.push(req.headers['x-bench']);
    res.end('ok');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = portOf(server);
});

after(() => {
  server.closeAllConnections();
  server.close();
});

test('autocannon reports a positive request rate and sends the headers', TIMEOUT, async () => {
  const { error, code, name, rate, elapsed } = await runBenchmarker({
    benchmarker: 'autocannon', port, duration: 1, connections: 10,
    headers: { 'x-bench': 'yes' },
  });
  assert.equal(error, null);
  assert.equal(code, 0);
  assert.equal(name, 'autocannon');
  assert.ok(Number.isFinite(rate) && rate > 0, `rate ${rate}`);
  assert.equal(typeof elapsed, 'bigint');
  assert.ok(elapsed >= 1_000_000_000n, `elapsed ${elapsed} ns`);
  assert.ok(seenHeaders.length > 0 && seenHeaders.every((value) => value === 'yes'));
});

test('test-double-http reports a count of completed requests', TIMEOUT, async (t) => {
  // The benchmarker sets process.env.duration once and keeps it, like Node core.
  const saved = process.env.duration;
  delete process.env.duration;
  t.after(() => {
    if (saved === undefined) delete process.env.duration;
    else process.env.duration = saved;
  });
  const { error, code, name, rate } = await runBenchmarker({
    benchmarker: 'test-double-http', port, duration: 0.2,
  });
  assert.equal(error, null);
  assert.equal(code, 0);
  assert.equal(name, 'test-double-http');
  assert.ok(Number.isInteger(rate) && rate > 0, `count ${rate}`);
  assert.equal(process.env.duration, '0.2');
});

test('an unknown benchmarker is reported as not supported', async () => {
  const { error } = await runBenchmarker({ benchmarker: 'ab', port });
  assert.equal(error.message, "Requested benchmarker 'ab' is  not supported");
});

test('a known benchmarker that is not on PATH is reported as not installed',
     { skip: installed('h2load') && 'h2load is installed' }, async () => {
       const { error } = await runBenchmarker({ benchmarker: 'h2load', port });
       assert.equal(error.message, "Requested benchmarker 'h2load' is  not installed");
     });

test('the default is wrk when installed, else autocannon, never the test double', () => {
  assert.equal(defaultBenchmarker, installed('wrk') ? 'wrk' : 'autocannon');
});

test('autocannon is found in node_modules when neither it nor node is on PATH', TIMEOUT, () => {
  const child = spawnSync(process.execPath, [
    '-e', `process.stdout.write(require(${JSON.stringify(benchmarkersPath)}).default_http_benchmarker)`,
  ], { env: { ...process.env, PATH: '/nonexistent' }, encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  assert.equal(child.stdout, 'autocannon');
});

test('wrk and h2load are invoked and parsed like in Node core',
     { ...TIMEOUT, skip: process.platform === 'win32' && 'fake tools are shell scripts' }, (t) => {
       // Fake tools on PATH print their arguments to stderr and a fixed result.
       const bin = tempDir('nba-fake-benchmarkers-');
       t.after(() => rmSync(bin, { recursive: true, force: true }));
       const fake = (name, output) => {
         writeFileSync(path.join(bin, name),
                       `#!/bin/sh\nprintf '%s\\n' ${name} "$@" >&2\necho '${output}'\n`);
         chmodSync(path.join(bin, name), 0o755);
       };
       fake('wrk', 'Requests/sec:   1234.50');
       fake('h2load', 'finished in 1.00s, 99.50 req/s, 1.2MB/s');
       const script = `
         const { run, default_http_benchmarker } = require(${JSON.stringify(benchmarkersPath)});
         run({ port: 9, duration: 0.05, connections: 3, headers: { a: 'b' } }, (...wrk) => {
           run({ benchmarker: 'h2load', port: 9, path: '/p', requests: 10, clients: 2,
                 threads: 'x', ratePeriod: 3 }, (...h2load) => {
             console.log(JSON.stringify([default_http_benchmarker, wrk.slice(0, 4), h2load.slice(0, 4)]));
           });
         });`;
       const child = spawnSync(process.execPath, ['-e', script], {
         env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
         encoding: 'utf8',
       });
       assert.equal(child.status, 0, child.stderr);
       assert.deepEqual(JSON.parse(child.stdout), [
         'wrk', [null, 0, 'wrk', 1234.5], [null, 0, 'h2load', '99.50'],
       ]);
       const threads = String(Math.min(3, os.availableParallelism()));
       assert.deepEqual(child.stderr.trim().split('\n'), [
         'wrk', '-d', '1', '-c', '3', '-t', threads, 'http://127.0.0.1:9/', '-H', 'a: b',
         'h2load', '-n', '10', '-c', '2', '--rate-period=3', '-T', '5', // run's default duration
         'http://127.0.0.1:9/p',
       ]);
     });

test('autocannon against a port with no server fails with an error naming it', TIMEOUT, async () => {
  const closed = http.createServer();
  closed.listen(0, '127.0.0.1');
  await once(closed, 'listening');
  const freePort = portOf(closed);
  closed.close();
  await once(closed, 'close');

  const { error } = await runBenchmarker({
    benchmarker: 'autocannon', port: freePort, duration: 1, connections: 1,
  });
  assert.match(error.message, /^autocannon (produced strange output|failed with \d+\.)/);
});

test('the test double rejects a type other than http, https or http2', TIMEOUT, () => {
  const child = spawnSync(process.execPath, [testDoublePath, 'ftp'], { encoding: 'utf8' });
  assert.equal(child.status, 1);
  assert.match(child.stderr, /^Error: Invalid module for benchmark test double: ftp$/m);
});

test('the test double without test_url says so (it used to fail on an undefined URL)', TIMEOUT, () => {
  const env = { ...process.env };
  delete env.test_url;
  for (const type of ['http', 'http2']) {
    const child = spawnSync(process.execPath, [testDoublePath, type], { encoding: 'utf8', env });
    assert.equal(child.status, 1);
    assert.match(child.stderr, /^Error: No URL to load: the benchmark test double needs process\.env\.test_url$/m);
  }
});

test('from a checkout without node_modules, as the Action runs, the bundled autocannon in dist/ loads',
     { timeout: 60_000, skip: process.platform === 'win32' && 'the shim is a shell script' }, (t) => {
       // GitHub downloads an action's repository as it is committed: benchmark/
       // and dist/, no node_modules. Copy just those and run a real http benchmark.
       const root = tempDir('nba-action-checkout-');
       t.after(() => rmSync(root, { recursive: true, force: true }));
       const repo = path.join(path.dirname(benchmarkersPath), '..');
       cpSync(path.join(repo, 'benchmark'), path.join(root, 'benchmark'), { recursive: true });
       cpSync(path.join(repo, 'dist', 'autocannon.cjs'), path.join(root, 'dist', 'autocannon.cjs'));
       const child = spawnSync(process.execPath, [
         path.join(root, 'benchmark', 'run.js'), '--format', 'json',
         '--set', 'duration=1', '--set', 'c=2', '--set', 'len=4', '--set', 'type=bytes', 'http',
       ], { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin` } });
       assert.equal(child.status, 0, child.stderr);
       const [result] = JSON.parse(child.stdout);
       assert.ok(result.rate > 100, `autocannon measured ${result.rate} requests/s`);
       assert.doesNotMatch(child.stderr, /test.double|not found|could not find/i);
     });
