// `--profile`: after the comparison, the configurations the verdict calls
// changed, each run once more under each binary with V8's CPU profiler
// (benchmark/profile.js), into the results directory:
//
//   <resultsDir>/profiles/index.json          what was profiled, and what failed
//   <resultsDir>/profiles/1.old.cpuprofile    one per configuration and binary
//
// The profiled runs are not samples: they never reach results.csv or the
// ndjson, so the statistics are those of the comparison alone. They run
// the pull request's code, so they run confined exactly as compare.js does
// (confinement.js). Whatever goes wrong here is a warning (profileChanged,
// the run step's part): the comparison's results stand without profiles.
//
// The results directory was writable by the pull request's code, so what
// is read back from it (results/read-records.js) picks targets only: a file
// must be one the request selected, and its run-pass argv goes to that file
// as argv, never to a shell.

import fs from 'node:fs';
import path from 'node:path';
import { spawn as childSpawn } from 'node:child_process';
import analysis from '../../benchmark/_lib/stats/analysis.js';
import { readResults } from '../results/read-results.js';
import { readRunPassArgs } from '../results/read-records.js';
import { startProfiles } from '../results/run-files.js';
import { PROFILE_JS } from '../paths.js';
import { selectedFiles } from './compare.js';
import { benchmarkBinaries, driverCommand, withDefaults } from './confinement.js';
import { eachLine } from './bounded-lines.js';

/**
 * @typedef {{ filename: string, configuration: string, args: string[] }} Target
 * @typedef {import('./confinement.js').Confinement} Confinement
 * @typedef {Pick<import('../action.js').Log, 'info' | 'warning' | 'startGroup' | 'endGroup'>} Log
 */

/**
 * The configurations to profile: those the verdict calls improved or
 * regressed, the largest change first, at most `limit`, each with the argv
 * of the run pass that measured it.
 * @param {{ resultsDir: string, benchmarkDir: string,
 *   request: Pick<import('../request/request.js').Request, 'categories' | 'filters' | 'excludes'>, limit: number }} options
 * @returns {{ targets: Target[], changed: number, missing: string[] }}  changed: how many changed;
 *   missing: those left out for want of their argv (a compare.js without it in the ndjson)
 */
export function changedTargets({ resultsDir, benchmarkDir, request, limit }) {
  const results = readResults(resultsDir);
  const { comparisons } = analysis.analyze(results.samples, results.pairing);
  const changed = comparisons.filter((c) => c.outcome === 'improved' || c.outcome === 'regressed')
    .sort((a, b) => size(b) - size(a));
  const allowed = new Set(selectedFiles(benchmarkDir, request));
  const wanted = changed.filter((c) => allowed.has(c.filename)).slice(0, limit);
  const argv = readRunPassArgs(resultsDir, wanted);
  const targets = [];
  const missing = [];
  for (const [i, c] of wanted.entries()) {
    const args = argv[i];
    if (args) targets.push({ filename: c.filename, configuration: c.configuration, args });
    else missing.push(c.name);
  }
  return { targets, changed: changed.length, missing };
}

/** How far a row moved, either way: |log(new/old)|. @param {import('../../benchmark/_lib/stats/analysis.js').Comparison} c */
function size(c) {
  const ratio = c.ratio ?? 1 + c.improvement / 100;
  return Number.isFinite(ratio) && ratio > 0 ? Math.abs(Math.log(ratio)) : 0;
}

/**
 * Profiles the targets with benchmark/profile.js, confined like compare.js;
 * it writes profiles/index.json (an empty list when there are no targets,
 * so the report can tell "nothing changed" from "not run").
 * @param {{ oldBinary: string, newBinary: string, benchmarkDir: string, resultsDir: string, targets: Target[],
 *   settings: { cpuset: string | null, timeout: number | null }, log: Log, confinement?: Partial<Confinement>,
 *   spawn?: typeof childSpawn, profileJs?: string }} options
 * @returns {Promise<{ exitCode: number | null, dir: string }>}
 */
export async function runProfiles({ oldBinary, newBinary, benchmarkDir, resultsDir, targets, settings, log,
  confinement = {}, spawn = childSpawn, profileJs = PROFILE_JS }) {
  const { dir, targetsFile } = startProfiles(resultsDir, targets);
  const confined = withDefaults(confinement, resultsDir);
  // The profiled node writes its profile here (the only place it may
  // write); profile.js checks it and moves it into the results.
  const work = path.join(confined.scratch, 'profiling');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true, mode: 0o700 });
  const binaries = benchmarkBinaries(confined, { oldBinary, newBinary, benchmarkDir, writable: [work] });
  const args = [profileJs, '--old', binaries.old, '--new', binaries.new, '--benchmark-dir', benchmarkDir,
    '--targets', targetsFile, '--out', dir, '--work-dir', work];
  if (settings.timeout != null) args.push('--timeout', String(settings.timeout));
  if (settings.cpuset) args.push('--set', `CPUSET=${settings.cpuset}`);
  const command = driverCommand(args, confined);
  log.startGroup(`profile.js: ${targets.length} configuration${targets.length === 1 ? '' : 's'}`);
  // The profiled benchmarks' output is the pull request's text: read bounded,
  // and logged through the Log port, which lets no line of it be a workflow
  // command (untrusted-text.js).
  try {
    const exitCode = await new Promise((resolve, reject) => {
      // No shell: each argv element reaches profile.js as given.
      const child = spawn(command.command, command.args, { stdio: ['ignore', 'pipe', 'pipe'], env: command.env });
      eachLine(child.stdout, (line) => log.info(line));
      eachLine(child.stderr, (line) => log.info(line));
      child.on('error', (err) => reject(new Error(`Could not start profile.js with ${command.command}: ${err.message}`)));
      child.on('close', (code) => resolve(code));
    });
    return { exitCode, dir };
  } finally {
    log.endGroup();
  }
}

/**
 * `--profile` after the comparison: the configurations that changed,
 * profiled once more per binary. Never fatal: the comparison stands without
 * profiles, and the report says what is missing.
 * @param {Pick<import('../action.js').Context, 'settings' | 'log'>} context
 * @param {{ oldBinary: string, newBinary: string, benchmarkDir: string,
 *   request: Pick<import('../request/request.js').Request, 'categories' | 'filters' | 'excludes'>, resultsDir: string,
 *   confinement: Confinement, onProfiling: (count: number) => void }} options
 *   onProfiling: told how many configurations are profiled, when there are any
 */
export async function profileChanged({ settings, log }, { oldBinary, newBinary, benchmarkDir, request, resultsDir,
  confinement, onProfiling }) {
  try {
    const { targets, changed, missing } = changedTargets({ resultsDir, benchmarkDir, request,
      limit: settings.profileConfigurations });
    log.info(`Profiling ${targets.length} of the ${changed} configurations that changed` +
      `${changed > targets.length ? ` (profile-configurations: ${settings.profileConfigurations})` : ''}`);
    if (missing.length > 0) log.warning(`No run-pass argv recorded for ${missing.join(', ')}: not profiled`);
    if (targets.length > 0) onProfiling(targets.length);
    const { exitCode } = await runProfiles({ oldBinary, newBinary, benchmarkDir, resultsDir, targets, settings, log,
      confinement });
    if (exitCode !== 0) log.warning(`profile.js ended with exit code ${exitCode}: the profiles may be incomplete`);
  } catch (err) {
    if (!(err instanceof Error)) throw err;
    log.warning(`Profiling failed: ${err.message}; the comparison's results are complete without it`);
  }
}
