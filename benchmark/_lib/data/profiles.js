'use strict';

// `--profile`: V8 CPU profiles (`.cpuprofile`, what `node --cpu-prof`
// writes) of one configuration under the old and the new binary, turned into
// self time per function and per operation, and the difference:
//
//   function         location                             old        new   change
//   slowHotFunction  hot/hot.js:3                        0 ns   1.52 µs      new
//   decode           node:internal/string_decoder:88  41.2 ns    40.8 ns    -1.0%
//
// Pure: text in, numbers and text out. A profile is written by the pull
// request's binary, so it is untrusted input: every shape is checked, ids are
// looked up in a Map (never as object keys), and the work is bounded by the
// limits below, which benchmark/profile.js (the writer) and the report (the
// reader) both take from here.

const path = require('path');
const { fileURLToPath } = require('url');
const { byteOrder, clip } = require('../text.js');

const LIMITS = Object.freeze({
  targets: 10, // configurations profiled per run
  bytes: 64 * 1024 * 1024, // a larger profile is deleted, not read
  nodes: 1_000_000,
  samples: 1_000_000,
  top: 100, // rows a diff may ask for
});

// V8's pseudo-functions that are not work: the tree's root, and the
// sampler finding the thread idle. `(program)` (native code outside JS) and
// `(garbage collector)` are work, and a change there is news: kept.
const NOT_WORK = new Set(['(root)', '(idle)']);

class ProfileError extends Error {}

/**
 * @typedef {{ name: string, url: string, line: number | null }} FunctionKey  line: 1-based, null when V8 has none
 * @typedef {{ frames: Map<number, FunctionKey>, samples: number[], timeDeltas: number[],
 *   startTime: number, endTime: number }} Profile  a checked profile
 * @typedef {FunctionKey & { self: number }} SelfTime  self: microseconds
 */

/**
 * A `.cpuprofile`'s text, checked.
 * @param {string} text
 * @returns {Profile}
 * @throws {ProfileError} naming what is wrong
 */
function parseProfile(text) {
  if (typeof text !== 'string') throw new ProfileError('not a CPU profile: expected its JSON text');
  if (text.length > LIMITS.bytes) {
    throw new ProfileError(`not read: ${text.length} characters, more than the ${LIMITS.bytes / 1048576} MiB limit`);
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ProfileError(`not a CPU profile: not JSON (${/** @type {Error} */ (err).message})`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ProfileError('not a CPU profile: expected a JSON object with "nodes", "samples" and "timeDeltas"');
  }
  const frames = checkNodes(data.nodes);
  const { samples, timeDeltas } = checkSamples(data, frames);
  return { frames, samples, timeDeltas, startTime: checkTime(data.startTime, 'startTime'),
           endTime: checkTime(data.endTime, 'endTime') };
}

/** @returns {Map<number, FunctionKey>} node id -> its function */
function checkNodes(nodes) {
  if (!Array.isArray(nodes) || nodes.length === 0) throw new ProfileError('not a CPU profile: no "nodes" array');
  if (nodes.length > LIMITS.nodes) {
    throw new ProfileError(`too large: ${nodes.length} nodes, more than ${LIMITS.nodes}`);
  }
  const frames = new Map();
  for (const [index, node] of nodes.entries()) {
    const where = `node at index ${index}`;
    if (node === null || typeof node !== 'object') throw new ProfileError(`not a CPU profile: ${where} is not an object`);
    if (!Number.isSafeInteger(node.id)) throw new ProfileError(`not a CPU profile: ${where} has no whole-number "id"`);
    if (frames.has(node.id)) throw new ProfileError(`not a CPU profile: node id ${node.id} appears twice`);
    const frame = node.callFrame;
    if (frame === null || typeof frame !== 'object' || typeof frame.functionName !== 'string' ||
        typeof frame.url !== 'string' || !Number.isSafeInteger(frame.lineNumber)) {
      throw new ProfileError(`not a CPU profile: node ${node.id} has no callFrame with functionName, url and lineNumber`);
    }
    // V8's lines are 0-based, -1 when there is none; people read 1-based.
    frames.set(node.id, { name: frame.functionName, url: frame.url,
                          line: frame.lineNumber >= 0 ? frame.lineNumber + 1 : null });
  }
  return frames;
}

function checkSamples({ samples, timeDeltas }, frames) {
  if (!Array.isArray(samples) || !Array.isArray(timeDeltas)) {
    throw new ProfileError('not a CPU profile: no "samples" and "timeDeltas" arrays');
  }
  if (samples.length > LIMITS.samples) {
    throw new ProfileError(`too large: ${samples.length} samples, more than ${LIMITS.samples}`);
  }
  if (samples.length !== timeDeltas.length) {
    throw new ProfileError(`not a CPU profile: ${samples.length} samples but ${timeDeltas.length} timeDeltas`);
  }
  for (const [index, id] of samples.entries()) {
    if (!frames.has(id)) {
      const named = clip(JSON.stringify(id) ?? String(id), 40);
      throw new ProfileError(`not a CPU profile: sample ${index} names node ${named}, which is not in "nodes"`);
    }
  }
  for (const [index, delta] of timeDeltas.entries()) checkTime(delta, `timeDeltas[${index}]`);
  return { samples, timeDeltas };
}

// Microseconds; bounded so that a million of them still add up to a finite number.
function checkTime(value, name) {
  if (typeof value !== 'number' || !(Math.abs(value) <= Number.MAX_SAFE_INTEGER)) {
    throw new ProfileError(`not a CPU profile: "${name}" is not a number of microseconds`);
  }
  return value;
}

/**
 * Self time of each function (nodes of one name, url and line merged), in
 * microseconds, the largest first; `(root)` and `(idle)` left out.
 *
 * Sample i is the stack V8 saw at its tick; it is given the time until the
 * next tick (timeDeltas[i + 1]), and the last one the time until the
 * profile's end: the DevTools Performance panel's convention, so the numbers
 * match what a person sees on opening the file. The time before the first
 * tick is the profiler starting: no one's. A negative delta (V8 writes a few
 * when threads race) counts as 0 and does not move the clock back.
 * @param {Profile} profile
 * @returns {SelfTime[]}
 */
function selfTimes({ frames, samples, timeDeltas, startTime, endTime }) {
  /** @type {Map<number, number>} node id -> microseconds */
  const byNode = new Map();
  let clock = startTime;
  for (let i = 0; i < samples.length; i++) {
    clock += Math.max(0, timeDeltas[i]);
    const until = i + 1 < samples.length ? clock + Math.max(0, timeDeltas[i + 1]) : Math.max(clock, endTime);
    byNode.set(samples[i], (byNode.get(samples[i]) ?? 0) + (until - clock));
  }
  /** @type {Map<string, SelfTime>} */
  const byFunction = new Map();
  for (const [id, self] of byNode) {
    const frame = /** @type {FunctionKey} */ (frames.get(id));
    if (NOT_WORK.has(frame.name) && frame.url === '') continue;
    const key = JSON.stringify([frame.name, frame.url, frame.line]);
    const entry = byFunction.get(key) ?? { ...frame, self: 0 };
    entry.self += self;
    byFunction.set(key, entry);
  }
  return [...byFunction.values()].sort((a, b) => b.self - a.self);
}

/**
 * `n` of a configuration as compare.js prints it (benchmark/_format.js
 * inspectConfiguration: `n=25000 chunkLen=16 encoding='ascii'`), or null
 * when it has none or it is not a positive number. Values are read whole,
 * quoted ones included, so ` n=5` inside a string is not taken for n.
 * @param {string} configuration
 * @returns {number | null}
 */
function operationsOf(configuration) {
  const text = String(configuration);
  let at = 0;
  while (at < text.length) {
    const equals = text.indexOf('=', at);
    if (equals === -1) return null;
    const key = text.slice(at, equals);
    let end = equals + 1;
    const quote = text[end];
    if (quote === "'" || quote === '"' || quote === '`') {
      end++;
      while (end < text.length && text[end] !== quote) end += text[end] === '\\' ? 2 : 1;
      end++;
    } else {
      while (end < text.length && text[end] !== ' ') end++;
    }
    if (key === 'n') {
      const value = text.slice(equals + 1, end);
      return /^\d+(\.\d+)?(e\+?\d+)?$/.test(value) && Number(value) > 0 ? Number(value) : null;
    }
    at = end + 1;
  }
  return null;
}

/**
 * Where a function is, short: relative to the benchmark directory when it
 * is under it (`string_decoder/string-decoder.js`, `common.js`), else the
 * last two parts of the path (`…/lib/foo.js`); `node:internal/…` and other
 * addresses as they are; '' for V8's own (no url).
 * @param {string} url  a file:// URL, an absolute path, node:… or ''
 * @param {string | null} [benchmarkDir]  absolute
 */
function shortLocation(url, benchmarkDir = null) {
  let file = url;
  if (url.startsWith('file://')) {
    try {
      file = fileURLToPath(url);
    } catch {
      return url;
    }
  }
  if (!path.posix.isAbsolute(file)) return file;
  if (benchmarkDir) {
    const relative = path.posix.relative(benchmarkDir, file);
    if (relative !== '' && relative !== '..' && !relative.startsWith('../')) return relative;
  }
  const parts = file.split('/').filter(Boolean);
  return parts.length <= 2 ? file : `…/${parts.slice(-2).join('/')}`;
}

/**
 * @typedef {FunctionKey & { location: string, old: number, new: number, delta: number,
 *   change: number | null }} DiffRow  old, new, delta: nanoseconds per operation (or run);
 *   change: percent, null when old is 0
 * @typedef {{ unit: 'ns/op' | 'ns/run', operations: number | null, rows: DiffRow[],
 *   totals: { old: number, new: number, delta: number, change: number | null },
 *   functions: number }} Diff  totals: all sampled time but (idle); functions: how many moved
 */

/**
 * Self time per operation of each function, old against new: the `top`
 * that moved most (|new - old|), a function missing on one side counting 0
 * there. The profile covers the whole run pass (start-up and set-up too),
 * the same work for both binaries, so per operation it stays comparable.
 * @param {{ old: Profile, new: Profile, operations: number | null, top?: number,
 *   benchmarkDir?: string | null }} options  operations: the configuration's n;
 *   null gives time per run
 * @returns {Diff}
 */
function diffProfiles({ old, new: next, operations, top = 10, benchmarkDir = null }) {
  const perOp = operations !== null && operations > 0;
  const scale = 1000 / (perOp ? operations : 1); // µs per run -> ns per op
  const sides = { old: selfTimes(old), new: selfTimes(next) };
  const keyOf = matchingKeys(sides);
  /** @type {Map<string, DiffRow>} */
  const rows = new Map();
  const totals = { old: 0, new: 0 };
  for (const side of /** @type {const} */ (['old', 'new'])) {
    for (const fn of sides[side]) {
      const key = keyOf(fn);
      const row = rows.get(key) ?? { name: fn.name, url: fn.url, line: fn.line, old: 0, new: 0, delta: 0, change: null,
                                     location: '' };
      // Where the new binary has it, when the line moved.
      Object.assign(row, { line: fn.line, location: locationText(fn, benchmarkDir) });
      row[side] = fn.self * scale;
      totals[side] += fn.self * scale;
      rows.set(key, row);
    }
  }
  const moved = [...rows.values()].filter((row) => row.new !== row.old);
  for (const row of moved) {
    row.delta = row.new - row.old;
    row.change = percent(row.old, row.new);
  }
  moved.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || b.new - a.new || byteOrder(a.name, b.name));
  const count = Math.min(Math.max(1, Math.floor(top)), LIMITS.top);
  return {
    unit: perOp ? 'ns/op' : 'ns/run', operations: perOp ? operations : null, rows: moved.slice(0, count),
    totals: { ...totals, delta: totals.new - totals.old, change: percent(totals.old, totals.new) },
    functions: moved.length,
  };
}

/**
 * The key that pairs a function of the old profile with one of the new. A
 * pull request that edits a file moves the lines of the functions below the
 * edit: a name that occurs once in its file on each side is the same
 * function wherever its line went. Names that occur more than once there
 * (anonymous functions, say) are told apart by their lines.
 * @param {{ old: SelfTime[], new: SelfTime[] }} sides
 * @returns {(fn: SelfTime) => string}
 */
function matchingKeys(sides) {
  const counts = { old: new Map(), new: new Map() };
  const nameKey = (fn) => JSON.stringify([fn.name, fn.url]);
  for (const side of /** @type {const} */ (['old', 'new'])) {
    for (const fn of sides[side]) counts[side].set(nameKey(fn), (counts[side].get(nameKey(fn)) ?? 0) + 1);
  }
  return (fn) => {
    const key = nameKey(fn);
    return counts.old.get(key) === 1 && counts.new.get(key) === 1 ? key : JSON.stringify([fn.name, fn.url, fn.line]);
  };
}

function percent(old, next) {
  return old > 0 ? (next / old - 1) * 100 : null;
}

/** `string_decoder/string-decoder.js:12`; '' for V8's own. */
function locationText({ url, line }, benchmarkDir) {
  const where = shortLocation(url, benchmarkDir);
  return where && line !== null ? `${where}:${line}` : where;
}

/** Nanoseconds, three significant digits: `812 ns`, `1.52 µs`, `3.40 ms`, `1.20 s`. */
function formatTime(ns) {
  const [value, unit] = ns >= 1e9 ? [ns / 1e9, 's'] : ns >= 1e6 ? [ns / 1e6, 'ms'] : ns >= 1e3 ? [ns / 1e3, 'µs'] :
    [ns, 'ns'];
  return value === 0 ? '0 ns' : `${value.toPrecision(3)} ${unit}`;
}

/** `+12.3%`, `-4.0%`; `new` for a function the old binary never ran. */
function formatChange(change) {
  if (change === null) return 'new';
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
}

/** The diff's columns, for the terminal and the comment (src/report/profile.js). */
const COLUMNS = Object.freeze([
  { label: 'function', align: 'left', text: (/** @type {DiffRow} */ row) => row.name || '(anonymous)' },
  { label: 'location', align: 'left', text: (/** @type {DiffRow} */ row) => row.location },
  { label: 'old', align: 'right', text: (/** @type {DiffRow} */ row) => formatTime(row.old) },
  { label: 'new', align: 'right', text: (/** @type {DiffRow} */ row) => formatTime(row.new) },
  { label: 'change', align: 'right', text: (/** @type {DiffRow} */ row) => formatChange(row.change) },
]);

/** `sampled time per operation: old 1.20 µs, new 2.40 µs (+100.0%)` */
function totalsText(diff) {
  const per = diff.unit === 'ns/op' ? `per operation (n=${diff.operations})` : 'per run (no n in the configuration)';
  return `sampled time ${per}: old ${formatTime(diff.totals.old)}, new ${formatTime(diff.totals.new)} ` +
    `(${formatChange(diff.totals.change)})`;
}

/**
 * The diff as a fixed-width table for the terminal, with its totals line.
 * @param {Diff} diff
 * @param {{ width?: number }} [options]  width: the most characters of a name or location
 */
function formatDiffTable(diff, { width = 60 } = {}) {
  const cells = diff.rows.map((row) => COLUMNS.map((column) => clip(column.text(row), width)));
  const widths = COLUMNS.map((column, i) => Math.max(column.label.length, ...cells.map((r) => [...r[i]].length)));
  const line = (texts) => texts.map((text, i) => {
    const pad = ' '.repeat(widths[i] - [...text].length);
    return COLUMNS[i].align === 'left' ? text + pad : pad + text;
  }).join('  ').trimEnd();
  const body = cells.length > 0 ? cells.map(line) : ['(no function moved)'];
  return [line(COLUMNS.map((column) => column.label)), ...body, totalsText(diff)].join('\n') + '\n';
}

module.exports = {
  LIMITS, ProfileError, parseProfile, selfTimes, operationsOf, shortLocation, diffProfiles,
  formatTime, formatChange, totalsText, formatDiffTable, COLUMNS,
};
