// mode `gate`: from the event to a pinned request, on a GitHub-hosted runner
// that reads the API and never runs the PR's code. Mode `all` begins with
// this same step.
//
//   event -> trigger (the comment's command, or the workflow's inputs) ->
//   authorize the commenter -> pin the PR's commits (the head, and the
//   base tip and test merge to compare) -> the request, checked
//   -> "Queued" in the sticky comment -> the `request` output
//
// A commenter is authorized before anything is answered, whatever the
// comment asks (a run, help, or something malformed): someone without
// `min-permission` gets no comment at all, only 👎 on their own, and the
// reason goes to the log and the job summary. On a public repository
// anyone can comment; the bot must not post, or edit, for them.
//
// Anything else that ends the run here is answered in the pull request's
// reply comment (never in a results comment): help, a refused command
// (every problem named), a head pushed after the comment.

import fs from 'node:fs';
import categoriesModule from '../../benchmark/_lib/run/categories.js';
import { benchmarkDirectory } from '../paths.js';
import { decide } from '../request/trigger.js';
import { commitsOf, createRequest, encodeRequest } from '../request/request.js';
import { markerFor } from '../request/grammar.js';
import { usage } from '../request/command.js';
import { chooseCategories, nothingChosen } from '../request/auto.js';
import { indexBenchmarks } from '../request/auto-index.js';
import render from '../../benchmark/_lib/words/render.js';
import { authorize } from '../github/authorize.js';
import { pinPullRequest, PinError } from '../github/pin.js';
import { postStatus, react } from '../report/sticky.js';

const { escapeMarkdown } = render;

/**
 * @typedef {import('../action.js').Context} Context
 * @typedef {import('../request/request.js').Request} Request
 * @typedef {import('../request/trigger.js').Decision} Decision
 */

/** mode `gate`: the checked request as the `request` output, for the run job. @param {Context} context */
export async function gate(context) {
  const request = await gateStep(context);
  if (request !== null) {
    context.log.setOutput('request', encodeRequest(request));
  }
}

/**
 * The request to run, pinned, checked and announced as queued; null when
 * there is nothing to run (the event is not for us, or it was answered).
 * @param {Context} context
 * @returns {Promise<Request | null>}
 */
export async function gateStep(context) {
  const { settings, env, log } = context;
  const payload = JSON.parse(fs.readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8'));
  const categories = categoriesModule.listCategories(benchmarkDirectory(settings)).map((c) => c.name);
  const decision = decide({ eventName: env.GITHUB_EVENT_NAME ?? '', payload, settings, categories });
  log.info(`Trigger: ${decision.action}${decision.action === 'ignore' ? ` (${decision.reason})` : ''}`);
  if (decision.action === 'ignore') return null;
  if (!(await mayAsk(context, decision))) return null;
  if (decision.action === 'help') {
    await reply(context, decision, { state: 'help', detail: { usage: decision.usage } });
    return null;
  }
  if (decision.action === 'refuse') {
    await reply(context, decision, { state: 'refused',
      detail: { problems: decision.problems, usage: decision.usage } });
    return null;
  }
  const { options } = decision;
  const pinned = await pin(context, decision);
  if (pinned === null) return null;
  const chosen = options.auto ? await chooseFromFiles(context, decision, categories) :
    { categories: options.categories, auto: null };
  if (chosen === null) return null;
  const request = createRequest({ prNumber: decision.prNumber, commentId: decision.commentId, ...pinned,
    categories: chosen.categories, auto: chosen.auto, filters: options.filters, excludes: options.excludes,
    runs: options.runs, accuracy: options.accuracy, maxRuns: options.maxRuns, runsLimit: settings.maxRuns,
    sets: options.sets, profile: options.profile },
  { what: 'request (from the workflow inputs)' });
  await react({ github: ours(context), log, commentId: decision.commentId });
  await postStatus(context, request, { state: 'queued' });
  return request;
}

/**
 * Whether the commenter may ask anything: the workflow's own inputs
 * (pull_request, workflow_dispatch) need no one's permission. A commenter
 * without `min-permission` gets 👎 on their comment and nothing else on
 * the pull request; the log and the job summary say why.
 * @param {Context} context
 * @param {Exclude<Decision, { action: 'ignore' }>} decision
 */
async function mayAsk(context, decision) {
  const { settings, log } = context;
  if (decision.commenter === null) return true;
  // trigger.js makes a commenter only from a comment on a pull request.
  if (decision.prNumber === null) throw new Error('A command comment without a pull request: our bug');
  const verdict = await authorize({ github: ours(context), username: decision.commenter,
    userType: decision.commenterType ?? 'User', minPermission: settings.minPermission });
  log.info(`Authorization: ${verdict.reason}`);
  if (verdict.allowed) return true;
  log.info(`No reply on #${decision.prNumber}: only commenters with ${settings.minPermission} permission or more ` +
    `get one. @${decision.commenter} gets 👎 on the comment.`);
  await react({ github: ours(context), log, commentId: decision.commentId, content: '-1' });
  await log.summary.addRaw(`**Benchmark: not started**: ${escapeMarkdown(verdict.reason)}.\n\nCommenters below ` +
    '`min-permission` get no reply on the pull request, only 👎 on their comment (docs/action.md, "Who may start a ' +
    'benchmark").', true).write();
  return false;
}

/**
 * The API client: every mode but `run` has one (settings.js requires the token).
 * @param {Context} context
 */
function ours({ github }) {
  if (github === null) throw new Error('The gate needs the GitHub API, and this step has no client: our bug');
  return github;
}

/**
 * Answers an authorized commenter without running anything; commenting may
 * be impossible (fork PRs). Every answer, help or refusal, goes to the pull
 * request's one reply comment, never to a results comment: a mistyped
 * command, or a head that moved, cannot wipe finished results.
 * @param {Context} context
 * @param {{ prNumber: number, commentId: number | null }} decision
 * @param {{ state: 'help' | 'refused', detail: any }} status
 */
async function reply(context, { prNumber, commentId }, status) {
  await react({ github: ours(context), log: context.log, commentId });
  await postStatus(context, { prNumber, categories: [], marker: markerFor(prNumber, REPLIES) }, status);
}

/** The reply comment's marker: `<!-- node-benchmark-action:pr-12:help -->` (no category is called help). */
const REPLIES = Object.freeze(['help']);

/**
 * `auto`: the categories the pull request's changed files touch (auto.js),
 * at most `auto-max-categories`; null when none is touched, and the reply
 * says why, with the usage. The files are those GitHub lists for the pull
 * request now, read right after its head was pinned.
 * @param {Context} context
 * @param {Extract<Decision, { action: 'run' }>} decision
 * @param {string[]} categories  the benchmark directory's
 * @returns {Promise<{ categories: string[], auto: import('../request/auto.js').AutoSummary } | null>}
 */
async function chooseFromFiles(context, decision, categories) {
  const { settings, log } = context;
  if (decision.prNumber === null) {
    throw new Error("'categories: auto' needs a pull request, whose changed files choose the categories: " +
      "give the workflow_dispatch input 'pull-request', or name the categories");
  }
  const { files, truncated } = await ours(context).listPullRequestFiles(decision.prNumber);
  const index = indexBenchmarks(benchmarkDirectory(settings));
  const { categories: chosen, summary } = chooseCategories({ files, index, categories,
    cap: settings.autoMaxCategories, truncated });
  log.info(`auto: ${files.length}${truncated ? '+' : ''} changed files chose ${chosen.join(' ') || 'no category'}`);
  if (chosen.length > 0) return { categories: chosen, auto: summary };
  const why = nothingChosen(summary);
  if (decision.commentId === null) {
    // The workflow's own `categories: auto` on a pull request that touches
    // no benchmark (docs, tests): nothing to run, and nobody asked, so no
    // comment on every such pull request; the job summary says why.
    log.info(`Nothing to benchmark: ${why}`);
    await log.summary.addRaw(`**Benchmark: nothing to run**: ${escapeMarkdown(why)}\n`, true).write();
    return null;
  }
  await reply(context, { prNumber: decision.prNumber, commentId: decision.commentId }, { state: 'refused',
    detail: { problems: [why], usage: usage(settings.trigger, categories, settings.maxRuns, settings) } });
  return null;
}

/**
 * The PR's commits, fixed from here on (none without a pull request: the
 * run compares prebuilt binaries); null when refused (and answered).
 * @param {Context} context
 * @param {Extract<Decision, { action: 'run' }>} decision
 * @returns {Promise<ReturnType<typeof commitsOf> | null>}
 */
async function pin(context, decision) {
  if (decision.prNumber === null) return commitsOf(null);
  try {
    const pinned = await pinPullRequest({
      github: ours(context), prNumber: decision.prNumber, commentCreatedAt: decision.commentCreatedAt,
      requestedSha: decision.options.sha, commentId: decision.commentId, onConflict: context.settings.onConflict });
    if (pinned.method === 'merge-base') {
      context.log.warning(`No test merge of #${decision.prNumber} (${pinned.noMerge}): comparing the merge base with the head`);
    }
    return commitsOf(pinned);
  } catch (err) {
    if (!(err instanceof PinError)) throw err;
    await reply(context, { prNumber: decision.prNumber, commentId: decision.commentId },
      { state: 'refused', detail: { problems: [err.message] } });
    return null;
  }
}
