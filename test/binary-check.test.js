// benchmark/_lib/run/binary-check.js: whether a binary given to compare.js starts
// as node, from what `--version` does (compare-cli.test.js runs compare.js on
// such binaries).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { checkStarts } = require('../benchmark/_lib/run/binary-check.js');

/** A shell script in a temporary directory, executable. */
function script(t, body) {
  const dir = tempDir('nba-check-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'node');
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

test('node, and a wrapper that runs it, start: the version is what they print', (t) => {
  assert.deepEqual(checkStarts(process.execPath), { version: process.version, problem: null });
  const wrapper = script(t, `exec '${process.execPath}' "$@"`);
  assert.deepEqual(checkStarts(wrapper), { version: process.version, problem: null });
  assert.equal(checkStarts(script(t, 'echo v24.0.0-nightly20250101abcdef')).problem, null);
});

test('what does not start as node is named with what it did', (t) => {
  const silent = script(t, 'exit 3');
  assert.equal(checkStarts(silent).problem, `'${silent} --version' exited with code 3 and printed nothing`);
  const killed = script(t, 'kill -SEGV $$');
  assert.equal(checkStarts(killed).problem, `'${killed} --version' was killed by SIGSEGV and printed nothing`);
  const other = script(t, 'echo "true (GNU coreutils) 9.1"');
  assert.equal(checkStarts(other).problem, `'${other} --version' printed 'true (GNU coreutils) 9.1', not a node version ` +
    '(v22.11.0)');
  const hanging = script(t, 'exec sleep 10');
  assert.equal(checkStarts(hanging, { timeout: 200 }).problem, `'${hanging} --version' did not finish within 0.2 s`);
  assert.match(checkStarts('/nonexistent/node').problem ?? '', /^'\/nonexistent\/node --version' could not be started \(ENOENT\)$/);
});
