// The layers of src/ and benchmark/: every import runs down (to a lower
// layer, or within its own folder), no files import each other in a loop,
// and no folder grows past what a reader takes in at a glance. The ranks
// below are the architecture that docs/development.md draws; a new folder
// must be given its place here before anything may import it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Lowest first. A file's layer is the first entry whose pattern matches its
// path; within a layer, a file imports only files of its own folder.
const LAYERS = [
  // Node core's harness files that ours build on (common.js's helpers).
  { name: 'harness', match: /^benchmark\/_(?!cli\.js$)[^/]+\.js$/ },
  { name: '_lib primitives', match: /^benchmark\/_lib\/[^/]+\.js$/ },
  { name: '_lib data', match: /^benchmark\/_lib\/data\// },
  { name: '_lib stats', match: /^benchmark\/_lib\/stats\// },
  { name: '_lib words', match: /^benchmark\/_lib\/words\// },
  { name: '_lib charts', match: /^benchmark\/_lib\/charts\// },
  { name: '_lib run', match: /^benchmark\/_lib\/run\// },
  { name: '_lib reach', match: /^benchmark\/_lib\/reach\// },
  { name: '_lib history', match: /^benchmark\/_lib\/history\// },
  { name: '_lib tools', match: /^benchmark\/_lib\/tools\// },
  { name: 'benchmark harness', match: /^benchmark\/(_cli|common)\.js$/ },
  { name: 'benchmark tools and files', match: /^benchmark\// },
  { name: 'src primitives', match: /^src\/(paths|untrusted-text|cancel)\.js$/ },
  { name: 'src request', match: /^src\/request\// },
  { name: 'src results', match: /^src\/results\// },
  { name: 'src github, machine, report', match: /^src\/(github|machine|report)\// },
  { name: 'src settings', match: /^src\/settings(-problems)?\.js$/ },
  { name: 'src modes', match: /^src\/modes\// },
  { name: 'src action', match: /^src\/action\.js$/ },
  { name: 'src entry', match: /^src\/index\.js$/ },
];

/** @param {string} file  repository-relative, with / */
function layerOf(file) {
  const index = LAYERS.findIndex(({ match }) => match.test(file));
  assert.notEqual(index, -1, `${file} has no layer in test/layers.test.js`);
  return index;
}

function sourceFiles() {
  return ['src', 'benchmark'].flatMap((top) => fs.readdirSync(path.join(repoRoot, top), { recursive: true })
    .map((f) => `${top}/${String(f).split(path.sep).join('/')}`))
    .filter((f) => /\.(c|m)?js$/.test(f) && !f.includes('/fixtures/'));
}

const IMPORT = /\brequire\(\s*'(\.[^']+)'\s*\)|\bfrom\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g;

/**
 * The repository files a file imports by a literal relative name, comments
 * left out (a JSDoc type's import() is no import).
 * @param {string} file
 * @param {string} text
 */
function importsOf(file, text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').split('\n')
    .filter((line) => !/^\s*\/\//.test(line)).join('\n');
  return [...code.matchAll(IMPORT)].map((m) => m.slice(1).find(Boolean))
    .map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), /** @type {string} */ (spec))));
}

/** @param {Map<string, string[]>} graph */
function upwardImports(graph) {
  const problems = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    for (const target of targets) {
      if (target.startsWith('dist/') || target === 'package.json') continue;
      if (!graph.has(target)) continue;
      if (file.startsWith('benchmark/') && target.startsWith('src/')) {
        problems.push(`${file} imports ${target}: benchmark/ runs from a plain clone, without src/`);
        continue;
      }
      const to = layerOf(target);
      const sameFolder = path.posix.dirname(file) === path.posix.dirname(target);
      if (to > from || (to === from && !sameFolder)) {
        problems.push(`${file} (${LAYERS[from].name}) imports ${target} (${LAYERS[to].name})`);
      }
    }
  }
  return problems;
}

/** Each loop of files that import each other, as a path. @param {Map<string, string[]>} graph */
function cycles(graph) {
  const found = [];
  const state = new Map();
  /** @param {string} file  @param {string[]} trail */
  const visit = (file, trail) => {
    state.set(file, 'open');
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (state.get(target) === 'open') found.push([...trail.slice(trail.indexOf(target)), file, target].join(' -> '));
      else if (!state.has(target)) visit(target, [...trail, file]);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, []);
  return found;
}

function repositoryGraph() {
  return new Map(sourceFiles().map((file) => [file, importsOf(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'))]));
}

test('every import of src/ and benchmark/ runs down a layer, or stays in its folder', () => {
  const graph = repositoryGraph();
  assert.ok(graph.size > 100, `read ${graph.size} files`);
  assert.ok([...graph.values()].flat().length > 300, 'found the imports');
  assert.deepEqual(upwardImports(graph), []);
});

test('no files of src/ and benchmark/ import each other in a loop', () => {
  assert.deepEqual(cycles(repositoryGraph()), []);
});

test('no folder of src/ or benchmark/_lib holds more than 20 modules', () => {
  const folders = new Map();
  for (const file of sourceFiles().filter((f) => f.startsWith('src/') || f.startsWith('benchmark/_lib/'))) {
    const folder = path.posix.dirname(file);
    folders.set(folder, (folders.get(folder) ?? 0) + 1);
  }
  assert.deepEqual([...folders].filter(([, n]) => n > 20).map(([folder, n]) => `${folder}: ${n}`), []);
});

test('the checks find what they are for: an upward import, an import across a layer, a loop', () => {
  const graph = new Map([
    ['benchmark/_lib/stats/analysis.js', ['benchmark/_lib/words/verdict.js']],
    ['benchmark/_lib/words/verdict.js', ['benchmark/_lib/stats/analysis.js']],
    ['src/machine/git.js', ['src/report/comment.js']],
    ['src/report/comment.js', []],
    ['benchmark/_lib/text.js', ['src/paths.js']],
    ['src/paths.js', []],
  ]);
  assert.deepEqual(upwardImports(graph), [
    'benchmark/_lib/stats/analysis.js (_lib stats) imports benchmark/_lib/words/verdict.js (_lib words)',
    'src/machine/git.js (src github, machine, report) imports src/report/comment.js (src github, machine, report)',
    'benchmark/_lib/text.js imports src/paths.js: benchmark/ runs from a plain clone, without src/',
  ]);
  assert.deepEqual(cycles(graph), [
    'benchmark/_lib/stats/analysis.js -> benchmark/_lib/words/verdict.js -> benchmark/_lib/stats/analysis.js',
  ]);
  assert.deepEqual(importsOf('src/a/b.js', "// import x from './gone.js';\n/** @param {import('./t.js').T} t */\nimport y from '../c.js';\n"),
    ['src/c.js']);
});
