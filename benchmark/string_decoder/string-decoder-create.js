'use strict';

// The cost of `new StringDecoder(encoding)`, including the normalisation of
// encoding names that are not in canonical form ('UTF-8', 'ucs2').
const common = require('../common.js');
const { StringDecoder } = require('string_decoder');

const bench = common.createBenchmark(main, {
  encoding: ['ascii', 'utf8', 'UTF-8', 'base64', 'ucs2', 'hex'],
  n: [1e6],
});

function main({ encoding, n }) {
  bench.start();
  for (let i = 0; i < n; i++) new StringDecoder(encoding);
  bench.end(n);
}
