// How our benchmark drivers and the binaries under them are started
// (src/machine/confinement.js): the driver's command and environment, the
// launchers of the two binaries, and the defaults of a confinement. No bwrap
// is run here: a launcher is a script, read as written (test/job.test.js
// runs one in a real sandbox).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { benchmarkBinaries, driverCommand, withDefaults } from '../src/machine/confinement.js';
import { ACTION_ROOT } from '../src/paths.js';
import { tempDir } from './helpers/temp.js';

function tmpDir(t) {
  const dir = tempDir('nba-confinement-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A bwrap that is never run: writeLauncher only writes the script that would run it. */
/** @type {import('../src/machine/sandbox.js').Sandbox} */
const BWRAP = { kind: 'bwrap', command: '/usr/bin/bwrap' };
/** @type {import('../src/machine/sandbox.js').Sandbox} */
const NONE = { kind: 'none', reason: 'not asked for' };

test('driverCommand: this node, the argv as given, the allowed environment with the run\'s mark, and a fresh TMPDIR of its own',
  (t) => {
    const scratch = tmpDir(t);
    fs.mkdirSync(path.join(scratch, 'driver'));
    fs.writeFileSync(path.join(scratch, 'driver', 'left-by-the-last-run'), '');
    const env = { PATH: '/usr/bin', GITHUB_TOKEN: 'ghs_secret', INPUT_TOKEN: 'ghs_secret', SECRET: 'x', MINE: 'y' };
    const command = driverCommand(['/action/benchmark/compare.js', '--runs', '2'],
      { sandbox: NONE, mark: 'run-1', pass: ['MINE', 'GITHUB_TOKEN'], env, scratch });
    const own = path.join(scratch, 'driver');
    assert.equal(command.command, process.execPath);
    assert.deepEqual(command.args, ['/action/benchmark/compare.js', '--runs', '2']);
    assert.deepEqual(command.env, { PATH: '/usr/bin', MINE: 'y', TMPDIR: own, NODE_BENCHMARK_ACTION_RUN: 'run-1' });
    assert.deepEqual(fs.readdirSync(own), []);
    assert.equal(fs.statSync(own).mode & 0o777, 0o700);
  });

test('driverCommand: no mark, no NODE_BENCHMARK_ACTION_RUN', (t) => {
  const scratch = tmpDir(t);
  const command = driverCommand(['x.js'], { sandbox: NONE, mark: null, pass: [], env: {}, scratch });
  assert.deepEqual(command.env, { TMPDIR: path.join(scratch, 'driver') });
});

test('benchmarkBinaries: without a sandbox, the binaries themselves, and nothing written', (t) => {
  const scratch = tmpDir(t);
  const binaries = benchmarkBinaries({ sandbox: NONE, mark: null, pass: [], env: {}, scratch },
    { oldBinary: '/builds/node-main', newBinary: '/builds/node-pr', benchmarkDir: path.join(scratch, 'benchmark') });
  assert.deepEqual(binaries, { old: '/builds/node-main', new: '/builds/node-pr' });
  assert.deepEqual(fs.readdirSync(scratch), []);
});

test('benchmarkBinaries: in a sandbox, a launcher per side that binds the binary, the benchmark directory, a node ' +
  'checkout\'s test/ and our harness read-only, and only its scratch directory and `writable` read-write', (t) => {
  const dir = tmpDir(t);
  const benchmarkDir = path.join(dir, 'node', 'benchmark');
  fs.mkdirSync(benchmarkDir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'node', 'test', 'common'), { recursive: true });
  const scratch = path.join(dir, 'scratch');
  const work = path.join(dir, 'profiling');
  fs.mkdirSync(work);
  // bwrap binds only what exists.
  const [oldBinary, newBinary] = [path.join(dir, 'node-main'), path.join(dir, 'node-pr')];
  for (const binary of [oldBinary, newBinary]) fs.writeFileSync(binary, '');
  const binaries = benchmarkBinaries({ sandbox: BWRAP, mark: null, pass: [], env: {}, scratch },
    { oldBinary, newBinary, benchmarkDir, writable: [work] });
  assert.deepEqual(binaries, { old: path.join(scratch, 'launch', 'old', 'node'), new: path.join(scratch, 'launch', 'new', 'node') });
  for (const [side, binary] of [['old', oldBinary], ['new', newBinary]]) {
    const script = fs.readFileSync(binaries[side], 'utf8');
    assert.match(script, /^#!\/bin\/sh\nexec '\/usr\/bin\/bwrap' /);
    assert.ok(script.includes(`'--ro-bind' '${binary}' '/node-benchmark/bin/node'`), script);
    for (const readable of [benchmarkDir, path.join(dir, 'node', 'test'), path.join(ACTION_ROOT, 'benchmark'),
      path.join(ACTION_ROOT, 'dist')]) {
      assert.ok(script.includes(`'--ro-bind' '${readable}' '${readable}'`), `${readable} in ${script}`);
    }
    assert.ok(script.includes(`'--bind' '${path.join(scratch, side)}' '/node-benchmark/tmp'`), script);
    assert.ok(script.includes(`'--bind' '${work}' '${work}'`), script);
    assert.equal(fs.statSync(binaries[side]).mode & 0o777, 0o700);
  }
});

test('benchmarkBinaries: a benchmark directory outside a node checkout exposes no test/ next to it', (t) => {
  const dir = tmpDir(t);
  const benchmarkDir = path.join(dir, 'benchmark');
  fs.mkdirSync(path.join(dir, 'test'), { recursive: true }); // no common/: not a node checkout
  const binaries = benchmarkBinaries({ sandbox: BWRAP, mark: null, pass: [], env: {}, scratch: path.join(dir, 'scratch') },
    { oldBinary: '/a', newBinary: '/b', benchmarkDir });
  assert.ok(!fs.readFileSync(binaries.old, 'utf8').includes(path.join(dir, 'test')));
});

test('withDefaults: no sandbox, no mark, nothing passed, our environment, a scratch directory next to the results; ' +
  'what is given wins', () => {
  assert.deepEqual(withDefaults({}, '/runner/temp/results'), { sandbox: NONE, mark: null, pass: [], env: process.env,
    scratch: '/runner/temp/.results-tmp' });
  /** @type {import('../src/machine/confinement.js').Confinement} */
  const given = { sandbox: BWRAP, mark: 'run-2', pass: ['MINE'], env: { PATH: '/bin' }, scratch: '/work/scratch' };
  assert.deepEqual(withDefaults(given, '/runner/temp/results'), given);
});
