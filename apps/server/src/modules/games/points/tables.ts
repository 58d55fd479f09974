import type { ColumnType, Generated } from 'kysely';
import type { VendorCategory } from '../tables.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Running valid turnover and points of a member's category (migration 0020). */
export type MemberTurnoverTable = {
  member_id: bigint;
  category: VendorCategory;
  wagered: Generated<bigint>;
  points: Generated<bigint>;
  /** wagered × factor not yet worth a hundredth of a point (below POINTS_DIVISOR). */
  points_carry: Generated<bigint>;
  updated_at: Timestamp;
};

/** The points ledger: one entry per settled round, append-only. */
export type PointsEntriesTable = {
  id: Generated<bigint>;
  member_id: bigint;
  category: VendorCategory;
  round_id: bigint;
  wagered: bigint;
  factor: number;
  points: bigint;
  created_at: Timestamp;
};

export type MemberPointsTable = {
  member_id: bigint;
  balance: Generated<bigint>;
  updated_at: Timestamp;
};

/** The points mall's rewards (migration 0039): cash into the main wallet for points. */
export type PointsRewardsTable = {
  id: Generated<bigint>;
  merchant: string;
  name_vi: string;
  name_en: string;
  points: bigint;
  amount: bigint;
  active: Generated<boolean>;
  sort: Generated<number>;
};

export type PointsRedemptionsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  reward_id: bigint;
  request_id: string;
  points: bigint;
  amount: bigint;
  transfer_id: bigint;
  created_at: Timestamp;
};

export type PointsTables = {
  member_turnover: MemberTurnoverTable;
  points_entries: PointsEntriesTable;
  member_points: MemberPointsTable;
  points_rewards: PointsRewardsTable;
  points_redemptions: PointsRedemptionsTable;
};
