'use strict';

// The history store: what main's commits measured against a fixed reference
// binary, one plain JSON file per commit, in a directory the workflow keeps
// on a data branch (docs/history.md).
//
//   <store>/commits/<sha>.json      one commit, measured against one reference
//   <store>/links/<from>--<to>.json a run of one reference against the next
//   <store>/alerts.json             the change points and losses already told
//
// A commit's file holds, per configuration, the ratio of the commit's rate to
// the reference's (higher is faster) with its 95% interval, and the
// reference's own rate (the machine's record):
//
//   { "version": 1, "commit": "<sha>", "date": "<ISO>", "position": 5120 | null, "reference": "v24.11.0",
//     "pullRequest": 12 | null,
//     "configurations": [{ "filename": "a/b.js", "configuration": "n=1", "ratio": 0.98,
//       "ratioLow": 0.97, "ratioHigh": 0.99, "blocks": 12, "referenceRate": 1.2e6, "rate": 1.17e6,
//       "allocations": { "ratio": 1, "ratioLow": 1, "ratioHigh": 1 } | null }],
//     "failed": [{ "filename": "a/b.js", "configuration": "n=2", "reason": "..." }] }
//
// Commits are in the order of their date, then of their position (how many
// commits the branch's first-parent history has up to them: commits that
// land together share a date), then of their SHA.
//
// The ratio, not the rate, is what the series follows: the machine's drift,
// a new kernel or a second host move both binaries of a paired run alike and
// cancel out. A change of reference starts a new series; a link file (the
// old reference run as `old`, the new one as `new`) says how the two relate.
//
// The files are written by runs of main's code, but a public page reads
// them, and a data branch can be pushed to: every file is read bounded (its
// size, its counts, its strings) and checked field by field; a file that
// fails is left out and named, never half-read.

const fs = require('fs');
const path = require('path');
const { SHA } = require('../commit-sha.js');
const { byteOrder, errorMessage } = require('../text.js');
const { FileReadError, readPlainFile } = require('../plain-file.js');
const { categoryOf } = require('../run/categories.js');

const STORE_VERSION = 1;
const LIMITS = Object.freeze({
  fileBytes: 8 * 1024 * 1024, files: 100_000, configurations: 20_000, text: 2000, alerts: 100_000,
});
// A release ('v24.11.0', '24.11.0') or a commit: what names a series, and a file.
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,99}$/;

class HistoryError extends Error {}

/**
 * @typedef {{ ratio: number, ratioLow: number, ratioHigh: number }} Interval
 * @typedef {{ filename: string, configuration: string, ratio: number, ratioLow: number, ratioHigh: number,
 *   blocks: number | null, referenceRate: number, rate: number, allocations: Interval | null }} Measured
 * @typedef {{ filename: string, configuration: string, reason: string }} Failed
 * @typedef {{ version: number, commit: string, date: string, position: number | null, reference: string,
 *   pullRequest: number | null, configurations: Measured[], failed: Failed[] }} CommitRecord
 * @typedef {{ version: number, from: string, to: string, commit: string | null, date: string,
 *   configurations: Measured[], failed: Failed[] }} LinkRecord
 */

/** The name of a configuration, as analyze.js and the comment write it. @param {{ filename: string, configuration: string }} c */
const nameOf = ({ filename, configuration }) => (configuration ? `${filename} ${configuration}` : filename);


/**
 * A commit's record, checked as a reader checks it.
 * @param {{ commit: string, date: string, position?: number | null, reference: string, pullRequest?: number | null,
 *   configurations: Measured[], failed: Failed[] }} fields
 * @returns {CommitRecord}
 */
function commitRecord({ commit, date, position = null, reference, pullRequest = null, configurations, failed }) {
  const record = { version: STORE_VERSION, commit, date: isoDate(date, '--date'), position, reference, pullRequest,
    configurations, failed };
  return checkCommit(record, 'the new record');
}

/**
 * A date as the store writes it (ISO 8601, UTC), from what a user or git gives.
 * @param {string} text  @param {string} what
 */
function isoDate(text, what) {
  const ms = typeof text === 'string' && /^\d{4}-\d\d-\d\d/.test(text) ? Date.parse(text) : NaN;
  if (!Number.isFinite(ms)) throw new HistoryError(`${what}: expected a date such as 2026-11-27T12:00:00Z, got ${JSON.stringify(text)}`);
  return new Date(ms).toISOString();
}

/**
 * Writes a commit's file, atomically (a reader never sees half of it).
 * @param {string} store  @param {CommitRecord} record
 * @param {{ replace?: boolean }} [options]  replace: overwrite a file of the same commit
 * @returns {string} the file written
 */
function writeCommit(store, record, { replace = false } = {}) {
  const file = path.join(store, 'commits', `${record.commit}.json`);
  if (!replace && fs.existsSync(file)) {
    throw new HistoryError(`${file} exists: commit ${record.commit} is in the store already (--replace to measure it again)`);
  }
  writeJson(file, record);
  return file;
}

/**
 * Writes a link between two references.
 * @param {string} store  @param {LinkRecord} record
 */
function writeLink(store, record) {
  const file = path.join(store, 'links', `${record.from}--${record.to}.json`);
  writeJson(file, checkLink(record, 'the new link'));
  return file;
}

/** @param {string} file  @param {unknown} value */
function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const text = `${JSON.stringify(value, null, 1)}\n`;
  if (Buffer.byteLength(text) > LIMITS.fileBytes) {
    throw new HistoryError(`${file} would be over ${LIMITS.fileBytes} bytes: too many configurations for one file`);
  }
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

// ---- reading -----------------------------------------------------------------------------------------

/** Why a file of the store is left out, in the store's words, by plain-file.js's reason. */
const REFUSED = {
  link: () => 'a link, not a file',
  'not-plain': () => 'not a plain file',
  'too-big': (/** @type {FileReadError} */ err) => `${err.size} bytes, more than ${LIMITS.fileBytes}`,
  unreadable: (/** @type {FileReadError} */ err) => `cannot be read (${err.code})`,
};

/**
 * A file of the store as text: read by plain-file.js (never through a link,
 * at most LIMITS.fileBytes), refused in the store's words.
 * @param {string} file
 * @throws {HistoryError}
 */
function readText(file) {
  let bytes;
  try {
    bytes = readPlainFile(file, LIMITS.fileBytes);
  } catch (err) {
    if (!(err instanceof FileReadError)) throw err;
    throw new HistoryError(REFUSED[err.reason](err));
  }
  if (bytes === null) throw new HistoryError('cannot be read (ENOENT)');
  return bytes.toString('utf8');
}

/**
 * Field checks: each returns the value or throws naming the field.
 * @param {any} object  @param {string} key  @param {string} where
 */
function field(object, key, where) {
  if (object === null || typeof object !== 'object' || Array.isArray(object)) throw new HistoryError(`${where}: not an object`);
  return { value: object[key], name: `${where}.${key}` };
}
/** @param {{ value: any, name: string }} f  @param {RegExp} [pattern] */
function str({ value, name }, pattern) {
  if (typeof value !== 'string' || value.length > LIMITS.text || (pattern && !pattern.test(value))) {
    throw new HistoryError(`${name}: expected ${pattern ? `text matching ${pattern}` : `text of at most ${LIMITS.text} characters`}`);
  }
  return value;
}
/** @param {{ value: any, name: string }} f */
function positive({ value, name }) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new HistoryError(`${name}: expected a number above 0`);
  return value;
}
/** @param {{ value: any, name: string }} f  @param {number} max */
function list({ value, name }, max) {
  if (!Array.isArray(value) || value.length > max) throw new HistoryError(`${name}: expected a list of at most ${max}`);
  return value;
}

/** @param {any} value  @param {string} where  @returns {Interval} */
function interval(value, where) {
  const ratio = positive(field(value, 'ratio', where));
  const ratioLow = positive(field(value, 'ratioLow', where));
  const ratioHigh = positive(field(value, 'ratioHigh', where));
  if (!(ratioLow <= ratio && ratio <= ratioHigh)) throw new HistoryError(`${where}: the interval does not hold the ratio`);
  return { ratio, ratioLow, ratioHigh };
}

/** @param {any} value  @param {string} where  @returns {Measured} */
function measured(value, where) {
  const blocks = field(value, 'blocks', where).value;
  const allocations = field(value, 'allocations', where).value;
  return {
    filename: str(field(value, 'filename', where)), configuration: str(field(value, 'configuration', where)),
    ...interval(value, where),
    blocks: Number.isInteger(blocks) && blocks >= 0 ? blocks : null,
    referenceRate: positive(field(value, 'referenceRate', where)), rate: positive(field(value, 'rate', where)),
    allocations: allocations == null ? null : interval(allocations, `${where}.allocations`),
  };
}

/** @param {any} value  @param {string} where  @returns {{ configurations: Measured[], failed: Failed[] }} */
function results(value, where) {
  const configurations = list(field(value, 'configurations', where), LIMITS.configurations)
    .map((c, i) => measured(c, `${where}.configurations[${i}]`));
  const failed = list(field(value, 'failed', where), LIMITS.configurations).map((f, i) => ({
    filename: str(field(f, 'filename', `${where}.failed[${i}]`)),
    configuration: str(field(f, 'configuration', `${where}.failed[${i}]`)),
    reason: str(field(f, 'reason', `${where}.failed[${i}]`)),
  }));
  const names = new Set();
  for (const c of configurations) {
    const name = nameOf(c);
    if (names.has(name)) throw new HistoryError(`${where}: ${JSON.stringify(name)} is there twice`);
    names.add(name);
  }
  return { configurations, failed };
}

/** @param {any} value  @param {string} where */
function checkVersion(value, where) {
  const version = field(value, 'version', where).value;
  if (version !== STORE_VERSION) {
    throw new HistoryError(`${where}: version ${JSON.stringify(version)}, this history.js reads version ${STORE_VERSION}` +
      (Number.isInteger(version) && version > STORE_VERSION ? ': update node-benchmark-action' : ''));
  }
}

/** @param {any} value  @param {string} where  @returns {CommitRecord} */
function checkCommit(value, where) {
  checkVersion(value, where);
  const pullRequest = field(value, 'pullRequest', where).value ?? null;
  if (pullRequest !== null && !(Number.isInteger(pullRequest) && pullRequest > 0)) {
    throw new HistoryError(`${where}.pullRequest: expected a pull request number or null`);
  }
  const position = field(value, 'position', where).value ?? null;
  if (position !== null && !(Number.isSafeInteger(position) && position >= 0)) {
    throw new HistoryError(`${where}.position: expected a count of commits or null`);
  }
  return {
    version: STORE_VERSION, commit: str(field(value, 'commit', where), SHA),
    date: isoDate(str(field(value, 'date', where)), `${where}.date`), position,
    reference: str(field(value, 'reference', where), REFERENCE), pullRequest, ...results(value, where),
  };
}

/** @param {any} value  @param {string} where  @returns {LinkRecord} */
function checkLink(value, where) {
  checkVersion(value, where);
  const commit = field(value, 'commit', where).value ?? null;
  return {
    version: STORE_VERSION, from: str(field(value, 'from', where), REFERENCE), to: str(field(value, 'to', where), REFERENCE),
    commit: commit === null ? null : str(field(value, 'commit', where), SHA),
    date: isoDate(str(field(value, 'date', where)), `${where}.date`), ...results(value, where),
  };
}

/**
 * The files of a store's subdirectory that end in `.json`; none when it is absent.
 * @param {string} dir
 */
function jsonFiles(dir) {
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return [];
    throw new HistoryError(`${dir}: ${errorMessage(err)}`);
  }
  const files = names.filter((name) => name.endsWith('.json')).sort(byteOrder);
  if (files.length > LIMITS.files) throw new HistoryError(`${dir} holds ${files.length} files, more than ${LIMITS.files}`);
  return files.map((name) => path.join(dir, name));
}

/**
 * Every commit and link of a store, checked; what cannot be read is left
 * out and named in `problems`. Commits in order of their date (then sha).
 * @param {string} store
 * @returns {{ commits: CommitRecord[], links: LinkRecord[], problems: string[] }}
 */
function readStore(store) {
  if (!fs.statSync(store, { throwIfNoEntry: false })?.isDirectory()) {
    throw new HistoryError(`the store ${store} is not a directory`);
  }
  /** @type {string[]} */
  const problems = [];
  /** @template T @param {string} file @param {(value: any, where: string) => T} check @returns {T | null} */
  const load = (file, check) => {
    try {
      let value;
      try {
        value = JSON.parse(readText(file));
      } catch (err) {
        if (err instanceof SyntaxError) throw new HistoryError(`not JSON: ${err.message}`);
        throw err;
      }
      return check(value, 'the file');
    } catch (err) {
      if (!(err instanceof HistoryError)) throw err;
      problems.push(`${file}: ${err.message}; left out`);
      return null;
    }
  };
  const commits = [];
  for (const file of jsonFiles(path.join(store, 'commits'))) {
    const record = load(file, checkCommit);
    if (record === null) continue;
    if (path.basename(file) !== `${record.commit}.json`) {
      problems.push(`${file}: holds commit ${record.commit}, not the one its name says; left out`);
      continue;
    }
    commits.push(record);
  }
  commits.sort((a, b) => byteOrder(a.date, b.date) || (a.position ?? -1) - (b.position ?? -1) ||
    byteOrder(a.commit, b.commit));
  const links = /** @type {LinkRecord[]} */ (jsonFiles(path.join(store, 'links')).map((f) => load(f, checkLink))
    .filter((l) => l !== null));
  return { commits, links, problems };
}

/**
 * The store as series: one per reference, in the order each reference was
 * first used; each configuration's points indexed into its commits.
 * @param {CommitRecord[]} commits  in order
 */
function seriesOf(commits) {
  /** @type {Map<string, { reference: string, commits: { commit: string, date: string, pullRequest: number | null }[],
   *   byName: Map<string, { name: string, filename: string, configuration: string, category: string,
   *   points: ({ index: number } & Interval & { referenceRate: number, allocations: Interval | null })[] }>,
   *   failed: Map<number, Failed[]> }>} */
  const series = new Map();
  for (const record of commits) {
    let s = series.get(record.reference);
    if (!s) {
      s = { reference: record.reference, commits: [], byName: new Map(), failed: new Map() };
      series.set(record.reference, s);
    }
    const index = s.commits.length;
    s.commits.push({ commit: record.commit, date: record.date, pullRequest: record.pullRequest });
    for (const c of record.configurations) {
      const name = nameOf(c);
      let configuration = s.byName.get(name);
      if (!configuration) {
        configuration = { name, filename: c.filename, configuration: c.configuration, category: categoryOf(c.filename), points: [] };
        s.byName.set(name, configuration);
      }
      configuration.points.push({ index, ratio: c.ratio, ratioLow: c.ratioLow, ratioHigh: c.ratioHigh,
        referenceRate: c.referenceRate, allocations: c.allocations });
    }
    if (record.failed.length > 0) s.failed.set(index, record.failed);
  }
  return [...series.values()].map(({ reference, commits: list, byName, failed }) => ({
    reference, commits: list, failed,
    configurations: [...byName.values()].sort((a, b) => byteOrder(a.name, b.name)),
  }));
}

// ---- alerts ------------------------------------------------------------------------------------------

/**
 * The keys of what was told already (change points and losses).
 * @param {string} store
 * @returns {Set<string>}
 */
function readAlerts(store) {
  const file = path.join(store, 'alerts.json');
  if (!fs.existsSync(file)) return new Set();
  let value;
  try {
    value = JSON.parse(readText(file));
  } catch (err) {
    throw new HistoryError(`${file}: ${errorMessage(err)}`);
  }
  checkVersion(value, file);
  const told = list(field(value, 'told', file), LIMITS.alerts).map((key, i) => str({ value: key, name: `${file}.told[${i}]` }));
  return new Set(told);
}

/** @param {string} store  @param {Set<string>} told */
function writeAlerts(store, told) {
  const keys = [...told].sort(byteOrder);
  if (keys.length > LIMITS.alerts) keys.splice(0, keys.length - LIMITS.alerts);
  writeJson(path.join(store, 'alerts.json'), { version: STORE_VERSION, told: keys });
}

module.exports = {
  STORE_VERSION, LIMITS, REFERENCE, HistoryError, nameOf, commitRecord, isoDate,
  writeCommit, writeLink, readStore, seriesOf, readAlerts, writeAlerts, checkCommit,
};
