import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { lockMember } from '../../../shared/locks.ts';
import { paymentPasswordHash, verifyPassword } from '../../accounts/index.ts';

export const PAYMENT_PASSWORD_LIMITS = {
  /** This many wrong payment passwords in a row lock it… */
  failuresBeforeLock: 5,
  /** …for this long. */
  lockMinutes: 15,
} as const;

/**
 * Checks a member's payment password before money leaves their wallet (transfers and withdrawals share it):
 * `payment_password_not_set` when there is none, `payment_password_locked` (423, details.lockedMinutes) while
 * locked, `payment_password_wrong` (details.attemptsLeft) on a miss. A member's checks run one at a time (an
 * advisory lock for the check's transaction), so a burst of concurrent guesses gets no more tries than the
 * limit while concurrent correct requests all pass; the 5th miss in a row locks for 15 minutes and a correct
 * password clears the count.
 */
export async function checkPaymentPassword(db: Db, memberId: bigint, password: string): Promise<void> {
  const { failuresBeforeLock, lockMinutes } = PAYMENT_PASSWORD_LIMITS;
  const outcome = await db.transaction().execute(async (tx) => {
    await lockMember(tx, 'paymentPassword', memberId);
    const hash = await paymentPasswordHash(tx, memberId);
    if (!hash) return new AppError('payment_password_not_set');
    const row = (await tx
      .selectFrom('payment_password_attempts as a')
      .select([
        'a.failures',
        sql<number | null>`ceil(extract(epoch FROM a.locked_until - now()) / 60)::int`.as('locked_minutes'),
      ])
      .where('a.member_id', '=', memberId)
      .executeTakeFirst()) ?? { failures: null, locked_minutes: null };
    if (row.locked_minutes !== null && row.locked_minutes > 0) {
      return new AppError('payment_password_locked', undefined, { lockedMinutes: row.locked_minutes });
    }
    if (await verifyPassword(hash, password)) {
      if (row.failures !== null) {
        await tx.deleteFrom('payment_password_attempts').where('member_id', '=', memberId).execute();
      }
      return null;
    }
    // an expired lock starts a fresh count
    const failures = row.locked_minutes !== null ? 1 : (row.failures ?? 0) + 1;
    const locks = failures >= failuresBeforeLock;
    await sql`
      INSERT INTO payment_password_attempts AS a (member_id, failures, locked_until)
      VALUES (${memberId}, ${locks ? 0 : failures},
              ${locks ? sql`now() + make_interval(mins => ${lockMinutes})` : null})
      ON CONFLICT (member_id) DO UPDATE SET
        failures = excluded.failures, locked_until = excluded.locked_until, updated_at = now()`.execute(tx);
    return locks
      ? new AppError('payment_password_locked', undefined, { lockedMinutes: lockMinutes })
      : new AppError('payment_password_wrong', undefined, { attemptsLeft: failuresBeforeLock - failures });
  });
  // the miss is committed before it is reported
  if (outcome) throw outcome;
}
