'use strict';

// Which configurations of the given categories call the functions a diff of
// lib/ changes, and which changed functions no configuration calls:
//
//   node benchmark/reach.js --node ./node-main --diff pr.diff string_decoder
//   node benchmark/reach.js --node ./node-main --diff pr.diff --format json string_decoder > reach.json
//   node benchmark/compare.js --reach reach.json --old ./node-main --new ./node-pr string_decoder
//
// The binary is the base's (the diff's "before"): each configuration runs
// once under it with V8's coverage on (reach/map.js, n scaled down), its
// built-in modules' source is the one it embeds, and the diff's removed and
// added lines are mapped to the functions of that source (reach/changed.js);
// reach/select.js puts the two together. docs/auto.md says how, what it
// costs, and where it is wrong.

const fs = require('fs');
const os = require('os');
const path = require('path');
const { CLI } = require('./_cli.js');
const { EXIT, exitCodesHelp } = require('./_lib/exit-codes.js');
const { resolveBinary } = require('./_lib/run/driver.js');
const { errorMessage } = require('./_lib/text.js');
const { parseDiff, touched, DiffError } = require('./_lib/reach/diff.js');
const { builtinId, probeBuiltins } = require('./_lib/reach/builtins.js');
const { changedFunctions } = require('./_lib/reach/changed.js');
const { selectReached, selectedConfigurations } = require('./_lib/reach/select.js');
const { REACH_VERSION } = require('./_lib/reach/reach-file.js');
const { SHA256 } = require('./_lib/file-hash.js');
const { categoryOf } = require('./_lib/run/categories.js');
const { reachMap } = require('./_lib/reach/map.js');

const usage = `usage: node benchmark/reach.js --node ./node-main --diff pr.diff [--format json] <category> ...
  Which configurations of the categories call the functions a diff of lib/
  changes (V8's call counts, from one short run of each configuration under
  --node), and which changed functions none calls.

  --node     ./node-main        the base binary: built from the diff's "before"
                                (required)
  --diff     pr.diff            a unified diff (git diff) of lib/ (required;
                                - reads stdin); other files are listed as
                                left to the module graph
  --format   text|json          json: what compare.js --reach reads
  --benchmark-dir dir           take the categories from another benchmark
                                directory, e.g. a node checkout's benchmark/
  --lib      dir                the checkout's lib/: checked against the
                                sources the binary embeds (a warning if not)
  --set      variable=value     set benchmark variable (can be repeated), as
                                compare.js --set
  --filter   pattern            as compare.js --filter (can be repeated)
  --exclude  pattern            as compare.js --exclude (can be repeated)
  --n        divisor            run each configuration with n divided by this
                                (default 10; at least 1 operation)
  --timeout  seconds            give up on a configuration that reports nothing
                                for this long (default 120)
  --cache    dir                keep the map by binary and benchmark files, and
                                reuse it
  --node-sha256 hash            the cache's key for --node when --node starts
                                another binary (a sandbox's launcher): that
                                binary's SHA-256
  --work-dir dir                where the binary writes its coverage (default:
                                the temporary directory; the Action gives its
                                sandbox's writable directory)

  Exit codes:
${exitCodesHelp('reach.js', '    ')}`;

// The configurations the text report shows per function, most calls first.
const TEXT_SHOWN = 10;

const cli = new CLI(usage, {
  refuseRepeats: true,
  arrayArgs: ['set', 'filter', 'exclude'],
  valueArgs: ['node', 'diff', 'format', 'benchmark-dir', 'lib', 'n', 'timeout', 'cache', 'work-dir', 'node-sha256'],
});

/**
 * The changed modules of a diff: each lib/ JavaScript file the base has,
 * with its functions; the other paths, left to the module graph.
 * @param {string} binary
 * @param {import('./_lib/reach/diff.js').DiffFile[]} files
 * @param {string | null} libDir
 * @param {string[]} warnings
 */
function changedModules(binary, files, libDir, warnings, workDir) {
  const other = [];
  const wanted = [];
  for (const file of files) {
    const name = file.oldPath ?? file.newPath ?? '';
    const id = file.oldPath === null ? null : builtinId(file.oldPath);
    if (id === null) other.push(file.oldPath === null && builtinId(name) !== null ? `${name} (new)` : name);
    else wanted.push({ id, file: name, diff: file });
  }
  if (wanted.length === 0) return { modules: [], other };
  const ids = wanted.map((w) => w.id);
  // One start of the base binary: its sources, and its functions once loaded.
  const { sources, functions } = probeBuiltins(binary, ids, workDir);
  const modules = [];
  for (const { id, file, diff } of wanted) {
    const source = sources.get(id);
    if (source == null) {
      other.push(`${file} (not a built-in module of ${path.basename(binary)})`);
      continue;
    }
    if (libDir !== null) {
      const onDisk = path.join(libDir, `${id}.js`);
      const text = fs.existsSync(onDisk) ? fs.readFileSync(onDisk, 'utf8') : null;
      if (text !== source) {
        warnings.push(`${file}: the binary's source differs from ${onDisk}: the map uses the binary's (was it built from another commit?)`);
      }
    }
    const fns = functions.get(id);
    if (fns === undefined) {
      other.push(`${file} (V8 reports no functions of it: it does not load alone)`);
      continue;
    }
    modules.push({ id, file, changes: changedFunctions({ file, source, functions: fns, touched: touched(diff) }) });
  }
  return { modules, other };
}

/** --node-sha256, checked: 64 hexadecimal digits; null without it. */
function nodeHash() {
  const given = cli.optional['node-sha256'];
  if (given === undefined) return null;
  if (!SHA256.test(given)) cli.abort(`Invalid --node-sha256: expected 64 lower-case hexadecimal digits, got '${given}'`);
  return given;
}

function readDiff(name) {
  try {
    return fs.readFileSync(name === '-' ? 0 : name, 'utf8');
  } catch (err) {
    return cli.abort(`Cannot read --diff ${name}: ${errorMessage(err)}`);
  }
}

/** The text report: per changed function, the configurations that call it; then what none calls. */
function textReport(result) {
  const lines = [`reach.js: ${result.mapped} configurations of ${result.categories.join(', ')} mapped` +
    `${result.failures.length ? ` (${result.failures.length} failed)` : ''}; ` +
    `${result.selected} call a changed function`];
  for (const fn of result.functions) {
    lines.push('', `${fn.file}: ${fn.name}${fn.line ? ` (line ${fn.line})` : ''}: ${fn.configurations.length} configuration${fn.configurations.length === 1 ? '' : 's'}`);
    for (const c of fn.configurations.slice(0, TEXT_SHOWN)) {
      lines.push(`  ${String(c.callsPerOp).padStart(8)} calls/op  ${c.filename} ${c.configuration}`);
    }
    if (fn.configurations.length > TEXT_SHOWN) lines.push(`  ... and ${fn.configurations.length - TEXT_SHOWN} more (--format json lists them)`);
  }
  for (const fn of result.added) {
    lines.push('', `${fn.file}: ${fn.name} is new${fn.callers.length ? `, called from ${fn.callers.join(', ')}` : ' (the diff shows no caller)'}`);
  }
  for (const fn of result.unreachable) {
    lines.push('', `no benchmark calls ${fn.name} (${fn.file}${fn.line ? `:${fn.line}` : ''}): this run cannot see a change there`);
  }
  for (const file of result.other) lines.push('', `not mapped by function: ${file} (the module graph decides)`);
  for (const warning of result.warnings) lines.push(`warning: ${warning}`);
  return `${lines.join('\n')}\n`;
}

async function main() {
  const missing = ['node', 'diff'].filter((name) => cli.optional[name] === undefined);
  if (missing.length > 0) cli.abort(`Missing ${missing.map((name) => `--${name}`).join(' and ')}\n\n${usage}`);
  const format = cli.optional.format ?? 'text';
  if (format !== 'text' && format !== 'json') cli.abort(`Invalid --format: expected 'text' or 'json', got '${format}'`);
  const binary = resolveBinary(cli, 'node');
  const benchmarkDir = path.resolve(cli.optional['benchmark-dir'] ?? __dirname);
  const filenames = cli.benchmarks(benchmarkDir);
  if (filenames.length === 0) cli.abort('No benchmarks found');
  const divisor = cli.optional.n === undefined ? 10 : Number(cli.optional.n);
  if (!(Number.isInteger(divisor) && divisor >= 1)) cli.abort(`Invalid --n: expected a whole number of at least 1, got '${cli.optional.n}'`);
  const timeout = cli.optional.timeout === undefined ? 120 : Number(cli.optional.timeout);
  if (!(timeout > 0)) cli.abort(`Invalid --timeout: expected seconds above 0, got '${cli.optional.timeout}'`);
  let files;
  try {
    files = parseDiff(readDiff(cli.optional.diff));
  } catch (err) {
    if (err instanceof DiffError) cli.abort(`Invalid --diff ${cli.optional.diff}: ${err.message}`);
    throw err;
  }
  /** @type {string[]} */
  const warnings = [];
  const workDir = path.resolve(cli.optional['work-dir'] ?? os.tmpdir());
  const { modules, other } = changedModules(binary, files, cli.optional.lib ? path.resolve(cli.optional.lib) : null, warnings,
    workDir);
  const categories = [...new Set(filenames.map(categoryOf))];
  const map = modules.length === 0 ? { configurations: [], failures: [], warnings: [] } :
    await reachMap({ binary, benchmarkDir, filenames, set: cli.optional.set ?? [], n: divisor, timeout, tempDir: workDir,
                     cacheDir: cli.optional.cache ? path.resolve(cli.optional.cache) : null, binaryHash: nodeHash() });
  warnings.push(...map.warnings);
  const selection = selectReached(map, modules);
  const result = { version: REACH_VERSION, binary, benchmarkDir, categories, cached: map.cached ?? false,
    mapped: map.configurations.length,
    selected: selectedConfigurations(selection).length, ...selection, other, failures: map.failures, warnings };
  process.stdout.write(format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : textReport(result));
}

main().catch((err) => {
  process.stderr.write(`reach.js: ${errorMessage(err)}\n`);
  process.exitCode = EXIT.failures;
});
