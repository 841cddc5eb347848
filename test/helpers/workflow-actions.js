// The third-party actions a workflow uses, as real local copies for act.
//
// This machine reaches no GitHub, but the Go module proxy serves any public
// GitHub repository at a tag as a module zip, and its .info says which commit
// the tag was (Origin.Hash). So `uses: actions/checkout@<sha> # v6.0.0` is
// fetched as github.com/actions/checkout@v6.0.0+incompatible and used only if
// that tag is the pinned commit: act then runs the real action's code.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const PINNED = /^([\w.-]+)\/([\w.-]+)@([0-9a-f]{40})$/;

/**
 * Every `uses: owner/repo@<sha> # vX.Y.Z` of the workflows, except `skip`
 * (our own action, which the test maps to the working tree).
 * @param {string[]} workflowFiles
 * @param {{ skip?: (repository: string) => boolean }} [options]
 * @returns {Array<{ uses: string, repository: string, sha: string, version: string }>}
 */
export function pinnedActions(workflowFiles, { skip = () => false } = {}) {
  const found = new Map();
  for (const file of workflowFiles) {
    const text = fs.readFileSync(file, 'utf8');
    for (const job of Object.values(parse(text).jobs ?? {})) {
      for (const step of job.steps ?? []) {
        const match = PINNED.exec(step.uses ?? '');
        if (!match || skip(`${match[1]}/${match[2]}`)) continue;
        const comment = new RegExp(`uses: ${step.uses.replace(/[.]/g, '\\.')} # (v\\d+\\.\\d+\\.\\d+)`).exec(text);
        if (!comment) throw new Error(`${file}: ${step.uses} has no '# vX.Y.Z' comment naming its tag`);
        found.set(step.uses, { uses: step.uses, repository: `${match[1]}/${match[2]}`, sha: match[3], version: comment[1] });
      }
    }
  }
  return [...found.values()];
}

/**
 * Downloads an action through the Go module proxy and checks that its tag
 * is the pinned commit.
 * @param {{ repository: string, sha: string, version: string }} action
 * @returns {string} the directory of the action's files
 */
export function fetchAction({ repository, sha, version }) {
  const module = `github.com/${repository}@${version}+incompatible`;
  // The checksum database has no entry for some of these old tags; the
  // commit check below is what ties the files to the workflow's pin.
  const env = { ...process.env, GOFLAGS: '-mod=mod', GONOSUMDB: `github.com/${repository}`, GONOSUMCHECK: '1' };
  const info = JSON.parse(execFileSync('go', ['mod', 'download', '-json', module], { env, encoding: 'utf8', cwd: process.cwd() }));
  if (info.Error) throw new Error(`go mod download ${module}: ${info.Error}`);
  const infoFile = JSON.parse(fs.readFileSync(info.Info, 'utf8'));
  const origin = info.Origin?.Hash ?? infoFile.Origin?.Hash;
  if (origin !== sha) {
    throw new Error(`${repository} ${version} is commit ${origin ?? '(unknown)'}, not the pinned ${sha}`);
  }
  return info.Dir;
}

/**
 * A tool that .ci/run installs with `go install`: from PATH, else from
 * `$(go env GOPATH)/bin`; null when neither has it.
 * @param {string} name
 * @param {string} versionFlag  an argument that makes the tool exit at once
 */
export function findGoTool(name, versionFlag) {
  const candidates = [name];
  try {
    candidates.push(path.join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin', name));
  } catch {
    // no Go: only PATH
  }
  return candidates.find((c) => !spawnSync(c, [versionFlag]).error) ?? null;
}

/**
 * The skip option of a test that needs a tool .ci/run installs: skipped,
 * saying how to install it, when the tool is missing; never skipped in CI,
 * where the test then fails on the missing tool.
 * @param {string | null} found  what findGoTool returned
 * @param {string} install  e.g. 'go install github.com/nektos/act@v0.2.89'
 */
export function skipWithout(found, install) {
  return found || process.env.CI ? false : `${install.replace(/^.*\/([\w-]+)@.*$/, '$1')} is not installed: ${install}`;
}
