'use strict';

// Is this machine ready to be a benchmark runner? A maintainer runs it on a
// new host, from a plain clone (no `npm ci`: builtins only):
//
//   node benchmark/doctor.js --cpuset 2-7 --labels self-hosted,benchmark,bench-1
//
// It checks the machine (_lib/tools/doctor-checks.js) and what the admin configured on
// GitHub, which the machine cannot see (the runner's labels, given here), and
// prints each finding with its fix. Exit status: 0 ready (warnings allowed),
// 1 not ready, 2 bad usage.

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { parseArgs } = require('util');
const checks = require('./_lib/tools/doctor-checks.js');
const { exitCodesHelp } = require('./_lib/exit-codes.js');
const { watchStdout } = require('./_lib/stdout.js');
const { errorMessage } = require('./_lib/text.js');

const { ok, warn, fail, read, parseCpuList, CPU_DIR, DEFAULT_SHARDS, AUTOMATIC_LABELS, VARIABLES } = checks;

const usage = `usage: node benchmark/doctor.js [options]
  Checks that this machine can build node and run the benchmark job: build
  tools, CPU governor, turbo, isolated CPUs, memory, disk, load and the
  runner's labels. Prints what is missing and how to fix it. Exits 0 when the
  machine is ready (warnings allowed), 1 when it is not, 2 on bad usage.

  --cpuset <list>    the CPUs BENCHMARK_CPUSET names (taskset list, e.g. 2-3,6):
                     checks they are online and isolated
  --labels <list>    the runner's labels as registered, e.g. self-hosted,benchmark,bench-1
                     (GitHub does not tell the machine; without this they are not checked)
  --shards <json>    the repository variable BENCHMARK_SHARDS, to check the host label
                     against (default: $BENCHMARK_SHARDS, else the workflow's default)
  --work-dir <dir>   where the builds will live, for the free-space check (default: .)
  --json             print a JSON object { ready, summary, checks: [{ id, status,
                     finding, fix }] } instead of the report
  --root <dir>       read sys/ and proc/ under <dir> instead of / (tests use a fake tree)
  -h, --help         this text

  Exit codes:
${exitCodesHelp('doctor.js', '    ')}`;

/**
 * This machine, with any field replaced by `overrides`.
 * @param {Partial<import('./_lib/tools/doctor-checks.js').Host>} [overrides]
 * @returns {import('./_lib/tools/doctor-checks.js').Host}
 */
function realHost(overrides = {}) {
  const root = overrides.root ?? '/';
  const env = overrides.env ?? process.env;
  // Under a fake root, what is missing stays unknown; on this machine, os.* fills in.
  const real = root === '/';
  const online = parseCpuList(read(path.join(root, CPU_DIR, 'online')) ?? 'unknown');
  let user;
  try {
    user = os.userInfo().username;
  } catch {
    user = env.USER || 'runner';
  }
  return {
    root,
    env,
    exec: (command, args) => {
      const r = spawnSync(command, args, { env, encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'pipe'] });
      return { status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', error: r.error };
    },
    memory: () => {
      const kib = Number(read(path.join(root, 'proc/meminfo'))?.match(/^MemTotal:\s+(\d+) kB/m)?.[1]);
      return kib ? kib * 1024 : real ? os.totalmem() : null;
    },
    disk: (dir) => {
      const stats = fs.statfsSync(dir);
      return stats.bavail * stats.bsize;
    },
    loadavg: () => read(path.join(root, 'proc/loadavg'))?.split(/\s+/).slice(0, 3).map(Number) ??
      (real ? os.loadavg() : null),
    uid: process.getuid?.() ?? null,
    user,
    cpus: online ?? (real ? [...Array(os.availableParallelism()).keys()] : null),
    nodeVersion: process.version,
    ...overrides,
  };
}

/**
 * BENCHMARK_SHARDS' JSON as the workflow's matrix reads it.
 * @returns {import('./_lib/tools/doctor-checks.js').Shard[]}
 */
function parseShards(text) {
  let shards;
  try {
    shards = JSON.parse(text);
  } catch {
    shards = null;
  }
  if (!Array.isArray(shards) || shards.length === 0 ||
      !shards.every((s) => typeof s?.host === 'string' && s.host !== '' && typeof s.shard === 'string')) {
    throw new Error('expected a JSON array such as [{"host":"bench-1","shard":"0/2"}]');
  }
  return shards;
}

/**
 * The runner's labels against the workflow's `runs-on: [self-hosted,
 * benchmark, <host>]`, one job per host in BENCHMARK_SHARDS. Labels match
 * case-insensitively; a runner takes a job when it has all three.
 * @param {import('./_lib/tools/doctor-checks.js').Options} options
 * @returns {import('./_lib/tools/doctor-checks.js').Check}
 */
function checkLabels(options) {
  const shards = options.shards ?? DEFAULT_SHARDS;
  const source = options.shards ? 'BENCHMARK_SHARDS' : "the workflow's default BENCHMARK_SHARDS";
  const hosts = [...new Set(shards.map((s) => s.host.toLowerCase()))];
  // With the default shards, `benchmark` is the host label too; else one of the hosts.
  const host = hosts.find((h) => h !== 'benchmark');
  const register = host ? `benchmark,${host}` : 'benchmark';
  const settings = "the repository's Settings → Actions → Runners";
  if (options.labels === undefined) {
    return warn('labels', 'labels not checked: GitHub does not tell the machine its runner\'s labels; the workflow ' +
      `needs self-hosted, benchmark and this host's name from BENCHMARK_SHARDS`,
      `register the runner with \`./config.sh --labels ${register}\` (or add them in ${settings}),\n` +
      `then run this again with --labels self-hosted,${register}`);
  }
  const labels = options.labels.split(',').map((l) => l.trim()).filter(Boolean);
  const lower = labels.map((l) => l.toLowerCase());
  const taken = hosts.filter((h) => lower.includes(h));
  const strangers = lower.filter((l) => !AUTOMATIC_LABELS.has(l) && l !== 'benchmark' && !hosts.includes(l));
  const missing = ['self-hosted', 'benchmark'].filter((l) => !lower.includes(l));
  const problems = [];
  if (missing.length > 0) {
    problems.push(fail('labels', `missing ${missing.join(' and ')}: the job runs on [self-hosted, benchmark, <host>]`,
      `add ${missing.join(', ')} in ${settings}, or re-register with \`./config.sh --labels ${register}\``));
  } else if (taken.length === 0) {
    problems.push(fail('labels', `no host label from ${source} (${hosts.join(', ')}): no shard runs here`,
      `add this machine's host label, e.g. ${host}, in ${settings}`));
  } else if (taken.length > 1) {
    problems.push(warn('labels', `${taken.length} host labels (${taken.join(', ')}): this runner takes each of their shards`,
      `keep one host label per runner: remove the others in ${settings}`));
  }
  if (strangers.length > 0) {
    const are = strangers.length === 1 ? 'is not a host' : 'are not hosts';
    problems.push(warn('labels', `${strangers.join(', ')} ${are} in ${source} (${hosts.join(', ')})`,
      `add {"host":"${strangers[0]}","shard":"<i>/<n>"} to BENCHMARK_SHARDS (${VARIABLES}), or remove the label`));
  }
  if (problems.length === 0) {
    const mine = shards.filter((s) => s.host.toLowerCase() === taken[0]).map((s) => s.shard).join(', ');
    return ok('labels', `${labels.join(', ')}: this runner takes shard ${mine} (host ${taken[0]} in ${source})`);
  }
  return {
    id: 'labels',
    status: problems.some((p) => p.status === 'fail') ? 'fail' : 'warn',
    finding: `${labels.join(', ')}: ${problems.map((p) => p.finding).join('; ')}`,
    fix: problems.map((p) => p.fix).join('\n'),
  };
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Every check, in the order of the report.
 * @param {Partial<import('./_lib/tools/doctor-checks.js').Host>} [overrides]  defaults: this machine
 * @param {import('./_lib/tools/doctor-checks.js').Options} [options]
 */
function diagnose(overrides = {}, options = {}) {
  const host = realHost(overrides);
  const [git, make, ccache, taskset] = checks.TOOLS.map((tool) => checks.checkTool(host, tool, options));
  const list = [
    git, checks.checkPython(host), checks.checkCompiler(host), make, ccache, taskset, checks.checkSandbox(host),
    checks.checkNode(host),
    checks.checkGovernor(host), checks.checkTurbo(host), checks.checkIsolation(host, options),
    checks.checkMemory(host), checks.checkDisk(host, options), checks.checkLoad(host, options), checkLabels(options),
  ];
  const problems = list.filter((c) => c.status === 'fail').length;
  const warnings = list.filter((c) => c.status === 'warn').length;
  const summary = problems > 0 ? `not ready: ${plural(problems, 'problem')}` :
    warnings > 0 ? `ready with ${plural(warnings, 'warning')}` : 'ready';
  return { ready: problems === 0, summary, checks: list };
}

const WORDS = { ok: 'ok  ', warn: 'WARN', fail: 'FAIL' };

//   ok   git       git version 2.39.5
//   FAIL python3   python3 is not on PATH: node's configure needs Python 3.9 or later
//                  fix: sudo apt-get install -y python3
//
//   not ready: 1 problem
/** @param {ReturnType<typeof diagnose>} report */
function renderText(report) {
  const width = Math.max(...report.checks.map((c) => c.id.length));
  const indent = ' '.repeat(4 + 1 + width + 2);
  const lines = [];
  for (const check of report.checks) {
    lines.push(`${WORDS[check.status]} ${check.id.padEnd(width)}  ${check.finding}`);
    check.fix?.split('\n').forEach((line, i) => lines.push(`${indent}${i === 0 ? 'fix: ' : '     '}${line}`));
  }
  return `${lines.join('\n')}\n\n${report.summary}\n`;
}

/** @returns {never} */
function usageError(message) {
  process.stderr.write(`doctor.js: ${message}\n\n${usage}\n`);
  process.exit(2);
}

function options(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        cpuset: { type: 'string' }, labels: { type: 'string' }, shards: { type: 'string' },
        'work-dir': { type: 'string' }, json: { type: 'boolean' }, root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    // parseArgs throws only TypeErrors with an ERR_PARSE_ARGS_* code.
    const error = /** @type {NodeJS.ErrnoException} */ (err);
    // parseArgs says "Unknown option '--x'. To specify a positional argument ...": keep the first sentence.
    usageError(error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ?
      `unknown option ${error.message.match(/'([^']*)'/)?.[1] ?? error.message}` : error.message.split('. ')[0]);
  }
  const { values } = parsed;
  if (values.cpuset !== undefined && !parseCpuList(values.cpuset)?.length) {
    usageError(`Invalid --cpuset: expected a taskset CPU list such as 2-3,6, got '${values.cpuset}'`);
  }
  const shardsText = values.shards ?? process.env.BENCHMARK_SHARDS;
  let shards;
  try {
    shards = shardsText ? parseShards(shardsText) : undefined;
  } catch (err) {
    const why = errorMessage(err);
    usageError(`Invalid ${values.shards ? '--shards' : 'BENCHMARK_SHARDS'}: ${why}, got '${shardsText}'`);
  }
  return { ...values, shards, workDir: values['work-dir'] };
}

function main(argv = process.argv.slice(2)) {
  const opts = options(argv);
  if (opts.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const report = diagnose(opts.root ? { root: opts.root } : {}, opts);
  process.stdout.write(opts.json ? `${JSON.stringify(report, null, 2)}\n` : renderText(report));
  return report.ready ? 0 : 1;
}

if (require.main === module) {
  watchStdout('doctor.js');
  process.exitCode = main();
}

module.exports = { diagnose, realHost, renderText };
