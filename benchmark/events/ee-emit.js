'use strict';

// EventEmitter#emit() with `argc` arguments to `listeners` listeners.
const common = require('../common.js');
const { EventEmitter } = require('events');

const bench = common.createBenchmark(main, {
  argc: [0, 2, 5],
  listeners: [1, 5],
  n: [2e6],
});

function main({ argc, listeners, n }) {
  const ee = new EventEmitter();
  let calls = 0;
  for (let i = 0; i < listeners; i++) ee.on('event', () => calls++);
  const args = Array.from({ length: argc }, (_, i) => i);

  bench.start();
  switch (argc) {
    case 0:
      for (let i = 0; i < n; i++) ee.emit('event');
      break;
    case 2:
      for (let i = 0; i < n; i++) ee.emit('event', args[0], args[1]);
      break;
    default:
      for (let i = 0; i < n; i++) ee.emit('event', ...args);
  }
  bench.end(n);

  // Keep the listeners' work observable so it cannot be optimised away.
  if (calls !== n * listeners) throw new Error(`expected ${n * listeners} calls, got ${calls}`);
}
