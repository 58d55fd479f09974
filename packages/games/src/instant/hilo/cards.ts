import { type RandomSource, randomInt } from '../../fair/index.ts';

export const CARD_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type CardSuit = (typeof CARD_SUITS)[number];

/** A card of a 52-card deck: index 0..51, rank 1 (ace, lowest) .. 13 (king) = floor(index / 4) + 1. */
export interface Card {
  index: number;
  rank: number;
  suit: CardSuit;
}

export function cardFromIndex(index: number): Card {
  return { index, rank: Math.floor(index / 4) + 1, suit: CARD_SUITS[index % 4] as CardSuit };
}

/** Read once (an imported binding is a getter call under the test transform; this runs per card). */
const pickBelow = randomInt;

/** One independent draw (with replacement): cardFromIndex(randomInt(source, 52)). */
export function drawCard(source: RandomSource): Card {
  return cardFromIndex(pickBelow(source, 52));
}

/** The first `count` cards a round's source deals, in order (for the verification page). */
export function dealCards(source: RandomSource, count: number): Card[] {
  return Array.from({ length: count }, () => drawCard(source));
}
