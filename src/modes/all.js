// mode `all`: the gate, run and report steps in one job and one process,
// for private repositories and trusted contributors (docs/action.md says
// when). It is not a copy of the three-job workflow but the same steps
// joined: the request is made and checked by the gate step, the run step
// writes the results directory, and the report step reads it back as the
// report job reads an artifact. Only the comment's status line is extra:
// "Building", then "Running: 40 of 120 blocks, about 3 min left".
//
// Whatever way the run ends, the comment ends in a final state: the results,
// or "Failed" naming the step and why, on an error of ours, on a cancel
// (SIGINT/SIGTERM, see cancel.js), and, after a SIGKILL, from the post step
// (report/pending-comment.js: the request waits in the Action's state until the end).
// A final state the comment cannot take goes to a new comment, else to the
// job summary with the step failed (report/sticky.js).

import { gateStep } from './gate.js';
import { runStep } from './run.js';
import { reportStep } from './report.js';
import { FinalStateError } from '../report/sticky.js';
import { pendingComment, statusLine } from '../report/pending-comment.js';
import { onCancel } from '../cancel.js';
import textModule from '../../benchmark/_lib/text.js';

const { errorMessage } = textModule;

/** @typedef {import('../action.js').Context} Context */

/** @param {Context} context */
export async function all(context) {
  const request = await gateStep(context);
  if (request === null) return;
  const { log } = context;
  const status = statusLine(context, request);
  const pending = pendingComment(context, request);
  let step = 'preparing the benchmark machine';
  const stopOnCancel = onCancel(async (signal) => {
    await status.settle();
    await pending.fail({ step, message: `the job was cancelled (${signal}) before it finished; nothing was reported` });
  });
  try {
    await runStep(context, request, {
      onBuilding: () => {
        step = 'building the old and new binaries';
        return status.update('building');
      },
      onRunning: (progress) => {
        step = 'benchmarking';
        status.running(progress);
      },
      onProfiling: (count) => {
        step = 'profiling the configurations that changed';
        status.update('profiling', { count });
      },
    });
    // Progress updates go one after another, and all of them before the
    // results: a late one would overwrite them.
    await status.settle();
    step = 'reporting the results';
    await reportStep(context, request);
    pending.done();
  } catch (err) {
    await status.settle();
    if (err instanceof FinalStateError) {
      // The report step's final state reached no comment: the job summary has it, and the step fails saying so.
      pending.done();
      throw err;
    }
    const message = errorMessage(err);
    await pending.fail({ step, message }).catch((error) => (error instanceof FinalStateError ?
      log.setFailed(error.message) : log.warning(`Could not say in the comment that the run failed: ${error.message}`)));
    throw err;
  } finally {
    stopOnCancel();
  }
}
