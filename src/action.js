// One step of the Action, for both the main and the post step of
// action.yml: the main step leaves a mark in the Action's state, and the
// post step finds it (the same pattern as actions/checkout). Everything with
// an effect is made here, or passed in by a test, and handed down: the @actions/core port (`log`), the
// environment, the GitHub client, the machine's root.
//
//   settings -> MODES[mode](context)
//
//   gate    GitHub-hosted: event -> checked, pinned request (output `request`)
//   run     self-hosted, no token: request -> build, compare.js -> results directory
//   report  GitHub-hosted: results directory -> analysis -> comment, summary, outputs
//   all     gate -> run -> report in one process
//   track   self-hosted, on main: the commit against a fixed reference -> history store -> alerts

import * as core from '@actions/core';
import { readSettings } from './settings.js';
import { createGitHub } from './github/client.js';
import { gate } from './modes/gate.js';
import { run } from './modes/run.js';
import { report } from './modes/report.js';
import { all } from './modes/all.js';
import { track } from './modes/track.js';
import { post } from './modes/post.js';
import { installCancellation } from './cancel.js';
import { guardLog } from './untrusted-text.js';

/**
 * The functions of the toolkit's core module the Action uses: the one port
 * to the workflow log, outputs and state, called `log` everywhere. core
 * itself fits; tests pass a recorder. Modules below take the part they use
 * (Pick<Log, ...>).
 * @typedef {object} Log
 * @property {(message: string) => void} info
 * @property {(message: string) => void} warning
 * @property {(message: string) => void} debug
 * @property {(message: string | Error) => void} setFailed
 * @property {(name: string, value: any) => void} setOutput
 * @property {(secret: string) => void} setSecret
 * @property {(name: string, value: any) => void} saveState
 * @property {(name: string) => string} getState
 * @property {(name: string) => void} startGroup
 * @property {() => void} endGroup
 * @property {{ addRaw: (text: string, addEOL?: boolean) => { write: () => Promise<unknown> } }} summary
 *
 * What every mode gets.
 * @typedef {object} Context
 * @property {import('./settings.js').Settings} settings
 * @property {Record<string, string | undefined>} env  the job's environment
 * @property {Log} log
 * @property {ReturnType<typeof createGitHub> | null} github  null in mode `run`: no token there
 * @property {string} machineRoot  where sysfs and procfs are read ('/'; a fake tree in tests)
 * @property {string | undefined} url  the workflow run, for the comment
 */

/** @type {Record<import('./settings.js').Mode, (context: Context) => Promise<void>>} */
export const MODES = { gate, run, report, all, track };

/** @param {Record<string, string | undefined>} env */
function runUrl(env) {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: id } = env;
  return server && repo && id ? `${server}/${repo}/actions/runs/${id}` : undefined;
}

/**
 * The context of one step from its settings: the client only where there
 * is a token (every mode but `run`).
 * @param {{ settings: import('./settings.js').Settings, env: Record<string, string | undefined>, log: Log,
 *   machineRoot?: string }} options
 * @returns {Context}
 */
export function createContext({ settings, env, log, machineRoot = '/' }) {
  let github = null;
  if (settings.mode !== 'run' && settings.token) {
    log.setSecret(settings.token);
    const [owner, repo] = String(env.GITHUB_REPOSITORY ?? '').split('/');
    github = createGitHub({ token: settings.token, env, owner, repo, log });
  }
  return { settings, env, log, github, machineRoot, url: runUrl(env) };
}

/**
 * One step of the Action. Every mode logs through `log` behind the one gate
 * (untrusted-text.js guardLog): no line of the pull request's text it logs
 * can be a workflow command.
 * @param {{ log?: Log, env?: Record<string, string | undefined>, getInput?: (name: string) => string,
 *   machineRoot?: string }} [effects]
 */
export async function entry({ log: port = core, env = process.env, getInput = core.getInput, machineRoot = '/' } = {}) {
  const log = guardLog(port);
  if (log.getState('isPost') === 'true') {
    await post({ log, machineRoot,
      comment: () => createContext({ settings: readSettings(getInput), env, log, machineRoot }) });
    return;
  }
  log.saveState('isPost', 'true');
  installCancellation({ warn: (message) => log.warning(message) });
  const settings = readSettings(getInput);
  await MODES[settings.mode](createContext({ settings, env, log, machineRoot }));
}
