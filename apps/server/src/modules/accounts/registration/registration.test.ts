import { ACCOUNTS_API, type LoginResult, type MemberInfo, type RegisterSettings } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-db.ts';
import {
  freshIp,
  latestCode,
  registerMember,
  setRule,
  setSwitch,
  solveCaptcha,
  TestClient,
  uniqueUsername,
} from '../testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const client = () => new TestClient(t.app, freshIp());

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, accountsRateLimitPerMinute: 10_000 });
});
afterAll(() => t?.close());

const memberRow = (username: string) =>
  t.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

describe('registration settings', () => {
  it('lists the modes the switches allow, the rules and the countries', async () => {
    const res = await client().get<RegisterSettings>(ACCOUNTS_API.registerSettings);
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v.modes).toEqual(['username', 'mobile', 'mobilePassword', 'direct']);
    expect(v.smsVerification).toBe(false);
    expect(v.defaultCountryCode).toBe('VN');
    expect(v.smsExpiryMinutes).toBe(5);
    expect(v.rules.find((r) => r.field === 'username')).toMatchObject({
      patternId: 'letterThenAlnum',
      minLength: 6,
    });
    expect(v.countries).toEqual(
      expect.arrayContaining([
        { countryCode: 'VN', countryDialingCode: '84', mobileDigits: 9 },
        { countryCode: 'US', countryDialingCode: '1', mobileDigits: 10 },
      ]),
    );
    const countries = await client().get(ACCOUNTS_API.countries);
    expect(countries.body.value).toHaveLength(5);
  });

  it('names the agent behind an invitation code, and refuses an unknown one', async () => {
    const ok = await client().get(`${ACCOUNTS_API.affiliate}?code=agent01`);
    expect(ok.body.value).toEqual({ code: 'AGENT01', agentNickname: 'Đại lý 01' });
    const bad = await client().get(`${ACCOUNTS_API.affiliate}?code=NOPE99`);
    expect([bad.status, bad.body.code]).toEqual([400, 'invitation_code_error']);
  });
});

describe('register by username', () => {
  it('creates the member (lower-case name), logs in and answers firstTimeLogin', async () => {
    const c = client();
    const name = `Mixed${uniqueUsername('')}`.slice(0, 16);
    const res = await registerMember(c, t.db, {
      username: name,
      email: `${name}@Example.com`,
      payeeName: 'Nguyen Van An',
      affiliateCode: 'agent01',
    });
    expect(res.status).toBe(200);
    const result = res.body.value as Extract<LoginResult, { status: 'ok' }>;
    expect(result).toMatchObject({
      status: 'ok',
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(result.member).toMatchObject({ account: name.toLowerCase(), type: 0, toUpline: true });
    // hb_outbox: the demo's dev outbox now shows this browser the member's own messages
    expect(res.setCookies.map((k) => k.name).sort()).toEqual(['hb_csrf', 'hb_outbox', 'hb_session']);

    const me = await c.get<MemberInfo>(ACCOUNTS_API.me);
    expect(me.body.value.account).toBe(name.toLowerCase());
    const row = await memberRow(name.toLowerCase());
    expect(row.email).toBe(`${name.toLowerCase()}@example.com`);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.referred_by_code).toBe('AGENT01');
    expect(row.affiliate_code).toMatch(/^[A-Z0-9]{8}$/);
    const history = await t.db
      .selectFrom('login_history')
      .selectAll()
      .where('member_id', '=', row.id)
      .execute();
    expect(history.map((h) => [h.success, h.login_type])).toEqual([[true, 'register']]);
  });

  it('direct mode checks only the username, password and captcha', async () => {
    const res = await registerMember(client(), t.db, {
      registerMode: 'direct',
      payeeName: 'Nguyễn',
      email: 'bad',
    });
    expect(res.status).toBe(200);
    const row = await memberRow((res.body.value as { member: MemberInfo }).member.account);
    expect([row.payee_name, row.email]).toEqual([null, null]);
  });

  it('reports every rule failure at once, as required or pattern:<id>:<min>:<max>', async () => {
    const res = await client().put(ACCOUNTS_API.register, {
      username: '1abc',
      password: 'abcdefgh',
      confirmPassword: 'abcdefgh',
      payeeName: 'Nguyễn Văn An',
      email: 'not-an-email',
      mobileNum: '12345',
      affiliateCode: 'a_b',
      termsAccepted: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('field_invalid');
    expect(res.body.fields).toEqual({
      username: 'pattern:letterThenAlnum:6:16',
      password: 'pattern:lettersAndDigits:6:20',
      confirmPassword: 'pattern:lettersAndDigits:6:20',
      payeeName: 'pattern:payeeName:2:50',
      email: 'pattern:email:6:64',
      mobileNum: 'pattern:digits:9:9',
      affiliateCode: 'pattern:lettersOrDigits:4:20',
      captcha: 'required',
    });
    const missing = await client().put(ACCOUNTS_API.register, { termsAccepted: true });
    expect(missing.body.fields).toMatchObject({
      username: 'required',
      password: 'required',
      captcha: 'required',
    });
  });

  it('refuses a mismatched confirmation, the terms unticked, an unknown invitation code', async () => {
    const mismatch = await registerMember(client(), t.db, { confirmPassword: 'Other1234' });
    expect([mismatch.status, mismatch.body.code]).toEqual([400, 'password_mismatch']);
    const terms = await registerMember(client(), t.db, { termsAccepted: false });
    expect([terms.status, terms.body.code]).toEqual([400, 'terms_not_accepted']);
    const noTerms = await registerMember(client(), t.db, { termsAccepted: undefined });
    expect(noTerms.body.code).toBe('terms_not_accepted');
    const invite = await registerMember(client(), t.db, { affiliateCode: 'NOSUCH1' });
    expect([invite.status, invite.body.code, invite.body.fields]).toEqual([
      400,
      'invitation_code_error',
      { affiliateCode: 'invitation_code_error' },
    ]);
    const referral = await registerMember(client(), t.db, { referralCode: 'NOSUCH2' });
    expect(referral.body.code).toBe('invitation_code_error');
  });

  it('refuses taken usernames (any case), e-mails and mobile numbers', async () => {
    const name = uniqueUsername();
    expect((await registerMember(client(), t.db, { username: name, email: `${name}@mail.vn` })).status).toBe(
      200,
    );
    const again = await registerMember(client(), t.db, { username: name.toUpperCase() });
    expect([again.status, again.body.code]).toEqual([409, 'username_taken']);
    const email = await registerMember(client(), t.db, { email: `${name.toUpperCase()}@MAIL.vn` });
    expect([email.status, email.body.code]).toEqual([409, 'email_taken']);
    const mobile = await registerMember(client(), t.db, {
      mobileNum: '0912345678',
      countryDialingCode: '84',
    });
    expect([mobile.status, mobile.body.code]).toEqual([409, 'mobile_taken']); // demo01's number
  });

  it('checks the captcha: wrong, reused and made too fast', async () => {
    const wrong = await registerMember(client(), t.db, { captcha: 'ZZZZ' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'captcha_invalid']);
    const solved = await solveCaptcha(t.db);
    // used by an attempt that fails a later check (the invitation code): the captcha is gone all the same
    const first = await registerMember(client(), t.db, { ...solved, affiliateCode: 'NOSUCH3' });
    expect(first.body.code).toBe('invitation_code_error');
    const reused = await registerMember(client(), t.db, solved);
    expect(reused.body.code).toBe('captcha_invalid');
    const garbage = await registerMember(client(), t.db, { captchaId: "'; drop table captchas; --" });
    expect(garbage.body.code).toBe('captcha_invalid');

    const c = client();
    const image = await c.get<{ captchaId: string; image: string }>(ACCOUNTS_API.captcha);
    expect(image.status).toBe(200);
    expect(image.body.value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(image.headers['cache-control']).toBe('no-store');
    const tooFast = await c.get(ACCOUNTS_API.captcha);
    expect([tooFast.status, tooFast.body.code]).toEqual([429, 'captcha_too_fast']);
  });

  it('wants the birthday 21 years back when the birthday rule is on', async () => {
    await setRule(t.db, 'birthday', { enabled: true, required: true });
    try {
      const young = await registerMember(client(), t.db, {
        birthday: `${new Date().getFullYear() - 20}-01-01`,
      });
      expect([young.status, young.body.code]).toEqual([400, 'birthday_under_21']);
      const missing = await registerMember(client(), t.db);
      expect(missing.body.fields).toEqual({ birthday: 'required' });
      const notADate = await registerMember(client(), t.db, { birthday: '2001-02-30' });
      expect(notADate.body.fields).toEqual({ birthday: 'pattern:date:10:10' });
      const adult = await registerMember(client(), t.db, { birthday: '01-31-1990' });
      expect(adult.status).toBe(200);
      const row = await memberRow((adult.body.value as { member: MemberInfo }).member.account);
      expect(row.birthday?.getFullYear()).toBe(1990);
    } finally {
      await setRule(t.db, 'birthday', { enabled: false, required: false });
    }
  });

  it('stores a payment password when its rule is on', async () => {
    await setRule(t.db, 'paymentPassword', { enabled: true, required: true });
    try {
      const missing = await registerMember(client(), t.db);
      expect(missing.body.fields).toEqual({ paymentPassword: 'required' });
      const ok = await registerMember(client(), t.db, { paymentPassword: '123456' });
      const row = await memberRow((ok.body.value as { member: MemberInfo }).member.account);
      expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await setRule(t.db, 'paymentPassword', { enabled: false, required: false });
    }
  });

  it('refuses a mode its switch turns off', async () => {
    await setSwitch(t.db, 'registerDirect', false);
    try {
      const res = await registerMember(client(), t.db, { registerMode: 'direct' });
      expect([res.status, res.body.code]).toEqual([403, 'operation_not_enabled']);
      const wrongRoute = await registerMember(client(), t.db, { registerMode: 'mobile' });
      expect(wrongRoute.body.code).toBe('validation_error');
    } finally {
      await setSwitch(t.db, 'registerDirect', true);
    }
  });

  it('lets exactly one of 10 concurrent registrations of a username win', async () => {
    const name = uniqueUsername('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => registerMember(client(), t.db, { username: name })),
    );
    const codes = results.map((r) => (r.status === 200 ? 'ok' : r.body.code)).sort();
    expect(codes).toEqual(['ok', ...Array(9).fill('username_taken')]);
    const rows = await t.db.selectFrom('members').select('id').where('username', '=', name).execute();
    expect(rows).toHaveLength(1);
  });

  it('stores injection strings as given and answers them JSON-escaped', async () => {
    await setRule(t.db, 'username', {
      pattern_id: 'any',
      accepted_pattern: '*',
      min_length: 1,
      max_length: 64,
    });
    await setRule(t.db, 'line', { enabled: true });
    try {
      const name = `x'); drop table members;--<b>"\\${Date.now() % 1000}`;
      const c = client();
      const res = await registerMember(c, t.db, { username: name, line: "<script>alert('x')</script>" });
      expect(res.status).toBe(200);
      const me = await c.get(ACCOUNTS_API.me);
      expect(JSON.parse(JSON.stringify(me.body)).value.account).toBe(name);
      const row = await memberRow(name);
      expect(row.profile).toEqual({ line: "<script>alert('x')</script>" });
      const login = await client().login(name, 'Test1234');
      expect(login.status).toBe(200);
    } finally {
      await setRule(t.db, 'username', {
        pattern_id: 'letterThenAlnum',
        accepted_pattern: '^[A-Za-z][A-Za-z0-9]*$',
        min_length: 6,
        max_length: 16,
      });
      await setRule(t.db, 'line', { enabled: false });
    }
  });
});

describe('register by mobile', () => {
  const number = { local: '0987650001', target: '84987650001' };

  it('sends a code, then registers with it (mode mobile: no password) and logs in', async () => {
    const c = client();
    const sent = await c.post(ACCOUNTS_API.registerCode, {
      mobileNo: number.local,
      countryDialingCode: '+84',
    });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await latestCode(t.db, number.target);
    const outbox = await c.get<{ body: string }[]>(`${ACCOUNTS_API.devOutbox}?to=${number.target}`);
    expect(outbox.body.value[0]?.body).toContain('It expires in 5 minutes');

    const res = await c.put<LoginResult>(ACCOUNTS_API.registerMobile, {
      registerMode: 'mobile',
      mobileNum: number.local,
      countryDialingCode: '84',
      verificationCode: code,
      termsAccepted: true,
      ...(await solveCaptcha(t.db)),
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'ok',
      firstTimeLogin: true,
      member: { account: 'm84987650001' },
    });
    const row = await memberRow('m84987650001');
    expect([row.country_dialing_code, row.mobile, row.password_hash]).toEqual(['84', '987650001', null]);

    const again = await c.post(ACCOUNTS_API.registerCode, {
      mobileNo: number.local,
      countryDialingCode: '84',
    });
    expect([again.status, again.body.code]).toEqual([409, 'mobile_taken']);
  });

  it('refuses a wrong and an expired code, and a code with no number', async () => {
    const c = client();
    const target = '84987650002';
    await c.post(ACCOUNTS_API.registerCode, { mobileNo: '987650002', countryDialingCode: '84' });
    const body = async (verificationCode: string) => ({
      registerMode: 'mobile',
      mobileNum: '987650002',
      countryDialingCode: '84',
      verificationCode,
      termsAccepted: true,
      ...(await solveCaptcha(t.db)),
    });
    const code = await latestCode(t.db, target);
    const wrong = await c.put(
      ACCOUNTS_API.registerMobile,
      await body(code === '000000' ? '111111' : '000000'),
    );
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalid_verification_code']);
    const long = await c.put(ACCOUNTS_API.registerMobile, await body('1'.repeat(256)));
    expect([long.status, long.body.code]).toEqual([400, 'invalid_verification_code']);
    await t.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('target', '=', target)
      .execute();
    const expired = await c.put(ACCOUNTS_API.registerMobile, await body(code));
    expect([expired.status, expired.body.code]).toEqual([400, 'code_expired']);
    const noCode = await c.put(ACCOUNTS_API.registerMobile, {
      ...(await body(code)),
      verificationCode: undefined,
    });
    expect(noCode.body.fields).toEqual({ verificationCode: 'required' });
  });

  it('mobilePassword needs a code only when registerSmsVerify is on', async () => {
    const base = async (mobile: string) => ({
      registerMode: 'mobilePassword',
      mobileNum: mobile,
      countryDialingCode: '84',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      termsAccepted: true,
      ...(await solveCaptcha(t.db)),
    });
    const plain = await client().put(ACCOUNTS_API.registerMobile, await base('987650003'));
    expect(plain.status).toBe(200);

    await setSwitch(t.db, 'registerSmsVerify', true);
    try {
      const c = client();
      const missing = await c.put(ACCOUNTS_API.registerMobile, await base('987650004'));
      expect(missing.body.fields).toEqual({ verificationCode: 'required' });
      await c.post(ACCOUNTS_API.registerCode, { mobileNo: '987650004', countryDialingCode: '84' });
      const code = await latestCode(t.db, '84987650004');
      const ok = await c.put(ACCOUNTS_API.registerMobile, {
        ...(await base('987650004')),
        verificationCode: code,
      });
      expect(ok.status).toBe(200);
      // the same visitor again: a known IP, no second verification
      const login = await new TestClient(t.app, c.ip).login('m84987650004', 'Pass1234');
      expect(login.body.value).toMatchObject({ status: 'ok', firstTimeLogin: false });
    } finally {
      await setSwitch(t.db, 'registerSmsVerify', false);
    }
  });

  it('checks the digit count of the country', async () => {
    const res = await client().put(ACCOUNTS_API.registerMobile, {
      registerMode: 'mobilePassword',
      mobileNum: '91234567',
      countryDialingCode: '1',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      termsAccepted: true,
      ...(await solveCaptcha(t.db)),
    });
    expect(res.body.fields).toEqual({ mobileNum: 'pattern:digits:10:10' });
    const unknownCountry = await client().post(ACCOUNTS_API.registerCode, {
      mobileNo: '912345678',
      countryDialingCode: '999',
    });
    expect([unknownCountry.status, unknownCountry.body.code]).toEqual([400, 'invalid_phone_number']);
  });
});
