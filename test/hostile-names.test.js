// Names a pull request chooses that could break a row of compare.js's CSV:
// a benchmark file named with `"`, `,` and a line break (Node core's
// compare.js writes the file name unescaped, so such a name forged rows and
// broke the pairing of old and new), and configuration names with quotes
// and line breaks sent by a benchmark process of its own. compare.js runs
// for real, under real node binaries, on a real file of that name; its
// output is read back by analyze.js and by the Action's reader.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { makeBenchDir, benchSource, run, compareJs, runJs, repoRoot } from './helpers/bench-dir.js';
import { tempDir } from './helpers/temp.js';
import { readResults } from '../src/results/read-results.js';
import { FILES } from '../src/results/files.js';

const require = createRequire(import.meta.url);
const { parseCompareCsv } = require('../benchmark/_lib/data/csv.js');

const node = process.execPath;
const analyzeJs = path.join(repoRoot, 'benchmark', 'analyze.js');
const HEADER = '"binary","filename","configuration","rate","time"';
// One whole row on one line: quoted fields with only doubled quotes inside.
const ROW = /^"(?:old|new)","[^"\n\r]+","(?:[^"\n\r]|"")*",[^,"\n\r]+,[^,"\n\r]+$/;
// The file of the finding: its name forges a row `"old","fixture∕work.js",1,2`.
const HOSTILE_FILE = 'a"\n"old","fixture\u2215work.js",1,2\n.js';

/**
 * Runs compare.js into a results directory of the Action's layout.
 * @param {string} dir  the benchmark directory
 * @param {string[]} args
 */
async function compareInto(dir, args) {
  const out = tempDir('nba-hostile-out-');
  const ndjson = path.join(out, FILES.ndjson);
  const result = await run(node, [compareJs, '--old', node, '--new', node, '--no-progress', '--runs', '2',
    '--ndjson', ndjson, '--benchmark-dir', dir, ...args, 'fixture']);
  fs.writeFileSync(path.join(out, FILES.csv), result.stdout);
  return { ...result, out, ndjson };
}

for (const schedule of ['blocks', 'rounds']) {
  test(`--schedule ${schedule}: a benchmark file named with ", a comma and line breaks is refused by name; the others run, one row a line, paired`, async () => {
    const dir = makeBenchDir({ 'fixture/work.js': benchSource({ n: [10] }) });
    // A real file of that name (Linux allows any byte but / and NUL).
    fs.writeFileSync(path.join(dir, 'fixture', HOSTILE_FILE), benchSource({ n: [10] }));
    const { code, stdout, stderr, out, ndjson } = await compareInto(dir, ['--schedule', schedule]);
    assert.equal(code, 0, stderr);
    assert.equal(stderr.split('\n')[0], 'compare.js: refused the benchmark file ' +
      '"fixture/a\\"\\n\\"old\\",\\"fixture\u2215work.js\\",1,2\\n.js": its name holds a " or a control character ' +
      '(a line break), which would break its row of the CSV; rename it to run it (the other files run)');
    const lines = stdout.split('\n');
    assert.equal(lines[0], HEADER);
    assert.equal(lines.pop(), '');
    for (const line of lines.slice(1)) assert.match(line, ROW);
    // Only the other file ran: 2 runs of old and 2 of new, and nothing forged.
    const { samples } = parseCompareCsv(stdout, { measured: true });
    assert.deepEqual(samples.map((s) => `${s.binary} ${s.filename} ${s.configuration}`).sort(),
      ['new fixture/work.js n=10', 'new fixture/work.js n=10', 'old fixture/work.js n=10', 'old fixture/work.js n=10']);
    // The Action's reader takes the results, and pairs them when the schedule pairs.
    const read = readResults(out);
    assert.equal(read.samples.length, 4);
    assert.equal(read.pairing !== null, schedule === 'blocks', read.note ?? '');
    const analysed = await run(node, [analyzeJs, '--ndjson', ndjson, path.join(out, FILES.csv)]);
    assert.equal(analysed.code, 0, analysed.stderr);
    assert.match(analysed.stdout, /^fixture\/work\.js n=10 /m);
  });
}

test('run.js refuses the same file by name and runs the others', async () => {
  const dir = makeBenchDir({ 'fixture/work.js': benchSource({ n: [10] }) });
  fs.writeFileSync(path.join(dir, 'fixture', HOSTILE_FILE), benchSource({ n: [10] }));
  const { code, stdout, stderr } = await run(node, [runJs, '--format', 'csv', '--benchmark-dir', dir, 'fixture']);
  assert.equal(code, 0, stderr);
  assert.match(stderr, /^run\.js: refused the benchmark file "fixture\/a\\"\\n\\"old\\",/);
  assert.deepEqual(stdout.trim().split('\n').slice(1).map((line) => line.split(',')[0]), ['"fixture/work.js"']);
});

// A benchmark file with a harness of its own: its config pass forks one run
// pass, which reports a configuration whose key holds quotes and line breaks
// (with a forged row inside) and whose values hold a newline and U+2028.
const RAW_SENDER = `'use strict';
const { fork } = require('child_process');
const conf = { 'k"\\r\\n"old","fixture/other.js","n=10",1e9,1\\n"x': 1, s: 'a\\nb', u: '\\u2028' };
if (!('NODE_RUN_BENCHMARK_FN' in process.env)) {
  process.send({ type: 'config', queueLength: 1 });
  const child = fork(__filename, ['n=1'], { env: { ...process.env, NODE_RUN_BENCHMARK_FN: '' } });
  child.on('message', (m) => process.send(m));
  child.on('exit', () => process.disconnect());
} else {
  process.send({ type: 'report', conf, rate: 5, time: 0.1 });
  process.disconnect();
}
`;

for (const schedule of ['blocks', 'rounds']) {
  test(`--schedule ${schedule}: a configuration name with quotes and line breaks stays on one CSV line and reads back as the records name it`, async () => {
    const dir = makeBenchDir({ 'fixture/raw.js': RAW_SENDER });
    const { code, stdout, stderr, out, ndjson } = await compareInto(dir, ['--schedule', schedule]);
    assert.equal(code, 0, stderr);
    const lines = stdout.split('\n');
    assert.equal(lines.pop(), '');
    assert.equal(lines.length, 5, 'the header and 2 rows of each binary');
    for (const line of lines.slice(1)) assert.match(line, ROW);
    // The key's line breaks written as escapes, its quotes doubled; the
    // values as util.inspect writes them.
    const configuration = 'k"\\r\\n"old","fixture/other.js","n=10",1e9,1\\n"x=1 s=\'a\\nb\' u=\'\\u2028\'';
    for (const line of lines.slice(1)) {
      assert.equal(line.replace(/^"(?:old|new)",/, ''), `"fixture/raw.js","${configuration.replace(/"/g, '""')}",5,0.1`);
    }
    const { samples } = parseCompareCsv(stdout, { measured: true });
    assert.deepEqual([...new Set(samples.map((s) => s.configuration))], [configuration]);
    // The records name it the same: the CSV's rows and the records' samples pair up.
    const recorded = fs.readFileSync(ndjson, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
      .filter((record) => record.type === 'sample');
    assert.deepEqual([...new Set(recorded.map((r) => r.configuration))], [configuration]);
    const read = readResults(out);
    assert.deepEqual(read.samples.map((s) => s.configuration), samples.map((s) => s.configuration));
    assert.equal(read.pairing !== null, schedule === 'blocks', read.note ?? '');
    const analysed = await run(node, [analyzeJs, '--ndjson', ndjson, path.join(out, FILES.csv)]);
    assert.equal(analysed.code, 0, analysed.stderr);
    assert.match(analysed.stdout, /^fixture\/raw\.js k"/m);
  });
}
