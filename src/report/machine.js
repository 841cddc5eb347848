// The machine section of the report: the record the run job took of the
// benchmark machine (machine/sysfs.js), as a collapsed markdown table. The
// record arrives through the results artifact, from the machine that ran the
// PR's code: every value is escaped.

import render from '../../benchmark/_lib/words/render.js';
import cpuLists from '../../benchmark/_lib/cpus.js';
import codeSpans from '../../benchmark/_lib/code-span.js';
import { binaryName, commitRows } from './compared.js';

// Above this load average per benchmark CPU, other work shares the machine.
const MAX_LOAD_PER_CPU = 0.5;

/** @typedef {import('../results/files.js').MachineRecord} MachineRecord */

/**
 * The machine record as a collapsed markdown section for the PR comment.
 * Each kernel setting is said in words, its raw value after it for whoever
 * checks it on the host. Values come from the benchmark machine's own files;
 * they are escaped by `escape`.
 *
 *   | | |
 *   |:---|:---|
 *   | CPU | Intel(R) Xeon(R) E-2388G |
 *   | CPUs | 4, benchmarks pinned to 2-3 |
 *   | governor | performance on every CPU |
 *   | SMT | not supported by this CPU (control=notsupported, active=0) |
 *   | ASLR | on (full randomization, randomize_va_space=2) |
 *   | ... | kernel, versions, hashes, commits, sandbox, tuning, method |
 *
 * @param {MachineRecord} record
 * @param {{ versions?: Record<string, string | null>, cpuset?: string | null, tuning?: string[],
 *   commits?: import('../results/files.js').ComparedCommits | null,
 *   sandbox?: import('../results/files.js').MachineFile['sandbox'], hashes?: Record<string, string>,
 *   benchmarkFiles?: import('../results/files.js').BenchmarkFiles | null,
 *   cleanStart?: import('../results/files.js').CleanStart | null,
 *   method?: { schedule: string | null, stopping: string } }} extra  method: publish.js describeMethod,
 *   so the record of the machine says how it was used; commits: what node-main and node-pr were built from
 * @param {(text: string) => string} [escape]
 */
export function renderMachine(record, extra, escape = render.escapeMarkdown) {
  const cpuset = extra?.cpuset ?? null;
  const rows = [
    ['CPU', record.cpuModel ?? 'unknown'],
    ['CPUs', `${record.cpus.length}${cpuset ? `, benchmarks pinned to ${cpuset}` : ', benchmarks not pinned'}`],
    ['governor', governorWords(record)],
    ['turbo / boost', turboWords(record.turbo)],
    ['SMT', smtWords(record.smt)],
    ['isolated CPUs', isolatedWords(record.isolated, cpuset)],
    ['nohz_full', nohzWords(record.nohzFull)],
    ['ASLR', ASLR[record.aslr ?? ''] ?? (record.aslr === null ? 'unknown' : `randomize_va_space=${record.aslr}`)],
    ['transparent huge pages', THP[record.thp ?? ''] ?? record.thp ?? 'unknown'],
    ['load average', loadWords(record.loadAverage, cpuset ? cpuLists.parseCpuList(cpuset) ?? record.cpus : record.cpus)],
    ['kernel', record.kernel ?? 'unknown'],
    ...Object.entries(extra?.versions ?? {}).map(([name, version]) => [binaryName(name), version]),
    ...Object.entries(extra?.hashes ?? {}).map(([name, hash]) => [`${binaryName(name)} SHA-256`, hash]),
    ...(extra?.commits ? commitRows(extra.commits) : []),
    ...(extra?.benchmarkFiles ? [['benchmark files', benchmarkFilesWords(extra.benchmarkFiles)]] : []),
    ...(extra?.sandbox ? [['sandbox', sandboxWords(extra.sandbox)]] : []),
    ...(extra?.cleanStart ? [['clean start', cleanStartWords(extra.cleanStart)]] : []),
    ...(extra?.tuning ?? []).map((line) => ['tuning', line]),
    ...(extra?.method?.schedule ? [['schedule', extra.method.schedule]] : []),
    ...(extra?.method ? [['stopping rule', extra.method.stopping]] : []),
  ];
  const body = rows.map(([key, value]) => `| ${escape(key)} | ${escape(String(value))} |`).join('\n');
  return `<details><summary>Machine</summary>\n\n| | |\n|:---|:---|\n${body}\n\n</details>`;
}

/** [0, 1, 2, 3, 8] -> `0-3,8`, as sysfs and taskset write CPU lists. @param {number[]} cpus */
function cpuListText(cpus) {
  const ranges = [];
  for (const cpu of [...cpus].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && cpu === last[1] + 1) last[1] = cpu;
    else ranges.push([cpu, cpu]);
  }
  return ranges.map(([from, to]) => (from === to ? `${from}` : `${from}-${to}`)).join(',');
}

/** The governor of every CPU, grouped: `performance on every CPU`, or one group per governor. @param {MachineRecord} record */
function governorWords(record) {
  if (record.governorNote) return record.governorNote;
  /** @type {Map<string, number[]>} */
  const groups = new Map();
  for (const [name, governor] of Object.entries(record.governors)) {
    const key = governor ?? 'unreadable (offline?)';
    groups.set(key, [...(groups.get(key) ?? []), Number(name.replace(/^cpu/, ''))]);
  }
  if (groups.size === 1) {
    const [governor] = groups.keys();
    return governor === 'performance' ? 'performance on every CPU' :
      `${governor} on every CPU, not performance: the clock speed can change during the run`;
  }
  return [...groups].map(([governor, cpus]) => `${governor} on CPU${cpus.length === 1 ? '' : 's'} ${cpuListText(cpus)}`)
    .join('; ');
}

/** sysfs.js records turbo as `on (intel_pstate)`, `off (cpufreq boost=0)`...: the state in words, the source kept. */
function turboWords(/** @type {string | null} */ turbo) {
  if (turbo === null) return 'not exposed: no intel_pstate/no_turbo or cpufreq/boost to read or turn off';
  const [, state, source] = /^(on|off) \((.+)\)$/.exec(turbo) ?? [];
  if (state === 'off') return `off: the clock does not rise above its base (${source})`;
  if (state === 'on') return `on: the clock rises above its base while the chip is cool enough, so speed varies (${source})`;
  return turbo;
}

/** @type {Record<string, string>} /sys/devices/system/cpu/smt/control, the kernel's values */
const SMT = {
  on: 'on: two logical CPUs share each core, and one can slow the other',
  off: 'off: one logical CPU per core',
  forceoff: 'off, forced at boot (nosmt=force): one logical CPU per core',
  notsupported: 'not supported by this CPU',
  notimplemented: 'not controlled by this kernel on this architecture',
};

/** sysfs.js records SMT as `<control>, active=<0|1>`. @param {string | null} smt */
function smtWords(smt) {
  if (smt === null) return 'unknown: this kernel has no /sys/devices/system/cpu/smt';
  const [control, active] = smt.split(', active=');
  const words = control === 'on' && active === '0' ? 'allowed, but no core runs two logical CPUs now' :
    SMT[control] ?? 'unknown to this report';
  return `${words} (control=${control}${active === undefined ? '' : `, active=${active}`})`;
}

/** The isolated CPUs, and whether the benchmarks ran on them. @param {string | null} isolated @param {string | null} cpuset */
function isolatedWords(isolated, cpuset) {
  if (isolated === null) return 'unknown: this kernel has no /sys/devices/system/cpu/isolated';
  const cpus = cpuLists.parseCpuList(isolated);
  if (cpus === null) return isolated;
  if (cpus.length === 0) return 'none: the kernel schedules other tasks on every CPU';
  const pinned = cpuset ? cpuLists.parseCpuList(cpuset) : null;
  if (pinned === null) return `${isolated}, but the benchmarks were not pinned to them`;
  const outside = pinned.filter((cpu) => !cpus.includes(cpu));
  if (outside.length === 0) return `${isolated}: the kernel keeps other tasks off the benchmark CPUs`;
  return `${isolated}: not the benchmark CPU${outside.length === 1 ? '' : 's'} ${cpuListText(outside)}`;
}

/** @param {string | null} nohzFull  sysfs's list, '' or `(null)` when none */
function nohzWords(nohzFull) {
  if (nohzFull === null) return 'none: this kernel has no nohz_full, so the timer tick interrupts every CPU';
  const cpus = cpuLists.parseCpuList(nohzFull);
  if (cpus === null) return nohzFull;
  return cpus.length === 0 ? 'none: the timer tick interrupts every CPU' :
    `${nohzFull}: no timer tick there while a CPU runs one task`;
}

/** @type {Record<string, string>} /proc/sys/kernel/randomize_va_space */
const ASLR = {
  0: 'off (randomize_va_space=0)',
  1: 'on, but not for the heap (randomize_va_space=1)',
  2: 'on (full randomization, randomize_va_space=2)',
};

/** @type {Record<string, string>} /sys/kernel/mm/transparent_hugepage/enabled, its selected value */
const THP = {
  always: 'on for all memory (always)',
  madvise: 'only where a program asks for them (madvise)',
  never: 'off (never)',
};

/**
 * The 1-, 5- and 15-minute load averages when the machine was recorded,
 * judged as untunedWarning judges them.
 * @param {number[] | null} load @param {number[]} cpus  the benchmark CPUs
 */
function loadWords(load, cpus) {
  if (!load || load.length < 3) return 'unknown';
  const [one, five, fifteen] = load.map((n) => n.toFixed(2));
  const limit = MAX_LOAD_PER_CPU * cpus.length;
  const judged = cpus.length === 0 ? '' : `: ${load[0] > limit ? 'busy' : 'quiet'} for ${cpus.length} benchmark ` +
    `CPU${cpus.length === 1 ? '' : 's'} (limit ${limit.toFixed(2)}, half a CPU each)`;
  return `${one} over the last minute (${five} over 5, ${fifteen} over 15)${judged}`;
}

/** @param {NonNullable<import('../results/files.js').MachineFile['sandbox']>} sandbox */
function sandboxWords(sandbox) {
  return sandbox.kind === 'bwrap' ?
    'bwrap: own PID namespace, read-only files but its own, no network, no credentials' :
    `none: ${sandbox.reason}`;
}

/**
 * One line for under the verdict when the pull request's code ran without
 * a sandbox: what that means, and why; '' when it ran in one (or the record
 * does not say, e.g. prebuilt binaries from an older run job).
 * @param {{ sandbox?: import('../results/files.js').MachineFile['sandbox'] }} machine
 * @param {string} [whose]  e.g. 'shard 1/2'
 * @param {(text: string) => string} [escape]
 */
export function unsandboxedWarning({ sandbox = null }, whose = '', escape = render.escapeMarkdown) {
  if (sandbox?.kind !== 'none') return '';
  return `⚠️ The pull request's code ran without a sandbox${whose ? ` on ${escape(whose)}` : ''} ` +
    `(${escape(sandbox.reason)}): it could read this runner's files and write the old binary's build. Details under Machine.`;
}

/**
 * What the run removed before building, and why, in words; the names are
 * the benchmark machine's (escaped by the caller).
 * @param {import('../results/files.js').CleanStart} cleanStart
 */
function cleanStartWords({ discarded, gitConfig, hooks }) {
  const parts = [];
  if (discarded.length > 0) {
    parts.push('an earlier run built a pull request without a sandbox, so its work trees, old binary, compiler ' +
      `cache and the rest of the work directory were discarded (${discarded.join(', ')})`);
  }
  if (gitConfig.length > 0) parts.push(`removed from the repository's git config: ${gitConfig.join(', ')}`);
  if (hooks.length > 0) parts.push(`git hooks removed: ${hooks.join(', ')}`);
  return parts.join('; ');
}

/**
 * One line for under the verdict when the run found what an earlier build
 * without a sandbox could have planted, and started from a clean state; ''
 * when it found nothing.
 * @param {{ cleanStart?: import('../results/files.js').CleanStart | null }} machine
 * @param {string} [whose]  e.g. 'shard 1/2'
 * @param {(text: string) => string} [escape]
 */
export function cleanStartNote({ cleanStart = null }, whose = '', escape = render.escapeMarkdown) {
  if (!cleanStart) return '';
  const run = `This run${whose ? ` (${escape(whose)})` : ''}`;
  const git = cleanStart.gitConfig.length + cleanStart.hooks.length > 0 ?
    ', and git config keys and hooks that could start a program were removed' : '';
  if (cleanStart.discarded.length === 0) {
    return `♻️ ${run} removed git config keys or hooks that could start a program, which only a build without a ` +
      'sandbox could have planted. Details under Machine.';
  }
  return `♻️ ${run} started from a clean state: an earlier run built a pull request without a sandbox, so its ` +
    `work trees, old binary and compiler cache were discarded${git}. Details under Machine.`;
}

/** Whose benchmark files ran, for the machine section. @param {import('../results/files.js').BenchmarkFiles} files */
function benchmarkFilesWords({ from, dir, changedCount }) {
  const whose = from === 'base' ? "the base commit's (benchmark-files: base)" : "the pull request's";
  const changed = changedCount === 0 ? 'the pull request changes none of those this run used' :
    `the pull request changes ${changedCount} of those this run used`;
  return `${whose}, ${dir === '' ? 'the repository' : `${dir}/`}: ${changed}`;
}

/** The most changed files a note names; the rest are counted. */
const NAMED_IN_NOTE = 5;

/**
 * One line for under the verdict when the pull request changes benchmark
 * files this run used, or the base's ran instead ('benchmark-files: base'):
 * a benchmark the pull request changes runs its version on both binaries,
 * and can behave differently under each. '' when neither.
 * @param {{ benchmarkFiles?: import('../results/files.js').BenchmarkFiles | null }} machine
 * @param {string} [whose]  e.g. 'shard 1/2'
 * @param {(text: string) => string} [escape]
 */
export function benchmarkFilesNote({ benchmarkFiles = null }, whose = '', escape = render.escapeMarkdown) {
  if (!benchmarkFiles) return '';
  const { from, changed, changedCount: count } = benchmarkFiles;
  if (from === 'pull-request' && count === 0) return '';
  const run = `this run${whose ? ` (${escape(whose)})` : ''}`;
  const shown = changed.slice(0, NAMED_IN_NOTE).map((name) => codeSpans.codeSpan(name));
  const more = count - shown.length;
  const names = `${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
  const them = count === 1 ? 'it' : 'them';
  const files = `${count} of the benchmark files ${run} used (${names})`;
  if (from === 'pull-request') {
    return `⚠️ The pull request changes ${files}: both binaries ran the pull request's version of ${them}. ` +
      "To run the base's benchmark files instead, set `benchmark-files: base`.";
  }
  const base = `ℹ️ The benchmark files ${run} used are the base's (\`benchmark-files: base\`)`;
  return count === 0 ? `${base}: the pull request changes none of them.` :
    `${base}: the pull request changes ${count} of them (${names}), and neither binary ran its version of ${them}.`;
}

/**
 * One line for under the verdict when the machine was not tuned for
 * benchmarking, naming what was not (the details stay in the folded
 * machine section); '' when it was. Not tuned: a benchmark CPU's governor
 * other than `performance` (or none to read), turbo on, the benchmarks not
 * pinned to CPUs the kernel isolates, or a load average above half a CPU
 * per benchmark CPU when the run began.
 * @param {{ record: MachineRecord, cpuset?: string | null }} machine
 * @param {string} [whose]  e.g. 'shard 1/2', for a sharded run
 * @param {(text: string) => string} [escape]
 */
export function untunedWarning({ record, cpuset = null }, whose = '', escape = render.escapeMarkdown) {
  const pinned = cpuset ? cpuLists.parseCpuList(cpuset) : null;
  const cpus = pinned ?? record.cpus;
  const problems = [];
  const governors = [...new Set(cpus.map((cpu) => record.governors[`cpu${cpu}`] ?? null))];
  if (governors.every((g) => g === null)) problems.push('no CPU governor to set (no cpufreq)');
  else if (governors.some((g) => g !== 'performance')) {
    problems.push(`governor ${governors.filter((g) => g !== 'performance').map((g) => g ?? 'unknown').join(', ')}`);
  }
  if (record.turbo?.startsWith('on')) problems.push('turbo on');
  const isolated = cpuLists.parseCpuList(record.isolated ?? '') ?? [];
  if (pinned === null) problems.push('benchmarks not pinned to a CPU set');
  else if (!pinned.every((cpu) => isolated.includes(cpu))) problems.push(`CPUs ${cpuset} not isolated`);
  const load = record.loadAverage?.[0];
  if (typeof load === 'number' && cpus.length > 0 && load > MAX_LOAD_PER_CPU * cpus.length) {
    problems.push(`load ${load} on ${cpus.length} benchmark CPU${cpus.length === 1 ? '' : 's'}`);
  }
  if (problems.length === 0) return '';
  return `⚠️ ${whose ? `The machine of ${escape(whose)}` : 'The machine'} was not tuned for benchmarking ` +
    `(${escape(problems.join('; '))}): differences of a few percent may be its noise. Details under Machine.`;
}
