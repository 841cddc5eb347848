// What the one-job pipeline and the run job of the three-job split both do
// before comparing: find the benchmark directory, tune and record the
// machine, and obtain node-main and node-pr (prebuilt, or built from the
// pinned commits).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMachine, setGovernors, checkCpuset } from './sysfs.js';
import { buildBinaries } from './build.js';
import { BUNDLED_BENCHMARKS } from '../paths.js';


/** The benchmark directory: the input, else the checkout's, else ours. */
export function benchmarkDirectory(settings) {
  if (settings.benchmarkDir) return path.resolve(settings.benchmarkDir);
  const checkout = path.resolve(settings.repositoryPath, 'benchmark');
  return fs.existsSync(path.join(checkout, 'common.js')) ? checkout : BUNDLED_BENCHMARKS;
}

/**
 * Worktrees, builds and ccache live across jobs on a self-hosted runner, so
 * a PR's build reuses the previous one instead of starting cold.
 */
function workDirectory(env) {
  const base = env.RUNNER_TOOL_CACHE || path.join(os.homedir(), '.cache');
  return path.join(base, 'node-benchmark-action', String(env.GITHUB_REPOSITORY ?? 'local').replace(/\//g, '-'));
}

/**
 * node-main and node-pr: the prebuilt binaries when the workflow gives them,
 * else built from the pinned base and head commits.
 */
export function obtainBinaries(settings, env, pinned, log) {
  const { baseSha, headSha } = pinned;
  if (settings.oldBinary) {
    return { oldBinary: path.resolve(settings.oldBinary), newBinary: path.resolve(settings.newBinary), versions: {} };
  }
  return buildBinaries({ repositoryPath: settings.repositoryPath, workDir: workDirectory(env), baseSha, headSha,
    buildCommand: settings.buildCommand, binaryPath: settings.binaryPath, log });
}

/** The governor and the record; what cannot be done here is said, and fails only if required. */
export function prepareMachine(settings, root, log) {
  const record = readMachine({ root });
  const problems = [];
  if (settings.cpuset) {
    const problem = checkCpuset(settings.cpuset, record.cpus);
    if (problem) throw new Error(problem);
  }
  let tuning = ['governor left as it is (governor: keep)'];
  if (settings.governor === 'performance') {
    const result = setGovernors({ root });
    log.saveState('governors', JSON.stringify(result.saved));
    log.saveState('machine-root', root);
    tuning = [...result.changed, ...result.problems];
    problems.push(...result.problems);
  }
  if (problems.length > 0 && settings.requireTuned) {
    throw new Error(`The machine could not be tuned and 'require-tuned' is set:\n${problems.join('\n')}`);
  }
  for (const problem of problems) log.warning(`Machine: ${problem}`);
  return { record: readMachine({ root }), tuning };
}
