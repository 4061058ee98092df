/** Deterministic randomness for the demo source: every number comes from a key, so one key always gives the same data. */

/** Hashes integers into one unsigned 32-bit number (murmur3's mixing, so neighbouring keys land far apart). */
export function mix(...key: number[]): number {
  let hash = 0x9e3779b9;
  for (const value of key) {
    hash = Math.imul(hash ^ value, 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

/** One uniform number in [0, 1) for the key. */
export const unit = (...key: number[]) => mix(...key) / 2 ** 32;

/** A generator of uniform numbers in [0, 1) seeded by the key (mulberry32), for the several draws one item needs. */
export function randomFrom(...key: number[]): () => number {
  let state = mix(...key);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** An integer in [min, max]. */
export const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
