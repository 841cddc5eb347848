// The history's dashboard, in history-dir/docs (GitHub Pages serves it from
// the data branch), drawn after each run of mode `track` by
// benchmark/history.js (`site`), run from the Action's own files, where the
// bundled chart library is. A dashboard that cannot be drawn is a warning:
// the history is saved all the same, and the next run draws it again.

import { execFile } from 'node:child_process';
import path from 'node:path';
import { HISTORY_JS } from '../paths.js';

const SITE_TIMEOUT_MS = 10 * 60_000;
/** The lines of history.js's stderr the warning quotes, from its end. */
const STDERR_LINES = 5;

/**
 * Draws the dashboard of the history store `store` into `store`/docs,
 * titled and linked after the repository.
 * @param {{ env: Record<string, string | undefined>, log: Pick<import('../action.js').Log, 'info' | 'warning'> }} context
 * @param {string} store  history-dir
 */
export async function drawDashboard({ env, log }, store) {
  const out = path.join(store, 'docs');
  const repository = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}` : null;
  const args = [HISTORY_JS, 'site', '--store', store, '--out', out,
    '--title', `${env.GITHUB_REPOSITORY ?? 'Benchmark'} history`, ...(repository ? ['--repository', repository] : [])];
  /** @type {{ code: number, stderr: string }} */
  const { code, stderr } = await new Promise((resolve) => {
    execFile(process.execPath, args, { timeout: SITE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, err) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr: err }));
  });
  if (code === 0) {
    log.info(`The dashboard is in ${out}`);
  } else {
    log.warning(`The dashboard could not be drawn (history.js site ended with ${code}): ` +
      `${stderr.trim().split('\n').slice(-STDERR_LINES).join(' ')}`);
  }
}
