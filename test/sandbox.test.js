// What a pull request's code can reach (src/machine/sandbox.js): a hostile
// PR whose Makefile looks for the Action's tokens, in its own environment and
// in every process's /proc/<pid>/environ, and tries to write over node-main,
// the trusted base worktree and the compiler cache. Built with the real
// bwrap, then without a sandbox, where the same PR shows what the sandbox
// stops, and what the run does about it (hashes, the untrusted mark).

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { buildBinaries, checkBinaries } from '../src/machine/build.js';
import { bwrapArgs, detectSandbox, environment, JAIL, passableName, privatePaths, sandboxed, toolPaths, writeLauncher }
  from '../src/machine/sandbox.js';
import { killMarked, markedProcesses, newRunMark, RUN_MARK } from '../src/machine/processes.js';
import probe from '../benchmark/_lib/run/sandbox-probe.js';
import { commitFiles, git, makeNodeLikeRepo } from './helpers/node-like-repo.js';
import { tool } from './helpers/tools.js';
import { tempDir } from './helpers/temp.js';

const quiet = { info() {}, startGroup() {}, endGroup() {} };
const bwrap = tool('bwrap');
const haveTools = ['make', 'cc'].every((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0);
const integration = { skip: (!haveTools && 'needs make and a C compiler') || bwrap.skip, timeout: 300_000 };
const DECOY_TOKEN = 'ghs_DecoyTokenOfTheAction0123456789abcd';

/** @type {string[]} */

// ---- unit: what the sandbox is made of ------------------------------------------------------------

test('detectSandbox: none when asked, bwrap when it works, and says why not when it cannot', () => {
  assert.deepEqual(detectSandbox('none'), { kind: 'none', reason: "the 'sandbox' input is 'none'" });
  const works = { which: () => '/usr/bin/bwrap', probe: () => null };
  assert.deepEqual(detectSandbox('auto', works), { kind: 'bwrap', command: '/usr/bin/bwrap' });
  const missing = detectSandbox('auto', { which: () => null, probe: () => null });
  assert.equal(missing.kind, 'none');
  assert.match(missing.kind === 'none' ? missing.reason : '', /bwrap is not installed \(Debian and Ubuntu package bubblewrap\)/);
  const denied = detectSandbox('auto', { which: () => '/usr/bin/bwrap', probe: () => 'setting up uid map: Permission denied' });
  assert.match(denied.kind === 'none' ? denied.reason : '', /cannot create its namespaces on this host \(setting up uid map: Permission denied\)/);
  assert.throws(() => detectSandbox('bwrap', { which: () => null, probe: () => null }),
    /The 'sandbox' input is 'bwrap', and bwrap is not installed .*: nothing was built or run/);
});

test('fail closed: a pull request\'s code never runs unsandboxed unless the workflow says sandbox: none', () => {
  const missing = { which: () => null, probe: () => null, pullRequestCode: true };
  assert.throws(() => detectSandbox('auto', missing), (/** @type {any} */ err) => {
    assert.equal(err.message, "The pull request's code would run without a sandbox, and bwrap is not installed " +
      '(Debian and Ubuntu package bubblewrap): nothing was built or run. Install bubblewrap on the benchmark host ' +
      '(sudo apt-get install bubblewrap; node benchmark/doctor.js checks it), or set the input \'sandbox: none\' to ' +
      "run it unconfined: its build and its node then run as the runner's user, and can read the runner's " +
      "credentials and the tokens in the runner's processes, and write anywhere that user can");
    return true;
  });
  assert.throws(() => detectSandbox('auto', { ...missing, which: () => '/usr/bin/bwrap', probe: () => 'denied' }),
    /would run without a sandbox, and bwrap cannot create its namespaces on this host \(denied\)/);
  // Said explicitly, it runs; prebuilt binaries (the workflow's own) run without one under auto.
  assert.equal(detectSandbox('none', missing).kind, 'none');
  assert.equal(detectSandbox('auto', { ...missing, pullRequestCode: false }).kind, 'none');
});

// The layouts a runner lives in: GitHub's own setup (~/actions-runner), /opt, and a custom one.
const LAYOUTS = {
  'GitHub\'s ~/actions-runner': { HOME: '/home/runner', runner: '/home/runner/actions-runner' },
  '/opt/actions-runner': { HOME: '/home/runner', runner: '/opt/actions-runner' },
  'a custom path': { HOME: '/home/ci', runner: '/srv/runner' },
};

test('privatePaths and toolPaths: node\'s own install directory is exposed, never a parent holding the runner', () => {
  for (const [name, layout] of Object.entries(LAYOUTS)) {
    // Each layout made under a directory of its own: toolPaths exposes only directories that exist.
    const root = tempDir('nba-layout-');
    const [HOME, runner, gcc] = [root + layout.HOME, root + layout.runner, path.join(root, 'opt', 'gcc-13')];
    for (const dir of [`${HOME}/.pyenv/shims`, `${runner}/externals/node24/bin`, `${runner}/_work/_temp`, `${gcc}/bin`]) {
      fs.mkdirSync(dir, { recursive: true });
    }
    const env = { HOME, RUNNER_TEMP: `${runner}/_work/_temp`,
      PATH: `${HOME}/.pyenv/shims:/usr/bin:${runner}/externals/node24/bin:${gcc}/bin` };
    const execPath = `${runner}/externals/node24/bin/node`;
    assert.deepEqual(privatePaths(env, execPath), [HOME, `${runner}/_work/_temp`, `${runner}/_work`, runner], name);
    const exposed = toolPaths(env, execPath);
    assert.deepEqual(exposed, [`${HOME}/.pyenv`, `${runner}/externals/node24`, gcc], name);
    for (const dir of exposed) {
      assert.ok(![HOME, runner, `${runner}/_work`].some((secret) => secret === dir || secret.startsWith(`${dir}/`)),
        `${name}: ${dir} holds a private path`);
    }
  }
});

test('toolPaths on real directories: ~/.pyenv for its shims, the node\'s install dir, never $HOME or the runner', () => {
  const home = tempDir('nba-home-');
  const runner = path.join(home, 'actions-runner');
  for (const d of ['.pyenv/shims', '.pyenv/versions', 'actions-runner/externals/node24/bin', 'actions-runner/_work/_temp',
    'bin']) {
    fs.mkdirSync(path.join(home, d), { recursive: true });
  }
  const env = { HOME: home, RUNNER_TEMP: path.join(runner, '_work', '_temp'),
    PATH: [path.join(home, '.pyenv', 'shims'), path.join(home, 'bin'), '/usr/bin',
      path.join(runner, 'externals', 'node24', 'bin')].join(':') };
  const exposed = toolPaths(env, path.join(runner, 'externals', 'node24', 'bin', 'node'));
  assert.deepEqual(exposed, [path.join(home, '.pyenv'), path.join(home, 'bin'), path.join(runner, 'externals', 'node24')]);
});

test('bwrapArgs: only the system\'s directories, then home, readable, moved, writable and read-only ones, the root read-only', () => {
  const dir = tempDir('nba-jail-');
  for (const d of ['tool', 'work', 'scratch', 'bin']) fs.mkdirSync(path.join(dir, d), { recursive: true });
  fs.writeFileSync(path.join(dir, 'work', '.git'), 'gitdir: /elsewhere\n');
  fs.writeFileSync(path.join(dir, 'bin', 'node'), '');
  const p = (name) => path.join(dir, name);
  const args = bwrapArgs({ cwd: p('work'), scratch: p('scratch'), home: '/home/x', readable: [p('tool'), p('absent')],
    at: [{ from: p('bin/node'), to: JAIL.node }], writable: [p('work')], readOnly: [p('work/.git')] });
  const system = probe.systemArgs();
  assert.deepEqual(args.slice(0, system.length), system);
  assert.ok(!args.some((a, i) => args[i - 1] === '--ro-bind' && a === '/'), 'the host\'s root is not mounted');
  for (const hidden of ['/home', '/root', '/opt', '/srv', '/var', '/run', '/mnt']) {
    assert.ok(!system.includes(hidden), `${hidden} is not among the system's directories`);
  }
  const rest = args.slice(system.length);
  assert.deepEqual(rest, ['--tmpfs', '/home/x', '--ro-bind', p('tool'), p('tool'), '--ro-bind', p('bin/node'), JAIL.node,
    '--bind', p('work'), p('work'), '--bind', p('scratch'), p('scratch'), '--ro-bind', p('work/.git'), p('work/.git'),
    '--remount-ro', '/', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try', '--unshare-net',
    '--new-session', '--die-with-parent', '--cap-drop', 'ALL', '--chdir', p('work')]);
});

test('writeLauncher: each binary at the same path inside, with the same scratch path, TMPDIR, HOME and working directory',
  { skip: bwrap.skip }, () => {
    const sandbox = detectSandbox('bwrap');
    const dir = tempDir("nba-launch-it's-");
    // Two copies of this node at paths of different lengths, as node-main and a longer node-pr.
    const binaries = { old: path.join(dir, 'node-main'), new: path.join(dir, 'a', 'longer', 'path', 'node-pr') };
    const seen = {};
    for (const [side, binary] of Object.entries(binaries)) {
      fs.mkdirSync(path.dirname(binary), { recursive: true });
      fs.copyFileSync(process.execPath, binary);
      fs.chmodSync(binary, 0o755);
      const launcher = writeLauncher(sandbox, { dir: path.join(dir, 'launch', side), binary,
        scratch: path.join(dir, 'scratch', side), readable: [] });
      assert.equal(launcher, path.join(dir, 'launch', side, 'node'));
      const result = spawnSync(launcher, ['-e', 'console.log(JSON.stringify({ execPath: process.execPath, ' +
        'tmp: process.env.TMPDIR, home: process.env.HOME, cwd: process.cwd(), argv0: process.argv0, ' +
        'runner: require("fs").existsSync(process.env.OUTSIDE) }))'], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin',
        OUTSIDE: dir } });
      assert.equal(result.status, 0, result.stderr);
      seen[side] = JSON.parse(result.stdout);
    }
    assert.deepEqual(seen.old, { execPath: JAIL.node, tmp: JAIL.scratch, home: JAIL.scratch, cwd: JAIL.scratch,
      argv0: JAIL.node, runner: false });
    assert.deepEqual(seen.new, seen.old, 'old and new see the same paths and environment');
    // Without a sandbox, the binary itself.
    assert.equal(writeLauncher({ kind: 'none', reason: 'test' }, { dir, binary: binaries.old, scratch: dir, readable: [] }),
      binaries.old);
  });

test('environment: an allow-list; pass-env adds names but never a credential or a runner file', () => {
  const env = { PATH: '/bin', HOME: '/h', LANG: 'C.UTF-8', 'INPUT_GITHUB-TOKEN': 'x', GITHUB_TOKEN: 'x',
    ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_ID_TOKEN_REQUEST_URL: 'x', GITHUB_ENV: '/f', AWS_SECRET_ACCESS_KEY: 'x',
    NODE_BENCHMARK_FLAGS: '--jitless', MY_FLAG: 'y' };
  assert.deepEqual(environment(env, { scratch: '/s' }),
    { PATH: '/bin', HOME: '/h', LANG: 'C.UTF-8', NODE_BENCHMARK_FLAGS: '--jitless', TMPDIR: '/s' });
  assert.deepEqual(environment(env, { scratch: '/s', pass: ['MY_FLAG', 'GITHUB_TOKEN', 'GITHUB_ENV'] }),
    { PATH: '/bin', HOME: '/h', LANG: 'C.UTF-8', NODE_BENCHMARK_FLAGS: '--jitless', MY_FLAG: 'y', TMPDIR: '/s' });
  assert.equal(passableName('MY_FLAG'), true);
  for (const bad of ['GITHUB_TOKEN', 'INPUT_X', 'ACTIONS_RUNTIME_TOKEN', 'GITHUB_OUTPUT', 'A-B', '1X', '']) {
    assert.equal(passableName(bad), false, bad);
  }
});

test('checkBinaries: a binary replaced after it was built is named, with both hashes', () => {
  const dir = tempDir('nba-hash-');
  const file = path.join(dir, 'node-main');
  fs.writeFileSync(file, 'built');
  const sha256 = '0ab1d48e2c8f5b3d08a0c7b2f0e5d3c2a2c7e66b3f3a7c3f0f7b5c2a3d4e5f60';
  assert.throws(() => checkBinaries({ 'node-main': { path: file, sha256 } }, 'while benchmarking'),
    new RegExp(`^Error: node-main changed while benchmarking: it was ${sha256} \\(SHA-256\\) when built and is [0-9a-f]{64} now`));
  fs.rmSync(file);
  assert.throws(() => checkBinaries({ 'node-main': { path: file, sha256 } }, 'while benchmarking'), /is missing now/);
});

// ---- processes.js: the run's mark --------------------------------------------------------------------

test('killMarked ends every process of the run, a detached grandchild left by its parent included', async () => {
  const mark = newRunMark();
  // A parent that starts a detached grandchild and exits: the grandchild is
  // reparented, out of any tree rooted at us, and still carries the mark.
  const parent = spawn(process.execPath, ['-e', `
    const { spawn } = require('node:child_process');
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
    child.unref();
    console.log(child.pid);
  `], { env: { ...process.env, [RUN_MARK]: mark }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  parent.stdout.on('data', (chunk) => { out += chunk; });
  await new Promise((resolve) => parent.on('close', resolve));
  const grandchild = Number(out.trim());
  const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
  assert.ok(alive(grandchild));
  assert.deepEqual(markedProcesses(mark), [grandchild]);
  assert.equal(killMarked(mark), 1);
  for (let i = 0; i < 50 && markedProcesses(mark).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(markedProcesses(mark), []);
  assert.throws(() => markedProcesses('not a mark'), /Invalid run mark/);
});

// ---- a hostile pull request, built for real ---------------------------------------------------------

// The PR's build: after making its binary, it looks for tokens and tries to
// write where the trusted things are, and writes what it managed into its
// own worktree (hostile-report.txt) for the test to read.
const HOSTILE = `#!/bin/sh
report=hostile-report.txt
: > "$report"
say() { echo "$1: $2" >> "$report"; }
say env-credentials "$(env | grep -c -E '^(INPUT_|GITHUB_TOKEN|ACTIONS_RUNTIME_TOKEN)' || true)"
found=0
for f in /proc/[0-9]*/environ; do
  if tr '\\000' '\\n' < "$f" 2>/dev/null | grep -q '${DECOY_TOKEN}'; then found=$((found + 1)); fi
done
say proc-token "$found"
try() { if "$@" 2>/dev/null; then echo yes; else echo no; fi; }
say wrote-node-main "$(try cp out/Release/node ../../node-main)"
say wrote-base "$(try sh -c 'mkdir -p ../base/out/Release && cp out/Release/node ../base/out/Release/planted')"
say wrote-cache "$(try sh -c 'mkdir -p ../../ccache && echo x > ../../ccache/planted')"
# The repository's git directory, where the worktree's .git file points (readable in the sandbox, for git).
say wrote-git "$(try sh -c 'd=$(sed -n "s/^gitdir: //p" .git) && [ -n "$d" ] && echo x > "$d/../../planted"')"
exit 0
`;

function hostileRepo() {
  const repo = makeNodeLikeRepo();
  const makefile = fs.readFileSync(path.join(repo.dir, 'Makefile'), 'utf8')
    .replace('all: $(OUT)/node', 'all: $(OUT)/node\n\tsh ./hostile.sh');
  git(repo.dir, 'checkout', '--quiet', 'pr');
  const headSha = commitFiles(repo.dir, { Makefile: makefile, 'hostile.sh': HOSTILE }, 'pr: a hostile build');
  return { ...repo, headSha };
}

/** A process standing for the Action: its environment has a token. */
function decoy() {
  return spawn('sleep', ['300'], { env: { ...process.env, 'INPUT_GITHUB-TOKEN': DECOY_TOKEN }, stdio: 'ignore' });
}

function report(worktree) {
  return Object.fromEntries(fs.readFileSync(path.join(worktree, 'hostile-report.txt'), 'utf8').trim().split('\n')
    .map((line) => line.split(': ')));
}

async function build(repo, workDir, sandbox, env = {}) {
  return buildBinaries({ repositoryPath: repo.dir, workDir, baseSha: repo.baseSha, headSha: repo.headSha,
    buildCommand: './configure && make', log: quiet, ccache: false, owner: 'o/r#12', sandbox, mark: newRunMark(),
    env: { ...process.env, 'INPUT_GITHUB-TOKEN': DECOY_TOKEN, ...env },
    run: (command, args, options) => import('../src/machine/build-process.js').then((m) => m.spawnLogged(command, args, options)) });
}

test('in the sandbox, a hostile build finds no token and writes nothing of ours', integration, async () => {
  const sandbox = detectSandbox('bwrap');
  const repo = hostileRepo();
  const workDir = tempDir('nba-sandbox-');
  const action = decoy();
  try {
    const built = await build(repo, workDir, sandbox);
    const seen = report(built.worktrees.head);
    assert.deepEqual([seen['env-credentials'], seen['proc-token']], ['0', '0']);
    // What it wrote landed in its own empty file system, never in ours (node-main is checked below).
    assert.equal(fs.existsSync(path.join(built.worktrees.base, 'out', 'Release', 'planted')), false);
    assert.equal(fs.existsSync(path.join(workDir, 'ccache', 'planted')), false);
    assert.deepEqual([seen['wrote-git'], fs.existsSync(path.join(repo.dir, '.git', 'planted'))], ['no', false]);
    assert.equal(fs.existsSync(path.join(workDir, 'untrusted')), false, 'a sandboxed run leaves nothing to distrust');
    checkBinaries(built.hashes, 'after the build'); // unchanged
  } finally {
    action.kill();
  }
});

test('without a sandbox the same build reaches the token and node-main: the run refuses, and the next one cleans up',
  integration, async () => {
    const repo = hostileRepo();
    const workDir = tempDir('nba-nosandbox-');
    const action = decoy();
    const none = /** @type {const} */ ({ kind: 'none', reason: 'testing the host that cannot' });
    try {
      // What the sandbox stops, seen: the token in another process's environ, node-main written.
      await assert.rejects(build(repo, workDir, none),
        /^Error: node-main changed during the head build: it was [0-9a-f]{64} \(SHA-256\) when built/);
      const seen = report(path.join(workDir, 'worktrees', 'head'));
      assert.equal(seen['env-credentials'], '0', 'the environment is an allow-list, sandbox or not');
      assert.ok(Number(seen['proc-token']) >= 1, JSON.stringify(seen));
      assert.equal(seen['wrote-node-main'], 'yes');
      assert.equal(seen['wrote-base'], 'yes');
      assert.equal(seen['wrote-git'], 'yes', 'the repository\'s git directory too');
      assert.ok(fs.existsSync(path.join(repo.dir, '.git', 'planted')));
      assert.ok(fs.existsSync(path.join(workDir, 'untrusted')));
      // The next run (any pull request) cleans what the last one planted in the base worktree.
      const clean = { ...repo, headSha: repo.baseSha };
      await build(clean, workDir, none);
      assert.equal(fs.existsSync(path.join(workDir, 'worktrees', 'base', 'out', 'Release', 'planted')), false);
    } finally {
      action.kill();
    }
  });

test('in the sandbox, the head build reads the compiler cache and cannot write it', { ...integration,
  skip: integration.skip || tool('ccache').skip }, async () => {
  const sandbox = detectSandbox('bwrap');
  const repo = makeNodeLikeRepo();
  const workDir = tempDir('nba-sandbox-cache-');
  await buildBinaries({ repositoryPath: repo.dir, workDir, baseSha: repo.baseSha, headSha: repo.headSha,
    buildCommand: './configure && make', log: quiet, ccache: true, owner: 'o/r#12', sandbox,
    run: (command, args, options) => import('../src/machine/build-process.js').then((m) => m.spawnLogged(command, args, options)) });
  const stats = spawnSync('ccache', ['--print-stats'], { encoding: 'utf8',
    env: { ...process.env, CCACHE_DIR: path.join(workDir, 'ccache') } }).stdout;
  assert.match(stats, /^files_in_cache\t4$/m, stats); // the base's two objects and their manifests only
});

test('a sandboxed command sees an empty /tmp and scratch, its own PID namespace, no network but loopback',
  { skip: bwrap.skip }, () => {
    const sandbox = detectSandbox('bwrap');
    const dir = tempDir('nba-jail-');
    const scratch = path.join(dir, 'scratch');
    fs.mkdirSync(scratch);
    fs.writeFileSync(path.join(scratch, 'left-over'), '');
    const script = 'ls -A /tmp | wc -l; ls -A "$TMPDIR" | wc -l; ls -d /proc/[0-9]* | wc -l; ' +
      'grep -c : /proc/net/dev; grep -q "lo:" /proc/net/dev && echo lo; touch "$TMPDIR/x" && echo scratch-writable; touch /x 2>/dev/null || echo root-read-only';
    const { command, args } = sandboxed(sandbox, 'sh', ['-c', script], { cwd: scratch, scratch });
    const result = spawnSync(command, args, { encoding: 'utf8', env: { PATH: process.env.PATH, TMPDIR: scratch } });
    assert.equal(result.status, 0, result.stderr);
    const [tmp, left, processes, interfaces, loopback] = result.stdout.trim().split('\n').map((l) => l.trim());
    assert.equal(tmp, '1', 'the host\'s /tmp is hidden: only the path back to the scratch directory');
    assert.equal(left, '0', 'the scratch directory is emptied for each run');
    assert.ok(Number(processes) <= 4, `processes visible: ${processes}`); // bwrap's init, sh, ls, wc
    assert.deepEqual([interfaces, loopback], ['1', 'lo'], 'loopback only');
    assert.match(result.stdout, /scratch-writable\nroot-read-only/);
    assert.ok(fs.existsSync(path.join(scratch, 'x')));
  });
