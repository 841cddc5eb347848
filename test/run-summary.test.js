// benchmark/_lib/words/run-summary.js: the end of a compare.js run on stderr, as a
// person reads it: what ran, why an adaptive run's configurations stopped,
// and the command to run next with this run's files.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { summaryLines, nextLine, shown, duration } = require('../benchmark/_lib/words/run-summary.js');
const { createPlan, createFixedPlan } = require('../benchmark/_lib/stats/sequential.js');

const ADAPTIVE = createPlan({ accuracy: 2, minRuns: 10, maxRuns: 100 });
const blocks = (fields) => ({ schedule: 'blocks', plan: ADAPTIVE, configurations: 42, blocks: 1234, runs: 2468, stops: {},
  running: 0, signal: null, seconds: 331, ...fields });

test('an adaptive run: its plan, how many configurations stopped for each reason and their blocks, the test\'s stop not called a change', () => {
  const plan = 'plan: 95% intervals of ±2%, where a change of ±3.3% is found with 90% power; 10 to 100 blocks each';
  assert.deepEqual(summaryLines(blocks({ stops: { cap: 3, precise: 25, crossed: 12 } })), [
    '42 configurations in 5 min 31 s: 1,234 blocks (2,468 runs)',
    plan,
    'why they stopped: 12 crossed their own sequential test\'s boundary (a change before the correction for many configurations; analyze.js decides), 25 precise to ±2%, 3 at --max-runs 100, ' +
      '2 without a look (one binary only, a file run whole, or no block where both reported)',
  ]);
  // Where the blocks went, when compare.js counted them.
  assert.deepEqual(summaryLines(blocks({ configurations: 40, stops: { cap: 3, precise: 7, crossed: 12, within: 18 },
    stopBlocks: { cap: 300, precise: 350, crossed: 180, within: 404 } })).slice(1), [
    plan,
    'why they stopped (and where the blocks went): 12 crossed their own sequential test\'s boundary (a change before the correction for many configurations; analyze.js decides; 180 blocks), ' +
      '18 within the ±3.3% margin (404 blocks), 7 precise to ±2% (350 blocks), 3 at --max-runs 100 (300 blocks)',
  ]);
  assert.deepEqual(summaryLines(blocks({ configurations: 5, stops: { precise: 3 }, running: 2, signal: 'SIGINT' }))[2],
    'why they stopped: 3 precise to ±2%, 2 still running at SIGINT');
});

test('a fixed plan and Node core\'s rounds: what ran and how long, no reasons', () => {
  assert.deepEqual(summaryLines(blocks({ plan: createFixedPlan(30), configurations: 1, blocks: 30, runs: 60, seconds: 4.25 })),
    ['1 configuration in 4.3 s: 30 blocks (60 runs)']);
  assert.deepEqual(summaryLines({ schedule: 'rounds', files: 3, rounds: 30, processes: 180, signal: null, seconds: 7300 }),
    ['3 files in 2 h 01 min: 180 benchmark processes (30 rounds of old and new)']);
  assert.deepEqual([duration(0.04), duration(59.6), duration(60), duration(3599)], ['0.0 s', '60 s', '1 min 0 s', '59 min 59 s']);
});

test('the next command names this run\'s files as typed from here; a CSV on stdout is to be saved first', () => {
  assert.equal(shown('/home/me/node/out.csv', '/home/me/node'), 'out.csv');
  assert.equal(shown('/home/me/nba/benchmark/analyze.js', '/home/me/nba'), 'benchmark/analyze.js');
  assert.equal(shown('/elsewhere/out.csv', '/home/me/node'), '/elsewhere/out.csv');
  assert.equal(nextLine({ analyzeJs: 'benchmark/analyze.js', ndjson: 'samples.ndjson', csv: 'out.csv' }),
    'next: node benchmark/analyze.js --ndjson samples.ndjson out.csv');
  assert.equal(nextLine({ analyzeJs: 'benchmark/analyze.js', ndjson: null, csv: null }),
    'next: the CSV is on stdout: save it (> out.csv) and run node benchmark/analyze.js out.csv');
  assert.equal(nextLine({ analyzeJs: '/a b/analyze.js', ndjson: "it's.ndjson", csv: 'out.csv' }),
    "next: node '/a b/analyze.js' --ndjson 'it'\\''s.ndjson' out.csv");
});
