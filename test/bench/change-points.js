// What benchmark/_lib/stats/change-points.js finds in simulated histories of
// ratios (commit/reference, one point a commit), and how fast:
//
//   node test/bench/change-points.js [--alpha 0.001] [--permutations 3999] [--histories 4000]
//
// (about 2 minutes with the defaults)
//
// - false alarms: the share of flat histories of 30, 100 and 300 points
//   with a change found, analysed once; and of histories re-analysed at
//   every commit from 30 to 100 points that were ever flagged;
// - delay: after a step of 2, 5 or 10% at commit 40, how many commits
//   until the change is found at its commit ±1 or anywhere within ±3
//   (median, 90th percentile, share not found within 40), and how often
//   the change's 95% interval holds the step, when first found and 20
//   commits after the step;
// - a regression reverted 5 commits later (-5% for commits 50-54 of 100):
//   how often both ends are found;
// - the time to analyse 1000 histories of 200 points, and one of 500.
// Noise: per point N(0, sd) on the log ratio, its interval's half-width
// 1.96·sd·U(0.7, 1.5) (estimated, not known), plus N(0, tau) between
// commits that no interval sees. Seeded: the same numbers every run. No
// assertions (test/change-points.test.js has them).
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { createRng } = require('../../benchmark/_lib/random.js');
const { findChanges, CHANGE_DEFAULTS } = require('../../benchmark/_lib/stats/change-points.js');

const { values } = parseArgs({
  options: {
    alpha: { type: 'string', default: String(CHANGE_DEFAULTS.alpha) },
    permutations: { type: 'string', default: String(CHANGE_DEFAULTS.permutations) },
    histories: { type: 'string', default: '4000' },
  },
});
const options = { alpha: Number(values.alpha), permutations: Number(values.permutations) };
const HISTORIES = Number(values.histories);
const NOISES = [{ sd: 0.01, tau: 0.005 }, { sd: 0.01, tau: 0.01 }, { sd: 0.02, tau: 0.005 }];

/**
 * A history of n ratios whose true log level at commit i is level(i).
 * @param {ReturnType<typeof createRng>} rng
 * @param {number} n
 * @param {(i: number) => number} level
 * @param {{ sd: number, tau: number }} noise
 */
function history(rng, n, level, { sd, tau }) {
  return Array.from({ length: n }, (_, i) => {
    const x = level(i) + sd * rng.gauss() + tau * rng.gauss();
    const half = 1.959964 * sd * (0.7 + 0.8 * rng.uniform());
    return { ratio: Math.exp(x), ratioLow: Math.exp(x - half), ratioHigh: Math.exp(x + half) };
  });
}

const percent = (p) => `${(100 * p).toFixed(2)}%`;

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function falseAlarms() {
  console.log(`False alarms (alpha ${options.alpha}, ${options.permutations} permutations, ${HISTORIES} flat histories each)`);
  console.log('noise (sd, tau)   30 points   100 points   300 points   ever, re-analysed 30..100');
  for (const noise of NOISES) {
    const rates = [30, 100, 300].map((n) => {
      const rng = createRng(n * 7919 + noise.sd * 1e4);
      let flagged = 0;
      for (let h = 0; h < HISTORIES; h++) {
        if (findChanges(history(rng, n, () => 0, noise), options).length > 0) flagged++;
      }
      return flagged / HISTORIES;
    });
    const rng = createRng(4242);
    const growing = Math.ceil(HISTORIES / 4);
    let ever = 0;
    for (let h = 0; h < growing; h++) {
      const points = history(rng, 100, () => 0, noise);
      for (let n = 30; n <= 100; n++) {
        if (findChanges(points.slice(0, n), options).length > 0) {
          ever++;
          break;
        }
      }
    }
    const row = `${noise.sd * 100}%, ${noise.tau * 100}%`.padEnd(18);
    console.log(`${row}${rates.map((r) => percent(r).padEnd(13)).join('')}${percent(ever / growing)} of ${growing}`);
  }
}

const STEP_AT = 40;
const MAX_DELAY = 40;

/**
 * The commits after the step until a change is found within `near` of it,
 * and that change; null when not within MAX_DELAY.
 */
function firstFound(points, near) {
  for (let d = 1; d <= MAX_DELAY; d++) {
    const hit = findChanges(points.slice(0, STEP_AT + d), options).find((c) => Math.abs(c.index - STEP_AT) <= near);
    if (hit) return { delay: d, hit };
  }
  return null;
}

function delays() {
  const trials = Math.ceil(HISTORIES / 10);
  console.log(`\nDelay after a step at commit ${STEP_AT} (${trials} histories each): commits until found at ` +
    `${STEP_AT}±1 (median, 90th percentile, not within ${MAX_DELAY}), or anywhere within ±3;`);
  console.log('how often the 95% interval of the change holds the step: when first found, and 20 commits later');
  console.log('noise (sd, tau)   step   ±1: median  90th  missed   ±3: median  90th  missed   holds: first  later');
  const holds = (c, step) => c.changeLow <= -100 * step && -100 * step <= c.changeHigh;
  for (const noise of NOISES) {
    for (const step of [0.02, 0.05, 0.1]) {
      const rng = createRng(Math.round(step * 1e4 + noise.sd * 1e6 + noise.tau * 1e5));
      const columns = [1, 3].map(() => /** @type {number[]} */ ([]));
      let first = 0;
      let later = 0;
      let laterFound = 0;
      for (let t = 0; t < trials; t++) {
        const points = history(rng, STEP_AT + MAX_DELAY, (i) => (i >= STEP_AT ? Math.log1p(-step) : 0), noise);
        [1, 3].forEach((near, k) => {
          const found = firstFound(points, near);
          columns[k].push(found ? found.delay : Infinity);
          if (near === 1 && found && holds(found.hit, step)) first++;
        });
        const settled = findChanges(points.slice(0, STEP_AT + 20), options).find((c) => c.index === STEP_AT);
        if (settled) {
          laterFound++;
          if (holds(settled, step)) later++;
        }
      }
      const cells = columns.flatMap((delays) => {
        delays.sort((x, y) => x - y);
        const found = delays.filter(Number.isFinite);
        const shown = (d) => (Number.isFinite(d) ? String(d) : `>${MAX_DELAY}`).padEnd(6);
        return [shown(quantile(delays, 0.5)), shown(quantile(delays, 0.9)),
          percent(1 - found.length / trials).padEnd(9)];
      });
      const row = `${noise.sd * 100}%, ${noise.tau * 100}%`.padEnd(18) + `-${step * 100}%`.padEnd(7);
      console.log(`${row}    ${cells.slice(0, 3).join('')}    ${cells.slice(3).join('')}       ` +
        `${percent(first / Math.max(1, columns[0].filter(Number.isFinite).length)).padEnd(7)}` +
        `${percent(later / Math.max(1, laterFound))}`);
    }
  }
}

function excursion() {
  const trials = Math.ceil(HISTORIES / 10);
  const rng = createRng(99);
  let both = 0;
  for (let t = 0; t < trials; t++) {
    const points = history(rng, 100, (i) => (i >= 50 && i < 55 ? Math.log(0.95) : 0), NOISES[0]);
    const changes = findChanges(points, options);
    if (changes.some((c) => Math.abs(c.index - 50) <= 1) && changes.some((c) => Math.abs(c.index - 55) <= 1)) both++;
  }
  console.log(`\nA regression reverted: -5% for commits 50-54 of 100 (sd 1%, tau 0.5%): both ends found in ` +
    `${percent(both / trials)} of ${trials}`);
}

function speed() {
  const rng = createRng(7);
  const flat = Array.from({ length: 1000 }, () => history(rng, 200, () => 0, NOISES[0]));
  const changed = Array.from({ length: 1000 }, (_, k) => history(rng, 200, (i) => (k % 10 === 0 ?
    (i >= 80 ? Math.log(0.97) : 0) + (i >= 150 ? Math.log(1.05) : 0) : 0), NOISES[0]));
  const long = history(rng, 500, (i) => (i >= 200 ? Math.log(0.97) : 0) + (i >= 350 ? Math.log(1.05) : 0), NOISES[0]);
  const time = (histories) => {
    const start = performance.now();
    for (const h of histories) findChanges(h, options);
    return ((performance.now() - start) / 1000).toFixed(2);
  };
  time(flat.slice(0, 50));
  console.log('\nTime');
  console.log(`1000 flat histories of 200 points: ${time(flat)} s`);
  console.log(`1000 histories of 200 points, 1 in 10 with two steps: ${time(changed)} s`);
  console.log(`one history of 500 points with two steps: ${(Number(time([long])) * 1000).toFixed(0)} ms`);
}

falseAlarms();
delays();
excursion();
speed();
