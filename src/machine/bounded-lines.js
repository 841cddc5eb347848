// The lines of a stream the pull request writes (its build's output, its
// benchmarks' stderr through compare.js and profile.js), in linear time and
// bounded memory, however long a line is: each is cut at LINE_LIMIT bytes,
// with a note of how many were left out. Joining chunks as strings and
// splitting the whole again (`(rest + chunk).split('\n')`) is quadratic in a
// line's length: one 40 MiB line cost 10 s of CPU, and ~450 MiB ended in
// `RangeError: Invalid string length`.

/** The most of one line kept, in bytes: far more than a compiler's command line. */
export const LINE_LIMIT = 64 * 1024;

const NEWLINE = 0x0a;

/**
 * A line cut at the limit says so: `… (41943040 more bytes of this line left out)`.
 * @param {number} bytes
 */
export const leftOut = (bytes) => `… (${bytes} more byte${bytes === 1 ? '' : 's'} of this line left out)`;

/**
 * Splits the chunks written to it into lines (at \n; a \r stays in its line,
 * for forLog to treat) and calls `onLine` with each, without its newline,
 * cut at `limit` bytes; `end` gives the last line if it had no newline.
 * Each byte is looked at once, and at most `limit` bytes are held.
 * @param {(line: string) => void} onLine
 * @param {{ limit?: number }} [options]
 * @returns {{ write: (chunk: Buffer | string) => void, end: () => void }}
 */
export function lineSplitter(onLine, { limit = LINE_LIMIT } = {}) {
  /** @type {Buffer[]} */
  let parts = [];
  let kept = 0;
  let dropped = 0;
  let pending = false; // a line has begun
  /** @param {Buffer} piece */
  const take = (piece) => {
    pending = true;
    const room = Math.max(0, limit - kept);
    // A copy: a slice would keep the whole chunk it came from alive.
    if (room > 0) parts.push(Buffer.from(piece.subarray(0, room)));
    kept += Math.min(room, piece.length);
    dropped += Math.max(0, piece.length - room);
  };
  const flush = () => {
    const text = Buffer.concat(parts, kept).toString('utf8');
    onLine(dropped > 0 ? `${text}${leftOut(dropped)}` : text);
    parts = [];
    kept = 0;
    dropped = 0;
    pending = false;
  };
  return {
    write(chunk) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      let start = 0;
      for (let end = buffer.indexOf(NEWLINE); end !== -1; end = buffer.indexOf(NEWLINE, start)) {
        take(buffer.subarray(start, end));
        flush();
        start = end + 1;
      }
      if (start < buffer.length) take(buffer.subarray(start));
    },
    end() {
      if (pending) flush();
    },
  };
}

/**
 * Calls `onLine` with each line of a stream as it arrives (lineSplitter's),
 * and with a last line without its newline when the stream ends.
 * @param {import('node:stream').Readable} stream
 * @param {(line: string) => void} onLine
 * @param {{ limit?: number }} [options]
 */
export function eachLine(stream, onLine, options) {
  const lines = lineSplitter(onLine, options);
  stream.on('data', (chunk) => lines.write(chunk));
  stream.on('end', () => lines.end());
}
