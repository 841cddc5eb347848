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

// ---------------------------------------------------------------------------
// `pass-env`: the names it refuses without `pass-env-unsafe`.
//
// Which environment variable names are risky to hand to a pull request's
// build and benchmarks, for the `pass-env` input (src/settings.js): a name
// that looks like a credential (the pull request's code would read it and
// could send it anywhere) or one that makes a loader, shell or interpreter
// run code of its choosing (LD_PRELOAD, BASH_ENV, NODE_OPTIONS...: the
// trusted programs started with that environment, bwrap and taskset among
// them, would run it outside the sandbox). `pass-env` refuses such a name
// unless `pass-env-unsafe` names it too, on purpose.
//
// A name is judged by its words (split at `_`, any case): `API_KEY` and
// `KEY_ID` are credentials, `KEYBOARD` is not. It is a guess from the name
// and can only err one way: a name it misses is passed as `pass-env` says
// (the allow-list stays the protection), a name it flags costs one more
// line in the workflow. The names that never pass whatever the inputs say
// (the Action's inputs and tokens) are sandbox.js's NEVER.

// Words that name a secret wherever they stand in a word: GH_TOKEN,
// NPM_AUTHTOKEN, DB_PASSWORD, ARM_CLIENT_SECRET, GOOGLE_APPLICATION_CREDENTIALS.
const SECRET_PARTS = ['TOKEN', 'SECRET', 'PASSWORD', 'PASSWD', 'PASSPHRASE', 'CREDENTIAL', 'COOKIE', 'SESSION',
  'PRIVATE', 'APIKEY', 'ACCESSKEY'];
// Whole words only: KEY_ID and SSH_KEY, not KEYBOARD or MONKEY; PAT (a
// personal access token), not PATH.
const SECRET_WORDS = new Set(['KEY', 'KEYS', 'KEYID', 'KEYFILE', 'KEYRING', 'KEYSTORE', 'KEYCHAIN', 'PRIVKEY',
  'SECRETKEY', 'PASS', 'PAT', 'CREDS', 'NETRC', 'KUBECONFIG']);
// AUTH, AUTHTOKEN, AUTHORIZATION, OAUTH, XAUTHORITY; not AUTHOR (GIT_AUTHOR_NAME).
const AUTH_WORD = /^[OX]?AUTH(?!ORS?$)/;
// Whole families: a cloud's variables configure its credentials.
const SECRET_PREFIXES = ['AWS_', 'AZURE_', 'GOOGLE_', 'GCLOUD_', 'CLOUDSDK_', 'ALIBABA_CLOUD_', 'DIGITALOCEAN_',
  'VAULT_', 'DOCKER_CONFIG'];

// Loaders and interpreters that run code a variable names: the dynamic
// linker (LD_*, DYLD_*, glibc's GCONV_PATH...), shells (BASH_ENV, ENV, PS4
// with xtrace), node, python, perl, ruby, java, git (its config, askpass
// and ssh commands), openssl's engines, less's input filters.
const LOADER_NAMES = new Set(['GCONV_PATH', 'GETCONF_DIR', 'HOSTALIASES', 'LOCALDOMAIN', 'RES_OPTIONS', 'NLSPATH',
  'LOCPATH', 'MALLOC_TRACE', 'BASH_ENV', 'ENV', 'ZDOTDIR', 'SHELLOPTS', 'BASHOPTS', 'PS4', 'IFS',
  'PROMPT_COMMAND', 'CDPATH', 'GLOBIGNORE', 'NODE_OPTIONS', 'NODE_PATH', 'NODE_REPL_EXTERNAL_MODULE',
  'CLASSPATH', 'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'LESSOPEN', 'LESSCLOSE', 'PAGER', 'EDITOR',
  'VISUAL', 'BROWSER']);
const LOADER_PREFIXES = ['LD_', 'DYLD_', 'PYTHON', 'PERL', 'RUBY', 'GIT_', 'OPENSSL_', 'BASH_FUNC_'];
const LOADER_SUFFIXES = ['ASKPASS'];
// Names of the allow-list (sandbox.js) that a prefix above would catch: the
// workflow's own python for node's configure.
const NOT_LOADERS = new Set(['PYTHON']);

/**
 * What kind of risk a variable's name says it is, or null.
 * @param {string} name
 * @returns {'credential' | 'loader' | null}
 */
export function envNameRisk(name) {
  const upper = name.toUpperCase();
  if (isLoader(upper)) return 'loader';
  const words = upper.split('_').filter(Boolean);
  const secret = words.some((word) => SECRET_WORDS.has(word) || AUTH_WORD.test(word) ||
    SECRET_PARTS.some((part) => word.includes(part)));
  return secret || SECRET_PREFIXES.some((prefix) => upper.startsWith(prefix)) ? 'credential' : null;
}

/** @param {string} upper */
function isLoader(upper) {
  if (NOT_LOADERS.has(upper)) return false;
  return LOADER_NAMES.has(upper) || LOADER_PREFIXES.some((prefix) => upper.startsWith(prefix)) ||
    LOADER_SUFFIXES.some((suffix) => upper.endsWith(suffix));
}
