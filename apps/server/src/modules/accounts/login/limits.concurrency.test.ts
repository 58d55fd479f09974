import { ACCOUNTS_API, type LoginResult } from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { verifyPassword } from '../passwords/hashing.ts';
import {
  createMember,
  freshIp,
  latestCode,
  solveCaptcha,
  TestClient,
  type TestResponse,
} from '../testing.ts';
import { checkCaptcha, createCaptcha } from '../verification/captcha.ts';
import { CODE_LIMITS, consumeCode, sendCode } from '../verification/codes.ts';
import { LOGIN_LIMITS } from './lockout.ts';
import { CHALLENGE } from './second-verification.ts';

// Every argon2 check is counted: a test then knows how many attempts got as far as the password.
vi.mock('../passwords/hashing.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../passwords/hashing.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

let t: Awaited<ReturnType<typeof createTestApp>>;
const client = (ip = freshIp()) => new TestClient(t.app, ip);

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, accountsRateLimitPerMinute: 10_000 });
});
afterAll(() => t?.close());
beforeEach(() => {
  passwordChecks.mockClear();
});

/**
 * Waits until a fact holds in the database (polled, not timed), so that a request sent afterwards surely
 * comes after the attempts that made it hold, while the others of the burst may still be running.
 */
async function until(holds: () => Promise<boolean>): Promise<void> {
  for (let i = 0; !(await holds()); i++) {
    if (i >= 2000) throw new Error('the awaited fact never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** How many answers had each error code ('ok' for a success). */
function tally(results: TestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) {
    const key = r.body.code ?? 'ok';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const memberRow = (id: bigint) =>
  t.db
    .selectFrom('members')
    .select(['failed_logins', 'locked_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function sessionCount(memberId: bigint): Promise<number> {
  const rows = await t.db.selectFrom('sessions').select('id').where('member_id', '=', memberId).execute();
  return rows.length;
}

describe('login limits under concurrent attempts', () => {
  it('30 logins at once to one account from one IP: 3 passwords checked, the right one (last) needs a captcha', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    const ip = freshIp();
    const wrong = Array.from({ length: 29 }, () => client(ip).login(m.username, 'Wrong123'));
    await until(async () => (await memberRow(m.id)).failed_logins >= LOGIN_LIMITS.captchaAfterFailures);
    const right = client(ip).login(m.username, 'Right123');
    const results = await Promise.all([...wrong, right]);

    expect(passwordChecks).toHaveBeenCalledTimes(LOGIN_LIMITS.captchaAfterFailures);
    expect(tally(results)).toEqual({ login_failed: 3, captcha_required: 27 });
    const last = await right;
    expect([last.status, last.body.code, last.body.details]).toEqual([
      400,
      'captcha_required',
      { captchaRequired: true },
    ]);
    expect(await sessionCount(m.id)).toBe(0);
    expect((await memberRow(m.id)).failed_logins).toBe(3);

    const solved = await client(ip).login(m.username, 'Right123', await solveCaptcha(t.db));
    expect(solved.body.value).toMatchObject({ status: 'ok', member: { account: m.username } });
    expect(await sessionCount(m.id)).toBe(1);
  });

  it('100 logins at once to one account from 5 IPs: 3 passwords checked, the right one (last) needs a captcha', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    const ips = Array.from({ length: 5 }, () => freshIp());
    const wrong = Array.from({ length: 99 }, (_, i) =>
      client(ips[i % 5] as string).login(m.username, 'Wrong123'),
    );
    await until(async () => (await memberRow(m.id)).failed_logins >= LOGIN_LIMITS.captchaAfterFailures);
    const right = client(ips[4] as string).login(m.username, 'Right123');
    const results = await Promise.all([...wrong, right]);

    expect(passwordChecks).toHaveBeenCalledTimes(3);
    expect(tally(results)).toEqual({ login_failed: 3, captcha_required: 97 });
    expect((await right).body.code).toBe('captcha_required');
    expect(await sessionCount(m.id)).toBe(0);

    const solved = await client(ips[4] as string).login(m.username, 'Right123', await solveCaptcha(t.db));
    expect(solved.body.value).toMatchObject({ status: 'ok' });
  });

  it('25 usernames at once from one IP: exactly 3 are checked, the others need a captcha', async () => {
    const members = await Promise.all(Array.from({ length: 25 }, () => createMember(t.db)));
    const ip = freshIp();
    const results = await Promise.all(members.map((m) => client(ip).login(m.username, 'Wrong123')));

    expect(passwordChecks).toHaveBeenCalledTimes(3);
    expect(tally(results)).toEqual({ login_failed: 3, captcha_required: 22 });
    const row = await t.db
      .selectFrom('login_failures_by_ip')
      .select('failures')
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(3);
  });

  it('30 logins at once, each with its own solved captcha: 5 checked, then the account is locked', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    const captchas = await Promise.all(Array.from({ length: 30 }, () => solveCaptcha(t.db)));
    const results = await Promise.all(captchas.map((c) => client().login(m.username, 'Wrong123', c)));

    expect(passwordChecks).toHaveBeenCalledTimes(LOGIN_LIMITS.failuresPerAccountLock);
    expect(tally(results)).toEqual({ login_failed: 4, account_locked: 26 });
    const row = await memberRow(m.id);
    expect(row.failed_logins).toBe(5);
    expect(row.locked_until?.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    const locked = await client().login(m.username, 'Right123', await solveCaptcha(t.db));
    expect([locked.status, locked.body.code]).toEqual([423, 'account_locked']);
  });

  it('30 unknown usernames at once from one IP, each with a captcha: 20 checked, then the IP is locked', async () => {
    const ip = freshIp();
    const captchas = await Promise.all(Array.from({ length: 30 }, () => solveCaptcha(t.db)));
    const results = await Promise.all(
      captchas.map((c, i) => client(ip).login(`nobody-burst-${i}`, 'Wrong123', c)),
    );

    expect(passwordChecks).toHaveBeenCalledTimes(LOGIN_LIMITS.ipFailures);
    expect(tally(results)).toEqual({ login_failed: 19, account_locked: 11 });
    const row = await t.db
      .selectFrom('login_failures_by_ip')
      .select(['failures', 'locked_until'])
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(20);
    expect(row.locked_until?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('a right password gives its attempt back: neither the account nor the IP counts it', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    const ip = freshIp();
    await t.db.updateTable('members').set({ failed_logins: 1 }).where('id', '=', m.id).execute();
    const results = await Promise.all([
      client(ip).login(m.username, 'Right123'),
      client(ip).login(m.username, 'Right123'),
    ]);
    expect(tally(results)).toEqual({ ok: 2 });
    expect((await memberRow(m.id)).failed_logins).toBe(0);
    const row = await t.db
      .selectFrom('login_failures_by_ip')
      .select('failures')
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(0);
  });

  it('a right password on the attempt that locks lifts the locks it set (account and IP)', async () => {
    const m = await createMember(t.db, {
      password: 'Right123',
      lastLoginAt: new Date(Date.now() - 86_400_000),
      payeeName: 'NGUYEN VAN DUC',
    });
    const ip = freshIp();
    await t.db.updateTable('members').set({ failed_logins: 4 }).where('id', '=', m.id).execute();
    await t.db.insertInto('login_failures_by_ip').values({ ip, failures: 19 }).execute();
    // from a new address: the second verification follows, and the account's count stays as it was
    const res = await client(ip).login(m.username, 'Right123', await solveCaptcha(t.db));
    expect(res.body.value).toMatchObject({ status: 'verify' });
    expect(await memberRow(m.id)).toEqual({ failed_logins: 4, locked_until: null });
    const row = await t.db
      .selectFrom('login_failures_by_ip')
      .select(['failures', 'locked_until'])
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failures: 19, locked_until: null });
  });

  it('SMS-code logins at once: 3 codes checked without a captcha', async () => {
    const mobile = '976100001';
    const m = await createMember(t.db, { mobile: { dialingCode: '84', mobile } });
    await client().post(ACCOUNTS_API.loginCode, { mobileNum: mobile, countryDialingCode: '84' });
    const code = await latestCode(t.db, `84${mobile}`);
    const wrong = code === '999999' ? '000000' : '999999';
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client(ip).login(mobile, wrong, { type: 'sms', countryDialingCode: '84' }),
      ),
    );
    expect(tally(results)).toEqual({ invalid_verification_code: 3, captcha_required: 17 });
    const codeRow = await t.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('target', '=', `84${mobile}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(codeRow.attempts).toBe(3);
    expect((await memberRow(m.id)).failed_logins).toBe(3);
  });
});

describe('second verification under concurrent answers', () => {
  let n = 0;
  /** A member who logged in before from another address, and the challenge of a login from a new one. */
  async function challenged() {
    n += 1;
    const m = await createMember(t.db, {
      password: 'Right123',
      lastLoginAt: new Date(Date.now() - 86_400_000),
      payeeName: 'NGUYEN VAN DUC',
      email: `burst${n}@mail.vn`,
    });
    await t.db.insertInto('known_ips').values({ member_id: m.id, ip: freshIp() }).execute();
    const c = client();
    const res = await c.login(m.username, 'Right123');
    const value = res.body.value as Extract<LoginResult, { status: 'verify' }>;
    expect(value.status).toBe('verify');
    const answer = (text: string) =>
      client(c.ip).post<LoginResult>(ACCOUNTS_API.secondVerification, {
        challengeId: value.challengeId,
        method: 'bankName',
        answer: text,
      });
    const attempts = async () =>
      (
        await t.db
          .selectFrom('login_challenges')
          .select('attempts')
          .where('id', '=', value.challengeId)
          .executeTakeFirstOrThrow()
      ).attempts;
    return { m, answer, attempts };
  }

  it('29 answers at once: exactly 5 are checked, and every other one gets the same answer, the right one too', async () => {
    const { m, answer, attempts } = await challenged();
    const wrong = Array.from({ length: 28 }, (_, i) => answer(`Someone Else ${i}`));
    await until(async () => (await attempts()) >= CHALLENGE.maxAttempts);
    const right = answer('Nguyen Van Duc');
    const results = await Promise.all([...wrong, right]);

    const checked = results.filter((r) => r.body.code !== 'challenge_expired');
    expect(checked).toHaveLength(CHALLENGE.maxAttempts);
    expect(tally(checked)).toEqual({ verification_failed: 5 });
    const unchecked = results.filter((r) => r.body.code === 'challenge_expired');
    expect(unchecked).toHaveLength(24);
    const first = unchecked[0] as TestResponse;
    for (const r of [...unchecked, await right]) {
      expect({ status: r.status, body: r.body }).toEqual({ status: first.status, body: first.body });
    }
    expect(first.status).toBe(400);
    expect(await attempts()).toBe(CHALLENGE.maxAttempts);
    expect(await sessionCount(m.id)).toBe(0);
    const history = await t.db
      .selectFrom('login_history')
      .select('success')
      .where('member_id', '=', m.id)
      .execute();
    expect(history.map((h) => h.success)).toEqual([false, false, false, false, false]);
  });

  it('the right answer twice at once: one login, the other answer is challenge_expired', async () => {
    const { m, answer } = await challenged();
    const results = await Promise.all([answer('Nguyen Van Duc'), answer('nguyễn văn đức')]);
    expect(tally(results)).toEqual({ ok: 1, challenge_expired: 1 });
    expect(await sessionCount(m.id)).toBe(1);
  });
});

describe('one-time codes and captchas under concurrent use', () => {
  it('20 wrong guesses of a code at once: 5 are checked and the code dies', async () => {
    const target = 'concurrent-codes@mail.vn';
    await sendCode(t.db, { purpose: 'bind_email', channel: 'email', target, ip: null, language: 'en' });
    const code = await latestCode(t.db, target);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => consumeCode(t.db, { purpose: 'bind_email', target, code: wrong })),
    );
    expect(results.map((r) => (r.status === 'rejected' ? r.reason.code : 'ok'))).toEqual(
      Array(20).fill('invalid_verification_code'),
    );
    // each wrong guess that was compared counts one attempt, and none is compared past the limit
    const row = await t.db
      .selectFrom('verification_codes')
      .select(['attempts', 'consumed_at'])
      .where('target', '=', target)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(CODE_LIMITS.maxAttempts);
    await expect(consumeCode(t.db, { purpose: 'bind_email', target, code })).rejects.toMatchObject({
      code: 'invalid_verification_code',
    });
  });

  it('one right code used 10 times at once: it works once', async () => {
    const target = 'concurrent-code-once@mail.vn';
    await sendCode(t.db, { purpose: 'bind_email', channel: 'email', target, ip: null, language: 'en' });
    const code = await latestCode(t.db, target);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => consumeCode(t.db, { purpose: 'bind_email', target, code })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('one correct captcha used 10 times at once: one use passes', async () => {
    const { captchaId, answer } = await createCaptcha(t.db, null);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkCaptcha(t.db, captchaId, answer)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('one solved captcha on 10 logins at once: one password is checked, the rest are captcha_invalid', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    await t.db.updateTable('members').set({ failed_logins: 3 }).where('id', '=', m.id).execute();
    const captcha = await solveCaptcha(t.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client().login(m.username, 'Wrong123', captcha)),
    );
    expect(passwordChecks).toHaveBeenCalledTimes(1);
    expect(tally(results)).toEqual({ login_failed: 1, captcha_invalid: 9 });
  });
});
