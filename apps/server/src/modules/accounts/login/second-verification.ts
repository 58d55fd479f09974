import { randomUUID } from 'node:crypto';
import type { LoginResult, SecondVerificationMethod } from '@app/contracts';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Db, Executor } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { phoneTarget } from '../countries.ts';
import { foldName, maskEmail, maskMobile } from '../masking.ts';
import { insertLoginHistory, type MemberRow, selectMemberById } from '../queries.ts';
import type { RequestContext } from '../session/context.ts';
import type { LoginType } from '../tables.ts';
import { consumeCode, sendCode } from '../verification/codes.ts';
import { completeLogin } from './login-result.ts';

/** Second verification at login from an unknown IP (spec §4): 10 minutes, 5 wrong answers. */
export const CHALLENGE = { lifetimeMinutes: 10, maxAttempts: 5 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks an authenticator code for a member. The security centre owns how secrets are stored and passes its
 * own check to the accounts module; this default reads `totp_secret` as plain base32 (±1 step of 30 s).
 */
export type AuthenticatorCheck = (db: Db, memberId: bigint, code: string) => Promise<boolean>;

export const plainTotpCheck: AuthenticatorCheck = async (db, memberId, code) => {
  const row = await db
    .selectFrom('members')
    .select(['totp_secret', 'totp_enabled'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row?.totp_enabled || !row.totp_secret || !/^[0-9]{6}$/.test(code)) return false;
  try {
    const totp = new TOTP({ secret: Secret.fromBase32(row.totp_secret) });
    return totp.validate({ token: code, window: 1 }) !== null;
  } catch {
    return false;
  }
};

type Verifiable = Pick<MemberRow, 'mobile' | 'email' | 'payee_name' | 'totp_enabled'>;

/** The methods a member can prove themselves with: what they have set up. */
export function verificationMethods(member: Verifiable): SecondVerificationMethod[] {
  const methods: SecondVerificationMethod[] = [];
  if (member.mobile) methods.push('mobile');
  if (member.email) methods.push('email');
  if (member.payee_name) methods.push('bankName');
  if (member.totp_enabled) methods.push('authenticator');
  return methods;
}

export async function createChallenge(
  db: Executor,
  member: MemberRow,
  loginType: LoginType,
  methods: SecondVerificationMethod[],
  ctx: RequestContext,
): Promise<Extract<LoginResult, { status: 'verify' }>> {
  const id = randomUUID();
  await db
    .insertInto('login_challenges')
    .values({
      id,
      member_id: member.id,
      login_type: loginType,
      ip: ctx.ip,
      user_agent: ctx.userAgent,
      expires_at: sql<Date>`now() + make_interval(mins => ${CHALLENGE.lifetimeMinutes})`,
    })
    .execute();
  return {
    status: 'verify',
    challengeId: id,
    methods,
    maskedMobile: maskMobile(member.mobile),
    maskedEmail: maskEmail(member.email),
  };
}

/** An open challenge and its member, else 400 `challenge_expired` (unknown, done, expired or out of tries). */
async function openChallenge(db: Db, challengeId: string) {
  if (!UUID.test(challengeId)) throw new AppError('challenge_expired');
  const challenge = await db
    .selectFrom('login_challenges')
    .select(['id', 'member_id', 'login_type'])
    .where('id', '=', challengeId)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', CHALLENGE.maxAttempts)
    .executeTakeFirst();
  const member = challenge && (await selectMemberById(db, challenge.member_id));
  if (!challenge || !member || member.status !== 'active') throw new AppError('challenge_expired');
  return { challenge, member };
}

function codeTarget(member: MemberRow, method: 'mobile' | 'email'): string {
  const target =
    method === 'mobile'
      ? member.mobile && member.country_dialing_code
        ? phoneTarget({ dialingCode: member.country_dialing_code, mobile: member.mobile })
        : null
      : member.email;
  if (!target) throw new AppError('verification_failed');
  return target;
}

/** Sends the second-verification code to the member's mobile or e-mail (the usual code limits apply). */
export async function sendChallengeCode(
  db: Db,
  body: { challengeId: string; method: 'mobile' | 'email' },
  ctx: RequestContext,
): Promise<{ expiredMinutes: number }> {
  const { member } = await openChallenge(db, body.challengeId);
  return sendCode(db, {
    purpose: 'second_verification',
    channel: body.method === 'mobile' ? 'sms' : 'email',
    target: codeTarget(member, body.method),
    ip: ctx.ip,
    language: ctx.language,
    viewer: ctx.outboxViewer,
    memberId: member.id,
  });
}

/**
 * Counts one answer against the challenge before the answer is checked: a single conditional UPDATE, so of
 * concurrent answers no more than the limit get through. Answers false when the challenge is no longer open
 * (done, expired, out of tries): then the answer must not be checked.
 */
async function reserveAnswer(db: Db, challengeId: string): Promise<boolean> {
  const row = await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challengeId)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', CHALLENGE.maxAttempts)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes the challenge for a right answer; false when it was closed meanwhile (another answer, expiry). */
async function completeChallenge(db: Db, challengeId: string): Promise<boolean> {
  const row = await db
    .updateTable('login_challenges')
    .set({ completed_at: sql`now()` })
    .where('id', '=', challengeId)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The answer's check: null when right, else the error to answer. */
async function wrongAnswer(
  db: Db,
  member: MemberRow,
  body: { method: SecondVerificationMethod; answer: string },
  checkAuthenticator: AuthenticatorCheck,
): Promise<AppError | null> {
  if (body.method === 'mobile' || body.method === 'email') {
    try {
      const target = codeTarget(member, body.method);
      await consumeCode(db, { purpose: 'second_verification', target, code: body.answer });
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error;
    }
  }
  if (body.method === 'bankName') {
    return foldName(body.answer) === foldName(member.payee_name ?? '')
      ? null
      : new AppError('verification_failed');
  }
  return (await checkAuthenticator(db, member.id, body.answer.trim()))
    ? null
    : new AppError('invalid_verification_code');
}

/**
 * Checks an answer: the code sent to mobile or e-mail, the payee (bank account) name without regard to case
 * or diacritics, or an authenticator code. Each answer is counted before it is checked, and at most 5 are
 * checked; any answer to a challenge that is done, expired or out of tries gets the same 400
 * `challenge_expired` without being checked, right or wrong. Right: the login completes (once).
 */
export async function answerChallenge(
  db: Db,
  body: { challengeId: string; method: SecondVerificationMethod; answer: string },
  ctx: RequestContext,
  checkAuthenticator: AuthenticatorCheck,
): Promise<Extract<LoginResult, { status: 'ok' }>> {
  const { challenge, member } = await openChallenge(db, body.challengeId);
  if (!verificationMethods(member).includes(body.method)) throw new AppError('verification_failed');
  if (!(await reserveAnswer(db, challenge.id))) throw new AppError('challenge_expired');

  const wrong = await wrongAnswer(db, member, body, checkAuthenticator);
  if (wrong) {
    const attempt = {
      memberId: member.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      loginType: challenge.login_type,
    };
    await insertLoginHistory(db, attempt, false);
    throw wrong;
  }
  if (!(await completeChallenge(db, challenge.id))) throw new AppError('challenge_expired');
  return completeLogin(db, member, challenge.login_type as LoginType, ctx);
}
