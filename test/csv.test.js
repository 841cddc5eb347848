// benchmark/_lib/data/csv.js on input that is not a plain compare.js CSV: a byte
// order mark, R's and JavaScript's spellings of infinity, bytes that are not
// UTF-8, fields of megabytes, and the older `", "` format.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './helpers/bench-dir.js';

const require = createRequire(import.meta.url);
const { parseCompareCsv, parseScatterCsv, CsvError } = require('../benchmark/_lib/data/csv.js');

const HEADER = '"binary","filename","configuration","rate","time"\n';
const BIG = 10 * 1024 * 1024;

/** compare.js rows, with `separator` between fields (`, ` for the older format). */
function compareCsv(rows, separator = ',') {
  const line = (fields) => `${fields.join(separator)}\n`;
  return line(['"binary"', '"filename"', '"configuration"', '"rate"', '"time"']) +
    rows.map(([binary, file, conf, rate, time = 0.1]) =>
      line([`"${binary}"`, `"${file}"`, `"${conf.replace(/"/g, '""')}"`, rate, time])).join('');
}

/** @returns {Error} what `fn` throws */
function thrown(fn) {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof Error);
    return err;
  }
  assert.fail('expected an error');
}

test('a UTF-8 byte order mark before the header is skipped, as R\'s read.csv skips it', () => {
  const text = compareCsv([['old', 'a.js', 'n=1', 10], ['new', 'a.js', 'n=1', 12]]);
  const plain = parseCompareCsv(text);
  assert.deepEqual(parseCompareCsv(`\uFEFF${text}`), plain);
  assert.deepEqual(parseCompareCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])), plain);
  // The general parser too (a quoted newline keeps the fast path out).
  const general = compareCsv([['old', 'a.js', 'n=1\nm=2', 10]]);
  assert.deepEqual(parseCompareCsv(`\uFEFF${general}`), parseCompareCsv(general));
  const scatter = '"filename","n","rate","time"\n"a.js",1,5,0.1\n';
  assert.deepEqual(parseScatterCsv(`\uFEFF${scatter}`), parseScatterCsv(scatter));
});

test('reads a rate as R\'s read.csv reads it: Inf and Infinity (what compare.js writes), NaN, any case', () => {
  // R's own reading of each spelling (test/fixtures/r-golden-numbers/generate.R).
  const golden = fs.readFileSync(path.join(repoRoot, 'test', 'fixtures', 'r-golden-numbers', 'golden.csv'), 'utf8')
    .trim().split('\n').slice(1).map((line) => line.slice(1, -1).split('","'));
  assert.ok(golden.length > 30);
  for (const [spelling, r] of golden) {
    const text = compareCsv([['old', 'a.js', 'n=1', spelling]]);
    if (r === 'error' || r === 'NA') {
      // A missing rate has no place in a comparison: refused, as R refuses the rest.
      const err = thrown(() => parseCompareCsv(text));
      assert.ok(err instanceof CsvError, spelling);
      assert.ok(err.message.includes(`line 2: the rate is not a number: ${JSON.stringify(spelling)}`), err.message);
    } else {
      assert.deepEqual(parseCompareCsv(text).samples.map((s) => s.rate), [Number(r.replace('Inf', 'Infinity'))],
                       spelling);
    }
  }
});

test('unrated: a `null` rate (an older compare.js\'s NaN) is kept apart, not an error; anything else still is', () => {
  const text = compareCsv([['old', 'a.js', 'n=1', 10], ['new', 'a.js', 'n=1', 12], ['old', 'b.js', 'n=NaN', 'null'],
    ['new', 'b.js', 'n=NaN', 'null', 0.2], ['new', 'c.js', 'n=1', 'undefined']]);
  // Without the option, as R: the CSV is refused.
  assert.match(thrown(() => parseCompareCsv(text)).message, /line 4: the rate is not a number: "null"/);
  const parsed = parseCompareCsv(text, { measured: true, unrated: true });
  assert.deepEqual(parsed.samples.map((r) => [r.binary, r.filename, r.rate]), [['old', 'a.js', 10], ['new', 'a.js', 12]]);
  assert.deepEqual(parsed.unrated, [
    { binary: 'old', filename: 'b.js', configuration: 'n=NaN', rate: 'null', line: 4 },
    { binary: 'new', filename: 'b.js', configuration: 'n=NaN', rate: 'null', line: 5 },
    { binary: 'new', filename: 'c.js', configuration: 'n=1', rate: 'undefined', line: 6 },
  ]);
  assert.deepEqual(parsed.warnings, []);
  // Only a bare null on a row that is otherwise compare.js's: a quoted one, a bad time or binary, other words are errors.
  for (const [row, problem] of /** @type {Array<[string, string]>} */ ([
    ['"old","b.js","n=1","null",0.1', 'the rate is not a number: "null"'],
    ['"old","b.js","n=1",null,soon', 'the rate is not a number: "null"'],
    ['"both","b.js","n=1",null,0.1', 'the binary must be "old" or "new", found "both"'],
    ['"old","b.js","n=1",nil,0.1', 'the rate is not a number: "nil"'],
    ['"old","b.js","n=1",null', 'expected 5 fields (binary, filename, configuration, rate, time), found 4'],
  ])) {
    const error = thrown(() => parseCompareCsv(`${HEADER}${row}\n"old","a.js","n=1",1,0.1\n`, { measured: true, unrated: true }));
    assert.ok(error.message.includes(`line 2: ${problem}`), `${row}: ${error.message}`);
  }
});

test('a configuration of 10 MiB is parsed, not a stack overflow', () => {
  const conf = `n=1 s='${'x'.repeat(BIG)}' q=""`;
  const { samples } = parseCompareCsv(compareCsv([['old', 'a.js', conf, 1], ['new', 'a.js', 'n=1', 2]]));
  assert.equal(samples.length, 2);
  // Compared as a boolean: a failing diff of 10 MiB helps nobody.
  assert.ok(samples[0].configuration === conf, 'the configuration read back as written');
  assert.equal(samples[1].configuration, 'n=1');
});

test('an unterminated quote before 10 MiB of text is a short warning about the last line', () => {
  const text = compareCsv([['old', 'a.js', 'n=1', 1]]) + `"new","a.js","n=1,2,0.1 ${'x'.repeat(BIG)}\n`;
  const { samples, warnings } = parseCompareCsv(text);
  assert.equal(samples.length, 1);
  assert.deepEqual(warnings, ['line 3: skipped an incomplete last line (expected 5 fields (binary, filename, ' +
    'configuration, rate, time), found 3); was the run interrupted?']);
});

test('a bad field of 10 MiB is quoted as its first 200 characters, with the line and its length', () => {
  const huge = 'x'.repeat(BIG);
  const shown = `"${'x'.repeat(200)}..." (the first 200 of ${BIG} characters)`;
  const binary = thrown(() => parseCompareCsv(`${HEADER}"${huge}","a.js","n=1",1,0.1\n"old","a.js","n=1",2,0.1\n`));
  assert.ok(binary instanceof CsvError);
  assert.equal(binary.message.split('\n')[1], `line 2: the binary must be "old" or "new", found ${shown}`);
  assert.ok(binary.message.length < 1000, `${binary.message.length} characters`);
  const header = thrown(() => parseCompareCsv(`"${huge}"\n`));
  assert.ok(header.message.startsWith(`line 1: expected the header ${HEADER.trim()}, found "${'x'.repeat(200)}..."`));
  assert.ok(header.message.length < 1000, `${header.message.length} characters`);
  const scatter = thrown(() => parseScatterCsv(`"filename","n","rate"\n"a.js",${huge}y,1\n`));
  assert.equal(scatter.message.split('\n')[1], `line 2: n is not a number: "${'x'.repeat(200)}..." ` +
    `(the first 200 of ${BIG + 1} characters)`);
});

test('a rate of 10 MiB of digits is refused in linear time', { timeout: 30_000 }, () => {
  const err = thrown(() => parseCompareCsv(`${HEADER}"old","a.js","n=1",${'1'.repeat(BIG)}x,0.1\n`));
  assert.match(err.message, /^The CSV has 1 bad line:\nline 2: the rate is not a number: "1{200}\.\.\." /);
});

test('lines that are not valid UTF-8 are named in a warning, and still read', () => {
  const latin1 = (text) => Buffer.from(text, 'latin1');
  const bytes = Buffer.concat([
    Buffer.from(compareCsv([['old', 'a.js', 'n=1 s=\'é\'', 1], ['new', 'a.js', 'n=1 s=\'é\'', 2]])),
    latin1('"old","a.js","n=1 s=\'\xe9\'",3,0.1\n'),
  ]);
  const { samples, warnings } = parseCompareCsv(bytes);
  assert.deepEqual(samples.map((s) => s.configuration), ['n=1 s=\'é\'', 'n=1 s=\'é\'', 'n=1 s=\'\uFFFD\'']);
  assert.deepEqual(warnings, ['line 4: not valid UTF-8; its bad bytes read as "\uFFFD", which can make a ' +
    'configuration of its own. Save the CSV as UTF-8 (compare.js writes UTF-8).']);
  // Many such lines: the first 10, then how many more.
  const many = latin1(HEADER + '"old","a.js","\xe9",1,0.1\n'.repeat(25));
  const manyWarnings = parseCompareCsv(many).warnings;
  assert.equal(manyWarnings.length, 11);
  assert.match(manyWarnings[0], /^line 2: not valid UTF-8/);
  assert.match(manyWarnings[9], /^line 11: not valid UTF-8/);
  assert.equal(manyWarnings[10], '15 more lines are not valid UTF-8 either.');
  const scatter = parseScatterCsv(latin1('"filename","s","rate"\n"a.js","\xe9",1\n'));
  assert.match(scatter.warnings[0], /^line 2: not valid UTF-8/);
  // Valid UTF-8 that holds U+FFFD itself is no warning.
  assert.deepEqual(parseCompareCsv(Buffer.from(compareCsv([['old', 'a.js', '\uFFFD', 1]]))).warnings, []);
});

test('the older ", " format gives the samples the current format gives', () => {
  const rows = [];
  for (let i = 0; i < 200; i++) {
    rows.push(['old', `cat/f${i % 7}.js`, `n=${i % 13} s='a,b' q="x"`, 1e6 + i * 0.125, 0.123456789],
              ['new', `cat/f${i % 7}.js`, `n=${i % 13} s='a,b' q="x"`, i % 50 === 0 ? 'Infinity' : 2e-3 * i, 1e-9]);
  }
  const current = parseCompareCsv(compareCsv(rows));
  const older = parseCompareCsv(compareCsv(rows, ', '));
  assert.equal(current.samples.length, 400);
  assert.deepEqual(older, current);
  // Joined with cat: the repeated header is skipped, in either format, with CRLF too.
  const joined = compareCsv(rows.slice(0, 2), ', ') + compareCsv(rows.slice(2, 4), ', ').replace(/\n/g, '\r\n');
  assert.deepEqual(parseCompareCsv(joined).samples.map((s) => s.line), [2, 3, 5, 6]);
  const withoutLine = (samples) => samples.map((s) => ({ ...s, line: 0 }));
  assert.deepEqual(withoutLine(parseCompareCsv(joined).samples), withoutLine(current.samples.slice(0, 4)));
});

test('a file name with a line break is refused, named, whatever the row around it (Node core writes names unescaped)', () => {
  // What Node core's compare.js wrote for a file named `a"<LF>"old","x.js",1,2<LF>.js`:
  // a forged row, and the real row cut in two.
  const forged = `${HEADER}"new","cat/a"\n"old","x.js",1,2\n.js","n=1",5,0.1\n"old","cat/b.js","n=1",5,0.1\n`;
  const forgedError = thrown(() => parseCompareCsv(forged, { measured: true }));
  assert.ok(forgedError instanceof CsvError);
  const fields = (line, found) => `line ${line}: expected 5 fields (binary, filename, configuration, rate, time), found ${found}`;
  assert.equal(forgedError.message, `The CSV has 3 bad lines:\n${fields(2, 2)}\n${fields(3, 4)}\n${fields(4, 4)}\n` +
    'Each line must be "old" or "new","<file>","<configuration>",<rate>,<time> as compare.js writes it.');
  // A name whose line break is inside a well-formed quoted field: a CSV
  // reader takes it, and compare.js never writes it.
  const quoted = `${HEADER}"new","cat/a\nb.js","n=1",5,0.1\n"old","cat/a\rb.js","n=1",5,0.1\n`;
  const error = thrown(() => parseCompareCsv(quoted));
  assert.ok(error instanceof CsvError);
  assert.equal(error.message, 'The CSV has 2 bad lines:\n' +
    'line 2: the file name holds a control character (a line break?): "cat/a\\nb.js"; compare.js refuses to run ' +
    'such a file, and Node core\'s writes its name unescaped, which can forge rows: rename the file\n' +
    'line 4: the file name holds a control character (a line break?): "cat/a\\rb.js"; compare.js refuses to run ' +
    'such a file, and Node core\'s writes its name unescaped, which can forge rows: rename the file\n' +
    'Each line must be "old" or "new","<file>","<configuration>",<rate>,<time> as compare.js writes it.');
});

test('a configuration kept on one line by compare.js (escaped line breaks, doubled quotes) reads back as it was written', () => {
  const configuration = 'k"\\r\\n"old","x.js",1,2\\n"x=1 s=\'a\\nb\'';
  const csv = `${HEADER}"old","cat/a, b.js","${configuration.replace(/"/g, '""')}",5,0.1\n`;
  assert.equal(csv.split('\n').length, 3, 'one line per row');
  const { samples } = parseCompareCsv(csv, { measured: true });
  assert.deepEqual(samples, [{ binary: 'old', filename: 'cat/a, b.js', configuration, rate: 5, time: 0.1, line: 2 }]);
});
