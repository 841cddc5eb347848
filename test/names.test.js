// benchmark/_lib/data/names.js: the names the verdict says, short and
// never ambiguous.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { shortNames, MAX_LABEL } = require('../benchmark/_lib/data/names.js');

/** Rows named `file configuration`, as analysis.js names them. */
const rows = (/** @type {Array<[string, string]>} */ pairs) =>
  pairs.map(([filename, configuration]) => ({ name: `${filename} ${configuration}`, filename }));

test('keeps the file and the parameters that differ between its rows; a lone row is its file', () => {
  const labels = shortNames(rows([
    ['string_decoder/string-decoder.js', "n=15000 chunkLen=16 inLen=128 encoding='ascii'"],
    ['string_decoder/string-decoder.js', "n=15000 chunkLen=16 inLen=128 encoding='utf8'"],
    ['string_decoder/string-decoder.js', "n=15000 chunkLen=16 inLen=1024 encoding='ascii'"],
    ['http/simple.js', 'c=50'],
  ]));
  assert.deepEqual([...labels.values()], [
    "string_decoder/string-decoder.js inLen=128 encoding='ascii'",
    "string_decoder/string-decoder.js inLen=128 encoding='utf8'",
    "string_decoder/string-decoder.js inLen=1024 encoding='ascii'",
    'http/simple.js',
  ]);
});

test('a quoted value with spaces is one parameter; a parameter only some rows have is kept', () => {
  const labels = shortNames(rows([
    ['b/x.js', "n=1 source='a b c'"], ['b/x.js', "n=1 source='a b d'"], ['b/x.js', "n=1 source='a b c' extra=1"],
  ]));
  assert.deepEqual([...labels.values()], ["b/x.js source='a b c'", "b/x.js source='a b d'", "b/x.js source='a b c' extra=1"]);
});

test('a label cut in the middle keeps its start and end; labels a cut makes equal are full names', () => {
  const long = 'x'.repeat(150);
  const labels = shortNames(rows([['f.js', `a='${long}1' n=1`], ['f.js', `a='${long}2' n=2`], ['g.js', `k='${long}'`]]));
  const [a, b, g] = [...labels.values()];
  assert.notEqual(a, b);
  for (const label of [a, b]) assert.ok([...label].length <= MAX_LABEL && label.includes('…'), label);
  assert.match(a, /^f\.js a='x+…x+1' n=1$/);
  assert.equal(g, 'g.js');
  // Two names that differ only in their cut middle: their full names, not one label for two rows.
  const same = shortNames([{ name: `f.js ${'a'.repeat(120)}`, filename: '' }, { name: `f.js ${'a'.repeat(121)}`, filename: '' }]);
  assert.deepEqual([...same.values()], [...same.keys()]);
});

test('a name that is not `file configuration` stays whole', () => {
  assert.deepEqual([...shortNames([{ name: 'odd name', filename: 'other.js' }, { name: 'x.js ', filename: 'x.js' }]).entries()],
    [['odd name', 'odd name'], ['x.js ', 'x.js']]);
});
