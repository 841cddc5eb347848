// `npm run bench:sandbox`: what the sandbox (src/machine/sandbox.js) costs
// the measurements. Each benchmark process runs in a sandbox of its own,
// started by a launcher (writeLauncher), old and new alike, so a cost the
// two share cancels out of the comparison; what matters is that it is small
// and does not add noise. Two measures, each against a baseline run the same
// way without the sandbox, interleaved in this process:
//   - starting a process (`node -e 0`) through the launcher: bwrap's setup
//     and teardown of a PID namespace, paid once per benchmark process;
//   - a benchmark's rate (compare.js --runs N on a bundled category, the
//     same binary as old and new, given plainly or as launchers): the cost
//     inside a running benchmark.
// Prints numbers; asserts nothing (the machine is shared and noisy).
//
//   node test/bench/sandbox-overhead.js [starts] [runs]     (default 20, 6)

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../helpers/bench-dir.js';
import { detectSandbox } from '../../src/machine/sandbox.js';
import { benchmarkBinaries } from '../../src/machine/confinement.js';
import { parseCompareCsv } from '../helpers/bench-dir.js';

const STARTS = Number(process.argv[2] ?? 20);
const RUNS = Number(process.argv[3] ?? 6);
const sandbox = detectSandbox('auto');
if (sandbox.kind === 'none') {
  console.log(`No sandbox on this host: ${sandbox.reason}`);
  process.exit(0);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-sandbox-bench-'));
process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
const benchmarkDir = path.join(repoRoot, 'benchmark');
// The launcher of the Action: process.execPath in a sandbox of its own, per process.
const launcher = benchmarkBinaries({ sandbox, mark: null, pass: [], env: process.env, scratch },
  { oldBinary: process.execPath, newBinary: process.execPath, benchmarkDir }).new;

/**
 * Runs a command; times it.
 * @param {string} command @param {string[]} args
 * @returns {[number, string]}  milliseconds, stdout
 */
function timed(command, args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: repoRoot, maxBuffer: 64 << 20 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return [ms, result.stdout];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @type {{ plain: number[], sandboxed: number[] }} */
const starts = { plain: [], sandboxed: [] };
for (let i = 0; i < STARTS; i++) {
  starts.plain.push(timed(process.execPath, ['-e', '0'])[0]);
  starts.sandboxed.push(timed(launcher, ['-e', '0'])[0]);
}
console.log(`process start (node -e 0, median of ${STARTS}): plain ${median(starts.plain).toFixed(1)} ms, ` +
  `sandboxed ${median(starts.sandboxed).toFixed(1)} ms (+${(median(starts.sandboxed) - median(starts.plain)).toFixed(1)} ms)`);

const compare = path.join(benchmarkDir, 'compare.js');
const args = (binary) => [compare, '--old', binary, '--new', binary, '--runs', String(RUNS), '--no-progress',
  '--filter', 'string-decoder-create', 'string_decoder'];
/** @type {{ plain: number[], sandboxed: number[] }} */
const rates = { plain: [], sandboxed: [] };
for (let i = 0; i < 2; i++) {
  for (const mode of /** @type {const} */ (['plain', 'sandboxed'])) {
    const [, csv] = timed(process.execPath, args(mode === 'sandboxed' ? launcher : process.execPath));
    rates[mode].push(...parseCompareCsv(csv).rows.map((r) => r.rate));
  }
}
const ratio = median(rates.sandboxed) / median(rates.plain);
console.log(`benchmark rate (string_decoder/string-decoder-create, median of ${rates.plain.length} samples each): ` +
  `plain ${median(rates.plain).toFixed(0)} ops/s, sandboxed ${median(rates.sandboxed).toFixed(0)} ops/s, ` +
  `ratio ${ratio.toFixed(3)}`);
