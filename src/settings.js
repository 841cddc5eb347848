// Settings: the only place the Action's inputs are read; src/action.js hands
// it core.getInput, and everything else gets the typed, frozen result.
// Every input of action.yml becomes one typed field of a frozen object, and
// every value that does not fit is reported with the input's name, the
// expected form and the value given, all problems at once, so a workflow
// author fixes them in one go.
//
// The defaults live in action.yml only (the runner always passes them), so
// an input that has a default and arrives empty was emptied by the workflow
// and is refused like any other bad value, except where empty has a meaning
// of its own (`accuracy`: fixed runs). test/settings.test.js reads the
// defaults from action.yml, so the two cannot drift.
//
// Inputs come from the workflow author and are trusted configuration, but
// they are still checked: a typo should fail here, with the input's name,
// rather than in compare.js an hour later. Comment text never comes through
// here (see the command parser).

import * as core from '@actions/core';
import { Problems, SettingsError, wholeNumber, positive, envNameRisk } from './settings-problems.js';
import { SANDBOX_MODES, passableName } from './machine/sandbox.js';
import { BENCHMARK_FILES } from './machine/benchmark-files.js';
import { parseSize } from './machine/disk-budget.js';
import { AUTO } from './request/auto.js';
import historyStore from '../benchmark/_lib/history/store.js';
import { ACCURACY, ADAPTIVE_MIN_RUNS, CATEGORY, LIMITS, PERMISSIONS, POWER, SHA, isCpuList, isPrintable, parseAccuracy,
  parsePower,
  planOf, planProblems, setKeyProblem } from './request/grammar.js';

export { SettingsError };

/**
 * @typedef {'all' | 'gate' | 'run' | 'report' | 'track'} Mode
 * @typedef {'read' | 'triage' | 'write' | 'maintain' | 'admin'} Permission
 * @typedef {Readonly<{ key: string, value: string }>} SetEntry
 *
 * @typedef {Readonly<{
 *   mode: Mode,                       // mode
 *   token: string | null,             // github-token; null only with mode 'run'
 *   trigger: string,                  // trigger, e.g. '/benchmark'
 *   categories: readonly string[],    // categories, split on spaces/commas, duplicates dropped; ['auto'] alone: chosen
 *   autoMaxCategories: number,        // auto-max-categories, 1..LIMITS.categories
 *   profile: boolean,                 // profile: CPU-profile the configurations that changed
 *   profileConfigurations: number,    // profile-configurations, 1..PROFILE_LIMIT
 *   runs: number | null,              // runs, 1..maxRuns (2.. with accuracy); null = 30 fixed, 10 adaptive (planOf)
 *   maxRuns: number,                  // max-runs, 1..1000: the bound of --runs and the adaptive cap
 *   accuracy: number | null,          // accuracy, percent (ACCURACY.min..max); null = fixed runs
 *   power: number,                    // power, the adaptive plan's at its margin (POWER.min..max]
 *   filters: readonly string[],       // filter, one per line or comma-separated
 *   excludes: readonly string[],      // exclude, one per line or comma-separated
 *   sets: readonly SetEntry[],        // set, one key=value per line, in order; repeats kept
 *   cpuset: string | null,            // cpuset, a taskset list; null = no pinning
 *   governor: 'performance' | 'keep', // governor
 *   requireTuned: boolean,            // require-tuned
 *   sandbox: 'auto' | 'bwrap' | 'none', // sandbox: where the pull request's code runs (machine/sandbox.js)
 *   passEnv: readonly string[],       // pass-env, more variables the build and benchmarks may see (pass-env-unsafe: risky ones)
 *   scratchBudget: number | null,     // scratch-budget, bytes the run's scratch directories may hold; null = none
 *   timeout: number | null,           // timeout, seconds; null = none
 *   repositoryPath: string,           // repository-path
 *   onConflict: 'merge-base' | 'refuse', // on-conflict: no test merge of the head
 *   buildCommand: string,             // build-command, may span several lines
 *   binaryPath: string,               // binary-path, relative to repositoryPath
 *   configureFlags: string,           // configure-flags, the build's CONFIG_FLAGS (words of CONFIGURE_FLAG)
 *   libOnlyRebuild: boolean,          // lib-only-rebuild, a JavaScript-only head built from the base's build
 *   oldBinary: string | null,         // old-binary; set exactly when newBinary is
 *   newBinary: string | null,         // new-binary
 *   benchmarkDir: string | null,      // benchmark-dir; null = resolved later
 *   benchmarkFiles: 'pull-request' | 'base', // benchmark-files: whose benchmark files run (machine/benchmark-files.js)
 *   minPermission: Permission,        // min-permission
 *   failOnRegression: number | null,  // fail-on-regression, percent; null = never fail
 *   comment: boolean,                 // comment
 *   resultsDir: string,               // results-dir
 *   request: string | null,           // request, the gate's JSON, parsed later
 *   shard: { index: number, total: number } | null,   // shard, 'index/total', mode 'run' only
 *   reference: string | null,         // reference, mode 'track': a commit to build, or the name of old-binary
 *   historyDir: string | null,        // history-dir, mode 'track': the history store
 * }>} Settings
 */

const { REFERENCE } = historyStore;

export const MODES = Object.freeze(['all', 'gate', 'run', 'report', 'track']);
/** `min-permission`: any permission but none. */
const MIN_PERMISSIONS = PERMISSIONS.filter((permission) => permission !== 'none');
const GOVERNORS = Object.freeze(['performance', 'keep']);
const ON_CONFLICT = Object.freeze(['merge-base', 'refuse']);
/** The longest `timeout`: a day, well under setTimeout's 2^31 ms ceiling. */
const TIMEOUT_LIMIT = 86_400;

const TRIGGER_RE = /^\/[A-Za-z0-9/_-]{1,31}$/;
/** The most configurations one run job profiles (benchmark/profile.js takes no more). */
export const PROFILE_LIMIT = 10;

function unique(items) {
  return [...new Set(items)];
}

/**
 * `runs` is bounded by `max-runs` (the bound a comment's --runs gets too);
 * a bad `max-runs` leaves runs bounded by 1000, so one mistake is told once.
 * Empty `runs` is the default of the mode (bounds.js planOf); empty
 * `accuracy` is fixed runs, Node core's method. With `accuracy`, the plan
 * must pass the bounds compare.js checks (planProblems): its first look
 * needs ADAPTIVE_MIN_RUNS runs, so `runs` and `max-runs` must allow them.
 */
function readRuns(input, p) {
  const runsText = input('runs');
  const maxText = input('max-runs');
  const accuracyText = input('accuracy');
  const maxRuns = wholeNumber(maxText, 1, LIMITS.runs) ??
    p.invalid('max-runs', `a whole number from 1 to ${LIMITS.runs}`, maxText);
  const limit = maxRuns ?? LIMITS.runs;
  const runs = runsText === '' ? null : wholeNumber(runsText, 1, limit);
  if (runs === null && runsText !== '') {
    const raise = wholeNumber(runsText, 1, LIMITS.runs) !== null ? " (raise 'max-runs' to allow more)" : '';
    p.invalid('runs', `a whole number from 1 to ${limit}${raise}, or empty for the default`, runsText);
  }
  const accuracy = accuracyText === '' ? null : parseAccuracy(accuracyText) ??
    p.invalid('accuracy', `a percentage from ${ACCURACY.min} to ${ACCURACY.max} such as 2 or 0.5, ` +
      'or empty for fixed runs', accuracyText);
  if (accuracy !== null && maxRuns !== null && (runs !== null || runsText === '')) {
    const found = planProblems(planOf({ runs, accuracy, cap: maxRuns }), maxRuns);
    const adaptive = `with 'accuracy' set (an adaptive run needs ${ADAPTIVE_MIN_RUNS} runs before its first look)`;
    if (found.some((problem) => problem.field === 'maxRuns')) {
      p.invalid('max-runs', `at least ${ADAPTIVE_MIN_RUNS} ${adaptive}, or an empty 'accuracy' for fixed runs`, maxText);
    } else if (found.some((problem) => problem.field === 'runs')) {
      p.invalid('runs', `a whole number from ${ADAPTIVE_MIN_RUNS} to ${maxRuns} ${adaptive}, or empty for the default`,
        runsText);
    }
  }
  const powerText = input('power');
  const power = parsePower(powerText) ?? p.invalid('power', `a power above ${POWER.min} and at most ${POWER.max}, ` +
    'such as 0.9 or 90%', powerText);
  return { runs, maxRuns, accuracy, power };
}

/** The comment command's inputs, and the defaults of a run started without one. */
function readCommand(input, p) {
  const trigger = input('trigger');
  if (!TRIGGER_RE.test(trigger)) {
    p.invalid('trigger', "'/' followed by 1 to 31 letters, digits, '/', '_' or '-' (such as /benchmark)", trigger);
  }
  const categories = unique(input('categories').split(/[\s,]+/).filter(Boolean));
  for (const category of categories.filter((c) => !CATEGORY.test(c))) {
    p.invalid('categories', "names of letters, digits, '_', '.' and '-' (not starting with '_', '.' or '-'), " +
      'separated by spaces or commas', category);
  }
  if (categories.length > LIMITS.categories) {
    p.invalid('categories', `at most ${LIMITS.categories} categories (a comment may name as many)`,
      `${categories.length} categories`);
  }
  if (categories.includes(AUTO) && categories.length > 1) {
    p.invalid('categories', `either '${AUTO}' alone (the pull request's changed files choose) or category names`,
      categories.join(' '));
  }
  const autoText = input('auto-max-categories');
  const profileText = input('profile-configurations');
  return {
    trigger,
    categories,
    autoMaxCategories: wholeNumber(autoText, 1, LIMITS.categories) ??
      p.invalid('auto-max-categories', `a whole number from 1 to ${LIMITS.categories}`, autoText),
    profile: p.boolean('profile', input('profile')),
    profileConfigurations: wholeNumber(profileText, 1, PROFILE_LIMIT) ??
      p.invalid('profile-configurations', `a whole number from 1 to ${PROFILE_LIMIT}`, profileText),
    ...readRuns(input, p),
    filters: readPatterns(p, 'filter', input('filter')),
    excludes: readPatterns(p, 'exclude', input('exclude')),
    sets: readSets(p, input('set')),
  };
}

/**
 * `filter` and `exclude`: one text per line or separated by commas. Commas
 * never occur in benchmark file names, and `a,b` on one line is what people
 * write in YAML; compare.js matches each text as a plain substring.
 */
function readPatterns(p, name, text) {
  const patterns = unique(text.split(/[\n,]/).map((s) => s.trim()).filter(Boolean));
  for (const pattern of patterns.filter((s) => !isPrintable(s, LIMITS.text))) {
    p.invalid(name, `texts of at most ${LIMITS.text} characters, without control characters`, pattern);
  }
  if (patterns.length > LIMITS.texts) {
    p.invalid(name, `at most ${LIMITS.texts} texts (a comment may give as many)`, `${patterns.length} texts`);
  }
  return patterns;
}

/**
 * `set`: one key=value per line (the value may contain '=' and may be
 * empty, like compare.js --set). A key given twice is kept twice: Node
 * core's common.js then runs both values. CPUSET goes through `cpuset`
 * only, so that the machine record, the governor and taskset agree on it.
 */
function readSets(p, text) {
  const sets = [];
  for (const line of text.split('\n').map((s) => s.trim()).filter(Boolean)) {
    const eq = line.indexOf('=');
    const key = line.slice(0, eq);
    const keyProblem = eq === -1 ? null : setKeyProblem(key);
    if (eq === -1) {
      p.invalid('set', 'one key=value per line', line);
    } else if (keyProblem === 'cpuset') {
      p.invalid('set', "no CPUSET (set it with the 'cpuset' input)", line);
    } else if (keyProblem === 'form') {
      p.invalid('set', "a key of up to 64 letters, digits and '_', not starting with a digit, then '='", line);
    } else if (keyProblem === 'reserved') {
      p.invalid('set', `a key that is not a name of JavaScript objects (${key} is)`, line);
    } else if (!isPrintable(line.slice(eq + 1), LIMITS.value)) {
      p.invalid('set', `a value of at most ${LIMITS.value} characters, without control characters`, line);
    } else {
      sets.push(Object.freeze({ key, value: line.slice(eq + 1) }));
    }
  }
  if (sets.length > LIMITS.sets) {
    p.invalid('set', `at most ${LIMITS.sets} key=value lines (a comment may give as many)`, `${sets.length} lines`);
  }
  return sets;
}

function readMachine(input, p) {
  const cpuset = input('cpuset');
  const timeout = input('timeout');
  return {
    cpuset: cpuset === '' || isCpuList(cpuset) ? cpuset || null :
      p.invalid('cpuset', 'a taskset CPU list such as 0, 2-3 or 0,2,4-7', cpuset),
    governor: p.oneOf('governor', input('governor'), GOVERNORS),
    requireTuned: p.boolean('require-tuned', input('require-tuned')),
    sandbox: p.oneOf('sandbox', input('sandbox'), SANDBOX_MODES),
    passEnv: readPassEnv(input('pass-env'), input('pass-env-unsafe'), p),
    scratchBudget: readScratchBudget(input('scratch-budget'), p),
    timeout: timeout === '' ? null : positive(timeout, TIMEOUT_LIMIT) ??
      p.invalid('timeout', `a number of seconds above 0 and at most ${TIMEOUT_LIMIT}`, timeout),
  };
}

/** Bytes, or null for 'none' (machine/disk-budget.js: the floor of free space stays). */
function readScratchBudget(text, p) {
  if (text.trim().toLowerCase() === 'none') return null;
  return parseSize(text) ?? p.invalid('scratch-budget', "a size of 1 MiB or more such as 10GiB, 500MiB or 2G " +
    "(powers of 1024), or 'none'", text);
}

/**
 * Variable names, separated by spaces, commas or lines; never one of the
 * Action's or the runner's credentials (sandbox.js refuses them anyway).
 * A name that looks like a credential or a loader's variable
 * (settings-problems.js envNameRisk) passes only when `pass-env-unsafe` names it too:
 * the pull request's code gets what `pass-env` passes.
 */
function readPassEnv(text, unsafeText, p) {
  const names = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  const unsafe = [...new Set(unsafeText.split(/[\s,]+/).filter(Boolean))];
  const bad = names.filter((name) => !passableName(name));
  if (bad.length > 0) {
    p.invalid('pass-env', 'names of environment variables, not the Action\'s inputs (INPUT_*), GITHUB_TOKEN, ' +
      'ACTIONS_* or the runner\'s GITHUB_ENV, GITHUB_OUTPUT, GITHUB_STATE, GITHUB_PATH, GITHUB_STEP_SUMMARY', bad.join(' '));
  }
  const unlisted = unsafe.filter((name) => !names.includes(name));
  if (unlisted.length > 0) {
    p.invalid('pass-env-unsafe', "names that 'pass-env' lists too (it only confirms them)", unlisted.join(' '));
  }
  const risky = names.filter((name) => passableName(name) && envNameRisk(name) !== null && !unsafe.includes(name));
  if (risky.length > 0) p.add(riskyNamesProblem(risky));
  return bad.length > 0 || unlisted.length > 0 || risky.length > 0 ? [] : names;
}

/**
 * Why risky names are refused, and how to pass them anyway.
 * @param {string[]} names  each an ENV_NAME (nothing to escape)
 */
function riskyNamesProblem(names) {
  /** @type {[string[], string][]} */
  const groups = [[names.filter((name) => envNameRisk(name) === 'credential'), 'a credential'],
    [names.filter((name) => envNameRisk(name) === 'loader'), "a loader's or interpreter's variable (it makes a program " +
      'run code it names, outside the sandbox for the programs that start it)']];
  const kinds = groups.filter(([found]) => found.length > 0)
    .map(([found, what]) => `${found.join(', ')} ${found.length === 1 ? 'looks' : 'look'} like ${what}`);
  return `Refused 'pass-env': ${kinds.join('; ')}. The pull request's build and benchmarks would get ` +
    `${names.length === 1 ? 'it' : 'them'}. To pass ${names.length === 1 ? 'it' : 'them'} on purpose, name ` +
    `${names.length === 1 ? 'it' : 'them'} in 'pass-env-unsafe' as well: pass-env-unsafe: ${names.join(' ')}`;
}

// A word of 'configure-flags': the build command expands $CONFIG_FLAGS
// unquoted, so a word must mean the same to bash as it reads (no quotes,
// no glob or expansion characters). Node's and Debian's flags are of this form.
const CONFIGURE_FLAG = /^[A-Za-z0-9_@%+=:,./-]+$/;
const CONFIGURE_FLAGS_LIMIT = 4096;

/** The configure flags, words separated by blanks or lines, as one string for CONFIG_FLAGS. */
function readConfigureFlags(text, p) {
  const words = text.split(/\s+/).filter(Boolean);
  const bad = words.filter((word) => !CONFIGURE_FLAG.test(word));
  if (bad.length > 0 || text.length > CONFIGURE_FLAGS_LIMIT) {
    p.invalid('configure-flags', `flags for node's configure separated by blanks, each of letters, digits and ` +
      `_@%+=:,./- only, ${CONFIGURE_FLAGS_LIMIT} characters at most`, bad.length > 0 ? bad.join(' ') : `${text.length} characters`);
    return '';
  }
  return words.join(' ');
}

/** Relative, and no '..' segment: the binary is looked for inside the checkout. */
function isInsidePath(text) {
  return text !== '' && !/^([/\\]|[A-Za-z]:)/.test(text) && !text.split(/[/\\]/).includes('..');
}

/**
 * How the two binaries are made. The build command is trusted (it comes
 * from the workflow) and is run by a shell, several lines included; only an
 * empty command or a NUL character, which no shell can be given, is refused.
 */
function readBuild(input, p, mode) {
  const buildCommand = input('build-command');
  const binaryPath = input('binary-path');
  const oldBinary = input('old-binary') || null;
  const newBinary = input('new-binary') || null;
  // Mode 'track' builds what is not given: the commit, or the reference.
  const pair = '(prebuilt binaries come in pairs: give both or neither)';
  if (mode !== 'track' && oldBinary && !newBinary) p.invalid('new-binary', `a path because 'old-binary' is set ${pair}`, '');
  if (mode !== 'track' && newBinary && !oldBinary) p.invalid('old-binary', `a path because 'new-binary' is set ${pair}`, '');
  return {
    repositoryPath: p.nonEmpty('repository-path', input('repository-path'), 'the directory of the node checkout'),
    onConflict: p.oneOf('on-conflict', input('on-conflict'), ON_CONFLICT),
    buildCommand: buildCommand !== '' && !buildCommand.includes('\0') ? buildCommand :
      p.invalid('build-command', 'a shell command (without NUL characters)', buildCommand),
    binaryPath: isInsidePath(binaryPath) ? binaryPath :
      p.invalid('binary-path', "a path relative to 'repository-path', without '..'", binaryPath),
    configureFlags: readConfigureFlags(input('configure-flags'), p),
    libOnlyRebuild: p.boolean('lib-only-rebuild', input('lib-only-rebuild')),
    oldBinary,
    newBinary,
    benchmarkDir: input('benchmark-dir') || null,
    benchmarkFiles: p.oneOf('benchmark-files', input('benchmark-files'), BENCHMARK_FILES),
  };
}

/**
 * The token is needed by every mode but 'run', whose job runs pull request
 * code and so gets `permissions: {}` and may have no token at all. The
 * token's value never appears in a message.
 */
function readGitHub(input, p) {
  const mode = p.oneOf('mode', input('mode'), MODES);
  const token = input('github-token') || null;
  if (token === null && mode !== null && mode !== 'run') {
    p.list.push("Invalid 'github-token': expected a token (the default is the workflow's github.token), " +
      `got an empty value; only mode 'run' works without one`);
  }
  const fail = input('fail-on-regression');
  return {
    mode,
    token,
    minPermission: p.oneOf('min-permission', input('min-permission'), MIN_PERMISSIONS),
    failOnRegression: fail === '' ? null : positive(fail.replace(/%$/, ''), 100) ??
      p.invalid('fail-on-regression', 'a percentage above 0 and at most 100, such as 5 or 2.5', fail),
    comment: p.boolean('comment', input('comment')),
    resultsDir: p.nonEmpty('results-dir', input('results-dir'), 'a directory for the results'),
    request: input('request') || null,
    shard: readShard(input('shard'), mode, p),
  };
}

/**
 * `index/total` as the matrix gives it (`strategy.job-index` is 0-based):
 * this run job takes the request's categories at positions index,
 * index + total, ... so each category runs old and new on one machine.
 */
function readShard(text, mode, p) {
  if (text === '') return null;
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  const [index, total] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(total >= 1 && total <= 64 && index < total)) {
    return p.invalid('shard', "'index/total' with 0 <= index < total <= 64, such as " +
      '${{ strategy.job-index }}/${{ strategy.job-total }}', text);
  }
  if (mode !== null && mode !== 'run') {
    p.list.push(`Invalid 'shard': only mode 'run' runs a shard, this step has mode '${mode}'`);
    return null;
  }
  return { index, total };
}

/**
 * Mode 'track': the reference binary every commit is measured against (a
 * commit of the repository, built, or a name for the prebuilt 'old-binary',
 * such as a release's version) and the history store's directory.
 */
function readTrack(input, p, mode) {
  const reference = input('reference') || null;
  const historyDir = input('history-dir') || null;
  if (mode !== 'track') {
    if (reference !== null) p.list.push(`Invalid 'reference': only mode 'track' has a reference, this step has mode '${mode}'`);
    if (historyDir !== null) p.list.push(`Invalid 'history-dir': only mode 'track' keeps a history, this step has mode '${mode}'`);
    return { reference: null, historyDir: null };
  }
  if (reference === null || !REFERENCE.test(reference)) {
    p.invalid('reference', "a commit's 40-character SHA to build, or the name of the binary in 'old-binary' " +
      "(letters, digits, '.', '_', '+', '-'; such as v24.11.0)", reference ?? '');
  } else if (!SHA.test(reference) && !input('old-binary')) {
    p.list.push(`Invalid 'reference': '${reference}' is not a commit to build (40 hex digits), so 'old-binary' must ` +
      'give its binary (e.g. a release downloaded in an earlier step)');
  }
  return {
    reference,
    historyDir: historyDir ?? p.invalid('history-dir', 'the directory of the history store (a checkout of the data branch)', ''),
  };
}

/**
 * Reads and checks every input of action.yml.
 * @param {(name: string) => string} [getInput] core.getInput, or a stand-in in tests
 * @returns {Settings}
 * @throws {SettingsError} listing every problem, one per line
 */
export function readSettings(getInput = core.getInput) {
  const input = (name) => String(getInput(name) ?? '').trim();
  const p = new Problems();
  const github = readGitHub(input, p);
  const settings = { ...github, ...readCommand(input, p), ...readMachine(input, p),
    ...readBuild(input, p, github.mode), ...readTrack(input, p, github.mode) };
  if (p.list.length > 0) throw new SettingsError(p.list);
  for (const value of Object.values(settings)) {
    if (Array.isArray(value)) Object.freeze(value);
  }
  return Object.freeze(/** @type {Settings} */ (settings));
}
