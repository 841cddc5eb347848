// The SVG charts: exact values for the helpers (ticks, R's quantiles,
// escaping), the structure of each chart, and a real render through
// headless Chromium whose PNG is decoded and looked at pixel by pixel.
//
// Set CHARTS_PREVIEW_DIR to keep the rendered PNGs for a look.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { tool } from './helpers/tools.js';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const {
  boxPlot, improvementPlot, scatterPlot, fcrIntervals, quantile7, boxStats, COLORS, CATEGORY_COLORS,
} = require('../benchmark/_lib/charts/svg.js');
const {
  truncate, niceStep, niceTicks, formatTick, formatCompact, log2Ticks,
} = require('../benchmark/_lib/charts/axes.js');
const { escapeHtml } = require('../benchmark/_lib/text.js');
const { distinctClip, groupLabels, shortenFile } = require('../benchmark/_lib/charts/labels.js');
const { improvementDomain } = require('../benchmark/_lib/charts/intervals.js');
const { allocationPlot } = require('../benchmark/_lib/charts/svg.js');
const { analyze, groupSamples } = require('../benchmark/_lib/stats/analysis.js');

const chromium = tool('chromium');
const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--hide-scrollbars', '--force-device-scale-factor=1',
];
const EVIL = '<script>alert("x")</script> & \'q\'';
const EVIL_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;q&apos;';

// ------------------------------------------------------------------ data

/** A seeded generator (mulberry32), so the realistic data is the same every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(next) {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

/**
 * A compare.js run of one file: 6 configurations, 30 rates per side with a
 * 3% spread, a few GC-pause outliers, one clear improvement and one clear
 * regression, and a configuration that only old ran (no comparison).
 */
function realisticSamples() {
  const next = random(20240521);
  const filename = 'string_decoder/string-decoder.js';
  /** @type {[string, number, number][]} */
  const configurations = [
    ["encoding='ascii' inLen=32", 5.2e6, 1], ["encoding='ascii' inLen=128", 4.4e6, 1.01],
    ["encoding='base64' inLen=32", 2.1e6, 1.09], ["encoding='base64' inLen=128", 1.6e6, 1],
    ["encoding='utf8' inLen=32", 3.8e6, 0.93], ["encoding='utf8' inLen=128", 2.9e6, 1],
  ];
  /** @type {import('../benchmark/_lib/stats/analysis.js').Sample[]} */
  const samples = [];
  /** @type {('old' | 'new')[]} */
  const binaries = ['old', 'new'];
  for (const [configuration, rate, factor] of configurations) {
    for (const binary of binaries) {
      for (let i = 0; i < 30; i++) {
        const pause = i % 13 === 7 ? 0.85 : 1;
        const mean = rate * (binary === 'new' ? factor : 1);
        samples.push({ binary, filename, configuration, rate: mean * pause * (1 + 0.03 * normal(next)) });
      }
    }
  }
  samples.push({ binary: 'old', filename, configuration: "encoding='latin1' inLen=32", rate: 4.9e6 });
  return samples;
}

function realisticScatter() {
  const next = random(7);
  const lengths = [16, 32, 64, 128, 256, 512, 1024, 2048];
  /** @type {[string, number][]} */
  const encodings = [['ascii', 9e6], ['utf8', 6e6], ['base64', 3e6]];
  const series = encodings.map(([category, base]) => ({
    category,
    points: lengths.map((x) => {
      const rate = (base / (1 + Math.log2(x) / 3)) * (1 + 0.02 * normal(next));
      return { x, rate, ci: rate * (0.01 + 0.02 * next()) };
    }),
  }));
  return { title: 'string_decoder/string-decoder.js', xaxis: 'inLen', category: 'encoding', series, log: true };
}

/** A comparison as _lib/stats/analysis.js makes it, with only what the chart reads varied. */
function comparison(name, improvement, accuracy, qValue) {
  const side = { n: 30, mean: 1, sd: 0.1 };
  return {
    name, filename: name.split(' ')[0], configuration: name.split(' ').slice(1).join(' '),
    old: side, new: side, improvement, pValue: qValue, df: 50, t: 1,
    stars: '', accuracy: { '*': accuracy, '**': null, '***': null },
    qValue, holmPValue: qValue, error: null,
  };
}

function count(text, pattern) {
  return (text.match(pattern) ?? []).length;
}

/** Each `<g class="row ...">…</g>` of an improvement plot, as { classes, body }. */
function rows(svg) {
  return [...svg.matchAll(/<g class="(row[^"]*)">([\s\S]*?)<\/g>/g)].map(([, classes, body]) => ({ classes, body }));
}

/** The labels of an x axis: the texts after vertical grid lines (x1 equal to x2). */
function xTickLabels(svg) {
  return [...svg.matchAll(/<line class="grid" x1="([^"]+)" x2="\1"[^>]*\/><text [^>]*>([^<]+)<\/text>/g)].map((m) => m[2]);
}

function svgSize(svg) {
  const [, width, height] = svg.match(/^<svg [^>]*width="(\d+)" height="(\d+)"/);
  return { width: Number(width), height: Number(height) };
}

// --------------------------------------------------------------- helpers

test('picks tick steps of 1, 2 or 5 × 10^k', () => {
  assert.equal(niceStep(94), 20);
  assert.equal(niceStep(50), 10);
  assert.equal(niceStep(1), 0.2);
  assert.equal(niceStep(640000), 200000);
  assert.equal(niceStep(0.25), 0.05);
});

test('covers the data with ticks on multiples of the step, without float noise', () => {
  assert.deepEqual(niceTicks(3, 97), { ticks: [0, 20, 40, 60, 80, 100], step: 20, min: 0, max: 100 });
  assert.deepEqual(niceTicks(1.23e6, 1.87e6).ticks, [1.2e6, 1.4e6, 1.6e6, 1.8e6, 2e6]);
  assert.deepEqual(niceTicks(0.1, 0.35).ticks, [0.1, 0.15, 0.2, 0.25, 0.3, 0.35]);
  assert.deepEqual(niceTicks(-7.3, 2.1, 6).ticks, [-8, -6, -4, -2, 0, 2, 4]);
});

test('widens a one-value or empty range so that it still has ticks', () => {
  assert.deepEqual(niceTicks(5, 5).ticks, [4.4, 4.6, 4.8, 5, 5.2, 5.4, 5.6]);
  assert.deepEqual(niceTicks(Infinity, -Infinity).ticks, [0, 0.2, 0.4, 0.6, 0.8, 1]);
});

test('labels ticks with SI suffixes and just enough decimals', () => {
  assert.equal(formatTick(0, 2e5), '0');
  assert.equal(formatTick(800000, 2e5), '800k');
  assert.equal(formatTick(1.2e6, 2e5), '1.2M');
  assert.equal(formatTick(1.5e6, 5e5), '1.5M');
  assert.equal(formatTick(2e6, 5e5), '2M');
  assert.equal(formatTick(3e9, 1e9), '3G');
  assert.equal(formatTick(2500, 500), '2.5k');
  assert.equal(formatTick(0.15, 0.05), '0.15');
  assert.equal(formatTick(-10, 5), '-10');
  assert.equal(formatCompact(1048576), '1.05M');
  assert.equal(formatCompact(2048), '2048');
  // No unit fits NaN: it is printed, where it used to throw.
  assert.equal(formatCompact(NaN), 'NaN');
});

test('puts log2 ticks on powers of two, every other power when the range is wide', () => {
  assert.deepEqual(log2Ticks(16, 1024).ticks, [16, 32, 64, 128, 256, 512, 1024]);
  assert.deepEqual(log2Ticks(20, 1000).ticks, [16, 32, 64, 128, 256, 512, 1024]);
  assert.deepEqual(log2Ticks(1, 2 ** 20).ticks, [1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576]);
  assert.deepEqual(log2Ticks(8, 8).ticks, [4, 8, 16]);
});

test('computes quartiles as R\'s quantile(x) does (type 7)', () => {
  // quantile(1:10)            -> 3.25 5.50 7.75
  // quantile(c(1, 2, 4, 8))   -> 1.75 3.00 5.00
  // quantile(c(5,3,9,1,7,11)) -> 3.5  6.0  8.5
  const quartiles = (x) => [0.25, 0.5, 0.75].map((p) => quantile7([...x].sort((a, b) => a - b), p));
  assert.deepEqual(quartiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), [3.25, 5.5, 7.75]);
  assert.deepEqual(quartiles([1, 2, 4, 8]), [1.75, 3, 5]);
  assert.deepEqual(quartiles([5, 3, 9, 1, 7, 11]), [3.5, 6, 8.5]);
  assert.equal(quantile7([1, 2, 4, 8], 0), 1);
  assert.equal(quantile7([1, 2, 4, 8], 1), 8);
});

test('draws whiskers to the last value within 1.5 IQR and the rest as outliers', () => {
  assert.deepEqual(boxStats([3, 100, 1, 2, 4, -20]), {
    n: 6, q1: 1.25, median: 2.5, q3: 3.75, lower: 1, upper: 4, outliers: [-20, 100],
  });
  assert.deepEqual(boxStats([7]), { n: 1, q1: 7, median: 7, q3: 7, lower: 7, upper: 7, outliers: [] });
  assert.equal(boxStats([]), null);
});

test('escapes the five XML characters', () => {
  assert.equal(escapeHtml(EVIL), EVIL_ESCAPED);
  assert.equal(escapeHtml(42), '42');
});

test('cuts long names to the limit with a visible ellipsis, by code point', () => {
  assert.equal(truncate('abcdef', 6), 'abcdef');
  assert.equal(truncate('abcdefg', 6), 'abcde…');
  assert.equal(truncate('😀😀😀😀', 3), '😀😀…');
});

// ---------------------------------------------------------------- labels

test('cuts a label in the middle, keeping the parameter where it differs from the one most like it', () => {
  const labels = ['utf8', 'latin1', 'hex'].flatMap((encoding) => ['array', 'arraybuffer', 'buffer']
    .map((source) => `len=1024 encoding='${encoding}' source='${source}'`));
  assert.deepEqual(distinctClip(labels.slice(0, 3), 30), [
    'len=1024 encodi…source=\'array\'', 'len=1024 …source=\'arraybuffer\'', 'len=1024 encod…source=\'buffer\'',
  ]);
  // Labels that fit stay whole; a lone label is cut at its end.
  assert.deepEqual(distinctClip(['n=1', 'n=2'], 30), ['n=1', 'n=2']);
  assert.deepEqual(distinctClip(['abcdefgh'], 5), ['abcd…']);
  // Where the first word tells them apart, the start is kept.
  assert.deepEqual(distinctClip(['len=16 x=aaaaaaaa', 'len=1024 x=aaaaaaaa'], 12), ['len=16 x=aa…', 'len=1024 x=…']);
  // Measured in columns when asked: a wide character takes two.
  const wide = (text) => [...text].reduce((sum, c) => sum + (/[\u3000-\u9fff]/.test(c) ? 2 : 1), 0);
  assert.deepEqual(distinctClip(['k=漢字漢字漢字あ', 'k=漢字漢字漢字い'], 8, wide), ['k=漢…あ', 'k=漢…い']);
});

test('labels that differ only at their end stay apart after any cut that leaves room for their difference', () => {
  const next = random(42);
  const alphabet = "ab =x'1";
  const word = (n) => Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  for (let trial = 0; trial < 400; trial++) {
    const prefix = word(Math.floor(next() * 30));
    const ends = new Set();
    const count = 2 + Math.floor(next() * 6);
    while (ends.size < count) ends.add(word(1 + Math.floor(next() * 8)));
    const labels = [...ends].map((end) => prefix + end);
    const longestEnd = Math.max(...[...ends].map((end) => end.length));
    const longest = Math.max(...labels.map((label) => label.length));
    for (let max = longestEnd + 2; max <= longest + 1; max++) {
      const cut = distinctClip(labels, max);
      assert.equal(new Set(cut).size, labels.length, `${JSON.stringify(labels)} at ${max}: ${JSON.stringify(cut)}`);
      for (const label of cut) assert.ok([...label].length <= max, `${label} at ${max}`);
    }
  }
});

test('groups a file\'s rows under the parameters they share; a lone file loses its directories first', () => {
  const rows = ["n=1 len=16 type='a b'", "n=1 len=16 type='a c'", 'n=1 len=32 type=\'a b\'']
    .map((configuration) => ({ name: `buffers/x.js ${configuration}`, file: 'buffers/x.js' }))
    .concat({ name: 'http/y.js c=50', file: 'http/y.js' });
  assert.deepEqual(groupLabels(rows).map(({ group, first, label }) => [group, first, label]), [
    ['buffers/x.js n=1', true, "len=16 type='a b'"], ['buffers/x.js n=1', false, "len=16 type='a c'"],
    ['buffers/x.js n=1', false, "len=32 type='a b'"], [null, true, 'http/y.js c=50'],
  ]);
  assert.equal(shortenFile('a/b/c.js n=1', 'a/b/c.js', 10), '…/c.js n=1');
  assert.equal(shortenFile('a/b/c.js n=1', 'a/b/c.js', 12), 'a/b/c.js n=1');
});

// ------------------------------------------------------------- structure

test('box plot: two boxes (old, new) per benchmark, labelled by its own parameters under its file\'s bracket', () => {
  const groups = groupSamples(realisticSamples());
  const svg = boxPlot(groups, { title: 'string_decoder' });
  assert.equal(count(svg, /<g class="box old">/g), groups.length);
  assert.equal(count(svg, /<g class="box new">/g), groups.length - 1, 'latin1 ran on old only');
  assert.match(svg, /<g class="files"><path d="[^"]+"[^>]*\/><text [^>]*>string_decoder\/string-decoder\.js<\/text><\/g>/);
  assert.deepEqual([...svg.matchAll(/<g class="x-label"><text [^>]*><tspan [^>]*>([^<]+)<\/tspan>/g)].map((m) => m[1]),
    groups.map((group) => escapeHtml(group.configuration)));
  assert.match(svg, /rate, % of old&apos;s mean \(higher is better\)/);
  assert.match(svg, />benchmark<\/text>/);
  assert.match(svg, new RegExp(`fill="${COLORS.old}"`));
  assert.match(svg, new RegExp(`fill="${COLORS.new}"`));
  // Two columns are too narrow for the file's name: it and the parameters they
  // share (encoding='ascii') are turned under each, before its own.
  const two = boxPlot(groups.slice(0, 2));
  assert.match(two, /<g class="files"><\/g>/);
  assert.equal(count(two, /<tspan [^>]*>string_decoder\/string-decoder\.js encoding=&apos;ascii&apos;<\/tspan><tspan [^>]*>inLen=(32|128)<\/tspan>/g), 2);
  // A file's only column keeps its file and configuration, turned, and no bracket.
  const lone = boxPlot([{ name: 'a/b.js n=1', filename: 'a/b.js', configuration: 'n=1', old: [1, 2], new: [2, 3] }]);
  assert.match(lone, /<tspan [^>]*>a\/b\.js<\/tspan><tspan [^>]*>n=1<\/tspan>/);
  assert.match(lone, /<g class="files"><\/g>/);
});

test('box plot: columns alike but for their end keep the end, and a long file name breaks between parameters', () => {
  const file = 'buffers/buffer-from.js';
  const column = (source) => ({ name: `${file} n=1 len=1024 encoding='utf8' ${'k'.repeat(30)}=1 source='${source}'`,
    filename: file, configuration: `n=1 len=1024 encoding='utf8' ${'k'.repeat(30)}=1 source='${source}'`,
    old: [1, 2], new: [2, 3] });
  const svg = boxPlot(['array', 'arraybuffer', 'buffer'].map(column));
  const own = [...svg.matchAll(/<g class="x-label"><text [^>]*><tspan [^>]*>([^<]+)<\/tspan>/g)].map((m) => m[1]);
  assert.equal(new Set(own).size, 3, own.join('\n'));
  own.forEach((label, i) => assert.ok(label.endsWith(`source=&apos;${['array', 'arraybuffer', 'buffer'][i]}&apos;`), label));
  // 3 columns of 64 px, 27 characters: the shared parameters under the file, broken between them.
  const bracket = [...svg.matchAll(/<g class="files">.*?<\/g>/g)][0][0];
  assert.deepEqual([...bracket.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]), [
    'buffers/buffer-from.js n=1', 'len=1024 encoding=&apos;utf8&apos;', `${'k'.repeat(26)}…`]);
});

test('box plot: a side with no sample says n/a, a side with one sample is a flat box', () => {
  const svg = boxPlot([{ name: 'a.js n=1', filename: 'a.js', configuration: 'n=1', old: [5], new: [] }]);
  assert.equal(count(svg, /<g class="box old">/g), 1);
  assert.equal(count(svg, /<g class="box new">/g), 0);
  assert.match(svg, /<text [^>]*class="no-data new"[^>]*>n\/a<\/text>/);
  assert.match(svg, /<g class="box old"><title>old: n=1, mean 5, median 100%, quartiles 100%–100% of old&apos;s mean<\/title>.*height="0"/);
});

/** Each box of a box plot: its side and the y of its top, median and bottom (px). */
function boxes(svg) {
  return [...svg.matchAll(/<g class="box (old|new)">.*?<rect [^>]*y="([^"]+)"[^>]*height="([^"]+)".*?<line [^>]*y1="([^"]+)" y2="[^"]+" stroke="#333333" stroke-width="2"\/>/g)]
    .map(([, side, y, height, median]) => ({ side, top: Number(y), height: Number(height), median: Number(median) }));
}

/** The y (px) of a box plot's tick labelled `label`. */
function yTick(svg, label) {
  const match = svg.match(new RegExp(`<line class="grid" x1="[^"]+" x2="[^"]+" y1="([^"]+)" y2="\\1"[^>]*/><text [^>]*>${label}</text>`));
  return Number(match?.[1]);
}

/** n rates around `mean` with a 3% spread, the same pattern for any mean. */
function spread(mean, n = 30) {
  return Array.from({ length: n }, (_, i) => mean * (1 + 0.03 * Math.sin(i * 2.4)));
}

test('box plot: a configuration 140 times slower than its neighbour gets a box as tall, on one axis in % of old\'s mean', () => {
  const group = (configuration, old, rates) => ({ name: `a.js ${configuration}`, filename: 'a.js', configuration, old, new: rates });
  const svg = boxPlot([group('n=1e6', spread(7e6), spread(7.21e6)), group('n=1e3', spread(5e4), spread(5.15e4))]);
  const [bigOld, bigNew, smallOld, smallNew] = boxes(svg);
  // On a linear axis of ops/s the small boxes were 0.2 px tall, at the bottom.
  assert.ok(smallOld.height > 30, `small box: ${smallOld.height} px`);
  assert.equal(smallOld.height, bigOld.height);
  assert.equal(smallNew.median, bigNew.median);
  // Old's median sits on 100%, new's 3% higher: the same in both columns.
  assert.ok(Math.abs(bigOld.median - yTick(svg, '100%')) < 3);
  assert.ok(bigNew.median < bigOld.median - 20);
  assert.match(svg, /<line class="reference" [^>]*y1="([^"]+)" y2="\1"/);
  assert.equal(Number(svg.match(/<line class="reference" [^>]*y1="([^"]+)"/)?.[1]), yTick(svg, '100%'));
  // The absolute means stay readable, under each column and in its tooltip.
  assert.match(svg, /<tspan [^>]*fill="#666666">mean old 7M, new 7.21M<\/tspan>/);
  assert.match(svg, /<tspan [^>]*>mean old 50k, new 51.5k<\/tspan>/);
  assert.match(svg, /<title>a\.js n=1e3\nmean old 50k, new 51\.5k \(operations per second\)<\/title>/);
  assert.match(svg, />old&apos;s mean \(100%\)<\/text>/);
});

test('box plot: one configuration, constant rates, and no benchmarks at all still give a chart', () => {
  const one = boxPlot([{ name: 'a.js n=1', filename: 'a.js', configuration: 'n=1', old: [90, 100, 110], new: [99, 110, 121] }]);
  const [old, nu] = boxes(one);
  assert.equal(old.median, yTick(one, '100%'));
  assert.equal(nu.median, yTick(one, '110%'));
  const constant = boxPlot([{ name: 'a.js n=1', filename: 'a.js', configuration: 'n=1', old: [5, 5, 5], new: [5, 5, 5] }]);
  assert.deepEqual(boxes(constant).map((b) => [b.height, b.median]), [[0, yTick(constant, '100%')], [0, yTick(constant, '100%')]]);
  const empty = boxPlot([]);
  assert.match(empty, />no benchmarks<\/text>/);
  for (const svg of [one, constant, empty]) assert.doesNotMatch(svg, /NaN|Infinity/);
});

test('box plot: leaves out rates that are not finite and says how many', () => {
  const svg = boxPlot([
    { name: 'a.js n=1', filename: 'a.js', configuration: 'n=1', old: [NaN, 1, 2, Infinity], new: [2, 3, -Infinity] },
    { name: 'a.js n=2', filename: 'a.js', configuration: 'n=2', old: [NaN], new: [1, 2] },
  ]);
  assert.doesNotMatch(svg.replace(/<text [^>]*class="note"[^>]*>[^<]*<\/text>/, ''), /NaN|Infinity/);
  assert.match(svg, /<text [^>]*class="note"[^>]*>4 rates not finite \(NaN or infinite\), left out<\/text>/);
  assert.match(svg, /<title>old: n=2, mean 1\.5, median 100%/);
  assert.match(svg, /<title>new: n=2, mean 2\.5, median 166\.7%/);
  // Without an old mean there is nothing to be relative to: both sides n/a.
  assert.equal(count(svg, /class="no-data (old|new)"/g), 2);
  assert.match(svg, /<tspan [^>]*>mean old n\/a, new 1\.5<\/tspan>/);
});

test('box plot: more benchmarks make it wider, longer labels make it taller', () => {
  const group = (configuration) => ({ name: `a.js ${configuration}`, filename: 'a.js', configuration, old: [1, 2], new: [2, 3] });
  const two = svgSize(boxPlot([group('n=1'), group('n=2')]));
  const three = svgSize(boxPlot([group('n=1'), group('n=2'), group('n=3')]));
  const long = svgSize(boxPlot([group('n=1'), group(`type='${'x'.repeat(40)}'`)]));
  assert.ok(three.width > two.width);
  assert.ok(long.height > two.height);
});

test('improvement plot: highlights exactly the rows significant after correction', () => {
  const svg = improvementPlot([
    comparison('a.js n=1', 6.02, 1.1, 0.001),
    comparison('a.js n=2', 1.5, 2, 0.2),
    comparison('a.js n=3', -4.33, 0.71, 0.03),
    comparison('a.js n=4', -3, 4, 0.06),
  ]);
  assert.deepEqual(rows(svg).map((row) => row.classes), [
    'row significant improved', 'row', 'row significant regressed', 'row',
  ]);
  const points = rows(svg).map((row) => row.body.match(/<circle class="point"[^>]* fill="([^"]+)"/)[1]);
  assert.deepEqual(points, [COLORS.improved, COLORS.unchanged, COLORS.regressed, COLORS.unchanged]);
  // R = 2 of m = 4: 97.5% intervals, qt(0.9875, 50) / qt(0.975, 50) = 2.3109 / 2.0086 = 1.1505 × ±1.10.
  assert.match(rows(svg)[0].body, />\+6\.02% \(\+4\.75% to \+7\.29%\)<\/text>/);
  assert.match(svg, />improved \(q &lt; 0\.05\)<\/text>/);
});

/**
 * 20 configurations through the real analysis: 3 big changes, 2 whose p is
 * under 0.05 but which BH does not select (rank 4 and 5 need p <= 0.01 and
 * 0.0125), and 15 without a change. Rates follow one fixed pattern with a 3%
 * spread, so each t depends on the factor alone.
 */
function fcrSamples() {
  /** @type {[string, number][]} */
  const factors = [
    ['big n=1', 1.06], ['big n=2', 0.94], ['big n=3', 1.05], ['edge n=1', 1.012], ['edge n=2', 0.988],
    ...Array.from({ length: 15 }, (_, i) => /** @type {[string, number]} */ ([`none n=${i}`, 1 + (i - 7) * 0.0004])),
  ];
  const pattern = Array.from({ length: 30 }, (_, i) => 0.03 * Math.sin(i * 2.4));
  return factors.flatMap(([name, factor]) => ['old', 'new'].flatMap((binary) => pattern.map((e, i) => ({
    binary: /** @type {'old' | 'new'} */ (binary), filename: name.split(' ')[0], configuration: name.split(' ')[1],
    rate: 1e6 * (binary === 'new' ? factor : 1) * (1 + (binary === 'new' ? pattern[(i + 7) % 30] : e)),
  }))));
}

test('improvement plot: a row is coloured exactly when its FCR-adjusted interval excludes 0', () => {
  const { comparisons } = analyze(fcrSamples());
  const q = comparisons.map((c) => /** @type {number} */ (c.qValue));
  const edge = comparisons.filter((c, i) => /** @type {number} */ (c.pValue) < 0.05 && q[i] >= 0.05);
  assert.equal(edge.length, 2, 'two rows with p < 0.05 that BH does not select');
  assert.equal(q.filter((v) => v < 0.05).length, 3);
  const intervals = fcrIntervals(comparisons);
  assert.ok(intervals.every((interval) => interval !== null && interval.level === 1 - (3 * 0.05) / 20));
  const svg = improvementPlot(comparisons);
  const zero = Number(svg.match(/<line class="zero" x1="([^"]+)"/)?.[1]);
  rows(svg).forEach((row, i) => {
    const c = comparisons[i];
    const { low, high } = /** @type {{ low: number, high: number }} */ (intervals[i]);
    const coloured = row.classes.startsWith('row significant');
    assert.equal(coloured, q[i] < 0.05, c.name);
    assert.equal(coloured, low > 0 || high < 0, `${c.name}: [${low}, ${high}]`);
    // The bold bar drawn is that interval: it crosses the zero line exactly when grey.
    const [from, to] = [...row.body.match(/class="interval adjusted" d="M([^,]+),[^"]*M([^,]+),/).slice(1)].map(Number);
    assert.equal(coloured, to < zero || from > zero, c.name);
  });
  // The old picture: those two rows' plain 95% intervals exclude 0 and they are grey.
  for (const c of edge) assert.ok(Math.abs(c.improvement) > /** @type {number} */ (c.accuracy['*']), c.name);
  assert.match(svg, />bold: 99\.25% interval, adjusted for the 5% false discovery rate \(FCR\); a row is coloured when it excludes 0<\/text>/);
  assert.match(svg, />light: 95% interval, not adjusted<\/text>/);
  assert.equal(count(svg, /class="interval raw"/g), 20 + 1); // and one in the legend
});

test('FCR intervals: with nothing selected, the level a row would need to be selected, 1 - 0.05 / m', () => {
  const intervals = fcrIntervals([
    comparison('a.js n=1', 2, 2, 0.2), comparison('a.js n=2', -1, 2, 0.3), comparison('a.js n=3', 1, 1, null),
    comparison('a.js n=4', 1, 1, 0.9), comparison('a.js n=5', NaN, null, null),
  ]);
  // Three tested rows (with a q-value), none under 0.05: 1 - 0.05 / 3 for every row with an interval.
  assert.deepEqual(intervals.map((i) => i?.level ?? null), [1, 1, 1, 1, null].map((v) => v && 1 - 0.05 / 3));
});

test('FCR intervals: scale the 95% half-width by the t quantiles at the row\'s df, the normal one without', () => {
  /** @param {number | null} df */
  const rowWith = (df) => ({ ...comparison('a.js n=1', 10, 2, 0.001), df });
  const others = Array.from({ length: 9 }, (_, i) => comparison(`b.js n=${i}`, 0, 1, 0.9));
  // R = 1 of m = 10: 99.5% intervals. qt(0.9975, 10) / qt(0.975, 10) = 3.581406 / 2.228139.
  const [t] = fcrIntervals([rowWith(10), ...others]);
  assert.equal(t?.level, 0.995);
  assert.ok(Math.abs(/** @type {number} */ (t?.high) - (10 + (2 * 3.581406) / 2.228139)) < 1e-5, String(t?.high));
  // qnorm(0.9975) / qnorm(0.975) = 2.807034 / 1.959964.
  for (const df of [null, Infinity, NaN]) {
    const [z] = fcrIntervals([rowWith(df), ...others]);
    assert.ok(Math.abs(/** @type {number} */ (z?.low) - (10 - (2 * 2.807034) / 1.959964)) < 1e-5, `${df}: ${z?.low}`);
  }
});

test('FCR intervals: a paired row\'s is its ratio interval widened on the log scale, in percent', () => {
  const paired = {
    ...comparison('a.js n=1', 4, 3, 0.01), paired: true, blocks: 11, ratio: 1.05,
    ratioLow: 1.05 / 1.03, ratioHigh: 1.05 * 1.03,
  };
  // R = 1 of m = 2: 97.5%; qt(0.9875, 10) / qt(0.975, 10) = 2.633767 / 2.228139.
  const [interval] = fcrIntervals([paired, comparison('b.js n=1', 0, 1, 0.9)]);
  const half = Math.log(1.03) * (2.633767 / 2.228139);
  assert.equal(interval?.estimate, 100 * (1.05 - 1));
  assert.ok(Math.abs(/** @type {number} */ (interval?.low) - 100 * (1.05 * Math.exp(-half) - 1)) < 1e-4);
  assert.ok(Math.abs(/** @type {number} */ (interval?.high) - 100 * (1.05 * Math.exp(half) - 1)) < 1e-4);
  assert.deepEqual(fcrIntervals([{ ...paired, ratioLow: null, ratioHigh: null }]), [null]);
});

test('improvement plot: keeps rows without improvement or interval and marks them n/a', () => {
  const svg = improvementPlot([
    comparison('a.js n=1', NaN, null, null),
    comparison('a.js n=2', 3, null, null),
    comparison('a.js n=3', 2, 1, 0.5),
  ]);
  const [nan, noInterval, tested] = rows(svg);
  assert.equal(rows(svg).length, 3);
  assert.equal(nan.classes, 'row na');
  assert.match(nan.body, /class="na-marker"[^>]*>n\/a<\/text>/);
  assert.doesNotMatch(nan.body, /class="point"/);
  assert.equal(noInterval.classes, 'row na');
  assert.match(noInterval.body, /class="na-marker"[^>]*>n\/a<\/text>/);
  assert.match(noInterval.body, />\+3\.00% \(no interval\)<\/text>/);
  assert.equal(tested.classes, 'row');
  assert.doesNotMatch(tested.body, /n\/a/);
});

test('improvement plot: always shows 0 with a tick on either side, and one row per comparison in height', () => {
  const positive = improvementPlot([comparison('a.js n=1', 6, 1, 0.01)]);
  assert.deepEqual(xTickLabels(positive), ['-2', '0', '2', '4', '6', '8']);
  const five = svgSize(improvementPlot(Array.from({ length: 5 }, (_, i) => comparison(`a.js n=${i}`, 1, 1, 0.5))));
  const six = svgSize(improvementPlot(Array.from({ length: 6 }, (_, i) => comparison(`a.js n=${i}`, 1, 1, 0.5))));
  assert.equal(six.height - five.height, 22);
});

test('improvement plot: a lone name loses its directories, then its middle, and keeps the full name as a tooltip', () => {
  const name = `buffers/buffer-write.js type='${'x'.repeat(80)}'`;
  const svg = improvementPlot([comparison(name, 1, 1, 0.5)]);
  const shown = svg.match(/<text [^>]*class="name">([^<]+)<\/text>/)?.[1];
  // 80 characters: the file's 17, " type='", 55 x and the ellipsis.
  assert.equal(shown, escapeHtml(`…/buffer-write.js type='${'x'.repeat(55)}…`));
  assert.ok(svg.includes(`<title>${escapeHtml(name)}\n`));
});

test('improvement plot: names a file once over its rows, each row by its own parameters, apart when cut', () => {
  // Own parameters of 87 to 93 characters: the first two alike but for their end.
  const long = 'k'.repeat(70);
  const svg = improvementPlot([
    comparison(`a/x.js n=1 ${long}=1 source='array'`, 1, 1, 0.5),
    comparison(`a/x.js n=1 ${long}=1 source='arraybuffer'`, 2, 1, 0.5),
    comparison(`a/x.js n=1 ${long}=2 source='array'`, 2, 1, 0.5),
    comparison('b/y.js c=50', 3, 1, 0.5),
  ]);
  assert.deepEqual([...svg.matchAll(/<text [^>]*class="file"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]), ['a/x.js n=1']);
  const names = rows(svg).map((row) => row.body.match(/<text x="([^"]+)" [^>]*class="name">([^<]+)<\/text>/)?.slice(1));
  assert.deepEqual(names.map((name) => name?.[0]), ['30', '30', '30', '16'], 'rows under a header moved in');
  assert.ok(names[0]?.[1].endsWith('source=&apos;array&apos;') && names[1]?.[1].endsWith('source=&apos;arraybuffer&apos;'),
    names.join('\n'));
  assert.equal(new Set(names.map((name) => name?.[1])).size, 4);
  for (const name of names) assert.ok([...(name?.[1] ?? '').replace(/&apos;/g, "'")].length <= 80, name?.[1]);
  assert.equal(names[3]?.[1], 'b/y.js c=50');
});

test('improvement plot: every interval drawn has its level in the legend, and the numbers say theirs', () => {
  // Welch: R = 1 of m = 2, 97.5%.
  const welch = improvementPlot([comparison('a.js n=1', 6, 1, 0.001), comparison('a.js n=2', 1, 2, 0.4)]);
  assert.match(welch, /<text [^>]*>bold: 97\.5% interval, adjusted for the 5% false discovery rate \(FCR\); a row is coloured when it excludes 0<\/text>/);
  assert.match(welch, /<text [^>]*>light: 95% interval, not adjusted<\/text>/);
  assert.match(welch, /<text [^>]*class="column-title"[^>]*>improvement \(97\.5% interval\)<\/text>/);
  assert.equal(count(welch, /class="interval (raw|adjusted)"/g), 2 * 2 + 2, 'two bars a row, one of each in the legend');
  // Paired: the interval of the stopping rule's look, valid where the run stopped, early or not.
  const paired = (name, ratio, state, q = 0.01) => ({ ...comparison(name, 0, null, q), paired: true, blocks: 12, ratio,
    ratioLow: ratio / 1.02, ratioHigh: ratio * 1.02, state });
  const sequential = improvementPlot([paired('a.js n=1', 1.05, 'crossed'), paired('a.js n=2', 0.99, 'precise', 0.4)]);
  assert.match(sequential, /<text [^>]*>light: 95% interval, not adjusted \(valid where the run stopped\)<\/text>/);
  assert.match(sequential, /<text [^>]*>bold: 97\.5% interval, adjusted/);
  // The allocations' rows are a plain paired t over all the blocks: no stopping rule.
  const allocations = allocationPlot([{ ...paired('a.js n=1', 1.05, 'crossed'),
    allocations: { old: 100, new: 120, ratio: 1.2, ratioLow: 1.1, ratioHigh: 1.3, outcome: 'more', qValue: 0.001,
      jointBound: null, blocks: 12 } }]);
  assert.match(allocations, /<text [^>]*>light: 95% interval, not adjusted<\/text>/);
  assert.match(allocations, /class="column-title"[^>]*>bytes per operation, new vs old \(95% interval\)<\/text>/);
});

test('improvement plot: an axis as far as 4 × the largest change, an interval beyond it cut with an arrow', () => {
  // 3 runs: intervals of thousands of percent around changes of ±20%.
  const wide = [
    { estimate: 20, raw: /** @type {[number, number]} */ ([-80, 900]), adjusted: /** @type {[number, number]} */ ([-95, 2000]) },
    { estimate: -15, raw: null, adjusted: /** @type {[number, number]} */ ([-60, 40]) },
  ];
  // The narrower half of the rows' intervals reaches 60%; 4 × 20% = 80%, farther.
  assert.deepEqual(improvementDomain(wide), [-80, 80]);
  // Precise rows: the intervals, wider than 4 × the changes, are drawn whole up to where half of them reach.
  assert.deepEqual(improvementDomain([
    { estimate: 0.1, adjusted: [-1.5, 1.7] }, { estimate: -0.1, adjusted: [-1.6, 1.4] }, { estimate: 0, adjusted: null },
  ]), [-1.6, 1.6]);
  assert.deepEqual(improvementDomain([{ estimate: NaN, adjusted: null }]), [0, 0]);
  const svg = improvementPlot([comparison('a.js n=1', 20, 1000, 0.5), comparison('a.js n=2', -15, 40, 0.5)]);
  // The range is ±80, the nice ticks around it ±100.
  assert.deepEqual(xTickLabels(svg), ['-100', '-50', '0', '50', '100']);
  const [first] = rows(svg);
  // Arrowheads (an L through the end) instead of caps, on both ends of both bars.
  assert.equal(count(first.body, /class="interval (raw|adjusted)" d="M[^"]+L[^"]+M[^"]+H[^"]+M[^"]+L[^"]+"/g), 2);
  assert.match(svg, />the interval goes on beyond the axis \(its bounds are in the numbers on the right\)<\/text>/);
  assert.match(first.body, />\+20\.00% \(-\d+\.\d+% to \+\d+\.\d+%\)<\/text>/);
  assert.doesNotMatch(improvementPlot([comparison('a.js n=1', 6, 1, 0.01)]), /goes on beyond/);
});

test('scatter plot: a line and points per category, error bars where there is a ci, a legend', () => {
  const svg = scatterPlot({
    title: 'a.js', xaxis: 'len', category: 'type', log: false, series: [
      { category: 'fast', points: [{ x: 10, rate: 100, ci: 5 }, { x: 20, rate: 90, ci: null }] },
      { category: 2, points: [{ x: 20, rate: 50, ci: 2 }, { x: 10, rate: 60, ci: 2 }] },
    ],
  });
  assert.equal(count(svg, /<g class="series">/g), 2);
  assert.equal(count(svg, /class="point"/g), 4);
  assert.equal(count(svg, /class="error-bar"/g), 3);
  assert.match(svg, new RegExp(`class="line" d="M[^"]+" stroke="${CATEGORY_COLORS[1]}"`));
  assert.match(svg, />type<\/text>.*>fast<\/text>.*>2<\/text>/s);
  assert.match(svg, />len<\/text>/);
});

test('scatter plot: string x values are categories in order of first appearance', () => {
  const svg = scatterPlot({
    title: 'a.js', xaxis: 'size', category: 'type', series: [
      { category: 'a', points: [{ x: 'small', rate: 3, ci: null }, { x: 'large', rate: 1, ci: null }] },
      { category: 'b', points: [{ x: 'medium', rate: 2, ci: null }] },
    ],
  });
  assert.deepEqual(xTickLabels(svg), ['small', 'large', 'medium']);
});

test('scatter plot: a log scale has power-of-two ticks and tells how many x ≤ 0 it left out', () => {
  const svg = scatterPlot({
    title: 'a.js', xaxis: 'len', category: 'type', log: true, series: [
      { category: 'a', points: [0, 16, 64, 256].map((x) => ({ x, rate: 10, ci: 1 })) },
    ],
  });
  assert.deepEqual(xTickLabels(svg), ['16', '32', '64', '128', '256']);
  assert.equal(count(svg, /class="point"/g), 3);
  assert.match(svg, />1 point with len ≤ 0 not shown on the log scale<\/text>/);
});

test('escapes every text that comes from data, in all three charts', () => {
  const group = { name: `${EVIL} ${EVIL}`, filename: EVIL, configuration: EVIL, old: [1, 2, 3], new: [2, 3, 4] };
  const svgs = [
    boxPlot([group], { title: EVIL }),
    improvementPlot([comparison(EVIL, 1, 1, 0.01)], { title: EVIL }),
    scatterPlot({
      title: EVIL, xaxis: EVIL, category: EVIL,
      series: [{ category: EVIL, points: [{ x: EVIL, rate: 1, ci: 0.1 }] }],
    }),
  ];
  for (const svg of svgs) {
    assert.ok(!svg.includes('<script'), 'no raw <script>');
    assert.ok(!svg.includes('"x"'), 'no raw quotes from data');
    assert.ok(svg.includes(EVIL_ESCAPED));
    assert.equal(count(svg, /&(?!(amp|lt|gt|quot|apos);)/g), 0, 'no bare &');
  }
});

test('makes a standalone, deterministic document: xmlns, viewBox, size, white background', () => {
  const samples = realisticSamples();
  const charts = [
    () => boxPlot(groupSamples(samples), { title: 'compare' }),
    () => improvementPlot(analyze(samples).comparisons),
    () => scatterPlot(realisticScatter()),
  ];
  for (const chart of charts) {
    const svg = chart();
    assert.equal(chart(), svg);
    const { width, height } = svgSize(svg);
    assert.ok(svg.startsWith(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`));
    assert.match(svg, /^<svg [^>]*font-family="[^"]*sans-serif"/);
    assert.match(svg, /<rect class="background" x="0" y="0" width="\d+" height="\d+" fill="#ffffff"\/>/);
    assert.ok(svg.endsWith('</svg>\n'));
  }
});

// ---------------------------------------------------------------- render

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG into RGBA pixels. */
function decodePng(buffer) {
  assert.deepEqual([...buffer.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'PNG signature');
  let header;
  const data = [];
  for (let offset = 8; offset < buffer.length;) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const chunk = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = { width: chunk.readUInt32BE(0), height: chunk.readUInt32BE(4), depth: chunk[8], color: chunk[9], interlace: chunk[12] };
    } else if (type === 'IDAT') data.push(chunk);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  assert.ok(header, 'PNG without an IHDR chunk');
  const { width, height, depth, color, interlace } = header;
  assert.ok(depth === 8 && (color === 2 || color === 6) && interlace === 0, `unsupported PNG ${JSON.stringify(header)}`);
  const channels = color === 6 ? 4 : 3;
  const raw = unfilter(zlib.inflateSync(Buffer.concat(data)), width * channels, height, channels);
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    raw.copy(rgba, i * 4, i * channels, i * channels + 3);
    rgba[i * 4 + 3] = channels === 4 ? raw[i * channels + 3] : 255;
  }
  return { width, height, rgba };
}

/** Undoes the PNG row filters (none, sub, up, average, Paeth). */
function unfilter(raw, stride, height, bpp) {
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[row + i - bpp] : 0;
      const b = y > 0 ? out[row - stride + i] : 0;
      const c = i >= bpp && y > 0 ? out[row - stride + i - bpp] : 0;
      out[row + i] = (line[i] + [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]) & 0xff;
    }
  }
  return out;
}

function paeth(a, b, c) {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function renderWithChromium(svgFile, pngFile, { width, height }) {
  const profile = tempDir('nba-chromium-');
  try {
    const result = spawnSync(chromium.require(), [
      ...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, `--screenshot=${pngFile}`,
      `--window-size=${width},${height}`, pathToFileURL(svgFile).href,
    ], { encoding: 'utf8', timeout: 60_000 });
    const why = `status ${result.status}, signal ${result.signal}, ${result.error ?? 'no error'}`;
    assert.ok(fs.existsSync(pngFile), `Chromium wrote no screenshot (${why}):\n${result.stderr}`);
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Share of pixels that are drawn on (neither white nor transparent), and a counter of pixels near a colour. */
function inspect({ rgba }) {
  let inked = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3] > 0 && (rgba[i] < 245 || rgba[i + 1] < 245 || rgba[i + 2] < 245)) inked++;
  }
  const near = (hex) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    let n = 0;
    for (let i = 0; i < rgba.length; i += 4) {
      if (Math.abs(rgba[i] - r) <= 4 && Math.abs(rgba[i + 1] - g) <= 4 && Math.abs(rgba[i + 2] - b) <= 4) n++;
    }
    return n;
  };
  return { inked: inked / (rgba.length / 4), near };
}

test('renders all three charts in Chromium: right size, drawn on, in their colours', {
  skip: chromium.skip,
}, () => {
  const samples = realisticSamples();
  const charts = {
    box: {
      svg: boxPlot(groupSamples(samples), { title: 'string_decoder/string-decoder.js' }),
      colors: [COLORS.old, COLORS.new],
    },
    improvement: {
      svg: improvementPlot(analyze(samples).comparisons, { title: 'string_decoder: new vs old' }),
      colors: [COLORS.improved, COLORS.regressed],
    },
    scatter: { svg: scatterPlot(realisticScatter()), colors: CATEGORY_COLORS.slice(0, 3) },
  };
  const dir = tempDir('nba-charts-');
  for (const [name, { svg, colors }] of Object.entries(charts)) {
    const size = svgSize(svg);
    const svgFile = path.join(dir, `${name}.svg`);
    const pngFile = path.join(dir, `${name}.png`);
    fs.writeFileSync(svgFile, svg);
    renderWithChromium(svgFile, pngFile, size);
    const image = decodePng(fs.readFileSync(pngFile));
    assert.deepEqual({ width: image.width, height: image.height }, size, `${name}: image size`);
    const { inked, near } = inspect(image);
    assert.ok(inked > 0.05 && inked < 0.6, `${name}: ${(inked * 100).toFixed(1)}% of pixels drawn on`);
    for (const color of colors) assert.ok(near(color) >= 40, `${name}: ${near(color)} pixels in ${color}`);
    if (process.env.CHARTS_PREVIEW_DIR) {
      fs.mkdirSync(process.env.CHARTS_PREVIEW_DIR, { recursive: true });
      fs.copyFileSync(pngFile, path.join(process.env.CHARTS_PREVIEW_DIR, `${name}.png`));
      fs.copyFileSync(svgFile, path.join(process.env.CHARTS_PREVIEW_DIR, `${name}.svg`));
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});
