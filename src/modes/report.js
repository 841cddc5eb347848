// mode `report`: the step that alone may write to the pull request. It never
// runs the PR's code: it reads the results directory (artifact.js) as
// untrusted data, one per shard, recomputes the analysis from the raw CSVs
// (merging the shards: their categories are disjoint), and publishes it. A
// shard that failed is named in the comment; the others' results stay. Mode
// `all` ends with this same step, on the results its run step just wrote.

import fs from 'node:fs';
import path from 'node:path';
import render from '../../benchmark/_lib/render.js';
import analysis from '../../benchmark/_lib/analysis.js';
import charts from '../../benchmark/_lib/charts.js';
import { ArtifactError, FILES, findShards, hasResults, mergeCsvFiles, readFailure, readMachineFile, readResults, readShard } from '../artifact.js';
import { decodeRequest } from '../request/request.js';
import { renderMachine, untunedWarning } from '../report/machine.js';
import { mergeBaseWarning } from '../report/compared.js';
import { publish, runParameters, describeMethod } from '../report/publish.js';
import { postStatus } from '../report/sticky.js';

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../request/request.js').Request} Request
 * @typedef {import('../artifact.js').Failure} Failure
 * @typedef {{ name: string | null, dir: string, declared: import('../artifact.js').DeclaredShard | null }} ShardDir
 */

/** mode `report`: the request from the gate's output, checked again. @param {Context} context */
export async function report(context) {
  const request = decodeRequest(context.settings.request ?? '', { maxRuns: context.settings.maxRuns });
  await reportStep(context, request);
}

/**
 * Publishes what the run step(s) left in the results directory, or says
 * why there is nothing to publish; the comment never stays at "queued".
 * @param {Context} context
 * @param {Request} request
 */
export async function reportStep(context, request) {
  try {
    await reportShards(context, request);
  } catch (err) {
    if (!(err instanceof ArtifactError)) throw err;
    // Nothing downloaded, or a forged file.
    await reportFailure(context, request, { step: 'reading the results of the benchmark job', message: err.message,
      logTail: '' });
  }
}

/** The failed status in the comment, and the job failed. @param {Context} context @param {Request} request @param {Failure} failure */
async function reportFailure(context, request, failure) {
  await postStatus(context, request, { state: 'failed', detail: failure });
  context.log.setFailed(`The benchmark failed while ${failure.step}: ${failure.message}`);
}

/** The shards' results, merged and published. @param {Context} context @param {Request} request */
async function reportShards(context, request) {
  const { github, log, settings } = context;
  const resultsDir = path.resolve(settings.resultsDir);
  // download-artifact puts a lone artifact straight into the path: a shard
  // then has no directory name, but its shard.json still says which it is.
  const shards = findShards(resultsDir).map((shard) => {
    const declared = readShard(shard.dir);
    const name = shard.name === null && declared && declared.total > 1 ? `${declared.index}/${declared.total}` : shard.name;
    return { ...shard, name, declared };
  });
  const { samples, failures, sections, notes, failed, shardCount, method, pairing, measured } =
    readShards(shards, request, log);
  if (failed.length > 0 && samples.length === 0) {
    const { shard, failure } = failed[0];
    await reportFailure(context, request,
      { ...failure, step: shardCount > 1 ? `${failure.step} (${shardLabel(shard)})` : failure.step });
    return;
  }
  for (const { shard, failure } of failed) {
    sections.unshift(`**${shardLabel(shard)} failed** while ${render.escapeMarkdown(failure.step)}: ` +
      `${render.escapeMarkdown(failure.message)}; its categories are missing from the table.`);
  }
  const { comparisons, summary } = analysis.analyze(samples, pairing);
  // Next to results.json, for the workflow to upload; the comment names them.
  fs.writeFileSync(path.join(resultsDir, FILES.ratesChart), charts.boxPlot(analysis.groupSamples(samples)));
  fs.writeFileSync(path.join(resultsDir, FILES.improvementChart), charts.improvementPlot(comparisons));
  const published = await publish({ github, log, prNumber: request.prNumber, marker: request.marker,
    headSha: request.headSha, comparisons,
    summary, verdictLine: analysis.verdict(summary), notes: [mergeBaseWarning(request), ...notes].filter(Boolean),
    sections, resultsDir, charts: [FILES.ratesChart, FILES.improvementChart],
    files: { csv: mergeCsvFiles(measured, resultsDir) }, failOnRegression: settings.failOnRegression,
    comment: settings.comment && request.prNumber !== null, runUrl: context.url,
    parameters: runParameters(request, request, { shards: shardCount > 1 ? shardCount : undefined,
      failures: failures.length || undefined }, method) });
  if (published.failed) log.setFailed(published.message ?? 'a regression beyond fail-on-regression');
  else if (failed.length > 0) log.setFailed(`${failed.length} of ${shardCount} shards failed: see the comment`);
}

/** @type {Failure} */
const NO_RESULTS = { step: 'benchmarking',
  message: 'no results arrived (its job failed before writing them, or its artifact is missing)', logTail: '' };

/** @param {{ name: string | null }} shard */
const shardLabel = (shard) => (shard.name === null ? 'the run job' : `shard ${render.escapeMarkdown(shard.name)}`);

/**
 * Each shard's samples, failures and machine record; the shards that failed
 * or never reported, named; how many shards the run had; how the first
 * shard with a run record says it ran (the shards run one request); and the
 * shards' block pairing, joined (null unless every shard has one, of one plan).
 * @param {ShardDir[]} shards
 * @param {Request} request
 * @param {Context['log']} log
 */
function readShards(shards, request, log) {
  const samples = [];
  const failures = [];
  const sections = [];
  /** @type {string[]} */
  const notes = [];
  /** @type {Array<{ shard: { name: string | null }, failure: Failure }>} */
  const failed = [];
  const pairings = [];
  const measured = [];
  let method = null;
  for (const shard of shards) {
    const failure = readFailure(shard.dir);
    if (failure) {
      failed.push({ shard, failure });
      continue;
    }
    if (!hasResults(shard.dir)) {
      // A shard given no categories has nothing to show; any other stopped
      // before it wrote its results (killed, or its job cancelled).
      if (shard.declared?.categories !== 0) failed.push({ shard, failure: NO_RESULTS });
      continue;
    }
    const results = readResults(shard.dir);
    measured.push(shard.dir);
    samples.push(...results.samples);
    failures.push(...results.failures);
    method ??= results.method;
    for (const warning of results.warnings) log.info(`${shardLabel(shard)}: ${warning}`);
    if (results.note) log.info(`${shardLabel(shard)}: ${results.note}`);
    pairings.push(results.pairing);
    const machine = readMachineFile(shard.dir);
    if (machine) {
      const text = renderMachine(machine.record, { ...machine, method: describeMethod(results.method, request) });
      notes.push(untunedWarning(machine, shard.name === null ? '' : `shard ${shard.name}`));
      sections.push(shard.name === null ? text : `**Machine of ${shardLabel(shard)}**\n\n${text}`);
    }
  }
  const missing = missingShards(shards);
  for (const name of missing) failed.push({ shard: { name }, failure: NO_RESULTS });
  return { samples, failures, sections, notes, failed, shardCount: shards.length + missing.length, method,
    pairing: joinPairings(pairings, log), measured };
}

/**
 * One pairing of the shards' (their categories are disjoint), or null for
 * Welch's test on all: a shard without one, or shards of different plans,
 * would otherwise mix two analyses in one verdict.
 * @param {Array<import('../../benchmark/_lib/analysis.js').Pairing | null>} pairings
 * @param {Context['log']} log
 */
function joinPairings(pairings, log) {
  if (pairings.length === 0 || pairings.includes(null)) return null;
  const all = /** @type {import('../../benchmark/_lib/analysis.js').Pairing[]} */ (pairings);
  const plan = JSON.stringify(all[0].plan);
  if (all.some((p) => JSON.stringify(p.plan) !== plan)) {
    log.info('The shards ran different stopping plans: Welch\'s test on the CSV for all of them');
    return null;
  }
  return { plan: all[0].plan, blocks: all.flatMap((p) => p.blocks) };
}

/**
 * The shards a sharded run should have had but whose results are absent,
 * from the `shard.json` ({ index, total }) each run step writes first thing.
 * @param {ShardDir[]} shards
 * @returns {string[]} names such as '1/3'
 */
function missingShards(shards) {
  const declared = shards.flatMap((shard) => (shard.declared ? [shard.declared] : []));
  const total = Math.max(0, ...declared.map((d) => d.total));
  const seen = new Set(declared.map((d) => d.index));
  return Array.from({ length: total }, (_, index) => index).filter((i) => !seen.has(i)).map((i) => `${i}/${total}`);
}
