// benchmark/compare.js between two real Node.js releases from the npm
// registry (scripts/node-releases.js): Node 22 as old, Node 24 as new,
// driven by the node that runs the tests and by Node 24 itself.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import { NODE_22, NODE_24, nodeRelease } from '../scripts/node-releases.js';
import { makeBenchDir, countRows } from './helpers/bench-dir.js';

const benchmarkDir = fileURLToPath(new URL('../benchmark/', import.meta.url));
const compareJs = path.join(benchmarkDir, 'compare.js');
const runJs = path.join(benchmarkDir, 'run.js');
// The first use downloads two ~50 MB tarballs.
const TIMEOUT = { timeout: 300_000 };
const HEADER = '"binary","filename","configuration","rate","time"';
// "old","string_decoder/string-decoder.js","n=1000 encoding='ascii'",1310983.68,0.000762786
const ROW = /^"(old|new)","([^"]+)","((?:[^"]|"")*)",(\d+(?:\.\d+)?(?:e[+-]?\d+)?),(\d+\.\d{9})$/;

/**
 * Runs `execPath script ...args` and resolves with its exit code, stdout and
 * stderr (never rejects, so a test can show stderr when the code is wrong).
 * @param {string} execPath
 * @param {string} script
 * @param {string[]} args
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
function runNode(execPath, script, args) {
  return new Promise((resolve) => {
    execFile(execPath, [script, ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/**
 * compare.js's CSV as rows; fails on the header or on any line that is not a row.
 * @param {string} stdout
 */
function parseCsv(stdout) {
  const [header, ...lines] = stdout.trimEnd().split('\n');
  assert.equal(header, HEADER);
  return lines.map((line) => {
    const match = line.match(ROW);
    assert.ok(match, `not a compare.js row: ${line}`);
    const [, binary, filename, configuration, rate] = match;
    return { binary, filename, configuration: configuration.replace(/""/g, '"'), rate: Number(rate) };
  });
}

/**
 * The configurations of a category as compare.js prints them, taken from
 * an independent source: run.js's JSON output under the system node.
 * @param {string[]} args  run.js arguments
 * @returns {Promise<{ filename: string, configuration: string }[]>}
 */
async function configurationsOf(args) {
  const { code, stdout, stderr } = await runNode(process.execPath, runJs, ['--format', 'json', ...args]);
  assert.equal(code, 0, stderr);
  return JSON.parse(stdout).map(({ filename, configuration }) => ({
    filename,
    // compare.js quotes values with util.inspect (Node core's format).
    configuration: Object.entries(configuration).map(([k, v]) => `${k}=${inspect(v)}`).join(' '),
  }));
}

/** Every configuration `runs` times under each of old and new. */
function expectedCounts(configurations, runs) {
  const counts = {};
  for (const binary of ['old', 'new']) {
    for (const { filename, configuration } of configurations) {
      counts[`${binary} ${filename} ${configuration}`] = runs;
    }
  }
  return Object.fromEntries(Object.entries(counts).sort());
}

/**
 * A benchmark directory of its own: a copy of our harness, and a category
 * `version` whose one file reports the Node.js version it runs under.
 */
function makeVersionBenchmarkDir() {
  const dir = makeBenchDir({});
  fs.mkdirSync(path.join(dir, 'version'));
  // The config pass puts its own version into the configuration, which is
  // printed in the CSV as `node='24.21.0'`; the run pass gets that value on
  // its command line and fails unless it runs under the same version. So a
  // row shows the version of both passes, exactly, not only the major.
  fs.writeFileSync(path.join(dir, 'version', 'report.js'), `'use strict';
const common = require('../common.js');
const bench = common.createBenchmark(main, { node: [process.versions.node] });
function main({ node }) {
  if (node !== process.versions.node) {
    throw new Error('config pass ran under ' + node + ', run pass under ' + process.versions.node);
  }
  bench.start();
  bench.end(1);
}
`);
  return dir;
}

describe('compare.js with two released Node.js binaries', () => {
  let node22;
  let node24;
  let stringDecoderCounts;

  before(async () => {
    [node22, node24] = await Promise.all([nodeRelease(NODE_22), nodeRelease(NODE_24)]);
    const configurations = await configurationsOf(['--set', 'n=1000', 'string_decoder']);
    assert.ok(configurations.length > 1, 'run.js found no string_decoder configurations');
    stringDecoderCounts = expectedCounts(configurations, 2);
  }, TIMEOUT);

  const stringDecoderArgs = () => ['--old', node22, '--new', node24, '--runs', '2', '--no-progress',
                                   '--set', 'n=1000', 'string_decoder'];

  test('runs every configuration twice under old (22) and twice under new (24)', TIMEOUT, async () => {
    const { code, stdout, stderr } = await runNode(process.execPath, compareJs, stringDecoderArgs());
    assert.equal(code, 0, stderr);
    const rows = parseCsv(stdout);
    assert.deepEqual(countRows(rows), stringDecoderCounts);
    for (const row of rows) assert.ok(row.rate > 0, `rate ${row.rate} in ${JSON.stringify(row)}`);
  });

  describe('each binary runs under its own version', () => {
    let dir;
    before(() => { dir = makeVersionBenchmarkDir(); });
    after(() => fs.rmSync(dir, { recursive: true, force: true }));

    test(`old rows come from Node ${NODE_22} and new rows from Node ${NODE_24}`, TIMEOUT, async () => {
      const { code, stdout, stderr } = await runNode(process.execPath, compareJs, [
        '--old', node22, '--new', node24, '--runs', '2', '--no-progress', '--benchmark-dir', dir,
        'version',
      ]);
      assert.equal(code, 0, stderr);
      assert.deepEqual(countRows(parseCsv(stdout)), {
        [`new version/report.js node='${NODE_24}'`]: 2,
        [`old version/report.js node='${NODE_22}'`]: 2,
      });
    });
  });

  test(`works with Node ${NODE_24} as the driver too`, TIMEOUT, async () => {
    const { code, stdout, stderr } = await runNode(node24, compareJs, stringDecoderArgs());
    assert.equal(code, 0, stderr);
    assert.deepEqual(countRows(parseCsv(stdout)), stringDecoderCounts);
  });
});
