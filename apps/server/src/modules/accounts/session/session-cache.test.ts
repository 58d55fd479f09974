import { ACCOUNTS_API, type MemberInfo } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../../test/test-db.ts';
import { buildApp } from '../../../app.ts';
import { revokeSessions } from '../index.ts';
import { createMember, freshIp, TestClient } from '../testing.ts';

// The production default: a live session (and member info) is trusted for 2 s after it was read.
const CACHE_MS = 2000;

let app: FastifyInstance;
let database: TestDatabase;
const client = (ip = freshIp()) => new TestClient(app, ip);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ trustProxy: true, accountsRateLimitPerMinute: 10_000, sessionCacheMs: CACHE_MS }),
    db: database.db,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function loggedIn() {
  const m = await createMember(database.db, { password: 'Right123' });
  const c = client();
  expect((await c.login(m.username, 'Right123')).status).toBe(200);
  return { m, c };
}

/** A second browser on the same session (a stolen cookie, say). */
function sameSession(c: TestClient) {
  const other = client();
  other.cookies.set('hb_session', c.cookies.get('hb_session') ?? '');
  return other;
}

const me = (c: TestClient) => c.get<MemberInfo>(ACCOUNTS_API.me);

describe('the cache of live sessions', () => {
  it('forgets a session at once when this process ends it: logout, revocation, the security centre', async () => {
    const a = await loggedIn();
    const thief = sameSession(a.c);
    expect((await me(thief)).status).toBe(200); // read and kept
    expect((await a.c.delete(ACCOUNTS_API.logout)).status).toBe(200);
    expect((await me(thief)).body.code).toBe('session_expired');

    const b = await loggedIn();
    expect((await me(b.c)).status).toBe(200);
    expect(await revokeSessions(database.db, b.m.id)).toBe(1);
    expect((await me(b.c)).body.code).toBe('session_expired');

    const c = await loggedIn();
    const laptop = client(c.c.ip);
    expect((await laptop.login(c.m.username, 'Right123')).status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
    const sessions = await c.c.get<{ id: string; current: boolean }[]>(ACCOUNTS_API.sessions);
    const other = sessions.body.value.find((s) => !s.current);
    expect(other).toBeDefined();
    expect((await c.c.delete(ACCOUNTS_API.session(other?.id ?? ''))).status).toBe(200);
    expect((await me(laptop)).body.code).toBe('session_expired');
    expect((await me(c.c)).status).toBe(200);
  });

  it("sees a change this process makes to the member's row at once", async () => {
    const { m, c } = await loggedIn();
    expect((await me(c)).body.value.nickname).not.toBe('Renamed');
    await database.db.updateTable('members').set({ nickname: 'Renamed' }).where('id', '=', m.id).execute();
    expect((await me(c)).body.value.nickname).toBe('Renamed');
    await database.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', m.id).execute();
    expect((await me(c)).body.code).toBe('session_expired');
  });

  it('checks the expiry on every use, not only when the session is read', async () => {
    const { m, c } = await loggedIn();
    await database.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() + interval '1 second'` })
      .where('member_id', '=', m.id)
      .execute();
    expect((await me(c)).status).toBe(200); // read now, kept for 2 s
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await me(c)).body.code).toBe('session_expired');
  });

  it('honours a session ended by another process for at most SESSION_CACHE_MS', async () => {
    const { m, c } = await loggedIn();
    const readAt = Date.now();
    expect((await me(c)).status).toBe(200);
    // what another server process does: this one hears nothing of it (raw SQL is not watched)
    await sql`update sessions set revoked_at = now() where member_id = ${m.id}`.execute(database.db);
    const cached = await me(c);
    if (Date.now() - readAt < CACHE_MS - 200) expect(cached.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, readAt + CACHE_MS + 50 - Date.now())));
    expect((await me(c)).body.code).toBe('session_expired');
  });
});
