// Each measured shard's machine in the comment (results/shards.js reads
// them): its machine section (machine.js renderMachine; headed by the shard
// when the run had several), the notes about it under the verdict (no
// sandbox, a clean start, a machine not tuned, the benchmark files), and how
// long it built and benchmarked, for the run parameters:
//
//   build      old 1 min 2 s, new 58 s (shard 0/2); old 1 min 0 s, new 55 s (shard 1/2)
//   benchmark  4 min 10 s (shard 0/2); 3 min 58 s (shard 1/2)

import render from '../../benchmark/_lib/words/render.js';
import runSummary from '../../benchmark/_lib/words/run-summary.js';
import { shardLabel } from '../results/shards.js';
import { benchmarkFilesNote, cleanStartNote, renderMachine, unsandboxedWarning, untunedWarning } from './machine.js';
import { describeMethod } from './publish.js';

const { escapeMarkdown } = render;
const { duration } = runSummary;

/**
 * @param {import('../results/shards.js').ShardResults} read
 * @param {import('../request/request.js').RunPlan} request  what was asked, for a shard whose compare.js does not say how it ran
 * @returns {{ sections: string[], notes: string[], times: { build: string | undefined, benchmark: string | undefined } }}
 *   notes: escaped, empty where there is nothing to say
 */
export function describeMeasuredShards({ measured, shards }, request) {
  const sections = [];
  const notes = [];
  /** @type {string[]} */
  const buildTimes = [];
  /** @type {string[]} */
  const benchmarkTimes = [];
  for (const { shard, machine, elapsed, method } of measured) {
    const on = shards.length > 1 ? ` (${shardLabel(shard)})` : '';
    if (machine?.buildSeconds) {
      buildTimes.push(`old ${duration(machine.buildSeconds.base)}, new ${duration(machine.buildSeconds.head)}${on}`);
    }
    if (elapsed !== null) benchmarkTimes.push(`${duration(elapsed)}${on}`);
    if (machine) {
      const text = renderMachine(machine.record, { ...machine, method: describeMethod(method, request) });
      const whose = shard.name === null ? '' : `shard ${shard.name}`;
      notes.push(unsandboxedWarning(machine, whose), cleanStartNote(machine, whose), untunedWarning(machine, whose));
      notes.push(benchmarkFilesNote(machine, whose));
      sections.push(shard.name === null ? text : `**Machine of ${escapeMarkdown(shardLabel(shard))}**\n\n${text}`);
    }
  }
  return { sections, notes, times: { build: buildTimes.join('; ') || undefined, benchmark: benchmarkTimes.join('; ') || undefined } };
}
