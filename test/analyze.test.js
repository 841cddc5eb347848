import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { run, repoRoot } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { parseCompareCsv, CsvError } = require('../benchmark/_lib/data/csv.js');
const { analyze, summarize } = require('../benchmark/_lib/stats/analysis.js');
const { classify } = require('../benchmark/_lib/stats/verdict-rule.js');
const { verdict } = require('../benchmark/_lib/words/verdict.js');
const { fixed2, adjustBH, adjustHolm, exactSum, mean, tQuantile } = require('../benchmark/_lib/stats/basic.js');
const { tLower } = require('../benchmark/_lib/stats/distributions.js');
const { escapeMarkdown, renderMarkdownTable } = require('../benchmark/_lib/words/render.js');
const { markdownColumns } = require('../benchmark/_lib/words/markdown-report.js');

const analyzeJs = path.join(repoRoot, 'benchmark', 'analyze.js');
const HEADER = '"binary","filename","configuration","rate","time"\n';

function csv(rows) {
  return HEADER + rows.map(([binary, file, conf, rate]) =>
    `"${binary}","${file}","${conf.replace(/"/g, '""')}",${rate},0.1\n`).join('');
}

function analyzeText(text, args = []) {
  const dir = tempDir('nba-analyze-');
  const file = path.join(dir, 'in.csv');
  fs.writeFileSync(file, text);
  return run(process.execPath, [analyzeJs, ...args, file]);
}

test('C-style %.2f: exact ties round half to even, everything else as toFixed', () => {
  assert.deepEqual([0.125, -0.125, 0.375, 0.625, -0.375, 1.875, 10.125, 2.675, 1.005].map(fixed2),
                   ['0.12', '-0.12', '0.38', '0.62', '-0.38', '1.88', '10.12', '2.67', '1.00']);
  assert.deepEqual([NaN, Infinity, -Infinity, -0, -0.001, 1e21].map(fixed2),
                   ['NaN', 'Inf', '-Inf', '-0.00', '-0.00', '1000000000000000000000.00']);
});

test('exact sums and R-like means do not depend on order or cancellation', () => {
  assert.equal(exactSum([1e100, 1, -1e100]), 1);
  assert.equal(exactSum([0.1, 0.2, 0.3]), 0.6);
  assert.equal(mean([1e16, 1, 1, -1e16]), 0.5);
  assert.ok(Number.isNaN(mean([])));
});

test('the t quantile and cdf at Welch\'s real degrees of freedom are R\'s qt and pt to 1e-13', () => {
  // R 4.2.2: qt(c(0.975, 0.995, 0.9995), df) and pt(-2.5, df). jstat's are
  // good to ~1e-8, which printed ±4288592.85% where R prints ±4288592.86%.
  const R = [
    [1.000133103718283, 12.702209380184454, 63.623191909646877, 636.08883719069445, 0.12110559353249431],
    [1.5, 6.0166631044279288, 17.820310514462797, 82.847446703663707, 0.084903251307348021],
    [2.5600000000000001, 3.5154197355927659, 6.9562408423009705, 17.391014301814227, 0.051100872070280794],
    [3.9936102236421709, 2.7781979425605172, 4.6091290178562927, 8.6263789418670509, 0.033432976641572819],
    [17.300000000000001, 2.1070320037534676, 2.8920276411272927, 3.951469419260925, 0.011373750087900588],
    [58.700000000000003, 2.0012093739111179, 2.6622115766056704, 3.4641341790207041, 0.0076169914407835286],
    [1999.5, 1.9611511230606777, 2.578290403385548, 3.2953993565230788, 0.0062494362538831521],
  ];
  const close = (actual, expected, what) =>
    assert.ok(Math.abs(actual - expected) <= 1e-13 * expected, `${what}: ${actual}, R says ${expected}`);
  for (const [df, q975, q995, q9995, lower] of R) {
    close(tQuantile(0.975, df), q975, `qt(0.975, ${df})`);
    close(tQuantile(0.995, df), q995, `qt(0.995, ${df})`);
    close(tQuantile(0.9995, df), q9995, `qt(0.9995, ${df})`);
    close(tLower(-2.5, df), lower, `pt(-2.5, ${df})`);
  }
});

test('p-value adjustment matches R\'s p.adjust, missing values left out', () => {
  // R: p.adjust(c(0.01, 0.04, NA, 0.03, 0.2), "BH") and "holm"
  assert.deepEqual(adjustBH([0.01, 0.04, null, 0.03, 0.2]), [0.04, 0.05333333333333333, null, 0.05333333333333333, 0.2]);
  assert.deepEqual(adjustHolm([0.01, 0.04, null, 0.03, 0.2]), [0.04, 0.09, null, 0.09, 0.2]);
  assert.deepEqual(adjustBH([]), []);
});

test('reads the older spaced header and joined CSVs with repeated headers', () => {
  const spaced = '"binary", "filename", "configuration", "rate", "time"\n' +
    '"old", "a.js", "n=1", 10, 0.1\n"new", "a.js", "n=1", 12, 0.1\n';
  const { samples } = parseCompareCsv(spaced + spaced.split('\n').slice(0).join('\n'));
  assert.equal(samples.length, 4);
  assert.deepEqual(samples[0], { binary: 'old', filename: 'a.js', configuration: 'n=1', rate: 10, time: 0.1, line: 2 });
});

test('a truncated last line is skipped with a warning that names it', () => {
  const text = csv([['old', 'a.js', 'n=1', 1], ['new', 'a.js', 'n=1', 2]]) + '"old","a.js","n=1",1';
  const { samples, warnings } = parseCompareCsv(text);
  assert.equal(samples.length, 2);
  assert.deepEqual(warnings, ['line 4: skipped an incomplete last line (expected 5 fields ' +
    '(binary, filename, configuration, rate, time), found 4); was the run interrupted?']);
  const cutInQuotes = parseCompareCsv(csv([['old', 'a.js', 'n=1', 1]]) + '"new","a.js","n=');
  assert.equal(cutInQuotes.samples.length, 1);
  assert.match(cutInQuotes.warnings[0], /^line 3: skipped an incomplete last line/);
});

test('bad input is reported with the line number and what to do, never a stack trace', async () => {
  /** @type {[string, RegExp][]} */
  const cases = [
    ['', /^analyze\.js: .*in\.csv: The CSV is empty: expected compare\.js output, starting with the header "binary","filename","configuration","rate","time"\.\n$/],
    ['"filename","n","rate","time"\n"a.js",1,2,3\n', /line 1: expected the header "binary","filename","configuration","rate","time", found "filename,n,rate,time"\. Give analyze\.js the output of compare\.js \(scatter\.js output goes to scatter-analyze\.js\)\.\n$/],
    [csv([['old', 'a.js', 'n=1', 1]]) + '"old","a.js","n=1",fast,0.1\n', /The CSV has 1 bad line:\nline 3: the rate is not a number: "fast"\n/],
    [csv([['old', 'a.js', 'n=1', 1], ['base', 'a.js', 'n=1', 2]]), /line 3: the binary must be "old" or "new", found "base"/],
    [csv([['old', 'a.js', 'n=1', 1]]) + '"new","a.js",3\n', /line 3: expected 5 fields \(binary, filename, configuration, rate, time\), found 3/],
    [HEADER, /the CSV has a header but no results; did compare\.js run any benchmark\?\n$/],
  ];
  for (const [text, message] of cases) {
    const { code, stdout, stderr } = await analyzeText(text);
    assert.equal(code, 1, text);
    assert.equal(stdout, '');
    assert.match(stderr, message);
    assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
  }
  const format = await analyzeText(HEADER, ['--format', 'xml']);
  assert.equal(format.stderr, "analyze.js: Invalid --format: expected one of text, json, markdown, csv, got 'xml'\n");
});

test('constant samples get a clear marker instead of stopping the report', async () => {
  const rows = [];
  for (let i = 0; i < 5; i++) {
    rows.push(['old', 'c.js', 'n=1', 100], ['new', 'c.js', 'n=1', 100]);
    rows.push(['old', 'v.js', 'n=1', 100 + i], ['new', 'v.js', 'n=1', 120 + i * 1.5]);
  }
  const { code, stdout } = await analyzeText(csv(rows));
  assert.equal(code, 0);
  const lines = stdout.split('\n');
  assert.equal(lines[0], '         confidence improvement accuracy (*)   (**)  (***)');
  assert.equal(lines[1], 'c.js n=1   constant      0.00 %           NA     NA     NA');
  assert.match(lines[2], /^v\.js n=1 {8}\*\*\* {5}20\.\d\d %/);
  assert.match(stdout, /constant: every sample of that benchmark is the same number/);
  assert.match(stdout, /\n0 of 1 configuration regressed \(5% false discovery rate\); 1 improved: `v\.js` \+20\.\d%\. 1 could not be tested\.\n$/);
});

test('the verdict counts changes after the false discovery rate correction, and says what it rules out', () => {
  const base = { comparisons: 0, constant: 0, notFinite: 0, badRates: 0, fdr: 0.05, margin: 2, paired: false,
    ownChanges: 0, typical: null, regressions: [], improvements: [] };
  const named = (label, change) => ({ name: `${label} n=1`, label, change });
  const regressions = [named('c.js', -5.43)];
  const improvements = Array.from({ length: 7 }, (_, i) => named(`i${i}.js`, 10 - i));
  assert.equal(verdict({ ...base, tested: 48, untested: 0, improved: 7, regressed: 1, changed: 8,
    conclusive: 35, inconclusive: 5, detectable: 1.83, regressions, improvements }),
  '1 of 48 configurations regressed (5% false discovery rate): `c.js` -5.4%; 7 improved: `i0.js` +10.0%, ' +
    '`i1.js` +9.0%, `i2.js` +8.0%, `i3.js` +7.0%, `i4.js` +6.0% and 2 more; no change larger than ±1.9% in 35 others ' +
    '(95%); 5 inconclusive.');
  // No regression is said as such, first.
  assert.equal(verdict({ ...base, tested: 4, untested: 0, improved: 1, regressed: 0, changed: 1,
    conclusive: 3, inconclusive: 0, detectable: 0.5, regressions: [], improvements: [named('a.js', 2.04)] }),
  '0 of 4 configurations regressed (5% false discovery rate); 1 improved: `a.js` +2.0%; no change larger than ' +
    '±0.5% in the other 3 (95%).');
  assert.equal(verdict({ ...base, tested: 2, untested: 0, improved: 0, regressed: 1, changed: 1,
    conclusive: 1, inconclusive: 0, detectable: 0.5, regressions: [named('a `b`.js', -2)], improvements: [] }),
  '1 of 2 configurations regressed (5% false discovery rate): `` a `b`.js `` -2.0%; no change larger than ' +
    '±0.5% in the other one (95%).');
  assert.equal(verdict({ ...base, tested: 48, untested: 0, improved: 0, regressed: 0, changed: 0,
    conclusive: 48, inconclusive: 0, detectable: 1.4 }),
  'No change larger than ±1.4% in 48 of 48 configurations (95%).');
  assert.equal(verdict({ ...base, tested: 0, untested: 3, improved: 0, regressed: 0, changed: 0,
    conclusive: 0, inconclusive: 0, detectable: null }),
  'No configuration could be tested (each side needs at least 2 samples).');
  // 20 configurations of 30 runs a side (Welch's df taken as 58). R, with
  // se = accuracy / qt(0.975, 58): p = 2 * pt(-|improvement| / se, 58), and
  // the joint bound analyze() sets, |improvement| + accuracy * qt(1 - 0.05/40, 58) / qt(0.975, 58):
  //   -4 ± 1.5:   p 1.6e-6, q 3.3e-5: regressed (joint bound 6.37)
  //   1.1 ± 0.9:  p 0.0175, q 0.175: a star the correction does not keep, but
  //               its own test found a change: inconclusive, though its
  //               interval, 0.2 to 2.0, is within the ±2% margin (2.52)
  //   0.2 ± 1.0 (18 rows): p 0.690, within the margin: conclusive (1.779)
  // X is the largest joint bound of the conclusive rows alone.
  const rows = [[-4, 1.5, 1.63194010414114e-6, 6.3686889565444389], [1.1, 0.9, 0.017475705501222724, 2.521213373926663],
    ...Array(18).fill([0.2, 1.0, 0.69037434409270126, 1.7791259710296254])];
  const q = adjustBH(rows.map(([, , p]) => p));
  /** @type {any[]} made by hand: only the fields classify() and summarize() read */
  const comparisons = rows.map(([improvement, half, pValue, jointBound], i) => ({ name: `f.js n=${i}`, filename: 'f.js', qValue: q[i], pValue, df: 58,
    improvement, jointBound, error: null, paired: false, accuracy: { '*': half }, old: { n: 30 }, new: { n: 30 } }));
  comparisons.forEach((c) => classify(c, 2));
  assert.deepEqual(comparisons.slice(0, 3).map((c) => c.outcome), ['regressed', 'inconclusive', 'conclusive']);
  assert.ok(q[1] >= 0.05 && rows[1][2] < 0.05);
  assert.deepEqual(summarize(comparisons), { comparisons: 20, tested: 20, untested: 0, constant: 0, notFinite: 0, badRates: 0,
    improved: 0, regressed: 1, fdr: 0.05, changed: 1, conclusive: 18, inconclusive: 1, ownChanges: 1, margin: 2,
    detectable: 1.7791259710296254, typical: { halfWidth: 1, runs: null }, paired: false,
    regressions: [{ name: 'f.js n=0', label: 'f.js n=0', change: -4 }],
    improvements: [] });
});

test('--format json has the documented shape, with null for undefined statistics', async () => {
  const rows = [];
  for (let i = 0; i < 4; i++) rows.push(['old', 'a.js', 'n=1', 100 + i], ['new', 'a.js', 'n=1', 110 + i]);
  rows.push(['old', 'b.js', "s='x'", 5]);
  const { code, stdout } = await analyzeText(csv(rows), ['--format', 'json']);
  assert.equal(code, 0);
  const report = JSON.parse(stdout);
  const [a, b] = report.comparisons;
  assert.deepEqual(Object.keys(a), ['name', 'filename', 'configuration', 'old', 'new', 'improvement',
    'pValue', 'df', 't', 'stars', 'accuracy', 'qValue', 'holmPValue', 'error', 'paired', 'blocks', 'ratio',
    'ratioLow', 'ratioHigh', 'pairedAccuracy', 'mde', 'state', 'sequentialP', 'outcome', 'runsForMargin',
    'jointBound', 'allocations', 'memory']);
  assert.equal(a.name, 'a.js n=1');
  assert.deepEqual(a.old, { n: 4, mean: 101.5, sd: Math.sqrt(5 / 3) });
  assert.equal(a.improvement, (111.5 - 101.5) / 101.5 * 100);
  assert.equal(a.stars, '***');
  assert.deepEqual(Object.keys(a.accuracy), ['*', '**', '***']);
  assert.equal(a.qValue, a.pValue);
  assert.equal(a.paired, false);
  assert.equal(a.outcome, 'improved');
  assert.deepEqual(b, { name: "b.js s='x'", filename: 'b.js', configuration: "s='x'",
    old: { n: 1, mean: 5, sd: null }, new: { n: 0, mean: null, sd: null }, improvement: null,
    pValue: null, df: null, t: null, stars: 'NA', accuracy: { '*': null, '**': null, '***': null },
    qValue: null, holmPValue: null, error: null, paired: false, blocks: null, ratio: null, ratioLow: null,
    ratioHigh: null, pairedAccuracy: null, mde: null, state: null, sequentialP: null, outcome: 'untested',
    runsForMargin: null, jointBound: null, allocations: null, memory: null });
  // Allocations are paired by block: a CSV alone has none, and no line about them.
  assert.equal(report.allocationVerdict, null);
  // a.js is the only row of its file: its file names it.
  assert.equal(report.verdict, '0 of 1 configuration regressed (5% false discovery rate); 1 improved: `a.js` +9.9%. ' +
    '1 could not be tested.');
  assert.deepEqual(report.summary, { comparisons: 2, tested: 1, untested: 1, constant: 0, notFinite: 0, badRates: 0, improved: 1,
    regressed: 0, fdr: 0.05, changed: 1, conclusive: 0, inconclusive: 0, ownChanges: 0, margin: 2, detectable: null,
    typical: { halfWidth: a.accuracy['*'], runs: 5 }, paired: false, regressions: [], improvements: [{ name: 'a.js n=1', label: 'a.js', change: a.improvement }],
    allocations: null });
});

test('--format csv quotes text and leaves undefined numbers empty', async () => {
  const rows = [['old', 'a.js', 'q="1",x', 1], ['old', 'a.js', 'q="1",x', 2], ['new', 'a.js', 'q="1",x', 3]];
  const { stdout } = await analyzeText(csv(rows), ['--format', 'csv']);
  const [header, row] = stdout.trim().split('\n');
  assert.equal(header, '"name","filename","configuration","old_n","old_mean","old_sd","new_n","new_mean","new_sd",' +
    '"improvement","p_value","df","stars","accuracy_5","accuracy_1","accuracy_0.1","q_value","holm_p_value","error",' +
    '"paired","blocks","ratio","ratio_low","ratio_high","paired_accuracy","mde","state","sequential_p","outcome",' +
    '"runs_for_margin","allocated_old","allocated_new","allocated_ratio","allocated_ratio_low","allocated_ratio_high",' +
    '"allocated_outcome"');
  assert.equal(row, `"a.js q=""1"",x","a.js","q=""1"",x",2,1.5,${Math.SQRT1_2},1,3,,100,,,"NA",,,,,,,false,,,,,,,,,"untested",` +
    ',,,,,,');
});

test('markdown escaping keeps names from breaking the table or pinging anyone', () => {
  assert.equal(escapeMarkdown('a|b `c` <!-- x --> @octocat #12 *y*'),
               'a\\|b \\`c\\` &lt;!-- x --&gt; @\u200bocto' + 'cat #\u200b12 \\*y\\*');
  const { comparisons } = analyze(parseCompareCsv(csv([
    ['old', 'x|y.js', 'n=1 s=\'<script>\'', 1], ['new', 'x|y.js', 'n=1 s=\'<script>\'', 2]])).samples);
  const table = renderMarkdownTable(comparisons, markdownColumns(comparisons));
  assert.equal(table.split('\n')[2], '| x\\|y.js n=1 s=\'&lt;script&gt;\' | +100.0% |  | not tested |');
});

test('compare.js output piped into analyze.js gives the table', async () => {
  const { code, stdout, stderr } = await run('sh', ['-c',
    `"${process.execPath}" benchmark/compare.js --old "${process.execPath}" --new "${process.execPath}" ` +
    `--runs 2 --no-progress --filter create --set n=1000 --set encoding=utf8 --set encoding=hex string_decoder | "${process.execPath}" benchmark/analyze.js`],
  { cwd: repoRoot });
  assert.equal(code, 0, stderr);
  const lines = stdout.split('\n');
  assert.match(lines[0], /^ +confidence improvement accuracy \(\*\) +\(\*\*\) +\(\*\*\*\)$/);
  assert.match(lines[1], /^string_decoder\/string-decoder-create\.js n=1000 encoding='hex'/);
  assert.match(lines[2], /^string_decoder\/string-decoder-create\.js n=1000 encoding='utf8'/);
  assert.match(stdout, /there are 2 comparisons/);
});

/**
 * Runs node with `args` on a pseudo-terminal (util-linux `script`), its
 * input left open as a person's terminal is; resolves with what the
 * terminal shows, or with `hung` after `ms`.
 */
async function inTerminal(args, ms = 10_000) {
  const command = [process.execPath, ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  let hung = false;
  const timer = setTimeout(() => { hung = true; child.kill(); }, ms);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  return { code, hung, output: output.replace(/\r\n/g, '\n') };
}

test('with no file and a terminal on stdin, prints the usage and exits 1 instead of waiting', {
  skip: spawnSync('script', ['--version']).error && 'needs util-linux script for a pseudo-terminal',
}, async () => {
  /** @type {[string, string[]][]} */
  const tools = [
    [analyzeJs, []],
    [path.join(repoRoot, 'benchmark', 'scatter-analyze.js'), ['--xaxis', 'n', '--category', 'm']],
  ];
  for (const [tool, args] of tools) {
    const name = path.basename(tool);
    const help = await run(process.execPath, [tool, '--help']);
    const { code, hung, output } = await inTerminal([tool, ...args]);
    assert.equal(hung, false, `${name} waited for input on the terminal`);
    assert.equal(code, 1);
    assert.equal(output, `${name}: no CSV file given, and stdin is a terminal, not a pipe: ` +
                         `name the file, or pipe the CSV in\n\n${help.stdout}`);
  }
});

test('CsvError is the only error bad CSV text raises', () => {
  for (const text of ['', 'garbage', HEADER + '"old"\n"new",1,2,3,4,5\n']) {
    assert.throws(() => parseCompareCsv(text), CsvError);
  }
});

test('scatter CSVs: bare booleans are read as R reads logicals', () => {
  const { parseScatterCsv } = require('../benchmark/_lib/data/csv.js');
  const { rows } = parseScatterCsv('"filename","flag","name","rate","time"\n"a.js",true,"true",12.5,0.1\n"a.js",false,"x",13,0.1\n');
  assert.deepEqual(rows, [
    { filename: 'a.js', flag: 'TRUE', name: 'true', rate: 12.5, time: 0.1 },
    { filename: 'a.js', flag: 'FALSE', name: 'x', rate: 13, time: 0.1 },
  ]);
});

test('a CSV saved with a byte order mark is read, as R reads it', async () => {
  const rows = [['old', 'a.js', 'n=1', 10], ['old', 'a.js', 'n=1', 11], ['new', 'a.js', 'n=1', 12], ['new', 'a.js', 'n=1', 13]];
  const plain = await analyzeText(csv(rows));
  const { code, stdout, stderr } = await analyzeText(`\uFEFF${csv(rows)}`);
  assert.equal(stderr, '');
  assert.equal(code, 0);
  assert.equal(stdout, plain.stdout);
});

test('a rate that is not finite is named with its configuration and value, not called constant', async () => {
  const rows = [];
  for (let i = 0; i < 3; i++) {
    rows.push(['old', 'inf.js', 'n=1', 100 + i], ['new', 'inf.js', 'n=1', i === 1 ? 'Inf' : 100 + i]);
    rows.push(['old', 'nan.js', 'n=1', i === 2 ? 'NaN' : 100 + i], ['new', 'nan.js', 'n=1', 100 + i]);
    rows.push(['old', 'ok.js', 'n=1', 100 + i], ['new', 'ok.js', 'n=1', 100.5 + i]);
  }
  const { code, stdout, stderr } = await analyzeText(csv(rows));
  assert.equal(stderr, '');
  assert.equal(code, 0);
  const lines = stdout.split('\n');
  assert.deepEqual(lines.slice(0, 4), [
    '           confidence improvement accuracy (*)   (**)  (***)',
    'inf.js n=1 not finite       Inf %           NA     NA     NA',
    'nan.js n=1 not finite       NaN %           NA     NA     NA',
    'ok.js n=1                  0.50 %       ±2.24% ±3.72% ±6.96%',
  ]);
  assert.doesNotMatch(stdout, /constant|same number/);
  assert.equal(lines.slice(12).join('\n'),
               'not finite: a rate that is not a finite number cannot be tested; check the operation count ' +
               'the benchmark passes to bench.end():\n' +
               '  inf.js n=1: the new rate on line 9 is Inf\n' +
               '  nan.js n=1: the old rate on line 16 is NaN\n' +
               'No change larger than ±2.8% in the only configuration (95%), but it is inconclusive (its 95% ' +
               'interval is not within the ±2% margin). This run could tell changes of about ±2.2% per ' +
               'configuration; about 4 runs would bring that to ±2%. 2 could not be tested.\n' +
               // R: t.test(new, old): +0.495% ± 2.245%; 3 · (2.245 / (2 - 0.495))² = 6.7 runs.
               'Inconclusive (95% interval not within the ±2% margin):\n' +
               'Interval wider than the margin; the runs that would bring each within ±2%:\n' +
               '- ok.js n=1: +0.5% ±2.3%, about 7 runs\n');
  const json = JSON.parse((await analyzeText(csv(rows), ['--format', 'json'])).stdout);
  assert.deepEqual(json.comparisons.map((c) => [c.name, c.error, c.outcome]), [
    ['inf.js n=1', 'not finite: the new rate on line 9 is Inf', 'untested'],
    ['nan.js n=1', 'not finite: the old rate on line 16 is NaN', 'untested'],
    ['ok.js n=1', null, 'inconclusive'],
  ]);
  assert.equal(json.summary.constant, 0);
});

test('--format markdown renders on GitHub as written: no stray emphasis, names as code', async () => {
  const { marked } = await import('marked');
  const rows = [];
  for (let i = 0; i < 3; i++) {
    rows.push(['old', 'a_b.js', 'n=*1*', 100 + i], ['new', 'a_b.js', 'n=*1*', 101 + i]);
    rows.push(['old', 'c.js', 'n=**2**', 5], ['new', 'c.js', 'n=**2**', 5]);
    rows.push(['old', 'd.js', 'x=_y_', i === 0 ? 'Inf' : 1], ['new', 'd.js', 'x=_y_', 2]);
  }
  const { stdout } = await analyzeText(csv(rows), ['--format', 'markdown']);
  const html = await marked.parse(stdout, { gfm: true });
  // Only the verdict is bold.
  const paragraphs = html.slice(html.indexOf('</strong>'));
  assert.doesNotMatch(paragraphs, /<(em|strong|del)>/, paragraphs);
  assert.match(html, /<td align="left">not tested \(constant\)<\/td>/);
  assert.match(paragraphs, /<p>constant: every sample of that benchmark is the same number/);
  assert.match(paragraphs, /<p>not finite: a rate that is not a finite number cannot be tested; check the operation count the benchmark passes to bench\.end\(\):<\/p>/);
  assert.match(paragraphs, /<li><code>d\.js x=_y_<\/code>: the old rate on line 6 is Inf<\/li>/);
});

test('when nothing could be tested, the verdict says why: a rate that is not finite, not too few samples', async () => {
  const rows = [['old', 'inf.js', 'n=1', 10], ['old', 'inf.js', 'n=1', 11],
    ['new', 'inf.js', 'n=1', 'Infinity'], ['new', 'inf.js', 'n=1', 12]];
  const { code, stdout } = await analyzeText(csv(rows));
  assert.equal(code, 0);
  assert.equal(stdout.trimEnd().split('\n').at(-1),
               'No configuration could be tested: 1 with a rate that is not finite (see the notes).');
  assert.doesNotMatch(stdout, /needs at least 2 samples/);
});

// Rates that are not rates (0 or less), and rates so large or small that
// the t-test's arithmetic gives up: each row is named with the line, is not
// tested, and the verdict does not count it. R 4.2.2 prints the cells of the
// negative and zero rows as below (test/fixtures/r-golden/ has them too), and
// stops on 1e300 (p is NaN) and on 1e-300 ("data are essentially constant").
/** @type {[string, number[], number[]][]} */
const ODD_RATES = [
  ['neg.js', [-100, -110, -90], [-100, -105, -95]],
  ['zero.js', [0, 0, 1], [0, 2, 3]],
  ['big.js', [1e300, 2e300, 3e300], [1e300, 2.5e300, 3e300]],
  ['tiny.js', [1e-300, 2e-300, 3e-300], [1e-300, 2.5e-300, 3e-300]],
  ['ok.js', [101, 102, 103], [102, 103, 104]],
];
const oddRows = () => ODD_RATES.flatMap(([file, old, rates]) =>
  old.flatMap((rate, i) => [['old', file, 'n=1', rate], ['new', file, 'n=1', rates[i]]]));

test('rates of 0 or less, and rates that over- or underflow the t-test, are named with their line and not tested', async () => {
  const { code, stdout, stderr } = await analyzeText(csv(oddRows()));
  assert.equal(stderr, '');
  assert.equal(code, 0);
  const lines = stdout.split('\n');
  assert.deepEqual(lines.slice(0, 6), [
    '            confidence improvement accuracy (*)      (**)     (***)',
    'big.js n=1    overflow      8.33 %           NA        NA        NA',
    'neg.js n=1                 -0.00 %     ±-20.78%  ±-38.46%  ±-86.30%',
    'ok.js n=1                   0.98 %       ±2.22%    ±3.69%    ±6.89%',
    'tiny.js n=1  underflow      8.33 %           NA        NA        NA',
    'zero.js n=1               400.00 %     ±994.31% ±1967.52% ±4918.92%',
  ]);
  const check = 'check the operation count the benchmark passes to bench.end():';
  assert.equal(lines.slice(14).join('\n'),
               'not a rate: a rate is operations per second, and one of 0 or less measured nothing; compare.R\'s ' +
               `cells are shown, but the verdict leaves the row out; ${check}\n` +
               '  neg.js n=1: the old rate on line 2 is -100\n' +
               '  zero.js n=1: the old rate on line 8 is 0\n' +
               'overflow: rates this large overflow the t-test\'s arithmetic (a variance or the degrees of freedom ' +
               `are not finite, and compare.R stops there); ${check}\n` +
               '  big.js n=1: the largest rate is 3e+300 (the old rate on line 18)\n' +
               'underflow: rates this small lose their differences in the t-test\'s arithmetic (their squares round ' +
               'to 0, so that compare.R calls them "essentially constant"), though they are not the same number; ' +
               `${check}\n` +
               '  tiny.js n=1: the largest rate is 3e-300 (the old rate on line 24)\n' +
               'No change larger than ±3.3% in the only configuration (95%), but it is inconclusive (its 95% ' +
               'interval is not within the ±2% margin). This run could tell changes of about ±2.2% per ' +
               'configuration; about 4 runs would bring that to ±2%. 4 could not be tested.\n' +
               // R: t.test(new, old): +0.980% ± 2.223%; 3 · (2.223 / (2 - 0.980))² = 14.3 runs.
               'Inconclusive (95% interval not within the ±2% margin):\n' +
               'Interval wider than the margin; the runs that would bring each within ±2%:\n' +
               '- ok.js n=1: +1.0% ±2.3%, about 15 runs\n');
  assert.doesNotMatch(stdout, /^constant|every sample|No change larger than ±0\.0%|NaN/m);

  const json = JSON.parse((await analyzeText(csv(oddRows()), ['--format', 'json'])).stdout);
  assert.deepEqual(json.comparisons.map((c) => [c.name, c.error, c.pValue === null, c.qValue, c.outcome]), [
    ['big.js n=1', 'overflow: the largest rate is 3e+300 (the old rate on line 18)', true, null, 'untested'],
    ['neg.js n=1', 'not a rate: the old rate on line 2 is -100', true, null, 'untested'],
    // Alone among the tested rows, its q-value is its p-value.
    ['ok.js n=1', null, false, json.comparisons[2].pValue, 'inconclusive'],
    ['tiny.js n=1', 'underflow: the largest rate is 3e-300 (the old rate on line 24)', true, null, 'untested'],
    ['zero.js n=1', 'not a rate: the old rate on line 8 is 0', true, null, 'untested'],
  ]);
  assert.deepEqual([json.summary.tested, json.summary.untested, json.summary.badRates, json.summary.constant],
                   [1, 4, 4, 0]);

  const { marked } = await import('marked');
  const markdown = (await analyzeText(csv(oddRows()), ['--format', 'markdown'])).stdout;
  const html = await marked.parse(markdown, { gfm: true });
  assert.match(html, /<td align="left">not tested \(overflow\)<\/td>/);
  assert.match(html, /<li><code>neg\.js n=1<\/code>: the old rate on line 2 is -100<\/li>/);
  assert.match(html, /<li><code>tiny\.js n=1<\/code>: the largest rate is 3e-300 \(the old rate on line 24\)<\/li>/);
});

test('when nothing could be tested for its rates, the verdict says so instead of "no change"', async () => {
  for (const [file, old, rates] of ODD_RATES.slice(0, 4)) {
    const rows = old.flatMap((rate, i) => [['old', file, 'n=1', rate], ['new', file, 'n=1', rates[i]]]);
    const { stdout } = await analyzeText(csv(rows));
    assert.equal(stdout.trimEnd().split('\n').at(-1),
                 'No configuration could be tested: 1 with rates the t-test cannot use (see the notes).', file);
  }
});

test('a rate of 0 or less with fewer than 2 samples a side keeps compare.R\'s NA, and its note', async () => {
  const { stdout } = await analyzeText(csv([['old', 'a.js', 'n=1', -5], ['new', 'a.js', 'n=1', 7], ['new', 'a.js', 'n=1', 8]]));
  assert.equal(stdout.split('\n')[1], 'a.js n=1         NA   -250.00 %           NA   NA    NA');
  assert.match(stdout, /\n {2}a\.js n=1: the old rate on line 2 is -5\n/);
});

test('stops quietly when the reader of its output goes away (| head -1), as Unix tools do', async () => {
  const rows = [];
  for (let c = 0; c < 5000; c++) {
    for (let i = 0; i < 2; i++) rows.push(['old', 'a.js', `n=${c}`, 100 + i], ['new', 'a.js', `n=${c}`, 101 + i]);
  }
  const dir = tempDir('nba-analyze-');
  const file = path.join(dir, 'in.csv');
  fs.writeFileSync(file, csv(rows));
  const scatter = path.join(dir, 'scatter.csv');
  fs.writeFileSync(scatter, `"filename","n","m","rate","time"\n${
    Array.from({ length: 20000 }, (_, i) => `"a.js",${i},"x",${i + 0.5},0.1\n`).join('')}`);
  for (const command of [`"${process.execPath}" "${analyzeJs}" "${file}"`,
    `"${process.execPath}" "${path.join(repoRoot, 'benchmark', 'scatter-analyze.js')}" --xaxis n --category m "${scatter}"`]) {
    const { code, stdout, stderr } = await run('bash', ['-c', `${command} | head -1; echo "status \${PIPESTATUS[0]}" >&2`]);
    assert.equal(code, 0);
    assert.equal(stdout.split('\n').length, 2, stdout);
    assert.equal(stderr, 'status 0\n');
  }
});

test('names the lines that are not valid UTF-8 in a warning', async () => {
  const rows = [['old', 'a.js', 'n=1', 10], ['old', 'a.js', 'n=1', 11], ['new', 'a.js', 'n=1', 12]];
  const { code, stderr } = await analyzeText(Buffer.concat([Buffer.from(csv(rows)),
    Buffer.from('"new","a.js","n=1 s=\'\xe9\'",13,0.1\n', 'latin1')]));
  assert.equal(code, 0);
  assert.equal(stderr, 'analyze.js: warning: line 5: not valid UTF-8; its bad bytes read as "\uFFFD", which can ' +
    'make a configuration of its own. Save the CSV as UTF-8 (compare.js writes UTF-8).\n');
});
