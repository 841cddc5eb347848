// benchmark/_lib/reach: a unified diff of lib/ read (diff.js), and mapped to
// the functions of the module as a released binary embeds and reports it
// (builtins.js, changed.js), on diffs made by git of that very source.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { NODE_22, NODE_24, NODE_26, nodeRelease } from '../scripts/node-releases.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { parseDiff, touched, DiffError } = require('../benchmark/_lib/reach/diff.js');
const { builtinId, builtinUrl, probeBuiltins } = require('../benchmark/_lib/reach/builtins.js');
const { changedFunctions } = require('../benchmark/_lib/reach/changed.js');

const RELEASES = { timeout: 300_000 };

test('parseDiff: files, hunks and both sides\' line numbers; git\'s a/ and b/, new and deleted files', () => {
  const files = parseDiff([
    'diff --git a/lib/a.js b/lib/a.js',
    'index 1111111..2222222 100644',
    '--- a/lib/a.js',
    '+++ b/lib/a.js',
    '@@ -3,3 +3,4 @@ function f() {',
    ' one',
    '-two',
    '+TWO',
    '+three',
    ' four',
    '\\ No newline at end of file',
    'diff --git a/lib/new.js b/lib/new.js',
    'new file mode 100644',
    '--- /dev/null',
    '+++ b/lib/new.js',
    '@@ -0,0 +1 @@',
    '+x',
    '',
  ].join('\n'));
  assert.deepEqual(files.map((f) => [f.oldPath, f.newPath]), [['lib/a.js', 'lib/a.js'], [null, 'lib/new.js']]);
  assert.deepEqual(files[0].hunks[0].lines, [
    { kind: ' ', text: 'one', oldLine: 3, newLine: 3 },
    { kind: '-', text: 'two', oldLine: 4, newLine: null },
    { kind: '+', text: 'TWO', oldLine: null, newLine: 4 },
    { kind: '+', text: 'three', oldLine: null, newLine: 5 },
    { kind: ' ', text: 'four', oldLine: 5, newLine: 6 },
  ]);
  assert.deepEqual(touched(files[0]), { removed: [4], insertions: [{ after: 4, text: ['TWO', 'three'] }] });
});

test('parseDiff: what is not a unified diff is refused with its line named', () => {
  assert.throws(() => parseDiff('--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n*b\n'),
    (err) => err instanceof DiffError && /^line 5 of the diff: a hunk line must begin with/.test(err.message));
  assert.throws(() => parseDiff('--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n'), /ends inside a hunk/);
  assert.throws(() => parseDiff('@@ -1 +1 @@\n-a\n+b\n'), /line 1 of the diff: a hunk before its file's/);
  assert.throws(() => parseDiff('--- a/x\nnot plus\n'), /line 2 of the diff: a '--- ' line must be followed/);
  assert.deepEqual(parseDiff('a commit message\nwith no diff in it\n'), []);
});

test('builtinId: lib/ files only, internal ones with their path', () => {
  assert.equal(builtinId('lib/string_decoder.js'), 'string_decoder');
  assert.equal(builtinId('lib/internal/streams/readable.js'), 'internal/streams/readable');
  assert.equal(builtinUrl('internal/util'), 'node:internal/util');
  for (const other of ['src/node_buffer.cc', 'lib/../x.js', 'benchmark/a.js', 'lib/a.mjs', 'test/lib/a.js']) {
    assert.equal(builtinId(other), null, other);
  }
});

/**
 * A git repository whose lib/string_decoder.js is the release's own source,
 * edited by `edit` (line by line), and git's diff of the edit.
 * @param {string} source
 * @param {(lines: string[]) => void} edit
 */
function gitDiff(source, edit) {
  const dir = tempDir('nba-reach-diff-');
  const git = (...args) => {
    const result = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    return result.stdout;
  };
  fs.mkdirSync(path.join(dir, 'lib'));
  const file = path.join(dir, 'lib', 'string_decoder.js');
  fs.writeFileSync(file, source);
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'base');
  const lines = source.split('\n');
  edit(lines);
  fs.writeFileSync(file, lines.join('\n'));
  return git('diff');
}

/** The index of the line that begins a function, by its text. */
function lineIndex(lines, pattern) {
  const index = lines.findIndex((line) => pattern.test(line));
  assert.notEqual(index, -1, `no line matches ${pattern}`);
  return index;
}

for (const version of [NODE_22, NODE_24, NODE_26]) {
  test(`Node ${version}: a diff of its own lib/string_decoder.js names the functions it changes, new ones with their callers`, RELEASES, async () => {
    const node = await nodeRelease(version);
    const probed = probeBuiltins(node, ['string_decoder'], tempDir('nba-reach-probe-'));
    const source = /** @type {string} */ (probed.sources.get('string_decoder'));
    const functions = /** @type {any[]} */ (probed.functions.get('string_decoder'));
    // Hand-checked against the release's source: write, end and text are
    // assigned to StringDecoder.prototype; lastChar has a getter.
    assert.ok(functions.some((fn) => fn.name === 'write') && functions.some((fn) => fn.name === 'text'));
    const diff = gitDiff(source, (lines) => {
      // Inside text(): its first line of body changes.
      const text = lineIndex(lines, /^StringDecoder\.prototype\.text = function text\(/);
      lines[text + 1] += ' // changed';
      // Inside end(): a line is added after its first.
      const end = lineIndex(lines, /^StringDecoder\.prototype\.end = function end\(/);
      lines.splice(end + 1, 0, '  void 0;');
      // A new function before write(), called from write().
      const write = lineIndex(lines, /^StringDecoder\.prototype\.write = function write\(/);
      lines.splice(write + 1, 0, '  helper(buf);');
      lines.splice(write, 0, 'function helper(value) {', '  return value;', '}', 'const LIMIT = 10;', '');
      // Inside the lastChar getter.
      const lastChar = lineIndex(lines, /^ {2}lastChar: \{$/);
      const getter = lines.findIndex((line, i) => i > lastChar && /^\s+get\(\) \{$/.test(line));
      lines[getter + 1] += ' // changed';
    });
    const [file] = parseDiff(diff);
    assert.equal(file.oldPath, 'lib/string_decoder.js');
    const changes = changedFunctions({ file: file.oldPath, source, functions, touched: touched(file) });
    assert.deepEqual(changes.changed.map((c) => c.name),
      ['StringDecoder.prototype.write', 'StringDecoder.prototype.end', 'StringDecoder.prototype.text', 'get lastChar']);
    for (const c of changes.changed) {
      assert.match(source.split('\n')[c.line - 1], c.name === 'get lastChar' ? /get\(\) \{/ : new RegExp(`function ${c.name.split('.').at(-1)}\\(`));
    }
    assert.deepEqual(changes.added, [{ file: 'lib/string_decoder.js', name: 'helper', callers: ['StringDecoder.prototype.write'] }]);
    assert.equal(changes.topLevel, false, 'a new function and a constant run nothing at load');
    // A require at the top level changes what loading the module does.
    const required = gitDiff(source, (lines) => lines.splice(lineIndex(lines, /^function StringDecoder\(/), 0, "require('fs');", ''));
    const [top] = parseDiff(required);
    const loaded = changedFunctions({ file: 'lib/string_decoder.js', source, functions, touched: touched(top) });
    assert.deepEqual([loaded.changed, loaded.added, loaded.topLevel], [[], [], true]);
  });
}
