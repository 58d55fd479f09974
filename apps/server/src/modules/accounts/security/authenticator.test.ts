import {
  ACCOUNTS_API,
  type authenticatorSetup,
  type LoginResult,
  type securityOverview,
} from '@app/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TestClient } from '../testing.ts';
import { verifyAuthenticatorCode } from './second-factor.ts';
import { buildSecurityTestApp, loggedInMember } from './testing.ts';

type Setup = z.infer<typeof authenticatorSetup>;
type Overview = z.infer<typeof securityOverview>;

let t: Awaited<ReturnType<typeof buildSecurityTestApp>>;
beforeAll(async () => {
  t = await buildSecurityTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The code an authenticator app would show now (or `offset` steps away). */
function codeFor(secret: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

/** A 6-digit code that is not the secret's within ±1 step. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((o) => codeFor(secret, o)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

describe('authenticator', () => {
  it('sets up, enables with a current code, then disables with a code and the password', async () => {
    const m = await loggedInMember(t.app, t.db);
    const setup = await m.client.post<Setup>(ACCOUNTS_API.authenticatorSetup);
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.body.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/[^?]+:${m.username}\\?`));
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);

    // stored encrypted, not yet enabled
    const stored = await t.db
      .selectFrom('members')
      .select(['totp_secret', 'totp_enabled'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_enabled).toBe(false);
    expect(stored.totp_secret).toMatch(/^v1:/);
    expect(stored.totp_secret).not.toContain(secret);

    let res = await m.client.post(ACCOUNTS_API.authenticatorEnable, { code: wrongCode(secret) });
    expect([res.status, res.body.code]).toEqual([400, 'invalid_verification_code']);
    res = await m.client.post(ACCOUNTS_API.authenticatorEnable, { code: 'abc' });
    expect([res.status, res.body.code]).toEqual([400, 'invalid_verification_code']);
    const first = codeFor(secret);
    res = await m.client.post<Overview>(ACCOUNTS_API.authenticatorEnable, { code: first });
    expect(res.status).toBe(200);
    expect((res.body.value as Overview).authenticatorEnabled).toBe(true);

    // enabled: a new setup is refused
    res = await m.client.post(ACCOUNTS_API.authenticatorSetup);
    expect([res.status, res.body.code]).toEqual([409, 'authenticator_already_enabled']);

    // disabling: the code just used cannot be replayed; a wrong password is refused
    res = await m.client.post(ACCOUNTS_API.authenticatorDisable, { code: first, password: 'Test1234' });
    expect([res.status, res.body.code]).toEqual([400, 'invalid_verification_code']);
    const next = codeFor(secret, 1);
    res = await m.client.post(ACCOUNTS_API.authenticatorDisable, { code: next, password: 'Wrong1234' });
    expect([res.status, res.body.code]).toEqual([400, 'wrong_password']);
    res = await m.client.post<Overview>(ACCOUNTS_API.authenticatorDisable, {
      code: next,
      password: 'Test1234',
    });
    expect(res.status).toBe(200);
    expect((res.body.value as Overview).authenticatorEnabled).toBe(false);
    const after = await t.db
      .selectFrom('members')
      .select(['totp_secret', 'totp_enabled'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ totp_secret: null, totp_enabled: false });

    res = await m.client.post(ACCOUNTS_API.authenticatorDisable, { code: next, password: 'Test1234' });
    expect([res.status, res.body.code]).toEqual([400, 'authenticator_not_enabled']);
  });

  it('enable before setup is refused; a second setup replaces the pending secret', async () => {
    const m = await loggedInMember(t.app, t.db);
    let res = await m.client.post(ACCOUNTS_API.authenticatorEnable, { code: '123456' });
    expect([res.status, res.body.code]).toEqual([400, 'authenticator_not_set_up']);
    const one = (await m.client.post<Setup>(ACCOUNTS_API.authenticatorSetup)).body.value.secret;
    const two = (await m.client.post<Setup>(ACCOUNTS_API.authenticatorSetup)).body.value.secret;
    expect(two).not.toBe(one);
    res = await m.client.post(ACCOUNTS_API.authenticatorEnable, { code: codeFor(one) });
    if (codeFor(one) !== codeFor(two)) expect(res.body.code).toBe('invalid_verification_code');
    res = await m.client.post(ACCOUNTS_API.authenticatorEnable, { code: codeFor(two) });
    expect(res.status).toBe(200);
  });

  it('gives the login second verification a one-time check', async () => {
    const m = await loggedInMember(t.app, t.db);
    const { secret } = (await m.client.post<Setup>(ACCOUNTS_API.authenticatorSetup)).body.value;
    expect(await verifyAuthenticatorCode(t.db, m.id, codeFor(secret))).toBe(false); // not enabled yet
    await m.client.post(ACCOUNTS_API.authenticatorEnable, { code: codeFor(secret, -1) });
    const code = codeFor(secret);
    expect(await verifyAuthenticatorCode(t.db, m.id, code)).toBe(true);
    expect(await verifyAuthenticatorCode(t.db, m.id, code)).toBe(false);
    expect(await verifyAuthenticatorCode(t.db, m.id, 'x')).toBe(false);
  });

  it('answers the login second verification from a new IP (wired as the accounts checkAuthenticator)', async () => {
    const m = await loggedInMember(t.app, t.db);
    const { secret } = (await m.client.post<Setup>(ACCOUNTS_API.authenticatorSetup)).body.value;
    await m.client.post(ACCOUNTS_API.authenticatorEnable, { code: codeFor(secret, -1) });
    const elsewhere = new TestClient(t.app, '203.0.113.250');
    const login = await elsewhere.login(m.username, 'Test1234');
    const challenge = login.body.value as Extract<LoginResult, { status: 'verify' }>;
    expect(challenge.status).toBe('verify');
    expect(challenge.methods).toContain('authenticator');
    const wrong = await elsewhere.post(ACCOUNTS_API.secondVerification, {
      challengeId: challenge.challengeId,
      method: 'authenticator',
      answer: wrongCode(secret),
    });
    expect(wrong.body.code).toBe('invalid_verification_code');
    const right = await elsewhere.post<LoginResult>(ACCOUNTS_API.secondVerification, {
      challengeId: challenge.challengeId,
      method: 'authenticator',
      answer: codeFor(secret),
    });
    expect(right.status).toBe(200);
    expect(right.body.value.status).toBe('ok');
  });
});
