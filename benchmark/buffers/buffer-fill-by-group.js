'use strict';

// buf.fill() with a byte and with a string. The groups share one key set
// (`value`, `len`, `n`) but not its types: `value` is a number in one group
// and a string in the other, which each group's own parse allows.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  byte: {
    value: [0, 255],
    len: [64, 8192],
    n: [5e5],
  },
  string: {
    value: ['a', 'abcd'],
    len: [64, 8192],
    n: [5e5],
  },
}, { byGroups: true });

function main({ value, len, n }) {
  const buf = Buffer.allocUnsafe(len);

  bench.start();
  for (let i = 0; i < n; i++) buf.fill(value);
  bench.end(n);
}
