'use strict';

// What a run pass allocates and keeps, measured next to its rate: the bytes
// V8 allocated per operation in the timed section, and the process's
// maximum resident set size and V8 heap in use at the end. Our common.js
// measures with it; under any other harness (Node core's), our drivers
// preload benchmark/_lib/run/allocations.js, which does the same around that
// harness's bench.start() and bench.end().
//
// Bytes allocated come from V8's total_allocated_bytes
// (v8.getHeapStatistics(), Node 26 and later), which counts every byte the
// program allocated on V8's heap since the isolate started (at the
// granularity of its allocation buffers). A node without it gives null: no
// number is estimated in its place. Reading it costs one call, made outside
// the clock's window in our common.js.

const v8 = require('v8');

/** V8's count of the bytes allocated so far, or null on a node that has none. */
function allocatedBytes() {
  // Not in @types/node's HeapInfo yet (Node 26).
  const bytes = /** @type {any} */ (v8.getHeapStatistics()).total_allocated_bytes;
  return typeof bytes === 'number' && Number.isFinite(bytes) ? bytes : null;
}

/**
 * A counter for one timed section: start() just before the clock starts,
 * perOperation(operations) just after it stops.
 */
function allocationCounter() {
  let before = null;
  return {
    start() {
      before = allocatedBytes();
    },
    /** Bytes per operation since start(), or null when not counted. */
    perOperation(operations) {
      const after = allocatedBytes();
      if (before === null || after === null || !(operations > 0)) return null;
      return Math.max(0, after - before) / operations;
    },
  };
}

/** The process's maximum resident set size and V8 heap in use, in bytes, now. */
function memoryNow() {
  return { maxRSS: process.resourceUsage().maxRSS * 1024, heapUsed: v8.getHeapStatistics().used_heap_size };
}

module.exports = { allocationCounter, memoryNow };
