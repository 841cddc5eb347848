// A run step's results as the report reads them (untrusted: files.js):
// results.csv, parsed and checked by compare.js's own CSV reader, and what
// samples.ndjson adds to it (read-records.js). A run can stop half way (its
// job cancelled, timed out or killed): every row so far is kept, and
// readResults says how far it got (Partial), so the report can say the
// results are partial instead of passing them off as a complete run.

import path from 'node:path';
import csv from '../../benchmark/_lib/data/csv.js';
import unmeasuredModule from '../../benchmark/_lib/words/unmeasured.js';
import { ArtifactError, FILES, MAX_BYTES, MAX_FAILURES } from './files.js';
import { readBounded, readBoundedBytes, untrustedText } from './read-files.js';
import { readRunRecords } from './read-records.js';
import textModule from '../../benchmark/_lib/text.js';

const { errorMessage } = textModule;

const { parseCompareCsv } = csv;
const { badRateCause } = unmeasuredModule;

/**
 * @typedef {import('./files.js').BenchmarkFailure} BenchmarkFailure
 * @typedef {import('./files.js').Unmeasured} Unmeasured
 * @typedef {import('./files.js').Partial} Partial
 */

/**
 * Reads a run step's results: `results.csv` (required), and from
 * `samples.ndjson` what readRunRecords finds. A CSV whose last line has no
 * newline was cut while compare.js wrote it (a row always ends with one):
 * that line is left out, since a number cut short still reads as a number.
 * @param {string} dir
 * @returns {{ samples: ReturnType<typeof parseCompareCsv>['samples'], warnings: string[], partial: Partial | null }
 *   & Omit<ReturnType<typeof readRunRecords>, 'warnings' | 'stopped'>}
 *   warnings: for the reader of the comment; partial: null when nothing says the run stopped early
 * @throws {ArtifactError} no CSV, or one that is not compare.js's
 */
export function readResults(dir) {
  const bytes = readBoundedBytes(path.join(dir, FILES.csv), MAX_BYTES.csv, FILES.csv);
  if (bytes === null) throw new ArtifactError(`the results have no ${FILES.csv} (looked in ${dir})`);
  // Bytes, so that lines that are not UTF-8 are named (csv.decode) instead of becoming configurations silently.
  const { text: whole, warnings: encoding } = csv.decode(bytes);
  const { text, cutLine } = withoutCutLine(whole);
  let parsed;
  try {
    parsed = parseCompareCsv(text, { measured: true, unrated: true });
  } catch (err) {
    throw new ArtifactError(`${FILES.csv} is not compare.js output: ${errorMessage(err)}`);
  }
  const warnings = [...encoding.map((w) => `${FILES.csv}: ${w}`), ...parsed.warnings.map((w) => `${FILES.csv}: ${w}`)];
  let ndjson = null;
  try {
    ndjson = readBounded(path.join(dir, FILES.ndjson), MAX_BYTES.ndjson, FILES.ndjson);
  } catch (err) {
    if (!(err instanceof ArtifactError)) throw err;
    warnings.push(`${err.message}: the results are analysed without it`);
  }
  const { warnings: recordWarnings, stopped, ...records } = ndjson === null || ndjson === '' ?
    { method: null, elapsed: null, failures: [], moreFailures: false, unmeasured: [], moreUnmeasured: false, pairing: null,
      stopped: null, warnings: [],
      note: `there is no ${FILES.ndjson}: Welch's test on the CSV` } :
    readRunRecords(ndjson, parsed.samples);
  const partial = stopped || cutLine !== null ? { stopped, cutLine } : null;
  const unrated = unratedRecords(parsed.unrated, parsed.samples);
  return { samples: parsed.samples, warnings: [...warnings, ...recordWarnings], partial, ...records,
    failures: [...records.failures, ...unrated.failures].slice(0, MAX_FAILURES),
    moreFailures: records.moreFailures || records.failures.length + unrated.failures.length > MAX_FAILURES,
    unmeasured: [...records.unmeasured, ...unrated.unmeasured].slice(0, MAX_FAILURES),
    moreUnmeasured: records.moreUnmeasured || records.unmeasured.length + unrated.unmeasured.length > MAX_FAILURES };
}

/**
 * The CSV's rows whose rate is `null` (an older compare.js wrote one for a
 * rate that was NaN or Infinity; csv.js keeps them apart) as what compare.js
 * now records for them: a failure per row, and the configuration unmeasured
 * by a binary that has no other result for it. The other configurations
 * are analysed as usual.
 * @param {ReturnType<typeof parseCompareCsv>['unrated']} rows
 * @param {ReturnType<typeof parseCompareCsv>['samples']} samples
 * @returns {{ failures: BenchmarkFailure[], unmeasured: Unmeasured[] }}
 */
function unratedRecords(rows, samples) {
  if (rows.length === 0) return { failures: [], unmeasured: [] };
  const key = (r) => `${r.binary}\0${r.filename}\0${r.configuration}`;
  const measured = new Set(samples.map(key));
  /** @type {Map<string, { filename: string, configuration: string, old: string[], new: string[] }>} */
  const byConfiguration = new Map();
  for (const row of rows) {
    const name = `${row.filename}\0${row.configuration}`;
    const entry = byConfiguration.get(name) ?? { filename: row.filename, configuration: row.configuration, old: [], new: [] };
    if (!measured.has(key(row))) entry[row.binary].push(row.rate);
    byConfiguration.set(name, entry);
  }
  const failures = rows.slice(0, MAX_FAILURES + 1).map((row) => ({ filename: untrustedText(row.filename, 300) ?? '',
    binary: row.binary, configuration: untrustedText(row.configuration, 300), cause: badRateCause(row.rate), error: null }));
  const why = (rates) => (rates.length === 0 ? null :
    `${badRateCause(rates[0])}${rates.length > 1 ? ` in all ${rates.length} runs` : ''}`);
  const unmeasured = [...byConfiguration.values()].filter((e) => e.old.length > 0 || e.new.length > 0)
    .slice(0, MAX_FAILURES + 1).map((e) => ({ filename: untrustedText(e.filename, 300) ?? '',
      configuration: untrustedText(e.configuration, 300), count: 1, old: why(e.old), new: why(e.new) }));
  return { failures, unmeasured };
}

/**
 * The CSV up to its last newline, and the number of the line after it when
 * that line was cut (null when the text ends with a newline, or is empty).
 * @param {string} text
 */
export function withoutCutLine(text) {
  if (text === '' || text.endsWith('\n')) return { text, cutLine: null };
  const end = text.lastIndexOf('\n') + 1;
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) line++;
  return { text: text.slice(0, end), cutLine: line };
}
