// action.yml is the Action's public interface: its names are the ones the
// Action was designed with (the first list below; users' workflows depend
// on them), src/settings.js reads exactly the inputs it declares, and
// docs/action.md documents each of them.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const text = fs.readFileSync(path.join(root, 'action.yml'), 'utf8');
const doc = parseDocument(text);
const action = doc.toJS();

// The inputs and outputs of the first design, plus the ones added since:
// require-tuned, timeout, the gate's request (input and output), and shard.
const DESIGN_INPUTS = [
  'github-token', 'mode', 'trigger', 'categories', 'runs', 'max-runs', 'filter', 'exclude', 'set',
  'cpuset', 'governor', 'repository-path', 'build-command', 'binary-path', 'old-binary',
  'new-binary', 'benchmark-dir', 'min-permission', 'fail-on-regression', 'comment', 'results-dir',
  'accuracy',
];
const ADDED_INPUTS = ['require-tuned', 'timeout', 'request', 'shard', 'on-conflict', 'sandbox', 'pass-env',
  'auto-max-categories', 'profile', 'profile-configurations', 'reference', 'history-dir', 'configure-flags',
  'benchmark-files',
  'pass-env-unsafe', 'scratch-budget', 'lib-only-rebuild', 'power'];
const DESIGN_OUTPUTS = ['csv', 'json', 'markdown', 'regressions', 'improvements', 'comment-url'];
const ADDED_OUTPUTS = ['request', 'gate'];

test('action.yml is valid YAML without duplicate keys or warnings', () => {
  assert.deepEqual(doc.errors, []);
  assert.deepEqual(doc.warnings, []);
  for (const key of ['name', 'description', 'author', 'inputs', 'outputs', 'runs']) {
    assert.ok(action[key], key);
  }
  assert.equal(typeof action.branding.icon, 'string');
  assert.equal(typeof action.branding.color, 'string');
});

test('runs on node24, main and post from the one bundle dist/index.js, post always', () => {
  assert.deepEqual(action.runs, {
    using: 'node24', main: 'dist/index.js', post: 'dist/index.js', 'post-if': 'always()',
  });
});

test('declares exactly the designed inputs and outputs and the added ones', () => {
  assert.deepEqual(Object.keys(action.inputs).sort(), [...DESIGN_INPUTS, ...ADDED_INPUTS].sort());
  assert.deepEqual(Object.keys(action.outputs).sort(), [...DESIGN_OUTPUTS, ...ADDED_OUTPUTS].sort());
});

test('every input has a description and a string default; every output a description', () => {
  for (const [name, input] of Object.entries(action.inputs)) {
    assert.equal(typeof input.description, 'string', name);
    assert.ok(input.description.trim().length > 10, name);
    assert.equal(typeof input.default, 'string', `${name}: quote the default so YAML keeps it a string`);
    assert.equal(input.required, undefined, `${name}: settings.js checks inputs, not the runner`);
  }
  for (const [name, output] of Object.entries(action.outputs)) {
    assert.ok(typeof output.description === 'string' && output.description.trim().length > 10, name);
  }
});

// runs: empty is 30 fixed, 10 adaptive (request.js runPlan); accuracy: ±2%
// adaptive by default, empty for Node core's fixed runs.
test('the defaults are the ones docs/action.md promises', () => {
  const defaults = Object.fromEntries(Object.entries(action.inputs).map(([n, i]) => [n, i.default]));
  assert.deepEqual(defaults, {
    'github-token': '${{ github.token }}',
    mode: 'all',
    trigger: '/benchmark',
    categories: '',
    'auto-max-categories': '3',
    profile: 'false',
    'profile-configurations': '3',
    runs: '',
    'max-runs': '100',
    accuracy: '2',
    power: '0.9',
    filter: '',
    exclude: '',
    set: '',
    cpuset: '',
    governor: 'performance',
    'require-tuned': 'false',
    'on-conflict': 'merge-base',
    sandbox: 'auto',
    'pass-env': '',
    'pass-env-unsafe': '',
    'scratch-budget': '10GiB',
    'repository-path': '.',
    'build-command': './configure $CONFIG_FLAGS && make -j$(nproc)',
    'configure-flags': '',
    'lib-only-rebuild': 'true',
    'binary-path': 'out/Release/node',
    'old-binary': '',
    'new-binary': '',
    'benchmark-dir': '',
    'benchmark-files': 'pull-request',
    timeout: '',
    'min-permission': 'write',
    'fail-on-regression': '',
    comment: 'true',
    'results-dir': 'benchmark-results',
    request: '',
    shard: '',
    reference: '',
    'history-dir': '',
  });
});

test('src/settings.js reads every declared input and no other', () => {
  const source = fs.readFileSync(path.join(root, 'src', 'settings.js'), 'utf8');
  const read = new Set([...source.matchAll(/\binput\('([^']+)'\)/g)].map((m) => m[1]));
  assert.deepEqual([...read].sort(), Object.keys(action.inputs).sort());
  // ...and reads them only through that one wrapper, whose argument is a name above.
  assert.deepEqual(source.match(/\bgetInput\([^)]*\)/g), ['getInput(name)']);
});

test('no module in src/ but settings.js calls getInput; the entry only hands core.getInput to it', () => {
  const others = fs.readdirSync(path.join(root, 'src'), { recursive: true })
    .map(String).filter((f) => f.endsWith('.js') && f !== 'settings.js' && f !== 'action.js')
    .filter((f) => /\bget(Boolean|Multiline)?Input\b/.test(fs.readFileSync(path.join(root, 'src', f), 'utf8')));
  assert.deepEqual(others, []);
  const entry = fs.readFileSync(path.join(root, 'src', 'action.js'), 'utf8');
  assert.deepEqual(entry.match(/\bget(Boolean|Multiline)?Input\b[^,;\n]*/g),
    ['getInput?: (name: string) => string', 'getInput = core.getInput', 'getInput)', 'getInput)']);
});

test('docs/action.md documents every input and output of action.yml, with its default', () => {
  const docs = fs.readFileSync(path.join(root, 'docs', 'action.md'), 'utf8');
  // The rows of the table whose header starts with `| <kind> |`.
  const rows = (kind) => {
    const start = docs.indexOf(`\n| ${kind} |`);
    assert.notEqual(start, -1, `docs/action.md has a table of ${kind}s`);
    const block = docs.slice(start, docs.indexOf('\n\n', start + 1));
    return [...block.matchAll(/^\| `([\w-]+)` \|(.*)$/gm)].map(([, name, rest]) => /** @type {[string, string]} */ ([name, rest]));
  };
  const inputs = new Map(rows('input'));
  assert.deepEqual([...inputs.keys()].sort(), Object.keys(action.inputs).sort());
  for (const [name, spec] of Object.entries(action.inputs)) {
    const [shown, meaning] = /** @type {string} */ (inputs.get(name)).split(' | ').map((cell) => cell.trim());
    assert.equal(shown, spec.default ? `\`${spec.default}\`` : '', `default of ${name}`);
    assert.equal(meaning.replace(/ \|$/, ''), spec.description.trim().replace(/\s+/g, ' '), `meaning of ${name}`);
  }
  const outputs = new Map(rows('output'));
  assert.deepEqual([...outputs.keys()].sort(), Object.keys(action.outputs).sort());
  for (const [name, spec] of Object.entries(action.outputs)) {
    assert.equal(outputs.get(name)?.trim().replace(/ \|$/, ''), spec.description.trim().replace(/\s+/g, ' '), `meaning of ${name}`);
  }
});
