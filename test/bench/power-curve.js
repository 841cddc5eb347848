// What power costs: the curve the default of --power (and the Action's
// `power`) was chosen from. For one change a run is to tell (--change, the
// margin, default 2%), each power p gives the accuracy that tells it with p
// (the width: ln(1 + accuracy) = ln(1 + margin)·z(α/2)/(z(α/2) + z(p))),
// and the real stopping rule (benchmark/_lib/stats/sequential.js replay,
// looks from 10 blocks, cap 100: the Action's plan) runs simulated
// configurations of per-run noise CV 1% to 5%, normal on the log scale:
//
//   npm run bench:power-curve [-- --count 2000] [--change 2] [--seed 38]
//
// For each CV and power it prints
//   - at a true change of the margin: the share found (crossed), the mean
//     blocks, and those stopped at the cap;
//   - with no change: the mean blocks, the share whose interval ends within
//     ±margin (the verdict's "within the margin": conclusive), and the share
//     crossed (the A/A rate of one configuration's own test, before any
//     correction, at most 5%);
// then the blocks of each power over those of 90%, at each CV; and the
// Action's default plan (accuracy 2, the default power) at CV 1% and 2%:
// the blocks to a verdict with no change, with a change of its margin and
// with one of 2% (the README's numbers). Nothing
// passes or fails here (test/sequential.test.js asserts on the default
// plan); the numbers are in docs/statistics.md, "What power costs".
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { DEFAULTS, createPlan, replay, widthFor } = require('../../benchmark/_lib/stats/sequential.js');
const { createRng } = require('../../benchmark/_lib/random.js');

const { values } = parseArgs({ options: {
  count: { type: 'string', default: '2000' },
  change: { type: 'string', default: '2' },
  seed: { type: 'string', default: '38' },
} });
const COUNT = Number(values.count);
const MARGIN = Number(values.change);
const SEED = Number(values.seed);
const POWERS = [0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 0.999];
const CVS = [0.01, 0.02, 0.03, 0.04, 0.05];
const [MIN_RUNS, MAX_RUNS] = [10, 100];


/**
 * `count` configurations of per-run CV `cv` at a true log change `effect`,
 * each a sequence of block differences (old and new each with the noise).
 */
function cell(plan, cv, effect, seed, margin = MARGIN) {
  const rng = createRng(seed);
  const limit = Math.log1p(margin / 100);
  let crossed = 0;
  let within = 0;
  let cap = 0;
  let blocks = 0;
  for (let i = 0; i < COUNT; i++) {
    const diffs = Array.from({ length: MAX_RUNS }, () => effect + cv * Math.SQRT2 * rng.gauss());
    const result = replay(plan, diffs);
    blocks += result.n;
    if (result.state === 'crossed') crossed++;
    if (result.state === 'cap') cap++;
    if (result.ratioLow !== null && result.ratioHigh !== null && result.state !== 'crossed' &&
        Math.log(result.ratioLow) > -limit && Math.log(result.ratioHigh) < limit) within++;
  }
  return { crossed: crossed / COUNT, within: within / COUNT, cap: cap / COUNT, blocks: blocks / COUNT };
}

const pct = (x) => `${(100 * x).toFixed(1)}%`.padStart(6);
console.log(`A change of ±${MARGIN}% to tell; looks from ${MIN_RUNS} blocks, cap ${MAX_RUNS}; ${COUNT} configurations ` +
  'a cell, normal noise on the log scale');
console.log('');
console.log('  CV  power accuracy | at +margin: found  blocks  at cap | no change: blocks  within  crossed');
/** @type {Map<number, Map<number, number>>} CV -> power -> mean blocks (both truths) */
const costs = new Map();
let seed = SEED;
for (const cv of CVS) {
  costs.set(cv, new Map());
  for (const p of POWERS) {
    const accuracy = Number(widthFor({ alpha: DEFAULTS.alpha, margin: MARGIN, power: p }).toFixed(2));
    const plan = createPlan({ accuracy, power: p, minRuns: MIN_RUNS, maxRuns: MAX_RUNS });
    const changed = cell(plan, cv, Math.log1p(MARGIN / 100), seed++);
    const still = cell(plan, cv, 0, seed++);
    costs.get(cv)?.set(p, (changed.blocks + still.blocks) / 2);
    console.log(`${`${cv * 100}%`.padStart(4)} ${String(p).padStart(6)} ${`±${accuracy}%`.padStart(8)} |` +
      `${pct(changed.crossed).padStart(17)} ${changed.blocks.toFixed(1).padStart(7)} ${pct(changed.cap).padStart(7)} |` +
      `${still.blocks.toFixed(1).padStart(17)} ${pct(still.within).padStart(7)} ${pct(still.crossed).padStart(8)}`);
  }
}
console.log('');
console.log(`Mean blocks (half with the change, half without) over those of 90% power:`);
console.log(`  CV ${POWERS.map((p) => String(p).padStart(6)).join('')}`);
for (const cv of CVS) {
  const row = costs.get(cv);
  const base = row?.get(0.9) ?? NaN;
  console.log(`${`${cv * 100}%`.padStart(4)} ${POWERS.map((p) => ((row?.get(p) ?? NaN) / base).toFixed(2).padStart(6)).join('')}`);
}

const action = createPlan({ accuracy: 2, minRuns: MIN_RUNS, maxRuns: MAX_RUNS });
const actionMargin = /** @type {number} */ (action.margin);
console.log('');
console.log(`The Action's default plan: --accuracy 2, power ${DEFAULTS.power} (margin ±${action.margin}%), ` +
  `${MIN_RUNS} to ${MAX_RUNS} blocks`);
console.log('  CV | no change: blocks  within | +margin: found  blocks | +2%: found  blocks');
for (const cv of [0.01, 0.02]) {
  const still = cell(action, cv, 0, seed++, actionMargin);
  const atMargin = cell(action, cv, Math.log1p(actionMargin / 100), seed++, actionMargin);
  const two = cell(action, cv, Math.log1p(0.02), seed++, actionMargin);
  console.log(`${`${cv * 100}%`.padStart(4)} |${still.blocks.toFixed(1).padStart(17)} ${pct(still.within).padStart(7)} |` +
    `${pct(atMargin.crossed).padStart(15)} ${atMargin.blocks.toFixed(1).padStart(7)} |` +
    `${pct(two.crossed).padStart(11)} ${two.blocks.toFixed(1).padStart(7)}`);
}
