// benchmark/doctor.js: the readiness check of a new benchmark host. Most tests
// run the real script as a child process on a fake machine: a sys/ and proc/
// tree under --root, and a PATH holding only fake programs (shell scripts).
// As root, the "not root" cases run the script as nobody (setpriv), from a copy
// nobody can reach (test/helpers/other-user.js), like cpu-sh.test.js; the
// thresholds are tested in-process with injected readers.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  AS_OTHER_USER, OTHER_USER, copyForOtherUser, isRoot, nodeForOtherUser, notRootSkip, readableCopy,
} from './helpers/other-user.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { diagnose } = require('../benchmark/doctor.js');

const doctor = fileURLToPath(new URL('../benchmark/doctor.js', import.meta.url));
const GIB = 1024 ** 3;
// Whoever the "not root" tests run as, named in the sudoers line.
const otherUser = isRoot ? OTHER_USER.name : os.userInfo().username;
// doctor.js and what it requires: all a plain clone needs to run it.
const DOCTOR_FILES = ['benchmark/doctor.js', 'benchmark/_lib/tools/doctor-checks.js', 'benchmark/_lib/cpus.js',
  'benchmark/_lib/run/sandbox-probe.js', 'benchmark/_lib/stdout.js', 'benchmark/_lib/exit-codes.js',
  'benchmark/_lib/text.js', 'benchmark/package.json'];
const CPU = 'sys/devices/system/cpu';
const VARIABLES = 'Settings → Secrets and variables → Actions → Variables';
const RULE = '/usr/bin/tee ^/sys/devices/system/cpu/cpu[0-9]+/cpufreq/scaling_governor$';

const VERSIONS = {
  git: 'git version 2.43.0',
  python3: 'Python 3.12.3',
  'g++': 'g++ (Debian 12.2.0-14) 12.2.0',
  make: 'GNU Make 4.3',
  ccache: 'ccache version 4.8.3',
  taskset: 'taskset from util-linux 2.39.3',
  bwrap: 'bubblewrap 0.9.0',
};
const SUDO_OK = 'printf "%s\\n" "$*" >> "${0%/*}/sudo.log"\nexit 0'; // builtins only: PATH is just the fakes
const SUDO_PASSWORD = 'echo "sudo: a password is required" >&2\nexit 1';

/** A temp directory everyone can read, removed after the test. */
function readableDir(t, prefix) {
  const dir = tempDir(prefix);
  fs.chmodSync(dir, 0o755);
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A fake machine: <dir>/root/{sys,proc} and <dir>/bin with a script per
 * program (`tools` maps a name to its --version line, or to a script body
 * when it has a newline; null leaves it out).
 * @param {import('node:test').TestContext} t
 * @param {{ governor?: string | null, writable?: boolean, isolated?: string, noTurbo?: string | null,
 *   memGiB?: number, load?: string, tools?: Record<string, string | null>, sudo?: string }} [options]
 *   governor and noTurbo: null leaves the file out
 */
function fakeMachine(t, {
  governor = 'performance', writable = true, isolated = '2-3', noTurbo = '1', memGiB = 32,
  load = '0.10', tools = {}, sudo = SUDO_OK,
} = {}) {
  const dir = readableDir(t, 'nba-doctor-');
  const root = path.join(dir, 'root');
  const files = {
    [`${CPU}/present`]: '0-3', [`${CPU}/online`]: '0-3', [`${CPU}/isolated`]: isolated,
    [`${CPU}/nohz_full`]: isolated || '(null)',
    'proc/meminfo': `MemTotal:       ${memGiB * 1024 * 1024} kB\nMemFree:        1024 kB\n`,
    'proc/loadavg': `${load} 0.20 0.30 1/200 999\n`,
  };
  if (noTurbo !== null) files[`${CPU}/intel_pstate/no_turbo`] = noTurbo;
  for (let cpu = 0; cpu < 4; cpu++) {
    fs.mkdirSync(path.join(root, CPU, `cpu${cpu}`), { recursive: true });
    if (governor !== null) files[`${CPU}/cpu${cpu}/cpufreq/scaling_governor`] = governor;
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    // As root, "not writable" means root-owned 0644 read by nobody.
    fs.writeFileSync(path.join(root, file), `${text}\n`, { mode: writable || isRoot ? 0o644 : 0o444 });
  }
  for (const d of walkDirs(root)) fs.chmodSync(d, 0o755);
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin, { mode: 0o777 });
  fs.chmodSync(bin, 0o777); // the fake sudo logs its arguments there, whoever runs it
  for (const [name, body] of Object.entries({ ...VERSIONS, sudo, ...tools })) {
    if (body === null) continue;
    const script = body.includes('\n') ? body : `echo '${body}'`;
    fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
  }
  return { dir, root, bin };
}

function* walkDirs(dir) {
  yield dir;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* walkDirs(path.join(dir, entry.name));
  }
}

/** doctor.js run as this user, from the checkout, on this node. */
const IN_PLACE = { prefix: [], node: process.execPath, script: doctor };

/**
 * How the "not root" cases run doctor.js: as root, as user nobody, on copies
 * that nobody can reach wherever the checkout is; else as this user, in place.
 * @param {import('node:test').TestContext} t
 * @returns {{ prefix: string[], node: string, script: string }}
 */
function notRoot(t) {
  if (!isRoot) return IN_PLACE;
  const copy = copyForOtherUser(t, DOCTOR_FILES);
  return { prefix: AS_OTHER_USER, node: nodeForOtherUser(t), script: copy.file('benchmark/doctor.js') };
}

/**
 * Runs doctor.js on the fake machine with only its bin on PATH; as this
 * user, or as `as` says (notRoot).
 * @param {{ root: string, dir: string, bin: string }} machine
 * @param {string[]} [args]
 * @param {{ as?: { prefix: string[], node: string, script: string } }} [options]
 */
function runDoctor(machine, args = [], { as = IN_PLACE } = {}) {
  const command = [...as.prefix, as.node, as.script, '--root', machine.root, '--work-dir', machine.dir, ...args];
  const [file, ...rest] = command;
  return spawnSync(file, rest, { env: { PATH: machine.bin }, encoding: 'utf8', cwd: machine.dir, timeout: 30_000 });
}

/** The report's line for a check and the lines of its fix. */
function section(stdout, id) {
  const lines = stdout.split('\n');
  const at = lines.findIndex((l) => l.slice(5).startsWith(`${id} `));
  assert.notEqual(at, -1, `no line for ${id} in:\n${stdout}`);
  let end = at + 1;
  while (lines[end]?.startsWith('     ') && lines[end].trim() !== '') end++;
  return lines.slice(at, end).map((l) => l.trimEnd());
}

// The fake machines' disk is this machine's temp directory: the checks that
// expect "ok" need it roomy (the thresholds themselves are tested in-process).
const tmpFree = fs.statfsSync(os.tmpdir()).bavail * fs.statfsSync(os.tmpdir()).bsize;
const roomy = tmpFree >= 40 * GIB ? false : `the temp directory has ${(tmpFree / GIB).toFixed(1)} GiB free, under 40`;

const SHARDS = '[{"host":"bench-1","shard":"0/2"},{"host":"bench-2","shard":"1/2"}]';
const LABELS = 'self-hosted,Linux,X64,benchmark,bench-1';

test('a ready host: every check ok, "ready", exit 0', { skip: roomy }, (t) => {
  const machine = fakeMachine(t);
  const r = runDoctor(machine, ['--cpuset', '2-3', '--labels', LABELS, '--shards', SHARDS]);
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0);
  const lines = r.stdout.split('\n');
  assert.deepEqual(lines.slice(0, 15).map((l) => l.slice(0, 15)), [
    'ok   git       ', 'ok   python3   ', 'ok   compiler  ', 'ok   make      ', 'ok   ccache    ',
    'ok   taskset   ', 'ok   sandbox   ', 'ok   node      ', 'ok   governor  ', 'ok   turbo     ', 'ok   isolation ',
    'ok   memory    ', 'ok   disk      ', 'ok   load      ', 'ok   labels    ',
  ]);
  assert.deepEqual(lines.slice(15), ['', 'ready', '']);
  assert.deepEqual(lines.slice(0, 12).concat(lines[13], lines[14]), [
    'ok   git        git version 2.43.0',
    "ok   python3    Python 3.12.3 (node's configure needs Python 3.9 or later)",
    'ok   compiler   g++ (Debian 12.2.0-14) 12.2.0 (node main needs g++ 12.2 or later)',
    'ok   make       GNU Make 4.3',
    'ok   ccache     ccache version 4.8.3',
    'ok   taskset    taskset from util-linux 2.39.3',
    "ok   sandbox    bubblewrap 0.9.0: the pull request's build and benchmarks run in a sandbox",
    `ok   node       ${process.version} runs this check; the Action runs on the runner's own Node.js 24`,
    'ok   governor   performance on CPUs 0-3; the Action can set performance directly ' +
      `(${isRoot ? 'running as root' : 'the files are writable'})`,
    'ok   turbo      off (intel_pstate/no_turbo = 1)',
    'ok   isolation  CPU set 2-3: online and isolated (isolated: 2-3, nohz_full: 2-3)',
    "ok   memory     32.0 GiB total (node's build needs roughly 1–2 GiB per make job)",
    'ok   load       1-minute load average 0.10 (limit 1.00: half a CPU for each of 2 benchmark CPUs)',
    'ok   labels     self-hosted, Linux, X64, benchmark, bench-1: this runner takes shard 0/2 ' +
      '(host bench-1 in BENCHMARK_SHARDS)',
  ]);
  assert.match(lines[12], /^ok {3}disk {7}\d+\.\d GiB free at .+ \(a node checkout, two worktrees' out\/ and a ccache want ~40 GiB\)$/);
  // Writable as it was: the doctor asks nothing of sudo then, and changes nothing.
  assert.equal(fs.existsSync(path.join(machine.bin, 'sudo.log')), false);
  assert.equal(fs.readFileSync(path.join(machine.root, CPU, 'cpu0/cpufreq/scaling_governor'), 'utf8'), 'performance\n');
});

test('an unready host: exit 1, each missing piece named with its fix', { skip: notRootSkip }, (t) => {
  const machine = fakeMachine(t, {
    governor: 'powersave', writable: false, isolated: '', noTurbo: '0',
    tools: { python3: null, 'g++': null, bwrap: null }, sudo: SUDO_PASSWORD,
  });
  const as = notRoot(t);
  const r = runDoctor(machine, [], { as });
  assert.deepEqual(section(r.stdout, 'sandbox'), [
    "FAIL sandbox    bwrap is not on PATH: a run of a pull request's code refuses here (its build and benchmarks " +
      "would read this user's files, the runner's credentials and the Action's process, and write the trusted base " +
      "build), unless the workflow sets 'sandbox: none'",
    '                fix: sudo apt-get install -y bubblewrap',
  ]);
  assert.equal(r.stderr, '');
  assert.equal(r.status, 1);
  assert.deepEqual(section(r.stdout, 'python3'), [
    "FAIL python3    python3 is not on PATH: node's configure needs Python 3.9 or later",
    '                fix: sudo apt-get install -y python3',
  ]);
  assert.deepEqual(section(r.stdout, 'compiler'), [
    'FAIL compiler   no C++ compiler: neither g++ nor clang++ is on PATH',
    '                fix: sudo apt-get install -y g++',
  ]);
  assert.deepEqual(section(r.stdout, 'governor'), [
    'WARN governor   powersave on CPUs 0-3; the Action cannot set performance: not root, and ' +
      '`sudo -n -l /usr/bin/tee` refused (sudo: a password is required)',
    '                fix: add this line with `sudo visudo -f /etc/sudoers.d/node-benchmark` (sudo 1.9.10 or later), ' +
      'or run the runner as root:',
    `                     ${otherUser} ALL=(root) NOPASSWD: ${RULE}`,
  ]);
  assert.deepEqual(section(r.stdout, 'turbo'), [
    'WARN turbo      on (intel_pstate/no_turbo = 0): the clock then depends on temperature and on the other cores',
    '                fix: echo 1 | sudo tee /sys/devices/system/cpu/intel_pstate/no_turbo ' +
      '(and at every boot: a systemd unit or /etc/rc.local)',
  ]);
  assert.deepEqual(section(r.stdout, 'isolation'), [
    'WARN isolation  no isolated CPUs (isolated: none, nohz_full: none): ' +
      "the kernel and other processes share the benchmark's CPUs",
    '                fix: add isolcpus=2-3 nohz_full=2-3 rcu_nocbs=2-3 to GRUB_CMDLINE_LINUX in /etc/default/grub, ' +
      'run sudo update-grub and reboot;',
    `                     then set the repository variable BENCHMARK_CPUSET=2-3 (${VARIABLES})`,
  ]);
  assert.deepEqual(section(r.stdout, 'labels'), [
    "WARN labels     labels not checked: GitHub does not tell the machine its runner's labels; the workflow needs " +
      "self-hosted, benchmark and this host's name from BENCHMARK_SHARDS",
    '                fix: register the runner with `./config.sh --labels benchmark` ' +
      "(or add them in the repository's Settings → Actions → Runners),",
    '                     then run this again with --labels self-hosted,benchmark',
  ]);
  // python3, the compiler and the sandbox; and the disk, when this machine's is nearly full.
  const problems = 3 + (/^FAIL disk /m.test(r.stdout) ? 1 : 0);
  assert.equal(r.stdout.split('\n').at(-2), `not ready: ${problems} problems`);
  // The governor was only asked about, never written.
  assert.equal(fs.readFileSync(path.join(machine.root, CPU, 'cpu2/cpufreq/scaling_governor'), 'utf8'), 'powersave\n');

  const json = runDoctor(machine, ['--json'], { as });
  assert.equal(json.status, 1);
  const report = JSON.parse(json.stdout);
  assert.equal(report.ready, false);
  assert.equal(report.summary, `not ready: ${problems} problems`);
  const statuses = Object.fromEntries(report.checks.map((c) => [c.id, c.status]));
  assert.deepEqual(statuses, {
    git: 'ok', python3: 'fail', compiler: 'fail', make: 'ok', ccache: 'ok', taskset: 'ok', sandbox: 'fail', node: 'ok',
    governor: 'warn', turbo: 'warn', isolation: 'warn', memory: 'ok', disk: statuses.disk, load: 'ok', labels: 'warn',
  });
  assert.deepEqual(report.checks.find((c) => c.id === 'compiler'), {
    id: 'compiler', status: 'fail', finding: 'no C++ compiler: neither g++ nor clang++ is on PATH',
    fix: 'sudo apt-get install -y g++',
  });
  // The text and the JSON say the same of every check.
  for (const check of report.checks) {
    assert.equal(section(r.stdout, check.id)[0].slice(0, 4).trim().toLowerCase(), check.status, check.id);
  }
});

test('a host with warnings only is "ready with N warnings" and exits 0', { skip: roomy }, (t) => {
  const machine = fakeMachine(t, { governor: null, noTurbo: null, tools: { ccache: null } });
  const r = runDoctor(machine);
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0);
  assert.deepEqual(section(r.stdout, 'governor'), [
    'WARN governor   no cpufreq: a VM or a governor-less kernel; results are noisier',
    '                fix: benchmark on bare metal with a cpufreq driver (intel_pstate, amd-pstate, acpi-cpufreq) ' +
      'where you can',
  ]);
  assert.deepEqual(section(r.stdout, 'ccache'), [
    'WARN ccache     ccache is not on PATH: builds still work, just slower: every build starts cold',
    '                fix: sudo apt-get install -y ccache',
  ]);
  assert.deepEqual(section(r.stdout, 'turbo'), [
    'ok   turbo      not exposed (no intel_pstate/no_turbo or cpufreq/boost): nothing to turn off here',
  ]);
  assert.deepEqual(section(r.stdout, 'isolation'), [
    'ok   isolation  isolated: 2-3, nohz_full: 2-3; give these to BENCHMARK_CPUSET and check it with --cpuset',
  ]);
  assert.equal(r.stdout.split('\n').at(-2), 'ready with 3 warnings');
  assert.equal(JSON.parse(runDoctor(machine, ['--json']).stdout).ready, true);
});

test('a sudoers rule makes the governor settable: asked with sudo -n -l, never written',
  { skip: notRootSkip }, (t) => {
    const machine = fakeMachine(t, { governor: 'schedutil', writable: false });
    const r = runDoctor(machine, [], { as: notRoot(t) });
    assert.deepEqual(section(r.stdout, 'governor'), [
      'ok   governor   schedutil on CPUs 0-3; the Action can set performance through `sudo -n tee` (a sudoers rule)',
    ]);
    assert.equal(fs.readFileSync(path.join(machine.bin, 'sudo.log'), 'utf8'),
      `-n -l /usr/bin/tee ${machine.root}/${CPU}/cpu0/cpufreq/scaling_governor\n`);
    assert.equal(fs.readFileSync(path.join(machine.root, CPU, 'cpu0/cpufreq/scaling_governor'), 'utf8'), 'schedutil\n');
  });

test('without sudo, or with a sudo too old for the rule, the fix says so', { skip: notRootSkip }, (t) => {
  const as = notRoot(t);
  const none = fakeMachine(t, { writable: false, tools: { sudo: null } });
  const [finding, fix] = section(runDoctor(none, [], { as }).stdout, 'governor');
  assert.match(finding, /cannot set performance: not root, and sudo is not installed$/);
  assert.match(fix, /fix: sudo apt-get install -y sudo, then add this line with/);

  const old = fakeMachine(t, {
    writable: false,
    sudo: 'if [ "$1" = -V ]; then echo "Sudo version 1.9.5p2"; exit 0; fi\nexit 1',
  });
  const [oldFinding, oldFix] = section(runDoctor(old, [], { as }).stdout, 'governor');
  assert.match(oldFinding, /refused \(exit 1\)$/);
  assert.match(oldFix, /\(sudo 1\.9\.10 or later; this sudo is 1\.9\.5: list each cpuN file instead\)/);
});

test('--cpuset: CPUs that are not online fail, CPUs that are not isolated warn', { skip: roomy }, (t) => {
  const machine = fakeMachine(t);
  const offline = runDoctor(machine, ['--cpuset', '3-5']);
  assert.equal(offline.status, 1);
  assert.deepEqual(section(offline.stdout, 'isolation'), [
    'FAIL isolation  CPU set 3-5: CPUs 4-5 not online (online: 0-3)',
    `                fix: choose BENCHMARK_CPUSET from CPUs 0-3 (${VARIABLES})`,
  ]);
  const shared = runDoctor(machine, ['--cpuset', '1-3']);
  assert.equal(shared.status, 0);
  assert.deepEqual(section(shared.stdout, 'isolation'), [
    'WARN isolation  CPU set 1-3: CPU 1 not isolated (isolated: 2-3, nohz_full: 2-3)',
    `                fix: set BENCHMARK_CPUSET=2-3 (${VARIABLES}), or isolate 1 too with isolcpus= and nohz_full= ` +
      'in GRUB_CMDLINE_LINUX',
  ]);
  const none = runDoctor(fakeMachine(t, { isolated: '' }), ['--cpuset', '1-3']);
  assert.deepEqual(section(none.stdout, 'isolation'), [
    'WARN isolation  CPU set 1-3: CPUs 1-3 not isolated (isolated: none, nohz_full: none)',
    '                fix: add isolcpus=1-3 nohz_full=1-3 rcu_nocbs=1-3 to GRUB_CMDLINE_LINUX in /etc/default/grub, ' +
      'run sudo update-grub and reboot;',
    `                     then set the repository variable BENCHMARK_CPUSET=1-3 (${VARIABLES})`,
  ]);
  // The load limit follows the benchmark CPUs: half of 3.
  assert.match(section(shared.stdout, 'load')[0], /limit 1\.50: half a CPU for each of 3 benchmark CPUs\)$/);
  // compare.js cannot pin without taskset, so with a CPU set it is required.
  const noTaskset = runDoctor(fakeMachine(t, { tools: { taskset: null } }), ['--cpuset', '2-3']);
  assert.equal(noTaskset.status, 1);
  assert.deepEqual(section(noTaskset.stdout, 'taskset'), [
    'FAIL taskset    taskset is not on PATH: CPU pinning (BENCHMARK_CPUSET) is unavailable',
    '                fix: sudo apt-get install -y util-linux',
  ]);
});

test('runs on this machine to a summary line, without a stack trace', () => {
  const r = spawnSync(process.execPath, [doctor], { encoding: 'utf8', timeout: 60_000 });
  assert.equal(r.error, undefined);
  assert.ok(r.status === 0 || r.status === 1, `exit ${r.status}: ${r.stderr}`);
  assert.doesNotMatch(r.stderr, /\n\s+at /);
  const lines = r.stdout.trimEnd().split('\n');
  const last = lines[lines.length - 1];
  assert.match(last, /^(ready|ready with \d+ warnings?|not ready: \d+ problems?)$/);
  assert.equal(last.startsWith('ready'), r.status === 0);
  assert.equal(lines.filter((l) => /^(ok {2}|WARN|FAIL) \S/.test(l)).length, 15);
});

test('runs from a plain clone: no node_modules, builtins only', { skip: roomy }, (t) => {
  const clone = readableCopy(t, DOCTOR_FILES);
  const machine = fakeMachine(t);
  const r = spawnSync(process.execPath, [clone.file('benchmark/doctor.js'), '--root', machine.root,
    '--work-dir', machine.dir, '--json'], { env: { PATH: machine.bin }, encoding: 'utf8', cwd: clone.dir });
  assert.equal(r.stderr, '');
  assert.equal(JSON.parse(r.stdout).summary, 'ready with 1 warning'); // the labels, not given
});

test('an unknown option exits 2 and names it; so does a bad value', () => {
  /** @type {[string[], string][]} */
  const cases = [
    [['--bogus'], 'doctor.js: unknown option --bogus'],
    [['--cpuset', '2-x'], "doctor.js: Invalid --cpuset: expected a taskset CPU list such as 2-3,6, got '2-x'"],
    [['--cpuset'], "doctor.js: Option '--cpuset <value>' argument missing"],
    [['--shards', '{"host":"a"}'], 'doctor.js: Invalid --shards: expected a JSON array such as ' +
      `[{"host":"bench-1","shard":"0/2"}], got '{"host":"a"}'`],
    [['extra'], "doctor.js: Unexpected argument 'extra'"],
  ];
  for (const [args, message] of cases) {
    const r = spawnSync(process.execPath, [doctor, ...args], { encoding: 'utf8' });
    assert.equal(r.status, 2, args.join(' '));
    assert.equal(r.stdout, '');
    assert.equal(r.stderr.split('\n')[0], message);
    assert.match(r.stderr, /\n\nusage: node benchmark\/doctor\.js \[options\]\n/);
  }
  const help = spawnSync(process.execPath, [doctor, '--help'], { encoding: 'utf8' });
  assert.equal(help.status, 0);
  assert.match(help.stdout, /^usage: node benchmark\/doctor\.js \[options\]\n/);
  assert.match(help.stdout, /\n {2}--root <dir> {7}read sys\/ and proc\/ under <dir> instead of \//);
});

// In-process: the thresholds, with injected readers and programs.

/** A host whose programs print VERSIONS (plus `versions`), with `overrides`. */
function host(versions = {}, overrides = {}) {
  const all = { ...VERSIONS, ...versions };
  return {
    root: '/nonexistent', env: { PATH: '/nonexistent' }, uid: 1000, user: 'runner', cpus: [0, 1, 2, 3],
    memory: () => 32 * GIB, disk: () => 100 * GIB, loadavg: () => [0.1, 0.1, 0.1],
    exec: (command) => (all[command] ?
      { status: 0, stdout: `${all[command]}\n`, stderr: '' } :
      { status: null, stdout: '', stderr: '', error: Object.assign(new Error(`spawnSync ${command} ENOENT`), { code: 'ENOENT' }) }),
    ...overrides,
  };
}

const check = (report, id) => report.checks.find((c) => c.id === id);

test('memory: below 4 GiB fails, below 8 GiB or 1 GiB per CPU warns with a make -j that fits', () => {
  const at = (gib, cpus = [0, 1, 2, 3]) => check(diagnose(host({}, { memory: () => gib * GIB, cpus })), 'memory');
  assert.deepEqual(at(3.5), { id: 'memory', status: 'fail',
    finding: "3.5 GiB total, below 4 GiB: node's build needs roughly 1–2 GiB per make job", fix: 'add memory: 8 GiB or more' });
  assert.deepEqual(at(6), { id: 'memory', status: 'warn',
    finding: "6.0 GiB total, below 8 GiB: node's build needs roughly 1–2 GiB per make job",
    fix: "add memory, or limit the jobs with the Action's build-command: './configure && make -j3'" });
  const many = at(16, [...Array(32).keys()]);
  assert.equal(many.status, 'warn');
  assert.equal(many.finding, '16.0 GiB total for 32 CPUs: make -j$(nproc) runs 32 jobs; ' +
    "node's build needs roughly 1–2 GiB per make job");
  assert.equal(many.fix, "limit the jobs with the Action's build-command: './configure && make -j8'");
  assert.equal(at(8).status, 'ok');
});

test('disk: below 15 GiB fails, below 40 GiB warns, unreadable warns', () => {
  const at = (disk) => check(diagnose(host({}, { disk }), { workDir: '/srv/bench' }), 'disk');
  assert.equal(at(() => 14.9 * GIB).status, 'fail');
  assert.equal(at(() => 14.9 * GIB).finding,
    "14.9 GiB free at /srv/bench, below 15 GiB: a node checkout, two worktrees' out/ and a ccache want ~40 GiB");
  assert.equal(at(() => 39 * GIB).status, 'warn');
  assert.equal(at(() => 39 * GIB).fix, 'free space there, or keep the builds on a bigger disk: the Action keeps them in\n' +
    '$RUNNER_TOOL_CACHE/node-benchmark-action/ (else ~/.cache/node-benchmark-action/); check that with --work-dir');
  assert.equal(at(() => 40 * GIB).status, 'ok');
  const missing = at(() => { throw Object.assign(new Error('nope'), { code: 'ENOENT' }); });
  assert.deepEqual([missing.status, missing.finding], ['warn', 'cannot read the free space at /srv/bench (ENOENT)']);
});

test('load: above half a CPU per benchmark CPU warns', () => {
  const at = (load, options = {}) => check(diagnose(host({}, { loadavg: () => [load, 0, 0] }), options), 'load');
  assert.equal(at(2).status, 'ok');
  assert.equal(at(2.01).status, 'warn');
  assert.equal(at(2.01).finding,
    '1-minute load average 2.01 (limit 2.00: half a CPU for each of 4 benchmark CPUs): another job is running');
  assert.equal(at(0.6, { cpuset: '3' }).finding,
    '1-minute load average 0.60 (limit 0.50: half a CPU for each of 1 benchmark CPU): another job is running');
});

test('compiler: old versions warn with the minimum checked; clang alone needs CXX', () => {
  const at = (versions, env = {}) => check(diagnose(host(versions, { env })), 'compiler');
  assert.deepEqual(at({ 'g++': 'g++ (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0' }), { id: 'compiler', status: 'warn',
    finding: 'g++ (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0: older than node main needs (g++ 12.2); ' +
      'older release lines may still build',
    fix: "sudo apt-get install -y g++-12 (or newer), and set CC=gcc-12 CXX=g++-12 in the runner's .env file" });
  assert.equal(at({ 'g++': 'g++ (GCC) 14.2.1 20240912 (Red Hat 14.2.1-3)' }).status, 'ok');
  const clang = { 'g++': null, 'clang++': 'Ubuntu clang version 19.1.1 (1ubuntu1)' };
  assert.deepEqual(at(clang), { id: 'compiler', status: 'warn',
    finding: "Ubuntu clang version 19.1.1 (1ubuntu1) but no g++: configure and the Action's ccache use g++ unless CXX is set",
    fix: "set CC=clang CXX=clang++ in the runner's .env file (next to its config.sh)" });
  assert.deepEqual(at(clang, { CXX: 'ccache clang++' }), { id: 'compiler', status: 'ok',
    finding: 'Ubuntu clang version 19.1.1 (1ubuntu1) (node main needs clang 19.0 or later)', fix: null });
  const oldClang = at({ 'g++': null, 'clang++': 'Debian clang version 14.0.6' }, { CXX: 'clang++' });
  assert.deepEqual([oldClang.status, oldClang.fix], ['warn', 'install clang 19 or later (apt.llvm.org) and set ' +
    "CC=clang-19 CXX=clang++-19 in the runner's .env file"]);
  assert.equal(at({}, { CXX: 'g++-14' }).finding, 'no C++ compiler: CXX=g++-14, and g++-14 does not run');
});

test('python3: older than 3.9 fails; a tool that is there but fails says how', () => {
  const old = check(diagnose(host({ python3: 'Python 3.8.10' })), 'python3');
  assert.equal(old.status, 'fail');
  assert.equal(old.finding, "Python 3.8.10: node's configure needs Python 3.9 or later");
  const broken = host({}, { exec: (command) => (command === 'git' ?
    { status: 127, stdout: '', stderr: 'pyenv: git: command not found\n' } : host().exec(command)) });
  assert.equal(check(diagnose(broken), 'git').finding,
    '`git --version` failed (pyenv: git: command not found): the Action checks out and builds commits with it');
});

test('labels: the workflow needs self-hosted, benchmark and one host of BENCHMARK_SHARDS', () => {
  const shards = [{ host: 'bench-1', shard: '0/2' }, { host: 'bench-2', shard: '1/2' }];
  /** @param {string | undefined} labels @param {{ shards?: typeof shards }} [options] */
  const at = (labels, options = { shards }) => check(diagnose(host(), { labels, ...options }), 'labels');
  assert.deepEqual(at('self-hosted,benchmark', {}), { id: 'labels', status: 'ok',
    finding: "self-hosted, benchmark: this runner takes shard 0/1 (host benchmark in the workflow's default BENCHMARK_SHARDS)",
    fix: null });
  assert.deepEqual(at('self-hosted,bench-1'), { id: 'labels', status: 'fail',
    finding: 'self-hosted, bench-1: missing benchmark: the job runs on [self-hosted, benchmark, <host>]',
    fix: "add benchmark in the repository's Settings → Actions → Runners, " +
      'or re-register with `./config.sh --labels benchmark,bench-1`' });
  assert.equal(at('self-hosted,benchmark').finding,
    'self-hosted, benchmark: no host label from BENCHMARK_SHARDS (bench-1, bench-2): no shard runs here');
  assert.equal(at('self-hosted,benchmark').status, 'fail');
  assert.equal(at('self-hosted,benchmark').fix, "add this machine's host label, e.g. bench-1, in " +
    "the repository's Settings → Actions → Runners");
  // Not checked: the fix names the labels BENCHMARK_SHARDS asks for.
  assert.equal(at(undefined).fix, 'register the runner with `./config.sh --labels benchmark,bench-1` ' +
    "(or add them in the repository's Settings → Actions → Runners),\n" +
    'then run this again with --labels self-hosted,benchmark,bench-1');
  const both = at('self-hosted,benchmark,bench-1,Bench-2');
  assert.equal(both.status, 'warn');
  assert.equal(both.finding, 'self-hosted, benchmark, bench-1, Bench-2: 2 host labels (bench-1, bench-2): ' +
    'this runner takes each of their shards');
  const stranger = at('self-hosted,benchmark,bench-3', {});
  assert.equal(stranger.status, 'warn');
  assert.equal(stranger.finding, "self-hosted, benchmark, bench-3: bench-3 is not a host in the workflow's default " +
    'BENCHMARK_SHARDS (benchmark)');
  assert.equal(stranger.fix, `add {"host":"bench-3","shard":"<i>/<n>"} to BENCHMARK_SHARDS (${VARIABLES}), ` +
    'or remove the label');
});

test('sandbox: bwrap that cannot create its namespaces is a failure naming what it said, with the fix', () => {
  const denied = host({}, { exec: (command, args) => (command === 'bwrap' && args[0] !== '--version' ?
    { status: 1, stdout: '', stderr: 'bwrap: setting up uid map: Permission denied\n' } : host().exec(command)) });
  const found = check(diagnose(denied), 'sandbox');
  assert.equal(found.status, 'fail');
  assert.match(found.finding, /^bubblewrap 0\.9\.0, but it cannot create its namespaces here \(bwrap: setting up uid map: Permission denied\): a run of a pull request's code refuses here/);
  assert.match(found.fix, /AppArmor profile for \/usr\/bin\/bwrap with 'userns,'/);
});
