// What the results lack, in words, never passed over (results/shards.js reads
// them): a run that stopped half way (partial results: how far it got, the
// categories it never reached), a binary that failed in every process, a
// configuration that got no result, a category without results, a shard
// that failed or never reported, a CSV with lines that are not UTF-8. The
// first two are in the verdict and fail the step, as a failed shard does.
//
//   ⚠️ Not measured: 1 configuration got no result from a binary, so it is not in the table:
//   - `steps/steps.js n=1000 step=3`: old and new: exited with code 1 in all 2 runs · Error: boom

import render from '../../benchmark/_lib/words/render.js';
import runFailures from '../../benchmark/_lib/words/failure-notes.js';
import codeSpans from '../../benchmark/_lib/code-span.js';
import unmeasuredText from '../../benchmark/_lib/words/unmeasured.js';
import categories from '../../benchmark/_lib/run/categories.js';
import { FILES } from '../results/files.js';
import { shardLabel } from '../results/shards.js';

const { categoryOf } = categories;
const { failedBinaries, failureNotes, partialSummary, partialVerdict } = runFailures;
const { codeSpan } = codeSpans;
const { escapeMarkdown } = render;

/**
 * @typedef {import('../results/shards.js').ShardResults} ShardResults
 * @typedef {import('../results/files.js').Failure} Failure
 */

// Warnings about the results shown under the verdict; the rest go to the log only.
const MAX_WARNINGS = 10;
const MAX_UNMEASURED = 10;

/**
 * What the results lack, in words. verdict: the verdict line, given the
 * analysis' (a binary that failed everywhere replaces it; a partial run
 * comes first); notes: lines for under it, escaped; warnings: the reader's,
 * for under the notes of the machines; sections: a paragraph per failed
 * shard, for above the table; problems: why the step fails (a partial run,
 * a binary that failed everywhere, a failed shard), null where none.
 * @param {ShardResults} read
 */
export function describeGaps(read) {
  const { samples, failures, moreFailures, unmeasured, moreUnmeasured, measured, planned, failed, shardCount } = read;
  const counts = { old: 0, new: 0 };
  const reached = new Set();
  // One pass, no string made per sample: there can be millions.
  let filename = null;
  for (const sample of samples) {
    counts[sample.binary]++;
    if (sample.filename !== filename) reached.add(categoryOf(filename = sample.filename));
  }
  for (const failure of failures) reached.add(categoryOf(failure.filename));
  const missing = [...planned].filter((category) => !reached.has(category));
  const crashed = failedBinaries(counts, failures, { more: moreFailures });
  const notes = failureNotes(counts, failures, { more: moreFailures }).map((n) => `⚠️ ${escapeMarkdown(n)}`);
  if (unmeasured.length > 0) notes.push(unmeasuredNote(unmeasured, moreUnmeasured));
  const stops = measured.flatMap(({ shard, partial }) => stopsOf(shard, partial));
  const partial = stops.length > 0 ? { stops, notReached: missing } : null;
  if (partial === null && missing.length > 0) {
    notes.push(`⚠️ No results for ${escapeMarkdown(missing.join(', '))}: compare.js measured none of ` +
      `${missing.length === 1 ? 'it' : 'them'} (every benchmark failed, or the filters left none).`);
  }
  return {
    verdict: (/** @type {string} */ line) => (partial ? partialVerdict(partial, crashed ?? line) : crashed ?? line),
    notes,
    warnings: warningNotes(read.warnings),
    // The last failed shard first, as the report has always listed them.
    sections: failed.map(({ shard, failure }) => `**${escapeMarkdown(shardLabel(shard))} failed** while ` +
      `${escapeMarkdown(failure.step)}: ${escapeMarkdown(failure.message)}; its categories are missing from the table.`)
      .reverse(),
    problems: [partial && partialSummary(partial), crashed,
      failed.length > 0 ? `${failed.length} of ${shardCount} shards failed: see the comment` : null],
  };
}

/**
 * The failure of a run that has no results at all, for the failed status:
 * the first failed shard's, which one named when the run had several.
 * @param {ShardResults} read
 * @returns {Failure}
 */
export function runFailure({ failed, shardCount }) {
  const { shard, failure } = failed[0];
  return { ...failure, step: shardCount > 1 ? `${failure.step} (${shardLabel(shard)})` : failure.step };
}

/**
 * The configurations that got no result from a binary, and why, so that a
 * missing row is never silent (the sketch at the top).
 * @param {import('../results/files.js').Unmeasured[]} unmeasured
 * @param {boolean} more  there were more records than read
 */
function unmeasuredNote(unmeasured, more) {
  const named = unmeasured.filter((u) => u.configuration !== null).length;
  const unnamed = unmeasured.length - named;
  const counted = [named > 0 ? `${named}${more ? ' or more' : ''} configuration${named === 1 ? '' : 's'}` : null,
    unnamed > 0 ? `the configurations of ${unnamed} file${unnamed === 1 ? '' : 's'}` : null].filter(Boolean);
  const lines = unmeasured.slice(0, MAX_UNMEASURED).map((u) => {
    const { what, why } = unmeasuredText.unmeasuredParts(u);
    return `- ${codeSpan(what)}: ${escapeMarkdown(why)}`;
  });
  const rest = unmeasured.length - lines.length;
  if (rest > 0 || more) lines.push(`- and ${rest}${more ? ' or more' : ''} more, in samples.ndjson (the results artifact)`);
  return `⚠️ Not measured: ${counted.join(' and ')} got no result from a binary, so ` +
    `${named + unnamed === 1 ? 'it is' : 'they are'} not in the table:\n${lines.join('\n')}`;
}

/**
 * Where a shard's run stopped early, in words, for the partial verdict:
 * `the run stopped after 6 of 40 blocks`, `results.csv of shard 1/2 ends in
 * the middle of line 7, which is left out`.
 * @param {{ name: string | null }} shard
 * @param {import('../results/files.js').Partial | null} partial
 * @returns {string[]}
 */
function stopsOf(shard, partial) {
  if (partial === null) return [];
  const who = shard.name === null ? 'the run' : `shard ${shard.name}`;
  const { stopped, cutLine } = partial;
  const stops = [];
  if (stopped?.planned === null) stops.push(`${who} stopped before its first block was done`);
  else if (stopped) stops.push(`${who} stopped after ${stopped.done} of ${stopped.planned} block${stopped.planned === 1 ? '' : 's'}`);
  if (cutLine !== null) {
    stops.push(`${FILES.csv}${shard.name === null ? '' : ` of shard ${shard.name}`} ends in the middle of line ${cutLine}, ` +
      'which is left out');
  }
  return stops;
}

/**
 * What readResults warned of (lines not UTF-8, a file too large to read,
 * a line cut short), under the verdict, where the reader of the comment
 * sees it: the first MAX_WARNINGS, then how many more the log has.
 * @param {string[]} warnings
 */
function warningNotes(warnings) {
  const shown = warnings.slice(0, MAX_WARNINGS).map((warning) => `⚠️ ${escapeMarkdown(warning)}`);
  const more = warnings.length - shown.length;
  return more > 0 ? [...shown, `⚠️ and ${more} more warning${more === 1 ? '' : 's'} about the results in the log`] : shown;
}
