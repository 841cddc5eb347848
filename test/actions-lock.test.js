// The third-party actions the act tests run are tied to the workflows' pins
// by .github/actions-lock.json (scripts/actions-lock.js), not by what one
// Go module proxy instance happens to report: a fresh machine with an empty
// module cache must get the same verdict as this one.

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { run, repoRoot } from './helpers/bench-dir.js';
import {
  LOCK_FILE, checkDownload, fetchAction, pinnedActions, readLock, workflowFiles,
} from '../scripts/actions-lock.js';
import { tempDir } from './helpers/temp.js';

const BENCHMARK_YML = path.join(repoRoot, '.github', 'workflows', 'benchmark.yml');
const CHECKOUT = {
  uses: 'actions/checkout@1af3b93b6815bc44a9784bd300feb67ff0d1eeb3', repository: 'actions/checkout',
  sha: '1af3b93b6815bc44a9784bd300feb67ff0d1eeb3', version: 'v6.0.0',
};
const ENTRY = { tag: 'v6.0.0', module: 'github.com/actions/checkout@v6.0.0+incompatible', sum: 'h1:AAAA=' };

/** An empty Go module cache, removed (its files are read-only) after the test. */
function emptyModuleCache(t) {
  const dir = tempDir('nba-gomodcache-');
  const env = { ...process.env, GOMODCACHE: dir };
  t.after(() => {
    execFileSync('go', ['clean', '-modcache'], { env, stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return env;
}

test('the lock has exactly one entry for each third-party action the workflows pin', () => {
  const pins = pinnedActions(workflowFiles()).map((a) => a.uses);
  assert.ok(pins.length >= 3, `found ${pins.join(', ')}`);
  assert.deepEqual(Object.keys(readLock()).sort(), pins.sort());
  for (const action of pinnedActions(workflowFiles())) {
    assert.equal(readLock()[action.uses].tag, action.version, `${action.uses} is locked at its '# vX.Y.Z' tag`);
    assert.match(readLock()[action.uses].sum, /^h1:[A-Za-z0-9+/]{43}=$/);
  }
});

test('with an empty Go module cache, the act tests\' actions download and match the lock', { timeout: 300_000 }, (t) => {
  const env = emptyModuleCache(t);
  const actions = pinnedActions([BENCHMARK_YML]);
  assert.deepEqual(actions.map((a) => a.repository),
    ['actions/checkout', 'actions/download-artifact', 'actions/upload-artifact']);
  for (const action of actions) {
    const dir = fetchAction(action, { env });
    assert.ok(dir.startsWith(env.GOMODCACHE), `${dir} is in the new module cache`);
    assert.ok(fs.existsSync(path.join(dir, 'action.yml')), `${action.repository} has its action.yml`);
  }

  // The same download against a lock that records other content is refused,
  // and the message says what to do.
  const root = tempDir('nba-lock-');
  const forged = { ...readLock(), [CHECKOUT.uses]: { ...readLock()[CHECKOUT.uses], sum: 'h1:AAAA=' } };
  fs.mkdirSync(path.join(root, '.github'));
  fs.writeFileSync(path.join(root, LOCK_FILE), JSON.stringify({ actions: forged }));
  assert.throws(() => fetchAction(CHECKOUT, { root, env }), {
    message: new RegExp(`^actions/checkout v6\\.0\\.0 downloaded with content hash ${
      readLock()[CHECKOUT.uses].sum.replace(/[+]/g, '\\+')}, but ${LOCK_FILE} records h1:AAAA=: .*` +
      `run 'npm run actions:lock' only if the new content is what you want to run$`),
  });
});

test('the proxy\'s commit is checked when it reports one, and never required', () => {
  const info = { Dir: '/d', Sum: 'h1:AAAA=' };
  assert.equal(checkDownload(CHECKOUT, ENTRY, info), null, 'no Origin: the content hash decides');
  assert.equal(checkDownload(CHECKOUT, ENTRY, { ...info, Origin: { Hash: CHECKOUT.sha } }), null);
  assert.equal(checkDownload(CHECKOUT, ENTRY, { ...info, Origin: { Hash: 'b'.repeat(40) } }),
    `actions/checkout v6.0.0 is commit ${'b'.repeat(40)} on the Go module proxy, not the pinned ${CHECKOUT.sha}`);
});

test('a pin the lock does not know, or knows at another tag, names the command that updates it', () => {
  const info = { Dir: '/d', Sum: 'h1:AAAA=' };
  assert.equal(checkDownload(CHECKOUT, undefined, info),
    `${LOCK_FILE} has no entry for ${CHECKOUT.uses}: run 'npm run actions:lock'`);
  const otherTag = checkDownload(CHECKOUT, { ...ENTRY, tag: 'v5.0.0' }, info);
  assert.ok(otherTag !== null);
  assert.match(otherTag,
    /locks actions\/checkout@1af3b93\w+ as github\.com\/actions\/checkout@v6\.0\.0\+incompatible \(v5\.0\.0\), but the workflow names v6\.0\.0: run 'npm run actions:lock'$/);
  const notDownloaded = checkDownload(CHECKOUT, ENTRY, { Error: 'reading https://proxy/...: 404 Not Found' });
  assert.ok(notDownloaded !== null);
  assert.match(notDownloaded,
    /^could not download github\.com\/actions\/checkout@v6\.0\.0\+incompatible through the Go module proxy: reading/);
});

test('npm run actions:lock rewrites the committed lock from the workflows, byte for byte', { timeout: 300_000 }, async (t) => {
  const env = emptyModuleCache(t);
  const root = tempDir('nba-relock-');
  fs.cpSync(path.join(repoRoot, '.github'), path.join(root, '.github'), { recursive: true });
  fs.rmSync(path.join(root, LOCK_FILE));
  const { code, stderr } = await run(process.execPath, ['scripts/actions-lock.js', '--root', root], { cwd: repoRoot, env });
  assert.equal(code, 0, stderr);
  assert.equal(fs.readFileSync(path.join(root, LOCK_FILE), 'utf8'), fs.readFileSync(path.join(repoRoot, LOCK_FILE), 'utf8'));
  // Whether the proxy reports the commit differs from one proxy instance to the next.
  assert.match(stderr, /actions\/download-artifact@d3f86a1\w+ \(v4\.3\.0\): h1:\S+, (commit confirmed by the proxy|the proxy does not report the commit: confirm the tag is this SHA on GitHub)\n/);
});
