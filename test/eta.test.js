// benchmark/_lib/run/eta.js: how much of a run of blocks is still to come. The
// estimator alone, then scripted runs: benchmark/_lib/run/blocks.js's real loop
// (rounds, looks, the stopping rule) with each run pass's rate and duration
// scripted and the clock injected, so each progress record's ETA can be held
// against the time the run really went on for.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { expectedBlocks, estimateRemaining } = require('../benchmark/_lib/run/eta.js');
const { runBlocks } = require('../benchmark/_lib/run/blocks.js');
const { createPlan, createFixedPlan } = require('../benchmark/_lib/stats/sequential.js');

const ADAPTIVE = createPlan({ accuracy: 2, minRuns: 10, maxRuns: 100 });

/** A running paired configuration of ADAPTIVE, `started` blocks in. */
const running = (started, fields = {}) => ({ active: true, started, limit: 100, paired: true, nextLook: 10, ...fields });

/** A seeded stream of standard normal numbers (mulberry32 and Box-Muller). @param {number} seed */
function normals(seed) {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

test('expectedBlocks: a fixed plan or one binary runs its limit, a stopped one what it ran, one without a spread says nothing', () => {
  assert.equal(expectedBlocks(running(3, { limit: 30, nextLook: 30 }), [0.01, 0.02, 0.03], createFixedPlan(30)), 30);
  assert.equal(expectedBlocks(running(3, { paired: false, limit: 10 }), [], ADAPTIVE), 10);
  assert.equal(expectedBlocks(running(12, { active: false }), [], ADAPTIVE), 12);
  assert.equal(expectedBlocks(running(1), [0.01], ADAPTIVE), null);
});

test('expectedBlocks: quiet stops at its next look, noisy at the cap, a steady change early, however far from 0', () => {
  // ±0.2% of noise: the interval would be within ±2% after 2 blocks, so at the first look.
  assert.equal(expectedBlocks(running(3), [0.002, -0.002, 0], ADAPTIVE), 10);
  // ±10%: about 1.98² · 0.1² / ln(1.02)² ≈ 100 pairs, rounded up to 104: more than the cap.
  assert.equal(expectedBlocks(running(3), [0.1, -0.1, 0], ADAPTIVE), 100);
  // ±5%: 27 pairs, between the looks and the cap.
  assert.equal(expectedBlocks(running(3), [0.05, -0.05, 0], ADAPTIVE), 27);
  // A steady +10%: the stopping rule's spread about 0 would say the cap; its test stops it at a look soon.
  const changed = [0.1, 0.11, 0.09, 0.1];
  assert.equal(expectedBlocks(running(4), changed, ADAPTIVE), 10);
  assert.equal(expectedBlocks(running(12, { nextLook: 15 }), [...changed, ...changed, ...changed], ADAPTIVE), 15);
  // Blocks without a pair (a side failed) come on top of the pairs it needs.
  assert.equal(expectedBlocks(running(8, { nextLook: 10 }), [0.05, -0.05, 0], ADAPTIVE), 32);
});

test('estimateRemaining: each configuration at its own pace; one that says nothing yet runs what the others do', () => {
  const units = [
    // Stopped at 10 blocks of 1 s.
    { ...running(10, { active: false }), expected: 10, seconds: 10 },
    // Expected to run 20, 5 done at 2 s a block: 30 s left.
    { ...running(5, { nextLook: 10 }), expected: 20, seconds: 10 },
    // No spread yet: the median of 10 and 20 (15), 14 to go at its 3 s a block.
    { ...running(1), expected: null, seconds: 3 },
    // Not started: 15 blocks at the mean block time so far (23 s / 16 blocks).
    { ...running(0), expected: null, seconds: 0 },
  ];
  const { planned, eta, atLeast } = estimateRemaining(units, ADAPTIVE);
  assert.equal(planned, 10 + 20 + 15 + 15);
  assert.equal(atLeast, false, 'two configurations say how far they go');
  assert.ok(Math.abs(eta - (30 + 14 * 3 + 15 * 23 / 16)) < 1e-9, String(eta));
  // Before any configuration says: the plan's first look, the least the run can take.
  assert.deepEqual(estimateRemaining([{ ...running(1), expected: null, seconds: 2 }], ADAPTIVE),
    { planned: 10, eta: 18, atLeast: true });
});

/**
 * A run of blocks.js's loop where configuration i's d = ln(new/old) of each
 * block is drawn from N(mean, sd) and each of its run passes takes `seconds`
 * on an injected clock. Returns the progress records, each with the time the
 * run really went on for after it (`left`).
 * @param {Array<{ mean: number, sd: number, seconds: number }>} scripts
 * @param {import('../benchmark/_lib/stats/sequential.js').Plan} plan
 * @param {{ update(state: object): void } | null} [progress]  given each progress state
 */
async function scriptedRun(scripts, plan, progress = null) {
  let clock = 0;
  const random = normals(7);
  const records = [];
  const configurations = scripts.map((script, i) => {
    const side = { modulePath: `/bench/cat/f${i}.js`, args: [`i=${i}`], execArgv: [], env: {} };
    return { filename: `cat/f${i}.js`, key: `i=${i}`, args: [`i=${i}`], sides: { old: side, new: side } };
  });
  /** @type {Map<string, number>} d of each configuration's block */
  const diffs = new Map();
  const fakeRunJob = async ({ context, onReport }) => {
    const i = Number(context.args[0].slice(2));
    const key = `${i} ${context.block}`;
    if (!diffs.has(key)) diffs.set(key, scripts[i].mean + scripts[i].sd * random());
    clock += scripts[i].seconds * 1000;
    const rate = context.binary === 'old' ? 1e6 : 1e6 * Math.exp(/** @type {number} */ (diffs.get(key)));
    onReport({ conf: { i }, rate, time: 1 }, { pid: 1, args: context.args, startedAt: '' });
    return [];
  };
  await runBlocks({
    configurations, plan, seed: 1, paths: { old: '/old/node', new: '/new/node' }, cpuset: null, timeout: 0,
    interrupted: { signal: null, current: null },
    recorder: { write: (type, fields) => void records.push({ type, ...fields }), text: () => null },
    out: { write() {} }, progress, startTime: 0,
    coverage: /** @type {any} */ ({ expect() {}, sample() {}, failure() {} }),
    now: () => clock, runJob: fakeRunJob,
  });
  const end = clock / 1000;
  return {
    progress: records.filter((r) => r.type === 'progress').map((r) => ({ ...r, left: end - r.elapsed })),
    blocks: records.filter((r) => r.type === 'sample').length / 2,
  };
}

/** @param {number} estimate @param {number} truth */
const factor = (estimate, truth) => Math.max(estimate / truth, truth / estimate);

test('a run whose configurations stop early: the first estimate plans its blocks within 1.25x, not the cap\'s 10x', async () => {
  // 16 quiet configurations (precise at the first look) and 4 with a steady +10% (changed at a look soon), 1 to 3 s a pass.
  const scripts = [...Array.from({ length: 16 }, (_, i) => ({ mean: 0, sd: 0.002, seconds: 1 + (i % 3) })),
    ...Array.from({ length: 4 }, () => ({ mean: 0.1, sd: 0.01, seconds: 2 }))];
  const { progress, blocks } = await scriptedRun(scripts, ADAPTIVE);
  assert.equal(blocks, 200, 'every configuration stopped at its first look, 10 blocks');
  // The first estimate, after one block: the blocks are right; the pace is that one block's (2 s of a mean 3.9 s).
  const [first] = progress;
  assert.equal(first.done, 1);
  assert.ok(factor(first.planned, blocks) <= 1.25, `planned ${first.planned} of ${blocks} blocks (to the cap: 2000)`);
  assert.ok(factor(first.eta, first.left) <= 2, `first ETA ${first.eta} s, ${first.left} s left`);
  // Once every configuration has run a block, its pace is known too: within 25%, or a block (6 s at most) near the end.
  const paced = progress.filter((r) => r.done >= scripts.length && r.left > 0);
  assert.ok(paced.length >= blocks / 2, `${paced.length} estimates after the first round, of ${progress.length}`);
  for (const record of paced) {
    assert.ok(factor(record.eta, record.left) <= 1.25 || Math.abs(record.eta - record.left) <= 6,
      `after ${record.done} blocks: ETA ${record.eta} s, ${record.left} s left`);
  }
});

test('a run of noisy configurations that go to the cap: from their second block on, the ETA is within 2x of the time left', async () => {
  // Noise of ±30%: an interval of ±2% would need far more than the cap of 40 blocks, even when the first
  // blocks happen to spread little; half of them quiet.
  const plan = createPlan({ accuracy: 2, minRuns: 5, maxRuns: 40 });
  const scripts = Array.from({ length: 10 }, (_, i) => ({ mean: 0, sd: i % 2 === 0 ? 0.3 : 0.001, seconds: 1 }));
  const { progress, blocks } = await scriptedRun(scripts, plan);
  assert.equal(blocks, 5 * 40 + 5 * 5);
  const later = progress.filter((r) => r.done > scripts.length && r.left > 0);
  assert.ok(later.length >= blocks / 2, `${later.length} estimates after the first round, of ${progress.length}`);
  for (const record of later) {
    assert.ok(factor(record.eta, record.left) <= 2, `after ${record.done} blocks: ETA ${record.eta} s, ${record.left} s left`);
  }
  // The first round's estimate (no spread known yet) is far below the truth, and says "at least": checked against it.
  const first = progress.filter((r) => r.done <= scripts.length);
  assert.ok(first.every((r) => r.etaAtLeast === true), JSON.stringify(first[0]));
  for (const record of first) {
    assert.ok(record.planned <= blocks && record.eta <= record.left,
      `after ${record.done} blocks: at least ${record.planned} blocks, ${record.eta} s; it took ${blocks}, ${record.left} s`);
  }
  assert.ok(first[0].eta < first[0].left / 2, 'without "at least", the first estimate would mislead');
  assert.deepEqual(later.filter((r) => r.etaAtLeast), [], 'once a configuration says, an estimate');
});

test('a fixed plan: the ETA is the blocks left at each configuration\'s pace, exact once each has run', async () => {
  const scripts = [{ mean: 0, sd: 0.01, seconds: 1 }, { mean: 0, sd: 0.01, seconds: 3 }];
  const { progress, blocks } = await scriptedRun(scripts, createFixedPlan(5));
  assert.equal(blocks, 10);
  assert.deepEqual(progress.map((r) => r.planned), Array(10).fill(10));
  assert.deepEqual(progress.filter((r) => r.etaAtLeast), [], 'a fixed plan knows its blocks');
  for (const record of progress.slice(2)) assert.equal(record.eta, record.left, `after ${record.done} blocks`);
});

test('the real loop\'s progress states: the most the run can take never grows and ends at the blocks run', async () => {
  // Quiet, noisy and changed configurations: the estimate of the blocks planned rises and falls.
  const plan = createPlan({ accuracy: 2, minRuns: 5, maxRuns: 40 });
  const scripts = Array.from({ length: 12 }, (_, i) => ({ mean: i % 3 === 2 ? 0.1 : 0, sd: [0.001, 0.04, 0.01][i % 3],
    seconds: 1 }));
  const states = [];
  const { blocks } = await scriptedRun(scripts, plan, { update: (state) => void states.push(state) });
  assert.equal(states[0].cap, 12 * 40);
  const planned = states.map((s) => s.planned);
  assert.ok(planned.some((p, i) => i > 0 && p > planned[i - 1]), 'the estimate grows at least once');
  for (let i = 1; i < states.length; i++) {
    assert.ok(states[i].cap <= states[i - 1].cap && states[i].cap >= states[i].planned,
      `after ${states[i].done} blocks: up to ${states[i - 1].cap}, then ${states[i].cap} (planned ${states[i].planned})`);
  }
  assert.equal(states.at(-1).cap, blocks);
  assert.ok(states.every((s) => s.adaptive));
});
