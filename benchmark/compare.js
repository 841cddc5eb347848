'use strict';

// Runs every benchmark of the given categories many times under an old and
// a new node binary and prints Node core's compare.js CSV on stdout, one row
// the moment each result arrives:
//
//   "binary","filename","configuration","rate","time"
//   "old","string_decoder/string-decoder.js","n=25000 chunkLen=16 encoding='ascii'",4117254.18,0.006072000
//
// Differences from Node core's, each for sturdiness: old and new run in a
// seeded random order within each round; a failing benchmark process is
// reported and the comparison goes on; `--ndjson` records every sample with
// its round, slot and start time; SIGINT/SIGTERM stop cleanly.

const path = require('path');
const { CLI } = require('./_cli.js');
const BenchmarkProgress = require('./_benchmark_progress.js');
const { inspectConfiguration } = require('./_format.js');
const { resolveBinary, createRandom, randomSeed, interruptions, summarizeFailures, openRecorder,
        selectBenchmarks, runJob } = require('./_driver.js');

const usage = `usage: ./node compare.js [options] [--] <category> ...
  Run each benchmark in the <category> directory many times using two different
  node versions. More than one <category> directory can be specified.
  The output is formatted as csv, which can be processed using for
  example 'analyze.js' or Node core's 'compare.R'.

  --new      ./new-node-binary  new node binary (required)
  --old      ./old-node-binary  old node binary (required)
  --runs     30                 number of samples
  --filter   pattern            includes only benchmark scripts matching
                                <pattern> (can be repeated)
  --exclude  pattern            excludes scripts matching <pattern> (can be
                                repeated)
  --set      variable=value     set benchmark variable (can be repeated);
                                --set CPUSET=0-3 runs every benchmark through
                                'taskset -c 0-3'
  --no-progress                 don't show benchmark progress indicator
  --benchmark-dir dir           take the categories from another benchmark
                                directory, e.g. a node checkout's benchmark/
  --seed     n                  seed of the random old/new order in each round
  --ndjson   file               also write every sample and failure to <file>,
                                one JSON object per line
  --timeout  seconds            give up on a benchmark process that reports
                                nothing for this long (default: never)

  Examples:
    node benchmark/compare.js --old ./node-main --new ./node-pr string_decoder > out.csv
    node benchmark/compare.js --runs 5 --filter compare --old ./node-main --new ./node-pr buffers`;

const cli = new CLI(usage, {
  arrayArgs: ['set', 'filter', 'exclude'],
  boolArgs: ['no-progress'],
  valueArgs: ['old', 'new', 'runs', 'benchmark-dir', 'seed', 'ndjson', 'timeout'],
});

const missing = ['old', 'new'].filter((name) => cli.optional[name] === undefined);
if (missing.length > 0) {
  const example = { old: '--old ./node-main', new: '--new ./node-pr' };
  cli.abort(`Missing ${missing.map((name) => `--${name}`).join(' and ')}: expected the path of ` +
            `${missing.length === 2 ? 'a node binary for each' : `the ${missing[0]} node binary`}, ` +
            `e.g. ${missing.map((name) => example[name]).join(' ')}`);
}

const binaries = ['old', 'new'];
const paths = {
  old: resolveBinary(cli, 'old'),
  new: resolveBinary(cli, 'new'),
};
const runs = cli.integer('runs', 30);
const timeout = cli.seconds('timeout');
const seed = cli.integer('seed', randomSeed(), { min: 0 });
const benchmarkDir = path.resolve(cli.optional['benchmark-dir'] ?? __dirname);
const { benchmarks, cpuset } = selectBenchmarks(cli, benchmarkDir);

// Within each round old and new take the two slots in a random order, so a
// slow drift of the machine does not always favour the one that runs first.
const random = createRandom(seed);
const queue = [];
for (const filename of benchmarks) {
  for (let round = 0; round < runs; round++) {
    const order = random() < 0.5 ? binaries : [...binaries].reverse();
    order.forEach((binary, slot) => queue.push({ filename, binary, round, slot }));
  }
}

const recorder = openRecorder(cli, cli.optional.ndjson);
recorder.write({
  type: 'run', driver: 'compare.js', seed, runs, old: paths.old, new: paths.new,
  benchmarkDir, cpuset, startedAt: new Date().toISOString(),
});

const progress = cli.optional['no-progress'] ? null : new BenchmarkProgress(queue, benchmarks);
const interrupted = interruptions();

process.stdout.write('"binary","filename","configuration","rate","time"\n');

async function main() {
  const failures = [];
  progress?.startQueue(0);
  for (let i = 0; i < queue.length && !interrupted.signal; i++) {
    failures.push(...await runOne(queue[i], i));
    progress?.completeRun();
  }
  progress?.stop();
  summarizeFailures('compare.js', failures, queue.length, interrupted.signal);
}

async function runOne(job, index) {
  const startedAt = new Date().toISOString();
  const failures = await runJob({
    driver: 'compare.js',
    job: {
      binary: paths[job.binary],
      file: path.join(benchmarkDir, job.filename),
      args: cli.optional.set,
      cpuset,
      timeout,
    },
    context: { binary: job.binary, filename: job.filename, round: job.round, slot: job.slot, startedAt },
    interrupted,
    onConfig: (data) => progress?.startSubqueue(data, index),
    onReport(data) {
      const configuration = inspectConfiguration(data.conf);
      process.stdout.write(`"${job.binary}","${job.filename}",` +
                           `"${configuration.replace(/"/g, '""')}",${data.rate},${data.time}\n`);
      recorder.write({
        type: 'sample', binary: job.binary, filename: job.filename, configuration,
        rate: data.rate, time: data.time, round: job.round, slot: job.slot, startedAt,
      });
      progress?.completeConfig();
    },
  });
  for (const failure of failures) recorder.write({ type: 'failure', ...failure });
  return failures;
}

main();
