// Which two commits node-main and node-pr were built from, in words, for
// the status line, the results comment and the machine record, and the one
// name a person reads for each binary. Pure.
//
//   test merge   old: the base branch's tip   new: the pull request merged onto it
//   merge base   old: the commit the head branched from   new: the head
//
// A binary is `old` or `new` wherever a person reads it (the comment, its
// charts, the machine table, the CLI): Node core's own names, which the CSV
// and compare.R keep. node-main and node-pr are only the files on disk, and
// base, head, test merge and merge base name commits, each row saying
// which binary was built from it.

// The second is what runs when there is no test merge of the head, and it
// measures something else (the base branch's newer commits are in neither
// binary), so the comment says it where it is seen, next to the verdict.

/** @typedef {import('../results/files.js').ComparedCommits} ComparedCommits */

/** A binary's file on disk (src/machine/binaries.js) to the name a person reads. */
const BINARY_NAMES = { 'node-main': 'old binary', 'node-pr': 'new binary' };

/** @param {string} file  node-main, node-pr, or a name of another kind, kept */
export function binaryName(file) {
  return Object.hasOwn(BINARY_NAMES, file) ? BINARY_NAMES[file] : file;
}

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
  if (method === 'merge') return 'test merge: old is the base tip, new the pull request merged onto it';
  return `merge base: old is the commit the head branched from, new the head, because ${noMerge === null ? 'there was no test merge' : NO_MERGE_WORDS[noMerge]}`;
}

/**
 * The commits as rows of a two-column table: the method, then each SHA in full.
 * @param {ComparedCommits} commits
 * @returns {Array<[string, string]>}
 */
export function commitRows(commits) {
  const rows = /** @type {Array<[string, string]>} */ ([['compared', methodWords(commits)]]);
  const merge = commits.method === 'merge';
  if (commits.baseSha) rows.push([merge ? 'base tip (old binary)' : 'base tip', commits.baseSha]);
  if (commits.headSha) rows.push([merge ? 'head' : 'head (new binary)', commits.headSha]);
  if (commits.mergeSha) rows.push([merge ? 'test merge (new binary)' : 'test merge', commits.mergeSha]);
  if (commits.mergeBaseSha) rows.push([merge ? 'merge base' : 'merge base (old binary)', commits.mergeBaseSha]);
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
