// benchmark/_lib/words/verdict.js and markdown-report.js: every sentence
// agrees with every row. Over 1,000 generated runs (1 to 60
// configurations, true changes of 0, ±1, ±3 or ±10%, a CV of 0.5 to 10%,
// Welch's and paired, some rows untestable, allocations on some), each run
// is analysed by the real analyze(), its words rendered, and each sentence
// parsed back and checked against the rows it summarises: counts, named
// changes, the bounds claimed, what is or is not within the margin, the
// runs said, and that the parts add up to the whole. Seeded: a failure
// prints the seed of its run, which reproduces it alone.

import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createRng } = require('../benchmark/_lib/random.js');
const { analyze } = require('../benchmark/_lib/stats/analysis.js');
const { createFixedPlan } = require('../benchmark/_lib/stats/sequential.js');
const { changeOf, ownChange, halfWidthOf, RUNS_CAP, USEFUL_BOUND } = require('../benchmark/_lib/stats/verdict-rule.js');
const { verdict, allocationVerdict, renderInconclusive, signedPercent } = require('../benchmark/_lib/words/verdict.js');
const { renderMarkdown } = require('../benchmark/_lib/words/markdown-report.js');

const TRUTHS = [0, 0, 0, 1, -1, 3, -3, 10, -10];
const RUNS = 1000;

/**
 * One generated run: `configurations` rows, each with a true change and a
 * CV; Welch's (runs a side) or paired (fixed blocks); some rows with one
 * sample or block only (untestable); allocations counted on some runs.
 * @param {number} seed
 */
function generate(seed) {
  const rng = createRng(seed);
  const pick = (list) => list[Math.floor(rng.uniform() * list.length)];
  const configurations = 1 + Math.floor(rng.uniform() * 60);
  const paired = rng.uniform() < 0.5;
  const runs = pick([2, 3, 5, 10, 20, 30]);
  const allocations = paired && rng.uniform() < 0.4;
  const cv = 0.005 + 0.095 * rng.uniform() ** 2;
  /** @type {import('../benchmark/_lib/stats/analysis.js').Sample[]} */
  const samples = [];
  const blocks = [];
  for (let i = 0; i < configurations; i++) {
    const configuration = `n=${i}`;
    const filename = `f${i % 3}.js`;
    const truth = pick(TRUTHS);
    const shift = Math.log1p(truth / 100);
    const n = rng.uniform() < 0.05 ? 1 : runs;
    const pairs = Array.from({ length: n }, () => [cv * rng.gauss(), shift + cv * rng.gauss()]);
    for (const [o, v] of pairs) {
      samples.push({ binary: 'old', filename, configuration, rate: 1e6 * Math.exp(o) });
      samples.push({ binary: 'new', filename, configuration, rate: 1e6 * Math.exp(v) });
    }
    /** @type {any} */
    const block = { filename, configuration, diffs: pairs.map(([o, v]) => v - o) };
    if (allocations) {
      // Bytes per operation: some exact, some noisy, some from zero.
      const base = pick([0, 48, 1024, 1e6]);
      const change = pick([0, 0, 0.0003, 0.01, 0.05, 0.2]);
      const noise = pick([0, 0.001, 0.02]);
      const newBase = base === 0 ? pick([0, 48]) : base * (1 + change);
      block.allocated = {
        old: pairs.map(() => base * (1 + noise * rng.gauss())),
        new: pairs.map(() => newBase * (1 + noise * rng.gauss())),
      };
    }
    blocks.push(block);
  }
  const { comparisons, summary } = analyze(samples, paired ? { plan: createFixedPlan(runs), blocks } : null);
  return { comparisons, summary, paired };
}

/** A row's 95% interval in percent, [low, high], or null. */
function interval(c) {
  if (c.paired) {
    return typeof c.ratioLow === 'number' && typeof c.ratioHigh === 'number' ?
      [100 * (c.ratioLow - 1), 100 * (c.ratioHigh - 1)] : null;
  }
  const half = c.accuracy['*'];
  return half === null ? null : [c.improvement - half, c.improvement + half];
}

const within = (c, margin) => {
  const ends = interval(c);
  return ends !== null && Math.max(Math.abs(ends[0]), Math.abs(ends[1])) <= margin;
};

/** A number as the words write it: `1,000` → 1000. */
const number = (text) => Number(text.replace(/,/g, ''));

/**
 * Checks the verdict line against the rows; returns the sentences it
 * recognised, so that nothing in it goes unchecked.
 */
function checkVerdict(line, comparisons, summary) {
  const by = (outcome) => comparisons.filter((c) => c.outcome === outcome);
  const tested = comparisons.filter((c) => c.outcome !== 'untested');
  const margin = summary.margin;
  let rest = line;
  const take = (pattern) => {
    const match = rest.match(pattern);
    if (match) rest = rest.replace(match[0], '');
    return match;
  };
  // Parts that add up: every row is one of the five.
  assert.equal(by('regressed').length + by('improved').length + by('conclusive').length + by('inconclusive').length +
    by('untested').length, comparisons.length, 'the outcomes add up');
  const untested = take(/ (\d+) could not be tested\.$/);
  assert.equal(untested ? Number(untested[1]) : 0, tested.length === 0 ? untested ? comparisons.length : 0 :
    by('untested').length, 'could not be tested');
  if (tested.length === 0) {
    assert.match(line, /^No configuration could be tested/);
    return;
  }
  const regressedHead = take(/^(\d+) of (\d+) configurations? regressed \(5% false discovery rate\)/);
  if (regressedHead) {
    assert.equal(Number(regressedHead[1]), by('regressed').length, 'regressed');
    assert.equal(Number(regressedHead[2]), tested.length, 'of tested');
    checkNamed(take(/^: (.*?)(?=; \d+ improved|; no change|; the other|; \d+ others?|; \d+ inconclusive|\.$)/),
      by('regressed'), summary.regressions, -1);
    const improved = take(/^; (\d+) improved/);
    assert.equal(improved ? Number(improved[1]) : 0, by('improved').length, 'improved');
    if (improved) {
      checkNamed(take(/^: (.*?)(?=; no change|; the other|; \d+ others?|; \d+ inconclusive|\.$)/), by('improved'),
        summary.improvements, 1);
    }
  } else {
    assert.equal(by('regressed').length + by('improved').length, 0, 'changes are said');
  }
  const bound = take(/(?:^|; )[Nn]o change larger than ±([\d.]+)% in (?:(\d+) of \d+ configurations?|any of (\d+) configurations?|the only configuration|(\d+) others?|the other (\d+)|the other one) \(95%\)/);
  if (bound) {
    const x = Number(bound[1]);
    assert.ok(x <= USEFUL_BOUND * margin, `±${x}% headlined past ${USEFUL_BOUND} margins`);
    const said = Number(bound[2] ?? bound[3] ?? bound[4] ?? bound[5] ?? 1);
    const of = summary.conclusive > 0 ? by('conclusive') : by('inconclusive');
    assert.equal(said, of.length, 'no change larger than: its count');
    for (const c of of) {
      const ends = interval(c);
      assert.ok(ends && Math.abs(ends[0]) <= x + 1e-9 && Math.abs(ends[1]) <= x + 1e-9,
        `${c.name}'s interval ${ends} beyond the claimed ±${x}%`);
    }
  }
  const withinMargin = take(/(?:^No configuration changed: (\d+) of \d+ configurations?|; (\d+) others?|; the other (\d+)|; the other one) within the ±([\d.]+)% margin \(95% intervals?\)/);
  if (withinMargin) {
    const said = Number(withinMargin[1] ?? withinMargin[2] ?? withinMargin[3] ?? 1);
    assert.equal(said, by('conclusive').length, 'within the margin: its count');
    for (const c of by('conclusive')) assert.ok(within(c, margin), `${c.name} said within the margin`);
  }
  assert.ok(bound || withinMargin || by('conclusive').length === 0, 'the conclusive rows are said');
  const nothing = take(/^Nothing concluded: (?:all (\d+) configurations|the only configuration is) inconclusive/);
  if (nothing) {
    assert.equal(Number(nothing[1] ?? 1), tested.length, 'nothing concluded: of all');
    assert.equal(by('inconclusive').length, tested.length, 'nothing concluded: all inconclusive');
  }
  const allInconclusive = take(/, but (?:all (\d+)|it is) inconclusive/) ??
    take(/; (?:the other (\d+)|the other one) inconclusive/);
  const counted = take(/; (\d+) inconclusive/);
  if (counted) assert.equal(Number(counted[1]), by('inconclusive').length, 'inconclusive');
  if (allInconclusive) {
    assert.equal(Number(allInconclusive[1] ?? 1), by('inconclusive').length, 'all inconclusive');
    assert.equal(by('conclusive').length, 0, 'all inconclusive, none conclusive');
  }
  assert.ok(nothing || allInconclusive || counted || by('inconclusive').length === 0, 'the inconclusive rows are said');
  checkWhy(take, by('inconclusive'), margin, tested.length);
  const couldTell = take(/^\.? This run could tell changes of (?:about ±([\d.]+)%|more than ±1,000%) per configuration(?:; (?:about|more than) ([\d,]+) runs? would bring that to ±[\d.]+%)?\./);
  if (couldTell) {
    const halves = tested.map(halfWidthOf).filter((h) => h !== null).sort((a, b) => a - b);
    const middle = halves.length >> 1;
    const median = halves.length % 2 === 1 ? halves[middle] : (halves[middle - 1] + halves[middle]) / 2;
    if (couldTell[1] !== undefined) {
      const said = Number(couldTell[1]);
      assert.ok(Math.abs(said - median) <= (median < 10 ? 0.05 : 0.5) + 1e-9, `typical ±${said}% of ${median}`);
    } else {
      assert.ok(median >= 1000, `more than ±1,000% of ${median}`);
    }
    if (couldTell[2] !== undefined) assert.ok(number(couldTell[2]) <= RUNS_CAP, `runs ${couldTell[2]}`);
  }
  assert.equal(rest.replace(/^\.$/, ''), '', `words the test does not read: "${rest}"`);
}

/** Why the inconclusive rows are, as the verdict says it; each claim checked. */
function checkWhy(take, inconclusive, margin, tested) {
  const own = inconclusive.filter(ownChange);
  const wide = inconclusive.filter((c) => !ownChange(c));
  const correction = (text) => assert.equal(Number(text), tested, 'the correction for the tested rows');
  const why = take(/^ \((?:its|no) 95% interval is not within the ±[\d.]+% margin\)|^ \((?:its|no) 95% interval is within the ±[\d.]+% margin\)/);
  if (why) {
    assert.equal(own.length, 0, 'not within the margin, yet one changed by its own test');
    for (const c of inconclusive) assert.ok(!within(c, margin), `${c.name} is within the margin, said not`);
    return;
  }
  const each = take(/^ \((?:it |each )?changed by its own test, not after the correction for (\d+) configurations?\)/);
  if (each) {
    correction(each[1]);
    assert.equal(wide.length, 0, 'each changed by its own test');
    return;
  }
  const both = take(/^ \((\d+) changed by (?:its|their) own test, not after the correction for (\d+) configurations?(?:; (\d+) not within the ±[\d.]+% margin \(95% interval\))?\)/);
  if (both) {
    assert.equal(Number(both[1]), own.length, 'changed by their own test');
    correction(both[2]);
    if (both[3] !== undefined) {
      assert.equal(Number(both[3]), wide.length, 'not within the margin');
      for (const c of wide) assert.ok(!within(c, margin), `${c.name} is within the margin, said not`);
    }
    return;
  }
  assert.ok(own.length === 0, 'rows changed by their own test are named');
}

/** "`a.js n=1` -5.4%, `b.js` -3.1% and 2 more": each named row has the stated change. */
function checkNamed(match, rows, named, sign) {
  if (!match) {
    assert.equal(rows.length, 0, 'rows that changed are named');
    return;
  }
  const [list, moreText] = match[1].split(/ and (?=\d+ more$)/);
  const items = [...list.matchAll(/`([^`]+)` ([+-][\d.]+%)/g)];
  const more = moreText ? Number(moreText.split(' ')[0]) : 0;
  assert.equal(items.length + more, rows.length, 'named and more: all of them');
  for (const [, label, change] of items) {
    const entry = named.find((n) => n.label === label);
    const row = rows.find((c) => c.name === entry?.name);
    assert.ok(row, `${label} named, not among them`);
    assert.equal(change, signedPercent(changeOf(row), { keepSign: true }), `${label}'s change`);
    assert.equal(Math.sign(changeOf(row)), sign, `${label}'s sign`);
  }
}

/** The allocations' line: counts, the largest change, the bound, within the margin. */
function checkAllocations(line, comparisons, summary) {
  if (line === null) return;
  const a = summary.allocations;
  if (!a) return;
  const rows = comparisons.filter((c) => c.allocations);
  const by = (outcome) => rows.filter((c) => c.allocations.outcome === outcome);
  const more = line.match(/(\d+) allocates? more|(\d+) of \d+ configurations? allocates? more/);
  const moreCount = more ? Number(more[1] ?? more[2]) : 0;
  const changedBoth = line.match(/: (\d+) allocates? more \(up to/);
  assert.equal(changedBoth ? Number(changedBoth[1]) : moreCount, by('more').length, 'allocate more');
  const up = line.match(/up to ([+-][\d.]+%|[\d.,]+ → [\d.,]+)/);
  if (up) {
    assert.doesNotMatch(up[1], /^\+0\.0%$/, 'up to +0.0%');
    if (up[1].includes('%')) assert.ok(Number(up[1].replace(/[+%]/g, '')) > 0, `up to ${up[1]}`);
  }
  const bound = line.match(/no change larger than ±([\d.]+)% in (?:the other (\d+)|(\d+) of \d+ configurations?) \(95%\)/);
  if (bound) {
    assert.equal(Number(bound[2] ?? bound[3]), by('unchanged').length, 'allocations unchanged');
    for (const c of by('unchanged')) {
      const x = Number(bound[1]);
      assert.ok(Math.abs(100 * (c.allocations.ratioLow - 1)) <= x + 1e-9 &&
        Math.abs(100 * (c.allocations.ratioHigh - 1)) <= x + 1e-9, `${c.name}'s allocations beyond ±${x}%`);
    }
  }
  const inconclusive = line.match(/(?:^Allocations: |; )(\d+) inconclusive/);
  assert.equal(inconclusive ? Number(inconclusive[1]) : 0, a.inconclusive, 'allocations inconclusive');
}

/** The inconclusive list: its head's counts, each row in the group its reason says, the runs within the cap. */
function checkList(text, comparisons) {
  const inconclusive = comparisons.filter((c) => c.outcome === 'inconclusive');
  if (inconclusive.length === 0) {
    assert.equal(text, '');
    return;
  }
  const lines = text.trimEnd().split('\n');
  const head = lines[0].match(/^(?:Inconclusive \(95% interval not within the ±[\d.]+% margin\)|(\d+) inconclusive: (?:(\d+) with a 95% interval not within the ±[\d.]+% margin, )?(\d+) changed by (?:its|their) own test only):$/);
  assert.ok(head, `the list's head: ${lines[0]}`);
  const own = inconclusive.filter(ownChange);
  if (head[1] !== undefined) {
    assert.equal(Number(head[1]), inconclusive.length);
    assert.equal(Number(head[2] ?? 0), inconclusive.length - own.length);
    assert.equal(Number(head[3]), own.length);
  } else {
    assert.equal(own.length, 0, 'a list without own changes');
  }
  let group = '';
  let listed = 0;
  for (const line of lines.slice(1)) {
    if (!line.startsWith('- ')) {
      group = line;
      continue;
    }
    const more = line.match(/^- and (\d+) more$/);
    if (more) {
      listed += Number(more[1]);
      continue;
    }
    listed++;
    const row = line.match(/^- (.+?): (?:([+-]?[\d.]+%) |more than [+-]1,000,000%, )(?:±([\d.]+)%|an interval without a finite bound)(?:, (?:about|more than) ([\d,]+) runs?)?$/);
    assert.ok(row, `a list row: ${line}`);
    const c = inconclusive.find((x) => x.name === row[1]);
    assert.ok(c, `${row[1]} listed, not inconclusive`);
    if (row[2] !== undefined) assert.equal(row[2], signedPercent(changeOf(c)), `${c.name}'s estimate`);
    if (row[4] !== undefined) assert.ok(number(row[4]) <= RUNS_CAP, `${c.name}: ${row[4]} runs`);
    if (group.startsWith('Changed by its own test')) assert.ok(ownChange(c), `${c.name} not changed by its own test`);
    else assert.ok(!ownChange(c) && !within(c, 2), `${c.name} said wider than the margin`);
  }
  assert.equal(listed, inconclusive.length, 'the list counts every inconclusive row');
}

/** The markdown report: the open table and the fold add up; the fold's counts are its rows'. */
function checkMarkdown(markdown, comparisons) {
  const resultOf = (line) => line.split(' | ').at(-1).replace(/ \|$/, '');
  const tableRows = (text) => text.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| benchmark'));
  const fold = markdown.match(/<details><summary>(\d+) (other )?configurations?: ([^<]+)<\/summary>\n\n([\s\S]*?)<\/details>/);
  const before = markdown.slice(0, fold ? fold.index : markdown.indexOf('<sub>'));
  const open = tableRows(before);
  const folded = fold ? tableRows(fold[4]) : [];
  assert.equal(open.length + folded.length, comparisons.length, 'open and folded rows add up');
  if (fold) {
    assert.equal(Number(fold[1]), folded.length, 'the fold counts its rows');
    assert.equal(Boolean(fold[2]), open.length > 0, '"other" when rows are shown above');
    const counts = Object.fromEntries(fold[3].split(', ').map((part) => {
      const [, n, words] = /** @type {RegExpMatchArray} */ (part.match(/^(\d+) (.+)$/));
      return [words, Number(n)];
    }));
    const actual = {};
    for (const line of folded) actual[resultOf(line)] = (actual[resultOf(line)] ?? 0) + 1;
    assert.deepEqual(counts, actual, 'the fold\'s counts are its rows\' results');
  }
  const inconclusive = markdown.match(/<details><summary>(\d+) inconclusive/);
  assert.equal(inconclusive ? Number(inconclusive[1]) : 0, comparisons.filter((c) => c.outcome === 'inconclusive').length);
}

/** Checks one generated run; throws with its seed. */
function checkRun(seed) {
  const { comparisons, summary } = generate(seed);
  const line = verdict(summary);
  const allocations = allocationVerdict(summary);
  const list = renderInconclusive(comparisons, summary);
  const markdown = renderMarkdown(comparisons, line, summary);
  try {
    for (const text of [line, allocations ?? '', list, markdown]) {
      assert.doesNotMatch(text, /∞|NaN|e\+\d|undefined|\bnull\b|Infinity/, 'a word no person can use');
    }
    checkVerdict(line, comparisons, summary);
    checkAllocations(allocations, comparisons, summary);
    checkList(list, comparisons);
    checkMarkdown(markdown, comparisons);
  } catch (/** @type {any} */ error) {
    error.message = `seed ${seed}: ${error.message}\n${line}\n${allocations ?? ''}\n${list}`;
    throw error;
  }
  return { summary, line };
}

test(`every sentence agrees with every row, over ${RUNS} generated runs`, (t) => {
  const seen = { nothing: 0, changed: 0, headline: 0, ownChanges: 0, within: 0, allocations: 0, untested: 0 };
  for (let seed = 3700; seed < 3700 + RUNS; seed++) {
    const { summary, line } = checkRun(seed);
    if (line.startsWith('Nothing concluded')) seen.nothing++;
    if (summary.changed > 0) seen.changed++;
    if (/[Nn]o change larger than/.test(line)) seen.headline++;
    if (summary.ownChanges > 0) seen.ownChanges++;
    if (/within the ±[\d.]+% margin \(95% interval/.test(line)) seen.within++;
    if (summary.allocations) seen.allocations++;
    if (summary.untested > 0) seen.untested++;
  }
  t.diagnostic(JSON.stringify(seen));
  // The runs reach every kind of sentence, so each check above was exercised.
  for (const [kind, n] of Object.entries(seen)) assert.ok(n >= 10, `only ${n} runs of kind ${kind}`);
});

test('the issue\'s case: a row at +1.0% (+0.06% to +1.96%) changed by its own test is never called "not within the margin"', () => {
  // One row whose own test finds the change (its interval excludes 0), in a
  // family of 16 that the correction does not let count as changed.
  let found = 0;
  for (let seed = 5000; seed < 5400 && found < 3; seed++) {
    const { comparisons, summary } = generate(seed);
    const hit = comparisons.find((c) => c.outcome === 'inconclusive' && ownChange(c) && within(c, summary.margin));
    if (!hit) continue;
    found++;
    checkRun(seed);
    assert.doesNotMatch(verdict(summary), /no 95% interval is within/);
  }
  assert.ok(found >= 1, 'no inconclusive row within the margin was generated');
});

test('allocations: a change has the digits its interval needs, and from zero bytes the bytes themselves', () => {
  const { markdownColumns } = require('../benchmark/_lib/words/markdown-report.js');
  const base = { paired: true };
  const summary = (more, bytes) => ({ ...base, allocations: { counted: 2, comparisons: 2, more: 1, less: 0, unchanged: 1,
    inconclusive: 0, untested: 0, detectable: 0.4, margin: 2, largestMore: more, largestLess: null,
    largestMoreBytes: bytes } });
  assert.equal(allocationVerdict(summary(0.031, { old: 1000, new: 1000.31 })), 'Allocations: 1 of 2 configurations ' +
    'allocates more: up to +0.031% bytes per operation; no change larger than ±0.4% in the other 1 (95%).');
  assert.equal(allocationVerdict(summary(4799900, { old: 0.001, new: 48 })), 'Allocations: 1 of 2 configurations ' +
    'allocates more: up to 0 → 48 bytes per operation; no change larger than ±0.4% in the other 1 (95%).');
  const column = markdownColumns(/** @type {any} */ ([{ allocations: {} }])).find((c) => c.label.startsWith('allocations'));
  const cell = (allocations) => column?.text(/** @type {any} */ ({ allocations }));
  assert.equal(cell({ old: 0, new: 48, ratio: 48000, ratioLow: 48000, ratioHigh: 48000 }), '0.0 B → 48 B/op');
  assert.equal(cell({ old: 1000, new: 1000.3, ratio: 1.0003, ratioLow: 1.0001, ratioHigh: 1.0005 }),
    '+0.03% (+0.01% to +0.05%), 1.0 kB/op');
  assert.equal(cell({ old: 1000, new: 1001, ratio: 1.001, ratioLow: 0.9995, ratioHigh: 1.002 }),
    '+0.1% (0.0% to +0.2%), 1.0 kB/op');
});
