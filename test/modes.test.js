// Each mode of the Action in-process, with its effects injected (a recording
// log, the environment, the inputs over action.yml's defaults, a fake sysfs
// root), against the local stand-in of GitHub's API. No bundle, no act:
// test/action-bundle.test.js runs the bundle end to end. A main step is what
// entry() does, readSettings -> createContext -> MODES[mode], with the API
// client on short timings; the post step's test goes through entry() itself.
//
// Real compare.js runs, kept short: both binaries are this node (prebuilt,
// no build), a tiny benchmark directory, fixed runs (`runs: 2`,
// `accuracy: ''`), `governor: keep` unless the test is about the governor.

import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { makeBenchDir, benchSource, repoRoot } from './helpers/bench-dir.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { fakeLog } from './helpers/fake-log.js';
import { tunableMachine } from './helpers/fake-machine.js';
import { stickyParts } from './helpers/sticky-body.js';
import { renderGfm } from './helpers/gfm.js';
import { NODE_22, NODE_24, NODE_26, nodeRelease } from '../scripts/node-releases.js';
import { makeNodeLikeRepo, testMerge } from './helpers/node-like-repo.js';
import { BASE, COMMENT_TIME, HEAD, MERGE, RUN_URL, actionDefaults } from './helpers/world.js';
import { tempDir } from './helpers/temp.js';
import { NODE_STYLE, choose, stringDecoderRepository } from './helpers/auto.js';

// The run step waits for the machine's benchmark lock, a directory in the
// temporary directory. Ours, so that another test run on this host (the
// bundle's end-to-end tests hold the lock for minutes) cannot hold us up:
// set before src/ is loaded, which names the lock once.
const scratch = tempDir('nba-modes-');
process.env.TMPDIR = scratch;
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

const { entry, createContext, MODES } = await import('../src/action.js');
const { readSettings, SettingsError } = await import('../src/settings.js');
const { createGitHub } = await import('../src/github/client.js');
const { createRequest, encodeRequest, decodeRequest } = await import('../src/request/request.js');
const { DEFAULT_LOCK } = await import('../src/machine/lock.js');
const { readMachine } = await import('../src/machine/sysfs.js');
const { escapeMarkdown } = (await import('../benchmark/_lib/words/render.js')).default;
const { readBuiltinSources } = (await import('../benchmark/_lib/reach/builtins.js')).default;

test('the benchmark lock of these tests is their own', () => {
  assert.ok(DEFAULT_LOCK.startsWith(scratch), DEFAULT_LOCK);
});

// ---- the world the steps run in ---------------------------------------------------------------------

const TOKEN = 'ghs_ModesTestToken0123456789abcdefABCD';
/** action.yml's defaults, as the runner passes them. */
const DEFAULTS = actionDefaults(TOKEN);

const MARKER_PREFIX = '<!-- node-benchmark-action';

/** Tiny categories: two that measure in milliseconds, one that throws in every configuration. */
const BENCH = makeBenchDir({
  'alpha/a.js': benchSource({ n: [100] }, 'for (let i = 0; i < n; i++);'),
  'beta/b.js': benchSource({ n: [100] }, 'for (let i = 0; i < n; i++);'),
  'broken/c.js': benchSource({ n: [1], mode: ['x', 'y'] }, "throw new Error('broken on purpose');"),
});
after(() => fs.rmSync(BENCH, { recursive: true, force: true }));

/** Prebuilt binaries (the same node on both sides), fixed runs, the governor left alone. */
const QUICK = {
  'runs': '2', 'accuracy': '', 'governor': 'keep', 'old-binary': process.execPath, 'new-binary': process.execPath,
  'benchmark-dir': BENCH,
};



const machineRoot = tunableMachine(scratch);

/** A getInput over action.yml's defaults and `values`; an undeclared name fails the test. */
function inputs(values) {
  for (const name of Object.keys(values)) assert.ok(name in DEFAULTS, `'${name}' is declared in action.yml`);
  const all = { ...DEFAULTS, ...values };
  return (name) => {
    assert.ok(name in DEFAULTS, `the Action read the undeclared input '${name}'`);
    return all[name];
  };
}

/**
 * The stand-in of GitHub: pull request 12 of o/r, pinned to BASE..HEAD, last pushed before the comment.
 * @param {any} t  @param {Partial<NonNullable<Parameters<typeof startGitHubStandIn>[0]>>} [extra]  the stand-in's options
 */
async function standIn(t, extra = {}) {
  const gh = await startGitHubStandIn({
    ...extra,
    repo: 'o/r', token: TOKEN,
    pulls: [{ number: 12, headSha: HEAD, baseSha: BASE, headRef: 'pr', mergeCommitSha: MERGE }],
    permissions: { maintainer: 'write', visitor: 'read' },
    activity: { 'o/r': [{ ref: 'pr', after: HEAD, timestamp: '2026-11-21T09:00:00Z' }] },
  });
  t.after(() => gh.close());
  return gh;
}

/** An issue_comment payload for a comment on #12, which the stand-in holds too (it gets the reaction). */
function commentEvent(gh, body, { user = 'maintainer', action = 'created' } = {}) {
  const id = gh.state.comments.reduce((max, c) => Math.max(max, c.id), 5000) + 1;
  gh.state.comments.push({ id, issueNumber: 12, body, user, createdAt: COMMENT_TIME, updatedAt: COMMENT_TIME });
  return {
    action,
    issue: { number: 12, pull_request: { url: `${gh.url}/repos/o/r/pulls/12` } },
    comment: { id, body, created_at: COMMENT_TIME, user: { login: user, type: 'User' } },
  };
}

/** No waiting on the stand-in: no retry delays, and no spacing of writes (1 to 3 s each, for GitHub's sake). */
const FAST = { retryBaseMs: 1, spaceWrites: false };

/**
 * One main step, as entry() runs it (settings, context, mode) with the
 * client on FAST timing, and an error made the step's failure as
 * src/index.js makes it.
 * @param {object} options
 * @param {{ url: string } | null} [options.gh]  GITHUB_API_URL; none: the step must not need it
 * @param {string} [options.eventName]
 * @param {any} [options.payload]
 * @param {Record<string, string>} options.with  the step's inputs, over QUICK and action.yml's defaults
 */
async function step({ gh = null, eventName = 'issue_comment', payload = {}, with: given }) {
  const dir = fs.mkdtempSync(path.join(scratch, 'step-'));
  const eventPath = path.join(dir, 'event.json');
  fs.writeFileSync(eventPath, JSON.stringify(payload));
  const env = {
    GITHUB_EVENT_PATH: eventPath, GITHUB_EVENT_NAME: eventName, GITHUB_REPOSITORY: 'o/r',
    GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '777', RUNNER_TOOL_CACHE: path.join(dir, 'cache'),
    ...(gh ? { GITHUB_API_URL: gh.url } : {}),
  };
  const values = { 'results-dir': path.join(dir, 'results'), ...QUICK, ...given };
  const log = fakeLog();
  /** @type {any} */
  let error = null;
  try {
    const settings = readSettings(inputs(values));
    const context = createContext({ settings, env, log, machineRoot });
    if (context.github && settings.token) { // createContext makes a client only with a token
      context.github = createGitHub({ token: settings.token, env, owner: 'o', repo: 'r', log, timing: FAST });
    }
    await MODES[settings.mode](context);
  } catch (err) {
    error = err;
    log.setFailed(err instanceof Error ? err.message : String(err));
  }
  return { log, error, record: log.record, resultsDir: values['results-dir'] };
}

/** The sticky comments of the stand-in (ours: they start with the marker). */
const stickies = (gh) => gh.state.comments.filter((c) => c.body.startsWith(MARKER_PREFIX));

/** The bodies of every comment written (created or edited), in order. */
const writtenBodies = (gh) => gh.requests
  .filter((r) => r.route?.includes('/comments') && typeof r.body?.body === 'string' && r.status < 300)
  .map((r) => r.body.body);

/** What a comment body says it is: queued, building, running, failed, refused, help or results. */
function stateOf(body) {
  const line = body.split('\n')[2] ?? '';
  const m = /^\*\*Benchmark: (Queued|Building|Running|Profiling|Failed|Refused|Help)\b/.exec(line);
  return m ? m[1].toLowerCase() : 'results';
}

/** Consecutive repeats dropped: Running, Running: 2 of 2 blocks → running. */
const collapse = (list) => list.filter((item, i) => i === 0 || item !== list[i - 1]);

const files = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** A request as the gate makes it, for #12 unless prNumber: null. */
function request(categories, fields = {}) {
  const made = createRequest({ prNumber: 12, commentId: null, method: 'merge', baseSha: BASE, headSha: HEAD,
    mergeSha: MERGE, mergeBaseSha: null, noMerge: null, categories,
    filters: [], excludes: [], runs: 2, accuracy: null, maxRuns: null, sets: [], profile: false, auto: null, runsLimit: 100, ...fields });
  return encodeRequest(made);
}

/** compare.js's rows of a results.csv, as `binary filename configuration`. */
function csvRows(dir) {
  const [header, ...rows] = fs.readFileSync(path.join(dir, 'results.csv'), 'utf8').trim().split('\n');
  assert.equal(header, '"binary","filename","configuration","rate","time"');
  return rows.map((row) => row.split(',').slice(0, 3).join(' ').replace(/"/g, ''));
}

// ---- gate -------------------------------------------------------------------------------------------

test('gate: a maintainer\'s /benchmark comment is seen, queued and pinned into the request output', async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark alpha');
  const { record, error, resultsDir } = await step({ gh, payload, with: { mode: 'gate' } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  assert.deepEqual(gh.state.reactions.map((r) => [r.commentId, r.content]), [[payload.comment.id, 'eyes']]);
  const [sticky, ...others] = stickies(gh);
  assert.deepEqual(others, []);
  assert.equal(sticky.body, '<!-- node-benchmark-action:pr-12:alpha -->\n\n**Benchmark: Queued**\n\n' +
    `Request: alpha · 2 runs · base ${BASE.slice(0, 7)} · PR ${HEAD.slice(0, 7)} · test merge ${MERGE.slice(0, 7)}\n\n` +
    `[Workflow run](${RUN_URL})\n`);
  assert.deepEqual(Object.keys(record.outputs), ['request']);
  const decoded = decodeRequest(record.outputs.request);
  assert.deepEqual({ ...decoded }, { prNumber: 12, commentId: payload.comment.id, method: 'merge', baseSha: BASE,
    headSha: HEAD, mergeSha: MERGE, mergeBaseSha: null, noMerge: null, categories: ['alpha'], filters: [], excludes: [], runs: 2, accuracy: null, maxRuns: null, runsLimit: 100,
    sets: [], profile: false, auto: null, marker: '<!-- node-benchmark-action:pr-12:alpha -->' });
  assert.deepEqual(record.secrets, [TOKEN], 'the token is masked');
  assert.ok(!fs.existsSync(resultsDir), 'the gate runs nothing');
});

test('gate: a refused command gets a reply naming the problem, and no request', async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark nosuch --runs 5000');
  const { record, error } = await step({ gh, payload, with: { mode: 'gate' } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, [], 'a refusal is an answer, not a failure');
  assert.deepEqual(record.outputs, {});
  assert.deepEqual(gh.state.reactions.map((r) => r.content), ['eyes']);
  const [sticky] = stickies(gh);
  assert.match(sticky.body, /^<!-- node-benchmark-action:pr-12:help -->\n\n\*\*Benchmark: Refused\*\*: nothing was run\.\n\n/);
  assert.match(sticky.body, /^- Unknown category 'nosuch'; categories: alpha, beta, broken$/m);
  assert.match(sticky.body, /^- --runs must be a whole number from 1 to 100, got '5000'$/m);
  assert.ok(!gh.requests.some((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{pull_number}'), 'nothing pinned');
});

// The Action's own benchmark directory: what `auto` scans when the checkout has none.
const BUNDLED = path.resolve('benchmark');

test("gate: /benchmark auto runs the categories the PR's changed files touch, and the comment says which chose what",
  async (t) => {
    const gh = await standIn(t, { files: { 12: [{ filename: 'lib/string_decoder.js' },
      { filename: 'src/node_buffer.cc' }, { filename: 'deps/v8/src/api/api.cc' }, { filename: 'doc/api/buffer.md' }] } });
    const payload = commentEvent(gh, '/benchmark auto --profile');
    const { record, error } = await step({ gh, payload, with: { 'mode': 'gate', 'benchmark-dir': BUNDLED } });
    assert.equal(error, null);
    assert.deepEqual(record.failed, []);
    const decoded = decodeRequest(record.outputs.request);
    assert.deepEqual([...decoded.categories], ['string_decoder', 'buffers']);
    assert.equal(decoded.profile, true);
    assert.equal(decoded.marker, '<!-- node-benchmark-action:pr-12:string_decoder,buffers -->');
    assert.deepEqual(decoded.auto?.chosen.map((c) => [c.category, [...c.files]]),
      [['string_decoder', ['lib/string_decoder.js']], ['buffers', ['src/node_buffer.cc']]]);
    const [sticky] = stickies(gh);
    const { body } = renderGfm(sticky.body);
    const shown = body.textContent.replace(/\s+/g, ' ');
    assert.match(shown, /Benchmark: Queued/);
    assert.match(shown, /Request: string_decoder, buffers · 2 runs · profile ·/);
    for (const file of ['lib/string_decoder.js', 'src/node_buffer.cc', 'deps/v8/src/api/api.cc', 'doc/api/buffer.md']) {
      assert.ok(shown.includes(file), `the comment names ${file}: ${shown}`);
    }
    assert.ok(gh.requests.some((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files'));
  });

test('gate: /benchmark auto on a PR that touches no benchmark replies why, with the usage, and runs nothing',
  async (t) => {
    const gh = await standIn(t, { files: { 12: [{ filename: 'doc/api/buffer.md' }, { filename: 'deps/v8/src/x.cc' }] } });
    const payload = commentEvent(gh, '/benchmark auto');
    const { record, error } = await step({ gh, payload, with: { 'mode': 'gate', 'benchmark-dir': BUNDLED } });
    assert.equal(error, null);
    assert.deepEqual(record.failed, []);
    assert.deepEqual(record.outputs, {}, 'no request');
    const [sticky, ...others] = stickies(gh);
    assert.deepEqual(others, []);
    assert.match(sticky.body, /^<!-- node-benchmark-action:pr-12:help -->\n\n\*\*Benchmark: Refused\*\*: nothing was run\./);
    const { body } = renderGfm(sticky.body);
    const [problem] = [...body.querySelectorAll('ul > li')].map((li) => li.textContent);
    assert.ok(problem.includes('doc/api/buffer.md') && problem.includes('deps/v8/src/x.cc'), problem);
    assert.match(body.querySelector('pre')?.textContent ?? '', /^\/benchmark auto \[options\]/m, 'the usage follows');
  });

test("gate: the workflow's 'categories: auto' on a PR that touches no benchmark writes no comment, only the summary",
  async (t) => {
    const gh = await standIn(t, { files: { 12: [{ filename: 'README.md' }] } });
    const payload = { pull_request: { number: 12, head: { sha: HEAD } } };
    const { record, error } = await step({ gh, eventName: 'pull_request', payload,
      with: { 'mode': 'gate', 'categories': 'auto', 'benchmark-dir': BUNDLED } });
    assert.equal(error, null);
    assert.deepEqual(record.failed, []);
    assert.deepEqual(record.outputs, {});
    assert.deepEqual(stickies(gh), [], 'nobody asked: no comment');
    assert.match(record.summaries.join(''), /Benchmark: nothing to run/);
  });

test('gate: a commenter without permission gets no comment, only 👎, and no request is output', async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark alpha', { user: 'visitor' });
  const { record, error } = await step({ gh, payload, with: { mode: 'gate' } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  assert.deepEqual(record.outputs, {});
  // Not even a refusal: the bot never posts for someone who may not ask (test/gate-policy.test.js).
  assert.deepEqual(stickies(gh), []);
  assert.deepEqual(writtenBodies(gh), []);
  assert.deepEqual(gh.state.reactions.map((r) => [r.commentId, r.content]), [[payload.comment.id, '-1']]);
  assert.ok(record.info.includes('Authorization: @visitor has read permission; benchmarks need write or more'),
    record.info.join('\n'));
  assert.equal(record.summaries.length, 1);
  assert.ok(!gh.requests.some((r) => r.route === 'GET /repos/{owner}/{repo}/pulls/{pull_number}'), 'nothing pinned');
});

test('gate: an edited comment is ignored: no API call, no output', async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark alpha', { action: 'edited' });
  const { record, error } = await step({ gh, payload, with: { mode: 'gate' } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  assert.deepEqual(record.outputs, {});
  assert.deepEqual(gh.requests, []);
  assert.deepEqual(record.info, ['Trigger: ignore (comment edited: only new comments start benchmarks)']);
});

// ---- gate: the workflow's own inputs ----------------------------------------------------------------

const pullRequestEvent = { action: 'synchronize', number: 12, pull_request: { number: 12, head: { sha: HEAD } } };

test("gate: 21 categories in the workflow's input fail the step at readSettings, naming 'categories'", async (t) => {
  const gh = await standIn(t);
  const categories = Array.from({ length: 21 }, (_, i) => `c${i}`).join(' ');
  const { record, error } = await step({ gh, eventName: 'pull_request', payload: pullRequestEvent,
    with: { mode: 'gate', categories } });
  assert.ok(error instanceof SettingsError, String(error instanceof Error ? error.stack : error));
  assert.deepEqual(error.problems, ["Invalid 'categories': expected at most 20 categories (a comment may name as " +
    "many), got '21 categories'"]);
  assert.deepEqual(record.failed, [error.message]);
  assert.deepEqual(record.info, [], 'the trigger was never reached');
  assert.deepEqual(record.outputs, {});
  assert.deepEqual(gh.requests, []);
});

test("gate: a 'set' value over 200 characters fails the step at readSettings, naming 'set'", async (t) => {
  const gh = await standIn(t);
  const { record, error } = await step({ gh, eventName: 'pull_request', payload: pullRequestEvent,
    with: { mode: 'gate', categories: 'alpha', set: `len=${'x'.repeat(201)}` } });
  assert.ok(error instanceof SettingsError, String(error instanceof Error ? error.stack : error));
  assert.equal(error.problems.length, 1);
  assert.match(error.problems[0], /^Invalid 'set': expected a value of at most 200 characters/);
  assert.deepEqual(record.failed, [error.message]);
  assert.deepEqual(record.outputs, {});
  assert.deepEqual(gh.requests, []);
});

test('gate: a workflow_dispatch without a pull request outputs a request without one', async (t) => {
  const gh = await standIn(t);
  const { record, error } = await step({ gh, eventName: 'workflow_dispatch', payload: { inputs: {} },
    with: { mode: 'gate', categories: 'beta, alpha', filter: 'a.js' } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  const decoded = decodeRequest(record.outputs.request);
  assert.deepEqual({ ...decoded }, { prNumber: null, commentId: null, method: null, baseSha: null, headSha: null,
    mergeSha: null, mergeBaseSha: null, noMerge: null, categories: ['beta', 'alpha'], filters: ['a.js'], excludes: [], runs: 2, accuracy: null, maxRuns: null,
    runsLimit: 100, sets: [], profile: false, auto: null, marker: null });
  assert.deepEqual(gh.requests, [], 'no pull request: nothing to read or comment on');
});

// ---- run --------------------------------------------------------------------------------------------

test('run: without a token, the request is measured into the results directory', async (t) => {
  // A stand-in only to see that nothing calls it.
  const gh = await standIn(t);
  const { record, error, resultsDir } = await step({ gh,
    with: { 'mode': 'run', 'github-token': '', 'request': request(['alpha']) } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  assert.deepEqual(gh.requests, []);
  assert.deepEqual(record.secrets, [], 'no token to mask');
  assert.deepEqual(files(resultsDir), ['machine.json', 'results.csv', 'samples.ndjson']);
  assert.deepEqual(csvRows(resultsDir).sort(), ['new alpha/a.js n=100', 'new alpha/a.js n=100',
    'old alpha/a.js n=100', 'old alpha/a.js n=100']);
  const records = fs.readFileSync(path.join(resultsDir, 'samples.ndjson'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.ok(records.some((r) => r.type === 'run' && r.schedule === 'blocks'), 'compare.js ran in blocks');
  const machine = readJson(path.join(resultsDir, 'machine.json'));
  assert.equal(machine.record.cpuModel, 'Intel(R) Xeon(R) E-2388G', 'read from the fake root');
  assert.deepEqual(machine.tuning, ['governor left as it is (governor: keep)']);
  assert.equal(record.state.governors, undefined, 'nothing for the post step to restore');
  assert.deepEqual(record.groups, ['compare.js']);
  assert.ok(record.info.includes(`compare.js wrote 4 rows of results to ${resultsDir}`), record.info.join('\n'));
});

test('run: a request from a gate with another max-runs runs as the gate accepted it, and the log says which setting differs',
  async (t) => {
    // A gate with max-runs 200 and a run job left at the default (100) failed every adaptive run.
    const gh = await standIn(t);
    const gate = await step({ gh, payload: commentEvent(gh, '/benchmark alpha --accuracy 50 --runs 2'),
      with: { 'mode': 'gate', 'max-runs': '200' } });
    assert.equal(gate.error, null);
    const sent = decodeRequest(gate.record.outputs.request);
    assert.deepEqual([sent.runs, sent.accuracy, sent.maxRuns, sent.runsLimit], [2, 50, 200, 200]);
    const { record, error, resultsDir } = await step({
      with: { 'mode': 'run', 'github-token': '', 'request': gate.record.outputs.request } });
    assert.equal(error, null);
    assert.deepEqual(record.failed, []);
    assert.deepEqual(record.warnings, ["This job's 'max-runs' is 100 and the gate's is 200: the request runs as the gate " +
      "accepted it (up to 200 runs). Give every job of the workflow the same 'max-runs'."]);
    const records = fs.readFileSync(path.join(resultsDir, 'samples.ndjson'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const started = records.find((r) => r.type === 'run');
    assert.deepEqual([started.plan.minRuns, started.plan.maxRuns, started.plan.accuracy], [2, 200, 50]);
  });

test('run: a test merge whose parents are not the pinned base tip and head is refused before anything is built', async () => {
  // A real merge of the pull request onto main, but the request names another base tip (a forged or
  // mixed-up request): git reads the merge's own parents, and the build never starts.
  const repo = makeNodeLikeRepo();
  const mergeSha = testMerge(repo.dir, repo.baseSha, repo.headSha);
  const other = 'ba5e'.repeat(10);
  const { record, error, resultsDir } = await step({ with: { 'mode': 'run', 'github-token': '', 'old-binary': '',
    'new-binary': '', 'repository-path': repo.dir, 'build-command': 'touch built; exit 1',
    'request': request(['alpha'], { baseSha: other, headSha: repo.headSha, mergeSha }) } });
  assert.equal(error, null);
  const failure = readJson(path.join(resultsDir, 'failure.json'));
  assert.equal(failure.step, 'obtaining the old and new binaries');
  assert.equal(failure.message, `The test merge ${mergeSha} has the parents ${repo.baseSha} ${repo.headSha}, not the ` +
    `base tip ${other} and the pinned head ${repo.headSha}: nothing was built`);
  assert.deepEqual(record.failed, [`The run failed while obtaining the old and new binaries: ${failure.message}`]);
  assert.deepEqual(record.groups, [], 'no build started');
});

test("run: shard '1/2' of two categories runs only the second, and shard.json says so", async () => {
  const { record, error, resultsDir } = await step({
    with: { 'mode': 'run', 'github-token': '', 'request': request(['alpha', 'beta']), 'shard': '1/2' } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  assert.deepEqual(readJson(path.join(resultsDir, 'shard.json')), { index: 1, total: 2, categories: ['beta'] });
  assert.deepEqual(csvRows(resultsDir).sort(), ['new beta/b.js n=100', 'new beta/b.js n=100',
    'old beta/b.js n=100', 'old beta/b.js n=100']);
  assert.ok(record.info.includes('Shard 1/2: beta'));
});

test('run: a benchmark that throws everywhere leaves failure.json and fails the job', async () => {
  const { record, error, resultsDir } = await step({
    with: { 'mode': 'run', 'github-token': '', 'request': request(['broken']) } });
  assert.equal(error, null, 'a failure of the benchmark is reported, not thrown');
  const failure = readJson(path.join(resultsDir, 'failure.json'));
  assert.equal(failure.step, 'benchmarking');
  assert.equal(failure.message, 'compare.js produced no results (exit code 1)');
  assert.match(failure.logTail, /broken on purpose/);
  assert.deepEqual(record.failed, ['The run failed while benchmarking: compare.js produced no results (exit code 1)']);
});

test('run: a run after a failed one in the same directory leaves no stale failure.json', async () => {
  const resultsDir = path.join(fs.mkdtempSync(path.join(scratch, 'rerun-')), 'results');
  const failing = await step({ with: { 'mode': 'run', 'github-token': '', 'request': request(['broken']),
    'results-dir': resultsDir } });
  assert.equal(failing.record.failed.length, 1);
  assert.ok(fs.existsSync(path.join(resultsDir, 'failure.json')));
  const passing = await step({ with: { 'mode': 'run', 'github-token': '', 'request': request(['alpha']),
    'results-dir': resultsDir } });
  assert.deepEqual(passing.record.failed, []);
  assert.deepEqual(files(resultsDir), ['machine.json', 'results.csv', 'samples.ndjson']);
  assert.equal(csvRows(resultsDir).length, 4);
});

test('run: what a benchmark planted in the results directory (links, a FIFO) is removed before the upload, and named',
  async (t) => {
    const resultsDir = path.join(fs.mkdtempSync(path.join(scratch, 'planted-')), 'results');
    const secret = path.join(scratch, 'credentials');
    fs.writeFileSync(secret, 'secret');
    // Without a sandbox the benchmark's process can write the results directory: it links what upload-artifact would follow.
    const bench = makeBenchDir({ 'plant/p.js': benchSource({ n: [100] }, `
      const fs = require('fs');
      try { fs.symlinkSync(${JSON.stringify(secret)}, ${JSON.stringify(path.join(resultsDir, 'leak'))}); } catch {}
      try { fs.symlinkSync(${JSON.stringify(scratch)}, ${JSON.stringify(path.join(resultsDir, 'profiles'))}); } catch {}
      try { require('child_process').execFileSync('/usr/bin/mkfifo', [${JSON.stringify(path.join(resultsDir, 'fifo'))}]); } catch {}
      for (let i = 0; i < n; i++);`) });
    t.after(() => fs.rmSync(bench, { recursive: true, force: true }));
    const { record, error } = await step({ with: { 'mode': 'run', 'github-token': '', 'request': request(['plant']),
      'results-dir': resultsDir, 'benchmark-dir': bench, 'sandbox': 'none' } });
    assert.equal(error, null);
    assert.deepEqual(record.failed, []);
    assert.deepEqual(files(resultsDir), ['machine.json', 'results.csv', 'samples.ndjson']);
    assert.ok(record.warnings.includes(`Removed from the results directory ${fs.realpathSync(resultsDir)} what the run ` +
      'step did not write, so that it is not uploaded: "fifo" (a FIFO), "leak" (a symbolic link), "profiles" (a ' +
      'symbolic link)'), record.warnings.join('\n'));
    assert.equal(fs.readFileSync(secret, 'utf8'), 'secret', 'what the links pointed to is untouched');
    assert.ok(fs.existsSync(path.join(scratch, 'credentials')));
  });

test('run: a results-dir that holds the repository is refused before anything in it is removed', async () => {
  const repository = fs.mkdtempSync(path.join(scratch, 'workspace-'));
  fs.writeFileSync(path.join(repository, 'keep.c'), 'int main;');
  const { error } = await step({ with: { 'mode': 'run', 'github-token': '', 'request': request(['alpha']),
    'results-dir': path.dirname(repository), 'repository-path': repository } });
  assert.equal(error?.message, `Invalid 'results-dir': ${path.dirname(repository)} holds repository-path ` +
    `(${repository}); the run step removes from it everything but its results, so give it a directory of its own, ` +
    'e.g. ${{ runner.temp }}/benchmark-results');
  assert.deepEqual(files(repository), ['keep.c']);
});

// ---- report -----------------------------------------------------------------------------------------

/** A results directory of `alpha` for #12, written by the run mode. */
async function alphaResults() {
  const { resultsDir, record } = await step({ with: { 'mode': 'run', 'github-token': '', 'request': request(['alpha']) } });
  assert.deepEqual(record.failed, []);
  return resultsDir;
}

test('report: the run step\'s results become the sticky comment and the outputs', async (t) => {
  const gh = await standIn(t);
  const resultsDir = await alphaResults();
  const { record, error } = await step({ gh, with: { mode: 'report', request: request(['alpha']),
    'results-dir': resultsDir } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  const [sticky, ...others] = stickies(gh);
  assert.deepEqual(others, []);
  assert.match(sticky.body, /^<!-- node-benchmark-action:pr-12:alpha -->\n\n\*\*Benchmark: (No change larger than ±[\d.]+% in |Nothing concluded: |No configuration changed: |\d+ of \d+ configurations? (changed|regressed) )/);
  assert.match(sticky.body, /^\| alpha\/a\.js n=100 \|/m);
  assert.match(sticky.body, /<details><summary>Machine<\/summary>/);
  assert.match(sticky.body, /Intel\(R\) Xeon\(R\) E-2388G/);
  // Node before 26 counts no allocations: said on the line under the verdict.
  assert.equal(sticky.body.split('\n\n')[2],
    'Allocations: not available: a binary has no allocation counter (V8\'s, in Node 26 and later).');
  // The governor was kept (schedutil), turbo is on and nothing is pinned: said right under that.
  assert.equal(sticky.body.split('\n\n')[3], '⚠️ The machine was not tuned for benchmarking (governor schedutil; ' +
    'turbo on; benchmarks not pinned to a CPU set): differences of a few percent may be its noise. Details under Machine.');
  assert.match(sticky.body, new RegExp(`\\| base tip \\(old binary\\) \\| ${BASE} \\|`));
  assert.match(sticky.body, new RegExp(`\\| test merge \\(new binary\\) \\| ${MERGE} \\|`));
  assert.deepEqual(Object.keys(record.outputs).sort(),
    ['comment-url', 'csv', 'gate', 'improvements', 'json', 'markdown', 'regressions']);
  assert.equal(record.outputs.gate, '', 'no fail-on-regression: the gate gives no answer');
  assert.equal(record.outputs.csv, path.join(resultsDir, 'results.csv'));
  assert.equal(record.outputs.json, path.join(resultsDir, 'results.json'));
  assert.equal(readJson(record.outputs.json).comparisons.length, 1);
  assert.equal(record.outputs.markdown, path.join(resultsDir, 'comment.md'));
  const { shown, records } = stickyParts(sticky.body);
  assert.deepEqual(records, ['result']);
  assert.equal(fs.readFileSync(record.outputs.markdown, 'utf8'), shown);
  assert.match(record.outputs.regressions, /^[01]$/);
  assert.match(record.outputs.improvements, /^[01]$/);
  assert.equal(record.outputs['comment-url'], `https://github.com/o/r/pull/12#issuecomment-${sticky.id}`);
  assert.equal(record.summaries.length, 1);
  assert.deepEqual(record.summaries, [`${shown}\n`]);
});

test('report: a results directory with only failure.json says "Failed" and fails the step', async (t) => {
  const gh = await standIn(t);
  const resultsDir = fs.mkdtempSync(path.join(scratch, 'failed-'));
  fs.writeFileSync(path.join(resultsDir, 'failure.json'), JSON.stringify({ step: 'building the head commit',
    message: 'make exited with 2', logTail: 'src/node.c:1: error: expected expression' }));
  const { record, error } = await step({ gh, with: { mode: 'report', request: request(['alpha']),
    'results-dir': resultsDir } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, ['The benchmark failed while building the head commit: make exited with 2']);
  assert.deepEqual(record.outputs, {});
  const [sticky] = stickies(gh);
  assert.match(sticky.body, /^<!-- node-benchmark-action:pr-12:alpha -->\n\n\*\*Benchmark: Failed\*\* while building the head commit: make exited with 2\n/);
  assert.match(sticky.body, /<details><summary>The end of the log<\/summary>\n\n```\nsrc\/node\.c:1: error: expected expression\n```/);
});

test('report: `auto` by function with no configuration to run says "Nothing to run", names the changed functions no benchmark calls, and fails nothing', async (t) => {
  const gh = await standIn(t);
  const { summary } = choose(NODE_STYLE, ['lib/string_decoder.js']);
  const categories = summary.chosen.map((g) => g.category);
  const resultsDir = fs.mkdtempSync(path.join(scratch, 'nothing-'));
  fs.writeFileSync(path.join(resultsDir, 'reach.json'), JSON.stringify({ version: 1, categories, selected: 0, mapped: 15,
    functions: [], added: [], unreachable: [{ file: 'lib/string_decoder.js', name: 'StringDecoder.prototype.text', line: 131 }] }));
  const { record, error } = await step({ gh, with: { mode: 'report', request: request(categories, { auto: summary }),
    'results-dir': resultsDir } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  const [sticky] = stickies(gh);
  assert.match(sticky.body, /\n\n\*\*Benchmark: Nothing to run\*\*: no benchmark configuration calls a function this pull request changes/);
  assert.match(sticky.body, /- No benchmark calls _StringDecoder\.prototype\.text_ \(lib\/string\\_decoder\.js\): this run cannot see a change there\./);
  // Without a reach map, a directory without results is still a failure.
  fs.rmSync(path.join(resultsDir, 'reach.json'));
  const again = await step({ gh, with: { mode: 'report', request: request(categories, { auto: summary }), 'results-dir': resultsDir } });
  assert.equal(again.record.failed.length, 1);
});

test(`run and report, \`auto\` by function with Node ${NODE_24} in the sandbox: the reach map runs only the configurations ` +
  'that call the changed write(), and the comment says what ran and which changed function no benchmark calls', async (t) => {
  const node = await nodeRelease(NODE_24);
  const bundled = path.join(repoRoot, 'benchmark');
  const source = readBuiltinSources(node, ['string_decoder']).get('string_decoder');
  const repo = stringDecoderRepository(source, (lines) => {
    for (const name of ['text', 'write']) {
      const at = lines.findIndex((line) => line.startsWith(`StringDecoder.prototype.${name} = function ${name}(`));
      lines.splice(at + 1, 0, '  void 0;');
    }
  });
  const { summary } = choose(NODE_STYLE, ['lib/string_decoder.js', 'README.md']);
  const asked = request(['string_decoder'], { auto: summary, baseSha: repo.base, headSha: repo.head, mergeSha: repo.head,
    sets: [{ key: 'n', value: '200' }] });
  const given = { 'old-binary': node, 'new-binary': node, 'benchmark-dir': bundled, 'repository-path': repo.dir,
    'sandbox': 'auto' };
  const runJob = await step({ with: { 'mode': 'run', 'github-token': '', 'request': asked, ...given } });
  assert.deepEqual(runJob.record.failed, []);
  assert.ok(files(runJob.resultsDir).includes('reach.json'), files(runJob.resultsDir).join(' '));
  const map = readJson(path.join(runJob.resultsDir, 'reach.json'));
  assert.deepEqual(map.functions.map((f) => f.name), ['StringDecoder.prototype.write']);
  assert.deepEqual(map.unreachable.map((f) => f.name), ['StringDecoder.prototype.text']);
  const calling = new Set(map.functions[0].configurations.map((c) => `${c.filename} ${c.configuration}`));
  // compare.js ran exactly those: string-decoder-create.js, which never calls write(), not at all.
  const measured = new Set(csvRows(runJob.resultsDir).map((row) => row.slice(row.indexOf(' ') + 1)));
  assert.ok(calling.size > 0);
  assert.deepEqual([...measured].sort(), [...calling].sort().map((c) => c.replace(/ n=\d+/, ' n=200')).sort());
  assert.ok([...measured].every((c) => c.startsWith('string_decoder/string-decoder.js ')), [...measured].join('\n'));
  assert.equal(readJson(path.join(runJob.resultsDir, 'machine.json')).sandbox?.kind, 'bwrap');
  assert.match(runJob.record.info.join('\n'), /reach\.js: \d+ configurations of string_decoder call a changed function; 1 changed function no benchmark calls/);

  const gh = await standIn(t);
  const report = await step({ gh, with: { 'mode': 'report', 'request': asked, 'results-dir': runJob.resultsDir } });
  assert.deepEqual(report.record.failed, []);
  const [sticky] = stickies(gh);
  const text = renderGfm(sticky.body).body.textContent ?? '';
  assert.match(text, new RegExp(`Of string_decoder, ${calling.size} configurations of ${map.mapped} ran: those that call a changed function`));
  assert.match(text, /No benchmark calls StringDecoder\.prototype\.text \(lib\/string_decoder\.js\): this run cannot see a change there\./);
});

test('report: a forged results.csv is a failure comment, not a crash', async (t) => {
  const gh = await standIn(t);
  const resultsDir = fs.mkdtempSync(path.join(scratch, 'forged-'));
  fs.writeFileSync(path.join(resultsDir, 'results.csv'), '<!-- @everyone -->\n"old","x.js","n=1",1,1\n');
  const { record, error } = await step({ gh, with: { mode: 'report', request: request(['alpha']),
    'results-dir': resultsDir } });
  assert.equal(error, null);
  assert.equal(record.failed.length, 1);
  assert.match(record.failed[0], /^The benchmark failed while reading the results of the benchmark job: results\.csv is not compare\.js output: line 1: expected the header/);
  const [sticky] = stickies(gh);
  assert.match(sticky.body, /\*\*Benchmark: Failed\*\* while reading the results of the benchmark job: /);
  assert.doesNotMatch(sticky.body, /<!-- @everyone/);
  assert.deepEqual(record.outputs, {});
});

test('report: an older results.csv with `null` rates: those configurations are named as not measured, the rest analysed',
  async (t) => {
    const gh = await standIn(t);
    const resultsDir = fs.mkdtempSync(path.join(scratch, 'null-rates-'));
    // What compare.js wrote for `/benchmark alpha --set n=--test` before it checked rates: n=null, rate null.
    const rows = [];
    for (let run = 0; run < 6; run++) {
      rows.push(`"old","alpha/a.js","len=4",${100 + run},0.1`, `"new","alpha/a.js","len=4",${101 + run},0.1`,
        '"old","alpha/n.js","n=null",null,0.00003', '"new","alpha/n.js","n=null",null,0.00003');
    }
    fs.writeFileSync(path.join(resultsDir, 'results.csv'),
      `"binary","filename","configuration","rate","time"\n${rows.join('\n')}\n`);
    const { record, error } = await step({ gh, with: { mode: 'report', request: request(['alpha']),
      'results-dir': resultsDir } });
    assert.equal(error, null);
    assert.deepEqual(record.failed, []);
    const [sticky] = stickies(gh);
    assert.equal(stateOf(sticky.body), 'results', sticky.body);
    assert.match(sticky.body, /\| alpha\/a\.js len=4 \|/);
    assert.ok(sticky.body.includes('⚠️ Not measured: 1 configuration got no result from a binary, so it is not in the ' +
      'table:\n- `alpha/n.js n=null`: old and new: reported the rate null (not a number of operations per second) in ' +
      'all 6 runs'), sticky.body);
    assert.equal(record.outputs.regressions, '0');
  });

test('report: a shard whose run step failed early, or stopped after shard.json, is named as failed', async (t) => {
  const gh = await standIn(t);
  // The documented workflow's default shard, 0/1; the run job stops at the cpuset check: failure.json says so.
  const run = await step({ with: { 'mode': 'run', 'github-token': '', 'request': request(['alpha']), 'shard': '0/1',
    'cpuset': '7' } });
  assert.equal(run.record.failed.length, 1);
  assert.deepEqual(files(run.resultsDir), ['failure.json', 'shard.json']);
  const first = await step({ gh, with: { mode: 'report', request: request(['alpha']), 'results-dir': run.resultsDir } });
  assert.equal(first.record.failed.length, 1, 'the report step fails');
  assert.match(stickies(gh)[0].body,
    /\*\*Benchmark: Failed\*\* while preparing the benchmark machine: Invalid 'cpuset': CPU 7 not present/);
  // A run job killed after shard.json (upload-artifact runs `if: always()` and uploads it alone).
  fs.rmSync(path.join(run.resultsDir, 'failure.json'));
  const second = await step({ gh, with: { mode: 'report', request: request(['alpha']), 'results-dir': run.resultsDir } });
  assert.equal(second.record.failed.length, 1, 'the report step fails');
  const [sticky] = stickies(gh);
  assert.match(sticky.body, /\*\*Benchmark: Failed\*\* while benchmarking: no results arrived/, sticky.body);
  assert.doesNotMatch(sticky.body, /No configuration could be tested/);
});

// ---- all --------------------------------------------------------------------------------------------

/**
 * A results comment reduced to what two runs of one request share: the
 * marker, that it is the results, the collapsed sections that do not count
 * anything, the first cell of every table row (which benchmark, which
 * machine fact, which parameter), and the machine's and the run parameters'
 * rows whole but for the seed. The statistics and the wording of the
 * verdict differ from run to run.
 * @param {string} body
 */
function skeleton(body) {
  const lines = body.split('\n');
  let section = null;
  const rows = [];
  for (const line of lines) {
    const summary = /^<details><summary>(.*)<\/summary>/.exec(line);
    if (summary) section = summary[1];
    if (!line.startsWith('| ') || line.startsWith('|:')) continue;
    // The results table's names again, in the order of what each could find, which differs from run to run.
    if (section === 'What each configuration could have seen') continue;
    const first = line.split('|')[1].trim();
    // The seed and the times differ from run to run.
    const whole = (section === 'Machine' || section === 'Run parameters') && !['seed', 'build', 'benchmark'].includes(first);
    rows.push(whole ? line : first);
  }
  return { marker: lines[0], state: stateOf(body),
    sections: lines.flatMap((l) => /^<details><summary>([^\d].*)<\/summary>/.exec(l)?.[1] ?? []), rows };
}

test('run and report with node 26 in the sandbox: allocations counted, on the line under the verdict, in the column ' +
  'and in allocations.svg', async (t) => {
  const node = await nodeRelease(NODE_26);
  const bench = makeBenchDir({
    'arrays/arrays.js': fs.readFileSync(path.join(repoRoot, 'test', 'fixtures', 'allocations', 'arrays', 'arrays.js'), 'utf8'),
  });
  t.after(() => fs.rmSync(bench, { recursive: true, force: true }));
  const given = { 'old-binary': node, 'new-binary': node, 'benchmark-dir': bench, 'sandbox': 'auto' };
  const runJob = await step({ with: { 'mode': 'run', 'github-token': '', 'request': request(['arrays'], { runs: 3 }),
    ...given } });
  assert.deepEqual(runJob.record.failed, []);
  const samples = fs.readFileSync(path.join(runJob.resultsDir, 'samples.ndjson'), 'utf8').trim().split('\n')
    .map((line) => JSON.parse(line)).filter((r) => r.type === 'sample');
  assert.equal(samples.length, 2 * 3 * 3);
  // Inside the sandbox too, the preload that counts them reached every run pass.
  assert.ok(samples.every((s) => s.allocated > 0), JSON.stringify(samples[0]));
  assert.equal(readJson(path.join(runJob.resultsDir, 'machine.json')).sandbox?.kind, 'bwrap');

  const gh = await standIn(t);
  const report = await step({ gh, with: { 'mode': 'report', 'request': request(['arrays'], { runs: 3 }),
    'results-dir': runJob.resultsDir } });
  assert.deepEqual(report.record.failed, []);
  assert.ok(files(runJob.resultsDir).includes('allocations.svg'), files(runJob.resultsDir).join(' '));
  const svg = fs.readFileSync(path.join(runJob.resultsDir, 'allocations.svg'), 'utf8');
  assert.equal(svg.match(/<g class="row[^"]*"><title>arrays\/arrays\.js n=1000000 size=\d+\nbytes per operation /g)?.length, 3);
  const [sticky] = stickies(gh);
  // As GitHub shows it: the allocations' paragraph right under the verdict, their column, their chart.
  const { body } = renderGfm(sticky.body);
  const paragraphs = [...body.querySelectorAll('p')].map((p) => p.textContent);
  assert.match(paragraphs[0], /^Benchmark: /);
  // One binary on both sides: at a 5% false discovery rate, a row can still be a (tiny) discovery
  // by chance, so any of the line's forms may come; what is tested is where it stands.
  assert.match(paragraphs[1], new RegExp('^Allocations: (no change larger than ±\\d+\\.\\d% in \\d of 3 configurations \\(95%\\)' +
    '|\\d of 3 configurations within the ±\\d+% margin|\\d of 3 configurations (allocates? (more|less)|changed): ' +
    '|\\d inconclusive)'));
  assert.ok([...body.querySelectorAll('th')].some((th) => th.textContent === 'allocations (95% interval)'));
  const summaries = [...body.querySelectorAll('summary')].map((summary) => summary.textContent);
  assert.ok(summaries.includes('Chart: bytes allocated per operation, new vs old (more is worse)'), summaries.join('\n'));
  assert.ok(paragraphs.includes("As SVG: rates.svg, improvement.svg and allocations.svg in the workflow run's artifacts."),
    paragraphs.join('\n'));
  // In the run parameters' fold: the smallest change of bytes each configuration could find.
  assert.ok(paragraphs.some((p) => /^Bytes allocated per operation: a change of ±[\d.]+% \(median; ±[\d.]+% to ±[\d.]+%\) was the smallest each of the 3 counted configurations could find, with 80% power\.$/.test(p)),
    paragraphs.join('\n'));
});

test('all: one process goes queued → building → running → results, as gate, run and report do', async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark alpha');
  const { record, error, resultsDir } = await step({ gh, payload, with: { mode: 'all' } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  assert.deepEqual(files(resultsDir), ['comment.md', 'improvement.svg', 'machine.json', 'rates.svg', 'results.csv',
    'results.json', 'samples.ndjson']);
  assert.deepEqual(gh.state.reactions.map((r) => r.content), ['eyes']);
  const bodies = writtenBodies(gh);
  assert.deepEqual(collapse(bodies.map(stateOf)), ['queued', 'building', 'running', 'results']);
  assert.equal(bodies.filter((b) => stateOf(b) === 'running').at(-1).split('\n')[2],
    '**Benchmark: Running: 2 of 2 blocks**');
  const [sticky, ...others] = stickies(gh);
  assert.deepEqual(others, [], 'every state in one comment');
  assert.equal(sticky.body, bodies.at(-1));
  assert.equal(record.outputs['comment-url'], `https://github.com/o/r/pull/12#issuecomment-${sticky.id}`);
  assert.equal(record.outputs.request, undefined, 'the request stays in the process');

  // The same comment through three jobs, on a GitHub of its own.
  const split = await standIn(t);
  const command = commentEvent(split, '/benchmark alpha');
  const gate = await step({ gh: split, payload: command, with: { mode: 'gate' } });
  assert.deepEqual(gate.record.failed, []);
  const runJob = await step({ with: { 'mode': 'run', 'github-token': '', 'request': gate.record.outputs.request } });
  assert.deepEqual(runJob.record.failed, []);
  const report = await step({ gh: split, with: { 'mode': 'report', 'request': gate.record.outputs.request,
    'results-dir': runJob.resultsDir } });
  assert.deepEqual(report.record.failed, []);
  const [three] = stickies(split);
  assert.deepEqual(collapse(writtenBodies(split).map(stateOf)), ['queued', 'results']);
  const shape = skeleton(three.body);
  assert.equal(shape.marker, '<!-- node-benchmark-action:pr-12:alpha -->');
  assert.equal(shape.state, 'results');
  assert.deepEqual(shape.sections, ['Chart: the improvement, with intervals adjusted for the 5% false discovery rate',
    'Memory: max RSS and heap used at the end of each run (medians; reported, not tested)',
    "compare.R's table (to paste)", 'Machine', 'Run parameters', 'What each configuration could have seen']);
  assert.ok(shape.rows.includes('alpha/a.js n=100'), shape.rows.join('\n'));
  assert.ok(shape.rows.includes(`| head | ${HEAD} |`), shape.rows.join('\n'));
  assert.ok(shape.rows.includes('| CPU | Intel(R) Xeon(R) E-2388G |'), shape.rows.join('\n'));
  assert.deepEqual(skeleton(sticky.body), shape);
});

test('all: --profile puts the function that made node-pr slower first in a folded table, and keeps the statistics apart',
  async (t) => {
    const [oldNode, newNode] = await Promise.all([nodeRelease(NODE_22), nodeRelease(NODE_24)]);
    // node-pr (Node 24) spends most of each operation in a function Node 22 never calls.
    // Each call is long enough for V8 to optimize it on its own (on-stack
    // replacement) rather than inline it into main, as it would a short one.
    const bench = makeBenchDir({ 'hot/h.js': benchSource({ n: [500] }, `
      let sum = 0;
      for (let i = 0; i < n; i++) sum += process.versions.node.startsWith('24.') ? injectedHotFunction(i) : i;
      if (sum < 0) console.log(sum);`) + `
function injectedHotFunction(i) {
  let x = 0;
  for (let j = 0; j < 20000; j++) x += Math.sqrt(i + j);
  return x;
}
` });
    t.after(() => fs.rmSync(bench, { recursive: true, force: true }));
    const gh = await standIn(t);
    const payload = commentEvent(gh, '/benchmark hot --profile --runs 6');
    const { record, error, resultsDir } = await step({ gh, payload, with: { 'mode': 'all', 'benchmark-dir': bench,
      'old-binary': oldNode, 'new-binary': newNode } });
    assert.equal(error, null);
    assert.deepEqual(record.failed, []);
    assert.deepEqual(files(path.join(resultsDir, 'profiles')), ['1.new.cpuprofile', '1.old.cpuprofile', 'index.json',
      'targets.json']);
    // The profiled runs are not samples: 6 blocks, 12 rows, as without --profile.
    assert.equal(csvRows(resultsDir).length, 12);
    assert.deepEqual(collapse(writtenBodies(gh).map(stateOf)), ['queued', 'building', 'running', 'profiling', 'results']);
    assert.ok(writtenBodies(gh).some((b) => b.includes('**Benchmark: Profiling the 1 configuration that changed**')));
    const [sticky] = stickies(gh);
    if (process.env.NBA_SHOW_COMMENT) fs.writeFileSync(process.env.NBA_SHOW_COMMENT, sticky.body);
    const { body } = renderGfm(sticky.body);
    const folded = [...body.querySelectorAll('details')]
      .filter((d) => d.querySelector('summary')?.textContent.includes('hot/h.js'));
    assert.equal(folded.length, 1, 'one folded profile table');
    const [first] = folded[0].querySelectorAll('tbody tr');
    assert.match(first.textContent, /injectedHotFunction/);
    assert.match(folded[0].textContent, /1\.old\.cpuprofile/);
    assert.match(body.textContent, /speedscope/);
  });

test('all: a compare.js that measures nothing is reported through failure.json: "Failed", step failed', async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark broken');
  const { record, error, resultsDir } = await step({ gh, payload, with: { mode: 'all' } });
  assert.equal(error, null);
  const failure = readJson(path.join(resultsDir, 'failure.json'));
  const why = 'every benchmark process failed, under both binaries \\(\\d+ failures\\), so nothing could be compared\\. ' +
    'The first failure: broken/c\\.js mode=x n=1 exited with code 1: Error: broken on purpose';
  // failure.json says what the run step knew; the report adds what the failure records say.
  assert.deepEqual([failure.step, failure.message], ['benchmarking', 'compare.js produced no results (exit code 1)']);
  assert.equal(record.failed.length, 1);
  assert.match(record.failed[0],
    new RegExp(`^The benchmark failed while benchmarking: compare\\.js produced no results \\(exit code 1\\): ${why}$`));
  assert.deepEqual(collapse(writtenBodies(gh).map(stateOf)), ['queued', 'building', 'running', 'failed']);
  const [sticky] = stickies(gh);
  assert.match(sticky.body, new RegExp('^<!-- node-benchmark-action:pr-12:broken -->\\n\\n\\*\\*Benchmark: Failed\\*\\* while benchmarking: ' +
    `compare\\.js produced no results \\(exit code 1\\): ${why}\\n`));
  assert.match(sticky.body, /<details><summary>The end of the log<\/summary>[\s\S]*broken on purpose/);
  assert.equal(record.outputs.regressions, undefined, 'no results published');
});

test('all: a run step that stops before compare.js (a cpuset the machine lacks) says "Failed" in the comment', async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark alpha');
  const { record } = await step({ gh, payload, with: { mode: 'all', cpuset: '7' } });
  const problem = "Invalid 'cpuset': CPU 7 not present on this machine (present: 0,1,2,3)";
  assert.ok(record.failed.some((message) => message.includes(problem)), record.failed.join('\n'));
  const [sticky] = stickies(gh);
  assert.equal(stateOf(sticky.body), 'failed', sticky.body);
  assert.match(sticky.body, /CPU 7 not present on this machine/);
});

// ---- a final state that no comment can take ------------------------------------------------------

const PATCH_COMMENT = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';
const POST_COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
/** The sticky comment of an earlier request, left at "Queued". */
const queuedSticky = (categories) => ({ issueNumber: 12, user: 'github-actions[bot]',
  body: `<!-- node-benchmark-action:pr-12:${categories} -->\n\n**Benchmark: Queued**\n` });

test('all: every edit of the sticky comment fails (502): the results are in a new comment, which says why', async (t) => {
  const gh = await standIn(t, { failures: [{ route: PATCH_COMMENT, status: 502 }] });
  const payload = commentEvent(gh, '/benchmark alpha');
  const { record, error } = await step({ gh, payload, with: { mode: 'all' } });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  const [queued, results, ...others] = gh.state.comments.filter((c) => c.user === 'github-actions[bot]');
  assert.deepEqual(others, []);
  assert.equal(stateOf(queued.body), 'queued', 'the one the gate made, which no edit reached');
  assert.match(results.body, new RegExp(`^⚠️ This run's comment could not be written \\(GitHub API: updating comment ` +
    `${queued.id} failed with 502 .*\\), so its final state is here\\.\n\n\\*\\*Benchmark: `));
  assert.equal(record.outputs['comment-url'], `https://github.com/o/r/pull/12#issuecomment-${results.id}`);
  assert.ok(record.warnings.some((w) => w.startsWith('Could not update the status comment: GitHub API: updating comment')));
  assert.ok(record.warnings.some((w) => w.startsWith(`Could not write the comment on #12 (GitHub API: updating comment ` +
    `${queued.id} failed with 502`) && w.endsWith(`: its final state is in a new comment, ${record.outputs['comment-url']}`)),
  record.warnings.join('\n'));
});

test('all: no comment can take the results (edits and new comments fail): the job summary says why, and the step fails',
  async (t) => {
    // The gate's "Queued" is the one comment that can be made.
    const gh = await standIn(t, { failures: [{ route: PATCH_COMMENT, status: 502 }, { route: POST_COMMENT, status: 503,
      after: 1 }] });
    const payload = commentEvent(gh, '/benchmark alpha');
    const { record, error } = await step({ gh, payload, with: { mode: 'all' } });
    assert.equal(error?.name, 'FinalStateError');
    assert.deepEqual(record.failed, [error.message]);
    assert.match(error.message, /^The comment on #12 could not be given the run's final state: writing it failed \(GitHub API: updating comment \d+ failed with 502 .*\), and so did a new comment \(GitHub API: creating a comment on #12 failed with 503 .*\); the job summary has the final state$/);
    assert.deepEqual(gh.state.comments.filter((c) => c.user === 'github-actions[bot]').map((c) => stateOf(c.body)),
      ['queued']);
    assert.equal(record.summaries.length, 2);
    // The final state, whatever the verdict: both sides run the same node, and
    // on a busy machine a configuration may still come out changed.
    assert.match(record.summaries[0], /^<!-- node-benchmark-action:pr-12:alpha -->\n\n\*\*Benchmark: (No change larger than ±[\d.]+% in |Nothing concluded: |No configuration changed: |\d+ of \d+ configurations? (changed|regressed) )/);
    assert.equal(record.summaries[1], "⚠️ **The pull request's comment does not show this run's final state**: " +
      `${escapeMarkdown(error.message)}.\n`);
    assert.equal(record.state['pending-comment'], '', 'the final state is in the summary: nothing left for the post step');
    assert.match(record.outputs.regressions ?? '', /^\d+$/, 'the outputs are written');
  });

test('report: a failure no comment can take: the job summary says "Failed" and why no comment has it; the step fails',
  async (t) => {
    const gh = await standIn(t, { comments: [queuedSticky('alpha')],
      failures: [{ route: PATCH_COMMENT, status: 502 }, { route: POST_COMMENT, status: 503 }] });
    const resultsDir = fs.mkdtempSync(path.join(scratch, 'failed-'));
    fs.writeFileSync(path.join(resultsDir, 'failure.json'), JSON.stringify({ step: 'building the head commit',
      message: 'make exited with 2', logTail: '' }));
    const { record, error } = await step({ gh, with: { mode: 'report', request: request(['alpha']),
      'results-dir': resultsDir } });
    assert.equal(error?.name, 'FinalStateError');
    assert.deepEqual(record.failed, ['The benchmark failed while building the head commit: make exited with 2',
      error.message]);
    assert.deepEqual(gh.state.comments.map((c) => stateOf(c.body)), ['queued']);
    assert.equal(record.summaries.length, 1);
    const [note, state] = record.summaries[0].split('\n\n');
    assert.equal(note, "⚠️ **The pull request's comment does not show this run's final state**: " +
      `${escapeMarkdown(error.message)}.`);
    assert.equal(state, '**Benchmark: Failed** while building the head commit: make exited with 2');
    assert.ok(!record.summaries[0].includes('<!--'), 'no marker in the summary');
  });

test('post: a comment left waiting that no comment can finish: the job summary says it stopped, and the post step fails',
  async (t) => {
    const { post } = await import('../src/modes/post.js');
    const gh = await standIn(t, { comments: [queuedSticky('alpha')],
      failures: [{ route: PATCH_COMMENT, status: 502 }, { route: POST_COMMENT, status: 503 }] });
    const log = fakeLog({ 'pending-comment': request(['alpha']) });
    const settings = readSettings(inputs({ ...QUICK }));
    const github = createGitHub({ token: TOKEN, env: {}, baseUrl: gh.url, owner: 'o', repo: 'r', log, timing: FAST });
    await post({ log, machineRoot, comment: () => ({ settings, log, github, url: RUN_URL }) });
    assert.equal(log.record.failed.length, 1);
    assert.match(log.record.failed[0], /^The comment on #12 could not be given the run's final state: /);
    assert.equal(log.record.summaries.length, 1);
    assert.match(log.record.summaries[0], /\n\n\*\*Benchmark: Failed\*\* while running the benchmark: the job stopped before it could report/);
    assert.deepEqual(gh.state.comments.map((c) => stateOf(c.body)), ['queued']);
  });

test("all: with comment: 'false' no comment is written, and none is left at \"Running\"", async (t) => {
  const gh = await standIn(t);
  const payload = commentEvent(gh, '/benchmark alpha');
  const { record } = await step({ gh, payload, with: { mode: 'all', comment: 'false' } });
  assert.deepEqual(record.failed, []);
  assert.equal(record.outputs['comment-url'], '');
  assert.deepEqual(writtenBodies(gh).map(stateOf), []);
});

// ---- post -------------------------------------------------------------------------------------------

test('post: the governor the run step set is restored from the saved state, even after a failed run', async () => {
  const root = tunableMachine();
  const governors = () => Object.values(readMachine({ root }).governors);
  const dir = fs.mkdtempSync(path.join(scratch, 'post-'));
  // The main step through entry(), with `governor: performance`: its benchmark fails, the governor stays changed.
  /** @type {Record<string, string>} */
  const state = {};
  const main = fakeLog(state);
  await entry({ log: main, env: { GITHUB_REPOSITORY: 'o/r' }, machineRoot: root, getInput: inputs({ ...QUICK,
    'mode': 'run', 'github-token': '', 'governor': 'performance', 'request': request(['broken']),
    'results-dir': path.join(dir, 'results') }) });
  assert.equal(main.record.failed.length, 1);
  assert.deepEqual(governors(), Array(4).fill('performance'));
  // The run's mark too: the post step ends whatever of the run is left.
  assert.match(state['run-mark'], /^[0-9a-f-]{36}$/);
  assert.deepEqual({ ...state, governors: JSON.parse(state.governors) }, { 'isPost': 'true', 'machine-root': root,
    'run-mark': state['run-mark'],
    'governors': { cpu0: 'schedutil', cpu1: 'schedutil', cpu2: 'schedutil', cpu3: 'schedutil' } });
  // The post step: the same state, and no input read; the machine's root is its own, which the state must name.
  const elsewhere = fakeLog({ ...state });
  await entry({ log: elsewhere, env: {}, getInput: () => assert.fail('the post step reads no input'), machineRoot: '/' });
  assert.deepEqual(elsewhere.record.warnings, [`Did not restore the governor: the saved state names the machine root ` +
    `${JSON.stringify(root)}, not this step's "/"; nothing was written`]);
  assert.deepEqual(governors(), Array(4).fill('performance'));
  const post = fakeLog(state);
  await entry({ log: post, env: {}, getInput: () => assert.fail('the post step reads no input'), machineRoot: root });
  assert.deepEqual(governors(), Array(4).fill('schedutil'));
  assert.deepEqual(post.record.info, ['Governor restored on 4 CPUs.']);
  assert.deepEqual(post.record.warnings, []);
});
