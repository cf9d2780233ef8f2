/**
 * Seeded PRNG (sfc32) whose whole state is four 32-bit integers kept inside the game state,
 * so replaying the same log from the same seed gives the same game. Functions mutate the
 * RngState passed in: call them on a state you have already copied.
 */
export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Derive an RNG state from any string seed (xmur3 hash), then warm it up. */
export function seedRng(seed: string): RngState {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const rng: RngState = { a: next(), b: next(), c: next(), d: next() };
  for (let i = 0; i < 15; i++) nextUint32(rng);
  return rng;
}

export function nextUint32(rng: RngState): number {
  rng.a >>>= 0;
  rng.b >>>= 0;
  rng.c >>>= 0;
  rng.d >>>= 0;
  let t = (rng.a + rng.b) | 0;
  rng.a = rng.b ^ (rng.b >>> 9);
  rng.b = (rng.c + (rng.c << 3)) | 0;
  rng.c = (rng.c << 21) | (rng.c >>> 11);
  rng.d = (rng.d + 1) | 0;
  t = (t + rng.d) | 0;
  rng.c = (rng.c + t) | 0;
  rng.a >>>= 0;
  rng.b >>>= 0;
  rng.c >>>= 0;
  rng.d >>>= 0;
  return t >>> 0;
}

/** Uniform integer in [0, n) without modulo bias. */
export function randomInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt needs an integer from 1 to 2^32, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  return x % n;
}

/** Fisher-Yates shuffle into a new array. */
export function shuffle<T>(rng: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function pick<T>(rng: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[randomInt(rng, items.length)] as T;
}

export function sameRng(x: RngState, y: RngState): boolean {
  return x.a >>> 0 === y.a >>> 0 && x.b >>> 0 === y.b >>> 0 && x.c >>> 0 === y.c >>> 0 && x.d >>> 0 === y.d >>> 0;
}
