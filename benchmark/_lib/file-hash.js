'use strict';

// A file's SHA-256, read a megabyte at a time: the binaries compared (a
// node of 100 MB is not read whole into memory), as the run records them
// and as binary-paths.js checks its copies; and what one looks like, for the
// report's reader of machine.json.

const crypto = require('crypto');
const fs = require('fs');

/** A SHA-256 as hashFd and hashFile give it, and as a reader checks one: 64 lower-case hexadecimal characters. */
const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The SHA-256 (hex) and size of what an open file holds from its current
 * offset on (the caller opened it as it must: upload-record.js without
 * following a link).
 * @param {number} fd
 * @returns {{ sha256: string, size: number }}
 */
function hashFd(fd) {
  const hash = crypto.createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  let size = 0;
  for (let read; (read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0;) {
    hash.update(buffer.subarray(0, read));
    size += read;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * A file's SHA-256, hex.
 * @param {string} file
 */
function hashFile(file) {
  const fd = fs.openSync(file, 'r');
  try {
    return hashFd(fd).sha256;
  } finally {
    fs.closeSync(fd);
  }
}

module.exports = { SHA256, hashFd, hashFile };
