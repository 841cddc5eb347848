import test from 'node:test';
import assert from 'node:assert/strict';
import fs, { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readMachine, setGovernors, restoreGovernors, checkCpuset, parseCpuList } from '../src/machine/sysfs.js';
import { cleanStartNote, renderMachine, untunedWarning } from '../src/report/machine.js';
import { CPU, fakeRoot, tunableMachine } from './helpers/fake-machine.js';
import { AS_OTHER_USER, copyForOtherUser, isRoot, nodeForOtherUser, notRootSkip } from './helpers/other-user.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { escapeMarkdown } = require('../benchmark/_lib/words/render.js');

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

test('the record renders as a collapsed markdown table, each setting in words with its raw value, escaped', () => {
  const record = readMachine({ root: tunableMachine() });
  const text = renderMachine(record, { cpuset: '2-3', versions: { 'node-main': 'v22.23.3', 'node-pr': 'v24.21.0' },
    tuning: ['cpu0: schedutil -> performance'] }, escapeMarkdown);
  assert.equal(text, `<details><summary>Machine</summary>

| | |
|:---|:---|
| CPU | Intel(R) Xeon(R) E-2388G |
| CPUs | 4, benchmarks pinned to 2-3 |
| governor | schedutil on every CPU, not performance: the clock speed can change during the run |
| turbo / boost | on: the clock rises above its base while the chip is cool enough, so speed varies (intel\\_pstate) |
| SMT | on: two logical CPUs share each core, and one can slow the other (control=on, active=1) |
| isolated CPUs | 2-3: the kernel keeps other tasks off the benchmark CPUs |
| nohz\\_full | none: the timer tick interrupts every CPU |
| ASLR | on (full randomization, randomize\\_va\\_space=2) |
| transparent huge pages | only where a program asks for them (madvise) |
| load average | 0.52 over the last minute (0.41 over 5, 0.30 over 15): quiet for 2 benchmark CPUs (limit 1.00, half a CPU each) |
| kernel | 6.1.0-13-amd64 |
| node-main | v22.23.3 |
| node-pr | v24.21.0 |
| tuning | cpu0: schedutil -&gt; performance |

</details>`);
});

/** The value of one row of the Machine section, unescaped, for `record` changed by `change`. */
function row(name, change, extra = {}) {
  const record = { ...readMachine({ root: tunableMachine() }), ...change };
  const text = renderMachine(record, extra, (s) => s);
  const found = text.split('\n').find((line) => line.startsWith(`| ${name} | `));
  assert.ok(found, text);
  return found.slice(`| ${name} | `.length, -2);
}

test('SMT in words, for every value of smt/control, the raw value kept', () => {
  assert.equal(row('SMT', { smt: 'notsupported, active=0' }), 'not supported by this CPU (control=notsupported, active=0)');
  assert.equal(row('SMT', { smt: 'on, active=1' }), 'on: two logical CPUs share each core, and one can slow the other (control=on, active=1)');
  assert.equal(row('SMT', { smt: 'on, active=0' }), 'allowed, but no core runs two logical CPUs now (control=on, active=0)');
  assert.equal(row('SMT', { smt: 'off, active=0' }), 'off: one logical CPU per core (control=off, active=0)');
  assert.equal(row('SMT', { smt: 'forceoff, active=0' }), 'off, forced at boot (nosmt=force): one logical CPU per core (control=forceoff, active=0)');
  assert.equal(row('SMT', { smt: 'notimplemented' }), 'not controlled by this kernel on this architecture (control=notimplemented)');
  assert.equal(row('SMT', { smt: 'sideways, active=1' }), 'unknown to this report (control=sideways, active=1)');
  assert.equal(row('SMT', { smt: null }), 'unknown: this kernel has no /sys/devices/system/cpu/smt');
});

test('ASLR, transparent huge pages and turbo in words, the raw value kept', () => {
  assert.equal(row('ASLR', { aslr: '0' }), 'off (randomize_va_space=0)');
  assert.equal(row('ASLR', { aslr: '1' }), 'on, but not for the heap (randomize_va_space=1)');
  assert.equal(row('ASLR', { aslr: '2' }), 'on (full randomization, randomize_va_space=2)');
  assert.equal(row('ASLR', { aslr: '3' }), 'randomize_va_space=3');
  assert.equal(row('ASLR', { aslr: null }), 'unknown');
  assert.equal(row('transparent huge pages', { thp: 'always' }), 'on for all memory (always)');
  assert.equal(row('transparent huge pages', { thp: 'never' }), 'off (never)');
  assert.equal(row('transparent huge pages', { thp: null }), 'unknown');
  assert.equal(row('turbo / boost', { turbo: 'off (intel_pstate no_turbo=1)' }),
    'off: the clock does not rise above its base (intel_pstate no_turbo=1)');
  assert.equal(row('turbo / boost', { turbo: 'on (cpufreq boost)' }),
    'on: the clock rises above its base while the chip is cool enough, so speed varies (cpufreq boost)');
  assert.equal(row('turbo / boost', { turbo: null }), 'not exposed: no intel_pstate/no_turbo or cpufreq/boost to read or turn off');
});

test('the governor per group of CPUs; isolated and tick-free CPUs against the benchmark CPUs; the load judged per benchmark CPU', () => {
  assert.equal(row('governor', { governors: { cpu0: 'performance', cpu1: 'performance' } }), 'performance on every CPU');
  assert.equal(row('governor', { governors: { cpu0: 'schedutil', cpu1: 'schedutil', cpu2: 'performance', cpu3: 'performance',
    cpu8: null } }), 'schedutil on CPUs 0-1; performance on CPUs 2-3; unreadable (offline?) on CPU 8');
  assert.equal(row('governor', { governors: { cpu0: null }, governorNote: 'no cpufreq on this machine' }), 'no cpufreq on this machine');
  assert.equal(row('isolated CPUs', { isolated: '2-3' }, { cpuset: '1-3' }), '2-3: not the benchmark CPU 1');
  assert.equal(row('isolated CPUs', { isolated: '2-3' }), '2-3, but the benchmarks were not pinned to them');
  assert.equal(row('isolated CPUs', { isolated: '' }), 'none: the kernel schedules other tasks on every CPU');
  assert.equal(row('isolated CPUs', { isolated: null }), 'unknown: this kernel has no /sys/devices/system/cpu/isolated');
  assert.equal(row('nohz_full', { nohzFull: '2-3' }), '2-3: no timer tick there while a CPU runs one task');
  assert.equal(row('nohz_full', { nohzFull: '(null)' }), 'none: the timer tick interrupts every CPU');
  assert.equal(row('nohz_full', { nohzFull: null }), 'none: this kernel has no nohz_full, so the timer tick interrupts every CPU');
  assert.equal(row('load average', { loadAverage: [2.43, 0.97, 1.24] }),
    '2.43 over the last minute (0.97 over 5, 1.24 over 15): busy for 4 benchmark CPUs (limit 2.00, half a CPU each)');
  assert.equal(row('load average', { loadAverage: [2, 0.97, 1.24] }),
    '2.00 over the last minute (0.97 over 5, 1.24 over 15): quiet for 4 benchmark CPUs (limit 2.00, half a CPU each)');
  assert.equal(row('load average', { loadAverage: [0.62, 0.97, 1.24] }, { cpuset: '2' }),
    '0.62 over the last minute (0.97 over 5, 1.24 over 15): busy for 1 benchmark CPU (limit 0.50, half a CPU each)');
  assert.equal(row('load average', { loadAverage: null }), 'unknown');
  assert.equal(row('CPUs', {}), '4, benchmarks not pinned');
});

test('a clean start is said under the verdict and in the table, the machine\'s names escaped', () => {
  const cleanStart = { discarded: ['ccache', 'worktrees'], gitConfig: ['core.fsmonitor', 'filter.|x<b>.smudge'],
    hooks: ['post-checkout'] };
  assert.equal(cleanStartNote({ cleanStart }), '♻️ This run started from a clean state: an earlier run built a pull ' +
    'request without a sandbox, so its work trees, base binary and compiler cache were discarded, and git config ' +
    'keys and hooks that could start a program were removed. Details under Machine.');
  assert.match(cleanStartNote({ cleanStart: { ...cleanStart, discarded: [] } }, 'shard 1/2'),
    /^♻️ This run \(shard 1\/2\) removed git config keys or hooks that could start a program/);
  assert.equal(cleanStartNote({ cleanStart: null }), '');
  const table = renderMachine(readMachine({ root: tunableMachine() }), { cleanStart });
  const row = table.split('\n').find((line) => line.startsWith('| clean start |')) ?? '';
  assert.match(row, /discarded \(ccache, worktrees\); removed from the repository's git config: core\.fsmonitor, /);
  assert.ok(!row.includes('|x<b>'), row); // escaped: no cell closed, no tag
});

test('the record says how the run used the machine: the schedule and the stopping rule', () => {
  const record = readMachine({ root: tunableMachine() });
  const method = { schedule: 'blocks (old and new back to back, seeded order)',
    stopping: "adaptive: until a ±2% change would be found (99.9% power), 10–100 blocks, alpha spending α·τ²" };
  const text = renderMachine(record, { method }, escapeMarkdown);
  assert.ok(text.endsWith('| kernel | 6.1.0-13-amd64 |\n| schedule | blocks (old and new back to back, seeded order) |\n' +
    "| stopping rule | adaptive: until a ±2% change would be found (99.9% power), 10–100 blocks, alpha spending α·τ² |\n\n</details>"),
    text);
  // An unknown schedule (compare.js wrote no run record) is left out; the stopping rule asked for stays.
  const asked = renderMachine(record, { method: { schedule: null, stopping: 'fixed: 30 runs' } }, escapeMarkdown);
  assert.doesNotMatch(asked, /\| schedule \|/);
  assert.match(asked, /\| stopping rule \| fixed: 30 runs \|\n\n<\/details>$/);
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

test('a machine that was not tuned gets one line naming what was not; a tuned one gets none', () => {
  const root = tunableMachine();
  setGovernors({ root });
  const tuned = readMachine({ root });
  // Turbo on in the fixture: off for the tuned case.
  const record = { ...tuned, turbo: 'off (intel_pstate no_turbo=1)', loadAverage: [0.52, 0.4, 0.3] };
  assert.equal(untunedWarning({ record, cpuset: '2-3' }), '', 'performance, turbo off, pinned to isolated CPUs, load 0.26 per CPU');
  assert.equal(untunedWarning({ record: readMachine({ root: tunableMachine() }), cpuset: null }),
    '⚠️ The machine was not tuned for benchmarking (governor schedutil; turbo on; benchmarks not pinned to a CPU set): ' +
    'differences of a few percent may be its noise. Details under Machine.');
  assert.match(untunedWarning({ record, cpuset: '1-2' }), /\(CPUs 1-2 not isolated\)/);
  assert.match(untunedWarning({ record: { ...record, loadAverage: [1.01, 1, 1] }, cpuset: '2-3' }),
    /\(load 1\.01 on 2 benchmark CPUs\)/);
  assert.match(untunedWarning({ record: { ...record, governors: { cpu2: null, cpu3: null } }, cpuset: '2-3' }),
    /\(no CPU governor to set \(no cpufreq\)\)/);
  // Only the benchmark CPUs' governors count.
  assert.equal(untunedWarning({ record: { ...record, governors: { ...record.governors, cpu0: 'powersave' } }, cpuset: '2-3' }), '');
  assert.equal(untunedWarning({ record: { ...record, loadAverage: [9, 9, 9] }, cpuset: '2-3' }, 'shard 1/2'),
    '⚠️ The machine of shard 1/2 was not tuned for benchmarking (load 9 on 2 benchmark CPUs): differences of a few ' +
    'percent may be its noise. Details under Machine.');
});
