import { ACCOUNTS_API, type LoginResult, type MemberInfo } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../../test/test-db.ts';
import { buildApp } from '../../../app.ts';
import { currentMember, requireAgent, requireRealMember, revokeSessions } from '../index.ts';
import { createMember, freshIp, setSwitch, TestClient } from '../testing.ts';

let app: FastifyInstance;
let database: TestDatabase;
const client = (ip = freshIp()) => new TestClient(app, ip);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ trustProxy: true, accountsRateLimitPerMinute: 10_000 }),
    db: database.db,
  });
  // stand-ins for real-money and agent routes of other modules
  app.get('/api/test/real', { preHandler: requireRealMember }, async (request) => ({
    success: true as const,
    value: currentMember(request).username,
  }));
  app.post('/api/test/agent', { preHandler: requireAgent }, async (request) => ({
    success: true as const,
    value: currentMember(request).type,
  }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function loggedIn(password = 'Right123') {
  const m = await createMember(database.db, { password });
  const c = client();
  expect((await c.login(m.username, password)).status).toBe(200);
  return { m, c };
}

const sessionRow = (memberId: bigint) =>
  database.db
    .selectFrom('sessions')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('session cookies', () => {
  it('are an httpOnly Lax token and a readable Strict CSRF value, the token stored only hashed', async () => {
    const m = await createMember(database.db, { password: 'Right123' });
    const res = await app.inject({
      method: 'POST',
      url: ACCOUNTS_API.login,
      payload: { username: m.username, password: 'Right123' },
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('hb_session='));
    const csrf = cookies.find((c) => c.startsWith('hb_csrf='));
    expect(session).toMatch(/; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(csrf).toMatch(/; Max-Age=604800; Path=\/; SameSite=Strict$/);
    expect(session).not.toContain('Secure');
    const token = session?.split(';')[0]?.split('=')[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await sessionRow(m.id);
    expect(row.token_hash.equals(Buffer.from(token))).toBe(false);
    expect(row.token_hash).toHaveLength(32);
    expect(row.login_type).toBe('username');
    const hours = (new Date(row.expires_at).getTime() - row.created_at.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(168);
  });
});

describe('member info and dead sessions', () => {
  it('answers the member, and please_login without a session', async () => {
    const { m, c } = await loggedIn();
    const me = await c.get<MemberInfo>(ACCOUNTS_API.me);
    expect(me.body.value).toMatchObject({ account: m.username, id: String(m.id), type: 0, isAgent: 0 });
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await client().get(ACCOUNTS_API.me);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'please_login']);
  });

  it('refuses garbage, expired, idle and revoked tokens with 401', async () => {
    const garbage = client();
    for (const value of ['garbage', 'a'.repeat(43), "'; drop table sessions; --"]) {
      garbage.cookies.set('hb_session', encodeURIComponent(value));
      const res = await garbage.get(ACCOUNTS_API.me);
      expect([res.status, res.body.code], value).toEqual([401, 'please_login']);
    }

    const expired = await loggedIn();
    await database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', expired.m.id)
      .execute();
    const e = await expired.c.get(ACCOUNTS_API.me);
    expect([e.status, e.body.code]).toEqual([401, 'session_expired']);
    expect(expired.c.cookies.has('hb_session')).toBe(false); // cleared by the answer

    const idle = await loggedIn();
    await database.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '121 minutes'` })
      .where('member_id', '=', idle.m.id)
      .execute();
    expect((await idle.c.get(ACCOUNTS_API.me)).body.code).toBe('session_expired');

    const revoked = await loggedIn();
    expect(await revokeSessions(database.db, revoked.m.id)).toBe(1);
    expect((await revoked.c.get(ACCOUNTS_API.me)).body.code).toBe('session_expired');
  });

  it('moves last_seen_at at most once a minute', async () => {
    const { m, c } = await loggedIn();
    await database.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '5 minutes'` })
      .where('member_id', '=', m.id)
      .execute();
    await c.get(ACCOUNTS_API.me);
    const moved = (await sessionRow(m.id)).last_seen_at;
    expect(Date.now() - moved.getTime()).toBeLessThan(5_000);
    await c.get(ACCOUNTS_API.me);
    expect((await sessionRow(m.id)).last_seen_at.getTime()).toBe(moved.getTime());
  });

  it('stops a stolen token once its owner logs out', async () => {
    const { c } = await loggedIn();
    const thief = client();
    thief.cookies.set('hb_session', c.cookies.get('hb_session') ?? '');
    expect((await thief.get(ACCOUNTS_API.me)).status).toBe(200);
    const out = await c.delete(ACCOUNTS_API.logout);
    expect(out.body).toEqual({ success: true, value: null });
    expect(out.setCookies.map((k) => [k.name, k.value])).toEqual([
      ['hb_session', ''],
      ['hb_csrf', ''],
    ]);
    // only the demo's dev-outbox key outlives the session (it names the browser, not the login)
    expect([...c.cookies.keys()].filter((k) => k !== 'hb_outbox')).toEqual([]);
    expect((await c.get(ACCOUNTS_API.me)).body.code).toBe('please_login');
    expect((await thief.get(ACCOUNTS_API.me)).body.code).toBe('session_expired');
    expect((await client().delete(ACCOUNTS_API.logout)).status).toBe(200);
  });
});

describe('session fixation', () => {
  it('gives a new token at every login and revokes the one the request came with', async () => {
    const { m, c } = await loggedIn();
    const before = c.cookies.get('hb_session');
    const old = client();
    old.cookies.set('hb_session', before ?? '');
    expect((await c.login(m.username, 'Right123')).status).toBe(200);
    expect(c.cookies.get('hb_session')).not.toBe(before);
    expect((await c.get(ACCOUNTS_API.me)).status).toBe(200);
    expect((await old.get(ACCOUNTS_API.me)).body.code).toBe('session_expired');

    const planted = client();
    planted.cookies.set('hb_session', 'p'.repeat(43));
    await planted.login(m.username, 'Right123');
    expect(planted.cookies.get('hb_session')).not.toBe('p'.repeat(43));
  });
});

describe('CSRF', () => {
  it('refuses a write on a live session without the matching header, and accepts it with', async () => {
    const { c } = await loggedIn();
    const body = { oldPassword: 'Right123', newPassword: 'Next1234', confirmNewPassword: 'Next1234' };
    const missing = await c.post(ACCOUNTS_API.changePassword, body, { noCsrf: true });
    expect([missing.status, missing.body.code]).toEqual([403, 'csrf_failed']);
    const wrong = await c.post(ACCOUNTS_API.changePassword, body, { headers: { 'x-csrf-token': 'forged' } });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'csrf_failed']);
    const forgedPair = await c.post(ACCOUNTS_API.changePassword, body, {
      noCsrf: true,
      headers: { 'x-csrf-token': 'same', cookie: `hb_session=${c.cookies.get('hb_session')}; hb_csrf=same` },
    });
    expect(forgedPair.body.code).toBe('csrf_failed');
    const logout = await c.delete(ACCOUNTS_API.logout, { noCsrf: true });
    expect(logout.body.code).toBe('csrf_failed');
    const ok = await c.post(ACCOUNTS_API.changePassword, body);
    expect([ok.status, ok.body]).toEqual([200, { success: true, value: null }]);
    expect((await c.get(ACCOUNTS_API.me)).status).toBe(200);
  });
});

describe('free play and the guards', () => {
  it('logs in a demo member per nonce, kept out of real-money routes', async () => {
    const nonce = `n-${Date.now()}-abcdefghijkl`;
    const c = client();
    const res = await c.post<LoginResult>(ACCOUNTS_API.freePlay, {
      nonce,
      os: 'linux',
      platform: 'W',
      gatewayVersion: 3,
    });
    expect(res.status).toBe(200);
    const value = res.body.value as Extract<LoginResult, { status: 'ok' }>;
    expect(value).toMatchObject({
      status: 'ok',
      firstTimeLogin: true,
      mustChangePassword: false,
      member: { type: 4, isAgent: 4 },
    });
    expect(value.member.account).toMatch(/^demo_[a-z0-9]{6}$/);
    const again = await client().post<LoginResult>(ACCOUNTS_API.freePlay, { nonce });
    expect((again.body.value as { member: MemberInfo }).member.id).toBe(value.member.id);

    const real = await c.get('/api/test/real');
    expect([real.status, real.body.code]).toEqual([403, 'in_need_true_account']);
    const change = await c.post(ACCOUNTS_API.changePassword, {
      oldPassword: 'x',
      newPassword: 'Next1234',
      confirmNewPassword: 'Next1234',
    });
    expect(change.body.code).toBe('in_need_true_account');
    expect((await c.get(ACCOUNTS_API.me)).status).toBe(200);
    const short = await client().post(ACCOUNTS_API.freePlay, { nonce: 'short' });
    expect(short.status).toBe(400);
  });

  it('is refused when the freePlay switch is off', async () => {
    await setSwitch(database.db, 'freePlay', false);
    try {
      const res = await client().post(ACCOUNTS_API.freePlay, { nonce: 'x'.repeat(20) });
      expect([res.status, res.body.code]).toEqual([403, 'operation_not_enabled']);
    } finally {
      await setSwitch(database.db, 'freePlay', true);
    }
  });

  it('lets a real member through requireRealMember, and only agents through requireAgent', async () => {
    const { m, c } = await loggedIn();
    expect((await c.get('/api/test/real')).body).toEqual({ success: true, value: m.username });
    const notAgent = await c.post('/api/test/agent');
    expect([notAgent.status, notAgent.body.code]).toEqual([403, 'error_not_agent']);
    expect((await client().post('/api/test/agent')).body.code).toBe('please_login');
    const agent = client();
    expect((await agent.login('agent01', 'Demo1234')).status).toBe(200);
    expect((await agent.post('/api/test/agent')).body).toEqual({ success: true, value: 1 });
  });
});
