// scripts/check-node.cjs: `npm test` and the demo refuse a Node.js older than
// package.json's engines.node up front, with the fix; run here under a real
// older node when the machine has one, and under the lowest supported release.

import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './helpers/bench-dir.js';
import { nodeRelease } from '../scripts/node-releases.js';

const require = createRequire(import.meta.url);
/** @type {{ problem: (version: string, range: string, where?: string) => string | null }} */
const { problem } = require('../scripts/check-node.cjs');
const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const ENGINES = pkg.engines.node;
const LOWEST = ENGINES.replace(/^>=/, '');
const CHECK = path.join(repoRoot, 'scripts', 'check-node.cjs');

const refusal = (version, where) => `node-benchmark-action needs Node.js 22.11 or newer (this is ${version}, ${where}): ` +
  'install the latest Node.js 22 or a newer LTS release, e.g. with `nvm install --lts`, or put a newer node first on PATH.';

/** A node on this machine older than engines.node (the system's, often), or null. */
function olderNode() {
  const which = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout.split('\n');
  for (const candidate of new Set(['/usr/bin/node', ...which].filter(Boolean))) {
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    if (version && problem(version, ENGINES) !== null) return { bin: candidate, version: version.slice(1) };
  }
  return null;
}
const older = olderNode();
const needsOlder = { skip: older ? false : `no Node.js older than ${LOWEST} on this machine to refuse` };

test('engines.node is what the check and the message read: >=22.11.0', () => {
  assert.equal(ENGINES, '>=22.11.0');
});

test('a version below engines.node is refused with the fix; the lowest supported and anything newer pass', () => {
  assert.equal(problem('v20.20.2', ENGINES, '/usr/bin/node'), refusal('20.20.2', '/usr/bin/node'));
  for (const version of ['v22.10.9', 'v22.0.0', 'v21.99.99', 'v18.20.8', 'v0.10.48']) {
    assert.match(problem(version, ENGINES) ?? '', /^node-benchmark-action needs Node\.js 22\.11 or newer \(this is /, version);
  }
  for (const version of ['v22.11.0', 'v22.11.1', 'v22.12.0', 'v23.0.0', 'v24.21.0', 'v26.12.1', 'v100.0.0']) {
    assert.equal(problem(version, ENGINES), null, version);
  }
  // A patch release as the minimum is named whole.
  assert.match(problem('v24.1.0', '>=24.1.2') ?? '', /needs Node\.js 24\.1\.2 or newer \(this is 24\.1\.0\): install the latest Node\.js 24 /);
  assert.throws(() => problem('v22.11.0', '^22.11.0'), /engines\.node should read >=X\.Y\.Z, not "\^22\.11\.0"/);
});

test('under an older Node.js of this machine: the refusal on stderr, exit 1, nothing on stdout', needsOlder, () => {
  const { bin, version } = /** @type {NonNullable<typeof older>} */ (older);
  const result = spawnSync(bin, [CHECK], { encoding: 'utf8' });
  assert.deepEqual([result.status, result.stdout, result.stderr], [1, '', `${refusal(version, bin)}\n`]);
});

test('the demo refuses an older Node.js before it fetches or runs anything', needsOlder, () => {
  const { bin, version } = /** @type {NonNullable<typeof older>} */ (older);
  const result = spawnSync(bin, [path.join(repoRoot, 'scripts', 'demo.js'), '--runs', '1', '--out', '/nonexistent/demo.csv'],
    { encoding: 'utf8', cwd: repoRoot });
  assert.deepEqual([result.status, result.stdout, result.stderr], [1, '', `${refusal(version, bin)}\n`]);
});

test(`under the lowest supported release (${LOWEST}): silent, exit 0`, { timeout: 300_000 }, async () => {
  const bin = await nodeRelease(LOWEST);
  const result = spawnSync(bin, [CHECK], { encoding: 'utf8' });
  assert.deepEqual([result.status, result.stdout, result.stderr], [0, '', '']);
});

test('npm runs the check before `npm test` and `npm run demo` (pretest, predemo)', () => {
  assert.equal(pkg.scripts.pretest, 'node scripts/check-node.cjs');
  assert.equal(pkg.scripts.predemo, 'node scripts/check-node.cjs');
  assert.equal(pkg.scripts.demo, 'node scripts/demo.js');
});
