// `/benchmark auto`'s reply (src/report/auto.js) as GitHub shows it, made
// from real choices (test/helpers/auto.js): the chosen categories with their
// files, what was left out and why, a hostile file name kept inert; and
// docs/auto.md's reference table, made from AUTO_TABLE. The choice itself is
// test/request-auto.test.js's.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { AUTO } from '../src/request/auto.js';
import { renderAutoSummary, renderAutoTable } from '../src/report/auto.js';
import { renderGfm, visibleText, shape } from './helpers/gfm.js';
import { repoRoot, benchmarkDir as BUNDLED } from './helpers/bench-dir.js';
import { NODE_STYLE, V8_NOTE, choose } from './helpers/auto.js';

// ---- the reply as GitHub shows it ----------------------------------------------------------------

test('the reply: the chosen categories with their files, then, folded, what was left out and why', () => {
  const { summary } = choose(NODE_STYLE, ['lib/util.js', 'lib/buffer.js', 'src/node_buffer.cc', 'lib/url.js',
    'lib/internal/errors.js', 'lib/nothing.js', 'deps/v8/src/api.cc'], { cap: 2, truncated: true });
  const { body } = renderGfm(renderAutoSummary(summary));
  assert.deepEqual(shape(body), ['p', 'ul', 'p', 'details']);
  assert.equal(visibleText(body.children[0]), '`auto` chose 2 categories from 7 changed files:'.replace(/`/g, ''));
  assert.equal(body.querySelector('p code')?.textContent, AUTO);
  assert.deepEqual([...body.children[1].children].map(visibleText),
    ['buffers: lib/buffer.js, src/node_buffer.cc', 'url: lib/url.js']);
  assert.equal(visibleText(body.children[2]),
    'Only the first 7 changed files were read: the others may touch more categories.');
  const details = body.children[3];
  assert.equal(visibleText(details.querySelector('summary')), 'Left out: 2 categories; 2 files led to none');
  assert.deepEqual([...details.querySelectorAll('li')].map(visibleText), [
    'Over the cap of 2 (auto-max-categories): util (lib/util.js)',
    'Not in this benchmark directory: error (lib/internal/errors.js)',
    'No benchmark loads it: lib/nothing.js',
    `${V8_NOTE}: deps/v8/src/api.cc`,
  ]);
});

test('the reply without anything left out is two blocks, and says so when nothing was chosen', () => {
  const chosen = renderGfm(renderAutoSummary(choose(BUNDLED, ['lib/string_decoder.js']).summary)).body;
  assert.deepEqual(shape(chosen), ['p', 'ul']);
  assert.equal(visibleText(chosen), 'auto chose 1 category from 1 changed file: string_decoder: lib/string_decoder.js');
  const none = renderGfm(renderAutoSummary(choose(BUNDLED, ['test/a.js']).summary)).body;
  assert.deepEqual(shape(none), ['p', 'details']);
  assert.equal(visibleText(none.children[0]), 'auto chose no category from 1 changed file.');
});

test('a hostile file name comes out inert: no mention, link, comment or reversed text', () => {
  // Four lead to util (benchmark/util/…), three to nothing: each group shows all of its files.
  const hostile = ['lib/@someone.js', 'lib/<!-- node-benchmark-action:pr-1:x -->.js', 'lib/a](http://x).js',
    'lib/\u202Esj.exe', '# heading', '1. item', '<img src=x onerror=alert(1)>'];
  const { summary } = choose(NODE_STYLE, [...hostile.slice(0, 4).map((f) => `benchmark/util/${f}`),
    ...hostile.slice(4)]);
  const markdown = renderAutoSummary(summary);
  assert.equal(markdown.includes('<!--'), false, 'no marker a later run could find');
  const { body, html } = renderGfm(markdown);
  assert.equal(body.querySelectorAll('a, img, h1, ol, .user-mention').length, 0, html);
  assert.equal(markdown.includes('\u202E'), false);
  const text = visibleText(body).replace(/\u200b/g, '');
  for (const shown of ['benchmark/util/lib/@someone.js', 'benchmark/util/lib/<!-- node-benchmark-action:pr-1:x -->.js',
    'benchmark/util/lib/a](http://x).js', 'benchmark/util/lib/<U+202E>sj.exe', 'No benchmark loads these: # heading, ',
    '1. item, <img src=x onerror=alert(1)>']) {
    assert.ok(text.includes(shown), `${shown} is shown as text in: ${text}`);
  }
});

// ---- the reference -------------------------------------------------------------------------------

test('docs/auto.md shows AUTO_TABLE exactly', () => {
  const doc = fs.readFileSync(path.join(repoRoot, 'docs', 'auto.md'), 'utf8');
  const table = /<!-- auto-table:start -->\n([\s\S]*?)\n<!-- auto-table:end -->/.exec(doc)?.[1];
  assert.equal(table, renderAutoTable());
});
