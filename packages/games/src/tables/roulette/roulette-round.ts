import { type RandomSource, randomInt } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { isIntegerIn } from '../../instant/shared/money.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../instant/shared/table-round.ts';
import { ROULETTE_BET_TYPES, type RouletteConfig, type RouletteEvenMoneyType } from './roulette-config.ts';
import {
  isLegalInsideSelection,
  isRouletteInsideType,
  ROULETTE_POCKETS,
  type RouletteColor,
  type RouletteInsideType,
  rouletteColor,
  rouletteColumn,
  rouletteDozen,
} from './roulette-layout.ts';

/**
 * One chip on the layout. Inside bets: `selection` is the covered numbers, ascending (`[17]`, `[17, 20]`,
 * `[0, 2, 3]`…). dozen and column: `selection` 1, 2 or 3. Even-money bets take no selection.
 */
export type RouletteBet =
  | { type: RouletteInsideType; selection: readonly number[]; stake: bigint }
  | { type: 'dozen' | 'column'; selection: number; stake: bigint }
  | { type: RouletteEvenMoneyType; selection?: undefined; stake: bigint };

/** The round's shared draw: the pocket the ball lands in and its colour. */
export interface RouletteOutcome {
  number: number;
  color: RouletteColor;
}

export interface RouletteResult extends TableSettlement<RouletteBet> {
  outcome: RouletteOutcome;
}

const SHAPES: Readonly<Record<RouletteInsideType, string>> = {
  straight: 'one number 0..36, e.g. [17]',
  split: 'two numbers next to each other on the layout (or 0 with 1, 2 or 3), ascending, e.g. [17, 20]',
  street: 'a row of three, ascending, e.g. [13, 14, 15]',
  corner: 'four numbers meeting in a square, ascending, e.g. [17, 18, 20, 21]',
  six_line: 'two adjacent rows, ascending, e.g. [13, 14, 15, 16, 17, 18]',
  trio: '[0, 1, 2] or [0, 2, 3]',
  first_four: '[0, 1, 2, 3]',
};

export function validateRouletteBets(config: RouletteConfig, bets: readonly RouletteBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    const { type, selection } = bet as { type: unknown; selection?: unknown };
    if (!ROULETTE_BET_TYPES.includes(type as RouletteBet['type']))
      betError(`roulette: unknown bet type ${String(type)}`);
    const known = type as RouletteBet['type'];
    if (isRouletteInsideType(known)) {
      if (!isLegalInsideSelection(known, selection))
        betError(`roulette: a ${known} bet selects ${SHAPES[known]}`);
    } else if (known === 'dozen' || known === 'column') {
      if (!isIntegerIn(selection, 1, 3)) betError(`roulette: a ${known} bet selects 1, 2 or 3`);
    } else if (selection !== undefined) {
      betError(`roulette: the ${known} bet takes no selection`);
    }
  }
}

/** What a (valid) bet returns when the ball lands on `number`, in hundredths of its stake (0: lost). */
export function rouletteMultiplierX100(config: RouletteConfig, bet: RouletteBet, number: number): number {
  const payout = config.payouts[bet.type];
  switch (bet.type) {
    case 'dozen':
      return rouletteDozen(number) === bet.selection ? payout : 0;
    case 'column':
      return rouletteColumn(number) === bet.selection ? payout : 0;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      if (number === 0) return config.laPartage ? 50 : 0;
      return evenMoneyWins(bet.type, number) ? payout : 0;
    default:
      return bet.selection.includes(number) ? payout : 0;
  }
}

function evenMoneyWins(type: RouletteEvenMoneyType, number: number): boolean {
  switch (type) {
    case 'red':
      return rouletteColor(number) === 'red';
    case 'black':
      return rouletteColor(number) === 'black';
    case 'odd':
      return number % 2 === 1;
    case 'even':
      return number % 2 === 0;
    case 'low':
      return number <= 18;
    case 'high':
      return number >= 19;
  }
}

/** The round's draw: one randomInt(source, 37), the pocket 0..36. */
export function dealRoulette(source: RandomSource): RouletteOutcome {
  const number = randomInt(source, ROULETTE_POCKETS);
  return { number, color: rouletteColor(number) };
}

/** Pays one player's bets on a drawn outcome (the shared round's, or one the verification page passes in). */
export function settleRoulette(
  config: RouletteConfig,
  bets: readonly RouletteBet[],
  outcome: RouletteOutcome,
): RouletteResult {
  validateRouletteBets(config, bets);
  const { number, color } = (outcome ?? {}) as { number?: unknown; color?: unknown };
  if (!isIntegerIn(number, 0, 36) || color !== rouletteColor(number))
    betError('roulette: the outcome is a number 0..36 with its colour');
  return settleValid(config, bets, { number, color: rouletteColor(number) });
}

/** deal then settle: one player's round, for the simulations. */
export function playRoulette(
  config: RouletteConfig,
  bets: readonly RouletteBet[],
  source: RandomSource,
): RouletteResult {
  validateRouletteBets(config, bets);
  return settleValid(config, bets, dealRoulette(source));
}

function settleValid(
  config: RouletteConfig,
  bets: readonly RouletteBet[],
  outcome: RouletteOutcome,
): RouletteResult {
  const settlement = settleBets(bets, (bet) => rouletteMultiplierX100(config, bet, outcome.number));
  return { outcome, ...settlement };
}
