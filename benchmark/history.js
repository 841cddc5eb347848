'use strict';

// History on main: each commit measured against a fixed reference binary,
// kept in a store of plain JSON files (_lib/history/store.js), its change
// points found (_lib/stats/change-points.js), and drawn as a static site.
//
//   node benchmark/compare.js --old ./node-reference --new ./node --ndjson s.ndjson string_decoder > r.csv
//   node benchmark/history.js add --store data --commit <sha> --date <iso> --reference v24.11.0 --ndjson s.ndjson r.csv
//   node benchmark/history.js changes --store data
//   node benchmark/history.js site --store data --out site

const fs = require('fs');
const path = require('path');
const { exitCodesHelp } = require('./_lib/exit-codes.js');
const { Tool } = require('./_lib/tools/tool.js');
const { CsvError } = require('./_lib/data/csv.js');
const { DifferentRunError } = require('./_lib/data/same-run.js');
const { EXIT } = require('./_lib/exit-codes.js');
const store = require('./_lib/history/store.js');
const { resultsOfRun: resultsOfRunFile } = require('./_lib/history/results.js');
const { historyChanges, historyNeeds, siteModel } = require('./_lib/history/changes.js');
const { METHOD_TEXT } = require('./_lib/words/method.js');

const usage = `usage: node history.js <command> --store DIR [options]
  Keeps the history of a branch: every commit measured against a fixed
  reference binary (compare.js --old <reference> --new <commit>), as the
  ratio commit/reference with its ${METHOD_TEXT.level} interval, one JSON file per commit in
  the store DIR; finds where each configuration's level changed; draws it.

  add [options] results.csv         add one commit's results to the store
    --commit SHA                    the commit measured (40 hex digits)
    --date ISO                      its date (git log -1 --format=%cI SHA)
    --reference NAME                the reference binary, e.g. v24.11.0 or a commit's
                                    SHA (default: reference); a new name starts a new series
    --ndjson file.ndjson            compare.js's --ndjson of the run: pairs the blocks
                                    (without it: Welch's interval on the means); one of
                                    another run is refused (exit 2), and nothing stored
    --position N                    its place on the branch (git rev-list --count --first-parent
                                    SHA): orders commits of the same date
    --pull-request N                the pull request that brought the commit, for links
    --replace                       measure a commit again (else an error)
  link [options] results.csv        a run of one reference (--old) against the next (--new)
    --from NAME --to NAME --date ISO [--ndjson file.ndjson]
  changes [--format text|json]      the change points of every configuration, and the
                                    configurations that stopped giving results
    --alpha P                       false-alarm level of each test (default 0.001)
  site --out DIR [--title TEXT] [--repository URL]
                                    a static site (GitHub Pages): a page per category
  -h, --help                        this text

  Exit codes:
${exitCodesHelp('history.js', '    ')}

  Examples:
    node benchmark/history.js add --store data --commit $(git rev-parse HEAD) \\
      --date $(git log -1 --format=%cI) --reference v24.11.0 --ndjson samples.ndjson results.csv
    node benchmark/history.js changes --store data --format json
    node benchmark/history.js site --store data --out site`;

const tool = new Tool('history.js', usage);
const COMMANDS = ['add', 'link', 'changes', 'site'];

function main() {
  const command = process.argv[2];
  if (command === '-h' || command === '--help') {
    tool.write(`${usage}\n`);
    return;
  }
  if (!COMMANDS.includes(command)) {
    tool.fail(`${command === undefined ? 'no command given' : `unknown command ${JSON.stringify(command)}`}: ` +
      `expected one of ${COMMANDS.join(', ')}\n\n${usage}`);
  }
  process.argv.splice(2, 1);
  const opts = tool.options({
    'store': { type: 'string' }, 'commit': { type: 'string' }, 'date': { type: 'string' },
    'reference': { type: 'string', default: 'reference' }, 'ndjson': { type: 'string' },
    'pull-request': { type: 'string' }, 'position': { type: 'string' }, 'replace': { type: 'boolean', default: false },
    'from': { type: 'string' }, 'to': { type: 'string' }, 'format': { type: 'string', default: 'text' },
    'alpha': { type: 'string' }, 'out': { type: 'string' }, 'title': { type: 'string' },
    'repository': { type: 'string' },
  });
  if (!opts.store) tool.fail(`${command}: --store DIR is required: the directory of the history (the data branch's checkout)`);
  try {
    ({ add, link, changes, site })[command](opts);
  } catch (err) {
    if (err instanceof store.HistoryError) tool.fail(`${command}: ${err.message}`);
    throw err;
  }
}

/** @param {Record<string, any>} opts  @param {string[]} names */
function required(opts, command, names) {
  const absent = names.filter((name) => opts[name] === undefined);
  if (absent.length > 0) tool.fail(`${command}: ${absent.map((n) => `--${n}`).join(', ')} required\n\n${usage}`);
}

/**
 * The measured and failed configurations of the CSV (and its ndjson).
 * @param {Record<string, any>} opts
 */
function resultsOfRun(opts) {
  if (opts.file === undefined) tool.fail('no results CSV given: name the CSV compare.js wrote');
  const ndjson = opts.ndjson === undefined ? null : tool.readInput(opts.ndjson);
  try {
    const { configurations, failed, warnings } = resultsOfRunFile(tool.readBytes(opts.file), ndjson, opts.file,
      opts.ndjson);
    for (const warning of warnings) tool.warn(warning);
    return { configurations, failed };
  } catch (err) {
    if (err instanceof CsvError) tool.fail(`${opts.file}: ${err.message}`);
    // Before the store is written: another run's ndjson stores nothing.
    if (err instanceof DifferentRunError) tool.fail(`${err.message}; nothing was stored`, EXIT.usage);
    throw err;
  }
}

/** @param {Record<string, any>} opts */
function add(opts) {
  required(opts, 'add', ['commit', 'date']);
  let pullRequest = null;
  if (opts['pull-request'] !== undefined) {
    pullRequest = Number(opts['pull-request']);
    if (!Number.isInteger(pullRequest) || pullRequest < 1) tool.fail(`add: --pull-request: expected a number, got ${opts['pull-request']}`);
  }
  let position = null;
  if (opts.position !== undefined) {
    position = Number(opts.position);
    if (!Number.isSafeInteger(position) || position < 0) tool.fail(`add: --position: expected a count of commits, got ${opts.position}`);
  }
  const { configurations, failed } = resultsOfRun(opts);
  const record = store.commitRecord({ commit: String(opts.commit).toLowerCase(), date: opts.date, position,
    reference: opts.reference, pullRequest, configurations, failed });
  const file = store.writeCommit(opts.store, record, { replace: opts.replace });
  process.stderr.write(`history.js: ${file}: ${configurations.length} configuration${configurations.length === 1 ? '' : 's'} ` +
    `against ${record.reference}${failed.length > 0 ? `, ${failed.length} without a result` : ''}\n`);
}

/** @param {Record<string, any>} opts */
function link(opts) {
  required(opts, 'link', ['from', 'to', 'date']);
  const { configurations, failed } = resultsOfRun(opts);
  const file = store.writeLink(opts.store, { version: store.STORE_VERSION, from: opts.from, to: opts.to,
    commit: opts.commit ? String(opts.commit).toLowerCase() : null, date: store.isoDate(opts.date, '--date'),
    configurations, failed });
  process.stderr.write(`history.js: ${file}: ${configurations.length} configurations, ${opts.to} against ${opts.from}\n`);
}

/** The store, its unreadable files named on stderr. @param {string} dir */
function readStore(dir) {
  const read = store.readStore(dir);
  for (const problem of read.problems) tool.warn(problem);
  return read;
}

/** @param {Record<string, any>} opts */
function detectorOptions(opts) {
  if (opts.alpha === undefined) return {};
  const alpha = Number(opts.alpha);
  if (!(alpha > 0 && alpha < 0.5)) tool.fail(`--alpha: expected a level between 0 and 0.5 such as 0.001, got ${opts.alpha}`);
  return { alpha };
}

/**
 * A change point as `changes --format json` gives it (DESIGN: name, commit,
 * date, before, after, change, changeLow, changeHigh), with its series and
 * pull request.
 * @param {import('./_lib/history/changes.js').Change} c
 */
const publicChange = (c) => ({ name: c.name, filename: c.filename, configuration: c.configuration,
  reference: c.reference, commit: c.commit, date: c.date, pullRequest: c.pullRequest, before: c.before, after: c.after,
  change: c.change, changeLow: c.changeLow, changeHigh: c.changeHigh });

/** Percent with a sign, as the comment writes changes. @param {number} x */
const pct = (x) => `${x > 0 ? '+' : ''}${x.toFixed(1)}%`;

/** @param {Record<string, any>} opts */
function changes(opts) {
  if (!['text', 'json'].includes(opts.format)) tool.fail(`changes: --format: expected text or json, got ${opts.format}`);
  const detector = detectorOptions(opts);
  const { commits } = readStore(opts.store);
  const found = historyChanges(commits, detector);
  if (opts.format === 'json') {
    tool.write(`${JSON.stringify({ changes: found.changes.map(publicChange), missing: found.missing }, null, 2)}\n`);
    return;
  }
  const lines = [`${commits.length} commit${commits.length === 1 ? '' : 's'} in ${found.series.length} ` +
    `series (${found.series.map((s) => s.reference).join(', ') || 'none'}); ${found.changes.length} change ` +
    `point${found.changes.length === 1 ? '' : 's'}`, ...needsLines(found.needs, commits.length)];
  for (const c of found.changes) {
    lines.push(`${c.commit.slice(0, 12)} ${c.date.slice(0, 10)} ${pct(c.change)} (${pct(c.changeLow)} to ` +
      `${pct(c.changeHigh)}) ${c.name}${c.pullRequest ? ` (#${c.pullRequest})` : ''}`);
  }
  for (const m of found.missing) {
    lines.push(`${m.commit.slice(0, 12)} ${m.date.slice(0, 10)} no result since this commit: ${m.name}` +
      `${m.reason ? ` (${m.reason})` : ''}`);
  }
  tool.write(`${lines.join('\n')}\n`);
}

/**
 * What the history lacks for change points to be found, said rather than
 * left to "0 change points".
 * @param {ReturnType<typeof historyNeeds>} needs  @param {number} commits
 * @returns {string[]}
 */
function needsLines(needs, commits) {
  const need = `change points need at least ${needs.commits} measured commits of a configuration`;
  if (commits === 0) return [`the store has no commits yet: add them with history.js add; ${need}`];
  if (needs.short === 0) return [];
  const configurations = counted(needs.short, 'configuration');
  if (needs.longest < needs.commits) {
    return [`${need}; the longest here has ${needs.longest}, so none can be found yet`];
  }
  return [`${need}; ${configurations} ${needs.short === 1 ? 'has' : 'have'} fewer, and none can be found in them yet`];
}

/** @param {number} n @param {string} noun */
const counted = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** @param {Record<string, any>} opts */
function site(opts) {
  required(opts, 'site', ['out']);
  if (opts.repository !== undefined && !/^https?:\/\/[\w.-]+(?::\d+)?\/[\w.-]+\/[\w.-]+$/.test(opts.repository)) {
    tool.fail(`site: --repository: expected https://github.com/<owner>/<name>, got ${opts.repository}`);
  }
  const read = readStore(opts.store);
  const { writeSite } = require('./_lib/history/site.js');
  const model = siteModel(read, { title: opts.title ?? 'Benchmark history', repositoryUrl: opts.repository ?? null,
    generated: new Date().toISOString() });
  fs.mkdirSync(opts.out, { recursive: true });
  writeSite(model, path.resolve(opts.out));
  process.stderr.write(`history.js: wrote the site of ${read.commits.length} commits to ${opts.out}` +
    ` (open ${path.join(opts.out, 'index.html')})\n`);
  for (const line of needsLines(historyNeeds(read.commits), read.commits.length)) {
    process.stderr.write(`history.js: ${line}\n`);
  }
}

main();
