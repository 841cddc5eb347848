// src/report/profile.js: `--profile`'s section of the comment as GitHub shows
// it, made from the diffs of hand-written profiles (test/helpers/cpuprofile.js):
// each configuration folded with its top functions, hostile names inert, and
// the section within its budget. The profiles' reading and diff are
// test/profiles.test.js's.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { renderProfiles } from '../src/report/profile.js';
import { renderGfm, visibleText, tableCells, shape } from './helpers/gfm.js';
import { BENCH, FILE, NODES, OLD, node, profileText } from './helpers/cpuprofile.js';

const require = createRequire(import.meta.url);
const { LIMITS, parseProfile, diffProfiles } = require('../benchmark/_lib/data/profiles.js');

/**
 * An entry as the report makes it: the diff of two hand-written profiles.
 * @param {number} index
 * @param {{ nodes?: object[], [key: string]: any }} [options]  nodes of the new profile; the rest replaces the entry's
 */
function entry(index, { nodes = [...NODES, node(8, 'slowHotFunction', FILE, 20)], ...rest } = {}) {
  const NEW = profileText({ nodes, samples: [3, 8, 8, 4], timeDeltas: [500, 100, 100, 100], endTime: 1900 });
  return {
    filename: 'cat/a.js', configuration: "n=1000 kind='b'", operations: 1000,
    diff: diffProfiles({ old: parseProfile(OLD), new: parseProfile(NEW), operations: 1000, benchmarkDir: BENCH }),
    error: null, files: [`${index}.old.cpuprofile`, `${index}.new.cpuprofile`], ...rest,
  };
}

test('comment: each configuration folded, its top functions in a table, the totals and the files', () => {
  const markdown = renderProfiles([entry(1)]);
  const { body } = renderGfm(markdown);
  assert.deepEqual(shape(body), ['p', 'details']);
  assert.match(visibleText(body.querySelector('p')), /^CPU profiles of the configurations that changed/);
  const details = /** @type {Element} */ (body.querySelector('details'));
  assert.equal(details.hasAttribute('open'), false);
  assert.equal(visibleText(details.querySelector('summary')), "cat/a.js n=1000 kind='b': -27.3% sampled time");
  const { header, rows } = tableCells(/** @type {Element} */ (details.querySelector('table')));
  assert.deepEqual(header, ['function', 'location', 'old', 'new', 'change']);
  assert.deepEqual(rows, [
    ['slowHotFunction', 'cat/a.js:21', '0 ns', '200 ns', 'new'],
    ['hot', 'cat/a.js:11', '200 ns', '100 ns', '-50.0%'],
    ['main', 'cat/a.js:5', '200 ns', '100 ns', '-50.0%'],
    ['(garbage collector)', '', '100 ns', '0 ns', '-100.0%'],
    ['(program)', '', '50.0 ns', '0 ns', '-100.0%'],
  ]);
  const text = visibleText(details);
  assert.match(text, /Sampled time per operation \(n=1000\): old 550 ns, new 400 ns \(-27\.3%\)\./);
  assert.match(text, /1\.old\.cpuprofile and 1\.new\.cpuprofile in the results artifact; they open in Chrome DevTools \(Performance → Load profile\) or speedscope\.app\./);
});

test('comment: none profiled, and none made, each said in one line', () => {
  assert.equal(renderProfiles([]), '**CPU profiles**: no configuration changed, so none was profiled.\n');
  assert.equal(renderProfiles(null), '**CPU profiles**: none were made: the run job did not get to profiling (its log says why).');
});

test('comment: hostile function names, urls and benchmark names come out as inert text', () => {
  const HOSTILE = ['@user', '</details>', '<!-- x -->', '[x](http://evil)', 'a\u202Eb', '| cell |', '#12', '`code`'];
  const nodes = [...NODES, node(8, HOSTILE.join(' '), 'http://evil/@user/<b>x</b>', 2)];
  const markdown = renderProfiles([
    entry(1, { nodes, filename: 'cat/@user</summary></details>.js', configuration: "n=1000 s='<!-- x --> [x](http://evil)'" }),
    entry(2, { diff: null, error: 'the run exited with code 1: Error: @user <img src=x> [x](http://evil)',
               files: ['../../etc', '../2.new.cpuprofile', 'shard-1/profiles/2.old.cpuprofile'] }),
  ]);
  const { body, html } = renderGfm(markdown);
  assert.deepEqual(shape(body), ['p', 'details', 'details'], 'both folded, nothing broke out');
  assert.equal(body.querySelectorAll('a').length, 0, 'no mention, no issue link, no link');
  assert.equal(body.querySelectorAll('img').length, 0);
  assert.doesNotMatch(html, /\u202E/);
  const [first, second] = body.querySelectorAll('details');
  assert.equal(visibleText(first.querySelector('summary')),
    "cat/@\u200buser</summary></details>.js n=1000 s='<!-- x --> [x](http:\u200b//evil)': -27.3% sampled time");
  const { rows } = tableCells(/** @type {Element} */ (first.querySelector('table')));
  assert.equal(rows.length, 5);
  // Clipped to 60 characters as shown, before the zero-width spaces go in.
  assert.equal(rows[0][0], '@\u200buser </details> <!-- x --> [x](http:\u200b//evil) a<U+202E>b | c…');
  assert.equal(rows[0][1], 'http:\u200b//evil/@\u200buser/<b>x</b>:3');
  assert.deepEqual(shape(first), ['summary', 'table', 'p', 'p']);
  assert.equal(visibleText(second.querySelector('summary')), 'cat/a.js n=1000 kind=\'b\': not profiled');
  assert.deepEqual([...second.querySelectorAll('p')].map(visibleText), [
    'Not profiled: the run exited with code 1: Error: @\u200buser <img src=x> [x](http:\u200b//evil)',
    // Only a name profile.js writes, in the artifact's folders, is named: not `../../etc`.
    'shard-1/profiles/2.old.cpuprofile in the results artifact; it opens in Chrome DevTools (Performance → Load profile) or speedscope.app.',
  ]);
});

test('comment: nothing profiled is one line; a section over its budget shows fewer rows', () => {
  assert.equal(renderProfiles([]), '**CPU profiles**: no configuration changed, so none was profiled.\n');
  const unreadable = renderGfm(renderProfiles([{ filename: '', configuration: '', operations: null, diff: null,
    error: 'profiles/index.json is missing: profile.js did not finish', files: [] }])).body;
  assert.equal(visibleText(unreadable.querySelector('summary')), 'profiles: not profiled');
  assert.deepEqual([...unreadable.querySelectorAll('details p')].map(visibleText),
    ['Not profiled: profiles/index.json is missing: profile.js did not finish', 'No profile file was kept.']);
  // `<` is escaped as `&lt;`: four characters in the markdown for one shown.
  const nodes = [...NODES, ...Array.from({ length: 20 }, (_, i) =>
    node(10 + i, `${'<'.repeat(80)}${i}`, `/${'<'.repeat(80)}/${'<'.repeat(80)}`, i))];
  const NEW = profileText({ nodes, samples: [3, ...nodes.slice(7).map((n) => n.id)],
    timeDeltas: [500, ...nodes.slice(7).map(() => 100)], endTime: 1500 + 100 * 21 });
  const big = { ...entry(1), diff: diffProfiles({ old: parseProfile(OLD), new: parseProfile(NEW), operations: 1000, top: 25 }) };
  const markdown = renderProfiles(Array.from({ length: 12 }, () => big));
  assert.ok(markdown.length <= 24_000, `${markdown.length} characters`);
  const { body } = renderGfm(markdown);
  assert.equal(body.querySelectorAll('details').length, LIMITS.targets);
  assert.equal(tableCells(/** @type {Element} */ (body.querySelector('table'))).rows.length, 3);
  assert.match(visibleText(body.querySelector('details')), /\(3 of the 24 shown\)/);
});
