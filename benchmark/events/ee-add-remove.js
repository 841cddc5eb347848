'use strict';

// Adding `listeners` listeners for each of `events` event names, then
// removing them one by one or all at once.
const common = require('../common.js');
const { EventEmitter } = require('events');

const bench = common.createBenchmark(main, {
  removal: ['removeListener', 'removeAllListeners'],
  events: [1, 5],
  listeners: [1, 5],
  n: [1e5],
});

function main({ removal, events, listeners, n }) {
  const ee = new EventEmitter();
  const names = Array.from({ length: events }, (_, i) => `event${i}`);
  const fns = Array.from({ length: listeners }, () => () => {});

  bench.start();
  for (let i = 0; i < n; i++) {
    for (const name of names) {
      for (const fn of fns) ee.on(name, fn);
    }
    if (removal === 'removeAllListeners') {
      ee.removeAllListeners();
    } else {
      for (const name of names) {
        for (const fn of fns) ee.removeListener(name, fn);
      }
    }
  }
  bench.end(n);
}
