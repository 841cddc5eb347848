'use strict';

// The static site of the benchmark history of main (GitHub Pages): a front
// page, and one page per category with a chart per configuration of the
// ratio commit / reference over the commits of main.
//
//   <out>/index.html        references and commit range, latest changes,
//                           configurations that stopped, the categories
//   <out>/<category>.html   per reference: each configuration's chart, its
//                           latest result and its detected changes
//   <out>/site.css, site.js the page style; the chart drawing
//                           (history/site-client.js)
//   <out>/uplot/            uPlot, as `npm run build` copies it to dist/uplot/
//   <out>/.nojekyll         GitHub Pages serves the files as they are
//
// The pages are pure strings (renderSite); writeSite is the only function
// that touches the file system. Everything from the model is untrusted (it
// comes from data files of a public page): history/site-html.js escapes it
// and builds the page shell with its Content-Security-Policy. The work is
// linear in the number of points: changes are grouped by chart and commits
// found in maps, never searched per chart.

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { byteOrder } = require('../text.js');
const { METHOD_TEXT } = require('../words/method.js');
const {
  escapeHtml, scriptJson, linker, page, changeSpan, ratioText, dayText, round4, SITE_CSS, CHART_COLORS, Y_TITLE,
} = require('./site-html.js');

const UPLOT_DIR = path.join(__dirname, '..', '..', '..', 'dist', 'uplot');
const UPLOT_FILES = ['uPlot.iife.min.js', 'uPlot.min.css', 'LICENSE'];
const CLIENT_FILE = path.join(__dirname, 'site-client.js');
const LATEST_CHANGES = 20;
const MISSING_SHOWN = 200;
/**
 * @typedef {{ commit: string, date: string, pullRequest: number | null }} HistoryCommit
 * @typedef {{ index: number, ratio: number, ratioLow: number, ratioHigh: number }} HistoryPoint
 * @typedef {{ name: string, filename: string, configuration: string, category: string,
 *   points: HistoryPoint[] }} HistoryConfiguration
 * @typedef {{ reference: string, commits: HistoryCommit[], configurations: HistoryConfiguration[] }} HistorySeries
 * @typedef {{ reference: string, name: string, commit: string, date: string, before: number, after: number,
 *   change: number, changeLow: number, changeHigh: number, pullRequest: number | null }} HistoryChange
 * @typedef {{ from: string, to: string, commit: string | null, date: string }} HistoryLink
 * @typedef {{ reference: string, name: string, commit: string, date: string, pullRequest: number | null }} HistoryMissing
 * @typedef {{ title: string, repositoryUrl: string | null, generated: string, series: HistorySeries[],
 *   changes: HistoryChange[], links: HistoryLink[], missing: HistoryMissing[] }} HistoryModel
 * @typedef {{ file: string, id: string, category: string }} ChartPlace
 */

/**
 * The page file of a category: the category itself when it is plain
 * (lower-case letters, digits, `_`, single inner `-`, as Node core's are),
 * otherwise a slug of it, `--` and a hash of the exact name. Only the plain
 * form lacks `--`, so two categories never share a file.
 * @param {string} category
 * @returns {string}
 */
function categoryFileName(category) {
  if (/^[a-z0-9_]{1,60}(-[a-z0-9_]{1,60}){0,3}$/.test(category) && category !== 'index') return `${category}.html`;
  const slug = category.toLowerCase().replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'category';
  const hash = crypto.createHash('sha256').update(category).digest('hex').slice(0, 12);
  return `${slug.replace(/-+$/, '')}--${hash}.html`;
}

/** Where each configuration's chart is: `${series}\0${name}` to its page and anchor. */
function chartPlaces(model) {
  /** @type {Map<string, ChartPlace>} */
  const places = new Map();
  model.series.forEach((series, s) => series.configurations.forEach((c, k) => {
    places.set(`${s}\0${c.name}`, { file: categoryFileName(c.category), id: `s${s}-c${k}`, category: c.category });
  }));
  return places;
}

/** `${reference}\0${commit}` to the series and the commit's index in it. */
function commitIndex(model) {
  /** @type {Map<string, { series: number, index: number }>} */
  const index = new Map();
  model.series.forEach((series, s) => series.commits.forEach((c, i) => {
    index.set(`${series.reference}\0${c.commit}`, { series: s, index: i });
  }));
  return index;
}

/** The configuration's name, linked to its chart when the model has one. */
function nameCell(item, commits, places) {
  const at = commits.get(`${item.reference}\0${item.commit}`);
  const place = at && places.get(`${at.series}\0${item.name}`);
  const name = `<code>${escapeHtml(item.name)}</code>`;
  return place ? `<a href="${escapeHtml(place.file)}#${place.id}">${name}</a>` : name;
}

/** The front page. */
function indexPage(model, places, commits, categories) {
  const links = linker(model.repositoryUrl);
  const body = [
    `<header><h1>${escapeHtml(model.title)}</h1>`,
    `<p class="lead">Each commit of main is measured against a fixed reference binary. A result is the ratio ${Y_TITLE}, ` +
      `with its ${METHOD_TEXT.level} interval. Generated ${timeText(model.generated)}.</p></header>`,
    '<main>',
    '<h2>References</h2>',
    referenceTable(model, links),
    ...model.links.map((l) => `<p class="note">Both <code>${escapeHtml(l.from)}</code> and <code>${escapeHtml(l.to)}</code> ` +
      `were measured ${l.commit ? `at ${links.commit(l.commit)} ` : ''}on ${dayText(l.date)}.</p>`),
    '<h2>Latest changes</h2>',
    changeTable(model, links, commits, places),
    '<h2>Stopped producing results</h2>',
    missingTable(model, links, commits, places),
    '<h2>Categories</h2>',
    categoryList(categories),
    '</main>',
  ];
  return page({ title: model.title, body: body.join('\n') });
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

function categoryList(categories) {
  if (categories.length === 0) return '<p>None yet.</p>';
  const items = categories.map((c) => `<li><a href="${escapeHtml(c.file)}">${escapeHtml(c.category)}</a> ` +
    `<span class="muted">${plural(c.configurations, 'configuration')}, ${plural(c.changes, 'change')}</span></li>`);
  return `<ul class="categories">\n${items.join('\n')}\n</ul>`;
}

function referenceTable(model, links) {
  if (model.series.length === 0) return '<p>No results yet: no commit has been measured.</p>';
  const rows = model.series.map((s) => {
    const [first, last] = [s.commits[0], s.commits.at(-1)];
    const range = first ? `${links.commit(first.commit)} ${dayText(first.date)} to ${links.commit(last.commit)} ` +
      `${dayText(last.date)}` : 'no commits';
    return `<tr><td><code>${escapeHtml(s.reference)}</code></td><td class="num">${s.commits.length}</td>` +
      `<td>${range}</td><td class="num">${s.configurations.length}</td></tr>`;
  });
  return `<table><thead><tr><th>reference</th><th class="num">commits</th><th>from … to</th>` +
    `<th class="num">configurations</th></tr></thead><tbody>\n${rows.reverse().join('\n')}\n</tbody></table>`;
}

/** `2026-11-27 12:00 UTC` for an ISO time, else the text as it is. */
function timeText(iso) {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC` : escapeHtml(iso);
}

/** Newest first: by date, then later in the model first. */
function newestFirst(items) {
  const time = (item) => Date.parse(item.date) || 0;
  return items.map((item, i) => ({ item, i })).sort((a, b) => time(b.item) - time(a.item) || b.i - a.i).map((e) => e.item);
}

function changeTable(model, links, commits, places) {
  if (model.changes.length === 0) return '<p>No changes detected.</p>';
  const shown = newestFirst(model.changes).slice(0, LATEST_CHANGES);
  const rows = shown.map((c) => `<tr><td>${dayText(c.date)}</td><td>${nameCell(c, commits, places)}</td>` +
    `<td class="num">${changeSpan(c)}</td><td>${links.commit(c.commit)}</td><td>${links.pull(c.pullRequest)}</td></tr>`);
  const more = model.changes.length - shown.length;
  return `<table><thead><tr><th>date</th><th>configuration</th><th class="num">change (${METHOD_TEXT.change} interval)</th>` +
    `<th>commit</th><th>pull request</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>` +
    (more > 0 ? `<p class="note">${more} earlier change${more === 1 ? ' is' : 's are'} listed on the category pages.</p>` : '');
}

function missingTable(model, links, commits, places) {
  if (model.missing.length === 0) return '<p>None: every configuration still produces results.</p>';
  const shown = newestFirst(model.missing).slice(0, MISSING_SHOWN);
  const rows = shown.map((m) => `<tr><td>${dayText(m.date)}</td><td>${nameCell(m, commits, places)}</td>` +
    `<td>${links.commit(m.commit)}</td><td>${links.pull(m.pullRequest)}</td></tr>`);
  const more = model.missing.length - shown.length;
  return '<p class="note">No result from the commit named on, after results before it.</p>' +
    `<table><thead><tr><th>date</th><th>configuration</th><th>since commit</th><th>pull request</th></tr></thead>` +
    `<tbody>\n${rows.join('\n')}\n</tbody></table>` + (more > 0 ? `<p class="note">and ${more} more.</p>` : '');
}

/**
 * A category's page: per reference, newest first, each configuration's name,
 * chart, latest result and changes. The chart data goes in one JSON block,
 * by chart number: x the commit indices with a result, y, lo, hi the ratio
 * and its interval, changes the commit indices with their change in percent.
 */
function categoryPage({ model, entry, places, changesByChart, links }) {
  /** @type {Map<number, number[]>} configurations by series */
  const bySeries = new Map();
  for (const { series, k } of entry.charts) {
    if (!bySeries.has(series)) bySeries.set(series, []);
    bySeries.get(series)?.push(k);
  }
  /** @type {{ repository: string | null, colors: typeof CHART_COLORS, yTitle: string, series: object[], charts: object[] }} */
  const data = { repository: links.base, colors: CHART_COLORS, yTitle: Y_TITLE, series: [], charts: [] };
  const html = [
    `<header><nav><a href="index.html">&larr; ${escapeHtml(model.title)}</a></nav>`,
    `<h1>${escapeHtml(entry.category)}</h1>`,
    `<p class="lead">Each chart shows a configuration's ratio ${Y_TITLE} for each commit of main, oldest on the ` +
      `left, with its ${METHOD_TEXT.level} interval as a band; a commit without a result leaves a gap. The dashed line at 1 is ` +
      'the speed of the reference; vertical lines ' +
      'mark detected changes (green faster, red slower). Point at a commit to read it; drag to zoom, double-click ' +
      'to zoom out.</p></header>',
    '<main>',
  ];
  for (const s of [...bySeries.keys()].sort((a, b) => b - a)) {
    const series = model.series[s];
    const local = data.series.length;
    data.series.push({
      reference: series.reference, sha: series.commits.map((c) => c.commit),
      date: series.commits.map((c) => String(c.date).slice(0, 10)), pr: series.commits.map((c) => c.pullRequest),
    });
    const [first, last] = [series.commits[0], series.commits.at(-1)];
    html.push(`<h2>Against <code>${escapeHtml(series.reference)}</code></h2>`,
      `<p class="note">${plural(series.commits.length, 'commit')} of main` +
        (first ? `, ${links.commit(first.commit)} ${dayText(first.date)} to ${links.commit(last.commit)} ${dayText(last.date)}` : '') +
        '.</p>');
    for (const k of /** @type {number[]} */ (bySeries.get(s))) {
      const configuration = series.configurations[k];
      const key = `${s}\0${configuration.name}`;
      const changes = changesByChart.get(key) ?? [];
      const id = /** @type {ChartPlace} */ (places.get(key)).id;
      html.push(configurationArticle({ id, configuration, series, changes, links, chart: data.charts.length }));
      if (configuration.points.length) data.charts.push(chartData(local, configuration, changes));
    }
  }
  html.push('</main>', `<script type="application/json" id="history-data">${scriptJson(data)}</script>`);
  return html.join('\n');
}

/** One configuration: its full name, its chart (when it has results), its latest result, its changes. */
function configurationArticle({ id, configuration, series, changes, links, chart }) {
  const name = escapeHtml(configuration.name);
  const latest = configuration.points.at(-1);
  const commitOf = (point) => series.commits[point.index] ?? { commit: '?', date: '', pullRequest: null };
  const at = latest && commitOf(latest);
  const lines = [`<article class="config" id="${id}">`, `<h3>${name}</h3>`];
  if (!latest || !at) {
    lines.push('<p class="empty">No results against this reference.</p>');
  } else {
    lines.push(`<div class="chart" data-chart="${chart}" role="img" aria-label="${escapeHtml(Y_TITLE)} of ${name}"></div>`,
      `<p class="readout">latest ${links.commit(at.commit)} ${dayText(at.date)}` +
        `${at.pullRequest ? ` ${links.pull(at.pullRequest)}` : ''}: ${ratioText(latest.ratio)} ` +
        `(${ratioText(latest.ratioLow)} to ${ratioText(latest.ratioHigh)})</p>`);
  }
  if (changes.length) {
    lines.push('<ul class="changes">', ...changes.map((c) => `<li>${changeSpan(c)} at ${links.commit(c.commit)} ` +
      `${dayText(c.date)}${c.pullRequest ? ` ${links.pull(c.pullRequest)}` : ''}: level ${ratioText(c.before)} ` +
      `&rarr; ${ratioText(c.after)}</li>`), '</ul>');
  }
  lines.push('</article>');
  return lines.join('\n');
}

function chartData(series, configuration, changes) {
  const points = configuration.points;
  return {
    s: series,
    x: points.map((p) => p.index), y: points.map((p) => round4(p.ratio)),
    lo: points.map((p) => round4(p.ratioLow)), hi: points.map((p) => round4(p.ratioHigh)),
    changes: changes.map((c) => ({ x: c.index, change: round4(c.change) })),
  };
}

/** How many configurations the charts are of: one configuration can have a chart per reference. */
function distinctNames(model, charts) {
  return new Set(charts.map(({ series, k }) => model.series[series].configurations[k].name)).size;
}

/**
 * The pages of a model, as file name to content (the assets aside). Pure.
 * @param {HistoryModel} model
 * @returns {Map<string, string>}
 */
function renderSite(model) {
  const places = chartPlaces(model);
  const commits = commitIndex(model);
  /** @type {Map<string, { category: string, file: string, charts: { series: number, k: number }[], changes: number }>} */
  const categories = new Map();
  model.series.forEach((series, s) => series.configurations.forEach((c, k) => {
    const file = categoryFileName(c.category);
    const entry = categories.get(file) ?? { category: c.category, file, charts: [], changes: 0 };
    if (entry.category !== c.category) throw new Error(`Categories '${entry.category}' and '${c.category}' map to ${file}`);
    entry.charts.push({ series: s, k });
    categories.set(file, entry);
  }));
  /** @type {Map<string, (HistoryChange & { index: number })[]>} changes by `${series}\0${name}`, with their commit's index */
  const changesByChart = new Map();
  for (const change of model.changes) {
    const at = commits.get(`${change.reference}\0${change.commit}`);
    const place = at && places.get(`${at.series}\0${change.name}`);
    if (!at || !place) continue;
    const key = `${at.series}\0${change.name}`;
    if (!changesByChart.has(key)) changesByChart.set(key, []);
    changesByChart.get(key)?.push({ ...change, index: at.index });
    /** @type {NonNullable<ReturnType<typeof categories.get>>} */ (categories.get(place.file)).changes++;
  }
  const sorted = [...categories.values()].sort((a, b) => byteOrder(a.category, b.category));
  /** @type {Map<string, string>} */
  const pages = new Map();
  pages.set('index.html', indexPage(model, places, commits,
    sorted.map((c) => ({ ...c, configurations: distinctNames(model, c.charts) }))));
  for (const entry of sorted) {
    const body = categoryPage({ model, entry, places, changesByChart, links: linker(model.repositoryUrl) });
    pages.set(entry.file, page({ title: `${entry.category}: ${model.title}`, body, script: true }));
  }
  return pages;
}

/**
 * Writes the site of `model` into `outDir` (created if need be; other files
 * in it are left alone). uPlot comes from dist/uplot/, which `npm run build`
 * fills, so the Action runs without node_modules.
 * @param {HistoryModel} model
 * @param {string} outDir
 * @returns {{ files: string[] }} the files written, relative to outDir
 */
function writeSite(model, outDir) {
  for (const file of UPLOT_FILES) {
    if (!fs.existsSync(path.join(UPLOT_DIR, file))) {
      throw new Error(`${path.join(UPLOT_DIR, file)} is missing: run 'npm run build' in the repository, which copies uPlot there`);
    }
  }
  const pages = renderSite(model);
  fs.mkdirSync(path.join(outDir, 'uplot'), { recursive: true });
  const files = [];
  const write = (name, content) => {
    fs.writeFileSync(path.join(outDir, name), content);
    files.push(name);
  };
  for (const file of UPLOT_FILES) write(`uplot/${file}`, fs.readFileSync(path.join(UPLOT_DIR, file)));
  write('site.js', fs.readFileSync(CLIENT_FILE));
  write('site.css', SITE_CSS);
  write('.nojekyll', '');
  for (const [name, content] of pages) write(name, content);
  return { files };
}

module.exports = { writeSite, renderSite, categoryFileName };
