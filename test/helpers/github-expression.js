// A GitHub Actions expression, evaluated as GitHub evaluates it, for the
// subset the workflows' `if:` conditions use: context paths
// (`github.event.comment.body`), string, number, boolean and null literals,
// `!`, `&&`, `||`, `==`, `!=`, parentheses, and the functions startsWith,
// endsWith, contains and fromJSON. As GitHub's documentation says:
// - `&&` and `||` give one of their operands, not a boolean;
// - false, 0, '', null (and a missing property) are falsy, anything else truthy;
// - startsWith, endsWith and contains ignore case; contains of an array
//   looks for an element, of a string for a substring.
// Anything else is an error, so a workflow that starts using more fails its
// test instead of being evaluated wrongly.
//
//   evaluate("github.event.issue.pull_request && startsWith(github.event.comment.body, '/benchmark')",
//     { github: { event } })   -> true or false

/**
 * @param {string} source  with or without `${{ }}`
 * @param {Record<string, any>} contexts  e.g. { github: { event: payload } }
 * @returns {boolean}  the value as `if:` reads it
 */
export function evaluate(source, contexts) {
  const text = source.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at];
  const take = (value) => {
    const token = tokens[at];
    if (value !== undefined && token?.value !== value) throw new Error(`expected ${value} at ${token?.value ?? 'the end'} in ${text}`);
    at++;
    return token;
  };
  const or = () => {
    let value = and();
    while (peek()?.value === '||') {
      take();
      const right = or();
      value = truthy(value) ? value : right;
    }
    return value;
  };
  const and = () => {
    let value = equality();
    while (peek()?.value === '&&') {
      take();
      const right = equality();
      value = truthy(value) ? right : value;
    }
    return value;
  };
  const equality = () => {
    let value = unary();
    while (peek()?.value === '==' || peek()?.value === '!=') {
      const op = take().value;
      const right = unary();
      value = (op === '==') === looseEqual(value, right);
    }
    return value;
  };
  const unary = () => {
    if (peek()?.value === '!') {
      take();
      return !truthy(unary());
    }
    return primary();
  };
  const primary = () => {
    const token = take();
    if (token === undefined) throw new Error(`unexpected end of ${text}`);
    if (token.type === 'string' || token.type === 'number') return token.value;
    if (token.value === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.type !== 'name') throw new Error(`unexpected ${token.value} in ${text}`);
    if (peek()?.value === '(') {
      take('(');
      const args = [];
      while (peek()?.value !== ')') {
        args.push(or());
        if (peek()?.value === ',') take(',');
      }
      take(')');
      return call(token.value, args);
    }
    if (token.value === 'true' || token.value === 'false') return token.value === 'true';
    if (token.value === 'null') return null;
    return token.value.split('.').reduce((value, key) => (value == null ? null : value[key] ?? null), contexts);
  };
  const value = or();
  if (at !== tokens.length) throw new Error(`unexpected ${tokens[at].value} in ${text}`);
  return truthy(value);
}

/**
 * @param {string} text
 * @returns {Array<{ type: 'string' | 'number' | 'name' | 'operator', value: any }>}
 */
function tokenize(text) {
  /** @type {ReturnType<typeof tokenize>} */
  const tokens = [];
  const pattern = /\s*(?:'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w.-]*)|(&&|\|\||==|!=|[!(),]))/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    pattern.lastIndex = at;
    const m = pattern.exec(text);
    if (!m) throw new Error(`cannot read ${JSON.stringify(text.slice(at, at + 20))} in ${text}`);
    at = pattern.lastIndex;
    if (m[1] !== undefined) tokens.push({ type: 'string', value: m[1].replaceAll("''", "'") });
    else if (m[2] !== undefined) tokens.push({ type: 'number', value: Number(m[2]) });
    else if (m[3] !== undefined) tokens.push({ type: 'name', value: m[3] });
    else tokens.push({ type: 'operator', value: m[4] });
  }
  return tokens;
}

/** @param {string} name @param {any[]} args */
function call(name, args) {
  const lower = (value) => text(value).toLowerCase();
  switch (name.toLowerCase()) {
    case 'startswith':
      return lower(args[0]).startsWith(lower(args[1]));
    case 'endswith':
      return lower(args[0]).endsWith(lower(args[1]));
    case 'contains':
      return Array.isArray(args[0]) ? args[0].some((item) => looseEqual(item, args[1])) :
        lower(args[0]).includes(lower(args[1]));
    case 'fromjson':
      return JSON.parse(text(args[0]));
    default:
      throw new Error(`the function ${name} is not evaluated here`);
  }
}

/** A value as a string, as GitHub coerces it. */
function text(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function truthy(value) {
  return !(value === false || value === 0 || value === '' || value === null || value === undefined || Number.isNaN(value));
}

/** `==`: strings ignore case; otherwise the same type and value. */
function looseEqual(a, b) {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  return a === b;
}
