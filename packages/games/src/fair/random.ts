/**
 * The one source of randomness every engine draws from: uniform 32-bit words. Engines never call
 * Math.random; they take a RandomSource, so the same code runs on the fair RNG in play, on the browser's
 * verification page, and on a fast seeded source in the RTP simulations.
 */
export interface RandomSource {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number;
}

const TWO_32 = 4_294_967_296;

/** A uniform integer in [0, n) without modulo bias (rejection sampling on the top of the 32-bit range). */
export function randomInt(source: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`randomInt: bad range ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = source.nextUint32();
    if (word < limit) return word % n;
  }
}

/** A uniform float in [0, 1) with 53 bits of precision (two words). */
export function randomFloat(source: RandomSource): number {
  const high = source.nextUint32() >>> 5; // 27 bits
  const low = source.nextUint32() >>> 6; // 26 bits
  return (high * 67_108_864 + low) / 9_007_199_254_740_992;
}

/** One item, each equally likely. */
export function randomPick<T>(source: RandomSource, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('randomPick: no items');
  return items[randomInt(source, items.length)] as T;
}

/** An index chosen with the given integer weights (a weight of 0 is never chosen). */
export function randomWeighted(source: RandomSource, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) {
    if (!Number.isInteger(w) || w < 0)
      throw new RangeError('randomWeighted: weights are non-negative integers');
    total += w;
  }
  if (total === 0) throw new RangeError('randomWeighted: all weights are zero');
  let roll = randomInt(source, total);
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i] as number;
    if (roll < 0) return i;
  }
  throw new Error('unreachable');
}

/** A uniformly shuffled copy (Fisher–Yates). */
export function shuffled<T>(source: RandomSource, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(source, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
