import type { Card } from '../cards/index.ts';

/** Ace 1 (or 11, see blackjackHandTotal), two to nine at face value, ten, jack, queen and king 10. */
export function blackjackCardValue(card: Card): number {
  return card.rank >= 10 ? 10 : card.rank;
}

/** A hand's best total and whether an ace counts 11 in it (a soft total). */
export interface BlackjackTotal {
  total: number;
  soft: boolean;
}

/** The hand's total: aces count 1, and one of them 11 when that does not bust the hand (then it is soft). */
export function blackjackHandTotal(cards: readonly Card[]): BlackjackTotal {
  const hard = hardSum(cards);
  return hasAce(cards) && hard <= 11 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

/** The best total alone (the engine's fast path). */
export function blackjackTotal(cards: readonly Card[]): number {
  const hard = hardSum(cards);
  return hard <= 11 && hasAce(cards) ? hard + 10 : hard;
}

/** Can these two cards be split: two cards of the same value (any two ten-value cards are a pair)? */
export function blackjackIsPair(cards: readonly Card[]): boolean {
  return cards.length === 2 && blackjackCardValue(cards[0] as Card) === blackjackCardValue(cards[1] as Card);
}

function hardSum(cards: readonly Card[]): number {
  let sum = 0;
  for (let i = 0; i < cards.length; i++) {
    const rank = (cards[i] as Card).rank;
    sum += rank >= 10 ? 10 : rank;
  }
  return sum;
}

function hasAce(cards: readonly Card[]): boolean {
  for (let i = 0; i < cards.length; i++) if ((cards[i] as Card).rank === 1) return true;
  return false;
}
