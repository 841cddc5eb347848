// What GitHub's runner would read as workflow commands in a step's log, by
// its own rules (actions/runner, src/Runner.Common/ActionCommand.cs and
// src/Runner.Worker/ActionCommandManager.cs), erring towards seeing more:
//
//   - a line ends at \n, \r or \r\n (the runner reads the step's output with
//     ReadLine);
//   - `::name props::data`: a line that starts with `::` after blanks
//     (TrimStart); `##[name props]data`: a line with `##[` anywhere;
//   - the runner compares with .NET's culture-aware StartsWith/IndexOf,
//     which may skip controls, format characters and default ignorable code
//     points: they are removed before looking;
//   - `::stop-commands::<token>` stops it until a line `::<token>::`.
// Any name counts, not only the runner's registered ones.

// Controls but tab (line breaks are gone by then), format characters, default ignorables.
const SKIPPED = /[^\P{Cc}\t]|[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * @typedef {{ line: string, form: '::' | '##[', name: string, data: string, indented: boolean }} Command
 *   line: as written, trimmed; indented: blanks before `::` (core never writes them)
 */

/**
 * One line as the runner parses it, or null when it is no command.
 * @param {string} raw
 * @returns {Command | null}
 */
export function parseCommand(raw) {
  const line = raw.replace(SKIPPED, '');
  const trimmed = line.trimStart();
  if (trimmed.startsWith('::')) {
    const end = trimmed.indexOf('::', 2);
    if (end !== -1) {
      return { line: raw.trim(), form: '::', name: trimmed.slice(2, end).split(' ')[0],
        data: trimmed.slice(end + 2), indented: trimmed !== line };
    }
  }
  const at = line.indexOf('##[');
  if (at === -1) return null;
  const close = line.indexOf(']', at);
  return { line: raw.trim(), form: '##[', name: line.slice(at + 3, close === -1 ? undefined : close).split(' ')[0],
    data: close === -1 ? '' : line.slice(close + 1), indented: false };
}

/**
 * The commands in `log` outside every stop-commands frame: `commands` as
 * lines (trimmed), `parsed` as Command; `closed`: no frame was left open.
 * @param {string} log
 */
export function commandsIn(log) {
  /** @type {Command[]} */
  const parsed = [];
  /** @type {string | null} */
  let stopped = null;
  for (const raw of log.split(/\r\n|\r|\n/)) {
    const command = parseCommand(raw);
    if (command === null) continue;
    if (stopped !== null) {
      if (command.name.toLowerCase() === stopped.toLowerCase()) stopped = null;
      continue;
    }
    if (command.name === 'stop-commands') stopped = command.data;
    parsed.push(command);
  }
  return { commands: parsed.map((c) => c.line), parsed, closed: stopped === null };
}
