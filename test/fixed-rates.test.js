// The fixture that the tests of gates and verdicts measure with
// (test/fixtures/fixed-rates, test/helpers/fixed-rates.js): under our harness
// and both of Node core's, each run pass reports exactly the rate it was
// given, so those tests do not depend on the machine's load; and its noise is
// a seeded stream per binary and configuration, the same whatever order
// compare.js ran the processes in. Real processes, compare.js as the tests
// run it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { compareJs, parseCompareCsv, run } from './helpers/bench-dir.js';
import { RATES_N, RATES_STEPS, fixedRateBenchDir, fixedRateNode } from './helpers/fixed-rates.js';

/**
 * compare.js on the fixture's `rates` category.
 * @param {string} dir  @param {string} old  @param {string} next  @param {string[]} args
 */
async function compareRates(dir, old, next, args) {
  const { code, stdout, stderr } = await run(process.execPath, [compareJs, '--old', old, '--new', next, '--no-progress',
    '--benchmark-dir', dir, ...args, 'rates']);
  assert.equal(code, 0, stderr);
  return parseCompareCsv(stdout).rows;
}

/** The rates of each `binary configuration`, in the order they were measured. */
function streams(rows) {
  /** @type {Record<string, number[]>} */
  const byKey = {};
  for (const row of rows) (byKey[`${row.binary} ${row.configuration}`] ??= []).push(row.rate);
  return byKey;
}

test('without noise, every harness reports base rate x factor, to the nanosecond of its time', async () => {
  const factors = { old: 1, new: 0.625 };
  const old = fixedRateNode('old', factors.old, { cv: 0 });
  const next = fixedRateNode('new', factors.new, { cv: 0 });
  for (const harness of /** @type {const} */ (['ours', 'newest', 'oldest'])) {
    const rows = await compareRates(fixedRateBenchDir({ harness }), old, next, ['--runs', '2']);
    assert.equal(rows.length, RATES_STEPS.length * 2 * 2, harness);
    for (const row of rows) {
      const step = Number(/^n=\d+ step=(\d)$/.exec(row.configuration)?.[1]);
      assert.ok(RATES_STEPS.includes(step), row.configuration);
      const rate = step * 1e6 * factors[row.binary];
      // The clock moves in whole nanoseconds: a relative error below 1e-8 here.
      assert.ok(Math.abs(row.rate / rate - 1) < 1e-8, `${harness}: ${JSON.stringify(row)}, not ${rate}`);
      assert.ok(Math.abs(Number(row.time) - RATES_N / rate) < 1e-9, `${harness}: ${JSON.stringify(row)}`);
    }
  }
});

test('with 1% noise, each binary and configuration draws the same rates whatever the schedule and order', async () => {
  const dir = fixedRateBenchDir();
  const measure = (args) => compareRates(dir, fixedRateNode('old', 1), fixedRateNode('new', 0.625), ['--runs', '3', ...args]);
  const blocks = streams(await measure(['--seed', '1']));
  assert.deepEqual(streams(await measure(['--schedule', 'rounds', '--seed', '2'])), blocks);
  for (const [key, rates] of Object.entries(blocks)) {
    const step = Number(key.slice(-1));
    const rate = step * 1e6 * (key.startsWith('new') ? 0.625 : 1);
    assert.equal(new Set(rates).size, 3, `${key}: noise, ${rates}`);
    // Five of its sigmas.
    for (const r of rates) assert.ok(Math.abs(r / rate - 1) < 0.05, `${key}: ${r}, not about ${rate}`);
  }
  // Another name is another stream.
  const other = streams(await compareRates(dir, fixedRateNode('other', 1), fixedRateNode('new', 0.625), ['--runs', '3']));
  for (const s of RATES_STEPS) {
    const key = `old n=${RATES_N} step=${s}`;
    assert.notDeepEqual(other[key], blocks[key], key);
  }
});
