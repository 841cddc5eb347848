// mode `report`: the step that alone may write to the pull request. It never
// runs the PR's code: it reads the results directory (results/) as
// untrusted data, one per shard, recomputes the analysis from the raw CSVs
// (merging the shards: their categories are disjoint; results/shards.js),
// and publishes it. A shard that failed is named in the comment; the others'
// results stay. Mode `all` ends with this same step, on the results its run
// step just wrote.
//
//   shards -> read and merged -> analysis -> what they lack, their machines,
//   in words (report/gaps.js, report/measured-shards.js) -> published
//   (report/publish.js: the files, the log, the summary, the outputs, the comment)
//
// What the results lack is said, never passed over; a run that stopped half
// way, and a binary that failed in every process, fail the step. The
// report's own files go into the results directory through
// results/report-files.js: a link planted there by the run job is replaced,
// not followed.

import path from 'node:path';
import analysis from '../../benchmark/_lib/stats/analysis.js';
import verdicts from '../../benchmark/_lib/words/verdict.js';
import { ArtifactError } from '../results/files.js';
import { namedShards, readShards } from '../results/shards.js';
import { FileWriteError } from '../results/safe-files.js';
import { readProfiles } from '../results/profile-files.js';
import { decodeRequest } from '../request/request.js';
import { mergeBaseWarning } from '../report/compared.js';
import { renderAutoSummary, renderReach } from '../report/auto.js';
import { readReach } from '../results/reach-files.js';
import { renderProfiles } from '../report/profile.js';
import { describeGaps, runFailure } from '../report/gaps.js';
import { describeMeasuredShards } from '../report/measured-shards.js';
import { publish, runParameters } from '../report/publish.js';
import { postStatus } from '../report/sticky.js';

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../request/request.js').Request} Request
 * @typedef {import('../results/files.js').Failure} Failure
 */

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
  const read = readShards(namedShards(resultsDir), request, log);
  if (request.auto && read.samples.length === 0 && read.failed.length === 0) {
    // `auto` by function: no configuration calls a changed function, so nothing ran (reach.json says which).
    const reach = readReach(namedShards(resultsDir));
    if (reach !== null) {
      await postStatus(context, request, { state: 'nothing', detail: { reach: renderReach(reach, request.categories) } });
      return;
    }
  }
  if (read.failed.length > 0 && read.samples.length === 0) {
    await reportFailure(context, request, runFailure(read));
    return;
  }
  const measured = read.measured.map(({ shard }) => shard);
  const { comparisons, summary } = analysis.analyze(read.samples, read.pairing);
  const gaps = describeGaps(read);
  const machines = describeMeasuredShards(read, request);
  const reach = request.auto ? readReach(measured) : null;
  const sections = [...(request.auto ? [renderAutoSummary(request.auto)] : []),
    ...(reach ? [renderReach(reach, request.categories)] : []), ...gaps.sections, ...machines.sections,
    ...(request.profile ? [renderProfiles(readProfiles(measured))] : [])];
  const published = await publish({ github, log, prNumber: request.prNumber, marker: request.marker,
    headSha: request.headSha, comparisons, summary, verdictLine: gaps.verdict(verdicts.verdict(summary)),
    notes: [mergeBaseWarning(request), ...gaps.notes, ...machines.notes, ...gaps.warnings].filter(Boolean),
    sections, resultsDir, samples: read.samples, files: { shards: measured.map((shard) => shard.dir) },
    failOnRegression: settings.failOnRegression, comment: settings.comment && request.prNumber !== null, runUrl: context.url,
    parameters: runParameters(request, request, { shards: read.shardCount > 1 ? read.shardCount : undefined,
      failures: read.failures.length || undefined, ...machines.times }, read.method) });
  const problems = [published.failed ? published.message ?? 'a regression beyond fail-on-regression' : null, ...gaps.problems];
  for (const problem of problems) if (problem) log.setFailed(problem);
}
