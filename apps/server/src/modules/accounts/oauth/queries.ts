import { type Kysely, sql, type Transaction } from 'kysely';
import type { OAuthProviderId } from '../../../adapters/oauth/index.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** Third-party identities and the tickets that wait for a bind-or-register decision. */

export function selectIdentity(db: Executor, provider: OAuthProviderId, subject: string) {
  return db
    .selectFrom('oauth_identities as i')
    .innerJoin('members as m', 'm.id', 'i.member_id')
    .select(['m.id', 'm.status', 'm.last_login_at', 'm.must_change_password', 'm.locked_until'])
    .where('i.provider', '=', provider)
    .where('i.subject', '=', subject)
    .executeTakeFirst();
}

export async function memberHasProvider(db: Executor, memberId: bigint, provider: OAuthProviderId) {
  const row = await db
    .selectFrom('oauth_identities')
    .select('subject')
    .where('member_id', '=', memberId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Binds an identity to a member. A concurrent binding that got there first surfaces as `oauth_failed` (the
 * identity is taken) or `oauth_already_bound` (the member has this provider), never as a database error.
 */
export async function insertIdentity(
  db: Executor,
  identity: { provider: OAuthProviderId; subject: string; memberId: bigint; email: string | null },
) {
  try {
    await db
      .insertInto('oauth_identities')
      .values({
        provider: identity.provider,
        subject: identity.subject,
        member_id: identity.memberId,
        email: identity.email,
      })
      .execute();
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
    if (code !== '23505') throw error;
    throw new AppError(constraint === 'oauth_identities_pkey' ? 'oauth_failed' : 'oauth_already_bound');
  }
}

export async function insertTicket(
  db: Executor,
  ticket: {
    hash: Buffer;
    provider: OAuthProviderId;
    subject: string;
    email: string | null;
    displayName: string;
    minutes: number;
  },
) {
  // Housekeeping: tickets are dead a quarter of an hour after they are made.
  await db
    .deleteFrom('oauth_tickets')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('oauth_tickets')
    .values({
      ticket_hash: ticket.hash,
      provider: ticket.provider,
      subject: ticket.subject,
      email: ticket.email,
      display_name: ticket.displayName,
      expires_at: sql<Date>`now() + make_interval(mins => ${ticket.minutes})`,
    })
    .execute();
}

/** A ticket that is neither used nor expired; `lock` holds it for the rest of the transaction. */
export function selectLiveTicket(db: Executor, hash: Buffer, lock = false) {
  const query = db
    .selectFrom('oauth_tickets')
    .select(['provider', 'subject', 'email', 'display_name'])
    .where('ticket_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  return lock ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export async function useTicket(db: Executor, hash: Buffer) {
  await db
    .updateTable('oauth_tickets')
    .set({ used_at: sql`now()` })
    .where('ticket_hash', '=', hash)
    .execute();
}

export async function setNickname(db: Executor, memberId: bigint, nickname: string) {
  await db.updateTable('members').set({ nickname }).where('id', '=', memberId).execute();
}
