import type { RandomSource } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';
import { assertBetList, settleBets, type TableSettlement } from '../../instant/shared/table-round.ts';
import { type Card, dealCards, SUITS } from '../cards/index.ts';
import {
  BACCARAT_BET_TYPES,
  BACCARAT_DECKS,
  type BaccaratBetType,
  type BaccaratConfig,
} from './baccarat-config.ts';

export interface BaccaratBet {
  type: BaccaratBetType;
  stake: bigint;
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratHand {
  /** The hand's cards in the order dealt: two, or three when it drew. */
  readonly cards: readonly Card[];
  /** The sum of the card values mod 10 (0..9). */
  readonly total: number;
}

/** A round's shared draw: both hands and who won (plain JSON: Card objects and numbers). */
export interface BaccaratOutcome {
  readonly player: BaccaratHand;
  readonly banker: BaccaratHand;
  readonly winner: BaccaratWinner;
}

export interface BaccaratResult extends TableSettlement<BaccaratBet> {
  outcome: BaccaratOutcome;
}

/** How many cards a round deals from the shoe (the words it draws do not depend on the tableau). */
export const BACCARAT_CARDS_DEALT = 6;

/** Ace 1, two to nine at face value, ten and the court cards 0. */
export function baccaratCardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** A hand's total: the sum of its card values mod 10. */
export function baccaratHandTotal(cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += baccaratCardValue(card);
  return sum % 10;
}

/** With no natural on the table, the Player draws a third card on a two-card total of 0–5 and stands on 6–7. */
export function baccaratPlayerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * With no natural on the table, does the Banker draw a third card? `playerThird` is the value (0–9) of the
 * Player's third card, or null when the Player stood. Player stood: the Banker draws on 0–5, stands on 6–7.
 * Player drew: 0–2 draw; 3 draws unless the Player's third is 8; 4 draws on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 */
export function baccaratBankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export function baccaratWinner(playerTotal: number, bankerTotal: number): BaccaratWinner {
  return playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
}

/**
 * Plays the tableau on cards in the order dealt: Player, Banker, Player, Banker, then the next card to the
 * Player if it draws, then the next one to the Banker if it draws (so when the Player stands, the Banker's third
 * card is the fifth card). A natural (8 or 9 on either two-card hand) stops both hands.
 */
export function baccaratFromCards(dealt: readonly Card[]): BaccaratOutcome {
  const playerCards = [dealt[0] as Card, dealt[2] as Card];
  const bankerCards = [dealt[1] as Card, dealt[3] as Card];
  let playerTotal = baccaratHandTotal(playerCards);
  let bankerTotal = baccaratHandTotal(bankerCards);
  if (playerTotal < 8 && bankerTotal < 8) {
    let next = 4;
    let playerThird: number | null = null;
    if (baccaratPlayerDraws(playerTotal)) {
      const third = dealt[next++] as Card;
      playerCards.push(third);
      playerThird = baccaratCardValue(third);
      playerTotal = (playerTotal + playerThird) % 10;
    }
    if (baccaratBankerDraws(bankerTotal, playerThird)) {
      const third = dealt[next] as Card;
      bankerCards.push(third);
      bankerTotal = (bankerTotal + baccaratCardValue(third)) % 10;
    }
  }
  return {
    player: { cards: playerCards, total: playerTotal },
    banker: { cards: bankerCards, total: bankerTotal },
    winner: baccaratWinner(playerTotal, bankerTotal),
  };
}

/**
 * The round's shared draw: `dealCards(source, 8, 6)` (six randomInt draws into a fresh 416-card shoe, always
 * six whatever the tableau uses), then the tableau on those cards in order (`baccaratFromCards`).
 */
export function dealBaccarat(source: RandomSource): BaccaratOutcome {
  return baccaratFromCards(dealCards(source, BACCARAT_DECKS, BACCARAT_CARDS_DEALT));
}

/** Did the hand's first two cards share a rank (a ten and a king are not a pair)? */
export function baccaratIsPair(hand: BaccaratHand): boolean {
  return hand.cards[0]?.rank === hand.cards[1]?.rank;
}

/** What a bet returns on an outcome, in hundredths of its stake (0 lost, 100 pushed). */
export function baccaratMultiplier(
  config: BaccaratConfig,
  type: BaccaratBetType,
  outcome: BaccaratOutcome,
): number {
  switch (type) {
    case 'player':
    case 'banker':
      return outcome.winner === type ? config.payouts[type] : outcome.winner === 'tie' ? 100 : 0;
    case 'tie':
      return outcome.winner === 'tie' ? config.payouts.tie : 0;
    case 'player_pair':
      return baccaratIsPair(outcome.player) ? config.payouts.player_pair : 0;
    case 'banker_pair':
      return baccaratIsPair(outcome.banker) ? config.payouts.banker_pair : 0;
  }
}

export function validateBaccaratBets(config: BaccaratConfig, bets: readonly BaccaratBet[]): void {
  assertBetList(bets, config.maxBetsPerRound);
  for (const bet of bets) {
    if (!BACCARAT_BET_TYPES.includes(bet.type))
      betError(`baccarat: the bet type is one of ${BACCARAT_BET_TYPES.join(', ')}`);
  }
}

/**
 * Throws `invalid_bet` unless `outcome` is a round the tableau can produce: two hands of valid cards whose
 * third cards, totals and winner are exactly what the rules give for their first two cards (six cards of 416
 * never exceed the shoe's eight copies of a card, so any cards are possible).
 */
export function assertBaccaratOutcome(outcome: unknown): asserts outcome is BaccaratOutcome {
  const round = outcome as Partial<Record<'player' | 'banker' | 'winner', unknown>> | null;
  if (
    typeof round !== 'object' ||
    round === null ||
    !isHand(round.player) ||
    !isHand(round.banker) ||
    !followsTableau(round.player.cards, round.banker.cards) ||
    round.winner !== baccaratWinner(round.player.total, round.banker.total)
  ) {
    betError(
      'baccarat: the outcome is two hands of 2–3 cards dealt by the tableau, with their totals and winner',
    );
  }
}

/** Pays one player's bets on a drawn outcome (the shared round's, or one passed back by the verification page). */
export function settleBaccarat(
  config: BaccaratConfig,
  bets: readonly BaccaratBet[],
  outcome: BaccaratOutcome,
): BaccaratResult {
  validateBaccaratBets(config, bets);
  assertBaccaratOutcome(outcome);
  return settleOutcome(config, bets, outcome);
}

/** deal + settle, for one-player rounds and the simulations. */
export function playBaccarat(
  config: BaccaratConfig,
  bets: readonly BaccaratBet[],
  source: RandomSource,
): BaccaratResult {
  validateBaccaratBets(config, bets);
  return settleOutcome(config, bets, dealBaccarat(source));
}

function settleOutcome(
  config: BaccaratConfig,
  bets: readonly BaccaratBet[],
  outcome: BaccaratOutcome,
): BaccaratResult {
  const settlement = settleBets(bets, (bet) => baccaratMultiplier(config, bet.type, outcome));
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

/** Two or three valid cards and their right total. */
function isHand(value: unknown): value is BaccaratHand {
  if (typeof value !== 'object' || value === null) return false;
  const { cards, total } = value as { cards?: unknown; total?: unknown };
  return (
    Array.isArray(cards) &&
    cards.length >= 2 &&
    cards.length <= 3 &&
    cards.every(isCard) &&
    total === baccaratHandTotal(cards)
  );
}

/** Does each hand hold a third card exactly when the tableau draws one? */
function followsTableau(player: readonly Card[], banker: readonly Card[]): boolean {
  const playerTotal = baccaratHandTotal(player.slice(0, 2));
  const bankerTotal = baccaratHandTotal(banker.slice(0, 2));
  const natural = playerTotal >= 8 || bankerTotal >= 8;
  const playerDraws = !natural && baccaratPlayerDraws(playerTotal);
  if ((player.length === 3) !== playerDraws) return false;
  const playerThird = player[2] === undefined ? null : baccaratCardValue(player[2]);
  const bankerDraws = !natural && baccaratBankerDraws(bankerTotal, playerThird);
  return (banker.length === 3) === bankerDraws;
}
