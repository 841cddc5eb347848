// GitHub's response shapes for the stand-in (./github-stand-in.js), with
// every property its OpenAPI description marks required (test/github.test.js
// checks them, nested objects included).

const WEB = 'https://github.com';
const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'];
// GitHub's `permission` is the legacy level; `role_name` keeps the role.
const LEGACY_PERMISSION = { admin: 'admin', maintain: 'write', write: 'write', triage: 'read', read: 'read' };

export function timestamp(date) {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function idFor(ctx, kind, key) {
  if (!ctx.ids[kind].has(key)) ctx.ids[kind].set(key, ctx.ids.next++);
  return ctx.ids[kind].get(key);
}

export function user(ctx, login) {
  const id = idFor(ctx, 'users', login);
  const api = `${ctx.url}/users/${encodeURIComponent(login)}`;
  return {
    login, id, node_id: `U_${id}`, avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '', url: api, html_url: `${WEB}/${login}`, followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`, gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`, subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`, repos_url: `${api}/repos`, events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`, type: login.endsWith('[bot]') ? 'Bot' : 'User',
    site_admin: false,
  };
}

const REPO_URLS = {
  archive_url: '/{archive_format}{/ref}', assignees_url: '/assignees{/user}', blobs_url: '/git/blobs{/sha}',
  branches_url: '/branches{/branch}', collaborators_url: '/collaborators{/collaborator}',
  comments_url: '/comments{/number}', commits_url: '/commits{/sha}', compare_url: '/compare/{base}...{head}',
  contents_url: '/contents/{+path}', contributors_url: '/contributors', deployments_url: '/deployments',
  downloads_url: '/downloads', events_url: '/events', forks_url: '/forks', git_commits_url: '/git/commits{/sha}',
  git_refs_url: '/git/refs{/sha}', git_tags_url: '/git/tags{/sha}', hooks_url: '/hooks',
  issue_comment_url: '/issues/comments{/number}', issue_events_url: '/issues/events{/number}',
  issues_url: '/issues{/number}', keys_url: '/keys{/key_id}', labels_url: '/labels{/name}',
  languages_url: '/languages', merges_url: '/merges', milestones_url: '/milestones{/number}',
  notifications_url: '/notifications{?since,all,participating}', pulls_url: '/pulls{/number}',
  releases_url: '/releases{/id}', stargazers_url: '/stargazers', statuses_url: '/statuses/{sha}',
  subscribers_url: '/subscribers', subscription_url: '/subscription', tags_url: '/tags', teams_url: '/teams',
  trees_url: '/git/trees{/sha}',
};

export function repository(ctx, fullName) {
  const [owner, name] = fullName.split('/');
  const id = idFor(ctx, 'repos', fullName);
  const api = `${ctx.url}/repos/${fullName}`;
  return {
    id, node_id: `R_${id}`, name, full_name: fullName, owner: user(ctx, owner), private: false,
    html_url: `${WEB}/${fullName}`, description: null, fork: fullName !== ctx.repo, url: api,
    ...Object.fromEntries(Object.entries(REPO_URLS).map(([key, suffix]) => [key, api + suffix])),
    git_url: `git://github.com/${fullName}.git`, ssh_url: `git@github.com:${fullName}.git`,
    clone_url: `${WEB}/${fullName}.git`, svn_url: `${WEB}/${fullName}`, mirror_url: null, homepage: null,
    language: 'JavaScript', forks: 0, forks_count: 0, stargazers_count: 0, watchers: 0, watchers_count: 0,
    size: 1, default_branch: 'main', open_issues: 0, open_issues_count: 0, has_issues: true,
    has_projects: true, has_wiki: true, has_pages: false, has_downloads: true, archived: false,
    disabled: false, license: null, pushed_at: ctx.startedAt, created_at: ctx.startedAt,
    updated_at: ctx.startedAt,
  };
}

export function pullRequest(ctx, state, pull) {
  const api = `${ctx.url}/repos/${ctx.repo}`;
  const self = `${api}/pulls/${pull.number}`;
  const html = `${WEB}/${ctx.repo}/pull/${pull.number}`;
  const issue = `${api}/issues/${pull.number}`;
  const author = pull.user ?? 'contributor';
  const headRepo = pull.headRepo === undefined ? ctx.repo : pull.headRepo;
  const headOwner = headRepo === null ? author : headRepo.split('/')[0];
  const baseOwner = ctx.repo.split('/')[0];
  const links = {
    self, html, issue, comments: `${issue}/comments`, review_comments: `${self}/comments`,
    review_comment: `${api}/pulls/comments{/number}`, commits: `${self}/commits`,
    statuses: `${api}/statuses/${pull.headSha}`,
  };
  return {
    url: self, id: pull.number * 10 + 1, node_id: `PR_${pull.number}`, html_url: html,
    diff_url: `${html}.diff`, patch_url: `${html}.patch`, issue_url: issue, commits_url: links.commits,
    review_comments_url: links.review_comments, review_comment_url: links.review_comment,
    comments_url: links.comments, statuses_url: links.statuses, number: pull.number,
    state: pull.state ?? 'open', locked: false, title: pull.title ?? `Pull request #${pull.number}`,
    user: user(ctx, author), body: null, labels: [], milestone: null, created_at: ctx.startedAt,
    updated_at: pull.updatedAt, closed_at: pull.mergedAt ?? null, merged_at: pull.mergedAt ?? null, merge_commit_sha: pull.mergeCommitSha ?? null,
    assignee: null,
    assignees: [], requested_reviewers: [], requested_teams: [], draft: false,
    head: { label: `${headOwner}:${pull.headRef ?? 'feature'}`, ref: pull.headRef ?? 'feature', sha: pull.headSha,
      user: user(ctx, headOwner), repo: headRepo === null ? null : repository(ctx, headRepo) },
    base: { label: `${baseOwner}:${pull.baseRef ?? 'main'}`, ref: pull.baseRef ?? 'main', sha: pull.baseSha,
      user: user(ctx, baseOwner), repo: repository(ctx, ctx.repo) },
    _links: Object.fromEntries(Object.entries(links).map(([key, href]) => [key, { href }])),
    author_association: 'CONTRIBUTOR', auto_merge: null, merged: Boolean(pull.mergedAt), mergeable: pull.mergeable ?? null,
    mergeable_state: pull.mergeable === true ? 'clean' : pull.mergeable === false ? 'dirty' : 'unknown', merged_by: null,
    comments: state.comments.filter((c) => c.issueNumber === pull.number).length, review_comments: 0,
    maintainer_can_modify: false, commits: (ctx.commits[pull.number] ?? [pull.headSha]).length,
    additions: 1, deletions: 0, changed_files: 1,
  };
}

export function commit(ctx, sha, parent) {
  const api = `${ctx.url}/repos/${ctx.repo}`;
  const person = { name: 'A Contributor', email: 'contributor@example.com', date: ctx.startedAt };
  const tree = [...sha].reverse().join('');
  return {
    url: `${api}/commits/${sha}`, sha, node_id: `C_${sha}`, html_url: `${WEB}/${ctx.repo}/commit/${sha}`,
    comments_url: `${api}/commits/${sha}/comments`,
    commit: {
      url: `${api}/git/commits/${sha}`, author: person, committer: person, message: `Commit ${sha.slice(0, 7)}`,
      comment_count: 0, tree: { sha: tree, url: `${api}/git/trees/${tree}` },
      verification: { verified: false, reason: 'unsigned', payload: null, signature: null, verified_at: null },
    },
    author: user(ctx, 'contributor'), committer: user(ctx, 'contributor'),
    parents: parent === undefined ? [] : [{ sha: parent, url: `${api}/commits/${parent}`,
      html_url: `${WEB}/${ctx.repo}/commit/${parent}` }],
  };
}

/**
 * One changed file of a pull request (`diff-entry`): the seed's name and
 * status; line counts and blob URLs made up, the patch left out as GitHub
 * does for large diffs.
 * @param {{ url: string, repo: string }} ctx
 * @param {{ filename: string, status?: string, previousFilename?: string }} seed
 * @param {string} headSha
 */
export function diffEntry(ctx, { filename, status = 'modified', previousFilename }, headSha) {
  const path = filename.split('/').map(encodeURIComponent).join('/');
  const sha = Buffer.from(filename).toString('hex').padEnd(40, '0').slice(0, 40);
  return {
    sha, filename, status, additions: 1, deletions: status === 'added' ? 0 : 1, changes: status === 'added' ? 1 : 2,
    blob_url: `${WEB}/${ctx.repo}/blob/${headSha}/${path}`, raw_url: `${WEB}/${ctx.repo}/raw/${headSha}/${path}`,
    contents_url: `${ctx.url}/repos/${ctx.repo}/contents/${path}?ref=${headSha}`,
    ...(previousFilename === undefined ? {} : { previous_filename: previousFilename }),
  };
}

/** A commit as the git database route answers it: its parents in order. */
export function gitCommit(ctx, sha, parents) {
  const api = `${ctx.url}/repos/${ctx.repo}`;
  const person = { name: 'A Contributor', email: 'contributor@example.com', date: ctx.startedAt };
  const tree = [...sha].reverse().join('');
  return {
    sha, node_id: `C_${sha}`, url: `${api}/git/commits/${sha}`, html_url: `${WEB}/${ctx.repo}/commit/${sha}`,
    author: person, committer: person, tree: { sha: tree, url: `${api}/git/trees/${tree}` },
    message: `Commit ${sha.slice(0, 7)}`,
    parents: parents.map((parent) => ({ sha: parent, url: `${api}/git/commits/${parent}`,
      html_url: `${WEB}/${ctx.repo}/commit/${parent}` })),
    verification: { verified: false, reason: 'unsigned', payload: null, signature: null, verified_at: null },
  };
}

/** compare/{base}...{head}, its commits already chosen. */
export function comparison(ctx, { base, head, mergeBase, ahead, behind, commits }) {
  const html = `${WEB}/${ctx.repo}/compare/${base}...${head}`;
  return {
    url: `${ctx.url}/repos/${ctx.repo}/compare/${base}...${head}`, html_url: html, permalink_url: html,
    diff_url: `${html}.diff`, patch_url: `${html}.patch`,
    base_commit: commit(ctx, base), merge_base_commit: commit(ctx, mergeBase),
    status: ahead === 0 && behind === 0 ? 'identical' : behind === 0 ? 'ahead' : ahead === 0 ? 'behind' : 'diverged',
    ahead_by: ahead, behind_by: behind, total_commits: ahead, commits: commits.map((sha) => commit(ctx, sha)), files: [],
  };
}

export function permission(ctx, login, role) {
  const { permission: level, role_name: roleName } = typeof role === 'string'
    ? { permission: LEGACY_PERMISSION[role] ?? role, role_name: role } : role;
  const rank = ROLES.indexOf(roleName in LEGACY_PERMISSION ? roleName : level);
  return {
    permission: level, role_name: roleName,
    user: { ...user(ctx, login), role_name: roleName, permissions: {
      pull: rank >= 0, triage: rank >= 1, push: rank >= 2, maintain: rank >= 3, admin: rank >= 4,
    } },
  };
}

export function issueEvent(ctx, event) {
  const api = `${ctx.url}/repos/${ctx.repo}`;
  return {
    id: event.id, node_id: `E_${event.id}`, url: `${api}/issues/events/${event.id}`, actor: user(ctx, event.actor),
    event: event.event, commit_id: event.commitId, commit_url: event.commitId ? `${api}/commits/${event.commitId}` : null,
    created_at: event.createdAt, performed_via_github_app: null,
  };
}

export function issueComment(ctx, c) {
  const api = `${ctx.url}/repos/${ctx.repo}`;
  return {
    id: c.id, node_id: `IC_${c.id}`, url: `${api}/issues/comments/${c.id}`,
    html_url: `${WEB}/${ctx.repo}/pull/${c.issueNumber}#issuecomment-${c.id}`, body: c.body,
    user: user(ctx, c.user), created_at: c.createdAt, updated_at: c.updatedAt,
    issue_url: `${api}/issues/${c.issueNumber}`,
    author_association: c.user in ctx.permissions ? 'COLLABORATOR' : 'NONE', performed_via_github_app: null,
  };
}

export function reaction(ctx, r) {
  return { id: r.id, node_id: `REA_${r.id}`, user: user(ctx, r.user), content: r.content, created_at: r.createdAt };
}

// GitHub's example answer for this route still has older names (pushed_at,
// push_type, pusher); these are its schema's, which the contract test checks.
export function activityItem(ctx, a) {
  return { id: a.id, node_id: `RA_${a.id}`, before: a.before, after: a.after, ref: a.ref, timestamp: a.timestamp,
    activity_type: a.activityType, actor: a.actor === null ? null : user(ctx, a.actor) };
}

export function release(ctx, r) {
  const api = `${ctx.url}/repos/${ctx.repo}`;
  return {
    url: `${api}/releases/${r.id}`, html_url: `${WEB}/${ctx.repo}/releases/tag/${r.tagName}`,
    assets_url: `${api}/releases/${r.id}/assets`,
    upload_url: `https://uploads.github.com/repos/${ctx.repo}/releases/${r.id}/assets{?name,label}`,
    tarball_url: `${api}/tarball/${r.tagName}`, zipball_url: `${api}/zipball/${r.tagName}`,
    id: r.id, node_id: `RE_${r.id}`, tag_name: r.tagName, target_commitish: r.targetCommitish, name: r.name,
    body: r.body, draft: false, prerelease: false, created_at: r.createdAt, published_at: r.createdAt,
    author: user(ctx, r.user), assets: [],
  };
}
