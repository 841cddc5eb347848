'use strict';

// Which functions of a built-in module a diff changes: the base side's
// removed lines and insertion points (diff.js touched) mapped to the
// innermost function whose source range holds them, as V8 reports the
// module's functions (builtins.js probeBuiltins: name and offsets in the
// source the binary embeds). Pure.
//
//   a removed line inside write()             → write changed
//   lines added inside write()                → write changed
//   lines added between functions, at the top level of the module, or a
//     removed top-level line                  → the module's top level changed
//   `function plantedWork() {` among added lines, not a base function
//                                             → plantedWork, new; its callers: the
//                                               changed functions whose added lines call it
//
// A function V8 did not report (one nested in a function never called when
// the module was loaded) counts as its enclosing function: a change inside
// it is a change of the function that holds it.

/**
 * @typedef {{ name: string, start: number, end: number }} ModuleFunction  as V8 reports it (offsets)
 * @typedef {{ file: string, name: string, line: number, start: number, end: number }} ChangedFunction
 *   name: a readable name (qualifiedName); line: its first line (1-based) in the base source
 * @typedef {{ file: string, name: string, callers: string[] }} NewFunction
 * @typedef {{ changed: ChangedFunction[], added: NewFunction[], topLevel: boolean }} ModuleChanges
 *   topLevel: a line outside every function changed (constants, requires, the module's own code)
 */

/** Offsets where each line begins (line 1 at index 0). */
function lineStarts(source) {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 1-based line of an offset. */
function lineOf(starts, offset) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/**
 * The name a reader knows a function by: what it is assigned to
 * (`StringDecoder.prototype.write = function write(`), the property a getter
 * or setter defines (`lastChar: { get() {` → `get lastChar`), else V8's name,
 * else `(anonymous)`.
 * @param {string} source
 * @param {string[]} lines  the source's lines
 * @param {number[]} starts
 * @param {ModuleFunction} fn
 */
function qualifiedName(source, lines, starts, fn) {
  const line = lineOf(starts, fn.start);
  const before = source.slice(starts[line - 1], fn.start);
  const assigned = /([\w$]+(?:\.[\w$]+|\[[\w$.]+\])*)\s*=\s*(?:async\s+)?$/.exec(before);
  if (assigned) return assigned[1];
  if ((fn.name === 'get' || fn.name === 'set') && /^\s*$/.test(before)) {
    for (let back = line - 2; back >= Math.max(0, line - 8); back--) {
      const key = /^\s*([\w$]+)\s*:\s*\{\s*$/.exec(lines[back]);
      if (key) return `${fn.name} ${key[1]}`;
    }
  }
  return fn.name || '(anonymous)';
}

/** Names a line of added code declares as functions. */
function declaredNames(text) {
  const names = [];
  const patterns = [
    /\bfunction\s*\*?\s*([\w$]+)\s*\(/g,
    /\b(?:const|let|var)\s+([\w$]+)\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.push(match[1]);
  return names;
}

/**
 * Whether lines added at the top level of a module only declare: blank
 * lines, comments, new functions (their bodies whole), and names bound to a
 * literal. Such lines run nothing an existing function did not already run
 * (a function of the diff that uses them is changed in its own right);
 * anything else (a call, an assignment, a require) changes what loading the
 * module does.
 * @param {string[]} text
 */
function onlyDeclares(text) {
  let depth = 0;
  for (const line of text) {
    if (depth > 0 || /^\s*(?:async\s+)?function\s*\*?\s*[\w$]+\s*\(/.test(line)) {
      for (const char of line.replace(/(['"`])(?:\\.|(?!\1).)*\1|\/\/.*$/g, '')) {
        if (char === '{') depth++;
        else if (char === '}') depth--;
      }
      if (depth < 0) return false;
      continue;
    }
    if (/^\s*(?:\/\/.*|\/\*.*|\*.*)?$/.test(line)) continue;
    if (/^\s*(?:const|let|var)\s+[\w$]+\s*=\s*(?:-?[\d.]+|'[^'\\]*'|"[^"\\]*"|true|false|null|undefined)\s*;?\s*$/.test(line)) continue;
    return false;
  }
  return depth === 0;
}

/**
 * @param {{ file: string, source: string, functions: ModuleFunction[],
 *   touched: { removed: number[], insertions: { after: number, text: string[] }[] } }} options
 *   file: the path the diff names (lib/string_decoder.js); functions: every function V8 reports for the
 *   module, the top-level one (offset 0 to the end) included or not
 * @returns {ModuleChanges}
 */
function changedFunctions({ file, source, functions, touched }) {
  const starts = lineStarts(source);
  const lines = source.split('\n');
  const ranges = functions
    .filter((fn) => !(fn.start === 0 && fn.end >= source.length - 1))
    .map((fn) => ({ fn, first: lineOf(starts, fn.start), last: lineOf(starts, Math.max(fn.start, fn.end - 1)) }));
  /** @type {Map<string, ChangedFunction>} */
  const changed = new Map();
  let topLevel = false;
  /** The innermost function holding a line, or (after: true) the point after it. */
  const holder = (line, after) => {
    /** @type {{ fn: ModuleFunction, first: number, last: number } | null} */
    let best = null;
    for (const range of ranges) {
      const inside = after ? range.first <= line && line < range.last : range.first <= line && line <= range.last;
      if (inside && (best === null || range.fn.end - range.fn.start < best.fn.end - best.fn.start)) best = range;
    }
    return best;
  };
  /**
   * @param {{ fn: ModuleFunction, first: number, last: number } | null} range
   * @param {string[] | null} [text]  added lines at that point
   * @returns {ChangedFunction | null}
   */
  const mark = (range, text = null) => {
    if (range === null) {
      if (text === null || !onlyDeclares(text)) topLevel = true;
      return null;
    }
    const key = `${range.fn.start}:${range.fn.end}`;
    if (!changed.has(key)) {
      changed.set(key, { file, name: qualifiedName(source, lines, starts, range.fn), line: range.first,
                         start: range.fn.start, end: range.fn.end });
    }
    return /** @type {ChangedFunction} */ (changed.get(key));
  };
  for (const line of touched.removed) mark(holder(line, false));
  /** @type {{ at: ChangedFunction | null, text: string[] }[]} */
  const insertions = touched.insertions.map((insertion) => ({ at: mark(holder(insertion.after, true), insertion.text),
                                                               text: insertion.text }));
  const known = new Set([...changed.values()].map((c) => c.name.split('.').at(-1)));
  for (const fn of functions) known.add(fn.name);
  /** @type {Map<string, NewFunction>} */
  const added = new Map();
  for (const { text } of insertions) {
    for (const name of text.flatMap(declaredNames)) {
      if (!known.has(name) && !added.has(name)) added.set(name, { file, name, callers: [] });
    }
  }
  // A caller: a changed function whose added lines call the new one.
  for (const { at, text } of insertions) {
    if (at === null) continue;
    for (const entry of added.values()) {
      const call = new RegExp(`(?<![\\w$])${entry.name.replace(/\$/g, '\\$')}\\s*\\(`);
      if (text.some((line) => call.test(line) && !declaredNames(line).includes(entry.name)) &&
          !entry.callers.includes(at.name)) {
        entry.callers.push(at.name);
      }
    }
  }
  return { changed: [...changed.values()].sort((a, b) => a.start - b.start), added: [...added.values()], topLevel };
}

module.exports = { changedFunctions, qualifiedName, lineStarts, lineOf };
