// A disk budget for each run: the run's scratch directories
// (`<workDir>/scratch/<side>`: each build's TMPDIR, the benchmarks' and
// compare.js's) are watched while the builds and the benchmarks run, and
// the run is stopped, with a message that says what filled what, before
// the disk fills. A pull request's build once filled its scratch directory
// until the disk had 57 MiB left, and every later job on the runner failed.
//
//   every 0.5 s: free space of the scratch's filesystem (statfs, constant cost)
//   every 2 s:   the scratch directories' size (a walk of at most 200,000 entries)
//   over the budget, or under the floor of free space -> the run's processes
//   are ended (the caller's stopRun: processes.js's mark), again at each
//   look, and the step's failure says why (explain)
//
// Two measures, because each misses what the other sees: the walk names
// the directory and the side that filled it, and is what the budget counts
// (the `scratch-budget` input), but it cannot see the worktree the build
// writes too, nor a directory it could not read; the floor of free space
// sees every write to the disk at the cost of a statfs, whoever made it,
// and keeps the runner able to write its logs and run the post step. The
// walk counts blocks allocated (a sparse file is what it holds), a hard
// link once, and takes back a directory the build made unreadable.
//
// At the end of the run the scratch directories are removed (removeScratch),
// and by the post step when the run died before it could.

import fs from 'node:fs';
import path from 'node:path';
import textModule from '../../benchmark/_lib/text.js';

const { errorMessage } = textModule;

/** What the watched directories may hold by default (the `scratch-budget` input's default). */
export const DEFAULT_BUDGET = 10 * 2 ** 30;
/** The free space a run leaves on the disk of its scratch directories, whatever the budget. */
export const FREE_FLOOR = 2 ** 30;
// A look at the free space every half second (a statfs: nothing), and a
// walk every fourth: a disk fills at a gigabyte a second.
const INTERVAL_MS = 500;
const WALK_EVERY = 4;
// A scratch directory with more entries than this is over its budget: a
// walk costs about a millisecond per hundred entries, and no build's TMPDIR
// holds this many (a pull request's could, to hide its size past the walk).
const MAX_ENTRIES = 200_000;

/** What each scratch directory is, for the message (build.js and run.js name them). */
const WRITERS = { base: 'the base build', head: "the pull request's build", version: "a binary's --version",
  benchmark: 'the benchmarks' };

const UNITS = { B: 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40 };
const SIZE = /^(\d+(?:\.\d+)?)\s*([KMGT]i?B?|B)$/i;

/**
 * A size as the `scratch-budget` input gives it: `10GiB`, `500M`, `1.5 GB`
 * (every unit a power of 1024: G, GB and GiB are the same); null when it is
 * not one, or is under 1 MiB.
 * @param {string} text
 * @returns {number | null}  bytes
 */
export function parseSize(text) {
  const match = SIZE.exec(text.trim());
  if (!match) return null;
  const unit = /** @type {keyof typeof UNITS} */ (match[2][0].toUpperCase());
  const bytes = Math.round(Number(match[1]) * UNITS[unit]);
  return bytes >= 2 ** 20 && Number.isSafeInteger(bytes) ? bytes : null;
}

/**
 * Bytes for a person: `10.2 GiB`, `512 MiB`, `12 KiB`, `100 B`.
 * @param {number} bytes
 */
export function formatSize(bytes) {
  /** @type {[string, number][]} */
  const units = [['GiB', 2 ** 30], ['MiB', 2 ** 20], ['KiB', 2 ** 10]];
  const [unit, size] = units.find(([, s]) => bytes >= s) ?? ['B', 1];
  const value = bytes / size;
  return `${value >= 100 || unit === 'B' ? Math.round(value) : Number(value.toFixed(1))} ${unit}`;
}

/**
 * @typedef {{ bytes: number, entries: number, parts: Record<string, number>, complete: boolean }} Usage
 *   parts: bytes under each entry of the directory (`head`, `benchmark`...); complete: false when the
 *   walk stopped at its limit of entries
 */

/**
 * What a directory holds on the disk: the blocks of everything under it,
 * without following links, a hard-linked file once. Asynchronous, so that
 * the build's output keeps flowing while it walks.
 * @param {string} dir
 * @param {{ maxEntries?: number }} [options]
 * @returns {Promise<Usage>}
 */
export async function scratchUsage(dir, { maxEntries = MAX_ENTRIES } = {}) {
  /** @type {Usage} */
  const usage = { bytes: 0, entries: 0, parts: {}, complete: true };
  const seen = new Set();
  /** @type {{ dir: string, part: string | null }[]} */
  const stack = [{ dir, part: null }];
  while (stack.length > 0) {
    const { dir: current, part } = /** @type {{ dir: string, part: string | null }} */ (stack.pop());
    for (const name of await readable(current)) {
      if (++usage.entries > maxEntries) return { ...usage, complete: false };
      const file = path.join(current, name);
      const stat = await fs.promises.lstat(file).catch(() => null);
      if (stat === null) continue; // gone since
      const key = `${stat.dev}:${stat.ino}`;
      if (stat.nlink > 1 && !stat.isDirectory() && seen.has(key)) continue;
      if (stat.nlink > 1) seen.add(key);
      const of = part ?? name;
      usage.bytes += stat.blocks * 512;
      usage.parts[of] = (usage.parts[of] ?? 0) + stat.blocks * 512;
      if (stat.isDirectory()) stack.push({ dir: file, part: of });
    }
  }
  return usage;
}

/** The names in a directory; one the build made unreadable is made readable (it is ours) first. @param {string} dir */
async function readable(dir) {
  try {
    return await fs.promises.readdir(dir);
  } catch (err) {
    const code = /** @type {NodeJS.ErrnoException} */ (err).code;
    if (code !== 'EACCES' && code !== 'EPERM') return [];
    await fs.promises.chmod(dir, 0o700).catch(() => {});
    return fs.promises.readdir(dir).catch(() => []);
  }
}

/**
 * The bytes free to us on the filesystem that holds `dir` (or its nearest
 * existing parent).
 * @param {string} dir
 */
export function freeSpace(dir) {
  let at = dir;
  while (!fs.existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  const stats = fs.statfsSync(at);
  return stats.bavail * stats.bsize;
}

/**
 * @typedef {object} WatchOptions
 * @property {string} dir  `<workDir>/scratch`: the run's scratch directories are its entries
 * @property {number | null} budget  bytes they may hold together; null: no budget (the floor stays)
 * @property {() => void} stopRun  ends the run's processes: called at each look once over
 * @property {{ warning: (message: string) => void }} [log]  where the first look over says so
 * @property {number} [floor]  bytes of free space kept
 * @property {number} [intervalMs]  between looks at the free space; 0: no timer (tests call look())
 * @property {number} [walkEvery]  looks per walk of the directories
 * @property {(dir: string) => Promise<Usage>} [usageOf]
 * @property {(dir: string) => number} [freeOf]
 */

/**
 * Watches the scratch directories until stop(); see the top of this file.
 * @param {WatchOptions} options
 */
export function watchScratch({ dir, budget, stopRun, log = { warning: () => {} }, floor = FREE_FLOOR,
  intervalMs = INTERVAL_MS, walkEvery = WALK_EVERY, usageOf = scratchUsage, freeOf = freeSpace }) {
  /** @type {string | null} */
  let exceeded = null;
  /** @type {Promise<void> | null} */
  let looking = null;
  let looks = 0;
  /** @param {string} message */
  const over = (message) => {
    exceeded = `${message}: the run was stopped before the disk fills`;
    log.warning(exceeded);
    stopRun();
  };
  const lookOnce = async () => {
    if (exceeded !== null) return stopRun();
    const walk = looks++ % walkEvery === 0;
    const free = freeOf(dir);
    if (free < floor) {
      const usage = await usageOf(dir).catch(() => null);
      return over(`The disk that holds ${dir} has ${formatSize(free)} free, under the ${formatSize(floor)} a run ` +
        `leaves free${usage && usage.bytes > 0 ? `; ${largest(usage, dir)} (the run's scratch directories)` : ''}`);
    }
    if (!walk) return undefined;
    const usage = await usageOf(dir);
    if (!usage.complete) {
      return over(`${sentence(largest(usage, dir, false))}: the run's scratch directories hold more than ` +
        `${usage.entries - 1} files and directories, more than a build or a benchmark ever makes`);
    }
    if (budget !== null && usage.bytes > budget) {
      return over(`${sentence(largest(usage, dir))}; the budget of the run's scratch directories ('scratch-budget') is ` +
        `${formatSize(budget)}${inAll(usage)}`);
    }
    return undefined;
  };
  // One look at a time: a walk can take longer than the interval.
  const look = () => (looking ??= lookOnce().finally(() => { looking = null; }));
  const timer = intervalMs > 0 ? setInterval(() => { look().catch(() => {}); }, intervalMs) : null;
  timer?.unref();
  return {
    look,
    /** The message once over (the budget, the floor or the entries), else null. */
    get exceeded() {
      return exceeded;
    },
    stop() {
      if (timer !== null) clearInterval(timer);
    },
    /**
     * The step's failure, said as what stopped it: a build or compare.js
     * killed for the budget fails as a process killed by SIGKILL.
     * @template {{ message: string }} F
     * @param {F} failure
     * @returns {F}
     */
    explain(failure) {
      return exceeded === null ? failure : { ...failure, message: exceeded };
    },
  };
}

/** @param {string} text */
const sentence = (text) => text[0].toUpperCase() + text.slice(1);

/** `, and they hold 11 GiB`: when that says more than the largest part. @param {Usage} usage */
function inAll(usage) {
  const total = formatSize(usage.bytes);
  return total === formatSize(largestPart(usage)[1]) ? '' : `, and they hold ${total}`;
}

/** The entry of the scratch directory that holds most. @param {Usage} usage @returns {[string, number]} */
function largestPart(usage) {
  return Object.entries(usage.parts).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
}

/**
 * `the pull request's build wrote 10.2 GiB to its scratch directory /w/scratch/head`
 * (`... filled its scratch directory ...` without `sized`: its size is not known).
 * @param {Usage} usage @param {string} dir @param {boolean} [sized]
 */
function largest(usage, dir, sized = true) {
  const [name, bytes] = largestPart(usage);
  const writer = WRITERS[/** @type {keyof typeof WRITERS} */ (name)] ?? 'the run';
  const what = sized ? `wrote ${formatSize(bytes)} to` : 'filled';
  return `${writer} ${what} ${name ? `its scratch directory ${path.join(dir, name)}` : dir}`;
}

/**
 * Removes the scratch directories, also those the build made unwritable
 * (they are ours). Never throws: what cannot be removed is returned, for a
 * warning; the next run empties each one again before using it.
 * @param {string} dir
 * @returns {string | null}  why it could not be removed
 */
export function removeScratch(dir) {
  try {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  } catch {
    writable(dir);
  }
  try {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  } catch (err) {
    return errorMessage(err);
  }
}

/** Gives every directory under `dir` back its owner's rwx, so that its entries can be removed. @param {string} dir */
function writable(dir) {
  const stack = [dir];
  while (stack.length > 0) {
    const current = /** @type {string} */ (stack.pop());
    try {
      fs.chmodSync(current, 0o700);
      for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
        if (entry.isDirectory()) stack.push(path.join(current, entry.name));
      }
    } catch {
      // Gone, or not ours: rmSync says so.
    }
  }
}
