'use strict';

// A name from a run (a benchmark file, a configuration, an error) as a
// person reads it anywhere: its invisible characters shown, and in inline
// code that nothing in it can end early. For the verdict line, the PR
// comment, the profile table and the log.

// What a reader cannot see or that reorders what they see: controls (but
// tab and newlines), format characters (bidi embeddings, overrides and
// isolates, the Arabic letter mark, zero-width spaces and joiners, the word
// joiner, the byte order mark, soft hyphens, tag characters), line and
// paragraph separators, lone surrogates, and the blank letters (combining
// grapheme joiner, Hangul fillers) that pass for nothing. A benchmark name
// with U+202E reads backwards, and one with U+200B looks like another.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u034F\u115F\u1160\u3164\uFFA0]/gu;

/**
 * Each invisible character of `text` named where it is, `<U+202E>`, so the
 * reader sees that it is there and what it is (a name that differs from
 * another by a zero-width space stays told apart). Tabs and newlines stay.
 * For text from the run job shown anywhere a person reads it: markdown,
 * code blocks, the log.
 * @param {unknown} text
 */
function showInvisible(text) {
  return String(text).replace(INVISIBLE, (char) => (char === '\t' || char === '\n' || char === '\r' ? char :
    characterName(char)));
}

/** A character by its code point, `<U+202E>`: how an invisible one is shown, here and in the log. @param {string} char */
function characterName(char) {
  return `<U+${/** @type {number} */ (char.codePointAt(0)).toString(16).toUpperCase().padStart(4, '0')}>`;
}

/**
 * Inline code for any text: a fence longer than any run of backticks in it,
 * so a name cannot end the span early; inside, markdown, HTML, @mentions and
 * #references are inert, but not what is invisible, which is shown; and
 * `<!--` is broken by a zero-width space, so that no name carries another
 * comment's hidden marker (a comment is found by its marker's text).
 * @param {unknown} text
 */
function codeSpan(text) {
  return fenced(showInvisible(text).replace(/[\r\n]+/g, ' ').replace(/<!--/g, '<\u200b!--'));
}

/**
 * A code span as the verdict line writes a name, for a terminal as much as
 * for markdown: codeSpan's, without the zero-width space, which only
 * markdown needs (markdown-report.js verdictMarkdown adds it there).
 * @param {unknown} text
 */
function plainCodeSpan(text) {
  return fenced(showInvisible(text).replace(/[\r\n]+/g, ' '));
}

/** `flat` between fences longer than any run of backticks in it. @param {string} flat */
function fenced(flat) {
  // A loop, not Math.max(...runs): a name of megabytes has more runs than a call takes arguments.
  let longest = 0;
  for (const run of flat.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  return longest > 0 || flat.startsWith(' ') ? `${fence} ${flat} ${fence}` : `${fence}${flat}${fence}`;
}

module.exports = { showInvisible, characterName, codeSpan, plainCodeSpan };
