// benchmark/_lib/text.js: the text rules the benchmark tools and the Action
// share. fence and clip are tested where they are shown (charts-text,
// comment); here, the order of names and the words of an error.

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { byteOrder, errorMessage } = require('../benchmark/_lib/text.js');

const utf8Order = (a, b) => Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));

test('byteOrder sorts names by their UTF-8 bytes: capitals before small letters, an emoji after U+FFFF', () => {
  assert.deepEqual(['b', 'a.js', 'B', 'a', '_x', 'a-b', '\u{1F600}', '\uFFFF', 'é', ''].sort(byteOrder),
    ['', 'B', '_x', 'a', 'a-b', 'a.js', 'b', 'é', '\uFFFF', '\u{1F600}']);
  // `<` (UTF-16 code units) puts the emoji first: its first unit, 0xD83D, is below 0xFFFF.
  assert.ok('\u{1F600}' < '\uFFFF');
  assert.equal(byteOrder('same', 'same'), 0);
});

test('byteOrder agrees with Buffer.compare on every pair of short strings, lone surrogates too', () => {
  const units = ['', 'a', 'B', '\u00E9', '\uD7FF', '\uD83D', '\uDE00', '\uD83D\uDE00', '\uDBFF\uDFFF', '\uE000', '\uFFFF'];
  const strings = units.flatMap((x) => units.map((y) => x + y));
  for (const a of strings) {
    for (const b of strings) {
      assert.equal(Math.sign(byteOrder(a, b)), utf8Order(a, b), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
  }
});

test('errorMessage is an Error\'s message without its name, and anything else thrown as a string', () => {
  assert.equal(errorMessage(new TypeError('x is not a function')), 'x is not a function');
  assert.equal(errorMessage(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })), 'EACCES: permission denied');
  assert.equal(errorMessage('a string'), 'a string');
  assert.equal(errorMessage(42), '42');
  assert.equal(errorMessage(undefined), 'undefined');
  assert.equal(errorMessage({ message: 'not an Error' }), '[object Object]');
});
