// The only module that touches sysfs and procfs: what state the benchmark
// machine is in, and the CPU governor (set before the comparison, restored
// by the post step whatever happened).
//
// Everything reads under `root` (default `/`), so tests use a fake tree. A
// value that cannot be read is recorded as null with the reason, never
// guessed: a report that says "governor: unknown (no cpufreq)" is honest, a
// report that fails because a VM has no cpufreq is useless.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import cpuLists from '../../benchmark/_lib/cpus.js';

/** @typedef {import('../results/files.js').MachineRecord} MachineRecord  what machine.json holds of the machine */

function read(root, file) {
  try {
    return fs.readFileSync(path.join(root, file), 'utf8').trim();
  } catch {
    return null;
  }
}

/** `0-3,8,10-11` -> [0, 1, 2, 3, 8, 10, 11]; null when malformed (benchmark/_lib/cpus.js). */
export const { parseCpuList } = cpuLists;

const CPU_DIR = 'sys/devices/system/cpu';

/** @param {string} name  e.g. 'cpu0' */
function governorFile(name) {
  return path.join(CPU_DIR, name, 'cpufreq', 'scaling_governor');
}

/** Turbo as the kernel exposes it: intel_pstate's no_turbo, or cpufreq's boost. */
function readTurbo(root) {
  const noTurbo = read(root, path.join(CPU_DIR, 'intel_pstate', 'no_turbo'));
  if (noTurbo !== null) return noTurbo === '1' ? 'off (intel_pstate no_turbo=1)' : 'on (intel_pstate)';
  const boost = read(root, path.join(CPU_DIR, 'cpufreq', 'boost'));
  if (boost !== null) return boost === '0' ? 'off (cpufreq boost=0)' : 'on (cpufreq boost)';
  return null;
}

/** The bracketed choice of a sysfs list such as `always [madvise] never`. */
function selected(text) {
  return text?.match(/\[([^\]]+)\]/)?.[1] ?? text;
}

/**
 * @param {{ root?: string }} [options]
 * @returns {MachineRecord}
 */
export function readMachine({ root = '/' } = {}) {
  const cpus = parseCpuList(read(root, path.join(CPU_DIR, 'present')) ?? '') ?? [];
  const governors = Object.fromEntries(cpus.map((cpu) => [`cpu${cpu}`, read(root, governorFile(`cpu${cpu}`))]));
  const anyGovernor = Object.values(governors).some((g) => g !== null);
  const loadavg = read(root, 'proc/loadavg');
  const smtControl = read(root, path.join(CPU_DIR, 'smt', 'control'));
  const smtActive = read(root, path.join(CPU_DIR, 'smt', 'active'));
  return {
    cpuModel: read(root, 'proc/cpuinfo')?.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? null,
    cpus,
    governors,
    governorNote: anyGovernor ? null :
      'no cpufreq on this machine (common in virtual machines): the governor cannot be read or set',
    turbo: readTurbo(root),
    smt: smtControl === null ? null : `${smtControl}${smtActive === null ? '' : `, active=${smtActive}`}`,
    isolated: read(root, path.join(CPU_DIR, 'isolated')),
    nohzFull: read(root, path.join(CPU_DIR, 'nohz_full')),
    aslr: read(root, 'proc/sys/kernel/randomize_va_space'),
    thp: selected(read(root, 'sys/kernel/mm/transparent_hugepage/enabled')),
    loadAverage: loadavg ? loadavg.split(/\s+/).slice(0, 3).map(Number) : null,
    kernel: read(root, 'proc/sys/kernel/osrelease') ?? (root === '/' ? os.release() : null),
  };
}

// Writing a governor needs root. A runner that is not root may be given
// exactly this through sudoers (see docs/runner-setup.md, "The CPU governor"):
//   runner ALL=(root) NOPASSWD: /usr/bin/tee ^/sys/devices/system/cpu/cpu[0-9]+/cpufreq/scaling_governor$
// `sudo -n` never prompts: where no rule is configured it fails at once, and
// after one such failure the other CPUs do not ask again.
const SUDO_HINT = 'give the runner the sudoers rule for the governor in docs/runner-setup.md, or run it as root';

const { O_WRONLY, O_TRUNC, O_NOFOLLOW, O_NONBLOCK } = fs.constants;

/**
 * Writes the file that is there, never through a link (ELOOP) and never a
 * new one (no O_CREAT): the kernel's attribute files exist, and a link in
 * their place (a fake root, a path made from a forged state) would lead the
 * write anywhere, as one once led it into ~/.bashrc. O_NONBLOCK: a FIFO
 * without a reader fails (ENXIO) instead of blocking; anything else that is
 * not a plain file is refused.
 * @param {string} file
 * @param {string} value
 */
function writeExisting(file, value) {
  const fd = fs.openSync(file, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_NONBLOCK);
  try {
    if (!fs.fstatSync(fd).isFile()) throw new Error(`${file} is not a plain file: not written`);
    fs.writeSync(fd, value);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes one sysfs value: directly, else through `sudo -n tee` when direct
 * writing is not permitted (a link is refused before: sudo is never asked).
 * @param {string} file absolute path
 * @param {string} value
 * @param {{ sudo: string, sudoFailed: string | null }} via `sudoFailed` is set after the first refusal
 * @returns {string | null} the problem, or null when written
 */
function writeSysfs(file, value, via) {
  try {
    writeExisting(file, value);
    return null;
  } catch (err) {
    const error = /** @type {NodeJS.ErrnoException} */ (err); // fs throws Node's errors
    if (error.code === 'ELOOP') return 'it is a link, not the kernel\'s file: not written';
    if (error.code !== 'EACCES' && error.code !== 'EPERM') return error.message;
  }
  if (via.sudoFailed === null) {
    const child = spawnSync(via.sudo, ['-n', 'tee', file], {
      input: value, stdio: ['pipe', 'ignore', 'pipe'], encoding: 'utf8', timeout: 10_000,
    });
    if (!child.error && child.status === 0) return null;
    const said = child.error ? (/** @type {NodeJS.ErrnoException} */ (child.error).code === 'ENOENT' ?
      'sudo is not installed' : child.error.message) :
      child.stderr.trim().split('\n').pop() || `sudo exited with ${child.status ?? child.signal}`;
    via.sudoFailed = `not root, and \`sudo -n tee\` failed: ${said}`;
  }
  return `${via.sudoFailed}; ${SUDO_HINT}`;
}

/**
 * Sets `governor` on every CPU that has cpufreq and remembers what each had,
 * for restoreGovernors. What cannot be set is said, not thrown: the caller
 * decides whether an untuned machine is acceptable.
 * @param {{ root?: string, governor?: string, sudo?: string }} [options]
 * @returns {{ saved: Record<string, string>, changed: string[], problems: string[] }}
 */
export function setGovernors({ root = '/', governor = 'performance', sudo = 'sudo' } = {}) {
  const record = readMachine({ root });
  /** @type {Record<string, string>} */
  const saved = {};
  const changed = [];
  const problems = [];
  if (record.governorNote) return { saved, changed, problems: [record.governorNote] };
  const via = { sudo, sudoFailed: null };
  for (const [name, current] of Object.entries(record.governors)) {
    if (current === null) {
      problems.push(`${name}: no cpufreq (offline?)`);
      continue;
    }
    const available = read(root, path.join(CPU_DIR, name, 'cpufreq', 'scaling_available_governors'));
    if (available !== null && !available.split(/\s+/).includes(governor)) {
      problems.push(`${name}: governor '${governor}' is not available (${available})`);
      continue;
    }
    const problem = writeSysfs(path.resolve(root, governorFile(name)), governor, via);
    if (problem === null) {
      saved[name] = current;
      if (current !== governor) changed.push(`${name}: ${current} -> ${governor}`);
    } else {
      problems.push(`${name}: cannot write the governor (${problem})`);
    }
  }
  return { saved, changed, problems };
}

/** A CPU of sysfs, as setGovernors saves it: `cpu0`. */
const CPU_NAME = /^cpu\d{1,5}$/;
/** A governor's name: `performance`, `schedutil`, `ondemand`... */
const GOVERNOR_NAME = /^[a-z0-9_]{1,32}$/;

/**
 * What is wrong with governors to restore: they come back from the step's
 * saved state, which a workflow command in the log could once forge
 * (`::save-state`), so each CPU and each governor must have the shape
 * setGovernors gives them. [] when all do.
 * @param {unknown} saved
 * @returns {string[]}
 */
export function savedGovernorsProblems(saved) {
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) {
    return [`not an object of CPU names and governors: ${shown(saved)}`];
  }
  return Object.entries(saved).flatMap(([name, governor]) => [
    ...(CPU_NAME.test(name) ? [] : [`${shown(name)} is not a CPU name such as "cpu0"`]),
    ...(typeof governor === 'string' && GOVERNOR_NAME.test(governor) ? [] :
      [`the governor of ${shown(name)}, ${shown(governor)}, is not a governor's name such as "schedutil"`]),
  ]);
}

/** A value from the saved state, for a message: JSON, at most 60 characters. @param {unknown} value */
function shown(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * Puts back what setGovernors saved, the same way it was set. Returns the
 * problems, if any. Saved governors of another shape (savedGovernorsProblems)
 * are all refused: nothing is written.
 * @param {Record<string, string>} saved
 * @param {{ root?: string, sudo?: string }} [options]
 */
export function restoreGovernors(saved, { root = '/', sudo = 'sudo' } = {}) {
  const refused = savedGovernorsProblems(saved);
  if (refused.length > 0) return refused.map((problem) => `refused, nothing restored: ${problem}`);
  const problems = [];
  const via = { sudo, sudoFailed: null };
  for (const [name, governor] of Object.entries(saved)) {
    const problem = writeSysfs(path.resolve(root, governorFile(name)), governor, via);
    if (problem !== null) problems.push(`${name}: cannot restore '${governor}': ${problem}`);
  }
  return problems;
}

/**
 * Checks a taskset CPU list against the CPUs the machine has.
 * @param {string} cpuset
 * @param {number[]} present
 * @returns {string | null} the problem, or null when it is fine
 */
export function checkCpuset(cpuset, present) {
  const cpus = parseCpuList(cpuset);
  if (cpus === null || cpus.length === 0) {
    return `Invalid 'cpuset': expected a CPU list such as '2-5' or '0,2,4', got '${cpuset}'`;
  }
  const missing = present.length === 0 ? [] : cpus.filter((cpu) => !present.includes(cpu));
  if (missing.length > 0) {
    return `Invalid 'cpuset': CPU ${missing.join(', ')} not present on this machine (present: ${present.join(',')})`;
  }
  return null;
}
