// What the report step writes into the results directory, next to the run
// step's files (files.js REPORT_FILES): results.json and comment.md
// (report/publish.js), the charts (modes/report.js) and, for shards, one CSV
// of all their rows. Each is written fresh through safe-files.js: a link
// that the run job planted at the name is replaced, never followed.

import fs from 'node:fs';
import path from 'node:path';
import { FILES, REPORT_FILES } from './files.js';
import { withoutCutLine } from './read-results.js';
import { writeFreshFile } from './safe-files.js';

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
