// compare.js --duet (benchmark/_lib/run/duet.js): a block's old and new run
// passes run at the same time, each pinned to its own half of the CPUs, with
// a port and a test scratch directory of its own. Real processes: the
// benchmark files below meet each other (or fail alone), and read their own
// affinity from /proc.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { makeBenchDir, benchSource, run, parseCompareCsv, compareJs } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { duetHalves, allowedCpus, duetEnv, DuetError } = require('../benchmark/_lib/run/duet.js');

const node = process.execPath;
const NEEDS = spawnSync('taskset', ['-V']).error ? 'taskset is not installed' :
  allowedCpus().length < 2 ? 'this process may run on one CPU only' : false;

// Each run pass adds a line to its side's file, then waits until the other
// side has as many: two passes of a block meet only if they run at the same
// time. Alone, it throws after NBA_DUET_WAIT ms. It says where it ran.
const MEET = `
  const fs = require('fs');
  const dir = process.env.NBA_DUET_DIR;
  const me = process.env.TEST_THREAD_ID || 'alone';
  const other = me === 'duet0' ? 'duet1' : 'duet0';
  const lines = (name) => { try { return fs.readFileSync(dir + '/' + name, 'utf8').split('\\n').length - 1; } catch { return 0; } };
  fs.appendFileSync(dir + '/' + me, process.pid + '\\n');
  const mine = lines(me);
  const until = Date.now() + Number(process.env.NBA_DUET_WAIT);
  while (lines(other) < mine) {
    if (Date.now() > until) throw new Error('the other side never came');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
  }
  const cpus = fs.readFileSync('/proc/self/status', 'utf8').match(/Cpus_allowed_list:\\s*(\\S+)/)[1];
  console.error('duet side=' + process.env.NBA_SIDE + ' cpus=' + cpus + ' port=' + process.env.PORT + ' thread=' + me);
`;

/** This node behind scripts that set NBA_SIDE, so a pass can say which binary it is. */
function sideBinaries() {
  const dir = tempDir('nba-duet-sides-');
  const make = (side) => {
    const file = path.join(dir, `node-${side}`);
    fs.writeFileSync(file, `#!/bin/sh\nNBA_SIDE=${side}\nexport NBA_SIDE\nexec "${node}" "$@"\n`, { mode: 0o755 });
    return file;
  };
  return { old: make('old'), new: make('new') };
}

function readRecords(file) {
  return fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

test('duetHalves: two equal halves of the CPU set, an odd CPU left out, one CPU refused', () => {
  assert.deepEqual(duetHalves('0-3'), { halves: ['0,1', '2,3'], unused: [] });
  assert.deepEqual(duetHalves('2,7,5'), { halves: ['2', '5'], unused: [7] });
  assert.deepEqual(duetHalves(null, [0, 1]), { halves: ['0', '1'], unused: [] });
  assert.throws(() => duetHalves('3'), (err) => err instanceof DuetError &&
    /needs at least two: CPUSET=3 has one/.test(err.message));
  assert.throws(() => duetHalves(null, [4]), /needs at least two: this process may run on CPU 4 only/);
  assert.throws(() => duetHalves('1-x'), /CPUSET '1-x' is not a CPU list/);
});

test('allowedCpus reads the affinity Linux reports, else counts every CPU', () => {
  const dir = tempDir('nba-duet-status-');
  fs.writeFileSync(path.join(dir, 'status'), 'Name:\tnode\nCpus_allowed_list:\t2-3,6\nMems_allowed_list:\t0\n');
  assert.deepEqual(allowedCpus(path.join(dir, 'status')), [2, 3, 6]);
  assert.equal(allowedCpus(path.join(dir, 'missing')).length, (require('node:os')).availableParallelism());
});

test('duetEnv: each side its own port and scratch name, of equal lengths', () => {
  const [a, b] = [duetEnv(0), duetEnv(1)];
  assert.notEqual(a.PORT, b.PORT);
  assert.notEqual(a.TEST_THREAD_ID, b.TEST_THREAD_ID);
  for (const key of Object.keys(a)) assert.equal(a[key].length, b[key].length, key);
});

test('--duet: old and new of each block run at the same time, each on its half, with its own port; the seeded order says which half',
     { skip: NEEDS }, async () => {
       const dir = makeBenchDir({ 'duet/meet.js': benchSource({ k: [1, 2], n: [1] }, MEET) });
       const meeting = tempDir('nba-duet-meet-');
       const ndjson = path.join(tempDir('nba-duet-'), 'run.ndjson');
       const sides = sideBinaries();
       const env = { ...process.env, NBA_DUET_DIR: meeting, NBA_DUET_WAIT: '20000' };
       const { code, stdout, stderr } = await run(node, [compareJs, '--old', sides.old, '--new', sides.new, '--no-progress',
         '--runs', '4', '--seed', '3', '--duet', '--ndjson', ndjson, '--benchmark-dir', dir, 'duet'], { env });
       assert.equal(code, 0, stderr);
       assert.equal(parseCompareCsv(stdout).rows.length, 2 * 4 * 2);
       const cpus = allowedCpus();
       const { halves } = duetHalves(null, cpus);
       assert.match(stderr, new RegExp(`duet: each block's old and new run at the same time, one on CPU ${halves[0]}, ` +
         `the other on CPU ${halves[1]}`));
       const seen = [...stderr.matchAll(/^duet side=(\w+) cpus=(\S+) port=(\d+) thread=(duet\d)$/gm)];
       assert.equal(seen.length, 16, stderr);
       for (const [, , cpu, port, thread] of seen) {
         const slot = /** @type {0 | 1} */ (Number(thread.slice(-1)));
         assert.equal(cpu, halves[slot]);
         assert.equal(port, duetEnv(slot).PORT);
       }
       const records = readRecords(ndjson);
       assert.deepEqual(records[0].duet, halves);
       const slotZero = records.filter((r) => r.type === 'sample' && r.slot === 0).map((r) => r.binary);
       assert.ok(slotZero.includes('old') && slotZero.includes('new'), `both binaries take the first half: ${slotZero}`);
       // The same binary is the same side in the passes' own words.
       for (const [, side, , , thread] of seen) {
         assert.ok(side === 'old' || side === 'new');
         assert.ok(thread === 'duet0' || thread === 'duet1');
       }
       // Without --duet the same file's passes never meet: each fails alone (the test above can fail).
       const alone = await run(node, [compareJs, '--old', sides.old, '--new', sides.new, '--no-progress', '--runs', '1',
         '--benchmark-dir', dir, 'duet'], { env: { ...env, NBA_DUET_DIR: tempDir('nba-duet-alone-'), NBA_DUET_WAIT: '300' } });
       assert.equal(alone.code, 1, alone.stderr);
       assert.match(alone.stderr, /the other side never came/);
     });

test('--duet is refused with the rounds schedule and with one CPU, in words that say why', async () => {
  const dir = makeBenchDir({ 'duet/plain.js': benchSource({ n: [1] }) });
  const rounds = await run(node, [compareJs, '--old', node, '--new', node, '--no-progress', '--schedule', 'rounds',
    '--runs', '1', '--duet', '--benchmark-dir', dir, 'duet']);
  assert.equal(rounds.code, 2);
  assert.match(rounds.stderr, /--duet needs --schedule blocks: it runs the two run passes of a block at the same time/);
  const one = await run(node, [compareJs, '--old', node, '--new', node, '--no-progress', '--runs', '1', '--duet',
    '--set', 'CPUSET=0', '--benchmark-dir', dir, 'duet']);
  assert.equal(one.code, 2);
  assert.match(one.stderr, /Invalid --duet: --duet runs old and new at the same time, each on its own CPU, and needs at least two: CPUSET=0 has one/);
});

test('SIGTERM in a duet stops both run passes of the block, and the run ends', { skip: NEEDS, timeout: 30_000 }, async () => {
  const dir = makeBenchDir({
    'duet/hang.js': benchSource({ n: [1] }, `
      require('fs').appendFileSync(process.env.NBA_DUET_DIR + '/started', process.pid + '\\n');
      setInterval(() => {}, 1000);
      return;`),
  });
  const meeting = tempDir('nba-duet-hang-');
  const child = spawn(node, [compareJs, '--old', node, '--new', node, '--no-progress', '--runs', '2', '--duet',
    '--benchmark-dir', dir, 'duet'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NBA_DUET_DIR: meeting } });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const started = () => { try { return fs.readFileSync(path.join(meeting, 'started'), 'utf8').trim().split('\n'); } catch { return []; } };
  while (started().length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill('SIGTERM');
  const [code] = await once(child, 'close');
  assert.equal(code, 143, stderr);
  for (const pid of started().map(Number)) {
    assert.throws(() => process.kill(pid, 0), { code: 'ESRCH' }, `run pass ${pid} outlived the run`);
  }
});
