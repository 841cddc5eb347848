// A picture of a PR comment for the README: the markdown rendered as GitHub
// renders it (GFM by `marked`, GitHub's own stylesheet from
// `github-markdown-css`), in a light comment box ~900 px wide, screenshot by
// headless Chromium.
//
//   node scripts/render-comment.js <comment.md> <out.png>
//   node scripts/render-comment.js --check     is Chromium there? (exit 0 or 1)
//
//   ┌ page, 1000 px ───────────────────────────────┐
//   │  ┌ comment box, 900 px ───────────────────┐  │
//   │  │ github-actions  bot  commented         │  │
//   │  ├────────────────────────────────────────┤  │
//   │  │ the markdown, as .markdown-body        │  │
//   │  └────────────────────────────────────────┘  │
//   └──────────────────────────────────────────────┘
//
// Chromium is run twice: once to measure the page (--dump-dom after a
// script has written the height into it), once to take a screenshot exactly
// that tall, so the picture never ends in blank space or cuts the comment.
// Like GitHub, `<details>` stay closed.
//
// Chromium is looked up on PATH first, and its absence told as what to
// install, before anything is written. `npm run docs:pictures` runs --check
// before the demo, so that a machine without Chromium does not rewrite
// docs/ and then fail on the picture.

import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import text from '../benchmark/_lib/text.js';
import { marked } from 'marked';

// The names Debian, Ubuntu and Google's packages install it under.
export const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
export const PAGE_WIDTH = 1000;
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--hide-scrollbars', '--force-device-scale-factor=1',
];
const CHROMIUM_TIMEOUT_MS = 60_000;
const require = createRequire(import.meta.url);
const GITHUB_CSS = require.resolve('github-markdown-css/github-markdown-light.css');

// GitHub's light theme around a timeline comment; the body is GitHub's
// markdown stylesheet, at the 14 px a comment uses instead of a README's 16.
const PAGE_CSS = `
  html { background: #ffffff; }
  body { margin: 0; padding: 24px 50px; width: ${PAGE_WIDTH - 100}px;
    font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
  .comment { border: 1px solid #d1d9e0; border-radius: 6px; background: #ffffff; }
  .comment-header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; border-radius: 6px 6px 0 0;
    padding: 8px 16px; font-size: 14px; line-height: 24px; color: #59636e; }
  .comment-header strong { color: #1f2328; }
  .label { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; line-height: 18px; }
  .markdown-body { padding: 16px; font-size: 14px; }`;

/**
 * The page: the comment's markdown as GFM HTML inside a comment box. Pure.
 * @param {string} markdown
 * @param {string} githubCss  github-markdown-css's light stylesheet
 * @returns {string}
 */
export function commentPage(markdown, githubCss) {
  const body = marked.parse(markdown, { gfm: true, async: false });
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>comment</title>
<style>${githubCss}</style><style>${PAGE_CSS}</style></head>
<body><div class="comment">
<div class="comment-header"><strong>github-actions</strong> <span class="label">bot</span> commented</div>
<div class="markdown-body">
${body}</div></div>
<script>document.body.dataset.height = Math.ceil(document.documentElement.getBoundingClientRect().height);</script>
</body></html>
`;
}

/**
 * The first of CHROMIUM_NAMES that is an executable file on `searchPath`.
 * @param {string} [searchPath]
 * @returns {string | null}
 */
export function findChromium(searchPath = process.env.PATH ?? '') {
  for (const name of CHROMIUM_NAMES) {
    const file = text.findOnPath(name, searchPath);
    if (file) return file;
  }
  return null;
}

/** What to tell a person whose PATH has no Chromium. */
export const NO_CHROMIUM = `no Chromium on PATH (looked for ${CHROMIUM_NAMES.join(', ')}); it takes ` +
  'the screenshot of the comment. Install it (Debian or Ubuntu: sudo apt-get install chromium) and run again';

class RenderError extends Error {}

/** Runs Chromium on `url` with a fresh profile; returns its stdout. */
function chromium(binary, args, url) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-chromium-'));
  try {
    const result = spawnSync(binary, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, ...args, url],
                             { encoding: 'utf8', timeout: CHROMIUM_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
    if (result.error || result.status !== 0) {
      const why = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
      const tail = (result.stderr ?? '').trim().split('\n').slice(-8).join('\n');
      throw new RenderError(`${binary} failed (${why})${tail ? `:\n${tail}` : ''}`);
    }
    return result.stdout;
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Renders `markdownFile` to `pngFile`, PAGE_WIDTH wide and as tall as the comment.
 * @param {string} markdownFile
 * @param {string} pngFile
 * @returns {{ width: number, height: number }}
 */
export function renderComment(markdownFile, pngFile) {
  const binary = findChromium();
  if (!binary) throw new RenderError(NO_CHROMIUM);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nba-comment-'));
  try {
    const page = path.join(dir, 'comment.html');
    fs.writeFileSync(page, commentPage(fs.readFileSync(markdownFile, 'utf8'), fs.readFileSync(GITHUB_CSS, 'utf8')));
    const url = pathToFileURL(page).href;
    const dom = chromium(binary, ['--dump-dom', `--window-size=${PAGE_WIDTH},600`], url);
    const height = Number(/<body data-height="(\d+)"/.exec(dom)?.[1]);
    if (!(height > 0)) throw new RenderError(`Could not measure the page in ${binary}: no height in its DOM`);
    fs.rmSync(pngFile, { force: true });
    chromium(binary, [`--screenshot=${path.resolve(pngFile)}`, `--window-size=${PAGE_WIDTH},${height}`], url);
    if (!fs.existsSync(pngFile)) throw new RenderError(`${binary} wrote no screenshot to ${pngFile}`);
    fs.writeFileSync(pngFile, withSource(fs.readFileSync(pngFile), sourceOf(fs.readFileSync(markdownFile))));
    return { width: PAGE_WIDTH, height };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The picture says which markdown it shows: a PNG text chunk (tEXt) holds
// the SHA-256 of the comment it was taken of, so a test can tell a picture
// older than its comment (test/demo.test.js), where pixels cannot be compared.
const SOURCE_KEYWORD = 'node-benchmark-action:source';

/** The source value of a markdown file's bytes. @param {Buffer} bytes */
export const sourceOf = (bytes) => `sha256:${crypto.createHash('sha256').update(bytes).digest('hex')}`;

/**
 * The PNG with a tEXt chunk `keyword\0value` before its IEND chunk.
 * @param {Buffer} png  @param {string} value
 */
function withSource(png, value) {
  const data = Buffer.from(`${SOURCE_KEYWORD}\0${value}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])), 8 + data.length);
  const iend = png.length - 12;
  if (png.toString('latin1', iend + 4, iend + 8) !== 'IEND') throw new RenderError('the screenshot is not a PNG ending in IEND');
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

/**
 * The source a PNG written by renderComment names, or null.
 * @param {Buffer} png
 * @returns {string | null}
 */
export function pngSource(png) {
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'tEXt') {
      const [keyword, value] = png.toString('latin1', at + 8, at + 8 + length).split('\0');
      if (keyword === SOURCE_KEYWORD) return value;
    }
    at += 12 + length;
  }
  return null;
}

const USAGE = 'usage: node scripts/render-comment.js <comment.md> <out.png>\n' +
  '       node scripts/render-comment.js --check';

/** The command line; returns the exit code. */
function main(args) {
  if (args.length === 1 && args[0] === '--check') {
    if (findChromium()) return 0;
    process.stderr.write(`render-comment: ${NO_CHROMIUM}\n`);
    return 1;
  }
  const [markdownFile, pngFile] = args;
  if (args.length !== 2 || markdownFile.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    const { width, height } = renderComment(markdownFile, pngFile);
    process.stderr.write(`${pngFile}: ${width} x ${height} px\n`);
    return 0;
  } catch (err) {
    // A bad file or Chromium's own failure is told in a line; our bugs keep their stack.
    if (!(err instanceof RenderError) && !(err instanceof Error && 'code' in err && err.code)) throw err;
    process.stderr.write(`render-comment: ${err.message}\n`);
    return 1;
  }
}

// Through the real path: run by a symlink (a copy of the tree that links
// scripts/), the script would otherwise do nothing and exit 0.
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
