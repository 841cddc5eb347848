import test from 'node:test';
import assert from 'node:assert/strict';
import { authorize, effectivePermission } from '../src/github/authorize.js';

const github = (answers) => ({
  async getCommenterPermission(user) {
    const answer = answers[user];
    if (answer instanceof Error) throw answer;
    return answer ?? { permission: 'none', roleName: 'none' };
  },
});

test('role names are the finer answer, custom roles fall back to the legacy permission', () => {
  assert.equal(effectivePermission({ permission: 'write', roleName: 'maintain' }), 'maintain');
  assert.equal(effectivePermission({ permission: 'read', roleName: 'triage' }), 'triage');
  assert.equal(effectivePermission({ permission: 'write', roleName: 'benchmark-runner' }), 'write');
  assert.equal(effectivePermission({ permission: 'weird', roleName: 'odd' }), 'none');
});

test('a collaborator with enough permission may run; one below min-permission may not', async () => {
  const api = github({ maintainer: { permission: 'write', roleName: 'maintain' },
    triager: { permission: 'read', roleName: 'triage' } });
  assert.deepEqual(await authorize({ github: api, username: 'maintainer', minPermission: 'write' }),
                   { allowed: true, permission: 'maintain', reason: '@maintainer has maintain permission' });
  assert.deepEqual(await authorize({ github: api, username: 'triager', minPermission: 'write' }),
                   { allowed: false, permission: 'triage', reason: '@triager has triage permission; benchmarks need write or more' });
  assert.equal((await authorize({ github: api, username: 'triager', minPermission: 'triage' })).allowed, true);
  assert.equal((await authorize({ github: api, username: 'stranger', minPermission: 'read' })).allowed, false);
});

test('API errors and bots fail closed', async () => {
  const api = github({ flaky: new Error('GitHub API: reading the permission of flaky failed with 502') });
  const result = await authorize({ github: api, username: 'flaky', minPermission: 'read' });
  assert.equal(result.allowed, false);
  assert.equal(result.reason, 'could not read the permission of @flaky, so nothing runs: GitHub API: reading the permission of flaky failed with 502');
  const bot = await authorize({ github: github({ 'dependabot[bot]': { permission: 'admin', roleName: 'admin' } }),
    username: 'dependabot[bot]', userType: 'Bot', minPermission: 'read' });
  assert.deepEqual(bot, { allowed: false, permission: 'none', reason: '@dependabot[bot] is a bot; bots never trigger benchmarks' });
  await assert.rejects(authorize({ github: api, username: 'x', minPermission: 'none' }), RangeError);
});
