/**
 * Seeded randomness. Every random draw of the simulation comes from a stream named by
 * (seed, instrument, day), so any day of any instrument can be regenerated on its own, in any
 * order, and always gives the same numbers. Math.random is never used.
 */

/** FNV-1a, 32 bits: turns a stream name into a seed. */
export const hashString = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export type Random = () => number;

/** mulberry32 (Tommy Ettinger): small, fast, good enough for price noise. Uniform in [0, 1). */
export const mulberry32 = (seed: number): Random => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const streamFor = (...parts: readonly (string | number)[]): Random =>
  mulberry32(hashString(parts.join('|')));

/** A standard normal draw (Box-Muller); 1 - u keeps log() away from zero. */
export const normal = (random: Random): number =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
