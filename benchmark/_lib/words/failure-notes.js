'use strict';

// What a run that failed in part says beside its verdict: a binary that gave
// no sample (the verdict in its place), a binary that failed in some
// benchmark processes, and a run that stopped early.

// What the Action calls the two binaries (compare.js's --old and --new).
const BINARIES = { old: 'the old binary', new: 'the new binary' };

const upperFirst = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * @typedef {{ binary: string, filename: string, configuration: string | null, cause: string,
 *   error?: string | null }} FailedProcess  a failure record of compare.js's, reduced (src/results/read-records.js)
 */

/**
 * One failed process in words: `alpha/a.js n=1 exited with code 134: FATAL ERROR: ...`.
 * @param {FailedProcess} failure
 */
function failureText({ filename, configuration, cause, error }) {
  return `${filename}${configuration ? ` ${configuration}` : ''} ${cause}${error ? `: ${error}` : ''}`;
}

/**
 * The verdict when a binary gave no sample and failed in the benchmark
 * processes it ran (a build that crashes on start): nothing could be
 * compared, and "no configuration could be tested" would hide why. null
 * when each binary gave a sample, or the one that gave none never failed.
 *   "The new binary failed in every benchmark process it ran (12 failures), so nothing
 *    could be compared. The first failure: alpha/a.js n=1 exited with code 1: Error: broken"
 *   "Every benchmark process failed, under both binaries (24 failures), so nothing could be ...""
 * @param {{ old: number, new: number }} samples  how many each binary gave
 * @param {FailedProcess[]} failures  in the order they came
 * @param {{ more?: boolean }} [options]  more: failures were left out at a limit
 * @returns {string | null}
 */
function failedBinaries(samples, failures, { more = false } = {}) {
  const broken = /** @type {const} */ (['old', 'new'])
    .filter((binary) => samples[binary] === 0 && failures.some((f) => f.binary === binary));
  if (broken.length === 0) return null;
  const theirs = failures.filter((f) => broken.some((binary) => binary === f.binary));
  const count = `${theirs.length}${more ? ' or more' : ''} failure${theirs.length === 1 && !more ? '' : 's'}`;
  // Both: the benchmark itself may be what fails, so no binary is blamed.
  const what = broken.length === 2 ? `Every benchmark process failed, under both binaries (${count})` :
    `${upperFirst(BINARIES[broken[0]])} failed in every benchmark process it ran (${count})`;
  return `${what}, so nothing could be compared. The first failure: ${failureText(theirs[0])}`;
}

/**
 * For each binary that failed in some benchmark processes but gave samples
 * in others, one line for under the verdict:
 *   "The new binary failed in 3 benchmark processes; the first failure: ..."
 * @param {{ old: number, new: number }} samples
 * @param {FailedProcess[]} failures
 * @param {{ more?: boolean }} [options]
 * @returns {string[]}
 */
function failureNotes(samples, failures, { more = false } = {}) {
  return /** @type {const} */ (['old', 'new']).flatMap((binary) => {
    const its = failures.filter((f) => f.binary === binary);
    if (its.length === 0 || samples[binary] === 0) return [];
    const count = `${its.length}${more ? ' or more' : ''} benchmark process${its.length === 1 && !more ? '' : 'es'}`;
    return [`${upperFirst(BINARIES[binary])} failed in ${count}; the first failure: ${failureText(its[0])}.`];
  });
}

/**
 * What a run that stopped early did and did not do, for the verdict and the
 * job's failure:
 *   "Partial results: the run stopped after 6 of 40 blocks (its job was cancelled, timed out or
 *    killed); categories not reached: beta."
 * @param {{ stops: string[], notReached: readonly string[] }} partial  stops: where it stopped, e.g.
 *   'the run stopped after 6 of 40 blocks', 'results.csv ends in the middle of line 7, which is left out'
 */
function partialSummary({ stops, notReached }) {
  const why = stops.length === 1 ? 'its job was cancelled, timed out or killed' : 'cancelled, timed out or killed';
  const missing = notReached.length > 0 ? `; categories not reached: ${notReached.join(', ')}` : '';
  return `Partial results: ${stops.join('; ')} (${why})${missing}.`;
}

/**
 * The verdict of a run that stopped early: it says so first, so that
 * neither a reader nor a script takes it for a complete run ("No change
 * larger than" does not start it), then the verdict of the part that ran.
 * @param {Parameters<typeof partialSummary>[0]} partial
 * @param {string} verdictLine  of the part that ran
 */
function partialVerdict(partial, verdictLine) {
  return `⚠️ ${partialSummary(partial)} In the part that ran: ${lowerFirst(verdictLine)}`;
}

module.exports = { failedBinaries, failureNotes, partialSummary, partialVerdict };
