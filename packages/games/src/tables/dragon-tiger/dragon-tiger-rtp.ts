import { type BetRtp, betRtp, ratioToNumber } from '../../instant/shared/rtp.ts';
import { type Card, freshShoe } from '../cards/index.ts';
import {
  DRAGON_TIGER_BET_TYPES,
  DRAGON_TIGER_DECKS,
  type DragonTigerBetType,
  type DragonTigerConfig,
} from './dragon-tiger-config.ts';
import { dragonTigerMultiplier, dragonTigerWinner } from './dragon-tiger-round.ts';

/** How many of the 416 × 415 ordered (dragon, tiger) deals from a fresh shoe end in each result. */
export interface DragonTigerDealCounts {
  dragon: number;
  tiger: number;
  tie: number;
  /** Ties of the same suit too (not a bet: kept to show why a suited-tie bet is not offered). */
  suitedTie: number;
  total: number;
}

let cachedCounts: DragonTigerDealCounts | undefined;

/**
 * Enumerates the 52 × 52 (rank, suit) pairs: a pair of different cards is dealt 8 × 8 ways, the same card twice
 * 8 × 7 ways (the shoe holds 8 copies of each card). Small integers, exact.
 */
export function dragonTigerDealCounts(): DragonTigerDealCounts {
  if (cachedCounts) return cachedCounts;
  const deck: Card[] = freshShoe(1);
  const copies = DRAGON_TIGER_DECKS;
  const counts = { dragon: 0, tiger: 0, tie: 0, suitedTie: 0, total: 0 };
  for (const dragon of deck) {
    for (const tiger of deck) {
      const same = dragon.rank === tiger.rank && dragon.suit === tiger.suit;
      const ways = copies * (same ? copies - 1 : copies);
      counts[dragonTigerWinner(dragon, tiger)] += ways;
      if (same) counts.suitedTie += ways;
      counts.total += ways;
    }
  }
  cachedCounts = counts;
  return counts;
}

/** Exact RTP of a bet: Σ over results of (deals ending so) × its return, over all deals, one final division. */
export function dragonTigerExactRtp(config: DragonTigerConfig, type: DragonTigerBetType): number {
  const counts = dragonTigerDealCounts();
  let returned = 0n;
  for (const winner of ['dragon', 'tiger', 'tie'] as const) {
    returned += BigInt(counts[winner]) * BigInt(dragonTigerMultiplier(config, type, winner));
  }
  return ratioToNumber(returned, BigInt(counts.total) * 100n);
}

export function dragonTigerRtpTable(config: DragonTigerConfig): BetRtp[] {
  return DRAGON_TIGER_BET_TYPES.map((type) => betRtp(type, dragonTigerExactRtp(config, type)));
}
