// benchmark/profile.js with real processes: two released Node.js binaries
// (scripts/node-releases.js) profile a benchmark that calls a named hot
// function only under the newer one, so the diff must put that function on
// top; failures of one target are recorded and the others go on.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { NODE_22, NODE_24, nodeRelease } from '../scripts/node-releases.js';
import { makeBenchDir, run, benchmarkDir as BUNDLED, repoRoot } from './helpers/bench-dir.js';
import { renderGfm, visibleText, tableCells } from './helpers/gfm.js';
import { renderProfiles } from '../src/report/profile.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { parseProfile, diffProfiles, LIMITS } = require('../benchmark/_lib/data/profiles.js');

const node = process.execPath;
const PROFILE_JS = path.join(repoRoot, 'benchmark', 'profile.js');
// The first use of a release downloads ~50 MB.
const RELEASES = { timeout: 300_000 };

const scratch = tempDir('nba-profile-');
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

// Only a binary of Node 24 or newer (here the "pull request") takes the slow
// path: ~20,000 square roots per operation in a function of its own name.
const HOT = `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, { kind: ['a', 'b'], n: [2000] });
const SLOW = Number(process.versions.node.split('.')[0]) >= 24;
function slowHotFunction(i) {
  let s = 0;
  for (let j = 0; j < 20000; j++) s += Math.sqrt(i + j);
  return s;
}
function cheapWork(i) {
  return (i * 7) % 13;
}
function main({ n }) {
  let sink = 0;
  bench.start();
  for (let i = 0; i < n; i++) {
    sink += cheapWork(i);
    if (SLOW) sink += slowHotFunction(i);
  }
  bench.end(n);
  if (sink === -1) console.log(sink);
}
`;
const THROWS = `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, { n: [10] });
function main() {
  throw new Error('boom in the run pass');
}
`;
// Not a createBenchmark file: nothing hands it NODE_BENCHMARK_FLAGS.
const PLAIN = `'use strict';\nprocess.exitCode = 0;\n`;

const TARGET = { filename: 'hot/hot.js', configuration: "n=2000 kind='b'", args: ['kind=b', 'n=2000'] };

/** @param {object[]} targets  @returns {string} targets.json's path */
function targetsFile(targets) {
  const file = path.join(fs.mkdtempSync(path.join(scratch, 'targets-')), 'targets.json');
  fs.writeFileSync(file, JSON.stringify(targets));
  return file;
}

/**
 * profile.js on `targets` in `dir`; returns its output and index.json.
 * @param {{ old?: string, next?: string, dir: string, targets: object[], extra?: string[] }} options
 */
async function profile({ old = node, next = node, dir, targets, extra = [] }) {
  const out = fs.mkdtempSync(path.join(scratch, 'out-'));
  const result = await run(node, [PROFILE_JS, '--old', old, '--new', next, '--benchmark-dir', dir,
    '--targets', targetsFile(targets), '--out', out, ...extra]);
  const indexFile = path.join(out, 'index.json');
  const index = fs.existsSync(indexFile) ? JSON.parse(fs.readFileSync(indexFile, 'utf8')) : null;
  return { ...result, out, index };
}

function readDiff(out, entry, benchmarkDir) {
  const read = (side) => parseProfile(fs.readFileSync(path.join(out, entry[side].file), 'utf8'));
  return diffProfiles({ old: read('old'), new: read('new'), operations: entry.operations, benchmarkDir });
}

test(`Node ${NODE_22} as old, ${NODE_24} as new: the function only new runs is on top of the diff; a target that throws is an error and the next is still profiled`, RELEASES, async () => {
  const [node22, node24] = await Promise.all([nodeRelease(NODE_22), nodeRelease(NODE_24)]);
  const dir = makeBenchDir({ 'hot/hot.js': HOT, 'hot/throws.js': THROWS });
  const broken = { filename: 'hot/throws.js', configuration: 'n=10', args: ['n=10'] };
  const { code, stdout, stderr, out, index } = await profile({ old: node22, next: node24, dir, targets: [broken, TARGET] });
  assert.equal(code, 0, stderr);

  assert.deepEqual(Object.keys(index), ['version', 'benchmarkDir', 'profiles']);
  assert.equal(index.version, 1);
  assert.equal(index.benchmarkDir, dir);
  assert.equal(index.profiles.length, 2);
  const [failed, hot] = index.profiles;
  assert.deepEqual(Object.keys(failed), ['filename', 'configuration', 'operations', 'old', 'new']);
  assert.deepEqual(failed.old, { error: 'the run exited with code 1: Error: boom in the run pass' });
  assert.deepEqual(failed.new, failed.old);
  assert.deepEqual({ ...hot, old: hot.old.file, new: hot.new.file }, { filename: TARGET.filename,
    configuration: TARGET.configuration, operations: 2000, old: '2.old.cpuprofile', new: '2.new.cpuprofile' });
  for (const side of ['old', 'new']) {
    assert.equal(fs.statSync(path.join(out, hot[side].file)).size, hot[side].bytes);
  }
  assert.deepEqual(fs.readdirSync(out).sort(), ['2.new.cpuprofile', '2.old.cpuprofile', 'index.json'],
                   'no work directory left behind, no profile of the failed runs');

  const diff = readDiff(out, hot, dir);
  const [top] = diff.rows;
  assert.deepEqual({ name: top.name, location: top.location, old: top.old, change: top.change },
    { name: 'slowHotFunction', location: 'hot/hot.js:5', old: 0, change: null });
  // 20,000 square roots: microseconds per operation. (V8 may inline some of
  // it into main, whose self time then grows too, but less.)
  assert.ok(top.new > 1000, `${top.new} ns per operation`);

  // As the comment shows it: folded, slowHotFunction on top.
  const { body } = renderGfm(renderProfiles(index.profiles.map((entry) => ({
    ...entry, diff: 'file' in entry.new ? readDiff(out, entry, index.benchmarkDir) : null,
    error: entry.new.error ?? null, files: ['old', 'new'].flatMap((side) => entry[side].file ?? []) }))));
  const folds = [...body.querySelectorAll('details')];
  assert.deepEqual(folds.map((fold) => visibleText(fold.querySelector('summary')).replace(/[-+][\d.]+%/, '±x%')),
    ['hot/throws.js n=10: not profiled', "hot/hot.js n=2000 kind='b': ±x% sampled time"]);
  const { rows } = tableCells(/** @type {Element} */ (folds[1].querySelector('table')));
  assert.deepEqual([rows[0][0], rows[0][1], rows[0][2], rows[0][4]], ['slowHotFunction', 'hot/hot.js:5', '0 ns', 'new']);

  assert.match(stdout, /^2\. hot\/hot\.js n=2000 kind='b'\nfunction +location +old +new +change\nslowHotFunction +hot\/hot\.js:5 +0 ns +\d/);
  assert.match(stderr, /profile\.js: 1\/2 hot\/throws\.js n=10/);
  assert.match(stderr, /profile\.js: 1\. hot\/throws\.js n=10: old: the run exited with code 1: Error: boom in the run pass; new: /);
});

test('with a harness shaped like Node core\'s newest common.js, the run pass is profiled through NODE_BENCHMARK_FLAGS', async () => {
  const dir = makeBenchDir({ 'hot/hot.js': HOT }, { harness: false });
  fs.copyFileSync(path.join(repoRoot, 'test', 'fixtures', 'node-core-harness', 'newest', 'common.js'),
                  path.join(dir, 'common.js'));
  // n large enough for the loop to be sampled whatever the machine.
  const target = { filename: 'hot/hot.js', configuration: "n=2000000 kind='b'", args: ['kind=b', 'n=2000000'] };
  const { code, stderr, out, index } = await profile({ dir, targets: [target] });
  assert.equal(code, 0, stderr);
  const [entry] = index.profiles;
  assert.deepEqual([entry.old.file, entry.new.file], ['1.old.cpuprofile', '1.new.cpuprofile']);
  for (const file of [entry.old.file, entry.new.file]) {
    const { frames } = parseProfile(fs.readFileSync(path.join(out, file), 'utf8'));
    const ran = [...frames.values()].filter((f) => f.url.endsWith('/hot/hot.js')).map((f) => `${f.name}:${f.line}`);
    assert.ok(ran.includes('main:13'), `the run pass's main in ${file}: ${ran.join(', ')}`);
  }
});

test('a profile over --max-bytes is deleted and reported; no profile, or more than one, is that side\'s error', async () => {
  const dir = makeBenchDir({ 'hot/hot.js': HOT, 'hot/plain.js': PLAIN });
  /** @type {Array<{ filename: string, configuration: string, args: string[] }>} */
  const targets = [
    TARGET,
    { filename: 'hot/plain.js', configuration: '', args: [] },
    // Without kind=, the config pass runs both kinds: two run passes, two profiles.
    { filename: 'hot/hot.js', configuration: 'n=2000', args: ['n=2000'] },
  ];
  const { code, stderr, out, index } = await profile({ dir, targets, extra: ['--max-bytes', '1000'] });
  assert.equal(code, 0, stderr);
  const errors = index.profiles.map((entry) => entry.old.error);
  assert.match(errors[0], /^its profile was \d+ bytes, more than the limit of 1000: deleted$/);
  assert.match(errors[1], /^no profile was written \(does its harness pass NODE_BENCHMARK_FLAGS to the run pass\?\)$/);
  assert.match(errors[2], /^2 profiles were written, one expected: its args ran more than one configuration/);
  assert.deepEqual(index.profiles.map((entry) => entry.operations), [2000, null, 2000]);
  assert.deepEqual(fs.readdirSync(out), ['index.json']);
});

test('bad usage exits 1 with a message that names the problem', async () => {
  const dir = makeBenchDir({ 'hot/hot.js': HOT });
  const targets = targetsFile([TARGET]);
  const base = ['--old', node, '--new', node, '--benchmark-dir', dir];
  /** @type {Array<[string[], RegExp]>} */
  const cases = [
    [[], /^usage: node benchmark\/profile\.js --old/],
    [['--old', node, '--new', node], /^Missing --targets, --out\n/],
    [[...base, '--targets', targets, '--out', path.join(scratch, 'with space')],
     /^Invalid --out '.*with space': the profile directory travels in NODE_BENCHMARK_FLAGS, which the harness splits on whitespace/],
    [[...base, '--targets', targets, '--out', scratch, '--set', 'n=5'], /^Invalid --set 'n=5': profile\.js takes only CPUSET=…/],
    [[...base, '--targets', targets, '--out', scratch, '--set', 'CPUSET=a'], /^Invalid CPUSET format: "a"/],
    [[...base, '--targets', targets, '--out', scratch, 'string_decoder'], /^Unexpected argument 'string_decoder'/],
    [[...base, '--targets', targetsFile(Array(LIMITS.targets + 1).fill(TARGET)), '--out', scratch],
     /: 11 configurations, at most 10 can be profiled$/m],
    [[...base, '--targets', targetsFile([{ ...TARGET, filename: '../x/y.js' }]), '--out', scratch],
     /entry 1 is not \{ "filename": "category\/file\.js"/],
    [[...base, '--targets', path.join(scratch, 'missing.json'), '--out', scratch], /^Invalid --targets '.*missing\.json': ENOENT/],
    [[...base, '--targets', targets, '--out', scratch, '--top', '0'], /^Invalid --top: expected a whole number >= 1, got '0'/],
  ];
  for (const [args, message] of cases) {
    const { code, stdout, stderr } = await run(node, [PROFILE_JS, ...args]);
    assert.equal(code, 1, `${args.join(' ')}: ${stderr}`);
    assert.equal(stdout, '');
    assert.match(stderr, message);
  }
});

test('measured: one profiled run of a bundled string_decoder configuration against an unprofiled one', async (t) => {
  const args = ['encoding=utf8', 'inLen=1024', 'chunkLen=16', 'n=15000'];
  const file = path.join(BUNDLED, 'string_decoder', 'string-decoder.js');
  const time = async (env) => {
    const start = performance.now();
    const result = await run(node, [file, ...args], { env: { ...process.env, ...env } });
    assert.equal(result.code, 0, result.stderr);
    return performance.now() - start;
  };
  const plain = [];
  const profiled = [];
  const dir = fs.mkdtempSync(path.join(scratch, 'measure-'));
  for (let i = 0; i < 5; i++) {
    plain.push(await time({}));
    profiled.push(await time({ NODE_BENCHMARK_FLAGS: `--cpu-prof --cpu-prof-dir=${dir}/${i} --cpu-prof-interval=100` }));
  }
  const sizes = fs.readdirSync(dir).flatMap((i) => fs.readdirSync(path.join(dir, i)).map((f) => fs.statSync(path.join(dir, i, f)).size));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  t.diagnostic(`string_decoder ${args.join(' ')} under ${process.version}: config pass + run pass ` +
    `${median(plain).toFixed(0)} ms unprofiled, ${median(profiled).toFixed(0)} ms profiled (100 µs interval); ` +
    `profile ${Math.round(median(sizes) / 1024)} KiB`);
  assert.equal(sizes.length, 5);
});
