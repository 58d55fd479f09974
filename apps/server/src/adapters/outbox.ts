import { createHash } from 'node:crypto';
import type { OutboxMessage } from '@app/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Who may read a message in the dev outbox (real SMS and e-mail providers ignore this): `memberId` when the
 * recipient is a member's own phone or e-mail (then only browsers that member logged in from), else `viewer`,
 * the outbox key of the browser session that caused it (a cookie made on first use).
 */
export type DeliveryContext = { viewer?: () => string; memberId?: bigint | null };

export const viewerHash = (viewer: string) => createHash('sha256').update(`outbox|${viewer}`).digest();

/**
 * The dev outbox: what the local SMS and e-mail adapters "send" lands in the `dev_outbox` table, where the
 * browser session that caused it (GET /api/dev/outbox in demo mode), a developer (`npm run admin -- outbox`)
 * and the tests read it.
 */
export async function writeOutbox(
  db: Executor,
  message: { channel: 'sms' | 'email'; to: string; subject: string | null; body: string },
  context: DeliveryContext = {},
): Promise<void> {
  const memberId = context.memberId ?? null;
  const viewer = memberId === null ? context.viewer?.() : undefined;
  await db
    .insertInto('dev_outbox')
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      viewer_hash: viewer ? viewerHash(viewer) : null,
      member_id: memberId,
    })
    .execute();
}

/** Remembers that a member logged in from this browser: it may read that member's messages (demo mode). */
export async function rememberOutboxDevice(db: Executor, viewer: string, memberId: bigint): Promise<void> {
  await db
    .insertInto('dev_outbox_devices')
    .values({ viewer_hash: viewerHash(viewer), member_id: memberId })
    .onConflict((oc) => oc.columns(['viewer_hash', 'member_id']).doUpdateSet({ seen_at: new Date() }))
    .execute();
}

export const OUTBOX_LIST_SIZE = 50;

/**
 * The latest messages, newest first; only those to `to` when given; with `viewer`, only those that browser may
 * read (see DeliveryContext).
 */
export async function readOutbox(
  db: Executor,
  to?: string,
  options: { viewer?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('dev_outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(options.limit ?? OUTBOX_LIST_SIZE);
  if (to !== undefined) query = query.where('recipient', '=', to);
  if (options.viewer !== undefined) {
    const hash = viewerHash(options.viewer);
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('member_id', 'is', null), eb('viewer_hash', '=', hash)]),
        eb(
          'member_id',
          'in',
          eb.selectFrom('dev_outbox_devices').select('member_id').where('viewer_hash', '=', hash),
        ),
      ]),
    );
  }
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
