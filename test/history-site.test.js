// The history site (benchmark/_lib/history/site.js): its file names, its
// escaping of untrusted names, and the site as a reader gets it: written to
// a directory and opened in headless Chromium over the DevTools pipe
// (scripts/history-screenshots.js), where the pages must load without a
// console error, an exception, a CSP violation or a request outside the
// site, every chart must be drawn on, and a hostile name must stay text.
//
// Set HISTORY_PREVIEW_DIR to keep the site and its screenshots for a look.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { tool } from './helpers/tools.js';
import { launchChromium, openPage } from '../scripts/history-screenshots.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { writeSite, renderSite, categoryFileName } = require('../benchmark/_lib/history/site.js');
const { scriptJson } = require('../benchmark/_lib/history/site-html.js');

const chromium = tool('chromium');
const HOSTILE = 'string_decoder/evil.js n="1" name=\'</script><img src=x onerror=alert(1)>\'';
const REPOSITORY = 'https://github.com/nodejs/node';
const sha = (i) => i.toString(16).padStart(2, '0').repeat(20);
const short = (i) => sha(i).slice(0, 7);
const GAP = 12;

/**
 * 30 commits of main against v24.11.0 (and 3 earlier ones against v22.11.0),
 * 4 configurations in 2 categories: string_decoder's utf8 gets 4% slower at
 * commit 20, a buffers configuration stops after commit 24, another has no
 * result at commit 12 (GAP), and one name is hostile.
 */
function model() {
  const commits = Array.from({ length: 30 }, (_, i) => ({
    commit: sha(i + 10), date: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(), pullRequest: i % 2 ? 61000 + i : null,
  }));
  const wiggle = (i) => 0.004 * Math.sin(i * 1.7);
  const points = (level, { step = Infinity, factor = 1, last = 30 } = {}) => commits.slice(0, last).map((_, index) => {
    const ratio = level * (index >= step ? factor : 1) + wiggle(index);
    return { index, ratio, ratioLow: ratio - 0.01, ratioHigh: ratio + 0.01 };
  });
  const configuration = (filename, config, category, pts) => ({
    name: `${filename} ${config}`, filename, configuration: config, category, points: pts,
  });
  const utf8 = configuration('string_decoder/string-decoder.js', "encoding='utf8' inLen=32", 'string_decoder',
    points(1.01, { step: 20, factor: 0.96 }));
  return {
    title: 'node history',
    repositoryUrl: REPOSITORY,
    generated: '2026-11-27T12:00:00.000Z',
    series: [
      { reference: 'v22.11.0', commits: commits.slice(0, 3).map((c, i) => ({
        ...c, commit: sha(i + 200), date: new Date(Date.UTC(2026, 8, 27 + i)).toISOString() })),
        configurations: [configuration('buffers/buffer-compare.js', 'size=16', 'buffers', points(1.1, { last: 3 }))] },
      { reference: 'v24.11.0', commits, configurations: [
        utf8,
        { name: HOSTILE, filename: 'string_decoder/evil.js', configuration: HOSTILE.slice(23), category: 'string_decoder',
          points: points(0.98) },
        configuration('buffers/buffer-compare.js', 'size=16', 'buffers', points(1.0).filter((p) => p.index !== GAP)),
        configuration('buffers/buffer-concat.js', 'pieces=4', 'buffers', points(1.02, { last: 25 })),
      ] },
    ],
    changes: [
      { reference: 'v24.11.0', name: HOSTILE, commit: commits[10].commit, date: commits[10].date,
        before: 0.98, after: 0.98, change: 0.1, changeLow: -0.9, changeHigh: 1.1, pullRequest: null },
      { reference: 'v24.11.0', name: utf8.name, commit: commits[20].commit, date: commits[20].date,
        before: 1.01, after: 0.97, change: -4.0, changeLow: -5.2, changeHigh: -2.8, pullRequest: 61021 },
    ],
    links: [{ from: 'v22.11.0', to: 'v24.11.0', commit: null, date: '2026-09-30T00:00:00.000Z' }],
    missing: [{ reference: 'v24.11.0', name: 'buffers/buffer-concat.js pieces=4', commit: commits[25].commit,
      date: commits[25].date, pullRequest: null }],
  };
}

// ---------------------------------------------------------------- pure

test('a plain category is its own file name; any other gets a slug and a hash, never a path', () => {
  assert.equal(categoryFileName('string_decoder'), 'string_decoder.html');
  assert.equal(categoryFileName('child_process'), 'child_process.html');
  assert.equal(categoryFileName('es-next'), 'es-next.html');
  const odd = ['../etc', 'Buffers', 'buffers ', 'a--b', 'index', '', 'a/b', 'a\\b', '.hidden', '<img>', 'ü', 'x'.repeat(300)];
  const names = odd.map(categoryFileName);
  for (const name of names) assert.match(name, /^[a-z0-9_-]{1,60}\.html$/);
  for (const name of names) assert.match(name, /--[0-9a-f]{12}\.html$/, 'only plain names lack the hash');
  assert.equal(new Set([...names, categoryFileName('buffers'), categoryFileName('a-b')]).size, odd.length + 2);
  assert.match(categoryFileName('../etc'), /^etc--[0-9a-f]{12}\.html$/);
  assert.match(categoryFileName('index'), /^index--[0-9a-f]{12}\.html$/);
});

test('the JSON for a script element cannot close it, open a comment or end a line', () => {
  const value = { name: '</script><!-- \u2028 & >' };
  const json = scriptJson(value);
  assert.equal(json, '{"name":"\\u003c/script\\u003e\\u003c!-- \\u2028 \\u0026 \\u003e"}');
  assert.deepEqual(JSON.parse(json), value);
});

test('renders the hostile name as escaped text on every page, and its data as escaped JSON', () => {
  const pages = renderSite(model());
  assert.deepEqual([...pages.keys()], ['index.html', 'buffers.html', 'string_decoder.html']);
  for (const [name, html] of pages) {
    assert.doesNotMatch(html, /<img|onerror=alert\(1\)>|<\/script><img/i, name);
    assert.equal(html.match(/<\/script>/g)?.length ?? 0, name === 'index.html' ? 0 : 3, `${name}: only our scripts end`);
  }
  assert.ok(pages.get('string_decoder.html')?.includes(
    '<h3>string_decoder/evil.js n=&quot;1&quot; name=&apos;&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&apos;</h3>'));
});

test('links commits and pull requests only under an http(s) repository URL', () => {
  const index = renderSite(model()).get('index.html') ?? '';
  assert.ok(index.includes(`<a href="${REPOSITORY}/commit/${sha(30)}"><code>${sha(30).slice(0, 7)}</code></a>`));
  assert.ok(index.includes(`<a href="${REPOSITORY}/pull/61021">#61021</a>`));
  for (const repositoryUrl of ['javascript:alert(1)//', 'data:text/html,x', null, 'not a url']) {
    const html = [...renderSite({ ...model(), repositoryUrl }).values()].join('\n');
    assert.doesNotMatch(html, /<a href="(?!index\.html"|[a-z_]+\.html["#])/, String(repositoryUrl));
    assert.ok(html.includes(`<code>${sha(30).slice(0, 7)}</code>`));
  }
});

test('writes the pages, site.js, site.css and uPlot with its license, and no file outside the directory', () => {
  const dir = tempDir('nba-history-');
  try {
    const { files } = writeSite({ ...model(), series: model().series.map((s) => ({ ...s,
      configurations: s.configurations.map((c) => ({ ...c, category: c.category === 'buffers' ? '../buffers' : c.category })) })) }, dir);
    const hashed = categoryFileName('../buffers');
    assert.deepEqual(files.sort(), ['.nojekyll', hashed, 'index.html', 'site.css', 'site.js', 'string_decoder.html',
      'uplot/LICENSE', 'uplot/uPlot.iife.min.js', 'uplot/uPlot.min.css'].sort());
    assert.match(hashed, /^buffers--[0-9a-f]{12}\.html$/);
    assert.match(fs.readFileSync(path.join(dir, 'uplot', 'LICENSE'), 'utf8'), /MIT License[\s\S]*Leon Sorokin/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// ---------------------------------------------------------------- in Chromium

/** What the page shows of its charts: per chart element, its name and how much of its canvas is drawn on. */
const CHARTS = `[...document.querySelectorAll('div.chart[data-chart]')].map((chart) => {
  const canvas = chart.querySelector('canvas');
  const name = chart.closest('article').querySelector('h3').textContent;
  if (!canvas) return { name, canvas: false };
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let inked = 0;
  let blue = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] > 0) inked++;
    if (data[i + 3] > 200 && Math.abs(data[i]) < 12 && Math.abs(data[i + 1] - 0x72) < 12 && Math.abs(data[i + 2] - 0xb2) < 12) blue++;
  }
  return { name, canvas: true, inked: inked / (canvas.width * canvas.height), blue };
})`;

/**
 * The first chart's ratio line, as drawn: for each commit position x (0 the
 * first commit; halves between two), the pixels of the line's colour in the
 * canvas column there. The x scale runs from -0.5 to n - 0.5 over the plot
 * area (.u-over), n the commits of the series.
 * @param {number} n  @param {number[]} xs
 */
const lineColumns = (n, xs) => `(() => {
  const chart = document.querySelector('div.chart[data-chart]');
  const canvas = chart.querySelector('canvas');
  const over = chart.querySelector('.u-over').getBoundingClientRect();
  const box = canvas.getBoundingClientRect();
  const scale = canvas.width / box.width;
  const ctx = canvas.getContext('2d');
  return ${JSON.stringify(xs)}.map((x) => {
    const column = Math.round((over.left - box.left + (x + 0.5) / ${n} * over.width) * scale);
    const top = Math.round((over.top - box.top) * scale);
    const { data } = ctx.getImageData(column - 1, top, 3, Math.round(over.height * scale));
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 200 && data[i] < 12 && Math.abs(data[i + 1] - 0x72) < 12 && Math.abs(data[i + 2] - 0xb2) < 12) blue++;
    }
    return blue;
  });
})()`;

const TEXT_AND_INJECTIONS = `({
  text: document.body.innerText,
  names: [...document.querySelectorAll('h3')].map((h) => h.textContent),
  injected: document.querySelectorAll('img, [onerror], iframe, object, embed').length,
  links: [...document.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
})`;

test('in Chromium: every page loads cleanly, every chart is drawn, the hostile name stays text', {
  skip: chromium.skip, timeout: 120_000,
}, async () => {
  const dir = tempDir('nba-history-');
  const site = path.join(dir, 'site');
  writeSite(model(), site);
  const url = (file) => pathToFileURL(path.join(site, file)).href;
  const browser = await launchChromium(chromium.require());
  try {
    // The control: a page that does what the site must not is caught.
    const control = path.join(dir, 'control.html');
    fs.writeFileSync(control, '<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="script-src \'none\'">' +
      '<img src="missing.png"><script>console.error("x")</script>');
    const bad = await openPage(browser, pathToFileURL(control).href);
    assert.ok(bad.problems.some((p) => /Content Security Policy/.test(p)), bad.problems.join('\n'));
    assert.ok(bad.problems.some((p) => /failed to load|ERR_FILE_NOT_FOUND/.test(p)), bad.problems.join('\n'));
    await bad.close();
    const thrown = path.join(dir, 'thrown.html');
    fs.writeFileSync(thrown, '<!DOCTYPE html><script>console.error("said"); throw new Error("thrown")</script>');
    const noisy = await openPage(browser, pathToFileURL(thrown).href);
    assert.deepEqual(noisy.problems.map((p) => p.replace(/\n[\s\S]*/, '')), ['console.error: said', 'uncaught: Error: thrown']);
    await noisy.close();

    const index = await openPage(browser, url('index.html'));
    assert.deepEqual(index.problems, []);
    const front = await index.evaluate(TEXT_AND_INJECTIONS);
    assert.equal(front.injected, 0);
    assert.ok(front.text.includes(`${HOSTILE}\t+0.1% (-0.9% to +1.1%)\t${short(20)}`), front.text);
    assert.ok(front.text.includes(`string-decoder.js encoding='utf8' inLen=32\t-4.0% (-5.2% to -2.8%)\t${short(30)}\t#61021`));
    assert.ok(front.text.indexOf('-4.0%') < front.text.indexOf('+0.1%'), 'newest change first');
    assert.ok(front.links.some(([t, href]) => t === short(30) && href === `${REPOSITORY}/commit/${sha(30)}`));
    assert.ok(front.links.some(([t, href]) => t === '#61021' && href === `${REPOSITORY}/pull/61021`));
    assert.match(front.text, new RegExp(`Stopped producing results[\\s\\S]*buffer-concat\\.js pieces=4\\t${short(35)}\\t\\n`));
    assert.ok(front.links.some(([t, href]) => t === 'string_decoder' && href === 'string_decoder.html'));
    assert.ok(front.links.some(([t, href]) => t === 'buffers' && href === 'buffers.html'));
    assert.match(front.text, /buffers 2 configurations, 0 changes\nstring_decoder 2 configurations, 2 changes$/);
    await index.screenshot(path.join(dir, 'index.png'));
    await index.close();

    const expected = {
      'string_decoder.html': ["string_decoder/string-decoder.js encoding='utf8' inLen=32", HOSTILE],
      'buffers.html': ['buffers/buffer-compare.js size=16', 'buffers/buffer-concat.js pieces=4', 'buffers/buffer-compare.js size=16'],
    };
    for (const [file, names] of Object.entries(expected)) {
      const category = await openPage(browser, url(file));
      assert.deepEqual(category.problems, [], file);
      assert.ok(category.requests.every((r) => r.startsWith(pathToFileURL(site).href)), category.requests.join('\n'));
      const page = await category.evaluate(TEXT_AND_INJECTIONS);
      assert.deepEqual(page.names, names, `${file}: every configuration's full name, newest reference first`);
      assert.equal(page.injected, 0, file);
      const charts = await category.evaluate(CHARTS);
      assert.equal(charts.length, names.length);
      for (const chart of charts) {
        assert.ok(chart.canvas && chart.inked > 0.03 && chart.blue > 200, `${file}: ${JSON.stringify(chart)}`);
      }
      if (file === 'buffers.html') {
        // A commit without a result is a gap: no line across it, where the line between two results is drawn.
        const data = await category.evaluate("JSON.parse(document.getElementById('history-data').textContent)");
        assert.deepEqual(data.charts[0].x, Array.from({ length: 30 }, (_, i) => i).filter((i) => i !== GAP));
        const [drawn, before, at, after] = await category.evaluate(lineColumns(30, [5.5, GAP - 0.5, GAP, GAP + 0.5]));
        assert.ok(drawn > 0, `the line between two results is drawn (${drawn} pixels)`);
        assert.deepEqual([before, at, after], [0, 0, 0], 'no line across the commit without a result');
      }
      if (file === 'string_decoder.html') {
        assert.ok(page.text.includes(`-4.0% (-5.2% to -2.8%) at ${short(30)} 2026-10-21 #61021: level 1.010 → 0.970`));
        assert.ok(page.links.some(([t, href]) => t === short(30) && href === `${REPOSITORY}/commit/${sha(30)}`));
        assert.ok(page.text.includes(HOSTILE));
        // Pointing at the chart names the commit under the cursor.
        const readout = await category.evaluate(`(() => {
          const over = document.querySelector('.u-over');
          const box = over.getBoundingClientRect();
          over.dispatchEvent(new MouseEvent('mousemove', { clientX: box.left + 2, clientY: box.top + 20, bubbles: true }));
          return document.querySelector('.readout').textContent;
        })()`);
        assert.match(readout, /^commit 0a0a0a0 2026-10-01: 1\.010 \(1\.000 to 1\.020\)$/);
        await category.screenshot(path.join(dir, 'category.png'));
      }
      await category.close();
    }
    for (const png of ['index.png', 'category.png']) {
      assert.equal(fs.readFileSync(path.join(dir, png)).subarray(1, 4).toString(), 'PNG');
    }
    // A dense chart, where uPlot draws no points: a result alone between two gaps keeps its point.
    const n = 400;
    const commits = Array.from({ length: n }, (_, i) => ({
      commit: sha(i % 256).slice(0, 36) + i.toString(16).padStart(4, '0'), date: new Date(Date.UTC(2026, 0, 1) + i * 3600e3).toISOString(),
      pullRequest: null }));
    const dense = { ...model(), series: [{ reference: 'v24.11.0', commits, configurations: [{
      name: 'buffers/buffer-compare.js size=16', filename: 'buffers/buffer-compare.js', configuration: 'size=16',
      category: 'buffers', points: commits.map((_, index) => ({ index, ratio: 1, ratioLow: 0.99, ratioHigh: 1.01 }))
        .filter((p) => p.index !== 200 && p.index !== 202) }] }], changes: [], links: [], missing: [] };
    const denseSite = path.join(dir, 'dense');
    writeSite(dense, denseSite);
    const densePage = await openPage(browser, pathToFileURL(path.join(denseSite, 'buffers.html')).href);
    assert.deepEqual(densePage.problems, []);
    // (Commits 2.2 px apart: the gaps beside it are narrower than the point, so only the point is checked.)
    const [alone, line] = await densePage.evaluate(lineColumns(n, [201, 100.5]));
    assert.ok(line > 0 && alone > 0, `the line (${line} pixels) and the lone result's point (${alone}) are drawn`);
    await densePage.close();
    if (process.env.HISTORY_PREVIEW_DIR) fs.cpSync(dir, process.env.HISTORY_PREVIEW_DIR, { recursive: true });
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
