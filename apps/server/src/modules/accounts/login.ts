import type { LoginBody, LoginFailureDetails, LoginResult } from '@app/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { loadMerchant, loadSwitches } from '../platform/index.ts';
import { checkCaptcha } from './captcha.ts';
import { consumeCode, sendCode } from './codes.ts';
import type { RequestContext } from './context.ts';
import { parsePhone, phoneTarget } from './countries.ts';
import { accountLockMinutes, LOGIN_LIMITS, minutesLeft } from './lockout.ts';
import { completeLogin } from './login-result.ts';
import { verifyPassword } from './passwords.ts';
import {
  type Attempt,
  incrementIpFailures,
  incrementMemberFailures,
  insertLoginHistory,
  isKnownIp,
  lockIp,
  lockMember,
  type MemberRow,
  selectIpFailures,
  selectMemberByMobile,
  selectMemberByUsername,
} from './queries.ts';
import { createChallenge, verificationMethods } from './second-verification.ts';

function locked(until: Date, captchaRequired: boolean): AppError {
  const details: LoginFailureDetails = { captchaRequired, lockedMinutes: minutesLeft(until) };
  return new AppError('account_locked', undefined, details);
}

/** Whether SMS-code login is switched on (spec §6: phone login, verification-code login). */
async function smsLoginEnabled(db: Db): Promise<boolean> {
  const switches = await loadSwitches(db);
  return switches.loginPhone || switches.loginVerificationCode;
}

/**
 * Counts a failed attempt (account and IP), locks what reached its limit, and answers the error to send:
 * 423 `account_locked` when this attempt locked, else `code` (401 `login_failed` for a password) with
 * whether the next attempt needs a captcha.
 */
async function failure(
  db: Db,
  member: MemberRow | undefined,
  ctx: RequestContext,
  loginType: string,
  code: 'login_failed' | 'invalid_verification_code' | 'code_expired',
): Promise<AppError> {
  let ipFailures = 0;
  let lockedUntil: Date | null = null;
  if (ctx.ip) {
    ipFailures = await incrementIpFailures(db, ctx.ip, LOGIN_LIMITS.ipWindowMinutes);
    if (ipFailures >= LOGIN_LIMITS.ipFailures)
      lockedUntil = await lockIp(db, ctx.ip, LOGIN_LIMITS.ipLockMinutes);
  }
  let accountFailures = 0;
  if (member) {
    const attempt: Attempt = { memberId: member.id, ip: ctx.ip, userAgent: ctx.userAgent, loginType };
    await insertLoginHistory(db, attempt, false);
    accountFailures = await incrementMemberFailures(db, member.id);
    const minutes = accountLockMinutes(accountFailures);
    if (minutes !== null) lockedUntil = await lockMember(db, member.id, minutes);
  }
  const captchaRequired =
    accountFailures >= LOGIN_LIMITS.captchaAfterFailures || ipFailures >= LOGIN_LIMITS.captchaAfterFailures;
  if (lockedUntil) return locked(lockedUntil, captchaRequired);
  const details: LoginFailureDetails = { captchaRequired };
  return new AppError(code, undefined, details);
}

/**
 * Logs in by username and password, or by mobile number and SMS code (type sms). Unknown accounts and wrong
 * passwords answer the same 401 `login_failed` after the same work; after 3 failures of the account or the
 * IP a captcha is required; 5 failures lock the account (5 minutes, doubling to an hour), 20 failures in 15
 * minutes lock the IP for 15 minutes. From an IP the member has not used, a password login answers
 * `verify` with the second-verification methods instead of a session.
 */
export async function login(db: Db, body: LoginBody, ctx: RequestContext): Promise<LoginResult> {
  if (body.type === 'firebase') throw new AppError('operation_not_enabled');
  if (body.type === 'sms' && !(await smsLoginEnabled(db))) throw new AppError('operation_not_enabled');
  const merchant = (await loadMerchant(db)).code;

  const ip = ctx.ip ? await selectIpFailures(db, ctx.ip, LOGIN_LIMITS.ipWindowMinutes) : null;
  if (ip?.lockedUntil) throw locked(ip.lockedUntil, true);

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
  if (member?.locked_until && member.locked_until > new Date()) {
    throw await refuse(locked(member.locked_until, true));
  }

  const captchaRequired =
    (member?.failed_logins ?? 0) >= LOGIN_LIMITS.captchaAfterFailures ||
    (ip?.failures ?? 0) >= LOGIN_LIMITS.captchaAfterFailures;
  if (captchaRequired) {
    const details: LoginFailureDetails = { captchaRequired: true };
    if (!body.captcha || !body.captchaId) {
      throw await refuse(new AppError('captcha_required', undefined, details));
    }
    if (!(await checkCaptcha(db, body.captchaId, body.captcha))) {
      throw await refuse(new AppError('captcha_invalid', undefined, details));
    }
  }

  if (phone) {
    try {
      await consumeCode(db, { purpose: 'login', target: phoneTarget(phone), code: body.password });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const code = error.code === 'code_expired' ? 'code_expired' : 'invalid_verification_code';
      throw await failure(db, member, ctx, 'sms', code);
    }
    if (!member) throw await failure(db, member, ctx, 'sms', 'login_failed');
  } else {
    // an unknown member still costs one argon2 verification, so timing does not reveal who exists
    const passwordOk = await verifyPassword(member?.password_hash, body.password);
    if (!member || !passwordOk) throw await failure(db, member, ctx, 'username', 'login_failed');
  }

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
    deliver: member !== undefined && member.status === 'active',
  });
}
