'use strict';

// Small text helpers that the benchmark tools and the Action (src/) share,
// so each rule is written once: how text is shortened, how many columns it
// takes, how a code block is fenced, how text is escaped for HTML and SVG,
// how names are ordered, what an error says, how a program is found on PATH.
// Pure but for findOnPath, which looks at the file system.

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

// How many columns a text takes in a monospace font (a terminal, a code
// block), and in the charts' units: one rule for R's tables, the text chart
// and the SVG's labels. R 4.2's display widths, as print() pads with them
// and nchar(type = "width") reports them: a combining mark or a format
// character takes no column, an East Asian wide or fullwidth character
// (CJK, kana, hangul, emoji) takes two, any other one. Checked code point
// by code point against R 4.2.2 (whose table is Unicode 13's): they agree
// on every character but those Unicode added later, which Node's newer
// Unicode may count otherwise.
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\u1160-\u11ff]$/u; // and hangul medial vowels, final consonants
const SOFT_HYPHEN = '\u00ad'; // a format character R shows one column wide
const WIDE_EMOJI = /^(?![\u{1f1e6}-\u{1f1ff}])\p{Emoji_Presentation}$/u; // regional indicators are narrow
const WIDE = [[0x1100, 0x115f], [0x2329, 0x232a], [0x2e80, 0x303e], [0x3041, 0x3247], [0x3250, 0x4dbf],
  [0x4e00, 0xa4cf], [0xa960, 0xa97f], [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f], [0xff00, 0xff60], [0xffe0, 0xffe6], [0x16fe0, 0x18d8f], [0x1b000, 0x1b2ff],
  [0x1f200, 0x1f2ff], [0x20000, 0x3fffd]];

/**
 * The columns a character takes in R's print() and a monospace font.
 * @param {string} char  one code point
 * @returns {0 | 1 | 2}
 */
function charWidth(char) {
  if (char !== SOFT_HYPHEN && ZERO_WIDTH.test(char)) return 0;
  const code = /** @type {number} */ (char.codePointAt(0));
  if (WIDE.some(([from, to]) => code >= from && code <= to) || WIDE_EMOJI.test(char)) return 2;
  return 1;
}

/**
 * The display width of a string as R counts it (nchar(text, type =
 * "width")): the one rule our R-style tables pad by and the charts measure
 * their labels with.
 * @param {string} text
 * @returns {number}
 * @example displayWidth('n=1 日本') // 8
 */
function displayWidth(text) {
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text for HTML or SVG, in an element or a quoted attribute: the five
 * characters markup reads, as entities.
 * @param {unknown} text
 */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * Text for where HTML reads only `&`, `<` and `>`: markdown, which shows
 * quotes as they were written, and an element's content.
 * @param {unknown} text
 */
function escapeHtmlText(text) {
  return String(text).replace(/[&<>]/g, (c) => HTML_ESCAPES[c]);
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

module.exports = { clip, displayWidth, fence, escapeHtml, escapeHtmlText, byteOrder, errorMessage, findOnPath, errorLine };
