import type { RandomSource } from '../../../fair/index.ts';
import { betError } from '../../../instant/shared/errors.ts';
import { isIntegerIn } from '../../../instant/shared/money.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../../instant/shared/table-round.ts';
import { assertNoField, PUSH_X100, pickBelow } from '../shared.ts';
import {
  KENO_DRAWN,
  KENO_MAX_SPOTS,
  KENO_MIDDLE_SUM,
  KENO_NUMBERS,
  type KenoConfig,
  type KenoSumBetType,
} from './keno-config.ts';

/** spots: `selection` holds 1 to 10 distinct numbers of 1..80 (order does not matter). */
export type KenoBet =
  | { type: 'spots'; selection: readonly number[]; stake: bigint }
  | { type: KenoSumBetType; selection?: undefined; stake: bigint };

export interface KenoResult extends TableSettlement<KenoBet> {
  /** The 20 numbers in the order drawn. */
  numbers: number[];
  sum: number;
}

export function validateKenoBets(config: KenoConfig, bets: readonly KenoBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    if (bet.type === 'spots') {
      assertPicks(bet.selection);
    } else if (typeof bet.type === 'string' && Object.hasOwn(config.payouts, bet.type)) {
      assertNoField('keno', bet, 'selection');
    } else {
      betError(`keno: unknown bet type ${String((bet as { type: unknown }).type)}`);
    }
  }
}

/**
 * 20 distinct numbers of 1..80 by a partial Fisher–Yates shuffle of [1..80]: for i = 0..19, swap the item
 * at i with the one at i + randomInt(source, 80 − i); the first 20 items, in that order.
 */
export function drawKeno(source: RandomSource): number[] {
  const pool = scratch;
  pool.set(NUMBERS_IN_ORDER);
  const numbers: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + pickBelow(source, KENO_NUMBERS - i);
    const picked = pool[j] as number;
    pool[j] = pool[i] as number;
    pool[i] = picked;
    numbers.push(picked);
  }
  return numbers;
}

/** 1..80, and the buffer drawKeno shuffles (reset on every call; draws are synchronous, so one is enough). */
const NUMBERS_IN_ORDER = Uint8Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
const scratch = new Uint8Array(KENO_NUMBERS);

/**
 * What a bet returns, in hundredths of its stake (0: lost; 100: a push), given the draw's sum and its
 * mask (`drawn[n]` is 1 when n was drawn, a Uint8Array of 81).
 */
export function kenoMultiplierX100(config: KenoConfig, bet: KenoBet, drawn: Uint8Array, sum: number): number {
  switch (bet.type) {
    case 'spots': {
      let hits = 0;
      for (const n of bet.selection) hits += drawn[n] as number;
      return config.paytable[bet.selection.length - 1]?.[hits] ?? 0;
    }
    case 'sum_big':
      return sum > KENO_MIDDLE_SUM ? config.payouts.sum_big : sum === KENO_MIDDLE_SUM ? PUSH_X100 : 0;
    case 'sum_small':
      return sum < KENO_MIDDLE_SUM ? config.payouts.sum_small : sum === KENO_MIDDLE_SUM ? PUSH_X100 : 0;
    case 'sum_odd':
      return sum % 2 === 1 ? config.payouts.sum_odd : 0;
    case 'sum_even':
      return sum % 2 === 0 ? config.payouts.sum_even : 0;
  }
}

/** Pays every bet on known numbers (the verification page's entry point). */
export function settleKeno(
  config: KenoConfig,
  bets: readonly KenoBet[],
  numbers: readonly number[],
): KenoResult {
  validateKenoBets(config, bets);
  if (
    !Array.isArray(numbers) ||
    numbers.length !== KENO_DRAWN ||
    !numbers.every((n) => isIntegerIn(n, 1, KENO_NUMBERS)) ||
    new Set(numbers).size !== KENO_DRAWN
  ) {
    betError('keno: the draw is 20 distinct numbers of 1..80');
  }
  return settleValidBets(config, bets, [...numbers]);
}

/** One draw (drawKeno), then every bet is paid. */
export function playKeno(config: KenoConfig, bets: readonly KenoBet[], source: RandomSource): KenoResult {
  validateKenoBets(config, bets);
  return settleValidBets(config, bets, drawKeno(source));
}

function assertPicks(selection: unknown): void {
  if (!Array.isArray(selection) || selection.length < 1 || selection.length > KENO_MAX_SPOTS) {
    betError(`keno: a spots bet picks 1 to ${KENO_MAX_SPOTS} numbers`);
  }
  if (!selection.every((n) => isIntegerIn(n, 1, KENO_NUMBERS))) betError('keno: each pick is a number 1..80');
  if (new Set(selection).size !== selection.length) betError('keno: the picks are distinct');
}

function settleValidBets(config: KenoConfig, bets: readonly KenoBet[], numbers: number[]): KenoResult {
  let sum = 0;
  const drawn = new Uint8Array(KENO_NUMBERS + 1);
  for (const n of numbers) {
    sum += n;
    drawn[n] = 1;
  }
  const settlement = settleBets(bets, (bet) => kenoMultiplierX100(config, bet, drawn, sum));
  return { numbers, sum, ...settlement };
}
