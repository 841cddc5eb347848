// The machine section of the report: the record the run job took of the
// benchmark machine (machine/sysfs.js), as a collapsed markdown table. The
// record arrives through the results artifact, from the machine that ran the
// PR's code: every value is escaped.

import render from '../../benchmark/_lib/render.js';
import { commitRows } from './compared.js';

/** @typedef {import('../machine/sysfs.js').MachineRecord} MachineRecord */

/**
 * The machine record as a collapsed markdown section for the PR comment.
 * Values come from this machine's own files; they are still escaped by the
 * caller's markdown helper.
 * @param {MachineRecord} record
 * @param {{ versions?: Record<string, string | null>, cpuset?: string | null, tuning?: string[],
 *   commits?: import('../artifact.js').ComparedCommits | null,
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
    ...(extra?.commits ? commitRows(extra.commits) : []),
    ...(extra?.tuning ?? []).map((line) => ['tuning', line]),
    ...(extra?.method?.schedule ? [['schedule', extra.method.schedule]] : []),
    ...(extra?.method ? [['stopping rule', extra.method.stopping]] : []),
  ];
  const body = rows.map(([key, value]) => `| ${escape(key)} | ${escape(String(value))} |`).join('\n');
  return `<details><summary>Machine</summary>\n\n| | |\n|:---|:---|\n${body}\n\n</details>`;
}
