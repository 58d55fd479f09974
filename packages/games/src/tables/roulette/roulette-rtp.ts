import { type BetRtp, betRtp } from '../../instant/shared/rtp.ts';
import { ROULETTE_BET_TYPES, type RouletteBetType, type RouletteConfig } from './roulette-config.ts';
import { isRouletteInsideType, ROULETTE_INSIDE_SELECTIONS, ROULETTE_POCKETS } from './roulette-layout.ts';
import { type RouletteBet, rouletteMultiplierX100 } from './roulette-round.ts';

/** Every legal bet of a type (stake 1n): each layout selection, the three dozens or columns, or the one bet. */
export function rouletteBetsOfType(type: RouletteBetType): RouletteBet[] {
  if (isRouletteInsideType(type))
    return ROULETTE_INSIDE_SELECTIONS[type].map((selection) => ({ type, selection, stake: 1n }));
  if (type === 'dozen' || type === 'column')
    return [1, 2, 3].map((selection) => ({ type, selection, stake: 1n }));
  return [{ type, stake: 1n }];
}

/**
 * Exact RTP of one bet: Σ over the 37 equally likely pockets of its multiplier, ÷ (37 × 100), in integers with
 * one final division.
 */
export function rouletteBetExactRtp(config: RouletteConfig, bet: RouletteBet): number {
  let returned = 0;
  for (let number = 0; number < ROULETTE_POCKETS; number++)
    returned += rouletteMultiplierX100(config, bet, number);
  return returned / (ROULETTE_POCKETS * 100);
}

/**
 * Exact RTP of a bet type: the mean over all its legal selections (every selection of a type covers the same
 * count of numbers, so each has this RTP; the tests check it selection by selection).
 */
export function rouletteExactRtp(config: RouletteConfig, type: RouletteBetType): number {
  const bets = rouletteBetsOfType(type);
  let returned = 0;
  for (const bet of bets)
    for (let number = 0; number < ROULETTE_POCKETS; number++)
      returned += rouletteMultiplierX100(config, bet, number);
  return returned / (bets.length * ROULETTE_POCKETS * 100);
}

export function rouletteRtpTable(config: RouletteConfig): BetRtp[] {
  return ROULETTE_BET_TYPES.map((type) => betRtp(type, rouletteExactRtp(config, type)));
}
