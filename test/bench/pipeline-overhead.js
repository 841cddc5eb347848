// `npm run bench:pipeline`: what the Action adds around building and
// benchmarking (goal: seconds, not minutes). Runs the bundle, dist/index.js,
// as GitHub would, against the local stand-in of the API: mode gate (parse,
// authorize, pin, react, post "queued") and mode report (read the results,
// analyse, post the table, write the job summary), each against a baseline
// measured the same way: `node -e ''` with the same node.
// Prints numbers; asserts nothing about time (the machine is shared).
//
//   node test/bench/pipeline-overhead.js [repeats]     (default 5)

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot, run } from '../helpers/bench-dir.js';
import { startGitHubStandIn } from '../helpers/github-stand-in.js';

const REPEATS = Number(process.argv[2] ?? 5);
const TOKEN = 'ghs_BenchToken0123456789abcdefABCDEFGH';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const action = parse(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8'));
const entry = path.join(repoRoot, 'dist', 'index.js');

function env(dir, gh, inputs, commentId) {
  const files = Object.fromEntries(['output', 'summary', 'state'].map((k) => [k, path.join(dir, `${k}.txt`)]));
  for (const file of Object.values(files)) fs.writeFileSync(file, '');
  const event = path.join(dir, 'event.json');
  fs.writeFileSync(event, JSON.stringify({ action: 'created',
    issue: { number: 12, pull_request: { url: `${gh.url}/repos/o/r/pulls/12` } },
    comment: { id: commentId, body: '/benchmark string_decoder --runs 5', created_at: '2026-11-21T10:00:00Z',
      user: { login: 'maintainer', type: 'User' } } }));
  const values = Object.fromEntries(Object.entries(action.inputs).map(([name, spec]) =>
    [`INPUT_${name.toUpperCase()}`, inputs[name] ?? String(spec.default ?? '').replace('${{ github.token }}', TOKEN)]));
  return { ...process.env, ...values, GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: event, GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary, GITHUB_STATE: files.state,
    GITHUB_RUN_ID: '1', GITHUB_SERVER_URL: 'https://github.example' };
}

// Not spawnSync: the stand-in answers from this process's event loop.
async function timed(args, options) {
  const start = process.hrtime.bigint();
  const child = await run(process.execPath, args, options);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.code !== 0) throw new Error(`exit ${child.code}: ${child.stdout}${child.stderr}`);
  return { ms, stdout: child.stdout };
}

/** 200 configurations x 30 runs of old and new, as compare.js writes them. */
function resultsDir(dir) {
  const results = path.join(dir, 'results');
  fs.mkdirSync(results, { recursive: true });
  let csv = '"binary","filename","configuration","rate","time"\n';
  for (let run = 0; run < 30; run++) {
    for (let c = 0; c < 200; c++) {
      for (const binary of ['old', 'new']) {
        csv += `"${binary}","string_decoder/file-${c % 4}.js","n=${c}",${1e6 * (1 + Math.random() / 20)},0.1\n`;
      }
    }
  }
  fs.writeFileSync(path.join(results, 'results.csv'), csv);
  return results;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const gh = await startGitHubStandIn({ repo: 'o/r', token: TOKEN,
  pulls: [{ number: 12, headSha: HEAD, baseSha: BASE, headRef: 'pr' }], permissions: { maintainer: 'write' },
  activity: { 'o/r': [{ ref: 'pr', after: HEAD, timestamp: '2026-11-21T09:00:00Z' }] } });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-bench-pipeline-'));
/** @type {{ baseline: number[], gate: number[], report: number[] }} */
const times = { baseline: [], gate: [], report: [] };
try {
  const results = resultsDir(dir);
  for (let i = 0; i < REPEATS; i++) {
    times.baseline.push((await timed(['-e', ''])).ms);
    const commentId = 5000 + i;
    gh.state.comments.push({ id: commentId, issueNumber: 12, body: '/benchmark string_decoder --runs 5',
      user: 'maintainer', createdAt: '2026-11-21T10:00:00Z', updatedAt: '2026-11-21T10:00:00Z' });
    const gate = await timed([entry], { env: env(dir, gh, { mode: 'gate', 'benchmark-dir': path.join(repoRoot, 'benchmark') }, commentId) });
    times.gate.push(gate.ms);
    const request = /request<<(\S+)\n([\s\S]*?)\n\1/.exec(fs.readFileSync(path.join(dir, 'output.txt'), 'utf8'))?.[2];
    times.report.push((await timed([entry], { env: env(dir, gh, { mode: 'report', request, 'results-dir': results }, commentId) })).ms);
  }
} finally {
  await gh.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
const base = median(times.baseline);
console.log(`node ${process.version}, ${os.cpus().length} CPUs, median of ${REPEATS}`);
console.log(`baseline (node -e ''):                        ${base.toFixed(0)} ms`);
for (const [mode, what] of [['gate', 'parse, authorize, pin, react, comment'], ['report', 'read 12,000 rows, analyse, comment, summary']]) {
  const ms = median(times[mode]);
  console.log(`mode ${mode.padEnd(6)} (${what}): ${ms.toFixed(0).padStart(5)} ms  = ${(ms / base).toFixed(1)} x baseline`);
}
