'use strict';

// Runs benchmarks once (or --runs times) under the node that runs this
// script, printing each result as it arrives:
//
//   simple:  string_decoder/string-decoder.js n=15000 encoding="ascii": 1,234,567.89
//   csv:     "filename", "configuration", "rate", "time"
//   json:    an array of { filename, configuration: {...}, rate, time }
//
// Command-line compatible with Node core's run.js. Unlike it, a failing file
// does not stop the others (it is reported, and run.js exits 1 at the end),
// and `--set CPUSET=...` runs this same binary through taskset, not the
// `node` that happens to be on PATH.

const path = require('path');
const { CLI } = require('./_cli.js');
const { jsonConfiguration, formatRate } = require('./_format.js');
const { exitCodesHelp } = require('./_lib/exit-codes.js');
const { interruptions, summarizeFailures, selectBenchmarks, runJob, environmentNotes } = require('./_lib/run/driver.js');

const usage = `usage: ./node run.js [options] [--] <category> ...
  Run each benchmark in the <category> directory a single time, more than one
  <category> directory can be specified.

  --filter   pattern        includes only benchmark scripts matching <pattern>
                            (can be repeated)
  --exclude  pattern        excludes scripts matching <pattern> (can be
                            repeated)
  --set      variable=value set benchmark variable (can be repeated)
  --format   [simple|csv|json] optional value that specifies the output format
  --runs     1              set the amount of benchmark suite execution
  --benchmark-dir dir       take the categories from another benchmark directory
  --timeout  seconds        give up on a benchmark process that reports nothing
                            for this long (default: never)
  test                      run each file once, with its smallest configuration
  all                       run every category

  Exit codes:
${exitCodesHelp('run.js', '    ')}

  Example: node benchmark/run.js --format csv string_decoder buffers`;

const cli = new CLI(usage, {
  arrayArgs: ['set', 'filter', 'exclude'],
  valueArgs: ['format', 'runs', 'benchmark-dir', 'timeout'],
});

const format = cli.optional.format ?? 'simple';
if (!['simple', 'csv', 'json'].includes(format)) {
  console.error('Invalid format detected');
  process.exit(1);
}
const runs = cli.integer('runs', 1);
const timeout = cli.seconds('timeout');
const benchmarkDir = path.resolve(cli.optional['benchmark-dir'] ?? __dirname);
const { benchmarks, cpuset } = selectBenchmarks(cli, benchmarkDir);
const args = cli.test ? ['--test'] : cli.optional.set;

const output = {
  simple: {
    start: () => {},
    file: (filename) => process.stdout.write(`\n${filename}\n`),
    result: (filename, data) =>
      process.stdout.write(`${filename}${jsonConfiguration(data.conf)}: ${formatRate(data.rate)}\n`),
    end: () => {},
  },
  csv: {
    start: () => process.stdout.write('"filename", "configuration", "rate", "time"\n'),
    file: () => {},
    result: (filename, data) => {
      const conf = jsonConfiguration(data.conf).slice(1).replace(/"/g, '""');
      process.stdout.write(`"${filename}", "${conf}", ${data.rate}, ${data.time}\n`);
    },
    end: () => {},
  },
  json: (() => {
    let first = true;
    return {
      start: () => process.stdout.write('['),
      file: () => {},
      result: (filename, data) => {
        const entry = { filename, configuration: data.conf, rate: data.rate, time: data.time };
        process.stdout.write(`${first ? '' : ','}\n  ${JSON.stringify(entry)}`);
        first = false;
      },
      end: () => process.stdout.write(`${first ? '' : '\n'}]\n`),
    };
  })(),
}[format];

const interrupted = interruptions({ tool: 'run.js' });
environmentNotes('run.js');

async function main() {
  const failures = [];
  let total = 0;
  output.start();
  for (let run = 0; run < runs; run++) {
    for (const filename of benchmarks) {
      if (interrupted.signal) break;
      total++;
      failures.push(...await runOne(filename));
    }
  }
  output.end();
  summarizeFailures('run.js', failures, total, interrupted.signal);
}

function runOne(filename) {
  output.file(filename);
  return runJob({
    driver: 'run.js',
    job: { binary: process.execPath, file: path.join(benchmarkDir, filename), args, cpuset, timeout },
    context: { filename },
    interrupted,
    onReport: (data) => output.result(filename, data),
  });
}

main();
