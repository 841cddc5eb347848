// The post step: puts the CPU governor back to what the main step found,
// whatever happened in between (failure, cancellation). Runs with
// `post-if: always()`, in every mode; only a run step changes the governor.

import { restoreGovernors } from '../machine/sysfs.js';

/** @param {{ log: import('../action.js').Log }} context */
export function post({ log }) {
  const saved = log.getState('governors');
  if (!saved || saved === '{}') {
    log.info('Nothing to restore: the governor was not changed.');
    return;
  }
  const root = log.getState('machine-root') || '/';
  const problems = restoreGovernors(JSON.parse(saved), { root });
  for (const problem of problems) log.warning(`Could not restore the governor: ${problem}`);
  if (problems.length === 0) log.info(`Governor restored on ${Object.keys(JSON.parse(saved)).length} CPUs.`);
}
