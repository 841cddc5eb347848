'use strict';

// A stand-in load generator, forked by _http-benchmarkers.js as
// `test-double-<http|https|http2>`: one request at a time to
// process.env.test_url until process.env.duration seconds have passed, then
// `{"throughput":<completed requests>}` on stdout. As in Node core, that
// "throughput" is a count, not a rate; it only shows the benchmark works.

const type = process.argv[2];
if (!['http', 'https', 'http2'].includes(type)) {
  throw new Error(`Invalid module for benchmark test double: ${type}`);
}

const client = require(type);
const testUrl = process.env.test_url;
if (!testUrl) {
  throw new Error('No URL to load: the benchmark test double needs process.env.test_url');
}
const url = testUrl;
const durationMs = Number(process.env.duration) * 1000;
const start = process.hrtime.bigint();
let completed = 0;
// Benchmark servers use self-signed fixture keys, on loopback only. Node core
// sets this for https; we also set it for http2, where a TLS URL would
// otherwise fail (it is ignored for cleartext h2c).
const tlsOptions = type === 'http' ? {} : { rejectUnauthorized: false };

// A request or session error is not caught: the process exits non-zero and
// the parent reports `<name> failed with 1.` (Node core does this for http
// and https; for http2 it swallowed the error and printed nothing.)
function onResponse(response, session) {
  response.resume();
  response.on('error', () => {});
  response.on('end', () => {
    completed++;
    if (session) session.close();
    if (Number(process.hrtime.bigint() - start) / 1e6 < durationMs) {
      request();
      return;
    }
    console.log(JSON.stringify({ throughput: completed }));
  });
}

function request() {
  if (type === 'http2') {
    // Node core opens one session per request; so do we, to load the server
    // the same way, but we close each one so the process can exit.
    const { pathname, search } = new URL(url);
    const session = client.connect(url, tlsOptions);
    onResponse(session.request({ ':path': pathname + search }), session);
    return;
  }
  client.get(url, tlsOptions, (response) => onResponse(response));
}

request();
