// What the report step writes into the results directory, next to the run
// step's files (files.js REPORT_FILES): the charts, for shards one CSV of all
// their rows, results.json and comment.md, all at once (writeReportFiles,
// which report/publish.js calls). Each is written fresh through
// safe-files.js: a link that the run job planted at the name is replaced,
// never followed.

import fs from 'node:fs';
import path from 'node:path';
import { FILES, REPORT_FILES } from './files.js';
import { withoutCutLine } from './read-results.js';
import { writeFreshFile } from './safe-files.js';

/**
 * Writes the report's files into the results directory, in this order: the
 * charts, the shards' CSV merged (when there are several), results.json,
 * comment.md.
 * @param {string} dir
 * @param {{ charts: Record<string, string>, shards: string[], json: string, comment: string }} files
 *   charts: SVG by file name (FILES.ratesChart, ...); shards: the measured shards' directories (mergeCsvFiles)
 * @returns {{ csv: string | undefined, json: string, comment: string }}  their paths; csv: the run's one CSV
 * @throws {import('./safe-files.js').FileWriteError}
 */
export function writeReportFiles(dir, { charts, shards, json, comment }) {
  for (const [name, svg] of Object.entries(charts)) writeReportFile(dir, name, svg);
  const csv = mergeCsvFiles(shards, dir);
  return { csv, json: writeReportFile(dir, FILES.json, json), comment: writeReportFile(dir, FILES.comment, comment) };
}

/**
 * Writes one of the report's files into the results directory.
 * @param {string} dir
 * @param {string} name  one of REPORT_FILES, e.g. FILES.json
 * @param {string | Uint8Array} data
 * @returns {string}  its path
 * @throws {import('./safe-files.js').FileWriteError}
 */
export function writeReportFile(dir, name, data) {
  if (!REPORT_FILES.includes(name)) throw new Error(`${name} is not a file the report writes (${REPORT_FILES.join(', ')})`);
  return writeFreshFile(dir, name, data);
}

/**
 * One CSV for the `csv` output: the only shard's file, or the shards' rows
 * under one header in `<dir>/results-merged.csv`. Each file was read and
 * parsed within bounds by readResults before; a line cut short at the end of
 * one is left out, as readResults left it out.
 * @param {string[]} dirs  the shards with a results.csv
 * @param {string} dir  the results directory
 * @returns {string | undefined}
 * @throws {import('./safe-files.js').FileWriteError}
 */
export function mergeCsvFiles(dirs, dir) {
  const files = dirs.map((d) => path.join(d, FILES.csv));
  if (files.length <= 1) return files[0] && path.resolve(files[0]);
  const parts = files.map((f, i) => {
    const { text } = withoutCutLine(fs.readFileSync(f, 'utf8'));
    // The header once, from the first file.
    return i === 0 ? text : text.slice(text.indexOf('\n') + 1);
  });
  return path.resolve(writeReportFile(dir, FILES.mergedCsv, parts.join('')));
}
