// Benchmarks whose rates are known (test/fixtures/fixed-rates, see its
// README.md), for the tests of gates and verdicts: a benchmark directory of
// the fixture under the harness a test names, and "binaries" that are node
// behind a script setting the factor and the seeded noise every measurement
// gets. Nothing here reads the real clock.

import fs from 'node:fs';
import path from 'node:path';
import { makeBenchDir, repoRoot } from './bench-dir.js';
import { tempDir } from './temp.js';

export const fixedRatesDir = path.join(repoRoot, 'test', 'fixtures', 'fixed-rates');
const CORE_HARNESS = path.join(repoRoot, 'test', 'fixtures', 'node-core-harness');

/** The harnesses a fixed-rate directory can have: the common.js beside its categories. */
const HARNESSES = {
  ours: null, // makeBenchDir copies benchmark/common.js and the helpers it requires
  newest: path.join(CORE_HARNESS, 'newest', 'common.js'),
  oldest: path.join(CORE_HARNESS, 'common.js'),
};

/** `rates/rates.js`'s configurations: step s at s million operations per second under a factor of 1. */
export const RATES_STEPS = [1, 2, 3, 4, 5];
export const RATES_N = 1000000;

/** The fixture's file `name`, to copy into a benchmark directory. */
const fixtureFile = (name) => fs.readFileSync(path.join(fixedRatesDir, name), 'utf8');

/**
 * The clock alone, `_fixed-rate.js`, for a benchmark directory of a test's
 * own files (they `require('../_fixed-rate.js')`).
 * @returns {Record<string, string>}
 */
export function fixedRateClock() {
  return { '_fixed-rate.js': fixtureFile('_fixed-rate.js') };
}

/**
 * A temporary benchmark directory: the clock, the category `rates` and
 * `files`, beside the harness `harness`.
 * @param {{ harness?: keyof typeof HARNESSES, files?: Record<string, string> }} [options]
 * @returns {string}
 */
export function fixedRateBenchDir({ harness = 'ours', files = {} } = {}) {
  const common = HARNESSES[harness];
  return makeBenchDir({
    ...(common ? { 'common.js': fs.readFileSync(common, 'utf8'), 'package.json': '{ "type": "commonjs" }\n' } : {}),
    ...fixedRateClock(),
    'rates/rates.js': fixtureFile('rates/rates.js'),
    ...files,
  }, { harness: common === null });
}

/**
 * A "binary": `node` behind a script under which every measurement of the
 * fixture is `factor` times its base rate, with noise of coefficient of
 * variation `cv` drawn from a stream seeded by `name` (so two binaries of the
 * same factor still differ by noise, and a run is reproducible).
 * @param {string} name  also the seed: give each binary of a test its own
 * @param {number} factor  e.g. 0.625 for a binary 60% slower (-37.5%)
 * @param {{ cv?: number, node?: string }} [options]
 * @returns {string} the script's path
 */
export function fixedRateNode(name, factor, { cv = 0.01, node = process.execPath } = {}) {
  if (!/^[\w-]+$/.test(name)) throw new Error(`fixedRateNode: a name of letters, digits, _ and -, got '${name}'`);
  const dir = tempDir('nba-fixed-rate-');
  const state = path.join(dir, 'streams');
  fs.mkdirSync(state);
  const file = path.join(dir, `node-${name}`);
  const env = { FIXED_RATE_FACTOR: factor, FIXED_RATE_CV: cv, FIXED_RATE_SEED: name, FIXED_RATE_STATE: state };
  fs.writeFileSync(file, `#!/bin/sh\n${Object.entries(env).map(([key, value]) => `${key}='${value}'\nexport ${key}\n`).join('')}` +
    `exec '${node}' "$@"\n`, { mode: 0o755 });
  return file;
}
