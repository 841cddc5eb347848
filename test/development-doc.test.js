// docs/development.md's "Where things are" names every module: each .js file
// of src/ and benchmark/_lib/ (at any depth) and each file at benchmark/*.js,
// and names none that does not exist. A module added, moved or renamed
// without the map fails here, saying which line of the doc to change.
//
// The rule, as the layout is written: it lists files per folder. A line that
// starts before the description column begins an entry, and lines indented
// to that column continue it. An entry `name/` is a folder (inside the folder
// one level of indentation up), `(root)` is the files of the folder it sits
// in, and a file's own line (`index.js`) belongs to the folder above it.
// A module is named when its file name, written bare (`sysfs.js`, not
// `machine/sysfs.js`), is in an entry of its own folder. A bare name in a
// folder's entry must be a file of that folder, so a file of another folder
// is written with its path from the repository's root (`benchmark/compare.js`),
// and such a path must exist too.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/bench-dir.js';

const DOC = 'docs/development.md';
const HEADING = '## Where things are';

/** A file name written bare: not part of a path, a longer name or a word. */
const BARE = /(?<![\w./-])([\w-]+\.js)(?![\w-])/g;
/** A module written with its path from the repository's root. */
const PATH = /(?<![\w./-])((?:src|benchmark)\/[\w./-]*?\.js)(?![\w-])/g;

/**
 * @typedef {{ number: number, text: string }} Line  a line of the doc, numbered from 1
 * @typedef {{ folder: string, head: string, indent: number, lines: Line[] }} Entry
 *   `folder`: the folder the entry lists, from the repository's root with a
 *   trailing slash ('' for the root itself); `head`: its first word
 */

/** Where the layout's descriptions start: after the first entry's name and its padding. @param {Line[]} lines */
const descriptionColumn = (lines) => /^\S+ +/.exec(lines[0]?.text ?? '')?.[0].length ?? 0;

/** The bare file names in a text. @param {string} text */
const bareNames = (text) => [...text.matchAll(BARE)].map((m) => m[1]);

/**
 * The layout's code block: its lines, numbered as in the doc.
 * @param {string} doc
 * @returns {Line[]}
 */
function layoutLines(doc) {
  const lines = doc.split('\n');
  const heading = lines.indexOf(HEADING);
  assert.notEqual(heading, -1, `${DOC} has the section "${HEADING}"`);
  const open = lines.findIndex((line, i) => i > heading && line.startsWith('```'));
  const close = lines.findIndex((line, i) => i > open && line.startsWith('```'));
  assert.ok(open !== -1 && close !== -1, `"${HEADING}" holds a code block`);
  return lines.slice(open + 1, close).map((text, i) => ({ number: open + 2 + i, text }));
}

/**
 * The entries of the layout, each with the folder it lists.
 * @param {Line[]} lines
 * @returns {Entry[]}
 */
function layoutEntries(lines) {
  const column = descriptionColumn(lines);
  assert.ok(column > 0, `the layout's first line is a name, then its description: '${lines[0]?.text}'`);
  /** @type {Entry[]} */
  const entries = [];
  /** @type {string[]} the folder open at each depth */
  const open = [];
  for (const line of lines) {
    const indent = /^ */.exec(line.text)?.[0].length ?? 0;
    if (line.text.trim() === '') continue;
    if (indent >= column) {
      entries.at(-1)?.lines.push(line);
      continue;
    }
    const head = line.text.trim().split(/\s+/)[0];
    const depth = indent / 2;
    const above = depth === 0 ? '' : open[depth - 1] ?? '';
    let folder = above;
    if (head.endsWith('/')) {
      folder = above + head;
      open.length = depth;
      open[depth] = folder;
    }
    entries.push({ folder, head, indent, lines: [line] });
  }
  return entries;
}

/** The modules: every .js file under src/ and benchmark/_lib/, and those at benchmark/. */
function modules() {
  const under = (dir) => fs.readdirSync(path.join(repoRoot, dir), { recursive: true }).map(String)
    .filter((f) => f.endsWith('.js')).map((f) => `${dir}/${f.split(path.sep).join('/')}`);
  const tools = fs.readdirSync(path.join(repoRoot, 'benchmark')).filter((f) => f.endsWith('.js'))
    .map((f) => `benchmark/${f}`);
  return [...under('src'), ...under('benchmark/_lib'), ...tools].sort();
}

/** What a module says it owns: the first sentence of its header comment, for the line to add. */
function header(file) {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  const comment = /^(?:'use strict';\s*)?((?:\/\/.*\n)+)/.exec(text)?.[1] ?? '';
  const words = comment.split('\n').map((l) => l.replace(/^\/\/ ?/, '').trim()).join(' ').trim();
  const sentence = /^.*?\.(?=\s|$)/.exec(words)?.[0] ?? words;
  return sentence.length > 100 ? `${sentence.slice(0, 99)}…` : sentence;
}

/**
 * What to add to the layout for the modules it does not name, by folder:
 * the entry to add them to, or the line to add.
 * @param {Entry[]} entries
 * @param {string[]} files
 * @param {(file: string) => string} [owns]  what a file says it owns
 * @returns {string[]}
 */
function unnamed(entries, files, owns = header) {
  /** @type {Map<string, string[]>} */
  const missing = new Map();
  for (const file of files) {
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    const name = file.slice(folder.length);
    if (entries.some((e) => e.folder === folder && e.lines.some((l) => bareNames(l.text).includes(name)))) continue;
    missing.set(folder, [...(missing.get(folder) ?? []), name]);
  }
  const column = descriptionColumn(entries[0]?.lines ?? []);
  const said = [];
  for (const [folder, names] of missing) {
    const hint = names.map((n) => `${n} (its header: "${owns(folder + n)}")`).join('; ');
    const mine = entries.filter((e) => e.folder === folder);
    const oneALine = mine.filter((e) => !e.head.endsWith('/') && e.head !== '(root)');
    const listing = mine.find((e) => e.head.endsWith('/') || e.head === '(root)');
    if (oneALine.length > 0) {
      // A folder whose files have a line each (src/): one more line, after its last.
      const { indent, lines } = /** @type {Entry} */ (oneALine.at(-1));
      for (const n of names) {
        said.push(`${folder}${n}: after ${DOC} line ${lines[lines.length - 1].number}, add the line ` +
          `'${' '.repeat(indent)}${n.padEnd(column - indent)}<what it owns>' (its header: "${owns(folder + n)}")`);
      }
    } else if (listing) {
      said.push(`${folder}: in the entry '${listing.lines[0].text.trim().split(/\s{2,}/)[0]}' at ${DOC} line ` +
        `${listing.lines[0].number}, name ${names.join(', ')}: ${hint}`);
    } else {
      // A folder the layout does not have: a line of its own, after the last of its parent's.
      const parent = folder.slice(0, folder.slice(0, -1).lastIndexOf('/') + 1);
      const around = entries.filter((e) => e.folder.startsWith(parent) && e.folder !== '');
      const last = around.at(-1)?.lines.at(-1)?.number ?? entries.at(-1)?.lines.at(-1)?.number;
      const indent = ' '.repeat(2 * (parent.split('/').length - 1));
      said.push(`${folder}: after ${DOC} line ${last}, add the line ` +
        `'${indent}${folder.slice(parent.length).padEnd(column - indent.length)}<what it holds>: ${names.join(', ')}' ` +
        `(${hint})`);
    }
  }
  return said;
}

/**
 * The names the layout gives that are not files: a bare name in an entry of
 * src/ or benchmark/ that is not a file of the entry's folder, and a path
 * from the root (src/…, benchmark/…) that does not exist.
 * @param {Entry[]} entries
 * @param {(file: string) => boolean} [exists]
 * @returns {string[]}
 */
function unknown(entries, exists = (file) => fs.existsSync(path.join(repoRoot, file))) {
  const said = [];
  for (const entry of entries) {
    const checked = entry.folder.startsWith('src/') || entry.folder.startsWith('benchmark/');
    for (const line of entry.lines) {
      for (const name of checked ? bareNames(line.text) : []) {
        if (!exists(entry.folder + name)) {
          said.push(`${DOC} line ${line.number} names ${name} among the files of ${entry.folder}, where there is ` +
            `none: name the file as it is now, or write a file of another folder with its path`);
        }
      }
      for (const [, file] of line.text.matchAll(PATH)) {
        if (!exists(file)) said.push(`${DOC} line ${line.number} names ${file}, which does not exist`);
      }
    }
  }
  return said;
}

const entries = layoutEntries(layoutLines(fs.readFileSync(path.join(repoRoot, DOC), 'utf8')));

test(`${DOC}'s "Where things are" names every module of src/ and benchmark/_lib/, and every file at benchmark/`, () => {
  // What the check stands on: the layout has the folders the modules are in.
  for (const folder of ['src/', 'src/machine/', 'benchmark/', 'benchmark/_lib/', 'benchmark/_lib/stats/']) {
    assert.ok(entries.some((e) => e.folder === folder), `the layout has ${folder}: ${entries.map((e) => e.folder)}`);
  }
  const files = modules();
  assert.ok(files.length > 100, `${files.length} modules`);
  const said = unnamed(entries, files);
  assert.ok(said.length === 0, `${DOC} does not name ${said.length === 1 ? 'a module' : 'these modules'}:\n` +
    said.join('\n'));
});

test(`${DOC}'s "Where things are" names no module that does not exist`, () => {
  const said = unknown(entries);
  assert.ok(said.length === 0, said.join('\n'));
});

test('the layout is read as written: folders by indentation, (root) its own folder, a file\'s line the folder above', () => {
  const layout = [
    'action.yml            the interface',
    'src/',
    '  index.js            the entry (src/index.js)',
    '  machine/            sysfs.js (the record), compare.js (runs benchmark/compare.js),',
    '                      gone.js',
    'benchmark/            common.js, compare.js',
    '  _lib/               our library (test/layers.test.js)',
    '    (root)            text.js',
    '    charts/           text.js, svg.js',
    '    stats/            basic.js',
    'scripts/              demo.js',
  ];
  const lines = layoutEntries(layout.map((text, i) => ({ number: 101 + i, text })));
  assert.deepEqual(lines.map((e) => [e.folder, e.head, e.lines.map((l) => l.number)]), [
    ['', 'action.yml', [101]], ['src/', 'src/', [102]], ['src/', 'index.js', [103]],
    ['src/machine/', 'machine/', [104, 105]], ['benchmark/', 'benchmark/', [106]],
    ['benchmark/_lib/', '_lib/', [107]], ['benchmark/_lib/', '(root)', [108]],
    ['benchmark/_lib/charts/', 'charts/', [109]], ['benchmark/_lib/stats/', 'stats/', [110]],
    ['scripts/', 'scripts/', [111]],
  ]);
  const files = ['src/index.js', 'src/paths.js', 'src/machine/sysfs.js', 'src/machine/compare.js', 'src/machine/lock.js',
    'src/modes/run.js', 'benchmark/common.js', 'benchmark/compare.js', 'benchmark/history.js', 'benchmark/_lib/text.js',
    'benchmark/_lib/charts/text.js', 'benchmark/_lib/charts/svg.js', 'benchmark/_lib/stats/basic.js'];
  const owns = (file) => `what ${file} owns`;
  assert.deepEqual(unnamed(lines, files, owns), [
    `src/paths.js: after ${DOC} line 103, add the line '  paths.js            <what it owns>' ` +
      '(its header: "what src/paths.js owns")',
    `src/machine/: in the entry 'machine/' at ${DOC} line 104, name lock.js: ` +
      'lock.js (its header: "what src/machine/lock.js owns")',
    `src/modes/: after ${DOC} line 105, add the line '  modes/              <what it holds>: run.js' ` +
      '(run.js (its header: "what src/modes/run.js owns"))',
    `benchmark/: in the entry 'benchmark/' at ${DOC} line 106, name history.js: ` +
      'history.js (its header: "what benchmark/history.js owns")',
  ]);
  assert.deepEqual(unknown(lines, (file) => files.includes(file)), [
    `${DOC} line 105 names gone.js among the files of src/machine/, where there is none: name the file as it is ` +
      'now, or write a file of another folder with its path',
  ]);
  assert.deepEqual(unknown(lines, (file) => file !== 'benchmark/compare.js' && files.includes(file)), [
    `${DOC} line 104 names benchmark/compare.js, which does not exist`,
    `${DOC} line 105 names gone.js among the files of src/machine/, where there is none: name the file as it is ` +
      'now, or write a file of another folder with its path',
    `${DOC} line 106 names compare.js among the files of benchmark/, where there is none: name the file as it is ` +
      'now, or write a file of another folder with its path',
  ]);
});
