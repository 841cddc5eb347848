'use strict';

// Buffer.compare() and buf.equals() on two buffers of `size` bytes that
// differ only in their last byte, so every byte is looked at.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  method: ['compare', 'equals'],
  size: [16, 1024, 16384],
  n: [5e5],
});

function main({ method, size, n }) {
  const a = Buffer.alloc(size, 'a');
  const b = Buffer.alloc(size, 'a');
  b[size - 1] = 0x62;

  if (method === 'compare') {
    bench.start();
    for (let i = 0; i < n; i++) Buffer.compare(a, b);
    bench.end(n);
  } else {
    bench.start();
    for (let i = 0; i < n; i++) a.equals(b);
    bench.end(n);
  }
}
