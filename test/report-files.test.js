// What the report step writes into the results directory
// (src/results/report-files.js): its own files only, never through a link
// that the run job left at the name, and one CSV of the shards' rows.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { mergeCsvFiles, writeReportFile, writeReportFiles } from '../src/results/report-files.js';
import { tempDir } from './helpers/temp.js';

const HEADER = '"binary","filename","configuration","rate","time"\n';

function tmpDir(t) {
  const dir = tempDir('nba-report-files-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('writeReportFile: a file of the report, written fresh in place of a link; any other name is our bug', (t) => {
  const dir = tmpDir(t);
  const outside = tmpDir(t);
  fs.writeFileSync(path.join(outside, 'secret'), 'kept');
  fs.symlinkSync(path.join(outside, 'secret'), path.join(dir, 'results.json'));
  assert.equal(writeReportFile(dir, 'results.json', '{}'), path.join(dir, 'results.json'));
  assert.equal(fs.lstatSync(path.join(dir, 'results.json')).isFile(), true);
  assert.equal(fs.readFileSync(path.join(outside, 'secret'), 'utf8'), 'kept');
  assert.throws(() => writeReportFile(dir, 'results.csv', ''),
    { message: 'results.csv is not a file the report writes (results.json, comment.md, rates.svg, improvement.svg, allocations.svg, results-merged.csv)' });
});

test('mergeCsvFiles: the only shard\'s CSV itself, or all shards\' rows under one header, a cut last line left out', (t) => {
  const dir = tmpDir(t);
  const shard = (name, rows) => {
    fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, name, 'results.csv'), HEADER + rows);
    return path.join(dir, name);
  };
  const one = shard('a', '"old","a/x.js","n=1",1,0.1\n');
  const two = shard('b', '"old","b/y.js","n=1",2,0.1\n"new","b/y.js","n=1",3');
  assert.equal(mergeCsvFiles([one], dir), path.join(one, 'results.csv'));
  assert.equal(mergeCsvFiles([], dir), undefined);
  const merged = mergeCsvFiles([one, two], dir);
  assert.equal(merged, path.join(dir, 'results-merged.csv'));
  assert.equal(fs.readFileSync(merged ?? '', 'utf8'),
    `${HEADER}"old","a/x.js","n=1",1,0.1\n"old","b/y.js","n=1",2,0.1\n`);
});

test('writeReportFiles: the charts, the CSV of the only shard, results.json and comment.md, each in place of a link', (t) => {
  const dir = tmpDir(t);
  const outside = tmpDir(t);
  fs.writeFileSync(path.join(outside, 'secret'), 'kept');
  for (const name of ['rates.svg', 'comment.md']) fs.symlinkSync(path.join(outside, 'secret'), path.join(dir, name));
  fs.writeFileSync(path.join(dir, 'results.csv'), HEADER);
  const written = writeReportFiles(dir, { charts: { 'rates.svg': '<svg/>', 'improvement.svg': '<svg></svg>' }, shards: [dir],
    json: '{}', comment: 'the comment' });
  assert.deepEqual(written, { csv: path.join(dir, 'results.csv'), json: path.join(dir, 'results.json'),
    comment: path.join(dir, 'comment.md') });
  assert.deepEqual(fs.readdirSync(dir).sort(), ['comment.md', 'improvement.svg', 'rates.svg', 'results.csv', 'results.json']);
  assert.equal(fs.readFileSync(path.join(dir, 'rates.svg'), 'utf8'), '<svg/>');
  assert.equal(fs.readFileSync(path.join(dir, 'comment.md'), 'utf8'), 'the comment');
  assert.equal(fs.lstatSync(path.join(dir, 'rates.svg')).isFile(), true);
  assert.equal(fs.readFileSync(path.join(outside, 'secret'), 'utf8'), 'kept');
  assert.throws(() => writeReportFiles(dir, { charts: { 'notes.svg': '' }, shards: [], json: '', comment: '' }),
    { message: /^notes\.svg is not a file the report writes/ });
});
