import type { Language, MemberMessage, MessagePage } from '@app/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { memberIdentities } from '../accounts/index.ts';
import type { MessageText } from './tables.ts';

/** Whose inbox: the member and their merchant (a message to every member is one of the merchant's). */
export type Reader = { id: bigint; merchant: string };

/** The messages the reader may see: their own, and those to every member of their merchant. */
function visible(db: Executor, reader: Reader) {
  return db
    .selectFrom('member_messages as m')
    .leftJoin('member_message_reads as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', reader.id),
    )
    .where((eb) =>
      eb.or([
        eb('m.member_id', '=', reader.id),
        eb.and([eb('m.member_id', 'is', null), eb('m.merchant', '=', reader.merchant)]),
      ]),
    );
}

async function counts(db: Executor, reader: Reader): Promise<{ total: number; unread: number }> {
  const row = await visible(db, reader)
    .select([
      sql<bigint>`count(*)`.as('total'),
      sql<bigint>`count(*) FILTER (WHERE r.message_id IS NULL)`.as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** A page of the inbox, newest first, each message in the reader's language. */
export async function listMessages(
  db: Db,
  reader: Reader,
  page: { pageNo: number; pageSize: number },
  language: Language,
): Promise<MessagePage> {
  const [{ total, unread }, rows] = await Promise.all([
    counts(db, reader),
    visible(db, reader)
      .select(['m.id', 'm.title', 'm.body', 'm.created_at', 'm.member_id', 'r.read_at'])
      .orderBy('m.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const items: MemberMessage[] = rows.map((row) => ({
    id: String(row.id),
    title: row.title[language],
    body: row.body[language],
    sentAt: row.created_at.toISOString(),
    personal: row.member_id !== null,
    read: row.read_at !== null,
  }));
  return { items, pageNum: page.pageNo, totalPages: Math.ceil(total / page.pageSize), total, unread };
}

export async function unreadMessages(db: Db, reader: Reader): Promise<number> {
  return (await counts(db, reader)).unread;
}

/** Marks one message read (again: no change); a message the reader may not see is not found. */
export async function markMessageRead(db: Db, reader: Reader, id: bigint): Promise<void> {
  const found = await visible(db, reader).select('m.id').where('m.id', '=', id).executeTakeFirst();
  if (!found) throw new AppError('message_not_found');
  await db
    .insertInto('member_message_reads')
    .values({ member_id: reader.id, message_id: id })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Marks every message the reader may see read; answers how many were unread. */
export async function markAllMessagesRead(db: Db, reader: Reader): Promise<number> {
  const result = await db
    .insertInto('member_message_reads')
    .columns(['member_id', 'message_id'])
    .expression(
      visible(db, reader)
        .where('r.message_id', 'is', null)
        .select((eb) => [eb.val(reader.id).as('member_id'), 'm.id']),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

export type NewMessage = {
  merchant: string;
  /** The member's username, or null for every member of the merchant. */
  to: string | null;
  /** The text in the operator's language; the English text too when it differs (else the one text serves both). */
  title: string;
  body: string;
  english?: { title: string; body: string };
};

/** The one text in both languages, unless the operator wrote an English one. */
function texts(message: NewMessage): { title: MessageText; body: MessageText } {
  const english = message.english ?? { title: message.title, body: message.body };
  return {
    title: { vi: message.title, en: english.title },
    body: { vi: message.body, en: english.body },
  };
}

/** Sends a message (the operator's CLI); a username the merchant does not have is refused. */
export async function sendMessage(
  db: Db,
  message: NewMessage,
): Promise<{ id: bigint; memberId: bigint | null }> {
  let memberId: bigint | null = null;
  if (message.to !== null) {
    const member = await memberIdentities(db)
      .where('merchant', '=', message.merchant)
      .where('username', '=', message.to)
      .executeTakeFirst();
    if (!member) throw new AppError('not_found', { to: 'not_found' });
    memberId = member.id;
  }
  const row = await db
    .insertInto('member_messages')
    .values({ merchant: message.merchant, member_id: memberId, ...texts(message) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, memberId };
}
