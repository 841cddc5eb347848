// test/helpers/git-http.js with real git: clones and fetches by SHA, as
// actions/checkout does them, through a real HTTP server on 127.0.0.1.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { gitHttp } from './helpers/git-http.js';
import { tempDir } from './helpers/temp.js';

const execFileAsync = promisify(execFile);
const TOKEN = 'ghs_test-token';

/**
 * An environment that does not depend on this machine: no user or system git
 * configuration, no proxies, no credential prompts, a fixed identity.
 * @param {string} home
 */
function isolatedEnv(home) {
  return {
    PATH: process.env.PATH,
    HOME: home,
    LANG: 'C',
    GIT_CONFIG_GLOBAL: os.devNull,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_TERMINAL_PROMPT: '0',
    GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.invalid',
    GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.invalid',
  };
}

/** @param {string} token */
function basicAuthHeader(token) {
  // Exactly what actions/checkout configures.
  return `http.extraheader=AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
}

/**
 * Temporary repositories: `widget`, a working repository with commits
 * first, second on main (tagged v1) and `orphan`, made on a branch since
 * deleted; `bare.git`, a bare clone of it; `secret`, a repository next to
 * them that no test maps.
 * @param {import('node:test').TestContext} t
 */
function makeRepositories(t) {
  const root = tempDir('nba-git-http-');
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const env = isolatedEnv(root);
  const git = (/** @type {string} */ cwd, /** @type {string[]} */ ...args) =>
    execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const commit = (/** @type {string} */ cwd, /** @type {string} */ text) => {
    fs.writeFileSync(path.join(cwd, 'file.txt'), text);
    git(cwd, 'add', 'file.txt');
    git(cwd, 'commit', '--quiet', '-m', text);
    return git(cwd, 'rev-parse', 'HEAD');
  };

  const widget = path.join(root, 'widget');
  fs.mkdirSync(widget);
  git(widget, 'init', '--quiet', '--initial-branch=main');
  const first = commit(widget, 'first');
  git(widget, 'checkout', '--quiet', '-b', 'side');
  const orphan = commit(widget, 'orphan');
  git(widget, 'checkout', '--quiet', 'main');
  git(widget, 'branch', '--quiet', '-D', 'side');
  const second = commit(widget, 'second');
  git(widget, 'tag', 'v1');

  const bare = path.join(root, 'bare.git');
  git(root, 'clone', '--quiet', '--bare', widget, bare);
  const secret = path.join(root, 'secret');
  fs.mkdirSync(secret);
  git(secret, 'init', '--quiet', '--initial-branch=main');
  commit(secret, 'secret');

  /**
   * Runs git without blocking the event loop, which serves the request.
   * @param {string} cwd
   * @param {...string} args
   */
  const gitAsync = async (cwd, ...args) =>
    (await execFileAsync('git', args, { cwd, env, encoding: 'utf8' })).stdout.trim();
  /** A fresh empty directory under the temporary root. */
  const scratch = (/** @type {string} */ name) => fs.mkdtempSync(path.join(root, `${name}-`));

  return { root, widget, bare, secret, first, second, orphan, git, gitAsync, scratch };
}

/**
 * An HTTP server that offers every request to `git.handle` first and
 * answers the rest with a 404 marked as fallen through, as the GitHub
 * stand-in's REST routes would.
 * @param {import('node:test').TestContext} t
 * @param {ReturnType<typeof gitHttp>} git
 */
async function serve(t, git) {
  /** @type {Array<string | undefined>} */
  const protocols = [];
  const server = http.createServer((req, res) => {
    protocols.push(/** @type {string | undefined} */ (req.headers['git-protocol']));
    if (git.handle(req, res)) return;
    res.writeHead(404, { 'x-fell-through': 'yes' });
    res.end('not a git route\n');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  t.after(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve(undefined)));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, port, protocols };
}

/**
 * One raw request, its path sent exactly as given.
 * @param {number} port
 * @param {string} requestPath
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer, chunked?: boolean }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function request(port, requestPath, { method = 'GET', headers = {}, body, chunked = false } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: requestPath, method, headers }, (res) => {
      let text = '';
      res.setEncoding('latin1');
      res.on('data', (chunk) => { text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    // Written before end(), a body goes chunked, without Content-Length, as git sends large ones.
    if (chunked) req.write(body ?? '');
    req.end(chunked ? undefined : body);
  });
}

test('clones a working and a bare repository, with and without .git in the URL', async (t) => {
  const repos = makeRepositories(t);
  const git = gitHttp({ repositories: { 'acme/widget': repos.widget, 'acme/bare': repos.bare } });
  const { url } = await serve(t, git);

  for (const remote of ['acme/widget', 'acme/widget.git', 'acme/bare', 'acme/bare.git']) {
    const dir = repos.scratch('clone');
    await repos.gitAsync(dir, 'clone', '--quiet', `${url}/${remote}`, '.');
    assert.equal(repos.git(dir, 'rev-parse', 'HEAD'), repos.second, remote);
    assert.equal(repos.git(dir, 'rev-list', '--count', 'HEAD'), '2', remote);
    assert.equal(fs.readFileSync(path.join(dir, 'file.txt'), 'utf8'), 'second', remote);
  }
  assert.deepEqual(new Set(git.requests.map((r) => r.repository)), new Set(['acme/widget', 'acme/bare']));
  assert.ok(git.requests.every((r) => r.authorized));
  assert.ok(git.requests.some((r) => r.method === 'POST' && r.url === '/acme/widget.git/git-upload-pack'));
});

test('with a token, fetching needs it, as actions/checkout sends it', async (t) => {
  const repos = makeRepositories(t);
  const git = gitHttp({ repositories: { 'acme/widget': repos.widget }, token: TOKEN });
  const { url, port } = await serve(t, git);

  const clone = async (/** @type {string[]} */ ...config) => {
    const dir = repos.scratch('clone');
    await repos.gitAsync(dir, ...config, 'clone', '--quiet', `${url}/acme/widget`, '.');
    return repos.git(dir, 'rev-parse', 'HEAD');
  };

  await assert.rejects(clone(), /could not read Username|Authentication failed/);
  assert.equal(git.requests.length, 1);
  assert.equal(git.requests[0].authorized, false);

  await assert.rejects(clone('-c', basicAuthHeader('wrong-token')), /could not read Username|Authentication failed/);
  assert.equal(git.requests.length, 2);
  assert.equal(git.requests[1].authorized, false);

  assert.equal(await clone('-c', basicAuthHeader(TOKEN)), repos.second);
  assert.ok(git.requests.length > 2);
  assert.ok(git.requests.slice(2).every((r) => r.authorized && r.repository === 'acme/widget'));
  assert.ok(git.requests.slice(2).some((r) => r.url === '/acme/widget/git-upload-pack'));

  assert.equal(await clone('-c', `http.extraheader=Authorization: bearer ${TOKEN}`), repos.second);

  const refused = await request(port, '/acme/widget/info/refs?service=git-upload-pack',
    { headers: { authorization: `token ${TOKEN}x` } });
  assert.equal(refused.status, 401);
  assert.match(String(refused.headers['www-authenticate']), /^Basic/);
  const allowed = await request(port, '/acme/widget/info/refs?service=git-upload-pack',
    { headers: { authorization: `token ${TOKEN}` } });
  assert.equal(allowed.status, 200);
  assert.equal(allowed.headers['content-type'], 'application/x-git-upload-pack-advertisement');
});

test('fetches a SHA that is no branch tip, shallow, in protocol v0 and v2', async (t) => {
  const repos = makeRepositories(t);
  const git = gitHttp({ repositories: { 'acme/widget': repos.widget } });
  const { url, port, protocols } = await serve(t, git);

  // `first` is reachable from main but not its tip; `orphan` is reachable from nothing.
  for (const version of ['0', '2']) {
    for (const [name, sha] of [['first', repos.first], ['orphan', repos.orphan]]) {
      const dir = repos.scratch('fetch');
      await repos.gitAsync(dir, 'init', '--quiet');
      await repos.gitAsync(dir, 'remote', 'add', 'origin', `${url}/acme/widget`);
      protocols.length = 0;
      await repos.gitAsync(dir, '-c', `protocol.version=${version}`, 'fetch', '--no-tags', '--prune',
        '--no-recurse-submodules', '--depth=1', 'origin', `+${sha}:refs/remotes/origin/pr`);
      const label = `${name}, protocol v${version}`;
      assert.equal(repos.git(dir, 'rev-parse', 'refs/remotes/origin/pr'), sha, label);
      assert.equal(repos.git(dir, 'rev-list', '--count', 'refs/remotes/origin/pr'), '1', label);
      assert.equal(protocols.includes('version=2'), version === '2', label);
    }
  }

  // The backend answers a v2 request in v2: the Git-Protocol header reaches it.
  const advertisement = await request(port, '/acme/widget/info/refs?service=git-upload-pack',
    { headers: { 'git-protocol': 'version=2' } });
  assert.match(advertisement.body, /version 2/);

  // fetch-depth: 0, as actions/checkout then fetches: every branch and tag.
  const dir = repos.scratch('full');
  await repos.gitAsync(dir, 'init', '--quiet');
  await repos.gitAsync(dir, 'remote', 'add', 'origin', `${url}/acme/widget.git`);
  await repos.gitAsync(dir, 'fetch', '--prune', '--no-recurse-submodules', 'origin',
    '+refs/heads/*:refs/remotes/origin/*', '+refs/tags/*:refs/tags/*');
  assert.equal(repos.git(dir, 'rev-parse', 'refs/remotes/origin/main'), repos.second);
  assert.equal(repos.git(dir, 'rev-parse', 'refs/tags/v1^{commit}'), repos.second);
  assert.equal(repos.git(dir, 'rev-list', '--count', 'refs/remotes/origin/main'), '2');
});

/** @param {string} line */
function pktLine(line) {
  return `${(line.length + 4).toString(16).padStart(4, '0')}${line}`;
}

test('passes gzipped and chunked request bodies to the backend', async (t) => {
  const repos = makeRepositories(t);
  const git = gitHttp({ repositories: { 'acme/widget': repos.widget } });
  const { port } = await serve(t, git);
  // A protocol v0 upload-pack request for one commit, without capabilities.
  const want = `${pktLine(`want ${repos.first}\n`)}0000${pktLine('done\n')}`;
  const post = (/** @type {Record<string, string>} */ headers, /** @type {string | Buffer} */ body, chunked = false) =>
    request(port, '/acme/widget.git/git-upload-pack', { method: 'POST', body, chunked,
      headers: { 'content-type': 'application/x-git-upload-pack-request', ...headers } });

  /** @type {{ label: string, headers: Record<string, string>, body: string | Buffer, chunked: boolean }[]} */
  const cases = [
    { label: 'gzip', headers: { 'content-encoding': 'gzip' }, body: gzipSync(want), chunked: false },
    { label: 'chunked', headers: {}, body: want, chunked: true },
    { label: 'chunked gzip', headers: { 'content-encoding': 'gzip' }, body: gzipSync(want), chunked: true },
  ];
  for (const { label, headers, body, chunked } of cases) {
    const response = await post(headers, body, chunked);
    assert.equal(response.status, 200, label);
    assert.equal(response.headers['content-type'], 'application/x-git-upload-pack-result', label);
    assert.match(response.body, /^0008NAK\nPACK/, label);
  }
});

test('serves nothing outside the mapping, and refuses pushes', async (t) => {
  const repos = makeRepositories(t);
  const git = gitHttp({ repositories: { 'acme/widget': repos.widget } });
  const { url, port } = await serve(t, git);

  const advertise = '/info/refs?service=git-upload-pack';
  const outside = [
    `/acme/secret${advertise}`,
    `/../secret${advertise}`,
    `/acme/../secret${advertise}`,
    `/acme/..${advertise}`,
    `/acme/..%2f..${advertise}`,
    `/acme/..%2fsecret${advertise}`,
    `/acme/%2e%2e${advertise}`,
    `/%2e%2e/secret${advertise}`,
    `/acme/widget/../../secret${advertise}`,
    `/other/widget${advertise}`,
    `/acme/constructor${advertise}`,
    `/acme/widget/info/refs`, // the dumb protocol
    `/acme/widget/info/refs?service=git-upload-archive`,
    `/acme/widget/HEAD`,
    `/acme/widget/objects/info/packs`,
    `/repos/acme/widget`,
  ];
  for (const requestPath of outside) {
    const response = await request(port, requestPath);
    assert.equal(response.status, 404, requestPath);
    assert.equal(response.headers['x-fell-through'], 'yes', requestPath);
  }
  assert.deepEqual(git.requests.map((r) => r.url), []);

  const probe = await request(port, `/acme/widget/info/refs?service=git-receive-pack`);
  assert.equal(probe.status, 403);
  const post = await request(port, '/acme/widget.git/git-receive-pack', {
    method: 'POST', headers: { 'content-type': 'application/x-git-receive-pack-request' }, body: '0000',
  });
  assert.equal(post.status, 403);

  const dir = repos.scratch('push');
  await repos.gitAsync(dir, 'clone', '--quiet', `${url}/acme/widget`, '.');
  fs.writeFileSync(path.join(dir, 'file.txt'), 'pushed');
  await repos.gitAsync(dir, 'commit', '--quiet', '-am', 'pushed');
  await assert.rejects(repos.gitAsync(dir, 'push', 'origin', 'HEAD:main'), /403/);
  assert.equal(repos.git(repos.widget, 'rev-parse', 'main'), repos.second);
  assert.ok(git.requests.some((r) => r.url === '/acme/widget/info/refs?service=git-receive-pack'));
});

test('a mapped path that is no repository is a 404; a git that cannot run, a 500', async (t) => {
  const root = tempDir('nba-git-http-');
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const git = gitHttp({ repositories: { 'acme/missing': path.join(root, 'missing') } });
  const { port } = await serve(t, git);
  const advertise = '/acme/missing/info/refs?service=git-upload-pack';

  // The backend's own answer, not the caller's fallback.
  const missing = await request(port, advertise);
  assert.equal(missing.status, 404);
  assert.notEqual(missing.headers['x-fell-through'], 'yes');

  // spawn() looks git up in this process's PATH; nothing else here needs it meanwhile.
  const savedPath = process.env.PATH;
  process.env.PATH = root;
  let broken;
  try {
    broken = await request(port, advertise);
  } finally {
    process.env.PATH = savedPath;
  }
  assert.equal(broken.status, 500);
  assert.match(broken.body, /could not run git http-backend: .*ENOENT/);
  assert.deepEqual(git.requests.map((r) => r.repository), ['acme/missing', 'acme/missing']);
});
