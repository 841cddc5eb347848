// The Action's pipeline in `mode: all`: one job does everything, for
// private repositories and trusted contributors (SECURITY.md and docs/action.md say so). The
// secure three-job split (gate, run, report) uses the same steps.
//
//   settings -> trigger -> authorize -> pin -> acknowledge -> prepare the
//   machine -> build -> compare -> publish
//
// Each step is its own module; this file only joins them and decides what
// a failure means for the PR comment and the job.

import fs from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import cli from '../../benchmark/_cli.js';
import render from '../../benchmark/_render.js';
import { readSettings } from '../settings.js';
import { createGitHub } from '../github/client.js';
import { decide } from '../request/trigger.js';
import { authorize } from '../github/authorize.js';
import { pinPullRequest, PinError } from '../github/pin.js';
import { BOT, markerFor, renderStatus, acknowledge } from '../report/status.js';
import { renderMachine } from '../machine/sysfs.js';
import { BuildError } from '../machine/build.js';
import { runComparison } from '../machine/compare.js';
import { publish, runParameters, describeMethod } from '../report/publish.js';
import { acquireMachineLock } from '../machine/lock.js';
import { encodeRequest } from '../artifact.js';
import { benchmarkDirectory, obtainBinaries, prepareMachine } from '../machine/prepare.js';
import { runJob } from './run.js';
import { reportJob } from './report.js';

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
  const { log, settings } = context;
  const options = decision.options;
  if (decision.prNumber === null && !settings.oldBinary) {
    throw new Error("A run without a pull request needs the 'old-binary' and 'new-binary' inputs");
  }
  const pinned = await pin(context, decision);
  if (pinned === null) return;
  const status = statusUpdates(context, decision, pinned);
  await status('queued');
  if (settings.mode === 'gate') {
    log.setOutput('request', encodeRequest({ prNumber: decision.prNumber, commentId: decision.commentId,
      baseSha: pinned.baseSha, headSha: pinned.headSha, categories: options.categories, filters: options.filters,
      excludes: options.excludes, runs: options.runs, accuracy: options.accuracy, maxRuns: options.maxRuns,
      sets: options.sets, marker: markerOf(decision) }));
    return;
  }
  // Queued until the machine is free: one benchmark at a time.
  const release = await acquireMachineLock({ log, what: `pull request ${decision.prNumber} (${options.categories.join(' ')})` });
  try {
    await benchmark(context, decision, pinned, status, { benchmarkDir, machineRoot });
  } finally {
    release();
  }
}

function markerOf(decision) {
  return decision.prNumber ? markerFor(decision.prNumber, decision.options.categories) : null;
}

/** The PR's base and head, fixed from here on; null when refused (and answered). */
async function pin(context, decision) {
  if (decision.prNumber === null) return { baseSha: null, headSha: null };
  try {
    return await pinPullRequest({ github: context.github, prNumber: decision.prNumber,
      commentCreatedAt: decision.commentCreatedAt, requestedSha: decision.options.sha, commentId: decision.commentId });
  } catch (err) {
    if (!(err instanceof PinError)) throw err;
    await reply(context, decision, { prNumber: decision.prNumber, categories: decision.options.categories }, 'refused',
                { problems: [err.message] });
    return null;
  }
}

/** `status(state, detail)`: the sticky comment's next state; the reaction goes with the first. */
function statusUpdates({ github, log, url }, decision, pinned) {
  const marker = markerOf(decision);
  const request = { ...decision.options, prNumber: decision.prNumber, marker, baseSha: pinned.baseSha,
    headSha: pinned.headSha };
  let reactTo = decision.commentId;
  return (state, detail) => {
    const commentId = reactTo;
    reactTo = null;
    return acknowledge({ github, commentId, prNumber: decision.prNumber, marker,
      body: renderStatus({ state, request, runUrl: url, detail }), author: BOT, log });
  };
}

/** Prepare the machine, build, compare, publish: the part that needs the machine to itself. */
async function benchmark(context, decision, pinned, status, { benchmarkDir, machineRoot }) {
  const { github, log, settings } = context;
  const options = decision.options;
  const machine = prepareMachine(settings, machineRoot, log);
  const resultsDir = path.resolve(settings.resultsDir);
  let binaries;
  try {
    await status('building');
    binaries = await obtainBinaries(settings, context.env, pinned, log);
  } catch (err) {
    if (!(err instanceof BuildError)) throw err;
    await status('failed', err.failure);
    log.setFailed(err.message);
    return;
  }
  const result = await compareWithProgress({ binaries, benchmarkDir, options, settings, resultsDir, log, status });
  const sections = [renderMachine(machine.record, { cpuset: settings.cpuset, versions: binaries.versions,
    tuning: machine.tuning, method: describeMethod(result.method, options) }, render.escapeMarkdown)];
  const published = await publish({ github, core: log, prNumber: decision.prNumber, marker: markerOf(decision),
    comparisons: result.comparisons, summary: result.summary, verdictLine: result.verdictLine, sections, resultsDir,
    files: { csv: result.csvPath }, failOnRegression: settings.failOnRegression,
    comment: settings.comment && decision.prNumber !== null, author: BOT,
    parameters: runParameters(options, pinned, { failures: result.failures.length || undefined }, result.method) });
  if (published.failed) log.setFailed(published.message);
}

/** The comparison, with "Running: 40 of 120 blocks, about 3 min left" in the comment as it goes. */
async function compareWithProgress({ binaries, benchmarkDir, options, settings, resultsDir, log, status }) {
  await status('running', null);
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
  return result;
}
