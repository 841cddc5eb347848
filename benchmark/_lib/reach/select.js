'use strict';

// The configurations that reach a pull request's changed functions: the
// reach map (map.js: each configuration's calls of built-in functions) read
// against the changed functions (changed.js). Pure.
//
//   { functions: [{ file, name, line, configurations: [{ filename, configuration, args, callsPerOp }] }],
//     added: [{ file, name, callers }], unreachable: [{ file, name, line }], modules: [...] }
//
// A changed function is matched to the map's by its module's url and its
// start offset (both are the base binary's). Its configurations are those
// that called it, most calls per operation first. A changed function no
// configuration called is unreachable: this run cannot see a change there.
// A changed top level (changed.js) reaches every configuration that called
// any function of the module; a new function, those of the changed
// functions that call it.

const { builtinUrl } = require('./builtins.js');
const { byteOrder } = require('../text.js');

/**
 * @typedef {{ filename: string, configuration: string, args: string[], ops: number | null,
 *   builtins: Record<string, { name: string, start: number, end: number, count: number }[]> }} MappedConfiguration
 * @typedef {{ filename: string, configuration: string, args: string[], callsPerOp: number }} Reached
 * @typedef {{ file: string, name: string, line: number | null, configurations: Reached[] }} ReachedFunction
 * @typedef {{ functions: ReachedFunction[], added: { file: string, name: string, callers: string[] }[],
 *   unreachable: { file: string, name: string, line: number | null }[] }} Selection
 */

/** Calls per operation, to 3 significant digits (the count itself when the run's operations are unknown). */
function perOp(count, ops) {
  const value = ops !== null && ops > 0 ? count / ops : count;
  return Number(value.toPrecision(3));
}

/**
 * @param {{ configurations: MappedConfiguration[] }} map
 * @param {{ id: string, file: string, changes: import('./changed.js').ModuleChanges }[]} modules
 * @returns {Selection}
 */
function selectReached(map, modules) {
  /** @type {ReachedFunction[]} */
  const functions = [];
  const unreachable = [];
  const added = [];
  const reachedBy = (url, test) => {
    /** @type {Reached[]} */
    const reached = [];
    for (const c of map.configurations) {
      const calls = (c.builtins[url] ?? []).filter(test).reduce((sum, fn) => sum + fn.count, 0);
      if (calls > 0) reached.push({ filename: c.filename, configuration: c.configuration, args: c.args, callsPerOp: perOp(calls, c.ops) });
    }
    return reached.sort((a, b) => b.callsPerOp - a.callsPerOp || byName(a, b));
  };
  for (const { id, file, changes } of modules) {
    const url = builtinUrl(id);
    for (const fn of changes.changed) {
      const configurations = reachedBy(url, (mapped) => mapped.start === fn.start);
      if (configurations.length > 0) functions.push({ file, name: fn.name, line: fn.line, configurations });
      else unreachable.push({ file, name: fn.name, line: fn.line });
    }
    if (changes.topLevel) {
      const configurations = reachedBy(url, () => true);
      if (configurations.length > 0) functions.push({ file, name: '(top level)', line: null, configurations });
      else unreachable.push({ file, name: '(top level)', line: null });
    }
    added.push(...changes.added);
  }
  return { functions, added, unreachable };
}

function byName(a, b) {
  return byteOrder(`${a.filename} ${a.configuration}`, `${b.filename} ${b.configuration}`);
}

/**
 * Every configuration a selection runs, once each, in the order of the most
 * calls per operation of any changed function.
 * @param {Selection} selection
 * @returns {Reached[]}
 */
function selectedConfigurations(selection) {
  /** @type {Map<string, Reached>} */
  const byKey = new Map();
  for (const fn of selection.functions) {
    for (const c of fn.configurations) {
      const key = JSON.stringify([c.filename, c.args]);
      const known = byKey.get(key);
      if (!known || known.callsPerOp < c.callsPerOp) byKey.set(key, c);
    }
  }
  return [...byKey.values()].sort((a, b) => b.callsPerOp - a.callsPerOp || byName(a, b));
}

module.exports = { selectReached, selectedConfigurations };
