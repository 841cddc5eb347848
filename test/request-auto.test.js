// `/benchmark auto`, the request side (src/request/auto.js, with
// auto-index.js and auto-table.js): from a pull request's changed files to
// the benchmark categories that exercise them, against our bundled
// benchmark/ and a Node-core-style one (test/fixtures/node-benchmark-dir),
// and the summary that travels to the report job, with its refusal of forged
// values. The reply as GitHub shows it is test/report-auto.test.js's.

import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { indexBenchmarks, INDEX_LIMITS } from '../src/request/auto-index.js';
import {
  AUTO_TABLE, AUTO_LIMITS, MODULE_CATEGORIES, autoSummaryProblems, chooseCategories, nothingChosen,
} from '../src/request/auto.js';
import { CATEGORY } from '../src/request/grammar.js';
import { makeBenchDir, repoRoot, benchmarkDir as BUNDLED } from './helpers/bench-dir.js';
import { NODE_STYLE, V8_NOTE, choose } from './helpers/auto.js';

const TESTS_NOTE = 'no benchmark runs tests';

/** A summary's start: what every summary of `changed` files without left-outs has. */
const base = (changed, cap = 3) => ({ changed, truncated: false, cap, leftOut: [], leftOutMore: 0, unmapped: [] });

// ---- the scan ------------------------------------------------------------------------------------

test('the index of a Node-core-style directory: every load form, helpers and subdirectories, not fixtures', () => {
  assert.deepEqual(indexBenchmarks(NODE_STYLE), {
    categories: {
      buffers: { files: 2, loads: { buffer: 1 } },
      misc: { files: 2, loads: { 'binding:encoding_binding': 1, 'internal/test': 1 } },
      streams: { files: 2, loads: { stream: 2 } },
      string_decoder: { files: 2, loads: { string_decoder: 2 } },
      url: { files: 3, loads: { url: 2 } },
      util: { files: 3, loads: { assert: 1, 'internal/util': 1, util: 2 } },
    },
    incomplete: false,
  });
});

test('the index of our bundled benchmark/: the categories listCategories finds', () => {
  const index = indexBenchmarks(BUNDLED);
  assert.deepEqual(Object.keys(index.categories), ['buffers', 'events', 'http', 'string_decoder', 'url', 'util']);
  assert.deepEqual(index.categories.string_decoder, { files: 2, loads: { string_decoder: 2 } });
  assert.equal(index.incomplete, false);
});

test('the scan counts x/y as x and x/y, internals by their directory, and skips relative requires', () => {
  const dir = makeBenchDir({
    'fsx/a.js': "require('../common.js'); require('./_h.js'); require('node:fs/promises');\n",
    'fsx/b.cjs': "const { readFile } = require(\"fs\");\nimport('internal/fs/utils');\n",
    'fsx/c.mjs': "import {\n  open,\n} from 'node:fs';\nexport * from 'node:path';\nimport 'internal/url';\n",
    'fsx/d.js': "process.binding('fs'); internalBinding( 'fs_dir' ); require(`tls`); require('file:///x');\n",
    'fsx/notes.txt': "require('zlib')\n",
  }, { harness: false });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  assert.deepEqual(indexBenchmarks(dir).categories.fsx, {
    files: 4,
    loads: { 'binding:fs': 1, 'binding:fs_dir': 1, fs: 3, 'fs/promises': 1, 'internal/fs': 1, 'internal/url': 1,
      path: 1 },
  });
});

test('the scan is bounded: a file past the first MiB, directories too deep, links not followed', () => {
  const dir = makeBenchDir({
    'big/huge.js': `${' '.repeat(INDEX_LIMITS.bytes)}require('zlib');\n`,
    'deep/a/b/c/shallow-enough.js': "require('os');\n",
    'deep/a/b/c/d/too-deep.js': "require('dns');\n",
  }, { harness: false });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.symlinkSync(path.join(NODE_STYLE, 'streams'), path.join(dir, 'deep', 'linked'));
  fs.symlinkSync(path.join(NODE_STYLE, 'streams', 'pipe.js'), path.join(dir, 'deep', 'linked.js'));
  const index = indexBenchmarks(dir);
  assert.deepEqual(index.categories, {
    big: { files: 1, loads: {} },
    deep: { files: 1, loads: { os: 1 } },
  });
  assert.equal(index.incomplete, true);
});

test('a benchmark directory that cannot be read is named in the error', () => {
  const missing = path.join(repoRoot, 'no-such-benchmark-dir');
  assert.throws(() => indexBenchmarks(missing), (err) => err instanceof Error &&
    err.message.startsWith(`Cannot read the benchmark directory ${missing}: ENOENT`));
});

// ---- choosing ------------------------------------------------------------------------------------

for (const [where, dir] of [['our bundled benchmark/', BUNDLED], ['a Node-core-style benchmark/', NODE_STYLE]]) {
  test(`lib/string_decoder.js leads to string_decoder in ${where}`, () => {
    assert.deepEqual(choose(dir, ['lib/string_decoder.js']), {
      categories: ['string_decoder'],
      summary: { ...base(1), chosen: [{ category: 'string_decoder', files: ['lib/string_decoder.js'], more: 0 }] },
    });
  });
}

test('a renamed file leads where its new and its old name lead, shown by its new name', () => {
  const { categories, summary } = choose(NODE_STYLE, [
    { filename: 'lib/internal/streams/legacy.js', previous_filename: 'lib/_stream_legacy.js', status: 'renamed' },
    // github/pulls.js hands the old name over in camelCase.
    { filename: 'lib/internal/string_decoder_helpers.js', previousFilename: 'lib/string_decoder.js', status: 'renamed' },
  ]);
  assert.deepEqual(categories, ['streams', 'string_decoder']);
  assert.deepEqual(summary.chosen, [
    { category: 'streams', files: ['lib/internal/streams/legacy.js'], more: 0 },
    { category: 'string_decoder', files: ['lib/internal/string_decoder_helpers.js'], more: 0 },
  ]);
});

test('lib/internal/streams/readable.js leads to streams, the stream module\'s category', () => {
  assert.deepEqual(choose(NODE_STYLE, ['lib/internal/streams/readable.js']).summary.chosen,
    [{ category: 'streams', files: ['lib/internal/streams/readable.js'], more: 0 }]);
});

test('the table: src/node_buffer.cc leads to buffers; deps/v8 to nothing, with its note', () => {
  assert.deepEqual(choose(NODE_STYLE, ['deps/v8/src/api/api.cc', 'src/node_buffer.cc', 'test/parallel/test-x.js']), {
    categories: ['buffers'],
    summary: {
      ...base(3),
      chosen: [{ category: 'buffers', files: ['src/node_buffer.cc'], more: 0 }],
      unmapped: [
        { why: 'table', note: V8_NOTE, files: ['deps/v8/src/api/api.cc'], more: 0 },
        { why: 'table', note: TESTS_NOTE, files: ['test/parallel/test-x.js'], more: 0 },
      ],
    },
  });
});

test('a native binding leads to its module\'s category and to the categories whose files call it', () => {
  assert.deepEqual(choose(NODE_STYLE, ['src/encoding_binding.cc']).categories, ['util', 'misc']);
  assert.deepEqual(choose(NODE_STYLE, ['src/string_decoder.cc']).categories, ['string_decoder']);
});

test('internals reached with --expose-internals lead to the categories that require them', () => {
  // util first: named like the module; misc has no file that loads internal/util.
  assert.deepEqual(choose(NODE_STYLE, ['lib/internal/util.js']).summary.chosen,
    [{ category: 'util', files: ['lib/internal/util.js'], more: 0 }]);
});

test('the cap: the best categories run, the rest are left out by name, with their files', () => {
  const files = ['lib/url.js', 'lib/buffer.js', 'src/node_buffer.cc', 'lib/util.js', 'lib/string_decoder.js',
    'benchmark/streams/pipe.js'];
  assert.deepEqual(choose(NODE_STYLE, files, { cap: 2 }), {
    // buffers: named, two files; then three named, one file, two loading files each: by name.
    categories: ['buffers', 'string_decoder'],
    summary: {
      ...base(6, 2),
      chosen: [
        { category: 'buffers', files: ['lib/buffer.js', 'src/node_buffer.cc'], more: 0 },
        { category: 'string_decoder', files: ['lib/string_decoder.js'], more: 0 },
      ],
      leftOut: [
        { category: 'url', files: ['lib/url.js'], more: 0, why: 'cap' },
        { category: 'util', files: ['lib/util.js'], more: 0, why: 'cap' },
        { category: 'streams', files: ['benchmark/streams/pipe.js'], more: 0, why: 'cap' },
      ],
    },
  });
});

test('a category the table or a benchmark file names but the directory lacks is left out as missing', () => {
  assert.deepEqual(choose(BUNDLED, ['lib/internal/errors.js', 'benchmark/zlib/deflate.js', 'benchmark/_lib/data/csv.js']), {
    categories: [],
    summary: {
      ...base(3),
      chosen: [],
      leftOut: [
        { category: 'error', files: ['lib/internal/errors.js'], more: 0, why: 'missing' },
        { category: 'zlib', files: ['benchmark/zlib/deflate.js'], more: 0, why: 'missing' },
      ],
      unmapped: [{ why: 'table', note: 'the benchmark harness can move every benchmark, so no category stands out',
        files: ['benchmark/_lib/data/csv.js'], more: 0 }],
    },
  });
});

test('ranking: named like a module, then more changed files, then more loading files, then the name', () => {
  const index = {
    categories: {
      alpha: { files: 1, loads: {} },
      eta: { files: 1, loads: { beta: 1 } },
      iota: { files: 1, loads: { beta: 1 } },
      theta: { files: 2, loads: { beta: 1, gamma: 1 } },
      zeta: { files: 3, loads: { beta: 3 } },
    },
    incomplete: false,
  };
  const files = ['lib/alpha.js', 'lib/beta.js', 'lib/gamma.js'].map((filename) => ({ filename, status: 'modified' }));
  const expected = ['alpha', 'theta', 'zeta', 'eta', 'iota'];
  const categories = Object.keys(index.categories);
  const first = chooseCategories({ files, index, categories, cap: 5 });
  assert.deepEqual(first.categories, expected);
  // Whatever order GitHub lists the files and the directory its categories in.
  const again = chooseCategories({ files: [...files].reverse(), index, categories: [...categories].reverse(), cap: 5 });
  assert.deepEqual(again, first);
});

test('every list of the summary is bounded; the count of the rest is kept', () => {
  const files = Array.from({ length: 30 }, (_, i) => `benchmark/cat${String(i).padStart(2, '0')}/a.js`)
    .concat(Array.from({ length: 8 }, (_, i) => `lib/nothing${i}.js`));
  const { summary } = choose(NODE_STYLE, files, { cap: 1, truncated: true });
  assert.equal(summary.changed, 38);
  assert.equal(summary.truncated, true);
  assert.equal(summary.leftOut.length, AUTO_LIMITS.groups);
  assert.equal(summary.leftOutMore, 10);
  assert.deepEqual(summary.unmapped, [{ why: 'no-benchmark', note: null,
    files: ['lib/nothing0.js', 'lib/nothing1.js', 'lib/nothing2.js', 'lib/nothing3.js', 'lib/nothing4.js'], more: 3 }]);
  assert.deepEqual(autoSummaryProblems(summary), []);
});

test('a hostile file name is made printable and clipped, so the summary passes its own check', () => {
  const long = `lib/${'a'.repeat(400)}.js`;
  const { summary } = choose(NODE_STYLE, ['test/x\ny.js', long, 'test/\u202Egnp.js']);
  assert.deepEqual(summary.unmapped, [
    { why: 'no-benchmark', note: null, files: [`lib/${'a'.repeat(295)}…`], more: 0 },
    { why: 'table', note: TESTS_NOTE, files: ['test/x\uFFFDy.js', 'test/\u202Egnp.js'], more: 0 },
  ]);
  assert.deepEqual(autoSummaryProblems(summary), []);
});

test('chooseCategories refuses a cap outside 1 to 20', () => {
  for (const cap of [0, 21, 1.5, NaN]) {
    assert.throws(() => choose(NODE_STYLE, ['lib/util.js'], { cap }),
      { message: `chooseCategories: cap must be a whole number from 1 to 20, got ${cap}` });
  }
});

// ---- nothing chosen ------------------------------------------------------------------------------

test('nothing chosen: the reply says what to do, and where each file led', () => {
  const { categories, summary } = choose(BUNDLED, ['deps/v8/src/api.cc', 'test/a.js', 'test/b.js', 'test/c.js',
    'lib/nothing.js', 'benchmark/zlib/deflate.js']);
  assert.deepEqual(categories, []);
  assert.equal(nothingChosen(summary),
    'auto found no benchmark category for the 6 changed files; name the categories to run instead. ' +
    'benchmark/zlib/deflate.js: zlib is not a category of this benchmark directory; ' +
    'lib/nothing.js: no benchmark loads it; ' +
    `deps/v8/src/api.cc: ${V8_NOTE}; 3 more files.`);
  assert.equal(nothingChosen(choose(BUNDLED, ['test/a.js', 'test/b.js', 'test/c.js'], { truncated: true }).summary),
    'auto found no benchmark category for the 3 changed files (only the first 3 were read); name the categories ' +
    `to run instead. test/a.js, test/b.js and 1 more: ${TESTS_NOTE}.`);
  assert.equal(nothingChosen(choose(BUNDLED, []).summary),
    'auto found no changed files in this pull request: name the categories to run instead.');
});

// ---- the summary crosses jobs --------------------------------------------------------------------

/** A valid summary to forge from. */
function validSummary() {
  return structuredClone(choose(NODE_STYLE, ['lib/buffer.js', 'lib/util.js', 'deps/v8/x.cc'], { cap: 1 }).summary);
}

test('autoSummaryProblems accepts what chooseCategories makes, bidi characters shown later, not refused', () => {
  const summary = validSummary();
  assert.deepEqual(autoSummaryProblems(summary), []);
  summary.chosen[0].files = ['lib/\u202Eevil.js'];
  assert.deepEqual(autoSummaryProblems(summary), []);
});

test('autoSummaryProblems refuses forged summaries, naming each problem', () => {
  /** @type {[string, (s: any) => void, string[]][]} */
  const cases = [
    ['a path over 300 characters', (s) => { s.chosen[0].files = ['x'.repeat(301)]; },
      ['chosen[0].files must be 1 to 5 printable paths of up to 300 characters']],
    ['a control character', (s) => { s.unmapped[0].files = ['deps/v8/x\u001b[31m.cc']; },
      ['unmapped[0].files must be 1 to 5 printable paths of up to 300 characters']],
    ['six files in a group', (s) => { s.chosen[0].files = ['a', 'b', 'c', 'd', 'e', 'f']; },
      ['chosen[0].files must be 1 to 5 printable paths of up to 300 characters']],
    ['more groups than the cap', (s) => { s.chosen.push({ category: 'util', files: ['lib/util.js'], more: 0 }); },
      ['chosen must be a list of at most 1 groups']],
    ['21 left-out groups', (s) => { s.leftOut = Array.from({ length: 21 }, () => s.leftOut[0]); },
      ['leftOut must be a list of at most 20 groups']],
    ['a path as a category', (s) => { s.chosen[0].category = '../etc'; }, ['chosen[0].category must be a category name']],
    ['a category with a space', (s) => { s.leftOut[0].category = 'a b'; }, ['leftOut[0].category must be a category name']],
    ['a note not in the table', (s) => { s.unmapped[0].note = '@someone please look'; },
      ['unmapped[0] must be why no-benchmark with note null, or why table with a note of AUTO_TABLE']],
    ['an unknown reason', (s) => { s.leftOut[0].why = 'because'; }, ['leftOut[0].why must be cap or missing']],
    ['an extra field', (s) => { s.chosen[0].html = '<b>'; },
      ['chosen[0] must have exactly the fields category, files, more']],
    ['a category twice', (s) => { s.leftOut[0].category = s.chosen[0].category; }, ['a category is named twice']],
    ['a negative count', (s) => { s.chosen[0].more = -1; }, ['chosen[0].more must be a whole number']],
    ['a cap of 21', (s) => { s.cap = 21; }, ['cap must be a whole number from 1 to 20']],
    ['over the cap under the cap', (s) => { s.cap = 2; },
      ['a category is left out over the cap while fewer than cap were chosen']],
  ];
  for (const [what, forge, problems] of cases) {
    const summary = validSummary();
    forge(summary);
    assert.deepEqual(autoSummaryProblems(summary), problems, what);
  }
  assert.deepEqual(autoSummaryProblems(null), ['the summary must be an object']);
  assert.deepEqual(autoSummaryProblems([]), ['the summary must be an object']);
  assert.deepEqual(autoSummaryProblems({}), [
    'the summary must have exactly the fields changed, truncated, cap, chosen, leftOut, leftOutMore, unmapped',
    'changed must be a whole number of files', 'truncated must be true or false',
    'cap must be a whole number from 1 to 20', 'leftOutMore must be a whole number',
    'chosen must be a list of at most 0 groups', 'leftOut must be a list of at most 20 groups',
    'unmapped must be a list of at most 20 groups',
  ]);
});

// ---- the reference -------------------------------------------------------------------------------

test('every AUTO_TABLE rule leads nowhere with a note, or to modules or categories that could exist', () => {
  for (const rule of AUTO_TABLE) {
    assert.ok(rule.patterns.length > 0, JSON.stringify(rule));
    assert.equal(Boolean(rule.note), !rule.modules && !rule.categories, JSON.stringify(rule));
    for (const category of [...(rule.categories ?? []), ...Object.values(MODULE_CATEGORIES)]) {
      assert.match(category, CATEGORY);
    }
  }
});
