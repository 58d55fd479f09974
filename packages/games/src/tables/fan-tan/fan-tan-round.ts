import { type RandomSource, randomInt } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../instant/shared/table-round.ts';
import { FAN_TAN_BET_TYPES, type FanTanBetType, type FanTanConfig } from './fan-tan-config.ts';

/** A side of the square: the remainder 1, 2, 3 or 4. */
export type FanTanNumber = 1 | 2 | 3 | 4;

/**
 * One bet. fan: `selection` the number. nim: `{ win, push }`, two different numbers. kwok: two adjacent
 * numbers ascending ([1, 2], [2, 3], [3, 4] or [1, 4]). odd, even: no selection. nga_tan: `{ win: [a, b], push }`,
 * the two winning numbers ascending and a third number that pushes. sheh_sam_hong: three numbers ascending.
 */
export type FanTanBet =
  | { type: 'fan'; selection: number; stake: bigint }
  | { type: 'nim'; selection: { win: number; push: number }; stake: bigint }
  | { type: 'kwok' | 'sheh_sam_hong'; selection: readonly number[]; stake: bigint }
  | { type: 'odd' | 'even'; selection?: undefined; stake: bigint }
  | { type: 'nga_tan'; selection: { win: readonly number[]; push: number }; stake: bigint };

/** The bead count the dealer uncovers: 4 × (15..24) + the remainder, so 61..100 beads. */
export const FAN_TAN_MIN_BEADS = 61;
export const FAN_TAN_MAX_BEADS = 100;
const MIN_GROUPS = 15;
const GROUP_CHOICES = 10;

/** The round's shared draw: the beads under the bowl and what is left after removing them four at a time. */
export interface FanTanOutcome {
  beads: number;
  remainder: FanTanNumber;
}

export interface FanTanResult extends TableSettlement<FanTanBet> {
  outcome: FanTanOutcome;
}

const isSide = (value: unknown): value is FanTanNumber => isIntegerIn(value, 1, 4);

const isAscendingSides = (value: unknown, length: number): value is readonly number[] =>
  Array.isArray(value) &&
  value.length === length &&
  value.every(isSide) &&
  value.every((n, i) => i === 0 || n > (value[i - 1] as number));

const SHAPES: Readonly<Record<FanTanBetType, string>> = {
  fan: 'one number 1..4',
  nim: '{ win, push }: two different numbers 1..4',
  kwok: 'two adjacent numbers, ascending: [1, 2], [2, 3], [3, 4] or [1, 4] (1-3 and 2-4 are odd and even)',
  odd: 'nothing',
  even: 'nothing',
  nga_tan: '{ win: [a, b], push }: two winning numbers ascending and a third number that pushes',
  sheh_sam_hong: 'three different numbers 1..4, ascending',
};

function isLegalSelection(type: FanTanBetType, selection: unknown): boolean {
  switch (type) {
    case 'fan':
      return isSide(selection);
    case 'nim': {
      const { win, push } = (selection ?? {}) as { win?: unknown; push?: unknown };
      return typeof selection === 'object' && isSide(win) && isSide(push) && win !== push;
    }
    case 'kwok':
      if (!isAscendingSides(selection, 2)) return false;
      return selection[1]! - selection[0]! === 1 || (selection[0] === 1 && selection[1] === 4);
    case 'odd':
    case 'even':
      return selection === undefined;
    case 'nga_tan': {
      const { win, push } = (selection ?? {}) as { win?: unknown; push?: unknown };
      return typeof selection === 'object' && isAscendingSides(win, 2) && isSide(push) && !win.includes(push);
    }
    case 'sheh_sam_hong':
      return isAscendingSides(selection, 3);
  }
}

export function validateFanTanBets(config: FanTanConfig, bets: readonly FanTanBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    const { type, selection } = bet as { type: unknown; selection?: unknown };
    if (!FAN_TAN_BET_TYPES.includes(type as FanTanBetType))
      betError(`fan-tan: unknown bet type ${String(type)}`);
    const known = type as FanTanBetType;
    if (!isLegalSelection(known, selection))
      betError(
        known === 'odd' || known === 'even'
          ? `fan-tan: the ${known} bet takes no selection`
          : `fan-tan: a ${known} bet selects ${SHAPES[known]}`,
      );
  }
}

/** What a (valid) bet returns on `remainder`, in hundredths of its stake: a win, 100 on a push, 0 lost. */
export function fanTanMultiplierX100(config: FanTanConfig, bet: FanTanBet, remainder: number): number {
  const payout = config.payouts[bet.type];
  switch (bet.type) {
    case 'fan':
      return remainder === bet.selection ? payout : 0;
    case 'nim':
      return remainder === bet.selection.win ? payout : remainder === bet.selection.push ? 100 : 0;
    case 'kwok':
    case 'sheh_sam_hong':
      return bet.selection.includes(remainder) ? payout : 0;
    case 'odd':
      return remainder % 2 === 1 ? payout : 0;
    case 'even':
      return remainder % 2 === 0 ? payout : 0;
    case 'nga_tan':
      return bet.selection.win.includes(remainder) ? payout : remainder === bet.selection.push ? 100 : 0;
  }
}

/**
 * The round's draw, two randomInt calls in this order: remainder = randomInt(source, 4) + 1, then
 * beads = 4 × (randomInt(source, 10) + 15) + remainder (61..100, and beads − 4 × ⌊(beads − 1) / 4⌋ = remainder).
 */
export function dealFanTan(source: RandomSource): FanTanOutcome {
  const remainder = (randomInt(source, 4) + 1) as FanTanNumber;
  const beads = 4 * (randomInt(source, GROUP_CHOICES) + MIN_GROUPS) + remainder;
  return { beads, remainder };
}

/** Pays one player's bets on a drawn outcome (the shared round's, or one the verification page passes in). */
export function settleFanTan(
  config: FanTanConfig,
  bets: readonly FanTanBet[],
  outcome: FanTanOutcome,
): FanTanResult {
  validateFanTanBets(config, bets);
  const { beads, remainder } = (outcome ?? {}) as { beads?: unknown; remainder?: unknown };
  if (
    !isIntegerIn(beads, FAN_TAN_MIN_BEADS, FAN_TAN_MAX_BEADS) ||
    !isSide(remainder) ||
    ((beads - 1) % 4) + 1 !== remainder
  ) {
    betError(
      `fan-tan: the outcome is ${FAN_TAN_MIN_BEADS}..${FAN_TAN_MAX_BEADS} beads and their remainder 1..4`,
    );
  }
  return settleValid(config, bets, { beads, remainder });
}

/** deal then settle: one player's round, for the simulations. */
export function playFanTan(
  config: FanTanConfig,
  bets: readonly FanTanBet[],
  source: RandomSource,
): FanTanResult {
  validateFanTanBets(config, bets);
  return settleValid(config, bets, dealFanTan(source));
}

function settleValid(config: FanTanConfig, bets: readonly FanTanBet[], outcome: FanTanOutcome): FanTanResult {
  const settlement = settleBets(bets, (bet) => fanTanMultiplierX100(config, bet, outcome.remainder));
  return { outcome, ...settlement };
}
