// One benchmark at a time per machine. Two comparisons sharing CPUs measure
// each other, and two jobs sharing the persistent worktrees rebuild them
// under each other's feet. A runner host normally runs one job at a time,
// but a machine with two runner instances (or act running a matrix on one
// host) does not: they wait here for each other instead.
//
// The lock is a directory (mkdir is atomic) holding the owner's pid. A lock
// whose owner is gone (killed job, rebooted runner) is taken over.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const DEFAULT_LOCK = path.join(os.tmpdir(), 'node-benchmark-action.lock');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

function ownerOf(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'owner.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Waits until this process holds the machine's benchmark lock.
 * @param {{ dir?: string, pollMs?: number, log: { info(message: string): void }, what: string }} options
 * @returns {Promise<() => void>} release
 */
export async function acquireMachineLock({ dir = DEFAULT_LOCK, pollMs = 2000, log, what }) {
  let waitingFor = null;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'owner.json'), JSON.stringify({ pid: process.pid, what, since: new Date().toISOString() }));
      break;
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
    }
    const owner = ownerOf(dir);
    if (owner === null) {
      // Just created by someone else, owner.json not written yet; or left
      // half-made by a crash: give it one poll, then take it over.
      if (waitingFor === 'unknown') fs.rmSync(dir, { recursive: true, force: true });
      waitingFor = 'unknown';
    } else if (!alive(owner.pid)) {
      log.info(`Taking over the benchmark lock of process ${owner.pid}, which is gone.`);
      fs.rmSync(dir, { recursive: true, force: true });
      continue;
    } else if (waitingFor !== owner.pid) {
      waitingFor = owner.pid;
      log.info(`Waiting for another benchmark on this machine to finish (${String(owner.what).slice(0, 200)}, ` +
        `process ${owner.pid}, since ${owner.since}).`);
    }
    await sleep(pollMs);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (ownerOf(dir)?.pid === process.pid) fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', release);
  return release;
}
