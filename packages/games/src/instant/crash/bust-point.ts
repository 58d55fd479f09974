import { type RandomSource, randomFloat } from '../../fair/index.ts';
import type { CrashConfig } from './crash-config.ts';

const TWO_53 = 2n ** 53n;

/**
 * The round's bust point in hundredths, from one float u = randomFloat(source) = m / 2^53:
 *   bust = max(1.00, floor(100 × (1 − edge) / (1 − u)) / 100), capped at maxMultiplierX100,
 * computed exactly in integers: floor((10000 − edgeBps) × 2^53 / (100 × (2^53 − m))).
 */
export function drawCrashBust(config: CrashConfig, source: RandomSource): number {
  return bustFromUnit(config, randomFloat(source) * 2 ** 53); // exact: randomFloat is a multiple of 2^-53
}

/** The bust point for the 53-bit integer m = u × 2^53, 0 ≤ m < 2^53 (the verification page's entry point). */
export function bustFromUnit(config: CrashConfig, m: number): number {
  // Fast path: the float quotient is within a few ulps of the exact one, so its floor is certain unless it
  // lies next to a whole number; there (and only there) the exact bigint division decides.
  const estimate = ((10_000 - config.houseEdgeBps) / 100) * (2 ** 53 / (2 ** 53 - m));
  if (estimate >= config.maxMultiplierX100 + 1) return config.maxMultiplierX100;
  const whole = Math.floor(estimate);
  const margin = estimate * 2 ** -45;
  if (estimate - whole > margin && whole + 1 - estimate > margin) return whole < 100 ? 100 : whole;
  return exactBustFromUnit(config, m);
}

/** The formula in bigint arithmetic throughout (what the fast path must always agree with). */
export function exactBustFromUnit(config: CrashConfig, m: number): number {
  const raw = (BigInt(10_000 - config.houseEdgeBps) * TWO_53) / (100n * (TWO_53 - BigInt(m)));
  if (raw < 100n) return 100;
  return raw > BigInt(config.maxMultiplierX100) ? config.maxMultiplierX100 : Number(raw);
}

/**
 * P(bust ≥ target) exactly, as the count of the 2^53 values of m that reach it, over 2^53:
 * floor((10000 − edgeBps) × 2^53 / (100 × target)) / 2^53 for 100 < target ≤ maxMultiplierX100.
 */
export function crashReachCount(config: CrashConfig, targetX100: number): bigint {
  if (targetX100 <= 100) return TWO_53;
  const count = (BigInt(10_000 - config.houseEdgeBps) * TWO_53) / (100n * BigInt(targetX100));
  return count > TWO_53 ? TWO_53 : count;
}

export const CRASH_UNIT_COUNT = TWO_53;
