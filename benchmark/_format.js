'use strict';

// The text forms of a result that Node core's tools print, in one place.
// compare.js quotes configuration values with util.inspect (single quotes),
// run.js and standalone lines with JSON.stringify (double quotes): R and
// people's scripts key on the exact text, so both are kept.

const util = require('util');

/** compare.js: `n=100 encoding='ascii'` (leading space of Node's loop dropped). */
function inspectConfiguration(conf) {
  let text = '';
  for (const key of Object.keys(conf)) text += ` ${key}=${util.inspect(conf[key])}`;
  return text.slice(1);
}

/** run.js and standalone lines: ` n=100 encoding="ascii"` (with its leading space). */
function jsonConfiguration(conf) {
  let text = '';
  for (const key of Object.keys(conf)) text += ` ${key}=${JSON.stringify(conf[key])}`;
  return text;
}

/** `12345678.901` -> `12,345,678.901`: commas in the integer part only. */
function formatRate(rate) {
  const parts = rate.toString().split('.');
  parts[0] = parts[0].replace(/(\d)(?=(?:\d\d\d)+(?!\d))/g, '$1,');
  return parts[1] ? parts.join('.') : parts[0];
}

/** `buffers/buffer-compare.js n=1000000 size=16: 12,345,678.901` */
function standaloneLine(name, conf, rate) {
  return `${name}${jsonConfiguration(conf)}: ${formatRate(rate)}`;
}

module.exports = { inspectConfiguration, jsonConfiguration, formatRate, standaloneLine };
