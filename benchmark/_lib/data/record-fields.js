'use strict';

// The kinds of value that the fields of compare.js's ndjson records hold,
// each with its bounds, for records.js, which names every field's kind.
// `fits(value)` says whether a value is of the kind; `check(value)` says
// what is wrong with it, in words that follow the field's name (`the block
// must be a whole number from 0 to 99999, found -1`), or null when it fits.
// A text's `max` is also where records.js cuts a longer one that a
// benchmark process sent. Pure, with no dependency, so that the Action's
// bundle takes it.

/**
 * @typedef {{ expected: string, fits: (value: any) => boolean, check: (value: unknown) => string | null,
 *   max?: number, known?: (value: any) => unknown }} Kind
 *   expected: the kind in words; max: a text's most characters (UTF-16 code units, as `length` counts);
 *   known: of a value that fits, the parts this kind names (an object's other keys left out)
 */

// Of a value quoted in a message.
const SHOWN = 60;

/** A value as a message quotes it: its JSON, the start of it. @param {unknown} value */
function shown(value) {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > SHOWN ? `${json.slice(0, SHOWN)}...` : json;
}

/**
 * @param {string} expected
 * @param {(value: any) => boolean} fits
 * @param {number} [max]
 * @returns {Kind}
 */
function kind(expected, fits, max) {
  return { expected, fits, check: (value) => (fits(value) ? null : `must be ${expected}, found ${shown(value)}`),
    ...(max === undefined ? {} : { max }) };
}

/** @param {number} max */
const text = (max) => kind(`a string of at most ${max} characters`, (v) => typeof v === 'string' && v.length <= max, max);

/** An argument of a command line: no NUL, which no argv can hold. @param {number} max */
const argument = (max) => kind(`a string of at most ${max} characters without NUL`,
  (v) => typeof v === 'string' && v.length <= max && !v.includes('\0'), max);

/** @param {...unknown} values */
const oneOf = (...values) => kind(values.map((v) => JSON.stringify(v)).join(' or '), (v) => values.includes(v));

/** @param {number} min @param {number} [max] */
const whole = (min, max = Number.MAX_SAFE_INTEGER) =>
  kind(max === Number.MAX_SAFE_INTEGER ? `a whole number of ${min} or more` : `a whole number from ${min} to ${max}`,
    (v) => Number.isSafeInteger(v) && v >= min && v <= max);

/**
 * A finite number, within its bounds when it has some.
 * @param {{ min?: number, above?: number, max?: number }} [bounds]  min: at least; above: more than
 */
function number({ min = -Infinity, above = -Infinity, max = Infinity } = {}) {
  const words = [min > -Infinity ? `of ${min} or more` : null, above > -Infinity ? `above ${above}` : null,
    max < Infinity ? `at most ${max}` : null].filter(Boolean);
  return kind(words.length === 0 ? 'a number' : `a number ${words.join(' and ')}`,
    (v) => typeof v === 'number' && Number.isFinite(v) && v >= min && v > above && v <= max);
}

const flag = kind('true or false', (v) => typeof v === 'boolean');

// Date.prototype.toISOString, as the drivers write every time.
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z$/;
const isoTime = kind('a time such as 2026-01-31T12:00:00.000Z', (v) => typeof v === 'string' && ISO_TIME.test(v));

/** @param {Kind} a @param {Kind} b */
const either = (a, b) => kind(`${a.expected}, or ${b.expected}`, (v) => a.fits(v) || b.fits(v), a.max ?? b.max);

/** Its problem is the kind's own (a plan's says which part is wrong). @param {Kind} of @returns {Kind} */
const nullable = (of) => ({ ...of, expected: `${of.expected}, or null`, fits: (v) => v === null || of.fits(v),
  check: (v) => (v === null ? null : of.check(v)), ...(of.known ? { known: (v) => (v === null ? null : of.known?.(v)) } : {}) });

/** @param {Kind} of @param {number} most */
const list = (of, most) => kind(`a list of at most ${most} items, each ${of.expected}`,
  (v) => Array.isArray(v) && v.length <= most && v.every(of.fits));

/**
 * A stopping plan, as sequential.js's createPlan makes it: alpha, accuracy
 * (null: a fixed number of blocks), power, minRuns and maxRuns, and looks,
 * the block counts of its looks. Its problems say which part is wrong.
 * @param {number} maxBlocks  the most blocks a plan may run
 * @returns {Kind}
 */
function plan(maxBlocks) {
  const isCount = (v) => Number.isInteger(v) && v >= 1 && v <= maxBlocks;
  /** @param {any} p */
  const problem = (p) => {
    if (p === null || typeof p !== 'object' || Array.isArray(p)) return 'is missing';
    if (!(p.alpha > 0 && p.alpha < 1)) return `has alpha ${shown(p.alpha)}, not a number between 0 and 1`;
    if (p.accuracy !== null && !(typeof p.accuracy === 'number' && p.accuracy > 0 && p.accuracy <= 100)) {
      return `has accuracy ${shown(p.accuracy)}, not null or a percentage above 0 and at most 100`;
    }
    if (p.power !== undefined && p.power !== null && !(p.power > 0.5 && p.power < 1)) {
      return `has power ${shown(p.power)}, not a number between 0.5 and 1`;
    }
    if (p.margin !== undefined && p.margin !== null && !(typeof p.margin === 'number' && p.margin > 0 && p.margin < 1000)) {
      return `has margin ${shown(p.margin)}, not a percentage above 0`;
    }
    if (p.correction !== undefined && p.correction !== 'configurations') {
      return `has correction ${shown(p.correction)}, not 'configurations'`;
    }
    if (!isCount(p.minRuns) || !isCount(p.maxRuns) || p.minRuns > p.maxRuns) {
      return `has minRuns ${shown(p.minRuns)} and maxRuns ${shown(p.maxRuns)}, not whole numbers with minRuns <= maxRuns`;
    }
    const looks = p.looks;
    if (!Array.isArray(looks) || looks.length === 0 || looks.length > maxBlocks || !looks.every(isCount) ||
        looks.some((look, i) => i > 0 && look <= looks[i - 1]) || looks[looks.length - 1] !== p.maxRuns) {
      return `has looks ${shown(looks)}, not increasing block counts ending at maxRuns`;
    }
    return null;
  };
  /** @param {any} p */
  const known = ({ alpha, accuracy, power, margin, minRuns, maxRuns, looks, correction }) =>
    ({ alpha, accuracy, ...(power === undefined ? {} : { power }), ...(margin === undefined ? {} : { margin }), minRuns,
       maxRuns, looks, ...(correction === undefined ? {} : { correction }) });
  return { expected: 'a stopping plan', fits: (p) => problem(p) === null, check: problem, known };
}

/**
 * A value within its kind: itself (an object, only the parts the kind
 * names); a text too long cut to the kind's bound when `cut`; undefined
 * when it does not fit.
 * @param {Kind} kind @param {unknown} value @param {boolean} cut
 */
function fitted(kind, value, cut) {
  if (kind.fits(value)) return kind.known ? kind.known(value) : value;
  if (!cut || typeof value !== 'string' || kind.max === undefined) return undefined;
  const short = value.slice(0, kind.max);
  return kind.fits(short) ? short : undefined;
}

module.exports = { shown, fitted, text, argument, oneOf, whole, number, flag, isoTime, either, nullable, list, plan };
