// `/benchmark auto`: the benchmark categories a pull request's changed files
// touch, chosen from the index of what each category loads (auto-index.js),
// and the summary of why, which travels in the request to the report.
// Pure: no I/O. docs/auto.md is the reference; its table is AUTO_TABLE's.
//
//   lib/string_decoder.js ─┐ module string_decoder ── named like it ─────────→ string_decoder
//                          └──────────────────────── string_decoder/*.js load it ┘
//   src/node_buffer.cc ──── AUTO_TABLE: module buffer ─ named like it ─────────→ buffers
//   deps/v8/src/api.cc ──── AUTO_TABLE: a note, on purpose ───────────────────→ (nothing)
//
// A path leads, in this order:
//   1. `benchmark/<category>/…` to that category;
//   2. the first AUTO_TABLE rule that matches it: to its note (and nothing
//      else), or to its modules and categories, and on to step 3;
//   3. `lib/<x>.js`, `lib/<x>/<y>.js` to module x (and x/y); `lib/internal/<x>…`
//      to module x and Node's internals of x; `src/node_<x>.cc`, `src/<x>.h` to
//      module x and the native binding x.
// A module leads to the category named like it (MODULE_CATEGORIES for the
// names that differ) and to every category whose files load it.

import textModule from '../../benchmark/_lib/text.js';
import { CATEGORY, LIMITS, isPrintable } from './grammar.js';
import { AUTO_TABLE, MODULE_CATEGORIES } from './auto-table.js';

export { AUTO_TABLE, MODULE_CATEGORIES };

const { byteOrder, clip } = textModule;

/** The word that asks for it: `/benchmark auto`. */
export const AUTO = 'auto';

/** How much an AutoSummary holds: paths and names shown, groups listed. */
export const AUTO_LIMITS = Object.freeze({ files: 5, groups: 20, path: 300, name: 255 });

const RULES = AUTO_TABLE.map((rule) => ({ rule, test: matcher(rule.patterns) }));
const TABLE_NOTES = new Set(AUTO_TABLE.flatMap((rule) => (rule.note ? [rule.note] : [])));
const LIB = /^lib\/(\w+)(?:\.js|\/(.+?)(?:\.js)?)$/;
const LIB_INTERNAL = /^lib\/internal\/(\w+)(?:\.js$|\/)/;
const NATIVE = /^src\/(?:node_)?(\w+?)(?:-inl)?\.(?:cc|h)$/;
const OWN = /^benchmark\/([^/]+)\//;

/**
 * @typedef {{ filename: string, previous_filename?: string | null, previousFilename?: string | null }} ChangedFile
 *   one entry of GitHub's list of a pull request's files (github/pulls.js's camelCase accepted too)
 * @typedef {{ category: string, files: string[], more: number }} AutoGroup
 *   files: up to AUTO_LIMITS.files of them, in byte order; more: how many others
 * @typedef {object} AutoSummary  why `auto` chose what it chose; plain JSON data
 * @property {number} changed  the changed files looked at
 * @property {boolean} truncated  the list of changed files was cut short
 * @property {number} cap  the most categories it may choose
 * @property {AutoGroup[]} chosen  best first
 * @property {(AutoGroup & { why: 'cap' | 'missing' })[]} leftOut  cap: over the cap; missing: not
 *   in this benchmark directory
 * @property {number} leftOutMore  left-out categories beyond AUTO_LIMITS.groups
 * @property {{ why: 'no-benchmark' | 'table', note: string | null, files: string[], more: number }[]} unmapped
 *   files that led nowhere: no-benchmark, nothing loads them; table, AUTO_TABLE's note says why
 * @typedef {{ files: string[], named: boolean, weight: number, missing: boolean }} Hit
 */

/**
 * The categories `files` touch, best first, at most `cap`, and why.
 * @param {object} options
 * @param {readonly ChangedFile[]} options.files
 * @param {import('./auto-index.js').BenchmarkIndex} options.index
 * @param {readonly string[]} options.categories  those that exist
 * @param {number} options.cap  1 to LIMITS.categories
 * @param {boolean} [options.truncated]  `files` is not all of them
 * @returns {{ categories: string[], summary: AutoSummary }}
 */
export function chooseCategories({ files, index, categories, cap, truncated = false }) {
  if (!Number.isSafeInteger(cap) || cap < 1 || cap > LIMITS.categories) {
    throw new Error(`chooseCategories: cap must be a whole number from 1 to ${LIMITS.categories}, got ${cap}`);
  }
  const existing = new Set(categories.filter(isCategory));
  const loaders = loadersByKey(index, existing);
  /** @type {Map<string, Hit>} */
  const hits = new Map();
  /** @type {Map<string, string[]>} */
  const unmapped = new Map(); // note ('' for no-benchmark) → paths
  const entries = new Map(files.map((file) => [String(file.filename), file]));
  for (const [filename, file] of entries) {
    const shown = showPath(filename);
    const previous = file.previous_filename ?? file.previousFilename;
    const found = [filename, ...(previous ? [String(previous)] : [])].map(resolvePath);
    const pointed = pointedCategories(found, existing, loaders);
    if (pointed.size === 0) push(unmapped, found.find((f) => f.note)?.note ?? '', shown);
    for (const [category, how] of pointed) addHit(hits, category, shown, how);
  }
  const summary = summarise(hits, unmapped, { changed: entries.size, truncated: Boolean(truncated), cap });
  return { categories: summary.chosen.map((group) => group.category), summary };
}

/**
 * Where one path leads, before looking at the benchmark directory.
 * @param {string} file
 * @returns {{ categories: string[], modules: string[], keys: string[], note: string | null }}
 */
function resolvePath(file) {
  const own = OWN.exec(file)?.[1];
  if (own !== undefined && own !== 'fixtures' && CATEGORY.test(own)) {
    return { categories: [own], modules: [], keys: [], note: null };
  }
  const rule = RULES.find(({ test }) => test(file))?.rule;
  if (rule?.note) return { categories: [], modules: [], keys: [], note: rule.note };
  const byPath = modulesByPath(file);
  const modules = [...(rule?.modules ?? []), ...byPath.modules];
  return { categories: [...(rule?.categories ?? [])], modules, keys: [...modules, ...byPath.keys], note: null };
}

/**
 * Step 3 of the top of this file.
 * @param {string} file
 * @returns {{ modules: string[], keys: string[] }}  keys: those not also modules
 */
function modulesByPath(file) {
  const internal = LIB_INTERNAL.exec(file);
  if (internal) return { modules: [internal[1]], keys: [`internal/${internal[1]}`] };
  const lib = LIB.exec(file);
  if (lib) return { modules: lib[2] ? [`${lib[1]}/${lib[2]}`, lib[1]] : [lib[1]], keys: [] };
  const native = NATIVE.exec(file);
  if (native) return { modules: [native[1]], keys: [`binding:${native[1]}`] };
  return { modules: [], keys: [] };
}

/**
 * The categories one changed file points to, and how strongly.
 * @param {ReturnType<typeof resolvePath>[]} found  its name, and its old name when renamed
 * @param {Set<string>} existing
 * @param {Map<string, Map<string, number>>} loaders  key → category → files loading it
 * @returns {Map<string, Omit<Hit, 'files'>>}
 */
function pointedCategories(found, existing, loaders) {
  /** @type {Map<string, Omit<Hit, 'files'>>} */
  const pointed = new Map();
  /** @param {string} category */
  const at = (category) => {
    let hit = pointed.get(category);
    if (!hit) pointed.set(category, hit = { named: false, weight: 0, missing: !existing.has(category) });
    return hit;
  };
  for (const { categories, modules, keys } of found) {
    for (const category of categories) at(category);
    for (const module of modules) {
      for (const category of namedLike(module)) if (existing.has(category)) at(category).named = true;
    }
    for (const key of keys) {
      for (const [category, count] of loaders.get(key) ?? []) {
        const hit = at(category);
        hit.weight = Math.max(hit.weight, count);
      }
    }
  }
  return pointed;
}

/**
 * @param {import('./auto-index.js').BenchmarkIndex} index
 * @param {Set<string>} existing
 */
function loadersByKey(index, existing) {
  /** @type {Map<string, Map<string, number>>} */
  const loaders = new Map();
  for (const [category, { loads }] of Object.entries(index.categories)) {
    if (!existing.has(category)) continue;
    for (const [key, count] of Object.entries(loads)) {
      if (!loaders.has(key)) loaders.set(key, new Map());
      /** @type {Map<string, number>} */ (loaders.get(key)).set(category, count);
    }
  }
  return loaders;
}

/**
 * @param {Map<string, Hit>} hits
 * @param {string} category
 * @param {string} shown
 * @param {Omit<Hit, 'files'>} how
 */
function addHit(hits, category, shown, how) {
  const hit = hits.get(category);
  if (!hit) {
    hits.set(category, { ...how, files: [shown] });
    return;
  }
  hit.files.push(shown);
  hit.named ||= how.named;
  hit.weight = Math.max(hit.weight, how.weight);
}

/**
 * Named like a changed module first, then more changed files, then more
 * of its files loading one, then the name: the same choice for the same
 * pull request whatever order GitHub lists its files in.
 * @param {[string, Hit]} a
 * @param {[string, Hit]} b
 */
function byRank([nameA, a], [nameB, b]) {
  return Number(b.named) - Number(a.named) || b.files.length - a.files.length || b.weight - a.weight ||
    byteOrder(nameA, nameB);
}

/**
 * @param {Map<string, Hit>} hits
 * @param {Map<string, string[]>} unmapped
 * @param {{ changed: number, truncated: boolean, cap: number }} head
 * @returns {AutoSummary}
 */
function summarise(hits, unmapped, { changed, truncated, cap }) {
  const ranked = [...hits].filter(([, hit]) => !hit.missing).sort(byRank);
  const missing = [...hits].filter(([, hit]) => hit.missing).sort(byRank);
  const leftOut = [
    ...ranked.slice(cap).map(([category, hit]) => ({ ...group(category, hit.files), why: /** @type {const} */ ('cap') })),
    ...missing.map(([category, hit]) => ({ ...group(category, hit.files), why: /** @type {const} */ ('missing') })),
  ];
  const notes = ['', ...TABLE_NOTES].filter((note) => unmapped.has(note));
  return {
    changed,
    truncated,
    cap,
    chosen: ranked.slice(0, cap).map(([category, hit]) => group(category, hit.files)),
    leftOut: leftOut.slice(0, AUTO_LIMITS.groups),
    leftOutMore: Math.max(0, leftOut.length - AUTO_LIMITS.groups),
    unmapped: notes.map((note) => {
      const { files, more } = group('', /** @type {string[]} */ (unmapped.get(note)));
      return note === '' ? { why: 'no-benchmark', note: null, files, more } : { why: 'table', note, files, more };
    }),
  };
}

/**
 * @param {string} category
 * @param {string[]} paths
 * @returns {AutoGroup}
 */
function group(category, paths) {
  const files = [...paths].sort(byteOrder);
  return { category, files: files.slice(0, AUTO_LIMITS.files), more: Math.max(0, files.length - AUTO_LIMITS.files) };
}

/**
 * A path as the summary carries it: printable (a control character, which
 * git allows in a name, becomes U+FFFD) and at most AUTO_LIMITS.path long.
 * @param {string} file
 */
function showPath(file) {
  const printable = [...file].map((char) => (isPrintable(char, 1) ? char : '\uFFFD')).join('');
  return clip(printable === '' ? '\uFFFD' : printable, AUTO_LIMITS.path);
}

/**
 * The categories named like `module`: itself, and MODULE_CATEGORIES's name.
 * @param {string} module
 */
function namedLike(module) {
  return Object.hasOwn(MODULE_CATEGORIES, module) ? [module, MODULE_CATEGORIES[module]] : [module];
}

/**
 * Every way `value` is not an AutoSummary, all at once; [] when it is one.
 * The report job checks the summary again after it crossed jobs: it is
 * rendered into a comment, so each path and name is bounded and printable,
 * and a note can only be one of AUTO_TABLE's.
 * @param {unknown} value
 * @returns {string[]}
 */
export function autoSummaryProblems(value) {
  if (!isRecord(value)) return ['the summary must be an object'];
  const problems = [];
  /** @type {(ok: boolean, problem: string) => boolean} */
  const check = (ok, problem) => {
    if (!ok) problems.push(problem);
    return ok;
  };
  const fields = ['changed', 'truncated', 'cap', 'chosen', 'leftOut', 'leftOutMore', 'unmapped'];
  check(Object.keys(value).length === fields.length && fields.every((f) => Object.hasOwn(value, f)),
    `the summary must have exactly the fields ${fields.join(', ')}`);
  check(isCount(value.changed), 'changed must be a whole number of files');
  check(typeof value.truncated === 'boolean', 'truncated must be true or false');
  const cap = value.cap;
  check(Number.isSafeInteger(cap) && cap >= 1 && cap <= LIMITS.categories,
    `cap must be a whole number from 1 to ${LIMITS.categories}`);
  check(isCount(value.leftOutMore), 'leftOutMore must be a whole number');
  groupsProblems('chosen', value.chosen, Number(cap) || 0, ['category'], check);
  groupsProblems('leftOut', value.leftOut, AUTO_LIMITS.groups, ['category', 'why'], check);
  groupsProblems('unmapped', value.unmapped, AUTO_LIMITS.groups, ['why', 'note'], check);
  if (problems.length > 0) return problems;
  const names = [...value.chosen, ...value.leftOut].map((g) => g.category);
  check(new Set(names).size === names.length, 'a category is named twice');
  check(value.leftOut.every((g) => g.why !== 'cap') || value.chosen.length === cap,
    'a category is left out over the cap while fewer than cap were chosen');
  return problems;
}

/** The checks of one list of groups: `label[2].files[0] …`. */
function groupsProblems(label, groups, max, fields, check) {
  if (!check(Array.isArray(groups) && groups.length <= max, `${label} must be a list of at most ${max} groups`)) return;
  groups.forEach((g, i) => {
    const at = `${label}[${i}]`;
    if (!check(isRecord(g), `${at} must be an object`)) return;
    const all = [...fields, 'files', 'more'];
    check(Object.keys(g).length === all.length && all.every((f) => Object.hasOwn(g, f)),
      `${at} must have exactly the fields ${all.join(', ')}`);
    if (fields.includes('category')) check(isCategory(g.category), `${at}.category must be a category name`);
    if (label === 'leftOut') check(g.why === 'cap' || g.why === 'missing', `${at}.why must be cap or missing`);
    if (label === 'unmapped') {
      check((g.why === 'no-benchmark' && g.note === null) || (g.why === 'table' && TABLE_NOTES.has(g.note)),
        `${at} must be why no-benchmark with note null, or why table with a note of AUTO_TABLE`);
    }
    check(Array.isArray(g.files) && g.files.length >= 1 && g.files.length <= AUTO_LIMITS.files &&
      g.files.every((f) => f !== '' && isPrintable(f, AUTO_LIMITS.path)),
      `${at}.files must be 1 to ${AUTO_LIMITS.files} printable paths of up to ${AUTO_LIMITS.path} characters`);
    check(isCount(g.more), `${at}.more must be a whole number`);
  });
}

/**
 * The problem to reply with when `auto` chose nothing, for a person who
 * did not write this code: what to do, then where the files led. Short
 * enough for a refusal line (status.js clips at 1000 characters): three
 * groups, two paths each, each path at most 80 characters.
 * @param {AutoSummary} summary
 * @returns {string}
 */
export function nothingChosen(summary) {
  if (summary.changed === 0) return 'auto found no changed files in this pull request: name the categories to run instead.';
  const files = summary.changed === 1 ? 'the changed file' : `the ${summary.changed} changed files`;
  const read = summary.truncated ? ` (only the first ${summary.changed} were read)` : '';
  const groups = [
    ...summary.leftOut.map((g) => ({ ...g, why: `${g.category} is not a category of this benchmark directory` })),
    ...summary.unmapped.map((g) => ({ ...g, why: g.note ?? (g.files.length + g.more === 1 ? 'no benchmark loads it'
      : 'no benchmark loads them') })),
  ];
  const shown = groups.slice(0, 3).map((g) => {
    const more = g.more + Math.max(0, g.files.length - 2);
    return `${g.files.slice(0, 2).map((f) => clip(f, 80)).join(', ')}${more > 0 ? ` and ${more} more` : ''}: ${g.why}`;
  });
  const rest = groups.slice(3).reduce((n, g) => n + g.files.length + g.more, 0);
  if (rest > 0) shown.push(`${rest} more file${rest === 1 ? '' : 's'}`);
  return `auto found no benchmark category for ${files}${read}; name the categories to run instead. ${shown.join('; ')}.`;
}

/**
 * A test for the patterns of one AutoRule.
 * @param {readonly string[]} patterns
 * @returns {(file: string) => boolean}
 */
function matcher(patterns) {
  const sources = patterns.map((pattern) => {
    const glob = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
    if (!pattern.includes('/')) return `(?:^|/)${glob}$`;
    return pattern.endsWith('/') ? `^${glob}` : `^${glob}$`;
  });
  const re = new RegExp(sources.join('|'));
  return (file) => re.test(file);
}

/** @param {unknown} name */
function isCategory(name) {
  return typeof name === 'string' && CATEGORY.test(name) && name.length <= AUTO_LIMITS.name;
}

/** @param {unknown} n */
function isCount(n) {
  return Number.isSafeInteger(n) && /** @type {number} */ (n) >= 0;
}

/** @param {unknown} value @returns {value is Record<string, any>} */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @param {Map<string, string[]>} map
 * @param {string} key
 * @param {string} item
 */
function push(map, key, item) {
  const items = map.get(key);
  if (items) items.push(item);
  else map.set(key, [item]);
}
