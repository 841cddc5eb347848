// Pictures of the history site for the docs: a demo history of
// string_decoder on main (seeded, 40 commits, 6 configurations, a -4% step
// and a +6% step, one configuration that stops), written by the site's own
// writeSite, opened in headless Chromium and screenshot whole.
//
//   node scripts/history-screenshots.js [--out-dir docs]
//   -> docs/history-index.png, docs/history-category.png
//      (the site itself in the git-ignored .cache/history-demo/)
//
// Chromium is driven over the DevTools protocol on a pipe
// (--remote-debugging-pipe: JSON messages ended by a NUL byte on file
// descriptors 3 and 4), with no library: openPage collects what the page
// reports as going wrong (console errors and warnings, uncaught exceptions,
// Content-Security-Policy and other browser errors, failed loads, dialogs)
// and every URL it requests, waits until every chart is drawn, and takes a
// screenshot of the whole page. test/history-site.test.js uses it too.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, NO_CHROMIUM, PAGE_WIDTH, findChromium } from './render-comment.js';

const require = createRequire(import.meta.url);
const { writeSite } = require('../benchmark/_lib/history/site.js');
const { commitRecord } = require('../benchmark/_lib/history/store.js');
const { siteModel } = require('../benchmark/_lib/history/changes.js');
const { createRandom: random } = require('../benchmark/_lib/random.js');

const TIMEOUT_MS = 30_000;
const DEMO_DIR = fileURLToPath(new URL('../.cache/history-demo/', import.meta.url));

// Chromium is found and started as scripts/render-comment.js does (its names and flags).
export { findChromium };

/**
 * Headless Chromium with a fresh profile, driven over the DevTools pipe.
 * @param {string} binary
 */
export async function launchChromium(binary) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-chromium-'));
  const child = spawn(binary, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'],
                      { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  const [toChromium, fromChromium] = /** @type {[import('node:stream').Writable, import('node:stream').Readable]} */ (
    /** @type {unknown} */ ([child.stdio[3], child.stdio[4]]));
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk) => { stderr = (stderr + chunk).slice(-4000); });
  /** @type {Map<number, { resolve: (v: any) => void, reject: (e: Error) => void, method: string }>} */
  const pending = new Map();
  /** @type {Set<(message: any) => void>} */
  const listeners = new Set();
  let buffer = '';
  let nextId = 1;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.on('exit', (code, signal) => {
    for (const { reject, method } of pending.values()) {
      reject(new Error(`${binary} exited (${code ?? signal}) before answering ${method}:\n${stderr.trim()}`));
    }
    pending.clear();
  });
  child.on('error', (err) => {
    for (const { reject } of pending.values()) reject(err);
  });
  fromChromium.setEncoding('utf8').on('data', (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });

  /** One DevTools command; rejects on an error answer, Chromium's exit or TIMEOUT_MS. */
  function send(method, params = {}, sessionId = undefined) {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${binary} did not answer ${method} within ${TIMEOUT_MS / 1000} s`));
      }, TIMEOUT_MS);
      const done = (fn) => (value) => {
        clearTimeout(timer);
        fn(value);
      };
      pending.set(id, { resolve: done(resolve), reject: done(reject), method });
      toChromium.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  return {
    send,
    /** @param {(message: any) => void} listener */
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await send('Browser.close').catch(() => child.kill('SIGKILL'));
      await exited;
      clearTimeout(timer);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof launchChromium>>} Chromium */

/**
 * Opens `url` in a new tab `width` px wide, waits for the load event, makes
 * the viewport as tall as the page and waits until every chart of the page
 * has its canvas.
 * @param {Chromium} chromium
 * @param {string} url
 * @param {{ width?: number }} [options]
 */
export async function openPage(chromium, url, { width = PAGE_WIDTH } = {}) {
  const { targetId } = await chromium.send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await chromium.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params = {}) => chromium.send(method, params, sessionId);
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const requests = [];
  let onLoad = () => {};
  const loaded = new Promise((resolve) => { onLoad = () => resolve(undefined); });
  const stop = chromium.listen(({ method, params, sessionId: from }) => {
    if (from !== sessionId) return;
    if (method === 'Runtime.consoleAPICalled' && ['error', 'warning', 'assert'].includes(params.type)) {
      problems.push(`console.${params.type}: ${params.args.map((a) => a.value ?? a.description).join(' ')}`);
    } else if (method === 'Runtime.exceptionThrown') {
      const { exception, text: what } = params.exceptionDetails;
      problems.push(`uncaught: ${exception?.description ?? what}`);
    } else if (method === 'Log.entryAdded' && ['error', 'warning'].includes(params.entry.level)) {
      problems.push(`${params.entry.source} ${params.entry.level}: ${params.entry.text}`);
    } else if (method === 'Network.requestWillBeSent') {
      requests.push(params.request.url);
    } else if (method === 'Network.loadingFailed') {
      problems.push(`failed to load: ${params.errorText}${params.blockedReason ? ` (${params.blockedReason})` : ''}`);
    } else if (method === 'Page.javascriptDialogOpening') {
      problems.push(`dialog (${params.type}): ${params.message}`);
      send('Page.handleJavaScriptDialog', { accept: false }).catch(() => {});
    } else if (method === 'Page.loadEventFired') {
      onLoad();
    }
  });
  for (const domain of ['Runtime', 'Log', 'Page', 'Network']) await send(`${domain}.enable`);
  await send('Emulation.setDeviceMetricsOverride', { width, height: 800, deviceScaleFactor: 1, mobile: false });
  await send('Page.navigate', { url });
  await loaded;

  /** The value of `expression` (awaited), or a thrown Error with the page's message. */
  async function evaluate(expression) {
    const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  }
  const height = await evaluate('Math.ceil(document.documentElement.getBoundingClientRect().height)');
  await send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
  await evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      const charts = document.querySelectorAll('div.chart[data-chart]');
      if ([...charts].every((c) => c.querySelector('canvas'))) requestAnimationFrame(() => requestAnimationFrame(resolve));
      else if (performance.now() - started > 10000) reject(new Error('charts not drawn within 10 s'));
      else requestAnimationFrame(check);
    };
    check();
  })`);
  return {
    problems, requests, height, evaluate,
    /**
     * A PNG of the whole page, or of `clip` of it.
     * @param {string} file
     * @param {{ x: number, y: number, width: number, height: number }} [clip]
     */
    async screenshot(file, clip) {
      const { data } = await send('Page.captureScreenshot', { format: 'png', ...(clip && { clip: { ...clip, scale: 1 } }) });
      fs.writeFileSync(file, Buffer.from(data, 'base64'));
    },
    async close() {
      stop();
      await chromium.send('Target.closeTarget', { targetId });
    },
  };
}


const normal = (next) => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

/**
 * The demo: string_decoder on main against v24.11.0, 40 commits, made as
 * the store's records and read through the same code as `history.js site`
 * (the change points are the detector's, not placed by hand). utf8 gets 4%
 * slower at commit 14, base64 6% faster at commit 27, and
 * `encoding='ascii' inLen=128` gives no result from commit 34 on.
 */
export function demoModel() {
  const next = random(20261127);
  const hex = () => Array.from({ length: 40 }, () => Math.floor(next() * 16).toString(16)).join('');
  const steps = { utf8: [14, 0.96], base64: [27, 1.06], ascii: [Infinity, 1] };
  const filename = 'string_decoder/string-decoder.js';
  const levels = new Map();
  const records = Array.from({ length: 40 }, (_, i) => {
    const configurations = [];
    for (const encoding of ['ascii', 'base64', 'utf8']) {
      for (const inLen of [32, 128]) {
        if (encoding === 'ascii' && inLen === 128 && i >= 34) continue;
        if (inLen === 32 && i === 9) continue;
        const configuration = `encoding='${encoding}' inLen=${inLen}`;
        if (!levels.has(configuration)) levels.set(configuration, 1 + 0.01 * normal(next));
        const [at, factor] = steps[encoding];
        const ratio = levels.get(configuration) * (i >= at ? factor : 1) * (1 + 0.006 * normal(next));
        const half = 0.009 + 0.004 * next();
        configurations.push({ filename, configuration, ratio, ratioLow: ratio * (1 - half), ratioHigh: ratio * (1 + half),
          blocks: 12, referenceRate: 2e7, rate: 2e7 * ratio, allocations: null });
      }
    }
    return commitRecord({ commit: hex(), date: new Date(Date.UTC(2026, 9, 1 + i, 9 + (i % 7))).toISOString(),
      position: 60000 + i, reference: 'v24.11.0', pullRequest: i % 3 === 2 ? null : 60100 + i * 7,
      configurations, failed: [] });
  });
  return siteModel({ commits: records, links: [] },
    { title: 'string_decoder on main', repositoryUrl: 'https://github.com/nodejs/node', generated: '2026-11-10T12:00:00.000Z' });
}

/** Writes the demo site and its two pictures; returns the PNG files. */
export async function renderScreenshots(outDir) {
  const binary = findChromium();
  if (!binary) throw new Error(NO_CHROMIUM.replace('the comment', 'the history site'));
  fs.rmSync(DEMO_DIR, { recursive: true, force: true });
  writeSite(demoModel(), DEMO_DIR);
  const chromium = await launchChromium(binary);
  const written = [];
  try {
    for (const [page, png] of [['index.html', 'history-index.png'], ['string_decoder.html', 'history-category.png']]) {
      const opened = await openPage(chromium, pathToFileURL(path.join(DEMO_DIR, page)).href);
      if (opened.problems.length) throw new Error(`${page}: ${opened.problems.join('\n')}`);
      await opened.screenshot(path.join(outDir, png));
      await opened.close();
      written.push(`${path.join(outDir, png)} (${PAGE_WIDTH} x ${opened.height} px)`);
    }
  } finally {
    await chromium.close();
  }
  return written;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'docs' } } });
  renderScreenshots(/** @type {string} */ (values['out-dir'])).then((files) => {
    process.stderr.write(`${files.join('\n')}\n`);
  }, (err) => {
    process.stderr.write(`history-screenshots: ${err.message}\n`);
    process.exitCode = 1;
  });
}
