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

import method from '../../benchmark/_lib/words/method.js';
import { MARKER_PREFIX, SHA } from '../request/grammar.js';

const { METHOD_TEXT } = method;

/**
 * @typedef {import('../../benchmark/_lib/history/changes.js').Change} Change
 * @typedef {import('../../benchmark/_lib/history/changes.js').Missing} Missing
 * @typedef {ReturnType<typeof import('../../benchmark/_lib/history/store.js').seriesOf>[number]} Series
 */

/** The hidden first line of the history's comments, one per commit. @param {string} commit */
export const alertMarker = (commit) => `${MARKER_PREFIX}:history:${commit} -->`;

/** How many commits each side of a change the comment shows. */
const AROUND = 3;
/** The most rows of one comment's table; the rest are counted. */
const MAX_ROWS = 20;

/** @param {number} x */
const percent = (x) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(1)}%`;
/** A name in a table cell: code, its backticks and pipes kept from breaking it. @param {string} name */
const code = (name) => `<code>${name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  .replace(/\|/g, '&#124;').replace(/`/g, '&#96;')}</code>`;
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
      lines.push(`- ${code(m.name)}${m.reason ? `: ${m.reason.split('\n')[0].slice(0, 200).replace(/[<>&]/g, ' ')}` : ''}`);
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
