// Whose benchmark files run (src/machine/benchmark-files.js): a pull request
// that changes a benchmark this run uses is named in the comment, and
// `benchmark-files: base` runs the base commit's benchmark directory instead.
// Through the Action's bundle, on the node-like repository, whose pull
// request changes fixture/work.js (n=3e6 where the base has n=2e6, so the
// comment's table shows whose file ran).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createGit } from '../src/machine/git.js';
import { usedFiles } from '../src/machine/benchmark-files.js';
import { benchmarkFilesNote } from '../src/report/machine.js';
import { readMachineFile } from '../src/results/read-files.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { commitFiles, git, makeNodeLikeRepo, WORK_BENCHMARK } from './helpers/node-like-repo.js';
import { runAction, scenario } from './helpers/action-run.js';
import { renderGfm } from './helpers/gfm.js';
import { tool } from './helpers/tools.js';
import { tempDir } from './helpers/temp.js';

const haveTools = ['make', 'cc'].every((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0);
const needs = { skip: (!haveTools && 'needs make and a C compiler') || tool('bwrap').skip, timeout: 600_000 };

test('the files this run used: the categories it ran and what is outside every category', () => {
  const changed = ['benchmark/fixture/work.js', 'benchmark/other/new.js', 'benchmark/fixtures/data.txt',
    'benchmark/common.js', 'benchmark/_helpers/x.js', 'benchmark/fixture/_private.js', 'src/node.c', 'benchmarks/x.js'];
  assert.deepEqual(usedFiles(changed, 'benchmark', ['fixture']),
    ['_helpers/x.js', 'common.js', 'fixture/_private.js', 'fixture/work.js', 'fixtures/data.txt']);
  assert.deepEqual(usedFiles(['a/b.js', 'c.js', 'd/e.js'], '', ['a']), ['a/b.js', 'c.js']);
});

test('git: the files two commits differ in under a literal path; a commit\'s files written elsewhere, the checkout ' +
  'untouched', async () => {
  const dir = tempDir('nba-git-files-');
  git(dir, 'init', '--quiet', '--initial-branch=main');
  const base = commitFiles(dir, { 'bench/a/x.js': 'base\n', 'bench/b.js': 'b\n', '*/y.js': 'star\n', 'src/c.c': 'c\n' },
    'base');
  fs.rmSync(path.join(dir, 'bench', 'b.js'));
  const head = commitFiles(dir, { 'bench/a/x.js': 'head\n', 'bench/new.js': 'n\n', 'src/c.c': 'd\n', '*/y.js': 'moved\n' },
    'head');
  const repo = createGit({ cwd: dir });
  assert.deepEqual(await repo.changedFiles(base, head, 'bench'), ['bench/a/x.js', 'bench/b.js', 'bench/new.js']);
  // Taken literally: '*' is no glob.
  assert.deepEqual(await repo.changedFiles(base, head, '*'), ['*/y.js']);
  await assert.rejects(repo.changedFiles('main', head, 'bench'), /Invalid commit SHA/);
  const dest = tempDir('nba-git-export-');
  await repo.exportFiles(base, ['bench'], dest);
  assert.equal(fs.readFileSync(path.join(dest, 'bench', 'a', 'x.js'), 'utf8'), 'base\n');
  assert.equal(fs.readFileSync(path.join(dest, 'bench', 'b.js'), 'utf8'), 'b\n');
  assert.equal(fs.existsSync(path.join(dest, 'src')), false);
  assert.equal(git(dir, 'status', '--porcelain'), '', 'the index and the checkout are as they were');
  assert.equal(fs.readFileSync(path.join(dir, 'bench', 'a', 'x.js'), 'utf8'), 'head\n');
  await assert.rejects(repo.exportFiles('HEAD', ['bench'], dest), /Invalid commit SHA/);
});

test('the note: the pull request\'s files named in code spans, the base\'s said, nothing when nothing changed', () => {
  const record = (from, changed, changedCount = changed.length) => ({ benchmarkFiles: { from, dir: 'benchmark', changed,
    changedCount } });
  assert.equal(benchmarkFilesNote(record('pull-request', [])), '');
  assert.equal(benchmarkFilesNote({}), '');
  assert.equal(benchmarkFilesNote(record('pull-request', ['a/b.js', 'c`d.js'])),
    '⚠️ The pull request changes 2 of the benchmark files this run used (`a/b.js`, `` c`d.js ``): both binaries ran ' +
    'the pull request\'s version of them. To run the base\'s benchmark files instead, set `benchmark-files: base`.');
  assert.equal(benchmarkFilesNote(record('pull-request', ['1', '2', '3', '4', '5', '6'], 30), 'shard 1/2'),
    '⚠️ The pull request changes 30 of the benchmark files this run (shard 1/2) used (`1`, `2`, `3`, `4`, `5`, and ' +
    '25 more): both binaries ran the pull request\'s version of them. To run the base\'s benchmark files instead, ' +
    'set `benchmark-files: base`.');
  assert.equal(benchmarkFilesNote(record('base', [])),
    'ℹ️ The benchmark files this run used are the base\'s (`benchmark-files: base`): the pull request changes none of them.');
  assert.equal(benchmarkFilesNote(record('base', ['a/b.js'])),
    'ℹ️ The benchmark files this run used are the base\'s (`benchmark-files: base`): the pull request changes 1 of ' +
    'them (`a/b.js`), and neither binary ran its version of it.');
});

test('machine.json\'s benchmarkFiles is read as untrusted: bounded, invisible characters shown, other shapes dropped',
  () => {
    const dir = tempDir('nba-machine-');
    const write = (benchmarkFiles) => fs.writeFileSync(path.join(dir, 'machine.json'),
      JSON.stringify({ record: {}, benchmarkFiles }));
    write({ from: 'base', dir: 'bench\u202E', changed: ['a\u200B.js', 7, 'x'.repeat(400), ...Array(40).fill('b.js')],
      changedCount: 99 });
    const read = readMachineFile(dir)?.benchmarkFiles;
    assert.equal(read?.from, 'base');
    assert.equal(read?.dir, 'bench<U+202E>');
    assert.equal(read?.changed.length, 19, 'the first 20 entries, the number dropped');
    assert.deepEqual(read?.changed.slice(0, 2), ['a<U+200B>.js', 'x'.repeat(300)]);
    assert.equal(read?.changedCount, 99);
    write({ from: 'base', dir: 'b', changed: ['a.js', 'b.js'], changedCount: 1 });
    assert.equal(readMachineFile(dir)?.benchmarkFiles?.changedCount, 2, 'never fewer than named');
    for (const bad of [{ from: 'head', changed: [] }, 'base', null, [1]]) {
      write(bad);
      assert.equal(readMachineFile(dir)?.benchmarkFiles, null, JSON.stringify(bad));
    }
  });

/**
 * The node-like repository whose pull request also changes benchmark files:
 * fixture/work.js (n=3e6), fixtures/data.txt (outside every category) and
 * other/new.js (a category this run does not use).
 */
function repoWithBenchmarkChanges() {
  const repo = makeNodeLikeRepo({ prWork: 2 });
  git(repo.dir, 'checkout', '--quiet', 'pr');
  repo.headSha = commitFiles(repo.dir, {
    'benchmark/fixture/work.js': WORK_BENCHMARK.replace('{ n: [2e6] }', '{ n: [3e6] }'),
    'benchmark/fixtures/data.txt': 'data\n',
    'benchmark/other/new.js': WORK_BENCHMARK,
  }, 'pr: its own version of the benchmark');
  return repo;
}

/** The final comment of a run of the pull request with `inputs`, and the log. */
async function runWith(t, inputs) {
  const repo = repoWithBenchmarkChanges();
  const gh = await startGitHubStandIn(scenario(repo));
  t.after(() => gh.close());
  const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 4',
    inputs: { governor: 'keep', ...inputs } });
  const log = result.stdout + result.stderr;
  assert.equal(result.code, 0, log);
  const body = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action')).at(-1)?.body ?? '';
  return { body, log, repo, text: renderGfm(body).body.textContent ?? '' };
}

test('benchmark-files: pull-request (the default): the comment names the benchmark files the pull request changes ' +
  'among those the run used, and the pull request\'s version ran', needs, async (t) => {
  const { body, text } = await runWith(t, {});
  assert.match(body, /\| fixture\/work\.js n=3000000 \|/, 'the pull request\'s work.js ran');
  assert.doesNotMatch(body, /n=2000000/);
  assert.ok(text.includes('⚠️ The pull request changes 2 of the benchmark files this run used (fixture/work.js, ' +
    'fixtures/data.txt): both binaries ran the pull request\'s version of them. To run the base\'s benchmark files ' +
    'instead, set benchmark-files: base.'), text);
  const spans = [...renderGfm(body).body.querySelectorAll('code')].map((code) => code.textContent);
  assert.ok(spans.includes('fixture/work.js') && spans.includes('fixtures/data.txt'), 'each name is inline code');
  assert.ok(!text.includes('other/new.js'), 'a category this run did not use is not named');
  assert.match(text, /benchmark files\s*the pull request's, benchmark\/: the pull request changes 2 of those this run used/);
});

test('benchmark-files: base: the base commit\'s benchmark files ran on both binaries, and the comment says so', needs,
  async (t) => {
    const { body, log, text, repo } = await runWith(t, { 'benchmark-files': 'base' });
    assert.match(body, /\| fixture\/work\.js n=2000000 \|/, 'the base\'s work.js ran');
    assert.doesNotMatch(body, /n=3000000/);
    assert.match(log, new RegExp(`The base's benchmark files \\(${repo.baseSha}\\) run: \\S+/benchmark-files/base/benchmark`));
    assert.ok(text.includes('ℹ️ The benchmark files this run used are the base\'s (benchmark-files: base): the pull ' +
      'request changes 2 of them (fixture/work.js, fixtures/data.txt), and neither binary ran its version of them.'),
    text);
    assert.match(text, /benchmark files\s*the base commit's \(benchmark-files: base\), benchmark\/: the pull request changes 2/);
    // The base's node-main is still slower than node-pr's work factor: the binaries differ, the files do not.
    assert.match(body, /\*\*Benchmark: 1 of 1 configuration regressed/);
    // The checkout was not touched: its work.js is still the pull request's.
    assert.equal(git(repo.dir, 'status', '--porcelain'), '');
  });
