import { InstantGameError } from './errors.ts';

/** What a stake returns at a multiplier in hundredths (1.98× = 198): floor(stake × multiplierX100 / 100). */
export function payoutFor(stake: bigint, multiplierX100: number): bigint {
  return (stake * BigInt(multiplierX100)) / 100n;
}

/** A stake is a bigint of minor units (1/100 VND) above zero. */
export function assertStake(stake: unknown): asserts stake is bigint {
  if (typeof stake !== 'bigint' || stake <= 0n) {
    throw new InstantGameError('invalid_stake', 'the stake must be a bigint of minor units above zero');
  }
}

/** True for a whole number in [min, max] (the shape every multiplier, count and index takes). */
export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** floor(numerator / denominator) of non-negative bigints, as a number (for multipliers in hundredths). */
export function floorRatio(numerator: bigint, denominator: bigint): number {
  return Number(numerator / denominator);
}
