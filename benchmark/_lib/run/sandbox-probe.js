'use strict';

// How the Action sandboxes a pull request's build and benchmarks with
// bubblewrap (src/machine/sandbox.js), and the one command that tells
// whether a host can: shared by the Action and the doctor (doctor-checks.js),
// so the doctor tries exactly what the Action will do.
//
// Hidden by default: a sandbox's root is an empty tmpfs, and only the
// system's own directories are mounted into it (read-only), with a fresh
// /dev, /proc and /tmp. Wherever the runner lives (~/actions-runner,
// /opt/actions-runner, /srv/runner), its directory, $HOME, RUNNER_TEMP,
// /var, /run, /dev/shm and every other place are absent unless exposed by
// name.

const fs = require('fs');

/** The system's directories, read-only in every sandbox (on merged /usr systems the /bin… ones are links). */
const SYSTEM_DIRS = Object.freeze(['/usr', '/etc', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']);

/** The namespace and privilege options every sandboxed process gets. */
const ISOLATION = ['--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try', '--unshare-net',
  '--new-session', '--die-with-parent', '--cap-drop', 'ALL'];

/**
 * bwrap's arguments for the system part of a sandbox: each system directory
 * as it is here (a link stays a link), a fresh /dev (with an empty /dev/shm),
 * /proc of the sandbox's own PID namespace, and an empty /tmp.
 * @param {{ lstat?: (p: string) => fs.Stats | undefined, readlink?: (p: string) => string }} [effects]
 * @returns {string[]}
 */
function systemArgs({ lstat = (p) => fs.lstatSync(p, { throwIfNoEntry: false }), readlink = fs.readlinkSync } = {}) {
  const args = [];
  for (const dir of SYSTEM_DIRS) {
    const stat = lstat(dir);
    if (stat?.isSymbolicLink()) args.push('--symlink', readlink(dir), dir);
    else if (stat?.isDirectory()) args.push('--ro-bind', dir, dir);
  }
  args.push('--dev', '/dev', '--tmpfs', '/dev/shm', '--proc', '/proc', '--tmpfs', '/tmp');
  return args;
}

/** bwrap's arguments that run `true` as a sandboxed process would run. */
function probeArgs() {
  return [...systemArgs(), '--remount-ro', '/', ...ISOLATION, 'true'];
}

module.exports = { ISOLATION, SYSTEM_DIRS, systemArgs, probeArgs };
