// benchmark/_lib/data/samples.js: the block pairing of compare.js's records,
// with each sample's allocations and memory kept by block beside the rate
// diffs. (readPairing's diffs, notes and refusals are tested through
// analyze.js in analyze-paired.test.js.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { readPairing, readNdjson, NdjsonError } = require('../benchmark/_lib/data/samples.js');
const { createFixedPlan } = require('../benchmark/_lib/stats/sequential.js');

const RUN = { type: 'run', version: 1, driver: 'compare.js', schedule: 'blocks', plan: createFixedPlan(3) };
const ndjson = (records) => records.map((r) => JSON.stringify(r)).join('\n');
const sample = (binary, block, rate, measures = {}) =>
  ({ type: 'sample', binary, filename: 'a.js', configuration: 'n=1', rate, block, ...measures });

test('allocated, maxRSS and heapUsed are kept by block beside the diffs, null where a side did not count or is missing', () => {
  const { pairing } = readPairing(ndjson([RUN,
    sample('old', 0, 2, { allocated: 100, maxRSS: 4096, heapUsed: null }),
    sample('new', 0, 3, { allocated: 150, maxRSS: 8192, heapUsed: null }),
    sample('old', 1, 2, { allocated: 110, maxRSS: 4096 }),
    sample('new', 2, 3, { allocated: 140, maxRSS: 8192 }),
    sample('old', 2, 2, { allocated: null, maxRSS: 4096 }),
  ]));
  assert.deepEqual(pairing?.blocks, [{ filename: 'a.js', configuration: 'n=1', diffs: [Math.log(3 / 2), null, Math.log(3 / 2)],
    allocated: { old: [100, 110, null], new: [150, null, 140] },
    maxRSS: { old: [4096, 4096, 4096], new: [8192, null, 8192] } }]);
  // heapUsed: no sample counted it, so it is not there; nor any of them for a binary that counts none.
  const uncounted = readPairing(ndjson([RUN, sample('old', 0, 2), sample('new', 0, 3, { allocated: null })]));
  assert.deepEqual(uncounted.pairing?.blocks, [{ filename: 'a.js', configuration: 'n=1', diffs: [Math.log(3 / 2)] }]);
});

test('a forged count is left out, and the sample still pairs', () => {
  const { pairing } = readPairing(ndjson([RUN, sample('old', 0, 2, { allocated: -1, maxRSS: 'big' }),
    sample('new', 0, 4, { allocated: 10 })]));
  assert.deepEqual(pairing?.blocks[0].allocated, { old: [null], new: [10] });
  assert.equal(pairing?.blocks[0].maxRSS, undefined);
});

test('the run record: a newer format version, or a blocks run without its plan, is refused and named', () => {
  assert.throws(() => readPairing(ndjson([{ ...RUN, version: 2 }, sample('old', 0, 2)])), (err) =>
    err instanceof NdjsonError && err.message === 'line 1: the run record is of format version 2, and this analyze.js ' +
      'reads up to version 1: analyse it with the analyze.js of the compare.js that wrote it');
  assert.throws(() => readPairing(ndjson([{ ...RUN, plan: null }])),
    { message: "line 1: the run record's plan is missing: was the file edited?" });
  assert.throws(() => readPairing(ndjson([{ ...RUN, schedule: 'weekly' }])),
    { message: 'line 1: the schedule must be "blocks" or "rounds", found "weekly": was the file edited?' });
  // A sample that lacks a key field is a bad line; one of a newer type is skipped.
  assert.throws(() => readPairing(ndjson([RUN, { type: 'sample', binary: 'old', filename: 'a.js', rate: 1 }])),
    { message: '1 bad line:\nline 2: a sample of a blocks run needs configuration, block' });
  assert.equal(readPairing(ndjson([RUN, { type: 'newer', x: 1 }, sample('old', 0, 2)])).pairing?.blocks.length, 1);
});

test('readNdjson keeps the failure and unmeasured records typed, each field within its bounds', () => {
  const { failures, unmeasured, problem } = readNdjson(ndjson([
    { type: 'failure', filename: 'a.js', binary: 'evil', code: 1, stderr: 'Error: boom' },
    { type: 'unmeasured', filename: 'a.js', configuration: null, count: -1, old: 'never started', new: 5 },
  ]));
  assert.deepEqual(failures, [{ type: 'failure', filename: 'a.js', code: 1, stderr: 'Error: boom' }]);
  assert.deepEqual(unmeasured, [{ type: 'unmeasured', filename: 'a.js', configuration: null, old: 'never started' }]);
  assert.match(problem ?? '', /^no records: expected compare\.js's --ndjson output/);
});

test('an adaptive plan with the correction gets the configurations both binaries ran, as the runner counted them', () => {
  const { createPlan } = require('../benchmark/_lib/stats/sequential.js');
  const plan = createPlan({ accuracy: 2, minRuns: 3, maxRuns: 10 });
  const records = [
    { type: 'configurations', filename: 'a.js', old: 3, new: 3, blocks: 3 },
    // b.js: 4 configurations, one of them the old binary's alone.
    { type: 'configurations', filename: 'b.js', old: 4, new: 3, blocks: 4 },
    { type: 'unmatched', filename: 'b.js', binary: 'old', args: ['x=4'], configuration: 'x=4' },
    // c.js: the new binary could not list it: its configurations are run for old alone.
    { type: 'configurations', filename: 'c.js', old: 2, new: null, blocks: 2 },
    sample('old', 0, 2), sample('new', 0, 3),
  ];
  assert.equal(readPairing(ndjson([{ ...RUN, plan }, ...records])).pairing?.plan.tests, 6);
  // A plan of an older compare.js (no correction) spends alpha per configuration: no count is added.
  const older = { ...plan };
  delete older.correction;
  assert.equal(readPairing(ndjson([{ ...RUN, plan: older }, ...records])).pairing?.plan.tests, undefined);
  // A forged correction is refused with the plan's other problems.
  assert.throws(() => readPairing(ndjson([{ ...RUN, plan: { ...plan, correction: 'none' } }])),
    /has correction "none", not 'configurations'/);
});
