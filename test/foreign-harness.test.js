// compare.js (and run.js) driving a benchmark directory with Node core's
// newest harness (test/fixtures/node-core-harness/newest: one config pass
// that forks its run passes one by one, a non-zero exit ends the file with
// process.exit, a signal counts as success, no timeout of its own): what
// happens around a configuration that throws, hangs or is killed, in both
// schedules; --timeout per configuration; NODE_RUN_BENCHMARK_FN in the
// caller's environment; and Node core's newest options --analyze,
// --max-regression (on test/fixtures/fixed-rates under the same harness: its
// rates are known, whatever the machine's load), --scale and --csv. Real
// processes throughout.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { run, parseCompareCsv, compareJs, runJs, repoRoot, countRows } from './helpers/bench-dir.js';
import { RATES_N, RATES_STEPS, fixedRateBenchDir, fixedRateNode } from './helpers/fixed-rates.js';
import { tempDir } from './helpers/temp.js';

const node = process.execPath;
const NEWEST = path.join(repoRoot, 'test', 'fixtures', 'node-core-harness', 'newest');
const FILE = 'steps/steps.js';
const step = (s, n = 100000) => `n=${n} step=${s}`;
const scratch = tempDir('nba-foreign-');

/** compare.js on the newest harness's `steps` category. */
function compare(args, env = {}, { old = node, next = node } = {}) {
  return run(node, [compareJs, '--old', old, '--new', next, '--no-progress', '--benchmark-dir', NEWEST, ...args,
    'steps'], { env: { ...process.env, ...env } });
}

function readRecords(file) {
  return fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

function expected(steps, runs, n = 100000) {
  return countRows(['old', 'new'].flatMap((binary) => steps.flatMap((s) =>
    Array.from({ length: runs }, () => ({ binary, filename: FILE, configuration: step(s, n) })))));
}

const CAUSES = {
  throw: { cause: 'exited with code 1', error: 'Error: failing on purpose at step 3' },
  hang: { cause: 'timed out after 1 s without a result', error: 'hanging on purpose at step 3' },
  kill: { cause: 'killed by SIGKILL', error: null },
};

describe('a configuration in the middle of a file fails in every run pass', { concurrency: true }, () => {
  for (const schedule of ['blocks', 'rounds']) {
    for (const how of /** @type {const} */ (['throw', 'hang', 'kill'])) {
      test(`${schedule}, ${how}: the configurations after it are measured, it is named, and listed as unmeasured`, async () => {
        const ndjson = path.join(fs.mkdtempSync(path.join(scratch, 'mid-')), 'samples.ndjson');
        const { code, stdout, stderr } = await compare(
          ['--schedule', schedule, '--runs', '2', '--timeout', '1', '--ndjson', ndjson],
          { FIXTURE_STEP: '3', FIXTURE_HOW: how });
        assert.equal(code, 1, stderr);
        // Steps 4 and 5 come after the failing one in the file's queue.
        assert.deepEqual(countRows(parseCompareCsv(stdout).rows), expected([1, 2, 4, 5], 2));
        const { cause, error } = CAUSES[how];
        const unit = schedule === 'blocks' ? 'block' : 'round';
        // Each failing run pass is named by its configuration (its argv: it never reported).
        const named = stderr.match(new RegExp(`compare\\.js: steps/steps\\.js, (old|new) binary, ${unit} [12]: ` +
                                              `${step(3)} failed: ${cause}\\n`, 'g'));
        assert.equal(named?.length, 4, stderr);
        if (how === 'throw') {
          // Its stack trace once per run pass, not again in our report.
          assert.equal(stderr.match(/^Error: failing on purpose at step 3$/gm)?.length, 4);
          assert.equal(stderr.match(/^\s+at main /gm)?.length, 4);
        }
        const why = `${cause} in all 2 runs${error ? ` · ${error}` : ''}`;
        assert.deepEqual(stderr.trim().split('\n').slice(-3), [
          'compare.js: 1 configuration got no result from a binary (listed in --ndjson as "unmeasured"):',
          `  steps/steps.js ${step(3)}: old and new: ${why}`,
          `compare.js: 4 failures in ${schedule === 'blocks' ? 22 : 4} benchmark processes (steps/steps.js: 2 old, ` +
            '2 new); every other result has been written',
        ]);
        // The CSV went to stdout: no other file beside the ndjson.
        assert.deepEqual(fs.readdirSync(path.dirname(ndjson)), ['samples.ndjson']);
        const records = readRecords(ndjson);
        assert.deepEqual(records.filter((r) => r.type === 'unmeasured'), [{
          type: 'unmeasured', filename: FILE, configuration: step(3), args: ['n=100000', 'step=3'], count: 1,
          old: why, new: why,
        }]);
        const failures = records.filter((r) => r.type === 'failure');
        assert.equal(failures.length, 4);
        for (const failure of failures) {
          assert.equal(failure.configuration, step(3));
          assert.deepEqual(failure.args, ['n=100000', 'step=3']);
          assert.ok(Date.parse(failure.endedAt) >= Date.parse(failure.startedAt));
        }
        assert.deepEqual(records.at(-1), { ...records.at(-1), type: 'end', failures: 4, unmeasured: 1, signal: null });
        // Every sample has its own run pass's start and end.
        const samples = records.filter((r) => r.type === 'sample');
        assert.equal(samples.length, 16);
        for (const sample of samples) {
          assert.ok(Date.parse(sample.endedAt) >= Date.parse(sample.startedAt));
          assert.deepEqual(sample.args, ['n=100000', `step=${sample.configuration.slice(-1)}`]);
        }
        if (schedule === 'rounds') {
          // One config pass forks its run passes one after another: their times follow each other, and are
          // not the config pass's one time (two run passes may start within one millisecond on a busy machine).
          for (const pid of new Set(samples.map((s) => s.pid))) {
            const its = samples.filter((s) => s.pid === pid)
              .map((s) => [Date.parse(s.startedAt), Date.parse(s.endedAt)]).sort((a, b) => a[0] - b[0]);
            for (let i = 1; i < its.length; i++) assert.ok(its[i][0] >= its[i - 1][1], JSON.stringify(its));
            if (its.length > 1) assert.ok(its[its.length - 1][0] > its[0][0], JSON.stringify(its));
          }
        }
      });
    }
  }
});

test('--timeout counts per configuration: a file of slow configurations is measured; one slower than it is not', { concurrency: true }, async (t) => {
  for (const schedule of ['blocks', 'rounds']) {
    await t.test(schedule, async () => {
      // Each run pass takes 0.4 s, the file 2 s a binary: longer than --timeout 0.8.
      const slow = await compare(['--schedule', schedule, '--runs', '1', '--timeout', '0.8'], { FIXTURE_SLOW_MS: '400' });
      assert.equal(slow.code, 0, slow.stderr);
      assert.deepEqual(countRows(parseCompareCsv(slow.stdout).rows), expected([1, 2, 3, 4, 5], 1));
    });
  }
});

test('NODE_RUN_BENCHMARK_FN in the caller\'s environment is not passed on: every configuration runs, and a note says so', async () => {
  const env = { NODE_RUN_BENCHMARK_FN: '' };
  for (const schedule of ['blocks', 'rounds']) {
    const { code, stdout, stderr } = await compare(['--schedule', schedule, '--runs', '1'], env);
    assert.equal(code, 0, stderr);
    assert.deepEqual(countRows(parseCompareCsv(stdout).rows), expected([1, 2, 3, 4, 5], 1), schedule);
    assert.match(stderr, /^compare\.js: note: NODE_RUN_BENCHMARK_FN is set here; the benchmarks do not get it, since with it each file would run only its first configuration/m);
  }
  const ran = await run(node, [runJs, '--benchmark-dir', NEWEST, 'steps'], { env: { ...process.env, ...env } });
  assert.equal(ran.code, 0, ran.stderr);
  assert.equal(ran.stdout.match(/^steps\/steps\.js n=100000 step=\d: /gm)?.length, 5);
  assert.match(ran.stderr, /^run\.js: note: NODE_RUN_BENCHMARK_FN is set here/m);
});

describe('Node core\'s newest options', () => {
  test('--analyze prints compare.R\'s table, the verdict and a chart instead of the CSV; --ndjson keeps the CSV beside it', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'analyze-'));
    const { code, stdout, stderr } = await compare(['--runs', '3', '--analyze', '--ndjson', path.join(dir, 'run.ndjson')]);
    assert.equal(code, 0, stderr);
    assert.doesNotMatch(stdout, /"binary"/);
    assert.match(stdout, /^ +confidence improvement accuracy \(\*\) +\(\*\*\) +\(\*\*\*\)$/m);
    for (let s = 1; s <= 5; s++) assert.match(stdout, new RegExp(`^steps/steps\\.js ${step(s)} `, 'm'));
    assert.match(stdout, /Be aware that when doing many comparisons the risk of a false-positive\nresult increases\. In this case, there are 5 comparisons/);
    assert.match(stdout, /^Improvement of new over old \(paired in blocks\), with its FCR-adjusted interval:$/m);
    assert.match(stdout, /^ {2}step=1 +[├○●┼│─┤◄► ]+ +[+-]?\d+\.\d%/m);
    assert.match(stderr, new RegExp(`^compare\\.js: the CSV is in ${path.join(dir, 'run.csv').replace(/[.]/g, '\\.')}$`, 'm'));
    // Nothing measured is lost: the CSV holds every sample the analysis used.
    const { header, rows } = parseCompareCsv(fs.readFileSync(path.join(dir, 'run.csv'), 'utf8'));
    assert.equal(header, '"binary","filename","configuration","rate","time"');
    assert.deepEqual(countRows(rows), expected([1, 2, 3, 4, 5], 3));
  });

  test('--max-regression: failed, exit 3 with a FAIL line per configuration that regressed beyond it; passed, exit 0, when every one rules it out', async () => {
    // The fixed-rate fixture under this harness: every measurement of "new"
    // takes 1.6 times as long (60% slower: -37.5%), with 1% noise.
    const dir = fixedRateBenchDir({ harness: 'newest' });
    const base = fixedRateNode('old', 1);
    const slower = fixedRateNode('new', 1 / 1.6);
    const gate = (threshold, old, next) => run(node, [compareJs, '--old', old, '--new', next, '--no-progress',
      '--benchmark-dir', dir, '--runs', '8', '--max-regression', threshold, 'rates']);
    const configuration = (s) => `n=${RATES_N} step=${s}`;
    const failing = await gate('10', base, slower);
    assert.equal(failing.code, 3, failing.stderr);
    assert.match(failing.stdout, /^5 of 5 configurations regressed \(5% false discovery rate\): (`rates\/rates\.js step=\d` -\d+\.\d%(, )?){5}\.$/m);
    assert.match(failing.stdout, /^--max-regression 10: failed: 5 configurations regressed by more than 10% \(changed at a 5% false discovery rate, the verdict above\):$/m);
    const fails = [...failing.stdout.matchAll(/^FAIL: rates\/rates\.js (.*): (-\d+\.\d\d) % \(q = [^)]+\)$/gm)];
    assert.deepEqual(fails.map((m) => m[1]), RATES_STEPS.map(configuration), failing.stdout);
    for (const [line, , change] of fails) assert.ok(Math.abs(Number(change) + 37.5) < 1.5, line);
    const passing = await gate('80', base, slower);
    assert.equal(passing.code, 0, passing.stderr);
    assert.match(passing.stdout, /^5 of 5 configurations regressed \(5% false discovery rate\): (`rates\/rates\.js step=\d` -\d+\.\d%(, )?){5}\.$/m);
    assert.match(passing.stdout, /^--max-regression 80: passed: each of the 5 configurations rules out a regression of more than 80% /m);
    assert.doesNotMatch(passing.stdout, /^FAIL:/m);
    // An improvement (+60%) never fails the gate, whatever the threshold.
    const improved = await gate('0', slower, base);
    assert.equal(improved.code, 0, improved.stderr);
    assert.match(improved.stdout, /^0 of 5 configurations regressed \(5% false discovery rate\); 5 improved: (`rates\/rates\.js step=\d` \+\d+\.\d%(, )?){5}\.$/m);
    assert.match(improved.stdout, /^--max-regression 0: passed: each of the 5 configurations rules out a regression of more than 0% /m);
    assert.doesNotMatch(improved.stdout, /^FAIL:/m);
  });

  test('--runs 3 --max-regression 5: a noisy A/A run cannot tell (exit 5, with the runs that would settle it); a real regression fails; a precise A/A run passes', async () => {
    const dir = fixedRateBenchDir({ harness: 'newest' });
    const gate = (old, next) => run(node, [compareJs, '--old', old, '--new', next, '--no-progress',
      '--benchmark-dir', dir, '--runs', '3', '--max-regression', '5', 'rates']);
    // 40% noise on both sides of the same binary: intervals of tens of percent.
    const noisy = await gate(fixedRateNode('noisy-old', 1, { cv: 0.4 }), fixedRateNode('noisy-new', 1, { cv: 0.4 }));
    assert.equal(noisy.code, 5, noisy.stderr);
    assert.doesNotMatch(noisy.stdout, /^FAIL:|passed/m);
    assert.match(noisy.stdout, /^--max-regression 5: cannot tell: [1-5] of 5 configurations neithe?r? rules? out a regression of more than 5% nor shows? one:$/m);
    const listed = [...noisy.stdout.matchAll(/^ {2}rates\/rates\.js n=\d+ step=\d: [+-]\d+\.\d% \(95% interval -\d+\.\d% to \+\d+\.\d%\): (about \d+ runs|more than 1,000 runs) would settle it/gm)];
    assert.ok(listed.length >= 1, noisy.stdout);
    assert.match(noisy.stdout, /^(--runs \d+ would likely settle|\d configurations? (is|are) too noisy)/m);
    // 30% slower, with 1% noise: found at 3 runs.
    const slower = await gate(fixedRateNode('base', 1), fixedRateNode('slower', 0.7));
    assert.equal(slower.code, 3, slower.stderr);
    assert.match(slower.stdout, /^--max-regression 5: failed: 5 configurations regressed by more than 5% /m);
    // The same binary with 0.1% noise: every interval within a percent.
    const precise = await gate(fixedRateNode('precise-old', 1, { cv: 0.001 }), fixedRateNode('precise-new', 1, { cv: 0.001 }));
    assert.equal(precise.code, 0, precise.stderr);
    assert.match(precise.stdout, /^--max-regression 5: passed: each of the 5 configurations rules out a regression of more than 5% /m);
  });

  test('--max-regression beside a failed benchmark: a regression still wins (3), and the failure wins over cannot tell (1)', async () => {
    // A second file of the category throws in every run pass: it is a failure, with no row to gate on.
    const dir = fixedRateBenchDir({ harness: 'newest', files: {
      'rates/broken.js': "'use strict';\nconst common = require('../common.js');\n" +
        "common.createBenchmark(() => { throw new Error('broken on purpose'); }, { n: [1] });\n",
    } });
    const gate = (old, next) => run(node, [compareJs, '--old', old, '--new', next, '--no-progress',
      '--benchmark-dir', dir, '--runs', '3', '--max-regression', '5', 'rates']);
    const slower = await gate(fixedRateNode('broken-base', 1), fixedRateNode('broken-slower', 0.7));
    assert.equal(slower.code, 3, slower.stderr);
    assert.match(slower.stderr, /^compare\.js: \d+ failures? in \d+ benchmark processes \(rates\/broken\.js: /m);
    assert.match(slower.stdout, /^--max-regression 5: failed: /m);
    const noisy = await gate(fixedRateNode('broken-noisy-old', 1, { cv: 0.4 }), fixedRateNode('broken-noisy-new', 1, { cv: 0.4 }));
    assert.match(noisy.stdout, /^--max-regression 5: cannot tell: /m);
    assert.equal(noisy.code, 1, noisy.stderr);
  });

  test('--scale is accepted and said to be unneeded; --csv - prints the CSV before the analysis; bad values are named', async () => {
    const { code, stdout, stderr } = await compare(['--runs', '2', '--analyze', '--scale', '100', '--csv', '-']);
    assert.equal(code, 0, stderr);
    assert.match(stderr, /^compare\.js: note: --scale is not needed here: rates are analysed exactly, not scaled into a histogram; it is ignored$/m);
    const [csvPart, analysis] = stdout.split('\n\n');
    assert.deepEqual(countRows(parseCompareCsv(`${csvPart}\n`).rows), expected([1, 2, 3, 4, 5], 2));
    assert.match(analysis, /confidence improvement/);
    for (const [args, message] of /** @type {Array<[string[], string]>} */ ([
      [['--max-regression', 'five'], "Invalid --max-regression: expected a percentage of 0 or more, such as 5 or 2.5, got 'five'"],
      [['--max-regression', '-5'], "Invalid --max-regression: expected a percentage of 0 or more, such as 5 or 2.5, got '-5'"],
      [['--scale', '0'], "Invalid --scale: expected a whole number of 1 or more, got '0'"],
      [['--csv', 'out.csv'], '--csv needs --analyze (or --max-regression)'],
    ])) {
      const bad = await compare(args);
      assert.equal(bad.code, 2, `${args.join(' ')}: a usage error`);
      assert.ok(bad.stderr.startsWith(message), bad.stderr);
    }
  });
});
