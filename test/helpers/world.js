// The pull request the step tests run on: PR 12 of o/r, its commits, the
// comment's time and the workflow run, and action.yml's defaults as the
// runner passes them. One definition for the test files that drive the
// steps in-process (modes, gate policy, rendered comments, report hardening).

import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './bench-dir.js';

export const BASE = 'ba5e'.repeat(10);
export const HEAD = 'c0ffee'.repeat(7).slice(0, 40);
export const MERGE = '3e26e'.repeat(8);
export const COMMENT_TIME = '2026-11-21T10:00:00Z';
export const RUN_URL = 'https://github.example/o/r/actions/runs/777';

/**
 * action.yml's inputs with their defaults, `${{ github.token }}` as `token`.
 * @param {string} token
 * @returns {Record<string, string>}
 */
export function actionDefaults(token) {
  const declared = parse(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')).inputs;
  return Object.fromEntries(Object.entries(declared).map(([name, input]) =>
    [name, input.default === '${{ github.token }}' ? token : input.default]));
}
