// benchmark/_lib/run/job.js: one benchmark process, everything that can go wrong
// with it kept inside. Here: a benchmark that leaves a process of its own
// session behind (setsid), holding the output pipes and the IPC channel,
// must neither hang the run nor outlast the timeout; and in the Action's
// sandbox (a launcher, sandbox.js) that process dies with the run pass.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { benchSource, compareJs, makeBenchDir, run } from './helpers/bench-dir.js';
import { detectSandbox, writeLauncher } from '../src/machine/sandbox.js';
import { benchmarkBinaries } from '../src/machine/confinement.js';
import { tool } from './helpers/tools.js';
import { tempDir } from './helpers/temp.js';
import jobModule from '../benchmark/_lib/run/job.js';
import runPassEnvModule from '../benchmark/_lib/run/run-pass-env.js';
import helpersModule from '../benchmark/_lib/run/trusted-helpers.js';

const { startJob } = jobModule;
const { checkRunPassEnv, refusedEnvCause, runPassEnv } = runPassEnvModule;
const { findHelper, helperDirs, SYSTEM_PATH } = helpersModule;

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

test('a run pass takes of its config pass\'s environment only the harness\'s variables; the rest is refused by name',
  () => {
    assert.deepEqual(checkRunPassEnv({ NODE_RUN_BENCHMARK_FN: 'anything', NODE_RUN_BENCHMARK_GROUPS: 'a,b',
      NODEJS_BENCHMARK_ZERO_ALLOWED: '1' }), { env: { NODE_RUN_BENCHMARK_FN: '',
      NODE_RUN_BENCHMARK_GROUPS: 'a,b', NODEJS_BENCHMARK_ZERO_ALLOWED: '1' }, refused: [] });
    const hostile = checkRunPassEnv({ NODE_RUN_BENCHMARK_FN: '', LD_PRELOAD: '/x.so', PATH: '/pr/bin:/usr/bin',
      NODE_OPTIONS: '--require /x.js', HOME: null, 'odd name': '1', NODE_RUN_BENCHMARK_GROUPS: 'a\0b',
      NODEJS_BENCHMARK_ZERO_ALLOWED: 'x'.repeat(5000), BASH_ENV: /** @type {any} */ (7) });
    assert.deepEqual(hostile.env, { NODE_RUN_BENCHMARK_FN: '' });
    assert.deepEqual(hostile.refused, ['LD_PRELOAD', 'PATH', 'NODE_OPTIONS', 'HOME removed', '"odd name"',
      'NODE_RUN_BENCHMARK_GROUPS', 'NODEJS_BENCHMARK_ZERO_ALLOWED', 'BASH_ENV']);
    assert.deepEqual(checkRunPassEnv(['PATH']), { env: {}, refused: ['(an environment that is not an object)'] });
    // What the blocks hand to job.js is rebuilt from the allow-list, whatever a run pass carries.
    assert.deepEqual(runPassEnv({ NODE_RUN_BENCHMARK_FN: '', LD_PRELOAD: '/x.so', GCONV_PATH: '/g' }),
      { NODE_RUN_BENCHMARK_FN: '' });
    assert.equal(refusedEnvCause(['LD_PRELOAD', 'PATH', 'GCONV_PATH', 'HOME removed', 'ENV']),
      "its config pass changes its run passes' environment (LD_PRELOAD, PATH, GCONV_PATH and 2 more), which " +
      "compare.js does not pass on: a run pass gets compare.js's environment and, of its config pass's changes, " +
      'only NODE_RUN_BENCHMARK_FN, NODE_RUN_BENCHMARK_GROUPS, NODEJS_BENCHMARK_ZERO_ALLOWED');
  });

test('a helper is found in the system\'s directories first, then in the absolute entries of the PATH we started with',
  (t) => {
    const dir = tempDir('nba-helpers-');
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    const own = `nba-helper-${process.pid}`;
    for (const name of [own, 'sh', 'taskset']) fs.writeFileSync(path.join(dir, name), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    assert.deepEqual(helperDirs(`${dir}:bin:.:/usr/bin`).slice(0, 7), [...SYSTEM_PATH.split(':'), dir]);
    // A helper the system has: the system's, whatever the PATH says first.
    const sh = findHelper('sh', { startupPath: dir });
    assert.ok(sh !== null && path.isAbsolute(sh) && !sh.startsWith(dir), String(sh));
    // Only on the PATH we started with: found there, by its absolute path.
    assert.equal(findHelper(own, { startupPath: `relative:${dir}` }), path.join(dir, own));
    // A relative entry would be read in whatever directory we are in: never.
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      assert.equal(findHelper(own, { startupPath: '.' }), null);
      assert.equal(findHelper(own, { startupPath: '' }), null);
    } finally {
      process.chdir(cwd);
    }
    assert.throws(() => findHelper(`${dir}/${own}`), /findHelper takes a program's name/);
    // The sandbox's bwrap, which every launcher starts outside it, is such a path, never a name to look up.
    if (findHelper('bwrap') !== null) {
      assert.deepEqual(detectSandbox('bwrap', { probe: () => null }), { kind: 'bwrap', command: findHelper('bwrap') });
    }
    assert.equal(detectSandbox('auto', { which: () => 'bwrap', probe: () => null }).kind, 'none');
    assert.throws(() => writeLauncher({ kind: 'bwrap', command: 'bwrap' }, { dir, binary: node, scratch: dir, readable: [] }),
      /The sandbox's bwrap must be an absolute path/);
  });

test('with a CPU set, taskset is the system\'s: a taskset first on the job\'s PATH is never run', {
  skip: findHelper('taskset') === null && 'needs taskset (util-linux)', timeout: 60_000 }, async (t) => {
  const dir = tempDir('nba-taskset-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const marker = path.join(dir, 'fake-taskset-ran');
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  fs.writeFileSync(path.join(bin, 'taskset'), `#!/bin/sh\necho ran >> '${marker}'\nexec ${findHelper('taskset')} "$@"\n`,
    { mode: 0o755 });
  const file = path.join(dir, 'affinity.js');
  fs.writeFileSync(file, "process.send({ type: 'affinity', cpus: require('fs').readFileSync('/proc/self/status', " +
    "'utf8').match(/Cpus_allowed_list:\\s*(\\S+)/)[1] }, () => process.exit(0));\n");
  const messages = [];
  const job = startJob({ binary: process.execPath, file, args: [], cpuset: '0', timeout: 30, role: 'other',
    env: { PATH: `${bin}:${process.env.PATH}` }, onMessage: (message) => messages.push(message) });
  const result = await job.promise;
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(messages, [{ type: 'affinity', cpus: '0' }], 'pinned by the real taskset');
  assert.equal(fs.existsSync(marker), false, 'the taskset on the job\'s PATH ran');
});

test('compare.js (blocks): a file whose config pass hands its run passes other variables is not run, and its ' +
  'failure names them; the harness\'s own variables still reach the run passes', { timeout: 120_000 }, async (t) => {
  const wrap = (changes, removed = []) => `'use strict';
const child_process = require('child_process');
const realFork = child_process.fork;
child_process.fork = function fork(modulePath, args, options) {
  if (options?.env?.NODE_RUN_BENCHMARK_FN !== undefined) {
    const env = { ...options.env, ...${JSON.stringify(changes)} };
    for (const name of ${JSON.stringify(removed)}) delete env[name];
    options = { ...options, env };
  }
  return realFork.call(this, modulePath, args, options);
};
`;
  const dir = makeBenchDir({
    // Zero operations are refused unless NODEJS_BENCHMARK_ZERO_ALLOWED reaches the run pass.
    'env/allowed.js': wrap({ NODE_RUN_BENCHMARK_FN: 'x', NODEJS_BENCHMARK_ZERO_ALLOWED: '1' }) +
      benchSource({ n: [1, 2] }, "if (process.env.NODE_RUN_BENCHMARK_FN !== '') throw new Error('FN');")
        .replace("'use strict';\n", '').replace('bench.end(n);', 'bench.end(0);'),
    'env/refused.js': wrap({ LD_PRELOAD: '/nonexistent/nba.so', NBA_EXTRA: '1' }, ['NBA_REMOVED']) +
      benchSource({ n: [1] }).replace("'use strict';\n", ''),
  });
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const ndjson = path.join(dir, 'samples.ndjson');
  const result = await run(node, [compareJs, '--old', node, '--new', node, '--runs', '1', '--no-progress',
    '--ndjson', ndjson, '--benchmark-dir', dir, 'env'], { env: { ...process.env, NBA_REMOVED: 'kept' } });
  assert.equal(result.code, 1, result.stderr);
  const rows = result.stdout.trim().split('\n').slice(1);
  assert.deepEqual(rows.map((row) => row.split(',').slice(0, 3).join(',')).sort(),
    ['"new","env/allowed.js","n=1"', '"new","env/allowed.js","n=2"', '"old","env/allowed.js","n=1"',
      '"old","env/allowed.js","n=2"']);
  const records = fs.readFileSync(ndjson, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  const failures = records.filter((r) => r.type === 'failure');
  assert.deepEqual(failures.map((f) => [f.stage, f.filename, f.binary, f.refusedEnv]),
    ['old', 'new'].map((b) => ['discovery', 'env/refused.js', b, ['LD_PRELOAD', 'NBA_EXTRA', 'NBA_REMOVED removed']]));
  for (const binary of ['old', 'new']) {
    assert.ok(result.stderr.includes(`compare.js: env/refused.js, ${binary} binary: could not learn its configurations: ` +
      "its config pass changes its run passes' environment (LD_PRELOAD, NBA_EXTRA, NBA_REMOVED removed), which " +
      'compare.js does not pass on'), result.stderr);
  }
});
