import { type BetRtp, betRtp, ratioToNumber } from '../shared/rtp.ts';
import type { HiLoConfig } from './hilo-config.ts';
import { HILO_GUESSES, hiLoChainMultiplierX100, hiLoGuessAllowed, hiLoWinningRanks } from './hilo-odds.ts';

const RANK_NAMES = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Each single guess offered, on each face-up rank: P(win) × multiplier. */
export function hiLoGuessTable(config: HiLoConfig): BetRtp[] {
  const table: BetRtp[] = [];
  for (let rank = 1; rank <= 13; rank++) {
    for (const guess of HILO_GUESSES) {
      if (!hiLoGuessAllowed(rank, guess)) continue;
      const ways = hiLoWinningRanks(rank, guess);
      const multiplierX100 = hiLoChainMultiplierX100(config, 1, BigInt(ways));
      table.push(betRtp(`${guess} on ${RANK_NAMES[rank]}`, (ways * multiplierX100) / 1_300));
    }
  }
  return table;
}

/**
 * The exact RTP of the reference strategy, played by the simulation: skip aces and kings, guess the likelier
 * side (higher-or-same on 2..7, lower-or-same on 8..Q), cash out after `wins` wins. As draws are independent,
 * every guess is made on a rank uniform over 2..Q, winning with k = max(14 − r, r) of 13 ranks: k = 7 once,
 * k = 8..12 twice among the 11 ranks. Summed exactly over the products of k (bigint rationals).
 */
export function hiLoExactRtp(config: HiLoConfig, wins = 1): number {
  // weightByWays: Π k_i → Σ over sequences with that product of Π (rank count_i × k_i)
  let weightByWays = new Map<bigint, bigint>([[1n, 1n]]);
  for (let step = 0; step < wins; step++) {
    const next = new Map<bigint, bigint>();
    for (const [ways, weight] of weightByWays) {
      for (let k = 7; k <= 12; k++) {
        const rankCount = k === 7 ? 1n : 2n;
        const key = ways * BigInt(k);
        next.set(key, (next.get(key) ?? 0n) + weight * rankCount * BigInt(k));
      }
    }
    weightByWays = next;
  }
  let returned = 0n;
  for (const [ways, weight] of weightByWays)
    returned += weight * BigInt(hiLoChainMultiplierX100(config, wins, ways));
  return ratioToNumber(returned, 143n ** BigInt(wins) * 100n);
}

/** A guess wins on 1 … 12 of the 13 ranks (a sure guess is not offered). */
const GUESS_WAYS = Array.from({ length: 12 }, (_, i) => BigInt(i + 1));
/** Chains longer than this are not searched (the default config settles at 5). */
const LONGEST_CHAIN_SEARCHED = 8;

/**
 * The lowest and highest return of any chain of right guesses cashed out below the cap: a chain of k wins whose
 * winning-rank counts multiply to W has chance P = W / 13^k and returns P × its multiplier, floor(100 (1 − edge) / P)
 * hundredths. Exact over every distinct W, k = 1, 2, …; the search stops at the k where no longer chain can go lower,
 * because floor loses less than a hundredth: P × m > (1 − edge) − P / 100 and P ≤ (12/13)^k. A single guess
 * (k = 1) is not the lowest: three guesses each winning on 12 ranks return 98.32 % on the default config.
 */
export function hiLoRtpRange(config: HiLoConfig): { lowest: number; highest: number } {
  const fair = 1 - config.houseEdgeBps / 10_000;
  let lowest = Number.POSITIVE_INFINITY;
  let highest = 0;
  let products = new Set<bigint>([1n]);
  for (let wins = 1; wins <= LONGEST_CHAIN_SEARCHED; wins++) {
    const next = new Set<bigint>();
    for (const ways of products) for (const k of GUESS_WAYS) next.add(ways * k);
    products = next;
    const outcomes = 13n ** BigInt(wins);
    for (const ways of products) {
      const multiplierX100 = hiLoChainMultiplierX100(config, wins, ways);
      if (multiplierX100 >= config.maxMultiplierX100) continue;
      const rtp = ratioToNumber(ways * BigInt(multiplierX100), outcomes * 100n);
      lowest = Math.min(lowest, rtp);
      highest = Math.max(highest, rtp);
    }
    if (fair - (12 / 13) ** wins / 100 >= lowest) return { lowest, highest };
  }
  throw new Error(`hi-lo: the lowest chain return is not settled within ${LONGEST_CHAIN_SEARCHED} guesses`);
}
