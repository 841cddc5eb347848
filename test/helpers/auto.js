// `/benchmark auto` as the gate runs it: a benchmark directory's index, then
// the choice for a pull request's changed files. Shared by the tests of the
// request side (test/request-auto.test.js) and of the reply
// (test/report-auto.test.js).

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { indexBenchmarks } from '../../src/request/auto-index.js';
import { chooseCategories } from '../../src/request/auto.js';
import { repoRoot } from './bench-dir.js';
import { tempDir } from './temp.js';

/** A benchmark directory shaped like Node core's (every load form, helpers, fixtures). */
export const NODE_STYLE = path.join(repoRoot, 'test', 'fixtures', 'node-benchmark-dir');

/** The note AUTO_TABLE gives a change under deps/v8. */
export const V8_NOTE = 'V8 can move every benchmark, so no category stands out';

/**
 * `auto` on `files` (names, or list entries) against a benchmark directory.
 * @param {string} dir
 * @param {Array<string | import('../../src/request/auto.js').ChangedFile & { status?: string }>} files  as GitHub lists them
 * @param {{ cap?: number, truncated?: boolean }} [options]
 */
export function choose(dir, files, { cap = 3, truncated = false } = {}) {
  const index = indexBenchmarks(dir);
  const categories = Object.keys(index.categories);
  const entries = files.map((f) => (typeof f === 'string' ? { filename: f, status: 'modified' } : f));
  return chooseCategories({ files: entries, index, categories, cap, truncated });
}

/**
 * A repository whose lib/string_decoder.js is `source`, then a commit that
 * edits it (and README.md); the directory and the two commits.
 */
export function stringDecoderRepository(source, edit) {
  const dir = tempDir('nba-reach-repo-');
  const git = (...args) => {
    const result = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    return result.stdout.trim();
  };
  fs.mkdirSync(path.join(dir, 'lib'));
  fs.writeFileSync(path.join(dir, 'lib', 'string_decoder.js'), source);
  fs.writeFileSync(path.join(dir, 'README.md'), 'x\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  const lines = source.split('\n');
  edit(lines);
  fs.writeFileSync(path.join(dir, 'lib', 'string_decoder.js'), lines.join('\n'));
  fs.writeFileSync(path.join(dir, 'README.md'), 'y\n');
  git('commit', '-qam', 'change');
  return { dir, base, head: git('rev-parse', 'HEAD') };
}
