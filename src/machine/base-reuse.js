// The base branch's tip moves a few times a day; benchmark requests against
// it come more often. A base commit built by an earlier run is not built
// again: after each base build the run records which commit the base
// worktree holds the build of, and a copy of its binary with its SHA-256
// (<workDir>/base-build.json, <workDir>/base-build/node). The next run with
// the same base commit, and the base worktree still at it, installs that
// copy as node-main, once its hash checks, and skips configure and make.
// (make in an up-to-date node tree still takes a while: configure runs
// gyp again, and make walks thousands of targets.)
//
// Trusted, because only trusted code writes the record and the copy: the
// base build is the base branch's code, a sandboxed head build sees neither
// (the work directory's root is not in its sandbox), and after a head build
// without a sandbox the next run discards the whole work directory, these
// files included (worktrees.js). The hash catches a copy changed anyway.

import fs from 'node:fs';
import path from 'node:path';
import fileHash from '../../benchmark/_lib/file-hash.js';

const RECORD = 'base-build.json';
const COPY = path.join('base-build', 'node');

/**
 * Records the base build just made: `binary` (the worktree's output) is
 * copied beside the record, which is written last.
 * @param {string} root  the work directory
 * @param {{ sha: string, binary: string, sha256: string }} build
 */
export function recordBaseBuild(root, { sha, binary, sha256 }) {
  fs.rmSync(path.join(root, RECORD), { force: true });
  const copy = path.join(root, COPY);
  fs.mkdirSync(path.dirname(copy), { recursive: true, mode: 0o700 });
  const temporary = `${copy}.${process.pid}.tmp`;
  fs.copyFileSync(binary, temporary);
  fs.chmodSync(temporary, 0o755);
  fs.renameSync(temporary, copy);
  fs.writeFileSync(path.join(root, RECORD), JSON.stringify({ sha, sha256 }));
}

/**
 * The recorded base build of `sha`, when there is one, the base worktree
 * is at that commit and the copy has the recorded hash; else null, and the
 * base is built.
 * @param {string} root  @param {string} sha  @param {string | null} worktreeHead  the base worktree's commit
 * @returns {{ binary: string, sha256: string } | null}
 */
export function reusableBaseBuild(root, sha, worktreeHead) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(path.join(root, RECORD), 'utf8'));
  } catch {
    return null;
  }
  if (record?.sha !== sha || worktreeHead !== sha || typeof record.sha256 !== 'string') return null;
  const copy = path.join(root, COPY);
  if (!fs.statSync(copy, { throwIfNoEntry: false })?.isFile()) return null;
  return fileHash.hashFile(copy) === record.sha256 ? { binary: copy, sha256: record.sha256 } : null;
}

/** Forgets the recorded base build (a base build started, whatever it ends in). @param {string} root */
export function forgetBaseBuild(root) {
  fs.rmSync(path.join(root, RECORD), { force: true });
}
