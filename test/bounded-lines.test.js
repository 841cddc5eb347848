// src/machine/bounded-lines.js, and the readers of the pull request's
// streams built on it (compare.js's stderr, the build's echo, a build log's
// tail), on real child processes writing lines far longer than any a person
// reads: 50 MiB, then 450 MiB. The tests' timeouts mean "not for ever" (the
// quadratic reader they replace took minutes, or ran out of string length),
// not a speed.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { LINE_LIMIT, leftOut, lineSplitter } from '../src/machine/bounded-lines.js';
import { logEcho, spawnLogged, tailLines } from '../src/machine/build-process.js';
import { CompareError, followLines, runComparison } from '../src/machine/compare.js';
import { makeBenchDir } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const MiB = 1024 * 1024;
const NOT_FOR_EVER = { timeout: 60_000 };

test('lineSplitter: lines across chunks, the last without a newline, a long one cut with a note of what was left out',
  () => {
    const lines = [];
    const split = lineSplitter((line) => lines.push(line), { limit: 8 });
    for (const chunk of ['on', 'e\ntwo\n\nthr', Buffer.from('ee\r4\n0123456789abc'), 'def\nlast']) split.write(chunk);
    split.end();
    split.end();
    assert.deepEqual(lines, ['one', 'two', '', 'three\r4', `01234567${leftOut(8)}`, 'last']);
    assert.equal(leftOut(1), '… (1 more byte of this line left out)');
  });

/**
 * A node script for a child process: `count` lines of the given sizes of
 * 'x' to file descriptor `fd`, then `end`, in 1 MiB writes.
 * @param {number} fd  @param {number[]} sizes  bytes of each line, its newline not counted
 */
function writer(fd, sizes) {
  return `const fs = require('fs');
const block = Buffer.alloc(${MiB}, 'x');
for (const size of ${JSON.stringify(sizes)}) {
  for (let left = size; left > 0; left -= block.length) fs.writeSync(${fd}, block, 0, Math.min(left, block.length));
  fs.writeSync(${fd}, '\\n');
}
fs.writeSync(${fd}, 'end');
`;
}

const HUGE = [50 * MiB, 450 * MiB];

/** A long line as the readers give it: the first LINE_LIMIT bytes and the note. @param {number} size */
const cut = (size) => `${'x'.repeat(LINE_LIMIT)}${leftOut(size - LINE_LIMIT)}`;

test('compare.js\'s stderr (the benchmarks\') of a 50 MiB and a 450 MiB line is logged in lines cut at the limit',
  NOT_FOR_EVER, async () => {
    const dir = tempDir('nba-bounded-');
    const compareJs = path.join(dir, 'compare.js');
    fs.writeFileSync(compareJs, writer(2, HUGE));
    const resultsDir = path.join(dir, 'results');
    fs.mkdirSync(resultsDir);
    const logged = [];
    const log = { info: (line) => logged.push(line), warning: (line) => logged.push(line), startGroup() {}, endGroup() {} };
    await assert.rejects(runComparison({ oldBinary: process.execPath, newBinary: process.execPath,
      benchmarkDir: makeBenchDir({}, { harness: false }), resultsDir, log, compareJs,
      request: { categories: ['cat'], filters: [], excludes: [], runs: 2, sets: [] },
      settings: { cpuset: null, timeout: null } }), (err) => {
      assert.ok(err instanceof CompareError, String(err));
      assert.equal(err.failure.logTail, [cut(HUGE[0]), cut(HUGE[1]), 'end'].join('\n'));
      return true;
    });
    assert.deepEqual(logged.map((line) => line.length), [cut(HUGE[0]).length, cut(HUGE[1]).length, 3]);
    assert.equal(logged[0], cut(HUGE[0]));
  });

test('the build\'s echo to the Actions log of a 50 MiB and a 450 MiB line of stdout is in lines cut at the limit',
  NOT_FOR_EVER, async () => {
    const echoed = [];
    const echo = logEcho((text) => echoed.push(text));
    const result = await spawnLogged(process.execPath, ['-e', writer(1, HUGE)],
      { cwd: tempDir('nba-bounded-'), env: process.env, logFile: '/dev/null', echo });
    echo.end();
    assert.equal(result.exitCode, 0);
    assert.deepEqual(echoed, [`${cut(HUGE[0])}\n`, `${cut(HUGE[1])}\n`, 'end\n']);
    // What the build's `--version` gives is its stdout's end: bounded too.
    assert.ok(result.stdout.length <= 64 * 1024 && result.stdout.endsWith('x\nend'));
  });

test('tailLines of a log that ends in one line longer than it reads keeps that line\'s end, marked as cut', () => {
  const file = path.join(tempDir('nba-bounded-'), 'build.log');
  fs.writeFileSync(file, `first\n${'y'.repeat(MiB)}z\n`);
  const tail = tailLines(file);
  assert.match(tail, /^…y+z$/);
  assert.equal(tail.length, 1 + 64 * 1024 - 1);
});

test('followLines (the ndjson\'s progress) past a 50 MiB line reads at most its limit a look, and the lines after it',
  NOT_FOR_EVER, () => {
    const file = path.join(tempDir('nba-bounded-'), 'samples.ndjson');
    const read = followLines(file);
    fs.writeFileSync(file, '{"type":"run"}\n');
    assert.deepEqual(read(), ['{"type":"run"}']);
    const fd = fs.openSync(file, 'a');
    const block = Buffer.alloc(MiB, 'x');
    for (let i = 0; i < 50; i++) fs.writeSync(fd, block);
    assert.deepEqual(read(), [], 'a line still being written');
    fs.writeSync(fd, '\n{"type":"progress"}\n');
    fs.closeSync(fd);
    assert.deepEqual(read(), ['{"type":"progress"}']);
  });
