import { ACCOUNTS_API, type loginRecord, type sessionRecord } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createMember, TestClient } from '../testing.ts';
import { buildSecurityTestApp, loggedInMember, nextIp } from './testing.ts';

type Page = { items: z.infer<typeof loginRecord>[]; pageNum: number; totalPages: number; total: number };
type Session = z.infer<typeof sessionRecord>;

let t: Awaited<ReturnType<typeof buildSecurityTestApp>>;
beforeAll(async () => {
  t = await buildSecurityTestApp();
});
afterAll(async () => {
  await t?.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('login history', () => {
  it('pages the member’s own logins, newest first, 10 a page by default', async () => {
    const m = await loggedInMember(t.app, t.db);
    const other = await createMember(t.db);
    const base = Date.now() - 3_600_000;
    await t.db
      .insertInto('login_history')
      .values([
        ...Array.from({ length: 12 }, (_, i) => ({
          member_id: m.id,
          at: new Date(base + i * 60_000),
          ip: `203.0.113.${i + 1}`,
          user_agent: CHROME_WINDOWS,
          success: i % 3 !== 0,
          login_type: 'username',
        })),
        { member_id: other.id, ip: '192.0.2.1', user_agent: '', success: true, login_type: 'username' },
      ])
      .execute();

    const first = await m.client.get<Page>(ACCOUNTS_API.logins);
    expect(first.status).toBe(200);
    // 12 inserted + the test login itself
    expect(first.body.value).toMatchObject({ pageNum: 1, totalPages: 2, total: 13 });
    expect(first.body.value.items).toHaveLength(10);
    expect(first.body.value.items[0]).toMatchObject({ device: 'Unknown device', success: true });
    expect(first.body.value.items[1]).toEqual({
      at: new Date(base + 11 * 60_000).toISOString(),
      ip: '203.0.113.12',
      device: 'Chrome on Windows',
      success: true,
    });
    const second = await m.client.get<Page>(`${ACCOUNTS_API.logins}?pageNo=2&pageSize=10`);
    expect(second.body.value.items.map((i) => i.ip)).toEqual(['203.0.113.3', '203.0.113.2', '203.0.113.1']);
    expect(second.body.value.items.at(-1)?.success).toBe(false);
    expect(JSON.stringify([first.body, second.body])).not.toContain('192.0.2.1');

    const bad = await m.client.get(`${ACCOUNTS_API.logins}?pageNo=0`);
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_page']);
  });
});

describe('sessions', () => {
  it('lists live sessions with the current one flagged, and revokes the others', async () => {
    const m = await loggedInMember(t.app, t.db, { lastLoginAt: null });
    // a second device from the same IP as the first, so no second verification is asked for
    const phone = new TestClient(t.app, m.client.ip);
    expect((await phone.login(m.username, 'Test1234', {})).status).toBe(200);

    const list = await m.client.get<Session[]>(ACCOUNTS_API.sessions);
    expect(list.status).toBe(200);
    expect(list.body.value).toHaveLength(2);
    expect(list.body.value.filter((s) => s.current)).toHaveLength(1);
    expect(list.body.value[0]).toMatchObject({ ip: m.client.ip, device: 'Unknown device' });

    const revoked = await m.client.delete<{ revoked: number }>(ACCOUNTS_API.otherSessions);
    expect(revoked.body.value).toEqual({ revoked: 1 });
    expect((await phone.get(ACCOUNTS_API.security)).body.code).toBe('session_expired');
    expect((await m.client.get(ACCOUNTS_API.security)).status).toBe(200);
    const after = await m.client.get<Session[]>(ACCOUNTS_API.sessions);
    expect(after.body.value).toHaveLength(1);
    expect(after.body.value[0]?.current).toBe(true);
  });

  it('revokes one of the caller’s own sessions by id', async () => {
    const m = await loggedInMember(t.app, t.db);
    const other = new TestClient(t.app, m.client.ip);
    await other.login(m.username, 'Test1234');
    const list = (await m.client.get<Session[]>(ACCOUNTS_API.sessions)).body.value;
    const target = list.find((s) => !s.current)!;
    const res = await m.client.delete(ACCOUNTS_API.session(target.id));
    expect([res.status, res.body.value]).toEqual([200, { revoked: 1 }]);
    expect((await other.get(ACCOUNTS_API.security)).status).toBe(401);
    const again = await m.client.delete(ACCOUNTS_API.session(target.id));
    expect([again.status, again.body.code]).toEqual([404, 'not_found']);
  });

  it('answers not_found for another member’s session and leaves it working (no IDOR)', async () => {
    const alice = await loggedInMember(t.app, t.db);
    const bob = await loggedInMember(t.app, t.db);
    const bobSession = (await bob.client.get<Session[]>(ACCOUNTS_API.sessions)).body.value[0]!;
    const res = await alice.client.delete(ACCOUNTS_API.session(bobSession.id));
    expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    expect((await bob.client.get(ACCOUNTS_API.security)).status).toBe(200);
    for (const id of ['0', '-1', 'abc', '99999999999999999999', '9223372036854775808']) {
      const odd = await alice.client.delete(ACCOUNTS_API.session(id));
      expect([odd.status, odd.body.code]).toEqual([404, 'not_found']);
    }
    // and Alice's list never shows Bob's session
    const list = (await alice.client.get<Session[]>(ACCOUNTS_API.sessions)).body.value;
    expect(list.map((s) => s.id)).not.toContain(bobSession.id);
  });

  it('is closed to demo accounts', async () => {
    const client = new TestClient(t.app, nextIp());
    await client.post(ACCOUNTS_API.freePlay, { nonce: `demo-sessions-${Date.now()}-nonce` });
    const res = await client.get(ACCOUNTS_API.sessions);
    expect([res.status, res.body.code]).toEqual([403, 'in_need_true_account']);
  });
});
