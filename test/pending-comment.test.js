// The comment of mode `all` while its run works (src/report/pending-comment.js),
// against the GitHub stand-in: the status line's updates in order and none
// after it settles; the final state owed, posted once, left in the Action's
// state for the post step, and given by it after a kill.
import test from 'node:test';
import assert from 'node:assert/strict';
import { finishPendingComment, pendingComment, statusLine } from '../src/report/pending-comment.js';
import { createGitHub } from '../src/github/client.js';
import { createRequest, encodeRequest } from '../src/request/request.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { fakeLog } from './helpers/fake-log.js';
import { BASE, HEAD, MERGE, RUN_URL } from './helpers/world.js';

const TOKEN = 'ghs_PendingCommentToken0123456789abcdefA';
const FAST = { retryBaseMs: 1, spaceWrites: false };
const PATCH_COMMENT = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';
const POST_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';

const REQUEST = createRequest({ prNumber: 12, commentId: null, method: 'merge', baseSha: BASE, headSha: HEAD,
  mergeSha: MERGE, mergeBaseSha: null, noMerge: null, categories: ['alpha'], filters: [], excludes: [], runs: 2,
  accuracy: null, maxRuns: null, sets: [], profile: false, auto: null, runsLimit: 100 });

/** The sticky comment's state, from its heading: `**Benchmark: Running: ...**` → 'Running: ...'. */
const stateOf = (body) => /\*\*Benchmark: ([^*]+)\*\*/.exec(body)?.[1] ?? body;

/** A context on the stand-in of o/r, which holds pull request 12; `failures`: the stand-in's. */
async function withContext(t, failures = []) {
  const gh = await startGitHubStandIn({ repo: 'o/r', token: TOKEN, failures,
    pulls: [{ number: 12, headSha: HEAD, baseSha: BASE, mergeCommitSha: MERGE }] });
  t.after(() => gh.close());
  const log = fakeLog();
  const github = createGitHub({ token: TOKEN, env: {}, baseUrl: gh.url, owner: 'o', repo: 'r', log, timing: FAST });
  const context = /** @type {any} */ ({ log, github, url: RUN_URL, settings: { comment: true } });
  return { gh, log, context };
}

const stickies = (gh) => gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));

test('statusLine: the updates reach the comment in order, and none after it settles', async (t) => {
  const { gh, context } = await withContext(t);
  const status = statusLine(context, REQUEST);
  const building = status.update('building');
  status.running({ unit: 'blocks', done: 3, planned: 10, eta: 60 });
  await building;
  await status.settle();
  assert.deepEqual(stickies(gh).map((c) => stateOf(c.body)), ['Running: 3 of 10 blocks, about 1 min left']);
  const writes = () => gh.requests.filter((r) => r.route === PATCH_COMMENT || r.route === POST_COMMENT).length;
  assert.equal(writes(), 2, 'building, then running');
  status.running({ unit: 'blocks', done: 9, planned: 10, eta: 5 });
  await status.settle();
  assert.equal(writes(), 2, 'nothing after it settled');
});

test('statusLine: a status GitHub refuses is a warning, and the run goes on', async (t) => {
  const { log, context } = await withContext(t, [{ route: POST_COMMENT, status: 502 }, { route: POST_COMMENT, status: 502 },
    { route: POST_COMMENT, status: 502 }, { route: POST_COMMENT, status: 502 }]);
  const status = statusLine(context, REQUEST);
  await status.update('building');
  await status.settle();
  assert.equal(log.record.warnings.filter((w) => w.startsWith('Could not update the status comment: ')).length, 1);
});

test('pendingComment: the request waits in the state until done; a failure is posted once, and ends the wait',
  async (t) => {
    const { gh, log, context } = await withContext(t);
    const pending = pendingComment(context, REQUEST);
    assert.equal(log.record.state['pending-comment'], encodeRequest(REQUEST));
    await pending.fail({ step: 'benchmarking', message: 'the job was cancelled (SIGTERM) before it finished' });
    await pending.fail({ step: 'reporting the results', message: 'not posted: the first failure stands' });
    assert.equal(log.record.state['pending-comment'], '');
    assert.deepEqual(stickies(gh).map((c) => stateOf(c.body)), ['Failed']);
    assert.match(stickies(gh)[0].body, /while benchmarking: the job was cancelled \(SIGTERM\) before it finished/);

    const done = pendingComment(context, REQUEST);
    done.done();
    await done.fail({ step: 'x', message: 'after the results: nothing posted' });
    assert.equal(log.record.state['pending-comment'], '');
    assert.equal(stickies(gh).length, 1);
  });

test('finishPendingComment: a comment left waiting by a killed step says that the run stopped; none waiting, nothing ' +
  'made or posted', async (t) => {
  const { gh, context } = await withContext(t);
  const log = fakeLog({ 'pending-comment': encodeRequest(REQUEST) });
  await finishPendingComment(log, () => ({ ...context, log }));
  assert.deepEqual(stickies(gh).map((c) => stateOf(c.body)), ['Failed']);
  assert.match(stickies(gh)[0].body, /while running the benchmark: the job stopped before it could report \(it was cancelled, timed out, or its runner killed it\)/);
  assert.deepEqual(log.record.info, ['The comment was left waiting: it now says that the run stopped.']);

  let made = false;
  await finishPendingComment(fakeLog(), () => { made = true; return context; });
  assert.equal(made, false, 'the inputs are not read when nothing is pending');
});

test('finishPendingComment: a state that is no request is a warning, not a failure of the post step', async () => {
  const log = fakeLog({ 'pending-comment': 'forged' });
  await finishPendingComment(log, () => /** @type {any} */ ({ log, github: null, url: RUN_URL, settings: { comment: true } }));
  assert.equal(log.record.warnings.length, 1);
  assert.match(log.record.warnings[0], /^Could not give the comment its final state: /);
  assert.deepEqual(log.record.failed, []);
});
