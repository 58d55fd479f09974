import { type BetRtp, betRtp, ratioToNumber } from '../../instant/shared/rtp.ts';
import {
  MAHJONG_28_BET_TYPES,
  MAHJONG_28_POSITIONS,
  type Mahjong28BetType,
  type Mahjong28Config,
  type Mahjong28Position,
} from './mahjong-28-config.ts';
import { mahjong28HandRank } from './mahjong-28-round.ts';
import { MAHJONG_28_COPIES, MAHJONG_28_TILE_KINDS } from './mahjong-28-tiles.ts';

/** Of all ordered deals of 8 tiles, how many end each way for one position. */
export interface Mahjong28PositionCounts {
  win: bigint;
  tie: bigint;
  lose: bigint;
  /** Deals giving the position a pair. */
  pair: bigint;
}

/** The exact deal counts: per position, and the number of ordered deals, 40 × 39 × … × 33. */
export interface Mahjong28DealCounts {
  positions: Readonly<Record<Mahjong28Position, Mahjong28PositionCounts>>;
  total: bigint;
}

interface KindHand {
  low: number;
  high: number;
  rank: number;
  pair: boolean;
}

let countsMemo: Mahjong28DealCounts | undefined;

/**
 * Enumerates every deal of the 8 tiles: each seat's hand as a pair of kinds (55: 10 pairs and 45 mixed), weighted by
 * the ordered ways to deal it from the tiles the earlier seats left (a pair of a kind with c left: c × (c − 1); two
 * kinds with c and d left: 2 × c × d), 55^4 ≈ 9.2 million seat combinations. The weights sum to the 40 × 39 × … × 33
 * = 3,100,796,899,200 ordered deals, below 2^53, so plain numbers add them exactly. Computed once (~0.1 s).
 */
export function mahjong28DealCounts(): Mahjong28DealCounts {
  if (countsMemo) return countsMemo;
  const hands: KindHand[] = [];
  for (const low of MAHJONG_28_TILE_KINDS) {
    for (const high of MAHJONG_28_TILE_KINDS) {
      if (high >= low) hands.push({ low, high, rank: mahjong28HandRank(low, high), pair: low === high });
    }
  }
  const left = new Array<number>(MAHJONG_28_TILE_KINDS.length + 1).fill(MAHJONG_28_COPIES);
  const take = (hand: KindHand): number => {
    const low = left[hand.low] as number;
    if (hand.pair) {
      left[hand.low] = low - 2;
      return low * (low - 1);
    }
    const high = left[hand.high] as number;
    left[hand.low] = low - 1;
    left[hand.high] = high - 1;
    return 2 * low * high;
  };
  const give = (hand: KindHand): void => {
    left[hand.low] = (left[hand.low] as number) + 1;
    left[hand.high] = (left[hand.high] as number) + 1;
  };
  // per position: win, tie, lose, pair
  const tally = [0, 0, 0].map(() => [0, 0, 0, 0]) as [number[], number[], number[]];
  const record = (row: number[], rank: number, pair: boolean, bank: number, weight: number): void => {
    const slot = rank > bank ? 0 : rank === bank ? 1 : 2;
    row[slot] = (row[slot] as number) + weight;
    if (pair) row[3] = (row[3] as number) + weight;
  };
  let total = 0;
  for (const banker of hands) {
    const w0 = take(banker);
    if (w0 > 0) {
      for (const first of hands) {
        const w1 = w0 * take(first);
        if (w1 > 0) {
          for (const second of hands) {
            const w2 = w1 * take(second);
            if (w2 > 0) {
              // the third position's hands, dealt from what is left: their ways summed
              let ways = 0;
              for (const third of hands) {
                const low = left[third.low] as number;
                const way = third.pair ? low * (low - 1) : 2 * low * (left[third.high] as number);
                if (way === 0) continue;
                ways += way;
                record(tally[2], third.rank, third.pair, banker.rank, w2 * way);
              }
              const weight = w2 * ways;
              total += weight;
              record(tally[0], first.rank, first.pair, banker.rank, weight);
              record(tally[1], second.rank, second.pair, banker.rank, weight);
            }
            give(second);
          }
        }
        give(first);
      }
    }
    give(banker);
  }
  if (!Number.isSafeInteger(total)) throw new Error('mahjong-28: the deal counts overflowed');
  const positions = Object.fromEntries(
    MAHJONG_28_POSITIONS.map((position, i) => {
      const [win, tie, lose, pair] = (tally[i] as number[]).map(BigInt) as [bigint, bigint, bigint, bigint];
      return [position, { win, tie, lose, pair }];
    }),
  ) as Record<Mahjong28Position, Mahjong28PositionCounts>;
  countsMemo = { positions, total: BigInt(total) };
  return countsMemo;
}

/**
 * Exact RTP of a bet (the same on every position: the deal counts of the three positions are equal, which the tests
 * check): Σ over the ways it ends of (deals ending so) × its return, over all deals, one final division.
 */
export function mahjong28ExactRtp(config: Mahjong28Config, type: Mahjong28BetType): number {
  const { positions, total } = mahjong28DealCounts();
  const counts = positions.player_1;
  const returned =
    type === 'pair'
      ? counts.pair * BigInt(config.payouts.pair)
      : counts.win * BigInt(config.payouts.win) + (config.tiesGoToBanker ? 0n : counts.tie * 100n);
  return ratioToNumber(returned, total * 100n);
}

export function mahjong28RtpTable(config: Mahjong28Config): BetRtp[] {
  return MAHJONG_28_BET_TYPES.map((type) => betRtp(type, mahjong28ExactRtp(config, type)));
}
