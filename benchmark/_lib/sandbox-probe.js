'use strict';

// How the Action sandboxes a pull request's build and benchmarks with
// bubblewrap (src/machine/sandbox.js), and the one command that tells
// whether a host can: shared by the Action and the doctor (doctor-checks.js),
// so the doctor tries exactly what the Action will do.

/** The namespace and privilege options every sandboxed process gets. */
const ISOLATION = ['--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try', '--unshare-net',
  '--new-session', '--die-with-parent', '--cap-drop', 'ALL'];

/** bwrap's arguments that run `true` as a sandboxed process would run. */
const PROBE_ARGS = ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', ...ISOLATION, 'true'];

module.exports = { ISOLATION, PROBE_ARGS };
