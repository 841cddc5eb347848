// The comments mode `track` posts on the pull request that brought a change
// point, or a configuration's last result: what changed, by how much with
// its interval, and the commits around it, from the history itself.
//
//   **Benchmark history: 1 configuration changed at this pull request's commit abc1234**
//
//   | configuration | change (95% interval) | before → after (commit / reference) |
//   | --- | --- | --- |
//   | `a/b.js n=1` | -4.1% (-5.3% to -2.9%) | 1.002 → 0.961 |
//
//   <details><summary>The series around it</summary> ... </details>
//
// tellChanges posts them: the change points and losses of the history store
// that nobody was told of yet, one comment per commit, on the pull request
// that brought it (at most MAX_ALERTS a run; the rest, and those of a direct
// push, in the job summary). alerts.json in the store remembers what was
// told, so each is told once, and one that could not be posted is told
// again by the next run.

import historyStore from '../../benchmark/_lib/history/store.js';
import render from '../../benchmark/_lib/words/render.js';
import text from '../../benchmark/_lib/text.js';
import historyChanges from '../../benchmark/_lib/history/changes.js';
import method from '../../benchmark/_lib/words/method.js';
import { MARKER_PREFIX, SHA } from '../request/grammar.js';
const { errorMessage } = text;

const { HistoryError, readAlerts, readStore, writeAlerts } = historyStore;
const { alertKey, historyChanges: changesOf } = historyChanges;
const { METHOD_TEXT } = method;

/**
 * @typedef {import('../../benchmark/_lib/history/changes.js').Change} Change
 * @typedef {import('../../benchmark/_lib/history/changes.js').Missing} Missing
 * @typedef {ReturnType<typeof import('../../benchmark/_lib/history/store.js').seriesOf>[number]} Series
 */

/** The hidden first line of the history's comments, one per commit. @param {string} commit */
export const alertMarker = (commit) => `${MARKER_PREFIX}:history:${commit} -->`;

// The most pull requests one run comments on; the rest are in the job summary.
const MAX_ALERTS = 10;
/** How many commits each side of a change the comment shows. */
const AROUND = 3;
/** The most rows of one comment's table; the rest are counted. */
const MAX_ROWS = 20;

/** @param {number} x */
const percent = (x) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(1)}%`;
/** A name in a table cell: code, its backticks and pipes kept from breaking it. @param {string} name */
const code = (name) => `<code>${text.escapeHtmlText(name).replace(/\|/g, '&#124;').replace(/`/g, '&#96;')}</code>`;
/** @param {string} sha  @param {string | null} url */
const commitLink = (sha, url) => (url ? `[${sha.slice(0, 7)}](${url}/commit/${sha})` : sha.slice(0, 7));

/**
 * One comment for one commit: its change points and the configurations
 * that gave no result from it on.
 * @param {{ commit: string, changes: Change[], missing: Missing[], series: Series[], repositoryUrl: string | null,
 *   runUrl?: string | undefined }} what
 * @returns {string}
 */
export function alertBody({ commit, changes, missing, series, repositoryUrl, runUrl }) {
  const slower = changes.filter((c) => c.change < 0).length;
  const faster = changes.length - slower;
  const parts = [];
  if (slower > 0) parts.push(`${slower} slower`);
  if (faster > 0) parts.push(`${faster} faster`);
  if (missing.length > 0) parts.push(`${missing.length} without results`);
  const lines = [alertMarker(commit), '',
    `**Benchmark history: ${parts.join(', ')} since ${commitLink(commit, repositoryUrl)}, which this pull request brought to the branch**`,
    ''];
  if (changes.length > 0) {
    const { reference } = changes[0];
    const named = SHA.test(reference) ? `the commit ${commitLink(reference, repositoryUrl)}` : reference;
    lines.push(`Measured on the branch against a fixed reference binary (${named}): the level of commit / reference ` +
      'changed at this commit and stayed (a change point of the history, not one noisy run).', '',
    `| configuration | change (${METHOD_TEXT.change} interval) | commit / reference, before → after |`, '| --- | --- | --- |');
    const shown = [...changes].sort((a, b) => a.change - b.change);
    for (const c of shown.slice(0, MAX_ROWS)) {
      lines.push(`| ${code(c.name)} | ${percent(c.change)} (${percent(c.changeLow)} to ${percent(c.changeHigh)}) | ` +
        `${c.before.toFixed(3)} → ${c.after.toFixed(3)} |`);
    }
    if (shown.length > MAX_ROWS) lines.push('', `and ${shown.length - MAX_ROWS} more.`);
    lines.push('');
    for (const c of shown.slice(0, Math.min(shown.length, 5))) {
      lines.push(...around(c, series, repositoryUrl));
    }
  }
  if (missing.length > 0) {
    lines.push('These configurations gave a result at the commit before and none from this one on:', '');
    for (const m of missing.slice(0, MAX_ROWS)) {
      lines.push(`- ${code(m.name)}${m.reason ? `: ${render.escapeMarkdown(m.reason.split('\n')[0].slice(0, 200))}` : ''}`);
    }
    if (missing.length > MAX_ROWS) lines.push(`- and ${missing.length - MAX_ROWS} more`);
    lines.push('');
  }
  lines.push(`<sub>Told once, by node-benchmark-action's mode \`track\`${runUrl ? ` ([the run](${runUrl}))` : ''}; ` +
    'the history and its dashboard hold the whole series.</sub>', '');
  return lines.join('\n');
}

/**
 * The commits around a change: AROUND before it and AROUND from it on.
 * @param {Change} change  @param {Series[]} series  @param {string | null} repositoryUrl
 */
function around(change, series, repositoryUrl) {
  const s = series.find((x) => x.reference === change.reference);
  const configuration = s?.configurations.find((c) => c.name === change.name);
  if (!s || !configuration) return [];
  const at = configuration.points.findIndex((p) => s.commits[p.index].commit === change.commit);
  const points = configuration.points.slice(Math.max(0, at - AROUND), at + AROUND);
  const rows = points.map((p) => {
    const { commit, date } = s.commits[p.index];
    const mark = commit === change.commit ? ' **← this pull request**' : '';
    return `| ${commitLink(commit, repositoryUrl)} | ${date.slice(0, 10)} | ${p.ratio.toFixed(3)} ` +
      `(${p.ratioLow.toFixed(3)} to ${p.ratioHigh.toFixed(3)})${mark} |`;
  });
  return [`<details><summary>${code(change.name)}: the commits around it</summary>`, '',
    `| commit | date | commit / reference (${METHOD_TEXT.level} interval) |`, '| --- | --- | --- |', ...rows, '', '</details>', ''];
}

/**
 * The change points and losses of the store nobody was told of: one comment
 * per commit, on its pull request; alerts.json remembers what was told.
 * @param {Pick<import('../action.js').Context, 'log' | 'github' | 'env' | 'url'>} context
 * @param {string} store  history-dir
 * @param {(commit: string) => Promise<number | null>} pullRequestOf  for a commit the store keeps none for
 */
export async function tellChanges({ log, github, env, url }, store, pullRequestOf) {
  const read = readStore(store);
  for (const problem of read.problems) log.warning(`History: ${problem}`);
  const { changes, missing, series } = changesOf(read.commits);
  const told = toldBefore(store, log);
  const byCommit = untold(changes, missing, told);
  log.info(`History: ${read.commits.length} commits, ${changes.length} change points, ${missing.length} ` +
    `configurations without results; ${byCommit.size} commit${byCommit.size === 1 ? '' : 's'} to tell`);
  const repositoryUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}` : null;
  const summary = [];
  let posted = 0;
  for (const e of byCommit.values()) {
    const body = alertBody({ ...e, series, repositoryUrl, runUrl: url });
    const pullRequest = e.pullRequest ?? await pullRequestOf(e.commit);
    if (pullRequest !== null && github !== null && posted < MAX_ALERTS) {
      try {
        await github.upsertComment(pullRequest, alertMarker(e.commit), body);
        posted += 1;
        log.info(`Told pull request #${pullRequest} of the changes at ${e.commit}`);
      } catch (err) {
        log.warning(`Could not comment on pull request #${pullRequest}: ${errorMessage(err)}; ` +
          'it is told in the job summary, and again by the next run');
        summary.push(body);
        continue;
      }
    } else {
      summary.push(body);
      if (pullRequest === null) log.warning(`No pull request brought ${e.commit} (a direct push): its changes are in the job summary`);
    }
    for (const c of e.changes) told.add(alertKey(c, 'change'));
    for (const m of e.missing) told.add(alertKey(m, 'missing'));
  }
  writeAlerts(store, told);
  if (summary.length > 0) await log.summary.addRaw(summary.join('\n\n---\n\n'), true).write();
}

/**
 * What alerts.json says was told; a broken one starts again (a warning).
 * @param {string} store  @param {Pick<import('../action.js').Log, 'warning'>} log
 * @returns {Set<string>}
 */
function toldBefore(store, log) {
  try {
    return readAlerts(store);
  } catch (err) {
    if (!(err instanceof HistoryError)) throw err;
    log.warning(`History: ${err.message}; starting a new alerts.json`);
    return new Set();
  }
}

/**
 * The changes and losses not told yet, by the commit they happened at.
 * @param {Change[]} changes  @param {Missing[]} missing  @param {Set<string>} told
 * @returns {Map<string, { commit: string, pullRequest: number | null, changes: Change[], missing: Missing[] }>}
 */
function untold(changes, missing, told) {
  /** @type {Map<string, { commit: string, pullRequest: number | null, changes: Change[], missing: Missing[] }>} */
  const byCommit = new Map();
  const entry = (/** @type {Change | Missing} */ item) => {
    let e = byCommit.get(item.commit);
    if (!e) {
      e = { commit: item.commit, pullRequest: item.pullRequest, changes: [], missing: [] };
      byCommit.set(item.commit, e);
    }
    return e;
  };
  for (const c of changes) if (!told.has(alertKey(c, 'change'))) entry(c).changes.push(c);
  for (const m of missing) if (!told.has(alertKey(m, 'missing'))) entry(m).missing.push(m);
  return byCommit;
}
