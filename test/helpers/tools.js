// The tools .ci/run installs (.ci/tools.json), for the tests that need them.
//
//   const act = tool('act');
//   test('...', { skip: act.skip }, () => { const bin = act.require(); ... });
//
// Outside CI a missing tool skips the test, and the skip says how to get it.
// In CI (.ci/run installed it) the test runs, and a missing tool fails it
// with the same words, never with a symptom further down.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './bench-dir.js';

/** @type {Record<string, { install: string, version: string[], expect?: string }>} */
const TOOLS = JSON.parse(fs.readFileSync(path.join(repoRoot, '.ci', 'tools.json'), 'utf8'));

/** PATH, then `$(go env GOPATH)/bin`, where `go install` puts what .ci/run installs. */
function candidates(name) {
  const found = [name];
  try {
    found.push(path.join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin', name));
  } catch {
    // no Go: only PATH
  }
  return found;
}

/**
 * @param {string} name  a key of .ci/tools.json
 * @returns {{ path: string | null, skip: string | false, require: () => string }}
 */
export function tool(name) {
  const spec = TOOLS[name];
  if (!spec || name === 'comment') throw new Error(`.ci/tools.json has no tool '${name}'`);
  const found = candidates(name).find((c) => {
    const result = spawnSync(c, spec.version, { encoding: 'utf8', timeout: 30_000 });
    return !result.error && (!spec.expect || `${result.stdout}${result.stderr}`.includes(spec.expect));
  }) ?? null;
  const missing = `${name}${spec.expect ? ` (${spec.expect})` : ''} is not installed: ` +
                  `'bash .ci/run' installs it, or by hand: ${spec.install}`;
  return {
    path: found,
    skip: found || process.env.CI ? false : missing,
    require() {
      if (!found) throw new Error(`this test needs ${missing}`);
      return found;
    },
  };
}
