'use strict';

// The tools' exit codes: what a script or a CI step can tell apart without
// reading stderr (docs/cli.md, "Exit codes"; each tool's --help).
//
// compare.js's:
// 0 and 1 keep what they mean to Node core's compare.js for a run that ran.
// A usage error is 2, as in most command-line tools (grep, diff, the shell's
// builtins), so a mistyped option is never taken for failing benchmarks;
// the --max-regression gate has 3 of its own, so a CI step can fail on a
// regression and still tell it from a broken run; 4 says that the output
// itself could not be written, which no rerun of the benchmarks fixes; and 5
// is the gate's "cannot tell": no regression beyond the limit was shown, nor
// ruled out, which more runs (or a quieter machine) fix. When a run both
// regressed and had failures, 3 wins: the regression is a finding about what
// was measured, and the failures are named on stderr all the same. Failures
// win over 5: a benchmark that broke needs a fix, not more runs.
// A signal ends the run with 128 + its number (130 for SIGINT, 143 for
// SIGTERM), as a shell reports a process killed by it.
//
// The other tools keep what they had: run.js and scatter.js are Node core's
// (1 for a usage error as for a failed benchmark), analyze.js,
// scatter-analyze.js, history.js and profile.js exit 1 for whatever the user
// can fix (analyze.js and history.js 2 for a CSV and an ndjson of different
// runs), doctor.js says 1 for "not ready" and 2 for a usage error; every
// one exits 4 when its stdout cannot be written (stdout.js).

const EXIT = Object.freeze({
  ok: 0,
  failures: 1,
  usage: 2,
  regression: 3,
  output: 4,
  cannotTell: 5,
});

const SIGNAL = '128+n';

/** What each of compare.js's codes means, in the order of the codes. */
const EXIT_MEANINGS = Object.freeze([
  [String(EXIT.ok), 'success: every configuration was measured (and, with --max-regression, each one ruled out ' +
    'a regression beyond it)'],
  [String(EXIT.failures), 'a benchmark process failed, or a configuration got no result; every other result ' +
    'was written'],
  [String(EXIT.usage), 'a usage or setup error: an option, a category, an output file, or a binary that does ' +
    'not start; nothing ran'],
  [String(EXIT.regression), '--max-regression: a configuration regressed by more than the limit (even if ' +
    'others failed)'],
  [String(EXIT.output), 'an output could not be written (no space left on device, an I/O error): the run ' +
    'stopped, and said what still holds every result'],
  [String(EXIT.cannotTell), '--max-regression: cannot tell: a configuration neither ruled out a regression beyond ' +
    'the limit nor showed one; more runs would settle it (stdout says how many)'],
  [SIGNAL, 'stopped by signal n (130: SIGINT, 143: SIGTERM); every result so far was written'],
]);

const OUTPUT = 'stdout could not be written (no space left on device, an I/O error); a reader that goes away ' +
  '(head, say) ends it with 0';

/** Node core's runners, run.js and scatter.js. */
const RUNNER_MEANINGS = Object.freeze([
  [String(EXIT.ok), 'success: every benchmark process ran'],
  ['1', 'a usage error (as in Node core), or a benchmark process failed; every other result was written'],
  [String(EXIT.output), OUTPUT],
  [SIGNAL, 'stopped by signal n (130: SIGINT, 143: SIGTERM); every result so far was written'],
]);

// A CSV and an --ndjson file that two runs wrote (data/same-run.js).
const OTHER_RUN = 'the CSV and the --ndjson file are not from the same run; stderr names the first row that ' +
  'differs';

/**
 * The readers of a run's files: 1 for whatever the user can fix; 2 for a
 * CSV and an ndjson of different runs, where the tool reads both.
 * @param {string} what  what success did
 * @param {{ ndjson?: boolean }} [options]
 */
const reader = (what, { ndjson = false } = {}) => Object.freeze([
  [String(EXIT.ok), `success: ${what}`],
  ['1', 'a usage error, or an input that cannot be read or is not what it should be; stderr names it'],
  ...(ndjson ? [[String(EXIT.usage), OTHER_RUN]] : []),
  [String(EXIT.output), OUTPUT],
]);

/**
 * What each tool's exit codes mean, in the order of the codes: its --help
 * (exitCodesHelp), and docs/cli.md's tables (tested).
 */
const TOOL_EXIT_MEANINGS = Object.freeze({
  'compare.js': EXIT_MEANINGS,
  'run.js': RUNNER_MEANINGS,
  'scatter.js': RUNNER_MEANINGS,
  'analyze.js': reader('the report was written', { ndjson: true }),
  'scatter-analyze.js': reader('the table (and the plot) was written'),
  'history.js': reader('the command did what it says', { ndjson: true }),
  'reach.js': Object.freeze([
    [String(EXIT.ok), 'done: the map is on stdout; a configuration that failed is named in it, and the others are mapped'],
    ['1', 'a usage error, a diff that is not a unified diff, or a binary that cannot give its built-in modules'],
    [String(EXIT.output), OUTPUT],
  ]),
  'profile.js': Object.freeze([
    [String(EXIT.ok), 'done: each configuration\'s profiles are in --out, or stderr and index.json say why not'],
    ['1', 'a usage error: an option, the --targets file, a binary that is not there'],
    [String(EXIT.output), OUTPUT],
    [SIGNAL, 'stopped by signal n (130: SIGINT, 143: SIGTERM); the profiles so far are in --out'],
  ]),
  'doctor.js': Object.freeze([
    [String(EXIT.ok), 'the machine is ready (warnings allowed)'],
    ['1', 'the machine is not ready: the report says what to fix'],
    [String(EXIT.usage), 'a usage error'],
    [String(EXIT.output), OUTPUT],
  ]),
});


/**
 * A tool's exit codes as its --help shows them: the code, then its meaning
 * wrapped to `width` columns under itself.
 * @param {keyof typeof TOOL_EXIT_MEANINGS} tool  e.g. `compare.js`
 * @param {string} indent
 * @param {number} [width]
 */
function exitCodesHelp(tool, indent, width = 80) {
  const meanings = TOOL_EXIT_MEANINGS[tool];
  if (!meanings) throw new RangeError(`exitCodesHelp: no exit codes for ${tool}`);
  const hanging = `${indent}${' '.repeat(7)}`;
  return meanings.map(([code, meaning]) => {
    const lines = [`${indent}${code.padEnd(7)}`];
    for (const word of meaning.split(' ')) {
      const last = lines[lines.length - 1];
      if (last.length + 1 + word.length > width && last.trim() !== code) lines.push(`${hanging}${word}`);
      else lines[lines.length - 1] = `${last}${last.endsWith(' ') ? '' : ' '}${word}`;
    }
    return lines.join('\n');
  }).join('\n');
}

module.exports = { EXIT, EXIT_MEANINGS, TOOL_EXIT_MEANINGS, exitCodesHelp };
