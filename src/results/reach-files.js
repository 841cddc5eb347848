// The reach map a run wrote (machine/reach.js: <shard>/reach.json, what
// benchmark/reach.js --format json wrote), read back for the comment. The
// run job's directory was writable by the pull request's benchmark code, so
// the file is read bounded, only its expected parts are kept, and every text
// in it is untrusted (untrustedText): the comment escapes it again.

import path from 'node:path';
import plainFile from '../../benchmark/_lib/plain-file.js';
import reachFile from '../../benchmark/_lib/reach/reach-file.js';
import { untrustedText } from './read-files.js';

const { readPlainFile } = plainFile;
const { REACH_LIMITS } = reachFile;

/** The most functions, and configurations per function, the comment names. */
const SHOWN = Object.freeze({ functions: 20, configurations: 5 });

/**
 * @typedef {{ file: string, name: string, count: number, top: { label: string, callsPerOp: number }[] }} ReachedEntry
 * @typedef {{ categories: string[], functions: ReachedEntry[], unreachable: { file: string, name: string }[],
 *   added: { file: string, name: string, callers: string[] }[], selected: number, mapped: number,
 *   other: string[], error: string | null }} ReachSummary
 */

/**
 * The reach maps of the shards that have one, merged; null when none has.
 * @param {{ dir: string, name: string | null }[]} shards
 * @returns {ReachSummary | null}
 */
export function readReach(shards) {
  /** @type {ReachSummary | null} */
  let merged = null;
  for (const shard of shards) {
    const one = readShardReach(path.join(shard.dir, 'reach.json'));
    if (one === null) continue;
    if (merged === null) {
      merged = one;
      continue;
    }
    merged.categories.push(...one.categories);
    merged.functions.push(...one.functions);
    merged.unreachable.push(...one.unreachable);
    merged.added.push(...one.added);
    merged.other.push(...one.other);
    merged.selected += one.selected;
    merged.mapped += one.mapped;
    merged.error ??= one.error;
  }
  return merged;
}

/** @param {string} file  @returns {ReachSummary | null} */
function readShardReach(file) {
  const empty = { categories: [], functions: [], unreachable: [], added: [], selected: 0, mapped: 0, other: [] };
  let data;
  try {
    const bytes = readPlainFile(file, REACH_LIMITS.bytes, 'reach.json');
    if (bytes === null) return null;
    data = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    return { ...empty, error: `reach.json cannot be read: ${/** @type {Error} */ (err).message}` };
  }
  const text = (v) => untrustedText(v) ?? '?';
  const list = (v) => (Array.isArray(v) ? v : []);
  const count = (v) => (Number.isSafeInteger(v) && v >= 0 ? v : 0);
  return {
    categories: list(data?.categories).map(text),
    functions: list(data?.functions).slice(0, SHOWN.functions * 5).map((fn) => ({
      file: text(fn?.file), name: text(fn?.name), count: list(fn?.configurations).length,
      top: list(fn?.configurations).slice(0, SHOWN.configurations).map((c) => ({
        label: `${text(c?.filename)} ${text(c?.configuration)}`,
        callsPerOp: typeof c?.callsPerOp === 'number' && Number.isFinite(c.callsPerOp) ? c.callsPerOp : 0 })),
    })),
    unreachable: list(data?.unreachable).slice(0, SHOWN.functions * 5).map((fn) => ({ file: text(fn?.file), name: text(fn?.name) })),
    added: list(data?.added).slice(0, SHOWN.functions * 5).map((fn) => ({ file: text(fn?.file), name: text(fn?.name),
      callers: list(fn?.callers).slice(0, 10).map(text) })),
    selected: count(data?.selected),
    mapped: count(data?.mapped),
    other: list(data?.other).slice(0, SHOWN.functions).map(text),
    error: null,
  };
}

/**
 * Whether a shard's directory says it ran nothing because its reach map
 * selected nothing (machine/reach.js reachRunsNothing): a reach.json that
 * reads, with no configuration selected. The directory was writable by the
 * pull request's code, so this only ever turns "no results" into "nothing
 * to run" for a run of `auto` whose map is in the comment for a reader to see.
 * @param {string} dir
 */
export function reachRanNothing(dir) {
  const reach = readShardReach(path.join(dir, 'reach.json'));
  return reach !== null && reach.error === null && reach.selected === 0 && reach.functions.length === 0;
}

export { SHOWN as REACH_SHOWN };
