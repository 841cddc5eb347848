// The Action as users get it. GitHub runs `uses: owner/repo@v1` from the
// committed files at that tag, with no node_modules; a self-hosted runner
// keeps them under `~/actions-runner/_work/_actions/`, started by the node in
// `~/actions-runner/externals/`. These helpers make both here:
//
//   releaseTree()      what would be committed now (tracked and new, not
//                      ignored, files of the working tree; HEAD itself on a
//                      clean clone), as a `git archive`, unpacked into a
//                      private (0700) directory: no node_modules, no .cache
//   runnerLayout(t)    GitHub's runner directory around it, in a private
//                      $HOME, with decoy credentials (their texts in `secrets`)
//
//   <home>/                             0700, the runner user's $HOME
//     .ssh/id_ed25519                   decoy
//     actions-runner/                   the runner, as config.sh leaves it
//       .credentials .credentials_rsaparams .runner   decoys
//       _diag/Runner_*.log                             decoy
//       externals/node24/bin/node       the node the runner starts actions with
//       _work/_actions/node-benchmark-action/node-benchmark-action/v1/   the release
//       _work/_temp/                    RUNNER_TEMP (event.json, file commands)
//       _work/r/r/                      GITHUB_WORKSPACE

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './bench-dir.js';
import { tempDir } from './temp.js';

let unpacked = null;

/**
 * The release's files, unpacked once per test process into a private
 * directory (removed at exit).
 * @returns {string}
 */
export function releaseTree() {
  if (unpacked !== null) return unpacked;
  const scratch = tempDir('nba-release-');
  process.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
  // A throwaway index: the working tree's files as a tree object, without
  // touching the real index (on a clean clone this is HEAD's tree).
  const env = { ...process.env, GIT_INDEX_FILE: path.join(scratch, 'index') };
  const git = (...args) => execFileSync('git', ['-C', repoRoot, ...args], { env, encoding: 'utf8' }).trim();
  git('read-tree', 'HEAD');
  git('add', '--all', '--', '.');
  const tree = git('write-tree');
  const dir = path.join(scratch, 'action');
  fs.mkdirSync(dir);
  const tar = path.join(scratch, 'action.tar');
  git('archive', '--format=tar', '-o', tar, tree);
  execFileSync('tar', ['-xf', tar, '-C', dir]);
  fs.rmSync(tar);
  unpacked = dir;
  return dir;
}

/** The decoys' texts: none may appear in a result, a comment or a log. */
export const SECRETS = Object.freeze({
  credentials: 'decoy-runner-credentials-9f1c2e',
  rsaparams: 'decoy-rsa-private-exponent-5b7d01',
  runner: 'decoy-runner-agent-id-33ac71',
  diag: 'decoy-diag-log-line-e4d2a8',
  ssh: 'decoy-ssh-private-key-0d9b6f',
});

/**
 * GitHub's runner layout in a fresh private $HOME, with the release as the
 * action and `node` as its externals/node24 (copied: the runner ships its own).
 * @param {import('node:test').TestContext} t
 * @param {{ node: string, place?: 'home' | 'custom' }} options  node: the binary to install as
 *   externals/node24/bin/node; place: the runner in `~/actions-runner` (GitHub's setup, the default), or
 *   in a directory of its own beside $HOME (`<scratch>/srv/runner`, as an /opt or /srv install)
 */
export function runnerLayout(t, { node, place = 'home' }) {
  const scratch = tempDir('nba-layout-');
  t.after(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const home = path.join(scratch, 'home');
  fs.mkdirSync(home, { mode: 0o700 });
  const runner = place === 'home' ? path.join(home, 'actions-runner') : path.join(scratch, 'srv', 'runner');
  const work = path.join(runner, '_work');
  const put = (file, text, mode = 0o600) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text, { mode });
  };
  put(path.join(runner, '.credentials'), JSON.stringify({ scheme: 'OAuth', data: { clientId: SECRETS.credentials } }));
  put(path.join(runner, '.credentials_rsaparams'), JSON.stringify({ d: SECRETS.rsaparams }));
  put(path.join(runner, '.runner'), JSON.stringify({ agentId: SECRETS.runner, agentName: 'bench-1' }));
  put(path.join(runner, '_diag', 'Runner_20261127-080000-utc.log'), `${SECRETS.diag}\n`);
  put(path.join(home, '.ssh', 'id_ed25519'), `${SECRETS.ssh}\n`);
  const externalNode = path.join(runner, 'externals', 'node24', 'bin', 'node');
  fs.mkdirSync(path.dirname(externalNode), { recursive: true });
  fs.copyFileSync(node, externalNode);
  fs.chmodSync(externalNode, 0o755);
  const action = path.join(work, '_actions', 'node-benchmark-action', 'node-benchmark-action', 'v1');
  fs.mkdirSync(path.dirname(action), { recursive: true });
  fs.cpSync(releaseTree(), action, { recursive: true });
  const temp = path.join(work, '_temp');
  const workspace = path.join(work, 'r', 'r');
  fs.mkdirSync(temp, { recursive: true });
  fs.mkdirSync(workspace, { recursive: true });
  return { home, runner, node: externalNode, action, entry: path.join(action, 'dist', 'index.js'), temp, workspace };
}
