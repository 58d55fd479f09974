import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Promotions settings per merchant (migrations 0014, 0038). */
export type PromotionSettingsTable = {
  merchant: string;
  /** Minor units paid to every new real member at registration; 0 = no gift. */
  registration_gift: bigint;
  /** The least a cashback claim may pay (minor units). */
  rebate_min_claim: Generated<bigint>;
};

/** Cashback rate of a game category, in basis points of valid turnover (migration 0038). */
export type RebateRatesTable = { merchant: string; category: string; rate_bp: number };

export type MemberRebatesTable = { member_id: bigint; last_claim_at: Date | null };

export type MemberRebateProgressTable = { member_id: bigint; category: string; rebated_wagered: bigint };

export type RebateClaimsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  request_id: string;
  amount: bigint;
  transfer_id: bigint;
  created_at: Timestamp;
};

export type RebateClaimLinesTable = {
  claim_id: bigint;
  category: string;
  wagered: bigint;
  rate_bp: number;
  amount: bigint;
};

export type PromotionsTables = {
  promotion_settings: PromotionSettingsTable;
  rebate_rates: RebateRatesTable;
  member_rebates: MemberRebatesTable;
  member_rebate_progress: MemberRebateProgressTable;
  rebate_claims: RebateClaimsTable;
  rebate_claim_lines: RebateClaimLinesTable;
};
