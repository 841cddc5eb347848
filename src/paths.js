// Where the Action's own files are, and which benchmark directory runs.
// This module sits one level below the repository root, as the bundle
// (dist/index.js) does, so the same relative URL is right in both: keep it
// at the top of src/.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Our Node-core-shaped benchmark directory, used when the checkout has none. */
const BUNDLED_BENCHMARKS = fileURLToPath(new URL('../benchmark/', import.meta.url)).replace(/\/$/, '');
/** The Action's own files (the repository, or the unpacked action): compare.js needs them in a sandbox. */
export const ACTION_ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
/** The compare runner the Action starts. */
export const COMPARE_JS = fileURLToPath(new URL('../benchmark/compare.js', import.meta.url));
/** The history's tool (mode `track` draws the dashboard with it). */
export const HISTORY_JS = fileURLToPath(new URL('../benchmark/history.js', import.meta.url));
/** The profiler of the configurations that changed (`--profile`). */
export const PROFILE_JS = fileURLToPath(new URL('../benchmark/profile.js', import.meta.url));
export const REACH_JS = fileURLToPath(new URL('../benchmark/reach.js', import.meta.url));

/**
 * The benchmark directory: the `benchmark-dir` input, else the checkout's
 * (a node checkout has benchmark/common.js), else ours.
 * @param {{ benchmarkDir: string | null, repositoryPath: string }} settings
 */
export function benchmarkDirectory({ benchmarkDir, repositoryPath }) {
  if (benchmarkDir) return path.resolve(benchmarkDir);
  const checkout = path.resolve(repositoryPath, 'benchmark');
  return fs.existsSync(path.join(checkout, 'common.js')) ? checkout : BUNDLED_BENCHMARKS;
}
