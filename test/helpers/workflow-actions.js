// Kept for the tests that still name the Go tools this way; new tests use
// tool() from ./tools.js directly.
import { tool } from './tools.js';

/** @param {string} name */
export function findGoTool(name) {
  return tool(name).path;
}

/**
 * @param {string | null} found
 * @param {string} install  e.g. 'go install github.com/nektos/act@v0.2.89'
 */
export function skipWithout(found, install) {
  return tool(install.replace(/^.*\/([\w-]+)@.*$/, '$1')).skip;
}
