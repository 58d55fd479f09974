import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import {
  countIpAttempt,
  countMemberAttempt,
  giveBackIpAttempt,
  giveBackMemberAttempt,
  lockIpCounter,
  lockMemberCounter,
} from '../queries.ts';
import { checkCaptcha } from '../verification/captcha.ts';

/** Login failure limits (progressive lockout) and when a captcha becomes required. */
export const LOGIN_LIMITS = {
  /** After this many failures (account or IP) the next attempt needs a captcha. */
  captchaAfterFailures: 3,
  /** Every this many consecutive failures of an account lock it. */
  failuresPerAccountLock: 5,
  firstLockMinutes: 5,
  maxLockMinutes: 60,
  /** Per IP: this many failures within the window lock the IP for ipLockMinutes. */
  ipFailures: 20,
  ipWindowMinutes: 15,
  ipLockMinutes: 15,
} as const;

/**
 * How long the account is locked after its `failures`-th consecutive failure, or null when that failure does
 * not lock: the 5th locks 5 minutes, the 10th 10, the 15th 20, the 20th 40, then an hour each time.
 */
export function accountLockMinutes(failures: number): number | null {
  const per = LOGIN_LIMITS.failuresPerAccountLock;
  if (failures <= 0 || failures % per !== 0) return null;
  const nth = failures / per;
  return Math.min(LOGIN_LIMITS.firstLockMinutes * 2 ** (nth - 1), LOGIN_LIMITS.maxLockMinutes);
}

/** Whole minutes left until `until` (at least 1 while it is in the future). */
export function minutesLeft(until: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** An attempt counted on one counter before its secret was checked: its number, and the lock it set if any. */
export type CountedAttempt = { failures: number; locks: Date | null };

/** A login attempt counted on the IP's and the account's counters (null where there is none). */
export type ReservedAttempt = {
  ip: (CountedAttempt & { address: string }) | null;
  member: (CountedAttempt & { id: bigint }) | null;
};

/** Why an attempt may not check its secret; nothing was counted. */
export type AttemptRefusal =
  | { refusal: 'ip_locked' | 'account_locked'; lockedUntil: Date }
  | { refusal: 'captcha_required' | 'captcha_invalid' };

/** When the IP's `failures`-th failure in its window locks it: minutes, else null. */
function ipLockMinutes(failures: number): number | null {
  return failures >= LOGIN_LIMITS.ipFailures ? LOGIN_LIMITS.ipLockMinutes : null;
}

type Tx = Transaction<Database>;

/** With `failuresSoFar` calling for a captcha: a refusal unless a right one came (using it up either way). */
async function captchaRefusal(
  tx: Tx,
  failuresSoFar: number,
  captcha: { captchaId?: string; captcha?: string },
): Promise<AttemptRefusal | null> {
  if (failuresSoFar < LOGIN_LIMITS.captchaAfterFailures) return null;
  if (!captcha.captchaId || !captcha.captcha) return { refusal: 'captcha_required' };
  if (!(await checkCaptcha(tx, captcha.captchaId, captcha.captcha))) return { refusal: 'captcha_invalid' };
  return null;
}

async function countOnIp(tx: Tx, address: string, failures: number): Promise<ReservedAttempt['ip']> {
  const { ipWindowMinutes } = LOGIN_LIMITS;
  const locks = await countIpAttempt(tx, address, ipWindowMinutes, failures, ipLockMinutes(failures));
  return { address, failures, locks };
}

async function countOnMember(tx: Tx, id: bigint, failures: number): Promise<ReservedAttempt['member']> {
  const locks = await countMemberAttempt(tx, id, failures, accountLockMinutes(failures));
  return { id, failures, locks };
}

/**
 * Counts a login attempt on the IP's and the account's counters BEFORE its secret is checked, so that
 * concurrent attempts cannot all read the same count: both rows are locked for a short transaction (never
 * while a password hash is verified), which refuses the attempt (nothing counted) while the IP or the
 * account is locked, or when 3 failures of either (this window's, for the IP) call for a captcha and none or
 * a wrong one came (the captcha is used up either way). Otherwise the attempt counts as a failure now, and
 * the lock its number reaches (account: `accountLockMinutes`, IP: the 20th in the window) is set now, so no
 * later attempt gets past it while this one is being checked. A right secret gives the attempt back
 * (`giveBackAttempt`).
 */
export async function reserveLoginAttempt(
  db: Db,
  who: { ip: string | null; memberId: bigint | null },
  captcha: { captchaId?: string; captcha?: string },
): Promise<ReservedAttempt | AttemptRefusal> {
  const { ip, memberId } = who;
  return db.transaction().execute(async (tx): Promise<ReservedAttempt | AttemptRefusal> => {
    // always the IP's row first, then the account's: concurrent reservations cannot deadlock
    const ipCounter = ip ? await lockIpCounter(tx, ip, LOGIN_LIMITS.ipWindowMinutes) : null;
    if (ipCounter?.lockedUntil) return { refusal: 'ip_locked', lockedUntil: ipCounter.lockedUntil };
    const memberCounter = memberId === null ? null : await lockMemberCounter(tx, memberId);
    if (memberCounter?.lockedUntil) {
      return { refusal: 'account_locked', lockedUntil: memberCounter.lockedUntil };
    }
    const failuresSoFar = Math.max(ipCounter?.failures ?? 0, memberCounter?.failures ?? 0);
    const refusal = await captchaRefusal(tx, failuresSoFar, captcha);
    if (refusal) return refusal;
    return {
      ip: ip && ipCounter ? await countOnIp(tx, ip, ipCounter.failures + 1) : null,
      member:
        memberId !== null && memberCounter
          ? await countOnMember(tx, memberId, memberCounter.failures + 1)
          : null,
    };
  });
}

/** A right secret: the reserved attempt is no failure after all (the counts drop by one, its locks lift). */
export async function giveBackAttempt(db: Db, attempt: ReservedAttempt): Promise<void> {
  if (attempt.ip) await giveBackIpAttempt(db, attempt.ip.address, attempt.ip.locks);
  if (attempt.member) await giveBackMemberAttempt(db, attempt.member.id, attempt.member.locks);
}
