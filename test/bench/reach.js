// What running by function saves (docs/auto.md, "By function"): the same
// pull request compared twice by compare.js, once over the whole categories
// and once over only the configurations its reach map selects (reach.js
// first, its time counted), in the same process, one after the other:
//
//   npm run bench:reach -- --old ./node-main --new ./node-pr --diff pr.diff \
//     --benchmark-dir ../node/benchmark [--set n=100000 ...] [--accuracy 4] [--order whole-first] string_decoder
//
// It prints each run's wall time, configurations run, and those the verdict
// called changed, then the ratio of the times and whether the two found the
// same configurations changed. Nothing passes or fails here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const csv = require('../../benchmark/_lib/data/csv.js');
const samplesFile = require('../../benchmark/_lib/data/samples.js');
const analysis = require('../../benchmark/_lib/stats/analysis.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: {
  old: { type: 'string' }, new: { type: 'string' }, diff: { type: 'string' }, 'benchmark-dir': { type: 'string' },
  set: { type: 'string', multiple: true, default: [] }, accuracy: { type: 'string', default: '4' },
  'min-runs': { type: 'string', default: '5' }, 'max-runs': { type: 'string', default: '30' },
  order: { type: 'string', default: 'whole-first' }, seed: { type: 'string', default: '39' },
} });
for (const name of ['old', 'new', 'diff', 'benchmark-dir']) {
  if (!values[name]) throw new Error(`--${name} is required`);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reach-'));
const sets = values.set.flatMap((s) => ['--set', s]);
const common = ['--benchmark-dir', values['benchmark-dir'], ...sets];

function timed(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`${args[0]} exited with ${result.status}:\n${result.stderr.slice(-2000)}`);
  return { seconds, stdout: result.stdout };
}

function compare(name, extra) {
  const csvPath = path.join(work, `${name}.csv`);
  const ndjsonPath = path.join(work, `${name}.ndjson`);
  const { seconds, stdout } = timed([path.join(root, 'benchmark/compare.js'), '--old', values.old, '--new', values.new,
    '--accuracy', values.accuracy, '--min-runs', values['min-runs'], '--max-runs', values['max-runs'], '--seed', values.seed,
    '--no-progress', '--ndjson', ndjsonPath, ...extra, ...common, '--', ...positionals]);
  fs.writeFileSync(csvPath, stdout);
  const { samples } = csv.parseCompareCsv(stdout);
  const { pairing } = samplesFile.readPairing(fs.readFileSync(ndjsonPath, 'utf8'));
  const { comparisons } = analysis.analyze(samples, pairing ?? undefined);
  const changed = comparisons.filter((c) => c.outcome === 'regressed' || c.outcome === 'improved')
    .map((c) => `${c.name} ${(100 * ((c.ratio ?? 1) - 1)).toFixed(1)}%`);
  return { seconds, configurations: comparisons.length, changed };
}

function reached() {
  const reachPath = path.join(work, 'reach.json');
  const { seconds, stdout } = timed([path.join(root, 'benchmark/reach.js'), '--node', values.old, '--diff', values.diff,
    '--format', 'json', ...common, '--', ...positionals]);
  fs.writeFileSync(reachPath, stdout);
  const map = JSON.parse(stdout);
  const run = compare('reach', ['--reach', reachPath]);
  return { ...run, seconds: run.seconds + seconds, mapSeconds: seconds, selected: map.selected, mapped: map.mapped,
           unreachable: map.unreachable.map((f) => f.name) };
}

console.log(`old: ${values.old}\nnew: ${values.new}\ndiff: ${values.diff}\ncategories: ${positionals.join(' ')} ` +
  `${values.set.map((s) => `--set ${s}`).join(' ')}; --accuracy ${values.accuracy}, ${values['min-runs']} to ` +
  `${values['max-runs']} blocks; machine: ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)} at the start`);
/** @type {[string, () => any][]} */
const runs = values.order === 'whole-first' ? [['whole', () => compare('whole', [])], ['reach', reached]]
  : [['reach', reached], ['whole', () => compare('whole', [])]];
const results = {};
for (const [name, run] of runs) results[name] = run();
const { whole, reach } = results;
console.log(`whole categories: ${whole.seconds.toFixed(1)} s, ${whole.configurations} configurations; changed: ${whole.changed.join('; ') || 'none'}`);
console.log(`by function:      ${reach.seconds.toFixed(1)} s (reach map ${reach.mapSeconds.toFixed(1)} s), ` +
  `${reach.selected} of ${reach.mapped} configurations; changed: ${reach.changed.join('; ') || 'none'}` +
  `${reach.unreachable.length ? `; no benchmark calls ${reach.unreachable.join(', ')}` : ''}`);
const name = (entry) => entry.replace(/ -?[\d.]+%$/, '');
const same = JSON.stringify(whole.changed.map(name).sort()) === JSON.stringify(reach.changed.map(name).sort());
console.log(`ratio by function / whole: ${(reach.seconds / whole.seconds).toFixed(2)}; the same configurations changed: ${same ? 'yes' : 'no'}`);
console.log(`load at the end: ${os.loadavg()[0].toFixed(2)}; files in ${work}`);
