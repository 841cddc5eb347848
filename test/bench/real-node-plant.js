// The change bench:real-node plants in a Node.js tree's lib/string_decoder.js:
// a fixed loop in StringDecoder#write, for UTF-16LE decoders only. Its cost
// per call is measured apart in the built binary (the same function text),
// so the slowdown it should cause is known without the benchmark.

export const PLANTED_FUNCTION = `function plantedWork() {
  let x = 0;
  for (let i = 0; i < ITERATIONS; i++) x = (x * 31 + i) | 0;
  return x;
}`;

const WRITE_RETURN = '  return decode(this[kNativeDecoder], buf);\n};';

/**
 * lib/string_decoder.js with the planted work.
 * @param {string} source  the file as the tree has it
 * @param {number} iterations  the loop's length
 */
export function plantedSource(source, iterations) {
  if (!source.includes(WRITE_RETURN) || !source.includes('\nStringDecoder.prototype.write = function write(buf) {')) {
    throw new Error("lib/string_decoder.js does not have the write() this script knows (Node.js 18 to 24's): " +
      'plant the change by hand, or use a tree of those versions');
  }
  const planted = `// Planted by bench:real-node: extra work in write() for UTF-16LE decoders.
${PLANTED_FUNCTION.replace('ITERATIONS', String(iterations))}
let plantedSink = 0;

StringDecoder.prototype.write = function write(buf) {`;
  return source
    .replace('\nStringDecoder.prototype.write = function write(buf) {', `\n${planted}`)
    .replace(WRITE_RETURN, `  if (this.encoding === 'utf16le') plantedSink ^= plantedWork();\n${WRITE_RETURN}`);
}
