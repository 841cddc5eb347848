// compare.js's ndjson records, defined once (benchmark/_lib/data/records.js):
// what the writer refuses (our bugs) and what it reduces (what a benchmark
// process said), and how a reader gets a typed record, a named problem, or
// neither for a record of a type it does not know.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { VERSION, TYPES, LIMITS, MAX_PADDING, RecordError, createRecordWriter, recordLine, parseRecord, eachRecord,
  lastRecord, finalRecord, measuresOf, newRunId } = require('../benchmark/_lib/data/records.js');

const AT = '2026-01-31T12:00:00.000Z';
const SAMPLE = { binary: 'old', filename: 'a/b.js', configuration: 'n=1', rate: 1.5, time: '0.5', block: 0, slot: 0,
  padding: 12, startedAt: AT, endedAt: AT, pid: 42, args: ['n=1'] };
const PLAN = { alpha: 0.05, accuracy: null, minRuns: 3, maxRuns: 3, looks: [3] };
const RUN = { id: '5f0c9a17e2b4d803', driver: 'compare.js', schedule: 'blocks', seed: 7, plan: PLAN, runs: 3, accuracy: null, old: '/o/node',
  new: '/n/node', benchmarkDir: '/b', cpuset: null, startedAt: AT };

test('the writer: type first, the run record with the format version, one line each, to the fd and kept', () => {
  const file = path.join(tempDir('nba-records-'), 'r.ndjson');
  const fd = fs.openSync(file, 'w');
  const writer = createRecordWriter(fd, { keep: true });
  writer.write('run', RUN);
  writer.write('sample', { ...SAMPLE, pid: undefined });
  writer.write('end', { processes: 2, failures: 0, unmeasured: 0, signal: null, endedAt: AT });
  fs.closeSync(fd);
  const text = fs.readFileSync(file, 'utf8');
  assert.equal(writer.text(), text);
  assert.equal(VERSION, 1);
  assert.deepEqual(text.split('\n').map((line) => line.slice(0, 30)), ['{"type":"run","version":1,"id"',
    '{"type":"sample","binary":"old', '{"type":"end","processes":2,"f', '']);
  assert.equal(JSON.parse(text.split('\n')[1]).pid, undefined, 'an undefined field is left out');
  assert.equal(createRecordWriter(null).text(), null);
});

test('a run id is 16 random hex digits, new for every run, and the run record needs one', () => {
  const ids = new Set(Array.from({ length: 100 }, () => newRunId()));
  assert.equal(ids.size, 100);
  for (const id of ids) assert.match(id, /^[0-9a-f]{16}$/);
  const { id, ...withoutId } = RUN;
  assert.equal(typeof id, 'string');
  assert.throws(() => recordLine('run', withoutId), { name: 'RecordError', message: 'a run record needs id' });
});

test('the writer refuses what is not the contract: our bugs, named', () => {
  const write = (type, fields) => () => recordLine(type, fields);
  assert.throws(write('samples', SAMPLE), { name: 'RecordError', message: /^no record type "samples": the types are run, sample, failure, look, progress, configurations, unmatched, unmeasured, end$/ });
  assert.throws(write('sample', { ...SAMPLE, extra: 1 }), { message: 'a sample record has no field extra' });
  assert.throws(write('sample', { ...SAMPLE, type: 'sample' }), { message: 'a sample record has no field type' });
  assert.throws(write('sample', { ...SAMPLE, block: -1 }),
    { message: "the sample record's block must be a whole number from 0 to 99999, found -1" });
  assert.throws(write('sample', { ...SAMPLE, padding: MAX_PADDING }),
    { message: `the sample record's padding must be a whole number from 0 to ${MAX_PADDING - 1}, found ${MAX_PADDING}` });
  assert.throws(write('sample', { ...SAMPLE, startedAt: 'yesterday' }), /startedAt must be a time such as/);
  assert.throws(write('sample', { ...SAMPLE, slot: undefined }), { message: 'a sample record needs slot' });
  assert.throws(write('run', { ...RUN, plan: { ...PLAN, looks: [2] } }),
    { message: "the run record's plan has looks [2], not increasing block counts ending at maxRuns" });
  assert.throws(write('progress', { done: 1, planned: 2, elapsed: 1 }), RecordError);
  // A number that is not finite is written as null, as JSON writes it: a rate is a number (an older
  // compare.js's null is read, never written).
  assert.throws(write('sample', { ...SAMPLE, rate: NaN }), { message: "the sample record's rate must be a number, found null" });
  assert.equal(JSON.parse(recordLine('look', { filename: 'a.js', configuration: 'n=1', blocks: 3, state: 'cap',
    ratio: Infinity })).ratio, null);
});

test('the writer reduces what a benchmark process said: a text cut to its bound, anything else out of its kind left out', () => {
  const record = JSON.parse(recordLine('sample', { ...SAMPLE, configuration: 'x'.repeat(LIMITS.text + 5),
    time: { forged: true }, args: Array(LIMITS.args + 1).fill('a'), allocated: -1, maxRSS: 1.5, heapUsed: 2048 }));
  assert.equal(record.configuration, 'x'.repeat(LIMITS.text));
  assert.deepEqual([record.time, record.args, record.allocated, record.maxRSS, record.heapUsed],
    [undefined, undefined, undefined, undefined, 2048]);
  const failure = JSON.parse(recordLine('failure', { filename: 'a.js', binary: 'new', code: 'x', signal: 5,
    stderr: 'e'.repeat(LIMITS.text + 1), queueLength: -2, timedOut: false }));
  assert.deepEqual(failure, { type: 'failure', filename: 'a.js', binary: 'new', stderr: 'e'.repeat(LIMITS.text),
    timedOut: false });
  // Not ours to reduce: what we computed is checked.
  assert.throws(() => recordLine('failure', { filename: 'a.js', binary: 'new', timedOut: 'no' }), RecordError);
});

test("the sample's allocation and memory fields: optional, bounded, null when the binary cannot count", () => {
  const read = (fields) => parseRecord(recordLine('sample', { ...SAMPLE, ...fields })).record;
  assert.deepEqual(measuresOf({ type: 'report', rate: 1, allocated: 12.5, maxRSS: 4096, heapUsed: null }),
    { allocated: 12.5, maxRSS: 4096, heapUsed: null });
  const counted = read(measuresOf({ allocated: 12.5, maxRSS: 40_960_000, heapUsed: 5_000_000 }));
  assert.deepEqual([counted?.allocated, counted?.maxRSS, counted?.heapUsed], [12.5, 40_960_000, 5_000_000]);
  const uncounted = read({ allocated: null, maxRSS: null, heapUsed: null });
  assert.deepEqual([uncounted?.allocated, uncounted?.maxRSS, uncounted?.heapUsed], [null, null, null]);
  assert.equal('allocated' in (read({}) ?? {}), false, 'absent: an older compare.js, or a harness that does not say');
  // On reading too: a forged value is left out, the sample still pairs.
  const forged = parseRecord(JSON.stringify({ type: 'sample', ...SAMPLE, allocated: -3, maxRSS: 2.5, heapUsed: '1' }));
  assert.deepEqual(forged.record && ['allocated', 'maxRSS', 'heapUsed'].filter((k) => k in forged.record), []);
  assert.equal(TYPES.sample.allocated.kind.expected, 'a number of 0 or more, or null');
  assert.equal(TYPES.sample.maxRSS.kind.expected, 'a whole number of 0 or more, or null');
});

test('reading: a typed record with the fields within their kinds, a named problem, or neither for an unknown type', () => {
  const { record } = parseRecord(JSON.stringify({ type: 'failure', filename: 'a.js', binary: 'evil', code: 1,
    newer: 'a field of a newer compare.js', count: 3 }));
  assert.deepEqual(record, { type: 'failure', filename: 'a.js', code: 1 });
  assert.deepEqual(parseRecord(JSON.stringify({ type: 'unmeasured', filename: 'a.js', old: 'x'.repeat(LIMITS.text + 1) })),
    { record: { type: 'unmeasured', filename: 'a.js', old: 'x'.repeat(LIMITS.text) }, problem: null, type: 'unmeasured' });
  // Key fields: without them the record is of no use, so the line is a problem.
  assert.deepEqual(parseRecord(JSON.stringify({ ...SAMPLE, type: 'sample', block: -1 })),
    { record: null, problem: 'the block must be a whole number from 0 to 99999, found -1', type: 'sample' });
  assert.deepEqual(parseRecord(JSON.stringify({ type: 'run', schedule: 'blocks', plan: { ...PLAN, alpha: 2 } })),
    { record: null, problem: "the run record's plan has alpha 2, not a number between 0 and 1", type: 'run' });
  assert.deepEqual(parseRecord('{"type":"newer","x":1}'), { record: null, problem: null, type: 'newer' });
  assert.deepEqual(parseRecord('{"x":1}'), { record: null, problem: null, type: null });
  assert.deepEqual(parseRecord('[1]'), { record: null, problem: 'expected a JSON object, found [1]', type: null });
  assert.match(parseRecord('{"type":').problem ?? '', /^not JSON \(/);
  // The plan keeps its own parts only.
  assert.deepEqual(parseRecord(JSON.stringify({ type: 'run', plan: { ...PLAN, extra: [1, 2] } })).record?.plan, PLAN);
});

test('eachRecord: line numbers, blank lines and CRs, and a last line cut short', () => {
  const text = `${recordLine('run', RUN).trimEnd()}\r\n\n${recordLine('sample', SAMPLE)}{"type":"sample","bin`;
  const lines = [...eachRecord(text)].map(({ line, cut, record, problem }) => [line, cut, record?.type ?? problem?.slice(0, 8)]);
  assert.deepEqual(lines, [[1, false, 'run'], [3, false, 'sample'], [4, true, 'not JSON']]);
  assert.equal([...eachRecord(`${text}\n`)].at(-1)?.cut, false, 'a broken line that ended is no cut');
  assert.deepEqual([...eachRecord('')], []);
});

test('lastRecord and finalRecord read from the end', () => {
  const progress = (done) => recordLine('progress', { done, planned: 4, elapsed: done, eta: 4 - done });
  const text = `${recordLine('run', RUN)}${progress(1)}${progress(2)}${recordLine('sample', SAMPLE)}`;
  assert.equal(lastRecord(text, 'progress')?.done, 2);
  assert.equal(lastRecord(text, 'end'), null);
  assert.equal(lastRecord(`${text}{"type":"progress","done":3,`, 'progress'), null, 'the last one cut short');
  assert.equal(finalRecord(text)?.type, 'sample');
  assert.equal(finalRecord(`${text}\n\n`)?.type, 'sample');
  assert.equal(finalRecord(''), null);
});

test("the padding's bound is binary-paths.js's", () => {
  assert.equal(MAX_PADDING, require('../benchmark/_lib/run/binary-paths.js').MAX_PADDING);
});

test('docs/cli.md lists every record type, and every field of each, as records.js defines them', () => {
  const page = fs.readFileSync(new URL('../docs/cli.md', import.meta.url), 'utf8');
  const start = page.indexOf('|---', page.indexOf('### The ndjson records'));
  const rows = page.slice(start, page.indexOf('\n\n', start)).split('\n').slice(1).map((row) => row.split(' | '));
  const documented = new Map(rows.map(([type, , fields]) => [type.replace(/^\| `|`$/g, ''), fields]));
  assert.deepEqual([...documented.keys()].sort(), Object.keys(TYPES).sort());
  for (const [type, fields] of Object.entries(TYPES)) {
    const named = new Set(documented.get(type)?.match(/`\w+`/g)?.map((f) => f.slice(1, -1)));
    assert.deepEqual(Object.keys(fields).filter((name) => !named.has(name)), [], `the ${type} row`);
  }
});

test("a look's state: 'crossed' written, and an older file's 'changed' read as 'crossed'", () => {
  const look = { filename: 'a.js', configuration: 'n=1', blocks: 10, n: 10 };
  assert.equal(JSON.parse(recordLine('look', { ...look, state: 'crossed' })).state, 'crossed');
  // "changed" was the verdict's word too: no longer written.
  assert.throws(() => recordLine('look', { ...look, state: 'changed' }), RecordError);
  const older = parseRecord(JSON.stringify({ type: 'look', ...look, state: 'changed' }));
  assert.deepEqual(older, { record: { type: 'look', ...look, state: 'crossed' }, problem: null, type: 'look' });
  for (const state of ['continue', 'crossed', 'precise', 'cap', 'stopped']) {
    assert.equal(parseRecord(JSON.stringify({ type: 'look', ...look, state })).record?.state, state);
  }
});
