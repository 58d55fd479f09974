import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../instant/shared/table-round.ts';
import { type Card, dealCards, SUITS } from '../cards/index.ts';
import {
  DRAGON_TIGER_BET_TYPES,
  DRAGON_TIGER_DECKS,
  type DragonTigerBetType,
  type DragonTigerConfig,
} from './dragon-tiger-config.ts';

export interface DragonTigerBet {
  type: DragonTigerBetType;
  stake: bigint;
}

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

/** A round's shared draw (plain JSON: Card objects). */
export interface DragonTigerOutcome {
  readonly dragon: Card;
  readonly tiger: Card;
  /** The higher rank wins (ace 1 low … king 13 high); the same rank is a tie, whatever the suits. */
  readonly winner: DragonTigerWinner;
}

export interface DragonTigerResult extends TableSettlement<DragonTigerBet> {
  outcome: DragonTigerOutcome;
}

export function dragonTigerWinner(dragon: Card, tiger: Card): DragonTigerWinner {
  return dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
}

/** The round's shared draw: `dealCards(source, 8, 2)` — the first card to the Dragon, the second to the Tiger. */
export function dealDragonTiger(source: RandomSource): DragonTigerOutcome {
  const [dragon, tiger] = dealCards(source, DRAGON_TIGER_DECKS, 2) as [Card, Card];
  return { dragon, tiger, winner: dragonTigerWinner(dragon, tiger) };
}

/** What a bet returns on a result, in hundredths of its stake (0 lost; dragon and tiger get tieRefundX100 on a tie). */
export function dragonTigerMultiplier(
  config: DragonTigerConfig,
  type: DragonTigerBetType,
  winner: DragonTigerWinner,
): number {
  if (winner === type) return config.payouts[type];
  return winner === 'tie' ? config.tieRefundX100 : 0;
}

export function validateDragonTigerBets(config: DragonTigerConfig, bets: readonly DragonTigerBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    if (!DRAGON_TIGER_BET_TYPES.includes(bet.type))
      betError(`dragon-tiger: the bet type is one of ${DRAGON_TIGER_BET_TYPES.join(', ')}`);
  }
}

/** Throws `invalid_bet` unless `outcome` is two valid cards and their winner (any two cards fit in 8 decks). */
export function assertDragonTigerOutcome(outcome: unknown): asserts outcome is DragonTigerOutcome {
  const round = outcome as Partial<Record<'dragon' | 'tiger' | 'winner', unknown>> | null;
  if (
    typeof round !== 'object' ||
    round === null ||
    !isCard(round.dragon) ||
    !isCard(round.tiger) ||
    round.winner !== dragonTigerWinner(round.dragon, round.tiger)
  ) {
    betError('dragon-tiger: the outcome is a dragon card, a tiger card and their winner');
  }
}

/** Pays one player's bets on a drawn outcome (the shared round's, or one passed back by the verification page). */
export function settleDragonTiger(
  config: DragonTigerConfig,
  bets: readonly DragonTigerBet[],
  outcome: DragonTigerOutcome,
): DragonTigerResult {
  validateDragonTigerBets(config, bets);
  assertDragonTigerOutcome(outcome);
  return settleOutcome(config, bets, outcome);
}

/** deal + settle, for one-player rounds and the simulations. */
export function playDragonTiger(
  config: DragonTigerConfig,
  bets: readonly DragonTigerBet[],
  source: RandomSource,
): DragonTigerResult {
  validateDragonTigerBets(config, bets);
  return settleOutcome(config, bets, dealDragonTiger(source));
}

function settleOutcome(
  config: DragonTigerConfig,
  bets: readonly DragonTigerBet[],
  outcome: DragonTigerOutcome,
): DragonTigerResult {
  const settlement = settleBets(bets, (bet) => dragonTigerMultiplier(config, bet.type, outcome.winner));
  return { outcome, ...settlement };
}

function isCard(value: unknown): value is Card {
  if (typeof value !== 'object' || value === null) return false;
  const { rank, suit } = value as { rank?: unknown; suit?: unknown };
  return (
    typeof rank === 'number' &&
    Number.isInteger(rank) &&
    rank >= 1 &&
    rank <= 13 &&
    SUITS.includes(suit as Card['suit'])
  );
}
