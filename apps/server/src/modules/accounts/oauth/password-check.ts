import type { LoginFailureDetails } from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { type AttemptRefusal, giveBackAttempt, minutesLeft, reserveLoginAttempt } from '../login/lockout.ts';
import { verifyPassword } from '../passwords/hashing.ts';
import { insertLoginHistory, type MemberRow, selectMemberByUsername } from '../queries.ts';
import type { RequestContext } from '../session/context.ts';

function refusalError(refused: AttemptRefusal): AppError {
  if (refused.refusal === 'ip_locked' || refused.refusal === 'account_locked') {
    const details: LoginFailureDetails = {
      captchaRequired: true,
      lockedMinutes: minutesLeft(refused.lockedUntil),
    };
    return new AppError('account_locked', undefined, details);
  }
  // binding has no captcha of its own: after 3 failures the member proves the account by a normal login first
  const details: LoginFailureDetails = { captchaRequired: true };
  return new AppError(refused.refusal, undefined, details);
}

/**
 * Proves an existing account by username and password when binding a third-party identity to it, under the
 * login's limits and in the same way (lockout.ts): the attempt is counted on the IP and the account before
 * the password is checked, so concurrent guesses get no more tries than sequential ones; locked → 423
 * `account_locked`; past 3 failures → `captcha_required`; an unknown username and a wrong password answer the
 * same 401 `login_failed` after the same argon2 work; every attempt on a known account is in the login history.
 */
export async function verifyPasswordAttempt(
  db: Db,
  merchant: string,
  username: string,
  password: string,
  ctx: RequestContext,
  loginType: string,
): Promise<MemberRow> {
  const member = await selectMemberByUsername(db, merchant, username.trim().toLowerCase());
  const history = member && { memberId: member.id, ip: ctx.ip, userAgent: ctx.userAgent, loginType };
  const reserved = await reserveLoginAttempt(db, { ip: ctx.ip, memberId: member?.id ?? null }, {});
  if ('refusal' in reserved) {
    if (history && reserved.refusal !== 'ip_locked') await insertLoginHistory(db, history, false);
    throw refusalError(reserved);
  }
  const passwordOk = await verifyPassword(member?.password_hash, password);
  if (!member || !history || !passwordOk) {
    if (history) await insertLoginHistory(db, history, false);
    const lock = reserved.member?.locks ?? reserved.ip?.locks;
    throw lock
      ? refusalError({ refusal: 'account_locked', lockedUntil: lock })
      : new AppError('login_failed');
  }
  await giveBackAttempt(db, reserved);
  if (member.status !== 'active') {
    await insertLoginHistory(db, history, false);
    throw new AppError('account_disabled');
  }
  return member;
}
