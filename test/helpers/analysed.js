// Analysed results with known effects, for the tests of what renders them
// (the comment, publish, the GFM-rendered states): real analyze() output
// from synthetic samples whose noise is fixed, so every run of a test sees
// the same numbers.

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { analyze } = require('../../benchmark/_lib/stats/analysis.js');
const { verdict } = require('../../benchmark/_lib/words/verdict.js');
const { createFixedPlan } = require('../../benchmark/_lib/stats/sequential.js');

/**
 * 10 runs a side, Welch's analysis (no pairing). Per configuration an effect
 * (a fraction: 0.2 is 20% faster) and `noisy`, which draws the two sides
 * apart so nothing is conclusive at ±2%.
 * @param {Array<{ effect: number, noisy?: boolean }>} rows
 * @param {{ name?: (i: number) => string }} [options]  `file.js conf` of row i
 */
export function unpaired(rows, { name = (i) => `string_decoder/decode.js n=${i}` } = {}) {
  /** @type {import('../../benchmark/_lib/stats/analysis.js').Sample[]} */
  const samples = [];
  rows.forEach(({ effect, noisy = false }, i) => {
    const [filename, ...rest] = name(i).split(' ');
    const configuration = rest.join(' ');
    for (let r = 0; r < 10; r++) {
      const noise = 1 + ((r * 7919 + i * 104729) % 21 - 10) / 1000;
      const spread = noisy ? 1 + ((r * 31) % 10 - 4.5) / 10 : 1;
      samples.push({ binary: 'old', filename, configuration, rate: 1000 * noise });
      samples.push({ binary: 'new', filename, configuration, rate: 1000 * (1 + effect) * noise * spread });
    }
  });
  const { comparisons, summary } = analyze(samples);
  return { comparisons, summary, verdictLine: verdict(summary) };
}

/**
 * Old and new in 8 blocks, back to back: the paired analysis, with the
 * "new vs old" interval column. One configuration `n=i` per effect.
 * @param {number[]} effects
 * @param {{ filename?: string }} [options]
 */
export function paired(effects, { filename = 'string_decoder/decode.js' } = {}) {
  /** @type {import('../../benchmark/_lib/stats/analysis.js').Sample[]} */
  const samples = [];
  const blocks = [];
  effects.forEach((effect, i) => {
    const diffs = [];
    for (let b = 0; b < 8; b++) {
      const noise = 1 + ((b * 37 + i * 11) % 9 - 4) / 1000;
      const old = 1000 * (1 + (b % 3) / 100);
      const rate = old * (1 + effect) * noise;
      samples.push({ binary: 'old', filename, configuration: `n=${i}`, rate: old },
                   { binary: 'new', filename, configuration: `n=${i}`, rate });
      diffs.push(Math.log(rate / old));
    }
    blocks.push({ filename, configuration: `n=${i}`, diffs });
  });
  const { comparisons, summary } = analyze(samples, { plan: createFixedPlan(8), blocks });
  return { comparisons, summary, verdictLine: verdict(summary) };
}
