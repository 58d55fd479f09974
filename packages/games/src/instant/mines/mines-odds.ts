import { ratioToNumber } from '../shared/rtp.ts';
import type { MinesConfig } from './mines-config.ts';

const TILES = 25;

/** C(n, k) for n ≤ 25: every partial product is a whole number below 2^53, so the result is exact. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/**
 * The cash-out multiplier after `reveals` safe tiles with `mines` mines, in hundredths:
 *   floor(100 × (1 − edge) × C(25, k) / C(25 − m, k)) = floor((10000 − edgeBps) × C(25,k) / (100 × C(25−m,k))),
 * where C(25 − m, k) / C(25, k) is the chance that k tiles are all safe; 0 when reveals is 0. Both operands
 * stay below 2^36, far from where a float quotient could round across a whole number, so it is exact.
 */
export function minesMultiplierX100(
  config: Pick<MinesConfig, 'houseEdgeBps'>,
  mines: number,
  reveals: number,
): number {
  if (reveals === 0) return 0;
  const numerator = (10_000 - config.houseEdgeBps) * binomial(TILES, reveals);
  return Math.floor(numerator / (100 * binomial(TILES - mines, reveals)));
}

/** The multiplier after each number of safe reveals, 0..25 − mines (the ladder the screen shows). */
export function minesMultiplierLadder(config: Pick<MinesConfig, 'houseEdgeBps'>, mines: number): number[] {
  return Array.from({ length: TILES - mines + 1 }, (_, reveals) =>
    minesMultiplierX100(config, mines, reveals),
  );
}

/** The exact RTP of "reveal `reveals` tiles (whichever), then cash out": P(all safe) × multiplier. */
export function minesExactRtp(
  config: Pick<MinesConfig, 'houseEdgeBps'>,
  mines: number,
  reveals: number,
): number {
  const safeWays = BigInt(binomial(TILES - mines, reveals));
  const allWays = BigInt(binomial(TILES, reveals));
  return ratioToNumber(safeWays * BigInt(minesMultiplierX100(config, mines, reveals)), allWays * 100n);
}
