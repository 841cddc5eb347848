// From the event that started the workflow to what the Action should do:
// ignore it, answer with the usage, refuse with the problems, or run a
// request. Pure: the payload and the settings in, a decision out.
//
// - issue_comment: only a new comment (`created`; edits do not re-trigger)
//   on a pull request, by a person, that is not one of our own comments and
//   whose first line is the command. Whatever it asks, the gate checks the
//   commenter's permission before it answers (modes/gate.js);
// - pull_request and workflow_dispatch: the workflow author's `categories`
//   and options (trusted configuration), for the PR of the event or the
//   `pull-request` input of the dispatch. A fork's pull_request gets a
//   read-only token and no secrets; only writers can dispatch;
// - pull_request_target and workflow_run: refused, the step fails (below).

import { parseCommand } from './command.js';
import { MARKER_PREFIX, planOf } from './grammar.js';
import { AUTO } from './auto.js';

/**
 * @typedef {import('./request.js').AskedRequest} RunOptions
 * @typedef {{ action: 'ignore', reason: string }
 *   | { action: 'help', prNumber: number, commentId: number, commenter: string, commenterType: string, usage: string }
 *   | { action: 'refuse', prNumber: number, commentId: number, commenter: string, commenterType: string,
 *       problems: string[], usage: string }
 *   | { action: 'run', prNumber: number | null, commentId: number | null, commenter: string | null,
 *       commenterType: string | null, commentCreatedAt: string | null, options: RunOptions }} Decision
 */

/**
 * The events that would start a benchmark of a pull request's code in a job
 * holding a token that can write to the repository, with nobody's approval:
 * refused, not ignored, so that the workflow author sees why (the step
 * fails). Both run in the base repository's context, whoever opened the
 * pull request.
 */
const UNSAFE_EVENTS = Object.freeze({
  pull_request_target: "its job has a token that can write to the repository and the repository's secrets, and " +
    "its pull request can come from anyone's fork, so anyone's code would be built and run next to them",
  workflow_run: "its job has a token that can write to the repository and the repository's secrets, and the run " +
    "that started it can be a fork's pull request, whose code would be built and run next to them",
});

/**
 * @param {{ eventName: string, payload: any, settings: import('../settings.js').Settings,
 *   categories: string[] }} input  categories: those of the benchmark directory
 * @returns {Decision}
 */
export function decide({ eventName, payload, settings, categories }) {
  if (Object.hasOwn(UNSAFE_EVENTS, eventName)) {
    throw new Error(`The ${eventName} event cannot start benchmarks: ${UNSAFE_EVENTS[eventName]}. Start benchmarks ` +
      "from issue_comment (a /benchmark comment, by someone with 'min-permission'), pull_request or " +
      'workflow_dispatch (docs/action.md, "Who may start a benchmark").');
  }
  if (eventName === 'issue_comment') return fromComment(payload, settings, categories);
  if (eventName === 'pull_request' || eventName === 'workflow_dispatch') {
    return fromConfiguration(eventName, payload, settings, categories);
  }
  return { action: 'ignore', reason: `the ${eventName} event does not start benchmarks` };
}

/** @returns {Decision} */
function fromComment(payload, settings, categories) {
  const { comment, issue } = payload;
  if (payload.action !== 'created') {
    return { action: 'ignore', reason: `comment ${payload.action}: only new comments start benchmarks` };
  }
  if (!issue?.pull_request) return { action: 'ignore', reason: 'a comment on an issue, not on a pull request' };
  if (comment.user?.type === 'Bot') return { action: 'ignore', reason: `a comment by the bot @${comment.user.login}` };
  if (String(comment.body ?? '').includes(MARKER_PREFIX)) {
    return { action: 'ignore', reason: 'one of our own comments' };
  }
  const command = parseCommand(comment.body, {
    trigger: settings.trigger, categories, maxRuns: settings.maxRuns, runs: settings.runs, accuracy: settings.accuracy,
  });
  if (command === null) return { action: 'ignore', reason: `not a ${settings.trigger} command` };
  const where = { prNumber: issue.number, commentId: comment.id, commenter: comment.user.login,
    commenterType: comment.user.type ?? 'User' };
  if (command.kind === 'help') return { action: 'help', ...where, usage: command.usage };
  if (command.kind === 'invalid') return { action: 'refuse', ...where, problems: command.problems, usage: command.usage };
  const { categories: chosen, auto, filters, excludes, runs, accuracy, maxRuns, sets, profile, sha } = command;
  return {
    action: 'run', ...where, commentCreatedAt: comment.created_at,
    options: { categories: chosen, auto, filters, excludes, runs, accuracy, maxRuns, sets, profile, sha },
  };
}

/** @returns {Decision} */
function fromConfiguration(eventName, payload, settings, categories) {
  if (settings.categories.length === 0) {
    return { action: 'ignore', reason: `the ${eventName} event needs the 'categories' input` };
  }
  const auto = settings.categories.length === 1 && settings.categories[0] === AUTO;
  const unknown = auto ? [] : settings.categories.filter((c) => !categories.includes(c));
  if (unknown.length > 0) {
    throw new Error(`Invalid 'categories': ${unknown.map((c) => `'${c}'`).join(', ')} not in the benchmark ` +
                    `directory (categories: ${categories.join(', ')})`);
  }
  let prNumber = payload.pull_request?.number ?? null;
  const dispatched = payload.inputs?.['pull-request'];
  if (eventName === 'workflow_dispatch' && dispatched) {
    if (!/^[1-9]\d{0,9}$/.test(String(dispatched))) {
      throw new Error(`Invalid workflow_dispatch input 'pull-request': expected a pull request number, got '${dispatched}'`);
    }
    prNumber = Number(dispatched);
  }
  return {
    action: 'run', prNumber, commentId: null, commenter: null, commenterType: null, commentCreatedAt: null,
    options: {
      categories: auto ? [] : [...settings.categories], auto, filters: [...settings.filters],
      excludes: [...settings.excludes],
      ...planOf({ runs: settings.runs, accuracy: settings.accuracy, cap: settings.maxRuns }),
      sets: settings.sets.map((s) => ({ ...s })), profile: settings.profile,
      sha: eventName === 'pull_request' ? payload.pull_request.head.sha : null,
    },
  };
}
