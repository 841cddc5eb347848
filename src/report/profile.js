// The comment's `--profile` section: per profiled configuration, folded, the
// functions whose self time per operation moved most between the binaries.
//
//   **CPU profiles** of the configurations that changed: self time per operation by function, …
//
//   <details><summary>string_decoder/string-decoder.js n=25000 encoding='ascii': +183.2% sampled time</summary>
//
//   | function | location | old | new | change |
//   |:---|:---|---:|---:|---:|
//   | slowHotFunction | hot/hot.js:3 | 0 ns | 1.52 µs | new |
//
//   Sampled time per operation (n=25000): old 1.20 µs, new 3.40 µs (+183.2%).
//
//   `1.old.cpuprofile` and `1.new.cpuprofile` in the results artifact; they open in …
//
//   </details>
//
// Pure. Everything here came from the run job (benchmark names) or from the
// pull request's binary (function names, urls, error texts): all of it is
// escaped so that it cannot ping, link, close the fold, hide or reorder
// text, and is clipped, so a profile of huge names cannot crowd out the rest
// of the comment.

import render from '../../benchmark/_lib/words/render.js';
import codeSpans from '../../benchmark/_lib/code-span.js';
import profiles from '../../benchmark/_lib/data/profiles.js';
import text from '../../benchmark/_lib/text.js';

const { escapeMarkdown } = render;
const { codeSpan, showInvisible, unlink } = codeSpans;
const { COLUMNS, formatChange, totalsText, LIMITS } = profiles;

const HEADING = '**CPU profiles**';
const MAX_NAME = 60; // characters of a function name, location or file name shown
const MAX_SUMMARY = 160;
const MAX_ERROR = 300;
// profile.js's names, under the results artifact's folders (`profiles/`, a shard's).
const FILE_RE = /^(?:(?!\.\.?\/)[\w.-]+\/){0,3}\d{1,3}\.(old|new)\.cpuprofile$/;
// The section's share of the comment (65,536 characters): over it, fewer rows.
const MAX_SECTION = 24_000;
const ROW_STEPS = [Infinity, 5, 3, 0];

/** @typedef {import('../results/profile-files.js').ProfileEntry} ProfileEntry  as read from the results directory */

/**
 * The section: a heading line, then one folded block per configuration; for
 * no entries, one line saying nothing was profiled; for none read (null: no
 * shard has a profiles directory), one line saying why there are none.
 * @param {ProfileEntry[] | null} entries
 * @returns {string}
 */
export function renderProfiles(entries) {
  if (entries === null) {
    return `${HEADING}: none were made: the run job did not get to profiling (its log says why).`;
  }
  if (entries.length === 0) {
    return `${HEADING}: no configuration changed, so none was profiled.\n`;
  }
  const shown = entries.slice(0, LIMITS.targets);
  let section = '';
  for (const rows of ROW_STEPS) {
    section = [intro(), ...shown.map((entry) => renderEntry(entry, rows))].join('\n\n') + '\n';
    if (section.length <= MAX_SECTION) break;
  }
  return section;
}

function intro() {
  return `${HEADING} of the configurations that changed: self time per operation by function, from one more ` +
    'run of each under each binary with V8\'s CPU profiler. These runs are not part of the statistics above; ' +
    'a profile is one run, so small moves are noise.';
}

/** One configuration, folded. @param {ProfileEntry} entry @param {number} maxRows */
function renderEntry(entry, maxRows) {
  const name = `${entry.filename} ${entry.configuration}`.trim() || 'profiles';
  const parts = [];
  let outcome;
  if (entry.diff) {
    outcome = `${formatChange(entry.diff.totals.change)} sampled time`;
    parts.push(diffTable(entry.diff, maxRows), `${escapeMarkdown(capitalize(totalsText(entry.diff)))}.`);
  } else {
    outcome = 'not profiled';
  }
  if (entry.error) parts.push(`Not profiled: ${escapeMarkdown(text.clip(showInvisible(entry.error), MAX_ERROR))}`);
  parts.push(filesLine(entry.files));
  const summary = `${htmlText(text.clip(showInvisible(name), MAX_SUMMARY))}: ${outcome}`;
  return `<details><summary>${summary}</summary>\n\n${parts.filter(Boolean).join('\n\n')}\n\n</details>`;
}

/**
 * The top functions as a GFM table: the columns benchmark/profile.js prints
 * in the terminal, every cell escaped.
 * @param {import('../../benchmark/_lib/data/profiles.js').Diff} diff
 * @param {number} maxRows
 */
function diffTable(diff, maxRows) {
  const rows = diff.rows.slice(0, maxRows);
  if (rows.length === 0) return diff.rows.length === 0 ? 'No function\'s self time moved.' : '';
  const cell = (value) => escapeMarkdown(text.clip(showInvisible(value), MAX_NAME)) || ' ';
  const head = `| ${COLUMNS.map((column) => column.label).join(' | ')} |`;
  const rule = `|${COLUMNS.map((column) => (column.align === 'left' ? ':---' : '---:')).join('|')}|`;
  const body = rows.map((row) => `| ${COLUMNS.map((column) => cell(column.text(row))).join(' | ')} |`);
  const more = diff.rows.length > rows.length ? `\n\n(${rows.length} of the ${diff.rows.length} shown)` : '';
  return [head, rule, ...body].join('\n') + more;
}

/** @param {string[]} files */
function filesLine(files) {
  // Only names of the form profile.js writes: anything else is not ours to point at.
  const named = files.filter((file) => FILE_RE.test(file));
  if (named.length === 0) return 'No profile file was kept.';
  return `${named.map(codeSpan).join(' and ')} in the results artifact; ${named.length === 1 ? 'it opens' : 'they open'} ` +
    'in Chrome DevTools (Performance → Load profile) or speedscope.app.';
}

/**
 * Text for raw HTML (the `<summary>` line, where markdown is not read, so
 * escapeMarkdown's backslashes would show): entities for what HTML reads,
 * and a zero-width space where GitHub would link a mention, an issue or an
 * address.
 * @param {string} value
 */
function htmlText(value) {
  return unlink(text.escapeHtml(value.replace(/[\r\n]+/g, ' ')));
}

function capitalize(value) {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
