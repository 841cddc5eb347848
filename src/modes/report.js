// mode `report`: the job of the secure workflow that alone may write to the
// pull request. It never runs the PR's code, and reads what the run jobs
// uploaded as untrusted data.

import fs from 'node:fs';
import path from 'node:path';
import render from '../../benchmark/_render.js';
import analysis from '../../benchmark/_analysis.js';
import { renderMachine } from '../machine/sysfs.js';
import { BOT, renderStatus, acknowledge } from '../report/status.js';
import { publish, runParameters, describeMethod } from '../report/publish.js';
import { decodeRequest, readResults, findShards, HandoffError } from '../artifact.js';

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
export async function reportJob(context) {
  const { github, log, settings, url } = context;
  const request = decodeRequest(settings.request ?? '', { maxRuns: settings.maxRuns });
  try {
    await reportShards(context, request);
  } catch (err) {
    if (!(err instanceof HandoffError)) throw err;
    // No results to show (nothing downloaded, or a forged file): the comment
    // must not stay at "queued".
    await acknowledge({ github, commentId: null, prNumber: request.prNumber, marker: request.marker, author: BOT, log,
      body: renderStatus({ state: 'failed', request, runUrl: url,
        detail: { step: 'reading the results of the benchmark job', message: err.message, logTail: '' } }) });
    log.setFailed(err.message);
  }
}

/** The shards' results, merged and published. */
async function reportShards(context, request) {
  const { github, log, settings, url } = context;
  // download-artifact puts a lone artifact straight into the path: a shard
  // then has no directory name, but its shard.json still says which it is.
  const shards = findShards(path.resolve(settings.resultsDir)).map((shard) => {
    const declared = readShardFile(shard.dir);
    const name = shard.name === null && declared && declared.total > 1 ? `${declared.index}/${declared.total}` : shard.name;
    return { ...shard, name, declared };
  });
  const { samples, failures, sections, failed, shardCount, method, pairing } = readShards(shards, request, log);
  if (failed.length > 0 && samples.length === 0) {
    const { shard, failure } = failed[0];
    const detail = { ...failure, step: shardCount > 1 ? `${failure.step} (${shardLabel(shard)})` : failure.step };
    await acknowledge({ github, commentId: null, prNumber: request.prNumber, marker: request.marker,
      body: renderStatus({ state: 'failed', request, runUrl: url, detail }), author: BOT, log });
    log.setFailed(`The run job failed while ${detail.step}: ${detail.message}`);
    return;
  }
  for (const { shard, failure } of failed) {
    sections.unshift(`**${shardLabel(shard)} failed** while ${render.escapeMarkdown(failure.step)}: ` +
      `${render.escapeMarkdown(failure.message)}; its categories are missing from the table.`);
  }
  const { comparisons, summary } = analysis.analyze(samples, pairing);
  const csvFile = mergeCsvFiles(shards.map((s) => path.join(s.dir, 'results.csv')).filter((f) => fs.existsSync(f)),
    path.join(settings.resultsDir, 'results-merged.csv'));
  const published = await publish({ github, core: log, prNumber: request.prNumber, marker: request.marker, comparisons,
    summary, verdictLine: analysis.verdict(summary), sections, resultsDir: path.resolve(settings.resultsDir),
    files: { csv: csvFile }, failOnRegression: settings.failOnRegression,
    comment: settings.comment && request.prNumber !== null, author: BOT,
    parameters: runParameters(request, request, { shards: shardCount > 1 ? shardCount : undefined,
      failures: failures.length || undefined }, method) });
  if (published.failed) log.setFailed(published.message);
  else if (failed.length > 0) log.setFailed(`${failed.length} of ${shardCount} shards failed: see the comment`);
}

const shardLabel = (shard) => (shard.name === null ? 'the run job' : `shard ${render.escapeMarkdown(shard.name)}`);

/**
 * Each shard's samples, failures and machine record; the shards that failed
 * or never reported, named; how many shards the run had; how the first
 * shard with a run record says it ran (the shards run one request); and the
 * shards' block pairing, joined (null unless every shard has one, of one plan).
 */
function readShards(shards, request, log) {
  const samples = [];
  const failures = [];
  const sections = [];
  const failed = [];
  const pairings = [];
  let method = null;
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
    method ??= results.method;
    for (const warning of results.warnings) log.info(`${shardLabel(shard)}: ${warning}`);
    if (results.note) log.info(`${shardLabel(shard)}: ${results.note}`);
    pairings.push(results.pairing);
    const machine = readMachineFile(path.join(shard.dir, 'machine.json'), describeMethod(results.method, request));
    if (machine) sections.push(shard.name === null ? machine : `**Machine of ${shardLabel(shard)}**\n\n${machine}`);
  }
  const missing = missingShards(shards);
  for (const name of missing) {
    failed.push({ shard: { name, dir: '' }, failure: { step: 'benchmarking',
      message: 'no results arrived (its job failed before writing them, or its artifact is missing)', logTail: '' } });
  }
  return { samples, failures, sections, failed, shardCount: shards.length + missing.length, method,
    pairing: joinPairings(pairings, log) };
}

/**
 * One pairing of the shards' (their categories are disjoint), or null for
 * Welch's test on all: a shard without one, or shards of different plans,
 * would otherwise mix two analyses in one verdict.
 * @param {Array<import('../../benchmark/_analysis.js').Pairing | null>} pairings
 */
function joinPairings(pairings, log) {
  if (pairings.length === 0 || pairings.includes(null)) return null;
  const plan = JSON.stringify(pairings[0].plan);
  if (pairings.some((p) => JSON.stringify(p.plan) !== plan)) {
    log.info('The shards ran different stopping plans: Welch\'s test on the CSV for all of them');
    return null;
  }
  return { plan: pairings[0].plan, blocks: pairings.flatMap((p) => p.blocks) };
}

/**
 * The shards a sharded run should have had but whose results are absent,
 * from the `shard.json` ({ index, total }) each run job writes first thing.
 * @returns {string[]} names such as '1/3'
 */
function missingShards(shards) {
  const declared = shards.map((shard) => shard.declared).filter(Boolean);
  const total = Math.max(0, ...declared.map((d) => d.total));
  const seen = new Set(declared.map((d) => d.index));
  return Array.from({ length: total }, (_, index) => index).filter((i) => !seen.has(i)).map((i) => `${i}/${total}`);
}

/** A run job's `shard.json`, checked; null when absent or malformed (not a sharded run). */
function readShardFile(dir) {
  const file = path.join(dir, 'shard.json');
  try {
    if (!fs.lstatSync(file).isFile() || fs.statSync(file).size > 10_000) return null;
    const { index, total } = JSON.parse(fs.readFileSync(file, 'utf8'));
    const valid = Number.isInteger(index) && Number.isInteger(total) && index >= 0 && index < total && total <= 64;
    return valid ? { index, total } : null;
  } catch {
    return null;
  }
}

/** One CSV for the `csv` output: the only shard's file, or the shards' rows under one header. */
function mergeCsvFiles(files, merged) {
  if (files.length <= 1) return files[0];
  const [first, ...rest] = files.map((f) => fs.readFileSync(f, 'utf8').replace(/\n$/, '').split('\n'));
  fs.writeFileSync(merged, [...first, ...rest.flatMap((lines) => lines.slice(1))].join('\n') + '\n');
  return path.resolve(merged);
}

/**
 * The run job's machine record, reduced to strings and rendered escaped,
 * with how the run used the machine (`method`); null when absent or malformed.
 */
function readMachineFile(file, method) {
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
      tuning: Array.isArray(data.tuning) ? data.tuning.map((t) => untrustedText(t)).filter(Boolean).slice(0, 64) : [],
      method }, render.escapeMarkdown);
  } catch {
    return null;
  }
}
