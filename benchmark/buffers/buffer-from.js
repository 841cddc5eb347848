'use strict';

// Buffer.from() from each kind of source, for `len` resulting bytes.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  source: ['array', 'arraybuffer', 'buffer', 'string'],
  encoding: ['utf8', 'latin1', 'hex'],
  len: [16, 1024],
  n: [1e5],
}, {
  // Only strings are decoded: for the other sources `encoding` would just
  // repeat the same measurement, so keep one encoding for them.
  combinationFilter({ source, encoding }) {
    return source === 'string' || encoding === 'utf8';
  },
});

function main({ source, encoding, len, n }) {
  const bytes = Buffer.alloc(len);
  for (let i = 0; i < len; i++) bytes[i] = 0x61 + (i % 26);
  let input;
  switch (source) {
    case 'array':
      input = Array.from(bytes);
      break;
    case 'arraybuffer':
      input = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + len);
      break;
    case 'buffer':
      input = bytes;
      break;
    case 'string':
      input = bytes.toString(encoding);
      break;
    default:
      throw new Error(`Unknown source: ${source}`);
  }

  if (source === 'string') {
    bench.start();
    for (let i = 0; i < n; i++) Buffer.from(input, encoding);
    bench.end(n);
  } else {
    bench.start();
    for (let i = 0; i < n; i++) Buffer.from(input);
    bench.end(n);
  }
}
