// The results directory as the run step holds it (src/results/run-dir.js):
// its own, cleared before the run, and left with only what the run step
// wrote, as it wrote it, however the run ends.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkResultsDir, leaveOnlyResults, withResultsDir } from '../src/results/run-dir.js';
import { writeShard } from '../src/results/run-files.js';
import { createUploadRecord } from '../src/results/upload-record.js';
import { fakeLog } from './helpers/fake-log.js';
import { tempDir } from './helpers/temp.js';

function tmpDir(t) {
  const dir = tempDir('nba-run-dir-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const SHARD = { index: 0, total: 2, categories: ['alpha'] };

test('checkResultsDir: a directory that is, or holds, the repository, the workspace, the home directory or the ' +
  'benchmark directory is refused; one beside them is not', (t) => {
  const dir = tmpDir(t);
  const results = path.join(dir, 'results');
  const message = (what, place, verb = 'holds', of = results) => `Invalid 'results-dir': ${of} ${verb} ${what} (${place}); ` +
    'the run step removes from it everything but its results, so give it a directory of its own, ' +
    'e.g. ${{ runner.temp }}/benchmark-results';
  const repository = path.join(results, 'node');
  assert.throws(() => checkResultsDir(results, { repositoryPath: repository }), { message: message('repository-path', repository) });
  assert.throws(() => checkResultsDir(results, { workspace: results }), { message: message('the workspace', results, 'is') });
  assert.throws(() => checkResultsDir(results, { benchmarkDir: path.join(results, 'node', 'benchmark') }),
    { message: message('the benchmark directory', path.join(results, 'node', 'benchmark')) });
  const home = path.dirname(os.homedir());
  assert.throws(() => checkResultsDir(home, {}), { message: message('the home directory', os.homedir(), 'holds', home) });
  checkResultsDir(results, { repositoryPath: path.join(dir, 'node'), workspace: path.join(dir, 'ws'),
    benchmarkDir: path.join(dir, 'node', 'benchmark') });
  checkResultsDir(path.join(dir, 'results-of-node'), { repositoryPath: path.join(dir, 'results') });
});

test('leaveOnlyResults: what the run step did not write is removed and named; what it wrote stays', (t) => {
  const dir = tmpDir(t);
  const record = createUploadRecord(dir);
  writeShard(dir, SHARD, record);
  fs.symlinkSync('/etc/passwd', path.join(dir, 'leak'));
  fs.writeFileSync(path.join(dir, 'machine.json'), '{"forged":true}');
  const log = fakeLog();
  leaveOnlyResults(dir, log, record);
  assert.deepEqual(fs.readdirSync(dir), ['shard.json']);
  assert.deepEqual(log.record.warnings, [`Removed from the results directory ${dir} what the run step did not write, ` +
    'so that it is not uploaded: "leak" (a symbolic link), "machine.json" (a file the run step did not write)']);
});

test('leaveOnlyResults: nothing to remove, nothing said', (t) => {
  const dir = tmpDir(t);
  const record = createUploadRecord(dir);
  writeShard(dir, SHARD, record);
  const log = fakeLog();
  leaveOnlyResults(dir, log, record);
  assert.deepEqual(log.record.warnings, []);
});

test('withResultsDir: an earlier run\'s files are cleared first; the task\'s writes are kept and what else it left ' +
  'is removed; its result is returned', async (t) => {
  const dir = path.join(tmpDir(t), 'results');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'failure.json'), '{}');
  const log = fakeLog();
  const result = await withResultsDir(dir, { log, places: {} }, async (record) => {
    assert.deepEqual(fs.readdirSync(dir), [], 'failure.json of the earlier run is gone');
    writeShard(dir, SHARD, record);
    fs.writeFileSync(path.join(dir, 'planted'), 'x');
    return 'done';
  });
  assert.equal(result, 'done');
  assert.deepEqual(fs.readdirSync(dir), ['shard.json']);
  assert.equal(log.record.warnings.length, 1);
});

test('withResultsDir: a task that throws leaves the directory swept too, and its error is the one seen', async (t) => {
  const dir = path.join(tmpDir(t), 'results');
  const log = fakeLog();
  await assert.rejects(withResultsDir(dir, { log, places: {} }, async () => {
    fs.symlinkSync('/etc/passwd', path.join(dir, 'leak'));
    throw new Error('the run broke');
  }), { message: 'the run broke' });
  assert.deepEqual(fs.readdirSync(dir), []);
});

test('withResultsDir: a directory that is not the run step\'s own is refused before anything in it is removed',
  async (t) => {
    const dir = tmpDir(t);
    fs.writeFileSync(path.join(dir, 'results.csv'), 'kept');
    let ran = false;
    await assert.rejects(withResultsDir(dir, { log: fakeLog(), places: { repositoryPath: path.join(dir, 'node') } },
      async () => { ran = true; }), /^Error: Invalid 'results-dir'/);
    assert.equal(ran, false);
    assert.equal(fs.readFileSync(path.join(dir, 'results.csv'), 'utf8'), 'kept');
  });
