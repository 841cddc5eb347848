// The repository's git config and hooks, kept from starting programs. A
// build without a sandbox runs pull request code as the runner's user: it
// can write .git/config and .git/hooks, and what it plants there would run
// outside any sandbox at the next git call on this machine: ours (git.js
// also overrides, call by call, what our calls could reach) and the next
// job's (actions/checkout's fetch and checkout, before this Action starts).
// So before every build, and right after a build without a sandbox, every
// config key that names a program to start is removed from the repository's
// config files (the common one, the per-worktree ones, the submodules'), and
// every hook that is not one of git's samples is removed; each is named in
// the log. With a sandbox the build cannot write them (.git is read-only to
// it): then there is nothing to find, and this costs one `git config` per
// file.
//
// What is left out of reach: ~/.gitconfig and everything else in the
// runner user's home (git.js's per-call options cover what our calls read
// from there), and programs the build replaced outright. SECURITY.md says
// why `sandbox: none` is for trusted code only.

import fs from 'node:fs';
import path from 'node:path';

/**
 * Config keys whose value is a program git (or a git command someone runs
 * later) starts, or that lets one start: key names as `git config --list`
 * prints them (section and key lower-case; the subsection as written).
 */
const PROGRAM_KEYS = [
  /^core\.(fsmonitor|hookspath|sshcommand|gitproxy|askpass|editor|pager|alternaterefscommand)$/i,
  /^sequence\.editor$/i,
  /^filter\..+\.(clean|smudge|process)$/i,
  /^diff\.external$/i, /^diff\..+\.(textconv|command)$/i, /^merge\..+\.driver$/i, /^(diff|merge)tool\..+\.cmd$/i,
  /^credential\.(.+\.)?helper$/i,
  /^remote\..+\.(uploadpack|receivepack|vcs)$/i,
  /^protocol\.(.+\.)?allow$/i, // protocol.ext.allow=always lets an ext:: URL run its command
  /^uploadpack\.packobjectshook$/i,
  /^(include\.path|includeif\..+\.path)$/i, // another file, with any of these
  /^pager\./i, /^interactive\.difffilter$/i,
  /^gpg\.(.+\.)?program$/i, /^hook\..+\.command$/i, /^trailer\..+\.(command|cmd)$/i,
  /^sendemail\.(.+\.)?smtpserver$/i, /^web\.browser$/i, /^browser\..+\.(cmd|path)$/i, /^man\..+\.(cmd|path)$/i,
];

/** Keys that start a program only when their value says so (`!command`). */
const PROGRAM_VALUES = [/^alias\./i, /^submodule\..+\.update$/i];

/**
 * Whether a config entry can make git start a program.
 * @param {string} name  @param {string | null} value
 */
export function startsProgram(name, value) {
  if (PROGRAM_KEYS.some((key) => key.test(name))) return true;
  return PROGRAM_VALUES.some((key) => key.test(name)) && /^\s*!/.test(value ?? '');
}

/**
 * The git directories of the repository: the common one, and each
 * submodule's under modules/ (a submodule named a/b is at modules/a/b).
 * @param {string} common
 */
function gitDirs(common) {
  const dirs = [common];
  /** @param {string} dir @param {number} depth */
  const walk = (dir, depth) => {
    if (depth > 8 || dirs.length > 200) return;
    for (const entry of readDir(dir)) {
      if (!entry.isDirectory()) continue;
      const sub = path.join(dir, entry.name);
      if (fs.existsSync(path.join(sub, 'HEAD'))) {
        dirs.push(sub);
        walk(path.join(sub, 'modules'), 0);
      } else {
        walk(sub, depth + 1);
      }
    }
  };
  walk(path.join(common, 'modules'), 0);
  return dirs;
}

/** @param {string} dir */
function readDir(dir) {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** A git directory's config files: its own, and the per-worktree ones. @param {string} dir */
function configFiles(dir) {
  const worktrees = readDir(path.join(dir, 'worktrees')).filter((e) => e.isDirectory())
    .map((e) => path.join(dir, 'worktrees', e.name, 'config.worktree'));
  return [path.join(dir, 'config'), path.join(dir, 'config.worktree'), ...worktrees]
    .filter((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile()); // git follows a link: so do we
}

/**
 * Removes from the repository's config every key that can start a program,
 * and every hook that is not a sample, naming each in the log.
 * @param {{ git: import('./git.js').Git, log: { info(message: string): void } }} ctx
 * @param {string} when  e.g. 'before building', for the log
 * @returns {Promise<{ config: string[], hooks: string[] }>} what was removed: key names, hook names
 */
export async function scrubGitConfig({ git, log }, when) {
  const common = await git.commonDir();
  /** @type {string[]} */
  const config = [];
  /** @type {string[]} */
  const hooks = [];
  for (const dir of gitDirs(common)) {
    for (const file of configFiles(dir)) {
      const names = new Set((await git.configEntries(file)).filter(([name, value]) => startsProgram(name, value))
        .map(([name]) => name));
      for (const name of names) {
        await git.unsetConfig(file, name);
        config.push(name);
        log.info(`Removed ${JSON.stringify(name)} from ${file} ${when}: it can make git start a program, and ` +
          'only a build without a sandbox could have written it');
      }
      const left = (await git.configEntries(file)).filter(([name, value]) => startsProgram(name, value));
      if (left.length > 0) {
        throw new Error(`Could not remove ${left.map(([name]) => JSON.stringify(name)).join(', ')} from ${file}: ` +
          'each can make git start a program. Remove them by hand (or delete the checkout and clone it again)');
      }
    }
    const hooksDir = path.join(dir, 'hooks');
    if (fs.lstatSync(hooksDir, { throwIfNoEntry: false })?.isSymbolicLink()) {
      // Not followed: what it points to is not ours to empty.
      fs.rmSync(hooksDir);
      hooks.push('hooks (a link)');
      log.info(`Removed ${hooksDir}, a link ${when}: only a build without a sandbox could have made it`);
    }
    for (const entry of readDir(hooksDir)) {
      if (entry.name.endsWith('.sample')) continue;
      const hook = path.join(hooksDir, entry.name);
      fs.rmSync(hook, { recursive: true, force: true });
      hooks.push(entry.name);
      log.info(`Removed the hook ${hook} ${when}: git runs none of ours, and only a build without a sandbox could ` +
        'have planted it');
    }
  }
  return { config, hooks };
}
