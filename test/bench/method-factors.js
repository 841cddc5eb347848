// Where Node core's compare.js and ours disagree on a configuration, which
// difference of method moves it? One factor at a time, on the same two
// binaries, each configuration started four ways in every block:
//
//   core     as Node core's compare.js starts it: the file's process (its
//            config pass, here given every parameter so that it forks just
//            this configuration) forks the run pass; the environment as is
//   direct   the run pass alone, started as ours starts it (forked with an
//            IPC channel and NODE_RUN_BENCHMARK_FN): no config pass before it
//   padded   direct, with NODE_BENCHMARK_PADDING of a length drawn per block
//            (the same for old and new), as ours pads the environment
//   ours     padded, with ours' allocation preload (--require allocations.js),
//            as our blocks schedule ran every run pass before it learnt to
//            leave the preload out where the binaries count nothing (before
//            Node 26); padded is how it runs those now
//   after    padded, each run pass right after a run pass of another of the
//            configurations under the other binary (its rate not kept), as
//            in a full blocks run, where any configuration of any file ran
//            just before; in the other ways the process before is mostly one
//            of the same configuration
//   after-same  padded, each run pass right after a run pass of another of
//            the configurations under the same binary, as in Node core's
//            rounds (the file's configuration before it, under that binary)
//   after-pause after, with 100 ms of nothing between the two processes:
//            what the process before leaves to the kernel (freeing its
//            memory) is done by then
//
// --ways picks the ways (default: core, direct, padded, ours, after).
//
// Each step adds one factor to the one before it. Old and new of one way run
// back to back in a random order, the four ways in a random order, the
// configurations in a random order each block. It prints each way's change
// (mean of ln(new/old) over the blocks, as a percent) with its 95% interval
// per configuration, and the order effect (blocks where new ran first
// against those where old did) of each way.
//
//   node test/bench/method-factors.js --old BIN --new BIN --benchmark-dir DIR [--blocks 15] [--seed 38]
//        [--set n=100000] --config 'string_decoder/string-decoder.js chunkLen=256 inLen=128 encoding=utf16le' ...
//
// Nothing passes or fails here: docs/differences.md gives what it found.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { createRng } = require('../../benchmark/_lib/random.js');
const { pairedStats } = require('../../benchmark/_lib/stats/sequential.js');
const ALLOCATIONS = require.resolve('../../benchmark/_lib/run/allocations.js');

const { values } = parseArgs({ options: {
  'old': { type: 'string' },
  'new': { type: 'string' },
  'benchmark-dir': { type: 'string' },
  'blocks': { type: 'string', default: '15' },
  'seed': { type: 'string', default: '38' },
  'set': { type: 'string', multiple: true, default: [] },
  'config': { type: 'string', multiple: true, default: [] },
  'ways': { type: 'string', default: 'core,direct,padded,ours,after' },
} });
if (!values.old || !values.new || !values['benchmark-dir'] || values.config.length === 0) {
  console.error('usage: node test/bench/method-factors.js --old BIN --new BIN --benchmark-dir DIR --config "file.js k=v ..." ...');
  process.exit(2);
}
const dir = path.resolve(values['benchmark-dir']);
const BLOCKS = Number(values.blocks);
const rng = createRng(Number(values.seed));
const ALL_WAYS = ['core', 'direct', 'padded', 'ours', 'after', 'after-same', 'after-pause'];
const WAYS = values.ways.split(',');
for (const way of WAYS) {
  if (!ALL_WAYS.includes(way)) {
    console.error(`--ways: '${way}' is not one of ${ALL_WAYS.join(', ')}`);
    process.exit(2);
  }
}
const configs = values.config.map((text) => {
  const [file, ...params] = text.split(/\s+/).filter(Boolean);
  // --set values first, as compare.js passes them; a configuration's own parameters win.
  const keys = new Set(params.map((p) => p.split('=')[0]));
  return { name: text, file, args: [...values.set.filter((s) => !keys.has(s.split('=')[0])), ...params] };
});

function shuffle(items) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.uniform() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** One process of `way`: its rate, from the report the harness sends. */
async function rateOf(way, binary, config, padding) {
  if (way === 'after' || way === 'after-same' || way === 'after-pause') {
    const others = configs.filter((c) => c !== config);
    const other = others[Math.floor(rng.uniform() * others.length)] ?? config;
    const otherBinary = binary === values.old ? values.new : values.old;
    await rateOf('padded', way === 'after-same' ? binary : otherBinary, other, padding);
    if (way === 'after-pause') await new Promise((resolve) => setTimeout(resolve, 100));
    return rateOf('padded', binary, config, padding);
  }
  const env = { ...process.env };
  delete env.NODE_RUN_BENCHMARK_FN;
  delete env.NODE_BENCHMARK_PADDING;
  if (way !== 'core') env.NODE_RUN_BENCHMARK_FN = '';
  if (way === 'padded' || way === 'ours') env.NODE_BENCHMARK_PADDING = 'x'.repeat(padding);
  const child = fork(path.join(dir, config.file), config.args, {
    execPath: binary, env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    execArgv: way === 'ours' ? ['--require', ALLOCATIONS] : [],
  });
  let rate = null;
  let stderr = '';
  child.stderr?.on('data', (chunk) => { stderr += chunk; });
  child.on('message', (/** @type {any} */ message) => {
    if (message && message.type === 'report') rate = message.rate;
  });
  const [code] = await once(child, 'close');
  if (code !== 0 || typeof rate !== 'number') throw new Error(`${way} ${binary} ${config.name}: exit ${code}, ${stderr}`);
  return rate;
}

/** @type {Map<string, Map<string, Array<{ d: number, newFirst: boolean }>>>} config -> way -> blocks */
const results = new Map(configs.map((c) => [c.name, new Map(WAYS.map((w) => [w, []]))]));
const started = performance.now();
for (let block = 0; block < BLOCKS; block++) {
  const padding = 1 + Math.floor(rng.uniform() * 4096);
  for (const config of shuffle(configs)) {
    for (const way of shuffle(WAYS)) {
      const newFirst = rng.uniform() < 0.5;
      const order = newFirst ? ['new', 'old'] : ['old', 'new'];
      const rates = {};
      for (const side of order) rates[side] = await rateOf(way, values[side], config, padding);
      results.get(config.name)?.get(way)?.push({ d: Math.log(rates.new / rates.old), newFirst });
    }
  }
  process.stderr.write(`block ${block + 1} of ${BLOCKS}, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
}

const pct = (x) => `${x >= 0 ? '+' : ''}${(100 * Math.expm1(x)).toFixed(1)}%`;
console.log(`old: ${values.old}\nnew: ${values.new}\n${BLOCKS} blocks; --set ${values.set.join(' ') || '(none)'}`);
for (const config of configs) {
  console.log(`\n${config.name}`);
  for (const way of WAYS) {
    const blocks = results.get(config.name)?.get(way) ?? [];
    const stats = pairedStats(blocks.map((b) => b.d));
    const half = stats.ratioHigh !== null && stats.ratio !== null ? Math.log(stats.ratioHigh / stats.ratio) : NaN;
    const first = (newFirst) => {
      const ds = blocks.filter((b) => b.newFirst === newFirst).map((b) => b.d);
      return ds.length ? pct(ds.reduce((s, d) => s + d, 0) / ds.length) : '-';
    };
    console.log(`  ${way.padEnd(7)} ${pct(stats.mean ?? NaN).padStart(7)} ±${(100 * half).toFixed(1)}%   ` +
      `new first ${first(true).padStart(7)}, old first ${first(false).padStart(7)}`);
  }
}
