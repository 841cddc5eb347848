// Running our scripts as another user, for the "not root" tests: as root,
// they run the script as nobody (setpriv); as any other user, as that user,
// and need none of this. Nobody must reach the script, what it requires or
// imports, and the node binary; a checkout under a private directory (mktemp
// -d, an Ubuntu home, which is 0750) gives none of these, and in CI node
// itself is a release under <checkout>/.cache/. So the tests copy what nobody
// runs into a fresh 0755 directory under the system's temp directory, and
// check that nobody really reaches it there.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './temp.js';

const checkout = fileURLToPath(new URL('../..', import.meta.url));

export const isRoot = process.getuid?.() === 0;

/** The other user: nobody, in group 65534 (nogroup) alone. */
export const OTHER_USER = { name: 'nobody', uid: 65534, gid: 65534 };

const setpriv = spawnSync('sh', ['-c', 'command -v setpriv'], { encoding: 'utf8' }).stdout.trim();

/**
 * The skip of the "not root" cases: false, but for root without setpriv. As
 * root they run as OTHER_USER, through setpriv; as any other user, as that user.
 */
export const notRootSkip = isRoot && !setpriv ? 'running as root and setpriv is not installed' : false;

/** Put before a command to run it as OTHER_USER (needs root and setpriv). */
export const AS_OTHER_USER = [setpriv || 'setpriv', `--reuid=${OTHER_USER.uid}`, `--regid=${OTHER_USER.gid}`,
  '--clear-groups'];

/**
 * Copies `files` (paths relative to the checkout) into a fresh directory
 * every user can read, at the same relative paths, removed after the test.
 * @param {import('node:test').TestContext} t
 * @param {string[]} files
 * @returns {{ dir: string, file: (relative: string) => string }}
 */
export function readableCopy(t, files) {
  const dir = freshDir(t);
  for (const relative of files) {
    const to = path.join(dir, relative);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    for (let d = path.dirname(to); d !== dir; d = path.dirname(d)) fs.chmodSync(d, 0o755);
    fs.copyFileSync(path.join(checkout, relative), to);
    fs.chmodSync(to, 0o644);
  }
  return { dir, file: (relative) => path.join(dir, relative) };
}

/**
 * readableCopy, for OTHER_USER to run; throws, saying why, when OTHER_USER
 * cannot read the copies. Needs root and setpriv.
 * @param {import('node:test').TestContext} t
 * @param {string[]} files
 */
export function copyForOtherUser(t, files) {
  const copy = readableCopy(t, files);
  mustReach(files.map(copy.file), []);
  return copy;
}

/**
 * A node binary OTHER_USER can run: this process's, when OTHER_USER can run it
 * where it is, else a copy of it, removed after the test. Needs root and setpriv.
 * @param {import('node:test').TestContext} t
 */
export function nodeForOtherUser(t) {
  if (unreachable([], [process.execPath]).length === 0) return process.execPath;
  const node = path.join(freshDir(t), 'node');
  fs.copyFileSync(process.execPath, node, fs.constants.COPYFILE_FICLONE);
  fs.chmodSync(node, 0o755);
  mustReach([], [node]);
  return node;
}

/**
 * A fresh 0755 directory under the system's temp directory, removed after the test.
 * @param {import('node:test').TestContext} t
 */
function freshDir(t) {
  const dir = tempDir('nba-other-user-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  // Set, not left to the umask: under umask 077 new directories are 0700, new files 0600.
  fs.chmodSync(dir, 0o755);
  return dir;
}

/**
 * Throws when OTHER_USER cannot read `files` or run `programs`, naming them.
 * @param {string[]} files
 * @param {string[]} programs
 */
function mustReach(files, programs) {
  const problems = unreachable(files, programs);
  if (problems.length === 0) return;
  throw new Error(`${OTHER_USER.name} (uid ${OTHER_USER.uid}) cannot reach what the test copied for it ` +
    `(${problems.join('; ')}): is the temp directory ${os.tmpdir()}, or one above it, private? ` +
    'Set TMPDIR to a directory every user can reach, such as /tmp.');
}

/**
 * What OTHER_USER cannot do of reading `files` and running `programs`, in words; empty when it can.
 * @param {string[]} files
 * @param {string[]} programs
 * @returns {string[]}
 */
function unreachable(files, programs) {
  const [setpriv, ...drop] = AS_OTHER_USER;
  const script = 'for f; do case $f in r:*) test -r "${f#r:}" || echo "not readable: ${f#r:}" ;; ' +
    'x:*) test -x "${f#x:}" || echo "not executable: ${f#x:}" ;; esac; done';
  const r = spawnSync(setpriv, [...drop, 'sh', '-c', script, 'sh', ...files.map((f) => `r:${f}`),
    ...programs.map((p) => `x:${p}`)], { encoding: 'utf8', cwd: '/' });
  if (r.error) return [`${setpriv}: ${r.error.message}`];
  if (r.status !== 0) return [`${setpriv} exited ${r.status}: ${r.stderr.trim()}`];
  return r.stdout.split('\n').filter(Boolean);
}
