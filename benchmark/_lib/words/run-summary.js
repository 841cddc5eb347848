'use strict';

// The end of a compare.js run, on stderr: what ran and for how long, why the
// configurations of an adaptive run stopped, and the command that analyses
// it. Pure: counts and paths in, lines out (compare.js prefixes them).
//
//   42 configurations in 5 min 31 s: 1,234 blocks (2,468 runs)
//   plan: 95% intervals of ±2%, where a change of ±3.3% is found with 90% power; 10 to 100 blocks each
//   why they stopped (and where the blocks went): 12 crossed their own sequential test's boundary (a change
//     before the correction for many configurations; analyze.js decides; 180 blocks), 20 within the ±3.3%
//     margin (400 blocks), 7 precise to ±2% (350 blocks), 3 at --max-runs 100 (300 blocks)
//   next: node benchmark/analyze.js --ndjson samples.ndjson out.csv
//
// The reasons are the final looks' states (sequential.js): a configuration's
// own test crossing its boundary is not the verdict's "changed", which
// analyze.js decides after multiple-comparison control, so it is not called
// that here either.

const path = require('path');
const { marginOf } = require('../stats/sequential.js');
const { planWords } = require('./method.js');

/**
 * @typedef {import('../stats/sequential.js').Plan} Plan
 * @typedef {{ schedule: 'blocks', plan: Plan, configurations: number, blocks: number, runs: number,
 *   stops: Record<string, number>, stopBlocks?: Record<string, number>, running: number, signal: string | null,
 *   seconds: number }
 *   | { schedule: 'rounds', files: number, rounds: number, processes: number, signal: string | null,
 *   seconds: number }} Run
 *   runs: the blocks' run passes (a block has one of each binary); stops: the final looks' states, counted;
 *   stopBlocks: the blocks of the configurations that stopped in each state;
 *   running: configurations an interrupt left running
 */

/**
 * What ran, in one line, and why an adaptive run's configurations stopped.
 * @param {Run} run
 * @returns {string[]}
 */
function summaryLines(run) {
  const time = duration(run.seconds);
  if (run.schedule === 'rounds') {
    return [`${count(run.files, 'file')} in ${time}: ${count(run.processes, 'benchmark process', 'es')} ` +
      `(${count(run.rounds, 'round')} of old and new)`];
  }
  const lines = [`${count(run.configurations, 'configuration')} in ${time}: ${count(run.blocks, 'block')} ` +
    `(${count(run.runs, 'run')})`];
  if (run.plan.accuracy === null) return lines;
  lines.push(planLine(run.plan));
  const reasons = [];
  let stopped = 0;
  const add = (n, why) => {
    if (n > 0) reasons.push(`${n} ${why}`);
  };
  // "crossed" is a configuration's own test, before the correction for all
  // of them that analyze.js applies: said so, it agrees with a verdict that
  // calls the same rows inconclusive.
  const words = { crossed: 'crossed their own sequential test\'s boundary (a change before the correction for many ' +
                    'configurations; analyze.js decides',
                  within: `within the ±${marginOf(run.plan)}% margin`,
                  precise: `precise to ±${run.plan.accuracy}%`,
                  cap: `at --max-runs ${run.plan.maxRuns}` };
  // In the order of the words; a state this file does not know, as it is named.
  const states = [...new Set([...Object.keys(words), ...Object.keys(run.stops)])];
  for (const state of states.filter((name) => run.stops[name] > 0)) {
    stopped += run.stops[state];
    const used = run.stopBlocks?.[state];
    const blocksText = used === undefined ? '' : count(used, 'block');
    const why = words[state] ?? state;
    // The crossing's words end in an open parenthesis: the blocks go inside it.
    add(run.stops[state], why.endsWith('decides') ? `${why}${blocksText ? `; ${blocksText}` : ''})` :
      `${why}${blocksText ? ` (${blocksText})` : ''}`);
  }
  add(run.running, `still running at ${run.signal ?? 'the end'}`);
  add(run.configurations - stopped - run.running,
      'without a look (one binary only, a file run whole, or no block where both reported)');
  if (reasons.length > 0) {
    lines.push(`why they stopped${run.stopBlocks ? ' (and where the blocks went)' : ''}: ${reasons.join(', ')}`);
  }
  return lines;
}

/**
 * What an adaptive plan aims for, in one line: the width, the change it can
 * tell with its power, and the blocks each configuration may take.
 * @param {Plan} plan
 */
function planLine(plan) {
  return `plan: ${planWords(plan)}; ${plan.minRuns} to ${plan.maxRuns} blocks each`;
}

/**
 * The command that analyses the run: with the CSV's and the ndjson's paths
 * when known; when the CSV went to stdout, how to keep it first.
 * @param {{ analyzeJs: string, ndjson: string | null, csv: string | null }} files
 *   as the person would type them; csv null: on stdout, not in a file we can name
 */
function nextLine({ analyzeJs, ndjson, csv }) {
  const command = `node ${shellWord(analyzeJs)}${ndjson ? ` --ndjson ${shellWord(ndjson)}` : ''} ` +
    `${csv ? shellWord(csv) : 'out.csv'}`;
  return csv ? `next: ${command}` : `next: the CSV is on stdout: save it (> out.csv) and run ${command}`;
}

/** `path` as the person would type it: relative to `cwd` when it is under it. */
function shown(file, cwd) {
  const relative = path.relative(cwd, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** A path as one shell word: quoted when it has anything a shell would read. @param {string} word */
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

/** `12.3 s`, `5 min 31 s`, `2 h 05 min`. @param {number} seconds */
function duration(seconds) {
  if (seconds < 60) return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.floor(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** `1 block`, `1,234 blocks`. */
function count(n, noun, plural = 's') {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : plural}`;
}

module.exports = { summaryLines, nextLine, shown, duration };
