// The work directory (workDirectory: kept across jobs on a self-hosted
// runner, so that a pull request's build reuses the previous one) and the
// persistent worktrees the builds run in (<workDir>/worktrees/base and
// head): moved to the next commit so that make rebuilds only what changed,
// cleaned of what a pull request's build may have left (build.js says
// when), and the whole work directory discarded after a build without a
// sandbox (the mark, below).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import textModule from '../../benchmark/_lib/text.js';

const { byteOrder, errorMessage } = textModule;

/**
 * Worktrees, builds and ccache live across jobs on a self-hosted runner, so
 * a PR's build reuses the previous one instead of starting cold.
 * @param {Record<string, string | undefined>} env
 */
export function workDirectory(env) {
  const base = env.RUNNER_TOOL_CACHE || path.join(os.homedir(), '.cache');
  return path.join(base, 'node-benchmark-action', String(env.GITHUB_REPOSITORY ?? 'local').replace(/\//g, '-'));
}

/**
 * The run's scratch directories (<workDir>/scratch): the builds' and the
 * benchmarks' TMPDIRs, under a budget while the run works (disk-budget.js),
 * removed when it ends (or by the post step, when it died first).
 * @param {Record<string, string | undefined>} env
 */
export function scratchDirectory(env) {
  return path.join(workDirectory(env), 'scratch');
}

async function isWorktreeOf(git, dir) {
  const real = fs.realpathSync(dir);
  const realOrNull = (p) => { try { return fs.realpathSync(p); } catch { return null; } };
  return (await git.listWorktrees()).some((w) => !w.prunable && realOrNull(w.path) === real);
}

/**
 * Puts the persistent worktree `dir` at `sha`: checks it out when it
 * exists, creates it otherwise. A directory git does not know as a worktree
 * (the repository was cloned afresh) is started again.
 * @returns {Promise<boolean>} whether an existing worktree was reused
 */
export async function prepareWorktree({ git, log }, dir, sha) {
  let reused = false;
  if (fs.existsSync(dir)) {
    if (await isWorktreeOf(git, dir)) {
      await git.checkoutWorktree(dir, sha);
      reused = true;
    } else {
      log.info(`${dir} is not a worktree of this repository (cloned afresh?): creating it again`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!reused) await git.addWorktree(dir, sha);
  const checkedOut = await git.headSha(dir);
  if (checkedOut !== sha) throw new Error(`${dir} is at ${checkedOut} after checking out ${sha}`);
  return reused;
}

/**
 * The head worktree's build outputs are reused only for the pull request
 * that made them: another's are cleaned (they could hold anything).
 * @returns {Promise<boolean>} whether they were cleaned
 */
export async function claimHeadWorktree({ git, log, owner }, worktree) {
  const file = `${worktree}.owner`;
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  const same = owner !== null && previous === owner;
  if (!same) {
    await git.cleanIgnored(worktree);
    log.info(`${worktree}: build outputs of ${previous ? `'${previous.slice(0, 100)}'` : 'an unknown run'} cleaned`);
  }
  fs.writeFileSync(file, owner ?? '');
  return !same;
}

// The mark of a build that ran without a sandbox: <workDir>/untrusted.
//
// In a sandbox the build writes its own worktree and scratch directory only
// (build.js buildJail): the mark, head.owner and everything else in the
// work directory are out of its reach. Without one, nothing is: the build
// runs as the runner's user and can delete the mark, or forge head.owner to
// name the next pull request. So:
//   - the mark is written before the build (a run that dies during it
//     leaves it) and again after it returns, however it ended (a build that
//     deleted it is overridden);
//   - the next run reads nothing the build could have forged but the
//     mark's presence: the mark's content is never read, and a forged mark
//     costs only a cold build; while it is there nothing else in the work
//     directory is trusted (head.owner included): all of it is discarded;
//   - what stays possible: a build that deletes the mark and then kills the
//     Action before it writes the mark again, or that leaves a process
//     behind to delete it (or to replace the runner's own programs, which
//     no later check could see). Both need pull request code to outlive the
//     build; SECURITY.md's known gaps say so, and that persistent runners
//     must not run untrusted code without a sandbox.
const MARK = 'untrusted';

/**
 * Marks the work directory `root` (and each work directory inside it, such
 * as track's) as written by a build without a sandbox.
 * @param {string} root  @param {string} sha  the build's commit, for whoever reads the file
 */
export function markUntrusted(root, sha) {
  const text = `A build of ${sha} ran here without a sandbox: the next run discards this directory's contents.\n`;
  fs.writeFileSync(path.join(root, MARK), text);
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'worktrees'))) {
      fs.writeFileSync(path.join(root, entry.name, MARK), text);
    }
  }
}

/**
 * Removes `target` (a directory or a file), even one a build made
 * unreadable (chmod 000): the runner's user owns all it can have made.
 * @param {string} target
 */
function forceRemove(target) {
  try {
    fs.rmSync(target, { recursive: true, force: true });
    return;
  } catch {
    // A directory without read or write permission: restore them, then retry.
  }
  const open = (dir) => {
    if (!fs.lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) return;
    fs.chmodSync(dir, 0o700);
    for (const name of fs.readdirSync(dir)) open(path.join(dir, name));
  };
  try {
    open(target);
    fs.rmSync(target, { recursive: true, force: true });
  } catch (err) {
    throw new Error(`Could not remove ${target}, which a build without a sandbox may have written ` +
      `(${errorMessage(err)}): remove it by hand, then run again`);
  }
}

/**
 * After a build that ran without a sandbox, nothing in the work directory
 * is trusted: the worktrees (removed and created again, not cleaned: a
 * build can leave an index whose entries git skips), their build outputs
 * (a planted binary with a far-future mtime that make would not rebuild),
 * node-main and node-pr, the compiler cache, head.owner, the scratch
 * directories, the logs and anything a later version keeps here (a cache
 * of binaries). All of it is discarded, the mark last, so a run that dies
 * halfway leaves it for the next.
 * @param {{ root: string, git: import('./git.js').Git, log: { info(message: string): void } }} ctx
 * @returns {Promise<string[]>} what was discarded (the work directory's entries), [] when it had no mark
 */
export async function distrustUnsandboxedWrites({ root, git, log }) {
  const mark = path.join(root, MARK);
  if (!fs.existsSync(mark)) return [];
  const discarded = fs.readdirSync(root).filter((name) => name !== MARK).sort(byteOrder);
  for (const name of discarded) forceRemove(path.join(root, name));
  await git.pruneWorktrees();
  fs.rmSync(mark, { force: true });
  log.info(`An earlier build ran without a sandbox here: everything it could have written in ${root} was ` +
    `discarded (${discarded.join(', ') || 'nothing left'}), so both commits are built from scratch, ` +
    'in worktrees created again, without the compiler cache');
  return discarded;
}
