// The history's dashboard (src/report/dashboard.js): benchmark/history.js
// `site` run from the Action's files on a real store directory, into its
// docs/; one that cannot be drawn is a warning quoting history.js.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import historyStore from '../benchmark/_lib/history/store.js';
import { drawDashboard } from '../src/report/dashboard.js';
import { fakeLog } from './helpers/fake-log.js';
import { tempDir } from './helpers/temp.js';

const { commitRecord, writeCommit } = historyStore;

function tmpDir(t) {
  const dir = tempDir('nba-dashboard-');
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('the dashboard of a store is drawn into its docs/, titled and linked after the repository', { timeout: 120_000 },
  async (t) => {
    const store = tmpDir(t);
    for (let i = 0; i < 3; i++) {
      writeCommit(store, commitRecord({ commit: String(i + 1).repeat(40), date: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
        position: i, reference: 'v24.11.0', pullRequest: null, failed: [],
        configurations: [{ filename: 'a/a.js', configuration: 'n=1', ratio: 1, ratioLow: 0.99, ratioHigh: 1.01, blocks: 10,
          referenceRate: 1e6, rate: 1e6, allocations: null }] }));
    }
    const log = fakeLog();
    await drawDashboard({ env: { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'o/r' }, log }, store);
    const docs = path.join(store, 'docs');
    assert.deepEqual(log.record.info, [`The dashboard is in ${docs}`]);
    assert.deepEqual(log.record.warnings, []);
    const index = fs.readFileSync(path.join(docs, 'index.html'), 'utf8');
    assert.ok(index.includes('o/r history'), 'the title');
    assert.ok(index.includes('https://github.com/o/r'), 'the repository');
  });

test('a dashboard that cannot be drawn is a warning with what history.js said, not an error', { timeout: 120_000 },
  async (t) => {
    const store = path.join(tmpDir(t), 'no-store');
    const log = fakeLog();
    await drawDashboard({ env: {}, log }, store);
    assert.deepEqual(log.record.warnings, ['The dashboard could not be drawn (history.js site ended with 1): ' +
      `history.js: site: the store ${store} is not a directory`]);
    assert.deepEqual(log.record.info, []);
  });
