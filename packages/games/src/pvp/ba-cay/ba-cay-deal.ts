import type { RandomSource } from '../../fair/index.ts';
import { cardCode, dealCards } from '../../tables/cards/index.ts';
import { BA_CAY_CARDS_PER_SEAT, baCayCheckPlayers } from './ba-cay-rules.ts';

/**
 * The round's deal: dealCards(source, 1, 3 × players), a Fisher–Yates shuffle of one fresh deck stopped after the
 * cards needed; seat s gets cards 3s, 3s + 1, 3s + 2 (in blocks, not round-robin), as card codes.
 */
export function dealBaCay(source: RandomSource, players: number): string[][] {
  baCayCheckPlayers(players);
  const codes = dealCards(source, 1, BA_CAY_CARDS_PER_SEAT * players).map(cardCode);
  const hands: string[][] = [];
  for (let seat = 0; seat < players; seat++)
    hands.push(codes.slice(seat * BA_CAY_CARDS_PER_SEAT, (seat + 1) * BA_CAY_CARDS_PER_SEAT));
  return hands;
}
