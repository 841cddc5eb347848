// The README and docs/ are run, not only read: their commands run as written
// (only --runs made smaller, and the placeholder binaries ./node-main and
// ./node-pr made real), their workflows are the files in .github/workflows/ or
// pass actionlint, their comments parse, their links resolve, and they name no
// commit the workflows do not pin.

import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { makeBenchDir, run, repoRoot, parseCompareCsv } from './helpers/bench-dir.js';
import { tool } from './helpers/tools.js';
import { NODE_22, NODE_24, NODE_26_FIRST, NODE_26, nodeRelease } from '../scripts/node-releases.js';
import { parseCommand, usage } from '../src/request/command.js';
import cli from '../benchmark/_cli.js';
import { tempDir } from './helpers/temp.js';

/** README.md and the reference in docs/ (not the demo's generated comment), with their text. */
const pages = new Map(['README.md', 'SECURITY.md', ...fs.readdirSync(path.join(repoRoot, 'docs'))
  .filter((f) => f.endsWith('.md') && !f.startsWith('demo-')).map((f) => `docs/${f}`)]
  .map((file) => [file, fs.readFileSync(path.join(repoRoot, file), 'utf8')]));
const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const workflowsDir = path.join(repoRoot, '.github', 'workflows');
const workflows = fs.readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f))
  .map((f) => ({ file: f, text: fs.readFileSync(path.join(workflowsDir, f), 'utf8') }));

/**
 * The fenced code blocks of a markdown text, indented ones (in lists) too.
 * @returns {Array<{ lang: string, body: string }>}
 */
function fenced(text) {
  /** @type {Array<{ lang: string, body: string }>} */
  const found = [];
  /** @type {{ indent: number, fence: string, lang: string, lines: string[] } | null} */
  let open = null;
  for (const line of text.split('\n')) {
    if (open === null) {
      const start = /^( *)(`{3,})(\w*)\s*$/.exec(line);
      if (start) open = { indent: start[1].length, fence: start[2], lang: start[3], lines: [] };
    } else if (line.trim() === open.fence) {
      const { indent, lang, lines } = open;
      found.push({ lang, body: lines.map((l) => l.slice(indent)).join('\n') + '\n' });
      open = null;
    } else {
      open.lines.push(line);
    }
  }
  return found;
}

/**
 * The blocks of a language, from every page or from one.
 * @param {string} lang
 * @param {string | null} [file]  a page's name, e.g. 'docs/cli.md'; default every page
 */
function blocks(lang, file = null) {
  return [...pages].filter(([name]) => !file || name === file)
    .flatMap(([, text]) => fenced(text)).filter((b) => b.lang === lang).map((b) => b.body);
}

/** Every command line of the sh blocks, continuation lines joined, comments dropped. */
const commands = blocks('sh').flatMap((block) => block.replace(/\\\n\s*/g, '').split('\n'))
  .map((line) => line.replace(/\s+#.*$/, '').trim()).filter(Boolean);

function command(prefix) {
  const found = commands.find((c) => c.startsWith(prefix));
  assert.ok(found, `README.md or docs/ has a command starting with '${prefix}'`);
  return found;
}

/** Splits a documented command into words; `> file` becomes { out: file }. */
function words(line) {
  const [cmd, out] = line.split(/\s+>\s+/);
  return { argv: cmd.split(/\s+/), out };
}

function inTempDir() {
  return tempDir('nba-readme-');
}

test('the README keeps the two commands for a fresh machine', () => {
  const readme = blocks('sh', 'README.md').flatMap((b) => b.trim().split('\n'));
  assert.ok(readme.includes('npm ci && npm run demo'));
  assert.ok(readme.includes('npm ci && npm test'));
});

test('every script the docs name exists, and every npm script they name is in package.json', () => {
  // Counted, so that a reading of the docs that finds nothing fails instead of checking nothing.
  const checked = { scripts: 0, commands: 0, prose: 0 };
  for (const line of commands) {
    for (const file of line.match(/\bbenchmark\/[\w./-]+\.(js|sh)\b/g) ?? []) {
      assert.ok(fs.existsSync(path.join(repoRoot, file)), `${file} (in '${line}')`);
      checked.scripts++;
    }
    for (const [, script] of line.matchAll(/npm run ([\w:-]+)/g)) {
      assert.ok(pkg.scripts[script], `npm run ${script}`);
      checked.commands++;
    }
  }
  for (const [file, text] of pages) {
    for (const [, script] of text.matchAll(/`npm run ([\w:-]+)/g)) {
      assert.ok(pkg.scripts[script], `${file}: npm run ${script}`);
      checked.prose++;
    }
  }
  assert.ok(Object.values(checked).every((count) => count > 0), JSON.stringify(checked));
});

/** The `--options` in the table under `heading` in `file`, up to the table's end. */
function optionsTable(file, heading) {
  const text = /** @type {string} */ (pages.get(file));
  const start = text.indexOf('|---', text.indexOf(heading));
  assert.ok(text.indexOf(heading) !== -1 && start !== -1, `${file} has a table under '${heading}'`);
  const table = text.slice(start, text.indexOf('\n\n', start));
  return [...new Set(table.split('\n').flatMap((row) => row.split(' | ')[0].match(/`--[\w-]+/g) ?? [])
    .map((o) => o.slice(1)))].sort();
}

test('docs/cli.md lists exactly the options compare.js accepts', async () => {
  const { code, stdout } = await run(process.execPath, ['benchmark/compare.js', '--help'], { cwd: repoRoot });
  assert.equal(code, 0);
  const accepted = [...new Set(stdout.match(/^ {2}--[\w-]+/gm)?.map((o) => o.trim()))].sort();
  assert.ok(accepted.length >= 9, stdout);
  assert.deepEqual(optionsTable('docs/cli.md', '### compare.js options'), accepted);
});

test('docs/cli.md: compare two binaries, node-main and node-pr, into out.csv', { timeout: 600_000 }, async () => {
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

test('docs/cli.md: an adaptive comparison with its ndjson record, read back by analyze.js --ndjson', { timeout: 600_000 }, async () => {
  const cwd = inTempDir();
  fs.symlinkSync(await nodeRelease(NODE_22), path.join(cwd, 'node-main'));
  fs.symlinkSync(await nodeRelease(NODE_24), path.join(cwd, 'node-pr'));
  const { argv, out } = words(command('node benchmark/compare.js --old ./node-main --new ./node-pr --accuracy'));
  argv[1] = path.join(repoRoot, argv[1]);
  // As documented, with a loose target, few blocks and one small file, so it is quick.
  argv[argv.indexOf('--accuracy') + 1] = '50';
  argv.push('--min-runs', '2', '--max-runs', '3', '--filter', 'create', '--set', 'n=1000');
  const { code, stdout, stderr } = await run(process.execPath, argv.slice(1), { cwd });
  assert.equal(code, 0, stderr);
  fs.writeFileSync(path.join(cwd, out), stdout);
  const analysis = words(command('node benchmark/analyze.js --ndjson')).argv;
  analysis[1] = path.join(repoRoot, analysis[1]);
  const result = await run(process.execPath, [...analysis.slice(1), '--format', 'json'], { cwd });
  assert.equal(result.code, 0, result.stderr);
  const { comparisons, summary } = JSON.parse(result.stdout);
  assert.ok(comparisons.length >= 2 && comparisons.every((c) => c.paired && c.blocks >= 2), result.stdout);
  // ±50% intervals tell a change of ±96% with 90% power: the verdict's margin.
  assert.equal(summary.margin, 96);
});

test('docs/cli.md: --max-regression prints the analysis and gates on it, exit 3 exactly when it prints FAIL lines, 0 or 5 otherwise', { timeout: 600_000 }, async () => {
  const cwd = inTempDir();
  fs.symlinkSync(await nodeRelease(NODE_22), path.join(cwd, 'node-main'));
  fs.symlinkSync(await nodeRelease(NODE_24), path.join(cwd, 'node-pr'));
  const { argv } = words(command('node benchmark/compare.js --old ./node-main --new ./node-pr --runs 10 --max-regression'));
  argv[1] = path.join(repoRoot, argv[1]);
  // As documented, with fewer runs of one small file, so it is quick.
  argv[argv.indexOf('--runs') + 1] = '3';
  argv.push('--filter', 'create', '--set', 'n=1000', '--no-progress');
  const { code, stdout, stderr } = await run(process.execPath, argv.slice(1), { cwd });
  assert.doesNotMatch(stdout, /^"binary"/m, 'the analysis, not the CSV');
  assert.match(stdout, /confidence improvement accuracy/);
  assert.match(stdout, /^Improvement of new over old \(paired in blocks\)/m);
  const fails = stdout.match(/^FAIL: string_decoder\/string-decoder-create\.js .*: -\d+\.\d\d % \(q = .*\)$/gm) ?? [];
  const answer = stdout.match(/^--max-regression 5: (failed|passed|cannot tell): /m)?.[1];
  assert.equal(answer === 'failed', fails.length > 0, stdout);
  assert.equal(code, { failed: 3, passed: 0, 'cannot tell': 5 }[answer ?? ''], stderr);
});

test('docs/cli.md: profile.js profiles the documented configuration under both binaries', { timeout: 300_000 }, async () => {
  const cwd = inTempDir();
  fs.symlinkSync(await nodeRelease(NODE_22), path.join(cwd, 'node-main'));
  fs.symlinkSync(await nodeRelease(NODE_24), path.join(cwd, 'node-pr'));
  const [targets] = blocks('json', 'docs/cli.md').filter((b) => b.includes('"args"'));
  const [target] = JSON.parse(targets);
  target.args = target.args.map((arg) => (arg.startsWith('n=') ? 'n=1000' : arg)); // as documented, shorter
  fs.writeFileSync(path.join(cwd, 'targets.json'), JSON.stringify([target]));
  const { argv } = words(command('node benchmark/profile.js'));
  argv[1] = path.join(repoRoot, argv[1]);
  const { code, stdout, stderr } = await run(process.execPath, argv.slice(1), { cwd });
  assert.equal(code, 0, stderr);
  assert.match(stdout, /string_decoder\/string-decoder-create\.js/);
  assert.deepEqual(fs.readdirSync(path.join(cwd, 'profiles')).sort(),
    ['1.new.cpuprofile', '1.old.cpuprofile', 'index.json']);
  const index = JSON.parse(fs.readFileSync(path.join(cwd, 'profiles', 'index.json'), 'utf8'));
  assert.deepEqual(index.profiles.map((p) => [p.filename, p.old.file, p.new.file]),
    [['string_decoder/string-decoder-create.js', '1.old.cpuprofile', '1.new.cpuprofile']]);
});

test('docs/cli.md: run.js in csv format and in test mode over all categories', { timeout: 300_000 }, async () => {
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

test('docs/cli.md: scatter.js writes one column per configuration key; scatter-analyze.js reads it', { timeout: 300_000 }, async () => {
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

test('docs/cli.md: analyze.js reads out.csv, in every format, with charts', { timeout: 300_000 }, async () => {
  const cwd = inTempDir();
  const csv = await run(process.execPath, [path.join(repoRoot, 'benchmark', 'compare.js'), '--old', process.execPath,
    '--new', process.execPath, '--runs', '2', '--no-progress', '--filter', 'create', '--set', 'n=1000',
    '--ndjson', path.join(cwd, 'samples.ndjson'), 'string_decoder']);
  assert.equal(csv.code, 0, csv.stderr);
  fs.writeFileSync(path.join(cwd, 'out.csv'), csv.stdout);
  const lines = commands.filter((c) => c.startsWith('node benchmark/analyze.js'));
  assert.ok(lines.length >= 2);
  for (const line of lines) {
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

test('docs/cli.md: cpu.sh get reports the governors or says plainly why it cannot', async () => {
  const { argv } = words(command('benchmark/cpu.sh get'));
  const { code, stdout, stderr } = await run('bash', argv, { cwd: repoRoot });
  if (code === 0) {
    assert.match(stdout, /scaling_governor:\w+/);
  } else {
    assert.equal(code, 1);
    assert.match(stderr, /\(cpufreq\) is not available on this machine/);
  }
});

test('docs/cli.md: the example benchmark runs under our harness', async () => {
  const [source] = blocks('js', 'docs/cli.md').filter((b) => b.includes('common.createBenchmark('));
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
  // With 2 runs the bound that holds for all rows at once can be unbounded (±∞%).
  assert.match(stdout, /(No change larger than ±[\d.]+%|configurations? regressed \(5% false discovery rate\)|Nothing concluded: |No configuration changed: )/);
  assert.match(stdout, /\| benchmark \| new vs old \(95% interval\) \| q-value \|/);
  assert.equal(fs.readFileSync(path.join(path.dirname(out), 'out-comment.md'), 'utf8'), stdout);
  for (const chart of ['out-rates.svg', 'out-improvement.svg', 'out-allocations.svg']) {
    assert.match(fs.readFileSync(path.join(path.dirname(out), chart), 'utf8'), /^<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  }
  assert.ok(fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8').includes(`Node.js ${NODE_26_FIRST} against ${NODE_26}`),
            'the README names the releases the demo compares');
  assert.match(stderr, new RegExp(`results of Node\\.js ${NODE_26_FIRST.replace(/\./g, '\\.')} \\(old\\) and ${NODE_26.replace(/\./g, '\\.')} \\(new\\)`));
});

/** The check names of doctor.js's text report: `ok   git   ...` -> git. */
const doctorIds = (text) => [...text.matchAll(/^(?:ok {2}|WARN|FAIL) (\S+)/gm)].map((m) => m[1]);

test('docs/runner-setup.md: the doctor runs as documented, with the checks and options it shows', async () => {
  const sample = blocks('text', 'docs/runner-setup.md').find((b) => /^ok {3}git /m.test(b)) ?? '';
  const lines = commands.filter((c) => c.startsWith('node benchmark/doctor.js'));
  assert.ok(lines.length >= 2, 'the README and the runner set-up run the doctor');
  for (const line of lines) {
    const result = spawnSync('bash', ['-c', line], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
    assert.ok(result.status === 0 || result.status === 1, `${line}: exit ${result.status}\n${result.stderr}`);
    assert.deepEqual(doctorIds(result.stdout), doctorIds(sample), line);
    assert.equal(result.status, /^FAIL /m.test(result.stdout) ? 1 : 0, `${line}: exit 1 exactly when a check fails`);
  }
  assert.ok(doctorIds(sample).includes('governor'), 'the sample output is shown');
  assert.equal(/^FAIL /m.test(sample), false, 'the sample ends "ready"');
  const help = spawnSync(process.execPath, ['benchmark/doctor.js', '--help'], { cwd: repoRoot, encoding: 'utf8' });
  const accepted = [...new Set(help.stdout.match(/^ {2}(?:-h, )?--[\w-]+/gm)?.map((o) => o.replace(/^.*--/, '--')))]
    .filter((o) => o !== '--root').sort(); // --root points the checks at a fake /sys for tests
  assert.deepEqual(optionsTable('docs/runner-setup.md', '## Check the host'), accepted);
});

test('every /benchmark comment shown in the docs is one the parser accepts', () => {
  const categories = cli.listCategories(path.join(repoRoot, 'benchmark')).map((c) => c.name);
  const shown = [...pages.values()].flatMap((text) => [
    ...fenced(text).filter((b) => b.lang === '' && b.body.trim().split('\n').every((l) => l.startsWith('/benchmark ')))
      .flatMap((b) => b.body.trim().split('\n')),
    ...[...text.matchAll(/`(\/benchmark [^`]+)`/g)].map((m) => m[1]),
  ]).filter((c) => !/[<[]/.test(c)); // the grammar, not a comment
  assert.ok(shown.length >= 5, shown.join('\n'));
  for (const comment of shown) {
    const parsed = parseCommand(comment, { categories });
    assert.ok(parsed?.kind === 'run' || parsed?.kind === 'help', `${comment}: ${JSON.stringify(parsed)}`);
  }
  const help = blocks('text', 'docs/action.md').find((b) => b.startsWith('/benchmark <category>'));
  assert.equal(help, usage('/benchmark', categories, 100, { runs: null, accuracy: 2 }).replace(/^```\n|```$/g, ''), 'the help reply shown');
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

function anchorsOf(file) {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8').replace(/^ *```[\s\S]*?^ *```/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1])));
}

test('every relative link in the docs points to a file that exists, and to a heading it has', () => {
  const linked = [];
  for (const [file, text] of [...pages, ['CHANGELOG.md', fs.readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8')]]) {
    const prose = text.replace(/^ *```[\s\S]*?^ *```/gm, '').replace(/`[^`\n]*`/g, '');
    for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
      const [where, hash] = target.split('#');
      const resolved = where ? path.posix.join(path.posix.dirname(file), where) : file;
      assert.ok(fs.existsSync(path.join(repoRoot, resolved)), `${file}: [..](${target}) -> ${resolved} does not exist`);
      if (hash) assert.ok(anchorsOf(resolved).has(hash), `${file}: [..](${target}): ${resolved} has no heading #${hash}`);
      linked.push(resolved);
    }
  }
  for (const doc of ['docs/action.md', 'docs/runner-setup.md', 'docs/cli.md', 'docs/differences.md',
    'docs/development.md', 'docs/statistics.md', 'docs/design.md', 'docs/harness.md', 'SECURITY.md', 'CHANGELOG.md',
    'LICENSE']) {
    assert.ok(linked.includes(doc), `something links to ${doc}`);
  }
});

/** The docs' workflows: their yaml blocks with jobs. */
const docWorkflows = [...pages].flatMap(([file, text]) => fenced(text)
  .filter((b) => b.lang === 'yaml' && /^jobs:/m.test(b.body)).map((b) => ({ file, body: b.body })));
const withoutHeader = (text) => text.replace(/^(#.*\n)+\n?/, '');
const jobNames = (text) => Object.keys(parse(text).jobs ?? {}).sort().join(',');

test('a workflow in the docs with the jobs of a file in .github/workflows/ is that file, minus its header comment', () => {
  const action = docWorkflows.filter((w) => w.file === 'docs/action.md').map((w) => w.body);
  assert.ok(action.includes(withoutHeader(fs.readFileSync(path.join(workflowsDir, 'benchmark.yml'), 'utf8'))),
    'docs/action.md shows benchmark.yml');
  for (const { file, body } of docWorkflows) {
    const same = workflows.find((w) => jobNames(w.text) === jobNames(body));
    if (same) assert.equal(body, withoutHeader(same.text), `${file}: the copy of .github/workflows/${same.file}`);
  }
});

const actionlint = tool('actionlint');

test('every other workflow in the docs passes actionlint copied alone, as a user copies it: no actionlint.yaml of ours',
  { skip: actionlint.skip }, () => {
    const others = docWorkflows.filter(({ body }) => !workflows.some((w) => body === withoutHeader(w.text)));
    assert.ok(others.length >= 1, 'the one-job workflow of docs/action.md');
    const dir = inTempDir();
    fs.mkdirSync(path.join(dir, '.github', 'workflows'), { recursive: true });
    const files = others.map(({ file, body }, i) => {
      const name = path.join(dir, '.github', 'workflows', `${path.basename(file, '.md')}-${i}.yml`);
      fs.writeFileSync(name, body);
      return name;
    });
    const result = spawnSync(actionlint.require(), ['-no-color', ...files], { cwd: dir, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

test('the docs name no stale commit: every owner/repo@<sha> is the workflows\' pin, our action is @v<major>', () => {
  const pins = new Map(workflows.flatMap(({ text }) => [...text.matchAll(/uses: ([\w.-]+\/[\w.-]+@[0-9a-f]{40})(?: # (v[\d.]+))?/g)]
    .map(([, uses, version]) => /** @type {[string, string]} */ ([uses, version]))));
  const major = `v${pkg.version.split('.')[0]}`;
  let ours = 0;
  for (const [file, text] of pages) {
    for (const [, uses, version] of text.matchAll(/([\w.-]+\/[\w.-]+@[0-9a-f]{40})\b(?: # (v[\d.]+))?/g)) {
      assert.ok(pins.has(uses), `${file}: ${uses} is not a pin of .github/workflows/`);
      if (version) assert.equal(version, pins.get(uses), `${file}: ${uses} # ${version}`);
    }
    // `uses: ...@ref`, and raw.githubusercontent.com/.../<ref>/ in the copy command
    for (const [, at, raw] of text.matchAll(/node-benchmark-action\/node-benchmark-action(?:@([^\s`'")\]]+)|\/(v\d[^/\s]*)\/)/g)) {
      const ref = at ?? raw;
      assert.ok(ref === major || ref === '<sha>', `${file}: node-benchmark-action/node-benchmark-action@${ref}: ` +
        `expected @${major} (package.json's version ${pkg.version}), or @<sha> in the pinning example`);
      ours += 1;
    }
  }
  assert.ok(ours >= 3, 'the examples use our action');
});

test('docs/history.md: every history.js command and option it shows is one history.js --help lists', async () => {
  const { code, stdout } = await run(process.execPath, ['benchmark/history.js', '--help'], { cwd: repoRoot });
  assert.equal(code, 0);
  const accepted = new Set(stdout.match(/--[\w-]+/g));
  const shown = commands.filter((c) => c.startsWith('node benchmark/history.js'));
  assert.ok(shown.length >= 5, 'add, link, changes and site are shown');
  for (const line of shown) {
    assert.ok(/^node benchmark\/history\.js (add|link|changes|site) /.test(line), line);
    for (const option of line.match(/--[\w-]+/g) ?? []) assert.ok(accepted.has(option), `${option} in '${line}'`);
  }
});
