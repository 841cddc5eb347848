// The lexical half of the comment command (./command.js): which line is the
// command, which characters in it are hidden, how it splits into words, and
// how commenter text is quoted back. Pure.

import codeSpans from '../../benchmark/_lib/code-span.js';

const MAX_HIDDEN_REPORTED = 5;
const MAX_QUOTED = 40;

// Characters a reader cannot see or that change how the text around them is
// shown (code-span.js): in a command they are refused, tab included (only
// U+0020 separates words).
const { isInvisible, codePoint, characterName } = codeSpans;

/**
 * The first non-blank line, trimmed of spaces and tabs, when it is a command.
 * Scans by index: a trimming regex could backtrack quadratically on a long
 * run of spaces.
 * @param {string} body
 * @param {string} trigger
 */
export function commandLine(body, trigger) {
  const blank = (ch) => ch === ' ' || ch === '\t';
  let start = 0;
  while (start < body.length) {
    let end = start;
    while (end < body.length && body[end] !== '\n' && body[end] !== '\r') end++;
    let from = start;
    let to = end;
    while (from < to && blank(body[from])) from++;
    while (to > from && blank(body[to - 1])) to--;
    if (from < to) {
      const line = body.slice(from, to);
      if (!line.startsWith(trigger)) return null;
      const next = line.codePointAt(trigger.length);
      return next === undefined || next === 0x20 || isInvisible(String.fromCodePoint(next)) ? line : null;
    }
    start = end + 1;
  }
  return null;
}

/**
 * The hidden characters of the line, as problems, and its length in characters.
 * @param {string} line
 */
export function hiddenCharacters(line) {
  const problems = [];
  let position = 0;
  let more = 0;
  for (const ch of line) {
    position++;
    if (!isInvisible(ch)) continue;
    if (problems.length < MAX_HIDDEN_REPORTED) {
      problems.push(`Invisible or control character ${codePoint(ch)} at position ${position}`);
    } else {
      more++;
    }
  }
  if (more > 0) problems.push(`... and ${more} more invisible or control characters`);
  return { problems, length: position };
}

/**
 * Splits words like a POSIX shell, with no expansion of any kind: spaces
 * separate; '...' keeps everything; "..." keeps everything but \" and \\;
 * a backslash outside quotes keeps the next character (a trailing one is
 * kept, as bash does). `#` starts no comment.
 * @param {string} text
 * @returns {{ words: string[], unterminated: null | { quote: string, index: number } }}
 */
export function splitWords(text) {
  const words = [];
  let word = null; // null between words; '' after an empty quote pair
  let quote = null;
  let quoteIndex = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote === "'") {
      if (ch === "'") quote = null;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = null;
      else if (ch === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) word += text[++i];
      else word += ch;
    } else if (ch === ' ') {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word ??= '';
      if (ch === "'" || ch === '"') [quote, quoteIndex] = [ch, i];
      else if (ch === '\\' && i + 1 < text.length) word += text[++i];
      else word += ch;
    }
  }
  if (quote !== null) return { words, unterminated: { quote, index: quoteIndex } };
  if (word !== null) words.push(word);
  return { words, unterminated: null };
}

/**
 * Commenter text for a problem: shortened, hidden characters written out.
 * @param {string} text
 */
export function show(text, quoted = true) {
  let chars = [...text].map((ch) => (isInvisible(ch) ? characterName(ch) : ch));
  if (chars.length > MAX_QUOTED) chars = [...chars.slice(0, MAX_QUOTED - 1), '…'];
  return quoted ? `'${chars.join('')}'` : chars.join('');
}

/** Names a look-alike: `bufferѕ` reads as `buffers`. @param {string} text */
export function nonAscii(text) {
  const found = [...new Set([...text].filter((ch) => (ch.codePointAt(0) ?? 0) > 0x7e && !isInvisible(ch)))];
  if (found.length === 0) return '';
  return ` (non-ASCII ${found.slice(0, 3).map(codePoint).join(', ')}${found.length > 3 ? ', ...' : ''})`;
}
