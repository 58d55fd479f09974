import type { Generated } from 'kysely';

/** Wrong payment passwords in a row per member, and the lock they lead to. */
export type PaymentPasswordAttemptsTable = {
  member_id: bigint;
  failures: Generated<number>;
  locked_until: Date | null;
  updated_at: Generated<Date>;
};

export type TransfersTables = {
  payment_password_attempts: PaymentPasswordAttemptsTable;
};
