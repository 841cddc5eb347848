'use strict';

// URLSearchParams: parsing a query string, and serialising it back.
const common = require('../common.js');

const bench = common.createBenchmark(main, {
  type: ['noencode', 'encodemany', 'multivalue', 'manypairs', 'altspaces'],
  method: ['parse', 'toString'],
  n: [2e5],
});

function main({ type, method, n }) {
  const input = common.searchParams[type];

  if (method === 'parse') {
    bench.start();
    for (let i = 0; i < n; i++) new URLSearchParams(input);
    bench.end(n);
  } else {
    const params = new URLSearchParams(input);
    bench.start();
    for (let i = 0; i < n; i++) params.toString();
    bench.end(n);
  }
}
