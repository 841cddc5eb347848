// The results directory's small files as the report reads them, untrusted
// (src/results/read-files.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { readFailure, readMachineFile, readShard } from '../src/results/read-files.js';
import { tempDir } from './helpers/temp.js';

test("machine.json's commits are read back only in the request's shape; anything else is dropped", () => {
  const dir = tempDir('nba-machine-');
  const sha = (c) => c.repeat(40);
  const record = { cpuModel: 'x', cpus: [0] };
  const read = (commits) => {
    fs.writeFileSync(path.join(dir, 'machine.json'), JSON.stringify({ record, commits }));
    return readMachineFile(dir)?.commits;
  };
  const merge = { method: 'merge', baseSha: sha('a'), headSha: sha('b'), mergeSha: sha('c'), mergeBaseSha: null, noMerge: null };
  assert.deepEqual(read(merge), merge);
  const mergeBase = { ...merge, method: 'merge-base', mergeSha: null, mergeBaseSha: sha('d'), noMerge: 'conflict' };
  assert.deepEqual(read(mergeBase), mergeBase);
  // A forged method, a SHA that is not one, an unknown reason: nothing, a null, a null.
  assert.equal(read({ ...merge, method: 'rebase' }), null);
  assert.equal(read(null), null);
  assert.deepEqual(read({ ...mergeBase, headSha: 'main; rm -rf /', noMerge: '<img src=x>' }),
    { ...mergeBase, headSha: null, noMerge: null });
  fs.rmSync(dir, { recursive: true, force: true });
});

test('shard.json and failure.json are read back checked and bounded; anything else is dropped', (t) => {
  const dir = tempDir('nba-files-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const shard = (value) => {
    fs.writeFileSync(path.join(dir, 'shard.json'), JSON.stringify(value));
    return readShard(dir);
  };
  assert.deepEqual(shard({ index: 1, total: 2, categories: ['buffers'] }), { index: 1, total: 2, categories: ['buffers'] });
  assert.deepEqual(shard({ index: 0, total: 2, categories: ['../etc'] }), { index: 0, total: 2, categories: null });
  for (const forged of [{ index: 2, total: 2 }, { index: 0, total: 65 }, { index: '0', total: 1 }, null]) {
    assert.equal(shard(forged), null, JSON.stringify(forged));
  }
  assert.equal(readFailure(dir), null, 'no failure.json');
  fs.writeFileSync(path.join(dir, 'failure.json'), JSON.stringify({ step: 7, message: `a\u202Eb${'m'.repeat(2000)}`,
    logTail: 'tail' }));
  assert.deepEqual(readFailure(dir), { step: 'the run job', message: `a<U+202E>b${'m'.repeat(997)}`, logTail: 'tail' });
  fs.writeFileSync(path.join(dir, 'failure.json'), 'not json');
  assert.deepEqual(readFailure(dir), { step: 'the run job', message: '', logTail: '' });
});
