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

export type WalletTables = {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_postings: LedgerPostingsTable;
};
