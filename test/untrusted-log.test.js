// A pull request whose every text is a workflow command, through the three
// jobs of .github/workflows/benchmark.yml, each the Action's bundle as a
// process of its own, with its post step: the gate, the run job (no token),
// and the report job (the write token), which reads the run job's results
// directory as download-artifact hands it over; then mode `all`, the three
// in one job. Each step's whole log (stdout and stderr) is parsed by the
// runner's rules (helpers/workflow-commands.js): no command but our own may
// be in it, while the pull request's text is there, as text.
//
// What the pull request writes, each line a command to the runner:
//   - its build's output (its ./configure prints them)
//   - its binary's `--version` (the variant it prints has them, after \n and \r)
//   - a benchmark file named `##[set-output name=pwned;]pwned.js`
//   - configuration names with `::error::`, `##[error]` and a zero-width space
//   - its benchmarks' stderr, every form, hidden characters too
//   - failure text: a configuration that throws with them
// and the comment asks for --profile, whose table names that file.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { commitFiles, git, makeNodeLikeRepo } from './helpers/node-like-repo.js';
import { TOKEN, runAction, runPost, scenario } from './helpers/action-run.js';
import { commandsIn } from './helpers/workflow-commands.js';
import { tempDir } from './helpers/temp.js';

const haveTools = ['make', 'cc'].every((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0);

// Every form the runner honours, and the hidden characters a culture-aware comparison may skip.
const PAYLOADS = ['::error::pwned', '  ::warning::pwned', '::add-mask::pwned', '::save-state name=pwned::pwned',
  '::set-output name=pwned::pwned', '##[set-output name=pwned;]pwned', 'text then ##[error]pwned',
  '::stop-commands::pwned', ':\u200b:error::pwned', '#\u00ad#[error]pwned', '\u0007::notice::pwned'];
const HOSTILE_FILE = '##[set-output name=pwned;]pwned.js';
const MODES = ['::error::pwned ##[error]pwned', 'x:\u200b:##[warning]pwned', 'boom'];
const FAILURE = '##[set-output name=failed;]pwned\n::error::pwned';

/** The hostile benchmark: fixture/work.js's fixed-rate loop, its names, stderr and failure text commands. */
const HOSTILE_BENCHMARK = `'use strict';
const common = require('../common.js');
const { measure } = require('../_fixed-rate.js');
const bench = common.createBenchmark(main, { n: [2e6], mode: ${JSON.stringify(MODES)} });
function main({ n, mode }) {
  process.stderr.write(${JSON.stringify(`${PAYLOADS.join('\n')}\n${PAYLOADS.join('\r')}\n`)});
  if (mode === 'boom') throw new Error(${JSON.stringify(FAILURE)});
  const work = Number(process.env.NODE_LIKE_WORK || 1);
  measure(bench, n, 1e9 / work, () => {
    let x = 0;
    for (let i = 0; i < n * work; i++) x = (x + i * 7) % 1000003;
    if (x < 0) throw new Error('unreachable');
  });
}
`;

/** A C string literal of `text`'s UTF-8 bytes: printable ASCII as it is, every other byte in octal. @param {string} text */
const cString = (text) => `"${[...Buffer.from(text)].map((byte) => (byte >= 0x20 && byte < 0x7f && !'"\\?'.includes(
  String.fromCharCode(byte)) ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, '0')}`)).join('')}"`;

/** The pull request: twice the work, and its text, every piece of it, workflow commands. */
function hostileRepo() {
  const repo = makeNodeLikeRepo({ prWork: 2 });
  git(repo.dir, 'checkout', '--quiet', 'pr');
  const configure = fs.readFileSync(path.join(repo.dir, 'configure'), 'utf8')
    .replace('set -eu\n', 'set -eu\ncat src/payload.txt\n');
  const variant = `pr\n${PAYLOADS.join('\n')}\r${PAYLOADS.join('\r')}`;
  repo.headSha = commitFiles(repo.dir, {
    'configure': configure,
    'src/payload.txt': `${PAYLOADS.join('\n')}\n`,
    'src/variant.h': `#define NODE_LIKE_VARIANT ${cString(variant)}\n#define NODE_LIKE_WORK 2\n`,
    [`benchmark/fixture/${HOSTILE_FILE}`]: HOSTILE_BENCHMARK,
  }, 'pr: every text a workflow command');
  fs.chmodSync(path.join(repo.dir, 'configure'), 0o755);
  return repo;
}

/**
 * The commands in a job's log that are not ours: every `##[` one, any
 * indented one, any but a group, an annotation, a debug line or the token's
 * mask, and any whose text starts with the pull request's.
 * @param {string} log
 */
function foreignCommands(log) {
  const ours = new Set(['group', 'endgroup', 'debug', 'warning', 'error', 'notice']);
  const { parsed, closed } = commandsIn(log);
  assert.ok(closed, 'no frame is left open');
  return parsed.filter((c) => c.form === '##[' || c.indented || /^pwned/.test(c.data) ||
    !(ours.has(c.name) || (c.name === 'add-mask' && c.data === TOKEN))).map((c) => c.line);
}

/**
 * A step and its post step, as the runner runs them: neither's log has a
 * command not ours, nor its state, outputs or summary the pull request's.
 * @param {string} job
 * @param {{ dir: string, state: string, stdout: string, stderr: string, summary: string,
 *   outputs: Record<string, string> }} result
 * @param {{ gh: any, inputs: Record<string, string> }} options
 */
async function assertNoCommands(job, result, { gh, inputs }) {
  const post = await runPost({ gh, dir: result.dir, state: result.state, inputs });
  assert.equal(post.code, 0, post.stdout + post.stderr);
  for (const [step, log] of [[job, result.stdout + result.stderr], [`${job}'s post`, post.stdout + post.stderr]]) {
    assert.deepEqual(foreignCommands(log), [], `the ${step} step's log`);
  }
  assert.equal(result.state.includes('pwned'), false, `the ${job} job saved no state of the pull request's`);
  assert.deepEqual(Object.entries(result.outputs).filter(([, value]) => value.includes('pwned')), [],
    `the ${job} job's outputs`);
  assert.equal(result.summary.includes('##['), false, `the ${job} job's summary`);
}

test('a pull request whose build output, --version, file and configuration names, stderr and failure text are ' +
  'workflow commands issues none, in the gate, the run job or the report job, and its text is in their logs as text',
{ skip: !haveTools && 'needs make and a C compiler', timeout: 600_000 }, async (t) => {
  const repo = hostileRepo();
  const gh = await startGitHubStandIn(scenario(repo));
  t.after(() => gh.close());
  const comment = '/benchmark fixture --runs 3 --profile';
  const inputs = { governor: 'keep' };

  const gate = await runAction({ gh, repoDir: repo.dir, comment, inputs: { ...inputs, mode: 'gate' } });
  assert.equal(gate.code, 0, gate.stdout + gate.stderr);
  const { request } = gate.outputs;
  assert.ok(request);

  const runResults = path.join(tempDir('nba-run-job-'), 'benchmark-results');
  const runJob = await runAction({ gh, repoDir: repo.dir, comment, inputs: { ...inputs, 'mode': 'run',
    'github-token': '', request, 'results-dir': runResults } });
  assert.equal(runJob.code, 0, runJob.stdout + runJob.stderr);

  // upload-artifact, then download-artifact with a pattern: a directory of the artifact's name.
  const artifacts = path.join(tempDir('nba-report-job-'), 'benchmark-results');
  fs.cpSync(runResults, path.join(artifacts, 'benchmark-results-benchmark'), { recursive: true });
  const report = await runAction({ gh, repoDir: repo.dir, comment, inputs: { ...inputs, 'mode': 'report', request,
    'results-dir': artifacts } });
  assert.equal(report.code, 0, report.stdout + report.stderr);

  await assertNoCommands('gate', gate, { gh, inputs: { ...inputs, mode: 'gate' } });
  await assertNoCommands('run', runJob, { gh, inputs: { ...inputs, 'mode': 'run', 'github-token': '', request,
    'results-dir': runResults } });
  await assertNoCommands('report', report, { gh, inputs: { ...inputs, 'mode': 'report', request,
    'results-dir': artifacts } });

  // The run job logged the pull request's text, every piece: its build, its version, its benchmarks' stderr.
  const runLog = runJob.stdout + runJob.stderr;
  assert.match(runLog, /^configure: wrote config\.mk/m, 'the build\'s output is in the log');
  assert.match(runLog, /^node-pr: v0\.0\.0-fixture-pr$/m, 'the version is in the log');
  assert.match(runLog, /^\\::error::pwned$/m);
  assert.match(runLog, /^ {2}\\::warning::pwned$/m);
  assert.match(runLog, /^:<U\+200B>:error::pwned$/m);
  assert.match(runLog, /^#<U\+00AD>#\[error\]pwned$/m);
  assert.match(runLog, /^<U\+0007>\\?::notice::pwned$/m);
  assert.ok(runLog.includes('text then ##\\[error]pwned'));
  // The report job logged the names in its verdict and table.
  const reportLog = report.stdout + report.stderr;
  assert.ok(reportLog.includes('##\\[set-output name=pwned;]pwned.js'), reportLog);
  assert.ok(reportLog.includes("mode='::error::pwned ##\\[error]pwned'"), reportLog);

  // The report was posted, with the hostile file's row.
  const [sticky] = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
  assert.match(sticky.body, /pwned\.js/);
});

test('the same pull request in mode all (gate, run and report in one job) issues no workflow command either',
  { skip: !haveTools && 'needs make and a C compiler', timeout: 600_000 }, async (t) => {
    const repo = hostileRepo();
    const gh = await startGitHubStandIn(scenario(repo));
    t.after(() => gh.close());
    const inputs = { governor: 'keep' };
    const result = await runAction({ gh, repoDir: repo.dir, comment: '/benchmark fixture --runs 3 --profile', inputs });
    assert.equal(result.code, 0, result.stdout + result.stderr);
    await assertNoCommands('all', result, { gh, inputs });
    const log = result.stdout + result.stderr;
    assert.match(log, /^node-pr: v0\.0\.0-fixture-pr$/m);
    assert.match(log, /^\\::error::pwned$/m);
    assert.ok(log.includes('##\\[set-output name=pwned;]pwned.js'));
  });
