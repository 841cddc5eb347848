'use strict';

// util.format() with each kind of placeholder. The configuration value is the
// format string itself, so some values hold double quotes and commas, which
// the CSV output of the drivers must quote.
const common = require('../common.js');
const util = require('util');

const inputs = {
  '%s': ['hello'],
  '%d': [42],
  '%j': [{ a: 1, b: [2, 3], c: 'x' }],
  '%o': [{ a: 1 }],
  '"%s", %i%%': ['quoted', 42.5],
  'no placeholders': ['extra', 1, { x: 1 }],
};

const bench = common.createBenchmark(main, {
  format: Object.keys(inputs),
  n: [5e4],
}, {
  // Test mode runs the value that needs quoting, so quick runs check it too.
  test: { format: '"%s", %i%%' },
});

function main({ format, n }) {
  const args = inputs[format];

  bench.start();
  for (let i = 0; i < n; i++) util.format(format, ...args);
  bench.end(n);
}
