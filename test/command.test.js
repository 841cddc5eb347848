import test from 'node:test';
import assert from 'node:assert/strict';
import { parseCommand, usage } from '../src/request/command.js';
import { parseAccuracy, LIMITS, ACCURACY, DEFAULT_RUNS, planOf } from '../src/request/grammar.js';

// The categories of this repository's benchmark/ directory, in byte order.
const CATEGORIES = ['buffers', 'events', 'http', 'string_decoder', 'url', 'util'];
const LIST = 'categories: buffers, events, http, string_decoder, url, util';
const SHA = '0123456789abcdef0123456789abcdef01234567';

/** Typed loosely: each test states which kind it expects. @returns {any} */
const parse = (body, settings = {}) => parseCommand(body, { categories: CATEGORIES, ...settings });
const run = (fields) => ({
  kind: 'run', categories: ['buffers'], auto: false, filters: [], excludes: [], runs: 30, accuracy: null, maxRuns: null,
  sets: [], profile: false, sha: null, ...fields,
});
/** The problems of a refusal; fails when the command was accepted. */
function problems(body, settings) {
  const result = parse(body, settings);
  assert.equal(result?.kind, 'invalid', `expected a refusal of ${JSON.stringify(body)}`);
  assert.equal(result.usage, usage('/benchmark', CATEGORIES, settings?.maxRuns ?? 100,
    { runs: settings?.runs ?? null, accuracy: settings?.accuracy ?? null }));
  return result.problems;
}

test('reads every option, in both forms, into one request', () => {
  const body = `/benchmark buffers events --filter compare --exclude=fill --runs 5 --set n=10 --set=type=fast --sha ${SHA.toUpperCase()}`;
  assert.deepEqual(parse(body), run({
    categories: ['buffers', 'events'], filters: ['compare'], excludes: ['fill'], runs: 5,
    sets: [{ key: 'n', value: '10' }, { key: 'type', value: 'fast' }], sha: SHA,
  }));
});

test('takes options anywhere, before and between categories', () => {
  assert.deepEqual(parse('/benchmark --runs=3 --filter from buffers --exclude fill util'),
    run({ categories: ['buffers', 'util'], filters: ['from'], excludes: ['fill'], runs: 3 }));
});

test('uses the default runs, and the caller’s trigger and bounds', () => {
  assert.deepEqual(parse('/benchmark buffers'), run({}));
  assert.deepEqual(parse('!bench util --runs 200', { trigger: '!bench', maxRuns: 500, runs: 10 }),
    run({ categories: ['util'], runs: 200 }));
  assert.deepEqual(parse('!bench util', { trigger: '!bench', runs: 10 }), run({ categories: ['util'], runs: 10 }));
  assert.equal(parse('/benchmark util', { trigger: '!bench' }), null);
});

test('--accuracy takes a percentage from 0.1 to 50: digits, a fraction, a trailing %', () => {
  for (const [text, accuracy] of /** @type {Array<[string, number]>} */ ([['2', 2], ['0.5', 0.5], ['2.5', 2.5],
    ['2.5%', 2.5], ['0.1', 0.1], ['50', 50], ['050', 50], ['1.25', 1.25]])) {
    assert.deepEqual(parse(`/benchmark buffers --accuracy ${text}`), run({ runs: 10, accuracy, maxRuns: 100 }), text);
  }
  assert.equal(parse('/benchmark buffers --accuracy=1').accuracy, 1);
  const bound = '--accuracy must be a percentage from 0.1 to 50, such as 2, 0.5 or 2.5%';
  for (const text of ['0', '0.09', '50.01', '51', '1000', '-1', '1e3', '1e-1', 'NaN', 'Infinity', '.5', '1.', '+2',
    '0x10', '%', '2%%', '±2', '٣', '1,5', "''"]) {
    assert.deepEqual(problems(`/benchmark buffers --accuracy ${text}`),
      [`${bound}, got '${text === "''" ? '' : text}'`], text);
  }
  // `2 %` is two words: the % is a category that does not exist.
  assert.deepEqual(problems('/benchmark buffers --accuracy 2 %'), [`Unknown category '%'; ${LIST}`]);
  assert.deepEqual(problems('/benchmark buffers --accuracy 1 --accuracy 2'), ['--accuracy is given more than once']);
  assert.deepEqual(problems('/benchmark buffers --accuracy'), ['Option --accuracy needs a value']);
});

test('--runs alone is fixed, --accuracy alone adaptive from the workflow\'s minimum, both: adaptive from --runs', () => {
  const adaptive = { runs: null, accuracy: 2, maxRuns: 100 };
  // The workflow is adaptive (the Action's default): --runs alone still means Node core's fixed runs.
  assert.deepEqual(parse('/benchmark buffers --runs 5', adaptive), run({ runs: 5 }));
  assert.deepEqual(parse('/benchmark buffers', adaptive), run({ runs: 10, accuracy: 2, maxRuns: 100 }));
  assert.deepEqual(parse('/benchmark buffers --accuracy 1', adaptive), run({ runs: 10, accuracy: 1, maxRuns: 100 }));
  assert.deepEqual(parse('/benchmark buffers --accuracy 1 --runs 20', adaptive),
    run({ runs: 20, accuracy: 1, maxRuns: 100 }));
  assert.deepEqual(parse('/benchmark buffers --runs=20 --accuracy=1', { ...adaptive, runs: 15, maxRuns: 40 }),
    run({ runs: 20, accuracy: 1, maxRuns: 40 }));
  // A fixed workflow: --accuracy alone starts from the workflow's runs when it gives them, else from 10.
  assert.deepEqual(parse('/benchmark buffers --accuracy 1'), run({ runs: 10, accuracy: 1, maxRuns: 100 }));
  assert.deepEqual(parse('/benchmark buffers --accuracy 1', { runs: 20 }), run({ runs: 20, accuracy: 1, maxRuns: 100 }));
  assert.deepEqual(parse('/benchmark buffers', { runs: 20 }), run({ runs: 20 }));
  // The minimum is bounded like --runs: by max-runs; and from 2, for the first look.
  assert.deepEqual(problems('/benchmark buffers --accuracy 1 --runs 101'),
    ["--runs must be a whole number from 2 to 100, got '101'"]);
  assert.deepEqual(parse('/benchmark buffers --accuracy 1 --runs 100'), run({ runs: 100, accuracy: 1, maxRuns: 100 }));
});

test('every plan the gate accepts is one compare.js runs: an adaptive run needs 2 runs before its first look', () => {
  // compare.js refused --min-runs 1 after the gate had accepted `--runs 1 --accuracy 2`.
  assert.deepEqual(problems('/benchmark string_decoder --runs 1 --accuracy 2'), ['--runs with --accuracy is the least ' +
    'number of runs before the first look: a whole number from 2 to 100, got 1 (the first look needs a spread, so 2 runs)']);
  assert.deepEqual(parse('/benchmark string_decoder --runs 2 --accuracy 2'),
    run({ categories: ['string_decoder'], runs: 2, accuracy: 2, maxRuns: 100 }));
  // --runs 1 alone is Node core's fixed single run.
  assert.deepEqual(parse('/benchmark string_decoder --runs 1'), run({ categories: ['string_decoder'], runs: 1 }));
  // The minimum from a fixed workflow's runs: 1.
  assert.deepEqual(problems('/benchmark buffers --accuracy 2', { runs: 1 }), ["--accuracy needs at least 2 runs " +
    "before its first look, and the workflow's 'runs' is 1: add --runs 2 (or more)"]);
  // A workflow whose max-runs leaves no room for a look.
  assert.deepEqual(problems('/benchmark buffers --accuracy 2', { maxRuns: 1 }), ['--accuracy needs at least 2 runs of ' +
    "each configuration before it can stop, and this workflow's 'max-runs' is 1: use --runs for a fixed number of runs instead"]);
  assert.deepEqual(parse('/benchmark buffers --runs 1', { maxRuns: 1 }), run({ runs: 1 }));
  // What the usage says is what is checked.
  assert.match(usage('/benchmark', CATEGORIES, 100), /after at least --runs runs \(2 or more; default 10\) and at most 100/);
});

test('planOf: the defaults are 30 fixed and 10 adaptive, never above max-runs', () => {
  assert.deepEqual(DEFAULT_RUNS, { fixed: 30, adaptive: 10, cap: 100 });
  assert.deepEqual(planOf({ runs: null, accuracy: null, cap: 100 }), { runs: 30, accuracy: null, maxRuns: null });
  assert.deepEqual(planOf({ runs: null, accuracy: 2, cap: 100 }), { runs: 10, accuracy: 2, maxRuns: 100 });
  assert.deepEqual(planOf({ runs: 7, accuracy: 2, cap: 50 }), { runs: 7, accuracy: 2, maxRuns: 50 });
  assert.deepEqual(planOf({ runs: null, accuracy: null, cap: 20 }), { runs: 20, accuracy: null, maxRuns: null });
  assert.deepEqual(planOf({ runs: null, accuracy: 2, cap: 5 }), { runs: 5, accuracy: 2, maxRuns: 5 });
});

test('parseAccuracy is the one reader of a target accuracy (the input, the comment)', () => {
  assert.deepEqual(ACCURACY, { min: 0.1, max: 50 });
  assert.equal(parseAccuracy('2'), 2);
  assert.equal(parseAccuracy('0.25%'), 0.25);
  for (const text of ['', ' 2', '2 ', '1e1', '-2', '2%%', `1${'0'.repeat(10)}`, '0.0000000001']) {
    assert.equal(parseAccuracy(text), null, JSON.stringify(text));
  }
});

test('splits words like a shell: quotes, escapes and adjacent parts', () => {
  const body = String.raw`/benchmark buffers --filter 'a  b' --exclude "say \"hi\" \\ \n" --set 'msg=it is' ` +
    String.raw`--set tag=a\ b`;
  assert.deepEqual(parse(body), run({
    filters: ['a  b'], excludes: [String.raw`say "hi" \ \n`],
    sets: [{ key: 'msg', value: 'it is' }, { key: 'tag', value: 'a b' }],
  }));
  assert.deepEqual(parse(`/benchmark b"uff"'er's --filter=pre'fix 1'"x"`), run({ filters: ['prefix 1x'] }));
  assert.deepEqual(parse("/benchmark buffers --filter '\"' --exclude \"'\""), run({ filters: ['"'], excludes: ["'"] }));
  assert.deepEqual(parse('/benchmark buffers --filter a#b'), run({ filters: ['a#b'] }));
  assert.deepEqual(problems('/benchmark buffers #comment'), [`Unknown category '#comment'; ${LIST}`]);
  assert.deepEqual(parse('/benchmark buffers --filter end\\'), run({ filters: ['end\\'] }));
});

test('reads only the first non-blank line, trimmed', () => {
  const body = '\r\n  \n\t/benchmark buffers --runs 5  \t\r\n--runs 7\n/benchmark events --sha nonsense';
  assert.deepEqual(parse(body), run({ runs: 5 }));
  assert.deepEqual(parse('/benchmark buffers\rutil'), run({}));
  assert.deepEqual(parse('/benchmark buffers\nThanks! \u202E$(id)'), run({}));
});

test('reads --runs as a decimal whole number: 030 is 30, the bounds are inclusive', () => {
  assert.equal(parse('/benchmark buffers --runs 030').runs, 30);
  assert.equal(parse('/benchmark buffers --runs 1').runs, 1);
  assert.equal(parse('/benchmark buffers --runs 100').runs, 100);
  assert.deepEqual(problems('/benchmark buffers --runs 101'), ["--runs must be a whole number from 1 to 100, got '101'"]);
});

test('is not a command unless the first non-blank line starts with the trigger word', () => {
  for (const body of [null, undefined, '', '   \n\n', 'hello', '/benchmarking buffers', 'x /benchmark buffers',
    'Please run\n/benchmark buffers', '> /benchmark buffers', '`/benchmark buffers`', '```\n/benchmark buffers\n```',
    '/Benchmark buffers', '/benchmark-now buffers', '/benchmark:buffers', '\u200B/benchmark buffers']) {
    assert.equal(parse(body), null, JSON.stringify(body));
  }
});

test('answers help and --help with the usage', () => {
  const help = { kind: 'help', usage: usage('/benchmark', CATEGORIES, 100) };
  for (const body of ['/benchmark help', '/benchmark --help', '  /benchmark   help  ', '/benchmark buffers --help',
    '/benchmark help buffers --runs 5']) {
    assert.deepEqual(parse(body), help, body);
  }
  assert.deepEqual(parse('/benchmark buffers --filter help'), run({ filters: ['help'] }));
  // Help runs nothing, but a hidden character is still refused.
  assert.deepEqual(problems('/benchmark help --filter \u200B'), [
    'Invisible or control character U+200B at position 26',
    `Name at least one category; ${LIST}`,
  ]);
});

test('the usage is fenced markdown with the grammar, the categories and the bounds', () => {
  const lines = usage('/benchmark', CATEGORIES, 50, { runs: null, accuracy: 2 }).split('\n');
  assert.equal(lines[0], '```');
  assert.equal(lines[1], '/benchmark <category> [<category> ...] [--filter <text>]... [--exclude <text>]... ' +
    '[--runs <n>] [--accuracy <percent>] [--set <key>=<value>]... [--profile] [--sha <40-hex>]');
  assert.equal(lines[2], "/benchmark auto [options]   the categories the pull request's changed files touch");
  assert.equal(lines[3], '/benchmark help');
  assert.equal(lines[5], LIST);
  assert.equal(lines[12],
    '--profile             CPU-profile the configurations that changed: the functions whose time moved most');
  assert.deepEqual(lines.slice(8, 11), [
    '--runs <n>            exactly n runs of each configuration per binary (1 to 50), as Node core does',
    "--accuracy <percent>  stop each configuration once its interval is about ±percent, compare.R's accuracy (0.1 to 50), or it changed, or it is within the margin the run can tell,",
    '                      after at least --runs runs (2 or more; default 10) and at most 50',
  ]);
  assert.equal(lines[15], 'Default: ±2% accuracy, 10 to 50 runs of each configuration.');
  assert.equal(lines.at(-1), '```');
  // A fixed workflow, and one that sets its runs.
  assert.equal(usage('/benchmark', CATEGORIES, 100).split('\n')[15], 'Default: 30 runs of each configuration.');
  const set = usage('/benchmark', CATEGORIES, 100, { runs: 20, accuracy: 0.5 }).split('\n');
  assert.equal(set[10], '                      after at least --runs runs (2 or more; default 20) and at most 100');
  assert.equal(set[15], 'Default: ±0.5% accuracy, 20 to 100 runs of each configuration.');
  assert.equal(usage('/benchmark', CATEGORIES, 100, { runs: 1 }).split('\n')[15], 'Default: 1 run of each configuration.');
  assert.equal(usage('/benchmark', [], 100).split('\n')[5], 'categories: (none found)');
  assert.equal(usage('/b`````', [], 100).split('\n')[0], '``````');
});

test('names each problem, all of them together', () => {
  assert.deepEqual(problems('/benchmark strng_decoder --fliter x --runs 1000 --set foo --sha abc --exclude'), [
    'Unknown option --fliter; options: --filter, --exclude, --runs, --accuracy, --set, --sha, --profile',
    'Option --exclude needs a value',
    `Unknown category 'strng_decoder'; ${LIST}`,
    "--runs must be a whole number from 1 to 100, got '1000'",
    "--set needs key=value, got 'foo'",
    "--sha must be a full 40-character commit hash, got 'abc'",
  ]);
  assert.deepEqual(problems('/benchmark'), [`Name at least one category; ${LIST}`]);
  assert.deepEqual(problems('/benchmark buffers --filter --runs 5'), ['Option --filter needs a value']);
  assert.deepEqual(problems('/benchmark buffers --help=yes'), ['Option --help takes no value']);
});

test('auto leaves the categories to the gate, alone; --profile is a flag without a value', () => {
  assert.deepEqual(parse('/benchmark auto'), run({ categories: [], auto: true }));
  assert.deepEqual(parse('/benchmark auto --profile --runs 5'), run({ categories: [], auto: true, profile: true, runs: 5 }));
  assert.deepEqual(parse('/benchmark --profile buffers'), run({ profile: true }),
    'the word after a flag is not its value');
  const alone = "auto chooses the categories from the pull request's changed files, so it comes alone: give " +
    'either auto or category names, got';
  assert.deepEqual(problems('/benchmark auto buffers'), [`${alone} 'auto' 'buffers'`]);
  assert.deepEqual(problems('/benchmark auto auto'), [`${alone} 'auto' 'auto'`]);
  assert.deepEqual(problems('/benchmark buffers --profile=yes'), ['Option --profile takes no value']);
  assert.deepEqual(problems('/benchmark buffers --profile --profile'), ['--profile is given more than once']);
});

test('refuses shell metacharacters: they are plain characters and fail validation', () => {
  assert.deepEqual(problems('/benchmark buffers; rm -rf /'),
    [`Unknown categories 'buffers;', 'rm', '-rf', '/'; ${LIST}`]);
  assert.deepEqual(problems('/benchmark $(id)'), [`Unknown category '$(id)'; ${LIST}`]);
  assert.deepEqual(problems('/benchmark buffers `id`'), [`Unknown category '\`id\`'; ${LIST}`]);
  assert.deepEqual(problems('/benchmark buffers | curl x.sh'), [`Unknown categories '|', 'curl', 'x.sh'; ${LIST}`]);
  assert.deepEqual(problems('/benchmark buffers && id'), [`Unknown categories '&&', 'id'; ${LIST}`]);
  assert.deepEqual(problems('/benchmark buffers&&id'), [`Unknown category 'buffers&&id'; ${LIST}`]);
  assert.deepEqual(problems('/benchmark "$HOME" ${PATH}'), [`Unknown categories '$HOME', '\${PATH}'; ${LIST}`]);
  // Text options keep them literally: nothing expands, and no shell ever sees them.
  assert.deepEqual(parse('/benchmark buffers --filter "$(id)" --set type=`id`'),
    run({ filters: ['$(id)'], sets: [{ key: 'type', value: '`id`' }] }));
});

test('refuses path traversal in categories, even when the caller lists such a name', () => {
  for (const name of ['../../etc', 'buffers/../..', '..', '.', './buffers', 'buffers/', '/etc/passwd', 'buffers/x.js']) {
    assert.deepEqual(problems(`/benchmark '${name}'`), [`Unknown category '${name}'; ${LIST}`], name);
  }
  const categories = ['buffers', '..', '../etc', '.hidden', 'a/b'];
  const result = /** @type {any} */ (parseCommand('/benchmark ..', { categories }));
  assert.deepEqual(result.problems, ["Unknown category '..'; categories: buffers"]);
  assert.equal(parseCommand('/benchmark a/b', { categories })?.kind, 'invalid');
  assert.equal(parseCommand('/benchmark .hidden', { categories })?.kind, 'invalid');
});

test('refuses --runs that is not a whole number within the bounds', () => {
  for (const runs of ['1e9', '-1', '0', '00', '1.5', '99999999999999999999', '+5', '0x10', 'Infinity', 'NaN', '5 ', '٣', '']) {
    assert.deepEqual(problems(`/benchmark buffers --runs '${runs}'`),
      [`--runs must be a whole number from 1 to 100, got '${runs}'`], runs);
  }
  assert.deepEqual(parse('/benchmark buffers --runs 60', { maxRuns: 50 }).problems,
    ["--runs must be a whole number from 1 to 50, got '60'"]);
});

test('refuses invisible, control and bidirectional characters by code point and position', () => {
  assert.deepEqual(problems('/benchmark buf\u202Efers'), [
    'Invisible or control character U+202E at position 15',
    `Unknown category 'buf<U+202E>fers'; ${LIST}`,
  ]);
  assert.deepEqual(problems('/benchmark buff\u200Bers'), [
    'Invisible or control character U+200B at position 16',
    `Unknown category 'buff<U+200B>ers'; ${LIST}`,
  ]);
  // A hidden character right after the trigger is refused, not ignored.
  assert.deepEqual(problems('/benchmark\u00A0buffers'), [
    'Invisible or control character U+00A0 at position 11',
    `Unknown category '<U+00A0>buffers'; ${LIST}`,
  ]);
  // Positions count characters, so an astral tag character is one.
  assert.deepEqual(problems('/benchmark \u{1F600} buffers\u{E0041} --filter a\tb').slice(0, 2), [
    'Invisible or control character U+E0041 at position 21',
    'Invisible or control character U+0009 at position 33',
  ]);
  for (const ch of ['\u0000', '\u001B', '\u007F', '\u0085', '\u00AD', '\u061C', '\u200E', '\u200F', '\u202A',
    '\u2066', '\u2069', '\u2028', '\u2060', '\u3164', '\uFE0F', '\uFEFF', '\uD800', '\uE000']) {
    const code = ch.codePointAt(0);
    assert.ok(code !== undefined);
    const hex = code.toString(16).toUpperCase().padStart(4, '0');
    assert.equal(problems(`/benchmark buffers --filter x${ch}`)[0], `Invisible or control character U+${hex} at position 30`);
  }
});

test('reports five hidden characters and counts the rest', () => {
  assert.deepEqual(problems(`/benchmark buffers --filter ${'\u200B'.repeat(8)}`), [
    'Invisible or control character U+200B at position 29',
    'Invisible or control character U+200B at position 30',
    'Invisible or control character U+200B at position 31',
    'Invisible or control character U+200B at position 32',
    'Invisible or control character U+200B at position 33',
    '... and 3 more invisible or control characters',
  ]);
});

test('names the look-alike in a homoglyph category', () => {
  assert.deepEqual(problems('/benchmark buffer\u0455'), [`Unknown category 'buffer\u0455' (non-ASCII U+0455); ${LIST}`]);
});

test('refuses a comment of thousands of options without reading them', () => {
  const body = `/benchmark buffers${' --set a=1'.repeat(5000)}`;
  assert.deepEqual(problems(body), ['The command is 50018 characters long; at most 2000 are allowed']);
  assert.deepEqual(problems(`/benchmark buffers${' x'.repeat(100)}`),
    ['The command has 101 words after /benchmark; at most 100 are allowed']);
});

test('bounds categories, texts and --set entries', () => {
  const many = Array.from({ length: 21 }, (_, i) => `c${i}`);
  assert.deepEqual(parse(`/benchmark ${many.join(' ')}`, { categories: many }).problems,
    ['At most 20 categories are allowed, got 21']);
  assert.deepEqual(problems(`/benchmark buffers${Array.from({ length: 11 }, (_, i) => ` --filter f${i}`).join('')}`),
    ['At most 10 --filter texts are allowed, got 11']);
  assert.deepEqual(problems(`/benchmark buffers${Array.from({ length: 11 }, (_, i) => ` --exclude=e${i}`).join('')}`),
    ['At most 10 --exclude texts are allowed, got 11']);
  assert.deepEqual(problems(`/benchmark buffers${Array.from({ length: 21 }, (_, i) => ` --set k${i}=1`).join('')}`),
    ['At most 20 --set entries are allowed, got 21']);
  assert.equal(parse(`/benchmark buffers --filter ${'f'.repeat(100)}`).filters[0].length, 100);
  assert.deepEqual(problems(`/benchmark buffers --filter ${'f'.repeat(101)}`),
    [`--filter text must be at most 100 characters, got 101: '${'f'.repeat(39)}…'`]);
  assert.equal(parse(`/benchmark buffers --set v=${'x'.repeat(200)}`).sets[0].value.length, 200);
  assert.deepEqual(problems(`/benchmark buffers --set v=${'x'.repeat(201)}`), ['--set v value must be at most 200 characters, got 201']);
  assert.equal(parse(`/benchmark buffers --set _${'k'.repeat(63)}=1`).sets[0].key.length, 64);
  assert.deepEqual(problems(`/benchmark buffers --set ${'k'.repeat(65)}=1`),
    [`--set key must be a letter or _ followed by up to 63 letters, digits or _, got '${'k'.repeat(39)}…'`]);
});

test('refuses CPUSET from a comment: the CPU set is the workflow author’s', () => {
  const refusal = "--set CPUSET is not accepted from comments: the CPU set is the workflow author's trusted configuration (input 'cpuset')";
  assert.deepEqual(problems('/benchmark buffers --set CPUSET=0-3'), [refusal]);
  assert.deepEqual(problems('/benchmark buffers --set=cpuset=0'), [refusal]);
  assert.deepEqual(problems("/benchmark buffers --set 'CpuSet=0,1'"), [refusal]);
});

test('splits --set at the first =, and checks the key', () => {
  assert.deepEqual(parse('/benchmark buffers --set type=a=b').sets, [{ key: 'type', value: 'a=b' }]);
  assert.deepEqual(problems('/benchmark buffers --set 1n=3 --set a-b=1 --set =5 --set n='), [
    "--set key must be a letter or _ followed by up to 63 letters, digits or _, got '1n'",
    "--set key must be a letter or _ followed by up to 63 letters, digits or _, got 'a-b'",
    "--set key must be a letter or _ followed by up to 63 letters, digits or _, got ''",
    "--set n needs a value after '='",
  ]);
  assert.deepEqual(problems('/benchmark buffers --set __proto__=1 --set constructor=x'), [
    "--set key '__proto__' is reserved by JavaScript objects",
    "--set key 'constructor' is reserved by JavaScript objects",
  ]);
});

test('refuses anything given twice', () => {
  assert.deepEqual(problems(`/benchmark buffers util buffers --runs 5 --runs=5 --sha ${SHA} --sha ${SHA} ` +
    '--set n=1 --set n=2 --filter a --filter a --exclude b --exclude b'), [
    "Category 'buffers' is given more than once",
    "--filter 'a' is given more than once",
    "--exclude 'b' is given more than once",
    '--runs is given more than once',
    "--set 'n' is given more than once",
    '--sha is given more than once',
  ]);
});

test('refuses empty quotes wherever text is needed', () => {
  assert.deepEqual(problems("/benchmark ''"), [`Unknown category ''; ${LIST}`]);
  assert.deepEqual(problems('/benchmark buffers --filter "" --exclude= --set \'\' --sha ""'), [
    '--filter text must not be empty',
    '--exclude text must not be empty',
    "--set needs key=value, got ''",
    "--sha must be a full 40-character commit hash, got ''",
  ]);
});

test('refuses an unterminated quote, naming where it opened', () => {
  assert.deepEqual(problems('/benchmark buffers --filter "abc'), ['Unterminated quote: the " at position 29 is never closed']);
  // As in a shell, a backslash escapes nothing inside single quotes.
  assert.deepEqual(problems("/benchmark buffers --filter 'it\\'s'"), ["Unterminated quote: the ' at position 35 is never closed"]);
  assert.deepEqual(parse("/benchmark buffers --filter 'abc\\'"), run({ filters: ['abc\\'] }));
});

test('checks --sha for a full hexadecimal hash and writes it in lowercase', () => {
  assert.equal(parse(`/benchmark buffers --sha=${SHA.toUpperCase()}`).sha, SHA);
  for (const sha of [SHA.slice(1), `${SHA}0`, `${SHA.slice(1)}g`, 'HEAD', 'main']) {
    assert.deepEqual(problems(`/benchmark buffers --sha ${sha}`), [`--sha must be a full 40-character commit hash, got '${sha.length > 40 ? `${sha.slice(0, 39)}…` : sha}'`]);
  }
});

test('throws on a malformed setting from the workflow author', () => {
  assert.throws(() => parseCommand('/benchmark buffers', /** @type {any} */ ({})), /categories must be the array/);
  assert.throws(() => parse('/benchmark buffers', { trigger: '/bench mark' }), /The trigger must be a word without spaces/);
  assert.throws(() => parse('/benchmark buffers', { trigger: '' }), /The trigger must be a word/);
  assert.throws(() => parse('/benchmark buffers', { maxRuns: 0 }), /maxRuns must be a whole number of at least 1, got 0/);
  assert.throws(() => parse('/benchmark buffers', { maxRuns: 10, runs: 30 }),
    /runs must be null or a whole number from 1 to maxRuns \(10\), got 30/);
  assert.throws(() => parse('/benchmark buffers', { accuracy: 0 }),
    /accuracy must be null or a percentage from 0.1 to 50, got 0/);
});

// A seeded generator, so that a failure can be replayed.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE = ['/benchmark', '/benchmark ', ' ', '  ', '\t', '\n', '\r\n', "'", '"', '\\', '$', '(', ')', '`', ';',
  '|', '&&', '#', '*', '=', '-', '--', '--runs', '--runs=', '--set', '--set=', '--filter', '--exclude=', '--sha',
  '--help', 'help', 'buffers', 'util', 'events', '..', '/', '../', 'CPUSET', 'cpuset=0', 'n=1', 'type=a=b', '0', '1',
  '9', '100', '1e9', '-1', '--accuracy', '--accuracy=', '2', '0.5', '2%', '50.5', SHA, SHA.toUpperCase(), 'x'.repeat(150), '\u202E', '\u200B', '\uFEFF', '\u00A0', '\u2066',
  '\u0000', '\u001B', '\uD800', '\uDC00', '\u{E0041}', '\u0455', '😀', '__proto__=1', 'a'];
const HIDDEN_OR_TAB = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u00A0]/u;

function assertWithinBounds(result, body) {
  const where = JSON.stringify(body);
  assert.ok(result.categories.length >= 1 && result.categories.length <= LIMITS.categories, where);
  assert.equal(new Set(result.categories).size, result.categories.length, where);
  assert.ok(result.categories.every((c) => CATEGORIES.includes(c)), where);
  for (const texts of [result.filters, result.excludes]) {
    assert.ok(texts.length <= LIMITS.texts, where);
    assert.ok(texts.every((t) => t.length >= 1 && [...t].length <= LIMITS.text && !HIDDEN_OR_TAB.test(t)), where);
  }
  assert.ok(Number.isInteger(result.runs) && result.runs >= 1 && result.runs <= 100, where);
  if (result.accuracy === null) {
    assert.equal(result.maxRuns, null, where);
  } else {
    assert.ok(result.accuracy >= ACCURACY.min && result.accuracy <= ACCURACY.max, where);
    assert.equal(result.maxRuns, 100, where);
  }
  assert.ok(result.sets.length <= LIMITS.sets, where);
  for (const { key, value } of result.sets) {
    assert.match(key, /^[A-Za-z_][A-Za-z0-9_]{0,63}$/, where);
    assert.notEqual(key.toUpperCase(), 'CPUSET', where);
    assert.ok(value.length >= 1 && [...value].length <= LIMITS.value && !HIDDEN_OR_TAB.test(value), where);
  }
  assert.ok(result.sha === null || /^[0-9a-f]{40}$/.test(result.sha), where);
}

test('never throws on 2,000 hostile strings, and every accepted run is within bounds', () => {
  const next = random(20240601);
  const kinds = { null: 0, help: 0, run: 0, invalid: 0 };
  for (let i = 0; i < 2000; i++) {
    const pieces = next() < 0.9 ? ['/benchmark '] : [];
    const count = Math.floor(next() * 25);
    for (let j = 0; j < count; j++) pieces.push(HOSTILE[Math.floor(next() * HOSTILE.length)]);
    const body = pieces.join(next() < 0.5 ? ' ' : '');
    const result = parse(body);
    kinds[result?.kind ?? 'null']++;
    if (result?.kind === 'run') assertWithinBounds(result, body);
    if (result?.kind === 'invalid') {
      assert.ok(result.problems.length >= 1, JSON.stringify(body));
      // A refusal quotes the comment, but never its hidden characters.
      assert.ok(result.problems.every((p) => !/[\p{Cf}\p{Cc}\p{Cs}]/u.test(p)), JSON.stringify(body));
    }
  }
  // The generator reaches every outcome, so the bounds above were exercised.
  for (const kind of Object.keys(kinds)) assert.ok(kinds[kind] > 0, `${kind}: ${JSON.stringify(kinds)}`);
});
