// The usual Node core performance pull request changes only JavaScript
// (lib/, and benchmark/): its build needs js2c, the snapshot and the link,
// not the 1,500 compile steps a fresh worktree runs, even as ccache hits.
// So the head build of such a pull request starts from the base build's
// outputs: the head worktree is made a copy of the base worktree (its
// files and its out/, times kept), then moved to the head commit by git,
// which rewrites only the files the pull request changed; make then sees
// only those as new.
//
// A node build records absolute paths (gyp's makefiles and its dependency
// files under out/Release/.deps name the worktree), and a build in another
// directory would run every compile step again. So the copy is built where
// the base was: the sandbox mounts it at the base worktree's path (the base
// worktree itself is not in that sandbox at all). Without a sandbox that
// cannot be done, and the head is built as usual.
//
// What the copy starts from is the base build's outputs, made by trusted
// code this run; the head build writes only the copy. The copy is made
// afresh for every such run, so nothing of an earlier pull request's build
// stays in it.

import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

// Paths of a node checkout whose change no compile step reads: lib/ feeds
// js2c and the snapshot; the rest no part of `make` at all. Anything else
// (src/, deps/, node.gyp, configure, tools/, common.gypi ...) may feed a
// compile step, and the head is built as usual.
const JS_ONLY = [/^lib\//, /^benchmark\//, /^test\//, /^doc\//, /^[^/]+\.md$/];

/**
 * Whether a change of these paths can be built from the base's outputs.
 * @param {readonly string[]} files  paths the pull request changes, relative to the checkout
 */
export function isLibOnlyChange(files) {
  return files.length > 0 && files.every((file) => JS_ONLY.some((pattern) => pattern.test(file)));
}

/**
 * Why the lever does not apply to this head build, or null when it does.
 * @param {{ enabled: boolean, sandbox: import('./sandbox.js').Sandbox, baseBuilt: boolean, files: readonly string[] }} options
 */
export function libOnlyRefusal({ enabled, sandbox, baseBuilt, files }) {
  if (!enabled) return "'lib-only-rebuild' is off";
  if (sandbox.kind !== 'bwrap') return 'it needs the sandbox, which builds the copy at the base worktree\'s path';
  if (!baseBuilt) return 'the base worktree holds no build of the base commit';
  if (!isLibOnlyChange(files)) {
    const other = files.find((file) => !JS_ONLY.some((pattern) => pattern.test(file)));
    return other === undefined ? 'the pull request changes no file' :
      `the pull request changes ${JSON.stringify(other)}, which a compile step may read`;
  }
  return null;
}

/**
 * Copies `from` into `to` with cp -a (modes and times kept), all but the
 * worktree's .git file, which says where git keeps the worktree's metadata.
 * @param {string} from  @param {string} to
 */
async function copyTree(from, to) {
  const names = fs.readdirSync(from).filter((name) => name !== '.git').map((name) => path.join(from, name));
  if (names.length === 0) return;
  await new Promise((resolve, reject) => {
    const child = spawn('/bin/cp', ['-a', '--reflink=auto', '--', ...names, `${to}/`], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => { if (stderr.length < 4096) stderr += chunk; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(undefined) :
      reject(new Error(`Copying the base worktree ${from} to ${to} failed (cp exited with ${code}): ${stderr.trim()}`))));
  });
}

/**
 * Makes the head worktree a copy of the base worktree at `headSha`: a new
 * worktree without a checkout, the base's files and build outputs copied
 * in, the index read from the base commit (git hashes the copies once and
 * finds them unchanged), then a checkout of the head, which writes only the
 * files that differ.
 * @param {Pick<import('./git.js').Git, 'removeWorktree' | 'addWorktree' | 'seedIndex' | 'checkoutWorktree' | 'headSha'>} git
 * @param {{ base: string, head: string, baseSha: string, headSha: string }} worktrees
 */
export async function seedHeadFromBase(git, { base, head, baseSha, headSha }) {
  await git.removeWorktree(head);
  fs.rmSync(head, { recursive: true, force: true });
  await git.addWorktree(head, baseSha, { checkout: false });
  await copyTree(base, head);
  await git.seedIndex(head, baseSha);
  // No clean: the copy's untracked files are the base's build outputs (trusted), and a tree
  // whose .gitignore does not name them (a release tarball's) would lose them to it.
  await git.checkoutWorktree(head, headSha, { clean: false });
  const checkedOut = await git.headSha(head);
  if (checkedOut !== headSha) throw new Error(`${head} is at ${checkedOut} after checking out ${headSha}`);
}
