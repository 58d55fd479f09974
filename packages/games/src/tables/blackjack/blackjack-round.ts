import type { RandomSource } from '../../fair/index.ts';
import { actionError, betError } from '../../instant/shared/errors.ts';
import { assertStake, payoutFor } from '../../instant/shared/money.ts';
import type { Card } from '../cards/index.ts';
import { BLACKJACK_MOVES, type BlackjackConfig, type BlackjackMove } from './blackjack-config.ts';
import { blackjackIsPair, blackjackTotal } from './blackjack-hand.ts';
import { drawBlackjackCard } from './blackjack-shoe.ts';

export interface BlackjackBet {
  stake: bigint;
}

/**
 * player_turn: the player moves on `hands[activeHand]`; dealer_turn: the player is done, `dealerPlayBlackjack`
 * finishes the dealer's hand; finished: nothing is left to draw, `settleBlackjack` pays.
 */
export type BlackjackStatus = 'player_turn' | 'dealer_turn' | 'finished';

/** One of the player's hands (two after a split). */
export interface BlackjackHand {
  /** The cards in the order dealt (a split hand starts with one card and is dealt its second when played). */
  readonly cards: readonly Card[];
  /** What this hand has at stake: the bet, twice the bet once doubled. */
  readonly stake: bigint;
  readonly doubled: boolean;
  /** Made by a split: its two-card 21 is not a blackjack, and it is doubled only under doubleAfterSplit. */
  readonly fromSplit: boolean;
  /** Takes no more cards: stood, doubled, busted, reached 21, or a split ace with its one card. */
  readonly done: boolean;
}

/** One seat's round. Never mutated: every move returns a new round. The cards come from one source, in order. */
export interface BlackjackRound {
  readonly config: BlackjackConfig;
  /** The bet placed at the start (a double or a split stakes it once more). */
  readonly bet: bigint;
  readonly hands: readonly BlackjackHand[];
  /** The hand the next move plays while status is player_turn; −1 otherwise. */
  readonly activeHand: number;
  /**
   * The dealer's cards: the up card, the hole card (drawn at the start, not shown to the player until the dealer's
   * turn or a dealer blackjack: see blackjackDealerShown), then the dealer's draws.
   */
  readonly dealer: readonly Card[];
  /**
   * Every randomInt result drawn so far, in order: the i-th card of the round is offsets[i] into the 416 − i cards
   * left (drawBlackjackCard), so the round's cards are the first cards of dealCards(source, 8, n).
   */
  readonly shoeOffsets: readonly number[];
  readonly status: BlackjackStatus;
  /** Staked so far: the bet, plus the bet again for a double or a split (the studio debits each before the move). */
  readonly totalStake: bigint;
}

/** How a hand ended against the dealer. */
export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose';

export interface BlackjackSettledHand {
  readonly hand: BlackjackHand;
  readonly total: number;
  readonly outcome: BlackjackOutcome;
  /** What the hand's stake returns, in hundredths: blackjack 250 (3:2), win 200, push 100, lose 0. */
  readonly multiplierX100: number;
  /** floor(hand stake × multiplierX100 / 100). */
  readonly payout: bigint;
}

export interface BlackjackResult {
  readonly round: BlackjackRound;
  readonly dealerTotal: number;
  readonly dealerBlackjack: boolean;
  readonly hands: readonly BlackjackSettledHand[];
  readonly totalStake: bigint;
  readonly totalPayout: bigint;
}

export function validateBlackjackBet(_config: BlackjackConfig, bet: BlackjackBet): void {
  if (typeof bet !== 'object' || bet === null) betError('blackjack: the bet is an object');
  assertStake(bet.stake);
}

/**
 * Deals the player's two cards and the dealer's two (the up card shown, the hole card drawn but hidden), in the
 * order player, dealer up, player, dealer hole: the round's first four cards. A blackjack on either side ends the
 * round at once (the dealer peeks under an ace or a ten-value card): it is finished, and settles as a push when both
 * have one.
 */
export function startBlackjack(
  config: BlackjackConfig,
  bet: BlackjackBet,
  source: RandomSource,
): BlackjackRound {
  validateBlackjackBet(config, bet);
  const offsets: number[] = [];
  const deal = dealer(offsets, source);
  const first = deal();
  const up = deal();
  const second = deal();
  const hole = deal();
  const cards = [first, second];
  const natural = blackjackTotal(cards) === 21 || blackjackTotal([up, hole]) === 21;
  const hand = handOf(cards, bet.stake, false, false, natural);
  const status = natural ? 'finished' : 'player_turn';
  return roundOf(config, bet.stake, [hand], natural ? -1 : 0, [up, hole], offsets, status, bet.stake);
}

/** The moves the round allows now (none outside the player's turn). */
export function blackjackLegalMoves(round: BlackjackRound): BlackjackMove[] {
  if (round.status !== 'player_turn') return [];
  const moves: BlackjackMove[] = ['hit', 'stand'];
  if (canDouble(round)) moves.push('double');
  if (canSplit(round)) moves.push('split');
  return moves;
}

/** Takes one card on the active hand; 21 or more ends that hand. */
export function hitBlackjack(round: BlackjackRound, source: RandomSource): BlackjackRound {
  assertPlayerTurn(round);
  const offsets = round.shoeOffsets.slice();
  const deal = dealer(offsets, source);
  const hands = round.hands.slice();
  const index = round.activeHand;
  const hand = hands[index] as BlackjackHand;
  const cards = hand.cards.concat(deal());
  hands[index] = handOf(cards, hand.stake, hand.doubled, hand.fromSplit, blackjackTotal(cards) >= 21);
  return carryOn(round, hands, index, offsets, deal, round.totalStake);
}

/**
 * Ends the active hand as it is. It draws a card only when the first hand of a split ends and the second is dealt
 * its second card.
 */
export function standBlackjack(round: BlackjackRound, source: RandomSource): BlackjackRound {
  assertPlayerTurn(round);
  const hands = round.hands.slice();
  const index = round.activeHand;
  const hand = hands[index] as BlackjackHand;
  hands[index] = handOf(hand.cards, hand.stake, hand.doubled, hand.fromSplit, true);
  const offsets = round.shoeOffsets.slice();
  return carryOn(round, hands, index, offsets, dealer(offsets, source), round.totalStake);
}

/** Doubles the active hand's stake on its first two cards and takes exactly one more card. */
export function doubleBlackjack(round: BlackjackRound, source: RandomSource): BlackjackRound {
  assertPlayerTurn(round);
  if (!canDouble(round)) {
    actionError(
      round.config.doubleAfterSplit
        ? 'blackjack: double on a hand’s first two cards'
        : 'blackjack: double on the first two cards, and not after a split at this table',
    );
  }
  const offsets = round.shoeOffsets.slice();
  const deal = dealer(offsets, source);
  const hands = round.hands.slice();
  const index = round.activeHand;
  const hand = hands[index] as BlackjackHand;
  hands[index] = handOf(hand.cards.concat(deal()), hand.stake + round.bet, true, hand.fromSplit, true);
  return carryOn(round, hands, index, offsets, deal, round.totalStake + round.bet);
}

/**
 * Splits the first two cards (same value) into two hands, staking the bet once more. The first hand is dealt its
 * second card at once and played; the second hand is dealt its second card when the first is done. Split aces take
 * that one card each and stand.
 */
export function splitBlackjack(round: BlackjackRound, source: RandomSource): BlackjackRound {
  assertPlayerTurn(round);
  if (!canSplit(round)) actionError('blackjack: split two cards of the same value, once a round');
  const offsets = round.shoeOffsets.slice();
  const deal = dealer(offsets, source);
  const [left, right] = (round.hands[0] as BlackjackHand).cards as [Card, Card];
  const hands = [
    handOf([left], round.bet, false, true, false),
    handOf([right], round.bet, false, true, false),
  ];
  return carryOn(round, hands, -1, offsets, deal, round.totalStake + round.bet);
}

/** Plays a move by name (the studio's entry point for a player's action). */
export function moveBlackjack(
  round: BlackjackRound,
  move: BlackjackMove,
  source: RandomSource,
): BlackjackRound {
  switch (move) {
    case 'hit':
      return hitBlackjack(round, source);
    case 'stand':
      return standBlackjack(round, source);
    case 'double':
      return doubleBlackjack(round, source);
    case 'split':
      return splitBlackjack(round, source);
    default:
      return betError(`blackjack: the move is one of ${BLACKJACK_MOVES.join(', ')}`);
  }
}

/**
 * Reveals the hole card and draws the dealer's cards (the round's next cards) until 17 or more; the dealer stands
 * on soft 17. When every hand of the player has busted the dealer draws nothing.
 */
export function dealerPlayBlackjack(round: BlackjackRound, source: RandomSource): BlackjackRound {
  if (round.status !== 'dealer_turn') actionError('blackjack: the dealer plays once the player is done');
  const offsets = round.shoeOffsets.slice();
  const deal = dealer(offsets, source);
  let live = false;
  for (const hand of round.hands) if (blackjackTotal(hand.cards) <= 21) live = true;
  const cards = round.dealer.slice();
  if (live) while (blackjackTotal(cards) < 17) cards.push(deal());
  return roundOf(round.config, round.bet, round.hands, -1, cards, offsets, 'finished', round.totalStake);
}

/** The dealer's cards the player may see: the up card alone during the player's turn, all of them after it. */
export function blackjackDealerShown(round: BlackjackRound): readonly Card[] {
  return round.status === 'player_turn' ? round.dealer.slice(0, 1) : round.dealer;
}

/** Is this hand a blackjack: an ace and a ten-value card as the first two cards of an unsplit hand? */
export function blackjackIsNatural(hand: BlackjackHand): boolean {
  return !hand.fromSplit && hand.cards.length === 2 && blackjackTotal(hand.cards) === 21;
}

/**
 * What a hand returns against the dealer's final cards, in hundredths of its stake: both blackjack 100 (push);
 * the player's blackjack alone blackjackPayoutX100; the dealer's blackjack alone 0; a bust 0 (even when the dealer
 * busts too); the dealer busting 200; otherwise the higher total 200 / 0, equal totals 100.
 */
export function blackjackHandResult(
  config: BlackjackConfig,
  hand: BlackjackHand,
  dealerCards: readonly Card[],
): { outcome: BlackjackOutcome; multiplierX100: number } {
  const natural = blackjackIsNatural(hand);
  const dealerNatural = dealerCards.length === 2 && blackjackTotal(dealerCards) === 21;
  if (natural || dealerNatural) {
    if (natural && dealerNatural) return { outcome: 'push', multiplierX100: 100 };
    return natural
      ? { outcome: 'blackjack', multiplierX100: config.blackjackPayoutX100 }
      : { outcome: 'lose', multiplierX100: 0 };
  }
  const total = blackjackTotal(hand.cards);
  const dealerTotal = blackjackTotal(dealerCards);
  if (total > 21) return { outcome: 'lose', multiplierX100: 0 };
  if (dealerTotal > 21 || total > dealerTotal) return { outcome: 'win', multiplierX100: 200 };
  return total === dealerTotal
    ? { outcome: 'push', multiplierX100: 100 }
    : { outcome: 'lose', multiplierX100: 0 };
}

/** Pays every hand of a finished round. */
export function settleBlackjack(round: BlackjackRound): BlackjackResult {
  if (round.status !== 'finished') actionError('blackjack: settle a round once the dealer has played');
  let totalPayout = 0n;
  const hands = round.hands.map((hand) => {
    const { outcome, multiplierX100 } = blackjackHandResult(round.config, hand, round.dealer);
    const payout = payoutFor(hand.stake, multiplierX100);
    totalPayout += payout;
    return { hand, total: blackjackTotal(hand.cards), outcome, multiplierX100, payout };
  });
  return {
    round,
    dealerTotal: blackjackTotal(round.dealer),
    dealerBlackjack: round.dealer.length === 2 && blackjackTotal(round.dealer) === 21,
    hands,
    totalStake: round.totalStake,
    totalPayout,
  };
}

function canDouble(round: BlackjackRound): boolean {
  const hand = round.hands[round.activeHand];
  return hand !== undefined && hand.cards.length === 2 && (!hand.fromSplit || round.config.doubleAfterSplit);
}

function canSplit(round: BlackjackRound): boolean {
  return round.hands.length === 1 && blackjackIsPair((round.hands[0] as BlackjackHand).cards);
}

function assertPlayerTurn(round: BlackjackRound): void {
  if (round.status !== 'player_turn') actionError('blackjack: the player’s turn is over');
}

/** Deals the round's next cards, recording each randomInt result in `offsets`. */
function dealer(offsets: number[], source: RandomSource): () => Card {
  return () => {
    const { card, offset } = drawBlackjackCard(offsets, source);
    offsets.push(offset);
    return card;
  };
}

/**
 * After the hand at `index` changed (or a split, index −1): finds the next hand to play, dealing a split hand its
 * second card when its turn comes (a split ace, or a 21, is then done at once), or hands over to the dealer.
 */
function carryOn(
  round: BlackjackRound,
  hands: BlackjackHand[],
  index: number,
  offsets: number[],
  deal: () => Card,
  totalStake: bigint,
): BlackjackRound {
  let active = -1;
  for (let i = (hands[index]?.done ?? true) ? index + 1 : index; i < hands.length; i++) {
    let hand = hands[i] as BlackjackHand;
    if (hand.cards.length === 1) {
      const first = hand.cards[0] as Card;
      const cards = [first, deal()];
      hand = handOf(cards, hand.stake, false, true, first.rank === 1 || blackjackTotal(cards) === 21);
      hands[i] = hand;
    }
    if (!hand.done) {
      active = i;
      break;
    }
  }
  const status = active === -1 ? 'dealer_turn' : 'player_turn';
  return roundOf(round.config, round.bet, hands, active, round.dealer, offsets, status, totalStake);
}

/** Builds a hand / a round field by field (no spread: simulations make millions of them). */
function handOf(
  cards: readonly Card[],
  stake: bigint,
  doubled: boolean,
  fromSplit: boolean,
  done: boolean,
): BlackjackHand {
  return { cards, stake, doubled, fromSplit, done };
}

function roundOf(
  config: BlackjackConfig,
  bet: bigint,
  hands: readonly BlackjackHand[],
  activeHand: number,
  dealerCards: readonly Card[],
  shoeOffsets: readonly number[],
  status: BlackjackStatus,
  totalStake: bigint,
): BlackjackRound {
  return { config, bet, hands, activeHand, dealer: dealerCards, shoeOffsets, status, totalStake };
}
