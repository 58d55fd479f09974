import { parseTableCard, type TableCard } from '@app/games';
import type { Translate } from '../i18n/texts';
import type { PvpKey } from './pvp-texts';

/** Tiến lên's ranks from the lowest to the highest: 3 … K, A, then 2. */
const TIEN_LEN_RANKS = ['3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2'];
/** Tiến lên's suits from the lowest to the highest: ♠ < ♣ < ♦ < ♥. */
const TIEN_LEN_SUITS = ['S', 'C', 'D', 'H'];
const SUIT_SYMBOLS: Record<string, string> = { S: '♠', C: '♣', D: '♦', H: '♥' };

/** A card code's rank and suit letter: '10H' → ['10', 'H']. */
function split(code: string): [rank: string, suit: string] {
  return [code.slice(0, -1), code.slice(-1)];
}

/** A card's place in tiến lên, 0 (3♠) … 51 (2♥); an unknown code sorts last. */
export function tienLenValue(code: string): number {
  const [rank, suit] = split(code);
  const r = TIEN_LEN_RANKS.indexOf(rank);
  const s = TIEN_LEN_SUITS.indexOf(suit);
  return r < 0 || s < 0 ? 99 : r * 4 + s;
}

/** The cards in tiến lên order, the lowest first (a new array). */
export function sortTienLen(codes: readonly string[]): string[] {
  return [...codes].sort((a, b) => tienLenValue(a) - tienLenValue(b));
}

/** Picks a card or puts it back: the selection in the order the cards were picked. */
export function toggleCard(selected: readonly string[], code: string): string[] {
  return selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
}

/** The selection without the cards no longer in hand; the same array when nothing went. */
export function keepHeld(selected: readonly string[], hand: readonly string[]): readonly string[] {
  const kept = selected.filter((code) => hand.includes(code));
  return kept.length === selected.length ? selected : kept;
}

/** A card of the contract as the card face draws it; null for a code the face cannot draw. */
export function parseCode(code: string): TableCard | null {
  try {
    return parseTableCard(code);
  } catch {
    return null;
  }
}

/** A card read out in the player's language: '3S' → "3 bích" / "3 of spades", 'AH' → "Át cơ" / "Ace of hearts". */
export function cardName(code: string, x: Translate<PvpKey>): string {
  const [rank, suit] = split(code);
  const rankKey = `rank.${rank}` as PvpKey;
  const suitKey = `suit.${suit}` as PvpKey;
  const rankName = ['A', 'J', 'Q', 'K'].includes(rank) ? x(rankKey) : rank;
  if (!['S', 'C', 'D', 'H'].includes(suit)) return code;
  return x('cardName', { rank: rankName, suit: x(suitKey) });
}

/** Several cards read out: "3 bích, 4 bích, 5 bích". */
export function cardsName(codes: readonly string[], x: Translate<PvpKey>): string {
  return codes.map((code) => cardName(code, x)).join(', ');
}

/** Cards written short for a line of text: "3♠ 4♠ 5♠". */
export function shortCards(codes: readonly string[]): string {
  return codes
    .map((code) => {
      const [rank, suit] = split(code);
      return `${rank}${SUIT_SYMBOLS[suit] ?? suit}`;
    })
    .join(' ');
}
