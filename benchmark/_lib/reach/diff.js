'use strict';

// A unified diff (`git diff`, `diff -u`) read into the lines each file's
// hunks remove and add, numbered on both sides. Pure: text in, files out.
// The diff comes from a pull request, so it is read as hostile text: bounded
// in size, files and lines, and every line that does not fit is a problem
// named by its line number, never a guess.
//
//   diff --git a/lib/string_decoder.js b/lib/string_decoder.js
//   --- a/lib/string_decoder.js
//   +++ b/lib/string_decoder.js
//   @@ -110,6 +110,7 @@ StringDecoder.prototype.write = function write(buf) {
//      if (!this[kNativeDecoder]) {
//   +  if (this.encoding === 'utf16le') plantedSink ^= plantedWork();
//      return decode(this[kNativeDecoder], buf);
//
// gives { oldPath: 'lib/string_decoder.js', newPath: 'lib/string_decoder.js',
//   hunks: [{ oldStart: 110, newStart: 110, lines: [{ kind: ' ', text, oldLine: 110, newLine: 110 }, ...] }] }.

const LIMITS = Object.freeze({ bytes: 32 * 1024 * 1024, files: 5000, lineLength: 100_000 });
const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

class DiffError extends Error {}

/**
 * @typedef {{ kind: ' ' | '-' | '+', text: string, oldLine: number | null, newLine: number | null }} DiffLine
 *   oldLine: the base side's line number (null for an added line), newLine the other side's
 * @typedef {{ oldStart: number, newStart: number, lines: DiffLine[] }} Hunk
 * @typedef {{ oldPath: string | null, newPath: string | null, hunks: Hunk[] }} DiffFile
 *   oldPath null: a new file; newPath null: a deleted one (paths without git's a/ and b/)
 */

/**
 * @param {string} text
 * @returns {DiffFile[]}
 * @throws {DiffError} naming the first line that is not a unified diff's
 */
function parseDiff(text) {
  if (typeof text !== 'string') throw new DiffError('the diff is not text');
  if (Buffer.byteLength(text) > LIMITS.bytes) {
    throw new DiffError(`the diff is larger than ${LIMITS.bytes / 1024 / 1024} MiB`);
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  /** @type {DiffFile[]} */
  const files = [];
  /** @type {DiffFile | null} */
  let file = null;
  /** @type {{ hunk: Hunk, oldLeft: number, newLeft: number, oldLine: number, newLine: number } | null} */
  let open = null;
  const fail = (index, why) => {
    throw new DiffError(`line ${index + 1} of the diff: ${why}`);
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
    if (line.length > LIMITS.lineLength) fail(i, `longer than ${LIMITS.lineLength} characters`);
    if (open && (open.oldLeft > 0 || open.newLeft > 0)) {
      const kind = /** @type {' ' | '-' | '+' | '\\'} */ (line[0] ?? ' ');
      if (kind === '\\') continue; // "\ No newline at end of file"
      if (/** @type {string} */ (kind) !== ' ' && kind !== '-' && kind !== '+') fail(i, `a hunk line must begin with ' ', '-' or '+', found ${JSON.stringify(line.slice(0, 20))}`);
      const onOld = kind !== '+';
      const onNew = kind !== '-';
      if ((onOld && open.oldLeft === 0) || (onNew && open.newLeft === 0)) fail(i, 'more lines than its hunk header counts');
      open.hunk.lines.push({ kind, text: line.slice(1), oldLine: onOld ? open.oldLine : null, newLine: onNew ? open.newLine : null });
      if (onOld) { open.oldLine++; open.oldLeft--; }
      if (onNew) { open.newLine++; open.newLeft--; }
      continue;
    }
    if (line.startsWith('\\')) continue;
    open = null;
    if (line.startsWith('diff --git ')) {
      file = null;
    } else if (line.startsWith('--- ')) {
      const next = lines[i + 1] ?? '';
      if (!next.startsWith('+++ ')) fail(i + 1, "a '--- ' line must be followed by a '+++ ' line");
      if (files.length >= LIMITS.files) throw new DiffError(`the diff has more than ${LIMITS.files} files`);
      file = { oldPath: pathOf(line.slice(4), 'a/'), newPath: pathOf(next.slice(4), 'b/'), hunks: [] };
      files.push(file);
      i++;
    } else if (line.startsWith('@@')) {
      const match = HUNK.exec(line);
      if (!match) fail(i, `not a hunk header: ${JSON.stringify(line.slice(0, 40))}`);
      if (file === null) fail(i, "a hunk before its file's '---' and '+++' lines");
      const [, oldStart, oldCount = '1', newStart, newCount = '1'] = /** @type {RegExpExecArray} */ (match);
      /** @type {Hunk} */
      const hunk = { oldStart: Number(oldStart), newStart: Number(newStart), lines: [] };
      /** @type {DiffFile} */ (file).hunks.push(hunk);
      open = { hunk, oldLeft: Number(oldCount), newLeft: Number(newCount),
               oldLine: Math.max(1, Number(oldStart)), newLine: Math.max(1, Number(newStart)) };
    }
    // Anything else between files (index, mode, similarity, rename and
    // binary lines, a commit message) says nothing about the lines.
  }
  if (open && (open.oldLeft > 0 || open.newLeft > 0)) {
    throw new DiffError('the diff ends inside a hunk: fewer lines than its header counts (was it cut short?)');
  }
  return files;
}

/** A path of a '---' or '+++' line: null for /dev/null, git's a/ or b/ taken off, a tab and what follows (diff -u's time) too. */
function pathOf(text, prefix) {
  const name = text.split('\t')[0].trim();
  if (name === '/dev/null') return null;
  const unquoted = name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
  return unquoted.startsWith(prefix) ? unquoted.slice(prefix.length) : unquoted;
}

/**
 * What a file's hunks touch on the base side: each removed line, and each
 * point where lines were added (after base line `after`, 0 for the top of
 * the file), with the added text.
 * @param {DiffFile} file
 * @returns {{ removed: number[], insertions: { after: number, text: string[] }[] }}
 */
function touched(file) {
  const removed = [];
  const insertions = [];
  for (const hunk of file.hunks) {
    let lastOld = hunk.oldStart - 1;
    /** @type {{ after: number, text: string[] } | null} */
    let insertion = null;
    for (const line of hunk.lines) {
      if (line.kind === '+') {
        if (insertion === null) insertions.push(insertion = { after: lastOld, text: [] });
        insertion.text.push(line.text);
        continue;
      }
      insertion = null;
      lastOld = /** @type {number} */ (line.oldLine);
      if (line.kind === '-') removed.push(lastOld);
    }
  }
  return { removed, insertions };
}

module.exports = { parseDiff, touched, DiffError, DIFF_LIMITS: LIMITS };
