// benchmark/history.js as a user runs it: real CSV files of compare.js's
// format, one `add` per commit into a real store directory, `changes` and
// `site` on it, and the store's files read as the untrusted data a public
// page reads.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { run, benchmarkDir } from './helpers/bench-dir.js';
import randomness from '../benchmark/_lib/random.js';
import { tempDir } from './helpers/temp.js';

const historyJs = path.join(benchmarkDir, 'history.js');
const history = (args, options = {}) => run(process.execPath, [historyJs, ...args], options);

/** The same history on every run: seeded draws, uniform and standard normal. */
const { createRng: random } = randomness;

const CONFIGURATIONS = [
  ['string_decoder/decode.js', 'n=1000 encoding=\'utf8\''],
  ['string_decoder/decode.js', 'n=1000 encoding=\'latin1\''],
  ['string_decoder/create.js', 'n=100'],
  ['buffers/fill.js', 'n=1000'],
];

/**
 * compare.js's CSV for one commit against the reference: `runs` rates per
 * binary and configuration; the machine's speed (`machine`, around 1)
 * scales both binaries alike, `factors[i]` the commit's own speed.
 * @param {{ uniform: () => number, gauss: () => number }} rand
 * @param {{ machine: number, factors: (number | null)[], runs?: number, noise?: number }} o  null: no result
 */
function csvOf(rand, { machine, factors, runs = 10, noise = 0.02 }) {
  const lines = ['"binary","filename","configuration","rate","time"'];
  CONFIGURATIONS.forEach(([filename, configuration], i) => {
    if (factors[i] === null) return;
    const base = 1e6 * (i + 1);
    for (let r = 0; r < runs; r++) {
      // The machine drifts a little within a run too.
      const drift = machine * (1 + 0.005 * rand.gauss());
      for (const [binary, factor] of /** @type {[string, number][]} */ ([['old', 1], ['new', factors[i]]])) {
        const rate = base * drift * factor * (1 + noise * rand.gauss());
        lines.push(`"${binary}","${filename}","${configuration.replace(/"/g, '""')}",${rate},${1e6 / rate}`);
      }
    }
  });
  return `${lines.join('\n')}\n`;
}

const sha = (i) => (i + 1).toString(16).padStart(8, '0').repeat(5);
const dateOf = (i) => new Date(Date.UTC(2026, 10, 1, 12) + i * 3_600_000).toISOString();

/**
 * A store of `commits` commits, each added with history.js add.
 * @param {{ commits?: number, step?: { at: number, configuration: number, factor: number } | null, seed?: number,
 *   wander?: number, lose?: { at: number, configuration: number } | null }} [options]
 */
async function makeStore({ commits = 30, step = { at: 20, configuration: 2, factor: 0.96 }, seed = 1,
  wander = 0.05, lose = null } = {}) {
  const dir = tempDir('nba-history-');
  const rand = random(seed);
  const store = path.join(dir, 'store');
  for (let i = 0; i < commits; i++) {
    /** @type {(number | null)[]} */
    const factors = CONFIGURATIONS.map((_, c) => (c === step?.configuration && i >= step.at ? step.factor : 1));
    if (lose && i >= lose.at) factors[lose.configuration] = null;
    const machine = 1 + wander * (2 * rand.uniform() - 1);
    const csv = path.join(dir, `${i}.csv`);
    fs.writeFileSync(csv, csvOf(rand, { machine, factors }));
    const { code, stderr } = await history(['add', '--store', store, '--commit', sha(i), '--date', dateOf(i),
      '--reference', 'v24.11.0', csv]);
    assert.equal(code, 0, stderr);
  }
  return { dir, store };
}

test('the steering check: 30 commits, one real -4% step at commit 20 in one of 4 configurations, the machine ' +
  'wandering by ±5%: exactly that change point, and no other', { timeout: 300_000 }, async () => {
  for (const seed of [1, 2, 3]) {
    const { dir, store } = await makeStore({ seed });
    const { code, stdout, stderr } = await history(['changes', '--store', store, '--format', 'json']);
    assert.equal(code, 0, stderr);
    const { changes, missing } = JSON.parse(stdout);
    assert.equal(changes.length, 1, `seed ${seed}: ${stdout}`);
    const [change] = changes;
    assert.equal(change.name, 'string_decoder/create.js n=100');
    assert.ok([sha(19), sha(20), sha(21)].includes(change.commit), `seed ${seed}: at ${change.commit}`);
    assert.ok(change.changeLow < -4 && -4 < change.changeHigh, `seed ${seed}: ${JSON.stringify(change)}`);
    assert.ok(change.change < -2 && change.change > -6);
    assert.ok(change.before > 0.98 && change.before < 1.02 && change.after < change.before);
    for (const key of ['name', 'commit', 'date', 'before', 'after', 'change', 'changeLow', 'changeHigh']) {
      assert.ok(key in change, key);
    }
    assert.deepEqual(missing, []);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('history.js changes in text: the change with its interval, and a configuration that stopped giving results',
  { timeout: 300_000 }, async () => {
    const { dir, store } = await makeStore({ commits: 20, step: { at: 10, configuration: 0, factor: 0.8 },
      lose: { at: 15, configuration: 3 } });
    const { code, stdout, stderr } = await history(['changes', '--store', store]);
    assert.equal(code, 0, stderr);
    const lines = stdout.trim().split('\n');
    assert.equal(lines[0], '20 commits in 1 series (v24.11.0); 1 change point');
    assert.match(lines[1], new RegExp(`^${sha(10).slice(0, 12)} 2026-11-01 -\\d+\\.\\d% \\(-\\d+\\.\\d% to -\\d+\\.\\d%\\) ` +
      "string_decoder/decode\\.js n=1000 encoding='utf8'$"));
    assert.equal(lines[2], `${sha(15).slice(0, 12)} ${dateOf(15).slice(0, 10)} no result since this commit: buffers/fill.js n=1000`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

test('history.js changes says what it needs: the commits a configuration needs, and which have fewer', async () => {
  // 7 commits; one configuration lost its results after 4 of them.
  const { dir, store } = await makeStore({ commits: 7, lose: { at: 4, configuration: 3 } });
  const { code, stdout, stderr } = await history(['changes', '--store', store]);
  assert.equal(code, 0, stderr);
  assert.deepEqual(stdout.trim().split('\n').slice(0, 2), ['7 commits in 1 series (v24.11.0); 0 change points',
    'change points need at least 6 measured commits of a configuration; 1 configuration has fewer, and none can be ' +
    'found in them yet']);
  const site = await history(['site', '--store', store, '--out', path.join(dir, 'site')]);
  assert.equal(site.code, 0, site.stderr);
  assert.match(site.stderr, /\nhistory\.js: change points need at least 6 measured commits of a configuration; 1 configuration has fewer/);
  const empty = path.join(dir, 'empty');
  fs.mkdirSync(empty);
  const none = await history(['changes', '--store', empty]);
  assert.equal(none.stdout, '0 commits in 0 series (none); 0 change points\nthe store has no commits yet: add them ' +
    'with history.js add; change points need at least 6 measured commits of a configuration\n', none.stderr);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('history.js refuses what it cannot use, naming it, and loses nothing in the store', async () => {
  const dir = tempDir('nba-history-');
  const store = path.join(dir, 'store');
  const csv = path.join(dir, 'r.csv');
  fs.writeFileSync(csv, csvOf(random(5), { machine: 1, factors: [1, 1, 1, 1] }));
  const cases = [
    [[], /^history\.js: no command given: expected one of add, link, changes, site\n\nusage: /],
    [['plot', '--store', store], /^history\.js: unknown command "plot": expected one of add, link, changes, site/],
    [['add', csv], /^history\.js: add: --store DIR is required/],
    [['add', '--store', store, csv], /^history\.js: add: --commit, --date required/],
    [['add', '--store', store, '--commit', 'HEAD', '--date', dateOf(0), csv],
      /^history\.js: add: the new record\.commit: expected text matching/],
    [['add', '--store', store, '--commit', sha(0), '--date', 'yesterday', csv],
      /^history\.js: add: --date: expected a date such as 2026-11-27T12:00:00Z, got "yesterday"/],
    [['add', '--store', store, '--commit', sha(0), '--date', dateOf(0), '--reference', '../x', csv],
      /^history\.js: add: the new record\.reference: expected text matching/],
    [['add', '--store', store, '--commit', sha(0), '--date', dateOf(0), path.join(dir, 'none.csv')],
      /^history\.js: cannot read .*none\.csv: ENOENT/],
    [['changes', '--store', path.join(dir, 'nothing')], /^history\.js: changes: the store .*nothing is not a directory/],
    [['changes', '--store', store, '--alpha', '2'], /^history\.js: --alpha: expected a level between 0 and 0\.5/],
  ];
  for (const [args, message] of /** @type {[string[], RegExp][]} */ (cases)) {
    const { code, stderr } = await history(args);
    assert.equal(code, 1, `${args.join(' ')}: ${stderr}`);
    assert.match(stderr, message, args.join(' '));
    assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
  }
  // Added once; a second add of the same commit is refused, and the first file stays.
  assert.equal((await history(['add', '--store', store, '--commit', sha(0), '--date', dateOf(0), csv])).code, 0);
  const file = path.join(store, 'commits', `${sha(0)}.json`);
  const before = fs.readFileSync(file, 'utf8');
  const again = await history(['add', '--store', store, '--commit', sha(0), '--date', dateOf(0), csv]);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /is in the store already \(--replace to measure it again\)/);
  assert.equal(fs.readFileSync(file, 'utf8'), before);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a store is read as untrusted data: a link, a forged or oversized file is left out and named, the rest read',
  async () => {
    const dir = tempDir('nba-history-');
    const store = path.join(dir, 'store');
    const csv = path.join(dir, 'r.csv');
    const rand = random(9);
    for (let i = 0; i < 3; i++) {
      fs.writeFileSync(csv, csvOf(rand, { machine: 1, factors: [1, 1, 1, 1] }));
      assert.equal((await history(['add', '--store', store, '--commit', sha(i), '--date', dateOf(i), csv])).code, 0);
    }
    const commits = path.join(store, 'commits');
    const good = JSON.parse(fs.readFileSync(path.join(commits, `${sha(0)}.json`), 'utf8'));
    const secret = path.join(dir, 'secret.json');
    fs.writeFileSync(secret, JSON.stringify({ ...good, commit: sha(40) }));
    fs.symlinkSync(secret, path.join(commits, `${sha(40)}.json`));
    fs.writeFileSync(path.join(commits, `${sha(41)}.json`), JSON.stringify({ ...good, commit: sha(41),
      configurations: [{ ...good.configurations[0], ratio: 5, ratioLow: 0.9, ratioHigh: 1.1 }] }));
    fs.writeFileSync(path.join(commits, `${sha(42)}.json`), JSON.stringify({ ...good, commit: sha(1) }));
    fs.writeFileSync(path.join(commits, `${sha(43)}.json`), '{"version": 1, "commit": ');
    fs.writeFileSync(path.join(commits, `${sha(44)}.json`), JSON.stringify({ ...good, commit: sha(44), version: 2 }));
    const { code, stdout, stderr } = await history(['changes', '--store', store]);
    assert.equal(code, 0, stderr);
    assert.equal(stdout, '3 commits in 1 series (reference); 0 change points\n' +
      'change points need at least 6 measured commits of a configuration; the longest here has 3, so none can be found yet\n');
    const warned = stderr.trim().split('\n');
    assert.equal(warned.length, 5, stderr);
    assert.match(stderr, new RegExp(`${sha(40)}\\.json: a link, not a file; left out`));
    assert.match(stderr, new RegExp(`${sha(41)}\\.json: the file\\.configurations\\[0\\]: the interval does not hold the ratio; left out`));
    assert.match(stderr, new RegExp(`${sha(42)}\\.json: holds commit ${sha(1)}, not the one its name says; left out`));
    assert.match(stderr, new RegExp(`${sha(43)}\\.json: not JSON: `));
    assert.match(stderr, new RegExp(`${sha(44)}\\.json: the file: version 2, this history\\.js reads version 1: update node-benchmark-action; left out`));
    fs.rmSync(dir, { recursive: true, force: true });
  });
