// The machine lock: a second benchmark on the same machine waits for the
// first, and a lock left by a dead process is taken over. Real processes.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { acquireMachineLock } from '../src/machine/lock.js';
import { tempDir } from './helpers/temp.js';

const lockModule = path.resolve('src/machine/lock.js');

function tempLock(t) {
  const dir = tempDir('nba-lock-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'lock');
}

/** A process that takes the lock, says so, holds it for `holdMs`, and exits. */
function holder(lock, holdMs) {
  const script = `import(${JSON.stringify(lockModule)}).then(async ({ acquireMachineLock }) => {
    const release = await acquireMachineLock({ dir: ${JSON.stringify(lock)}, pollMs: 50, what: 'holder',
      log: { info: (m) => console.log(m) } });
    console.log('acquired ' + Date.now());
    setTimeout(() => { const at = Date.now(); release(); console.log('released ' + at); }, ${holdMs});
  })`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  const acquired = new Promise((resolve) => child.stdout.on('data', () => { if (out.includes('acquired')) resolve(undefined); }));
  const exited = new Promise((resolve) => child.on('close', () => resolve(out)));
  return { acquired, exited };
}

test('a second benchmark waits until the first releases the lock', async (t) => {
  const lock = tempLock(t);
  const first = holder(lock, 700);
  await first.acquired;
  const messages = [];
  const release = await acquireMachineLock({ dir: lock, pollMs: 50, what: 'second', log: { info: (m) => messages.push(m) } });
  const gotAt = Date.now();
  const firstOut = await first.exited;
  const releasedAt = Number(/released (\d+)/.exec(firstOut)?.[1]);
  assert.ok(gotAt >= releasedAt, `took the lock at ${gotAt}, before the first released it at ${releasedAt}`);
  assert.equal(messages.length, 1);
  assert.match(messages[0], /^Waiting for another benchmark on this machine to finish \(holder, process \d+, since /);
  assert.equal(JSON.parse(fs.readFileSync(path.join(lock, 'owner.json'), 'utf8')).pid, process.pid);
  release();
  assert.ok(!fs.existsSync(lock), 'released');
});

test('a lock whose owner is gone is taken over at once', async (t) => {
  const lock = tempLock(t);
  const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  const deadPid = Number(dead.stdout.trim());
  fs.mkdirSync(lock);
  fs.writeFileSync(path.join(lock, 'owner.json'), JSON.stringify({ pid: deadPid, what: 'crashed job', since: 'then' }));
  const messages = [];
  const release = await acquireMachineLock({ dir: lock, pollMs: 50, what: 'next', log: { info: (m) => messages.push(m) } });
  assert.deepEqual(messages, [`Taking over the benchmark lock of process ${deadPid}, which is gone.`]);
  release();
});

test('a process that exits without releasing leaves no lock behind', async (t) => {
  const lock = tempLock(t);
  const script = `import(${JSON.stringify(lockModule)}).then(async ({ acquireMachineLock }) => {
    await acquireMachineLock({ dir: ${JSON.stringify(lock)}, what: 'x', log: console }); process.exit(3); })`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script]);
  assert.equal(child.status, 3);
  assert.ok(!fs.existsSync(lock));
});

test('a released lock leaves no exit listener behind, however often it is taken', async (t) => {
  const dir = path.join(tempDir('nba-lock-'), 'lock');
  t.after(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
  const before = process.listenerCount('exit');
  for (let i = 0; i < 20; i++) {
    const release = await acquireMachineLock({ dir, what: `run ${i}`, log: { info() {} } });
    assert.equal(process.listenerCount('exit'), before + 1);
    release();
  }
  assert.equal(process.listenerCount('exit'), before);
  assert.equal(fs.existsSync(dir), false);
});
