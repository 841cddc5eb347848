// A results directory as the run step leaves it, for the readers' tests:
// the files given, by name, in a new temporary directory.

import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp.js';

/** @param {Record<string, string | Buffer>} files  name → text or bytes @returns {string} the directory */
export function resultsDir(files) {
  const dir = tempDir('nba-results-');
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/** compare.js's CSV of one configuration, one run each. */
export const CSV = '"binary","filename","configuration","rate","time"\n' +
  '"old","a/b.js","n=1",10,0.1\n"new","a/b.js","n=1",12,0.1\n';
