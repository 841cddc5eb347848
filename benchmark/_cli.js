'use strict';

// The command line shared by compare.js, run.js and scatter.js, compatible
// with Node core's _cli.js: options and items (categories); `--` switches to
// items only; the literal word `test` selects test mode; `-h` or `--help`
// where an option may stand (never as an option's value) prints the usage.
//
// Unlike Node core, options may also follow the items (`string_decoder
// --runs 5`, as people type them). Node core takes every argument after the
// first item as an item, so `--runs` became a category that does not exist.
// No category starts with `-`, and `--` still ends the options for whoever
// must pass any name (src/machine/compare.js does: the categories come from a
// pull request's comment).
//
// Stricter than Node core, because a typo there silently runs the wrong
// thing: an unknown option, an option without its value, a malformed
// CPUSET, an unknown category or a selection that is empty is an error that
// names the problem; so is, for compare.js, whose options are a pull request
// comment's too (which refuses it), an option of one value given twice
// (run.js and scatter.js let the last one win, as Node core's do). This
// module is the one that prints those and exits (with the driver's usage exit
// code: compare.js has its own, docs/cli.md "Exit codes"); finding the
// categories is _lib/run/categories.js's job, which only throws.
//
// As in a pull request's comment (src/request/command.js), an option's value
// may also follow an `=`: `--runs=5`.

const path = require('path');

// Required when first needed, not at load: Node core's harness keeps its
// own files next to ours, and a CLI that lists no categories never needs it.
/** @returns {typeof import('./_lib/run/categories.js')} */
const categoriesModule = () => require('./_lib/run/categories.js');

const { CPUSET_RE, parseCpuList } = require('./_lib/cpus.js');

// Files named in a "No benchmarks found" message before it says how many more.
const MAX_LISTED = 10;

// Help, wherever an option may stand; never as an option's value.
const HELP = ['-h', '--help'];

/**
 * @typedef {{ kind: 'option', arg: string, name: string, inline?: boolean }
 *   | { kind: 'value', arg: string, name: string } | { kind: 'item', arg: string }} Word
 *   inline: the value came after `=` in the same argument
 */

/**
 * The arguments as options, their values and items, in order. An option
 * that is not boolean takes the next argument as its value whatever it looks
 * like: `--filter -h` filters on "-h". Filters come from pull request
 * comments, and Node core's _cli.js takes a `--help` anywhere, a value
 * included, as help: a comment could turn the run into its usage text.
 * `--` makes every later argument an item.
 * @param {string[]} argv
 * @param {string[]} boolArgs
 * @returns {{ words: Word[], missingValue: string | null }}  missingValue: the
 *   option that ended the arguments without its value
 */
function readWords(argv, boolArgs) {
  /** @type {Word[]} */
  const words = [];
  let name = '';
  let mode = 'both'; // both | value | item
  for (const arg of argv) {
    if (mode === 'value') {
      words.push({ kind: 'value', arg, name });
      mode = 'both';
    } else if (arg === '--') {
      mode = 'item';
    } else if (mode === 'both' && arg.startsWith('--') && arg.includes('=')) {
      // `--name=value`: one word, the value whatever follows the first `=`.
      name = arg.slice(2, arg.indexOf('='));
      words.push({ kind: 'option', arg: `--${name}`, name, inline: true });
      words.push({ kind: 'value', arg: arg.slice(arg.indexOf('=') + 1), name });
    } else if (mode === 'both' && arg[0] === '-') {
      name = arg[1] === '-' ? arg.slice(2) : arg.slice(1);
      words.push({ kind: 'option', arg, name });
      if (!boolArgs.includes(name) && !HELP.includes(arg)) mode = 'value';
    } else {
      words.push({ kind: 'item', arg });
    }
  }
  return { words, missingValue: mode === 'value' ? name : null };
}

class CLI {
  /**
   * @param {string} usage
   * @param {{ arrayArgs?: string[], boolArgs?: string[], valueArgs?: string[],
   *           argv?: string[], usageExitCode?: number, refuseRepeats?: boolean }} settings
   *   valueArgs: options taking one value. When any list is given, options
   *   outside the three lists are rejected. usageExitCode: the exit code of
   *   abort() (default 1, Node core's; compare.js's is 2). refuseRepeats: a
   *   valueArgs option given twice is an error (default: the last one wins)
   */
  constructor(usage, settings = {}) {
    this.usage = usage;
    this.usageExitCode = settings.usageExitCode ?? 1;
    const refuseRepeats = settings.refuseRepeats ?? false;
    /** @type {Record<string, any>} option name -> its value, its values, or true */
    this.optional = {};
    /** @type {string[]} */
    this.items = [];
    this.test = false;
    const arrayArgs = settings.arrayArgs ?? [];
    const boolArgs = settings.boolArgs ?? [];
    const valueArgs = settings.valueArgs ?? [];
    const known = new Set([...arrayArgs, ...boolArgs, ...valueArgs]);
    for (const name of arrayArgs) this.optional[name] = [];

    const argv = settings.argv ?? process.argv.slice(2);
    if (argv.length < 1) this.abort(usage);
    const { words, missingValue } = readWords(argv, boolArgs);
    if (words.some((word) => word.kind === 'option' && HELP.includes(word.arg))) {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }

    for (const word of words) {
      if (word.kind === 'option') {
        if (known.size > 0 && !known.has(word.name)) {
          this.abort(`unknown option ${word.arg}\n\n${usage}`);
        }
        if (word.inline && boolArgs.includes(word.name)) {
          this.abort(`option ${word.arg} takes no value`);
        }
        if (boolArgs.includes(word.name)) this.optional[word.name] = true;
      } else if (word.kind === 'value') {
        if (arrayArgs.includes(word.name)) {
          this.optional[word.name].push(word.arg);
        } else if (refuseRepeats && Object.hasOwn(this.optional, word.name)) {
          // Worded as the comment's refusal (src/request/command.js).
          this.abort(`--${word.name} is given more than once`);
        } else {
          this.optional[word.name] = word.arg;
        }
      } else if (word.arg === 'test') {
        this.test = true;
      } else {
        this.items.push(word.arg);
      }
    }
    if (missingValue !== null) {
      this.abort(`option --${missingValue} needs a value\n\n${usage}`);
    }
  }

  /**
   * @param {string} msg
   * @returns {never}
   */
  abort(msg) {
    process.stderr.write(`${msg}\n`);
    process.exit(this.usageExitCode);
  }

  /** The value of a whole-number option, or `fallback` when absent. */
  integer(name, fallback, { min = 1, max = Infinity } = {}) {
    const text = this.optional[name];
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      const range = max === Infinity ? `>= ${min}` : `from ${min} to ${max}`;
      this.abort(`Invalid --${name}: expected a whole number ${range}, got '${text}'`);
    }
    return Number(text);
  }

  /** A positive number of seconds (fractions allowed), or 0 when absent. */
  seconds(name) {
    const text = this.optional[name];
    if (text === undefined) return 0;
    const value = Number(text);
    if (!(value > 0) || !Number.isFinite(value)) {
      this.abort(`Invalid --${name}: expected a positive number of seconds, got '${text}'`);
    }
    return value;
  }

  shouldSkip(scripts) {
    const filters = this.optional.filter ?? [];
    const excludes = this.optional.exclude ?? [];
    let skip = filters.length > 0;
    for (const filter of filters) {
      if (scripts.lastIndexOf(filter) !== -1) skip = false;
    }
    for (const exclude of excludes) {
      if (scripts.lastIndexOf(exclude) !== -1) skip = true;
    }
    return skip;
  }

  /**
   * The selected benchmark files as `category/file.js`, in category order and
   * then byte order of the file names. Exits with the reason when an item is
   * not a category or when nothing is selected. A selected file whose name
   * would break the CSV is named on stderr and left out.
   * @param {string} benchmarkDir
   */
  benchmarks(benchmarkDir = __dirname) {
    const categories = this.readCategories(benchmarkDir);
    const names = this.items.includes('all') ? categories.map((c) => c.name) : this.items;
    const unknown = [...new Set(names.filter((name) => !categories.some((c) => c.name === name)))];
    if (unknown.length > 0) this.abort(unknownCategories(unknown, categories, benchmarkDir));
    const paths = [];
    for (const name of names) {
      for (const script of scriptsOf(categories, name)) {
        if (!this.shouldSkip(script)) paths.push(path.posix.join(name, script));
      }
      // Names that would break the CSV (_lib/run/categories.js): said, and left out.
      for (const script of categories.find((c) => c.name === name)?.refused ?? []) {
        if (this.shouldSkip(script)) continue;
        const message = categoriesModule().refusedMessage(path.posix.join(name, script));
        process.stderr.write(`${path.basename(process.argv[1] ?? 'node')}: ${message}\n`);
      }
    }
    if (paths.length === 0) this.abort(this.nothingSelected(names, categories, benchmarkDir));
    return paths;
  }

  /**
   * The categories of benchmarkDir; exits with the reason when it cannot be read.
   * @param {string} benchmarkDir
   * @returns {Category[]}
   */
  readCategories(benchmarkDir) {
    const { listCategories, CategoriesError } = categoriesModule();
    try {
      return listCategories(benchmarkDir);
    } catch (err) {
      if (!(err instanceof CategoriesError)) throw err;
      return this.abort(err.message);
    }
  }

  /**
   * Why `benchmarks()` found nothing: no category, an empty one, or the filters.
   * @param {string[]} names  the selected categories, all known
   * @param {Category[]} categories
   * @param {string} benchmarkDir
   */
  nothingSelected(names, categories, benchmarkDir) {
    const prefix = 'No benchmarks found: ';
    if (names.length === 0 && this.items.includes('all')) {
      return `${prefix}${benchmarkDir} has no categories (directories of benchmark files)`;
    }
    if (names.length === 0) {
      return `${prefix}no category was given\n${this.usage.split('\n')[0]}\n` +
             `categories in ${benchmarkDir}: ${categoryList(categories)}`;
    }
    const where = `${names.length === 1 ? 'category' : 'categories'} ${quoteAll(names)}`;
    const files = names.flatMap((name) => scriptsOf(categories, name).map((s) => `${name}/${s}`));
    if (files.length === 0) return `${prefix}${where} ${names.length === 1 ? 'has' : 'have'} no benchmark files`;
    const filters = this.optional.filter ?? [];
    const excludes = this.optional.exclude ?? [];
    const filter = `--filter ${quoteAll(filters, ' or ')}`;
    const exclude = `--exclude ${quoteAll(excludes, ' or ')}`;
    let why;
    if (excludes.length === 0) why = `no file name in ${where} contains ${filter}`;
    else if (filters.length === 0) why = `every file name in ${where} contains ${exclude}`;
    else why = `no file name in ${where} contains ${filter} without also containing ${exclude}`;
    const shown = files.length > MAX_LISTED ? [...files.slice(0, MAX_LISTED), `... (${files.length} in all)`] : files;
    return `${prefix}${why}; files: ${shown.join(', ')}`;
  }

  /** The CPUSET of `--set CPUSET=...`, validated, or null. */
  getCpuCoreSetting() {
    const entry = (this.optional.set ?? []).find((s) => s.startsWith('CPUSET='));
    if (!entry) return null;
    const value = entry.slice(entry.indexOf('=') + 1);
    if (!CPUSET_RE.test(value)) {
      this.abort(`Invalid CPUSET format: "${value}". Please use a single core number (e.g., "0"), ` +
                 'a range of cores (e.g., "0-3"), or a list of cores/ranges (e.g., "0,2,4" or ' +
                 `"0-2,4").\n\n${this.usage}`);
    }
    return value;
  }
}

/** @typedef {import('./_lib/run/categories.js').Category} Category */

/**
 * _lib/run/categories.js's listCategories, kept here for the modules that import it
 * from the command line's module.
 * @param {string} benchmarkDir
 * @returns {Category[]}
 */
function listCategories(benchmarkDir) {
  return categoriesModule().listCategories(benchmarkDir);
}

/**
 * The scripts of a category known to be in `categories`.
 * @param {Category[]} categories
 * @param {string} name
 */
function scriptsOf(categories, name) {
  return categories.find((c) => c.name === name)?.scripts ?? [];
}

// Worded like the bot's reply (src/request/command.js), which lists the same names.
function unknownCategories(unknown, categories, benchmarkDir) {
  return `Unknown ${unknown.length === 1 ? 'category' : 'categories'} ${quoteAll(unknown)} in ` +
         `${benchmarkDir}; categories: ${categoryList(categories)}`;
}

function categoryList(categories) {
  return categories.length > 0 ? categories.map((c) => c.name).join(', ') : '(none found)';
}

function quoteAll(texts, separator = ', ') {
  return texts.map((text) => `'${text}'`).join(separator);
}

module.exports = { CLI, listCategories, parseCpuList, CPUSET_RE };
