'use strict';

// util.inspect() on common shapes of value, plain and with colours.
const common = require('../common.js');
const util = require('util');

const values = {
  object: {
    id: 42,
    name: 'benchmark',
    tags: ['a', 'b', 'c'],
    nested: { deep: { deeper: { deepest: true } } },
    when: new Date(0),
  },
  array: Array.from({ length: 20 }, (_, i) => (i % 2 ? i : `item ${i}`)),
  map: new Map(Array.from({ length: 10 }, (_, i) => [`key${i}`, { index: i }])),
  error: new Error('something failed'),
  string: 'a string with \'quotes\' and a newline\n'.repeat(4),
};

const optionSets = {
  default: {},
  colors: { colors: true },
};

const bench = common.createBenchmark(main, {
  type: Object.keys(values),
  option: Object.keys(optionSets),
  n: [5e3],
});

function main({ type, option, n }) {
  const value = values[type];
  const options = optionSets[option];

  bench.start();
  for (let i = 0; i < n; i++) util.inspect(value, options);
  bench.end(n);
}
