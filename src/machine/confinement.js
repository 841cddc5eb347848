// How our benchmark drivers (benchmark/compare.js, benchmark/profile.js) and
// node-main and node-pr under them (the pull request's code) are started:
// the driver with the allow-listed environment (sandbox.js environment), the
// run's mark (processes.js) and a scratch directory of its own as TMPDIR; each
// benchmark process behind a launcher that puts it in a sandbox of its own
// when there is one (sandbox.js writeLauncher), which can read the benchmark
// directory, our harness and the tools on PATH, and write nothing but its
// scratch directory. The comparison (compare.js here) and `--profile`
// (profile.js here) start theirs through this module alone, so the profiled
// runs are confined exactly as the measured ones.

import fs from 'node:fs';
import path from 'node:path';
import { ACTION_ROOT } from '../paths.js';
import { environment, toolPaths, writeLauncher } from './sandbox.js';
import { RUN_MARK } from './processes.js';

/**
 * How compare.js (ours) and node-main and node-pr under it (the pull
 * request's code) run: compare.js with the allow-listed environment and the
 * run's mark (processes.js), writing the results directory; each benchmark
 * process in a sandbox of its own when there is one (sandbox.js
 * writeLauncher), which can write nothing but its scratch directory.
 * @typedef {{ sandbox: import('./sandbox.js').Sandbox, mark: string | null, pass: readonly string[],
 *   env: Record<string, string | undefined>, scratch: string }} Confinement
 *   scratch: a directory of ours for the run's scratch directories and launchers
 */

/**
 * What a benchmark process reads: the benchmark directory (and, in a node
 * checkout, its test/ directory, whose common/ and fixtures/ Node core's
 * benchmarks load), our harness and bundles, the tools on PATH.
 * @param {Confinement} confinement
 * @param {string} benchmarkDir
 */
function benchmarkSources({ env }, benchmarkDir) {
  const checkoutTests = path.join(path.dirname(benchmarkDir), 'test');
  const nodeCheckout = fs.existsSync(path.join(checkoutTests, 'common'));
  return [benchmarkDir, ...(nodeCheckout ? [checkoutTests] : []), path.join(ACTION_ROOT, 'benchmark'),
    path.join(ACTION_ROOT, 'dist'), ...toolPaths(env)];
}

/**
 * The two binaries as compare.js (or profile.js) starts them: each behind a
 * launcher that runs it in a sandbox of its own, at the same path inside
 * (sandbox.js JAIL), or, without a sandbox, themselves.
 * @param {Confinement} confinement
 * @param {{ oldBinary: string, newBinary: string, benchmarkDir: string, writable?: string[] }} options
 * @returns {{ old: string, new: string }}
 */
export function benchmarkBinaries(confinement, { oldBinary, newBinary, benchmarkDir, writable = [] }) {
  const readable = benchmarkSources(confinement, benchmarkDir);
  const launch = (side, binary) => writeLauncher(confinement.sandbox, { dir: path.join(confinement.scratch, 'launch', side),
    binary, scratch: path.join(confinement.scratch, side), readable, writable });
  return { old: launch('old', oldBinary), new: launch('new', newBinary) };
}

/**
 * The command that starts one of our benchmark drivers (compare.js,
 * profile.js) with this node, and its environment: the allow-listed one,
 * with the run's mark, its own scratch directory as TMPDIR.
 * @param {string[]} args  the driver's path and argv (compareArgs)
 * @param {Confinement} confinement
 * @returns {{ command: string, args: string[], env: Record<string, string> }}
 */
export function driverCommand(args, { mark, pass, env, scratch }) {
  const own = path.join(scratch, 'driver');
  fs.rmSync(own, { recursive: true, force: true });
  fs.mkdirSync(own, { recursive: true, mode: 0o700 });
  return { command: process.execPath, args,
    env: environment(env, { pass, set: mark ? { [RUN_MARK]: mark } : {}, scratch: own }) };
}

/**
 * A confinement with what was not given: no sandbox, no mark, our
 * environment's allowed part, a scratch directory next to the results.
 * @param {Partial<Confinement>} given
 * @param {string} resultsDir
 * @returns {Confinement}
 */
export function withDefaults(given, resultsDir) {
  return { sandbox: { kind: 'none', reason: 'not asked for' }, mark: null, pass: [], env: process.env,
    scratch: path.join(path.dirname(path.resolve(resultsDir)), `.${path.basename(resultsDir)}-tmp`), ...given };
}
