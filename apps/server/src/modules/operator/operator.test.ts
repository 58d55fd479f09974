import { OPERATOR_API, type OperatorSession } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../accounts/testing.ts';
import { createWithdrawalTestApp, OPERATOR_PASSWORD, type TestContext } from '../wallet/testing.ts';
import { createOperator } from './auth.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createWithdrawalTestApp();
});
afterAll(() => ctx?.close());

let n = 0;
const name = () => `opauth${++n}`;
const login = (username: string, password: string) =>
  new TestClient(ctx.app).post<OperatorSession>(OPERATOR_API.login, { username, password });
const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('operator login', () => {
  it('answers a bearer token valid 12 hours, stored only as a hash', async () => {
    const username = name();
    const created = await createOperator(ctx.db, username, OPERATOR_PASSWORD);
    const res = await login(username.toUpperCase(), OPERATOR_PASSWORD);
    expect(res.status).toBe(200);
    const { token, expiresAt, operator } = res.body.value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(operator).toEqual({ id: created.id, username });
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const stored = await sql<{ token_hash: Buffer }>`SELECT token_hash FROM operator_sessions`.execute(
      ctx.db,
    );
    expect(stored.rows.some((r) => r.token_hash.toString('base64url') === token)).toBe(false);
    const me = await new TestClient(ctx.app).get(OPERATOR_API.me, as(token));
    expect(me.body.value).toEqual({ id: created.id, username });
  });

  it('refuses a wrong password and an unknown name alike, and locks after five wrong ones', async () => {
    const username = name();
    await createOperator(ctx.db, username, OPERATOR_PASSWORD);
    const unknown = await login('nobody-here', OPERATOR_PASSWORD);
    expect([unknown.status, unknown.body.code]).toEqual([401, 'operator_login_failed']);
    for (let i = 0; i < 5; i++) {
      const res = await login(username, 'not-the-password');
      expect([res.status, res.body.code]).toEqual([401, 'operator_login_failed']);
    }
    const locked = await login(username, OPERATOR_PASSWORD);
    expect([locked.status, locked.body.code, locked.body.details]).toEqual([
      423,
      'account_locked',
      { lockedMinutes: 15 },
    ]);
    expect((await login(username, '')).status).toBe(400);
  });

  it('gives a burst of concurrent guesses no more tries than the limit, the right password last included', async () => {
    const username = name();
    await createOperator(ctx.db, username, OPERATOR_PASSWORD);
    const guesses = Array.from({ length: 29 }, () => 'not-the-password');
    // from many addresses, as a distributed guesser would (each under the per-IP rate limit)
    const answers = await Promise.all(
      [...guesses, OPERATOR_PASSWORD].map((password, i) =>
        new TestClient(ctx.app, `192.0.2.${i + 1}`).post(OPERATOR_API.login, { username, password }),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    // five wrong ones were checked, then the account was locked: the rest, the right one too, are refused
    expect(codes.filter((c) => c === 'operator_login_failed')).toHaveLength(5);
    expect(codes.filter((c) => c === 'account_locked')).toHaveLength(answers.length - 5);
  });

  it('the operator API needs a live token: none, garbage, expired, revoked or a member session are refused', async () => {
    const username = name();
    await createOperator(ctx.db, username, OPERATOR_PASSWORD);
    const anonymous = new TestClient(ctx.app);
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer nonsense' },
      { authorization: `Bearer ${'A'.repeat(43)}` },
      { authorization: 'Basic abc' },
    ]) {
      const res = await anonymous.get(OPERATOR_API.withdrawals, { headers });
      expect([res.status, res.body.code]).toEqual([401, 'operator_unauthorized']);
    }
    const approve = await anonymous.post(OPERATOR_API.withdrawalApprove('1'));
    expect([approve.status, approve.body.code]).toEqual([401, 'operator_unauthorized']);

    const token = (await login(username, OPERATOR_PASSWORD)).body.value.token;
    expect((await anonymous.get(OPERATOR_API.withdrawals, as(token))).status).toBe(200);
    await sql`UPDATE operator_sessions SET expires_at = now() - interval '1 second'`.execute(ctx.db);
    expect((await anonymous.get(OPERATOR_API.withdrawals, as(token))).status).toBe(401);

    const fresh = (await login(username, OPERATOR_PASSWORD)).body.value.token;
    expect((await anonymous.request('DELETE', OPERATOR_API.session, as(fresh))).status).toBe(200);
    expect((await anonymous.get(OPERATOR_API.me, as(fresh))).status).toBe(401);
  });

  it('a disabled operator cannot log in or use a token', async () => {
    const username = name();
    await createOperator(ctx.db, username, OPERATOR_PASSWORD);
    const token = (await login(username, OPERATOR_PASSWORD)).body.value.token;
    await sql`UPDATE operators SET status = 'disabled' WHERE username = ${username}`.execute(ctx.db);
    expect((await login(username, OPERATOR_PASSWORD)).status).toBe(401);
    expect((await new TestClient(ctx.app).get(OPERATOR_API.me, as(token))).status).toBe(401);
  });

  it('creating: names and passwords are checked, a name is taken once', async () => {
    await expect(createOperator(ctx.db, 'Bad Name', OPERATOR_PASSWORD)).rejects.toThrow(/username/);
    await expect(createOperator(ctx.db, 'shortpw', 'short')).rejects.toThrow(/password/);
    const username = name();
    await createOperator(ctx.db, username, OPERATOR_PASSWORD);
    await expect(createOperator(ctx.db, username, OPERATOR_PASSWORD)).rejects.toThrow(/already exists/);
  });
});
