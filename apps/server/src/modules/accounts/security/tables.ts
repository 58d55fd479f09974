import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** Uploaded avatars (migration 0006). */
export type MemberAvatarsTable = {
  member_id: bigint;
  /** First 16 hex digits of the bytes' SHA-256: part of the served address. */
  version: string;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** Migration 0006's tables and the column it adds to `members`. */
export type SecurityTables = {
  member_avatars: MemberAvatarsTable;
  members: { totp_last_step: ColumnType<bigint | null, bigint | null | undefined, bigint | null> };
};

export type SecurityDatabase = Database & SecurityTables;
export type Executor = Kysely<SecurityDatabase> | Transaction<SecurityDatabase>;

/** The app's database handle, seen with migration 0006's tables (a no-op once schema.ts includes them). */
export function securityDb(db: Kysely<Database>): Kysely<SecurityDatabase> {
  return db.withTables<SecurityTables>();
}
