// benchmark/_lib/stats/bounds.js: the bounds of a run's plan, one definition for
// the comment, the Action's inputs, the gate's request and compare.js. The
// last test crosses the boundary for real: every plan the gate accepts, from
// every workflow setting, is given to compare.js as the run job gives it,
// and compare.js accepts its options.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { compareJs, makeBenchDir, benchSource, repoRoot, run } from './helpers/bench-dir.js';
import { parseCommand } from '../src/request/command.js';
import { compareArgs } from '../src/machine/compare.js';
import { createRequest } from '../src/request/request.js';

const require = createRequire(import.meta.url);
const bounds = require('../benchmark/_lib/stats/bounds.js');
const { ACCURACY, ADAPTIVE_MIN_RUNS, DEFAULT_RUNS, RUNS, parseAccuracy, parsePower, parseCount, planOf, planProblems } = bounds;

test('the bounds, and the defaults action.yml and compare.js --help show', () => {
  assert.deepEqual(RUNS, { min: 1, max: 1000 });
  assert.equal(ADAPTIVE_MIN_RUNS, 2);
  assert.deepEqual(ACCURACY, { min: 0.1, max: 50 });
  assert.deepEqual(DEFAULT_RUNS, { fixed: 30, adaptive: 10, cap: 100 });
  const inputs = parse(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')).inputs;
  assert.equal(Number(inputs['max-runs'].default), DEFAULT_RUNS.cap, "action.yml's max-runs default is the cap");
  assert.equal(parseAccuracy(inputs.accuracy.default), 2);
});

test('parseAccuracy, parsePower and parseCount read what a person writes, and refuse what they would not mean', () => {
  for (const [text, value] of /** @type {Array<[string, number]>} */ ([['2', 2], ['0.5', 0.5], ['2.5%', 2.5], ['050', 50],
    ['0.1', 0.1]])) {
    assert.equal(parseAccuracy(text), value, text);
  }
  for (const text of ['0', '0.09', '50.01', '-1', '1e1', '.5', '2%%', ' 2', 'NaN']) assert.equal(parseAccuracy(text), null, text);
  for (const [text, value] of /** @type {Array<[string, number]>} */ ([['0.9', 0.9], ['90%', 0.9], ['99.9%', 0.999],
    ['0.999', 0.999], ['0.51', 0.51], ['75.5%', 0.755]])) {
    assert.equal(parsePower(text), value, text);
  }
  for (const text of ['0.5', '50%', '1', '0.9999', '90', '1.0', '100%', '.9', '99.95%', ' 0.9', 'NaN']) {
    assert.equal(parsePower(text), null, text);
  }
  assert.equal(parseCount('030'), 30);
  for (const text of ['+5', '1.5', '1e3', '0x10', '', ' 5', '-1']) assert.equal(parseCount(text), null, text);
});

test('planProblems names the field and the range, given the others', () => {
  assert.deepEqual(planProblems({ runs: 1, accuracy: null, maxRuns: null }, 1), []);
  assert.deepEqual(planProblems({ runs: 0, accuracy: null, maxRuns: null }), [{ field: 'runs', min: 1, max: 1000 }]);
  assert.deepEqual(planProblems({ runs: 101, accuracy: null, maxRuns: null }, 100), [{ field: 'runs', min: 1, max: 100 }]);
  assert.deepEqual(planProblems({ runs: 2, accuracy: 2, maxRuns: 2 }, 2), []);
  assert.deepEqual(planProblems({ runs: 1, accuracy: 2, maxRuns: 100 }, 100), [{ field: 'runs', min: 2, max: 100 }]);
  assert.deepEqual(planProblems({ runs: 20, accuracy: 2, maxRuns: 10 }, 100), [{ field: 'runs', min: 2, max: 10 }]);
  assert.deepEqual(planProblems({ runs: 10, accuracy: 2, maxRuns: 200 }, 100), [{ field: 'maxRuns', min: 2, max: 100 }]);
  assert.deepEqual(planProblems({ runs: 10, accuracy: 60, maxRuns: 100 }), [{ field: 'accuracy', min: 0.1, max: 50 }]);
  // max-runs 1 leaves no adaptive plan at all.
  assert.deepEqual(planProblems(planOf({ runs: null, accuracy: 2, cap: 1 }), 1).map((p) => p.field), ['maxRuns', 'runs']);
  assert.throws(() => planProblems({ runs: 1, accuracy: null, maxRuns: null }, 1001), /cap must be a whole number from 1 to 1000/);
});

test('each bound is written once: no other file of src/ or benchmark/ spells them', () => {
  const files = ['src', 'benchmark'].flatMap((top) => fs.readdirSync(path.join(repoRoot, top), { recursive: true })
    .map((f) => path.join(top, String(f))).filter((f) => f.endsWith('.js') && !f.includes(`${path.sep}fixtures`)));
  const code = (f) => fs.readFileSync(path.join(repoRoot, f), 'utf8').split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line)).join('\n');
  const shapes = {
    'the accuracy range': /\bmin: 0\.1\b|\bmax: 50\b/,
    'a default run count': /\b(?:minRuns|maxRuns|fixed|adaptive|cap): (?:10|30|100)\b/,
    'the least adaptive runs': /\bmin: 2 \}|_MIN_RUNS = 2;/,
  };
  for (const [what, shape] of Object.entries(shapes)) {
    const where = files.filter((f) => shape.test(code(f)));
    assert.deepEqual(where, [path.join('benchmark', '_lib', 'stats', 'bounds.js')], `${what} is written in ${where.join(', ')}`);
  }
});

// Every setting a workflow may give, every plan a comment may ask: what the
// gate accepts, compare.js must accept as the run job passes it.
const WORKFLOWS = [];
for (const maxRuns of [1, 2, 5, 100, 1000]) {
  for (const runs of [null, 1, 2, 5]) {
    for (const accuracy of [null, 2]) {
      if (runs !== null && runs > maxRuns) continue;
      if (accuracy !== null && planProblems(planOf({ runs, accuracy, cap: maxRuns }), maxRuns).length > 0) continue; // settings.js refuses these
      WORKFLOWS.push({ maxRuns, runs, accuracy });
    }
  }
}
const COMMENTS = ['', '--runs 1', '--runs 2', '--runs 5', '--runs 1000', '--accuracy 2', '--accuracy 0.1',
  '--accuracy 50%', '--accuracy 2.5% --runs 1', '--accuracy 2 --runs 2', '--accuracy 2 --runs 5'];

test('every plan the gate accepts, from any workflow setting, is one compare.js accepts', { timeout: 300_000 }, async () => {
  const dir = makeBenchDir({ 'cat/a.js': benchSource({ n: [1] }) });
  const seen = new Map();
  let refused = 0;
  for (const workflow of WORKFLOWS) {
    for (const options of COMMENTS) {
      const command = parseCommand(`/benchmark cat ${options}`, { categories: ['cat'], ...workflow });
      if (command?.kind !== 'run') {
        refused++;
        continue;
      }
      // The request as the gate makes it and the run job reads it back.
      const request = createRequest({ prNumber: null, commentId: null, method: null, baseSha: null, headSha: null,
        mergeSha: null, mergeBaseSha: null, noMerge: null, categories: ['cat'], filters: ['matches-nothing'], excludes: [],
        runs: command.runs, accuracy: command.accuracy, maxRuns: command.maxRuns, runsLimit: workflow.maxRuns, sets: [],
        profile: false, auto: null });
      const args = compareArgs({ compareJs, oldBinary: process.execPath, newBinary: process.execPath, benchmarkDir: dir,
        request, settings: { cpuset: null, timeout: null }, ndjsonPath: path.join(dir, 'x.ndjson') });
      seen.set(args.join(' '), `${JSON.stringify(workflow)} ${options}`);
    }
  }
  assert.ok(seen.size > 20 && refused > 0, `${seen.size} distinct plans accepted, ${refused} refused`);
  for (const [argv, asked] of seen) {
    // The filter matches nothing: compare.js checks every option, then stops before running anything.
    const { code, stderr } = await run(process.execPath, argv.split(' '));
    assert.equal(code, 2, asked);
    assert.match(stderr, /^No benchmarks found: no file name in category 'cat' contains --filter 'matches-nothing'/,
      `${asked}\n${argv}\n${stderr}`);
    assert.doesNotMatch(stderr, /Invalid|must be|is the least|needs --accuracy/, `${asked}: ${stderr}`);
  }
});
