import test from 'node:test';
import assert from 'node:assert/strict';
import { marked } from 'marked';
import { renderComment, COMMENT_LIMIT } from '../src/report/comment.js';
import { unpaired, paired } from './helpers/analysed.js';

/** Known effects per configuration, 10 runs, 1% noise: comparisons and the verdict line. */
function report(/** @type {number[]} */ effects, { name = (/** @type {number} */ i) => `bench/file.js n=${i}` } = {}) {
  const { comparisons, verdictLine } = unpaired(effects.map((effect) => ({ effect })), { name });
  return { comparisons, verdict: verdictLine };
}

test('the verdict comes first and names the changes, the changed rows follow in its order, the rest collapsed', () => {
  const { comparisons, verdict: line } = report([0.2, 0, -0.3, 0]);
  const text = renderComment({ comparisons, verdict: line, marker: '<!-- nba:string_decoder -->',
    parameters: { runs: 10, categories: 'string_decoder', filter: '' } });
  const lines = text.split('\n');
  assert.equal(lines[0], '<!-- nba:string_decoder -->');
  // X: the wider of n=1 and n=3 at 1 - 0.05/4 (4 rows tested), R: t <- t.test(new, old);
  // 100 * qt(1 - 0.05/8, t$parameter) * t$stderr / mean(old) = 0.788 (n=3; 0.597 at 95%).
  assert.equal(lines[2], '**Benchmark: 1 of 4 configurations regressed (5% false discovery rate): `bench/file.js n=2` -30.0%; ' +
               '1 improved: `bench/file.js n=0` +20.0%; no change larger than ±0.8% in the other 2 (95%).**');
  const open = text.slice(0, text.indexOf('<details>'));
  // The regression first, as in the verdict; Welch's interval (improvement ± accuracy (*)) and q-value.
  assert.deepEqual(open.split('\n').filter((l) => l.startsWith('| bench/')), [
    '| bench/file.js n=2 | -30.0% (-30.5% to -29.5%) | 6.8e-25 | regressed |',
    '| bench/file.js n=0 | +20.0% (+19.4% to +20.6%) | 3.7e-22 | improved |',
  ]);
  assert.match(text, /<details><summary>2 other configurations: 2 no change<\/summary>\n\n\| benchmark \|/);
  assert.match(text, /\| runs \| 10 \|\n\| categories \| string\\_decoder \|/);
  assert.doesNotMatch(text, /\| filter \|/, 'empty parameters are left out');
});

test('benchmark names cannot break the table, hide text, or mention anyone', () => {
  const name = () => 'evil|x.js s=\'`<!-- @octocat #1 -->`\'';
  const { comparisons, verdict: line } = report([0.5], { name });
  const text = renderComment({ comparisons, verdict: line });
  // The chart and compare.R's text table are code blocks, where GitHub links
  // and parses nothing (test/rendered-comment.test.js renders them): only
  // `<!--` is broken there, so no name can carry another comment's marker.
  const fenced = [...text.matchAll(/```text\n([\s\S]*?)\n```/g)];
  assert.equal(fenced.length, 2, text);
  const [chart, table] = fenced.map((m) => m[1]);
  assert.match(chart, /^evil\|x\.js s='<\u200b!-- @octocat #1 -->' /m, 'the chart drops the backticks');
  assert.match(table, /^evil\|x\.js s='`<\u200b!-- @octocat #1 -->`'/m);
  const outside = fenced.reduce((rest, m) => rest.replace(m[0], ''), text);
  assert.doesNotMatch(text, /<!--/);
  assert.doesNotMatch(outside, /@octocat/);
  assert.match(outside, /\| evil\\\|x\.js s='\\`&lt;!-- @\u200bocto/);
});

test('a huge report stays within 65,536 characters and keeps the verdict', () => {
  const effects = Array.from({ length: 3000 }, (_, i) => (i % 3 === 0 ? 0.1 : 0));
  const { comparisons, verdict: line } = report(effects, { name: (i) => `category/a-rather-long-benchmark-file-name.js n=${i} type='${'x'.repeat(40)}'` });
  const text = renderComment({ comparisons, verdict: line, parameters: { runs: 10 } });
  assert.ok(text.length <= COMMENT_LIMIT, `${text.length} characters`);
  assert.ok(text.length > COMMENT_LIMIT - 2000, 'fills the space it has');
  assert.match(text, /^\*\*Benchmark: 0 of 3000 configurations regressed \(5% false discovery rate\); 1000 improved: `[^`]+` \+10\.0%, /);
  assert.match(text.split('\n')[0], / and 995 more; no change larger than ±[\d.]+% in the other 2000 \(95%\)\.\*\*$/);
  assert.match(text, /… and \d+ more configurations, left out to keep this comment within GitHub's size limit/);
  assert.match(text, /<details><summary>Run parameters<\/summary>/);
});

test('with a tiny limit only the verdict remains', () => {
  const { comparisons, verdict: line } = report([0.2, 0.1]);
  const text = renderComment({ comparisons, verdict: line, parameters: { note: 'x'.repeat(5000) } }, { limit: 1200 });
  assert.ok(text.length <= 1200);
  assert.match(text, /^\*\*Benchmark: 0 of 2 configurations regressed \(5% false discovery rate\); 2 improved: `bench\/file\.js n=0` \+20\.0%, `bench\/file\.js n=1` \+10\.0%\.\*\*/);
});

test('one test per row: the paired change with its interval, its q-value and the outcome; no stars outside compare.R\'s table', () => {
  // Blocks of old and new, new 3% faster in one configuration, the same in the other.
  const { comparisons, summary, verdictLine } = paired([0.03, 0], { filename: 'bench/a.js' });
  const text = renderComment({ comparisons, verdict: verdictLine, margin: summary.margin });
  const html = marked.parse(text, { gfm: true, async: false });
  const headers = [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
  assert.deepEqual(headers.slice(0, 4), ['benchmark', 'new vs old (95% interval)', 'q-value', 'result']);
  assert.ok(html.includes('<td align="right">+2.9% (+2.7% to +3.2%)</td>'), html);
  assert.ok(html.includes('<td align="left">improved</td>'), html);
  const sub = html.match(/<sub>([^<]*)<\/sub>/);
  assert.ok(sub, html);
  // Three short sentences: the interval, the q-value, where compare.R's table is.
  assert.equal(sub[1].split('. ').length, 3, sub[1]);
  assert.match(sub[1], /^new vs old: the change of the rate \(\+ is faster\), old and new run back to back in blocks/);
  const outside = text.replace(/<details><summary>compare\.R's table[\s\S]*?<\/details>/, '');
  assert.doesNotMatch(outside.replace(/<summary>Chart[\s\S]*?<\/details>/g, ''), /\\\*|confidence|accuracy/);
  // Welch only: the same columns, the interval compare.R's improvement ± accuracy (*).
  const welch = report([0.2, 0]);
  const welchHtml = marked.parse(renderComment({ comparisons: welch.comparisons, verdict: welch.verdict }), { gfm: true, async: false });
  assert.deepEqual([...welchHtml.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]).slice(0, 4),
                   ['benchmark', 'new vs old (95% interval)', 'q-value', 'result']);
  assert.match(welchHtml, /by Welch&#39;s t-test \(compare\.R&#39;s improvement ± accuracy\)/);
});
