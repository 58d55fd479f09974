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

export type SandboxPaymentsTable = {
  gateway_ref: string;
  merchant_reference: string;
  amount: bigint;
  kind: string;
  status: Generated<'OPEN' | 'APPROVED' | 'DECLINED'>;
  callback_url: string;
  return_url: string;
  created_at: Generated<Date>;
  decided_at: Date | null;
};

export type WalletTables = {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_postings: LedgerPostingsTable;
  wallet_settings: WalletSettingsTable;
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  gateway_callbacks: GatewayCallbacksTable;
  sandbox_payments: SandboxPaymentsTable;
};
