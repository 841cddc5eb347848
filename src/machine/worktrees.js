// The persistent worktrees the builds run in (<workDir>/worktrees/base and
// head): moved to the next commit so that make rebuilds only what changed,
// and cleaned of what a pull request's build may have left (build.js says
// when).

import fs from 'node:fs';
import path from 'node:path';

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

/**
 * After a head build that ran unsandboxed, the base worktree and the
 * compiler cache may hold anything it wrote: clean the one, drop the other.
 */
export async function distrustUnsandboxedWrites({ root, git, log, ccacheDir }) {
  const mark = path.join(root, 'untrusted');
  if (!fs.existsSync(mark)) return;
  const base = path.join(root, 'worktrees', 'base');
  if (fs.existsSync(base) && await isWorktreeOf(git, base)) await git.cleanIgnored(base);
  if (ccacheDir) fs.rmSync(ccacheDir, { recursive: true, force: true });
  fs.rmSync(mark, { force: true });
  log.info('An earlier head build ran without a sandbox: the base worktree\'s build outputs were cleaned and ' +
    'the compiler cache dropped, so the base is built from scratch');
}
