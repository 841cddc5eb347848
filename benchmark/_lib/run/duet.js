'use strict';

// compare.js --duet: a block's old and new run passes run at the same time,
// each pinned to its own half of the CPUs (duet benchmarking, Bulej et al.,
// "Duet Benchmarking: Improving Measurement Accuracy in the Cloud", 2020).
// What disturbs the machine during a block then disturbs both, and their
// ratio cancels it; and a block takes the time of one run pass, not two.
//
// Which half a binary gets is the block's seeded order (blocks.js): slot 0
// runs on the first half, slot 1 on the second, so a faster half favours
// neither binary. Each half is what a whole machine was: a process pinned to
// one CPU runs V8's compiler and GC threads on that CPU too, so the two
// halves should be equal and at least one CPU each; an odd CPU is left out.
//
// Two processes at once must not meet: each side gets its own server port
// (PORT, which Node core's and our harness's servers listen on) and its own
// test scratch directory (TEST_THREAD_ID, which Node core's
// test/common/tmpdir.js names its directory after). The values of both
// sides have the same length, so the environment's size favours neither.

const fs = require('fs');
const os = require('os');
const { parseCpuList } = require('../cpus.js');

// Node core's and our harness's default port is 12346; each side moves 100 up.
const PORTS = /** @type {const} */ (['12446', '12546']);

class DuetError extends Error {}

/**
 * The CPUs this process may run on: its affinity, as Linux tells it, else
 * every CPU.
 * @param {string} [statusFile]
 * @returns {number[]}
 */
function allowedCpus(statusFile = '/proc/self/status') {
  try {
    const line = /^Cpus_allowed_list:\s*(\S+)$/m.exec(fs.readFileSync(statusFile, 'utf8'));
    const cpus = line ? parseCpuList(line[1]) : null;
    if (cpus && cpus.length > 0) return cpus;
  } catch {
    // Not Linux: every CPU.
  }
  return Array.from({ length: os.availableParallelism() }, (_, cpu) => cpu);
}

/**
 * The two halves a duet pins its sides to, as taskset lists: of the CPU set
 * (--set CPUSET) when given, else of the CPUs this process may run on.
 * @param {string | null} cpuset
 * @param {number[]} [allowed]
 * @returns {{ halves: [string, string], unused: number[] }}  unused: an odd CPU left out
 */
function duetHalves(cpuset, allowed = allowedCpus()) {
  const cpus = cpuset === null ? allowed : parseCpuList(cpuset);
  if (cpus === null) throw new DuetError(`CPUSET '${cpuset}' is not a CPU list such as 0-3`);
  const distinct = [...new Set(cpus)].sort((a, b) => a - b);
  if (distinct.length < 2) {
    throw new DuetError(`--duet runs old and new at the same time, each on its own CPU, and needs at least two: ` +
      (cpuset === null ? `this process may run on CPU ${distinct.join(',')} only` : `CPUSET=${cpuset} has one`));
  }
  const half = Math.floor(distinct.length / 2);
  return {
    halves: [distinct.slice(0, half).join(','), distinct.slice(half, 2 * half).join(',')],
    unused: distinct.slice(2 * half),
  };
}

/**
 * The environment of a duet's side: its own port and test scratch directory.
 * @param {0 | 1} slot
 * @returns {Record<string, string>}
 */
function duetEnv(slot) {
  return { PORT: PORTS[slot], TEST_THREAD_ID: `duet${slot}` };
}

module.exports = { DuetError, allowedCpus, duetHalves, duetEnv };
