// Which two commits node-main and node-pr were built from, in words, for
// the status line, the results comment and the machine record. Pure.
//
//   test merge   old: the base branch's tip   new: the pull request merged onto it
//   merge base   old: the commit the head branched from   new: the head
//
// The second is what runs when there is no test merge of the head, and it
// measures something else (the base branch's newer commits are in neither
// binary), so the comment says it where it is seen, next to the verdict.

/** @typedef {import('../results/files.js').ComparedCommits} ComparedCommits */

const SHORT_SHA = 7;

/** @type {Record<import('../request/request.js').NoMerge, string>} */
const NO_MERGE_WORDS = {
  conflict: 'the pull request does not merge cleanly into its base branch',
  'not-computed': 'GitHub had not made its test merge yet',
  'stale-merge': "GitHub's test merge was of an earlier head",
};

/** @param {string | null} sha  @param {(text: string) => string} code  how a SHA is set */
function short(sha, code) {
  return sha === null ? 'unknown' : code(sha.slice(0, SHORT_SHA));
}

/**
 * The method in a few words: `test merge` or `merge base (…why)`.
 * @param {ComparedCommits} commits
 */
export function methodWords({ method, noMerge }) {
  if (method === 'merge') return 'test merge: the base tip vs the pull request merged onto it';
  return `merge base vs head, because ${noMerge === null ? 'there was no test merge' : NO_MERGE_WORDS[noMerge]}`;
}

/**
 * The commits as rows of a two-column table: the method, then each SHA in full.
 * @param {ComparedCommits} commits
 * @returns {Array<[string, string]>}
 */
export function commitRows(commits) {
  const rows = /** @type {Array<[string, string]>} */ ([['compared', methodWords(commits)]]);
  if (commits.baseSha) rows.push(['base tip', commits.baseSha]);
  if (commits.headSha) rows.push(['head', commits.headSha]);
  if (commits.mergeSha) rows.push(['test merge (node-pr)', commits.mergeSha]);
  if (commits.mergeBaseSha) rows.push(['merge base (node-main)', commits.mergeBaseSha]);
  return rows;
}

/**
 * The visible warning of a merge-base comparison, one line of markdown; ''
 * for a test merge.
 * @param {ComparedCommits} commits
 */
export function mergeBaseWarning(commits) {
  if (commits.method !== 'merge-base') return '';
  const code = (sha) => `\`${sha}\``;
  const why = commits.noMerge === null ? 'there was no test merge' : NO_MERGE_WORDS[commits.noMerge];
  return `⚠️ Compared the head ${short(commits.headSha, code)} with its merge base ${short(commits.mergeBaseSha, code)}, ` +
    `not with the base branch's tip, because ${why}: the base branch's commits since ${short(commits.mergeBaseSha, code)} ` +
    'are in neither binary.';
}

/**
 * The status line's commits: `base 9d8c7b6 · PR 1f0e3a9 · test merge 77aa001`.
 * @param {Partial<ComparedCommits>} commits
 * @returns {string[]}
 */
export function commitItems({ method, baseSha, headSha, mergeSha, mergeBaseSha }) {
  const plain = (sha) => sha;
  const items = [];
  if (method === 'merge-base' && mergeBaseSha) items.push(`merge base ${short(mergeBaseSha, plain)}`);
  else if (baseSha) items.push(`base ${short(baseSha, plain)}`);
  if (headSha) items.push(`PR ${short(headSha, plain)}`);
  if (method === 'merge' && mergeSha) items.push(`test merge ${short(mergeSha, plain)}`);
  return items;
}
