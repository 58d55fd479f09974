import { type RandomSource, randomInt } from '../../fair/index.ts';
import { betError } from '../../instant/shared/errors.ts';

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

/** Ace 1 … ten 10, jack 11, queen 12, king 13. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

export interface Card {
  rank: Rank;
  suit: Suit;
}

/** `decks` 52-card decks in a fixed order: deck by deck, suit by suit (SUITS order), ace to king. */
export function freshShoe(decks: number): Card[] {
  if (!Number.isInteger(decks) || decks < 1 || decks > 16)
    throw new RangeError(`freshShoe: bad deck count ${decks}`);
  const cards: Card[] = [];
  for (let d = 0; d < decks; d++)
    for (const suit of SUITS) for (const rank of RANKS) cards.push({ rank, suit });
  return cards;
}

/** Each shoe size's cards, built once and frozen: a deal hands out these very objects. */
const shoes = new Map<number, readonly Readonly<Card>[]>();

function shoeOf(decks: number): readonly Readonly<Card>[] {
  let shoe = shoes.get(decks);
  if (!shoe) {
    shoe = Object.freeze(freshShoe(decks).map((card) => Object.freeze(card)));
    shoes.set(decks, shoe);
  }
  return shoe;
}

/**
 * A round's deal: the first `count` cards of a `decks`-deck shoe shuffled by `source`, drawn one by one
 * (a Fisher–Yates shuffle stopped after `count` steps, so a round draws only the words it needs: the i-th card is
 * randomInt(source, remaining) into what is left). Every round deals from a full shoe, so rounds are independent
 * and each bet's edge is the textbook one for that many decks.
 */
export function dealCards(source: RandomSource, decks: number, count: number): Readonly<Card>[] {
  const shoe = shoeOf(decks);
  if (!Number.isInteger(count) || count < 0 || count > shoe.length)
    throw new RangeError(`dealCards: bad count ${count}`);
  // positions of the shoe not yet dealt, swapped as the shuffle goes; only the touched ones are remembered
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? position;
  const dealt: Readonly<Card>[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(source, shoe.length - i);
    const picked = at(j);
    moved.set(j, at(i));
    dealt.push(shoe[picked] as Readonly<Card>);
  }
  return dealt;
}

const SUIT_LETTERS: Record<Suit, string> = { spades: 'S', hearts: 'H', diamonds: 'D', clubs: 'C' };
const RANK_NAMES: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** A short code for records and the verification page: `AS`, `10H`, `QD`. */
export function cardCode(card: Card): string {
  return `${RANK_NAMES[card.rank] ?? String(card.rank)}${SUIT_LETTERS[card.suit]}`;
}

/** The card a code names (`cardCode`'s inverse); an unknown code is an `invalid_bet`. */
export function parseCard(code: string): Card {
  const match = /^(A|[2-9]|10|J|Q|K)([SHDC])$/.exec(code);
  if (!match) betError(`not a card: ${code}`);
  const [, rankName, suitLetter] = match as unknown as [string, string, string];
  const rank = (
    rankName === 'A'
      ? 1
      : rankName === 'J'
        ? 11
        : rankName === 'Q'
          ? 12
          : rankName === 'K'
            ? 13
            : Number(rankName)
  ) as Rank;
  const suit = SUITS.find((s) => SUIT_LETTERS[s] === suitLetter) as Suit;
  return { rank, suit };
}
