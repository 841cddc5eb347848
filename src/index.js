// The bundle's entry, for both the main and the post step of action.yml:
// the main step leaves a mark in the Action's state, and the post step
// finds it (the same pattern as actions/checkout).

import * as core from '@actions/core';
import { main } from './modes/all.js';
import { post } from './modes/post.js';

async function entry() {
  if (core.getState('isPost') === 'true') {
    post();
    return;
  }
  core.saveState('isPost', 'true');
  await main();
}

entry().catch((err) => {
  // Messages written for people (settings, API, handoff) say what to fix;
  // anything else is our bug, and its stack goes to the debug log.
  core.debug(err.stack ?? String(err));
  core.setFailed(err.message);
});
