// The Action's pipeline in `mode: all`: one job does everything, for
// private repositories and trusted contributors (the README says so). The
// secure three-job split (gate, run, report) uses the same steps.
//
//   settings -> trigger -> authorize -> pin -> acknowledge -> prepare the
//   machine -> build -> compare -> publish
//
// Each step is its own module; this file only joins them and decides what
// a failure means for the PR comment and the job.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@actions/core';
import cli from '../benchmark/_cli.js';
import render from '../benchmark/_render.js';
import { readSettings } from './settings.js';
import { createGitHub } from './github.js';
import { decide } from './trigger.js';
import { authorize } from './authorize.js';
import { pinPullRequest, PinError } from './pin.js';
import { markerFor, renderStatus, acknowledge } from './status.js';
import { readMachine, setGovernors, checkCpuset, renderMachine } from './machine.js';
import { buildBinaries, BuildError } from './build.js';
import { runComparison } from './compare-step.js';
import { publish } from './publish.js';
import { acquireMachineLock } from './lock.js';
import { encodeRequest, decodeRequest, readResults, shardCategories, findShards } from './handoff.js';
import analysis from '../benchmark/_analysis.js';

const BUNDLED_BENCHMARKS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'benchmark');
const BOT = 'github-actions[bot]';

/** The benchmark directory: the input, else the checkout's, else ours. */
function benchmarkDirectory(settings) {
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
function obtainBinaries(settings, env, pinned, log) {
  const { baseSha, headSha } = pinned;
  if (settings.oldBinary) {
    return { oldBinary: path.resolve(settings.oldBinary), newBinary: path.resolve(settings.newBinary), versions: {} };
  }
  return buildBinaries({ repositoryPath: settings.repositoryPath, workDir: workDirectory(env), baseSha, headSha,
    buildCommand: settings.buildCommand, binaryPath: settings.binaryPath, log });
}

function runUrl(env) {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = env;
  return server && repo && id ? `${server}/${repo}/actions/runs/${id}` : undefined;
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, log?: typeof core, machineRoot?: string }} [effects]
 */
export async function main({ env = process.env, log = core, machineRoot = '/' } = {}) {
  const settings = readSettings();
  // The run job of the secure workflow has no token and no API access.
  if (settings.mode === 'run') return runJob(settings, env, log, machineRoot);
  log.setSecret(settings.token);
  const [owner, repo] = String(env.GITHUB_REPOSITORY ?? '').split('/');
  const github = createGitHub({ token: settings.token, owner, repo, log });
  if (settings.mode === 'report') return reportJob({ github, log, settings, env, url: runUrl(env) });
  const payload = JSON.parse(fs.readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
  const benchmarkDir = benchmarkDirectory(settings);
  const categories = cli.listCategories(benchmarkDir).map((c) => c.name);
  const decision = decide({ eventName: env.GITHUB_EVENT_NAME ?? '', payload, settings, categories });
  log.info(`Trigger: ${decision.action}${decision.action === 'ignore' ? ` (${decision.reason})` : ''}`);
  if (decision.action === 'ignore') return;

  const context = { github, log, settings, env, url: runUrl(env) };
  if (decision.action === 'help' || decision.action === 'refuse') {
    const request = { prNumber: decision.prNumber, categories: [] };
    const state = decision.action === 'help' ? 'help' : 'refused';
    const detail = decision.action === 'help' ? { usage: decision.reply } : { problems: [decision.reply] };
    await reply(context, decision, request, state, detail);
    return;
  }
  if (decision.action !== 'run') return;
  if (decision.commenter !== null) {
    const verdict = await authorize({ github, username: decision.commenter, userType: decision.commenterType,
      minPermission: settings.minPermission });
    log.info(`Authorization: ${verdict.reason}`);
    if (!verdict.allowed) {
      await reply(context, decision, { prNumber: decision.prNumber, categories: decision.options.categories },
                  'refused', { problems: [verdict.reason] });
      return;
    }
  }
  await runPipeline(context, decision, benchmarkDir, machineRoot);
}

/** Answers a comment without running anything; commenting may be impossible (fork PRs). */
async function reply({ github, log, url }, decision, request, state, detail) {
  const marker = markerFor(decision.prNumber, request.categories.length ? request.categories : ['help']);
  await acknowledge({ github, commentId: decision.commentId, prNumber: decision.prNumber, marker,
    body: renderStatus({ state, request: { ...request, marker }, runUrl: url, detail }), author: BOT, log });
}

async function runPipeline(context, decision, benchmarkDir, machineRoot) {
  const { github, log, settings, url } = context;
  const options = decision.options;
  const marker = decision.prNumber ? markerFor(decision.prNumber, options.categories) : null;
  let pinned = { baseSha: null, headSha: null };
  if (decision.prNumber === null && !settings.oldBinary) {
    throw new Error("A run without a pull request needs the 'old-binary' and 'new-binary' inputs");
  }
  if (decision.prNumber !== null) try {
    pinned = await pinPullRequest({ github, prNumber: decision.prNumber, commentCreatedAt: decision.commentCreatedAt,
      requestedSha: options.sha, commentId: decision.commentId });
  } catch (err) {
    if (!(err instanceof PinError)) throw err;
    await reply(context, decision, { prNumber: decision.prNumber, categories: options.categories }, 'refused',
                { problems: [err.message] });
    return;
  }
  const request = { ...options, prNumber: decision.prNumber, marker, baseSha: pinned.baseSha, headSha: pinned.headSha };
  // The reaction once, with the first state; later states only edit the comment.
  let reactTo = decision.commentId;
  const status = (state, detail) => {
    const commentId = reactTo;
    reactTo = null;
    return acknowledge({ github, commentId, prNumber: decision.prNumber, marker,
      body: renderStatus({ state, request, runUrl: url, detail }), author: BOT, log });
  };
  await status('queued');
  if (settings.mode === 'gate') {
    log.setOutput('request', encodeRequest({ prNumber: decision.prNumber, commentId: decision.commentId,
      baseSha: pinned.baseSha, headSha: pinned.headSha, categories: options.categories, filters: options.filters,
      excludes: options.excludes, runs: options.runs, sets: options.sets, marker }));
    return;
  }

  // Queued until the machine is free: one benchmark at a time.
  const release = await acquireMachineLock({ log, what: `pull request ${decision.prNumber} (${options.categories.join(' ')})` });
  try {
    const machine = prepareMachine(settings, machineRoot, log);
    const resultsDir = path.resolve(settings.resultsDir);
    let binaries;
    try {
      await status('building');
      binaries = await obtainBinaries(settings, context.env, pinned, log);
    } catch (err) {
      if (!(err instanceof BuildError)) throw err;
      await status('failed', { step: `building the ${err.side} commit`, message: err.message, logTail: err.logTail });
      log.setFailed(err.message);
      return;
    }
    await status('running', { done: 0, total: 0 });
    // Progress updates go one after another, and all of them before the
    // final comment: a late one would overwrite the results.
    let updates = Promise.resolve();
    let finished = false;
    const onProgress = (progress) => {
      if (finished) return;
      updates = updates.then(() => status('running', progress)).catch((err) => log.warning(err.message));
    };
    const result = await runComparison({ ...binaries, benchmarkDir, request: options, settings, resultsDir, log,
      onProgress }).finally(() => { finished = true; });
    await updates;
    const sections = [renderMachine(machine.record, { cpuset: settings.cpuset, versions: binaries.versions,
      tuning: machine.tuning }, render.escapeMarkdown)];
    const published = await publish({ github, core: log, prNumber: decision.prNumber, marker, comparisons: result.comparisons,
      summary: result.summary, verdictLine: result.verdictLine, sections, resultsDir, files: { csv: result.csvPath },
      failOnRegression: settings.failOnRegression, comment: settings.comment && decision.prNumber !== null, author: BOT,
      parameters: { categories: options.categories.join(' '), runs: options.runs, filter: options.filters.join(', '),
        exclude: options.excludes.join(', '), base: pinned.baseSha, head: pinned.headSha,
        failures: result.failures.length || undefined } });
    if (published.failed) log.setFailed(published.message);
  } finally {
    release();
  }
}

/** The governor and the record; what cannot be done here is said, and fails only if required. */
function prepareMachine(settings, root, log) {
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

/**
 * mode `run` (self-hosted, no token, no secrets): the pinned request in,
 * the results out, into results-dir for the workflow to upload. A build
 * failure is written there too, for the report job to post. With `shard`,
 * only this shard's categories run.
 */
async function runJob(settings, env, log, machineRoot) {
  const pinned = decodeRequest(settings.request ?? '', { maxRuns: settings.maxRuns });
  const request = { ...pinned, categories: shardCategories(pinned.categories, settings.shard) };
  const resultsDir = path.resolve(settings.resultsDir);
  fs.mkdirSync(resultsDir, { recursive: true });
  if (settings.shard) {
    fs.writeFileSync(path.join(resultsDir, 'shard.json'), JSON.stringify({ ...settings.shard, categories: request.categories }));
    if (request.categories.length === 0) {
      log.info(`Shard ${settings.shard.index}/${settings.shard.total} has no categories: ` +
        `${pinned.categories.length} categories over ${settings.shard.total} shards.`);
      return;
    }
    log.info(`Shard ${settings.shard.index}/${settings.shard.total}: ${request.categories.join(' ')}`);
  }
  const release = await acquireMachineLock({ log, what: `pull request ${request.prNumber} (${request.categories.join(' ')})` });
  try {
    const machine = prepareMachine(settings, machineRoot, log);
    let binaries;
    try {
      binaries = await obtainBinaries(settings, env, request, log);
    } catch (err) {
      if (!(err instanceof BuildError)) throw err;
      fs.writeFileSync(path.join(resultsDir, 'failure.json'), JSON.stringify({
        step: `building the ${err.side} commit`, message: err.message, logTail: err.logTail }));
      log.setFailed(err.message);
      return;
    }
    fs.writeFileSync(path.join(resultsDir, 'machine.json'), JSON.stringify({
      record: machine.record, versions: binaries.versions, tuning: machine.tuning, cpuset: settings.cpuset }));
    const result = await runComparison({ ...binaries, benchmarkDir: benchmarkDirectory(settings), request, settings,
      resultsDir, log });
    log.info(result.verdictLine);
  } finally {
    release();
  }
}

/** Text from the run job's machine: kept only as short strings, escaped where shown. */
function untrustedText(value, max = 200) {
  return typeof value === 'string' ? value.slice(0, max) : null;
}

/** A shard's failure.json, reduced to bounded strings; null when there is none. */
function readFailureFile(dir) {
  const file = path.join(dir, 'failure.json');
  if (!fs.existsSync(file) || !fs.lstatSync(file).isFile() || fs.statSync(file).size >= 100_000) return null;
  let failure;
  try {
    failure = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    failure = {};
  }
  return { step: untrustedText(failure.step) ?? 'the run job', message: untrustedText(failure.message, 1000) ?? '',
    logTail: untrustedText(failure.logTail, 10_000) ?? '' };
}

/**
 * mode `report` (GitHub-hosted, the only job allowed to comment): reads the
 * run jobs' artifacts as untrusted data, recomputes the analysis from the raw
 * CSVs (merging the shards: their categories are disjoint), and publishes it.
 * A shard that failed is named in the comment; the others' results stay.
 */
async function reportJob(context) {
  const { github, log, settings, url } = context;
  const request = decodeRequest(settings.request ?? '', { maxRuns: settings.maxRuns });
  const shards = findShards(path.resolve(settings.resultsDir));
  const label = (shard) => (shard.name === null ? 'the run job' : `shard ${render.escapeMarkdown(shard.name)}`);
  const samples = [];
  const failures = [];
  const sections = [];
  const failed = [];
  for (const shard of shards) {
    const failure = readFailureFile(shard.dir);
    if (failure) {
      failed.push({ shard, failure });
      continue;
    }
    if (!fs.existsSync(path.join(shard.dir, 'results.csv'))) continue;   // a shard with no categories
    const results = readResults(shard.dir);
    samples.push(...results.samples);
    failures.push(...results.failures);
    const machine = readMachineFile(path.join(shard.dir, 'machine.json'));
    if (machine) sections.push(shard.name === null ? machine : `**Machine of ${label(shard)}**\n\n${machine}`);
  }
  for (const missing of missingShards(shards)) {
    failed.push({ shard: { name: missing, dir: '' }, failure: { step: 'benchmarking',
      message: 'no results arrived (its job failed before writing them, or its artifact is missing)', logTail: '' } });
  }
  if (failed.length > 0 && samples.length === 0) {
    const { shard, failure } = failed[0];
    const detail = { ...failure, step: shards.length > 1 ? `${failure.step} (${label(shard)})` : failure.step };
    await acknowledge({ github, commentId: null, prNumber: request.prNumber, marker: request.marker,
      body: renderStatus({ state: 'failed', request, runUrl: url, detail }), author: BOT, log });
    log.setFailed(`The run job failed while ${detail.step}: ${detail.message}`);
    return;
  }
  for (const { shard, failure } of failed) {
    sections.unshift(`**${label(shard)} failed** while ${render.escapeMarkdown(failure.step)}: ` +
      `${render.escapeMarkdown(failure.message)}; its categories are missing from the table.`);
  }
  const { comparisons, summary } = analysis.analyze(samples);
  const csvFile = mergeCsvFiles(shards.map((s) => path.join(s.dir, 'results.csv')).filter((f) => fs.existsSync(f)),
    path.join(settings.resultsDir, 'results-merged.csv'));
  const published = await publish({ github, core: log, prNumber: request.prNumber, marker: request.marker, comparisons,
    summary, verdictLine: analysis.verdict(summary), sections, resultsDir: path.resolve(settings.resultsDir),
    files: { csv: csvFile }, failOnRegression: settings.failOnRegression,
    comment: settings.comment && request.prNumber !== null, author: BOT,
    parameters: { categories: request.categories.join(' '), runs: request.runs, filter: request.filters.join(', '),
      exclude: request.excludes.join(', '), base: request.baseSha, head: request.headSha,
      shards: shards.length > 1 ? shards.length : undefined, failures: failures.length || undefined } });
  if (published.failed) log.setFailed(published.message);
  else if (failed.length > 0) log.setFailed(`${failed.length} of ${shards.length} shards failed: see the comment`);
}

/**
 * The shards a sharded run should have had but whose results are absent:
 * each run job writes `shard.json` ({ index, total }) first thing.
 * @returns {string[]} names such as '1/3'
 */
function missingShards(shards) {
  const declared = [];
  for (const shard of shards) {
    const file = path.join(shard.dir, 'shard.json');
    try {
      if (!fs.lstatSync(file).isFile() || fs.statSync(file).size > 10_000) continue;
      const { index, total } = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(index) && Number.isInteger(total) && index >= 0 && index < total && total <= 64) {
        declared.push({ index, total });
      }
    } catch {
      // no shard.json: not a sharded run job
    }
  }
  const total = Math.max(0, ...declared.map((d) => d.total));
  const seen = new Set(declared.map((d) => d.index));
  return Array.from({ length: total }, (_, index) => index).filter((i) => !seen.has(i)).map((i) => `${i}/${total}`);
}

/** One CSV for the `csv` output: the only shard's file, or the shards' rows under one header. */
function mergeCsvFiles(files, merged) {
  if (files.length <= 1) return files[0];
  const [first, ...rest] = files.map((f) => fs.readFileSync(f, 'utf8').replace(/\n$/, '').split('\n'));
  fs.writeFileSync(merged, [...first, ...rest.flatMap((lines) => lines.slice(1))].join('\n') + '\n');
  return path.resolve(merged);
}

/** The run job's machine record, reduced to strings and rendered escaped; null when absent or malformed. */
function readMachineFile(file) {
  try {
    if (!fs.lstatSync(file).isFile() || fs.statSync(file).size > 100_000) return null;
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    const r = data.record ?? {};
    const strings = (o) => Object.fromEntries(Object.entries(o && typeof o === 'object' ? o : {})
      .slice(0, 512).map(([k, v]) => [String(k).slice(0, 40), untrustedText(v)]));
    const record = { cpuModel: untrustedText(r.cpuModel), cpus: Array.isArray(r.cpus) ? r.cpus.filter(Number.isInteger).slice(0, 1024) : [],
      governors: strings(r.governors), governorNote: untrustedText(r.governorNote), turbo: untrustedText(r.turbo),
      smt: untrustedText(r.smt), isolated: untrustedText(r.isolated), nohzFull: untrustedText(r.nohzFull),
      aslr: untrustedText(r.aslr), thp: untrustedText(r.thp), kernel: untrustedText(r.kernel),
      loadAverage: Array.isArray(r.loadAverage) ? r.loadAverage.filter(Number.isFinite).slice(0, 3) : null };
    return renderMachine(record, { cpuset: untrustedText(data.cpuset), versions: strings(data.versions),
      tuning: Array.isArray(data.tuning) ? data.tuning.map((t) => untrustedText(t)).filter(Boolean).slice(0, 64) : [] },
    render.escapeMarkdown);
  } catch {
    return null;
  }
}
