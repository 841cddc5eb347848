// Time to a verdict (docs/design.md, "Performance targets"): Node core's
// method against ours, on the same two binaries, in one invocation.
//
//   npm run bench:verdict [-- --old BIN --new BIN] [--benchmark-dir DIR] [--set K=V ...]
//                         [--runs 30] [--min-runs 10] [--max-runs 30] [--order a-first|b-first|both]
//                         [--accuracy P] [--power Q] [--plant FILE:K=V,K=V:PERCENT] [category ...]
//   npm run bench:verdict -- --report DIR [--plant ...]   (the report of the runs kept in DIR)
//
//   (a) Node core's method: a node checkout's own benchmark/compare.js when
//       --benchmark-dir is one (it has compare.js and common.js), else our
//       compare.js --schedule rounds; --runs 30 either way;
//   (b) ours: compare.js --accuracy P, where P is the median accuracy(*)
//       (a) reached: compare.R's column, the 95% half-width of Welch's
//       interval in percent of the old mean. --accuracy means that width,
//       so the two are compared at equal width with no conversion (--accuracy
//       P sets it by hand, as it must for --order b-first).
//
// --order both runs a, b, then b, a (b again with the same P): what runs
// first meets a cooler or a warmer machine, so each order is reported.
//
// --plant FILE:K=V,...:PERCENT makes both binaries wrappers (a shell script
// that starts the binary with a preload; old's preload does nothing), and
// new's makes the configuration of FILE with those parameters report a rate
// PERCENT lower: it stretches process.hrtime.bigint, which Node core's
// common.js times with, by 1/(1 − PERCENT/100) in that configuration's run
// passes only. A known change, in real processes with their real noise. (b)
// then runs at equal power: the power (a) had to find that change, from
// that configuration's accuracy(*) in (a) (Welch, 30 runs each), is
// --power, and --accuracy is the width at which the plan finds the change
// with that power. Reported: whether each found the planted configuration,
// and how many others it called changed (false findings, when old and new
// are one binary).
//
// For each run it prints the wall time, the processes started, the median
// and worst accuracy(*) reached, the verdict, and (b)'s end summary (where
// the blocks went); then the ratios b/a. Defaults: old = Node.js 22, new =
// Node.js 24 from the npm registry, the bundled string_decoder and buffers.
// Progress on stderr, the report on stdout; nothing passes or fails on time.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { NODE_22, NODE_24, nodeRelease } from '../../scripts/node-releases.js';
import csv from '../../benchmark/_lib/data/csv.js';
import analysis from '../../benchmark/_lib/stats/analysis.js';
import verdicts from '../../benchmark/_lib/words/verdict.js';
import samplesFile from '../../benchmark/_lib/data/samples.js';
import sequential from '../../benchmark/_lib/stats/sequential.js';
import basic from '../../benchmark/_lib/stats/basic.js';

const compareJs = fileURLToPath(new URL('../../benchmark/compare.js', import.meta.url));
const DEFAULT_CATEGORIES = ['string_decoder', 'buffers'];
const { normalUpper, normalUpperInverse } = sequential;

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'old': { type: 'string' },
      'new': { type: 'string' },
      'benchmark-dir': { type: 'string' },
      'set': { type: 'string', multiple: true, default: [] },
      'runs': { type: 'string', default: '30' },
      'min-runs': { type: 'string', default: '10' },
      'max-runs': { type: 'string' },
      'seed': { type: 'string', default: '1' },
      'order': { type: 'string', default: 'a-first' },
      'accuracy': { type: 'string' },
      'power': { type: 'string' },
      'plant': { type: 'string' },
      'report': { type: 'string' },
    },
  });
  const whole = (name) => {
    const value = Number(values[name]);
    if (!Number.isSafeInteger(value) || value < 2) {
      throw new Error(`--${name} must be a whole number of at least 2, got '${values[name]}'`);
    }
    return value;
  };
  if (!['a-first', 'b-first', 'both'].includes(values.order)) {
    throw new Error(`--order must be a-first, b-first or both, got '${values.order}'`);
  }
  if (values.order === 'b-first' && !values.accuracy) throw new Error('--order b-first needs --accuracy: (a) has not run');
  const runs = whole('runs');
  return {
    old: values.old, new: values.new, benchmarkDir: values['benchmark-dir'] && path.resolve(values['benchmark-dir']),
    sets: values.set, runs, minRuns: whole('min-runs'), maxRuns: values['max-runs'] ? whole('max-runs') : runs,
    seed: values.seed, order: values.order, accuracy: values.accuracy ? Number(values.accuracy) : null,
    power: values.power ? Number(values.power) : null, plant: values.plant ? readPlant(values.plant) : null,
    report: values.report ?? null,
    categories: positionals.length > 0 ? positionals : DEFAULT_CATEGORIES,
  };
}

/** `string_decoder/string-decoder.js:encoding=utf16le,inLen=128:5` → its parts. */
function readPlant(text) {
  const match = /^([^:]+\.js):([^:]*):(\d+(?:\.\d+)?)$/.exec(text);
  if (!match) throw new Error(`--plant must be FILE.js:K=V,K=V:PERCENT, got '${text}'`);
  const params = Object.fromEntries(match[2].split(',').filter(Boolean).map((pair) => {
    const [key, ...rest] = pair.split('=');
    return [key, rest.join('=')];
  }));
  const percent = Number(match[3]);
  if (!(percent > 0 && percent < 90)) throw new Error(`--plant's change must be a percentage from 0 to 90, got ${percent}`);
  return { file: match[1], params, percent };
}

/**
 * A wrapper of `binary` at dir/name: a shell script that starts it with a
 * preload; the preload stretches the clock of the planted configuration's
 * run passes by `factor` (1: does nothing, the other side's wrapper).
 */
function wrapper(dir, name, binary, plant, factor) {
  const preload = path.join(dir, `${name}-plant.cjs`);
  fs.writeFileSync(preload, `'use strict';
// bench:verdict's planted change (test/bench/verdict.js): ${factor === 1 ? 'none, on this side' :
    `${plant.file} ${JSON.stringify(plant.params)} reports ${plant.percent}% less`}.
const factor = ${factor};
const file = ${JSON.stringify(plant.file)};
const params = ${JSON.stringify(plant.params)};
const script = (process.argv[1] || '').split(require('path').sep).join('/');
const args = process.argv.slice(2);
if (factor !== 1 && script.endsWith('/' + file) &&
    Object.entries(params).every(([key, value]) => args.includes(key + '=' + value))) {
  const real = process.hrtime.bigint;
  const origin = real();
  process.hrtime.bigint = () => origin + BigInt(Math.round(Number(real() - origin) * factor));
}
`);
  const script = path.join(dir, name);
  fs.writeFileSync(script, `#!/bin/sh\nexec '${binary}' --require '${preload}' "$@"\n`, { mode: 0o755 });
  return script;
}

/**
 * Runs `script` (a compare.js) with `args`, its CSV into `dir/label.csv`
 * (and our compare.js's ndjson beside it), its stderr into `dir/label.err`.
 * @returns {Promise<{ label: string, seconds: number, csvPath: string, ndjsonPath: string | null, errPath: string }>}
 */
async function runCompare(dir, label, script, args, { ours }) {
  const csvPath = path.join(dir, `${label}.csv`);
  const errPath = path.join(dir, `${label}.err`);
  const ndjsonPath = ours ? path.join(dir, `${label}.ndjson`) : null;
  const out = fs.openSync(csvPath, 'w');
  const err = fs.openSync(errPath, 'w');
  const argv = [script, ...(ndjsonPath ? ['--ndjson', ndjsonPath] : []), ...args];
  process.stderr.write(`(${label}) ${path.basename(script)} ${args.join(' ')}\n`);
  const start = performance.now();
  const child = spawn(process.execPath, argv, { stdio: ['ignore', out, err], cwd: path.dirname(script) });
  const [code] = await once(child, 'close');
  const seconds = (performance.now() - start) / 1000;
  fs.closeSync(out);
  fs.closeSync(err);
  if (code !== 0) throw new Error(`(${label}) compare.js exited with ${code}; its files are in ${dir}`);
  process.stderr.write(`(${label}) done in ${seconds.toFixed(1)} s\n`);
  // What --report DIR reads back: the time, which method, its arguments.
  fs.writeFileSync(path.join(dir, `${label}.json`), `${JSON.stringify({ seconds, ours, args, startedAt: Date.now() - seconds * 1000 })}\n`);
  return { label, seconds, csvPath, ndjsonPath, errPath };
}

/**
 * A kept run of `dir` (--report): its files and what runCompare wrote of it;
 * null when it is not there.
 * @returns {{ run: { label: string, seconds: number, csvPath: string, ndjsonPath: string | null, errPath: string },
 *   args: string[], startedAt: number } | null}
 */
function keptRun(dir, label) {
  const file = path.join(dir, `${label}.json`);
  if (!fs.existsSync(file)) return null;
  const { seconds, ours, args, startedAt } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { run: { label, seconds, csvPath: path.join(dir, `${label}.csv`), errPath: path.join(dir, `${label}.err`),
                  ndjsonPath: ours ? path.join(dir, `${label}.ndjson`) : null }, args, startedAt };
}

/** Number.isFinite, as a type guard. @param {unknown} value @returns {value is number} */
function isFiniteNumber(value) {
  return Number.isFinite(value);
}

/**
 * What one run reached: Welch's accuracy(*) per configuration (compare.R's
 * column, for both methods), the paired half-width when the ndjson has
 * blocks, the processes it started (every sample is one run pass; rounds add
 * a config pass per file, binary and run, blocks one per file and binary to
 * learn the configurations), its verdict and rows.
 */
function measure(run, runs) {
  const { samples } = csv.parseCompareCsv(fs.readFileSync(run.csvPath, 'utf8'));
  const { pairing } = run.ndjsonPath ? samplesFile.readPairing(fs.readFileSync(run.ndjsonPath, 'utf8'))
    : { pairing: null };
  const { comparisons, summary } = analysis.analyze(samples, pairing ?? undefined);
  const files = new Set(samples.map((s) => s.filename)).size;
  const configPasses = pairing?.blocks ? files * 2 : files * 2 * runs;
  const welch = comparisons.map((c) => c.accuracy['*']).filter(isFiniteNumber);
  const paired = comparisons.map((c) => c.pairedAccuracy).filter(isFiniteNumber);
  // The plain paired t half-width of each configuration's blocks: the width its horizon aims at (--accuracy).
  const plain = (pairing?.blocks ?? []).map(({ diffs }) => sequential.pairedStats(diffs.filter(isFiniteNumber)).accuracy)
    .filter(isFiniteNumber);
  const end = fs.readFileSync(run.errPath, 'utf8').split('\n').filter((line) => /^compare\.js: (plan|why)/.test(line));
  return {
    label: run.label,
    ndjson: run.ndjsonPath !== null,
    seconds: run.seconds,
    configurations: comparisons.length,
    processes: samples.length + configPasses,
    samples: samples.length,
    // Every sample, for the floor of (a)'s noise (noiseFloor).
    rows: samples,
    welchMedian: basic.median(welch),
    welchWorst: Math.max(...welch),
    pairedMedian: paired.length > 0 ? basic.median(paired) : null,
    plainMedian: plain.length > 0 ? basic.median(plain) : null,
    verdict: verdicts.verdict(summary),
    comparisons,
    end,
  };
}

function report(title, m) {
  const pct = (v) => (v === null ? '-' : `±${v.toFixed(2)}%`);
  return [
    title,
    `  wall time:            ${m.seconds.toFixed(1)} s`,
    `  processes started:    ${m.processes} (${m.samples} measured run passes) for ${m.configurations} configurations`,
    `  accuracy(*) median:   ${pct(m.welchMedian)}   worst: ${pct(m.welchWorst)}   (compare.R's column)`,
    ...(m.pairedMedian === null ? [] : [`  paired interval:      ${pct(m.pairedMedian)} median (the repeated 95% interval); ` +
      `plain paired t: ${pct(m.plainMedian)} median (what --accuracy aims at)`]),
    `  verdict:              ${m.verdict}`,
    ...m.end.map((line) => `  ${line}`),
  ];
}

/**
 * The floor of (a)'s noise: the fewest run passes any stopping rule of
 * sequential, unpaired passes could use to bring each configuration's plain
 * 95% interval within ±accuracy% (at least minRuns, at most maxRuns blocks),
 * if it knew each configuration's noise beforehand: (a)'s 30 runs a side
 * give it (the variance of ln(new/old) from two independent passes). What
 * (b) uses beyond it is its stopping rule's cost; what it saves below it
 * comes from pairing (old and new of a block share some of the machine's
 * noise, which their ratio cancels).
 */
function noiseFloor({ samples }, accuracy, minRuns, maxRuns) {
  /** @type {Map<string, { old: number[], new: number[] }>} */
  const rates = new Map();
  for (const s of samples) {
    const key = `${s.filename}\n${s.configuration}`;
    if (!rates.has(key)) rates.set(key, { old: [], new: [] });
    rates.get(key)?.[s.binary].push(Math.log(s.rate));
  }
  const target = Math.log(1 + accuracy / 100);
  let blocks = 0;
  let configurations = 0;
  for (const side of rates.values()) {
    if (side.old.length < 2 || side.new.length < 2) continue;
    const sd = Math.sqrt(basic.variance(side.old) + basic.variance(side.new));
    let k = minRuns;
    while (k < maxRuns && basic.tQuantile(0.975, k - 1) * sd / Math.sqrt(k) > target) k++;
    blocks += k;
    configurations++;
  }
  return { blocks, configurations, passes: 2 * blocks };
}

/** Whether a row is the planted configuration. */
function isPlanted(c, plant) {
  return c.filename === plant.file && Object.entries(plant.params).every(([key, value]) =>
    new RegExp(`(^| )${key}=(${value}|'${value}'|"${value}")( |$)`).test(c.configuration));
}

/** The planted row's finding in a run: found (changed by the verdict), its estimate; the others called changed. */
function plantFinding(m, plant) {
  const row = m.comparisons.find((c) => isPlanted(c, plant));
  const changed = (c) => c.outcome === 'regressed' || c.outcome === 'improved';
  const others = m.comparisons.filter((c) => c !== row && changed(c)).length;
  if (!row) return { text: 'the planted configuration was not measured', others, row: null };
  const estimate = row.paired ? 100 * ((row.ratio ?? NaN) - 1) : row.improvement;
  return { row, others, text: `planted ${plant.percent}% slower: ${changed(row) ? 'found' : 'not found'} ` +
    `(${Number(estimate).toFixed(1)}%, accuracy(*) ±${row.accuracy['*'].toFixed(2)}%); ${others} other configurations ` +
    'called changed' };
}

/**
 * (b)'s plan at equal power for the planted change: the power Welch's test
 * of 30 runs had to find it, from its accuracy(*) in (a), and the width at
 * which our plan finds it with that power.
 */
function equalPower(a, plant) {
  const row = a.comparisons.find((c) => isPlanted(c, plant));
  if (!row) throw new Error('(a) did not measure the planted configuration');
  const z = normalUpperInverse(0.025);
  const se = row.accuracy['*'] / z; // percent of the old mean
  const power = Math.min(0.999, Math.max(0.6, 1 - normalUpper(plant.percent / se - z)));
  const rounded = Number(power.toFixed(3));
  const accuracy = sequential.widthFor({ alpha: sequential.DEFAULTS.alpha, margin: plant.percent, power: rounded });
  return { power: rounded, accuracy: Number(accuracy.toFixed(2)) };
}

/**
 * The report of the pairs: each run, the planted finding, the floor of (a)'s
 * noise and the ratios.
 * @param {{ header: string[], pairs: Array<{ a: any, b: any, first: string, plan: { accuracy: number, power: number | null },
 *   minRuns: number, maxRuns: number }>, core: string | null, runs: number, plant: any, dir: string }} options
 */
function render({ header, pairs, core, runs, plant, dir }) {
  const lines = [...header];
  for (const [i, { a, b, first, plan, minRuns, maxRuns }] of pairs.entries()) {
    const power = plan.power ?? sequential.DEFAULTS.power;
    const margin = sequential.planMargin({ alpha: 0.05, accuracy: plan.accuracy, power });
    lines.push('', `== pair ${i + 1}: ${first === 'a' ? "(a) Node core's method first" : '(b) ours first'}`, '',
      ...report(`(a) Node core's method: ${core ? `${core} (its own compare.js)` : 'compare.js --schedule rounds'} ` +
        `--runs ${runs}`, a), '',
      ...report(`(b) ours: --accuracy ${plan.accuracy} --power ${power} --min-runs ${minRuns} --max-runs ` +
        `${maxRuns} (intervals of ±${plan.accuracy}%, a change of ±${margin}% found with ${power * 100}% power)`, b), '');
    if (plant) lines.push(`(a) ${plantFinding(a, plant).text}`, `(b) ${plantFinding(b, plant).text}`);
    const floor = noiseFloor({ samples: a.rows }, plan.accuracy, minRuns, maxRuns);
    lines.push(
      `floor at (a)'s noise:     ${floor.passes} run passes bring ${floor.configurations} configurations to ` +
        `±${plan.accuracy}% (or the cap), each one's noise known in advance and old and new independent: ` +
        `${(floor.passes / a.samples).toFixed(3)} of (a)'s run passes, ` +
        `${((floor.passes * (b.seconds / b.samples)) / a.seconds).toFixed(3)} of its time at (b)'s seconds per pass ` +
        `(b used ${(b.samples / a.samples).toFixed(3)} of its run passes: below the floor is pairing's gain)`,
      `b / a wall time:          ${(b.seconds / a.seconds).toFixed(3)}`,
      `b / a processes:          ${(b.processes / a.processes).toFixed(3)}`,
      `b / a median accuracy(*): ${(b.welchMedian / a.welchMedian).toFixed(3)} (equal width: about 1)`,
      `b plain paired / a accuracy(*): ${b.plainMedian === null ? '-' : (b.plainMedian / a.welchMedian).toFixed(3)}`);
  }
  lines.push('', `files kept in ${dir}`);
  return `${lines.join('\n')}\n`;
}

/**
 * --report DIR: the pairs kept in DIR reported again, without running
 * anything; what ran is read from (b)'s own arguments.
 * @param {ReturnType<typeof options>} opts
 * @param {string} dir
 */
function reportKept(opts, dir) {
  const pairs = [];
  /** @type {string[]} */
  let args = [];
  for (const [aLabel, bLabel] of [['a1', 'b1'], ['a2', 'b2']]) {
    const [a, b] = [keptRun(dir, aLabel), keptRun(dir, bLabel)];
    if (a === null || b === null) continue;
    args = b.args;
    /** @param {string} name @param {string | null} [fallback] @returns {string | null} */
    const value = (name, fallback = null) => (b.args.includes(name) ? b.args[b.args.indexOf(name) + 1] : fallback);
    pairs.push({ a: measure(a.run, opts.runs), b: measure(b.run, opts.runs), first: a.startedAt <= b.startedAt ? 'a' : 'b',
      plan: { accuracy: Number(value('--accuracy')), power: value('--power') === null ? null : Number(value('--power')) },
      minRuns: Number(value('--min-runs', String(opts.minRuns))), maxRuns: Number(value('--max-runs', String(opts.maxRuns))) });
  }
  if (pairs.length === 0) throw new Error(`--report ${dir}: no a1/b1 pair with its .json (what runCompare writes)`);
  const at = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
  const benchmarkDir = at('--benchmark-dir');
  // (a) wrote no ndjson: it was a node checkout's own compare.js.
  const core = pairs[0].a.ndjson ? null : path.join(benchmarkDir ?? '(a node checkout, not recorded)', 'compare.js');
  const header = [`old: ${at('--old') ?? '(not recorded)'}`, `new: ${at('--new') ?? '(not recorded)'}`,
    `as run: ${args.includes('--') ? args.slice(args.indexOf('--') + 1).join(' ') : '(categories not recorded)'}` +
      `${benchmarkDir ? ` from ${benchmarkDir}` : ''} (reported again from ${dir})`];
  process.stdout.write(render({ header, pairs, core, runs: opts.runs, plant: opts.plant, dir }));
}

async function main() {
  const opts = options();
  if (opts.report !== null) {
    reportKept(opts, opts.report);
    return;
  }
  const oldBinary = opts.old ?? await nodeRelease(NODE_22);
  const newBinary = opts.new ?? await nodeRelease(NODE_24);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-verdict-'));
  const [oldRun, newRun] = opts.plant ?
    [wrapper(dir, 'old', oldBinary, opts.plant, 1), wrapper(dir, 'new', newBinary, opts.plant, 1 / (1 - opts.plant.percent / 100))] :
    [oldBinary, newBinary];
  const core = opts.benchmarkDir && fs.existsSync(path.join(opts.benchmarkDir, 'compare.js')) &&
    fs.existsSync(path.join(opts.benchmarkDir, 'common.js')) ? path.join(opts.benchmarkDir, 'compare.js') : null;
  const sets = opts.sets.flatMap((set) => ['--set', set]);
  const aArgs = core ? ['--old', oldRun, '--new', newRun, '--runs', String(opts.runs), '--no-progress', ...sets, '--',
    ...opts.categories] :
    ['--old', oldRun, '--new', newRun, '--no-progress', '--seed', opts.seed, '--schedule', 'rounds', '--runs',
      String(opts.runs), ...(opts.benchmarkDir ? ['--benchmark-dir', opts.benchmarkDir] : []), ...sets, '--', ...opts.categories];
  const runA = async (label) => measure(await runCompare(dir, label, core ?? compareJs, aArgs, { ours: !core }), opts.runs);
  const runB = async (label, plan) => measure(await runCompare(dir, label, compareJs, ['--old', oldRun, '--new', newRun,
    '--no-progress', '--seed', opts.seed, '--accuracy', String(plan.accuracy), ...(plan.power ? ['--power', String(plan.power)] : []),
    '--min-runs', String(opts.minRuns), '--max-runs', String(opts.maxRuns),
    ...(opts.benchmarkDir ? ['--benchmark-dir', opts.benchmarkDir] : []), ...sets, '--', ...opts.categories], { ours: true }),
  opts.runs);
  /** The plan of (b): given, at equal power for a planted change, or at (a)'s median width. */
  const planFor = (a) => {
    if (opts.accuracy !== null) return { accuracy: opts.accuracy, power: opts.power };
    if (opts.plant) return equalPower(a, opts.plant);
    return { accuracy: Number(a.welchMedian.toFixed(2)), power: opts.power };
  };
  const bounds = { minRuns: opts.minRuns, maxRuns: opts.maxRuns };
  const pairs = [];
  if (opts.order === 'b-first') {
    const plan = planFor(null);
    const b = await runB('b1', plan);
    pairs.push({ b, a: await runA('a1'), first: 'b', plan, ...bounds });
  } else {
    const a = await runA('a1');
    const plan = planFor(a);
    pairs.push({ a, b: await runB('b1', plan), first: 'a', plan, ...bounds });
    if (opts.order === 'both') {
      const b = await runB('b2', plan);
      pairs.push({ b, a: await runA('a2'), first: 'b', plan, ...bounds });
    }
  }
  const header = [
    `old: ${oldBinary}`,
    `new: ${newBinary}`,
    `categories: ${opts.categories.join(' ')}${opts.benchmarkDir ? ` from ${opts.benchmarkDir}` : ' (bundled)'}` +
      `${opts.sets.length ? `, --set ${opts.sets.join(' --set ')}` : ''}; ` +
      `machine: ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)} at the end`,
    ...(opts.plant ? [`planted: ${opts.plant.file} ${JSON.stringify(opts.plant.params)} ${opts.plant.percent}% slower in new`] : []),
  ];
  process.stdout.write(render({ header, pairs, core, runs: opts.runs, plant: opts.plant, dir }));
}

main().catch((err) => {
  process.stderr.write(`bench:verdict: ${err.message}\n`);
  process.exitCode = 1;
});
