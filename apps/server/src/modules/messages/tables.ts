import type { Language } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';

/** A message's text in each site language, jsonb `{ "vi": …, "en": … }` (migration 0044). */
export type MessageText = Record<Language, string>;

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migrations 0037 and 0044: the inbox. `member_id` null = a message to every member of the merchant. */
export type MemberMessagesTable = {
  id: Generated<bigint>;
  merchant: string;
  member_id: bigint | null;
  title: MessageText;
  body: MessageText;
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
