import { z } from 'zod';
import { BET_CATEGORIES } from './bets-constants.ts';
import { money, paged, pageQuery } from './envelope.ts';
import { requestId } from './wallet.ts';

/** Cashback (spec §2.5 manualRebate): a rate of the valid turnover bet since the last claim, per game category. */
export const REBATE_API = {
  summary: '/api/rebate',
  claim: '/api/rebate/claim',
  claims: '/api/rebate/claims',
} as const;

/** A rate in basis points of valid turnover (100 = 1 %). */
export const REBATE_RATE_DIVISOR = 10_000n;

export const rebateLine = z.object({
  category: z.enum(BET_CATEGORIES),
  /** Valid turnover not paid cashback on yet (the summary), or paid on by the claim. */
  wagered: money,
  rateBp: z.number().int(),
  amount: money,
});
export type RebateLine = z.infer<typeof rebateLine>;

export const rebateSummary = z.object({
  lines: z.array(rebateLine),
  total: money,
  /** The least a claim may pay. */
  minClaim: money,
  /** ISO 8601, or null before the first claim. */
  lastClaimAt: z.string().nullable(),
});
export type RebateSummary = z.infer<typeof rebateSummary>;

export const rebateClaimBody = z.object({ requestId });

export const rebateClaim = z.object({
  id: z.string(),
  /** ISO 8601. */
  claimedAt: z.string(),
  amount: money,
  lines: z.array(rebateLine),
});
export type RebateClaim = z.infer<typeof rebateClaim>;

export const rebateClaimsQuery = z.object(pageQuery(10));
export const rebateClaimPage = paged(rebateClaim);
export type RebateClaimPage = z.infer<typeof rebateClaimPage>;
