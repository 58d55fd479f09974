import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { LoginType } from './tables.ts';

// --- members ----------------------------------------------------------------------------------------------

const MEMBER_COLUMNS = [
  'id',
  'merchant',
  'username',
  'nickname',
  'type',
  'parent_id',
  'password_hash',
  'password_changed_at',
  'must_change_password',
  'country_dialing_code',
  'mobile',
  'email',
  'payee_name',
  'totp_secret',
  'totp_enabled',
  'status',
  'failed_logins',
  'locked_until',
  'last_login_at',
  'created_at',
] as const;

export function selectMemberById(db: Executor, id: bigint) {
  return db.selectFrom('members').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function selectMemberByUsername(db: Executor, merchant: string, username: string) {
  return db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('merchant', '=', merchant)
    .where('username', '=', username)
    .executeTakeFirst();
}

export function selectMemberByMobile(db: Executor, merchant: string, dialingCode: string, mobile: string) {
  return db
    .selectFrom('members')
    .select(MEMBER_COLUMNS)
    .where('merchant', '=', merchant)
    .where('country_dialing_code', '=', dialingCode)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof selectMemberById>>>;

/** Which of username, mobile and e-mail are already used in the merchant. */
export async function selectTaken(
  db: Executor,
  merchant: string,
  values: { username?: string; dialingCode?: string; mobile?: string; email?: string },
) {
  const exists = async (filter: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
    (await filter(base()).executeTakeFirst()) !== undefined;
  const base = () => db.selectFrom('members').select('id').where('merchant', '=', merchant).limit(1);
  const { username, dialingCode, mobile, email } = values;
  const [u, m, e] = await Promise.all([
    username ? exists((q) => q.where('username', '=', username)) : false,
    dialingCode && mobile
      ? exists((q) => q.where('country_dialing_code', '=', dialingCode).where('mobile', '=', mobile))
      : false,
    email ? exists((q) => q.where('email', '=', email)) : false,
  ]);
  return { username: u, mobile: m, email: e };
}

/** The member owning an affiliate/referral code (case-insensitive), demo accounts excluded. */
export function selectByAffiliateCode(db: Executor, merchant: string, code: string) {
  return db
    .selectFrom('members')
    .select(['id', 'nickname', 'affiliate_code'])
    .where('merchant', '=', merchant)
    .where('affiliate_code', '=', code.toUpperCase())
    .where('type', '<>', 4)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

// --- login bookkeeping ------------------------------------------------------------------------------------

export type Attempt = { memberId: bigint; ip: string | null; userAgent: string; loginType: string };

export async function insertLoginHistory(db: Executor, attempt: Attempt, success: boolean): Promise<void> {
  await db
    .insertInto('login_history')
    .values({
      member_id: attempt.memberId,
      ip: attempt.ip,
      user_agent: attempt.userAgent.slice(0, 512),
      success,
      login_type: attempt.loginType,
    })
    .execute();
}

/** A finished login: history row, counters reset, last login time, the IP remembered as known. */
export async function recordLoginSuccess(db: Executor, attempt: Attempt & { loginType: LoginType }) {
  await insertLoginHistory(db, attempt, true);
  await db
    .updateTable('members')
    .set({ last_login_at: sql`now()`, failed_logins: 0, locked_until: null })
    .where('id', '=', attempt.memberId)
    .execute();
  if (attempt.ip) {
    await db
      .insertInto('known_ips')
      .values({ member_id: attempt.memberId, ip: attempt.ip })
      .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen_at: sql`now()` }))
      .execute();
  }
}

export async function isKnownIp(db: Executor, memberId: bigint, ip: string | null): Promise<boolean> {
  if (!ip) return true;
  const row = await db
    .selectFrom('known_ips')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row !== undefined;
}

// Counted after the secret is checked (the OAuth binding's password check): not exact when attempts run
// concurrently. The login reserves its attempt before the check instead (see the end of this file).

/** One more failure of an account; answers the new consecutive count. */
export async function incrementMemberFailures(db: Executor, memberId: bigint): Promise<number> {
  const row = await db
    .updateTable('members')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', memberId)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return row.failed_logins;
}

export async function lockMember(db: Executor, memberId: bigint, minutes: number): Promise<Date> {
  const row = await db
    .updateTable('members')
    .set({ locked_until: sql<Date>`now() + make_interval(mins => ${minutes})` })
    .where('id', '=', memberId)
    .returning('locked_until')
    .executeTakeFirstOrThrow();
  return row.locked_until as Date;
}

/** The IP's failures in its current window and its lock, if any (expired windows count as zero). */
export async function selectIpFailures(db: Executor, ip: string, windowMinutes: number) {
  const row = await db
    .selectFrom('login_failures_by_ip')
    .select([
      sql<number>`case when window_started_at > now() - make_interval(mins => ${windowMinutes}) then failures else 0 end`.as(
        'failures',
      ),
      sql<Date | null>`case when locked_until > now() then locked_until end`.as('locked_until'),
    ])
    .where('ip', '=', ip)
    .executeTakeFirst();
  return { failures: row?.failures ?? 0, lockedUntil: row?.locked_until ?? null };
}

/** One more failure from an IP, in a window of `windowMinutes` (a stale window restarts); answers the count. */
export async function incrementIpFailures(db: Executor, ip: string, windowMinutes: number): Promise<number> {
  const stale = sql<boolean>`login_failures_by_ip.window_started_at <= now() - make_interval(mins => ${windowMinutes})`;
  const row = await db
    .insertInto('login_failures_by_ip')
    .values({ ip, failures: 1 })
    .onConflict((oc) =>
      oc.column('ip').doUpdateSet({
        failures: sql<number>`case when ${stale} then 1 else login_failures_by_ip.failures + 1 end`,
        window_started_at: sql<Date>`case when ${stale} then now() else login_failures_by_ip.window_started_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function lockIp(db: Executor, ip: string, minutes: number): Promise<Date> {
  const row = await db
    .updateTable('login_failures_by_ip')
    .set({ locked_until: sql<Date>`now() + make_interval(mins => ${minutes})` })
    .where('ip', '=', ip)
    .returning('locked_until')
    .executeTakeFirstOrThrow();
  return row.locked_until as Date;
}

// --- login attempts counted before the secret is checked (lockout.ts reserves them) ------------------------

/** A lock from now, to the millisecond: the Date read back names it exactly, so a give-back can lift its own. */
function lockFor(minutes: number) {
  return sql<Date>`date_trunc('milliseconds', now() + make_interval(mins => ${minutes}))`;
}

const lockInForce = sql<Date | null>`case when locked_until > now() then locked_until end`;

/** Locks the account's counter for the transaction; answers its consecutive failures and a lock in force. */
export async function lockMemberCounter(tx: Transaction<Database>, memberId: bigint) {
  const row = await tx
    .selectFrom('members')
    .select(['failed_logins as failures', lockInForce.as('lockedUntil')])
    .where('id', '=', memberId)
    // not FOR UPDATE: rows that reference the member (sessions, history, ledger) may still be inserted meanwhile
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** Writes the account's failures with this attempt counted; with `lockMinutes`, locks it. Answers the lock set. */
export async function countMemberAttempt(
  tx: Transaction<Database>,
  memberId: bigint,
  failures: number,
  lockMinutes: number | null,
): Promise<Date | null> {
  const row = await tx
    .updateTable('members')
    .set(
      lockMinutes === null
        ? { failed_logins: failures }
        : { failed_logins: failures, locked_until: lockFor(lockMinutes) },
    )
    .where('id', '=', memberId)
    .returning(lockInForce.as('locks'))
    .executeTakeFirstOrThrow();
  return row.locks;
}

/** Takes back an account's attempt that turned out right: one failure less, and the lock it set lifted. */
export async function giveBackMemberAttempt(db: Executor, memberId: bigint, locks: Date | null) {
  await db
    .updateTable('members')
    .set({
      failed_logins: sql<number>`greatest(failed_logins - 1, 0)`,
      locked_until: sql<Date | null>`case when locked_until = ${locks} then null else locked_until end`,
    })
    .where('id', '=', memberId)
    .execute();
}

/**
 * Locks the IP's counter for the transaction (creating it on the IP's first attempt); answers its failures in
 * the current window (a stale window counts zero) and a lock in force.
 */
export async function lockIpCounter(tx: Transaction<Database>, ip: string, windowMinutes: number) {
  const inWindow = sql<boolean>`window_started_at > now() - make_interval(mins => ${windowMinutes})`;
  // a no-op update on conflict, so the existing row is locked and read in the same statement
  return tx
    .insertInto('login_failures_by_ip')
    .values({ ip, failures: 0 })
    .onConflict((oc) => oc.column('ip').doUpdateSet((eb) => ({ ip: eb.ref('excluded.ip') })))
    .returning([
      sql<number>`case when ${inWindow} then failures else 0 end`.as('failures'),
      lockInForce.as('lockedUntil'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * Writes the IP's failures in its window with this attempt counted (a stale window restarts now); with
 * `lockMinutes`, locks the IP. Answers the lock set.
 */
export async function countIpAttempt(
  tx: Transaction<Database>,
  ip: string,
  windowMinutes: number,
  failures: number,
  lockMinutes: number | null,
): Promise<Date | null> {
  const windowStart = sql<Date>`case when window_started_at <= now() - make_interval(mins => ${windowMinutes}) then now() else window_started_at end`;
  const row = await tx
    .updateTable('login_failures_by_ip')
    .set(
      lockMinutes === null
        ? { failures, window_started_at: windowStart }
        : { failures, window_started_at: windowStart, locked_until: lockFor(lockMinutes) },
    )
    .where('ip', '=', ip)
    .returning(lockInForce.as('locks'))
    .executeTakeFirstOrThrow();
  return row.locks;
}

/** Takes back an IP's attempt that turned out right: one failure less, and the lock it set lifted. */
export async function giveBackIpAttempt(db: Executor, ip: string, locks: Date | null) {
  await db
    .updateTable('login_failures_by_ip')
    .set({
      failures: sql<number>`greatest(failures - 1, 0)`,
      locked_until: sql<Date | null>`case when locked_until = ${locks} then null else locked_until end`,
    })
    .where('ip', '=', ip)
    .execute();
}
