// Concepts src/ and benchmark/ share, each written in one file. A second
// copy drifts: two orders of names (UTF-8 bytes and UTF-16 units), two
// readers of an untrusted file (one bounded by what fstat said, one by what
// it read), two categories of a file name (one cut the last letter of a
// name without a slash). Each test scans the code lines (comments left out)
// of src/, benchmark/ and scripts/ for the concept's shape and asserts that
// only its home has it.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/bench-dir.js';

const FILES = ['src', 'benchmark', 'scripts'].flatMap((top) => fs.readdirSync(path.join(repoRoot, top), { recursive: true })
  .map((f) => path.join(top, String(f)))
  .filter((f) => /\.(?:c|m)?js$/.test(f) && !f.split(path.sep).includes('fixtures')));

/** The file's lines that are code: a line that is only a comment is left out. @param {string} file */
const code = (file) => fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n')
  .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line)).join('\n');

// Copies in files that another change is rewriting at the same time, to be
// replaced by imports once both are merged; then their entry goes. A file
// here may hold the shape, or not: no other file may.
const PENDING = {};

/**
 * Asserts that each shape is found in `home` and in no other file (but PENDING's).
 * @param {string} home  a path from the repository's root
 * @param {Record<string, RegExp>} shapes
 */
function assertOneHome(home, shapes) {
  const texts = new Map(FILES.map((f) => [f, code(f)]));
  for (const [what, shape] of Object.entries(shapes)) {
    const where = FILES.filter((f) => shape.test(/** @type {string} */ (texts.get(f))));
    const pending = Object.keys(PENDING).filter((f) => PENDING[f].includes(what)).map((f) => path.normalize(f));
    assert.deepEqual(where.filter((f) => !pending.includes(f)), [path.normalize(home)],
      `${what} is written in ${where.join(', ')}`);
  }
}

test('the order of names (UTF-8 bytes) is text.js\'s byteOrder', () => {
  assertOneHome('benchmark/_lib/text.js', {
    'a byteOrder function': /\bfunction byteOrder\b|\bbyteOrder = (?:\(|function)/,
    'a comparison of UTF-8 bytes': /Buffer\.compare\(\s*Buffer\.from\(/,
    'a comparison by `<` for sort()': /[\w.\]]+ < [\w.[\]]+ \? -1 : /,
  });
  // sort() without a comparator orders strings by UTF-16 code units: only stats/basic.js median's, of a Float64Array (numbers, ordered by value).
  assert.deepEqual(FILES.filter((f) => /\.sort\(\)/.test(code(f))), [path.normalize('benchmark/_lib/stats/basic.js')],
    'sort() of strings without byteOrder');
  // A locale's order depends on the machine that sorts: none is used.
  assert.deepEqual(FILES.filter((f) => /\.localeCompare\(/.test(code(f))), [], 'localeCompare');
});

test('the category of a file name is categories.js\'s categoryOf', () => {
  assertOneHome('benchmark/_lib/run/categories.js', {
    'a categoryOf function': /\bfunction categoryOf\b|\bcategoryOf = /,
  });
});

test('what a caught error says is text.js\'s errorMessage', () => {
  assertOneHome('benchmark/_lib/text.js', {
    'an error\'s message': /\binstanceof Error \? [\w.]+\.message\b|\?\.message \?\? [\w.]+\s*\}/,
  });
});

test('a file untrusted code could have made is read by plain-file.js, and each reader\'s name means one thing', () => {
  assertOneHome('benchmark/_lib/plain-file.js', {
    'an open for reading that does not follow a link': /\bO_RDONLY\b[^;]*\bO_NOFOLLOW\b|\bO_NOFOLLOW\b[^;]*\bO_RDONLY\b/,
    'a readPlainFile function': /\bfunction readPlainFile\b/,
  });
  // The results directory's reader in ArtifactError's words; auto-index.js's head of a file is readHead.
  assertOneHome('src/results/read-files.js', { 'a readBounded function': /\bfunction readBounded\b|\breadBounded = / });
});

test('the method\'s numbers in what people read are words/method.js\'s, made from the constants', () => {
  assertOneHome('benchmark/_lib/words/method.js', { 'the spending function in words': /α·τ/ });
  // 99.9% power, a 95% interval, the 5% false discovery rate, q under 0.05: none is typed into a text.
  const typed = /99\.9%|(?<![\d.])95%|(?<![\d.])5% (?:false discovery|FDR|risk)|under 0\.05|q < 0\.05/;
  assert.deepEqual(FILES.filter((f) => typed.test(code(f))), [], 'a number of the method is typed by hand');
});
