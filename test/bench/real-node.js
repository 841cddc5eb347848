// `npm run bench:real-node -- --source DIR|TARBALL [options]`: the Action on
// a real Node.js tree, end to end, and the time from comment to verdict.
// Not part of CI: a cold build of Node.js takes about an hour on two cores.
//
// From a Node.js source tree (a directory, or a .tar.* of one) it makes a git
// repository with
//   main         the tree as it is (the base),
//   pr-planted   a pull request that plants known extra work in
//                lib/string_decoder.js: every `write` of a UTF-16LE decoder
//                runs a fixed loop, so string_decoder's utf16le
//                configurations slow down by an amount measured apart
//                (below) and the others not at all,
//   pr-readme    a pull request that changes only README.md;
// then runs the Action's bundle (dist/index.js, mode `all`: gate, run and
// report in one job) on a `/benchmark string_decoder` comment of each pull
// request, against the local stand-in of GitHub's API, with the real build
// step (`build-command`, `configure-flags`) in the sandbox, and prints
//   - the time split of each run: gate, base build, merge build, benchmark,
//     report (from the Action's own log lines, timed as they arrive),
//   - ccache's hits and misses for each run, the disk the work directory uses,
//   - each comment's verdict line, and for the planted pull request each
//     configuration's measured change beside the change the planted work
//     predicts: its cost per call measured in node-main, times the calls per
//     operation (counted by running the configuration with a counting
//     preload), over node-main's own time per operation in this run.
//
// Options:
//   --source P             the Node.js tree (directory or tarball); required
//   --configure-flags F    the Action's 'configure-flags' input (Debian's tree
//                          needs its system libraries: docs/runner-setup.md)
//   --work DIR             where the repository and the Action's work directory
//                          live, kept between runs (default .cache/real-node)
//   --seed-ccache DIR      move a warm compiler cache into the work directory
//                          first (a cold build made beside this script)
//   --set K=V              passed on in the comment (repeatable); default
//                          inLen=1024 chunkLen=256 n=500000
//   --only planted|readme  run one pull request
//   --lever lib-only|none  the Action's 'lib-only-rebuild' input (default lib-only)
//   --extra-iterations N   the planted loop's length (default 300)
//   --predict DIR          only the prediction for an earlier run's results directory

import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startGitHubStandIn } from '../helpers/github-stand-in.js';
import { commitGraph, git, testMerge } from '../helpers/node-like-repo.js';
import { TOKEN, startAction } from '../helpers/action-run.js';
import { repoRoot } from '../helpers/bench-dir.js';
import { plantedSource, PLANTED_FUNCTION } from './real-node-plant.js';

const { values: options } = parseArgs({ options: {
  'source': { type: 'string' },
  'configure-flags': { type: 'string', default: '' },
  'work': { type: 'string', default: path.join(repoRoot, '.cache', 'real-node') },
  'seed-ccache': { type: 'string' },
  'set': { type: 'string', multiple: true, default: ['inLen=1024', 'chunkLen=256', 'n=500000'] },
  'only': { type: 'string' },
  'lever': { type: 'string', default: 'lib-only' },
  'extra-iterations': { type: 'string', default: '300' },
  'predict': { type: 'string' },
} });
if (!options.source) {
  console.error('usage: npm run bench:real-node -- --source DIR|TARBALL [--configure-flags "..."] [--work DIR] ' +
    '[--seed-ccache DIR] [--set K=V ...] [--only planted|readme] [--lever lib-only|none]');
  process.exit(2);
}
const work = path.resolve(options.work);
const repoDir = path.join(work, 'repo');
const toolCache = path.join(work, 'tool-cache');
const workDir = path.join(toolCache, 'node-benchmark-action', 'o-r');
const iterations = Number(options['extra-iterations']);
// Debian's python3, ahead of a pyenv shim that may point at no installed version.
const PATH = ['/usr/local/bin', '/usr/bin', '/bin', path.dirname(process.execPath)].join(':');

/** Runs a command to its end, throwing with its stderr on failure. */
function sh(command, args, opts = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 30, ...opts });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`);
  return result.stdout;
}

// The build outputs of node's own .gitignore.
const NODE_GITIGNORE = ['/out/', '/config.gypi', '/config.status', '/config.mk', '/config_fips.gypi',
  '/icu_config.gypi', '/node', '/node_g', '__pycache__/', '*.pyc', ''].join('\n');

/** The repository: main, pr-planted and pr-readme, made once. */
function makeRepository() {
  if (fs.existsSync(path.join(repoDir, '.git'))) return;
  fs.mkdirSync(repoDir, { recursive: true });
  const source = path.resolve(/** @type {string} */ (options.source));
  if (fs.statSync(source).isDirectory()) {
    sh('tar', ['-C', source, '--exclude=./out', '--exclude=./.git', '-cf', path.join(work, 'tree.tar'), '.']);
    sh('tar', ['-C', repoDir, '-xf', path.join(work, 'tree.tar')]);
    fs.rmSync(path.join(work, 'tree.tar'));
  } else {
    sh('tar', ['-C', repoDir, '--strip-components=1', '-xf', source]);
  }
  const env = { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.com',
    GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.com',
    GIT_AUTHOR_DATE: '2026-11-20T10:00:00Z', GIT_COMMITTER_DATE: '2026-11-20T10:00:00Z' };
  const g = (...args) => sh('git', ['-C', repoDir, ...args], { env });
  g('init', '--quiet', '--initial-branch=main');
  // A Node.js git checkout ignores its build outputs; a release tarball (Debian's source) has no
  // .gitignore, and a worktree's checkout would remove them (the build step says so).
  if (!fs.existsSync(path.join(repoDir, '.gitignore'))) {
    fs.writeFileSync(path.join(repoDir, '.gitignore'), NODE_GITIGNORE);
  }
  g('add', '--all', '--force');
  g('commit', '--quiet', '-m', 'base: the Node.js tree as given');
  g('checkout', '--quiet', '-b', 'pr-planted');
  const file = path.join(repoDir, 'lib', 'string_decoder.js');
  fs.writeFileSync(file, plantedSource(fs.readFileSync(file, 'utf8'), iterations));
  g('commit', '--quiet', '-am', `string_decoder: ${iterations} iterations of extra work in write() for UTF-16LE`);
  g('checkout', '--quiet', 'main');
  g('checkout', '--quiet', '-b', 'pr-readme');
  fs.appendFileSync(path.join(repoDir, 'README.md'), '\nA README-only change.\n');
  g('commit', '--quiet', '-am', 'doc: a README-only change');
  g('checkout', '--quiet', 'main');
}

/** ccache's counters for the work directory's cache. */
function ccacheStats() {
  const dir = path.join(workDir, 'ccache');
  if (!fs.existsSync(dir)) return { hits: 0, misses: 0 };
  const text = spawnSync('ccache', ['--print-stats'], { encoding: 'utf8', env: { ...process.env, CCACHE_DIR: dir } })
    .stdout ?? '';
  const count = (key) => Number(new RegExp(`^${key}\\t(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hits: count('direct_cache_hit') + count('preprocessed_cache_hit'), misses: count('cache_miss') };
}

const du = (dir) => (fs.existsSync(dir) ? Number(sh('du', ['-sb', dir]).split('\t')[0]) : 0);
const gib = (bytes) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;

// The Action's log lines that start and end each part of a run (the gate: from the Action's
// first line to the base build's, reading the event, the permission, the pins and the merge).
const MARKS = [
  ['gate', null, /^base [0-9a-f]{40}: /],
  ['base build', /^base [0-9a-f]{40}: /, /^node-main: /],
  ['merge build', /^head [0-9a-f]{40}: /, /^node-pr: /],
  ['benchmark', /^node-pr: /, /^compare\.js wrote /],
  ['report', /^compare\.js wrote /, null],
];

/** The time split from the log lines and their arrival times (ms since the start). */
function split(lines, end) {
  const at = (pattern, from = 0) => lines.find((l, i) => i >= from && pattern.test(l.text));
  const parts = {};
  for (const [name, start, stop] of MARKS) {
    const a = start === null ? { ms: 0, text: '' } : at(start);
    const b = stop === null ? { ms: end } : a ? at(stop, lines.indexOf(a) + 1) : undefined;
    parts[name] = a && b ? (b.ms - a.ms) / 1000 : null;
  }
  return parts;
}

/** One pull request's run through the Action; resolves with its log, comment and times. */
async function runPullRequest({ number, branch }) {
  const baseSha = git(repoDir, 'rev-parse', 'main');
  const headSha = git(repoDir, 'rev-parse', branch);
  const mergeSha = testMerge(repoDir, baseSha, headSha, number);
  if (mergeSha === null) throw new Error(`${branch} does not merge cleanly onto main`);
  const gh = await startGitHubStandIn({
    repo: 'o/r', token: TOKEN, graph: commitGraph(repoDir),
    pulls: [{ number, headSha, baseSha, headRef: branch, mergeCommitSha: mergeSha }],
    permissions: { maintainer: 'write' },
    activity: { 'o/r': [{ ref: branch, after: headSha, timestamp: '2026-11-21T09:00:00Z' }] },
  });
  const body = `/benchmark string_decoder ${options.set.map((s) => `--set ${s}`).join(' ')}`;
  const id = 5000 + number;
  gh.state.comments.push({ id, issueNumber: number, body, user: 'maintainer', createdAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z' });
  const payload = { action: 'created', issue: { number, pull_request: { url: `${gh.url}/repos/o/r/pulls/${number}` } },
    comment: { id, body, created_at: '2026-11-21T10:00:00Z', user: { login: 'maintainer', type: 'User' } } };
  const before = ccacheStats();
  const started = Date.now();
  const lines = [];
  const { child, done } = startAction({ gh, repoDir, event: { name: 'issue_comment', payload },
    inputs: { 'sandbox': 'bwrap', 'governor': 'keep', 'configure-flags': options['configure-flags'],
      'lib-only-rebuild': options.lever === 'lib-only' ? 'true' : 'false', 'results-dir': path.join(work, `results-${number}`) },

    env: { PATH, RUNNER_TOOL_CACHE: toolCache } });
  let pending = '';
  child.stdout?.on('data', (chunk) => {
    pending += chunk;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const text of parts) {
      lines.push({ ms: Date.now() - started, text });
      if (/^(base|head) [0-9a-f]{40}: |^node-(main|pr): |^compare\.js wrote |^::error/.test(text)) {
        console.log(`  [${((Date.now() - started) / 1000).toFixed(0)} s] ${text.slice(0, 200)}`);
      }
    }
  });
  const result = await done;
  const end = Date.now() - started;
  await gh.close();
  const after = ccacheStats();
  const comments = gh.requests.filter((r) => typeof r.body?.body === 'string').map((r) => r.body.body);
  return { result, end, lines, comment: comments.at(-1) ?? '', times: split(lines, end),
    ccache: { hits: after.hits - before.hits, misses: after.misses - before.misses } };
}

/**
 * Nanoseconds the planted work adds to one call of `write` in `binary`: a
 * method of the same shape (the encoding's check, the call, the store to a
 * module-level variable) against one without it, 2e6 calls each; the
 * median of 5 runs, and their range. (The loop alone, without the check
 * and the store, came out 5% cheaper, and predicted a slowdown 2 points
 * short of the one measured.)
 */
function plantedCost(binary) {
  const script = `${PLANTED_FUNCTION.replace('ITERATIONS', String(iterations))}
let plantedSink = 0;
function Planted(encoding) { this.encoding = encoding; }
Planted.prototype.write = function write(b) { if (this.encoding === 'utf16le') plantedSink ^= plantedWork(); return b; };
function Plain(encoding) { this.encoding = encoding; }
Plain.prototype.write = function write(b) { return b; };
const time = (d) => {
  const calls = 2e6;
  for (let i = 0; i < 2e5; i++) d.write(i);
  const t = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) d.write(i);
  return Number(process.hrtime.bigint() - t) / calls;
};
console.log(time(new Planted('utf16le')) - time(new Plain('utf16le')), plantedSink === 0.5);`;
  const costs = Array.from({ length: 5 }, () => Number(sh(binary, ['-e', script]).split(' ')[0])).sort((a, b) => a - b);
  return { median: costs[2], min: costs[0], max: costs[4] };
}

/** StringDecoder#write calls per operation of one configuration, counted under `binary`. */
function writesPerOp(binary, configuration) {
  const preload = path.join(work, 'count-writes.js');
  fs.writeFileSync(preload, `const { StringDecoder } = require('string_decoder');
const write = StringDecoder.prototype.write; let calls = 0;
StringDecoder.prototype.write = function (b) { calls++; return write.call(this, b); };
process.on('exit', () => { require('fs').writeSync(2, 'WRITES ' + calls + '\\n'); });\n`);
  const n = 1000;
  // The CSV's form quotes strings (encoding='utf16le'); the harness takes them bare.
  const args = configuration.split(' ').map((kv) => kv.replace(/='(.*)'$/, '=$1'))
    .map((kv) => (kv.startsWith('n=') ? `n=${n}` : kv));
  const result = spawnSync(binary, ['-r', preload, path.join(repoDir, 'benchmark', 'string_decoder', 'string-decoder.js'),
    ...args], { encoding: 'utf8', env: { ...process.env, NODE_RUN_BENCHMARK_FN: '' } });
  return Number(/WRITES (\d+)/.exec(result.stderr)?.[1] ?? NaN) / n;
}

/** Rows of the results CSV: old and new mean rates per configuration of string-decoder.js. */
function meanRates(resultsDir) {
  const csv = fs.readFileSync(path.join(resultsDir, 'results.csv'), 'utf8').trim().split('\n').slice(1);
  const rates = new Map();
  for (const line of csv) {
    const m = /^"(old|new)","([^"]+)","([^"]*)",([^,]+),/.exec(line);
    if (!m || m[2] !== 'string_decoder/string-decoder.js') continue;
    const entry = rates.get(m[3]) ?? { old: [], new: [] };
    entry[m[1]].push(Number(m[4]));
    rates.set(m[3], entry);
  }
  const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;
  return [...rates].map(([configuration, r]) => ({ configuration, old: mean(r.old), new: mean(r.new) }));
}

function report(name, run) {
  const first = run.comment.split('\n').find((l) => l.startsWith('**Benchmark')) ?? '(no verdict line)';
  console.log(`\n== ${name}: exit ${run.result.code}, ${(run.end / 1000).toFixed(0)} s from comment to verdict`);
  for (const [part, seconds] of Object.entries(run.times)) {
    console.log(`  ${part.padEnd(12)} ${seconds === null ? '(not in the log)' : `${seconds.toFixed(1)} s`}`);
  }
  const looked = run.ccache.hits + run.ccache.misses;
  console.log(`  ccache       ${run.ccache.hits} hits, ${run.ccache.misses} misses` +
    (looked ? ` (${(100 * run.ccache.hits / looked).toFixed(1)}% hit rate)` : ''));
  console.log(`  disk         work directory ${gib(du(workDir))}, repository ${gib(du(repoDir))}`);
  console.log(`  verdict      ${first}`);
  fs.writeFileSync(path.join(work, `${name}.log`), run.lines.map((l) => `${(l.ms / 1000).toFixed(1)}\t${l.text}`).join('\n'));
  fs.writeFileSync(path.join(work, `${name}-comment.md`), run.comment);
  if (run.result.code !== 0) console.log(run.result.stderr.slice(-3000));
}

function predictions(resultsDir) {
  const binary = path.join(workDir, 'node-main');
  const cost = plantedCost(binary);
  console.log(`\n  planted work: ${cost.median.toFixed(1)} ns a call in node-main (median of 5 runs; ` +
    `${cost.min.toFixed(1)} to ${cost.max.toFixed(1)})`);
  console.log('  configuration (string-decoder.js)                    measured   predicted (from the range of the cost)');
  // A rate r (operations a second) with c planted calls of t ns each an operation: r' = 1 / (1/r + c·t).
  const change = (rate, calls, ns) => 100 * (1 / (1 + ns * 1e-9 * calls * rate) - 1);
  for (const { configuration, old, new: neu } of meanRates(resultsDir)) {
    const utf16 = /encoding='?utf16le/.test(configuration);
    const calls = utf16 ? writesPerOp(binary, configuration) : 0;
    const predicted = utf16 ? `${change(old, calls, cost.median).toFixed(1)}% (${change(old, calls, cost.max).toFixed(1)}% ` +
      `to ${change(old, calls, cost.min).toFixed(1)}%), ${calls} writes/op` : '0%';
    console.log(`  ${configuration.padEnd(52)} ${(100 * (neu / old - 1)).toFixed(1).padStart(6)}%   ${predicted}`);
  }
}

fs.mkdirSync(work, { recursive: true });
if (options.predict) {
  predictions(path.resolve(options.predict));
  process.exit(0);
}
makeRepository();
if (options['seed-ccache'] && !fs.existsSync(path.join(workDir, 'ccache'))) {
  fs.mkdirSync(workDir, { recursive: true });
  fs.renameSync(path.resolve(options['seed-ccache']), path.join(workDir, 'ccache'));
}
console.log(`repository ${repoDir}; the Action's work directory ${workDir}`);
if (options.only !== 'readme') {
  const run = await runPullRequest({ number: 12, branch: 'pr-planted' });
  report('planted', run);
  if (run.result.code === 0) predictions(path.join(work, 'results-12'));
}
if (options.only !== 'planted') report('readme', await runPullRequest({ number: 13, branch: 'pr-readme' }));
