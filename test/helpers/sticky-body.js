// A sticky comment's body as GitHub stores it: what the results say
// (comment.md, the job summary), then the hidden lines history.js keeps at
// its end (this run's result, the earlier runs).

const RECORDS = /\n(?:<!-- node-benchmark-action:(?:result|history) [A-Za-z0-9+/=]* -->\n)+$/;

/**
 * @param {string} body
 * @returns {{ shown: string, records: string[] }}  records: the hidden lines' kinds, in order
 */
export function stickyParts(body) {
  const match = RECORDS.exec(body);
  if (!match) return { shown: body, records: [] };
  const records = [...match[0].matchAll(/node-benchmark-action:(result|history) /g)].map((m) => m[1]);
  return { shown: body.slice(0, match.index), records };
}
