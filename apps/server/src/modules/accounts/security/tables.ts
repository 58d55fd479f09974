import type { ColumnType } from 'kysely';

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
