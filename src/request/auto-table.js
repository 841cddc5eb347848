// What a scan of the benchmark files cannot see, for `/benchmark auto`
// (auto.js): which changed files lead nowhere on purpose (V8, tests, docs),
// which native sources and deps serve which module, and the categories of
// Node core's benchmark/ named otherwise than their module. docs/auto.md
// shows this table (test/report-auto.test.js keeps the two equal).

import { deepFreeze } from './grammar.js';

// Why some files lead nowhere on purpose; nothingChosen and the report add
// what to do instead.
const EVERYTHING = 'can move every benchmark, so no category stands out';
const NOTES = Object.freeze({
  v8: `V8 ${EVERYTHING}`,
  uv: 'libuv can move every I/O benchmark (fs, net, http, …), so no category stands out',
  core: `Node's startup and core runtime ${EVERYTHING}`,
  build: `the build configuration ${EVERYTHING}`,
  harness: `the benchmark harness ${EVERYTHING}`,
  tests: 'no benchmark runs tests',
  docs: 'no benchmark reads documentation',
  tools: 'no benchmark runs tools or CI configuration',
});

/**
 * @typedef {object} AutoRule  changed files a scan of benchmark files cannot place
 * @property {readonly string[]} patterns  `dir/` a directory; `a*.cc` `*` within a name;
 *   no `/`: a file name anywhere
 * @property {readonly string[]} [modules]  the files are part of these modules
 * @property {readonly string[]} [categories]  run these categories too
 * @property {string} [note]  lead nowhere, on purpose: why
 */

/** @type {readonly AutoRule[]} First match wins: the order matters. */
export const AUTO_TABLE = deepFreeze([
  { patterns: ['deps/v8/'], note: NOTES.v8 },
  { patterns: ['deps/uv/'], note: NOTES.uv },
  { patterns: ['src/node.cc', 'src/env*', 'src/api/', 'lib/internal/bootstrap/'], note: NOTES.core },
  { patterns: ['node.gyp', 'common.gypi', 'configure.py', 'Makefile'], note: NOTES.build },
  { patterns: ['benchmark/'], note: NOTES.harness },
  { patterns: ['test/'], note: NOTES.tests },
  { patterns: ['doc/', '*.md'], note: NOTES.docs },
  { patterns: ['tools/', '.github/'], note: NOTES.tools },
  // Native code, by the module it serves.
  { patterns: ['src/node_buffer.cc', 'deps/simdutf/'], modules: ['buffer'] },
  { patterns: ['src/string_decoder*'], modules: ['string_decoder'] },
  { patterns: ['src/node_url*', 'deps/ada/'], modules: ['url'] },
  { patterns: ['src/node_http_parser.cc', 'deps/llhttp/'], modules: ['http'] },
  { patterns: ['src/node_file*'], modules: ['fs'] },
  { patterns: ['src/node_util*', 'src/encoding_binding*'], modules: ['util'] },
  { patterns: ['src/node_zlib.cc', 'deps/zlib/', 'deps/brotli/'], modules: ['zlib'] },
  { patterns: ['src/crypto/', 'deps/openssl/'], modules: ['crypto'] },
  { patterns: ['src/cares_wrap*', 'deps/cares/'], modules: ['dns'] },
  { patterns: ['deps/nghttp2/'], modules: ['http2'] },
  { patterns: ['src/tcp_wrap*'], modules: ['net'] },
  // Internals named otherwise than their public module.
  { patterns: ['lib/internal/streams/', 'lib/_stream_*'], modules: ['stream'] },
  { patterns: ['lib/internal/webstreams/'], modules: ['stream/web'] },
  { patterns: ['lib/_http_*'], modules: ['http'] },
  { patterns: ['lib/_tls_*'], modules: ['tls'] },
  { patterns: ['lib/internal/perf/'], modules: ['perf_hooks'] },
  { patterns: ['lib/internal/worker.js', 'lib/internal/worker/'], modules: ['worker_threads'] },
  { patterns: ['lib/internal/test_runner/'], modules: ['test'] },
  { patterns: ['lib/internal/modules/esm/'], modules: ['module'], categories: ['esm'] },
  { patterns: ['lib/internal/modules/'], modules: ['module'] },
  { patterns: ['lib/internal/encoding.js'], modules: ['util'] },
  { patterns: ['lib/internal/event_target.js'], modules: ['events'] },
  { patterns: ['lib/internal/errors.js'], categories: ['error'] },
]);

/** Categories of Node core's benchmark/ named otherwise than the module they measure. */
export const MODULE_CATEGORIES = deepFreeze(/** @type {Record<string, string>} */ ({
  buffer: 'buffers', stream: 'streams', 'stream/web': 'webstreams', test: 'test_runner', worker_threads: 'worker',
}));
