import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { verifyPassword } from '../../accounts/index.ts';

export const PAYMENT_PASSWORD_LIMITS = {
  /** This many wrong payment passwords in a row lock it… */
  failuresBeforeLock: 5,
  /** …for this long. */
  lockMinutes: 15,
} as const;

/**
 * Checks a member's payment password before money leaves their wallet (transfers; withdrawals may share it):
 * `payment_password_not_set` when there is none, `payment_password_locked` (423, details.lockedMinutes) while
 * locked, `payment_password_wrong` (details.attemptsLeft) on a miss. Misses are counted per member in
 * `payment_password_attempts`; the 5th in a row locks for 15 minutes, a correct password clears the count.
 */
export async function checkPaymentPassword(db: Db, memberId: bigint, password: string): Promise<void> {
  const row = await db
    .selectFrom('members')
    .leftJoin('payment_password_attempts as a', 'a.member_id', 'members.id')
    .select([
      'members.payment_password_hash as hash',
      'a.failures',
      sql<number | null>`ceil(extract(epoch FROM a.locked_until - now()) / 60)::int`.as('locked_minutes'),
    ])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  if (!row?.hash) throw new AppError('payment_password_not_set');
  if (row.locked_minutes !== null && row.locked_minutes > 0) {
    throw new AppError('payment_password_locked', undefined, { lockedMinutes: row.locked_minutes });
  }

  if (await verifyPassword(row.hash, password)) {
    if (row.failures) {
      await db.deleteFrom('payment_password_attempts').where('member_id', '=', memberId).execute();
    }
    return;
  }

  const { failuresBeforeLock, lockMinutes } = PAYMENT_PASSWORD_LIMITS;
  // one statement: concurrent misses each count, and exactly one of them reaches the lock
  const counted = await sql<{ failures: number }>`
    INSERT INTO payment_password_attempts AS a (member_id, failures)
    VALUES (${memberId}, 1)
    ON CONFLICT (member_id) DO UPDATE SET
      failures = CASE WHEN a.locked_until IS NOT NULL AND a.locked_until <= now() THEN 1 ELSE a.failures + 1 END,
      locked_until = CASE WHEN a.locked_until IS NOT NULL AND a.locked_until <= now() THEN NULL ELSE a.locked_until END,
      updated_at = now()
    RETURNING failures`.execute(db);
  const failures = counted.rows[0]?.failures ?? 1;
  if (failures >= failuresBeforeLock) {
    await db
      .updateTable('payment_password_attempts')
      .set({ failures: 0, locked_until: sql<Date>`now() + make_interval(mins => ${lockMinutes})` })
      .where('member_id', '=', memberId)
      .execute();
    throw new AppError('payment_password_locked', undefined, { lockedMinutes: lockMinutes });
  }
  throw new AppError('payment_password_wrong', undefined, { attemptsLeft: failuresBeforeLock - failures });
}
