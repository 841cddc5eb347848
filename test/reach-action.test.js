// `/benchmark auto` by function in the Action (src/machine/reach.js, the
// comment's part in src/report/auto.js): which categories the reach map may
// narrow, the map of a real git diff of lib/ run through benchmark/reach.js
// under a released node, what compare.js is then asked, what the comment
// says as GitHub shows it, and a forged reach.json kept inert.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { NODE_24, nodeRelease } from '../scripts/node-releases.js';
import { REACH_FILE, reachStep, reachableCategories } from '../src/machine/reach.js';
import { compareArgs } from '../src/machine/compare.js';
import { createGit } from '../src/machine/git.js';
import { readReach } from '../src/results/reach-files.js';
import { renderReach } from '../src/report/auto.js';
import { benchmarkDir as BUNDLED } from './helpers/bench-dir.js';
import { NODE_STYLE, choose, stringDecoderRepository as repository } from './helpers/auto.js';
import { renderGfm, visibleText } from './helpers/gfm.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { readBuiltinSources } = require('../benchmark/_lib/reach/builtins.js');

const RELEASES = { timeout: 300_000 };

/** A log that keeps what it is told. */
function recordingLog() {
  /** @type {{ info: string[], warning: string[] }} */
  const lines = { info: [], warning: [] };
  return { lines, info: (l) => lines.info.push(l), warning: (l) => lines.warning.push(l), startGroup() {}, endGroup() {} };
}

test('the categories the reach map may narrow: chosen for lib/ JavaScript files alone, with their list whole', () => {
  const { summary } = choose(NODE_STYLE, ['lib/buffer.js', 'src/node_buffer.cc', 'lib/url.js', 'lib/util.js'], { cap: 5 });
  const chosen = Object.fromEntries(summary.chosen.map((g) => [g.category, g.files]));
  assert.deepEqual(chosen.buffers, ['lib/buffer.js', 'src/node_buffer.cc']);
  assert.deepEqual(reachableCategories(summary), summary.chosen.filter((g) => g.category !== 'buffers').map((g) => g.category));
  assert.ok(!reachableCategories(summary).includes('buffers'), 'a native file keeps the whole category');
  assert.deepEqual(reachableCategories({ ...summary, truncated: true }), [], 'a list cut short: the map cannot know');
  assert.deepEqual(reachableCategories(null), []);
});

test(`Node ${NODE_24}: a pull request changing write() and text() of lib/string_decoder.js runs the configurations that call write(), and says no benchmark calls text()`, RELEASES, async () => {
  const node = await nodeRelease(NODE_24);
  const source = readBuiltinSources(node, ['string_decoder']).get('string_decoder');
  const repo = repository(source, (lines) => {
    for (const name of ['text', 'write']) {
      const at = lines.findIndex((line) => line.startsWith(`StringDecoder.prototype.${name} = function ${name}(`));
      lines.splice(at + 1, 0, '  void 0;');
    }
  });
  const { summary } = choose(NODE_STYLE, ['lib/string_decoder.js', 'README.md']);
  assert.deepEqual(summary.chosen.map((g) => g.category), ['string_decoder']);
  const request = { auto: summary, categories: ['string_decoder'], filters: [], excludes: [], sets: [],
    method: 'merge', baseSha: repo.base, mergeSha: repo.head, headSha: repo.head, mergeBaseSha: null };
  const resultsDir = tempDir('nba-reach-results-');
  const log = recordingLog();
  const cache = { dir: tempDir('nba-reach-cache-'), sha256: 'c'.repeat(64) };
  const reachOnce = () => reachStep({ settings: /** @type {any} */ ({ timeout: null }), log: /** @type {any} */ (log) }, {
    oldBinary: node, benchmarkDir: BUNDLED, request: /** @type {any} */ (request), resultsDir,
    confinement: /** @type {any} */ ({}), git: createGit({ cwd: repo.dir }), cache });
  const reached = await reachOnce();
  const file = reached?.file;
  assert.equal(file, path.join(resultsDir, REACH_FILE), log.lines.warning.join('\n'));
  const map = JSON.parse(fs.readFileSync(/** @type {string} */ (file), 'utf8'));
  // Hand-checked on the bundled files: string-decoder.js writes inLen/16 chunks per operation;
  // string-decoder-create.js only constructs decoders.
  assert.deepEqual(map.functions.map((f) => f.name), ['StringDecoder.prototype.write']);
  const calling = map.functions[0].configurations;
  assert.deepEqual(reached, { file, selected: calling.length, categories: ['string_decoder'] });
  assert.ok(calling.length > 0 && calling.every((c) => c.filename === 'string_decoder/string-decoder.js'), JSON.stringify(calling));
  assert.ok(map.mapped > calling.length, 'string-decoder-create.js was mapped and left out');
  assert.deepEqual(map.unreachable.map((f) => f.name), ['StringDecoder.prototype.text']);
  // The next run of the same binary and files reads the map it kept.
  assert.equal(map.cached, false);
  await reachOnce();
  assert.equal(JSON.parse(fs.readFileSync(/** @type {string} */ (file), 'utf8')).cached, true);
  assert.match(log.lines.info.join('\n'), new RegExp(`reach\\.js: ${calling.length} configurations of string_decoder call a changed function; 1 changed function no benchmark calls`));
  // compare.js is asked for those alone.
  const args = compareArgs({ compareJs: 'compare.js', oldBinary: 'o', newBinary: 'n', benchmarkDir: BUNDLED,
    request: /** @type {any} */ ({ ...request, runs: 5, seed: null }), settings: /** @type {any} */ ({}), ndjsonPath: 'x.ndjson',
    reach: file });
  assert.deepEqual(args.slice(args.indexOf('--reach'), args.indexOf('--reach') + 2), ['--reach', file]);
  // The comment, as GitHub shows it.
  const reach = /** @type {any} */ (readReach([{ dir: resultsDir, name: null }]));
  const { body } = renderGfm(renderReach(reach, ['string_decoder']));
  assert.equal(visibleText(body.children[0]), `Of string_decoder, ${calling.length} configurations of ${map.mapped} ran: ` +
    'those that call a changed function (V8\'s call counts under the old binary, docs/auto.md).');
  assert.deepEqual([...body.querySelectorAll('li')].map(visibleText), [
    `StringDecoder.prototype.write (lib/string_decoder.js): ${calling.length} configurations call it, most often ` +
      `string_decoder/string-decoder.js ${calling[0].configuration} (${calling[0].callsPerOp} per operation)`,
    'No benchmark calls StringDecoder.prototype.text (lib/string_decoder.js): this run cannot see a change there.',
  ]);
});

test('a reach map that fails is a warning, and the categories run whole', async () => {
  const { summary } = choose(NODE_STYLE, ['lib/string_decoder.js']);
  const request = { auto: summary, categories: ['string_decoder'], filters: [], excludes: [], sets: [],
    method: 'merge', baseSha: 'a'.repeat(40), mergeSha: 'b'.repeat(40), headSha: 'b'.repeat(40), mergeBaseSha: null };
  const log = recordingLog();
  const file = await reachStep({ settings: /** @type {any} */ ({ timeout: null }), log: /** @type {any} */ (log) }, {
    oldBinary: '/nonexistent/node', benchmarkDir: BUNDLED, request: /** @type {any} */ (request),
    resultsDir: tempDir('nba-reach-fail-'), confinement: /** @type {any} */ ({}),
    git: { diffText: async () => { throw new Error('no such commit'); } } });
  assert.equal(file, null);
  assert.deepEqual(log.lines.warning, ['The reach map failed (no such commit): string_decoder run whole, as the module graph chose them']);
});

test('a forged reach.json: its names reach the comment escaped, nothing of it runs as markup or pings anyone', () => {
  const dir = tempDir('nba-reach-forged-');
  const evil = 'x | <img src=x onerror=alert(1)> `code` @octocat [link](http://e.example) <!--';
  fs.writeFileSync(path.join(dir, REACH_FILE), JSON.stringify({ version: 1, categories: [evil], selected: 1, mapped: 2,
    functions: [{ file: evil, name: evil, configurations: [{ filename: evil, configuration: evil, args: [], callsPerOp: 'many' }] }],
    unreachable: [{ file: evil, name: evil }], added: 'not a list' }));
  const reach = /** @type {any} */ (readReach([{ dir, name: null }]));
  const { body } = renderGfm(renderReach(reach, [evil, 'buffers']));
  assert.equal(body.querySelectorAll('img, a, code').length, 0, body.innerHTML);
  assert.ok(!body.innerHTML.includes('<!--'));
  // Shown as text, a mention and a link broken by a zero-width space.
  assert.match(visibleText(body).replace(/\u200b/g, ''), /x \| <img src=x onerror=alert\(1\)> `code` @octocat \[link\]\(http:\/\/e\.example\)/);
  assert.ok(!visibleText(body).includes('@octocat'));
  assert.match(visibleText(body.children[0]), /; buffers ran whole, as the module graph chose it\.$/);
  // Not JSON at all: said, nothing else.
  fs.writeFileSync(path.join(dir, REACH_FILE), 'not json');
  assert.match(renderReach(/** @type {any} */ (readReach([{ dir, name: null }])), ['x']), /^The reach map could not be read \(reach\.json cannot be read: /);
});
