// What the run step writes into the results directory, and what it leaves
// there for upload-artifact (src/results/run-files.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { compareFiles, keepOnlyResults, startProfiles } from '../src/results/run-files.js';
import { resultsDir, CSV } from './helpers/results-dir.js';
import { tempDir } from './helpers/temp.js';


/** Every entry under `dir`, `name kind` (lstat: links are not followed), sorted. */
function tree(dir) {
  return fs.readdirSync(dir, { recursive: true }).map(String).sort().map((name) => {
    const stat = fs.lstatSync(path.join(dir, name));
    return `${name} ${stat.isSymbolicLink() ? 'link' : stat.isDirectory() ? 'dir' : stat.isFile() ? 'file' : 'other'}`;
  });
}

/** A Unix socket at `file`, listening until the test ends. */
async function socketAt(t, file) {
  const server = net.createServer();
  await new Promise((resolve) => { server.listen(file, () => resolve(undefined)); });
  t.after(() => server.close());
}

test('keepOnlyResults: only the run step\'s regular files stay; links, FIFOs, sockets, devices and other names go, ' +
  'and are named', async (t) => {
  const outside = tempDir('nba-outside-');
  t.after(() => fs.rmSync(outside, { recursive: true, force: true }));
  fs.writeFileSync(path.join(outside, 'credentials'), 'secret');
  fs.mkdirSync(path.join(outside, 'home'));
  fs.writeFileSync(path.join(outside, 'home', '.bashrc'), 'kept');
  const dir = resultsDir({ 'results.csv': CSV, 'samples.ndjson': '', 'machine.json': '{}', 'failure.json': '{}',
    'shard.json': '{}', 'notes.txt': 'not ours', 'comment.md': 'the report writes this, not the run' });
  fs.symlinkSync(path.join(outside, 'credentials'), path.join(dir, 'leak'));
  fs.symlinkSync(path.join(outside, 'home'), path.join(dir, 'home'));
  fs.symlinkSync('/nonexistent', path.join(dir, 'dangling'));
  assert.equal(spawnSync('mkfifo', [path.join(dir, 'fifo')]).status, 0);
  await socketAt(t, path.join(dir, 'socket'));
  const root = process.getuid?.() === 0;
  if (root) assert.equal(spawnSync('mknod', [path.join(dir, 'null'), 'c', '1', '3']).status, 0);
  fs.mkdirSync(path.join(dir, 'sub', 'deeper'), { recursive: true });
  fs.symlinkSync(path.join(outside, 'home'), path.join(dir, 'sub', 'deeper', 'home'));
  fs.writeFileSync(path.join(dir, 'sub', 'file'), 'x');
  fs.mkdirSync(path.join(dir, 'profiles'));
  for (const name of ['index.json', 'targets.json', '1.old.cpuprofile', '12.new.cpuprofile', 'index.json.tmp']) {
    fs.writeFileSync(path.join(dir, 'profiles', name), '{}');
  }
  fs.symlinkSync(path.join(outside, 'credentials'), path.join(dir, 'profiles', '2.old.cpuprofile'));
  fs.mkdirSync(path.join(dir, 'profiles', 'nested'));

  const { removed, problems } = keepOnlyResults(dir);
  assert.deepEqual(problems, []);
  assert.deepEqual(tree(dir), ['failure.json file', 'machine.json file', 'profiles dir', 'profiles/1.old.cpuprofile file',
    'profiles/12.new.cpuprofile file', 'profiles/index.json file', 'profiles/targets.json file', 'results.csv file',
    'samples.ndjson file', 'shard.json file']);
  assert.deepEqual(removed, [
    { name: 'comment.md', kind: 'a file' },
    { name: 'dangling', kind: 'a symbolic link' },
    { name: 'fifo', kind: 'a FIFO' },
    { name: 'home', kind: 'a symbolic link' },
    { name: 'leak', kind: 'a symbolic link' },
    { name: 'notes.txt', kind: 'a file' },
    ...(root ? [{ name: 'null', kind: 'a device file' }] : []),
    { name: 'profiles/2.old.cpuprofile', kind: 'a symbolic link' },
    { name: 'profiles/index.json.tmp', kind: 'a file' },
    { name: 'profiles/nested', kind: 'a directory' },
    { name: 'socket', kind: 'a socket' },
    { name: 'sub', kind: 'a directory' },
  ]);
  // Nothing outside was touched: the links were removed, not followed.
  assert.deepEqual(tree(outside), ['credentials file', 'home dir', 'home/.bashrc file']);
  assert.equal(fs.readFileSync(path.join(outside, 'credentials'), 'utf8'), 'secret');
});

test('keepOnlyResults: a link in place of profiles/, or of the directory itself, is unlinked, not followed', (t) => {
  const outside = tempDir('nba-outside-');
  t.after(() => fs.rmSync(outside, { recursive: true, force: true }));
  for (const name of ['index.json', '1.old.cpuprofile', 'results.csv']) fs.writeFileSync(path.join(outside, name), 'x');
  const dir = resultsDir({ 'results.csv': CSV });
  fs.symlinkSync(outside, path.join(dir, 'profiles'));
  assert.deepEqual(keepOnlyResults(dir), { removed: [{ name: 'profiles', kind: 'a symbolic link' }], problems: [] });
  assert.deepEqual(tree(dir), ['results.csv file']);

  const parent = tempDir('nba-parent-');
  t.after(() => fs.rmSync(parent, { recursive: true, force: true }));
  const replaced = path.join(parent, 'results');
  fs.symlinkSync(outside, replaced);
  assert.deepEqual(keepOnlyResults(replaced), { removed: [{ name: 'results', kind: 'a symbolic link' }], problems: [] });
  assert.equal(fs.existsSync(replaced), false);
  assert.deepEqual(tree(outside), ['1.old.cpuprofile file', 'index.json file', 'results.csv file']);
  // A directory that is not there (the step failed before it made it) is nothing to do.
  assert.deepEqual(keepOnlyResults(path.join(parent, 'absent')), { removed: [], problems: [] });
});

test('keepOnlyResults: what cannot be removed is a problem, named with its cause', { skip: process.getuid?.() === 0 &&
  'root removes from a read-only directory' }, (t) => {
  const dir = resultsDir({ 'results.csv': CSV });
  fs.symlinkSync('/etc/passwd', path.join(dir, 'leak'));
  fs.chmodSync(dir, 0o555);
  t.after(() => fs.chmodSync(dir, 0o755));
  assert.deepEqual(keepOnlyResults(dir), { removed: [],
    problems: ['leak (a symbolic link) cannot be removed: permission denied (EACCES)'] });
});

test('compareFiles: where compare.js writes, an earlier run\'s records removed first', () => {
  const dir = resultsDir({ 'samples.ndjson': '{"type":"progress","done":9,"planned":9}\n', 'results.csv': CSV });
  assert.deepEqual(compareFiles(dir), { csvPath: path.join(dir, 'results.csv'), ndjsonPath: path.join(dir, 'samples.ndjson') });
  assert.deepEqual(fs.readdirSync(dir), ['results.csv']);
  const fresh = path.join(dir, 'new', 'results');
  assert.equal(compareFiles(fresh).csvPath, path.join(fresh, 'results.csv'));
  assert.ok(fs.statSync(fresh).isDirectory());
});

test('startProfiles: a fresh profiles/ with targets.json, never written through a link', (t) => {
  const outside = tempDir('nba-outside-');
  t.after(() => fs.rmSync(outside, { recursive: true, force: true }));
  const dir = resultsDir({});
  fs.mkdirSync(path.join(dir, 'profiles'));
  fs.writeFileSync(path.join(dir, 'profiles', '1.old.cpuprofile'), 'of an earlier run');
  fs.symlinkSync(path.join(outside, 'x'), path.join(dir, 'profiles', 'targets.json'));
  const targets = [{ filename: 'a/b.js', configuration: 'n=1', args: ['n=1'] }];
  const started = startProfiles(dir, targets);
  assert.deepEqual(started, { dir: path.join(dir, 'profiles'), targetsFile: path.join(dir, 'profiles', 'targets.json') });
  assert.deepEqual(fs.readdirSync(started.dir), ['targets.json']);
  assert.deepEqual(JSON.parse(fs.readFileSync(started.targetsFile, 'utf8')), targets);
  assert.deepEqual(fs.readdirSync(outside), []);
});
