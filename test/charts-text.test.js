// The improvement chart as fixed-width text for a PR comment: exact output
// for a small input (checked by eye), the alignment of its columns, which
// rows it keeps when there are too many, and names that try to break out
// of the code block.

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { improvementText, cleanName } = require('../benchmark/_lib/charts-text.js');
const { fence } = require('../benchmark/_lib/text.js');

/**
 * A Welch comparison as _lib/analysis.js makes it, with only what the chart
 * reads varied. Without a df the adjusted interval uses the normal quantile,
 * so the expected bounds below can be checked with a z table.
 * @param {string} name
 * @param {number} improvement
 * @param {number | null} accuracy
 * @param {number | null} qValue
 * @param {number | null} [df]
 */
function comparison(name, improvement, accuracy, qValue, df = null) {
  const side = { n: 30, mean: 1, sd: 0.1 };
  const [filename, ...rest] = name.split(' ');
  return {
    name, filename, configuration: rest.join(' '), old: side, new: side, improvement, pValue: qValue, df,
    t: null, stars: '', accuracy: { '*': accuracy, '**': null, '***': null }, qValue, holmPValue: qValue,
    error: null,
  };
}

/** The rows of a chart: the lines after the rule with a bar (every row has at least its 0 mark or point). */
function rowLines(chart) {
  return chart.split('\n').slice(2).filter((line) => /[│┼├┤●○]/.test(line) && !line.startsWith('● '));
}

/** Each row's full name: its file's header (if any) and its label, as "file params own-params". */
function rowNames(chart) {
  const lines = chart.split('\n');
  const nameWidth = lines[1].search(/\S/) - 1;
  let header = '';
  const names = [];
  for (const line of lines.slice(2)) {
    if (line === '' || line.startsWith('● ') || line.startsWith('… ')) continue;
    if (!/[│┼├┤●○]/.test(line)) header = line;
    else if (line.startsWith('  ')) names.push(`${header} ${line.slice(0, nameWidth).trim()}`);
    else names.push(line.slice(0, nameWidth).trim());
  }
  return names;
}

// CJK characters take two columns in a monospace font.
const columns = (line) => [...line].reduce((sum, c) => sum + (/[\u3000-\u9fff]/.test(c) ? 2 : 1), 0);

// m = 3 tested rows, R = 2 selected: 1 - 2 × 0.05 / 3 = 96.7% intervals,
// z(0.98333) / z(0.975) = 2.1280 / 1.9600 = 1.0857 times the 95% half-width:
// -7.9 ± 2.17 = [-10.07, -5.73], 1.2 ± 1.63 = [-0.43, 2.83], 3 ± 2.71 = [0.29, 5.71].
const SMALL = [
  comparison("buffers/buffer-write.js n=5 type='ascii'", -7.9, 2, 4e-9),
  comparison('http/simple.js c=50', 1.2, 1.5, 0.16),
  comparison("url/url-parse.js e='https://example.org/a/very/long/path'", 3, 2.5, 0.04),
  comparison('url/z.js e=1', NaN, null, null),
];

test('draws each row\'s FCR-adjusted interval on one axis with 0 marked, the value, the stars and a key', () => {
  assert.equal(improvementText(SMALL), [
    '                                     -10%   -5%      0%    +5%',
    '                                      ┬──────┬───────┬──────┬─',
    '…/buffer-write.js n=5 type=\'ascii\'    ├──●──┤        │         -7.9% ***',
    'http/simple.js c=50                                 ├┼○──┤     +1.2%',
    '…/url-parse.js e=\'https://example.or…                ├───●───┤ +3.0% *',
    'url/z.js e=1                                         │           n/a',
    '● changed ○ not (5% FDR) · ├─┤ 96.7% FCR-adjusted interval · stars: q<.05/.01/.001',
    '',
  ].join('\n'));
});

test('is deterministic and returns nothing for no comparisons', () => {
  assert.equal(improvementText(SMALL), improvementText(SMALL));
  assert.equal(improvementText([]), '');
});

test('keeps every row the same width up to its value, within the width asked for', () => {
  const input = [
    comparison('a.js n=1', 12.345, 1, 0.0001),
    comparison(`b/${'long'.repeat(20)}.js type='x'`, -0.01, 0.5, 0.9),
    comparison('c.js n=3 name=\'漢字テキスト\'', NaN, null, null),
    comparison('d.js', 150, 20, 0.002, 12),
    comparison('e.js n=5', -3, null, null),
  ];
  for (const width of [60, 72, 100]) {
    const lines = rowLines(improvementText(input, { width }));
    assert.equal(lines.length, 5);
    // Up to the value: strip the stars, then pad to the longest: all equal.
    const upToValue = lines.map((line) => columns(line.replace(/ \*+$/, '')));
    assert.deepEqual(new Set(upToValue).size, 1, `width ${width}: ${upToValue}`);
    assert.ok(upToValue[0] + 4 <= width, `width ${width}: a row takes ${upToValue[0]} + 4 columns`);
  }
});

test('shows n/a and no point for a row without a finite improvement, a hollow point without an interval', () => {
  const lines = rowLines(improvementText([
    comparison('a.js n=1', NaN, null, null), comparison('a.js n=2', 2, null, null), comparison('a.js n=3', 1, 1, 0.5),
  ]));
  assert.match(lines[0], /^ {2}n=1 +│ +n\/a$/);
  assert.doesNotMatch(lines[0], /[●○├┤]/);
  assert.match(lines[1], /^ {2}n=2 +│ +○ +\+2\.0%$/);
  assert.match(lines[2], /├.*○.*┤ +\+1\.0%$/);
});

test('beyond maxRows shows the significant rows first, then the largest |improvement|, and counts the rest', () => {
  const input = [
    ...Array.from({ length: 36 }, (_, i) => comparison(`a.js n=${i}`, (i % 7) - 3, 4, 0.5 + i / 100)),
    comparison('b.js n=1', NaN, null, null),
    comparison('b.js n=2', -1.5, 1, 0.01),
    comparison('b.js n=3', 0.5, 0.2, 0.001),
    comparison('b.js n=4', -9, 8, 0.3),
  ];
  const chart = improvementText(input, { maxRows: 5 });
  // b.js n=2 and n=3 changed; then |-9| and the |±3| of a.js in the given order.
  assert.deepEqual(rowNames(chart), ['b.js n=2', 'b.js n=3', 'b.js n=4', 'a.js n=0', 'a.js n=6']);
  const lines = chart.trimEnd().split('\n');
  assert.equal(lines.at(-2), '… 35 more rows not shown');
  assert.match(lines[lines.length - 1], /^● changed ○ not/);
  assert.equal(rowLines(improvementText(input.slice(0, 5), { maxRows: 5 })).length, 5);
  assert.doesNotMatch(improvementText(input.slice(0, 5), { maxRows: 5 }), /more rows/);
});

test('marks significant rows ● and the rest ○, with stars by q-value', () => {
  const lines = rowLines(improvementText([
    comparison('a.js n=1', 5, 1, 0.0004), comparison('a.js n=2', 5, 1, 0.004), comparison('a.js n=3', 5, 1, 0.04),
    comparison('a.js n=4', 5, 1, 0.06),
  ]));
  assert.deepEqual(lines.map((line) => line.match(/[●○]/)?.[0]), ['●', '●', '●', '○']);
  assert.deepEqual(lines.map((line) => line.match(/%( \**)?$/)?.[1] ?? ''), [' ***', ' **', ' *', '']);
});

test('a name cannot break out of the code block: no backticks, no line breaks, no control characters', () => {
  const evil = 'a.js x=```\n## heading\r\n\u0000\u202Eevil\u0007`';
  const chart = improvementText([comparison(evil, 1, 1, 0.5), comparison('b.js n=1', 2, 1, 0.5)]);
  assert.doesNotMatch(chart, /[`\u202E]/);
  assert.deepEqual([...chart].filter((c) => c.charCodeAt(0) < 0x20 && c !== '\n'), []);
  assert.equal(chart.split('\n').length, 2 + 2 + 1 + 1);
  assert.match(rowLines(chart)[0], /^a\.js x= ## heading evil +├/);
  assert.equal(cleanName('a\tb\u2028c  `d`'), 'a b c d');
  assert.equal(fence(chart, 'text').split('\n')[0], '```text');
});

test('cuts a long name to its column: the directories go first, then the end, with …', () => {
  const name = `buffers/buffer-write.js type='${'x'.repeat(80)}'`;
  const [row] = rowLines(improvementText([comparison(name, 1, 1, 0.5), comparison('b.js n=1', 1, 1, 0.5)]));
  assert.match(row, /^…\/buffer-write\.js type='x+… /);
  const short = rowLines(improvementText([comparison('buffers/buffer-read.js n=1 type=\'ascii\' size=1024', 1, 1, 0.5)],
    { width: 80 }));
  assert.match(short[0], /^…\/buffer-read\.js n=1 type='ascii' size=1024 /);
});

test('names a file once over its rows, with the parameters they share, and shows each row\'s own', () => {
  const file = 'string_decoder/string-decoder.js';
  const chart = improvementText([
    comparison(`${file} n=15000 chunkLen=16 inLen=1024 encoding='ascii'`, 1.4, 3, 0.5),
    comparison(`${file} n=15000 chunkLen=16 inLen=1024 encoding='base64'`, 9.1, 6, 0.3),
    comparison(`${file} n=15000 chunkLen=16 inLen=128 encoding='ascii'`, 18.3, 4, 0.004),
    comparison('url/url-parse.js type=\'a b\' n=1', 1, 1, 0.5),
    comparison('url/url-parse.js type=\'a c\' n=1', 2, 1, 0.5),
    comparison('http/simple.js c=50', 1, 1, 0.5),
  ]);
  const lines = chart.split('\n');
  assert.equal(lines[2], `${file} n=15000 chunkLen=16`);
  assert.match(lines[3], /^ {2}inLen=1024 encoding='ascii' +├/);
  assert.match(lines[5], /^ {2}inLen=128 encoding='ascii' +│ +├─*●─*┤ +\+18\.3% \*\*$/);
  // A quoted value with a space is one parameter.
  assert.equal(lines[6], 'url/url-parse.js n=1');
  assert.match(lines[7], /^ {2}type='a b' +/);
  assert.match(lines[9], /^http\/simple\.js c=50 +/);
  assert.deepEqual(rowNames(chart).slice(0, 3), [
    `${file} n=15000 chunkLen=16 inLen=1024 encoding='ascii'`, `${file} n=15000 chunkLen=16 inLen=1024 encoding='base64'`,
    `${file} n=15000 chunkLen=16 inLen=128 encoding='ascii'`,
  ]);
});
