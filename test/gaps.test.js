// What the results lack, in words (src/report/gaps.js), on merged shard
// results made by hand (test/shards.test.js reads real ones;
// test/report-hardening.test.js shows the words in a rendered comment).
import test from 'node:test';
import assert from 'node:assert/strict';
import { describeGaps, runFailure } from '../src/report/gaps.js';

const LINE = 'No change larger than 2% (the margin) in 1 configuration';

/**
 * Merged results (results/shards.js readShards' shape) of one shard, complete,
 * with `fields` over them.
 * @param {Record<string, any>} [fields]
 * @returns {any}
 */
function read(fields = {}) {
  const shard = { name: null, dir: '/results', declared: null };
  return { samples: [sample('old', 'a/a.js'), sample('new', 'a/a.js')], failures: [], moreFailures: false,
    unmeasured: [], moreUnmeasured: false, warnings: [], failed: [], planned: new Set(['a']), method: null, pairing: null,
    shards: [shard], shardCount: 1, measured: [{ shard, partial: null, elapsed: null, method: null, machine: null }], ...fields };
}

function sample(binary, filename) {
  return { binary, filename, configuration: 'n=1', rate: 10, time: 0.1 };
}

test('a complete run lacks nothing: the verdict as the analysis says it, nothing under it, nothing failed', () => {
  const gaps = describeGaps(read());
  assert.equal(gaps.verdict(LINE), LINE);
  assert.deepEqual([gaps.notes, gaps.warnings, gaps.sections], [[], [], []]);
  assert.deepEqual(gaps.problems, [null, null, null]);
});

test('a run that stopped early says so first, how far each shard got and what it never reached, and fails', () => {
  const [x, y] = [{ name: '0/2', dir: '/r/x', declared: null }, { name: '1/2', dir: '/r/y', declared: null }];
  const gaps = describeGaps(read({ planned: new Set(['a', 'b', 'c']), shards: [x, y], shardCount: 2, measured: [
    { shard: x, partial: { stopped: { done: 6, planned: 40 }, cutLine: 7 } },
    { shard: y, partial: { stopped: { done: 0, planned: null }, cutLine: null } }] }));
  const summary = 'Partial results: shard 0/2 stopped after 6 of 40 blocks; results.csv of shard 0/2 ends in the middle ' +
    'of line 7, which is left out; shard 1/2 stopped before its first block was done (cancelled, timed out or killed); ' +
    'categories not reached: b, c.';
  assert.equal(gaps.verdict(LINE), `⚠️ ${summary} In the part that ran: no change larger than 2% (the margin) in 1 configuration`);
  assert.deepEqual(gaps.problems, [summary, null, null]);
  assert.deepEqual(gaps.notes, [], 'the categories not reached are in the verdict, not again under it');
  const one = describeGaps(read({ measured: [{ shard: { name: null }, partial: { stopped: { done: 1, planned: 1 }, cutLine: null } }] }));
  assert.equal(one.problems[0], 'Partial results: the run stopped after 1 of 1 block (its job was cancelled, timed out or killed).');
});

test('a category of a complete run without a result is named under the verdict', () => {
  assert.deepEqual(describeGaps(read({ planned: new Set(['a', 'b']) })).notes,
    ['⚠️ No results for b: compare.js measured none of it (every benchmark failed, or the filters left none).']);
  assert.deepEqual(describeGaps(read({ planned: new Set(['a', 'b', 'c_d']) })).notes,
    ['⚠️ No results for b, c\\_d: compare.js measured none of them (every benchmark failed, or the filters left none).']);
});

test('a binary that failed in every process takes the verdict\'s place and fails the step; one that failed in some ' +
  'is said under it', () => {
  const failure = { filename: 'a/a.js', binary: 'new', configuration: 'n=2', cause: 'exited with code 134', error: 'FATAL' };
  const crashed = describeGaps(read({ samples: [sample('old', 'a/a.js')], failures: [failure] }));
  const line = 'The new binary failed in every benchmark process it ran (1 failure), so nothing could be ' +
    'compared. The first failure: a/a.js n=2 exited with code 134: FATAL';
  assert.equal(crashed.verdict(LINE), line);
  assert.deepEqual(crashed.problems, [null, line, null]);
  const some = describeGaps(read({ failures: [{ ...failure, error: 'FATAL *x*' }], moreFailures: true }));
  assert.equal(some.verdict(LINE), LINE);
  assert.deepEqual(some.notes, ['⚠️ The new binary failed in 1 or more benchmark processes; the first failure: ' +
    'a/a.js n=2 exited with code 134: FATAL \\*x\\*.']);
});

test('the configurations without a result are listed, the first ten, with why; the rest counted', () => {
  /** @type {import('../src/results/files.js').Unmeasured[]} */
  const unmeasured = Array.from({ length: 12 }, (_, i) => ({ filename: 'a/a.js', configuration: `n=${i}`, count: null,
    old: 'exited with code 1 in all 2 runs', new: 'exited with code 1 in all 2 runs' }));
  unmeasured.push({ filename: 'b/b.js', configuration: null, count: 3, old: null, new: 'timed out' });
  const [note] = describeGaps(read({ unmeasured, moreUnmeasured: true })).notes;
  const lines = note.split('\n');
  assert.equal(lines[0], '⚠️ Not measured: 12 or more configurations and the configurations of 1 file got no result ' +
    'from a binary, so they are not in the table:');
  assert.equal(lines[1], '- `a/a.js n=0`: old and new: exited with code 1 in all 2 runs');
  assert.equal(lines.length, 12);
  assert.equal(lines[11], '- and 3 or more more, in samples.ndjson (the results artifact)');
  const [one] = describeGaps(read({ unmeasured: [unmeasured[0]] })).notes;
  assert.equal(one, '⚠️ Not measured: 1 configuration got no result from a binary, so it is not in the table:\n' +
    '- `a/a.js n=0`: old and new: exited with code 1 in all 2 runs');
});

test('each failed shard has a paragraph above the table, the last first, and fails the step', () => {
  const gaps = describeGaps(read({ shardCount: 3, failed: [
    { shard: { name: '1/3' }, failure: { step: 'building node-pr', message: 'make *failed*', logTail: '' } },
    { shard: { name: '2/3' }, failure: { step: 'benchmarking', message: 'no results arrived', logTail: '' } }] }));
  assert.deepEqual(gaps.sections, [
    '**shard 2/3 failed** while benchmarking: no results arrived; its categories are missing from the table.',
    '**shard 1/3 failed** while building node-pr: make \\*failed\\*; its categories are missing from the table.']);
  assert.deepEqual(gaps.problems, [null, null, '2 of 3 shards failed: see the comment']);
});

test('what the reader warned of is shown, escaped, the first ten; the rest counted', () => {
  const warnings = Array.from({ length: 12 }, (_, i) => `shard x: results.csv: line ${i + 2}: not valid UTF-8 <b>`);
  const shown = describeGaps(read({ warnings })).warnings;
  assert.equal(shown.length, 11);
  assert.equal(shown[0], '⚠️ shard x: results.csv: line 2: not valid UTF-8 &lt;b&gt;');
  assert.equal(shown[10], '⚠️ and 2 more warnings about the results in the log');
});

test('runFailure: a run without results fails with its first failed shard\'s failure, the shard named when there were several', () => {
  const failure = { step: 'building node-pr', message: 'make failed', logTail: 'x' };
  const shard = { name: '0/2', dir: '/r/0', declared: null };
  assert.deepEqual(runFailure(read({ failed: [{ shard, failure }], shardCount: 1 })), failure);
  assert.deepEqual(runFailure(read({ failed: [{ shard, failure }, { shard: { name: '1/2' }, failure }], shardCount: 2 })),
    { ...failure, step: 'building node-pr (shard 0/2)' });
});
