// compare.js's default schedule, blocks: configurations learnt without
// running them (benchmark/_lib/run/discover.js), old and new of one configuration
// back to back, rounds over all configurations, fixed --runs or --accuracy
// with the sequential test, and the ndjson records that say what ran when.
// Real processes throughout; released Node.js binaries from the npm registry.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { NODE_22, NODE_24, nodeRelease } from '../scripts/node-releases.js';
import {
  makeBenchDir, benchSource, run, parseCompareCsv, compareJs, repoRoot, countRows, interruptAfterRows,
} from './helpers/bench-dir.js';
import { RATES_N, RATES_STEPS, fixedRateBenchDir, fixedRateClock, fixedRateNode } from './helpers/fixed-rates.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const csv = require('../benchmark/_lib/data/csv.js');
const { BlockProgress } = require('../benchmark/_benchmark_progress.js');

const node = process.execPath;
const HEADER = '"binary","filename","configuration","rate","time"';
const ROW_RE = /^"(old|new)","[^"]+","(?:[^"]|"")*",\d+(\.\d+)?(e[+-]\d+)?,\d+\.\d{9}$/;
const NODE_CORE_HARNESS = path.join(repoRoot, 'test', 'fixtures', 'node-core-harness');
// The first use of a release downloads ~50 MB.
const RELEASES = { timeout: 300_000 };

/**
 * compare.js with this node as both binaries unless `old`/`new` say otherwise.
 * @param {string[]} args
 * @param {{ old?: string, new?: string, env?: NodeJS.ProcessEnv }} [options]
 */
function compare(args, { old = node, new: next = node, ...options } = {}) {
  return run(node, [compareJs, '--old', old, '--new', next, '--no-progress', ...args], options);
}

function tmpFile(name) {
  return path.join(tempDir('nba-blocks-'), name);
}

function readRecords(file) {
  return fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

function expectedCounts(filename, configurations, runs, binaries = ['old', 'new']) {
  return countRows(binaries.flatMap((binary) => configurations.flatMap((configuration) =>
    Array.from({ length: runs }, () => ({ binary, filename, configuration })))));
}

/**
 * Two "binaries" that are this node behind a shell script setting
 * NBA_SIDE=old or new, so a benchmark file can tell them apart.
 */
function sideBinaries() {
  const dir = tempDir('nba-sides-');
  const make = (side) => {
    const file = path.join(dir, `node-${side}`);
    fs.writeFileSync(file, `#!/bin/sh\nNBA_SIDE=${side}\nexport NBA_SIDE\nexec "${node}" "$@"\n`, { mode: 0o755 });
    return file;
  };
  return { old: make('old'), new: make('new') };
}

test('learns our harness\'s configurations (byGroups, combinationFilter, --set, extra options) as its config pass would run them', async () => {
  const extra = 'if (!process.argv.includes("benchmarker=test-double-http")) throw new Error("no extra option");';
  const dir = makeBenchDir({
    'learn/plain.js': benchSource({ size: [1, 2], kind: ['x', 'y'], n: [5] }, extra),
    'learn/groups.js': benchSource({ small: { len: [1, 2], n: [3] }, big: { len: [100], n: [3] } }, extra,
                                   { byGroups: true }),
    'learn/filtered.js': benchSource({ a: [1, 2], b: [1, 2], n: [4] }, extra,
                                     '{ combinationFilter: (c) => c.a !== c.b }'),
  });
  const ndjson = tmpFile('learn.ndjson');
  const args = ['--set', 'n=7', '--set', 'benchmarker=test-double-http', '--benchmark-dir', dir, 'learn'];
  const blocks = await compare(['--runs', '2', '--ndjson', ndjson, ...args]);
  assert.equal(blocks.code, 0, blocks.stderr);
  const rows = parseCompareCsv(blocks.stdout).rows;
  assert.deepEqual(countRows(rows), {
    ...expectedCounts('learn/filtered.js', ['n=7 b=2 a=1', 'n=7 b=1 a=2'], 2),
    ...expectedCounts('learn/groups.js', ["group='small' n=7 len=1", "group='small' n=7 len=2",
                                          "group='big' n=7 len=100"], 2),
    ...expectedCounts('learn/plain.js', ["n=7 kind='x' size=1", "n=7 kind='y' size=1",
                                         "n=7 kind='x' size=2", "n=7 kind='y' size=2"], 2),
  });
  const records = readRecords(ndjson);
  assert.deepEqual(records.filter((r) => r.type === 'configurations'), [
    { type: 'configurations', filename: 'learn/filtered.js', old: 2, new: 2, blocks: 2 },
    { type: 'configurations', filename: 'learn/groups.js', old: 3, new: 3, blocks: 3 },
    { type: 'configurations', filename: 'learn/plain.js', old: 4, new: 4, blocks: 4 },
  ]);
  // Node core's order runs the same configurations.
  const rounds = await compare(['--schedule', 'rounds', '--runs', '1', ...args]);
  assert.equal(rounds.code, 0, rounds.stderr);
  const configurations = (text) => [...new Set(parseCompareCsv(text).rows.map((r) => `${r.filename} ${r.configuration}`))].sort();
  assert.deepEqual(configurations(blocks.stdout), configurations(rounds.stdout));
});

test('the CSV is Node core\'s, byte for byte as in rounds, and benchmark/_lib/data/csv.js reads it', async () => {
  const dir = makeBenchDir({
    'quote/strings.js': benchSource({ s: ['a"b', 'c,d', 'e\\f', '', "it's", 'both\'"'], n: [10] }),
  });
  const { code, stdout, stderr } = await compare(['--runs', '3', '--benchmark-dir', dir, 'quote']);
  assert.equal(code, 0, stderr);
  const lines = stdout.split('\n');
  assert.equal(lines[0], HEADER);
  assert.equal(lines.at(-1), '', 'the CSV ends with a newline');
  for (const line of lines.slice(1, -1)) assert.match(line, ROW_RE);
  const configurations = ['n=10 s=\'a""b\'', 'n=10 s=\'c,d\'', 'n=10 s=\'e\\\\f\'', 'n=10 s=\'\'',
    'n=10 s=""it\'s""', 'n=10 s=`both\'""`'];
  const quoted = lines.slice(1, -1).map((line) => line.split(',"')[2].replace(/",.*$/, ''));
  assert.deepEqual(quoted.sort(), configurations.flatMap((c) => Array(6).fill(c)).sort());
  const { samples } = csv.parseCompareCsv(stdout);
  assert.equal(samples.length, 6 * 3 * 2);
  assert.deepEqual(countRows(samples), expectedCounts('quote/strings.js', [
    "n=10 s='a\"b'", "n=10 s='c,d'", "n=10 s='e\\\\f'", "n=10 s=''", 'n=10 s="it\'s"', 'n=10 s=`both\'"`'], 3));
});

test('blocks: old and new back to back in a seeded order, round after round over every configuration', async () => {
  const dir = makeBenchDir({
    'order/a.js': benchSource({ k: [1, 2], n: [1] }),
    'order/b.js': benchSource({ n: [1] }),
  });
  const runOrder = async (seed) => {
    const ndjson = tmpFile('order.ndjson');
    const { code, stderr } = await compare(['--runs', '4', '--seed', String(seed), '--ndjson', ndjson,
                                            '--benchmark-dir', dir, 'order']);
    assert.equal(code, 0, stderr);
    return readRecords(ndjson);
  };
  const records = await runOrder(5);
  const [runRecord] = records;
  assert.match(runRecord.id, /^[0-9a-f]{16}$/, 'the run is named: its files know each other');
  assert.deepEqual({ ...runRecord, old: undefined, new: undefined, startedAt: undefined, id: undefined }, {
    type: 'run', version: 1, driver: 'compare.js', schedule: 'blocks', seed: 5, runs: 4, accuracy: null,
    plan: { alpha: 0.05, accuracy: null, minRuns: 4, maxRuns: 4, looks: [4] },
    old: undefined, new: undefined, benchmarkDir: dir, cpuset: null, startedAt: undefined, id: undefined,
  });
  const samples = records.filter((r) => r.type === 'sample');
  assert.equal(samples.length, 3 * 4 * 2);
  const configurations = ['order/a.js n=1 k=1', 'order/a.js n=1 k=2', 'order/b.js n=1'];
  for (let i = 0; i < samples.length; i += 2) {
    const [first, second] = samples.slice(i, i + 2);
    // Round r is block r of every configuration, in file order.
    const block = Math.floor(i / 2 / 3);
    assert.equal(`${first.filename} ${first.configuration}`, configurations[(i / 2) % 3]);
    assert.equal(`${second.filename} ${second.configuration}`, configurations[(i / 2) % 3]);
    assert.deepEqual([first.block, second.block, first.slot, second.slot], [block, block, 0, 1]);
    assert.deepEqual([first.binary, second.binary].sort(), ['new', 'old']);
    // Back to back: the second starts after the first has reported.
    assert.ok(Date.parse(first.startedAt) <= Date.parse(first.endedAt));
    assert.ok(Date.parse(first.endedAt) <= Date.parse(second.startedAt));
    assert.ok(Date.parse(second.startedAt) <= Date.parse(second.endedAt));
    assert.ok(first.pid !== second.pid && Number.isInteger(first.pid) && Number.isInteger(second.pid));
  }
  const firsts = (recs) => recs.filter((r) => r.type === 'sample' && r.slot === 0).map((r) => r.binary).join(' ');
  assert.match(firsts(records), /old/);
  assert.match(firsts(records), /new/);
  assert.equal(firsts(await runOrder(5)), firsts(records));
  assert.notEqual(firsts(await runOrder(6)), firsts(records));
  // A progress record after every block; a fixed plan is planned from the start.
  assert.deepEqual(records.filter((r) => r.type === 'progress').map((r) => `${r.done}/${r.planned}`),
                   Array.from({ length: 12 }, (_, i) => `${i + 1}/12`));
  // The one look of a fixed plan, at its last block.
  const looks = records.filter((r) => r.type === 'look');
  assert.deepEqual(looks.map((l) => `${l.filename} ${l.configuration} ${l.blocks} ${l.n}`),
                   configurations.map((c) => `${c} 4 4`));
  for (const l of looks) assert.ok(l.state === 'cap' || l.state === 'crossed', l.state);
});

test('the node-core-shaped harness: configurations learnt, and each one failing or hanging alone', async () => {
  const ndjson = tmpFile('core.ndjson');
  const fine = await compare(['--runs', '2', '--ndjson', ndjson, '--benchmark-dir', NODE_CORE_HARNESS, 'misc']);
  assert.equal(fine.code, 0, fine.stderr);
  const greetings = ["n=1000 greeting='hello'", "n=1000 greeting='bye'"];
  assert.deepEqual(countRows(parseCompareCsv(fine.stdout).rows), expectedCounts('misc/hello.js', greetings, 2));
  assert.deepEqual(readRecords(ndjson).find((r) => r.type === 'configurations'),
                   { type: 'configurations', filename: 'misc/hello.js', old: 2, new: 2, blocks: 2 });

  // That harness stops a file at its first failing configuration; started
  // one by one, the other configuration is still measured.
  const crash = await compare(['--runs', '2', '--benchmark-dir', NODE_CORE_HARNESS, 'misc'],
                              { env: { ...process.env, FIXTURE_FAIL: 'hello' } });
  assert.equal(crash.code, 1);
  assert.deepEqual(countRows(parseCompareCsv(crash.stdout).rows), expectedCounts('misc/hello.js', [greetings[1]], 2));
  assert.match(crash.stderr, /Error: failing on purpose: hello\n(.*\n)*?compare\.js: misc\/hello\.js, (old|new) binary, block 1: n=1000 greeting=hello failed: exited with code 1\n/);
  assert.equal(crash.stderr.match(/^Error: failing on purpose: hello$/gm)?.length, 4);
  assert.deepEqual(crash.stderr.trim().split('\n').slice(-3), [
    'compare.js: 1 configuration got no result from a binary (listed in --ndjson as "unmeasured"):',
    '  misc/hello.js n=1000 greeting=hello: old and new: exited with code 1 in all 2 runs · Error: failing on purpose: hello',
    'compare.js: 4 failures in 10 benchmark processes (misc/hello.js: 2 old, 2 new); every other result has been written',
  ]);

  const hang = await compare(['--runs', '1', '--timeout', '1', '--benchmark-dir', NODE_CORE_HARNESS, 'misc'],
                             { env: { ...process.env, FIXTURE_HANG: 'bye' } });
  assert.equal(hang.code, 1);
  assert.deepEqual(countRows(parseCompareCsv(hang.stdout).rows), expectedCounts('misc/hello.js', [greetings[0]], 1));
  // A configuration that never reported is named by its argv.
  assert.equal((hang.stderr.match(/misc\/hello\.js, (old|new) binary, block 1: n=1000 greeting=bye failed: timed out after 1 s without a result/g) ?? []).length, 2);
});

test('a harness shaped like Node core\'s newest: its run passes get their options.flags, as under its own config pass', async () => {
  const dir = path.join(NODE_CORE_HARNESS, 'newest');
  const ndjson = tmpFile('newest.ndjson');
  const { code, stdout, stderr } = await compare(['--runs', '2', '--ndjson', ndjson, '--benchmark-dir', dir, 'flags']);
  assert.equal(code, 0, stderr);
  assert.deepEqual(countRows(parseCompareCsv(stdout).rows),
                   expectedCounts('flags/gc.js', ["n=100 kind='a'", "n=100 kind='b'"], 2));
  assert.deepEqual(readRecords(ndjson).find((r) => r.type === 'configurations'),
                   { type: 'configurations', filename: 'flags/gc.js', old: 2, new: 2, blocks: 2 });
});

test('our harness: a throwing, a killed and a hanging configuration fail alone; --timeout counts per run pass', async () => {
  const dir = makeBenchDir({
    'fail/throws.js': benchSource({ mode: ['fine', 'boom'], n: [3] },
                                  'if (conf.mode === "boom") throw new Error("exploding on purpose");'),
    'fail/signal.js': benchSource({ mode: ['fine', 'kill'], n: [3] },
                                  'if (conf.mode === "kill") process.kill(process.pid, "SIGKILL");'),
    'fail/hangs.js': benchSource({ mode: ['fine', 'hang'], n: [3] },
                                 'if (conf.mode === "hang") { console.error("about to hang"); setInterval(() => {}, 1000); return; }'),
  });
  const ndjson = tmpFile('fail.ndjson');
  const { code, stdout, stderr } = await compare(['--runs', '1', '--timeout', '2', '--ndjson', ndjson,
                                                  '--benchmark-dir', dir, 'fail']);
  assert.equal(code, 1);
  assert.deepEqual(countRows(parseCompareCsv(stdout).rows), {
    ...expectedCounts('fail/hangs.js', ["n=3 mode='fine'"], 1),
    ...expectedCounts('fail/signal.js', ["n=3 mode='fine'"], 1),
    ...expectedCounts('fail/throws.js', ["n=3 mode='fine'"], 1),
  });
  assert.match(stderr, /Error: exploding on purpose\n(.*\n)*?compare\.js: fail\/throws\.js, (old|new) binary, block 1: n=3 mode=boom failed: exited with code 1\n/);
  assert.equal(stderr.match(/^Error: exploding on purpose$/gm)?.length, 2);
  assert.match(stderr, /compare\.js: fail\/signal\.js, (old|new) binary, block 1: n=3 mode=kill failed: killed by SIGKILL/);
  assert.match(stderr, /about to hang\ncompare\.js: fail\/hangs\.js, (old|new) binary, block 1: n=3 mode=hang failed: timed out after 2 s without a result\n/);
  // 6 config passes that learnt, 12 run passes.
  assert.equal(stderr.trim().split('\n').at(-1), 'compare.js: 6 failures in 18 benchmark processes ' +
               '(fail/hangs.js: 1 old, 1 new; fail/signal.js: 1 old, 1 new; fail/throws.js: 1 old, 1 new); ' +
               'every other result has been written');
  const failures = readRecords(ndjson).filter((r) => r.type === 'failure');
  assert.equal(failures.length, 6);
  for (const failure of failures) {
    assert.equal(failure.block, 0);
    assert.ok(failure.slot === 0 || failure.slot === 1);
  }
  assert.deepEqual(failures.filter((f) => f.filename === 'fail/hangs.js').map((f) => [f.timedOut, f.timeout, f.args]),
                   [[true, 2, ['n=3', 'mode=hang']], [true, 2, ['n=3', 'mode=hang']]]);
});

test('a file with no configurations runs nothing; a file that throws at load is a failure; the others go on', async () => {
  const dir = makeBenchDir({
    'edge/empty.js': benchSource({ n: [1, 2] }, '', '{ combinationFilter: () => false }'),
    'edge/throws.js': "'use strict';\nrequire('../common.js');\nthrow new Error('broken at load');\n",
    'edge/works.js': benchSource({ n: [1] }),
  });
  const ndjson = tmpFile('edge.ndjson');
  const { code, stdout, stderr } = await compare(['--runs', '2', '--ndjson', ndjson, '--benchmark-dir', dir, 'edge']);
  assert.equal(code, 1);
  assert.deepEqual(countRows(parseCompareCsv(stdout).rows), expectedCounts('edge/works.js', ['n=1'], 2));
  for (const binary of ['old', 'new']) {
    assert.match(stderr, new RegExp(`Error: broken at load\\n(.*\\n)*?compare\\.js: edge/throws\\.js, ${binary} binary: ` +
                                    'could not learn its configurations: exited with code 1\\n'));
  }
  assert.deepEqual(stderr.trim().split('\n').slice(-3), [
    'compare.js: configurations (some files: all of them) got no result from a binary (listed in --ndjson as "unmeasured"):',
    '  edge/throws.js (all its configurations): old and new: its configurations could not be learnt: exited with code 1 · Error: broken at load',
    'compare.js: 2 failures in 10 benchmark processes (edge/throws.js: 1 old, 1 new); every other result has been written',
  ]);
  const records = readRecords(ndjson);
  assert.deepEqual(records.filter((r) => r.type === 'configurations'), [
    { type: 'configurations', filename: 'edge/empty.js', old: 0, new: 0, blocks: 0 },
    { type: 'configurations', filename: 'edge/throws.js', old: null, new: null, blocks: 0 },
    { type: 'configurations', filename: 'edge/works.js', old: 1, new: 1, blocks: 1 },
  ]);
  const failures = records.filter((r) => r.type === 'failure');
  assert.deepEqual(failures.map((f) => [f.stage, f.filename, f.binary, f.code]),
                   [['discovery', 'edge/throws.js', 'old', 1], ['discovery', 'edge/throws.js', 'new', 1]]);
});

test('a file that reports through common.sendResult, without createBenchmark, runs whole in every block', async () => {
  const dir = makeBenchDir({
    'own/report.js': "'use strict';\nconst { sendResult } = require('../common.js');\n" +
      "for (const size of [1, 2]) sendResult({ name: 'own/report.js', conf: { size }, rate: 1000 * size, " +
      "time: '0.001000000', type: 'report' });\n",
  });
  const ndjson = tmpFile('own.ndjson');
  const { code, stdout, stderr } = await compare(['--runs', '3', '--ndjson', ndjson, '--benchmark-dir', dir, 'own']);
  assert.equal(code, 0, stderr);
  assert.deepEqual(countRows(parseCompareCsv(stdout).rows), expectedCounts('own/report.js', ['size=1', 'size=2'], 3));
  const samples = readRecords(ndjson).filter((r) => r.type === 'sample');
  // Both configurations of a block come from one process, and each block
  // has old and new: the analysis pairs them by block.
  for (const block of [0, 1, 2]) {
    for (const configuration of ['size=1', 'size=2']) {
      assert.deepEqual(samples.filter((r) => r.block === block && r.configuration === configuration)
        .map((r) => r.binary).sort(), ['new', 'old']);
    }
  }
});

test('a configuration only one binary has is reported and run for that binary alone', async () => {
  const sides = sideBinaries();
  const dir = makeBenchDir({
    // mode 'c' under old only, 'b' under new only.
    'extra/modes.js': benchSource({ mode: ['MODES'], n: [1] })
      .replace('["MODES"]', "(process.env.NBA_SIDE === 'new' ? ['a', 'b'] : ['a', 'c'])"),
  });
  const ndjson = tmpFile('extra.ndjson');
  const { code, stdout, stderr } = await compare(['--runs', '2', '--ndjson', ndjson, '--benchmark-dir', dir, 'extra'],
                                                 sides);
  assert.equal(code, 0, stderr);
  assert.deepEqual(countRows(parseCompareCsv(stdout).rows), {
    ...expectedCounts('extra/modes.js', ["n=1 mode='a'"], 2),
    ...expectedCounts('extra/modes.js', ["n=1 mode='c'"], 2, ['old']),
    ...expectedCounts('extra/modes.js', ["n=1 mode='b'"], 2, ['new']),
  });
  assert.match(stderr, /compare\.js: extra\/modes\.js: n=1 mode=c exists for the old binary only \(the new binary's config pass does not run it\); it is run for old alone\n/);
  assert.match(stderr, /compare\.js: extra\/modes\.js: n=1 mode=b exists for the new binary only \(the old binary's config pass does not run it\); it is run for new alone\n/);
  const records = readRecords(ndjson);
  assert.deepEqual(records.filter((r) => r.type === 'configurations' || r.type === 'unmatched'), [
    { type: 'configurations', filename: 'extra/modes.js', old: 2, new: 2, blocks: 3 },
    { type: 'unmatched', filename: 'extra/modes.js', binary: 'old', args: ['n=1', 'mode=c'], configuration: 'n=1 mode=c' },
    { type: 'unmatched', filename: 'extra/modes.js', binary: 'new', args: ['n=1', 'mode=b'], configuration: 'n=1 mode=b' },
  ]);
  const alone = records.filter((r) => r.type === 'sample' && r.configuration !== "n=1 mode='a'");
  assert.deepEqual(alone.map((s) => `${s.binary} ${s.block} ${s.slot}`).sort(), ['new 0 0', 'new 1 0', 'old 0 0', 'old 1 0']);
});

test('bench.http benchmarks run in blocks (bundled http/simple.js under autocannon)', async () => {
  const { code, stdout, stderr } = await compare([
    '--runs', '1', '--set', 'benchmarker=autocannon', '--set', 'duration=0.5', '--set', 'c=2', '--set', 'len=4',
    '--set', 'type=bytes', 'http']);
  assert.equal(code, 0, stderr);
  const { rows } = parseCompareCsv(stdout);
  assert.deepEqual(countRows(rows), expectedCounts('http/simple.js',
                                                   ["duration=0.5 c=2 len=4 type='bytes' benchmarker='autocannon'"], 1));
  for (const row of rows) assert.ok(row.rate > 0, `${row.rate}`);
});

// A benchmark whose new/old ratio in block b is known: `new` (NBA_SIDE)
// multiplies its operation count by exp(±size), the sign alternating with
// the block (each side counts its own run passes in a file), each run timed
// at exactly 2 ms by the fixed-rate clock (test/fixtures/fixed-rates). So
// ln(new/old) is ±0.01 for `quiet` (the interval is narrow at once) and ±3
// for `loud` (it never is), with a mean near 0 either way: neither is ever
// called changed, whatever the order or the machine's load.
const ALTERNATING = `'use strict';
const fs = require('fs');
const path = require('path');
const common = require('../common.js');
const { report } = require('../_fixed-rate.js');
const bench = common.createBenchmark(main, { noise: ['quiet', 'loud'], n: [1000] });
function main({ noise, n }) {
  const counter = path.join(__dirname, 'count-' + noise + '-' + process.env.NBA_SIDE);
  const block = fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0;
  fs.writeFileSync(counter, String(block + 1));
  const size = noise === 'loud' ? 3 : 0.001;
  const factor = process.env.NBA_SIDE === 'new' ? Math.exp(block % 2 === 0 ? size : -size) : 1;
  report(bench, n * factor, 0.002);
}
`;

test('--accuracy: a quiet configuration stops at the first look, a noisy one runs to --max-runs (cap)', async () => {
  const dir = makeBenchDir({ ...fixedRateClock(), 'adaptive/alternating.js': ALTERNATING });
  const ndjson = tmpFile('adaptive.ndjson');
  const { code, stdout, stderr } = await compare(
    ['--accuracy', '5', '--min-runs', '3', '--max-runs', '6', '--ndjson', ndjson, '--benchmark-dir', dir, 'adaptive'],
    sideBinaries());
  assert.equal(code, 0, stderr);
  assert.deepEqual(countRows(parseCompareCsv(stdout).rows), {
    ...expectedCounts('adaptive/alternating.js', ["n=1000 noise='quiet'"], 3),
    ...expectedCounts('adaptive/alternating.js', ["n=1000 noise='loud'"], 6),
  });
  const records = readRecords(ndjson);
  const plan = records[0].plan;
  assert.deepEqual({ ...plan, looks: undefined }, { alpha: 0.05, accuracy: 5, power: 0.9, margin: 8.4, minRuns: 3,
    maxRuns: 6, looks: undefined, correction: 'configurations' });
  assert.deepEqual([records[0].runs, records[0].accuracy], [null, 5]);
  const looks = records.filter((r) => r.type === 'look');
  // `quiet` stops at the first look, precise: its ratios e^±0.001 are so
  // steady that 3 blocks bring its interval within ±5%.
  const quiet = looks.filter((l) => l.configuration === "n=1000 noise='quiet'");
  assert.deepEqual(quiet.map((l) => [l.blocks, l.n, l.state]), [[3, 3, 'precise']]);
  assert.ok(quiet[0].accuracy < 5 && quiet[0].pValue > 0.05, JSON.stringify(quiet[0]));
  const loud = looks.filter((l) => l.configuration === "n=1000 noise='loud'");
  assert.deepEqual(loud.map((l) => [l.blocks, l.state]),
                   plan.looks.map((blocks) => [blocks, blocks === 6 ? 'cap' : 'continue']));
  // The machine's time goes to what still runs: after round 3 only `loud`.
  const samples = records.filter((r) => r.type === 'sample');
  assert.deepEqual(samples.slice(12).map((s) => s.configuration), Array(6).fill("n=1000 noise='loud'"));
  const progress = records.filter((r) => r.type === 'progress');
  assert.deepEqual(progress.map((r) => r.done), Array.from({ length: 9 }, (_, i) => i + 1));
  assert.equal(progress.at(-1).planned, 9);
  assert.equal(progress.at(-1).eta, 0);
  // The end on stderr says why each stopped, in the words of the looks (not "changed": the verdict's word).
  assert.match(stderr, /^compare\.js: 2 configurations in \d+\.\d s: 9 blocks \(18 runs\)\n/m);
  assert.match(stderr, /^compare\.js: plan: 95% intervals of ±5%, where a change of ±8\.4% is found with 90% power; 3 to 6 blocks each\n/m);
  assert.match(stderr, /^compare\.js: why they stopped \(and where the blocks went\): 1 precise to ±5% \(3 blocks\), 1 at --max-runs 6 \(6 blocks\)\n/m);
});

test('A/A: one released binary as old and new, at the same fixed rates, adaptive: every configuration stops as precise, none is called changed', RELEASES, async () => {
  const node22 = await nodeRelease(NODE_22);
  // The fixed-rate fixture's five configurations; the two sides differ only
  // by their 1% noise, each its own seeded stream.
  const ndjson = tmpFile('aa.ndjson');
  const { code, stderr } = await compare(
    ['--accuracy', '5', '--min-runs', '4', '--max-runs', '12', '--ndjson', ndjson, '--benchmark-dir', fixedRateBenchDir(),
     'rates'], { old: fixedRateNode('a', 1, { node: node22 }), new: fixedRateNode('b', 1, { node: node22 }) });
  assert.equal(code, 0, stderr);
  const finals = readRecords(ndjson).filter((r) => r.type === 'look' && r.state !== 'continue');
  assert.deepEqual(finals.map((l) => l.configuration).sort(), RATES_STEPS.map((s) => `n=${RATES_N} step=${s}`));
  for (const look of finals) {
    assert.equal(look.state, 'precise', JSON.stringify(look));
    assert.ok(look.blocks >= 4 && look.blocks < 12 && look.accuracy < 5 && look.pValue > 0.05, JSON.stringify(look));
  }
});

test('a change in every configuration: each crosses at an interim look at alpha over the 5 configurations, and the verdict keeps every one', async () => {
  const ndjson = tmpFile('changed.ndjson');
  const { code, stdout, stderr } = await compare(
    ['--accuracy', '5', '--min-runs', '5', '--max-runs', '12', '--ndjson', ndjson, '--benchmark-dir', fixedRateBenchDir(),
     '--analyze', 'rates'], { old: fixedRateNode('a', 1), new: fixedRateNode('b', 1.25) });
  assert.equal(code, 0, stderr);
  const finals = readRecords(ndjson).filter((r) => r.type === 'look' && r.state !== 'continue');
  assert.equal(finals.length, RATES_STEPS.length);
  for (const look of finals) {
    assert.equal(look.state, 'crossed', JSON.stringify(look));
    assert.ok(look.blocks < 12 && look.pValue <= 0.05 / RATES_STEPS.length, JSON.stringify(look));
  }
  // The analysis replays the runner's looks with the same count, and the correction keeps every crossing.
  assert.match(stdout, /^0 of 5 configurations regressed \(5% false discovery rate\); 5 improved/m);
});

test('the runner\'s looks are the analysis\'s: both correct for the configurations both binaries run (a small change, where that decides)', async () => {
  const { readPairing } = require('../benchmark/_lib/data/samples.js');
  const { replay } = require('../benchmark/_lib/stats/sequential.js');
  const ndjson = tmpFile('small-change.ndjson');
  const { code, stderr } = await compare(
    ['--accuracy', '2', '--min-runs', '5', '--max-runs', '12', '--ndjson', ndjson, '--benchmark-dir', fixedRateBenchDir(),
     'rates'], { old: fixedRateNode('c', 1), new: fixedRateNode('d', 1.02) });
  assert.equal(code, 0, stderr);
  const text = fs.readFileSync(ndjson, 'utf8');
  const { pairing } = readPairing(text);
  assert.equal(pairing?.plan.tests, RATES_STEPS.length);
  const finals = readRecords(ndjson).filter((r) => r.type === 'look' && r.state !== 'continue');
  let decided = 0;
  for (const { configuration, diffs } of pairing?.blocks ?? []) {
    const ran = finals.find((l) => l.configuration === configuration);
    const replayed = replay(/** @type {any} */ (pairing).plan, diffs);
    assert.deepEqual([replayed.state, replayed.n, replayed.pValue], [ran.state, ran.n, ran.pValue], configuration);
    // Had the looks spent alpha per configuration, this one would have stopped elsewhere or otherwise.
    const alone = replay({ ...pairing?.plan, tests: 1 }, diffs);
    if (alone.state !== replayed.state || alone.n !== replayed.n) decided++;
  }
  assert.ok(decided > 0, 'the correction decided at least one stop');
});

test('--reach: of the categories the map covers, only its configurations run (and count for the correction); nothing selected runs nothing; a bad map is refused', async () => {
  const { readPairing } = require('../benchmark/_lib/data/samples.js');
  const first = tmpFile('reach-all.ndjson');
  const all = await compare(['--runs', '1', '--ndjson', first, '--benchmark-dir', fixedRateBenchDir(), 'rates'],
    { old: fixedRateNode('e', 1), new: fixedRateNode('f', 1) });
  assert.equal(all.code, 0, all.stderr);
  const samples = readRecords(first).filter((r) => r.type === 'sample' && r.binary === 'old');
  assert.equal(samples.length, RATES_STEPS.length);
  const chosen = samples.slice(0, 2).map((s) => ({ filename: s.filename, configuration: s.configuration, args: s.args,
    callsPerOp: 1 }));
  const reach = tmpFile('reach.json');
  fs.writeFileSync(reach, JSON.stringify({ version: 1, categories: ['rates'], unreachable: [],
    functions: [{ file: 'lib/x.js', name: 'f', configurations: chosen }] }));
  const ndjson = tmpFile('reached.ndjson');
  const { code, stdout, stderr } = await compare(['--accuracy', '5', '--min-runs', '3', '--max-runs', '4', '--reach', reach,
    '--ndjson', ndjson, '--benchmark-dir', fixedRateBenchDir(), 'rates'], { old: fixedRateNode('e', 1), new: fixedRateNode('f', 1) });
  assert.equal(code, 0, stderr);
  const ran = new Set(parseCompareCsv(stdout).rows.map((row) => row.configuration));
  assert.deepEqual([...ran].sort(), chosen.map((c) => c.configuration).sort());
  const text = fs.readFileSync(ndjson, 'utf8');
  assert.equal(readPairing(text).pairing?.plan.tests, 2, 'the correction counts the configurations run');
  // A map that selects nothing of its categories: nothing runs, and stderr says why.
  fs.writeFileSync(reach, JSON.stringify({ version: 1, categories: ['rates'], functions: [],
    unreachable: [{ file: 'lib/x.js', name: 'g' }] }));
  const none = await compare(['--accuracy', '5', '--reach', reach, '--benchmark-dir', fixedRateBenchDir(), 'rates']);
  assert.equal(none.code, 0, none.stderr);
  assert.equal(none.stdout, '');
  assert.match(none.stderr, /--reach .*: no configuration of rates calls a changed function \(1 changed function no benchmark calls\): nothing to run/);
  fs.writeFileSync(reach, '{"version": 2}');
  const bad = await compare(['--accuracy', '5', '--reach', reach, '--benchmark-dir', fixedRateBenchDir(), 'rates']);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /Invalid --reach .*: of version 2; this compare\.js reads version 1/);
});

test(`Node ${NODE_22} as old and ${NODE_24} as new: every configuration in blocks of both`, RELEASES, async () => {
  const [node22, node24] = await Promise.all([nodeRelease(NODE_22), nodeRelease(NODE_24)]);
  const ndjson = tmpFile('releases.ndjson');
  const { code, stdout, stderr } = await compare(
    ['--runs', '2', '--set', 'n=1000', '--filter', 'string-decoder-create', '--ndjson', ndjson, 'string_decoder'],
    { old: node22, new: node24 });
  assert.equal(code, 0, stderr);
  const encodings = ['ascii', 'utf8', 'UTF-8', 'base64', 'ucs2', 'hex'];
  assert.deepEqual(countRows(parseCompareCsv(stdout).rows), expectedCounts(
    'string_decoder/string-decoder-create.js', encodings.map((e) => `n=1000 encoding='${e}'`), 2));
  const records = readRecords(ndjson);
  assert.deepEqual(records.filter((r) => r.type === 'configurations' || r.type === 'unmatched'),
                   [{ type: 'configurations', filename: 'string_decoder/string-decoder-create.js', old: 6, new: 6, blocks: 6 }]);
  const samples = records.filter((r) => r.type === 'sample');
  const blocks = new Map();
  for (const s of samples) blocks.set(`${s.configuration} ${s.block}`, [...(blocks.get(`${s.configuration} ${s.block}`) ?? []), s.binary]);
  assert.equal(blocks.size, 6 * 2);
  for (const binaries of blocks.values()) assert.deepEqual(binaries.sort(), ['new', 'old']);
});

test('--set CPUSET pins every run pass; learning the configurations needs no pinning',
     { skip: spawnSync('taskset', ['-V']).error ? 'taskset is not installed' : false }, async () => {
       const dir = makeBenchDir({
         'cpu/affinity.js': benchSource({ k: [1, 2], n: [1] },
                                        'console.error("cpus=" + require("fs").readFileSync("/proc/self/status", "utf8").match(/Cpus_allowed_list:\\s*(\\S+)/)[1]);'),
       });
       const ndjson = tmpFile('cpu.ndjson');
       const { code, stdout, stderr } = await compare(['--runs', '2', '--set', 'CPUSET=0', '--ndjson', ndjson,
                                                       '--benchmark-dir', dir, 'cpu']);
       assert.equal(code, 0, stderr);
       assert.equal(parseCompareCsv(stdout).rows.length, 2 * 2 * 2);
       assert.equal((stderr.match(/cpus=0\n/g) ?? []).length, 8, stderr);
       assert.equal(readRecords(ndjson)[0].cpuset, '0');
     });

test('SIGTERM in an adaptive run: a valid partial CSV, a sample record for every row, no look', async () => {
  const dir = makeBenchDir({
    'slow/a.js': benchSource({ step: [1, 2, 3], n: [1] }, 'const until = Date.now() + 100; while (Date.now() < until);'),
  });
  const ndjson = tmpFile('sigterm.ndjson');
  const { code, stdout, stderr } = await interruptAfterRows(node, ['--old', node, '--new', node, '--no-progress',
    '--accuracy', '1', '--min-runs', '50', '--ndjson', ndjson, '--benchmark-dir', dir, 'slow']);
  assert.equal(code, 143);
  const lines = stdout.split('\n');
  assert.equal(lines[0], HEADER);
  assert.equal(lines.at(-1), '', 'no half-written row');
  for (const row of lines.slice(1, -1)) assert.match(row, ROW_RE);
  const records = readRecords(ndjson);
  assert.equal(records.filter((r) => r.type === 'sample').length, lines.length - 2);
  assert.deepEqual(records.filter((r) => r.type === 'look' || r.type === 'failure'), []);
  assert.equal(stderr.trim().split('\n').at(-1), 'compare.js: stopped by SIGTERM; every result so far has been written');
  const leftovers = spawnSync('pgrep', ['-f', path.join(dir, 'slow', 'a.js')], { encoding: 'utf8' });
  assert.equal(leftovers.stdout, '');
});

test('the blocks progress line: a fixed plan\'s blocks done of planned, an adaptive one\'s done and the most it can take', () => {
  const fixed = { adaptive: false, cap: 120 };
  assert.equal(BlockProgress.line({ ...fixed, done: 40, planned: 120, active: 5, total: 8, elapsed: 65, eta: 130,
                                    current: 'buffers/buffer-from.js' }, 33),
               '[00:01:05|%  33|  40/120 blocks | 5/8 configs running]: buffers/buffer-from.js ETA 00:02:10 ');
  assert.equal(BlockProgress.line({ adaptive: true, cap: 1600, done: 3, planned: 120, active: 8, total: 8, elapsed: 5,
                                    eta: 130, atLeast: true, current: 'buffers/buffer-from.js' }, 2),
               '[00:00:05|%   2| 3 blocks, up to 1600 | 8/8 configs running]: buffers/buffer-from.js ETA ≥ 00:02:10 ');
  assert.equal(BlockProgress.line({ adaptive: true, cap: 90, done: 90, planned: 90, active: 0, total: 8, elapsed: 200,
                                    eta: 0, current: 'x' }, 100),
               '[00:03:20|% 100| 90/90 blocks | 0/8 configs running]: Done\n');
  const writes = [];
  const progress = new BlockProgress({ stream: { isTTY: true, write: (s) => writes.push(s) } });
  progress.learning(1, 4, 0);
  progress.update({ ...fixed, cap: 2, done: 1, planned: 2, active: 1, total: 1, elapsed: 1, eta: 1, current: 'a/b.js' });
  // This test's stdout is a pipe, so the (fake) terminal gets the lines.
  assert.deepEqual(writes.filter((w) => w.startsWith('[')),
                   ['[00:00:00| learning configurations: 1/4 files] ',
                    '[00:00:01|%  50| 1/2 blocks | 1/1 configs running]: a/b.js ETA 00:00:01 ']);
});

/** The numbers of a drawn adaptive line: the percent, blocks done, the most the run can take. @param {string} line */
function lineNumbers(line) {
  const match = /^\[[\d:]+\|% +(\d+)\| (\d+) blocks, up to (\d+) \|/.exec(line);
  assert.ok(match, line);
  return { percent: Number(match[1]), done: Number(match[2]), cap: Number(match[3]) };
}

test('the blocks progress line never goes back, over generated plans whose estimate jumps tenfold and falls back', () => {
  // Seeded: each sequence is one run, 16 configurations of --max-runs 100, a block at a time; the
  // estimate of the blocks planned leaps up and down (16/160 → 17/1600 is the jump a person saw);
  // the cap falls as configurations stop.
  let seed = 12345;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  for (let sequence = 0; sequence < 200; sequence++) {
    const writes = [];
    const progress = new BlockProgress({ stream: { isTTY: true, write: (s) => writes.push(s) }, stdoutFree: true });
    let cap = 1600;
    let active = 16;
    for (let done = 1; active > 0; done++) {
      if (random() < 0.05 && active > 0) {
        active--;
        cap -= Math.floor(random() * 90);
      }
      cap = Math.max(cap, done);
      if (done === cap) active = 0;
      const leap = [0.1, 1, 10][Math.floor(random() * 3)];
      const planned = Math.min(cap, Math.max(done + 1, Math.round(done * (1 + random() * 3) * leap)));
      progress.update({ adaptive: true, cap, done, planned: active === 0 ? done : planned, active, total: 16,
        elapsed: done, eta: 1, current: 'a/b.js' });
    }
    const lines = writes.filter((w) => w.startsWith('['));
    const numbers = lines.slice(0, -1).map(lineNumbers);
    for (let i = 1; i < numbers.length; i++) {
      const [before, after] = [numbers[i - 1], numbers[i]];
      const where = `sequence ${sequence}: ${lines[i - 1]} then ${lines[i]}`;
      assert.ok(after.done === before.done + 1, where);
      assert.ok(after.percent >= before.percent && after.percent < 100, where);
      assert.ok(after.cap <= before.cap && after.cap >= after.done, where);
    }
    assert.match(lines.at(-1), /^\[[\d:]+\|% 100\| +(\d+)\/\1 blocks .*Done\n$/, `sequence ${sequence}`);
  }
});

test('off a terminal (a CI log), a plain line every 30 s and the last one, on an injected clock', () => {
  let clock = 0;
  const writes = [];
  const progress = new BlockProgress({ stream: { isTTY: false, write: (s) => writes.push(s) }, now: () => clock });
  progress.learning(1, 2, 0);
  const state = { adaptive: true, cap: 400, planned: 40, active: 4, total: 4, eta: 60, current: 'a/b.js' };
  for (let done = 1; done <= 39; done++) {
    clock = done * 2_000;
    progress.update({ ...state, done, elapsed: clock / 1000 });
  }
  clock = 80_000;
  progress.update({ ...state, cap: 40, planned: 40, active: 0, done: 40, elapsed: 80 });
  progress.update({ ...state, cap: 40, planned: 40, active: 0, done: 40, elapsed: 80 });
  assert.deepEqual(writes, [
    '[00:00:30|%  37| 15 blocks, up to 400 | 4/4 configs running]: a/b.js ETA 00:01:00\n',
    '[00:01:00|%  75| 30 blocks, up to 400 | 4/4 configs running]: a/b.js ETA 00:01:00\n',
    '[00:01:20|% 100| 40/40 blocks | 0/4 configs running]: Done\n',
  ]);
  // A run shorter than 30 s writes nothing, not even its end.
  const quiet = [];
  const short = new BlockProgress({ stream: { isTTY: false, write: (s) => quiet.push(s) }, now: () => 0 });
  short.update({ ...state, done: 1, elapsed: 1 });
  short.update({ ...state, cap: 1, planned: 1, active: 0, done: 1, elapsed: 1 });
  assert.deepEqual(quiet, []);
});

test('a failure message of the wrong shape from a benchmark is taken for what it can be, and the run goes on', async () => {
  // A run pass's IPC channel is the benchmark's to use: it can send anything that looks like our harness's messages.
  const dir = makeBenchDir({
    'forge/f.js': benchSource({ n: [1, 2] }, `
      if (n === 1) process.send({ type: 'failure', stderr: { not: 'text' }, args: [1, {}], conf: 'n=1', code: 'x',
        signal: 7, startedAt: 5 });
      for (let i = 0; i < n; i++);`),
  });
  const ndjson = tmpFile('forged.ndjson');
  const { code, stdout, stderr } = await compare(['--runs', '2', '--ndjson', ndjson, '--benchmark-dir', dir, 'forge']);
  assert.equal(code, 1, stderr);
  assert.deepEqual(countRows(parseCompareCsv(stdout).rows), expectedCounts('forge/f.js', ['n=1', 'n=2'], 2));
  const failures = fs.readFileSync(ndjson, 'utf8').trim().split('\n').map((line) => JSON.parse(line))
    .filter((record) => record.type === 'failure');
  assert.equal(failures.length, 4, 'one per forged message: 2 blocks, 2 binaries');
  // What is not of its kind is left out; which run pass it was, compare.js knows itself.
  for (const failure of failures) {
    assert.deepEqual([failure.code, failure.signal, failure.stderr, failure.configuration, failure.args],
      [null, null, '', 'n=1', ['n=1']]);
    assert.match(failure.startedAt, /^\d{4}-\d\d-\d\dT/);
  }
});
