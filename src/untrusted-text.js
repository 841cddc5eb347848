// The one gate between text and the workflow log. The runner reads every
// line our process writes (stdout and stderr, split at \n and at \r) as a
// possible workflow command, in every job, the report job with its write
// token included (actions/runner ActionCommand.cs):
//
//   ::name props::data   a line that starts with `::` after blanks (TrimStart)
//   ##[name props]data   a line that carries `##[` anywhere
//
// and the pull request writes much of what we log: its build's output, its
// binary's `--version`, its benchmarks' stderr, file and configuration names,
// failure text, profile function names. So every text that reaches the log,
// an annotation or the job summary goes through forLog, through the one port
// to them (guardLog, which action.js puts around the toolkit's core), or, for
// a stream we echo ourselves (the build's output), line by line.
//
// forLog neutralises rather than frames: `::stop-commands::<token>` frames a
// whole stream, not a name inside one of our lines, and while a frame is open
// the runner ignores our own commands too (a warning, a group) that another
// part of the Action writes meanwhile. It changes as little as a reader
// notices:
//   - what hides (controls but tab and newlines, format characters, default
//     ignorable code points) is named, `<U+200B>`, next to a `:`, `#` or `[`:
//     the runner compares with .NET's culture-aware StartsWith/IndexOf, which
//     may skip such characters, so `:<U+200B>:error::` could still be
//     `::error::` to it. Elsewhere they hide nothing from it, and stay (the
//     U+FE0F of an emoji in the summary);
//   - `::` at a line's start (after blanks, .NET's: U+0085 is one) gets a
//     backslash, `\::error::x`;
//   - `##[` anywhere becomes `##\[`.
// In markdown (the job summary) `\:` and `\[` render as `:` and `[`.
//
// Outputs are not text for the log: they are data, written through the
// GITHUB_OUTPUT file command with a random delimiter, which the runner never
// reads as a command, and the next job reads them exactly (the request).
// Secrets (setSecret) and state go through unchanged for the same reason.

import codeSpans from '../benchmark/_lib/code-span.js';
import textModule from '../benchmark/_lib/text.js';

// ESC is kept where it starts a colour (SGR) after anything but `:` or `#`:
// skipped, it leaves `[0m`, which starts no `::` and, but after `##`, no `##[`.
const COLOUR = '(?<![:#])\\x1b\\[[0-9;]*m';
const HIDDEN_CHAR = '(?:[^\\P{Cc}\\t\\n\\r]|[\\p{Cf}\\p{Default_Ignorable_Code_Point}\\p{Cs}])';
const HIDDEN = new RegExp(`${COLOUR}|(?<=[:#])${HIDDEN_CHAR}+|${HIDDEN_CHAR}+(?=[:#[])`, 'gu');

// `<U+200B>`, as the comment names an invisible character.
const { characterName: named } = codeSpans;
const { errorMessage } = textModule;

/**
 * Text as it may reach a workflow log line, an annotation or the job
 * summary: no line of it can be read by the runner as a workflow command.
 * Idempotent: text through it twice is text through it once.
 * @param {unknown} text
 * @returns {string}
 */
export function forLog(text) {
  return String(text)
    .replace(HIDDEN, (match) => (match.startsWith('\x1b[') ? match : [...match].map(named).join('')))
    .replace(/##\[/g, '##\\[')
    // ^ after \n, \r (and \u2028, \u2029) too: the runner starts a line at either.
    .replace(/^([\s\x85]*)::/gm, '$1\\::');
}

/** @type {WeakSet<object>} */
const guarded = new WeakSet();

/**
 * The Log port (action.js) with every text through forLog: what a mode
 * logs, fails with, groups under or puts in the job summary. Outputs,
 * secrets and state pass unchanged (data, not log lines: see above).
 * @param {import('./action.js').Log} log
 * @returns {import('./action.js').Log}
 */
export function guardLog(log) {
  if (guarded.has(log)) return log;
  const asText = (/** @type {unknown} */ message) => forLog(errorMessage(message));
  /** @type {import('./action.js').Log['summary']} */
  const summary = {
    addRaw: (text, addEOL) => {
      const added = log.summary.addRaw(forLog(text), addEOL);
      return { write: () => added.write() };
    },
  };
  /** @type {import('./action.js').Log} */
  const port = {
    info: (message) => log.info(asText(message)),
    warning: (message) => log.warning(asText(message)),
    debug: (message) => log.debug(asText(message)),
    setFailed: (message) => log.setFailed(asText(message)),
    startGroup: (name) => log.startGroup(asText(name)),
    endGroup: () => log.endGroup(),
    setOutput: (name, value) => log.setOutput(name, value),
    setSecret: (secret) => log.setSecret(secret),
    saveState: (name, value) => log.saveState(name, value),
    getState: (name) => log.getState(name),
    summary,
  };
  guarded.add(port);
  return port;
}
