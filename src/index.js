// The bundle's entry (dist/index.js): one step of the Action (action.js),
// and the one place an error becomes the step's failure.

import * as core from '@actions/core';
import { entry } from './action.js';

entry().catch((err) => {
  // Messages written for people (settings, API, request) say what to fix;
  // anything else is our bug, and its stack goes to the debug log.
  core.debug(err.stack ?? String(err));
  core.setFailed(err.message);
});
