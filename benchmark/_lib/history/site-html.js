'use strict';

// The HTML toolkit of the history site (history/site.js): escaping, links,
// number formats, the page shell and its stylesheet. Pure.
//
// Everything from the history model is untrusted: names and commits come
// from data files behind a public page. Text is HTML-escaped; links are
// built from an http(s) repository URL only; the charts' data travels as
// JSON in a <script type="application/json"> with `<`, `>` and `&` escaped,
// so a name cannot close the element; and each page's Content-Security-
// Policy allows scripts and styles from the site's own files only, so no
// inline script or handler could run even if markup got through.

const { escapeHtml } = require('../text.js');
const { COLORS } = require('../charts/svg.js');

const Y_TITLE = 'commit / reference (higher is faster)';
// The chart's colours, for site.js: the ratio in Okabe-Ito blue, changes as
// charts/svg.js colours improvements and regressions.
const CHART_COLORS = {
  ratio: '#0072B2', band: 'rgba(0, 114, 178, 0.16)', bandEdge: 'rgba(0, 114, 178, 0.35)',
  faster: COLORS.improved, slower: COLORS.regressed, reference: '#8C8C8C', grid: '#EAEEF2',
};

/** The JSON of `value` for a <script type="application/json">: no `</script>`, `<!--` or line separators. */
function scriptJson(value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The repository's http(s) URL without a trailing slash, or null: nothing else becomes a link. */
function repositoryBase(url) {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

/** A signed percent with one decimal, as the PR comment writes changes: `-3.9%`, `+0.4%`, `0.0%`. */
function percentText(value) {
  if (!Number.isFinite(value)) return 'NA';
  const digits = Math.abs(value).toFixed(1);
  return digits === '0.0' ? '0.0%' : `${value < 0 ? '-' : '+'}${digits}%`;
}

const ratioText = (value) => (Number.isFinite(value) ? value.toFixed(3) : 'NA');
const dayText = (date) => escapeHtml(String(date).slice(0, 10));
const round4 = (value) => (Number.isFinite(value) ? Math.round(value * 1e4) / 1e4 : null);

/** Links and short labels for commits and pull requests: text when there is no repository URL. */
function linker(repositoryUrl) {
  const base = repositoryBase(repositoryUrl);
  const link = (href, label) => (base ? `<a href="${escapeHtml(href)}">${label}</a>` : label);
  return {
    base,
    commit: (sha) => link(`${base}/commit/${encodeURIComponent(sha)}`, `<code>${escapeHtml(String(sha).slice(0, 7))}</code>`),
    pull: (n) => (Number.isSafeInteger(n) && n > 0 ? link(`${base}/pull/${n}`, `#${n}`) : ''),
  };
}

/** The page around `body`; `script` pages load uPlot and site.js. */
function page({ title, body, script = false }) {
  const csp = `default-src 'none'; ${script ? "script-src 'self'; " : ''}style-src 'self'; img-src 'self'; ` +
    "base-uri 'none'; form-action 'none'";
  const uplot = script ? '<link rel="stylesheet" href="uplot/uPlot.min.css">\n' : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${uplot}<link rel="stylesheet" href="site.css">
</head>
<body>
${body}
${script ? '<script src="uplot/uPlot.iife.min.js"></script>\n<script src="site.js"></script>\n' : ''}</body></html>
`;
}

/** A change as `-3.9% (-5.1% to -2.7%)`, coloured by its direction. */
function changeSpan(c) {
  const kind = c.change < 0 ? 'slower' : 'faster';
  return `<span class="${kind}">${percentText(c.change)}</span> (${percentText(c.changeLow)} to ${percentText(c.changeHigh)})`;
}

const SITE_CSS = `:root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --link: #0969da; }
html { background: #ffffff; }
body { margin: 0; color: var(--ink); line-height: 1.5; font-size: 15px;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
header, main { max-width: 1100px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 16px; }
h1 { font-size: 26px; margin: 8px 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 20px; margin: 32px 0 12px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h3 { font-size: 15px; margin: 0 0 6px; overflow-wrap: anywhere; }
a { color: var(--link); text-decoration: none; }
a:hover { text-decoration: underline; }
code { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px; }
.lead { color: var(--muted); margin: 0 0 8px; }
.note, .muted { color: var(--muted); }
.note { font-size: 14px; }
nav { font-size: 14px; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; border-bottom-width: 2px; }
td code { overflow-wrap: anywhere; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.slower { color: #b94a00; font-weight: 600; }
.faster { color: #00795a; font-weight: 600; }
.categories { padding-left: 20px; }
.config { border: 1px solid var(--line); border-radius: 6px; padding: 12px 16px 8px; margin: 16px 0; }
.chart { min-height: 300px; }
.readout { color: var(--muted); font-size: 13px; margin: 2px 0 0; font-variant-numeric: tabular-nums; }
.changes { margin: 6px 0 4px; padding-left: 20px; font-size: 14px; }
.empty { color: var(--muted); font-style: italic; }
`;

module.exports = {
  escapeHtml, scriptJson, repositoryBase, linker, page, percentText, ratioText, dayText, round4, changeSpan,
  SITE_CSS, CHART_COLORS, Y_TITLE,
};
