import type { ColumnType, Generated } from 'kysely';

/** The wallet tables of migration 0009 as Kysely sees them: banks, cards, withdrawal settings and requests. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type BanksTable = {
  code: string;
  name: string;
  full_name: string;
  active: Generated<boolean>;
  sort: Generated<number>;
};

export type BankCardsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  bank_code: string;
  account_number: string;
  payee_name: string;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
};

export type WithdrawalSettingsTable = {
  merchant: string;
  min_amount: Generated<bigint>;
  max_amount: Generated<bigint>;
  daily_count: Generated<number>;
  daily_amount: Generated<bigint>;
  card_limit: Generated<number>;
  /** numeric(6,2): read as a string ("1.50"). */
  turnover_multiplier: ColumnType<string, string | number | undefined, string | number>;
  auto_receive_minutes: Generated<number>;
  payout_gateway: Generated<string>;
};

export type WithdrawalStatus =
  | 'PENDING_REVIEW'
  | 'APPROVED'
  | 'PAID'
  | 'RECEIVED'
  | 'DISPUTED'
  | 'REJECTED'
  | 'CANCELLED';

export type WithdrawalsTable = {
  id: ColumnType<bigint, bigint | undefined, never>;
  member_id: bigint;
  card_id: bigint;
  bank_code: string;
  account_number: string;
  payee_name: string;
  amount: bigint;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  gateway: string;
  hold_transfer_id: bigint;
  payout_transfer_id: bigint | null;
  release_transfer_id: bigint | null;
  reviewed_by: bigint | null;
  reviewed_via: 'operator' | 'cli' | null;
  reviewed_at: NullableTimestamp;
  reject_reason: string | null;
  payout_ref: string | null;
  payout_error: string | null;
  payout_attempts: Generated<number>;
  paid_at: NullableTimestamp;
  confirmation: 'member' | 'auto' | null;
  amount_received: bigint | null;
  confirmed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
  /** The member's idempotency key and the SHA-256 of what it asked (card, amount). */
  request_id: string | null;
  request_hash: Buffer | null;
};

export type WithdrawalProofsTable = {
  withdrawal_id: bigint;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  sha256: Buffer;
  created_at: Timestamp;
};

export type WithdrawalsTables = {
  banks: BanksTable;
  bank_cards: BankCardsTable;
  withdrawal_settings: WithdrawalSettingsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
};
