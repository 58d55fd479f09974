import type { LoginBody, LoginFailureDetails, LoginResult } from '@app/contracts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { loadMerchant, loadSwitches } from '../../platform/index.ts';
import { parsePhone, phoneTarget } from '../countries.ts';
import { verifyPassword } from '../passwords/hashing.ts';
import {
  insertLoginHistory,
  isKnownIp,
  type MemberRow,
  selectMemberByMobile,
  selectMemberByUsername,
} from '../queries.ts';
import type { RequestContext } from '../session/context.ts';
import { consumeCode, sendCode } from '../verification/codes.ts';
import {
  type AttemptRefusal,
  giveBackAttempt,
  LOGIN_LIMITS,
  minutesLeft,
  type ReservedAttempt,
  reserveLoginAttempt,
} from './lockout.ts';
import { completeLogin } from './login-result.ts';
import { createChallenge, verificationMethods } from './second-verification.ts';

function locked(until: Date, captchaRequired: boolean): AppError {
  const details: LoginFailureDetails = { captchaRequired, lockedMinutes: minutesLeft(until) };
  return new AppError('account_locked', undefined, details);
}

function refusalError(refused: AttemptRefusal): AppError {
  if (refused.refusal === 'ip_locked' || refused.refusal === 'account_locked') {
    return locked(refused.lockedUntil, true);
  }
  const details: LoginFailureDetails = { captchaRequired: true };
  return new AppError(refused.refusal, undefined, details);
}

/** Whether SMS-code login is switched on (spec §6: phone login, verification-code login). */
async function smsLoginEnabled(db: Db): Promise<boolean> {
  const switches = await loadSwitches(db);
  return switches.loginPhone || switches.loginVerificationCode;
}

/**
 * A wrong secret: the reserved attempt stays counted (and any lock it set stays), the failure is written down,
 * and the answer is 423 `account_locked` when this attempt locked the account or the IP, else `code` (401
 * `login_failed` for a password) with whether the next attempt needs a captcha.
 */
async function failure(
  db: Db,
  member: MemberRow | undefined,
  attempt: ReservedAttempt,
  ctx: RequestContext,
  loginType: string,
  code: 'login_failed' | 'invalid_verification_code' | 'code_expired',
): Promise<AppError> {
  if (member) {
    await insertLoginHistory(
      db,
      { memberId: member.id, ip: ctx.ip, userAgent: ctx.userAgent, loginType },
      false,
    );
  }
  const captchaRequired =
    (attempt.member?.failures ?? 0) >= LOGIN_LIMITS.captchaAfterFailures ||
    (attempt.ip?.failures ?? 0) >= LOGIN_LIMITS.captchaAfterFailures;
  const lockedUntil = attempt.member?.locks ?? attempt.ip?.locks;
  if (lockedUntil) return locked(lockedUntil, captchaRequired);
  const details: LoginFailureDetails = { captchaRequired };
  return new AppError(code, undefined, details);
}

/**
 * Logs in by username and password, or by mobile number and SMS code (type sms). Unknown accounts and wrong
 * passwords answer the same 401 `login_failed` after the same work; after 3 failures of the account or the
 * IP a captcha is required; 5 failures lock the account (5 minutes, doubling to an hour), 20 failures in 15
 * minutes lock the IP for 15 minutes. Each attempt is counted before its secret is checked
 * (`reserveLoginAttempt`), so these limits hold for concurrent attempts too; a right secret gives it back.
 * From an IP the member has not used, a password login answers `verify` with the second-verification
 * methods instead of a session.
 */
export async function login(db: Db, body: LoginBody, ctx: RequestContext): Promise<LoginResult> {
  if (body.type === 'firebase') throw new AppError('operation_not_enabled');
  if (body.type === 'sms' && !(await smsLoginEnabled(db))) throw new AppError('operation_not_enabled');
  const merchant = (await loadMerchant(db)).code;

  const phone = body.type === 'sms' ? parsePhone(body.countryDialingCode, body.username) : null;
  const member = phone
    ? await selectMemberByMobile(db, merchant, phone.dialingCode, phone.mobile)
    : await selectMemberByUsername(db, merchant, body.username.toLowerCase());
  // every attempt on a known member is written down, refused ones included
  const refuse = async (error: AppError) => {
    if (member) {
      const attempt = { memberId: member.id, ip: ctx.ip, userAgent: ctx.userAgent, loginType: body.type };
      await insertLoginHistory(db, attempt, false);
    }
    return error;
  };

  const attempt = await reserveLoginAttempt(db, { ip: ctx.ip, memberId: member?.id ?? null }, body);
  if ('refusal' in attempt) {
    // a locked IP is refused before the account is looked at
    if (attempt.refusal === 'ip_locked') throw refusalError(attempt);
    throw await refuse(refusalError(attempt));
  }

  if (phone) {
    try {
      await consumeCode(db, { purpose: 'login', target: phoneTarget(phone), code: body.password });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const code = error.code === 'code_expired' ? 'code_expired' : 'invalid_verification_code';
      throw await failure(db, member, attempt, ctx, 'sms', code);
    }
    if (!member) throw await failure(db, member, attempt, ctx, 'sms', 'login_failed');
  } else {
    // an unknown member still costs one argon2 verification, so timing does not reveal who exists
    const passwordOk = await verifyPassword(member?.password_hash, body.password);
    if (!member || !passwordOk) throw await failure(db, member, attempt, ctx, 'username', 'login_failed');
  }
  await giveBackAttempt(db, attempt);

  if (member.status !== 'active') throw await refuse(new AppError('account_disabled'));

  if (!phone && member.last_login_at !== null && !(await isKnownIp(db, member.id, ctx.ip))) {
    const methods = verificationMethods(member);
    if (methods.length > 0) return createChallenge(db, member, 'username', methods, ctx);
  }
  return completeLogin(db, member, phone ? 'sms' : 'username', ctx);
}

/**
 * Sends a login code to a mobile number. An unknown number gets the same answer and goes through the same
 * limits, but nothing is sent (no account enumeration).
 */
export async function sendLoginCode(
  db: Db,
  body: { mobileNum: string; countryDialingCode: string },
  ctx: RequestContext,
): Promise<{ expiredMinutes: number }> {
  if (!(await smsLoginEnabled(db))) throw new AppError('operation_not_enabled');
  const phone = parsePhone(body.countryDialingCode, body.mobileNum);
  const merchant = (await loadMerchant(db)).code;
  const member = await selectMemberByMobile(db, merchant, phone.dialingCode, phone.mobile);
  return sendCode(db, {
    purpose: 'login',
    channel: 'sms',
    target: phoneTarget(phone),
    ip: ctx.ip,
    language: ctx.language,
    viewer: ctx.outboxViewer,
    memberId: member?.id ?? null,
    deliver: member !== undefined && member.status === 'active',
  });
}
