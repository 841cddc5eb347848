// The results, everywhere they belong, in the order that survives failures:
//
//   1. files     the charts, for shards the merged CSV, results.json and comment.md in
//                resultsDir (the artifact), written fresh by results/report-files.js (the
//                report's one writer of them): a link the run job planted there is replaced
//   2. the log   the verdict and the text table (there even when the API is down)
//   3. summary   the job summary: the comment's markdown, under the 1 MiB limit
//   4. outputs   csv, json, markdown, regressions, improvements, gate
//   5. comment   the sticky PR comment (the earlier runs kept under it), then the comment-url output
//
// A comment GitHub refuses (403, 404: a fork's pull request has a read-only
// token) is a warning: the summary already holds the results. A sticky
// comment that cannot be written (an outage) gets a new comment with the
// results instead (sticky.js); when that fails too, the summary says so
// under the results and the error is thrown after everything else is
// written, so the job fails loudly but loses nothing.

import render from '../../benchmark/_lib/words/render.js';
import analysis from '../../benchmark/_lib/stats/analysis.js';
import charts from '../../benchmark/_lib/charts/svg.js';
import compareAnalysis from '../../benchmark/_lib/tools/compare-analysis.js';
import regressionGate from '../../benchmark/_lib/stats/regression-gate.js';
import verdicts from '../../benchmark/_lib/words/verdict.js';
import method from '../../benchmark/_lib/words/method.js';
import sequential from '../../benchmark/_lib/stats/sequential.js';
import { renderComment, COMMENT_LIMIT } from './comment.js';
import { FinalStateError, summarizeUnposted, upsertSticky } from './sticky.js';
import { HISTORY_RESERVE } from './history.js';
import { FILES } from '../results/files.js';
import { commitRows } from './compared.js';
import { writeReportFiles } from '../results/report-files.js';

const { renderJson, renderText } = render;
const { allocationVerdict } = verdicts;
const { METHOD_TEXT, planWords } = method;

// GitHub's limit is 1 MiB per step's summary; rendering to 1,000,000
// characters leaves room, and the byte check below covers wide characters.
export const SUMMARY_LIMIT = 1_000_000;
const MAX_NAMED = 20;

/** @typedef {Pick<import('../action.js').Log, 'info' | 'warning' | 'setOutput' | 'summary'>} PublishLog */

/**
 * @typedef {object} PublishResult
 * @property {string | null} commentUrl
 * @property {number} regressions  significant at the 5% false discovery rate
 * @property {number} improvements
 * @property {'passed' | 'failed' | 'cannot-tell' | null} gate  fail-on-regression's answer (compare.js
 *   --max-regression's rule, stats/regression-gate.js); null without a threshold
 * @property {boolean} failed  the gate failed or cannot tell: the caller calls core.setFailed
 * @property {string | null} message  why it failed
 */

const SCHEDULES = {
  blocks: 'blocks (old and new back to back, seeded order)',
  rounds: "rounds (Node core's order: each file's configurations, one binary after the other)",
};

/**
 * Which schedule and stopping rule ran, in words:
 *
 *   schedule  blocks (old and new back to back, seeded order)
 *   stopping  adaptive: 95% intervals of ±2%, where a change of ±3.3% is found with 90% power; 10–100 blocks,
 *             alpha spending 0.95·α·τ²
 *             fixed: 30 runs
 *
 * From compare.js's run record (what ran), else from the request (what was
 * asked; the schedule is then unknown, null).
 * @param {import('../results/files.js').RunMethod | null} method
 * @param {import('../request/request.js').RunPlan} request
 * @returns {{ schedule: string | null, stopping: string, seed: number | null }}
 */
export function describeMethod(method, request) {
  // Without compare.js's record, what was asked, at the default power.
  const asked = () => {
    const plan = request.accuracy == null ? null : sequential.createPlan({ accuracy: request.accuracy });
    return { schedule: null, seed: null, accuracy: request.accuracy ?? null, minRuns: request.runs,
             maxRuns: request.maxRuns ?? request.runs, alpha: sequential.DEFAULTS.alpha, power: plan?.power ?? null,
             margin: plan?.margin ?? null };
  };
  const { schedule, seed, accuracy, minRuns, maxRuns, alpha, power, margin } = method ?? asked();
  const stopping = accuracy === null ? `fixed: ${minRuns} run${minRuns === 1 ? '' : 's'}` :
    `adaptive: ${planWords({ alpha, accuracy, power, margin })}; ${minRuns}–${maxRuns} blocks, ` +
    `alpha spending ${METHOD_TEXT.spending}`;
  return { schedule: SCHEDULES[schedule] ?? null, stopping, seed };
}

/**
 * The run parameters the report lists: what was asked, how it ran (the
 * schedule, the stopping rule and the seed: describeMethod), the compared
 * commits, then `extra` (shards, failures; undefined ones are left out).
 * @param {Pick<import('../request/request.js').RequestFields, 'categories' | 'filters' | 'excludes'>
 *   & Partial<Pick<import('../request/request.js').RequestFields, 'sets' | 'profile'>>
 *   & import('../request/request.js').RunPlan} request
 * @param {import('../results/files.js').ComparedCommits | null} commits  null: prebuilt binaries
 * @param {Record<string, number | string | undefined>} [extra]
 * @param {import('../results/files.js').RunMethod | null} [method]  what compare.js says ran
 */
export function runParameters(request, commits, extra = {}, method = null) {
  const { schedule, stopping, seed } = describeMethod(method, request);
  return { categories: request.categories.join(' '), schedule, stopping, seed, filter: request.filters.join(', '),
    exclude: request.excludes.join(', '), set: (request.sets ?? []).map(({ key, value }) => `${key}=${value}`).join(', '),
    ...(request.profile ? { profile: 'the configurations that changed' } : {}),
    ...Object.fromEntries(commits?.method ? commitRows(commits) : []), ...extra };
}

/**
 * @param {object} options
 * @param {Pick<ReturnType<typeof import('../github/client.js').createGitHub>, 'upsertComment' | 'createComment'> | null} options.github
 * @param {PublishLog} options.log  the toolkit's core module, or a recorder
 * @param {number | null} [options.prNumber]  none: no comment
 * @param {string | null} options.marker  the request's; null: no comment
 * @param {string | null} [options.headSha]  the pull request's head: the next run's comment lists
 *   this one's verdict under it, as an earlier run
 * @param {import('../../benchmark/_lib/stats/analysis.js').Comparison[]} options.comparisons
 * @param {ReturnType<typeof import('../../benchmark/_lib/stats/analysis.js').summarize>} options.summary
 * @param {string} options.verdictLine
 * @param {Record<string, string | number | boolean | null | undefined>} [options.parameters]
 * @param {string[]} [options.notes]  lines under the verdict, already safe
 * @param {string[]} [options.sections]  extra markdown, already safe
 * @param {import('../../benchmark/_lib/stats/analysis.js').Sample[]} [options.samples]  those of the comparisons: their
 *   charts (drawCharts) are written next to the results and named in the comment
 * @param {string[]} [options.charts]  SVG charts already next to the results, named in the comment before those drawn
 * @param {string} options.resultsDir  exists; the report's files are written there (a FileWriteError when they
 *   cannot be)
 * @param {{ csv?: string, shards?: string[] }} [options.files]  csv: the raw CSV of compare.js, already written;
 *   else shards: the directories of the measured shards, whose results.csv, one or merged, is the csv output
 * @param {number | null} [options.failOnRegression]  percent; null never fails
 * @param {boolean} [options.comment]  false: no PR comment
 * @param {string} [options.runUrl]  the workflow run: linked, with its artifacts, from the comment
 * @returns {Promise<PublishResult>}
 */
export async function publish({
  github, log, prNumber, marker, headSha = null, comparisons, summary, verdictLine, parameters, notes, sections,
  resultsDir, files = {}, failOnRegression = null, comment = true, runUrl, samples, charts = [],
}) {
  const drawn = samples ? drawCharts(samples, comparisons) : {};
  const gate = checkRegressions(comparisons, failOnRegression);
  const report = { comparisons, verdict: verdictLine, allocations: allocationVerdict(summary), margin: summary.margin,
    gate: gate.line, parameters, notes, sections, marker,
    runUrl, charts: [...charts, ...Object.keys(drawn)] };
  // The comment also keeps the earlier runs (history.js): room is left for them.
  const markdown = renderComment(report, { limit: COMMENT_LIMIT - HISTORY_RESERVE });
  const written = writeReportFiles(resultsDir, { charts: drawn, shards: files.shards ?? [],
    json: renderJson(comparisons, summary, verdictLine), comment: markdown });

  log.info(verdictLine);
  if (gate.line) log.info(gate.line);
  log.info(renderText(comparisons, verdictLine, summary));
  await log.summary.addRaw(summaryMarkdown(report), true).write();

  log.setOutput('csv', files.csv ?? written.csv ?? '');
  log.setOutput('json', written.json);
  log.setOutput('markdown', written.comment);
  log.setOutput('regressions', summary.regressed);
  log.setOutput('improvements', summary.improved);
  log.setOutput('gate', gate.answer ?? '');

  /** @type {PublishResult} */
  const result = { commentUrl: null, regressions: summary.regressed, improvements: summary.improved,
    gate: gate.answer, failed: gate.failed, message: gate.message };
  try {
    result.commentUrl = await postComment({ github, log, prNumber, marker, markdown, comment,
      result: { headSha, verdict: verdictLine } });
  } catch (error) {
    if (error instanceof FinalStateError) await summarizeUnposted(log, error);
    throw error;
  } finally {
    log.setOutput('comment-url', result.commentUrl ?? '');
  }
  return result;
}

/**
 * The charts of a comparison, by the file each goes to: the rates of each
 * configuration (a box plot), the changes with their intervals, and the
 * allocations' changes when both binaries counted them.
 * @param {import('../../benchmark/_lib/stats/analysis.js').Sample[]} samples
 * @param {import('../../benchmark/_lib/stats/analysis.js').Comparison[]} comparisons
 * @returns {Record<string, string>}
 */
function drawCharts(samples, comparisons) {
  const allocations = charts.allocationPlot(comparisons);
  return { [FILES.ratesChart]: charts.boxPlot(analysis.groupSamples(samples)),
    [FILES.improvementChart]: charts.improvementPlot(comparisons), ...(allocations ? { [FILES.allocationsChart]: allocations } : {}) };
}

/**
 * The same report for the job summary, more rows allowed; rendered again
 * smaller while wide characters take it over the limit in bytes.
 * @param {Parameters<typeof renderComment>[0]} report
 */
function summaryMarkdown(report) {
  let limit = SUMMARY_LIMIT;
  let text = renderComment(report, { limit });
  while (Buffer.byteLength(text) > SUMMARY_LIMIT && limit > 1000) {
    limit = Math.floor(limit * (SUMMARY_LIMIT / Buffer.byteLength(text)) * 0.95);
    text = renderComment(report, { limit });
  }
  return text;
}

/** @returns {Promise<string | null>} the comment's URL */
async function postComment({ github, log, prNumber, marker, markdown, comment, result }) {
  if (!comment) return null;
  if (!prNumber) {
    log.info('No pull request to comment on: the results are in the job summary.');
    return null;
  }
  return (await upsertSticky({ github, log, prNumber, marker, body: markdown, result, final: true })).commentUrl;
}

/**
 * fail-on-regression: compare.js --max-regression's three answers
 * (stats/regression-gate.js). Failed (a regression significant after the
 * correction for many rows, q < 5%, and beyond the threshold) fails the
 * step; so does "cannot tell" (some configuration's interval neither rules
 * such a regression out nor shows it), since a gate that passes without
 * seeing is a green nobody can trust; the `gate` output tells the two apart.
 * @param {import('../../benchmark/_lib/stats/analysis.js').Comparison[]} comparisons
 * @param {number | null} threshold  percent
 * @returns {{ answer: 'passed' | 'failed' | 'cannot-tell' | null, line: string | null, failed: boolean,
 *   message: string | null }}  line: the answer in one sentence, for the comment and the log
 */
function checkRegressions(comparisons, threshold) {
  if (threshold === null || threshold === undefined) return { answer: null, line: null, failed: false, message: null };
  const answer = regressionGate.gate(comparisons, threshold);
  const line = compareAnalysis.gateLine(answer, `fail-on-regression ${threshold}`);
  if (answer.answer === 'passed') return { answer: answer.answer, line, failed: false, message: null };
  if (answer.answer === 'cannot-tell') {
    const named = answer.unsettled.slice(0, MAX_NAMED).map((row) => row.name);
    if (answer.unsettled.length > MAX_NAMED) named.push(`and ${answer.unsettled.length - MAX_NAMED} more`);
    return { answer: answer.answer, line, failed: true,
             message: `${line}${named.length > 0 ? ` Not settled: ${named.join('; ')}.` : ''}` };
  }
  const worse = answer.regressions;
  const named = worse.slice(0, MAX_NAMED).map((c) => `${c.name} (${c.change.toFixed(2)} %, q = ${c.qValue.toPrecision(2)})`);
  if (worse.length > MAX_NAMED) named.push(`and ${worse.length - MAX_NAMED} more`);
  const message = `${worse.length} configuration${worse.length === 1 ? '' : 's'} regressed by more than ` +
    `${threshold}% (significant at a ${METHOD_TEXT.fdr} false discovery rate): ${named.join('; ')}`;
  return { answer: answer.answer, line, failed: true, message };
}
