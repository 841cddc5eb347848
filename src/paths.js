// Where the Action's own files are. This module sits one level below the
// repository root, as the bundle (dist/index.js) does, so the same relative
// URL is right in both: keep it at the top of src/.

import { fileURLToPath } from 'node:url';

/** The Action's root: action.yml, benchmark/, dist/. */
export const ACTION_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Our Node-core-shaped benchmark directory, used when the checkout has none. */
export const BUNDLED_BENCHMARKS = fileURLToPath(new URL('../benchmark/', import.meta.url)).replace(/\/$/, '');
/** The compare runner the Action starts. */
export const COMPARE_JS = fileURLToPath(new URL('../benchmark/compare.js', import.meta.url));
