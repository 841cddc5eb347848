// benchmark/_lib/words/verdict.js: what the verdict line claims, checked by
// simulation against the truth it asserts. "No change larger than ±X% in K
// configurations (95%)" promises that all K true changes lie within ±X%, at
// once, in at least 95% of verdicts, whatever the true changes are. Every
// simulation is seeded, through the real analyze() (and, paired, the real
// stopping rule replayed as the runner ran it).

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createRng } = require('../benchmark/_lib/random.js');
const { analyze } = require('../benchmark/_lib/stats/analysis.js');
const { createPlan, replay } = require('../benchmark/_lib/stats/sequential.js');

/** The 95% binomial band of a rate p over n trials. */
function band(p, n) {
  const half = 1.96 * Math.sqrt((p * (1 - p)) / n);
  return [p - half, p + half];
}

/**
 * One family: configuration i has the true change truths[i] (percent) and
 * each process a CV of cv (lognormal). Unpaired: `runs` samples a side, CSV
 * only. Paired: blocks of the plan, stopped where the rule stops them.
 * @param {{ uniform: () => number, gauss: () => number }} rng
 * @param {number[]} truths
 * @param {{ cv: number, runs?: number, plan?: import('../benchmark/_lib/stats/sequential.js').Plan | null }} options
 * @returns {{ comparisons: any[], summary: any, truths: number[] }}
 */
function family(rng, truths, { cv, runs = 10, plan = null }) {
  const samples = [];
  const blocks = [];
  truths.forEach((truth, i) => {
    const configuration = `n=${i}`;
    const shift = Math.log1p(truth / 100);
    const pairs = Array.from({ length: plan ? plan.maxRuns : runs }, () => [cv * rng.gauss(), shift + cv * rng.gauss()]);
    const kept = plan ? pairs.slice(0, replay(plan, pairs.map(([o, n]) => n - o)).n) : pairs;
    for (const [o, n] of kept) {
      samples.push({ binary: 'old', filename: 'f.js', configuration, rate: 1e6 * Math.exp(o) });
      samples.push({ binary: 'new', filename: 'f.js', configuration, rate: 1e6 * Math.exp(n) });
    }
    blocks.push({ filename: 'f.js', configuration, diffs: kept.map(([o, n]) => n - o) });
  });
  const { comparisons, summary } = analyze(samples, plan ? { plan, blocks } : null);
  return { comparisons, summary, truths };
}

/**
 * Whether a verdict's "no change larger than ±X%" is false: one of the rows
 * it is said of (the conclusive ones, or the inconclusive ones when it is
 * said of them) truly changed by more than X. null when it claims nothing.
 */
function falseClaim({ comparisons, summary }, truths) {
  if (summary.detectable === null || summary.changed === comparisons.length) return null;
  const of = summary.conclusive > 0 ? 'conclusive' : 'inconclusive';
  // Rows come sorted by name: the configuration says which truth is a row's.
  return comparisons.some((c) => c.outcome === of && Math.abs(truths[Number(c.configuration.slice(2))]) > summary.detectable);
}

test('steering check: 100 CSVs of 20 configurations all truly +3% (CV 2%, 10 runs): the claim is false at most 7 times',
  (t) => {
    const rng = createRng(2701);
    let made = 0;
    let wrong = 0;
    for (let v = 0; v < 100; v++) {
      const truths = Array(20).fill(3);
      const claim = falseClaim(family(rng, truths, { cv: 0.02 }), truths);
      if (claim === null) continue;
      made++;
      if (claim) wrong++;
    }
    t.diagnostic(`claims made ${made} of 100, false ${wrong}`);
    assert.ok(made >= 50, `only ${made} claims`);
    assert.ok(wrong <= 7, `${wrong} false claims`);
  });

test('mixed families, Welch and paired adaptive: the claim is false in at most 5% of verdicts', (t) => {
  const choices = [0, 1, -1, 3, -3, 10, -10];
  const plan = createPlan({ accuracy: 2, minRuns: 10, maxRuns: 60 });
  for (const [name, options, seed] of /** @type {const} */ ([['Welch, 10 runs', { runs: 10 }, 2702],
    ['paired, adaptive ±2%', { plan }, 2703]])) {
    const rng = createRng(seed);
    const verdicts = 300;
    let made = 0;
    let wrong = 0;
    for (let v = 0; v < verdicts; v++) {
      const truths = Array.from({ length: 10 }, () => choices[Math.floor(rng.uniform() * choices.length)]);
      const cv = 0.005 + 0.025 * rng.uniform();
      const claim = falseClaim(family(rng, truths, { ...options, cv }), truths);
      if (claim === null) continue;
      made++;
      if (claim) wrong++;
    }
    const rate = wrong / made;
    t.diagnostic(`${name}: ${wrong} false of ${made} claims (${(100 * rate).toFixed(1)}%)`);
    assert.ok(made >= verdicts / 2, `${name}: only ${made} claims`);
    assert.ok(rate <= band(0.05, made)[1], `${name}: ${rate}`);
  }
});

test('A/A families of 20 paired configurations: a change is called in at most 5% of verdicts (the band)', (t) => {
  const rng = createRng(2720);
  const plan = createPlan({ accuracy: 2, minRuns: 10, maxRuns: 60 });
  let called = 0;
  const verdicts = 300;
  for (let v = 0; v < verdicts; v++) {
    if (family(rng, Array(20).fill(0), { plan, cv: 0.005 + 0.02 * rng.uniform() }).summary.changed > 0) called++;
  }
  t.diagnostic(`verdicts calling a change: ${called} of ${verdicts}`);
  assert.ok(called / verdicts <= band(0.05, verdicts)[1], `${called}`);
});
