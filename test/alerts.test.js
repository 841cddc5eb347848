// The history's alerts (src/report/alerts.js tellChanges): the change points
// and losses of a real store directory nobody was told of, each told once,
// on the pull request that brought its commit, else in the job summary;
// alerts.json remembers what was told. The comment's words are
// test/track.test.js's and test/benchmark-main-yml.test.js's, rendered.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import historyStore from '../benchmark/_lib/history/store.js';
import { alertMarker, tellChanges } from '../src/report/alerts.js';
import { fakeLog } from './helpers/fake-log.js';
import { tempDir } from './helpers/temp.js';

const { commitRecord, writeCommit } = historyStore;

const sha = (i) => (i + 1).toString(16).padStart(8, '0').repeat(5);
/** A small wobble, the same on every run, so the store's only change point is the step. */
const WOBBLE = [0, 0.004, -0.003, 0.002, -0.004, 0.003, -0.002, 0.001];
const STEP = 10; // a/a.js n=1 is 20% slower from here on: pull request 12's commit
const LOST = 15; // b/b.js n=1 gives no result from here on: a direct push

/** 20 commits of main against v24.11.0: one change point (pull request 12's) and one loss (a direct push's). */
function makeStore(t) {
  const store = tempDir('nba-alerts-');
  t.after(() => fs.rmSync(store, { recursive: true, force: true }));
  for (let i = 0; i < 20; i++) {
    const wobble = WOBBLE[i % WOBBLE.length];
    const measured = (filename, ratio) => ({ filename, configuration: 'n=1', ratio, ratioLow: ratio - 0.005,
      ratioHigh: ratio + 0.005, blocks: 10, referenceRate: 1e6, rate: 1e6 * ratio, allocations: null });
    writeCommit(store, commitRecord({ commit: sha(i), date: new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString(),
      position: i, reference: 'v24.11.0', pullRequest: i === STEP ? 12 : null,
      configurations: [measured('a/a.js', (i >= STEP ? 0.8 : 1) + wobble), ...(i < LOST ? [measured('b/b.js', 1 + wobble)] : [])],
      failed: i >= LOST ? [{ filename: 'b/b.js', configuration: 'n=1', reason: 'Error: boom' }] : [] }));
  }
  return store;
}

/** A client that records the comments it is asked to write; `fail`: each one fails. */
function fakeGitHub({ fail = false } = {}) {
  /** @type {Array<{ pullRequest: number, marker: string, body: string }>} */
  const comments = [];
  return {
    comments,
    async upsertComment(pullRequest, marker, body) {
      if (fail) throw new Error('GitHub answered 502');
      comments.push({ pullRequest, marker, body });
      return { url: `https://github.com/o/r/pull/${pullRequest}#issuecomment-1` };
    },
  };
}

const ENV = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'o/r' };
const RUN_URL = 'https://github.com/o/r/actions/runs/7';
const told = (store) => JSON.parse(fs.readFileSync(path.join(store, 'alerts.json'), 'utf8')).told;

test('a change point is told on the pull request that brought it, a loss of a direct push in the job summary; ' +
  'both once', async (t) => {
  const store = makeStore(t);
  const github = fakeGitHub();
  const log = fakeLog();
  /** @type {string[]} */
  const askedFor = [];
  const pullRequestOf = async (commit) => { askedFor.push(commit); return null; };
  await tellChanges(/** @type {any} */ ({ log, github, env: ENV, url: RUN_URL }), store, pullRequestOf);
  assert.deepEqual(github.comments.map((c) => [c.pullRequest, c.marker]), [[12, alertMarker(sha(STEP))]]);
  assert.match(github.comments[0].body, /a\/a\.js n=1/);
  assert.ok(github.comments[0].body.includes(RUN_URL));
  assert.deepEqual(askedFor, [sha(LOST)], 'the store keeps the step\'s pull request; the loss\'s is asked for');
  assert.equal(log.record.summaries.length, 1);
  assert.ok(log.record.summaries[0].startsWith(alertMarker(sha(LOST))), log.record.summaries[0]);
  assert.deepEqual(log.record.warnings, [`No pull request brought ${sha(LOST)} (a direct push): its changes are in the job summary`]);
  assert.ok(log.record.info.includes('History: 20 commits, 1 change points, 1 configurations without results; 2 commits to tell'),
    log.record.info.join('\n'));
  assert.ok(log.record.info.includes(`Told pull request #12 of the changes at ${sha(STEP)}`));
  assert.equal(told(store).length, 2);

  const again = fakeLog();
  const quiet = fakeGitHub();
  await tellChanges(/** @type {any} */ ({ log: again, github: quiet, env: ENV, url: RUN_URL }), store, pullRequestOf);
  assert.deepEqual(quiet.comments, []);
  assert.deepEqual(again.record.summaries, []);
  assert.ok(again.record.info.includes('History: 20 commits, 1 change points, 1 configurations without results; 0 commits to tell'));
});

test('a comment GitHub refuses goes to the job summary, and is told again by the next run', async (t) => {
  const store = makeStore(t);
  const log = fakeLog();
  const pullRequestOf = async () => 13;
  await tellChanges(/** @type {any} */ ({ log, github: fakeGitHub({ fail: true }), env: ENV, url: RUN_URL }), store,
    pullRequestOf);
  assert.deepEqual(log.record.warnings, [
    'Could not comment on pull request #12: GitHub answered 502; it is told in the job summary, and again by the next run',
    'Could not comment on pull request #13: GitHub answered 502; it is told in the job summary, and again by the next run']);
  assert.equal(log.record.summaries[0].split('\n\n---\n\n').length, 2);
  assert.deepEqual(told(store), []);

  const github = fakeGitHub();
  await tellChanges(/** @type {any} */ ({ log: fakeLog(), github, env: ENV, url: RUN_URL }), store, pullRequestOf);
  assert.deepEqual(github.comments.map((c) => c.pullRequest), [12, 13]);
  assert.equal(told(store).length, 2);
});

test('without a client every alert is in the job summary, and told', async (t) => {
  const store = makeStore(t);
  const log = fakeLog();
  await tellChanges(/** @type {any} */ ({ log, github: null, env: {}, url: undefined }), store, async () => 13);
  assert.equal(log.record.summaries[0].split('\n\n---\n\n').length, 2);
  assert.deepEqual(log.record.warnings, []);
  assert.equal(told(store).length, 2);
});

test('an alerts.json that cannot be read starts again, said in the log', async (t) => {
  const store = makeStore(t);
  fs.writeFileSync(path.join(store, 'alerts.json'), 'not json');
  const log = fakeLog();
  const github = fakeGitHub();
  await tellChanges(/** @type {any} */ ({ log, github, env: ENV, url: RUN_URL }), store, async () => 13);
  assert.equal(log.record.warnings.length, 1);
  assert.match(log.record.warnings[0], /^History: .*; starting a new alerts\.json$/);
  assert.deepEqual(github.comments.map((c) => c.pullRequest), [12, 13]);
  assert.equal(told(store).length, 2);
});
