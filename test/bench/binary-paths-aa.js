// `node test/bench/binary-paths-aa.js [blocks] [n]`: an A/A comparison in which
// only the binary's path differs. The new binary is a byte-identical copy of
// this node at a much longer path; compare.js starts both through paths of
// equal length with the same environment, padded per block
// (benchmark/_lib/run/binary-paths.js), so no systematic difference should
// remain. Before that, an A/A run saw buffer-compare size=16384 "regress"
// 14-19% in every block with copies of node at shorter paths. Prints each
// configuration's paired change with its 95% interval; asserts nothing (the
// machine is shared and noisy: test/binary-paths.test.js checks what the
// processes see instead).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compareJs, run } from '../helpers/bench-dir.js';

const require = createRequire(import.meta.url);
const { parseCompareCsv } = require('../../benchmark/_lib/data/csv.js');
const { readPairing } = require('../../benchmark/_lib/data/samples.js');
const { analyze } = require('../../benchmark/_lib/stats/analysis.js');

const BLOCKS = Number(process.argv[2] ?? 20);
// Operations per run pass: 2e6 takes 0.1 to 0.5 s, long enough for the
// scheduler's noise not to swamp a difference of a few percent.
const N = Number(process.argv[3] ?? 2e6);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-aa-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));

// A copy, not a link: two files, as node-main and node-pr are.
const copy = path.join(dir, 'a-much-longer-directory-name-than-the-original-has', 'node-copy');
fs.mkdirSync(path.dirname(copy));
fs.copyFileSync(process.execPath, copy);
fs.chmodSync(copy, 0o755);

const ndjson = path.join(dir, 'samples.ndjson');
const args = [compareJs, '--old', process.execPath, '--new', copy, '--runs', String(BLOCKS), '--seed', '27',
  '--ndjson', ndjson, '--no-progress', '--filter', 'buffer-compare', '--filter', 'string-decoder-create',
  '--set', 'size=16384', '--set', `n=${N}`, 'buffers', 'string_decoder'];
console.log(`old: ${process.execPath} (${process.execPath.length} characters)`);
console.log(`new: ${copy} (${copy.length} characters)`);
console.log(`${BLOCKS} blocks of buffer-compare size=16384 and string-decoder-create, n=${N}...`);
const started = performance.now();
const { code, stdout, stderr } = await run(process.execPath, args);
if (code !== 0) {
  console.error(stderr);
  process.exit(1);
}
const { comparisons } = analyze(parseCompareCsv(stdout).samples, readPairing(fs.readFileSync(ndjson, 'utf8')).pairing);

const percent = (ratio) => `${ratio >= 1 ? '+' : ''}${(100 * (ratio - 1)).toFixed(2)}%`;
const width = Math.max(...comparisons.map((c) => c.name.length));
let covers = 0;
const logs = [];
for (const c of comparisons) {
  const { ratio, ratioLow, ratioHigh } = c;
  if (ratio == null || ratioLow == null || ratioHigh == null) {
    console.log(`${c.name.padEnd(width)}  no interval (${c.error ?? 'too few blocks'})`);
    continue;
  }
  logs.push(Math.log(ratio));
  const holds = ratioLow <= 1 && ratioHigh >= 1;
  if (holds) covers++;
  console.log(`${c.name.padEnd(width)}  ${percent(ratio).padStart(7)} (${percent(ratioLow)} to ${percent(ratioHigh)})` +
              `${holds ? '' : '  <- excludes 0'}`);
}
// A bias of the path would move them all one way.
const meanLog = logs.reduce((sum, x) => sum + x, 0) / logs.length;
console.log(`mean change over the configurations: ${percent(Math.exp(meanLog))}; ` +
            `${logs.filter((x) => x > 0).length} up, ${logs.filter((x) => x < 0).length} down`);
console.log(`${covers} of ${comparisons.length} intervals hold 0 (about 95% of them should, with no difference); ` +
            `${((performance.now() - started) / 1000).toFixed(0)} s`);
