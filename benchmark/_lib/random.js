'use strict';

// A seeded random number generator, for everything here that must give the
// same answer twice: the order of a block's two slots (driver.js), and the
// simulations of the tests and benchmark scripts.
//
// mulberry32: 32 bits of state, fast, and good enough to shuffle and to
// simulate; not for secrets. `gauss` is a standard normal by Box-Muller
// (one draw of two uniforms per value).

/**
 * Uniform numbers in [0, 1), the same sequence for the same seed.
 * @param {number} seed
 * @returns {() => number}
 */
function createRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Uniform and standard normal draws from one seeded sequence.
 * @param {number} seed
 * @returns {{ uniform: () => number, gauss: () => number }}
 */
function createRng(seed) {
  const uniform = createRandom(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, gauss };
}

module.exports = { createRandom, createRng };
