// The comment command: the text of a PR comment in, a validated request or a
// refusal that names every problem out. Pure: no I/O, no shell, no clock.
//
//   /benchmark <category> [<category> ...] [--filter <text>]... [--exclude <text>]...
//              [--runs <n>] [--set <key>=<value>]... [--sha <40-hex>]
//   /benchmark help
//
// This is a security boundary (SECURITY.md, "Input handling"): a comment is
// untrusted text that decides what a self-hosted machine runs. So:
// - words are split like a POSIX shell splits them, but nothing is expanded
//   or passed to a shell: `$(id)`, backticks, `;`, `|` are plain characters,
//   which then fail validation (a category must be one the caller listed);
// - everything a commenter controls is bounded (LIMITS), and a command over
//   the length or word bound is refused before its words are looked at, so a
//   huge comment costs one linear scan;
// - invisible, control, bidirectional and unusual space characters are
//   refused by code point anywhere in the command line, so what a reviewer
//   reads is what runs;
// - commenter text quoted in a problem is shortened and its hidden characters
//   are written as <U+XXXX>. Problems still contain commenter text (`@name`,
//   `|`, backticks): escape them when rendering markdown.

import { commandLine, hiddenCharacters, splitWords, show, nonAscii } from './command-lexer.js';

export const LIMITS = Object.freeze({
  line: 2000, // characters in the command line, trigger included
  words: 100, // words after the trigger (`--runs 5` is two)
  categories: 20,
  texts: 10, // --filter texts, and as many --exclude texts
  text: 100, // characters in one --filter or --exclude text
  sets: 20,
  value: 200, // characters in one --set value
});

const OPTIONS = ['filter', 'exclude', 'runs', 'set', 'sha'];
const KEY_RE = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const SHA_RE = /^[0-9a-fA-F]{40}$/;
// A second wall behind "must be listed": no `/`, no leading `.`, so no path.
const CATEGORY_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
/**
 * @typedef {{ kind: 'help', usage: string }} HelpRequest
 * @typedef {{ kind: 'run', categories: string[], filters: string[], excludes: string[],
 *   runs: number, sets: Array<{ key: string, value: string }>, sha: string | null }} RunRequest
 * @typedef {{ kind: 'invalid', problems: string[], usage: string }} InvalidRequest
 * @typedef {HelpRequest | RunRequest | InvalidRequest} Command
 */

/**
 * Reads a PR comment. Only its first non-blank line counts, and only when
 * that line starts with the trigger followed by a space or the end of the
 * line (a hidden character there also counts, so it is refused by name
 * rather than ignored in silence).
 *
 * @param {string | null | undefined} body  the comment's text
 * @param {object} settings  the workflow author's configuration (trusted;
 *   a malformed value throws, because it is our caller's bug, not the commenter's)
 * @param {string} [settings.trigger]  default `/benchmark`
 * @param {string[]} settings.categories  category names in the benchmark
 *   directory; names that could be a path (`/`, leading `.`) are never accepted
 * @param {number} [settings.maxRuns]  default 100
 * @param {number} [settings.defaultRuns]  runs when `--runs` is absent, default 30
 * @returns {Command | null}  null when the comment is not a command
 */
export function parseCommand(body, { trigger = '/benchmark', categories, maxRuns = 100, defaultRuns = 30 }) {
  checkSettings(trigger, categories, maxRuns, defaultRuns);
  const line = typeof body === 'string' ? commandLine(body, trigger) : null;
  if (line === null) return null;
  const known = categories.filter((c) => CATEGORY_RE.test(c));
  /** @type {(problems: string[]) => InvalidRequest} */
  const invalid = (problems) => ({ kind: 'invalid', problems, usage: usage(trigger, known, maxRuns, defaultRuns) });

  const { problems, length } = hiddenCharacters(line);
  if (length > LIMITS.line) {
    return invalid([...problems, `The command is ${length} characters long; at most ${LIMITS.line} are allowed`]);
  }
  const { words, unterminated } = splitWords(line.slice(trigger.length));
  if (unterminated) {
    const position = [...line.slice(0, trigger.length + unterminated.index)].length + 1;
    problems.push(`Unterminated quote: the ${unterminated.quote} at position ${position} is never closed`);
    return invalid(problems);
  }
  if (words.length > LIMITS.words) {
    const bound = `at most ${LIMITS.words} are allowed`;
    return invalid([...problems, `The command has ${words.length} words after ${trigger}; ${bound}`]);
  }
  const { request, help, problems: found } = readWords(words, known, maxRuns, defaultRuns);
  // Help runs nothing, so other mistakes on the line do not matter; hidden
  // characters still do: a reply must not hide what the comment contained.
  if (help && problems.length === 0) return { kind: 'help', usage: usage(trigger, known, maxRuns, defaultRuns) };
  problems.push(...found);
  return problems.length > 0 ? invalid(problems) : request;
}

/**
 * The reply to `/benchmark help` and under every refusal: markdown, fenced.
 * @param {string} trigger
 * @param {string[]} categories
 * @param {number} maxRuns
 * @param {number} [defaultRuns]
 * @returns {string}
 */
export function usage(trigger, categories, maxRuns, defaultRuns) {
  const runs = defaultRuns === undefined ? `1 to ${maxRuns}` : `1 to ${maxRuns} (default ${defaultRuns})`;
  const text = [
    `${trigger} <category> [<category> ...] [--filter <text>]... [--exclude <text>]... ` +
      '[--runs <n>] [--set <key>=<value>]... [--sha <40-hex>]',
    `${trigger} help`,
    '',
    `categories: ${categories.length > 0 ? categories.join(', ') : '(none found)'}`,
    `--filter <text>      only benchmark files whose name contains the text (up to ${LIMITS.texts})`,
    `--exclude <text>     skip benchmark files whose name contains the text (up to ${LIMITS.texts})`,
    `--runs <n>           runs of each benchmark file per binary, ${runs}`,
    `--set <key>=<value>  set a benchmark variable (up to ${LIMITS.sets}; not CPUSET, the workflow sets the CPUs)`,
    '--sha <40-hex>       the pull request head commit you reviewed; must still be the head',
    '',
    "Options may come in any order, as --runs 5 or --runs=5. Quote text with spaces: --filter 'a b'.",
    'Nothing may be given twice. Only the first line of the comment is read; nothing runs in a shell.',
  ].join('\n');
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}\n${text}\n${fence}`;
}

/** The workflow author's settings: wrong ones are our caller's bug. */
function checkSettings(trigger, categories, maxRuns, defaultRuns) {
  if (typeof trigger !== 'string' || trigger === '' || /\s/.test(trigger)) {
    throw new TypeError(`The trigger must be a word without spaces, like '/benchmark', got ${JSON.stringify(trigger)}`);
  }
  if (!Array.isArray(categories) || !categories.every((c) => typeof c === 'string')) {
    throw new TypeError('categories must be the array of category names in the benchmark directory');
  }
  if (!Number.isSafeInteger(maxRuns) || maxRuns < 1) {
    throw new RangeError(`maxRuns must be a whole number of at least 1, got ${maxRuns}`);
  }
  if (!Number.isSafeInteger(defaultRuns) || defaultRuns < 1 || defaultRuns > maxRuns) {
    throw new RangeError(`defaultRuns must be a whole number from 1 to maxRuns (${maxRuns}), got ${defaultRuns}`);
  }
}

/**
 * Sorts the words into categories and option values, then checks each.
 * Options may come anywhere; a value is the next word unless that starts
 * with `--` (then the value is missing: `--filter --runs 5` is a mistake).
 * `help` in place of a category, or `--help` anywhere, asks for help.
 * @param {string[]} words
 * @param {string[]} known
 * @param {number} maxRuns
 * @param {number} defaultRuns
 */
function readWords(words, known, maxRuns, defaultRuns) {
  const positional = [];
  const given = new Map(OPTIONS.map((name) => [name, []]));
  const problems = [];
  let help = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === 'help' || word === '--help') help = true;
    if (!word.startsWith('--')) {
      if (word !== 'help') positional.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = eq === -1 ? word.slice(2) : word.slice(2, eq);
    if (word === '--help') continue;
    const next = eq === -1 && i + 1 < words.length && !words[i + 1].startsWith('--');
    if (name === 'help') {
      problems.push('Option --help takes no value');
    } else if (!given.has(name)) {
      // Every option but --help takes a value, so a misspelt one most likely
      // has one too: take it, rather than also report it as a category.
      if (next) i++;
      problems.push(`Unknown option ${show(`--${name}`, false)}; options: ${OPTIONS.map((o) => `--${o}`).join(', ')}`);
    } else if (eq !== -1 || next) {
      given.get(name).push(eq !== -1 ? word.slice(eq + 1) : words[++i]);
    } else {
      problems.push(`Option --${name} needs a value`);
    }
  }
  const request = {
    kind: /** @type {const} */ ('run'),
    categories: checkCategories(positional, known, problems),
    filters: checkTexts('filter', given.get('filter'), problems),
    excludes: checkTexts('exclude', given.get('exclude'), problems),
    runs: checkRuns(given.get('runs'), maxRuns, defaultRuns, problems),
    sets: checkSets(given.get('set'), problems),
    sha: checkSha(given.get('sha'), problems),
  };
  return { request, help, problems };
}

function checkCategories(names, known, problems) {
  const list = known.length > 0 ? known.join(', ') : '(none found)';
  if (names.length === 0) problems.push(`Name at least one category; categories: ${list}`);
  if (names.length > LIMITS.categories) {
    problems.push(`At most ${LIMITS.categories} categories are allowed, got ${names.length}`);
  }
  const unknown = [...new Set(names.filter((name) => !known.includes(name)))];
  if (unknown.length > 0) {
    const shown = unknown.map((name) => show(name) + nonAscii(name)).join(', ');
    problems.push(`Unknown ${unknown.length === 1 ? 'category' : 'categories'} ${shown}; categories: ${list}`);
  }
  for (const name of twice(names.filter((n) => known.includes(n)))) {
    problems.push(`Category ${show(name)} is given more than once`);
  }
  return names;
}

/** @param {'filter' | 'exclude'} option @param {string[]} texts @param {string[]} problems */
function checkTexts(option, texts, problems) {
  if (texts.length > LIMITS.texts) {
    problems.push(`At most ${LIMITS.texts} --${option} texts are allowed, got ${texts.length}`);
  }
  for (const text of texts) {
    const length = [...text].length;
    if (length === 0) problems.push(`--${option} text must not be empty`);
    if (length > LIMITS.text) {
      problems.push(`--${option} text must be at most ${LIMITS.text} characters, got ${length}: ${show(text)}`);
    }
  }
  for (const text of twice(texts)) problems.push(`--${option} ${show(text)} is given more than once`);
  return texts;
}

// Digits only, read in base 10: `030` is 30 (no octal), while `+5`, `-1`,
// `1.5`, `1e9` and `0x10` are refused rather than guessed at.
function checkRuns(values, maxRuns, defaultRuns, problems) {
  if (values.length > 1) problems.push('--runs is given more than once');
  if (values.length === 0) return defaultRuns;
  const runs = /^[0-9]+$/.test(values[0]) ? Number(values[0]) : NaN;
  if (!(runs >= 1 && runs <= maxRuns)) {
    problems.push(`--runs must be a whole number from 1 to ${maxRuns}, got ${show(values[0])}`);
  }
  return runs;
}

function checkSets(entries, problems) {
  if (entries.length > LIMITS.sets) {
    problems.push(`At most ${LIMITS.sets} --set entries are allowed, got ${entries.length}`);
  }
  const sets = [];
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    if (eq === -1) {
      problems.push(`--set needs key=value, got ${show(entry)}`);
      continue;
    }
    const key = entry.slice(0, eq);
    const value = entry.slice(eq + 1);
    const length = [...value].length;
    if (!KEY_RE.test(key)) {
      problems.push(`--set key must be a letter or _ followed by up to 63 letters, digits or _, got ${show(key)}`);
    } else if (key.toUpperCase() === 'CPUSET') {
      problems.push('--set CPUSET is not accepted from comments: the CPU set is the workflow ' +
        "author's trusted configuration (input 'cpuset')");
    } else if (key in Object.prototype) {
      // The harness keeps variables in plain objects: `constructor` or
      // `__proto__` would reach Object.prototype instead of a variable.
      problems.push(`--set key ${show(key)} is reserved by JavaScript objects`);
    } else if (length === 0) {
      problems.push(`--set ${key} needs a value after '='`);
    } else if (length > LIMITS.value) {
      problems.push(`--set ${key} value must be at most ${LIMITS.value} characters, got ${length}`);
    }
    sets.push({ key, value });
  }
  for (const key of twice(sets.map((s) => s.key))) problems.push(`--set ${show(key)} is given more than once`);
  return sets;
}

function checkSha(values, problems) {
  if (values.length > 1) problems.push('--sha is given more than once');
  if (values.length === 0) return null;
  if (!SHA_RE.test(values[0])) {
    problems.push(`--sha must be a full 40-character commit hash, got ${show(values[0])}`);
  }
  return values[0].toLowerCase();
}

/** Each value that occurs more than once, once. @param {string[]} values */
function twice(values) {
  const seen = new Set();
  const repeated = new Set();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}
