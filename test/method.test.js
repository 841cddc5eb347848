// benchmark/_lib/words/method.js: the method's numbers in what people read
// come from the constants that implement the method. Nothing here changes
// a constant: each test reads what the code prints and checks it against
// what the constants give, so a text written by hand, or a constant changed
// without its words, fails.

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { compareJs, benchmarkDir, run } from './helpers/bench-dir.js';
import { describeMethod } from '../src/report/publish.js';

const require = createRequire(import.meta.url);
const { METHOD_TEXT, percentText, superscript } = require('../benchmark/_lib/words/method.js');
const { DEFAULTS, DESIGN_SHARE, createPlan, planMargin } = require('../benchmark/_lib/stats/sequential.js');
const { spending, SPENDING_RHO } = require('../benchmark/_lib/stats/boundaries.js');
const { FDR } = require('../benchmark/_lib/stats/verdict-rule.js');
const { JOINT_RISK } = require('../benchmark/_lib/stats/decision.js');
const { Z975 } = require('../benchmark/_lib/stats/change-points.js');
const { normalUpper } = require('../benchmark/_lib/stats/distributions.js');
const { analyze } = require('../benchmark/_lib/stats/analysis.js');
const { verdict } = require('../benchmark/_lib/words/verdict.js');
const { footnote } = require('../benchmark/_lib/words/markdown-report.js');

/** A probability in percent, rounded to what a person writes (the test's own formatting). @param {number} p */
const percent = (p) => `${Math.round(p * 1e8) / 1e6}%`;

test('percentText writes a probability as a person does, whatever the binary fraction\'s tail', () => {
  assert.deepEqual([0.999, 0.05, 0.95, 0.025, 0.001, 1 - 0.05].map(percentText), ['99.9%', '5%', '95%', '2.5%', '0.1%', '95%']);
  assert.equal(superscript(2), '²');
  assert.equal(superscript(10), '¹⁰');
});

test('each of the method\'s numbers is what its constant gives', () => {
  assert.equal(METHOD_TEXT.power, percent(DEFAULTS.power));
  assert.equal(METHOD_TEXT.fdr, percent(FDR));
  assert.equal(METHOD_TEXT.level, percent(1 - DEFAULTS.alpha));
  assert.equal(METHOD_TEXT.joint, percent(1 - JOINT_RISK));
  assert.equal(METHOD_TEXT.change, percent(1 - 2 * normalUpper(Z975)));
  assert.equal(METHOD_TEXT.spending, `${DESIGN_SHARE}·α·τ${superscript(SPENDING_RHO)}`);
  // The plans and the spending function use those constants.
  assert.equal(createPlan({ accuracy: 2 }).power, DEFAULTS.power);
  assert.equal(createPlan({ accuracy: 2 }).alpha, DEFAULTS.alpha);
  for (const tau of [0.1, 0.37, 0.5, 0.9]) {
    assert.ok(Math.abs(spending(tau, 0.05) - 0.05 * tau ** SPENDING_RHO) < 1e-15, `α·τ^${SPENDING_RHO} at τ = ${tau}`);
  }
});

test('the comment\'s method line says the plan\'s power and spending function', () => {
  const plan = createPlan({ accuracy: 2 });
  const { stopping } = describeMethod({ schedule: 'blocks', seed: 1, accuracy: 2, power: DEFAULTS.power, margin: plan.margin ?? null,
    alpha: DEFAULTS.alpha, minRuns: 10, maxRuns: 100 }, { runs: 10, accuracy: 2, maxRuns: 100 });
  assert.equal(stopping, `adaptive: ${percent(1 - DEFAULTS.alpha)} intervals of ±2%, where a change of ` +
    `±${planMargin({ alpha: DEFAULTS.alpha, accuracy: 2, power: DEFAULTS.power })}% is found with ` +
    `${percent(DEFAULTS.power)} power; 10–100 blocks, alpha spending ${DESIGN_SHARE}·α·τ${superscript(SPENDING_RHO)}`);
  // A file of a compare.js before 1.1: its accuracy was the change it could tell, at 99.9% power.
  assert.equal(describeMethod({ schedule: 'blocks', seed: 1, accuracy: 2, power: 0.999, margin: null, alpha: 0.05,
    minRuns: 10, maxRuns: 100 }, { runs: 10, accuracy: 2, maxRuns: 100 }).stopping,
  `adaptive: until a ±2% change would be found (99.9% power); 10–100 blocks, alpha spending ${METHOD_TEXT.spending}`);
  // Without compare.js's record: what was asked, at the default power.
  assert.equal(describeMethod(null, { runs: 10, accuracy: 2, maxRuns: 100 }).stopping, stopping);
});

test('compare.js --help and analyze.js --help say the power, the false discovery rate and the level', async () => {
  const compare = (await run(process.execPath, [compareJs, '--help'])).stdout.replace(/\s+/g, ' ');
  const margin2 = planMargin({ alpha: DEFAULTS.alpha, accuracy: 2, power: DEFAULTS.power });
  assert.ok(compare.includes(`(2 at ${percent(DEFAULTS.power)}: +-${margin2}%)`), compare);
  assert.ok(compare.includes(`--power ${DEFAULTS.power} with --accuracy: the power at the margin`), compare);
  assert.ok(compare.includes(`the verdict at a ${percent(FDR)} false discovery rate`), compare);
  assert.ok(compare.includes(`regressed significantly (${percent(FDR)} false discovery rate)`), compare);
  const analyze = (await run(process.execPath, [`${benchmarkDir}/analyze.js`, '--help'])).stdout.replace(/\s+/g, ' ');
  assert.ok(analyze.includes(`ratio new/old with its ${percent(1 - DEFAULTS.alpha)} interval`), analyze);
  assert.ok(analyze.includes(`for the ${percent(FDR)} false discovery rate (FCR) and its plain ${percent(1 - DEFAULTS.alpha)} one`),
    analyze);
});

test('the verdict and the table\'s footnote say the false discovery rate, the joint level and q\'s threshold', () => {
  // a.js: 10% slower, every sample; b.js: the same rates on both sides but for a little noise.
  /** @type {Parameters<typeof analyze>[0]} */
  const samples = [];
  for (let i = 0; i < 10; i++) {
    const noise = 1 + (i % 3) * 0.001;
    samples.push({ binary: 'old', filename: 'a.js', configuration: '', rate: 1000 * noise },
      { binary: 'new', filename: 'a.js', configuration: '', rate: 900 * noise },
      { binary: 'old', filename: 'b.js', configuration: '', rate: 1000 * noise },
      { binary: 'new', filename: 'b.js', configuration: '', rate: 1000 * (1 + ((i + 1) % 3) * 0.001) });
  }
  const { comparisons, summary } = analyze(samples, null);
  const line = verdict(summary);
  assert.match(line, new RegExp(`^1 of 2 configurations regressed \\(${percent(FDR)} false discovery rate\\)`), line);
  assert.match(line, new RegExp(`no change larger than \\S+ in the other one \\(${percent(1 - JOINT_RISK)}\\)`), line);
  assert.match(footnote(comparisons), new RegExp(`with its ${percent(1 - DEFAULTS.alpha)} interval.*under ${FDR} it regressed`));
});
