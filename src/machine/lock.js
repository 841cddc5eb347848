// One benchmark at a time per machine. Two comparisons sharing CPUs measure
// each other, and two jobs sharing the persistent worktrees rebuild them
// under each other's feet. A runner host normally runs one job at a time,
// but a machine with two runner instances (or act running a matrix on one
// host) does not: they wait here for each other instead.
//
// The lock is a directory (mkdir is atomic) holding the owner's pid and its
// run's mark (processes.js). A lock whose owner is gone (killed job, rebooted
// runner) is taken over, after ending every process of its run still there:
// benchmarks left running would measure alongside ours.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { killMarked } from './processes.js';

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
 * Ends what is left of a run whose lock is taken over.
 * @param {any} owner  its owner.json
 * @param {{ info(message: string): void }} log
 */
function endLeftovers(owner, log) {
  if (typeof owner?.mark !== 'string') return;
  let killed = 0;
  try {
    killed = killMarked(owner.mark);
  } catch {
    return; // not a mark we wrote
  }
  if (killed > 0) log.info(`Ended ${killed} process${killed === 1 ? '' : 'es'} left running by process ${owner.pid}'s run.`);
}

/**
 * Waits until this process holds the machine's benchmark lock.
 * @param {{ dir?: string, pollMs?: number, log: { info(message: string): void }, what: string,
 *   mark?: string | null }} options  mark: this run's (processes.js), for whoever takes the lock over
 * @returns {Promise<() => void>} release
 */
export async function acquireMachineLock({ dir = DEFAULT_LOCK, pollMs = 2000, log, what, mark = null }) {
  let waitingFor = null;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'owner.json'),
        JSON.stringify({ pid: process.pid, what, since: new Date().toISOString(), mark }));
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
      endLeftovers(owner, log);
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

/**
 * Whether a run other than the one with `mark` holds the lock, or is
 * taking it: what the work directory holds is in its use, not ours to
 * remove (the post step's cleaning up after a run that died).
 * @param {string} mark
 * @param {{ dir?: string }} [options]
 */
export function heldByAnother(mark, { dir = DEFAULT_LOCK } = {}) {
  if (!fs.existsSync(dir)) return false;
  const owner = ownerOf(dir);
  return owner === null || (owner.mark !== mark && alive(owner.pid));
}
