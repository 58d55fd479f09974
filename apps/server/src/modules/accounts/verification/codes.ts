import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@app/contracts';
import { sql } from 'kysely';
import { createEmailSender } from '../../../adapters/email.ts';
import { createSmsSender } from '../../../adapters/sms.ts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../http/errors.ts';
import { lockText } from '../../../shared/locks.ts';
import { loadMerchant } from '../../platform/index.ts';
import { accountsSettings } from '../settings.ts';
import type { CodeChannel, CodePurpose } from '../tables.ts';

/** Limits on one-time codes (spec §5, §9): they hold across processes because they are counted in the database. */
export const CODE_LIMITS = {
  digits: 6,
  /** Per IP: one request per this many milliseconds (`code_too_fast`). */
  ipIntervalMs: 1000,
  /** Per target and per IP, within an hour (`sms_too_many_requests`, "retry in 5 minutes"). */
  perTargetPerHour: 5,
  perIpPerHour: 20,
  /** Wrong guesses before a code dies. */
  maxAttempts: 5,
  maxLength: 255,
} as const;

function codeHash(purpose: CodePurpose, target: string, code: string): Buffer {
  return createHash('sha256').update(`${purpose}|${target}|${code}`).digest();
}

const PURPOSE_TEXT: Record<CodePurpose, Record<Language, string>> = {
  login: { vi: 'đăng nhập', en: 'login' },
  register: { vi: 'đăng ký', en: 'registration' },
  password_reset: { vi: 'đặt lại mật khẩu', en: 'password reset' },
  bind_mobile: { vi: 'liên kết số điện thoại', en: 'mobile binding' },
  bind_email: { vi: 'liên kết email', en: 'e-mail binding' },
  // the message reads "Mã xác minh <what>": the Vietnamese must not repeat "xác minh"
  second_verification: { vi: 'đăng nhập từ thiết bị mới', en: 'login verification' },
};

/** The message a member receives, in their language, with the code and how long it lives. */
export function codeMessage(
  site: string,
  purpose: CodePurpose,
  code: string,
  minutes: number,
  language: Language,
) {
  const what = PURPOSE_TEXT[purpose][language];
  return language === 'vi'
    ? {
        subject: `${site} – mã xác minh ${what}`,
        text: `[${site}] Mã xác minh ${what} của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút. Không chia sẻ mã này với bất kỳ ai.`,
      }
    : {
        subject: `${site} – your ${what} code`,
        text: `[${site}] Your ${what} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
      };
}

export type SendCodeInput = {
  purpose: CodePurpose;
  channel: CodeChannel;
  /** sms: `${dialingCode}${mobile}`; email: the lower-case address. */
  target: string;
  ip: string | null;
  language: Language;
  /** Who asked (the dev outbox shows the message only to this browser session)… */
  viewer?: () => string;
  /** …unless the target is this member's own phone or e-mail: then only to browsers they logged in from. */
  memberId?: bigint | null;
  /**
   * False to go through every limit and store a code but send nothing: for a number or address that has no
   * account, so the answer does not tell whether one exists.
   */
  deliver?: boolean;
};

/**
 * Creates and sends a one-time code. Limits: one request per second per IP (`code_too_fast`), five per
 * hour per target and twenty per hour per IP (`sms_too_many_requests`). A new code replaces the target's
 * earlier ones for the same purpose. Answers how many minutes it lives.
 */
export async function sendCode(db: Db, input: SendCodeInput): Promise<{ expiredMinutes: number }> {
  const minutes = accountsSettings().verificationCodeMinutes;
  const code = String(randomInt(0, 10 ** CODE_LIMITS.digits)).padStart(CODE_LIMITS.digits, '0');
  await db.transaction().execute(async (tx) => {
    if (input.ip) await lockText(tx, `code-ip:${input.ip}`);
    await lockText(tx, `code-target:${input.target}`);
    if (input.ip) {
      const recent = await tx
        .selectFrom('verification_codes')
        .select([
          sql<boolean>`bool_or(created_at > now() - make_interval(secs => ${CODE_LIMITS.ipIntervalMs / 1000}))`.as(
            'too_fast',
          ),
          sql<number>`count(*)::int`.as('hour'),
        ])
        .where('ip', '=', input.ip)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirstOrThrow();
      if (recent.too_fast) throw new AppError('code_too_fast');
      if (recent.hour >= CODE_LIMITS.perIpPerHour) throw new AppError('sms_too_many_requests');
    }
    const forTarget = await tx
      .selectFrom('verification_codes')
      .select(sql<number>`count(*)::int`.as('hour'))
      .where('target', '=', input.target)
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    if (forTarget.hour >= CODE_LIMITS.perTargetPerHour) throw new AppError('sms_too_many_requests');

    await tx
      .updateTable('verification_codes')
      .set({ consumed_at: sql`now()` })
      .where('purpose', '=', input.purpose)
      .where('target', '=', input.target)
      .where('consumed_at', 'is', null)
      .execute();
    await tx
      .insertInto('verification_codes')
      .values({
        purpose: input.purpose,
        channel: input.channel,
        target: input.target,
        code_hash: codeHash(input.purpose, input.target, code),
        expires_at: sql<Date>`now() + make_interval(mins => ${minutes})`,
        ip: input.ip,
      })
      .execute();
  });
  if (input.deliver !== false) {
    const site = (await loadMerchant(db)).name;
    const message = codeMessage(site, input.purpose, code, minutes, input.language);
    const settings = accountsSettings();
    const context = { viewer: input.viewer, memberId: input.memberId };
    if (input.channel === 'sms')
      await createSmsSender(settings.smsProvider, db).send(input.target, message.text, context);
    else
      await createEmailSender(settings.emailProvider, db).send(
        input.target,
        message.subject,
        message.text,
        context,
      );
  }
  return { expiredMinutes: minutes };
}

type Verdict = 'ok' | 'invalid_verification_code' | 'code_expired';

/**
 * Uses up the target's latest code for the purpose. Wrong: `invalid_verification_code` (after five wrong
 * guesses the code dies); past its expiry: `code_expired`; already used or replaced: `invalid_verification_code`.
 */
export async function consumeCode(
  db: Db,
  input: { purpose: CodePurpose; target: string; code: string },
): Promise<void> {
  const code = input.code.trim();
  if (code.length === 0 || code.length > CODE_LIMITS.maxLength)
    throw new AppError('invalid_verification_code');
  const verdict = await db.transaction().execute(async (tx): Promise<Verdict> => {
    const row = await tx
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'attempts', 'consumed_at', sql<boolean>`expires_at <= now()`.as('expired')])
      .where('purpose', '=', input.purpose)
      .where('target', '=', input.target)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.consumed_at !== null || row.attempts >= CODE_LIMITS.maxAttempts) {
      return 'invalid_verification_code';
    }
    if (row.expired) return 'code_expired';
    const given = codeHash(input.purpose, input.target, code);
    if (!timingSafeEqual(given, row.code_hash)) {
      await tx
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      return 'invalid_verification_code';
    }
    await tx
      .updateTable('verification_codes')
      .set({ consumed_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    return 'ok';
  });
  if (verdict !== 'ok') throw new AppError(verdict);
}
