import type { RandomSource } from '../../../fair/index.ts';
import { betError } from '../../../instant/shared/errors.ts';
import { isIntegerIn } from '../../../instant/shared/money.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../../instant/shared/table-round.ts';
import { assertField, pickBelow } from '../shared.ts';
import {
  FOUR_D_CONSOLATIONS,
  FOUR_D_NUMBERS,
  FOUR_D_PRIZES,
  FOUR_D_STARTERS,
  type FourDBetType,
  type FourDConfig,
} from './four-d-config.ts';

/** `selection`: the 4-digit number as an integer 0..9999 (0042 is 42). */
export interface FourDBet {
  type: FourDBetType;
  selection: number;
  stake: bigint;
}

/** 23 distinct numbers 0..9999 (shown with four digits). */
export interface FourDDraw {
  first: number;
  second: number;
  third: number;
  starters: number[];
  consolations: number[];
}

export type FourDTier = 'first' | 'second' | 'third' | 'starter' | 'consolation';

export interface FourDResult extends TableSettlement<FourDBet> {
  draw: FourDDraw;
}

export function validateFourDBets(config: FourDConfig, bets: readonly FourDBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    if (bet.type !== 'big' && bet.type !== 'small') betError(`4d: unknown bet type ${String(bet.type)}`);
    assertField('4d', 'number', bet.selection, 0, FOUR_D_NUMBERS - 1);
  }
}

/**
 * 23 numbers, each randomInt(source, 10000), a number already drawn being drawn again (so every ordered
 * choice of 23 distinct numbers is equally likely): 1st, 2nd, 3rd, then 10 starters, then 10 consolations.
 */
export function drawFourD(source: RandomSource): FourDDraw {
  const numbers: number[] = [];
  while (numbers.length < FOUR_D_PRIZES) {
    const n = pickBelow(source, FOUR_D_NUMBERS);
    if (!numbers.includes(n)) numbers.push(n);
  }
  return fromPrizeOrder(numbers);
}

/** Which tier a number won in the draw, or undefined. */
export function fourDTierOf(draw: FourDDraw, n: number): FourDTier | undefined {
  if (n === draw.first) return 'first';
  if (n === draw.second) return 'second';
  if (n === draw.third) return 'third';
  if (draw.starters.includes(n)) return 'starter';
  if (draw.consolations.includes(n)) return 'consolation';
  return undefined;
}

/** What a bet returns on this draw, in hundredths of its stake (0: lost). */
export function fourDMultiplierX100(config: FourDConfig, bet: FourDBet, draw: FourDDraw): number {
  const tier = fourDTierOf(draw, bet.selection);
  if (tier === undefined) return 0;
  if (bet.type === 'big') return config.payouts.big[tier];
  return tier === 'first' || tier === 'second' || tier === 'third' ? config.payouts.small[tier] : 0;
}

/** Pays every bet on a known draw (the verification page's entry point). */
export function settleFourD(config: FourDConfig, bets: readonly FourDBet[], draw: FourDDraw): FourDResult {
  validateFourDBets(config, bets);
  assertDraw(draw);
  return settleValidBets(config, bets, fromPrizeOrder(prizeOrder(draw)));
}

/** One draw (drawFourD), then every bet is paid. */
export function playFourD(config: FourDConfig, bets: readonly FourDBet[], source: RandomSource): FourDResult {
  validateFourDBets(config, bets);
  return settleValidBets(config, bets, drawFourD(source));
}

function prizeOrder(draw: FourDDraw): number[] {
  return [draw.first, draw.second, draw.third, ...draw.starters, ...draw.consolations];
}

function fromPrizeOrder(numbers: readonly number[]): FourDDraw {
  return {
    first: numbers[0] as number,
    second: numbers[1] as number,
    third: numbers[2] as number,
    starters: numbers.slice(3, 3 + FOUR_D_STARTERS),
    consolations: numbers.slice(3 + FOUR_D_STARTERS, 3 + FOUR_D_STARTERS + FOUR_D_CONSOLATIONS),
  };
}

function assertDraw(draw: FourDDraw): void {
  const wellFormed =
    typeof draw === 'object' &&
    draw !== null &&
    Array.isArray(draw.starters) &&
    draw.starters.length === FOUR_D_STARTERS &&
    Array.isArray(draw.consolations) &&
    draw.consolations.length === FOUR_D_CONSOLATIONS;
  const numbers = wellFormed ? prizeOrder(draw) : [];
  if (
    !wellFormed ||
    !numbers.every((n) => isIntegerIn(n, 0, FOUR_D_NUMBERS - 1)) ||
    new Set(numbers).size !== FOUR_D_PRIZES
  ) {
    betError('4d: the draw is 23 distinct numbers 0..9999 (3 prizes, 10 starters, 10 consolations)');
  }
}

function settleValidBets(config: FourDConfig, bets: readonly FourDBet[], draw: FourDDraw): FourDResult {
  const settlement = settleBets(bets, (bet) => fourDMultiplierX100(config, bet, draw));
  return { draw, ...settlement };
}
