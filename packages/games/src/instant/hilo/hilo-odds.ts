import type { HiLoConfig } from './hilo-config.ts';

export type HiLoGuess = 'higher_or_same' | 'lower_or_same';
export const HILO_GUESSES: readonly HiLoGuess[] = ['higher_or_same', 'lower_or_same'];

/** Of the 13 equally likely next ranks, how many win: rank ≥ r (14 − r of them) or rank ≤ r (r of them). */
export function hiLoWinningRanks(rank: number, guess: HiLoGuess): number {
  return guess === 'higher_or_same' ? 14 - rank : rank;
}

/** A guess that always wins (higher-or-same on an ace, lower-or-same on a king) is not offered. */
export function hiLoGuessAllowed(rank: number, guess: HiLoGuess): boolean {
  return hiLoWinningRanks(rank, guess) < 13;
}

/** Did the next card win the guess? */
export function hiLoGuessWins(fromRank: number, toRank: number, guess: HiLoGuess): boolean {
  return guess === 'higher_or_same' ? toRank >= fromRank : toRank <= fromRank;
}

/**
 * The multiplier of a chain of `wins` won guesses whose winning-rank counts multiply to `ways`:
 * its chance is P = ways / 13^wins, and it pays min(cap, floor(100 × (1 − edge) / P)) hundredths, i.e.
 * floor((10000 − edgeBps) × 13^wins / (100 × ways)). 0 before the first win.
 */
export function hiLoChainMultiplierX100(config: HiLoConfig, wins: number, ways: bigint): number {
  if (wins === 0) return 0;
  if (wins <= 10) {
    // (10000 − edge) × 13^wins < 2^53 here, and a float quotient of whole numbers below 2^53 never rounds
    // across a whole number, so this floor is the exact one (checked against the bigint path in the tests).
    const fast = Math.floor(((10_000 - config.houseEdgeBps) * 13 ** wins) / (100 * Number(ways)));
    return Math.min(fast, config.maxMultiplierX100);
  }
  const raw = (BigInt(10_000 - config.houseEdgeBps) * 13n ** BigInt(wins)) / (100n * ways);
  return raw >= BigInt(config.maxMultiplierX100) ? config.maxMultiplierX100 : Number(raw);
}
