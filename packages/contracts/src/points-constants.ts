import type { BetCategory } from './bets-constants.ts';

/** The member's game points and valid turnover (spec §9: game category points; points never expire). */
export const POINTS_API = {
  summary: '/api/games/points',
  /** The points mall: the rewards on offer, a redemption, and the points history (earned and spent). */
  rewards: '/api/games/points/rewards',
  redeem: '/api/games/points/redeem',
  history: '/api/games/points/history',
} as const;

/**
 * Points a category earns per 1,000 ₫ of valid turnover, in hundredths (spec §9: LIVE 0.70, SPORTS 1.00,
 * FISH 1.20, RNG 1.20, PVP 1.00). A category without a factor (the lotteries) counts turnover and earns no points.
 */
export const POINT_FACTORS: Readonly<Partial<Record<BetCategory, number>>> = {
  LIVE: 70,
  SPORTS: 100,
  FISH: 120,
  RNG: 120,
  PVP: 100,
};
