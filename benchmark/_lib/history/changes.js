'use strict';

// What the history says: per series (one reference) and configuration, the
// commits where the level of commit/reference changed (change-points.js),
// and the configurations that stopped producing results. history.js
// `changes` prints it, its `site` draws it, and the Action's mode `track`
// tells the pull requests that introduced them.

const { byteOrder } = require('../text.js');
const { findChanges, fewestPoints } = require('../stats/change-points.js');
const { seriesOf } = require('./store.js');

/**
 * @typedef {import('./store.js').CommitRecord} CommitRecord
 * @typedef {{ reference: string, name: string, filename: string, configuration: string, commit: string,
 *   date: string, pullRequest: number | null, before: number, after: number, change: number, changeLow: number,
 *   changeHigh: number, pValue: number, previous: string | null, points: number }} Change
 *   a change point: `commit` is the first at the new level, `previous` the last at the old one
 * @typedef {{ reference: string, name: string, filename: string, configuration: string, commit: string,
 *   date: string, pullRequest: number | null, lastCommit: string, reason: string | null }} Missing
 *   a configuration without a result since `commit`; it had one at `lastCommit`
 */

/**
 * @param {CommitRecord[]} commits  the store's, in order (readStore)
 * @param {Parameters<typeof findChanges>[1]} [options]  the detector's
 * @returns {{ changes: Change[], missing: Missing[], series: ReturnType<typeof seriesOf>,
 *   needs: { commits: number, short: number, longest: number } }}  needs: the measured commits a
 *   configuration needs before a change can be found in it, how many configurations have fewer, and
 *   the most any configuration has
 */
function historyChanges(commits, options = {}) {
  const series = seriesOf(commits);
  /** @type {Change[]} */
  const changes = [];
  /** @type {Missing[]} */
  const missing = [];
  for (const s of series) {
    for (const c of s.configurations) {
      for (const found of findChanges(c.points, options)) {
        const at = s.commits[c.points[found.index].index];
        const before = c.points[found.index - 1];
        changes.push({
          reference: s.reference, name: c.name, filename: c.filename, configuration: c.configuration,
          commit: at.commit, date: at.date, pullRequest: at.pullRequest,
          before: found.before, after: found.after, change: found.change, changeLow: found.changeLow,
          changeHigh: found.changeHigh, pValue: found.pValue,
          previous: before ? s.commits[before.index].commit : null, points: c.points.length,
        });
      }
      const last = c.points.at(-1);
      if (last && last.index < s.commits.length - 1) {
        const at = s.commits[last.index + 1];
        const failed = s.failed.get(last.index + 1)?.find((f) => f.filename === c.filename &&
          f.configuration === c.configuration);
        missing.push({ reference: s.reference, name: c.name, filename: c.filename, configuration: c.configuration,
          commit: at.commit, date: at.date, pullRequest: at.pullRequest, lastCommit: s.commits[last.index].commit,
          reason: failed?.reason ?? null });
      }
    }
  }
  changes.sort((a, b) => byteOrder(a.date, b.date) || byteOrder(a.name, b.name));
  return { changes, missing, series, needs: historyNeeds(commits, options) };
}

/**
 * The measured commits a configuration needs before a change can be found
 * in it (change-points.js fewestPoints), how many configurations have fewer,
 * and the most any configuration has.
 * @param {CommitRecord[]} commits  @param {{ minSegment?: number }} [options]
 */
function historyNeeds(commits, options = {}) {
  const needs = { commits: fewestPoints(options), short: 0, longest: 0 };
  for (const s of seriesOf(commits)) {
    for (const c of s.configurations) {
      needs.longest = Math.max(needs.longest, c.points.length);
      if (c.points.length < needs.commits) needs.short++;
    }
  }
  return needs;
}

/**
 * What the dashboard draws (history/site.js's model), from the store.
 * @param {{ commits: CommitRecord[], links: import('./store.js').LinkRecord[] }} store  readStore's
 * @param {{ title: string, repositoryUrl: string | null, generated: string }} page
 */
function siteModel({ commits, links }, { title, repositoryUrl, generated }) {
  const found = historyChanges(commits);
  return {
    title, repositoryUrl, generated,
    series: found.series.map((s) => ({ reference: s.reference, commits: s.commits,
      configurations: s.configurations.map(({ name, filename, configuration, category, points }) => ({
        name, filename, configuration, category,
        points: points.map(({ index, ratio, ratioLow, ratioHigh }) => ({ index, ratio, ratioLow, ratioHigh })) })) })),
    changes: found.changes.map((c) => ({ reference: c.reference, name: c.name, commit: c.commit, date: c.date,
      pullRequest: c.pullRequest, before: c.before, after: c.after, change: c.change, changeLow: c.changeLow,
      changeHigh: c.changeHigh })),
    links: links.map(({ from, to, commit, date }) => ({ from, to, commit, date })),
    missing: found.missing.map(({ reference, name, commit, date, pullRequest }) => ({ reference, name, commit, date, pullRequest })),
  };
}

/** The key a change or a loss is told under, once (alerts.json). @param {Change | Missing} item @param {'change' | 'missing'} kind */
const alertKey = (item, kind) => `${kind} ${item.reference} ${item.commit} ${item.name}`;

module.exports = { historyChanges, historyNeeds, siteModel, alertKey };
