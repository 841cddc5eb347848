'use strict';

// A file's SHA-256, read a megabyte at a time: the binaries compared (a
// node of 100 MB is not read whole into memory), as the run records them
// and as binary-paths.js checks its copies.

const crypto = require('crypto');
const fs = require('fs');

/**
 * A file's SHA-256, hex.
 * @param {string} file
 */
function hashFile(file) {
  const hash = crypto.createHash('sha256');
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(1 << 20);
    let read;
    while ((read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0) hash.update(buffer.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

module.exports = { hashFile };
