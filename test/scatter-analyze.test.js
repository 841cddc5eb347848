import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { repoRoot, run } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { formatColumn, formatIntegerColumn } = require('../benchmark/_lib/words/r-format.js');
const { printDataFrame } = require('../benchmark/_lib/words/r-print.js');
const { analyzeScatter, plotSeries } = require('../benchmark/scatter-analyze.js');

const scatterAnalyzeJs = path.join(repoRoot, 'benchmark', 'scatter-analyze.js');
const chartsJs = path.join(repoRoot, 'benchmark', '_lib/charts/svg.js');
const fixtures = path.join(repoRoot, 'test', 'fixtures', 'r-golden-scatter');
const USAGE_START = 'usage: node scatter-analyze.js --xaxis <variable> --category <variable> ' +
  '[--plot file.svg] [--log] [file.csv]\n';

/** Runs scatter-analyze.js to its end; `input` goes to stdin. */
function scatterAnalyze(args, input = '') {
  const result = spawnSync(process.execPath, [scatterAnalyzeJs, ...args], { input, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function tmpFile(name, text) {
  const file = path.join(tempDir('nba-scatter-'), name);
  if (text !== undefined) fs.writeFileSync(file, text);
  return file;
}

const manifest = fs.readFileSync(path.join(fixtures, 'golden', 'MANIFEST.txt'), 'utf8')
  .trim().split('\n').map((line) => line.split(' '));

test('the golden fixtures hold every case generate.R writes', () => {
  assert.deepEqual(manifest.map(([name]) => name).sort(), [
    'comma-space', 'exact-digits', 'group-sizes', 'magnitudes', 'numeric-x', 'qt-precision',
    'realistic', 'single-samples', 'small-rates', 'string-x', 'ties', 'wide-table',
  ]);
});

for (const [name, xaxis, category] of manifest) {
  // qt-precision: an interval on a 7th-digit rounding boundary (R 31301.12), beyond jstat's t quantile.
  test(`prints what scatter.R prints for ${name}`, () => {
    const csv = path.join(fixtures, 'cases', `${name}.csv`);
    const { code, stdout, stderr } = scatterAnalyze(['--xaxis', xaxis, '--category', category, csv]);
    assert.equal(stderr, '');
    assert.equal(code, 0);
    assert.equal(stdout, fs.readFileSync(path.join(fixtures, 'golden', `${name}.txt`), 'utf8'));
  });
}

test('reads the CSV from stdin when no file is given', () => {
  const csv = fs.readFileSync(path.join(fixtures, 'cases', 'numeric-x.csv'), 'utf8');
  const { code, stdout, stderr } = scatterAnalyze(['--xaxis', 'n', '--category', 'encoding'], csv);
  assert.equal(stderr, '');
  assert.equal(code, 0);
  assert.equal(stdout, fs.readFileSync(path.join(fixtures, 'golden', 'numeric-x.txt'), 'utf8'));
});

// Every expected string below was printed by R 4.2.2: format(x, digits = d).
test('formats a numeric column as R does: common decimals, fixed or scientific', () => {
  const NA = null;
  /** @type {[number[], number, string[]][]} */
  const cases = [
    [[1, 10.5, 100.25], 7, ['  1.00', ' 10.50', '100.25']],
    [[123456789, 1], 7, ['123456789', '        1']],
    [[0.125, 1], 7, ['0.125', '1.000']],
    [[0.1 + 0.2, 1 / 3], 7, ['0.3000000', '0.3333333']],
    [[0.1 + 0.2], 7, ['0.3']],
    [[-1.5, 2], 7, ['-1.5', ' 2.0']],
    [[-0], 7, ['0']],
    [[2.675, 10], 7, [' 2.675', '10.000']],
    [[100000], 7, ['1e+05']],
    [[100000, 123456, 1e15, 123456789012], 7,
      ['1.000000e+05', '1.234560e+05', '1.000000e+15', '1.234568e+11']],
    [[1e-3, 1e9], 7, ['1e-03', '1e+09']],
    [[0.001234, 1234567], 7, ['1.234000e-03', '1.234567e+06']],
    [[0.5, 2.5, 1e-15], 7, ['5.0e-01', '2.5e+00', '1.0e-15']],
    [[Math.PI, 1], 3, ['3.14', '1.00']],
    [[Math.PI], 15, ['3.14159265358979']],
    [[0.1], 17, ['0.10000000000000001']],
    [[0.1, 123], 22, ['  0.1000000000000000055511', '123.0000000000000000000000']],
  ];
  for (const [x, digits, expected] of cases) assert.deepEqual(formatColumn(x, digits), expected, `${x}`);
  assert.deepEqual(formatColumn([NA, 1.5]), [' NA', '1.5']);
  assert.deepEqual(formatColumn([NA]), ['NA']);
  assert.deepEqual(formatColumn([NA, NA]), ['NA', 'NA']);
  assert.deepEqual(formatColumn([NaN, NA]), ['NaN', ' NA']);
  assert.deepEqual(formatColumn([NaN, Infinity, -Infinity, 1]), [' NaN', ' Inf', '-Inf', '   1']);
});

test('takes fixed notation when it is no wider than scientific, as R with scipen = 0', () => {
  // 12 characters either way: fixed wins the tie.
  assert.deepEqual(formatColumn([0.0001234567]), ['0.0001234567']);
  assert.deepEqual(formatColumn([0.00001234567]), ['1.234567e-05']);
});

test('rounds exact ties half to even, as R (nearbyint) and C\'s printf do', () => {
  assert.deepEqual(formatColumn([123456.25]), ['123456.2']);
  assert.deepEqual(formatColumn([123456.75]), ['123456.8']);
});

test('counts the digit a rounding carry adds, and R\'s fixed/scientific choice that follows', () => {
  assert.deepEqual(formatColumn([9999999.6]), ['1e+07']);
  assert.deepEqual(formatColumn([9999999.6, 123456.25, 0.5]), [' 9999999.6', '  123456.2', '       0.5']);
  assert.deepEqual(formatColumn([99999996]), ['1e+08']);
  assert.deepEqual(formatColumn([99999996, 1.5]), ['1.0e+08', '1.5e+00']);
  assert.deepEqual(formatColumn([9996, 0.5], 3), ['1e+04', '5e-01']);
});

test('widens the exponent to three digits from 1e-100 and 1e+100, and handles the extremes', () => {
  assert.deepEqual(formatColumn([1e-99, 1]), ['1e-99', '1e+00']);
  assert.deepEqual(formatColumn([1e-100, 1]), ['1e-100', ' 1e+00']);
  assert.deepEqual(formatColumn([1e-300, 1]), ['1e-300', ' 1e+00']);
  assert.deepEqual(formatColumn([1e100, 1]), ['1e+100', ' 1e+00']);
  assert.deepEqual(formatColumn([5e-324]), ['4.940656e-324']);
  assert.deepEqual(formatColumn([1.7976931348623157e308]), ['1.797693e+308']);
});

test('formats integer columns as R\'s formatInteger and rejects impossible digits', () => {
  assert.deepEqual(formatIntegerColumn([1, 10, null, -5]), [' 1', '10', 'NA', '-5']);
  assert.throws(() => formatColumn([1], 0), /digits must be a whole number from 1 to 22, got 0/);
});

test('prints a data frame without row names, wrapping columns at the width', () => {
  const columns = [
    { label: 'x', cells: ['1', '22'] },
    { label: 'name', cells: ['a', 'bbbbbb'] },
    { label: 'rate', cells: ['1.5', '2.0'] },
  ];
  assert.equal(printDataFrame(columns), '  x   name rate\n  1      a  1.5\n 22 bbbbbb  2.0\n');
  // 3 + 7 = 10 fits under 12, adding 5 more does not.
  assert.equal(printDataFrame(columns, { width: 12 }),
               '  x   name\n  1      a\n 22 bbbbbb\n rate\n  1.5\n  2.0\n');
});

test('groups in R\'s order and gives the plot one series per category, x in order', () => {
  const rows = [
    { filename: 'a.js', n: 10, enc: 'utf8', rate: 4 },
    { filename: 'a.js', n: 2, enc: 'utf8', rate: 1 },
    { filename: 'a.js', n: 2, enc: 'utf8', rate: 3 },
    { filename: 'a.js', n: 2, enc: 'Latin1', rate: 5 },
  ];
  const result = analyzeScatter({ columns: ['filename', 'n', 'enc', 'rate'], rows }, 'n', 'enc');
  assert.equal(result.title, 'a.js');
  assert.deepEqual(result.aggregated, []);
  assert.deepEqual(result.stats.map((s) => [s.x, s.category, s.n, s.rate]),
                   [[2, 'Latin1', 1, 5], [2, 'utf8', 2, 2], [10, 'utf8', 1, 4]]);
  assert.deepEqual(plotSeries(result.stats).map((s) => [s.category, s.points.map((p) => [p.x, p.rate, p.ci])]), [
    ['Latin1', [[2, 5, null]]],
    ['utf8', [[2, 2, result.stats[1].ci], [10, 4, null]]],
  ]);
  // qt(0.975, 1) * sd(c(1, 3)) / sqrt(2), as R prints it.
  assert.deepEqual(formatColumn([result.stats[1].ci]), ['12.7062']);
});

test('requires --xaxis and --category and prints the usage without them', () => {
  for (const [args, missing] of [[[], 'xaxis'], [['--xaxis', 'n'], 'category'], [['--category', 'n'], 'xaxis']]) {
    const { code, stdout, stderr } = scatterAnalyze(args);
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.ok(stderr.startsWith(`scatter-analyze.js: missing --${missing} <variable>\n\n${USAGE_START}`), stderr);
  }
  const plot = scatterAnalyze(['--xaxis', 'n', '--category', 'enc', '--plot']);
  assert.equal(plot.code, 1);
  assert.ok(plot.stderr.startsWith(`scatter-analyze.js: Option '--plot <value>' argument missing\n\n${USAGE_START}`));
  const help = scatterAnalyze(['--help']);
  assert.equal(help.code, 0);
  assert.ok(help.stdout.startsWith(USAGE_START));
});

test('the usage example runs: scatter.js on the bundled file it names, then the analysis of its CSV', async () => {
  const examples = scatterAnalyze(['--help']).stdout.split('\n')
    .filter((line) => line.startsWith('    node benchmark/')).map((line) => line.trim());
  assert.deepEqual(examples, [
    'node benchmark/scatter.js --runs 10 benchmark/string_decoder/string-decoder.js > scatter.csv',
    'node benchmark/scatter-analyze.js --xaxis inLen --category encoding scatter.csv',
  ]);
  // As written, from a scratch directory; only fewer and shorter runs (given
  // after the file, as a user may) so that the test stays quick.
  const [scatter, analyze] = examples.map((line) =>
    line.replace(/^node /, `'${process.execPath}' `).replace(/ benchmark\//g, ` ${repoRoot}/benchmark/`));
  const script = `${scatter.replace(' > ', ' --runs 2 --set n=1000 --no-progress > ')} && ${analyze}`;
  const { code, stdout, stderr } = await run('sh', ['-c', script], { cwd: tempDir('nba-example-') });
  assert.equal(code, 0, stderr);
  const encodings = ['ascii', 'base64', 'hex', 'utf16le', 'utf8'];
  assert.deepEqual(stdout.split('\n').map((line) => line.trim().split(/ +/).slice(0, 2).join(' ')), [
    'inLen encoding', ...encodings.map((e) => `128 ${e}`), ...encodings.map((e) => `1024 ${e}`), '',
  ]);
});

test('names an unknown variable and lists the columns', () => {
  const file = tmpFile('in.csv', '"filename","n","enc","rate","time"\n"a.js",1,"x",5,0.1\n');
  const { code, stdout, stderr } = scatterAnalyze(['--xaxis', 'n', '--category', 'size', file]);
  assert.equal(code, 1);
  assert.equal(stdout, '');
  assert.equal(stderr, `scatter-analyze.js: ${file}: --category 'size' is not a column of the CSV; ` +
                       'its columns are filename, n, enc, rate, time\n');
});

test('reports bad input with the CSV error and no stack trace', () => {
  const cases = [
    ['', 'The CSV is empty: expected scatter.js output, starting with a header such as ' +
         '"filename","n",...,"rate","time".'],
    ['"filename","n","rate","time"\n"a.js",1,abc,0.1\n"a.js",2,5,0.1\n',
      'The CSV has 1 bad line:\nline 2: rate is not a number: "abc"'],
    ['"filename","n","rate","time"\n',
      'the CSV has a header but no results; did scatter.js run any benchmark?'],
  ];
  for (const [text, message] of cases) {
    const file = tmpFile('in.csv', text);
    const { code, stdout, stderr } = scatterAnalyze(['--xaxis', 'n', '--category', 'n', file]);
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.equal(stderr, `scatter-analyze.js: ${file}: ${message}\n`);
  }
  const missing = tmpFile('missing.csv');
  const { code, stderr } = scatterAnalyze(['--xaxis', 'n', '--category', 'n', missing]);
  assert.equal(code, 1);
  assert.equal(stderr, `scatter-analyze.js: cannot read ${missing}: ENOENT: no such file or directory, open '${missing}'\n`);
});

test('skips a last line cut short with a warning and analyses the rest', () => {
  const text = '"filename","n","enc","rate","time"\n"a.js",1,"x",5,0.1\n"a.js",1,"x",7,0.1\n' +
    '"a.js",2,"x",6,0.1\n"a.js",2,"x",6';
  const { code, stdout, stderr } = scatterAnalyze(['--xaxis', 'n', '--category', 'enc'], text);
  assert.equal(code, 0);
  assert.equal(stderr, 'scatter-analyze.js: warning: stdin: line 5: skipped an incomplete last line ' +
                       '(expected 5 fields, found 4); was the run interrupted?\n');
  assert.equal(stdout, ' n enc rate confidence.interval\n 1   x    6             12.7062\n 2   x    6                  NA\n');
});

test('writes an SVG plot with --plot', {
  skip: !fs.existsSync(chartsJs) && 'benchmark/_lib/charts/svg.js is not there yet',
}, () => {
  const svg = tmpFile('plot.svg');
  const csv = path.join(fixtures, 'cases', 'numeric-x.csv');
  const { code, stdout, stderr } = scatterAnalyze(['--xaxis', 'n', '--category', 'encoding', '--log',
    '--plot', svg, csv]);
  assert.equal(stderr, '');
  assert.equal(code, 0);
  assert.equal(stdout, fs.readFileSync(path.join(fixtures, 'golden', 'numeric-x.txt'), 'utf8'));
  const text = fs.readFileSync(svg, 'utf8');
  assert.match(text, /<svg[\s>]/);
  assert.match(text, /<\/svg>\s*$/);
  for (const encoding of ['ascii', 'base64', 'latin1', 'utf8']) assert.ok(text.includes(encoding), encoding);
});
