// Who can make the Action do anything at all: the gate of modes
// `gate` and `all`, in-process against the local stand-in of GitHub's API.
//
// - A commenter without `min-permission` gets no comment: not a reply, not an
//   edit of a results comment. Only 👎 on their own comment, and the reason
//   in the log and the job summary. So a stranger on a public repository
//   cannot make the bot post, whatever they write.
// - A collaborator's malformed command still gets the reply comment.
// - pull_request_target and workflow_run fail the step before any API call:
//   they would build a fork's code next to a token that can write.
//
// Both binaries are this node (prebuilt) and the benchmarks tiny, so that a
// gate that let a run through fails these tests quickly instead of building.

import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { makeBenchDir, benchSource } from './helpers/bench-dir.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { fakeLog } from './helpers/fake-log.js';
import { BASE, COMMENT_TIME, HEAD, MERGE, actionDefaults } from './helpers/world.js';
import { tempDir } from './helpers/temp.js';

// A run that got through would wait for the machine's benchmark lock, a
// directory in the temporary directory: ours, set before src/ is loaded.
const scratch = tempDir('nba-gate-policy-');
process.env.TMPDIR = scratch;
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

const { createContext, MODES } = await import('../src/action.js');
const { readSettings } = await import('../src/settings.js');
const { createGitHub } = await import('../src/github/client.js');

const TOKEN = 'ghs_GatePolicyTestToken0123456789abcdefAB';
/** action.yml's defaults, as the runner passes them. */
const DEFAULTS = actionDefaults(TOKEN);

const BOT = 'github-actions[bot]';
/** A finished results comment of `alpha` on #12, as the report step leaves it. */
const RESULTS = '<!-- node-benchmark-action:pr-12:alpha -->\n\n**Benchmark: 1 of 1 configuration changed**\n\n' +
  '| benchmark | confidence | improvement |\n|:--|:--:|--:|\n| alpha/a.js n=100 | \\*\\*\\* | -12.00 % |\n';

const BENCH = makeBenchDir({ 'alpha/a.js': benchSource({ n: [100] }, 'for (let i = 0; i < n; i++);') });
after(() => fs.rmSync(BENCH, { recursive: true, force: true }));
const QUICK = { 'runs': '2', 'accuracy': '', 'governor': 'keep', 'old-binary': process.execPath,
  'new-binary': process.execPath, 'benchmark-dir': BENCH };

/** No waiting on the stand-in: no retry delays, no spacing of writes. */
const FAST = { retryBaseMs: 1, spaceWrites: false };

/** Pull request 12 of o/r, with alpha's finished results comment; `stranger` is no collaborator at all. */
async function standIn(t, extra = {}) {
  const gh = await startGitHubStandIn({
    repo: 'o/r', token: TOKEN,
    pulls: [{ number: 12, headSha: HEAD, baseSha: BASE, headRef: 'pr', mergeCommitSha: MERGE }],
    permissions: { maintainer: 'write', visitor: 'read', helper: 'triage' },
    activity: { 'o/r': [{ ref: 'pr', after: HEAD, timestamp: '2026-11-21T09:00:00Z' }] },
    comments: [{ issueNumber: 12, body: RESULTS, user: BOT }],
    ...extra,
  });
  t.after(() => gh.close());
  return gh;
}

/** A new comment on #12 by `user`: on the stand-in (for its reaction) and as the event's payload. */
function commentEvent(gh, body, user) {
  const id = gh.state.comments.reduce((max, c) => Math.max(max, c.id), 5000) + 1;
  gh.state.comments.push({ id, issueNumber: 12, body, user, createdAt: COMMENT_TIME, updatedAt: COMMENT_TIME });
  return {
    action: 'created',
    issue: { number: 12, pull_request: { url: `${gh.url}/repos/o/r/pulls/12` } },
    comment: { id, body, created_at: COMMENT_TIME, user: { login: user, type: 'User' } },
  };
}

/**
 * One main step as src/index.js runs it (settings, context, mode; an error
 * becomes the step's failure), with the API client on FAST timing.
 * @param {{ gh: { url: string }, mode: string, eventName?: string, payload: any, with?: Record<string, string> }} options
 */
async function step({ gh, mode, eventName = 'issue_comment', payload, with: given = {} }) {
  const dir = fs.mkdtempSync(path.join(scratch, 'step-'));
  const eventPath = path.join(dir, 'event.json');
  fs.writeFileSync(eventPath, JSON.stringify(payload));
  const env = { GITHUB_EVENT_PATH: eventPath, GITHUB_EVENT_NAME: eventName, GITHUB_REPOSITORY: 'o/r',
    GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '777', GITHUB_API_URL: gh.url,
    RUNNER_TOOL_CACHE: path.join(dir, 'cache') };
  const values = { ...DEFAULTS, ...QUICK, 'results-dir': path.join(dir, 'results'), mode, ...given };
  const log = fakeLog();
  try {
    const settings = readSettings((name) => values[name]);
    const context = createContext({ settings, env, log });
    context.github = createGitHub({ token: TOKEN, env, owner: 'o', repo: 'r', log, timing: FAST });
    await MODES[settings.mode](context);
  } catch (err) {
    log.setFailed(err instanceof Error ? err.message : String(err));
  }
  return { record: log.record, resultsDir: values['results-dir'] };
}

/** Every comment the Action created or edited (POST or PATCH of a comment, answered or not). */
const commentWrites = (gh) => gh.requests.filter((r) => /^(POST|PATCH) .*\/comments(\/\{comment_id\})?$/.test(r.route ?? ''));
const reactions = (gh) => gh.state.reactions.map((r) => [r.commentId, r.content]);
/** The comments on the stand-in, as the pull request shows them: who, and what, byte for byte. */
const shown = (gh) => gh.state.comments.map((c) => ({ id: c.id, user: c.user, body: c.body }));

const MODES_WITH_A_GATE = ['gate', 'all'];

for (const mode of MODES_WITH_A_GATE) {
  for (const [user, permission] of [['visitor', 'read'], ['stranger', 'none']]) {
    test(`${mode}: @${user} (${permission} permission) asks /benchmark alpha: no comment, no edit, the results ` +
         'byte-identical, 👎 on their comment, the reason in the log and the summary', async (t) => {
      const gh = await standIn(t);
      const payload = commentEvent(gh, '/benchmark alpha', user);
      const before = shown(gh);
      const { record, resultsDir } = await step({ gh, mode, payload });
      assert.deepEqual(record.failed, [], 'not answering is not a failure');
      assert.deepEqual(commentWrites(gh), [], 'no comment created or edited');
      assert.deepEqual(shown(gh), before);
      assert.equal(gh.state.comments[0].body, RESULTS);
      assert.deepEqual(reactions(gh), [[payload.comment.id, '-1']]);
      const reason = `@${user} has ${permission} permission; benchmarks need write or more`;
      assert.deepEqual(record.info, ['Trigger: run', `Authorization: ${reason}`,
        `No reply on #12: only commenters with write permission or more get one. @${user} gets 👎 on the comment.`]);
      assert.deepEqual(record.summaries, [`**Benchmark: not started**: @\u200b${user} has ${permission} permission; ` +
        'benchmarks need write or more.\n\nCommenters below `min-permission` get no reply on the pull request, only 👎 ' +
        'on their comment (docs/action.md, "Who may start a benchmark").\n']);
      assert.deepEqual(record.outputs, {});
      assert.ok(!fs.existsSync(resultsDir), 'nothing ran');
      assert.ok(!gh.requests.some((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{pull_number}'), 'nothing pinned');
    });
  }
}

test('gate: a stranger\'s /benchmark help or malformed command gets no reply either, only 👎', async (t) => {
  for (const body of ['/benchmark help', '/benchmark ../../etc; rm -rf / $(id) --runs 99999', '/benchmark nosuch @everyone']) {
    const gh = await standIn(t);
    const payload = commentEvent(gh, body, 'stranger');
    const before = shown(gh);
    const { record } = await step({ gh, mode: 'gate', payload });
    assert.deepEqual(record.failed, [], body);
    assert.deepEqual(commentWrites(gh), [], body);
    assert.deepEqual(shown(gh), before, body);
    assert.deepEqual(reactions(gh), [[payload.comment.id, '-1']], body);
    assert.equal(record.info[1], 'Authorization: @stranger has none permission; benchmarks need write or more', body);
  }
});

test('gate: min-permission decides who is answered: triage is enough with min-permission triage', async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark help', 'helper');
  const { record } = await step({ gh, mode: 'gate', payload, with: { 'min-permission': 'triage' } });
  assert.deepEqual(record.failed, []);
  assert.deepEqual(reactions(gh), [[payload.comment.id, 'eyes']]);
  const [, reply, ...others] = gh.state.comments.filter((c) => c.user === BOT);
  assert.deepEqual(others, []);
  assert.match(reply.body, /^<!-- node-benchmark-action:pr-12:help -->\n\n\*\*Benchmark: Help\*\*\n\n```\n\/benchmark <category>/);
  assert.equal(gh.state.comments[0].body, RESULTS);
});

test('gate: a collaborator\'s malformed command still gets the reply comment, never in the results comment', async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark alpha --runs 5000', 'maintainer');
  const { record } = await step({ gh, mode: 'gate', payload });
  assert.deepEqual(record.failed, []);
  assert.deepEqual(reactions(gh), [[payload.comment.id, 'eyes']]);
  const [results, reply, ...others] = gh.state.comments.filter((c) => c.user === BOT);
  assert.deepEqual(others, []);
  assert.equal(results.body, RESULTS);
  assert.match(reply.body, /^<!-- node-benchmark-action:pr-12:help -->\n\n\*\*Benchmark: Refused\*\*: nothing was run\.\n\n/);
  assert.match(reply.body, /^- --runs must be a whole number from 1 to 100, got '5000'$/m);
  assert.match(reply.body, /^```\n\/benchmark <category>/m, 'the usage');
});

test('gate: when the permission cannot be read (an API outage), nothing runs and nothing is posted', async (t) => {
  const gh = await standIn(t, {
    failures: [{ route: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission', status: 502 }],
  });
  const payload = commentEvent(gh, '/benchmark alpha', 'maintainer');
  const before = shown(gh);
  const { record } = await step({ gh, mode: 'gate', payload });
  assert.deepEqual(record.failed, []);
  assert.deepEqual(commentWrites(gh), []);
  assert.deepEqual(shown(gh), before);
  assert.deepEqual(reactions(gh), [[payload.comment.id, '-1']]);
  assert.match(record.info[1], /^Authorization: could not read the permission of @maintainer, so nothing runs: /);
  assert.deepEqual(record.outputs, {});
});

// ---- events that carry a fork's code next to a write token --------------------------------------------

/** Pull request 12, from a fork, as pull_request_target and workflow_run carry it. */
const UNSAFE = {
  pull_request_target: { action: 'synchronize', number: 12, pull_request: { number: 12, user: { login: 'stranger' },
    head: { sha: HEAD, ref: 'pr', repo: { full_name: 'stranger/r' } }, base: { sha: BASE, ref: 'main' } } },
  workflow_run: { action: 'completed', workflow_run: { event: 'pull_request', head_sha: HEAD,
    head_repository: { full_name: 'stranger/r' }, pull_requests: [{ number: 12, head: { sha: HEAD } }] } },
};

for (const mode of MODES_WITH_A_GATE) {
  for (const [eventName, payload] of Object.entries(UNSAFE)) {
    test(`${mode}: a ${eventName} event fails the step, saying which events start benchmarks, before any API call`,
      async (t) => {
        const gh = await standIn(t);
        const before = shown(gh);
        const { record, resultsDir } = await step({ gh, mode, eventName, payload, with: { categories: 'alpha' } });
        assert.ok(!fs.existsSync(resultsDir), 'nothing built or run');
        assert.deepEqual(gh.requests, [], 'no API call');
        assert.equal(record.failed.length, 1);
        assert.match(record.failed[0], new RegExp(`^The ${eventName} event cannot start benchmarks: .*a token that can ` +
          'write to the repository.*Start benchmarks from issue_comment \\(a /benchmark comment, by someone with ' +
          "'min-permission'\\), pull_request or workflow_dispatch"));
        assert.deepEqual(shown(gh), before);
        assert.deepEqual(record.outputs, {});
      });
  }
}
