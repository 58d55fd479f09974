import { actionError } from '../../instant/shared/errors.ts';
import type { Card } from '../cards/index.ts';
import type { BlackjackMove } from './blackjack-config.ts';
import { blackjackCardValue, blackjackIsPair } from './blackjack-hand.ts';
import type { BlackjackHand, BlackjackRound } from './blackjack-round.ts';

/**
 * The standard basic strategy for 4–8 decks, dealer stands on soft 17, double after split, no surrender (the
 * textbook chart, e.g. Wizard of Odds' "4 to 8 decks, S17, DAS"). One string per row, one letter per dealer up
 * card, in the order 2 3 4 5 6 7 8 9 10 A:
 * - H hit, S stand;
 * - D double when allowed, else hit; X double when allowed, else stand (soft 18);
 * - in the pair rows: P split; Q split when doubling after a split is allowed, else play the total; `-` play the
 *   total (hard, or soft for A-A after the split is used).
 * Hard totals 4–21, soft totals 12–21 (an ace counted 11), pairs by card value (1 = aces, 10 = any two ten-value
 * cards).
 */
export const BLACKJACK_BASIC_STRATEGY: {
  readonly hard: Readonly<Record<number, string>>;
  readonly soft: Readonly<Record<number, string>>;
  readonly pairs: Readonly<Record<number, string>>;
} = {
  hard: {
    4: 'HHHHHHHHHH',
    5: 'HHHHHHHHHH',
    6: 'HHHHHHHHHH',
    7: 'HHHHHHHHHH',
    8: 'HHHHHHHHHH',
    9: 'HDDDDHHHHH',
    10: 'DDDDDDDDHH',
    11: 'DDDDDDDDDH',
    12: 'HHSSSHHHHH',
    13: 'SSSSSHHHHH',
    14: 'SSSSSHHHHH',
    15: 'SSSSSHHHHH',
    16: 'SSSSSHHHHH',
    17: 'SSSSSSSSSS',
    18: 'SSSSSSSSSS',
    19: 'SSSSSSSSSS',
    20: 'SSSSSSSSSS',
    21: 'SSSSSSSSSS',
  },
  soft: {
    12: 'HHHHHHHHHH',
    13: 'HHHDDHHHHH',
    14: 'HHHDDHHHHH',
    15: 'HHDDDHHHHH',
    16: 'HHDDDHHHHH',
    17: 'HDDDDHHHHH',
    18: 'SXXXXSSHHH',
    19: 'SSSSSSSSSS',
    20: 'SSSSSSSSSS',
    21: 'SSSSSSSSSS',
  },
  pairs: {
    1: 'PPPPPPPPPP',
    2: 'QQPPPP----',
    3: 'QQPPPP----',
    4: '---QQ-----',
    5: '----------',
    6: 'QPPPP-----',
    7: 'PPPPPP----',
    8: 'PPPPPPPPPP',
    9: 'PPPPPSPPSS',
    10: '----------',
  },
};

const HARD = BLACKJACK_BASIC_STRATEGY.hard;
const SOFT = BLACKJACK_BASIC_STRATEGY.soft;
const PAIRS = BLACKJACK_BASIC_STRATEGY.pairs;

/** The chart's column for a dealer up card: 2 … 10 → 0 … 8, ace → 9. */
export function blackjackStrategyColumn(upCard: Card): number {
  const value = blackjackCardValue(upCard);
  return value === 1 ? 9 : value - 2;
}

/**
 * The basic-strategy move for the active hand (what auto-play and the simulations play): a legal move of the round,
 * read from BLACKJACK_BASIC_STRATEGY for the hand's total and the dealer's up card.
 */
export function blackjackBasicStrategy(round: BlackjackRound): BlackjackMove {
  if (round.status !== 'player_turn') actionError('blackjack: the player’s turn is over');
  const hand = round.hands[round.activeHand] as BlackjackHand;
  const cards = hand.cards;
  const column = blackjackStrategyColumn(round.dealer[0] as Card);
  const das = round.config.doubleAfterSplit;
  if (round.hands.length === 1 && blackjackIsPair(cards)) {
    const code = (PAIRS[blackjackCardValue(cards[0] as Card)] as string).charAt(column);
    if (code === 'P' || (code === 'Q' && das)) return 'split';
  }
  let hard = 0;
  let ace = false;
  for (let i = 0; i < cards.length; i++) {
    const value = blackjackCardValue(cards[i] as Card);
    hard += value;
    if (value === 1) ace = true;
  }
  const soft = ace && hard <= 11;
  const row = soft ? (SOFT[hard + 10] as string) : (HARD[hard] as string | undefined);
  if (row === undefined) return 'stand'; // a hard total above 21 never reaches here (the hand is done)
  const code = row.charAt(column);
  if (code === 'H') return 'hit';
  if (code === 'S') return 'stand';
  const canDouble = cards.length === 2 && (!hand.fromSplit || das);
  if (canDouble) return 'double';
  return code === 'D' ? 'hit' : 'stand';
}
