'use strict';

// What of a config pass's run-pass environment compare.js passes on.
//
// compare.js's blocks start each run pass themselves, from what the file's
// config pass would have forked (discover.js reports its module, argv,
// execArgv and the environment it hands on, as the keys that differ from
// its own). The config pass is the pull request's code, and the process
// compare.js starts is ours until the sandbox exists: the launcher
// (/bin/sh, then bwrap: src/machine/sandbox.js writeLauncher), taskset
// with a CPU set. An LD_PRELOAD, LD_LIBRARY_PATH, GCONV_PATH or PATH there
// would run the pull request's code outside the sandbox, with the runner's
// credentials in reach.
//
// So a run pass gets compare.js's own environment, the changes compare.js
// makes itself (timeout, padding, preloads), and, of what the config pass
// said, only the variables of the benchmark harness's protocol:
//   NODE_RUN_BENCHMARK_FN          what makes the process a run pass (Node
//                                  core's common.js and ours set it to '';
//                                  only its presence counts, so it is ''
//                                  whatever the config pass said);
//   NODE_RUN_BENCHMARK_GROUPS      which groups of a byGroups file the run
//                                  pass rebuilds its queue from;
//   NODEJS_BENCHMARK_ZERO_ALLOWED  whether a benchmark may time zero
//                                  operations (Node core's test runner sets it).
// The two last are read by the harness (common.js) alone, never by a
// loader, a shell, bwrap or node itself; a harness may set them per run
// pass. Anything else the config pass sets or removes is refused: that
// file's configurations are not learnt, and the failure names the
// variables (configurations.js), so that its author knows why.

const RUN_PASS_VARIABLES = Object.freeze(['NODE_RUN_BENCHMARK_FN', 'NODE_RUN_BENCHMARK_GROUPS',
  'NODEJS_BENCHMARK_ZERO_ALLOWED']);
// A value longer than this, or with a NUL (which spawn refuses), is refused too.
const MAX_VALUE = 4096;
// How a refused name is shown: at most this long, and this many named.
const MAX_NAME = 60;
const NAMED = 3;

/**
 * A config pass's env changes for one run pass, checked: the allowed ones
 * to pass on, and the names of the rest (a removal as `NAME removed`).
 * @param {unknown} delta  { NAME: value, or null for a removal }, as discover.js reports it
 * @returns {{ env: Record<string, string>, refused: string[] }}
 */
function checkRunPassEnv(delta) {
  /** @type {Record<string, string>} */
  const env = {};
  const refused = [];
  if (delta === null || typeof delta !== 'object' || Array.isArray(delta)) {
    return { env, refused: ['(an environment that is not an object)'] };
  }
  for (const [name, value] of Object.entries(delta)) {
    const allowed = RUN_PASS_VARIABLES.includes(name);
    if (value === null) {
      refused.push(`${shownName(name)} removed`);
    } else if (!allowed || typeof value !== 'string' || value.length > MAX_VALUE || value.includes('\0')) {
      refused.push(shownName(name));
    } else {
      env[name] = name === 'NODE_RUN_BENCHMARK_FN' ? '' : value;
    }
  }
  return { env, refused };
}

/**
 * A run pass's environment changes, rebuilt from the allow-list: what the
 * blocks hand to job.js, whatever the RunPass carries.
 * @param {Record<string, string | null>} env
 * @returns {Record<string, string>}
 */
function runPassEnv(env) {
  return checkRunPassEnv(env).env;
}

/** A name as a failure shows it: plain when it is a usual name, else quoted; bounded. */
function shownName(name) {
  const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : JSON.stringify(name);
  return plain.length > MAX_NAME ? `${plain.slice(0, MAX_NAME - 1)}…` : plain;
}

/**
 * Why the file's configurations were not learnt, in words (job.js
 * describeCause, the Action's comment): the refused names, then the rule.
 * @param {string[]} names  checkRunPassEnv's `refused`
 */
function refusedEnvCause(names) {
  const shown = names.slice(0, NAMED).join(', ') +
    (names.length > NAMED ? ` and ${names.length - NAMED} more` : '');
  return `its config pass changes its run passes' environment (${shown}), which compare.js does not pass on: ` +
    `a run pass gets compare.js's environment and, of its config pass's changes, only ${RUN_PASS_VARIABLES.join(', ')}`;
}

module.exports = { RUN_PASS_VARIABLES, checkRunPassEnv, runPassEnv, refusedEnvCause };
