// The only module that runs git. Everything else receives the object that
// createGit returns, and tests pass a fake `exec` so they start no process.
//
// Which code runs is decided by commit SHAs, never by names (SECURITY.md,
// "Which code runs"): every method that checks out or fetches takes a full
// 40-hex SHA and throws on anything else, before git is started, so a branch
// name, `HEAD~1` or comment text can never reach it. git is started directly,
// never through a shell.

import path from 'node:path';
import { getExecOutput } from '@actions/exec';
import { SHA } from '../request/grammar.js';

// Every call runs with what git's config could start switched off. A
// build without a sandbox (pull request code, as the runner's user) can
// write the repository's config, its hooks and the user's ~/.gitconfig, and
// whatever they name would run here, outside any sandbox, at our next git
// call. What our calls (fetch from origin, worktree add/remove, checkout,
// clean, read-tree, update-index --refresh, diff --name-only, restore,
// cat-file, rev-parse, rev-list, worktree list/prune, config) can reach:
//   - hooks: checkout and `worktree add` run post-checkout, ref updates run
//     reference-transaction: all off (core.hooksPath=/dev/null);
//   - core.fsmonitor: a program run at every index refresh (checkout,
//     `worktree add`, clean): off;
//   - fetch: a credential helper or askpass (an empty helper resets the
//     list), core.sshCommand (ssh itself), an ext:: URL (runs a command; a
//     url.<base>.insteadOf or remote.origin.vcs=ext leads there too), the
//     upload-pack program of a local remote (first value wins, so
//     --upload-pack in fetchCommit, not -c), submodules (--no-recurse-submodules;
//     submodule.recurse=false for checkout), and the gc --auto it may start
//     in the background;
//   - filter drivers (filter.<name>.smudge/clean/process, applied by
//     .gitattributes, the commit's own or .git/info/attributes) at checkout:
//     their names are the config's, so they are looked up and emptied before
//     the first checkout (filtersOff below). No node checkout uses one (an
//     LFS repository would get its pointer files).
// Not reached by these calls: core.pager/pager.* (no terminal), core.editor,
// diff.external and textconv, merge drivers, aliases, gpg. git-config.js
// (scrubGitConfig) removes those and the rest from the repository's own
// config, so that the next job's git (actions/checkout's) does not run them
// either; include.path is removed there too, and here reads only config
// whose program-starting keys are overridden anyway.
export const GIT_OPTIONS = Object.freeze(['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false',
  '-c', 'credential.helper=', '-c', 'core.askPass=', '-c', 'core.sshCommand=ssh',
  '-c', 'protocol.ext.allow=never', '-c', 'gc.auto=0', '-c', 'maintenance.auto=false', '-c', 'submodule.recurse=false']);

/**
 * @typedef {{ exitCode: number, stdout: string, stderr: string }} ExecResult
 * @typedef {(command: string, args: string[], options?: { cwd?: string, env?: NodeJS.ProcessEnv })
 *   => Promise<ExecResult>} Exec
 * @typedef {{ path: string, head: string | null, branch: string | null, detached: boolean,
 *   bare: boolean, prunable: boolean }} Worktree
 */

/** `@actions/exec` without its echo and without throwing on a non-zero exit. @type {Exec} */
async function actionsExec(command, args, options = {}) {
  const { cwd, env } = options;
  const { exitCode, stdout, stderr } = await getExecOutput(command, args, {
    ...(cwd === undefined ? {} : { cwd }),
    // The toolkit wants every value a string: an unset variable is left out.
    ...(env === undefined ? {} : { env: /** @type {Record<string, string>} */ (Object.fromEntries(
      Object.entries(env).filter(([, value]) => value !== undefined))) }),
    ignoreReturnCode: true, silent: true });
  return { exitCode, stdout, stderr };
}

export class GitError extends Error {
  /**
   * @param {string[]} args
   * @param {ExecResult} result
   */
  constructor(args, result) {
    const detail = result.stderr.trim() || result.stdout.trim() || '(no output)';
    super(`'git ${args.join(' ')}' failed with exit code ${result.exitCode}: ${detail}`);
    this.name = 'GitError';
    this.args = args;
    this.exitCode = result.exitCode;
    this.stderr = result.stderr;
  }
}

/**
 * Throws unless `sha` is a full lower-case commit SHA.
 * @param {unknown} sha
 * @param {string} [what]  what the SHA is, for the message
 * @returns {string}
 */
export function assertSha(sha, what = 'commit') {
  if (typeof sha !== 'string' || !SHA.test(sha)) {
    throw new TypeError(`Invalid ${what} SHA: expected 40 lower-case hexadecimal characters, ` +
      `got ${JSON.stringify(sha)}. Branch names and revisions are never checked out: pin the commit.`);
  }
  return sha;
}

/**
 * Environment variables that add `settings` to git's command-line config
 * (GIT_CONFIG_COUNT, git 2.31), after those `env` has already.
 * @param {Record<string, string | undefined>} env  @param {string[][]} settings  [name, value]
 */
function configEnv(env, settings) {
  const first = Number.parseInt(env.GIT_CONFIG_COUNT ?? '0', 10) || 0;
  /** @type {Record<string, string>} */
  const added = {};
  settings.forEach(([name, value], i) => {
    added[`GIT_CONFIG_KEY_${first + i}`] = name;
    added[`GIT_CONFIG_VALUE_${first + i}`] = value;
  });
  if (settings.length > 0) added.GIT_CONFIG_COUNT = String(first + settings.length);
  return added;
}

/** `git worktree list --porcelain` -> one record per worktree. */
export function parseWorktreeList(text) {
  /** @type {Worktree[]} */
  const worktrees = [];
  for (const block of text.split(/\n\n+/)) {
    const lines = block.split('\n').filter(Boolean);
    if (lines.length === 0) continue;
    /** @type {Worktree} */
    const worktree = { path: '', head: null, branch: null, detached: false, bare: false, prunable: false };
    for (const line of lines) {
      const [key, ...rest] = line.split(' ');
      const value = rest.join(' ');
      if (key === 'worktree') worktree.path = value;
      else if (key === 'HEAD') worktree.head = value;
      else if (key === 'branch') worktree.branch = value;
      else if (key === 'detached') worktree.detached = true;
      else if (key === 'bare') worktree.bare = true;
      else if (key === 'prunable') worktree.prunable = true;
    }
    worktrees.push(worktree);
  }
  return worktrees;
}

/**
 * @param {object} options
 * @param {string} options.cwd  the repository
 * @param {Exec} [options.exec]
 */
export function createGit({ cwd, exec = actionsExec }) {
  // GIT_TERMINAL_PROMPT=0: a fetch that needs credentials fails at once
  // instead of waiting for someone to type a password on a CI machine.
  /** @type {Record<string, string | undefined>} */
  let env = { ...process.env, GIT_TERMINAL_PROMPT: '0' };

  /**
   * Runs git; `allowed` exit codes besides 0 are returned, not thrown.
   * @param {string[]} args  @param {{ allowed?: number[] }} [options]
   */
  async function git(args, { allowed = [] } = {}) {
    const result = await exec('git', [...GIT_OPTIONS, ...args], { cwd, env });
    if (result.exitCode !== 0 && !allowed.includes(result.exitCode)) throw new GitError(args, result);
    return result;
  }

  /** @type {Promise<void> | null} */
  let filtersOff = null;
  /**
   * Empties every filter driver the config defines (whatever file defines
   * it: the repository's, ~/.gitconfig, an included one), once, before the
   * first call that checks files out. The names are the config's, so they
   * go through GIT_CONFIG_KEY_<n>/VALUE_<n> (a name may hold '='). An
   * empty command is no filter; required=false, so that none is missed.
   */
  function disableFilters() {
    filtersOff ??= (async () => {
      const result = await git(['config', '--null', '--name-only', '--get-regexp', '^filter\\.'], { allowed: [1] });
      const drivers = new Set(result.stdout.split('\0').filter(Boolean)
        .map((key) => key.slice('filter.'.length, key.lastIndexOf('.'))).filter(Boolean));
      const settings = [...drivers].flatMap((name) => [['clean', ''], ['smudge', ''], ['process', ''], ['required', 'false']]
        .map(([key, value]) => [`filter.${name}.${key}`, value]));
      env = { ...env, ...configEnv(env, settings) };
    })();
    return filtersOff;
  }

  /** git prints a SHA on stdout; anything else is our bug or a broken repository. */
  function shaFrom(result, args) {
    const sha = result.stdout.trim();
    if (!SHA.test(sha)) throw new Error(`'git ${args.join(' ')}' printed ${JSON.stringify(sha)}, not a commit SHA`);
    return sha;
  }

  /** @param {string} sha */
  async function hasCommit(sha) {
    assertSha(sha);
    const result = await git(['cat-file', '-e', `${sha}^{commit}`], { allowed: [1, 128] });
    return result.exitCode === 0;
  }

  return {
    /**
     * The commit a revision names, for local use (e.g. `HEAD` of the
     * checkout). What it returns is what gets checked out, never the name.
     * @param {string} ref
     */
    async revParse(ref) {
      if (typeof ref !== 'string' || ref === '' || ref.startsWith('-') || /[\s\0]/.test(ref)) {
        throw new TypeError(`Invalid revision ${JSON.stringify(ref)}`);
      }
      const args = ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`];
      const result = await git(args, { allowed: [1] });
      if (result.exitCode !== 0) throw new Error(`'${ref}' is not a commit in ${cwd}`);
      return shaFrom(result, args);
    },

    hasCommit,

    /**
     * Makes `sha` present, fetching that one commit from origin when it is
     * not (shallow checkouts have only the head). A repository without a
     * remote is fine when the commit is already there.
     * @param {string} sha
     * @returns {Promise<boolean>} whether it was fetched
     */
    async fetchCommit(sha) {
      assertSha(sha);
      if (await hasCommit(sha)) return false;
      await git(['fetch', '--no-tags', '--no-recurse-submodules', '--upload-pack=git-upload-pack', '--depth=1',
        'origin', sha]);
      return true;
    },

    /**
     * A new detached worktree at `sha`.
     * @param {string} dir
     * @param {string} sha
     */
    async addWorktree(dir, sha, { checkout = true } = {}) {
      assertSha(sha);
      await disableFilters();
      // --force twice: the path may still be registered, even locked, by a worktree removed (discarded) before.
      await git(['worktree', 'add', '--detach', '--force', '--force', ...(checkout ? [] : ['--no-checkout']),
        path.resolve(dir), sha]);
    },

    /**
     * Removes a worktree, its directory and git's record of it; one git
     * does not know (exit 128) is only forgotten if it is registered.
     * @param {string} dir
     */
    async removeWorktree(dir) {
      await git(['worktree', 'remove', '--force', '--force', path.resolve(dir)], { allowed: [128] });
      await git(['worktree', 'prune']);
    },

    /**
     * Reads `sha`'s tree into a worktree's index and refreshes it against
     * the files there (lib-only.js: files copied from another worktree of
     * the same commit), so that git takes them as they are and a checkout
     * then rewrites only what differs. Exit 1 of the refresh: some files
     * differ, which the checkout then writes.
     * @param {string} dir  @param {string} sha
     */
    async seedIndex(dir, sha) {
      assertSha(sha);
      await disableFilters();
      await git(['-C', path.resolve(dir), 'read-tree', sha]);
      await git(['-C', path.resolve(dir), 'update-index', '-q', '--refresh'], { allowed: [1] });
    },

    /** Forgets the worktrees whose directories are gone. */
    async pruneWorktrees() {
      await git(['worktree', 'prune']);
    },

    /**
     * Moves an existing worktree to `sha`. Only the files that differ are
     * rewritten, so make sees unchanged sources as older than their objects
     * and rebuilds incrementally. Untracked files are removed, ignored ones
     * kept: the tree is the commit plus what its .gitignore calls build output
     * (node's out/, config.gypi, config.mk, a downloaded ICU). `clean: false`
     * keeps untracked files too (lib-only.js: a copy of the base's build,
     * whose outputs a tree without a .gitignore does not ignore).
     * @param {string} dir
     * @param {string} sha
     * @param {{ clean?: boolean }} [options]
     */
    async checkoutWorktree(dir, sha, { clean = true } = {}) {
      assertSha(sha);
      const worktree = path.resolve(dir);
      await disableFilters();
      await git(['-C', worktree, 'checkout', '--detach', '--force', sha]);
      if (clean) await git(['-C', worktree, 'clean', '-fd']);
    },

    /**
     * Whether git ignores `relative` in a worktree (a rule of its
     * .gitignore, .git/info/exclude or core.excludesFile).
     * @param {string} dir  @param {string} relative
     */
    async isIgnored(dir, relative) {
      const result = await git(['-C', path.resolve(dir), 'check-ignore', '-q', '--no-index', '--', relative],
        { allowed: [1] });
      return result.exitCode === 0;
    },

    /**
     * Removes everything in a worktree that git does not track, ignored
     * build outputs included (`clean -ffdx`): what an untrusted build left.
     * @param {string} dir
     */
    async cleanIgnored(dir) {
      await disableFilters();
      await git(['-C', path.resolve(dir), 'clean', '-ffdxq']);
    },

    /** The repository's git directory (the common one of all its worktrees), absolute. */
    async commonDir() {
      const { stdout } = await git(['rev-parse', '--path-format=absolute', '--git-common-dir']);
      return stdout.trim();
    },

    /**
     * One config file's entries as written, [name, value] (value null for a
     * bare `key`), its includes not followed (--file): git config starts
     * nothing.
     * @param {string} file
     * @returns {Promise<[string, string | null][]>}
     */
    async configEntries(file) {
      const { stdout } = await git(['config', '--file', file, '--null', '--list']);
      return stdout.split('\0').filter(Boolean).map((entry) => {
        const newline = entry.indexOf('\n');
        return newline === -1 ? [entry, null] : [entry.slice(0, newline), entry.slice(newline + 1)];
      });
    },

    /**
     * Removes every value of `name` from one config file.
     * @param {string} file  @param {string} name
     */
    async unsetConfig(file, name) {
      // Exit 5: no such key (removed already, or a name git cannot address); the caller checks again.
      await git(['config', '--file', file, '--unset-all', name], { allowed: [5] });
    },

    /**
     * A commit's parents as the commit object names them, first parent
     * first; they need not be present (a shallow fetch has only the commit).
     * @param {string} sha
     * @returns {Promise<string[]>}
     */
    async parents(sha) {
      assertSha(sha);
      const { stdout } = await git(['cat-file', 'commit', sha]);
      const header = stdout.split('\n\n')[0];
      return header.split('\n').filter((line) => line.startsWith('parent ')).map((line) => line.slice('parent '.length));
    },

    /**
     * When a commit was committed, as its committer line says (ISO 8601, UTC).
     * @param {string} sha
     */
    async commitDate(sha) {
      assertSha(sha);
      const { stdout } = await git(['cat-file', 'commit', sha]);
      const header = stdout.split('\n\n')[0];
      const match = /^committer .* (\d+) [+-]\d{4}$/m.exec(header);
      if (!match) throw new Error(`Commit ${sha} has no committer date git could read`);
      return new Date(Number(match[1]) * 1000).toISOString();
    },

    /**
     * How many commits the first-parent history of `sha` has (the commit's
     * place on its branch); null in a shallow clone, where it cannot be told.
     * @param {string} sha
     * @returns {Promise<number | null>}
     */
    async position(sha) {
      assertSha(sha);
      const shallow = await git(['rev-parse', '--is-shallow-repository']);
      if (shallow.stdout.trim() !== 'false') return null;
      const { stdout } = await git(['rev-list', '--count', '--first-parent', sha]);
      const count = Number(stdout.trim());
      return Number.isSafeInteger(count) ? count : null;
    },

    /**
     * The files that differ between two commits under `pathspec` (a path
     * relative to the repository, taken literally), as paths relative to the
     * repository; a rename is its deletion and its addition.
     * @param {string} fromSha  @param {string} toSha  @param {string} pathspec
     * @returns {Promise<string[]>}
     */
    async changedFiles(fromSha, toSha, pathspec) {
      assertSha(fromSha);
      assertSha(toSha);
      // Names only, of two commits: no index, no diff driver, no textconv.
      const { stdout } = await git(['--literal-pathspecs', 'diff', '--name-only', '--no-renames', '--no-ext-diff',
        '--no-textconv', '-z', fromSha, toSha, '--', pathspec]);
      return stdout.split('\0').filter(Boolean);
    },

    /**
     * The unified diff of two commits under `pathspec` (relative to the
     * repository, taken literally): what reach.js maps to changed functions.
     * @param {string} fromSha  @param {string} toSha  @param {string} pathspec
     * @returns {Promise<string>}
     */
    async diffText(fromSha, toSha, pathspec) {
      assertSha(fromSha);
      assertSha(toSha);
      // No external diff, no textconv, no colour: git's own unified diff of the two commits.
      const { stdout } = await git(['--literal-pathspecs', 'diff', '--no-renames', '--no-ext-diff', '--no-textconv',
        '--no-color', fromSha, toSha, '--', pathspec]);
      return stdout;
    },

    /**
     * Writes the files of `sha` under `pathspecs` (relative to the
     * repository, taken literally) into `dest`, an existing directory, at
     * their paths in the repository. The repository's index and working tree
     * are not touched (restore --worktree writes only the given work tree).
     * @param {string} sha  @param {string[]} pathspecs  @param {string} dest
     */
    async exportFiles(sha, pathspecs, dest) {
      assertSha(sha);
      await disableFilters();
      await git(['--literal-pathspecs', '--work-tree', path.resolve(dest), 'restore', `--source=${sha}`, '--worktree',
        '--', ...pathspecs]);
    },

    /** @returns {Promise<Worktree[]>} */
    async listWorktrees() {
      const result = await git(['worktree', 'list', '--porcelain']);
      return parseWorktreeList(result.stdout);
    },

    /**
     * The commit checked out in `dir` (default: the repository).
     * @param {string} [dir]
     */
    async headSha(dir) {
      const args = [...(dir ? ['-C', path.resolve(dir)] : []), 'rev-parse', 'HEAD'];
      return shaFrom(await git(args), args);
    },
  };
}

/** @typedef {ReturnType<typeof createGit>} Git */
