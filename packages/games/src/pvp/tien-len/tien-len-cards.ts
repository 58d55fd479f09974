import { cardCode, RANKS, SUITS, type Suit } from '../../tables/cards/index.ts';

/**
 * Tiến lên card order: ranks 3 < 4 < … < K < A < 2, then suits spades < clubs < diamonds < hearts. A card's
 * strength is 4 × its rank value (3 → 0 … K → 10, A → 11, 2 → 12) + its suit (0 … 3): 0 is 3♠, 51 is 2♥.
 */
const SUIT_ORDER: Readonly<Record<Suit, number>> = { spades: 0, clubs: 1, diamonds: 2, hearts: 3 };

/** The rank value of a cards.ts rank (ace 1 … king 13): 3 → 0 … K → 10, A → 11, 2 → 12. */
export function tienLenRankValue(rank: number): number {
  return (rank + 10) % 13;
}

/** The rank value of a 2: the top rank, never in a straight or a run of pairs. */
export const TIEN_LEN_TWO = 12;
/** The rank value of an ace: the highest rank a straight or a run of pairs may reach. */
export const TIEN_LEN_ACE = 11;

const STRENGTH = new Map<string, number>();
const CODES: string[] = [];
for (const suit of SUITS) {
  for (const rank of RANKS) {
    const strength = tienLenRankValue(rank) * 4 + SUIT_ORDER[suit];
    const code = cardCode({ rank, suit });
    STRENGTH.set(code, strength);
    CODES[strength] = code;
  }
}

/** The card's strength (0 = 3♠ … 51 = 2♥), or -1 when the code names no card. */
export function tienLenCardStrength(code: string): number {
  return STRENGTH.get(code) ?? -1;
}

/** The code of the card with this strength (`tienLenCardStrength`'s inverse). */
export function tienLenCardOf(strength: number): string {
  const code = CODES[strength];
  if (code === undefined) throw new RangeError(`tienLenCardOf: bad strength ${strength}`);
  return code;
}

/** A sorted copy, low to high in tiến lên order (unknown codes are the caller's to refuse first). */
export function tienLenSortCards(codes: readonly string[]): string[] {
  return [...codes].sort((a, b) => tienLenCardStrength(a) - tienLenCardStrength(b));
}

/** Rank value of a strength. */
export function tienLenRankOf(strength: number): number {
  return strength >> 2;
}

/** A 2 of spades or clubs is black (heo đen, 1 unit); of diamonds or hearts red (heo đỏ, 2 units). */
export function tienLenTwoUnits(strength: number): number {
  return (strength & 3) >= 2 ? 2 : 1;
}
