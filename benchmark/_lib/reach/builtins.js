'use strict';

// Node's built-in modules as a binary has them: the id of a lib/ file
// (lib/string_decoder.js is `string_decoder`, V8's script url
// `node:string_decoder`), the source the binary embeds, and the functions
// V8 reports for a module once it is loaded (names and source offsets: the
// coordinates of the reach map's call counts, reach/map.js).
//
// The binary run here is the base's (the one the reach map measures), never
// a pull request's: it runs with --expose-internals to read its own
// sources and to load internal modules, in a clean environment.

const child_process = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const LIB = /^lib\/((?:internal\/)?[\w./-]+?)\.js$/;
const MAX_OUTPUT = 64 * 1024 * 1024;

/** The built-in id of a path in a node checkout, or null: `lib/internal/util.js` → `internal/util`. */
function builtinId(file) {
  const match = LIB.exec(file);
  if (!match || match[1].split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  return match[1];
}

/** V8's script url of a built-in id. */
function builtinUrl(id) {
  return `node:${id}`;
}

/** The environment a probe of the base binary runs in: PATH and HOME only, nothing that loads code. */
function probeEnv(extra = {}) {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.tmpdir(), ...extra };
}

// Node 22 and later keep the sources in internalBinding('builtins').natives,
// Node 18 and 20 in internalBinding('natives'). Then, with `load`, each
// module is required (one that throws on load, one that needs a flag, is
// left out, and its functions are not reported), so that its functions are
// in the coverage the process writes as it exits.
const PROBE = `
const [ids, load] = JSON.parse(process.argv[1]);
const { internalBinding } = require('internal/test/binding');
let natives;
try { natives = internalBinding('builtins').natives; } catch {}
if (!natives) natives = internalBinding('natives');
const out = {};
for (const id of ids) out[id] = typeof natives[id] === 'string' ? natives[id] : null;
process.stdout.write(JSON.stringify(out));
if (load) for (const id of ids) { try { require(id); } catch {} }
`;

/**
 * One start of the base binary: the sources it embeds for the given ids
 * (null: the binary has no such built-in) and, with `workDir`, the
 * functions V8 reports for each module once it is loaded, with their
 * offsets in the module's source (the top-level function included).
 * @param {string} binary
 * @param {string[]} ids
 * @param {string | null} workDir  where the binary may write its coverage (a sandbox's writable directory);
 *   null: the sources only
 * @returns {{ sources: Map<string, string | null>, functions: Map<string, { name: string, start: number, end: number }[]> }}
 *   functions: modules V8 did not report are missing
 * @throws {Error} when the binary cannot tell (not a node, or one without the internal binding)
 */
function probeBuiltins(binary, ids, workDir) {
  const dir = workDir === null ? null : fs.mkdtempSync(path.join(workDir, 'load-'));
  try {
    const result = child_process.spawnSync(binary,
      ['--expose-internals', '--no-warnings', '-e', PROBE, JSON.stringify([ids, dir !== null])],
      { env: probeEnv(dir === null ? {} : { NODE_V8_COVERAGE: dir }), encoding: 'utf8', maxBuffer: MAX_OUTPUT,
        timeout: 60_000 });
    if (result.error || result.status !== 0) {
      const why = result.error ? result.error.message :
        `exit code ${result.status}: ${(result.stderr ?? '').trim().split('\n').slice(-3).join(' ')}`;
      throw new Error(`${binary} could not give the sources of its built-in modules (${why})`);
    }
    const parsed = JSON.parse(result.stdout);
    const sources = new Map(ids.map((id) => [id, typeof parsed[id] === 'string' ? parsed[id] : null]));
    return { sources, functions: dir === null ? new Map() : coveredFunctions(dir, ids) };
  } finally {
    if (dir !== null) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The functions of each module in the coverage files of `dir`, from the first report that has it. */
function coveredFunctions(dir, ids) {
  const wanted = new Map(ids.map((id) => [builtinUrl(id), id]));
  /** @type {Map<string, { name: string, start: number, end: number }[]>} */
  const found = new Map();
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    for (const script of report.result ?? []) {
      const id = wanted.get(script.url);
      if (id === undefined || found.has(id)) continue;
      found.set(id, script.functions.map((fn) => ({ name: fn.functionName, start: fn.ranges[0].startOffset,
                                                    end: fn.ranges[0].endOffset })));
    }
  }
  return found;
}

/** The sources a binary embeds for the given ids (probeBuiltins without loading them). */
function readBuiltinSources(binary, ids) {
  return probeBuiltins(binary, ids, null).sources;
}

module.exports = { builtinId, builtinUrl, readBuiltinSources, probeBuiltins };
