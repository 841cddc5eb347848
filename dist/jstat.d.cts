// The part of jstat (bundled as jstat.cjs by `npm run build:jstat`) that
// benchmark/_lib/stats.js uses, so the type check need not read the bundle.
export declare const jStat: {
  studentt: {
    cdf(x: number, dof: number): number;
    pdf(x: number, dof: number): number;
    inv(p: number, dof: number): number;
  };
};
