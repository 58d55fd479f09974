import type { LoginResult } from '@app/contracts';
import { rememberOutboxDevice } from '../../../adapters/outbox.ts';
import type { Executor } from '../../../db/database.ts';
import { recordLoginSuccess } from '../queries.ts';
import type { RequestContext } from '../session/context.ts';
import { memberInfo, passwordExpiry } from '../session/member-info.ts';
import { issueSession } from '../session/session.ts';
import { accountsSettings } from '../settings.ts';
import type { LoginType } from '../tables.ts';

/** Logins where no password was typed: the change-password prompt never follows them. */
const NO_PASSWORD_PROMPT: ReadonlySet<LoginType> = new Set([
  'sms',
  'firebase',
  'oauth',
  'free_play',
  'register',
  'phone_reset',
]);

export type LoggedInMember = { id: bigint; last_login_at: Date | null; must_change_password: boolean };

/**
 * Finishes any login: a new session (cookies set, the request's old session revoked), the attempt recorded,
 * the IP remembered; answers LoginResult `ok` with the first-login and password-expiry flags.
 */
export async function completeLogin(
  db: Executor,
  member: LoggedInMember,
  loginType: LoginType,
  ctx: RequestContext,
): Promise<Extract<LoginResult, { status: 'ok' }>> {
  const firstTimeLogin = member.last_login_at === null;
  await issueSession(db, { memberId: member.id, loginType, ip: ctx.ip, userAgent: ctx.userAgent }, ctx.reply);
  await recordLoginSuccess(db, { memberId: member.id, ip: ctx.ip, userAgent: ctx.userAgent, loginType });
  // demo: this browser becomes the member's "phone" — the dev outbox shows it the member's messages
  if (accountsSettings().devOutbox === 'session')
    await rememberOutboxDevice(db, ctx.outboxViewer(), member.id);
  const passwordExpired = await passwordExpiry(db, member.id);
  const mustChangePassword =
    !NO_PASSWORD_PROMPT.has(loginType) && (member.must_change_password || passwordExpired);
  return {
    status: 'ok',
    firstTimeLogin,
    passwordExpired,
    mustChangePassword,
    member: await memberInfo(db, member.id),
  };
}
