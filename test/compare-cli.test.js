// benchmark/compare.js, the tool, as a process: Node core's CSV byte for byte,
// the rounds schedule and its seed, --filter and --exclude, the command lines
// and binaries it refuses, a failing, hanging or interrupted benchmark, and
// the end of a run. The blocks schedule is test/blocks.test.js's; the
// Action's wrapper of the tool, src/machine/compare.js,
// test/machine-compare.test.js's.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  makeBenchDir, benchSource, run, parseCompareCsv, compareJs, repoRoot, interruptAfterRows,
} from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';

const node = process.execPath;
const HEADER = '"binary","filename","configuration","rate","time"';
const ROW_RE = /^"(old|new)","[^"]+","(?:[^"]|"")*",\d+(\.\d+)?(e[+-]\d+)?,\d+\.\d{9}$/;

function compare(args, options) {
  return run(node, [compareJs, '--old', node, '--new', node, '--no-progress', ...args], options);
}

function count(rows, predicate) {
  return rows.filter(predicate).length;
}

function tmpFile(name) {
  return path.join(tempDir('nba-out-'), name);
}

test('prints Node core\'s CSV byte for byte, quoting configurations like util.inspect', async () => {
  const dir = makeBenchDir({
    'quote/strings.js': benchSource({
      s: ['a"b', 'c,d', 'e\\f', '', "it's", 'both\'"'],
      n: [10],
    }),
  });
  const { code, stdout, stderr } = await compare(['--schedule', 'rounds', '--runs', '1', '--benchmark-dir', dir, 'quote']);
  assert.equal(code, 0, stderr);
  const lines = stdout.split('\n');
  assert.equal(lines[0], HEADER);
  assert.equal(lines.at(-1), '', 'the CSV ends with a newline');
  const configurations = lines.slice(1, -1).map((line) => {
    assert.match(line, ROW_RE);
    return line.split(',"')[2].replace(/",.*$/, '');
  });
  // The configuration column as Node core writes it: inspect quoting, then
  // every `"` doubled.
  const expected = [
    'n=10 s=\'a""b\'',
    'n=10 s=\'c,d\'',
    'n=10 s=\'e\\\\f\'',
    'n=10 s=\'\'',
    'n=10 s=""it\'s""',
    'n=10 s=`both\'""`',
  ];
  assert.deepEqual(configurations.slice(0, 6).sort(), [...expected].sort());
  assert.deepEqual(configurations.slice(6).sort(), [...expected].sort());
  const filenames = new Set(lines.slice(1, -1).map((line) => line.split(',')[1]));
  assert.deepEqual([...filenames], ['"quote/strings.js"']);
});

test('--schedule rounds writes runs x 2 binaries x configurations rows, each configuration once per binary and round', async () => {
  const dir = makeBenchDir({
    'grid/a.js': benchSource({ size: [1, 2, 3], kind: ['x', 'y'], n: [5] }),
  });
  const ndjson = tmpFile('samples.ndjson');
  const { code, stdout, stderr } = await compare(
    ['--schedule', 'rounds', '--runs', '3', '--ndjson', ndjson, '--benchmark-dir', dir, 'grid']);
  assert.equal(code, 0, stderr);
  const { header, rows } = parseCompareCsv(stdout);
  assert.equal(header, HEADER);
  assert.equal(rows.length, 3 * 2 * 6);
  for (const binary of ['old', 'new']) {
    for (const size of [1, 2, 3]) {
      for (const kind of ['x', 'y']) {
        const configuration = `n=5 kind='${kind}' size=${size}`;
        assert.equal(count(rows, (r) => r.binary === binary && r.configuration === configuration), 3,
                     `${binary} ${configuration}`);
      }
    }
  }
  const records = fs.readFileSync(ndjson, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(records[0].type, 'run');
  assert.equal(records[0].schedule, 'rounds');
  assert.equal(records[0].runs, 3);
  assert.equal(records[0].plan, null);
  const samples = records.filter((r) => r.type === 'sample');
  assert.equal(samples.length, rows.length);
  for (const sample of samples) {
    // allocated, heapUsed and maxRSS: what our common.js counts (records.js), null when the binary cannot.
    assert.deepEqual(Object.keys(sample).sort(),
                     ['allocated', 'args', 'binary', 'configuration', 'endedAt', 'filename', 'heapUsed', 'maxRSS',
                      'padding', 'pid', 'rate', 'round', 'slot', 'startedAt', 'time', 'type']);
    // The run pass's own argv, which names the same configuration.
    assert.deepEqual([...sample.args].sort(), sample.configuration.replace(/'/g, '').split(' ').sort());
    assert.ok(Number.isInteger(sample.round) && sample.round >= 0 && sample.round < 3);
    assert.ok(sample.slot === 0 || sample.slot === 1);
    assert.ok(!Number.isNaN(Date.parse(sample.startedAt)));
    assert.ok(Date.parse(sample.endedAt) >= Date.parse(sample.startedAt));
    assert.ok(Number.isInteger(sample.pid) && sample.pid > 0);
  }
  // One config-pass process per (binary, round): its pid is on all its samples.
  assert.equal(new Set(samples.map((s) => s.pid)).size, 3 * 2);
  // Each sample has its own run pass's start, after the one before it ended (a busy machine can
  // start two within one millisecond: their order is what is checked, not that the times differ).
  for (const pid of new Set(samples.map((s) => s.pid))) {
    const its = samples.filter((s) => s.pid === pid);
    its.slice(1).forEach((sample, i) =>
      assert.ok(Date.parse(sample.startedAt) >= Date.parse(its[i].endedAt), `${sample.startedAt} after ${its[i].endedAt}`));
  }
  assert.equal(records.at(-1).type, 'end');
  assert.deepEqual(records.at(-1), { ...records.at(-1), processes: 6, failures: 0, unmeasured: 0, signal: null });
  // Within a round old and new take one slot each.
  for (let round = 0; round < 3; round++) {
    const slots = new Map(samples.filter((s) => s.round === round).map((s) => [s.binary, s.slot]));
    assert.deepEqual([...slots.values()].sort(), [0, 1], `round ${round}`);
  }
});

test('--schedule rounds: the old/new order within rounds is random, and --seed reproduces it', async () => {
  const dir = makeBenchDir({ 'order/a.js': benchSource({ n: [1] }) });
  const orderOf = async (seed) => {
    const ndjson = tmpFile('order.ndjson');
    const { code, stderr } = await compare(
      ['--schedule', 'rounds', '--runs', '12', '--seed', String(seed), '--ndjson', ndjson, '--benchmark-dir', dir, 'order']);
    assert.equal(code, 0, stderr);
    const records = fs.readFileSync(ndjson, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    assert.equal(records[0].seed, seed);
    return records.filter((r) => r.type === 'sample' && r.slot === 0).map((r) => r.binary).join(' ');
  };
  const first = await orderOf(42);
  assert.equal(await orderOf(42), first);
  assert.match(first, /old/);
  assert.match(first, /new/);
  assert.notEqual(await orderOf(7), first);
});

for (const schedule of ['blocks', 'rounds']) {
  test(`--schedule ${schedule}: a rate that is not a number (--set n=--test) is that configuration's failure, never a null row`,
    async () => {
      // `--set n=--test` makes n NaN in x/count.js, so its rate is NaN, which reaches compare.js as null;
      // x/fixed.js has no n and still measures.
      const dir = makeBenchDir({ 'x/count.js': benchSource({ n: [100], m: ['p', 'q'] }, 'for (let i = 0; i < n; i++);'),
        'x/fixed.js': benchSource({ len: [4] }, 'for (let i = 0; i < 100; i++);') });
      const ndjson = tmpFile('nan.ndjson');
      const { code, stdout, stderr } = await compare(['--schedule', schedule, '--runs', '2', '--set', 'n=--test',
        '--ndjson', ndjson, '--benchmark-dir', dir, 'x']);
      assert.equal(code, 1, 'failures make the exit code 1');
      assert.doesNotMatch(stdout, /null/);
      const rows = parseCompareCsv(stdout).rows;
      assert.deepEqual([...new Set(rows.map((r) => `${r.filename} ${r.configuration}`))], ['x/fixed.js len=4']);
      assert.equal(rows.length, 4);
      const records = fs.readFileSync(ndjson, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      assert.ok(records.every((r) => r.type !== 'sample' || typeof r.rate === 'number'), 'no sample without a rate');
      const failures = records.filter((r) => r.type === 'failure');
      assert.equal(failures.length, 8, '2 configurations x 2 binaries x 2 runs');
      assert.deepEqual([...new Set(failures.map((f) => `${f.binary} ${f.configuration} ${f.badRate} ${f.code}`))].sort(),
        ["new m='p' n=null null null", "new m='q' n=null null null", "old m='p' n=null null null",
          "old m='q' n=null null null"]);
      const unmeasured = records.filter((r) => r.type === 'unmeasured');
      const why = 'reported the rate null (not a number of operations per second) in all 2 runs';
      assert.deepEqual(unmeasured.map((u) => [u.configuration, u.old, u.new]),
        [["m='p' n=null", why, why], ["m='q' n=null", why, why]]);
      assert.match(stderr, /x\/count\.js, old binary, (round|block) \d: m='p' n=null failed: reported the rate null \(not a number of operations per second\)/);
      assert.equal(records.at(-1).failures, 8);
    });
}

test('--filter and --exclude are substring tests on the file name, and exclude wins', async () => {
  /** @type {Record<string, string>} */
  const files = {};
  for (const name of ['alpha.js', 'alphabet.js', 'beta.js', 'gamma-alpha.js']) {
    files[`pick/${name}`] = benchSource({ n: [1] });
  }
  files['alpha/other.js'] = benchSource({ n: [1] });
  const dir = makeBenchDir(files);
  const filesOf = async (...args) => {
    const { code, stdout, stderr } = await compare(['--runs', '1', '--benchmark-dir', dir, ...args]);
    assert.equal(code, 0, stderr);
    return [...new Set(parseCompareCsv(stdout).rows.map((r) => r.filename))];
  };
  assert.deepEqual(await filesOf('--filter', 'alpha', 'pick'),
                   ['pick/alpha.js', 'pick/alphabet.js', 'pick/gamma-alpha.js']);
  assert.deepEqual(await filesOf('--filter', 'alpha', '--exclude', 'bet', 'pick'),
                   ['pick/alpha.js', 'pick/gamma-alpha.js']);
  assert.deepEqual(await filesOf('--filter', 'beta', '--filter', 'gamma', 'pick'),
                   ['pick/beta.js', 'pick/gamma-alpha.js']);
  // The category name is not part of the match.
  const category = await compare(['--filter', 'alpha', '--benchmark-dir', dir, 'alpha']);
  assert.equal(category.code, 2);
  assert.equal(category.stderr,
               "No benchmarks found: no file name in category 'alpha' contains --filter 'alpha'; " +
               'files: alpha/other.js\n');
  assert.deepEqual(await filesOf('--filter', '', 'pick'),
                   ['pick/alpha.js', 'pick/alphabet.js', 'pick/beta.js', 'pick/gamma-alpha.js']);
});

test('bad command lines name the problem, with exit code 2', async () => {
  const missing = await run(node, [compareJs, '--old', '/nonexistent/node-main', '--new', node, 'util']);
  assert.equal(missing.code, 2);
  assert.equal(missing.stderr,
               "Invalid --old: '/nonexistent/node-main' is not an executable file; give the path of a node binary\n");
  const typo = await compare(['--fliter', 'x', 'util']);
  assert.equal(typo.code, 2);
  assert.match(typo.stderr, /^unknown option --fliter\n/);
  const runs = await compare(['--runs', 'many', 'util']);
  assert.equal(runs.code, 2);
  assert.equal(runs.stderr, "--runs must be a whole number from 1 to 1000, got 'many'\n");
  const cpuset = await compare(['--set', 'CPUSET=0;rm -rf /', 'util']);
  assert.equal(cpuset.code, 2);
  assert.match(cpuset.stderr, /^Invalid CPUSET format: "0;rm -rf \/"\. Please use a single core number/);
});

test('a binary that is not node is refused before any benchmark runs, named with what --version did (exit 2)', async (t) => {
  const dir = tempDir('nba-not-node-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const script = (name, body, mode = 0o755) => {
    fs.writeFileSync(path.join(dir, name), `#!/bin/sh\n${body}\n`, { mode });
    return path.join(dir, name);
  };
  const crashing = script('node-crashing', 'echo "FATAL ERROR: v8::ToLocalChecked Empty MaybeLocal" >&2\nexit 134');
  const chatty = script('node-chatty', 'echo "usage: chatty [options]"');
  const plain = script('node-plain', 'exit 0', 0o644);
  const ndjson = path.join(dir, 'kept.ndjson');
  fs.writeFileSync(ndjson, 'an earlier run\n');
  // Refused before any benchmark: no CSV row (stdout is empty), whatever the machine's load.
  const refused = async (name, given, message) => {
    const { code, stdout, stderr } = await run(node, [compareJs, '--old', node, '--new', given, '--no-progress',
      '--ndjson', ndjson, 'util']);
    assert.deepEqual({ code, stdout, stderr }, { code: 2, stdout: '', stderr: `${message}\n` }, name);
  };
  // GNU's false prints its version (and exits 1), others print nothing.
  const printed = spawnSync('/bin/false', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0].trim();
  await refused('/bin/false', '/bin/false', "Invalid --new: '/bin/false' does not run as node: '/bin/false --version' " +
    `exited with code 1${printed ? `: ${printed}` : ' and printed nothing'}; give the path of a node binary`);
  await refused('a crashing build', crashing, `Invalid --new: '${crashing}' does not run as node: '${crashing} --version' ` +
    'exited with code 134: FATAL ERROR: v8::ToLocalChecked Empty MaybeLocal; give the path of a node binary');
  await refused('not node', chatty, `Invalid --new: '${chatty}' does not run as node: '${chatty} --version' printed ` +
    "'usage: chatty [options]', not a node version (v22.11.0); give the path of a node binary");
  await refused('a file that is not executable', plain, `Invalid --new: '${plain}' is not an executable file; ` +
    'give the path of a node binary');
  await refused('a directory', dir, `Invalid --new: '${dir}' is not an executable file; give the path of a node binary`);
  assert.equal(fs.readFileSync(ndjson, 'utf8'), 'an earlier run\n', 'nothing was opened for writing');
});

test('stdout that cannot be written (/dev/full) is named in one line, exit 4, no stack trace; --ndjson keeps the samples',
     { skip: fs.existsSync('/dev/full') ? false : 'no /dev/full here' }, async () => {
       const dir = makeBenchDir({ 'full/a.js': benchSource({ n: [1, 2] }) });
       const ndjson = tmpFile('kept.ndjson');
       const command = (extra) => `"${node}" "${compareJs}" --old "${node}" --new "${node}" --no-progress --runs 2 ` +
         `--benchmark-dir "${dir}" ${extra} full > /dev/full`;
       const kept = await run('bash', ['-c', command(`--ndjson "${ndjson}"`)]);
       assert.equal(kept.code, 4, kept.stderr);
       assert.match(kept.stderr, new RegExp('^compare\\.js: cannot write the CSV to stdout: no space left on device ' +
         `\\(ENOSPC\\); stopped after \\d+ results; nothing measured is lost: every sample so far is in ${ndjson}\n$`));
       assert.equal(JSON.parse(fs.readFileSync(ndjson, 'utf8').split('\n')[0]).type, 'run');
       const lost = await run('bash', ['-c', command('')]);
       assert.equal(lost.code, 4);
       assert.match(lost.stderr, /^compare\.js: cannot write the CSV to stdout: no space left on device \(ENOSPC\); stopped after \d+ results; the results so far are lost \(--ndjson <file> keeps a record of every sample as it comes\)\n$/);
       // The records' file full: the CSV on stdout still has every row so far.
       const records = await compare(['--runs', '2', '--ndjson', '/dev/full', '--benchmark-dir', dir, 'full']);
       assert.equal(records.code, 4);
       assert.match(records.stderr, /^compare\.js: cannot write the records to \/dev\/full: no space left on device \(ENOSPC\); stopped after 0 results; nothing measured is lost: the CSV so far is on stdout\n$/);
     });

test('the end of a run: what ran, in how long, and the analyze.js command for its own files, which runs (and the records mistaken for the CSV are named)', async () => {
  const dir = makeBenchDir({ 'end/a.js': benchSource({ n: [1, 2] }) });
  const cwd = tempDir('nba-end-');
  // Outside the current directory: by its absolute path (under it, relative: test/run-summary.test.js).
  const analyzeJs = path.join(repoRoot, 'benchmark', 'analyze.js');
  const command = `"${node}" "${compareJs}" --old "${node}" --new "${node}" --runs 2 --benchmark-dir "${dir}" ` +
    '--ndjson samples.ndjson end';
  // Not --no-progress: as a person runs it (the progress line is drawn on a terminal only).
  const saved = await run('bash', ['-c', `${command} > out.csv`], { cwd });
  assert.equal(saved.code, 0, saved.stderr);
  const lines = saved.stderr.trim().split('\n');
  assert.match(lines[0], /^compare\.js: 2 configurations in \d+\.\d s: 4 blocks \(8 runs\)$/);
  assert.equal(lines[1], `compare.js: next: node ${analyzeJs} --ndjson samples.ndjson out.csv`);
  assert.equal(lines.length, 2, 'a fixed plan has no reasons to stop');
  const next = await run('bash', ['-c', lines[1].replace('compare.js: next: node', `"${node}"`)], { cwd });
  assert.equal(next.code, 0, next.stderr);
  assert.match(next.stdout, /confidence improvement accuracy/);
  // The common mistake, the records given as the CSV, is named with the fix, not as a CSV header error.
  const mistaken = await run(node, [analyzeJs, 'samples.ndjson'], { cwd });
  assert.deepEqual({ code: mistaken.code, stderr: mistaken.stderr }, { code: 1, stderr: 'analyze.js: samples.ndjson: that ' +
    "looks like compare.js's --ndjson file (one JSON record a line), not its CSV: pass it as --ndjson and the CSV as " +
    `the positional, e.g. node ${analyzeJs} --ndjson samples.ndjson out.csv\n` });
  // The CSV on a pipe: how to keep it.
  const piped = await run('bash', ['-c', `${command} | cat > /dev/null`], { cwd });
  assert.equal(piped.stderr.trim().split('\n').at(-1), 'compare.js: next: the CSV is on stdout: save it (> out.csv) ' +
    `and run node ${analyzeJs} --ndjson samples.ndjson out.csv`);
  // --analyze prints the analysis instead; --no-progress (scripts) no next line.
  for (const extra of ['--analyze', '--no-progress']) {
    const quiet = await run('bash', ['-c', `${command} ${extra} > out.txt`], { cwd });
    assert.equal(quiet.code, 0, quiet.stderr);
    assert.doesNotMatch(quiet.stderr, /next:/, extra);
    assert.match(quiet.stderr, /^compare\.js: 2 configurations in /m, extra);
  }
});

test('flags from options.flags and NODE_BENCHMARK_FLAGS reach the run pass', async () => {
  const dir = makeBenchDir({
    'flags/gc.js': benchSource({ n: [1] },
                               'if (typeof gc !== "function") throw new Error("no --expose-gc");',
                               { flags: ['--expose-gc'] }),
    'flags/env.js': benchSource({ n: [1] },
                                'if (!process.execArgv.includes("--no-warnings")) throw new Error(process.execArgv.join(" "));'),
  });
  const { code, stdout, stderr } = await compare(['--runs', '1', '--benchmark-dir', dir, 'flags'],
                                                 { env: { ...process.env, NODE_BENCHMARK_FLAGS: '--no-warnings' } });
  assert.equal(code, 0, stderr);
  assert.equal(parseCompareCsv(stdout).rows.length, 4);
});

test('a benchmark that prints to stdout cannot corrupt the CSV', async () => {
  const dir = makeBenchDir({
    'noisy/print.js': benchSource({ n: [1] }, 'console.log("hello from the benchmark");'),
  });
  const { code, stdout, stderr } = await compare(['--runs', '2', '--benchmark-dir', dir, 'noisy']);
  assert.equal(code, 0, stderr);
  assert.equal(parseCompareCsv(stdout).rows.length, 4);
  assert.match(stderr, /hello from the benchmark/);
});

const FAILING = {
  'fail/throws.js': benchSource({ mode: ['fine', 'boom'], n: [3] },
                                'if (conf.mode === "boom") throw new Error("exploding on purpose");'),
  'fail/signal.js': benchSource({ mode: ['fine', 'kill'], n: [3] },
                                'if (conf.mode === "kill") process.kill(process.pid, "SIGKILL");'),
  'fail/hangs.js': `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, { mode: ['fine', 'hang'], n: [3] });
function main(conf) {
  if (conf.mode === 'hang') { console.error('about to hang'); return setInterval(() => {}, 1000); }
  bench.start();
  bench.end(conf.n);
}
`,
  'fail/works.js': benchSource({ n: [3] }),
};

test('--schedule rounds: a failing configuration is isolated: reported with its cause, everything else still runs', async () => {
  const dir = makeBenchDir(FAILING);
  const ndjson = tmpFile('failures.ndjson');
  const { code, stdout, stderr } = await compare(
    ['--schedule', 'rounds', '--runs', '1', '--timeout', '3', '--ndjson', ndjson, '--benchmark-dir', dir, 'fail']);
  assert.equal(code, 1);
  const { rows } = parseCompareCsv(stdout);
  // Every configuration that works has all its rows: 4 files, one good
  // configuration each, 1 run x 2 binaries. (The timeout leaves room for a
  // slow start on a loaded machine: it counts from the process's start.)
  for (const file of ['hangs', 'signal', 'throws']) {
    assert.equal(count(rows, (r) => r.filename === `fail/${file}.js` && r.configuration === "n=3 mode='fine'"), 2, file);
  }
  assert.equal(count(rows, (r) => r.filename === 'fail/works.js'), 2);
  assert.equal(rows.length, 8);

  // Each failure right after its benchmark's own stderr, which is printed once.
  assert.match(stderr, /Error: exploding on purpose\n(.*\n)*?compare\.js: fail\/throws\.js, (old|new) binary, round 1: n=3 mode='boom' failed: exited with code 1\n/);
  assert.equal(stderr.match(/^Error: exploding on purpose$/gm)?.length, 2);
  assert.match(stderr, /compare\.js: fail\/signal\.js, (old|new) binary, round 1: n=3 mode='kill' failed: killed by SIGKILL/);
  assert.match(stderr, /about to hang\ncompare\.js: fail\/hangs\.js, (old|new) binary, round 1: n=3 mode='hang' failed: timed out after 3 s without a result\n/);
  assert.equal(stderr.match(/^about to hang$/gm)?.length, 2);
  // What got no result, and why, before the closing line.
  assert.match(stderr, new RegExp('compare\\.js: 3 configurations got no result from a binary \\(listed in --ndjson as "unmeasured"\\):\n' +
    "  fail/hangs\\.js n=3 mode='hang': old and new: timed out after 3 s without a result · about to hang\n" +
    "  fail/signal\\.js n=3 mode='kill': old and new: killed by SIGKILL\n" +
    "  fail/throws\\.js n=3 mode='boom': old and new: exited with code 1 · Error: exploding on purpose\n" +
    'compare\\.js: 6 failures'));
  const summary = stderr.trim().split('\n').at(-1);
  assert.equal(summary, 'compare.js: 6 failures in 8 benchmark processes ' +
               '(fail/hangs.js: 1 old, 1 new; fail/signal.js: 1 old, 1 new; fail/throws.js: 1 old, 1 new); ' +
               'every other result has been written');
  const failures = fs.readFileSync(ndjson, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
    .filter((r) => r.type === 'failure');
  assert.equal(failures.length, 6);
  const boom = failures.find((f) => f.filename === 'fail/throws.js');
  assert.equal(boom.configuration, "n=3 mode='boom'");
  assert.equal(boom.code, 1);
  assert.match(boom.stderr, /exploding on purpose/);
  assert.equal(failures.find((f) => f.filename === 'fail/signal.js').signal, 'SIGKILL');
  assert.equal(failures.find((f) => f.filename === 'fail/hangs.js').timedOut, true);
});

test('--schedule rounds: a harness without per-configuration reports (Node core style) is still isolated per process', async () => {
  const dir = path.join(repoRoot, 'test', 'fixtures', 'node-core-harness');
  const crash = await compare(['--schedule', 'rounds', '--runs', '2', '--benchmark-dir', dir, 'misc'],
                              { env: { ...process.env, FIXTURE_FAIL: 'hello' } });
  assert.equal(crash.code, 1);
  // That harness stops a file at its first failing configuration (hello,
  // the first); supervise.js names it by its argv and lets the harness go
  // on, so bye is measured in every round.
  assert.deepEqual(parseCompareCsv(crash.stdout).rows.map((r) => `${r.binary} ${r.configuration}`).sort(),
                   [..."old new old new".split(' ')].map((b) => `${b} n=1000 greeting='bye'`).sort());
  assert.match(crash.stderr, /Error: failing on purpose: hello\n(.*\n)*?compare\.js: misc\/hello\.js, (old|new) binary, round 1: n=1000 greeting=hello failed: exited with code 1\n/);
  assert.equal((crash.stderr.match(/greeting=hello failed: exited with code 1/g) ?? []).length, 4);
  assert.equal(crash.stderr.match(/^Error: failing on purpose: hello$/gm)?.length, 4);
  assert.match(crash.stderr, /\n {2}misc\/hello\.js n=1000 greeting=hello: old and new: exited with code 1 in all 2 runs · Error: failing on purpose: hello\n/);
});

test('--schedule rounds: --timeout kills a hanging process of a harness that has no timeout of its own', async () => {
  const dir = path.join(repoRoot, 'test', 'fixtures', 'node-core-harness');
  const hang = await compare(['--schedule', 'rounds', '--runs', '1', '--timeout', '0.5', '--benchmark-dir', dir, 'misc'],
                             { env: { ...process.env, FIXTURE_HANG: 'bye' } });
  assert.equal(hang.code, 1);
  const rows = parseCompareCsv(hang.stdout).rows;
  assert.deepEqual(rows.map((r) => `${r.binary} ${r.configuration}`).sort(),
                   ["new n=1000 greeting='hello'", "old n=1000 greeting='hello'"]);
  // Named: supervise.js keeps the timeout per configuration there.
  assert.match(hang.stderr, /misc\/hello\.js, (old|new) binary, round 1: n=1000 greeting=bye failed: timed out after 0\.5 s without a result/);
});

test('the other harness\'s rows are read like ours (its float time included)', async () => {
  const dir = path.join(repoRoot, 'test', 'fixtures', 'node-core-harness');
  const { code, stdout, stderr } = await compare(['--runs', '2', '--benchmark-dir', dir, 'misc']);
  assert.equal(code, 0, stderr);
  const lines = stdout.trim().split('\n');
  assert.equal(lines[0], HEADER);
  assert.equal(lines.length, 1 + 2 * 2 * 2);
  for (const line of lines.slice(1)) {
    assert.match(line, /^"(old|new)","misc\/hello\.js","n=1000 greeting='(hello|bye)'",[\d.e+]+,[\d.e-]+$/);
  }
});

test('SIGTERM stops the running benchmark and leaves a valid partial CSV', async () => {
  const dir = makeBenchDir({
    'slow/a.js': benchSource({ step: [1, 2, 3, 4, 5, 6, 7, 8], n: [1] },
                             'const until = Date.now() + 150; while (Date.now() < until);'),
  });
  const { code, stdout, stderr } = await interruptAfterRows(node, ['--old', node, '--new', node, '--no-progress',
    '--runs', '5', '--benchmark-dir', dir, 'slow']);
  assert.equal(code, 143);
  const lines = stdout.split('\n');
  assert.equal(lines[0], HEADER);
  assert.equal(lines.at(-1), '', 'no half-written row');
  const rows = lines.slice(1, -1);
  assert.ok(rows.length >= 4 && rows.length < 80, `${rows.length} rows`);
  for (const row of rows) assert.match(row, ROW_RE);
  assert.match(stderr, /compare\.js: stopped by SIGTERM; every result so far has been written/);
  // Nothing of the benchmark is left running.
  const leftovers = spawnSync('pgrep', ['-f', path.join(dir, 'slow', 'a.js')], { encoding: 'utf8' });
  assert.equal(leftovers.stdout, '');
});

test('--set CPUSET runs each benchmark through taskset on those CPUs', { skip: spawnSync('taskset', ['-V']).error ? 'taskset is not installed' : false }, async () => {
  const dir = makeBenchDir({
    'cpu/affinity.js': benchSource({ n: [1] },
                                   'console.error("cpus=" + require("fs").readFileSync("/proc/self/status", "utf8").match(/Cpus_allowed_list:\\s*(\\S+)/)[1] + " args=" + process.argv.slice(2).join(" "));'),
  });
  const { code, stdout, stderr } = await compare(['--runs', '1', '--set', 'CPUSET=0', '--benchmark-dir', dir, 'cpu']);
  assert.equal(code, 0, stderr);
  assert.equal(parseCompareCsv(stdout).rows.length, 2);
  // Both run passes (old and new) ran on CPU 0 alone, and CPUSET reached
  // the benchmark as an extra option, as in Node core.
  assert.equal((stderr.match(/cpus=0 args=n=1 CPUSET=0/g) ?? []).length, 2, stderr);
});

test('stops quietly, with status 0, when the reader of its CSV goes away (| head -2), as Unix tools do', async () => {
  // Each configuration takes a moment, so the reader is gone while rows are still to come.
  const dir = makeBenchDir({ 'pipe/a.js': benchSource({ n: [1, 2, 3, 4, 5, 6, 7, 8] }, `
    const until = Date.now() + 50;
    while (Date.now() < until);`) });
  const command = `"${process.execPath}" "${compareJs}" --old "${process.execPath}" --new "${process.execPath}" ` +
    `--runs 3 --benchmark-dir "${dir}" pipe`;
  const { code, stdout, stderr } = await run('bash', ['-c', `${command} | head -2; echo "status \${PIPESTATUS[0]}" >&2`]);
  assert.equal(code, 0);
  assert.equal(stdout.split('\n').length, 3, stdout);
  assert.equal(stderr, 'status 0\n', 'no EPIPE stack trace');
});
