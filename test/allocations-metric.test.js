// Allocations per operation, the second metric: measured in real run passes
// of node 26 (V8's total_allocated_bytes) under our harness and Node core's,
// absent on node 22; analysed like time, paired by block, against golden
// values of real R (test/fixtures/r-golden-allocations/generate.R); the
// steering check (16 more array elements under "new" are `more` in every
// configuration after 5 runs, node 26 against a copy of itself is
// `unchanged`); and what a person reads: the line, the column, the chart.

import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { marked } from 'marked';
import { makeBenchDir, repoRoot, run, compareJs } from './helpers/bench-dir.js';
import { NODE_22, NODE_26, nodeRelease } from '../scripts/node-releases.js';
import { renderComment } from '../src/report/comment.js';
import { renderGfm } from './helpers/gfm.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { analyze } = require('../benchmark/_lib/stats/analysis.js');
const { readPairing } = require('../benchmark/_lib/data/samples.js');
const { verdict, allocationVerdict } = require('../benchmark/_lib/words/verdict.js');
const { markdownColumns, renderMarkdown } = require('../benchmark/_lib/words/markdown-report.js');
const { allocationPlot } = require('../benchmark/_lib/charts/svg.js');
const { createFixedPlan } = require('../benchmark/_lib/stats/sequential.js');
const { parseCompareCsv } = require('../benchmark/_lib/data/csv.js');

const analyzeJs = path.join(repoRoot, 'benchmark', 'analyze.js');
const FIXTURE = path.join(repoRoot, 'test', 'fixtures', 'allocations');
const CORE_HARNESS = path.join(repoRoot, 'test', 'fixtures', 'node-core-harness');
const scratch = tempDir('nba-allocations-');
after(() => fs.rmSync(scratch, { recursive: true, force: true }));
const families = JSON.parse(fs.readFileSync(path.join(repoRoot, 'test', 'fixtures', 'r-golden-allocations',
  'families.json'), 'utf8'));

const SIZES = [16, 64, 256];
/** arrays/arrays.js's bytes per operation on Node.js's releases: a JSArray, a FixedArray's header, `size` pointers. */
const arrayBytes = (size) => 32 + 16 + 8 * size;
const NOT_AVAILABLE = "Allocations: not available: a binary has no allocation counter (V8's, in Node 26 and later).";

function assertClose(actual, expected, what, tolerance = 1e-12) {
  const relative = Math.abs(actual - expected) / Math.abs(expected);
  assert.ok(relative <= tolerance, `${what}: R ${expected}, got ${actual} (relative error ${relative})`);
}

// ---- the analysis, against R ---------------------------------------------------------------------

/**
 * compare.js's CSV and ndjson for rows of bytes per operation per block:
 * the rates are the same for old and new but for a little noise, so time
 * has its own (unchanged) answer beside the allocations'.
 * @param {{ name: string, old: number[], new: number[] }[]} rows  name: `file.js configuration`
 * @param {{ counted?: (row: any, binary: string) => boolean }} [options]  counted: whether a side counted its bytes
 */
function recordsOf(rows, { counted = (_row, _binary) => true } = {}) {
  const blocks = Math.max(...rows.map((row) => row.old.length));
  const samples = [];
  /** @type {object[]} */
  const ndjson = [{ type: 'run', version: 1, driver: 'compare.js', schedule: 'blocks', seed: 1, plan: createFixedPlan(blocks) }];
  for (let block = 0; block < blocks; block++) {
    rows.forEach((row, r) => {
      const [filename, configuration] = [row.name.split(' ')[0], row.name.split(' ').slice(1).join(' ')];
      for (const [slot, binary] of /** @type {const} */ (['old', 'new']).entries()) {
        const rate = 1e6 * (1 + 0.003 * Math.sin(7 * block + 3 * r + slot));
        samples.push({ binary, filename, configuration, rate });
        ndjson.push({ type: 'sample', binary, filename, configuration, rate, time: '0.1', block, slot,
          allocated: counted(row, binary) ? row[binary][block] : null, maxRSS: 50e6 + block, heapUsed: 4e6 + block });
      }
    });
  }
  return { samples, ndjson: `${ndjson.map((record) => JSON.stringify(record)).join('\n')}\n` };
}

/**
 * The analysis of rows of bytes (recordsOf), through samples.js's reader.
 * @param {{ name: string, old: number[], new: number[] }[]} rows
 * @param {{ counted?: (row: any, binary: string) => boolean }} [options]
 * @returns {{ comparisons: any[], summary: any }}
 */
function analyzeRecords(rows, options = {}) {
  const { samples, ndjson } = recordsOf(rows, options);
  const { pairing, warnings } = readPairing(ndjson);
  assert.deepEqual(warnings, []);
  return analyze(samples, pairing);
}

/** The "allocations (95% interval)" column's change and interval, without the bytes. */
function columnText(c) {
  const column = markdownColumns([c]).find((col) => col.label === 'allocations (95% interval)');
  assert.ok(column);
  return column.text(c).replace(/, [^,]*\/op$/, '');
}

describe('the allocations\' analysis matches R', () => {
  for (const family of families) {
    test(`${family.name}: ratio, interval, q-value (BH, a family apart from time's), joint bound, outcome`, () => {
      const { comparisons } = analyzeRecords(family.rows);
      assert.deepEqual(comparisons.map((c) => c.name), family.rows.map((row) => row.name));
      family.rows.forEach((expected, i) => {
        const a = comparisons[i].allocations;
        for (const key of ['ratio', 'ratioLow', 'ratioHigh']) assertClose(a[key], expected[key], `${expected.name} ${key}`);
        assertClose(a.qValue, expected.qValue, `${expected.name} q-value`, 1e-9);
        assertClose(a.jointBound, expected.jointBound, `${expected.name} joint bound`, 1e-9);
        assert.equal(a.outcome, expected.outcome, expected.name);
        assert.equal(columnText(comparisons[i]), expected.column);
        assertClose(a.old, expected.old.reduce((x, y) => x + y) / expected.old.length, 'mean bytes old');
        assert.equal(a.blocks, expected.old.length);
      });
    });
  }

  test('the line says what changed, by how much at most, and what the rest rule out, in R\'s numbers', () => {
    const lines = Object.fromEntries(families.map((family) => [family.name, allocationVerdict(analyzeRecords(family.rows).summary)]));
    const rows = Object.fromEntries(families.map((family) => [family.name, family.rows]));
    /** "±X%": the largest joint bound of the unchanged rows, rounded up. */
    const bound = (name) => `±${(Math.ceil(Math.max(...rows[name].filter((r) => r.outcome === 'unchanged')
      .map((r) => r.jointBound)) * 10) / 10).toFixed(1)}%`;
    const change = (row) => Math.abs(100 * (row.ratio - 1)).toFixed(1);
    const [a1, a2, b1] = rows.mixed;
    assert.ok(a1.ratio > a2.ratio && b1.ratio < 1);
    assert.equal(lines.mixed, `Allocations: 3 of 6 configurations changed: 2 allocate more (up to +${change(a1)}% ` +
      `bytes per operation), 1 less (down to -${change(b1)}%); no change larger than ${bound('mixed')} in the other 2 ` +
      '(95%); 1 inconclusive.');
    assert.equal(lines.steered, `Allocations: 4 of 4 configurations allocate more: up to +${change(rows.steered[0])}% ` +
      'bytes per operation.');
    // One row of "same" is R's false discovery at 5%: the line reports it as it is.
    assert.equal(lines.same, `Allocations: 1 of 4 configurations allocates less: down to -${change(rows.same[3])}% ` +
      `bytes per operation; no change larger than ${bound('same')} in the other 3 (95%).`);
  });
});

describe('the allocations\' analysis, its edges', () => {
  const steady = (name, oldBytes, newBytes, blocks = 4) =>
    ({ name, old: Array(blocks).fill(oldBytes), new: Array(blocks).fill(newBytes) });

  test('the same bytes in every block are known exactly: changed unless the ratio is 1', () => {
    const { comparisons, summary } = analyzeRecords([steady('a.js n=1', 176, 304), steady('a.js n=2', 560, 560)]);
    const [more, same] = comparisons.map((c) => c.allocations);
    assert.deepEqual([more.outcome, more.ratio, more.ratioLow, more.ratioHigh, more.qValue], ['more', 304 / 176, 304 / 176,
      304 / 176, 0]);
    assert.deepEqual([same.outcome, same.ratio, same.jointBound], ['unchanged', 1, 0]);
    assert.equal(allocationVerdict(summary), 'Allocations: 1 of 2 configurations allocates more: up to +72.7% bytes per ' +
      'operation; no change larger than ±0.0% in the other 1 (95%).');
  });

  test('a configuration one binary did not count is left out and named; none counted is one line', () => {
    const rows = [steady('a.js n=1', 176, 304), steady('b.js n=1', 560, 560)];
    const some = analyzeRecords(rows, { counted: (row, binary) => !(row.name === 'b.js n=1' && binary === 'new') });
    assert.equal(some.comparisons[1].allocations, null);
    assert.equal(allocationVerdict(some.summary), 'Allocations: 1 of 1 configuration allocates more: up to +72.7% bytes ' +
      'per operation. 1 not counted.');
    const none = analyzeRecords(rows, { counted: () => false });
    assert.deepEqual(none.comparisons.map((c) => c.allocations), [null, null]);
    assert.equal(none.summary.allocations, null);
    assert.equal(allocationVerdict(none.summary), NOT_AVAILABLE);
    // Without blocks there is nothing to pair allocations by, and nothing is said.
    assert.equal(allocationVerdict(analyze(recordsOf(rows).samples).summary), null);
  });

  test('one block is not a test: the line says so, the time verdict is untouched', () => {
    const { summary } = analyzeRecords([steady('a.js n=1', 176, 304, 1)]);
    assert.equal(allocationVerdict(summary),
      'Allocations: none could be tested (each needs at least 2 blocks with both binaries).');
    assert.equal(verdict(summary), 'No configuration could be tested (each needs at least 2 blocks with both binaries).');
  });

  test('allocations do not move time\'s verdict, nor time\'s q-values the allocations\'', () => {
    const family = families.find((f) => f.name === 'mixed');
    const withAllocations = analyzeRecords(family.rows);
    const without = analyzeRecords(family.rows, { counted: () => false });
    assert.deepEqual(withAllocations.comparisons.map((c) => [c.qValue, c.outcome]),
      without.comparisons.map((c) => [c.qValue, c.outcome]));
    assert.equal(verdict(withAllocations.summary), verdict(without.summary));
  });
});

// ---- measured in real run passes -----------------------------------------------------------------

/** @type {Record<string, string | null>} the harness's common.js (null: ours) */
const HARNESSES = {
  our: null,
  'Node core\'s newest': path.join(CORE_HARNESS, 'newest', 'common.js'),
  'Node core\'s of 2019-2022': path.join(CORE_HARNESS, 'common.js'),
};

/**
 * A benchmark directory of the `arrays` category beside a harness.
 * @param {string | null} [common]  Node core's common.js to copy; ours by default
 */
function arraysDir(common = null) {
  return makeBenchDir({
    ...(common ? { 'common.js': fs.readFileSync(common, 'utf8'), 'package.json': '{ "type": "commonjs" }\n' } : {}),
    'arrays/arrays.js': fs.readFileSync(path.join(FIXTURE, 'arrays', 'arrays.js'), 'utf8'),
  }, { harness: common === null });
}

/** `node` behind a script that preloads more-elements.js: 16 more elements in every array. */
function moreElementsNode(node) {
  const file = path.join(fs.mkdtempSync(path.join(scratch, 'more-')), 'node');
  fs.writeFileSync(file, `#!/bin/sh\nexec '${node}' --require '${path.join(FIXTURE, 'more-elements.js')}' "$@"\n`,
    { mode: 0o755 });
  return file;
}

/** A copy of a binary at another path: the same program, another file. */
function copyOf(node) {
  const file = path.join(fs.mkdtempSync(path.join(scratch, 'copy-')), 'node');
  fs.copyFileSync(node, file);
  fs.chmodSync(file, 0o755);
  return file;
}

/** compare.js over the arrays category; its CSV and ndjson in a directory of their own. */
async function compareArrays({ old, next, runs, dir = arraysDir() }) {
  const out = fs.mkdtempSync(path.join(scratch, 'run-'));
  const files = { csv: path.join(out, 'out.csv'), ndjson: path.join(out, 'out.ndjson') };
  const result = await run(process.execPath, [compareJs, '--old', old, '--new', next, '--runs', String(runs),
    '--no-progress', '--benchmark-dir', dir, '--ndjson', files.ndjson, 'arrays']);
  assert.equal(result.code, 0, result.stderr);
  fs.writeFileSync(files.csv, result.stdout);
  const samples = fs.readFileSync(files.ndjson, 'utf8').trim().split('\n').map((line) => JSON.parse(line))
    .filter((record) => record.type === 'sample');
  return { ...files, stdout: result.stdout, samples };
}

/** analyze.js on a run's files, in a format. */
async function analyzeRun(files, format) {
  const result = await run(process.execPath, [analyzeJs, '--ndjson', files.ndjson, '--format', format, files.csv]);
  assert.equal(result.code, 0, result.stderr);
  return result.stdout;
}

const isWholeBytes = (value) => Number.isSafeInteger(value) && value > 0;

describe('measured per run pass, next to the rate', { concurrency: 1 }, () => {
  for (const [harness, common] of Object.entries(HARNESSES)) {
    test(`node 26 under ${harness} harness: bytes per operation, max RSS and heap used`, { timeout: 300_000 }, async () => {
      const node = await nodeRelease(NODE_26);
      const { samples, stdout } = await compareArrays({ old: node, next: node, runs: 2, dir: arraysDir(common) });
      assert.equal(samples.length, 2 * 2 * SIZES.length);
      for (const sample of samples) {
        const size = Number(/size=(\d+)/.exec(sample.configuration)?.[1]);
        // V8 adds an allocation memento to some arrays (16 bytes): a few percent more at most, never less.
        assert.ok(sample.allocated >= arrayBytes(size) * 0.995 && sample.allocated <= arrayBytes(size) * 1.1,
          `${sample.configuration}: ${sample.allocated} bytes per operation, expected about ${arrayBytes(size)}`);
        assert.ok(isWholeBytes(sample.maxRSS) && sample.maxRSS > 10 * 2 ** 20, `max RSS ${sample.maxRSS}`);
        assert.ok(isWholeBytes(sample.heapUsed) && sample.heapUsed < sample.maxRSS, `heap used ${sample.heapUsed}`);
      }
      // The CSV stays Node core's: five columns, no allocations.
      assert.equal(stdout.split('\n')[0], '"binary","filename","configuration","rate","time"');
      assert.ok(parseCompareCsv(stdout).samples.length === samples.length);
    });
  }

  test('node 22 has no counter: no numbers, nothing estimated, and the line says "not available"', { timeout: 300_000 },
    async () => {
      const node = await nodeRelease(NODE_22);
      const files = await compareArrays({ old: node, next: node, runs: 2 });
      assert.equal(files.samples.length, 2 * 2 * SIZES.length);
      assert.ok(files.samples.every((s) => s.allocated === null && isWholeBytes(s.maxRSS)), JSON.stringify(files.samples[0]));
      const json = JSON.parse(await analyzeRun(files, 'json'));
      assert.equal(json.comparisons.length, SIZES.length);
      assert.ok(json.comparisons.every((c) => c.allocations === null && c.memory !== null));
      assert.equal(json.allocationVerdict, NOT_AVAILABLE);
      const text = await analyzeRun(files, 'text');
      assert.ok(text.includes(`\n${NOT_AVAILABLE}\n`), text);
    });
});

describe('the steering check', { concurrency: 1 }, () => {
  test('16 more array elements per operation under "new" are `more` in every configuration after 5 runs, ' +
    'and read as such', { timeout: 300_000 }, async () => {
    const node = await nodeRelease(NODE_26);
    const files = await compareArrays({ old: node, next: moreElementsNode(node), runs: 5 });
    const json = JSON.parse(await analyzeRun(files, 'json'));
    assert.equal(json.comparisons.length, SIZES.length);
    for (const c of json.comparisons) {
      const a = c.allocations;
      assert.deepEqual(Object.keys(a).sort(), ['blocks', 'jointBound', 'mde', 'new', 'old', 'outcome', 'qValue', 'ratio',
        'ratioHigh', 'ratioLow']);
      assert.equal(a.outcome, 'more', `${c.name}: ${JSON.stringify(a)}`);
      assert.equal(a.blocks, 5);
      // 16 elements of 8 bytes, give or take V8's allocation mementos (16 bytes on some arrays).
      assert.ok(Math.abs(a.new - a.old - 128) < 16, `${c.name}: ${a.new - a.old} bytes more per operation`);
      assert.ok(a.ratioLow > 1 && a.ratioLow <= a.ratio && a.ratio <= a.ratioHigh);
    }
    const largest = Math.max(...json.comparisons.map((c) => 100 * (c.allocations.ratio - 1)));
    assert.equal(json.allocationVerdict, `Allocations: 3 of 3 configurations allocate more: up to +${largest.toFixed(1)}% ` +
      'bytes per operation.');

    // Markdown, as GitHub renders it: the line under the verdict, and the column.
    const html = marked.parse(await analyzeRun(files, 'markdown'), { gfm: true, async: false });
    const paragraphs = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, p]) => p);
    assert.match(paragraphs[0], /^<strong>/);
    assert.equal(paragraphs[1], json.allocationVerdict);
    const header = [...(html.match(/<thead>[\s\S]*?<\/thead>/)?.[0] ?? '').matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map(([, h]) => h);
    assert.deepEqual(header, ['benchmark', 'new vs old (95% interval)', 'q-value', 'allocations (95% interval)', 'result']);
    const cells = [...(html.match(/<tbody>[\s\S]*?<\/tbody>/)?.[0] ?? '').matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
      .map(([, row]) => [...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map(([, cell]) => cell)[3]);
    assert.equal(cells.length, SIZES.length);
    // Each change with the digits its interval needs (a narrow interval gets two).
    for (const cell of cells) assert.match(cell, /^\+\d+\.\d+% \(\+\d+\.\d+% to \+\d+\.\d+%\), \d+(\.\d)? (B|kB)\/op$/);

    // The chart: one row per configuration, each drawn as allocating more (red), its legend saying so.
    const { samples } = { samples: parseCompareCsv(fs.readFileSync(files.csv, 'utf8')).samples };
    const { comparisons, summary } = analyze(samples, readPairing(fs.readFileSync(files.ndjson, 'utf8')).pairing);
    const svg = allocationPlot(comparisons);
    assert.equal(svg.match(/<g class="row significant regressed"><title>arrays\/arrays\.js n=1000000 size=\d+\nbytes per operation \+/g)
      ?.length, SIZES.length, svg);
    assert.ok(svg.includes('>more bytes (q &lt; 0.05)<') && svg.includes('>fewer bytes (q &lt; 0.05)<'));
    assert.ok(svg.includes('bytes per operation, new vs old (%)'));

    // The PR comment, rendered: the allocations' line right under the verdict, the rows that allocate
    // more unfolded, and a chart of their own.
    const { body } = renderGfm(renderComment({ comparisons, verdict: verdict(summary),
      allocations: allocationVerdict(summary), margin: summary.margin }));
    assert.equal([...body.querySelectorAll('p')].map((p) => p.textContent)[1], json.allocationVerdict);
    const unfolded = body.querySelector('table');
    assert.ok(unfolded && unfolded.closest('details') === null);
    assert.equal([...unfolded.querySelectorAll('tbody tr')].length, SIZES.length, 'all three unfolded');
    assert.ok([...body.querySelectorAll('summary')].some((summary) =>
      summary.textContent === 'Chart: bytes allocated per operation, new vs old (more is worse)'));
    assert.equal(renderMarkdown(comparisons, verdict(summary), summary).includes(json.allocationVerdict), true);
  });

  test('node 26 against a copy of itself: `unchanged`, each ratio and its interval within ±2%',
    { timeout: 300_000 }, async () => {
      const node = await nodeRelease(NODE_26);
      const files = await compareArrays({ old: node, next: copyOf(node), runs: 5 });
      const json = JSON.parse(await analyzeRun(files, 'json'));
      for (const c of json.comparisons) {
        const a = c.allocations;
        assert.ok(a.ratioLow >= 0.98 && a.ratioHigh <= 1.02, `${c.name}: ${a.ratioLow} to ${a.ratioHigh}`);
        // A row whose own test finds a change, its 95% interval without 1 (5% of them, by chance,
        // when nothing changed), is never "no change" (docs/statistics.md, "No change larger
        // than ±X%"): then it is inconclusive, or a discovery the false discovery rate allows.
        // Every other row is unchanged.
        if (a.ratioLow <= 1 && a.ratioHigh >= 1) assert.equal(a.outcome, 'unchanged', `${c.name}: ${JSON.stringify(a)}`);
      }
      const unchanged = json.comparisons.filter((c) => c.allocations.outcome === 'unchanged').length;
      assert.ok(unchanged >= 1, JSON.stringify(json.comparisons.map((c) => c.allocations)));
      const said = new RegExp(`^Allocations: (.*; )?no change larger than ±(\\d+\\.\\d)% in (the other )?${unchanged}` +
        '( of 3 configurations)? \\(95%\\)').exec(json.allocationVerdict);
      assert.ok(said, json.allocationVerdict);
      // The claim holds for the rows at once: each row's interval at 95%/3 (Bonferroni), so with every
      // 95% interval within ±2% over 5 runs, at most 2% · t(1 − 0.05/6, 4) / t(0.975, 4) = 2.85%.
      // (It read ±2.4% once, with each row's interval inside ±1.7%.)
      const bound = Number(said[2]);
      assert.ok(bound <= 2.9, json.allocationVerdict);
      const joint = json.comparisons.filter((c) => c.allocations.outcome === 'unchanged').map((c) => c.allocations.jointBound);
      assert.equal(bound, Math.ceil(Math.max(...joint) * 10 - 1e-9) / 10, `the largest joint bound: ${joint}`);
    });
});
