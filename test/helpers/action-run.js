// The Action as GitHub runs it: its bundle as a real process, with INPUT_*
// variables from action.yml's defaults, an event payload file and
// GITHUB_API_URL pointing at the local stand-in of GitHub's API.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parse } from 'yaml';
import { run, repoRoot } from './bench-dir.js';
import { commitGraph, testMerge } from './node-like-repo.js';
import { tempDir } from './temp.js';

// The bundle, as GitHub runs it (npm run build; CI checks it is not stale).
export const entry = path.join(repoRoot, 'dist', 'index.js');
const action = parse(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8'));
export const TOKEN = 'ghs_ActionTestToken0123456789abcdefABCD';

/** INPUT_* as the runner sets them: action.yml's defaults, then `inputs`. */
function inputEnv(inputs) {
  const env = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    const value = inputs[name] ?? String(spec.default ?? '').replace('${{ github.token }}', TOKEN);
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  return env;
}

function runnerFiles(dir) {
  const files = { output: 'output.txt', summary: 'summary.md', state: 'state.txt', event: 'event.json' };
  return Object.fromEntries(Object.entries(files).map(([k, f]) => [k, path.join(dir, f)]));
}

function outputsOf(file) {
  // GITHUB_OUTPUT's `name<<delimiter` blocks.
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const outputs = {};
  for (const m of text.matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]] = m[3];
  return outputs;
}

/**
 * @typedef {{ gh: any, repoDir: string, comment?: string, event?: { name: string, payload: any } | null,
 *   inputs?: Record<string, string>, commenter?: string, node?: string, env?: Record<string, string>, entry?: string,
 *   runnerTemp?: string }} ActionOptions
 *   comment: a `/benchmark` comment on PR 12 (the event), or event: another event (e.g. a push);
 *   entry: the bundle to run (default: this checkout's); runnerTemp: RUNNER_TEMP, where the runner's
 *   files (event, file commands) and the results go (default: a new temp directory)
 */

/**
 * Starts the Action on a `/benchmark` comment of PR 12 (or another event), as a child process.
 * @param {ActionOptions} options
 * @returns {{ child: import('node:child_process').ChildProcess, dir: string,
 *   done: Promise<{ code: number | null, signal: string | null, stdout: string, stderr: string,
 *     outputs: Record<string, string>, summary: string, state: string, dir: string }> }}
 */
export function startAction({ gh, repoDir, comment = '', event = null, inputs = {}, commenter = 'maintainer', node = process.execPath,
  env: extraEnv = {}, entry: bundle = entry, runnerTemp = os.tmpdir() }) {
  const dir = tempDir('nba-action-', runnerTemp);
  const files = runnerFiles(dir);
  for (const file of [files.output, files.summary, files.state]) fs.writeFileSync(file, '');
  if (event === null) {
    // The comment exists on the stand-in too, so it can get its reaction.
    const id = gh.state.comments.reduce((max, c) => Math.max(max, c.id), 1000) + 1;
    gh.state.comments.push({ id, issueNumber: 12, body: comment, user: commenter, createdAt: '2026-11-21T10:00:00Z',
      updatedAt: '2026-11-21T10:00:00Z' });
    fs.writeFileSync(files.event, JSON.stringify({
      action: 'created',
      issue: { number: 12, pull_request: { url: `${gh.url}/repos/o/r/pulls/12` } },
      comment: { id, body: comment, created_at: '2026-11-21T10:00:00Z', user: { login: commenter, type: 'User' } },
    }));
  } else {
    fs.writeFileSync(files.event, JSON.stringify(event.payload));
  }
  const env = {
    ...process.env,
    ...inputEnv({ 'repository-path': repoDir, 'results-dir': path.join(dir, 'results'), ...inputs }),
    GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: event?.name ?? 'issue_comment',
    GITHUB_EVENT_PATH: files.event, GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state, GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '777',
    RUNNER_TOOL_CACHE: path.join(dir, 'tool-cache'),
  };
  const child = spawn(node, [bundle], { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => { stdout += chunk; });
  child.stderr.on('data', (chunk) => { stderr += chunk; });
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr, outputs: outputsOf(files.output),
      summary: fs.readFileSync(files.summary, 'utf8'), state: fs.readFileSync(files.state, 'utf8'), dir }));
  });
  return { child, dir, done };
}

/** Runs the Action to its end: startAction's result. @param {ActionOptions} options */
export function runAction(options) {
  return startAction(options).done;
}

/**
 * The post step, as the runner runs it after the main step: the same
 * inputs, the state the main step saved (STATE_*).
 * @param {{ gh: any, dir: string, state: string, inputs?: Record<string, string> }} options
 */
export async function runPost({ gh, dir, state, inputs = {} }) {
  const env = { ...process.env, ...inputEnv({ 'results-dir': path.join(dir, 'results'), ...inputs }),
    GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: path.join(dir, 'event.json'), GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
    GITHUB_STATE: path.join(dir, 'state.txt'), GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '777' };
  for (const m of state.matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)) env[`STATE_${m[1]}`] = m[3];
  return run(process.execPath, [entry], { env });
}

/**
 * The final comment of a run, whatever the statistics said: for tests whose
 * point is not significance (this machine is shared and noisy).
 */
export function assertFinalComment(body) {
  assert.match(body, /\*\*Benchmark: (No change larger than ±([\d.]+|∞)% in |\d+ of \d+ configurations? regressed )/);
  assert.match(body, /\| fixture\/work\.js n=\d+ \|/);
}

/**
 * PR 12 of o/r on the stand-in, for the node-like repository: its test merge
 * made as GitHub makes it (none when it does not merge cleanly), the API's
 * commits the repository's own.
 */
export function scenario(repo, extra = {}) {
  const mergeSha = testMerge(repo.dir, repo.baseSha, repo.headSha);
  return {
    repo: 'o/r', token: TOKEN, graph: commitGraph(repo.dir),
    pulls: [{ number: 12, headSha: repo.headSha, baseSha: repo.baseSha, headRef: 'pr',
      ...(mergeSha === null ? { mergeable: false } : { mergeCommitSha: mergeSha }) }],
    permissions: { maintainer: 'write', visitor: 'read' },
    activity: { 'o/r': [{ ref: 'pr', after: repo.headSha, timestamp: '2026-11-21T09:00:00Z' }] },
    ...extra,
  };
}

