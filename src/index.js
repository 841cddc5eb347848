// The bundle's entry (dist/index.js): one step of the Action (action.js),
// and the one place an error becomes the step's failure.

import * as core from '@actions/core';
import { entry } from './action.js';
import { guardLog } from './untrusted-text.js';

// The failure's message can carry the pull request's text: it goes through the gate too.
const log = guardLog(core);
entry({ log }).catch((err) => {
  // Messages written for people (settings, API, request) say what to fix;
  // anything else is our bug, and its stack goes to the debug log.
  log.debug(err.stack ?? String(err));
  log.setFailed(err.message);
});
