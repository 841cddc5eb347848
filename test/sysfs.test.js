// src/machine/sysfs.js: the machine record read from sysfs and procfs, the
// governor set and restored (as root, through `sudo -n tee`, or not at all,
// said why), CPU sets checked, and the post step that puts the governor back
// refusing a state it did not write. On fake sysfs trees
// (test/helpers/fake-machine.js); src/report/machine.js's words for the
// record are test/report-machine.test.js's.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs, { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readMachine, setGovernors, restoreGovernors, checkCpuset, parseCpuList } from '../src/machine/sysfs.js';
import { CPU, fakeRoot, tunableMachine } from './helpers/fake-machine.js';
import { AS_OTHER_USER, copyForOtherUser, isRoot, nodeForOtherUser, notRootSkip } from './helpers/other-user.js';
import { tempDir } from './helpers/temp.js';

test('reads the machine record from sysfs and procfs', () => {
  const record = readMachine({ root: tunableMachine() });
  assert.deepEqual(record, {
    cpuModel: 'Intel(R) Xeon(R) E-2388G',
    cpus: [0, 1, 2, 3],
    governors: { cpu0: 'schedutil', cpu1: 'schedutil', cpu2: 'schedutil', cpu3: 'schedutil' },
    governorNote: null,
    turbo: 'on (intel_pstate)',
    smt: 'on, active=1',
    isolated: '2-3',
    nohzFull: '',
    aslr: '2',
    thp: 'madvise',
    loadAverage: [0.52, 0.41, 0.3],
    kernel: '6.1.0-13-amd64',
  });
});

test('sets the performance governor, and restores what was there', () => {
  const root = tunableMachine();
  const result = setGovernors({ root });
  assert.deepEqual(result.problems, []);
  assert.deepEqual(result.saved, { cpu0: 'schedutil', cpu1: 'schedutil', cpu2: 'schedutil', cpu3: 'schedutil' });
  assert.deepEqual(result.changed, ['cpu0: schedutil -> performance', 'cpu1: schedutil -> performance',
    'cpu2: schedutil -> performance', 'cpu3: schedutil -> performance']);
  assert.deepEqual(Object.values(readMachine({ root }).governors), Array(4).fill('performance'));
  assert.deepEqual(restoreGovernors(result.saved, { root }), []);
  assert.deepEqual(Object.values(readMachine({ root }).governors), Array(4).fill('schedutil'));
});

test('a machine without cpufreq says so and carries on', () => {
  const root = fakeRoot({ [`${CPU}/present`]: '0-1\n', 'proc/loadavg': '1.00 1.00 1.00 1/1 1\n' });
  const record = readMachine({ root });
  assert.deepEqual(record.governors, { cpu0: null, cpu1: null });
  assert.ok(record.governorNote !== null);
  assert.match(record.governorNote, /^no cpufreq on this machine/);
  assert.deepEqual(setGovernors({ root }), { saved: {}, changed: [], problems: [record.governorNote] });
});

test('this machine\'s own record reads without throwing', () => {
  const record = readMachine();
  assert.ok(record.cpus.length >= 1);
  assert.equal(record.kernel, fs.readFileSync('/proc/sys/kernel/osrelease', 'utf8').trim());
  assert.ok(record.loadAverage !== null, 'Linux has /proc/loadavg');
  assert.equal(record.loadAverage.length, 3);
});

test('an unavailable governor or an offline CPU is named, the others still set', () => {
  const root = tunableMachine();
  fs.writeFileSync(path.join(root, CPU, 'cpu1/cpufreq/scaling_available_governors'), 'powersave\n');
  fs.rmSync(path.join(root, CPU, 'cpu3/cpufreq'), { recursive: true });
  const result = setGovernors({ root });
  assert.deepEqual(result.problems, ["cpu1: governor 'performance' is not available (powersave)",
    'cpu3: no cpufreq (offline?)']);
  assert.deepEqual(Object.keys(result.saved), ['cpu0', 'cpu2']);
});

/**
 * How the "not root" cases run sysfs.js: in a child process that cannot write
 * the fake sysfs's governor files. As root, as user nobody, on copies that
 * nobody reaches wherever the checkout is; else as this user, in place.
 * @param {import('node:test').TestContext} t
 */
function notRoot(t) {
  if (!isRoot) {
    return { prefix: [], node: process.execPath, module: fileURLToPath(new URL('../src/machine/sysfs.js', import.meta.url)) };
  }
  // package.json makes sysfs.js a module; benchmark/package.json keeps cpus.js CommonJS.
  const copy = copyForOtherUser(t, ['src/machine/sysfs.js', 'benchmark/_lib/cpus.js', 'benchmark/package.json',
    'package.json']);
  return { prefix: AS_OTHER_USER, node: nodeForOtherUser(t), module: copy.file('src/machine/sysfs.js') };
}

/**
 * A tunable machine whose governor files are read-only: that stops this user
 * when it is not root; as root, nobody cannot write root's files anyway.
 */
function unwritableMachine() {
  const root = tunableMachine();
  for (const cpu of [0, 1, 2, 3]) chmodSync(path.join(root, CPU, `cpu${cpu}/cpufreq/scaling_governor`), 0o444);
  return root;
}

/**
 * Runs setGovernors (or restoreGovernors) as `as` says (notRoot), on the
 * fake sysfs at `root`, with `sudo` being the given program.
 * @param {ReturnType<typeof notRoot>} as
 * @param {string} call
 * @param {string} root
 * @param {string} sudo
 */
function callNotRoot(as, call, root, sudo) {
  const script = `import(${JSON.stringify(as.module)}).then((m) => console.log(JSON.stringify(m.${call})))`;
  const [file, ...args] = [...as.prefix, as.node, '--input-type=module', '-e', script];
  const result = spawnSync(file, args,
    { encoding: 'utf8', cwd: os.tmpdir(), env: { ...process.env, MACHINE_ROOT: root, SUDO: sudo } });
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

/** A stand-in for sudo that logs each call and answers with `body`. */
function fakeSudo(t, body) {
  const dir = tempDir('nba-fake-sudo-');
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  chmodSync(dir, 0o777);
  const sudo = path.join(dir, 'sudo');
  writeFileSync(sudo, `#!/bin/sh\nprintf '%s\\n' "$*" >> ${dir}/calls\ncat >> ${dir}/input\n${body}\n`, { mode: 0o755 });
  const log = (name) => { try { return readFileSync(path.join(dir, name), 'utf8'); } catch { return ''; } };
  return { sudo, calls: () => log('calls').split('\n').filter(Boolean), input: () => log('input') };
}

const SET = 'setGovernors({ root: process.env.MACHINE_ROOT, sudo: process.env.SUDO })';

test('not root and no sudo: the governor files cannot be written, and the message says what to do', { skip: notRootSkip }, (t) => {
  const { saved, problems } = callNotRoot(notRoot(t), SET, unwritableMachine(), '/nonexistent/sudo');
  assert.deepEqual(saved, {});
  assert.equal(problems.length, 4);
  assert.equal(problems[0], 'cpu0: cannot write the governor (not root, and `sudo -n tee` failed: sudo is not installed; ' +
    'give the runner the sudoers rule for the governor in docs/runner-setup.md, or run it as root)');
});

test('not root, sudo configured: the governor goes through `sudo -n tee <file>`, and is restored the same way', { skip: notRootSkip }, (t) => {
  const root = unwritableMachine();
  const fake = fakeSudo(t, 'exit 0');
  const as = notRoot(t);
  const { saved, problems } = callNotRoot(as, SET, root, fake.sudo);
  assert.deepEqual(problems, []);
  assert.deepEqual(Object.keys(saved), ['cpu0', 'cpu1', 'cpu2', 'cpu3']);
  assert.deepEqual(fake.calls(), [0, 1, 2, 3].map((cpu) =>
    `-n tee ${root}/sys/devices/system/cpu/cpu${cpu}/cpufreq/scaling_governor`));
  assert.equal(fake.input(), 'performance'.repeat(4));
  assert.deepEqual(callNotRoot(as, `restoreGovernors(${JSON.stringify(saved)}, { root: process.env.MACHINE_ROOT, sudo: process.env.SUDO })`,
    root, fake.sudo), []);
  assert.equal(fake.calls().length, 8);
  assert.equal(fake.input(), 'performance'.repeat(4) + 'schedutil'.repeat(4));
});

test('not root, sudo without a rule: asked once, never prompts, and its refusal is quoted', { skip: notRootSkip }, (t) => {
  const fake = fakeSudo(t, 'echo "sudo: a password is required" >&2; exit 1');
  const { saved, problems } = callNotRoot(notRoot(t), SET, unwritableMachine(), fake.sudo);
  assert.deepEqual(saved, {});
  assert.equal(fake.calls().length, 1);
  assert.match(fake.calls()[0], /^-n tee /);
  assert.equal(problems.length, 4);
  for (const problem of problems) {
    assert.match(problem, /^cpu\d: cannot write the governor \(not root, and `sudo -n tee` failed: sudo: a password is required; give the runner/);
  }
});

test('CPU sets are checked against the CPUs present', () => {
  assert.deepEqual(parseCpuList('0-3,8,10-11'), [0, 1, 2, 3, 8, 10, 11]);
  assert.equal(parseCpuList('3-1'), null);
  assert.equal(checkCpuset('2-3', [0, 1, 2, 3]), null);
  assert.equal(checkCpuset('2-5', [0, 1, 2, 3]), "Invalid 'cpuset': CPU 4, 5 not present on this machine (present: 0,1,2,3)");
  assert.equal(checkCpuset('0;reboot', [0, 1]), "Invalid 'cpuset': expected a CPU list such as '2-5' or '0,2,4', got '0;reboot'");
});

test('the post step puts back what the main step saved, and says when there was nothing to restore', async () => {
  const { post } = await import('../src/modes/post.js');
  const root = tunableMachine();
  const { saved } = setGovernors({ root });
  const messages = [];
  const log = (state) => ({ getState: (name) => state[name] ?? '', info: (m) => messages.push(`info: ${m}`),
    warning: (m) => messages.push(`warning: ${m}`) });
  await post({ log: /** @type {any} */ (log({ 'governors': JSON.stringify(saved), 'machine-root': root })), machineRoot: root });
  assert.deepEqual(Object.values(readMachine({ root }).governors), Array(4).fill('schedutil'));
  assert.deepEqual(messages, ['info: Governor restored on 4 CPUs.']);
  for (const state of [{}, { governors: '{}' }]) {
    messages.length = 0;
    await post({ log: /** @type {any} */ (log(state)), machineRoot: root });
    assert.deepEqual(messages, ['info: Nothing to restore: the governor was not changed.']);
  }
});

test('the governor is written only into the file that is there: a link or a FIFO in its place is refused', async (t) => {
  const root = tunableMachine();
  const outside = tempDir('nba-home-');
  t.after(() => fs.rmSync(outside, { recursive: true, force: true }));
  const bashrc = path.join(outside, '.bashrc');
  writeFileSync(bashrc, 'alias ls="ls -F"\n');
  const governor = (cpu) => path.join(root, CPU, `cpu${cpu}`, 'cpufreq', 'scaling_governor');
  fs.rmSync(governor(1));
  fs.symlinkSync(bashrc, governor(1));
  fs.rmSync(governor(2));
  assert.equal(spawnSync('mkfifo', [governor(2)]).status, 0);
  fs.rmSync(governor(3));
  assert.deepEqual(restoreGovernors({ cpu0: 'powersave', cpu1: 'schedutil', cpu2: 'schedutil', cpu3: 'schedutil' }, { root }), [
    "cpu1: cannot restore 'schedutil': it is a link, not the kernel's file: not written",
    `cpu2: cannot restore 'schedutil': ENXIO: no such device or address, open '${governor(2)}'`,
    `cpu3: cannot restore 'schedutil': ENOENT: no such file or directory, open '${governor(3)}'`,
  ]);
  assert.equal(readFileSync(bashrc, 'utf8'), 'alias ls="ls -F"\n', 'nothing written through the link');
  assert.equal(fs.existsSync(governor(3)), false, 'no file made');
  assert.equal(readFileSync(governor(0), 'utf8'), 'powersave', 'the plain file is written, whole');
});

test('saved governors of another shape are refused whole: nothing is written', () => {
  const root = tunableMachine();
  const before = readMachine({ root }).governors;
  for (const [saved, problem] of /** @type {Array<[any, string]>} */ ([
    [{ cpu0: 'powersave', '../../../../../home/runner/.bashrc': 'x' },
      '"../../../../../home/runner/.bashrc" is not a CPU name such as "cpu0"'],
    [{ cpu0: 'echo pwned >> ~/.bashrc' },
      'the governor of "cpu0", "echo pwned >> ~/.bashrc", is not a governor\'s name such as "schedutil"'],
    [{ cpu0: 'powersave', cpu1: { nested: true } },
      'the governor of "cpu1", {"nested":true}, is not a governor\'s name such as "schedutil"'],
    [['cpu0'], 'not an object of CPU names and governors: ["cpu0"]'],
  ])) {
    assert.deepEqual(restoreGovernors(saved, { root }), [`refused, nothing restored: ${problem}`], JSON.stringify(saved));
    assert.deepEqual(readMachine({ root }).governors, before);
  }
});

test('the post step restores nothing from a forged state: another machine root, governors that are not, a planted link',
  async () => {
    const { post } = await import('../src/modes/post.js');
    const root = tunableMachine();
    const { saved } = setGovernors({ root });
    const performance = Array(4).fill('performance');
    const home = tempDir('nba-home-');
    const bashrc = path.join(home, '.bashrc');
    writeFileSync(bashrc, '# mine\n');
    // The attack: a fake sysfs under a directory of the attacker's, its governor file a link to ~/.bashrc.
    const planted = path.join(home, 'pwned');
    fs.mkdirSync(path.join(planted, CPU, 'cpu0', 'cpufreq'), { recursive: true });
    fs.symlinkSync(bashrc, path.join(planted, CPU, 'cpu0', 'cpufreq', 'scaling_governor'));
    const run = async (state) => {
      const messages = [];
      const log = { getState: (name) => state[name] ?? '', info: (m) => messages.push(`info: ${m}`),
        warning: (m) => messages.push(`warning: ${m}`) };
      await post({ log: /** @type {any} */ (log), machineRoot: root });
      return messages;
    };
    assert.deepEqual(await run({ 'governors': '{"cpu0":"echo pwned"}', 'machine-root': planted }), [
      `warning: Did not restore the governor: the saved state names the machine root ${JSON.stringify(planted)}, ` +
        `not this step's ${JSON.stringify(root)}; nothing was written`]);
    assert.deepEqual(await run({ 'governors': JSON.stringify(saved) }), [
      `warning: Did not restore the governor: the saved state names the machine root "", not this step's ` +
        `${JSON.stringify(root)}; nothing was written`]);
    assert.deepEqual(await run({ 'governors': '{"cpu0":"pwned', 'machine-root': root }), [
      'warning: Did not restore the governor: the saved state \'governors\' is not JSON ("{\\"cpu0\\":\\"pwned"); ' +
        'nothing was written']);
    assert.deepEqual(await run({ 'governors': '{"cpu0":"schedutil","cpu1":"alias ls=rm"}', 'machine-root': root }), [
      'warning: Could not restore the governor: refused, nothing restored: the governor of "cpu1", "alias ls=rm", ' +
        'is not a governor\'s name such as "schedutil"']);
    assert.deepEqual(readMachine({ root }).governors, Object.fromEntries(performance.map((g, i) => [`cpu${i}`, g])));
    assert.equal(readFileSync(bashrc, 'utf8'), '# mine\n');
    // The same link at the configured root: refused by the write itself.
    const linked = path.join(root, CPU, 'cpu0', 'cpufreq', 'scaling_governor');
    fs.rmSync(linked);
    fs.symlinkSync(bashrc, linked);
    assert.deepEqual(await run({ 'governors': JSON.stringify(saved), 'machine-root': root }), [
      "warning: Could not restore the governor: cpu0: cannot restore 'schedutil': it is a link, not the kernel's file: not written"]);
    assert.equal(readFileSync(bashrc, 'utf8'), '# mine\n');
    assert.deepEqual(Object.values(readMachine({ root }).governors).slice(1), Array(3).fill('schedutil'));
    fs.rmSync(home, { recursive: true, force: true });
  });
