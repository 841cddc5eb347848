// benchmark/_lib/job.js: one benchmark process, everything that can go wrong
// with it kept inside. Here: a benchmark that leaves a process of its own
// session behind (setsid), holding the output pipes and the IPC channel,
// must neither hang the run nor outlast the timeout; and in the Action's
// sandbox (a launcher, sandbox.js) that process dies with the run pass.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { benchSource, compareJs, makeBenchDir, run } from './helpers/bench-dir.js';
import { detectSandbox } from '../src/machine/sandbox.js';
import { benchmarkBinaries } from '../src/machine/compare.js';
import { tool } from './helpers/tools.js';
import { tempDir } from './helpers/temp.js';

const node = process.execPath;

/**
 * A benchmark whose every run pass leaves a node process behind in a
 * session of its own (detached: setsid), holding our pipes and the IPC channel.
 */
function lingering(seconds, marker) {
  return makeBenchDir({
    'cat/linger.js': benchSource({ n: [1] }, `
      require('child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, ${seconds * 1000})', '${marker}'],
        { detached: true, stdio: ['ignore', 'inherit', 'inherit', 'inherit'] }).unref();`),
  });
}

/** The processes left with `marker` in their argv, killed. */
function sweep(marker) {
  let found = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) {
        found++;
        process.kill(Number(pid), 'SIGKILL');
      }
    } catch { /* gone, or not ours */ }
  }
  return found;
}

test('a process that leaves its session holding the pipes does not hang the run: it is let go, and said so',
  { timeout: 120_000 }, async (t) => {
  const marker = `nba-linger-${process.pid}-a`;
  t.after(() => sweep(marker));
  const dir = lingering(600, marker);
  const started = Date.now();
  const result = await run(node, [compareJs, '--old', node, '--new', node, '--runs', '2', '--no-progress',
    '--benchmark-dir', dir, 'cat']);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout.trim().split('\n').length, 1 + 4, 'every sample arrived');
  assert.ok(Date.now() - started < 120_000, 'finished long before the left process would have');
  assert.match(result.stderr, /^linger\.js n=1: a process it started outlived it, holding its output open: no longer waited for$/m);
  assert.ok(sweep(marker) > 0, 'the left processes were still there (outside a sandbox nothing ends them but the run mark)');
});

test('in a launcher\'s sandbox, what a run pass started dies with it', { skip: tool('bwrap').skip }, async (t) => {
  const marker = `nba-linger-${process.pid}-b`;
  t.after(() => sweep(marker));
  const dir = lingering(600, marker);
  const scratch = tempDir('nba-launch-');
  t.after(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const binaries = benchmarkBinaries({ sandbox: detectSandbox('bwrap'), mark: null, pass: [], env: process.env, scratch },
    { oldBinary: node, newBinary: node, benchmarkDir: dir });
  const result = await run(node, [compareJs, '--old', binaries.old, '--new', binaries.new, '--runs', '2', '--no-progress',
    '--benchmark-dir', dir, 'cat']);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout.trim().split('\n').length, 1 + 4);
  assert.doesNotMatch(result.stderr, /outlived it/, 'nothing outlived its run pass');
  assert.equal(sweep(marker), 0, 'no process of the pull request is left');
});
