// The comment command: the text of a PR comment in, a validated request or a
// refusal that names every problem out. Pure: no I/O, no shell, no clock.
//
//   /benchmark <category> [<category> ...] [--filter <text>]... [--exclude <text>]...
//              [--runs <n>] [--accuracy <percent>] [--set <key>=<value>]... [--profile] [--sha <40-hex>]
//   /benchmark auto [options]     the gate chooses the categories from the PR's changed files
//   /benchmark help
//
// How many runs: `--runs N` alone is Node core's fixed N runs, whatever the
// workflow sets. `--accuracy P` makes the runs adaptive (compare.js stops a
// configuration once a change of ±P% would have been found, or its
// sequential test finds a change, or at `max-runs`), after at least
// `--runs N` runs, else the workflow's minimum. Neither: the workflow's
// `runs` and `accuracy` decide (planOf). `--runs` and `--accuracy` are read
// by compare.js's own grammar (benchmark/_lib/stats/bounds.js readPlan): the same
// values, combinations, bounds and words, so a command accepted here runs,
// and the same options typed on compare.js's command line mean the same.
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
import { ACCURACY, ADAPTIVE_MIN_RUNS, CATEGORY, LIMITS, parseSha, planOf, readPlan, setKeyProblem } from './grammar.js';
import { AUTO } from './auto.js';
import textModule from '../../benchmark/_lib/text.js';

const { fence } = textModule;

const OPTIONS = ['filter', 'exclude', 'runs', 'accuracy', 'set', 'sha'];
/** Options that take no value. */
const FLAGS = ['profile'];

/**
 * @typedef {import('./request.js').RunPlan} RunPlan
 * @typedef {{ kind: 'help', usage: string }} HelpRequest
 * @typedef {{ kind: 'run' } & import('./request.js').AskedRequest} RunRequest
 *   auto: the categories are the gate's to choose (categories is then empty)
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
 * @param {number} [settings.maxRuns]  the bound of `--runs` and the adaptive cap, default 100
 * @param {number | null} [settings.runs]  the workflow's `runs`; null: DEFAULT_RUNS
 * @param {number | null} [settings.accuracy]  the workflow's `accuracy`; null: fixed runs
 * @returns {Command | null}  null when the comment is not a command
 */
export function parseCommand(body, { trigger = '/benchmark', categories, maxRuns = 100, runs = null, accuracy = null }) {
  const workflow = { runs, accuracy };
  checkSettings(trigger, categories, maxRuns, workflow);
  const line = typeof body === 'string' ? commandLine(body, trigger) : null;
  if (line === null) return null;
  const known = categories.filter((c) => CATEGORY.test(c));
  /** @type {(problems: string[]) => InvalidRequest} */
  const invalid = (problems) => ({ kind: 'invalid', problems, usage: usage(trigger, known, maxRuns, workflow) });

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
  const { request, help, problems: found } = readWords(words, known, maxRuns, workflow);
  // Help runs nothing, so other mistakes on the line do not matter; hidden
  // characters still do: a reply must not hide what the comment contained.
  if (help && problems.length === 0) return { kind: 'help', usage: usage(trigger, known, maxRuns, workflow) };
  problems.push(...found);
  return problems.length > 0 ? invalid(problems) : request;
}

/**
 * The reply to `/benchmark help` and under every refusal: markdown, fenced.
 * @param {string} trigger
 * @param {string[]} categories
 * @param {number} maxRuns
 * @param {{ runs?: number | null, accuracy?: number | null }} [workflow]  the workflow's `runs` and `accuracy`
 * @returns {string}
 */
export function usage(trigger, categories, maxRuns, { runs = null, accuracy = null } = {}) {
  const minimum = Math.max(ADAPTIVE_MIN_RUNS, planOf({ runs, accuracy: ACCURACY.max, cap: maxRuns }).runs);
  const plan = planOf({ runs, accuracy, cap: maxRuns });
  const fallback = plan.accuracy === null ? `${plan.runs} run${plan.runs === 1 ? '' : 's'} of each configuration` :
    `±${plan.accuracy}% accuracy, ${plan.runs} to ${plan.maxRuns} runs of each configuration`;
  const text = [
    `${trigger} <category> [<category> ...] [--filter <text>]... [--exclude <text>]... ` +
      '[--runs <n>] [--accuracy <percent>] [--set <key>=<value>]... [--profile] [--sha <40-hex>]',
    `${trigger} auto [options]   the categories the pull request's changed files touch`,
    `${trigger} help`,
    '',
    `categories: ${categories.length > 0 ? categories.join(', ') : '(none found)'}`,
    `--filter <text>       only benchmark files whose name contains the text (up to ${LIMITS.texts})`,
    `--exclude <text>      skip benchmark files whose name contains the text (up to ${LIMITS.texts})`,
    `--runs <n>            exactly n runs of each configuration per binary (1 to ${maxRuns}), as Node core does`,
    `--accuracy <percent>  stop each configuration once its interval is about ±percent, compare.R's accuracy ` +
      `(${ACCURACY.min} to ${ACCURACY.max}), or it changed, or it is within the margin the run can tell,`,
    `                      after at least --runs runs (${ADAPTIVE_MIN_RUNS} or more; default ${minimum}) and at most ${maxRuns}`,
    `--set <key>=<value>   set a benchmark variable (up to ${LIMITS.sets}; not CPUSET, the workflow sets the CPUs)`,
    '--profile             CPU-profile the configurations that changed: the functions whose time moved most',
    '--sha <40-hex>        the pull request head commit you reviewed; must still be the head',
    '',
    `Default: ${fallback}.`,
    "Options may come in any order, as --runs 5 or --runs=5. Quote text with spaces: --filter 'a b'.",
    'Nothing may be given twice. Only the first line of the comment is read; nothing runs in a shell.',
  ].join('\n');
  return fence(text);
}

/** The workflow author's settings: wrong ones are our caller's bug. */
function checkSettings(trigger, categories, maxRuns, { runs, accuracy }) {
  if (typeof trigger !== 'string' || trigger === '' || /\s/.test(trigger)) {
    throw new TypeError(`The trigger must be a word without spaces, like '/benchmark', got ${JSON.stringify(trigger)}`);
  }
  if (!Array.isArray(categories) || !categories.every((c) => typeof c === 'string')) {
    throw new TypeError('categories must be the array of category names in the benchmark directory');
  }
  if (!Number.isSafeInteger(maxRuns) || maxRuns < 1) {
    throw new RangeError(`maxRuns must be a whole number of at least 1, got ${maxRuns}`);
  }
  if (runs !== null && (!Number.isSafeInteger(runs) || runs < 1 || runs > maxRuns)) {
    throw new RangeError(`runs must be null or a whole number from 1 to maxRuns (${maxRuns}), got ${runs}`);
  }
  if (accuracy !== null && !(accuracy >= ACCURACY.min && accuracy <= ACCURACY.max)) {
    throw new RangeError(`accuracy must be null or a percentage from ${ACCURACY.min} to ${ACCURACY.max}, got ${accuracy}`);
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
 * @param {{ runs: number | null, accuracy: number | null }} workflow
 */
function readWords(words, known, maxRuns, workflow) {
  const positional = [];
  /** @type {Record<string, string[]>} */
  const given = Object.fromEntries(OPTIONS.map((name) => [name, []]));
  const problems = [];
  const flags = new Set();
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
    if (name === 'help' || FLAGS.includes(name)) {
      if (eq !== -1) problems.push(`Option --${name} takes no value`);
      else if (flags.has(name)) problems.push(`--${name} is given more than once`);
      else if (name !== 'help') flags.add(name);
    } else if (!Object.hasOwn(given, name)) {
      // Most options take a value, so a misspelt one most likely has one
      // too: take it, rather than also report it as a category.
      if (next) i++;
      problems.push(`Unknown option ${show(`--${name}`, false)}; options: ` +
        `${[...OPTIONS, ...FLAGS].map((o) => `--${o}`).join(', ')}`);
    } else if (eq !== -1 || next) {
      given[name].push(eq !== -1 ? word.slice(eq + 1) : words[++i]);
    } else {
      problems.push(`Option --${name} needs a value`);
    }
  }
  const auto = positional.includes(AUTO);
  const categories = auto ? checkAuto(positional, problems) : checkCategories(positional, known, problems);
  const filters = checkTexts('filter', given.filter, problems);
  const excludes = checkTexts('exclude', given.exclude, problems);
  const plan = checkPlan(given, maxRuns, workflow, problems);
  const request = {
    kind: /** @type {const} */ ('run'),
    categories,
    auto,
    filters,
    excludes,
    ...plan,
    sets: checkSets(given.set, problems),
    profile: flags.has('profile'),
    sha: checkSha(given.sha, problems),
  };
  return { request, help, problems };
}

/**
 * `auto` lets the gate choose the categories from the pull request's changed
 * files (auto.js), so it comes alone. A benchmark directory's own category
 * called `auto` cannot be asked for by name, as one called `help` cannot.
 * @param {string[]} names  the words that are not options, `auto` among them
 * @param {string[]} problems
 * @returns {string[]}  none: the gate fills them in
 */
function checkAuto(names, problems) {
  const others = names.filter((name) => name !== AUTO);
  if (others.length > 0 || names.length > 1) {
    problems.push(`${AUTO} chooses the categories from the pull request's changed files, so it comes alone: ` +
      `give either ${AUTO} or category names, got ${names.map((name) => show(name)).join(' ')}`);
  }
  return [];
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

/**
 * `--runs` and `--accuracy`: compare.js's grammar (bounds.js readPlan), bounded
 * by the workflow's `max-runs` and defaulting to its `runs` and `accuracy`.
 * `--runs` alone is Node core's fixed runs, even where the workflow is
 * adaptive; with `--accuracy` it is the least number of runs before the
 * first look, as compare.js's `--runs N --accuracy P` is.
 * @param {Record<string, string[]>} given
 * @param {number} maxRuns
 * @param {{ runs: number | null, accuracy: number | null }} workflow
 * @param {string[]} problems
 * @returns {RunPlan}
 */
function checkPlan(given, maxRuns, workflow, problems) {
  for (const name of /** @type {const} */ (['runs', 'accuracy'])) {
    if (given[name].length > 1) problems.push(`--${name} is given more than once`);
  }
  const { plan, problems: found } = readPlan({ runs: given.runs[0], accuracy: given.accuracy[0] },
    { cap: maxRuns, defaults: workflow, quote: show });
  problems.push(...found);
  return plan;
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
    const keyProblem = setKeyProblem(key);
    if (keyProblem === 'form') {
      problems.push(`--set key must be a letter or _ followed by up to 63 letters, digits or _, got ${show(key)}`);
    } else if (keyProblem === 'cpuset') {
      problems.push('--set CPUSET is not accepted from comments: the CPU set is the workflow ' +
        "author's trusted configuration (input 'cpuset')");
    } else if (keyProblem === 'reserved') {
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
  const sha = parseSha(values[0]);
  if (sha === null) problems.push(`--sha must be a full 40-character commit hash, got ${show(values[0])}`);
  return sha ?? values[0];
}

/** Each value that occurs more than once, once. @param {string[]} values */
function twice(values) {
  const seen = new Set();
  const repeated = new Set();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}
