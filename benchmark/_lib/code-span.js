'use strict';

// Text from a run or a pull request (a benchmark file, a configuration, an
// error, a command) as a person reads it anywhere: what they cannot see,
// defined once here for every text they read or type (the comment, the
// command's refusal, a log's tail, a request's texts), and shown by name;
// `<!--` broken, so no text carries another comment's hidden marker; and
// no mention or link where GitHub reads it; and in inline code that nothing
// in it can end early. For the verdict line, the PR comment, the profile
// table and the log.

// What a reader cannot see or that changes what they see around it:
// controls (tab and newlines included: a caller that keeps them says so),
// format characters (bidi embeddings, overrides and isolates, the Arabic
// letter mark, zero-width spaces and joiners, the word joiner, the byte
// order mark, soft hyphens, tag characters), line and paragraph separators,
// spaces other than U+0020 (a no-break space passes for one), private use,
// lone surrogates, the default-ignorable code points (the combining
// grapheme joiner, Hangul fillers, variation selectors) and the blank
// braille pattern. A benchmark name with U+202E reads backwards, and one
// with U+200B looks like another. In a text, a presentation selector right
// after a pictograph is part of what is seen (the U+FE0F of ⚠️) and stays;
// a character on its own (isInvisible) is judged without one.
const HIDDEN = '[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\p{Cs}\\p{Default_Ignorable_Code_Point}\\u2800]|[^\\P{Zs} ]';
const INVISIBLE = new RegExp(`(?!(?<=\\p{Extended_Pictographic})[\\uFE0E\\uFE0F])(?:${HIDDEN})`, 'u');
const INVISIBLES = new RegExp(INVISIBLE.source, 'gu');

/** Whether one code point is one a reader cannot see. @param {string} char */
function isInvisible(char) {
  return INVISIBLE.test(char);
}

/** Whether `text` holds a character a reader cannot see. @param {unknown} text */
function hasInvisible(text) {
  return INVISIBLE.test(String(text));
}

/**
 * `text` with each character a reader cannot see replaced by what
 * `replacement` returns for it.
 * @param {unknown} text
 * @param {(char: string) => string} replacement
 */
function replaceInvisible(text, replacement) {
  return String(text).replace(INVISIBLES, replacement);
}

/**
 * Each invisible character of `text` named where it is, `<U+202E>`, so the
 * reader sees that it is there and what it is (a name that differs from
 * another by a zero-width space stays told apart). Tabs and newlines stay.
 * For text from the run job shown anywhere a person reads it: markdown,
 * code blocks, the log.
 * @param {unknown} text
 */
function showInvisible(text) {
  return replaceInvisible(text, (char) => (char === '\t' || char === '\n' || char === '\r' ? char : characterName(char)));
}

/** A character's code point as Unicode writes it, `U+202E`: how a refusal names it. @param {string} char */
function codePoint(char) {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A character by its code point, `<U+202E>`: how an invisible one is shown, here and in the log. @param {string} char */
function characterName(char) {
  return `<${codePoint(char)}>`;
}

/**
 * `text` with `<!--` broken by a zero-width space, so that it cannot open
 * an HTML comment where markdown is read as HTML: a comment is found by its
 * hidden marker's text, and text from a run must not carry one.
 * @param {string} text
 */
function breakCommentStart(text) {
  return text.replace(/<!--/g, '<\u200b!--');
}

/**
 * `text` with a zero-width space where GitHub would make it a ping or a
 * link: after `@` (a mention, or an e-mail address), after `#` and `GH-`
 * before a digit (an issue), after the colon of `http://`, `https://` and
 * `ftp://`, and after `www` before a dot (GFM autolinks them in plain text,
 * escaped or not). For text outside code, where GitHub reads it.
 * @param {string} text
 */
function unlink(text) {
  return text
    .replace(/(https?|ftp):(?=\/\/)/gi, '$1:\u200b')
    .replace(/(www)(?=\.)/gi, '$1\u200b')
    .replace(/@/g, '@\u200b')
    .replace(/#(?=\d)/g, '#\u200b')
    .replace(/\b(gh-)(?=\d)/gi, '$1\u200b');
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
  return fenced(breakCommentStart(showInvisible(text).replace(/[\r\n]+/g, ' ')));
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

module.exports = {
  isInvisible, hasInvisible, replaceInvisible, showInvisible, codePoint, characterName, breakCommentStart, unlink,
  codeSpan, plainCodeSpan,
};
