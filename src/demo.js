// `npm run demo`: the quick start of the README. Compares two real Node.js
// releases from the npm registry on the bundled string_decoder category,
// writes the CSV, prints the analysis and writes the charts, as a person
// would do by hand with compare.js and analyze.js.
//
//   node src/demo.js [--runs N] [--out file]     (defaults: 5 runs, out.csv)
//   -> out.csv, out-rates.svg, out-improvement.svg

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NODE_22, NODE_24, nodeRelease } from './node-releases.js';

const compareJs = fileURLToPath(new URL('../benchmark/compare.js', import.meta.url));
const analyzeJs = fileURLToPath(new URL('../benchmark/analyze.js', import.meta.url));

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: 'out.csv' },
  },
});

async function main() {
  process.stderr.write(`Fetching Node.js ${NODE_22} and ${NODE_24} from the npm registry...\n`);
  const [oldNode, newNode] = await Promise.all([nodeRelease(NODE_22), nodeRelease(NODE_24)]);
  const args = [compareJs, '--old', oldNode, '--new', newNode, '--runs', values.runs, 'string_decoder'];
  process.stderr.write(`Running: node ${args.map((a) => path.relative(process.cwd(), a) || a).join(' ')} > ${values.out}\n`);
  const out = fs.openSync(values.out, 'w');
  const child = spawn(process.execPath, args, { stdio: ['ignore', out, 'inherit'] });
  const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  fs.closeSync(out);
  const rows = fs.readFileSync(values.out, 'utf8').trim().split('\n').length - 1;
  process.stderr.write(`${values.out}: ${rows} results of Node.js ${NODE_22} (old) and ${NODE_24} (new)\n`);
  if (code !== 0) {
    process.exitCode = code;
    return;
  }
  const stem = values.out.replace(/\.csv$/, '');
  const charts = [`${stem}-rates.svg`, `${stem}-improvement.svg`];
  const analysis = spawn(process.execPath, [analyzeJs, '--plot', charts[0], '--plot-improvement', charts[1],
                                            values.out], { stdio: 'inherit' });
  process.exitCode = await new Promise((resolve) => analysis.on('close', (c) => resolve(c ?? 1)));
  process.stderr.write(`Charts: ${charts.join(', ')}\n`);
}

main().catch((err) => {
  process.stderr.write(`demo: ${err.message}\n`);
  process.exitCode = 1;
});
