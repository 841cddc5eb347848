// Running a workflow of ours under act, on this host, against the GitHub
// stand-in (./github-stand-in.js, which also serves the repositories over
// git's smart HTTP): what test/benchmark-yml.test.js,
// test/benchmark-main-yml.test.js and test/release.test.js share.

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { run } from './bench-dir.js';
import { releaseTree } from './release.js';
import { OURS, fetchAction, pinnedActions } from '../../scripts/actions-lock.js';

export const TOKEN = 'ghs_ActTestToken0123456789abcdefABCDEF';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

/**
 * `--local-repository` mappings: our action is the release's files (a `git
 * archive`, no node_modules: what `@v1` downloads), the others the real
 * pinned ones, downloaded and checked against the lock.
 * @param {string} workflowFile
 */
function localRepositories(workflowFile) {
  const text = fs.readFileSync(workflowFile, 'utf8');
  const ours = new Set([...text.matchAll(new RegExp(`uses: (${OURS}@\\S+)`, 'g'))].map((m) => m[1]));
  return [...[...ours].map((uses) => `${uses}=${releaseTree()}`),
    ...pinnedActions([workflowFile]).map((a) => `${a.uses}=${fetchAction(a)}`)];
}

/**
 * Runs `workflowFile` for one event with act; resolves with its exit code and log.
 * @param {{ act: string, eventName: string, event: object, workflowFile: string, cwd: string, dir: string,
 *   apiUrl: string, extraArgs?: string[] }} options
 *   dir: a scratch directory for the event file, act's caches and the log
 */
export async function runAct({ act, eventName, event, workflowFile, cwd, dir, apiUrl, extraArgs = [] }) {
  const eventFile = path.join(dir, 'event.json');
  fs.writeFileSync(eventFile, JSON.stringify(event));
  // The artifact actions (@actions/artifact) refuse a server that is not
  // github.com, *.ghe.com or *.localhost (they take it for GHES); git's curl
  // resolves github.localhost to this machine.
  const args = [
    eventName, '-e', eventFile, '-W', workflowFile,
    '-P', 'ubuntu-latest=-self-hosted', '-P', 'self-hosted=-self-hosted',
    '--env', `GITHUB_API_URL=${apiUrl}`, '--env', `GITHUB_SERVER_URL=${apiUrl.replace('127.0.0.1', 'github.localhost')}`,
    '--env', 'GITHUB_REPOSITORY=o/r', '-s', `GITHUB_TOKEN=${TOKEN}`,
    ...localRepositories(workflowFile).flatMap((mapping) => ['--local-repository', mapping]),
    '--action-cache-path', path.join(dir, 'act-cache'), '--cache-server-addr', '127.0.0.1',
    ...extraArgs,
  ];
  const result = await run(act, args, { cwd, env: { ...process.env, NO_COLOR: '1' } });
  const log = result.stdout + result.stderr;
  fs.writeFileSync(path.join(dir, 'act.log'), log);
  return { code: result.code, log, logFile: path.join(dir, 'act.log') };
}

/** The end of act's log, for assertion messages; all of it is in the log file. */
export const tail = (log) => log.split('\n').slice(-80).join('\n');
