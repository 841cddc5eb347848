// The improvement chart as fixed-width text for a PR comment: exact output
// for a small input (checked by eye), the alignment of its columns, which
// rows it keeps when there are too many, the key that names the interval's
// level, labels that stay apart at any width, and names that try to break
// out of the code block.

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { improvementText, cleanName } = require('../benchmark/_lib/charts/text.js');
const { fence } = require('../benchmark/_lib/text.js');

/**
 * A Welch comparison as _lib/stats/analysis.js makes it, with only what the chart
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

/** Whether a line is one of the key's, under the rows. */
const isKey = (line) => line.startsWith('● ') || line.startsWith('├─┤ ');

/** The rows of a chart: the lines after the rule with a bar (every row has at least its 0 mark or point). */
function rowLines(chart) {
  return chart.split('\n').slice(2).filter((line) => /[│┼├┤●○◄►]/.test(line) && !isKey(line));
}

/**
 * Each row's full name, as "file params own-params": a line at the left
 * edge without a bar is a header (a file's, or the start of a lone name
 * broken over lines: read alike), the indented lines up to the bar's are
 * the row's label.
 */
function rowNames(chart) {
  const lines = chart.split('\n');
  const nameWidth = lines[1].search(/\S/) - 1;
  let header = '';
  let pending = [];
  const names = [];
  for (const line of lines.slice(2)) {
    if (line === '' || isKey(line) || line.startsWith('… ')) continue;
    const label = line.slice(0, nameWidth).trim();
    if (!/[│┼├┤●○◄►]/.test(line.slice(nameWidth))) {
      if (line.startsWith(' ')) pending.push(label);
      else header = line.trim();
      continue;
    }
    names.push(line.startsWith(' ') ? [header, ...pending, label].join(' ') : label);
    pending = [];
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

test('draws each row\'s FCR-adjusted interval on one axis with 0 marked, the estimate under "change", and a key', () => {
  assert.equal(improvementText(SMALL), [
    '                                        -10%   -5%      0%    +5% change',
    '                                         ┬──────┬───────┬──────┬─',
    'buffers/buffer-write.js n=5 type=\'ascii\' ├──●──┤        │          -7.9%',
    'http/simple.js c=50                                    ├┼○──┤      +1.2%',
    'url/url-parse.js',
    '  e=\'https://example.org/a/very/long/pa…                ├───●───┤  +3.0%',
    'url/z.js e=1                                            │            n/a',
    '├─┤ 96.7% interval, adjusted for the 5% false discovery rate (FCR): wider than a plain 95% one',
    '● changed ○ not (5% FDR) · change: the estimate · compare.R\'s p-based stars are in its table only',
    '',
  ].join('\n'));
});

test('its key names the level of the interval it draws, and it draws no star (compare.R\'s mean a p-value)', () => {
  const key = improvementText(SMALL).trimEnd().split('\n').slice(-2);
  // m = 3 tested rows, R = 2 selected: 1 - 2 × 0.05 / 3.
  assert.match(key[0], /^├─┤ 96\.7% interval, adjusted for the 5% false discovery rate \(FCR\)/);
  assert.match(key[1], /^● changed ○ not \(5% FDR\)/);
  assert.match(key[1], /compare\.R's p-based stars are in its table only$/);
  // Rows whose q is under 0.001, 0.01, 0.05 and over: ● or ○, never a star.
  const chart = improvementText([
    comparison('a.js n=1', 5, 1, 0.0004), comparison('a.js n=2', 5, 1, 0.004), comparison('a.js n=3', 5, 1, 0.04),
    comparison('a.js n=4', 5, 1, 0.06),
  ]);
  assert.doesNotMatch(chart, /\*/);
  // m = 4, R = 3: 1 - 3 × 0.05 / 4 = 96.25%, printed with the digit that tells it from 100%.
  assert.match(chart, /^├─┤ 96\.3% interval, adjusted/m);
  // Without any interval, the bar has no key line.
  assert.deepEqual(improvementText([comparison('a.js n=1', 2, null, null)]).trimEnd().split('\n').filter(isKey),
    ['● changed ○ not (5% FDR) · change: the estimate · compare.R\'s p-based stars are in its table only']);
});

test('cuts an interval the axis does not reach with ◄ or ►, and says so in the key', () => {
  // 3 runs: intervals of -95% to +2000% around estimates of ±20%. The axis
  // goes as far as 4 × the largest |estimate|, so the estimates stay apart.
  const wide = [
    comparison('a.js n=1', 20, 1000, 0.5), comparison('a.js n=2', -15, 60, 0.5), comparison('a.js n=3', 5, 2, 0.5),
  ];
  const chart = improvementText(wide);
  const [labels] = chart.split('\n');
  assert.match(labels, /-50%.*0%.*\+50%.*change$/);
  assert.doesNotMatch(labels, /1k|1000/);
  const [first, second, third] = rowLines(chart);
  assert.match(first, /◄─+┼─+○─+► +\+20\.0%$/);
  assert.match(second, /├─+○─+┼─+┤ +-15\.0%$/);
  assert.match(third, /├─*○─*┤ +\+5\.0%$/);
  assert.match(chart, /wider than a plain 95% one · ◄ ► it goes on beyond the axis\n/);
  assert.doesNotMatch(improvementText(SMALL), /◄|►/);
});

test('is deterministic and returns nothing for no comparisons', () => {
  assert.equal(improvementText(SMALL), improvementText(SMALL));
  assert.equal(improvementText([]), '');
});

test('keeps every row the same width, within the width asked for', () => {
  const input = [
    comparison('a.js n=1', 12.345, 1, 0.0001),
    comparison(`b/${'long'.repeat(20)}.js type='x'`, -0.01, 0.5, 0.9),
    comparison('c.js n=3 name=\'漢字テキスト\'', NaN, null, null),
    comparison('d.js', 150, 20, 0.002, 12),
    comparison('e.js n=5', -3, null, null),
  ];
  for (const width of [60, 72, 100]) {
    const chart = improvementText(input, { width });
    const lines = rowLines(chart);
    assert.equal(lines.length, 5);
    const widths = lines.map(columns);
    assert.deepEqual(new Set(widths).size, 1, `width ${width}: ${widths}`);
    assert.ok(widths[0] <= width, `width ${width}: a row takes ${widths[0]} columns`);
    // Every line but the key's, labels broken over lines included.
    for (const line of chart.trimEnd().split('\n').filter((l) => !isKey(l))) assert.ok(columns(line) <= width, line);
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

test('beyond maxRows keeps the significant rows, then the largest |improvement|, in their order, and counts the rest', () => {
  const input = [
    ...Array.from({ length: 36 }, (_, i) => comparison(`a.js n=${i}`, (i % 7) - 3, 4, 0.5 + i / 100)),
    comparison('b.js n=1', NaN, null, null),
    comparison('b.js n=2', -1.5, 1, 0.01),
    comparison('b.js n=3', 0.5, 0.2, 0.001),
    comparison('b.js n=4', -9, 8, 0.3),
  ];
  const chart = improvementText(input, { maxRows: 5 });
  // b.js n=2 and n=3 changed; then |-9| and the |±3| of a.js in the given
  // order; shown in the given order, so that each file's rows share a header.
  assert.deepEqual(rowNames(chart), ['a.js n=0', 'a.js n=6', 'b.js n=2', 'b.js n=3', 'b.js n=4']);
  const lines = chart.trimEnd().split('\n');
  assert.deepEqual(lines.filter((line) => /^[ab]\.js$/.test(line)), ['a.js', 'b.js']);
  assert.equal(lines.at(-3), '… 35 more rows not shown');
  assert.match(lines[lines.length - 1], /^● changed ○ not/);
  assert.equal(rowLines(improvementText(input.slice(0, 5), { maxRows: 5 })).length, 5);
  assert.doesNotMatch(improvementText(input.slice(0, 5), { maxRows: 5 }), /more rows/);
});

test('marks the rows the verdict counts as changed ● and the rest ○', () => {
  const lines = rowLines(improvementText([
    comparison('a.js n=1', 5, 1, 0.0004), comparison('a.js n=2', 5, 1, 0.004), comparison('a.js n=3', 5, 1, 0.04),
    comparison('a.js n=4', 5, 1, 0.06),
  ]));
  assert.deepEqual(lines.map((line) => line.match(/[●○]/)?.[0]), ['●', '●', '●', '○']);
  assert.deepEqual(lines.map((line) => line.match(/\S+$/)?.[0]), ['+5.0%', '+5.0%', '+5.0%', '+5.0%']);
});

test('a name cannot break out of the code block: no backticks, no line breaks, no control characters', () => {
  const evil = 'a.js x=```\n## heading\r\n\u0000\u202Eevil\u0007`';
  const chart = improvementText([comparison(evil, 1, 1, 0.5), comparison('b.js n=1', 2, 1, 0.5)]);
  assert.doesNotMatch(chart, /[`\u202E]/);
  assert.deepEqual([...chart].filter((c) => c.charCodeAt(0) < 0x20 && c !== '\n'), []);
  // The axis, two rows, two lines of key, and the end.
  assert.equal(chart.split('\n').length, 2 + 2 + 2 + 1);
  assert.match(rowLines(chart)[0], /^a\.js x= ## heading evil +├/);
  assert.equal(cleanName('a\tb\u2028c  `d`'), 'a b c d');
  assert.equal(fence(chart, 'text').split('\n')[0], '```text');
});

test('a lone name loses its directories if that makes it fit, else breaks between parameters; only a part too long is cut', () => {
  const name = `buffers/buffer-write.js type='${'x'.repeat(80)}'`;
  const lines = improvementText([comparison(name, 1, 1, 0.5), comparison('b.js n=1', 1, 1, 0.5)]).split('\n');
  assert.equal(lines[2], 'buffers/buffer-write.js');
  assert.match(lines[3], /^ {2}type='x+… +├/);
  // 43 columns as …/buffer-read.js …, 40 to fill: broken instead, nothing lost.
  const read = 'buffers/buffer-read.js n=1 type=\'ascii\' size=1024';
  const narrow = improvementText([comparison(read, 1, 1, 0.5)]).split('\n');
  assert.deepEqual([narrow[2], narrow[3].slice(0, 11)], ['buffers/buffer-read.js n=1 type=\'ascii\'', '  size=1024']);
  assert.match(rowLines(improvementText([comparison(read, 1, 1, 0.5)], { width: 80 }))[0],
    /^…\/buffer-read\.js n=1 type='ascii' size=1024 /);
  assert.match(rowLines(improvementText([comparison(read, 1, 1, 0.5)], { width: 90 }))[0],
    /^buffers\/buffer-read\.js n=1 type='ascii' size=1024 /);
});

test('labels that differ only at their end stay apart at every width', () => {
  const file = 'buffers/buffer-from.js';
  const sources = ['array', 'arraybuffer', 'buffer', 'string'];
  // Four rows alike but for the last parameter, and one of another file.
  const input = [
    ...sources.map((source, i) => comparison(`${file} n=100000 len=1024 encoding='utf8' source='${source}'`, i, 1, 0.5)),
    comparison(`url/u.js e='${'y'.repeat(30)}${'z'.repeat(9)}1'`, 1, 1, 0.5),
    comparison(`url/u.js e='${'y'.repeat(30)}${'z'.repeat(9)}2'`, 1, 1, 0.5),
  ];
  // From 60 columns (28 for the names) to wider than the longest name.
  for (let width = 60; width <= 130; width++) {
    const chart = improvementText(input, { width });
    const names = rowNames(chart);
    assert.equal(new Set(names).size, input.length, `width ${width}:\n${chart}`);
    // The buffer-from rows keep their whole source value.
    for (const [i, source] of sources.entries()) assert.ok(names[i].endsWith(`source='${source}'`), `${width}: ${names[i]}`);
    // Cut in the middle where a parameter is too long, its end kept.
    assert.ok(names[4].endsWith("1'") && names[5].endsWith("2'"), `${width}: ${names.slice(4)}`);
  }
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
  assert.match(lines[5], /^ {2}inLen=128 encoding='ascii' +│ +├─*●─*┤ +\+18\.3%$/);
  // A quoted value with a space is one parameter.
  assert.equal(lines[6], 'url/url-parse.js n=1');
  assert.match(lines[7], /^ {2}type='a b' +/);
  assert.match(lines[9], /^http\/simple\.js c=50 +/);
  assert.deepEqual(rowNames(chart).slice(0, 3), [
    `${file} n=15000 chunkLen=16 inLen=1024 encoding='ascii'`, `${file} n=15000 chunkLen=16 inLen=1024 encoding='base64'`,
    `${file} n=15000 chunkLen=16 inLen=128 encoding='ascii'`,
  ]);
});

test('the key calls the FCR interval as wide as a plain 95% one when every row changed (1 - R q / m is 95%)', () => {
  const changed = [comparison('a.js n=1', -8, 1, 0.001), comparison('a.js n=2', 6, 1, 0.002)];
  assert.match(improvementText(changed),
    /\n├─┤ 95% interval, adjusted for the 5% false discovery rate \(FCR\): as wide as a plain one, since every row changed\n/);
  // One configuration, unchanged: as wide too (R is taken as 1), and the reason is not "every row changed".
  assert.match(improvementText([comparison('a.js n=1', 0.3, 1, 0.7)]),
    /\n├─┤ 95% interval, adjusted for the 5% false discovery rate \(FCR\): as wide as a plain one, since there is one configuration\n/);
  // One row of the two changed: 97.5%, wider.
  const one = [changed[0], comparison('a.js n=3', 0.5, 1, 0.6)];
  assert.match(improvementText(one), /\(FCR\): wider than a plain 95% one\n/);
});
