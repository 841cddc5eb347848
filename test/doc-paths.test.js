// Every path a comment or a doc names is a file or folder of this repository,
// and nothing cites notes kept outside it: a citation of a file that moved,
// or that the repository never had, sends the reader nowhere.
//
// What is read:
// - the comments of the code in src/, benchmark/, scripts/, test/, .ci/,
//   .github/ and action.yml: `//` and `/* */` in JavaScript, found by ESLint's
//   parser, so that a string, a template or a regular expression is never
//   taken for one; `#` in shell scripts and YAML. Strings are never read: a
//   test may name a missing file on purpose;
// - the whole text of the markdown files: README.md, SECURITY.md, docs/.
// Left out: test/fixtures/, whose files stand for other trees (a node
// checkout, Node core's harness) and name those trees' paths; and
// CHANGELOG.md, which records what was, old names included.
//
// What counts as a path named (namedPaths):
// - a word of letters, digits, `_`, `.`, `-` and `/`, with a `/` in it, whose
//   first part is a folder of the repository. A top folder (`src/`,
//   `docs/`...) says the path is from the root, where it must exist. A folder
//   further in (`helpers/`, `_lib/`) says it is the end of a longer path:
//   some path of the repository must end with it (`helpers/temp.js` is
//   test/helpers/temp.js);
// - not a benchmark category's name as a first part: `buffers/buffer-fill.js`
//   is a benchmark's name, as compare.js's CSV writes it, in whichever
//   benchmark directory runs;
// - not a word whose extension no file of the repository has: `src/node.cc`
//   is a file of a node checkout;
// - not a URL, nor a word with `<`, `{`, `*`, `$`, `~` or `@` in it
//   (placeholders, globs, packages), nor one that starts with `/`, `./` or
//   `../` (absolute, or relative to where a command runs);
// - a bare upper-case markdown name (`SECURITY.md`): some markdown file of the
//   repository must have it;
// - in markdown, the target of a relative link, from the file's folder.
// ALLOWED, below, names the few paths of other trees that the rule would
// still take for ours, each with why.
//
// The repository is read from the disk when the test runs (readTree), not
// from a list: a file that moves is checked where it now is.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import { repoRoot } from './helpers/bench-dir.js';

/** Paths of other trees that look like ours, each with why it is named. */
const ALLOWED = [
  { paths: ['BUILDING.md'], why: "Node.js's build guide, in the node checkout the Action builds" },
  { paths: ['test/common', 'test/common/benchmark.js', 'test/benchmark'],
    why: "Node core's test helpers and its tests of benchmark files, in a node checkout" },
  { paths: ['benchmark/fixtures/', 'src/api/', 'src/crypto/'],
    why: "folders of a node checkout, in docs/auto.md's table of what a changed file leads to" },
];
const allowed = new Set(ALLOWED.flatMap((entry) => entry.paths));

// Notes we kept outside the repository, never to be cited. Built from parts so
// that this file does not name them itself.
const NOTES = ['STATISTICS', 'DESIGN', 'NODE-HARNESS'].map((name) => `${name}.md`);
const NOTE = new RegExp(`(?<![\\w.-])(?:${NOTES.map((n) => n.replace('.', '\\.')).join('|')})(?![\\w-])`, 'g');

// Not part of the repository: git's, the dependencies, the caches (.gitignore).
const OUTSIDE = new Set(['.git', 'node_modules', '.cache']);
const CODE_ROOTS = ['src/', 'benchmark/', 'scripts/', 'test/', '.ci/', '.github/'];
const FIXTURES = 'test/fixtures/';

/**
 * @typedef {{ paths: Set<string>, endings: Set<string>, top: Set<string>, inner: Set<string>,
 *   extensions: Set<string>, markdown: Set<string> }} Tree
 * paths: every file and folder, from the root; endings: every path's ends at a `/`; top: the top
 * folders; inner: the names of the folders further in (benchmark categories and test/fixtures/
 * excepted); extensions: those of the files outside test/fixtures/; markdown: the names of the
 * markdown files
 */

/**
 * The tree of a list of files (repository-relative, `/`-separated).
 * @param {string[]} files
 * @returns {Tree}
 */
export function treeOf(files) {
  const paths = new Set();
  const endings = new Set();
  const top = new Set();
  const inner = new Set();
  const extensions = new Set();
  const markdown = new Set();
  const categories = new Set(files.map((f) => f.split('/')).filter((parts) => parts[0] === 'benchmark' && parts.length > 2)
    .map((parts) => parts[1]).filter((name) => !/^[._]/.test(name) && name !== 'fixtures'));
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i++) paths.add(parts.slice(0, i).join('/'));
    if (parts.length > 1) top.add(parts[0]);
    if (file.endsWith('.md')) markdown.add(parts[parts.length - 1]);
    if (file.startsWith(FIXTURES)) continue;
    for (const folder of parts.slice(1, -1)) if (!categories.has(folder)) inner.add(folder);
    const extension = /\.(\w+)$/.exec(parts[parts.length - 1]);
    if (extension) extensions.add(extension[1]);
  }
  for (const each of paths) {
    const parts = each.split('/');
    for (let i = 0; i < parts.length; i++) endings.add(parts.slice(i).join('/'));
  }
  return { paths, endings, top, inner, extensions, markdown };
}

/**
 * The repository's files as they are on the disk now (not OUTSIDE, nor links).
 * @param {string} root
 * @returns {string[]}
 */
export function readFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (OUTSIDE.has(entry.name) || entry.name.endsWith('.log')) continue;
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile()) files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

/**
 * The paths a text names, by the rule at the top of this file, each with its
 * offset in the text. Markdown links are linkTargets'.
 * @param {string} text
 * @param {Tree} tree
 * @returns {Array<{ path: string, index: number, kind: 'root' | 'ending' | 'markdown' }>}
 */
export function namedPaths(text, tree) {
  const withoutUrls = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)>\]`'"]*/gi, (url) => ' '.repeat(url.length));
  const found = [];
  for (const match of withoutUrls.matchAll(/[\w./<>{}*$~@-]+/g)) {
    const word = match[0].replace(/\.+$/, '');
    if (/[<>{}*$~@]/.test(word) || /^(\/|\.\.?\/)/.test(word)) continue;
    if (!word.includes('/')) {
      if (/^[A-Z][A-Z0-9_-]*\.md$/.test(word)) found.push({ path: word, index: match.index, kind: 'markdown' });
      continue;
    }
    const parts = word.split('/');
    const extension = /\.(\w+)$/.exec(parts[parts.length - 1] || '');
    if (extension && !tree.extensions.has(extension[1])) continue;
    if (tree.top.has(parts[0])) found.push({ path: word, index: match.index, kind: 'root' });
    else if (tree.inner.has(parts[0])) found.push({ path: word, index: match.index, kind: 'ending' });
  }
  return /** @type {Array<{ path: string, index: number, kind: 'root' | 'ending' | 'markdown' }>} */ (found);
}

/**
 * The relative link targets of a markdown text (outside code), each with its offset.
 * @param {string} text
 */
export function linkTargets(text) {
  const prose = text.replace(/^ *```[\s\S]*?^ *```/gm, (code) => code.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({ target: m[1], index: m.index }))
    .filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

/**
 * What is wrong with the paths a text names (the rule at the top of this
 * file), each as `file:line: path: why`.
 * @param {string} text
 * @param {{ file: string, tree: Tree, markdown?: boolean, offset?: (index: number) => number }} options
 *   file: the text's, repository-relative; markdown: check its links too; offset: the line of an
 *   index (default: counted in `text`)
 * @returns {string[]}
 */
export function pathProblems(text, { file, tree, markdown = false, offset }) {
  const lineOf = offset ?? ((index) => text.slice(0, index).split('\n').length);
  const problems = [];
  const say = (index, name, why) => problems.push(`${file}:${lineOf(index)}: ${name}: ${why}`);
  for (const { path: name, index, kind } of namedPaths(text, tree)) {
    if (allowed.has(name)) continue;
    const bare = name.replace(/\/$/, '');
    if (kind === 'root' && !tree.paths.has(bare)) say(index, name, 'no such file or folder from the repository\'s root');
    if (kind === 'ending' && !tree.endings.has(bare)) say(index, name, 'no path of the repository ends with it');
    if (kind === 'markdown' && !tree.markdown.has(name)) say(index, name, 'no markdown file of the repository has this name');
  }
  if (markdown) {
    for (const { target, index } of linkTargets(text)) {
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target.split('#')[0]));
      if (!tree.paths.has(resolved.replace(/\/$/, ''))) say(index, target, `the link's target ${resolved} does not exist`);
    }
  }
  return problems;
}

/**
 * Where a text cites the notes kept outside the repository, as `file:line: name`.
 * @param {string} text
 * @param {string} file
 */
export function noteCitations(text, file) {
  return [...text.matchAll(NOTE)].map((m) => `${file}:${text.slice(0, m.index).split('\n').length}: ${m[0]}`);
}

/**
 * pathProblems of one comment, with the lines of the file.
 * @param {{ text: string, line: number }} comment  its text and first line
 * @param {string} file
 * @param {Tree} tree
 */
export function commentProblems(comment, file, tree) {
  const offset = (index) => comment.line + comment.text.slice(0, index).split('\n').length - 1;
  return pathProblems(comment.text, { file, tree, offset });
}

const linter = new Linter();

/**
 * The comments of a JavaScript file, each with its first line, as ESLint's
 * parser finds them (an ES module, else CommonJS). null when neither parses.
 * @param {string} text
 * @returns {Array<{ text: string, line: number }> | null}
 */
export function jsComments(text) {
  for (const sourceType of /** @type {const} */ (['module', 'commonjs'])) {
    const messages = linter.verify(text, [{ languageOptions: { ecmaVersion: 'latest', sourceType } }]);
    if (messages.some((m) => m.fatal)) continue;
    return linter.getSourceCode().getAllComments().map((c) => ({ text: c.value, line: c.loc?.start.line ?? 1 }));
  }
  return null;
}

/**
 * The `#` comments of a shell script or a YAML file: from a `#` at a line's
 * start or after a blank, outside quotes, to the line's end.
 * @param {string} text
 * @returns {Array<{ text: string, line: number }>}
 */
export function hashComments(text) {
  const comments = [];
  text.split('\n').forEach((line, i) => {
    let quote = '';
    for (let at = 0; at < line.length; at++) {
      const c = line[at];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '#' && (at === 0 || /\s/.test(line[at - 1]))) {
        comments.push({ text: line.slice(at + 1), line: i + 1 });
        break;
      }
    }
  });
  return comments;
}

/**
 * The comments of one file of the code, or null when it has none we read.
 * @param {string} file
 * @param {string} text
 */
function commentsOf(file, text) {
  if (/\.[cm]?js$/.test(file)) {
    const comments = jsComments(text);
    assert.ok(comments, `${file}: neither an ES module nor CommonJS ESLint can parse`);
    return comments;
  }
  if (/\.(sh|ya?ml)$/.test(file) || /^#!.*\b(ba|da)?sh\b/.test(text.slice(0, text.indexOf('\n')))) return hashComments(text);
  return null;
}

const files = readFiles(repoRoot);
const tree = treeOf(files);
const read = (file) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

// ---------------------------------------------------------------------------
// The checker, on planted text.

const PLANTED = treeOf(['src/a.js', 'src/machine/git.js', 'benchmark/common.js', 'benchmark/buffers/buffer-compare.js',
  'benchmark/_lib/stats/basic.js', 'test/helpers/temp.js', 'docs/cli.md', 'README.md', 'dist/index.js']);

test('a comment naming a missing file is found, with its line; the same path in a string is not', () => {
  const code = [
    "const where = 'src/gone.js'; // src/machine/git.js runs git",
    '/* The statistics: benchmark/_lib/stats/basic.js and',
    ' * src/gone.js, which moved. */',
    'const pattern = /src\\/gone2\\.js/;',
    'const template = `helpers/gone.js ${where}`;',
  ].join('\n');
  const comments = jsComments(code);
  assert.ok(comments);
  const problems = comments.flatMap((c) => commentProblems(c, 'src/a.js', PLANTED));
  assert.deepEqual(problems, ["src/a.js:3: src/gone.js: no such file or folder from the repository's root"]);
});

test('a path from a folder further in must end some path: helpers/temp.js is found, helpers/gone.js is not', () => {
  assert.deepEqual(pathProblems('see helpers/temp.js and helpers/gone.js, and _lib/stats/basic.js', { file: 'test/x.js', tree: PLANTED }),
    ['test/x.js:1: helpers/gone.js: no path of the repository ends with it']);
});

test('benchmark names, other trees\' files, URLs, placeholders and relative commands are not paths of ours', () => {
  const text = [
    'buffers/buffer-fill.js n=1 regressed; node src/node.cc and lib/buffer.js of a node checkout;',
    'https://github.com/nodejs/node/blob/main/benchmark/gone.js; benchmark/<category>/x.js;',
    'test/*.test.js; ./src/gone.js; ../docs/gone.md; /src/gone.js; ${dir}/src/gone.js; @octokit/gone.js',
  ].join('\n');
  assert.deepEqual(pathProblems(text, { file: 'docs/x.md', tree: PLANTED }), []);
});

test('a folder, a path at the end of a sentence, and a top-level markdown name are checked too', () => {
  const text = 'In docs/ and src/machine/. Not in src/gone/. See README.md, not CONTRIBUTING.md. Then docs/cli.md.';
  assert.deepEqual(pathProblems(text, { file: 'src/a.js', tree: PLANTED }), [
    "src/a.js:1: src/gone/: no such file or folder from the repository's root",
    'src/a.js:1: CONTRIBUTING.md: no markdown file of the repository has this name',
  ]);
});

test('a relative markdown link must reach a file from the doc\'s folder; code and anchors are left alone', () => {
  const text = '[cli](cli.md#options) [readme](../README.md) [gone](gone.md)\n`[x](nowhere.md)` [top](#top) [gh](https://x.y/z.md)\n';
  assert.deepEqual(pathProblems(text, { file: 'docs/a.md', tree: PLANTED, markdown: true }),
    ['docs/a.md:1: gone.md: the link\'s target docs/gone.md does not exist']);
});

test('the allow-list lets through the node checkout\'s paths it names, and nothing else', () => {
  assert.deepEqual(pathProblems('BUILDING.md, test/common/benchmark.js, src/api/, test/commons', { file: 'docs/a.md', tree: PLANTED }),
    ["docs/a.md:1: test/commons: no such file or folder from the repository's root"]);
  for (const { paths, why } of ALLOWED) {
    assert.ok(why.length > 20, 'every entry says why');
    for (const name of paths) assert.equal(tree.paths.has(name.replace(/\/$/, '')), false, `${name} is ours now: drop it`);
  }
});

test('the notes kept outside the repository are found wherever a text names them', () => {
  const [statistics, , harness] = NOTES;
  const text = `// see ${statistics} §14\nsee docs/statistics.md\n- (${harness}, section 2)\n`;
  assert.deepEqual(noteCitations(text, 'x.js'), [`x.js:1: ${statistics}`, `x.js:3: ${harness}`]);
  assert.deepEqual(noteCitations('docs/design.md, OLD-DESIGN.md', 'x.js'), []);
});

test('shell and YAML comments: from a # at a line\'s start or after a blank, outside quotes', () => {
  assert.deepEqual(hashComments('# one\nrun: echo "#no" \'#no\' x#no # two\n  - a # three'), [
    { text: ' one', line: 1 }, { text: ' two', line: 2 }, { text: ' three', line: 3 }]);
});

// ---------------------------------------------------------------------------
// The repository.

test('the tree is read from the disk: the folders and extensions the rule relies on are there', () => {
  for (const name of ['src', 'benchmark', 'test', 'docs', 'scripts', '.github']) assert.ok(tree.top.has(name), name);
  for (const name of ['helpers', '_lib', 'machine']) assert.ok(tree.inner.has(name), name);
  assert.equal(tree.inner.has('string_decoder'), false, 'a benchmark category is not a folder of paths');
  for (const extension of ['js', 'md', 'yml', 'json']) assert.ok(tree.extensions.has(extension), extension);
  assert.equal(tree.extensions.has('cc'), false);
  assert.ok(files.includes('test/doc-paths.test.js'));
});

test('every path a comment of the code names exists in the repository', () => {
  const code = files.filter((f) => (CODE_ROOTS.some((root) => f.startsWith(root)) || f === 'action.yml') &&
    !f.startsWith(FIXTURES) && !f.endsWith('.md'));
  let comments = 0;
  const problems = code.flatMap((file) => (commentsOf(file, read(file)) ?? []).flatMap((c) => {
    comments++;
    return commentProblems(c, file, tree);
  }));
  assert.ok(comments > 5000, `${comments} comments read`);
  assert.deepEqual(problems, []);
});

test('every path a doc names exists, and every relative link reaches a file', () => {
  const docs = files.filter((f) => f.endsWith('.md') && f !== 'CHANGELOG.md' && !f.startsWith(FIXTURES));
  assert.ok(docs.includes('README.md') && docs.includes('docs/statistics.md'));
  const problems = docs.flatMap((file) => pathProblems(read(file), { file, tree, markdown: true }));
  assert.deepEqual(problems, []);
});

test('no file cites the notes kept outside the repository, but CHANGELOG.md\'s history', () => {
  const problems = files.filter((f) => f !== 'CHANGELOG.md').flatMap((file) => {
    const bytes = fs.readFileSync(path.join(repoRoot, file));
    return bytes.subarray(0, 8000).includes(0) ? [] : noteCitations(bytes.toString('utf8'), file);
  });
  assert.deepEqual(problems, []);
});
