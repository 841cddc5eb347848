'use strict';

// compare.js's exit codes: what a script or a CI step can tell apart without
// reading stderr (docs/cli.md, "Exit codes"; compare.js --help).
//
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

const EXIT = Object.freeze({
  ok: 0,
  failures: 1,
  usage: 2,
  regression: 3,
  output: 4,
  cannotTell: 5,
});

/** What each code means, in the order of the codes: compare.js --help, and docs/cli.md's table (tested). */
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
  ['128+n', 'stopped by signal n (130: SIGINT, 143: SIGTERM); every result so far was written'],
]);

/**
 * The meanings as --help shows them: the code, then its meaning wrapped to
 * `width` columns under itself.
 * @param {string} indent
 * @param {number} [width]
 */
function exitCodesHelp(indent, width = 80) {
  const hanging = `${indent}${' '.repeat(7)}`;
  return EXIT_MEANINGS.map(([code, meaning]) => {
    const lines = [`${indent}${code.padEnd(7)}`];
    for (const word of meaning.split(' ')) {
      const last = lines[lines.length - 1];
      if (last.length + 1 + word.length > width && last.trim() !== code) lines.push(`${hanging}${word}`);
      else lines[lines.length - 1] = `${last}${last.endsWith(' ') ? '' : ' '}${word}`;
    }
    return lines.join('\n');
  }).join('\n');
}

module.exports = { EXIT, EXIT_MEANINGS, exitCodesHelp };
