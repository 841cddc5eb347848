'use strict';

// The checks of doctor.js: can this machine build node and run the benchmark
// job? Each returns { id, status: 'ok' | 'warn' | 'fail', finding, fix }:
// `fail` means a benchmark job cannot succeed here, `warn` that it can, with
// noisier results or slower builds; the fix is a command or a file to change.
//
// Every effect comes through `host` (doctor.js builds the real one): sys/ is
// read under `host.root`, programs run through `host.exec`, memory, disk and
// load come from its readers. Builtins only: the doctor runs from a plain
// clone, before `npm ci`, on the machine it checks.

const fs = require('fs');
const path = require('path');
const { parseCpuList } = require('../cpus.js');
const { probeArgs } = require('../run/sandbox-probe.js');

const GIB = 1024 ** 3;
const CPU_DIR = 'sys/devices/system/cpu';
const APT = 'sudo apt-get install -y';
// The workflow's matrix when the repository variable is not set.
const DEFAULT_SHARDS = [{ host: 'benchmark', shard: '0/1' }];
// Labels config.sh adds by itself: they neither help nor hurt.
const AUTOMATIC_LABELS = new Set(['self-hosted', 'linux', 'x64', 'arm64', 'arm', 'windows', 'macos']);
// The rule of docs/runner-setup.md: exactly the governor files, through tee, nothing else.
const sudoersRule = (user) =>
  `${user} ALL=(root) NOPASSWD: /usr/bin/tee ^/sys/devices/system/cpu/cpu[0-9]+/cpufreq/scaling_governor$`;
const VARIABLES = 'Settings → Secrets and variables → Actions → Variables';

/**
 * @typedef {{ status: number | null, stdout: string, stderr: string, error?: NodeJS.ErrnoException }} ExecResult
 * @typedef {object} Host  what the checks may look at; doctor.js's realHost() is this machine
 * @property {string} root  sys/ is read under it (`/`, or a fake tree in tests)
 * @property {NodeJS.ProcessEnv} env  PATH and CXX as the runner would have them
 * @property {(command: string, args: string[]) => ExecResult} exec  never through a shell
 * @property {() => number | null} memory  total bytes
 * @property {(dir: string) => number} disk  free bytes; throws when it cannot tell
 * @property {() => number[] | null} loadavg
 * @property {number | null} uid
 * @property {string} user  for the sudoers line
 * @property {number[] | null} cpus  the online CPUs
 * @property {string} nodeVersion
 * @typedef {{ id: string, status: 'ok' | 'warn' | 'fail', finding: string, fix: string | null }} Check
 * @typedef {{ host: string, shard: string }} Shard
 * @typedef {object} Options  what the command line says about the machine's configuration
 * @property {string} [cpuset]  BENCHMARK_CPUSET, a taskset list
 * @property {string} [labels]  the runner's labels, comma-separated; absent = not checked
 * @property {Shard[]} [shards]  BENCHMARK_SHARDS; absent = the workflow's default
 * @property {string} [workDir]  default: the current directory
 */

/** @returns {Check} */
const ok = (id, finding) => ({ id, status: 'ok', finding, fix: null });
/** @returns {Check} */
const warn = (id, finding, fix) => ({ id, status: 'warn', finding, fix });
/** @returns {Check} */
const fail = (id, finding, fix) => ({ id, status: 'fail', finding, fix });

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** [0, 1, 2, 3, 8] -> '0-3,8' */
function formatCpuList(cpus) {
  const sorted = [...new Set(cpus)].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(from === sorted[i] ? `${from}` : `${from}-${sorted[i]}`);
  }
  return parts.join(',');
}

const gib = (bytes) => `${(bytes / GIB).toFixed(1)} GiB`;
const lastLine = (text) => text.trim().split('\n').pop();

/** The first line `command --version` prints, or why there is none. */
function version(host, command, args = ['--version']) {
  const r = host.exec(command, args);
  if (r.error?.code === 'ENOENT') return { missing: `${command} is not on PATH` };
  if (r.error || r.status !== 0) {
    const said = r.error?.message ?? (lastLine(r.stderr) || `exit ${r.status}`);
    return { missing: `\`${command} ${args.join(' ')}\` failed (${said})` };
  }
  return { line: (r.stdout.trim() || r.stderr.trim()).split('\n')[0] };
}

/** The numbers in the groups of `pattern`, or null. */
function numbers(line, pattern) {
  const m = line.match(pattern);
  return m ? m.slice(1).map(Number) : null;
}

/** Whether version `found` is below `min`, both [major, minor, ...]. */
function older(found, min) {
  for (let i = 0; i < min.length; i++) {
    if ((found[i] ?? 0) !== min[i]) return (found[i] ?? 0) < min[i];
  }
  return false;
}

const TOOLS = [
  { id: 'git', missing: fail, pkg: 'git', why: 'the Action checks out and builds commits with it' },
  { id: 'make', missing: fail, pkg: 'make', why: "node's build runs it" },
  { id: 'ccache', missing: warn, pkg: 'ccache', why: 'builds still work, just slower: every build starts cold' },
  { id: 'taskset', missing: warn, pkg: 'util-linux', why: 'CPU pinning (BENCHMARK_CPUSET) is unavailable' },
];

/** @returns {Check} */
function checkTool(host, tool, options) {
  const found = version(host, tool.id);
  if (found.line) return ok(tool.id, found.line);
  // compare.js refuses a CPUSET it cannot apply: with --cpuset, taskset is required.
  const missing = tool.id === 'taskset' && options.cpuset ? fail : tool.missing;
  return missing(tool.id, `${found.missing}: ${tool.why}`, `${APT} ${tool.pkg}`);
}

const USERNS_FIX = "let bwrap create user namespaces: on Ubuntu 24.04 and later, an AppArmor profile for " +
  "/usr/bin/bwrap with 'userns,' (or sysctl kernel.apparmor_restrict_unprivileged_userns=0); elsewhere " +
  'sysctl kernel.unprivileged_userns_clone=1 and user.max_user_namespaces > 0';

/**
 * Whether the Action can sandbox the pull request's build and benchmarks
 * here: bwrap on PATH, and the Action's own probe run (sandbox-probe.js).
 * @returns {Check}
 */
function checkSandbox(host) {
  const found = version(host, 'bwrap');
  const unsandboxed = "a run of a pull request's code refuses here (its build and benchmarks would read this " +
    "user's files, the runner's credentials and the Action's process, and write the trusted base build), unless " +
    "the workflow sets 'sandbox: none'";
  if (!found.line) return fail('sandbox', `${found.missing}: ${unsandboxed}`, `${APT} bubblewrap`);
  const probe = host.exec('bwrap', probeArgs());
  if (probe.error || probe.status !== 0) {
    const said = probe.error?.message ?? (lastLine(probe.stderr ?? '') || `exit ${probe.status}`);
    return fail('sandbox', `${found.line}, but it cannot create its namespaces here (${said}): ${unsandboxed}`, USERNS_FIX);
  }
  return ok('sandbox', `${found.line}: the pull request's build and benchmarks run in a sandbox`);
}

/** @returns {Check} */
function checkPython(host) {
  const found = version(host, 'python3');
  const needs = "node's configure needs Python 3.9 or later";
  if (!found.line) return fail('python3', `${found.missing}: ${needs}`, `${APT} python3`);
  const v = numbers(found.line, /Python (\d+)\.(\d+)/);
  if (v && older(v, [3, 9])) {
    return fail('python3', `${found.line}: ${needs}`,
      `install Python 3.9 or later (${APT} python3 on a newer release) and put it first on PATH`);
  }
  return ok('python3', `${found.line} (${needs})`);
}

// Node main's minimums (its BUILDING.md). An older compiler still builds older
// release lines, so it is a warning, not a failure.
const GCC = { name: 'g++', min: [12, 2], pattern: /\)\s+(\d+)\.(\d+)/,
  upgrade: `${APT} g++-12 (or newer), and set CC=gcc-12 CXX=g++-12 in the runner's .env file` };
const CLANG = { name: 'clang', min: [19, 0], pattern: /version (\d+)\.(\d+)/,
  upgrade: "install clang 19 or later (apt.llvm.org) and set CC=clang-19 CXX=clang++-19 in the runner's .env file" };

/** @returns {Check} */
function checkCompiler(host) {
  // configure compiles with $CXX, else g++; the Action's ccache wrapper too.
  const configured = host.env.CXX?.trim().split(/\s+/).pop();
  const found = (configured ? [configured] : ['g++', 'clang++'])
    .map((name) => ({ name, ...version(host, name) })).find((c) => c.line);
  if (!found) {
    const why = configured ? `CXX=${host.env.CXX}, and ${configured} does not run` : 'neither g++ nor clang++ is on PATH';
    return fail('compiler', `no C++ compiler: ${why}`, `${APT} g++`);
  }
  const kind = found.line.includes('clang') ? CLANG : GCC;
  const v = numbers(found.line, kind.pattern);
  const minimum = `${kind.name} ${kind.min.join('.')}`;
  if (v && older(v, kind.min)) {
    return warn('compiler', `${found.line}: older than node main needs (${minimum}); older release lines may still build`,
      kind.upgrade);
  }
  if (!configured && found.name !== 'g++') {
    return warn('compiler', `${found.line} but no g++: configure and the Action's ccache use g++ unless CXX is set`,
      "set CC=clang CXX=clang++ in the runner's .env file (next to its config.sh)");
  }
  return ok('compiler', `${found.line} (node main needs ${minimum} or later)`);
}

/** @returns {Check} */
function checkNode(host) {
  return ok('node', `${host.nodeVersion} runs this check; the Action runs on the runner's own Node.js 24`);
}

/** Every cpuN/cpufreq/scaling_governor that can be read: { cpu, file, governor }. */
function governors(root) {
  let names;
  try {
    names = fs.readdirSync(path.join(root, CPU_DIR));
  } catch {
    return [];
  }
  return names.filter((n) => /^cpu\d+$/.test(n)).map((n) => Number(n.slice(3))).sort((a, b) => a - b)
    .map((cpu) => ({ cpu, file: path.join(root, CPU_DIR, `cpu${cpu}`, 'cpufreq', 'scaling_governor') }))
    .map((g) => ({ ...g, governor: read(g.file) }))
    .filter((g) => g.governor !== null);
}

function writable(file) {
  try {
    fs.accessSync(file, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** How the Action would set the governor ({ via }), or why it cannot ({ problem, fix }). */
function governorControl(host, files) {
  if (files.every((g) => writable(g.file))) {
    return { via: host.uid === 0 ? 'directly (running as root)' : 'directly (the files are writable)' };
  }
  if (host.uid === 0) {
    return { problem: 'not writable even as root (a read-only /sys: a container?)',
      fix: 'run the runner on the host itself, or give its container a writable /sys' };
  }
  // -l asks whether the rule allows it, without running tee: nothing changes.
  const r = host.exec('sudo', ['-n', '-l', '/usr/bin/tee', files[0].file]);
  if (!r.error && r.status === 0) return { via: 'through `sudo -n tee` (a sudoers rule)' };
  const noSudo = r.error?.code === 'ENOENT';
  const said = noSudo ? 'sudo is not installed' :
    `\`sudo -n -l /usr/bin/tee\` refused (${r.error?.message ?? (lastLine(r.stderr) || `exit ${r.status}`)})`;
  // The rule's regular expression needs sudo 1.9.10 or later (docs/runner-setup.md).
  const sudo = noSudo ? null : numbers(version(host, 'sudo', ['-V']).line ?? '', /Sudo version (\d+)\.(\d+)\.(\d+)/);
  const oldSudo = sudo && older(sudo, [1, 9, 10]) ? `; this sudo is ${sudo.join('.')}: list each cpuN file instead` : '';
  return { problem: `not root, and ${said}`,
    fix: `${noSudo ? `${APT} sudo, then add` : 'add'} this line with ` +
      `\`sudo visudo -f /etc/sudoers.d/node-benchmark\` (sudo 1.9.10 or later${oldSudo}), ` +
      `or run the runner as root:\n${sudoersRule(host.user)}` };
}

/** @returns {Check} */
function checkGovernor(host) {
  const files = governors(host.root);
  if (files.length === 0) {
    return warn('governor', 'no cpufreq: a VM or a governor-less kernel; results are noisier',
      'benchmark on bare metal with a cpufreq driver (intel_pstate, amd-pstate, acpi-cpufreq) where you can');
  }
  const byName = new Map();
  for (const g of files) byName.set(g.governor, [...(byName.get(g.governor) ?? []), g.cpu]);
  const found = [...byName].map(([name, cpus]) => `${name} on CPUs ${formatCpuList(cpus)}`).join(', ');
  const control = governorControl(host, files);
  if (control.via) return ok('governor', `${found}; the Action can set performance ${control.via}`);
  return warn('governor', `${found}; the Action cannot set performance: ${control.problem}`, control.fix);
}

const AT_BOOT = '(and at every boot: a systemd unit or /etc/rc.local)';

/** @returns {Check} */
function checkTurbo(host) {
  const noTurbo = read(path.join(host.root, CPU_DIR, 'intel_pstate', 'no_turbo'));
  const boost = read(path.join(host.root, CPU_DIR, 'cpufreq', 'boost'));
  const why = 'the clock then depends on temperature and on the other cores';
  if (noTurbo !== null) {
    return noTurbo === '1' ? ok('turbo', 'off (intel_pstate/no_turbo = 1)') :
      warn('turbo', `on (intel_pstate/no_turbo = ${noTurbo}): ${why}`,
        `echo 1 | sudo tee /sys/devices/system/cpu/intel_pstate/no_turbo ${AT_BOOT}`);
  }
  if (boost !== null) {
    return boost === '0' ? ok('turbo', 'off (cpufreq/boost = 0)') :
      warn('turbo', `on (cpufreq/boost = ${boost}): ${why}`,
        `echo 0 | sudo tee /sys/devices/system/cpu/cpufreq/boost ${AT_BOOT}`);
  }
  return ok('turbo', 'not exposed (no intel_pstate/no_turbo or cpufreq/boost): nothing to turn off here');
}

/**
 * The fix for no isolation: isolate `wanted`, else the upper half of the CPUs as an example.
 * @param {number[] | null} cpus  the online CPUs, null when unknown
 * @param {number[] | null} [wanted]
 */
function isolationFix(cpus, wanted = null) {
  let isolate = wanted;
  if (!isolate) {
    if (!cpus || cpus.length < 2) return 'a machine with one CPU cannot isolate any: benchmark on one with more';
    isolate = cpus.slice(Math.floor(cpus.length / 2));
  }
  const list = formatCpuList(isolate);
  return `add isolcpus=${list} nohz_full=${list} rcu_nocbs=${list} to GRUB_CMDLINE_LINUX in /etc/default/grub, ` +
    `run sudo update-grub and reboot;\nthen set the repository variable BENCHMARK_CPUSET=${list} (${VARIABLES})`;
}

/** @returns {Check} */
function checkIsolation(host, options) {
  const isolatedText = read(path.join(host.root, CPU_DIR, 'isolated'));
  const nohzText = read(path.join(host.root, CPU_DIR, 'nohz_full'));
  const isolated = parseCpuList(isolatedText ?? '') ?? [];
  const state = `isolated: ${formatCpuList(isolated) || 'none'}, nohz_full: ` +
    `${nohzText === null ? 'not in this kernel' : formatCpuList(parseCpuList(nohzText) ?? []) || 'none'}`;
  if (options.cpuset) return checkCpuset(host, options.cpuset, isolated, state);
  if (isolated.length === 0) {
    return warn('isolation', `no isolated CPUs (${state}): the kernel and other processes share the benchmark's CPUs`,
      isolationFix(host.cpus));
  }
  return ok('isolation', `${state}; give these to BENCHMARK_CPUSET and check it with --cpuset`);
}

/** --cpuset: the CPUs must be online (the Action refuses others) and should be isolated. */
function checkCpuset(host, cpuset, isolated, state) {
  const cpus = parseCpuList(cpuset);
  if (!cpus || cpus.length === 0) {
    return fail('isolation', `CPU set '${cpuset}' is not a CPU list`, 'give a taskset list such as 2-3,6');
  }
  const offline = host.cpus ? cpus.filter((cpu) => !host.cpus.includes(cpu)) : [];
  const named = (list) => `CPU${list.length === 1 ? '' : 's'} ${formatCpuList(list)}`;
  if (offline.length > 0) {
    return fail('isolation', `CPU set ${cpuset}: ${named(offline)} not online ` +
      `(online: ${formatCpuList(host.cpus)})`, `choose BENCHMARK_CPUSET from CPUs ${formatCpuList(host.cpus)} (${VARIABLES})`);
  }
  const shared = cpus.filter((cpu) => !isolated.includes(cpu));
  if (shared.length > 0) {
    return warn('isolation', `CPU set ${cpuset}: ${named(shared)} not isolated (${state})`,
      isolated.length > 0 ? `set BENCHMARK_CPUSET=${formatCpuList(isolated)} (${VARIABLES}), or isolate ` +
        `${formatCpuList(shared)} too with isolcpus= and nohz_full= in GRUB_CMDLINE_LINUX` : isolationFix(host.cpus, cpus));
  }
  return ok('isolation', `CPU set ${cpuset}: online and isolated (${state})`);
}

/** @returns {Check} */
function checkMemory(host) {
  const total = host.memory();
  if (total == null) return warn('memory', 'total memory unknown (no /proc/meminfo)', 'mount /proc');
  const cpus = host.cpus?.length ?? 1;
  const jobs = Math.max(1, Math.floor(total / (2 * GIB)));
  const perJob = "node's build needs roughly 1–2 GiB per make job";
  const limit = `limit the jobs with the Action's build-command: './configure && make -j${jobs}'`;
  if (total < 4 * GIB) return fail('memory', `${gib(total)} total, below 4 GiB: ${perJob}`, 'add memory: 8 GiB or more');
  if (total < 8 * GIB) return warn('memory', `${gib(total)} total, below 8 GiB: ${perJob}`, `add memory, or ${limit}`);
  if (total < cpus * GIB) {
    return warn('memory', `${gib(total)} total for ${cpus} CPUs: make -j$(nproc) runs ${cpus} jobs; ${perJob}`, limit);
  }
  return ok('memory', `${gib(total)} total (${perJob})`);
}

/** @returns {Check} */
function checkDisk(host, options) {
  const dir = path.resolve(options.workDir ?? '.');
  let free;
  try {
    free = host.disk(dir);
  } catch (err) {
    // host.disk is fs.statfsSync (a fake in the tests): its errors are Node's, most with a code.
    const error = /** @type {NodeJS.ErrnoException} */ (err);
    return warn('disk', `cannot read the free space at ${dir} (${error.code ?? error.message})`,
      'give an existing directory with --work-dir');
  }
  const want = "a node checkout, two worktrees' out/ and a ccache want ~40 GiB";
  const fix = 'free space there, or keep the builds on a bigger disk: the Action keeps them in\n' +
    '$RUNNER_TOOL_CACHE/node-benchmark-action/ (else ~/.cache/node-benchmark-action/); check that with --work-dir';
  if (free < 15 * GIB) return fail('disk', `${gib(free)} free at ${dir}, below 15 GiB: ${want}`, fix);
  if (free < 40 * GIB) return warn('disk', `${gib(free)} free at ${dir}, below 40 GiB: ${want}`, fix);
  return ok('disk', `${gib(free)} free at ${dir} (${want})`);
}

/** @returns {Check} */
function checkLoad(host, options) {
  const load = host.loadavg();
  if (!load) return warn('load', 'load average unknown (no /proc/loadavg)', 'mount /proc');
  const cpus = (options.cpuset && parseCpuList(options.cpuset)?.length) || host.cpus?.length || 1;
  const limit = cpus / 2;
  const finding = `1-minute load average ${load[0].toFixed(2)} (limit ${limit.toFixed(2)}: ` +
    `half a CPU for each of ${cpus} benchmark CPU${cpus === 1 ? '' : 's'})`;
  if (load[0] <= limit) return ok('load', finding);
  return warn('load', `${finding}: another job is running`,
    'find it with `ps -eo pid,pcpu,args --sort=-pcpu | head` and stop it: a benchmark machine runs nothing else');
}

module.exports = {
  CPU_DIR, DEFAULT_SHARDS, AUTOMATIC_LABELS, VARIABLES, ok, warn, fail, read, parseCpuList, TOOLS,
  checkTool, checkSandbox, checkPython, checkCompiler, checkNode, checkGovernor, checkTurbo, checkIsolation,
  checkMemory, checkDisk, checkLoad,
};
