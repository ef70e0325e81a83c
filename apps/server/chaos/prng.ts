import { createHash } from 'node:crypto';

/** A seeded random source: the same seed and stream name give the same sequence. */
export interface Prng {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** A hex string of `bytes` random bytes (idempotency keys, e-mail tags). */
  hex: (bytes: number) => string;
}

/**
 * sfc32 seeded from SHA-256 of `seed/stream`: one independent stream per worker and one for the
 * fault schedule, so a run with the same seed asks for the same things in the same order
 * (what the servers answer under faults still varies with timing).
 */
export const prng = (seed: string, stream: string): Prng => {
  const digest = createHash('sha256').update(`${seed}/${stream}`).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i += 1) next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    hex: (bytes) =>
      Array.from({ length: bytes }, () => int(0, 255).toString(16).padStart(2, '0')).join(''),
  };
};
