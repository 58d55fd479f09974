import type { RandomSource } from '../../../fair/index.ts';
import { betError } from '../../../instant/shared/errors.ts';
import { isIntegerIn } from '../../../instant/shared/money.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../../instant/shared/table-round.ts';
import { assertField, assertNoField, isSide, PUSH_X100, pickBelow, type Side, sideWins } from '../shared.ts';
import type { DigitLotteryConfig } from './digit-config.ts';

/**
 * Positions count from 1 (the leftmost digit: ten-thousands in 5D, hundreds in 3D). `selection` is the
 * digit (digit bets) or the whole number, 0 ≤ n < 10^digits (straight).
 */
export type DigitBet =
  | { type: 'digit'; position: number; selection: number; stake: bigint }
  | { type: Side; position: number; selection?: undefined; stake: bigint }
  | {
      type: 'sum_big' | 'sum_small' | 'sum_odd' | 'sum_even' | 'dragon' | 'tiger' | 'tie';
      position?: undefined;
      selection?: undefined;
      stake: bigint;
    }
  | { type: 'straight'; position?: undefined; selection: number; stake: bigint };

export interface DigitLotteryResult extends TableSettlement<DigitBet> {
  /** The drawn digits, position 1 first. */
  digits: number[];
  sum: number;
}

export function validateDigitBets(config: DigitLotteryConfig, bets: readonly DigitBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  const { game, digits } = config;
  for (const bet of bets) {
    if (typeof bet.type !== 'string' || !Object.hasOwn(config.payouts, bet.type)) {
      betError(`${game}: unknown bet type ${String(bet.type)}`);
    }
    if (bet.type === 'digit' || isSide(bet.type)) {
      assertField(game, 'position', bet.position, 1, digits);
    } else {
      assertNoField(game, bet, 'position');
    }
    if (bet.type === 'digit') assertField(game, 'digit', bet.selection, 0, 9);
    else if (bet.type === 'straight') assertField(game, 'number', bet.selection, 0, 10 ** digits - 1);
    else assertNoField(game, bet, 'selection');
  }
}

/** `config.digits` digits, each randomInt(source, 10), position 1 first. */
export function drawDigits(config: DigitLotteryConfig, source: RandomSource): number[] {
  const digits: number[] = [];
  for (let i = 0; i < config.digits; i++) digits.push(pickBelow(source, 10));
  return digits;
}

/** What a bet returns on these digits, in hundredths of its stake (0: lost; 100: a push). */
export function digitMultiplierX100(
  config: DigitLotteryConfig,
  bet: DigitBet,
  digits: readonly number[],
): number {
  const paid = config.payouts[bet.type] ?? 0;
  let sum = 0;
  for (const digit of digits) sum += digit;
  const first = digits[0] as number;
  const last = digits[digits.length - 1] as number;
  switch (bet.type) {
    case 'digit':
      return digits[bet.position - 1] === bet.selection ? paid : 0;
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
      return sideWins(bet.type, digits[bet.position - 1] as number, 5) ? paid : 0;
    case 'sum_big':
      return sum * 2 > 9 * digits.length ? paid : 0;
    case 'sum_small':
      return sum * 2 < 9 * digits.length ? paid : 0;
    case 'sum_odd':
      return sum % 2 === 1 ? paid : 0;
    case 'sum_even':
      return sum % 2 === 0 ? paid : 0;
    case 'dragon':
      return first > last ? paid : first === last ? PUSH_X100 : 0;
    case 'tiger':
      return first < last ? paid : first === last ? PUSH_X100 : 0;
    case 'tie':
      return first === last ? paid : 0;
    case 'straight':
      return digitsToNumber(digits) === bet.selection ? paid : 0;
  }
}

/** Pays every bet on known digits (the verification page's entry point). */
export function settleDigitLottery(
  config: DigitLotteryConfig,
  bets: readonly DigitBet[],
  digits: readonly number[],
): DigitLotteryResult {
  validateDigitBets(config, bets);
  if (
    !Array.isArray(digits) ||
    digits.length !== config.digits ||
    !digits.every((digit) => isIntegerIn(digit, 0, 9))
  ) {
    betError(`${config.game}: the draw is ${config.digits} digits, each 0..9`);
  }
  return settleValidBets(config, bets, [...digits]);
}

/** One draw (drawDigits), then every bet is paid. */
export function playDigitLottery(
  config: DigitLotteryConfig,
  bets: readonly DigitBet[],
  source: RandomSource,
): DigitLotteryResult {
  validateDigitBets(config, bets);
  return settleValidBets(config, bets, drawDigits(config, source));
}

export function digitsToNumber(digits: readonly number[]): number {
  let value = 0;
  for (const digit of digits) value = value * 10 + digit;
  return value;
}

function settleValidBets(
  config: DigitLotteryConfig,
  bets: readonly DigitBet[],
  digits: number[],
): DigitLotteryResult {
  let sum = 0;
  for (const digit of digits) sum += digit;
  const settlement = settleBets(bets, (bet) => digitMultiplierX100(config, bet, digits));
  return { digits, sum, ...settlement };
}
