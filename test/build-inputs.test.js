// What a real Node.js tree asks of the build step (bench:real-node found
// each): configure flags from an input (Debian's tree builds only with its
// system libraries), a failure that names the missing toolchain piece, and
// the time each side's build took, for the comment's run parameters.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { buildBinaries, BuildError, missingTool } from '../src/machine/build.js';
import { spawnLogged } from '../src/machine/build-process.js';
import { detectSandbox } from '../src/machine/sandbox.js';
import { readSettings } from '../src/settings.js';
import { readMachineFile } from '../src/results/read-files.js';
import { runParameters } from '../src/report/publish.js';
import { isLibOnlyChange } from '../src/machine/lib-only.js';
import { commitFiles, git, makeNodeLikeRepo, variantHeader } from './helpers/node-like-repo.js';
import { repoRoot } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const declared = parse(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')).inputs;
const DEFAULT_BUILD = declared['build-command'].default;
const DEBIAN_FLAGS = '--shared-zlib --shared-libuv --with-intl=system-icu ' +
  '--shared-builtin-acorn-path=/usr/share/nodejs/acorn/dist/acorn.js --openssl-use-def-ca-store';

/** readSettings over action.yml's defaults and `overrides`. */
function settings(overrides) {
  const values = Object.fromEntries(Object.entries(declared).map(([name, input]) => [name, input.default]));
  Object.assign(values, { 'github-token': 'ghs_x', ...overrides });
  return readSettings((name) => values[name]);
}

test('configure-flags: Debian\'s flags are read as words for CONFIG_FLAGS, blank lines and runs of blanks folded', () => {
  assert.equal(settings({ 'configure-flags': ` ${DEBIAN_FLAGS.replaceAll(' ', '\n  ')}\n` }).configureFlags, DEBIAN_FLAGS);
  assert.equal(settings({}).configureFlags, '');
});

test('configure-flags: a word bash would read otherwise (quotes, globs, $, ;) is refused, named, before anything runs', () => {
  for (const bad of ['--prefix=$HOME', '--x;rm', "--dest-os='linux'", '--with-*', '--a`id`', '--a|b']) {
    assert.throws(() => settings({ 'configure-flags': `--shared-zlib ${bad}` }), (/** @type {any} */ err) => {
      assert.match(err.message, /Invalid 'configure-flags': expected flags for node's configure separated by blanks/);
      assert.ok(err.message.includes(bad), err.message);
      return true;
    });
  }
});

test('the default build command passes CONFIG_FLAGS to configure, as node\'s Makefile does when it reruns configure', () => {
  assert.equal(DEFAULT_BUILD, './configure $CONFIG_FLAGS && make -j$(nproc)');
});

test('missingTool names the program a shell, make or configure did not find, and nothing else', () => {
  assert.match(missingTool('bash: line 1: python3: command not found') ?? '', /^The build needed 'python3', which is not on the build's PATH/);
  assert.match(missingTool('exec: python: not found') ?? '', /needed 'python'/);
  assert.match(missingTool('make[2]: g++: No such file or directory') ?? '', /needed 'g\+\+'/);
  assert.equal(missingTool('src/node.c:3:5: error: expected expression before ; token\nmake: *** [all] Error 2'), null);
  assert.equal(missingTool('header not found in the cache, compiling'), null);
});

const haveTools = ['make', 'cc'].every((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0);
const integration = { skip: !haveTools && 'needs make and a C compiler' };
const quiet = { info() {}, startGroup() {}, endGroup() {} };

function build(repo, overrides = {}) {
  return buildBinaries({ repositoryPath: repo.dir, workDir: tempDir('nba-work-'), baseSha: repo.baseSha,
    headSha: repo.headSha, buildCommand: DEFAULT_BUILD, run: spawnLogged, log: quiet, ccache: false,
    owner: 'o/r#12', sandbox: detectSandbox('auto'), ...overrides });
}

test('the configure flags reach configure on both sides, in the sandbox, and each side\'s build time is returned',
  integration, async () => {
    const repo = makeNodeLikeRepo();
    const built = await build(repo, { configureFlags: DEBIAN_FLAGS });
    for (const side of /** @type {const} */ (['base', 'head'])) {
      const log = fs.readFileSync(built.logs[side], 'utf8');
      for (const flag of DEBIAN_FLAGS.split(' ')) assert.ok(log.includes(`configure: ignoring ${flag} (this is the node-like fixture)\n`), `${side}: ${flag}`);
    }
    assert.ok(built.buildSeconds.base > 0 && built.buildSeconds.head > 0, JSON.stringify(built.buildSeconds));
  });

test('a build that needs a program the runner lacks fails with a message naming it', integration, async () => {
  const repo = makeNodeLikeRepo();
  await assert.rejects(build(repo, { buildCommand: 'nba-no-such-compiler --version && make' }), (err) => {
    assert.ok(err instanceof BuildError);
    assert.equal(err.side, 'base');
    assert.match(err.message, /exited with code 127\. The build needed 'nba-no-such-compiler', which is not on the build's PATH/);
    return true;
  });
});

test('the build times travel in machine.json and the report lists them with the benchmark time in the run parameters', () => {
  const dir = tempDir('nba-times-');
  fs.writeFileSync(path.join(dir, 'machine.json'), JSON.stringify({ record: {}, versions: {}, tuning: [],
    cpuset: null, buildSeconds: { base: 2842.4, head: 21.2 } }));
  assert.deepEqual(readMachineFile(dir)?.buildSeconds, { base: 2842.4, head: 21.2 });
  for (const bad of [{ base: -1, head: 2 }, { base: 'soon', head: 2 }, { base: 1 }, 'x']) {
    fs.writeFileSync(path.join(dir, 'machine.json'), JSON.stringify({ record: {}, buildSeconds: bad }));
    assert.equal(readMachineFile(dir)?.buildSeconds, null, JSON.stringify(bad));
  }
  const request = { categories: ['string_decoder'], filters: [], excludes: [], runs: 10, maxRuns: 30, accuracy: 2 };
  const rows = /** @type {Record<string, unknown>} */ (runParameters(request, null, { build: 'node-main 47 min 22 s, node-pr 21 s', benchmark: '5 min 31 s' }));
  assert.equal(rows.build, 'node-main 47 min 22 s, node-pr 21 s');
  assert.equal(rows.benchmark, '5 min 31 s');
});

// ---- lib-only-rebuild: the head of a JavaScript-only change starts from the base's build -------------

test('isLibOnlyChange: lib/, benchmark/, test/, doc/ and top-level .md files only', () => {
  assert.equal(isLibOnlyChange(['lib/string_decoder.js', 'benchmark/string_decoder/string-decoder.js']), true);
  assert.equal(isLibOnlyChange(['README.md', 'doc/api/buffer.md', 'test/parallel/test-x.js']), true);
  for (const other of ['src/node_buffer.cc', 'deps/v8/src/x.cc', 'node.gyp', 'configure.py', 'tools/js2c.py',
    'lib.js', 'doc', 'sub/README.md']) {
    assert.equal(isLibOnlyChange(['lib/buffer.js', other]), false, other);
  }
  assert.equal(isLibOnlyChange([]), false);
});

const bwrap = detectSandbox('auto');
const lever = { skip: (!haveTools && 'needs make and a C compiler') || (bwrap.kind !== 'bwrap' && `no sandbox: ${bwrap.reason}`) };

/** A node-like repository whose pull request changes only `files`; the build records where it ran. */
function leverRepo(files) {
  const repo = makeNodeLikeRepo();
  git(repo.dir, 'checkout', '--quiet', 'main');
  git(repo.dir, 'checkout', '--quiet', '-b', 'js-only');
  return { ...repo, headSha: commitFiles(repo.dir, files, 'pr: JavaScript only') };
}
const WHERE = 'pwd > where.txt && ./configure $CONFIG_FLAGS && make -j$(nproc)';

test('lib-only-rebuild: a JavaScript-only head is built from a copy of the base\'s build at the base\'s path, and ' +
  'make compiles nothing', lever, async () => {
  const repo = leverRepo({ 'lib/string_decoder.js': '// changed\n', 'benchmark/fixture/work.js': '// changed\n' });
  const infos = [];
  const built = await build(repo, { libOnly: true, buildCommand: WHERE, sandbox: bwrap,
    log: { ...quiet, info: (line) => infos.push(line) } });
  const { base, head } = built.worktrees;
  assert.ok(infos.some((l) => /the pull request changes 2 files, all JavaScript .*starts from a copy of the base's build/.test(l)),
    infos.join('\n'));
  // Inside its sandbox, the copy was at the base worktree's path.
  assert.equal(fs.readFileSync(path.join(head, 'where.txt'), 'utf8').trim(), base);
  const headLog = fs.readFileSync(built.logs.head, 'utf8');
  assert.match(headLog, /configure: config\.mk is up to date/);
  assert.match(headLog, /Nothing to be done for 'all'/);
  assert.doesNotMatch(headLog, /-c -o out\/Release\/obj/);
  // The head worktree is a worktree at the head, with the pull request's files; the base's is untouched.
  assert.equal(git(head, 'rev-parse', 'HEAD'), repo.headSha);
  assert.equal(git(head, 'status', '--porcelain', '--untracked-files=no'), '');
  assert.equal(fs.readFileSync(path.join(head, 'lib', 'string_decoder.js'), 'utf8'), '// changed\n');
  assert.equal(fs.existsSync(path.join(base, 'lib', 'string_decoder.js')), false);
  assert.equal(git(base, 'rev-parse', 'HEAD'), repo.baseSha);
  assert.equal(built.versions['node-pr'], built.versions['node-main']);
});

test('lib-only-rebuild: a change a compile step reads, the input off, or no sandbox: the head is built on its own, and ' +
  'the log says why', lever, async () => {
  /** @type {Array<{ files: Record<string, string>, options: object, why: RegExp | null }>} */
  const cases = [
    { files: { 'src/variant.h': variantHeader('pr', 3) }, options: { libOnly: true, sandbox: bwrap },
      why: /changes "src\/variant\.h", which a compile step may read/ },
    { files: { 'lib/a.js': '//\n' }, options: { libOnly: false, sandbox: bwrap }, why: null },
    { files: { 'lib/a.js': '//\n' }, options: { libOnly: true, sandbox: { kind: 'none', reason: 'test' } },
      why: /it needs the sandbox/ },
  ];
  for (const { files, options, why } of cases) {
    const repo = leverRepo(files);
    const infos = [];
    const built = await build(repo, { ...options, buildCommand: WHERE, log: { ...quiet, info: (line) => infos.push(line) } });
    assert.equal(fs.readFileSync(path.join(built.worktrees.head, 'where.txt'), 'utf8').trim(), built.worktrees.head);
    assert.match(fs.readFileSync(built.logs.head, 'utf8'), /-c -o out\/Release\/obj\/node\.o/, 'compiled on its own');
    if (why) assert.ok(infos.some((l) => why.test(l)), infos.join('\n'));
    else assert.ok(!infos.some((l) => /starts from a copy/.test(l)), infos.join('\n'));
  }
});

test('lib-only-rebuild in a tree without a .gitignore (a release tarball\'s): the copy keeps the base\'s outputs, make ' +
  'compiles nothing, and the run says what the missing rule costs', lever, async () => {
  const repo = makeNodeLikeRepo();
  git(repo.dir, 'checkout', '--quiet', 'main');
  git(repo.dir, 'rm', '--quiet', '.gitignore');
  git(repo.dir, 'commit', '--quiet', '-m', 'main: no .gitignore, as a release tarball');
  const baseSha = git(repo.dir, 'rev-parse', 'HEAD');
  git(repo.dir, 'checkout', '--quiet', '-b', 'js-only-no-ignore');
  const headSha = commitFiles(repo.dir, { 'lib/string_decoder.js': '// changed\n' }, 'pr: JavaScript only');
  const infos = [];
  const built = await build({ ...repo, baseSha, headSha }, { libOnly: true, sandbox: bwrap,
    log: { ...quiet, info: (line) => infos.push(line) } });
  const headLog = fs.readFileSync(built.logs.head, 'utf8');
  assert.match(headLog, /Nothing to be done for 'all'/);
  assert.doesNotMatch(headLog, /-c -o out\/Release\/obj/);
  assert.ok(infos.some((l) => /'out\/' is not ignored by the repository .*add '\/out' to the repository's \.gitignore/.test(l)),
    infos.join('\n'));
});
