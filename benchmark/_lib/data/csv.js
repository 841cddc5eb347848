'use strict';

// Reads the CSVs of compare.js and scatter.js. Pure: text (or its bytes) in,
// records out.
//
// compare.js's current format, and the older one with a space after each
// comma (R reads both with strip.white); repeated header lines (CSVs joined
// with `cat`) are skipped. A last line cut short by an interrupted run is
// skipped with a warning; every other problem is an error that names the
// line and says what to do.
//
// As R's read.csv: a UTF-8 byte order mark before the header is skipped,
// and a number is R's (Inf and Infinity, NaN, any case, signed: compare.js
// writes JavaScript's `Infinity`). A reader of results it did not make
// itself (the Action's report) asks for `measured` rates: a negative one is
// then refused, since no benchmark measures fewer than 0 operations a second
// (Node core's harness refuses an operation count below 1); NaN and Inf stay,
// as a benchmark whose count is not a number or whose time is 0 gives them,
// and the analysis names their rows. Given bytes rather than text, lines that
// are not valid UTF-8 get a warning: decoded, their bad bytes become U+FFFD,
// and their configuration one of its own (R keeps the bytes, with the same
// effect). A field can be megabytes long; a message quotes its start only.
// A file name with a control character in it is refused: compare.js never
// writes one (CONTROL below says why).
//
// A rate of `null` (or `undefined`) is what compare.js wrote before it
// checked rates, and Node core's still writes, for a benchmark whose rate is
// NaN or Infinity (JSON, which carries the harness's messages, has neither).
// With `unrated`, such a row, well formed otherwise, is returned apart, as
// that configuration's failure for the reader to name, instead of making
// the whole CSV an error.

const { isUtf8 } = require('buffer');

const COMPARE_COLUMNS = ['binary', 'filename', 'configuration', 'rate', 'time'];
const COMPARE_HEADER = COMPARE_COLUMNS.map((c) => `"${c}"`).join(',');
const MAX_REPORTED_ERRORS = 10;
// Of a field or line quoted in a message.
const MAX_QUOTED = 200;

class CsvError extends Error {}

/**
 * Splits CSV text into records of fields. Fields may be quoted (`""` is a
 * quote inside), white space after a separator is dropped, and a quoted
 * field may hold a newline.
 * @param {string} text
 * @returns {{ fields: string[], quoted: boolean[], line: number, complete: boolean }[]}
 */
function parseRecords(text) {
  const records = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const start = line;
    const fields = [];
    const quoted = [];
    let complete = false;
    for (;;) {
      while (text[i] === ' ' || text[i] === '\t') i++;
      let value = '';
      let isQuoted = false;
      if (text[i] === '"') {
        isQuoted = true;
        i++;
        let closed = false;
        // A run of text up to each quote at a time: a field may be megabytes.
        while (i < n) {
          const quote = text.indexOf('"', i);
          const end = quote === -1 ? n : quote;
          value += text.slice(i, end);
          line += countNewlines(text, i, end);
          i = end;
          if (quote === -1) break;
          if (text[quote + 1] === '"') {
            value += '"';
            i = quote + 2;
            continue;
          }
          i = quote + 1;
          closed = true;
          break;
        }
        if (!closed) {
          fields.push(value);
          quoted.push(true);
          break; // unterminated quote: an incomplete record
        }
        // Text right after a closing quote (`"a"b,`) stays part of the
        // field, so the record fails validation with a clear message.
        const end = nextDelimiter(text, i);
        value += text.slice(i, end).trimEnd();
        i = end;
      } else {
        const end = nextDelimiter(text, i);
        value = text.slice(i, end).trim();
        i = end;
      }
      fields.push(value);
      quoted.push(isQuoted);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '\r') i++;
      if (text[i] === '\n') {
        i++;
        line++;
        complete = true;
      }
      break;
    }
    records.push({ fields, quoted, line: start, complete });
  }
  return records;
}

/** The newlines in text[from, to): never a look past `to`, which a field of many `""` would pay for each. */
function countNewlines(text, from, to) {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++;
  return count;
}

function nextDelimiter(text, from) {
  let i = from;
  while (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') i++;
  return i;
}

function isBlank(record) {
  return record.fields.length === 1 && record.fields[0] === '' && !record.quoted[0];
}

function isHeader(record, columns) {
  return record.fields.length === columns.length &&
    record.fields.every((field, i) => field === columns[i]);
}

// Linear on any input: no part of a failed match is tried twice, so a rate
// of 10 MB of digits is refused at once.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const SPECIAL = /^([+-]?)(?:(inf(?:inity)?)|nan)$/i;

/**
 * A number as R's read.csv reads it (its R_strtod): a decimal, or Inf,
 * Infinity or NaN in any case, signed; but R reads a leading `NA` as a
 * missing value first, so `NAN` is no number. undefined when it is none
 * (test/fixtures/r-golden-numbers/ holds what R reads).
 */
function toNumber(text) {
  if (DECIMAL.test(text)) return Number(text);
  const special = SPECIAL.exec(text);
  if (!special || text.startsWith('NA')) return undefined;
  if (!special[2]) return NaN;
  return special[1] === '-' ? -Infinity : Infinity;
}

/**
 * A field or line for a message, quoted (JSON), and cut to its first 200
 * characters since a field can be megabytes:
 *   "xxxxxxxx..." (the first 200 of 10485760 characters)
 * @param {string} text
 */
function quoteText(text) {
  if (text.length <= MAX_QUOTED) return JSON.stringify(text);
  return `${JSON.stringify(text.slice(0, MAX_QUOTED)).slice(0, -1)}..." ${cutNote(text)}`;
}

/**
 * The same, unquoted: for names (a column, a list of columns).
 * @param {string} text
 */
function shortText(text) {
  if (text.length <= MAX_QUOTED) return text;
  return `${text.slice(0, MAX_QUOTED)}... ${cutNote(text)}`;
}

function cutNote(text) {
  return `(the first ${MAX_QUOTED} of ${text.length} characters)`;
}

/**
 * The text of a CSV given as text or bytes, without a byte order mark, and
 * a warning for the lines whose bytes are not UTF-8 (the first 10 by
 * number, then how many more).
 * @param {string | Uint8Array} input
 * @returns {{ text: string, warnings: string[] }}
 */
function decode(input) {
  if (typeof input === 'string') return { text: withoutBom(input), warnings: [] };
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const text = withoutBom(bytes.toString('utf8'));
  return { text, warnings: isUtf8(bytes) ? [] : notUtf8Warnings(bytes) };
}

function withoutBom(text) {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Run only when the whole is not UTF-8: a byte 0x0a is never inside a UTF-8 sequence. */
function notUtf8Warnings(bytes) {
  const warnings = [];
  let more = 0;
  for (let start = 0, line = 1; start < bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    if (!isUtf8(bytes.subarray(start, end))) {
      if (warnings.length < MAX_REPORTED_ERRORS) {
        warnings.push(`line ${line}: not valid UTF-8; its bad bytes read as "\uFFFD", which can make a ` +
                      'configuration of its own. Save the CSV as UTF-8 (compare.js writes UTF-8).');
      } else {
        more++;
      }
    }
    start = end + 1;
  }
  if (more > 0) {
    warnings.push(`${more} more line${more > 1 ? 's are' : ' is'} not valid UTF-8 either.`);
  }
  return warnings;
}

// Rows exactly as compare.js writes them, or as it once did with a space
// after each comma. Most CSVs are nothing else, and one match per line is
// many times faster than the general parser. The numbers are checked by
// toNumber; anything else (a quoted newline, a blank in the wrong place)
// goes to the general parser, as does a line longer than MAX_FAST_LINE:
// the regular expression engine's backtracking stack grows with each `""`
// in a configuration.
const FAST_HEADER = /^"binary", ?"filename", ?"configuration", ?"rate", ?"time"\r?$/;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const FAST_ROW = /^"(old|new)", ?"([^"\x00-\x1f\x7f]*)", ?"([^"]*(?:""[^"]*)*)", ?([^\s,"]+), ?([^\s,"]+)\r?$/;
const MAX_FAST_LINE = 64 * 1024;

/**
 * The fast path: null as soon as a line is anything but a plain row (or,
 * `measured`, has a negative rate: the general parser says which).
 * @param {string} text
 * @param {boolean} measured
 */
function parseCompareFast(text, measured) {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0 || !FAST_HEADER.test(lines[0])) return null;
  const samples = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.length > MAX_FAST_LINE) return null;
    // A blank line, or a header of CSVs joined with `cat`.
    if (line === '' || line === '\r' || (line.startsWith('"b') && FAST_HEADER.test(line))) continue;
    const m = FAST_ROW.exec(line);
    if (!m) return null;
    const rate = toNumber(m[4]);
    const time = toNumber(m[5]);
    if (rate === undefined || time === undefined || (measured && rate < 0)) return null;
    const configuration = m[3].includes('""') ? m[3].replace(/""/g, '"') : m[3];
    samples.push({ binary: /** @type {'old' | 'new'} */ (m[1]), filename: m[2], configuration,
                   rate, time, line: i + 1 });
  }
  return samples;
}

// No file name holds one (benchmark/_lib/run/categories.js refuses them), and in
// Node core's CSV, whose file names are never escaped, one can only be a
// forgery: a line break in a name starts a row of its choosing.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\x00-\x1f\x7f]/;

/** The rates compare.js wrote for a rate that was no number (see above). */
const NO_RATE = ['null', 'undefined'];

/**
 * Parses compare.js output.
 * @param {string | Uint8Array} input  the text, or its bytes (UTF-8)
 * @param {{ measured?: boolean, unrated?: boolean }} [options]  measured: refuse negative rates;
 *   unrated: return rows whose rate is `null` apart (see above), instead of refusing the CSV
 * @returns {{ samples: { binary: 'old' | 'new', filename: string, configuration: string,
 *   rate: number, time: number, line: number }[], warnings: string[],
 *   unrated: { binary: 'old' | 'new', filename: string, configuration: string, rate: string, line: number }[] }}
 *   unrated: always empty without the option
 */
function parseCompareCsv(input, { measured = false, unrated = false } = {}) {
  const { text, warnings: encoding } = decode(input);
  const fast = parseCompareFast(text, measured);
  if (fast) return { samples: fast, warnings: encoding, unrated: [] };
  const records = parseRecords(text).filter((r) => !isBlank(r));
  if (records.length === 0) {
    throw new CsvError(`The CSV is empty: expected compare.js output, starting with the header ${COMPARE_HEADER}.`);
  }
  if (!isHeader(records[0], COMPARE_COLUMNS)) {
    throw new CsvError(`line ${records[0].line}: expected the header ${COMPARE_HEADER}, found ` +
                       `${quoteText(records[0].fields.join(','))}. Give analyze.js the output of ` +
                       'compare.js (scatter.js output goes to scatter-analyze.js).');
  }
  const apart = [];
  const { rows: samples, warnings } = readRows(records, COMPARE_COLUMNS, (record) => {
    const [binary, filename, configuration, rate, time] = record.fields;
    if (unrated && isUnrated(record, measured)) {
      apart.push({ binary: /** @type {'old' | 'new'} */ (binary), filename, configuration, rate, line: record.line });
      return { skip: true };
    }
    const problem = checkSample(record, measured);
    if (problem) return { problem };
    // checkSample made sure that both are numbers.
    return { row: { binary: /** @type {'old' | 'new'} */ (binary), filename, configuration,
                    rate: /** @type {number} */ (toNumber(rate)), time: /** @type {number} */ (toNumber(time)),
                    line: record.line } };
  }, 'Each line must be "old" or "new","<file>","<configuration>",<rate>,<time> as compare.js writes it.');
  return { samples, warnings: [...encoding, ...warnings], unrated: apart };
}

/**
 * The records after the header, each turned into a row by `toRow` or into
 * a problem. Repeated headers are skipped; an incomplete last line is a
 * warning; any other problem makes the whole CSV an error listing them.
 * @template T
 * @param {ReturnType<typeof parseRecords>} records
 * @param {string[]} columns
 * @param {(record: ReturnType<typeof parseRecords>[number]) => { row?: T, problem?: string, skip?: boolean }} toRow
 *   skip: the record is the caller's, neither a row nor a problem
 * @param {string} hint  what every line should look like
 * @returns {{ rows: T[], warnings: string[] }}
 */
function readRows(records, columns, toRow, hint = '') {
  const rows = [];
  const warnings = [];
  const errors = [];
  const last = records[records.length - 1];
  for (const record of records.slice(1)) {
    if (isHeader(record, columns)) continue;
    const { row, problem, skip } = toRow(record);
    if (skip) continue;
    if (!problem) {
      // toRow gives a row whenever it finds no problem.
      rows.push(/** @type {T} */ (row));
    } else if (record === last && !record.complete) {
      warnings.push(`line ${record.line}: skipped an incomplete last line (${problem}); ` +
                    'was the run interrupted?');
    } else {
      errors.push(`line ${record.line}: ${problem}`);
    }
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_REPORTED_ERRORS);
    if (errors.length > shown.length) shown.push(`... and ${errors.length - shown.length} more`);
    throw new CsvError(`The CSV has ${errors.length} bad line${errors.length > 1 ? 's' : ''}:\n` +
                       `${shown.join('\n')}${hint ? `\n${hint}` : ''}`);
  }
  return { rows, warnings };
}

/** A row of compare.js whose rate is a bare `null` (NO_RATE), and nothing else wrong with it. */
function isUnrated(record, measured) {
  const { fields, quoted } = record;
  if (fields.length !== COMPARE_COLUMNS.length || !NO_RATE.includes(fields[3]) || quoted[3]) return false;
  return checkSample({ ...record, fields: [...fields.slice(0, 3), '0', fields[4]] }, measured) === null;
}

function checkSample(record, measured) {
  const { fields } = record;
  if (fields.length !== COMPARE_COLUMNS.length) {
    return `expected 5 fields (binary, filename, configuration, rate, time), found ${fields.length}`;
  }
  const [binary, filename, , rate, time] = fields;
  if (binary !== 'old' && binary !== 'new') {
    return `the binary must be "old" or "new", found ${quoteText(binary)}`;
  }
  if (CONTROL.test(filename)) {
    return `the file name holds a control character (a line break?): ${quoteText(filename)}; compare.js refuses ` +
           'to run such a file, and Node core\'s writes its name unescaped, which can forge rows: rename the file';
  }
  const value = toNumber(rate);
  if (value === undefined) return `the rate is not a number: ${quoteText(rate)}`;
  if (measured && value < 0) {
    return `the rate is negative: ${quoteText(rate)} (a benchmark measures operations per second: never fewer than 0)`;
  }
  if (toNumber(time) === undefined) return `the time is not a number: ${quoteText(time)}`;
  return null;
}

/**
 * Parses scatter.js output: a header of column names, then rows whose
 * unquoted fields are numbers and quoted ones strings.
 * @param {string | Uint8Array} input  the text, or its bytes (UTF-8)
 * @returns {{ columns: string[], rows: Record<string, string | number>[], warnings: string[] }}
 */
function parseScatterCsv(input) {
  const { text, warnings: encoding } = decode(input);
  const records = parseRecords(text).filter((r) => !isBlank(r));
  if (records.length === 0) {
    throw new CsvError('The CSV is empty: expected scatter.js output, starting with a header ' +
                       'such as "filename","n",...,"rate","time".');
  }
  const columns = records[0].fields;
  if (!columns.includes('rate') || columns[0] !== 'filename') {
    throw new CsvError(`line ${records[0].line}: expected a scatter.js header starting with "filename" ` +
                       `and holding "rate", found ${quoteText(columns.join(','))}.`);
  }
  const { rows, warnings } = readRows(records, columns, (record) => {
    if (record.fields.length !== columns.length) {
      return { problem: `expected ${columns.length} fields, found ${record.fields.length}` };
    }
    /** @type {Record<string, string | number>} */
    const row = {};
    let problem = null;
    record.fields.forEach((field, i) => {
      // scatter.js writes booleans bare; R reads them as logicals and
      // prints TRUE/FALSE, which is how they are kept.
      const logical = !record.quoted[i] && /^(true|false)$/i.test(field);
      const value = record.quoted[i] ? field : logical ? field.toUpperCase() : toNumber(field);
      // Not a number: the line is a problem, and its row is dropped.
      if (value === undefined) problem ??= `${shortText(columns[i])} is not a number: ${quoteText(field)}`;
      else row[columns[i]] = value;
    });
    if (!problem && typeof row.rate !== 'number') problem = 'the rate is not a number';
    return problem ? { problem } : { row };
  });
  return { columns, rows, warnings: [...encoding, ...warnings] };
}

module.exports = { parseCompareCsv, parseScatterCsv, parseRecords, decode, quoteText, shortText, CsvError };
