// The temp directories the tests make, removed when the test file's
// process exits (node --test runs each file in a process of its own),
// whether its tests passed or failed: a full run left 2 GB behind before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** @type {string[]} */
const made = [];

process.on('exit', () => {
  for (const dir of made) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // A directory a test made unwritable (as another user would find it) stays; nothing fails at exit.
    }
  }
});

/**
 * A new directory `<parent>/<prefix>XXXXXX`, removed when this process exits.
 * @param {string} prefix  e.g. `nba-bench-`
 * @param {string} [parent]  default: the temp directory
 */
export function tempDir(prefix, parent = os.tmpdir()) {
  const dir = fs.mkdtempSync(path.join(parent, prefix));
  made.push(dir);
  return dir;
}
