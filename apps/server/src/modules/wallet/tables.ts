import type { ColumnType, Generated } from 'kysely';

export type LedgerPurpose =
  | 'main'
  | 'withdrawal_hold'
  | 'demo'
  | 'vendor'
  | 'house'
  | 'payment_clearing'
  | 'promotions'
  | 'commissions'
  | 'provider'
  | 'world';

export type TransferKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'bet'
  | 'win'
  | 'refund'
  | 'transfer'
  | 'vendor_transfer'
  | 'bonus'
  | 'rebate'
  | 'salary'
  | 'dividend'
  | 'adjustment'
  | 'reversal';

type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export type LedgerAccountsTable = {
  id: Generated<bigint>;
  code: string;
  member_id: bigint | null;
  purpose: LedgerPurpose;
  currency: Generated<string>;
  balance: Generated<bigint>;
  allow_negative: Generated<boolean>;
  created_at: Generated<Date>;
};

export type LedgerTransfersTable = {
  id: Generated<bigint>;
  idempotency_key: string;
  request_hash: Buffer;
  kind: TransferKind;
  currency: Generated<string>;
  metadata: Json;
  reverses_id: bigint | null;
  created_at: Generated<Date>;
};

export type LedgerPostingsTable = {
  id: Generated<bigint>;
  transfer_id: bigint;
  account_id: bigint;
  amount: bigint;
  balance_after: bigint;
  created_at: Generated<Date>;
};

export type WalletSettingsTable = {
  merchant: string;
  is_single: Generated<boolean>;
  deposit_expiry_minutes: Generated<number>;
  transfer_min_amount: Generated<bigint>;
  transfer_max_amount: Generated<bigint>;
  transfer_daily_limit: Generated<bigint>;
};

export type DepositKind = 'BANK_TRANSFER' | 'EWALLET_QR';
export type DepositStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'EXPIRED';

export type PaymentChannelsTable = {
  code: string;
  kind: DepositKind;
  gateway: Generated<string>;
  name: ColumnType<{ vi: string; en: string }, string, string>;
  min_amount: bigint;
  max_amount: bigint;
  daily_limit: bigint;
  presets: ColumnType<bigint[], string[], string[]>;
  active: Generated<boolean>;
  sort: Generated<number>;
};

export type DepositsTable = {
  id: Generated<bigint>;
  member_id: bigint;
  channel: string;
  gateway: string;
  amount: bigint;
  status: Generated<DepositStatus>;
  reference: string;
  gateway_ref: string | null;
  payment_url: Generated<string>;
  transfer_id: bigint | null;
  created_at: Generated<Date>;
  expires_at: Date;
  completed_at: Date | null;
  /** The member's idempotency key and the SHA-256 of what it asked (channel, amount). */
  request_id: string | null;
  request_hash: Buffer | null;
  /** When the recovery job last asked the gateway about it. */
  checked_at: Date | null;
};

export type ReconciliationRunsTable = {
  id: Generated<bigint>;
  gateway: string;
  day: string;
  started_at: Generated<Date>;
  finished_at: Date | null;
  deposits_checked: Generated<number>;
  payouts_checked: Generated<number>;
  differences: Generated<number>;
  repaired: Generated<number>;
};

export type ReconciliationAction = 'credited' | 'declined' | 'marked_paid' | 'reported';

export type ReconciliationItemsTable = {
  id: Generated<bigint>;
  run_id: bigint;
  kind: 'deposit' | 'payout';
  reference: string;
  site_status: string | null;
  gateway_status: string | null;
  site_amount: bigint | null;
  gateway_amount: bigint | null;
  action: ReconciliationAction;
  note: string;
  transfer_id: bigint | null;
  created_at: Generated<Date>;
};

export type GatewayCallbacksTable = {
  id: Generated<bigint>;
  gateway: string;
  event_id: string | null;
  verified: boolean;
  outcome: string;
  payload: string;
  received_at: Generated<Date>;
};

export type WalletTables = {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_postings: LedgerPostingsTable;
  wallet_settings: WalletSettingsTable;
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  gateway_callbacks: GatewayCallbacksTable;
  reconciliation_runs: ReconciliationRunsTable;
  reconciliation_items: ReconciliationItemsTable;
};
