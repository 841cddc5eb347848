'use strict';

// Runs chosen configurations once more under each binary with V8's CPU
// profiler, and says which functions' self time per operation moved:
//
//   node benchmark/profile.js --old ./node-main --new ./node-pr \
//     --targets targets.json --out profiles/
//
//   <out>/index.json          what was profiled, each side's file or error:
//     { "version": 1, "benchmarkDir": "/abs/benchmark", "profiles": [{ "filename", "configuration",
//       "operations": n | null, "old": { "file": "1.old.cpuprofile", "bytes": n } | { "error": "…" },
//       "new": … }] }
//   <out>/1.old.cpuprofile    per target and binary; open in Chrome DevTools
//   <out>/1.new.cpuprofile    (Performance -> Load profile) or speedscope.app
//
// Each target's config pass runs with NODE_BENCHMARK_FLAGS="--cpu-prof …",
// which the harness hands to the run pass it forks, as Node core's
// common.js does: the run pass is profiled, the config pass is not, and
// Node core's own harness works unchanged. These runs are not samples: they
// write no CSV and no ndjson, so they never reach the statistics.
// A run that fails, a profile too large or not there is that target's
// error, and the others go on; the diff tables go to stdout, progress and
// errors to stderr.

const fs = require('fs');
const os = require('os');
const path = require('path');
const { CLI } = require('./_cli.js');
const { exitCodesHelp } = require('./_lib/exit-codes.js');
const { resolveBinary, checkedCpuset, interruptions, runJob } = require('./_lib/run/driver.js');
const { describeCause } = require('./_lib/run/job.js');
const { clip } = require('./_lib/text.js');
const { FileReadError, readPlainFile } = require('./_lib/plain-file.js');
const { LIMITS, ProfileError, parseProfile, diffProfiles, operationsOf, formatDiffTable } =
  require('./_lib/data/profiles.js');

const usage = `usage: node benchmark/profile.js --old ./node-main --new ./node-pr --targets targets.json --out dir
  Profile configurations of a comparison once more under each binary with
  V8's CPU profiler, and print the functions whose self time per operation
  moved most.

  --old      ./old-node-binary  old node binary (required)
  --new      ./new-node-binary  new node binary (required)
  --targets  targets.json       the configurations (required, at most ${LIMITS.targets}):
                                [{ "filename": "string_decoder/string-decoder.js",
                                   "configuration": "n=25000 encoding='ascii'",
                                   "args": ["encoding=ascii", "n=25000"] }]
                                args: the run pass's argv, as compare.js's
                                --ndjson records it with each sample
  --out      dir                where index.json and the .cpuprofile files go
                                (required; no whitespace in its path)
  --work-dir dir                where each run writes its profile before it is
                                checked and moved to --out (default: --out; the
                                Action gives its sandboxes this one to write)
  --benchmark-dir dir           the benchmark directory (default: this one)
  --timeout  seconds            give up on a run that reports nothing for this long
  --top      10                 functions shown per configuration
  --interval 100                V8's sampling interval, in microseconds
  --max-bytes ${LIMITS.bytes}          a larger profile is deleted and reported
  --set      CPUSET=0-3         run through 'taskset -c 0-3', as compare.js does

  Exit codes:
${exitCodesHelp('profile.js', '    ')}`;

const cli = new CLI(usage, {
  arrayArgs: ['set'],
  valueArgs: ['old', 'new', 'targets', 'out', 'work-dir', 'benchmark-dir', 'timeout', 'top', 'interval', 'max-bytes'],
});

/**
 * @typedef {{ filename: string, configuration: string, args: string[] }} Target
 * @typedef {{ file: string, bytes: number } | { error: string }} Side
 * @typedef {{ filename: string, configuration: string, operations: number | null, old: Side, new: Side }} Entry
 */

/** Every setting, checked; exits with the reason on bad usage. */
function settings() {
  const missing = ['old', 'new', 'targets', 'out'].filter((name) => cli.optional[name] === undefined);
  if (missing.length > 0) cli.abort(`Missing ${missing.map((name) => `--${name}`).join(', ')}\n\n${usage}`);
  if (cli.items.length > 0 || cli.test) {
    cli.abort(`Unexpected argument '${cli.items[0] ?? 'test'}': the configurations come from --targets\n\n${usage}`);
  }
  const other = cli.optional.set.find((/** @type {string} */ entry) => !entry.startsWith('CPUSET='));
  if (other !== undefined) {
    cli.abort(`Invalid --set '${other}': profile.js takes only CPUSET=…; a configuration's values are its ` +
              'args in --targets');
  }
  const out = path.resolve(cli.optional.out);
  const work = path.resolve(cli.optional['work-dir'] ?? out);
  // Node's harness splits NODE_BENCHMARK_FLAGS on whitespace, so
  // --cpu-prof-dir=<a path with a space> would reach the run pass as two flags.
  for (const [option, dir] of [['--out', out], ['--work-dir', work]]) {
    if (/\s/.test(dir)) {
      cli.abort(`Invalid ${option} '${dir}': the profile directory travels in NODE_BENCHMARK_FLAGS, which the ` +
                'harness splits on whitespace; choose a path without spaces');
    }
  }
  return {
    paths: { old: resolveBinary(cli, 'old'), new: resolveBinary(cli, 'new') },
    benchmarkDir: path.resolve(cli.optional['benchmark-dir'] ?? __dirname),
    targets: readTargets(cli.optional.targets),
    out,
    work,
    cpuset: checkedCpuset(cli),
    timeout: cli.seconds('timeout'),
    top: cli.integer('top', 10),
    interval: cli.integer('interval', 100),
    maxBytes: cli.integer('max-bytes', LIMITS.bytes),
  };
}

/** @returns {Target[]} */
function readTargets(file) {
  let targets;
  try {
    targets = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    cli.abort(`Invalid --targets '${file}': ${/** @type {Error} */ (err).message}`);
  }
  if (!Array.isArray(targets)) cli.abort(`Invalid --targets '${file}': expected a JSON array of configurations`);
  if (targets.length > LIMITS.targets) {
    cli.abort(`Invalid --targets '${file}': ${targets.length} configurations, at most ${LIMITS.targets} ` +
              'can be profiled');
  }
  for (const [index, target] of targets.entries()) {
    const valid = target !== null && typeof target === 'object' && typeof target.filename === 'string' &&
      /^[^/\0]+\/[^/\0]+\.js$/.test(target.filename) && !target.filename.startsWith('..') &&
      typeof target.configuration === 'string' && Array.isArray(target.args) &&
      target.args.every((arg) => typeof arg === 'string' && /^[^=\0]+=[^\0]*$/.test(arg));
    if (!valid) {
      cli.abort(`Invalid --targets '${file}': entry ${index + 1} is not { "filename": "category/file.js", ` +
                '"configuration": "…", "args": ["key=value", …] }');
    }
  }
  return targets;
}

/**
 * One profiled run of `target` under `binary`: its config pass, told to
 * profile the run pass into a fresh directory of its own, then the one
 * profile found there moved to `<out>/<index>.<binary>.cpuprofile`.
 * @returns {Promise<Side>}
 */
async function profileRun(target, index, binary, options, interrupted) {
  const { paths, benchmarkDir, out, work, cpuset, timeout, interval, maxBytes } = options;
  const dir = fs.mkdtempSync(path.join(work, `.profiling-${index}-${binary}-`));
  try {
    const group = target.args.findLast((arg) => arg.startsWith('group='));
    const failures = await runJob({
      driver: 'profile.js',
      job: {
        binary: paths[binary], file: path.join(benchmarkDir, target.filename), args: target.args, cpuset, timeout,
        env: {
          NODE_BENCHMARK_FLAGS: `--cpu-prof --cpu-prof-dir=${dir} --cpu-prof-interval=${interval}`,
          // Set, it would make the config pass a run pass: nothing forked, nothing profiled.
          NODE_RUN_BENCHMARK_FN: null,
          // A byGroups file's config pass would run every group with these args.
          NODE_RUN_BENCHMARK_GROUPS: group === undefined ? null : group.slice('group='.length),
        },
      },
      context: { filename: target.filename, binary, configuration: target.configuration },
      interrupted,
      onReport() {},
    });
    if (failures.length > 0) return { error: failureText(failures[0]) };
    return keepProfile(dir, path.join(out, `${index}.${binary}.cpuprofile`), maxBytes);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `the run exited with code 1: Error: boom`: the cause and the last line of
 * its stderr that is not a stack frame or node's closing `Node.js v22.11.0`.
 */
function failureText(failure) {
  const last = (failure.stderr ?? '').split('\n').map((line) => line.trim())
    .filter((line) => line !== '' && !/^at /.test(line) && !/^Node\.js v\d/.test(line)).pop();
  return `the run ${describeCause(failure)}${last ? `: ${clip(last, 200)}` : ''}`;
}

/** Why a profile is not taken, by plain-file.js's reason. */
const PROFILE_REFUSED = {
  link: () => 'its profile could not be opened (a link): not taken',
  unreadable: (/** @type {FileReadError} */ err) => `its profile could not be opened (${String(err.cause)}): not taken`,
  'not-plain': () => 'its profile is not a regular file: not taken',
  'too-big': (/** @type {FileReadError} */ err) =>
    `its profile was ${err.size} bytes, more than the limit of ${err.max}: deleted`,
};

/** @returns {Side} */
function keepProfile(dir, destination, maxBytes) {
  const found = fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (found.length === 0) {
    return { error: 'no profile was written (does its harness pass NODE_BENCHMARK_FLAGS to the run pass?)' };
  }
  if (found.length > 1) {
    return { error: `${found.length} profiles were written, one expected: its args ran more than one ` +
                    'configuration, or the run pass started node processes of its own' };
  }
  // Written by the profiled run (in the Action, the pull request's code):
  // only a plain file is taken, never through a link (plain-file.js).
  let profile;
  try {
    profile = readPlainFile(path.join(dir, found[0]), maxBytes);
  } catch (err) {
    if (!(err instanceof FileReadError)) throw err;
    return { error: PROFILE_REFUSED[err.reason](err) };
  }
  if (profile === null) return { error: 'its profile could not be opened (it was removed): not taken' };
  fs.writeFileSync(destination, profile, { flag: 'wx' });
  return { file: path.basename(destination), bytes: profile.length };
}

/** The diff of one target on stdout, or why there is none on stderr. */
function printDiff(entry, index, options) {
  const title = `${index}. ${entry.filename} ${entry.configuration}`;
  if (!('file' in entry.old) || !('file' in entry.new)) {
    const sides = /** @type {const} */ (['old', 'new']).filter((b) => 'error' in entry[b]);
    process.stderr.write(`profile.js: ${title}: ${sides.map((b) => `${b}: ${entry[b].error}`).join('; ')}\n`);
    return;
  }
  try {
    const [old, next] = [entry.old.file, entry.new.file].map((file) =>
      parseProfile(fs.readFileSync(path.join(options.out, file), 'utf8')));
    const diff = diffProfiles({ old, new: next, operations: entry.operations, top: options.top,
                                benchmarkDir: options.benchmarkDir });
    process.stdout.write(`${title}\n${formatDiffTable(diff)}\n`);
  } catch (err) {
    if (!(err instanceof ProfileError)) throw err;
    process.stderr.write(`profile.js: ${title}: a profile cannot be read: ${err.message}\n`);
  }
}

/** index.json, replaced whole, so a reader never sees half of one. */
function writeIndex(out, benchmarkDir, entries) {
  const file = path.join(out, 'index.json');
  // benchmarkDir: for the report to show locations relative to it.
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify({ version: 1, benchmarkDir, profiles: entries }, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

async function main() {
  const options = settings();
  fs.mkdirSync(options.out, { recursive: true });
  const interrupted = interruptions({ tool: 'profile.js' });
  /** @type {Entry[]} */
  const entries = [];
  writeIndex(options.out, options.benchmarkDir, entries);
  for (const [i, target] of options.targets.entries()) {
    const index = i + 1;
    process.stderr.write(`profile.js: ${index}/${options.targets.length} ${target.filename} ${target.configuration}\n`);
    /** @type {Entry} */
    const entry = { filename: target.filename, configuration: target.configuration,
                    operations: operationsOf(target.configuration), old: { error: 'not run' }, new: { error: 'not run' } };
    for (const binary of /** @type {const} */ (['old', 'new'])) {
      if (interrupted.signal) break;
      entry[binary] = await profileRun(target, index, binary, options, interrupted);
    }
    entries.push(entry);
    writeIndex(options.out, options.benchmarkDir, entries);
    if (interrupted.signal) break;
    printDiff(entry, index, options);
  }
  if (interrupted.signal) {
    process.stderr.write(`profile.js: stopped by ${interrupted.signal}\n`);
    process.exitCode = 128 + os.constants.signals[interrupted.signal];
  }
}

main();
