// `/benchmark auto` by function: of the categories `auto` chose for changes
// of lib/ alone, run only the configurations that call a changed function.
// benchmark/reach.js maps them (each configuration once under the old
// binary, with V8's coverage) against the diff of lib/ between the two
// compared commits; compare.js --reach then runs those. Into the results:
//
//   <resultsDir>/reach.json   what reach.js --format json wrote (the report reads it)
//
// A category chosen for anything else (a native file, its own benchmark
// files, a file list `auto` cut short) runs whole, as the module graph
// chose it. Whatever goes wrong here is a warning, and the chosen categories
// then run whole: the reach map only ever narrows a run that stands without it.
//
// reach.js runs the benchmark files (the pull request's, unless
// `benchmark-files: base`), so it runs confined exactly as compare.js does:
// its node is the sandbox's launcher of the old binary, and it writes only
// its coverage directory; its output is read bounded, and checked again by
// compare.js (reach-file.js) and by the report.

import fs from 'node:fs';
import path from 'node:path';
import { spawn as childSpawn } from 'node:child_process';
import { REACH_JS } from '../paths.js';
import { comparedCommits } from '../request/request.js';
import reachFile from '../../benchmark/_lib/reach/reach-file.js';
import builtins from '../../benchmark/_lib/reach/builtins.js';
import { benchmarkBinaries, driverCommand, withDefaults } from './confinement.js';
import { eachLine } from './bounded-lines.js';
import { FILES } from '../results/files.js';

const { REACH_LIMITS, readReachFile } = reachFile;
const { builtinId } = builtins;

export const REACH_FILE = FILES.reach;

/**
 * The categories whose choice the reach map may narrow: each chosen by
 * `auto` for changed lib/ JavaScript files only, with its file list whole.
 * @param {import('../request/auto.js').AutoSummary | null} auto
 * @returns {string[]}
 */
export function reachableCategories(auto) {
  if (!auto || auto.truncated) return [];
  return auto.chosen.filter((group) => group.more === 0 && group.files.length > 0 &&
    group.files.every((file) => builtinId(file) !== null)).map((group) => group.category);
}

/**
 * Whether a reach map leaves nothing to run: it selects no configuration,
 * and it covers every category of the run (none runs whole).
 * @param {{ selected: number, categories: string[] }} reach  what reachStep returned
 * @param {readonly string[]} categories  the run's
 */
export function reachRunsNothing(reach, categories) {
  return reach.selected === 0 && categories.every((c) => reach.categories.includes(c));
}

/**
 * reach.js over the reachable categories, into <resultsDir>/reach.json.
 * @param {Pick<import('../action.js').Context, 'settings' | 'log'>} context
 * @param {{ oldBinary: string, benchmarkDir: string, request: import('../request/request.js').Request,
 *   resultsDir: string, confinement: import('./confinement.js').Confinement,
 *   git: { diffText(from: string, to: string, pathspec: string): Promise<string> },
 *   cache?: { dir: string, sha256: string } | null, write?: (text: string) => void, spawn?: typeof childSpawn,
 *   reachJs?: string }} options  write: puts the map into the results (run-files.js writeReach, recorded for the upload)
 *   cache: where maps are kept between runs, and the old binary's SHA-256 (its key: reach.js runs a launcher)
 * @returns {Promise<{ file: string, selected: number, categories: string[] } | null>}  the reach file, the
 *   configurations it selects and the categories it covers; null: the categories run whole
 */
export async function reachStep({ settings, log }, { oldBinary, benchmarkDir, request, resultsDir, confinement, git,
  cache = null, write = (text) => fs.writeFileSync(path.join(resultsDir, REACH_FILE), text), spawn = childSpawn,
  reachJs = REACH_JS }) {
  const categories = reachableCategories(request.auto).filter((c) => request.categories.includes(c));
  const commits = comparedCommits(request);
  if (categories.length === 0 || commits === null) return null;
  const confined = withDefaults(confinement, resultsDir);
  const work = path.join(confined.scratch, 'reach');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true, mode: 0o700 });
  log.startGroup(`reach.js: which configurations of ${categories.join(', ')} call the changed functions`);
  try {
    const diffFile = path.join(work, 'lib.diff');
    fs.writeFileSync(diffFile, await git.diffText(commits.old.sha, commits.new.sha, 'lib'));
    const coverage = path.join(work, 'coverage');
    fs.mkdirSync(coverage, { mode: 0o700 });
    const binaries = benchmarkBinaries(confined, { oldBinary, newBinary: oldBinary, benchmarkDir, writable: [coverage] });
    const args = [reachJs, '--node', binaries.old, '--diff', diffFile, '--format', 'json', '--benchmark-dir', benchmarkDir,
      '--work-dir', coverage];
    if (settings.timeout != null) args.push('--timeout', String(settings.timeout));
    if (cache !== null) args.push('--cache', cache.dir, '--node-sha256', cache.sha256);
    for (const filter of request.filters) args.push('--filter', filter);
    for (const exclude of request.excludes) args.push('--exclude', exclude);
    for (const { key, value } of request.sets) args.push('--set', `${key}=${value}`);
    args.push('--', ...categories);
    const command = driverCommand(args, confined);
    const { code, stdout } = await new Promise((resolve, reject) => {
      // No shell; stdout is the map (bounded), stderr the benchmarks' and reach.js's words, logged as text.
      const child = spawn(command.command, command.args, { stdio: ['ignore', 'pipe', 'pipe'], env: command.env });
      const chunks = [];
      let size = 0;
      child.stdout.on('data', (chunk) => {
        size += chunk.length;
        if (size <= REACH_LIMITS.bytes) chunks.push(chunk);
      });
      eachLine(child.stderr, (line) => log.info(line));
      child.on('error', (err) => reject(new Error(`Could not start reach.js with ${command.command}: ${err.message}`)));
      child.on('close', (exit) => resolve({ code: exit, stdout: size <= REACH_LIMITS.bytes ? Buffer.concat(chunks).toString('utf8') : null }));
    });
    if (code !== 0 || stdout === null) throw new Error(`reach.js ended with exit code ${code}${stdout === null ? ' and more output than it may write' : ''}`);
    const read = readReachFile(stdout);
    const file = path.join(resultsDir, REACH_FILE);
    write(stdout);
    log.info(`reach.js: ${read.keys.size} configurations of ${categories.join(', ')} call a changed function` +
      `${read.unreachable ? `; ${read.unreachable} changed function${read.unreachable === 1 ? '' : 's'} no benchmark calls` : ''}`);
    return { file, selected: read.keys.size, categories: read.categories };
  } catch (err) {
    if (!(err instanceof Error)) throw err;
    log.warning(`The reach map failed (${err.message}): ${categories.join(', ')} run whole, as the module graph chose them`);
    return null;
  } finally {
    log.endGroup();
  }
}
