import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';

/**
 * Security-centre data access. Every query names the member it is for: no row of another member can be
 * read or changed through these (no IDOR).
 */

export function selectSecurityFacts(db: Executor, memberId: bigint) {
  return db
    .selectFrom('members')
    .select([
      'merchant',
      'username',
      'password_hash',
      'password_changed_at',
      'payment_password_hash',
      'country_dialing_code',
      'mobile',
      'email',
      'totp_enabled',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export function selectOAuthBindings(db: Executor, memberId: bigint) {
  return db
    .selectFrom('oauth_identities')
    .select(['provider', 'bound_at'])
    .where('member_id', '=', memberId)
    .orderBy('bound_at')
    .execute();
}

export async function updatePaymentPassword(db: Executor, memberId: bigint, hash: string): Promise<void> {
  await db.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', memberId).execute();
}

/** Another member of the merchant using this mobile number, if any. */
export function selectOtherMobileOwner(
  db: Executor,
  merchant: string,
  memberId: bigint,
  dialingCode: string,
  mobile: string,
) {
  return db
    .selectFrom('members')
    .select('id')
    .where('merchant', '=', merchant)
    .where('country_dialing_code', '=', dialingCode)
    .where('mobile', '=', mobile)
    .where('id', '<>', memberId)
    .executeTakeFirst();
}

export function selectOtherEmailOwner(db: Executor, merchant: string, memberId: bigint, email: string) {
  return db
    .selectFrom('members')
    .select('id')
    .where('merchant', '=', merchant)
    .where('email', '=', email)
    .where('id', '<>', memberId)
    .executeTakeFirst();
}

export async function updateMobile(db: Executor, memberId: bigint, dialingCode: string, mobile: string) {
  await db
    .updateTable('members')
    .set({ country_dialing_code: dialingCode, mobile })
    .where('id', '=', memberId)
    .execute();
}

export async function updateEmail(db: Executor, memberId: bigint, email: string) {
  await db.updateTable('members').set({ email }).where('id', '=', memberId).execute();
}

// --- authenticator --------------------------------------------------------------------------------------

export function selectTotp(db: Executor, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['username', 'merchant', 'password_hash', 'totp_secret', 'totp_enabled', 'totp_last_step'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Stores a new, not yet enabled secret; does nothing (answers false) once the authenticator is enabled. */
export async function setPendingTotp(db: Executor, memberId: bigint, stored: string): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ totp_secret: stored, totp_last_step: null })
    .where('id', '=', memberId)
    .where('totp_enabled', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Enables the pending secret the code was checked against (not one a parallel setup put in its place). */
export async function enableTotp(
  db: Executor,
  memberId: bigint,
  stored: string,
  step: bigint,
): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ totp_enabled: true, totp_last_step: step })
    .where('id', '=', memberId)
    .where('totp_enabled', '=', false)
    .where('totp_secret', '=', stored)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function disableTotp(db: Executor, memberId: bigint): Promise<void> {
  await db
    .updateTable('members')
    .set({ totp_enabled: false, totp_secret: null, totp_last_step: null })
    .where('id', '=', memberId)
    .execute();
}

/** Records a code's step as used; false when that step (or a later one) was used already (a replay). */
export async function advanceTotpStep(db: Executor, memberId: bigint, step: bigint): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ totp_last_step: step })
    .where('id', '=', memberId)
    .where('totp_enabled', '=', true)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// --- login history and sessions -------------------------------------------------------------------------

export async function countLogins(db: Executor, memberId: bigint): Promise<number> {
  const row = await db
    .selectFrom('login_history')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function selectLogins(db: Executor, memberId: bigint, offset: number, limit: number) {
  return db
    .selectFrom('login_history')
    .select(['at', sql<string | null>`host(ip)`.as('ip'), 'user_agent', 'success'])
    .where('member_id', '=', memberId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The member's live sessions (same test as the auth plugin's: not revoked, not expired, not idle), newest first. */
export function selectLiveSessions(db: Executor, memberId: bigint, idleMinutes: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', sql<string | null>`host(ip)`.as('ip'), 'user_agent'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one live session of this member; false when it is not theirs, unknown or already over. */
export async function revokeOwnSession(db: Executor, memberId: bigint, sessionId: bigint): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
