// A recorder of the @actions/core functions the Action uses (src/action.js's
// Log): what a step logged, failed, output, saved and summarised, in memory.
// Pass it as `log` to entry() or createContext(); read `.record` afterwards.
//
//   const log = fakeLog();                    // or fakeLog({ isPost: 'true' })
//   await entry({ log, env, getInput, machineRoot });
//   log.record.failed   log.record.outputs.request   log.record.state.governors
//
// The state is shared by everything given the same `state` object, so a main
// step and its post step can be two recorders over one state, as the runner
// keeps it between them.

/**
 * @typedef {object} LogRecord
 * @property {string[]} info
 * @property {string[]} warnings
 * @property {string[]} debug
 * @property {string[]} failed  setFailed's messages
 * @property {Record<string, string>} outputs  setOutput, values as the runner stores them (strings)
 * @property {string[]} secrets  setSecret's values
 * @property {Record<string, string>} state  saveState / getState
 * @property {string[]} groups  startGroup's names
 * @property {string[]} summaries  each summary.write()'s text
 * @property {string[]} lines  every call, in order: 'info: …', 'setFailed: …', 'setOutput: name', …
 */

/**
 * @param {Record<string, string>} [state]  the Action's saved state, shared and changed in place
 * @returns {import('../../src/action.js').Log & { record: LogRecord }}
 */
export function fakeLog(state = {}) {
  /** @type {LogRecord} */
  const record = { info: [], warnings: [], debug: [], failed: [], outputs: {}, secrets: [], state, groups: [],
    summaries: [], lines: [] };
  const note = (line) => record.lines.push(line);
  let buffer = '';
  const summary = {
    addRaw(text, addEOL = false) {
      buffer += addEOL ? `${text}\n` : String(text);
      return summary;
    },
    async write() {
      record.summaries.push(buffer);
      note('summary.write');
      buffer = '';
      return summary;
    },
  };
  const text = (message) => (message instanceof Error ? message.message : String(message));
  const log = {
    record,
    info: (message) => { record.info.push(message); note(`info: ${message}`); },
    warning: (message) => { record.warnings.push(text(message)); note(`warning: ${text(message)}`); },
    debug: (message) => { record.debug.push(message); },
    setFailed: (message) => { record.failed.push(text(message)); note(`setFailed: ${text(message)}`); },
    setOutput: (name, value) => {
      // As @actions/core writes them (toCommandValue): null and undefined empty, other non-strings as JSON.
      record.outputs[name] = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
      note(`setOutput: ${name}`);
    },
    setSecret: (secret) => { record.secrets.push(secret); },
    saveState: (name, value) => { state[name] = typeof value === 'string' ? value : JSON.stringify(value); },
    getState: (name) => state[name] ?? '',
    startGroup: (name) => { record.groups.push(name); note(`group: ${name}`); },
    endGroup: () => { note('endgroup'); },
    summary,
  };
  return /** @type {any} */ (log);
}
