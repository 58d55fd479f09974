import type { LoginFailureDetails } from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { type RequestContext, verifyPassword } from '../index.ts';
import { accountLockMinutes, LOGIN_LIMITS, minutesLeft } from '../lockout.ts';
import {
  incrementIpFailures,
  incrementMemberFailures,
  insertLoginHistory,
  lockIp,
  lockMember,
  type MemberRow,
  selectIpFailures,
  selectMemberByUsername,
} from '../queries.ts';

/**
 * Proves an existing account by username and password when binding a third-party identity to it, under the
 * same limits as the login: a locked account or IP answers 423 `account_locked`; an unknown username and a
 * wrong password answer the same 401 `login_failed` after the same argon2 work; each failure counts toward
 * the account's and the IP's lockout and is written to the login history.
 */
export async function verifyPasswordAttempt(
  db: Db,
  merchant: string,
  username: string,
  password: string,
  ctx: RequestContext,
  loginType: string,
): Promise<MemberRow> {
  const ip = ctx.ip ? await selectIpFailures(db, ctx.ip, LOGIN_LIMITS.ipWindowMinutes) : null;
  if (ip?.lockedUntil) throw locked(ip.lockedUntil);
  const member = await selectMemberByUsername(db, merchant, username.trim().toLowerCase());
  const attempt = member && { memberId: member.id, ip: ctx.ip, userAgent: ctx.userAgent, loginType };
  if (member?.locked_until && member.locked_until > new Date()) {
    if (attempt) await insertLoginHistory(db, attempt, false);
    throw locked(member.locked_until);
  }
  const passwordOk = await verifyPassword(member?.password_hash, password);
  if (!member || !attempt || !passwordOk) {
    let lockedUntil: Date | null = null;
    if (
      ctx.ip &&
      (await incrementIpFailures(db, ctx.ip, LOGIN_LIMITS.ipWindowMinutes)) >= LOGIN_LIMITS.ipFailures
    ) {
      lockedUntil = await lockIp(db, ctx.ip, LOGIN_LIMITS.ipLockMinutes);
    }
    if (member && attempt) {
      await insertLoginHistory(db, attempt, false);
      const minutes = accountLockMinutes(await incrementMemberFailures(db, member.id));
      if (minutes !== null) lockedUntil = await lockMember(db, member.id, minutes);
    }
    throw lockedUntil ? locked(lockedUntil) : new AppError('login_failed');
  }
  if (member.status !== 'active') {
    await insertLoginHistory(db, attempt, false);
    throw new AppError('account_disabled');
  }
  return member;
}

function locked(until: Date): AppError {
  const details: LoginFailureDetails = { captchaRequired: true, lockedMinutes: minutesLeft(until) };
  return new AppError('account_locked', undefined, details);
}
