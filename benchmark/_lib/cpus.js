'use strict';

// CPU lists as taskset, sysfs and the CPUSET variable write them (`0-3,8`),
// parsed in one place. Builtins only: doctor.js runs from a plain clone.

const CPUSET_RE = /^(\d+(-\d+)?)(,\d+(-\d+)?)*$/;

/**
 * A CPU list as taskset and sysfs write it: `0-3,8` -> [0, 1, 2, 3, 8];
 * '' (and `(null)`, what nohz_full reads when none is set) -> []; null when
 * malformed. The one parser: compare.js (CPUSET), the Action (src/request/grammar.js,
 * src/machine/sysfs.js) and doctor.js use it.
 * @param {string} text
 * @returns {number[] | null}
 */
function parseCpuList(text) {
  if (text === '' || text === '(null)') return [];
  if (!CPUSET_RE.test(text)) return null;
  const cpus = [];
  for (const part of text.split(',')) {
    const [from, to = from] = part.split('-').map(Number);
    if (to < from) return null;
    for (let cpu = from; cpu <= to; cpu++) cpus.push(cpu);
  }
  return cpus;
}

module.exports = { CPUSET_RE, parseCpuList };
