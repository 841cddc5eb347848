// Runs the real benchmark/cpu.sh against a fake sysfs tree (CPU_SYSFS_ROOT).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AS_OTHER_USER, OTHER_USER, copyForOtherUser, isRoot, notRootSkip } from './helpers/other-user.js';
import { tempDir } from './helpers/temp.js';

const script = fileURLToPath(new URL('../benchmark/cpu.sh', import.meta.url));

const NOT_AVAILABLE =
  'This is common in virtual machines and containers; the CPU governor cannot be read or set here.';

/**
 * Makes <tmp>/sys/devices/system/cpu with `present` and, for each CPU listed
 * in `governors`, cpuN/cpufreq/{scaling_governor,scaling_available_governors}.
 * A `null` entry leaves that CPU without a cpufreq directory (like an offline CPU).
 * @param {{present?: string, governors?: (string|null)[], available?: string}} [options]
 */
function makeSysfs({
  present = '0-3',
  governors = ['powersave', 'powersave', 'powersave', 'powersave'],
  available = 'performance powersave schedutil',
} = {}) {
  const root = tempDir('cpu-sh-');
  // mkdtemp makes the root 0700; the not-writable test runs as another user
  // who must still be able to read the tree.
  fs.chmodSync(root, 0o755);
  const cpuPath = path.join(root, 'sys/devices/system/cpu');
  fs.mkdirSync(cpuPath, { recursive: true });
  fs.writeFileSync(path.join(cpuPath, 'present'), `${present}\n`);
  governors.forEach((governor, i) => {
    const cpuDir = path.join(cpuPath, `cpu${i}`);
    fs.mkdirSync(cpuDir);
    if (governor === null) return;
    fs.mkdirSync(path.join(cpuDir, 'cpufreq'));
    fs.writeFileSync(path.join(cpuDir, 'cpufreq/scaling_governor'), `${governor}\n`);
    fs.writeFileSync(path.join(cpuDir, 'cpufreq/scaling_available_governors'), `${available}\n`);
  });
  return { root, cpuPath };
}

function governorOf(cpuPath, i) {
  return fs.readFileSync(path.join(cpuPath, `cpu${i}/cpufreq/scaling_governor`), 'utf8');
}

/**
 * @param {string[]} args
 * @param {{root?: string|null, env?: NodeJS.ProcessEnv, command?: string[], scriptPath?: string}} [options]
 *   scriptPath: the script, default benchmark/cpu.sh
 */
function run(args, { root = null, env = {}, command = ['bash'], scriptPath = script } = {}) {
  const fullEnv = { ...process.env, ...env };
  delete fullEnv.CPU_SYSFS_ROOT;
  if (root !== null) fullEnv.CPU_SYSFS_ROOT = root;
  const [file, ...pre] = command;
  return spawnSync(file, [...pre, scriptPath, ...args], {
    env: fullEnv,
    encoding: 'utf8',
    cwd: os.tmpdir(),
  });
}

/**
 * How the "not root" cases run the script: as root, as user nobody, on a copy
 * that nobody can reach wherever the checkout is; else as this user, in place.
 * @param {import('node:test').TestContext} t
 */
function notRoot(t) {
  if (!isRoot) return { command: ['bash'], scriptPath: script };
  const copy = copyForOtherUser(t, ['benchmark/cpu.sh']);
  return { command: [...AS_OTHER_USER, 'bash'], scriptPath: copy.file('benchmark/cpu.sh') };
}

/** Shell-level failures that must never leak out of the script. */
const BASH_ERROR = /line \d+:|command not found|unbound variable|No such file or directory/;

test('fast sets every CPU to performance and prints the warning and progress', (t) => {
  const { root, cpuPath } = makeSysfs();
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const r = run(['fast'], { root });
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0);
  assert.equal(
    r.stdout,
    "Warning: The 'performance' mode locks the CPU at its highest speed.\n" +
      "It is highly recommended to 'reset' after your task is complete.\n" +
      'Setting governor for all CPU cores to "performance"...\n' +
      'Done.\n',
  );
  for (let i = 0; i < 4; i++) assert.equal(governorOf(cpuPath, i), 'performance\n');
});

test('performance is an alias of fast', (t) => {
  const { root, cpuPath } = makeSysfs({ present: '0-1', governors: ['ondemand', 'ondemand'] });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const r = run(['performance'], { root });
  assert.equal(r.status, 0);
  assert.equal(governorOf(cpuPath, 0), 'performance\n');
  assert.equal(governorOf(cpuPath, 1), 'performance\n');
});

for (const [available, expected] of [
  ['performance powersave ondemand schedutil', 'schedutil'],
  ['conservative ondemand userspace powersave performance', 'ondemand'],
  ['performance conservative powersave', 'conservative'],
  ['performance userspace', 'powersave'],
]) {
  test(`reset picks ${expected} from "${available}"`, (t) => {
    const { root, cpuPath } = makeSysfs({
      governors: ['performance', 'performance', 'performance', 'performance'],
      available,
    });
    t.after(() => fs.rmSync(root, { recursive: true, force: true }));
    const r = run(['reset'], { root });
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    assert.equal(r.stdout, `Setting governor for all CPU cores to "${expected}"...\nDone.\n`);
    for (let i = 0; i < 4; i++) assert.equal(governorOf(cpuPath, i), `${expected}\n`);
  });
}

test('default is an alias of reset', (t) => {
  const { root, cpuPath } = makeSysfs({ present: '0', governors: ['performance'] });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const r = run(['default'], { root });
  assert.equal(r.status, 0);
  assert.equal(governorOf(cpuPath, 0), 'schedutil\n');
});

test('get prints each CPU governor as path:value lines', (t) => {
  const { root, cpuPath } = makeSysfs({
    governors: ['performance', 'powersave', 'schedutil', 'ondemand'],
  });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const r = run(['get'], { root });
  assert.equal(r.stderr, '');
  assert.equal(r.status, 0);
  assert.equal(
    r.stdout,
    'Current governor status for all cores:\n' +
      `${cpuPath}/cpu0/cpufreq/scaling_governor:performance\n` +
      `${cpuPath}/cpu1/cpufreq/scaling_governor:powersave\n` +
      `${cpuPath}/cpu2/cpufreq/scaling_governor:schedutil\n` +
      `${cpuPath}/cpu3/cpufreq/scaling_governor:ondemand\n`,
  );
  // get must not change anything.
  assert.equal(governorOf(cpuPath, 0), 'performance\n');
});

test('status is an alias of get and keeps path:value with a single CPU', (t) => {
  const { root, cpuPath } = makeSysfs({ present: '0', governors: ['powersave'] });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const r = run(['status'], { root });
  assert.equal(r.status, 0);
  assert.equal(
    r.stdout,
    `Current governor status for all cores:\n${cpuPath}/cpu0/cpufreq/scaling_governor:powersave\n`,
  );
});

for (const args of [[], ['turbo'], ['']]) {
  test(`prints the usage box on stderr and exits 1 for ${JSON.stringify(args)}`, (t) => {
    const { root, cpuPath } = makeSysfs();
    t.after(() => fs.rmSync(root, { recursive: true, force: true }));
    const r = run(args, { root });
    assert.equal(r.status, 1);
    assert.equal(r.stdout, '');
    const lines = r.stderr.split('\n');
    assert.equal(lines[0], 'CPU Governor Management Script');
    assert.equal(lines[2], `Usage: ${script} [command]`);
    assert.ok(lines.includes("  fast      Sets the governor to 'performance' for maximum speed."));
    assert.ok(
      lines.includes("  reset     Resets the governor to the system's recommended default ('schedutil')."),
    );
    assert.ok(lines.includes('  get       Shows the current CPU governor for ALL cores.'));
    assert.equal(governorOf(cpuPath, 0), 'powersave\n');
  });
}

test('explains that cpufreq is not available when the sysfs has no cpufreq', (t) => {
  const { root, cpuPath } = makeSysfs({ present: '0-1', governors: [null, null] });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  for (const mode of ['get', 'fast', 'reset']) {
    const r = run([mode], { root });
    assert.equal(r.status, 1, mode);
    assert.equal(r.stdout, '', mode);
    assert.equal(
      r.stderr,
      'Error: CPU frequency scaling (cpufreq) is not available on this machine:\n' +
        `${cpuPath}/cpu0/cpufreq/scaling_governor does not exist.\n` +
        `${NOT_AVAILABLE}\n`,
      mode,
    );
  }
});

test('refuses to run on anything but Linux', (t) => {
  const { root, cpuPath } = makeSysfs();
  const bin = tempDir('cpu-sh-bin-');
  t.after(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(bin, { recursive: true, force: true });
  });
  fs.writeFileSync(path.join(bin, 'uname'), '#!/bin/sh\necho Darwin\n', { mode: 0o755 });
  const r = run(['fast'], { root, env: { PATH: `${bin}${path.delimiter}${process.env.PATH}` } });
  assert.equal(r.status, 1);
  assert.equal(r.stdout, '');
  assert.equal(r.stderr, 'Error: This script runs on Linux only.\n');
  assert.equal(governorOf(cpuPath, 0), 'powersave\n');
});

test(
  'asks for root when the governor files are not writable, and changes nothing',
  { skip: notRootSkip },
  (t) => {
    const { root, cpuPath } = makeSysfs();
    t.after(() => fs.rmSync(root, { recursive: true, force: true }));
    // As root the files stay root-owned 0644 and the script runs as nobody;
    // as any other user, read-only files do the same job.
    const fileMode = isRoot ? 0o644 : 0o444;
    for (let i = 0; i < 4; i++) {
      fs.chmodSync(path.join(cpuPath, `cpu${i}/cpufreq/scaling_governor`), fileMode);
    }
    const as = notRoot(t);
    const uid = isRoot ? OTHER_USER.uid : process.getuid?.();
    for (const mode of ['fast', 'reset']) {
      const r = run([mode], { root, ...as });
      assert.equal(r.status, 1, mode);
      assert.equal(r.stdout, '', mode);
      assert.equal(
        r.stderr,
        'Error: Run as root (sudo) to modify CPU governor.\n' +
          `(${cpuPath}/cpu0/cpufreq/scaling_governor is not writable by user id ${uid}.)\n`,
        mode,
      );
    }
    for (let i = 0; i < 4; i++) assert.equal(governorOf(cpuPath, i), 'powersave\n');
    // Reading needs no privileges.
    const get = run(['get'], { root, ...as });
    assert.equal(get.status, 0);
    assert.match(get.stdout, /cpu3\/cpufreq\/scaling_governor:powersave\n$/);
  },
);

test(
  'lets a non-root user who can write the governor files set them',
  { skip: notRootSkip },
  (t) => {
    const { root, cpuPath } = makeSysfs();
    t.after(() => fs.rmSync(root, { recursive: true, force: true }));
    // The check is `[ -w file ]`, not `id -u`: a fake sysfs owned by the user works.
    if (isRoot) {
      for (let i = 0; i < 4; i++) {
        fs.chownSync(path.join(cpuPath, `cpu${i}/cpufreq/scaling_governor`), OTHER_USER.uid, OTHER_USER.gid);
      }
    }
    const r = run(['fast'], { root, ...notRoot(t) });
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    for (let i = 0; i < 4; i++) assert.equal(governorOf(cpuPath, i), 'performance\n');
  },
);

test('names a CPU without cpufreq, sets the others and exits 1', (t) => {
  const { root, cpuPath } = makeSysfs({
    present: '0-2',
    governors: ['powersave', null, 'powersave'],
  });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const r = run(['fast'], { root });
  assert.equal(r.status, 1);
  assert.equal(
    r.stdout,
    "Warning: The 'performance' mode locks the CPU at its highest speed.\n" +
      "It is highly recommended to 'reset' after your task is complete.\n" +
      'Setting governor for all CPU cores to "performance"...\n',
  );
  assert.equal(
    r.stderr,
    `Error: cpu1 has no cpufreq directory (${cpuPath}/cpu1/cpufreq); it may be offline. Skipped.\n` +
      'Error: governor not set on 1 CPU(s): cpu1.\n',
  );
  assert.equal(governorOf(cpuPath, 0), 'performance\n');
  assert.equal(governorOf(cpuPath, 2), 'performance\n');
  assert.equal(fs.existsSync(path.join(cpuPath, 'cpu1/cpufreq')), false);
});

test('uses the last number in present as the highest CPU id', (t) => {
  const { root, cpuPath } = makeSysfs({
    present: '0-1,3',
    governors: ['powersave', 'powersave', null, 'powersave'],
  });
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const r = run(['fast'], { root });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /governor not set on 1 CPU\(s\): cpu2\.\n$/);
  assert.equal(governorOf(cpuPath, 3), 'performance\n');
});

test('get on this machine prints governors or explains that cpufreq is missing', () => {
  const r = run(['get']);
  assert.doesNotMatch(r.stderr, BASH_ERROR);
  if (r.status === 0) {
    const [header, ...lines] = r.stdout.trimEnd().split('\n');
    assert.equal(header, 'Current governor status for all cores:');
    assert.ok(lines.length > 0);
    for (const line of lines) {
      assert.match(line, /^\/sys\/devices\/system\/cpu\/cpu\d+\/cpufreq\/scaling_governor:\S+$/);
    }
  } else {
    assert.equal(r.status, 1);
    assert.equal(r.stdout, '');
    assert.equal(
      r.stderr,
      'Error: CPU frequency scaling (cpufreq) is not available on this machine:\n' +
        '/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor does not exist.\n' +
        `${NOT_AVAILABLE}\n`,
    );
  }
});
