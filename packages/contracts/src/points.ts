import { z } from 'zod';
import { BET_CATEGORIES } from './bets-constants.ts';
import { money } from './envelope.ts';

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
