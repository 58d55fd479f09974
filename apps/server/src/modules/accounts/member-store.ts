import { randomInt } from 'node:crypto';
import { DEMO_TYPE } from '@app/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';

/** Affiliate codes: 8 characters without look-alikes, stored upper-case. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomText(alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}
export const newAffiliateCode = () => randomText(CODE_ALPHABET, 8);

type PgError = { code?: string; constraint?: string };

/** What a unique-index violation on members means for the caller (a concurrent duplicate). */
function takenError(error: unknown): AppError | 'retry' | null {
  const { code, constraint } = (error ?? {}) as PgError;
  if (code === '23514') return new AppError('validation_error');
  if (code !== '23505') return null;
  switch (constraint) {
    case 'members_username':
      return new AppError('username_taken', { username: 'username_taken' });
    case 'members_mobile':
      return new AppError('mobile_taken', { mobileNum: 'mobile_taken' });
    case 'members_email':
      return new AppError('email_taken', { email: 'email_taken' });
    case 'members_affiliate_code_key':
      return 'retry';
    default:
      return null;
  }
}

export type NewMember = {
  merchant: string;
  /** Chosen by the member (lower-case); else `generatedUsername` (with a random suffix if it collides). */
  username: string | undefined;
  generatedUsername?: string;
  passwordHash: string | null;
  paymentPasswordHash: string | null;
  phone: { dialingCode: string; mobile: string } | null;
  email: string | null;
  payeeName: string | null;
  birthday: string | null;
  profile: Record<string, string>;
  parentId: bigint | null;
  referredByCode: string | null;
  registerIp: string | null;
};

/**
 * Inserts a member, relying on the unique indexes for duplicates: a concurrent registration of the same
 * username, mobile or e-mail loses with `username_taken` / `mobile_taken` / `email_taken`.
 */
export async function insertMember(
  db: Executor,
  member: NewMember,
): Promise<{ id: bigint; username: string }> {
  for (let attempt = 0; ; attempt++) {
    const username =
      member.username ??
      `${member.generatedUsername ?? 'm'}${attempt > 0 ? randomText('0123456789', 3) : ''}`;
    try {
      return await db
        .insertInto('members')
        .values({
          merchant: member.merchant,
          username,
          nickname: username,
          type: 0,
          parent_id: member.parentId,
          password_hash: member.passwordHash,
          password_changed_at: member.passwordHash ? sql<Date>`now()` : null,
          payment_password_hash: member.paymentPasswordHash,
          country_dialing_code: member.phone?.dialingCode ?? null,
          mobile: member.phone?.mobile ?? null,
          email: member.email,
          payee_name: member.payeeName,
          birthday: member.birthday,
          profile: member.profile,
          affiliate_code: newAffiliateCode(),
          referred_by_code: member.referredByCode,
          register_ip: member.registerIp,
        })
        .returning(['id', 'username'])
        .executeTakeFirstOrThrow();
    } catch (error) {
      const mapped = takenError(error);
      const generated =
        member.username === undefined && mapped instanceof AppError && mapped.code === 'username_taken';
      if ((mapped === 'retry' || generated) && attempt < 5) continue;
      if (mapped instanceof AppError) throw mapped;
      throw error;
    }
  }
}

/**
 * The demo (free-play) member of a client nonce: created on first use with a generated `demo_xxxxxx` name
 * and no password, reused for the same nonce. Answers it and whether it is new.
 */
export async function demoMember(db: Executor, merchant: string, nonce: string, ip: string | null) {
  const existing = () =>
    db
      .selectFrom('members')
      .select(['id', 'last_login_at', 'must_change_password', 'status'])
      .where('demo_nonce', '=', nonce)
      .executeTakeFirst();
  const found = await existing();
  if (found) return found;
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = `demo_${randomText('abcdefghijkmnpqrstuvwxyz23456789', 6)}`;
    const row = await db
      .insertInto('members')
      .values({
        merchant,
        username,
        nickname: username,
        type: DEMO_TYPE,
        demo_nonce: nonce,
        profile: {},
        register_ip: ip,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'last_login_at', 'must_change_password', 'status'])
      .executeTakeFirst();
    if (row) return row;
    // the nonce was taken by a concurrent call (reuse it) or the name collided (draw another)
    const raced = await existing();
    if (raced) return raced;
  }
  throw new Error('Could not create a demo member');
}
