// Hand-written .cpuprofile texts, as V8 writes them, shared by the tests of
// their reading and diff (test/profiles.test.js) and of the comment's section
// (test/report-profile.test.js).

/** The benchmark directory the profiles' URLs are under. */
export const BENCH = '/work/node/benchmark';
/** The URL of the profiled benchmark file. */
export const FILE = `file://${BENCH}/cat/a.js`;

/**
 * A node as V8 writes it: lineNumber 0-based, -1 for none.
 * @param {number} id
 * @param {string} functionName
 * @param {string} [url]
 * @param {number} [lineNumber]
 */
export function node(id, functionName, url = '', lineNumber = -1) {
  return { id, callFrame: { functionName, scriptId: '0', url, lineNumber, columnNumber: 0 }, hitCount: 0 };
}

/** (root), (program), main (twice: two call paths), hot, (idle), (garbage collector). */
export const NODES = [node(1, '(root)'), node(2, '(program)'), node(3, 'main', FILE, 4), node(4, 'hot', FILE, 10),
  node(5, '(idle)'), node(6, '(garbage collector)'), node(7, 'main', FILE, 4)];

/**
 * A .cpuprofile's text.
 * @param {{ nodes?: object[], samples: number[], timeDeltas: number[], startTime?: number, endTime: number }} profile
 */
export function profileText({ nodes = NODES, samples, timeDeltas, startTime = 1000, endTime }) {
  return JSON.stringify({ nodes, startTime, endTime, samples, timeDeltas });
}

// Ticks at 1500, 1600, ... 2100; the profile ends at 2150.
export const OLD = profileText({ samples: [3, 4, 4, 7, 5, 6, 2], timeDeltas: [500, 100, 100, 100, 100, 100, 100],
                                 endTime: 2150 });
