// The benchmark categories: how benchmark/_lib/run/categories.js finds them, and
// that every one runs the way Node core's test/common/benchmark.js runs its
// own: `run.js test <category>`, one configuration per file, under the
// system node and under a released Node 24 (scripts/node-releases.js). And
// every sample file runs standalone (`NODE_RUN_BENCHMARK_FN= node <file>
// k=v ...`) for one configuration.
import assert from 'node:assert/strict';
import { execFile, fork } from 'node:child_process';
import { once } from 'node:events';
import fs, { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { NODE_24, nodeRelease } from '../scripts/node-releases.js';
import { makeBenchDir } from './helpers/bench-dir.js';

const require = createRequire(import.meta.url);
const { listCategories, categoryOf, CategoriesError } = require('../benchmark/_lib/run/categories.js');

const benchmarkDir = fileURLToPath(new URL('../benchmark/', import.meta.url));
const runJs = path.join(benchmarkDir, 'run.js');
const TIMEOUT = { timeout: 120_000 };
// The first use downloads a ~50 MB tarball.
const FETCH_TIMEOUT = { timeout: 300_000 };

// Discovered like Node core's _cli.js: every directory but `fixtures`, and
// no private (`_`) or hidden (`.`) entries.
const visible = (name) => !name.startsWith('.') && !name.startsWith('_');
const categories = readdirSync(benchmarkDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'fixtures' && visible(entry.name))
  .map((entry) => entry.name)
  .sort();

/** `category/file.js` for every script of a category, sorted. */
function scriptsOf(category) {
  return readdirSync(path.join(benchmarkDir, category))
    .filter(visible)
    .map((file) => `${category}/${file}`)
    .sort();
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Runs `run.js test <category>` with `execPath` and resolves with its exit
 * code, signal and stdout.
 * @param {string} execPath
 * @param {string} category
 */
async function runCategory(execPath, category) {
  const child = fork(runJs, ['test', category], {
    execPath,
    env: { ...process.env, NODEJS_BENCHMARK_ZERO_ALLOWED: '1' },
    stdio: ['inherit', 'pipe', 'inherit', 'ipc'],
  });
  let stdout = '';
  const out = /** @type {import('node:stream').Readable} */ (child.stdout); // stdio 'pipe'
  out.setEncoding('utf8');
  out.on('data', (chunk) => { stdout += chunk; });
  const [code, signal] = await once(child, 'exit');
  return { code, signal, stdout };
}

/**
 * Node core's check, made stricter: one block per file of the category, each
 * a file name line and exactly one result line for that file (more than one
 * only for byGroups files, whose lines carry `group="`).
 * @param {string} category
 * @param {string} stdout
 */
function assertOneConfigurationPerFile(category, stdout) {
  const blocks = stdout.trim().split(/\n\s*\n/);
  const seen = [];
  for (const block of blocks) {
    const [file, ...results] = block.split('\n');
    assert.match(file, /\S/, `a block without a file name in:\n${stdout}`);
    seen.push(file);
    assert.ok(results.length >= 1, `${file} printed no result`);
    if (!results[0].includes('group="')) {
      assert.equal(results.length, 1, `${file} ran more than one configuration in test mode:\n${block}`);
    }
    const resultLine = new RegExp(`^${escapeRegExp(file)} .*: [\\d,]+(\\.\\d+)?$`);
    for (const line of results) assert.match(line, resultLine);
  }
  assert.deepEqual(seen.sort(), scriptsOf(category));
}

/**
 * Runs a file's config pass in test mode over IPC and resolves with the
 * `conf` of its first report: a configuration the file accepts.
 * @param {string} file `category/file.js`
 */
async function firstTestConfiguration(file) {
  const child = fork(path.join(benchmarkDir, file), ['--test'], {
    env: { ...process.env, NODEJS_BENCHMARK_ZERO_ALLOWED: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const reports = [];
  child.on('message', (/** @type {any} */ message) => {
    if (message.type === 'report') reports.push(message);
  });
  const [code] = await once(child, 'exit');
  assert.equal(code, 0, `${file} --test exited with ${code}`);
  assert.ok(reports.length > 0, `${file} --test reported nothing`);
  return reports[0].conf;
}

/**
 * Runs one configuration of a file directly as a run pass, with no driver.
 * @param {string} file
 * @param {string[]} args
 * @returns {Promise<string>} stdout
 */
function runStandalone(file, args) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(benchmarkDir, file), ...args], {
      env: { ...process.env, NODE_RUN_BENCHMARK_FN: '', NODEJS_BENCHMARK_ZERO_ALLOWED: '1' },
    }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

describe('listCategories', () => {
  test('lists directories and their scripts in byte order, without fixtures, private or hidden entries', () => {
    const dir = makeBenchDir({
      'zlib/b.js': '', 'zlib/a.js': '', 'zlib/_helper.js': '', 'zlib/.swp': '',
      'B/x.js': '', 'a/Z.js': '', 'a/z.js': '', 'a/\u00e9.js': '', 'a/f.js': '',
      'fixtures/data.js': '', '_private/p.js': '', '.git/config': '', 'empty/.keep': '',
    }, { harness: false });
    fs.writeFileSync(path.join(dir, 'common.js'), '');
    assert.deepEqual(listCategories(dir), [
      { name: 'B', scripts: ['x.js'] },
      { name: 'a', scripts: ['Z.js', 'f.js', 'z.js', '\u00e9.js'] },
      { name: 'empty', scripts: [] },
      { name: 'zlib', scripts: ['a.js', 'b.js'] },
    ]);
  });

  test('an unreadable directory is a CategoriesError that names it and why, thrown, not printed', () => {
    const missing = path.join(makeBenchDir({}, { harness: false }), 'nope');
    assert.throws(() => listCategories(missing), (/** @type {Error} */ err) => {
      assert.ok(err instanceof CategoriesError);
      assert.equal(err.name, 'CategoriesError');
      assert.equal(err.message, `Cannot read the benchmark directory ${missing}: ` +
                   `ENOENT: no such file or directory, scandir '${missing}'`);
      return true;
    });
  });

  test('finds in benchmark/ the categories and scripts this file runs', () => {
    assert.deepEqual(listCategories(benchmarkDir),
                     categories.map((name) => ({ name, scripts: scriptsOf(name).map((f) => path.basename(f)) })));
  });
});

test('categoryOf is the directory of a file as compare.js names it, the whole name when it has none', () => {
  assert.equal(categoryOf('buffers/buffer-write.js'), 'buffers');
  assert.equal(categoryOf('util/deep/a.js'), 'util');
  // The Action's copy cut `a.js` to `a.j`.
  assert.equal(categoryOf('a.js'), 'a.js');
  assert.equal(categoryOf(''), '');
});

test('finds the sample categories', () => {
  for (const category of ['buffers', 'events', 'http', 'string_decoder', 'url', 'util']) {
    assert.ok(categories.includes(category), `benchmark/${category} is missing`);
  }
});

describe('run.js test <category> under the system node', () => {
  for (const category of categories) {
    test(`${category}: every file runs exactly one configuration`, TIMEOUT, async () => {
      const { code, signal, stdout } = await runCategory(process.execPath, category);
      assert.equal(code, 0);
      assert.equal(signal, null);
      assertOneConfigurationPerFile(category, stdout);
    });
  }
});

describe('run.js test <category> under Node 24', () => {
  let node24;
  // NODE24_BINARY points at a local Node 24 instead of the cached release.
  before(async () => {
    node24 = process.env.NODE24_BINARY || await nodeRelease(NODE_24);
  }, FETCH_TIMEOUT);

  for (const category of categories) {
    test(`${category}: every file runs exactly one configuration`, TIMEOUT, async () => {
      const { code, signal, stdout } = await runCategory(node24, category);
      assert.equal(code, 0);
      assert.equal(signal, null);
      assertOneConfigurationPerFile(category, stdout);
    });
  }
});

describe('a sample file run standalone', () => {
  for (const file of categories.flatMap(scriptsOf)) {
    test(`${file} prints one result line for one configuration`, TIMEOUT, async () => {
      const conf = await firstTestConfiguration(file);
      const args = Object.entries(conf).map(([key, value]) => `${key}=${value}`);
      const stdout = await runStandalone(file, args);
      const expected = Object.entries(conf).map(([key, value]) => ` ${key}=${JSON.stringify(value)}`).join('');
      assert.match(stdout, new RegExp(`^${escapeRegExp(`${file}${expected}: `)}[\\d,]+(\\.\\d+)?\\n$`));
    });
  }
});
