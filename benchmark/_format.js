'use strict';

// The text forms of a result that Node core's tools print, in one place.
// compare.js quotes configuration values with util.inspect (single quotes),
// run.js and standalone lines with JSON.stringify (double quotes): R and
// people's scripts key on the exact text, so both are kept.
//
// A configuration's name comes from a benchmark process, that is from a pull
// request's code: a key (never quoted), or a value that util.inspect spreads
// over lines, can hold a line break, and a row of the CSV that someone reads
// line by line (grep, sed, GitHub's log) would become two, the second of the
// pull request's choosing. So a name is kept on one line: its line breaks
// and other control characters are written as escapes, as util.inspect
// writes them inside a string. A name without them (every one a sane
// benchmark makes) is Node core's text, byte for byte.

const util = require('util');

// Every C0 control but the tab, DEL, and the line breaks of Unicode (NEL,
// U+2028, U+2029) that some readers split lines on.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const BREAKS = /[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/gu;
const NAMED = { '\n': '\\n', '\r': '\\r' };

/**
 * The text with no line break: `a<LF>b` -> `a\nb`, `<NUL>` -> `\x00`.
 * @param {string} text
 */
function oneLine(text) {
  return text.replace(BREAKS, (c) => {
    const code = c.charCodeAt(0);
    return NAMED[c] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0').toUpperCase()}` :
      `\\u${code.toString(16).padStart(4, '0')}`);
  });
}

/**
 * A field of a CSV row, as Node core's compare.js quotes one: in `"`, every
 * `"` doubled; and on one line (oneLine).
 * @param {string} text
 */
function csvField(text) {
  return `"${oneLine(text).replace(/"/g, '""')}"`;
}

/** compare.js: `n=100 encoding='ascii'` (leading space of Node's loop dropped), on one line. */
function inspectConfiguration(conf) {
  let text = '';
  for (const key of Object.keys(conf)) text += ` ${key}=${util.inspect(conf[key])}`;
  return oneLine(text.slice(1));
}

/** run.js and standalone lines: ` n=100 encoding="ascii"` (with its leading space), on one line. */
function jsonConfiguration(conf) {
  let text = '';
  for (const key of Object.keys(conf)) text += ` ${key}=${JSON.stringify(conf[key])}`;
  return oneLine(text);
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

module.exports = { inspectConfiguration, jsonConfiguration, oneLine, csvField, formatRate, standaloneLine };
