'use strict';

// `new URL(input)` and `new URL(input, base)` on the URL shapes that
// common.urls provides (not 'wpt': that corpus lives in Node core's tests).
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  type: ['short', 'long', 'auth', 'idn', 'file', 'dot'],
  withBase: ['false', 'true'],
  n: [1e5],
});

function main({ type, withBase, n }) {
  // 200 copies of the same input, like Node core's url benchmarks.
  const data = common.bakeUrlData(type, 0, withBase === 'true', false);
  const parse = withBase === 'true' ?
    ([input, base]) => new URL(input, base) :
    (input) => new URL(input);

  bench.start();
  for (let i = 0; i < n; i++) parse(data[i % data.length]);
  bench.end(n);
}
