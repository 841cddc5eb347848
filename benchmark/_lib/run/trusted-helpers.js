'use strict';

// Where our code finds the programs it starts outside any sandbox: taskset
// (CPU pinning, benchmark/_lib/run/job.js), bwrap (the sandbox itself,
// src/machine/sandbox.js), and the launcher's /bin/sh (sandbox.js
// writeLauncher, a fixed path). They run with our rights, before the
// sandbox exists, so none may be looked up through a PATH the pull request
// can set: child_process.spawn('taskset', …, { env }) searches `env.PATH`,
// the child's, and a benchmark's config pass chooses what its run passes'
// environment says (benchmark/_lib/run/discover.js reports it).
//
// So a helper is looked up here, by name, in two places no pull request
// reaches:
//   1. the system's directories, fixed: taskset (util-linux), bwrap
//      (bubblewrap) and sh are system packages, there on every
//      distribution the Action supports, and a directory only root can
//      write;
//   2. then the PATH this process had when this module was loaded, before
//      it started any benchmark process: the workflow's, or the shell's of
//      the user who ran compare.js, for a host that installs them elsewhere
//      (NixOS, a bwrap of its own under /opt). Only its absolute entries
//      count: a relative one (`.`, `node_modules/.bin`) would be read in
//      whatever directory we run in, which may be the pull request's
//      checkout.
// The answer is an absolute path, and the caller starts that path.

const path = require('path');
const { findOnPath } = require('../text.js');

/** The system's directories, searched first, in this order. */
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
// Read once, now: later changes to process.env.PATH do not count.
const STARTUP_PATH = process.env.PATH ?? '';

/**
 * The directories a helper is looked for in: the system's, then the
 * absolute entries of `startupPath`, each once.
 * @param {string} [startupPath]  the PATH this process started with
 * @returns {string[]}
 */
function helperDirs(startupPath = STARTUP_PATH) {
  const dirs = [...SYSTEM_PATH.split(':'), ...startupPath.split(path.delimiter)]
    .filter((dir) => path.isAbsolute(dir))
    .map((dir) => path.resolve(dir));
  return [...new Set(dirs)];
}

/**
 * The absolute path of the helper `name` (a bare program name: taskset,
 * bwrap), or null when none of helperDirs holds an executable file of
 * that name.
 * @param {string} name
 * @param {{ startupPath?: string }} [options]  startupPath: instead of this process's (tests)
 * @returns {string | null}
 */
function findHelper(name, { startupPath = STARTUP_PATH } = {}) {
  if (!/^[\w.+-]+$/.test(name)) throw new Error(`findHelper takes a program's name, not '${name}'`);
  return findOnPath(name, helperDirs(startupPath).join(path.delimiter));
}

module.exports = { SYSTEM_PATH, findHelper, helperDirs };
