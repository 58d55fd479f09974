import { ACCOUNTS_API, type securityOverview } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { verifyPassword } from '../index.ts';
import { createMember, latestCode, TestClient } from '../testing.ts';
import { buildSecurityTestApp, loggedInMember, nextIp } from './testing.ts';

type Overview = z.infer<typeof securityOverview>;

let t: Awaited<ReturnType<typeof buildSecurityTestApp>>;
beforeAll(async () => {
  t = await buildSecurityTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('security overview', () => {
  it('needs a session', async () => {
    const res = await new TestClient(t.app).get(ACCOUNTS_API.security);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('please_login');
  });

  it('masks the mobile number and the e-mail address', async () => {
    const { client } = await loggedInMember(t.app, t.db, {
      mobile: { dialingCode: '84', mobile: '912345789' },
      email: 'alice@example.com',
    });
    const res = await client.get<Overview>(ACCOUNTS_API.security);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      maskedMobile: '******789',
      maskedEmail: 'a***@example.com',
      hasPaymentPassword: false,
      authenticatorEnabled: false,
      passwordChangedAt: expect.any(String),
      oauth: [],
    });
    expect(JSON.stringify(res.body)).not.toContain('912345789');
  });

  it('is open to demo accounts, which have nothing bound', async () => {
    const { client } = await loggedInDemo();
    const res = await client.get<Overview>(ACCOUNTS_API.security);
    expect(res.status).toBe(200);
    expect(res.body.value.maskedMobile).toBeNull();
  });
});

/** A demo (type 4) member's session: demo members have no password, so the session is issued by free play. */
async function loggedInDemo() {
  const client = new TestClient(t.app, nextIp());
  const res = await client.post(ACCOUNTS_API.freePlay, {
    nonce: `nonce-${Date.now()}-${Math.random()}`.padEnd(20, 'x'),
  });
  expect(res.status).toBe(200);
  return { client };
}

describe('payment password', () => {
  const set = (client: TestClient, body: Record<string, string>) =>
    client.post<Overview>(ACCOUNTS_API.paymentPassword, body);

  it('sets and then changes it, stored hashed', async () => {
    const m = await loggedInMember(t.app, t.db);
    let res = await set(m.client, {
      loginPassword: 'Test1234',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(res.status).toBe(200);
    expect(res.body.value.hasPaymentPassword).toBe(true);
    res = await set(m.client, {
      loginPassword: 'Test1234',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.payment_password_hash, '654321')).toBe(true);
  });

  it('refuses a wrong login password, a mismatch, a rule breach and the login password itself', async () => {
    const m = await loggedInMember(t.app, t.db, { password: 'Test1234' });
    let res = await set(m.client, {
      loginPassword: 'Wrong999',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect([res.status, res.body.code]).toEqual([400, 'wrong_password']);
    res = await set(m.client, {
      loginPassword: 'Test1234',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123457',
    });
    expect([res.status, res.body.code]).toEqual([400, 'password_mismatch']);
    res = await set(m.client, {
      loginPassword: 'Test1234',
      newPaymentPassword: '12a456',
      confirmPaymentPassword: '12a456',
    });
    expect([res.status, res.body.code]).toEqual([400, 'password_rule']);
    expect(res.body.fields).toEqual({ newPaymentPassword: 'pattern:digits:6:6' });
    res = await set(m.client, {
      loginPassword: 'Test1234',
      newPaymentPassword: '1234567',
      confirmPaymentPassword: '1234567',
    });
    expect(res.body.code).toBe('password_rule');
    const digitsOnly = await loggedInMember(t.app, t.db, { password: '246810' });
    res = await set(digitsOnly.client, {
      loginPassword: '246810',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect([res.status, res.body.code]).toEqual([400, 'payment_password_same_as_login']);
  });

  it('follows the merchant rule when the registration rule for it is on', async () => {
    await t.db
      .updateTable('register_rules')
      .set({ enabled: true, min_length: 4, max_length: 8 })
      .where('field', '=', 'paymentPassword')
      .execute();
    try {
      const m = await loggedInMember(t.app, t.db);
      const res = await set(m.client, {
        loginPassword: 'Test1234',
        newPaymentPassword: '1234',
        confirmPaymentPassword: '1234',
      });
      expect(res.status).toBe(200);
    } finally {
      await t.db
        .updateTable('register_rules')
        .set({ enabled: false, min_length: 6, max_length: 6 })
        .where('field', '=', 'paymentPassword')
        .execute();
    }
  });

  it('is closed to demo accounts (in_need_true_account)', async () => {
    const { client } = await loggedInDemo();
    const res = await set(client, {
      loginPassword: 'x',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect([res.status, res.body.code]).toEqual([403, 'in_need_true_account']);
  });

  it('needs the CSRF header', async () => {
    const m = await loggedInMember(t.app, t.db);
    const res = await m.client.post(
      ACCOUNTS_API.paymentPassword,
      { loginPassword: 'Test1234', newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
      { noCsrf: true },
    );
    expect([res.status, res.body.code]).toEqual([403, 'csrf_failed']);
  });
});

describe('binding a mobile number', () => {
  it('sends a code, binds with it, and the number then shows masked', async () => {
    const m = await loggedInMember(t.app, t.db);
    const sent = await m.client.post(ACCOUNTS_API.bindMobileCode, {
      mobileNum: '0987654321',
      countryDialingCode: '+84',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await latestCode(t.db, '84987654321');
    const wrong = await m.client.post(ACCOUNTS_API.bindMobile, {
      mobileNum: '0987654321',
      countryDialingCode: '84',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalid_verification_code']);
    const res = await m.client.post<Overview>(ACCOUNTS_API.bindMobile, {
      mobileNum: '0987654321',
      countryDialingCode: '84',
      verificationCode: code,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.maskedMobile).toBe('******321');
    const row = await t.db
      .selectFrom('members')
      .select(['country_dialing_code', 'mobile'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ country_dialing_code: '84', mobile: '987654321' });
    // the code is spent
    const again = await m.client.post(ACCOUNTS_API.bindMobile, {
      mobileNum: '0987654321',
      countryDialingCode: '84',
      verificationCode: code,
    });
    expect(again.body.code).toBe('invalid_verification_code');
  });

  it('refuses a number another member uses, at both steps', async () => {
    await createMember(t.db, { mobile: { dialingCode: '84', mobile: '911111222' } });
    const m = await loggedInMember(t.app, t.db);
    const sent = await m.client.post(ACCOUNTS_API.bindMobileCode, {
      mobileNum: '911111222',
      countryDialingCode: '84',
    });
    expect([sent.status, sent.body.code]).toEqual([409, 'mobile_taken']);
    const bind = await m.client.post(ACCOUNTS_API.bindMobile, {
      mobileNum: '911111222',
      countryDialingCode: '84',
      verificationCode: '123456',
    });
    expect([bind.status, bind.body.code]).toEqual([409, 'mobile_taken']);
  });

  it('refuses a malformed number', async () => {
    const m = await loggedInMember(t.app, t.db);
    const res = await m.client.post(ACCOUNTS_API.bindMobileCode, {
      mobileNum: '12345',
      countryDialingCode: '84',
    });
    expect([res.status, res.body.code]).toEqual([400, 'invalid_phone_number']);
  });

  it('replacing a bound number also needs the login password', async () => {
    const m = await loggedInMember(t.app, t.db, { mobile: { dialingCode: '84', mobile: '922222333' } });
    await m.client.post(ACCOUNTS_API.bindMobileCode, { mobileNum: '933333444', countryDialingCode: '84' });
    const code = await latestCode(t.db, '84933333444');
    const body = { mobileNum: '933333444', countryDialingCode: '84', verificationCode: code };
    let res = await m.client.post(ACCOUNTS_API.bindMobile, body);
    expect([res.status, res.body.code]).toEqual([400, 'login_password_required']);
    res = await m.client.post(ACCOUNTS_API.bindMobile, { ...body, loginPassword: 'Nope1234' });
    expect([res.status, res.body.code]).toEqual([400, 'wrong_password']);
    res = await m.client.post<Overview>(ACCOUNTS_API.bindMobile, { ...body, loginPassword: 'Test1234' });
    expect(res.status).toBe(200);
    expect((res.body.value as Overview).maskedMobile).toBe('******444');
  });
});

describe('binding an e-mail address', () => {
  it('sends a code, binds with it, lower-cased', async () => {
    const m = await loggedInMember(t.app, t.db);
    const sent = await m.client.post(ACCOUNTS_API.bindEmailCode, { email: 'Bob.Smith@Example.com' });
    expect(sent.status).toBe(200);
    const code = await latestCode(t.db, 'bob.smith@example.com');
    const res = await m.client.post<Overview>(ACCOUNTS_API.bindEmail, {
      email: 'bob.smith@example.com',
      verificationCode: code,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.maskedEmail).toBe('b***@example.com');
  });

  it('refuses an address another member uses, a malformed one and a wrong code', async () => {
    await createMember(t.db, { email: 'taken@example.com' });
    const m = await loggedInMember(t.app, t.db);
    let res = await m.client.post(ACCOUNTS_API.bindEmailCode, { email: 'TAKEN@example.com' });
    expect([res.status, res.body.code]).toEqual([409, 'email_taken']);
    res = await m.client.post(ACCOUNTS_API.bindEmailCode, { email: 'not-an-address' });
    expect([res.status, res.body.code]).toEqual([400, 'incorrect_email']);
    await m.client.post(ACCOUNTS_API.bindEmailCode, { email: 'fresh@example.com' });
    const code = await latestCode(t.db, 'fresh@example.com');
    res = await m.client.post(ACCOUNTS_API.bindEmail, {
      email: 'fresh@example.com',
      verificationCode: code === '999999' ? '888888' : '999999',
    });
    expect([res.status, res.body.code]).toEqual([400, 'invalid_verification_code']);
  });
});
