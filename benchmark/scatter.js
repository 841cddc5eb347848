'use strict';

// Runs one benchmark file (all its configurations) many times under the
// node that runs this script and prints every result as a CSV row with one
// column per configuration key, for `scatter-analyze.js` or Node core's
// scatter.R:
//
//   "filename","encoding","inLen","n","rate","time"
//   "string_decoder/string-decoder.js","ascii",128,15000,1234567.89,0.012150000
//
// The header is written with the first result. A failing run is reported
// and the others still run.

const fs = require('fs');
const path = require('path');
const { CLI } = require('./_cli.js');
const BenchmarkProgress = require('./_benchmark_progress.js');
const { exitCodesHelp } = require('./_lib/exit-codes.js');
const { interruptions, summarizeFailures, checkedCpuset, runJob, environmentNotes } = require('./_lib/run/driver.js');

const usage = `usage: ./node scatter.js [options] [--] <filename>
  Run the benchmark script <filename> many times and output the rate (ops/s)
  together with the benchmark variables as a csv.

  --runs     30              number of samples
  --set      variable=value  set benchmark variable (can be repeated)
  --no-progress              don't show benchmark progress indicator
  --timeout  seconds         give up on a run that reports nothing for this long

  Exit codes:
${exitCodesHelp('scatter.js', '    ')}

  Example, then its table (see scatter-analyze.js --help):
    node benchmark/scatter.js --runs 10 benchmark/string_decoder/string-decoder.js > scatter.csv
    node benchmark/scatter-analyze.js --xaxis inLen --category encoding scatter.csv`;

const cli = new CLI(usage, {
  arrayArgs: ['set'],
  boolArgs: ['no-progress'],
  valueArgs: ['runs', 'timeout'],
});

if (cli.items.length !== 1) {
  cli.abort(usage);
}

const filepath = path.resolve(cli.items[0]);
if (!fs.existsSync(filepath)) {
  cli.abort(`${cli.items[0]}: no such benchmark file`);
}
const name = nameInBenchmarkDir(filepath);
const runs = cli.integer('runs', 30);
const timeout = cli.seconds('timeout');
const cpuset = checkedCpuset(cli);

// The file's name relative to its benchmark directory: the nearest folder
// above it that holds the common.js it requires (`http/simple.js`).
function nameInBenchmarkDir(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'common.js')) && dir !== path.dirname(file)) {
      return path.relative(dir, file).split(path.sep).join('/');
    }
  }
  return path.basename(file);
}

// Numbers (and booleans) bare, strings quoted with `"` doubled.
function csvEncodeValue(value) {
  if (typeof value === 'number' || typeof value === 'boolean') return `${value}`;
  return `"${`${value}`.replace(/"/g, '""')}"`;
}

const queue = Array.from({ length: runs }, () => ({ filename: name }));
const progress = cli.optional['no-progress'] ? null : new BenchmarkProgress(queue, [name]);
const interrupted = interruptions({ tool: 'scatter.js' });
environmentNotes('scatter.js');
let printHeader = true;

async function main() {
  const failures = [];
  progress?.startQueue(0);
  for (let i = 0; i < runs && !interrupted.signal; i++) {
    failures.push(...await runOne(i));
    progress?.completeRun();
  }
  progress?.stop();
  summarizeFailures('scatter.js', failures, runs, interrupted.signal);
}

function runOne(index) {
  return runJob({
    driver: 'scatter.js',
    job: { binary: process.execPath, file: filepath, args: cli.optional.set, cpuset, timeout },
    context: { filename: name, round: index },
    interrupted,
    onConfig: (data) => progress?.startSubqueue(data, index),
    onReport(data) {
      if (printHeader) {
        const keys = Object.keys(data.conf).map(csvEncodeValue).join(',');
        process.stdout.write(`"filename",${keys},"rate","time"\n`);
        printHeader = false;
      }
      const values = Object.values(data.conf).map(csvEncodeValue).join(',');
      process.stdout.write(`"${name}",${values},${data.rate},${data.time}\n`);
      progress?.completeConfig();
    },
  });
}

main();
