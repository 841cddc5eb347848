// Every process a run starts (the builds, compare.js, the benchmark
// processes compare.js starts detached, whatever those start in turn)
// carries one mark in its environment: NODE_BENCHMARK_ACTION_RUN=<uuid>. A
// process tree can be left by its parent (a benchmark's child, reparented to
// init when compare.js is killed), but not by its environment, so the mark
// finds them all: the Action's signal handler on cancel, the post step, and
// the next job taking over the machine lock of a job that is gone (the lock
// records the mark) all end the same processes the same way. In a sandbox the
// PID namespace already takes them all down with bwrap; the mark covers the
// host that cannot sandbox.
//
// Linux only (/proc); a process of another user cannot be read, and is not ours.

import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export const RUN_MARK = 'NODE_BENCHMARK_ACTION_RUN';
const ROUNDS = 5;

/** A new mark for one run. */
export function newRunMark() {
  return randomUUID();
}

/**
 * The processes whose environment carries the mark, ours excluded.
 * @param {string} mark
 * @param {{ procRoot?: string }} [options]
 * @returns {number[]}
 */
export function markedProcesses(mark, { procRoot = '/proc' } = {}) {
  if (!/^[0-9a-f-]{36}$/.test(mark)) throw new TypeError(`Invalid run mark ${JSON.stringify(mark)}`);
  const needle = Buffer.from(`${RUN_MARK}=${mark}\0`);
  const found = [];
  let entries;
  try {
    entries = fs.readdirSync(procRoot);
  } catch {
    return [];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let environ;
    try {
      environ = fs.readFileSync(path.join(procRoot, entry, 'environ'));
    } catch {
      continue; // gone, or another user's
    }
    if (environ.includes(needle)) found.push(Number(entry));
  }
  return found;
}

/**
 * Kills (SIGKILL) every process with the mark, looking again until none is
 * left: one may start another between the look and the kill.
 * @param {string} mark
 * @param {{ procRoot?: string, kill?: (pid: number, signal: NodeJS.Signals) => void }} [options]
 * @returns {number}  how many were killed
 */
export function killMarked(mark, { procRoot = '/proc', kill = process.kill.bind(process) } = {}) {
  const killed = new Set();
  for (let round = 0; round < ROUNDS; round++) {
    // A killed process's environ reads empty while it waits to be reaped.
    const pids = markedProcesses(mark, { procRoot });
    if (pids.length === 0) break;
    for (const pid of pids) {
      try {
        kill(pid, 'SIGKILL');
        killed.add(pid);
      } catch {
        // gone already
      }
    }
  }
  return killed.size;
}
