// Temporary benchmark directories for tests: a copy of our harness
// (common.js and the private helpers it requires) plus the benchmark files a
// test describes, so fixture files `require('../common.js')` exactly as Node
// core's do and report names relative to their own directory.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { tempDir } from './temp.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const benchmarkDir = path.join(repoRoot, 'benchmark');
export const compareJs = path.join(benchmarkDir, 'compare.js');
export const runJs = path.join(benchmarkDir, 'run.js');
export const scatterJs = path.join(benchmarkDir, 'scatter.js');

export const HARNESS_FILES = ['common.js', '_http-benchmarkers.js', '_test-double-benchmarker.js',
  '_format.js', '_url-data.js', '_allocations.js', 'package.json'];

/**
 * @param {Record<string, string>} files  e.g. `{ 'cat/a.js': source }`
 * @param {{ harness?: boolean }} [options]  harness: false leaves common.js out
 * @returns {string} the directory
 */
export function makeBenchDir(files, { harness = true } = {}) {
  const dir = tempDir('nba-bench-');
  if (harness) {
    for (const name of HARNESS_FILES) {
      fs.copyFileSync(path.join(benchmarkDir, name), path.join(dir, name));
    }
  }
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

/**
 * A benchmark file's source from its configs and the body of `main(conf)`,
 * timed around the body.
 * @param {object} configs
 * @param {string} body  JavaScript run between bench.start() and bench.end(n)
 * @param {object} [options]  createBenchmark options (JSON-serialisable) or
 *   a source string for them
 */
export function benchSource(configs, body = '', options = {}) {
  const opts = typeof options === 'string' ? options : JSON.stringify(options);
  return `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, ${JSON.stringify(configs)}, ${opts});
function main(conf) {
  const n = conf.n ?? 1;
  bench.start();
  ${body}
  bench.end(n);
}
`;
}

/**
 * Runs a command to its end and collects its output.
 * @returns {Promise<{ code: number | null, signal: string | null, stdout: string, stderr: string }>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Parses compare.js's CSV rows (after the header) into objects. */
export function parseCompareCsv(text) {
  const lines = text.split('\n');
  const header = lines.shift();
  const rows = lines.filter(Boolean).map((line) => {
    const m = line.match(/^"(old|new)","([^"]*)","((?:[^"]|"")*)",([^,]+),([^,]+)$/);
    if (!m) throw new Error(`not a compare.js CSV row: ${line}`);
    return { binary: m[1], filename: m[2], configuration: m[3].replace(/""/g, '"'),
      rate: Number(m[4]), time: m[5] };
  });
  return { header, rows };
}

/**
 * How many rows each `binary filename configuration` has, as a sorted object
 * so that assert.deepEqual shows the difference readably.
 * @param {{ binary: string, filename: string, configuration: string }[]} rows
 */
export function countRows(rows) {
  const counts = {};
  for (const { binary, filename, configuration } of rows) {
    const key = `${binary} ${filename} ${configuration}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort());
}

/**
 * Starts `node compareJs ...args`, sends it SIGTERM once its CSV has more
 * than `rows` lines, and collects what it wrote until it closed.
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
export async function interruptAfterRows(node, args, rows = 5) {
  const child = spawn(node, [compareJs, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  await /** @type {Promise<void>} */ (new Promise((resolve) => {
    child.stdout.on('data', (d) => {
      stdout += d;
      if (stdout.split('\n').length > rows) resolve();
    });
  }));
  child.kill('SIGTERM');
  const [code] = await new Promise((resolve) => child.on('close', (...a) => resolve(a)));
  return { code, stdout, stderr };
}
