// A hostile benchmark FILE of a pull request (its node is an honest build),
// in GitHub's own runner layout (~/actions-runner, started by its
// externals/node24), `sandbox: bwrap`. Each file's config pass wraps
// child_process.fork and adds one variable to the environment it hands its
// run passes, which compare.js's blocks start themselves. The process
// compare.js starts runs outside the sandbox until bwrap makes it (the
// launcher, /bin/sh then bwrap; taskset first with a CPU set), so each
// variable aims at code of the pull request's running there, with the
// runner's credentials in reach:
//
//   LD_PRELOAD        a library whose constructor runs in /bin/sh and bwrap
//   LD_LIBRARY_PATH   a libcap.so.2 of the pull request's, loaded by bwrap
//   PATH              a taskset, bwrap and sh of the pull request's, first
//                     on PATH (without a CPU set, and with one: then job.js
//                     starts taskset)
//   NODE_OPTIONS      a --require of the pull request's file
//   BASH_ENV, ENV     a shell script a shell reads at its start
//   GCONV_PATH        glibc's character set modules of the pull request's
//
// Each payload, wherever it runs, reads the runner's .credentials and writes
// a marker into $HOME, which no sandbox shows. Asserted per vector: no
// marker, no credential anywhere, and the comment says that the file's
// configurations could not be learnt, naming the variable. One Action run
// carries the vectors without a CPU set, a second the PATH with one.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { SECRETS, runnerLayout } from './helpers/release.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { commitFiles, git, makeNodeLikeRepo } from './helpers/node-like-repo.js';
import { TOKEN, runAction, scenario } from './helpers/action-run.js';
import { tool } from './helpers/tools.js';
import { tempDir } from './helpers/temp.js';
import { nodeRelease, NODE_24 } from '../scripts/node-releases.js';
import helpersModule from '../benchmark/_lib/run/trusted-helpers.js';

const { findHelper } = helpersModule;
const haveTools = ['make', 'cc'].every((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0);
const needs = { skip: (!haveTools && 'needs make and a C compiler (cc), which also builds the payloads') ||
  tool('bwrap').skip, timeout: 900_000 };

/**
 * One hostile file each: `changes` is the JS expression of what its config
 * pass adds to its run passes' environment (HERE: the payloads' directory);
 * `markers`: the files its payloads write in $HOME/markers.
 */
const VECTORS = [
  { id: 'ld-preload', variables: ['LD_PRELOAD'], changes: "{ LD_PRELOAD: HERE + '/payload.so' }",
    markers: ['ld-preload'] },
  { id: 'ld-library-path', variables: ['LD_LIBRARY_PATH'], changes: "{ LD_LIBRARY_PATH: HERE + '/lib' }",
    markers: ['ld-library-path'] },
  { id: 'path', variables: ['PATH'], changes: "{ PATH: HERE + '/bin:' + process.env.PATH }",
    markers: ['path-taskset', 'path-bwrap', 'path-sh'] },
  { id: 'node-options', variables: ['NODE_OPTIONS'], changes: "{ NODE_OPTIONS: '--require ' + HERE + '/require.js' }",
    markers: ['node-options'] },
  { id: 'shell-env', variables: ['BASH_ENV', 'ENV'], changes: "{ BASH_ENV: HERE + '/env.sh', ENV: HERE + '/env.sh' }",
    markers: ['shell-env'] },
  { id: 'gconv-path', variables: ['GCONV_PATH'], changes: "{ GCONV_PATH: HERE + '/gconv' }", markers: ['gconv-path'] },
];
const WITH_CPUSET = { id: 'path-taskset', variables: ['PATH'], changes: "{ PATH: HERE + '/bin:' + process.env.PATH }",
  markers: ['path-taskset', 'path-bwrap', 'path-sh'] };

/** The benchmark file: its config pass adds `changes` to every run pass's environment. */
function hostileFile({ changes }) {
  return `'use strict';
const child_process = require('child_process');
const path = require('path');
const HERE = path.join(__dirname, '..', '_hostile');
const realFork = child_process.fork;
child_process.fork = function fork(modulePath, args, options) {
  if (options?.env?.NODE_RUN_BENCHMARK_FN !== undefined) {
    options = { ...options, env: { ...options.env, ...${changes} } };
  }
  return realFork.call(this, modulePath, args, options);
};
const common = require('../common.js');
const bench = common.createBenchmark(main, { n: [1000] });
function main({ n }) {
  bench.start();
  let x = 0;
  for (let i = 0; i < n; i++) x = (x + i) % 7;
  bench.end(n + (x < 0 ? 1 : 0));
}
`;
}

/** C: a constructor that reads the runner's credentials and appends them to `marker`; `stubs` after it. */
function payloadSource(marker, credentials, stubs = []) {
  return `#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
__attribute__((constructor)) static void nba_payload(void) {
  char secret[512] = "";
  int in = open(${JSON.stringify(credentials)}, O_RDONLY);
  if (in >= 0) { ssize_t n = read(in, secret, sizeof secret - 1); if (n > 0) secret[n] = 0; close(in); }
  int out = open(${JSON.stringify(marker)}, O_WRONLY | O_CREAT | O_APPEND, 0600);
  if (out >= 0) { dprintf(out, "ran %d %s\\n", (int) getpid(), secret); close(out); }
}
${stubs.map((name) => `int ${name}(void) { return -1; }`).join('\n')}
`;
}

function compile(dir, output, source, soname = path.basename(output)) {
  const file = path.join(dir, `${path.basename(output)}.c`);
  fs.writeFileSync(file, source);
  execFileSync('cc', ['-shared', '-fPIC', `-Wl,-soname,${soname}`, '-o', output, file]);
  fs.rmSync(file);
}

/**
 * The libraries bwrap loads that a stub can stand in for: each library bwrap
 * needs (but libc) that defines functions bwrap imports without a symbol
 * version, with those functions. Empty when nm or ldd cannot tell.
 * @returns {Array<{ soname: string, functions: string[] }>}
 */
function bwrapLibraries() {
  const bwrap = findHelper('bwrap');
  const read = (command, args) => spawnSync(command, args, { encoding: 'utf8' }).stdout ?? '';
  if (!bwrap) return [];
  const imports = read('nm', ['-D', '--undefined-only', bwrap]).split('\n')
    .map((line) => /^\s*U (\w+)$/.exec(line)?.[1]).filter((name) => name !== undefined);
  return read('ldd', [bwrap]).split('\n').flatMap((line) => {
    const [, soname, file] = /^\s*(\S+) => (\/\S+)/.exec(line) ?? [];
    if (!soname || /^(libc\.so|ld-linux)/.test(soname)) return [];
    const defined = new Set(read('nm', ['-D', '--defined-only', file]).split('\n')
      .map((l) => /\s[TW] (\w+)/.exec(l)?.[1]));
    const functions = imports.filter((name) => defined.has(name));
    return functions.length > 0 ? [{ soname, functions }] : [];
  });
}

/**
 * The payloads, put in `_hostile` in the checkout's benchmark directory,
 * each writing `<markers>/<name>`: a preload library, stand-ins for bwrap's
 * libraries, a taskset, bwrap and sh that then run the real ones, a
 * --require file, a shell start-up file, a gconv module.
 */
function writePayloads(dir, { markers, credentials }) {
  const at = (name) => path.join(markers, name);
  fs.mkdirSync(path.join(dir, 'lib'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'bin'));
  fs.mkdirSync(path.join(dir, 'gconv'));
  compile(dir, path.join(dir, 'payload.so'), payloadSource(at('ld-preload'), credentials));
  for (const { soname, functions } of bwrapLibraries()) {
    compile(dir, path.join(dir, 'lib', soname), payloadSource(at('ld-library-path'), credentials, functions), soname);
  }
  compile(dir, path.join(dir, 'gconv', 'pwned.so'), payloadSource(at('gconv-path'), credentials));
  fs.writeFileSync(path.join(dir, 'gconv', 'gconv-modules'),
    'module\tINTERNAL\tPWNED//\tpwned\t1\nmodule\tPWNED//\tINTERNAL\tpwned\t1\n');
  const shell = (marker) => `( { echo "ran $0 $$"; cat '${credentials}'; } >> '${at(marker)}' ) 2>/dev/null\n`;
  for (const name of ['taskset', 'bwrap', 'sh']) {
    const real = findHelper(name) ?? `/usr/bin/${name}`;
    fs.writeFileSync(path.join(dir, 'bin', name), `#!/bin/sh\n${shell(`path-${name}`)}exec '${real}' "$@"\n`,
      { mode: 0o755 });
  }
  fs.writeFileSync(path.join(dir, 'env.sh'), shell('shell-env'));
  fs.writeFileSync(path.join(dir, 'require.js'), `try {
  let secret = '';
  try { secret = require('fs').readFileSync(${JSON.stringify(credentials)}, 'utf8'); } catch {}
  require('fs').appendFileSync(${JSON.stringify(at('node-options'))}, 'ran ' + process.pid + ' ' + secret + '\\n');
} catch {}
`);
}

/**
 * Fires each payload here, outside any sandbox, as its variable would (a
 * shell with LD_PRELOAD, bwrap with LD_LIBRARY_PATH, the PATH's programs,
 * node with NODE_OPTIONS, bash with BASH_ENV, iconv with GCONV_PATH): the
 * markers written prove the payloads live, so that none written during the
 * Action's run means stopped, not broken. The markers are then removed.
 * @returns {{ live: Set<string>, unprovable: Record<string, string> }}  unprovable: why a vector
 *   cannot be fired on this host
 */
function provePayloads(dir, markers) {
  const fire = (command, args, env) => command !== null && spawnSync(command, args,
    { env: { PATH: process.env.PATH, ...env }, input: 'x', stdio: ['pipe', 'ignore', 'ignore'], timeout: 30_000 });
  fire('/bin/sh', ['-c', 'true'], { LD_PRELOAD: path.join(dir, 'payload.so') });
  fire(findHelper('bwrap'), ['--version'], { LD_LIBRARY_PATH: path.join(dir, 'lib') });
  /** @type {Array<[string, string[]]>} */
  const programs = [['taskset', ['--version']], ['bwrap', ['--version']], ['sh', ['-c', 'true']]];
  for (const [name, args] of programs) fire(path.join(dir, 'bin', name), args, {});
  fire(process.execPath, ['-e', ''], { NODE_OPTIONS: `--require ${path.join(dir, 'require.js')}` });
  fire(findHelper('bash'), ['-c', 'true'], { BASH_ENV: path.join(dir, 'env.sh') });
  fire(findHelper('iconv'), ['-f', 'PWNED', '-t', 'UTF-8'], { GCONV_PATH: path.join(dir, 'gconv') });
  const live = new Set(fs.readdirSync(markers));
  for (const name of live) fs.rmSync(path.join(markers, name));
  const unprovable = {
    ...(fs.readdirSync(path.join(dir, 'lib')).length === 0 ?
      { 'ld-library-path': 'no library of bwrap here can be stood in for (nm, ldd)' } : {}),
    ...(findHelper('bash') === null ? { 'shell-env': 'no bash here' } : {}),
    ...(findHelper('iconv') === null ? { 'gconv-path': 'no iconv here' } : {}),
  };
  return { live, unprovable };
}

/**
 * The Action on a pull request that adds `vectors`' files to the fixture
 * category, run to its end; what it wrote and said.
 * @param {import('node:test').TestContext} t
 * @param {{ vectors: typeof VECTORS, cpuset?: string }} options
 */
async function hostileRun(t, { vectors, cpuset = '' }) {
  const layout = runnerLayout(t, { node: await nodeRelease(NODE_24) });
  const results = path.join(layout.workspace, 'benchmark-results');
  const markers = path.join(layout.home, 'markers');
  fs.mkdirSync(markers);
  const repo = makeNodeLikeRepo({ prWork: 2 });
  git(repo.dir, 'checkout', '--quiet', 'pr');
  const build = tempDir('nba-payloads-');
  t.after(() => fs.rmSync(build, { recursive: true, force: true }));
  writePayloads(build, { markers, credentials: path.join(layout.runner, '.credentials') });
  const proof = provePayloads(build, markers);
  fs.cpSync(build, path.join(repo.dir, 'benchmark', '_hostile'), { recursive: true });
  repo.headSha = commitFiles(repo.dir, Object.fromEntries(vectors.map((v) =>
    [`benchmark/fixture/hostile-${v.id}.js`, hostileFile(v)])), 'pr: hostile benchmark files');
  const gh = await startGitHubStandIn(scenario(repo));
  t.after(() => gh.close());
  const result = await runAction({
    gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 2', node: layout.node, entry: layout.entry,
    runnerTemp: layout.temp,
    inputs: { 'sandbox': 'bwrap', 'results-dir': results, 'governor': 'keep', 'cpuset': cpuset },
    env: { HOME: layout.home, RUNNER_TEMP: layout.temp, GITHUB_WORKSPACE: layout.workspace,
      RUNNER_TOOL_CACHE: path.join(layout.runner, '_work', '_tool') },
  });
  const log = result.stdout + result.stderr;
  const bodies = gh.requests.filter((r) => typeof r.body?.body === 'string').map((r) => r.body.body);
  const ndjson = path.join(results, 'samples.ndjson');
  const records = fs.existsSync(ndjson) ?
    fs.readFileSync(ndjson, 'utf8').trim().split('\n').map((line) => JSON.parse(line)) : [];
  const written = fs.readdirSync(markers);
  const resultText = !fs.existsSync(results) ? '' : fs.readdirSync(results, { recursive: true }).map(String)
    .filter((name) => fs.lstatSync(path.join(results, name)).isFile())
    .map((name) => fs.readFileSync(path.join(results, name), 'utf8')).join('\n');
  return { log, bodies, records, written, resultText, result, ...proof };
}

/** The run itself: it ended well, measured fixture/work.js, and let no secret out. */
function assertRunStands(run) {
  const { log, bodies, result, written, resultText } = run;
  assert.equal(result.code, 0, log);
  assert.deepEqual(written, [], 'no payload wrote its marker');
  for (const [name, secret] of Object.entries({ ...SECRETS, token: TOKEN })) {
    const where = [['the log', log.replaceAll(`::add-mask::${TOKEN}`, '')], ['a comment', bodies.join('\n')],
      ['the results', resultText]];
    for (const [place, text] of where) assert.ok(!text.includes(secret), `${name} reached ${place}`);
  }
  const final = bodies.at(-1) ?? '';
  assert.match(final, /\| fixture\/work\.js n=\d+ \|/, final);
}

/**
 * One vector: its payload is live, nothing of it ran outside, and the comment and records name its variables.
 * @param {import('node:test').TestContext} t
 */
function assertVector(t, run, vector) {
  const file = `fixture/hostile-${vector.id}.js`;
  const why = run.unprovable[vector.id];
  if (why) t.diagnostic(`its payload could not be fired outside first: ${why}`);
  else assert.ok(vector.markers.some((name) => run.live.has(name)), `the payload is dead: ${[...run.live]}`);
  assert.deepEqual(run.written.filter((name) => vector.markers.includes(name)), [], 'a payload ran outside the sandbox');
  const refused = run.records.filter((r) => r.type === 'failure' && r.filename === file);
  assert.deepEqual(refused.map((r) => [r.stage, r.binary, r.refusedEnv]).sort(),
    [['discovery', 'new', vector.variables], ['discovery', 'old', vector.variables]]);
  assert.ok(!run.records.some((r) => r.type === 'sample' && r.filename === file), 'the file was run');
  // The comment escapes Markdown (LD\_PRELOAD): read it as text.
  const final = (run.bodies.at(-1) ?? '').replaceAll('\\', '');
  const line = final.split('\n').find((l) => l.includes(`${file} (all its configurations)`)) ?? '';
  assert.ok(line.includes('its configurations could not be learnt: its config pass changes its run passes\' ' +
    `environment (${vector.variables.join(', ')}), which compare.js does not pass on`), final);
}

test('hostile benchmark files hand their run passes LD_PRELOAD, LD_LIBRARY_PATH, PATH, NODE_OPTIONS, BASH_ENV and ' +
  'ENV, GCONV_PATH (sandbox: bwrap, ~/actions-runner): none runs outside the sandbox, and each file\'s failure names them',
needs, async (t) => {
  const run = await hostileRun(t, { vectors: VECTORS });
  await t.test('the Action posts the other file\'s results; no payload wrote, no secret left', () => assertRunStands(run));
  for (const vector of VECTORS) {
    await t.test(`${vector.variables.join(' and ')}: refused, named in the comment, nothing ran outside`,
      (st) => assertVector(st, run, vector));
  }
});

test('with a CPU set (cpuset: 0), a hostile benchmark file puts its own taskset first on its run passes\' PATH: ' +
  'never run, and its failure names PATH', {
  ...needs, skip: needs.skip || (findHelper('taskset') === null && 'needs taskset (util-linux)') }, async (t) => {
  const run = await hostileRun(t, { vectors: [WITH_CPUSET], cpuset: '0' });
  await t.test('the Action posts the other file\'s results; no payload wrote, no secret left', () => assertRunStands(run));
  await t.test('PATH with a CPU set: refused, named in the comment; the PR\'s taskset never ran',
    (st) => assertVector(st, run, WITH_CPUSET));
});
