import { z } from 'zod';
import { BET_CATEGORIES, type BetCategory } from './bets.ts';
import { money } from './envelope.ts';

/** The member's game points and valid turnover (spec §9: game category points; points never expire). */
export const POINTS_API = {
  summary: '/api/games/points',
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

/**
 * Points travel like money: a string of integer hundredths of a point ("12345" is 123.45 points), so the site
 * shows them with two decimals exactly and nothing is ever a float.
 */
export const pointsAmount = z.string().regex(/^\d+$/);

export const pointsCategory = z.object({
  category: z.enum(BET_CATEGORIES),
  /** Valid turnover in the category: stakes of settled real-money rounds, less bets taken back (minor units). */
  wagered: money,
  /** Points earned in the category (hundredths of a point). */
  points: pointsAmount,
});
export type PointsCategory = z.infer<typeof pointsCategory>;

export const pointsSummary = z.object({
  /** The member's points balance (hundredths of a point). */
  balance: pointsAmount,
  /** Every category the member has played for real money, in the catalogue's category order. */
  byCategory: z.array(pointsCategory),
});
export type PointsSummary = z.infer<typeof pointsSummary>;
