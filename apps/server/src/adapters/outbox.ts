import type { OutboxMessage } from '@app/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The dev outbox: what the local SMS and e-mail adapters "send" lands in the `dev_outbox` table, where a
 * developer (GET /api/dev/outbox, `npm run admin -- outbox`) and the tests read it.
 */
export async function writeOutbox(
  db: Executor,
  message: { channel: 'sms' | 'email'; to: string; subject: string | null; body: string },
): Promise<void> {
  await db
    .insertInto('dev_outbox')
    .values({ channel: message.channel, recipient: message.to, subject: message.subject, body: message.body })
    .execute();
}

export const OUTBOX_LIST_SIZE = 50;

/** The latest messages, newest first; only those to `to` when given. */
export async function readOutbox(
  db: Executor,
  to?: string,
  limit = OUTBOX_LIST_SIZE,
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('dev_outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (to !== undefined) query = query.where('recipient', '=', to);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: String(r.id),
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at.toISOString(),
  }));
}
