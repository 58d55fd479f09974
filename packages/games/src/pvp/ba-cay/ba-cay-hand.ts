import { actionError } from '../../instant/shared/errors.ts';
import { type Card, cardCode, freshShoe, type Suit } from '../../tables/cards/index.ts';
import { BA_CAY_CARDS_PER_SEAT } from './ba-cay-rules.ts';

/**
 * What three cards make. `points` is the sum of the card points mod 10 (0 is bù; always 0 for ba tây, whose
 * three face cards make 30); `kind` 'baTay' ranks above every points hand. `best` is the hand's highest card
 * for the tie-break (suit first, then rank with the ace high), as a card code.
 */
export interface BaCayHandValue {
  kind: 'baTay' | 'points';
  points: number;
  best: string;
}

/** Suits from the highest to the lowest in the tie-break: rô > cơ > bích > chuồn (♦ > ♥ > ♠ > ♣). */
export const BA_CAY_SUITS_HIGH_FIRST: readonly Suit[] = ['diamonds', 'hearts', 'spades', 'clubs'];

interface CardFacts {
  points: number;
  face: boolean;
  /** 0 (2♣) … 51 (A♦): 13 × the suit's place from the bottom + the rank with the ace high (2 → 0 … A → 12). */
  key: number;
}

function factsOf(card: Card): CardFacts {
  const suitFromBottom = BA_CAY_SUITS_HIGH_FIRST.length - 1 - BA_CAY_SUITS_HIGH_FIRST.indexOf(card.suit);
  const rankFromBottom = card.rank === 1 ? 12 : card.rank - 2;
  return {
    points: card.rank >= 10 ? 10 : card.rank,
    face: card.rank >= 11,
    key: suitFromBottom * 13 + rankFromBottom,
  };
}

/** The 52 card codes and their facts, built once. */
const CARDS: ReadonlyMap<string, CardFacts> = new Map(
  freshShoe(1).map((card) => [cardCode(card), factsOf(card)] as const),
);

function factsOfCode(code: unknown): CardFacts {
  const facts = typeof code === 'string' ? CARDS.get(code) : undefined;
  if (!facts) actionError(`ba-cay: not a card code: ${String(code)}`);
  return facts;
}

/** A card's points: ace 1, two to nine at face value, ten, jack, queen and king 10 (0 in the sum mod 10). */
export function baCayCardPoints(code: string): number {
  return factsOfCode(code).points;
}

/** The card's place in the tie-break, 0 (2♣) to 51 (A♦): suit first (♦ > ♥ > ♠ > ♣), then rank, ace high. */
export function baCayCardRank(code: string): number {
  return factsOfCode(code).key;
}

/** Evaluates three distinct card codes; anything else is an `invalid_game_action`. */
export function baCayValue(cards: readonly string[]): BaCayHandValue {
  if (!Array.isArray(cards) || cards.length !== BA_CAY_CARDS_PER_SEAT)
    actionError(`ba-cay: a hand is exactly ${BA_CAY_CARDS_PER_SEAT} cards`);
  let sum = 0;
  let faces = 0;
  let best = '';
  let bestKey = -1;
  for (const code of cards) {
    const facts = factsOfCode(code);
    sum += facts.points;
    if (facts.face) faces += 1;
    if (facts.key > bestKey) {
      best = code;
      bestKey = facts.key;
    }
  }
  if (new Set(cards).size !== cards.length) actionError('ba-cay: a hand holds three different cards');
  return { kind: faces === BA_CAY_CARDS_PER_SEAT ? 'baTay' : 'points', points: sum % 10, best };
}

/**
 * One number that orders hands: ba tây above 9 above 8 … above 0 (bù), then the best card. Two hands from one
 * deck never share a best card, so their strengths always differ.
 */
export function baCayStrength(value: BaCayHandValue): number {
  const tier = value.kind === 'baTay' ? 10 : value.points;
  return tier * 64 + factsOfCode(value.best).key;
}

/**
 * Positive when hand `a` wins, negative when `b` wins. Never 0 for two hands of one deal (their best cards
 * differ); 0 only for hands with the same value and the same best card, e.g. a hand against itself.
 */
export function baCayCompare(a: readonly string[], b: readonly string[]): number {
  return baCayStrength(baCayValue(a)) - baCayStrength(baCayValue(b));
}
