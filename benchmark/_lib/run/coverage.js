'use strict';

// What compare.js measured and what it did not, per configuration and
// binary, so that the end of a run lists every configuration that got no
// result from a binary, and why: every run of it failed (how), or it never
// started (its file's process ended before it, or its configurations could
// not be learnt). The drivers tell it what happens; unmeasured() gives the
// `unmeasured` records of the ndjson, and renderUnmeasured() the lines for
// stderr.
//
// A configuration is known by its run pass's argv (`args`, from the
// blocks' discovery or supervise.js's start message) and named by its CSV
// form once a report said it, else by that argv. A configuration that one
// binary's config pass does not run at all (added by the pull request) is
// not missing: compare.js calls it unmatched.
//
// The record's fields are records.js's; how they read is unmeasured.js's,
// which the Action's report shares.

const { describeCause } = require('./job.js');
const { errorLine, clip } = require('../text.js');

const BINARIES = /** @type {const} */ (['old', 'new']);
const ERROR_CHARS = 160;

/** An entry's key: its argv when known, else its name. @param {string[] | null} args @param {string | null} [name] */
const keyOf = (args, name = null) => (args ? `args:${JSON.stringify(args)}` : `name:${name}`);

/**
 * @typedef {'old' | 'new'} Binary
 * @typedef {{ args: string[] | null, name: string | null, expected: Record<Binary, boolean>,
 *   samples: Record<Binary, number>, failures: Record<Binary, object[]> }} Entry
 * @typedef {{ entries: Map<string, Entry>, queueLength: Record<Binary, number>,
 *   lost: Record<Binary, any[]> }} FileState
 *   lost: failures of a whole process that left configurations unstarted, or
 *   of learning the file's configurations
 * @typedef {{ filename: string, configuration: string | null, args: string[] | null,
 *   count: number | null, old: string | null, new: string | null }} Unmeasured  the fields of an
 *   `unmeasured` record (records.js)
 *   configuration null: `count` configurations that cannot be named (null: all of the file's);
 *   old/new: why that binary has no result (null: it has, or it does not run the configuration)
 */

function createCoverage() {
  /** @type {Map<string, FileState>} */
  const files = new Map();

  /** @returns {FileState} */
  const fileState = (filename) => {
    let state = files.get(filename);
    if (!state) {
      state = { entries: new Map(), queueLength: { old: 0, new: 0 }, lost: { old: [], new: [] } };
      files.set(filename, state);
    }
    return state;
  };

  /**
   * @param {string} filename
   * @param {string[] | null} args
   * @param {string | null} name  its CSV form, when known
   * @returns {Entry}
   */
  const entry = (filename, args, name) => {
    const { entries } = fileState(filename);
    const key = keyOf(args, name);
    let found = entries.get(key);
    if (!found) {
      found = { args, name, expected: { old: false, new: false }, samples: { old: 0, new: 0 },
                failures: { old: [], new: [] } };
      entries.set(key, found);
    }
    if (name !== null) found.name ??= name;
    return found;
  };

  return {
    /** The binary's config pass runs this configuration (blocks' discovery, or its start). */
    expect(filename, binary, args) {
      entry(filename, args, null).expected[binary] = true;
    },
    /** A config message: how many configurations the binary's process has. */
    queue(filename, binary, queueLength) {
      const state = fileState(filename);
      if (Number.isInteger(queueLength)) state.queueLength[binary] = Math.max(state.queueLength[binary], queueLength);
    },
    /** A result; args null when the run pass is not known (a file run whole). */
    sample(filename, binary, args, configuration) {
      const found = entry(filename, args, configuration);
      found.expected[binary] = true;
      found.samples[binary]++;
    },
    /**
     * A failure record, as the drivers write it to the ndjson: of one
     * configuration (it names one), of a process that left `missing`
     * configurations without a result (one of them the named one, when it
     * was running), or of learning the file's configurations.
     */
    failure(record) {
      const binary = record.binary;
      if (binary !== 'old' && binary !== 'new') return;
      const state = fileState(record.filename);
      if (record.stage === 'discovery') {
        state.lost[binary].push(record);
        return;
      }
      const args = Array.isArray(record.args) ? record.args : null;
      const named = args !== null || record.configuration !== null;
      if (named) {
        // Our common.js names a failing configuration in the CSV's form;
        // a name that is only its argv is no better than none.
        const name = args && record.configuration === args.join(' ') ? null : record.configuration;
        const found = entry(record.filename, args, name);
        found.expected[binary] = true;
        found.failures[binary].push(record);
      }
      const unstarted = record.missing ? record.missing - (named ? 1 : 0) : named ? 0 : 1;
      if (unstarted > 0) state.lost[binary].push(record);
    },
    /** The CSV form of a configuration known by its argv, else the argv. */
    nameOf(filename) {
      return (args) => files.get(filename)?.entries.get(keyOf(args))?.name ?? args.join(' ');
    },
    /** @returns {Unmeasured[]} */
    unmeasured() {
      return [...files].flatMap(([filename, state]) => unmeasuredOf(filename, state));
    },
  };
}

/** @returns {Unmeasured[]} */
function unmeasuredOf(filename, state) {
  /** @type {Unmeasured[]} */
  const records = [];
  const known = { old: 0, new: 0 };
  for (const found of state.entries.values()) {
    /** @type {Record<Binary, string | null>} */
    const why = { old: null, new: null };
    for (const binary of BINARIES) {
      // Known to the other binary only, and this one's process never ended
      // early: this binary does not run it (unmatched), nothing is missing.
      // A binary whose configurations could not be learnt is listed once,
      // for the whole file, below.
      if (found.expected[binary]) known[binary]++;
      else if (state.lost[binary].length === 0 || state.lost[binary].some((f) => f.stage === 'discovery')) continue;
      if (found.samples[binary] > 0) continue;
      why[binary] = found.failures[binary].length > 0 ? failedRuns(found.failures[binary]) :
        `never started: ${lostText(state.lost[binary])}`;
    }
    if (why.old || why.new) {
      records.push({ filename, configuration: found.name ?? found.args?.join(' ') ?? null, args: found.args,
                     count: 1, ...why });
    }
  }
  // The configurations nobody started under a binary, so never named.
  /** @type {Record<Binary, string | null>} */
  const unnamed = { old: null, new: null };
  const counts = { old: 0, new: 0 };
  for (const binary of BINARIES) {
    const lost = state.lost[binary];
    if (lost.length === 0) continue;
    const discovery = lost.find((f) => f.stage === 'discovery');
    if (discovery) {
      unnamed[binary] = `its configurations could not be learnt: ${causeText(discovery)}`;
      counts[binary] = Math.max(state.queueLength[binary], known[binary === 'old' ? 'new' : 'old']);
    } else if (state.queueLength[binary] > known[binary]) {
      unnamed[binary] = `never started: ${lostText(lost)}`;
      counts[binary] = state.queueLength[binary] - known[binary];
    } else if (known[binary] === 0) {
      // Not one configuration started, and none was announced.
      unnamed[binary] = `never started: ${lostText(lost)}`;
    }
  }
  if (unnamed.old || unnamed.new) {
    const count = Math.max(counts.old, counts.new);
    records.push({ filename, configuration: null, args: null, count: count || null, ...unnamed });
  }
  return records;
}

/** "exited with code 1 in all 2 runs · Error: boom" */
function failedRuns(failures) {
  const causes = new Map();
  for (const cause of failures.map(describeCause)) causes.set(cause, (causes.get(cause) ?? 0) + 1);
  const text = causes.size === 1 ? `${[...causes.keys()][0]}${failures.length > 1 ? ` in all ${failures.length} runs` : ''}` :
    [...causes].map(([cause, n]) => `${cause} (${n} of ${failures.length} runs)`).join('; ');
  return withError(text, failures.map((f) => errorLine(f.stderr)).find(Boolean));
}

/** "exited with code 1 · Error: boom" */
function causeText(failure) {
  return withError(describeCause(failure), errorLine(failure.stderr));
}

/** `text`, then the failure's error line when there is one. */
function withError(text, error) {
  return error ? `${text} · ${clip(error, ERROR_CHARS)}` : text;
}

function lostText(lost) {
  return `its file's process ${causeText(lost[0])}`;
}

module.exports = { createCoverage };
