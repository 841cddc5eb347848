// The sequential test keeps its stated level: a smaller run of
// test/bench/sequential-level.js (the same code, the default plan, A/A
// configurations through the real replay), for normal noise and for t with
// 3 df. The committed numbers at 12,800 configurations a case are in
// docs/statistics.md.
import test from 'node:test';
import assert from 'node:assert/strict';
import { simulate } from './bench/sequential-level.js';

const COUNT = 2000;
// The 95% binomial band around p for COUNT configurations: a rule at its level lands inside it.
const band = (p) => 1.959963984540054 * Math.sqrt((p * (1 - p)) / COUNT);

/** @type {Array<[string, number]>} */
const CASES = [['normal', 1], ['t, 3 df', 2]];

for (const [noise, seed] of CASES) {
  test(`A/A, ${noise}: at most 5% of configurations cross, and 95% of intervals hold the truth`, (t) => {
    const { crossed, covered, blocks } = simulate({ noise, effect: 0, seed, from: 0, to: COUNT });
    const [rate, coverage] = [crossed / COUNT, covered / COUNT];
    t.diagnostic(`crossed ${(100 * rate).toFixed(2)}%, coverage ${(100 * coverage).toFixed(2)}%, ` +
      `mean blocks ${(blocks / COUNT).toFixed(1)}`);
    assert.ok(rate <= 0.05 + band(0.05), `${noise}: ${rate} of A/A configurations crossed, above 5% + ${band(0.05)}`);
    assert.ok(coverage >= 0.95 - band(0.95), `${noise}: coverage ${coverage}, below 95% − ${band(0.95)}`);
  });
}
