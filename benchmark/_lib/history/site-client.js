'use strict';

// The browser side of the history site: history/site.js copies this file as
// site.js next to the category pages. It reads the page's JSON
// (#history-data, written by history/site.js) and draws each configuration's
// chart with uPlot: the ratio commit / reference per commit as a line with
// points, its 95% interval as a band, a dashed line at 1 (as fast as the
// reference) and a vertical line at each detected change. A commit without a
// result breaks the line and the band (spanGaps false): a line drawn across
// it would claim a level nobody measured. The readout under
// a chart names the commit under the cursor, with links, and shows the
// latest result again when the cursor leaves.
//
// Charts are made when they come near the viewport and dropped when they
// leave it: a category of a thousand configurations over a thousand commits
// would otherwise hold a thousand canvases at once.
//
// Runs in the browser, not in Node: no require, only the DOM and the uPlot
// global of uplot/uPlot.iife.min.js. Text from the data goes in as
// textContent or href, never as markup.

/* global document, window, IntersectionObserver */
(() => {
  const uPlot = /** @type {any} */ (window).uPlot;
  const data = JSON.parse(document.getElementById('history-data')?.textContent ?? '{"charts":[]}');
  const colors = data.colors;
  const HEIGHT = 300;
  const LABEL_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
  // Steps of 1, 2 and 5 only: uPlot's default 2.5 writes 1.025 as "1.02" at two decimals.
  const Y_STEPS = [1e-4, 2e-4, 5e-4, 1e-3, 2e-3, 5e-3, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100];
  /** @type {Map<Element, any>} the charts drawn now, by their element */
  const live = new Map();

  const ratioText = (v) => (v == null ? 'NA' : v.toFixed(3));
  const percentText = (v) => `${v < 0 ? '-' : '+'}${Math.abs(v).toFixed(1)}%`;
  /** The decimals that write every multiple of `step` exactly: 2 for 0.01 and 0.05, 3 for 0.002. */
  const decimals = (step) => {
    let d = 0;
    while (d < 8 && Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) > 1e-6) d++;
    return d;
  };

  /** uPlot's columns: every commit of the series, null where a commit has no result. */
  function columns(chart, n) {
    const [x, hi, lo, y] = [[], [], [], []].map(() => new Array(n).fill(null));
    for (let i = 0; i < n; i++) x[i] = i;
    chart.x.forEach((at, j) => {
      [y[at], lo[at], hi[at]] = [chart.y[j], chart.lo[j], chart.hi[j]];
    });
    return [x, hi, lo, y];
  }

  /** The commit label on the x axis: short sha, and its date on a second line. */
  function commitLabel(series, i) {
    return Number.isInteger(i) && i >= 0 && i < series.sha.length ? `${series.sha[i].slice(0, 7)}\n${series.date[i]}` : '';
  }

  /** A link to `path` under the repository, or the text alone when there is none. */
  function link(path, text) {
    const node = document.createElement(data.repository ? 'a' : 'span');
    if (data.repository) /** @type {HTMLAnchorElement} */ (node).href = `${data.repository}/${path}`;
    node.textContent = text;
    return node;
  }

  /** The readout for commit `i`: `commit abc1234 2026-11-02 #123: 0.962 (0.951 to 0.973)`. */
  function readout(element, series, values, i) {
    const code = document.createElement('code');
    code.textContent = series.sha[i].slice(0, 7);
    const commit = link(`commit/${encodeURIComponent(series.sha[i])}`, '');
    commit.append(code);
    const pr = series.pr[i];
    const parts = ['commit ', commit, ` ${series.date[i]}`];
    if (Number.isInteger(pr) && pr > 0) parts.push(' ', link(`pull/${pr}`, `#${pr}`));
    const [hi, lo, y] = [values[1][i], values[2][i], values[3][i]];
    parts.push(y == null ? ': no result' : `: ${ratioText(y)} (${ratioText(lo)} to ${ratioText(hi)})`);
    element.replaceChildren(...parts);
  }

  /**
   * The points to draw when uPlot hides them (a dense chart): a result with
   * a gap either side has no line through it, and would vanish without its point.
   */
  function isolated(u, si, show) {
    if (show) return null;
    const ys = u.data[si];
    const alone = [];
    for (let i = 0; i < ys.length; i++) if (ys[i] != null && ys[i - 1] == null && ys[i + 1] == null) alone.push(i);
    return alone.length > 0 ? alone : null;
  }

  /** After the series: the line at 1 and each change as a vertical line, labelled with its size. */
  function drawMarks(u, chart) {
    const { ctx } = u;
    const { left, top, width, height } = u.bbox;
    const px = uPlot.pxRatio;
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, top, width, height);
    ctx.clip();
    ctx.lineWidth = px;
    ctx.setLineDash([5 * px, 4 * px]);
    ctx.strokeStyle = colors.reference;
    const one = Math.round(u.valToPos(1, 'y', true));
    ctx.beginPath();
    ctx.moveTo(left, one);
    ctx.lineTo(left + width, one);
    ctx.stroke();
    ctx.font = `bold ${11 * px}px system-ui, sans-serif`;
    ctx.lineWidth = 1.5 * px;
    ctx.setLineDash([3 * px, 3 * px]);
    for (const change of chart.changes) {
      const x = Math.round(u.valToPos(change.x, 'x', true));
      const color = change.change < 0 ? colors.slower : colors.faster;
      ctx.strokeStyle = color;
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
      const right = x > left + width - 60 * px;
      ctx.textAlign = right ? 'right' : 'left';
      ctx.fillText(percentText(change.change), x + (right ? -4 : 4) * px, top + 12 * px);
    }
    ctx.restore();
  }

  /** The y range: the data and 1, with a little room above and below. */
  function yRange(_u, min, max) {
    if (min == null || max == null) return [0.9, 1.1];
    const [low, high] = [Math.min(min, 1), Math.max(max, 1)];
    const pad = Math.max((high - low) * 0.08, 0.005);
    return [low - pad, high + pad];
  }

  function options(chart, series, element, values) {
    const readoutElement = element.nextElementSibling;
    const latest = readoutElement ? [...readoutElement.childNodes].map((n) => n.cloneNode(true)) : [];
    const grid = { stroke: colors.grid, width: 1 };
    return {
      width: element.clientWidth, height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: true, y: false }, points: { size: 8 } },
      scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, y: { range: yRange } },
      series: [
        {},
        { stroke: colors.bandEdge, width: 1, spanGaps: false, points: { show: false } },
        { stroke: colors.bandEdge, width: 1, spanGaps: false, points: { show: false } },
        { stroke: colors.ratio, width: 2, spanGaps: false, points: { size: 5, fill: colors.ratio, filter: isolated } },
      ],
      bands: [{ series: [1, 2], fill: colors.band }],
      axes: [
        { values: (_u, splits) => splits.map((i) => commitLabel(series, i)), space: 100, size: 48, grid, ticks: grid,
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] },
        { label: data.yTitle, labelSize: 20, labelFont: LABEL_FONT, size: 56, grid, ticks: grid, incrs: Y_STEPS,
          values: (_u, splits, _axis, _space, step) => splits.map((v) => v.toFixed(decimals(step))) },
      ],
      hooks: {
        draw: [(u) => drawMarks(u, chart)],
        setCursor: [(u) => {
          if (!readoutElement) return;
          const i = u.cursor.idx;
          if (i == null) readoutElement.replaceChildren(...latest.map((n) => n.cloneNode(true)));
          else readout(readoutElement, series, values, i);
        }],
      },
    };
  }

  /** @param {Element} element */
  function create(element) {
    const chart = data.charts[Number(element.getAttribute('data-chart'))];
    const series = data.series[chart.s];
    const values = columns(chart, series.sha.length);
    live.set(element, new uPlot(options(chart, series, element, values), values, element));
  }

  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      if (isIntersecting && !live.has(target)) create(target);
      else if (!isIntersecting && live.has(target)) {
        live.get(target).destroy();
        live.delete(target);
      }
    }
  }, { rootMargin: '800px 0px' });
  for (const element of document.querySelectorAll('div.chart[data-chart]')) observer.observe(element);
  window.addEventListener('resize', () => {
    for (const [element, u] of live) u.setSize({ width: element.clientWidth, height: HEIGHT });
  });
})();
