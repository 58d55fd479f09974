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
