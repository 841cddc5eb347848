// mode `run`: the job of the secure workflow that runs the pull request's
// code, on the self-hosted benchmark machine, with no token and no secrets.

import fs from 'node:fs';
import path from 'node:path';
import { BuildError } from '../machine/build.js';
import { runComparison } from '../machine/compare.js';
import { acquireMachineLock } from '../machine/lock.js';
import { decodeRequest, shardCategories } from '../artifact.js';
import { benchmarkDirectory, obtainBinaries, prepareMachine } from '../machine/prepare.js';

/**
 * mode `run` (self-hosted, no token, no secrets): the pinned request in,
 * the results out, into results-dir for the workflow to upload. A build
 * failure is written there too, for the report job to post. With `shard`,
 * only this shard's categories run.
 */
export async function runJob(settings, env, log, machineRoot) {
  const pinned = decodeRequest(settings.request ?? '', { maxRuns: settings.maxRuns });
  const request = { ...pinned, categories: shardCategories(pinned.categories, settings.shard) };
  const resultsDir = path.resolve(settings.resultsDir);
  fs.mkdirSync(resultsDir, { recursive: true });
  if (settings.shard) {
    fs.writeFileSync(path.join(resultsDir, 'shard.json'), JSON.stringify({ ...settings.shard, categories: request.categories }));
    if (request.categories.length === 0) {
      log.info(`Shard ${settings.shard.index}/${settings.shard.total} has no categories: ` +
        `${pinned.categories.length} categories over ${settings.shard.total} shards.`);
      return;
    }
    log.info(`Shard ${settings.shard.index}/${settings.shard.total}: ${request.categories.join(' ')}`);
  }
  const release = await acquireMachineLock({ log, what: `pull request ${request.prNumber} (${request.categories.join(' ')})` });
  try {
    const machine = prepareMachine(settings, machineRoot, log);
    let binaries;
    try {
      binaries = await obtainBinaries(settings, env, request, log);
    } catch (err) {
      if (!(err instanceof BuildError)) throw err;
      fs.writeFileSync(path.join(resultsDir, 'failure.json'), JSON.stringify(err.failure));
      log.setFailed(err.message);
      return;
    }
    fs.writeFileSync(path.join(resultsDir, 'machine.json'), JSON.stringify({
      record: machine.record, versions: binaries.versions, tuning: machine.tuning, cpuset: settings.cpuset }));
    const result = await runComparison({ ...binaries, benchmarkDir: benchmarkDirectory(settings), request, settings,
      resultsDir, log });
    log.info(result.verdictLine);
  } finally {
    release();
  }
}
