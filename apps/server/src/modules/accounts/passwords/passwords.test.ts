import { ACCOUNTS_API, type LoginResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import { createMember, freshIp, latestCode, setSwitch, TestClient } from '../testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const client = (ip = freshIp()) => new TestClient(t.app, ip);

beforeAll(async () => {
  t = await createTestApp({
    trustProxy: true,
    accountsRateLimitPerMinute: 10_000,
    publicUrl: 'https://bet.example',
  });
});
afterAll(() => t?.close());

const memberRow = (id: bigint) =>
  t.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function loggedIn(seed: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, { password: 'Right123', ...seed });
  const c = client();
  expect((await c.login(m.username, 'Right123')).status).toBe(200);
  return { m, c };
}

describe('change password', () => {
  const change = (
    c: TestClient,
    oldPassword: string,
    newPassword: string,
    confirmNewPassword = newPassword,
  ) => c.post(ACCOUNTS_API.changePassword, { oldPassword, newPassword, confirmNewPassword });

  it('checks the old password, the rule, the confirmation and that it changes', async () => {
    const { c } = await loggedIn();
    expect((await change(c, 'Wrong123', 'Next1234')).body).toMatchObject({
      code: 'wrong_password',
      fields: { oldPassword: 'wrong_password' },
    });
    const weak = await change(c, 'Right123', 'abcdefgh');
    expect([weak.status, weak.body.code, weak.body.fields]).toEqual([
      400,
      'password_rule',
      { newPassword: 'pattern:lettersAndDigits:6:20' },
    ]);
    expect((await change(c, 'Right123', 'Next1234', 'Next12345')).body.code).toBe('password_mismatch');
    expect((await change(c, 'Right123', 'Right123')).body.code).toBe('password_same_as_old');
    expect((await client().post(ACCOUNTS_API.changePassword, {})).body.code).toBe('please_login');
  });

  it('stores the new one, clears the forced change and ends the other sessions', async () => {
    const { m, c } = await loggedIn({ mustChangePassword: true });
    const other = client(c.ip);
    expect((await other.login(m.username, 'Right123')).status).toBe(200);
    const before = await memberRow(m.id);
    const res = await change(c, 'Right123', 'Next1234');
    expect(res.body).toEqual({ success: true, value: null });
    const after = await memberRow(m.id);
    expect(after.must_change_password).toBe(false);
    expect(after.password_changed_at!.getTime()).toBeGreaterThan(before.password_changed_at!.getTime());
    expect((await c.get(ACCOUNTS_API.me)).status).toBe(200);
    expect((await other.get(ACCOUNTS_API.me)).body.code).toBe('session_expired');
    expect((await client(c.ip).login(m.username, 'Right123')).body.code).toBe('login_failed');
    expect((await client(c.ip).login(m.username, 'Next1234')).body.value).toMatchObject({
      status: 'ok',
      mustChangePassword: false,
    });
  });
});

describe('forgot password by e-mail', () => {
  async function resetLink(email: string) {
    const row = await t.db
      .selectFrom('dev_outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const match = /https:\/\/bet\.example\/resetPassword\?token=([A-Za-z0-9_-]{43})/.exec(row.body);
    expect(match, row.body).not.toBeNull();
    return { token: match![1]!, ...row };
  }

  it('refuses a username and e-mail that do not belong together', async () => {
    const m = await createMember(t.db, { email: 'forgot0@mail.vn' });
    const res = await client().post(ACCOUNTS_API.forgotPassword, {
      username: m.username,
      email: 'other@mail.vn',
    });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      404,
      'username_or_email_not_found',
      'Username or email does not exist',
    ]);
    const injected = await client().post(ACCOUNTS_API.forgotPassword, {
      username: "' or 1=1 --",
      email: "' or ''='",
    });
    expect(injected.body.code).toBe('username_or_email_not_found');
  });

  it('e-mails a single-use link (form-encoded request), which sets a new password', async () => {
    const m = await createMember(t.db, { password: 'Right123', email: 'forgot1@mail.vn' });
    const { c } = { c: client() };
    const session = client();
    expect((await session.login(m.username, 'Right123')).status).toBe(200);

    const res = await c.request('POST', ACCOUNTS_API.forgotPassword, {
      form: { username: m.username.toUpperCase(), email: 'FORGOT1@mail.vn' },
    });
    expect(res.body).toEqual({ success: true, value: null });
    const mail = await resetLink('forgot1@mail.vn');
    expect(mail.subject).toContain('reset your password');
    expect(mail.body).toContain('within 30 minutes');

    const mismatch = await c.post(ACCOUNTS_API.resetPassword, {
      token: mail.token,
      newPassword: 'Fresh123',
      confirmNewPassword: 'Fresh124',
    });
    expect(mismatch.body.code).toBe('password_mismatch');
    const weak = await c.post(ACCOUNTS_API.resetPassword, {
      token: mail.token,
      newPassword: 'short',
      confirmNewPassword: 'short',
    });
    expect(weak.body.code).toBe('password_rule');
    const ok = await c.post(ACCOUNTS_API.resetPassword, {
      token: mail.token,
      newPassword: 'Fresh123',
      confirmNewPassword: 'Fresh123',
    });
    expect(ok.body).toEqual({ success: true, value: null });
    const reused = await c.post(ACCOUNTS_API.resetPassword, {
      token: mail.token,
      newPassword: 'Other123',
      confirmNewPassword: 'Other123',
    });
    expect([reused.status, reused.body.code]).toEqual([400, 'reset_link_invalid']);

    expect((await session.get(ACCOUNTS_API.me)).body.code).toBe('session_expired');
    expect((await client(session.ip).login(m.username, 'Fresh123')).status).toBe(200);
  });

  it('refuses made-up and expired links', async () => {
    const m = await createMember(t.db, { email: 'forgot2@mail.vn' });
    await client().post(ACCOUNTS_API.forgotPassword, { username: m.username, email: 'forgot2@mail.vn' });
    const { token } = await resetLink('forgot2@mail.vn');
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('member_id', '=', m.id)
      .execute();
    for (const bad of [token, 'nonsense', 'x'.repeat(255)]) {
      const res = await client().post(ACCOUNTS_API.resetPassword, {
        token: bad,
        newPassword: 'Fresh123',
        confirmNewPassword: 'Fresh123',
      });
      expect([res.status, res.body.code]).toEqual([400, 'reset_link_invalid']);
    }
  });

  it('writes the e-mail in the caller language', async () => {
    const m = await createMember(t.db, { email: 'forgot3@mail.vn' });
    const c = client();
    c.language = 'vi';
    await c.post(ACCOUNTS_API.forgotPassword, { username: m.username, email: 'forgot3@mail.vn' });
    const mail = await resetLink('forgot3@mail.vn');
    expect(mail.subject).toContain('đặt lại mật khẩu');
    expect(mail.body).toContain('trong 30 phút');
  });
});

describe('forgot password by phone', () => {
  it('sets a new password with an SMS code and logs in', async () => {
    const m = await createMember(t.db, {
      password: 'Right123',
      mobile: { dialingCode: '66', mobile: '812345670' },
    });
    const c = client();
    const sent = await c.post(ACCOUNTS_API.phonePasswordCode, {
      mobileNum: '0812345670',
      countryDialingCode: '66',
    });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await latestCode(t.db, '66812345670');
    const body = { mobileNum: '812345670', countryDialingCode: '66', verificationCode: code };

    const weak = await c.post(ACCOUNTS_API.phonePassword, { ...body, newPassword: 'weak' });
    expect([weak.body.code, weak.body.fields]).toEqual([
      'password_rule',
      { newPassword: 'pattern:lettersAndDigits:6:20' },
    ]);
    const res = await c.post<LoginResult>(ACCOUNTS_API.phonePassword, { ...body, newPassword: 'Phone123' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'ok',
      mustChangePassword: false,
      member: { account: m.username },
    });
    expect((await c.get(ACCOUNTS_API.me)).status).toBe(200);
    expect((await client(c.ip).login(m.username, 'Phone123')).status).toBe(200);
    const again = await client().post(ACCOUNTS_API.phonePassword, { ...body, newPassword: 'Phone456' });
    expect(again.body.code).toBe('invalid_verification_code');
  });

  it('answers an unknown number the same, and is refused when recoverByPhone is off', async () => {
    const unknown = await client().post(ACCOUNTS_API.phonePasswordCode, {
      mobileNum: '812345679',
      countryDialingCode: '66',
    });
    expect(unknown.body.value).toEqual({ expiredMinutes: 5 });
    expect(
      await t.db.selectFrom('dev_outbox').select('id').where('recipient', '=', '66812345679').execute(),
    ).toEqual([]);
    await setSwitch(t.db, 'recoverByPhone', false);
    try {
      const off = await client().post(ACCOUNTS_API.phonePasswordCode, {
        mobileNum: '812345679',
        countryDialingCode: '66',
      });
      expect([off.status, off.body.code]).toEqual([403, 'operation_not_enabled']);
      const set = await client().post(ACCOUNTS_API.phonePassword, {
        mobileNum: '812345679',
        countryDialingCode: '66',
        verificationCode: '123456',
        newPassword: 'Phone123',
      });
      expect(set.body.code).toBe('operation_not_enabled');
    } finally {
      await setSwitch(t.db, 'recoverByPhone', true);
    }
  });
});
