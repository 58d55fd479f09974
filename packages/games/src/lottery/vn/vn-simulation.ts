import { seededSource } from '../../fair/index.ts';
import { returnRatio, type SimulationResult, simulate } from '../../instant/shared/testing.ts';
import { settleValidVnBet, type VnBet, vnSettledNumbers } from './vn-bet.ts';
import type { VnLotteryConfig } from './vn-config.ts';
import { drawVnResult } from './vn-draw.ts';

export interface VnSimulation {
  lo: SimulationResult;
  de: { rtp: number; standardError: number };
}

/**
 * Test helper: `draws` seeded fast draws of the config's region; on each, a 1-point lô 2 số bet and a
 * 1-point đề đặc biệt bet on the number (draw index mod 100), so no single number's luck decides a test.
 */
export function simulateLoAndDe(config: VnLotteryConfig, draws: number, seed: number): VnSimulation {
  const source = seededSource(seed);
  const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
  const loBets: VnBet[] = all.map((number) => ({ type: 'lo_2_digits', numbers: [number], points: 1n }));
  const deBets: VnBet[] = all.map((number) => ({ type: 'de_special_last_2', numbers: [number], points: 1n }));
  const loCost = config.pricePerPoint.lo_2_digits;
  const deCost = config.pricePerPoint.de_special_last_2;
  let deSum = 0;
  let deSquares = 0;
  let index = 0;
  const lo = simulate(draws, () => {
    const result = drawVnResult(config.region, source);
    const pick = index++ % 100;
    const deBet = deBets[pick] as VnBet;
    const deRatio = returnRatio(
      settleValidVnBet(config, deBet, vnSettledNumbers(deBet.type, result)).payout,
      deCost,
    );
    deSum += deRatio;
    deSquares += deRatio * deRatio;
    const loBet = loBets[pick] as VnBet;
    return returnRatio(settleValidVnBet(config, loBet, vnSettledNumbers(loBet.type, result)).payout, loCost);
  });
  const deRtp = deSum / draws;
  const deSd = Math.sqrt(Math.max(0, deSquares / draws - deRtp * deRtp));
  return { lo, de: { rtp: deRtp, standardError: deSd / Math.sqrt(draws) } };
}
