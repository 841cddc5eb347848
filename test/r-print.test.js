// R's data-frame printer (benchmark/_lib/words/r-print.js printDataFrame), the one
// compare.R's table (analyze.js) and scatter.R's (scatter-analyze.js) are
// printed with, against what R's own print() writes for the same strings
// (test/fixtures/r-golden-print/generate.R): East Asian wide characters take
// two columns, combining and zero-width ones none, and escaped characters
// are measured as printed.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './helpers/bench-dir.js';

const require = createRequire(import.meta.url);
const { printDataFrame, encodeString } = require('../benchmark/_lib/words/r-print.js');
const { displayWidth } = require('../benchmark/_lib/text.js');

const fixtures = path.join(repoRoot, 'test', 'fixtures', 'r-golden-print');
/**
 * @type {{ frames: { name: string, width: number, rowNames: string[] | null,
 *   columns: { label: string, cells: string[] }[] }[], widths: { text: string, width: number }[] }}
 */
const cases = JSON.parse(fs.readFileSync(path.join(fixtures, 'cases.json'), 'utf8'));

test('the golden corpus holds a frame of each kind the printers meet', () => {
  assert.deepEqual(cases.frames.map((f) => f.name), ['compare-wide', 'scatter-wide', 'wrap-wide', 'escapes']);
});

for (const frame of cases.frames) {
  test(`prints what R's print() prints for ${frame.name}`, () => {
    const golden = fs.readFileSync(path.join(fixtures, 'golden', `${frame.name}.txt`), 'utf8');
    assert.equal(printDataFrame(frame.columns, { rowNames: frame.rowNames, width: frame.width }), golden);
  });
}

test('counts display width as R\'s nchar(type = "width") does', () => {
  // The corpus holds what the rule is about: strings of no column, and strings wider than their characters.
  assert.ok(cases.widths.some((c) => c.width === 0) && cases.widths.some((c) => c.width > [...c.text].length),
    JSON.stringify(cases.widths));
  for (const { text, width } of cases.widths) {
    const codePoints = [...text].map((c) => `U+${c.codePointAt(0)?.toString(16)}`).join(' ');
    assert.equal(displayWidth(text), width, `${JSON.stringify(text)} (${codePoints})`);
  }
});

test('pads a configuration name with East Asian characters by two columns each', () => {
  const columns = [{ label: 'improvement', cells: ['1.00 %', '-2.00 %'] }];
  // R 4.2.2: d <- data.frame(improvement = c("1.00 %", "-2.00 %"));
  // row.names(d) <- c("a.js input='日本' n=1", "a.js input='ascii' n=1"); print(d)
  assert.equal(printDataFrame(columns, { rowNames: ["a.js input='日本' n=1", "a.js input='ascii' n=1"] }),
               '                       improvement\n' +
               "a.js input='日本' n=1       1.00 %\n" +
               "a.js input='ascii' n=1     -2.00 %\n");
});

test('escapes as R does before measuring, and leaves other text as is', () => {
  assert.equal(encodeString('C:\\x\tn=1\n'), 'C:\\\\x\\tn=1\\n');
  assert.equal(encodeString('\x01\x7f\u0085\u2028'), '\\001\\177\\u0085\\u2028');
  assert.equal(encodeString("input='日本' é \"q\""), "input='日本' é \"q\"");
});
