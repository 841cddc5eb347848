import test from 'node:test';
import assert from 'node:assert/strict';
import { marked } from 'marked';
import { createRequire } from 'node:module';
import { renderComment, COMMENT_LIMIT, MAX_SEEN } from '../src/report/comment.js';
import { unpaired, paired } from './helpers/analysed.js';

const require = createRequire(import.meta.url);
const { mdeOf } = require('../benchmark/_lib/stats/verdict-rule.js');

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

/** The fold of what each configuration could have seen, as rendered inside the run parameters' fold. */
function seenFold(/** @type {string} */ text) {
  const start = text.indexOf('<details><summary>What each configuration could have seen</summary>');
  assert.ok(start > text.indexOf('<details><summary>Run parameters</summary>'), text);
  return text.slice(start, text.indexOf('</details>', start) + '</details>'.length);
}

test('the run parameters end with what each configuration could have seen: Welch\'s smallest change found with ' +
     '80% power, the largest first, the rows not tested counted', () => {
  // n=1 is noisy, n=3's rates are NaN: not tested.
  const { comparisons, verdictLine } = unpaired([{ effect: 0.2 }, { effect: 0, noisy: true }, { effect: 0 }, { effect: NaN }]);
  const text = renderComment({ comparisons, verdict: verdictLine, parameters: { runs: 10 } });
  // accuracy (*) · (t(0.975, df) + t(0.8, df)) / t(0.975, df), rounded up to a tenth: R's
  // t <- t.test(new, old); 100 * (qt(0.975, t$parameter) + qt(0.8, t$parameter)) * t$stderr / mean(old):
  // n=1 22.093 · (2.2619 + 0.8834) / 2.2619 = 30.72; n=0 0.6305 · (2.1058 + 0.8627) / 2.1058 = 0.889;
  // n=2 0.5845 · (2.1009 + 0.8620) / 2.1009 = 0.824. The median of the three is n=0's.
  assert.equal(seenFold(text), [
    '<details><summary>What each configuration could have seen</summary>',
    '',
    'A change of ±0.9% (median; ±0.9% to ±30.8%) was the smallest each of the 3 tested configurations could ' +
      'find, with 80% power. Those that could see least come first. 1 not tested is left out.',
    '',
    '| benchmark | smallest change found with 80% power |',
    '|:---|---:|',
    '| string\\_decoder/decode.js n=1 | ±30.8% |',
    '| string\\_decoder/decode.js n=0 | ±0.9% |',
    '| string\\_decoder/decode.js n=2 | ±0.9% |',
    '',
    '</details>',
  ].join('\n'));
  assert.ok(text.endsWith(`${seenFold(text)}\n\n</details>\n`), 'inside the run parameters\' fold, at its end');
  assert.doesNotMatch(renderComment({ comparisons, verdict: verdictLine }), /could have seen/,
                      'without run parameters, no fold to put it in');
});

test('paired, what each configuration could have seen is its own MDE (sequential.js), the largest first', () => {
  const { comparisons, verdictLine } = paired([0.03, 0, 0.001]);
  // 100 · (exp((t(0.975, 7) + t(0.8, 7)) · se) − 1) of each row's 8 blocks: 0.283, 0.308, 0.335.
  assert.deepEqual(comparisons.map((c) => c.mde?.toFixed(3)), ['0.283', '0.308', '0.335']);
  const text = renderComment({ comparisons, verdict: verdictLine, parameters: { runs: 8 } });
  assert.equal(seenFold(text).split('\n').slice(2).join('\n'), [
    'A change of ±0.4% (median; ±0.3% to ±0.4%) was the smallest each of the 3 tested configurations could ' +
      'find, with 80% power. Those that could see least come first.',
    '',
    '| benchmark | smallest change found with 80% power |',
    '|:---|---:|',
    '| string\\_decoder/decode.js n=2 | ±0.4% |',
    '| string\\_decoder/decode.js n=1 | ±0.4% |',
    '| string\\_decoder/decode.js n=0 | ±0.3% |',
    '',
    '</details>',
  ].join('\n'));
  const one = paired([0.03]);
  assert.match(renderComment({ comparisons: one.comparisons, verdict: one.verdictLine, parameters: { runs: 8 } }),
               /\nA change of ±0\.3% was the smallest the tested configuration could find, with 80% power\.\n/);
});

test('what each configuration could have seen ends with the bytes allocated per operation, when they were counted', () => {
  const { comparisons, verdictLine } = paired([0.03, 0, 0.001]);
  const counted = (mde) => ({ old: 100, new: 100, ratio: 1, ratioLow: 1, ratioHigh: 1, outcome: /** @type {const} */ ('unchanged'),
    qValue: 1, jointBound: 0, blocks: 8, mde });
  comparisons[0].allocations = counted(2.44);
  comparisons[1].allocations = counted(0);
  comparisons[2].allocations = counted(0.31);
  const text = renderComment({ comparisons, verdict: verdictLine, parameters: { runs: 8 } });
  assert.match(seenFold(text), /\n\nBytes allocated per operation: a change of ±0\.4% \(median; ±0\.0% to ±2\.5%\) was the smallest each of the 3 counted configurations could find, with 80% power\.\n\n<\/details>$/);
  comparisons[1].allocations = null;
  comparisons[2].allocations = null;
  assert.match(seenFold(renderComment({ comparisons, verdict: verdictLine, parameters: { runs: 8 } })),
    /\n\nBytes allocated per operation: a change of ±2\.5% was the smallest the counted configuration could find, with 80% power\.\n/);
  comparisons[0].allocations = null;
  assert.doesNotMatch(renderComment({ comparisons, verdict: verdictLine, parameters: { runs: 8 } }), /Bytes allocated per operation:/,
    'not counted: nothing said');
});

test(`what each configuration could have seen names the ${MAX_SEEN} that could see least, then counts the others ` +
     'with the largest among them; cut before any results row', () => {
  // 25 configurations, each noisier than the one after it.
  const rows = Array.from({ length: 25 }, (_, i) => ({ effect: 0, noisy: i < 3 }));
  const { comparisons, verdictLine } = unpaired(rows);
  const report = { comparisons, verdict: verdictLine, parameters: { runs: 10 } };
  const full = renderComment(report);
  const listed = (/** @type {string} */ text) => seenFold(text).split('\n').filter((l) => l.startsWith('| string'));
  const values = listed(full).map((l) => Number(/±([\d.]+)%/.exec(l)?.[1]));
  assert.equal(values.length, MAX_SEEN);
  assert.deepEqual(values, [...values].sort((a, b) => b - a), 'the largest first');
  const mdes = comparisons.map(mdeOf).sort((a, b) => (b ?? 0) - (a ?? 0));
  const more = Math.ceil(10 * (mdes[MAX_SEEN] ?? NaN) - 1e-9) / 10;
  assert.match(seenFold(full), new RegExp(`\\n\\n… and 5 more, each ±${more.toFixed(1)}% or less\\.\\n\\n</details>$`));
  // Just too long: compare.R's table and the chart go first, then rows of this list, before any results row.
  const withoutTextTable = renderComment(report, { limit: full.length - 1 });
  assert.doesNotMatch(withoutTextTable, /compare\.R's table \(to paste\)/);
  assert.equal(listed(withoutTextTable).length, MAX_SEEN);
  const cut = renderComment(report, { limit: withoutTextTable.length - 200 });
  assert.ok(cut.length <= withoutTextTable.length - 200);
  const kept = listed(cut).length;
  assert.ok(kept > 0 && kept < MAX_SEEN, `${kept} listed`);
  assert.match(seenFold(cut), new RegExp(`\\n\\n… and ${25 - kept} more, each ±[\\d.]+% or less\\.\\n`));
  assert.doesNotMatch(cut, /left out to keep this comment/, 'every results row stays');
  // With no room for a row of it, the range alone.
  const tight = renderComment(report, { limit: withoutTextTable.length - 2000 });
  assert.match(seenFold(tight), /\(median; ±[\d.]+% to ±[\d.]+%\)[^|]*\n\nThe list is left out to keep this comment within GitHub's size limit\.\n\n<\/details>$/);
});

test('what each configuration could have seen: a hostile name is escaped as in the results table', () => {
  const hostile = 'evil|x.js s=\'`<!-- @octocat #1 -->`\' t=\'<img src=x>\nline\' u=\'**b** _i_ [l](https://e.example)\'';
  const { comparisons, verdictLine } = unpaired([{ effect: 0 }], { name: () => hostile });
  const text = renderComment({ comparisons, verdict: verdictLine, parameters: { runs: 10 } });
  const [row] = seenFold(text).split('\n').filter((l) => l.startsWith('| evil'));
  const [cell] = text.split('\n').filter((l) => l.startsWith('| evil') && l.endsWith(' | no change |'));
  assert.ok(cell, text);
  assert.equal(row.replace(/ \| ±[\d.]+% \|$/, ''), cell.replace(/ \| [^|]* \| [^|]* \| no change \|$/, ''),
               'the same name cell as the results table');
  assert.equal(row, '| evil\\|x.js s=\'\\`&lt;!-- @\u200boctocat #\u200b1 --&gt;\\`\' t=\'&lt;img src=x&gt; line\' ' +
    'u=\'\\*\\*b\\*\\* \\_i\\_ \\[l\\](https:\u200b//e.example)\' | ±0.9% |');
  const html = marked.parse(seenFold(text), { gfm: true, async: false });
  const cells = [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]);
  assert.equal(cells.length, 2, html);
  assert.doesNotMatch(cells[0], /<(?!\/?td)/, 'no element in the name cell');
});
