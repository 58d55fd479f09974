import { betError } from '../shared/errors.ts';
import { isIntegerIn } from '../shared/money.ts';
import { assertBetList } from '../shared/table-round.ts';
import type { DiceMiniConfig } from './dice-mini-config.ts';

/**
 * big (Tài, total 11–17) and small (Xỉu, 4–10), odd and even: all lose on any triple. total: the sum
 * (selection 4..17). triple: three of the selection (1..6). any_triple. single: the selection (1..6) on
 * one, two or three dice.
 */
export type DiceMiniBet =
  | { type: 'big' | 'small' | 'odd' | 'even' | 'any_triple'; selection?: undefined; stake: bigint }
  | { type: 'total'; selection: number; stake: bigint }
  | { type: 'triple' | 'single'; selection: number; stake: bigint };

export type DiceMiniBetType = DiceMiniBet['type'];

export const DICE_MINI_BET_TYPES: readonly DiceMiniBetType[] = [
  'big',
  'small',
  'odd',
  'even',
  'total',
  'triple',
  'any_triple',
  'single',
];

export function validateDiceMiniBets(config: DiceMiniConfig, bets: readonly DiceMiniBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    switch (bet.type) {
      case 'big':
      case 'small':
      case 'odd':
      case 'even':
      case 'any_triple':
        if ((bet as { selection?: unknown }).selection !== undefined) {
          betError(`dice-mini: a ${bet.type} bet takes no selection`);
        }
        break;
      case 'total':
        if (!isIntegerIn(bet.selection, 4, 17)) betError('dice-mini: a total bet selects 4..17');
        break;
      case 'triple':
      case 'single':
        if (!isIntegerIn(bet.selection, 1, 6)) betError(`dice-mini: a ${bet.type} bet selects a number 1..6`);
        break;
      default:
        betError(`dice-mini: unknown bet type ${String((bet as { type: unknown }).type)}`);
    }
  }
}

/** What a bet returns on these dice, in hundredths of its stake (0: lost). */
export function diceMiniMultiplierX100(
  config: DiceMiniConfig,
  bet: DiceMiniBet,
  dice: readonly number[],
): number {
  const [a, b, c] = dice as [number, number, number];
  const total = a + b + c;
  const triple = a === b && b === c;
  const { payouts } = config;
  switch (bet.type) {
    case 'big':
      return !triple && total >= 11 ? payouts.big : 0;
    case 'small':
      return !triple && total <= 10 ? payouts.small : 0;
    case 'odd':
      return !triple && total % 2 === 1 ? payouts.odd : 0;
    case 'even':
      return !triple && total % 2 === 0 ? payouts.even : 0;
    case 'total':
      return total === bet.selection ? (payouts.total[total] ?? 0) : 0;
    case 'triple':
      return triple && a === bet.selection ? payouts.triple : 0;
    case 'any_triple':
      return triple ? payouts.anyTriple : 0;
    case 'single': {
      const count =
        (a === bet.selection ? 1 : 0) + (b === bet.selection ? 1 : 0) + (c === bet.selection ? 1 : 0);
      return count === 0 ? 0 : (payouts.single[count - 1] as number);
    }
  }
}
