import type { ColumnType, Generated } from 'kysely';

/** The sandbox gateway's own books (migrations 0008, 0009, 0011): it stands in for a third party. */
export type SandboxPaymentsTable = {
  gateway_ref: string;
  merchant_reference: string;
  amount: bigint;
  kind: string;
  status: Generated<'OPEN' | 'APPROVED' | 'DECLINED' | 'EXPIRED'>;
  payer: string | null;
  expires_at: Date | null;
  callback_url: string;
  return_url: string;
  callback_delivered_at: Date | null;
  callback_attempts: Generated<number>;
  created_at: Generated<Date>;
  decided_at: Date | null;
};

export type SandboxPayoutsTable = {
  payout_ref: string;
  idempotency_key: string;
  amount: bigint;
  bank_code: string;
  account_number: string;
  payee_name: string;
  status: ColumnType<'PAID', 'PAID' | undefined, 'PAID'>;
  created_at: ColumnType<Date, Date | undefined, Date>;
};

export type SandboxSettingsTable = { id: Generated<boolean>; secret: string };

export type SandboxTables = {
  sandbox_payments: SandboxPaymentsTable;
  sandbox_payouts: SandboxPayoutsTable;
  sandbox_settings: SandboxSettingsTable;
};
