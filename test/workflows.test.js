// The workflows: actionlint and zizmor on every one, and the security
// properties of the reference service (SECURITY.md) checked on its
// structure, so that an edit that weakens one fails here, not in someone's
// repository.

import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './helpers/bench-dir.js';
import { tool } from './helpers/tools.js';
import { evaluate } from './helpers/github-expression.js';
import { parseCommand } from '../src/request/command.js';
import { tempDir } from './helpers/temp.js';

const workflowsDir = path.join(repoRoot, '.github', 'workflows');
const files = fs.readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f)).map((f) => path.join(workflowsDir, f));
const benchmarkYml = path.join(workflowsDir, 'benchmark.yml');
const service = parse(fs.readFileSync(benchmarkYml, 'utf8'));
const OURS = 'node-benchmark-action/node-benchmark-action@';
// Our own action is released by tag: the workflows use its major tag, the
// major of package.json's version. Every other action is pinned by SHA.
const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const OUR_MAJOR = `${OURS}v${pkg.version.split('.')[0]}`;

const actionlint = tool('actionlint');
const needsActionlint = { skip: actionlint.skip };
// .ci/run installs zizmor with pip into the virtual environment .ci/tools.json
// names, and puts it on no PATH: found there first, else on this PATH.
const { venv } = JSON.parse(fs.readFileSync(path.join(repoRoot, '.ci', 'tools.json'), 'utf8')).zizmor;
process.env.PATH = [path.join(repoRoot, venv, 'bin'), process.env.PATH].join(path.delimiter);
const zizmor = tool('zizmor');
const needsZizmor = { skip: zizmor.skip };
const ZIZMOR_CONFIG = path.join(repoRoot, '.github', 'zizmor.yml');

test('actionlint passes on every workflow', needsActionlint, () => {
  assert.deepEqual(files.map((f) => path.basename(f)).sort(),
    ['benchmark-main.yml', 'benchmark.yml', 'check-dist.yml', 'ci.yml', 'release.yml']);
  const result = spawnSync(actionlint.require(), ['-no-color', ...files], { cwd: repoRoot, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

/** The workflows a node repository copies, each alone, without this repository's actionlint.yaml. */
const COPIED = ['benchmark.yml', 'benchmark-main.yml'];

/**
 * actionlint, with no settings, on `files` (name -> text) in a new empty git
 * repository's .github/workflows/: what a node repository sees after copying them.
 * @param {import('node:test').TestContext} t
 * @param {Record<string, string>} files
 */
function actionlintAlone(t, files) {
  const dir = tempDir('nba-copied-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  assert.equal(spawnSync('git', ['init', '-q', dir]).status, 0);
  fs.mkdirSync(path.join(dir, '.github', 'workflows'), { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, '.github', 'workflows', name), text);
  assert.deepEqual(fs.readdirSync(path.join(dir, '.github')), ['workflows'], 'no actionlint.yaml');
  return spawnSync(actionlint.require(), ['-no-color'], { cwd: dir, encoding: 'utf8' });
}

test('the workflows a node repository copies pass actionlint alone, in an empty repository without our settings',
  needsActionlint, (t) => {
    for (const name of COPIED) {
      const result = actionlintAlone(t, { [name]: fs.readFileSync(path.join(workflowsDir, name), 'utf8') });
      assert.equal(result.status, 0, `${name}: ${result.stdout}${result.stderr}`);
    }
  });

test('the empty repository has no settings that excuse a custom label: a literal `benchmark` fails there', needsActionlint, (t) => {
  const text = fs.readFileSync(benchmarkYml, 'utf8');
  const literal = text.replace('runs-on: [self-hosted, "${{ matrix.host }}"]', 'runs-on: [self-hosted, benchmark, "${{ matrix.host }}"]');
  assert.notEqual(literal, text);
  const result = actionlintAlone(t, { 'benchmark.yml': literal });
  assert.equal(result.status, 1);
  assert.match(result.stdout, /label "benchmark" is unknown/);
});

test('the copied workflows say nothing of this repository\'s tests', () => {
  for (const name of COPIED) {
    const comments = fs.readFileSync(path.join(workflowsDir, name), 'utf8').split('\n').filter((l) => l.trimStart().startsWith('#'));
    assert.ok(comments.length > 10, name);
    for (const line of comments) assert.doesNotMatch(line, /\bact\b|end-to-end|\btest\/|\.test\.js|\bour tests?\b/i, `${name}: ${line}`);
  }
});

test('actionlint is not a formality: it catches a comment interpolated into a run step', needsActionlint, (t) => {
  const bad = path.join(repoRoot, '.github', 'workflows', `.bad-${process.pid}.yml`);
  t.after(() => fs.rmSync(bad, { force: true }));
  fs.writeFileSync(bad, 'on: issue_comment\npermissions: {}\njobs:\n  x:\n    runs-on: ubuntu-latest\n' +
    '    steps:\n      - run: echo "${{ github.event.comment.body }}"\n');
  const result = spawnSync(actionlint.require(), ['-no-color', bad], { cwd: repoRoot, encoding: 'utf8' });
  assert.equal(result.status, 1);
  assert.match(result.stdout, /"github\.event\.comment\.body" is potentially untrusted/);
});

const steps = (job) => service.jobs[job].steps;

const DEFAULT_SHARDS = /^\$\{\{ fromJSON\(vars\.BENCHMARK_SHARDS \|\| '([^']+)'\)(\[0\]\.host)? \}\}$/;

/**
 * The runner labels of a job's runs (one per matrix row), its expressions
 * read as GitHub reads them for the repository variable BENCHMARK_SHARDS (unset: the workflow's default).
 * @param {{ 'runs-on': string[], strategy?: { matrix: { include: string } } }} job
 * @param {string} [shards]  the variable's value
 * @returns {string[][]}
 */
function runnerLabels(job, shards) {
  /** @param {string} expression */
  const rows = (expression) => {
    const match = DEFAULT_SHARDS.exec(expression);
    assert.ok(match, expression);
    return { rows: JSON.parse(shards ?? match[1]), first: Boolean(match[2]) };
  };
  const matrix = job.strategy ? rows(job.strategy.matrix.include).rows : [{}];
  return matrix.map((row) => job['runs-on'].map((label) => {
    if (!label.includes('${{')) return label;
    if (label === '${{ matrix.host }}') return row.host;
    const { rows: hosts, first } = rows(label);
    assert.ok(first, label);
    return hosts[0].host;
  }));
}
const allSteps = Object.keys(service.jobs).flatMap(steps);

/** The pages whose yaml blocks with jobs are workflows people copy: the README and docs/. */
const pages = ['README.md', ...fs.readdirSync(path.join(repoRoot, 'docs')).filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`)].map((file) => ({ file, text: fs.readFileSync(path.join(repoRoot, file), 'utf8') }));
const docWorkflows = pages.flatMap(({ file, text }) => [...text.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)]
  .map((m) => m[1]).filter((body) => /^jobs:/m.test(body)).map((body) => ({ file, body })));

/**
 * zizmor --offline with our configuration on `inputs`, its findings as JSON.
 * @param {string[]} inputs
 */
function runZizmor(inputs) {
  const result = spawnSync(zizmor.require(), ['--offline', '--no-progress', '--config', ZIZMOR_CONFIG,
    '--format', 'json', ...inputs], { cwd: repoRoot, encoding: 'utf8' });
  assert.ok(result.stdout.trim().startsWith('['), result.stdout + result.stderr);
  /** @type {{ ident: string, ignored: boolean, locations: { concrete: { feature: string } }[] }[]} */
  const findings = JSON.parse(result.stdout);
  return { status: result.status, findings, log: result.stderr };
}

test('zizmor finds nothing in the workflows, action.yml and the docs\' workflows but what is accepted', needsZizmor, () => {
  assert.ok(docWorkflows.length >= 2, 'the three-job and one-job workflows of docs/action.md');
  const dir = tempDir('nba-zizmor-');
  try {
    const copies = docWorkflows.map(({ file, body }, i) => {
      const copy = path.join(dir, `${path.basename(file, '.md')}-${i}.yml`);
      fs.writeFileSync(copy, body);
      return copy;
    });
    const { status, findings, log } = runZizmor(['.github/workflows', 'action.yml', ...copies]);
    const shown = (list) => list.map((f) => `${f.ident}: ${f.locations[0].concrete.feature}`);
    assert.deepEqual(shown(findings.filter((f) => !f.ignored)), [], log);
    assert.equal(status, 0, log);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('zizmor is not a formality: pull_request_target building the head, an unmarked issue_comment, a comment in a run step',
  needsZizmor, (t) => {
    const dir = tempDir('nba-zizmor-bad-');
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    const bad = path.join(dir, 'bad.yml');
    const [checkout] = steps('benchmark');
    fs.writeFileSync(bad, 'on: [pull_request_target, issue_comment]\npermissions: {}\njobs:\n  x:\n' +
      `    runs-on: ubuntu-latest\n    steps:\n      - uses: ${checkout.uses}\n        with:\n` +
      '          ref: ${{ github.event.pull_request.head.sha }}\n' +
      '      - run: echo "${{ github.event.comment.body }}"\n');
    const { status, findings } = runZizmor([bad]);
    assert.notEqual(status, 0);
    assert.deepEqual(findings.map((f) => f.ident).sort(),
      ['artipacked', 'dangerous-triggers', 'dangerous-triggers', 'template-injection']);
  });

test('the zizmor findings accepted in place: issue_comment in the comment-driven workflows, each with its reason', () => {
  const accepted = [];
  const sources = [...files.map((f) => ({ file: path.relative(repoRoot, f), text: fs.readFileSync(f, 'utf8') })),
    { file: 'action.yml', text: fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8') }, ...pages];
  for (const { file, text } of sources) {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      if (!line.includes('zizmor: ignore')) return;
      accepted.push(`${file}: ${line.trim()}`);
      assert.match(lines[i - 1], /^\s*# \S.{20,}/, `${file}:${i + 1}: the line above says why it is accepted`);
    });
  }
  const onIssueComment = 'issue_comment: # zizmor: ignore[dangerous-triggers]';
  assert.deepEqual(accepted, [`.github/workflows/benchmark.yml: ${onIssueComment}`,
    `docs/action.md: ${onIssueComment}`, `docs/action.md: ${onIssueComment}`]);
});


test('benchmark.yml: no run steps, and no comment text anywhere but the gate\'s if', () => {
  assert.deepEqual(allSteps.filter((s) => 'run' in s), []);
  const text = fs.readFileSync(benchmarkYml, 'utf8').split('\n').filter((l) => !l.trimStart().startsWith('#')).join('\n');
  const uses = [...text.matchAll(/\$\{\{[^}]*github\.event\.comment[^}]*\}\}/g)];
  assert.deepEqual(uses, [], 'comment text in an expression');
  assert.match(service.jobs.gate.if, /startsWith\(github\.event\.comment\.body, '\/benchmark'\)/);
  assert.doesNotMatch(text, /secrets\./);
});

// ---- which comments start a job: one rule, the parser's ----------------------------------------------

/** Every job `if:` of the workflows and the docs' copies that reads the comment's text. */
const commentConditions = [
  ...files.map((file) => ({ where: path.relative(repoRoot, file), workflow: parse(fs.readFileSync(file, 'utf8')) })),
  ...docWorkflows.map(({ file, body }) => ({ where: file, workflow: parse(body) })),
].flatMap(({ where, workflow }) => Object.entries(workflow.jobs ?? {})
  .filter(([, job]) => typeof job.if === 'string' && job.if.includes('github.event.comment.body'))
  .map(([name, job]) => ({ where: `${where} jobs.${name}`, condition: job.if })));

/** Comment bodies on the edges of the rule "the first non-blank line starts with the trigger". */
const BODIES = [
  '/benchmark string_decoder', '/benchmark', '/benchmark help', '/benchmark auto --profile',
  '\n\n/benchmark string_decoder', '   /benchmark string_decoder', '\t/benchmark util --runs 5',
  '\r\n/benchmark buffers', '\r/benchmark buffers', ' \t \n  \t/benchmark help', '\n \n/benchmark x --runs 1000000',
  '/benchmark\u200b string_decoder', '/benchmark $(id)', '/benchmark ../../etc', "/benchmark 'unterminated",
  '/benchmarks string_decoder', '/Benchmark string_decoder', '/BENCHMARK help', '/benchmark-now x',
  'Please run:\n/benchmark string_decoder', 'I ran /benchmark string_decoder yesterday', 'LGTM', '', ' ', '\n',
  '\u00a0/benchmark string_decoder', '\u200b/benchmark string_decoder', '> /benchmark string_decoder',
  '`/benchmark string_decoder`', '\n\nnot now\n/benchmark x', ' I ran /benchmark x', '\f/benchmark x',
];

test('the workflows\' `if:` lets through every comment the gate would answer (the parser\'s one rule), in every copy', () => {
  assert.deepEqual(commentConditions.map((c) => c.where), ['.github/workflows/benchmark.yml jobs.gate',
    'docs/action.md jobs.gate', 'docs/action.md jobs.benchmark']);
  const accepted = [];
  for (const body of BODIES) {
    const command = parseCommand(body, { categories: ['string_decoder', 'util', 'buffers'] });
    if (command !== null) accepted.push(body);
    for (const { where, condition } of commentConditions) {
      const event = { issue: { number: 12, pull_request: { url: 'https://api.github.com/repos/o/r/pulls/12' } },
        comment: { body } };
      const runs = evaluate(condition, { github: { event } });
      if (command !== null) assert.ok(runs, `${where} skips ${JSON.stringify(body)}, which the gate answers`);
      // Not on a pull request: never.
      assert.equal(evaluate(condition, { github: { event: { ...event, issue: { number: 12 } } } }), false);
    }
  }
  // The table reaches both sides of the rule: commands after blank lines and indentation, and non-commands.
  assert.ok(accepted.includes('\n\n/benchmark string_decoder') && accepted.includes('\t/benchmark util --runs 5'));
  assert.ok(accepted.length >= 14 && accepted.length < BODIES.length, accepted.map((b) => JSON.stringify(b)).join(' '));
});

test('the `if:` is a close filter: comments that do not start with the command, or with a blank, start no job', () => {
  for (const body of ['I ran /benchmark string_decoder yesterday', 'LGTM', '', '> /benchmark string_decoder',
    '`/benchmark string_decoder`', '\u00a0/benchmark string_decoder', '\n\nLGTM', ' LGTM']) {
    for (const { where, condition } of commentConditions) {
      const event = { issue: { number: 12, pull_request: {} }, comment: { body } };
      assert.equal(evaluate(condition, { github: { event } }), false, `${where} runs for ${JSON.stringify(body)}`);
    }
  }
});

test('the expression evaluator of these tests reads GitHub\'s semantics: case-insensitive functions, operands kept', () => {
  const github = { event: { comment: { body: '/Benchmark X' }, list: ['a', 'B'] } };
  assert.equal(evaluate("startsWith(github.event.comment.body, '/benchmark')", { github }), true);
  assert.equal(evaluate("contains(github.event.comment.body, 'k x')", { github }), true);
  assert.equal(evaluate("contains(github.event.list, 'b') && !contains(github.event.list, 'c')", { github }), true);
  assert.equal(evaluate("github.event.missing.deeper || ''", { github }), false);
  assert.equal(evaluate("${{ startsWith(fromJSON('\"\\n/x\"'), fromJSON('\"\\n\"')) }}", { github }), true);
  assert.equal(evaluate("'it''s' == 'IT''S'", {}), true);
  assert.throws(() => evaluate("format('{0}', 'x')", {}), /the function format is not evaluated here/);
});

test('benchmark.yml: least privilege per job, and only report and gate may write to the PR', () => {
  assert.deepEqual(service.permissions, {});
  assert.deepEqual(service.jobs.benchmark.permissions, {});
  assert.deepEqual(service.jobs.gate.permissions, { 'contents': 'read', 'pull-requests': 'write', 'issues': 'write' });
  assert.deepEqual(service.jobs.report.permissions, { 'pull-requests': 'write', 'issues': 'write' });
  assert.equal(service.jobs.gate['runs-on'], 'ubuntu-latest');
  assert.equal(service.jobs.report['runs-on'], 'ubuntu-latest');
});

const TWO_HOSTS = JSON.stringify([{ host: 'bench-1', shard: '0/2' }, { host: 'bench-2', shard: '1/2' }]);

test('the benchmark jobs run on the host labels of BENCHMARK_SHARDS; the history on its first host; by default on `benchmark`',
  () => {
    const main = parse(fs.readFileSync(path.join(workflowsDir, 'benchmark-main.yml'), 'utf8'));
    assert.deepEqual(runnerLabels(service.jobs.benchmark), [['self-hosted', 'benchmark']]);
    assert.deepEqual(runnerLabels(main.jobs.track), [['self-hosted', 'benchmark']]);
    assert.deepEqual(runnerLabels(service.jobs.benchmark, TWO_HOSTS), [['self-hosted', 'bench-1'], ['self-hosted', 'bench-2']]);
    assert.deepEqual(runnerLabels(main.jobs.track, TWO_HOSTS), [['self-hosted', 'bench-1']]);
  });

test('benchmark.yml: the benchmark job checks out the pinned test merge (else head) without credentials and runs without a token', () => {
  const [checkout, action, upload] = steps('benchmark');
  assert.match(checkout.uses, /^actions\/checkout@[0-9a-f]{40}$/);
  const request = 'fromJSON(needs.gate.outputs.request)';
  assert.deepEqual(checkout.with, { 'ref': `\${{ ${request}.mergeSha || ${request}.headSha }}`, 'fetch-depth': 0,
    'persist-credentials': false });
  assert.equal(action.with.mode, 'run');
  assert.equal(action.with['github-token'], '');
  assert.equal(action.with.request, '${{ needs.gate.outputs.request }}');
  assert.match(upload.uses, /^actions\/upload-artifact@[0-9a-f]{40}$/);
  assert.equal(upload.if, 'always()');
  // The gate's checkout is the default branch, never the PR's code.
  const [gateCheckout] = steps('gate');
  assert.equal(gateCheckout.with.ref, undefined);
  assert.equal(gateCheckout.with['persist-credentials'], false);
});

test('benchmark.yml: no concurrency group, which would cancel a waiting request: each waits for its host\'s runner', () => {
  const { concurrency, strategy } = service.jobs.benchmark;
  assert.equal(concurrency, undefined);
  assert.equal(service.concurrency, undefined);
  assert.equal(strategy['fail-fast'], false);
  assert.equal(service.jobs.report.if, "always() && needs.gate.outputs.request != ''");
});

test(`every third-party action is pinned by a full commit SHA; ours is at its major tag (${OUR_MAJOR})`, () => {
  let ours = 0;
  for (const file of files) {
    for (const job of Object.values(parse(fs.readFileSync(file, 'utf8')).jobs)) {
      for (const step of job.steps) {
        if (!step.uses) continue;
        if (step.uses.startsWith(OURS)) {
          assert.equal(step.uses, OUR_MAJOR, `${path.basename(file)}: our action at the major of package.json's ${pkg.version}`);
          ours += 1;
        } else {
          assert.match(step.uses, /^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/, `${path.basename(file)}: ${step.uses}`);
        }
      }
    }
  }
  assert.equal(ours, 4, 'the three jobs of benchmark.yml and the track job of benchmark-main.yml');
});

test('the artifact actions are at one major version, and download reads what upload wrote: one directory per host', () => {
  const pins = files.flatMap((file) => [...fs.readFileSync(file, 'utf8')
    .matchAll(/uses: actions\/(upload|download)-artifact@[0-9a-f]{40} # v(\d+)\./g)].map((m) => `${m[1]} v${m[2]}`));
  assert.deepEqual([...new Set(pins)].sort(), ['download v4', 'upload v4']);
  const [download] = steps('report');
  const [, , upload] = steps('benchmark');
  assert.equal(upload.with.name, 'benchmark-results-${{ matrix.host }}');
  // download-artifact v4 puts each artifact a pattern matches in <path>/<artifact name>/ (no merge-multiple).
  assert.deepEqual(download.with, { pattern: 'benchmark-results-*', path: '${{ runner.temp }}/benchmark-results' });
});

test("benchmark.yml's three jobs use our action, whose action.yml has every input the workflow passes", () => {
  const ours = allSteps.filter((s) => s.uses?.startsWith(OURS));
  assert.deepEqual(ours.map((s) => s.uses), [OUR_MAJOR, OUR_MAJOR, OUR_MAJOR]);
  const action = parse(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8'));
  for (const step of ours) {
    for (const input of Object.keys(step.with ?? {})) assert.ok(input in action.inputs, `action.yml has no input '${input}'`);
  }
  assert.deepEqual(ours.map((s) => s.with.mode), ['gate', 'run', 'report']);
});

test('ci.yml runs .ci/run, and check-dist.yml the dist check', () => {
  const ci = parse(fs.readFileSync(path.join(workflowsDir, 'ci.yml'), 'utf8'));
  assert.ok(ci.jobs.ci.steps.some((s) => s.run === 'bash .ci/run'));
  const dist = parse(fs.readFileSync(path.join(workflowsDir, 'check-dist.yml'), 'utf8'));
  assert.ok(dist.jobs['check-dist'].steps.some((s) => s.run === 'npm run check-dist'));
});

test('release.yml: a vX.Y.Z tag starts it, and every check runs before the major tag moves', () => {
  const release = parse(fs.readFileSync(path.join(workflowsDir, 'release.yml'), 'utf8'));
  assert.deepEqual(release.on, { push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
  assert.deepEqual(release.permissions, {});
  assert.deepEqual(release.jobs.release.permissions, { contents: 'write' });
  const runs = release.jobs.release.steps.map((s) => s.run ?? '');
  const at = (text) => {
    const index = runs.findIndex((r) => r.includes(text));
    assert.notEqual(index, -1, `a step runs '${text}'`);
    return index;
  };
  const moves = at('git push --force origin');
  for (const check of ['node scripts/release.js check', 'npm ci', 'npm run check-dist']) {
    assert.ok(at(check) < moves, `'${check}' runs before the major tag moves`);
  }
  assert.ok(moves < at('node scripts/release.js publish'), 'the release is published after the tag moved');
  // npm ci runs the dependencies' install scripts: no token in .git/config then, only in the two steps that use it.
  const [checkout] = release.jobs.release.steps;
  assert.match(checkout.uses, /^actions\/checkout@/);
  assert.equal(checkout.with?.['persist-credentials'], false);
  assert.deepEqual(release.jobs.release.steps.filter((s) => s.env?.GITHUB_TOKEN).map((s) => s.name),
    ['Move the major tag', 'Publish the release']);
});

test("benchmark-main.yml measures main's own code only: push to main, a schedule and by hand; the track mode; " +
  'no credentials left in a checkout', () => {
  const main = parse(fs.readFileSync(path.join(repoRoot, '.github', 'workflows', 'benchmark-main.yml'), 'utf8'));
  assert.deepEqual(Object.keys(main.on).sort(), ['push', 'schedule', 'workflow_dispatch']);
  assert.deepEqual(main.on.push, { branches: ['main'] });
  assert.deepEqual(main.permissions, {});
  assert.deepEqual(Object.keys(main.jobs), ['track']);
  const { track } = main.jobs;
  assert.deepEqual(track.permissions, { 'contents': 'write', 'pull-requests': 'write', 'issues': 'write' });
  const ours = track.steps.filter((s) => s.uses?.startsWith(OURS));
  assert.equal(ours.length, 1);
  assert.equal(ours[0].with.mode, 'track');
  for (const step of track.steps.filter((s) => s.uses?.startsWith('actions/checkout'))) {
    assert.equal(step.with['persist-credentials'], false);
    assert.equal(step.with.ref, undefined, 'the pushed commit, nothing else');
  }
  // The token reaches git through an environment variable, never an expression in the script.
  for (const step of track.steps.filter((s) => s.run)) {
    assert.doesNotMatch(step.run, /\$\{\{/, `${step.name}: no expression inside a run script`);
  }
});
