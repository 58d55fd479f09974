import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0037: the inbox. `member_id` null = a message to every member of the merchant. */
export type MemberMessagesTable = {
  id: Generated<bigint>;
  merchant: string;
  member_id: bigint | null;
  title: string;
  body: string;
  created_at: Timestamp;
};

export type MemberMessageReadsTable = {
  member_id: bigint;
  message_id: bigint;
  read_at: Timestamp;
};

export type MessagesTables = {
  member_messages: MemberMessagesTable;
  member_message_reads: MemberMessageReadsTable;
};
