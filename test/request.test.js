// The request (src/request/request.js) and its grammar (src/request/grammar.js):
// what the gate makes and the run and report jobs read back, checked both
// ways with one validation; and each pattern and limit defined in one place.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { comparedCommits, createRequest, decodeRequest, encodeRequest, RequestError, REQUEST_VERSION, runsLimitNote } from '../src/request/request.js';
import { ACCURACY, LIMITS, markerFor } from '../src/request/grammar.js';

/** A fixed-runs request, as the gate makes it. */
const fields = {
  prNumber: 12, commentId: 99, method: /** @type {'merge'} */ ('merge'), baseSha: 'a'.repeat(40),
  headSha: 'b'.repeat(40), mergeSha: 'c'.repeat(40), mergeBaseSha: null, noMerge: null, categories: ['string_decoder'], filters: ['create'], excludes: [], runs: 30, accuracy: null, maxRuns: null,
  sets: [{ key: 'n', value: '1000' }], profile: false, auto: null, runsLimit: 100,
};
const adaptive = { ...fields, runs: 10, accuracy: 2, maxRuns: 100 };
const MARKER = '<!-- node-benchmark-action:pr-12:string_decoder -->';

/** The problems decodeRequest names for `changes` to a valid wire request, or [] when it accepts it. */
function refusal(changes) {
  const wire = JSON.parse(encodeRequest(createRequest(adaptive)));
  try {
    decodeRequest(JSON.stringify({ ...wire, ...changes }));
    return [];
  } catch (err) {
    assert.ok(err instanceof RequestError);
    return err.problems;
  }
}

test('a request survives the trip from the gate to the run job, fixed or adaptive, its marker derived', () => {
  for (const given of [fields, adaptive]) {
    const made = createRequest(given);
    assert.deepEqual(made, { ...given, marker: MARKER });
    assert.ok(Object.isFrozen(made) && Object.isFrozen(made.categories) && Object.isFrozen(made.sets[0]));
    const wire = encodeRequest(made);
    assert.equal(JSON.parse(wire).version, REQUEST_VERSION);
    assert.equal(JSON.parse(wire).marker, undefined, 'the marker is not carried: a request cannot name another comment');
    assert.deepEqual(decodeRequest(wire), made);
  }
  for (const accuracy of [ACCURACY.min, 0.5, 2.5, ACCURACY.max]) {
    assert.deepEqual(refusal({ accuracy }), [], String(accuracy));
  }
  assert.deepEqual(refusal({ runs: 100, maxRuns: 100 }), []);
});

test('a run without a pull request (prebuilt binaries) has no commits and no marker, and still decodes', () => {
  // The gate of a workflow_dispatch with old-binary/new-binary used to
  // output null SHAs that no run job could decode.
  const prebuilt = { ...fields, prNumber: null, commentId: null, method: null, baseSha: null, headSha: null,
    mergeSha: null };
  const made = createRequest(prebuilt);
  assert.equal(made.marker, null);
  assert.deepEqual(decodeRequest(encodeRequest(made)), made);
  // With a pull request, the commits are required.
  assert.deepEqual(refusal({ baseSha: null }), ['baseSha and headSha must be 40-character lower-case commit hashes']);
  assert.deepEqual(refusal({ prNumber: null, commentId: null }), ['a request without a pull request has no commits: ' +
    'method, baseSha, headSha, mergeSha, mergeBaseSha and noMerge must be null']);
});

test('the compared commits: a test merge, or the merge base with the reason, and never a mix', () => {
  const mergeBase = { ...fields, method: /** @type {'merge-base'} */ ('merge-base'), mergeSha: null,
    mergeBaseSha: 'd'.repeat(40), noMerge: /** @type {'conflict'} */ ('conflict') };
  const made = createRequest(mergeBase);
  assert.deepEqual(decodeRequest(encodeRequest(made)), made);
  assert.deepEqual(comparedCommits(made), { old: { sha: 'd'.repeat(40), what: 'the merge base' },
    new: { sha: 'b'.repeat(40), what: 'the pull request head' } });
  assert.deepEqual(comparedCommits(createRequest(fields)), {
    old: { sha: 'a'.repeat(40), what: 'the base branch tip' },
    new: { sha: 'c'.repeat(40), what: 'the test merge of the head bbbbbbb onto it' } });
  const mergeNeeds = "method 'merge' needs mergeSha, a commit hash, and null mergeBaseSha and noMerge";
  assert.deepEqual(refusal({ mergeSha: null }), [mergeNeeds]);
  assert.deepEqual(refusal({ noMerge: 'conflict' }), [mergeNeeds]);
  assert.deepEqual(refusal({ method: 'merge-base' }), ["method 'merge-base' needs mergeBaseSha, a commit hash, null " +
    'mergeSha, and noMerge one of conflict, not-computed, stale-merge']);
  assert.deepEqual(refusal({ method: 'head' }), ["method must be 'merge' or 'merge-base' with a pull request"]);
  assert.deepEqual(refusal({ method: undefined }), ["method must be 'merge' or 'merge-base' with a pull request"]);
  // A request of the previous version (no method) is refused by its version first.
  assert.deepEqual(refusal({ version: 3 }), [`version must be ${REQUEST_VERSION}, got 3: the gate and this job must use the same version of the Action`]);
});

test('a tampered request is refused, naming every problem', () => {
  const wire = JSON.parse(encodeRequest(createRequest(fields)));
  const bad = { ...wire, headSha: 'main', categories: ['../etc'], runs: 1e9, sets: [{ key: 'CPUSET', value: '0' }] };
  assert.throws(() => decodeRequest(JSON.stringify(bad)), (err) => {
    assert.ok(err instanceof RequestError);
    assert.equal(err.message, "Invalid 'request':\n" +
      '- baseSha and headSha must be 40-character lower-case commit hashes\n' +
      `- categories must be 1 to ${LIMITS.categories} different category names\n` +
      '- runs must be a whole number from 1 to 100\n' +
      `- sets must be at most ${LIMITS.sets} {key, value} pairs with identifier keys (not CPUSET) and printable ` +
      `values of up to ${LIMITS.value} characters`);
    return true;
  });
  assert.throws(() => decodeRequest('{not json'), /^RequestError: Invalid 'request':\n- not JSON/);
  // A marker of its own, or any field the gate does not write, is refused.
  assert.deepEqual(refusal({ marker: '<!-- node-benchmark-action:pr-1:x -->' }), ['unknown fields: marker']);
  assert.deepEqual(refusal({ sets: [{ key: 'constructor', value: '1' }] }).length, 1);
  assert.deepEqual(refusal({ filters: ['a\nb'] }).length, 1);
  assert.deepEqual(refusal({ categories: ['url', 'url'] }).length, 1);
});

test('the bounds are the comment grammar\'s, on both sides: encode refuses what decode would', () => {
  const many = Array.from({ length: LIMITS.categories + 1 }, (_, i) => `c${i}`);
  const long = { key: 'n', value: 'x'.repeat(LIMITS.value + 1) };
  for (const changes of [{ categories: many }, { sets: [long] }, { filters: Array(LIMITS.texts + 1).fill(0).map((_, i) => `f${i}`) }]) {
    assert.throws(() => createRequest({ ...fields, ...changes }, { what: 'request (from the workflow inputs)' }),
      /^RequestError: Invalid request \(from the workflow inputs\):\n- /);
    assert.throws(() => encodeRequest(/** @type {any} */ ({ ...fields, ...changes })), RequestError);
  }
  assert.doesNotThrow(() => createRequest({ ...fields, categories: many.slice(1) }));
  assert.doesNotThrow(() => createRequest({ ...fields, sets: [{ key: 'n', value: 'x'.repeat(LIMITS.value) }] }));
});

test('the run plan is checked against the bounds the request carries (bounds.js, as compare.js checks them)', () => {
  const accuracy = `accuracy must be null or a percentage from ${ACCURACY.min} to ${ACCURACY.max}`;
  for (const value of [0, 0.09, 50.01, 1e3, -1, '2', '2%', true, [], {}]) {
    assert.deepEqual(refusal({ accuracy: value }), [accuracy], JSON.stringify(value));
  }
  // NaN and Infinity do not survive JSON: they arrive as null, which is a fixed request with a cap.
  assert.deepEqual(refusal({ accuracy: NaN }), ['maxRuns must be null when accuracy is null (fixed runs)']);
  const cap = 'maxRuns must be a whole number from 2 to 100 when accuracy is set';
  assert.deepEqual(refusal({ maxRuns: 101 }), [cap]);
  assert.deepEqual(refusal({ maxRuns: 1, runs: 1 }), [cap, 'runs must be a whole number from 2 to 100 when accuracy is set']);
  assert.deepEqual(refusal({ maxRuns: null }), [cap]);
  assert.deepEqual(refusal({ maxRuns: 50.5 }), [cap]);
  assert.deepEqual(refusal({ maxRuns: 9 }), ['runs must be a whole number from 2 to 9 when accuracy is set']);
  assert.deepEqual(refusal({ runs: 20, maxRuns: 15 }), ['runs must be a whole number from 2 to 15 when accuracy is set']);
  // The first look needs 2 runs, as compare.js's --min-runs: the gate once sent 1.
  assert.deepEqual(refusal({ runs: 1 }), ['runs must be a whole number from 2 to 100 when accuracy is set']);
  assert.deepEqual(refusal({ runs: 1, accuracy: null, maxRuns: null }), []);
  assert.deepEqual(refusal({ runs: 0, accuracy: null, maxRuns: null }), ['runs must be a whole number from 1 to 100']);
  assert.deepEqual(refusal({ accuracy: null, maxRuns: 100 }), ['maxRuns must be null when accuracy is null (fixed runs)']);
  // The bound travels with the request: a gate with max-runs 200 sends requests up to 200.
  assert.deepEqual(refusal({ maxRuns: 200 }), ['maxRuns must be a whole number from 2 to 100 when accuracy is set']);
  assert.deepEqual(refusal({ maxRuns: 200, runsLimit: 200 }), []);
  assert.deepEqual(refusal({ runs: 150, accuracy: null, maxRuns: null, runsLimit: 200 }), []);
  for (const runsLimit of [0, 1001, 2.5, '100', null, undefined]) {
    assert.ok(refusal({ runsLimit }).includes("runsLimit must be a whole number from 1 to 1000 (the gate's max-runs)"),
      JSON.stringify(runsLimit));
  }
  // A request of another version (an older gate) is refused, not guessed at.
  assert.deepEqual(refusal({ version: 5 }),
    [`version must be ${REQUEST_VERSION}, got 5: the gate and this job must use the same version of the Action`]);
});

test('a run job whose max-runs is not the gate\'s says which setting differs, and runs what the gate accepted', () => {
  const fromGate = decodeRequest(JSON.stringify({ ...JSON.parse(encodeRequest(createRequest(adaptive))),
    maxRuns: 200, runsLimit: 200 }));
  assert.equal(runsLimitNote(fromGate, 200), null);
  assert.equal(runsLimitNote(fromGate, 100), "This job's 'max-runs' is 100 and the gate's is 200: the request runs as " +
    "the gate accepted it (up to 200 runs). Give every job of the workflow the same 'max-runs'.");
  assert.equal(runsLimitNote(createRequest({ ...fields, runs: 150, runsLimit: 200 }), 100), "This job's 'max-runs' is " +
    "100 and the gate's is 200: the request runs as the gate accepted it (150 runs). Give every job of the workflow " +
    "the same 'max-runs'.");
});

test('markerFor: the one marker grammar, for pull requests and checked names only', () => {
  assert.equal(markerFor(12, ['string_decoder', 'url']), '<!-- node-benchmark-action:pr-12:string_decoder,url -->');
  assert.throws(() => markerFor(0, ['url']), /expected a pull request number/);
  assert.throws(() => markerFor(12, ['a -->']), /is not a category name/);
});

test('each pattern and limit of the request is defined once, in request/grammar.js', () => {
  const src = path.resolve('src');
  const files = fs.readdirSync(src, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
  const shapes = {
    'a category or key pattern': /\[A-Za-z0-9\]\[A-Za-z0-9_.-\]|\[A-Za-z_\]\[A-Za-z0-9_\]/,
    'a marker': /['"`]<!-- node-benchmark-action/,
    'the permission list': /'triage', 'write', 'maintain'/,
    'a limit of categories, texts or set values': /\b(?:categories|texts|sets|value)\s*:\s*\d+\s*,/,
  };
  // Code only: comments may show an example.
  const code = (f) => fs.readFileSync(path.join(src, f), 'utf8').split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line)).join('\n');
  for (const [what, shape] of Object.entries(shapes)) {
    const where = files.filter((f) => shape.test(code(f)));
    assert.deepEqual(where, [path.join('request', 'grammar.js')], `${what} is defined in ${where.join(', ')}`);
  }
});

test('no module in src/ imports benchmark/_cli.js, which may call process.exit', () => {
  const src = path.resolve('src');
  const files = fs.readdirSync(src, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
  assert.deepEqual(files.filter((f) => /_cli\.js['"]/.test(fs.readFileSync(path.join(src, f), 'utf8'))), []);
});
