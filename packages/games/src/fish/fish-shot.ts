import { type RandomSource, randomInt } from '../fair/index.ts';
import { betError } from '../instant/shared/errors.ts';
import { FISH_PPM, type FishConfig, fishKindOf } from './fish-config.ts';

/** A bullet that hit a named fish: the fish's id, its kind and the cannon level (an index into cannonLevels). */
export interface FishShot {
  fishId: number;
  kind: string;
  level: number;
}

export interface FishShotResult {
  captured: boolean;
  /** baseStake × cannonLevels[level]: what the bullet costs. */
  stake: bigint;
  /** stake × multiplier when captured (floor(stake × multiplier100 / 100)), else 0. */
  payout: bigint;
  kind: string;
  multiplier100: number;
  /** The drawn number: captured iff roll < odds.hits. */
  roll: number;
  odds: FishCaptureOdds;
}

/** A capture happens when a uniform integer in [0, outOf) is below hits. */
export interface FishCaptureOdds {
  hits: number;
  outOf: number;
}

/**
 * The capture odds of a fish: hits = rtpPpm × 100 out of 1,000,000 × multiplier100, so
 * P(capture) × multiplier = (rtpPpm × 100 / (1e6 × multiplier100)) × (multiplier100 / 100) = rtpPpm / 1e6.
 */
export function fishCaptureOdds(rtpPpm: number, multiplier100: number): FishCaptureOdds {
  return { hits: rtpPpm * 100, outOf: FISH_PPM * multiplier100 };
}

const TWO_32 = 4_294_967_296;
const TWO_53 = 9_007_199_254_740_992;

/**
 * A uniform integer in [0, n) for 1 ≤ n ≤ 2^53. Up to 2^32 it is randomInt(source, n) (one word, rejection
 * above the last whole multiple). Above, two words w0, w1 make m = (w0 >>> 11) × 2^32 + w1, uniform in
 * [0, 2^53); m ≥ 2^53 − (2^53 mod n) is rejected (both words), else the answer is m mod n. Every step is
 * exact in doubles.
 */
export function fishRandomBelow(source: RandomSource, n: number): number {
  if (n <= TWO_32) return randomInt(source, n);
  if (!Number.isSafeInteger(n) || n > TWO_53) throw new RangeError(`fishRandomBelow: bad range ${n}`);
  const limit = TWO_53 - (TWO_53 % n);
  for (;;) {
    const high = source.nextUint32() >>> 11;
    const low = source.nextUint32();
    const value = high * TWO_32 + low;
    if (value < limit) return value % n;
  }
}

function isIndex(value: unknown, length: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < length;
}

/**
 * Resolves one bullet that hit a fish: stake = baseStake × cannonLevels[level]; roll =
 * fishRandomBelow(source, 1,000,000 × multiplier100); captured iff roll < rtpPpm × 100; a capture pays
 * stake × multiplier. Throws `invalid_bet` on a base stake that is not a bigint above zero, a bad level,
 * an unknown kind or a bad fish id. Whether the fish is alive is the caller's check (fishAlive).
 */
export function resolveFishShot(
  config: FishConfig,
  baseStake: bigint,
  shot: FishShot,
  source: RandomSource,
): FishShotResult {
  if (typeof shot !== 'object' || shot === null) betError('fish: a shot is { fishId, kind, level }');
  if (typeof baseStake !== 'bigint' || baseStake <= 0n)
    betError('fish: the base stake is a bigint of minor units above zero');
  if (!Number.isSafeInteger(shot.fishId) || shot.fishId < 0) betError('fish: the fish id is a whole number');
  if (!isIndex(shot.level, config.cannonLevels.length))
    betError(`fish: the cannon level is an index in 0..${config.cannonLevels.length - 1}`);
  const kind = fishKindOf(config, shot.kind);
  const stake = baseStake * BigInt(config.cannonLevels[shot.level]!);
  const odds = fishCaptureOdds(config.rtpPpm, kind.multiplier100);
  const roll = fishRandomBelow(source, odds.outOf);
  const captured = roll < odds.hits;
  const payout = captured ? (stake * BigInt(kind.multiplier100)) / 100n : 0n;
  return { captured, stake, payout, kind: kind.id, multiplier100: kind.multiplier100, roll, odds };
}
