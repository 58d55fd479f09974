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
