// The README's commands, run as written (only --runs made smaller, and the
// placeholder binaries ./node-main and ./node-pr made real), so the front
// door stays true.

import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeBenchDir, run, repoRoot, parseCompareCsv } from './helpers/bench-dir.js';
import { NODE_22, NODE_24, nodeRelease } from '../src/node-releases.js';
import { findGoTool, skipWithout } from './helpers/workflow-actions.js';

const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

/** The README's fenced blocks of a language, as text. */
function blocks(lang) {
  return [...readme.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

/** Every command line of the sh blocks, continuation lines joined, comments dropped. */
const commands = blocks('sh').flatMap((block) => block.replace(/\\\n\s*/g, '').split('\n'))
  .map((line) => line.replace(/\s+#.*$/, '').trim()).filter(Boolean);

function command(prefix) {
  const found = commands.find((c) => c.startsWith(prefix));
  assert.ok(found, `the README has a command starting with '${prefix}'`);
  return found;
}

/** Splits a README command into words; `> file` becomes { out: file }. */
function words(line) {
  const [cmd, out] = line.split(/\s+>\s+/);
  return { argv: cmd.split(/\s+/), out };
}

function inTempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'nba-readme-'));
}

test('every script the README names exists, and every npm script it names is in package.json', () => {
  for (const line of commands) {
    for (const file of line.match(/\bbenchmark\/[\w./-]+\.(js|sh)\b/g) ?? []) {
      assert.ok(fs.existsSync(path.join(repoRoot, file)), `${file} (in '${line}')`);
    }
    for (const [, script] of line.matchAll(/npm run ([\w:-]+)/g)) {
      assert.ok(pkg.scripts[script], `npm run ${script}`);
    }
  }
  for (const [, script] of readme.matchAll(/`npm run ([\w:-]+)`/g)) {
    assert.ok(pkg.scripts[script], `npm run ${script}`);
  }
  assert.ok(commands.includes('npm ci && npm run demo'));
  assert.ok(commands.includes('npm ci && npm test'));
});

test('the compare.js options table lists exactly the options compare.js accepts', async () => {
  const { stderr } = await run(process.execPath, ['benchmark/compare.js'], { cwd: repoRoot });
  const usage = new Set(stderr.match(/^ {2}--[\w-]+/gm).map((o) => o.trim()));
  const table = readme.slice(readme.indexOf('### compare.js options'));
  const documented = new Set(table.slice(0, table.indexOf('\n\n', table.indexOf('|---')))
    .match(/`--[\w-]+/g).map((o) => o.slice(1)));
  assert.deepEqual([...documented].sort(), [...usage].sort());
});

test('README: compare two binaries, node-main and node-pr, into out.csv', { timeout: 600_000 }, async () => {
  const cwd = inTempDir();
  fs.symlinkSync(await nodeRelease(NODE_22), path.join(cwd, 'node-main'));
  fs.symlinkSync(await nodeRelease(NODE_24), path.join(cwd, 'node-pr'));
  const { argv, out } = words(command('node benchmark/compare.js --old ./node-main'));
  argv[argv.indexOf('--runs') + 1] = '1';
  argv[1] = path.join(repoRoot, argv[1]);
  const { code, stdout, stderr } = await run(process.execPath, argv.slice(1), { cwd });
  assert.equal(code, 0, stderr);
  assert.equal(out, 'out.csv');
  const { header, rows } = parseCompareCsv(stdout);
  assert.equal(header, '"binary","filename","configuration","rate","time"');
  const perBinary = rows.filter((r) => r.binary === 'old').length;
  assert.ok(perBinary >= 10, `${perBinary} configurations`);
  assert.equal(rows.filter((r) => r.binary === 'new').length, perBinary);
});

test('README: run.js in csv format and in test mode over all categories', { timeout: 300_000 }, async () => {
  const csv = words(command('node benchmark/run.js --format csv')).argv;
  const result = await run(process.execPath, csv.slice(1), { cwd: repoRoot });
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stdout.split('\n')[0], '"filename", "configuration", "rate", "time"');
  const testAll = words(command('node benchmark/run.js test')).argv;
  const all = await run(process.execPath, testAll.slice(1), { cwd: repoRoot });
  assert.equal(all.code, 0, all.stderr);
  for (const category of ['buffers', 'events', 'http', 'string_decoder', 'url', 'util']) {
    assert.match(all.stdout, new RegExp(`^${category}/`, 'm'));
  }
});

test('README: scatter.js writes one column per configuration key; scatter-analyze.js reads it', { timeout: 300_000 }, async () => {
  const cwd = inTempDir();
  const { argv, out } = words(command('node benchmark/scatter.js'));
  argv[argv.indexOf('--runs') + 1] = '2';
  const scatter = await run(process.execPath, argv.slice(1).map((a) => (a.startsWith('benchmark/') ? path.join(repoRoot, a) : a)), { cwd });
  assert.equal(scatter.code, 0, scatter.stderr);
  assert.equal(out, 'scatter.csv');
  assert.equal(scatter.stdout.split('\n')[0], '"filename","n","chunkLen","inLen","encoding","rate","time"');
  fs.writeFileSync(path.join(cwd, out), scatter.stdout);
  const analysis = words(command('node benchmark/scatter-analyze.js')).argv;
  analysis[1] = path.join(repoRoot, analysis[1]);
  const result = await run(process.execPath, analysis.slice(1), { cwd });
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /^ *inLen +encoding +rate +confidence\.interval$/m);
  assert.match(fs.readFileSync(path.join(cwd, 'scatter.svg'), 'utf8'), /^<svg/);
});

test('README: analyze.js reads out.csv, in every format, with charts', { timeout: 300_000 }, async () => {
  const cwd = inTempDir();
  const csv = await run(process.execPath, [path.join(repoRoot, 'benchmark', 'compare.js'), '--old', process.execPath,
    '--new', process.execPath, '--runs', '2', '--no-progress', '--filter', 'create', '--set', 'n=1000', 'string_decoder']);
  assert.equal(csv.code, 0, csv.stderr);
  fs.writeFileSync(path.join(cwd, 'out.csv'), csv.stdout);
  for (const line of commands.filter((c) => c.startsWith('node benchmark/analyze.js'))) {
    const { argv } = words(line);
    argv[1] = path.join(repoRoot, argv[1]);
    const { code, stdout, stderr } = await run(process.execPath, argv.slice(1), { cwd });
    assert.equal(code, 0, `${line}\n${stderr}`);
    assert.match(stdout, /string\\?_decoder\/string-decoder-create\.js n=1000 encoding=/, line);
  }
  for (const chart of ['rates.svg', 'improvement.svg']) {
    assert.match(fs.readFileSync(path.join(cwd, chart), 'utf8'), /^<svg/);
  }
});

test('README: cpu.sh get reports the governors or says plainly why it cannot', async () => {
  const { argv } = words(command('benchmark/cpu.sh get'));
  const { code, stdout, stderr } = await run('bash', argv, { cwd: repoRoot });
  if (code === 0) {
    assert.match(stdout, /scaling_governor:\w+/);
  } else {
    assert.equal(code, 1);
    assert.match(stderr, /\(cpufreq\) is not available on this machine/);
  }
});

test('README: the example benchmark runs under our harness', async () => {
  const [source] = blocks('js');
  const dir = makeBenchDir({ 'readme/example.js': source });
  const { code, stdout, stderr } = await run(process.execPath, [path.join(dir, 'readme', 'example.js')]);
  assert.equal(code, 0, stderr);
  const lines = stdout.trim().split('\n').map((l) => l.replace(/: [\d,.]+$/, ''));
  assert.deepEqual(lines, ['readme/example.js n=100000 encoding="ascii"',
    'readme/example.js n=100000 encoding="utf8"']);
});

test('README quick start: npm run demo compares two real releases, prints the PR comment and draws charts', { timeout: 600_000 }, async () => {
  const out = path.join(inTempDir(), 'out.csv');
  const { code, stdout, stderr } = await run('npm', ['run', '--silent', 'demo', '--', '--runs', '2', '--out', out],
                                             { cwd: repoRoot });
  assert.equal(code, 0, stderr);
  const { rows } = parseCompareCsv(fs.readFileSync(out, 'utf8'));
  assert.ok(rows.length >= 40);
  assert.match(stdout, /^\*\*Benchmark: .+\*\*\n/);
  assert.match(stdout, /configurations? (compared|at a 5% false discovery rate)/);
  assert.match(stdout, /\| benchmark \| confidence \| improvement \|/);
  assert.equal(fs.readFileSync(path.join(path.dirname(out), 'out-comment.md'), 'utf8'), stdout);
  for (const chart of ['out-rates.svg', 'out-improvement.svg']) {
    assert.match(fs.readFileSync(path.join(path.dirname(out), chart), 'utf8'), /^<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  }
  assert.match(stderr, new RegExp(`results of Node\\.js ${NODE_22.replace(/\./g, '\\.')} \\(old\\) and ${NODE_24.replace(/\./g, '\\.')} \\(new\\)`));
});

test('the README documents every input and output of action.yml, with its default', async () => {
  const { parse } = await import('yaml');
  const action = parse(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8'));
  // The rows of the table whose header starts with `| <kind> |`.
  const rows = (kind) => {
    const start = readme.indexOf(`| ${kind} |`);
    const block = readme.slice(start, readme.indexOf('\n\n', start));
    return [...block.matchAll(/^\| `([\w-]+)` \|(.*)$/gm)].map(([, name, rest]) => /** @type {[string, string]} */ ([name, rest]));
  };
  const inputs = new Map(rows('input'));
  assert.deepEqual([...inputs.keys()].sort(), Object.keys(action.inputs).sort());
  for (const [name, spec] of Object.entries(action.inputs)) {
    const shown = inputs.get(name).split(' | ')[0].trim();
    assert.equal(shown, spec.default ? `\`${spec.default}\`` : '', `default of ${name}`);
  }
  assert.deepEqual(rows('output').map(([name]) => name).sort(), Object.keys(action.outputs).sort());
});

test('the README shows benchmark.yml as it is, and the minimal workflow pins the same action', async () => {
  const { parse } = await import('yaml');
  const yamlBlocks = blocks('yaml');
  const workflow = fs.readFileSync(path.join(repoRoot, '.github', 'workflows', 'benchmark.yml'), 'utf8');
  const withoutHeader = workflow.replace(/^(#.*\n)+\n?/, '');
  assert.ok(yamlBlocks.includes(withoutHeader), 'the secure workflow block is benchmark.yml without its header comment');
  const minimal = parse(yamlBlocks.find((b) => b.includes('runs-on: [self-hosted, benchmark]')) ?? '');
  const uses = minimal.jobs.benchmark.steps.map((s) => s.uses);
  const ours = uses.find((u) => u.startsWith('node-benchmark-action/'));
  assert.ok(workflow.includes(`uses: ${ours}\n`), `${ours} is the version benchmark.yml pins`);
  for (const u of uses) assert.match(u, /@[0-9a-f]{40}$/);
});

const actionlint = findGoTool('actionlint', '-version');

test('the README\'s minimal workflow passes actionlint',
  { skip: skipWithout(actionlint, 'go install github.com/rhysd/actionlint/cmd/actionlint@v1.7.12') }, () => {
  assert.ok(actionlint, 'actionlint is not installed (.ci/run installs it)');
  const dir = inTempDir();
  fs.mkdirSync(path.join(dir, '.github', 'workflows'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, '.github', 'actionlint.yaml'), path.join(dir, '.github', 'actionlint.yaml'));
  const file = path.join(dir, '.github', 'workflows', 'minimal.yml');
  fs.writeFileSync(file, blocks('yaml').find((b) => b.includes('runs-on: [self-hosted, benchmark]')) ?? '');
  // actionlint 1.7.12 does not know `concurrency.queue` (GitHub, May 2026) yet.
  const result = spawnSync(/** @type {string} */ (actionlint), ['-no-color', '-config-file', path.join(dir, '.github', 'actionlint.yaml'), '-ignore', 'unexpected key "queue"', file], { cwd: dir, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
});
