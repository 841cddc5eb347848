// Where a binary lives must not move its results (benchmark/_lib/run/binary-paths.js):
// compare.js starts old and new through paths of equal length with the
// same environment, padded by a length drawn per block (or round) and
// recorded. The hard test is what the benchmark processes see: a probe
// benchmark writes, from each run pass, its execPath, argv0, the wrapper's
// $0, the size of its environment and its padding, and each line is matched
// to its sample in the ndjson by pid. (Timing is test/bench/binary-paths-aa.js's.)

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compareJs, makeBenchDir, run } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { equalLengthPaths, paddingOf, PADDING_VARIABLE, MAX_PADDING } = require('../benchmark/_lib/run/binary-paths.js');
const { readPairing } = require('../benchmark/_lib/data/samples.js');

const PROBE = `'use strict';
const fs = require('fs');
const common = require('../common.js');
const bench = common.createBenchmark(main, { n: [1, 2] });
function main(conf) {
  bench.start();
  // Each variable is on the stack as "name=value" and a NUL.
  let environment = 0;
  for (const [name, value] of Object.entries(process.env)) environment += Buffer.byteLength(\`\${name}=\${value}\`) + 1;
  fs.appendFileSync(process.env.PROBE_FILE, JSON.stringify({
    pid: process.pid, execPath: process.execPath, argv0: process.argv0, wrapper: process.env.WRAPPER_PATH,
    environment, padding: process.env.${PADDING_VARIABLE}?.length ?? null,
  }) + '\\n');
  bench.end(conf.n);
}
`;

/**
 * Two wrapper binaries at paths of different lengths that run this node,
 * as a node checkout's `./node` script would: each tells its own $0 (in its
 * environment and as node's argv0).
 */
function makeWrappers() {
  const dir = tempDir('nba-wrappers-');
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const short = path.join(dir, 'a');
  const long = path.join(dir, 'a-much-longer-directory-name', 'b');
  fs.mkdirSync(path.dirname(long));
  for (const file of [short, long]) {
    fs.writeFileSync(file, `#!/bin/bash\nexport WRAPPER_PATH="$0"\nexec -a "$0" '${process.execPath}' "$@"\n`,
                     { mode: 0o755 });
  }
  return { dir, short, long };
}

/**
 * compare.js on the probe; what each run pass saw, with its sample's binary,
 * block (or round) and recorded padding.
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
async function probeRun(args, env = {}) {
  const benchDir = makeBenchDir({ 'probe/probe.js': PROBE });
  const probeFile = path.join(benchDir, 'probe.ndjson');
  const ndjson = path.join(benchDir, 'samples.ndjson');
  const result = await run(process.execPath, [compareJs, '--benchmark-dir', benchDir, '--ndjson', ndjson,
    '--seed', '11', '--no-progress', ...args, 'probe'], { env: { ...process.env, PROBE_FILE: probeFile, ...env } });
  assert.equal(result.code, 0, result.stderr);
  const records = fs.readFileSync(ndjson, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  const seen = new Map(fs.readFileSync(probeFile, 'utf8').trim().split('\n').map((line) => {
    const probe = JSON.parse(line);
    return [probe.pid, probe];
  }));
  const samples = records.filter((r) => r.type === 'sample');
  // What is said about the binaries, without the end's summary of what ran (compare-cli.test.js tests it).
  const said = result.stderr.replace(/^compare\.js: \d+ configurations? in .*\n/m, '');
  return { result: { ...result, stderr: said }, records, ndjsonText: fs.readFileSync(ndjson, 'utf8'), samples, seen };
}

/** The samples of each (configuration, block or round), old and new. */
function pairsOf(samples) {
  const pairs = new Map();
  for (const sample of samples) {
    const key = `${sample.configuration} ${sample.block ?? sample.round}`;
    pairs.set(key, { ...pairs.get(key), [sample.binary]: sample });
  }
  return [...pairs.values()];
}

test('compare.js starts two wrapper binaries at paths of different lengths through equal-length paths with the same environment', async () => {
  const wrappers = makeWrappers();
  const { result, records, ndjsonText, samples, seen } =
    await probeRun(['--old', wrappers.short, '--new', wrappers.long, '--runs', '4']);
  assert.equal(result.stderr, '', 'hard links: nothing to say');
  const pairs = pairsOf(samples);
  assert.equal(pairs.length, 8, '2 configurations, 4 blocks');
  let dir = null;
  for (const { old, new: next } of pairs) {
    // The blocks schedule starts each run pass directly: through the wrapper.
    const [a, b] = [seen.get(old.pid), seen.get(next.pid)];
    dir ??= path.dirname(path.dirname(a.wrapper));
    assert.deepEqual([a.wrapper, b.wrapper], [path.join(dir, 'old', 'node'), path.join(dir, 'new', 'node')]);
    assert.deepEqual([a.argv0, b.argv0], [a.wrapper, b.wrapper]);
    assert.equal(a.execPath, b.execPath);
    assert.equal(a.environment, b.environment, 'environments of the same size');
    assert.equal(a.padding, b.padding);
    assert.deepEqual([old.padding, next.padding], [a.padding, a.padding], 'the ndjson records the padding');
  }
  const paddings = new Set(pairs.map((pair) => pair.old.padding));
  assert.ok(paddings.size >= 6, `the padding varies across blocks: ${[...paddings]}`);
  assert.ok([...paddings].every((p) => Number.isInteger(p) && p >= 0 && p < MAX_PADDING));
  // A person reads the given paths; the private directory is gone.
  const runRecord = records[0];
  assert.deepEqual([runRecord.old, runRecord.new], [wrappers.short, wrappers.long]);
  assert.equal(fs.existsSync(/** @type {string} */ (dir)), false);
  // The readers of the ndjson take the new field (analyze.js --ndjson, the Action's report).
  assert.equal(readPairing(ndjsonText).pairing?.blocks.length, 2);
});

test('the rounds schedule pads each round alike for old and new, and records it', async () => {
  const wrappers = makeWrappers();
  const { samples, seen } =
    await probeRun(['--old', wrappers.short, '--new', wrappers.long, '--runs', '3', '--schedule', 'rounds']);
  const pairs = pairsOf(samples);
  assert.equal(pairs.length, 6);
  for (const { old, new: next } of pairs) {
    // The sample's pid is the config pass's; its run pass is a child of it,
    // forked with process.execPath: find the probe line by the round's padding.
    assert.equal(old.padding, next.padding);
    const lines = [...seen.values()].filter((probe) => probe.padding === old.padding);
    const byWrapper = new Map(lines.map((probe) => [path.basename(path.dirname(probe.wrapper)), probe]));
    assert.deepEqual([...byWrapper.keys()].sort(), ['new', 'old']);
    assert.equal(byWrapper.get('old').environment, byWrapper.get('new').environment);
    assert.equal(byWrapper.get('old').wrapper.length, byWrapper.get('new').wrapper.length);
  }
  assert.ok(new Set(pairs.map((pair) => pair.old.padding)).size >= 2);
});

test('--old and --new the same file: both start from one link', async () => {
  const wrappers = makeWrappers();
  const { result, samples, seen } = await probeRun(['--old', wrappers.short, '--new', wrappers.short, '--runs', '1']);
  assert.equal(result.stderr, '');
  assert.deepEqual(samples.map((s) => path.basename(path.dirname(seen.get(s.pid).wrapper))).sort(),
                   ['new', 'new', 'old', 'old']);
});

test('binaries on another file system than TMPDIR are copied, checked, and that is said once', async (t) => {
  const other = '/dev/shm';
  if (!fs.existsSync(other) || fs.statSync(other).dev === fs.statSync(os.tmpdir()).dev) {
    t.skip(`needs a TMPDIR on another file system than ${os.tmpdir()} (${other})`);
    return;
  }
  const wrappers = makeWrappers();
  const tmpdir = fs.mkdtempSync(path.join(other, 'nba-tmpdir-'));
  t.after(() => fs.rmSync(tmpdir, { recursive: true, force: true }));
  const { result, samples, seen } = await probeRun(['--old', wrappers.short, '--new', wrappers.long, '--runs', '1'],
                                                   { TMPDIR: tmpdir });
  const notes = result.stderr.split('\n').filter(Boolean);
  assert.equal(notes.length, 1, result.stderr);
  assert.match(notes[0], new RegExp(`^compare\\.js: note: copied ${wrappers.short} \\(on another file system\\) and ` +
    `${wrappers.long} \\(on another file system\\) to ${tmpdir}/node-benchmark-\\w+, to start old and new through ` +
    'paths of equal length; a hard link would take no space: set TMPDIR to a directory on the file system of the binaries$'));
  assert.equal(samples.length, 4);
  assert.ok(samples.every((s) => seen.get(s.pid).wrapper.startsWith(`${tmpdir}/node-benchmark-`)));
  assert.deepEqual(fs.readdirSync(tmpdir), [], 'removed at the end');
});

test('SIGINT stops the run and removes the private directory', async () => {
  const wrappers = makeWrappers();
  const benchDir = makeBenchDir({ 'slow/slow.js': `'use strict';
const fs = require('fs');
const common = require('../common.js');
const bench = common.createBenchmark(main, { n: [1] });
function main() {
  fs.writeFileSync(process.env.PROBE_FILE, process.env.WRAPPER_PATH);
  setTimeout(() => {}, 60000);
}
` });
  const probeFile = path.join(benchDir, 'probe.txt');
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [compareJs, '--benchmark-dir', benchDir, '--old', wrappers.short,
    '--new', wrappers.long, '--runs', '1', '--no-progress', 'slow'],
  { env: { ...process.env, PROBE_FILE: probeFile }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  while (!fs.existsSync(probeFile) || fs.readFileSync(probeFile, 'utf8') === '') {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const dir = path.dirname(path.dirname(fs.readFileSync(probeFile, 'utf8')));
  assert.ok(fs.existsSync(dir));
  child.kill('SIGINT');
  const code = await new Promise((resolve) => child.on('close', resolve));
  assert.equal(code, 130, stderr);
  assert.equal(fs.existsSync(dir), false);
});

test('a binary changed or replaced during the run is named at the end, by its given path', (t) => {
  const dir = tempDir('nba-binaries-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const given = { old: path.join(dir, 'node-main'), new: path.join(dir, 'node-pr') };
  for (const file of Object.values(given)) fs.writeFileSync(file, '#!/bin/sh\n', { mode: 0o755 });
  const notes = [];
  const started = equalLengthPaths(given, { tmpdir: dir, note: (text) => notes.push(text) });
  assert.deepEqual(notes, []);
  assert.equal(started.paths.old.length, started.paths.new.length);
  assert.equal(fs.statSync(started.paths.old).ino, fs.statSync(given.old).ino, 'a hard link');
  assert.deepEqual(started.changes(), []);
  // node-main rebuilt in place (the link sees it); node-pr replaced by a new file.
  fs.appendFileSync(given.old, 'exit 1\n');
  fs.writeFileSync(`${given.new}.tmp`, '#!/bin/sh\n', { mode: 0o755 });
  fs.renameSync(`${given.new}.tmp`, given.new);
  assert.deepEqual(started.changes(), [
    `${given.old} (the old binary) changed during the run: some of its results may be of another build`,
    `${given.new} (the new binary) was replaced during the run: every result is of the binary as it was at the start`,
  ]);
  started.remove();
  assert.deepEqual(fs.readdirSync(dir).sort(), ['node-main', 'node-pr']);
});

test('the padding of a block is drawn from the seed alone: the same for old and new, different across blocks', () => {
  assert.equal(paddingOf(7, 3, 5), paddingOf(7, 3, 5));
  const draws = [];
  for (let index = 0; index < 10; index++) {
    for (let block = 0; block < 10; block++) draws.push(paddingOf(7, index, block));
  }
  assert.ok(draws.every((p) => Number.isInteger(p) && p >= 0 && p < MAX_PADDING));
  assert.ok(new Set(draws).size > 90, 'a hundred blocks, nearly a hundred layouts');
  assert.notDeepEqual(draws.slice(0, 10), Array.from({ length: 10 }, (_, b) => paddingOf(8, 0, b)), 'another seed, others');
});
