// SECURITY.md's table of what the pull request's code can reach: every row
// names the tests that back it, and those exist. A claim whose test is
// renamed or removed fails here instead of going on being claimed.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/bench-dir.js';

const security = fs.readFileSync(path.join(repoRoot, 'SECURITY.md'), 'utf8');

/** The rows of the table whose header starts with `| the pull request's code tries to |`. */
function reachRows() {
  const start = security.indexOf("\n| the pull request's code tries to |");
  assert.notEqual(start, -1, "SECURITY.md has the table of what the pull request's code can reach");
  const block = security.slice(start + 1, security.indexOf('\n\n', start + 1));
  const [header, , ...rows] = block.split('\n');
  const cells = (line) => line.split(' | ').map((cell) => cell.replace(/^\| ?| ?\|$/g, '').trim());
  return { header: cells(header), rows: rows.map(cells) };
}

/**
 * The tests a cell names: each `test/<name>.test.js`, with the quoted fragments of
 * test names that follow it in parentheses.
 * @param {string} cell
 */
function citations(cell) {
  return [...cell.matchAll(/`(test\/[\w-]+\.test\.js)`(?: \(([^)]*(?:\([^)]*\)[^)]*)*)\))?/g)].map(([, file, note]) => ({
    file, names: [...(note ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]) }));
}

test('every row of SECURITY.md\'s table names the tests that back it, and each named test exists', () => {
  const { header, rows } = reachRows();
  assert.equal(header.at(-1), 'backed by');
  assert.ok(rows.length >= 15, `${rows.length} rows`);
  for (const row of rows) {
    assert.equal(row.length, header.length, row[0]);
    const cited = citations(row.at(-1) ?? '');
    assert.ok(cited.length > 0, `"${row[0]}" names no test`);
    for (const { file, names } of cited) {
      const source = path.join(repoRoot, file);
      assert.ok(fs.existsSync(source), `${file}, named for "${row[0]}", exists`);
      const text = fs.readFileSync(source, 'utf8');
      for (const name of names) {
        // A name as the test file spells it: quotes in it may be escaped there.
        const spelled = [name, name.replaceAll("'", "\\'")];
        assert.ok(spelled.some((n) => text.includes(n)), `${file} has a test "${name}" (named for "${row[0]}")`);
      }
    }
  }
});

test('the citations are read as written: a file, and the test names quoted after it', () => {
  assert.deepEqual(citations('`test/a.test.js` ("x y", "z"), `test/b.test.js`'),
    [{ file: 'test/a.test.js', names: ['x y', 'z'] }, { file: 'test/b.test.js', names: [] }]);
  assert.deepEqual(citations('`test/a.test.js` (two runs: `sandbox: none`, then bwrap)'), [{ file: 'test/a.test.js', names: [] }]);
});
