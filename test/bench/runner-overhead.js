// What compare.js costs on top of the benchmark processes it runs, and
// whether its memory stays flat (docs/design.md, "Performance targets"):
//
//   npm run bench:runner [-- N --repeat R]   R repetitions (default 5) of N
//                                      benchmark processes each way (default 40)
//   npm run bench:runner -- --long     the memory check alone: compare.js over
//                                      2000 processes (or N), no baseline
//
// A benchmark file that does nothing (one configuration, `bench.start();
// bench.end(1)`) is run N times two ways, R times over, in the same run:
//   baseline    this script forks it and waits, N times in a row: the config
//               pass and its run pass, like one job, and nothing else;
//   compare.js  `--old node --new node --runs N/2` on it (node being this
//               script's own binary): N jobs, with the queue, seeded order,
//               CSV and --ndjson writing around them.
// In each repetition half the baseline runs before compare.js and half
// after, so a machine that slowly speeds up or slows down does not favour
// either side. The difference per process is the runner's overhead; it is
// a few ms at most against ~100 ms a process, so one measurement is mostly
// noise: the report gives the median of the R differences and their range.
// The range of R paired measurements holds their median with probability
// 1 - 2 * 0.5^R (94 % for 5), whatever the noise's distribution (the sign
// test's interval), so an overhead whose range holds zero is reported as
// indistinguishable from zero. While compare.js runs its RSS is sampled
// every 100 ms from /proc/<pid>/status.
//
// Progress goes to stderr, the report to stdout. It prints numbers only:
// this machine is shared and noisy, so nothing here passes or fails on
// time. It exits 1 only if a run did not produce its results, because then
// the numbers would mean nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeNoopBenchmarkDir, forkAndWait, runCompare } from './runner-processes.js';

const DEFAULT_PROCESSES = 40;
const DEFAULT_REPEATS = 5;
const LONG_PROCESSES = 2000;
const WARM_UP_PROCESSES = 5;

/**
 * `label i/total` on stderr: redrawn in place on a terminal; elsewhere (a
 * CI log) one line when the phase ends, so the log is not flooded.
 */
function phase(label, total) {
  const stream = process.stderr;
  const start = performance.now();
  const step = (/** @type {number} */ i) => {
    if (stream.isTTY) stream.write(`\r\x1b[K${label} ${i}/${total}`);
  };
  step(0);
  return {
    step,
    end() {
      const seconds = ((performance.now() - start) / 1000).toFixed(1);
      stream.write(`${stream.isTTY ? '\r\x1b[K' : ''}${label} ${total}/${total} in ${seconds} s\n`);
    },
  };
}

async function timedPhase(label, total, measure) {
  const progress = phase(label, total);
  const result = await measure(progress.step);
  progress.end();
  return result;
}

/** One repetition: half the baseline, compare.js, the other half. */
async function repetition(dir, file, count, label) {
  const half = count / 2;
  const before = await timedPhase(`${label} baseline fork-and-wait`, half,
                                  (step) => forkAndWait(file, half, step));
  const compare = await timedPhase(`${label} compare.js`, count, (step) => runCompare(dir, count, step));
  const after = await timedPhase(`${label} baseline fork-and-wait`, half,
                                 (step) => forkAndWait(file, half, step));
  const baselineMs = before + after;
  return {
    baselineMs,
    compare,
    perBaseline: baselineMs / count,
    perCompare: compare.ms / count,
    overhead: (compare.ms - compare.startupMs - baselineMs) / count,
    ratio: compare.ms / baselineMs,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `median (min to max)`, each number through `format`. */
function spread(values, format) {
  return `${format(median(values))} (${format(Math.min(...values))} to ${format(Math.max(...values))})`;
}

const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;

/** The overhead's median, its range, and plainly whether it can be told from zero. */
function overheadLines(runs) {
  const overheads = runs.map((r) => r.overhead);
  const low = Math.min(...overheads);
  const high = Math.max(...overheads);
  const coverage = Math.round(100 * (1 - 2 * 0.5 ** runs.length));
  let verdict;
  if (low <= 0 && high >= 0) {
    verdict = 'indistinguishable from zero at this noise: the interval holds 0';
  } else if (low > 0) {
    verdict = `above zero in every repetition: compare.js costs about ${median(overheads).toFixed(2)} ms a process`;
  } else {
    verdict = 'below zero in every repetition: a bias of this measurement (compare.js cannot ' +
              'run a process in less than it takes to fork one), not a saving';
  }
  return [
    `overhead per process:     ${signed(median(overheads))} ms (${signed(low)} to ${signed(high)}: ` +
    `a ${coverage} % interval for the median), compare.js's start left out`,
    `                          ${verdict}`,
  ];
}

/** @param {{ count: number, runs: Awaited<ReturnType<typeof repetition>>[] }} measured */
function baselineReport({ count, runs }) {
  const of = (pick, format) => spread(runs.map(pick), format);
  const perProcess = (v) => `${v.toFixed(1)}`;
  return [
    `${runs.length} repetitions of ${count} benchmark processes each way (each a config pass and a run pass);`,
    'each figure is the median (min to max) over the repetitions',
    `baseline fork-and-wait:   ${of((r) => r.perBaseline, perProcess)} ms per process`,
    `compare.js:               ${of((r) => r.perCompare, perProcess)} ms per process`,
    `compare.js start (once):  ${of((r) => r.compare.startupMs, (v) => `${v}`)} ms`,
    ...overheadLines(runs),
    `compare.js / baseline:    ${of((r) => r.ratio, (v) => v.toFixed(3))}, whole runs with the start`,
  ];
}

/** compare.js's own CPU time and its RSS over one run (the last). */
function memoryReport(count, compare) {
  const { ms: wall, cpuMs, samples } = compare;
  const lines = [
    `compare.js's own CPU:     ${(cpuMs / 1000).toFixed(2)} s, ${(cpuMs / count).toFixed(2)} ms ` +
    'per process (its children excluded; to within the last 100 ms sample)',
  ];
  if (samples.length === 0) {
    return [...lines, 'compare.js RSS:           no samples (the run was shorter than 100 ms)'];
  }
  const at = (fraction) => rssAt(samples, wall, fraction);
  const growth = at(0.9) - at(0.1);
  return [
    ...lines,
    `compare.js RSS (${samples.length} samples): 10% ${mb(at(0.1))}, 50% ${mb(at(0.5))}, ` +
    `90% ${mb(at(0.9))}, max ${mb(Math.max(...samples.map((s) => s.kb)))}`,
    `RSS growth 10% -> 90%:    ${growth >= 0 ? '+' : ''}${mb(growth)} ` +
    `(${((growth / at(0.1)) * 100).toFixed(1)}%, over ${Math.round(0.8 * count)} processes)` +
    (count < LONG_PROCESSES ? '; too short a run to judge memory: `-- --long` runs 2000' : ''),
  ];
}

/** The sample taken nearest to `fraction` of the run. */
function rssAt(samples, wall, fraction) {
  let best = samples[0];
  for (const sample of samples) {
    if (Math.abs(sample.at - fraction * wall) < Math.abs(best.at - fraction * wall)) best = sample;
  }
  return best.kb;
}

function settings() {
  const { values, positionals } = parseArgs({
    options: {
      long: { type: 'boolean', default: false },
      repeat: { type: 'string', default: String(DEFAULT_REPEATS) },
    },
    allowPositionals: true,
  });
  const given = positionals[0];
  if (given !== undefined && !/^[1-9]\d*$/.test(given)) {
    throw new Error(`Invalid N: expected a whole number of benchmark processes, got '${given}'`);
  }
  if (!/^\d+$/.test(values.repeat) || Number(values.repeat) < 2) {
    throw new Error(`Invalid --repeat: expected a whole number >= 2 (a spread needs two), got '${values.repeat}'`);
  }
  const wanted = given ? Number(given) : values.long ? LONG_PROCESSES : DEFAULT_PROCESSES;
  // compare.js runs old and new once per round: an even number of processes.
  // The long run is about memory: the baseline would only double its time.
  return { count: 2 * Math.ceil(wanted / 2), long: values.long, repeats: Number(values.repeat) };
}

async function main() {
  const { count, long, repeats } = settings();
  const dir = makeNoopBenchmarkDir();
  try {
    const file = path.join(dir, 'noop', 'noop.js');
    // Warm the page cache and the compile cache, on neither side's clock.
    await timedPhase('warm-up', WARM_UP_PROCESSES, (step) => forkAndWait(file, WARM_UP_PROCESSES, step));
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
    const lines = [`node ${process.version}, ${os.cpus().length} CPUs, load average ${load}`];
    let last;
    if (long) {
      last = await timedPhase('compare.js', count, (step) => runCompare(dir, count, step));
      lines.push(`compare.js:               ${(last.ms / 1000).toFixed(2)} s, ${(last.ms / count).toFixed(1)} ms ` +
                 `per process over ${count} processes (no baseline in a long run)`);
    } else {
      const runs = [];
      for (let i = 1; i <= repeats; i++) runs.push(await repetition(dir, file, count, `repetition ${i}/${repeats}:`));
      last = runs[runs.length - 1].compare; // settings() asks for 2 repeats at least
      lines.push(...baselineReport({ count, runs }));
    }
    lines.push(...memoryReport(count, last));
    if (process.env.NODE_EXTRA_CA_CERTS) {
      lines.push('note: NODE_EXTRA_CA_CERTS is set; it makes every process start slower (both ' +
                 'sides alike), which lowers the ratio but not the overhead in ms');
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`runner-overhead: ${err.message}\n`);
  process.exitCode = 1;
});
