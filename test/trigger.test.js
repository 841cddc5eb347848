import test from 'node:test';
import assert from 'node:assert/strict';
import { decide } from '../src/request/trigger.js';
import { MARKER_PREFIX } from '../src/request/grammar.js';

const categories = ['buffers', 'string_decoder', 'util'];
const settings = /** @type {any} */ ({
  trigger: '/benchmark', runs: null, accuracy: 2, maxRuns: 100, categories: [], filters: [], excludes: [], sets: [],
  profile: false,
});

function commentEvent(body, overrides = {}) {
  return {
    action: 'created',
    issue: { number: 12, pull_request: { url: 'https://api.github.com/repos/o/r/pulls/12' } },
    comment: { id: 99, body, created_at: '2026-11-21T10:00:00Z', user: { login: 'maintainer', type: 'User' } },
    ...overrides,
  };
}

test('a /benchmark comment on a PR becomes a run request', () => {
  const decision = decide({ eventName: 'issue_comment', payload: commentEvent('/benchmark string_decoder --runs 5 --filter create'), settings, categories });
  assert.deepEqual(decision, {
    action: 'run', prNumber: 12, commentId: 99, commenter: 'maintainer', commenterType: 'User',
    commentCreatedAt: '2026-11-21T10:00:00Z',
    options: { categories: ['string_decoder'], auto: false, filters: ['create'], excludes: [], runs: 5, accuracy: null,
      maxRuns: null, sets: [], profile: false, sha: null },
  });
});

test("a comment's run plan: the workflow's adaptive default, --accuracy, or --runs alone for fixed runs", () => {
  const plan = (body, overrides = {}) => {
    const decision = decide({ eventName: 'issue_comment', payload: commentEvent(body), settings: { ...settings, ...overrides },
      categories });
    assert.equal(decision.action, 'run');
    const { runs, accuracy, maxRuns } = decision.action === 'run' ? decision.options : /** @type {any} */ ({});
    return { runs, accuracy, maxRuns };
  };
  assert.deepEqual(plan('/benchmark util'), { runs: 10, accuracy: 2, maxRuns: 100 });
  assert.deepEqual(plan('/benchmark util --runs 30'), { runs: 30, accuracy: null, maxRuns: null });
  assert.deepEqual(plan('/benchmark util --accuracy 0.5'), { runs: 10, accuracy: 0.5, maxRuns: 100 });
  assert.deepEqual(plan('/benchmark util --accuracy 0.5 --runs 20', { maxRuns: 200 }), { runs: 20, accuracy: 0.5, maxRuns: 200 });
  assert.deepEqual(plan('/benchmark util', { accuracy: null }), { runs: 30, accuracy: null, maxRuns: null });
  assert.deepEqual(plan('/benchmark util --accuracy 1', { accuracy: null, runs: 15 }), { runs: 15, accuracy: 1, maxRuns: 100 });
});

test('edits, issues, bots, our own comments and ordinary comments are ignored', () => {
  const cases = [
    [commentEvent('/benchmark util', { action: 'edited' }), 'comment edited: only new comments start benchmarks'],
    [{ ...commentEvent('/benchmark util'), issue: { number: 3 } }, 'a comment on an issue, not on a pull request'],
    [commentEvent('/benchmark util', { comment: { id: 1, body: '/benchmark util', user: { login: 'ci[bot]', type: 'Bot' } } }), 'a comment by the bot @ci[bot]'],
    [commentEvent(`${MARKER_PREFIX} util -->\n/benchmark util`), 'one of our own comments'],
    [commentEvent('LGTM, thanks!'), 'not a /benchmark command'],
  ];
  for (const [payload, reason] of cases) {
    assert.deepEqual(decide({ eventName: 'issue_comment', payload, settings, categories }), { action: 'ignore', reason });
  }
  assert.deepEqual(decide({ eventName: 'push', payload: {}, settings, categories }),
                   { action: 'ignore', reason: 'the push event does not start benchmarks' });
});

test('help and invalid commands get a reply and run nothing', () => {
  const help = decide({ eventName: 'issue_comment', payload: commentEvent('/benchmark help'), settings, categories });
  assert.equal(help.action, 'help');
  assert.match(help.action === 'help' ? help.usage : '', /\/benchmark <category>/);
  const bad = decide({ eventName: 'issue_comment', payload: commentEvent('/benchmark ../../etc; rm -rf / --runs 100000'), settings, categories });
  assert.equal(bad.action, 'refuse');
  // The problems one by one (each an item of the reply's list) and the usage apart.
  const problems = bad.action === 'refuse' ? bad.problems : [];
  assert.equal(problems.length, 2);
  assert.match(problems[0], /^Unknown categor/);
  assert.match(problems[1], /^--runs must be a whole number from 1 to 100/);
  assert.match(bad.action === 'refuse' ? bad.usage : '', /^```\n\/benchmark <category>/);
});

test('pull_request and workflow_dispatch use the workflow author\'s categories', () => {
  const configured = { ...settings, categories: ['buffers'], filters: ['compare'], runs: 20 };
  const pr = decide({ eventName: 'pull_request', payload: { pull_request: { number: 7, head: { sha: 'a'.repeat(40) } } }, settings: configured, categories });
  assert.deepEqual(pr, { action: 'run', prNumber: 7, commentId: null, commenter: null, commenterType: null,
    commentCreatedAt: null, options: { categories: ['buffers'], auto: false, filters: ['compare'], excludes: [], runs: 20,
      accuracy: 2, maxRuns: 100, sets: [], profile: false, sha: 'a'.repeat(40) } });
  const auto = decide({ eventName: 'pull_request', payload: { pull_request: { number: 7, head: { sha: 'a'.repeat(40) } } },
    settings: { ...configured, categories: ['auto'], profile: true }, categories });
  assert.deepEqual(auto.action === 'run' && [auto.options.categories, auto.options.auto, auto.options.profile],
    [[], true, true], "the workflow's 'auto' leaves the categories to the gate");
  const fixed = decide({ eventName: 'pull_request', payload: { pull_request: { number: 7, head: { sha: 'a'.repeat(40) } } },
    settings: { ...configured, runs: null, accuracy: null }, categories });
  assert.deepEqual(fixed.action === 'run' && [fixed.options.runs, fixed.options.accuracy, fixed.options.maxRuns], [30, null, null]);
  const dispatch = decide({ eventName: 'workflow_dispatch', payload: { inputs: { 'pull-request': '42' } }, settings: configured, categories });
  assert.equal(dispatch.action === 'run' && dispatch.prNumber, 42);
  assert.throws(() => decide({ eventName: 'workflow_dispatch', payload: { inputs: { 'pull-request': '42; id' } }, settings: configured, categories }),
                /Invalid workflow_dispatch input 'pull-request': expected a pull request number, got '42; id'/);
  assert.throws(() => decide({ eventName: 'pull_request', payload: { pull_request: { number: 7 } }, settings: { ...settings, categories: ['nope'] }, categories }),
                /Invalid 'categories': 'nope' not in the benchmark directory/);
  assert.deepEqual(decide({ eventName: 'pull_request', payload: { pull_request: { number: 7 } }, settings, categories }),
                   { action: 'ignore', reason: "the pull_request event needs the 'categories' input" });
});

test('help and refusals name the commenter, whose permission the gate checks before it answers', () => {
  const help = decide({ eventName: 'issue_comment', payload: commentEvent('/benchmark help'), settings, categories });
  const bad = decide({ eventName: 'issue_comment', payload: commentEvent('/benchmark nosuch'), settings, categories });
  for (const decision of [help, bad]) {
    assert.deepEqual([decision.action === 'ignore' ? null : decision.commenter,
      decision.action === 'ignore' ? null : decision.commenterType], ['maintainer', 'User']);
  }
});

test('pull_request_target and workflow_run are refused: they run a fork\'s code next to a write token', () => {
  const fork = { number: 7, head: { sha: 'f'.repeat(40), repo: { full_name: 'stranger/r' } }, user: { login: 'stranger' } };
  const configured = { ...settings, categories: ['buffers'] };
  /** @type {[string, any][]} */
  const events = [
    ['pull_request_target', { action: 'opened', pull_request: fork }],
    ['workflow_run', { action: 'completed', workflow_run: { head_sha: 'f'.repeat(40), pull_requests: [{ number: 7 }] } }],
  ];
  for (const [eventName, payload] of events) {
    for (const given of [settings, configured]) {
      assert.throws(() => decide({ eventName, payload, settings: given, categories }), (err) => {
        assert.ok(err instanceof Error);
        assert.match(err.message, new RegExp(`^The ${eventName} event cannot start benchmarks: `));
        assert.match(err.message, /a token that can write to the repository/);
        assert.match(err.message, /Start benchmarks from issue_comment \(a \/benchmark comment, by someone with 'min-permission'\), pull_request or workflow_dispatch/);
        return true;
      });
    }
  }
});
