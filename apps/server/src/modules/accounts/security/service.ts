import {
  checkField,
  type FieldRule,
  fieldProblemCode,
  type Language,
  PATTERN_CATALOGUE,
  type securityOverview,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { parsePhone, phoneTarget } from '../countries.ts';
import { loadRules } from '../field-rules.ts';
import { maskEmail, maskMobile } from '../masking.ts';
import { hashPassword, verifyPassword } from '../passwords/hashing.ts';
import { consumeCode, sendCode } from '../verification/codes.ts';
import * as q from './queries.ts';

/** The security centre's overview, payment password, and binding of a mobile number or e-mail address. */

type Facts = NonNullable<Awaited<ReturnType<typeof q.selectSecurityFacts>>>;

async function facts(db: Db, memberId: bigint): Promise<Facts> {
  const row = await q.selectSecurityFacts(db, memberId);
  if (!row) throw new AppError('please_login');
  return row;
}

export async function overview(db: Db, memberId: bigint): Promise<z.infer<typeof securityOverview>> {
  const sdb = db;
  const [member, bindings] = await Promise.all([facts(db, memberId), q.selectOAuthBindings(sdb, memberId)]);
  return {
    maskedMobile: maskMobile(member.mobile),
    maskedEmail: maskEmail(member.email),
    hasPaymentPassword: member.payment_password_hash !== null,
    authenticatorEnabled: member.totp_enabled,
    passwordChangedAt: member.password_changed_at?.toISOString() ?? null,
    oauth: bindings.map((b) => ({ provider: b.provider, boundAt: b.bound_at.toISOString() })),
  };
}

/** Six digits, unless the merchant's registration rule for the payment password says otherwise (and is on). */
const DEFAULT_PAYMENT_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: PATTERN_CATALOGUE.digits.source,
  patternId: 'digits',
  minLength: 6,
  maxLength: 6,
};

export async function paymentPasswordRule(db: Db, merchant: string): Promise<FieldRule> {
  const rule = (await loadRules(db, merchant)).get('paymentPassword');
  return rule.enabled ? { ...rule, required: true } : DEFAULT_PAYMENT_RULE;
}

/**
 * Sets or changes the payment password. The login password proves it is the member (`wrong_password`); the
 * new one follows the rule (`password_rule`), matches its confirmation (`password_mismatch`) and is not the
 * login password (`payment_password_same_as_login`).
 */
export async function setPaymentPassword(
  db: Db,
  memberId: bigint,
  body: { loginPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
): Promise<void> {
  const member = await facts(db, memberId);
  const rule = await paymentPasswordRule(db, member.merchant);
  const problem =
    checkField(rule, body.newPaymentPassword) ?? (body.newPaymentPassword.trim() ? null : 'required');
  if (problem || body.newPaymentPassword !== body.newPaymentPassword.trim()) {
    throw new AppError('password_rule', { newPaymentPassword: fieldProblemCode(rule, problem ?? 'pattern') });
  }
  if (body.newPaymentPassword !== body.confirmPaymentPassword) {
    throw new AppError('password_mismatch', { confirmPaymentPassword: 'password_mismatch' });
  }
  if (!(await verifyPassword(member.password_hash, body.loginPassword))) {
    throw new AppError('wrong_password', { loginPassword: 'wrong_password' });
  }
  if (body.newPaymentPassword === body.loginPassword) {
    throw new AppError('payment_password_same_as_login', {
      newPaymentPassword: 'payment_password_same_as_login',
    });
  }
  await q.updatePaymentPassword(db, memberId, await hashPassword(body.newPaymentPassword));
}

// --- binding a mobile number or an e-mail address -------------------------------------------------------

type Request = { ip: string | null; language: Language; viewer?: () => string };

const EMAIL = new RegExp(PATTERN_CATALOGUE.email.source, 'u');

export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email))
    throw new AppError('incorrect_email', { email: 'incorrect_email' });
  return email;
}

/**
 * Replacing a number or address already bound needs the login password as well as a code to the new one:
 * a stolen session alone must not be able to move the member's recovery channels (phone password reset,
 * second verification) to the thief.
 */
async function checkRebind(member: Facts, current: string | null, next: string, loginPassword?: string) {
  if (current === null || current === next) return;
  if (!loginPassword) throw new AppError('login_password_required', { loginPassword: 'required' });
  if (!(await verifyPassword(member.password_hash, loginPassword))) {
    throw new AppError('wrong_password', { loginPassword: 'wrong_password' });
  }
}

export async function sendMobileBindCode(
  db: Db,
  memberId: bigint,
  body: { mobileNum: string; countryDialingCode: string },
  request: Request,
) {
  const member = await facts(db, memberId);
  const phone = parsePhone(body.countryDialingCode, body.mobileNum);
  if (await q.selectOtherMobileOwner(db, member.merchant, memberId, phone.dialingCode, phone.mobile)) {
    throw new AppError('mobile_taken');
  }
  return sendCode(db, { purpose: 'bind_mobile', channel: 'sms', target: phoneTarget(phone), ...request });
}

export async function bindMobile(
  db: Db,
  memberId: bigint,
  body: { mobileNum: string; countryDialingCode: string; verificationCode: string; loginPassword?: string },
): Promise<void> {
  const member = await facts(db, memberId);
  const phone = parsePhone(body.countryDialingCode, body.mobileNum);
  const sdb = db;
  if (await q.selectOtherMobileOwner(sdb, member.merchant, memberId, phone.dialingCode, phone.mobile)) {
    throw new AppError('mobile_taken');
  }
  const current = member.mobile === null ? null : `${member.country_dialing_code}${member.mobile}`;
  await checkRebind(member, current, phoneTarget(phone), body.loginPassword);
  await consumeCode(db, { purpose: 'bind_mobile', target: phoneTarget(phone), code: body.verificationCode });
  try {
    await q.updateMobile(sdb, memberId, phone.dialingCode, phone.mobile);
  } catch (error) {
    // Someone else bound it between the check and now (unique index members_mobile).
    if ((error as { code?: string }).code === '23505') throw new AppError('mobile_taken');
    throw error;
  }
}

export async function sendEmailBindCode(db: Db, memberId: bigint, body: { email: string }, request: Request) {
  const member = await facts(db, memberId);
  const email = normaliseEmail(body.email);
  if (await q.selectOtherEmailOwner(db, member.merchant, memberId, email)) {
    throw new AppError('email_taken');
  }
  return sendCode(db, { purpose: 'bind_email', channel: 'email', target: email, ...request });
}

export async function bindEmail(
  db: Db,
  memberId: bigint,
  body: { email: string; verificationCode: string; loginPassword?: string },
): Promise<void> {
  const member = await facts(db, memberId);
  const email = normaliseEmail(body.email);
  const sdb = db;
  if (await q.selectOtherEmailOwner(sdb, member.merchant, memberId, email)) throw new AppError('email_taken');
  await checkRebind(member, member.email, email, body.loginPassword);
  await consumeCode(db, { purpose: 'bind_email', target: email, code: body.verificationCode });
  try {
    await q.updateEmail(sdb, memberId, email);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError('email_taken');
    throw error;
  }
}
