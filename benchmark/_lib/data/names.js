'use strict';

// Benchmark names short enough for a sentence (the verdict's), never
// ambiguous: the file, and those parameters of the configuration that tell
// it apart from the file's other configurations in the same report. Pure.
//
//   string_decoder/string-decoder.js n=15000 chunkLen=16 inLen=128 encoding='ascii'
//     -> string_decoder/string-decoder.js inLen=128 encoding='ascii'   (n and chunkLen are the same in every row)
//   http/simple.js c=50
//     -> http/simple.js                                               (the file's only configuration)
//
// A label longer than MAX_LABEL keeps its start and its end (where the
// parameters that differ are), cut in the middle; any label that would
// then be another row's too is the row's full name instead (cut at
// MAX_NAME).

const MAX_LABEL = 100;
// A full name in its place is cut too, so that no name of megabytes fills the verdict.
const MAX_NAME = 1000;
// Node core's configurations are `key=value` pairs joined by spaces; a
// quoted value may hold a space, so a new parameter starts where `key=` does.
// The charts' labels split names with the same two (charts/labels.js).
const PARAMETER = / (?=[^\s=]+=)/;

/**
 * A name's parameters after its file; null when the name is not `file params`.
 * @param {string} name
 * @param {string} file
 */
function parameters(name, file) {
  if (file === '' || !name.startsWith(`${file} `)) return null;
  return name.slice(file.length + 1).split(PARAMETER);
}

/**
 * Each comparison's short label, by its name.
 * @param {Array<{ name: string, filename?: string }>} comparisons  the whole report's
 * @returns {Map<string, string>}
 */
function shortNames(comparisons) {
  /** @type {Map<string, Array<{ name: string, params: string[] }>>} */
  const files = new Map();
  /** @type {Map<string, string>} */
  const labels = new Map();
  for (const { name, filename = '' } of comparisons) {
    // A name that is not `file configuration` keeps itself.
    if (filename === '' || !name.startsWith(`${filename} `)) labels.set(name, name);
    else {
      const rows = files.get(filename) ?? [];
      files.set(filename, rows);
      rows.push({ name, params: /** @type {string[]} */ (parameters(name, filename)) });
    }
  }
  for (const [file, rows] of files) {
    // A parameter is left out when every row of the file has it.
    const shared = rows[0].params.filter((param) => rows.every((row) => row.params.includes(param)));
    for (const row of rows) labels.set(row.name, [file, ...row.params.filter((param) => !shared.includes(param))].join(' '));
  }
  return unambiguous(labels);
}

/**
 * The labels cut to MAX_LABEL, each one that is not unique (a cut, or a
 * configuration written two ways) replaced by its row's full name.
 * @param {Map<string, string>} labels  by name
 */
function unambiguous(labels) {
  const cut = new Map([...labels].map(([name, label]) => [name, middleClip(label, MAX_LABEL)]));
  const counts = new Map();
  for (const label of cut.values()) counts.set(label, (counts.get(label) ?? 0) + 1);
  for (const [name, label] of cut) if (counts.get(label) > 1) cut.set(name, middleClip(name, MAX_NAME));
  return cut;
}

/** `text` of at most `max` code points: its start, `…`, its end. */
function middleClip(text, max) {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = Math.floor((max - 1) * 0.4);
  return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - (max - 1 - head)).join('')}`;
}

module.exports = { shortNames, parameters, PARAMETER, MAX_LABEL };
