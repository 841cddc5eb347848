// Serves local git repositories over git's smart HTTP protocol, as
// github.com does, so end-to-end tests can let the real `actions/checkout`
// fetch from a local stand-in. It runs the real `git http-backend` CGI
// program rather than reimplementing the protocol, so protocol v0 and v2,
// shallow fetches and gzip request bodies behave as git itself decides.
//
//   const git = gitHttp({ repositories: { 'nodejs/node': repo.dir }, token: 'test-token' });
//   http.createServer((req, res) => { if (!git.handle(req, res)) restRoutes(req, res); });
//   ... git fetch http://127.0.0.1:PORT/nodejs/node (or .../nodejs/node.git) ...
//   git.requests  // [{ method, url, repository, authorized }]
//
// Fetching (upload-pack) is served; pushing (receive-pack) only with
// `push: true` (the release workflow moves a tag), else it is a 403.

import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { relayCgiResponse, fail } from './cgi.js';

/** What GitHub allows in an owner's or repository's name; never '.' or '..'. */
const NAME = /^[A-Za-z0-9_.-]+$/;
/** /<owner>/<name>/<endpoint>; <name> may carry a `.git` suffix. */
const GIT_PATH = /^\/([^/]+)\/([^/]+)\/(info\/refs|git-upload-pack|git-receive-pack)$/;
const UPLOAD_PACK = 'git-upload-pack';
const RECEIVE_PACK = 'git-receive-pack';
/** Enough of the backend's stderr to explain a failure. */
const MAX_STDERR = 8192;

/**
 * Configuration the backend's upload-pack runs with, passed through the
 * environment (GIT_CONFIG_COUNT) so the repositories' own config is not
 * edited. actions/checkout fetches a bare SHA, which protocol v0 refuses
 * unless the server allows it; the SHA a test wants may not be any branch's
 * tip in a working repository the test commits into. Test repositories may
 * belong to another user (e.g. made in a container), which git's ownership
 * check would otherwise refuse to serve.
 */
const BACKEND_CONFIG = [
  ['uploadpack.allowReachableSHA1InWant', 'true'],
  ['uploadpack.allowAnySHA1InWant', 'true'],
  ['safe.directory', '*'],
];

/**
 * @typedef {object} GitRequest
 * @property {string} method
 * @property {string} url  as the client sent it
 * @property {string} repository  'owner/repo', the key of `repositories`
 * @property {boolean} authorized  whether it carried the token (always true without one)
 */

/**
 * @typedef {object} GitRoute
 * @property {string} repository  'owner/repo', a key of `repositories`
 * @property {string} directory  the mapped repository's path
 * @property {string} endpoint  'info/refs', 'git-upload-pack' or 'git-receive-pack'
 * @property {string} service  'git-upload-pack' or 'git-receive-pack'
 * @property {string} query  the query string, without '?'
 */

/**
 * @param {{ repositories: Record<string, string>, token?: string, push?: boolean }} options
 *   repositories maps 'owner/repo' to the path of a local git repository (a
 *   working one with a .git directory, or a bare one); when token is given,
 *   requests must carry it (Authorization: basic base64('x-access-token:' +
 *   token), or 'bearer <token>' / 'token <token>'), else 401. push: whether
 *   pushes are accepted (with the token: git's backend then allows them).
 * @returns {{ handle(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): boolean,
 *   requests: GitRequest[] }}
 *   handle() returns false, touching neither req nor res, when the URL is not
 *   a smart-HTTP URL of a known repository, so the caller can try its other routes.
 */
export function gitHttp({ repositories, token, push = false }) {
  /** @type {GitRequest[]} */
  const requests = [];

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function handle(req, res) {
    const route = matchRoute(req.url ?? '', repositories);
    if (!route) return false;

    const authorized = token == null || presentedToken(req.headers.authorization) === token;
    requests.push({ method: req.method ?? '', url: req.url ?? '', repository: route.repository, authorized });
    if (!authorized) {
      refuse(req, res, 401, 'Authentication failed: this repository needs a token\n',
        { 'WWW-Authenticate': 'Basic realm="GitHub"' });
    } else if (route.service === RECEIVE_PACK && !(push && token != null)) {
      refuse(req, res, 403, 'Pushing is not supported by the test stand-in\n');
    } else {
      runBackend(req, res, route, token == null ? undefined : 'x-access-token');
    }
    return true;
  }

  return { handle, requests };
}

/**
 * The git route a URL asks for, or null when it is not one of a mapped
 * repository. The path is matched as sent, never decoded or normalized, so
 * '..' or '%2f' can only fail the name check, never reach another directory.
 * @param {string} url
 * @param {Record<string, string>} repositories
 * @returns {GitRoute | null}
 */
function matchRoute(url, repositories) {
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart + 1);
  const match = GIT_PATH.exec(pathname);
  if (!match) return null;
  const [, owner, name, endpoint] = match;

  // info/refs without ?service= is the dumb protocol, which GitHub does not serve.
  const service = endpoint === 'info/refs' ? new URLSearchParams(query).get('service') : endpoint;
  if (service !== UPLOAD_PACK && service !== RECEIVE_PACK) return null;

  const repository = findRepository(owner, name, repositories);
  if (!repository) return null;
  return { repository, directory: path.resolve(repositories[repository]), endpoint, service, query };
}

/**
 * The key of `repositories` that `/<owner>/<name>` names: 'owner/name', or
 * 'owner/repo' for a name 'repo.git', as GitHub answers both.
 * @param {string} owner
 * @param {string} name
 * @param {Record<string, string>} repositories
 */
function findRepository(owner, name, repositories) {
  const candidates = [name, name.endsWith('.git') ? name.slice(0, -'.git'.length) : null];
  for (const candidate of candidates) {
    if (candidate == null || !isSafeName(owner) || !isSafeName(candidate)) continue;
    const key = `${owner}/${candidate}`;
    // Own properties only: 'constructor' or '__proto__' are not repositories.
    if (Object.hasOwn(repositories, key)) return key;
  }
  return null;
}

/** @param {string} name */
function isSafeName(name) {
  return NAME.test(name) && name !== '.' && name !== '..';
}

/**
 * The token an Authorization header carries, as git (basic, from
 * actions/checkout's http.extraheader) or the REST clients (bearer, token)
 * send it; undefined when it carries none.
 * @param {string | undefined} header
 */
function presentedToken(header) {
  const match = /^(\w+)\s+(\S+)\s*$/.exec(header ?? '');
  if (!match) return undefined;
  const [, scheme, credentials] = match;
  switch (scheme.toLowerCase()) {
    case 'basic': {
      const [user, ...password] = Buffer.from(credentials, 'base64').toString('utf8').split(':');
      return user === 'x-access-token' ? password.join(':') : undefined;
    }
    case 'bearer':
    case 'token':
      return credentials;
    default:
      return undefined;
  }
}

/**
 * Answers without running the backend. The body is drained so that a
 * refused POST does not leave the client writing to a closed connection.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function refuse(req, res, status, message, headers = {}) {
  req.resume();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(message);
}

/**
 * Runs `git http-backend` for one request: the request body goes to its
 * stdin, its CGI response comes back through `res`.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {GitRoute} route
 * @param {string} [remoteUser]
 */
function runBackend(req, res, route, remoteUser) {
  const child = spawn('git', ['http-backend'], {
    env: backendEnv(req, route, remoteUser),
    stdio: ['pipe', 'pipe', 'pipe'],
  });

  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text) => { if (stderr.length < MAX_STDERR) stderr += text; });

  // The backend may exit before reading the whole body (it answered with an
  // error); its stdout says why, so a broken pipe here is not news.
  child.stdin.on('error', () => {});
  req.on('error', () => child.kill());
  req.pipe(child.stdin);

  const relay = relayCgiResponse(child.stdout, res);
  child.on('error', (error) => fail(res, `could not run git http-backend: ${error.message}`));
  child.on('close', (code, signal) => {
    if (!relay.started()) {
      fail(res, `git http-backend ${signal ? `was killed by ${signal}` : `exited with ${code}`}`
        + ` without a response${stderr ? `: ${stderr.trim()}` : ''}`);
    }
  });
  // A client that goes away mid-fetch must not leave the backend running.
  res.on('close', () => { if (!res.writableFinished) child.kill(); });
}

/**
 * The CGI environment. PATH_INFO is built from the mapped repository's own
 * name under GIT_PROJECT_ROOT, its parent directory, never from the URL.
 * The backend strips the endpoint from PATH_INFO and looks for the rest as
 * `<dir>/.git`, then `<dir>`, so both working and bare repositories resolve.
 * @param {import('node:http').IncomingMessage} req
 * @param {GitRoute} route
 * @param {string} [remoteUser]
 * @returns {NodeJS.ProcessEnv}
 */
function backendEnv(req, route, remoteUser) {
  const header = (/** @type {string} */ name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...inheritedEnv(),
    ...configEnv(BACKEND_CONFIG),
    GIT_PROJECT_ROOT: path.dirname(route.directory),
    PATH_INFO: `/${path.basename(route.directory)}/${route.endpoint}`,
    GIT_HTTP_EXPORT_ALL: '1',
    GATEWAY_INTERFACE: 'CGI/1.1',
    REQUEST_METHOD: req.method,
    QUERY_STRING: route.query,
    REMOTE_ADDR: req.socket.remoteAddress ?? '127.0.0.1',
    CONTENT_TYPE: header('content-type'),
    // Absent for chunked bodies, which git sends for large requests; the
    // backend then reads to end of input.
    CONTENT_LENGTH: header('content-length'),
    // git gzips large request bodies; the backend inflates them itself.
    HTTP_CONTENT_ENCODING: header('content-encoding'),
    // `Git-Protocol: version=2` is how a client asks for protocol v2 over HTTP.
    HTTP_GIT_PROTOCOL: header('git-protocol'),
    REMOTE_USER: remoteUser,
  };
  for (const [name, value] of Object.entries(env)) if (value == null) delete env[name];
  return env;
}

/**
 * This process's environment without git's own variables (GIT_DIR,
 * GIT_CONFIG_PARAMETERS, ... as a git hook running the tests would set),
 * and without the machine's git configuration: the stand-in serves what the
 * repository holds, whoever runs the tests.
 */
function inheritedEnv() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')));
  return { ...env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: os.devNull };
}

/**
 * `git -c key=value` for every pair, in environment form.
 * @param {string[][]} pairs
 */
function configEnv(pairs) {
  /** @type {Record<string, string>} */
  const env = { GIT_CONFIG_COUNT: String(pairs.length) };
  pairs.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}
