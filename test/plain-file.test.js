// benchmark/_lib/plain-file.js: the one reader of files that untrusted code
// could have made (the results directory, a profile, the history store).

import test, { mock } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { readPlainFile, openPlainFile, fileErrorCause, FileReadError } = require('../benchmark/_lib/plain-file.js');

/** @param {import('node:test').TestContext} t */
function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-file-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** @param {() => unknown} read  @param {string} reason  @param {string} message */
function refuses(read, reason, message) {
  assert.throws(read, (err) => err instanceof FileReadError && err.reason === reason && err.message === message);
}

test('reads a plain file of up to max bytes, and null when nothing has the name', (t) => {
  const dir = tempDir(t);
  fs.writeFileSync(path.join(dir, 'a.json'), '{"a":1}');
  assert.equal(readPlainFile(path.join(dir, 'a.json'), 7, 'a.json')?.toString(), '{"a":1}');
  assert.equal(readPlainFile(path.join(dir, 'empty'), 0), null);
  fs.writeFileSync(path.join(dir, 'empty'), '');
  assert.equal(readPlainFile(path.join(dir, 'empty'), 0)?.length, 0);
});

test('refuses a link, a directory, a FIFO (without waiting on it) and a file over max, each with its reason', (t) => {
  const dir = tempDir(t);
  const secret = path.join(dir, 'secret');
  fs.writeFileSync(secret, 'x'.repeat(10));
  fs.symlinkSync(secret, path.join(dir, 'link'));
  fs.mkdirSync(path.join(dir, 'sub'));
  execFileSync('mkfifo', [path.join(dir, 'fifo')]);
  refuses(() => readPlainFile(path.join(dir, 'link'), 100, 'link'), 'link', 'link is not a plain file (a link)');
  refuses(() => readPlainFile(path.join(dir, 'sub'), 100, 'sub'), 'not-plain', 'sub is not a plain file');
  refuses(() => readPlainFile(path.join(dir, 'fifo'), 100, 'fifo'), 'not-plain', 'fifo is not a plain file');
  refuses(() => readPlainFile(secret, 9, 'secret'), 'too-big', 'secret is 10 bytes, more than the 9 allowed');
  // Without `what`, the message names the path.
  refuses(() => readPlainFile(path.join(dir, 'sub'), 100), 'not-plain', `${path.join(dir, 'sub')} is not a plain file`);
});

test('counts the bytes it reads, not the size fstat gave: a file that grew past max is refused', (t) => {
  const dir = tempDir(t);
  const file = path.join(dir, 'growing');
  fs.writeFileSync(file, 'y'.repeat(200_000));
  // fstat as it was before the file grew: 10 bytes.
  const { fstatSync } = fs;
  mock.method(fs, 'fstatSync', (/** @type {number} */ fd) => Object.assign(fstatSync(fd), { size: 10 }));
  t.after(() => mock.restoreAll());
  refuses(() => readPlainFile(file, 150_000, 'growing'), 'too-big', 'growing grew past the 150000 bytes allowed while it was read');
  // Grown, but within max: all of it, read on past what fstat said.
  assert.equal(readPlainFile(file, 300_000)?.length, 200_000);
});

test('names what the file system refused in words, with the code', (t) => {
  const denied = Object.assign(new Error('EACCES: permission denied, open'), { code: 'EACCES' });
  mock.method(fs, 'openSync', () => { throw denied; });
  t.after(() => mock.restoreAll());
  assert.throws(() => readPlainFile('/x/results.csv', 100, 'results.csv'),
    (err) => err instanceof FileReadError && err.reason === 'unreadable' && err.code === 'EACCES' && err.cause === denied &&
      err.message === 'cannot read results.csv: permission denied (EACCES)');
  assert.equal(fileErrorCause(Object.assign(new Error('?'), { code: 'EWHAT' })), '?');
});

test('openPlainFile gives the descriptor and its fstat of a plain file, for a caller that reads it its own way', (t) => {
  const dir = tempDir(t);
  fs.writeFileSync(path.join(dir, 'f'), 'abc');
  const opened = openPlainFile(path.join(dir, 'f'));
  assert.ok(opened);
  try {
    assert.equal(opened.stat.size, 3);
    assert.equal(fs.readFileSync(opened.fd, 'utf8'), 'abc');
  } finally {
    fs.closeSync(opened.fd);
  }
  assert.equal(openPlainFile(path.join(dir, 'none')), null);
});
