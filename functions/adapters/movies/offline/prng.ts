/**
 * A small seeded PRNG (mulberry32). The offline catalog and its artwork must come out
 * identical on every run and machine, so nothing here may use Math.random.
 */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** MurmurHash3's finaliser: spreads every input bit over the whole output. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A generator for a given entity id and purpose, so different uses of one id don't correlate. */
export function rngFor(id: number, salt: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 16777619);
  return mulberry32(fmix32(fmix32(h ^ id) + id));
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

export const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);

export const intBetween = (rng: Rng, min: number, max: number): number => Math.floor(between(rng, min, max + 1));
