// The command line of compare.js (and, through benchmark/_cli.js, of run.js
// and scatter.js) as a newcomer meets it: each mistake is named with what
// exists, options may follow the categories, every usage example names
// files and categories that exist, the options a pull request's comment
// shares read the same in both, and each exit code means one thing.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { makeBenchDir, benchSource, run, parseCompareCsv, compareJs, runJs, scatterJs, benchmarkDir, repoRoot }
  from './helpers/bench-dir.js';
import { parseCommand } from '../src/request/command.js';
import { tempDir } from './helpers/temp.js';

const require = createRequire(import.meta.url);
const { listCategories } = require('../benchmark/_cli.js');
const { EXIT_MEANINGS, TOOL_EXIT_MEANINGS } = require('../benchmark/_lib/exit-codes.js');
const categoriesJs = require('../benchmark/_lib/run/categories.js');

const node = process.execPath;

function compare(args, options) {
  return run(node, [compareJs, '--old', node, '--new', node, '--no-progress', ...args], options);
}

test('an unknown category is named, with the categories of that benchmark directory', async () => {
  const dir = makeBenchDir({
    'string_decoder/a.js': benchSource({ n: [1] }),
    'buffers/b.js': benchSource({ n: [1] }),
    '_private/c.js': benchSource({ n: [1] }),
  });
  const one = await compare(['--benchmark-dir', dir, 'strng_decoder']);
  assert.equal(one.code, 2, 'a usage error');
  assert.equal(one.stderr, `Unknown category 'strng_decoder' in ${dir}; categories: buffers, string_decoder\n`);
  const two = await compare(['--benchmark-dir', dir, 'buffers', 'nope', 'zip', 'nope']);
  assert.equal(two.code, 2);
  assert.equal(two.stderr, `Unknown categories 'nope', 'zip' in ${dir}; categories: buffers, string_decoder\n`);
  assert.equal(two.stdout, '', 'nothing ran');
  const empty = makeBenchDir({});
  const none = await compare(['--benchmark-dir', empty, 'util']);
  assert.equal(none.stderr, `Unknown category 'util' in ${empty}; categories: (none found)\n`);
  const missing = await compare(['--benchmark-dir', path.join(empty, 'nope'), 'util']);
  assert.equal(missing.code, 2);
  assert.equal(missing.stderr, `Cannot read the benchmark directory ${path.join(empty, 'nope')}: ` +
               `ENOENT: no such file or directory, scandir '${path.join(empty, 'nope')}'\n`);
});

test('"No benchmarks found" says why: no category given, an empty category, or what the filters left', async () => {
  const dir = makeBenchDir({
    'cat/a.js': benchSource({ n: [1] }),
    'cat/ab.js': benchSource({ n: [1] }),
    'dog/b.js': benchSource({ n: [1] }),
  });
  fs.mkdirSync(path.join(dir, 'empty'));
  const nothing = await compare(['--benchmark-dir', dir]);
  assert.equal(nothing.code, 2);
  assert.equal(nothing.stderr, 'No benchmarks found: no category was given\n' +
               'usage: ./node compare.js [options] [--] <category> ...\n' +
               `categories in ${dir}: cat, dog, empty\n`);
  const filter = await compare(['--filter', 'zzz', '--benchmark-dir', dir, 'cat']);
  assert.equal(filter.code, 2);
  assert.equal(filter.stderr,
               "No benchmarks found: no file name in category 'cat' contains --filter 'zzz'; files: cat/a.js, cat/ab.js\n");
  const both = await compare(['--filter', 'a', '--filter', 'x', '--exclude', 'a', '--benchmark-dir', dir, 'cat', 'dog']);
  assert.equal(both.stderr, "No benchmarks found: no file name in categories 'cat', 'dog' contains --filter 'a' or 'x' " +
               "without also containing --exclude 'a'; files: cat/a.js, cat/ab.js, dog/b.js\n");
  const exclude = await compare(['--exclude', 'a', '--benchmark-dir', dir, 'cat']);
  assert.equal(exclude.stderr,
               "No benchmarks found: every file name in category 'cat' contains --exclude 'a'; files: cat/a.js, cat/ab.js\n");
  const empty = await compare(['--benchmark-dir', dir, 'empty']);
  assert.equal(empty.stderr, "No benchmarks found: category 'empty' has no benchmark files\n");
});

test('a long list of unselected files is cut after ten, with the count', async () => {
  /** @type {Record<string, string>} */
  const files = {};
  for (let i = 10; i < 22; i++) files[`many/f${i}.js`] = benchSource({ n: [1] });
  const dir = makeBenchDir(files);
  const { stderr } = await compare(['--filter', 'zzz', '--benchmark-dir', dir, 'many']);
  const listed = Array.from({ length: 10 }, (_, i) => `many/f${10 + i}.js`).join(', ');
  assert.equal(stderr, `No benchmarks found: no file name in category 'many' contains --filter 'zzz'; ` +
               `files: ${listed}, ... (12 in all)\n`);
});

test('options after the categories take effect; after -- every argument is a category', async () => {
  const dir = makeBenchDir({
    'cat/alpha.js': benchSource({ n: [1] }),
    'cat/beta.js': benchSource({ n: [1] }),
  });
  const { code, stdout, stderr } = await compare(['--benchmark-dir', dir, 'cat', '--runs', '3', '--filter', 'beta']);
  assert.equal(code, 0, stderr);
  const { rows } = parseCompareCsv(stdout);
  assert.deepEqual([...new Set(rows.map((r) => r.filename))], ['cat/beta.js']);
  assert.equal(rows.length, 3 * 2, '3 runs of old and new');
  const dashed = await compare(['--benchmark-dir', dir, '--', 'cat', '--runs', '3']);
  assert.equal(dashed.code, 2);
  assert.equal(dashed.stderr, `Unknown categories '--runs', '3' in ${dir}; categories: cat\n`);
});

// A filter comes from a pull request comment: whatever it says is the text
// to match, never an option. `-h` is help only where an option may stand.
test('compare.js: the value of --filter or --exclude is a value, even -h or --help', async () => {
  const dir = makeBenchDir({
    'cat/plain.js': benchSource({ n: [1] }),
    'cat/with-h.js': benchSource({ n: [1] }),
  });
  const files = (stdout) => [...new Set(parseCompareCsv(stdout).rows.map((r) => r.filename))];
  const filtered = await compare(['--runs', '1', '--filter', '-h', '--benchmark-dir', dir, '--', 'cat']);
  assert.equal(filtered.code, 0, filtered.stderr);
  assert.deepEqual(files(filtered.stdout), ['cat/with-h.js']);
  const excluded = await compare(['--runs', '1', '--exclude', '-h', '--benchmark-dir', dir, '--', 'cat']);
  assert.equal(excluded.code, 0, excluded.stderr);
  assert.deepEqual(files(excluded.stdout), ['cat/plain.js']);
  const help = await compare(['--filter', '--help', '--benchmark-dir', dir, '--', 'cat']);
  assert.deepEqual(help, { code: 2, signal: null, stdout: '', stderr: "No benchmarks found: no file name in " +
    "category 'cat' contains --filter '--help'; files: cat/plain.js, cat/with-h.js\n" });
});

test('-h and --help in an option\'s place print the usage and exit 0; after -- they are categories', async () => {
  const dir = makeBenchDir({ 'cat/a.js': benchSource({ n: [1] }) });
  for (const args of [['-h'], ['--runs', '1', '--help', 'cat'], ['cat', '-h'], ['--nonsense', '5', '--help']]) {
    const { code, stdout, stderr } = await compare(['--benchmark-dir', dir, ...args]);
    assert.deepEqual({ code, stderr }, { code: 0, stderr: '' }, args.join(' '));
    assert.match(stdout, /^usage: \.\/node compare\.js /, args.join(' '));
  }
  const dashed = await compare(['--benchmark-dir', dir, '--', 'cat', '-h']);
  assert.deepEqual({ code: dashed.code, stdout: dashed.stdout },
    { code: 2, stdout: '' });
  assert.equal(dashed.stderr, `Unknown category '-h' in ${dir}; categories: cat\n`);
});

test('run.js and scatter.js take -h as a value too', async () => {
  const dir = makeBenchDir({
    'cat/plain.js': benchSource({ n: [1] }),
    'cat/with-h.js': benchSource({ n: [1] }),
  });
  const ran = await run(node, [runJs, '--format', 'csv', '--filter', '-h', '--benchmark-dir', dir, 'cat']);
  assert.equal(ran.code, 0, ran.stderr);
  assert.deepEqual(ran.stdout.split('\n').slice(1).filter(Boolean).map((line) => line.split(',')[0]),
    ['"cat/with-h.js"']);
  const format = await run(node, [runJs, '--format', '--help', '--benchmark-dir', dir, 'cat']);
  assert.deepEqual(format, { code: 1, signal: null, stdout: '', stderr: 'Invalid format detected\n' });
  const scattered = await run(node, [scatterJs, '--runs', '-h', path.join(dir, 'cat', 'plain.js')]);
  assert.deepEqual(scattered, { code: 1, signal: null, stdout: '',
    stderr: "Invalid --runs: expected a whole number >= 1, got '-h'\n" });
});

test('a missing --old or --new is named, with what it expects', async () => {
  const noNew = await run(node, [compareJs, '--old', node, 'string_decoder']);
  assert.equal(noNew.code, 2);
  assert.equal(noNew.stderr, 'Missing --new: expected the path of the new node binary, e.g. --new ./node-pr\n');
  const noOld = await run(node, [compareJs, 'string_decoder', '--new', node]);
  assert.equal(noOld.stderr, 'Missing --old: expected the path of the old node binary, e.g. --old ./node-main\n');
  const neither = await run(node, [compareJs, '--runs', '5', 'string_decoder']);
  assert.equal(neither.stderr, 'Missing --old and --new: expected the path of a node binary for each, ' +
               'e.g. --old ./node-main --new ./node-pr\n');
  const nothing = await run(node, [compareJs]);
  assert.equal(nothing.code, 2);
  assert.match(nothing.stderr, /^usage: \.\/node compare\.js/);
});

test('the schedule and stopping options: each wrong combination or value is named, with exit code 2', async () => {
  const dir = makeBenchDir({ 'cat/a.js': benchSource({ n: [1] }) });
  const accuracy = (got) => `--accuracy must be a percentage from 0.1 to 50, such as 2, 0.5 or 2.5%, got '${got}'`;
  /** @type {Array<[string[], string]>} */
  const cases = [
    [['--schedule', 'rows'], "Invalid --schedule: expected 'blocks' or 'rounds', got 'rows'"],
    [['--schedule', 'rounds', '--accuracy', '1'],
     '--accuracy needs --schedule blocks: the rounds schedule runs every configuration a fixed --runs times'],
    [['--runs', '5', '--min-runs', '5', '--accuracy', '1'],
     '--runs and --min-runs both give the least number of runs before the first look: give one ' +
     '(with --accuracy, --runs N is --min-runs N)'],
    // The comment's grammar and the Action's bounds (bounds.js readPlan): what they accept runs here, worded alike.
    [['--accuracy', '0'], accuracy('0')],
    [['--accuracy', '51'], accuracy('51')],
    [['--accuracy', '1%%'], accuracy('1%%')],
    [['--accuracy', '1', '--runs', '1'], '--runs with --accuracy is the least number of runs before the first look: ' +
     'a whole number from 2 to 100, got 1 (the first look needs a spread, so 2 runs)'],
    [['--accuracy', '1', '--min-runs', '1'], '--min-runs is the least number of runs before the first look: ' +
     'a whole number from 2 to 100, got 1 (the first look needs a spread, so 2 runs)'],
    [['--accuracy', '1', '--max-runs', 'lots'], "--max-runs must be a whole number from 2 to 1000, got 'lots'"],
    [['--accuracy', '1', '--max-runs', '1001'], "--max-runs must be a whole number from 2 to 1000, got '1001'"],
    [['--accuracy', '1', '--min-runs', '20', '--max-runs', '10'], "--min-runs must be a whole number from 2 to 10, got '20'"],
    [['--max-runs', '10'], '--max-runs needs --accuracy: it bounds the runs of a configuration that stops at a ' +
                           'target accuracy; for a fixed number of runs use --runs'],
    [['--power', '0.9'], '--power needs --accuracy: it sets the plan of a configuration that stops at a ' +
                         'target accuracy; for a fixed number of runs use --runs'],
    [['--accuracy', '2', '--power', '90'], "--power must be a power above 0.5 and at most 0.999, as 0.9 or 90%, got '90'"],
    [['--accuracy', '2', '--power', '1'], "--power must be a power above 0.5 and at most 0.999, as 0.9 or 90%, got '1'"],
    [['--runs', '0'], "--runs must be a whole number from 1 to 1000, got '0'"],
    [['--runs', 'many'], "--runs must be a whole number from 1 to 1000, got 'many'"],
    [['--runs', '5', '--runs', '6'], '--runs is given more than once'],
    [['--runs=5', '--accuracy=2', '--accuracy', '3'], '--accuracy is given more than once'],
    [['--no-progress=yes'], 'option --no-progress takes no value'],
  ];
  for (const [args, message] of cases) {
    const { code, stdout, stderr } = await compare([...args, '--benchmark-dir', dir, 'cat']);
    assert.equal(code, 2, args.join(' '));
    assert.equal(stderr, `${message}\n`, args.join(' '));
    assert.equal(stdout, '', 'nothing ran');
  }
});

// One grammar for the options a pull request's comment and compare.js share:
// each line is typed as is after `/benchmark cat` and after compare.js's
// options, with the same cap (the workflow's max-runs, compare.js's
// --max-runs: 1000 here, where compare.js's --runs bound is too).
const SHARED = ['', '--runs 5', '--runs=5', '--runs 030', '--runs 1000', '--accuracy 2', '--accuracy 2.5%',
  '--accuracy=0.5', '--accuracy 50%', '--runs 5 --accuracy 2', '--accuracy 2.5% --runs 2', '--runs=20 --accuracy=1',
  '--runs 1001', '--runs 0', '--runs 1.5', '--runs +5', '--accuracy 0', '--accuracy 51', '--accuracy 1e1',
  '--accuracy 2%%', '--runs 1 --accuracy 2', '--runs 1001 --accuracy 2', '--runs x --accuracy y',
  '--runs 5 --runs 6', '--accuracy 2 --accuracy 3'];
const CAP = 1000;

test('the comment and compare.js read --runs and --accuracy alike: the same plans, the same refusals, in the same words', async () => {
  // A file that fails as it loads: compare.js writes its run record (the plan) and stops before any block.
  const dir = makeBenchDir({ 'cat/a.js': 'throw new Error("not to be run");' }, { harness: false });
  const results = await Promise.all(SHARED.map(async (line) => {
    const comment = parseCommand(`/benchmark cat ${line}`, { categories: ['cat'], maxRuns: CAP });
    const ndjson = path.join(tempDir('nba-grammar-'), 'run.ndjson');
    const words = line === '' ? [] : line.split(' ');
    const cap = words.some((w) => w.startsWith('--accuracy')) ? ['--max-runs', String(CAP)] : [];
    const cli = await compare([...words, ...cap, '--ndjson', ndjson, '--benchmark-dir', dir, 'cat']);
    return { line, comment, cli, ndjson };
  }));
  let accepted = 0;
  for (const { line, comment, cli, ndjson } of results) {
    if (comment?.kind === 'invalid') {
      assert.equal(cli.code, 2, `${line}: the comment refuses it, compare.js must too\n${cli.stderr}`);
      assert.deepEqual(cli.stderr.trim().split('\n'), comment.problems, line);
      continue;
    }
    accepted++;
    assert.equal(comment?.kind, 'run', line);
    assert.equal(cli.code, 1, `${line}: only the file's failure\n${cli.stderr}`);
    const run = JSON.parse(fs.readFileSync(ndjson, 'utf8').split('\n')[0]);
    const plan = run.plan.accuracy === null ? { runs: run.plan.minRuns, accuracy: null, maxRuns: null } :
      { runs: run.plan.minRuns, accuracy: run.plan.accuracy, maxRuns: run.plan.maxRuns };
    const { runs, accuracy, maxRuns } = /** @type {any} */ (comment);
    assert.deepEqual(plan, { runs, accuracy, maxRuns }, line);
  }
  assert.equal(accepted, 12, 'the lines before --runs 1001 are accepted');
});

test('compare.js --help and docs/cli.md\'s "Exit codes" give each code one meaning, the one _lib/exit-codes.js defines', async () => {
  const { stdout } = await run(node, [compareJs, '--help']);
  const help = stdout.slice(stdout.indexOf('  Exit codes:\n'), stdout.indexOf('\n\n  Examples:'));
  const codes = [...help.matchAll(/^ {4}(\S+)/gm)].map((m) => m[1]);
  assert.deepEqual(codes, ['0', '1', '2', '3', '4', '5', '128+n']);
  const doc = fs.readFileSync(path.join(repoRoot, 'docs', 'cli.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Exit codes'));
  const rows = [...section.slice(0, section.indexOf('\n\n', section.indexOf('|---'))).matchAll(/^\| `([^`]+)` \| (.*) \|$/gm)];
  assert.deepEqual(rows.map((m) => m[1]), codes);
  for (const [code, meaning] of EXIT_MEANINGS) {
    const row = rows.find((m) => m[1] === code);
    assert.equal(row?.[2], meaning, `docs/cli.md's meaning of ${code}`);
    assert.ok(help.replace(/\s+/g, ' ').includes(meaning), `--help's meaning of ${code}`);
  }
});

test('every tool\'s --help lists its exit codes, and docs/cli.md\'s table of the other tools gives each the same meaning', async () => {
  const doc = fs.readFileSync(path.join(repoRoot, 'docs', 'cli.md'), 'utf8');
  const start = doc.indexOf('| tool | code | meaning |');
  assert.notEqual(start, -1, 'docs/cli.md has the table of the other tools\' exit codes');
  const table = doc.slice(start, doc.indexOf('\n\n', start));
  const documented = [...table.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| (.*) \|$/gm)]
    .map(([, tool, code, meaning]) => [tool, code, meaning]);
  const tools = Object.keys(TOOL_EXIT_MEANINGS);
  assert.deepEqual([...tools].sort(), ['analyze.js', 'compare.js', 'doctor.js', 'history.js', 'profile.js', 'reach.js',
    'run.js', 'scatter-analyze.js', 'scatter.js']);
  assert.deepEqual(documented, tools.filter((tool) => tool !== 'compare.js')
    .flatMap((tool) => TOOL_EXIT_MEANINGS[tool].map(([code, meaning]) => [tool, code, meaning])));
  for (const tool of tools) {
    const { code, stdout } = await run(node, [path.join(benchmarkDir, tool), '--help']);
    assert.equal(code, 0, tool);
    const from = stdout.indexOf('  Exit codes:\n');
    assert.notEqual(from, -1, `${tool} --help lists its exit codes`);
    const end = stdout.indexOf('\n\n', from);
    const help = stdout.slice(from, end === -1 ? undefined : end);
    assert.deepEqual([...help.matchAll(/^ {4}(\S+)/gm)].map((m) => m[1]),
                     TOOL_EXIT_MEANINGS[tool].map(([c]) => c), `${tool}'s codes`);
    for (const [c, meaning] of TOOL_EXIT_MEANINGS[tool]) {
      assert.ok(help.replace(/\s+/g, ' ').includes(` ${c} ${meaning}`), `${tool} --help's meaning of ${c}`);
    }
  }
});

// Options that take a value, in any of the CLIs' examples.
const VALUE_OPTIONS = ['--old', '--new', '--runs', '--filter', '--exclude', '--set', '--format', '--seed',
  '--benchmark-dir', '--ndjson', '--timeout', '--xaxis', '--category', '--plot', '--plot-improvement',
  '--schedule', '--accuracy', '--min-runs', '--max-runs', '--max-regression', '--scale', '--csv'];

/** The words of a command after `node <script>`: options with their values, and the rest. */
function argumentsOf(words) {
  const named = [];
  const filters = [];
  for (let i = 0; i < words.length; i++) {
    if (VALUE_OPTIONS.includes(words[i])) {
      if (words[i] === '--filter') filters.push(words[i + 1]);
      i++;
    } else if (!words[i].startsWith('-')) {
      named.push(words[i]);
    }
  }
  return { named, filters };
}

test('every usage example names categories, filters and files that exist, or that an example before it writes', async () => {
  /** @type {Map<string, string[]>} */
  const categories = new Map(listCategories(benchmarkDir).map((c) => [c.name, c.scripts]));
  for (const tool of ['compare.js', 'run.js', 'scatter.js', 'analyze.js', 'scatter-analyze.js']) {
    const { stdout } = await run(node, [path.join(benchmarkDir, tool), '--help']);
    const commands = stdout.split('\n').filter((line) => /^ +(Example: )?node benchmark\//.test(line))
      .flatMap((line) => line.replace(/^ +(Example: )?/, '').split(' | '));
    assert.ok(commands.length > 0, `${tool} has an example`);
    const written = new Set();
    for (const command of commands) {
      const [, script, ...words] = command.replace(/ > (\S+)$/, '').split(' ');
      assert.ok(fs.existsSync(path.join(repoRoot, script)), `${tool}: ${command}`);
      const { named, filters } = argumentsOf(words);
      if (/\/(compare|run)\.js$/.test(script)) {
        for (const name of named) assert.ok(categories.has(name), `${tool}: no category '${name}' in ${command}`);
        const files = named.flatMap((name) => categories.get(name) ?? []);
        for (const filter of filters) assert.ok(files.some((f) => f.includes(filter)), `${tool}: ${command}`);
      } else if (script === 'benchmark/scatter.js') {
        for (const file of named) assert.ok(fs.existsSync(path.join(repoRoot, file)), `${tool}: no ${file}`);
      } else {
        for (const file of named) assert.ok(written.has(file), `${tool}: nothing before writes ${file}`);
      }
      const output = / > (\S+)$/.exec(command)?.[1];
      if (output) written.add(output);
    }
  }
});

test('_cli.js lists the categories through _lib/run/categories.js and parses CPU lists with _lib/cpus.js, which stands alone', (t) => {
  const dir = makeBenchDir({ 'cat/a.js': '', '_private/b.js': '' }, { harness: false });
  assert.deepEqual(listCategories(dir), categoriesJs.listCategories(dir));
  assert.deepEqual(listCategories(dir), [{ name: 'cat', scripts: ['a.js'] }]);
  // doctor.js needs only parseCpuList and runs from a plain clone with a
  // minimal set of files: _lib/cpus.js needs nothing else.
  const alone = tempDir('nba-cpus-alone-');
  t.after(() => fs.rmSync(alone, { recursive: true, force: true }));
  fs.copyFileSync(path.join(benchmarkDir, '_lib', 'cpus.js'), path.join(alone, 'cpus.js'));
  const script = "console.log(JSON.stringify(require('./cpus.js').parseCpuList('0-2,5')))";
  const r = spawnSync(process.execPath, ['-e', script], { cwd: alone, encoding: 'utf8' });
  assert.equal(r.stderr, '');
  assert.equal(r.stdout, '[0,1,2,5]\n');
  assert.equal(require('../benchmark/_cli.js').parseCpuList, require('../benchmark/_lib/cpus.js').parseCpuList);
});

test('every tool whose stdout cannot be written (/dev/full) says so in one line and exits 4; a reader that goes away ' +
  '(| head -c 1) ends it with 0; never a stack trace', { skip: fs.existsSync('/dev/full') ? false : 'no /dev/full here' },
async (t) => {
  const dir = makeBenchDir({ 'cat/a.js': benchSource({ n: [1, 2, 3] }) });
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const csv = path.join(repoRoot, 'test', 'fixtures', 'r-golden', 'cases', 'constant.csv');
  const scatterCsv = path.join(repoRoot, 'test', 'fixtures', 'r-golden-scatter', 'cases', 'comma-space.csv');
  const tools = {
    'run.js': [runJs, '--benchmark-dir', dir, 'cat'],
    'scatter.js': [scatterJs, '--runs', '1', '--no-progress', path.join(dir, 'cat', 'a.js')],
    'analyze.js': [path.join(benchmarkDir, 'analyze.js'), csv],
    'scatter-analyze.js': [path.join(benchmarkDir, 'scatter-analyze.js'), '--xaxis', 'chunk', '--category', 'encoding', scatterCsv],
    'history.js': [path.join(benchmarkDir, 'history.js'), '--help'],
    'doctor.js': [path.join(benchmarkDir, 'doctor.js'), '--json'],
  };
  const quote = (word) => `'${word.replace(/'/g, "'\\''")}'`;
  for (const [tool, args] of Object.entries(tools)) {
    const command = [node, ...args].map(quote).join(' ');
    const full = await run('bash', ['-c', `${command} > /dev/full`]);
    assert.equal(full.stderr, `${tool}: cannot write to stdout: no space left on device (ENOSPC); stopped\n`, tool);
    assert.equal(full.code, 4, tool);
    const piped = await run('bash', ['-c', `${command} | head -c 1 > /dev/null; echo "status \${PIPESTATUS[0]}" >&2`]);
    assert.equal(piped.stderr.replace(/^scatter\.js: .*\n/gm, ''), 'status 0\n', `${tool}: no EPIPE stack trace`);
  }
});
