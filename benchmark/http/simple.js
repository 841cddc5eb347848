'use strict';

// A minimal HTTP server answering every request with `len` bytes, sent as a
// string or as a Buffer, under load from the HTTP benchmarker (autocannon
// unless `benchmarker=` says otherwise) with `c` connections for `duration`
// seconds. The rate is requests per second.
const common = require('../common.js');
const http = require('http');

const bench = common.createBenchmark(main, {
  type: ['bytes', 'buffer'],
  len: [4, 1024],
  c: [50],
  duration: 5,
});

function main({ type, len, c, duration }) {
  const body = type === 'buffer' ? Buffer.alloc(len, 'C') : 'C'.repeat(len);
  const headers = {
    'Content-Type': 'text/plain',
    'Content-Length': len,
  };
  const server = http.createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });

  server.listen(common.PORT, () => {
    bench.http({
      path: `/${type}/${len}`,
      connections: c,
      duration,
    }, () => {
      server.close();
    });
  });
}
