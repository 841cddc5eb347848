// The results directory: what the run job (or mode `all`'s run step) writes
// and the report step reads, named once with the bounds of each file and
// the types of what they hold. In the three-job workflow it travels as the
// results artifact, from the machine that ran the PR's code to the job that
// may comment, so the report reads every file as untrusted (read-files.js,
// read-results.js, read-records.js, profile-files.js): plain files only,
// each read bounded, every field reduced to a checked value or a short
// string. The analysis is recomputed from the raw CSV, so nothing the PR's
// code wrote reaches the comment except as escaped text.
//
//   results.csv       compare.js's CSV (required unless failure.json)
//   samples.ndjson    compare.js's records (benchmark/_lib/data/records.js): run, sample, failure, look, progress, ...
//   machine.json      the machine record, the binaries' versions, the tuning
//   failure.json      the step that failed before there were results
//   shard.json        { index, total, categories } of a sharded run, written first
//
//   profiles/         `--profile`'s index.json, targets.json and .cpuprofile files
//
// The run step writes through run-files.js, which also leaves only these
// files in the directory when it ends (upload-artifact follows links). The
// report step writes results.json, comment.md, the charts (rates.svg,
// improvement.svg, allocations.svg) and, for shards, results-merged.csv next to them, through
// report-files.js. Every write goes through safe-files.js, which neither
// reads nor writes through a link.

/** The results directory's files, named once. */
export const FILES = Object.freeze({
  csv: 'results.csv',
  ndjson: 'samples.ndjson',
  machine: 'machine.json',
  failure: 'failure.json',
  shard: 'shard.json',
  json: 'results.json',
  comment: 'comment.md',
  ratesChart: 'rates.svg',
  improvementChart: 'improvement.svg',
  allocationsChart: 'allocations.svg', // when both binaries counted allocations (Node 26 and later)
  mergedCsv: 'results-merged.csv',
  profiles: 'profiles', // a directory: `--profile`'s index.json and .cpuprofile files (machine/profile.js)
  reach: 'reach.json', // `auto` by function: what benchmark/reach.js mapped (machine/reach.js)
});

/**
 * The files of `profiles/` (run-files.js writes the targets, benchmark/profile.js
 * the index and a profile per configuration and binary, `1.old.cpuprofile`).
 */
export const PROFILE_FILES = Object.freeze({
  index: 'index.json',
  targets: 'targets.json',
  profile: /^[1-9]\d{0,2}\.(?:old|new)\.cpuprofile$/,
});

/** @type {readonly string[]} what the run step writes: cleared before it starts, so nothing of an earlier run passes for this one */
export const RUN_FILES = Object.freeze([FILES.csv, FILES.ndjson, FILES.machine, FILES.failure, FILES.shard, FILES.reach]);
/** @type {readonly string[]} what the report step writes, next to the run step's files in mode `all` */
export const REPORT_FILES = Object.freeze([FILES.json, FILES.comment, FILES.ratesChart, FILES.improvementChart,
  FILES.allocationsChart, FILES.mergedCsv]);

/** The most bytes of each file the report reads. */
export const MAX_BYTES = Object.freeze({
  csv: 64 * 1024 * 1024,
  // Every sample, look and progress record: several times the CSV's size.
  // Beyond this the report still comes, unpaired and without failure records.
  ndjson: 256 * 1024 * 1024,
  record: 100_000, // machine.json, failure.json
  shard: 10_000,
});
/** The benchmark files the pull request changes that machine.json names (benchmarkFiles.changed); the count says all. */
export const MAX_CHANGED_NAMED = 20;
/** The failure records, and the unmeasured ones, that a shard's report keeps. */
export const MAX_FAILURES = 1000;
export const MAX_SHARDS = 64;

/** The results cannot be read: absent, a link, too large, or not what compare.js writes. */
export class ArtifactError extends Error {
  name = 'ArtifactError';
}

/**
 * @typedef {{ step: string, message: string, logTail: string }} Failure  a step that failed before results
 * @typedef {{ index: number, total: number }} Shard
 * @typedef {Shard & { categories: string[] | null }} DeclaredShard  categories: the ones it was given
 * @typedef {{
 *   cpuModel: string | null, cpus: number[], governors: Record<string, string | null>,
 *   governorNote: string | null, turbo: string | null, smt: string | null,
 *   isolated: string | null, nohzFull: string | null, aslr: string | null, thp: string | null,
 *   loadAverage: number[] | null, kernel: string | null,
 * }} MachineRecord  the state of the benchmark machine (machine/sysfs.js records it)
 * @typedef {Pick<import('../request/request.js').RequestFields, 'method' | 'baseSha' | 'headSha' | 'mergeSha'
 *   | 'mergeBaseSha' | 'noMerge'>} ComparedCommits  the commits node-main and node-pr were built from
 * @typedef {{ record: MachineRecord, versions: Record<string, string | null>,
 *   tuning: string[], cpuset: string | null, commits?: ComparedCommits | null,
 *   sandbox?: { kind: 'bwrap' } | { kind: 'none', reason: string } | null,
 *   hashes?: Record<string, string>, buildSeconds?: { base: number, head: number } | null,
 *   benchmarkFiles?: BenchmarkFiles | null, cleanStart?: CleanStart | null }} MachineFile
 *   sandbox: where the pull request's code ran (null: not recorded); hashes: SHA-256 by binary name;
 *   buildSeconds: how long each side's build took (null: prebuilt binaries)
 *   commits: null for prebuilt binaries; benchmarkFiles: whose benchmark files ran (null: nothing to tell)
 *   cleanStart: what the run removed before building (null: nothing)
 * @typedef {{ discarded: string[], gitConfig: string[], hooks: string[] }} CleanStart  what a run found of an
 *   earlier build without a sandbox and removed before building: the work directory's entries (all of them,
 *   when that build left its mark), the keys of the repository's git config that could start a program, and
 *   the hooks (machine/worktrees.js, machine/git-config.js)
 * @typedef {{ from: 'pull-request' | 'base', dir: string, changed: string[], changedCount: number }} BenchmarkFiles
 *   from: the pull request's (the checkout's) or the base commit's; dir: the benchmark directory in the
 *   repository; changed: the first of the files under it that the pull request changes among those the
 *   run used, relative to it (machine/benchmark-files.js); changedCount: how many there are
 * @typedef {{ filename: string, binary: 'old' | 'new' | 'unknown', configuration: string | null,
 *   cause: string, error: string | null }} BenchmarkFailure  one failed benchmark process, from
 *   samples.ndjson; error: the line of its stderr that says what went wrong
 * @typedef {{ filename: string, configuration: string | null, count: number | null,
 *   old: string | null, new: string | null }} Unmeasured  a configuration (configuration null:
 *   `count` of them, unnamed; count null: all of the file's) without a result from a binary, from
 *   samples.ndjson; old/new: why that binary has none (null: it has one, or does not run it)
 * @typedef {{ schedule: 'blocks' | 'rounds', seed: number | null, accuracy: number | null,
 *   power: number | null, margin: number | null, minRuns: number, maxRuns: number, alpha: number }} RunMethod
 *   how compare.js says it ran: its plan (power and margin null for a fixed plan, margin null in the files of
 *   a compare.js before 1.1)
 * @typedef {{ stopped: { done: number, planned: number | null } | null, cutLine: number | null }} Partial
 *   why the results of a run are not all it was to measure: stopped, the blocks done of those planned
 *   (planned null: it stopped before the first block was done); cutLine, the line of results.csv that
 *   ends half written (left out)
 */
