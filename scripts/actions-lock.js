// The third-party actions our workflows pin, tied to content the repository
// records: .github/actions-lock.json.
//
// This machine reaches no GitHub, but the Go module proxy serves a public
// GitHub repository at a tag as a module zip. So `uses: actions/checkout@<sha>
// # v6.0.0` is fetched as github.com/actions/checkout@v6.0.0+incompatible for
// the act tests. What ties that download to the workflow's pin:
//   - the lock's `h1:` hash of the module's content (what `go mod download
//     -json` reports as Sum), always checked;
//   - the proxy's Origin.Hash, the tag's commit, checked when the proxy
//     reports it. It is optional in the proxy protocol: one proxy instance has
//     it and the next does not, so it is never required.
//
// Updating a pin: edit the `uses:` line (SHA and `# vX.Y.Z` comment), then
//   npm run actions:lock            (node scripts/actions-lock.js [--root DIR])
// rewrites the lock from the workflows; review its diff like code.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import textModule from '../benchmark/_lib/text.js';

const { byteOrder } = textModule;

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LOCK_FILE = '.github/actions-lock.json';
const UPDATE_COMMAND = 'npm run actions:lock';
const PINNED = /^([\w.-]+)\/([\w.-]+)@([0-9a-f]{40})$/;
/** Our own action is released by tag and, in tests, is the working tree. */
export const OURS = 'node-benchmark-action/node-benchmark-action';

/**
 * @typedef {{ uses: string, repository: string, sha: string, version: string }} PinnedAction
 * @typedef {{ tag: string, module: string, sum: string }} LockEntry
 */

/** @param {string} root */
export function workflowFiles(root = REPO_ROOT) {
  const dir = path.join(root, '.github', 'workflows');
  return fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort(byteOrder).map((f) => path.join(dir, f));
}

/**
 * Every third-party `uses: owner/repo@<sha> # vX.Y.Z` of the workflows.
 * @param {string[]} files
 * @returns {PinnedAction[]}
 */
export function pinnedActions(files) {
  const found = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const job of Object.values(parse(text).jobs ?? {})) {
      for (const step of job.steps ?? []) {
        const match = PINNED.exec(step.uses ?? '');
        if (!match || `${match[1]}/${match[2]}` === OURS) continue;
        const comment = new RegExp(`uses: ${step.uses.replace(/[.]/g, '\\.')} # (v\\d+\\.\\d+\\.\\d+)`).exec(text);
        if (!comment) throw new Error(`${file}: ${step.uses} has no '# vX.Y.Z' comment naming its tag`);
        found.set(step.uses, { uses: step.uses, repository: `${match[1]}/${match[2]}`, sha: match[3], version: comment[1] });
      }
    }
  }
  return [...found.values()].sort((a, b) => byteOrder(a.uses, b.uses));
}

/** The Go module the proxy serves a GitHub repository's tag as. */
const moduleOf = (/** @type {PinnedAction} */ action) =>
  `github.com/${action.repository}@${action.version}+incompatible`;

/**
 * `go mod download -json` of one action; the checksum database is not asked
 * (it has no entry for some of these tags): the lock's hash is the check.
 * @param {PinnedAction} action
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {{ Dir?: string, Sum?: string, Error?: string, Origin?: { Hash?: string } }}
 */
function goModDownload(action, { env = process.env } = {}) {
  const goEnv = { ...env, GOFLAGS: '-mod=mod', GONOSUMDB: `github.com/${action.repository}` };
  let out;
  try {
    // A directory of its own, so no go.mod around the caller's cwd is read.
    out = execFileSync('go', ['mod', 'download', '-json', moduleOf(action)],
      { env: goEnv, encoding: 'utf8', cwd: os.tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const err = /** @type {{ code?: string, stdout?: string, stderr?: string }} */ (error);
    if (err.code === 'ENOENT') {
      throw new Error('Go is not installed: the act tests fetch the workflows\' actions through the ' +
                      'Go module proxy (https://go.dev/doc/install, or apt-get install golang)');
    }
    out = err.stdout || `{"Error": ${JSON.stringify(String(err.stderr).trim())}}`;
  }
  return JSON.parse(out);
}

/**
 * Checks a download against the lock; returns the problem, or null.
 * @param {PinnedAction} action
 * @param {LockEntry | undefined} entry
 * @param {ReturnType<typeof goModDownload>} info
 */
export function checkDownload(action, entry, info) {
  const name = `${action.repository} ${action.version}`;
  if (!entry) return `${LOCK_FILE} has no entry for ${action.uses}: run '${UPDATE_COMMAND}'`;
  if (entry.tag !== action.version || entry.module !== moduleOf(action)) {
    return `${LOCK_FILE} locks ${action.uses} as ${entry.module} (${entry.tag}), but the workflow ` +
           `names ${action.version}: run '${UPDATE_COMMAND}'`;
  }
  if (info.Error) return `could not download ${moduleOf(action)} through the Go module proxy: ${info.Error}`;
  if (info.Origin?.Hash && info.Origin.Hash !== action.sha) {
    return `${name} is commit ${info.Origin.Hash} on the Go module proxy, not the pinned ${action.sha}`;
  }
  if (info.Sum !== entry.sum) {
    return `${name} downloaded with content hash ${info.Sum}, but ${LOCK_FILE} records ${entry.sum}: ` +
           `the tag's content changed since it was locked. Review the action at ${action.sha} and ` +
           `run '${UPDATE_COMMAND}' only if the new content is what you want to run`;
  }
  return null;
}

/** @param {string} root @returns {Record<string, LockEntry>} */
export function readLock(root = REPO_ROOT) {
  const file = path.join(root, LOCK_FILE);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')).actions ?? {};
}

/**
 * Downloads a pinned action and checks it against the lock.
 * @param {PinnedAction} action
 * @param {{ root?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {string} the directory of the action's files
 */
export function fetchAction(action, { root = REPO_ROOT, env } = {}) {
  const info = goModDownload(action, { env });
  const problem = checkDownload(action, readLock(root)[action.uses], info);
  if (problem) throw new Error(problem);
  return /** @type {string} */ (info.Dir);
}

/**
 * Rewrites the lock from the workflows of `root`; returns what it says of
 * each action (for the person updating it).
 * @param {string} root
 */
function writeLock(root = REPO_ROOT) {
  const actions = {};
  const notes = [];
  for (const action of pinnedActions(workflowFiles(root))) {
    const info = goModDownload(action);
    if (info.Error) throw new Error(`${action.uses}: ${info.Error}`);
    if (info.Origin?.Hash && info.Origin.Hash !== action.sha) {
      throw new Error(`${action.repository} ${action.version} is commit ${info.Origin.Hash}, not ` +
                      `the pinned ${action.sha}: fix the workflow's pin or its '# vX.Y.Z' comment`);
    }
    actions[action.uses] = { tag: action.version, module: moduleOf(action), sum: info.Sum };
    notes.push(`${action.uses} (${action.version}): ${info.Sum}, ` + (info.Origin?.Hash
      ? 'commit confirmed by the proxy'
      : 'the proxy does not report the commit: confirm the tag is this SHA on GitHub'));
  }
  const lock = {
    comment: `Written by '${UPDATE_COMMAND}' from the workflows' pins: the Go module each ` +
             'action is fetched as for the act tests, and its content hash (h1:, as go mod download reports it).',
    actions,
  };
  fs.writeFileSync(path.join(root, LOCK_FILE), `${JSON.stringify(lock, null, 2)}\n`);
  return notes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const rootGiven = args.length === 2 && args[0] === '--root';
  const root = rootGiven ? path.resolve(args[1]) : REPO_ROOT;
  if (args.length > 0 && !rootGiven) {
    console.error('Usage: node scripts/actions-lock.js [--root <repository>]\n' +
                  `Rewrites <repository>/${LOCK_FILE} from the pins in its .github/workflows/.`);
    process.exit(2);
  }
  try {
    for (const note of writeLock(root)) console.error(note);
    console.error(`wrote ${path.join(root, LOCK_FILE)}`);
  } catch (error) {
    console.error(`actions-lock: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}
