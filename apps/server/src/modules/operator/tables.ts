import type { ColumnType, Generated } from 'kysely';

/** Operator accounts and their sessions (migration 0009). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type OperatorsTable = {
  id: Generated<bigint>;
  username: string;
  password_hash: string;
  status: Generated<'active' | 'disabled'>;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
};

export type OperatorSessionsTable = {
  id: Generated<bigint>;
  operator_id: bigint;
  token_hash: Buffer;
  created_at: Timestamp;
  expires_at: Date | string;
  revoked_at: NullableTimestamp;
  /** inet: written and read as text. */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
};

export type OperatorTables = { operators: OperatorsTable; operator_sessions: OperatorSessionsTable };
