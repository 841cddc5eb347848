'use strict';

// What a commit is called, checked the same way on both sides: the request
// the gate hands the run job, the workflow's inputs, the commits GitHub
// reports (src/) and the history store's files (history/store.js). A rule
// written twice would let one side accept a commit the other refuses.

/**
 * A full commit hash as git prints it: 40 lower-case hexadecimal
 * characters (SHA-1; GitHub's repositories have no SHA-256 object names).
 */
const SHA = /^[0-9a-f]{40}$/;

module.exports = { SHA };
