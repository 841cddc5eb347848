// What spending the interim looks over the configurations costs and gains
// (benchmark/_lib/stats/sequential.js testsOf; docs/statistics.md, "Stopping
// early among many configurations"). Families of --tests configurations
// (sd of d drawn log-uniformly from 3% to 30%, as Node core's files under
// two cores; real changes of 2% to 40% either way, log-uniform), each run
// through the real stopping rule (replay) twice on the same data: with
// alpha per configuration (tests 1, the rule before) and over the family
// (tests m); then Benjamini-Hochberg at 5% over the family's p-values, as
// the verdict does.
//
//   npm run bench:correction [-- --families 30] [--tests 133] [--accuracy 6.6] [--seed 3]
//
// For each share of changed configurations (none, 70%, 1%) it prints the
// mean blocks a configuration ran, the real changes found, the false
// findings, and the crossings the correction did not keep. Nothing passes
// or fails here (test/sequential.test.js asserts the direction).
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { createPlan, replay } = require('../../benchmark/_lib/stats/sequential.js');
const { adjustBH } = require('../../benchmark/_lib/stats/basic.js');
const { createRng } = require('../../benchmark/_lib/random.js');

const { values } = parseArgs({ options: {
  families: { type: 'string', default: '30' }, tests: { type: 'string', default: '133' },
  accuracy: { type: 'string', default: '6.6' }, seed: { type: 'string', default: '3' },
} });
const families = Number(values.families);
const tests = Number(values.tests);
const plan = createPlan({ accuracy: Number(values.accuracy), minRuns: 5, maxRuns: 30 });

console.log(`${families} families of ${tests} configurations, --accuracy ${values.accuracy}, 5 to 30 blocks`);
for (const changed of [0, 0.7, 0.01]) {
  /** @type {Record<string, { blocks: number, found: number, wrong: number, lost: number }>} */
  const totals = {};
  let real = 0;
  const rng = createRng(Number(values.seed));
  for (let f = 0; f < families; f++) {
    const rows = [];
    for (let i = 0; i < tests; i++) {
      const sd = 0.03 * Math.exp(rng.uniform() * Math.log(10));
      const change = rng.uniform() >= changed ? 0
        : (rng.uniform() < 0.5 ? -1 : 1) * Math.exp(Math.log(0.02) + rng.uniform() * Math.log(20));
      if (change !== 0) real++;
      rows.push({ change, diffs: Array.from({ length: plan.maxRuns }, () => Math.log1p(change) + sd * rng.gauss()) });
    }
    /** @type {Array<[string, number]>} */
    const corrections = [['per configuration', 1], ['over the family', tests]];
    for (const [name, count] of corrections) {
      const t = (totals[name] ??= { blocks: 0, found: 0, wrong: 0, lost: 0 });
      const results = rows.map((row) => replay({ ...plan, tests: count }, row.diffs));
      const q = adjustBH(results.map((r) => r.pValue));
      results.forEach((r, i) => {
        t.blocks += r.n;
        const kept = q[i] !== null && q[i] < 0.05;
        if (kept && rows[i].change !== 0) t.found++;
        if (kept && rows[i].change === 0) t.wrong++;
        if (!kept && r.state === 'crossed') t.lost++;
      });
    }
  }
  for (const [name, t] of Object.entries(totals)) {
    console.log(`${(100 * changed).toFixed(0).padStart(3)}% changed, alpha ${name.padEnd(17)}: ` +
      `${(t.blocks / families / tests).toFixed(2)} blocks a configuration, ` +
      `found ${real === 0 ? '-' : `${(100 * t.found / real).toFixed(1)}%`} of ${real} real changes, ` +
      `${t.wrong} false, ${t.lost} crossed but not kept`);
  }
}
