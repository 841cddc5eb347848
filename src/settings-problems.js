// How settings.js words a bad input, all problems at once:
//
//   Invalid 'max-runs': expected a whole number from 1 to 1000, got 'abc'
//
// and the small number readers it shares between inputs.

import textModule from '../benchmark/_lib/text.js';

const DECIMAL_RE = /^\d+(\.\d+)?$/;
const TRUE = ['true', 'yes', '1'];
const FALSE = ['false', 'no', '0'];

/** All the problems with the inputs, one line each. */
export class SettingsError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

const SHOWN = 80;
const ESCAPES = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value as a message shows it: quoted, control characters visible, long ones cut. */
function quote(text) {
  const visible = text.replace(/\p{Cc}/gu, (c) =>
    ESCAPES[c] ?? `\\u${c.codePointAt(0).toString(16).padStart(4, '0')}`);
  return `'${textModule.clip(visible, SHOWN)}'`;
}

export class Problems {
  /** @type {string[]} */
  list = [];

  /** Records `Invalid '<name>': expected <expected>, got '<text>'`; returns null. */
  invalid(name, expected, text) {
    this.list.push(`Invalid '${name}': expected ${expected}, got ${quote(text)}`);
    return null;
  }

  /** Records a problem worded by the caller, whole (it names the input). @param {string} message */
  add(message) {
    this.list.push(message);
  }

  oneOf(name, text, choices) {
    return choices.includes(text) ? text : this.invalid(name, `one of ${choices.join(', ')}`, text);
  }

  boolean(name, text) {
    const lower = text.toLowerCase();
    if (TRUE.includes(lower)) return true;
    if (FALSE.includes(lower)) return false;
    return this.invalid(name, 'true or false (or yes/no, 1/0)', text);
  }

  nonEmpty(name, text, expected) {
    return text === '' ? this.invalid(name, expected, text) : text;
  }
}

/** A whole number from `min` to `max` written in digits only, or null. */
export function wholeNumber(text, min, max) {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** A decimal number above 0 and at most `max`, or null ('1e3', '0x10' are refused). */
export function positive(text, max) {
  if (!DECIMAL_RE.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= max ? value : null;
}
