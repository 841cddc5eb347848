// The CGI side of ./git-http.js: `git http-backend` answers as a CGI
// program (a header block with a `Status:` line, then the body), which is
// relayed here to an HTTP response.

/** CGI headers are a few hundred bytes; more means the output is not CGI. */
const MAX_CGI_HEADERS = 65_536;

/**
 * Copies a CGI response from `stdout` to `res`: the header block (with its
 * `Status:` line) becomes the HTTP status and headers, the rest is streamed.
 * @param {import('node:stream').Readable} stdout
 * @param {import('node:http').ServerResponse} res
 * @returns {{ started(): boolean }}  whether the headers were sent
 */
export function relayCgiResponse(stdout, res) {
  let head = Buffer.alloc(0);
  let started = false;

  /** @param {Buffer} chunk */
  const forward = (chunk) => {
    if (chunk.length === 0 || res.destroyed || res.writableEnded) return;
    if (!res.write(chunk)) {
      stdout.pause();
      res.once('drain', () => stdout.resume());
    }
  };

  stdout.on('data', (/** @type {Buffer} */ chunk) => {
    if (started) return forward(chunk);
    head = Buffer.concat([head, chunk]);
    const end = headerEnd(head);
    if (!end) {
      if (head.length > MAX_CGI_HEADERS) {
        stdout.destroy();
        fail(res, 'git http-backend wrote no CGI header block');
      }
      return;
    }
    const { status, reason, headers } = parseCgiHeaders(head.subarray(0, end.start).toString('latin1'));
    if (res.destroyed || res.headersSent) return;
    res.writeHead(status, reason, headers);
    started = true;
    forward(head.subarray(end.bodyStart));
  });
  // Without headers, the backend's exit is what explains the failure.
  stdout.on('end', () => { if (started && !res.writableEnded) res.end(); });

  return { started: () => started };
}

/**
 * Where the CGI header block ends: CRLF CRLF as git writes it, or the bare
 * LF LF that CGI also allows.
 * @param {Buffer} buffer
 * @returns {{ start: number, bodyStart: number } | null}
 */
function headerEnd(buffer) {
  /** @type {{ start: number, bodyStart: number } | null} */
  let earliest = null;
  for (const separator of ['\r\n\r\n', '\n\n']) {
    const start = buffer.indexOf(separator);
    if (start >= 0 && (earliest == null || start < earliest.start)) {
      earliest = { start, bodyStart: start + separator.length };
    }
  }
  return earliest;
}

/**
 * @param {string} block  the CGI header lines
 * @returns {{ status: number, reason: string | undefined, headers: Record<string, string | string[]> }}
 */
function parseCgiHeaders(block) {
  let status = 200;
  let reason;
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') {
      const match = /^(\d{3})\s*(.*)$/.exec(value);
      if (match) [status, reason] = [Number(match[1]), match[2] || undefined];
      continue;
    }
    const previous = headers[name];
    headers[name] = previous == null ? value : [previous, value].flat();
  }
  return { status, reason, headers };
}

/**
 * A 500 explaining what went wrong, if the response has not started yet;
 * otherwise the connection is cut, so the client cannot mistake a partial
 * response for a whole one.
 * @param {import('node:http').ServerResponse} res
 * @param {string} message
 */
export function fail(res, message) {
  if (res.destroyed || res.writableEnded) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${message}\n`);
}
