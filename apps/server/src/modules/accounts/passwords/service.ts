import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult } from '@app/contracts';
import { sql } from 'kysely';
import { createEmailSender } from '../../../adapters/email.ts';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { loadMerchant, loadSwitches } from '../../platform/index.ts';
import { parsePhone, phoneTarget } from '../countries.ts';
import { checkNewPassword } from '../field-rules.ts';
import { completeLogin } from '../login/login-result.ts';
import { selectMemberById, selectMemberByMobile } from '../queries.ts';
import type { RequestContext } from '../session/context.ts';
import { type AuthMember, revokeSessions } from '../session/session.ts';
import { accountsSettings } from '../settings.ts';
import { consumeCode, sendCode } from '../verification/codes.ts';
import { hashPassword, verifyPassword } from './hashing.ts';

/** Password reset links: 32 random bytes, stored hashed, 30 minutes, single use; at most 5 an hour per member. */
export const RESET_LINK = { lifetimeMinutes: 30, perMemberPerHour: 5 } as const;

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/** Stores a new login password: the change time moves, the forced-change flag clears. */
async function setPassword(db: Executor, memberId: bigint, password: string): Promise<void> {
  await db
    .updateTable('members')
    .set({
      password_hash: await hashPassword(password),
      password_changed_at: sql`now()`,
      must_change_password: false,
      failed_logins: 0,
      locked_until: null,
    })
    .where('id', '=', memberId)
    .execute();
}

/**
 * Changes the password of the logged-in member: the old one must verify (`wrong_password`; a member who
 * never had one, registered by SMS, sets a first one), the new one follows the password rule (`password_rule`),
 * is confirmed (`password_mismatch`) and differs from the old (`password_same_as_old`). Other sessions end.
 */
export async function changePassword(
  db: Db,
  current: AuthMember,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const member = await selectMemberById(db, current.id);
  if (!member) throw new AppError('please_login');
  if (member.password_hash && !(await verifyPassword(member.password_hash, body.oldPassword))) {
    throw new AppError('wrong_password', { oldPassword: 'wrong_password' });
  }
  await checkNewPassword(db, member.merchant, 'newPassword', body.newPassword);
  if (body.newPassword !== body.confirmNewPassword) {
    throw new AppError('password_mismatch', { confirmNewPassword: 'password_mismatch' });
  }
  if (member.password_hash && body.newPassword === body.oldPassword) {
    throw new AppError('password_same_as_old', { newPassword: 'password_same_as_old' });
  }
  await setPassword(db, member.id, body.newPassword);
  await revokeSessions(db, member.id, { exceptSessionId: current.sessionId });
}

function resetEmail(site: string, link: string, minutes: number, language: 'vi' | 'en') {
  return language === 'vi'
    ? {
        subject: `${site} – đặt lại mật khẩu`,
        text: `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn tại ${site}.\n\nMở liên kết sau trong ${minutes} phút để đặt mật khẩu mới:\n${link}\n\nNếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.`,
      }
    : {
        subject: `${site} – reset your password`,
        text: `We received a request to reset the password of your ${site} account.\n\nOpen this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.`,
      };
}

/**
 * Forgot password by e-mail: username and e-mail must belong together (else 404 `username_or_email_not_found`,
 * the spec's message); the member receives a single-use link `${PUBLIC_URL}/resetPassword?token=…`.
 */
export async function forgotPassword(
  db: Db,
  body: { username: string; email: string },
  ctx: RequestContext,
): Promise<void> {
  const merchant = await loadMerchant(db);
  const member = await db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('merchant', '=', merchant.code)
    .where('username', '=', body.username.toLowerCase())
    .where('email', '=', body.email.toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!member?.email) throw new AppError('username_or_email_not_found');
  const recent = await db
    .selectFrom('password_reset_tokens')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('member_id', '=', member.id)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (recent.count >= RESET_LINK.perMemberPerHour) throw new AppError('sms_too_many_requests');

  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: tokenHash(token),
      member_id: member.id,
      expires_at: sql<Date>`now() + make_interval(mins => ${RESET_LINK.lifetimeMinutes})`,
    })
    .execute();
  const settings = accountsSettings();
  const link = `${settings.publicUrl}/resetPassword?token=${token}`;
  const mail = resetEmail(merchant.name, link, RESET_LINK.lifetimeMinutes, ctx.language);
  await createEmailSender(settings.emailProvider, db).send(member.email, mail.subject, mail.text, {
    memberId: member.id,
  });
}

/** Sets a new password from a reset link; a bad, used or expired link answers `reset_link_invalid`. */
export async function resetPassword(
  db: Db,
  body: { token: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  const link = await db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('members as m', 'm.id', 't.member_id')
    .select(['t.member_id', 'm.merchant'])
    .where('t.token_hash', '=', tokenHash(body.token))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!link) throw new AppError('reset_link_invalid');
  await checkNewPassword(db, link.merchant, 'newPassword', body.newPassword);
  if (body.newPassword !== body.confirmNewPassword) {
    throw new AppError('password_mismatch', { confirmNewPassword: 'password_mismatch' });
  }
  const used = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash(body.token))
    .where('used_at', 'is', null)
    .returning('member_id')
    .executeTakeFirst();
  if (!used) throw new AppError('reset_link_invalid');
  await setPassword(db, link.member_id, body.newPassword);
  await revokeSessions(db, link.member_id);
}

async function requireRecoverByPhone(db: Db): Promise<void> {
  if (!(await loadSwitches(db)).recoverByPhone) throw new AppError('operation_not_enabled');
}

/** Sends a password-reset code by SMS; an unknown number gets the same answer and nothing is sent. */
export async function sendPhoneResetCode(
  db: Db,
  body: { mobileNum: string; countryDialingCode: string },
  ctx: RequestContext,
): Promise<{ expiredMinutes: number }> {
  await requireRecoverByPhone(db);
  const phone = parsePhone(body.countryDialingCode, body.mobileNum);
  const merchant = (await loadMerchant(db)).code;
  const member = await selectMemberByMobile(db, merchant, phone.dialingCode, phone.mobile);
  return sendCode(db, {
    purpose: 'password_reset',
    channel: 'sms',
    target: phoneTarget(phone),
    ip: ctx.ip,
    language: ctx.language,
    viewer: ctx.outboxViewer,
    memberId: member?.id ?? null,
    deliver: member !== undefined && member.status === 'active' && member.type !== 4,
  });
}

/** Sets a new password with an SMS code and logs the member in (spec §4: "log in automatically"). */
export async function resetByPhone(
  db: Db,
  body: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
  ctx: RequestContext,
): Promise<Extract<LoginResult, { status: 'ok' }>> {
  await requireRecoverByPhone(db);
  const phone = parsePhone(body.countryDialingCode, body.mobileNum);
  const merchant = (await loadMerchant(db)).code;
  // the rule first, so a weak password does not use up the code
  await checkNewPassword(db, merchant, 'newPassword', body.newPassword);
  await consumeCode(db, {
    purpose: 'password_reset',
    target: phoneTarget(phone),
    code: body.verificationCode,
  });
  const member = await selectMemberByMobile(db, merchant, phone.dialingCode, phone.mobile);
  if (member?.status !== 'active') throw new AppError('invalid_verification_code');
  await setPassword(db, member.id, body.newPassword);
  await revokeSessions(db, member.id);
  return completeLogin(db, { ...member, must_change_password: false }, 'phone_reset', ctx);
}
