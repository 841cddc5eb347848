// Fake sysfs and procfs trees for the code that reads and tunes the
// benchmark machine (src/machine/sysfs.js): a directory laid out like `/`,
// passed as `root`, so tests cover a machine this one is not.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tempDir } from './temp.js';

export const CPU = 'sys/devices/system/cpu';

/**
 * A directory holding `files` (paths relative to `/`).
 * @param {Record<string, string>} files
 * @param {string} [parent]  where to make it; default the system's temp directory
 * @returns {string}
 */
export function fakeRoot(files, parent = os.tmpdir()) {
  const root = tempDir('nba-sysfs-', parent);
  fs.chmodSync(root, 0o755);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/**
 * A four-CPU machine (2-3 isolated, SMT on, turbo on) whose governor,
 * schedutil on every CPU, can be set to performance.
 * @param {string} [parent]
 */
export function tunableMachine(parent) {
  /** @type {Record<string, string>} */
  const files = {
    [`${CPU}/present`]: '0-3\n',
    [`${CPU}/isolated`]: '2-3\n',
    [`${CPU}/nohz_full`]: '\n',
    [`${CPU}/smt/control`]: 'on\n',
    [`${CPU}/smt/active`]: '1\n',
    [`${CPU}/intel_pstate/no_turbo`]: '0\n',
    'proc/cpuinfo': 'processor\t: 0\nmodel name\t: Intel(R) Xeon(R) E-2388G\n',
    'proc/loadavg': '0.52 0.41 0.30 1/123 4567\n',
    'proc/sys/kernel/osrelease': '6.1.0-13-amd64\n',
    'proc/sys/kernel/randomize_va_space': '2\n',
    'sys/kernel/mm/transparent_hugepage/enabled': 'always [madvise] never\n',
  };
  for (const cpu of [0, 1, 2, 3]) {
    files[`${CPU}/cpu${cpu}/cpufreq/scaling_governor`] = 'schedutil\n';
    files[`${CPU}/cpu${cpu}/cpufreq/scaling_available_governors`] = 'performance powersave schedutil\n';
  }
  return fakeRoot(files, parent);
}
