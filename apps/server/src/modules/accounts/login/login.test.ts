import { ACCOUNTS_API } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { createMember, freshIp, latestCode, setSwitch, solveCaptcha, TestClient } from '../testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const client = (ip = freshIp()) => new TestClient(t.app, ip);

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, accountsRateLimitPerMinute: 10_000 });
});
afterAll(() => t?.close());

const history = async (memberId: bigint) =>
  (
    await t.db
      .selectFrom('login_history')
      .select(['success', 'login_type'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map((r) => `${r.login_type}:${r.success ? 'ok' : 'fail'}`);

describe('login by username and password', () => {
  it('logs in (any case), sets the cookies and records the attempt and the IP', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    const c = client();
    const res = await c.login(m.username.toUpperCase(), 'Right123');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'ok',
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
      member: { account: m.username },
    });
    expect(c.cookies.has('hb_session')).toBe(true);
    const again = await client(c.ip).login(m.username, 'Right123');
    expect(again.body.value).toMatchObject({ status: 'ok', firstTimeLogin: false });
    expect(await history(m.id)).toEqual(['username:ok', 'username:ok']);
    const ips = await t.db.selectFrom('known_ips').select('ip').where('member_id', '=', m.id).execute();
    expect(ips.map((r) => r.ip)).toEqual([c.ip]);
  });

  it('answers an unknown account and a wrong password alike, after the same hashing work', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    const timed = async (username: string) => {
      const start = performance.now();
      const res = await client().login(username, 'Wrong123');
      return { res, ms: performance.now() - start };
    };
    const wrong = await timed(m.username);
    const unknown = await timed('nobody-here');
    for (const { res } of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        success: false,
        code: 'login_failed',
        message: 'Incorrect account or password',
        details: { captchaRequired: false },
      });
    }
    // both verify one argon2 hash (~10 ms or more); an unknown name is not answered instantly
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.3);
    expect(await history(m.id)).toEqual(['username:fail']);
  });

  it('wants a captcha after 3 failures of an account, and a right login resets the count', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await client().login(m.username, 'Wrong123'));
    expect(results.map((r) => r.body.details?.captchaRequired)).toEqual([false, false, true]);

    const noCaptcha = await client().login(m.username, 'Right123');
    expect([noCaptcha.status, noCaptcha.body.code, noCaptcha.body.details]).toEqual([
      400,
      'captcha_required',
      { captchaRequired: true },
    ]);
    const badCaptcha = await client().login(m.username, 'Right123', {
      ...(await solveCaptcha(t.db)),
      captcha: 'QQQQ',
    });
    expect(badCaptcha.body.code).toBe('captcha_invalid');
    const ok = await client().login(m.username, 'Right123', await solveCaptcha(t.db));
    expect(ok.status).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('failed_logins')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(0);
    expect((await client().login(m.username, 'Wrong123')).body.details).toEqual({ captchaRequired: false });
  });

  it('locks an account for 5 minutes after 5 failures, then 10 after the next 5', async () => {
    const m = await createMember(t.db, { password: 'Right123' });
    const fail = async () => client().login(m.username, 'Wrong123', await solveCaptcha(t.db));
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
    const fifth = await fail();
    expect([fifth.status, fifth.body.code, fifth.body.details]).toEqual([
      423,
      'account_locked',
      { captchaRequired: true, lockedMinutes: 5 },
    ]);
    const whileLocked = await client().login(m.username, 'Right123', await solveCaptcha(t.db));
    expect([whileLocked.status, whileLocked.body.code]).toEqual([423, 'account_locked']);

    await t.db
      .updateTable('members')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', m.id)
      .execute();
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
    expect((await fail()).body.details).toEqual({ captchaRequired: true, lockedMinutes: 10 });
    expect(await history(m.id)).toHaveLength(11);
  });

  it('locks an IP for 15 minutes after 20 failures in 15 minutes', async () => {
    const ip = freshIp();
    const m = await createMember(t.db, { password: 'Right123' });
    const results = [];
    for (let i = 0; i < 20; i++) {
      const captcha = i >= 3 ? await solveCaptcha(t.db) : {};
      results.push(await client(ip).login(`nobody${i}`, 'Wrong123', captcha));
    }
    expect(results.slice(0, 19).every((r) => r.body.code === 'login_failed')).toBe(true);
    expect(results[2]?.body.details).toEqual({ captchaRequired: true });
    expect([results[19]?.status, results[19]?.body.details]).toEqual([
      423,
      { captchaRequired: true, lockedMinutes: 15 },
    ]);
    const blocked = await client(ip).login(m.username, 'Right123', await solveCaptcha(t.db));
    expect([blocked.status, blocked.body.code]).toEqual([423, 'account_locked']);
    expect((await client().login(m.username, 'Right123')).status).toBe(200);
  });

  it('flags a forced password change and an expired password', async () => {
    const change = await client().login('change01', 'Demo1234');
    expect(change.body.value).toMatchObject({
      status: 'ok',
      mustChangePassword: true,
      passwordExpired: false,
    });

    const old = await createMember(t.db, { password: 'Right123' });
    await t.db
      .updateTable('members')
      .set({ password_changed_at: new Date(Date.now() - 91 * 86_400_000) })
      .where('id', '=', old.id)
      .execute();
    const ip = freshIp();
    const off = await client(ip).login(old.username, 'Right123');
    expect(off.body.value).toMatchObject({ passwordExpired: false, mustChangePassword: false });
    await setSwitch(t.db, 'forcePasswordExpiry', true);
    try {
      const on = await client(ip).login(old.username, 'Right123');
      expect(on.body.value).toMatchObject({
        passwordExpired: true,
        mustChangePassword: true,
        member: { mustChangePassword: true },
      });
    } finally {
      await setSwitch(t.db, 'forcePasswordExpiry', false);
    }
  });

  it('refuses demo accounts, disabled accounts, firebase and bad input without a 500', async () => {
    const demo = await createMember(t.db, { type: 4, password: null });
    expect((await client().login(demo.username, 'anything')).body.code).toBe('login_failed');
    const disabled = await createMember(t.db, { password: 'Right123' });
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
    expect((await client().login(disabled.username, 'Right123')).body.code).toBe('account_disabled');
    expect((await client().login('x', 'y', { type: 'firebase' })).body.code).toBe('operation_not_enabled');

    const c = client();
    expect((await c.login('a'.repeat(65), 'y')).body.code).toBe('wrong_account');
    expect((await c.login('abc', 'y'.repeat(256))).body.code).toBe('wrong_password');
    expect((await c.login("' or 1=1; --", "' or '1'='1")).body.code).toBe('login_failed');
    const malformed = await c.request('POST', ACCOUNTS_API.login, {
      headers: { 'content-type': 'application/json' },
      body: undefined,
      form: undefined,
    });
    expect(malformed.status).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS_API.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "abc", ',
    });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'validation_error']);
    const xml = await t.app.inject({
      method: 'POST',
      url: ACCOUNTS_API.login,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect([xml.statusCode, xml.json().code]).toEqual([415, 'unsupported_media_type']);
  });
});

describe('login by SMS code', () => {
  const phone = { dialingCode: '84', mobile: '976000001' };
  const target = '84976000001';

  it('sends a code and logs in with it; a used code does not work twice', async () => {
    const m = await createMember(t.db, { mobile: phone, mustChangePassword: true });
    const c = client();
    const sent = await c.post(ACCOUNTS_API.loginCode, { mobileNum: '0976000001', countryDialingCode: '84' });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await latestCode(t.db, target);
    const res = await c.login('0976000001', code, { type: 'sms', countryDialingCode: '84' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'ok',
      mustChangePassword: false,
      member: { account: m.username },
    });
    const session = await t.db
      .selectFrom('sessions')
      .select('login_type')
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(session.login_type).toBe('sms');
    const reused = await client().login('976000001', code, { type: 'sms', countryDialingCode: '84' });
    expect([reused.status, reused.body.code]).toEqual([400, 'invalid_verification_code']);
    expect(await history(m.id)).toEqual(['sms:ok', 'sms:fail']);
  });

  it('answers an unknown number the same but sends nothing', async () => {
    const res = await client().post(ACCOUNTS_API.loginCode, {
      mobileNum: '976000999',
      countryDialingCode: '84',
    });
    expect(res.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const sent = await t.db
      .selectFrom('dev_outbox')
      .select('id')
      .where('recipient', '=', '84976000999')
      .execute();
    expect(sent).toHaveLength(0);
    const login = await client().login('976000999', '123456', { type: 'sms', countryDialingCode: '84' });
    expect(login.body.code).toBe('invalid_verification_code');
  });

  it('limits code requests: 1 a second per IP, 5 an hour per number, 20 an hour per IP', async () => {
    await createMember(t.db, { mobile: { dialingCode: '84', mobile: '976000002' } });
    const body = { mobileNum: '976000002', countryDialingCode: '84' };
    const c = client();
    expect((await c.post(ACCOUNTS_API.loginCode, body)).status).toBe(200);
    const fast = await c.post(ACCOUNTS_API.loginCode, body);
    expect([fast.status, fast.body.code]).toEqual([429, 'code_too_fast']);
    for (let i = 0; i < 4; i++) expect((await client().post(ACCOUNTS_API.loginCode, body)).status).toBe(200);
    const sixth = await client().post(ACCOUNTS_API.loginCode, body);
    expect([sixth.status, sixth.body.code, sixth.body.message]).toEqual([
      429,
      'sms_too_many_requests',
      'Too many requests, retry in 5 minutes',
    ]);

    const busy = freshIp();
    await t.db
      .insertInto('verification_codes')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          purpose: 'login' as const,
          channel: 'sms' as const,
          target: `8497600${String(i).padStart(4, '0')}`,
          code_hash: Buffer.alloc(32),
          created_at: new Date(Date.now() - 10 * 60_000),
          expires_at: new Date(),
          ip: busy,
        })),
      )
      .execute();
    const overIp = await client(busy).post(ACCOUNTS_API.loginCode, {
      mobileNum: '976000003',
      countryDialingCode: '84',
    });
    expect(overIp.body.code).toBe('sms_too_many_requests');
  });

  it('kills a code after 5 wrong guesses and tells an expired one apart', async () => {
    await createMember(t.db, { mobile: { dialingCode: '84', mobile: '976000004' } });
    await client().post(ACCOUNTS_API.loginCode, { mobileNum: '976000004', countryDialingCode: '84' });
    const code = await latestCode(t.db, '84976000004');
    const wrong = code === '999999' ? '000000' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await client().login('976000004', wrong, {
        type: 'sms',
        countryDialingCode: '84',
        ...(await solveCaptcha(t.db)),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    await t.db
      .updateTable('members')
      .set({ locked_until: null, failed_logins: 0 })
      .where('mobile', '=', '976000004')
      .execute();
    const dead = await client().login('976000004', code, { type: 'sms', countryDialingCode: '84' });
    expect(dead.body.code).toBe('invalid_verification_code');

    await client().post(ACCOUNTS_API.loginCode, { mobileNum: '976000004', countryDialingCode: '84' });
    const fresh = await latestCode(t.db, '84976000004');
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('target', '=', '84976000004')
      .execute();
    const expired = await client().login('976000004', fresh, { type: 'sms', countryDialingCode: '84' });
    expect(expired.body.code).toBe('code_expired');
  });

  it('is refused when both phone-login switches are off', async () => {
    await setSwitch(t.db, 'loginPhone', false);
    try {
      const res = await client().post(ACCOUNTS_API.loginCode, {
        mobileNum: '976000001',
        countryDialingCode: '84',
      });
      expect([res.status, res.body.code]).toEqual([403, 'operation_not_enabled']);
      const login = await client().login('976000001', '123456', { type: 'sms', countryDialingCode: '84' });
      expect(login.body.code).toBe('operation_not_enabled');
    } finally {
      await setSwitch(t.db, 'loginPhone', true);
    }
  });
});
