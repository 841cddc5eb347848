'use strict';

// compare.js's --ndjson records, defined once: every record type, its
// fields and their bounds, and the format's version. compare.js and its
// parts (configurations.js, blocks.js, the coverage.js records) write
// through createRecordWriter; every reader (samples.js for the analysis;
// the Action's results readers, its progress line and its profiling step)
// reads through eachRecord, parseRecord or lastRecord.
//
//   {"type":"run","version":1,"id":"5f0c9a...","driver":"compare.js","schedule":"blocks","seed":7,...}  first line
//   {"type":"configurations","filename":"a/b.js","old":2,"new":2,"blocks":2}                          blocks only
//   {"type":"sample","binary":"old","filename":"a/b.js","configuration":"n=1","rate":1.5,"block":0,...}
//   {"type":"failure",...}  {"type":"look",...}  {"type":"progress",...}  {"type":"unmatched",...}
//   {"type":"unmeasured",...}                                                                         after the runs
//   {"type":"end","processes":24,"failures":0,"unmeasured":0,"signal":null,"endedAt":"..."}         last line
//
// Writing checks each record against its type: a field this file does not
// name, or a value outside its kind, is our bug and throws. What a
// benchmark process said (its report's time and memory, its failure's exit
// code and stderr, the names and argv of its configurations: `process`
// below) is the pull request's to say, so it is reduced instead: a text cut
// to its bound, anything else outside its kind left out. `type` is always
// the first key, so lastRecord can find the last record of a type from the
// end of a file of hundreds of megabytes without reading it all.
//
// Reading turns a line into a typed record or a named problem. A field
// outside its kind is left out of the typed record, as if absent (a text
// too long is cut), and one this file does not name (a newer compare.js's)
// is ignored; only a `key` field, without which the record is of no use,
// makes the line a problem. Files of an older compare.js lack fields,
// `version` among them: on reading every field may be absent. A change
// that an older reader would misread gets a new VERSION.
//
// The run record's `id` names the run: random, new for every run. It came
// after version 1 without a new VERSION (a reader that does not know it
// ignores it), so a file of version 1 may have none. What ties a CSV to its
// ndjson is not the id (the CSV, Node core's, has no column for it) but
// the samples' rates, row by row (same-run.js); the id names the run in
// what the readers say.

const crypto = require('crypto');
const fs = require('fs');
const { errorMessage } = require('../text.js');
const { shown, fitted, text, argument, oneOf, whole, number, flag, isoTime, either, nullable, list, plan } =
  require('./record-fields.js');

/** The format of the records; in the run record. */
const VERSION = 1;

// A block or round index of 100,000 or more is a broken file (compare.js's
// --max-runs is at most 1000), and would make a reader's arrays huge.
const MAX_BLOCKS = 100_000;
// The padding of a block's environment, in bytes (binary-paths.js MAX_PADDING; a test checks they agree).
const MAX_PADDING = 4096;
const MAX_LINE = 16 * 1024 * 1024;
/** Texts: a file or binary path; a configuration's name or the text of a failure; a word such as a signal. */
const LIMITS = Object.freeze({ path: 4096, text: 65_536, word: 100, args: 1000, arg: 10_000 });

const PATH = text(LIMITS.path);
const TEXT = text(LIMITS.text);
const WORD = text(LIMITS.word);
const ARGS = list(argument(LIMITS.arg), LIMITS.args);
const BINARY = oneOf('old', 'new');
const INDEX = whole(0, MAX_BLOCKS - 1);
const COUNT = whole(0);
const BYTES = nullable(whole(0));
const RATIO = nullable(number());
// A look's state: 'crossed' (the test crossed its boundary) was 'changed' in
// the files of compare.js before it was renamed (a row's own test is not the
// verdict's "changed"); such a file's 'changed' is read as 'crossed'.
const LOOK_STATES = ['continue', 'crossed', 'within', 'precise', 'cap', 'stopped'];
/** @type {Kind} */
const LOOK_STATE = { ...oneOf(...LOOK_STATES, 'changed'), known: (state) => (state === 'changed' ? 'crossed' : state) };

/**
 * @typedef {import('./record-fields.js').Kind} Kind
 * @typedef {{ kind: Kind, key?: boolean, required?: boolean, process?: boolean, label?: string,
 *   writes?: Kind }} Field
 *   key: out of its kind, the line is a problem on reading; required: always written; process: what a
 *   benchmark process said, reduced on writing; label: how a problem names it (the field's name);
 *   writes: what is written now, when older compare.js wrote more (the kind is what is read)
 */

/** @param {Kind} kind @param {Omit<Field, 'kind'>} [flags] @returns {Field} */
const field = (kind, flags = {}) => ({ kind, ...flags });
const KEY = { key: true, required: true };
const REQUIRED = { required: true };
const PROCESS = { process: true };

/** @type {Readonly<Record<string, Readonly<Record<string, Field>>>>} */
const TYPES = Object.freeze({
  run: {
    version: field(whole(1), REQUIRED), id: field(WORD, REQUIRED), driver: field(WORD, REQUIRED),
    schedule: field(oneOf('blocks', 'rounds'), KEY), seed: field(whole(0), REQUIRED),
    // Null for rounds. A blocks run's analysis needs it (samples.js).
    plan: field(nullable(plan(MAX_BLOCKS)), { ...KEY, label: "run record's plan" }),
    runs: field(nullable(whole(1, MAX_BLOCKS))), accuracy: field(nullable(number({ above: 0, max: 100 }))),
    old: field(PATH, REQUIRED), new: field(PATH, REQUIRED), benchmarkDir: field(PATH, REQUIRED),
    cpuset: field(nullable(PATH)), startedAt: field(isoTime, REQUIRED),
  },
  sample: {
    binary: field(BINARY, KEY), filename: field(PATH, KEY), configuration: field(TEXT, { ...KEY, ...PROCESS }),
    // null: a NaN rate, as an older compare.js wrote it (JSON has no NaN); now such a rate is a failure.
    rate: field(nullable(number()), { ...KEY, writes: number() }), time: field(either(number(), WORD), PROCESS),
    block: field(INDEX, { key: true }), round: field(INDEX), slot: field(whole(0, 1), REQUIRED),
    padding: field(whole(0, MAX_PADDING - 1), REQUIRED),
    startedAt: field(isoTime, REQUIRED), endedAt: field(isoTime, REQUIRED), pid: field(whole(1)),
    args: field(ARGS, PROCESS),
    // Bytes allocated per operation in the timed section; the run pass's maximum resident set
    // size and V8 heap used at its end. Absent or null: the binary cannot count them.
    allocated: field(nullable(number({ min: 0 })), PROCESS), maxRSS: field(BYTES, PROCESS),
    heapUsed: field(BYTES, PROCESS),
  },
  failure: {
    stage: field(oneOf('discovery')), filename: field(PATH, REQUIRED), binary: field(BINARY, REQUIRED),
    configuration: field(nullable(TEXT), PROCESS), args: field(ARGS, PROCESS),
    block: field(INDEX), round: field(INDEX), slot: field(whole(0, 1)), padding: field(whole(0, MAX_PADDING - 1)),
    code: field(nullable(whole(-(2 ** 31), 2 ** 31 - 1)), PROCESS), signal: field(nullable(WORD), PROCESS),
    badRate: field(WORD, PROCESS), timedOut: field(flag), timeout: field(number({ min: 0 }), PROCESS),
    missing: field(whole(1), PROCESS), stderr: field(TEXT, PROCESS), queueLength: field(nullable(COUNT), PROCESS),
    forks: field(COUNT), startedAt: field(isoTime), endedAt: field(isoTime),
    // The environment changes a config pass would hand its run passes, refused (run-pass-env.js).
    refusedEnv: field(list(text(LIMITS.word), LIMITS.args), PROCESS),
  },
  look: {
    filename: field(PATH, REQUIRED), configuration: field(TEXT, { ...REQUIRED, ...PROCESS }),
    blocks: field(whole(1, MAX_BLOCKS), REQUIRED), n: field(whole(0, MAX_BLOCKS)),
    state: field(LOOK_STATE, { ...REQUIRED, writes: oneOf(...LOOK_STATES) }),
    ratio: field(RATIO), ratioLow: field(RATIO), ratioHigh: field(RATIO), accuracy: field(RATIO),
    pValue: field(RATIO), boundary: field(RATIO), predictedBlocks: field(nullable(number({ min: 0 }))),
  },
  progress: {
    done: field(COUNT, REQUIRED), planned: field(COUNT, REQUIRED), elapsed: field(number({ min: 0 }), REQUIRED),
    eta: field(number({ min: 0 }), REQUIRED),
    // true: eta is the least the run can take (no configuration's noise known yet); absent: an estimate.
    etaAtLeast: field(flag),
    // An adaptive run's most blocks (every running configuration to its limit): only falls, so a
    // progress shown against it never goes back as `planned` can; absent for a fixed plan.
    cap: field(COUNT),
  },
  configurations: {
    filename: field(PATH, REQUIRED), old: field(nullable(COUNT), REQUIRED), new: field(nullable(COUNT), REQUIRED),
    blocks: field(COUNT, REQUIRED),
  },
  unmatched: {
    filename: field(PATH, REQUIRED), binary: field(BINARY, REQUIRED), args: field(ARGS, PROCESS),
    configuration: field(TEXT, { ...REQUIRED, ...PROCESS }),
  },
  unmeasured: {
    // configuration null: `count` configurations that cannot be named (count null: all of the file's);
    // old/new: why that binary has no result (null: it has one, or does not run it).
    filename: field(PATH, REQUIRED), configuration: field(nullable(TEXT), { ...REQUIRED, ...PROCESS }),
    args: field(nullable(ARGS), PROCESS), count: field(nullable(whole(1)), REQUIRED),
    old: field(nullable(TEXT), { ...REQUIRED, ...PROCESS }), new: field(nullable(TEXT), { ...REQUIRED, ...PROCESS }),
  },
  end: {
    processes: field(COUNT, REQUIRED), failures: field(COUNT, REQUIRED), unmeasured: field(COUNT, REQUIRED),
    signal: field(nullable(WORD), REQUIRED), endedAt: field(isoTime, REQUIRED),
  },
});

/** A new run's id for its run record: 16 random hex digits, e.g. 5f0c9a17e2b4d803. */
function newRunId() {
  return crypto.randomBytes(8).toString('hex');
}

/** The fields of a sample that count what its run pass allocated and kept, beside its rate. */
const MEASURES = /** @type {const} */ (['allocated', 'maxRSS', 'heapUsed']);

/**
 * A harness's report message's MEASURES, for its sample record (absent
 * ones undefined; the writer reduces what does not fit, as the process's).
 * @param {Record<string, unknown>} report
 */
function measuresOf(report) {
  return Object.fromEntries(MEASURES.map((name) => [name, report[name]]));
}

/** A record we were about to write that is not what TYPES says: our bug. */
class RecordError extends Error {
  name = 'RecordError';
}

/**
 * The line of one record, checked: every field of its type, `process`
 * ones reduced, the others exactly as TYPES says (a number that is not
 * finite is written as null, as JSON writes it).
 * @param {string} type
 * @param {Record<string, unknown>} fields  undefined ones are left out
 * @returns {string}  JSON and a newline
 * @throws {RecordError}
 */
function recordLine(type, fields) {
  const spec = Object.hasOwn(TYPES, type) ? TYPES[type] : null;
  if (spec === null) throw new RecordError(`no record type ${shown(type)}: the types are ${Object.keys(TYPES).join(', ')}`);
  /** @type {Record<string, unknown>} */
  const record = { type, ...(type === 'run' ? { version: VERSION } : {}) };
  for (const [name, given] of Object.entries(fields)) {
    if (given === undefined) continue;
    const spot = Object.hasOwn(spec, name) ? spec[name] : null;
    if (spot === null) throw new RecordError(`a ${type} record has no field ${name}`);
    const value = typeof given === 'number' && !Number.isFinite(given) ? null : given;
    const written = spot.writes ?? spot.kind;
    const fit = fitted(written, value, Boolean(spot.process));
    if (fit !== undefined) record[name] = fit;
    else if (!spot.process) throw new RecordError(`the ${type} record's ${name} ${written.check(value)}`);
  }
  const missing = Object.keys(spec).filter((name) => spec[name].required && !(name in record));
  if (missing.length > 0) throw new RecordError(`a ${type} record needs ${missing.join(', ')}`);
  return `${JSON.stringify(record)}\n`;
}

/**
 * Writes records, one JSON object a line, synchronously to `fd` (none:
 * nowhere, but each record is still checked); with `keep`, also in memory
 * (compare.js --analyze reads them back).
 * @param {number | null} fd
 * @param {{ keep?: boolean }} [options]
 */
function createRecordWriter(fd, { keep = false } = {}) {
  /** @type {string[]} */
  const kept = [];
  return {
    /** @param {string} type @param {Record<string, unknown>} fields @throws {RecordError} */
    write(type, fields) {
      const line = recordLine(type, fields);
      if (fd !== null) fs.writeSync(fd, line);
      if (keep) kept.push(line);
    },
    /** What was written, when kept; else null. */
    text: () => (keep ? kept.join('') : null),
  };
}

/**
 * @typedef {{ type: string } & Record<string, any>} TypedRecord  a record of a type of TYPES, with
 *   only its fields that are within their kinds
 * @typedef {{ record: TypedRecord, problem: null, type: string }
 *   | { record: null, problem: string, type: string | null }
 *   | { record: null, problem: null, type: string | null }} Parsed
 *   a typed record; or a problem: the line is no JSON object (type null), or a key field of its type is
 *   out of bounds; or neither: an object of a type this file does not know (a newer compare.js's, or none:
 *   type null), which readers skip. type: the object's `type` when it is a string, cut to a word's bound
 */

/**
 * An object as the typed record of its type.
 * @param {unknown} value  JSON.parse's
 * @returns {Parsed}
 */
function typedRecord(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { record: null, problem: `expected a JSON object, found ${shown(value)}`, type: null };
  }
  const given = /** @type {Record<string, unknown>} */ (value);
  const type = typeof given.type === 'string' ? given.type.slice(0, LIMITS.word) : null;
  if (type === null || !Object.hasOwn(TYPES, type)) return { record: null, problem: null, type };
  const spec = TYPES[type];
  // Most records are exactly what compare.js writes: then they are their own typed record.
  if (Object.keys(given).every((name) => name === 'type' || (Object.hasOwn(spec, name) && !spec[name].kind.known &&
      spec[name].kind.fits(given[name])))) {
    return { record: /** @type {TypedRecord} */ (given), problem: null, type };
  }
  /** @type {TypedRecord} */
  const record = { type };
  for (const [name, { kind, key, label }] of Object.entries(spec)) {
    if (!Object.hasOwn(given, name) || given[name] === undefined) continue;
    const fit = fitted(kind, given[name], true);
    if (fit !== undefined) record[name] = fit;
    else if (key) return { record: null, problem: `the ${label ?? name} ${kind.check(given[name])}`, type };
  }
  return { record, problem: null, type };
}

/** @param {string} line @returns {{ value: unknown } | { problem: string }} */
function parseJson(line) {
  if (line.length > MAX_LINE) return { problem: `longer than ${MAX_LINE} characters` };
  try {
    return { value: JSON.parse(line) };
  } catch (err) {
    return { problem: `not JSON (${errorMessage(err)})` };
  }
}

/**
 * One line as a typed record, or its problem.
 * @param {string} line
 * @returns {Parsed}
 */
function parseRecord(line) {
  const parsed = parseJson(line);
  return 'value' in parsed ? typedRecord(parsed.value) : { record: null, problem: parsed.problem, type: null };
}

/**
 * Each non-blank line of a text, parsed, with its number (from 1). `cut`:
 * the text's last line, with no newline after it, that is not JSON: cut
 * short by a run that was stopped while writing it.
 * @param {string} text
 * @returns {Generator<Parsed & { line: number, cut: boolean }>}
 */
function* eachRecord(text) {
  let line = 0;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const body = text.slice(start, text[end - 1] === '\r' ? end - 1 : end);
    line++;
    start = end + 1;
    if (body.trim() === '') continue;
    const parsed = parseJson(body);
    if ('value' in parsed) yield Object.assign(typedRecord(parsed.value), { line, cut: false });
    else yield { record: null, problem: parsed.problem, type: null, line, cut: newline === -1 };
  }
}

/**
 * The last record of `type` in a text, found from its end by how the
 * writer starts each line; null when there is none, or the last one is cut
 * short or has a key field out of bounds.
 * @param {string} text @param {string} type
 * @returns {TypedRecord | null}
 */
function lastRecord(text, type) {
  const opening = `{"type":${JSON.stringify(type)}`;
  let at = text.length;
  for (;;) {
    at = text.lastIndexOf(opening, at - 1);
    if (at === -1) return null;
    if (at === 0 || text[at - 1] === '\n') break;
  }
  const end = text.indexOf('\n', at);
  const { record } = parseRecord(text.slice(at, end === -1 ? undefined : end));
  return record?.type === type ? record : null;
}

/** The record on a text's last non-blank line, or null. @param {string} text @returns {TypedRecord | null} */
function finalRecord(text) {
  const body = text.trimEnd();
  return parseRecord(body.slice(body.lastIndexOf('\n') + 1)).record;
}

module.exports = {
  VERSION, TYPES, LIMITS, MAX_BLOCKS, MAX_PADDING, MAX_LINE, MEASURES, RecordError, measuresOf, newRunId,
  createRecordWriter, recordLine, parseRecord, typedRecord, eachRecord, lastRecord, finalRecord,
};
