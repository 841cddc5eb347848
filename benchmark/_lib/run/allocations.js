'use strict';

// Preloaded (`--require`) by our drivers into every run pass (job.js, and
// supervise.js for those a config pass forks), so a run pass under a harness
// other than ours (Node core's common.js through
// --benchmark-dir) reports its allocations like ours does: bytes allocated
// per operation between its bench.start() and bench.end(), and the process's
// max RSS and heap used (benchmark/_allocations.js). It wraps the
// benchmark object that the harness's createBenchmark() returns, and adds
// the numbers to the `report` message the harness sends. Our common.js
// measures by itself (it exports measuresAllocations) and is left alone.
//
// Nothing of this runs in the timed window but a function call: start()
// reads V8's counter before the harness reads its clock, and the wrapped
// end() only notes the operations; the counter is read again when the
// harness sends its report, after it read its clock (the report's own few
// hundred bytes fall in the count, a few thousandths of a byte an operation
// at Node core's counts). An earlier version read the counter in end(),
// before the harness's clock: v8.getHeapStatistics() in the timed window,
// whose cost differs between Node versions, moved the estimates of some
// of Node core's configurations by 10 points (test/bench/method-factors.js,
// docs/differences.md).

// Module._load is internal, and the one place every require() passes.
const Module = /** @type {any} */ (require('module'));
const { allocationCounter, memoryNow } = require('../../_allocations.js');
const { withoutPreload } = require('./fork-hook.js');

// The benchmark sees the node options it was given, not this preload (a
// benchmark may check process.execArgv; its own forks should not inherit it).
process.execArgv.splice(0, Infinity, ...withoutPreload(process.execArgv, __filename));

// The last bench.end() not yet reported: its counter and operations, for the report message that follows
// it. Two variables, not an object: nothing is allocated in the timed window.
/** @type {ReturnType<typeof allocationCounter> | null} */
let pendingCounter = null;
let pendingOperations = 0;

const originalLoad = Module._load;
const wrapped = new WeakSet();
Module._load = function load(request, parent, isMain) {
  const exported = originalLoad.call(this, request, parent, isMain);
  if (exported !== null && typeof exported === 'object' && typeof exported.createBenchmark === 'function' &&
      !exported.measuresAllocations && !wrapped.has(exported)) {
    wrapped.add(exported);
    const create = exported.createBenchmark;
    exported.createBenchmark = function createBenchmark(...args) {
      const bench = create.apply(this, args);
      instrument(bench);
      return bench;
    };
  }
  return exported;
};

/** Counts allocations between the benchmark's start() and end(). */
function instrument(bench) {
  if (bench === null || typeof bench !== 'object' || typeof bench.start !== 'function' ||
      typeof bench.end !== 'function') return;
  const counter = allocationCounter();
  const { start, end } = bench;
  bench.start = function (...args) {
    counter.start();
    return start.apply(this, args);
  };
  bench.end = function (operations, ...rest) {
    pendingCounter = counter;
    pendingOperations = operations;
    return end.call(this, operations, ...rest);
  };
}

if (typeof process.send === 'function') {
  const send = /** @type {(...args: any[]) => boolean} */ (process.send);
  process.send = function (message, ...rest) {
    if (pendingCounter !== null && message !== null && typeof message === 'object' && message.type === 'report' &&
        !('allocated' in message)) {
      message = { ...message, allocated: pendingCounter.perOperation(pendingOperations), ...memoryNow() };
      pendingCounter = null;
    }
    return send.apply(this, [message, ...rest]);
  };
}
