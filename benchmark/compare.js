'use strict';

// Runs every benchmark of the given categories many times under an old and
// a new node binary and prints Node core's compare.js CSV on stdout, one row
// the moment each result arrives:
//
//   "binary","filename","configuration","rate","time"
//   "old","string_decoder/string-decoder.js","n=25000 chunkLen=16 encoding='ascii'",4117254.18,0.006072000
//
// Two schedules, one CSV:
// - blocks (the default): the configurations of every file are learnt first
//   (benchmark/_lib/run/configurations.js); then each configuration's old and new
//   run passes run back to back, in rounds over all configurations
//   (benchmark/_lib/run/blocks.js), for --runs blocks or, with --accuracy, until
//   its 95% interval is about ±accuracy% wide (a change of the plan's margin
//   would then be found with the plan's power), it changed, it lies inside the margin,
//   or --max-runs (benchmark/_lib/stats/sequential.js);
// - rounds: Node core's order, one config-pass process per file, binary and
//   run, each running all the file's configurations.
//
// Differences from Node core's, each for sturdiness: old and new run in a
// seeded random order within each round or block, through paths of equal
// length and with the same environment, padded by a seeded length per block
// or round (benchmark/_lib/run/binary-paths.js); a failing benchmark
// process is reported and the comparison goes on, under Node core's harness
// too (benchmark/_lib/run/supervise.js), and what got no result is listed at the
// end; `--ndjson` records every sample with its round or block, slot, start
// and end time and pid (the records are benchmark/_lib/data/records.js's);
// SIGINT/SIGTERM stop cleanly.
//
// Node core's newest options: `--analyze` prints analyze.js's report of the
// run (with the verdict after multiple-comparison correction, paired when
// the schedule pairs) and a chart instead of the CSV; `--max-regression N`
// adds a gate on that verdict (exit 3 for a regression, 5 when it cannot
// tell); `--scale` is accepted and not needed (no histogram here: rates stay
// exact); `--csv file|-` keeps the CSV.
//
// Before anything runs, both binaries must start (`--version`,
// _lib/run/binary-check.js); at the end, a summary on stderr says what ran, why
// the configurations stopped and the analyze.js command to run next
// (_lib/words/run-summary.js). The exit code tells a usage error, failed
// benchmarks, a regression and an output that could not be written apart
// (_lib/exit-codes.js).

const path = require('path');
const fs = require('fs');
const { CLI } = require('./_cli.js');
const BenchmarkProgress = require('./_benchmark_progress.js');
const { BlockProgress } = BenchmarkProgress;
const { inspectConfiguration } = require('./_format.js');
const { resolveBinary, createRandom, randomSeed, interruptions, summarizeFailures, selectBenchmarks, runJob, csvRow,
        environmentNotes, stdoutFile } = require('./_lib/run/driver.js');
const { openOutputs } = require('./_lib/tools/compare-outputs.js');
const { createCoverage } = require('./_lib/run/coverage.js');
const { renderUnmeasured } = require('./_lib/words/unmeasured.js');
const { learnConfigurations } = require('./_lib/run/configurations.js');
const { runBlocks } = require('./_lib/run/blocks.js');
const { categoryOf } = require('./_lib/run/categories.js');
const { ACCURACY, ADAPTIVE_MIN_RUNS, DEFAULT_RUNS, POWER, RUNS } = require('./_lib/stats/bounds.js');
const { DEFAULTS } = require('./_lib/stats/sequential.js');
const { METHOD_TEXT } = require('./_lib/words/method.js');
const { readSchedule, readAnalysis } = require('./_lib/tools/compare-options.js');
const { countsAllocations, refuseNotNode } = require('./_lib/run/binary-check.js');
const { ALLOCATIONS_VARIABLE } = require('./_lib/run/fork-hook.js');
const { EXIT, exitCodesHelp } = require('./_lib/exit-codes.js');
const { summaryLines, nextLine, shown } = require('./_lib/words/run-summary.js');
const { analyzeRun } = require('./_lib/tools/compare-analysis.js');
const { measuresOf, newRunId } = require('./_lib/data/records.js');
const { equalLengthPaths, paddingOf, paddingEnv } = require('./_lib/run/binary-paths.js');
const { readReachFile, configurationKey, ReachFileError } = require('./_lib/reach/reach-file.js');

const usage = `usage: ./node compare.js [options] [--] <category> ...
  Run each benchmark in the <category> directory many times using two different
  node versions. More than one <category> directory can be specified.
  The output is formatted as csv, which can be processed using for
  example 'analyze.js' or Node core's 'compare.R'; with --analyze, it is
  that analysis.

  --new      ./new-node-binary  new node binary (required)
  --old      ./old-node-binary  old node binary (required)
  --runs     30                 number of samples; with --accuracy, the
                                least before the first look (as --min-runs)
  --filter   pattern            includes only benchmark scripts matching
                                <pattern> (can be repeated)
  --exclude  pattern            excludes scripts matching <pattern> (can be
                                repeated)
  --set      variable=value     set benchmark variable (can be repeated);
                                --set CPUSET=0-3 runs every benchmark through
                                'taskset -c 0-3'
  --no-progress                 don't show benchmark progress indicator
  --schedule blocks|rounds      blocks (default): old and new of each
                                configuration run back to back, in rounds over
                                all configurations; rounds: Node core's order,
                                one process per file, binary and run
  --accuracy percent            run each configuration until the ${METHOD_TEXT.level} interval
                                of new/old is about +-percent wide (compare.R's
${''.padEnd(32)}accuracy column; ${ACCURACY.min} to ${ACCURACY.max}, as 2, 0.5 or 2.5%),
                                its own test finds a change, its interval lies
                                inside the margin, or --max-runs (blocks only);
                                the margin, the change it can tell, is found
                                with --power's probability (2 at ${METHOD_TEXT.power}: +-${METHOD_TEXT.margin2}%)
${`  --power ${DEFAULTS.power}`.padEnd(32)}with --accuracy: the power at the margin (above
${''.padEnd(32)}${POWER.min}, at most ${POWER.max}; 0.9 or 90%)
${`  --min-runs ${DEFAULT_RUNS.adaptive}`.padEnd(32)}with --accuracy: runs before the first look
${''.padEnd(32)}(${ADAPTIVE_MIN_RUNS} or more; --runs says the same)
${`  --max-runs ${DEFAULT_RUNS.cap}`.padEnd(32)}with --accuracy: runs at most (up to ${RUNS.max})
  --benchmark-dir dir           take the categories from another benchmark
                                directory, e.g. a node checkout's benchmark/
  --seed     n                  seed of the random old/new order in each block
                                or round
  --ndjson   file               also write every sample and failure to <file>,
                                one JSON object per line
  --timeout  seconds            give up on a configuration that reports
                                nothing for this long (default: never)
  --analyze                     print the analysis after the runs instead of
                                the CSV: compare.R's table, the verdict at a ${METHOD_TEXT.fdr}
                                false discovery rate (paired when the run has
                                blocks) and a chart of the improvements
  --max-regression percent      implies --analyze; a gate with three answers:
                                failed (exit 3) when a configuration
                                regressed significantly (${METHOD_TEXT.fdr} false discovery
                                rate) by more than <percent>, with a FAIL line
                                each; passed (0) when every configuration's
                                ${METHOD_TEXT.level} interval rules that out; else cannot
                                tell (5), with the runs that would settle it
  --csv      file|-             with --analyze: also write the CSV to <file>,
                                or to stdout before the analysis with '-'
                                (default: next to --ndjson's file, if given)
  --reach    reach.json         run, of the categories it maps, only the
                                configurations that call a changed function
                                (what reach.js --format json writes; blocks only)
  --scale    1000               accepted for Node core compatibility, and not
                                needed: rates are analysed exactly, with no
                                HdrHistogram to scale them into

  An option's value may also follow '=' (--runs=5); --runs and --accuracy
  read as in a pull request's /benchmark comment. Both binaries must start
  (each is run with --version) before any benchmark runs. At the end, stderr
  says what ran, why the configurations stopped, and what to run next.

  Exit codes:
${exitCodesHelp('compare.js', '    ')}

  Examples:
    node benchmark/compare.js --old ./node-main --new ./node-pr string_decoder > out.csv
    node benchmark/compare.js --runs 5 --filter compare --old ./node-main --new ./node-pr buffers
    node benchmark/compare.js --accuracy 2 --old ./node-main --new ./node-pr string_decoder > out.csv
    node benchmark/compare.js --max-regression 5 --old ./node-main --new ./node-pr buffers`;

const cli = new CLI(usage, {
  usageExitCode: EXIT.usage,
  refuseRepeats: true,
  arrayArgs: ['set', 'filter', 'exclude'],
  boolArgs: ['no-progress', 'analyze'],
  valueArgs: ['old', 'new', 'runs', 'benchmark-dir', 'seed', 'ndjson', 'timeout', 'schedule', 'accuracy', 'power',
              'min-runs', 'max-runs', 'max-regression', 'scale', 'csv', 'reach'],
});

const missing = ['old', 'new'].filter((name) => cli.optional[name] === undefined);
if (missing.length > 0) {
  const example = { old: '--old ./node-main', new: '--new ./node-pr' };
  cli.abort(`Missing ${missing.map((name) => `--${name}`).join(' and ')}: expected the path of ` +
            `${missing.length === 2 ? 'a node binary for each' : `the ${missing[0]} node binary`}, ` +
            `e.g. ${missing.map((name) => example[name]).join(' ')}`);
}

/**
 * --reach FILE, read (reach-file.js), or null without it; exits on a file
 * that cannot be read or is not reach.js's.
 * @param {CLI} cli
 * @param {string} schedule
 */
function readReach(cli, schedule) {
  const file = cli.optional.reach;
  if (file === undefined) return null;
  if (schedule === 'rounds') {
    cli.abort('--reach needs --schedule blocks: the rounds schedule runs whole files, not chosen configurations');
  }
  try {
    return readReachFile(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    if (err instanceof ReachFileError) return cli.abort(`Invalid --reach ${file}: ${err.message}`);
    return cli.abort(`Cannot read --reach ${file}: ${/** @type {Error} */ (err).message}`);
  }
}

/**
 * The files to run: with --reach, of the categories its map covers only the
 * files with a configuration that calls a changed function (the others are
 * run whole). Nothing to run is said, and ends the run with 0.
 * @param {{ benchmarks: string[], cpuset: string | null }} selected
 * @param {ReturnType<typeof readReach>} reach
 */
function selectReached(selected, reach) {
  if (reach === null) return selected;
  const benchmarks = selected.benchmarks.filter((filename) =>
    !reach.categories.includes(categoryOf(filename)) || reach.filenames.has(filename));
  if (benchmarks.length === 0) {
    process.stderr.write(`compare.js: --reach ${cli.optional.reach}: no configuration of ${reach.categories.join(', ')} ` +
      `calls a changed function (${reach.unreachable} changed function${reach.unreachable === 1 ? '' : 's'} no benchmark ` +
      'calls): nothing to run\n');
    process.exit(EXIT.ok);
  }
  return { ...selected, benchmarks };
}

/**
 * The binaries as the processes see them: through paths of equal length in
 * a private directory (binary-paths.js), so that where a binary lives cannot
 * move its results. What a person reads names the given paths.
 * @param {{ old: string, new: string }} given
 * @returns {ReturnType<typeof equalLengthPaths>}
 */
function equalPaths(given) {
  try {
    return equalLengthPaths(given);
  } catch (err) {
    const cause = /** @type {NodeJS.ErrnoException} */ (err);
    return cli.abort(`Cannot link or copy the binaries into a private directory (to start them through ` +
                     `paths of equal length): ${cause.message}. Set TMPDIR to a writable directory that ` +
                     'programs may run from, with room for them');
  }
}

const startTime = performance.now();
const binaries = {
  old: resolveBinary(cli, 'old'),
  new: resolveBinary(cli, 'new'),
};
const { schedule, runs, accuracy, plan } = readSchedule(cli);
const analysis = readAnalysis(cli);
const timeout = cli.seconds('timeout');
// The run record holds it (records.js): a whole number JSON keeps exactly.
const seed = cli.integer('seed', randomSeed(), { min: 0, max: Number.MAX_SAFE_INTEGER });
const benchmarkDir = path.resolve(cli.optional['benchmark-dir'] ?? __dirname);
const reach = readReach(cli, schedule);
const { benchmarks, cpuset } = selectReached(selectBenchmarks(cli, benchmarkDir), reach);
refuseNotNode(cli, binaries);
// The allocation preload only where both binaries count (fork-hook.js ALLOCATIONS_VARIABLE).
process.env[ALLOCATIONS_VARIABLE] = countsAllocations(binaries.old) && countsAllocations(binaries.new) ? '1' : '0';
const showProgress = !cli.optional['no-progress'];

const interrupted = interruptions({ tool: 'compare.js', onWriteError: (err) => outputs.stdoutFailed(err) });
const outputs = openOutputs(cli, analysis, { stop: () => interrupted.current?.stop('SIGKILL') });
const { recorder, csv: csvOut } = outputs;
const started = equalPaths(binaries);
const { paths } = started;
recorder.write('run', {
  id: newRunId(), driver: 'compare.js', schedule, seed, plan, runs, accuracy, old: binaries.old, new: binaries.new,
  benchmarkDir, cpuset, startedAt: new Date().toISOString(),
});

environmentNotes('compare.js');
const coverage = createCoverage();

csvOut.write('"binary","filename","configuration","rate","time"\n');

/** --analyze: the report of what was measured, and the gate's exit code. */
function printAnalysis() {
  if (analysis.csvFile !== null) process.stderr.write(`compare.js: the CSV is in ${analysis.csvFile}\n`);
  // The rounds schedule has no pairs: Welch's test on the CSV, as compare.R.
  const ndjson = schedule === 'rounds' ? null : recorder.text();
  const result = analyzeRun({ csv: csvOut.text(), ndjson, maxRegression: analysis.maxRegression,
                              ndjsonName: cli.optional.ndjson ?? 'the run\'s records' });
  for (const warning of result.warnings) process.stderr.write(`compare.js: ${warning}\n`);
  process.stdout.write(`${analysis.csvToStdout ? '\n' : ''}${result.text}`);
  // A regression is the finding: it wins over failures (1), not over a
  // signal (128 + n). "Cannot tell" wins over nothing: a broken benchmark
  // needs a fix before more runs.
  if (interrupted.signal || result.exitCode === EXIT.ok) return;
  if (result.exitCode === EXIT.regression || !process.exitCode) process.exitCode = result.exitCode;
}

/**
 * The end on stderr: what ran and why the configurations stopped; then, after
 * the failures, for a person at a terminal (not with --no-progress, as
 * scripts run it, nor with --analyze, which prints the analysis), the
 * analyze.js command to run next (printNext).
 * @param {{ processes: number, blocks?: number, runs?: number, configurations?: number, running?: number }} ran
 *   runs: the blocks' run passes (processes: those and the config passes that learnt the configurations)
 */
function printSummary(ran) {
  const seconds = (performance.now() - startTime) / 1000;
  const run = schedule === 'rounds' ?
    { schedule, files: benchmarks.length, rounds: runs ?? 0, processes: ran.processes,
      signal: interrupted.signal, seconds } :
    { schedule, plan: /** @type {import('./_lib/stats/sequential.js').Plan} */ (plan), configurations: ran.configurations ?? 0,
      blocks: ran.blocks ?? 0, runs: ran.runs ?? 0, stops: recorder.stops, stopBlocks: recorder.stopBlocks, running: ran.running ?? 0,
      signal: interrupted.signal, seconds };
  for (const line of summaryLines(run)) process.stderr.write(`compare.js: ${line}\n`);
}

/** The last line for a person at a terminal: the analyze.js command to run next (printSummary says when). */
function printNext() {
  if (analysis.analyze || !showProgress) return;
  const cwd = process.cwd();
  const ndjson = schedule === 'blocks' && cli.optional.ndjson ? shown(path.resolve(cli.optional.ndjson), cwd) : null;
  const csv = stdoutFile();
  process.stderr.write(`compare.js: ${nextLine({ analyzeJs: shown(path.join(__dirname, 'analyze.js'), cwd), ndjson,
                                                 csv: csv === null ? null : shown(csv, cwd) })}\n`);
}

async function main() {
  const ran = schedule === 'rounds' ? await rounds() : await blocks();
  const { failures, processes } = ran;
  // After an interrupt, what was not reached is everything after it.
  const unmeasured = interrupted.signal ? [] : coverage.unmeasured();
  for (const record of unmeasured) recorder.write('unmeasured', record);
  recorder.write('end', { processes, failures: failures.length, unmeasured: unmeasured.length,
                          signal: interrupted.signal, endedAt: new Date().toISOString() });
  printSummary(ran);
  process.stderr.write(renderUnmeasured('compare.js', unmeasured));
  for (const change of started.changes()) process.stderr.write(`compare.js: warning: ${change}\n`);
  summarizeFailures('compare.js', failures, processes, interrupted.signal);
  printNext();
  outputs.finish();
  if (analysis.analyze) printAnalysis();
}

/** Learn every file's configurations, then run them in blocks. */
async function blocks() {
  const progress = showProgress ? new BlockProgress({ stdoutFree: !analysis.csvToStdout }) : null;
  const elapsed = () => (performance.now() - startTime) / 1000;
  progress?.learning(0, benchmarks.length, elapsed());
  const learnt = await learnConfigurations({
    benchmarks, paths, benchmarkDir, args: cli.optional.set, timeout, interrupted, recorder,
    onFile: (done) => progress?.learning(done, benchmarks.length, elapsed()),
    keep: (filename, args) => reach === null || !reach.categories.includes(categoryOf(filename)) ||
      reach.keys.has(configurationKey(filename, args)),
  });
  for (const failure of learnt.failures) coverage.failure(failure);
  const ran = await runBlocks({
    configurations: learnt.configurations,
    // readSchedule() gives the blocks schedule a plan always (null is for rounds).
    plan: /** @type {import('./_lib/stats/sequential.js').Plan} */ (plan),
    seed, paths, cpuset, timeout, interrupted, recorder,
    out: csvOut, progress, startTime, coverage,
  });
  return { ...ran, runs: ran.processes, failures: [...learnt.failures, ...ran.failures],
           processes: learnt.processes + ran.processes };
}

// --schedule rounds: Node core's order. Within each round old and new take
// the two slots in a random order, so a slow drift of the machine does not
// always favour the one that runs first.
async function rounds() {
  const random = createRandom(seed);
  const queue = [];
  for (const [index, filename] of benchmarks.entries()) {
    // readSchedule() gives the rounds schedule fixed runs always.
    for (let round = 0; round < (runs ?? 0); round++) {
      const order = random() < 0.5 ? ['old', 'new'] : ['new', 'old'];
      // The same environment padding for both binaries of a round.
      const padding = paddingOf(seed, index, round);
      order.forEach((binary, slot) => queue.push({ filename, binary, round, slot, padding }));
    }
  }
  const progress = showProgress ? new BenchmarkProgress(queue, benchmarks, { stdoutFree: !analysis.csvToStdout }) : null;
  const failures = [];
  let processes = 0;
  progress?.startQueue(0);
  for (let i = 0; i < queue.length && !interrupted.signal; i++) {
    processes++;
    failures.push(...await runRound(queue[i], i, progress));
    progress?.completeRun();
  }
  progress?.stop();
  return { failures, processes };
}

async function runRound(job, index, progress) {
  const failures = await runJob({
    driver: 'compare.js',
    job: {
      binary: paths[job.binary],
      file: path.join(benchmarkDir, job.filename),
      args: cli.optional.set,
      env: paddingEnv(job.padding),
      cpuset,
      timeout,
    },
    context: { binary: job.binary, filename: job.filename, round: job.round, slot: job.slot, padding: job.padding },
    interrupted,
    nameOf: coverage.nameOf(job.filename),
    // A rate that is not a number is that configuration's failure, never a `null` row.
    checkRates: true,
    onConfig(data) {
      coverage.queue(job.filename, job.binary, data.queueLength);
      progress?.startSubqueue(data, index);
    },
    onReport(data, { pid, args, startedAt }) {
      const configuration = inspectConfiguration(data.conf);
      csvOut.write(csvRow(job.binary, job.filename, configuration, data.rate, data.time));
      coverage.sample(job.filename, job.binary, args, configuration);
      // startedAt: when its run pass was forked (supervise.js says), endedAt:
      // when its result came; pid: the config pass's (the run pass is its child).
      recorder.write('sample', {
        binary: job.binary, filename: job.filename, configuration, rate: data.rate, time: data.time,
        round: job.round, slot: job.slot, padding: job.padding, startedAt, endedAt: new Date().toISOString(), pid,
        args: args ?? undefined, ...measuresOf(data),
      });
      progress?.completeConfig();
    },
  });
  for (const failure of failures) {
    recorder.write('failure', failure);
    coverage.failure(failure);
  }
  return failures;
}

main();
