// Cancelling a run: GitHub sends the step's process SIGINT, then SIGTERM
// 7.5 s later, then kills it 2.5 s after that. Node's default for both
// signals is to die at once, which left compare.js and its benchmarks
// running and the comment at "Running". Instead, on the first signal, the
// hooks registered with onCancel run at once, the processes of the run are
// ended (its hook is synchronous and first), then the comment is given its
// final state, within a deadline, and the step exits as the signal would
// have it (128 + its number). The post step finishes whatever a SIGKILL cut
// short (modes/post.js).

import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import textModule from '../benchmark/_lib/text.js';

const { errorMessage } = textModule;

/** Within GitHub's 7.5 s between SIGINT and SIGTERM, with room to exit. */
export const CANCEL_DEADLINE_MS = 5000;

/** @typedef {(signal: NodeJS.Signals) => void | Promise<void>} CancelHook */

/** @type {Set<CancelHook>} */
const hooks = new Set();

/**
 * Runs `hook` if the step is cancelled, until the returned function is called.
 * @param {CancelHook} hook
 * @returns {() => void}
 */
export function onCancel(hook) {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/**
 * Runs the hooks in the order they were registered: each synchronous part
 * at once, then all of them to their end or the deadline.
 * @param {NodeJS.Signals} signal
 * @param {{ deadlineMs?: number, warn?: (message: string) => void }} [options]
 */
export async function cancelAll(signal, { deadlineMs = CANCEL_DEADLINE_MS, warn = () => {} } = {}) {
  const running = [...hooks].map((hook) => {
    try {
      return Promise.resolve(hook(signal));
    } catch (err) {
      return Promise.reject(err);
    }
  });
  const settled = Promise.allSettled(running).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') warn(`While cancelling: ${errorMessage(result.reason)}`);
    }
    return true;
  });
  const timer = sleep(deadlineMs, false, { ref: false });
  if (!(await Promise.race([settled, timer]))) warn(`Cancelling took over ${deadlineMs / 1000} s: exiting without waiting`);
}

/**
 * Makes SIGINT and SIGTERM cancel the step instead of killing it.
 * @param {{ warn: (message: string) => void, exit?: (code: number) => void, deadlineMs?: number }} options
 */
export function installCancellation({ warn, exit = (code) => process.exit(code), deadlineMs }) {
  let cancelling = false;
  /** @param {NodeJS.Signals} signal */
  const handle = async (signal) => {
    if (cancelling) return; // the SIGTERM after the SIGINT: already on it
    cancelling = true;
    warn(`The step received ${signal} (the run was cancelled or timed out): stopping the benchmark and ` +
      'saying so in the comment');
    await cancelAll(signal, { deadlineMs, warn });
    exit(128 + (os.constants.signals[signal] ?? 0));
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
