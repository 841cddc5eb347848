'use strict';

// Small text helpers that the benchmark tools and the Action (src/) share,
// so each rule is written once: how text is shortened, how a code block is
// fenced, how names are ordered, what an error says, how a program is found
// on PATH. Pure but for findOnPath, which looks at the file system.

const fs = require('node:fs');
const path = require('node:path');

/**
 * `text` cut to at most `max` characters (code points, so an emoji or a CJK
 * character is never split), the last one an ellipsis when cut.
 * @param {string} text
 * @param {number} max  at least 1
 * @returns {string}
 */
function clip(text, max) {
  const chars = [...String(text)];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/**
 * `text` as a fenced markdown code block whose fence is longer than any run
 * of backticks inside, so no line of it can close the block.
 * @param {string} text
 * @param {string} [info]  the info string after the opening fence (e.g. `text`)
 * @returns {string}
 */
function fence(text, info = '') {
  const longest = (String(text).match(/`+/g) ?? []).reduce((m, run) => Math.max(m, run.length), 0);
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${info}\n${text}\n${marks}`;
}

/**
 * Compares two strings by their UTF-8 bytes, as `LC_ALL=C sort`, R in the C
 * locale and Buffer.compare do: the one order of names (categories, files,
 * configurations) everywhere, whatever the machine's locale. It differs from
 * `<` (UTF-16 code units) only past U+D7FF, where a character written as a
 * surrogate pair (an emoji) sorts after U+E000-U+FFFF, as its bytes do.
 * @param {string} a
 * @param {string} b
 * @returns {number}  negative, 0 or positive, for Array.prototype.sort
 */
function byteOrder(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Below the surrogates a code unit is its code point, which UTF-8 orders as numbers.
    if (x < 0xd800 && y < 0xd800) return x < y ? -1 : 1;
    return utf8Order(a, b);
  }
  // One is a prefix of the other, unless the shorter one ends in half of a pair the longer one completes.
  const last = a.charCodeAt(n - 1);
  if (n > 0 && last >= 0xd800 && last < 0xdc00) return utf8Order(a, b);
  return a.length - b.length;
}

/** @param {string} a  @param {string} b */
function utf8Order(a, b) {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/**
 * What a caught error says: an Error's message, anything else thrown as a
 * string. For a person: no stack, no `Error:` before it.
 * @param {unknown} error
 * @returns {string}
 */
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The first executable file called `name` in the directories of `envPath`
 * (a PATH value), or null. Empty entries are skipped, not read as the
 * current directory.
 * @param {string} name
 * @param {string} [envPath]
 * @returns {string | null}
 */
function findOnPath(name, envPath = process.env.PATH ?? '') {
  for (const dir of envPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

// The line of a failed node's stderr that says what went wrong: an uncaught
// error (`TypeError: x is not a function`), V8's `FATAL ERROR: ...` or
// `# Fatal error in ...`, an assertion, a crash report. Node prints the
// throwing source line first and its own version last: neither says why.
const ERROR_LINE = /^(?:(?:[A-Z]\w*)?(?:Error|Exception)\b|FATAL ERROR\b|#\s*Fatal error\b|Assertion\b|Segmentation fault\b|Aborted\b)/;

/**
 * The line of a failure's stderr tail that names the error, else its last
 * line that is no stack frame or version banner; null when there is none.
 * Not bounded: text from a benchmark is untrusted, and the caller bounds it.
 * @param {unknown} stderr
 * @returns {string | null}
 */
function errorLine(stderr) {
  if (typeof stderr !== 'string') return null;
  const lines = stderr.slice(-10_000).split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.find((l) => ERROR_LINE.test(l)) ??
    lines.filter((l) => !/^at\s|^Node\.js v\d/.test(l)).at(-1) ?? null;
}

module.exports = { clip, fence, byteOrder, errorMessage, findOnPath, errorLine };
