// The reach map (benchmark/_lib/reach/map.js): each configuration run once
// under V8's coverage, through the runner's own run-pass path, and the call
// counts of node's built-in functions read back. Real processes and real
// binaries throughout: released Node.js binaries from the npm registry for
// the bundled string_decoder files, this node for the fixtures.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { NODE_22, NODE_24, NODE_26, nodeRelease } from '../scripts/node-releases.js';
import { benchmarkDir, makeBenchDir } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { reachMap, scaledArgs, opsOf } = require('../benchmark/_lib/reach/map.js');
const { runJob } = require('../benchmark/_lib/run/driver.js');
const { errorMessage } = require('../benchmark/_lib/text.js');

// The first use of a release downloads ~50 MB.
const RELEASES = { timeout: 300_000 };
const FIXTURES = { timeout: 60_000 };
const STRING_DECODER = ['string_decoder/string-decoder-create.js', 'string_decoder/string-decoder.js'];
const CREATE_ENCODINGS = ['ascii', 'utf8', 'UTF-8', 'base64', 'ucs2', 'hex'];
const WRITE_ENCODINGS = ['ascii', 'utf8', 'base64', 'hex', 'utf16le'];

/** The functions of one url that the configuration called, by name. */
function called(configuration, url) {
  return Object.fromEntries((configuration.builtins[url] ?? []).map((f) => [f.name, f.count]));
}

/** A release, or the test skipped when it cannot be fetched. */
async function releaseOrSkip(t, version) {
  try {
    return await nodeRelease(version);
  } catch (err) {
    t.skip(`Node.js ${version} cannot be fetched here: ${errorMessage(err)}`);
    return null;
  }
}

/** Runs one run pass through driver.js's runJob, counting them. */
function countingRunJob() {
  const counter = { runs: 0 };
  counter.runJob = (options) => {
    counter.runs++;
    return runJob(options);
  };
  return counter;
}

test('scaledArgs divides n, rounds it, keeps it between 1 and 10,000, and leaves other values alone', () => {
  assert.deepEqual(scaledArgs(['n=15000', 'encoding=utf8'], 10),
    { args: ['n=1500', 'encoding=utf8'], n: 1500, given: 15000 });
  assert.deepEqual(scaledArgs(['n=5e7'], 10), { args: ['n=10000'], n: 10_000, given: 5e7 });
  assert.deepEqual(scaledArgs(['n=4'], 10), { args: ['n=1'], n: 1, given: 4 });
  assert.deepEqual(scaledArgs(['len=5', 'n=abc'], 10), { args: ['len=5', 'n=abc'], n: null, given: null });
  assert.deepEqual(scaledArgs(['nn=100'], 10), { args: ['nn=100'], n: null, given: null });
});

test('opsOf is rate × time, without the rounding of the division; null when not a positive number', () => {
  // Node core's harness: rate = n / seconds, time = seconds to the nanosecond.
  assert.equal(opsOf({ rate: 1500 / 0.003072111, time: '0.003072111' }), 1500);
  assert.equal(opsOf({ rate: 2.5 / 0.5, time: '0.500000000' }), 2.5);
  assert.equal(opsOf({ rate: null, time: '0.1' }), null);
  assert.equal(opsOf({ rate: 10, time: 'soon' }), null);
  assert.equal(opsOf({ rate: 0, time: '0.1' }), null);
});

for (const [line, version] of [['22', NODE_22], ['24', NODE_24], ['26', NODE_26]]) {
  test(`Node ${line}: string-decoder.js calls write inLen/16 times an operation, string-decoder-create.js ` +
       'calls StringDecoder once and never write', RELEASES, async (t) => {
    const node = await releaseOrSkip(t, version);
    if (node === null) return;
    const map = await reachMap({ binary: node, benchmarkDir, filenames: STRING_DECODER });
    assert.deepEqual(map.failures, []);
    assert.deepEqual(map.warnings, []);
    assert.equal(map.cached, false);
    assert.deepEqual(map.configurations.map((c) => `${c.filename} ${c.configuration}`), [
      ...CREATE_ENCODINGS.map((e) => `string_decoder/string-decoder-create.js n=1000000 encoding='${e}'`),
      ...WRITE_ENCODINGS.flatMap((e) => [128, 1024].map((inLen) =>
        `string_decoder/string-decoder.js n=15000 chunkLen=16 inLen=${inLen} encoding='${e}'`)),
    ]);
    for (const c of map.configurations) {
      assert.ok(Object.keys(c.builtins).every((url) => url.startsWith('node:')), Object.keys(c.builtins).join(' '));
      const decoder = called(c, 'node:string_decoder');
      if (c.filename.endsWith('string-decoder-create.js')) {
        // n = 1e6 / 10, capped at 10,000; one `new StringDecoder(encoding)` an operation, which
        // allocates its native state (Buffer.alloc); Node 22's string_decoder has its own
        // normalizeEncoding, called by the constructor. `write` is never called.
        assert.equal(c.n, 10_000);
        assert.equal(c.ops, 10_000);
        assert.deepEqual(decoder, line === '22' ? { '': 1, normalizeEncoding: c.ops, StringDecoder: c.ops } :
          { '': 1, StringDecoder: c.ops }, c.configuration);
        assert.equal(called(c, 'node:buffer').alloc, c.ops, c.configuration);
      } else {
        // n = 15,000 / 10; one decoder for the whole run, and each operation writes the
        // input's inLen / chunkLen chunks: 8 or 64 calls of write an operation.
        const inLen = Number(/inLen=(\d+)/.exec(c.configuration)?.[1]);
        assert.equal(c.n, 1500);
        assert.equal(c.ops, 1500);
        assert.equal(decoder.StringDecoder, 1, c.configuration);
        assert.equal(decoder.write, c.ops * inLen / 16, c.configuration);
        assert.equal(decoder.write / c.ops, inLen === 128 ? 8 : 64);
      }
    }
  });
}

const FORGE = `'use strict';
const fs = require('fs');
const path = require('path');
const common = require('../common.js');
const bench = common.createBenchmark(main, { mode: ['forge'], n: [100] });
const range = (startOffset, endOffset, count) => [{ startOffset, endOffset, count }];
function main({ n }) {
  const dir = process.env.NODE_V8_COVERAGE;
  fs.writeFileSync(path.join(dir, 'coverage-forged.json'), JSON.stringify({ result: [
    { url: 'file:///evil.js', functions: [{ functionName: 'evil', ranges: range(0, 10, 5) }] },
    { url: 'node:forged', functions: [
      { functionName: 'negative', ranges: range(0, 10, -1) },
      { functionName: 'fraction', ranges: range(0.5, 10, 3) },
      { functionName: 'x'.repeat(5000), ranges: range(0, 10, 3) },
      { functionName: 42, ranges: range(0, 10, 3) },
      { functionName: 'backwards', ranges: range(10, 0, 1) },
      { functionName: 'noRanges', ranges: [] },
      { functionName: 'planted', ranges: range(0, 10, 7) },
    ] },
    { url: 42, functions: [] },
    'not a script',
  ] }));
  fs.writeFileSync(path.join(dir, 'coverage-broken.json'), 'this is not JSON {');
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'hello');
  fs.symlinkSync('/etc/passwd', path.join(dir, 'coverage-link.json'));
  bench.start();
  for (let i = 0; i < n; i++) Buffer.from('ab').toString('hex');
  bench.end(n);
}
`;

test('forged coverage files do not crash the map: each is a warning, and only well-shaped node: functions count',
  FIXTURES, async () => {
    const dir = makeBenchDir({ 'forge/forge.js': FORGE });
    const map = await reachMap({ binary: process.execPath, benchmarkDir: dir, filenames: ['forge/forge.js'] });
    assert.deepEqual(map.failures, []);
    assert.equal(map.configurations.length, 1);
    const [c] = map.configurations;
    assert.equal(c.configuration, "n=100 mode='forge'");
    assert.equal(c.ops, 10);
    const where = "forge/forge.js n=100 mode='forge'";
    assert.deepEqual(map.warnings, [
      `${where}: coverage file "coverage-broken.json" is not JSON, ignored`,
      `${where}: coverage file "coverage-forged.json": 8 scripts or functions not of V8 coverage's shape, skipped`,
      `${where}: coverage file skipped: "coverage-link.json" is not a plain file (a link)`,
      `${where}: "notes.txt" in its coverage directory is not a coverage file (node writes ` +
        'coverage-<pid>-<time>-<n>.json), ignored',
    ]);
    // The benchmark's own file and the forged file: url are left out.
    assert.ok(Object.keys(c.builtins).every((url) => url.startsWith('node:')));
    // A forgery of the right shape is taken: the map is what the processes say (map.js's header).
    assert.deepEqual(c.builtins['node:forged'], [{ name: 'planted', start: 0, end: 10, count: 7 }]);
    // node's own file is read beside them: Buffer.from('ab') once an operation, and a few at start-up.
    const from = called(c, 'node:buffer').from;
    assert.ok(from >= c.ops && from < c.ops + 20, `Buffer.from called ${from} times`);
  });

const TWO = `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, { size: [1, 2], n: [200] });
function main({ size, n }) {
  bench.start();
  for (let i = 0; i < n; i++) Buffer.alloc(size);
  bench.end(n);
}
`;

test('a second map of the same inputs is read from the cache, without a process; a changed file is mapped again',
  FIXTURES, async () => {
    const dir = makeBenchDir({ 'cache/two.js': TWO });
    const cacheDir = path.join(tempDir('nba-reach-cache-'), 'maps');
    const counter = countingRunJob();
    const options = { binary: process.execPath, benchmarkDir: dir, filenames: ['cache/two.js'], cacheDir,
                      runJob: counter.runJob };
    const first = await reachMap(options);
    assert.equal(first.cached, false);
    assert.equal(counter.runs, 2);
    assert.deepEqual(first.configurations.map((c) => [c.configuration, c.ops, called(c, 'node:buffer').alloc]),
      [['n=200 size=1', 20, 20], ['n=200 size=2', 20, 20]]);

    const second = await reachMap(options);
    assert.equal(second.cached, true);
    assert.equal(counter.runs, 2, 'a cached map starts no run pass');
    assert.deepEqual(second.configurations, first.configurations);
    assert.deepEqual(second.warnings, []);

    // Another divisor is another map.
    assert.equal((await reachMap({ ...options, n: 20 })).configurations[0].ops, 10);
    assert.equal(counter.runs, 4);

    fs.appendFileSync(path.join(dir, 'cache', 'two.js'), '// changed\n');
    const changed = await reachMap(options);
    assert.equal(changed.cached, false);
    assert.equal(counter.runs, 6);

    // A cached file that does not parse is ignored, said, and made again.
    const [stored] = fs.readdirSync(cacheDir).filter((name) => name.endsWith('.json')).sort((a, b) =>
      fs.statSync(path.join(cacheDir, b)).mtimeMs - fs.statSync(path.join(cacheDir, a)).mtimeMs);
    fs.writeFileSync(path.join(cacheDir, stored), '{ not json');
    const remade = await reachMap(options);
    assert.equal(remade.cached, false);
    assert.equal(counter.runs, 8);
    assert.equal(remade.warnings.length, 1);
    assert.match(remade.warnings[0], /^the cached map .*reach-map-[0-9a-f]{64}\.json could not be read, made again: /);
    assert.equal((await reachMap(options)).cached, true);
  });

const MIXED = `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, { mode: ['first', 'crash', 'last'], n: [100] });
function main({ mode, n }) {
  if (mode === 'crash') throw new Error('planted failure');
  bench.start();
  for (let i = 0; i < n; i++) Buffer.from(mode);
  bench.end(n);
}
`;

test('a configuration that crashes is a failure, and the others are mapped', FIXTURES, async () => {
  const dir = makeBenchDir({ 'fail/mixed.js': MIXED });
  const cacheDir = path.join(tempDir('nba-reach-cache-'), 'maps');
  const map = await reachMap({ binary: process.execPath, benchmarkDir: dir, filenames: ['fail/mixed.js'], cacheDir });
  assert.deepEqual(map.configurations.map((c) => c.configuration), ["n=100 mode='first'", "n=100 mode='last'"]);
  assert.equal(map.failures.length, 1);
  assert.equal(map.failures[0].filename, 'fail/mixed.js');
  assert.equal(map.failures[0].configuration, 'n=100 mode=crash');
  assert.match(map.failures[0].why, /^exited with code 1 · Error: planted failure$/);
  assert.ok(map.configurations.every((c) => called(c, 'node:buffer').from >= c.ops));
  // A map with failures is not kept: the next one runs again.
  assert.equal(fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).length : 0, 0);
});
