import { randomInt } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { ratioToNumber } from '../../instant/shared/rtp.ts';

/** A push returns the stake: 1.00×. (settleBets reports it as `won`, since its multiplier is above 0.) */
export const PUSH_X100 = 100;

/** Read once (an imported binding is a getter call under the test transform; draws call it in a loop). */
export const pickBelow = randomInt;

/** One class of equally likely outcomes: how many of them there are and what the bet returns on them. */
export interface OutcomeClass {
  ways: bigint;
  multiplierX100: number;
}

/** Exact RTP: Σ ways × multiplier ÷ (all outcomes × 100), in integers with one final division. */
export function exactRtpOf(classes: readonly OutcomeClass[], allOutcomes: bigint): number {
  let returned = 0n;
  for (const { ways, multiplierX100 } of classes) returned += ways * BigInt(multiplierX100);
  return ratioToNumber(returned, allOutcomes * 100n);
}

/** The four side bets every fast lottery offers on a value: big, small, odd, even. */
export type Side = 'big' | 'small' | 'odd' | 'even';

export function isSide(type: unknown): type is Side {
  return type === 'big' || type === 'small' || type === 'odd' || type === 'even';
}

/** Does a side bet win on `value`, big meaning value ≥ bigFrom? */
export function sideWins(side: Side, value: number, bigFrom: number): boolean {
  switch (side) {
    case 'big':
      return value >= bigFrom;
    case 'small':
      return value < bigFrom;
    case 'odd':
      return value % 2 === 1;
    case 'even':
      return value % 2 === 0;
  }
}

/** Throws `invalid_bet` unless `value` is a whole number in [min, max]. */
export function assertField(game: string, name: string, value: unknown, min: number, max: number): void {
  if (!isIntegerIn(value, min, max)) betError(`${game}: the ${name} is a whole number in ${min}..${max}`);
}

/** Throws `invalid_bet` if the bet carries a field its type does not take. */
export function assertNoField(game: string, bet: object, name: string): void {
  if ((bet as Record<string, unknown>)[name] !== undefined) {
    betError(`${game}: a ${String((bet as { type?: unknown }).type)} bet takes no ${name}`);
  }
}

/** C(n, k) as a bigint. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}
