import { z } from 'zod';
import { BET_CATEGORIES } from './bets-constants.ts';
import { money, paged, pageQuery } from './envelope.ts';
import { requestId } from './wallet.ts';

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

/** A reward of the points mall: cash into the main wallet for points. */
export const pointsReward = z.object({
  id: z.string(),
  name: z.string(),
  /** Hundredths of a point. */
  points: pointsAmount,
  /** Minor units. */
  amount: money,
});
export type PointsReward = z.infer<typeof pointsReward>;

/** A redemption checks the payment password (spec §7: redeem and convert check the password). */
export const redeemBody = z.object({
  rewardId: z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'reward_not_found' }),
  paymentPassword: z.string().min(1, { error: 'payment_password_wrong' }).max(64),
  requestId,
});

export const redemption = z.object({
  id: z.string(),
  reward: z.string(),
  points: pointsAmount,
  amount: money,
  /** The points left. */
  balance: pointsAmount,
  /** ISO 8601. */
  redeemedAt: z.string(),
});
export type Redemption = z.infer<typeof redemption>;

/** One line of the points history: points earned by a settled round, or spent on a reward. */
export const pointsHistoryItem = z.object({
  id: z.string(),
  kind: z.enum(['earned', 'redeemed']),
  /** Signed hundredths of a point: earned positive, spent negative. */
  points: z.string().regex(/^-?\d+$/),
  /** The game category that earned it (earned), or null. */
  category: z.enum(BET_CATEGORIES).nullable(),
  /** The reward bought (redeemed), or null. */
  reward: z.string().nullable(),
  /** ISO 8601. */
  at: z.string(),
});
export type PointsHistoryItem = z.infer<typeof pointsHistoryItem>;
export const pointsHistoryQuery = z.object(pageQuery(10));
export const pointsHistoryPage = paged(pointsHistoryItem);
export type PointsHistoryPage = z.infer<typeof pointsHistoryPage>;
