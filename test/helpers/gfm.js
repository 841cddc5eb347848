// A comment's markdown as GitHub shows it, as a DOM to query: what a reader of
// the pull request sees, not what the markdown source happens to contain.
//
//   const { body, html } = renderGfm(markdown);
//   body.querySelectorAll('ul > li')      // linkedom: querySelector, textContent, children
//
// The pipeline follows GitHub's for an issue or pull request comment:
//
//   1. GFM to HTML, by `marked` (gfm: tables, strikethrough, autolinks of
//      www. and http(s) links), with raw HTML passed through as cmark-gfm
//      --unsafe does, GFM's tagfilter (`<script`, `<style`, `<iframe` ... of
//      raw HTML written as text) and, as in comments (not in .md files), every
//      newline in a paragraph a hard line break (`breaks: true`);
//   2. the HTML parsed as a browser parses it (parse5, via hast-util-from-html);
//   3. sanitized with GitHub's allowlist, as hast-util-sanitize's defaultSchema
//      writes it down: only `details`, `summary`, `table`, `code`, `pre`,
//      `a[href]` (http, https, mailto ...), `sub`, ... survive; any other
//      element is unwrapped to its text (`script` would go with its content,
//      but the tagfilter has already made it text); no `style` or event
//      attributes, no `class` but a few; HTML comments are dropped; `id` and
//      `name` get the `user-content-` prefix;
//   4. what GitHub links after rendering, outside `a`, `code` and `pre`:
//      `@login` becomes `<a class="user-mention">` and `#123` becomes
//      `<a class="issue-link">` (html-pipeline's MentionFilter pattern;
//      references by a preceding start or non-word character).
//
// What differs from github.com:
//   - marked is not cmark-gfm: it follows the GFM spec closely but not to the
//     byte in corner cases (emphasis next to punctuation, some HTML block
//     ends, lazy continuation lines); the structures these tests look at
//     (paragraphs, lists, fenced code, tables, `<details>` blocks separated
//     by blank lines) render the same;
//   - GitHub also links commit SHAs of the repository, `owner/repo#1`,
//     `GH-1`, team mentions and `:emoji:` shortcodes, adds heading anchors,
//     wraps tables for scrolling and highlights code: none of that here
//     (task lists are marked's: a disabled checkbox);
//   - the allowlist is hast-util-sanitize's copy of GitHub's (html-pipeline's
//     SanitizationFilter), not GitHub's current production list, which is
//     not published and may differ in details (rare elements and attributes).

import { Marked } from 'marked';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, defaultSchema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { parseHTML } from 'linkedom';

// GFM's tagfilter extension: these raw HTML tags are written as text.
const TAGFILTER = /<(?=\/?(?:title|textarea|style|xmp|iframe|noembed|noframes|script|plaintext)(?=[\s/>]|$))/gi;

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html(token) {
      return token.text.replace(TAGFILTER, '&lt;');
    },
  },
});

// Where GitHub links no mention or reference.
const INERT = new Set(['a', 'code', 'pre', 'style', 'script']);
// html-pipeline's MentionFilter: `@login` after the start or a non-word
// character, not followed by `/`; an issue reference `#123` likewise.
const REFERENCE = /(^|[^\w])(?:@([a-z0-9][a-z0-9-]*)(?!\/)(?=\.+[ \t\W]|\.+$|[^0-9a-z_.]|$)|#(\d+)\b)/gi;

/**
 * The markdown of a comment as GitHub renders it.
 * @param {string} markdown
 * @returns {{ html: string, document: Document, body: HTMLElement }}
 *   html: the sanitized HTML; body: the element that holds it
 */
export function renderGfm(markdown) {
  const raw = /** @type {string} */ (marked.parse(markdown));
  const tree = sanitize(fromHtml(raw, { fragment: true }), defaultSchema);
  linkReferences(tree, false);
  const html = toHtml(tree);
  const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  return { html, document, body: document.body };
}

/**
 * Mentions and issue references as GitHub links them, in place.
 * @param {any} node  a hast node
 * @param {boolean} inert  inside an element where GitHub links nothing
 */
function linkReferences(node, inert) {
  if (!Array.isArray(node.children)) return;
  const children = [];
  for (const child of node.children) {
    if (child.type === 'text' && !inert) children.push(...splitReferences(child.value));
    else {
      if (child.type === 'element') linkReferences(child, inert || INERT.has(child.tagName));
      children.push(child);
    }
  }
  node.children = children;
}

/** @param {string} value  @returns {any[]} hast text and link nodes */
function splitReferences(value) {
  const nodes = [];
  let at = 0;
  for (const m of value.matchAll(REFERENCE)) {
    const start = /** @type {number} */ (m.index) + m[1].length;
    if (start > at) nodes.push({ type: 'text', value: value.slice(at, start) });
    const [className, href] = m[2] === undefined ? ['issue-link', `#${m[3]}`] : ['user-mention', `/${m[2]}`];
    const label = value.slice(start, /** @type {number} */ (m.index) + m[0].length);
    nodes.push({ type: 'element', tagName: 'a', properties: { className: [className], href },
      children: [{ type: 'text', value: label }] });
    at = start + label.length;
  }
  if (at < value.length) nodes.push({ type: 'text', value: value.slice(at) });
  return nodes;
}

/**
 * The text a reader sees in an element, whitespace collapsed as a browser does.
 * @param {Element | null | undefined} element
 */
export function visibleText(element) {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The element children of `parent`, as their tag names: the shape of a comment.
 * @param {Element} parent
 */
export function shape(parent) {
  return [...parent.children].map((child) => child.tagName.toLowerCase());
}

/**
 * A table's header cells and its body rows' cells, as their visible texts.
 * @param {Element} table
 * @returns {{ header: string[], rows: string[][] }}
 */
export function tableCells(table) {
  const cells = (row) => [...row.children].filter((c) => /^t[hd]$/i.test(c.tagName)).map((c) => visibleText(c));
  const header = table.querySelector('thead tr');
  return {
    header: header ? cells(header) : [],
    rows: [...table.querySelectorAll('tbody tr')].map(cells),
  };
}
