'use strict';

// The command line shared by compare.js, run.js and scatter.js, compatible
// with Node core's _cli.js: options first, then items (categories); after
// the first item every argument is an item; `--` switches to items; the
// literal word `test` selects test mode.
//
// Stricter than Node core, because a typo there silently runs the wrong
// thing: an unknown option, an option without its value, or a malformed
// CPUSET is an error that names the problem.

const fs = require('fs');
const path = require('path');

const CPUSET_RE = /^(\d+(-\d+)?)(,\d+(-\d+)?)*$/;

class CLIError extends Error {}

class CLI {
  /**
   * @param {string} usage
   * @param {{ arrayArgs?: string[], boolArgs?: string[], valueArgs?: string[],
   *           argv?: string[] }} settings
   *   valueArgs: options taking one value. When any list is given, options
   *   outside the three lists are rejected.
   */
  constructor(usage, settings = {}) {
    this.usage = usage;
    this.optional = {};
    this.items = [];
    this.test = false;
    const arrayArgs = settings.arrayArgs ?? [];
    const boolArgs = settings.boolArgs ?? [];
    const valueArgs = settings.valueArgs ?? [];
    const known = new Set([...arrayArgs, ...boolArgs, ...valueArgs]);
    for (const name of arrayArgs) this.optional[name] = [];

    const argv = settings.argv ?? process.argv.slice(2);
    if (argv.length < 1) this.abort(usage);
    if (argv.includes('--help') || argv.includes('-h')) {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }

    let currentOptional = null;
    let mode = 'both'; // both | option | item
    for (const arg of argv) {
      if (mode === 'option') {
        if (arrayArgs.includes(currentOptional)) {
          this.optional[currentOptional].push(arg);
        } else {
          this.optional[currentOptional] = arg;
        }
        mode = 'both';
      } else if (arg === '--') {
        mode = 'item';
      } else if (mode === 'both' && arg[0] === '-') {
        currentOptional = arg[1] === '-' ? arg.slice(2) : arg.slice(1);
        if (known.size > 0 && !known.has(currentOptional)) {
          this.abort(`unknown option ${arg}\n\n${usage}`);
        }
        if (boolArgs.includes(currentOptional)) {
          this.optional[currentOptional] = true;
        } else {
          mode = 'option';
        }
      } else if (arg === 'test') {
        this.test = true;
      } else {
        this.items.push(arg);
        mode = 'item';
      }
    }
    if (mode === 'option') {
      this.abort(`option --${currentOptional} needs a value\n\n${usage}`);
    }
  }

  abort(msg) {
    process.stderr.write(`${msg}\n`);
    process.exit(1);
  }

  /** The value of a whole-number option, or `fallback` when absent. */
  integer(name, fallback, { min = 1 } = {}) {
    const text = this.optional[name];
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < min) {
      this.abort(`Invalid --${name}: expected a whole number >= ${min}, got '${text}'`);
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
   * then byte order of the file names.
   * @param {string} benchmarkDir
   */
  benchmarks(benchmarkDir = __dirname) {
    const categories = listCategories(benchmarkDir);
    let items = this.items;
    if (items.includes('all')) items = categories.map((c) => c.name);
    const paths = [];
    for (const category of items) {
      const found = categories.find((c) => c.name === category);
      if (!found) {
        this.abort(`The "${category}" category does not exist.`);
      }
      for (const script of found.scripts) {
        if (this.shouldSkip(script)) continue;
        paths.push(path.posix.join(category, script));
      }
    }
    return paths;
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

// Every directory except `fixtures` is a category; its scripts are the
// entries not starting with `.` or `_`. Sorted in byte order, which is what
// libuv's scandir gives Node core.
function listCategories(benchmarkDir) {
  let names;
  try {
    names = fs.readdirSync(benchmarkDir);
  } catch (err) {
    throw new CLIError(`Cannot read the benchmark directory ${benchmarkDir}: ${err.message}`);
  }
  return names.sort(byteOrder)
    .filter((name) => name !== 'fixtures' && !name.startsWith('.') && !name.startsWith('_') &&
      fs.statSync(path.join(benchmarkDir, name)).isDirectory())
    .map((name) => ({
      name,
      scripts: fs.readdirSync(path.join(benchmarkDir, name)).sort(byteOrder)
        .filter((s) => !s.startsWith('.') && !s.startsWith('_')),
    }));
}

function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

module.exports = { CLI, CLIError, listCategories, CPUSET_RE };
