// benchmark/_lib/data/profiles.js, `--profile`'s pure parts: a .cpuprofile
// read and checked (it comes from the pull request's binary), self time per
// function, the old/new diff per operation and the terminal table. The
// comment's section is test/report-profile.test.js's.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { BENCH, FILE, NODES, OLD, node, profileText } from './helpers/cpuprofile.js';

const require = createRequire(import.meta.url);
const {
  LIMITS, ProfileError, parseProfile, selfTimes, operationsOf, shortLocation, diffProfiles, formatDiffTable,
  formatTime,
} = require('../benchmark/_lib/data/profiles.js');


test('self time: each sample weighs the time to the next, the last to the end; same function merged; (idle) and (root) left out', () => {
  assert.deepEqual(selfTimes(parseProfile(OLD)), [
    { name: 'main', url: FILE, line: 5, self: 200 },
    { name: 'hot', url: FILE, line: 11, self: 200 },
    { name: '(garbage collector)', url: '', line: null, self: 100 },
    { name: '(program)', url: '', line: null, self: 50 },
  ]);
});

test('self time: a negative delta counts as 0 and does not move the clock back', () => {
  const profile = parseProfile(profileText({ samples: [3, 4, 3], timeDeltas: [10, -5, 20], startTime: 0, endTime: 100 }));
  // main: 0 (its next tick came "5 µs earlier") + 70 (30 to the end at 100); hot: 20.
  assert.deepEqual(selfTimes(profile).map((f) => [f.name, f.self]), [['main', 70], ['hot', 20]]);
});

test('self time: a last sample after the profile\'s end weighs 0', () => {
  const profile = parseProfile(profileText({ samples: [3, 4], timeDeltas: [10, 10], startTime: 0, endTime: 5 }));
  assert.deepEqual(selfTimes(profile).map((f) => [f.name, f.self]), [['main', 10], ['hot', 0]]);
});

test('diff: self time per operation in ns, the largest move first, a function missing on one side counting 0', () => {
  const NEW = profileText({
    nodes: [...NODES, node(8, 'slowHotFunction', FILE, 20)],
    samples: [3, 8, 8, 8, 4, 2], timeDeltas: [500, 100, 100, 100, 100, 100], endTime: 2100 });
  const diff = diffProfiles({ old: parseProfile(OLD), new: parseProfile(NEW), operations: 1000, benchmarkDir: BENCH });
  // 1000 operations: microseconds per run read as nanoseconds per operation.
  assert.deepEqual(diff.rows.map((r) => [r.name, r.location, r.old, r.new, r.delta, r.change]), [
    ['slowHotFunction', 'cat/a.js:21', 0, 300, 300, null],
    // Equal moves: the larger new time first, then by name.
    ['hot', 'cat/a.js:11', 200, 100, -100, -50],
    ['main', 'cat/a.js:5', 200, 100, -100, -50],
    ['(garbage collector)', '', 100, 0, -100, -100],
    ['(program)', '', 50, 100, 50, 100],
  ]);
  assert.deepEqual(diff.totals, { old: 550, new: 600, delta: 50, change: (600 / 550 - 1) * 100 });
  assert.equal(diff.unit, 'ns/op');
  assert.equal(diff.functions, 5);
  assert.deepEqual(diffProfiles({ old: parseProfile(OLD), new: parseProfile(NEW), operations: 1000, top: 1 })
    .rows.map((r) => r.name), ['slowHotFunction']);
});

test('diff: without n it is per run, and says so', () => {
  const diff = diffProfiles({ old: parseProfile(OLD), new: parseProfile(OLD), operations: null });
  assert.equal(diff.unit, 'ns/run');
  assert.equal(diff.operations, null);
  assert.deepEqual(diff.rows, []);
  assert.deepEqual(diff.totals, { old: 550_000, new: 550_000, delta: 0, change: 0 });
  assert.match(formatDiffTable(diff), /\(no function moved\)\nsampled time per run \(no n in the configuration\): old 550 µs, new 550 µs \(\+0\.0%\)/);
});

test('diff: a function whose line moved (the pull request edited above it) is one row; same-named ones stay apart by line', () => {
  const old = parseProfile(profileText({
    nodes: [node(1, 'write', 'node:string_decoder', 93), node(2, '', FILE, 3), node(3, '', FILE, 7)],
    samples: [1, 2, 3], timeDeltas: [0, 10, 10], startTime: 0, endTime: 30 }));
  const next = parseProfile(profileText({
    nodes: [node(1, 'write', 'node:string_decoder', 95), node(2, '', FILE, 3), node(3, '', FILE, 9)],
    samples: [1, 2, 3], timeDeltas: [0, 20, 10], startTime: 0, endTime: 30 }));
  const diff = diffProfiles({ old, new: next, operations: 1, benchmarkDir: BENCH });
  // write: one row, at its new line. The two anonymous functions of a.js:
  // line 4 did not move (not shown), line 8 is gone, line 10 has no time.
  assert.deepEqual(diff.rows.map((r) => [r.name, r.location, r.old, r.new]), [
    ['write', 'node:string_decoder:96', 10_000, 20_000],
    ['', 'cat/a.js:8', 10_000, 0],
  ]);
});

test('n is read from compare.js\'s configuration text, whole values only', () => {
  assert.equal(operationsOf("n=25000 chunkLen=16 encoding='ascii'"), 25000);
  assert.equal(operationsOf("chunkLen=16 n=1e+21 encoding='ascii'"), 1e21);
  assert.equal(operationsOf("encoding='x n=5' size=3"), null);
  assert.equal(operationsOf("encoding='it\\'s n=5' n=7"), 7);
  assert.equal(operationsOf("n='12'"), null);
  assert.equal(operationsOf('n=0 size=1'), null);
  assert.equal(operationsOf('n=NaN'), null);
  assert.equal(operationsOf('size=1'), null);
  assert.equal(operationsOf(''), null);
  assert.equal(operationsOf('len=1 nn=5'), null);
});

test('locations: relative to the benchmark directory, node: as is, other paths by their last two parts', () => {
  assert.equal(shortLocation(`file://${BENCH}/string_decoder/string-decoder.js`, BENCH), 'string_decoder/string-decoder.js');
  assert.equal(shortLocation(`${BENCH}/common.js`, BENCH), 'common.js');
  assert.equal(shortLocation('file:///home/u/my%20lib/deep/x.js', BENCH), '…/deep/x.js');
  assert.equal(shortLocation('/work/node/benchmark-other/x.js', BENCH), '…/benchmark-other/x.js');
  assert.equal(shortLocation('/x.js', BENCH), '/x.js');
  assert.equal(shortLocation(`file://${BENCH}/cat/a.js`), '…/cat/a.js');
  assert.equal(shortLocation('node:internal/streams/readable', BENCH), 'node:internal/streams/readable');
  assert.equal(shortLocation('', BENCH), '');
  assert.equal(shortLocation('file://host/x.js', BENCH), 'file://host/x.js');
});

test('times print with three significant digits in the unit that fits', () => {
  assert.deepEqual([0, 0.5, 812, 1520, 3.4e6, 1.2e9].map(formatTime),
    ['0 ns', '0.500 ns', '812 ns', '1.52 µs', '3.40 ms', '1.20 s']);
});

test('terminal table: aligned columns, names clipped, then the totals', () => {
  const NEW = profileText({ nodes: [...NODES, node(8, 'x'.repeat(100), FILE, 20)],
    samples: [3, 8], timeDeltas: [500, 100], endTime: 1700 });
  const table = formatDiffTable(diffProfiles({ old: parseProfile(OLD), new: parseProfile(NEW), operations: 1000,
                                               benchmarkDir: BENCH }), { width: 20 });
  assert.equal(table, [
    'function              location         old     new   change',
    'hot                   cat/a.js:11   200 ns    0 ns  -100.0%',
    'main                  cat/a.js:5    200 ns  100 ns   -50.0%',
    `${'x'.repeat(19)}…  cat/a.js:21     0 ns  100 ns      new`,
    '(garbage collector)                 100 ns    0 ns  -100.0%',
    '(program)                          50.0 ns    0 ns  -100.0%',
    'sampled time per operation (n=1000): old 550 ns, new 200 ns (-63.6%)',
    '',
  ].join('\n'));
});

test('malformed and hostile profiles are refused with what is wrong', () => {
  const ok = JSON.parse(OLD);
  /** @type {Array<[string, RegExp]>} */
  const cases = [
    ['{"nodes": [', /^not a CPU profile: not JSON \(/],
    ['[]', /expected a JSON object with "nodes"/],
    ['null', /expected a JSON object/],
    [JSON.stringify({ ...ok, nodes: undefined }), /no "nodes" array/],
    [JSON.stringify({ ...ok, nodes: [] }), /no "nodes" array/],
    [JSON.stringify({ ...ok, nodes: [7] }), /node at index 0 is not an object/],
    [JSON.stringify({ ...ok, nodes: [{ id: '1', callFrame: {} }] }), /node at index 0 has no whole-number "id"/],
    [JSON.stringify({ ...ok, nodes: [node(1, 'a'), node(1, 'b')] }), /node id 1 appears twice/],
    [JSON.stringify({ ...ok, nodes: [{ id: 1, callFrame: { functionName: 'a', url: 'x' } }] }),
     /node 1 has no callFrame with functionName, url and lineNumber/],
    [JSON.stringify({ ...ok, samples: [3, 99] }), /2 samples but 7 timeDeltas/],
    [JSON.stringify({ ...ok, samples: [3, 4, 4, 7, 5, 6, 99] }), /sample 6 names node 99, which is not in "nodes"/],
    [JSON.stringify({ ...ok, samples: [3, 4, 4, 7, 5, 6, '__proto__'] }), /sample 6 names node "__proto__"/],
    [JSON.stringify({ ...ok, samples: undefined }), /no "samples" and "timeDeltas" arrays/],
    [JSON.stringify({ ...ok, timeDeltas: [1, 1, 1, 1, 1, 1, '1'] }), /"timeDeltas\[6\]" is not a number of microseconds/],
    [OLD.replace('"timeDeltas":[500', '"timeDeltas":[1e400'), /"timeDeltas\[0\]" is not a number/],
    [JSON.stringify({ ...ok, startTime: undefined }), /"startTime" is not a number/],
  ];
  for (const [text, message] of cases) {
    assert.throws(() => parseProfile(text), (err) => err instanceof ProfileError && message.test(err.message),
                  `${text.slice(0, 80)} -> ${message}`);
  }
  assert.throws(() => parseProfile(/** @type {any} */ (Buffer.from(OLD))), /expected its JSON text/);
});

test('caps: more nodes, samples or characters than the limits are refused before any work on them', () => {
  const many = LIMITS.nodes + 1;
  assert.throws(() => parseProfile(`{"nodes":[${'0,'.repeat(many - 1)}0]}`),
                { message: `too large: ${many} nodes, more than ${LIMITS.nodes}` });
  const samples = `[${'3,'.repeat(LIMITS.samples)}3]`;
  assert.throws(() => parseProfile(`{"nodes":${JSON.stringify(NODES)},"samples":${samples},"timeDeltas":[]}`),
                { message: `too large: ${LIMITS.samples + 1} samples, more than ${LIMITS.samples}` });
  assert.throws(() => parseProfile(' '.repeat(LIMITS.bytes + 1)), /more than the 64 MiB limit/);
});
