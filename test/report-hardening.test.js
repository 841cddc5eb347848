// The report step against what a hostile or broken run job leaves in the
// results directory (the run job ran the pull request's code, so the report
// trusts nothing it wrote): text that hides or links, links planted at
// the names the report writes, a run stopped half way, a binary that crashes
// everywhere, a million samples, rates no benchmark measures, a results
// directory the job cannot read or write. Each test goes through reportStep
// (mode `report`) against the local stand-in of GitHub's API, and reads the
// comment as GitHub shows it (test/helpers/gfm.js).
//
// The runs that a real compare.js can make (stopped, crashing, complete) are
// made by it, on a tiny benchmark directory; what only an attacker writes
// is written by hand.

import test, { after, mock } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import { reportStep } from '../src/modes/report.js';
import { createGitHub } from '../src/github/client.js';
import { createRequest } from '../src/request/request.js';
import { startGitHubStandIn } from './helpers/github-stand-in.js';
import { fakeLog } from './helpers/fake-log.js';
import { renderGfm, visibleText } from './helpers/gfm.js';
import { makeBenchDir, benchSource, compareJs, run, interruptAfterRows, repoRoot } from './helpers/bench-dir.js';
import { BASE, HEAD, MERGE, RUN_URL } from './helpers/world.js';
import { tempDir } from './helpers/temp.js';

const scratch = tempDir('nba-hardening-');
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

const TOKEN = 'ghs_HardeningTestToken0123456789abcdefAB';
const HEADER = '"binary","filename","configuration","rate","time"\n';
const FAST = { retryBaseMs: 1, spaceWrites: false };

/** Four configurations of alpha, one of beta: measured in milliseconds. */
const BENCH = makeBenchDir({
  'alpha/a.js': benchSource({ n: [100, 200, 300, 400] }, 'for (let i = 0; i < n; i++);'),
  'beta/b.js': benchSource({ n: [100] }, 'for (let i = 0; i < n; i++);'),
});
after(() => fs.rmSync(BENCH, { recursive: true, force: true }));

/**
 * A node that dies before running anything, as a broken build does; it
 * still answers --version, so that compare.js, which checks that first,
 * runs it (one that does not is refused before any benchmark: compare-cli.test.js).
 */
const CRASHING = path.join(scratch, 'node-crashing');
fs.writeFileSync(CRASHING, '#!/bin/sh\nif [ "$1" = --version ]; then echo v22.11.0; exit 0; fi\n' +
  'echo "FATAL ERROR: v8::ToLocalChecked Empty MaybeLocal" >&2\nexit 134\n');
fs.chmodSync(CRASHING, 0o755);

/** A fresh results directory holding `files`. */
function resultsDir(files = {}) {
  const dir = fs.mkdtempSync(path.join(scratch, 'results-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** compare.js's CSV of `rows`: [binary, filename, configuration, rate]. */
function csv(rows) {
  return HEADER + rows.map(([binary, file, conf, rate]) => `"${binary}","${file}","${conf}",${rate},0.1\n`).join('');
}

/**
 * The report step on `dir` for pull request 12 (or `prNumber`), as mode
 * `report` runs it, against a stand-in that holds #12.
 * @param {string} dir
 * @param {{ categories?: string[], runs?: number, prNumber?: number }} [asked]
 */
async function report(dir, { categories = ['alpha'], runs = 2, prNumber = 12 } = {}) {
  const gh = await startGitHubStandIn({ repo: 'o/r', token: TOKEN,
    pulls: [{ number: 12, headSha: HEAD, baseSha: BASE, mergeCommitSha: MERGE }] });
  try {
    const log = fakeLog();
    const env = { GITHUB_API_URL: gh.url, GITHUB_REPOSITORY: 'o/r' };
    const github = createGitHub({ token: TOKEN, env, owner: 'o', repo: 'r', log, timing: FAST });
    const request = createRequest({ prNumber, commentId: null, method: 'merge', baseSha: BASE, headSha: HEAD,
      mergeSha: MERGE, mergeBaseSha: null, noMerge: null, categories, filters: [], excludes: [], runs,
      accuracy: null, maxRuns: null, sets: [], profile: false, auto: null, runsLimit: 100 });
    const settings = /** @type {any} */ ({ resultsDir: dir, comment: true, failOnRegression: null, maxRuns: 100 });
    const context = { settings, env, log, github, machineRoot: '/', url: RUN_URL };
    let error = null;
    try {
      await reportStep(context, request);
    } catch (err) {
      error = err;
    }
    const [sticky = null] = gh.state.comments.filter((c) => c.body.startsWith('<!-- node-benchmark-action'));
    return { error, record: log.record, body: sticky?.body ?? '' };
  } finally {
    await gh.close();
  }
}

/** The comment's verdict line, without its bold. */
const verdictOf = (body) => /^\*\*Benchmark: (.*)\*\*$/m.exec(body)?.[1] ?? '';

/** Runs compare.js to its end into a new results directory. */
async function compare(args, { old = process.execPath, neu = process.execPath } = {}) {
  const dir = resultsDir();
  const { stdout, stderr } = await run(process.execPath, [compareJs, '--old', old, '--new', neu,
    '--benchmark-dir', BENCH, '--no-progress', '--seed', '1', '--ndjson', path.join(dir, 'samples.ndjson'), ...args]);
  fs.writeFileSync(path.join(dir, 'results.csv'), stdout);
  return { dir, stderr };
}

// ---- 5. text that hides, reorders or links; links at the names the report writes -------------------------

const HIDDEN = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069',
  '\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u2028', '\u{E0041}'];
const LINKING = 'https://evil.example/x www.evil.example GH-7 gh-8 #7 @octocat @org/team a.b@evil.example ' +
  'mailto:a@evil.example';

test('5: what the artifact says (names, failures, the machine) reaches the comment visible, and links nothing', async () => {
  const hostile = `s='${HIDDEN.join('x')} ${LINKING}'`;
  const dir = resultsDir({
    'results.csv': csv([
      ['old', 'alpha/a.js', `n=1 ${hostile}`, 100], ['old', 'alpha/a.js', `n=1 ${hostile}`, 130],
      ['new', 'alpha/a.js', `n=1 ${hostile}`, 90], ['new', 'alpha/a.js', `n=1 ${hostile}`, 140],
      ['old', 'alpha/\u202Eb.js', 'n=2', 'Infinity'], ['old', 'alpha/\u202Eb.js', 'n=2', 1],
      ['new', 'alpha/\u202Eb.js', 'n=2', 1], ['new', 'alpha/\u202Eb.js', 'n=2', 1]]),
    'samples.ndjson': [{ type: 'run', driver: 'compare.js', schedule: 'rounds', seed: 1, plan: null, runs: 2 },
      { type: 'failure', filename: 'alpha/a.js', binary: 'new', configuration: `n=3 ${hostile}`, code: 1,
        stderr: `Error: ${hostile}\n    at x (alpha/a.js:1:1)` }].map((r) => JSON.stringify(r)).join('\n') + '\n',
    'machine.json': JSON.stringify({ record: { cpuModel: `Xeon ${hostile}`, cpus: [0], governors: { cpu0: 'performance' },
      kernel: `6.1 ${hostile}` }, versions: { 'node-pr': `v23 ${hostile}` }, tuning: [], cpuset: null }),
  });
  const { error, body } = await report(dir);
  assert.equal(error, null);
  const { body: shown } = renderGfm(body);
  const links = [...shown.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  assert.ok(links.length > 0 && links.every((href) => href?.startsWith(RUN_URL)), `links: ${links.join(' ')}`);
  const text = shown.textContent ?? '';
  // Our own zero-width spaces break links (after `https:`, `www`, `@`, `#`, `GH-`, `<`): no other
  // invisible or reordering character is left, and each hidden one is named where it was.
  const stray = [...text.matchAll(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu)]
    .filter((m) => !/[\t\n]/.test(m[0]) && !(m[0] === '\u200B' && /(?:[:@#<-]|www)$/i.test(text.slice(0, m.index))));
  assert.deepEqual(stray.map((m) => `U+${m[0].codePointAt(0)?.toString(16).toUpperCase()}`), []);
  for (const char of ['202E', '2066', '200B', 'FEFF', 'E0041']) assert.ok(text.includes(`<U+${char}>`), `<U+${char}> shown`);
  assert.match(text, /alpha\/<U\+202E>b\.js n=2/, 'a file name too');
  // GitHub links GH-7 outside code (gfm.js does not: read the text).
  const outsideCode = /** @type {HTMLElement} */ (shown.cloneNode(true));
  for (const code of [...outsideCode.querySelectorAll('code, pre')]) code.remove();
  assert.doesNotMatch(outsideCode.textContent ?? '', /\bGH-\d/i);
  assert.match(visibleText(shown).replace(/\u200B/g, ''), /GH-7 gh-8 #7 @octocat @org\/team a\.b@evil\.example/,
    'the text itself is kept');
});

test('5: links planted at comment.md, results.json, the charts and results-merged.csv are replaced, their targets untouched', async () => {
  const shard = (index, category) => ({ [`shard-${index}/shard.json`]: JSON.stringify({ index, total: 2, categories: [category] }),
    [`shard-${index}/results.csv`]: csv([['old', `${category}/a.js`, 'n=1', 10], ['old', `${category}/a.js`, 'n=1', 11],
      ['new', `${category}/a.js`, 'n=1', 10], ['new', `${category}/a.js`, 'n=1', 12]]) });
  const dir = resultsDir({ ...shard(0, 'alpha'), ...shard(1, 'beta') });
  const outside = resultsDir();
  const names = ['comment.md', 'results.json', 'rates.svg', 'improvement.svg', 'results-merged.csv'];
  for (const name of names) {
    fs.writeFileSync(path.join(outside, name), 'precious');
    fs.symlinkSync(path.join(outside, name), path.join(dir, name));
  }
  const { error, record } = await report(dir, { categories: ['alpha', 'beta'] });
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  for (const name of names) {
    assert.equal(fs.readFileSync(path.join(outside, name), 'utf8'), 'precious', `${name} outside is untouched`);
    assert.ok(fs.lstatSync(path.join(dir, name)).isFile(), `${name} is a file of the results directory now`);
  }
  assert.match(fs.readFileSync(path.join(dir, 'results-merged.csv'), 'utf8'), /^"binary",.*\n"old","alpha\/a\.js"[^]*"beta\/a\.js"/);
  assert.match(fs.readFileSync(path.join(dir, 'comment.md'), 'utf8'), /^<!-- node-benchmark-action/);
});

// ---- 6. a run that stopped half way --------------------------------------------------------------------

test('6: a run stopped after 3 blocks says it is partial, how far it got and which category it never reached', async () => {
  const dir = resultsDir();
  // Old and new of each configuration back to back, alpha's four first: after 6 rows beta has none.
  const { stdout } = await interruptAfterRows(process.execPath, ['--old', process.execPath, '--new', process.execPath,
    '--benchmark-dir', BENCH, '--no-progress', '--seed', '1', '--runs', '10', '--ndjson', path.join(dir, 'samples.ndjson'),
    '--', 'alpha', 'beta'], 7);
  fs.writeFileSync(path.join(dir, 'results.csv'), stdout);
  assert.ok(!stdout.includes('beta/'), 'beta was not reached');
  const { error, record, body } = await report(dir, { categories: ['alpha', 'beta'], runs: 10 });
  assert.equal(error, null);
  const verdict = verdictOf(body);
  // compare.js counts a block once both its processes have ended: the last one the signal cut may not count.
  assert.match(verdict, /^⚠️ Partial results: the run stopped after [234] of 50 blocks \(its job was cancelled, timed out or killed\); categories not reached: beta\. In the part that ran: no configuration could be tested/, verdict);
  assert.equal(record.failed.length, 1);
  assert.match(record.failed[0], /^Partial results: the run stopped after [234] of 50 blocks/);
});

test('6: a complete run is not called partial; the same run with results.csv cut in a line is', async () => {
  const { dir } = await compare(['--runs', '2', '--', 'alpha']);
  const complete = await report(dir);
  assert.deepEqual(complete.record.failed, []);
  assert.doesNotMatch(complete.body, /Partial/);
  const file = path.join(dir, 'results.csv');
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.slice(0, text.length - 8));
  const last = text.trimEnd().split('\n').length;
  const cut = await report(dir);
  assert.equal(cut.error, null);
  assert.match(verdictOf(cut.body), new RegExp(`^⚠️ Partial results: results\\.csv ends in the middle of line ${last}, ` +
    'which is left out \\(its job was cancelled, timed out or killed\\)\\. In the part that ran: '));
  assert.match(cut.record.failed[0] ?? '', new RegExp(`^Partial results: results\\.csv ends in the middle of line ${last}`));
});

test('6: results.csv with another run\'s samples.ndjson fails the comment naming the first row, never a verdict', async () => {
  const first = await compare(['--runs', '2', '--', 'alpha']);
  const second = await compare(['--runs', '2', '--', 'alpha']);
  fs.copyFileSync(path.join(second.dir, 'samples.ndjson'), path.join(first.dir, 'samples.ndjson'));
  const [, row] = fs.readFileSync(path.join(first.dir, 'results.csv'), 'utf8').split('\n');
  const [binary, filename, configuration, rate] = row.split(',');
  const { error, record, body } = await report(first.dir);
  assert.equal(error, null);
  const runId = JSON.parse(fs.readFileSync(path.join(second.dir, 'samples.ndjson'), 'utf8').split('\n')[0]).id;
  const refusal = `results.csv and samples.ndjson are not from the same run (samples.ndjson is run ${runId}): ` +
    `results.csv line 2 has ${binary.slice(1, -1)} ${filename} ${configuration} at ${rate}, and samples.ndjson line `;
  assert.equal(record.failed.length, 1);
  assert.ok(record.failed[0].startsWith(`The benchmark failed while reading the results of the benchmark job: ${refusal}`),
    record.failed[0]);
  assert.match(record.failed[0], / has the same binary and configuration at [\d.e+]+ \(the first of its samples that results\.csv does not have\)\. The run job writes both in one compare\.js run: was one replaced, or another run's artifact downloaded into the same directory\?$/);
  const shown = visibleText(renderGfm(body).body);
  assert.ok(shown.startsWith(`Benchmark: Failed while reading the results of the benchmark job: ${refusal}`), shown);
  assert.doesNotMatch(body, /regressed|improved|no change/i);
});

// ---- 12. a binary that crashes in every process --------------------------------------------------------

test('12: a new binary that crashes everywhere is named in the verdict, with its first error', async () => {
  const { dir } = await compare(['--runs', '2', '--', 'alpha'], { neu: CRASHING });
  const { error, record, body } = await report(dir);
  assert.equal(error, null);
  assert.equal(verdictOf(body), 'The new binary failed in every benchmark process it ran (1 failure), so nothing ' +
    'could be compared. The first failure: alpha/a.js exited with code 134: FATAL ERROR: v8::ToLocalChecked Empty MaybeLocal');
  assert.doesNotMatch(body, /No configuration could be tested/);
  assert.match(record.failed[0] ?? '', /^The new binary failed in every benchmark process/);
});

test('12: an old binary that crashes everywhere is named the same way; when every process fails under both, that is said', async () => {
  const old = await compare(['--runs', '2', '--', 'alpha'], { old: CRASHING });
  assert.match(verdictOf((await report(old.dir)).body),
    /^The old binary failed in every benchmark process it ran \(1 failure\), so nothing could be compared\. The first failure: alpha\/a\.js exited with code 134: FATAL ERROR/);
  // Both: compare.js writes no row, and the run step says so in failure.json (machine/compare.js CompareError).
  const both = await compare(['--runs', '2', '--', 'alpha'], { old: CRASHING, neu: CRASHING });
  fs.writeFileSync(path.join(both.dir, 'failure.json'), JSON.stringify({ step: 'benchmarking',
    message: 'compare.js produced no results (exit code 1)', logTail: both.stderr }));
  const { record, body } = await report(both.dir);
  assert.match(body, /\*\*Benchmark: Failed\*\* while benchmarking: compare\.js produced no results \(exit code 1\): every benchmark process failed, under both binaries \(2 failures\), so nothing could be compared\. The first failure: alpha\/a\.js exited with code 134: FATAL ERROR: v8::ToLocalChecked Empty MaybeLocal\n/);
  assert.match(record.failed[0] ?? '', /every benchmark process failed, under both binaries/);
});

// ---- a configuration that got no result ----------------------------------------------------------------

test('16: a configuration that failed in every run is listed under the verdict, named, with why; hostile names stay inert', async () => {
  // A real run on Node core's newest harness, its middle configuration throwing.
  const dir = resultsDir();
  const harness = path.join(repoRoot, 'test', 'fixtures', 'node-core-harness', 'newest');
  const { stdout } = await run(process.execPath, [compareJs, '--old', process.execPath, '--new', process.execPath,
    '--benchmark-dir', harness, '--no-progress', '--seed', '1', '--runs', '2', '--ndjson', path.join(dir, 'samples.ndjson'),
    'steps'], { env: { ...process.env, FIXTURE_STEP: '3', FIXTURE_HOW: 'throw' } });
  fs.writeFileSync(path.join(dir, 'results.csv'), stdout);
  const { error, body } = await report(dir, { categories: ['steps'] });
  assert.equal(error, null);
  const { body: shown } = renderGfm(body);
  const note = [...shown.querySelectorAll('p')].find((p) => p.textContent?.startsWith('⚠️ Not measured'));
  assert.equal(note?.textContent, '⚠️ Not measured: 1 configuration got no result from a binary, so it is not in the table:');
  const items = [...(note?.nextElementSibling?.querySelectorAll('li') ?? [])];
  assert.deepEqual(items.map((li) => li.textContent), ['steps/steps.js n=100000 step=3: old and new: exited with code 1 ' +
    'in all 2 runs · Error: failing on purpose at step 3']);
  assert.equal(items[0].querySelector('code')?.textContent, 'steps/steps.js n=100000 step=3');
  // The other configurations are in the table.
  assert.equal((body.match(/steps\/steps\.js n=100000 step=[1245]/g) ?? []).length >= 4, true);

  // What only an attacker writes: the record's text, escaped, links nothing.
  const lines = fs.readFileSync(path.join(dir, 'samples.ndjson'), 'utf8').trimEnd().split('\n');
  lines.splice(-1, 0, JSON.stringify({ type: 'unmeasured', filename: 'steps/`x`.js', configuration: 'a=</details><img src=x>',
    args: null, count: 1, old: `exited @octocat ${LINKING} \u202E`, new: null }));
  fs.writeFileSync(path.join(dir, 'samples.ndjson'), `${lines.join('\n')}\n`);
  const hostile = await report(dir, { categories: ['steps'] });
  const { body: page } = renderGfm(hostile.body);
  assert.equal(page.querySelectorAll('img').length, 0);
  assert.ok([...page.querySelectorAll('a')].every((a) => a.getAttribute('href')?.startsWith(RUN_URL)));
  const item = [...page.querySelectorAll('li')].find((li) => li.textContent?.startsWith('steps/`x`.js'));
  assert.equal(item?.querySelector('code')?.textContent, 'steps/`x`.js a=</details><img src=x>');
  assert.match(item?.textContent ?? '', /: old: exited @\u200Boctocat .*<U\+202E>$/);
});

// ---- 9. a million samples ---------------------------------------------------------------------------------

test('9: a million samples (2,500 configurations, 200 runs a side) are reported, not a stack overflow', async (t) => {
  const chunks = [HEADER];
  for (let c = 0; c < 2500; c++) {
    const rows = [];
    for (let r = 0; r < 200; r++) {
      rows.push(`"old","alpha/a.js","n=${c}",${1000 + ((r * 7919 + c) % 101)},0.1\n`,
        `"new","alpha/a.js","n=${c}",${1000 + ((r * 104729 + c) % 97)},0.1\n`);
    }
    chunks.push(rows.join(''));
  }
  const dir = resultsDir({ 'results.csv': chunks.join('') });
  const started = performance.now();
  const { error, record, body } = await report(dir);
  t.diagnostic(`the report step took ${((performance.now() - started) / 1000).toFixed(1)} s for 1,000,000 samples`);
  assert.equal(error, null);
  assert.deepEqual(record.failed, []);
  assert.match(verdictOf(body), /2500 configurations/);
  assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'results.json'), 'utf8')).comparisons.length, 2500);
  for (const chart of ['rates.svg', 'improvement.svg']) {
    assert.match(fs.readFileSync(path.join(dir, chart), 'utf8'), /^<svg /, chart);
  }
});

// ---- 13. rates, warnings, directories, with the right cause ---------------------------------------------

test('13: a negative rate is refused naming its line; NaN is shown as Infinity is, naming its line', async () => {
  const rows = [['old', 'alpha/a.js', 'n=1', 10], ['old', 'alpha/a.js', 'n=1', 11], ['new', 'alpha/a.js', 'n=1', 12]];
  const negative = await report(resultsDir({ 'results.csv': csv([...rows, ['new', 'alpha/a.js', 'n=1', -5]]) }));
  assert.match(negative.body, /\*\*Benchmark: Failed\*\* while reading the results of the benchmark job: results\.csv is not compare\.js output: The CSV has 1 bad line: line 5: the rate is negative: "-5" \(a benchmark measures operations per second: never fewer than 0\)/);
  for (const rate of ['NaN', 'Infinity']) {
    const { body } = await report(resultsDir({ 'results.csv': csv([...rows, ['new', 'alpha/a.js', 'n=1', rate]]) }));
    assert.match(verdictOf(body), /^No configuration could be tested: 1 with a rate that is not finite/);
    assert.match(visibleText(renderGfm(body).body), new RegExp(`alpha/a\\.js n=1: the new rate on line 5 is ${rate === 'NaN' ? 'NaN' : 'Inf'}`));
  }
});

test('13: what is wrong with results.csv (lines not UTF-8) is said under the verdict, not only in the log', async () => {
  const text = csv([['old', 'alpha/a.js', 'n=1', 10], ['old', 'alpha/a.js', 'n=1', 11], ['new', 'alpha/a.js', 'n=1', 12],
    ['new', 'alpha/a.js', 'n=1', 13]]);
  const bytes = Buffer.from(text.replace('"n=1",13', '"n=1 \u00ff",13'), 'latin1');
  const dir = resultsDir();
  fs.writeFileSync(path.join(dir, 'results.csv'), bytes);
  const { body } = await report(dir);
  assert.match(body, /\n⚠️ results\.csv: line 5: not valid UTF-8; its bad bytes read as "\uFFFD"/);
});

test('13: a results directory under a file is named as such, not as a missing download', async () => {
  const file = path.join(resultsDir(), 'a-file');
  fs.writeFileSync(file, 'not a directory');
  const { error, record, body } = await report(path.join(file, 'results'));
  assert.equal(error, null);
  assert.equal(record.failed[0], `The benchmark failed while reading the results of the benchmark job: the results ` +
    `directory ${file}/results cannot be read: ${file} is a file, not a directory (check the 'results-dir' input)`);
  assert.match(body, /\*\*Benchmark: Failed\*\* while reading the results/);
});

test('13: a results directory the report step may not write to fails the comment with that cause, never stays "Queued"', async (t) => {
  const dir = resultsDir({ 'results.csv': csv([['old', 'alpha/a.js', 'n=1', 10], ['old', 'alpha/a.js', 'n=1', 11],
    ['new', 'alpha/a.js', 'n=1', 12], ['new', 'alpha/a.js', 'n=1', 13]]) });
  // Root ignores chmod: the file system's answer to a write in a read-only directory, given by hand.
  const denied = (file) => Object.assign(new Error(`EACCES: permission denied, open '${file}'`), { code: 'EACCES' });
  const inside = (file) => String(file).startsWith(dir);
  const { O_WRONLY, O_RDWR } = fs.constants;
  const { openSync, writeFileSync } = fs;
  const { writeFile } = fsPromises;
  mock.method(fs, 'openSync', (/** @type {any} */ file, /** @type {any} */ flags, /** @type {any} */ mode) => {
    const writing = typeof flags === 'number' ? (flags & (O_WRONLY | O_RDWR)) !== 0 : /[wa+]/.test(String(flags ?? 'r'));
    if (inside(file) && writing) throw denied(file);
    return openSync(file, flags, mode);
  });
  mock.method(fs, 'writeFileSync', (/** @type {any} */ file, /** @type {any} */ data, /** @type {any} */ options) => {
    if (inside(file)) throw denied(file);
    return writeFileSync(file, data, options);
  });
  mock.method(fsPromises, 'writeFile', async (/** @type {any} */ file, /** @type {any} */ data, /** @type {any} */ options) => {
    if (inside(file)) throw denied(file);
    return writeFile(file, data, options);
  });
  t.after(() => mock.restoreAll());
  const { error, record, body } = await report(dir);
  mock.restoreAll();
  assert.equal(error, null);
  assert.match(record.failed[0] ?? '', /^The benchmark failed while writing the report into the results directory: cannot write rates\.svg in .*: permission denied/);
  assert.match(body, /\*\*Benchmark: Failed\*\* while writing the report into the results directory: cannot write rates\.svg in /);
});

test('5: escapeMarkdown breaks GitHub\'s GH-N links and math, and shows what is invisible', async () => {
  const { createRequire } = await import('node:module');
  const { escapeMarkdown } = createRequire(import.meta.url)('../benchmark/_lib/words/render.js');
  assert.equal(escapeMarkdown('GH-7 gh-8 $x$ a\u202Eb\u200Bc'), 'GH-\u200b7 gh-\u200b8 \\$x\\$ a&lt;U+202E&gt;b&lt;U+200B&gt;c');
});

test('13: a results directory or file the job may not read is named with that cause', async () => {
  // Imported here: the module is new, and the tests above must run (and fail) without it.
  const { directoryProblem } = await import('../src/results/safe-files.js');
  const { readPlainFile, FileReadError } = (await import('../benchmark/_lib/plain-file.js')).default;
  const denied = Object.assign(new Error('EACCES: permission denied, scandir'), { code: 'EACCES' });
  assert.equal(directoryProblem('/r', denied), 'cannot be read: permission denied (EACCES)');
  assert.equal(directoryProblem('/no/such/dir', Object.assign(new Error('x'), { code: 'ENOENT' })),
    'does not exist: was the artifact downloaded?');
  const dir = resultsDir({ 'results.csv': HEADER });
  mock.method(fs, 'openSync', () => { throw denied; });
  try {
    assert.throws(() => readPlainFile(path.join(dir, 'results.csv'), 100, 'results.csv'),
      (err) => err instanceof FileReadError && err.message === 'cannot read results.csv: permission denied (EACCES)');
  } finally {
    mock.restoreAll();
  }
});
