// Does the sequential test keep its stated level? A/A configurations (old
// and new the same binary) run through the real stopping rule of
// benchmark/_lib/stats/sequential.js (replay: the looks the runner makes,
// in the order it makes them), without processes:
//
//   npm run bench:sequential [-- --count 12800] [--workers 2] [--seed 37]
//
// Each configuration is 100 blocks (the default plan's cap: ±2%, looks from
// 10 blocks) of two rates, old and new, in a random order per block as the
// runner draws it, with a CV of 2% and one of four kinds of noise:
//   normal         the log rate is normal;
//   lognormal      the rate has a long slow tail (1 − a lognormal, skewed);
//   t, 3 df        the log rate is t with 3 df (heavy tails both ways);
//   first slot     normal, and the first run pass of each block is 1% slower,
//                  the very first one of a configuration 10% slower (a cold
//                  machine), whichever binary it is.
// For each: the share of configurations whose own test crossed its boundary
// (should be at most 5%) and the share whose interval, where it stopped,
// holds the true ratio 1 (at least 95%), each with its 95% binomial
// interval (Wilson); then the power at a true change of the margin (+2%,
// normal noise) and the blocks it took. Every configuration has its own
// seed (seeded generator: benchmark/_lib/random.js), so the numbers do not
// depend on the workers. Nothing passes or fails here:
// test/sequential-level.test.js asserts on a smaller run of the same code.
import { createRequire } from 'node:module';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { createPlan, replay } = require('../../benchmark/_lib/stats/sequential.js');
const { createRng } = require('../../benchmark/_lib/random.js');

const CV = 0.02;
const PLAN = createPlan({ accuracy: 2 });
// The mean and sd of the lognormal exp(Z), to center and scale it.
const LOGNORMAL_MEAN = Math.exp(0.5);
const LOGNORMAL_SD = Math.sqrt((Math.E - 1) * Math.E);

/**
 * The kinds of noise: each gives the log rate of one run pass, from the
 * generator, the block and the slot (0: first in its block).
 * @type {Record<string, (rng: { uniform: () => number, gauss: () => number }, block: number, slot: number) => number>}
 */
const NOISE = {
  'normal': (rng) => CV * rng.gauss(),
  'lognormal': (rng) => Math.log1p(-CV * (Math.exp(rng.gauss()) - LOGNORMAL_MEAN) / LOGNORMAL_SD),
  't, 3 df': (rng) => {
    const chi2 = rng.gauss() ** 2 + rng.gauss() ** 2 + rng.gauss() ** 2;
    // t with 3 df has variance 3.
    return (CV * rng.gauss()) / Math.sqrt(chi2 / 3) / Math.sqrt(3);
  },
  'first slot': (rng, block, slot) => CV * rng.gauss() + (slot === 0 ? Math.log(0.99) : 0) +
    (block === 0 && slot === 0 ? Math.log(0.9) : 0),
};

/**
 * d = ln(new/old) of each block of one configuration: old and new in a
 * random order, new's rate times (1 + effect).
 */
function configurationDiffs(noise, seed, effect) {
  const rng = createRng(seed);
  const shift = Math.log1p(effect);
  const diffs = [];
  for (let block = 0; block < PLAN.maxRuns; block++) {
    const newFirst = rng.uniform() < 0.5;
    const first = noise(rng, block, 0);
    const second = noise(rng, block, 1);
    diffs.push(shift + (newFirst ? first - second : second - first));
  }
  return diffs;
}

/**
 * Configurations `from` to `to` − 1 of a case through the stopping rule:
 * how many crossed, how many intervals held the true ratio, and the blocks.
 * @param {{ noise: string, effect: number, seed: number, from: number, to: number }} part
 */
export function simulate({ noise, effect, seed, from, to }) {
  const truth = Math.log1p(effect);
  let crossed = 0;
  let covered = 0;
  let blocks = 0;
  for (let i = from; i < to; i++) {
    const result = replay(PLAN, configurationDiffs(NOISE[noise], seed * 1_000_003 + i, effect));
    if (result.state === 'crossed') crossed++;
    const { ratioLow, ratioHigh } = result;
    if (ratioLow !== null && ratioHigh !== null && Math.log(ratioLow) <= truth && truth <= Math.log(ratioHigh)) {
      covered++;
    }
    blocks += result.n;
  }
  return { count: to - from, crossed, covered, blocks };
}

/**
 * The 95% Wilson interval of k successes in n.
 * @param {number} k
 * @param {number} n
 * @returns {[number, number]}
 */
export function wilson(k, n) {
  const z = 1.959963984540054;
  const p = k / n;
  const center = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [center - half, center + half];
}

/** The cases the simulation reports: the four kinds of A/A noise, then power at the margin. */
export function cases(count) {
  return [
    ...Object.keys(NOISE).map((noise) => ({ name: `A/A, ${noise}`, noise, effect: 0, count })),
    { name: 'power at +2%, normal', noise: 'normal', effect: 0.02, count },
  ];
}

/** Runs `parts` on `workers` worker threads, in order of the parts. */
async function runParts(parts, workers) {
  const results = new Array(parts.length);
  let next = 0;
  const file = fileURLToPath(import.meta.url);
  const one = () => new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: null });
    const feed = () => {
      if (next >= parts.length) {
        worker.terminate().then(resolve, reject);
        return;
      }
      const index = next++;
      worker.once('message', (result) => {
        results[index] = result;
        feed();
      });
      worker.postMessage(parts[index]);
    };
    worker.once('error', reject);
    feed();
  });
  await Promise.all(Array.from({ length: workers }, one));
  return results;
}

const percent = (x) => `${(100 * x).toFixed(2)}%`;
const range = ([low, high]) => `(${percent(low)}–${percent(high)})`;

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '12800' },
      workers: { type: 'string', default: '2' },
      seed: { type: 'string', default: '37' },
    },
  });
  const [count, workers, seed] = [values.count, values.workers, values.seed].map(Number);
  const chunk = 400;
  const list = cases(count);
  const parts = list.flatMap(({ noise, effect }) => Array.from({ length: Math.ceil(count / chunk) },
    (_, k) => ({ noise, effect, seed, from: k * chunk, to: Math.min(count, (k + 1) * chunk) })));
  const started = Date.now();
  const results = await runParts(parts, workers);
  console.log(`${count} configurations a case, plan ±2% with 10 to 100 blocks, CV ${CV * 100}%, seed ${seed}`);
  for (const c of list) {
    const own = results.filter((_, i) => parts[i].noise === c.noise && parts[i].effect === c.effect);
    const sum = (key) => own.reduce((total, r) => total + r[key], 0);
    const [crossed, covered, blocks] = [sum('crossed'), sum('covered'), sum('blocks')];
    const rate = c.effect === 0 ? 'crossed (A/A rate)' : 'crossed (power)';
    console.log(`${c.name.padEnd(22)} ${rate} ${percent(crossed / count)} ${range(wilson(crossed, count))}, ` +
      `interval holds the truth ${percent(covered / count)} ${range(wilson(covered, count))}, ` +
      `mean blocks ${(blocks / count).toFixed(1)}`);
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s on ${workers} worker(s)`);
}

if (isMainThread) {
  if (process.argv[1] === fileURLToPath(import.meta.url)) {
    main().catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
  }
} else if (workerData === null) {
  parentPort?.on('message', (part) => parentPort?.postMessage(simulate(part)));
}
