// Who may make the benchmark machine build and run a pull request's code:
// the commenter's permission, read from the API and compared with
// `min-permission`. Any doubt fails closed: an API error, an unknown role,
// a bot. `author_association` is not used: private organisation members
// show as CONTRIBUTOR there.

import { PERMISSIONS } from '../request/grammar.js';
import textModule from '../../benchmark/_lib/text.js';

const { errorMessage } = textModule;

/**
 * GitHub answers with `permission` (legacy: admin, write, read, none) and
 * `role_name` (admin, maintain, write, triage, read, or a custom role's
 * name). A known role name is the finer answer; a custom one falls back to
 * the legacy permission, which GitHub maps it onto.
 * @param {{ permission: string, roleName: string }} answer
 */
export function effectivePermission({ permission, roleName }) {
  if (PERMISSIONS.includes(roleName)) return roleName;
  if (PERMISSIONS.includes(permission)) return permission;
  return 'none';
}

/**
 * @param {{ github: { getCommenterPermission(user: string): Promise<{ permission: string, roleName: string }> },
 *   username: string, userType?: string, minPermission: string }} request
 * @returns {Promise<{ allowed: boolean, permission: string, reason: string }>}
 */
export async function authorize({ github, username, userType = 'User', minPermission }) {
  if (!PERMISSIONS.includes(minPermission) || minPermission === 'none') {
    throw new RangeError(`min-permission must be one of ${PERMISSIONS.slice(1).join(', ')}, got '${minPermission}'`);
  }
  if (userType === 'Bot' || /\[bot\]$/.test(username)) {
    return { allowed: false, permission: 'none', reason: `@${username} is a bot; bots never trigger benchmarks` };
  }
  let permission;
  try {
    permission = effectivePermission(await github.getCommenterPermission(username));
  } catch (err) {
    const why = errorMessage(err);
    return { allowed: false, permission: 'unknown',
      reason: `could not read the permission of @${username}, so nothing runs: ${why}` };
  }
  const allowed = PERMISSIONS.indexOf(permission) >= PERMISSIONS.indexOf(minPermission);
  return {
    allowed,
    permission,
    reason: allowed ? `@${username} has ${permission} permission` :
      `@${username} has ${permission} permission; benchmarks need ${minPermission} or more`,
  };
}
