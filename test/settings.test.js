// readSettings: every input of action.yml, typed and checked, with messages
// that name the input, the expected form and the value given.
//
// The inputs start from action.yml's own defaults (read from the file, as the
// runner passes them), so the defaults cannot drift between the two.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { readSettings, SettingsError } from '../src/settings.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const declared = parse(fs.readFileSync(path.join(root, 'action.yml'), 'utf8')).inputs;

// What the runner gives for `${{ github.token }}`; a made-up value.
const TOKEN = 'ghs_settingsTestToken0123456789';

/** action.yml's defaults, expressions evaluated like the runner would. */
const DEFAULTS = Object.fromEntries(Object.entries(declared).map(([name, input]) =>
  [name, input.default === '${{ github.token }}' ? TOKEN : input.default]));

/** A getInput over the defaults and `overrides`; reading an undeclared input fails the test. */
function inputs(overrides = {}) {
  for (const name of Object.keys(overrides)) assert.ok(name in declared, `'${name}' is declared`);
  const values = { ...DEFAULTS, ...overrides };
  return (name) => {
    assert.ok(name in declared, `readSettings read the undeclared input '${name}'`);
    return values[name];
  };
}

function settings(overrides) {
  return readSettings(inputs(overrides));
}

/** The problems readSettings reports for `overrides`. */
function problems(overrides) {
  try {
    readSettings(inputs(overrides));
  } catch (error) {
    assert.ok(error instanceof SettingsError, error instanceof Error ? error.stack : String(error));
    assert.equal(error.message, error.problems.join('\n'));
    return error.problems;
  }
  assert.fail(`no problem with ${JSON.stringify(overrides)}`);
}

const EXPECTED_DEFAULTS = {
  mode: 'all',
  token: TOKEN,
  minPermission: 'write',
  failOnRegression: null,
  comment: true,
  resultsDir: 'benchmark-results',
  request: null,
  shard: null,
  reference: null,
  historyDir: null,
  trigger: '/benchmark',
  categories: [],
  autoMaxCategories: 3,
  profile: false,
  profileConfigurations: 3,
  runs: null,
  maxRuns: 100,
  accuracy: 2,
  power: 0.9,
  filters: [],
  excludes: [],
  sets: [],
  cpuset: null,
  governor: 'performance',
  sandbox: 'auto',
  passEnv: [],
  scratchBudget: 10 * 2 ** 30,
  requireTuned: false,
  timeout: null,
  repositoryPath: '.',
  onConflict: 'merge-base',
  buildCommand: './configure $CONFIG_FLAGS && make -j$(nproc)',
  configureFlags: '',
  libOnlyRebuild: true,
  binaryPath: 'out/Release/node',
  oldBinary: null,
  newBinary: null,
  benchmarkDir: null,
  benchmarkFiles: 'pull-request',
};

test("action.yml's defaults give the documented settings", () => {
  assert.deepEqual(settings(), EXPECTED_DEFAULTS);
});

test('reads the INPUT_ variables through core.getInput by default', () => {
  const saved = { ...process.env };
  try {
    for (const [name, value] of Object.entries({ ...DEFAULTS, runs: ' 12 ', categories: 'util' })) {
      process.env[`INPUT_${name.toUpperCase()}`] = value;
    }
    assert.deepEqual(readSettings(), { ...EXPECTED_DEFAULTS, runs: 12, categories: ['util'] });
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
});

test('the settings, their lists and their entries are frozen', () => {
  const s = settings({ categories: 'util', filter: 'a', set: 'n=1' });
  assert.ok(Object.isFrozen(s));
  assert.ok(Object.isFrozen(s.categories));
  assert.ok(Object.isFrozen(s.filters));
  assert.ok(Object.isFrozen(s.excludes));
  assert.ok(Object.isFrozen(s.sets));
  assert.ok(Object.isFrozen(s.sets[0]));
});

test('values are trimmed', () => {
  const s = settings({ runs: ' 5\n', mode: ' gate ', cpuset: ' 0-1 ' });
  assert.equal(s.runs, 5);
  assert.equal(s.mode, 'gate');
  assert.equal(s.cpuset, '0-1');
});

test('mode is one of all, gate, run, report, track', () => {
  for (const mode of ['all', 'gate', 'run', 'report']) assert.equal(settings({ mode }).mode, mode);
  assert.equal(settings({ mode: 'track', reference: 'a'.repeat(40), 'history-dir': 'h' }).mode, 'track');
  assert.deepEqual(problems({ mode: 'ALL' }), ["Invalid 'mode': expected one of all, gate, run, report, track, got 'ALL'"]);
  assert.deepEqual(problems({ mode: '' }), ["Invalid 'mode': expected one of all, gate, run, report, track, got ''"]);
});

test("mode 'track': a reference (a commit to build, or the name of 'old-binary') and a history-dir; nowhere else", () => {
  const sha = 'a'.repeat(40);
  const s = settings({ mode: 'track', reference: sha, 'history-dir': 'history' });
  assert.equal(s.reference, sha);
  assert.equal(s.historyDir, 'history');
  // One prebuilt binary is fine here: the other is built.
  const named = settings({ mode: 'track', reference: 'v24.11.0', 'history-dir': 'h', 'old-binary': '/opt/node-24' });
  assert.deepEqual([named.reference, named.oldBinary, named.newBinary], ['v24.11.0', '/opt/node-24', null]);
  assert.deepEqual(problems({ mode: 'track', reference: 'v24.11.0', 'history-dir': 'h' }),
    ["Invalid 'reference': 'v24.11.0' is not a commit to build (40 hex digits), so 'old-binary' must give its binary " +
      '(e.g. a release downloaded in an earlier step)']);
  assert.deepEqual(problems({ mode: 'track' }), [
    "Invalid 'reference': expected a commit's 40-character SHA to build, or the name of the binary in 'old-binary' " +
      "(letters, digits, '.', '_', '+', '-'; such as v24.11.0), got ''",
    "Invalid 'history-dir': expected the directory of the history store (a checkout of the data branch), got ''"]);
  assert.deepEqual(problems({ mode: 'track', reference: '../x', 'history-dir': 'h' }).length, 1);
  assert.deepEqual(problems({ mode: 'run', reference: sha, 'history-dir': 'h' }), [
    "Invalid 'reference': only mode 'track' has a reference, this step has mode 'run'",
    "Invalid 'history-dir': only mode 'track' keeps a history, this step has mode 'run'"]);
  // Other modes keep prebuilt binaries in pairs.
  assert.equal(problems({ mode: 'run', 'old-binary': '/a' }).length, 1);
});

test("the token may be empty with mode 'run' only, and is never shown", () => {
  assert.equal(settings({ mode: 'run', 'github-token': '' }).token, null);
  const message = "Invalid 'github-token': expected a token (the default is the workflow's github.token), " +
    "got an empty value; only mode 'run' works without one";
  for (const mode of ['all', 'gate', 'report']) {
    assert.deepEqual(problems({ mode, 'github-token': '' }), [message]);
  }
  // An unknown mode is the problem to fix first: no second message about the token.
  assert.deepEqual(problems({ mode: 'bench', 'github-token': '' }),
    ["Invalid 'mode': expected one of all, gate, run, report, track, got 'bench'"]);
  const all = problems({ mode: 'x', runs: 'x', cpuset: 'x', comment: 'x', set: 'x' }).join('\n');
  assert.ok(!all.includes(TOKEN));
});

test("mode 'run' works with no token and the defaults of a run job", () => {
  const s = settings({ mode: 'run', 'github-token': '', request: '{"sha":"0123"}', cpuset: '2-3' });
  assert.deepEqual(s, { ...EXPECTED_DEFAULTS, mode: 'run', token: null, request: '{"sha":"0123"}', cpuset: '2-3' });
});

test("trigger is '/' and 1 to 31 letters, digits, '/', '_' or '-'", () => {
  for (const trigger of ['/b', '/bench', '/node-bench/v2_x', `/${'a'.repeat(31)}`]) {
    assert.equal(settings({ trigger }).trigger, trigger);
  }
  const expected = "expected '/' followed by 1 to 31 letters, digits, '/', '_' or '-' (such as /benchmark)";
  for (const trigger of ['benchmark', '/', `/${'a'.repeat(32)}`, '/bench mark', '/bénch', '!benchmark']) {
    assert.deepEqual(problems({ trigger }), [`Invalid 'trigger': ${expected}, got '${trigger}'`]);
  }
});

test('categories split on spaces, commas and lines, duplicates dropped', () => {
  assert.deepEqual(settings({ categories: 'string_decoder, buffers  util,buffers\nhttp' }).categories,
    ['string_decoder', 'buffers', 'util', 'http']);
  assert.deepEqual(settings({ categories: ' , ' }).categories, []);
  const expected = "expected names of letters, digits, '_', '.' and '-' (not starting with '_', '.' or '-'), separated by spaces or commas";
  assert.deepEqual(problems({ categories: 'util ../http a;b' }), [
    `Invalid 'categories': ${expected}, got '../http'`,
    `Invalid 'categories': ${expected}, got 'a;b'`,
  ]);
});

test("categories may be 'auto' alone; auto-max-categories and profile-configurations are bounded counts", () => {
  assert.deepEqual(settings({ categories: 'auto' }).categories, ['auto']);
  assert.deepEqual(problems({ categories: 'auto buffers' }), ["Invalid 'categories': expected either 'auto' alone " +
    "(the pull request's changed files choose) or category names, got 'auto buffers'"]);
  assert.equal(settings({ 'auto-max-categories': '20' }).autoMaxCategories, 20);
  assert.equal(settings({ 'profile-configurations': '10', profile: 'true' }).profileConfigurations, 10);
  assert.equal(settings({ profile: 'yes' }).profile, true);
  assert.deepEqual(problems({ 'auto-max-categories': '21', 'profile-configurations': '0' }), [
    "Invalid 'auto-max-categories': expected a whole number from 1 to 20, got '21'",
    "Invalid 'profile-configurations': expected a whole number from 1 to 10, got '0'",
  ]);
});

test('runs is a whole number from 1 to max-runs or empty, max-runs from 1 to 1000', () => {
  assert.equal(settings({ runs: '100' }).runs, 100);
  assert.equal(settings({ runs: '1', accuracy: '' }).runs, 1);
  // Empty: the default of the mode, 30 fixed or 10 adaptive (bounds.js planOf decides).
  assert.equal(settings({ runs: '' }).runs, null);
  assert.deepEqual(settings({ runs: '1000', 'max-runs': '1000' }), { ...EXPECTED_DEFAULTS, runs: 1000, maxRuns: 1000 });
  const expected = 'a whole number from 1 to 100, or empty for the default';
  assert.deepEqual(problems({ runs: 'abc' }), [`Invalid 'runs': expected ${expected}, got 'abc'`]);
  for (const runs of ['0', '-1', '1.5', '1e2', '0x10', '99999999999', 'thirty']) {
    assert.deepEqual(problems({ runs }), [`Invalid 'runs': expected ${expected}, got '${runs}'`]);
  }
  assert.deepEqual(problems({ runs: '101' }), ["Invalid 'runs': expected a whole number from 1 to 100 " +
    "(raise 'max-runs' to allow more), or empty for the default, got '101'"]);
  assert.deepEqual(problems({ runs: '50', 'max-runs': '20' }), ["Invalid 'runs': expected a whole number from 1 to 20 " +
    "(raise 'max-runs' to allow more), or empty for the default, got '50'"]);
  assert.deepEqual(problems({ 'max-runs': '1001' }),
    ["Invalid 'max-runs': expected a whole number from 1 to 1000, got '1001'"]);
  assert.deepEqual(problems({ 'max-runs': '' }),
    ["Invalid 'max-runs': expected a whole number from 1 to 1000, got ''"]);
  // A bad max-runs leaves runs bounded by 1000 only, so one mistake is reported once.
  assert.deepEqual(problems({ runs: '500', 'max-runs': 'many' }),
    ["Invalid 'max-runs': expected a whole number from 1 to 1000, got 'many'"]);
});

test('with accuracy (adaptive), runs and max-runs leave the 2 runs the first look needs, as compare.js checks', () => {
  // A workflow with max-runs 1 and the default accuracy failed every run in compare.js (--min-runs 1).
  const adaptive = "with 'accuracy' set (an adaptive run needs 2 runs before its first look)";
  assert.deepEqual(problems({ 'max-runs': '1' }), [`Invalid 'max-runs': expected at least 2 ${adaptive}, ` +
    "or an empty 'accuracy' for fixed runs, got '1'"]);
  assert.deepEqual(problems({ runs: '1' }),
    [`Invalid 'runs': expected a whole number from 2 to 100 ${adaptive}, or empty for the default, got '1'`]);
  assert.deepEqual(problems({ runs: '1', accuracy: '2' }).length, 1);
  // Fixed runs: 1 is Node core's single run.
  assert.equal(settings({ runs: '1', 'max-runs': '1', accuracy: '' }).runs, 1);
  assert.equal(settings({ runs: '2', 'max-runs': '2' }).runs, 2);
  // A default lowered to max-runs (2) still leaves a look.
  assert.equal(settings({ 'max-runs': '2' }).maxRuns, 2);
});

test('accuracy is a percentage from 0.1 to 50, with or without %, or empty for fixed runs', () => {
  for (const [text, value] of /** @type {Array<[string, number]>} */ ([['2', 2], ['0.5', 0.5], ['2.5%', 2.5], ['0.1', 0.1],
    ['50', 50], ['050', 50], [' 1 ', 1]])) {
    assert.equal(settings({ accuracy: text }).accuracy, value, text);
  }
  assert.equal(settings({ accuracy: '' }).accuracy, null);
  const expected = "expected a percentage from 0.1 to 50 such as 2 or 0.5, or empty for fixed runs";
  for (const text of ['0', '0.09', '50.5', '51', '-1', '1e3', '1e-1', 'NaN', 'Infinity', '.5', '1.', '+2', '0x10',
    '2 %', '%', '2%%', '±2', 'two']) {
    assert.deepEqual(problems({ accuracy: text }), [`Invalid 'accuracy': ${expected}, got '${text}'`], text);
  }
});

test('power is a fraction above 0.5 and at most 0.999, or the same in percent with its %', () => {
  for (const [text, value] of /** @type {Array<[string, number]>} */ ([['0.9', 0.9], ['90%', 0.9], ['99.9%', 0.999],
    ['0.999', 0.999], ['0.51', 0.51], ['80%', 0.8]])) {
    assert.equal(settings({ power: text }).power, value, text);
  }
  const expected = 'expected a power above 0.5 and at most 0.999, such as 0.9 or 90%';
  for (const text of ['', '0.5', '50%', '1', '0.9999', '90', '1.0', '100%', '.9', '0x1', 'high']) {
    assert.deepEqual(problems({ power: text }), [`Invalid 'power': ${expected}, got '${text}'`], text);
  }
});

test('filter and exclude take one text per line or comma-separated, at most 100 characters', () => {
  const s = settings({ filter: 'compare,concat\n\n  base64 \ncompare', exclude: 'slow' });
  assert.deepEqual(s.filters, ['compare', 'concat', 'base64']);
  assert.deepEqual(s.excludes, ['slow']);
  assert.deepEqual(settings({ exclude: 'x'.repeat(100) }).excludes, ['x'.repeat(100)]);
  assert.deepEqual(problems({ filter: `ok,${'x'.repeat(101)}`, exclude: 'y'.repeat(200) }), [
    `Invalid 'filter': expected texts of at most 100 characters, without control characters, got '${'x'.repeat(79)}…'`,
    `Invalid 'exclude': expected texts of at most 100 characters, without control characters, got '${'y'.repeat(79)}…'`,
  ]);
});

test('set takes one key=value per line, in order, repeats kept', () => {
  assert.deepEqual(settings({ set: 'n=1\nlen=16=x\n\n  n=2  \ntype=' }).sets, [
    { key: 'n', value: '1' }, { key: 'len', value: '16=x' }, { key: 'n', value: '2' }, { key: 'type', value: '' },
  ]);
  assert.deepEqual(problems({ set: 'n\n1n=2\nmy-key=1\n=3\nCPUSET=0-3\n_ok=1' }), [
    "Invalid 'set': expected one key=value per line, got 'n'",
    "Invalid 'set': expected a key of up to 64 letters, digits and '_', not starting with a digit, then '=', got '1n=2'",
    "Invalid 'set': expected a key of up to 64 letters, digits and '_', not starting with a digit, then '=', got 'my-key=1'",
    "Invalid 'set': expected a key of up to 64 letters, digits and '_', not starting with a digit, then '=', got '=3'",
    "Invalid 'set': expected no CPUSET (set it with the 'cpuset' input), got 'CPUSET=0-3'",
  ]);
});

test("the workflow's categories, texts and sets have a comment's bounds, so the gate never outputs what the run job refuses", () => {
  // 21 categories or a 201-character --set value used to pass here and fail
  // only in the run job, which decodes the gate's request with these bounds.
  const many = (n, prefix) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  assert.equal(settings({ categories: many(20, 'c').join(' ') }).categories.length, 20);
  assert.deepEqual(problems({ categories: many(21, 'c').join(' ') }),
    ["Invalid 'categories': expected at most 20 categories (a comment may name as many), got '21 categories'"]);
  assert.deepEqual(problems({ filter: many(11, 'f').join(',') }),
    ["Invalid 'filter': expected at most 10 texts (a comment may give as many), got '11 texts'"]);
  assert.equal(settings({ set: `n=${'x'.repeat(200)}` }).sets[0].value.length, 200);
  assert.deepEqual(problems({ set: `n=${'x'.repeat(201)}` }),
    [`Invalid 'set': expected a value of at most 200 characters, without control characters, got 'n=${'x'.repeat(77)}…'`]);
  assert.deepEqual(problems({ set: many(21, 'k').map((k) => `${k}=1`).join('\n') }),
    ["Invalid 'set': expected at most 20 key=value lines (a comment may give as many), got '21 lines'"]);
  assert.deepEqual(problems({ set: 'constructor=1' }),
    ["Invalid 'set': expected a key that is not a name of JavaScript objects (constructor is), got 'constructor=1'"]);
});

test('cpuset is a taskset list with ascending ranges, or empty for no pinning', () => {
  for (const cpuset of ['0', '2-3', '0,2,4-7', '3-3']) assert.equal(settings({ cpuset }).cpuset, cpuset);
  for (const cpuset of ['3-1', '0-', 'a', '0,,1', '1 2', '-1', '0;rm -rf /']) {
    assert.deepEqual(problems({ cpuset }),
      [`Invalid 'cpuset': expected a taskset CPU list such as 0, 2-3 or 0,2,4-7, got '${cpuset}'`]);
  }
});

test('on-conflict is merge-base or refuse', () => {
  assert.equal(settings({ 'on-conflict': 'refuse' }).onConflict, 'refuse');
  assert.deepEqual(problems({ 'on-conflict': 'theirs' }),
    ["Invalid 'on-conflict': expected one of merge-base, refuse, got 'theirs'"]);
});

test('governor is performance or keep', () => {
  assert.equal(settings({ governor: 'keep' }).governor, 'keep');
  assert.deepEqual(problems({ governor: 'powersave' }),
    ["Invalid 'governor': expected one of performance, keep, got 'powersave'"]);
});

test('comment and require-tuned are true/false, yes/no or 1/0 in any case', () => {
  for (const [text, value] of [['TRUE', true], ['Yes', true], ['1', true], ['False', false], ['NO', false], ['0', false]]) {
    assert.equal(settings({ comment: text }).comment, value);
    assert.equal(settings({ 'require-tuned': text }).requireTuned, value);
  }
  assert.deepEqual(problems({ comment: 'maybe', 'require-tuned': '' }), [
    "Invalid 'comment': expected true or false (or yes/no, 1/0), got 'maybe'",
    "Invalid 'require-tuned': expected true or false (or yes/no, 1/0), got ''",
  ]);
});

test('timeout is a number of seconds above 0 and at most a day, or empty for none', () => {
  assert.equal(settings({ timeout: '600' }).timeout, 600);
  assert.equal(settings({ timeout: '0.5' }).timeout, 0.5);
  assert.equal(settings({ timeout: '86400' }).timeout, 86400);
  for (const timeout of ['0', '-1', '1e3', '86401', 'abc', '.5', 'Infinity']) {
    assert.deepEqual(problems({ timeout }),
      [`Invalid 'timeout': expected a number of seconds above 0 and at most 86400, got '${timeout}'`]);
  }
});

test('the build: a checkout, a command of one or several lines, a binary inside the checkout', () => {
  const s = settings({ 'repository-path': 'node', 'build-command': 'ccache -z\n./configure\nmake -j4', 'binary-path': 'node' });
  assert.equal(s.repositoryPath, 'node');
  assert.equal(s.buildCommand, 'ccache -z\n./configure\nmake -j4');
  assert.equal(s.binaryPath, 'node');
  for (const binaryPath of ['./out/node', 'out/..node']) assert.equal(settings({ 'binary-path': binaryPath }).binaryPath, binaryPath);
  assert.deepEqual(problems({ 'repository-path': '', 'build-command': '' }), [
    "Invalid 'repository-path': expected the directory of the node checkout, got ''",
    "Invalid 'build-command': expected a shell command (without NUL characters), got ''",
  ]);
  assert.deepEqual(problems({ 'build-command': 'make\0x' }),
    ["Invalid 'build-command': expected a shell command (without NUL characters), got 'make\\u0000x'"]);
  for (const binaryPath of ['/usr/bin/node', '../node', 'out/../../node', 'out\\..\\node', 'C:\\node', '']) {
    assert.deepEqual(problems({ 'binary-path': binaryPath }),
      [`Invalid 'binary-path': expected a path relative to 'repository-path', without '..', got '${binaryPath}'`]);
  }
});

test('old-binary and new-binary come together or not at all', () => {
  const s = settings({ 'old-binary': '/opt/node-main', 'new-binary': 'node-pr' });
  assert.equal(s.oldBinary, '/opt/node-main');
  assert.equal(s.newBinary, 'node-pr');
  const pair = '(prebuilt binaries come in pairs: give both or neither)';
  assert.deepEqual(problems({ 'old-binary': 'node-main' }),
    [`Invalid 'new-binary': expected a path because 'old-binary' is set ${pair}, got ''`]);
  assert.deepEqual(problems({ 'new-binary': 'node-pr' }),
    [`Invalid 'old-binary': expected a path because 'new-binary' is set ${pair}, got ''`]);
});

test("benchmark-files is the pull request's or the base's", () => {
  assert.equal(settings({ 'benchmark-files': 'base' }).benchmarkFiles, 'base');
  assert.deepEqual(problems({ 'benchmark-files': 'head' }),
    ["Invalid 'benchmark-files': expected one of pull-request, base, got 'head'"]);
});

test('benchmark-dir, results-dir and request are passed on as given', () => {
  const s = settings({ 'benchmark-dir': 'bench', 'results-dir': 'out/results', request: '{"pr":1}' });
  assert.equal(s.benchmarkDir, 'bench');
  assert.equal(s.resultsDir, 'out/results');
  assert.equal(s.request, '{"pr":1}');
  assert.deepEqual(problems({ 'results-dir': '' }), ["Invalid 'results-dir': expected a directory for the results, got ''"]);
});

test('min-permission is a GitHub repository role', () => {
  for (const role of ['read', 'triage', 'write', 'maintain', 'admin']) {
    assert.equal(settings({ 'min-permission': role }).minPermission, role);
  }
  assert.deepEqual(problems({ 'min-permission': 'Write' }),
    ["Invalid 'min-permission': expected one of read, triage, write, maintain, admin, got 'Write'"]);
});

test('fail-on-regression is a percentage above 0 and at most 100, or empty for never', () => {
  for (const [text, value] of [['5', 5], ['2.5', 2.5], ['5%', 5], ['100', 100]]) {
    assert.equal(settings({ 'fail-on-regression': text }).failOnRegression, value);
  }
  for (const text of ['0', '101', 'abc', '-5', '5 %', '%', '1e1']) {
    assert.deepEqual(problems({ 'fail-on-regression': text }),
      [`Invalid 'fail-on-regression': expected a percentage above 0 and at most 100, such as 5 or 2.5, got '${text}'`]);
  }
});

test("shard is 'index/total' from the matrix, for mode 'run' only", () => {
  assert.deepEqual(settings({ mode: 'run', shard: '0/3' }).shard, { index: 0, total: 3 });
  assert.deepEqual(settings({ mode: 'run', shard: '63/64' }).shard, { index: 63, total: 64 });
  for (const text of ['3/3', '0/0', '1/65', '-1/2', '1', '1/2/3', '${{ strategy.job-index }}/2', '1/ 2']) {
    const trimmed = text.trim();
    assert.deepEqual(problems({ mode: 'run', shard: text }), [`Invalid 'shard': expected 'index/total' with ` +
      `0 <= index < total <= 64, such as \${{ strategy.job-index }}/\${{ strategy.job-total }}, got '${trimmed}'`]);
  }
  assert.deepEqual(problems({ mode: 'report', shard: '0/2' }),
    ["Invalid 'shard': only mode 'run' runs a shard, this step has mode 'report'"]);
});

test('every problem is reported at once, in the order of the inputs', () => {
  const overrides = {
    runs: 'abc', cpuset: 'x', comment: 'maybe', set: 'CPUSET=1', 'old-binary': 'a', trigger: 'go', mode: 'everything',
  };
  assert.throws(() => readSettings(inputs(overrides)), {
    name: 'SettingsError',
    message: [
      "Invalid 'mode': expected one of all, gate, run, report, track, got 'everything'",
      "Invalid 'comment': expected true or false (or yes/no, 1/0), got 'maybe'",
      "Invalid 'trigger': expected '/' followed by 1 to 31 letters, digits, '/', '_' or '-' (such as /benchmark), got 'go'",
      "Invalid 'runs': expected a whole number from 1 to 100, or empty for the default, got 'abc'",
      "Invalid 'set': expected no CPUSET (set it with the 'cpuset' input), got 'CPUSET=1'",
      "Invalid 'cpuset': expected a taskset CPU list such as 0, 2-3 or 0,2,4-7, got 'x'",
      "Invalid 'new-binary': expected a path because 'old-binary' is set " +
        "(prebuilt binaries come in pairs: give both or neither), got ''",
    ].join('\n'),
  });
});

test('long values and control characters are shown readably', () => {
  assert.deepEqual(problems({ mode: `a\tb\n${'c'.repeat(200)}` }),
    [`Invalid 'mode': expected one of all, gate, run, report, track, got 'a\\tb\\n${'c'.repeat(73)}…'`]);
});

test("pass-env refuses names that look like credentials or loader variables, naming each and 'pass-env-unsafe'", () => {
  assert.deepEqual(problems({ 'pass-env': 'GH_TOKEN NPM_TOKEN, AWS_SECRET_ACCESS_KEY LD_PRELOAD CCACHE_DIR' }), [
    "Refused 'pass-env': GH_TOKEN, NPM_TOKEN, AWS_SECRET_ACCESS_KEY look like a credential; LD_PRELOAD looks like a " +
    "loader's or interpreter's variable (it makes a program run code it names, outside the sandbox for the programs " +
    "that start it). The pull request's build and benchmarks would get them. To pass them on purpose, name them in " +
    "'pass-env-unsafe' as well: pass-env-unsafe: GH_TOKEN NPM_TOKEN AWS_SECRET_ACCESS_KEY LD_PRELOAD",
  ]);
  assert.deepEqual(problems({ 'pass-env': 'NODE_OPTIONS' }), [
    "Refused 'pass-env': NODE_OPTIONS looks like a loader's or interpreter's variable (it makes a program run code it " +
    "names, outside the sandbox for the programs that start it). The pull request's build and benchmarks would get it. " +
    "To pass it on purpose, name it in 'pass-env-unsafe' as well: pass-env-unsafe: NODE_OPTIONS",
  ]);
});

test("pass-env-unsafe passes the risky names it confirms; it names only what pass-env lists, never the Action's own", () => {
  assert.deepEqual(settings({ 'pass-env': 'GH_TOKEN LD_PRELOAD CCACHE_DIR', 'pass-env-unsafe': 'LD_PRELOAD,\nGH_TOKEN' }).passEnv,
    ['GH_TOKEN', 'LD_PRELOAD', 'CCACHE_DIR']);
  assert.deepEqual(problems({ 'pass-env': 'GH_TOKEN', 'pass-env-unsafe': 'GH_TOKEN NPM_TOKEN' }), [
    "Invalid 'pass-env-unsafe': expected names that 'pass-env' lists too (it only confirms them), got 'NPM_TOKEN'",
  ]);
  // The Action's inputs and tokens never pass, confirmed or not.
  assert.deepEqual(problems({ 'pass-env': 'GITHUB_TOKEN INPUT_TOKEN', 'pass-env-unsafe': 'GITHUB_TOKEN INPUT_TOKEN' }), [
    "Invalid 'pass-env': expected names of environment variables, not the Action's inputs (INPUT_*), GITHUB_TOKEN, " +
    "ACTIONS_* or the runner's GITHUB_ENV, GITHUB_OUTPUT, GITHUB_STATE, GITHUB_PATH, GITHUB_STEP_SUMMARY, got " +
    "'GITHUB_TOKEN INPUT_TOKEN'",
  ]);
});

test('pass-env judges a name by its words, in any case: API_KEY and KEY_ID are credentials, KEYBOARD is not', () => {
  const credentials = ['API_KEY', 'SSH_KEY', 'KEY_ID', 'APIKEY', 'npm_config__auth', 'NPM_CONFIG__AUTHTOKEN',
    'NODE_AUTH_TOKEN', 'SSH_AUTH_SOCK', 'XAUTHORITY', 'DB_PASSWORD', 'DB_PASS', 'MYSQL_PWD_PASSWD', 'GPG_PASSPHRASE',
    'ARM_CLIENT_SECRET', 'GOOGLE_APPLICATION_CREDENTIALS', 'AWS_ACCESS_KEY_ID', 'AWS_REGION', 'AZURE_TENANT_ID',
    'SESSION_COOKIE', 'DBUS_SESSION_BUS_ADDRESS', 'PRIVATE_REPO_URL', 'GITHUB_PAT', 'NETRC', 'KUBECONFIG', 'DOCKER_CONFIG',
    'VAULT_ADDR', 'REGISTRY_CREDS'];
  const loaders = ['LD_PRELOAD', 'LD_LIBRARY_PATH', 'LD_AUDIT', 'DYLD_INSERT_LIBRARIES', 'GCONV_PATH', 'BASH_ENV', 'ENV',
    'PS4', 'NODE_OPTIONS', 'NODE_PATH', 'PYTHONSTARTUP', 'PYTHONPATH', 'PERL5OPT', 'PERL5LIB', 'RUBYOPT',
    'JAVA_TOOL_OPTIONS', 'GIT_SSH_COMMAND', 'GIT_CONFIG_PARAMETERS', 'SSH_ASKPASS', 'OPENSSL_CONF', 'LESSOPEN'];
  const plain = ['KEYBOARD_LAYOUT', 'MONKEY_COUNT', 'TURKEY', 'PATH_EXTRA', 'GIT', 'AUTHOR', 'BUILD_AUTHORS',
    'CCACHE_DIR', 'CCACHE_MAXSIZE', 'DISTCC_HOSTS', 'NODE_BENCHMARK_ITERATIONS', 'PYTHON', 'LDFLAGS', 'MY_VAR', 'SSL_MODE'];
  assert.deepEqual(settings({ 'pass-env': plain.join(' ') }).passEnv, plain);
  for (const [names, looks] of [[credentials, 'like a credential'], [loaders, "like a loader's or interpreter's variable"]]) {
    for (const name of names) {
      const [problem] = problems({ 'pass-env': name });
      assert.ok(problem.startsWith(`Refused 'pass-env': ${name} looks ${looks}`), `${name}: ${problem}`);
      assert.deepEqual(settings({ 'pass-env': name, 'pass-env-unsafe': name }).passEnv, [name]);
    }
  }
});

test("scratch-budget is a size in powers of 1024, or 'none' (no budget; the floor of free space stays)", () => {
  assert.equal(settings({ 'scratch-budget': '500MiB' }).scratchBudget, 500 * 2 ** 20);
  assert.equal(settings({ 'scratch-budget': '2G' }).scratchBudget, 2 * 2 ** 30);
  assert.equal(settings({ 'scratch-budget': 'None' }).scratchBudget, null);
  for (const bad of ['10', '100K', 'lots', '']) {
    assert.deepEqual(problems({ 'scratch-budget': bad }), [`Invalid 'scratch-budget': expected a size of 1 MiB or more ` +
      `such as 10GiB, 500MiB or 2G (powers of 1024), or 'none', got '${bad}'`]);
  }
});
