// mode `track`: history on main. The pushed commit (GITHUB_SHA) is measured
// against a reference binary that stays fixed for weeks, in paired blocks,
// on the benchmark machine; its ratios go into the history store (a
// checkout of the data branch, history-dir) as one file; the store's change
// points (benchmark/_lib/stats/change-points.js) that nobody was told of yet, and
// the configurations that stopped giving results, are told once on the pull
// request that brought their commit (GitHub's commit → pulls API:
// github/commit-pull-request.js; report/alerts.js).
//
//   commit, reference -> lock, tune -> build what is not given -> compare.js
//   -> results directory -> history-dir/commits/<sha>.json -> changes -> alerts
//   -> history-dir/docs/ (the dashboard, for GitHub Pages from the data branch: report/dashboard.js)
//
// A new reference starts a new series; the first run with it also measures
// the previous reference against it, and stores that as the link between them.
//
// It runs the branch's own code, never a pull request's: the workflow runs
// it on push to main, on a schedule and by hand (docs/history.md). A commit
// already in the store is not measured again; its alerts are still checked,
// so a run that failed after measuring is finished by the next.

import fs from 'node:fs';
import path from 'node:path';
import historyStore from '../../benchmark/_lib/history/store.js';
import historyResults from '../../benchmark/_lib/history/results.js';
import { createRequest } from '../request/request.js';
import { SHA, planOf } from '../request/grammar.js';
import { AUTO } from '../request/auto.js';
import { trackBinaries } from '../machine/binaries.js';
import { createGit } from '../machine/git.js';
import { runStep } from './run.js';
import { tellChanges } from '../report/alerts.js';
import { drawDashboard } from '../report/dashboard.js';
import { pullRequestOfCommit } from '../github/commit-pull-request.js';
import { FILES } from '../results/files.js';

const { STORE_VERSION, commitRecord, readStore, writeCommit, writeLink } = historyStore;
const { resultsOfRun } = historyResults;

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../machine/binaries.js').Side} Side
 */

/** @param {Context} context */
export async function track(context) {
  const { settings, env, log } = context;
  const store = path.resolve(/** @type {string} */ (settings.historyDir));
  const reference = /** @type {string} */ (settings.reference);
  const commit = String(env.GITHUB_SHA ?? '').toLowerCase();
  if (!SHA.test(commit)) throw new Error(`Mode 'track' measures the commit GITHUB_SHA names, and it is ${JSON.stringify(env.GITHUB_SHA ?? '')}`);
  if (settings.categories.length === 0 || settings.categories[0] === AUTO) {
    throw new Error("Mode 'track' needs 'categories': the benchmark categories to keep a history of, e.g. 'string_decoder buffers'");
  }
  fs.mkdirSync(store, { recursive: true });
  await linkReferences(context, store, reference);
  const existing = path.join(store, 'commits', `${commit}.json`);
  if (fs.existsSync(existing)) {
    log.info(`Commit ${commit} is in the history already (${existing}): not measured again`);
  } else {
    const measured = await measureCommit(context, { commit, reference });
    if (measured === null) return;
    const pullRequest = await pullRequestOfCommit(context, commit);
    const record = commitRecord({ commit, ...await placeOf(context, commit), reference, pullRequest, ...measured });
    const file = writeCommit(store, record);
    log.info(`Added ${file}: ${record.configurations.length} configurations against ${reference}` +
      `${record.failed.length > 0 ? `, ${record.failed.length} without a result` : ''}`);
  }
  await tellChanges(context, store, (sha) => pullRequestOfCommit(context, sha));
  await drawDashboard(context, store);
}

/**
 * The reference against the commit: the comparison, read as the store keeps
 * it; null when the run failed (failure.json says why, and the step is failed).
 * @param {Context} context  @param {{ commit: string, reference: string }} what
 */
function measureCommit(context, { commit, reference }) {
  const { settings } = context;
  return measure(context, {
    old: { given: settings.oldBinary, input: 'old-binary', sha: reference, what: `the reference ${reference}` },
    new: { given: settings.newBinary, input: 'new-binary', sha: commit, what: `the commit ${commit.slice(0, 7)}` },
  }, 'nothing was added to the history');
}

/**
 * A new reference starts a new series; a run of the previous reference
 * (old) against the new one (new) links them (links/<from>--<to>.json),
 * once. The previous one must be a commit, built again here; else the
 * workflow can store the link itself (history.js link), and the log says how.
 * @param {Context} context  @param {string} store  @param {string} reference
 */
async function linkReferences(context, store, reference) {
  const { settings, log } = context;
  const { commits, links } = readStore(store);
  const previous = commits.at(-1)?.reference;
  if (previous === undefined || previous === reference || links.some((l) => l.from === previous && l.to === reference)) return;
  if (!SHA.test(previous)) {
    log.warning(`The reference changed from ${previous} to ${reference}: a new series starts. To link them, compare the ` +
      `two binaries and store it: node benchmark/history.js link --store <dir> --from ${previous} --to ${reference} ...`);
    return;
  }
  log.info(`The reference changed from ${previous} to ${reference}: measuring one against the other to link the series`);
  const measured = await measure(context, {
    old: { given: null, input: '', sha: previous, what: `the previous reference ${previous.slice(0, 7)}` },
    new: { given: settings.oldBinary, input: 'old-binary', sha: reference, what: `the new reference ${reference}` },
  }, 'the series are not linked');
  if (measured === null) return;
  const file = writeLink(store, { version: STORE_VERSION, from: previous, to: reference, commit: null,
    date: new Date().toISOString(), ...measured });
  log.info(`Linked ${previous} and ${reference}: ${file}`);
}

/**
 * Runs old against new into the results directory, and reads it as the
 * store keeps it; null when the run failed (failure.json says why, and the
 * step is failed, `lost` saying what that costs).
 * @param {Context} context  @param {{ old: Side, new: Side }} sides  @param {string} lost
 */
async function measure(context, sides, lost) {
  const { settings, log } = context;
  const request = createRequest({ prNumber: null, commentId: null, method: null, baseSha: null, headSha: null,
    mergeSha: null, mergeBaseSha: null, noMerge: null, categories: [...settings.categories],
    filters: [...settings.filters], excludes: [...settings.excludes], sets: settings.sets.map((s) => ({ ...s })),
    ...planOf({ runs: settings.runs, accuracy: settings.accuracy, cap: settings.maxRuns }), profile: false, auto: null,
    runsLimit: settings.maxRuns }, { what: "mode 'track''s inputs" });
  const failure = await runStep(context, request, { trusted: true,
    binaries: (ctx, _request, confinement) => trackBinaries(ctx, sides, confinement) });
  if (failure) {
    log.setFailed(`The run failed while ${failure.step}: ${failure.message}; ${lost}`);
    return null;
  }
  const resultsDir = path.resolve(settings.resultsDir);
  const ndjson = path.join(resultsDir, FILES.ndjson);
  const { configurations, failed, warnings } = resultsOfRun(fs.readFileSync(path.join(resultsDir, FILES.csv)),
    fs.existsSync(ndjson) ? fs.readFileSync(ndjson, 'utf8') : null, FILES.csv, FILES.ndjson);
  for (const warning of warnings) log.warning(warning);
  log.setOutput('csv', path.join(resultsDir, FILES.csv));
  return { configurations, failed };
}

/**
 * Where the commit goes in the history: its date (git's, from the checkout
 * when it holds the commit, else the push event's, else now, said in the
 * log) and its position on the branch (null without the checkout's full history).
 * @param {Context} context  @param {string} commit
 * @returns {Promise<{ date: string, position: number | null }>}
 */
async function placeOf({ settings, env, log }, commit) {
  try {
    const git = createGit({ cwd: settings.repositoryPath });
    if (await git.hasCommit(commit)) return { date: await git.commitDate(commit), position: await git.position(commit) };
  } catch {
    // Not a checkout of the repository: prebuilt binaries.
  }
  return { date: eventDate({ env, log }, commit), position: null };
}

/**
 * The push event's date of the commit, else now (said in the log).
 * @param {Pick<Context, 'env' | 'log'>} context  @param {string} commit
 */
function eventDate({ env, log }, commit) {
  try {
    const event = JSON.parse(fs.readFileSync(String(env.GITHUB_EVENT_PATH), 'utf8'));
    const timestamp = event?.head_commit?.id === commit ? event.head_commit.timestamp : null;
    if (typeof timestamp === 'string' && Number.isFinite(Date.parse(timestamp))) return new Date(timestamp).toISOString();
  } catch {
    // No event file.
  }
  log.warning(`The date of ${commit} is unknown (no checkout holds it, and the event does not name it): the run's time is used`);
  return new Date().toISOString();
}
