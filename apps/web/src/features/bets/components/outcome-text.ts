/** How the record writes what a round drew: dice as their faces, cards as rank and suit. */

const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;

/** The die face of 1–6 (the number itself otherwise). */
export function dieFace(value: number): string {
  return DIE_FACES[value - 1] ?? String(value);
}

const RANKS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** A card's rank as printed on it: A, 2–10, J, Q, K. */
export function rankLabel(rank: number): string {
  return RANKS[rank] ?? String(rank);
}

const SUITS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;
export type Suit = keyof typeof SUITS;

export function suitSymbol(suit: Suit): string {
  return SUITS[suit];
}

/** Hearts and diamonds are printed red. */
export function isRedSuit(suit: Suit): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}
