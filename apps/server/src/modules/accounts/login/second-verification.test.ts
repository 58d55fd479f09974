import { ACCOUNTS_API, type LoginResult } from '@app/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../../test/test-db.ts';
import { configureTotp } from '../security/index.ts';
import { createMember, freshIp, latestCode, type MemberSeed, TestClient } from '../testing.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const client = (ip = freshIp()) => new TestClient(t.app, ip);

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, accountsRateLimitPerMinute: 10_000 });
});
afterAll(() => t?.close());

type Verify = Extract<LoginResult, { status: 'verify' }>;

let n = 0;
/** A member who logged in before from one address, with every second-verification method but the authenticator. */
async function returningMember(extra: MemberSeed = {}) {
  n += 1;
  const m = await createMember(t.db, {
    password: 'Right123',
    lastLoginAt: new Date(Date.now() - 86_400_000),
    mobile: { dialingCode: '84', mobile: `9650000${String(n).padStart(2, '0')}` },
    email: `second${n}@mail.vn`,
    payeeName: 'NGUYEN VAN DUC',
    ...extra,
  });
  const home = freshIp();
  await t.db.insertInto('known_ips').values({ member_id: m.id, ip: home }).execute();
  return { ...m, home, email: extra.email === undefined ? `second${n}@mail.vn` : extra.email };
}

async function challenge(username: string, c = client()) {
  const res = await c.login(username, 'Right123');
  expect(res.status).toBe(200);
  return { c, value: res.body.value as Verify };
}

describe('second verification from an unknown IP', () => {
  it('is skipped from a known IP and on a first login', async () => {
    const m = await returningMember();
    const home = await client(m.home).login(m.username, 'Right123');
    expect(home.body.value).toMatchObject({ status: 'ok' });
    const first = await createMember(t.db, { password: 'Right123', email: 'first@mail.vn' });
    expect((await client().login(first.username, 'Right123')).body.value).toMatchObject({ status: 'ok' });
    const nothing = await createMember(t.db, { password: 'Right123', lastLoginAt: new Date() });
    expect((await client().login(nothing.username, 'Right123')).body.value).toMatchObject({ status: 'ok' });
  });

  it('asks for it with the methods and masked targets, and no session yet', async () => {
    const m = await returningMember();
    const { c, value } = await challenge(m.username);
    expect(value).toMatchObject({
      status: 'verify',
      methods: ['mobile', 'email', 'bankName'],
      maskedMobile: expect.stringMatching(/^\*{6}\d{3}$/),
      maskedEmail: expect.stringMatching(/^s\*\*\*@mail\.vn$/),
    });
    expect(c.cookies.has('hb_session')).toBe(false);
    expect((await c.get(ACCOUNTS_API.me)).status).toBe(401);
  });

  it('passes with a code sent by e-mail; the IP is known afterwards', async () => {
    const m = await returningMember();
    const { c, value } = await challenge(m.username);
    const sent = await c.post(ACCOUNTS_API.secondVerificationSend, {
      challengeId: value.challengeId,
      method: 'email',
    });
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await latestCode(t.db, m.email as string);
    const res = await c.post<LoginResult>(ACCOUNTS_API.secondVerification, {
      challengeId: value.challengeId,
      method: 'email',
      answer: code,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'ok',
      firstTimeLogin: false,
      member: { account: m.username },
    });
    expect((await c.get(ACCOUNTS_API.me)).status).toBe(200);
    const reuse = await c.post(ACCOUNTS_API.secondVerification, {
      challengeId: value.challengeId,
      method: 'email',
      answer: code,
    });
    expect(reuse.body.code).toBe('challenge_expired');
    expect((await client(c.ip).login(m.username, 'Right123')).body.value).toMatchObject({ status: 'ok' });
  });

  it('passes with a code sent by SMS', async () => {
    const m = await returningMember();
    const { c, value } = await challenge(m.username);
    await c.post(ACCOUNTS_API.secondVerificationSend, { challengeId: value.challengeId, method: 'mobile' });
    const row = await t.db
      .selectFrom('members')
      .select('mobile')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    const code = await latestCode(t.db, `84${row.mobile}`);
    const res = await c.post(ACCOUNTS_API.secondVerification, {
      challengeId: value.challengeId,
      method: 'mobile',
      answer: code,
    });
    expect(res.body.value).toMatchObject({ status: 'ok' });
  });

  it('passes with the payee name, whatever the case and diacritics', async () => {
    const m = await returningMember();
    const { c, value } = await challenge(m.username);
    const res = await c.post(ACCOUNTS_API.secondVerification, {
      challengeId: value.challengeId,
      method: 'bankName',
      answer: ' Nguyễn  Văn Đức ',
    });
    expect(res.body.value).toMatchObject({ status: 'ok' });
  });

  it('passes with an authenticator code (±1 step)', async () => {
    const secret = new Secret({ size: 20 });
    const m = await returningMember();
    // stored the security centre's way: encrypted with the process's TOTP key (app.ts wires its check)
    const vault = configureTotp({ dataDir: testConfig().dataDir });
    await t.db
      .updateTable('members')
      .set({ totp_secret: vault.encrypt(m.id, secret.base32), totp_enabled: true })
      .where('id', '=', m.id)
      .execute();
    const { c, value } = await challenge(m.username);
    expect(value.methods).toContain('authenticator');
    const totp = new TOTP({ secret });
    const wrong = await c.post(ACCOUNTS_API.secondVerification, {
      challengeId: value.challengeId,
      method: 'authenticator',
      answer: totp.generate({ timestamp: Date.now() - 120_000 }),
    });
    expect(wrong.body.code).toBe('invalid_verification_code');
    const res = await c.post(ACCOUNTS_API.secondVerification, {
      challengeId: value.challengeId,
      method: 'authenticator',
      answer: totp.generate({ timestamp: Date.now() - 30_000 }),
    });
    expect(res.body.value).toMatchObject({ status: 'ok' });
  });

  it('dies after 5 wrong answers, and after 10 minutes', async () => {
    const m = await returningMember();
    const { c, value } = await challenge(m.username);
    const answer = (text: string) =>
      c.post(ACCOUNTS_API.secondVerification, {
        challengeId: value.challengeId,
        method: 'bankName',
        answer: text,
      });
    for (let i = 0; i < 5; i++) expect((await answer('Someone Else')).body.code).toBe('verification_failed');
    expect((await answer('Nguyen Van Duc')).body.code).toBe('challenge_expired');

    const late = await challenge(m.username);
    await t.db
      .updateTable('login_challenges')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', late.value.challengeId)
      .execute();
    const res = await late.c.post(ACCOUNTS_API.secondVerification, {
      challengeId: late.value.challengeId,
      method: 'bankName',
      answer: 'Nguyen Van Duc',
    });
    expect(res.body.code).toBe('challenge_expired');
  });

  it('refuses a method the member lacks and a made-up challenge', async () => {
    const m = await returningMember({ email: null });
    const { c, value } = await challenge(m.username);
    expect(value.methods).toEqual(['mobile', 'bankName']);
    const noEmail = await c.post(ACCOUNTS_API.secondVerificationSend, {
      challengeId: value.challengeId,
      method: 'email',
    });
    expect(noEmail.status).toBe(400);
    const noTotp = await c.post(ACCOUNTS_API.secondVerification, {
      challengeId: value.challengeId,
      method: 'authenticator',
      answer: '123456',
    });
    expect(noTotp.body.code).toBe('verification_failed');
    for (const challengeId of [
      'nope',
      '00000000-0000-4000-8000-000000000000',
      "'; drop table login_challenges; --",
    ]) {
      const res = await c.post(ACCOUNTS_API.secondVerification, {
        challengeId,
        method: 'bankName',
        answer: 'x',
      });
      expect([res.status, res.body.code]).toEqual([400, 'challenge_expired']);
    }
  });
});
