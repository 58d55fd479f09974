import type { Card, Suit } from '../cards/index.ts';
import {
  CASINO_HOLDEM_HAND_CLASSES,
  type CasinoHoldemAaBonusHand,
  type CasinoHoldemHandClass,
} from './casino-holdem-config.ts';

/**
 * Poker hand strength of the best five cards among five to seven: class index (CASINO_HOLDEM_HAND_CLASSES) × 2^20
 * + the five ranks that decide, most significant first, 4 bits each (two 14, …, ace 14 except in the 5-high
 * straight, where it is 1). The ranks are listed by group, then rank: four of a kind q q q q k; full house t t t p p;
 * two pair h h l l k; pair p p k1 k2 k3; straight from its top card; flush and high card from the top. The higher
 * number is the higher hand; equal numbers tie (suits never break ties).
 */
export type CasinoHoldemStrength = number;

const CLASS_SHIFT = 20;
const HIGH_CARD = 0;
const PAIR = 1;
const TWO_PAIR = 2;
const THREE_OF_A_KIND = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const FOUR_OF_A_KIND = 7;
const STRAIGHT_FLUSH = 8;
const ROYAL_FLUSH = 9;

const CLASSES = CASINO_HOLDEM_HAND_CLASSES;

/** The lowest hand the dealer qualifies with: a pair of fours (any kickers). */
export const CASINO_HOLDEM_DEALER_QUALIFIER: CasinoHoldemStrength =
  (PAIR << CLASS_SHIFT) | (4 << 16) | (4 << 12);

/** Scratch counts per rank (index 2..14), reused by every call: the evaluator allocates nothing. */
const counts = new Int32Array(15);
/** Ranks held once, highest first (at most seven). */
const singles = new Int32Array(7);
/** Per suit (spades, hearts, diamonds, clubs): its ranks as a mask, and how many cards. */
const suitMasks = new Int32Array(4);
const suitCounts = new Int32Array(4);

function suitIndex(suit: Suit): number {
  return suit === 'spades' ? 0 : suit === 'hearts' ? 1 : suit === 'diamonds' ? 2 : 3;
}

/** The top card of the highest five-in-a-row in a rank mask (bit r for rank r, the ace also as bit 1), or 0. */
function straightTop(mask: number): number {
  const withLowAce = mask & (1 << 14) ? mask | 2 : mask;
  for (let top = 14; top >= 5; top--) if (((withLowAce >> (top - 4)) & 31) === 31) return top;
  return 0;
}

function straightStrength(handClass: number, top: number): number {
  return (
    (handClass << CLASS_SHIFT) |
    (top << 16) |
    ((top - 1) << 12) |
    ((top - 2) << 8) |
    ((top - 3) << 4) |
    (top === 5 ? 1 : top - 4)
  );
}

/** The five highest ranks of a mask, packed. */
function topFive(mask: number): number {
  let packed = 0;
  let taken = 0;
  for (let rank = 14; rank >= 2 && taken < 5; rank--) {
    if (mask & (1 << rank)) {
      packed = (packed << 4) | rank;
      taken += 1;
    }
  }
  return packed;
}

/** The strength of the best five of `cards` (five to seven distinct cards). */
export function casinoHoldemStrength(cards: readonly Card[]): CasinoHoldemStrength {
  counts.fill(0);
  suitMasks.fill(0);
  suitCounts.fill(0);
  let all = 0;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as Card;
    const rank = card.rank === 1 ? 14 : card.rank;
    const suit = suitIndex(card.suit);
    counts[rank] = (counts[rank] as number) + 1;
    all |= 1 << rank;
    suitMasks[suit] = (suitMasks[suit] as number) | (1 << rank);
    suitCounts[suit] = (suitCounts[suit] as number) + 1;
  }
  // A flush leaves at most two other cards: no four of a kind or full house is then possible, so it decides.
  for (let suit = 0; suit < 4; suit++) {
    if ((suitCounts[suit] as number) < 5) continue;
    const mask = suitMasks[suit] as number;
    const top = straightTop(mask);
    if (top === 14) return straightStrength(ROYAL_FLUSH, 14);
    if (top > 0) return straightStrength(STRAIGHT_FLUSH, top);
    return (FLUSH << CLASS_SHIFT) | topFive(mask);
  }
  let quad = 0;
  let trips = 0;
  let secondTrips = 0;
  let pair = 0;
  let secondPair = 0;
  let thirdPair = 0;
  let singleCount = 0;
  for (let rank = 14; rank >= 2; rank--) {
    const count = counts[rank] as number;
    if (count === 0) continue;
    if (count === 4) quad = rank;
    else if (count === 3) {
      if (trips === 0) trips = rank;
      else secondTrips = rank;
    } else if (count === 2) {
      if (pair === 0) pair = rank;
      else if (secondPair === 0) secondPair = rank;
      else thirdPair = rank;
    } else singles[singleCount++] = rank;
  }
  const s0 = singleCount > 0 ? (singles[0] as number) : 0;
  if (quad > 0) {
    const kicker = Math.max(trips, pair, s0);
    return (FOUR_OF_A_KIND << CLASS_SHIFT) | (quad << 16) | (quad << 12) | (quad << 8) | (quad << 4) | kicker;
  }
  if (trips > 0 && (secondTrips > 0 || pair > 0)) {
    const two = Math.max(secondTrips, pair);
    return (FULL_HOUSE << CLASS_SHIFT) | (trips << 16) | (trips << 12) | (trips << 8) | (two << 4) | two;
  }
  const top = straightTop(all);
  if (top > 0) return straightStrength(STRAIGHT, top);
  if (trips > 0) {
    return (
      (THREE_OF_A_KIND << CLASS_SHIFT) |
      (trips << 16) |
      (trips << 12) |
      (trips << 8) |
      (s0 << 4) |
      (singles[1] as number)
    );
  }
  if (secondPair > 0) {
    const kicker = Math.max(thirdPair, s0);
    return (
      (TWO_PAIR << CLASS_SHIFT) | (pair << 16) | (pair << 12) | (secondPair << 8) | (secondPair << 4) | kicker
    );
  }
  if (pair > 0) {
    return (
      (PAIR << CLASS_SHIFT) |
      (pair << 16) |
      (pair << 12) |
      (s0 << 8) |
      ((singles[1] as number) << 4) |
      (singles[2] as number)
    );
  }
  return (
    (HIGH_CARD << CLASS_SHIFT) |
    (s0 << 16) |
    ((singles[1] as number) << 12) |
    ((singles[2] as number) << 8) |
    ((singles[3] as number) << 4) |
    (singles[4] as number)
  );
}

export function casinoHoldemClassOf(strength: CasinoHoldemStrength): CasinoHoldemHandClass {
  return CLASSES[strength >> CLASS_SHIFT] as CasinoHoldemHandClass;
}

/** The five deciding ranks of a strength, most significant first (ace 14, or 1 in the 5-high straight). */
export function casinoHoldemStrengthRanks(strength: CasinoHoldemStrength): number[] {
  return [16, 12, 8, 4, 0].map((shift) => (strength >> shift) & 15);
}

/**
 * The five cards a strength is made of, in the order its ranks decide (for display and the verification page):
 * for a flush or straight flush the cards of the flush suit, otherwise the first unused card of each rank.
 */
export function casinoHoldemBestFive(cards: readonly Card[], strength: CasinoHoldemStrength): Card[] {
  const handClass = strength >> CLASS_SHIFT;
  let suit: Suit | null = null;
  if (handClass === FLUSH || handClass === STRAIGHT_FLUSH || handClass === ROYAL_FLUSH) {
    const bySuit = new Map<Suit, number>();
    for (const card of cards) bySuit.set(card.suit, (bySuit.get(card.suit) ?? 0) + 1);
    for (const [flushSuit, count] of bySuit) if (count >= 5) suit = flushSuit;
  }
  const used = new Set<Card>();
  return casinoHoldemStrengthRanks(strength).map((rank) => {
    const wanted = rank === 14 || rank === 1 ? 1 : rank;
    const card = cards.find(
      (candidate) =>
        candidate.rank === wanted && !used.has(candidate) && (suit === null || candidate.suit === suit),
    ) as Card;
    used.add(card);
    return card;
  });
}

/** What the player's two cards and the flop make for the AA bonus: a pair of aces or better, else null. */
export function casinoHoldemAaBonusHandOf(strength: CasinoHoldemStrength): CasinoHoldemAaBonusHand | null {
  const handClass = strength >> CLASS_SHIFT;
  if (handClass >= TWO_PAIR) return CLASSES[handClass] as CasinoHoldemAaBonusHand;
  if (handClass === PAIR && ((strength >> 16) & 15) === 14) return 'pair_of_aces';
  return null;
}
