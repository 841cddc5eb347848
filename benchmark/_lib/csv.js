'use strict';

// Reads the CSVs of compare.js and scatter.js. Pure: text in, records out.
//
// compare.js's current format, and the older one with a space after each
// comma (R reads both with strip.white); repeated header lines (CSVs joined
// with `cat`) are skipped. A last line cut short by an interrupted run is
// skipped with a warning; every other problem is an error that names the
// line and says what to do.

const COMPARE_COLUMNS = ['binary', 'filename', 'configuration', 'rate', 'time'];
const COMPARE_HEADER = COMPARE_COLUMNS.map((c) => `"${c}"`).join(',');
const MAX_REPORTED_ERRORS = 10;

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
        while (i < n) {
          const c = text[i];
          if (c === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\n') line++;
          value += c;
          i++;
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

/** A number as R's read.csv would read it: decimal, exponent, Inf, NaN. */
function toNumber(text) {
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return Number(text);
  if (/^[+-]?Inf$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (text === 'NaN') return NaN;
  return undefined;
}

// A row exactly as compare.js writes it. Most CSVs are nothing else, and
// one match per line is many times faster than the general parser.
const FAST_ROW = /^"(old|new)","([^"]*)","((?:[^"]|"")*)",([-+.\deE]+|NaN|-?Inf),([-+.\deE]+|NaN|-?Inf)\r?$/;

/** The fast path: null as soon as a line is anything but a plain row. */
function parseCompareFast(text) {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0 || lines[0].replace(/\r$/, '') !== COMPARE_HEADER) return null;
  const samples = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line === COMPARE_HEADER) continue;
    const m = FAST_ROW.exec(line);
    if (!m) return null;
    const rate = toNumber(m[4]);
    const time = toNumber(m[5]);
    if (rate === undefined || time === undefined) return null;
    const configuration = m[3].includes('""') ? m[3].replace(/""/g, '"') : m[3];
    samples.push({ binary: /** @type {'old' | 'new'} */ (m[1]), filename: m[2], configuration,
                   rate, time, line: i + 1 });
  }
  return { samples, warnings: [] };
}

/**
 * Parses compare.js output.
 * @param {string} text
 * @returns {{ samples: { binary: 'old' | 'new', filename: string, configuration: string,
 *   rate: number, time: number, line: number }[], warnings: string[] }}
 */
function parseCompareCsv(text) {
  const fast = parseCompareFast(text);
  if (fast) return fast;
  const records = parseRecords(text).filter((r) => !isBlank(r));
  if (records.length === 0) {
    throw new CsvError(`The CSV is empty: expected compare.js output, starting with the header ${COMPARE_HEADER}.`);
  }
  if (!isHeader(records[0], COMPARE_COLUMNS)) {
    throw new CsvError(`line ${records[0].line}: expected the header ${COMPARE_HEADER}, found ` +
                       `${JSON.stringify(records[0].fields.join(','))}. Give analyze.js the output of ` +
                       'compare.js (scatter.js output goes to scatter-analyze.js).');
  }
  const { rows: samples, warnings } = readRows(records, COMPARE_COLUMNS, (record) => {
    const problem = checkSample(record);
    if (problem) return { problem };
    const [binary, filename, configuration, rate, time] = record.fields;
    // checkSample made sure that both are numbers.
    return { row: { binary: /** @type {'old' | 'new'} */ (binary), filename, configuration,
                    rate: /** @type {number} */ (toNumber(rate)), time: /** @type {number} */ (toNumber(time)),
                    line: record.line } };
  }, 'Each line must be "old" or "new","<file>","<configuration>",<rate>,<time> as compare.js writes it.');
  return { samples, warnings };
}

/**
 * The records after the header, each turned into a row by `toRow` or into
 * a problem. Repeated headers are skipped; an incomplete last line is a
 * warning; any other problem makes the whole CSV an error listing them.
 * @template T
 * @param {ReturnType<typeof parseRecords>} records
 * @param {string[]} columns
 * @param {(record: ReturnType<typeof parseRecords>[number]) => { row?: T, problem?: string }} toRow
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
    const { row, problem } = toRow(record);
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

function checkSample(record) {
  const { fields } = record;
  if (fields.length !== COMPARE_COLUMNS.length) {
    return `expected 5 fields (binary, filename, configuration, rate, time), found ${fields.length}`;
  }
  const [binary, , , rate, time] = fields;
  if (binary !== 'old' && binary !== 'new') {
    return `the binary must be "old" or "new", found ${JSON.stringify(binary)}`;
  }
  if (toNumber(rate) === undefined) return `the rate is not a number: ${JSON.stringify(rate)}`;
  if (toNumber(time) === undefined) return `the time is not a number: ${JSON.stringify(time)}`;
  return null;
}

/**
 * Parses scatter.js output: a header of column names, then rows whose
 * unquoted fields are numbers and quoted ones strings.
 * @param {string} text
 * @returns {{ columns: string[], rows: Record<string, string | number>[], warnings: string[] }}
 */
function parseScatterCsv(text) {
  const records = parseRecords(text).filter((r) => !isBlank(r));
  if (records.length === 0) {
    throw new CsvError('The CSV is empty: expected scatter.js output, starting with a header ' +
                       'such as "filename","n",...,"rate","time".');
  }
  const columns = records[0].fields;
  if (!columns.includes('rate') || columns[0] !== 'filename') {
    throw new CsvError(`line ${records[0].line}: expected a scatter.js header starting with "filename" ` +
                       `and holding "rate", found ${JSON.stringify(columns.join(','))}.`);
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
      if (value === undefined) problem ??= `${columns[i]} is not a number: ${JSON.stringify(field)}`;
      else row[columns[i]] = value;
    });
    if (!problem && typeof row.rate !== 'number') problem = 'the rate is not a number';
    return problem ? { problem } : { row };
  });
  return { columns, rows, warnings };
}

module.exports = { parseCompareCsv, parseScatterCsv, parseRecords, CsvError };
