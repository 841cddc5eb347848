// The machine section of the report: the record the run job took of the
// benchmark machine (machine/sysfs.js), as a collapsed markdown table. The
// record arrives through the results artifact, from the machine that ran the
// PR's code: every value is escaped.

import render from '../../benchmark/_lib/render.js';
import cpuLists from '../../benchmark/_lib/cpus.js';
import { commitRows } from './compared.js';

// Above this load average per benchmark CPU, other work shares the machine.
const MAX_LOAD_PER_CPU = 0.5;

/** @typedef {import('../results/files.js').MachineRecord} MachineRecord */

/**
 * The machine record as a collapsed markdown section for the PR comment.
 * Values come from this machine's own files; they are still escaped by the
 * caller's markdown helper.
 * @param {MachineRecord} record
 * @param {{ versions?: Record<string, string | null>, cpuset?: string | null, tuning?: string[],
 *   commits?: import('../results/files.js').ComparedCommits | null,
 *   sandbox?: import('../results/files.js').MachineFile['sandbox'], hashes?: Record<string, string>,
 *   method?: { schedule: string | null, stopping: string } }} extra  method: publish.js describeMethod,
 *   so the record of the machine says how it was used; commits: what node-main and node-pr were built from
 * @param {(text: string) => string} [escape]
 */
export function renderMachine(record, extra, escape = render.escapeMarkdown) {
  const governors = [...new Set(Object.values(record.governors))];
  const rows = [
    ['CPU', record.cpuModel ?? 'unknown'],
    ['CPUs', `${record.cpus.length}${extra?.cpuset ? `, benchmarks pinned to ${extra.cpuset}` : ', not pinned'}`],
    ['governor', record.governorNote ?? (governors.length === 1 ? String(governors[0]) :
      Object.entries(record.governors).map(([cpu, g]) => `${cpu}=${g}`).join(' '))],
    ['turbo / boost', record.turbo ?? 'unknown'],
    ['SMT', record.smt ?? 'unknown'],
    ['isolated CPUs', record.isolated || 'none'],
    ['nohz_full', record.nohzFull || 'none'],
    ['ASLR', record.aslr ?? 'unknown'],
    ['transparent huge pages', record.thp ?? 'unknown'],
    ['load average', record.loadAverage?.join(' ') ?? 'unknown'],
    ['kernel', record.kernel ?? 'unknown'],
    ...Object.entries(extra?.versions ?? {}),
    ...Object.entries(extra?.hashes ?? {}).map(([name, hash]) => [`${name} SHA-256`, hash]),
    ...(extra?.commits ? commitRows(extra.commits) : []),
    ...(extra?.sandbox ? [['sandbox', sandboxWords(extra.sandbox)]] : []),
    ...(extra?.tuning ?? []).map((line) => ['tuning', line]),
    ...(extra?.method?.schedule ? [['schedule', extra.method.schedule]] : []),
    ...(extra?.method ? [['stopping rule', extra.method.stopping]] : []),
  ];
  const body = rows.map(([key, value]) => `| ${escape(key)} | ${escape(String(value))} |`).join('\n');
  return `<details><summary>Machine</summary>\n\n| | |\n|:---|:---|\n${body}\n\n</details>`;
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
    `(${escape(sandbox.reason)}): it could read this runner's files and write the base build. Details under Machine.`;
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
