import { configError } from '../shared/errors.ts';
import { isIntegerIn } from '../shared/money.ts';
import { assertRtpInBounds } from '../shared/rtp.ts';

export interface CrashConfig {
  /** The house edge in basis points: 100 = 1 %, so every cash-out target returns 99 %. */
  houseEdgeBps: number;
  /** The lowest cash-out a player may take, in hundredths (101 = 1.01×; 1.00× would return 100 %). */
  minCashoutX100: number;
  /** The bust point is capped here, and no cash-out target may exceed it (100_000_000 = 1,000,000×). */
  maxMultiplierX100: number;
  /** The curve the multiplier climbs on the screen: multiplier(ms) = e^(growthPerMs × ms). */
  growthPerMs: number;
}

export const DEFAULT_CRASH_CONFIG: CrashConfig = Object.freeze({
  houseEdgeBps: 100,
  minCashoutX100: 101,
  maxMultiplierX100: 100_000_000,
  growthPerMs: 0.00006,
});

/** The crash titles' maths models by key (the catalogue's `model`): each title is a model plus a theme. */
export const CRASH_MODELS: Readonly<Record<string, CrashConfig>> = Object.freeze({
  rocket: DEFAULT_CRASH_CONFIG,
  pilot: DEFAULT_CRASH_CONFIG,
});

export function validateCrashConfig(config: CrashConfig): void {
  if (!isIntegerIn(config.houseEdgeBps, 1, 9_999))
    configError('crash: houseEdgeBps is a whole number in 1..9999');
  assertRtpInBounds('crash', 1 - config.houseEdgeBps / 10_000);
  if (!isIntegerIn(config.minCashoutX100, 101, 1_000_000))
    configError('crash: minCashoutX100 is at least 101');
  if (!isIntegerIn(config.maxMultiplierX100, config.minCashoutX100 + 1, 1e12)) {
    configError('crash: maxMultiplierX100 is a whole number above minCashoutX100, at most 1e12');
  }
  if (!(Number.isFinite(config.growthPerMs) && config.growthPerMs > 0))
    configError('crash: growthPerMs is above 0');
}
