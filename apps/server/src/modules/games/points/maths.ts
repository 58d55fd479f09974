import { type BetCategory, POINT_FACTORS } from '@app/contracts';

/**
 * The points rule (spec §9, docs/decisions.md "Game points"): a category's factor in hundredths of a point per
 * 1,000 ₫ of valid turnover. With stakes in minor units (1/100 ₫), hundredths of a point = wagered × factor /
 * 100,000. Integers only: what a round's share is short of a whole hundredth is carried to the category's next
 * round, so the points of any split of a turnover are the points of the whole, rounded down once.
 */
export const POINTS_DIVISOR = 100_000n;

/** The category's factor in hundredths (LIVE 70, SPORTS 100, FISH 120, RNG 120, PVP 100); 0 earns none. */
export function factorOf(category: string): number {
  return POINT_FACTORS[category as BetCategory] ?? 0;
}

export type Accrual = {
  /** Hundredths of a point earned now. */
  points: bigint;
  /** What is left toward the next hundredth, in wagered × factor units (0 ≤ carry < POINTS_DIVISOR). */
  carry: bigint;
};

/** What a valid stake earns in a category that carried `carry` from its earlier rounds. */
export function accrue(carry: bigint, wagered: bigint, factor: number): Accrual {
  if (carry < 0n || carry >= POINTS_DIVISOR) throw new RangeError(`points carry out of range: ${carry}`);
  if (wagered < 0n) throw new RangeError(`wagered must not be negative: ${wagered}`);
  if (!Number.isSafeInteger(factor) || factor < 0) throw new RangeError(`bad points factor: ${factor}`);
  const owed = carry + wagered * BigInt(factor);
  return { points: owed / POINTS_DIVISOR, carry: owed % POINTS_DIVISOR };
}
