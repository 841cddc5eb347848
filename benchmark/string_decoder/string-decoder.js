'use strict';

// StringDecoder#write() on an input cut into chunks of `chunkLen` bytes.
// Chunk edges fall inside multi-byte characters (utf8, utf16le) and inside
// base64/hex groups, so the decoder's carry-over path is part of what is timed.
const common = require('../common.js');
const { StringDecoder } = require('string_decoder');

// Keys are declared in this order so that results print like Node core's:
// `n=... chunkLen=... inLen=... encoding="ascii"`.
const bench = common.createBenchmark(main, {
  encoding: ['ascii', 'utf8', 'base64', 'hex', 'utf16le'],
  inLen: [128, 1024],
  chunkLen: [16],
  n: [1.5e4],
}, {
  // Test mode would otherwise make every number 1: keep real chunking.
  test: { inLen: 128, chunkLen: 16 },
});

const ASCII_TEXT = 'Blueberry jam, ';
const UTF8_TEXT = 'Blåbærsyltetøy, 蓝莓果酱, ';

// The bytes the decoder is fed, `inLen` of them.
function input(encoding, inLen) {
  const text = encoding === 'ascii' ? ASCII_TEXT : UTF8_TEXT;
  const bytes = Buffer.from(text, encoding === 'utf16le' ? 'utf16le' : 'utf8');
  const out = Buffer.alloc(inLen);
  for (let i = 0; i < inLen; i++) out[i] = bytes[i % bytes.length];
  return out;
}

function main({ encoding, inLen, chunkLen, n }) {
  const bytes = input(encoding, inLen);
  const chunks = [];
  for (let i = 0; i < inLen; i += chunkLen) chunks.push(bytes.subarray(i, i + chunkLen));
  const decoder = new StringDecoder(encoding);

  bench.start();
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < chunks.length; j++) decoder.write(chunks[j]);
  }
  bench.end(n);
}
