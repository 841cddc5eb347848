// mode `report`: the step that alone may write to the pull request. It never
// runs the PR's code: it reads the results directory (results/) as
// untrusted data, one per shard, recomputes the analysis from the raw CSVs
// (merging the shards: their categories are disjoint), and publishes it. A
// shard that failed is named in the comment; the others' results stay. Mode
// `all` ends with this same step, on the results its run step just wrote.
//
// What the results lack is said, never passed over: a run that stopped half
// way (partial results: how far it got, the categories it never reached), a
// binary that failed in every process, a category without results, a CSV
// with lines that are not UTF-8. The first two are in the verdict and fail
// the step. The report's own files go into the results directory through
// results/report-files.js: a link planted there by the run job is replaced,
// not followed.

import path from 'node:path';
import render from '../../benchmark/_lib/words/render.js';
import analysis from '../../benchmark/_lib/stats/analysis.js';
import verdicts from '../../benchmark/_lib/words/verdict.js';
import runFailures from '../../benchmark/_lib/words/failure-notes.js';
import codeSpans from '../../benchmark/_lib/code-span.js';
import charts from '../../benchmark/_lib/charts/svg.js';
import unmeasuredText from '../../benchmark/_lib/words/unmeasured.js';
import runSummary from '../../benchmark/_lib/words/run-summary.js';
import { ArtifactError, FILES } from '../results/files.js';
import { findShards, hasResults, readFailure, readMachineFile, readShard } from '../results/read-files.js';
import { readFailureRecords } from '../results/read-records.js';
import { readResults } from '../results/read-results.js';
import { mergeCsvFiles, writeReportFile } from '../results/report-files.js';
import { FileWriteError } from '../results/safe-files.js';
import { readProfiles } from '../results/profile-files.js';
import { decodeRequest } from '../request/request.js';
import { cleanStartNote, renderMachine, unsandboxedWarning, untunedWarning } from '../report/machine.js';
import { benchmarkFilesNote } from '../report/machine.js';
import { mergeBaseWarning } from '../report/compared.js';
import { renderAutoSummary } from '../report/auto.js';
import { renderProfiles } from '../report/profile.js';
import { publish, runParameters, describeMethod } from '../report/publish.js';
import { postStatus } from '../report/sticky.js';

const { failedBinaries, failureNotes, partialSummary, partialVerdict } = runFailures;
const { codeSpan } = codeSpans;
const { duration } = runSummary;

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../request/request.js').Request} Request
 * @typedef {import('../results/files.js').Failure} Failure
 * @typedef {{ name: string | null, dir: string, declared: import('../results/files.js').DeclaredShard | null }} ShardDir
 * @typedef {ReturnType<typeof readShards>} ShardResults
 */

const { escapeMarkdown } = render;
// Warnings about the results shown under the verdict; the rest go to the log only.
const MAX_WARNINGS = 10;

/** mode `report`: the request from the gate's output, checked again. @param {Context} context */
export async function report(context) {
  const request = decodeRequest(context.settings.request ?? '');
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
    const failure = resultsDirFailure(err);
    if (failure === null) throw err;
    await reportFailure(context, request, failure);
  }
}

/**
 * The failure an error of the results directory is for the comment; null
 * for any other error (our bug: thrown, with its stack).
 * @param {unknown} err
 * @returns {Failure | null}
 */
function resultsDirFailure(err) {
  // Nothing downloaded, a directory the job cannot read, or a forged file.
  if (err instanceof ArtifactError) return { step: 'reading the results of the benchmark job', message: err.message, logTail: '' };
  if (err instanceof FileWriteError) {
    return { step: 'writing the report into the results directory', logTail: '', message: `${err.message}; the report ` +
      "step writes its files next to the results, so 'results-dir' must be a directory this job can write" };
  }
  return null;
}

/**
 * The failed status in the comment, and the job failed, whether or not the
 * comment could be written (when it could not, postStatus throws and the
 * job summary has the status).
 * @param {Context} context @param {Request} request @param {Failure} failure
 */
async function reportFailure(context, request, failure) {
  try {
    await postStatus(context, request, { state: 'failed', detail: failure });
  } finally {
    context.log.setFailed(`The benchmark failed while ${failure.step}: ${failure.message}`);
  }
}

/** The shards' results, merged and published. @param {Context} context @param {Request} request */
async function reportShards(context, request) {
  const { github, log, settings } = context;
  const resultsDir = path.resolve(settings.resultsDir);
  // download-artifact v4 puts each artifact in a directory of its name, v5 and
  // later a lone one straight into the path: a shard then has no directory
  // name, but its shard.json still says which it is. The one shard of a
  // one-host run is the run job, whichever the layout.
  const found = findShards(resultsDir);
  const shards = found.map((shard) => {
    const declared = readShard(shard.dir);
    const alone = found.length === 1 && (declared?.total ?? 1) === 1;
    const name = alone ? null :
      shard.name === null && declared && declared.total > 1 ? `${declared.index}/${declared.total}` : shard.name;
    return { ...shard, name, declared };
  });
  const read = readShards(shards, request, log);
  const { samples, failures, sections, failed, shardCount } = read;
  if (failed.length > 0 && samples.length === 0) {
    const { shard, failure } = failed[0];
    await reportFailure(context, request,
      { ...failure, step: shardCount > 1 ? `${failure.step} (${shardLabel(shard)})` : failure.step });
    return;
  }
  for (const { shard, failure } of failed) {
    sections.unshift(`**${escapeMarkdown(shardLabel(shard))} failed** while ${escapeMarkdown(failure.step)}: ` +
      `${escapeMarkdown(failure.message)}; its categories are missing from the table.`);
  }
  if (request.auto) sections.unshift(renderAutoSummary(request.auto));
  if (request.profile) sections.push(profileSection(shards.filter((shard) => read.measured.includes(shard.dir))));
  const { comparisons, summary } = analysis.analyze(samples, read.pairing);
  const gaps = describeGaps(read);
  // Next to results.json, for the workflow to upload; the comment names them.
  writeReportFile(resultsDir, FILES.ratesChart, charts.boxPlot(analysis.groupSamples(samples)));
  writeReportFile(resultsDir, FILES.improvementChart, charts.improvementPlot(comparisons));
  /** @type {string[]} */
  const chartFiles = [FILES.ratesChart, FILES.improvementChart];
  const allocationsChart = charts.allocationPlot(comparisons);
  if (allocationsChart) {
    writeReportFile(resultsDir, FILES.allocationsChart, allocationsChart);
    chartFiles.push(FILES.allocationsChart);
  }
  const published = await publish({ github, log, prNumber: request.prNumber, marker: request.marker,
    headSha: request.headSha, comparisons, summary, verdictLine: gaps.verdict(verdicts.verdict(summary)),
    notes: [mergeBaseWarning(request), ...gaps.notes, ...read.notes].filter(Boolean),
    sections, resultsDir, charts: chartFiles,
    files: { csv: mergeCsvFiles(read.measured, resultsDir) }, failOnRegression: settings.failOnRegression,
    comment: settings.comment && request.prNumber !== null, runUrl: context.url,
    parameters: runParameters(request, request, { shards: shardCount > 1 ? shardCount : undefined,
      failures: failures.length || undefined, ...read.times }, read.method) });
  const problems = [published.failed ? published.message ?? 'a regression beyond fail-on-regression' : null,
    ...gaps.problems, failed.length > 0 ? `${failed.length} of ${shardCount} shards failed: see the comment` : null];
  for (const problem of problems) if (problem) log.setFailed(problem);
}

/**
 * What the results lack, in words. verdict: the verdict line, given the
 * analysis' (a binary that failed everywhere replaces it; a partial run
 * comes first); notes: lines for under it, escaped; problems: why the step
 * fails (a partial run, a binary that failed everywhere).
 * @param {ShardResults} read
 */
function describeGaps({ samples, failures, moreFailures, unmeasured, moreUnmeasured, stops, planned }) {
  const counts = { old: 0, new: 0 };
  const reached = new Set();
  // One pass, no string made per sample: there can be millions.
  let filename = null;
  for (const sample of samples) {
    counts[sample.binary]++;
    if (sample.filename !== filename) reached.add(categoryOf(filename = sample.filename));
  }
  for (const failure of failures) reached.add(categoryOf(failure.filename));
  const missing = [...planned].filter((category) => !reached.has(category));
  const crashed = failedBinaries(counts, failures, { more: moreFailures });
  const notes = failureNotes(counts, failures, { more: moreFailures }).map((n) => `⚠️ ${escapeMarkdown(n)}`);
  if (unmeasured.length > 0) notes.push(unmeasuredNote(unmeasured, moreUnmeasured));
  const partial = stops.length > 0 ? { stops, notReached: missing } : null;
  if (partial === null && missing.length > 0) {
    notes.push(`⚠️ No results for ${escapeMarkdown(missing.join(', '))}: compare.js measured none of ` +
      `${missing.length === 1 ? 'it' : 'them'} (every benchmark failed, or the filters left none).`);
  }
  return {
    verdict: (/** @type {string} */ line) => (partial ? partialVerdict(partial, crashed ?? line) : crashed ?? line),
    notes,
    problems: [partial && partialSummary(partial), crashed],
  };
}

const MAX_UNMEASURED = 10;

/**
 * The configurations that got no result from a binary, and why, so that a
 * missing row is never silent:
 *   ⚠️ Not measured: 1 configuration got no result from a binary, so it is not in the table:
 *   - `steps/steps.js n=1000 step=3`: old and new: exited with code 1 in all 2 runs · Error: boom
 * @param {import('../results/files.js').Unmeasured[]} unmeasured
 * @param {boolean} more  there were more records than read
 */
function unmeasuredNote(unmeasured, more) {
  const named = unmeasured.filter((u) => u.configuration !== null).length;
  const unnamed = unmeasured.length - named;
  const counted = [named > 0 ? `${named}${more ? ' or more' : ''} configuration${named === 1 ? '' : 's'}` : null,
    unnamed > 0 ? `the configurations of ${unnamed} file${unnamed === 1 ? '' : 's'}` : null].filter(Boolean);
  const lines = unmeasured.slice(0, MAX_UNMEASURED).map((u) => {
    const { what, why } = unmeasuredText.unmeasuredParts(u);
    return `- ${codeSpan(what)}: ${escapeMarkdown(why)}`;
  });
  const rest = unmeasured.length - lines.length;
  if (rest > 0 || more) lines.push(`- and ${rest}${more ? ' or more' : ''} more, in samples.ndjson (the results artifact)`);
  return `⚠️ Not measured: ${counted.join(' and ')} got no result from a binary, so ` +
    `${named + unnamed === 1 ? 'it is' : 'they are'} not in the table:\n${lines.join('\n')}`;
}

/**
 * `--profile`'s section: the measured shards' profiles, diffed and folded
 * (report/profile.js), or why there are none.
 * @param {ShardDir[]} shards
 */
function profileSection(shards) {
  const entries = readProfiles(shards);
  if (entries !== null) return renderProfiles(entries);
  return '**CPU profiles**: none were made: the run job did not get to profiling (its log says why).';
}

/** `alpha` of `alpha/a.js`: compare.js names a file by its path in the benchmark directory. @param {string} filename */
const categoryOf = (filename) => filename.slice(0, filename.indexOf('/'));

/**
 * Where a shard's run stopped early, in words, for the partial verdict:
 * `the run stopped after 6 of 40 blocks`, `results.csv of shard 1/2 ends in
 * the middle of line 7, which is left out`.
 * @param {{ name: string | null }} shard
 * @param {import('../results/files.js').Partial | null} partial
 * @returns {string[]}
 */
function stopsOf(shard, partial) {
  if (partial === null) return [];
  const who = shard.name === null ? 'the run' : `shard ${shard.name}`;
  const { stopped, cutLine } = partial;
  const stops = [];
  if (stopped?.planned === null) stops.push(`${who} stopped before its first block was done`);
  else if (stopped) stops.push(`${who} stopped after ${stopped.done} of ${stopped.planned} block${stopped.planned === 1 ? '' : 's'}`);
  if (cutLine !== null) {
    stops.push(`${FILES.csv}${shard.name === null ? '' : ` of shard ${shard.name}`} ends in the middle of line ${cutLine}, ` +
      'which is left out');
  }
  return stops;
}

/**
 * failure.json of a compare.js that measured nothing, with what its failure
 * records say when a binary failed in every process (both, usually): which
 * one, and its first error.
 * @param {Failure} failure
 * @param {string} dir
 * @returns {Failure}
 */
function withFailedBinaries(failure, dir) {
  if (failure.step !== 'benchmarking') return failure;
  const line = failedBinaries({ old: 0, new: 0 }, readFailureRecords(dir));
  return line === null ? failure : { ...failure, message: `${failure.message}: ${line.charAt(0).toLowerCase()}${line.slice(1)}` };
}

/** @type {Failure} */
const NO_RESULTS = { step: 'benchmarking',
  message: 'no results arrived (its job failed before writing them, or its artifact is missing)', logTail: '' };

/** Plain text: escaped where it goes into markdown. @param {{ name: string | null }} shard */
const shardLabel = (shard) => (shard.name === null ? 'the run job' : `shard ${shard.name}`);

/**
 * Each shard's samples, failures and machine record; the shards that failed
 * or never reported, named; how many shards the run had; how the first
 * shard with a run record says it ran (the shards run one request); the
 * shards' block pairing, joined (null unless every shard has one, of one
 * plan); where shards stopped early, and the categories the measured ones
 * were to run (their shard.json's, or the request's for a run unsharded).
 * @param {ShardDir[]} shards
 * @param {Request} request
 * @param {Context['log']} log
 */
function readShards(shards, request, log) {
  /** @type {import('../../benchmark/_lib/stats/analysis.js').Sample[]} */
  let samples = [];
  /** @type {import('../results/files.js').BenchmarkFailure[]} */
  let failures = [];
  let moreFailures = false;
  /** @type {import('../results/files.js').Unmeasured[]} */
  let unmeasured = [];
  let moreUnmeasured = false;
  const sections = [];
  /** @type {string[]} */
  const notes = [];
  /** @type {string[]} */
  const warnings = [];
  /** @type {Array<{ shard: { name: string | null }, failure: Failure }>} */
  const failed = [];
  const pairings = [];
  const measured = [];
  /** @type {string[]} */
  const stops = [];
  /** @type {Set<string>} */
  const planned = new Set();
  let method = null;
  /** @type {string[]} */
  const buildTimes = [];
  /** @type {string[]} */
  const benchmarkTimes = [];
  for (const shard of shards) {
    const failure = readFailure(shard.dir);
    if (failure) {
      failed.push({ shard, failure: withFailedBinaries(failure, shard.dir) });
      continue;
    }
    if (!hasResults(shard.dir)) {
      // A shard given no categories has nothing to show; any other stopped
      // before it wrote its results (killed, or its job cancelled).
      if (shard.declared?.categories?.length !== 0) failed.push({ shard, failure: NO_RESULTS });
      continue;
    }
    const results = readResults(shard.dir);
    measured.push(shard.dir);
    // concat, never push(...spread): a shard's samples can be more than a call takes arguments.
    samples = samples.length === 0 ? results.samples : samples.concat(results.samples);
    failures = failures.concat(results.failures);
    moreFailures ||= results.moreFailures;
    unmeasured = unmeasured.concat(results.unmeasured);
    moreUnmeasured ||= results.moreUnmeasured;
    method ??= results.method;
    for (const category of shard.declared?.categories ?? (shards.length === 1 ? request.categories : [])) {
      planned.add(category);
    }
    stops.push(...stopsOf(shard, results.partial));
    for (const warning of results.warnings) {
      log.warning(`${shardLabel(shard)}: ${warning}`);
      warnings.push(shard.name === null ? warning : `${shardLabel(shard)}: ${warning}`);
    }
    if (results.note) log.info(`${shardLabel(shard)}: ${results.note}`);
    pairings.push(results.pairing);
    const machine = readMachineFile(shard.dir);
    const on = shards.length > 1 ? ` (${shardLabel(shard)})` : '';
    if (machine?.buildSeconds) {
      buildTimes.push(`node-main ${duration(machine.buildSeconds.base)}, node-pr ${duration(machine.buildSeconds.head)}${on}`);
    }
    if (results.elapsed !== null) benchmarkTimes.push(`${duration(results.elapsed)}${on}`);
    if (machine) {
      const text = renderMachine(machine.record, { ...machine, method: describeMethod(results.method, request) });
      const whose = shard.name === null ? '' : `shard ${shard.name}`;
      notes.push(unsandboxedWarning(machine, whose), cleanStartNote(machine, whose), untunedWarning(machine, whose));
      notes.push(benchmarkFilesNote(machine, whose));
      sections.push(shard.name === null ? text : `**Machine of ${escapeMarkdown(shardLabel(shard))}**\n\n${text}`);
    }
  }
  const missing = missingShards(shards);
  for (const name of missing) failed.push({ shard: { name }, failure: NO_RESULTS });
  return { samples, failures, moreFailures, unmeasured, moreUnmeasured, sections, notes: [...notes, ...warningNotes(warnings)], failed,
    shardCount: shards.length + missing.length, method, pairing: joinPairings(pairings, log), measured, stops, planned,
    times: { build: buildTimes.join('; ') || undefined, benchmark: benchmarkTimes.join('; ') || undefined } };
}

/**
 * What readResults warned of (lines not UTF-8, a file too large to read,
 * a line cut short), under the verdict, where the reader of the comment
 * sees it: the first MAX_WARNINGS, then how many more the log has.
 * @param {string[]} warnings
 */
function warningNotes(warnings) {
  const shown = warnings.slice(0, MAX_WARNINGS).map((warning) => `⚠️ ${escapeMarkdown(warning)}`);
  const more = warnings.length - shown.length;
  return more > 0 ? [...shown, `⚠️ and ${more} more warning${more === 1 ? '' : 's'} about the results in the log`] : shown;
}

/**
 * One pairing of the shards' (their categories are disjoint), or null for
 * Welch's test on all: a shard without one, or shards of different plans,
 * would otherwise mix two analyses in one verdict.
 * @param {Array<import('../../benchmark/_lib/stats/analysis.js').Pairing | null>} pairings
 * @param {Context['log']} log
 */
function joinPairings(pairings, log) {
  if (pairings.length === 0 || pairings.includes(null)) return null;
  const all = /** @type {import('../../benchmark/_lib/stats/analysis.js').Pairing[]} */ (pairings);
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
  const total = declared.reduce((most, d) => Math.max(most, d.total), 0);
  const seen = new Set(declared.map((d) => d.index));
  return Array.from({ length: total }, (_, index) => index).filter((i) => !seen.has(i)).map((i) => `${i}/${total}`);
}
