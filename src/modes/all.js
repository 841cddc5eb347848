// mode `all`: the gate, run and report steps in one job and one process,
// for private repositories and trusted contributors (docs/action.md says
// when). It is not a copy of the three-job workflow but the same steps
// joined: the request is made and checked by the gate step, the run step
// writes the results directory, and the report step reads it back as the
// report job reads an artifact. Only the comment's status line is extra:
// "Building", then "Running: 40 of 120 blocks, about 3 min left".

import { gateStep } from './gate.js';
import { runStep } from './run.js';
import { reportStep } from './report.js';
import { postStatus } from '../report/sticky.js';

/** @typedef {import('../action.js').Context} Context */

/** @param {Context} context */
export async function all(context) {
  const request = await gateStep(context);
  if (request === null) return;
  const status = statusLine(context, request);
  await runStep(context, request, { onBuilding: () => status.update('building'), onRunning: status.running });
  // Progress updates go one after another, and all of them before the
  // results: a late one would overwrite them.
  await status.settle();
  await reportStep(context, request);
}

/**
 * The sticky comment's status while the run step works: updates in order,
 * each after the one before, none after settle().
 * @param {Context} context
 * @param {import('../request/request.js').Request} request
 */
function statusLine(context, request) {
  let updates = Promise.resolve();
  let settled = false;
  /** @param {'building' | 'running'} state @param {any} [detail] */
  const update = (state, detail = null) => {
    if (settled) return updates;
    updates = updates.then(() => postStatus(context, request, { state, detail }))
      .then(() => {}, (err) => context.log.warning(`Could not update the status comment: ${err.message}`));
    return updates;
  };
  return {
    update,
    /** @param {import('../machine/compare.js').Progress | null} progress */
    running: (progress) => { update('running', progress); },
    async settle() {
      settled = true;
      await updates;
    },
  };
}
